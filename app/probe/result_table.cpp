#include "app/probe/result_table.h"

#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <thread>

#include "app/probe/control_verdict.h"
#include "app/probe/mpi_communicator.h"
#include "app/probe/shell_files.h"

namespace scalescope::probe {

namespace {

std::string join(const std::vector<std::string>& fields) {
  std::string line;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i) line += ',';
    const std::string& f = fields[i];
    if (f.find_first_of(",\"\n") == std::string::npos) {
      line += f;
    } else {
      line += '"';
      for (char c : f) line += c == '"' ? std::string("\"\"") : std::string(1, c);
      line += '"';
    }
  }
  return line;
}

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.starts_with("model name")) {
      auto colon = line.find(':');
      if (colon != std::string::npos) {
        std::string model = line.substr(colon + 1);
        while (!model.empty() && model.front() == ' ') model.erase(0, 1);
        return model;
      }
    }
  return "unknown";
}

std::string hostName() {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0) return "unknown";
  return name;
}

std::string utcNow() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

}  // namespace

std::string ResultTable::headerLine() const {
  return join(columns);
}

std::string ResultTable::rowLine(std::size_t row) const {
  return join(rows[row]);
}

std::vector<std::string> resultColumns(const std::string& workload) {
  std::vector<std::string> c{"series", "scaling", "n", "unit", "time_s", "rep", "op"};
  if (workload == "amdahl")
    c.insert(c.end(), {"serial_s", "parallel_s", "serial_fraction", "work_units"});
  else if (workload == "train")
    c.insert(c.end(), {"compute_s", "push_s", "pull_s", "update_s", "rounds", "epochs", "samples",
                       "features", "batch", "loss", "accuracy"});
  else if (workload == "allreduce")
    c.insert(c.end(), {"bytes", "iterations"});
  return c;
}

std::vector<std::string> epochColumns() {
  return {"series", "scaling", "n", "unit", "rep", "op", "epoch", "elapsed_s", "loss", "accuracy"};
}

Provenance collectProvenance(const std::vector<std::string>& argv, bool mpiBackend,
                             const Provenance& extra) {
  Provenance p{{"host", hostName()},
               {"cpu", cpuModel()},
               {"cores", std::to_string(std::max(1u, std::thread::hardware_concurrency()))},
               {"mpi", mpiBackend ? mpiLibraryVersion() : std::string("none (threads backend)")},
               {"date", utcNow()},
               {"command", shellJoin(argv)}};
  if (auto load = loadAverage(); !load.empty()) p.emplace_back("load", load);
  if (auto clock = cpuClock(); !clock.empty()) p.emplace_back("cpu clock", clock);
  p.insert(p.end(), extra.begin(), extra.end());
  return p;
}

std::string provenanceLines(const Provenance& provenance) {
  std::string text;
  for (const auto& [key, value] : provenance) {
    std::string v = value;
    for (char& c : v)
      if (c == '\n' || c == '\r') c = ' ';
    text += "# " + key + ": " + v + "\n";
  }
  return text;
}

std::string provenanceText(const Provenance& provenance, const std::string& kind) {
  return "# scalescope-probe " SCALESCOPE_VERSION " " + kind + "\n" + provenanceLines(provenance);
}

}  // namespace scalescope::probe
