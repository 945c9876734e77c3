#include "app/imports/import_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "model/data/csv_table.h"
#include "views/common/model_text.h"
#include "views/common/source_tooltip.h"

namespace scalescope::app {

namespace {

enum TreeColumn { TreeName, TreeRuns, TreeNRange, TreeScaling };
enum Role { FileRole = Qt::UserRole, SeriesRole, SourceRole };

/// What the file says about scaling for a series: "strong", "weak" or "".
QString fileScaling(const model::ImportedSeries& s) {
  for (const auto& r : s.runs)
    if (!r.point.scaling.empty()) return views::plainText(r.point.scaling);
  return {};
}

QString provenanceText(const ImportDialog::Source& src) {
  QStringList lines{src.path};
  for (const auto& f : src.files) {
    if (src.files.size() > 1) lines << QFileInfo(views::plainText(f.sourceName)).fileName() + ":";
    lines << QObject::tr("format: %1")
                 .arg(f.format.empty() ? QObject::tr("ScaleScope CSV")
                                       : views::plainText(f.format));
    if (!f.provenance.empty()) lines << views::provenanceText(f.provenance);
  }
  // Notes name the file by its path; here, under the path, its name is enough.
  const auto shorter = [&](QString m) {
    for (const auto& f : src.files)
      m.replace(views::plainText(f.sourceName),
                QFileInfo(views::plainText(f.sourceName)).fileName());
    return m.replace(src.path, QFileInfo(src.path).fileName());
  };
  for (const QString& w : src.warnings) lines << QObject::tr("note: %1").arg(shorter(w));
  for (const QString& e : src.errors) lines << QObject::tr("not read: %1").arg(shorter(e));
  return lines.join('\n');
}

}  // namespace

ImportDialog::ImportDialog(QList<Source> sources, QWidget* parent)
    : QDialog(parent),
      m_tree(new QTreeWidget),
      m_provenance(new QLabel),
      m_parameter(new QComboBox),
      m_fixedForm(new QFormLayout),
      m_processes(new QSpinBox),
      m_summary(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
  setWindowTitle(tr("Import measured data"));
  setObjectName("importDialog");
  for (auto& s : sources) {
    State st;
    st.source = std::move(s);
    for (const auto& f : st.source.files)
      for (const auto& series : f.series) {
        for (const auto& p : series.parameters)
          if (std::find(st.parameters.begin(), st.parameters.end(), p) == st.parameters.end())
            st.parameters.push_back(p);
        for (const auto& r : series.runs)
          if (!r.coordinates.empty() && std::isnan(r.coordinates[0])) st.unknownProcesses = true;
        if (!series.nKnown) st.unknownN = true;
      }
    m_states.push_back(std::move(st));
  }

  auto* intro =
      new QLabel(tr("Choose the series to import. Hover a file for where it came "
                    "from; strong or weak scaling can be set where the file does not "
                    "say."));
  intro->setWordWrap(true);
  m_tree->setHeaderLabels({tr("File / series"), tr("Runs"), tr("N"), tr("Scaling")});
  m_tree->setRootIsDecorated(true);
  m_tree->setAlternatingRowColors(true);
  m_tree->header()->setStretchLastSection(false);
  m_tree->header()->setSectionResizeMode(TreeName, QHeaderView::Stretch);
  m_tree->setMinimumHeight(200);

  auto* selected = new QGroupBox(tr("Selected file"));
  auto* form = new QFormLayout(selected);
  m_parameter->setToolTip(
      tr("The parameter of the file that is N (processes, threads, "
         "nodes, ...); the other parameters are held at one value"));
  form->addRow(tr("N is"), m_parameter);
  form->addRow(m_fixedForm);
  m_processes->setRange(0, 1000000);
  m_processes->setSpecialValueText(tr("required"));
  m_processes->setToolTip(
      tr("OSU output does not say how many processes ran; name the file "
         "…_np16.txt or give the count here"));
  form->addRow(tr("Processes"), m_processes);
  m_provenance->setWordWrap(true);
  m_provenance->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_provenance->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  m_provenance->setMinimumWidth(260);
  form->addRow(m_provenance);

  auto* middle = new QHBoxLayout;
  middle->addWidget(m_tree, 5);
  middle->addWidget(selected, 3);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro);
  layout->addLayout(middle, 1);
  layout->addWidget(m_summary);
  layout->addWidget(m_buttons);
  m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  fillTree();
  connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] { showSource(currentSource()); });
  connect(m_tree, &QTreeWidget::itemChanged, this, [this] {
    if (!m_updating) updateOk();
  });
  connect(m_parameter, &QComboBox::currentIndexChanged, this, [this] {
    const int i = currentSource();
    const QString name = m_parameter->currentData().toString();
    if (m_updating || i < 0 || name.isEmpty()) return;
    m_states[i].choice.nParameter = name.toStdString();
    m_states[i].choice.fixed.clear();
    rebuildFixed(i);
    updateSeriesRows(i);
    updateOk();
  });
  connect(m_processes, &QSpinBox::valueChanged, this, [this](int v) {
    const int i = currentSource();
    if (m_updating || i < 0) return;
    if (v > 0)
      m_states[i].choice.processes = v;
    else
      m_states[i].choice.processes.reset();
    updateSeriesRows(i);
    updateOk();
  });
  if (!m_states.empty()) selectSource(0);
  updateOk();
  resize(1060, 540);  // fits a 1280×720 screen
}

