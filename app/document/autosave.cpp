#include "app/document/autosave.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include "app/document/active_series.h"
#include "app/document/document.h"
#include "app/document/scenario_file.h"
#include "app/document/series_visibility.h"

namespace scalescope::app {

namespace {
QString lockPath() {
  return QDir(Autosave::recoveryDir()).filePath("session.lock");
}
}  // namespace

QString Autosave::recoveryDir() {
  QString dir = qEnvironmentVariable("SCALESCOPE_RECOVERY_DIR");
  if (dir.isEmpty()) dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  QDir().mkpath(dir);
  return dir;
}

QString Autosave::recoveryPath() {
  return QDir(recoveryDir()).filePath("recovery.scalescope");
}

QString Autosave::pendingRecovery() {
  if (!QFile::exists(recoveryPath())) return {};
  // A live lock means another ScaleScope owns this file; a stale one (dead process) is
  // taken over by tryLock, which is exactly the crash case.
  QLockFile probe(lockPath());
  probe.setStaleLockTime(0);
  if (!probe.tryLock(0)) return {};
  probe.unlock();
  return recoveryPath();
}

Autosave::Autosave(Document* document, int intervalMs, QObject* parent)
    : QObject(parent), m_document(document), m_lock(std::make_unique<QLockFile>(lockPath())) {
  m_lock->setStaleLockTime(0);
  m_lock->tryLock(0);
  bool ok = false;
  const int fromEnv = qEnvironmentVariableIntValue("SCALESCOPE_AUTOSAVE_MS", &ok);
  m_timer.setInterval(ok && fromEnv > 0 ? fromEnv : (intervalMs > 0 ? intervalMs : 60000));
  connect(&m_timer, &QTimer::timeout, this, [this] { snapshotNow(); });
  m_timer.start();
  // Saved (clean) again: the file on disk is the truth, the snapshot is not needed.
  connect(m_document, &Document::fileStateChanged, this, [this] {
    if (!m_document->isModified()) discard();
  });
}

Autosave::~Autosave() {
  // Destroyed on a normal exit: nothing to recover next time.
  discard();
  if (m_lock) m_lock->unlock();
}

QString Autosave::snapshotNow() {
  if (!m_document->isModified()) return {};
  ScenarioFile file = m_document->toFile();
  file.description = tr("Recovered work (%1)").arg(m_document->filePath());
  return writeScenarioFile(recoveryPath(), file);
}

void Autosave::discard() {
  QFile::remove(recoveryPath());
}

}  // namespace scalescope::app
