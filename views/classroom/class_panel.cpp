#include "views/classroom/class_panel.h"

#include <qcustomplot.h>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "model/core/number_text.h"
#include "views/common/model_text.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {

// Where `value` lies on the bins' index axis (bin i spans i … i + 1), log where they are.
double binPosition(const model::RoomDistribution& d, double value) {
  const double lo = d.edges.front(), hi = d.edges.back();
  const auto n = static_cast<double>(d.counts.size());
  if (d.logScale) {
    if (value <= 0) return -0.5;
    return (std::log10(value) - std::log10(lo)) / (std::log10(hi) - std::log10(lo)) * n;
  }
  return (value - lo) / (hi - lo) * n;
}

}  // namespace

ClassPanel::ClassPanel(QWidget* parent) : QWidget(parent) {
  // One column: it sits under the parameters, a narrow dock in presenter mode.
  auto* layout = new QVBoxLayout(this);
  m_code = new QLabel;
  m_code->setObjectName("classJoinCode");
  m_code->setTextFormat(Qt::PlainText);
  m_qr = new QLabel;
  m_qr->setObjectName("classQr");
  m_url = new QLabel;
  m_url->setObjectName("classUrl");
  m_url->setTextFormat(Qt::PlainText);
  m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_url->setWordWrap(true);
  m_counts = new QLabel;
  m_counts->setObjectName("classCounts");
  m_counts->setTextFormat(Qt::PlainText);
  m_counts->setWordWrap(true);
  layout->addWidget(m_code);
  layout->addWidget(m_qr);
  layout->addWidget(m_url);
  layout->addWidget(m_counts);

  m_plot = new QCustomPlot;
  m_plot->setObjectName("classHistogram");
  applyPlotStyle(m_plot);
  m_plot->setMinimumHeight(120);
  layout->addWidget(m_plot, 1);

  m_peek = new QCheckBox(tr("Peek"));
  m_peek->setToolTip(
      tr("The room's answers stay hidden until the reveal; this shows them "
         "before it — on the projector too."));
  connect(m_peek, &QCheckBox::toggled, this, [this] { drawHistogram(); });
  m_lock = new QCheckBox(tr("Lock joining"));
  m_lock->setToolTip(tr("No one else can join; those who joined go on answering."));
  connect(m_lock, &QCheckBox::toggled, this, &ClassPanel::lockToggled);
  auto* checks = new QHBoxLayout;
  checks->addWidget(m_peek);
  checks->addWidget(m_lock);
  checks->addStretch();
  layout->addLayout(checks);
  m_reveal = new QPushButton(tr("Reveal"));
  m_reveal->setObjectName("classReveal");
  m_reveal->setToolTip(
      tr("Takes the room's answer (the median, or the choice most made) as "
         "the class's and shows the model's answer on every device."));
  connect(m_reveal, &QPushButton::clicked, this, &ClassPanel::revealRequested);
  // Beside Reveal: answers of students without a device, or of a class without a network.
  m_paper = new QPushButton(tr("Paper…"));
  m_paper->setObjectName("classPaper");
  m_paper->setToolTip(tr("Type the answers of paper forms into this question"));
  connect(m_paper, &QPushButton::clicked, this, &ClassPanel::paperRequested);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(m_reveal, 1);
  buttons->addWidget(m_paper);
  layout->addLayout(buttons);
  // In the Reveal button's place after the reveal: the teacher moves the room on from here,
  // without reaching for the lesson pane.
  m_next = new QPushButton(tr("Next step ▶"));
  m_next->setObjectName("classNext");
  m_next->setToolTip(tr("The lesson's next step; its question reaches every device."));
  connect(m_next, &QPushButton::clicked, this, &ClassPanel::nextRequested);
  layout->addWidget(m_next);
  m_stretch = new QWidget;  // takes the height the histogram leaves while it is hidden
  layout->addWidget(m_stretch, 1);
  fitCodeFont();
}

void ClassPanel::fitCodeFont() {
  // 1.8 times the panel's font, which presenter mode enlarges: readable from the back row.
  QFont big = font();
  big.setPointSizeF((big.pointSizeF() > 0 ? big.pointSizeF() : 9.0) * 1.8);
  big.setBold(true);
  big.setLetterSpacing(QFont::PercentageSpacing, 110);
  m_code->setFont(big);
}

void ClassPanel::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::FontChange) fitCodeFont();
}

bool ClassPanel::histogramShown() const {
  return m_plot->isVisibleTo(this);
}

