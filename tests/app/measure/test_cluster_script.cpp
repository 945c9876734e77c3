// The cluster sweep scripts (`scalescope-probe cluster-script`, Data ▸ Cluster sweep
// script…). A real one-node Slurm runs them in CI (.ci/slurm.sh); here they are checked for
// their structure (bash -n, one sbatch per node count and ranks per node, srun with an MPI
// plugin, a gather job with --dependency=afterok and --kill-on-invalid-dep) and run against
// stand-ins: an sbatch that records its arguments and hands out job ids, an sinfo that
// describes a partition, an srun that lists plugins and runs the probe as one MPI-less process
// (threads backend), so that the results/ folder and sweep.csv are real and load in the app.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "app/data/dataset_loader.h"
#include "app/probe/cluster_script.h"
#include "model/data/probe_results.h"

using namespace scalescope;

namespace {

const QString kProbe = SCALESCOPE_BINARY_DIR "/app/scalescope-probe";

QString readText(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void writeExecutable(const QString& path, const QString& text) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(text.toUtf8());
  f.close();
  QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
}

struct Run {
  int code = -1;
  QString out, err;
};

Run start(const QString& program, const QString& dir, const QStringList& args,
          const QProcessEnvironment& env) {
  QProcess p;
  p.setWorkingDirectory(dir);
  p.setProcessEnvironment(env);
  p.start(program, args);
  if (!p.waitForFinished(60000)) {
    p.kill();
    p.waitForFinished();
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

Run bash(const QString& dir, const QStringList& args, const QProcessEnvironment& env) {
  return start("bash", dir, args, env);
}

probe::ClusterSweep smallSweep() {
  probe::ClusterSweep s;
  s.workload = "train";
  s.workloadArgs = {"--samples", "256", "--epochs", "1", "--algorithm", "ga-sgd"};
  s.nodeCounts = {1, 2, 4};
  s.ranksPerNode = {2};
  s.repetitions = 2;
  s.partition = "batch";
  s.probe = kProbe.toStdString();
  return s;
}

/// Slurm stand-ins in DIR/bin: sbatch logs its arguments to $SBATCH_LOG and prints job ids
/// 101, 102, ...; sinfo prints $SINFO_LINE (nodes, CPUs per node, job size); srun lists
/// pmix and none for --mpi=list, else drops --mpi and runs the probe on the threads backend;
/// squeue has nothing queued.
QProcessEnvironment slurmStandIns(const QString& dir, const QString& sinfoLine) {
  const QString bin = dir + "/bin";
  QDir().mkpath(bin);
  writeExecutable(bin + "/sbatch",
                  "#!/bin/bash\necho \"$*\" >> \"$SBATCH_LOG\"\n"
                  "n=$(wc -l < \"$SBATCH_LOG\")\necho \"$((100 + n));testcluster\"\n");
  writeExecutable(bin + "/sinfo", "#!/bin/bash\necho \"$SINFO_LINE\"\n");
  writeExecutable(bin + "/squeue", "#!/bin/bash\nexit 0\n");
  writeExecutable(bin + "/srun",
                  "#!/bin/bash\nif [ \"$1\" = --mpi=list ]; then\n"
                  "  printf 'MPI plugin types are...\\n\\tnone\\n\\tpmix\\n'; exit 0; fi\n"
                  "echo \"$1\" >> \"$SRUN_LOG\"; shift\n"
                  "args=(); for a in \"$@\"; do [ \"$a\" = mpi ] && a=threads; "
                  "args+=(\"$a\"); done\nexec \"${args[@]}\"\n");
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("PATH", bin + ":" + env.value("PATH"));
  env.insert("SBATCH_LOG", dir + "/sbatch.log");
  env.insert("SRUN_LOG", dir + "/srun.log");
  env.insert("SINFO_LINE", sinfoLine);
  return env;
}

}  // namespace

class TestClusterScript : public QObject {
  Q_OBJECT
 private slots:
  void scriptsHaveTheSlurmStructure() {
    QStringList names;
    QMap<QString, QString> text;
    for (const auto& [name, script] : probe::clusterScripts(smallSweep())) {
      names << QString::fromStdString(name);
      text[names.back()] = QString::fromStdString(script);
    }
    QCOMPARE(names, (QStringList{"submit.sh", "probe_job.sbatch", "gather.sbatch",
                                 "mpirun_sweep.sh", "README.txt"}));
    const QString submit = text["submit.sh"], job = text["probe_job.sbatch"],
                  gather = text["gather.sbatch"], mpirun = text["mpirun_sweep.sh"];
    QVERIFY(submit.startsWith("#!/bin/bash\n"));
    QVERIFY(submit.contains("NODE_COUNTS=(1 2 4)\n"));
    QVERIFY(submit.contains("RANKS_PER_NODE=(2)\n"));
    QVERIFY(submit.contains("PARTITION=batch\n"));
    QVERIFY(submit.contains("sbatch --parsable --nodes=\"$nodes\" --ntasks-per-node=\"$ranks\""));
    QVERIFY(submit.contains("--partition=batch"));
    QVERIFY(submit.contains("--dependency=afterok:\"$deps\" --kill-on-invalid-dep=yes"));
    QVERIFY(submit.contains("CALIBRATE=no\n"));  // training has no work to calibrate
    QVERIFY(
        job.contains("srun --mpi=\"$mpi\" \"$PROBE\" run train --samples 256 --epochs 1 "
                     "--algorithm ga-sgd \"${work[@]}\" --backend mpi --unit nodes"));
    QVERIFY(job.contains("for rep in $(seq 0 1); do"));
    QVERIFY(gather.contains("gather results/n*-rep*.csv --control control --out sweep.csv"));
    QVERIFY(job.contains("run amdahl --serial-fraction 0 --work-units \"$3\""));
    QVERIFY(mpirun.contains("for ranks in 2; do"));
    QVERIFY(mpirun.contains("--map-by ppr:$ranks:node"));
    // Every script is valid bash.
    QTemporaryDir dir;
    QCOMPARE(probe::writeClusterScripts(smallSweep(), dir.path().toStdString()), std::string());
    for (const QString& name : names.mid(0, 4)) {
      const Run r = bash(dir.path(), {"-n", name}, QProcessEnvironment::systemEnvironment());
      QVERIFY2(r.code == 0, qPrintable(name + ": " + r.err));
      QVERIFY(QFileInfo(dir.filePath(name)).isExecutable());
    }
    QVERIFY(QDir(dir.filePath("results")).exists());
  }

  void shellQuoting() {
    QCOMPARE(probe::shellQuoted("plain-1.5"), std::string("plain-1.5"));
    QCOMPARE(probe::shellQuoted("two words"), std::string("'two words'"));
    QCOMPARE(probe::shellQuoted("it's"), std::string("'it'\\''s'"));
    QCOMPARE(probe::shellQuoted(""), std::string("''"));
  }

  void badSweepsAreNamed() {
    probe::ClusterSweep s = smallSweep();
    s.ranksPerNode = {};
    QCOMPARE(probe::clusterSweepProblem(s), std::string("ranks per node: expected at least one"));
    s = smallSweep();
    s.timeLimit = "half an hour";
    QCOMPARE(probe::clusterSweepProblem(s),
             std::string("time per job 'half an hour': expected Slurm's [D-]HH:MM:SS or minutes"));
    s = smallSweep();
    s.srunMpi = "pmix; rm -rf /";
    QVERIFY(probe::clusterSweepProblem(s).starts_with("srun --mpi 'pmix; rm -rf /'"));
  }

  // The command line writes what the dialog writes: the same files for the same sweep.
  void commandLineWritesTheSameScripts() {
    QTemporaryDir dir;
    const Run r = start(kProbe, dir.path(),
                        {"cluster-script",
                         "train",
                         "--samples",
                         "256",
                         "--epochs",
                         "1",
                         "--algorithm",
                         "ga-sgd",
                         "--nodes",
                         "1,2,4",
                         "--ranks-per-node",
                         "2",
                         "--reps",
                         "2",
                         "--partition",
                         "batch",
                         "--probe",
                         kProbe,
                         "--out",
                         dir.filePath("cli")},
                        QProcessEnvironment::systemEnvironment());
    QVERIFY2(r.code == 0, qPrintable(r.err));
    for (const auto& [name, script] : probe::clusterScripts(smallSweep()))
      QCOMPARE(readText(dir.filePath("cli/" + QString::fromStdString(name))),
               QString::fromStdString(script));
    const Run bad = start(kProbe, dir.path(),
                          {"cluster-script", "amdahl", "--nodes", "1,x", "--out", dir.path()},
                          QProcessEnvironment::systemEnvironment());
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("--nodes 1,x: expected whole numbers"), qPrintable(bad.err));
  }

  void sweepRunsAgainstSlurmStandIns() {
    QTemporaryDir dir;
    const probe::ClusterSweep sweep = smallSweep();
    QCOMPARE(probe::writeClusterScripts(sweep, dir.path().toStdString()), std::string());
    const QProcessEnvironment env = slurmStandIns(dir.path(), "4 2 1-infinite");
    const Run submitted = bash(dir.path(), {"submit.sh"}, env);
    QVERIFY2(submitted.code == 0, qPrintable(submitted.err));
    QVERIFY2(submitted.out.contains("srun --mpi=pmix\n"), qPrintable(submitted.out));
    const QStringList calls = readText(dir.filePath("sbatch.log")).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(calls.size(), 4);  // three node counts, then the gather job
    for (int i = 0; i < 3; ++i) {
      QVERIFY2(calls[i].contains(
                   QString("--nodes=%1 --ntasks-per-node=2 ").arg(sweep.nodeCounts[size_t(i)])),
               qPrintable(calls[i]));
      // Training has no work to fix ('') but the control has: half a second's kernel units.
      QVERIFY2(QRegularExpression("probe_job.sbatch pmix  \\d+$").match(calls[i]).hasMatch(),
               qPrintable(calls[i]));
    }
    QVERIFY2(calls[3].contains("--dependency=afterok:101:102:103 --kill-on-invalid-dep=yes"),
             qPrintable(calls[3]));
    QVERIFY(calls[3].endsWith("gather.sbatch"));
    QCOMPARE(readText(dir.filePath("results/jobs.txt")), QString("101\n102\n103\n104\n"));

    // What Slurm would do next: each job in its allocation, then the gather job.
    for (int nodes : sweep.nodeCounts) {
      QProcessEnvironment jobEnv = env;
      jobEnv.insert("SLURM_JOB_NUM_NODES", QString::number(nodes));
      jobEnv.insert("SLURM_NTASKS_PER_NODE", "2");
      const Run job = bash(dir.path(), {"probe_job.sbatch", "pmix", "", "20000"}, jobEnv);
      QVERIFY2(job.code == 0, qPrintable(job.err));
    }
    // Two repetitions and two control runs in each of the three jobs.
    QCOMPARE(readText(dir.filePath("srun.log")), QString("--mpi=pmix\n").repeated(12));
    QCOMPARE(QDir(dir.filePath("control")).entryList({"n*x2-rep*.csv"}, QDir::Files).size(), 6);
    QCOMPARE(QDir(dir.filePath("results")).entryList({"n*x2-rep*.csv"}, QDir::Files).size(), 6);
    const Run gathered = bash(dir.path(), {"gather.sbatch"}, env);
    QVERIFY2(gathered.code == 0, qPrintable(gathered.err));
    // The stand-in srun ran every control on one thread, whatever the node count: the same
    // time at N = 1, 2 and 4, far below 2x and 4x, so the gathered file carries the warning.
    const QString sweepText = readText(dir.filePath("sweep.csv"));
    QVERIFY2(sweepText.contains("\n# control: the kernel with no serial part, "),
             qPrintable(sweepText));
    QVERIFY2(sweepText.contains("x on perfectly parallel work at N = 4 "), qPrintable(sweepText));

    // The results folder loads as one series over the node counts; so does sweep.csv.
    model::DatasetCollection folder, file;
    QCOMPARE(app::loadDataFile(dir.filePath("results"), &folder), QString());
    QCOMPARE(folder.measurements.size(), std::size_t(1));
    const auto& set = folder.measurements.front();
    QVERIFY(model::measuredByProbe(set));
    QCOMPARE(set.points.size(), std::size_t(6));
    QCOMPARE(set.groups(), (std::vector<std::string>{"ga-sgd lr"}));
    std::vector<double> n;
    for (const auto& p : set.points) {
      n.push_back(p.n);
      QCOMPARE(p.unit, std::string("nodes"));
    }
    std::sort(n.begin(), n.end());
    QCOMPARE(n, (std::vector<double>{1, 1, 2, 2, 4, 4}));
    QCOMPARE(app::loadDataFile(dir.filePath("sweep.csv"), &file), QString());
    QCOMPARE(file.measurements.front().points.size(), std::size_t(6));

    // A second submit would mix two sweeps in results/: refused, nothing queued.
    const Run again = bash(dir.path(), {"submit.sh"}, env);
    QCOMPARE(again.code, 1);
    QVERIFY2(again.err.contains("holds an earlier sweep"), qPrintable(again.err));
    QCOMPARE(readText(dir.filePath("sbatch.log")).count('\n'), 4);
  }

  // More nodes than the partition has, or more ranks than a node has CPUs, would pend for
  // ever: submit.sh refuses before sbatch is called, naming the limit.
  void impossibleSweepsAreRefusedBeforeAnythingIsQueued() {
    struct Case {
      QString sinfo, expected;
    };
    const QList<Case> cases{
        {"2 2 1-infinite",
         "submit.sh: node counts 1 2 4: the partition batch allows 2 node(s) per job; nothing "
         "was submitted"},
        {"8 2 1-2", "submit.sh: node counts 1 2 4: the partition batch allows 2 node(s) per job"},
        {"8 1 1-infinite",
         "submit.sh: ranks per node 2: the nodes of the partition batch have 1 CPU(s); nothing "
         "was submitted"},
        {"", "submit.sh: partition batch: sinfo lists no nodes"}};
    for (const Case& c : cases) {
      QTemporaryDir dir;
      QCOMPARE(probe::writeClusterScripts(smallSweep(), dir.path().toStdString()), std::string());
      const Run r = bash(dir.path(), {"submit.sh"}, slurmStandIns(dir.path(), c.sinfo));
      QCOMPARE(r.code, 1);
      QVERIFY2(r.err.contains(c.expected), qPrintable(c.sinfo + ": " + r.err));
      QVERIFY2(!QFile::exists(dir.filePath("sbatch.log")), qPrintable(c.sinfo));
    }
  }

  // The amdahl work is calibrated once by submit.sh and every job does exactly that work;
  // with several ranks per node N counts ranks.
  void amdahlWorkIsCalibratedOnceForEveryJob() {
    QTemporaryDir dir;
    probe::ClusterSweep s = smallSweep();
    s.workload = "amdahl";
    s.workloadArgs = {"--serial-fraction", "0.25", "--work-s", "0.05"};
    s.nodeCounts = {1};
    s.ranksPerNode = {1, 2};
    s.repetitions = 1;
    QCOMPARE(probe::writeClusterScripts(s, dir.path().toStdString()), std::string());
    const QProcessEnvironment env = slurmStandIns(dir.path(), "1 2 1-infinite");
    const Run submitted = bash(dir.path(), {"submit.sh"}, env);
    QVERIFY2(submitted.code == 0, qPrintable(submitted.err));
    const QStringList calls = readText(dir.filePath("sbatch.log")).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(calls.size(), 3);
    static const QRegularExpression units("probe_job.sbatch pmix (\\d+) (\\d+)$");
    const auto first = units.match(calls[0]), second = units.match(calls[1]);
    QVERIFY2(first.hasMatch() && second.hasMatch(), qPrintable(calls.join('\n')));
    QCOMPARE(second.captured(1), first.captured(1));
    QCOMPARE(first.captured(2), first.captured(1));  // the control does the same work
    QVERIFY(calls[1].contains("--nodes=1 --ntasks-per-node=2 "));
    QVERIFY2(submitted.out.contains("work of every run: " + first.captured(1) + " kernel units"),
             qPrintable(submitted.out));
    QProcessEnvironment jobEnv = env;
    jobEnv.insert("SLURM_JOB_NUM_NODES", "1");
    jobEnv.insert("SLURM_NTASKS_PER_NODE", "2");
    const Run job = bash(dir.path(), {"probe_job.sbatch", "pmix", first.captured(1)}, jobEnv);
    QVERIFY2(job.code == 0, qPrintable(job.err));
    const QString result = readText(dir.filePath("results/n1x2-rep0.csv"));
    QVERIFY2(result.contains(",ranks,") && result.trimmed().endsWith("," + first.captured(1)),
             qPrintable(result));
  }

  void emptyFolderIsOneLine() {
    QTemporaryDir dir;
    model::DatasetCollection data;
    QCOMPARE(app::loadDataFile(dir.path(), &data),
             dir.path() +
                 ": expected result files in this folder (in a format ScaleScope reads), found "
                 "none");
  }
};

QTEST_GUILESS_MAIN(TestClusterScript)
#include "test_cluster_script.moc"
