#pragma once
// The formula panel: the law a lesson step is about, written out with the current values
// substituted (model/lessons/formula.h computes the lines), one line per stage of the sum,
// the last one, the value, in bold.

#include <QLabel>
#include <QStringList>

namespace scalescope::views {

class FormulaPanel : public QLabel {
  Q_OBJECT
 public:
  explicit FormulaPanel(QWidget* parent = nullptr);
  void setFormula(const QString& title, const QStringList& lines);
  const QStringList& lines() const { return m_lines; }
  /// Presenter mode: `factor` times the normal font size.
  void setScale(double factor);
  /// A further factor (≤ 1) for a formula that would not fit its room at the scale.
  void setShrink(double shrink);
  double shrink() const { return m_shrink; }

 private:
  void applyFont();
  QString m_title;
  QStringList m_lines;
  double m_scale = 1.0;
  double m_shrink = 1.0;
};

}  // namespace scalescope::views
