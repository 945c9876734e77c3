#pragma once
// Shared fuzzy comparisons for numerical tests: every call states its tolerance.
#include <QTest>
#include <cmath>

namespace scalescope::test {

/// True when |actual − expected| ≤ rel·|expected| (or ≤ rel when expected is 0).
inline bool relClose(double actual, double expected, double rel) {
  const double scale = expected == 0.0 ? 1.0 : std::abs(expected);
  return std::abs(actual - expected) <= rel * scale;
}

}  // namespace scalescope::test

/// QCOMPARE-like check with a relative tolerance that prints both values on failure.
#define SS_COMPARE_REL(actual, expected, rel) \
  do { \
    const double a_ = (actual), e_ = (expected); \
    if (!scalescope::test::relClose(a_, e_, (rel))) \
      QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3 (rel. tol. %4)") \
                           .arg(QStringLiteral(#actual)) \
                           .arg(a_, 0, 'g', 17) \
                           .arg(e_, 0, 'g', 17) \
                           .arg(double(rel)))); \
  } while (0)
