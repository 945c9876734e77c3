#include "app/imports/network_fit_dialog.h"

#include <qcustomplot.h>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>
#include <cstdio>

#include "app/document/document.h"
#include "model/core/parameter_table.h"
#include "model/data/readers.h"
#include "model/measured/alpha_beta_fit.h"
#include "model/measured/network_values.h"
#include "views/common/model_text.h"
#include "views/common/plot_style.h"
#include "views/scaling/scaling_tab.h"

namespace scalescope::app {

namespace {

enum FitColumn {
  FitSeries,
  FitFile,
  FitProcesses,
  FitRuns,
  FitLatency,
  FitBandwidth,
  FitR2,
  FitPerLink,
  FitColumnCount
};

/// One latency table with its line, and the timeline's per-link values from it: the fit itself
/// for a point-to-point test (one message on one link), else what the timeline's communication
/// pattern makes of the collective's line at its N (model/measured/network_values.h).
struct TableRow {
  std::size_t set = 0;
  model::LatencyTableFit fit;
  bool pointToPoint = false;
  double latencyUs = 0, bandwidthGbs = 0;  ///< per link; 0 when there are none
  QString why;                             ///< why there are none
};

std::vector<TableRow> latencyRows(const model::DatasetCollection& data,
                                  model::CommPattern pattern) {
  std::vector<TableRow> rows;
  for (std::size_t i = 0; i < data.measurements.size(); ++i)
    for (auto& f : model::fitLatencyTables(data.measurements[i])) {
      TableRow row{i, f, model::isPointToPointName(f.group), 0, 0, {}};
      if (!f.fit) {
        row.why = views::modelText(f.errorText);
      } else if (f.fit->r2 < model::kMinNetworkFitR2) {
        row.why = QObject::tr(
                      "R² = %1 < %2: the line explains too little of the times to be "
                      "a network (a busy machine?)")
                      .arg(views::localNumber(f.fit->r2, 'f', 2))
                      .arg(model::kMinNetworkFitR2);
      } else if (row.pointToPoint) {
        if (f.fit->latencySeconds > 0) {
          row.latencyUs = f.fit->latencySeconds * 1e6;
          row.bandwidthGbs = f.fit->bandwidthBytesPerSecond / 1e9;
        } else {
          row.why = QObject::tr(
              "the fitted latency is not positive: these data do not "
              "support a latency (too few small messages?)");
        }
      } else {
        std::vector<double> m, t;
        for (const auto& p : data.measurements[i].points)
          if (p.bytes && p.timeSeconds && p.group == f.group && p.n == f.processes) {
            m.push_back(*p.bytes);
            t.push_back(*p.timeSeconds);
          }
        const auto v = model::networkValuesFromTable(m, t, f.processes, pattern);
        if (v) {
          row.latencyUs = v->latencySeconds * 1e6;
          row.bandwidthGbs = v->bytesPerSecond / 1e9;
        } else {
          row.why = views::errorText(v);
        }
      }
      rows.push_back(std::move(row));
    }
  return rows;
}

model::CommPattern patternOf(const Document& document) {
  return model::timelineParams(document.scenario()).pattern;
}

QString withError(double value, double error) {
  char v[32], e[32];
  std::snprintf(v, sizeof v, "%#.3g", value);
  std::snprintf(e, sizeof e, "%.2g", error);
  QString text = QString::fromLatin1(v);
  if (text.endsWith('.')) text.chop(1);
  // In the window's number form (German "1,04 ± 0,085").
  return QStringLiteral("%1 ± %2").arg(views::localNumberText(text.toStdString()),
                                       views::localNumberText(e));
}

}  // namespace

bool NetworkFitDialog::hasLatencyTables(const Document& document) {
  for (const auto& set : document.datasets().measurements)
    for (const auto& p : set.points)
      if (p.bytes) return true;
  return false;
}

NetworkFitDialog::NetworkFitDialog(Document* document, QWidget* parent)
    : QDialog(parent),
      m_document(document),
      m_table(new QTableWidget(0, FitColumnCount)),
      m_plot(new QCustomPlot),
      m_use(new QPushButton(tr("Use these values"))),
      m_current(new QLabel),
      m_status(new QLabel) {
  setWindowTitle(tr("Network latency and bandwidth (α–β fit)"));
  setObjectName("networkFitDialog");
  auto* intro = new QLabel(
      tr("Each latency table is fitted by T(m) = L + m/B (ordinary least squares on the time, "
         "every row an observation; standard errors from the fit, SE(B) by the delta method). "
         "The timeline model prices one message on one link: a point-to-point test gives that "
         "directly; a collective's line is divided by what the timeline's communication "
         "pattern does at its N. Select a row to see its points and line; <b>Use these "
         "values</b> sets the timeline's network latency and bandwidth (one undo step)."));
  intro->setWordWrap(true);
  m_table->setHorizontalHeaderLabels({tr("Series"), tr("File"), tr("N"), tr("Runs"), tr("L (µs)"),
                                      tr("B (GB/s)"), tr("R²"), tr("Timeline L, B per link")});
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->setSelectionMode(QAbstractItemView::SingleSelection);
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->horizontalHeader()->setSectionResizeMode(FitSeries, QHeaderView::Stretch);
  m_table->verticalHeader()->hide();
  m_table->setMinimumHeight(120);
  views::applyPlotStyle(m_plot);
  // Log axes whose ticks stay readable over a decade or less (the Scaling view's ticker).
  views::setScalingLogAxis(m_plot->xAxis, tr("Message size m (bytes)"));
  views::setScalingLogAxis(m_plot->yAxis, tr("Time T (µs)"));
  m_plot->setMinimumHeight(220);
  m_plot->legend->setVisible(true);
  // Latency grows with size: the top left of the plot is where no point lies.
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
  m_use->setToolTip(
      tr("Set timeline.net_latency_us and timeline.net_bandwidth_gbs to this "
         "row's L and B (Edit ▸ Undo takes both back)"));
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
  buttons->addButton(m_use, QDialogButtonBox::ActionRole);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_use, &QPushButton::clicked, this, [this] {
    const QString why = useRow(m_table->currentRow());
    m_status->setText(why.isEmpty() ? tr("Timeline network set (Edit ▸ Undo to take it back).")
                                    : why);
  });
  m_status->setWordWrap(true);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro);
  layout->addWidget(m_table, 1);
  layout->addWidget(m_plot, 2);
  layout->addWidget(m_current);
  layout->addWidget(m_status);
  layout->addWidget(buttons);
  connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) { showRow(row); });
  connect(m_document, &Document::scenarioChanged, this, [this] {
    showCurrent();
    // The per-link values depend on the timeline's communication pattern.
    if (patternOf(*m_document) != m_pattern) {
      const int row = m_table->currentRow();
      rebuild();
      if (row >= 0) m_table->selectRow(row);
    }
  });
  rebuild();
  showCurrent();
  resize(860, 600);
}

