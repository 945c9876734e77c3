// The Roofline view: roofs where the PIM parameters put them, the epoch's dots at their
// intensities, both moving with a slider, the CPU and GPU machines, and the figure export.
// Values by hand in the comments (model/README.md §7). QCustomPlot only: runs offscreen.
#include <qcustomplot.h>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/core/scenario.h"
#include "views/common/plot_folding.h"
#include "views/common/plot_style.h"
#include "views/roofline/roofline_view.h"

using namespace scalescope;

namespace {

QCPGraphData last(const QCPGraph* g) {
  return *(g->data()->constEnd() - 1);
}
QCPGraphData first(const QCPGraph* g) {
  return *g->data()->constBegin();
}

}  // namespace

class TestRooflineView : public QObject {
  Q_OBJECT
 private slots:
  // Each level's path over N of the current algorithm: seven points (64 … 2,560 DPUs), the
  // DPU level at 2/9 op/B throughout (weak scaling), through the dot at the current N, all in
  // view; none on the CPU's roofline, and gone when unticked.
  void pathOverNGoesThroughTheDots() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    QVERIFY(!view.pathCurve("dpu"));
    view.setPathOverN(true);
    const QCPCurve* dpu = view.pathCurve("dpu");
    QVERIFY(dpu && view.pathCurve("cpu-to-dpu") && view.pathCurve("host"));
    QCOMPARE(dpu->data()->size(), 7);
    QVector<double> counts;
    for (auto it = dpu->data()->constBegin(); it != dpu->data()->constEnd(); ++it) {
      counts << it->t;
      SS_COMPARE_REL(it->key, 2.0 / 9, 1e-12);
      QVERIFY(view.plot()->yAxis->range().contains(it->value));
    }
    QCOMPARE(counts, (QVector<double>{64, 128, 256, 512, 1024, 2048, 2560}));
    QCOMPARE((dpu->data()->constBegin() + 5)->value, first(view.dotGraph("dpu")).value);
    view.setMachine(model::RooflineMachineId::Cpu);
    QVERIFY(!view.pathCurve("dpu"));
    view.setMachine(model::RooflineMachineId::Upmem);
    view.setPathOverN(false);
    QVERIFY(!view.pathCurve("dpu"));
  }

  // A kernel table's kernels are dots against the roofs of the machine shown. On the CPU
  // (9.216 TFLOP/s, 266 GB/s): triad, 2e9 op over 2.4e10 B in 0.12 s, 1/12 op/B, may reach
  // 266e9/12 = 22.17 Gop/s and does 16.67 (75.2 %); dgemm (no level: the fastest memory roof,
  // DRAM) at 83.3 op/B is under the peak, 4 of 9.216 Top/s; "fast" claims 1e14 op/s, above
  // the peak: flagged.
  void kernelsAreDotsUnderTheirRoofs() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    model::DatasetCollection data;
    const auto kernel = [](const char* name, double ops, double bytes, double seconds,
                           const char* level) {
      model::RooflineKernel k;
      k.name = name;
      k.ops = ops;
      k.bytes = bytes;
      k.seconds = seconds;
      k.level = level;
      k.source = "/tmp/kernels.csv";
      k.line = 2;
      return k;
    };
    data.kernels = {kernel("triad", 2e9, 2.4e10, 0.12, "dram"),
                    kernel("dgemm", 2e12, 2.4e10, 0.5, ""),
                    kernel("fast", 1e12, 1e9, 0.01, "dram")};
    view.setMachine(model::RooflineMachineId::Cpu);
    view.setDatasets(data);
    QCPGraph* dots = view.kernelGraph();
    QVERIFY(dots);
    QCOMPARE(dots->dataCount(), 3);
    QVERIFY(dots->name().contains("3"));
    QStringList details;
    for (int k = 0; k < 3; ++k) details << view.kernelDetail(k);
    // The tooltip asks for the line of the hovered kernel only.
    QCOMPARE(dots->property("detailsAt").value<views::DetailText>()(0), details[0]);
    // In intensity order: triad (0.083), dgemm (83.3), fast (1000).
    QVERIFY2(details[0].startsWith("triad (kernels.csv, line 2)") && details[0].contains("75.2 %"),
             qPrintable(details[0]));
    QVERIFY2(details[1].contains("DRAM") && details[1].contains("43.4 %"), qPrintable(details[1]));
    QVERIFY2(details[2].contains("Above this machine's roof"), qPrintable(details[2]));
    QCOMPARE(view.kernelsAboveRoof(), 1);
    QCOMPARE(view.dotsAboveRoof(), 0);
    QVERIFY2(view.summaryText().contains("1 kernel(s) above this machine's roofs"),
             qPrintable(view.summaryText()));
    SS_COMPARE_REL(first(dots).key, 1.0 / 12, 1e-12);
    QVERIFY(view.plot()->yAxis->range().contains(1e14));
    // Removing the data removes the dots.
    view.setDatasets(model::DatasetCollection{});
    QVERIFY(!view.kernelGraph());
  }

  // A file of measured roofs (ERT) is a machine of its own, chosen when it loads. node17:
  // 1,536 GFLOP/s, L1 6,144 and DRAM 204.8 GB/s (the file states 256: 80 %). DRAM's ridge
  // 1,536/204.8 = 7.5 op/B. triad (1/12 op/B under DRAM) may reach 204.8e9/12 = 17.07 Gop/s and
  // does 16.67 (97.7 %); dgemm (no level: the fastest memory roof, L1) at 83.3 op/B is under
  // the peak, 1 of 1.536 Top/s (65.1 %). The model's epoch is not drawn on it.
  void measuredRoofsAreAMachine() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    model::MeasuredRoofSet set;
    set.machine = "node17";
    set.tool = "ERT 1.1.0";
    set.source = "/tmp/run/roofline.json";
    set.roofs = {{"GFLOPs", true, 1.536e12, 2.048e12, 29, 16},
                 {"L1", false, 6.144e12, 0, 8, 16},
                 {"DRAM", false, 2.048e11, 2.56e11, 15, 16}};
    model::DatasetCollection data;
    data.roofs = {set};
    model::RooflineKernel triad{"triad", 2e9, 2.4e10, 0.12, "dram", "/tmp/k.csv", 2};
    model::RooflineKernel dgemm{"dgemm", 2e12, 2.4e10, 2, "", "/tmp/k.csv", 3};
    data.kernels = {triad, dgemm};
    view.setMachine(model::RooflineMachineId::Cpu);
    view.setDatasets(data);
    QCOMPARE(view.machine(), model::RooflineMachineId::Measured);
    const auto* box = view.findChild<QComboBox*>("rooflineMachine");
    QCOMPARE(box->count(), 6);  // UPMEM, CPU, GPU, timeline, custom, the measured machine
    QCOMPARE(box->currentText(), QString("Measured: node17 (ERT 1.1.0)"));
    QVERIFY(view.shownRoofSet());
    QVERIFY(view.shownDots().empty());
    const QCPGraph* dram = view.roofGraph("dram");
    QVERIFY(dram && view.roofGraph("l1") && view.roofGraph("gflops"));
    SS_COMPARE_REL(last(dram).key, 7.5, 1e-12);
    SS_COMPARE_REL(last(dram).value, 1.536e12, 1e-12);
    QVERIFY2(dram->name().startsWith("DRAM 205 GB/s (measured)"), qPrintable(dram->name()));
    const QString note = dram->property("note").toString();
    QVERIFY2(note.contains("ERT 1.1.0 on node17 (roofline.json)") && note.contains("80 %"),
             qPrintable(note));
    const QString t = view.kernelDetail(0), d = view.kernelDetail(1);
    QVERIFY2(t.startsWith("triad") && t.contains("under DRAM (97.7 %)"), qPrintable(t));
    QVERIFY2(d.startsWith("dgemm") && d.contains("under L1 (65.1 %)"), qPrintable(d));
    QCOMPARE(view.kernelsAboveRoof(), 0);
    QVERIFY2(view.summaryText().contains("ridge point under DRAM: 7.5 op/B"),
             qPrintable(view.summaryText()));
    // The paper's machines are still there; the measured one comes back by name.
    view.setMachine(model::RooflineMachineId::Cpu);
    QVERIFY(!view.shownRoofSet());
    QVERIFY(!view.shownDots().empty());
    view.setMachine(model::RooflineMachineId::Measured);
    QCOMPARE(view.shownRoofSet()->machine, std::string("node17"));
    // Unloaded, its entry goes and the view falls back to the first machine.
    view.setDatasets(model::DatasetCollection{});
    QCOMPARE(box->count(), 5);
    QCOMPARE(view.machine(), model::RooflineMachineId::Upmem);
    QVERIFY(!view.kernelGraph());
  }

  // A lesson's bar of the PIM breakdown is a dot of the roofline too: the CPU→DPU category
  // rings the current algorithm's CPU→DPU dot (on the UPMEM system, shown for it); an
  // algorithm rings its four levels when every algorithm is drawn; both go with the highlight.
  void aPimBarHighlightRingsItsDots() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    view.setMachine(model::RooflineMachineId::Cpu);
    model::Highlight h;
    h.kind = model::Highlight::Kind::Bar;
    h.target = "cpu_to_dpu";
    QVERIFY(view.highlight(h));
    QCOMPARE(view.machine(), model::RooflineMachineId::Upmem);
    const QCPGraph* rings = view.highlightedDots();
    QVERIFY(rings);
    QCOMPARE(rings->dataCount(), 1);
    SS_COMPARE_REL(first(rings).key, first(view.dotGraph("cpu-to-dpu")).key, 1e-12);
    SS_COMPARE_REL(first(rings).value, first(view.dotGraph("cpu-to-dpu")).value, 1e-12);
    h.target = "ga-sgd";
    view.setAllAlgorithms(true);
    QVERIFY(view.highlight(h));
    QCOMPARE(view.highlightedDots()->dataCount(), 4);
    h.target = "serial";  // the timeline's: not the roofline's
    QVERIFY(!view.highlight(h));
    view.clearHighlight();
    QVERIFY(!view.highlightedDots());
  }

  // The timeline model's N units as a machine (model/README.md §7): at the defaults the peak
  // N·P₁ = 387,872 × 70 GFlop/s = 2.715·10¹⁶ op/s, the links N × 12 GB/s, the network 10 GB/s;
  // the step's 1.75·10¹⁵ operations in 82.67 ms at 2.117·10¹⁶ op/s, the copy at 28.2 op/B and
  // the communication at 1.75·10¹⁵ / 3.8·10⁷ B = 4.6·10⁷ op/B; compute binds. FP16 lifts the
  // flat roof fourfold and the dots only 2.4-fold. The Timeline panel's bars highlight here.
  void theTimelineStepOnItsMachine() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    view.setMachine(model::RooflineMachineId::Timeline);
    const auto* box = view.findChild<QComboBox*>("rooflineMachine");
    QCOMPARE(box->currentText(), QString("Timeline model, 387,872 units"));
    QVERIFY(view.roofGraph("timeline-peak") && view.roofGraph("timeline-link") &&
            view.roofGraph("timeline-network"));
    SS_COMPARE_REL(view.shownMachine().peak().value, 387872 * 70e9, 1e-12);
    const QCPGraph* copy = view.dotGraph("copy");
    const QCPGraph* comm = view.dotGraph("comm");
    QVERIFY(copy && comm);
    const double step =
        1e-3 + 1e5 / (387872 * 4.0) + (0.16e9 / 12e9 + 10e-6) + 38 * (1.5e-6 + 1e6 / 1e10) + 19e-6;
    SS_COMPARE_REL(first(copy).key, 1.75e15 / (387872 * 0.16e9), 1e-12);
    SS_COMPARE_REL(first(copy).value, 1.75e15 / step, 1e-12);
    SS_COMPARE_REL(first(comm).key, 1.75e15 / 3.8e7, 1e-12);
    QCOMPARE(first(comm).value, first(copy).value);  // one step, one performance
    QCOMPARE(view.dotsAboveRoof(), 0);
    const QString summary = view.summaryText();
    QVERIFY2(summary.contains("bound by the compute") && summary.contains("78 % of the peak") &&
                 summary.contains("consistency check"),
             qPrintable(summary));
    QVERIFY(view.plot()->xAxis->range().contains(first(comm).key));
    QVERIFY(view.plot()->yAxis->range().contains(387872 * 70e9));
    const double fp64Performance = first(copy).value;  // the graphs are redrawn below

    model::Scenario fp16;
    QVERIFY(fp16.applyAssignment("timeline.precision=fp16").empty());
    view.setScenario(fp16);
    SS_COMPARE_REL(view.shownMachine().peak().value, 4 * 387872 * 70e9, 1e-12);
    SS_COMPARE_REL(first(view.dotGraph("copy")).key, 1.75e15 / (387872 * 0.16e9), 1e-12);
    SS_COMPARE_REL(first(view.dotGraph("copy")).value / fp64Performance, 2.408, 1e-3);

    // A bar of the Timeline panel: its dot ringed (from another machine), the compute part's
    // flat roof bold, the serial part and the synchronisation nowhere.
    view.setMachine(model::RooflineMachineId::Cpu);
    model::Highlight h;
    h.kind = model::Highlight::Kind::Bar;
    h.target = "comm";
    QVERIFY(view.highlight(h));
    QCOMPARE(view.machine(), model::RooflineMachineId::Timeline);
    QCOMPARE(view.highlightedDots()->dataCount(), 1);
    QCOMPARE(first(view.highlightedDots()).key, first(view.dotGraph("comm")).key);
    view.clearHighlight();
    h.target = "compute";
    QVERIFY(view.highlight(h));
    QCOMPARE(view.highlightedRoof(), std::string("timeline-peak"));
    view.clearHighlight();
    for (const char* part : {"serial", "sync"}) {
      h.target = part;
      QVERIFY(!view.highlight(h));
    }
    // A lesson may name the timeline's roofs too.
    h.kind = model::Highlight::Kind::Roof;
    h.target = "timeline-network";
    view.setMachine(model::RooflineMachineId::Upmem);
    QVERIFY(view.highlight(h));
    QCOMPARE(view.machine(), model::RooflineMachineId::Timeline);
    view.clearHighlight();

    // N moves the timeline machine only: shown the UPMEM system, a drag of N redraws nothing
    // (its graphs stay), and the timeline machine's entry follows.
    view.setMachine(model::RooflineMachineId::Upmem);
    const QPointer<QCPGraph> mram = view.roofGraph("mram");
    model::Scenario small = fp16;
    QCOMPARE(small.set(model::Param::N, 1024), std::string());
    view.setScenario(small, model::ParamSet{model::Param::N});
    QVERIFY(mram);
    QCOMPARE(box->itemText(box->findData(int(model::RooflineMachineId::Timeline))),
             QString("Timeline model, 1,024 units"));
    view.setMachine(model::RooflineMachineId::Timeline);
    SS_COMPARE_REL(view.shownMachine().peak().value, 4 * 1024 * 70e9, 1e-12);
  }

  // In a low dock (the bottom tab at 1280×720) the legend folds away, then the summary, so
  // that the axes keep room; a taller view takes them back.
  void aLowDockFoldsTheLegendAndTheSummary() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    view.resize(900, 190);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, 60000));
    auto* folding = view.plot()->findChild<views::PlotFolding*>();
    QVERIFY(folding);
    QTRY_VERIFY(folding->isFolded(view.plot()->legend));
    QTRY_VERIFY(views::PlotFolding::lowestAxes(view.plot()) >= 80 || folding->foldedCount() == 2);
    view.resize(900, 700);
    QTRY_COMPARE(folding->foldedCount(), 0);
  }

  void roofsAndDotsOfThePaperSystem() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    // MRAM↔WRAM: 2048 · 350 MHz / 0.5 cycle/B = 1.4336 TB/s, meeting the 716.8 Gop/s
    // pipeline at 0.5 op/B, where its line ends.
    const QCPGraph* mram = view.roofGraph("mram");
    QVERIFY(mram);
    SS_COMPARE_REL(last(mram).key, 0.5, 1e-12);
    SS_COMPARE_REL(last(mram).value, 7.168e11, 1e-12);
    SS_COMPARE_REL(first(mram).value / first(mram).key, 1.4336e12, 1e-12);
    QVERIFY(mram->name().contains("1.43 TB/s"));
    QVERIFY(mram->name().contains("measured"));
    // The CPU→DPU link, 6.68 GB/s · √32 = 37.8 GB/s, assumed (γ), drawn dashed.
    const QCPGraph* link = view.roofGraph("cpu-to-dpu");
    QVERIFY(link);
    SS_COMPARE_REL(last(link).key, 7.168e11 / (6.68e9 * std::sqrt(32.0)), 1e-12);
    QCOMPARE(link->pen().style(), Qt::DashLine);
    // The pipeline is flat at 716.8 Gop/s from the first ridge on.
    const QCPGraph* pipeline = view.roofGraph("dpu-pipeline");
    SS_COMPARE_REL(first(pipeline).value, 7.168e11, 1e-12);
    SS_COMPARE_REL(first(pipeline).key, 0.5, 1e-12);
    // YFCC LR, MA-SGD: the DPU dot at 2/9 op/B, the link dots at 8 op/B (test_roofline).
    const QCPGraph* dpu = view.dotGraph("dpu");
    QVERIFY(dpu);
    SS_COMPARE_REL(first(dpu).key, 2.0 / 9, 1e-12);
    SS_COMPARE_REL(first(view.dotGraph("cpu-to-dpu")).key, 8.0, 1e-12);
    QCOMPARE(first(dpu).value, first(view.dotGraph("host")).value);
    QVERIFY(view.summaryText().contains("bound by the DPUs"));
    QCOMPARE(view.dotsAboveRoof(), 0);
    // Every dot and roof lies inside the axes.
    const QCPRange x = view.plot()->xAxis->range(), y = view.plot()->yAxis->range();
    for (const auto& d : view.shownDots()) {
      QVERIFY(x.contains(d.intensity()));
      QVERIFY(y.contains(d.performance()));
    }
    QVERIFY(y.contains(7.168e11));
  }

  void aSliderMovesRoofsAndDots() {
    // At 1024 DPUs the MRAM roof halves (its ridge stays at 0.5 op/B, both ∝ N) while the
    // link roof falls only by √2: its ridge moves from 18.97 to 3.584e11/(6.68e9 · 4) =
    // 13.41 op/B.
    views::RooflineView view;
    model::Scenario s;
    view.setScenario(s);
    QCOMPARE(s.set(model::Param::PimDpus, 1024), std::string());
    view.setScenario(s, model::ParamSet{model::Param::PimDpus});
    const QCPGraph* mram = view.roofGraph("mram");
    SS_COMPARE_REL(first(mram).value / first(mram).key, 0.7168e12, 1e-12);
    SS_COMPARE_REL(last(view.roofGraph("cpu-to-dpu")).key, 3.584e11 / (6.68e9 * 4), 1e-12);
    // An edit of a parameter it does not read changes nothing.
    const auto before = view.shownDots().front().performance();
    QCOMPARE(s.set(model::Param::N, 1000), std::string());
    view.setScenario(s, model::ParamSet{model::Param::N});
    QCOMPARE(view.shownDots().front().performance(), before);
  }

  void allAlgorithmsShowTheirBindingLevels() {
    views::RooflineView view;
    model::Scenario s;
    QCOMPARE(s.set(model::Param::PimDataset, 1), std::string());    // Criteo
    QCOMPARE(s.set(model::Param::PimAlgorithm, 1), std::string());  // GA-SGD
    view.setScenario(s);
    view.setAllAlgorithms(true);
    QCOMPARE(view.shownDots().size(), std::size_t(12));
    int binding = 0;
    for (const auto& d : view.shownDots()) binding += d.binding;
    QCOMPARE(binding, 3);
    // Criteo LR GA-SGD is bound by the host's averaging (test_roofline).
    QVERIFY(view.summaryText().contains("GA-SGD"));
    QVERIFY(view.summaryText().contains("bound by the host's averaging"));
  }

  void cpuAndGpuMachines() {
    // YFCC LR: 1 op/B. The CPU's bound on its 266 GB/s DRAM roof; the streamed GPU's on the
    // 25 GB/s PCIe roof.
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    view.setMachine(model::RooflineMachineId::Cpu);
    QVERIFY(view.roofGraph("dram"));
    QVERIFY(!view.roofGraph("mram"));
    const QCPGraph* bound = view.dotGraph("cpu-bound");
    QVERIFY(bound);
    SS_COMPARE_REL(first(bound).key, 1.0, 1e-12);
    SS_COMPARE_REL(first(bound).value, 2.66e11, 1e-12);
    QVERIFY(view.dotGraph("cpu-algorithm"));
    view.setMachine(model::RooflineMachineId::Gpu);
    QVERIFY(view.roofGraph("pcie"));
    SS_COMPARE_REL(first(view.dotGraph("gpu-bound")).value, 2.5e10, 1e-12);
    QVERIFY(view.summaryText().contains("PCIe"));
  }

  // The custom machine's roofs are the roofline.* parameters as typed: 1 TFLOP/s over
  // 100 GB/s meets at 10 op/B, over a 10 GB/s link at 100 op/B; a typed change moves them.
  void theCustomMachineIsWhatWasTyped() {
    views::RooflineView view;
    model::Scenario s;
    for (const char* a : {"roofline.custom_peak_gflops=1000", "roofline.custom_memory_gbs=100",
                          "roofline.custom_link_gbs=10"})
      QCOMPARE(s.applyAssignment(a), std::string());
    view.setScenario(s);
    view.setMachine(model::RooflineMachineId::Custom);
    const auto* box = view.findChild<QComboBox*>("rooflineMachine");
    QCOMPARE(box->currentText(), QString("Custom machine (typed)"));
    QVERIFY(view.shownDots().empty());  // the model runs on the paper's machines only
    const QCPGraph* memory = view.roofGraph("custom-memory");
    const QCPGraph* link = view.roofGraph("custom-link");
    QVERIFY(memory && link && view.roofGraph("custom-peak"));
    SS_COMPARE_REL(last(memory).key, 10.0, 1e-12);
    SS_COMPARE_REL(last(memory).value, 1e12, 1e-12);
    SS_COMPARE_REL(last(link).key, 100.0, 1e-12);
    QVERIFY2(memory->name().contains("(typed)"), qPrintable(memory->name()));
    QVERIFY2(view.summaryText().startsWith("Custom machine (typed): peak 1 Top/s"),
             qPrintable(view.summaryText()));
    QCOMPARE(s.applyAssignment("roofline.custom_peak_gflops=2000"), std::string());
    view.setScenario(s, {model::Param::RooflineCustomPeakGflops});
    SS_COMPARE_REL(last(view.roofGraph("custom-memory")).key, 20.0, 1e-12);
    // 0 GB/s: no link roof.
    QCOMPARE(s.applyAssignment("roofline.custom_link_gbs=0"), std::string());
    view.setScenario(s, {model::Param::RooflineCustomLinkGbs});
    QVERIFY(!view.roofGraph("custom-link"));
  }

  // A point-to-point latency table's α–β line is the network's roof on the custom machine:
  // T = 1 µs + m/(1 GB/s) exactly at 0…4 kB gives B = 1e9 B/s, its ridge under the default
  // 9,216 GFLOP/s peak at 9,216 op/B. The paper's CPU, a single node, has none.
  void aLatencyTableGivesTheCustomMachineANetworkRoof() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    model::MeasurementSet set;
    for (int i = 0; i < 5; ++i) {
      model::MeasuredPoint p;
      p.n = 2;
      p.group = "osu_latency";
      p.bytes = 1000.0 * i;
      p.timeSeconds = 1e-6 + 1000.0 * i / 1e9;
      set.points.push_back(p);
    }
    model::DatasetCollection data;
    data.measurements = {set};
    view.setDatasets(data);
    view.setMachine(model::RooflineMachineId::Custom);
    const QCPGraph* network = view.roofGraph("network-osu_latency");
    QVERIFY(network);
    SS_COMPARE_REL(last(network).key, 9216.0, 1e-9);
    QVERIFY2(network->name().startsWith("Network: osu_latency (α–β fit) 1 GB/s (fitted)"),
             qPrintable(network->name()));
    QVERIFY(network->property("note").toString().contains("α–β fit T(m) = L + m/B"));
    view.setMachine(model::RooflineMachineId::Cpu);
    QVERIFY(!view.roofGraph("network-osu_latency"));
  }

  // Other precisions on demand: the A100's FP16 tensor roof at 16 × 19.5 = 312 TFLOP/s; the
  // HBM's slope then rises to it, while the peak the dots are judged against stays FP32.
  void otherPrecisionsOnDemand() {
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    view.setMachine(model::RooflineMachineId::Gpu);
    QVERIFY(!view.roofGraph("gpu-fp16-tensor"));
    const double fp32Ridge = last(view.roofGraph("hbm")).key;
    view.setOtherPrecisions(true);
    const QCPGraph* fp16 = view.roofGraph("gpu-fp16-tensor");
    QVERIFY(fp16 && view.roofGraph("gpu-fp64") && view.roofGraph("gpu-int8-tensor"));
    SS_COMPARE_REL(first(fp16).value, 312e12, 1e-12);
    SS_COMPARE_REL(first(view.roofGraph("gpu-fp64")).value, 9.7e12, 1e-12);
    SS_COMPARE_REL(last(view.roofGraph("hbm")).value, 624e12, 1e-12);  // up to INT8's roof
    SS_COMPARE_REL(last(view.roofGraph("hbm")).key, fp32Ridge * 32, 1e-9);
    QCOMPARE(view.shownMachine().peak().id, std::string("gpu-peak"));
    QCOMPARE(view.dotsAboveRoof(), 0);
    QVERIFY(view.plot()->yAxis->range().upper >= 624e12);
    view.setMachine(model::RooflineMachineId::Cpu);
    SS_COMPARE_REL(first(view.roofGraph("cpu-fp64")).value, 4.608e12, 1e-12);
    view.setMachine(model::RooflineMachineId::Upmem);
    QVERIFY(!view.findChild<QCheckBox*>("rooflineOtherPrecisions")->isEnabled());
  }

  // likwid-bench's copy measured a bandwidth but no peak: the typed peak completes the
  // machine, said as such.
  void aBandwidthOnlyFileTakesTheTypedPeak() {
    views::RooflineView view;
    model::Scenario s;
    QCOMPARE(s.applyAssignment("roofline.custom_peak_gflops=600"), std::string());
    view.setScenario(s);
    model::MeasuredRoofSet set;
    set.machine = "laptop";
    set.tool = "likwid-bench";
    set.source = "/tmp/copy.txt";
    set.roofs = {{"copy", false, 3e10, 0, 21, 11}};
    model::DatasetCollection data;
    data.roofs = {set};
    view.setDatasets(data);
    QCOMPARE(view.machine(), model::RooflineMachineId::Measured);
    const QCPGraph* peak = view.roofGraph("custom-peak");
    QVERIFY(peak);
    SS_COMPARE_REL(first(peak).value, 6e11, 1e-12);
    // The typed peak does not claim to be measured; the copy roof names its tool.
    const QString peakNote = peak->property("note").toString();
    QVERIFY2(peakNote.contains("as you typed") && !peakNote.contains("Measured by"),
             qPrintable(peakNote));
    QVERIFY(view.roofGraph("copy")->property("note").toString().startsWith(
        "Measured by likwid-bench on laptop"));
    SS_COMPARE_REL(last(view.roofGraph("copy")).key, 20.0, 1e-12);
    QVERIFY2(view.summaryText().contains("typed: the file measured bandwidths only"),
             qPrintable(view.summaryText()));
  }

  void aModelErrorIsSaidNotDrawn() {
    // GA-SGD with a global batch smaller than the DPU count: the model refuses, the view says
    // why and draws no dots.
    views::RooflineView view;
    model::Scenario s;
    QCOMPARE(s.set(model::Param::PimAlgorithm, 1), std::string());
    QCOMPARE(s.set(model::Param::PimBatchGa, 1000), std::string());
    view.setScenario(s);
    QVERIFY(view.shownDots().empty());
    QVERIFY2(view.summaryText().contains("pim.batch_ga"), qPrintable(view.summaryText()));
  }

  void closedItDrawsNothingShownItDraws() {
    // Its dock starts closed: a PIM slider step updates the graphs (their numbers are right at
    // once) but draws nothing until the view is shown.
    views::RooflineView view;
    view.setScenario(model::Scenario{});
    // The replots the construction queued, each of which may queue one more while the
    // titles and the legend settle.
    QTest::qWait(200);
    QSignalSpy drawn(view.plot(), &QCustomPlot::afterReplot);
    model::Scenario s;
    QCOMPARE(s.set(model::Param::PimDpus, 1024), std::string());
    view.setScenario(s, model::ParamSet{model::Param::PimDpus});
    QApplication::processEvents();
    QCOMPARE(drawn.count(), 0);
    SS_COMPARE_REL(last(view.roofGraph("cpu-to-dpu")).key, 3.584e11 / (6.68e9 * 4), 1e-12);
    view.show();
    QVERIFY(QTest::qWaitFor([&] { return drawn.count() > 0; }, 5000));
  }

  void exportsItsFigure() {
    views::RooflineView view;
    view.resize(900, 400);
    view.setScenario(model::Scenario{});
    const auto figures = view.figures();
    QCOMPARE(figures.size(), std::size_t(1));
    QCOMPARE(figures[0].stem, QString("roofline"));
    QTemporaryDir dir;
    for (const char* suffix : {"png", "pdf", "svg"}) {
      const QString path = dir.filePath(QString("roofline.") + suffix);
      QCOMPARE(figures[0].write(path, views::FigureOptions{}), QString());
      QVERIFY(QFileInfo(path).size() > 1000);
    }
  }
};

QTEST_MAIN(TestRooflineView)
#include "test_roofline_view.moc"
