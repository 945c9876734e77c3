#include "views/common/parameter_controls.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QSignalBlocker>
#include <QSpinBox>
#include <cmath>

#include "model/core/parameter_table.h"

namespace scalescope::views {

namespace {
QString tooltipOf(std::size_t index) {
  return QString::fromStdString(model::parameterTable()[index].tooltip);
}
}  // namespace

ParameterControls::ParameterControls(QObject* parent) : QObject(parent) {}

void ParameterControls::emitEdit(std::size_t index, double value) {
  if (m_updating) return;
  emit edited(static_cast<int>(index), value);
}

QComboBox* ParameterControls::combo(model::Param param, const QStringList& labels) {
  const std::size_t index = model::paramIndex(param);
  auto* box = new QComboBox;
  box->addItems(labels);
  box->setToolTip(tooltipOf(index));
  connect(box, &QComboBox::activated, this, [this, index](int i) { emitEdit(index, i); });
  m_bindings.push_back({index, [box](double v) { box->setCurrentIndex(static_cast<int>(v)); }});
  return box;
}

QCheckBox* ParameterControls::check(model::Param param, const QString& label) {
  const std::size_t index = model::paramIndex(param);
  auto* box = new QCheckBox(label);
  box->setToolTip(tooltipOf(index));
  connect(box, &QCheckBox::toggled, this, [this, index](bool on) { emitEdit(index, on ? 1 : 0); });
  m_bindings.push_back({index, [box](double v) { box->setChecked(v != 0); }});
  return box;
}

QAction* ParameterControls::action(model::Param param, const QString& label) {
  const std::size_t index = model::paramIndex(param);
  auto* a = new QAction(label, this);
  a->setCheckable(true);
  a->setToolTip(tooltipOf(index));
  connect(a, &QAction::toggled, this, [this, index](bool on) { emitEdit(index, on ? 1 : 0); });
  m_bindings.push_back({index, [a](double v) { a->setChecked(v != 0); }});
  return a;
}

QSpinBox* ParameterControls::spin(model::Param param, const QString& zeroText,
                                  const QString& prefix) {
  const std::size_t index = model::paramIndex(param);
  const auto& spec = model::parameterTable()[index];
  auto* box = new QSpinBox;
  box->setRange(static_cast<int>(spec.minimum), static_cast<int>(spec.maximum));
  box->setSpecialValueText(zeroText);
  box->setPrefix(prefix);
  box->setToolTip(tooltipOf(index));
  box->setKeyboardTracking(false);  // one edit per finished number, not per digit
  connect(box, &QSpinBox::valueChanged, this, [this, index](int v) { emitEdit(index, v); });
  m_bindings.push_back({index, [box](double v) { box->setValue(static_cast<int>(v)); }});
  return box;
}

QComboBox* ParameterControls::seriesCombo(model::Param param) {
  const std::size_t index = model::paramIndex(param);
  auto* box = new QComboBox;
  box->setToolTip(tooltipOf(index));
  box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  box->addItems(m_seriesNames);
  for (int i = 0; i < m_seriesToolTips.size() && i < box->count(); ++i)
    box->setItemData(i, m_seriesToolTips[i], Qt::ToolTipRole);
  connect(box, &QComboBox::activated, this, [this, index](int i) { emitEdit(index, i + 1); });
  m_bindings.push_back({index, [box](double v) {
                          const int i = static_cast<int>(v) - 1;
                          box->setCurrentIndex(i < box->count() ? i : box->count() - 1);
                        }});
  m_seriesCombos.push_back(box);
  return box;
}

void ParameterControls::setSeriesNames(const QStringList& names, const QStringList& toolTips) {
  if (names == m_seriesNames && toolTips == m_seriesToolTips) return;
  m_seriesNames = names;
  m_seriesToolTips = toolTips;
  m_updating = true;
  for (QComboBox* box : m_seriesCombos) {
    const QSignalBlocker block(box);
    box->clear();
    box->addItems(names);
    for (int i = 0; i < toolTips.size() && i < box->count(); ++i)
      box->setItemData(i, toolTips[i], Qt::ToolTipRole);
    box->setEnabled(!names.isEmpty());
  }
  m_updating = false;
  show(m_last);
}

void ParameterControls::show(const model::Scenario& scenario) {
  m_last = scenario;
  m_updating = true;
  for (const auto& b : m_bindings) b.show(scenario.value(b.index));
  m_updating = false;
}

}  // namespace scalescope::views
