#include "views/pim/pim_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QSplitter>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include "model/core/parameter_table.h"
#include "model/measured/measured_breakdown.h"
#include "model/pim/pim.h"
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
      m_scaleBox(new QComboBox) {
  setObjectName("pimView");
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_tabs);
  m_tabs->setDocumentMode(true);
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
  auto* corner = new QWidget;
  auto* cornerLayout = new QHBoxLayout(corner);
  cornerLayout->setContentsMargins(0, 0, 4, 0);
  cornerLayout->addWidget(m_scaleBox);
  cornerLayout->addWidget(calibration);
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
    m_breakdown->setParams(*params);
    m_scaling->setParams(*params);
  } else {
    const QString message = QString::fromStdString(params.error());
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

}  // namespace scalescope::views
