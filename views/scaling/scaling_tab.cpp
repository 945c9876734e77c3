#include "views/scaling/scaling_tab.h"

#include <qcustomplot.h>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <numeric>

#include "model/core/number_text.h"
#include "model/laws/law_table.h"
#include "views/common/flow_layout.h"
#include "views/common/legend_look.h"
#include "views/common/log_ticker.h"
#include "views/common/model_text.h"
#include "views/common/parameter_controls.h"
#include "views/common/plot_folding.h"
#include "views/common/plot_style.h"
#include "views/scaling/crowded_labels.h"

namespace scalescope::views {

const model::MeasuredSeries* ScalingInputs::selected() const {
  if (!series || series->empty()) return nullptr;
  return &(*series)[std::min(settings.series, series->size() - 1)];
}

ScalingTab::ScalingTab(ParameterControls* controls, QWidget* parent)
    : QWidget(parent), m_controls(controls), m_plot(new QCustomPlot), m_controlRow(new FlowLayout) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 0);
  layout->setSpacing(2);
  m_controlRow->setContentsMargins(4, 0, 4, 0);
  auto* controlBox = new FlowBox(m_controlRow);
  layout->addWidget(controlBox);
  layout->addWidget(m_plot, 1);
  applyPlotStyle(m_plot);
  installValueTooltips(m_plot, 10);  // measured points sit close together
  // Small enough for a 1024×700 window (the axis texts still fit), large enough to read.
  m_plot->setMinimumSize(240, 140);
}

ScalingTab::~ScalingTab() {
  delete m_folding;  // before the plot: folded elements go back into its layout
}

void ScalingTab::addControl(const QString& label, QWidget* widget) {
  if (label.isEmpty()) {
    m_controlRow->addWidget(widget);
    return;
  }
  // A label and its control wrap to the next row together.
  auto* pair = new QWidget;
  auto* h = new QHBoxLayout(pair);
  h->setContentsMargins(0, 0, 0, 0);
  h->setSpacing(4);
  auto* l = new QLabel(label);
  l->setBuddy(widget);
  h->addWidget(l);
  h->addWidget(widget);
  m_controlRow->addWidget(pair);
}

void ScalingTab::addStretch() {
  // Rows of a flow layout do not stretch: the controls after it simply follow.
}

QCPTextElement* ScalingTab::addTitle(const QString& text) {
  m_plot->plotLayout()->insertRow(0);
  auto* title = new QCPTextElement(m_plot, text, QFont(font().family(), 10, QFont::Bold));
  m_plot->plotLayout()->addElement(0, 0, title);
  return title;
}

void ScalingTab::moveLegendBelow(int row, int columns) {
  QCPLegend* legend = m_plot->legend;
  if (auto* inset = m_plot->axisRect()->insetLayout(); inset->elements(false).contains(legend))
    inset->take(legend);
  m_plot->plotLayout()->addElement(row, 0, legend);
  legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
  legend->setWrap(columns);
  m_legendColumns = columns;
  // As many of those columns as the widest entry leaves room for, at every layout: four
  // columns in a 504 px figure cut "Predicted = measured" and "Frontier" to "Fronti".
  if (!m_legendFitted) {
    m_legendFitted = true;
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
      if (m_plot->legend->layout() == m_plot->plotLayout() &&
          fitLegendColumns(m_plot->legend, m_legendColumns))
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
  }
  legend->setBorderPen(Qt::NoPen);
  legend->setBrush(Qt::NoBrush);
  legend->setMargins(QMargins(4, 0, 4, 2));
  legend->setRowSpacing(0);
  legend->setColumnSpacing(12);
  m_plot->plotLayout()->setRowStretchFactor(row, 0.001);
}

QCPTextElement* ScalingTab::addFootnote(int row, bool foldFirst) {
  auto* note = new QCPTextElement(m_plot, QString(), QFont(font().family(), 8));
  note->setTextColor(QColor(60, 60, 60));
  note->setMargins(QMargins(6, 0, 6, 2));
  m_plot->plotLayout()->addElement(row, 0, note);
  m_plot->plotLayout()->setRowStretchFactor(row, 0.001);
  (foldFirst ? m_secondaryNotes : m_footnotes) << note;
  return note;
}

