#include "views/scaling/scaling_generations_tab.h"

#include <qcustomplot.h>
#include <QHeaderView>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>

#include "views/common/plot_marks.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {
QString shortList(const std::string& list) {  // "2016-11" → "16-11"
  return QString::fromStdString(list.size() == 7 ? list.substr(2) : list);
}
}  // namespace

ScalingGenerationsTab::ScalingGenerationsTab(ParameterControls* controls, QWidget* parent)
    : ScalingTab(controls, parent), m_table(new QTableWidget) {
  setObjectName("scalingGenerationsTab");
  plot()->setMinimumHeight(170);  // its title, legend and axes above the table
  addTitle(tr("Across generations: Amdahl's prediction of Rmax"));
  moveLegendBelow(2, 4);
  m_footnote = addFootnote(3);
  setScalingLogAxis(m_plot->xAxis, tr("Measured Rmax (TFlop/s)"));
  setScalingLogAxis(m_plot->yAxis, tr("Predicted Rmax (TFlop/s)"));
  // The unit while there is room for it; on the smallest plot the x axis' unit stands.
  setShortAxisLabel(m_plot->yAxis, tr("Pred. (TF/s)"), tr("Predicted"));
  m_identity = m_plot->addGraph();
  m_identity->setPen(QPen(QColor(110, 110, 110), 1.5, Qt::DashLine));
  m_identity->setName(tr("Predicted = measured"));
  m_identity->setProperty("noTooltip", true);

  // The plot above, the list of pairs below; both resizable.
  auto* split = new QSplitter(Qt::Vertical);
  layout()->removeWidget(m_plot);
  split->addWidget(m_plot);
  split->addWidget(m_table);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  static_cast<QVBoxLayout*>(layout())->addWidget(split, 1);
  const QStringList headers = {
      tr("System"),          tr("From → to"),         tr("N later"),           tr("1−α_eff used"),
      tr("E predicted"),     tr("Rmax pred. (TF/s)"), tr("Rmax meas. (TF/s)"), tr("Error"),
      tr("1−α_eff achieved")};
  m_table->setColumnCount(static_cast<int>(headers.size()));
  m_table->setHorizontalHeaderLabels(headers);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->verticalHeader()->setVisible(false);
  m_table->verticalHeader()->setDefaultSectionSize(20);
  m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_table->setAlternatingRowColors(true);
}

QString ScalingGenerationsTab::footnote() const {
  return m_footnote->text().replace('\n', ' ');
}

