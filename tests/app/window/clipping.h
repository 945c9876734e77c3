#pragma once
// What "nothing is clipped" means for a window, checked widget by widget: every visible
// control is at least as large as its minimum size hint and lies inside its parent (controls
// in a scroll area may scroll), and in every plot the legend lies inside the plot, each axis
// label fits along its axis and each title fits the plot's width.
#include <qcustomplot.h>
#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStringList>
#include <QTabBar>

#include "views/scaling/crowded_labels.h"

namespace scalescope::testing {

inline QString describe(const QWidget* w) {
  QString name = w->objectName();
  if (const auto* b = qobject_cast<const QAbstractButton*>(w)) name += " '" + b->text() + "'";
  if (const auto* l = qobject_cast<const QLabel*>(w)) name += " '" + l->text().left(40) + "'";
  return QStringLiteral("%1%2").arg(w->metaObject()->className(), name.isEmpty() ? "" : " " + name);
}

inline bool scrolls(const QWidget* w) {
  for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
    if (qobject_cast<const QAbstractScrollArea*>(p) || qobject_cast<const QTabBar*>(p)) return true;
  return false;
}

inline void checkPlot(const QCustomPlot* plot, QStringList* problems) {
  const QString name = plot->objectName().isEmpty() ? QString("plot") : plot->objectName();
  const QRect view = plot->viewport();
  // A plot given less than its minimum height by a layout that ran out of room draws its
  // bottom below the widget's edge (the Study's lower N axis at 1024×700).
  if (plot->height() < plot->minimumHeight())
    *problems << QStringLiteral("%1: %2 px high, needs %3")
                     .arg(name)
                     .arg(plot->height())
                     .arg(plot->minimumHeight());
  for (int i = 0; i < plot->axisRectCount(); ++i) {
    QCPAxisRect* rect = plot->axisRect(i);
    if (!rect->visible()) continue;
    if (rect->width() < 20 || rect->height() < 20) {
      *problems << QStringLiteral("%1: axis rect %2 is %3×%4")
                       .arg(name)
                       .arg(i)
                       .arg(rect->width())
                       .arg(rect->height());
      continue;
    }
    for (QCPAxis* axis : rect->axes()) {
      if (!axis->visible() || axis->label().isEmpty()) continue;
      const QFontMetrics fm(axis->labelFont());
      int longest = 0;
      for (const QString& line : axis->label().split('\n'))
        longest = std::max(longest, fm.horizontalAdvance(line));
      const bool vertical =
          axis->axisType() == QCPAxis::atLeft || axis->axisType() == QCPAxis::atRight;
      const int room = vertical ? rect->height() : rect->width();
      if (longest > room)
        *problems << QStringLiteral("%1: axis label '%2' is %3 px long on an axis of %4 px")
                         .arg(name, axis->label())
                         .arg(longest)
                         .arg(room);
      // Cut to fit is cut too (the residual panel's "Δ…" at 1024×700).
      else if (axis->label().endsWith(QChar(0x2026)))
        *problems << QStringLiteral("%1: axis label elided to '%2' on an axis of %3 px")
                         .arg(name, axis->label())
                         .arg(room);
    }
    if (plot->legend && plot->legend->visible() && plot->legend->layout() &&
        rect->insetLayout()->elementCount() > 0) {
      for (int k = 0; k < rect->insetLayout()->elementCount(); ++k)
        // Inside its axes, or beside them (PlotFolding puts it right of them where every
        // corner of the axes has a run): whole in the plot, clear of the axes.
        if (const QRect l = plot->legend->outerRect();
            rect->insetLayout()->elementAt(k) == plot->legend &&
            !rect->rect().adjusted(-2, -2, 2, 2).contains(l) &&
            !(plot->viewport().contains(l) && !rect->rect().intersects(l)))
          *problems << QStringLiteral(
                           "%1: the legend (%2 entries) does not fit its plot: "
                           "legend %3,%4 %5×%6, axes %7,%8 %9×%10")
                           .arg(name)
                           .arg(plot->legend->itemCount())
                           .arg(l.x())
                           .arg(l.y())
                           .arg(l.width())
                           .arg(l.height())
                           .arg(rect->rect().x())
                           .arg(rect->rect().y())
                           .arg(rect->rect().width())
                           .arg(rect->rect().height());
    }
  }
  // Texts on the data (a bar's total, an annotation) that their axis rect cuts: a label
  // "7.11 s" over the tallest PIM bar lost its top at 1024×700; and two of them over each
  // other (the Generations plot's yy-mm labels at 1280×720).
  QList<QPair<QString, QRectF>> inks;
  for (int i = 0; i < plot->itemCount(); ++i) {
    auto* item = qobject_cast<QCPItemText*>(plot->item(i));
    if (!item || !item->realVisibility() || item->text().isEmpty() || item->rotation() != 0 ||
        !item->clipToAxisRect() || !item->clipAxisRect() || !item->clipAxisRect()->visible())
      continue;
    const QRectF ink = views::textBox(item);  // where its text is drawn
    const QRectF inside = QRectF(item->clipAxisRect()->rect()).adjusted(-1, -1, 1, 1);
    if (inside.intersects(ink) && !inside.contains(ink))
      *problems << QStringLiteral("%1: the text '%2' is cut by its axis rect")
                       .arg(name, item->text().left(40));
    // 1 px of touching is not an overlap.
    const QRectF core = ink.adjusted(1, 1, -1, -1);
    for (const auto& [other, otherInk] : inks)
      if (otherInk.intersects(core))
        *problems << QStringLiteral("%1: the texts '%2' and '%3' overlap")
                         .arg(name, other.left(30), item->text().left(30));
    inks.append({item->text(), core});
  }
  for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
    if (auto* text = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i))) {
      int width = 0;
      for (const QString& line : text->text().split('\n'))
        width = std::max(width, QFontMetrics(text->font()).horizontalAdvance(line));
      if (width > view.width())
        *problems << QStringLiteral("%1: title '%2' is %3 px wide in %4 px")
                         .arg(name, text->text())
                         .arg(width)
                         .arg(view.width());
    }
}

