#include "model/classroom/class_room.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>

#include "model/classroom/paper_answers.h"
#include "model/core/number_text.h"
#include "model/data/reader_text.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

/// Ids of the students added from paper; a joined student's id is hexadecimal only.
const std::string kPaperPrefix = "paper-";

// Addresses remembered for the join limit; beyond this the oldest entries are forgotten (a
// classroom has far fewer, and forgetting only ever lets a join through).
constexpr std::size_t kMaxAddresses = 4096;

std::string roomLowerAscii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// Compares without stopping at the first difference, so the time taken does not tell how
// much of a guessed code was right.
bool sameRoomSecret(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    diff |= static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i]);
  return diff == 0;
}

}  // namespace

std::string randomHex(std::size_t bytes) {
  std::random_device source;  // /dev/urandom on Linux
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(bytes * 2);
  for (std::size_t i = 0; i < bytes; ++i) {
    const unsigned byte = source() & 0xffu;
    out += kDigits[byte >> 4];
    out += kDigits[byte & 0xfu];
  }
  return out;
}

RoomSecrets newRoomSecrets() {
  std::random_device source;
  std::uniform_int_distribution<std::size_t> pick(0, kJoinCodeAlphabet.size() - 1);
  RoomSecrets secrets;
  for (int i = 0; i < 6; ++i) secrets.joinCode += kJoinCodeAlphabet[pick(source)];
  secrets.teacherToken = randomHex(16);
  return secrets;
}

std::optional<MarkedText> nicknameProblem(std::string_view nickname, std::size_t maxChars) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < nickname.size(); ++chars) {
    const std::size_t length = utf8SequenceLength(nickname, i);
    if (length == 0)
      return modelMessage(SCALESCOPE_TR_NOOP("Model", "the nickname is not UTF-8 text"));
    const std::string_view character = nickname.substr(i, length);
    // C0 controls and DEL; C1 controls (U+0080..U+009F: C2 80..C2 9F); the line and paragraph
    // separators U+2028 and U+2029 (E2 80 A8, E2 80 A9), which end a line in JavaScript text.
    const auto first = static_cast<unsigned char>(character[0]);
    const bool control =
        first < 0x20 || first == 0x7f ||
        (length == 2 && first == 0xc2 && static_cast<unsigned char>(character[1]) < 0xa0) ||
        character == "\xe2\x80\xa8" || character == "\xe2\x80\xa9";
    if (control)
      return modelMessage(SCALESCOPE_TR_NOOP("Model", "the nickname holds a control character"));
    i += length;
  }
  if (chars > maxChars)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "the nickname is longer than %1 characters"),
                        {std::to_string(maxChars)});
  return std::nullopt;
}

bool ClassRoom::Bucket::take(double now, double rate, double burst) {
  tokens = std::min(burst, tokens + std::max(0.0, now - at) * rate);
  at = std::max(at, now);
  if (tokens < 1) return false;
  tokens -= 1;
  return true;
}

ClassRoom::ClassRoom(RoomSecrets secrets, RoomLimits limits)
    : m_secrets(std::move(secrets)), m_limits(limits) {}

bool ClassRoom::codeMatches(std::string_view code) const {
  return sameRoomSecret(roomLowerAscii(code), roomLowerAscii(m_secrets.joinCode));
}

bool ClassRoom::teacherTokenMatches(std::string_view token) const {
  return !m_secrets.teacherToken.empty() && sameRoomSecret(token, m_secrets.teacherToken);
}

void ClassRoom::openQuestion(RoomQuestion question, double now) {
  ++m_questionId;
  m_openedAt = now;
  m_question = question;
  m_reveal.reset();
  m_asked[m_questionId] = AskedQuestion{std::move(question), std::nullopt};
}

void ClassRoom::closeQuestion() {
  m_question.reset();
  m_reveal.reset();
}

