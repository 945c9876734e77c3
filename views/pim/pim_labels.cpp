#include "views/pim/pim_labels.h"

#include <QCoreApplication>
#include <cmath>

#include "model/pim/pim_workload.h"
#include "views/common/model_text.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {

/// The translation context of these labels (lupdate reads it from the macro).
struct PimLabels {
  Q_DECLARE_TR_FUNCTIONS(PimLabels)
};

}  // namespace

QString pimCategoryName(int category) {
  switch (category) {
    case 0:
      return PimLabels::tr("PIM compute");
    case 1:
      return PimLabels::tr("MRAM↔WRAM");
    case 2:
      return PimLabels::tr("CPU→DPU");
    case 3:
      return PimLabels::tr("DPU→CPU");
    default:
      return PimLabels::tr("Host sync");
  }
}

QString pimCategoryDescription(int category) {
  switch (category) {
    case 0:
      return PimLabels::tr("DPU instructions: dot products, sigmoid, gradient updates");
    case 1:
      return PimLabels::tr("DMA between each DPU's 64 MB MRAM bank and its 64 KB WRAM scratchpad");
    case 2:
      return PimLabels::tr("host pushes models (and ADMM's u−z) to every DPU");
    case 3:
      return PimLabels::tr("host pulls models or gradients from every DPU");
    default:
      return PimLabels::tr("host CPU averages or sums the N copies and updates the model");
  }
}

double pimCategorySeconds(const model::PimBreakdown& b, int category) {
  switch (category) {
    case 0:
      return b.dpuComputeSeconds;
    case 1:
      return b.mramWramSeconds;
    case 2:
      return b.cpuToDpuSeconds;
    case 3:
      return b.dpuToCpuSeconds;
    default:
      return b.hostSyncSeconds;
  }
}

QColor pimCategoryColor(int category) {
  return seriesColor(category);
}

model::PimAlgorithm pimAlgorithmAt(int index) {
  const model::PimAlgorithm order[kPimAlgorithmCount] = {
      model::PimAlgorithm::MaSgd, model::PimAlgorithm::GaSgd, model::PimAlgorithm::Admm};
  return order[index];
}

QString pimAlgorithmName(model::PimAlgorithm algorithm) {
  switch (algorithm) {
    case model::PimAlgorithm::MaSgd:
      return QStringLiteral("MA-SGD");
    case model::PimAlgorithm::GaSgd:
      return QStringLiteral("GA-SGD");
    case model::PimAlgorithm::Admm:
      return QStringLiteral("ADMM");
  }
  return {};
}

QString pimBatchLabel(const model::PimParams& params, model::PimAlgorithm algorithm) {
  model::PimParams p = params;
  p.algorithm = algorithm;
  const double batch = model::pimResolvedBatch(p);
  return QStringLiteral("%1 = %2")
      .arg(algorithm == model::PimAlgorithm::GaSgd ? "B" : "b")
      .arg(localNumber(batch, 'f', 0));
}

QString pimRunCaption(const model::PimParams& p) {
  return QStringLiteral("%1 on %2 · %3 · %4")
      .arg(p.model == model::PimModel::Svm ? PimLabels::tr("SVM") : PimLabels::tr("LR"),
           QString::fromUtf8(model::pimDatasetShape(p.dataset).title),
           p.scaling == model::PimScaling::Strong ? PimLabels::tr("strong scaling")
                                                  : PimLabels::tr("weak scaling"),
           p.epochs == 1 ? PimLabels::tr("1 epoch") : PimLabels::tr("%1 epochs").arg(p.epochs));
}

QString pimTimeAxisLabel(const model::PimParams& p) {
  return p.epochs == 1 ? PimLabels::tr("Time of 1 epoch (s)")
                       : PimLabels::tr("Time of %1 epochs (s)").arg(p.epochs);
}

model::Result<model::PimBreakdown> pimRunAt(model::PimParams params, model::PimAlgorithm algorithm,
                                            int dpus) {
  params.algorithm = algorithm;
  params.dpus = dpus;
  return model::pimRunBreakdown(params);
}

QString formatDuration(double seconds) {
  const double a = std::abs(seconds);
  double value = seconds;
  QString unit = QStringLiteral("s");
  if (a > 0 && a < 1e-3) {
    value = seconds * 1e6;
    unit = QStringLiteral("µs");
  } else if (a > 0 && a < 1) {
    value = seconds * 1e3;
    unit = QStringLiteral("ms");
  }
  const double magnitude = std::abs(value);
  const int digits = magnitude > 0 ? int(std::floor(std::log10(magnitude))) : 0;
  return QStringLiteral("%1 %2").arg(localNumber(value, 'f', std::max(0, 2 - digits))).arg(unit);
}

QColor pimBaselineColor() {
  return QColor(70, 70, 70);
}

QColor pimGpuBaselineColor() {
  return QColor(150, 75, 30);
}

// Legend names in two short lines: the legend sits beside the axes, where width is scarce.
QString pimCpuBoundName() {
  return PimLabels::tr("CPU 2× EPYC 7742,\nhardware bound");
}

