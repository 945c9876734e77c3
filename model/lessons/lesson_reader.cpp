#include "model/lessons/lesson_reader.h"

#include <algorithm>
#include <cmath>

#include "model/core/parameter_table.h"
#include "model/data/text_input.h"
#include "model/data/top500.h"
#include "model/lessons/formula.h"
#include "model/lessons/lesson_json.h"

namespace scalescope::model {

namespace {

using lessonjson::Fields;

/// "a, b or c" for a list of ids.
MarkedArg oneOf(const std::vector<std::string>& ids) {
  if (ids.size() < 2) return ids.empty() ? std::string() : ids.front();
  std::string head;
  for (std::size_t i = 0; i + 1 < ids.size(); ++i) appendJoined(head, ", ", ids[i]);
  return lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "%1 or %2"), {head, ids.back()});
}

bool readSystem(Fields& f, const JsonValue& v, const std::string& where, SystemRef* out) {
  if (!f.object(v, where, {"name", "list", "later_list", "peak"})) return false;
  out->at = {v.line, v.column};
  const JsonValue* name = f.member(v, "name", where, true);
  const JsonValue* list = f.member(v, "list", where, true);
  if (!name || !list || !f.name(*name, where + ".name", &out->name) ||
      !f.name(*list, where + ".list", &out->list))
    return false;
  if (!isListEdition(out->list))
    return f.fail(*list, where + ".list",
                  lessonFileText(SCALESCOPE_TR_NOOP(
                      "LessonFile", "expected a list edition YYYY-MM, e.g. 2018-11")));
  if (const JsonValue* later = v.find("later_list")) {
    if (!f.name(*later, where + ".later_list", &out->laterList)) return false;
    if (!isListEdition(out->laterList) || out->laterList <= out->list)
      return f.fail(
          *later, where + ".later_list",
          lessonFileText(
              SCALESCOPE_TR_NOOP("LessonFile", "expected a list edition YYYY-MM later than %1"),
              {MarkedArg::verbatim(out->list)}));
  }
  if (const JsonValue* peak = v.find("peak")) {
    std::string id;
    if (!f.name(*peak, where + ".peak", &id)) return false;
    const auto basis = peakBasisFromId(id);
    if (!basis)
      return f.fail(*peak, where + ".peak",
                    lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected %1"),
                                   {oneOf({"list", "vector", "matrix"})}));
    out->peak = *basis;
  }
  return true;
}

bool readHighlight(Fields& f, const JsonValue& v, const std::string& where, Highlight* out) {
  if (!f.object(v, where, {"system", "list", "path", "curve", "bar", "roof", "parameter"}))
    return false;
  out->at = {v.line, v.column};
  const JsonValue* list = v.find("list");
  if (v.members.size() != (list ? 2u : 1u))
    return f.fail(v, where,
                  lessonFileText(SCALESCOPE_TR_NOOP(
                      "LessonFile",
                      "expected exactly one of \"system\" (with an optional \"list\"), \"path\", "
                      "\"curve\", \"bar\", \"roof\", \"parameter\"")));
  const auto& [key, value] = v.members.front().key == "list" ? v.members.back() : v.members.front();
  if (list && key != "system")
    return f.fail(
        *list, where,
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "\"list\" belongs to \"system\"")));
  if (key == "parameter") {
    out->kind = Highlight::Kind::Parameter;
    return f.param(value, where + ".parameter", &out->param);
  }
  if (!f.name(value, where + "." + key, &out->target)) return false;
  if (key == "system") {
    out->kind = Highlight::Kind::System;
    if (list && (!f.name(*list, where + ".list", &out->list) || !isListEdition(out->list)))
      return f.fail(
          *list, where + ".list",
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected a list edition YYYY-MM")));
    return true;
  }
  if (key == "path") {
    out->kind = Highlight::Kind::Path;
    return true;
  }
  const auto& ids = key == "curve"  ? highlightCurveIds()
                    : key == "roof" ? highlightRoofIds()
                                    : highlightBarIds();
  if (std::find(ids.begin(), ids.end(), out->target) == ids.end()) {
    std::string expected;
    for (const auto& id : ids) expected += (expected.empty() ? "" : std::string("|")) + id;
    return f.fail(value, where + "." + key,
                  lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected %1"), {expected}));
  }
  out->kind = key == "curve"  ? Highlight::Kind::Curve
              : key == "roof" ? Highlight::Kind::Roof
                              : Highlight::Kind::Bar;
  return true;
}

bool readViews(Fields& f, const JsonValue& v, const std::string& where, LessonStep* step) {
  if (!v.isArray() || v.items.empty())
    return f.fail(
        v, where,
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected an array of view ids (%1)"),
                       {viewIdList()}));
  for (const JsonValue& item : v.items) {
    LessonView view{};
    if (!f.view(item, where, &view)) return false;
    if (std::find(step->views.begin(), step->views.end(), view) != step->views.end())
      return f.fail(
          item, where,
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "'%1' listed twice"), {item.text}));
    step->views.push_back(view);
  }
  return true;
}

