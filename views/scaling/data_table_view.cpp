#include "views/scaling/data_table_view.h"

#include <QAbstractTableModel>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>
#include <functional>

#include "model/measured/measured_series.h"
#include "views/common/model_text.h"
#include "views/common/source_tooltip.h"

namespace scalescope::views {

/// Rows of the table: (set, point) pairs into the collection's measurement sets.
class MeasuredPointsModel : public QAbstractTableModel {
 public:
  using Edit = std::function<void(int, int, const model::MeasuredPoint&)>;
  explicit MeasuredPointsModel(Edit edit, QObject* parent)
      : QAbstractTableModel(parent), m_edit(std::move(edit)) {}

  void setData(const model::DatasetCollection& data) {
    beginResetModel();
    m_sets = data.measurements;
    m_rows.clear();
    for (std::size_t s = 0; s < m_sets.size(); ++s)
      for (std::size_t p = 0; p < m_sets[s].points.size(); ++p)
        m_rows.push_back({static_cast<int>(s), static_cast<int>(p)});
    endResetModel();
  }
  int invalidCount() const {
    int bad = 0;
    for (const auto& r : m_rows) bad += !model::measuredPointProblem(point(r)).empty();
    return bad;
  }

  int rowCount(const QModelIndex& parent = {}) const override {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
  }
  int columnCount(const QModelIndex& parent = {}) const override {
    return parent.isValid() ? 0 : DataTableView::ColumnCount;
  }

  QVariant headerData(int section, Qt::Orientation o, int role) const override {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    static const char* names[] = {
        "",           "File",        "Group",        "N",     "Unit", "Time (s)", "Speed-up",
        "Efficiency", "Rmax (TF/s)", "Rpeak (TF/s)", "Label", "Line"};
    return QObject::tr(names[section]);
  }

  Qt::ItemFlags flags(const QModelIndex& index) const override {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const int c = index.column();
    if (c == DataTableView::Group ||
        (c >= DataTableView::N && c <= DataTableView::Label && c != DataTableView::Unit))
      f |= Qt::ItemIsEditable;
    return f;
  }

  QVariant data(const QModelIndex& index, int role) const override {
    const auto& r = m_rows[static_cast<std::size_t>(index.row())];
    const model::MeasuredPoint& p = point(r);
    const std::optional<model::MarkedText> problem = model::measuredPointProblemText(p);
    const int c = index.column();
    if (c == DataTableView::Valid) {
      if (role == Qt::DisplayRole) return !problem ? QStringLiteral("✓") : QStringLiteral("⚠");
      if (role == Qt::ToolTipRole)
        return !problem ? QObject::tr("Valid: drawn and fitted")
                        : QObject::tr("Not used: %1").arg(modelText(*problem));
      if (role == Qt::ForegroundRole) return !problem ? QColor(0, 130, 60) : QColor(200, 0, 0);
      return {};
    }
    if (role == Qt::BackgroundRole && problem) return QColor(255, 235, 230);
    if (role == Qt::ToolTipRole && c == DataTableView::File)
      return sourceToolTip(m_sets[static_cast<std::size_t>(r.set)]);
    if (role == Qt::ToolTipRole && problem) return modelText(*problem);
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    const auto number = [&](const std::optional<double>& v) -> QVariant {
      if (!v) return QString();
      // In the window's number form (German "3,99667"); an edit shows every digit.
      return role == Qt::EditRole ? localNumber(*v, 'g', 17) : localNumber(*v, 'g', 6);
    };
    switch (c) {
      case DataTableView::File: {
        const std::string& name = m_sets[static_cast<std::size_t>(r.set)].sourceName;
        return QString::fromStdString(name.substr(name.find_last_of("/\\") + 1));
      }
      case DataTableView::Group:
        return QString::fromStdString(p.group);
      case DataTableView::N:
        return number(p.n);
      case DataTableView::Unit:
        return QString::fromStdString(p.unit);
      case DataTableView::Time:
        return number(p.timeSeconds);
      case DataTableView::Speedup:
        return number(p.speedup);
      case DataTableView::Efficiency:
        return number(p.efficiency);
      case DataTableView::Rmax:
        return number(p.rmaxTflops);
      case DataTableView::Rpeak:
        return number(p.rpeakTflops);
      case DataTableView::Label:
        return QString::fromStdString(p.label);
      case DataTableView::Line:
        return p.line;
      default:
        return {};
    }
  }

