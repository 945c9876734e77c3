// The PIM training model of SCIENCE.md §5. Expected values are computed by hand in the
// comments from the paper's configurations and the documented default costs.
#include <QTest>
#include <cmath>
#include <set>

#include "fuzzy.h"
#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/pim/pim.h"
#include "model/pim/pim_calibration.h"
#include "model/pim/pim_workload.h"

using namespace scalescope::model;

Q_DECLARE_METATYPE(PimDataset)
Q_DECLARE_METATYPE(PimAlgorithm)
Q_DECLARE_METATYPE(PimScaling)

namespace {

PimParams defaults() {
  auto p = pimParams(Scenario());
  if (!p) qFatal("default PIM params rejected: %s", p.error().c_str());
  return *p;
}

PimBreakdown epoch(const PimParams& p) {
  auto b = pimEpochBreakdown(p);
  if (!b) qFatal("pimEpochBreakdown failed: %s", b.error().c_str());
  return *b;
}

bool allFinite(const PimBreakdown& b) {
  for (double v : {b.dpuComputeSeconds, b.mramWramSeconds, b.cpuToDpuSeconds, b.dpuToCpuSeconds,
                   b.hostSyncSeconds, b.totalSeconds, b.rounds, b.cpuToDpuBytesPerRound,
                   b.dpuToCpuBytesPerRound, b.mramBytesPerDpu})
    if (!std::isfinite(v) || v < 0) return false;
  return b.totalSeconds > 0;
}

}  // namespace

class TestPim : public QObject {
  Q_OBJECT
 private slots:
  void roundsAndBytesPerRound_data() {
    QTest::addColumn<PimDataset>("dataset");
    QTest::addColumn<PimAlgorithm>("algorithm");
    QTest::addColumn<PimScaling>("scaling");
    QTest::addColumn<int>("dpus");
    QTest::addColumn<double>("rounds");
    QTest::addColumn<double>("push");
    QTest::addColumn<double>("pull");
    QTest::addColumn<double>("hostElements");
    const auto Y = PimDataset::Yfcc100m, C = PimDataset::Criteo;
    const auto W = PimScaling::Weak, S = PimScaling::Strong;
    // YFCC d = 4096, weak: m = 3328·2048 = 6,815,744. One model on every DPU: 2048·4·4096 B.
    // MA-SGD: R = m/(b·N) = 3328/8 = 416; host N·d = 8,388,608 adds.
    QTest::newRow("yfcc ma-sgd") << Y << PimAlgorithm::MaSgd << W << 2048 << 416.0 << 33554432.0
                                 << 33554432.0 << 8388608.0;
    // GA-SGD: R = m/B = 6,815,744/8192 = 832; host N·d + scale d + update d = 8,396,800.
    QTest::newRow("yfcc ga-sgd") << Y << PimAlgorithm::GaSgd << W << 2048 << 832.0 << 33554432.0
                                 << 33554432.0 << 8396800.0;
    // ADMM: one round; push model and u−z (2·N·4d), pull N·4d; 7 host passes over N·d.
    QTest::newRow("yfcc admm") << Y << PimAlgorithm::Admm << W << 2048 << 1.0 << 67108864.0
                               << 33554432.0 << 58720256.0;
    // Criteo d = 1,001,472: N·4d = 8192·1,001,472 = 8,204,058,624 B, N·d = 2,051,014,656.
    // MA-SGD: R = 196,608/2048 = 96.
    QTest::newRow("criteo ma-sgd") << C << PimAlgorithm::MaSgd << W << 2048 << 96.0 << 8204058624.0
                                   << 8204058624.0 << 2051014656.0;
    // GA-SGD: R = 196,608·2048/262,144 = 1536; int64 pull N·8d = 16,408,117,248 B;
    // host 2·N·d (int64) + 2d = 4,102,029,312 + 2,002,944.
    QTest::newRow("criteo ga-sgd") << C << PimAlgorithm::GaSgd << W << 2048 << 1536.0
                                   << 8204058624.0 << 16408117248.0 << 4104032256.0;
    // ADMM: push 2·N·4d, pull N·4d, host 7·N·d = 14,357,102,592.
    QTest::newRow("criteo admm") << C << PimAlgorithm::Admm << W << 2048 << 1.0 << 16408117248.0
                                 << 8204058624.0 << 14357102592.0;
    // Strong scaling keeps m = 851,968: R = 851,968/(8·1024) = 104; 1024·4·4096 B.
    QTest::newRow("yfcc ma-sgd strong 1024")
        << Y << PimAlgorithm::MaSgd << S << 1024 << 104.0 << 16777216.0 << 16777216.0 << 4194304.0;
    // m = 50,331,648: R = m/262,144 = 192; pull 512·8·1,001,472 = 4,102,029,312 B;
    // host 2·512·1,001,472 + 2·1,001,472 = 1,027,510,272.
    QTest::newRow("criteo ga-sgd strong 512") << C << PimAlgorithm::GaSgd << S << 512 << 192.0
                                              << 2051014656.0 << 4102029312.0 << 1027510272.0;
  }
  void roundsAndBytesPerRound() {
    QFETCH(PimDataset, dataset);
    QFETCH(PimAlgorithm, algorithm);
    QFETCH(PimScaling, scaling);
    QFETCH(int, dpus);
    QFETCH(double, rounds);
    QFETCH(double, push);
    QFETCH(double, pull);
    QFETCH(double, hostElements);
    PimParams p = defaults();
    p.dataset = dataset;
    p.algorithm = algorithm;
    p.scaling = scaling;
    p.dpus = dpus;
    const auto b = epoch(p);
    QCOMPARE(b.rounds, rounds);
    QCOMPARE(b.cpuToDpuBytesPerRound, push);
    QCOMPARE(b.dpuToCpuBytesPerRound, pull);
    QCOMPARE(b.hostElementsPerRound, hostElements);
  }

