#pragma once
// A number line with the model's value, the band the tolerance accepts, and the student's
// guess marked beside it: on a log scale when the two lie decades apart.

#include <QWidget>

namespace scalescope::views {

class GuessGauge : public QWidget {
  Q_OBJECT
 public:
  explicit GuessGauge(QWidget* parent = nullptr);
  void setValues(double guess, double truth, double acceptedLow, double acceptedHigh);
  void setScale(double factor);
  /// Where a value is drawn, 0…1 across the line (tests).
  double position(double value) const;
  bool logScale() const { return m_log; }
  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent*) override;

 private:
  double m_guess = 0, m_truth = 0, m_low = 0, m_high = 0;
  double m_min = 0, m_max = 1;
  bool m_log = false;
  double m_scale = 1.0;
};

}  // namespace scalescope::views
