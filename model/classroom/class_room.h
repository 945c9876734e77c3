#pragma once
// A class session's room: the students who joined, the question open to them, their answers,
// and the reveal. Plain data and rules, no network (app/classroom serves it over HTTP): one
// answer per student and question (a new one replaces the old), none after the reveal, a cap
// on students, joining that the teacher can lock, and a token bucket per student and per
// network address so that a flooding client is refused (429) instead of stalling the lesson.
// Time is passed in (seconds on any monotonic clock), so the limits are testable.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/core/translatable.h"
#include "model/lessons/lesson.h"

namespace scalescope::model {

/// The secrets of one session: the code students type or scan, the teacher's token for the
/// status endpoint. Random and new for every session (newRoomSecrets).
struct RoomSecrets {
  std::string joinCode;      ///< 6 characters of kJoinCodeAlphabet
  std::string teacherToken;  ///< 32 hexadecimal digits
};
/// Letters and digits a person cannot confuse when reading them off a projector (no 0/O, 1/I/L).
inline constexpr std::string_view kJoinCodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Fresh secrets from the operating system's random source.
RoomSecrets newRoomSecrets();
/// `n` random bytes as hexadecimal digits (2n characters), from the operating system.
std::string randomHex(std::size_t bytes);

/// A question as the room sees it: what the student page shows and accepts.
struct RoomQuestion {
  enum class Kind { Number, Choice };
  int step = 0;   ///< the lesson step, 0-based
  int steps = 0;  ///< of the lesson
  Kind kind = Kind::Number;
  std::string prompt;
  std::string unit;                   ///< Number: of the answer ("" = none)
  std::vector<std::string> options;   ///< Choice
  double low = -1e300, high = 1e300;  ///< Number: the accepted range, bounds included
};

/// The model's answer, told to the room at the reveal.
struct RoomReveal {
  double value = 0;                   ///< Number: the model's value
  std::optional<std::size_t> option;  ///< Choice: the right option
  std::string text;                   ///< "19.6×", "ADMM": as the model writes it (the record)
  Tolerance tolerance;                ///< Number: how close counts as right
  /// The same as the room's language writes it ("387.872 Kerne"), for the students' page and
  /// the teacher's dock; "" = `text`.
  std::string shownText;
  const std::string& shown() const { return shownText.empty() ? text : shownText; }
};

/// One student's answer to one question.
struct RoomAnswer {
  double value = 0;      ///< Number: the guess; Choice: the option's index
  double secondsIn = 0;  ///< from the question's opening to this answer; NaN for paper
};

/// How a room behaves: limits a classroom needs. The defaults suit a class of a few hundred
/// on one network; tests and the load benchmark may widen them.
struct RoomLimits {
  std::size_t maxStudents = 500;
  std::size_t maxNickname = 32;  ///< characters (code points)
  std::size_t maxBody = 4096;    ///< bytes of a request body
  double requestsPerSecond = 5;  ///< per student: the page polls once a second
  double requestBurst = 20;      ///< per student
  double joinsPerSecond = 2;     ///< per network address
  double joinBurst = 60;         ///< per network address (a class behind one router)
};

/// The room's answers to one question, for the teacher's histogram.
struct RoomDistribution {
  bool choice = false;
  /// Choice: one count per option. Number: the bins' counts.
  std::vector<std::size_t> counts;
  /// Number: the bins' edges (counts.size() + 1), on a log scale when `logScale`.
  std::vector<double> edges;
  bool logScale = false;
  std::size_t answers = 0;
};

class ClassRoom {
 public:
  ClassRoom(RoomSecrets secrets, RoomLimits limits = {});

  const RoomSecrets& secrets() const { return m_secrets; }
  const RoomLimits& limits() const { return m_limits; }

  /// Whether `code` is this session's join code (case-insensitive: a phone may capitalise).
  bool codeMatches(std::string_view code) const;
  bool teacherTokenMatches(std::string_view token) const;

  // --- the teacher's side ---
  /// Opens a question to the room (answers of an earlier one are kept in the record).
  void openQuestion(RoomQuestion question, double now);
  /// No question open: between questions, or on a step without one.
  void closeQuestion();
  /// Tells the room the model's answer: no answers accepted after it.
  void reveal(RoomReveal answer);
  void setLocked(bool locked) { m_locked = locked; }
  bool locked() const { return m_locked; }

