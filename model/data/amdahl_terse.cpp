// HPC Carpentry's amdahl program (github.com/hpc-carpentry/amdahl, amdahl/amdahl.py): with
// --terse, rank 0 prints one JSON object {"nproc": N, "serial_work": s, "parallel_work": s,
// "parallel_proportion": p, "execution_time": s}. One file per run (amdahl_np{N}.json, the
// HPC Carpentry exercise), or several runs appended to one file. Its parallel proportion is
// known, so a fit of Amdahl's law to these runs can be checked against it; it is strong
// scaling (the work is fixed).
#include <algorithm>
#include <cmath>
#include <map>

#include "model/data/csv_table.h"
#include "model/data/json_reader.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"

namespace scalescope::model {

namespace {
using R = Result<ImportedFile>;
}  // namespace

Result<ImportedFile> readAmdahlTerse(std::string_view text, const std::string& name) {
  auto parsed = parseJsonValues(text, name);
  if (!parsed) return R::failure(parsed.errorText());
  ImportedFile file;
  file.sourceName = name;
  file.provenance.tool = "HPC Carpentry amdahl (--terse)";
  std::map<double, std::size_t> seriesByProportion;
  const auto fromName = processCountFromName(name);
  for (const auto& run : *parsed) {
    const JsonValue* time = run.find("execution_time");
    if (!run.isObject() || !time)
      return R::failure(
          jsonText(name, run,
                   readerText(SCALESCOPE_TR_NOOP("Reader",
                                                 "expected amdahl --terse output: an object with "
                                                 "\"execution_time\" and \"nproc\""))));
    if (!time->isNumber() || !(time->number >= 1e-15 && time->number <= 1e15))
      return R::failure(jsonText(
          name, *time,
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a time between 1e-15 and 1e15 s"),
                     {"execution_time"})));
    double n = fromName ? *fromName : std::nan("");
    if (const JsonValue* nproc = run.find("nproc")) {
      if (!nproc->isNumber() || !(nproc->number >= 1 && nproc->number <= 1e12) ||
          nproc->number != std::floor(nproc->number))
        return R::failure(
            jsonText(name, *nproc,
                     readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a whole number ≥ 1"),
                                {"nproc"})));
      n = nproc->number;
    }
    double proportion = std::nan("");
    if (const JsonValue* p = run.find("parallel_proportion")) {
      if (!p->isNumber() || !(p->number > 0 && p->number <= 1))
        return R::failure(
            jsonText(name, *p,
                     readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a number in (0, 1]"),
                                {"parallel_proportion"})));
      proportion = p->number;
    }
    const double key = std::isnan(proportion) ? -1 : proportion;
    auto [it, isNew] = seriesByProportion.try_emplace(key, file.series.size());
    if (isNew) {
      ImportedSeries s;
      s.name = std::isnan(proportion)
                   ? "amdahl"
                   : "amdahl, parallel proportion " + formatForMessage(proportion);
      s.parameters = {"nproc"};
      s.unit = "processes";
      if (!std::isnan(proportion))
        s.note = readerText(SCALESCOPE_TR_NOOP("Reader",
                                               "the program's parallel proportion is %1 (a fit "
                                               "of Amdahl's law should find α ≈ %1)"),
                            {formatForMessage(proportion)});
      file.series.push_back(std::move(s));
      if (!std::isnan(proportion))
        file.provenance.details.emplace_back(detail_name::kKnownParallelProportion,
                                             formatForMessage(proportion));
    }
    ImportedRun r;
    r.coordinates = {n};
    r.point.timeSeconds = time->number;
    r.point.scaling = "strong";
    r.point.line = time->line;
    r.column = time->column;
    file.series[it->second].runs.push_back(std::move(r));
  }
  return file;
}

int sniffAmdahlTerse(const FileSniff& file) {
  if (const auto* values = file.json()) {
    // One object per run, several runs appended to one file.
    const bool runs = std::all_of(values->begin(), values->end(),
                                  [](const JsonValue& v) { return v.isObject(); });
    return runs && values->front().find("execution_time") ? 90 : kNotMine;
  }
  if (!file.jsonLike()) return kNotMine;
  return file.mentions("\"execution_time\"") || file.mentions("\"nproc\"") ? 20 : kNotMine;
}

}  // namespace scalescope::model
