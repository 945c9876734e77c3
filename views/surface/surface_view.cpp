#include "views/surface/surface_view.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>

#include "views/surface/camera_json.h"
#include "views/surface/surface_content.h"
#include "views/surface/surface_export.h"
#include "views/surface/surface_scene.h"

namespace scalescope::views {

SurfaceView::SurfaceView(QWidget* parent, std::optional<VtkHostKind> host)
    : VtkHost(parent, host),
      m_scene(std::make_unique<SurfaceScene>(renderer())),
      m_content(*m_scene) {
  // A slider step moves the marker and the trajectories only: they are drawn over a kept
  // frame of everything else (the surface at full detail, the systems, the axes).
  m_scene->useOverlay(enableStaticLayer([this] {
    m_scene->keepPresetFramed();
    m_scene->labels().placeIfStale();
  }));
  setObjectName("surfaceView");
  setMinimumSize(240, 180);
  setToolTip({});
  m_fullDetail.setSingleShot(true);
  m_fullDetail.setInterval(kFullDetailDelayMs);
  connect(&m_fullDetail, &QTimer::timeout, this, [this] {
    m_scene->setDraft(false);
    requestRender();
  });
}

SurfaceView::~SurfaceView() = default;

void SurfaceView::beginDraft() {
  m_scene->setDraft(true);
  m_fullDetail.start();
}

void SurfaceView::setScenario(const model::Scenario& scenario, const model::ParamSet& changed) {
  if (!changed.intersects(kReads)) return;
  // An edit of the surface itself (its range, its grid, the systems shown) may be one of many
  // in a drag: a draft frame is a quarter of the surface's cost (grid 128), and the full grid
  // follows when edits stop. The marker and the trajectories are drawn over the kept frame of
  // the full surface: their edits need no draft.
  if (m_shown && changed.intersects(model::paramsOf(model::ParamArea::Surface))) beginDraft();
  m_shown = true;
  m_content.setScenario(scenario, changed);
  if (!m_cameraPlaced) {
    m_scene->applyCamera(CameraPreset::Perspective);
    m_cameraPlaced = true;
  }
  requestRender();
}

void SurfaceView::setSystems(const std::vector<SurfaceSystem>& systems,
                             const std::vector<SurfacePath>& generationPaths) {
  m_content.setSystems(systems, generationPaths);
  requestRender();
}

void SurfaceView::setDatasets(const model::DatasetCollection& data) {
  m_content.setDatasets(data);
  requestRender();
}

void SurfaceView::setHighlights(const std::vector<SurfacePath>& paths) {
  m_content.setHighlights(paths);
  requestRender();
}

void SurfaceView::setTrajectories(const std::vector<SurfacePath>& paths) {
  m_content.setTrajectories(paths);
  requestRender();
}

void SurfaceView::setCameraPreset(CameraPreset preset) {
  m_scene->applyCamera(preset);
  m_cameraPlaced = true;
  requestRender();
}

void SurfaceView::setCamera(const SurfaceCamera& camera) {
  m_scene->setCamera(camera);
  m_cameraPlaced = true;
  requestRender();
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
  if (e->buttons() != Qt::NoButton) {  // turning or zooming the camera
    beginDraft();
    m_scene->releasePreset();
  }
  if (e->buttons() == Qt::NoButton) {
    const int i = systemAt(e->position().toPoint());
    if (i >= 0)
      QToolTip::showText(e->globalPosition().toPoint(),
                         QString::fromStdString(m_scene->systems()[i].details), this);
    else
      QToolTip::hideText();
  }
  VtkHost::mouseMoveEvent(e);
}

void SurfaceView::mousePressEvent(QMouseEvent* e) {
  if (e->button() == Qt::LeftButton) {
    const int i = systemAt(e->position().toPoint());
    if (i >= 0) emit systemPicked(i, QString::fromStdString(m_scene->systems()[i].details));
  }
  VtkHost::mousePressEvent(e);
}

void SurfaceView::wheelEvent(QWheelEvent* e) {
  beginDraft();  // a zoom is a burst of wheel steps
  m_scene->releasePreset();
  VtkHost::wheelEvent(e);
}

void SurfaceView::keyPressEvent(QKeyEvent* e) {
  for (const CameraPresetInfo& p : kCameraPresets)
    if (e->key() == p.key) {
      setCameraPreset(p.preset);
      return;
    }
  VtkHost::keyPressEvent(e);
}

void SurfaceView::enterEvent(QEnterEvent* e) {
  // The camera keys (R, T, X, Y) work as soon as the pointer is over the view, without a
  // click first; a text field being typed in (the parameter search, a table cell) keeps its
  // focus. A spin box gives it up: it has applied its value already.
  const QWidget* focus = QApplication::focusWidget();
  const bool typing = qobject_cast<const QLineEdit*>(focus) && focus->parentWidget() &&
                      !qobject_cast<const QAbstractSpinBox*>(focus->parentWidget());
  if (!typing && window()->isActiveWindow()) setFocus(Qt::MouseFocusReason);
  VtkHost::enterEvent(e);
}

void SurfaceView::contextMenuEvent(QContextMenuEvent* e) {
  QMenu menu(this);
  addCameraPresetActions(&menu);
  menu.addSeparator();
  menu.addAction(tr("Export figures… (Ctrl+E)"), this, &SurfaceView::exportRequested);
  menu.exec(e->globalPos());
}

SurfaceCamera SurfaceView::camera() const {
  return m_scene->camera();
}

QString SurfaceView::title() const {
  return tr("Efficiency surface");
}

void SurfaceView::connectEdits(const ViewEdits& edits) {
  connect(this, &SurfaceView::systemPicked, this,
          [status = edits.status](int, const QString& details) {
            status(QString(details).replace('\n', QStringLiteral("  ·  ")));
          });
  connect(this, &SurfaceView::exportRequested, this, [go = edits.exportFigures] { go(); });
}

std::vector<Figure> SurfaceView::figures() {
  Figure f;
  f.stem = QStringLiteral("surface");
  f.title = tr("Efficiency surface");
  f.needsDisplay = true;
  const auto optionsOf = [](const FigureOptions& o) {
    return SurfaceExportOptions{o.size,    o.scale,  o.lightBackground,
                                o.caption, o.fontPt, o.annotations};
  };
  f.write = [this, optionsOf](const QString& path, const FigureOptions& o) {
    const SurfaceCamera now = camera();
    return exportSurface(*m_scene, m_figuresFollowCamera ? &now : nullptr, path, optionsOf(o));
  };
  f.paint = [this, optionsOf](QPainter& painter, const QRectF& rect, const FigureOptions& o) {
    // 3× the points: sharp when a handout is printed.
    SurfaceExportOptions options = optionsOf(o);
    options.size = rect.size().toSize();
    QString error;
    const SurfaceCamera now = camera();
    const auto frame =
        renderSurfaceFrame(*m_scene, m_figuresFollowCamera ? &now : nullptr, options, 3, &error);
    if (!frame) return error;
    painter.save();
    painter.translate(rect.topLeft());
    paintSurfaceFrame(painter, *frame);
    painter.restore();
    return QString();
  };
  return {f};
}

bool SurfaceView::setLessonCamera(model::LessonCamera camera) {
  static const CameraPreset presets[] = {CameraPreset::Perspective, CameraPreset::Top,
                                         CameraPreset::SideN, CameraPreset::SideSerialFraction};
  setCameraPreset(presets[static_cast<int>(camera)]);
  return true;
}

bool SurfaceView::highlight(const model::Highlight& h) {
  using Kind = model::Highlight::Kind;
  if (h.kind != Kind::System && h.kind != Kind::Path) return false;
  m_lessonPins = highlightPaths(m_content.allSystems(), h.target, h.list, h.kind == Kind::Path);
  setHighlights(m_lessonPins);
  return true;
}

void SurfaceView::clearHighlight() {
  m_lessonPins.clear();
  setHighlights({});
}

bool SurfaceView::markAnswer(const model::Question& q, const AnswerMark& mark) {
  if (q.reveal != model::LessonView::Surface || q.kind != model::Question::Kind::Number ||
      !q.quantity.starts_with("system.") || m_lessonPins.empty())
    return false;
  std::vector<SurfacePath> marked = m_lessonPins;
  QString answer = tr("model: %1").arg(mark.truthText);
  if (std::isfinite(mark.guess))
    answer += tr(", your guess: %1").arg(QLocale().toString(mark.guess, 'g', 4));
  for (SurfacePath& pin : marked)
    pin.label = (QString::fromStdString(pin.label) + QLatin1Char('\n') + answer).toStdString();
  setHighlights(marked);
  return true;
}

void SurfaceView::clearMarks() {
  setHighlights(m_lessonPins);
}

void SurfaceView::setLessonFocus(const std::optional<std::vector<model::LessonView>>& named) {
  if (!named) {
    m_content.setLessonFocus(std::nullopt);
  } else {
    SurfaceContent::LessonFocus focus;
    for (model::LessonView v : *named) {
      focus.timeline = focus.timeline || v == model::LessonView::Timeline;
      focus.pim = focus.pim || model::viewArea(v) == model::ViewArea::Pim;
    }
    m_content.setLessonFocus(focus);
  }
  requestRender();
}

void SurfaceView::setTextScale(double k) {
  scene().setTextScale(k);
  requestRender();
}

void SurfaceView::saveState(QJsonObject& views) const {
  for (auto it = cameraToJson(camera()); const QString& key : it.keys()) views[key] = it[key];
}

void SurfaceView::restoreState(const QJsonObject& views) {
  SurfaceCamera c = camera();
  if (cameraFromJson(views, &c)) setCamera(c);
}

void SurfaceView::addMenuActions(QMenu* viewMenu) {
  addCameraPresetActions(viewMenu->addMenu(tr("Surface camera")));
}

QString SurfaceView::aboutLine() const {
  return surfaceHostLine(hostKind());
}

}  // namespace scalescope::views