void ImportDialog::fillTree() {
  const QScopedValueRollback guard(m_updating, true);
  for (std::size_t i = 0; i < m_states.size(); ++i) {
    State& st = m_states[i];
    auto* top = new QTreeWidgetItem(m_tree);
    st.item = top;
    top->setData(TreeName, SourceRole, static_cast<int>(i));
    top->setToolTip(TreeName, provenanceText(st.source));
    QStringList formats;
    for (const auto& f : st.source.files) {
      const QString name = f.format.empty() ? tr("ScaleScope CSV") : views::plainText(f.format);
      if (!formats.contains(name)) formats << name;
    }
    if (st.source.files.empty()) formats = QStringList{tr("not readable")};
    top->setText(TreeName,
                 tr("%1 — %2").arg(QFileInfo(st.source.path).fileName(), formats.join(", ")));
    top->setFirstColumnSpanned(true);
    if (st.source.files.empty()) {
      top->setForeground(TreeName, QColor(190, 0, 0));
      continue;
    }
    for (std::size_t f = 0; f < st.source.files.size(); ++f) {
      const auto& file = st.source.files[f];
      for (std::size_t k = 0; k < file.series.size(); ++k) {
        const auto& s = file.series[k];
        auto* item = new QTreeWidgetItem(top);
        QString name = s.name.empty() ? QFileInfo(views::plainText(file.sourceName)).fileName()
                                      : views::plainText(s.name);
        if (st.source.files.size() > 1 && !s.name.empty())
          name = QFileInfo(views::plainText(file.sourceName)).fileName() + " — " + name;
        item->setText(TreeName, name);
        item->setData(TreeName, FileRole, static_cast<int>(f));
        item->setData(TreeName, SeriesRole, static_cast<int>(k));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(TreeName, Qt::Checked);
        item->setToolTip(TreeName, s.note ? name + "\n" + views::modelText(*s.note) : name);
        // A latency table (message size per row) is not a scaling series: nothing to set.
        const bool latency = !s.runs.empty() && s.runs.front().point.bytes.has_value();
        if (latency) {
          item->setText(TreeScaling, tr("latency table"));
          item->setToolTip(TreeScaling, tr("Latency against message size: fitted by T(m) = L + m/B "
                                           "(Data ▸ Network latency and bandwidth)"));
          continue;
        }
        auto* scaling = new QComboBox;
        const QString said = fileScaling(s);
        scaling->addItem(said.isEmpty() ? tr("not stated (strong)")
                                        : tr("%1 (the file)").arg(said));
        scaling->addItem(tr("strong"));
        scaling->addItem(tr("weak"));
        scaling->setToolTip(
            tr("Strong scaling: a fixed problem, the ideal time falls as 1/N. "
               "Weak: the work grows with N, the ideal time is flat."));
        m_tree->setItemWidget(item, TreeScaling, scaling);
      }
    }
    top->setExpanded(true);
    updateSeriesRows(static_cast<int>(i));
  }
  for (int c = TreeRuns; c <= TreeScaling; ++c) m_tree->resizeColumnToContents(c);
}

