#pragma once
// The Efficiency surface view: a VTK landscape of Amdahl efficiency with the current scenario,
// measured systems and trajectories on it. Reads the model; holds no parameters of its own.
// This header names no VTK type: the scene that holds the VTK actors is only declared here,
// so the window and the lessons (app/) compile without VTK's headers.

#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/surface/surface_data.h"
#include "views/common/linked_view.h"
#include "views/surface/surface_camera.h"
#include "views/surface/surface_content.h"
#include "views/surface/surface_items.h"
#include "views/surface/vtk_host.h"

class QMenu;

namespace scalescope::views {

class SurfaceScene;

/// The 3D efficiency landscape inside the Qt window; hover or click a system to see its data.
class SurfaceView : public VtkHost, public LinkedView {
  Q_OBJECT
 public:
  /// `host`: the surface to draw on (tests run both); by default the platform's choice.
  explicit SurfaceView(QWidget* parent = nullptr, std::optional<VtkHostKind> host = {});
  ~SurfaceView() override;

  // LinkedView
  QWidget* widget() override { return this; }
  model::ViewArea area() const override { return model::ViewArea::Surface; }
  QString title() const override;
  model::ParamSet reads() const override { return kReads; }
  /// The picked system's details go to the status bar; the context menu's Export figures to
  /// the window's export.
  void connectEdits(const ViewEdits& edits) override;
  /// surface: the landscape seen through the current camera (needs an X server).
  std::vector<Figure> figures() override;
  /// Whether figures are seen through the view's camera (the window) or the default 3D view
  /// (batch export and handouts, which have no camera of their own).
  void setFiguresFollowCamera(bool follow) { m_figuresFollowCamera = follow; }
  QStringList currentFigures() const override { return {"surface"}; }
  bool showLessonView(model::LessonView view) override {
    return view == model::LessonView::Surface;
  }
  bool setLessonCamera(model::LessonCamera camera) override;
  /// A system (a pin up from its entries) or its generations joined as a path, drawn over
  /// everything.
  bool highlight(const model::Highlight& highlight) override;
  void clearHighlight() override;
  /// A number answer about the highlighted system (its 1−α_eff): the model's value and the
  /// guess beside its name on the pin, where the surface's own axis has it.
  bool markAnswer(const model::Question& question, const AnswerMark& mark) override;
  void clearMarks() override;
  /// Keeps the labels of the highlight and of the trajectories of the views named.
  void setLessonFocus(const std::optional<std::vector<model::LessonView>>& named) override;
  void setCovered(bool covered) override { setSurfaceHidden(covered); }
  void setTextScale(double k) override;
  /// The camera, under "surface_camera".
  void saveState(QJsonObject& views) const override;
  void restoreState(const QJsonObject& views) override;
  /// The Surface camera presets.
  void addMenuActions(QMenu* viewMenu) override;
  QString aboutLine() const override;
  QImage grabImage() override { return grabFramebuffer(); }

  /// Recomputes what depends on the scenario (grid only when its axes changed, systems only
  /// when the surface filters changed, trajectories only when they moved) and repaints.
  /// While edits of the surface itself keep coming (a drag of its range, grid or filters) or
  /// the camera moves, the surface is drawn as a draft; the full grid returns
  /// kFullDetailDelayMs after the last one. Other edits redraw only the overlay.
  void setScenario(const model::Scenario& scenario,
                   const model::ParamSet& changed = model::ParamSet::all()) override;
  /// What the view reads: the marker (N, 1−α), the grid and the filters of the systems
  /// (surface.*), the timeline and PIM trajectories.
  static constexpr model::ParamSet kReads = SurfaceContent::kReads;
  static constexpr int kFullDetailDelayMs = 250;
  /// True while the draft is shown and the full-detail frame is still to come.
  bool fullDetailPending() const { return m_fullDetail.isActive(); }
  /// Every system of the loaded data becomes a point (subject to the surface filters), the
  /// entries of one machine a path.
  void setDatasets(const model::DatasetCollection& data) override;
  /// Measured systems and the paths joining generations of one system.
  void setSystems(const std::vector<SurfaceSystem>& systems,
                  const std::vector<SurfacePath>& generationPaths);
  /// Model trajectories (timeline, PIM) drawn over the landscape.
  void setTrajectories(const std::vector<SurfacePath>& paths);
  /// A lesson's highlight (highlightPaths) drawn over everything; empty clears it.
  void setHighlights(const std::vector<SurfacePath>& paths);
  const SurfaceContent& content() const { return m_content; }

  SurfaceScene& scene() { return *m_scene; }
  const SurfaceScene& scene() const { return *m_scene; }
  /// The camera as plain numbers (saved with a scenario, used by the export), and back.
  SurfaceCamera camera() const;
  void setCamera(const SurfaceCamera& camera);
  /// One action per entry of kCameraPresets, with its key (View menu, context menu).
  void addCameraPresetActions(QMenu* menu);
  /// System under a widget position (logical pixels), or −1.
  int systemAt(const QPoint& widgetPos) const;

 public slots:
  void setCameraPreset(scalescope::views::CameraPreset preset);
  void resetCamera() { setCameraPreset(CameraPreset::Perspective); }

 signals:
  void systemPicked(int index, const QString& details);
  /// The user asked for File ▸ Export figures… from the view's context menu.
  void exportRequested();

 protected:
  void mouseMoveEvent(QMouseEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void wheelEvent(QWheelEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  void enterEvent(QEnterEvent* e) override;
  void contextMenuEvent(QContextMenuEvent* e) override;

 private:
  /// Shows the draft surface until nothing moved for kFullDetailDelayMs.
  void beginDraft();

  std::unique_ptr<SurfaceScene> m_scene;
  SurfaceContent m_content;
  bool m_cameraPlaced = false;
  bool m_shown = false;  ///< a scenario was shown: the next one may be a drag's step
  bool m_figuresFollowCamera = true;
  std::vector<SurfacePath> m_lessonPins;  ///< the lesson's highlight, without an answer
  QTimer m_fullDetail;
};

}  // namespace scalescope::views
