#include "model/lessons/lesson_text.h"

#include "model/core/parameter_table.h"
#include "model/data/reader_text.h"

namespace scalescope::model {

namespace {

/// "offset N: what" for a malformed placeholder of a lesson's text.
MarkedText atOffset(std::size_t offset, MarkedText what) {
  return lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "offset %1: %2"),
                        {count(static_cast<long long>(offset)), std::move(what)});
}

Result<Placeholder> parseInside(std::string_view inside, std::size_t offset) {
  using R = Result<Placeholder>;
  Placeholder p;
  p.offset = offset;
  const auto colon = inside.find(':');
  p.id = std::string(inside.substr(0, colon));
  if (p.id.empty())
    return R::failure(atOffset(
        offset, lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "'{}' names no quantity"))));
  if (colon == std::string_view::npos) return p;
  const std::string_view spec = inside.substr(colon + 1);
  if (spec == "%") {
    p.percent = true;
    p.digits = 2;
    return p;
  }
  if (spec.size() == 1 && spec[0] >= '1' && spec[0] <= '9') {
    p.digits = spec[0] - '0';
    return p;
  }
  return R::failure(atOffset(
      offset,
      lessonFileText(
          SCALESCOPE_TR_NOOP("LessonFile",
                             "'{%1}': after ':' expected % or a digit 1…9 (significant digits)"),
          {MarkedArg::verbatim(std::string(inside))})));
}

}  // namespace

Result<std::vector<Placeholder>> findPlaceholders(std::string_view text) {
  using R = Result<std::vector<Placeholder>>;
  std::vector<Placeholder> found;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '}') {
      if (i + 1 < text.size() && text[i + 1] == '}') {
        ++i;
        continue;
      }
      return R::failure(atOffset(i, lessonFileText(SCALESCOPE_TR_NOOP(
                                        "LessonFile", "'}' without '{' (write }} for a brace)"))));
    }
    if (text[i] != '{') continue;
    if (i + 1 < text.size() && text[i + 1] == '{') {
      ++i;
      continue;
    }
    const auto close = text.find('}', i);
    const auto nextOpen = text.find('{', i + 1);
    if (close == std::string_view::npos || (nextOpen != std::string_view::npos && nextOpen < close))
      return R::failure(atOffset(i, lessonFileText(SCALESCOPE_TR_NOOP(
                                        "LessonFile", "'{' without '}' (write {{ for a brace)"))));
    auto p = parseInside(text.substr(i + 1, close - i - 1), i);
    if (!p) return R::failure(p.errorText());
    found.push_back(*p);
    i = close;
  }
  return found;
}

Result<std::string> placeholderText(const Placeholder& p, const LessonContext& context,
                                    const ValueWriter& writer) {
  const auto value = evaluateQuantity(p.id, context);
  if (!value) return Result<std::string>::failure(value.errorText());
  const auto info = quantityInfo(p.id);
  if (info && info->isParameter) {
    const auto& spec = parameterSpec(*paramFromId(p.id));
    if (spec.kind == ParameterKind::Choice || spec.kind == ParameterKind::Toggle)
      return displayParameterValue(spec, *value);
  }
  const QuantityText text =
      quantityText(*value, info ? info->unit : std::string(), p.digits, p.percent);
  return writer ? writer(text) : joinedText(text);
}

std::string interpolate(std::string_view text, const LessonContext& context,
                        const ValueWriter& writer, const ReasonWriter& reasonWriter) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if ((c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
      out += c;
      ++i;
      continue;
    }
    const auto close = c == '{' ? text.find('}', i) : std::string_view::npos;
    if (close == std::string_view::npos) {
      out += c;
      continue;
    }
    const auto inside = text.substr(i + 1, close - i - 1);
    const auto p = parseInside(inside, i);
    const auto value =
        p ? placeholderText(*p, context, writer) : Result<std::string>::failure(p.errorText());
    if (value) {
      out += *value;
    } else {
      out += '{';
      out += inside;
      out += ": ";
      out += reasonWriter ? reasonWriter(value.errorText()) : value.error();
      out += '}';
    }
    i = close;
  }
  return out;
}

}  // namespace scalescope::model
