#pragma once
// The Curves tab of the Scaling view: speed-up, efficiency or payload against N on log axes
// for every law of the law table that draws a curve (Amdahl, Gustafson, the USL, ideal
// scaling, the timeline model of the current scenario), the measured series of the loaded
// files and TOP500 on top, and below them the residuals of the measured points against the
// chosen law.

#include <qcustomplot.h>

#include <QList>
#include <QStringList>
#include <array>
#include <vector>

#include "model/measured/measured_series.h"
#include "model/scaling/scaling_curves.h"

#include "views/scaling/scaling_tab.h"

class QCPAxis;
class QComboBox;
class QCPItemStraightLine;

namespace scalescope::views {

/// Law curves, measured points and their residuals.
class ScalingCurvesTab : public ScalingTab {
  Q_OBJECT
 public:
  explicit ScalingCurvesTab(ParameterControls* controls, QWidget* parent = nullptr);

  void refresh(const ScalingInputs& inputs) override;
  /// The laws but N (the curves span the whole N range; the scenario's own N is not drawn
  /// here), the timeline model, the N range and the tab's own settings.
  model::ParamSet reads() const override;
  /// S or E at the step's N: a line on the value axis (when the plot shows that quantity)
  /// and the point where Amdahl's curve reaches it; a slider's N as a line across the N axis,
  /// with the level it asks for (E = 0.5) on the efficiency plot.
  bool markAnswer(const model::Question& question, const AnswerMark& mark,
                  const model::Scenario& scenario, PlotMarks& marks) override;

  /// Law curves in the order of the law table (amdahl, gustafson, usl, ideal, timeline, …).
  QCPGraph* lawGraph(int i) const { return m_laws[static_cast<std::size_t>(i)]; }
  int lawGraphCount() const { return static_cast<int>(m_laws.size()); }
  /// The curve of the law with this id ("amdahl", …), or nullptr.
  QCPGraph* graphOfLaw(const std::string& id) const;
  /// One graph per measured series shown (files' groups, then TOP500), and its residuals.
  const QList<QCPGraph*>& measuredGraphs() const { return m_measured; }
  const QList<QCPGraph*>& residualGraphs() const { return m_residuals; }
  /// The residual panel is the plot's default axis rect (plot->xAxis is the N axis at the
  /// bottom); the curves have their own axis rect above it.
  QCPAxisRect* residualRect() const { return m_residualRect; }
  QComboBox* residualLawBox() const { return m_residualLaw; }
  QCPAxisRect* mainRect() const { return m_mainRect; }

 protected:
  void resizeEvent(QResizeEvent* e) override;

 private:
  /// The measured series' graphs, rebuilt only when what they show changed (the data, the
  /// quantity, the series options, the show flags); their residuals on every refresh. A law
  /// step with 30,000 TOP500 entries rebuilt 30,000 tooltip texts for points that had not moved.
  void drawMeasured(const ScalingInputs& in);
  void drawResiduals(const ScalingInputs& in);
  void applyLayout();
  /// The law and series graphs a legend holds, in its order (other entries left out).
  QList<QCPAbstractPlottable*> entriesOf(const QCPLegend* legend) const;
  /// After each layout: the law legend's place and names, and the columns of the legend
  /// under the figure, for the widths there are now.
  void fitLawNames();
  /// After each layout: a residual panel with less than kResidualLeast px of data, or less
  /// than its y axis' short title needs, folds away
  /// (the N axis moves to the curves panel) and comes back when the plot is 24 px taller
  /// than when it folded. At 1024×700 it kept about 20 px, its title cut to "Δ…".
  void foldResiduals();
  void applyResidualFold(bool fold, int height);
  void resetRanges(const ScalingInputs& in);

  std::vector<QCPGraph*> m_laws;  ///< one per law with a curve, in table order
  QList<QCPGraph*> m_measured, m_residuals;
  /// What the residual panel needs of each graph of m_measured at the next law step: the
  /// points with a value of the quantity, by N (as the plot holds them).
  struct Shown {
    QStringList sortedDetails;        ///< their tooltip texts
    model::ResidualBasis basis;       ///< the sorted points' N and measured values
    std::vector<double> predictions;  ///< the law's at basis.distinctN, as last drawn
  };
  std::vector<Shown> m_shown;
  QCPRange m_residualSpan{-10, 10};  ///< the residuals' values, with ±10 % at least
  bool m_residualSpanStale = true;   ///< the residual graphs changed since it was measured
  QCPAxisRect* m_residualRect;
  QComboBox* m_residualLaw = nullptr;  ///< "Residuals vs": greyed while the panel is folded
  QCPAxisRect* m_mainRect;
  QCPAxis *m_x, *m_y;
  QCPLegend* m_seriesLegend;
  QCPItemStraightLine* m_zeroLine;
  QCPTextElement* m_title;
  QString m_titleText;
  /// Legend text of each law graph: full, and short for a small pane.
  std::vector<std::array<QString, 2>> m_lawNames;
  bool m_compact = false;
  static constexpr int kCompactBelowPx = 430;  ///< a plot lower than this is compact
  static constexpr int kResidualLeast = 30;
  bool m_residualsFolded = false;
  bool m_foldPending = false;
  int m_foldedAtHeight = 0;  ///< the plot's height when the residual panel folded
  struct RectLayout {
    QSize minimum, maximum;
    QCP::MarginSides autoMargins;
    QMargins margins;
  } m_residualLayout;  ///< the residual panel's sizes, to restore when it comes back
  /// Where the roomy layout puts the laws' legend: inside the curves panel with the full
  /// names, with the short ones, or under the figure with the series. In a narrow pane
  /// (presenter mode at 1280×720) the full names ran past the plot's edge.
  enum class LawLegend { InsideFull, InsideShort, Below };
  LawLegend m_lawLegend = LawLegend::InsideFull;
  int m_seriesColumns = 3;  ///< columns of the legend under the figure that fit its width
};

}  // namespace scalescope::views
