// The Roofline view's roofs: a line per roof in its origin's style, slopes up to the highest
// compute roof drawn, the ridge points against the peak marked and one of them written.
#include <qcustomplot.h>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "views/common/plot_style.h"
#include "views/roofline/roofline_labels.h"
#include "views/roofline/roofline_view.h"

namespace scalescope::views {

namespace {

Qt::PenStyle originStyle(model::RoofOrigin origin) {
  switch (origin) {
    case model::RoofOrigin::Assumed:
      return Qt::DashLine;
    case model::RoofOrigin::Fitted:
      return Qt::DashDotLine;
    case model::RoofOrigin::Typed:
      return Qt::DashDotDotLine;
    default:
      return Qt::SolidLine;
  }
}

QString intensityText(double intensity) {
  return RooflineView::tr("%1 op/B").arg(QLocale().toString(intensity, 'g', 3));
}

}  // namespace

const model::Roof& RooflineView::topRoof() const {
  const model::Roof* top = &m_shown.peak();
  for (const model::Roof& r : m_shown.roofs)
    if (r.kind == model::RoofKind::Compute && r.value > top->value) top = &r;
  return *top;
}

void RooflineView::drawRoofs(double xLow, double xHigh) {
  const model::Roof& peak = m_shown.peak();
  // Slopes rise to the highest compute roof drawn (another precision's, when shown): each
  // compute roof meets them where its flat line begins. Ridge points are the FP32 peak's.
  const model::Roof& top = topRoof();
  const model::MeasuredRoofSet* measured = shownRoofSet();
  int measuredLevels = 0;  // a measured machine's memory levels: a colour each
  double fastest = 0;      // the highest bandwidth: where the flat roofs begin
  for (const model::Roof& r : m_shown.roofs)
    if (r.kind != model::RoofKind::Compute) fastest = std::max(fastest, r.value);
  QVector<double> ridgeX, ridgeY;
  QStringList ridgeDetails;
  for (const model::Roof& r : m_shown.roofs) {
    QCPGraph* g = m_plot->addGraph();
    QVector<double> x, y;
    if (r.kind == model::RoofKind::Compute) {
      const double from = fastest > 0 ? std::max(xLow, r.value / fastest) : xLow;
      x = {from, xHigh};
      y = {r.value, r.value};
    } else {
      const double to = std::min(xHigh, model::ridgePoint(top, r));
      x = {xLow, to};
      y = {r.value * xLow, r.value * to};
      if (const double ridge = model::ridgePoint(peak, r); ridge < xHigh) {
        ridgeX.append(ridge);
        ridgeY.append(peak.value);
        ridgeDetails.append(tr("Ridge point of %1 under %2: %3")
                                .arg(roofLabel(r), roofLabel(peak), intensityText(ridge)));
      }
    }
    // Points along the line, four per decade (it is straight on log–log axes either way):
    // an exported figure's legend looks for the corner with the fewest points to cover.
    QVector<double> px, py;
    const int steps = std::max(1, int(std::ceil(4 * std::log10(x[1] / x[0]))));
    for (int i = 0; i <= steps; ++i) {
      const double t = double(i) / steps;
      px.append(x[0] * std::pow(x[1] / x[0], t));
      py.append(y[0] * std::pow(y[1] / y[0], t));
    }
    px.back() = x[1];
    py.back() = y[1];
    g->setData(px, py, true);
    const QString unit = r.kind == model::RoofKind::Compute ? "op/s" : "B/s";
    g->setName(tr("%1 %2 (%3)").arg(roofLabel(r), siRate(r.value, unit), roofOriginName(r.origin)));
    // A lesson's roof is drawn more than twice as wide as the others.
    const double width = r.id == m_highlightedRoof          ? 5.0
                         : r.subCeiling || r.otherPrecision ? 1.4
                                                            : 2.2;
    const QColor color = measured && r.kind != model::RoofKind::Compute
                             ? seriesColor(measuredLevels++)
                             : roofColor(r.id);
    QPen pen(color, width, originStyle(r.origin));
    if (r.subCeiling) pen.setColor(QColor(120, 120, 120));
    if (r.otherPrecision) pen = QPen(QColor(110, 110, 170), width, Qt::DotLine);
    g->setPen(pen);
    g->setProperty("keyName", tr("Intensity (op/B)"));
    g->setProperty("valueName", tr("Attainable (op/s)"));
    // A measured machine's own roofs say who measured them; a typed peak or a network roof
    // beside them says what it is.
    g->setProperty("note", measured && r.origin == model::RoofOrigin::Measured
                               ? measuredRoofSource(r, *measured)
                               : roofSource(r.id));
    m_roofGraphs.emplace_back(r.id, g);
    // Roofs of other precisions share a look: each says which it is at its right end.
    if (r.otherPrecision) {
      auto* label = new QCPItemText(m_plot);
      label->position->setCoords(xHigh, r.value);
      label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
      label->setPadding(QMargins(0, 0, 4, 1));
      label->setText(roofLabel(r));
      label->setColor(pen.color());
      label->setFont(QFont(font().family(), 8));
    }
  }
  if (!ridgeX.isEmpty()) {
    QCPGraph* ridges = m_plot->addGraph();
    ridges->setName(tr("Ridge points"));
    ridges->removeFromLegend();  // the label on the plot says what they are
    ridges->setLineStyle(QCPGraph::lsNone);
    ridges->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QColor(40, 40, 40), Qt::white, 7));
    ridges->setData(ridgeX, ridgeY, true);
    // In key order, as the tooltip reads the details.
    std::vector<std::pair<double, QString>> sorted;
    for (int i = 0; i < ridgeX.size(); ++i) sorted.emplace_back(ridgeX[i], ridgeDetails[i]);
    std::sort(sorted.begin(), sorted.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    QStringList details;
    for (const auto& s : sorted) details.append(s.second);
    ridges->setProperty("details", details);
    ridges->setProperty("keyName", tr("Ridge (op/B)"));
    ridges->setProperty("valueName", tr("Peak (op/s)"));
    // One memory roof's ridge written on the plot, left of which data movement binds: a
    // preset's first (the DPUs' MRAM, the CPU's DRAM, the GPU's HBM), a measured machine's
    // slowest (main memory, of the levels a tool measured).
    const model::Roof* labelled = nullptr;
    for (const model::Roof& r : m_shown.roofs)
      if (r.kind == model::RoofKind::Memory &&
          (!labelled || (measured && r.value < labelled->value)))
        labelled = &r;
    if (labelled) {
      const double at = model::ridgePoint(peak, *labelled);
      if (at < xHigh) {
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(at, peak.value);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 4));
        label->setText(tr("ridge %1").arg(intensityText(at)));
        label->setFont(QFont(font().family(), 9));  // presenter mode scales it, once
      }
    }
  }
}

}  // namespace scalescope::views
