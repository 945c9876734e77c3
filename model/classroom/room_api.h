#pragma once
// The class session's HTTP API as plain functions: a request (method, path, query, body, the
// caller's address and the time) in, a status and a JSON body out. app/classroom's server only
// carries bytes; everything a hostile request could touch is decided here, and fuzzed
// (tests/fuzz/fuzz_room_api.cpp).
//
//   POST /api/join?code=C     {"nickname": "Ada"}            → {"student": ID}
//   GET  /api/state?code=C&student=ID                        → what the page shows now
//   POST /api/answer?code=C   {"student": ID, "question": Q, "value": V}
//   GET  /api/status?token=T  (the teacher)                  → joined and answered counts
//
// A wrong or missing code is 403, an unknown student 403, a body over the limit 413, JSON that
// is malformed or has other fields 400, a value out of range 400, a refused flood 429, an
// answer after the reveal or to a closed question 409, any other path 404, a wrong method 405.

#include <map>
#include <optional>
#include <string>

#include "model/classroom/class_room.h"
#include "model/core/translatable.h"

namespace scalescope::model {

struct RoomRequest {
  std::string method;  ///< "GET", "POST", …
  std::string path;    ///< "/api/join"
  std::map<std::string, std::string> query;
  std::string body;
  std::string address;  ///< the caller's network address
  double now = 0;       ///< seconds, monotonic
};

struct RoomResponse {
  int status = 200;
  std::string body;  ///< JSON; a refusal's is roomErrorJson(error->english())
  /// A refusal's message as composed (context "Model", or "Reader" for the body's JSON), so
  /// that a server may write the body again in its language: roomErrorJson(translated).
  std::optional<MarkedText> error;
};

/// Whether `path` is one of the API's (the server serves its page for the others).
bool isRoomApiPath(const std::string& path);

RoomResponse handleRoomRequest(ClassRoom& room, const RoomRequest& request);

/// {"error": message}, any byte of `message` that is not UTF-8 as U+FFFD.
std::string roomErrorJson(const std::string& message);

}  // namespace scalescope::model
