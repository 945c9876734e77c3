#pragma once
// Reading back the CSV files ScaleScope exports, in tests: lines, fields and numbers, each
// refused loudly (qFatal) when it is not what an export must write.
#include <QtGlobal>
#include <charconv>
#include <string>
#include <system_error>
#include <vector>

namespace scalescope::test {

/// `text` cut at every `separator` (an empty last part when it ends with one).
inline std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string::size_type start = 0;
  for (;;) {
    const auto end = text.find(separator, start);
    parts.push_back(text.substr(start, end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return parts;
}

/// A field that must be a number in C form, whole field.
inline double parse(const std::string& field) {
  double value = 0;
  const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
  if (ec != std::errc() || end != field.data() + field.size())
    qFatal("not a number: %s", field.c_str());
  return value;
}

/// The rows of a CSV text (the header first), each cut at its commas; the text must end with
/// a line break.
inline std::vector<std::vector<std::string>> rowsOf(const std::string& csv) {
  std::vector<std::vector<std::string>> rows;
  auto lines = split(csv, '\n');
  if (lines.empty() || !lines.back().empty()) qFatal("the CSV does not end with a line break");
  lines.pop_back();
  for (const auto& line : lines) rows.push_back(split(line, ','));
  return rows;
}

}  // namespace scalescope::test
