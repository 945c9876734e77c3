#include "views/common/sci_spin_box.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace scalescope::views {

SciSpinBox::SciSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {
  // The base class rounds to decimals(); allow the full double range of significant digits.
  setDecimals(323);
  setKeyboardTracking(false);
}

void SciSpinBox::noteOutOfRange() {
  bool ok = false;
  const double v = QLocale::c().toDouble(lineEdit()->text().trimmed(), &ok);
  if (!ok || (v >= minimum() && v <= maximum())) return;
  const bool above = v > maximum();
  const QString bound = textFromValue(above ? maximum() : minimum());
  m_rangeNote = (above ? tr("%1 is above the largest value, %2: set to %2")
                       : tr("%1 is below the smallest value, %2: set to %2"))
                    .arg(QLocale::c().toString(v, 'g', m_digits), bound);
  setValue(above ? maximum() : minimum());  // the nearest bound, not the previous value
  QToolTip::showText(mapToGlobal(QPoint(0, height())), m_rangeNote, this);
  emit outOfRange(m_rangeNote);
}

void SciSpinBox::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) noteOutOfRange();
  QDoubleSpinBox::keyPressEvent(event);
}

void SciSpinBox::focusOutEvent(QFocusEvent* event) {
  noteOutOfRange();
  QDoubleSpinBox::focusOutEvent(event);
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
