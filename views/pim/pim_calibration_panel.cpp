#include "views/pim/pim_calibration_panel.h"

#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "model/core/parameter_table.h"
#include "model/pim/pim_calibration.h"
#include "views/common/model_text.h"

namespace scalescope::views {

namespace {

QTableWidget* makeTable(const QStringList& headers, QWidget* parent) {
  auto* table = new QTableWidget(0, int(headers.size()), parent);
  table->setHorizontalHeaderLabels(headers);
  table->verticalHeader()->setVisible(false);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setWordWrap(true);
  table->setAlternatingRowColors(true);
  // Rows follow the wrapped text as columns are resized.
  table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table->horizontalHeader()->setStretchLastSection(false);
  return table;
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignLeft) {
  auto* item = new QTableWidgetItem(text);
  item->setTextAlignment(alignment | Qt::AlignVCenter);
  item->setToolTip(text);
  return item;
}

QString fourDigits(double v) {
  return localNumber(v, 'g', 4);
}

QString ratio(double v) {
  return localNumber(v, 'g', 4) + QStringLiteral("×");
}

const QColor kGood(215, 240, 220), kBad(250, 215, 215), kFitted(255, 228, 196),
    kAssumed(250, 215, 215), kConfiguration(230, 230, 240);

QColor sourceColor(const QString& source) {
  if (source == PimCalibrationPanel::tr("Fitted to the paper")) return kFitted;
  if (source == PimCalibrationPanel::tr("Assumption")) return kAssumed;
  if (source == PimCalibrationPanel::tr("Run configuration (paper's settings)"))
    return kConfiguration;
  return kGood;
}

QString labels(const std::vector<model::Param>& params) {
  QStringList out;
  for (model::Param p : params) out << parameterLabel(model::parameterSpec(p));
  return out.join(", ");
}

QString errorText(const model::PimCalibrationTarget& t) {
  switch (t.kind) {
    case model::PimTargetKind::UpperBound:
      return t.met ? PimCalibrationPanel::tr("below")
                   : QStringLiteral("%1 %").arg(localNumber(t.relativeError * 100, 'f', 1));
    case model::PimTargetKind::Holds:
      return t.met ? PimCalibrationPanel::tr("holds") : PimCalibrationPanel::tr("fails");
    case model::PimTargetKind::Value:
      break;
  }
  return QStringLiteral("%1%2 %")
      .arg(t.relativeError >= 0 ? "+" : "")
      .arg(localNumber(t.relativeError * 100, 'f', 1));
}

QString paperText(const model::PimCalibrationTarget& t) {
  switch (t.kind) {
    case model::PimTargetKind::UpperBound:
      return "< " + fourDigits(t.paperValue);
    case model::PimTargetKind::Holds:
      return PimCalibrationPanel::tr("holds (%1 cases)").arg(t.paperValue);
    case model::PimTargetKind::Value:
      break;
  }
  return fourDigits(t.paperValue);
}

}  // namespace

PimCalibrationPanel::PimCalibrationPanel(QWidget* parent) : QDialog(parent) {
  setObjectName("pimCalibrationPanel");
  setWindowTitle(tr("PIM model: what is measured, what is modelled"));
  resize(1250, 900);

  auto* intro = new QLabel(
      tr("<b>Paper</b> values are results reported by Rhyner et al., <i>Analysis of Distributed "
         "Optimization Algorithms on a Real Processing-In-Memory System</i> (PACT 2024, "
         "arXiv:2404.07164), measured on a real UPMEM system. <b>Model</b> values are computed "
         "by ScaleScope from the current cost parameters for the same runs. <b>Fitted</b> "
         "targets are those some defaults were chosen to meet (the knobs are named): meeting "
         "them is a fit, not a validation. <b>Predicted</b> targets follow from the model's "
         "structure with no knob tuned to them. A value counts as met within ±%1 %. P's "
         "measured CPU and GPU times are not shown anywhere: neither the paper text we could "
         "read nor its artifact (CMU-SAFARI/PIM-Opt: code without result files) gives them as "
         "numbers.")
          .arg(localNumber(model::kPimCalibrationTolerance * 100, 'f', 0)),
      this);
  intro->setWordWrap(true);
  m_status = new QLabel(this);
  m_status->setStyleSheet("color: #a01e1e");
  m_status->setVisible(false);
  m_count = new QLabel(this);
  m_count->setObjectName("pimCalibrationCount");
  m_count->setWordWrap(true);

  m_targets = makeTable({tr("Target"), tr("Kind"), tr("Knobs fitted to it"), tr("Run"), tr("Paper"),
                         tr("Model"), tr("Error"), tr("Met"), tr("Source")},
                        this);
  m_targets->setObjectName("pimCalibrationTargets");
  // Fixed widths for the wordy columns, the run description takes the rest: rows stay a few
  // lines high instead of one very wide table. Never narrower than the column's name (German
  // "Daran angepasste Stellgrößen" was cut at 150 px).
  const int widths[] = {230, 70, 150, 0, 60, 150, 60, 55, 170};
  QHeaderView* header = m_targets->horizontalHeader();
  const QFontMetrics names(header->font());
  const int margins =
      2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 8;
  for (int c = 0; c < 9; ++c) {
    if (widths[c] == 0) continue;
    header->setSectionResizeMode(c, QHeaderView::Interactive);
    const int name = names.horizontalAdvance(m_targets->horizontalHeaderItem(c)->text()) + margins;
    m_targets->setColumnWidth(c, std::max(widths[c], name));
  }
  m_targets->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
  m_readings =
      makeTable({tr("Reading of 25.10× / 640.35×"), tr("MA-SGD/ADMM"), tr("GA-SGD/ADMM")}, this);
  m_readings->setObjectName("pimCalibrationReadings");
  m_readings->setToolTip(
      tr("Which data set P's two communication ratios describe is not settled: they stand in "
         "one paragraph with the compute ratios, which fit only YFCC, while the GA/MA structure "
         "fits Criteo. The model's value for each reading (LR, 2048 DPUs, weak scaling, 1 "
         "epoch); P's YFCC breakdown figure uses GA-SGD with B = 4096, its scaling figures "
         "8192."));
  m_sensitivity = makeTable({tr("Rank exponent γ"), tr("MA-SGD/ADMM"), tr("GA-SGD/ADMM")}, this);
  m_sensitivity->setObjectName("pimCalibrationSensitivity");
  m_sensitivity->setToolTip(
      tr("The Criteo LR communication ratios for other values of the assumed rank-scaling "
         "exponent γ (aggregate host bandwidth ∝ ranks^γ), every other cost unchanged: the "
         "ratios are sensitive to an assumption that no measurement fixes."));
  m_parameters = makeTable({tr("Parameter"), tr("Value"), tr("Source"), tr("Explanation")}, this);
  m_parameters->setObjectName("pimCalibrationParameters");
  m_parameters->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);

