// Loading an ensemble of result files (issue 34, "ensembles at scale"): a folder of N files of
// one format (the probe's CSV, hyperfine JSON, HPC Carpentry's amdahl --terse JSON), written
// into a temporary folder, loaded with app::loadDataSource as File ▸ Import folder, `--fit
// DIR` and a drop do. Prints the median of R loads (after one warm-up that fills the page
// cache) and files per second. Not a test: read the figures, say the machine.
//   bench_ensemble_load [--files N] [--reps R]
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "app/data/dataset_loader.h"

using namespace scalescope;

namespace {

// T(N) = 10 s · (0.1 + 0.9/N) at N = 1, 2, 4, 8, one run per file.
double timeAt(int n) {
  return 10.0 * (0.1 + 0.9 / n);
}

QString probeFile(int n, int rep) {
  return QString(
             "# scalescope-probe 0.1.0 results\n# host: bench\n# cores: 8\n"
             "# command: scalescope-probe run amdahl --serial-fraction 0.1\n"
             "series,scaling,n,unit,time_s,rep,op,serial_s,parallel_s,serial_fraction,"
             "work_units\namdahl S=0.1,strong,%1,threads,%2,%3,amdahl,1,%4,0.1,1000\n")
      .arg(n)
      .arg(timeAt(n))
      .arg(rep)
      .arg(timeAt(n) - 1);
}

QString hyperfineFile(int n, int) {
  return QString(
             "{\"results\":[{\"command\":\"./solver --threads %1\",\"mean\":%2,\"stddev\":0,"
             "\"median\":%2,\"user\":0,\"system\":0,\"min\":%2,\"max\":%2,\"times\":[%2],"
             "\"exit_codes\":[0],\"parameters\":{\"threads\":\"%1\"}}]}\n")
      .arg(n)
      .arg(timeAt(n));
}

QString amdahlFile(int n, int) {
  return QString("{\"nproc\": %1, \"parallel_proportion\": 0.9, \"execution_time\": %2}\n")
      .arg(n)
      .arg(timeAt(n));
}

struct Format {
  const char* name;
  const char* pattern;  ///< file name, %1 = N, %2 = index
  QString (*text)(int n, int rep);
};

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  int files = 10000, reps = 5;
  const QStringList args = app.arguments();
  for (int i = 1; i + 1 < args.size(); ++i) {
    if (args[i] == "--files") files = args[i + 1].toInt();
    if (args[i] == "--reps") reps = args[i + 1].toInt();
  }
  QTextStream out(stdout);
  out << "bench_ensemble_load: " << files << " files per folder, median of " << reps
      << " loads (after one warm-up), " << QThread::idealThreadCount() << " CPUs\n";
  const Format formats[] = {{"probe CSV", "n%1-rep%2.csv", probeFile},
                            {"hyperfine JSON", "run%2-t%1.json", hyperfineFile},
                            {"amdahl --terse JSON", "amdahl_np%1_%2.json", amdahlFile}};
  for (const Format& f : formats) {
    QTemporaryDir dir;
    for (int i = 0; i < files; ++i) {
      const int n = 1 << (i % 4);
      QFile file(dir.filePath(QString(f.pattern).arg(n).arg(i)));
      if (!file.open(QIODevice::WriteOnly)) return 1;
      file.write(f.text(n, i / 4).toUtf8());
    }
    std::vector<double> seconds;
    std::size_t runs = 0;
    for (int r = 0; r <= reps; ++r) {
      model::DatasetCollection data;
      app::DataSource source(dir.path());
      QElapsedTimer timer;
      timer.start();
      const QString error = app::loadDataSource(&source, &data);
      const double s = timer.nsecsElapsed() * 1e-9;
      if (!error.isEmpty()) {
        out << f.name << ": " << error << "\n";
        return 1;
      }
      runs = 0;
      for (const auto& set : data.measurements) runs += set.points.size();
      if (r > 0) seconds.push_back(s);  // the first load warms the page cache
    }
    std::sort(seconds.begin(), seconds.end());
    const double median = seconds[seconds.size() / 2];
    out << QString("%1: %2 runs loaded, median %3 s (min %4 s, max %5 s), %6 files/s\n")
               .arg(f.name, -20)
               .arg(runs)
               .arg(median, 0, 'f', 3)
               .arg(seconds.front(), 0, 'f', 3)
               .arg(seconds.back(), 0, 'f', 3)
               .arg(files / median, 0, 'f', 0);
    out.flush();
  }
  return 0;
}
