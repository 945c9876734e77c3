#pragma once
// What the tabs of the Scaling view share: the inputs computed once per refresh, the base
// class of a tab (a row of controls above one QCustomPlot), and the look of measured series
// (one marker shape and colour per series, the same in every tab).

#include <QList>
#include <QStringList>
#include <QWidget>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/measured/fit_exclusions.h"
#include "model/measured/measured_series.h"
#include "model/scaling/scaling_settings.h"
#include "views/common/linked_view.h"

class QCustomPlot;
class QCPAxis;
class QCPAxisRect;
class QCPGraph;
class QCPItemText;
class QCPLayoutElement;
class QCPLegend;
class QCPTextElement;

namespace scalescope::views {

class FlowLayout;
class PlotMarks;
class PlotFolding;
class ParameterControls;

/// The inputs of every tab for one refresh.
struct ScalingInputs {
  const model::Scenario* scenario = nullptr;
  model::ScalingSettings settings;
  const model::DatasetCollection* data = nullptr;
  const std::vector<model::MeasuredSeries>* series = nullptr;  ///< measuredSeries(...)
  /// The parameters of the tab's reads() changed since its last refresh (all at the first).
  model::ParamSet changed = model::ParamSet::all();
  /// Whether the loaded data changed since the tab's last refresh (true at the first).
  bool dataChanged = true;
  /// Runs the user left out of the fits (never null while a view refreshes).
  const std::vector<model::ExcludedRun>* excludedRuns = nullptr;

  /// The series the fit, study and 1/N tabs show (settings.series clamped), or nullptr.
  const model::MeasuredSeries* selected() const;
};

/// One tab: a row of controls above a plot. Subclasses draw in refresh().
class ScalingTab : public QWidget {
  Q_OBJECT
 public:
  ScalingTab(ParameterControls* controls, QWidget* parent = nullptr);
  ~ScalingTab() override;

  QCustomPlot* plot() const { return m_plot; }
  /// Every scenario parameter the picture depends on, listed positively: an edit of any
  /// other leaves the tab as it is (tests check that such edits change nothing drawn).
  virtual model::ParamSet reads() const = 0;
  /// Redraws from the inputs (data and replot queued) and counts it.
  void redraw(const ScalingInputs& inputs) {
    ++m_redrawCount;
    refresh(inputs);
  }
  /// Redraws so far (tests: an edit the tab does not read must not redraw it).
  int redrawCount() const { return m_redrawCount; }
  /// Marks a lesson's answer on this tab's plot with the view's `marks`, where the plot has a
  /// place for the question's quantity (`scenario`: the step's); false where it has none.
  virtual bool markAnswer(const model::Question& question, const AnswerMark& mark,
                          const model::Scenario& scenario, PlotMarks& marks) {
    (void)question, (void)mark, (void)scenario, (void)marks;
    return false;
  }

 protected:
  /// Draws; `inputs.changed` and `inputs.dataChanged` say what is new, e.g. to reset the axes
  /// only when the data or the N range changed and keep the user's zoom otherwise.
  virtual void refresh(const ScalingInputs& inputs) = 0;
  /// The row of controls; add widgets with addControl.
  void addControl(const QString& label, QWidget* widget);
  void addStretch();
  /// A bold title in row 0 of the plot layout.
  QCPTextElement* addTitle(const QString& text);
  /// Moves the legend below the axis rects (row `row`), `columns` entries per line.
  void moveLegendBelow(int row, int columns);
  /// A text line below the plots (row `row`), for fitted values and notes. A `foldFirst` note
  /// is secondary: where the tab is small it folds away before the legend and the other notes.
  QCPTextElement* addFootnote(int row, bool foldFirst = false);
  /// Where the tab is small, the legend below moves into this corner of the plot first, and
  /// folds away only where it would cover too much of the data there (PlotFolding).
  void setLegendCornerWhenSmall(Qt::Alignment corner) { m_legendCorner = corner; }
  /// Folds `element` away too, after the legend and the footnotes, where the tab is small.
  void foldAlsoWhenSmall(QCPLayoutElement* element) { m_alsoFolded << element; }
  /// At the first show: the legend below the plots and the footnotes fold away while the tab
  /// is too small for them (PlotFolding); batch exports, never shown, keep them.
  void showEvent(QShowEvent* e) override;

  ParameterControls* m_controls;
  QCustomPlot* m_plot;

 private:
  FlowLayout* m_controlRow;  ///< wraps to further rows where the width ends
  int m_redrawCount = 0;
  QList<QCPTextElement*> m_footnotes;
  QList<QCPTextElement*> m_secondaryNotes;  ///< folded first (addFootnote, foldFirst)
  int m_legendColumns = 1;                  ///< the most columns of the legend below the plot
  bool m_legendFitted = false;              ///< its columns follow the width (moveLegendBelow)
  QList<QCPLayoutElement*> m_alsoFolded;
  Qt::Alignment m_legendCorner;
  PlotFolding* m_folding = nullptr;
};

/// Logarithmic axis (setLogAxis, whose ticks adapt to narrow ranges) for a panel of a stacked
/// plot: `heightShare` is the part of the plot's height a vertical axis gets.
void setScalingLogAxis(QCPAxis* axis, const QString& label, double heightShare = 0.6);
/// Moves text labels apart (vertically, in pixels) where they would overlap, assuming a
/// compact figure; call after the axis ranges are set. `items` are QCPItemText of one rect.
/// On a smaller plot those that still overlap are hidden at each layout (CrowdedLabels).
void spreadLabels(const QList<QCPItemText*>& items);

/// Marker colour and shape of measured series number `index` (same in every tab).
QColor measuredColor(int index);
/// Styles a scatter-only graph for measured series `index`; `hollow` for held-out runs.
void styleMeasured(QCPGraph* graph, int index, bool hollow = false, double size = 7);
/// "1.23e+04" style numbers for labels: 4 significant digits, no trailing zeros.
QString shortNumber(double value, int digits = 4);
/// A name or title of the law table (model/laws/law_table.h) as people read it: the table is
/// model text, translated here at the Qt edge (context "Law").
QString lawText(std::string_view text);
/// The names of the fitted laws in the order of scaling.law's choices, for its combo boxes.
QStringList fittedLawNames();
/// Every timed run of a series as time against N on `runs`, and the runs flagged as outliers
/// again on `outliers`. Returns how many runs there are.
std::size_t showTimedRuns(const model::MeasuredSeries& series, QCPGraph* runs, QCPGraph* outliers);
/// Sorts (key, value, detail) triples by key, as QCPGraph keeps them; the details become the
/// graph's "details" property, which installValueTooltips shows.
void setSortedData(QCPGraph* graph, std::vector<double> keys, std::vector<double> values,
                   QStringList details = {});

}  // namespace scalescope::views
