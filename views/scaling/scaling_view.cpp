#include "views/scaling/scaling_view.h"

#include <qcustomplot.h>
#include <QJsonObject>
#include <QLocale>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "model/scaling/scaling_settings.h"
#include "views/common/parameter_controls.h"
#include "views/common/source_tooltip.h"
#include "views/common/tab_titles.h"
#include "views/scaling/scaling_curves_tab.h"
#include "views/scaling/scaling_fit_tab.h"
#include "views/scaling/scaling_generations_tab.h"
#include "views/scaling/scaling_inverse_tab.h"
#include "views/scaling/scaling_precision_tab.h"
#include "views/scaling/scaling_study_tab.h"

namespace scalescope::views {

namespace {

/// The tabs' figures in tab order: the lesson view (whose id is the file stem) and the title
/// an exported figure carries (translated by ScalingView::tr, whose context is the class's
/// full name).
struct TabFigure {
  model::LessonView view;
  const char* title;
};
constexpr TabFigure kTabFigures[] = {
    {model::LessonView::Scaling,
     QT_TRANSLATE_NOOP("scalescope::views::ScalingView",
                       "Scaling laws against N: Amdahl, Gustafson, USL, timeline model")},
    {model::LessonView::ScalingFit,
     QT_TRANSLATE_NOOP("scalescope::views::ScalingView", "A law fitted to the measured series")},
    {model::LessonView::ScalingStudy,
     QT_TRANSLATE_NOOP("scalescope::views::ScalingView", "Scaling study of the measured series")},
    {model::LessonView::ScalingInverseN,
     QT_TRANSLATE_NOOP("scalescope::views::ScalingView",
                       "Time against 1/N: serial and parallel parts")},
    {model::LessonView::Generations,
     QT_TRANSLATE_NOOP("scalescope::views::ScalingView",
                       "TOP500 generations: Rmax predicted by Amdahl against measured")},
    {model::LessonView::Precision,
     QT_TRANSLATE_NOOP("scalescope::views::ScalingView",
                       "Lower precision: predicted against measured HPL-MxP/HPL gain")}};

// The view's part of a scenario file's "views" object.
constexpr auto kStateKey = QLatin1StringView("scaling");
constexpr auto kStateTab = QLatin1StringView("tab");
constexpr auto kStatePredictAt = QLatin1StringView("predict_at_n");

QString stemOf(model::LessonView view) {
  const std::string_view id = model::viewId(view);
  return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

}  // namespace

ScalingView::ScalingView(QWidget* parent)
    : QWidget(parent), m_tabs(new QTabWidget), m_controls(new ParameterControls(this)) {
  setObjectName("scalingView");
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_tabs);
  m_tabs->setDocumentMode(true);
  m_tabs->setUsesScrollButtons(true);

  m_curves = new ScalingCurvesTab(m_controls);
  m_fit = new ScalingFitTab(m_controls);
  m_study = new ScalingStudyTab(m_controls);
  m_inverse = new ScalingInverseTab(m_controls);
  m_generations = new ScalingGenerationsTab(m_controls);
  m_precision = new ScalingPrecisionTab(m_controls);
  m_tabList = {m_curves, m_fit, m_study, m_inverse, m_generations, m_precision};
  m_tabs->addTab(m_curves, tr("Curves"));
  m_tabs->addTab(m_fit, tr("Fit"));
  m_tabs->addTab(m_study, tr("Study"));
  m_tabs->addTab(m_inverse, tr("T vs 1/N"));
  m_tabs->addTab(m_generations, tr("Generations"));
  m_tabs->addTab(m_precision, tr("Precision"));
  m_tabs->setTabToolTip(0, tr("Law curves of the scenario against measured points, residuals"));
  m_tabs->setTabToolTip(1, tr("Fit a law to the selected series, with its 95 % band"));
  m_tabs->setTabToolTip(2, tr("Scaling-study figure: time, speed-up and efficiency"));
  m_tabs->setTabToolTip(3, tr("Time against 1/N: serial and parallel time from a line"));
  m_tabs->setTabToolTip(4, tr("Predicted vs measured Rmax across TOP500 generations"));
  m_tabs->setTabToolTip(5, tr("Predicted gain of reduced precision vs measured HPL-MxP/HPL"));
  new TabTitles(m_tabs, {tr("Curves"), tr("Fit"), tr("Study"), tr("1/N"), tr("Gen."), tr("Prec.")});
  m_pending.assign(m_tabList.size(), Pending{});

