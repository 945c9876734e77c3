// The roofline of the PIM paper's machines (model/README.md §7): roofs from the parameters,
// the dots of one epoch at each level, the binding level and the above-the-roof flag, each
// against values computed by hand in the comments.
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/pim/pim_baselines.h"
#include "model/pim/pim_calibration.h"
// After pim_calibration.h, whose enums it names.
#include "../pim/pim_test_support.h"
#include "model/core/scenario.h"
#include "model/roofline/roofline.h"
#include "model/roofline/timeline_roofline.h"

using namespace scalescope::model;
using namespace pim_test;

namespace {

const RooflineDot& dotOf(const std::vector<RooflineDot>& dots, const std::string& id,
                         PimAlgorithm algorithm) {
  for (const RooflineDot& d : dots)
    if (d.id == id && d.algorithm == algorithm) return d;
  qFatal("no dot %s", id.c_str());
}

std::string bindingOf(const PimParams& p) {
  auto dots = upmemDots(p);
  if (!dots) qFatal("upmemDots failed: %s", dots.error().c_str());
  for (const RooflineDot& d : *dots)
    if (d.binding) return d.id;
  return {};
}

}  // namespace

class TestRoofline : public QObject {
  Q_OBJECT
 private slots:
  void upmemRoofsByHand() {
    // 2048 DPUs at 350 MHz, 16 tasklets (≥ 11: one instruction per cycle): 7.168e11 op/s.
    // MRAM↔WRAM: 2048 · 350e6 / (0.5 cycle/B) = 1.4336e12 B/s. Host links: per rank ·
    // (2048/64)^0.5 = √32. Host averaging: 4 B · 5.16e9 elements/s = 2.064e10 B/s.
    const RooflineMachine m = upmemMachine(defaults());
    SS_COMPARE_REL(m.roof("dpu-pipeline").value, 7.168e11, 1e-12);
    SS_COMPARE_REL(m.roof("dpu-multiply").value, 7.168e11 / 22.7, 1e-12);
    QVERIFY(m.roof("dpu-multiply").subCeiling);
    SS_COMPARE_REL(m.roof("mram").value, 1.4336e12, 1e-12);
    SS_COMPARE_REL(m.roof("cpu-to-dpu").value, 6.68e9 * std::sqrt(32.0), 1e-12);
    SS_COMPARE_REL(m.roof("dpu-to-cpu").value, 4.74e9 * std::sqrt(32.0), 1e-12);
    SS_COMPARE_REL(m.roof("host-averaging").value, 2.064e10, 1e-12);
    QCOMPARE(m.peak().id, std::string("dpu-pipeline"));
    QCOMPARE(m.roof("cpu-to-dpu").kind, RoofKind::Communication);
    QCOMPARE(m.roof("cpu-to-dpu").origin, RoofOrigin::Assumed);
    // Ridge points: 7.168e11 / 1.4336e12 = 0.5 op/B; under the CPU→DPU link 7.168e11 /
    // 3.7788e10 = 18.97 op/B.
    SS_COMPARE_REL(ridgePoint(m.peak(), m.roof("mram")), 0.5, 1e-12);
    SS_COMPARE_REL(ridgePoint(m.peak(), m.roof("cpu-to-dpu")),
                   7.168e11 / (6.68e9 * std::sqrt(32.0)), 1e-12);
    // Eight tasklets fill 8 of the 11 pipeline slots.
    PimParams p = defaults();
    p.tasklets = 8;
    SS_COMPARE_REL(upmemMachine(p).peak().value, 7.168e11 * 8 / 11, 1e-12);
  }

  void mramGrowsWithNTheHostLinkOnlyAsRanksToTheGamma() {
    // Halving N halves the MRAM roof; the link roof falls by 2^γ: √2 at γ = 0.5, not at all
    // at γ = 0, so the link falls behind the DPUs as N grows.
    const PimParams p = defaults();
    const RooflineMachine big = upmemMachine(p), small = upmemMachine(at(p, 1024));
    SS_COMPARE_REL(big.roof("mram").value / small.roof("mram").value, 2.0, 1e-12);
    SS_COMPARE_REL(big.roof("cpu-to-dpu").value / small.roof("cpu-to-dpu").value, std::sqrt(2.0),
                   1e-12);
    PimParams flat = p;
    flat.rankScalingExponent = 0;
    SS_COMPARE_REL(upmemMachine(flat).roof("cpu-to-dpu").value, 6.68e9, 1e-12);
    SS_COMPARE_REL(upmemMachine(at(flat, 1024)).roof("cpu-to-dpu").value, 6.68e9, 1e-12);
  }

