#include "views/roofline/roofline_labels.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <cmath>

#include "views/common/plot_style.h"
#include "views/pim/pim_labels.h"

namespace scalescope::views {

namespace {

/// The translation context of these labels (lupdate reads it from the macro).
struct RooflineLabels {
  Q_DECLARE_TR_FUNCTIONS(RooflineLabels)
};

}  // namespace

QString rooflineMachineName(model::RooflineMachineId machine, const model::PimParams& params) {
  switch (machine) {
    case model::RooflineMachineId::Cpu:
      return RooflineLabels::tr("CPU: 2× AMD EPYC 7742");
    case model::RooflineMachineId::Gpu:
      return RooflineLabels::tr("GPU: NVIDIA A100 80 GB PCIe");
    case model::RooflineMachineId::Custom:
      return RooflineLabels::tr("Custom machine (typed)");
    case model::RooflineMachineId::Measured:
      return RooflineLabels::tr("Measured roofs");
    case model::RooflineMachineId::Timeline:
      return RooflineLabels::tr("Timeline model");
    case model::RooflineMachineId::Upmem:
      break;
  }
  return RooflineLabels::tr("UPMEM system, %1 DPUs").arg(QLocale().toString(params.dpus));
}

QString timelineMachineName(double n) {
  return RooflineLabels::tr("Timeline model, %1 units").arg(QLocale().toString(n, 'f', 0));
}

QString measuredMachineName(const model::MeasuredRoofSet& set) {
  return RooflineLabels::tr("Measured: %1 (%2)")
      .arg(QString::fromStdString(set.machine), QString::fromStdString(set.tool));
}

QString roofLabel(const model::Roof& roof) {
  if (roof.id.rfind("network-", 0) == 0)
    return RooflineLabels::tr("Network: %1 (α–β fit)").arg(QString::fromStdString(roof.name));
  return roof.name.empty() ? roofName(roof.id) : QString::fromStdString(roof.name);
}

QString measuredRoofSource(const model::Roof& roof, const model::MeasuredRoofSet& set) {
  QString text = RooflineLabels::tr("Measured by %1 on %2 (%3).")
                     .arg(QString::fromStdString(set.tool), QString::fromStdString(set.machine),
                          QFileInfo(QString::fromStdString(set.source)).fileName());
  if (roof.specification > 0) {
    const QString unit = roof.kind == model::RoofKind::Compute ? "op/s" : "B/s";
    text += " " + RooflineLabels::tr("The file states %1 for it: measured %2 % of that.")
                      .arg(siRate(roof.specification, unit),
                           QLocale().toString(100 * roof.value / roof.specification, 'g', 3));
  }
  return text;
}

QString roofName(const std::string& id) {
  if (id == "dpu-pipeline") return RooflineLabels::tr("DPU pipeline");
  if (id == "dpu-multiply") return RooflineLabels::tr("Emulated multiply");
  if (id == "mram") return RooflineLabels::tr("MRAM↔WRAM");
  if (id == "cpu-to-dpu") return RooflineLabels::tr("CPU→DPU link");
  if (id == "dpu-to-cpu") return RooflineLabels::tr("DPU→CPU link");
  if (id == "host-averaging") return RooflineLabels::tr("Host averaging");
  if (id == "cpu-peak") return RooflineLabels::tr("FP32 peak");
  if (id == "dram") return RooflineLabels::tr("DRAM");
  if (id == "gpu-peak") return RooflineLabels::tr("FP32 peak");
  if (id == "hbm") return RooflineLabels::tr("HBM");
  if (id == "pcie") return RooflineLabels::tr("PCIe host link");
  if (id == "cpu-fp64" || id == "gpu-fp64") return RooflineLabels::tr("FP64 peak");
  if (id == "gpu-fp16-tensor") return RooflineLabels::tr("FP16 tensor peak");
  if (id == "gpu-int8-tensor") return RooflineLabels::tr("INT8 tensor peak");
  if (id == "custom-peak") return RooflineLabels::tr("Typed peak");
  if (id == "custom-memory") return RooflineLabels::tr("Typed memory");
  if (id == "custom-link") return RooflineLabels::tr("Typed link");
  if (id == "timeline-peak") return RooflineLabels::tr("N units' peak");
  if (id == "timeline-link") return RooflineLabels::tr("Host↔device links");
  if (id == "timeline-network") return RooflineLabels::tr("Network (timeline)");
  return QString::fromStdString(id);
}

QString roofSource(const std::string& id) {
  if (id == "dpu-pipeline")
    return RooflineLabels::tr(
        "N DPUs × clock × one 32-bit instruction per cycle, with 11 tasklets or more (PrIM, "
        "Gómez-Luna et al. 2022); fewer tasklets fill t/11 of the slots.");
  if (id == "dpu-multiply")
    return RooflineLabels::tr(
        "The DPU pipeline over the cycles of one software-emulated 32×32 multiply (fitted, "
        "PIM calibration): a ceiling for a kernel of multiplies only, not a roof.");
  if (id == "mram")
    return RooflineLabels::tr(
        "N DPUs × clock / β: the DMA bandwidth of large MRAM↔WRAM transfers (β = cycles per "
        "byte, PrIM). Smaller transfers pay the latency α each and stay below it.");
  if (id == "cpu-to-dpu" || id == "dpu-to-cpu")
    return RooflineLabels::tr(
        "Per-rank bandwidth of the PrIM measurements × (N/64)^γ. γ is an assumption (PIM "
        "parameters): at γ = 0 the link does not grow with N at all.");
  if (id == "host-averaging")
    return RooflineLabels::tr(
        "4 bytes × the host's averaging throughput, a fitted PIM parameter (the host CPU "
        "reads the DPUs' models or gradients from its memory).");
  if (id == "cpu-peak")
    return RooflineLabels::tr(
        "2 × 64 cores × 2.25 GHz × 32 FP32 flop per cycle (AMD "
        "specification); the PIM parameter CPU peak.");
  if (id == "dram")
    return RooflineLabels::tr(
        "Sustained memory bandwidth, about 65 % of the 409.6 GB/s "
        "specification (assumption); the PIM parameter.");
  if (id == "gpu-peak")
    return RooflineLabels::tr(
        "A100 FP32 without tensor cores (NVIDIA datasheet); the PIM "
        "parameter GPU peak.");
  if (id == "hbm")
    return RooflineLabels::tr(
        "Sustained HBM2e bandwidth, about 88 % of the 1,935 GB/s of the "
        "datasheet (assumption); the PIM parameter.");
  if (id == "pcie")
    return RooflineLabels::tr(
        "PCIe 4.0 x16 sustained with pinned memory (assumption; 31.5 "
        "GB/s per direction by specification): the link the streamed "
        "training set crosses every epoch.");
  if (id == "cpu-fp64")
    return RooflineLabels::tr(
        "Half the FP32 peak: a 256-bit FMA unit holds 4 doubles where it holds 8 floats, 16 "
        "FP64 flop per cycle (AMD specification). Another precision than the model's FP32 "
        "training: drawn for comparison, dots are judged against FP32.");
  if (id == "gpu-fp64")
    return RooflineLabels::tr(
        "A100 FP64 without tensor cores, 9.7 of the datasheet's 19.5 TFLOP/s FP32 (on tensor "
        "cores FP64 reaches 19.5). Another precision than the model's: for comparison.");
  if (id == "gpu-fp16-tensor")
    return RooflineLabels::tr(
        "A100 FP16 on tensor cores, dense, 312 TFLOP/s, 16× its FP32 (NVIDIA datasheet; 624 "
        "with structured sparsity). Another precision than the model's: for comparison.");
  if (id == "gpu-int8-tensor")
    return RooflineLabels::tr(
        "A100 INT8 on tensor cores, dense, 624 TOPS, 32× its FP32 (NVIDIA datasheet; 1,248 "
        "with structured sparsity). Another precision than the model's: for comparison.");
  if (id == "custom-peak")
    return RooflineLabels::tr(
        "The custom machine's peak as you typed it (Parameters ▸ Roofline: custom machine); "
        "also the peak of a measured machine whose file has bandwidths only.");
  if (id == "custom-memory")
    return RooflineLabels::tr(
        "The custom machine's memory bandwidth as you typed it (Parameters ▸ Roofline: custom "
        "machine).");
  if (id.rfind("network-", 0) == 0)
    return RooflineLabels::tr(
        "The bandwidth B of the α–β fit T(m) = L + m/B of a loaded point-to-point latency "
        "table (OSU osu_latency, IMB PingPong): one link between nodes. Its intensity counts "
        "operations per byte a step sends over it.");
  if (id == "custom-link")
    return RooflineLabels::tr(
        "The custom machine's link as you typed it: its intensity counts operations per byte "
        "that crosses the link.");
  if (id == "timeline-peak")
    return RooflineLabels::tr(
        "N × the unit peak P₁ (default: Piz Daint's Rpeak per TOP500 core, 2018-11) × the "
        "precision's speed-up r, divided by g when the accelerator is off. The step's compute part "
        "runs "
        "at this roof by construction (its operations are read as P₁ · T_compute / g): a "
        "consistency check, not a prediction.");
  if (id == "timeline-link")
    return RooflineLabels::tr(
        "N × the host↔device link bandwidth (timeline parameter, an assumption): every device "
        "copies over its own link. Its intensity counts the step's operations per byte all "
        "devices copy.");
  if (id == "timeline-network")
    return RooflineLabels::tr(
        "The network bandwidth B of the timeline (an assumption): one link of the "
        "communication's critical path. Its intensity counts the step's operations per byte "
        "on that path (tree 2⌈log₂N⌉·V, ring 2(N−1)/N·V, star 2N·V).");
  return {};
}

QString roofOriginName(model::RoofOrigin origin) {
  switch (origin) {
    case model::RoofOrigin::Specification:
      return RooflineLabels::tr("specification");
    case model::RoofOrigin::Measured:
      return RooflineLabels::tr("measured");
    case model::RoofOrigin::Assumed:
      return RooflineLabels::tr("assumed");
    case model::RoofOrigin::Fitted:
      return RooflineLabels::tr("fitted");
    case model::RoofOrigin::Typed:
      return RooflineLabels::tr("typed");
  }
  return {};
}

QString rooflineLevelName(const std::string& id) {
  if (id == "dpu") return RooflineLabels::tr("DPUs: compute and MRAM↔WRAM");
  if (id == "cpu-to-dpu") return RooflineLabels::tr("CPU→DPU transfers");
  if (id == "dpu-to-cpu") return RooflineLabels::tr("DPU→CPU transfers");
  if (id == "host") return RooflineLabels::tr("Host averaging");
  if (id == "cpu-bound") return RooflineLabels::tr("CPU hardware bound");
  if (id == "cpu-algorithm") return RooflineLabels::tr("CPU, same algorithm");
  if (id == "gpu-bound") return RooflineLabels::tr("GPU hardware bound");
  if (id == "copy") return RooflineLabels::tr("Step: host↔device copy");
  if (id == "comm") return RooflineLabels::tr("Step: communication");
  return QString::fromStdString(id);
}

QString rooflineBindingPhrase(const std::string& id) {
  if (id == "dpu") return RooflineLabels::tr("the DPUs (compute and MRAM↔WRAM)");
  if (id == "cpu-to-dpu") return RooflineLabels::tr("the CPU→DPU link");
  if (id == "dpu-to-cpu") return RooflineLabels::tr("the DPU→CPU link");
  if (id == "host") return RooflineLabels::tr("the host's averaging");
  // The timeline's parts (kTimelinePartIds); serial, compute and sync bind without a dot.
  if (id == "serial") return RooflineLabels::tr("the serial part");
  if (id == "compute") return RooflineLabels::tr("the compute");
  if (id == "copy") return RooflineLabels::tr("the host↔device copy");
  if (id == "comm") return RooflineLabels::tr("the communication");
  if (id == "sync") return RooflineLabels::tr("the synchronisation");
  return rooflineLevelName(id);
}

QColor roofColor(const std::string& id) {
  // The PIM breakdown's colours for the same places: MRAM↔WRAM, CPU→DPU, DPU→CPU, host sync.
  if (id == "mram" || id == "dpu") return pimCategoryColor(1);
  if (id == "cpu-to-dpu") return pimCategoryColor(2);
  if (id == "dpu-to-cpu") return pimCategoryColor(3);
  if (id == "host-averaging" || id == "host") return pimCategoryColor(4);
  if (id == "dram" || id == "hbm" || id == "cpu-bound" || id == "gpu-bound") return seriesColor(5);
  if (id == "pcie" || id == "cpu-algorithm") return seriesColor(6);
  if (id == "custom-memory") return seriesColor(5);
  if (id == "custom-link") return seriesColor(6);
  // The Timeline panel's colours of its copy and communication bars.
  if (id == "timeline-link" || id == "copy") return seriesColor(2);
  if (id.rfind("network-", 0) == 0 || id == "timeline-network" || id == "comm")
    return seriesColor(3);
  return QColor(40, 40, 40);  // compute roofs
}

QString siRate(double value, const QString& unit) {
  static const char* const prefixes[] = {"", "k", "M", "G", "T", "P", "E"};
  int k = 0;
  double v = value;
  while (std::abs(v) >= 1000 && k < 6) {
    v /= 1000;
    ++k;
  }
  return QStringLiteral("%1 %2%3").arg(QLocale().toString(v, 'g', 3), prefixes[k], unit);
}

}  // namespace scalescope::views
