#pragma once
// View ▸ Language: the system's language or one ScaleScope ships, kept in the settings and
// taken at the next start (the window's texts are built once; a restart is offered, which
// closes the window as Quit does, with its questions about unsaved work, and starts again).

#include <QObject>

class QMainWindow;
class QMenu;

namespace scalescope::app {

class LanguageMenu : public QObject {
  Q_OBJECT
 public:
  /// Adds the submenu to `view`; `window` is closed by a restart.
  LanguageMenu(QMenu* view, QMainWindow* window);

  /// Keeps `language` ("" = the system's) for the next start and offers to restart now.
  void choose(const QString& language);

 private:
  QMainWindow* m_window;
};

}  // namespace scalescope::app