void NetworkFitDialog::rebuild() {
  m_pattern = patternOf(*m_document);
  const auto rows = latencyRows(m_document->datasets(), m_pattern);
  m_table->setRowCount(static_cast<int>(rows.size()));
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    const auto& row = rows[static_cast<std::size_t>(r)];
    const auto& set = m_document->datasets().measurements[row.set];
    auto put = [&](int column, const QString& text, const QString& tip = {}) {
      auto* item = new QTableWidgetItem(text);
      item->setToolTip(tip.isEmpty() ? text : tip);
      m_table->setItem(r, column, item);
    };
    put(FitSeries, QString::fromStdString(row.fit.group));
    put(FitFile, QFileInfo(QString::fromStdString(set.sourceName)).fileName(),
        QString::fromStdString(set.sourceName));
    put(FitProcesses, QString::number(row.fit.processes));
    put(FitRuns, QString::number(row.fit.runs));
    if (row.fit.fit) {
      const auto& f = *row.fit.fit;
      const bool physical = !model::alphaBetaCaveat(f);
      put(FitLatency,
          physical ? withError(f.latencySeconds * 1e6, f.latencyStdErr * 1e6)
                   : tr("%1 ⚠ not physical")
                         .arg(withError(f.latencySeconds * 1e6, f.latencyStdErr * 1e6)),
          physical ? tr("L = %1 ± %2 µs (standard error), %3 degrees of freedom")
                         .arg(views::localNumber(f.latencySeconds * 1e6, 'g', 4))
                         .arg(views::localNumber(f.latencyStdErr * 1e6, 'g', 2))
                         .arg(f.degreesOfFreedom)
                   : tr("L = %1 ± %2 µs is negative, which no network has: the straight line "
                        "does not hold down to the smallest messages. Flagged, not constrained: "
                        "B is the least-squares slope; the latency is not used.")
                         .arg(views::localNumber(f.latencySeconds * 1e6, 'g', 4))
                         .arg(views::localNumber(f.latencyStdErr * 1e6, 'g', 2)));
      put(FitBandwidth, withError(f.bandwidthBytesPerSecond / 1e9, f.bandwidthStdErr / 1e9),
          tr("B = %1 ± %2 GB/s (1 GB = 10⁹ bytes; standard error by the delta method)")
              .arg(views::localNumber(f.bandwidthBytesPerSecond / 1e9, 'g', 4))
              .arg(views::localNumber(f.bandwidthStdErr / 1e9, 'g', 2)));
      put(FitR2, views::localNumber(f.r2, 'f', 4));
      const QString pattern = row.pointToPoint
                                  ? tr("point to point")
                                  : QString::fromStdString(std::string(model::toString(m_pattern)));
      if (row.latencyUs > 0)
        put(FitPerLink,
            tr("%1 µs, %2 GB/s (%3)")
                .arg(views::localNumber(row.latencyUs, 'g', 3))
                .arg(views::localNumber(row.bandwidthGbs, 'g', 3))
                .arg(pattern),
            row.pointToPoint ? tr("One message between two processes: the line itself")
                             : tr("The collective's line at N = %1 divided by what the %2 "
                                  "pattern does to one link (timeline.comm_pattern)")
                                   .arg(row.fit.processes)
                                   .arg(pattern));
      else
        put(FitPerLink, tr("none"), row.why);
    } else {
      put(FitLatency, tr("no fit"), views::modelText(row.fit.errorText));
      put(FitBandwidth, QString(), views::modelText(row.fit.errorText));
      put(FitR2, QString());
      put(FitPerLink, tr("none"), row.why);
    }
  }
  m_table->resizeColumnsToContents();
  if (!rows.empty()) m_table->selectRow(0);
  showRow(rows.empty() ? -1 : 0);
}