  void yfccDotsByHand() {
    // YFCC LR weak, 2048 DPUs: m = 3,328 · 2048 samples, 4 · 4096 ops each:
    // 111,669,149,696 ops. MA-SGD, b = 8: each DPU moves 3,328 samples · 65,536 B (X and W
    // read, 4-byte gradient read and written) + 416 sweeps · 65,536 B = 3,744 · 65,536 B;
    // intensity 3,328 · 16,384 / (3,744 · 65,536) = 2/9 op/B. Each of the 416 rounds pushes
    // and pulls 2048 · 16,384 B and the host averages 2048 · 4096 elements of 4 B: 8 op/B.
    const PimParams p = defaults();
    auto dots = upmemDots(p);
    QVERIFY2(dots.ok(), dots.ok() ? "" : dots.error().c_str());
    QCOMPARE(dots->size(), std::size_t(4));
    const double ops = 111669149696.0;
    const RooflineDot& dpu = dotOf(*dots, "dpu", PimAlgorithm::MaSgd);
    QCOMPARE(dpu.ops, ops);
    QCOMPARE(dpu.bytes, 2048.0 * 3744 * 65536);
    SS_COMPARE_REL(dpu.intensity(), 2.0 / 9, 1e-12);
    for (const char* id : {"cpu-to-dpu", "dpu-to-cpu", "host"})
      SS_COMPARE_REL(dotOf(*dots, id, PimAlgorithm::MaSgd).intensity(), 8.0, 1e-12);
    // One performance for all levels: the epoch's operations over its time.
    const PimBreakdown b = epoch(p);
    for (const RooflineDot& d : *dots) SS_COMPARE_REL(d.performance(), ops / b.totalSeconds, 1e-12);
    // Under a bandwidth roof the dot's share of its roof is the time its bytes take at that
    // bandwidth over the epoch's: 416 · 33,554,432 B / (6.68e9 · √32 B/s) / T.
    const RooflineMachine m = upmemMachine(p);
    const DotVerdict link = judgeDot(m, dotOf(*dots, "cpu-to-dpu", PimAlgorithm::MaSgd));
    SS_COMPARE_REL(link.fraction, 416.0 * 33554432 / (6.68e9 * std::sqrt(32.0)) / b.totalSeconds,
                   1e-12);
    QVERIFY(!link.aboveRoof);
    // ADMM, one round: pushes 2 · 2048 · 16,384 B (1,664 op/B), pulls half that (3,328 op/B),
    // the host makes 7 passes over 2048 · 4096 elements of 4 B (475.43 op/B).
    PimParams admm = p;
    admm.algorithm = PimAlgorithm::Admm;
    auto admmDots = upmemDots(admm);
    QVERIFY(admmDots.ok());
    SS_COMPARE_REL(dotOf(*admmDots, "cpu-to-dpu", PimAlgorithm::Admm).intensity(), 1664.0, 1e-12);
    SS_COMPARE_REL(dotOf(*admmDots, "dpu-to-cpu", PimAlgorithm::Admm).intensity(), 3328.0, 1e-12);
    SS_COMPARE_REL(dotOf(*admmDots, "host", PimAlgorithm::Admm).intensity(),
                   ops / (7.0 * 2048 * 4096 * 4), 1e-12);
  }

