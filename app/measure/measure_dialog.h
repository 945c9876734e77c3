#pragma once
// Data ▸ Measure this machine…: the scaling probe on this computer, from the app. The user
// picks a workload and its size, the N values, repetitions and strong or weak scaling; the
// probe runs through QProcess with a progress bar (run k of n, time left) and Cancel, and
// every finished run goes into the Document's measured data at once (one undo step per
// measurement), where the table, the fit, the surface and the PIM view show it.

#include <QDialog>

#include "app/measure/probe_runner.h"
#include "model/data/measurements.h"

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace scalescope::app {

class Document;
class WorkloadForm;

class MeasureDialog : public QDialog {
  Q_OBJECT
 public:
  explicit MeasureDialog(Document* document, QWidget* parent = nullptr);
  ~MeasureDialog() override;

  /// The sweep the controls describe (what Measure starts).
  ProbeRequest request() const;
  /// "1,2,4" → {1, 2, 4}; empty on bad text (each N from 1 to 4096).
  static QList<int> parseCounts(const QString& text);
  /// 1, 2, 4, … up to `cores`, and `cores` itself.
  static QList<int> defaultCounts(int cores);
  /// `path` if no file is there, else the first free "name-2.csv", "name-3.csv", …: a
  /// measurement never overwrites a file (a cancelled run's results, a user's file).
  static QString unusedResultsPath(const QString& path);

  // The controls, for tests and for people who script the app.
  WorkloadForm* workloadForm() const { return m_form; }
  QLineEdit* countsEdit() const { return m_counts; }
  QSpinBox* repetitionsBox() const { return m_reps; }
  QLineEdit* outputEdit() const { return m_output; }
  QComboBox* backendBox() const { return m_backend; }
  QPushButton* startButton() const { return m_start; }
  QPushButton* cancelButton() const { return m_cancel; }
  QPushButton* networkButton() const { return m_useNetwork; }
  QLabel* networkLabel() const { return m_networkText; }
  QProgressBar* progressBar() const { return m_progress; }
  QLabel* statusLabel() const { return m_status; }
  /// Where the results go, in words, under the file name.
  QLabel* whereLabel() const { return m_where; }
  ProbeRunner* runner() const { return m_runner; }
  bool weak() const;
  void setWeak(bool weak);

 public slots:
  /// Starts the sweep the controls describe; shows why when it cannot.
  void startMeasurement();
  /// Ends the current run; the finished runs stay in the table.
  void cancelMeasurement();
  /// Sets the timeline's network latency and bandwidth from the last allreduce results, as
  /// one undo step.
  void useNetworkValues();
  /// Fits the set's allreduce table for the timeline's current pattern and offers the values
  /// (shows them and the button); false, with the reason shown, when the set has none.
  bool offerNetworkValues(const model::MeasurementSet& set);

 signals:
  /// Results arrived (the Document's data changed): the window shows the table.
  void resultsArrived();

 private:
  void onProgress(const ProbeProgress& progress);
  void onFinished(bool ok, bool cancelled, const QString& message);
  void loadResults();
  void showNetworkFit();
  void setRunning(bool running);
  /// A new file named after the workload and the time, in the folder the user last chose
  /// for results (kept in the settings), else in the app's data folder.
  QString defaultOutputPath(const QString& workload) const;
  void showWhere();

  Document* m_document;
  ProbeRunner* m_runner;
  int m_session = 0;
  bool m_seriesSelected = false;

  WorkloadForm* m_form;
  QComboBox* m_backend;
  QLineEdit* m_counts;
  QSpinBox* m_reps;
  QButtonGroup* m_scaling;
  QLineEdit* m_output;
  QProgressBar* m_progress;
  QLabel* m_status;
  QLabel* m_where;
  QLabel* m_networkText;
  QPushButton* m_useNetwork;
  QPushButton* m_start;
  QPushButton* m_cancel;
  double m_latencyMicroseconds = 0, m_bandwidthGbs = 0;
};

}  // namespace scalescope::app
