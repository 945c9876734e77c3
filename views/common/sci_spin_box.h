#pragma once
// A spin box for values that span decades: shows numbers in %g form (1e-06, 387872),
// accepts scientific notation, and steps multiplicatively on log-scaled parameters.

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

 private:
  bool m_log = false;
  int m_digits = 6;
};

}  // namespace scalescope::views
