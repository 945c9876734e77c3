#include "app/lessons/presenter_mode.h"

#include <qcustomplot.h>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCursor>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QTextEdit>
#include <QTimer>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "app/lessons/lesson_host.h"
#include "app/lessons/lesson_runner.h"
#include "app/lessons/screen_zoom.h"
#include "model/core/param.h"
#include "views/common/linked_view.h"
#include "views/lessons/lesson_pane.h"
#include "views/panel/parameter_panel.h"

namespace scalescope::app {

namespace {

/// Black on white, no greys for text, a strong blue for selection: what a washed-out
/// projector still shows.
QPalette highContrastPalette() {
  QPalette p;
  const QColor white(255, 255, 255), black(0, 0, 0), blue(0, 60, 190);
  for (auto role : {QPalette::Window, QPalette::Base, QPalette::Button, QPalette::AlternateBase,
                    QPalette::ToolTipBase, QPalette::Light})
    p.setColor(role, white);
  for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                    QPalette::ToolTipText, QPalette::BrightText, QPalette::PlaceholderText})
    p.setColor(role, black);
  p.setColor(QPalette::Mid, QColor(60, 60, 60));
  p.setColor(QPalette::Dark, black);
  p.setColor(QPalette::Shadow, black);
  p.setColor(QPalette::Highlight, blue);
  p.setColor(QPalette::HighlightedText, white);
  p.setColor(QPalette::Link, blue);
  p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(70, 70, 70));
  p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(70, 70, 70));
  p.setColor(QPalette::Disabled, QPalette::Text, QColor(70, 70, 70));
  return p;
}

bool isTextEntry(QWidget* w) {
  if (auto* plain = qobject_cast<QPlainTextEdit*>(w)) return !plain->isReadOnly();
  if (auto* rich = qobject_cast<QTextEdit*>(w)) return !rich->isReadOnly();
  return qobject_cast<QLineEdit*>(w) || qobject_cast<QAbstractSpinBox*>(w);
}

}  // namespace

PresenterMode::PresenterMode(LessonHost* host, LessonRunner* runner, views::LessonPane* pane,
                             QDockWidget* lessonDock, QObject* parent)
    : QObject(parent),
      m_host(host),
      m_window(host->mainWindow()),
      m_runner(runner),
      m_pane(pane),
      m_lessonDock(lessonDock) {}

PresenterMode::~PresenterMode() {
  if (m_blank) delete m_blank;
}

double PresenterMode::scaleFor(QSize size) {
  return std::clamp(1.6 * std::min(size.height() / 720.0, size.width() / 1280.0), 1.6, 3.0);
}

bool PresenterMode::blanked() const {
  return m_blank && m_blank->isVisible();
}

void PresenterMode::toggle() {
  m_active ? leave() : enter();
}

void PresenterMode::enter() {
  if (m_active) return;
  m_active = true;
  m_windowState = m_window->saveState();
  m_geometry = m_window->saveGeometry();
  m_wasFullScreen = m_window->isFullScreen();
  m_menuBarShown = m_window->menuBar()->isVisible();
  m_statusBarShown = m_window->statusBar()->isVisible();
  m_font = QApplication::font();
  m_palette = QApplication::palette();

  const QScreen* screen = m_window->screen();
  m_scale = scaleFor(screen ? screen->geometry().size() : QSize(1280, 720));
  applyTheme();

  // The lesson's dock on the right runs to the bottom edge: a step about a docked view (the
  // Timeline, bottom) gives that view most of the height, and a bottom area spanning under
  // the lesson cut its pane to a title and Back/Next.
  m_corner = m_window->corner(Qt::BottomRightCorner);
  m_window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
  // A docked view (the Timeline) without its dock's title bar: the presenter does not float
  // or close docks, and its 20 px went from a view that has little width beside two panes.
  for (views::LinkedView* view : m_host->views())
    if (auto* dock = qobject_cast<QDockWidget*>(m_host->placeOf(view))) {
      dock->setTitleBarWidget(new QWidget(dock));
      m_untitled.push_back(dock);
    }
  m_window->menuBar()->hide();
  m_window->statusBar()->hide();
  // The screen's size is the window's: a minimum set by hand keeps the layout from raising
  // the window's minimum to its content's (QLayout::activate leaves an explicit one alone).
  // While a step changes the views, the content asked for a moment for more than 1280×720 in
  // German (the views it was about to hide beside those it showed); the window grew, and the
  // window manager took full screen away for the rest of the lesson. What stays on the stage
  // after a step must still fit: test_presenter_stage checks the content's minimum.
  m_window->setMinimumSize(1, 1);
  m_window->showFullScreen();
  arrangeDocks();
  qApp->installEventFilter(this);
  emit activeChanged(true);
}

void PresenterMode::lessonChanged() {
  if (m_active) arrangeDocks();
}

