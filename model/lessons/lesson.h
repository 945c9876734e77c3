#pragma once
// A guided lesson as plain data (resources/lessons/README.md describes the file format): steps
// that set parameters, choose the views, highlight an element, show text with live values and
// ask a question whose answer the model computes from the step's scenario. No answer is ever
// stored here: a Question names the quantity to compute, so the answer stays right when the
// model changes. Every element keeps the line and column it was read from, for messages.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"
#include "model/core/translatable.h"
#include "model/data/top500.h"

namespace scalescope::model {

/// Where something was read from (1-based; 0 for elements built in code).
struct SourcePos {
  int line = 0;
  int column = 0;
  bool operator==(const SourcePos&) const = default;
};

/// One parameter value a step (or an option) sets.
struct ParamValue {
  Param param{};
  double value = 0;
  SourcePos at;
  bool operator==(const ParamValue&) const = default;
};

/// How close a guess must come to the model's value.
struct Tolerance {
  enum class Kind { Relative, Absolute, Factor };
  Kind kind = Kind::Relative;
  double amount = 0.05;  ///< relative: 0.05 = ±5 %; absolute: in the answer's unit; factor ≥ 1
  /// True when `guess` lies within the tolerance of `truth`.
  bool accepts(double truth, double guess) const;
  /// The values it accepts around `truth`, lowest first (for a gauge or a band).
  std::pair<double, double> range(double truth) const;
  /// "±5 %", "±0.5", "within a factor 2" marked for translation (context "LessonAnswer"):
  /// the window writes it in its language (app/lessons/answer_text.h).
  MarkedText marked() const;
  /// The English text, as files keep it: marked().english().
  std::string text() const;
  bool operator==(const Tolerance&) const = default;
};

/// The views a step can show, by the file name stems of the figure export.
enum class LessonView {
  Surface,
  Scaling,
  ScalingFit,
  ScalingStudy,
  ScalingInverseN,
  Generations,
  Precision,
  Pim,
  PimScaling,
  Timeline,
  Roofline
};
/// The window area a view lives in: the 3D surface, the Scaling tabs, the PIM tabs, the
/// timeline panel or the roofline.
enum class ViewArea { Surface, Scaling, Pim, Timeline, Roofline };
std::string_view viewId(LessonView view);
std::optional<LessonView> viewFromId(std::string_view id);
ViewArea viewArea(LessonView view);
/// An area's id: the id of its first view ("surface", "scaling", "pim", "timeline").
std::string_view areaId(ViewArea area);
/// Every view id, for messages ("surface|scaling|...").
std::string viewIdList();

/// The 3D camera presets a step can choose (the View ▸ Surface camera entries).
enum class LessonCamera { Perspective, Top, SideN, SideSerialFraction };
std::string_view cameraId(LessonCamera camera);
std::optional<LessonCamera> cameraFromId(std::string_view id);

/// An element a step points at.
struct Highlight {
  enum class Kind { None, System, Path, Curve, Bar, Parameter, Roof };
  Kind kind = Kind::None;
  std::string target;  ///< system or path name, curve id, bar id, roof id
  std::string list;    ///< System: the list edition ("" = every entry of the system)
  Param param{};       ///< Parameter
  SourcePos at;
  bool operator==(const Highlight&) const = default;
};
/// Curve ids a highlight may name (the Scaling view's law curves).
const std::vector<std::string>& highlightCurveIds();
/// Bar ids: the PIM algorithms and time categories, and the timeline's five parts.
const std::vector<std::string>& highlightBarIds();
/// Roof ids: every roof of the roofline's machines ("dram", "mram", "cpu-to-dpu", ...).
const std::vector<std::string>& highlightRoofIds();

/// A TOP500 entry that the system.*, generation.* and mxp.* quantities of a step read.
struct SystemRef {
  std::string name;
  std::string list;       ///< edition "YYYY-MM"
  std::string laterList;  ///< generation.*: the later edition predicted from `list`
  /// The row against this peak ("peak": "vector" or "matrix"; the list's by default).
  PeakBasis peak = PeakBasis::List;
  SourcePos at;
  bool operator==(const SystemRef&) const = default;
};

/// The entry `ref` names (name, list and peak); nullptr when the entries hold none.
const Top500Entry* findEntry(const std::vector<Top500Entry>& entries, const SystemRef& ref);

/// What a student answers and how the model's answer is found.
struct Question {
  enum class Kind { Number, Choice, Slider };
  /// Choice questions: the right option is the one whose scenario gives the smallest or
  /// largest value of `quantity`, or (Compare) the one whose `means` says how the step's value
  /// compares with the value at the `versus` scenario.
  enum class Rule { Smallest, Largest, Compare };
  struct Option {
    std::string label;
    std::vector<ParamValue> set;  ///< Smallest/Largest: applied on top of the step's scenario
    std::string means;            ///< Compare: "higher", "lower" or "same"
    std::string id;               ///< what `expect` names it by ("" = none given; optionId)
    SourcePos at;
    bool operator==(const Option&) const = default;
  };
  /// The answer the lesson's author intends (the file's "expect"): checked against the model's
  /// answer, so that a key that contradicts the lesson's prose is found (lesson_check.h).
  struct Expect {
    double value = 0;    ///< Number: the quantity; Slider: the parameter (within the tolerance)
    std::string option;  ///< Choice: the id of the intended option
    SourcePos at;
    bool operator==(const Expect&) const = default;
  };

