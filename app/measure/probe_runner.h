#pragma once
// Runs a sweep of the scaling probe (scalescope-probe, beside the app) through QProcess:
// reads its progress lines, tells when the results file grew, and ends it on Cancel (the
// probe then stops the current run and keeps the finished ones in the file).

#include <QList>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace scalescope::app {

/// One sweep as the Measure dialog configures it, or this machine's roofs.
struct ProbeRequest {
  /// "sweep", or "roofs" (`scalescope-probe roofs`: only outPath counts).
  QString command = "sweep";
  QString workload = "amdahl";  ///< amdahl, train or allreduce
  QStringList workloadArgs;     ///< e.g. {"--serial-fraction", "0.1", "--work-s", "2"}
  QList<int> counts{1, 2};      ///< N values
  int repetitions = 3;
  bool weak = false;
  bool mpi = false;            ///< MPI backend (mpirun) instead of threads
  bool oversubscribe = false;  ///< allow N above the cores
  QString outPath;             ///< results CSV (roofs: roofline.json)
};

/// The probe's command line for a request (after the program name).
QStringList probeArguments(const ProbeRequest& request);

/// $SCALESCOPE_PROBE if set, else scalescope-probe beside the running program; "" if absent.
QString probeExecutable();

/// Progress of a sweep as the probe reports it after each run.
struct ProbeProgress {
  int done = 0, total = 0;
  int n = 0, repetition = 0;
  double runSeconds = 0;
  double secondsLeft = -1;  ///< < 0: not known yet
};

/// Parses "progress run=3 of=12 n=2 rep=0 seconds=0.53 left_s=14.2"; false for other lines.
bool parseProbeProgress(const QString& line, ProbeProgress* out);

class ProbeRunner : public QObject {
  Q_OBJECT
 public:
  explicit ProbeRunner(QObject* parent = nullptr);
  ~ProbeRunner() override;

  /// Starts the sweep; "" or why it could not start (no probe, already running).
  QString start(const ProbeRequest& request);
  bool isRunning() const { return m_process.state() != QProcess::NotRunning; }
  /// Ends the sweep: SIGTERM (the probe ends its current run and exits), SIGKILL after 5 s.
  void cancel();
  const ProbeRequest& request() const { return m_request; }

 signals:
  /// After each finished run: the results file has grown by its rows.
  void progressed(const scalescope::app::ProbeProgress& progress);
  /// The sweep ended. ok: every run finished; else `message` says why (the probe's last
  /// line, or that it was cancelled). Finished runs are in the file either way.
  void finished(bool ok, bool cancelled, const QString& message);

 private:
  void readOutput();
  void onFinished(int exitCode, QProcess::ExitStatus status);

  QProcess m_process;
  ProbeRequest m_request;
  QByteArray m_pending;
  QString m_lastError;
  bool m_cancelled = false;
};

}  // namespace scalescope::app
