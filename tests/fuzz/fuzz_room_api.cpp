// libFuzzer harness for the class session's API (model/classroom/room_api): the input is a
// series of requests separated by "\x1e", each "METHOD PATH?QUERY" on its first line and the
// body after it; "%k" in a query stands for the join code, "%s" for the last student's id.
// Between requests the teacher's side moves on (a question opened, revealed, a choice
// question, joining locked), chosen by the input's length. Checked promises: every response
// is one of the stated statuses with a JSON object as body; a refused request changes no
// count; answers never outnumber students; the record has one row per answer; the histogram
// counts every answer and its edges are finite.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

#include "model/classroom/class_room.h"
#include "model/classroom/room_api.h"
#include "model/classroom/room_record.h"
#include "model/data/json_reader.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope::model;

namespace {

using scalescope::fuzz::require;

std::string replaceAll(std::string text, std::string_view from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

RoomRequest requestOf(std::string_view chunk, const std::string& student, double now) {
  RoomRequest r;
  r.now = now;
  r.address = "10.0.0." + std::to_string(chunk.size() % 7);
  const std::size_t lineEnd = chunk.find('\n');
  const std::string_view line = chunk.substr(0, lineEnd);
  if (lineEnd != std::string_view::npos) r.body = std::string(chunk.substr(lineEnd + 1));
  r.body = replaceAll(r.body, "%s", student);
  const std::size_t space = line.find(' ');
  r.method = std::string(line.substr(0, space));
  const std::string_view target = space == std::string_view::npos ? "" : line.substr(space + 1);
  const std::size_t mark = target.find('?');
  r.path = std::string(target.substr(0, mark));
  if (mark != std::string_view::npos) {
    std::string query = replaceAll(std::string(target.substr(mark + 1)), "%k", "K2M4P6");
    query = replaceAll(query, "%s", student);
    std::size_t start = 0;
    while (start <= query.size()) {
      const std::size_t amp = std::min(query.find('&', start), query.size());
      const std::string pair = query.substr(start, amp - start);
      const std::size_t eq = pair.find('=');
      r.query[pair.substr(0, eq)] = eq == std::string::npos ? "" : pair.substr(eq + 1);
      start = amp + 1;
    }
  }
  return r;
}

void teacherMoves(ClassRoom& room, std::size_t step, double now) {
  switch (step % 6) {
    case 1: {
      RoomQuestion q;
      q.prompt = "speed-up?";
      q.unit = "×";
      q.low = 0;
      q.high = 1e6;
      room.openQuestion(q, now);
      break;
    }
    case 2:
      room.reveal(RoomReveal{19.6, std::nullopt, "19.6×", Tolerance{}});
      break;
    case 3: {
      RoomQuestion q;
      q.kind = RoomQuestion::Kind::Choice;
      q.options = {"a", "b", "c"};
      room.openQuestion(q, now);
      break;
    }
    case 4:
      room.setLocked(!room.locked());
      break;
    default:
      break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  RoomLimits limits;
  limits.maxStudents = 8;
  ClassRoom room(RoomSecrets{"K2M4P6", "0123456789abcdef0123456789abcdef"}, limits);
  std::string student;
  std::size_t start = 0, step = 0;
  std::size_t answers = 0;
  while (start <= input.size()) {
    const std::size_t end = std::min(input.find('\x1e', start), input.size());
    const std::string_view chunk = input.substr(start, end - start);
    start = end + 1;
    const double now = static_cast<double>(step) * 0.25;
    teacherMoves(room, step + chunk.size(), now);
    ++step;
    const std::size_t joined = room.joinedCount(), answered = room.answeredCount();
    const RoomRequest request = requestOf(chunk, student, now);
    const RoomResponse response = handleRoomRequest(room, request);
    static const std::set<int> kStatuses{200, 400, 403, 404, 405, 409, 413, 429};
    require(kStatuses.count(response.status) == 1, "unexpected status",
            std::to_string(response.status));
    auto parsed = parseJsonValues(response.body, "response");
    require(parsed.ok() && parsed->size() == 1 && parsed->front().isObject(),
            "response body is not one JSON object", response.body);
    if (response.status != 200) {
      require(room.joinedCount() == joined && room.answeredCount() == answered,
              "a refused request changed a count", response.body);
    } else if (request.path == "/api/join") {
      student = parsed->front().find("student")->text;
    }
    require(room.answeredCount() <= room.joinedCount(), "more answers than students");
    const RoomDistribution d = room.distribution();
    std::size_t counted = 0;
    for (std::size_t c : d.counts) counted += c;
    require(counted == room.answeredCount(), "the histogram lost an answer");
    for (double e : d.edges) require(std::isfinite(e), "a histogram edge is not finite");
    answers = 0;
    for (const auto& row : room.record()) answers += row.questionId > 0;
  }
  const std::string csv = roomRecordCsv(room);
  std::size_t lines = 0;
  for (char c : csv) lines += c == '\n';
  require(lines >= answers + 1, "the record lost a row", csv);
  return 0;
}