void ClassRoom::reveal(RoomReveal answer) {
  if (!m_question) return;
  m_reveal = answer;
  m_asked[m_questionId].reveal = std::move(answer);
}

std::size_t ClassRoom::answeredCount() const {
  if (!m_question) return 0;
  std::size_t n = 0;
  for (const auto& [id, student] : m_students) n += student.answers.count(m_questionId);
  return n;
}

std::vector<double> ClassRoom::answersTo(int questionId) const {
  std::vector<double> values;
  for (const auto& [id, student] : m_students) {
    const auto it = student.answers.find(questionId);
    if (it != student.answers.end()) values.push_back(it->second.value);
  }
  return values;
}

std::vector<double> ClassRoom::openAnswers() const {
  return m_question ? answersTo(m_questionId) : std::vector<double>{};
}

std::optional<double> ClassRoom::consensus() const {
  std::vector<double> values = openAnswers();
  if (values.empty()) return std::nullopt;
  if (m_question->kind == RoomQuestion::Kind::Choice) {
    const std::vector<std::size_t> counts = distribution().counts;
    return static_cast<double>(std::max_element(counts.begin(), counts.end()) - counts.begin());
  }
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

RoomDistribution ClassRoom::distribution(std::size_t bins) const {
  return m_question ? distributionOf(m_questionId, bins) : RoomDistribution{};
}

RoomDistribution ClassRoom::distributionOf(int questionId, std::size_t bins) const {
  RoomDistribution d;
  const auto asked = m_asked.find(questionId);
  if (asked == m_asked.end()) return d;
  const RoomQuestion& question = asked->second.question;
  const std::vector<double> values = answersTo(questionId);
  d.answers = values.size();
  if (question.kind == RoomQuestion::Kind::Choice) {
    d.choice = true;
    d.counts.assign(question.options.size(), 0);
    for (double v : values) ++d.counts[static_cast<std::size_t>(v)];
    return d;
  }
  if (values.empty() || bins == 0) return d;
  const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
  double low = *lo, high = *hi;
  d.logScale = low > 0 && high / low >= 20;
  if (d.logScale) {
    low = std::log10(low);
    high = std::log10(high);
  }
  if (high - low <= 0) {  // every answer alike: one bin around it
    const double half = low == 0 ? 0.5 : std::abs(low) * 0.05;
    low -= half;
    high += half;
    bins = 1;
  }
  d.counts.assign(bins, 0);
  for (std::size_t i = 0; i <= bins; ++i) {
    const double e = low + (high - low) * static_cast<double>(i) / static_cast<double>(bins);
    d.edges.push_back(d.logScale ? std::pow(10.0, e) : e);
  }
  for (double v : values) {
    const double x = d.logScale ? std::log10(v) : v;
    auto bin = static_cast<std::size_t>((x - low) / (high - low) * static_cast<double>(bins));
    d.counts[std::min(bin, bins - 1)] += 1;
  }
  return d;
}

ClassRoom::Outcome ClassRoom::refuse(Refusal why, MarkedText message) const {
  return Outcome{why, std::move(message)};
}

ClassRoom::Outcome ClassRoom::notOpen() const {
  return refuse(Refusal::NotOpen, modelMessage(SCALESCOPE_TR_NOOP("Model", "no question is open")));
}

ClassRoom::Outcome ClassRoom::alreadyRevealed() const {
  return refuse(Refusal::AlreadyRevealed,
                modelMessage(SCALESCOPE_TR_NOOP("Model", "the answer was revealed already")));
}

bool ClassRoom::allowed(Student& student, double now) {
  return student.bucket.take(now, m_limits.requestsPerSecond, m_limits.requestBurst);
}

ClassRoom::Outcome ClassRoom::join(std::string_view nickname, const std::string& address,
                                   double now, std::string* studentId) {
  if (m_locked)
    return refuse(Refusal::Locked,
                  modelMessage(SCALESCOPE_TR_NOOP("Model", "joining is locked by the teacher")));
  if (m_joinBuckets.size() >= kMaxAddresses && !m_joinBuckets.count(address))
    m_joinBuckets.erase(m_joinBuckets.begin());
  auto [bucket, fresh] = m_joinBuckets.try_emplace(address);
  if (fresh) bucket->second = Bucket{m_limits.joinBurst, now};
  if (!bucket->second.take(now, m_limits.joinsPerSecond, m_limits.joinBurst))
    return refuse(Refusal::RateLimited,
                  modelMessage(SCALESCOPE_TR_NOOP(
                      "Model", "too many joins from this address; wait a moment")));
  if (m_students.size() >= m_limits.maxStudents)
    return refuse(Refusal::Full,
                  modelMessage(SCALESCOPE_TR_NOOP("Model", "the class is full (%1 students)"),
                               {std::to_string(m_limits.maxStudents)}));
  if (auto why = nicknameProblem(nickname, m_limits.maxNickname))
    return refuse(Refusal::BadNickname, std::move(*why));
  std::string id = randomHex(16);
  while (m_students.count(id)) id = randomHex(16);
  Student student;
  student.nickname = std::string(nickname);
  student.order = static_cast<int>(m_students.size()) + 1;
  student.bucket = Bucket{m_limits.requestBurst, now};
  m_students.emplace(id, std::move(student));
  if (studentId) *studentId = std::move(id);
  return {};
}

ClassRoom::Outcome ClassRoom::poll(const std::string& studentId, double now) {
  const auto it = m_students.find(studentId);
  if (it == m_students.end())
    return refuse(Refusal::UnknownStudent,
                  modelMessage(SCALESCOPE_TR_NOOP("Model", "join the class first")));
  if (!allowed(it->second, now))
    return refuse(Refusal::RateLimited,
                  modelMessage(SCALESCOPE_TR_NOOP("Model", "too many requests; wait a moment")));
  return {};
}

ClassRoom::Outcome ClassRoom::answer(const std::string& studentId, int questionId, double value,
                                     double now) {
  if (Outcome asked = poll(studentId, now); !asked.ok()) return asked;
  if (!m_question) return notOpen();
  if (questionId != m_questionId)
    return refuse(Refusal::WrongQuestion,
                  modelMessage(SCALESCOPE_TR_NOOP("Model", "that question is no longer open")));
  if (m_reveal) return alreadyRevealed();
  if (auto why = valueProblem(value)) return refuse(Refusal::BadValue, std::move(*why));
  m_students[studentId].answers[m_questionId] = RoomAnswer{value, std::max(0.0, now - m_openedAt)};
  return {};
}

std::optional<MarkedText> ClassRoom::valueProblem(double value) const {
  if (!std::isfinite(value))
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "the answer is not a number"));
  if (m_question->kind == RoomQuestion::Kind::Choice) {
    if (value != std::floor(value) || value < 0 ||
        value >= static_cast<double>(m_question->options.size()))
      return modelMessage(SCALESCOPE_TR_NOOP("Model", "not one of the choices"));
  } else if (value < m_question->low || value > m_question->high) {
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "the answer lies outside %1 … %2"),
                        {shortNumber(m_question->low, 3), shortNumber(m_question->high, 3)});
  }
  return std::nullopt;
}

