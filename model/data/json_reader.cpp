#include "model/data/json_reader.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <tuple>

#include "model/data/csv_table.h"
#include "model/data/reader_text.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

constexpr int kMaxDepth = 256;

class Parser {
 public:
  Parser(std::string_view text, const std::string& name, int firstLine)
      : m_text(text), m_name(name), m_line(firstLine) {}

  bool atEnd() {
    skipSpace();
    return m_pos >= m_text.size();
  }
  /// The first failure's message; only after value() returned false.
  const MarkedText& error() const { return *m_error; }

  bool value(JsonValue& out, int depth) {
    skipSpace();
    out.line = m_line;
    out.column = column();
    if (m_pos >= m_text.size())
      return failFound(SCALESCOPE_TR_NOOP("Reader", "expected a JSON value, found %1"));
    if (depth > kMaxDepth)
      return fail(
          readerText(SCALESCOPE_TR_NOOP("Reader", "expected at most %1 nested arrays or objects"),
                     {count(kMaxDepth)}));
    const char c = m_text[m_pos];
    if (c == '{') return object(out, depth);
    if (c == '[') return array(out, depth);
    if (c == '"') {
      out.type = JsonValue::Type::String;
      return string(out.text);
    }
    if (c == 't' || c == 'f' || c == 'n') return keyword(out);
    if (c == '-' || c == 'N' || c == 'I' || (c >= '0' && c <= '9')) return number(out);
    return failFound(SCALESCOPE_TR_NOOP("Reader", "expected a JSON value, found %1"));
  }