QComboBox* ImportDialog::scalingCombo(QTreeWidgetItem* item) const {
  return qobject_cast<QComboBox*>(m_tree->itemWidget(item, TreeScaling));
}

QComboBox* ImportDialog::fixedCombo(const QString& parameter) const {
  for (QComboBox* c : m_fixedCombos)
    if (c->property("parameter").toString() == parameter) return c;
  return nullptr;
}

int ImportDialog::currentSource() const {
  const QTreeWidgetItem* item = m_tree->currentItem();
  while (item && item->parent()) item = item->parent();
  return item ? item->data(TreeName, SourceRole).toInt() : -1;
}

void ImportDialog::selectSource(int index) {
  if (index >= 0 && index < static_cast<int>(m_states.size()))
    m_tree->setCurrentItem(m_states[index].item);
}

void ImportDialog::showSource(int index) {
  if (index < 0) return;
  const QScopedValueRollback guard(m_updating, true);
  State& st = m_states[index];
  m_provenance->setText(provenanceText(st.source));
  m_parameter->clear();
  // A file that does not say which parameter is N gets no guess: the user chooses.
  const bool ask = st.unknownN && st.choice.nParameter.empty();
  if (ask) m_parameter->addItem(tr("choose N…"), QString());
  for (const auto& p : st.parameters)
    m_parameter->addItem(views::plainText(p), views::plainText(p));
  std::string current = st.choice.nParameter;
  if (current.empty() && !st.source.files.empty() && !st.source.files[0].series.empty()) {
    const auto& s = st.source.files[0].series[0];
    current = s.parameters[model::chosenParameter(s, st.choice)];
  }
  if (ask)
    m_parameter->setCurrentIndex(0);
  else
    m_parameter->setCurrentText(views::plainText(current));
  m_parameter->setEnabled(st.parameters.size() > 1);
  m_processes->setEnabled(st.unknownProcesses);
  m_processes->setValue(st.choice.processes ? static_cast<int>(*st.choice.processes) : 0);
  if (!st.unknownProcesses)
    m_processes->setSpecialValueText(tr("in the file"));
  else
    m_processes->setSpecialValueText(tr("required"));
  rebuildFixed(index);
}

void ImportDialog::rebuildFixed(int index) {
  while (m_fixedForm->rowCount() > 0) m_fixedForm->removeRow(0);
  m_fixedCombos.clear();
  const State& st = m_states[index];
  // The first series that has the other parameters shows their values.
  for (const auto& f : st.source.files)
    for (const auto& s : f.series) {
      if (s.parameters.size() < 2) continue;
      const std::size_t n = model::chosenParameter(s, st.choice);
      const auto defaults = model::defaultFixedValues(s, n);
      for (std::size_t k = 0; k < s.parameters.size(); ++k) {
        if (k == n) continue;
        const QString name = views::plainText(s.parameters[k]);
        if (!defaults.count(s.parameters[k])) {
          m_fixedForm->addRow(name, new QLabel(tr("varies with N")));
          continue;
        }
        auto* combo = new QComboBox;
        combo->setProperty("parameter", name);
        combo->setToolTip(
            tr("The value %1 is held at; runs at other values are left out").arg(name));
        for (double v : model::parameterValues(s, k)) combo->addItem(views::messageNumber(v), v);
        const auto chosen = st.choice.fixed.count(s.parameters[k])
                                ? st.choice.fixed.at(s.parameters[k])
                                : defaults.at(s.parameters[k]);
        combo->setCurrentIndex(combo->findData(chosen));
        connect(combo, &QComboBox::currentIndexChanged, this, [this, index, name, combo] {
          if (m_updating) return;
          m_states[index].choice.fixed[name.toStdString()] = combo->currentData().toDouble();
          updateSeriesRows(index);
        });
        m_fixedForm->addRow(tr("%1 held at").arg(name), combo);
        m_fixedCombos.push_back(combo);
      }
      return;
    }
}

