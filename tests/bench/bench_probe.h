#pragma once
// The measuring side of bench_interaction (issue 6): clocks, /proc readers and a QApplication
// that times every event it delivers and attributes the ones that did visible work (the
// coalesced refresh, QCustomPlot replots and paints, VTK renders) to the view that owns them.

#include <time.h>
#include <unistd.h>
#include <vtkCommand.h>
#include <vtkRenderer.h>

#include <qcustomplot.h>
#include <QApplication>
#include <QFile>
#include <QResizeEvent>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "app/window/main_window.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_view.h"
#include "views/timeline/timeline_view.h"
#if __has_include("views/surface/vtk_host.h")
#define SCALESCOPE_BENCH_HOST 1  // the host of issue 15; absent from older trees
#include "views/surface/vtk_host_kind.h"
#endif

namespace scalescope::bench {

using Clock = std::chrono::steady_clock;

/// Asks the 3D view for a frame (older trees: QOpenGLWidget::update).
inline void requestVtkFrame(views::SurfaceView* view) {
#ifdef SCALESCOPE_BENCH_HOST
  view->requestRender();
#else
  view->update();
#endif
}

/// Asks the 3D view for a frame in which the main layer draws too (StaticLayer keeps it
/// until its renderer changed), as the full-detail frame after a drag and rotation frames do.
inline void requestWholeVtkFrame(views::SurfaceView* view) {
  view->renderer()->Modified();
  requestVtkFrame(view);
}

/// Before the QApplication: the OpenGL format the 3D view needs.
inline void prepareSurfaceFormat() {
#ifdef SCALESCOPE_BENCH_HOST
  views::VtkHost::prepareApplication();
#else
  views::VtkGLWidget::prepareDefaultSurfaceFormat();
#endif
}

/// Which surface hosts the 3D view.
inline QString hostName(views::SurfaceView* view) {
#ifdef SCALESCOPE_BENCH_HOST
  return views::vtkHostName(view->hostKind());
#else
  (void)view;
  return QStringLiteral("QOpenGLWidget (before issue 15)");
#endif
}

inline double msBetween(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

inline double processCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/// Milliseconds since the kernel started this process (10 ms resolution: clock ticks).
inline double msSinceExec() {
  QFile stat("/proc/self/stat");
  if (!stat.open(QIODevice::ReadOnly)) return -1;
  const QByteArray text = stat.readAll();
  // Field 22 (starttime) counts after the ")" that closes the command name.
  const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
  if (fields.size() < 20) return -1;
  const double startSeconds = fields[19].toDouble() / static_cast<double>(sysconf(_SC_CLK_TCK));
  timespec now{};
  clock_gettime(CLOCK_BOOTTIME, &now);
  return (now.tv_sec + now.tv_nsec / 1e9 - startSeconds) * 1e3;
}

/// VmRSS or VmHWM from /proc/self/status, in MB.
inline double statusMb(const char* key) {
  QFile status("/proc/self/status");
  if (!status.open(QIODevice::ReadOnly)) return -1;
  for (const QByteArray& line : status.readAll().split('\n'))
    if (line.startsWith(key))
      return line.mid(std::strlen(key) + 1).trimmed().split(' ')[0].toDouble() / 1024.0;
  return -1;
}

inline QString cpuModel() {
  QFile info("/proc/cpuinfo");
  if (!info.open(QIODevice::ReadOnly)) return "?";
  for (const QByteArray& line : info.readAll().split('\n'))
    if (line.startsWith("model name"))
      return QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
  return "?";
}

/// The 1-, 5- and 15-minute load averages: other processes competing for the cores.
inline QString loadAverage() {
  QFile file("/proc/loadavg");
  if (!file.open(QIODevice::ReadOnly)) return "?";
  return QString::fromLatin1(file.readAll()).section(' ', 0, 2);
}

inline double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto rank = static_cast<std::size_t>(std::ceil(p * v.size()));
  return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}
inline double median(const std::vector<double>& v) {
  return percentile(v, 0.5);
}

/// QCustomPlot keeps whether a queued replot is pending in a protected member.
struct ReplotPeek : QCustomPlot {
  static bool queued(const QCustomPlot* plot) { return plot->*(&ReplotPeek::mReplotQueued); }
};

/// Time per category within one step: wall and process CPU (all threads, so llvmpipe's
/// rasteriser threads count), milliseconds.
struct Cost {
  double wallMs = 0;
  double cpuMs = 0;
};
using Costs = std::map<std::string, Cost>;

/// Times every delivered event and attributes the ones that did visible work.
class BenchApplication : public QApplication {
 public:
  using QApplication::QApplication;

  app::MainWindow* window = nullptr;
  std::vector<QCustomPlot*> plots;              ///< every QCustomPlot in the window
  std::map<const QObject*, std::string> owner;  ///< QCustomPlot → "scaling", "pim", ...
  int activity = 0;                             ///< replots + paints + renders + refreshes so far
  int vtkRenders = 0;
  Clock::time_point lastActivityEnd;
  double lastActivityCpuMs = 0;
  Costs costs;

