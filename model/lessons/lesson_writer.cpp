#include "model/lessons/lesson_writer.h"

#include "model/core/parameter_table.h"
#include "model/lessons/json_text.h"
#include "model/lessons/lesson_reader.h"
#include "model/lessons/quantities.h"

namespace scalescope::model {

namespace {

/// Builds the text with the indentation of its nesting.
class Writer {
 public:
  std::string text;

  void open(const std::string& key, char bracket) {
    item(key);
    text += bracket;
    m_first.push_back(true);
  }
  void close(char bracket) {
    const bool empty = m_first.back();
    m_first.pop_back();
    if (!empty) newline();
    text += bracket;
  }
  void field(const std::string& key, const std::string& json) {
    item(key);
    text += json;
  }
  void string(const std::string& key, const std::string& value) { field(key, jsonQuoted(value)); }
  void optionalString(const std::string& key, const std::string& value) {
    if (!value.empty()) string(key, value);
  }
  void values(const std::string& key, const std::vector<ParamValue>& values) {
    open(key, '{');
    for (const ParamValue& v : values) {
      const ParameterSpec& spec = parameterSpec(v.param);
      std::string json;
      if (spec.kind == ParameterKind::Choice)
        json = jsonQuoted(formatParameterValue(spec, v.value));
      else if (spec.kind == ParameterKind::Toggle)
        json = v.value != 0 ? "true" : "false";
      else
        json = jsonNumberText(v.value);
      field(spec.id, json);
    }
    close('}');
  }

 private:
  void newline() {
    text += '\n';
    text.append(2 * m_first.size(), ' ');
  }
  void item(const std::string& key) {
    if (!m_first.empty()) {
      if (!m_first.back()) text += ',';
      m_first.back() = false;
      newline();
    }
    if (!key.empty()) {
      text += jsonQuoted(key);
      text += ": ";
    }
  }
  std::vector<bool> m_first;
};

void writeTolerance(Writer& w, const Tolerance& t) {
  static const char* const kinds[] = {"relative", "absolute", "factor"};
  w.open("tolerance", '{');
  w.field(kinds[static_cast<int>(t.kind)], jsonNumberText(t.amount));
  w.close('}');
}

void writeQuestion(Writer& w, const Question& q) {
  static const char* const kinds[] = {"number", "choice", "slider"};
  static const char* const rules[] = {"smallest", "largest", "compare"};
  w.open("question", '{');
  w.string("type", kinds[static_cast<int>(q.kind)]);
  w.string("prompt", q.prompt);
  w.string("quantity", q.quantity);
  if (q.kind != Question::Kind::Choice) writeTolerance(w, q.tolerance);
  if (q.kind == Question::Kind::Choice) {
    w.string("rule", rules[static_cast<int>(q.rule)]);
    if (q.rule == Question::Rule::Compare) {
      w.values("versus", q.versus);
      w.field("same_within", jsonNumberText(q.sameWithin));
    }
    w.open("options", '[');
    for (const auto& o : q.options) {
      w.open("", '{');
      w.optionalString("id", o.id);
      w.string("label", o.label);
      if (q.rule == Question::Rule::Compare)
        w.string("means", o.means);
      else
        w.values("set", o.set);
      w.close('}');
    }
    w.close(']');
  }
  if (q.kind == Question::Kind::Slider) {
    w.string("parameter", std::string(paramId(q.parameter)));
    w.field("threshold", jsonNumberText(q.threshold));
    w.string("direction", q.below ? "below" : "above");
  }
  if (q.expect)
    w.field("expect", q.kind == Question::Kind::Choice ? jsonQuoted(q.expect->option)
                                                       : jsonNumberText(q.expect->value));
  if (q.reveal) w.string("reveal", std::string(viewId(*q.reveal)));
  w.optionalString("explanation", q.explanation);
  w.close('}');
}

void writeHighlight(Writer& w, const Highlight& h) {
  static const char* const kinds[] = {"", "system", "path", "curve", "bar", "parameter", "roof"};
  if (h.kind == Highlight::Kind::None) return;
  w.open("highlight", '{');
  if (h.kind == Highlight::Kind::Parameter) {
    w.string("parameter", std::string(paramId(h.param)));
  } else {
    w.string(kinds[static_cast<int>(h.kind)], h.target);
    if (h.kind == Highlight::Kind::System) w.optionalString("list", h.list);
  }
  w.close('}');
}

void writeStep(Writer& w, const LessonStep& s) {
  w.open("", '{');
  w.string("title", s.title);
  if (s.system) {
    w.open("system", '{');
    w.string("name", s.system->name);
    w.string("list", s.system->list);
    w.optionalString("later_list", s.system->laterList);
    if (s.system->peak != PeakBasis::List)
      w.string("peak", std::string(peakBasisId(s.system->peak)));
    w.close('}');
  }
  w.optionalString("series", s.series);
  w.optionalString("text", s.text);
  w.optionalString("notes", s.notes);
  if (!s.set.empty()) w.values("set", s.set);
  if (!s.setFrom.empty()) {
    w.open("set_from", '{');
    for (const auto& from : s.setFrom) w.string(std::string(paramId(from.param)), from.quantity);
    w.close('}');
  }
  if (!s.views.empty()) {
    w.open("views", '[');
    for (LessonView v : s.views) w.field("", jsonQuoted(viewId(v)));
    w.close(']');
  }
  if (s.maximise) w.string("maximise", std::string(viewId(*s.maximise)));
  if (s.camera) w.string("camera", std::string(cameraId(*s.camera)));
  writeHighlight(w, s.highlight);
  w.optionalString("formula", s.formula);
  if (s.question) writeQuestion(w, *s.question);
  w.close('}');
}

}  // namespace

std::string lessonJson(const Lesson& lesson) {
  Writer w;
  w.open("", '{');
  w.string("format", "scalescope-lesson");
  w.field("version", std::to_string(kLessonFormatVersion));
  w.string("name", lesson.name);
  w.string("title", lesson.title);
  w.optionalString("summary", lesson.summary);
  w.optionalString("source", lesson.source);
  if (lesson.order > 0) w.field("order", std::to_string(lesson.order));
  if (!lesson.parameters.empty()) {
    w.open("parameters", '[');
    for (Param p : lesson.parameters) w.field("", jsonQuoted(paramId(p)));
    w.close(']');
  }
  if (!lesson.set.empty()) w.values("set", lesson.set);
  w.open("steps", '[');
  for (const auto& step : lesson.steps) writeStep(w, step);
  w.close(']');
  w.close('}');
  return w.text + "\n";
}

std::vector<ParamValue> scenarioChanges(const Scenario& from, const Scenario& to) {
  std::vector<ParamValue> changes;
  for (Param p : to.differences(from)) changes.push_back({p, to.get(p), {}});
  return changes;
}

Lesson withStepFromScenario(Lesson lesson, const Scenario& current, const std::string& title,
                            const std::string& text, const DatasetCollection* data) {
  const std::size_t last = lesson.steps.empty() ? 0 : lesson.steps.size() - 1;
  const Scenario before = stepScenario(lesson, last, data);
  LessonStep step;
  step.title = title;
  step.text = text;
  step.set = scenarioChanges(before, current);
  lesson.steps.push_back(std::move(step));
  return lesson;
}

}  // namespace scalescope::model
