#include "model/export/extrap_jsonl.h"

#include <cstdio>

#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", u);
      out += escaped;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string jsonNumber(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", v);
  return text;
}

std::string callpathOf(const MeasurementSet& set, const MeasuredPoint& p) {
  if (!p.group.empty()) return p.group;
  std::string base = set.sourceName;
  if (const auto slash = base.find_last_of("/\\"); slash != std::string::npos)
    base = base.substr(slash + 1);
  if (const auto dot = base.rfind('.'); dot != std::string::npos && dot > 0) base.resize(dot);
  return base.empty() ? "<root>" : base;
}

}  // namespace

std::string extrapJsonLines(const MeasurementSet& set, const ExtrapExportOptions& options) {
  std::string parameter = options.parameterName;
  bool allBytes = true, anyTimed = false;
  for (const auto& p : set.points) {
    if (!p.timeSeconds) continue;
    if (parameter.empty() && !p.unit.empty()) parameter = p.unit;
    allBytes = allBytes && p.bytes.has_value();
    anyTimed = true;
  }
  // "bytes" is the message size to Extra-P readers of latency tables (ours too): N needs
  // another name.
  if (parameter.empty() || lowerCase(parameter) == "bytes") parameter.assign(1, 'p');
  const bool writeBytes = anyTimed && allBytes && parameter != "bytes";
  std::string out;
  for (const auto& p : set.points) {
    if (!p.timeSeconds) continue;
    out += "{\"params\":{" + jsonString(parameter) + ":" + jsonNumber(p.n);
    if (writeBytes) out += ",\"bytes\":" + jsonNumber(*p.bytes);
    out += "},\"callpath\":" + jsonString(callpathOf(set, p)) +
           ",\"metric\":" + jsonString(options.metric) +
           ",\"value\":" + jsonNumber(*p.timeSeconds) + "}\n";
  }
  return out;
}

}  // namespace scalescope::model
