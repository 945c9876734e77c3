#include "views/panel/parameter_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>
#include <map>

#include "model/core/parameter_table.h"
#include "views/common/eliding_combo_box.h"
#include "views/common/model_text.h"
#include "views/common/sci_spin_box.h"

namespace scalescope::views {

using model::ParameterKind;
using model::parameterTable;
using model::SliderScale;

namespace {

/// The pieces a wrapped label cannot break: its words, split after a hyphen and where a soft
/// hyphen allows (such a piece ends in the hyphen drawn at the break).
QStringList unbreakablePieces(QString text) {
  text.replace(QChar(u'-'), QStringLiteral("- ")).replace(QChar::SoftHyphen, QStringLiteral("- "));
  return text.split(' ', Qt::SkipEmptyParts);
}

}  // namespace

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
  // The default's own pixel gives the default back exactly (387,872, not 388,000).
  if (position == sliderPosition(index, spec.defaultValue)) return spec.defaultValue;
  const double t = static_cast<double>(position) / kSliderSteps;
  double v = spec.scale == SliderScale::Log
                 ? spec.minimum * std::pow(spec.maximum / spec.minimum, t)
                 : spec.minimum + t * (spec.maximum - spec.minimum);
  // Three significant digits: a dragged value reads as 3.98e-07, not 3.981071705534969e-07,
  // and N as 398,000, not 398,107; a whole row then rounds to whole (2.14 processors: 2). A
  // linear whole row (a year) steps by one.
  if (v != 0 && (spec.kind == ParameterKind::Number || spec.scale == SliderScale::Log)) {
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::abs(v))) - 2);
    v = std::round(v / magnitude) * magnitude;
  }
  if (spec.kind == ParameterKind::Integer) v = std::round(v);
  return std::clamp(v, spec.minimum, spec.maximum);
}

ParameterPanel::ParameterPanel(QWidget* parent)
    : QWidget(parent),
      m_binding([this](model::Param param, double value) { emit parameterEdited(param, value); }) {
  setObjectName("parameterPanel");
  const auto& table = parameterTable();
  m_rows.resize(table.size());

  auto* content = new QWidget;
  auto* outer = new QVBoxLayout(content);
  outer->setContentsMargins(6, 6, 6, 6);
  m_showAll = new QPushButton(tr("Show all %1 parameters").arg(table.size()));
  m_showAll->setObjectName("showAllParameters");
  m_showAll->setToolTip(m_showAll->text());
  // Its width does not count for the rows' (fitLabelWidths gives it a shorter text where the
  // long one does not fit): in German presenter mode at 1280×720 the long text was 32 px wider
  // than the dock could be, and the panel scrolled sideways over the labels.
  m_showAll->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
  m_showAll->hide();
  connect(m_showAll, &QPushButton::clicked, this, [this] { setParameterFocus(std::nullopt); });
  outer->addWidget(m_showAll);
  std::map<std::string, QGridLayout*> groups;
  for (std::size_t i = 0; i < table.size(); ++i) {
    const auto& spec = table[i];
    QGridLayout*& form = groups[spec.group];
    if (!form) {
      m_groups.push_back({});
      auto* header = new QToolButton;
      header->setText(parameterGroup(spec));
      header->setCheckable(true);
      header->setChecked(true);
      header->setArrowType(Qt::DownArrow);
      header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
      header->setAutoRaise(true);
      header->setStyleSheet("QToolButton { font-weight: bold; border: none; }");
      auto* body = new QWidget;
      // A grid, not a QFormLayout: that one measures a wrapped label's height at the width of
      // the label column but draws the label at its own size hint, and a German label of three
      // lines got the height of two and ran into the next row.
      form = new QGridLayout(body);
      form->setContentsMargins(12, 0, 0, 6);
      form->setColumnStretch(1, 1);
      connect(header, &QToolButton::toggled, body, [header, body](bool open) {
        body->setVisible(open);
        header->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
      });
      outer->addWidget(header);
      outer->addWidget(body);
      m_groups.back() = {header, body, form};
    }
    QString label = parameterLabel(spec, WordBreaks::Keep);
    if (!spec.unit.empty()) label += QStringLiteral(" [%1]").arg(unitText(spec.unit));
    auto* labelWidget = new QLabel(label);
    labelWidget->setToolTip(parameterTooltip(spec));
    // Long labels take two lines rather than push the spin boxes out of a narrow dock.
    labelWidget->setWordWrap(true);
    m_rows[i].field = buildRow(i, m_rows[i]);
    const int at = form->rowCount();
    form->addWidget(labelWidget, at, 0, Qt::AlignLeft | Qt::AlignVCenter);
    form->addWidget(m_rows[i].field, at, 1);
    m_rows[i].label = labelWidget;
    m_rows[i].group = m_groups.size() - 1;
  }
  outer->addStretch(1);

  auto* scroll = new QScrollArea;
  m_scroll = scroll;
  scroll->setWidget(content);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setFocusPolicy(Qt::NoFocus);  // Tab goes to the controls, not to the scroll area
  m_search = new QLineEdit;
  m_search->setObjectName("parameterSearch");
  m_search->setPlaceholderText(tr("Search parameters"));
  m_search->setClearButtonEnabled(true);
  m_search->setToolTip(
      tr("Shows only the parameters whose name, id or description contain "
         "the text"));
  connect(m_search, &QLineEdit::textChanged, this, &ParameterPanel::setFilter);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  layout->addWidget(m_search);
  layout->addWidget(scroll);
  m_builtFontHeight = fontMetrics().height();
  scroll->viewport()->installEventFilter(this);
  fitLabelWidths();
  showScenario(model::Scenario{});
}

