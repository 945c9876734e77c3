#include "app/lessons/window_stage.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>
#include <algorithm>
#include <cmath>

#include "app/lessons/answer_text.h"
#include "app/lessons/lesson_host.h"
#include "views/common/linked_view.h"
#include "views/lessons/view_veil.h"
#include "views/panel/parameter_panel.h"

namespace scalescope::app {

using model::LessonView;

namespace {

/// Calls `run` after the watched widget changed size, once the event loop is back.
class ResizeWatch : public QObject {
 public:
  ResizeWatch(QObject* watched, std::function<void()> run) : m_run(std::move(run)) {
    watched->installEventFilter(this);
  }
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Resize) QTimer::singleShot(0, this, m_run);
    return QObject::eventFilter(watched, event);
  }

 private:
  std::function<void()> m_run;
};

}  // namespace

WindowStage::WindowStage(LessonHost* window) : m_window(window) {
  m_resizeWatch = std::make_unique<ResizeWatch>(m_window->mainWindow(), [this] {
    if (m_sizeDocks) m_sizeDocks();
  });
}

WindowStage::~WindowStage() {
  clearHighlight();
  setFocus(std::nullopt);
  markGuess(nullptr, {}, 0);
}

QWidget* WindowStage::viewWidget(LessonView view) const {
  const views::LinkedView* v = m_window->view(model::viewArea(view));
  return v ? const_cast<views::LinkedView*>(v)->widget() : nullptr;
}

views::ViewVeil* WindowStage::veil(LessonView view) const {
  const auto it = m_veils.find(viewWidget(view));
  return it == m_veils.end() ? nullptr : it->second;
}

void WindowStage::showViews(const std::vector<LessonView>& shown,
                            std::optional<LessonView> maximise) {
  if (shown.empty() && !maximise) return;
  const auto& all = m_window->views();
  // Which of the window's views the step shows (only the maximised one, when it names one).
  std::vector<bool> wanted(all.size(), false);
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (maximise) {
      wanted[i] = all[i]->area() == model::viewArea(*maximise);
      continue;
    }
    for (LessonView v : shown) wanted[i] = wanted[i] || all[i]->area() == model::viewArea(v);
  }
  // The views in the main area (not docked) are laid out by the window: one of them alone is
  // maximised, several keep the layout of every view with the others hidden. A docked view
  // is shown in its dock when the step names it, else closed: two docks of the bottom are
  // tabs whose bar would take height a projector lacks.
  int inMain = 0, only = -1;
  for (std::size_t i = 0; i < all.size(); ++i)
    if (wanted[i] && m_window->placeOf(all[i]) == all[i]->widget()) {
      ++inMain;
      only = static_cast<int>(i);
    }
  bool anyDocked = false;
  for (std::size_t i = 0; i < all.size(); ++i)
    anyDocked = anyDocked || (wanted[i] && m_window->placeOf(all[i]) != all[i]->widget());
  const bool dockOnly = anyDocked && inMain == 0;
  if (inMain == 1) {
    m_window->maximizeView(only);
  } else {
    std::vector<bool> main(all.size(), false);
    for (std::size_t i = 0; i < all.size(); ++i)
      main[i] = wanted[i] && m_window->placeOf(all[i]) == all[i]->widget();
    m_window->showViews(main);
  }
  if (inMain > 1 || dockOnly)
    for (std::size_t i = 0; i < all.size(); ++i) {
      QWidget* w = all[i]->widget();
      if (m_window->placeOf(all[i]) != w) continue;
      w->setVisible(wanted[i]);
      // A column of the main area with none of its views shown gives its width away.
      QWidget* column = w->parentWidget();
      if (column && column != m_window->mainWindow()->centralWidget()) {
        bool any = false;
        for (std::size_t j = 0; j < all.size(); ++j)
          any = any || (wanted[j] && all[j]->widget()->parentWidget() == column);
        column->setVisible(any);
      }
    }
  // A docked view the step names (the Timeline, at the bottom) gets its share of the height:
  // all of it when the step names no view of the main area (whose views are hidden above),
  // half beside them. It was a 165 px strip under three large views at 1280×720 whatever the
  // step named. The central area stays, empty: a hidden one makes QMainWindow ignore
  // resizeDocks.
  const double share = !anyDocked ? 0.0 : dockOnly ? 1.0 : 0.5;
  const auto showDocks = [window = m_window, wanted, raise = !maximise, share] {
    const auto& views = window->views();
    for (std::size_t i = 0; i < views.size(); ++i) {
      QWidget* place = window->placeOf(views[i]);
      if (place == views[i]->widget()) continue;
      place->setVisible(wanted[i]);
      if (wanted[i] && raise) place->raise();
      auto* dock = qobject_cast<QDockWidget*>(place);
      if (!wanted[i] || !dock || share <= 0) continue;
      QMainWindow* main = window->mainWindow();
      const bool vertical = main->dockWidgetArea(dock) == Qt::BottomDockWidgetArea ||
                            main->dockWidgetArea(dock) == Qt::TopDockWidgetArea;
      const QSize room =
          main->centralWidget() ? main->centralWidget()->size() + dock->size() : main->size();
      main->resizeDocks({dock}, {int(share * (vertical ? room.height() : room.width()))},
                        vertical ? Qt::Vertical : Qt::Horizontal);
    }
  };
  showDocks();
  // Again after the window's deferred restore of its layout, which sets the docks as they
  // were saved, and whenever the window changes size while the step shows them.
  QTimer::singleShot(0, m_window->mainWindow(), showDocks);
  m_sizeDocks = share > 0 ? std::function<void()>(showDocks) : nullptr;
  for (LessonView v : shown)
    for (views::LinkedView* view : all) view->showLessonView(v);
  if (maximise)
    for (views::LinkedView* view : all) view->showLessonView(*maximise);
}

