#pragma once
// A value or the reason it could not be computed. The model never turns invalid input
// into NaN: it returns a Result whose error says what was wrong.

#include <string>
#include <utility>
#include <variant>

#include "model/core/translatable.h"

namespace scalescope::model {

/// Either a value of type T or an error message meant for a person. A message composed from
/// a marked format (MarkedText) is translated where it is shown (views::errorText); one given
/// as a plain string is shown in English in every language.
template <typename T>
class Result {
 public:
  Result(T value) : m_data(std::move(value)) {}  // NOLINT: implicit by design
  static Result failure(std::string message) {
    return failure(MarkedText::plain(std::move(message)));
  }
  static Result failure(MarkedText message) {
    std::string english = message.english();
    return Result(Error{std::move(english), std::move(message)});
  }

  bool ok() const { return std::holds_alternative<T>(m_data); }
  explicit operator bool() const { return ok(); }
  const T& value() const { return std::get<T>(m_data); }
  T& value() { return std::get<T>(m_data); }
  const T& operator*() const { return value(); }
  const T* operator->() const { return &value(); }
  T valueOr(T fallback) const { return ok() ? value() : fallback; }
  /// The message in English.
  const std::string& error() const { return std::get<Error>(m_data).message; }
  /// The message as composed, for a translation (views::errorText) or to pass it on.
  const MarkedText& errorText() const { return std::get<Error>(m_data).text; }

 private:
  struct Error {
    std::string message;
    MarkedText text;
  };
  explicit Result(Error e) : m_data(std::move(e)) {}
  std::variant<T, Error> m_data;
};

}  // namespace scalescope::model