  connect(m_controls, &ParameterControls::edited, this, [this](model::Param param, double value) {
    emit parameterEdited(param, value);
    emit editFinished();
  });
  connect(m_fit, &ScalingFitTab::runClicked, this, &ScalingView::excludedRunToggled);
  connect(m_fit, &ScalingFitTab::applyRequested, this, &ScalingView::fitApplied);
  connect(m_tabs, &QTabWidget::currentChanged, this, [this](int i) { refreshTab(i); });
  rederiveSeries();
  refreshTab(m_tabs->currentIndex());
}

ScalingView::~ScalingView() = default;

QCustomPlot* ScalingView::curvesPlot() const {
  return m_curves->plot();
}

void ScalingView::setScenario(const model::Scenario& scenario, const model::ParamSet& changed) {
  m_scenario = scenario;
  m_controls->show(scenario);  // always: a local edit the document did not take is undone
  if (changed.intersects(model::kSeriesOptionParams)) rederiveSeries();
  // Each tab collects the changes of what it reads; a PIM drag leaves every tab as it is.
  for (std::size_t t = 0; t < m_pending.size(); ++t)
    m_pending[t].params |= changed & m_tabList[static_cast<int>(t)]->reads();
  // Only the visible tab is drawn now; the others when they are shown (or exported).
  refreshTab(m_tabs->currentIndex());
}

void ScalingView::setDatasets(const model::DatasetCollection& data) {
  m_data = data;
  rederiveSeries();
  for (Pending& p : m_pending) p.data = true;
  refreshTab(m_tabs->currentIndex());
}

void ScalingView::setExcludedRuns(const std::vector<model::ExcludedRun>& runs) {
  if (runs == m_excludedRuns) return;
  m_excludedRuns = runs;
  // Only the Fit tab fits; the other tabs draw the same with and without exclusions.
  m_pending[static_cast<std::size_t>(m_tabList.indexOf(m_fit))].exclusions = true;
  refreshTab(m_tabs->currentIndex());
}

void ScalingView::rederiveSeries() {
  m_series =
      model::measuredSeries(m_data, model::seriesOptions(model::scalingSettings(m_scenario)));
  QStringList names, tips;
  for (const auto& s : m_series) {
    names << QString::fromStdString(s.name);
    tips << (s.setIndex ? sourceToolTip(m_data.measurements[*s.setIndex]) : QString());
  }
  m_controls->setSeriesNames(names, tips);
}

void ScalingView::refreshTab(int index) {
  if (index < 0 || index >= m_tabList.size()) return;
  Pending& pending = m_pending[static_cast<std::size_t>(index)];
  if (pending.params.empty() && !pending.data && !pending.exclusions) return;
  ScalingInputs in;
  in.scenario = &m_scenario;
  in.settings = model::scalingSettings(m_scenario);
  in.data = &m_data;
  in.series = &m_series;
  in.changed = pending.params;
  in.dataChanged = pending.data;
  in.excludedRuns = &m_excludedRuns;
  pending = {{}, false, false};
  m_tabList[index]->redraw(in);
}

void ScalingView::refreshAll() {
  for (int i = 0; i < m_tabList.size(); ++i) refreshTab(i);
}

void ScalingView::showFitTab() {
  m_tabs->setCurrentWidget(m_fit);
}

QString ScalingView::title() const {
  return tr("Scaling");
}

model::ParamSet ScalingView::reads() const {
  model::ParamSet r = model::kSeriesOptionParams;
  for (const ScalingTab* tab : m_tabList) r |= tab->reads();
  return r;
}

void ScalingView::connectEdits(const ViewEdits& edits) {
  connect(this, &ScalingView::parameterEdited, this,
          [set = edits.set](model::Param param, double value) { set(param, value); });
  connect(this, &ScalingView::editFinished, this, [finished = edits.finished] { finished(); });
}

std::vector<Figure> ScalingView::figures() {
  refreshAll();
  std::vector<Figure> out;
  for (int i = 0; i < m_tabList.size(); ++i)
    out.push_back(
        plotFigure(stemOf(kTabFigures[i].view), tr(kTabFigures[i].title), m_tabList[i]->plot()));
  return out;
}

void ScalingView::saveState(QJsonObject& views) const {
  views[kStateKey] =
      QJsonObject{{kStateTab, currentPlotName()}, {kStatePredictAt, m_fit->predictAt()}};
}

void ScalingView::restoreState(const QJsonObject& views) {
  const QJsonObject state = views.value(kStateKey).toObject();
  const QString tab = state.value(kStateTab).toString();
  for (int i = 0; i < m_tabList.size(); ++i)
    if (stemOf(kTabFigures[i].view) == tab) m_tabs->setCurrentWidget(m_tabList[i]);
  if (const QJsonValue n = state.value(kStatePredictAt); n.isDouble())
    m_fit->setPredictAt(n.toDouble());
}

QString ScalingView::currentPlotName() const {
  const int i = m_tabs->currentIndex();
  return stemOf(kTabFigures[i >= 0 && i < m_tabList.size() ? i : 0].view);
}

bool ScalingView::showLessonView(model::LessonView view) {
  for (int i = 0; i < m_tabList.size(); ++i)
    if (kTabFigures[i].view == view) {
      m_tabs->setCurrentWidget(m_tabList[i]);
      return true;
    }
  return false;
}

bool ScalingView::highlight(const model::Highlight& h) {
  if (h.kind != model::Highlight::Kind::Curve) return false;
  if (QCPGraph* g = m_curves->graphOfLaw(h.target)) m_marks.thicken(g);
  return true;
}

void ScalingView::clearHighlight() {
  m_marks.clearHighlight();
}

bool ScalingView::markAnswer(const model::Question& q, const AnswerMark& mark) {
  // The tab that shows the question's reveal knows where its answer goes.
  for (int i = 0; i < m_tabList.size(); ++i)
    if (q.reveal && kTabFigures[i].view == *q.reveal)
      return m_tabList[i]->markAnswer(q, mark, m_scenario, m_marks);
  return false;
}

void ScalingView::clearMarks() {
  m_marks.clearAnswer();
}

}  // namespace scalescope::views
