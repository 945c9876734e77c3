#pragma once
// The Timeline panel (SCIENCE.md §3): where one step of the timeline model spends its time at
// the current N — serial, compute, host↔device copy, communication, synchronisation — with
// the comm/compute ratio, E and 1−α_eff written on the plot, and beside it S(N) and E(N) of
// the same model with the current N marked. Reads the model; holds no parameters.

#include <QList>
#include <QString>
#include <QWidget>
#include <vector>

#include "model/core/input_watch.h"
#include "model/core/scenario.h"

class QCustomPlot;
class QCPBars;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;

namespace scalescope::views {

/// Bars of the five parts of T(N) (log or linear seconds) and the S(N), E(N) curves.
class TimelineView : public QWidget {
  Q_OBJECT
 public:
  explicit TimelineView(QWidget* parent = nullptr);

  /// Redraws when an input of the panel changed (N, the N range, the timeline model and the
  /// panel's own setting); edits of other parameters cost nothing.
  void setScenario(const model::Scenario& scenario);

  QCustomPlot* breakdownPlot() const { return m_breakdown; }
  QCustomPlot* curvesPlot() const { return m_curves; }
  /// The five parts, in the order serial, compute, copy, comm, sync (one bar each).
  const QList<QCPBars*>& parts() const { return m_parts; }
  /// The seconds bar `i` shows.
  double partSeconds(int i) const;
  /// The line under the title: T(N), comm/compute, E and 1−α_eff (or the model's error).
  QString summaryText() const;
  /// The breakdown's title: which model, at which N.
  QString titleText() const;
  QCPGraph* speedupGraph() const { return m_speedup; }
  QCPGraph* efficiencyGraph() const { return m_efficiency; }

 private:
  void buildBreakdown();
  void buildCurves();
  void showBreakdown(const model::Scenario& scenario);
  void showCurves(const model::Scenario& scenario);

  QCustomPlot* m_breakdown;
  QCustomPlot* m_curves;
  QCPTextElement* m_title = nullptr;
  QCPTextElement* m_summary = nullptr;
  QList<QCPBars*> m_parts;
  QList<QCPItemText*> m_valueLabels;
  QCPGraph* m_speedup = nullptr;
  QCPGraph* m_efficiency = nullptr;
  QCPGraph* m_currentSpeedup = nullptr;
  QCPGraph* m_currentEfficiency = nullptr;
  QCPItemStraightLine* m_currentN = nullptr;
  double m_shownNMax = -1;
  int m_shownLog = -1;
  model::InputWatch m_inputs{model::paramsOf(model::ParamArea::Timeline) |
                             model::paramsOf(model::ParamArea::TimelinePanel) |
                             model::ParamSet{model::Param::N, model::Param::SurfaceLogNMax}};
};

/// "82.2 ms": seconds in the unit that fits (ns, µs, ms, s), 3 significant digits.
QString formatSeconds(double seconds);

}  // namespace scalescope::views
