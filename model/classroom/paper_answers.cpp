#include "model/classroom/paper_answers.h"

#include <algorithm>
#include <string>

#include "model/data/csv_table.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using PaperResult = Result<std::vector<double>>;

/// The words of the text: separated by blanks, ';' and line ends.
std::vector<std::string_view> paperWords(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const bool end = i == text.size() || text[i] == ' ' || text[i] == '\t' || text[i] == ';' ||
                     text[i] == '\n' || text[i] == '\r';
    if (!end) continue;
    if (i > start) words.push_back(text.substr(start, i - start));
    start = i + 1;
  }
  return words;
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

std::string paperWordLabel(std::size_t index, std::string_view word) {
  return "word " + std::to_string(index + 1) + ", '" + oneLine(textExcerpt(word)) + "'";
}

}  // namespace

Result<std::vector<double>> parsePaperAnswers(std::string_view text, const RoomQuestion& question,
                                              std::size_t maxAnswers) {
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = 0;
    if (std::string why = textByteProblem(text, i, &length); !why.empty())
      return PaperResult::failure("paper answers: " + why);
    i += length;
  }
  const std::vector<std::string_view> words = paperWords(text);
  std::vector<double> values;
  const auto tooMany = [&] {
    return PaperResult::failure("paper answers: more than " + std::to_string(maxAnswers) +
                                " answers in all");
  };
  if (question.kind == RoomQuestion::Kind::Choice) {
    if (words.size() != question.options.size())
      return PaperResult::failure("paper answers: expected " +
                                  std::to_string(question.options.size()) +
                                  " counts, one per option, found " + std::to_string(words.size()));
    for (std::size_t option = 0; option < words.size(); ++option) {
      std::size_t count = 0;
      if (std::string why = paperCount(words[option], maxAnswers, &count); !why.empty())
        return PaperResult::failure("paper answers: " + paperWordLabel(option, words[option]) +
                                    ": " + why);
      if (values.size() + count > maxAnswers) return tooMany();
      values.insert(values.end(), count, static_cast<double>(option));
    }
    return values;
  }
  for (std::size_t w = 0; w < words.size(); ++w) {
    std::string_view word = words[w];
    std::size_t count = 1;
    // "20*3" or "20×3" (× is two bytes in UTF-8).
    std::size_t times = word.find('*');
    std::size_t timesLength = 1;
    if (const std::size_t cross = word.find("\xc3\x97"); cross < times) {
      times = cross;
      timesLength = 2;
    }
    if (times != std::string_view::npos) {
      if (std::string why = paperCount(word.substr(times + timesLength), maxAnswers, &count);
          !why.empty())
        return PaperResult::failure("paper answers: " + paperWordLabel(w, word) + ": " + why +
                                    " after the '*'");
      word = word.substr(0, times);
    }
    auto value = parseNumberField(word, false);
    if (!value)  // the reader's message quotes the word
      return PaperResult::failure("paper answers: word " + std::to_string(w + 1) + ": " +
                                  value.error());
    if (values.size() + count > maxAnswers) return tooMany();
    values.insert(values.end(), count, *value);
  }
  return values;
}

}  // namespace scalescope::model
