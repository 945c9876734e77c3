#pragma once
// The Scaling view: predicted against measured scaling (model/README.md §4) in tabs — law curves
// with measured points and residuals, fits, the scaling-study figure, T against 1/N, TOP500
// generations and the precision lesson. It reads the Scenario and the loaded data; its own
// settings are rows of the parameter table, edited through parameterEdited like the panel's.

#include <QList>
#include <QPair>
#include <QWidget>
#include <utility>
#include <vector>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/measured/fit_exclusions.h"
#include "model/measured/measured_series.h"
#include "views/common/linked_view.h"
#include "views/common/plot_marks.h"

class QCustomPlot;
class QTabWidget;

namespace scalescope::views {

class ParameterControls;
class ScalingTab;
class ScalingCurvesTab;
class ScalingFitTab;
class ScalingStudyTab;
class ScalingInverseTab;
class ScalingGenerationsTab;
class ScalingPrecisionTab;

/// Tabs of predicted-vs-measured scaling figures for the current scenario and data.
class ScalingView : public QWidget, public LinkedView {
  Q_OBJECT
 public:
  explicit ScalingView(QWidget* parent = nullptr);
  ~ScalingView() override;

  // LinkedView
  QWidget* widget() override { return this; }
  model::ViewArea area() const override { return model::ViewArea::Scaling; }
  QString title() const override;
  model::ParamSet reads() const override;
  /// Redraws the visible tab if it reads a changed parameter; a hidden tab keeps the changes
  /// for when it is shown.
  void setScenario(const model::Scenario& scenario,
                   const model::ParamSet& changed = model::ParamSet::all()) override;
  void setDatasets(const model::DatasetCollection& data) override;
  void connectEdits(const ViewEdits& edits) override;
  /// The tab in front and the Fit tab's "Predict at N", under "scaling" in the file's views:
  /// {"tab": "scaling_fit", "predict_at_n": 4096}. A file without them leaves both as they are.
  void saveState(QJsonObject& views) const override;
  void restoreState(const QJsonObject& views) override;
  /// One per tab: scaling, scaling_fit, scaling_study, scaling_inverse_n, generations,
  /// precision (the ids of model::LessonView).
  std::vector<Figure> figures() override;
  QStringList currentFigures() const override { return {currentPlotName()}; }
  bool showLessonView(model::LessonView view) override;
  /// A law curve of the Curves tab ("amdahl", "usl", …), drawn thicker.
  bool highlight(const model::Highlight& highlight) override;
  void clearHighlight() override;
  /// On the Curves tab: the N of a slider question on the N axis; a speed-up or efficiency
  /// on the value axis where the tab plots that quantity.
  bool markAnswer(const model::Question& question, const AnswerMark& mark) override;
  void clearMarks() override;

  /// The runs left out of the fits; the Fit tab refits without them (keeping its zoom).
  void setExcludedRuns(const std::vector<model::ExcludedRun>& runs);
  /// The main figure (law curves, measured points, residuals): exported as scaling.*.
  QCustomPlot* curvesPlot() const;

  QTabWidget* tabs() const { return m_tabs; }
  ScalingCurvesTab* curvesTab() const { return m_curves; }
  ScalingFitTab* fitTab() const { return m_fit; }
  ScalingStudyTab* studyTab() const { return m_study; }
  ScalingInverseTab* inverseTab() const { return m_inverse; }
  ScalingGenerationsTab* generationsTab() const { return m_generations; }
  ScalingPrecisionTab* precisionTab() const { return m_precision; }
  /// The measured series as last derived (files' groups in load order).
  const std::vector<model::MeasuredSeries>& series() const { return m_series; }

  /// File name stem of the figure of the tab in front ("scaling", "scaling_fit", ...).
  QString currentPlotName() const;
  /// Brings every tab up to date now (hidden tabs otherwise wait until shown).
  void refreshAll();
  /// Brings the Fit tab to the front.
  void showFitTab();

 signals:
  /// The user changed a scaling.* parameter in one of the tabs.
  void parameterEdited(scalescope::model::Param param, double value);
  /// The edit is complete (combo boxes and check boxes: every edit is one undo step).
  void editFinished();
  /// A run of the Fit tab was clicked: leave it out of the fits, or take it back in.
  void excludedRunToggled(const model::ExcludedRun& run);
  /// "Apply to model" in the Fit tab: set these parameters as one step named `description`.
  void fitApplied(const std::vector<std::pair<model::Param, double>>& values,
                  const QString& description);

 private:
  void refreshTab(int index);
  void rederiveSeries();

  QTabWidget* m_tabs;
  ParameterControls* m_controls;
  ScalingCurvesTab* m_curves;
  ScalingFitTab* m_fit;
  ScalingStudyTab* m_study;
  ScalingInverseTab* m_inverse;
  ScalingGenerationsTab* m_generations;
  ScalingPrecisionTab* m_precision;
  QList<ScalingTab*> m_tabList;
  /// What changed for each tab since it was last drawn (all at the start).
  struct Pending {
    model::ParamSet params = model::ParamSet::all();
    bool data = true;
    bool exclusions = true;
  };
  std::vector<Pending> m_pending;

  model::Scenario m_scenario;
  model::DatasetCollection m_data;
  std::vector<model::MeasuredSeries> m_series;
  std::vector<model::ExcludedRun> m_excludedRuns;
  PlotMarks m_marks;  ///< a lesson's highlight and answer marks
};

}  // namespace scalescope::views
