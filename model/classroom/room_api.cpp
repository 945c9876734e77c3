#include "model/classroom/room_api.h"

#include <cmath>
#include <initializer_list>
#include <optional>
#include <string_view>

#include "model/data/json_reader.h"
#include "model/data/reader_text.h"
#include "model/data/text_input.h"
#include "model/lessons/json_text.h"

namespace scalescope::model {

namespace {

using Refusal = ClassRoom::Refusal;

MarkedText expectedString() {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "expected a string"));
}

RoomResponse apiError(int status, MarkedText message) {
  std::string body = roomErrorJson(message.english());
  return RoomResponse{status, std::move(body), std::move(message)};
}

int roomStatusOf(Refusal refusal) {
  switch (refusal) {
    case Refusal::None:
      return 200;
    case Refusal::BadCode:
    case Refusal::Locked:
    case Refusal::UnknownStudent:
      return 403;
    case Refusal::Full:
    case Refusal::RateLimited:
      return 429;
    case Refusal::NotOpen:
    case Refusal::AlreadyRevealed:
    case Refusal::WrongQuestion:
      return 409;
    case Refusal::BadValue:
    case Refusal::BadNickname:
      return 400;
  }
  return 400;
}

RoomResponse refusedReply(const ClassRoom::Outcome& outcome) {
  return apiError(roomStatusOf(outcome.refusal), outcome.message);
}

std::string roomQueryValue(const RoomRequest& request, const std::string& key) {
  const auto it = request.query.find(key);
  return it == request.query.end() ? std::string() : it->second;
}

// The name of the request's body in messages ("body:1:2: …"), as a file's name is.
const std::string kBodyName = "body";

// The body as one JSON object whose keys are all among `keys`; nothing or why not.
std::optional<MarkedText> readRoomObject(const std::string& body,
                                         std::initializer_list<std::string_view> keys,
                                         JsonValue* out) {
  auto parsed = parseJsonValues(body, kBodyName);
  if (!parsed) return parsed.errorText();
  if (parsed->size() != 1)
    return fileText(kBodyName,
                    modelMessage(SCALESCOPE_TR_NOOP("Model", "expected one JSON object")));
  JsonValue& v = parsed.value().front();
  if (!v.isObject())
    return jsonText(
        kBodyName, v,
        modelMessage(SCALESCOPE_TR_NOOP("Model", "expected an object, found %1"), {v.typeText()}));
  for (const JsonMember& m : v.members) {
    bool known = false;
    for (std::string_view k : keys) known = known || m.key == k;
    if (!known)
      return jsonText(kBodyName, m.value,
                      modelMessage(SCALESCOPE_TR_NOOP("Model", "unknown field \"%1\""),
                                   {MarkedArg::verbatim(m.key)}));
  }
  *out = std::move(v);
  return std::nullopt;
}

// "FIELD: what" about a field of the body (its name is the API's: not translated).
MarkedText fieldText(const char* field, MarkedText what) {
  return MarkedText{"", "%1: %2", {field, std::move(what)}};
}

// "body: FIELD: what" for a field of the body that is missing or of the wrong type.
RoomResponse fieldError(const char* field, MarkedText what) {
  return apiError(400, fileText(kBodyName, fieldText(field, std::move(what))));
}

std::string roomQuestionJson(const RoomQuestion& q, int id) {
  std::string s = "{\"id\":" + std::to_string(id) + ",\"step\":" + std::to_string(q.step + 1) +
                  ",\"steps\":" + std::to_string(q.steps) + ",\"prompt\":" + jsonQuoted(q.prompt);
  if (q.kind == RoomQuestion::Kind::Choice) {
    s += ",\"kind\":\"choice\",\"options\":[";
    for (std::size_t i = 0; i < q.options.size(); ++i) {
      if (i) s += ',';
      s += jsonQuoted(q.options[i]);
    }
    s += "]";
  } else {
    s += ",\"kind\":\"number\",\"unit\":" + jsonQuoted(q.unit) +
         ",\"low\":" + jsonNumberText(q.low) + ",\"high\":" + jsonNumberText(q.high);
  }
  return s + "}";
}

RoomResponse stateRoute(ClassRoom& room, const RoomRequest& request) {
  const std::string student = roomQueryValue(request, "student");
  if (auto outcome = room.poll(student, request.now); !outcome.ok()) return refusedReply(outcome);
  const auto& q = room.question();
  if (!q) return {200, "{\"state\":\"waiting\",\"joined\":true}"};
  const auto& reveal = room.revealed();
  std::string s = std::string("{\"state\":") + (reveal ? "\"revealed\"" : "\"open\"") +
                  ",\"question\":" + roomQuestionJson(*q, room.questionId());
  const auto yours = room.answerOf(student);
  s += ",\"yours\":" + (yours ? jsonNumberText(yours->value) : std::string("null"));
  if (reveal) {
    s += ",\"answer\":{\"value\":" + jsonNumberText(reveal->value) +
         ",\"option\":" + (reveal->option ? std::to_string(*reveal->option) : "null") +
         ",\"text\":" + jsonQuoted(reveal->shown()) +
         ",\"tolerance\":" + jsonQuoted(reveal->tolerance.text()) +
         ",\"low\":" + jsonNumberText(reveal->tolerance.range(reveal->value).first) +
         ",\"high\":" + jsonNumberText(reveal->tolerance.range(reveal->value).second) + "}";
    std::string within = "null";
    if (yours)
      within = (q->kind == RoomQuestion::Kind::Choice
                    ? reveal->option && *reveal->option == static_cast<std::size_t>(yours->value)
                    : reveal->tolerance.accepts(reveal->value, yours->value))
                   ? "true"
                   : "false";
    s += ",\"within\":" + within;
  }
  return {200, s + "}"};
}

