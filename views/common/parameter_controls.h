#pragma once
// Small widgets bound to rows of the parameter table, for the Scaling view's tabs: a combo
// box for a choice, a check box or checkable action for a toggle, a spin box for a whole
// number, and a combo box that picks a measured series. They show a Scenario's values and
// report the user's edits as (table index, value) through one ParameterBinding, so showing
// never emits and undo does not record echoes.

#include <QObject>
#include <QStringList>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"
#include "views/common/parameter_binding.h"

class QAction;
class QCheckBox;
class QComboBox;
class QSpinBox;

namespace scalescope::views {

/// The bound controls of one tab or view.
class ParameterControls : public QObject {
  Q_OBJECT
 public:
  explicit ParameterControls(QObject* parent = nullptr);

  /// Choice row: one item per choice, shown with `labels` (same order as the table's choices).
  QComboBox* combo(model::Param param, const QStringList& labels);
  /// Toggle row as a check box.
  QCheckBox* check(model::Param param, const QString& label);
  /// Toggle row as a checkable action (for menus).
  QAction* action(model::Param param, const QString& label);
  /// Integer row; `zeroText` is shown for 0 when given ("all").
  QSpinBox* spin(model::Param param, const QString& zeroText = {}, const QString& prefix = {});
  /// Integer row holding a 1-based series number; items come from setSeriesNames.
  QComboBox* seriesCombo(model::Param param);

  /// Names of the measured series for every series combo, with a tooltip per item (where
  /// the data came from; may be shorter than `names`).
  void setSeriesNames(const QStringList& names, const QStringList& toolTips = {});
  /// Shows the scenario's values without emitting edits.
  void show(const model::Scenario& scenario);

 signals:
  /// The user changed `param` to `value`.
  void edited(scalescope::model::Param param, double value);

 private:
  ParameterBinding m_binding;
  std::vector<QComboBox*> m_seriesCombos;
  QStringList m_seriesNames;
  QStringList m_seriesToolTips;
  model::Scenario m_last;
};

}  // namespace scalescope::views
