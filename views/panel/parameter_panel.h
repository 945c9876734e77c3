#pragma once
// The parameter panel: built entirely from the model's parameter table. A slider plus a spin
// box for numbers (log-scaled slider where the range spans decades), a combo box for choices,
// a check box for toggles; groups collapse. It shows a Scenario and reports edits; it never
// changes the Scenario itself (the Document does, through undoable commands).

#include <QList>
#include <QWidget>
#include <optional>
#include <vector>

#include "model/core/scenario.h"
#include "views/common/parameter_binding.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSlider;
class QToolButton;

namespace scalescope::views {

class SciSpinBox;

/// Controls for every row of the parameter table.
class ParameterPanel : public QWidget {
  Q_OBJECT
 public:
  explicit ParameterPanel(QWidget* parent = nullptr);
  /// Cuts the controls' connections to the panel before QWidget's destructor runs (see .cpp).
  ~ParameterPanel() override;

  /// The width the shown rows need (labels, sliders, spin boxes and the scroll bar) in the
  /// font the panel has now: presenter mode sizes the parameters' dock to it.
  int rowsWidth() const;

  /// Shows the values of a scenario without emitting edits (feedback guard).
  void showScenario(const model::Scenario& scenario);

  /// Controls of a parameter by table index, for tests and keyboard focus.
  QSlider* slider(std::size_t index) const { return m_rows[index].slider; }
  SciSpinBox* spinBox(std::size_t index) const { return m_rows[index].spin; }
  QComboBox* comboBox(std::size_t index) const { return m_rows[index].combo; }
  QCheckBox* checkBox(std::size_t index) const { return m_rows[index].check; }

  /// Slider position (0…kSliderSteps) ↔ value, linear or logarithmic as the table says.
  static constexpr int kSliderSteps = 1000;
  static int sliderPosition(std::size_t index, double value);
  static double sliderValue(std::size_t index, int position);

  /// The search field over the groups.
  QLineEdit* searchField() const { return m_search; }
  /// Shows only the rows whose label, id or tooltip contain `text` (all when empty); within
  /// the parameter focus, if one is set.
  void setFilter(const QString& text);
  /// Rows shown now (tests of the search).
  int visibleRowCount() const;

  /// Shows only the rows of `params` (and their groups), with a button above them that shows
  /// every row again: presenter mode's "the lesson's parameters, the rest one click away".
  /// nullopt shows every row.
  void setParameterFocus(std::optional<model::ParamSet> params);
  /// Whether row `index` is shown (not hidden by the focus).
  bool rowShown(std::size_t index) const;
  QPushButton* showAllButton() const { return m_showAll; }

  /// Paints the row of `param` (label and controls) as a lesson's highlight and scrolls it
  /// into view; nullopt takes the highlight away.
  void highlightParameter(std::optional<model::Param> param);
  /// The widgets painted as highlighted now (tests).
  QList<QWidget*> highlightedWidgets() const;

 signals:
  /// The user changed a parameter.
  void parameterEdited(scalescope::model::Param param, double value);
  /// The user finished a gesture (slider released, spin box edit done): ends undo merging.
  void editFinished();

 protected:
  /// A font change (presenter mode) refits the labels.
  void changeEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  struct Row {
    QSlider* slider = nullptr;
    SciSpinBox* spin = nullptr;
    QComboBox* combo = nullptr;
    QCheckBox* check = nullptr;
    QLabel* label = nullptr;
    QWidget* field = nullptr;  ///< the row's controls (a slider and spin box share a box)
    std::size_t group = 0;
  };
  struct Group {
    QToolButton* header = nullptr;
    QWidget* body = nullptr;
    QGridLayout* form = nullptr;
    int narrowest = 90;    ///< the narrowest its label column may be, at the last fit
    int controls = 0;      ///< its widest row's controls, at the last fit
    bool stacked = false;  ///< labels above their controls: the dock too narrow for both
  };
  /// Puts a group's labels beside their controls, or above them.
  void stackGroup(Group& group, std::size_t index, bool stacked);
  QWidget* buildRow(std::size_t index, Row& row);
  /// A choice or toggle edit is a whole gesture: it ends undo merging at once.
  void finishEdit();

  std::vector<Row> m_rows;
  std::vector<Group> m_groups;
  QLineEdit* m_search = nullptr;
  double m_pressedValue = 0;  ///< value when the slider being dragged was grabbed
  QPushButton* m_showAll = nullptr;
  std::optional<model::ParamSet> m_focus;
  std::optional<std::size_t> m_highlighted;  ///< row painted as a lesson's highlight
  QScrollArea* m_scroll = nullptr;
  /// Every label of a group as wide as its column (see .cpp).
  void fitLabelWidths();
  int m_builtFontHeight = 0;  ///< the font's height when the panel was built
  ParameterBinding m_binding;
};

}  // namespace scalescope::views
