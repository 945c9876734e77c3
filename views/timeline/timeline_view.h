#pragma once
// The Timeline panel (model/README.md §3): where one step of the timeline model spends its time at
// the current N — serial, compute, host↔device copy, communication, synchronisation — with
// the comm/compute ratio, E and 1−α_eff written on the plot, and beside it S(N) and E(N) of
// the same model with the current N marked. Reads the model; holds no parameters.

#include <QList>
#include <QString>
#include <QWidget>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"
#include "views/common/linked_view.h"
#include "views/common/plot_marks.h"

class QCustomPlot;
class QCPBars;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;
class QBoxLayout;
class QLabel;

namespace scalescope::views {

/// Bars of the five parts of T(N) (log or linear seconds) and the S(N), E(N) curves.
class TimelineView : public QWidget, public LinkedView {
  Q_OBJECT
 public:
  explicit TimelineView(QWidget* parent = nullptr);

  /// What the two plots read: the bars the timeline model at N and the panel's axis setting,
  /// the curves the model over the landscape's N range with N marked.
  static constexpr model::ParamSet kBreakdownReads =
      model::paramsOf(model::ParamArea::Timeline) |
      model::paramsOf(model::ParamArea::TimelinePanel) | model::ParamSet{model::Param::N};
  static constexpr model::ParamSet kCurvesReads =
      model::paramsOf(model::ParamArea::Timeline) |
      model::ParamSet{model::Param::N, model::Param::SurfaceLogNMax};
  static constexpr model::ParamSet kReads = kBreakdownReads | kCurvesReads;

  // LinkedView
  QWidget* widget() override { return this; }
  model::ViewArea area() const override { return model::ViewArea::Timeline; }
  QString title() const override;
  model::ParamSet reads() const override { return kReads; }
  /// Redraws the plots that read a changed parameter; edits of other parameters cost nothing.
  void setScenario(const model::Scenario& scenario,
                   const model::ParamSet& changed = model::ParamSet::all()) override;
  /// timeline (the parts of one step at N) and timeline_curves (S(N) and E(N)).
  std::vector<Figure> figures() override;
  QStringList currentFigures() const override { return {"timeline", "timeline_curves"}; }
  bool showLessonView(model::LessonView view) override {
    return view == model::LessonView::Timeline;
  }
  /// A click on a part's bar asks every view to highlight it (its dot on the roofline).
  void connectEdits(const ViewEdits& edits) override { m_edits = edits; }
  /// One of the five parts' bars.
  bool highlight(const model::Highlight& highlight) override;
  void clearHighlight() override { m_marks.clearHighlight(); }
  /// A slider question on N: on the S(N), E(N) plot's N axis.
  bool markAnswer(const model::Question& question, const AnswerMark& mark) override;
  void clearMarks() override { m_marks.clearAnswer(); }

  QCustomPlot* breakdownPlot() const { return m_breakdown; }
  QCustomPlot* curvesPlot() const { return m_curves; }
  /// The five parts, in the order serial, compute, copy, comm, sync (one bar each).
  const QList<QCPBars*>& parts() const { return m_parts; }
  /// The seconds bar `i` shows.
  double partSeconds(int i) const;
  /// The line under the title: T(N), comm/compute, E and 1−α_eff (or the model's error).
  QString summaryText() const;
  /// The line under both plots: what T_copy assumes about N and what the shipped data do and
  /// do not show; its tooltip holds the full statement.
  QString noteText() const;
  QString noteToolTip() const;
  /// The breakdown's title: which model, at which N.
  QString titleText() const;
  QCPGraph* speedupGraph() const { return m_speedup; }
  QCPGraph* efficiencyGraph() const { return m_efficiency; }

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void buildBreakdown();
  void buildCurves();
  /// The bars' time axis ends where the longest value label ends (after a layout, in pixels).
  void fitValueRoom();
  void showBreakdown(const model::Scenario& scenario, const model::ParamSet& changed);
  void showCurves(const model::Scenario& scenario, const model::ParamSet& changed);
  void showNote(const model::Scenario& scenario);

  QCustomPlot* m_breakdown;
  QCustomPlot* m_curves;
  ViewEdits m_edits;
  QLabel* m_note;
  QBoxLayout* m_plots = nullptr;  ///< the two plots: side by side, or one over the other when tall
  QCPTextElement* m_title = nullptr;
  QCPTextElement* m_summary = nullptr;
  QCPTextElement* m_compact = nullptr;  ///< both in one line, where a small dock has one
  int m_headerRows = 2;                 ///< lines of the header shown: 2, 1 (compact) or 0
  QCPTextElement* m_curvesTitle = nullptr;
  QString m_curvesTitleText;  ///< as set (on screen it may be wrapped)
  QString m_efficiencyAtN;    ///< "Timeline model at N = …: E = …", empty on a model error
  void updateCurvesTitle();
  QList<QCPBars*> m_parts;
  QList<QCPItemText*> m_valueLabels;
  QCPGraph* m_speedup = nullptr;
  QCPGraph* m_efficiency = nullptr;
  QCPGraph* m_currentSpeedup = nullptr;
  QCPGraph* m_currentEfficiency = nullptr;
  QCPItemStraightLine* m_currentN = nullptr;
  PlotMarks m_marks;
  double m_barsFrom = 0, m_barsTo = 1;  ///< the bars' time axis, room for their values
};

/// "82.2 ms": seconds in the unit that fits (ns, µs, ms, s), 3 significant digits.
QString formatSeconds(double seconds);

}  // namespace scalescope::views
