// What the readers of other tools' output share: time units, which benchmarks are
// point-to-point, process counts in file names (readers.h).
#include <algorithm>

#include "model/data/csv_table.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

bool isLetter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

}  // namespace

std::optional<double> secondsPerUnit(std::string_view unit) {
  struct Unit {
    std::string_view name;
    double seconds;
  };
  static constexpr Unit kUnits[] = {
      {"ns", 1e-9},   {"nsec", 1e-9},      {"nanoseconds", 1e-9},  {"us", 1e-6},
      {"usec", 1e-6}, {"\xC2\xB5s", 1e-6}, {"\xCE\xBCs", 1e-6},    {"microseconds", 1e-6},
      {"ms", 1e-3},   {"msec", 1e-3},      {"milliseconds", 1e-3}, {"s", 1.0},
      {"sec", 1.0},   {"secs", 1.0},       {"second", 1.0},        {"seconds", 1.0},
      {"min", 60.0},  {"mins", 60.0},      {"minutes", 60.0}};
  const std::string u = lowerCase(trimmed(unit));
  for (const auto& k : kUnits)
    if (u == k.name) return k.seconds;
  return std::nullopt;
}

bool isPointToPointName(std::string_view benchmark) {
  const std::string b = lowerCase(benchmark);
  if (b.find("pingpong") != std::string::npos || b.find("pingping") != std::string::npos)
    return true;
  for (std::string_view collective : {"reduce", "bcast", "broadcast", "barrier", "gather",
                                      "scatter", "alltoall", "scan", "neighbor", "exchange"})
    if (b.find(collective) != std::string::npos) return false;
  return b.find("latency") != std::string::npos;
}

std::optional<double> processCountFromName(std::string_view fileName) {
  const std::string name = lowerCase(fileBaseName(fileName));
  static constexpr std::string_view kBefore[] = {"np",    "n",     "p",      "procs",    "nprocs",
                                                 "ranks", "tasks", "ntasks", "processes"};
  // At most 12 digits: larger counts are no process count (and would not fit a double exactly).
  const auto number = [&](std::size_t from, std::size_t to) -> std::optional<double> {
    if (to - from > 12) return std::nullopt;
    return *parseNumberField(name.substr(from, to - from), false);
  };
  static constexpr std::string_view kAfter[] = {"procs", "ranks", "processes", "np", "p", "tasks"};
  for (std::size_t i = 0; i < name.size(); ++i) {
    // A word of letters starting at i, preceded by a non-letter, followed by digits.
    if (!isLetter(name[i]) || (i > 0 && isLetter(name[i - 1]))) continue;
    std::size_t end = i;
    while (end < name.size() && isLetter(name[end])) ++end;
    const std::string_view word(name.data() + i, end - i);
    std::size_t digits = end;
    if (digits < name.size() &&
        (name[digits] == '_' || name[digits] == '=' || name[digits] == '-' || name[digits] == ':'))
      ++digits;
    std::size_t stop = digits;
    while (stop < name.size() && isDigit(name[stop])) ++stop;
    if (stop > digits && (stop == name.size() || !isLetter(name[stop])) &&
        std::find(std::begin(kBefore), std::end(kBefore), word) != std::end(kBefore))
      return number(digits, stop);
  }
  for (std::size_t i = 0; i < name.size(); ++i) {
    // Digits preceded by a non-digit, followed by one of kAfter and then a non-letter.
    if (!isDigit(name[i]) || (i > 0 && (isDigit(name[i - 1]) || name[i - 1] == '.'))) continue;
    std::size_t end = i;
    while (end < name.size() && isDigit(name[end])) ++end;
    std::size_t word = end;
    if (word < name.size() && (name[word] == '_' || name[word] == '-')) ++word;
    std::size_t stop = word;
    while (stop < name.size() && isLetter(name[stop])) ++stop;
    const std::string_view w(name.data() + word, stop - word);
    if (!w.empty() && std::find(std::begin(kAfter), std::end(kAfter), w) != std::end(kAfter))
      return number(i, end);
  }
  return std::nullopt;
}

}  // namespace scalescope::model