  auto* middle = new QWidget(this);
  auto* middleLayout = new QHBoxLayout(middle);
  middleLayout->setContentsMargins(0, 0, 0, 0);
  middleLayout->addWidget(m_readings, 3);
  middleLayout->addWidget(m_sensitivity, 2);

  auto* splitter = new QSplitter(Qt::Vertical, this);
  splitter->addWidget(m_targets);
  splitter->addWidget(middle);
  splitter->addWidget(m_parameters);
  splitter->setSizes({460, 150, 240});

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro);
  layout->addWidget(m_status);
  layout->addWidget(m_count);
  layout->addWidget(splitter, 1);
  layout->addWidget(buttons);
}

QString PimCalibrationPanel::countText() const {
  return m_count->text();
}

QString PimCalibrationPanel::sourceOf(model::Param param, const QString& tooltip) {
  using P = model::Param;
  constexpr model::ParamSet configuration{
      P::PimDataset, P::PimModel,   P::PimAlgorithm, P::PimDpus,      P::PimScaling,
      P::PimEpochs,  P::PimBatchMa, P::PimBatchGa,   P::PimBatchAdmm, P::PimGpuData};
  if (configuration.contains(param)) return tr("Run configuration (paper's settings)");
  if (tooltip.contains(QStringLiteral("Fitted"))) return tr("Fitted to the paper");
  if (tooltip.contains(QStringLiteral("ssumption"))) return tr("Assumption");
  if (tooltip.contains(QStringLiteral("PrIM"))) return tr("Measured (PrIM)");
  if (tooltip.contains(QStringLiteral("datasheet")) ||
      tooltip.contains(QStringLiteral("specification")))
    return tr("Vendor specification");
  return tr("From the paper");
}