  /// 0 before any question; increases with each openQuestion.
  int questionId() const { return m_questionId; }
  const std::optional<RoomQuestion>& question() const { return m_question; }
  const std::optional<RoomReveal>& revealed() const { return m_reveal; }
  std::size_t joinedCount() const { return m_students.size(); }
  /// Answers to the open question.
  std::size_t answeredCount() const;
  RoomDistribution distribution(std::size_t bins = 10) const;
  /// The answers to question `questionId` (open or earlier), and their histogram.
  std::vector<double> answersTo(int questionId) const;
  RoomDistribution distributionOf(int questionId, std::size_t bins = 10) const;
  /// The answers to the open question, in no particular order.
  std::vector<double> openAnswers() const;
  /// Every question opened this session, by id, with its reveal if it had one.
  struct AskedQuestion {
    RoomQuestion question;
    std::optional<RoomReveal> reveal;
  };
  const std::map<int, AskedQuestion>& asked() const { return m_asked; }
  /// The room's own answer to the open question: the median of the numbers (the mean of the
  /// middle two for an even count), or the option chosen most (the first of equals). None
  /// when nobody answered.
  std::optional<double> consensus() const;

  // --- the students' side (each call counts against the caller's rate limit) ---
  enum class Refusal {
    None,
    BadCode,
    Locked,
    Full,
    RateLimited,
    UnknownStudent,
    BadValue,
    NotOpen,
    AlreadyRevealed,
    WrongQuestion,
    BadNickname
  };
  struct Outcome {
    Refusal refusal = Refusal::None;
    /// For a person, when refused: composed in context "Model" ("Reader" for what the teacher
    /// typed, parsePaperAnswers), translated where it is shown (views::modelText);
    /// message.english() is the English text.
    MarkedText message;
    bool ok() const { return refusal == Refusal::None; }
  };
  /// A student joins from `address` with an optional nickname; gives their id.
  Outcome join(std::string_view nickname, const std::string& address, double now,
               std::string* studentId);
  /// A student answers question `questionId`: a number, or an option's index.
  Outcome answer(const std::string& studentId, int questionId, double value, double now);
  /// Answers collected on paper (offline, or from students without a device): each value is
  /// one more anonymous student's answer to the open question, nickname "(paper)", with no
  /// time to answer (NaN). All or none: a value the page would refuse refuses them all; so do
  /// a closed or revealed question and the cap on students. Not rate-limited: the teacher's.
  Outcome addPaperAnswers(const std::vector<double>& values);
  /// The same from what the teacher typed (parsePaperAnswers against the open question and the
  /// cap); nothing typed is a BadValue.
  Outcome addPaperText(std::string_view typed);
  /// A student asks what to show (the page polls); refused only for the rate limit.
  Outcome poll(const std::string& studentId, double now);
  /// The student's answer to the open question, if any.
  std::optional<RoomAnswer> answerOf(const std::string& studentId) const;
  bool knows(const std::string& studentId) const { return m_students.count(studentId) > 0; }

  /// Every answer given this session, for the record.
  struct RecordRow {
    int questionId = 0;
    int step = 0;
    std::string prompt;
    std::string anonymousId;  ///< "s001": the order of joining
    std::string nickname;
    std::string answer;  ///< the value with its unit, or the option's label
    double secondsIn = 0;
    std::string modelAnswer;  ///< "" when not revealed
    std::optional<bool> withinTolerance;
  };
  std::vector<RecordRow> record() const;

 private:
  struct Bucket {
    double tokens = 0;
    double at = 0;
    bool take(double now, double rate, double burst);
  };
  struct Student {
    std::string nickname;
    int order = 0;
    Bucket bucket;
    std::map<int, RoomAnswer> answers;  ///< by question id
  };
  Outcome refuse(Refusal why, MarkedText message) const;
  /// The refusals several calls share: no question open, the answer revealed.
  Outcome notOpen() const;
  Outcome alreadyRevealed() const;
  bool allowed(Student& student, double now);
  std::string answerText(const AskedQuestion& asked, double value) const;
  /// Why the open question does not accept `value` (a choice's index, a number's range), or
  /// nothing.
  std::optional<MarkedText> valueProblem(double value) const;

  RoomSecrets m_secrets;
  RoomLimits m_limits;
  bool m_locked = false;
  int m_questionId = 0;
  double m_openedAt = 0;
  std::optional<RoomQuestion> m_question;
  std::optional<RoomReveal> m_reveal;
  std::map<int, AskedQuestion> m_asked;  ///< every question opened, by id
  std::map<std::string, Student> m_students;
  std::map<std::string, Bucket> m_joinBuckets;  ///< by network address
};

/// Whether `nickname` is acceptable: UTF-8, at most `maxChars` code points, no control
/// characters. Nothing when it is; else why not.
std::optional<MarkedText> nicknameProblem(std::string_view nickname, std::size_t maxChars);

}  // namespace scalescope::model
