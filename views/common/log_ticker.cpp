#include "views/common/log_ticker.h"

#include <algorithm>
#include <cmath>

namespace scalescope::views {

FittingLogTicker::FittingLogTicker(QCPAxis* axis, double heightShare)
    : m_axis(axis), m_share(heightShare) {
  setLogBase(10);
  setSubTickCount(8);
}

double FittingLogTicker::axisPixels() const {
  const bool vertical = m_axis->orientation() == Qt::Vertical;
  const QRect view = m_axis->parentPlot()->viewport();
  // Ticks are made before the layout of a replot: the axis rect holds the previous layout,
  // which is this one's when the viewport has not changed since (a view's own replots).
  const QRect laidOut = m_axis->axisRect()->rect();
  const bool sameSize = view == m_seenViewport;
  m_seenViewport = view;
  if (sameSize && laidOut.width() > 0 && laidOut.height() > 0)
    return vertical ? laidOut.height() : laidOut.width();
  return vertical ? view.height() * m_share : view.width() * 0.8;
}

int FittingLogTicker::labelsThatFit() const {
  const QFontMetricsF metrics(m_axis->tickLabelFont());
  const bool vertical = m_axis->orientation() == Qt::Vertical;
  // "10" and a superscript exponent of up to two digits with its sign, and a gap of an "m".
  const double label = vertical ? metrics.height() * 1.6
                                : metrics.horizontalAdvance(QStringLiteral("10")) +
                                      0.8 * metrics.horizontalAdvance(QStringLiteral("−88")) +
                                      metrics.horizontalAdvance(QLatin1Char('m'));
  return std::max(2, static_cast<int>(axisPixels() / std::max(1.0, label)) + 1);
}

QVector<double> FittingLogTicker::createTickVector(double tickStep, const QCPRange& range) {
  QVector<double> ticks = QCPAxisTickerLog::createTickVector(tickStep, range);
  m_thinnedBy = 1;
  if (ticks.size() < 3) return ticks;
  // Count only the ticks inside the range (QCustomPlot adds one beyond each end).
  const auto inside = std::count_if(ticks.begin(), ticks.end(), [&](double t) {
    return t >= range.lower * (1 - 1e-9) && t <= range.upper * (1 + 1e-9);
  });
  const int fit = labelsThatFit();
  if (inside <= fit) return ticks;
  const int gap = std::max(1, static_cast<int>(std::lround(std::log10(ticks[1] / ticks[0]))));
  const int every = static_cast<int>((inside - 1 + fit - 2) / std::max(1, fit - 1));
  m_thinnedBy = gap * std::max(1, every);
  QVector<double> kept;
  for (double t : ticks) {
    const long exponent = std::lround(std::log10(t));
    if (exponent % m_thinnedBy == 0) kept << t;
  }
  // One tick beyond each end, as QCustomPlot has them, so that sub-ticks reach the ends.
  if (!kept.isEmpty()) {
    kept.prepend(kept.front() / std::pow(10.0, m_thinnedBy));
    kept.append(kept.back() * std::pow(10.0, m_thinnedBy));
  }
  return kept;
}

QVector<double> FittingLogTicker::createSubTickVector(int subTickCount,
                                                      const QVector<double>& ticks) {
  if (m_thinnedBy == 1) return QCPAxisTickerLog::createSubTickVector(subTickCount, ticks);
  // A sub-tick at every power of ten between two kept ticks.
  QVector<double> sub;
  for (int i = 0; i + 1 < ticks.size(); ++i)
    for (int k = 1; k < m_thinnedBy; ++k) sub << ticks[i] * std::pow(10.0, k);
  return sub;
}

}  // namespace scalescope::views
