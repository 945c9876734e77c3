#include "model/data/imported.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "model/data/csv_table.h"
#include "model/data/reader_text.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

std::string joinNames(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) {
    if (!out.empty()) out += ", ";
    out += '\'';
    out += n;
    out += '\'';
  }
  return out;
}

const ImportedSeries* findSeries(const ImportedFile& file, const std::string& name) {
  for (const auto& s : file.series)
    if (s.name == name) return &s;
  for (const auto& s : file.series)
    if (equalsIgnoringCase(s.name, name)) return &s;
  return nullptr;
}

/// Joins the distinct values of one provenance field over the files.
std::string mergedField(const std::vector<ImportedFile>& files, std::string Provenance::*field) {
  std::vector<std::string> distinct;
  for (const auto& f : files) {
    const std::string& v = f.provenance.*field;
    if (!v.empty() && std::find(distinct.begin(), distinct.end(), v) == distinct.end())
      distinct.push_back(v);
  }
  std::string out;
  for (std::size_t i = 0; i < distinct.size() && i < 3; ++i) {
    if (i) out += ", ";
    out += distinct[i];
  }
  if (distinct.size() > 3) out += ", … (" + std::to_string(distinct.size()) + " values)";
  return out;
}

}  // namespace

std::string Provenance::summary() const {
  std::string out;
  const auto add = [&](const char* what, const std::string& value) {
    if (!value.empty()) appendJoined(out, "\n", std::string(what) + ": " + value);
  };
  add("tool", tool);
  add("host", host);
  add("date", date);
  add("command", command);
  for (const auto& [key, value] : details) add(key.c_str(), value);
  return out;
}

std::vector<double> parameterValues(const ImportedSeries& series, std::size_t index) {
  std::set<double> values;
  for (const auto& r : series.runs)
    if (index < r.coordinates.size() && !std::isnan(r.coordinates[index]))
      values.insert(r.coordinates[index]);
  return {values.begin(), values.end()};
}

std::map<std::string, double> defaultFixedValues(const ImportedSeries& series,
                                                 std::size_t nParameter) {
  std::map<std::string, double> fixed;
  for (std::size_t k = 0; k < series.parameters.size(); ++k) {
    if (k == nParameter) continue;
    // A parameter that N determines (tasks = 4·nodes, num_tasks_per_node = num_tasks) varies
    // with N: fixing it would leave one run. Only one that takes several values at some N is
    // a dimension of its own, and is fixed.
    std::map<double, std::set<double>> valuesAtN;
    std::map<double, int> counts;
    for (const auto& r : series.runs) {
      if (k >= r.coordinates.size() || std::isnan(r.coordinates[k])) continue;
      ++counts[r.coordinates[k]];
      if (nParameter < r.coordinates.size())
        valuesAtN[r.coordinates[nParameter]].insert(r.coordinates[k]);
    }
    const bool independent = std::any_of(valuesAtN.begin(), valuesAtN.end(),
                                         [](const auto& entry) { return entry.second.size() > 1; });
    if (counts.empty() || !independent) continue;
    // std::map iterates in ascending order, so the first maximum is the smallest value.
    auto best = counts.begin();
    for (auto it = counts.begin(); it != counts.end(); ++it)
      if (it->second > best->second) best = it;
    fixed[series.parameters[k]] = best->first;
  }
  return fixed;
}

std::size_t chosenParameter(const ImportedSeries& series, const ImportChoice& choice) {
  if (!choice.nParameter.empty())
    for (std::size_t k = 0; k < series.parameters.size(); ++k)
      if (series.parameters[k] == choice.nParameter) return k;
  return std::min(series.defaultParameter,
                  series.parameters.empty() ? std::size_t{0} : series.parameters.size() - 1);
}

namespace {

/// The fixed values actually used: the defaults, and whatever the choice fixes explicitly.
std::map<std::string, double> fixedValues(const ImportedSeries& series, std::size_t nIndex,
                                          const ImportChoice& choice) {
  auto fixed = defaultFixedValues(series, nIndex);
  for (const auto& [name, value] : choice.fixed)
    for (std::size_t k = 0; k < series.parameters.size(); ++k)
      if (k != nIndex && series.parameters[k] == name) fixed[name] = value;
  return fixed;
}

}  // namespace