void NetworkFitDialog::showRow(int row) {
  m_plot->clearGraphs();
  const auto rows = latencyRows(m_document->datasets(), m_pattern);
  const bool valid = row >= 0 && row < static_cast<int>(rows.size());
  m_use->setEnabled(valid && rows[static_cast<std::size_t>(row)].latencyUs > 0);
  if (!valid) {
    m_plot->replot();
    return;
  }
  const auto& r = rows[static_cast<std::size_t>(row)];
  m_use->setToolTip(r.latencyUs > 0
                        ? tr("Set timeline.net_latency_us = %1 and timeline.net_bandwidth_gbs = "
                             "%2 (Edit ▸ Undo takes both back)")
                              .arg(views::localNumber(r.latencyUs, 'g', 4))
                              .arg(views::localNumber(r.bandwidthGbs, 'g', 4))
                        : r.why);
  QVector<double> m, t;
  int zeroSized = 0;
  double lo = 0, hi = 0;
  for (const auto& p : m_document->datasets().measurements[r.set].points) {
    if (!p.bytes || !p.timeSeconds || p.group != r.fit.group || p.n != r.fit.processes) continue;
    if (*p.bytes <= 0) {
      ++zeroSized;  // fitted, but a log axis has no place for 0 bytes
      continue;
    }
    m << *p.bytes;
    t << *p.timeSeconds * 1e6;
    lo = lo == 0 ? *p.bytes : std::min(lo, *p.bytes);
    hi = std::max(hi, *p.bytes);
  }
  QCPGraph* points = m_plot->addGraph();
  points->setName(tr("measured (N = %1)").arg(r.fit.processes));
  points->setLineStyle(QCPGraph::lsNone);
  points->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(0, 90, 140), 6));
  points->setData(m, t);
  if (r.fit.fit && lo > 0) {
    QCPGraph* line = m_plot->addGraph();
    const auto& f = *r.fit.fit;
    line->setName(tr("fit: L = %1 µs, B = %2 GB/s")
                      .arg(views::localNumber(f.latencySeconds * 1e6, 'g', 3))
                      .arg(views::localNumber(f.bandwidthBytesPerSecond / 1e9, 'g', 3)));
    line->setPen(QPen(QColor(200, 60, 0), 1.8));
    QVector<double> x, y;
    for (int i = 0; i <= 60; ++i) {
      const double v = lo * std::pow(hi / lo, i / 60.0);
      const double time = (f.latencySeconds + v / f.bandwidthBytesPerSecond) * 1e6;
      if (time > 0) {
        x << v;
        y << time;
      }
    }
    line->setData(x, y);
  }
  m_plot->rescaleAxes();
  m_plot->xAxis->scaleRange(1.3, m_plot->xAxis->range().center());
  m_plot->yAxis->scaleRange(1.3, m_plot->yAxis->range().center());
  m_status->setText(zeroSized ? tr("%n 0-byte row(s) fitted but not drawn (a log axis has no 0)",
                                   nullptr, zeroSized)
                              : QString());
  m_plot->replot();
}

void NetworkFitDialog::showCurrent() {
  const auto& s = m_document->scenario();
  m_current->setText(
      tr("Timeline model now: network latency L = %1 µs, bandwidth B = %2 GB/s")
          .arg(views::localNumber(s.get(model::Param::TimelineNetLatencyUs), 'g', 4))
          .arg(views::localNumber(s.get(model::Param::TimelineNetBandwidthGbs), 'g', 4)));
}

QString NetworkFitDialog::useRow(int row) {
  const auto rows = latencyRows(m_document->datasets(), m_pattern);
  if (row < 0 || row >= static_cast<int>(rows.size())) return tr("Select a latency table first.");
  const auto& r = rows[static_cast<std::size_t>(row)];
  if (!(r.latencyUs > 0)) return r.why;
  model::Scenario s = m_document->scenario();
  const double latencyUs = r.latencyUs;
  const double bandwidthGbs = r.bandwidthGbs;
  for (auto [param, value] : {std::pair{model::Param::TimelineNetLatencyUs, latencyUs},
                              std::pair{model::Param::TimelineNetBandwidthGbs, bandwidthGbs}}) {
    if (const auto refused = s.trySet(param, value)) return views::modelText(*refused);
  }
  m_document->replaceScenario(s, tr("Use measured network (%1, N = %2): L = %3 µs, B = %4 GB/s")
                                     .arg(QString::fromStdString(r.fit.group))
                                     .arg(r.fit.processes)
                                     .arg(views::localNumber(latencyUs, 'g', 3))
                                     .arg(views::localNumber(bandwidthGbs, 'g', 3)));
  return {};
}

}  // namespace scalescope::app