void ScalingTab::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  if (m_folding) return;
  // Secondary notes first, then the legend (the names are in the value tooltips too), then the
  // footnotes.
  QList<QCPLayoutElement*> optional;
  for (QCPTextElement* note : m_secondaryNotes) optional << note;
  if (m_plot->legend->layout() == m_plot->plotLayout()) optional << m_plot->legend;
  for (QCPTextElement* note : m_footnotes) optional << note;
  optional << m_alsoFolded;
  m_folding = new PlotFolding(m_plot, optional);  // deleted before the plot (destructor)
  if (m_legendCorner) m_folding->setLegendInset(m_legendCorner);
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void setScalingLogAxis(QCPAxis* axis, const QString& label, double heightShare) {
  setLogAxis(axis, label);
  axis->setTicker(QSharedPointer<QCPAxisTicker>(new FittingLogTicker(axis, heightShare)));
}

void spreadLabels(const QList<QCPItemText*>& items) {
  // Label boxes in a nominal 460×260 px axis rect: exports are at least that large, so what
  // does not overlap here does not overlap there. Each label takes the nearest free slot:
  // on its side of the point 0, ±1, …, ±7 lines away, then on the other side.
  constexpr double kWidth = 460, kHeight = 260, kLine = 11;
  struct Box {
    QCPItemText* item;
    double x, y, w;
    bool right;  ///< text to the right of the point
    double left() const { return right ? x : x - w; }
  };
  std::vector<Box> boxes;
  for (QCPItemText* item : items) {
    const auto frac = [](QCPAxis* a, double v) {
      const QCPRange r = a->range();
      if (a->scaleType() == QCPAxis::stLogarithmic)
        return v > 0 ? std::log(v / r.lower) / std::log(r.upper / r.lower) : 0.0;
      return (v - r.lower) / (r.upper - r.lower);
    };
    const QPointF at = item->position->coords();
    const double width = QFontMetricsF(item->font()).horizontalAdvance(item->text()) + 8;
    boxes.push_back({item, frac(item->position->keyAxis(), at.x()) * kWidth,
                     (1 - frac(item->position->valueAxis(), at.y())) * kHeight, width,
                     bool(item->positionAlignment() & Qt::AlignLeft)});
  }
  std::sort(boxes.begin(), boxes.end(), [](const Box& a, const Box& b) { return a.y < b.y; });
  std::vector<Box> placed;
  for (const Box& original : boxes) {
    const auto free = [&](const Box& b) {
      return b.y > -kLine && b.y < kHeight - kLine / 2 && b.left() >= -4 &&
             b.left() + b.w <= kWidth + 4 &&
             std::none_of(placed.begin(), placed.end(), [&](const Box& c) {
               return b.left() < c.left() + c.w && c.left() < b.left() + b.w &&
                      std::abs(b.y - c.y) < kLine;
             });
    };
    Box best = original;
    bool found = false;
    for (bool side : {original.right, !original.right}) {
      for (int step = 0; step <= 14 && !found; ++step) {
        Box b = original;
        b.right = side;
        b.y = original.y + (step % 2 ? 1 : -1) * ((step + 1) / 2) * kLine;
        if (free(b)) best = b, found = true;
      }
      if (found) break;
    }
    // The label hangs from its point at a pixel offset; a thin leader line joins them when
    // the label had to move off the point's line.
    QCPItemText* item = best.item;
    QCPItemPosition* pos = item->position;
    auto* leader = new QCPItemLine(item->parentPlot());
    leader->setClipAxisRect(pos->keyAxis()->axisRect());
    leader->start->setAxes(pos->keyAxis(), pos->valueAxis());
    leader->start->setCoords(pos->coords());
    pos->setType(QCPItemPosition::ptAbsolute);
    pos->setParentAnchor(leader->start);
    pos->setCoords(0, std::round(best.y - original.y));
    const int gap = std::max({item->padding().left(), item->padding().right(), 6});
    item->setPositionAlignment((best.right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    item->setPadding(QMargins(best.right ? gap : 0, 0, best.right ? 0 : gap, 0));
    leader->end->setParentAnchor(best.right ? item->left : item->right);
    leader->setPen(QPen(item->color().lighter(140), 0.8));
    leader->setVisible(std::abs(best.y - original.y) >= kLine / 2);
    leader->setSelectable(false);
    item->setProperty("leader", QVariant::fromValue<QObject*>(leader));
    placed.push_back(best);
  }
  // What a smaller plot than the nominal one has no room for is hidden after its layout.
  if (!items.isEmpty()) CrowdedLabels::of(items.front()->parentPlot())->setLabels(items);
}

QColor measuredColor(int index) {
  // Darker than the law palette so points stand out on top of the curves.
  static const QColor colors[] = {QColor(0, 0, 0),      QColor(170, 40, 40),  QColor(0, 90, 140),
                                  QColor(150, 90, 0),   QColor(110, 50, 140), QColor(0, 120, 90),
                                  QColor(190, 80, 150), QColor(90, 90, 90)};
  return colors[static_cast<unsigned>(index) % (sizeof colors / sizeof colors[0])];
}

void styleMeasured(QCPGraph* graph, int index, bool hollow, double size) {
  static const QCPScatterStyle::ScatterShape shapes[] = {QCPScatterStyle::ssCircle,
                                                         QCPScatterStyle::ssSquare,
                                                         QCPScatterStyle::ssTriangle,
                                                         QCPScatterStyle::ssDiamond,
                                                         QCPScatterStyle::ssTriangleInverted,
                                                         QCPScatterStyle::ssCross,
                                                         QCPScatterStyle::ssPlus,
                                                         QCPScatterStyle::ssStar};
  const QColor c = measuredColor(index);
  const auto shape = shapes[static_cast<unsigned>(index) % (sizeof shapes / sizeof shapes[0])];
  const QBrush fill = hollow ? QBrush(Qt::white) : QBrush(c.lighter(150));
  graph->setLineStyle(QCPGraph::lsNone);
  graph->setScatterStyle(QCPScatterStyle(shape, QPen(c, 1.6), fill, size));
  graph->setPen(QPen(c));
  // On screen, QCustomPlot thins only points that fall several to a pixel (a 30,000-entry
  // TOP500 history cost 160 ms per replot); exports draw every point (plot_export.cpp).
  graph->setAdaptiveSampling(true);
}

QString shortNumber(double value, int digits) {
  return localNumber(value, 'g', digits);
}

QString lawText(std::string_view text) {
  return QCoreApplication::translate("Law", std::string(text).c_str());
}

QStringList fittedLawNames() {
  QStringList names;
  for (model::Law law : model::fittedLaws()) names << lawText(model::lawEntry(law).name);
  return names;
}

std::size_t showTimedRuns(const model::MeasuredSeries& series, QCPGraph* runs, QCPGraph* outliers) {
  std::vector<double> rn, rt, on, ot;
  for (const auto& p : series.points)
    if (p.timeSeconds) {
      rn.push_back(p.n), rt.push_back(*p.timeSeconds);
      if (p.outlier) on.push_back(p.n), ot.push_back(*p.timeSeconds);
    }
  const std::size_t count = rn.size();
  setSortedData(runs, std::move(rn), std::move(rt));
  setSortedData(outliers, std::move(on), std::move(ot));
  return count;
}

void setSortedData(QCPGraph* graph, std::vector<double> keys, std::vector<double> values,
                   QStringList details) {
  std::vector<std::size_t> order(keys.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return keys[a] < keys[b]; });
  QVector<double> k, v;
  QStringList d;
  for (std::size_t i : order) {
    k.append(keys[i]);
    v.append(values[i]);
    if (i < static_cast<std::size_t>(details.size())) d.append(details[static_cast<int>(i)]);
  }
  graph->setData(k, v, true);
  graph->setProperty("details", d);
}

}  // namespace scalescope::views
