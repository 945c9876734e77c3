// Text in terminal columns (model/core/text_columns.h), the layout of both programs' --help.
// Expected lines are worked out by hand: a Han character or full-width mark is two columns,
// every other character one; a line breaks at a space or between Han characters, never
// before closing nor after opening punctuation.
#include <QTest>

#include "model/core/text_columns.h"

using namespace scalescope::model;

namespace {

QStringList lines(const std::string& text, std::size_t width) {
  QStringList out;
  for (const std::string& line : wrappedLines(text, width)) out << QString::fromStdString(line);
  return out;
}

}  // namespace

class TestTextColumns : public QObject {
  Q_OBJECT
 private slots:
  void widthCountsHanTwice() {
    QCOMPARE(displayWidth("abc"), std::size_t(3));
    QCOMPARE(displayWidth("Größe"), std::size_t(5));  // ö and ß: two bytes, one column
    QCOMPARE(displayWidth("并行效率"), std::size_t(8));
    QCOMPARE(displayWidth("（默认 9）"), std::size_t(10));  // 2 + 4 + 1 + 1 + 2
    QCOMPARE(displayWidth("10⁻⁹"), std::size_t(4));
  }

  void wordsBreakAtSpaces() {
    QCOMPARE(lines("one two three", 7), QStringList({"one two", "three"}));
    QCOMPARE(lines("one two three", 13), QStringList({"one two three"}));
    // A word wider than the line stays whole.
    QCOMPARE(lines("abcdefghij xy", 4), QStringList({"abcdefghij", "xy"}));
    // The text's own line breaks are kept.
    QCOMPARE(lines("a\nb c", 10), QStringList({"a", "b c"}));
  }

  void noBreakHoldsWordsTogether() {
    QCOMPARE(lines("z.\u00a0B. x", 5), QStringList({"z. B.", "x"}));
    QCOMPARE(lines("a b\u00a0c", 3), QStringList({"a", "b c"}));
  }

  void hanBreaksBetweenCharactersButNotAtPunctuation() {
    // 并 行 效 | 率 很 | 高。: the full stop stays with 高.
    QCOMPARE(lines("并行效率很高。", 6), QStringList({"并行效", "率很", "高。"}));
    // （ stays with 世, ） with 界.
    QCOMPARE(lines("你好（世界）", 4), QStringList({"你好", "（世", "界）"}));
    // Latin words inside Chinese are not split; a break may come beside them.
    QCOMPARE(lines("使用MPI运行", 6), QStringList({"使用", "MPI运", "行"}));
  }

  void helpListPutsTextInItsColumn() {
    QCOMPARE(helpList({{"--x", "do it"}}, 8), std::string("  --x   do it\n"));
    QCOMPARE(helpList({{"--x", "one two three"}}, 8, 16),
             std::string("  --x   one two\n        three\n"));
    QCOMPARE(helpList({{"--long-option", "text"}}, 8),
             std::string("  --long-option\n        text\n"));
    QCOMPARE(helpList({{"--help", ""}}, 8), std::string("  --help\n"));
    // A lead wider than the line: continued on a line of its own, indented further.
    QCOMPARE(helpList({{"run aaaa bbbb", "t"}}, 4, 10),
             std::string("  run aaaa\n      bbbb\n    t\n"));
  }
};

QTEST_APPLESS_MAIN(TestTextColumns)
#include "test_text_columns.moc"
