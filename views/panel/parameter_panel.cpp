#include "views/panel/parameter_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>
#include <map>

#include "model/core/parameter_table.h"
#include "views/common/sci_spin_box.h"

namespace scalescope::views {

using model::ParameterKind;
using model::parameterTable;
using model::SliderScale;

int ParameterPanel::sliderPosition(std::size_t index, double value) {
  const auto& spec = parameterTable()[index];
  double t = 0;
  if (spec.scale == SliderScale::Log)
    t = std::log(value / spec.minimum) / std::log(spec.maximum / spec.minimum);
  else
    t = (value - spec.minimum) / (spec.maximum - spec.minimum);
  return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps));
}

double ParameterPanel::sliderValue(std::size_t index, int position) {
  const auto& spec = parameterTable()[index];
  const double t = static_cast<double>(position) / kSliderSteps;
  double v = spec.scale == SliderScale::Log
                 ? spec.minimum * std::pow(spec.maximum / spec.minimum, t)
                 : spec.minimum + t * (spec.maximum - spec.minimum);
  if (spec.kind == ParameterKind::Integer) v = std::round(v);
  // Three significant digits: a dragged value reads as 3.98e-07, not 3.981071705534969e-07.
  if (spec.kind == ParameterKind::Number && v != 0) {
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::abs(v))) - 2);
    v = std::round(v / magnitude) * magnitude;
  }
  return std::clamp(v, spec.minimum, spec.maximum);
}

ParameterPanel::ParameterPanel(QWidget* parent)
    : QWidget(parent), m_binding([this](model::Param param, double value) {
        emit parameterEdited(static_cast<int>(model::paramIndex(param)), value);
      }) {
  setObjectName("parameterPanel");
  const auto& table = parameterTable();
  m_rows.resize(table.size());

  auto* content = new QWidget;
  auto* outer = new QVBoxLayout(content);
  outer->setContentsMargins(6, 6, 6, 6);
  m_showAll = new QPushButton(tr("Show all %1 parameters").arg(table.size()));
  m_showAll->setObjectName("showAllParameters");
  m_showAll->hide();
  connect(m_showAll, &QPushButton::clicked, this, [this] { setParameterFocus(std::nullopt); });
  outer->addWidget(m_showAll);
  std::map<std::string, QFormLayout*> groups;
  for (std::size_t i = 0; i < table.size(); ++i) {
    const auto& spec = table[i];
    QFormLayout*& form = groups[spec.group];
    if (!form) {
      auto* header = new QToolButton;
      header->setText(QString::fromStdString(spec.group));
      header->setCheckable(true);
      header->setChecked(true);
      header->setArrowType(Qt::DownArrow);
      header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
      header->setAutoRaise(true);
      header->setStyleSheet("QToolButton { font-weight: bold; border: none; }");
      auto* body = new QWidget;
      form = new QFormLayout(body);
      form->setContentsMargins(12, 0, 0, 6);
      form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
      connect(header, &QToolButton::toggled, body, [header, body](bool open) {
        body->setVisible(open);
        header->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
      });
      outer->addWidget(header);
      outer->addWidget(body);
      m_groups.push_back({header, body, form});
    }
    QString label = QString::fromStdString(spec.label);
    if (!spec.unit.empty()) label += QStringLiteral(" [%1]").arg(QString::fromStdString(spec.unit));
    auto* labelWidget = new QLabel(label);
    labelWidget->setToolTip(QString::fromStdString(spec.tooltip));
    QWidget* field = buildRow(i, m_rows[i]);
    form->addRow(labelWidget, field);
    m_rows[i].form = form;
    m_rows[i].field = field;
  }
  outer->addStretch(1);

  auto* scroll = new QScrollArea;
  scroll->setWidget(content);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(scroll);
  showScenario(model::Scenario{});
}

