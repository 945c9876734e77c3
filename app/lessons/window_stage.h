#pragma once
// The lesson stage on the main window: which views a step shows (and which tab), the 3D
// camera, the highlighted element (a system or a generation path on the surface, a law
// curve, a bar, a parameter row), the veil over the view that would give the answer away,
// and the guess marked on the revealed plot.

#include <QList>
#include <QPointer>
#include <map>

#include "app/lessons/lesson_stage.h"

class QCPAbstractItem;
class QCustomPlot;
class QWidget;

namespace scalescope::views {
class ViewVeil;
}

namespace scalescope::app {

class Document;
class MainWindow;

class WindowStage : public LessonStage {
 public:
  WindowStage(MainWindow* window, const Document* document);
  ~WindowStage() override;

  void showViews(const std::vector<model::LessonView>& views,
                 std::optional<model::LessonView> maximise) override;
  void setCamera(model::LessonCamera camera) override;
  void setHighlight(const model::Highlight& highlight) override;
  void setVeil(std::optional<model::LessonView> view) override;
  void liftVeil() override;
  void markGuess(const model::Question* question, const model::ModelAnswer& answer,
                 double guess) override;

  /// The widget a view lives in (the veil covers it).
  QWidget* viewWidget(model::LessonView view) const;
  /// The veil over a view's widget, if one was made.
  views::ViewVeil* veil(model::LessonView view) const;
  /// The highlighted panel row's widgets (tests).
  const QList<QPointer<QWidget>>& highlightedRows() const { return m_rows; }

 private:
  void clearHighlight();
  void bringTabToFront(model::LessonView view);

  MainWindow* m_window;
  const Document* m_document;
  std::map<QWidget*, views::ViewVeil*> m_veils;
  std::optional<model::LessonView> m_veiled;
  QList<QPointer<QWidget>> m_rows;           ///< panel rows painted as highlighted
  QList<QPointer<QObject>> m_thickened;      ///< plottables drawn thicker
  QList<QPointer<QCPAbstractItem>> m_marks;  ///< guess marks and highlight frames
};

}  // namespace scalescope::app
