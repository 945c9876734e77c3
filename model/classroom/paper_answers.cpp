#include "model/classroom/paper_answers.h"

#include <algorithm>
#include <string>

#include "model/data/csv_table.h"
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

PaperResult wordFailure(const PaperWord& word, const std::string& why) {
  return PaperResult::failure(locatedMessage(kPaperName, word.line, word.column, why));
}

/// A count as typed: a whole number 0 … limit, or "" and an error.
std::string paperCount(std::string_view text, std::size_t limit, std::size_t* count) {
  if (text.empty() || text.size() > 9) return "expected a count of students";
  std::size_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return "expected a count of students";
    n = n * 10 + static_cast<std::size_t>(c - '0');
  }
  if (n > limit) return "more than " + std::to_string(limit) + " answers";
  *count = n;
  return {};
}

}  // namespace

Result<std::vector<double>> parsePaperAnswers(std::string_view text, const RoomQuestion& question,
                                              std::size_t maxAnswers) {
  const auto read = paperWords(text);
  if (!read) return PaperResult::failure(read.errorText());
  const std::vector<PaperWord>& words = *read;
  std::vector<double> values;
  const auto tooMany = [&](const PaperWord& word) {
    return wordFailure(word, "more than " + std::to_string(maxAnswers) + " answers in all");
  };
  if (question.kind == RoomQuestion::Kind::Choice) {
    if (words.size() != question.options.size())
      return PaperResult::failure(kPaperName + ": expected " +
                                  std::to_string(question.options.size()) +
                                  " counts, one per option, found " + std::to_string(words.size()));
    for (std::size_t option = 0; option < words.size(); ++option) {
      std::size_t count = 0;
      if (std::string why = paperCount(words[option].text, maxAnswers, &count); !why.empty())
        return wordFailure(words[option], quotedExcerpt(words[option].text) + ": " + why);
      if (values.size() + count > maxAnswers) return tooMany(words[option]);
      values.insert(values.end(), count, static_cast<double>(option));
    }
    return values;
  }
  for (const PaperWord& word : words) {
    std::string_view number = word.text;
    std::size_t count = 1;
    // "20*3" or "20×3" (× is two bytes in UTF-8).
    std::size_t times = number.find('*');
    std::size_t timesLength = 1;
    if (const std::size_t cross = number.find("\xc3\x97"); cross < times) {
      times = cross;
      timesLength = 2;
    }
    if (times != std::string_view::npos) {
      if (std::string why = paperCount(number.substr(times + timesLength), maxAnswers, &count);
          !why.empty())
        return wordFailure(word, quotedExcerpt(word.text) + ": " + why + " after the '*'");
      number = number.substr(0, times);
    }
    auto value = parseNumberField(number, false);
    if (!value) return wordFailure(word, value.error());  // the reader's message quotes it
    if (values.size() + count > maxAnswers) return tooMany(word);
    values.insert(values.end(), count, *value);
  }
  return values;
}

}  // namespace scalescope::model