  void communicationTimesByHand() {
    // YFCC LR MA-SGD at 2048 DPUs = 32 ranks, γ = 0.5: aggregate 6.7 GB/s·√32 CPU→DPU,
    // 4.7 GB/s·√32 DPU→CPU. 416 rounds of 33,554,432 B: 416·33,554,432/(6.7e9·5.65685)
    // = 0.368293 s and /(4.7e9·5.65685) = 0.525013 s; host 416·8,388,608/4.4e9 = 0.793105 s.
    const auto b = epoch(defaults());
    SS_COMPARE_REL(b.cpuToDpuSeconds, 0.368293, 1e-5);
    SS_COMPARE_REL(b.dpuToCpuSeconds, 0.525013, 1e-5);
    SS_COMPARE_REL(b.hostSyncSeconds, 0.793105, 1e-5);
    SS_COMPARE_REL(b.communicationSeconds(), 0.368293 + 0.525013 + 0.793105, 1e-5);
  }

  void dpuTimesByHand() {
    // DMA of one 16 KB vector in 1024 B transfers: 16·77 + 0.5·16384 = 9,424 cycles read,
    // 16·61 + 8192 = 9,168 write. Per sample: read x, w, g and write g = 37,440 cycles;
    // per local batch: read w, g, write w, zeroed g = 37,184. 3328 samples, 416 batches:
    // 3328·37,440 + 416·37,184 = 140,068,864 cycles / 350 MHz = 0.400197 s.
    PimParams p = defaults();
    QCOMPARE(pimStreamDmaCycles(16384, 77, p), 9424.0);
    QCOMPARE(pimStreamDmaCycles(100, 77, p), 127.0);  // one transfer: 77 + 50
    p.model = PimModel::Svm;
    const auto svm = epoch(p);
    SS_COMPARE_REL(svm.mramWramSeconds, 0.4001967543, 1e-9);
    // SVM per sample: dot 4096·(20 + 2) + shifts 4096·2 = 98,304; per batch 4096·4·2 =
    // 32,768. 3328·98,304 + 416·32,768 = 340,787,200 cycles = 0.973678 s.
    SS_COMPARE_REL(svm.dpuComputeSeconds, 0.9736777143, 1e-9);
    // LR: 2·4096·22 = 180,224 per sample, + 84,000 serial (sigmoid + division):
    // 3328·180,224 + 13,631,488 + 3328·84,000 = 892,968,960 cycles = 2.551340 s.
    p.model = PimModel::LogisticRegression;
    SS_COMPARE_REL(epoch(p).dpuComputeSeconds, 2.5513398857, 1e-9);
    // 8 tasklets issue 8/11 per cycle: the parallel part ×11/8, the serial part unchanged:
    // (613,416,960·11/8 + 279,552,000)/350e6 = 3.208572 s.
    p.tasklets = 8;
    SS_COMPARE_REL(epoch(p).dpuComputeSeconds, 3.2085723429, 1e-9);
  }

