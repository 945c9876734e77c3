#include "views/pim/pim_view.h"

#include <QComboBox>
#include <QMouseEvent>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include "model/core/parameter_table.h"
#include "model/lessons/highlight_targets.h"
#include "model/measured/measured_breakdown.h"
#include "model/pim/pim.h"
#include "views/common/compact_corner.h"
#include "views/common/eliding_combo_box.h"
#include "views/common/tab_titles.h"
#include "views/pim/measured_breakdown_plot.h"
#include "views/pim/pim_breakdown_plot.h"
#include "views/pim/pim_calibration_panel.h"
#include "views/pim/pim_scaling_plot.h"

namespace scalescope::views {

PimView::PimView(QWidget* parent)
    : QWidget(parent),
      m_tabs(new QTabWidget(this)),
      m_breakdown(new PimBreakdownPlot),
      m_measured(new MeasuredBreakdownPlot),
      m_scaling(new PimScalingPlot),
      m_scaleBox(new ElidingComboBox) {
  setObjectName("pimView");
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_tabs);
  m_tabs->setDocumentMode(true);
  // Tabs that scroll rather than widen the view, and a corner that gives way (CompactCorner):
  // the German titles in presenter type with the corner's controls beside them asked for
  // 444 px, and the window left full screen at 1280.
  m_tabs->setUsesScrollButtons(true);
  // The model's bars, and beside them what was measured on a real machine (when loaded).
  auto* atN = new QSplitter(Qt::Horizontal);
  atN->setObjectName("pimBreakdownSplitter");
  atN->addWidget(m_breakdown);
  atN->addWidget(m_measured);
  atN->setStretchFactor(0, 2);
  atN->setStretchFactor(1, 1);
  m_measured->hide();
  m_tabs->addTab(atN, tr("At N DPUs"));
  m_tabs->addTab(m_scaling, tr("Scaling over N"));
  m_tabs->setTabToolTip(0, tr("Where the time goes for each algorithm at the current N"));
  m_tabs->setTabToolTip(1, tr("The current algorithm from 256 to 2560 DPUs, with ideal scaling"));

  m_scaleBox->setObjectName("pimScaleBox");
  m_scaleBox->addItem(tr("Auto scale"), int(PimBreakdownPlot::Scale::Auto));
  m_scaleBox->addItem(tr("Linear, stacked"), int(PimBreakdownPlot::Scale::LinearStacked));
  m_scaleBox->addItem(tr("Log, side by side"), int(PimBreakdownPlot::Scale::LogSideBySide));
  m_scaleBox->setToolTip(
      tr("<p><b>Linear, stacked</b>: each bar is the whole run, its segments add up to the "
         "total.</p><p><b>Log, side by side</b>: for times that span decades (GA-SGD's "
         "communication is hundreds of times ADMM's). The categories stand next to each other "
         "and the diamond marks the total: stacking on a log axis would squeeze every upper "
         "segment into a sliver, and bar lengths there start at an arbitrary floor, so read "
         "the tops.</p><p><b>Auto</b> switches to log when the totals span more than %1×.</p>")
          .arg(PimBreakdownPlot::kAutoLogSpread));
  // A click on a category's bar asks every view to highlight it (ViewEdits::highlight);
  // beside the bars, to clear.
  connect(m_breakdown, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !m_edits.highlight) return;
    model::Highlight h;  // beside the bars: None, which clears
    // The category whose bar is under the pointer (the baselines' lines across the bars do
    // not count: plottableAt would give them).
    for (int c = 0; c < categories().size(); ++c) {
      const double distance = categories()[c]->selectTest(e->position(), false);
      if (distance >= 0 && distance < m_breakdown->selectionTolerance()) {
        h.kind = model::Highlight::Kind::Bar;
        h.target = std::string(model::kPimCategoryIds[std::size_t(c)]);
        break;
      }
    }
    m_edits.highlight(h);
  });
  connect(m_scaleBox, &QComboBox::currentIndexChanged, this, [this] {
    m_breakdown->setScale(PimBreakdownPlot::Scale(m_scaleBox->currentData().toInt()));
  });
  auto* calibration = new QToolButton;
  calibration->setObjectName("pimCalibrationButton");
  calibration->setText(tr("Calibration…"));
  calibration->setToolTip(
      tr("What is measured (the paper's results) and what is modelled (every parameter's "
         "source)"));
  calibration->setAutoRaise(true);
  connect(calibration, &QToolButton::clicked, this, &PimView::showCalibration);
  calibration->setIcon(style()->standardIcon(QStyle::SP_MessageBoxInformation));
  auto* corner = new CompactCorner;
  corner->addBox(m_scaleBox);
  corner->addButton(calibration);
  m_tabs->setCornerWidget(corner, Qt::TopRightCorner);
  new TabTitles(m_tabs, {tr("At N"), tr("Over N")});
  // The scale choice belongs to the bars only.
  connect(m_tabs, &QTabWidget::currentChanged, this,
          [this](int index) { m_scaleBox->setVisible(index == 0); });
}