  void aDotsPathOverN() {
    // 64, 128, …, 2,048 and 2,560 DPUs. Under weak scaling each DPU keeps its 3,328 samples
    // and its bytes, so the DPU level stays at 2/9 op/B at every N and the link levels at
    // 8 op/B (yfccDotsByHand); the performance grows with N, but less than N (the host's
    // rounds do not shrink), and so does the time the link's bytes take at its bandwidth over
    // the epoch's: the bytes grow as N, the roof only as √(N/64). The link's ridge moves right
    // past the dots: 64 · 350 MHz / 6.68 GB/s = 3.35 op/B at 64 DPUs (the link dots at 8 op/B
    // lie right of it, under the DPU pipeline), 18.97 op/B at 2,048 (left of it, under the link).
    const std::vector<int> counts = rooflinePathDpuCounts();
    QCOMPARE(counts, (std::vector<int>{64, 128, 256, 512, 1024, 2048, 2560}));
    const auto path = upmemDotsOverN(defaults(), counts);
    QCOMPARE(path.size(), counts.size());
    double lastPerformance = 0, lastShare = 0;
    for (const auto& [n, dots] : path) {
      SS_COMPARE_REL(dotOf(dots, "dpu", PimAlgorithm::MaSgd).intensity(), 2.0 / 9, 1e-12);
      SS_COMPARE_REL(dotOf(dots, "cpu-to-dpu", PimAlgorithm::MaSgd).intensity(), 8.0, 1e-12);
      const double performance = dots.front().performance();
      QVERIFY2(performance > lastPerformance, qPrintable(QString::number(n)));
      const RooflineDot& link = dotOf(dots, "cpu-to-dpu", PimAlgorithm::MaSgd);
      const double share = link.bytes / (6.68e9 * std::sqrt(n / 64.0)) / link.seconds;
      QVERIFY2(share > lastShare, qPrintable(QString::number(n)));
      lastPerformance = performance;
      lastShare = share;
    }
    QVERIFY(path.back().second.front().performance() <
            2560.0 / 64 * path.front().second.front().performance());
    const auto linkRidge = [](int n) {
      const RooflineMachine m = upmemMachine(at(defaults(), n));
      return ridgePoint(m.peak(), m.roof("cpu-to-dpu"));
    };
    SS_COMPARE_REL(linkRidge(64), 64 * 350e6 / 6.68e9, 1e-12);
    SS_COMPARE_REL(linkRidge(2048), 2048 * 350e6 / (6.68e9 * std::sqrt(32.0)), 1e-12);
    QVERIFY(linkRidge(64) < 8 && linkRidge(2048) > 8);
    // The point at 2,048 is the dot of the default scenario.
    const auto now = upmemDots(defaults());
    QCOMPARE(path[5].first, 2048);
    QCOMPARE(path[5].second.front().performance(), now->front().performance());
  }

  void noModelDotIsAboveItsRoof() {
    // The model's own dots must sit on or under the roofline, for every configuration.
    for (PimDataset dataset : {PimDataset::Yfcc100m, PimDataset::Criteo})
      for (PimModel model : {PimModel::LogisticRegression, PimModel::Svm})
        for (int n : {64, 256, 2048, 2560}) {
          PimParams p = at(defaults(), n);
          p.dataset = dataset;
          p.model = model;
          const RooflineMachine m = upmemMachine(p);
          for (const RooflineDot& d : upmemDotsAllAlgorithms(p))
            QVERIFY2(!judgeDot(m, d).aboveRoof, d.id.c_str());
        }
  }

  void theBindingLevelFlips() {
    // What the breakdowns of P's configurations show: MA-SGD and ADMM on YFCC spend the
    // epoch on the DPUs; GA-SGD on Criteo on the host (its averaging of 2048 int64
    // gradients, 1,222 s, beats the pull, 940 s); ADMM stays on the DPUs everywhere.
    PimParams p = defaults();
    QCOMPARE(bindingOf(p), std::string("dpu"));
    p.algorithm = PimAlgorithm::Admm;
    QCOMPARE(bindingOf(p), std::string("dpu"));
    p.dataset = PimDataset::Criteo;
    QCOMPARE(bindingOf(p), std::string("dpu"));
    p.algorithm = PimAlgorithm::GaSgd;
    QCOMPARE(bindingOf(p), std::string("host"));
    // With the host's averaging ten times faster the pull from the DPUs binds instead.
    p.hostElementsPerSecond *= 10;
    QCOMPARE(bindingOf(p), std::string("dpu-to-cpu"));
  }

