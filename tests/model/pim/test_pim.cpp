// The PIM training model (model/README.md §5): rounds, bytes, communication, DPU times,
// calibration and sweeps. Expected values are computed by hand in the comments from the
// paper's configurations and the documented default costs.
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
    // YFCC LR MA-SGD at 2048 DPUs = 32 ranks, γ = 0.5: aggregate 6.68 GB/s·√32 CPU→DPU,
    // 4.74 GB/s·√32 DPU→CPU. 416 rounds of 33,554,432 B, each with two push and two pull
    // calls and one launch of 200 µs: 416·(33,554,432/(6.68e9·5.656854) + 2·200 µs) =
    // 0.535796 s, 416·(33,554,432/(4.74e9·5.656854) + 400 µs) = 0.686983 s; host
    // 416·(8,388,608/5.16e9 + 200 µs) = 0.759491 s.
    const auto b = epoch(defaults());
    SS_COMPARE_REL(b.cpuToDpuSeconds, 0.5357956446, 1e-9);
    SS_COMPARE_REL(b.dpuToCpuSeconds, 0.6869828916, 1e-9);
    SS_COMPARE_REL(b.hostSyncSeconds, 0.7594908775, 1e-9);
    SS_COMPARE_REL(b.communicationSeconds(), 0.5357956446 + 0.6869828916 + 0.7594908775, 1e-9);
    QCOMPARE(b.hostCallsPerRound, 5.0);
  }

  void hostCallsCostPerRound() {
    // Every call adds its overhead once per round: MA-SGD 2 pushes + 2 pulls + 1 launch,
    // ADMM 3 pushes (model, u−z, bias) + 2 pulls + 1 launch, as P's host code issues them.
    PimParams p = defaults();
    for (auto algorithm : {PimAlgorithm::MaSgd, PimAlgorithm::GaSgd, PimAlgorithm::Admm}) {
      p.algorithm = algorithm;
      p.hostCallOverheadSeconds = 0;
      const auto free = epoch(p);
      p.hostCallOverheadSeconds = 1e-3;
      const auto paid = epoch(p);
      const double pushes = algorithm == PimAlgorithm::Admm ? 3 : 2;
      SS_COMPARE_REL(paid.cpuToDpuSeconds - free.cpuToDpuSeconds, free.rounds * pushes * 1e-3,
                     1e-9);
      SS_COMPARE_REL(paid.dpuToCpuSeconds - free.dpuToCpuSeconds, free.rounds * 2 * 1e-3, 1e-9);
      SS_COMPARE_REL(paid.hostSyncSeconds - free.hostSyncSeconds, free.rounds * 1e-3, 1e-9);
      QCOMPARE(paid.dpuComputeSeconds, free.dpuComputeSeconds);
      QCOMPARE(paid.hostCallsPerRound, pushes + 3);
    }
  }

  void dpuTimesByHand() {
    // P's transfer sizes: X in 1024 B, W and the int32 gradient in 512 B. One 16 KB vector:
    // X read 16·77 + 0.5·16384 = 9,424 cycles; W or gradient read 32·77 + 8192 = 10,656;
    // gradient write 32·61 + 8192 = 10,144. Per sample: X, W, g read and g written = 40,880;
    // per local batch: W and g read, W and zeroed g written = 41,600. 3328 samples and 416
    // batches: 136,048,640 + 17,305,600 = 153,354,240 cycles / 350 MHz = 0.438155 s.
    PimParams p = defaults();
    QCOMPARE(pimStreamDmaCycles(16384, 1024, 77, 0.5), 9424.0);
    QCOMPARE(pimStreamDmaCycles(16384, 512, 77, 0.5), 10656.0);
    QCOMPARE(pimStreamDmaCycles(100, 1024, 77, 0.5), 127.0);  // one transfer: 77 + 50
    p.model = PimModel::Svm;
    const auto svm = epoch(p);
    SS_COMPARE_REL(svm.mramWramSeconds, 153354240.0 / 350e6, 1e-12);
    // SVM per sample: dot 4096·(22.7 + 2) + shifts 4096·2 = 109,363.2; per batch 4096·4·2 =
    // 32,768. 3328·109,363.2 + 416·32,768 = 377,592,217.6 cycles = 1.078835 s.
    SS_COMPARE_REL(svm.dpuComputeSeconds, 377592217.6 / 350e6, 1e-12);
    // LR: 2·4096·24.7 = 202,342.4 per sample, + 87,800 serial (sigmoid 83,800 + division
    // 4,000): 3328·202,342.4 + 13,631,488 + 3328·87,800 = 979,225,395.2 cycles = 2.797787 s.
    p.model = PimModel::LogisticRegression;
    SS_COMPARE_REL(epoch(p).dpuComputeSeconds, 979225395.2 / 350e6, 1e-12);
    // 8 tasklets issue 8/11 per cycle: the parallel part ×11/8, the serial part unchanged:
    // (673,395,507.2 + 13,631,488)·11/8 + 292,198,400 = 1,236,860,518.4 cycles.
    p.tasklets = 8;
    SS_COMPARE_REL(epoch(p).dpuComputeSeconds, 1236860518.4 / 350e6, 1e-12);
  }

  void criteoKeepsInt64Gradients() {
    // P's Criteo DPU code accumulates gradients as int64 (8 B per entry) for MA-SGD and ADMM.
    // d = 1,001,472: W 4,005,888 B in 512 B (7,824 transfers), g 8,011,776 B in 1024 B (7,824).
    // One MA-SGD sweep: read W 7,824·77 + 2,002,944 = 2,605,392; read g 7,824·77 + 4,005,888
    // = 4,608,336; write W 7,824·61 + 2,002,944 = 2,480,208; write g 7,824·61 + 4,005,888 =
    // 4,483,152: 14,177,088 cycles. Per sample: X (156 B, one transfer) 77 + 78 = 155, then
    // 39 random weights and gradients: 39·(2·(77 + 4) + (61 + 4)) = 8,853. Weak 2048: 196,608
    // samples, 96 local batches: 196,608·9,008 + 96·14,177,088 = 3,132,045,312 cycles.
    PimParams p = defaults();
    p.dataset = PimDataset::Criteo;
    const auto ma = epoch(p);
    SS_COMPARE_REL(ma.mramWramSeconds, 3132045312.0 / 350e6, 1e-12);
    // MRAM footprint: 196,608·156 B of samples + 4d model + 8d gradient = 42,688,512 B.
    QCOMPARE(ma.mramBytesPerDpu, 42688512.0);
    QVERIFY(ma.fitsInMram);
    // The host still receives the int32 model for MA-SGD, the int64 gradient for GA-SGD.
    QCOMPARE(ma.dpuToCpuBytesPerRound, 2048.0 * 4 * 1001472);
    p.algorithm = PimAlgorithm::GaSgd;
    QCOMPARE(epoch(p).dpuToCpuBytesPerRound, 2048.0 * 8 * 1001472);
  }

  void perRoundTrafficScalesLinearlyInN() {
    // Weak-scaling MA-SGD: R = 3328/b for any N; each round moves N·4d each way and the host
    // adds N·d, so with a flat aggregate bandwidth (γ = 0) and no fixed cost per call every
    // communication part is ∝ N.
    PimParams p = defaults();
    p.rankScalingExponent = 0;
    p.hostCallOverheadSeconds = 0;
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

  void fittedTargetsAreMetAndCounted() {
    auto report = pimCalibrationReport(defaults());
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().c_str());
    const auto& targets = report->targets;
    // Paper values (Rhyner et al. 2024) written here, not read from the code.
    const double paper[] = {25.10, 6.38, 2.46};
    const Param knob[] = {Param::PimHostElementsPerSecond, Param::PimCyclesPerSigmoid,
                          Param::PimCyclesPerMultiply};
    for (std::size_t i = 0; i < 3; ++i) {
      const auto& t = targets[i];
      QCOMPARE(t.role, PimTargetRole::Fitted);
      QCOMPARE(t.paperValue, paper[i]);
      // The defaults are rounded fits: within 0.5 %, far inside the 10 % tolerance.
      SS_COMPARE_REL(t.modelValue, paper[i], 0.005);
      QVERIFY2(t.met, t.name.c_str());
      QVERIFY(t.knobs == std::vector<Param>{knob[i]});
      QVERIFY(!t.configuration.empty() && !t.source.empty());
      // Cite what is fitted: the configuration's data set is the one the source reads.
      const bool criteo = t.configuration.rfind("Criteo", 0) == 0;
      QCOMPARE(criteo, i == 0);
      QCOMPARE(t.source.find("read here as Criteo") != std::string::npos, criteo);
    }
    // Three fitted values, three knobs fitted to them: zero degrees of freedom.
    QCOMPARE(report->count.fittedTargets, 3);
    QCOMPARE(report->count.fittedKnobs.size(), std::size_t(3));
    QCOMPARE(report->count.degreesOfFreedom, 0);
    for (const auto& t : targets)
      if (t.role == PimTargetRole::Predicted) QVERIFY2(t.knobs.empty(), t.name.c_str());
    // The targets use their own configurations, whatever the scenario currently shows.
    PimParams other = defaults();
    other.dataset = PimDataset::Criteo;
    other.dpus = 64;
    other.scaling = PimScaling::Strong;
    auto again = pimCalibrationReport(other);
    QVERIFY(again.ok());
    QCOMPARE(again->targets[0].modelValue, targets[0].modelValue);
  }

  void communicationRatiosByHand() {
    // Criteo LR, 2048 DPUs, weak scaling, γ = 0.5 (√32), host 5.16e9 elements/s, 200 µs per
    // call. N·4d = 8,204,058,624 B, N·d = 2,051,014,656 elements.
    const double up = 6.68e9 * std::sqrt(32.0), down = 4.74e9 * std::sqrt(32.0);
    const double model = 8204058624.0, elements = 2051014656.0, call = 200e-6, host = 5.16e9;
    // MA-SGD: 96 rounds of push N·4d, pull N·4d, N·d adds; 2 + 2 + 1 calls.
    const double ma =
        96 * (model / up + 2 * call + model / down + 2 * call + elements / host + call);
    // GA-SGD: 1536 rounds; the int64 gradient doubles the pull and the host's element passes.
    const double ga = 1536 * (model / up + 2 * call + 2 * model / down + 2 * call +
                              (2 * elements + 2 * 1001472) / host + call);
    // ADMM: one round: push model and u−z (3 calls), pull N·4d (2), 7 passes over N·d.
    const double admm =
        2 * model / up + 3 * call + model / down + 2 * call + 7 * elements / host + call;
    auto report = pimCalibrationReport(defaults());
    QVERIFY(report.ok());
    SS_COMPARE_REL(report->targets[0].modelValue, ma / admm, 1e-9);
    const auto ga640 = std::find_if(report->targets.begin(), report->targets.end(),
                                    [](const auto& t) { return t.paperValue == 640.35; });
    QVERIFY(ga640 != report->targets.end());
    SS_COMPARE_REL(ga640->modelValue, ga / admm, 1e-9);
    // Not fitted, and not met: GA/MA is set by the algorithms (16× the rounds, the int64
    // pull), ≈ 28 here, against the paper's 640.35/25.10 = 25.5. The panel shows the miss.
    QCOMPARE(ga640->role, PimTargetRole::Predicted);
    QVERIFY(ga640->relativeError > 0.10 && ga640->relativeError < 0.12);
    QVERIFY(!ga640->met);
    // Even an infinitely fast host leaves GA/MA at 16·(1/6.68 + 2/4.74)/(1/6.68 + 1/4.74)
    // = 25.36 (without call overheads): the floor the structure allows.
    PimParams fast = defaults();
    fast.hostElementsPerSecond = 1e12;
    fast.hostCallOverheadSeconds = 0;
    auto limit = pimCalibrationReport(fast);
    QVERIFY(limit.ok());
    const double floor = 16 * (1 / 6.68 + 2 / 4.74) / (1 / 6.68 + 1 / 4.74);
    const auto& reading = limit->readings[0];
    SS_COMPARE_REL(reading.gaOverAdmm / reading.maOverAdmm, floor, 0.01);
  }

  void predictedChecksHold() {
    auto report = pimCalibrationReport(defaults());
    QVERIFY(report.ok());
    const auto find = [&](const char* prefix) {
      const auto it = std::find_if(report->targets.begin(), report->targets.end(),
                                   [&](const auto& t) { return t.name.rfind(prefix, 0) == 0; });
      if (it == report->targets.end()) qFatal("no target %s", prefix);
      return *it;
    };
    // MA-SGD moves 2·N·4d in each of its 96 rounds, ADMM 3·N·4d once: 192/3 = 64 (P, Fig. 2b).
    const auto moved = find("Host↔DPU data moved");
    QCOMPARE(moved.role, PimTargetRole::Predicted);
    SS_COMPARE_REL(moved.modelValue, 64.0, 1e-12);
    QVERIFY(moved.met);
    const auto order = find("Communication GA-SGD > MA-SGD > ADMM");
    QCOMPARE(order.kind, PimTargetKind::Holds);
    QCOMPARE(order.paperValue, 4.0);
    QCOMPARE(order.modelValue, 4.0);
    // Holds by construction (one synchronisation per epoch, fixed work per DPU): a
    // consistency check, labelled as such and saying why, not a prediction.
    const auto flat = find("ADMM weak-scaling epoch flat");
    QCOMPARE(flat.modelValue, 2.0);
    QVERIFY(flat.met);
    QCOMPARE(flat.role, PimTargetRole::Consistency);
    QVERIFY(!flat.why.empty());
    // The strong-scaling limit holds whatever the rank exponent: it cannot fail, so it is a
    // consistency check too, and it says that how far below 8× depends on γ.
    for (const auto& t : report->targets)
      if (t.kind == PimTargetKind::UpperBound) {
        QCOMPARE(t.role, PimTargetRole::Consistency);
        QVERIFY2(t.why.find("γ") != std::string::npos, t.why.c_str());
      }
    for (double gamma : {0.0, 0.5, 1.0}) {
      PimParams p = defaults();
      p.rankScalingExponent = gamma;
      auto r = pimCalibrationReport(p);
      QVERIFY(r.ok());
      for (const auto& t : r->targets)
        if (t.kind == PimTargetKind::UpperBound)
          QVERIFY2(t.met && t.modelValue > 1, t.name.c_str());
    }
  }

  void readingsAndSensitivity() {
    auto report = pimCalibrationReport(defaults());
    QVERIFY(report.ok());
    QCOMPARE(report->readings.size(), std::size_t(3));
    QCOMPARE(report->readings[0].dataset, PimDataset::Criteo);
    QCOMPARE(report->readings[1].gaBatch, 8192.0);
    QCOMPARE(report->readings[2].gaBatch, 4096.0);
    // YFCC's MA and ADMM do not depend on B; halving B doubles GA-SGD's rounds, and its
    // communication is per round, so GA/ADMM doubles exactly.
    QCOMPARE(report->readings[1].maOverAdmm, report->readings[2].maOverAdmm);
    SS_COMPARE_REL(report->readings[2].gaOverAdmm, 2 * report->readings[1].gaOverAdmm, 1e-12);
    // The Criteo reading's MA/ADMM is the fitted target.
    QCOMPARE(report->readings[0].maOverAdmm, report->targets[0].modelValue);
    // γ = 0 … 1: a faster aggregate link shrinks every transfer share, so both ratios fall.
    QCOMPARE(report->sensitivity.size(), std::size_t(5));
    for (std::size_t i = 1; i < report->sensitivity.size(); ++i) {
      QVERIFY(report->sensitivity[i].maOverAdmm < report->sensitivity[i - 1].maOverAdmm);
      QVERIFY(report->sensitivity[i].gaOverAdmm < report->sensitivity[i - 1].gaOverAdmm);
    }
    QCOMPARE(report->sensitivity[2].exponent, 0.5);
    QCOMPARE(report->sensitivity[2].maOverAdmm, report->targets[0].modelValue);
  }

  void calibrationReportsAMiss() {
    // Tripling the multiply cost breaks the SVM compute/MRAM target (2.46 → ≈ 5.6).
    PimParams p = defaults();
    p.cyclesPerMultiply = 68;
    auto report = pimCalibrationReport(p);
    QVERIFY(report.ok());
    QVERIFY(!report->targets[2].met);
    QVERIFY(report->targets[2].relativeError > 0.10);
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

  void gaSgdZeroesItsGradientEveryRound() {
    // P's GA-SGD DPU code zeroes the whole int64 gradient in MRAM at every launch. Criteo,
    // d = 1,001,472: 8,011,776 B in 1024 B writes = 7,824 · 61 cycles + 0.5 · 8,011,776 =
    // 4,483,152 cycles, 12.809 ms at 350 MHz, per round (by hand).
    PimParams p = defaults();
    p.dataset = PimDataset::Criteo;
    p.model = PimModel::LogisticRegression;
    p.algorithm = PimAlgorithm::GaSgd;
    p.batchGa = 0;  // the paper's B = 262,144
    const auto w = pimWorkload(p, p.dpus);
    QVERIFY(w.ok());
    QCOMPARE(w->rounds, 1536.0);  // 196,608 · 2048 / 262,144
    // The whole MRAM↔WRAM time of that epoch, against the independent replica of issue 30
    // (≈ 24.7 s; 5.06 s without the zeroing): 19.67 s of it are the 1,536 zeroings.
    const auto b = epoch(p);
    QVERIFY2(std::abs(b.mramWramSeconds - 24.7) < 0.25,
             qPrintable(QString::number(b.mramWramSeconds)));
  }

  void scalingRestsOnTheAssumedRankExponent() {
    // How far MA-SGD falls short of 8× on 256 → 2048 DPUs depends on γ, the assumed growth of
    // host↔DPU bandwidth with the ranks. The values are those of an independent replica of
    // the model (the audit of issue 30): YFCC, LR, MA-SGD, 3.73× at γ = 0, 6.21× at 0.5,
    // 6.94× at 1; ADMM, one round per epoch, stays near 8× (7.7–7.97) whatever γ. Lesson
    // pim-star cites them.
    const std::pair<double, double> ma[] = {{0.0, 3.73}, {0.5, 6.21}, {1.0, 6.94}};
    for (const auto& [gamma, expected] : ma) {
      PimParams p = defaults();
      p.dataset = PimDataset::Yfcc100m;
      p.model = PimModel::LogisticRegression;
      p.algorithm = PimAlgorithm::MaSgd;
      p.rankScalingExponent = gamma;
      auto sweep = pimScalingSweep(p, {256, 2048});
      QVERIFY(sweep.ok());
      QVERIFY2(std::abs(sweep->back().speedup - expected) < 0.005,
               qPrintable(QString::number(sweep->back().speedup)));
      p.algorithm = PimAlgorithm::Admm;
      auto admm = pimScalingSweep(p, {256, 2048});
      QVERIFY(admm.ok());
      QVERIFY2(admm->back().speedup > 7.7 && admm->back().speedup < 8.0,
               qPrintable(QString::number(admm->back().speedup)));
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
    const double scaled = 256 * 8 * w256 / epoch(at).totalSeconds;  // S on 2048 DPUs
    SS_COMPARE_REL((*weak)[1].speedup, scaled / 256, 1e-12);
    // Gustafson: S = s_G + (1 − s_G)·2048 gives s_G = (2048 − S)/2047; its fixed-size
    // equivalent s_G/(s_G + (1 − s_G)·2048) is what Karp–Flatt gives on S.
    QVERIFY((*weak)[1].gustafsonSerialShare.has_value());
    const double sG = (2048 - scaled) / 2047;
    SS_COMPARE_REL(*(*weak)[1].gustafsonSerialShare, sG, 1e-9);
    SS_COMPARE_REL(*(*weak)[1].serialFraction, sG / (sG + (1 - sG) * 2048), 1e-6);
    QVERIFY(!points[0].gustafsonSerialShare.has_value());  // strong scaling has none
  }
};

QTEST_APPLESS_MAIN(TestPim)
#include "test_pim.moc"
