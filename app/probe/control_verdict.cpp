#include "app/probe/control_verdict.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

#include "app/probe/probe_options.h"

namespace scalescope::probe {

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

std::map<int, std::vector<double>> byN(const std::vector<TimedRun>& runs) {
  std::map<int, std::vector<double>> out;
  for (const auto& r : runs)
    if (r.n > 0 && std::isfinite(r.seconds) && r.seconds > 0) out[r.n].push_back(r.seconds);
  return out;
}

std::string fixed(double value, int digits) {
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(digits);
  s << value;
  return s.str();
}

std::string percent(double fraction) {
  return fixed(100 * fraction, 0) + " %";
}

std::string firstLineOf(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return line;
}

}  // namespace

TimedRun timedRunOf(const std::string& row) {
  std::vector<std::string> fields;
  std::stringstream ss(row);
  for (std::string field; fields.size() < 9 && std::getline(ss, field, ',');)
    fields.push_back(field);
  if (fields.size() < 5) return {};
  TimedRun run{std::atoi(fields[2].c_str()), std::atof(fields[4].c_str())};
  // series,scaling,n,unit,time_s,rep,op,serial_s,parallel_s,...: the amdahl kernel's rows.
  // Weak scaling keeps each rank's part: its parallel part is not meant to speed up.
  if (fields.size() == 9 && fields[6] == "amdahl" && fields[1] == "strong")
    run.parallelSeconds = std::atof(fields[8].c_str());
  return run;
}

std::vector<std::pair<std::string, std::string>> parallelPartWarnings(
    const std::vector<TimedRun>& runs) {
  std::vector<TimedRun> parallel;
  for (const auto& r : runs) parallel.push_back({r.n, r.parallelSeconds});
  const auto groups = byN(parallel);
  if (groups.size() < 2) return {};
  const auto& [base, baseSeconds] = *groups.begin();
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [n, seconds] : groups) {
    const double speedup = median(baseSeconds) / median(seconds) * base;
    const double efficiency = speedup / n;
    if (n != base && efficiency < kControlEfficiencyFloor)
      out.emplace_back("warning", "the workload's own parallel part ran " + fixed(speedup, 2) +
                                      "x faster at N = " + std::to_string(n) + " (" +
                                      fixed(100 * efficiency, 1) + " % of " + std::to_string(n) +
                                      "x, below " + percent(kControlEfficiencyFloor) +
                                      "): the fitted serial fraction is not the workload's");
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> controlVerdict(
    const std::vector<TimedRun>& control) {
  const auto groups = byN(control);
  if (groups.size() < 2) return {};
  const int base = groups.begin()->first;
  const double baseSeconds = median(groups.begin()->second);
  std::string summary = "the kernel with no serial part, " + fixed(baseSeconds, 3) +
                        " s at N = " + std::to_string(base) + "; speed-up";
  std::vector<std::pair<std::string, std::string>> warnings;
  bool firstPoint = true;
  for (const auto& [n, seconds] : groups) {
    if (n == base) continue;
    const double speedup = baseSeconds / median(seconds) * base;  // relative to N = 1
    const double efficiency = speedup / n;
    summary += std::string(firstPoint ? " " : ", ") + fixed(speedup, 2) +
               "x at N = " + std::to_string(n) + " (" + percent(efficiency) + " of " +
               std::to_string(n) + "x)";
    firstPoint = false;
    if (efficiency < kControlEfficiencyFloor)
      warnings.emplace_back(
          "warning", "this machine delivered " + fixed(speedup, 2) +
                         "x on perfectly parallel work at N = " + std::to_string(n) + " (" +
                         fixed(100 * efficiency, 1) + " % of " + std::to_string(n) + "x, below " +
                         percent(kControlEfficiencyFloor) +
                         "): the fitted serial fraction is not the workload's (cores shared "
                         "with other programs, throttled, or fewer than N real cores)");
  }
  std::vector<std::pair<std::string, std::string>> out{{"control", summary}};
  out.insert(out.end(), warnings.begin(), warnings.end());
  return out;
}

std::vector<std::pair<std::string, std::string>> spreadWarnings(const std::vector<TimedRun>& runs) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [n, seconds] : byN(runs)) {
    if (seconds.size() < 2) continue;
    const auto [lo, hi] = std::minmax_element(seconds.begin(), seconds.end());
    const double spread = (*hi - *lo) / median(seconds);
    if (spread > kRepetitionSpreadLimit)
      out.emplace_back("warning", "the repetitions at N = " + std::to_string(n) + " spread " +
                                      fixed(100 * spread, 1) + " % of their median (more than " +
                                      percent(kRepetitionSpreadLimit) +
                                      "): the machine was not quiet while it measured");
  }
  return out;
}

std::string loadAverage() {
  std::istringstream in(firstLineOf("/proc/loadavg"));
  std::string a, b, c;
  if (!(in >> a >> b >> c)) return {};
  return a + " " + b + " " + c;
}

std::string cpuClock() {
  const std::string khz = firstLineOf("/sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq");
  if (!khz.empty()) return std::to_string(std::atol(khz.c_str()) / 1000) + " MHz";
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);)
    if (line.starts_with("cpu MHz")) {
      const auto colon = line.find(':');
      if (colon != std::string::npos)
        return std::to_string(std::lround(std::atof(line.c_str() + colon + 1))) + " MHz";
    }
  return {};
}

}  // namespace scalescope::probe
