#pragma once
// The Series dock (View ▸ Series, Data ▸ Series…): every measured series with a check box that
// shows or hides it among the curves, and Remove for a series of the user's files. Each
// change is one undoable edit of the Document; the rows follow the Document's data and the
// scenario's active series.

#include <QDockWidget>

#include "views/scaling/series_list.h"

namespace scalescope::app {

class Document;

class SeriesDock : public QDockWidget {
  Q_OBJECT
 public:
  SeriesDock(Document* document, QWidget* parent = nullptr);
  views::SeriesList* list() const { return m_list; }
  /// The rows again from the Document (its data and scenario).
  void refresh();

  /// The row of the TOP500 table: shown or hidden by scaling.show_top500.
  static model::SeriesKey top500Key() { return {"TOP500", "top500.csv"}; }

 private:
  void setShown(const model::SeriesKey& key, bool shown);
  void showAll();

  Document* m_document;
  views::SeriesList* m_list;
};

}  // namespace scalescope::app
