#pragma once
// The File menu: new, open (scenario files and read-only presets), recent files, save and
// save as (atomic), the window title with the modified marker tied to the undo stack's
// clean state, and the question before unsaved changes are dropped.

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <functional>

class QMenu;
class QMainWindow;

namespace scalescope::app {

class Document;

/// Owns the File menu actions and the scenario-file side of the Document.
class FileActions : public QObject {
  Q_OBJECT
 public:
  FileActions(QMainWindow* window, Document* document);

  /// Adds New, Open…, Open preset, Open recent, Save, Save As… to `menu`.
  void populate(QMenu* menu);
  /// Asks what to do with unsaved changes; true when the caller may go on.
  bool maybeSave();
  /// Opens a scenario file; on error a dialog names file and key, the document is untouched.
  bool openScenario(const QString& path);
  bool openPreset(const QString& name);
  /// Saves to `path` (atomic); a dialog reports failure.
  bool saveTo(const QString& path);
  /// How the views' own state (the surface camera) is read for saving and restored on open.
  /// How an opened file's "views" object reaches the views (what they keep is written by
  /// Document::toFile).
  void setViewStateApplier(std::function<void(const QJsonObject&)> apply) {
    m_applyViews = std::move(apply);
  }
  /// Suppresses dialogs (tests); errors are then only returned through lastError().
  void setInteractive(bool interactive) { m_interactive = interactive; }
  const QString& lastError() const { return m_lastError; }

 public slots:
  void newScenario();
  bool save();
  bool saveAs();
  void updateTitle();

 private:
  void addRecent(const QString& path);
  void rebuildRecentMenu();
  void showError(const QString& message);

  QMainWindow* m_window;
  Document* m_document;
  QMenu* m_recentMenu = nullptr;
  bool m_interactive = true;
  std::function<void(const QJsonObject&)> m_applyViews;
  QString m_lastError;
};

}  // namespace scalescope::app
