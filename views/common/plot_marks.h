#pragma once
// What a lesson draws on a view's plots: plottables drawn thicker (a highlighted curve or
// bar), a frame around a region, and lines across a plot at the model's answer and at the
// student's guess. Everything drawn is remembered and taken away again, leaving the plot as
// it was.

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QString>

#include "views/common/linked_view.h"

class QCPAbstractItem;
class QCPAbstractPlottable;
class QCPAxis;
class QCPAxisRect;
class QCustomPlot;

namespace scalescope::views {

/// An item with this property true keeps its size in presenter mode (PresentationScale).
inline constexpr const char* kPresenterKeepsSize = "presenterKeepsSize";

class PlotMarks {
  Q_DECLARE_TR_FUNCTIONS(PlotMarks)

 public:
  PlotMarks() = default;
  PlotMarks(const PlotMarks&) = delete;
  PlotMarks& operator=(const PlotMarks&) = delete;
  ~PlotMarks();

  /// Draws `p` with a pen 2.5 times as wide (at least 5 px) until clearHighlight().
  void thicken(QCPAbstractPlottable* p);
  /// A frame around `coords` (plot coordinates of the bottom and left axes).
  void frame(QCustomPlot* plot, const QRectF& coords);
  /// Restores every thickened pen and removes the frames.
  void clearHighlight();

  /// The model's answer (solid green) and the guess (dashed red) as lines across the plot of
  /// `axis` at their values on it, each labelled.
  void markAnswer(QCPAxis* axis, const AnswerMark& mark);
  /// The answer as a point of the plot of `keyAxis` (a ringed dot at `at`, key and value
  /// coordinates), drawn with the answer lines and removed with them: where a curve reaches
  /// the answer (S = 19.6 at N = 1,024), not only its value.
  void markAnswerPoint(QCPAxis* keyAxis, const QPointF& at);
  /// A grey dashed line at `value` of `axis`, labelled, removed with the answer: the level a
  /// slider question asks for (E = 0.5).
  void markAnswerLevel(QCPAxis* axis, double value, const QString& label);
  /// The answer as a boxed note inside `rect` (in its `corner`: top right unless a figure has
  /// its free room elsewhere), in the answer's colour, with the guess under it: for an answer
  /// no axis of the figure shows (a ratio of two bars, a setting the figure has no axis for).
  /// Removed with the answer lines.
  /// Narrow: name and value on lines of their own; wide: "model: value" on one line, for a
  /// figure whose free room is a low strip.
  enum class NoteShape { Narrow, Wide };
  void markAnswerNote(QCPAxisRect* rect, const AnswerMark& mark,
                      Qt::Alignment corner = Qt::AlignRight | Qt::AlignTop,
                      NoteShape shape = NoteShape::Narrow);
  /// Removes the answer lines.
  void clearAnswer();

 private:
  QList<QPointer<QCPAbstractPlottable>> m_thickened;
  QList<QPointer<QCPAbstractItem>> m_highlightItems;
  QList<QPointer<QCPAbstractItem>> m_answerItems;
};

}  // namespace scalescope::views
