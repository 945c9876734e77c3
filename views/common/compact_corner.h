#pragma once
// A tab widget's corner of controls that gives way in a narrow view. The PIM view's corner (the
// scale box and the calibration button) asked for 444 px with its German texts in presenter
// type; a tab widget's minimum counts its corner's, so showing the view beside two others made
// the full-screen window wider than the screen, and the window manager took full screen away.
// This corner's minimum is its compact form (the box a few letters wide, the buttons their
// icons); it stays full while there is room and turns compact when TabTitles finds none.

#include <QList>
#include <QSize>
#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QToolButton;

namespace scalescope::views {

class CompactCorner : public QWidget {
  Q_OBJECT
 public:
  explicit CompactCorner(QWidget* parent = nullptr);
  /// A box shown at its full width while there is room, a few letters wide when compact.
  void addBox(QComboBox* box);
  /// A button with its text while there is room, its icon only when compact, its text then
  /// leading its tooltip; it needs an icon, and its tooltip before it is added.
  void addButton(QToolButton* button);

  bool isCompact() const { return m_compact; }
  /// Compact while `room` (px) is less than the full corner's width.
  void fitTo(int room);
  /// The width the corner has when not compact.
  int fullWidth() const { return m_full.width(); }
  /// The compact form's: a tab widget may shrink to it.
  QSize minimumSizeHint() const override;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void setCompact(bool compact);
  /// Puts every control in its full or compact form.
  void apply(bool compact);
  /// Both forms' sizes, measured by putting each in place (fonts and texts change them).
  void measure();

  QHBoxLayout* m_layout;
  QList<QComboBox*> m_boxes;
  QList<QToolButton*> m_buttons;
  QStringList m_tips;
  bool m_compact = false;
  QSize m_full, m_small;
};

}  // namespace scalescope::views
