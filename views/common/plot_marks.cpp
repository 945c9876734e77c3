#include "views/common/plot_marks.h"

#include <qcustomplot.h>
#include <QLocale>
#include <QSet>
#include <algorithm>
#include <cmath>

#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {

constexpr const char* kOwnWidth = "lessonOwnPenWidth";
const QColor kGuessColour(176, 0, 32);
const QColor kTruthColour(0, 122, 51);

void removeItems(QList<QPointer<QCPAbstractItem>>* items) {
  QSet<QCustomPlot*> plots;
  for (const QPointer<QCPAbstractItem>& item : *items)
    if (item) {
      plots.insert(item->parentPlot());
      item->parentPlot()->removeItem(item.data());
    }
  items->clear();
  for (QCustomPlot* plot : plots) plot->replot(QCustomPlot::rpQueuedReplot);
}

/// The value a fraction `t` of the way along `axis`'s range, as it is drawn (log or linear).
double alongAxis(const QCPAxis* axis, double t) {
  const QCPRange r = axis->range();
  if (axis->scaleType() == QCPAxis::stLogarithmic && r.lower > 0)
    return r.lower * std::pow(r.upper / r.lower, t);
  return r.lower + t * (r.upper - r.lower);
}

/// Where a value lies along `axis`'s range as drawn: 0 at the lower end, 1 at the upper.
double fractionOf(const QCPAxis* axis, double value) {
  const QCPRange r = axis->range();
  if (axis->scaleType() == QCPAxis::stLogarithmic && r.lower > 0 && value > 0)
    return std::log(value / r.lower) / std::log(r.upper / r.lower);
  return r.size() != 0 ? (value - r.lower) / r.size() : 0.5;
}

/// An answer line's label whose font shrinks, when it is drawn, until the label fits between
/// its anchor and the edge of the axes it points to. Presenter mode scales every item font
/// (PresentationScale) and the figure may be narrow ("model: 19.6×" in the presenter's font is
/// wider than the 190-px Scaling plot at 1280×720, issue 31): the font the label was given
/// stays its own, so scaling and restoring it go on as for any other text, and the fitted font
/// is used only to lay it out and draw it.
class FittedLabel : public QCPItemText {
 public:
  using QCPItemText::QCPItemText;

 protected:
  void draw(QCPPainter* painter) override {
    const QFont own = font();
    setFont(fitted());
    QCPItemText::draw(painter);
    setFont(own);
  }
  QPointF anchorPixelPosition(int anchorId) const override {
    auto* self = const_cast<FittedLabel*>(this);
    const QFont own = font();
    self->setFont(fitted());
    const QPointF at = QCPItemText::anchorPixelPosition(anchorId);
    self->setFont(own);
    return at;
  }

 private:
  /// The label's font, made smaller where the text with its padding is wider than the room
  /// from the anchor to the edge of the axes on the side the text extends to.
  QFont fitted() const {
    const QFont own = font();
    const QRect axes = clipRect();
    const double x = position->pixelPosition().x();
    const double room = (positionAlignment() & Qt::AlignRight) ? x - axes.left()
                        : (positionAlignment() & Qt::AlignHCenter)
                            ? 2 * std::min(x - axes.left(), axes.right() - x)
                            : axes.right() - x;
    // Measured as QCPItemText lays it out (a layout box, not the ink's bounds).
    const double textWidth = QFontMetricsF(own)
                                 .boundingRect(QRectF(), Qt::TextDontClip | textAlignment(), text())
                                 .width();
    const double margins = padding().left() + padding().right() + 2;
    if (room <= margins || textWidth + margins <= room) return own;
    QFont f = own;
    // The text's width follows the font size; 3 % spare for hinting at the smaller size.
    const double shrink = 0.97 * (room - margins) / textWidth;
    if (own.pointSizeF() > 0)
      f.setPointSizeF(std::max(6.0, own.pointSizeF() * shrink));
    else if (own.pixelSize() > 0)
      f.setPixelSize(std::max(8, static_cast<int>(own.pixelSize() * shrink)));
    return f;
  }
};

