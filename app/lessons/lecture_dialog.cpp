#include "app/lessons/lecture_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "views/common/model_text.h"

namespace scalescope::app {

namespace {
constexpr int kNameRole = Qt::UserRole;
}

LectureDialog::LectureDialog(const QList<LessonEntry>& lessons, QWidget* parent)
    : QDialog(parent),
      m_list(new QListWidget),
      m_up(new QPushButton(tr("Move &up"))),
      m_down(new QPushButton(tr("Move &down"))),
      m_presenter(new QCheckBox(tr("Start in &presenter mode"))) {
  setWindowTitle(tr("Start a lecture"));
  m_list->setObjectName("lectureLessons");
  m_list->setDragDropMode(QAbstractItemView::InternalMove);
  for (const LessonEntry& e : lessons) {
    auto* item = new QListWidgetItem(
        tr("%1 (%2 steps)").arg(views::plainText(e.lesson.title)).arg(e.lesson.steps.size()),
        m_list);
    item->setData(kNameRole, e.origin == LessonEntry::Origin::BuiltIn
                                 ? views::plainText(e.lesson.name)
                                 : e.path);
    item->setToolTip(views::plainText(e.lesson.summary));
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(e.origin == LessonEntry::Origin::BuiltIn ? Qt::Checked : Qt::Unchecked);
  }
  m_list->setCurrentRow(0);
  // Every title whole and every lesson in view without scrolling (a dozen rows, not hundreds).
  const int frame = 2 * m_list->frameWidth();
  m_list->setMinimumWidth(std::min(m_list->sizeHintForColumn(0) + frame + 8, 900));
  m_list->setMinimumHeight(std::min(m_list->count(), 14) * std::max(1, m_list->sizeHintForRow(0)) +
                           frame);
  m_presenter->setObjectName("lecturePresenter");
  m_up->setObjectName("lectureUp");
  m_down->setObjectName("lectureDown");
  m_presenter->setChecked(true);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
  m_start = buttons->addButton(tr("&Start lecture"), QDialogButtonBox::AcceptRole);
  m_start->setObjectName("lectureStart");
  m_save = buttons->addButton(tr("Save as &file…"), QDialogButtonBox::ActionRole);
  m_save->setObjectName("lectureSave");
  m_save->setToolTip(
      tr("Keep these lessons in this order as a lecture file (NAME.lecture.json), "
         "to open with File ▸ Open lesson… or --lesson"));
  connect(m_save, &QPushButton::clicked, this, [this] {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save lecture"), QDir(LessonLibrary::folder()).filePath("lecture.lecture.json"),
        tr("Lectures (*.lecture.json)"));
    if (path.isEmpty()) return;
    if (!isLectureFile(path)) path += ".lecture.json";
    if (const QString error = saveTo(path); !error.isEmpty())
      QMessageBox::warning(this, tr("Save lecture"),
                           tr("The lecture could not be saved.\n\n%1").arg(error));
  });
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
  connect(m_down, &QPushButton::clicked, this, [this] { move(+1); });
  connect(m_list, &QListWidget::currentRowChanged, this, &LectureDialog::updateButtons);
  connect(m_list, &QListWidget::itemChanged, this, &LectureDialog::updateButtons);

  auto* side = new QVBoxLayout;
  side->addWidget(m_up);
  side->addWidget(m_down);
  side->addStretch();
  auto* row = new QHBoxLayout;
  row->addWidget(m_list, 1);
  row->addLayout(side);
  auto* layout = new QVBoxLayout(this);
  auto* intro =
      new QLabel(tr("Tick the lessons of the lecture and put them in order (drag a "
                    "row, or Move up / Move down). The summary of each lesson leads "
                    "to the next."));
  intro->setWordWrap(true);
  layout->addWidget(intro);
  layout->addLayout(row, 1);
  layout->addWidget(m_presenter);
  layout->addWidget(buttons);
  updateButtons();
}

QStringList LectureDialog::chosen() const {
  QStringList out;
  for (int i = 0; i < m_list->count(); ++i)
    if (m_list->item(i)->checkState() == Qt::Checked)
      out << m_list->item(i)->data(kNameRole).toString();
  return out;
}

QString LectureDialog::saveTo(const QString& path) const {
  return saveLecture(path, chosen());
}

bool LectureDialog::presenting() const {
  return m_presenter->isChecked();
}

void LectureDialog::move(int by) {
  const int row = m_list->currentRow();
  const int to = row + by;
  if (row < 0 || to < 0 || to >= m_list->count()) return;
  QListWidgetItem* item = m_list->takeItem(row);
  m_list->insertItem(to, item);
  m_list->setCurrentRow(to);
}

void LectureDialog::updateButtons() {
  const int row = m_list->currentRow();
  m_up->setEnabled(row > 0);
  m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
  m_start->setEnabled(!chosen().isEmpty());
  m_save->setEnabled(!chosen().isEmpty());
}

}  // namespace scalescope::app
