#include "tests/bench/bench_diagnose.h"

#include "views/surface/surface_scene.h"

#include <vtkActor.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProp.h>
#include <vtkPropCollection.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>

#include <QOpenGLFunctions>
#include <QOpenGLWindow>
#include <QWidget>
#include <cmath>
#include <functional>

namespace scalescope::bench {

namespace {

struct Summary {
  double wallMs = 0, cpuMs = 0;  ///< whole frame: event handling until settled
  double paintGlWallMs = 0, paintGlCpuMs = 0;
};

Summary repeatFrame(BenchApplication& app, int repeats, int settleMs,
                    const std::function<void()>& trigger) {
  std::vector<double> wall, cpu, glWall, glCpu;
  for (int i = 0; i < repeats; ++i) {
    const Frame f = measureFrame(app, settleMs, trigger);
    wall.push_back(f.wallMs);
    cpu.push_back(f.cpuMs);
    const auto gl = f.costs.find("surface: VTK render+blit (paintGL)");
    glWall.push_back(gl == f.costs.end() ? 0 : gl->second.wallMs);
    glCpu.push_back(gl == f.costs.end() ? 0 : gl->second.cpuMs);
  }
  return {median(wall), median(cpu), median(glWall), median(glCpu)};
}

/// "vtkActor: 32258 polys" — enough to tell the scene's actors apart.
std::string describe(vtkProp* prop) {
  std::string text = prop->GetClassName();
  auto* actor = vtkActor::SafeDownCast(prop);
  if (!actor || !actor->GetMapper()) return text;
  actor->GetMapper()->Update();
  if (auto* data = vtkPolyData::SafeDownCast(actor->GetMapper()->GetInput())) {
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, " (%lld points, %lld polys, %lld lines, %lld verts%s%s)",
                  static_cast<long long>(data->GetNumberOfPoints()),
                  static_cast<long long>(data->GetNumberOfPolys()),
                  static_cast<long long>(data->GetNumberOfLines()),
                  static_cast<long long>(data->GetNumberOfVerts()),
                  actor->GetProperty()->GetRenderLinesAsTubes() ? ", lines as tubes" : "",
                  actor->GetProperty()->GetRenderPointsAsSpheres() ? ", points as spheres" : "");
    text += buffer;
  }
  return text;
}

void printRow(const char* name, const Summary& s);

/// Stands in for a 3D view hosted in its own native window: clears and swaps.
class ClearWindow : public QOpenGLWindow {
 protected:
  void paintGL() override {
    QOpenGLFunctions* f = context()->functions();
    f->glClearColor(0.9f, 0.9f, 0.9f, 1.0f);
    f->glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  }
};

/// The same kind of plot in a window without any OpenGL widget: Qt then flushes only the
/// dirty rectangle of its raster backing store instead of composing the whole window. Then
/// the same with a native OpenGL child window (QWidget::createWindowContainer) of the 3D
/// view's size beside the plot: the arrangement VTK's own QVTKOpenGLWindow uses.
void rasterWindowFrame(BenchApplication& app, int repeats, int settleMs, QSize plotSize,
                       QSize windowSize, QSize glSize) {
  QWidget window;
  window.resize(windowSize);
  auto* plot = new QCustomPlot(&window);
  plot->setGeometry(QRect(QPoint(0, 0), plotSize));
  QVector<double> x(241), y(241);
  for (int i = 0; i < x.size(); ++i) {
    x[i] = std::pow(10.0, 8.0 * i / 240);
    y[i] = x[i] / (1 + 1e-6 * x[i]);
  }
  plot->addGraph()->setData(x, y, true);
  plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
  plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
  plot->rescaleAxes();
  app.plots.push_back(plot);
  app.owner[plot] = "raster window";
  QObject::connect(plot, &QCustomPlot::afterReplot, [&app] { ++app.activity; });
  window.show();
  settle(app, 200);
  printRow(
      "a plot of that size replotted in a window without OpenGL",
      repeatFrame(app, repeats, settleMs, [plot] { plot->replot(QCustomPlot::rpQueuedReplot); }));

  auto* gl = new ClearWindow;
  QObject::connect(gl, &QOpenGLWindow::frameSwapped, [&app] { ++app.activity; });
  QWidget* container = QWidget::createWindowContainer(gl, &window);
  container->setGeometry(QRect(QPoint(plotSize.width() + 10, 0), glSize));
  container->show();
  settle(app, 300);
  printRow(
      "the same with a native OpenGL child window beside it",
      repeatFrame(app, repeats, settleMs, [plot] { plot->replot(QCustomPlot::rpQueuedReplot); }));
  printRow("that OpenGL child window repainted (clear + swap)",
           repeatFrame(app, repeats, settleMs, [gl] { gl->update(); }));
  app.plots.pop_back();
  app.owner.erase(plot);
}

void printRow(const char* name, const Summary& s) {
  std::printf("  %-62s %7.2f %7.2f %7.2f %7.2f\n", name, s.wallMs, s.cpuMs, s.paintGlWallMs,
              s.paintGlCpuMs);
}

/// Renderer and surface-actor settings switched one at a time (restored afterwards).
void sceneSettings(BenchApplication& app, int repeats, int settleMs,
                   const std::vector<vtkProp*>& props, const Summary& full) {
  views::SurfaceView* surface = app.window->surfaceView();
  vtkActor* mesh = nullptr;  // the efficiency surface: the actor with the most polygons
  vtkIdType most = -1;
  for (vtkProp* p : props)
    if (auto* a = vtkActor::SafeDownCast(p))
      if (auto* d =
              vtkPolyData::SafeDownCast(a->GetMapper() ? a->GetMapper()->GetInput() : nullptr))
        if (d->GetNumberOfPolys() > most) {
          most = d->GetNumberOfPolys();
          mesh = a;
        }
  auto redraw3d = [surface] { requestWholeVtkFrame(surface); };
  auto row = [&](const char* name, const std::function<void(bool)>& set) {
    set(true);
    const Summary s = repeatFrame(app, repeats, settleMs, redraw3d);
    set(false);
    printRow(name, s);
    std::printf("  %-62s %7s %7.2f %7s %7.2f\n", "    saving", "", full.cpuMs - s.cpuMs, "",
                full.paintGlCpuMs - s.paintGlCpuMs);
  };
  std::printf("\n3D scene settings changed one at a time:\n");
  // Is the cost of the 3D labels per label, or per frame that has any translucent prop
  // (VTK 9.1 then runs its order-independent translucency pass over the whole viewport)?
  std::vector<vtkProp*> billboards;
  for (vtkProp* p : props)
    if (std::string(p->GetClassName()).find("BillboardText") != std::string::npos &&
        p->GetVisibility())
      billboards.push_back(p);
  if (billboards.size() > 1)
    row("all 3D billboard labels but one switched off", [&](bool on) {
      for (std::size_t i = 1; i < billboards.size(); ++i) billboards[i]->SetVisibility(!on);
    });
  if (!mesh) return;
  vtkMapper* mapper = mesh->GetMapper();
  row("surface mapper Static (skip pipeline and rebuild checks)",
      [&](bool on) { mapper->SetStatic(on); });
  const bool interpolate = mapper->GetInterpolateScalarsBeforeMapping();
  row("surface: InterpolateScalarsBeforeMapping toggled", [&](bool on) {
    mapper->SetInterpolateScalarsBeforeMapping(on ? !interpolate : interpolate);
  });
  const bool lighting = mesh->GetProperty()->GetLighting();
  row("surface: lighting toggled",
      [&](bool on) { mesh->GetProperty()->SetLighting(on ? !lighting : lighting); });
}

}  // namespace

