#pragma once
// What is measured and what is modelled in the PIM view: the paper's reported results next
// to the model's values with the current parameters, and the source of every PIM parameter
// (run configuration, paper or PrIM measurement, vendor specification, calibrated, assumed).

#include <QDialog>

#include "model/core/scenario.h"

class QLabel;
class QTableWidget;

namespace scalescope::views {

/// A non-modal dialog with two tables; follows the scenario while it is open.
class PimCalibrationPanel : public QDialog {
  Q_OBJECT
 public:
  explicit PimCalibrationPanel(QWidget* parent = nullptr);

  /// Re-evaluates the calibration targets and the parameter values.
  void setScenario(const model::Scenario& scenario);

  /// Columns: target, configuration, paper value, model value, relative error, met.
  QTableWidget* targetTable() const { return m_targets; }
  /// Columns: parameter, value, source, explanation (the parameter table's tooltip).
  QTableWidget* parameterTable() const { return m_parameters; }

  /// How a parameter's default was obtained, read from its tooltip and kind.
  static QString sourceOf(model::Param param, const QString& tooltip);

 private:
  QLabel* m_status;
  QTableWidget* m_targets;
  QTableWidget* m_parameters;
};

}  // namespace scalescope::views
