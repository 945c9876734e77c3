// The one number-to-text helper of the model (model/core/number_text.h); expected texts are
// written out by hand from printf's %g rules and the superscript code points.
#include <QTest>
#include <charconv>
#include <cmath>
#include <limits>

#include "model/core/number_text.h"

using namespace scalescope::model;

class TestNumberText : public QObject {
  Q_OBJECT
 private slots:
  void shortNumberIsPercentG_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("digits");
    QTest::addColumn<QString>("text");
    QTest::newRow("N default") << 387872.0 << 6 << "387872";
    QTest::newRow("seven digits need an exponent") << 3878721.0 << 6 << "3.87872e+06";
    QTest::newRow("serial fraction") << 7.2e-7 << 6 << "7.2e-07";
    QTest::newRow("a million") << 1e6 << 6 << "1e+06";
    QTest::newRow("no trailing zeros") << 0.25 << 3 << "0.25";
    QTest::newRow("three digits") << 7.19493e-7 << 3 << "7.19e-07";
    QTest::newRow("ten digits") << 1234567.891 << 10 << "1234567.891";
    QTest::newRow("negative") << -0.5 << 6 << "-0.5";
  }
  void shortNumberIsPercentG() {
    QFETCH(double, value);
    QFETCH(int, digits);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(shortNumber(value, digits)), text);
  }
  void exactNumberReadsBackExactly() {
    QCOMPARE(exactNumber(7.2e-7), std::string("7.2e-07"));
    QCOMPARE(exactNumber(387872), std::string("387872"));
    QCOMPARE(exactNumber(std::numeric_limits<double>::infinity()), std::string("inf"));
    QCOMPARE(exactNumber(std::nan("")), std::string("nan"));
    for (double v : {1.0 / 3.0, 1e-300, -2.5e17, 6.02214076e23, 0.1 + 0.2}) {
      const std::string text = exactNumber(v);
      double back = 0;
      const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), back);
      QVERIFY2(error == std::errc() && end == text.data() + text.size(), text.c_str());
      QCOMPARE(back, v);  // bit for bit
    }
  }
  void wholeNumberHasNoExponent() {
    QCOMPARE(wholeNumber(1048576.4), std::string("1048576"));
    QCOMPARE(wholeNumber(2.5e7), std::string("25000000"));
    QCOMPARE(wholeNumber(1e20), std::string("100000000000000000000"));
    QCOMPARE(wholeNumber(-3), std::string("-3"));
  }
  void superscriptDigits() {
    QCOMPARE(superscript(0), std::string("\u2070"));
    QCOMPARE(superscript(-7), std::string("\u207B\u2077"));
    QCOMPARE(superscript(10), std::string("\u00B9\u2070"));
    QCOMPARE(superscript(23), std::string("\u00B2\u00B3"));
    QCOMPARE(superscript(-456), std::string("\u207B\u2074\u2075\u2076"));
  }
  void scientificTextForLabels_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("Piz Daint 1-alpha") << 7.1949e-7 << QString("7.19·10\u207B\u2077");
    QTest::newRow("rounds up a decade") << 9.996e-7 << QString("1·10\u207B\u2076");
    QTest::newRow("large") << 2.5e12 << QString("2.5·10\u00B9\u00B2");
    QTest::newRow("plain above 1e-2") << 0.0123456 << QString("0.0123");
    QTest::newRow("plain below 1e4") << 12.3456 << QString("12.3");
    QTest::newRow("zero") << 0.0 << QString("0");
    QTest::newRow("minus infinity") << -std::numeric_limits<double>::infinity() << QString("-inf");
  }
  void scientificTextForLabels() {
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(scientificText(value)), text);
  }
};

QTEST_APPLESS_MAIN(TestNumberText)
#include "test_number_text.moc"