  void aDotAboveItsRoofIsFlagged() {
    // 1e12 ops over 1e12 B (1 op/B) under the 1.4336e12 B/s MRAM roof: 1.4336e12 op/s
    // attainable. In 0.5 s it would run at 2e12 op/s: above the roof, an error.
    const RooflineMachine m = upmemMachine(defaults());
    RooflineDot dot{"kernel", "mram", PimAlgorithm::MaSgd, 1e12, 1e12, 0.5, 0.5, false};
    DotVerdict v = judgeDot(m, dot);
    SS_COMPARE_REL(v.attainable, 7.168e11, 1e-12);  // 1 op/B is past the 0.5 op/B ridge
    QVERIFY(v.aboveRoof);
    // At 0.01 op/B the slope binds: 1.4336e10 op/s; exactly on it is not above.
    dot.ops = 1e10;
    dot.seconds = 1e10 / 1.4336e10;
    v = judgeDot(m, dot);
    SS_COMPARE_REL(v.attainable, 1.4336e10, 1e-12);
    QVERIFY(!v.aboveRoof);
    dot.seconds *= 0.99;
    QVERIFY(judgeDot(m, dot).aboveRoof);
  }

  void baselinesSitOnTheirRoofs() {
    // YFCC LR: 16,384 B and 16,384 flops per sample, 1 op/B. The CPU bound is the DRAM roof
    // itself (a consistency check): 266 GB/s · 1 op/B. The same algorithm: 0.419809 s of
    // bound in 4.851874 s (test_pim_baselines), 8.65 % of the roof. The streamed GPU sits on
    // the PCIe roof, 25 GB/s · 1 op/B.
    const PimParams p = defaults();
    auto dots = baselineDots(p);
    QVERIFY(dots.ok());
    const RooflineMachine cpu = cpuMachine(p), gpu = gpuMachine(p);
    const RooflineDot& bound = dotOf(*dots, "cpu-bound", p.algorithm);
    SS_COMPARE_REL(bound.intensity(), 1.0, 1e-12);
    SS_COMPARE_REL(judgeDot(cpu, bound).fraction, 1.0, 1e-12);
    const double boundSeconds = 111669149696.0 / 266e9;
    const double algorithmSeconds =
        boundSeconds + 6656 * 14 * (30e-6 + 16384 / 5e9) + 6656 * 200e-6;
    SS_COMPARE_REL(judgeDot(cpu, dotOf(*dots, "cpu-algorithm", p.algorithm)).fraction,
                   boundSeconds / algorithmSeconds, 1e-12);
    const RooflineDot& streamed = dotOf(*dots, "gpu-bound", p.algorithm);
    QCOMPARE(streamed.roofId, std::string("pcie"));
    SS_COMPARE_REL(streamed.performance(), 25e9, 1e-12);
    // Resident at 1024 DPUs (55.8 GB fits 80 GB): the HBM roof, 1,700 GB/s · 1 op/B.
    PimParams resident = at(p, 1024);
    resident.gpuDataResident = true;
    auto residentDots = baselineDots(resident);
    QVERIFY(residentDots.ok());
    const RooflineDot& hbm = dotOf(*residentDots, "gpu-bound", p.algorithm);
    QCOMPARE(hbm.roofId, std::string("hbm"));
    SS_COMPARE_REL(hbm.performance(), 1.7e12, 1e-12);
  }

  // A roof of another precision is drawn, never the flat top: the A100's FP16 tensor roof
  // (312 TFLOP/s) is 16 times its FP32 peak, yet a dot is judged against FP32.
  void otherPrecisionsAreNeverThePeak() {
    const RooflineMachine gpu = gpuMachine(defaults());
    QVERIFY(gpu.roof("gpu-fp16-tensor").otherPrecision);
    SS_COMPARE_REL(gpu.roof("gpu-fp16-tensor").value, 312e12, 1e-12);
    QCOMPARE(gpu.peak().id, std::string("gpu-peak"));
    const RooflineMachine cpu = cpuMachine(defaults());
    QCOMPARE(cpu.peak().id, std::string("cpu-peak"));
    SS_COMPARE_REL(cpu.roof("cpu-fp64").value, 2 * 64 * 2.25e9 * 16, 1e-12);
    // A custom machine without a link has two roofs; measured bandwidths alone borrow its peak.
    CustomMachineParams custom{5e11, 5e10, 0};
    QCOMPARE(customMachine(custom).roofs.size(), std::size_t(2));
    MeasuredRoofSet set;
    set.roofs = {{"copy", false, 2.5e10, 0, 1, 1}};
    const RooflineMachine measured = measuredMachine(set, custom);
    QCOMPARE(measured.peak().id, std::string("custom-peak"));
    QCOMPARE(measured.peak().origin, RoofOrigin::Typed);
    QCOMPARE(ridgePoint(measured.peak(), measured.roof("copy")), 20.0);
  }

