// The PIM model's parameters (model/README.md §5): what is rejected, finite outputs at the
// extremes, epochs, the parameter rows with their defaults and sources, the presets.
#include <QTest>
#include <algorithm>
#include <cmath>
#include <set>

#include "fuzzy.h"
#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/pim/pim.h"
#include "model/pim/pim_baselines.h"
#include "model/pim/pim_calibration.h"
#include "model/pim/pim_workload.h"
#include "pim_test_support.h"

using namespace scalescope::model;
using namespace pim_test;

class TestPimParameters : public QObject {
  Q_OBJECT
 private slots:
  void invalidParametersAreRejected() {
    const PimParams good = defaults();
    QVERIFY(!checkPimParams(good));
    auto expectInvalid = [&](auto edit, const char* what) {
      PimParams p = good;
      edit(p);
      QVERIFY2(checkPimParams(p).has_value(), what);
      auto b = pimEpochBreakdown(p);
      QVERIFY2(!b.ok() && !b.error().empty(), what);
    };
    expectInvalid([](PimParams& p) { p.dpus = 0; }, "dpus 0");
    expectInvalid([](PimParams& p) { p.tasklets = 0; }, "tasklets 0");
    expectInvalid([](PimParams& p) { p.dmaTransferBytes = 12; }, "transfer 12 B");
    expectInvalid([](PimParams& p) { p.dmaTransferBytes = 4096; }, "transfer 4096 B");
    expectInvalid([](PimParams& p) { p.dmaModelTransferBytes = 20; }, "model transfer 20 B");
    expectInvalid([](PimParams& p) { p.hostCallOverheadSeconds = -1; }, "call overhead");
    expectInvalid([](PimParams& p) { p.cpuProcesses = 0; }, "no processes");
    expectInvalid([](PimParams& p) { p.pcieBytesPerSecond = 0; }, "PCIe 0");
    expectInvalid([](PimParams& p) { p.rankScalingExponent = 1.5; }, "gamma 1.5");
    expectInvalid([](PimParams& p) { p.hostElementsPerSecond = 0; }, "host 0");
    expectInvalid([](PimParams& p) { p.dpuClockHz = std::nan(""); }, "clock NaN");
    expectInvalid([](PimParams& p) { p.batchMa = 2.5; }, "fractional batch");
    expectInvalid([](PimParams& p) { p.cpuToDpuBytesPerSecondPerRank = -1; }, "bandwidth");

    // Batches that do not fit the split: YFCC holds 3,328 samples per DPU.
    PimParams p = good;
    p.batchMa = 4096;
    auto tooBig = pimEpochBreakdown(p);
    QVERIFY(!tooBig.ok());
    QVERIFY2(tooBig.error().find("pim.batch_ma") != std::string::npos, tooBig.error().c_str());
    p = good;
    p.algorithm = PimAlgorithm::GaSgd;
    p.batchGa = 1000;  // fewer samples than the 2048 DPUs
    QVERIFY(!pimEpochBreakdown(p).ok());
    QVERIFY(!pimBaselines(p).ok());
    QVERIFY(!pimScalingSweep(good, {}).ok());
    QVERIFY(!pimEpochBreakdown(good, 0).ok());

    // Scenario side: the table refuses out-of-range rows, pimParams the misaligned DMA size.
    Scenario s;
    QVERIFY(!s.applyAssignment("pim.dpus=10").empty());
    QVERIFY(!s.applyAssignment("pim.algorithm=sgd").empty());
    QVERIFY(s.applyAssignment("pim.dma_transfer_bytes=12").empty());
    auto misaligned = pimParams(s);
    QVERIFY(!misaligned.ok());
    QVERIFY(misaligned.error().find("pim.dma_transfer_bytes") != std::string::npos);
  }

  void outputsFiniteAtParameterExtremes() {
    // Every numeric pim.* row at its minimum and at its maximum, for every configuration:
    // either a finite breakdown or a failure with a message, never NaN or infinity.
    int evaluated = 0;
    for (const auto& spec : parameterTable()) {
      if (spec.id.rfind("pim.", 0) != 0 || spec.kind == ParameterKind::Choice) continue;
      for (double extreme : {spec.minimum, spec.maximum}) {
        Scenario s;
        QVERIFY(s.set(spec.id, extreme).empty());
        for (const char* dataset : {"yfcc100m", "criteo"})
          for (const char* algorithm : {"ma-sgd", "ga-sgd", "admm"})
            for (const char* scaling : {"strong", "weak"}) {
              s.setFromText("pim.dataset", dataset);
              s.setFromText("pim.algorithm", algorithm);
              s.setFromText("pim.scaling", scaling);
              auto p = pimParams(s);
              if (!p) continue;  // e.g. a transfer size that is not a multiple of 8
              auto b = pimRunBreakdown(*p);
              if (!b) {
                QVERIFY(!b.error().empty());
                continue;
              }
              QVERIFY2(allFinite(*b), spec.id.c_str());
              auto base = pimBaselines(*p);
              QVERIFY(base.ok() && std::isfinite(base->cpu.seconds) &&
                      std::isfinite(base->gpu.seconds) &&
                      std::isfinite(base->cpuSameAlgorithm.seconds));
              ++evaluated;
            }
      }
    }
    QVERIFY(evaluated > 300);
  }

