#pragma once
// A small JSON reader that keeps where every value starts (line and column), for the readers
// of tools' JSON output (Extra-P, Google Benchmark, hyperfine, HPC Carpentry's amdahl).
//
// Why not Qt's QJsonDocument: the model has no Qt (it is pure C++20), and Qt reports only a
// byte offset for syntax errors and nothing at all for a value that is well-formed JSON but
// wrong for the format ("benchmarks[3].real_time: expected a number"). Every message of a
// reader must say FILE:LINE:COLUMN, so each value carries its position. The reader is fuzzed
// (tests/fuzz/fuzz_formats.cpp).
//
// Accepted: RFC 8259 JSON, plus what the tools write beyond it: NaN, Infinity and -Infinity as
// numbers (Google Benchmark writes them for failed runs) and several top-level values one
// after another (amdahl --terse appended to one file, JSON Lines). Refused with a position:
// anything else, nesting deeper than 256 levels, invalid escapes and unpaired surrogates.

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/core/result.h"
#include "model/core/translatable.h"

namespace scalescope::model {

/// One JSON value with the line and column (1-based, in characters) where it starts.
struct JsonMember;

struct JsonValue {
  enum class Type { Null, Bool, Number, String, Array, Object };
  Type type = Type::Null;
  bool boolean = false;
  double number = 0;                ///< may be NaN or ±inf (the extension above)
  std::string text;                 ///< a string's value
  std::vector<JsonValue> items;     ///< array elements
  std::vector<JsonMember> members;  ///< object members, file order
  int line = 0, column = 0;

  bool isNumber() const { return type == Type::Number; }
  bool isString() const { return type == Type::String; }
  bool isObject() const { return type == Type::Object; }
  bool isArray() const { return type == Type::Array; }
  /// The first member named `key`, or nullptr (also for non-objects).
  const JsonValue* find(std::string_view key) const;
  /// "a number", "a string", ... for messages.
  std::string typeName() const;
  /// The same as a message argument: marked for translation (null, true, false as they are).
  MarkedArg typeText() const;
};

/// One member of an object. (A struct, not std::pair: a vector of pairs of a still incomplete
/// JsonValue does not compile with every standard library.)
struct JsonMember {
  std::string key;
  JsonValue value;
};

/// Parses every top-level value of `text` (at least one). `name` and the positions form the
/// messages: "NAME:LINE:COLUMN: expected ...". A UTF-8 byte-order mark is skipped; bytes that
/// are not text are refused as the CSV reader refuses them.
Result<std::vector<JsonValue>> parseJsonValues(std::string_view text, const std::string& name);

/// Parses one line of JSON Lines: exactly one value. `line` is the line number in the file.
Result<JsonValue> parseJsonLine(std::string_view text, const std::string& name, int line);

/// "NAME:LINE:COLUMN: what" at a value, composed for translation (model/data/reader_text.h).
MarkedText jsonText(const std::string& name, const JsonValue& at, MarkedText what);

}  // namespace scalescope::model