 private:
  bool fail(MarkedText what) {
    if (!m_error) m_error = locatedText(m_name, m_line, column(), std::move(what));
    return false;
  }
  /// fail() with a format whose %1 is what stands at the position (found()): `format` is an
  /// "expected ..., found %1" marked in context "Reader".
  bool failFound(const char* format) { return fail(readerText(format, {found()})); }
  int column() const { return characterColumn(m_text.substr(m_lineStart), m_pos - m_lineStart); }
  /// What stands at the position, for messages: one line whatever the byte (a line end or a
  /// control byte is named, not printed).
  MarkedArg found() const {
    if (m_pos >= m_text.size())
      return readerText(SCALESCOPE_TR_NOOP("Reader", "the end of the text"));
    const auto c = static_cast<unsigned char>(m_text[m_pos]);
    if (c == '\n' || c == '\r')
      return readerText(SCALESCOPE_TR_NOOP("Reader", "the end of the line"));
    if (c == '\t') return readerText(SCALESCOPE_TR_NOOP("Reader", "a tab"));
    if (c < 0x20 || c == 0x7F) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "0x%02X", c);
      return readerText(SCALESCOPE_TR_NOOP("Reader", "the control byte %1"), {hex});
    }
    std::size_t length = 0;
    if (textByteProblem(m_text, m_pos, &length))
      return readerText(SCALESCOPE_TR_NOOP("Reader", "bytes that are not UTF-8"));
    std::string out = "'";
    out += m_text.substr(m_pos, length);
    out += '\'';
    return MarkedArg::verbatim(std::move(out));
  }

  void skipSpace() {
    while (m_pos < m_text.size()) {
      const char c = m_text[m_pos];
      if (c == '\n' || (c == '\r' && (m_pos + 1 >= m_text.size() || m_text[m_pos + 1] != '\n'))) {
        ++m_line;
        m_lineStart = m_pos + 1;
      } else if (c != ' ' && c != '\t' && c != '\r') {
        return;
      }
      ++m_pos;
    }
  }

  bool expect(char c) {
    skipSpace();
    if (m_pos < m_text.size() && m_text[m_pos] == c) {
      ++m_pos;
      return true;
    }
    return fail(readerText(SCALESCOPE_TR_NOOP("Reader", "expected '%1', found %2"),
                           {std::string(1, c), found()}));
  }

  bool object(JsonValue& out, int depth) {
    out.type = JsonValue::Type::Object;
    ++m_pos;  // '{'
    skipSpace();
    if (m_pos < m_text.size() && m_text[m_pos] == '}') return ++m_pos, true;
    for (;;) {
      skipSpace();
      if (m_pos >= m_text.size() || m_text[m_pos] != '"')
        return failFound(
            SCALESCOPE_TR_NOOP("Reader", "expected a member name in double quotes, found %1"));
      std::string key;
      if (!string(key) || !expect(':')) return false;
      JsonValue member;
      if (!value(member, depth + 1)) return false;
      out.members.push_back({std::move(key), std::move(member)});
      skipSpace();
      if (m_pos < m_text.size() && m_text[m_pos] == ',') {
        ++m_pos;
        continue;
      }
      if (m_pos < m_text.size() && m_text[m_pos] == '}') return ++m_pos, true;
      return failFound(
          SCALESCOPE_TR_NOOP("Reader", "expected ',' or '}' after an object member, found %1"));
    }
  }

  bool array(JsonValue& out, int depth) {
    out.type = JsonValue::Type::Array;
    ++m_pos;  // '['
    skipSpace();
    if (m_pos < m_text.size() && m_text[m_pos] == ']') return ++m_pos, true;
    for (;;) {
      JsonValue item;
      if (!value(item, depth + 1)) return false;
      out.items.push_back(std::move(item));
      skipSpace();
      if (m_pos < m_text.size() && m_text[m_pos] == ',') {
        ++m_pos;
        continue;
      }
      if (m_pos < m_text.size() && m_text[m_pos] == ']') return ++m_pos, true;
      return failFound(
          SCALESCOPE_TR_NOOP("Reader", "expected ',' or ']' after an array element, found %1"));
    }
  }

  bool keyword(JsonValue& out) {
    for (auto [word, type, truth] : {std::tuple{"true", JsonValue::Type::Bool, true},
                                     std::tuple{"false", JsonValue::Type::Bool, false},
                                     std::tuple{"null", JsonValue::Type::Null, false}}) {
      const std::string_view w(word);
      if (m_text.substr(m_pos, w.size()) == w) {
        out.type = type;
        out.boolean = truth;
        m_pos += w.size();
        return true;
      }
    }
    return failFound(SCALESCOPE_TR_NOOP("Reader", "expected true, false or null, found %1"));
  }

  bool number(JsonValue& out) {
    out.type = JsonValue::Type::Number;
    for (auto [word, v] : {std::pair{"NaN", std::numeric_limits<double>::quiet_NaN()},
                           std::pair{"Infinity", std::numeric_limits<double>::infinity()},
                           std::pair{"-Infinity", -std::numeric_limits<double>::infinity()}}) {
      const std::string_view w(word);
      if (m_text.substr(m_pos, w.size()) == w) {
        out.number = v;
        m_pos += w.size();
        return true;
      }
    }
    // The JSON grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    const std::size_t start = m_pos;
    auto digits = [&] {
      const std::size_t from = m_pos;
      while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') ++m_pos;
      return m_pos > from;
    };
    if (m_text[m_pos] == '-') ++m_pos;
    if (m_pos < m_text.size() && m_text[m_pos] == '0')
      ++m_pos;
    else if (!digits())
      return failFound(SCALESCOPE_TR_NOOP("Reader", "expected a digit in a number, found %1"));
    if (m_pos < m_text.size() && m_text[m_pos] == '.') {
      ++m_pos;
      if (!digits())
        return failFound(
            SCALESCOPE_TR_NOOP("Reader", "expected a digit after the decimal point, found %1"));
    }
    if (m_pos < m_text.size() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
      ++m_pos;
      if (m_pos < m_text.size() && (m_text[m_pos] == '+' || m_text[m_pos] == '-')) ++m_pos;
      if (!digits())
        return failFound(
            SCALESCOPE_TR_NOOP("Reader", "expected a digit in the exponent, found %1"));
    }
    // "01" or "1x": a number runs into the next token without a delimiter.
    if (m_pos < m_text.size() &&
        (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '.'))
      return failFound(SCALESCOPE_TR_NOOP(
          "Reader", "expected ',', ']', '}' or a blank after a number, found %1"));
    const char* first = m_text.data() + start;
    const char* last = m_text.data() + m_pos;
    const auto [end, ec] = std::from_chars(first, last, out.number, std::chars_format::general);
    if (ec == std::errc::result_out_of_range) {
      // Far beyond any measurement: a negative exponent underflows to 0, anything else is
      // ±inf, which the readers refuse with the value's position.
      const std::string_view digitsText(first, static_cast<std::size_t>(last - first));
      const auto e = digitsText.find_first_of("eE");
      const bool underflow =
          e != std::string_view::npos && e + 1 < digitsText.size() && digitsText[e + 1] == '-';
      const double inf = std::numeric_limits<double>::infinity();
      out.number = underflow ? 0.0 : (*first == '-' ? -inf : inf);
    } else if (ec != std::errc() || end != last) {
      m_pos = start;
      return failFound(SCALESCOPE_TR_NOOP("Reader", "expected a number, found %1"));
    }
    return true;
  }

  bool string(std::string& out) {
    ++m_pos;  // opening quote
    for (;;) {
      if (m_pos >= m_text.size())
        return failFound(SCALESCOPE_TR_NOOP("Reader", "expected a closing '\"', found %1"));
      const char c = m_text[m_pos];
      if (c == '"') return ++m_pos, true;
      if (c == '\\') {
        if (!escape(out)) return false;
        continue;
      }
      if (static_cast<unsigned char>(c) < 0x20)
        return fail(readerText(SCALESCOPE_TR_NOOP(
            "Reader", "expected a closing '\"' or an escaped control character in a string")));
      std::size_t length = 0;
      if (auto why = textByteProblem(m_text, m_pos, &length)) return fail(*why);
      out.append(m_text.substr(m_pos, length));
      m_pos += length;
    }
  }

  static MarkedText hexDigitsExpected() {
    return readerText(SCALESCOPE_TR_NOOP("Reader", "expected four hexadecimal digits after \\u"));
  }
  static MarkedText lowSurrogateExpected() {
    return readerText(SCALESCOPE_TR_NOOP(
        "Reader", "expected a low surrogate \\uDC00…\\uDFFF after a high surrogate"));
  }

  bool hex4(unsigned* code) {
    if (m_pos + 4 > m_text.size()) return fail(hexDigitsExpected());
    unsigned v = 0;
    for (int i = 0; i < 4; ++i) {
      const char h = m_text[m_pos + i];
      v <<= 4;
      if (h >= '0' && h <= '9')
        v |= unsigned(h - '0');
      else if (h >= 'a' && h <= 'f')
        v |= unsigned(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F')
        v |= unsigned(h - 'A' + 10);
      else
        return fail(hexDigitsExpected());
    }
    m_pos += 4;
    *code = v;
    return true;
  }

  bool escape(std::string& out) {
    const std::size_t backslash = m_pos++;
    if (m_pos >= m_text.size())
      return fail(
          readerText(SCALESCOPE_TR_NOOP("Reader", "expected an escape character after '\\'")));
    const char e = m_text[m_pos++];
    switch (e) {
      case '"':
      case '\\':
      case '/':
        out += e;
        return true;
      case 'b':
        out += '\b';
        return true;
      case 'f':
        out += '\f';
        return true;
      case 'n':
        out += '\n';
        return true;
      case 'r':
        out += '\r';
        return true;
      case 't':
        out += '\t';
        return true;
      case 'u':
        break;
      default:
        m_pos = backslash;
        return fail(readerText(
            SCALESCOPE_TR_NOOP(
                "Reader",
                "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found '\\%1'"),
            {MarkedArg::verbatim(std::string(1, e))}));
    }
    unsigned code = 0;
    if (!hex4(&code)) return false;
    if (code >= 0xDC00 && code <= 0xDFFF)
      return fail(readerText(SCALESCOPE_TR_NOOP("Reader", "expected a high surrogate before \\u%1"),
                             {MarkedArg::verbatim(std::string(m_text.substr(m_pos - 4, 4)))}));
    if (code >= 0xD800 && code <= 0xDBFF) {
      unsigned low = 0;
      if (m_text.substr(m_pos, 2) != "\\u") return fail(lowSurrogateExpected());
      m_pos += 2;
      if (!hex4(&low)) return false;
      if (low < 0xDC00 || low > 0xDFFF) return fail(lowSurrogateExpected());
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
    }
    // UTF-8 encoding of the code point.
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (code >> 18));
      out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
    return true;
  }

  std::string_view m_text;
  const std::string& m_name;
  std::size_t m_pos = 0;
  std::size_t m_lineStart = 0;
  int m_line = 1;
  std::optional<MarkedText> m_error;
};

