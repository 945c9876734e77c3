#pragma once
// The text of a figure in points of the page: while a figure is exported its plot's fonts
// (axes, tick labels, legends, titles, notes, text items) are set to the figure's point size,
// each in its on-screen proportion to the tick labels and never below 7 pt, and put back
// afterwards. A 3.5 in column then carries 8 pt text, a slide 16 pt, whatever the size.

#include <QFont>
#include <QList>
#include <QPointer>
#include <functional>

class QCustomPlot;

namespace scalescope::views {

/// The smallest text a figure carries unless its base size is smaller still: 7 pt, what a
/// reader of a two-column paper still reads at the column's width.
inline constexpr double kMinFigureFontPt = 7.0;

class FigureFonts {
 public:
  /// Sets every font of `plot` to points: the tick labels to `basePt`, the others scaled as
  /// they are on screen, at least min(basePt, kMinFigureFontPt).
  FigureFonts(QCustomPlot* plot, double basePt);
  /// Puts back the fonts the plot had.
  ~FigureFonts();
  FigureFonts(const FigureFonts&) = delete;
  FigureFonts& operator=(const FigureFonts&) = delete;

  /// Calls `visit` with each font of the plot and a way to set it.
  static void forEachFont(
      QCustomPlot* plot,
      const std::function<void(const QFont& font, const std::function<void(const QFont&)>& set)>&
          visit);

 private:
  QList<std::function<void()>> m_restore;
};

}  // namespace scalescope::views
