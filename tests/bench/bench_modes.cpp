#include "tests/bench/bench_modes.h"

#include <QCoreApplication>
#include <QFile>
#include <QMouseEvent>
#include <QTextStream>
#include <random>

#include "app/document/document.h"
#include "model/core/parameter_table.h"

namespace scalescope::bench {

bool measureStep(BenchApplication& app, app::Document& document, const char* id, double value,
                 int settleMs, double* wallMs, double* cpuMs) {
  const model::Param param = model::paramAt(*model::parameterIndex(id));
  app.costs.clear();
  const int refreshBefore = app.window->refreshCount();
  const double cpu0 = processCpuMs();
  const auto t0 = Clock::now();
  if (!document.set(param, value).isEmpty()) return false;
  settle(app, settleMs, refreshBefore);
  *wallMs = msBetween(t0, app.lastActivityEnd);
  *cpuMs = app.lastActivityCpuMs - cpu0;
  return true;
}

namespace {

void sendMouse(QWidget* target, QEvent::Type type, QPoint at, Qt::MouseButtons buttons) {
  const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
  QMouseEvent event(type, QPointF(at), QPointF(target->mapToGlobal(at)), button, buttons,
                    Qt::NoModifier);
  QCoreApplication::sendEvent(target, &event);
}

}  // namespace

Frames rotateCamera(BenchApplication& app, int moves, int warmup, int settleMs) {
  QWidget* view = app.window->surfaceView();
  const QPoint centre = view->rect().center();
  const int span = view->width() / 3;
  sendMouse(view, QEvent::MouseButtonPress, centre, Qt::LeftButton);
  settle(app, settleMs);
  Frames out;
  for (int k = 0; k < warmup + moves; ++k) {
    // Back and forth around the centre, 8 px per move, slightly diagonal.
    const int phase = (k * 8) % (4 * span);
    const int dx = phase < 2 * span ? phase - span : 3 * span - phase;
    const QPoint at = centre + QPoint(dx, dx / 4);
    app.costs.clear();
    const double cpu0 = processCpuMs();
    const auto t0 = Clock::now();
    const auto before = app.lastActivityEnd;
    sendMouse(view, QEvent::MouseMove, at, Qt::LeftButton);
    settle(app, settleMs);
    if (k < warmup || app.lastActivityEnd == before) continue;
    out.add(msBetween(t0, app.lastActivityEnd), app.lastActivityCpuMs - cpu0);
    const Cost gl = app.costs["surface: VTK render+blit (paintGL)"];
    out.paintGl.add(gl.wallMs, gl.cpuMs);
  }
  sendMouse(view, QEvent::MouseButtonRelease, centre, Qt::NoButton);
  settle(app, settleMs);
  return out;
}

AfterDrag afterDrags(BenchApplication& app, app::Document& document, int drags, int settleMs) {
  AfterDrag out;
  views::SurfaceView* view = app.window->surfaceView();
  QWidget* target = view;
  const QPoint centre = view->rect().center();
  for (int d = 0; d < drags; ++d) {
    // A camera drag of five moves: the surface is drawn as a draft meanwhile.
    sendMouse(target, QEvent::MouseButtonPress, centre, Qt::LeftButton);
    settle(app, settleMs);
    for (int k = 1; k <= 5; ++k) {
      app.costs.clear();
      const double cpu0 = processCpuMs();
      const auto t0 = Clock::now();
      sendMouse(target, QEvent::MouseMove, centre + QPoint((d % 2 ? -10 : 10) * k, 3 * k),
                Qt::LeftButton);
      settle(app, settleMs);
      out.otherSteps.add(msBetween(t0, app.lastActivityEnd), app.lastActivityCpuMs - cpu0);
    }
    sendMouse(target, QEvent::MouseButtonRelease, centre, Qt::NoButton);
    // The release draws one more draft frame at once: not the full-detail frame.
    settle(app, settleMs);
    // The pause after the drag: the full-detail frame comes kFullDetailDelayMs after the
    // last move, one frame (counted: a second frame in the sum would double it).
    app.costs.clear();
    const int framesBefore = view->renderCount();
    const auto start = Clock::now();
    while (view->fullDetailPending() && msBetween(start, Clock::now()) < 5000)
      QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    settle(app, settleMs);
    const Cost frame = app.costs["frame: paint + compose (total)"];
    out.fullFrame.add(frame.wallMs, frame.cpuMs);
    out.fullFrameCounts.push_back(view->renderCount() - framesBefore);
    // Then a slider step: it must not pay for the full-detail frame.
    double wall = 0, cpu = 0;
    const double f = (d % 9) / 8.0;
    measureStep(app, document, "n", std::round(std::pow(10.0, 2 + 6 * f)), settleMs, &wall, &cpu);
    out.firstStep.add(wall, cpu);
    document.closeMerge();
  }
  return out;
}

QString writeSyntheticTop500(const QString& path, int entries) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return file.errorString();
  QTextStream out(&file);
  out << "# Synthetic TOP500 history written by bench_interaction --systems: invented machines,"
         " not data.\n";
  out << "list,rank,system,site,country,cores,rmax_tflops,rpeak_tflops,accelerator,hpcg_tflops\n";
  std::mt19937 rng(15);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  struct Machine {
    int id;
    double cores, rmax, rpeak;
    int listsLeft;
    bool accelerated;
  };
  std::vector<Machine> alive;
  int nextId = 1, written = 0;
  for (int edition = 0; written < entries; ++edition) {
    const int year = 1993 + edition / 2;
    const QString list = QStringLiteral("%1-%2").arg(year).arg(edition % 2 ? "11" : "06");
    // The list's top grows about tenfold every 3.7 years (TOP500's trend line).
    const double top = 60.0 * std::pow(10.0, (year - 1993) / 3.7) * 1e-3;  // TFlop/s
    std::erase_if(alive, [](const Machine& m) { return m.listsLeft <= 0; });
    while (alive.size() < 500) {
      Machine m;
      m.id = nextId++;
      m.rmax = top * std::pow(10.0, -2.5 * unit(rng));
      const double efficiency = 0.45 + 0.5 * unit(rng);
      m.rpeak = m.rmax / efficiency;
      const double gflopsPerCore = 0.2 * std::pow(10.0, (year - 1993) / 9.0) * (1 + unit(rng));
      m.cores = std::max(16.0, std::round(m.rpeak * 1e3 / gflopsPerCore));
      m.listsLeft = 2 + static_cast<int>(10 * unit(rng));
      m.accelerated = year >= 2009 && unit(rng) < 0.3;
      alive.push_back(m);
    }
    std::sort(alive.begin(), alive.end(),
              [](const Machine& a, const Machine& b) { return a.rmax > b.rmax; });
    for (std::size_t r = 0; r < alive.size() && written < entries; ++r, ++written) {
      Machine& m = alive[r];
      out << list << ',' << r + 1 << ",Machine " << m.id << ",Site " << m.id % 400 << ",Nowhere,"
          << QString::number(m.cores, 'f', 0) << ',' << QString::number(m.rmax, 'g', 8) << ','
          << QString::number(m.rpeak, 'g', 8) << ',' << (m.accelerated ? "Some GPU" : "") << ",\n";
      --m.listsLeft;
    }
  }
  out.flush();
  return file.error() == QFile::NoError ? QString() : file.errorString();
}

Series pickTimes(views::SurfaceView* view, int samplesPerSide, int* hits) {
  Series out;
  *hits = 0;
  for (int i = 0; i < samplesPerSide; ++i)
    for (int j = 0; j < samplesPerSide; ++j) {
      const QPoint at((i + 0.5) * view->width() / samplesPerSide,
                      (j + 0.5) * view->height() / samplesPerSide);
      const double cpu0 = processCpuMs();
      const auto t0 = Clock::now();
      const int found = view->systemAt(at);
      out.add(msBetween(t0, Clock::now()), processCpuMs() - cpu0);
      *hits += found >= 0;
    }
  return out;
}

}  // namespace scalescope::bench
