// bench_interaction (issues 6, 15): how long one slider step takes in the real MainWindow,
// from Document::set (what a slider does) until every view has repainted and the window is
// composed. Needs an X server (VTK renders through GLX only):
//   xvfb-run -a -s "-screen 0 1920x1080x24" bench_interaction --grid 128 --steps 100
// Prints start-up, memory, per-parameter and per-view figures; the last line is exactly
//   median_ms=<x> p95_ms=<y> steps=<k> grid=<g>
// --rotate drags the camera instead of the sliders (same last line, one "step" per mouse
// move); --after-drag R adds R drags with pauses (the full-detail frame, the next drag's first
// step); --systems K imports a synthetic TOP500 history of K entries first and times picking;
// --only ID steps that one parameter alone (its slider positions as in the mixed run);
// --host window|widget|image chooses the 3D view's surface; --roofline opens the Roofline view
// beside the others, --kernels K (issue 36: 10,000) also loads a kernel table of K kernels.
//
// How a step is timed: a QApplication subclass times every event it delivers. A step starts
// at Document::set and ends when the last event that did visible work (the coalesced refresh,
// a QCustomPlot replot, a paint, a VTK render) returns, once nothing more happened for
// --settle-ms. Time spent inside those events is attributed to the view that owns the object.

#include <vtkCallbackCommand.h>
#include <vtkGenericOpenGLRenderWindow.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <cmath>
#include <cstdlib>

#include "app/cli/startup.h"
#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "model/core/parameter_table.h"
#include "tests/bench/bench_diagnose.h"
#include "tests/bench/bench_modes.h"
#include "tests/bench/bench_probe.h"
#include "views/panel/parameter_panel.h"
#include "views/surface/surface_scene.h"

using namespace scalescope;
using namespace scalescope::bench;

namespace {

struct Options {
  int grid = 128;
  int steps = 100;
  int warmup = 5;
  int settleMs = 50;
  int diagnoseRepeats = 0;  ///< --diagnose [R]: per-prop and composition figures
  bool rotate = false;      ///< --rotate: camera drags instead of slider steps
  int afterDrags = 0;       ///< --after-drag R
  int systems = 0;          ///< --systems K: a synthetic TOP500 history of K entries
  int runs = 0;             ///< --runs K: K measured runs loaded (issue 34: 100,000)
  bool roofline = false;    ///< --roofline: the Roofline view open
  int kernels = 0;          ///< --kernels K: K roofline kernels loaded (and the view open)
  std::string host;         ///< --host window|widget|image
  int only = -1;            ///< --only ID: steps of that moved parameter alone (its index)
};

/// The moved parameters, one per step in turn, and where its slider is at round r.
struct Move {
  const char* id;
  double value;
};
constexpr const char* kMovedIds[] = {"n", "serial_fraction", "timeline.precision", "pim.dpus",
                                     "pim.algorithm"};
constexpr int kMoved = 5;
/// The index of a moved parameter's id, or -1.
int moveIndex(const std::string& id) {
  for (int i = 0; i < kMoved; ++i)
    if (id == kMovedIds[i]) return i;
  return -1;
}
Move moveAt(int step) {
  const char* const* ids = kMovedIds;
  const int round = step / 5;
  // A slider dragged back and forth: positions 0, 1/9, …, 1, 8/9, …, 0, …
  const int phase = round % 18;
  const double f = (phase <= 9 ? phase : 18 - phase) / 9.0;
  switch (step % 5) {
    case 0:
      return {ids[0], std::round(std::pow(10.0, 2 + 6 * f))};
    case 1:
      return {ids[1], std::pow(10.0, -9 + 7 * f)};
    case 2:
      return {ids[2], static_cast<double>((round + 1) % 4)};
    case 3:
      return {ids[3], std::round(64 * std::pow(40.0, f))};
    default:
      return {ids[4], static_cast<double>((round + 1) % 3)};
  }
}

bool parseOptions(int argc, char** argv, Options* o) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&](int* into) {
      if (i + 1 >= argc) return false;
      *into = std::atoi(argv[++i]);
      return true;
    };
    bool ok = true;
    if (a == "--grid")
      ok = next(&o->grid);
    else if (a == "--steps")
      ok = next(&o->steps);
    else if (a == "--warmup")
      ok = next(&o->warmup);
    else if (a == "--settle-ms")
      ok = next(&o->settleMs);
    else if (a == "--diagnose")
      ok = next(&o->diagnoseRepeats);
    else if (a == "--only") {
      ok = i + 1 < argc && (o->only = moveIndex(argv[++i])) >= 0;
    } else if (a == "--rotate")
      o->rotate = true;
    else if (a == "--after-drag")
      ok = next(&o->afterDrags);
    else if (a == "--systems")
      ok = next(&o->systems);
    else if (a == "--runs")
      ok = next(&o->runs);
    else if (a == "--roofline")
      o->roofline = true;
    else if (a == "--kernels")
      ok = next(&o->kernels);
    else if (a == "--host" && i + 1 < argc)
      o->host = argv[++i];
    else
      ok = false;
    if (!ok) {
      std::fprintf(
          stderr,
          "usage: bench_interaction [--grid G] [--steps K] [--warmup W] [--settle-ms S]"
          " [--diagnose R] [--rotate] [--after-drag R] [--systems K] [--runs K]"
          " [--roofline] [--kernels K] [--only n|serial_fraction|timeline.precision|pim.dpus|"
          "pim.algorithm]"
          " [--host window|widget|image]\n");
      return false;
    }
  }
  return o->grid >= 16 && o->grid <= 512 && o->steps >= 1;
}

}  // namespace

