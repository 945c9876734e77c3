// ERT's roofline.json as measured roofs (the format: model/data/measured_roofs.h).
#include <cmath>
#include <string>
#include <utility>

#include "model/data/csv_table.h"
#include "model/data/json_reader.h"
#include "model/data/measured_roofs.h"
#include "model/data/reader_text.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using R = Result<MeasuredRoofSet>;
using Roofs = Result<std::vector<MeasuredRoof>>;

constexpr double kGiga = 1e9;          // ERT's GB/s and GFLOP/s (Scripts/preprocess.py)
constexpr double kLargestRate = 1e12;  // in GB/s or GFLOP/s: 10²¹ per second

/// section.data: [[name, rate], ...], rates in units of 10⁹ per second.
Roofs readPairs(const JsonValue& section, const std::string& path, bool compute,
                const std::string& name) {
  const std::string unit = compute ? "GFLOP/s" : "GB/s";
  const JsonValue* data = section.find("data");
  if (!data || !data->isArray())
    return Roofs::failure(jsonText(
        name, data ? *data : section,
        readerText(SCALESCOPE_TR_NOOP("Reader", "%1.data: expected an array of [name, %2] pairs"),
                   {path, unit})));
  std::vector<MeasuredRoof> roofs;
  for (std::size_t i = 0; i < data->items.size(); ++i) {
    const JsonValue& pair = data->items[i];
    const std::string at = path + ".data[" + std::to_string(i) + "]";
    if (!pair.isArray() || pair.items.size() != 2 || !pair.items[0].isString())
      return Roofs::failure(jsonText(
          name, pair,
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a pair [name, %2]"), {at, unit})));
    const JsonValue& label = pair.items[0];
    const JsonValue& rate = pair.items[1];
    if (label.text.empty())
      return Roofs::failure(jsonText(
          name, label,
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1[0]: expected a name, found \"\""), {at})));
    for (const MeasuredRoof& earlier : roofs)
      if (lowerCase(earlier.name) == lowerCase(label.text))
        return Roofs::failure(jsonText(
            name, label,
            readerText(SCALESCOPE_TR_NOOP("Reader", "%1[0]: %2 is named twice (first on line %3)"),
                       {at, MarkedArg::verbatim("\"" + label.text + "\""), count(earlier.line)})));
    if (!rate.isNumber() || !(rate.number > 0 && rate.number <= kLargestRate))
      return Roofs::failure(jsonText(
          name, rate,
          readerText(
              SCALESCOPE_TR_NOOP("Reader",
                                 "%1[1]: expected a rate in %2 above 0 and at most %3, "
                                 "found %4"),
              {at, unit, formatForMessage(kLargestRate),
               rate.isNumber() ? MarkedArg(formatForMessage(rate.number)) : rate.typeText()})));
    MeasuredRoof roof;
    roof.name = label.text;
    roof.compute = compute;
    roof.value = rate.number * kGiga;
    roof.line = rate.line;
    roof.column = rate.column;
    roofs.push_back(std::move(roof));
  }
  return roofs;
}

/// The host ERT ran on: metadata.HOSTNAME, a string or a list starting with one.
std::string hostName(const JsonValue& empirical) {
  const JsonValue* meta = empirical.find("metadata");
  const JsonValue* host = meta ? meta->find("HOSTNAME") : nullptr;
  if (host && host->isArray() && !host->items.empty()) host = &host->items.front();
  return host && host->isString() ? host->text : std::string();
}

/// "ERT 1.1.0"; what metadata.TOOL names when a file says it was written by another tool in
/// ERT's layout (scalescope-probe roofs).
std::string toolName(const JsonValue& empirical) {
  const JsonValue* meta = empirical.find("metadata");
  if (const JsonValue* tool = meta ? meta->find("TOOL") : nullptr;
      tool && tool->isString() && !tool->text.empty())
    return tool->text;
  const JsonValue* version = meta ? meta->find("ERT_VERSION") : nullptr;
  return version && version->isString() && !version->text.empty() ? "ERT " + version->text
                                                                  : std::string("ERT");
}

}  // namespace

Result<MeasuredRoofSet> readErtRoofline(std::string_view text, const std::string& name) {
  auto parsed = parseJsonValues(text, name);
  if (!parsed) return R::failure(parsed.errorText());
  const JsonValue& root = parsed->front();
  const JsonValue* empirical = root.isObject() ? root.find("empirical") : nullptr;
  if (parsed->size() != 1 || !empirical)
    return R::failure(
        jsonText(name, root,
                 readerText(SCALESCOPE_TR_NOOP(
                     "Reader", "expected ERT's roofline.json: one object with \"empirical\""))));
  if (!empirical->isObject())
    return R::failure(
        jsonText(name, *empirical,
                 readerText(SCALESCOPE_TR_NOOP(
                     "Reader", "empirical: expected an object with \"gflops\" and \"gbytes\""))));
  MeasuredRoofSet set;
  set.source = name;
  set.tool = toolName(*empirical);
  set.machine = hostName(*empirical);
  if (set.machine.empty()) set.machine = fileBaseName(name);
  const JsonValue* spec = root.find("spec");
  for (const auto& [key, compute] : {std::pair{"gflops", true}, std::pair{"gbytes", false}}) {
    const std::string path = std::string("empirical.") + key;
    const JsonValue* section = empirical->find(key);
    if (!section || !section->isObject())
      return R::failure(
          jsonText(name, section ? *section : *empirical,
                   readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected an object with \"data\""),
                              {path})));
    auto read = readPairs(*section, path, compute, name);
    if (!read) return R::failure(read.errorText());
    std::vector<MeasuredRoof> roofs = std::move(read.value());
    if (roofs.empty())
      return R::failure(jsonText(
          name, *section->find("data"),
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1.data: expected at least one measured roof"),
                     {path})));
    // The specification of the same names, when the file states one.
    const JsonValue* specSection = spec && spec->isObject() ? spec->find(key) : nullptr;
    if (specSection && specSection->isObject()) {
      auto stated = readPairs(*specSection, std::string("spec.") + key, compute, name);
      if (!stated) return R::failure(stated.errorText());
      for (const MeasuredRoof& s : *stated)
        for (MeasuredRoof& r : roofs)
          if (lowerCase(r.name) == lowerCase(s.name)) r.specification = s.value;
    }
    set.roofs.insert(set.roofs.end(), roofs.begin(), roofs.end());
  }
  return set;
}

int sniffErtRoofline(const FileSniff& file) {
  if (const auto* values = file.json()) {
    const JsonValue* empirical = values->size() == 1 && values->front().isObject()
                                     ? values->front().find("empirical")
                                     : nullptr;
    return empirical && (empirical->find("gflops") || empirical->find("gbytes")) ? 95 : kNotMine;
  }
  if (!file.jsonLike()) return kNotMine;
  return file.mentions("\"empirical\"") &&
                 (file.mentions("\"gbytes\"") || file.mentions("\"gflops\""))
             ? 30
             : kNotMine;
}

}  // namespace scalescope::model
