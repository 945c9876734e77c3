#pragma once
// The probe's command line: `scalescope-probe run|sweep WORKLOAD [options]` and
// `scalescope-probe gather FILE... --out FILE`. Parsing only checks names and that values are
// present; the typed getters check values and give one-line messages naming the option.

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::probe {

/// Exit statuses (also in the README): 2 bad arguments (also N above the slots), 3 a bad input
/// file, 4 output not writable, 5 a run failed (a rank died, the launcher missing or refused).
enum ExitCode { kExitOk = 0, kExitUsage = 2, kExitInput = 3, kExitOutput = 4, kExitRun = 5 };

struct ProbeArgs {
  std::string command;                        ///< run, sweep or gather
  std::string workload;                       ///< amdahl, train or allreduce (not for gather)
  std::map<std::string, std::string> values;  ///< "serial-fraction" → "0.1"; flags → ""
  std::vector<std::string> files;             ///< gather's inputs
  /// The workload's options as typed, for the runs a sweep starts (sweep-only ones left out).
  std::vector<std::string> forwarded;

  bool has(const std::string& name) const { return values.count(name) > 0; }
  std::optional<std::string> text(const std::string& name) const;
};

/// Parses argv (without the program name). Returns "" or the one-line error.
std::string parseProbeArgs(const std::vector<std::string>& argv, ProbeArgs* out);

/// Typed reading of option values; the first problem is kept in error().
class OptionReader {
 public:
  explicit OptionReader(const ProbeArgs& args) : m_args(args) {}
  double number(const std::string& name, double fallback, double lo, double hi);
  long long integer(const std::string& name, long long fallback, long long lo, long long hi);
  std::string choice(const std::string& name, const std::string& fallback,
                     const std::vector<std::string>& choices);
  /// "1,2,4,8" → {1, 2, 4, 8}, each in [lo, hi].
  std::vector<int> integerList(const std::string& name, int lo, int hi);
  bool flag(const std::string& name) const { return m_args.has(name); }
  void fail(const std::string& message) {
    if (m_error.empty()) m_error = message;
  }
  const std::string& error() const { return m_error; }
  bool ok() const { return m_error.empty(); }

 private:
  const ProbeArgs& m_args;
  std::string m_error;
};

/// Prints "scalescope-probe: MESSAGE" on stderr and returns `code`: how a command gives up.
int complain(int code, const std::string& message);

/// A number as the probe writes it: up to 9 significant digits, no exponent below 1e-5.
std::string formatNumber(double value);

}  // namespace scalescope::probe
