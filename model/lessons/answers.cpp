#include "model/lessons/answers.h"

#include <cmath>

#include "model/core/number_text.h"
#include "model/core/parameter_table.h"

namespace scalescope::model {

namespace {

Result<double> quantityWith(const std::string& quantity, const std::vector<ParamValue>& changes,
                            const LessonContext& context) {
  Scenario scenario = *context.scenario;
  applyValues(scenario, changes);
  LessonContext c = context;
  c.scenario = &scenario;
  return evaluateQuantity(quantity, c);
}

/// What a compare question's value did ("higher"), as the message on it says it; `means` is the
/// option's word of the file ("higher", "lower", "same").
MarkedText meansWord(const std::string& means) {
  if (means == "higher") return modelMessage(SCALESCOPE_TR_NOOP("Model", "higher"));
  if (means == "lower") return modelMessage(SCALESCOPE_TR_NOOP("Model", "lower"));
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "same"));
}

Result<ModelAnswer> choiceAnswer(const Question& q, const LessonContext& context) {
  using R = Result<ModelAnswer>;
  ModelAnswer a;
  if (q.rule == Question::Rule::Compare) {
    const auto here = evaluateQuantity(q.quantity, context);
    if (!here) return R::failure(here.errorText());
    const auto there = quantityWith(q.quantity, q.versus, context);
    if (!there) return R::failure(there.errorText());
    a.comparedValues = {*here, *there};
    const double scale = std::max(std::abs(*here), std::abs(*there));
    const double difference = *here - *there;
    std::string means = "same";
    if (std::abs(difference) > q.sameWithin * scale) means = difference > 0 ? "higher" : "lower";
    for (std::size_t i = 0; i < q.options.size(); ++i)
      if (q.options[i].means == means) a.option = i;
    if (!a.option)
      return R::failure(modelMessage(
          SCALESCOPE_TR_NOOP("Model", "%1 is %2 (%3 against %4) but no option means '%5'"),
          {q.quantity, meansWord(means), shortNumber(*here), shortNumber(*there), means}));
  } else {
    for (std::size_t i = 0; i < q.options.size(); ++i) {
      const auto v = quantityWith(q.quantity, q.options[i].set, context);
      if (!v)
        return R::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "option '%1': %2"),
                                       {MarkedArg::verbatim(q.options[i].label), v.errorText()}));
      a.comparedValues.push_back(*v);
      const bool better =
          !a.option || (q.rule == Question::Rule::Smallest ? *v < a.comparedValues[*a.option]
                                                           : *v > a.comparedValues[*a.option]);
      if (better) a.option = i;
    }
    if (!a.option)
      return R::failure(
          modelMessage(SCALESCOPE_TR_NOOP("Model", "a choice question needs options")));
  }
  a.value = static_cast<double>(*a.option);
  a.text = q.options[*a.option].label;
  return a;
}

/// The parameter value at position t ∈ [0, 1] of its range, as its slider maps it.
double rangeValue(const ParameterSpec& spec, double t) {
  if (spec.scale == SliderScale::Log && spec.minimum > 0)
    return spec.minimum * std::pow(spec.maximum / spec.minimum, t);
  return spec.minimum + t * (spec.maximum - spec.minimum);
}

}  // namespace

Result<double> findCrossing(Param param, const std::string& quantity, double threshold, bool below,
                            const LessonContext& context) {
  const ParameterSpec& spec = parameterSpec(param);
  const bool whole = spec.kind == ParameterKind::Integer;
  // Evaluated on a copy of the scenario with the parameter moved; "past" = beyond the threshold.
  auto past = [&](double x) -> Result<bool> {
    Scenario s = *context.scenario;
    if (auto refused = s.trySet(param, whole ? std::round(x) : x))
      return Result<bool>::failure(std::move(*refused));
    LessonContext c = context;
    c.scenario = &s;
    const auto v = evaluateQuantity(quantity, c);
    if (!v) return Result<bool>::failure(v.errorText());
    return below ? *v < threshold : *v > threshold;
  };
  const auto first = past(spec.minimum);
  if (!first) return Result<double>::failure(first.errorText());
  if (*first) {
    const std::vector<MarkedArg> args{quantity, shortNumber(threshold), spec.id,
                                      shortNumber(spec.minimum)};
    return Result<double>::failure(
        below
            ? modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 is already below %2 at %3 = %4"), args)
            : modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 is already above %2 at %3 = %4"), args));
  }
  constexpr int kScan = 400;  // the first crossing, not any: a coarse scan brackets it
  double lo = 0, hi = -1;
  for (int i = 1; i <= kScan; ++i) {
    const double t = static_cast<double>(i) / kScan;
    const auto p = past(rangeValue(spec, t));
    if (!p) return Result<double>::failure(p.errorText());
    if (*p) {
      hi = t;
      break;
    }
    lo = t;
  }
  if (hi < 0) {
    const std::vector<MarkedArg> args{quantity, shortNumber(threshold), spec.id,
                                      shortNumber(spec.minimum), shortNumber(spec.maximum)};
    return Result<double>::failure(
        below
            ? modelMessage(
                  SCALESCOPE_TR_NOOP("Model", "%1 never falls below %2 over %3 in [%4, %5]"), args)
            : modelMessage(
                  SCALESCOPE_TR_NOOP("Model", "%1 never falls above %2 over %3 in [%4, %5]"),
                  args));
  }
  for (int i = 0; i < 80; ++i) {
    const double mid = 0.5 * (lo + hi);
    const auto p = past(rangeValue(spec, mid));
    if (!p) return Result<double>::failure(p.errorText());
    (*p ? hi : lo) = mid;
  }
  double x = rangeValue(spec, hi);
  if (whole) {
    // The smallest whole number past the threshold.
    x = std::ceil(rangeValue(spec, lo));
    while (x < spec.maximum && !past(x).valueOr(true)) x += 1;
  }
  return x;
}

Result<ModelAnswer> computeAnswer(const Question& q, const LessonContext& context) {
  using R = Result<ModelAnswer>;
  if (!context.scenario)
    return R::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "no scenario")));
  if (q.kind == Question::Kind::Choice) return choiceAnswer(q, context);
  ModelAnswer a;
  if (q.kind == Question::Kind::Slider) {
    const auto x = findCrossing(q.parameter, q.quantity, q.threshold, q.below, context);
    if (!x) return R::failure(x.errorText());
    const ParameterSpec& spec = parameterSpec(q.parameter);
    a.value = *x;
    a.unit = spec.unit;
    a.text = spec.label + " = " + formatQuantity(*x, spec.unit);
    return a;
  }
  const auto v = evaluateQuantity(q.quantity, context);
  if (!v) return R::failure(v.errorText());
  a.value = *v;
  const auto info = quantityInfo(q.quantity);
  a.unit = info ? info->unit : std::string();
  a.text = formatQuantity(*v, a.unit);
  return a;
}

bool isCorrect(const Question& q, const ModelAnswer& a, double response) {
  if (q.kind == Question::Kind::Choice)
    return a.option && std::isfinite(response) &&
           static_cast<double>(*a.option) == std::round(response) && response >= 0;
  return q.tolerance.accepts(a.value, response);
}

}  // namespace scalescope::model