  void invalidParametersAreRefused() {
    PimParams p = defaults();
    p.batchGa = 100;  // fewer samples than DPUs
    p.algorithm = PimAlgorithm::GaSgd;
    QVERIFY(!upmemDots(p).ok());
    // The other algorithms still give their dots.
    QCOMPARE(upmemDotsAllAlgorithms(p).size(), std::size_t(8));
  }

  void timelineMachineByHand() {
    // The defaults (model/README.md §3): N = 387,872, P₁ = 70 GFlop/s, T_compute = 10⁵ s,
    // g = 4 (on), FP64, 16 GB × 0.01 copied per device at 12 GB/s + 10 µs, tree allreduce of
    // V = 1 MB at L = 1.5 µs, B = 10 GB/s, s = 1 µs per level, T_serial = 1 ms.
    const auto r = timelineRoofline(timelineRooflineParams(Scenario()));
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    const double n = 387872, levels = 19;           // 2¹⁸ = 262,144 < N ≤ 2¹⁹
    SS_COMPARE_REL(r->ops, 70e9 * 1e5 / 4, 1e-12);  // 1.75·10¹⁵ operations per step
    SS_COMPARE_REL(r->machine.roof("timeline-peak").value, n * 70e9, 1e-12);
    QCOMPARE(r->machine.roof("timeline-peak").origin, RoofOrigin::Specification);
    SS_COMPARE_REL(r->machine.roof("timeline-link").value, n * 12e9, 1e-12);
    QCOMPARE(r->machine.roof("timeline-link").kind, RoofKind::Communication);
    QCOMPARE(r->machine.roof("timeline-network").value, 10e9);
    // T(N) = 1 ms + 10⁵/(N·4) + (0.16 GB/12 GB/s + 10 µs) + 2·19·(1.5 µs + 0.1 ms) + 19 µs.
    const double compute = 1e5 / (n * 4), copy = 16e9 * 0.01 / 12e9 + 10e-6;
    const double comm = 2 * levels * (1.5e-6 + 1e6 / 10e9);
    const double step = 1e-3 + compute + copy + comm + levels * 1e-6;
    SS_COMPARE_REL(r->step.totalSeconds, step, 1e-12);
    SS_COMPARE_REL(step, 0.0826736, 1e-6);
    QCOMPARE(r->bindingPart, 1);  // compute: 64.5 ms of 82.7
    QCOMPARE(r->dots.size(), std::size_t(2));
    const RooflineDot& c = r->dots[0];
    QCOMPARE(c.id, std::string("copy"));
    QCOMPARE(c.roofId, std::string("timeline-link"));
    SS_COMPARE_REL(c.bytes, n * 16e9 * 0.01, 1e-12);  // every device its own copy
    SS_COMPARE_REL(c.intensity(), 28.199, 1e-4);      // 1.75e15 / 6.206e13
    SS_COMPARE_REL(c.performance(), 1.75e15 / step, 1e-12);
    QVERIFY(!c.binding);
    const RooflineDot& m = r->dots[1];
    QCOMPARE(m.id, std::string("comm"));
    QCOMPARE(m.bytes, 2 * levels * 1e6);  // the critical path: two sweeps of 19 levels
    SS_COMPARE_REL(m.levelSeconds, comm, 1e-12);
    // Both right of their ridge points (5.83 and 2.7·10⁶ op/B): under the flat roof, at
    // O/T(N) over N·P₁ = E, Piz Daint's 0.78 (the model's calibration: a consistency check).
    for (const RooflineDot& d : r->dots) {
      const DotVerdict v = judgeDot(r->machine, d);
      QCOMPARE(v.attainable, n * 70e9);
      SS_COMPARE_REL(v.fraction, 1.75e15 / step / (n * 70e9), 1e-12);
      QVERIFY(!v.aboveRoof);
    }
    SS_COMPARE_REL(judgeDot(r->machine, c).fraction, 0.7797, 1e-3);
  }

