#pragma once
// A lesson as a PDF handout (File ▸ Export lesson…, `scalescope --export-lesson NAME FILE.pdf`):
// one page per step with its figure, its text and its question, drawn for the step's own
// scenario; then the answers, as the model computes them, on the last pages. The 2D figures
// stay vector (the plots paint straight into the PDF); the 3D surface is a rendered frame
// with its text painted over it. A4 portrait for printing, or 16:9 slides.

#include <QString>
#include <QStringList>
#include <functional>

#include "model/data/dataset_collection.h"
#include "model/lessons/lesson.h"

namespace scalescope::app {

struct HandoutOptions {
  enum class Page { A4, Slides };
  Page page = Page::A4;
  /// Draw the 3D surface (needs an X server: VTK renders through GLX only); without it the
  /// figure's place says so.
  bool includeSurface = true;
};

/// Writes the handout atomically. `progress(done, total)` is called per page and may return
/// false to cancel (then nothing is written). Returns "" or the error ("FILE: why");
/// `warnings` gets what was written but not as asked (a 3D figure without an X server).
QString exportHandout(const model::Lesson& lesson, const model::DatasetCollection& data,
                      const QString& path, const HandoutOptions& options,
                      const std::function<bool(int, int)>& progress = {},
                      QStringList* warnings = nullptr);

/// Pages of the handout: one per step, then the answer pages (at least one when the lesson
/// asks anything).
int handoutPageCount(const model::Lesson& lesson, const HandoutOptions& options);

/// The view whose figure a step's page shows: its maximised view, else its first view, else
/// the view its question reveals, else the Scaling curves.
model::LessonView figureView(const model::LessonStep& step);

}  // namespace scalescope::app
