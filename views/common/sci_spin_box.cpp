#include "views/common/sci_spin_box.h"

#include <QLocale>
#include <cmath>

namespace scalescope::views {

SciSpinBox::SciSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {
  // The base class rounds to decimals(); allow the full double range of significant digits.
  setDecimals(323);
  setKeyboardTracking(false);
}

QString SciSpinBox::textFromValue(double value) const {
  return QLocale::c().toString(value, 'g', m_digits);
}

double SciSpinBox::valueFromText(const QString& text) const {
  bool ok = false;
  const double v = QLocale::c().toDouble(text.trimmed(), &ok);
  return ok ? v : value();
}

QValidator::State SciSpinBox::validate(QString& text, int&) const {
  const QString t = text.trimmed();
  if (t.isEmpty() || t == "-" || t == "+" || t.endsWith('e', Qt::CaseInsensitive) ||
      t.endsWith("e-", Qt::CaseInsensitive) || t.endsWith("e+", Qt::CaseInsensitive) ||
      t.endsWith('.'))
    return QValidator::Intermediate;
  bool ok = false;
  const double v = QLocale::c().toDouble(t, &ok);
  if (!ok) return QValidator::Invalid;
  return (v >= minimum() && v <= maximum()) ? QValidator::Acceptable : QValidator::Intermediate;
}

void SciSpinBox::stepBy(int steps) {
  if (!m_log || value() <= 0) {
    QDoubleSpinBox::stepBy(steps);
    return;
  }
  // One step = a quarter decade: 10 steps cross 2.5 decades.
  setValue(std::clamp(value() * std::pow(10.0, 0.25 * steps), minimum(), maximum()));
}

}  // namespace scalescope::views
