#pragma once
// Data ▸ Network latency and bandwidth: the α–β fit T(m) = L + m/B of every latency table
// loaded (OSU, IMB, the probe's allreduce sweep), one row per series and process count with
// standard errors and R², the per-link values the timeline model takes from it (a
// collective's line undone through the timeline's communication pattern,
// model/measured/network_values.h), the selected table's points and fitted line on log-log
// axes, and "Use these values" to set the timeline's latency and bandwidth in one undo step.

#include <QDialog>

#include "model/timeline/timeline.h"

class QCustomPlot;
class QLabel;
class QPushButton;
class QTableWidget;

namespace scalescope::app {

class Document;

/// The α–β fits of the loaded latency tables, offered to the timeline model.
class NetworkFitDialog : public QDialog {
  Q_OBJECT
 public:
  explicit NetworkFitDialog(Document* document, QWidget* parent = nullptr);

  /// True when some loaded set has latency tables (points with a message size).
  static bool hasLatencyTables(const Document& document);

  QTableWidget* table() const { return m_table; }
  QCustomPlot* plot() const { return m_plot; }
  QPushButton* useButton() const { return m_use; }
  QLabel* currentValues() const { return m_current; }

  /// Sets timeline.net_latency_us and timeline.net_bandwidth_gbs from row `row` (one undo
  /// step); "" or why not (no fit, L ≤ 0, outside the parameters' ranges).
  QString useRow(int row);

 private:
  void rebuild();
  void showRow(int row);
  void showCurrent();

  Document* m_document;
  QTableWidget* m_table;
  QCustomPlot* m_plot;
  QPushButton* m_use;
  QLabel* m_current;
  QLabel* m_status;
  model::CommPattern m_pattern = model::CommPattern::Tree;  ///< of the rows' per-link values
};

}  // namespace scalescope::app
