// The cluster sweep scripts (Data ▸ Cluster sweep script…). There is no Slurm on the build
// machine, so the scripts are checked for their structure (bash -n, one sbatch --nodes per
// node count, srun in the job, a gather job with --dependency=afterok on every job id) and
// then run against stand-ins: an sbatch that records its arguments and hands out job ids, an
// srun that runs the probe as one MPI-less process (threads backend), so that the results/
// folder and sweep.csv are real and load in the app.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "app/data/dataset_loader.h"
#include "app/measure/cluster_script.h"
#include "model/data/probe_results.h"

using namespace scalescope;

namespace {

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

Run bash(const QString& dir, const QStringList& args, const QProcessEnvironment& env) {
  QProcess p;
  p.setWorkingDirectory(dir);
  p.setProcessEnvironment(env);
  p.start("bash", args);
  if (!p.waitForFinished(60000)) {
    p.kill();
    p.waitForFinished();
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

app::ClusterSweep smallSweep() {
  app::ClusterSweep s;
  s.workload = "train";
  s.workloadArgs = {"--samples", "256", "--epochs", "1", "--algorithm", "ga-sgd"};
  s.nodeCounts = {1, 2, 4};
  s.ranksPerNode = 2;
  s.repetitions = 2;
  s.partition = "batch";
  s.probe = SCALESCOPE_BINARY_DIR "/app/scalescope-probe";
  return s;
}

}  // namespace

class TestClusterScript : public QObject {
  Q_OBJECT
 private slots:
  void scriptsHaveTheSlurmStructure() {
    const auto scripts = app::clusterScripts(smallSweep());
    QStringList names;
    for (const auto& [name, text] : scripts) names << name;
    QCOMPARE(names, (QStringList{"submit.sh", "probe_job.sbatch", "gather.sbatch",
                                 "mpirun_sweep.sh", "README.txt"}));
    const QString submit = scripts[0].second, job = scripts[1].second, gather = scripts[2].second,
                  mpirun = scripts[3].second;
    QVERIFY(submit.startsWith("#!/bin/bash\n"));
    QVERIFY(submit.contains("for nodes in 1 2 4; do"));
    QVERIFY(submit.contains("sbatch --parsable --nodes=\"$nodes\" --ntasks-per-node=2"));
    QVERIFY(submit.contains("--partition=batch"));
    QVERIFY(submit.contains("--dependency=afterok:\"$deps\""));
    QVERIFY(
        job.contains("srun \"$PROBE\" run train --samples 256 --epochs 1 --algorithm ga-sgd"
                     " --backend mpi --unit nodes"));
    QVERIFY(job.contains("for rep in $(seq 0 1); do"));
    QVERIFY(gather.contains("gather results/n*-rep*.csv --out sweep.csv"));
    QVERIFY(mpirun.contains("--n 2,4,8"));  // ranks = nodes × 2
    QVERIFY(mpirun.contains("--map-by ppr:2:node"));
    // Every script is valid bash.
    QTemporaryDir dir;
    QCOMPARE(app::writeClusterScripts(smallSweep(), dir.path()), QString());
    for (const QString& name : names.mid(0, 4)) {
      const Run r = bash(dir.path(), {"-n", name}, QProcessEnvironment::systemEnvironment());
      QVERIFY2(r.code == 0, qPrintable(name + ": " + r.err));
      QVERIFY(QFileInfo(dir.filePath(name)).isExecutable());
    }
    QVERIFY(QDir(dir.filePath("results")).exists());
  }

  void shellQuoting() {
    QCOMPARE(app::shellQuoted("plain-1.5"), QString("plain-1.5"));
    QCOMPARE(app::shellQuoted("two words"), QString("'two words'"));
    QCOMPARE(app::shellQuoted("it's"), QString("'it'\\''s'"));
    QCOMPARE(app::shellQuoted(""), QString("''"));
  }

  void sweepRunsAgainstSlurmStandIns() {
    QTemporaryDir dir;
    const app::ClusterSweep sweep = smallSweep();
    QCOMPARE(app::writeClusterScripts(sweep, dir.path()), QString());
    // Stand-ins: sbatch logs its arguments and prints job ids 101, 102, ...; srun runs the
    // probe once, on the threads backend (no MPI launcher here: the structure is under test).
    const QString bin = dir.filePath("bin");
    QVERIFY(QDir().mkpath(bin));
    writeExecutable(bin + "/sbatch",
                    "#!/bin/bash\necho \"$*\" >> \"$SBATCH_LOG\"\n"
                    "n=$(wc -l < \"$SBATCH_LOG\")\necho \"$((100 + n));testcluster\"\n");
    writeExecutable(bin + "/srun",
                    "#!/bin/bash\nargs=(); for a in \"$@\"; do [ \"$a\" = mpi ] && a=threads; "
                    "args+=(\"$a\"); done\nexec \"${args[@]}\"\n");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("PATH", bin + ":" + env.value("PATH"));
    env.insert("SBATCH_LOG", dir.filePath("sbatch.log"));
    const Run submitted = bash(dir.path(), {"submit.sh"}, env);
    QVERIFY2(submitted.code == 0, qPrintable(submitted.err));
    const QStringList calls = readText(dir.filePath("sbatch.log")).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(calls.size(), 4);  // three node counts, then the gather job
    for (int i = 0; i < 3; ++i) {
      QVERIFY2(calls[i].contains(QString("--nodes=%1 ").arg(sweep.nodeCounts[i])),
               qPrintable(calls[i]));
      QVERIFY(calls[i].endsWith("probe_job.sbatch"));
    }
    QVERIFY2(calls[3].contains("--dependency=afterok:101:102:103 "), qPrintable(calls[3]));
    QVERIFY(calls[3].endsWith("gather.sbatch"));

    // What Slurm would do next: each job in its allocation, then the gather job.
    for (int nodes : sweep.nodeCounts) {
      QProcessEnvironment jobEnv = env;
      jobEnv.insert("SLURM_JOB_NUM_NODES", QString::number(nodes));
      const Run job = bash(dir.path(), {"probe_job.sbatch"}, jobEnv);
      QVERIFY2(job.code == 0, qPrintable(job.err));
    }
    QCOMPARE(QDir(dir.filePath("results")).entryList({"*.csv"}, QDir::Files).size(), 6);
    const Run gathered = bash(dir.path(), {"gather.sbatch"}, env);
    QVERIFY2(gathered.code == 0, qPrintable(gathered.err));

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
