// Lesson quantities that read the loaded data: a TOP500 entry (system.*), a prediction from
// one entry of a machine to a later one (generation.*), the HPL-MxP gain of a machine (mxp.*)
// and a law fitted to a measured series (fit.*).

#include <algorithm>
#include <cmath>

#include "model/core/translatable.h"
#include "model/data/top500.h"
#include "model/laws/laws.h"
#include "model/lessons/quantity_table.h"
#include "model/measured/generations.h"
#include "model/measured/measured_series.h"
#include "model/scaling/precision_gain.h"
#include "model/scaling/scaling_settings.h"

namespace scalescope::model::quantities {

namespace {

// The messages of a step that lacks what its quantity reads (several quantities share them).
MarkedText noSystemText() {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "the step names no system"));
}

MarkedText noDataText() {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "no data loaded"));
}

MarkedText noLaterListText() {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "the step names no system with a later list"));
}

Result<Top500Entry> systemEntry(const LessonContext& c) {
  using R = Result<Top500Entry>;
  if (!c.system) return R::failure(noSystemText());
  if (!c.data) return R::failure(noDataText());
  if (const Top500Entry* e = findEntry(c.data->top500, *c.system)) return *e;
  return R::failure(modelMessage(
      SCALESCOPE_TR_NOOP("Model", "no TOP500 entry '%1' on the %2 list in the loaded data"),
      {MarkedArg::verbatim(c.system->name), MarkedArg::verbatim(c.system->list)}));
}

Result<double> systemValue(const LessonContext& c, Result<double> (*pick)(const Top500Entry&)) {
  const auto e = systemEntry(c);
  if (!e) return fail(e.errorText());
  return pick(*e);
}

/// later / earlier of a value of the entries of the step's `list` and `later_list`.
Result<double> laterOverEarlier(const LessonContext& c,
                                Result<double> (*pick)(const Top500Entry&)) {
  if (!c.system || c.system->laterList.empty()) return fail(noLaterListText());
  const auto earlier = systemEntry(c);
  if (!earlier) return fail(earlier.errorText());
  SystemRef laterRef = *c.system;
  laterRef.list = laterRef.laterList;
  LessonContext later = c;
  later.system = &laterRef;
  const auto laterEntry = systemEntry(later);
  if (!laterEntry) return fail(laterEntry.errorText());
  const auto from = pick(*earlier);
  if (!from) return fail(from.errorText());
  const auto to = pick(*laterEntry);
  if (!to) return fail(to.errorText());
  return *to / *from;
}

Result<GenerationPrediction> generation(const LessonContext& c) {
  using R = Result<GenerationPrediction>;
  if (!c.system || c.system->laterList.empty()) return R::failure(noLaterListText());
  if (!c.data) return R::failure(noDataText());
  for (const auto& g : predictGenerations(c.data->top500))
    if (g.system == c.system->name && g.fromList == c.system->list &&
        g.toList == c.system->laterList)
      return g;
  return R::failure(
      modelMessage(SCALESCOPE_TR_NOOP(
                       "Model", "no prediction from '%1' on the %2 list to %3 in the loaded data"),
                   {MarkedArg::verbatim(c.system->name), MarkedArg::verbatim(c.system->list),
                    MarkedArg::verbatim(c.system->laterList)}));
}

Result<double> generationValue(const LessonContext& c, double GenerationPrediction::*field) {
  const auto g = generation(c);
  if (!g) return fail(g.errorText());
  return (*g).*field;
}

Result<PrecisionPoint> mxpPoint(const LessonContext& c) {
  using R = Result<PrecisionPoint>;
  if (!c.system) return R::failure(noSystemText());
  if (!c.data) return R::failure(noDataText());
  for (const auto& p : precisionPoints(*c.scenario, *c.data))
    if (p.entry.system == c.system->name && p.entry.list == c.system->list) return p;
  return R::failure(modelMessage(
      SCALESCOPE_TR_NOOP("Model", "no HPL-MxP result of '%1' on the %2 list in the loaded data"),
      {MarkedArg::verbatim(c.system->name), MarkedArg::verbatim(c.system->list)}));
}

Result<MeasuredSeries> namedSeries(const LessonContext& c) {
  using R = Result<MeasuredSeries>;
  if (c.series.empty())
    return R::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "the step names no measured series")));
  if (!c.data) return R::failure(noDataText());
  const auto settings = scalingSettings(*c.scenario);
  for (auto& s : measuredSeries(*c.data, seriesOptions(settings)))
    if (s.name == c.series) {
      if (!s.hasTimes())
        return R::failure(
            modelMessage(SCALESCOPE_TR_NOOP("Model", "series '%1' has no times to fit"),
                         {MarkedArg::verbatim(c.series)}));
      return s;
    }
  return R::failure(
      modelMessage(SCALESCOPE_TR_NOOP("Model", "no measured series '%1' in the loaded data"),
                   {MarkedArg::verbatim(c.series)}));
}