bool readSetFrom(Fields& f, const JsonValue& v, const std::string& where, LessonStep* step) {
  if (!v.isObject())
    return f.fail(v, where,
                  lessonFileText(SCALESCOPE_TR_NOOP(
                      "LessonFile", "expected an object of parameter ids and quantity ids")));
  for (const auto& [id, value] : v.members) {
    ParamFromQuantity from;
    from.at = {value.line, value.column};
    const auto p = paramFromId(id);
    if (!p) return f.fail(value, where, lessonjson::notParameterText(id));
    const auto kind = parameterSpec(*p).kind;
    if (kind != ParameterKind::Number && kind != ParameterKind::Integer)
      return f.fail(
          value, where,
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "'%1' is not a number parameter"), {id}));
    from.param = *p;
    if (!f.quantity(value, where + "." + id, *step, &from.quantity)) return false;
    step->setFrom.push_back(std::move(from));
  }
  return true;
}

bool readStep(Fields& f, const JsonValue& v, const std::string& where, LessonStep* step) {
  if (!f.object(v, where,
                {"title", "text", "notes", "set", "set_from", "views", "maximise", "camera",
                 "highlight", "system", "series", "formula", "question"}))
    return false;
  step->at = {v.line, v.column};
  const JsonValue* title = f.member(v, "title", where, true);
  if (!title || !f.name(*title, where + ".title", &step->title)) return false;
  // The context first: the quantities of the text and the question may read it.
  if (const JsonValue* system = v.find("system")) {
    step->system.emplace();
    if (!readSystem(f, *system, where + ".system", &*step->system)) return false;
  }
  if (const JsonValue* series = v.find("series"))
    if (!f.name(*series, where + ".series", &step->series)) return false;
  if (const JsonValue* text = v.find("text"))
    if (!f.text(*text, where + ".text", &step->text, true) ||
        !f.placeholders(*text, where + ".text", step->text, *step))
      return false;
  if (const JsonValue* notes = v.find("notes"))
    if (!f.text(*notes, where + ".notes", &step->notes, true) ||
        !f.placeholders(*notes, where + ".notes", step->notes, *step))
      return false;
  if (const JsonValue* set = v.find("set"))
    if (!f.values(*set, where + ".set", &step->set)) return false;
  if (const JsonValue* from = v.find("set_from"))
    if (!readSetFrom(f, *from, where + ".set_from", step)) return false;
  if (const JsonValue* views = v.find("views"))
    if (!readViews(f, *views, where + ".views", step)) return false;
  if (const JsonValue* maximise = v.find("maximise")) {
    LessonView view{};
    if (!f.view(*maximise, where + ".maximise", &view)) return false;
    if (!step->views.empty() &&
        std::find(step->views.begin(), step->views.end(), view) == step->views.end())
      return f.fail(
          *maximise, where + ".maximise",
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected one of the step's \"views\"")));
    step->maximise = view;
  }
  if (const JsonValue* camera = v.find("camera")) {
    std::string id;
    if (!f.name(*camera, where + ".camera", &id)) return false;
    step->camera = cameraFromId(id);
    if (!step->camera)
      return f.fail(*camera, where + ".camera",
                    lessonFileText(SCALESCOPE_TR_NOOP(
                        "LessonFile", "expected 3d, top, side_n or side_serial_fraction")));
  }
  if (const JsonValue* highlight = v.find("highlight"))
    if (!readHighlight(f, *highlight, where + ".highlight", &step->highlight)) return false;
  if (const JsonValue* formula = v.find("formula")) {
    if (!f.name(*formula, where + ".formula", &step->formula)) return false;
    const auto& ids = formulaIds();
    if (std::find(ids.begin(), ids.end(), step->formula) == ids.end()) {
      return f.fail(*formula, where + ".formula",
                    lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected %1"), {oneOf(ids)}));
    }
    if (step->formula == "karp_flatt" && !step->system)
      return f.fail(*formula, where + ".formula",
                    lessonFileText(SCALESCOPE_TR_NOOP("LessonFile",
                                                      "karp_flatt reads the step's \"system\"")));
  }
  if (const JsonValue* question = v.find("question")) {
    step->question.emplace();
    if (!lessonjson::readQuestion(f, *question, where + ".question", *step, &*step->question))
      return false;
  }
  return true;
}

bool readHeader(Fields& f, const JsonValue& root, Lesson* lesson) {
  if (!f.object(root, "",
                {"format", "version", "name", "title", "summary", "source", "order", "parameters",
                 "set", "steps"}))
    return false;
  if (!f.formatVersion(root, "scalescope-lesson", kLessonFormatVersion)) return false;
  if (const JsonValue* name = root.find("name")) {
    if (!f.name(*name, "name", &lesson->name)) return false;
    if (!isLessonName(lesson->name)) return f.fail(*name, "name", lessonjson::lessonNameText());
  }
  const JsonValue* title = f.member(root, "title", "", true);
  if (!title || !f.name(*title, "title", &lesson->title)) return false;
  for (auto [key, out] : {std::pair{"summary", &lesson->summary}, {"source", &lesson->source}})
    if (const JsonValue* v = root.find(key))
      if (!f.text(*v, key, out, true)) return false;
  if (const JsonValue* order = root.find("order"))
    if (!f.integer(*order, "order", 0, 999, &lesson->order)) return false;
  if (const JsonValue* parameters = root.find("parameters")) {
    if (!parameters->isArray())
      return f.fail(
          *parameters, "parameters",
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected an array of parameter ids")));
    for (const JsonValue& item : parameters->items) {
      Param p{};
      if (!f.param(item, "parameters", &p)) return false;
      lesson->parameters.push_back(p);
    }
  }
  if (const JsonValue* set = root.find("set"))
    if (!f.values(*set, "set", &lesson->set)) return false;
  return true;
}

}  // namespace

bool isLessonName(std::string_view name) {
  if (name.empty() || name.size() > 64) return false;
  auto ok = [](char c, bool first) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (!first && (c == '-' || c == '_'));
  };
  for (std::size_t i = 0; i < name.size(); ++i)
    if (!ok(name[i], i == 0)) return false;
  return true;
}

std::string lessonNameFromPath(std::string_view path) {
  if (const auto slash = path.find_last_of("/\\"); slash != std::string_view::npos)
    path.remove_prefix(slash + 1);
  if (path.ends_with(kLessonFileSuffix))
    path.remove_suffix(kLessonFileSuffix.size());
  else if (path.ends_with(".json"))
    path.remove_suffix(5);
  return std::string(path);
}

Result<Lesson> readLessonText(std::string_view text, const std::string& fileName) {
  const auto values = parseJsonValues(text, fileName);
  if (!values) return Result<Lesson>::failure(values.errorText());
  Fields f(fileName);
  if (values->size() != 1) {
    f.fail((*values)[1], "",
           lessonFileText(SCALESCOPE_TR_NOOP("LessonFile",
                                             "expected one lesson object, found a second value")));
    return Result<Lesson>::failure(f.errorText());
  }
  const JsonValue& root = values->front();
  Lesson lesson;
  lesson.fileName = fileName;
  if (!readHeader(f, root, &lesson)) return Result<Lesson>::failure(f.errorText());
  if (lesson.name.empty()) {
    lesson.name = lessonNameFromPath(fileName);
    if (!isLessonName(lesson.name)) {
      f.fail(root, "",
             lessonFileText(SCALESCOPE_TR_NOOP("LessonFile",
                                               "the file name '%1' is no lesson name: give one "
                                               "with \"name\" (lower-case letters, "
                                               "digits, '-' and '_')"),
                            {MarkedArg::verbatim(lesson.name)}));
      return Result<Lesson>::failure(f.errorText());
    }
  }
  const JsonValue* steps = f.member(root, "steps", "", true);
  if (steps && (!steps->isArray() || steps->items.empty()))
    f.fail(
        *steps, "steps",
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected an array of at least one step")));
  if (f.failed()) return Result<Lesson>::failure(f.errorText());
  for (std::size_t i = 0; i < steps->items.size(); ++i) {
    LessonStep step;
    if (!readStep(f, steps->items[i], lessonjson::indexed("steps", i), &step))
      return Result<Lesson>::failure(f.errorText());
    // Presenter mode shows only the lesson's own parameters: a slider the step asks to drag
    // must be one of them, or the class could not find it.
    const Question* q = step.question ? &*step.question : nullptr;
    if (q && q->kind == Question::Kind::Slider && !lesson.parameters.empty() &&
        std::find(lesson.parameters.begin(), lesson.parameters.end(), q->parameter) ==
            lesson.parameters.end()) {
      const JsonValue& parameter = *steps->items[i].find("question")->find("parameter");
      f.fail(parameter, lessonjson::indexed("steps", i) + ".question.parameter",
             lessonFileText(
                 SCALESCOPE_TR_NOOP(
                     "LessonFile",
                     "'%1' is not among the lesson's \"parameters\": presenter mode would not show "
                     "its slider"),
                 {std::string(paramId(q->parameter))}));
      return Result<Lesson>::failure(f.errorText());
    }
    lesson.steps.push_back(std::move(step));
  }
  return lesson;
}

Result<Lesson> readLessonFile(const std::string& path) {
  const auto text =
      readTextFile(path, kMaxLessonFileBytes, SCALESCOPE_TR_NOOP("Reader", "a lesson file"));
  if (!text) return Result<Lesson>::failure(text.errorText());
  return readLessonText(*text, path);
}

}  // namespace scalescope::model