  void runMultipliesEpochs() {
    PimParams p = defaults();
    p.epochs = 10;
    const auto one = epoch(p);
    auto run = pimRunBreakdown(p);
    QVERIFY(run.ok());
    SS_COMPARE_REL(run->totalSeconds, 10 * one.totalSeconds, 1e-12);
    QCOMPARE(run->rounds, 10 * one.rounds);
    QCOMPARE(run->cpuToDpuBytesPerRound, one.cpuToDpuBytesPerRound);
  }

  void parameterRowsAndDefaults() {
    const char* ids[] = {"pim.dataset",
                         "pim.model",
                         "pim.algorithm",
                         "pim.dpus",
                         "pim.scaling",
                         "pim.epochs",
                         "pim.batch_ma",
                         "pim.batch_ga",
                         "pim.batch_admm",
                         "pim.dpu_clock_mhz",
                         "pim.tasklets",
                         "pim.cpu_to_dpu_gbs_per_rank",
                         "pim.rank_scaling_exponent",
                         "pim.host_elements_per_second",
                         "pim.cpu_bandwidth_gbs",
                         "pim.gpu_bandwidth_gbs",
                         "pim.dma_model_transfer_bytes",
                         "pim.host_call_overhead_us",
                         "pim.gpu_data",
                         "pim.pcie_gbs",
                         "pim.cpu_processes",
                         "pim.cpu_step_overhead_us"};
    for (const char* id : ids) {
      QVERIFY2(parameterIndex(id).has_value(), id);
      QCOMPARE(parameterTable()[*parameterIndex(id)].group, std::string("PIM training"));
    }
    const PimParams p = defaults();
    QCOMPARE(p.dpus, 2048);
    QCOMPARE(p.scaling, PimScaling::Weak);
    QCOMPARE(p.epochs, 1);
    QCOMPARE(p.dpuClockHz, 350e6);
    QCOMPARE(p.tasklets, 16);
    QCOMPARE(p.cpuToDpuBytesPerSecondPerRank, 6.68e9);  // PrIM, one rank
    QCOMPARE(p.dpuToCpuBytesPerSecondPerRank, 4.74e9);
    // Sustained, not peak: ≈ 65 % of 2 sockets · 8 · 25.6 GB/s, ≈ 88 % of 1,935 GB/s.
    QCOMPARE(p.cpuBandwidthBytesPerSecond, 266e9);
    SS_COMPARE_REL(p.cpuBandwidthBytesPerSecond / (2 * 8 * 25.6e9), 0.65, 0.01);
    QCOMPARE(p.gpuBandwidthBytesPerSecond, 1700e9);
    QCOMPARE(p.pcieBytesPerSecond, 25e9);
    QVERIFY(!p.gpuDataResident);
    QCOMPARE(p.cpuProcesses, 128);
    QCOMPARE(p.dmaTransferBytes, 1024.0);
    QCOMPARE(p.dmaModelTransferBytes, 512.0);
    // 0 = paper default: b = 8 for YFCC, 2048 for Criteo.
    QCOMPARE(pimResolvedBatch(p), 8.0);
    PimParams c = p;
    c.dataset = PimDataset::Criteo;
    QCOMPARE(pimResolvedBatch(c), 2048.0);
    c.algorithm = PimAlgorithm::GaSgd;
    QCOMPARE(pimResolvedBatch(c), 262144.0);
  }

  void presetsApplyCleanly() {
    const auto presets = pimPresets();
    // 2 sets · 2 models · 3 algorithms · 2 runs, and YFCC GA-SGD with B = 4096 (LR, SVM).
    QCOMPARE(presets.size(), std::size_t(26));
    std::set<std::string> names;
    for (const auto& [name, assignments] : presets) {
      QVERIFY2(names.insert(name).second, name.c_str());
      Scenario s;
      for (const auto& a : assignments) QVERIFY2(s.applyAssignment(a).empty(), a.c_str());
      auto p = pimParams(s);
      QVERIFY2(p.ok(), name.c_str());
      QVERIFY2(pimEpochBreakdown(*p).ok(), name.c_str());
    }
    QVERIFY(names.count("pim-yfcc-lr-ma-sgd"));
    QVERIFY(names.count("pim-yfcc-lr-ga-sgd-b4096"));
    for (const auto& [name, assignments] : presets) {
      if (name != "pim-yfcc-svm-ga-sgd-b4096") continue;
      Scenario s;
      for (const auto& a : assignments) s.applyAssignment(a);
      const auto p = *pimParams(s);
      QCOMPARE(p.batchGa, 4096.0);
      QCOMPARE(p.algorithm, PimAlgorithm::GaSgd);
      QCOMPARE(epoch(p).rounds, 6815744.0 / 4096);  // twice the 8192 preset's 832
    }
    for (const auto& [name, assignments] : presets) {
      if (name != "pim-criteo-svm-ga-sgd-strong") continue;
      Scenario s;
      for (const auto& a : assignments) s.applyAssignment(a);
      const auto p = *pimParams(s);
      QCOMPARE(p.dataset, PimDataset::Criteo);
      QCOMPARE(p.model, PimModel::Svm);
      QCOMPARE(p.algorithm, PimAlgorithm::GaSgd);
      QCOMPARE(p.scaling, PimScaling::Strong);
      QCOMPARE(p.epochs, 10);
      QCOMPARE(p.batchGa, 262144.0);
      QCOMPARE(p.dpus, 2048);
    }
  }
};

QTEST_APPLESS_MAIN(TestPimParameters)
#include "test_pim_parameters.moc"
