#include "app/lessons/window_stage.h"

#include <qcustomplot.h>
#include <QDockWidget>
#include <QFormLayout>
#include <QScrollArea>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>
#include <cmath>

#include "app/document/document.h"
#include "app/window/main_window.h"
#include "model/core/parameter_table.h"
#include "model/scaling/scaling_settings.h"
#include "views/lessons/view_veil.h"
#include "views/panel/parameter_panel.h"
#include "views/pim/pim_breakdown_plot.h"
#include "views/pim/pim_scaling_plot.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_curves_tab.h"
#include "views/scaling/scaling_fit_tab.h"
#include "views/scaling/scaling_generations_tab.h"
#include "views/scaling/scaling_inverse_tab.h"
#include "views/scaling/scaling_precision_tab.h"
#include "views/scaling/scaling_study_tab.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_content.h"
#include "views/surface/surface_view.h"
#include "views/timeline/timeline_view.h"

namespace scalescope::app {

using model::LessonView;
using model::ViewArea;

namespace {

constexpr const char* kOwnWidth = "lessonOwnPenWidth";
const QColor kMarkColour(176, 0, 32);
const QColor kTruthColour(0, 122, 51);

void thicken(QCPAbstractPlottable* p, QList<QPointer<QObject>>* list) {
  if (p->property(kOwnWidth).isValid()) return;
  p->setProperty(kOwnWidth, p->pen().widthF());
  QPen pen = p->pen();
  pen.setWidthF(std::max(2.0, pen.widthF()) * 2.5);
  p->setPen(pen);
  list->append(p);
}

/// A tab page of `tabs` that is or contains `w`.
int tabOf(QTabWidget* tabs, QWidget* w) {
  for (int i = 0; i < tabs->count(); ++i)
    if (tabs->widget(i) == w || tabs->widget(i)->isAncestorOf(w)) return i;
  return -1;
}

QCPGraph* lawGraph(QCustomPlot* plot, const char* law) {
  for (int i = 0; i < plot->graphCount(); ++i)
    if (plot->graph(i)->property("law").toString() == QLatin1String(law)) return plot->graph(i);
  return nullptr;
}

/// A dashed line across the plot at `value` of `axis`, labelled.
void addLine(QCustomPlot* plot, QCPAxis* axis, double value, const QColor& colour,
             const QString& label, QList<QPointer<QCPAbstractItem>>* marks) {
  auto* line = new QCPItemStraightLine(plot);
  line->setPen(QPen(colour, 2.5, colour == kMarkColour ? Qt::DashLine : Qt::SolidLine));
  const bool vertical = axis->orientation() == Qt::Horizontal;
  QCPAxis* other = vertical ? axis->axisRect()->axis(QCPAxis::atLeft)
                            : axis->axisRect()->axis(QCPAxis::atBottom);
  for (QCPItemPosition* p : {line->point1, line->point2}) {
    p->setAxes(vertical ? axis : other, vertical ? other : axis);
  }
  line->setClipAxisRect(axis->axisRect());
  const QCPRange r = other->range();
  line->point1->setCoords(vertical ? value : r.lower, vertical ? r.lower : value);
  line->point2->setCoords(vertical ? value : r.upper, vertical ? r.upper : value);
  auto* text = new QCPItemText(plot);
  text->setClipAxisRect(axis->axisRect());
  text->position->setAxes(vertical ? axis : other, vertical ? other : axis);
  text->position->setCoords(vertical ? value : r.center(), vertical ? r.center() : value);
  text->setPositionAlignment(vertical ? (Qt::AlignLeft | Qt::AlignVCenter)
                                      : (Qt::AlignHCenter | Qt::AlignBottom));
  text->setText(label);
  text->setColor(colour);
  text->setBrush(QColor(255, 255, 255, 210));
  marks->append(line);
  marks->append(text);
}

}  // namespace

WindowStage::WindowStage(MainWindow* window, const Document* document)
    : m_window(window), m_document(document) {}

WindowStage::~WindowStage() {
  clearHighlight();
  markGuess(nullptr, {}, 0);
}

QWidget* WindowStage::viewWidget(LessonView view) const {
  switch (model::viewArea(view)) {
    case ViewArea::Surface:
      return m_window->surfaceView();
    case ViewArea::Scaling:
      return m_window->scalingView();
    case ViewArea::Pim:
      return m_window->pimView();
    case ViewArea::Timeline:
      return m_window->timelineView();
  }
  return nullptr;
}

views::ViewVeil* WindowStage::veil(LessonView view) const {
  const auto it = m_veils.find(viewWidget(view));
  return it == m_veils.end() ? nullptr : it->second;
}

void WindowStage::bringTabToFront(LessonView view) {
  views::ScalingView* s = m_window->scalingView();
  QWidget* page = nullptr;
  switch (view) {
    case LessonView::Scaling:
      page = s->curvesTab();
      break;
    case LessonView::ScalingFit:
      page = s->fitTab();
      break;
    case LessonView::ScalingStudy:
      page = s->studyTab();
      break;
    case LessonView::ScalingInverseN:
      page = s->inverseTab();
      break;
    case LessonView::Generations:
      page = s->generationsTab();
      break;
    case LessonView::Precision:
      page = s->precisionTab();
      break;
    case LessonView::Pim:
    case LessonView::PimScaling: {
      QTabWidget* tabs = m_window->pimView()->tabs();
      QWidget* target = view == LessonView::Pim
                            ? static_cast<QWidget*>(m_window->pimView()->breakdown())
                            : m_window->pimView()->scalingPlot();
      if (const int i = tabOf(tabs, target); i >= 0) tabs->setCurrentIndex(i);
      return;
    }
    default:
      return;
  }
  if (const int i = tabOf(s->tabs(), page); i >= 0) s->tabs()->setCurrentIndex(i);
}

void WindowStage::showViews(const std::vector<LessonView>& views,
                            std::optional<LessonView> maximise) {
  if (views.empty() && !maximise) return;
  bool area[4] = {false, false, false, false};
  for (LessonView v : views) area[static_cast<int>(model::viewArea(v))] = true;
  if (maximise) {
    std::fill(std::begin(area), std::end(area), false);
    area[static_cast<int>(model::viewArea(*maximise))] = true;
  }
  const bool surface = area[0], scaling = area[1], pim = area[2];
  const int shown = int(surface) + int(scaling) + int(pim);
  if (shown == 1)
    m_window->maximizeView(surface ? 0 : scaling ? 1 : 2);
  else
    m_window->maximizeView(-1);
  if (shown > 1 && shown < 3) {
    // Two of the three: the third is hidden, the layout of the others kept.
    m_window->surfaceView()->setVisible(surface);
    m_window->scalingView()->setVisible(scaling);
    m_window->pimView()->setVisible(pim);
    if (QWidget* right = m_window->scalingView()->parentWidget()) right->setVisible(scaling || pim);
  }
  const bool timeline = area[3] || shown == 0;
  const auto showTimeline = [window = m_window, timeline, raise = area[3] && !maximise] {
    if (auto* dock = window->findChild<QDockWidget*>("timelineDock")) {
      dock->setVisible(timeline);
      if (raise) dock->raise();
    }
  };
  showTimeline();
  // Again after the window's deferred restore of its three-view layout, which sets the docks
  // as they were saved.
  QTimer::singleShot(0, m_window, showTimeline);
  for (LessonView v : views) bringTabToFront(v);
  if (maximise) bringTabToFront(*maximise);
}

void WindowStage::setCamera(model::LessonCamera camera) {
  static const views::CameraPreset presets[] = {
      views::CameraPreset::Perspective, views::CameraPreset::Top, views::CameraPreset::SideN,
      views::CameraPreset::SideSerialFraction};
  m_window->surfaceView()->setCameraPreset(presets[static_cast<int>(camera)]);
}

void WindowStage::clearHighlight() {
  for (const QPointer<QWidget>& w : m_rows)
    if (w) w->setStyleSheet(QString());
  m_rows.clear();
  for (const QPointer<QObject>& o : m_thickened) {
    auto* p = qobject_cast<QCPAbstractPlottable*>(o.data());
    if (!p) continue;
    QPen pen = p->pen();
    pen.setWidthF(p->property(kOwnWidth).toDouble());
    p->setPen(pen);
    p->setProperty(kOwnWidth, QVariant());
    p->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
  }
  m_thickened.clear();
  m_window->surfaceView()->setHighlights({});
}

void WindowStage::setHighlight(const model::Highlight& h) {
  clearHighlight();
  using Kind = model::Highlight::Kind;
  switch (h.kind) {
    case Kind::None:
      return;
    case Kind::System:
    case Kind::Path: {
      views::SurfaceView* surface = m_window->surfaceView();
      surface->setHighlights(views::highlightPaths(surface->content().allSystems(), h.target,
                                                   h.list, h.kind == Kind::Path));
      return;
    }
    case Kind::Curve:
      if (QCPGraph* g = lawGraph(m_window->scalingView()->curvesPlot(), h.target.c_str())) {
        thicken(g, &m_thickened);
        g->parentPlot()->replot(QCustomPlot::rpQueuedReplot);
      }
      return;
    case Kind::Bar: {
      static const std::vector<std::string> pimCategories{"pim_compute", "mram_wram", "cpu_to_dpu",
                                                          "dpu_to_cpu", "host_sync"};
      static const std::vector<std::string> timelineParts{"serial", "compute", "copy", "comm",
                                                          "sync"};
      static const std::vector<std::string> algorithms{"ma-sgd", "ga-sgd", "admm"};
      auto index = [&](const std::vector<std::string>& ids) {
        return int(std::find(ids.begin(), ids.end(), h.target) - ids.begin());
      };
      if (const int i = index(pimCategories); i < 5) {
        thicken(m_window->pimView()->categories().value(i), &m_thickened);
      } else if (const int t = index(timelineParts); t < 5) {
        thicken(m_window->timelineView()->parts().value(t), &m_thickened);
      } else if (const int a = index(algorithms); a < 3) {
        // The algorithm's whole stack: every category's bar at that key drawn bold.
        for (QCPBars* bars : m_window->pimView()->categories()) thicken(bars, &m_thickened);
        QCustomPlot* plot = m_window->pimView()->breakdownPlot();
        auto* frame = new QCPItemRect(plot);
        frame->setPen(QPen(views::seriesColor(7).darker(160), 3));
        frame->topLeft->setCoords(a + 1 - 0.48, plot->yAxis->range().upper);
        frame->bottomRight->setCoords(a + 1 + 0.48, plot->yAxis->range().lower);
        m_marks.append(frame);
      }
      m_window->pimView()->breakdownPlot()->replot(QCustomPlot::rpQueuedReplot);
      m_window->timelineView()->breakdownPlot()->replot(QCustomPlot::rpQueuedReplot);
      return;
    }
    case Kind::Parameter: {
      views::ParameterPanel* panel = m_window->panel();
      const QString id = QString::fromStdString(std::string(model::paramId(h.param)));
      QWidget* control = panel->findChild<QWidget*>(id);
      if (!control) return;
      // Number rows are a slider and a spin box in one box; its form row has the label.
      QWidget* row = control->parentWidget();
      auto* form = row ? qobject_cast<QFormLayout*>(
                             row->parentWidget() ? row->parentWidget()->layout() : nullptr)
                       : nullptr;
      QWidget* field = form && form->labelForField(row) ? row : control;
      if (!form && control->parentWidget())
        form = qobject_cast<QFormLayout*>(control->parentWidget()->layout());
      const QString style = QStringLiteral("background-color: #ffd54f;");
      for (QWidget* w : {field, form ? form->labelForField(field) : nullptr}) {
        if (!w) continue;
        w->setStyleSheet(style);
        m_rows.append(w);
      }
      if (auto* scroll = panel->findChild<QScrollArea*>()) scroll->ensureWidgetVisible(field);
      return;
    }
  }
}

void WindowStage::setVeil(std::optional<LessonView> view) {
  for (auto& [widget, veil] : m_veils) veil->clear();
  m_veiled = view;
  if (!view) return;
  QWidget* target = viewWidget(*view);
  if (!target) return;
  auto& veil = m_veils[target];
  if (!veil) veil = new views::ViewVeil(target);
  veil->cover(QObject::tr("Predict first.\nThis view shows the answer once you have given yours."));
}

void WindowStage::liftVeil() {
  if (m_veiled)
    if (views::ViewVeil* v = veil(*m_veiled)) v->lift();
  m_veiled.reset();
}

void WindowStage::markGuess(const model::Question* q, const model::ModelAnswer& answer,
                            double guess) {
  for (const QPointer<QCPAbstractItem>& item : m_marks)
    if (item) item->parentPlot()->removeItem(item.data());
  m_marks.clear();
  if (!q || !q->reveal || q->kind == model::Question::Kind::Choice || !std::isfinite(guess)) return;
  // Where the revealed plot has the asked value on an axis: the parameter of a slider on the
  // N axis, a speed-up or efficiency on the curves' value axis.
  QCustomPlot* plot = nullptr;
  QCPAxis* axis = nullptr;
  const bool slider = q->kind == model::Question::Kind::Slider;
  if (q->reveal == LessonView::Scaling) {
    plot = m_window->scalingView()->curvesPlot();
    if (QCPGraph* amdahl = lawGraph(plot, "amdahl")) {
      if (slider && q->parameter == model::Param::N) axis = amdahl->keyAxis();
      // A value belongs on the value axis only when the plot shows that quantity.
      const auto plotted = model::scalingSettings(m_document->scenario()).quantity;
      const bool speedup = q->quantity == "S" || q->quantity == "gustafson.speedup" ||
                           q->quantity == "usl.speedup" || q->quantity == "amdahl.limit";
      const bool efficiency = q->quantity == "E";
      if (!slider && ((speedup && plotted == model::ScalingQuantity::Speedup) ||
                      (efficiency && plotted == model::ScalingQuantity::Efficiency)))
        axis = amdahl->valueAxis();
    }
  } else if (q->reveal == LessonView::Timeline && slider && q->parameter == model::Param::N) {
    plot = m_window->timelineView()->curvesPlot();
    axis = plot->xAxis;
  } else if (q->reveal == LessonView::PimScaling && slider &&
             q->parameter == model::Param::PimDpus) {
    plot = m_window->pimView()->scalingPlot();
    axis = plot->xAxis;
  }
  if (!plot || !axis) return;
  addLine(plot, axis, answer.value, kTruthColour,
          QObject::tr(" model: %1 ").arg(QString::fromStdString(answer.text)), &m_marks);
  addLine(plot, axis, guess, kMarkColour, QObject::tr(" your guess "), &m_marks);
  plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::app
