#include "views/pim/pim_calibration_panel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "model/core/parameter_table.h"
#include "model/pim/pim_calibration.h"

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
  return table;
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment alignment = Qt::AlignLeft) {
  auto* item = new QTableWidgetItem(text);
  item->setTextAlignment(alignment | Qt::AlignVCenter);
  item->setToolTip(text);
  return item;
}

QString number(double v) {
  return QString::number(v, 'g', 4);
}

QColor sourceColor(const QString& source) {
  using P = PimCalibrationPanel;
  if (source == P::tr("Calibrated to the paper")) return QColor(255, 228, 196);
  if (source == P::tr("Assumption")) return QColor(250, 215, 215);
  if (source == P::tr("Run configuration (paper's settings)")) return QColor(230, 230, 240);
  return QColor(215, 240, 220);
}

}  // namespace

PimCalibrationPanel::PimCalibrationPanel(QWidget* parent) : QDialog(parent) {
  setObjectName("pimCalibrationPanel");
  setWindowTitle(tr("PIM model: what is measured, what is modelled"));
  resize(980, 640);

  auto* intro = new QLabel(
      tr("<b>Paper</b> values are results reported by Rhyner et al., <i>Analysis of Distributed "
         "Optimization Algorithms on a Real Processing-In-Memory System</i> (PACT 2024, "
         "arXiv:2404.07164), measured on a real UPMEM system. <b>Model</b> values are computed "
         "by ScaleScope from the current cost parameters for the same runs. A target is "
         "<b>met</b> within ±%1 % (or below its bound). Parameters marked <i>calibrated</i> were "
         "chosen so that the defaults reproduce these results; the others come from the paper, "
         "from the PrIM characterisation (Gómez-Luna et al., IEEE Access 2022) or from vendor "
         "specifications, or are stated assumptions.")
          .arg(model::kPimCalibrationTolerance * 100, 0, 'f', 0),
      this);
  intro->setWordWrap(true);
  m_status = new QLabel(this);
  m_status->setStyleSheet("color: #a01e1e");
  m_status->setVisible(false);

  m_targets =
      makeTable({tr("Target"), tr("Run"), tr("Paper"), tr("Model"), tr("Error"), tr("Met")}, this);
  m_targets->setObjectName("pimCalibrationTargets");
  m_parameters = makeTable({tr("Parameter"), tr("Value"), tr("Source"), tr("Explanation")}, this);
  m_parameters->setObjectName("pimCalibrationParameters");

  auto* splitter = new QSplitter(Qt::Vertical, this);
  splitter->addWidget(m_targets);
  splitter->addWidget(m_parameters);
  splitter->setSizes({260, 320});

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro);
  layout->addWidget(m_status);
  layout->addWidget(splitter, 1);
  layout->addWidget(buttons);

  for (QTableWidget* table : {m_targets, m_parameters}) {
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(false);
  }
  m_targets->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  m_parameters->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
}

QString PimCalibrationPanel::sourceOf(model::Param param, const QString& tooltip) {
  using P = model::Param;
  constexpr model::ParamSet configuration{P::PimDataset, P::PimModel,   P::PimAlgorithm,
                                          P::PimDpus,    P::PimScaling, P::PimEpochs,
                                          P::PimBatchMa, P::PimBatchGa, P::PimBatchAdmm};
  if (configuration.contains(param)) return tr("Run configuration (paper's settings)");
  if (tooltip.contains(QStringLiteral("Calibrated"))) return tr("Calibrated to the paper");
  if (tooltip.contains(QStringLiteral("Assumption"))) return tr("Assumption");
  if (tooltip.contains(QStringLiteral("PrIM"))) return tr("Measured (PrIM)");
  if (tooltip.contains(QStringLiteral("datasheet")) ||
      tooltip.contains(QStringLiteral("specification")))
    return tr("Vendor specification");
  return tr("From the paper");
}

void PimCalibrationPanel::setScenario(const model::Scenario& scenario) {
  auto params = model::pimParams(scenario);
  auto targets =
      params ? model::pimCalibrationTargets(*params)
             : model::Result<std::vector<model::PimCalibrationTarget>>::failure(params.error());
  m_status->setVisible(!targets);
  m_targets->setRowCount(0);
  if (targets) {
    m_targets->setRowCount(int(targets->size()));
    for (int r = 0; r < int(targets->size()); ++r) {
      const auto& t = (*targets)[r];
      const bool bound = t.kind == model::PimTargetKind::UpperBound;
      m_targets->setItem(r, 0, cell(QString::fromStdString(t.name)));
      m_targets->setItem(r, 1, cell(QString::fromStdString(t.configuration)));
      m_targets->setItem(r, 2, cell((bound ? "< " : "") + number(t.paperValue), Qt::AlignRight));
      m_targets->setItem(r, 3, cell(number(t.modelValue), Qt::AlignRight));
      m_targets->setItem(
          r, 4,
          cell(bound ? (t.met ? tr("below")
                              : QStringLiteral("%1 %").arg(t.relativeError * 100, 0, 'f', 1))
                     : QStringLiteral("%1%2 %")
                           .arg(t.relativeError >= 0 ? "+" : "")
                           .arg(t.relativeError * 100, 0, 'f', 1),
               Qt::AlignRight));
      auto* met = cell(t.met ? tr("✓ yes") : tr("✗ no"), Qt::AlignCenter);
      met->setBackground(t.met ? QColor(215, 240, 220) : QColor(250, 215, 215));
      m_targets->setItem(r, 5, met);
    }
  } else {
    m_status->setText(tr("The calibration targets cannot be evaluated: %1")
                          .arg(QString::fromStdString(targets.error())));
  }

  int rows = 0;
  m_parameters->setRowCount(0);
  // A batch of 0 stands for the paper's batch of the chosen training set.
  constexpr model::ParamSet batches{model::Param::PimBatchMa, model::Param::PimBatchGa,
                                    model::Param::PimBatchAdmm};
  for (model::Param param : model::paramsOf(model::ParamArea::Pim)) {
    const auto& spec = model::parameterSpec(param);
    const QString id = QString::fromStdString(spec.id);
    const QString tooltip = QString::fromStdString(spec.tooltip);
    const QString source = sourceOf(param, tooltip);
    QString value = QString::fromStdString(model::formatParameterValue(spec, scenario.get(param)));
    if (!spec.unit.empty()) value += " " + QString::fromStdString(spec.unit);
    if (batches.contains(param) && scenario.get(param) == 0) value = tr("paper's default");
    m_parameters->insertRow(rows);
    auto* name = cell(QString::fromStdString(spec.label));
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