QString pimGpuBoundName(bool resident) {
  return resident ? PimLabels::tr("GPU A100, data resident\nin HBM (hardware bound)")
                  : PimLabels::tr("GPU A100, data streamed\nover PCIe (hardware bound)");
}

QString pimGpuBoundName(const model::PimBaselines& b) {
  return pimGpuBoundName(b.gpuResident);
}

QString pimCpuSameAlgorithmName(const model::PimParams& p) {
  return PimLabels::tr("CPU running the same\nalgorithm (%1 processes)").arg(p.cpuProcesses);
}

QString pimCpuBoundCompactName() {
  return PimLabels::tr("CPU bound");
}

QString pimGpuBoundCompactName(bool resident) {
  return resident ? PimLabels::tr("GPU bound (data in HBM)")
                  : PimLabels::tr("GPU bound (over PCIe)");
}

QString pimCpuSameAlgorithmCompactName() {
  return PimLabels::tr("CPU, same algorithm");
}

QString pimBaselineExplanation() {
  return PimLabels::tr(
      "Hardware bound = max(training-set bytes / sustained bandwidth, flops / peak). "
      "The GPU streams the training set over PCIe every epoch, as P's PyTorch code does, "
      "unless pim.gpu_data is 'resident' and the set fits its 80 GB. The CPU running the "
      "same algorithm adds its synchronisation rounds (a tree allreduce of the model over "
      "the processes, as in the timeline model) and a framework cost per local step. "
      "P's measured CPU and GPU times are not drawn: neither the paper text we could read "
      "nor its artifact (CMU-SAFARI/PIM-Opt, code without result files) gives them as "
      "numbers.");
}

PimReferenceSeconds pimReferenceSeconds(const model::PimBaselines& b, int epochs) {
  return {epochs * b.cpu.seconds, epochs * b.gpu.seconds, epochs * b.cpuSameAlgorithm.seconds};
}

QString pimVerdict(model::PimAlgorithm fastest, double pim, const PimReferenceSeconds& r,
                   bool gpuResident) {
  if (!(pim > 0)) return {};
  const QString name = pimAlgorithmName(fastest);
  const auto compare = [&](const QString& what, double other) {
    return other > pim ? PimLabels::tr("%1 %2 (PIM %3× faster)")
                             .arg(what, formatDuration(other))
                             .arg(localNumber(other / pim, 'f', other / pim < 10 ? 2 : 0))
                       : PimLabels::tr("%1 %2 (%3× faster than PIM)")
                             .arg(what, formatDuration(other))
                             .arg(localNumber(pim / other, 'f', pim / other < 10 ? 2 : 0));
  };
  QString text = PimLabels::tr("Fastest on PIM: %1 %2 · ").arg(name, formatDuration(pim));
  // Two lines, so that an export of any width shows all of it.
  text += compare(gpuResident ? PimLabels::tr("GPU resident") : PimLabels::tr("GPU streamed"),
                  r.gpuBound) +
          "\n";
  text += compare(PimLabels::tr("CPU running %1").arg(name), r.cpuSameAlgorithm) + " · ";
  text +=
      r.cpuBound < pim
          ? PimLabels::tr("the CPU's hardware bound %1 still wins").arg(formatDuration(r.cpuBound))
          : PimLabels::tr("PIM beats even the CPU's hardware bound %1")
                .arg(formatDuration(r.cpuBound));
  return text;
}

}  // namespace scalescope::views

namespace scalescope::views {

QString pimVerdictAssumptions(model::PimAlgorithm algorithm,
                              const std::vector<model::PimVerdict>& verdicts) {
  // The assumed value as the scenario writes it, a break-even to three significant digits.
  const auto value = [](model::Param knob, double v, bool rounded = false) {
    const auto& spec = model::parameterSpec(knob);
    QString text = rounded ? QString::number(v, 'g', 3)
                           : QString::fromStdString(model::formatParameterValue(spec, v));
    if (!spec.unit.empty()) text += " " + unitText(spec.unit);
    return text;
  };
  QString text = PimLabels::tr(
                     "<b>What the verdicts of %1 rest on</b><br>Each assumed input "
                     "moved alone over its whole range, the others as set:")
                     .arg(pimAlgorithmName(algorithm));
  for (const auto& v : verdicts) {
    const QString reference =
        v.reference == model::PimReference::GpuBound           ? PimLabels::tr("the GPU bound")
        : v.reference == model::PimReference::CpuSameAlgorithm ? PimLabels::tr("the CPU running it")
                                                               : PimLabels::tr("the CPU's bound");
    text += "<br><br>" + (v.pimFaster ? PimLabels::tr("<b>PIM beats %1</b>").arg(reference)
                                      : PimLabels::tr("<b>PIM loses to %1</b>").arg(reference));
    for (const auto& b : v.breakEvens) {
      const QString name = parameterLabel(model::parameterSpec(b.knob));
      text += "<br>· " +
              (b.value ? PimLabels::tr("%1: flips at %2 (assumed %3)")
                             .arg(name, value(b.knob, *b.value, true), value(b.knob, b.assumed))
                       : PimLabels::tr("%1: holds over its whole range (assumed %2)")
                             .arg(name, value(b.knob, b.assumed)));
    }
  }
  return text;
}

}  // namespace scalescope::views