void PimCalibrationPanel::setScenario(const model::Scenario& scenario) {
  auto params = model::pimParams(scenario);
  auto report = params ? model::pimCalibrationReport(*params)
                       : model::Result<model::PimCalibrationReport>::failure(params.errorText());
  m_status->setVisible(!report);
  for (QTableWidget* t : {m_targets, m_readings, m_sensitivity}) t->setRowCount(0);
  m_count->clear();
  if (!report) {
    m_status->setText(tr("The calibration targets cannot be evaluated: %1").arg(errorText(report)));
    showParameters(scenario);
    return;
  }
  const auto& c = report->count;
  int predicted = 0, consistency = 0;
  for (const auto& t : report->targets) {
    predicted += t.role == model::PimTargetRole::Predicted;
    consistency += t.role == model::PimTargetRole::Consistency;
  }
  m_count->setText(
      tr("<b>Fitted:</b> %1 targets, %2 knobs fitted to them (%3): <b>%4 degrees of "
         "freedom</b>, so a met fitted target is a fit, not a validation. The fitted values "
         "depend on assumed inputs (%5). <b>Predicted:</b> %6 targets with no knob tuned to "
         "them. <b>Consistency checks:</b> %7 statements that hold by construction or by an "
         "assumption chosen for them: they cannot fail, so they test nothing (hover for why).")
          .arg(c.fittedTargets)
          .arg(c.fittedKnobs.size())
          .arg(labels(c.fittedKnobs))
          .arg(c.degreesOfFreedom)
          .arg(labels(c.assumedKnobs))
          .arg(predicted)
          .arg(consistency));

  const auto& targets = report->targets;
  m_targets->setRowCount(int(targets.size()));
  for (int r = 0; r < int(targets.size()); ++r) {
    const auto& t = targets[r];
    const bool fitted = t.role == model::PimTargetRole::Fitted;
    const bool check = t.role == model::PimTargetRole::Consistency;
    m_targets->setItem(r, 0, cell(modelText("PimCalibration", t.name)));
    auto* kind = cell(fitted  ? tr("fitted")
                      : check ? tr("consistency check")
                              : tr("predicted"),
                      Qt::AlignCenter);
    kind->setBackground(fitted || check ? kFitted : kGood);
    if (check) kind->setToolTip(modelText("PimCalibration", t.why));
    m_targets->setItem(r, 1, kind);
    m_targets->setItem(r, 2, cell(fitted ? labels(t.knobs) : tr("none")));
    m_targets->setItem(r, 3, cell(modelText("PimCalibration", t.configuration)));
    m_targets->setItem(r, 4, cell(paperText(t), Qt::AlignRight));
    m_targets->setItem(r, 5, cell(modelText(t.modelText), Qt::AlignRight));
    m_targets->setItem(r, 6, cell(errorText(t), Qt::AlignRight));
    auto* met = cell(t.met ? tr("✓ yes") : tr("✗ no"), Qt::AlignCenter);
    met->setBackground(t.met ? kGood : kBad);
    m_targets->setItem(r, 7, met);
    m_targets->setItem(r, 8, cell(modelText("PimCalibration", t.source)));
  }

  m_readings->setRowCount(int(report->readings.size()) + 1);
  m_readings->setItem(0, 0, cell(tr("P (as reported)")));
  m_readings->setItem(0, 1, cell(ratio(25.10), Qt::AlignRight));
  m_readings->setItem(0, 2, cell(ratio(640.35), Qt::AlignRight));
  for (int r = 0; r < int(report->readings.size()); ++r) {
    const auto& reading = report->readings[r];
    const QString name = reading.dataset == model::PimDataset::Criteo
                             ? tr("Criteo, LR (B = %1)")
                             : tr("YFCC100M-HNfc6, LR (B = %1)");
    m_readings->setItem(r + 1, 0, cell(name.arg(localNumber(reading.gaBatch, 'f', 0))));
    m_readings->setItem(r + 1, 1, cell(ratio(reading.maOverAdmm), Qt::AlignRight));
    m_readings->setItem(r + 1, 2, cell(ratio(reading.gaOverAdmm), Qt::AlignRight));
  }
  m_sensitivity->setRowCount(int(report->sensitivity.size()));
  for (int r = 0; r < int(report->sensitivity.size()); ++r) {
    const auto& s = report->sensitivity[r];
    const bool current = params && s.exponent == params->rankScalingExponent;
    m_sensitivity->setItem(
        r, 0,
        cell(fourDigits(s.exponent) + (current ? tr(" (current)") : QString()), Qt::AlignRight));
    m_sensitivity->setItem(r, 1, cell(ratio(s.maOverAdmm), Qt::AlignRight));
    m_sensitivity->setItem(r, 2, cell(ratio(s.gaOverAdmm), Qt::AlignRight));
  }
  showParameters(scenario);
}

void PimCalibrationPanel::showParameters(const model::Scenario& scenario) {
  int rows = 0;
  m_parameters->setRowCount(0);
  // A batch of 0 stands for the paper's batch of the chosen training set.
  constexpr model::ParamSet batches{model::Param::PimBatchMa, model::Param::PimBatchGa,
                                    model::Param::PimBatchAdmm};
  for (model::Param param : model::paramsOf(model::ParamArea::Pim)) {
    const auto& spec = model::parameterSpec(param);
    const QString id = QString::fromStdString(spec.id);
    // The source is read from the English tooltip; people read it in their language.
    const QString source = sourceOf(param, QString::fromStdString(spec.tooltip));
    const QString tooltip = parameterTooltip(spec);
    // A choice by its label, a toggle as on or off, a number as the scenario file writes it
    // (in the window's number form).
    QString value = spec.kind == model::ParameterKind::Choice ? choiceLabelOf(scenario, param)
                    : spec.kind == model::ParameterKind::Toggle
                        ? (scenario.get(param) != 0 ? tr("on") : tr("off"))
                        : localNumberText(model::formatParameterValue(spec, scenario.get(param)));
    if (!spec.unit.empty()) value += " " + unitText(spec.unit);
    if (batches.contains(param) && scenario.get(param) == 0) value = tr("paper's default");
    m_parameters->insertRow(rows);
    auto* name = cell(parameterLabel(spec));
    name->setToolTip(id);
    m_parameters->setItem(rows, 0, name);
    m_parameters->setItem(rows, 1, cell(value, Qt::AlignRight));
    auto* sourceCell = cell(source);
    sourceCell->setBackground(sourceColor(source));
    m_parameters->setItem(rows, 2, sourceCell);
    m_parameters->setItem(rows, 3, cell(tooltip));
    ++rows;
  }
}

}  // namespace scalescope::views
