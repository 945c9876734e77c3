#pragma once
// The workload part of the Measure and Cluster sweep dialogs: which of the probe's workloads
// and its size (Amdahl's serial fraction and work; the training algorithm, model and data
// size; the collectives' message sizes), turned into the probe's options.

#include <QStringList>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QStackedWidget;

namespace scalescope::app {

class WorkloadForm : public QWidget {
  Q_OBJECT
 public:
  explicit WorkloadForm(QWidget* parent = nullptr);

  /// "amdahl", "train" or "allreduce".
  QString workload() const;
  /// The probe's options for the chosen workload and sizes.
  QStringList arguments() const;
  /// "" or why the sizes cannot be measured (e.g. the smallest message above the largest).
  QString problem() const;

  QComboBox* workloadBox() const { return m_workload; }
  QDoubleSpinBox* serialFractionBox() const { return m_serialFraction; }
  QDoubleSpinBox* workSecondsBox() const { return m_workSeconds; }
  QSpinBox* samplesBox() const { return m_samples; }
  QSpinBox* epochsBox() const { return m_epochs; }
  QComboBox* sizeToBox() const { return m_sizeTo; }

 signals:
  void workloadChanged(const QString& workload);

 private:
  QWidget* makeAmdahlPage();
  QWidget* makeTrainPage();
  QWidget* makeAllreducePage();

  QComboBox* m_workload;
  QStackedWidget* m_pages;
  QDoubleSpinBox* m_serialFraction;
  QDoubleSpinBox* m_workSeconds;
  QComboBox* m_algorithm;
  QComboBox* m_model;
  QComboBox* m_sync;
  QSpinBox* m_samples;
  QSpinBox* m_features;
  QSpinBox* m_batch;
  QSpinBox* m_epochs;
  QComboBox* m_sizeFrom;
  QComboBox* m_sizeTo;
};

/// A combo box of (label, value) items with a tooltip.
QComboBox* choiceBox(const QStringList& labels, const QStringList& values, const QString& tip);
/// A spin box from lo to hi at value, with a tooltip.
QSpinBox* countBox(int lo, int hi, int value, const QString& tip);

}  // namespace scalescope::app