  void timelineMachineMovesWithItsParameters() {
    TimelineRooflineParams p = timelineRooflineParams(Scenario());
    // FP16: the flat roof rises fourfold (an assumed r, so the origin says so), the dots stay
    // at their intensity and rise less: T(N) falls from 82.7 to 34.3 ms, not to a quarter.
    p.timeline.precisionSpeedup = 4;
    auto r = timelineRoofline(p);
    QVERIFY(r.ok());
    SS_COMPARE_REL(r->machine.peak().value, 4 * 387872 * 70e9, 1e-12);
    QCOMPARE(r->machine.peak().origin, RoofOrigin::Assumed);
    SS_COMPARE_REL(r->dots[0].intensity(), 28.199, 1e-4);
    SS_COMPARE_REL(r->step.totalSeconds, 0.0343329, 1e-5);
    QCOMPARE(r->bindingPart, 1);  // compute 16.1 ms against the copy's 13.3
    // Four times the memory copied: the copy binds (53.3 ms), its dot ringed, 4× left.
    p.timeline.acceleratorMemoryBytes = 64e9;
    r = timelineRoofline(p);
    QCOMPARE(r->bindingPart, 2);
    QVERIFY(r->dots[0].binding);
    SS_COMPARE_REL(r->dots[0].intensity(), 28.199 / 4, 1e-4);
    // A ring sends 2(N−1)/N·V; the accelerator off leaves no link and no copy, and the peak
    // falls by g (the fitted speed-up, so the origin says fitted).
    p.timeline.pattern = CommPattern::Ring;
    p.timeline.acceleratorOn = false;
    r = timelineRoofline(p);
    QCOMPARE(r->dots.size(), std::size_t(1));
    QCOMPARE(r->dots[0].id, std::string("comm"));
    SS_COMPARE_REL(r->dots[0].bytes, 2.0 * 387871 / 387872 * 1e6, 1e-12);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, r->machine.roof("timeline-link"));
    SS_COMPARE_REL(r->machine.peak().value, 4 * 387872 * 70e9 / 4, 1e-12);
    QCOMPARE(r->machine.peak().origin, RoofOrigin::Fitted);
    QVERIFY(!judgeDot(r->machine, r->dots[0]).aboveRoof);
    // One unit talks to nobody: no communication dot.
    p.n = 1;
    QVERIFY(timelineRoofline(p)->dots.empty());
    p.unitPeakOpsPerSecond = 0;
    QVERIFY(!timelineRoofline(p).ok());
    p.unitPeakOpsPerSecond = 70e9;
    p.n = 0.5;  // the timeline refuses N < 1, and names it
    QVERIFY(!timelineRoofline(p).ok());
  }

  void timelineDotsNeverRiseAboveTheirRoofs() {
    // O/T(N) ≤ peak because T(N) ≥ the compute part, and ≤ B·O/bytes because T(N) ≥ bytes/B.
    TimelineRooflineParams p = timelineRooflineParams(Scenario());
    for (double n : {1.0, 2.0, 7.0, 1024.0, 387872.0, 1e8})
      for (double r : {1.0, 4.0})
        for (CommPattern pattern : {CommPattern::Tree, CommPattern::Ring, CommPattern::Star})
          for (bool divided : {false, true}) {
            p.n = n;
            p.timeline.precisionSpeedup = r;
            p.timeline.reducedPrecisionComm = r > 1;
            p.timeline.pattern = pattern;
            p.timeline.copyDividedByN = divided;
            const auto t = timelineRoofline(p);
            QVERIFY(t.ok());
            for (const RooflineDot& d : t->dots) QVERIFY(!judgeDot(t->machine, d).aboveRoof);
          }
  }
};

QTEST_APPLESS_MAIN(TestRoofline)
#include "test_roofline.moc"