QWidget* ParameterPanel::buildRow(std::size_t index, Row& row) {
  const auto& spec = parameterTable()[index];
  const model::Param param = spec.param;
  const QString tip = QString::fromStdString(spec.tooltip);
  const QString name = QString::fromStdString(spec.id);
  if (spec.kind == ParameterKind::Choice) {
    row.combo = new QComboBox;
    row.combo->setObjectName(name);
    for (const auto& c : spec.choices) row.combo->addItem(QString::fromStdString(c));
    row.combo->setToolTip(tip);
    connect(row.combo, &QComboBox::currentIndexChanged, this, [this, param](int i) {
      m_binding.edited(param, i);
      finishEdit();
    });
    m_binding.bind(param,
                   [combo = row.combo](double v) { combo->setCurrentIndex(static_cast<int>(v)); });
    return row.combo;
  }
  if (spec.kind == ParameterKind::Toggle) {
    row.check = new QCheckBox;
    row.check->setObjectName(name);
    row.check->setToolTip(tip);
    connect(row.check, &QCheckBox::toggled, this, [this, param](bool on) {
      m_binding.edited(param, on ? 1.0 : 0.0);
      finishEdit();
    });
    m_binding.bind(param, [check = row.check](double v) { check->setChecked(v != 0.0); });
    return row.check;
  }
  auto* box = new QWidget;
  auto* h = new QHBoxLayout(box);
  h->setContentsMargins(0, 0, 0, 0);
  row.slider = new QSlider(Qt::Horizontal);
  row.slider->setObjectName(name + ".slider");
  row.slider->setRange(0, kSliderSteps);
  row.slider->setPageStep(kSliderSteps / 20);
  row.slider->setToolTip(tip);
  row.slider->setMinimumWidth(90);
  row.spin = new SciSpinBox;
  row.spin->setObjectName(name);
  row.spin->setRange(spec.minimum, spec.maximum);
  row.spin->setLogStepping(spec.scale == SliderScale::Log);
  row.spin->setSignificantDigits(spec.kind == ParameterKind::Integer ? 12
                                                                     : std::max(spec.decimals, 3));
  row.spin->setSingleStep(
      spec.kind == ParameterKind::Integer ? 1 : (spec.maximum - spec.minimum) / 100);
  row.spin->setToolTip(tip);
  row.spin->setMinimumWidth(92);
  h->addWidget(row.slider, 1);
  h->addWidget(row.spin);
  connect(row.slider, &QSlider::valueChanged, this,
          [this, index, param](int pos) { m_binding.edited(param, sliderValue(index, pos)); });
  connect(row.slider, &QSlider::sliderReleased, this, &ParameterPanel::editFinished);
  const bool whole = spec.kind == ParameterKind::Integer;
  connect(row.spin, &QDoubleSpinBox::valueChanged, this,
          [this, param, whole](double v) { m_binding.edited(param, whole ? std::round(v) : v); });
  connect(row.spin, &QDoubleSpinBox::editingFinished, this, &ParameterPanel::editFinished);
  m_binding.bind(param, [index, slider = row.slider, spin = row.spin](double v) {
    // Leave the slider alone while it is being dragged: its position is the user's hand.
    if (!slider->isSliderDown()) slider->setValue(sliderPosition(index, v));
    if (spin->value() != v) spin->setValue(v);
  });
  return box;
}

void ParameterPanel::finishEdit() {
  if (!m_binding.showing()) emit editFinished();
}

void ParameterPanel::setParameterFocus(std::optional<model::ParamSet> params) {
  m_focus = params;
  for (std::size_t i = 0; i < m_rows.size(); ++i)
    m_rows[i].form->setRowVisible(m_rows[i].field, !params || params->contains(model::paramAt(i)));
  // A group without a shown row is hidden whole, header included.
  for (const Group& g : m_groups) {
    bool any = false;
    for (const Row& r : m_rows) any = any || (r.form == g.form && rowShown(&r - m_rows.data()));
    g.header->setVisible(any);
    if (!any) g.body->setVisible(false);
    if (any && !params) g.body->setVisible(static_cast<QToolButton*>(g.header)->isChecked());
    if (any && params) g.body->setVisible(true);
  }
  m_showAll->setVisible(params.has_value());
}

bool ParameterPanel::rowShown(std::size_t index) const {
  return !m_focus || m_focus->contains(model::paramAt(index));
}

void ParameterPanel::showScenario(const model::Scenario& scenario) {
  m_binding.show(scenario);
}

}  // namespace scalescope::views
