#pragma once
// A slider question's live gauge: how far the hidden quantity is from the question's
// threshold while the student moves the parameter, as a filled bar with the threshold marked
// and no number on it (the number is the answer's neighbour; the bar is what "watch E fall"
// needs while the view that shows E stays covered).

#include <QWidget>

namespace scalescope::views {

class LiveGauge : public QWidget {
  Q_OBJECT
 public:
  explicit LiveGauge(QWidget* parent = nullptr);
  /// The bar spans [0, 2·|threshold|]; `value` is clamped into it.
  void setValues(double value, double threshold);
  void setScale(double factor);
  /// The filled share of the bar, 0…1 (tests).
  double fill() const;
  /// Where the threshold is drawn, 0…1 (tests).
  double thresholdPosition() const { return 0.5; }
  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent*) override;

 private:
  double m_value = 0, m_threshold = 1;
  double m_scale = 1.0;
};

}  // namespace scalescope::views
