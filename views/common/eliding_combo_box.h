#pragma once
// A combo box whose closed face ends its text with "…" when the box is narrower than the
// choice, where QComboBox cut it mid-letter ("logistic regres" in presenter mode's narrow
// dock). The list that opens still shows every choice whole, and the tooltip names it.

#include <QComboBox>

namespace scalescope::views {

/// QComboBox that elides its current text to the width of its field.
class ElidingComboBox : public QComboBox {
  Q_OBJECT
 public:
  explicit ElidingComboBox(QWidget* parent = nullptr);
  /// The text the closed box shows now: the current choice, elided to the field's width.
  QString shownText() const;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  int fieldWidth() const;
};

}  // namespace scalescope::views