void ParameterPanel::fitLabelWidths() {
  // Every label of a group as wide as its column: the room the dock leaves beside the group's
  // widest controls, at most half the row and the group's longest label on one line (a wider
  // dock gives fewer lines; the boxes never leave the dock); at least the longest piece a shown
  // label cannot break, up to 90 px in the font the panel was built with (scaled in presenter
  // mode's larger font: "Processors" lost its "s" at a fixed 90 px there).
  const int cap = 90 * fontMetrics().height() / std::max(1, m_builtFontHeight);
  const int view = m_scroll->viewport()->width();
  const QMargins outer = m_scroll->widget()->layout()->contentsMargins();
  for (std::size_t g = 0; g < m_groups.size(); ++g) {
    Group& group = m_groups[g];
    int controls = 0, oneLine = 0, piece = 0;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
      const Row& row = m_rows[i];
      if (row.group != g || !rowShown(i)) continue;
      controls =
          std::max({controls, row.field->minimumSizeHint().width(), row.field->minimumWidth()});
      const QFontMetrics fm(row.label->font());
      const QString text = row.label->text();
      oneLine = std::max(oneLine, fm.horizontalAdvance(QString(text).remove(QChar::SoftHyphen)));
      for (const QString& p : unbreakablePieces(text))
        piece = std::max(piece, fm.horizontalAdvance(p));
    }
    group.narrowest = std::min(cap, piece + 4);
    group.controls = controls;
    const QMargins inner = group.form->contentsMargins();
    const int across = view - outer.left() - outer.right() - inner.left() - inner.right() -
                       std::max(0, group.form->horizontalSpacing());
    // Where the narrowest label and the controls do not fit side by side (German presenter
    // mode at 1280×720: 32 px short), each label goes above its controls rather than the
    // panel scrolling sideways over the labels.
    const bool stack = controls > 0 && across - controls < group.narrowest;
    if (stack != group.stacked) stackGroup(group, g, stack);
    const int width =
        stack ? std::max(group.narrowest, across)
              : std::max(group.narrowest, std::min({across - controls, across / 2, oneLine + 4}));
    for (const Row& row : m_rows)
      if (row.group == g && row.label->width() != width) row.label->setFixedWidth(width);
  }
  // The button's long text where it fits, else "Show all" (the long one in its tooltip).
  const QString full = m_showAll->toolTip(), brief = tr("Show all");
  const QFontMetrics fm(m_showAll->font());
  const int padding = m_showAll->sizeHint().width() - fm.horizontalAdvance(m_showAll->text());
  m_showAll->setMinimumWidth(fm.horizontalAdvance(brief) + padding);
  const bool fits = fm.horizontalAdvance(full) + padding <= view - outer.left() - outer.right();
  m_showAll->setText(fits ? full : brief);
}