  bool setData(const QModelIndex& index, const QVariant& value, int role) override {
    if (role != Qt::EditRole || !index.isValid()) return false;
    const auto& r = m_rows[static_cast<std::size_t>(index.row())];
    model::MeasuredPoint p = point(r);
    const QString text = value.toString().trimmed();
    bool ok = true;
    const double v = readNumber(text, &ok);
    const auto optional = [&](std::optional<double>& field) {
      if (text.isEmpty())
        field.reset();
      else if (ok)
        field = v;
      return text.isEmpty() || ok;
    };
    switch (index.column()) {
      case DataTableView::Group:
        p.group = text.toStdString();
        break;
      case DataTableView::Label:
        p.label = text.toStdString();
        break;
      case DataTableView::N:
        if (!ok) return false;  // text is refused; a number out of range is marked instead
        p.n = v;
        break;
      case DataTableView::Time:
        if (!optional(p.timeSeconds)) return false;
        break;
      case DataTableView::Speedup:
        if (!optional(p.speedup)) return false;
        break;
      case DataTableView::Efficiency:
        if (!optional(p.efficiency)) return false;
        break;
      case DataTableView::Rmax:
        if (!optional(p.rmaxTflops)) return false;
        break;
      case DataTableView::Rpeak:
        if (!optional(p.rpeakTflops)) return false;
        break;
      default:
        return false;
    }
    m_edit(r.set, r.point, p);  // the Document applies it and hands the data back
    return true;
  }

 private:
  struct Row {
    int set, point;
  };
  const model::MeasuredPoint& point(const Row& r) const {
    return m_sets[static_cast<std::size_t>(r.set)].points[static_cast<std::size_t>(r.point)];
  }
  Edit m_edit;
  std::vector<model::MeasurementSet> m_sets;
  std::vector<Row> m_rows;
};

DataTableView::DataTableView(QWidget* parent)
    : QWidget(parent), m_table(new QTableView), m_summary(new QLabel) {
  setObjectName("dataTableView");
  m_model = new MeasuredPointsModel(
      [this](int set, int point, const model::MeasuredPoint& p) {
        // After the editor has closed: the Document answers with new data, which resets the
        // model, and a reset inside the view's own setData would pull the editor away.
        QMetaObject::invokeMethod(
            this, [this, set, point, p] { emit pointEdited(set, point, p); }, Qt::QueuedConnection);
      },
      this);
  m_table->setModel(m_model);
  m_table->setAlternatingRowColors(true);
  m_table->verticalHeader()->setVisible(false);
  m_table->verticalHeader()->setDefaultSectionSize(20);
  m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_table->horizontalHeader()->setStretchLastSection(true);
  m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(m_summary);
  layout->addWidget(m_table, 1);
  m_summary->setWordWrap(true);
}

DataTableView::~DataTableView() = default;

void DataTableView::setDatasets(const model::DatasetCollection& data) {
  m_model->setData(data);
  const int bad = m_model->invalidCount();
  m_summary->setText(
      tr("%1 measured runs from %2 file(s). Double-click a cell to edit (Ctrl+Z undoes).%3")
          .arg(m_model->rowCount())
          .arg(data.measurements.size())
          .arg(bad ? tr(" <b>%1 row(s) not used</b> (⚠: hover for the reason).").arg(bad)
                   : QString()));
}

}  // namespace scalescope::views
