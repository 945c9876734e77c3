#pragma once
// What is measured and what is modelled in the PIM view: the paper's reported results next
// to the model's values with the current parameters, each marked fitted (some defaults were
// chosen to meet it; the knobs are named and counted) or predicted (no knob tuned to it); the
// two readings of which data set the communication ratios describe; how those ratios move
// with the assumed rank exponent; and the source of every PIM parameter (run configuration,
// paper or PrIM measurement, vendor specification, fitted, assumed).

#include <QDialog>

#include "model/core/scenario.h"

class QLabel;
class QTableWidget;

namespace scalescope::views {

/// A non-modal dialog with four tables; follows the scenario while it is open.
class PimCalibrationPanel : public QDialog {
  Q_OBJECT
 public:
  explicit PimCalibrationPanel(QWidget* parent = nullptr);

  /// Re-evaluates the targets, readings, sensitivity and the parameter values.
  void setScenario(const model::Scenario& scenario);

  /// Columns: target, kind (fitted/predicted), knobs fitted to it, run, paper value, model
  /// value, relative error, met, source.
  QTableWidget* targetTable() const { return m_targets; }
  /// Rows: Criteo (B = 262,144), YFCC (B = 8192), YFCC (B = 4096); columns: reading, MA/ADMM,
  /// GA/ADMM, against P's 25.10× and 640.35×.
  QTableWidget* readingTable() const { return m_readings; }
  /// Rows γ = 0, 0.25, 0.5, 0.75, 1; columns γ, MA/ADMM, GA/ADMM (Criteo LR).
  QTableWidget* sensitivityTable() const { return m_sensitivity; }
  /// Columns: parameter, value, source, explanation (the parameter table's tooltip).
  QTableWidget* parameterTable() const { return m_parameters; }
  /// The count of fitted targets, fitted knobs and degrees of freedom, as shown.
  QString countText() const;

  /// How a parameter's default was obtained, read from its tooltip and kind.
  static QString sourceOf(model::Param param, const QString& tooltip);

 private:
  void showParameters(const model::Scenario& scenario);

  QLabel* m_status;
  QLabel* m_count;
  QTableWidget* m_targets;
  QTableWidget* m_readings;
  QTableWidget* m_sensitivity;
  QTableWidget* m_parameters;
};

}  // namespace scalescope::views