  Kind kind = Kind::Number;
  std::string prompt;
  std::string quantity;  ///< Number: what is asked; Choice: what is compared; Slider: watched
  Tolerance tolerance;   ///< Number: on the quantity; Slider: on the parameter
  std::vector<Option> options;
  Rule rule = Rule::Smallest;
  std::vector<ParamValue> versus;    ///< Compare: applied on top of the step's scenario
  double sameWithin = 0.01;          ///< Compare: relative difference that still counts as same
  Param parameter{};                 ///< Slider: the parameter the student drags
  double threshold = 0;              ///< Slider: where the quantity crosses
  bool below = true;                 ///< Slider: crossing downwards (else upwards)
  std::optional<LessonView> reveal;  ///< the view that stays dimmed until answered
  std::string explanation;           ///< shown after the answer, with live values
  std::optional<Expect> expect;      ///< the author's intended answer, if written
  SourcePos at;
  bool operator==(const Question&) const = default;
};

/// The id `expect` names an option by: its "id", else (compare) its "means", else "".
std::string optionId(const Question::Option& option);

/// The index of the option whose id is `id`, if any.
std::optional<std::size_t> optionIndex(const Question& question, std::string_view id);

/// A parameter a step sets to a quantity's value, e.g. serial_fraction to the 1−α_eff of the
/// step's TOP500 entry: a lesson never types a number that the model or the data give.
struct ParamFromQuantity {
  Param param{};
  std::string quantity;
  SourcePos at;
  bool operator==(const ParamFromQuantity&) const = default;
};

/// One step of a lesson.
struct LessonStep {
  std::string title;
  std::string text;   ///< with {quantity} placeholders (lesson_text.h)
  std::string notes;  ///< the speaker's notes: only the notes window shows them (placeholders too)
  std::vector<ParamValue> set;
  std::vector<ParamFromQuantity> setFrom;  ///< applied after `set`, in order
  std::vector<LessonView> views;           ///< shown (empty: the views stay as they are)
  std::optional<LessonView> maximise;
  std::optional<LessonCamera> camera;
  Highlight highlight;
  std::optional<SystemRef> system;
  std::string series;   ///< measured series (by name) that the fit.* quantities read
  std::string formula;  ///< id of the law the formula panel shows (formula.h), "" = none
  std::optional<Question> question;
  SourcePos at;
  bool operator==(const LessonStep&) const = default;
};

/// The views a step names: its `views` and the one it maximises.
std::vector<LessonView> namedViews(const LessonStep& step);

/// A whole lesson.
struct Lesson {
  std::string name;  ///< identifier: --lesson NAME, file name without ".lesson.json"
  std::string title;
  std::string summary;
  std::string source;             ///< the claim and where it comes from
  int order = 0;                  ///< position among the built-in lessons (0: after them, by name)
  std::vector<Param> parameters;  ///< the lesson's own parameters (presenter mode's panel)
  std::vector<ParamValue> set;    ///< applied before the first step
  std::vector<LessonStep> steps;
  std::string fileName;  ///< where it was read from, for messages
  bool operator==(const Lesson&) const = default;
};

/// Applies values to a scenario (they were validated when read; a bad one is skipped).
void applyValues(Scenario& scenario, const std::vector<ParamValue>& values);

/// Number of questions in a lesson.
std::size_t questionCount(const Lesson& lesson);

/// "NAME:LINE:COLUMN: what" for an element of a lesson (column left out when 0).
std::string lessonMessage(const std::string& fileName, const SourcePos& at, std::string_view what);
/// The same composed for a translation: the place as it is, `what` translated.
MarkedText lessonLocatedText(const std::string& fileName, const SourcePos& at, MarkedText what);

}  // namespace scalescope::model