  void add(const std::string& name, double wallMs, double cpuMs) {
    costs[name].wallMs += wallMs;
    costs[name].cpuMs += cpuMs;
  }
  void vtkRenderStarted() {
    m_vtkStart = Clock::now();
    m_vtkStartCpu = processCpuMs();
  }
  void vtkFrameDone() {
    add("surface: VTK render+blit (paintGL)", msBetween(m_vtkStart, Clock::now()),
        processCpuMs() - m_vtkStartCpu);
    ++vtkRenders;
    ++activity;
  }

  bool notify(QObject* receiver, QEvent* event) override {
    const int depth = m_depth++;
    const int activityBefore = activity;
    const int refreshBefore = window ? window->refreshCount() : 0;
    const double cpu0 = processCpuMs();
    const auto t0 = Clock::now();
    const bool result = QApplication::notify(receiver, event);
    const auto t1 = Clock::now();
    const double cpu1 = processCpuMs();
    --m_depth;
    const double ms = msBetween(t0, t1), cpuMs = cpu1 - cpu0;
    const auto plot = owner.find(receiver);
    if (m_debugPaints && event->type() == QEvent::Paint)
      std::fprintf(stderr, "    paint %6.2f ms (CPU %6.2f)  %s %s\n", ms, cpuMs,
                   receiver->metaObject()->className(), qPrintable(receiver->objectName()));
    if (m_debugPaints && event->type() == QEvent::Resize && plot != owner.end())
      std::fprintf(stderr, "    resize %s to %dx%d\n", plot->second.c_str(),
                   static_cast<QResizeEvent*>(event)->size().width(),
                   static_cast<QResizeEvent*>(event)->size().height());
    if (plot != owner.end() && event->type() == QEvent::Paint) {
      add(plot->second + " paint (blit)", ms, cpuMs);
      ++activity;
    } else if (plot != owner.end() && activity != activityBefore) {
      add(plot->second + " replot", ms, cpuMs);  // the queued replot's meta-call
    }
    if (window && window->refreshCount() != refreshBefore && depth == 0) {
      add("refresh: panel + setScenario of all views", ms, cpuMs);
      ++activity;
    }
    if (depth == 0 && activity != activityBefore) {
      lastActivityEnd = t1;
      lastActivityCpuMs = cpu1;
      if (window && window->refreshCount() == refreshBefore && plot == owner.end())
        add("frame: paint + compose (total)", ms, cpuMs);
      if (m_debug)
        std::fprintf(stderr, "  %8.2f ms  %s  event %d  %s\n", ms,
                     receiver->metaObject()->className(), static_cast<int>(event->type()),
                     plot != owner.end() ? plot->second.c_str() : "");
    }
    return result;
  }

 private:
  int m_depth = 0;
  bool m_debug = qEnvironmentVariableIsSet("BENCH_DEBUG");
  bool m_debugPaints = qEnvironmentVariableIsSet("BENCH_DEBUG_PAINTS");
  Clock::time_point m_vtkStart;
  double m_vtkStartCpu = 0;
};

inline void onVtkEvent(vtkObject*, unsigned long eventId, void* clientData, void*) {
  auto* app = static_cast<BenchApplication*>(clientData);
  if (eventId == vtkCommand::StartEvent) app->vtkRenderStarted();
}

/// Runs the event loop until the window has refreshed (refreshCount() differs from
/// `refreshBefore`; −1: do not wait for a refresh), no QCustomPlot has a queued replot, and
/// nothing visible happened for settleMs. Returns false on a 10 s timeout.
inline bool settle(BenchApplication& app, int settleMs, int refreshBefore = -1) {
  QTimer tick;  // wakes the loop so quiet time is noticed
  tick.start(2);
  const auto start = Clock::now();
  for (;;) {
    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const auto now = Clock::now();
    if (msBetween(start, now) > 10000) return false;
    if (refreshBefore >= 0 && app.window->refreshCount() == refreshBefore) continue;
    if (std::any_of(app.plots.begin(), app.plots.end(), ReplotPeek::queued)) continue;
    if (msBetween(std::max(app.lastActivityEnd, start), now) >= settleMs) return true;
  }
}

/// Wall and process-CPU time from `trigger` until the window settled again, plus what the
/// probe attributed meanwhile.
struct Frame {
  double wallMs = 0;
  double cpuMs = 0;
  Costs costs;
};
template <class Trigger>
Frame measureFrame(BenchApplication& app, int settleMs, Trigger&& trigger) {
  app.costs.clear();
  const double cpu0 = processCpuMs();
  const auto t0 = Clock::now();
  const auto before = app.lastActivityEnd;
  trigger();
  settle(app, settleMs);
  if (app.lastActivityEnd == before) return {};
  return {msBetween(t0, app.lastActivityEnd), app.lastActivityCpuMs - cpu0, app.costs};
}

/// The plot's object name, or that of its nearest named ancestor, and whether it is hidden
/// (in a tab at the back) when the benchmark starts.
inline std::string plotName(QWidget* plot) {
  QObject* named = plot;
  while (named && named->objectName().isEmpty()) named = named->parent();
  std::string name = named ? named->objectName().toStdString() : "plot";
  return plot->isVisible() ? name : name + " [hidden]";
}

inline std::string viewOf(QObject* o, app::MainWindow& w) {
  for (; o; o = o->parent()) {
    if (o == w.scalingView()) return "scaling";
    if (o == w.pimView()) return "pim";
    if (o == w.timelineView()) return "timeline";
    if (o == w.surfaceView()) return "surface";
  }
  return "other";
}

}  // namespace scalescope::bench
