// The class session's room and its API (model/classroom): the security rules of issue 37
// (wrong code 403, body over 4 KB 413, malformed JSON 400, unknown fields 400, a flood 429,
// an answer after the reveal 409, the cap on students, locked joining), one answer per student
// and question, the histogram's bins and the CSV record, each against values worked out by
// hand in the comments.
#include <QTest>
#include <cmath>
#include <set>

#include "model/classroom/class_room.h"
#include "model/classroom/paper_answers.h"
#include "model/classroom/room_api.h"
#include "model/classroom/room_record.h"
#include "model/data/json_reader.h"

using namespace scalescope::model;

namespace {

RoomSecrets fixedSecrets() {
  return RoomSecrets{"ABC234", "00112233445566778899aabbccddeeff"};
}

RoomQuestion numberQuestion() {
  RoomQuestion q;
  q.step = 2;
  q.steps = 5;
  q.prompt = "What speed-up on 1,024 cores?";
  q.unit = "×";
  q.low = 0;
  q.high = 1e6;
  return q;
}

RoomResponse call(ClassRoom& room, const std::string& method, const std::string& path,
                  std::map<std::string, std::string> query, const std::string& body = {},
                  double now = 0, const std::string& address = "10.0.0.2") {
  return handleRoomRequest(room, RoomRequest{method, path, std::move(query), body, address, now});
}

// Joins through the API; the student's id.
std::string joinAs(ClassRoom& room, const std::string& nickname, double now = 0,
                   const std::string& address = "10.0.0.2") {
  const auto r = call(room, "POST", "/api/join", {{"code", "ABC234"}},
                      "{\"nickname\":\"" + nickname + "\"}", now, address);
  if (r.status != 200) qFatal("join failed: %d %s", r.status, r.body.c_str());
  const auto start = r.body.find(":\"") + 2;
  return r.body.substr(start, r.body.find('"', start) - start);
}

std::string answerBody(const std::string& student, int question, double value) {
  return "{\"student\":\"" + student + "\",\"question\":" + std::to_string(question) +
         ",\"value\":" + std::to_string(value) + "}";
}

}  // namespace

class TestClassRoom : public QObject {
  Q_OBJECT
 private slots:
  void secretsAreFreshAndReadable() {
    std::set<std::string> codes;
    for (int i = 0; i < 50; ++i) {
      const RoomSecrets s = newRoomSecrets();
      QCOMPARE(s.joinCode.size(), std::size_t(6));
      QCOMPARE(s.teacherToken.size(), std::size_t(32));
      for (char c : s.joinCode)
        QVERIFY2(kJoinCodeAlphabet.find(c) != std::string_view::npos, s.joinCode.c_str());
      codes.insert(s.joinCode);
    }
    // 31^6 ≈ 8.9e8 codes: 50 draws repeat one with probability ≈ 50²/2/8.9e8 ≈ 1.4e-6.
    QCOMPARE(codes.size(), std::size_t(50));
  }

  void aWrongOrMissingCodeIs403() {
    ClassRoom room(fixedSecrets());
    QCOMPARE(call(room, "POST", "/api/join", {{"code", "ABC235"}}, "{}").status, 403);
    QCOMPARE(call(room, "POST", "/api/join", {}, "{}").status, 403);
    QCOMPARE(call(room, "GET", "/api/state", {{"code", ""}}).status, 403);
    // The code as a phone's keyboard may write it.
    QCOMPARE(call(room, "POST", "/api/join", {{"code", "abc234"}}, "{}").status, 200);
    // The teacher's status needs the token, not the code.
    QCOMPARE(call(room, "GET", "/api/status", {{"code", "ABC234"}}).status, 403);
    const auto status =
        call(room, "GET", "/api/status", {{"token", "00112233445566778899aabbccddeeff"}});
    QCOMPARE(status.status, 200);
    QCOMPARE(status.body, std::string("{\"joined\":1,\"answered\":0,\"question\":null,"
                                      "\"state\":\"waiting\",\"locked\":false}"));
  }

