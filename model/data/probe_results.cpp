#include "model/data/probe_results.h"

namespace scalescope::model {

namespace {

constexpr std::string_view kMark = "# scalescope-probe ";

std::string_view trimmedLine(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

std::string_view firstLine(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // UTF-8 BOM
  return text.substr(0, text.find('\n'));
}

}  // namespace

std::string probeFileKind(std::string_view text) {
  const std::string_view line = trimmedLine(firstLine(text));
  if (!line.starts_with(kMark)) return {};
  const std::string_view rest = line.substr(kMark.size());  // "0.1.0 results"
  const auto blank = rest.find(' ');
  if (blank == std::string_view::npos) return {};
  const std::string_view kind = rest.substr(blank + 1);
  return kind == "results" || kind == "epochs" ? std::string(kind) : std::string();
}

Provenance probeProvenance(std::string_view text) {
  Provenance p;
  if (probeFileKind(text).empty()) return p;
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::size_t pos = 0;
  bool first = true;
  while (pos < text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = trimmedLine(text.substr(pos, end - pos));
    pos = end + 1;
    if (line.empty()) continue;
    if (line.front() != '#') break;  // the header ends at the column names
    if (first) {
      const std::string_view words = line.substr(2);  // "scalescope-probe 0.1.0 results"
      p.tool = std::string(words.substr(0, words.rfind(' ')));
      first = false;
      continue;
    }
    const std::string_view body = trimmedLine(line.substr(1));
    const auto colon = body.find(": ");
    if (colon == std::string_view::npos) continue;
    const std::string key(trimmedLine(body.substr(0, colon)));
    const std::string value(trimmedLine(body.substr(colon + 2)));
    if (key == "host")
      p.host = value;
    else if (key == "date")
      p.date = value;
    else if (key == "command")
      p.command = value;
    else
      p.details.emplace_back(key, value);
  }
  return p;
}

bool measuredByProbe(const MeasurementSet& set) {
  return set.provenance.tool.starts_with("scalescope-probe");
}

std::vector<std::string> measurementWarnings(const MeasurementSet& set) {
  std::vector<std::string> out;
  for (const auto& [key, value] : set.provenance.details)
    if (key == "warning") out.push_back(value);
  return out;
}

std::string thisMachineName(const MeasurementSet& set) {
  return set.provenance.host.empty() ? std::string("this machine")
                                     : "this machine (" + set.provenance.host + ")";
}

}  // namespace scalescope::model
