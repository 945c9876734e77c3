// libFuzzer harness for the class session's paper answers (model/classroom/paper_answers): what
// a teacher types from paper forms. The first byte picks the question (a number question, or a
// choice of 1–6 options), the rest is the typed text. Checked promises: a refusal has a
// message that is UTF-8 text (the dialog shows it); an accepted text gives at most 500 values,
// each finite, a choice's each an option's index; the room takes them all or none, and never
// counts more answers than students.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "model/classroom/class_room.h"
#include "model/classroom/paper_answers.h"
#include "model/data/text_input.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope::model;

namespace {

using scalescope::fuzz::require;

bool isUtf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t length = utf8SequenceLength(text, i);
    if (length == 0) return false;
    i += length;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(bytes) + 1, size - 1);
  RoomQuestion question;
  question.unit = "×";
  question.low = 0;
  question.high = 1e6;
  const unsigned pick = bytes[0] % 7;
  if (pick > 0) {
    question.kind = RoomQuestion::Kind::Choice;
    for (unsigned i = 0; i < pick; ++i) question.options.push_back("option " + std::to_string(i));
  }
  constexpr std::size_t kMax = 500;
  const auto values = parsePaperAnswers(text, question, kMax);
  if (!values) {
    require(!values.error().empty(), "a refusal without a message");
    require(isUtf8(values.error()), "a refusal that is not UTF-8 text");
    return 0;
  }
  require(values->size() <= kMax, "more answers than the limit");
  for (double v : *values) {
    require(std::isfinite(v), "a value that is not finite");
    if (question.kind == RoomQuestion::Kind::Choice)
      require(v == std::floor(v) && v >= 0 && v < static_cast<double>(question.options.size()),
              "a choice that is not an option's index");
  }
  ClassRoom room(RoomSecrets{"ABC234", "00112233445566778899aabbccddeeff"});
  room.openQuestion(question, 0);
  const auto outcome = room.addPaperAnswers(*values);
  require(outcome.ok() || !outcome.message.english().empty(), "a room refusal without a message");
  require(room.answeredCount() == (outcome.ok() ? values->size() : 0), "not all or none");
  require(room.answeredCount() <= room.joinedCount(), "more answers than students");
  return 0;
}
