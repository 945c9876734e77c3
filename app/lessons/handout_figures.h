#pragma once
// The figures of a handout: the views drawn offscreen for each step's scenario and painted
// into the PDF through the figure export (2D plots as vector drawings, the 3D surface as a
// rendered frame with its text).

#include <QRectF>
#include <QString>
#include <memory>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/lessons/answers.h"
#include "model/lessons/lesson.h"

class QCPPainter;

namespace scalescope::app {

class HandoutFigures {
 public:
  /// `fontPt`: the figures' text size (tick labels; the other texts in proportion).
  HandoutFigures(const model::DatasetCollection& data, bool includeSurface, double fontPt = 9.0);
  ~HandoutFigures();

  /// Paints `view` for `scenario` into `rect` of the painter (points), with the step's
  /// highlight (the pin or path its text speaks of) and, given `answer`, the model's answer
  /// marked on the figure (answer pages).
  void draw(QCPPainter& painter, const QRectF& rect, model::LessonView view,
            const model::Scenario& scenario, const model::LessonStep& step,
            const model::ModelAnswer* answer = nullptr);
  /// A framed note where a figure would give the question's answer away.
  void drawWithheld(QCPPainter& painter, const QRectF& rect);
  /// What could not be drawn as asked ("" when everything was).
  const QString& problem() const { return m_problem; }

 private:
  struct Views;
  const model::DatasetCollection& m_data;
  bool m_includeSurface;
  double m_fontPt;
  std::unique_ptr<Views> m_views;
  QString m_problem;
};

}  // namespace scalescope::app