void ParameterPanel::stackGroup(Group& group, std::size_t index, bool stacked) {
  std::vector<const Row*> rows;
  for (const Row& row : m_rows)
    if (row.group == index) rows.push_back(&row);
  for (const Row* row : rows) {
    group.form->removeWidget(row->label);
    group.form->removeWidget(row->field);
  }
  for (std::size_t k = 0; k < rows.size(); ++k) {
    const int at = int(k) * (stacked ? 2 : 1);
    if (stacked) {
      group.form->addWidget(rows[k]->label, at, 0, 1, 2, Qt::AlignLeft | Qt::AlignVCenter);
      group.form->addWidget(rows[k]->field, at + 1, 0, 1, 2);
    } else {
      group.form->addWidget(rows[k]->label, at, 0, Qt::AlignLeft | Qt::AlignVCenter);
      group.form->addWidget(rows[k]->field, at, 1);
    }
  }
  group.stacked = stacked;
}

bool ParameterPanel::eventFilter(QObject* watched, QEvent* event) {
  // The dock made wider or narrower (or the scroll bar come or gone): the label column follows.
  if (watched == m_scroll->viewport() && event->type() == QEvent::Resize) fitLabelWidths();
  return QWidget::eventFilter(watched, event);
}

void ParameterPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::FontChange && !m_rows.empty()) fitLabelWidths();
  QWidget::changeEvent(event);
}

int ParameterPanel::rowsWidth() const {
  // Sizes after a font change reach the layouts through posted requests; ask them now.
  for (QLayout* layout : m_scroll->widget()->findChildren<QLayout*>()) layout->invalidate();
  m_scroll->widget()->layout()->invalidate();
  // Labels at their narrowest: the width the rows need, not the width they have now.
  int wider = 0;
  for (const Row& row : m_rows)
    if (row.label->isVisibleTo(this))
      wider = std::max(wider, row.label->width() - m_groups[row.group].narrowest);
  QSize rows = m_scroll->widget()->minimumSizeHint() - QSize(wider, 0);
  // A stacked group needs less than it would beside its labels: what side by side needs.
  const QMargins outer = m_scroll->widget()->layout()->contentsMargins();
  for (const Group& group : m_groups)
    if (group.stacked) {
      const QMargins inner = group.form->contentsMargins();
      rows.setWidth(std::max(rows.width(), outer.left() + outer.right() + inner.left() +
                                               inner.right() +
                                               std::max(0, group.form->horizontalSpacing()) +
                                               group.narrowest + group.controls));
    }
  // The vertical scroll bar only when the rows are taller than the view (a lesson's few rows
  // are not).
  const bool scrolls = rows.height() > m_scroll->viewport()->height();
  return rows.width() + (scrolls ? style()->pixelMetric(QStyle::PM_ScrollBarExtent) : 0) + 2;
}

ParameterPanel::~ParameterPanel() {
  // QWidget's destructor closes a shown panel: the focused box gets a focus-out and emits
  // editingFinished (and SciSpinBox may set a bound), which would reach the panel's slots after
  // its own part is destroyed (UBSan: "downcast … not an object of type ParameterPanel").
  for (QObject* child : findChildren<QObject*>()) child->disconnect(this);
}