void WindowStage::showAllViews() {
  m_sizeDocks = nullptr;
  m_window->maximizeView(-1);
}

void WindowStage::setCamera(model::LessonCamera camera) {
  for (views::LinkedView* view : m_window->views()) view->setLessonCamera(camera);
}

void WindowStage::setFocus(const std::optional<std::vector<LessonView>>& named) {
  for (views::LinkedView* view : m_window->views()) view->setLessonFocus(named);
}

void WindowStage::clearHighlight() {
  m_window->panel()->highlightParameter(std::nullopt);
  for (views::LinkedView* view : m_window->views()) view->clearHighlight();
}

void WindowStage::setHighlight(const model::Highlight& h) {
  clearHighlight();
  if (h.kind == model::Highlight::Kind::None) return;
  if (h.kind == model::Highlight::Kind::Parameter) {
    m_window->panel()->highlightParameter(h.param);
    return;
  }
  // Every view that knows the target: a bar of the PIM breakdown is also a dot of the
  // roofline, highlighted in both when both are shown.
  for (views::LinkedView* view : m_window->views()) view->highlight(h);
}

void WindowStage::setVeil(const std::vector<LessonView>& views) {
  for (auto& [widget, veil] : m_veils) veil->clear();
  for (views::LinkedView* view : m_window->views()) view->setCovered(false);
  m_veiled.clear();
  for (LessonView v : views) {
    QWidget* target = viewWidget(v);
    if (!target || std::find(m_veiled.begin(), m_veiled.end(), target) != m_veiled.end()) continue;
    m_veiled.push_back(target);
    auto& veil = m_veils[target];
    if (!veil) veil = new views::ViewVeil(target);
    veil->cover(
        QObject::tr("Predict first.\nThis view shows the answer once you have given yours."));
    for (views::LinkedView* view : m_window->views())
      if (view->widget() == target) view->setCovered(true);
  }
}

void WindowStage::liftVeil() {
  for (QWidget* target : m_veiled) {
    if (auto it = m_veils.find(target); it != m_veils.end()) it->second->lift();
    for (views::LinkedView* view : m_window->views())
      if (view->widget() == target) view->setCovered(false);
  }
  m_veiled.clear();
}

void WindowStage::markGuess(const model::Question* q, const model::ModelAnswer& answer,
                            double guess) {
  for (views::LinkedView* view : m_window->views()) view->clearMarks();
  if (!q || !q->reveal || q->kind == model::Question::Kind::Choice || !std::isfinite(guess)) return;
  // The value in the window's number form, as the lesson pane writes it ("34,6 op/B" in
  // German): the model's text is the C form the answers file keeps.
  const views::AnswerMark mark{answer.value, valueText(answer.value, answer.unit), guess};
  for (views::LinkedView* view : m_window->views())
    if (view->markAnswer(*q, mark)) return;
}

}  // namespace scalescope::app