std::string seriesLabel(const ImportedSeries& series, const ImportChoice& choice) {
  const std::size_t nIndex = chosenParameter(series, choice);
  const auto fixed = fixedValues(series, nIndex, choice);
  std::string label = series.name;
  std::string values;
  for (std::size_t k = 0; k < series.parameters.size(); ++k) {
    if (k == nIndex) continue;
    const auto it = fixed.find(series.parameters[k]);
    if (it == fixed.end()) continue;
    appendJoined(values, ", ", series.parameters[k] + " = " + formatForMessage(it->second));
  }
  if (values.empty()) return label;
  return label.empty() ? values : label + " (" + values + ")";
}

namespace {

Result<MeasurementSet> measurementSetOf(const ImportedFile& file, const ImportChoice& choice) {
  using R = Result<MeasurementSet>;
  std::vector<const ImportedSeries*> chosen;
  std::vector<std::string> names;
  for (const auto& s : file.series) names.push_back(s.name);
  if (choice.series.empty()) {
    for (const auto& s : file.series) chosen.push_back(&s);
  } else {
    for (const auto& wanted : choice.series) {
      const ImportedSeries* s = findSeries(file, wanted);
      if (!s)
        return R::failure(fileText(
            file.sourceName,
            readerText(SCALESCOPE_TR_NOOP("Reader", "no series named '%1'; the file has %2: %3"),
                       {MarkedArg::verbatim(wanted), count(static_cast<long long>(names.size())),
                        MarkedArg::verbatim(joinNames(names))})));
      if (std::find(chosen.begin(), chosen.end(), s) == chosen.end()) chosen.push_back(s);
    }
  }
  MeasurementSet set;
  set.sourceName = file.sourceName;
  set.format = file.format;
  set.provenance = file.provenance;
  set.ignoredColumns = file.ignoredColumns;
  for (const ImportedSeries* s : chosen) {
    const bool named = std::find(s->parameters.begin(), s->parameters.end(), choice.nParameter) !=
                       s->parameters.end();
    if (!choice.nParameter.empty() && !named && s->parameters.size() > 1)
      return R::failure(fileText(
          file.sourceName,
          readerText(
              SCALESCOPE_TR_NOOP("Reader", "%1 has no parameter named '%2'; its parameters: %3"),
              {MarkedArg::verbatim(s->name), MarkedArg::verbatim(choice.nParameter),
               MarkedArg::verbatim(joinNames(s->parameters))})));
    if (!named && !s->nKnown)
      return R::failure(fileText(
          file.sourceName,
          readerText(
              SCALESCOPE_TR_NOOP("Reader",
                                 "which parameter is N? %1 has %2, none of them a count by "
                                 "its name: name it with --n-parameter NAME (or choose it "
                                 "in File ▸ Import data)"),
              {MarkedArg::verbatim(s->name), MarkedArg::verbatim(joinNames(s->parameters))})));
    const std::size_t nIndex = chosenParameter(*s, choice);
    const auto fixed = fixedValues(*s, nIndex, choice);
    const std::string group = seriesLabel(*s, choice);
    std::string scaling;
    if (auto it = choice.scaling.find(s->name); it != choice.scaling.end()) scaling = it->second;
    const std::string nName = nIndex < s->parameters.size() ? s->parameters[nIndex] : "N";
    for (const auto& run : s->runs) {
      bool inSlice = true;
      for (std::size_t k = 0; k < s->parameters.size() && inSlice; ++k) {
        if (k == nIndex) continue;
        const auto it = fixed.find(s->parameters[k]);
        inSlice =
            it == fixed.end() || (k < run.coordinates.size() && run.coordinates[k] == it->second);
      }
      if (!inSlice) continue;
      MeasuredPoint p = run.point;
      double n = nIndex < run.coordinates.size() ? run.coordinates[nIndex] : std::nan("");
      if (std::isnan(n) && choice.processes) n = *choice.processes;
      const std::string where = run.source.empty() ? file.sourceName : run.source;
      if (std::isnan(n))
        return R::failure(locatedText(
            where, p.line, run.column,
            readerText(SCALESCOPE_TR_NOOP("Reader",
                                          "series '%1': the file does not say the %2 of this run; "
                                          "give it (the import dialog asks, or name the file "
                                          "…_np16…)"),
                       {MarkedArg::verbatim(s->name), MarkedArg::verbatim(nName)})));
      if (!(n >= 1 && n <= 1e12))
        return R::failure(locatedText(
            where, p.line, run.column,
            readerText(
                SCALESCOPE_TR_NOOP("Reader",
                                   "series '%1': expected %2 between 1 and 1e12 as N, found %3"),
                {MarkedArg::verbatim(s->name), MarkedArg::verbatim(nName), formatForMessage(n)})));
      p.n = n;
      p.group = group;
      if (!scaling.empty()) p.scaling = scaling;
      // A generic N ("n", "p", "x") says nothing about what is counted.
      if (p.unit.empty()) p.unit = !s->unit.empty() ? s->unit : nName.size() > 1 ? nName : "";
      if (p.label.empty() && !run.source.empty()) p.label = fileBaseName(run.source);
      set.points.push_back(std::move(p));
    }
  }
  if (set.points.empty())
    return R::failure(fileText(
        file.sourceName,
        file.warnings.empty()
            ? readerText(SCALESCOPE_TR_NOOP(
                  "Reader", "expected at least one measured run in the chosen series, found none"))
            : readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "expected at least one measured run in the chosen "
                                            "series, found none (%1)"),
                         {file.warnings.front()})));
  return set;
}

}  // namespace

