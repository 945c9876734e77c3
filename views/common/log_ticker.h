#pragma once
// A logarithmic ticker whose labels never touch: on a wide range it keeps every k-th power of
// ten so that the labels fit the axis length at the axis' own tick-label font (presenter mode
// doubles that font; a narrow residual plot has a third of the width), with a sub-tick at
// each decade it left out. Below about two decades the ticks fall on 1, 2, 5 × 10ⁿ (denser or
// sparser as the axis length allows) and read as plain numbers, so a study over N = 1…16 or
// times of 0.3…4 s still has labelled ticks. Its linear sibling takes fewer steps where a
// short axis has no room for QCustomPlot's five (the Timeline dock's E axis at 1024×700 read
// "0.8 0.6 0.4" one over the other).

#include <qcustomplot.h>

namespace scalescope::views {

/// What a ticker remembers of its axis between replots (axisLengthPixels).
struct AxisLengthMemory {
  QRect seen;            ///< the viewport of the last call
  double lastGood = 0;   ///< the last length measured on a laid-out axis rect at that viewport
  bool retried = false;  ///< a replot was queued for a rect without length at that viewport
};

class FittingLogTicker : public QCPAxisTickerLog {
 public:
  /// `heightShare`: for a vertical axis, the share of the plot's height its axis rect gets
  /// (used until the axis has been laid out at the current size).
  explicit FittingLogTicker(QCPAxis* axis, double heightShare = 0.6);

  /// How many tick labels fit side by side (or one above the other) on the axis now.
  int labelsThatFit() const;

 protected:
  QVector<double> createTickVector(double tickStep, const QCPRange& range) override;
  QVector<double> createSubTickVector(int subTickCount, const QVector<double>& ticks) override;
  QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                       int precision) override;
  QCPAxis* axis() const { return m_axis; }
  /// The axis length in pixels: the laid-out axis rect once the plot was laid out at its
  /// current viewport, else an estimate from the viewport.
  double axisPixels() const;

 private:
  QCPAxis* m_axis;
  double m_share;
  int m_thinnedBy = 1;    ///< decades between kept ticks (1: QCustomPlot's own ticks)
  bool m_narrow = false;  ///< under 2.2 decades: ticks at 1, 2, 5 … × 10ᵏ, plain numbers
  mutable AxisLengthMemory m_length;
};

/// The axis length in pixels: the laid-out axis rect once the plot was laid out at its
/// current viewport, else an estimate from the viewport, `heightShare` of its height for a
/// vertical axis. Where a layout in passing left the rect without length (a residual panel of
/// negative height while a legend folds), the last length measured at this viewport. A new
/// viewport, or such a rect (once), queues one more replot, which measures what this one lays
/// out.
double axisLengthPixels(const QCPAxis* axis, double heightShare, AxisLengthMemory& memory);

/// Ticks at given values with given labels (QCPAxisTickerText) that leaves out labels where
/// they would touch: from the first, each next label that has a label's width (and a gap) of
/// room after the last one kept. The PIM sweep's "256 512 1024 2048" on a handout's narrow
/// axis read "25651210242048" (issue 31).
class FittingTextTicker : public QCPAxisTickerText {
 public:
  explicit FittingTextTicker(QCPAxis* axis) : m_axis(axis) {}

 protected:
  QVector<double> createTickVector(double tickStep, const QCPRange& range) override;

 private:
  QCPAxis* m_axis;
  AxisLengthMemory m_length;
};

class FittingLinearTicker : public QCPAxisTicker {
 public:
  explicit FittingLinearTicker(QCPAxis* axis, double heightShare = 0.6)
      : m_axis(axis), m_share(heightShare) {}

 protected:
  /// QCustomPlot's step for its tick count, or for fewer ticks where the labels, about 1.8
  /// lines apart upright and 60 px side by side, would not fit.
  double getTickStep(const QCPRange& range) override;

 private:
  QCPAxis* m_axis;
  double m_share;
  AxisLengthMemory m_length;
};

}  // namespace scalescope::views
