#pragma once
// The teacher's side of a class session (issue 37): the join code, the QR code and address
// students scan, how many joined and answered, and the room's answers as a histogram (choice
// counts for a choice question) with the model's answer marked. The histogram stays hidden
// on the projected screen until the reveal, unless the teacher asks to see it first.

#include <QImage>
#include <QStringList>
#include <QWidget>
#include <cmath>
#include <optional>

#include "model/classroom/class_room.h"

class QCheckBox;
class QCustomPlot;
class QLabel;
class QPushButton;

namespace scalescope::views {

struct ClassPanelContent {
  bool running = false;
  bool offline = false;  ///< no server: answers come from paper forms only
  QString url;           ///< the short address; the page asks for the join code
  QString joinCode;
  QImage qr;
  std::size_t joined = 0;
  std::size_t answered = 0;
  bool locked = false;
  bool questionOpen = false;
  bool revealed = false;
  int questionId = 0;
  QString unit;         ///< Number: of the answers
  QStringList options;  ///< Choice
  model::RoomDistribution distribution;
  double truth = std::nan("");             ///< Number: the model's value, after the reveal
  QString modelAnswer;                     ///< as a person reads it ("19.6×"), after the reveal
  std::optional<std::size_t> rightOption;  ///< Choice, after the reveal
};

class ClassPanel : public QWidget {
  Q_OBJECT
 public:
  explicit ClassPanel(QWidget* parent = nullptr);
  void setContent(const ClassPanelContent& content);

  /// Whether the room's answers are on screen (after the reveal, or when asked for).
  bool histogramShown() const;
  QCustomPlot* plot() const { return m_plot; }
  QLabel* countsLabel() const { return m_counts; }
  QPushButton* revealButton() const { return m_reveal; }
  QPushButton* nextButton() const { return m_next; }
  QPushButton* paperButton() const { return m_paper; }

 signals:
  void revealRequested();
  /// The teacher wants to type answers from paper forms into the open question.
  void paperRequested();
  /// The lesson's next step (and its question, for the room): one click after the reveal.
  void nextRequested();
  void lockToggled(bool locked);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void drawHistogram();
  void fitCodeFont();

  ClassPanelContent m_content;
  QLabel* m_qr;
  QLabel* m_url;
  QLabel* m_code;
  QLabel* m_counts;
  QCheckBox* m_peek;
  QCheckBox* m_lock;
  QPushButton* m_reveal;
  QPushButton* m_next;
  QPushButton* m_paper;
  QWidget* m_stretch;
  QCustomPlot* m_plot;
  int m_peekQuestion = 0;
};

}  // namespace scalescope::views
