#include "views/lessons/presentation_scale.h"

#include <qcustomplot.h>

#include "views/common/plot_marks.h"

namespace scalescope::views {

namespace {

// Each scaled object keeps what it had and what it was given: when a view later sets its own
// font or pen again (the "given" no longer matches), that new value is scaled in turn.
constexpr const char* kOwnFont = "presenterOwnFont";
constexpr const char* kGivenFont = "presenterGivenFont";
constexpr const char* kOwnPen = "presenterOwnPenWidth";
constexpr const char* kGivenPen = "presenterGivenPenWidth";

QFont scaledFont(QObject* holder, const QFont& current, double factor, const char* own,
                 const char* given) {
  const QVariant g = holder->property(given);
  if (g.isValid() && g.value<QFont>() == current) return current;
  holder->setProperty(own, current);
  QFont f = current;
  if (f.pointSizeF() > 0)
    f.setPointSizeF(f.pointSizeF() * factor);
  else if (f.pixelSize() > 0)
    f.setPixelSize(qRound(f.pixelSize() * factor));
  holder->setProperty(given, f);
  return f;
}

QPen scaledPen(QObject* holder, const QPen& current, double factor) {
  const QVariant g = holder->property(kGivenPen);
  if (g.isValid() && g.toDouble() == current.widthF()) return current;
  holder->setProperty(kOwnPen, current.widthF());
  QPen p = current;
  p.setWidthF(std::max(1.0, current.widthF()) * factor);
  holder->setProperty(kGivenPen, p.widthF());
  return p;
}

// A mark's size (an answer's dot): by the factor, as its pen.
constexpr const char* kOwnSize = "presenterOwnSize";
constexpr const char* kGivenSize = "presenterGivenSize";

void scaleMark(QCPAbstractItem* item, double factor) {
  if (auto* line = qobject_cast<QCPItemStraightLine*>(item)) {
    line->setPen(scaledPen(line, line->pen(), factor));
  } else if (auto* dot = qobject_cast<QCPItemTracer*>(item)) {
    dot->setPen(scaledPen(dot, dot->pen(), factor));
    const QVariant g = dot->property(kGivenSize);
    if (g.isValid() && g.toDouble() == dot->size()) return;
    dot->setProperty(kOwnSize, dot->size());
    dot->setSize(dot->size() * factor);
    dot->setProperty(kGivenSize, dot->size());
  }
}

void restoreMark(QCPAbstractItem* item) {
  const QVariant pen = item->property(kOwnPen);
  const auto ownPen = [&](QPen p) {
    if (pen.isValid()) p.setWidthF(pen.toDouble());
    return p;
  };
  if (auto* line = qobject_cast<QCPItemStraightLine*>(item)) {
    line->setPen(ownPen(line->pen()));
  } else if (auto* dot = qobject_cast<QCPItemTracer*>(item)) {
    dot->setPen(ownPen(dot->pen()));
    if (const QVariant size = dot->property(kOwnSize); size.isValid())
      dot->setSize(size.toDouble());
  }
  for (const char* name : {kOwnPen, kGivenPen, kOwnSize, kGivenSize})
    item->setProperty(name, QVariant());
}

template <typename T>
void restoreFont(T* element, void (T::*set)(const QFont&), const char* own, const char* given) {
  const QVariant o = element->property(own);
  if (o.isValid()) (element->*set)(o.value<QFont>());
  element->setProperty(own, QVariant());
  element->setProperty(given, QVariant());
}

void restorePen(QCPAbstractPlottable* p) {
  const QVariant o = p->property(kOwnPen);
  if (o.isValid()) {
    QPen pen = p->pen();
    pen.setWidthF(o.toDouble());
    p->setPen(pen);
  }
  p->setProperty(kOwnPen, QVariant());
  p->setProperty(kGivenPen, QVariant());
}

}  // namespace

void PresentationScale::scaleElements(QCustomPlot* plot, double factor) {
  for (QCPAxisRect* rect : plot->axisRects())
    for (QCPAxis* axis : rect->axes()) {
      axis->setLabelFont(scaledFont(axis, axis->labelFont(), factor, "presenterOwnLabelFont",
                                    "presenterGivenLabelFont"));
      axis->setTickLabelFont(scaledFont(axis, axis->tickLabelFont(), factor, kOwnFont, kGivenFont));
      axis->setBasePen(scaledPen(axis, axis->basePen(), factor));
    }
  for (int i = 0; i < plot->plottableCount(); ++i) {
    QCPAbstractPlottable* p = plot->plottable(i);
    p->setPen(scaledPen(p, p->pen(), factor));
  }
  for (int i = 0; i < plot->itemCount(); ++i) {
    // An item that asks to keep its size (an answer's note over the bars, which the lesson
    // pane already states in large type) is left as it is.
    if (plot->item(i)->property(kPresenterKeepsSize).toBool()) continue;
    if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
      text->setFont(scaledFont(text, text->font(), factor, kOwnFont, kGivenFont));
    scaleMark(plot->item(i), factor);
  }
  for (QCPLayoutElement* e : plot->plotLayout()->elements(true)) {
    if (auto* legend = qobject_cast<QCPLegend*>(e))
      legend->setFont(scaledFont(legend, legend->font(), factor, kOwnFont, kGivenFont));
    else if (auto* title = qobject_cast<QCPTextElement*>(e))
      title->setFont(scaledFont(title, title->font(), factor, kOwnFont, kGivenFont));
  }
  // Legends inside axis rects are not in the plot layout.
  plot->legend->setFont(
      scaledFont(plot->legend, plot->legend->font(), factor, kOwnFont, kGivenFont));
}

void PresentationScale::apply(QCustomPlot* plot, double factor) {
  m_factor = factor;
  m_plots.append(plot);
  scaleElements(plot, factor);
  // Once per plot: Qt::UniqueConnection does not work with a lambda (Qt warned and made no
  // connection at all, so what a view set after entering presenter mode stayed small).
  QObject::disconnect(plot, &QCustomPlot::beforeReplot, plot, nullptr);
  QObject::connect(plot, &QCustomPlot::beforeReplot, plot,
                   [plot, factor] { scaleElements(plot, factor); });
  plot->replot(QCustomPlot::rpQueuedReplot);
}

void PresentationScale::restore() {
  for (const QPointer<QCustomPlot>& plot : m_plots) {
    if (!plot) continue;
    QObject::disconnect(plot, &QCustomPlot::beforeReplot, plot, nullptr);
    for (QCPAxisRect* rect : plot->axisRects())
      for (QCPAxis* axis : rect->axes()) {
        restoreFont(axis, &QCPAxis::setLabelFont, "presenterOwnLabelFont",
                    "presenterGivenLabelFont");
        restoreFont(axis, &QCPAxis::setTickLabelFont, kOwnFont, kGivenFont);
        const QVariant o = axis->property(kOwnPen);
        if (o.isValid()) {
          QPen pen = axis->basePen();
          pen.setWidthF(o.toDouble());
          axis->setBasePen(pen);
        }
        axis->setProperty(kOwnPen, QVariant());
        axis->setProperty(kGivenPen, QVariant());
      }
    for (int i = 0; i < plot->plottableCount(); ++i) restorePen(plot->plottable(i));
    for (int i = 0; i < plot->itemCount(); ++i) {
      if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
        restoreFont(text, &QCPItemText::setFont, kOwnFont, kGivenFont);
      restoreMark(plot->item(i));
    }
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true)) {
      if (auto* legend = qobject_cast<QCPLegend*>(e))
        restoreFont(legend, &QCPLegend::setFont, kOwnFont, kGivenFont);
      else if (auto* title = qobject_cast<QCPTextElement*>(e))
        restoreFont(title, &QCPTextElement::setFont, kOwnFont, kGivenFont);
    }
    restoreFont(plot->legend, &QCPLegend::setFont, kOwnFont, kGivenFont);
    plot->replot(QCustomPlot::rpQueuedReplot);
  }
  m_plots.clear();
  m_factor = 1.0;
}

}  // namespace scalescope::views
