#pragma once
// The declarative parameter table: every editable parameter of a Scenario, described once.
// The parameter panel, the scenario reader/writer, the command-line --set and validation
// are all driven from it, so adding a parameter is one row (and one name in param.h).
// The text people read (label, group, tooltip, choice and zero labels) is written in English
// and marked for translation in the rows (SCALESCOPE_TR_NOOP, model/core/translatable.h);
// views translate it where they show it (views/common/model_text.h). Units are not translated.
// The messages of the value checks are composed in context "Model" (modelMessage), with
// English twins for the command line and the tests.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/param.h"
#include "model/core/result.h"
#include "model/core/translatable.h"

namespace scalescope::model {

enum class ParameterKind { Number, Integer, Choice, Toggle };
enum class SliderScale { Linear, Log };

/// One row of the table. Choice values are stored as the index into `choices`;
/// toggles as 0 or 1.
struct ParameterSpec {
  Param param{};      ///< the name code uses
  std::string id;     ///< paramId(param): part of the file format and the command line
  std::string label;  ///< short label for the panel
  std::string unit;   ///< unit shown next to the value ("" = dimensionless)
  ParameterKind kind = ParameterKind::Number;
  double minimum = 0.0;
  double maximum = 1.0;
  double defaultValue = 0.0;
  SliderScale scale = SliderScale::Linear;
  std::string group;                      ///< panel group, e.g. "Scaling laws"
  std::string tooltip;                    ///< what it means and where the default comes from
  std::vector<std::string> choices;       ///< ids: files, --set, the command line
  std::vector<std::string> choiceLabels;  ///< what people read, same order ("MA-SGD")
  /// Translation context of the choice labels (model/core/translatable.h): "Parameter", or
  /// "Law" for choices that are the law table's names. The other text is in "Parameter".
  const char* choiceContext = "Parameter";
  std::string zeroLabel;  ///< shown for the value 0 when it means something ("paper default")
  int decimals = 3;       ///< significant digits shown in the spin box
};

/// The label people read for choice i of a row ("smallest N" for smallest_n).
const std::string& choiceLabel(const ParameterSpec& spec, std::size_t i);

/// All parameters, in the order of SCALESCOPE_PARAMETERS (panel order): row i is
/// paramAt(i). Built once; the reference stays valid. Throws std::logic_error when the rows
/// do not match the Param list (checkParameterRows).
const std::vector<ParameterSpec>& parameterTable();

/// "" when `rows` (in any order) hold every Param exactly once with its own id, else what
/// is wrong ("pim.dpus: two rows").
std::string checkParameterRows(const std::vector<ParameterSpec>& rows);

/// Index of the parameter with this id, if any (for ids read from files and --set).
std::optional<std::size_t> parameterIndex(std::string_view id);

inline const ParameterSpec& parameterSpec(Param p) {
  return parameterTable()[paramIndex(p)];
}

/// Checks a value against a row: range, integrality, valid choice index, finite.
/// Nothing when valid, else a message naming the parameter (marked in context "Model").
std::optional<MarkedText> checkParameterValue(const ParameterSpec& spec, double value);
/// The same in English: "" when valid.
std::string validateParameterValue(const ParameterSpec& spec, double value);

/// Parses the text form of a value ("1e6", "fp16", "on"); choices by name, toggles
/// as on/off/true/false/1/0. The value, checked as checkParameterValue does, or the message.
Result<double> readParameterValue(const ParameterSpec& spec, std::string_view text);
/// The same with the message in English, put in `error` on failure.
std::optional<double> parseParameterValue(const ParameterSpec& spec, std::string_view text,
                                          std::string* error);

/// The text form of a value (choice name, "on"/"off", or the number with full precision).
std::string formatParameterValue(const ParameterSpec& spec, double value);
/// The value as people read it: a choice's label ("GA-SGD") where the text form has its id
/// ("ga-sgd"); otherwise as formatParameterValue. For undo history and lesson texts.
std::string displayParameterValue(const ParameterSpec& spec, double value);

// Rows of each area, built with RowBuilder (parameter_rows.h); parameter_table.cpp puts them
// in Param order. One file per area.
std::vector<ParameterSpec> lawParameters();
std::vector<ParameterSpec> timelineParameters();
std::vector<ParameterSpec> pimParameters();
std::vector<ParameterSpec> scalingParameters();
std::vector<ParameterSpec> rooflineParameters();

}  // namespace scalescope::model
