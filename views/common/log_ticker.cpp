#include "views/common/log_ticker.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <vector>

#include "model/core/number_text.h"

namespace scalescope::views {

FittingLogTicker::FittingLogTicker(QCPAxis* axis, double heightShare)
    : m_axis(axis), m_share(heightShare) {
  setLogBase(10);
  setSubTickCount(8);
}

double axisLengthPixels(const QCPAxis* axis, double heightShare, AxisLengthMemory& memory) {
  const bool vertical = axis->orientation() == Qt::Vertical;
  const QRect view = axis->parentPlot()->viewport();
  // Ticks are made before the layout of a replot: the axis rect holds the previous layout,
  // which is this one's when the viewport has not changed since (a view's own replots).
  const QRect laidOut = axis->axisRect()->rect();
  const bool sameSize = view == memory.seen;
  // A ticker set on an axis that was laid out already (a view that sets its axis again at
  // every edit) takes that layout as its own: a replot per edit would double a slider's work.
  const bool fresh = memory.seen.isNull();
  memory.seen = view;
  const double length = vertical ? laidOut.height() : laidOut.width();
  if ((sameSize || fresh) && length > 0) return memory.lastGood = length;
  if (fresh) return vertical ? view.height() * heightShare : view.width() * 0.8;
  // A new size, or a layout in passing that left the rect without length (a residual panel of
  // negative height while a legend folds): this replot's ticks rest on an estimate. One more
  // replot, once this one has laid the axis out, measures it; a plot shown again after a
  // maximised view had only the one replot of its resize and kept the estimate's crowded
  // ticks. At most once more per viewport for a rect without length: a layout that keeps
  // changing must not replot for ever.
  if (!sameSize || !memory.retried) {
    memory.retried = sameSize;
    QCustomPlot* plot = axis->parentPlot();
    // A hidden plot (a tab at the back) is drawn when it is shown, not before.
    QMetaObject::invokeMethod(
        plot,
        [plot] {
          if (plot->isVisible()) plot->replot(QCustomPlot::rpQueuedReplot);
        },
        Qt::QueuedConnection);
  }
  if (!sameSize) memory.lastGood = 0;
  if (memory.lastGood > 0) return memory.lastGood;
  return vertical ? view.height() * heightShare : view.width() * 0.8;
}

double FittingLogTicker::axisPixels() const {
  return axisLengthPixels(m_axis, m_share, m_length);
}

double FittingLinearTicker::getTickStep(const QCPRange& range) {
  const bool vertical = m_axis->orientation() == Qt::Vertical;
  const double label = vertical ? QFontMetricsF(m_axis->tickLabelFont()).height() * 1.8 : 60.0;
  const int fit =
      std::max(1, static_cast<int>(axisLengthPixels(m_axis, m_share, m_length) / label));
  return cleanMantissa(range.size() / (std::min(tickCount(), fit) + 1e-10));
}

QVector<double> FittingTextTicker::createTickVector(double tickStep, const QCPRange& range) {
  const QVector<double> all = QCPAxisTickerText::createTickVector(tickStep, range);
  const bool vertical = m_axis->orientation() == Qt::Vertical;
  const double length = axisLengthPixels(m_axis, 0.6, m_length);
  const bool log = m_axis->scaleType() == QCPAxis::stLogarithmic && range.lower > 0;
  const auto at = [&](double v) {  // pixels from the axis' start
    const double t = log ? std::log(v / range.lower) / std::log(range.upper / range.lower)
                         : (v - range.lower) / range.size();
    return t * length;
  };
  const QFontMetricsF metrics(m_axis->tickLabelFont());
  const auto extent = [&](double v) {
    return vertical ? metrics.height() : metrics.horizontalAdvance(ticks().value(v));
  };
  const double gap = metrics.horizontalAdvance(QLatin1Char('m'));
  QVector<double> kept;
  for (double v : all) {
    if (v <= 0 && log) continue;
    if (!kept.isEmpty() && at(v) - at(kept.back()) < (extent(v) + extent(kept.back())) / 2 + gap)
      continue;
    kept << v;
  }
  return kept;
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
  m_thinnedBy = 1;
  // Under about two decades QCustomPlot's ticks are one power of ten, or linear steps whose
  // rounded labels repeat ("2·10⁰" twice): instead as many of 1, 1.5, 2, 3, 4, 5, 7 × 10ᵏ as
  // there is room for, about 20 px per label upright and 60 px side by side.
  const double decades = range.lower > 0 ? std::log10(range.upper / range.lower) : 99;
  m_narrow = decades < 2.2;
  if (m_narrow) {
    const bool vertical = m_axis->orientation() == Qt::Vertical;
    const double perDecade = axisPixels() / std::max(decades, 0.05) / (vertical ? 20.0 : 60.0);
    // Mantissas from sparse to dense; the room says which, but never fewer than two labels
    // inside the range where a denser set has them (a weak study's times of 55 to 95 s read
    // "70" alone, issue 32).
    static const std::vector<double> kMantissas[] = {
        {1}, {1, 3}, {1, 2, 5}, {1, 1.5, 2, 3, 4, 5, 7}, {1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9}};
    constexpr int kDensest = static_cast<int>(std::size(kMantissas)) - 1;
    int density = perDecade >= 7 ? 3 : perDecade >= 3 ? 2 : perDecade >= 2 ? 1 : 0;
    const int first = static_cast<int>(std::floor(std::log10(range.lower)));
    const int last = static_cast<int>(std::ceil(std::log10(range.upper)));
    const auto ticksOf = [&](int d) {
      QVector<double> out;
      for (int k = first; k <= last; ++k)
        for (double m : kMantissas[d]) out << m * std::pow(10.0, k);
      return out;
    };
    const auto inside = [&](const QVector<double>& ticks) {
      return std::count_if(ticks.begin(), ticks.end(), [&](double t) {
        return t >= range.lower * (1 - 1e-9) && t <= range.upper * (1 + 1e-9);
      });
    };
    QVector<double> narrow = ticksOf(density);
    while (inside(narrow) < 2 && density < kDensest) narrow = ticksOf(++density);
    return narrow;
  }
  QVector<double> ticks = QCPAxisTickerLog::createTickVector(tickStep, range);
  if (ticks.size() < 3) return ticks;
  // Count only the ticks inside the range (QCustomPlot adds one beyond each end).
  const auto insideOf = [&](const QVector<double>& v) {
    return std::count_if(v.begin(), v.end(), [&](double t) {
      return t >= range.lower * (1 - 1e-9) && t <= range.upper * (1 + 1e-9);
    });
  };
  const auto inside = insideOf(ticks);
  // After the narrow case: axisPixels() notes the viewport it saw, once per tick vector.
  const int fit = labelsThatFit();
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
  if (!m_narrow) {
    // QCustomPlot draws a power of ten ("beautiful powers") only where the exponent's sign is
    // a lowercase 'e'; QLocale writes the locale's own, "E" in German, so a German desktop
    // read "1E+06" on every log axis (issue 38).
    QString text = QCPAxisTickerLog::getTickLabel(tick, locale, formatChar, precision);
    return text.replace(locale.exponential(), QStringLiteral("e"));
  }
  // Plain numbers where they are short, else a mantissa times a power of ten.
  if (tick >= 1e-3 && tick < 1e5) return QString::number(tick, 'g', 4);
  const int exponent = static_cast<int>(std::floor(std::log10(tick) + 1e-9));
  const double mantissa = tick / std::pow(10.0, exponent);
  const QString ten = QStringLiteral("10") + QString::fromStdString(model::superscript(exponent));
  return std::abs(mantissa - 1) < 1e-9 ? ten : QString::number(mantissa, 'g', 3) + "·" + ten;
}

QVector<double> FittingLogTicker::createSubTickVector(int subTickCount,
                                                      const QVector<double>& ticks) {
  if (m_narrow) return {};  // the 1–2–5 ticks are dense enough
  if (m_thinnedBy == 1) return QCPAxisTickerLog::createSubTickVector(subTickCount, ticks);
  // A sub-tick at every power of ten between two kept ticks.
  QVector<double> sub;
  for (int i = 0; i + 1 < ticks.size(); ++i)
    for (int k = 1; k < m_thinnedBy; ++k) sub << ticks[i] * std::pow(10.0, k);
  return sub;
}

}  // namespace scalescope::views
