#pragma once
// A spin box for values that span decades: shows numbers in %g form (1e-06, 387872),
// accepts scientific notation, and steps multiplicatively on log-scaled parameters. A typed
// value outside the range is set to the nearest bound, and the box says so (a tooltip under it
// and outOfRange), where QDoubleSpinBox silently went back to the previous value.

#include <QDoubleSpinBox>

namespace scalescope::views {

/// QDoubleSpinBox with significant-digit formatting and optional log stepping.
class SciSpinBox : public QDoubleSpinBox {
  Q_OBJECT
 public:
  explicit SciSpinBox(QWidget* parent = nullptr);
  void setLogStepping(bool log) { m_log = log; }
  void setSignificantDigits(int digits) { m_digits = digits; }

  QString textFromValue(double value) const override;
  double valueFromText(const QString& text) const override;
  QValidator::State validate(QString& text, int& pos) const override;
  void stepBy(int steps) override;
  /// The last "1e+30 is above the largest value, 1e+12: set to 1e+12" (empty: none yet).
  QString lastRangeNote() const { return m_rangeNote; }
  /// Wide enough for a typical value ("8.8e-08") and the special value's words in its
  /// current font, so that a larger font (presenter mode) cannot cut "7.2e-07" to "7.2e-0".
  QSize sizeHint() const override;
  /// Keeps the box at least sizeHint() wide, now and after every change of its font (a
  /// layout squeezed the box below a mere minimum size hint in a narrow dock).
  void keepTextWidth();

 signals:
  /// A typed value was outside the range and the bound was taken instead; `note` says which.
  void outOfRange(const QString& note);

 protected:
  void changeEvent(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;

 private:
  /// Before the base class interprets the text: if it is a number outside the range, say so.
  void noteOutOfRange();
  /// `text` as a number: in the widget's locale, else in the C locale ("0.05" in German).
  double parse(const QString& text, bool* ok) const;
  /// The texts sizeHint() must fit.
  QStringList widestCandidates() const;
  QString m_rangeNote;
  bool m_log = false;
  int m_digits = 6;
  bool m_keepTextWidth = false;
};

}  // namespace scalescope::views