void ScalingGenerationsTab::refresh(const ScalingInputs& in) {
  // Drawn only when the loaded data changed (reads() is empty).
  m_predictions = model::predictGenerations(in.data->top500);
  for (QCPGraph* g : m_systems) m_plot->removeGraph(g);
  m_systems.clear();
  m_plot->clearItems();
  m_labels.clear();

  std::map<std::string, int> systemIndex;
  std::vector<std::vector<const model::GenerationPrediction*>> bySystem;
  for (const auto& p : m_predictions) {
    const std::string key = p.system + " @ " + p.site;
    if (!systemIndex.count(key)) {
      systemIndex[key] = static_cast<int>(bySystem.size());
      bySystem.emplace_back();
    }
    bySystem[static_cast<std::size_t>(systemIndex[key])].push_back(&p);
  }
  double lo = HUGE_VAL, hi = 0;
  QFont labelFont(font().family(), 7);
  for (std::size_t k = 0; k < bySystem.size(); ++k) {
    std::vector<double> x, y;
    QStringList details;
    for (const auto* p : bySystem[k]) {
      x.push_back(p->rmaxMeasuredTflops);
      y.push_back(p->rmaxPredictedTflops);
      lo = std::min({lo, p->rmaxMeasuredTflops, p->rmaxPredictedTflops});
      hi = std::max({hi, p->rmaxMeasuredTflops, p->rmaxPredictedTflops});
      details << tr("%1 → %2: error %3 %<br>1−α_eff %4 predicts E = %5 at N = %6%7")
                     .arg(QString::fromStdString(p->fromList), QString::fromStdString(p->toList),
                          shortNumber(100 * p->relativeError, 3),
                          shortNumber(p->fromSerialFraction, 3),
                          shortNumber(p->predictedEfficiency, 3))
                     .arg(p->toCores)
                     .arg(p->relisting ? tr("<br><i>re-listing of an unchanged machine: exact by "
                                            "construction, left out of the summary</i>")
                                       : QString());
    }
    // One label per distinct point: a machine listed unchanged twice gives the same point.
    // Written "from→to, to" when several later editions share a point and an earlier one.
    std::vector<std::pair<std::pair<double, double>, QStringList>> labels;
    for (const auto* p : bySystem[k]) {
      const std::pair<double, double> at{p->rmaxMeasuredTflops, p->rmaxPredictedTflops};
      auto it =
          std::find_if(labels.begin(), labels.end(), [&](const auto& l) { return l.first == at; });
      if (it == labels.end()) it = labels.insert(labels.end(), {at, {}});
      const QString from = shortList(p->fromList) + "→";
      if (!it->second.isEmpty() && it->second.back().startsWith(from))
        it->second.back() += ", " + shortList(p->toList);
      else
        it->second << from + shortList(p->toList);
    }
    for (const auto& [at, texts] : labels) {
      auto* label = new QCPItemText(m_plot);
      label->position->setCoords(at.first, at.second);
      label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
      label->setPadding(QMargins(6, 0, 0, 0));
      label->setFont(labelFont);
      label->setColor(measuredColor(static_cast<int>(k)).darker(110));
      label->setText(texts.join("; "));
      label->setClipToAxisRect(true);
      m_labels.append(label);
    }
    QCPGraph* g = m_plot->addGraph();
    g->setName(QString::fromStdString(bySystem[k].front()->system));
    g->setProperty("keyName", tr("measured Rmax (TFlop/s)"));
    g->setProperty("valueName", tr("predicted Rmax (TFlop/s)"));
    styleMeasured(g, static_cast<int>(k), false, 8);
    setSortedData(g, x, y, details);
    m_systems.append(g);
  }
  if (hi > 0) {
    m_identity->setData({lo / 3, hi * 3}, {lo / 3, hi * 3}, true);
    m_plot->xAxis->setRange(lo / 2.2, hi * 2.5);
    m_plot->yAxis->setRange(lo / 2.2, hi * 1.6);
    spreadLabels(m_labels);
  }
  const auto summary = model::summarizeGenerations(m_predictions);
  QStringList leftOut;
  if (summary.relistings > 0)
    leftOut << tr("%n re-listing(s) with unchanged N, Rmax, Rpeak", "",
                  static_cast<int>(summary.relistings));
  if (summary.repeatedPairs > 0)
    leftOut << tr("%n repeat(s) of a pair through a re-listed entry", "",
                  static_cast<int>(summary.repeatedPairs));
  const QString left =
      leftOut.isEmpty() ? QString() : tr(" (left out: %1)").arg(leftOut.join(tr("; ")));
  m_footnote->setText(
      m_predictions.empty() ? tr("No system has two TOP500 entries among the loaded data.")
      : summary.pairs == 0
          ? tr("Only re-listings of unchanged machines: no prediction to summarise.")
          : tr("Earlier entry's 1−α_eff → Amdahl E at the later N → Rmax = Rpeak·E.\n"
               "%1 distinct predictions%2; mean |error| %3 %, worst %4 % (labels: yy-mm).")
                .arg(summary.pairs)
                .arg(left)
                .arg(shortNumber(100 * summary.meanAbsRelativeError, 3))
                .arg(shortNumber(100 * summary.worstAbsRelativeError, 3)));

  m_table->setRowCount(static_cast<int>(m_predictions.size()));
  int row = 0;
  for (const auto& p : m_predictions) {
    const QStringList cells = {
        QString::fromStdString(p.system),
        QString::fromStdString(p.fromList + " → " + p.toList),
        QString::number(p.toCores),
        shortNumber(p.fromSerialFraction, 3),
        shortNumber(p.predictedEfficiency, 3),
        shortNumber(p.rmaxPredictedTflops, 5),
        shortNumber(p.rmaxMeasuredTflops, 5),
        p.relisting     ? tr("re-listing")
        : p.repeatsPair ? tr("%1 % (repeat)").arg(shortNumber(100 * p.relativeError, 3))
                        : QStringLiteral("%1 %").arg(shortNumber(100 * p.relativeError, 3)),
        shortNumber(p.achievedSerialFraction, 3)};
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      if (c >= 2) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      m_table->setItem(row, c, item);
    }
    ++row;
  }
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

bool ScalingGenerationsTab::markAnswer(const model::Question& q, const AnswerMark& mark,
                                       const model::Scenario&, PlotMarks& marks) {
  if (q.kind != model::Question::Kind::Number || q.quantity != "generation.predicted_rmax_tflops")
    return false;
  marks.markAnswer(plot()->yAxis, mark);
  return true;
}

}  // namespace scalescope::views