/// A law fitted to the series' runs at its first k distinct N (scaling.fit_first_k, 0 = all).
Result<FitResult> seriesFit(const LessonContext& c, std::optional<Law> law = std::nullopt) {
  const auto series = namedSeries(c);
  if (!series) return Result<FitResult>::failure(series.errorText());
  const auto settings = scalingSettings(*c.scenario);
  return fitSeries(*series, law.value_or(settings.law), settings.fitFirstK, {}, settings.fitNoise);
}

/// "fit: why", for a fit that cannot be made.
MarkedText fitText(const MarkedText& why) {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "fit: %1"), {why});
}

enum class FitPart { LargestN, Measured, Predicted, Error, AbsError };

/// The series' largest N, its measured time there, and what the fit predicts for it.
Result<double> fitValue(const LessonContext& c, FitPart part) {
  const auto series = namedSeries(c);
  if (!series) return fail(series.errorText());
  const SeriesLevel& largest = series->levels.back();
  if (part == FitPart::LargestN) return largest.time.n;
  if (part == FitPart::Measured) return largest.centerSeconds;
  const auto fit = seriesFit(c);
  if (!fit) return fail(fitText(fit.errorText()));
  const double predicted = fit->predict(largest.time.n);
  if (part == FitPart::Predicted) return predicted;
  if (part == FitPart::AbsError)
    return std::abs(predicted - largest.centerSeconds) / largest.centerSeconds;
  return (predicted - largest.centerSeconds) / largest.centerSeconds;
}

}  // namespace