int main(int argc, char** argv) {
  const auto mainStart = Clock::now();
  const double execToMainMs = msSinceExec();
  Options opt;
  if (!parseOptions(argc, argv, &opt)) return 2;
  // A private settings folder: the window must not restore a layout some earlier run saved.
  QTemporaryDir config;
  qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "xcb");
  if (!opt.host.empty()) qputenv("SCALESCOPE_VTK_HOST", opt.host.c_str());
  prepareSurfaceFormat();
  BenchApplication qapp(argc, argv);
  app::configureApplication();
  const double appMs = msBetween(mainStart, Clock::now());

  // Start-up as app/main.cpp does it, with the default scenario at the requested grid.
  app::Document document;
  app::MainWindow window(&document);
  const double windowMs = msBetween(mainStart, Clock::now());
  model::Scenario scenario;
  scenario.set("surface.grid", opt.grid);
  document.load(scenario, QString(), false);
  model::DatasetCollection data;
  const QString dataError = app::loadShippedDatasets(&data);
  if (!dataError.isEmpty()) std::fprintf(stderr, "datasets: %s\n", qPrintable(dataError));
  document.setDatasets(std::move(data));
  qapp.window = &window;
  const double dataMs = msBetween(mainStart, Clock::now());

  vtkNew<vtkCallbackCommand> vtkObserver;
  vtkObserver->SetCallback(onVtkEvent);
  vtkObserver->SetClientData(&qapp);
  window.surfaceView()->renderWindow()->AddObserver(vtkCommand::StartEvent, vtkObserver);
  QObject::connect(window.surfaceView(), &views::SurfaceView::frameRendered,
                   [&] { qapp.vtkFrameDone(); });
  const auto plotList = window.findChildren<QCustomPlot*>();
  qapp.plots.assign(plotList.begin(), plotList.end());
  const std::vector<QCustomPlot*>& plots = qapp.plots;
  for (QCustomPlot* p : plots) {
    qapp.owner[p] = viewOf(p, window) + ": " + plotName(p);
    QObject::connect(p, &QCustomPlot::afterReplot, [&] { ++qapp.activity; });
  }

  window.show();
  // First painted window: the 3D view has rendered and every visible plot has painted.
  for (;;) {
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    if (qapp.vtkRenders > 0 && qapp.costs.count("frame: paint + compose (total)")) break;
    if (msBetween(mainStart, Clock::now()) > 30000) {
      std::fprintf(stderr, "no first frame within 30 s\n");
      return 1;
    }
  }
  const double mainToPaintMs = msBetween(mainStart, Clock::now());
  for (QCustomPlot* p : plots) qapp.owner[p] = viewOf(p, window) + ": " + plotName(p);
  const double rssStartMb = statusMb("VmRSS:");
  settle(qapp, 200);

  const QString gl =
      QString::fromStdString(window.surfaceView()->renderWindow()->ReportCapabilities());
  const QString renderer = gl.section("OpenGL renderer string:", 1).section('\n', 0, 0).trimmed();
  const QSize view = window.surfaceView()->size() * window.surfaceView()->devicePixelRatioF();
  int visiblePlots = 0;
  for (QCustomPlot* p : plots) visiblePlots += p->isVisible();
  std::printf("machine: nproc=%ld cpu=\"%s\" gl=\"%s\" qpa=%s loadavg=%s\n",
              sysconf(_SC_NPROCESSORS_ONLN), qPrintable(cpuModel()), qPrintable(renderer),
              qPrintable(QGuiApplication::platformName()), qPrintable(loadAverage()));
  std::printf("window: %dx%d, 3D viewport %dx%d px (%s), plots %d visible of %zu, grid %dx%d\n",
              window.width(), window.height(), view.width(), view.height(),
              qPrintable(hostName(window.surfaceView())), visiblePlots, plots.size(), opt.grid,
              opt.grid);
  std::printf(
      "startup: exec_to_first_paint_ms=%.0f main_to_first_paint_ms=%.0f (exec→main %.0f ms)\n",
      execToMainMs + mainToPaintMs, mainToPaintMs, execToMainMs);
  std::printf(
      "startup phases (ms after main): QApplication %.0f, MainWindow built %.0f, scenario "
      "and datasets loaded %.0f, first frame painted %.0f\n",
      appMs, windowMs, dataMs, mainToPaintMs);
  std::printf("memory: rss_after_startup_mb=%.1f\n", rssStartMb);

  if (opt.systems > 0) {
    // As File ▸ Import data does it: read, one undoable step, every view told, one frame.
    const QString csv = QDir(config.path()).filePath("synthetic_top500.csv");
    if (const QString error = writeSyntheticTop500(csv, opt.systems); !error.isEmpty()) {
      std::fprintf(stderr, "synthetic data: %s\n", qPrintable(error));
      return 1;
    }
    const double cpu0 = processCpuMs();
    const auto t0 = Clock::now();
    const QString error = window.importDataFiles({csv}, false);
    const double importMs = msBetween(t0, Clock::now());
    settle(qapp, opt.settleMs);
    if (!error.isEmpty()) {
      std::fprintf(stderr, "import: %s\n", qPrintable(error));
      return 1;
    }
    std::printf(
        "systems: %d entries imported, %zu on the landscape; load_ms=%.1f (import %.1f, then "
        "the first frame), CPU %.1f ms; rss_mb=%.1f\n",
        opt.systems, window.surfaceView()->scene().systems().size(),
        msBetween(t0, qapp.lastActivityEnd), importMs, qapp.lastActivityCpuMs - cpu0,
        statusMb("VmRSS:"));
  }
  // A generated file written to the settings folder and loaded as File ▸ Import data does it:
  // the milliseconds of the import and the first frame, or a negative number on failure.
  const auto importGenerated = [&](const char* name, const QByteArray& text) {
    const QString path = QDir(config.path()).filePath(name);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size()) return -1.0;
    out.close();
    const auto t0 = Clock::now();
    const QString error = window.importDataFiles({path}, false);
    settle(qapp, opt.settleMs);
    if (!error.isEmpty()) {
      std::fprintf(stderr, "import: %s\n", qPrintable(error));
      return -1.0;
    }
    return msBetween(t0, qapp.lastActivityEnd);
  };
  if (opt.runs > 0) {
    // K timed runs of one series (N = 1 … 1024, T = 10·(0.1 + 0.9/N) with ±1 % spread); the
    // slider steps below then redraw with them in view.
    QByteArray text = "n,time_s\n";
    for (int i = 0; i < opt.runs; ++i) {
      const int n = 1 << (i % 11);
      const double t = 10.0 * (0.1 + 0.9 / n) * (1.0 + 0.01 * ((i * 7919) % 201 - 100) / 100.0);
      text += QByteArray::number(n) + "," + QByteArray::number(t, 'g', 9) + "\n";
    }
    const double loadMs = importGenerated("runs.csv", text);
    if (loadMs < 0) return 1;
    std::printf("runs: %d measured runs imported; load_ms=%.1f (import and the first frame)\n",
                opt.runs, loadMs);
  }
  if (opt.roofline || opt.kernels > 0) {
    // The Roofline view opened as View ▸ Roofline does, beside the views of the main area.
    window.placeOf(window.view(model::ViewArea::Roofline))->setVisible(true);
    settle(qapp, opt.settleMs);
  }
  if (opt.kernels > 0) {
    // K kernels spread over six decades of intensity and three of performance; on the view's
    // default machine, the PIM system, "dram" is no roof, so they are judged against its fastest
    // memory roof (MRAM), some above it.
    QByteArray text = "name,ops,bytes,seconds,level\n";
    for (int i = 0; i < opt.kernels; ++i) {
      const double f = double((i * 7919) % 10007) / 10007;
      const double g = double((i * 104729) % 10009) / 10009;
      text += "k" + QByteArray::number(i) + ",1e9," +
              QByteArray::number(std::pow(10.0, 6 + 6 * f), 'g', 9) + "," +
              QByteArray::number(std::pow(10.0, -2 + 3 * g), 'g', 9) + ",dram\n";
    }
    const double loadMs = importGenerated("kernels.csv", text);
    if (loadMs < 0) return 1;
    std::printf(
        "kernels: %d roofline kernels imported; load_ms=%.1f (import and the first frame)\n",
        opt.kernels, loadMs);
  }
  if (opt.rotate) {
    const Frames r = rotateCamera(qapp, opt.steps, opt.warmup, opt.settleMs);
    std::printf(
        "\ncamera rotation by mouse drag, %zu frames: wall median %.2f p95 %.2f ms; "
        "process CPU median %.2f ms; of it paintGL wall %.2f CPU %.2f ms\n",
        r.wallMs.size(), median(r.wallMs), percentile(r.wallMs, 0.95), median(r.cpuMs),
        median(r.paintGl.wallMs), median(r.paintGl.cpuMs));
    std::printf("memory: rss_mb=%.1f peak_rss_mb=%.1f\n", statusMb("VmRSS:"), statusMb("VmHWM:"));
    std::printf("median_ms=%.2f p95_ms=%.2f steps=%zu grid=%d\n", median(r.wallMs),
                percentile(r.wallMs, 0.95), r.wallMs.size(), opt.grid);
    std::fflush(stdout);
    return 0;
  }

  // The steps.
  std::vector<double> total, cpu;
  std::map<std::string, std::vector<double>> perParameter, perParameterCpu, perParameterGl;
  std::map<std::string, std::vector<double>> perCost, perCostCpu;
  int timeouts = 0;
  for (int k = 0; k < opt.warmup + opt.steps; ++k) {
    const Move m = moveAt(opt.only < 0 ? k : kMoved * k + opt.only);
    const model::Param param = model::paramAt(*model::parameterIndex(m.id));
    qapp.costs.clear();
    const int refreshBefore = window.refreshCount();
    const double cpu0 = processCpuMs();
    const auto t0 = Clock::now();
    const QString error = document.set(param, m.value);
    if (!error.isEmpty()) {
      std::fprintf(stderr, "set %s=%g: %s\n", m.id, m.value, qPrintable(error));
      return 1;
    }
    if (!settle(qapp, opt.settleMs, refreshBefore)) ++timeouts;
    if (k < opt.warmup) continue;
    const double ms = msBetween(t0, qapp.lastActivityEnd);
    total.push_back(ms);
    cpu.push_back(qapp.lastActivityCpuMs - cpu0);
    perParameter[m.id].push_back(ms);
    perParameterCpu[m.id].push_back(cpu.back());
    perParameterGl[m.id].push_back(qapp.costs["surface: VTK render+blit (paintGL)"].cpuMs);
    Cost rest = qapp.costs["frame: paint + compose (total)"];
    for (const auto& [name, c] : qapp.costs) {
      perCost[name].push_back(c.wallMs);
      perCostCpu[name].push_back(c.cpuMs);
      if (name.find("paint") != std::string::npos && name.find("frame") == std::string::npos) {
        rest.wallMs -= c.wallMs;  // the plot paints and the VTK paintGL happen inside the frame
        rest.cpuMs -= c.cpuMs;
      }
    }
    perCost["frame: compose + other widgets (the rest)"].push_back(rest.wallMs);
    perCostCpu["frame: compose + other widgets (the rest)"].push_back(rest.cpuMs);
  }
  if (timeouts) std::printf("warning: %d steps did not settle within 10 s\n", timeouts);

  // The same steps once more, calling each view's setScenario directly to split the refresh.
  std::map<std::string, std::vector<double>> perSetScenario;
  model::Scenario s = document.scenario();
  for (int k = 0; k < opt.steps; ++k) {
    const Move m = moveAt(k);
    s.set(m.id, m.value);
    auto time = [&](const char* name, auto&& call) {
      const auto a = Clock::now();
      call();
      perSetScenario[name].push_back(msBetween(a, Clock::now()));
    };
#ifdef SCALESCOPE_BENCH_HOST
    const model::ParamSet changed{*model::paramFromId(m.id)};  // what the Document hands on
#define SCALESCOPE_BENCH_CHANGED , changed
#else
#define SCALESCOPE_BENCH_CHANGED
#endif
    time("panel", [&] { window.panel()->showScenario(s); });
    time("surface", [&] { window.surfaceView()->setScenario(s SCALESCOPE_BENCH_CHANGED); });
    time("scaling", [&] { window.scalingView()->setScenario(s SCALESCOPE_BENCH_CHANGED); });
    time("pim", [&] { window.pimView()->setScenario(s SCALESCOPE_BENCH_CHANGED); });
    time("timeline", [&] { window.timelineView()->setScenario(s SCALESCOPE_BENCH_CHANGED); });
#undef SCALESCOPE_BENCH_CHANGED
    settle(qapp, opt.settleMs);
  }

  std::printf(
      "\nper parameter (ms over its steps: wall median / p95, CPU median, of it paintGL CPU):\n");
  for (const auto& [id, v] : perParameter)
    std::printf("  %-20s %8.2f %8.2f %8.2f %8.2f  (%zu steps)\n", id.c_str(), median(v),
                percentile(v, 0.95), median(perParameterCpu[id]), median(perParameterGl[id]),
                v.size());
  std::printf(
      "\nwhere a step's time goes (ms per step over the steps that did it: wall median, wall p95,\n"
      "process CPU median; the frame total contains the paints and the VTK render):\n");
  for (const auto& [name, v] : perCost)
    std::printf("  %-58s %7.2f %7.2f %7.2f  (%zu of %d)\n", name.c_str(), median(v),
                percentile(v, 0.95), median(perCostCpu[name]), v.size(), opt.steps);
  std::printf("\nsetScenario per view, called directly (ms, median / p95; includes model work):\n");
  for (const auto& [name, v] : perSetScenario)
    std::printf("  %-10s %8.3f %8.3f\n", name.c_str(), median(v), percentile(v, 0.95));
  std::printf(
      "\nstep wall: median %.2f p95 %.2f max %.2f ms; process CPU per step (all threads): median "
      "%.2f ms\n",
      median(total), percentile(total, 0.95), *std::max_element(total.begin(), total.end()),
      median(cpu));
  std::printf("memory: rss_mb=%.1f peak_rss_mb=%.1f\n", statusMb("VmRSS:"), statusMb("VmHWM:"));
  if (opt.afterDrags > 0) {
    const AfterDrag d = afterDrags(qapp, document, opt.afterDrags, opt.settleMs);
    std::printf(
        "\nafter a drag (%d camera drags of 5 moves, each followed by its full-detail frame and "
        "an N step):\n"
        "  full-detail frame: wall median %.2f p95 %.2f ms, CPU median %.2f ms\n"
        "  the N step after it: wall median %.2f p95 %.2f ms, CPU median %.2f ms\n"
        "  the drags' moves: wall median %.2f p95 %.2f ms, CPU median %.2f ms\n",
        opt.afterDrags, median(d.fullFrame.wallMs), percentile(d.fullFrame.wallMs, 0.95),
        median(d.fullFrame.cpuMs), median(d.firstStep.wallMs), percentile(d.firstStep.wallMs, 0.95),
        median(d.firstStep.cpuMs), median(d.otherSteps.wallMs),
        percentile(d.otherSteps.wallMs, 0.95), median(d.otherSteps.cpuMs));
    std::printf("  3D frames in each full-detail measurement:");
    for (int n : d.fullFrameCounts) std::printf(" %d", n);
    std::printf("\n");
  }
  if (opt.systems > 0) {
    int hits = 0;
    const Series p = pickTimes(window.surfaceView(), 20, &hits);
    std::printf(
        "\npicking (SurfaceView::systemAt at %zu positions, %d found a system): median "
        "%.3f ms, p95 %.3f ms, max %.3f ms\n",
        p.wallMs.size(), hits, median(p.wallMs), percentile(p.wallMs, 0.95),
        *std::max_element(p.wallMs.begin(), p.wallMs.end()));
  }
  if (opt.diagnoseRepeats > 0) diagnose(qapp, opt.diagnoseRepeats, opt.settleMs);
  std::printf("median_ms=%.2f p95_ms=%.2f steps=%d grid=%d\n", median(total),
              percentile(total, 0.95), opt.steps, opt.grid);
  std::fflush(stdout);
  return 0;
}
