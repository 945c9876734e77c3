#include "app/window/series_dock.h"

#include <QFileInfo>
#include <algorithm>

#include "app/document/document.h"
#include "app/document/series_visibility.h"
#include "model/core/number_text.h"
#include "model/measured/measured_series.h"
#include "model/measured/series_choice.h"
#include "model/scaling/scaling_settings.h"
#include "views/common/model_text.h"

namespace scalescope::app {

SeriesDock::SeriesDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Series"), parent), m_document(document), m_list(new views::SeriesList) {
  setObjectName("seriesDock");
  setWidget(m_list);
  connect(m_list, &views::SeriesList::shownChanged, this, &SeriesDock::setShown);
  connect(m_list, &views::SeriesList::showAllRequested, this, &SeriesDock::showAll);
  connect(m_list, &views::SeriesList::removeRequested, this, [this](const QString& path) {
    if (const QString e = m_document->removeDataSource(path); !e.isEmpty()) refresh();
  });
  connect(m_document, &Document::datasetsChanged, this, &SeriesDock::refresh);
  connect(m_document, &Document::scenarioChanged, this, [this](const model::ParamSet& changed) {
    if (changed.intersects(model::ParamSet{model::Param::ScalingSeries,
                                           model::Param::ScalingShowTop500,
                                           model::Param::ScalingBaseline}))
      refresh();
  });
  refresh();
}

void SeriesDock::refresh() {
  const model::DatasetCollection& data = m_document->datasets();
  const model::Scenario& scenario = m_document->scenario();
  const auto settings = model::scalingSettings(scenario);
  const auto series = model::measuredSeries(data, model::seriesOptions(settings));
  const auto active = static_cast<std::size_t>(scenario.get(model::Param::ScalingSeries));
  std::vector<views::SeriesRow> rows;
  for (std::size_t i = 0; i < series.size(); ++i) {
    const model::MeasuredSeries& m = series[i];
    views::SeriesRow row;
    row.key = model::seriesKey(m);
    row.shown = !model::seriesHidden(data, m);
    row.active = i + 1 == active;
    if (!m.points.empty()) {
      const auto [lo, hi] = std::minmax_element(
          m.points.begin(), m.points.end(), [](const auto& a, const auto& b) { return a.n < b.n; });
      row.what = tr("%n run(s), N = %1…%2 %3", "", static_cast<int>(m.points.size()))
                     .arg(views::localNumberText(model::shortNumber(lo->n)),
                          views::localNumberText(model::shortNumber(hi->n)),
                          QString::fromStdString(m.unit));
    }
    if (m.setIndex && *m.setIndex < data.measurements.size())
      for (const DataSource& s : m_document->dataSources())
        if (isUserSet(data.measurements[*m.setIndex], {s})) row.removePath = s.path;
    rows.push_back(row);
  }
  if (!data.top500.empty()) {
    views::SeriesRow top;
    top.key = top500Key();
    top.shown = settings.showTop500;
    // The list's rows only: a row against another peak is not in the series (top500Series).
    const auto listRows = std::count_if(data.top500.begin(), data.top500.end(), [](const auto& e) {
      return e.peakBasis == model::PeakBasis::List;
    });
    top.what = tr("%n list entries: N = cores, E = Rmax/Rpeak", "", static_cast<int>(listRows));
    rows.push_back(top);
  }
  m_list->setRows(rows);
}

void SeriesDock::setShown(const model::SeriesKey& key, bool shown) {
  const QString error = key == top500Key()
                            ? m_document->set(model::Param::ScalingShowTop500, shown ? 1.0 : 0.0)
                            : m_document->setSeriesHidden(key, !shown);
  if (!error.isEmpty()) refresh();  // the check box goes back to what the data say
}

void SeriesDock::showAll() {
  QUndoStack* stack = m_document->undoStack();
  stack->beginMacro(tr("Show all series"));
  for (const views::SeriesRow& r : m_list->rows())
    if (!r.shown) setShown(r.key, true);
  stack->endMacro();
}

}  // namespace scalescope::app
