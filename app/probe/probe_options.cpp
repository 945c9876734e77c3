#include "app/probe/probe_options.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace scalescope::probe {

namespace {

enum class Scope {
  Any,
  Amdahl,
  Train,
  Allreduce,
  RunOnly,
  SweepOnly,
  Plan,
  ClusterOnly,
  GatherOnly,
  RoofsOnly,
  SweepOrRoofs
};
struct OptionSpec {
  const char* name;
  bool takesValue;
  Scope scope;
};

// Every option the probe knows; a name not listed here is an error.
constexpr OptionSpec kOptions[] = {
    {"serial-fraction", true, Scope::Amdahl},
    {"work-s", true, Scope::Amdahl},
    {"work-units", true, Scope::Amdahl},
    {"algorithm", true, Scope::Train},
    {"model", true, Scope::Train},
    {"samples", true, Scope::Train},
    {"features", true, Scope::Train},
    {"batch", true, Scope::Train},
    {"epochs", true, Scope::Train},
    {"sync", true, Scope::Train},
    {"learning-rate", true, Scope::Train},
    {"l2", true, Scope::Train},
    {"rho", true, Scope::Train},
    {"seed", true, Scope::Train},
    {"label-noise", true, Scope::Train},
    {"data", true, Scope::Train},
    {"sizes", true, Scope::Allreduce},
    {"ops", true, Scope::Allreduce},
    {"seconds-per-size", true, Scope::Allreduce},
    {"weak", false, Scope::Any},
    {"unit", true, Scope::Any},
    {"backend", true, Scope::Any},
    {"threads", true, Scope::RunOnly},
    {"rep", true, Scope::RunOnly},
    {"rows-only", false, Scope::RunOnly},
    {"out", true, Scope::Any},
    {"epochs-out", true, Scope::Any},
    {"jsonl", true, Scope::Any},
    {"n", true, Scope::SweepOrRoofs},
    {"reps", true, Scope::Plan},
    {"mpirun", true, Scope::SweepOnly},
    {"mpirun-args", true, Scope::SweepOnly},
    {"oversubscribe", false, Scope::SweepOrRoofs},
    {"progress", false, Scope::SweepOrRoofs},
    {"timeout-s", true, Scope::SweepOnly},
    {"no-control", false, Scope::SweepOnly},
    {"nodes", true, Scope::ClusterOnly},
    {"ranks-per-node", true, Scope::ClusterOnly},
    {"time", true, Scope::ClusterOnly},
    {"partition", true, Scope::ClusterOnly},
    {"account", true, Scope::ClusterOnly},
    {"srun-mpi", true, Scope::ClusterOnly},
    {"probe", true, Scope::ClusterOnly},
    {"control", true, Scope::GatherOnly},
    {"seconds-per-point", true, Scope::RoofsOnly},
    {"memory-mib", true, Scope::RoofsOnly},
};

const OptionSpec* findSpec(const std::string& name) {
  for (const auto& spec : kOptions)
    if (name == spec.name) return &spec;
  return nullptr;
}

bool scopeFits(Scope scope, const std::string& command, const std::string& workload) {
  switch (scope) {
    case Scope::Any:
      return true;
    case Scope::Amdahl:
      return workload == "amdahl";
    case Scope::Train:
      return workload == "train";
    case Scope::Allreduce:
      return workload == "allreduce";
    case Scope::RunOnly:
      return command == "run";
    case Scope::SweepOnly:
      return command == "sweep";
    case Scope::Plan:
      return command == "sweep" || command == "cluster-script";
    case Scope::ClusterOnly:
      return command == "cluster-script";
    case Scope::GatherOnly:
      return command == "gather";
    case Scope::RoofsOnly:
      return command == "roofs";
    case Scope::SweepOrRoofs:
      return command == "sweep" || command == "roofs";
  }
  return false;
}

/// Options a sweep or a cluster script keeps for itself rather than handing to its runs.
bool sweepKeeps(const std::string& name) {
  const Scope scope = findSpec(name)->scope;
  return name == "out" || name == "jsonl" || name == "epochs-out" || name == "backend" ||
         scope == Scope::SweepOnly || scope == Scope::SweepOrRoofs || scope == Scope::Plan ||
         scope == Scope::ClusterOnly;
}

bool isCommand(const std::string& word) {
  for (const char* c : {"run", "sweep", "gather", "cluster-script", "calibrate", "roofs"})
    if (word == c) return true;
  return false;
}

constexpr const char* kCommands = "run, sweep, gather, cluster-script, calibrate or roofs";

bool parseDoubleText(const std::string& text, double* out) {
  const char* begin = text.data() + (!text.empty() && text[0] == '+' ? 1 : 0);
  const auto [end, ec] = std::from_chars(begin, text.data() + text.size(), *out);
  return !text.empty() && ec == std::errc() && end == text.data() + text.size() &&
         std::isfinite(*out);
}

}  // namespace

