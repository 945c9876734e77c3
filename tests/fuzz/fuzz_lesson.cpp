// libFuzzer harness for the lesson reader (model/lessons/lesson_reader.h). Seeds: the built-in
// lessons (resources/lessons, passed by .ci/fuzz.sh) and the edge cases in corpus/lesson.
// Checked promises: a refusal names the file with a line and column; an accepted lesson has
// steps whose scenarios hold only valid values, its texts interpolate and its questions are
// answered or refused with a message (never a crash or a NaN passed off as an answer); and
// write → read → write gives the same text.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "model/core/parameter_table.h"
#include "model/lessons/answers.h"
#include "model/lessons/formula.h"
#include "model/lessons/lesson_reader.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/lesson_writer.h"
#include "model/lessons/quantities.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope::model;

namespace {

using scalescope::fuzz::require;

/// A small data set so that system.*, generation.* and fit.* quantities have something to read.
const DatasetCollection& data() {
  static const DatasetCollection d = [] {
    DatasetCollection c;
    auto entry = [](const char* list, std::int64_t cores, double rmax, double rpeak) {
      Top500Entry e;
      e.system = "Piz Daint";
      e.site = "CSCS";
      e.list = list;
      e.rank = 1;
      e.cores = cores;
      e.rmaxTflops = rmax;
      e.rpeakTflops = rpeak;
      return e;
    };
    c.top500 = {entry("2016-11", 206720, 9779.0, 15988.0),
                entry("2017-06", 361760, 19590.0, 25326.3)};
    MeasurementSet set;
    set.sourceName = "sample.csv";
    for (double n : {1.0, 2.0, 4.0, 8.0}) {
      MeasuredPoint p;
      p.n = n;
      p.timeSeconds = 4.0 / n + 0.2;
      p.group = "study";
      p.scaling = "strong";
      set.points.push_back(p);
    }
    c.measurements = {set};
    return c;
  }();
  return d;
}

void checkLesson(const Lesson& lesson) {
  require(!lesson.steps.empty(), "accepted a lesson without steps");
  require(isLessonName(lesson.name), "accepted a bad name", lesson.name);
  const auto& table = parameterTable();
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const Scenario s = stepScenario(lesson, i, &data());
    for (std::size_t p = 0; p < table.size(); ++p)
      require(validateParameterValue(table[p], s.value(p)).empty(), "invalid step value",
              table[p].id);
    const LessonStep& step = lesson.steps[i];
    const LessonContext context = stepContext(lesson, i, s, &data());
    (void)interpolate(step.text, context);
    if (!step.formula.empty()) {
      const auto f = lawFormula(step.formula, context);
      require(f.ok() || !f.error().empty(), "formula refused without a message", step.formula);
    }
    if (!step.question) continue;
    if (const auto& e = step.question->expect; e && step.question->kind == Question::Kind::Choice)
      require(optionIndex(*step.question, e->option).has_value(),
              "accepted an expect that names no option", e->option);
    const auto answer = computeAnswer(*step.question, context);
    if (answer) {
      require(std::isfinite(answer->value), "a non-finite answer", step.question->prompt);
      (void)isCorrect(*step.question, *answer, answer->value);
    } else {
      require(!answer.error().empty(), "an answer refused without a message");
    }
    (void)interpolate(step.question->explanation, context);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string file = "fuzz.lesson.json";
  const auto lesson = readLessonText(text, file);
  if (!lesson) {
    // "fuzz.lesson.json:LINE:COLUMN: ..." — where it went wrong, always.
    const std::string& m = lesson.error();
    require(m.rfind(file + ":", 0) == 0, "a refusal without the file name", m);
    require(m.size() > file.size() + 1 && m[file.size() + 1] >= '1' && m[file.size() + 1] <= '9',
            "a refusal without a line", m);
    return 0;
  }
  checkLesson(*lesson);
  const std::string once = lessonJson(*lesson);
  const auto again = readLessonText(once, file);
  require(again.ok(), "the written lesson does not read back", again.ok() ? "" : again.error());
  require(lessonJson(*again) == once, "write → read → write changed the text", once);
  return 0;
}