  void badRequestsGetTheirStatus() {
    ClassRoom room(fixedSecrets());
    const std::map<std::string, std::string> code{{"code", "ABC234"}};
    QCOMPARE(call(room, "GET", "/api/join", code).status, 405);
    QCOMPARE(call(room, "GET", "/etc/passwd", code).status, 404);
    QCOMPARE(call(room, "POST", "/api/join", code, std::string(4097, ' ')).status, 413);
    QCOMPARE(call(room, "POST", "/api/join", code, "{\"nickname\":").status, 400);
    QCOMPARE(call(room, "POST", "/api/join", code, "[1]").status, 400);
    QCOMPARE(call(room, "POST", "/api/join", code, "{} {}").status, 400);
    const auto unknown = call(room, "POST", "/api/join", code, "{\"admin\":true}");
    QCOMPARE(unknown.status, 400);
    QVERIFY(unknown.body.find("unknown field") != std::string::npos);
    QCOMPARE(call(room, "POST", "/api/join", code, "{\"nickname\":7}").status, 400);
    // 33 characters (ä is one character, two bytes) is one too many; 32 pass.
    const std::string ae = "\xc3\xa4";
    std::string nick32;
    for (int i = 0; i < 32; ++i) nick32 += ae;
    QCOMPARE(call(room, "POST", "/api/join", code, "{\"nickname\":\"" + nick32 + "\"}").status,
             200);
    QCOMPARE(call(room, "POST", "/api/join", code, "{\"nickname\":\"" + nick32 + "x\"}").status,
             400);
    QCOMPARE(call(room, "POST", "/api/join", code, "{\"nickname\":\"a\\u0007b\"}").status, 400);
    QCOMPARE(call(room, "POST", "/api/join", code, "{\"nickname\":\"\xff\"}").status, 400);
    // DEL, a C1 control (U+0085, next line), the line separator U+2028 (it ends a line in
    // JavaScript), an overlong "/" (C0 AF) and a surrogate half (ED A0 80) are refused.
    for (const std::string bad :
         {"a\x7f", "a\xc2\x85", "a\xe2\x80\xa8", "a\xc0\xaf", "a\xed\xa0\x80"})
      QCOMPARE(call(room, "POST", "/api/join", code, "{\"nickname\":\"" + bad + "\"}").status, 400);
    // Non-breaking space (C2 A0, just past the C1 block), CJK and an emoji (four bytes) pass.
    QCOMPARE(call(room, "POST", "/api/join", code,
                  "{\"nickname\":\"Li\xc2\xa0\xe6\x9d\x8e\xf0\x9f\x99\x82\"}")
                 .status,
             200);
    QCOMPARE(room.joinedCount(), std::size_t(2));
    // The reader's message quotes a byte that is not UTF-8 (found by fuzz_room_api): the
    // response is still JSON text, the byte written as U+FFFD.
    const auto quoted = call(room, "POST", "/api/join", code, "{\"nickname\":\"\\\xb7\"}");
    QCOMPARE(quoted.status, 400);
    auto parsed = parseJsonValues(quoted.body, "response");
    QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().c_str());
    QVERIFY2(quoted.body.find("\xef\xbf\xbd") != std::string::npos, quoted.body.c_str());
  }

  void answersFollowTheRules() {
    ClassRoom room(fixedSecrets());
    const std::string ada = joinAs(room, "Ada");
    const std::map<std::string, std::string> code{{"code", "ABC234"}};
    // Nothing open yet.
    QCOMPARE(call(room, "POST", "/api/answer", code, answerBody(ada, 1, 5), 1).status, 409);
    room.openQuestion(numberQuestion(), 10);
    QCOMPARE(room.questionId(), 1);
    QCOMPARE(call(room, "POST", "/api/answer", code, answerBody(ada, 2, 5), 11).status, 409);
    QCOMPARE(call(room, "POST", "/api/answer", code, answerBody("f00", 1, 5), 11).status, 403);
    QCOMPARE(call(room, "POST", "/api/answer", code, answerBody(ada, 1, -1), 11).status, 400);
    QCOMPARE(call(room, "POST", "/api/answer", code, answerBody(ada, 1, 2e6), 11).status, 400);
    QCOMPARE(call(room, "POST", "/api/answer", code,
                  "{\"student\":\"" + ada + "\",\"question\":1,\"value\":NaN}", 11)
                 .status,
             400);
    QCOMPARE(call(room, "POST", "/api/answer", code,
                  "{\"student\":\"" + ada + "\",\"question\":1.5,\"value\":3}", 11)
                 .status,
             400);
    QCOMPARE(call(room, "POST", "/api/answer", code, answerBody(ada, 1, 15), 12.5).status, 200);
    // A new answer replaces the old: one per student.
    QCOMPARE(call(room, "POST", "/api/answer", code, answerBody(ada, 1, 18), 14).status, 200);
    QCOMPARE(room.answeredCount(), std::size_t(1));
    QCOMPARE(room.answerOf(ada)->value, 18.0);
    QCOMPARE(room.answerOf(ada)->secondsIn, 4.0);  // opened at 10, answered at 14
    // The page shows the question and the student's answer, not the model's before the reveal.
    const auto open =
        call(room, "GET", "/api/state", {{"code", "ABC234"}, {"student", ada}}, {}, 15);
    QCOMPARE(open.status, 200);
    QVERIFY2(open.body.find("\"state\":\"open\"") != std::string::npos, open.body.c_str());
    QVERIFY2(open.body.find("\"yours\":18") != std::string::npos, open.body.c_str());
    QVERIFY2(open.body.find("\"answer\"") == std::string::npos, open.body.c_str());
    // The reveal: Amdahl, 1 − α = 0.05, N = 1024: 1 / (0.05 + 0.95/1024) = 19.64; ±10 %.
    room.reveal(
        RoomReveal{19.64, std::nullopt, "19.6×", Tolerance{Tolerance::Kind::Relative, 0.1}});
    QCOMPARE(call(room, "POST", "/api/answer", code, answerBody(ada, 1, 19), 16).status, 409);
    QCOMPARE(room.answerOf(ada)->value, 18.0);
    const auto shown =
        call(room, "GET", "/api/state", {{"code", "ABC234"}, {"student", ada}}, {}, 17);
    QVERIFY2(shown.body.find("\"state\":\"revealed\"") != std::string::npos, shown.body.c_str());
    QVERIFY2(shown.body.find("\"text\":\"19.6×\"") != std::string::npos, shown.body.c_str());
    // 18 is within 10 % of 19.64 (|18 − 19.64| / 19.64 = 8.4 %).
    QVERIFY2(shown.body.find("\"within\":true") != std::string::npos, shown.body.c_str());
  }

  // The students read the model's answer as the room's language writes it; the record keeps
  // it as the model writes it (a CSV stays in one form whatever the language).
  void theStudentsReadTheShownTextTheRecordTheModels() {
    ClassRoom room(fixedSecrets());
    const std::string ada = joinAs(room, "Ada");
    room.openQuestion(numberQuestion(), 10);
    QVERIFY(room.answer(ada, 1, 12, 380000).ok());
    RoomReveal reveal{387872, std::nullopt, "387,872 cores",
                      Tolerance{Tolerance::Kind::Relative, 0.1}};
    reveal.shownText = "387.872 Kerne";
    room.reveal(reveal);
    const auto state =
        call(room, "GET", "/api/state", {{"code", "ABC234"}, {"student", ada}}, {}, 13);
    QVERIFY2(state.body.find("\"text\":\"387.872 Kerne\"") != std::string::npos,
             state.body.c_str());
    const std::string csv = roomRecordCsv(room);
    QVERIFY2(csv.find("\"387,872 cores\"") != std::string::npos, csv.c_str());
    QVERIFY2(csv.find("Kerne") == std::string::npos, csv.c_str());
  }

  void choicesAreIndices() {
    ClassRoom room(fixedSecrets());
    const std::string a = joinAs(room, "a"), b = joinAs(room, "b"), c = joinAs(room, "c");
    RoomQuestion q;
    q.kind = RoomQuestion::Kind::Choice;
    q.prompt = "Which algorithm is fastest?";
    q.options = {"MA-SGD", "GA-SGD", "ADMM"};
    room.openQuestion(q, 0);
    QVERIFY(!room.answer(a, 1, 3, 1).ok());    // no fourth option
    QVERIFY(!room.answer(a, 1, 0.5, 1).ok());  // not an index
    QVERIFY(room.answer(a, 1, 2, 1).ok());
    QVERIFY(room.answer(b, 1, 2, 1).ok());
    QVERIFY(room.answer(c, 1, 0, 1).ok());
    const RoomDistribution d = room.distribution();
    QVERIFY(d.choice);
    QCOMPARE(d.counts, (std::vector<std::size_t>{1, 0, 2}));
    QCOMPARE(d.answers, std::size_t(3));
    QCOMPARE(room.consensus().value(), 2.0);  // ADMM: two of three
  }

  // The room's own answer: the median (robust to the one who typed 1e9).
  void theRoomsAnswerIsTheMedian() {
    ClassRoom room(fixedSecrets());
    room.openQuestion(numberQuestion(), 0);
    QVERIFY(!room.consensus());
    const double odd[] = {12, 1e5, 18};
    for (double v : odd) QVERIFY(room.answer(joinAs(room, "x"), 1, v, 1).ok());
    QCOMPARE(room.consensus().value(), 18.0);
    QVERIFY(room.answer(joinAs(room, "y"), 1, 20, 1).ok());
    QCOMPARE(room.consensus().value(), 19.0);  // (18 + 20) / 2
  }

  // Ten bins over the answers' range; log bins where every answer is positive and the largest
  // is at least 20 times the smallest (a room guessing speed-ups from 2× to 1000×).
  void theHistogramBinsTheAnswers() {
    ClassRoom room(fixedSecrets(), RoomLimits{});
    room.openQuestion(numberQuestion(), 0);
    const double linear[] = {10, 12, 19, 20};
    for (double v : linear) QVERIFY(room.answer(joinAs(room, "x"), 1, v, 1).ok());
    RoomDistribution d = room.distribution(10);
    QVERIFY(!d.logScale);
    QCOMPARE(d.edges.size(), std::size_t(11));
    QCOMPARE(d.edges.front(), 10.0);
    QCOMPARE(d.edges.back(), 20.0);
    // Bins 1 wide: 10 → bin 0, 12 → bin 2, 19 → bin 9, 20 (the top edge) → bin 9.
    QCOMPARE(d.counts, (std::vector<std::size_t>{1, 0, 1, 0, 0, 0, 0, 0, 0, 2}));
    // The next question starts empty; the earlier one keeps its answers (the summary's).
    room.openQuestion(numberQuestion(), 5);
    QCOMPARE(room.distribution().answers, std::size_t(0));
    QCOMPARE(room.distributionOf(1).counts, d.counts);
    QCOMPARE(room.asked().size(), std::size_t(2));

    ClassRoom wide(fixedSecrets());
    wide.openQuestion(numberQuestion(), 0);
    const double decades[] = {2, 20, 200, 1000};
    for (double v : decades) QVERIFY(wide.answer(joinAs(wide, "y"), 1, v, 1).ok());
    d = wide.distribution(4);
    QVERIFY(d.logScale);
    // log10 from 0.30103 to 3, bins 0.67474 wide: 2 → 0, 20 → 1 (1.30103 − 0.30103 = 1.0,
    // / 0.67474 = 1.48), 200 → 2 (2.0 / 0.67474 = 2.96), 1000 → 3 (the top edge).
    QCOMPARE(d.counts, (std::vector<std::size_t>{1, 1, 1, 1}));
    QVERIFY(std::abs(d.edges[1] - std::pow(10.0, 0.30103 + 0.674743)) < 1e-3);
  }

  // 20 requests at once pass (the burst); the 21st is refused; after a second 5 more pass.
  void aFloodIsRefusedAndTheRoomRunsOn() {
    ClassRoom room(fixedSecrets());
    const std::string ada = joinAs(room, "Ada", 100);
    const std::map<std::string, std::string> q{{"code", "ABC234"}, {"student", ada}};
    for (int i = 0; i < 20; ++i) QCOMPARE(call(room, "GET", "/api/state", q, {}, 100).status, 200);
    QCOMPARE(call(room, "GET", "/api/state", q, {}, 100).status, 429);
    for (int i = 0; i < 5; ++i) QCOMPARE(call(room, "GET", "/api/state", q, {}, 101).status, 200);
    QCOMPARE(call(room, "GET", "/api/state", q, {}, 101).status, 429);
    // Another student is not held back by Ada's flood.
    const std::string bob = joinAs(room, "Bob", 101, "10.0.0.3");
    QCOMPARE(
        call(room, "GET", "/api/state", {{"code", "ABC234"}, {"student", bob}}, {}, 101).status,
        200);
  }

  void joiningHasLimits() {
    RoomLimits limits;
    limits.maxStudents = 3;
    ClassRoom room(fixedSecrets(), limits);
    const std::map<std::string, std::string> code{{"code", "ABC234"}};
    for (int i = 0; i < 3; ++i)
      QCOMPARE(call(room, "POST", "/api/join", code, "{}", 0, "10.0.0." + std::to_string(i)).status,
               200);
    QCOMPARE(call(room, "POST", "/api/join", code, "{}", 0, "10.0.0.9").status, 429);
    ClassRoom locked(fixedSecrets());
    locked.setLocked(true);
    QCOMPARE(call(locked, "POST", "/api/join", code, "{}").status, 403);
    // One address: 60 joins at once (a class behind one router), then 2 a second.
    ClassRoom router(fixedSecrets());
    for (int i = 0; i < 60; ++i)
      QCOMPARE(call(router, "POST", "/api/join", code, "{}", 5).status, 200);
    QCOMPARE(call(router, "POST", "/api/join", code, "{}", 5).status, 429);
    QCOMPARE(call(router, "POST", "/api/join", code, "{}", 5.5).status, 200);
  }

  // The record: one row per answer, nicknames that a spreadsheet would run as formulas made
  // text, quotes doubled, the verdict after the reveal.
  // The offline fallback: what a teacher types from paper forms.
  void paperAnswersAreReadAsTyped() {
    const RoomQuestion number = numberQuestion();
    auto read = parsePaperAnswers(
        "15 18;30\n20*3\t1e2\xc3\x97"
        "2",
        number, 500);
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
    QCOMPARE(*read, (std::vector<double>{15, 18, 30, 20, 20, 20, 100, 100}));
    QVERIFY(parsePaperAnswers("  ", number, 500)->empty());
    // Errors name the word as the teacher typed it, and its line and column (in characters:
    // "×" is one), as the readers of files do.
    const auto word = parsePaperAnswers("15 abc", number, 500);
    QVERIFY(!word.ok());
    QCOMPARE(word.error(), std::string("paper answers:1:4: expected a number, found \"abc\""));
    const auto second = parsePaperAnswers(
        "15\n20\xc3\x97"
        "2 ;  3x",
        number, 500);
    QVERIFY(!second.ok());
    QCOMPARE(second.error(), std::string("paper answers:2:9: expected a number, found \"3x\""));
    const auto count = parsePaperAnswers("20*x", number, 500);
    QVERIFY(!count.ok());
    QCOMPARE(
        count.error(),
        std::string("paper answers:1:1: \"20*x\": expected a count of students after the '*'"));
    QVERIFY(!parsePaperAnswers("20*", number, 500).ok());
    QVERIFY(!parsePaperAnswers("20*-1", number, 500).ok());
    QVERIFY(!parsePaperAnswers("20*1.5", number, 500).ok());
    QVERIFY(!parsePaperAnswers("nan", number, 500).ok());
    QVERIFY(!parsePaperAnswers("a\xff"
                               "b",
                               number, 500)
                 .ok());
    // A long word is quoted cut short between characters, never inside one (found by
    // fuzz_paper_answers): 39 letters and a two-byte "÷" across the 40-byte limit.
    const auto longWord = parsePaperAnswers(std::string(39, 'M') +
                                                "\xc3\xb7"
                                                "22",
                                            number, 500);
    QVERIFY(!longWord.ok());
    QVERIFY2(longWord.error().find('"' + std::string(39, 'M') + "...\"") != std::string::npos,
             longWord.error().c_str());
    // 499 + 2 answers is one over the limit.
    const auto many = parsePaperAnswers("1*499 2*2", number, 500);
    QVERIFY(!many.ok());
    QVERIFY2(many.error().find("more than 500") != std::string::npos, many.error().c_str());
    // A choice: one count per option, in order; the values are the options' indices.
    RoomQuestion choice = numberQuestion();
    choice.kind = RoomQuestion::Kind::Choice;
    choice.options = {"falls", "stays", "rises"};
    QCOMPARE(*parsePaperAnswers("3 0 2", choice, 500), (std::vector<double>{0, 0, 0, 2, 2}));
    const auto short_ = parsePaperAnswers("3 0", choice, 500);
    QVERIFY(!short_.ok());
    QVERIFY2(short_.error().find("expected 3 counts") != std::string::npos, short_.error().c_str());
    QVERIFY(!parsePaperAnswers("3 0 2.5", choice, 500).ok());
  }

  void paperAnswersJoinTheRoom() {
    RoomLimits limits;
    limits.maxStudents = 5;
    ClassRoom room(fixedSecrets(), limits);
    QCOMPARE(room.addPaperAnswers({10}).refusal, ClassRoom::Refusal::NotOpen);
    QCOMPARE(room.addPaperText("10").refusal, ClassRoom::Refusal::NotOpen);
    const std::string phone = joinAs(room, "Ada");
    room.openQuestion(numberQuestion(), 0);
    QVERIFY(room.answer(phone, 1, 40, 3).ok());
    // One value out of the question's range (0 … 1e6) refuses them all.
    const auto bad = room.addPaperAnswers({15, 2e6});
    QCOMPARE(bad.refusal, ClassRoom::Refusal::BadValue);
    QVERIFY2(bad.message.english().find("paper answer 2") != std::string::npos,
             bad.message.english().c_str());
    QCOMPARE(room.answeredCount(), std::size_t(1));
    // As typed: nothing, or a word that is no number, is refused with where it stands.
    QCOMPARE(room.addPaperText(" \n ").refusal, ClassRoom::Refusal::BadValue);
    const auto typo = room.addPaperText("15 18\n3O");
    QCOMPARE(typo.refusal, ClassRoom::Refusal::BadValue);
    QCOMPARE(typo.message.english(),
             std::string("paper answers:2:1: expected a number, found \"3O\""));
    QCOMPARE(room.answeredCount(), std::size_t(1));
    QVERIFY(room.addPaperText("15 18\n30").ok());
    QCOMPARE(room.joinedCount(), std::size_t(4));
    QCOMPARE(room.answeredCount(), std::size_t(4));
    // The room's answer counts the paper: the median of 15, 18, 30, 40 is (18 + 30) / 2 = 24.
    QCOMPARE(*room.consensus(), 24.0);
    // Five students at most: the phone and three sheets, so two more sheets are one too many.
    QCOMPARE(room.addPaperAnswers({1, 2}).refusal, ClassRoom::Refusal::Full);
    // The next question: the same three sheets answer again, no new students.
    RoomQuestion next = numberQuestion();
    next.prompt = "And on 4,096 cores?";
    room.openQuestion(next, 10);
    QVERIFY(room.addPaperAnswers({19, 20}).ok());
    QCOMPARE(room.joinedCount(), std::size_t(4));
    QCOMPARE(room.answeredCount(), std::size_t(2));
    room.reveal(
        RoomReveal{19.64, std::nullopt, "19.6×", Tolerance{Tolerance::Kind::Relative, 0.1}});
    QCOMPARE(room.addPaperAnswers({19}).refusal, ClassRoom::Refusal::AlreadyRevealed);
    // In the record a sheet is "(paper)" with no time to answer.
    const std::string csv = roomRecordCsv(room);
    QVERIFY2(csv.find("1,3,\"What speed-up on 1,024 cores?\",s002,(paper),15 ×,,,\n") !=
                 std::string::npos,
             csv.c_str());
    QVERIFY2(
        csv.find("2,3,\"And on 4,096 cores?\",s002,(paper),19 ×,,19.6×,yes\n") != std::string::npos,
        csv.c_str());
  }

  void theRecordIsCsv() {
    ClassRoom room(fixedSecrets());
    const std::string a = joinAs(room, "=HYPERLINK(1)");
    const std::string b = joinAs(room, "Bo \\\"B\\\"");
    room.openQuestion(numberQuestion(), 0);
    QVERIFY(room.answer(a, 1, 30, 2.25).ok());
    QVERIFY(room.answer(b, 1, 19, 7).ok());
    room.reveal(
        RoomReveal{19.64, std::nullopt, "19.6×", Tolerance{Tolerance::Kind::Relative, 0.1}});
    const std::string csv = roomRecordCsv(room);
    QCOMPARE(csv,
             std::string(
                 "question,step,prompt,student,nickname,answer,seconds_to_answer,"
                 "model_answer,within_tolerance\n"
                 "1,3,\"What speed-up on 1,024 cores?\",s001,'=HYPERLINK(1),30 ×,2.3,19.6×,no\n"
                 "1,3,\"What speed-up on 1,024 cores?\",s002,\"Bo \"\"B\"\"\",19 ×,7,19.6×,yes\n"));
  }
};

QTEST_GUILESS_MAIN(TestClassRoom)
#include "test_class_room.moc"