std::optional<std::string> ProbeArgs::text(const std::string& name) const {
  auto it = values.find(name);
  if (it == values.end()) return std::nullopt;
  return it->second;
}

std::string parseProbeArgs(const std::vector<std::string>& argv, ProbeArgs* out) {
  *out = {};
  if (argv.empty()) return std::string("expected a command: ") + kCommands + " (see --help)";
  out->command = argv[0];
  if (!isCommand(out->command))
    return "'" + out->command + "': expected a command: " + kCommands + " (see --help)";
  std::size_t i = 1;
  // gather takes files, roofs nothing but options; the others a workload.
  if (out->command != "gather" && out->command != "roofs") {
    if (argv.size() < 2 || argv[1].starts_with("--"))
      return out->command + ": expected a workload: amdahl, train or allreduce";
    out->workload = argv[1];
    if (out->workload != "amdahl" && out->workload != "train" && out->workload != "allreduce")
      return "'" + out->workload + "': expected a workload: amdahl, train or allreduce";
    i = 2;
  }
  for (; i < argv.size(); ++i) {
    const std::string& token = argv[i];
    if (!token.starts_with("--")) {
      if (out->command == "gather") {
        out->files.push_back(token);
        continue;
      }
      return "'" + token + "': expected an option starting with --";
    }
    std::string name = token.substr(2), value;
    bool inlineValue = false;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name.resize(eq);
      inlineValue = true;
    }
    const OptionSpec* spec = findSpec(name);
    if (!spec) return "--" + name + ": unknown option (see --help)";
    if (!scopeFits(spec->scope, out->command, out->workload))
      return "--" + name + ": not an option of '" + out->command +
             (out->workload.empty() ? "" : " " + out->workload) + "'";
    if (spec->takesValue && !inlineValue) {
      if (i + 1 >= argv.size()) return "--" + name + ": expected a value";
      value = argv[++i];
    } else if (!spec->takesValue && inlineValue) {
      return "--" + name + ": takes no value";
    }
    if (out->values.count(name)) return "--" + name + ": given twice";
    out->values[name] = value;
    if (!sweepKeeps(name)) {
      out->forwarded.push_back("--" + name);
      if (spec->takesValue) out->forwarded.push_back(value);
    }
  }
  if (out->command == "gather" && out->files.empty())
    return "gather: expected result files to gather";
  return {};
}

double OptionReader::number(const std::string& name, double fallback, double lo, double hi) {
  const auto text = m_args.text(name);
  if (!text) return fallback;
  double v = 0;
  if (!parseDoubleText(*text, &v) || v < lo || v > hi) {
    fail("--" + name + " " + *text + ": expected a number from " + formatNumber(lo) + " to " +
         formatNumber(hi));
    return fallback;
  }
  return v;
}

long long OptionReader::integer(const std::string& name, long long fallback, long long lo,
                                long long hi) {
  const auto text = m_args.text(name);
  if (!text) return fallback;
  long long v = 0;
  const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
  if (text->empty() || ec != std::errc() || end != text->data() + text->size() || v < lo ||
      v > hi) {
    fail("--" + name + " " + *text + ": expected a whole number from " + std::to_string(lo) +
         " to " + std::to_string(hi));
    return fallback;
  }
  return v;
}

std::string OptionReader::choice(const std::string& name, const std::string& fallback,
                                 const std::vector<std::string>& choices) {
  const auto text = m_args.text(name);
  if (!text) return fallback;
  for (const auto& c : choices)
    if (*text == c) return c;
  std::string list;
  for (const auto& c : choices) list += (list.empty() ? "" : "|") + c;
  fail("--" + name + " " + *text + ": expected " + list);
  return fallback;
}

std::vector<int> OptionReader::integerList(const std::string& name, int lo, int hi) {
  std::vector<int> out;
  const auto text = m_args.text(name);
  if (!text) return out;
  std::stringstream ss(*text);
  std::string item;
  while (std::getline(ss, item, ',')) {
    int v = 0;
    const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
    if (item.empty() || ec != std::errc() || end != item.data() + item.size() || v < lo || v > hi) {
      fail("--" + name + " " + *text + ": expected whole numbers from " + std::to_string(lo) +
           " to " + std::to_string(hi) + " separated by commas, found '" + item + "'");
      return {};
    }
    out.push_back(v);
  }
  if (out.empty()) fail("--" + name + ": expected at least one value");
  return out;
}

std::string formatNumber(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.9g", value);
  return buffer;
}

int complain(int code, const std::string& message) {
  std::cerr << "scalescope-probe: " << message << "\n";
  return code;
}

}  // namespace scalescope::probe
