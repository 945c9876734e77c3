// libFuzzer harness for the lecture reader (model/lessons/lecture_file.h). Seeds: corpus/lecture.
// Checked promises: a refusal names the file with a line and column; an accepted lecture has
// 1 to kMaxLectureLessons non-empty entries without control characters; and write → read
// gives the same lecture.
#include <cstdint>
#include <string>
#include <string_view>

#include "model/lessons/lecture_file.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope::model;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  using scalescope::fuzz::require;
  const std::string_view text(reinterpret_cast<const char*>(bytes), size);
  const auto lecture = readLectureText(text, "fuzz.lecture.json");
  if (!lecture) {
    require(lecture.error().rfind("fuzz.lecture.json:", 0) == 0, "refusal names the file",
            lecture.error());
    return 0;
  }
  require(!lecture->lessons.empty() && lecture->lessons.size() <= kMaxLectureLessons,
          "lesson count in range", std::to_string(lecture->lessons.size()));
  for (const std::string& entry : lecture->lessons) {
    require(!entry.empty(), "entries are not empty", "");
    for (const char c : entry)
      require(static_cast<unsigned char>(c) >= 0x20, "no control characters", entry);
  }
  const auto again = readLectureText(writeLecture(*lecture), "again.lecture.json");
  require(again.ok(), "a written lecture reads back", again.ok() ? "" : again.error());
  require(*again == *lecture, "write → read gives the same lecture", writeLecture(*lecture));
  return 0;
}