QWidget* ParameterPanel::buildRow(std::size_t index, Row& row) {
  const auto& spec = parameterTable()[index];
  const model::Param param = spec.param;
  const QString tip = parameterTooltip(spec);
  const QString name = QString::fromStdString(spec.id);
  if (spec.kind == ParameterKind::Choice) {
    row.combo = new ElidingComboBox;
    row.combo->setObjectName(name);
    // Labels people read; the ids stay in files and on the command line.
    for (std::size_t c = 0; c < spec.choices.size(); ++c)
      row.combo->addItem(parameterChoiceLabel(spec, c), QString::fromStdString(spec.choices[c]));
    row.combo->setToolTip(tip);
    row.combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    row.combo->setMinimumContentsLength(8);
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
  row.slider->setMinimumWidth(34);
  // Tab goes from spin box to spin box (the keyboard's way to a value), not through a slider
  // and its spin box for every row.
  row.slider->setFocusPolicy(Qt::ClickFocus);
  row.spin = new SciSpinBox;
  row.spin->setObjectName(name);
  row.spin->setRange(spec.minimum, spec.maximum);
  row.spin->setLogStepping(spec.scale == SliderScale::Log);
  row.spin->setSignificantDigits(spec.kind == ParameterKind::Integer ? 12
                                                                     : std::max(spec.decimals, 3));
  row.spin->setSingleStep(
      spec.kind == ParameterKind::Integer ? 1 : (spec.maximum - spec.minimum) / 100);
  row.spin->setToolTip(tip);
  // The box keeps the width of a typical value and its words in the font it has (presenter
  // mode's is larger); a fixed 84 px cut "7.2e-07" to "7.2e-0" there.
  if (!spec.zeroLabel.empty()) row.spin->setSpecialValueText(parameterZeroLabel(spec));
  row.spin->keepTextWidth();
  h->addWidget(row.slider, 1);
  h->addWidget(row.spin);
  // Dragged back to where it started, the slider gives back the value it started from (the
  // spin box's, which may lie between two slider steps).
  connect(row.slider, &QSlider::sliderPressed, this,
          [this, spin = row.spin] { m_pressedValue = spin->value(); });
  connect(row.slider, &QSlider::valueChanged, this, [this, index, param](int pos) {
    const bool back =
        m_rows[index].slider->isSliderDown() && pos == sliderPosition(index, m_pressedValue);
    m_binding.edited(param, back ? m_pressedValue : sliderValue(index, pos));
  });
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

void ParameterPanel::setFilter(const QString& text) {
  const QString needle = text.trimmed();
  std::vector<int> shown(m_groups.size(), 0);
  const auto& table = parameterTable();
  for (std::size_t i = 0; i < m_rows.size(); ++i) {
    const auto& spec = table[i];
    const bool match = needle.isEmpty() ||
                       QString(m_rows[i].label->text())
                           .remove(QChar::SoftHyphen)
                           .contains(needle, Qt::CaseInsensitive) ||
                       QString::fromStdString(spec.id).contains(needle, Qt::CaseInsensitive) ||
                       m_rows[i].label->toolTip().contains(needle, Qt::CaseInsensitive);
    // The search looks within the lesson's parameters while presenter mode narrows the panel.
    const bool show = match && rowShown(i);
    m_rows[i].label->setVisible(show);
    m_rows[i].field->setVisible(show);
    shown[m_rows[i].group] += show ? 1 : 0;
  }
  for (std::size_t g = 0; g < m_groups.size(); ++g) {
    // While searching or focused every group with a shown row is open; otherwise each is as
    // its header says.
    const bool open = !needle.isEmpty() || m_focus || m_groups[g].header->isChecked();
    m_groups[g].header->setVisible(shown[g] > 0);
    m_groups[g].body->setVisible(shown[g] > 0 && open);
  }
}

int ParameterPanel::visibleRowCount() const {
  int n = 0;
  for (const auto& row : m_rows)
    if (row.label->isVisibleTo(this)) ++n;
  return n;
}

void ParameterPanel::finishEdit() {
  if (!m_binding.showing()) emit editFinished();
}

void ParameterPanel::setParameterFocus(std::optional<model::ParamSet> params) {
  m_focus = params;
  fitLabelWidths();
  setFilter(m_search->text());
  m_showAll->setVisible(params.has_value());
}

bool ParameterPanel::rowShown(std::size_t index) const {
  return !m_focus || m_focus->contains(model::paramAt(index));
}

void ParameterPanel::showScenario(const model::Scenario& scenario) {
  m_binding.show(scenario);
}

void ParameterPanel::highlightParameter(std::optional<model::Param> param) {
  for (QWidget* w : highlightedWidgets()) w->setStyleSheet(QString());
  m_highlighted.reset();
  if (!param) return;
  m_highlighted = model::paramIndex(*param);
  const Row& row = m_rows[*m_highlighted];
  const QString style = QStringLiteral("background-color: #ffd54f;");
  for (QWidget* w : highlightedWidgets()) w->setStyleSheet(style);
  m_scroll->ensureWidgetVisible(row.field);
}

QList<QWidget*> ParameterPanel::highlightedWidgets() const {
  if (!m_highlighted) return {};
  const Row& row = m_rows[*m_highlighted];
  return {row.field, row.label};
}

}  // namespace scalescope::views
