// scalescope-probe under mpirun on this machine: a sweep that starts `mpirun -np N` itself, a
// run under `mpirun -np 2`, a rank that dies in the middle of a sweep, and a launcher that is
// not there. Loopback only (shared memory between the ranks, the runtime on lo), every probe
// call bounded in time; as root, Open MPI needs its allow-run-as-root switches.
#include <unistd.h>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "model/data/measurements.h"

using namespace scalescope::model;

namespace {

const QString kProbe = QStringLiteral(SCALESCOPE_BINARY_DIR "/app/scalescope-probe");
// Shared memory between the ranks and the runtime's own traffic on the loopback interface.
const QString kLoopback = QStringLiteral("--mca btl self,vader --mca oob_tcp_if_include lo");

struct Outcome {
  int code = -1;
  QString out, err;
};

Outcome run(const QString& program, const QStringList& args, int timeoutMs = 20000) {
  QProcess p;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  if (geteuid() == 0) {
    env.insert("OMPI_ALLOW_RUN_AS_ROOT", "1");
    env.insert("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
  }
  // Open MPI 4.1.4 keeps what MPI_Init allocates (its op framework, PMIx, MCA component
  // names) past MPI_Finalize; those stacks pass through the probe's one MPI_Init call, so
  // tests/sanitizers/lsan.supp may not hide them. In the sanitizer build the ranks therefore
  // run without leak checking (ASan stays on); the same workload code is leak-checked
  // on the threads backend (test_probe_workloads, test_probe_sweep).
  if (env.contains("ASAN_OPTIONS"))
    env.insert("ASAN_OPTIONS", env.value("ASAN_OPTIONS") + ":detect_leaks=0");
  p.setProcessEnvironment(env);
  p.start(program, args);
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    return {-2, {}, "timed out"};
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

void writeScript(const QString& path, const QString& text) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(text.toUtf8());
  f.close();
  QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
}

}  // namespace

class TestProbeMpi : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QVERIFY2(QFile::exists(kProbe), qPrintable(kProbe)); }

  void sweepStartsMpirun() {
    QTemporaryDir dir;
    const QString csv = dir.filePath("train.csv");
    const Outcome o = run(kProbe, {"sweep", "train", "--backend", "mpi", "--n", "1,2", "--reps",
                                   "2", "--oversubscribe", "--mpirun-args", kLoopback, "--samples",
                                   "512", "--epochs", "2", "--out", csv, "--progress"});
    QVERIFY2(o.code == 0, qPrintable(o.err));
    // One progress line per finished run, the control's too (after each run), in rounds:
    // n=1, its control, n=2, its control, then the second repetition of each.
    QCOMPARE(o.out.count("progress run="), 8);
    QVERIFY(o.out.contains("progress run=3 of=8 n=2 rep=0 control=0"));
    QVERIFY(o.out.contains("progress run=5 of=8 n=1 rep=1 control=0"));
    QVERIFY(o.out.contains("progress run=7 of=8 n=2 rep=1 control=0"));
    QVERIFY(o.out.contains("progress run=8 of=8 n=2 rep=1 control=1"));
    auto set = readMeasurements(csv.toStdString());
    QVERIFY2(set, set ? "" : set.error().c_str());
    QCOMPARE(set->points.size(), std::size_t(4));
    QCOMPARE(set->points[0].n, 1.0);
    QCOMPARE(set->points[3].n, 2.0);
    for (const MeasuredPoint& p : set->points) {
      QCOMPARE(p.unit, std::string("ranks"));
      QCOMPARE(p.scaling, std::string("strong"));
      QVERIFY(p.timeSeconds && *p.timeSeconds > 0);
    }
    // The provenance names the MPI library the probe linked.
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QVERIFY(text.startsWith("# scalescope-probe"));
    QVERIFY2(text.contains("# mpi: Open MPI"), qPrintable(text.left(400)));
    QVERIFY(text.contains("# command: "));
    QVERIFY2(text.contains("\n# control: the kernel with no serial part, "), qPrintable(text));
    QVERIFY(QFile::exists(dir.filePath("train-epochs.csv")));
  }

  void runUnderMpirun() {
    const QString mpirun = QStandardPaths::findExecutable("mpirun");
    QVERIFY(!mpirun.isEmpty());
    QStringList args{"--oversubscribe", "-np", "2"};
    args += kLoopback.split(' ');
    args += {kProbe, "run", "allreduce", "--sizes", "8:4096", "--seconds-per-size", "0.002"};
    const Outcome o = run(mpirun, args);
    QVERIFY2(o.code == 0, qPrintable(o.err));
    auto set = readMeasurementsText(o.out.toStdString(), "stdout");
    QVERIFY2(set, set ? "" : set.error().c_str());
    QCOMPARE(set->points.size(), std::size_t(3 * 10));              // 3 operations × 8…4096 B
    for (const MeasuredPoint& p : set->points) QCOMPARE(p.n, 2.0);  // rank 0 wrote once
  }

  void rankThatDiesEndsTheSweepKeepingWhatWasMeasured() {
    // A launcher that passes everything on to mpirun, except that at -np 2 rank 1 kills itself.
    QTemporaryDir dir;
    const QString rankWrapper = dir.filePath("die_as_rank1.sh");
    writeScript(rankWrapper,
                "#!/bin/bash\n[ \"$OMPI_COMM_WORLD_RANK\" = 1 ] && kill -KILL $$\nexec \"$@\"\n");
    const QString launcher = dir.filePath("mpirun");
    writeScript(launcher, QString("#!/bin/bash\nargs=(); np=; prev=\n"
                                  "for a in \"$@\"; do [ \"$prev\" = -np ] && np=$a; prev=$a\n"
                                  "  case $a in */scalescope-probe) [ \"$np\" = 2 ] && "
                                  "args+=(%1);; esac; args+=(\"$a\"); done\n"
                                  "exec mpirun \"${args[@]}\"\n")
                              .arg(rankWrapper));
    const QString csv = dir.filePath("amdahl.csv");
    const Outcome o =
        run(kProbe, {"sweep", "amdahl", "--backend", "mpi", "--mpirun", launcher, "--n", "1,2",
                     "--reps", "1", "--oversubscribe", "--mpirun-args", kLoopback, "--work-s",
                     "0.05", "--timeout-s", "20", "--out", csv});
    QCOMPARE(o.code, 5);
    // Runs: n=1, the control at n=1, then n=2, whose rank 1 dies. The failure names the run
    // and gives mpirun's explanation whole, on lines of their own.
    QVERIFY2(o.err.contains("run 3 of 4 (n=2, rep 0) failed: mpirun exited with status "),
             qPrintable(o.err));
    QVERIFY2(o.err.contains("failed: mpirun exited with status 137:\n    "), qPrintable(o.err));
    QVERIFY2(o.err.contains("kept 1 finished run(s) in " + csv), qPrintable(o.err));
    auto set = readMeasurements(csv.toStdString());
    QVERIFY2(set, set ? "" : set.error().c_str());
    QCOMPARE(set->points.size(), std::size_t(1));
    QCOMPARE(set->points[0].n, 1.0);
  }

  void missingLauncherIsOneLine() {
    QTemporaryDir dir;
    const Outcome o =
        run(kProbe, {"sweep", "amdahl", "--backend", "mpi", "--mpirun", "/nonexistent/mpirun",
                     "--n", "1", "--out", dir.filePath("x.csv")});
    QCOMPARE(o.code, 5);
    QCOMPARE(o.err.trimmed(),
             QString("scalescope-probe: /nonexistent/mpirun: not found; install Open MPI "
                     "(Debian: openmpi-bin) or use --backend threads"));
    QVERIFY(!QFile::exists(dir.filePath("x.csv")));  // nothing was started or written
  }

  void moreRanksThanSlotsIsRefused() {
    QTemporaryDir dir;
    const int cores = QThread::idealThreadCount();
    const Outcome o = run(kProbe, {"sweep", "amdahl", "--backend", "mpi", "--n",
                                   QString::number(cores + 1), "--out", dir.filePath("x.csv")});
    QCOMPARE(o.code, 2);
    QVERIFY2(o.err.contains(QString("%1 ranks but this machine has %2 cores (slots); pass "
                                    "--oversubscribe")
                                .arg(cores + 1)
                                .arg(cores)),
             qPrintable(o.err));
  }
};

QTEST_GUILESS_MAIN(TestProbeMpi)
#include "test_probe_mpi.moc"
