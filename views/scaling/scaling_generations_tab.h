#pragma once
// The Generations tab: Amdahl's prediction across the TOP500 entries of one machine
// (model::predictGenerations). Each (earlier, later) pair is a labelled point at (measured,
// predicted) Rmax on log-log axes with the identity line; a table below lists every pair's
// relative error and the 1−α_eff the later machine actually achieved. Re-listings of an
// unchanged machine are marked and left out of the summary errors, and counted.

#include <vector>

#include "model/measured/generations.h"
#include "views/scaling/scaling_tab.h"

class QCPItemText;
class QTableWidget;

namespace scalescope::views {

/// Predicted against measured Rmax for every pair of entries of the same system.
class ScalingGenerationsTab : public ScalingTab {
  Q_OBJECT
 public:
  explicit ScalingGenerationsTab(ParameterControls* controls, QWidget* parent = nullptr);

  void refresh(const ScalingInputs& inputs) override;
  /// Nothing of the scenario: the predictions come from the loaded TOP500 entries alone.
  model::ParamSet reads() const override { return {}; }

  /// A predicted Rmax: a line across the predicted axis, through the pair's dot.
  bool markAnswer(const model::Question& question, const AnswerMark& mark,
                  const model::Scenario& scenario, PlotMarks& marks) override;
  const std::vector<model::GenerationPrediction>& predictions() const { return m_predictions; }
  /// One scatter graph per system.
  const QList<QCPGraph*>& systemGraphs() const { return m_systems; }
  QCPGraph* identityGraph() const { return m_identity; }
  QTableWidget* table() const { return m_table; }
  /// The summary under the plot, as one line: predictions, re-listings left out, errors.
  QString footnote() const;

 private:
  std::vector<model::GenerationPrediction> m_predictions;
  QList<QCPGraph*> m_systems;
  QCPGraph* m_identity;
  QList<QCPItemText*> m_labels;
  QTableWidget* m_table;
  QCPTextElement* m_footnote;
};

}  // namespace scalescope::views
