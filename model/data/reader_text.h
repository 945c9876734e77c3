#pragma once
// The messages of the readers, composed so that the views can translate them (model/core/
// translatable.h): a format marked in context "Reader" with its values as arguments. The
// location "FILE:LINE:COLUMN: " has no words and is put around the translated message; a
// field of the user's file is quoted as they wrote it, never put in the language's form.
//
//   return R::failure(locatedText(name, line, column,
//       readerText(SCALESCOPE_TR_NOOP("Reader", "expected a number, found %1"), {quoted(f)})));

#include <string>
#include <string_view>
#include <vector>

#include "model/core/translatable.h"

namespace scalescope::model {

/// A reader's message: `format` must be SCALESCOPE_TR_NOOP("Reader", "…") (checked by
/// test_reader_messages), %1 … %9 for `args`.
inline MarkedText readerText(const char* format, std::vector<MarkedArg> args = {}) {
  return MarkedText{"Reader", format, std::move(args)};
}

/// "FILE:LINE:COLUMN: what" (column 1-based), the one format of every loader message.
MarkedText locatedText(std::string_view file, int line, int column, MarkedText what);
/// "PATH: what", for a message about a whole file.
MarkedText fileText(std::string_view path, MarkedText what);

/// A field or word of the user's file in double quotes, cut after 40 bytes (quotedExcerpt),
/// shown as it is in every language.
MarkedArg quoted(std::string_view field);
/// A whole number as messages write it ("12"): the same in every language.
MarkedArg count(long long n);

}  // namespace scalescope::model