void ImportDialog::updateSeriesRows(int index) {
  const QScopedValueRollback guard(m_updating, true);
  State& st = m_states[index];
  for (int c = 0; c < st.item->childCount(); ++c) {
    QTreeWidgetItem* item = st.item->child(c);
    const auto& file = st.source.files[item->data(TreeName, FileRole).toInt()];
    const auto& s = file.series[item->data(TreeName, SeriesRole).toInt()];
    model::ImportChoice one = st.choice;
    one.series = {s.name};
    one.scaling.clear();
    const auto set = model::toMeasurementSet(file, one);
    if (!set) {
      item->setText(TreeRuns, QString::number(s.runs.size()));
      item->setText(TreeNRange, tr("not given"));
      item->setToolTip(TreeNRange, views::errorText(set));
      continue;
    }
    std::vector<double> ns;
    for (const auto& p : set->points) ns.push_back(p.n);
    std::sort(ns.begin(), ns.end());
    ns.erase(std::unique(ns.begin(), ns.end()), ns.end());
    item->setText(TreeRuns, QString::number(set->points.size()));
    const QString unit = set->points.front().unit.empty()
                             ? QString()
                             : " " + views::plainText(set->points.front().unit);
    item->setText(TreeNRange, ns.size() == 1 ? views::messageNumber(ns.front()) + unit
                                             : tr("%1 … %2%3 (%4 values)")
                                                   .arg(views::messageNumber(ns.front()),
                                                        views::messageNumber(ns.back()), unit)
                                                   .arg(ns.size()));
    item->setToolTip(
        TreeNRange,
        tr("N = %1 as %2")
            .arg(views::plainText(set->points.front().unit.empty()
                                      ? s.parameters[model::chosenParameter(s, st.choice)]
                                      : set->points.front().unit),
                 views::plainText(set->points.front().group)));
  }
}

void ImportDialog::updateOk() {
  int series = 0;
  QStringList missing, unnamed;
  for (const auto& st : m_states) {
    int checked = 0;
    for (int c = 0; st.item && c < st.item->childCount(); ++c)
      if (st.item->child(c)->checkState(TreeName) == Qt::Checked) ++checked;
    series += checked;
    if (checked && st.unknownProcesses && !st.choice.processes)
      missing << QFileInfo(st.source.path).fileName();
    if (checked && st.unknownN && st.choice.nParameter.empty())
      unnamed << QFileInfo(st.source.path).fileName();
  }
  QString text = tr("%n series to import", nullptr, series);
  if (!missing.isEmpty())
    text += " — " + tr("give the process count of %1").arg(missing.join(", "));
  if (!unnamed.isEmpty())
    text += " — " + tr("choose which parameter is N in %1").arg(unnamed.join(", "));
  m_summary->setText(text);
  m_buttons->button(QDialogButtonBox::Ok)
      ->setEnabled(series > 0 && missing.isEmpty() && unnamed.isEmpty());
}

QList<DataSource> ImportDialog::chosenSources() const {
  QList<DataSource> out;
  for (const auto& st : m_states) {
    if (st.source.files.empty()) continue;
    DataSource d(st.source.path);
    d.choice = st.choice;
    d.columns = st.source.columns;
    std::vector<std::string> kept;
    int total = 0;
    for (int c = 0; c < st.item->childCount(); ++c) {
      QTreeWidgetItem* item = st.item->child(c);
      const auto& s = st.source.files[item->data(TreeName, FileRole).toInt()]
                          .series[item->data(TreeName, SeriesRole).toInt()];
      ++total;
      if (item->checkState(TreeName) != Qt::Checked) continue;
      if (std::find(kept.begin(), kept.end(), s.name) == kept.end()) kept.push_back(s.name);
      if (QComboBox* scaling = scalingCombo(item); scaling && scaling->currentIndex() > 0)
        d.choice.scaling[s.name] = scaling->currentIndex() == 1 ? "strong" : "weak";
    }
    if (kept.empty()) continue;
    if (static_cast<int>(kept.size()) < total) d.choice.series = kept;
    out << d;
  }
  return out;
}

}  // namespace scalescope::app