void diagnose(BenchApplication& app, int repeats, int settleMs) {
  app::MainWindow& w = *app.window;
  views::SurfaceView* surface = w.surfaceView();
  QCustomPlot* plot = w.timelineView()->curvesPlot();
  auto repaint3d = [surface] { requestVtkFrame(surface); };
  auto replotOne = [plot] { plot->replot(QCustomPlot::rpQueuedReplot); };

  std::printf(
      "\ndiagnosis (median of %d frames; columns: frame wall, frame CPU, paintGL wall, "
      "paintGL CPU, ms):\n",
      repeats);
  printRow("3D view repainted, nothing else changed (the overlay over the kept layer)",
           repeatFrame(app, repeats, settleMs, repaint3d));
  // The rows below draw the main layer too.
  auto redraw3d = [surface] { requestWholeVtkFrame(surface); };
  const Summary full = repeatFrame(app, repeats, settleMs, redraw3d);
  printRow("3D view redrawn whole (main layer and overlay)", full);
  surface->scene().setDraft(true);
  printRow("the same with the draft surface a drag shows",
           repeatFrame(app, repeats, settleMs, redraw3d));
  surface->scene().setDraft(false);
  printRow("one small plot replotted (timeline S/E curves), 3D view idle",
           repeatFrame(app, repeats, settleMs, replotOne));
  surface->hide();
  settle(app, 200);
  printRow("the same plot replotted with the 3D view hidden",
           repeatFrame(app, repeats, settleMs, replotOne));
  surface->show();
  settle(app, 200);
  rasterWindowFrame(app, repeats, settleMs, plot->size(), w.size(), surface->size());

  // Each prop of the scene switched off in turn: the drop is what it costs per frame.
  vtkRenderer* renderer = surface->renderer();
  std::vector<vtkProp*> props;
  vtkPropCollection* collection = renderer->GetViewProps();
  collection->InitTraversal();
  while (vtkProp* p = collection->GetNextProp()) props.push_back(p);
  std::map<std::string, std::vector<vtkProp*>> groups;
  for (vtkProp* p : props) {
    const std::string name = p->GetClassName();
    if (vtkActor::SafeDownCast(p) && vtkActor::SafeDownCast(p)->GetMapper())
      groups[describe(p)].push_back(p);
    else
      groups[name + " (all of them)"].push_back(p);
  }
  std::printf(
      "\n3D scene: %zu props; frame cost with one group switched off (saving = full − "
      "this):\n",
      props.size());
  for (const auto& [name, members] : groups) {
    std::vector<int> was;
    for (vtkProp* p : members) {
      was.push_back(p->GetVisibility());
      p->VisibilityOff();
    }
    const Summary s = repeatFrame(app, repeats, settleMs, redraw3d);
    for (std::size_t i = 0; i < members.size(); ++i) members[i]->SetVisibility(was[i]);
    char label[200];
    std::snprintf(label, sizeof label, "%zu× %s", members.size(), name.c_str());
    printRow(label, s);
    std::printf("  %-62s %7s %7.2f %7s %7.2f\n", "    saving", "", full.cpuMs - s.cpuMs, "",
                full.paintGlCpuMs - s.paintGlCpuMs);
  }
  sceneSettings(app, repeats, settleMs, props, full);

  std::vector<int> was;
  for (vtkProp* p : props) {
    was.push_back(p->GetVisibility());
    p->VisibilityOff();
  }
  printRow("every prop switched off (clear + blit only)",
           repeatFrame(app, repeats, settleMs, redraw3d));
  for (std::size_t i = 0; i < props.size(); ++i) props[i]->SetVisibility(was[i]);
  settle(app, 200);
}

}  // namespace scalescope::bench
