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
  m_betweenPowers = false;
  // Count only the ticks inside the range (QCustomPlot adds one beyond each end).
  const auto inside = std::count_if(ticks.begin(), ticks.end(), [&](double t) {
    return t >= range.lower * (1 - 1e-9) && t <= range.upper * (1 + 1e-9);
  });
  const int fit = labelsThatFit();
  // Less than two powers of ten in the range (the PIM times over N span a factor of 25):
  // QCustomPlot's own ticks are then linear steps whose labels, rounded to one digit, repeat
  // ("2·10⁰" twice), or a single power. Instead 1, 2 and 5 times each power (else 1 and 3),
  // labelled as plain numbers.
  const auto within = [&](double t) {
    return t >= range.lower * (1 - 1e-9) && t <= range.upper * (1 + 1e-9);
  };
  if (range.lower > 0 &&
      std::floor(std::log10(range.upper) + 1e-9) - std::ceil(std::log10(range.lower) - 1e-9) < 1) {
    for (const auto& mantissas : {QVector<double>{1, 2, 5}, QVector<double>{1, 3}}) {
      QVector<double> steps;
      for (int e = int(std::floor(std::log10(range.lower))) - 1;
           e <= int(std::ceil(std::log10(range.upper))); ++e)
        for (double m : mantissas) steps << m * std::pow(10.0, e);
      QVector<double> kept;
      for (int i = 0; i < steps.size(); ++i)
        // And one beyond each end, as QCustomPlot has them.
        if (within(steps[i]) || (i + 1 < steps.size() && within(steps[i + 1])) ||
            (i > 0 && within(steps[i - 1])))
          kept << steps[i];
      const auto count = std::count_if(kept.begin(), kept.end(), within);
      if (count >= 2 && count <= fit) {
        m_betweenPowers = true;
        return kept;
      }
    }
  }
  if (ticks.size() < 3) return ticks;
  if (inside <= fit) return ticks;
  const int gap = std::max(1, static_cast<int>(std::lround(std::log10(ticks[1] / ticks[0]))));
  const int every = static_cast<int>((inside - 1 + fit - 2) / std::max(1, fit - 1));
  m_thinnedBy = gap * std::max(1, every);
  // The powers kept: every m_thinnedBy-th, starting where the most fall inside the range
  // (from 10⁰ only, a range of 0.03 to 15 s kept one label, 10⁰).
  const auto keptAt = [&](long phase) {
    QVector<double> out;
    for (double t : ticks) {
      const long exponent = std::lround(std::log10(t));
      if (((exponent - phase) % m_thinnedBy + m_thinnedBy) % m_thinnedBy == 0) out << t;
    }
    return out;
  };
  const auto insideOf = [&](const QVector<double>& v) {
    return std::count_if(v.begin(), v.end(), [&](double t) {
      return t >= range.lower * (1 - 1e-9) && t <= range.upper * (1 + 1e-9);
    });
  };
  QVector<double> kept = keptAt(0);
  for (long phase = 1; phase < m_thinnedBy; ++phase)
    if (const QVector<double> other = keptAt(phase); insideOf(other) > insideOf(kept)) kept = other;
  // One tick beyond each end, as QCustomPlot has them, so that sub-ticks reach the ends.
  if (!kept.isEmpty()) {
    kept.prepend(kept.front() / std::pow(10.0, m_thinnedBy));
    kept.append(kept.back() * std::pow(10.0, m_thinnedBy));
  }
  return kept;
}

QString FittingLogTicker::getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                                       int precision) {
  // 0.2, 0.5, 1, 2, 5 as numbers: "2·10⁻¹" beside "10⁰" reads as a different scale.
  if (m_betweenPowers) return locale.toString(tick, 'g', 3);
  return QCPAxisTickerLog::getTickLabel(tick, locale, formatChar, precision);
}

QVector<double> FittingLogTicker::createSubTickVector(int subTickCount,
                                                      const QVector<double>& ticks) {
  if (m_betweenPowers) return {};  // the 1–2–5 ticks are dense enough
  if (m_thinnedBy == 1) return QCPAxisTickerLog::createSubTickVector(subTickCount, ticks);
  // A sub-tick at every power of ten between two kept ticks.
  QVector<double> sub;
  for (int i = 0; i + 1 < ticks.size(); ++i)
    for (int k = 1; k < m_thinnedBy; ++k) sub << ticks[i] * std::pow(10.0, k);
  return sub;
}

}  // namespace scalescope::views
