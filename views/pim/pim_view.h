#pragma once
// The PIM view: where the time of a distributed training run on a UPMEM processing-in-memory
// system goes (per algorithm, at the current number of DPUs) and how it scales with N, in two
// tabs, with the calibration panel one click away.

#include <QWidget>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "views/common/linked_view.h"
#include "views/common/plot_marks.h"

class QComboBox;
class QCustomPlot;
class QCPBars;
class QTabWidget;

namespace scalescope::views {

class MeasuredBreakdownPlot;
class PimBreakdownPlot;
class PimCalibrationPanel;
class PimScalingPlot;

/// Tabs "At N DPUs" (stacked bars of the five time categories for MA-SGD, GA-SGD, ADMM) and
/// "Scaling over N" (the current algorithm from 256 to 2560 DPUs). Recomputes only when a
/// parameter of the PIM model changed.
class PimView : public QWidget, public LinkedView {
  Q_OBJECT
 public:
  explicit PimView(QWidget* parent = nullptr);

  /// What both tabs and the calibration panel read: the PIM model's parameters.
  static constexpr model::ParamSet kReads = model::paramsOf(model::ParamArea::Pim);

  // LinkedView
  QWidget* widget() override { return this; }
  model::ViewArea area() const override { return model::ViewArea::Pim; }
  QString title() const override;
  model::ParamSet reads() const override { return kReads; }
  /// Recomputes and replots when one of kReads changed; other edits cost nothing.
  void setScenario(const model::Scenario& scenario,
                   const model::ParamSet& changed = model::ParamSet::all()) override;
  /// Measured training breakdowns (the scaling probe's train runs) stand beside the model's
  /// bars; without any the measured plot is hidden.
  void setDatasets(const model::DatasetCollection& data) override;
  /// pim (the bars at N) and pim_scaling (the current algorithm over N).
  std::vector<Figure> figures() override;
  QStringList currentFigures() const override { return {"pim", "pim_scaling"}; }
  bool showLessonView(model::LessonView view) override;
  /// A time category (every algorithm's bar of it) or an algorithm (its whole stack, framed).
  bool highlight(const model::Highlight& highlight) override;
  void clearHighlight() override { m_marks.clearHighlight(); }
  /// A slider question on the number of DPUs: on the Scaling over N tab's DPU axis. Another
  /// number or slider answer as a note on its figure; the speed-up over 256 DPUs also as the
  /// two epoch times it divides, on the total's line.
  bool markAnswer(const model::Question& question, const AnswerMark& mark) override;
  void clearMarks() override { m_marks.clearAnswer(); }
  /// A click on a category's bar asks every view to highlight it (edits.highlight): bold here,
  /// its dots ringed on the roofline; a click beside the bars clears it.
  void connectEdits(const ViewEdits& edits) override { m_edits = edits; }
  MeasuredBreakdownPlot* measuredBreakdown() const { return m_measured; }

  QCustomPlot* breakdownPlot() const;
  PimBreakdownPlot* breakdown() const { return m_breakdown; }
  PimScalingPlot* scalingPlot() const { return m_scaling; }
  /// The five stacked series of the breakdown, bottom to top.
  const QList<QCPBars*>& categories() const;
  QTabWidget* tabs() const { return m_tabs; }
  /// The calibration dialog, created on first use.
  PimCalibrationPanel* calibrationPanel();
  /// Times the PIM model was evaluated (tests: edits elsewhere must not recompute).
  int recomputeCount() const { return m_recomputeCount; }

 public slots:
  /// Opens (or raises) the calibration panel for the current scenario.
  void showCalibration();

 private:
  QTabWidget* m_tabs;
  PimBreakdownPlot* m_breakdown;
  ViewEdits m_edits;
  MeasuredBreakdownPlot* m_measured;
  PimScalingPlot* m_scaling;
  QComboBox* m_scaleBox;
  PimCalibrationPanel* m_calibration = nullptr;
  model::Scenario m_scenario;
  int m_recomputeCount = 0;
  PlotMarks m_marks;
};

}  // namespace scalescope::views
