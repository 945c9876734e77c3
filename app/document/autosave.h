#pragma once
// Work is never lost: while the scenario has unsaved changes it is written to a recovery
// file every minute (atomically); a clean exit removes it. After a crash or a kill the next
// start finds it and offers to restore it.

#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

namespace scalescope::app {

class Document;

/// Periodic recovery snapshots of one Document.
class Autosave : public QObject {
  Q_OBJECT
 public:
  /// `intervalMs` defaults to 60 s; $SCALESCOPE_AUTOSAVE_MS overrides it (tests).
  explicit Autosave(Document* document, int intervalMs = -1, QObject* parent = nullptr);
  ~Autosave() override;

  /// Folder of the recovery file: $SCALESCOPE_RECOVERY_DIR or the app data location.
  static QString recoveryDir();
  static QString recoveryPath();
  /// A recovery file left by a session that did not end cleanly (none while another
  /// instance is running), or "".
  static QString pendingRecovery();

  /// Writes the snapshot now if the document is modified; returns "" or the error.
  QString snapshotNow();
  /// Removes the recovery file (clean exit, or the user declined to restore it).
  static void discard();

 private:
  Document* m_document;
  QTimer m_timer;
  std::unique_ptr<QLockFile> m_lock;
};

}  // namespace scalescope::app
