#pragma once
// A layout that puts its widgets in a row and starts a new row where the width ends, so that
// a row of controls above a plot needs no more width than its widest control (at 1024 px
// wide the Scaling tabs' controls no longer set the window's minimum width).

#include <QLayout>
#include <QList>
#include <QWidget>

namespace scalescope::views {

class FlowLayout : public QLayout {
 public:
  explicit FlowLayout(QWidget* parent = nullptr, int spacing = 6);
  ~FlowLayout() override;

  void addItem(QLayoutItem* item) override;
  int count() const override { return static_cast<int>(m_items.size()); }
  QLayoutItem* itemAt(int index) const override { return m_items.value(index); }
  QLayoutItem* takeAt(int index) override;
  Qt::Orientations expandingDirections() const override { return {}; }
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;
  QSize minimumSize() const override;
  QSize sizeHint() const override;
  void setGeometry(const QRect& rect) override;

 private:
  /// Places the items in `rect` (or only measures, when `apply` is false); returns the
  /// height used.
  int arrange(const QRect& rect, bool apply) const;

  QList<QLayoutItem*> m_items;
  int m_spacing;
};

/// A widget holding a FlowLayout whose minimum height is that of its rows at its width: the
/// layouts and splitters above it read minimum sizes, not heights for widths, and gave a tab
/// whose controls wrapped to three rows too little height (its plot ran past the pane).
class FlowBox : public QWidget {
 public:
  explicit FlowBox(FlowLayout* layout, QWidget* parent = nullptr);
  QSize minimumSizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  int m_rowsHeight = -1;  ///< the rows' height at the width of the last resize
};

}  // namespace scalescope::views