/// Everything clipped in the visible widgets of `top`.
inline QStringList clippedIn(const QWidget* top) {
  QStringList problems;
  for (const QWidget* w : top->findChildren<QWidget*>()) {
    if (!w->isVisibleTo(top) || w->isWindow()) continue;
    if (const auto* plot = qobject_cast<const QCustomPlot*>(w)) {
      checkPlot(plot, &problems);
      // A layout that ran out of room keeps a plot's minimum height and lets its bottom run
      // past its parent's edge (the Study's lower N axis at 1024×700).
      if (!scrolls(w) && w->parentWidget() && !w->parentWidget()->rect().contains(w->geometry()))
        problems << QStringLiteral("%1 (%2 px high): outside its parent, %3 px high")
                        .arg(describe(w))
                        .arg(w->height())
                        .arg(w->parentWidget()->height());
      continue;
    }
    const bool control = qobject_cast<const QAbstractButton*>(w) ||
                         qobject_cast<const QComboBox*>(w) ||
                         qobject_cast<const QAbstractSpinBox*>(w) ||
                         qobject_cast<const QLabel*>(w) || qobject_cast<const QLineEdit*>(w);
    // The float and close buttons of a dock's title bar are sized by the style to the bar,
    // which draws their icons inside it whatever their size hint says.
    if (!control || scrolls(w) || w->inherits("QDockWidgetTitleButton")) continue;
    if (qobject_cast<const QLineEdit*>(w) &&
        qobject_cast<const QAbstractSpinBox*>(w->parentWidget()))
      continue;  // a spin box's own line edit
    const QSize hint = w->minimumSizeHint();
    if (w->width() < hint.width() || w->height() < hint.height())
      problems << QStringLiteral("%1: %2×%3, needs %4×%5")
                      .arg(describe(w))
                      .arg(w->width())
                      .arg(w->height())
                      .arg(hint.width())
                      .arg(hint.height());
    else if (w->parentWidget() && !w->parentWidget()->rect().contains(w->geometry()))
      problems << QStringLiteral("%1: outside its parent").arg(describe(w));
  }
  return problems;
}

}  // namespace scalescope::testing
