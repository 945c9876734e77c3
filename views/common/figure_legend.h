#pragma once
// Where an exported figure's legend goes. Below the axes it stays while the axes keep half of
// the figure's height and its entries have room; otherwise (a 3.5 in column, where six entries
// below left the data a strip) it first gets compact there (7 pt at the least, short symbols,
// so more entries share a row), then moves into the corner of the axes where it covers the
// least data, one entry per line on a light box, and back below only where every corner would
// hide a measured point or it would fill most of the axes. A legend inside the axes takes the
// freest corner. Everything is put back afterwards.

#include <QSize>

#include "views/common/legend_look.h"

class QCPLayoutGrid;
class QCustomPlot;

namespace scalescope::views {

class FigureLegend {
 public:
  explicit FigureLegend(QCustomPlot* plot) : m_plot(plot) {}
  ~FigureLegend() { restore(); }
  FigureLegend(const FigureLegend&) = delete;
  FigureLegend& operator=(const FigureLegend&) = delete;

  /// After a layout at the figure's size, `layout` pixels (the plot's viewport is the
  /// window's again by then): moves the legend where it belongs; true when it moved and the
  /// plot needs another layout before this is called again.
  bool place(QSize layout);
  /// Puts the legend back where and as it was; before the layout's rows change again (an
  /// added title row taken out), since it goes back into the row it came from.
  void restore();

 private:
  bool intoCorner();
  bool settleCorner();
  void backBelow();
  /// A legend that was inside the axes: into a new row under the plot.
  void outBelow();

  QCustomPlot* m_plot;
  /// Untouched → Compact (below, smaller) → Inset (in a corner) → GaveUp (below again). A
  /// legend inside the axes from the start stays Untouched.
  enum class Stage { Untouched, Compact, Inset, GaveUp, Out } m_stage = Stage::Untouched;
  LegendLook m_original;  ///< before the first change, put back by restore()
  LegendLook m_below;     ///< below the axes (compact) before it went into a corner
  bool m_wasInset = false;
  int m_insetAlignment = 0;  ///< of a legend that was inside the axes already
  int m_insetPlacement = 0;
  QCPLayoutGrid* m_grid = nullptr;
  int m_row = 0, m_column = 0;
  double m_rowStretch = 1;
};

}  // namespace scalescope::views
