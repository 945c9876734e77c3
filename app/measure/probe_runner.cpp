#include "app/measure/probe_runner.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTimer>

namespace scalescope::app {

QStringList probeArguments(const ProbeRequest& r) {
  if (r.command == "roofs") return {"roofs", "--out", r.outPath, "--progress"};
  QStringList counts;
  for (int n : r.counts) counts << QString::number(n);
  QStringList args{"sweep", r.workload};
  args += r.workloadArgs;
  if (r.weak) args << "--weak";
  args << "--n" << counts.join(',') << "--reps" << QString::number(r.repetitions) << "--backend"
       << (r.mpi ? "mpi" : "threads") << "--out" << r.outPath << "--progress";
  if (r.oversubscribe) args << "--oversubscribe";
  return args;
}

QString probeExecutable() {
  const QString env = qEnvironmentVariable("SCALESCOPE_PROBE");
  if (!env.isEmpty()) return QFileInfo(env).isExecutable() ? env : QString();
  const QString beside = QCoreApplication::applicationDirPath() + "/scalescope-probe";
  if (QFileInfo(beside).isExecutable()) return beside;
  // Test programs live one level below the app in the build tree.
  const QString build = QCoreApplication::applicationDirPath() + "/../../app/scalescope-probe";
  return QFileInfo(build).isExecutable() ? QFileInfo(build).absoluteFilePath() : QString();
}

bool parseProbeProgress(const QString& line, ProbeProgress* out) {
  if (!line.startsWith("progress ")) return false;
  ProbeProgress p;
  bool sawRun = false, sawTotal = false;
  for (const QString& field : line.mid(9).split(' ', Qt::SkipEmptyParts)) {
    const int eq = field.indexOf('=');
    if (eq < 0) continue;
    const QString key = field.left(eq), value = field.mid(eq + 1);
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok) return false;
    if (key == "run")
      p.done = int(v), sawRun = true;
    else if (key == "of")
      p.total = int(v), sawTotal = true;
    else if (key == "n")  // not a parameter: the probe's progress field
      p.n = int(v);
    else if (key == "rep")
      p.repetition = int(v);
    else if (key == "seconds")
      p.runSeconds = v;
    else if (key == "left_s")
      p.secondsLeft = v;
  }
  if (!sawRun || !sawTotal || p.total < 1) return false;
  *out = p;
  return true;
}

ProbeRunner::ProbeRunner(QObject* parent) : QObject(parent) {
  connect(&m_process, &QProcess::readyReadStandardOutput, this, &ProbeRunner::readOutput);
  connect(&m_process, &QProcess::readyReadStandardError, this, [this] {
    for (const QByteArray& line : m_process.readAllStandardError().split('\n'))
      if (!line.trimmed().isEmpty()) m_lastError = QString::fromUtf8(line.trimmed());
  });
  connect(&m_process, &QProcess::finished, this, &ProbeRunner::onFinished);
  connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
    if (e == QProcess::FailedToStart) emit finished(false, false, m_process.errorString());
  });
}

ProbeRunner::~ProbeRunner() {
  if (isRunning()) {
    m_process.terminate();
    if (!m_process.waitForFinished(5000)) m_process.kill();
    m_process.waitForFinished(1000);
  }
}

QString ProbeRunner::start(const ProbeRequest& request) {
  if (isRunning()) return tr("a measurement is already running");
  const QString program = probeExecutable();
  if (program.isEmpty())
    return tr("scalescope-probe not found beside the program (set SCALESCOPE_PROBE to its path)");
  m_request = request;
  m_pending.clear();
  m_lastError.clear();
  m_cancelled = false;
  m_process.start(program, probeArguments(request));
  return {};
}

void ProbeRunner::cancel() {
  if (!isRunning()) return;
  m_cancelled = true;
  // Still starting, the process has no pid to signal yet: a terminate now would be lost.
  if (m_process.state() == QProcess::Starting) m_process.waitForStarted(5000);
  m_process.terminate();
  QTimer::singleShot(5000, this, [this] {
    if (isRunning()) m_process.kill();
  });
}

void ProbeRunner::readOutput() {
  m_pending += m_process.readAllStandardOutput();
  for (int end = m_pending.indexOf('\n'); end >= 0; end = m_pending.indexOf('\n')) {
    const QString line = QString::fromUtf8(m_pending.left(end)).trimmed();
    m_pending.remove(0, end + 1);
    ProbeProgress p;
    if (parseProbeProgress(line, &p)) emit progressed(p);
  }
}

void ProbeRunner::onFinished(int exitCode, QProcess::ExitStatus status) {
  readOutput();
  if (m_cancelled) {
    emit finished(false, true, tr("cancelled: the finished runs are kept"));
    return;
  }
  const bool ok = status == QProcess::NormalExit && exitCode == 0;
  QString message = m_lastError;
  if (!ok && message.isEmpty())
    message = status == QProcess::CrashExit
                  ? tr("scalescope-probe crashed")
                  : tr("scalescope-probe exited with status %1").arg(exitCode);
  emit finished(ok, false, message);
}

}  // namespace scalescope::app