/// A labelled line across the axis rect of `axis` at `value` of it. Two lines' labels must
/// not cover each other nor run out of the axes (presenter mode's font is large, issue 31):
/// a horizontal line's label starts at the left edge (or ends at the right one: `atEnd`), above
/// the line or under it (`below`); a vertical line's label stands `along` of the way up, on the
/// side of the line with more room.
void addLine(QCPAxis* axis, double value, const QColor& colour, bool dashed, const QString& label,
             bool below, double along, QList<QPointer<QCPAbstractItem>>* items,
             bool atEnd = false) {
  QCustomPlot* plot = axis->parentPlot();
  auto* line = new QCPItemStraightLine(plot);
  line->setPen(QPen(colour, 2.5, dashed ? Qt::DashLine : Qt::SolidLine));
  const bool vertical = axis->orientation() == Qt::Horizontal;
  QCPAxis* other = vertical ? axis->axisRect()->axis(QCPAxis::atLeft)
                            : axis->axisRect()->axis(QCPAxis::atBottom);
  for (QCPItemPosition* p : {line->point1, line->point2})
    p->setAxes(vertical ? axis : other, vertical ? other : axis);
  line->setClipAxisRect(axis->axisRect());
  const QCPRange r = other->range();
  line->point1->setCoords(vertical ? value : r.lower, vertical ? r.lower : value);
  line->point2->setCoords(vertical ? value : r.upper, vertical ? r.upper : value);
  auto* text = new FittedLabel(plot);
  text->setClipAxisRect(axis->axisRect());
  text->position->setAxes(vertical ? axis : other, vertical ? other : axis);
  if (vertical) {
    const bool rightOfLine = fractionOf(axis, value) < 0.5;
    text->position->setCoords(value, alongAxis(other, along));
    text->setPositionAlignment((rightOfLine ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
  } else {
    text->position->setCoords(atEnd ? r.upper : r.lower, value);
    // Pixels grow downwards: a label under a horizontal line hangs from it (AlignTop).
    text->setPositionAlignment((atEnd ? Qt::AlignRight : Qt::AlignLeft) |
                               (below ? Qt::AlignTop : Qt::AlignBottom));
  }
  text->setPadding(QMargins(4, 1, 4, 1));  // instead of spaces, which the font would scale
  text->setText(label);
  text->setColor(colour);
  text->setBrush(QColor(255, 255, 255, 210));
  items->append(line);
  items->append(text);
}

}  // namespace

PlotMarks::~PlotMarks() {
  clearHighlight();
  clearAnswer();
}

void PlotMarks::thicken(QCPAbstractPlottable* p) {
  if (!p || p->property(kOwnWidth).isValid()) return;
  p->setProperty(kOwnWidth, p->pen().widthF());
  QPen pen = p->pen();
  pen.setWidthF(std::max(2.0, pen.widthF()) * 2.5);
  p->setPen(pen);
  m_thickened.append(p);
  p->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
}

void PlotMarks::frame(QCustomPlot* plot, const QRectF& coords) {
  auto* rect = new QCPItemRect(plot);
  rect->setPen(QPen(seriesColor(7).darker(160), 3));
  rect->topLeft->setCoords(coords.left(), coords.bottom());
  rect->bottomRight->setCoords(coords.right(), coords.top());
  m_highlightItems.append(rect);
  plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotMarks::clearHighlight() {
  for (const QPointer<QCPAbstractPlottable>& p : m_thickened) {
    if (!p) continue;
    QPen pen = p->pen();
    pen.setWidthF(p->property(kOwnWidth).toDouble());
    p->setPen(pen);
    p->setProperty(kOwnWidth, QVariant());
    p->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
  }
  m_thickened.clear();
  removeItems(&m_highlightItems);
}

void PlotMarks::markAnswer(QCPAxis* axis, const AnswerMark& mark) {
  clearAnswer();
  // The two labels on opposite sides of their lines, each away from the other line: at the
  // same spot they covered each other where the guess was close (presenter mode, issue 31).
  // A handout's answer page has the model's value only (no guess: NaN).
  const bool guessed = std::isfinite(mark.guess);
  const bool guessAbove = guessed && mark.guess > mark.truth;
  addLine(axis, mark.truth, kTruthColour, false, tr("model: %1").arg(mark.truthText), guessAbove,
          0.7, &m_answerItems);
  if (guessed)
    addLine(axis, mark.guess, kGuessColour, true, tr("your guess"), !guessAbove, 0.3,
            &m_answerItems);
  axis->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
}

void PlotMarks::markAnswerPoint(QCPAxis* keyAxis, const QPointF& at) {
  QCPAxis* valueAxis = keyAxis->axisRect()->axis(
      keyAxis->orientation() == Qt::Horizontal ? QCPAxis::atLeft : QCPAxis::atBottom);
  // A ring around a dot, both in the answer's colour: visible on the curve it sits on.
  for (const auto& [size, filled] : {std::pair{15.0, false}, {7.0, true}}) {
    auto* dot = new QCPItemTracer(keyAxis->parentPlot());
    dot->setClipAxisRect(keyAxis->axisRect());
    dot->position->setAxes(keyAxis, valueAxis);
    dot->position->setCoords(at);
    dot->setStyle(QCPItemTracer::tsCircle);
    dot->setSize(size);
    dot->setPen(QPen(kTruthColour, 2.5));
    dot->setBrush(filled ? QBrush(kTruthColour) : QBrush(Qt::NoBrush));
    m_answerItems.append(dot);
  }
  keyAxis->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
}

void PlotMarks::markAnswerLevel(QCPAxis* axis, double value, const QString& label) {
  // Its label at the right end, away from the answer's own label at the left, under the line
  // near the top of the plot and above it elsewhere.
  addLine(axis, value, QColor(90, 90, 90), true, label, fractionOf(axis, value) > 0.75, 0.5,
          &m_answerItems, true);
  axis->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
}

void PlotMarks::markAnswerNote(QCPAxisRect* rect, const AnswerMark& mark, Qt::Alignment corner,
                               NoteShape shape) {
  QCustomPlot* plot = rect->parentPlot();
  auto* note = new FittedLabel(plot);
  note->setClipAxisRect(rect);
  note->position->setAxisRect(rect);
  note->position->setType(QCPItemPosition::ptAxisRectRatio);
  note->position->setCoords(corner & Qt::AlignLeft ? 0.01 : 0.99,
                            corner & Qt::AlignBottom ? 0.98 : 0.02);
  note->setPositionAlignment(corner);
  note->setTextAlignment(Qt::AlignLeft);
  // Name and value on lines of their own: the note stays narrow, so it keeps its type in
  // a narrow figure (a handout's PIM bars beside their legend).
  const QChar gap = shape == NoteShape::Wide ? QLatin1Char(' ') : QLatin1Char('\n');
  QString text = tr("model:") + gap + mark.truthText;
  if (std::isfinite(mark.guess))
    text += QLatin1Char('\n') + tr("your guess:") + gap + QLocale().toString(mark.guess, 'g', 4);
  note->setText(text);
  note->setColor(kTruthColour);
  note->setPen(QPen(kTruthColour, 1.5));
  note->setBrush(QColor(255, 255, 255, 230));
  note->setPadding(QMargins(6, 3, 6, 3));
  QFont bold = note->font();
  bold.setBold(true);
  note->setFont(bold);
  // Presenter mode leaves it at this size: 1.6× over the bars it covered the tops of the
  // figure the lesson is about, and the lesson pane states the answer in large type.
  note->setProperty(kPresenterKeepsSize, true);
  m_answerItems.append(note);
  plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotMarks::clearAnswer() {
  removeItems(&m_answerItems);
}

}  // namespace scalescope::views