Result<MeasurementSet> toMeasurementSet(const ImportedFile& file, const ImportChoice& choice) {
  auto r = measurementSetOf(file, choice);
  if (!r) return Result<MeasurementSet>::failure(oneLine(r.errorText()));
  return r;
}

ImportedFile importedFromMeasurements(const MeasurementSet& set) {
  ImportedFile file;
  file.sourceName = set.sourceName;
  file.format = set.format;
  file.provenance = set.provenance;
  file.ignoredColumns = set.ignoredColumns;
  for (const std::string& group : set.groups()) {
    ImportedSeries s;
    s.name = group;
    s.parameters = {"n"};
    for (const auto& p : set.points) {
      if (p.group != group) continue;
      if (s.unit.empty()) s.unit = p.unit;
      ImportedRun run;
      run.coordinates = {p.n};
      run.point = p;
      run.point.group.clear();
      s.runs.push_back(std::move(run));
    }
    file.series.push_back(std::move(s));
  }
  return file;
}

std::vector<ImportedFile> mergeSweeps(std::vector<ImportedFile> files, const std::string& folder) {
  std::vector<ImportedFile> out;
  std::vector<bool> used(files.size(), false);
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (used[i]) continue;
    const auto oneSeries = [](const ImportedFile& f) { return f.series.size() == 1; };
    std::vector<std::size_t> sweep{i};
    if (oneSeries(files[i]))
      for (std::size_t j = i + 1; j < files.size(); ++j)
        if (!used[j] && oneSeries(files[j]) && files[j].format == files[i].format &&
            files[j].series[0].name == files[i].series[0].name &&
            files[j].series[0].parameters == files[i].series[0].parameters)
          sweep.push_back(j);
    if (sweep.size() == 1) {
      out.push_back(std::move(files[i]));
      used[i] = true;
      continue;
    }
    std::vector<ImportedFile> members;
    for (std::size_t k : sweep) {
      members.push_back(std::move(files[k]));
      used[k] = true;
    }
    ImportedFile merged;
    merged.sourceName = folder;
    merged.format = members.front().format;
    merged.provenance.tool = mergedField(members, &Provenance::tool);
    merged.provenance.host = mergedField(members, &Provenance::host);
    merged.provenance.date = mergedField(members, &Provenance::date);
    merged.provenance.command = mergedField(members, &Provenance::command);
    merged.provenance.details = members.front().provenance.details;
    merged.provenance.details.emplace_back(detail_name::kRunsOfOneSweep,
                                           std::to_string(members.size()));
    merged.series.push_back(members.front().series.front());
    merged.series[0].runs.clear();
    for (auto& m : members) {
      for (auto& run : m.series[0].runs) {
        if (run.source.empty()) run.source = m.sourceName;
        merged.series[0].runs.push_back(std::move(run));
      }
      merged.warnings.insert(merged.warnings.end(), m.warnings.begin(), m.warnings.end());
    }
    out.push_back(std::move(merged));
  }
  return out;
}

}  // namespace scalescope::model