RoomResponse joinRoute(ClassRoom& room, const RoomRequest& request) {
  JsonValue body;
  if (auto why = readRoomObject(request.body, {"nickname"}, &body))
    return apiError(400, std::move(*why));
  std::string nickname;
  if (const JsonValue* n = body.find("nickname")) {
    if (!n->isString())
      return apiError(400, jsonText(kBodyName, *n, fieldText("nickname", expectedString())));
    nickname = n->text;
  }
  std::string id;
  if (auto outcome = room.join(nickname, request.address, request.now, &id); !outcome.ok())
    return refusedReply(outcome);
  return {200, "{\"student\":" + jsonQuoted(id) + "}"};
}

RoomResponse answerRoute(ClassRoom& room, const RoomRequest& request) {
  JsonValue body;
  if (auto why = readRoomObject(request.body, {"student", "question", "value"}, &body))
    return apiError(400, std::move(*why));
  const JsonValue* student = body.find("student");
  const JsonValue* question = body.find("question");
  const JsonValue* value = body.find("value");
  if (!student || !student->isString()) return fieldError("student", expectedString());
  if (!question || !question->isNumber() || question->number != std::floor(question->number) ||
      std::abs(question->number) > 1e9)
    return fieldError("question",
                      modelMessage(SCALESCOPE_TR_NOOP("Model", "expected a whole number")));
  if (!value || !value->isNumber() || !std::isfinite(value->number))
    return fieldError("value",
                      modelMessage(SCALESCOPE_TR_NOOP("Model", "expected a finite number")));
  const auto outcome =
      room.answer(student->text, static_cast<int>(question->number), value->number, request.now);
  if (!outcome.ok()) return refusedReply(outcome);
  return {200, "{\"accepted\":true}"};
}

RoomResponse statusRoute(const ClassRoom& room) {
  const auto& q = room.question();
  std::string s = "{\"joined\":" + std::to_string(room.joinedCount()) +
                  ",\"answered\":" + std::to_string(room.answeredCount()) +
                  ",\"question\":" + (q ? std::to_string(room.questionId()) : "null") +
                  ",\"state\":" +
                  (!q                ? "\"waiting\""
                   : room.revealed() ? "\"revealed\""
                                     : "\"open\"") +
                  ",\"locked\":" + (room.locked() ? "true" : "false") + "}";
  return {200, s};
}

}  // namespace

std::string roomErrorJson(const std::string& message) {
  // A reader's message may quote a byte of the request that is not UTF-8 ("found '\xb7'"):
  // each such byte becomes U+FFFD, so that the response is JSON text.
  std::string text;
  for (std::size_t i = 0; i < message.size();) {
    if (const std::size_t length = utf8SequenceLength(message, i); length > 0) {
      text.append(message, i, length);
      i += length;
    } else {
      text += "\xef\xbf\xbd";
      i += 1;
    }
  }
  return "{\"error\":" + jsonQuoted(text) + "}";
}

bool isRoomApiPath(const std::string& path) {
  return path.rfind("/api/", 0) == 0;
}

RoomResponse handleRoomRequest(ClassRoom& room, const RoomRequest& request) {
  struct Route {
    std::string_view path, method;
  };
  static constexpr Route kRoutes[] = {{"/api/join", "POST"},
                                      {"/api/state", "GET"},
                                      {"/api/answer", "POST"},
                                      {"/api/status", "GET"}};
  const Route* route = nullptr;
  for (const Route& r : kRoutes)
    if (r.path == request.path) route = &r;
  if (!route) return apiError(404, modelMessage(SCALESCOPE_TR_NOOP("Model", "no such page")));
  if (request.method != route->method)
    return apiError(405,
                    modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 takes %2"),
                                 {MarkedArg::verbatim(request.path), std::string(route->method)}));
  if (request.body.size() > room.limits().maxBody)
    return apiError(413,
                    modelMessage(SCALESCOPE_TR_NOOP("Model", "the request is larger than %1 bytes"),
                                 {std::to_string(room.limits().maxBody)}));
  if (request.path == "/api/status") {
    if (!room.teacherTokenMatches(roomQueryValue(request, "token")))
      return apiError(403, modelMessage(SCALESCOPE_TR_NOOP(
                               "Model", "the teacher's token is wrong or missing")));
    return statusRoute(room);
  }
  if (!room.codeMatches(roomQueryValue(request, "code")))
    return apiError(403,
                    modelMessage(SCALESCOPE_TR_NOOP("Model", "the join code is wrong or missing")));
  if (request.path == "/api/join") return joinRoute(room, request);
  if (request.path == "/api/state") return stateRoute(room, request);
  return answerRoute(room, request);
}

}  // namespace scalescope::model
