#include "views/common/parameter_controls.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>

#include "model/core/parameter_table.h"
#include "views/common/model_text.h"

namespace scalescope::views {

namespace {
QString tooltipOf(model::Param param) {
  return parameterTooltip(model::parameterSpec(param));
}
}  // namespace

ParameterControls::ParameterControls(QObject* parent)
    : QObject(parent),
      m_binding([this](model::Param param, double value) { emit edited(param, value); }) {}

QComboBox* ParameterControls::combo(model::Param param, const QStringList& labels) {
  auto* box = new QComboBox;
  box->addItems(labels);
  box->setToolTip(tooltipOf(param));
  connect(box, &QComboBox::activated, this, [this, param](int i) { m_binding.edited(param, i); });
  m_binding.bind(param, [box](double v) { box->setCurrentIndex(static_cast<int>(v)); });
  return box;
}

QCheckBox* ParameterControls::check(model::Param param, const QString& label) {
  auto* box = new QCheckBox(label);
  box->setToolTip(tooltipOf(param));
  connect(box, &QCheckBox::toggled, this,
          [this, param](bool on) { m_binding.edited(param, on ? 1 : 0); });
  m_binding.bind(param, [box](double v) { box->setChecked(v != 0); });
  return box;
}

QAction* ParameterControls::action(model::Param param, const QString& label) {
  auto* a = new QAction(label, this);
  a->setCheckable(true);
  a->setToolTip(tooltipOf(param));
  connect(a, &QAction::toggled, this,
          [this, param](bool on) { m_binding.edited(param, on ? 1 : 0); });
  m_binding.bind(param, [a](double v) { a->setChecked(v != 0); });
  return a;
}

QSpinBox* ParameterControls::spin(model::Param param, const QString& zeroText,
                                  const QString& prefix) {
  const auto& spec = model::parameterSpec(param);
  auto* box = new QSpinBox;
  box->setRange(static_cast<int>(spec.minimum), static_cast<int>(spec.maximum));
  box->setSpecialValueText(zeroText);
  box->setPrefix(prefix);
  box->setToolTip(tooltipOf(param));
  box->setKeyboardTracking(false);  // one edit per finished number, not per digit
  connect(box, &QSpinBox::valueChanged, this, [this, param](int v) { m_binding.edited(param, v); });
  m_binding.bind(param, [box](double v) { box->setValue(static_cast<int>(v)); });
  return box;
}

namespace {

/// The open list of `box` as wide as its longest item (the closed box may elide it).
void fitPopup(QComboBox* box) {
  QAbstractItemView* view = box->view();
  view->setMinimumWidth(view->sizeHintForColumn(0) + view->verticalScrollBar()->sizeHint().width());
}

}  // namespace

QComboBox* ParameterControls::seriesCombo(model::Param param) {
  auto* box = new QComboBox;
  box->setToolTip(tooltipOf(param));
  // As wide as a name of 18 characters, whatever the longest loaded: a long one would push the
  // tab's other controls to a second row and take the height from the plot at 1280×720. The
  // list that opens shows every name whole (fitPopup).
  box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  box->setMinimumContentsLength(18);
  box->addItems(m_seriesNames);
  fitPopup(box);
  for (int i = 0; i < m_seriesToolTips.size() && i < box->count(); ++i)
    box->setItemData(i, m_seriesToolTips[i], Qt::ToolTipRole);
  connect(box, &QComboBox::activated, this,
          [this, param](int i) { m_binding.edited(param, i + 1); });
  m_binding.bind(param, [box](double v) {
    const int i = static_cast<int>(v) - 1;
    box->setCurrentIndex(i < box->count() ? i : box->count() - 1);
  });
  m_seriesCombos.push_back(box);
  return box;
}

void ParameterControls::setSeriesNames(const QStringList& names, const QStringList& toolTips) {
  if (names == m_seriesNames && toolTips == m_seriesToolTips) return;
  m_seriesNames = names;
  m_seriesToolTips = toolTips;
  m_binding.whileShowing([&] {
    for (QComboBox* box : m_seriesCombos) {
      const QSignalBlocker block(box);
      box->clear();
      box->addItems(names);
      for (int i = 0; i < toolTips.size() && i < box->count(); ++i)
        box->setItemData(i, toolTips[i], Qt::ToolTipRole);
      box->setEnabled(!names.isEmpty());
      fitPopup(box);
    }
  });
  show(m_last);
}

void ParameterControls::show(const model::Scenario& scenario) {
  m_last = scenario;
  m_binding.show(scenario);
}

}  // namespace scalescope::views