void PimView::setDatasets(const model::DatasetCollection& data) {
  const auto measured = model::measuredTrainingBreakdowns(data);
  m_measured->setBreakdowns(measured);
  m_measured->setVisible(!measured.empty());
}

QCustomPlot* PimView::breakdownPlot() const {
  return m_breakdown;
}

const QList<QCPBars*>& PimView::categories() const {
  return m_breakdown->categories();
}

void PimView::setScenario(const model::Scenario& scenario, const model::ParamSet& changed) {
  // Slider drags elsewhere (laws, timeline) leave the PIM model's inputs alone.
  if (!changed.intersects(kReads)) return;
  m_scenario = scenario;
  ++m_recomputeCount;
  auto params = model::pimParams(scenario);
  if (params) {
    m_breakdown->setScenario(scenario);
    m_breakdown->setParams(*params);
    m_scaling->setParams(*params);
  } else {
    const QString message = errorText(params);
    m_breakdown->showError(message);
    m_scaling->showError(message);
  }
  if (m_calibration && m_calibration->isVisible()) m_calibration->setScenario(scenario);
}

PimCalibrationPanel* PimView::calibrationPanel() {
  if (!m_calibration) {
    m_calibration = new PimCalibrationPanel(this);
    m_calibration->setScenario(m_scenario);
  }
  return m_calibration;
}

void PimView::showCalibration() {
  PimCalibrationPanel* panel = calibrationPanel();
  panel->setScenario(m_scenario);
  panel->show();
  panel->raise();
  panel->activateWindow();
}

QString PimView::title() const {
  return tr("PIM breakdown");
}

std::vector<Figure> PimView::figures() {
  return {plotFigure("pim", tr("PIM model: where an epoch's time goes"), m_breakdown),
          plotFigure("pim_scaling", tr("PIM model: epoch time against DPUs"), m_scaling)};
}

bool PimView::showLessonView(model::LessonView view) {
  if (view == model::LessonView::Pim) {
    m_tabs->setCurrentIndex(m_tabs->indexOf(m_breakdown->parentWidget()));
    return true;
  }
  if (view == model::LessonView::PimScaling) {
    m_tabs->setCurrentWidget(m_scaling);
    return true;
  }
  return false;
}

bool PimView::highlight(const model::Highlight& h) {
  if (h.kind != model::Highlight::Kind::Bar) return false;
  if (const auto c = model::targetIndex(model::kPimCategoryIds, h.target)) {
    m_marks.thicken(categories().value(*c));
    return true;
  }
  const auto a = model::targetIndex(model::kPimAlgorithmIds, h.target);
  if (!a) return false;
  // The algorithm's whole stack: every category's bar at that key drawn bold, and framed.
  for (QCPBars* bars : categories()) m_marks.thicken(bars);
  const QCPRange y = m_breakdown->yAxis->range();
  const double key = double(*a) + 1;
  m_marks.frame(m_breakdown, QRectF(key - 0.48, y.lower, 0.96, y.upper - y.lower));
  return true;
}

bool PimView::markAnswer(const model::Question& q, const AnswerMark& mark) {
  if (q.kind == model::Question::Kind::Choice) return false;
  const bool overN = q.reveal == model::LessonView::PimScaling;
  if (!overN && q.reveal != model::LessonView::Pim) return false;
  if (overN && q.kind == model::Question::Kind::Slider && q.parameter == model::Param::PimDpus) {
    m_marks.markAnswer(m_scaling->xAxis, mark);
    return true;
  }
  // The speed-up over 256 DPUs: the two epoch times it divides, on the total's line.
  if (overN && q.quantity == "pim.speedup_over_256") {
    if (const auto params = model::pimParams(m_scenario); params && params->dpus >= 256)
      if (const auto sweep = model::pimScalingSweep(*params, {256, params->dpus})) {
        for (const model::PimScalingPoint& p : *sweep)
          m_marks.markAnswerPoint(m_scaling->xAxis, QPointF(p.dpus, p.epochSeconds));
        return true;
      }
  }
  // No axis shows a ratio of two bars or the setting a slider finds: a note on the figure.
  m_marks.markAnswerNote(
      (overN ? static_cast<QCustomPlot*>(m_scaling) : breakdownPlot())->axisRect(), mark);
  return true;
}

}  // namespace scalescope::views