void PresenterMode::arrangeDocks() {
  // The lesson in a large pane; the parameters only when the lesson has its own; the other
  // docks (undo history, data table) out of the way. The step's views keep more than half
  // of the screen.
  const bool lessonParameters = m_runner->active() && !m_runner->lesson().parameters.empty();
  QDockWidget* parameters = nullptr;
  for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
    if (dock == m_lessonDock || dock->objectName() == "timelineDock") continue;
    // A running class session keeps its join code and answers on screen (under the
    // parameters, or in their place).
    if (dock->objectName() == "classDock" && dock->isVisible()) continue;
    if (dock->objectName() == "parametersDock" && lessonParameters)
      parameters = dock;
    else
      dock->hide();
  }
  m_lessonDock->show();
  m_lessonDock->raise();
  // The keys turn the pages: not a text field (the parameter search took the focus at start,
  // and → moved its cursor instead of the lesson).
  m_pane->nextButton()->setFocus(Qt::OtherFocusReason);
  if (parameters) {
    // The next lesson of a lecture may have parameters where the one before had none.
    parameters->show();
    model::ParamSet only;
    for (model::Param p : m_runner->lesson().parameters) only.insert(p);
    m_host->panel()->setParameterFocus(only);
  }
  const QScreen* screen = m_window->screen();
  const int width = screen ? screen->geometry().width() : 1280;
  sizeDocks(parameters, width);
  // Before the event loop runs (--presenter at start) the larger font reaches the panel's
  // rows only later: size again once it has.
  QTimer::singleShot(0, this, [this, parameters = QPointer<QDockWidget>(parameters), width] {
    if (m_active) sizeDocks(parameters, width);
  });
}

void PresenterMode::sizeDocks(QDockWidget* parameters, int width) {
  if (!parameters) {
    m_window->resizeDocks({m_lessonDock}, {int(width * 0.32)}, Qt::Horizontal);
    return;
  }
  // The parameters as narrow as their shown rows allow in the presenter's font (a "7.2e-07"
  // box is wider than in the window's), the lesson what is left of 47 %.
  // At most what leaves the views half of the screen beside the lesson's narrowest pane, and
  // never less than the views shown need: in German two views needed 690 px, the docks took
  // 47 % of 1280 and the content was 23 px wider than the screen.
  const QWidget* views = m_window->centralWidget();
  const int separators =
      2 * m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, m_window);
  const int docks = std::min(
      int(width * 0.47),
      width - separators - (views && views->isVisible() ? views->minimumSizeHint().width() : 0));
  const int lessonLeast =
      std::max(m_lessonDock->minimumWidth(), m_lessonDock->minimumSizeHint().width());
  const int side = std::min(std::max({parameters->minimumSizeHint().width(),
                                      m_host->panel()->rowsWidth(), int(width * 0.17)}),
                            docks - lessonLeast);
  const int lesson = std::max(lessonLeast, std::min(int(width * 0.27), docks - side));
  // The window's minimum for the dock (its rows in the window's font) could be wider.
  if (!m_parameters) m_parametersMinimum = parameters->minimumWidth();
  m_parameters = parameters;
  parameters->setMinimumWidth(side);
  m_window->resizeDocks({m_lessonDock, parameters}, {lesson, side}, Qt::Horizontal);
}

void PresenterMode::applyTheme() {
  QFont f = m_font;
  f.setPointSizeF((m_font.pointSizeF() > 0 ? m_font.pointSizeF() : 9.0) * m_scale);
  QApplication::setFont(f);
  QApplication::setPalette(highContrastPalette());
  m_pane->setScale(m_scale * 1.15);  // the lesson text a little larger than the controls
  for (QCustomPlot* plot : m_window->findChildren<QCustomPlot*>()) m_plots.apply(plot, m_scale);
  // Text a view draws itself (the 3D view's labels) keeps the share of the screen it has at
  // 1280×720, where its sizes were chosen against the presenter's: larger screens project onto
  // the same wall. The whole presenter factor there crowded a 380 px wide 3D view.
  const double projected = m_scale / scaleFor(QSize(1280, 720));
  for (views::LinkedView* view : m_host->views()) view->setTextScale(projected);
}