  void perRoundTrafficScalesLinearlyInN() {
    // Weak-scaling MA-SGD: R = 3328/b for any N; each round moves N·4d each way and the host
    // adds N·d, so with a flat aggregate bandwidth (γ = 0) every communication part is ∝ N.
    PimParams p = defaults();
    p.rankScalingExponent = 0;
    p.dpus = 512;
    const auto small = epoch(p);
    p.dpus = 2048;
    const auto large = epoch(p);
    QCOMPARE(large.rounds, small.rounds);
    SS_COMPARE_REL(large.cpuToDpuBytesPerRound / small.cpuToDpuBytesPerRound, 4.0, 1e-12);
    SS_COMPARE_REL(large.hostSyncSeconds / small.hostSyncSeconds, 4.0, 1e-12);
    SS_COMPARE_REL(large.cpuToDpuSeconds / small.cpuToDpuSeconds, 4.0, 1e-12);
    SS_COMPARE_REL(large.dpuToCpuSeconds / small.dpuToCpuSeconds, 4.0, 1e-12);
    // With γ = 1 every rank brings its own channel: transfer time per epoch is flat in N.
    p.rankScalingExponent = 1;
    const auto flat = epoch(p);
    p.dpus = 512;
    SS_COMPARE_REL(flat.cpuToDpuSeconds, epoch(p).cpuToDpuSeconds, 1e-12);
  }

  void svmChangesComputeNotTraffic() {
    for (auto dataset : {PimDataset::Yfcc100m, PimDataset::Criteo})
      for (auto algorithm : {PimAlgorithm::MaSgd, PimAlgorithm::GaSgd, PimAlgorithm::Admm}) {
        PimParams p = defaults();
        p.dataset = dataset;
        p.algorithm = algorithm;
        const auto lr = epoch(p);
        p.model = PimModel::Svm;
        const auto svm = epoch(p);
        QVERIFY(svm.dpuComputeSeconds < lr.dpuComputeSeconds);
        QCOMPARE(svm.rounds, lr.rounds);
        QCOMPARE(svm.cpuToDpuBytesPerRound, lr.cpuToDpuBytesPerRound);
        QCOMPARE(svm.dpuToCpuBytesPerRound, lr.dpuToCpuBytesPerRound);
        QCOMPARE(svm.communicationSeconds(), lr.communicationSeconds());
        QCOMPARE(svm.mramWramSeconds, lr.mramWramSeconds);
      }
  }

