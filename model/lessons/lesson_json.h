#pragma once
// Internal to the lesson and lecture readers (lesson_reader.cpp, question_reader.cpp,
// lecture_file.cpp): reading typed fields
// out of the position-keeping JSON values of model/data/json_reader.h, each failure one
// "FILE:LINE:COLUMN: where: what was expected" message, the first one kept. The messages are
// composed for translation (model/core/translatable.h, context "LessonFile").

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/translatable.h"
#include "model/data/json_reader.h"
#include "model/lessons/lesson.h"

namespace scalescope::model::lessonjson {

class Fields {
 public:
  explicit Fields(std::string fileName) : m_file(std::move(fileName)) {}

  const std::string& file() const { return m_file; }
  /// The first failure in English ("" when none).
  const std::string& error() const { return m_error; }
  /// The same as composed, to pass on: Result::failure(f.errorText()).
  const MarkedText& errorText() const { return m_errorText; }
  bool failed() const { return !m_error.empty(); }

  /// Records "FILE:LINE:COLUMN: where: what" at `at` (the first failure wins); false. `what` is
  /// lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "…"), …) or a message passed on.
  bool fail(const JsonValue& at, std::string_view where, MarkedText what);

  /// The root's "format" is `format` and its "version" is `version`; a newer whole version says
  /// to update ScaleScope.
  bool formatVersion(const JsonValue& root, std::string_view format, int version);
  /// `v` is an object whose keys are all among `keys`.
  bool object(const JsonValue& v, std::string_view where,
              std::initializer_list<std::string_view> keys);
  /// The member `key` of `object`, which must be there when `required`.
  const JsonValue* member(const JsonValue& object, std::string_view key, std::string_view where,
                          bool required);

  /// A string (or, when `paragraphs`, an array of strings joined by blank lines).
  bool text(const JsonValue& v, std::string_view where, std::string* out, bool paragraphs = false);
  /// A non-empty string.
  bool name(const JsonValue& v, std::string_view where, std::string* out);
  bool number(const JsonValue& v, std::string_view where, double* out);
  /// A whole number in [low, high].
  bool integer(const JsonValue& v, std::string_view where, int low, int high, int* out);

  /// A parameter id of the table.
  bool param(const JsonValue& v, std::string_view where, Param* out);
  /// {"id": value, ...}: numbers, choice names, true/false for toggles, each validated
  /// against the parameter table.
  bool values(const JsonValue& v, std::string_view where, std::vector<ParamValue>* out);
  /// A quantity id (quantities.h), its needs satisfied by the step.
  bool quantity(const JsonValue& v, std::string_view where, const LessonStep& step,
                std::string* out);
  /// Every {…} of a text names a quantity the step can evaluate.
  bool placeholders(const JsonValue& v, std::string_view where, const std::string& text,
                    const LessonStep& step);
  /// A view id.
  bool view(const JsonValue& v, std::string_view where, LessonView* out);

 private:
  /// Nothing when `id` is a quantity whose needs the step meets, else what is wrong.
  std::optional<MarkedText> quantityProblem(const std::string& id, const LessonStep& step) const;

  std::string m_file;
  std::string m_error;
  MarkedText m_errorText;
};

/// "steps[2]", "steps[2].question": element paths for messages (1-based, as people count).
std::string indexed(std::string_view list, std::size_t index);

/// "'ID' is not a parameter id (see --list-parameters)" for a word of the file.
MarkedText notParameterText(const std::string& id);
/// "expected lower-case letters, digits, '-' and '_' (at most 64 characters)": a name or an id
/// that isLessonName() refuses.
MarkedText lessonNameText();

/// Reads a question (question_reader.cpp) of `step`.
bool readQuestion(Fields& f, const JsonValue& v, std::string_view where, const LessonStep& step,
                  Question* out);

}  // namespace scalescope::model::lessonjson
