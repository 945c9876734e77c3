#pragma once
// Presenter mode (F5, View ▸ Presenter mode): the window full screen for a projector. Fonts
// and plot lines scaled so that a 1280×720 projection is readable from the back of a hall, a
// high-contrast theme, the lesson in a large pane with the formula panel, only the lesson's
// parameters in the panel (the rest one click away), and the keyboard alone drives it:
// Space or → next, ← back, B blanks the screen, L a red pointer, Z zooms into the screen, Esc
// leaves. Leaving restores everything.

#include <QByteArray>
#include <QFont>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <vector>

#include "views/lessons/presentation_scale.h"

class QDockWidget;
class QMainWindow;
class QWidget;

namespace scalescope::views {
class LessonPane;
}

namespace scalescope::app {

class LessonRunner;
class LessonHost;
class ScreenZoom;

class PresenterMode : public QObject {
  Q_OBJECT
 public:
  PresenterMode(LessonHost* host, LessonRunner* runner, views::LessonPane* pane,
                QDockWidget* lessonDock, QObject* parent = nullptr);
  ~PresenterMode() override;

  bool active() const { return m_active; }
  bool blanked() const;
  bool pointing() const { return m_pointer; }
  /// The font and line factor for a screen of `size` px: 1.6 at 1280×720 and proportionally
  /// more on larger screens (a projector shows the whole screen on the same wall), at most 3.
  /// The narrower side decides: a 1280×1024 screen is no wider than 1280×720, so 1.6 too.
  static double scaleFor(QSize size);
  double scale() const { return m_scale; }
  /// The black screen of B (tests).
  QWidget* blankScreen() const { return m_blank; }
  /// The zoom of Z, once it was used (tests).
  ScreenZoom* zoom() const;
  bool zoomed() const;

 public slots:
  void enter();
  void leave();
  void toggle();
  void toggleBlank();
  /// L: the mouse pointer as a large red dot (a laser pointer for the figure), L again or
  /// leaving presenter mode gives the ordinary one back.
  void togglePointer();
  /// Z: the screen frozen and magnified around the mouse (ScreenZoom); Z again returns.
  void toggleZoom();
  /// Another lesson started while presenting (the next of a lecture): its parameters in the
  /// panel, the docks sized for it.
  void lessonChanged();

 signals:
  void activeChanged(bool active);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void applyTheme();
  /// Which docks show (the lesson's, its parameters', a class session's) and their widths.
  void arrangeDocks();
  /// The lesson's and the parameters' docks beside the step's views on a screen `width` wide.
  void sizeDocks(QDockWidget* parameters, int width);
  QPointer<QDockWidget> m_parameters;  ///< the parameters' dock while presenting, if shown
  int m_parametersMinimum = 0;         ///< its minimum width in the window, restored on leaving

  LessonHost* m_host;
  QMainWindow* m_window;
  LessonRunner* m_runner;
  views::LessonPane* m_pane;
  QDockWidget* m_lessonDock;
  bool m_active = false;
  bool m_pointer = false;
  double m_scale = 1.0;
  views::PresentationScale m_plots;
  QPointer<QWidget> m_blank;
  QPointer<ScreenZoom> m_zoom;

  // What leave() puts back.
  QByteArray m_windowState;
  QByteArray m_geometry;
  bool m_wasFullScreen = false;
  Qt::DockWidgetArea m_corner = Qt::BottomDockWidgetArea;  ///< the window's bottom right
  std::vector<QPointer<QDockWidget>> m_untitled;           ///< view docks whose title bar is hidden
  bool m_menuBarShown = true;
  bool m_statusBarShown = true;
  QFont m_font;
  QPalette m_palette;
};

}  // namespace scalescope::app
