// The Roofline view's measured kernels (a kernel table among the data): one graph of dots
// against the roofs of the machine shown, their tooltip lines made when hovered.
#include <qcustomplot.h>
#include <QFileInfo>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <algorithm>

#include "views/common/plot_style.h"
#include "views/roofline/roofline_labels.h"
#include "views/roofline/roofline_view.h"

namespace scalescope::views {

namespace {

/// The kernels' mark: a dark cross, 9 px.
QPixmap kernelMark() {
  QPixmap p(9, 9);
  p.fill(Qt::transparent);
  QPainter painter(&p);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(QColor(30, 30, 30), 1.5));
  painter.drawLine(QPointF(1, 1), QPointF(8, 8));
  painter.drawLine(QPointF(1, 8), QPointF(8, 1));
  return p;
}

}  // namespace

void RooflineView::setDatasets(const model::DatasetCollection& data) {
  bool roofsChanged = setRoofSets(data.roofs);
  if (auto networks = model::networkRoofs(data); networks != m_networkRoofs) {
    m_networkRoofs = std::move(networks);
    roofsChanged = true;
  }
  if (data.kernels.empty() && m_kernels.empty()) {
    if (roofsChanged) redraw();
    return;
  }
  // Sorted once by intensity, the graph's key order; what depends on the machine (attainable,
  // share, the tooltip's line) is worked out at each redraw or when hovered.
  m_kernels = data.kernels;
  std::stable_sort(m_kernels.begin(), m_kernels.end(),
                   [](const model::RooflineKernel& a, const model::RooflineKernel& b) {
                     return a.intensity() < b.intensity();
                   });
  m_kernelX.clear();
  m_kernelY.clear();
  for (const model::RooflineKernel& k : m_kernels) {
    m_kernelX.append(k.intensity());
    m_kernelY.append(k.performance());
  }
  redraw();
}

QString RooflineView::kernelDetail(int index) const {
  if (index < 0 || index >= int(m_kernels.size())) return {};
  const model::RooflineKernel& k = m_kernels[std::size_t(index)];
  const model::Roof& roof = model::kernelRoof(m_shown, k);
  const model::DotVerdict v = model::judgeKernel(m_shown, k);
  const double attainable = v.attainable;
  const double fraction = v.fraction;
  QString line = tr("%1 (%2, line %3): %4 of attainable %5 under %6 (%7 %)")
                     .arg(QString::fromStdString(k.name).toHtmlEscaped(),
                          QFileInfo(QString::fromStdString(k.source)).fileName().toHtmlEscaped())
                     .arg(k.line)
                     .arg(siRate(k.performance(), "op/s"), siRate(attainable, "op/s"),
                          roofLabel(roof), QLocale().toString(100 * fraction, 'g', 3));
  if (v.aboveRoof)
    line += "<br>" + tr("<b>Above this machine's roof</b>: measured on another machine, or a "
                        "units or counting error");
  return line;
}

void RooflineView::drawKernels() {
  if (m_kernels.empty()) return;
  // One graph for every kernel: thousands of them stay one plottable, their tooltip lines
  // made when hovered.
  m_kernelGraph = m_plot->addGraph();
  m_kernelGraph->setName(tr("Measured kernels (%n)", "", int(m_kernels.size())));
  m_kernelGraph->setLineStyle(QCPGraph::lsNone);
  // A cross drawn once into a pixmap and stamped: 10,000 antialiased crosses took ~20 ms of a
  // replot, the stamps about 8 (tests/bench/README.md).
  m_kernelGraph->setScatterStyle(QCPScatterStyle(kernelMark()));
  m_kernelGraph->setProperty("keyName", tr("Intensity (op/B)"));
  m_kernelGraph->setProperty("valueName", tr("Performance (op/s)"));
  m_kernelGraph->setProperty(
      "detailsAt", QVariant::fromValue(DetailText([this](int k) { return kernelDetail(k); })));
  for (const model::RooflineKernel& k : m_kernels)
    if (model::judgeKernel(m_shown, k).aboveRoof) ++m_kernelsAbove;
  m_kernelGraph->setData(m_kernelX, m_kernelY, true);
}

}  // namespace scalescope::views
