#include "views/surface/surface_view.h"

#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include "views/surface/surface_content.h"

namespace scalescope::views {

SurfaceView::SurfaceView(QWidget* parent)
    : VtkGLWidget(parent),
      m_scene(std::make_unique<SurfaceScene>(renderer())),
      m_content(*m_scene) {
  setObjectName("surfaceView");
  setMinimumSize(320, 240);
  setToolTip({});
  m_fullDetail.setSingleShot(true);
  m_fullDetail.setInterval(kFullDetailDelayMs);
  connect(&m_fullDetail, &QTimer::timeout, this, [this] {
    m_scene->setDraft(false);
    update();
  });
}

SurfaceView::~SurfaceView() = default;

void SurfaceView::beginDraft() {
  m_scene->setDraft(true);
  m_fullDetail.start();
}

void SurfaceView::setScenario(const model::Scenario& scenario) {
  // Any edit after the first scenario may be one of many in a drag: a draft frame is a
  // quarter of the surface's cost (grid 128), and the full grid follows when edits stop.
  if (m_shownScenario && !(*m_shownScenario == scenario)) beginDraft();
  m_shownScenario = scenario;
  m_content.setScenario(scenario);
  if (!m_cameraPlaced) {
    m_scene->applyCamera(CameraPreset::Perspective);
    m_cameraPlaced = true;
  }
  update();
}

void SurfaceView::setSystems(const std::vector<SurfaceSystem>& systems,
                             const std::vector<SurfacePath>& generationPaths) {
  m_content.setSystems(systems, generationPaths);
  update();
}

void SurfaceView::setDatasets(const model::DatasetCollection& data) {
  m_content.setDatasets(data);
  update();
}

void SurfaceView::setHighlights(const std::vector<SurfacePath>& paths) {
  m_content.setHighlights(paths);
  update();
}

void SurfaceView::setTrajectories(const std::vector<SurfacePath>& paths) {
  m_content.setTrajectories(paths);
  update();
}

void SurfaceView::setCameraPreset(CameraPreset preset) {
  m_scene->applyCamera(preset);
  m_cameraPlaced = true;
  update();
}

void SurfaceView::setCamera(const SurfaceCamera& camera) {
  m_scene->setCamera(camera);
  m_cameraPlaced = true;
  update();
}

void SurfaceView::addCameraPresetActions(QMenu* menu) {
  for (const CameraPresetInfo& p : kCameraPresets) {
    // The key after a tab is shown in the menu's shortcut column; the 3D view handles the key
    // itself (keyPressEvent), so R still rescales a focused plot.
    const QString text = QCoreApplication::translate("CameraPreset", p.label) + '\t' + p.key;
    menu->addAction(text, this, [this, preset = p.preset] { setCameraPreset(preset); });
  }
}

int SurfaceView::systemAt(const QPoint& widgetPos) const {
  const double ratio = devicePixelRatioF();
  const double x = widgetPos.x() * ratio;
  const double y = (height() - 1 - widgetPos.y()) * ratio;  // VTK display origin is bottom left
  return m_scene->systemNear(x, y, 10 * ratio);
}

void SurfaceView::mouseMoveEvent(QMouseEvent* e) {
  if (e->buttons() != Qt::NoButton) beginDraft();  // turning or zooming the camera
  if (e->buttons() == Qt::NoButton) {
    const int i = systemAt(e->position().toPoint());
    if (i >= 0)
      QToolTip::showText(e->globalPosition().toPoint(),
                         QString::fromStdString(m_scene->systems()[i].details), this);
    else
      QToolTip::hideText();
  }
  VtkGLWidget::mouseMoveEvent(e);
}

void SurfaceView::mousePressEvent(QMouseEvent* e) {
  if (e->button() == Qt::LeftButton) {
    const int i = systemAt(e->position().toPoint());
    if (i >= 0) emit systemPicked(i, QString::fromStdString(m_scene->systems()[i].details));
  }
  VtkGLWidget::mousePressEvent(e);
}

void SurfaceView::wheelEvent(QWheelEvent* e) {
  beginDraft();  // a zoom is a burst of wheel steps
  VtkGLWidget::wheelEvent(e);
}

void SurfaceView::keyPressEvent(QKeyEvent* e) {
  for (const CameraPresetInfo& p : kCameraPresets)
    if (e->key() == p.key) {
      setCameraPreset(p.preset);
      return;
    }
  VtkGLWidget::keyPressEvent(e);
}

void SurfaceView::contextMenuEvent(QContextMenuEvent* e) {
  QMenu menu(this);
  addCameraPresetActions(&menu);
  menu.exec(e->globalPos());
}

}  // namespace scalescope::views
