#pragma once
// Lessons ▸ Start a lecture…: the lessons of a 50-minute lecture, chosen and put in order
// (issue 31). Each is a row to tick, dragged or moved with the buttons into the order of the
// lecture; the built-in ones are ticked in their own order to start with. "Save as file…"
// keeps the choice as a lecture file (NAME.lecture.json) to open next time.

#include <QDialog>
#include <QStringList>

#include "app/lessons/lesson_library.h"

class QCheckBox;
class QListWidget;
class QPushButton;

namespace scalescope::app {

class LectureDialog : public QDialog {
  Q_OBJECT
 public:
  LectureDialog(const QList<LessonEntry>& lessons, QWidget* parent = nullptr);

  /// The ticked lessons' names (or files), in the list's order.
  QStringList chosen() const;
  /// Start in presenter mode (F5) as well.
  bool presenting() const;
  /// Writes the ticked lessons as a lecture file; "" or why not.
  QString saveTo(const QString& path) const;

 private:
  void move(int by);
  void updateButtons();

  QListWidget* m_list;
  QPushButton* m_up;
  QPushButton* m_down;
  QPushButton* m_start;
  QPushButton* m_save;
  QCheckBox* m_presenter;
};

}  // namespace scalescope::app
