#pragma once
// scalescope-probe of this build, run as a person runs it (QProcess): the tests of its sweeps
// and of its roofs share it.

#include <QProcess>
#include <QString>
#include <QStringList>

namespace scalescope::testing {

inline const QString kProbe = QStringLiteral(SCALESCOPE_BINARY_DIR "/app/scalescope-probe");

/// The probe's exit status (-1 crashed, -2 killed after `timeoutMs`); its standard error in
/// `err` when given.
inline int runProbe(const QStringList& args, QString* err = nullptr, int timeoutMs = 60000) {
  QProcess p;
  p.start(kProbe, args);
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    return -2;
  }
  if (err) *err = QString::fromUtf8(p.readAllStandardError());
  return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

}  // namespace scalescope::testing