const std::vector<Entry>& dataEntries() {
  using N = QuantityNeeds;
  using G = GenerationPrediction;
  static const std::vector<Entry> entries{
      {{"system.cores", SCALESCOPE_TR_NOOP("Unit", "cores"), "N of the step's TOP500 entry",
        N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) -> Result<double> {
           return static_cast<double>(e.cores);
         });
       }},
      {{"system.rmax_tflops", "TFlop/s", "Rmax of the step's TOP500 entry", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) -> Result<double> { return e.rmaxTflops; });
       }},
      {{"system.rpeak_tflops", "TFlop/s", "Rpeak of the step's TOP500 entry", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c,
                            [](const Top500Entry& e) -> Result<double> { return e.rpeakTflops; });
       }},
      {{"system.efficiency", "", "E = Rmax/Rpeak of the step's TOP500 entry", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) { return efficiency(e); });
       }},
      {{"system.serial_fraction", "", "1−α_eff = (Rpeak/Rmax − 1)/(N − 1) of the entry", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) { return serialFraction(e); });
       }},
      {{"system.rmax_per_core_gflops", "GFlop/s", "Rmax per core of the entry", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) -> Result<double> {
           return e.rmaxTflops * 1000.0 / static_cast<double>(e.cores);
         });
       }},
      {{"system.nodes", SCALESCOPE_TR_NOOP("Unit", "nodes"),
        "nodes of the entry (column nodes, where known)", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) -> Result<double> {
           if (!e.nodes)
             return Result<double>::failure(
                 modelMessage(SCALESCOPE_TR_NOOP(
                                  "Model", "no node count for %1 on the %2 list (column 'nodes')"),
                              {MarkedArg::verbatim(e.system), MarkedArg::verbatim(e.list)}));
           return static_cast<double>(*e.nodes);
         });
       }},
      {{"system.rmax_per_node_tflops", "TFlop/s", "Rmax per node of the entry", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) { return rmaxPerNodeTflops(e); });
       }},
      {{"system.rpeak_per_node_tflops", "TFlop/s", "Rpeak per node of the entry", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) { return rpeakPerNodeTflops(e); });
       }},
      {{"system.serial_fraction_per_node", "",
        "1−α_eff of the entry with N = nodes: (Rpeak/Rmax − 1)/(nodes − 1)", N::System},
       [](const LessonContext& c) -> Result<double> {
         return systemValue(c, [](const Top500Entry& e) { return serialFractionPerNode(e); });
       }},
      {{"generation.rmax_per_node_gain", "×", "Rmax per node of the later entry / the earlier's",
        N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return laterOverEarlier(c, [](const Top500Entry& e) { return rmaxPerNodeTflops(e); });
       }},
      {{"generation.rpeak_per_node_gain", "×", "Rpeak per node of the later entry / the earlier's",
        N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return laterOverEarlier(c, [](const Top500Entry& e) { return rpeakPerNodeTflops(e); });
       }},
      {{"generation.serial_fraction_gain", "×",
        "1−α_eff per TOP500 core of the later entry / the earlier's", N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return laterOverEarlier(c, [](const Top500Entry& e) { return serialFraction(e); });
       }},
      {{"generation.serial_fraction_per_node_gain", "×",
        "1−α_eff with N = nodes of the later entry / the earlier's", N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return laterOverEarlier(c, [](const Top500Entry& e) { return serialFractionPerNode(e); });
       }},
      {{"generation.predicted_efficiency", "",
        "Amdahl E at the later entry's N with the earlier entry's 1−α_eff", N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return generationValue(c, &G::predictedEfficiency);
       }},
      {{"generation.predicted_rmax_tflops", "TFlop/s", "Rpeak_later · predicted E", N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return generationValue(c, &G::rmaxPredictedTflops);
       }},
      {{"generation.measured_rmax_tflops", "TFlop/s", "the later entry's Rmax", N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return generationValue(c, &G::rmaxMeasuredTflops);
       }},
      {{"generation.relative_error", "", "(predicted − measured)/measured Rmax", N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return generationValue(c, &G::relativeError);
       }},
      {{"generation.achieved_serial_fraction", "", "1−α_eff the later entry achieved",
        N::Generation},
       [](const LessonContext& c) -> Result<double> {
         return generationValue(c, &G::achievedSerialFraction);
       }},
      {{"mxp.measured_gain", "×", "HPL-MxP/HPL of the step's system and list", N::System},
       [](const LessonContext& c) -> Result<double> {
         const auto p = mxpPoint(c);
         if (!p) return fail(p.errorText());
         return p->entry.ratio();
       }},
      {{"mxp.predicted_fp16_gain", "×",
        "timeline model's FP16 gain at the cores of the step's system", N::System},
       [](const LessonContext& c) -> Result<double> {
         const auto p = mxpPoint(c);
         if (!p) return fail(p.errorText());
         return p->predictedFp16Gain;
       }},
      {{"fit.largest_n", "units", "largest N of the step's measured series", N::Series},
       [](const LessonContext& c) -> Result<double> { return fitValue(c, FitPart::LargestN); }},
      {{"fit.measured_time_s", "s", "measured time at the series' largest N", N::Series},
       [](const LessonContext& c) -> Result<double> { return fitValue(c, FitPart::Measured); }},
      {{"fit.predicted_time_s", "s",
        "time at the largest N predicted by scaling.law fitted on the runs at the first "
        "scaling.fit_first_k distinct N",
        N::Series},
       [](const LessonContext& c) -> Result<double> { return fitValue(c, FitPart::Predicted); }},
      {{"fit.prediction_error", "", "(predicted − measured)/measured at the largest N", N::Series},
       [](const LessonContext& c) -> Result<double> { return fitValue(c, FitPart::Error); }},
      {{"fit.abs_prediction_error", "", "|predicted − measured|/measured at the largest N",
        N::Series},
       [](const LessonContext& c) -> Result<double> { return fitValue(c, FitPart::AbsError); }},
      {{"fit.amdahl_serial_fraction", "", "1−α of Amdahl's law fitted on the first k distinct N",
        N::Series},
       [](const LessonContext& c) -> Result<double> {
         const auto fit = seriesFit(c, Law::Amdahl);
         if (!fit) return fail(fitText(fit.errorText()));
         return 1.0 - fit->parameters[1];  // parameters: t1_s, alpha
       }},
      {{"fit.usl_peak_n", "units", "N where the USL fitted on the first k distinct N peaks",
        N::Series},
       [](const LessonContext& c) -> Result<double> {
         const auto fit = seriesFit(c, Law::Usl);
         if (!fit) return fail(fitText(fit.errorText()));
         return uslPeakN(fit->parameters[1], fit->parameters[2]);  // t1_s, sigma, kappa
       }},
  };
  return entries;
}

std::vector<const std::vector<Entry>*> allEntries() {
  return {&scenarioEntries(), &rooflineEntries(), &dataEntries()};
}

const Entry* find(std::string_view id) {
  for (const auto* list : allEntries())
    for (const auto& e : *list)
      if (e.info.id == id) return &e;
  return nullptr;
}

}  // namespace scalescope::model::quantities
