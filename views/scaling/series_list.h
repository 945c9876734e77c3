#pragma once
// The list of measured series, one check box each: checked series are drawn among the curves.
// Samples, the TOP500 series and every series of every user file are rows; a row of a user
// file can be removed (the whole file is unloaded). The list reports what the user did; the
// app turns it into undoable edits and hands the rows back.

#include <QString>
#include <QWidget>
#include <vector>

#include "model/data/dataset_collection.h"

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace scalescope::views {

struct SeriesRow {
  model::SeriesKey key;
  QString what;  ///< "12 runs, N = 1…64 ranks"
  bool shown = true;
  bool active = false;  ///< the Fit and Study tabs' series
  QString removePath;   ///< the user's data source it came from; "" for samples and TOP500
};

class SeriesList : public QWidget {
  Q_OBJECT
 public:
  explicit SeriesList(QWidget* parent = nullptr);

  void setRows(const std::vector<SeriesRow>& rows);
  const std::vector<SeriesRow>& rows() const { return m_rows; }
  QListWidget* list() const { return m_list; }
  QPushButton* removeButton() const { return m_remove; }
  QPushButton* showAllButton() const { return m_showAll; }

 signals:
  /// The user checked (shown) or unchecked a row.
  void shownChanged(const model::SeriesKey& key, bool shown);
  /// The user asked to unload the file of the selected row.
  void removeRequested(const QString& path);
  /// The user asked to show every hidden row.
  void showAllRequested();

 private:
  void updateButtons();

  QListWidget* m_list;
  QPushButton* m_remove;
  QPushButton* m_showAll;
  QLabel* m_hint;
  std::vector<SeriesRow> m_rows;
};

}  // namespace scalescope::views