  void calibratedDefaultsReproduceThePaper() {
    auto targets = pimCalibrationTargets(defaults());
    QVERIFY2(targets.ok(), targets.ok() ? "" : targets.error().c_str());
    QCOMPARE(targets->size(), std::size_t(6));
    // Paper values (Rhyner et al. 2024) written here, not read from the code.
    const double paper[] = {25.10, 640.35, 6.38, 2.46};
    for (std::size_t i = 0; i < 4; ++i) {
      const auto& t = (*targets)[i];
      QCOMPARE(t.paperValue, paper[i]);
      SS_COMPARE_REL(t.modelValue, paper[i], 0.10);
      QVERIFY2(t.met, t.name.c_str());
      QVERIFY(!t.configuration.empty());
    }
    for (std::size_t i = 4; i < 6; ++i) {
      const auto& t = (*targets)[i];
      QCOMPARE(t.kind, PimTargetKind::UpperBound);
      QVERIFY2(t.modelValue < 8.0 && t.modelValue > 1.0, t.name.c_str());
      QVERIFY(t.met);
    }
    // The targets use their own configurations, whatever the scenario currently shows.
    PimParams other = defaults();
    other.dataset = PimDataset::Criteo;
    other.dpus = 64;
    other.scaling = PimScaling::Strong;
    auto again = pimCalibrationTargets(other);
    QVERIFY(again.ok());
    QCOMPARE((*again)[0].modelValue, (*targets)[0].modelValue);
  }

  void calibrationReportsAMiss() {
    // Tripling the multiply cost breaks the SVM compute/MRAM target (2.46 → ≈ 6).
    PimParams p = defaults();
    p.cyclesPerMultiply = 60;
    auto targets = pimCalibrationTargets(p);
    QVERIFY(targets.ok());
    QVERIFY(!(*targets)[3].met);
    QVERIFY((*targets)[3].relativeError > 0.10);
  }

  void strongScalingStaysBelowLinear() {
    for (auto dataset : {PimDataset::Yfcc100m, PimDataset::Criteo})
      for (auto model : {PimModel::LogisticRegression, PimModel::Svm})
        for (auto algorithm : {PimAlgorithm::MaSgd, PimAlgorithm::GaSgd, PimAlgorithm::Admm}) {
          PimParams p = defaults();
          p.dataset = dataset;
          p.model = model;
          p.algorithm = algorithm;
          p.scaling = PimScaling::Strong;
          auto sweep = pimScalingSweep(p, pimPaperDpuCounts());
          QVERIFY(sweep.ok());
          QCOMPARE(sweep->size(), std::size_t(4));
          QVERIFY(sweep->back().speedup < 8.0);
        }
  }

  void sweepDefinitions() {
    PimParams p = defaults();
    p.scaling = PimScaling::Strong;
    auto sweep = pimScalingSweep(p, {2048, 256, 1024});
    QVERIFY(sweep.ok());
    const auto& points = *sweep;
    // Reference = smallest N (256), whatever the order.
    QCOMPARE(points[1].dpus, 256);
    QCOMPARE(points[1].speedup, 1.0);
    QVERIFY(!points[1].serialFraction.has_value());
    // Strong scaling: S = T(256)/T(2048), E = S/8, 1−α_eff = (1/E − 1)/(2048 − 1).
    PimParams at = p;
    at.dpus = 256;
    const double t256 = epoch(at).totalSeconds;
    at.dpus = 2048;
    const double t2048 = epoch(at).totalSeconds;
    SS_COMPARE_REL(points[0].speedup, t256 / t2048, 1e-12);
    SS_COMPARE_REL(points[0].efficiency, t256 / t2048 / 8, 1e-12);
    QVERIFY(points[0].serialFraction.has_value());
    SS_COMPARE_REL(*points[0].serialFraction, (8 * t2048 / t256 - 1) / 2047, 1e-9);
    // Weak scaling is work-normalised: S = (m(N)/T(N))/(m(256)/T(256)) = 8·T(256)/T(2048).
    p.scaling = PimScaling::Weak;
    auto weak = pimScalingSweep(p, {256, 2048});
    QVERIFY(weak.ok());
    at.scaling = PimScaling::Weak;
    at.dpus = 256;
    const double w256 = epoch(at).totalSeconds;
    at.dpus = 2048;
    SS_COMPARE_REL((*weak)[1].speedup, 8 * w256 / epoch(at).totalSeconds, 1e-12);
  }