ClassRoom::Outcome ClassRoom::addPaperText(std::string_view typed) {
  if (!m_question) return notOpen();
  const auto values = parsePaperAnswers(typed, *m_question, m_limits.maxStudents);
  if (!values) return refuse(Refusal::BadValue, values.errorText());
  if (values->empty())
    return refuse(Refusal::BadValue,
                  modelMessage(SCALESCOPE_TR_NOOP("Model", "type at least one answer")));
  return addPaperAnswers(*values);
}

ClassRoom::Outcome ClassRoom::addPaperAnswers(const std::vector<double>& values) {
  if (!m_question) return notOpen();
  if (m_reveal) return alreadyRevealed();
  for (std::size_t i = 0; i < values.size(); ++i)
    if (auto why = valueProblem(values[i]))
      return refuse(Refusal::BadValue,
                    modelMessage(SCALESCOPE_TR_NOOP("Model", "paper answer %1: %2"),
                                 {count(static_cast<long long>(i) + 1), std::move(*why)}));
  // Paper students of earlier questions who have not answered this one take the first values
  // (the same sheets, a question later), so that "joined" counts each sheet once.
  std::vector<Student*> unanswered;
  for (auto& [id, student] : m_students)
    if (id.rfind(kPaperPrefix, 0) == 0 && !student.answers.count(m_questionId))
      unanswered.push_back(&student);
  std::sort(unanswered.begin(), unanswered.end(),
            [](const Student* a, const Student* b) { return a->order < b->order; });
  const std::size_t reused = std::min(unanswered.size(), values.size());
  if (m_students.size() + (values.size() - reused) > m_limits.maxStudents)
    return refuse(
        Refusal::Full,
        modelMessage(SCALESCOPE_TR_NOOP("Model", "the class would have more than %1 students"),
                     {std::to_string(m_limits.maxStudents)}));
  for (std::size_t i = 0; i < reused; ++i)
    unanswered[i]->answers[m_questionId] = RoomAnswer{values[i], std::nan("")};
  for (std::size_t i = reused; i < values.size(); ++i) {
    const double value = values[i];
    std::string id = kPaperPrefix + randomHex(8);
    while (m_students.count(id)) id = kPaperPrefix + randomHex(8);
    Student student;
    student.nickname = "(paper)";
    student.order = static_cast<int>(m_students.size()) + 1;
    student.answers[m_questionId] = RoomAnswer{value, std::nan("")};
    m_students.emplace(std::move(id), std::move(student));
  }
  return {};
}

