#pragma once
// The model's answer to a lesson question, computed from the step's scenario, and the check
// of a student's response against it. Number: the quantity's value. Choice: the option whose
// scenario gives the smallest or largest value, or the option that says how the step's value
// compares with another scenario's. Slider: the parameter value where the quantity crosses
// the threshold, found over the parameter's whole range.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "model/core/result.h"
#include "model/lessons/quantities.h"

namespace scalescope::model {

struct ModelAnswer {
  double value = 0;  ///< Number: the quantity; Slider: the parameter; Choice: option index
  std::string unit;  ///< of value (Choice: "")
  std::optional<std::size_t> option;  ///< Choice: the right option
  /// Choice: the compared values, one per option (Smallest/Largest) or {step, versus} (Compare).
  std::vector<double> comparedValues;
  std::string text;  ///< the answer as a person reads it: "19.6×", "ADMM", "n = 19 units"
};

/// The model's answer; a failure says why (a quantity the model cannot evaluate, no crossing
/// over the parameter's range, no option that matches the comparison).
Result<ModelAnswer> computeAnswer(const Question& question, const LessonContext& context);

/// Whether a response is right: a number (Number), the parameter value the student set
/// (Slider) or the index of the chosen option (Choice).
bool isCorrect(const Question& question, const ModelAnswer& answer, double response);

/// The value where `quantity` crosses `threshold` as `param` goes from its minimum to its
/// maximum (downwards when `below`): the first crossing, refined by bisection (on a log scale
/// for log-scaled parameters, on whole numbers for integer ones).
Result<double> findCrossing(Param param, const std::string& quantity, double threshold, bool below,
                            const LessonContext& context);

}  // namespace scalescope::model