  void baselinesByHand() {
    // YFCC LR weak 2048: m = 6,815,744 samples of 16,384 B = 111,669,149,696 B;
    // flops 4·4096 per sample = 111,669,149,696. CPU: /409.6e9 = 0.272630 s and
    // /9.216e12 = 0.0121169 s. GPU: /1935e9 = 0.0577102 s and /19.5e12 = 0.00572662 s.
    auto b = pimBaselines(defaults());
    QVERIFY(b.ok());
    QCOMPARE(b->cpu.bytesStreamed, 111669149696.0);
    QCOMPARE(b->cpu.flops, 111669149696.0);
    SS_COMPARE_REL(b->cpu.memorySeconds, 0.27262976, 1e-9);
    SS_COMPARE_REL(b->cpu.computeSeconds, 0.0121168782, 1e-8);
    SS_COMPARE_REL(b->cpu.totalSeconds, 0.27262976 + 0.0121168782, 1e-8);
    SS_COMPARE_REL(b->gpu.memorySeconds, 0.0577101549, 1e-8);
    SS_COMPARE_REL(b->gpu.computeSeconds, 0.0057266231, 1e-8);
    // Criteo SVM: m = 196,608·2048 = 402,653,184 samples of 39·4 = 156 B = 62,813,896,704 B;
    // flops 3·39 = 117 per sample = 47,110,422,528. CPU: 0.153354 s + 0.00511181 s.
    PimParams p = defaults();
    p.dataset = PimDataset::Criteo;
    p.model = PimModel::Svm;
    auto c = pimBaselines(p);
    QVERIFY(c.ok());
    QCOMPARE(c->cpu.bytesStreamed, 62813896704.0);
    QCOMPARE(c->gpu.flops, 47110422528.0);
    SS_COMPARE_REL(c->cpu.totalSeconds, 0.15335424 + 0.005111808, 1e-9);
  }

  void invalidParametersAreRejected() {
    const PimParams good = defaults();
    QVERIFY(validatePimParams(good).empty());
    auto expectInvalid = [&](auto edit, const char* what) {
      PimParams p = good;
      edit(p);
      QVERIFY2(!validatePimParams(p).empty(), what);
      auto b = pimEpochBreakdown(p);
      QVERIFY2(!b.ok() && !b.error().empty(), what);
    };
    expectInvalid([](PimParams& p) { p.dpus = 0; }, "dpus 0");
    expectInvalid([](PimParams& p) { p.tasklets = 0; }, "tasklets 0");
    expectInvalid([](PimParams& p) { p.dmaTransferBytes = 12; }, "transfer 12 B");
    expectInvalid([](PimParams& p) { p.dmaTransferBytes = 4096; }, "transfer 4096 B");
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
              QVERIFY(base.ok() && std::isfinite(base->cpu.totalSeconds) &&
                      std::isfinite(base->gpu.totalSeconds));
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
                         "pim.gpu_bandwidth_gbs"};
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
    QCOMPARE(p.cpuToDpuBytesPerSecondPerRank, 6.7e9);
    QCOMPARE(p.dpuToCpuBytesPerSecondPerRank, 4.7e9);
    QCOMPARE(p.cpuBandwidthBytesPerSecond, 2 * 204.8e9);  // 2 sockets · 8 · 25.6 GB/s
    QCOMPARE(p.gpuBandwidthBytesPerSecond, 1935e9);
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
    QCOMPARE(presets.size(), std::size_t(24));  // 2 sets · 2 models · 3 algorithms · 2 runs
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

QTEST_APPLESS_MAIN(TestPim)
#include "test_pim.moc"