std::string_view withoutBom(std::string_view text) {
  return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
}

}  // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
  for (const auto& [name, value] : members)
    if (name == key) return &value;
  return nullptr;
}

std::string JsonValue::typeName() const {
  switch (type) {
    case Type::Null:
      return "null";
    case Type::Bool:
      return boolean ? "true" : "false";
    case Type::Number:
      return "a number";
    case Type::String:
      return "a string";
    case Type::Array:
      return "an array";
    case Type::Object:
      return "an object";
  }
  return "a value";
}

MarkedArg JsonValue::typeText() const {
  switch (type) {
    case Type::Null:
    case Type::Bool:
      return MarkedArg::verbatim(typeName());  // null, true, false: JSON's own words
    case Type::Number:
      return readerText(SCALESCOPE_TR_NOOP("Reader", "a number"));
    case Type::String:
      return readerText(SCALESCOPE_TR_NOOP("Reader", "a string"));
    case Type::Array:
      return readerText(SCALESCOPE_TR_NOOP("Reader", "an array"));
    case Type::Object:
      return readerText(SCALESCOPE_TR_NOOP("Reader", "an object"));
  }
  return readerText(SCALESCOPE_TR_NOOP("Reader", "a value"));
}

MarkedText jsonText(const std::string& name, const JsonValue& at, MarkedText what) {
  return locatedText(name, at.line, at.column, std::move(what));
}

Result<std::vector<JsonValue>> parseJsonValues(std::string_view text, const std::string& name) {
  using R = Result<std::vector<JsonValue>>;
  if (auto e = utf16Problem(text, name)) return R::failure(*e);
  Parser parser(withoutBom(text), name, 1);
  std::vector<JsonValue> values;
  while (!parser.atEnd()) {
    JsonValue v;
    if (!parser.value(v, 0)) return R::failure(parser.error());
    values.push_back(std::move(v));
  }
  if (values.empty())
    return R::failure(locatedText(
        name, 1, 1, readerText(SCALESCOPE_TR_NOOP("Reader", "expected JSON, found no value"))));
  return values;
}

Result<JsonValue> parseJsonLine(std::string_view text, const std::string& name, int line) {
  using R = Result<JsonValue>;
  Parser parser(text, name, line);
  JsonValue v;
  if (!parser.value(v, 0)) return R::failure(parser.error());
  if (!parser.atEnd()) {
    JsonValue extra;
    parser.value(extra, 0);
    return R::failure(
        locatedText(name, line, extra.column,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "expected one JSON value per line, found a second one"))));
  }
  return v;
}

}  // namespace scalescope::model
