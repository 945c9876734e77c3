#include "views/common/sci_spin_box.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QStyle>
#include <QStyleOptionSpinBox>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "views/common/model_text.h"

namespace scalescope::views {

namespace {

/// The widget's locale as the box writes and reads it: no group separators ("387872"), in
/// either direction.
QLocale boxLocale(const QLocale& widget) {
  QLocale out = widget;
  out.setNumberOptions(QLocale::OmitGroupSeparator | QLocale::RejectGroupSeparator);
  return out;
}

}  // namespace

double SciSpinBox::parse(const QString& text, bool* ok) const {
  return readNumber(text, ok, locale());
}

SciSpinBox::SciSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {
  // The base class rounds to decimals(); allow the full double range of significant digits.
  setDecimals(323);
  setKeyboardTracking(false);
}

void SciSpinBox::noteOutOfRange() {
  bool ok = false;
  const double v = parse(lineEdit()->text(), &ok);
  if (!ok || (v >= minimum() && v <= maximum())) return;
  const bool above = v > maximum();
  const QString bound = textFromValue(above ? maximum() : minimum());
  m_rangeNote = (above ? tr("%1 is above the largest value, %2: set to %2")
                       : tr("%1 is below the smallest value, %2: set to %2"))
                    .arg(textFromValue(v), bound);
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

QStringList SciSpinBox::widestCandidates() const {
  // The special value's words and "8.8e-08", the width of a typical value (not the value
  // shown now: a box that grew with its text could push a full-screen window past the
  // screen), so that the boxes of a column line up.
  return {specialValueText(), QStringLiteral("8.8e-08")};
}

QSize SciSpinBox::sizeHint() const {
  ensurePolished();
  const QFontMetrics fm(font());
  int w = 0;
  for (const QString& s : widestCandidates())
    w = std::max(w, fm.horizontalAdvance(prefix() + s + suffix()));
  // The line edit's text margins and the cursor ("paper default" read "aper default" without).
  const QSize text(w + 12, lineEdit()->sizeHint().height());
  QStyleOptionSpinBox option;
  initStyleOption(&option);
  return style()->sizeFromContents(QStyle::CT_SpinBox, &option, text, this);
}

void SciSpinBox::keepTextWidth() {
  m_keepTextWidth = true;
  setMinimumWidth(sizeHint().width());
}

void SciSpinBox::changeEvent(QEvent* event) {
  QDoubleSpinBox::changeEvent(event);
  if (m_keepTextWidth && event->type() == QEvent::FontChange) setMinimumWidth(sizeHint().width());
}

QString SciSpinBox::textFromValue(double value) const {
  // The exponent as "e" in every locale (German's is "E", which reads as a letter among
  // the digits of "7,2E-07").
  QString text = boxLocale(locale()).toString(value, 'g', m_digits);
  return text.replace(locale().exponential(), QStringLiteral("e"));
}

double SciSpinBox::valueFromText(const QString& text) const {
  bool ok = false;
  const double v = parse(text, &ok);
  return ok ? v : value();
}

QValidator::State SciSpinBox::validate(QString& text, int&) const {
  const QString t = text.trimmed();
  if (t.isEmpty() || t == "-" || t == "+" || t.endsWith('e', Qt::CaseInsensitive) ||
      t.endsWith("e-", Qt::CaseInsensitive) || t.endsWith("e+", Qt::CaseInsensitive) ||
      t.endsWith('.') || t.endsWith(locale().decimalPoint()))
    return QValidator::Intermediate;
  bool ok = false;
  const double v = parse(t, &ok);
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
