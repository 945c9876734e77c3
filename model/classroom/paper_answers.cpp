#include "model/classroom/paper_answers.h"

#include <algorithm>
#include <optional>
#include <string>

#include "model/data/csv_table.h"
#include "model/data/reader_text.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using PaperResult = Result<std::vector<double>>;

const std::string kPaperName = "paper answers";

/// A word as typed, with where it stands ("paper answers:LINE:COLUMN").
struct PaperWord {
  std::string_view text;
  int line = 0;
  int column = 0;
};

/// The words of the text: lines (splitTextLines checks every byte), their fields between ';',
/// the fields' words between blanks.
Result<std::vector<PaperWord>> paperWords(std::string_view text) {
  auto lines = splitTextLines(text, kPaperName);
  if (!lines) return Result<std::vector<PaperWord>>::failure(lines.errorText());
  std::vector<PaperWord> words;
  for (const TextLine& line : *lines)
    for (const Word& field : splitFields(line.text, ';'))
      for (const Word& word : splitWords(field.text))
        words.push_back(
            {word.text, line.number, characterColumn(line.text, field.offset + word.offset)});
  return words;
}

PaperResult wordFailure(const PaperWord& word, MarkedText why) {
  return PaperResult::failure(locatedText(kPaperName, word.line, word.column, std::move(why)));
}

/// Where a count stands in a word: the whole word ("3", a choice's count), or after the '*'
/// of a number ("20*3").
enum class CountIn { Word, Times };

/// A count as typed, `text` of `word`: a whole number 0 … limit into *count, or why not
/// ("\"20*x\": expected a count of students after the '*'").
std::optional<MarkedText> paperCount(std::string_view text, const PaperWord& word, CountIn in,
                                     std::size_t limit, std::size_t* count) {
  const auto notACount = [&] {
    return in == CountIn::Word
               ? readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a count of students"),
                            {quoted(word.text)})
               : readerText(
                     SCALESCOPE_TR_NOOP("Reader", "%1: expected a count of students after the '*'"),
                     {quoted(word.text)});
  };
  if (text.empty() || text.size() > 9) return notACount();
  std::size_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return notACount();
    n = n * 10 + static_cast<std::size_t>(c - '0');
  }
  if (n > limit)
    return in == CountIn::Word
               ? readerText(SCALESCOPE_TR_NOOP("Reader", "%1: more than %2 answers"),
                            {quoted(word.text), std::to_string(limit)})
               : readerText(SCALESCOPE_TR_NOOP("Reader", "%1: more than %2 answers after the '*'"),
                            {quoted(word.text), std::to_string(limit)});
  *count = n;
  return std::nullopt;
}

}  // namespace

Result<std::vector<double>> parsePaperAnswers(std::string_view text, const RoomQuestion& question,
                                              std::size_t maxAnswers) {
  const auto read = paperWords(text);
  if (!read) return PaperResult::failure(read.errorText());
  const std::vector<PaperWord>& words = *read;
  std::vector<double> values;
  const auto tooMany = [&](const PaperWord& word) {
    return wordFailure(word, readerText(SCALESCOPE_TR_NOOP("Reader", "more than %1 answers in all"),
                                        {std::to_string(maxAnswers)}));
  };
  if (question.kind == RoomQuestion::Kind::Choice) {
    if (words.size() != question.options.size())
      return PaperResult::failure(fileText(
          kPaperName,
          readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1 counts, one per option, found %2"),
                     {count(static_cast<long long>(question.options.size())),
                      count(static_cast<long long>(words.size()))})));
    for (std::size_t option = 0; option < words.size(); ++option) {
      std::size_t students = 0;
      const PaperWord& word = words[option];
      if (auto why = paperCount(word.text, word, CountIn::Word, maxAnswers, &students))
        return wordFailure(word, std::move(*why));
      if (values.size() + students > maxAnswers) return tooMany(word);
      values.insert(values.end(), students, static_cast<double>(option));
    }
    return values;
  }
  for (const PaperWord& word : words) {
    std::string_view number = word.text;
    std::size_t students = 1;
    // "20*3" or "20×3" (× is two bytes in UTF-8).
    std::size_t times = number.find('*');
    std::size_t timesLength = 1;
    if (const std::size_t cross = number.find("\xc3\x97"); cross < times) {
      times = cross;
      timesLength = 2;
    }
    if (times != std::string_view::npos) {
      if (auto why = paperCount(number.substr(times + timesLength), word, CountIn::Times,
                                maxAnswers, &students))
        return wordFailure(word, std::move(*why));
      number = number.substr(0, times);
    }
    auto value = parseNumberField(number, false);
    if (!value) return wordFailure(word, value.errorText());  // the reader's message quotes it
    if (values.size() + students > maxAnswers) return tooMany(word);
    values.insert(values.end(), students, *value);
  }
  return values;
}

}  // namespace scalescope::model