std::optional<RoomAnswer> ClassRoom::answerOf(const std::string& studentId) const {
  const auto it = m_students.find(studentId);
  if (it == m_students.end() || !m_question) return std::nullopt;
  const auto a = it->second.answers.find(m_questionId);
  if (a == it->second.answers.end()) return std::nullopt;
  return a->second;
}

std::string ClassRoom::answerText(const AskedQuestion& asked, double value) const {
  if (asked.question.kind == RoomQuestion::Kind::Choice) {
    const auto i = static_cast<std::size_t>(value);
    return i < asked.question.options.size() ? asked.question.options[i] : std::string("?");
  }
  std::string text = shortNumber(value, 6);
  if (!asked.question.unit.empty()) text += " " + asked.question.unit;
  return text;
}

std::vector<ClassRoom::RecordRow> ClassRoom::record() const {
  std::vector<RecordRow> rows;
  for (const auto& [questionId, asked] : m_asked) {
    std::vector<const Student*> answered;
    for (const auto& [id, student] : m_students)
      if (student.answers.count(questionId)) answered.push_back(&student);
    std::sort(answered.begin(), answered.end(),
              [](const Student* a, const Student* b) { return a->order < b->order; });
    for (const Student* student : answered) {
      const RoomAnswer& a = student->answers.at(questionId);
      RecordRow row;
      row.questionId = questionId;
      row.step = asked.question.step;
      row.prompt = asked.question.prompt;
      char anonymous[16];
      std::snprintf(anonymous, sizeof anonymous, "s%03d", student->order);
      row.anonymousId = anonymous;
      row.nickname = student->nickname;
      row.answer = answerText(asked, a.value);
      row.secondsIn = a.secondsIn;
      if (asked.reveal) {
        row.modelAnswer = asked.reveal->text;
        row.withinTolerance =
            asked.question.kind == RoomQuestion::Kind::Choice
                ? asked.reveal->option && *asked.reveal->option == static_cast<std::size_t>(a.value)
                : asked.reveal->tolerance.accepts(asked.reveal->value, a.value);
      }
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

}  // namespace scalescope::model