void ClassPanel::setContent(const ClassPanelContent& content) {
  if (content.questionId != m_content.questionId) m_peek->setChecked(false);
  m_content = content;
  m_qr->setPixmap(QPixmap::fromImage(content.qr));
  m_code->setText(!content.running  ? tr("No session")
                  : content.offline ? tr("On paper")
                                    : content.joinCode);
  m_code->setToolTip(content.offline
                         ? tr("An offline session: nothing listens; type the answers of paper "
                              "forms with Paper…")
                         : tr("The join code: students type it, or scan the QR code"));
  m_url->setVisible(!content.offline);
  // A break opportunity (zero-width space) after each / and ?: the address wraps in a
  // narrow dock instead of widening it.
  QString url = content.url;
  url.replace('/', QStringLiteral("/\u200b")).replace('?', QStringLiteral("?\u200b"));
  m_url->setText(url);
  m_url->setToolTip(content.url);
  QString counts =
      tr("%n joined", nullptr, static_cast<int>(content.joined)) + " · " +
      (content.questionOpen ? tr("%n answered", nullptr, static_cast<int>(content.answered))
                            : tr("no question open"));
  if (content.revealed && !content.modelAnswer.isEmpty())
    counts += " · " + tr("the model: %1 (the line)").arg(content.modelAnswer);
  m_counts->setText(counts);
  {
    const QSignalBlocker block(m_lock);
    m_lock->setChecked(content.locked);
  }
  m_reveal->setEnabled(content.questionOpen && !content.revealed && content.answered > 0);
  // After the reveal the histogram needs the height: the controls of the question go.
  m_reveal->setVisible(!content.revealed);
  m_paper->setVisible(!content.revealed);
  m_paper->setEnabled(content.questionOpen);
  m_next->setVisible(content.revealed);
  m_lock->setVisible(!content.revealed && !content.offline);
  drawHistogram();
}

void ClassPanel::drawHistogram() {
  const ClassPanelContent& c = m_content;
  const bool show = c.questionOpen && (c.revealed || m_peek->isChecked());
  // The histogram takes the QR code's place while it shows (the join code and the address
  // stay): a 720-pixel projector has no height for both.
  m_plot->setVisible(show);
  m_qr->setVisible(!show && !c.offline);
  m_stretch->setVisible(!show);
  m_peek->setVisible(c.questionOpen && !c.revealed);
  m_plot->clearPlottables();
  m_plot->clearItems();
  if (!show) return;
  const model::RoomDistribution& d = c.distribution;
  auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
  bars->setName(tr("Students"));
  bars->setWidth(d.choice ? 0.7 : 1.0);
  bars->setPen(QPen(Qt::white));
  bars->setBrush(seriesColor(0));
  auto ticker = QSharedPointer<QCPAxisTickerText>::create();
  double maxCount = 1;
  for (std::size_t i = 0; i < d.counts.size(); ++i) {
    const auto count = static_cast<double>(d.counts[i]);
    bars->addData(static_cast<double>(i) + (d.choice ? 0.0 : 0.5), count);
    maxCount = std::max(maxCount, count);
  }
  double left = -0.6, right = static_cast<double>(d.counts.size()) - 0.4;
  if (d.choice) {
    for (int i = 0; i < c.options.size(); ++i) ticker->addTick(i, wrapCaption(c.options[i], 14));
    setLinearAxis(m_plot->xAxis, tr("Choice"));
    if (c.revealed && c.rightOption && *c.rightOption < d.counts.size()) {
      auto* right = new QCPBars(m_plot->xAxis, m_plot->yAxis);
      right->setName(tr("The model's answer"));
      right->setWidth(0.7);
      right->setPen(QPen(Qt::white));
      right->setBrush(seriesColor(2));
      right->addData(static_cast<double>(*c.rightOption),
                     static_cast<double>(d.counts[*c.rightOption]));
    }
  } else if (!d.edges.empty()) {
    // Ticks at every k-th edge, as many as the axis has room for (a narrow dock in
    // presenter mode's font holds three or four).
    const int labelWidth =
        m_plot->xAxis->tickLabelFont().pointSizeF() > 0
            ? QFontMetrics(m_plot->xAxis->tickLabelFont()).horizontalAdvance("00.00") + 12
            : 60;
    const auto room = static_cast<std::size_t>(std::max(2, (m_plot->width() - 60) / labelWidth));
    const std::size_t stride = (d.edges.size() + room - 1) / room;
    for (std::size_t i = 0; i < d.edges.size(); i += stride)
      ticker->addTick(static_cast<double>(i), localNumberText(model::shortNumber(d.edges[i], 3)));
    left = 0;
    right = static_cast<double>(d.counts.size());
    setLinearAxis(m_plot->xAxis, c.unit.isEmpty() ? tr("Answer") : tr("Answer [%1]").arg(c.unit));
    if (c.revealed && std::isfinite(c.truth)) {
      const double x = binPosition(d, c.truth);
      left = std::min(left, x - 0.5);
      right = std::max(right, x + 0.5);
      auto* line = new QCPItemStraightLine(m_plot);
      line->point1->setCoords(x, 0);
      line->point2->setCoords(x, 1);
      line->setPen(QPen(seriesColor(2), 3));
      line->setProperty("noTooltip", true);
    }
  }
  m_plot->legend->setVisible(false);
  m_plot->xAxis->setTicker(ticker);
  m_plot->xAxis->setRange(left, right);
  setLinearAxis(m_plot->yAxis, tr("Students"));
  auto counts = QSharedPointer<QCPAxisTickerFixed>::create();
  counts->setTickStep(1);
  counts->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
  m_plot->yAxis->setTicker(counts);
  m_plot->yAxis->setRange(0, maxCount * 1.25);
  m_plot->replot();
}

}  // namespace scalescope::views