void PresenterMode::leave() {
  if (!m_active) return;
  m_active = false;
  qApp->removeEventFilter(this);
  if (m_pointer) togglePointer();
  if (m_blank) m_blank->hide();
  if (m_zoom) m_zoom->end();
  m_plots.restore();
  for (views::LinkedView* view : m_host->views()) view->setTextScale(1.0);
  QApplication::setFont(m_font);
  QApplication::setPalette(m_palette);
  m_pane->setScale(1.0);
  m_host->panel()->setParameterFocus(std::nullopt);
  if (m_parameters) m_parameters->setMinimumWidth(m_parametersMinimum);
  m_parameters = nullptr;
  m_window->setMinimumSize(0, 0);  // the layout's minimum again
  if (!m_wasFullScreen) m_window->showNormal();
  m_window->restoreGeometry(m_geometry);
  for (QDockWidget* dock : m_untitled) {
    if (!dock) continue;
    QWidget* empty = dock->titleBarWidget();
    dock->setTitleBarWidget(nullptr);
    delete empty;
  }
  m_untitled.clear();
  m_window->setCorner(Qt::BottomRightCorner, m_corner);
  m_window->restoreState(m_windowState);
  m_window->menuBar()->setVisible(m_menuBarShown);
  m_window->statusBar()->setVisible(m_statusBarShown);
  emit activeChanged(false);
}

void PresenterMode::togglePointer() {
  m_pointer = !m_pointer;
  if (!m_pointer) {
    QApplication::restoreOverrideCursor();
    return;
  }
  // A red dot with a white ring, large enough to follow from the back of the hall, over every
  // window of the app (the 3D view's native one too).
  const int size = int(std::lround(24 * m_scale));
  QPixmap dot(size, size);
  dot.fill(Qt::transparent);
  QPainter painter(&dot);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(Qt::white, size / 8.0));
  painter.setBrush(QColor(230, 0, 0));
  const double margin = size / 8.0;
  painter.drawEllipse(QRectF(margin, margin, size - 2 * margin, size - 2 * margin));
  painter.end();
  QApplication::setOverrideCursor(QCursor(dot, size / 2, size / 2));
}

ScreenZoom* PresenterMode::zoom() const {
  return m_zoom;
}

bool PresenterMode::zoomed() const {
  return m_zoom && m_zoom->isVisible();
}

void PresenterMode::toggleZoom() {
  if (zoomed()) {
    m_zoom->end();
    return;
  }
  if (!m_zoom) m_zoom = new ScreenZoom(m_window);
  // The status bar is hidden in presenter mode: the refusal shows at the mouse.
  if (!m_zoom->zoomInto(m_window, QCursor::pos()))
    QToolTip::showText(QCursor::pos(),
                       tr("No zoom: the window's picture could not be read from the display."),
                       m_window);
}

void PresenterMode::toggleBlank() {
  if (!m_blank) {
    // A window of its own: it covers the native 3D view too, which no child widget can.
    m_blank = new QWidget(nullptr, Qt::FramelessWindowHint | Qt::WindowStaysOnTopHint);
    m_blank->setObjectName("presenterBlank");
    m_blank->setAttribute(Qt::WA_NoSystemBackground, false);
    m_blank->setStyleSheet("background: black;");
    m_blank->setCursor(Qt::BlankCursor);
    m_blank->installEventFilter(this);
  }
  if (m_blank->isVisible()) {
    m_blank->hide();
    m_window->activateWindow();
    return;
  }
  if (m_window->screen()) m_blank->setGeometry(m_window->screen()->geometry());
  m_blank->showFullScreen();
  m_blank->raise();
  m_blank->activateWindow();
}

namespace {

/// Turns the page as the pane's own button does (the lesson's summary answers Next and Back
/// differently from a step).
void turn(QPushButton* button) {
  if (button->isEnabled()) button->click();
}

}  // namespace

bool PresenterMode::eventFilter(QObject* watched, QEvent* event) {
  if (!m_active || event->type() != QEvent::KeyPress) return QObject::eventFilter(watched, event);
  auto* key = static_cast<QKeyEvent*>(event);
  if (blanked()) {
    // Any key brings the picture back; Esc also leaves.
    toggleBlank();
    if (key->key() == Qt::Key_Escape) leave();
    return true;
  }
  // Keys typed into another window (the paper answers, a file dialog, a message box) are that
  // window's: Space is a space there, Esc closes it, nothing turns the lesson's page.
  if (auto* target = qobject_cast<QWidget*>(watched); target && target->window() != m_window)
    return QObject::eventFilter(watched, event);
  const bool typing = isTextEntry(QApplication::focusWidget());
  switch (key->key()) {
    case Qt::Key_Escape:
      leave();
      return true;
    case Qt::Key_PageDown:
      turn(m_pane->nextButton());
      return true;
    case Qt::Key_PageUp:
      turn(m_pane->backButton());
      return true;
    case Qt::Key_Space:
    case Qt::Key_Right:
      if (typing) break;
      turn(m_pane->nextButton());
      return true;
    case Qt::Key_Left:
      if (typing) break;
      turn(m_pane->backButton());
      return true;
    case Qt::Key_B:
      if (typing) break;
      toggleBlank();
      return true;
    case Qt::Key_L:
      if (typing) break;
      togglePointer();
      return true;
    case Qt::Key_Z:
      if (typing) break;
      toggleZoom();
      return true;
    default:
      break;
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace scalescope::app
