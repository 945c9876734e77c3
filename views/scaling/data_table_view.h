#pragma once
// The data table: every loaded measured point (user files and the sample study), one row per
// run, editable. An edit is not applied here: it is reported as pointEdited and the Document
// turns it into an undoable command, then hands the data back through setDatasets. The first
// column marks whether a row can be drawn and fitted, with the reason in its tooltip.

#include <QWidget>

#include "model/data/dataset_collection.h"

class QTableView;
class QLabel;

namespace scalescope::views {

class MeasuredPointsModel;

/// Table of the measured points of every loaded measurement file.
class DataTableView : public QWidget {
  Q_OBJECT
 public:
  explicit DataTableView(QWidget* parent = nullptr);
  ~DataTableView() override;

  void setDatasets(const model::DatasetCollection& data);
  QTableView* table() const { return m_table; }
  /// The table's model: one row per point, columns as Column.
  MeasuredPointsModel* pointsModel() const { return m_model; }

  enum Column {
    Valid,
    File,
    Group,
    N,
    Unit,
    Time,
    Speedup,
    Efficiency,
    Rmax,
    Rpeak,
    Label,
    Line,
    ColumnCount
  };

 signals:
  /// The user edited point `point` of measurement set `set`; `value` is the whole new row.
  void pointEdited(int set, int point, const model::MeasuredPoint& value);

 private:
  QTableView* m_table;
  QLabel* m_summary;
  MeasuredPointsModel* m_model;
};

}  // namespace scalescope::views
