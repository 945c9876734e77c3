#pragma once
// The Roofline view (model/README.md §7): attainable performance against operational
// intensity on log–log axes, with the compute, memory and communication roofs of one of the PIM
// paper's machines (the UPMEM system at N DPUs, its CPU or its GPU baseline) and the PIM
// model's epoch as dots, one per level of the hierarchy, live with the PIM sliders; or the
// timeline model's N units with one step's copy and communication as dots.

#include <qcustomplot.h>
#include <QString>
#include <QWidget>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/roofline/roofline.h"
#include "model/roofline/timeline_roofline.h"
#include "views/common/linked_view.h"
#include "views/common/plot_marks.h"

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QCPCurve;
class QCPGraph;
class QCPTextElement;

namespace scalescope::views {

class RooflineView : public QWidget, public LinkedView {
  Q_OBJECT
 public:
  explicit RooflineView(QWidget* parent = nullptr);
  /// Deletes its PlotFolding first: what is folded goes back into the layout, which owns it.
  ~RooflineView() override;

  /// The roofs and dots come from the PIM model's parameters, the custom machine's roofs from
  /// the roofline.* rows, the timeline machine's from the timeline.* rows, N and P₁.
  static constexpr model::ParamSet kReads =
      model::paramsOf(model::ParamArea::Pim) | model::paramsOf(model::ParamArea::Roofline) |
      model::paramsOf(model::ParamArea::Timeline) |
      model::ParamSet{model::Param::N, model::Param::ScalingUnitPeakGflops};

  // LinkedView
  QWidget* widget() override { return this; }
  model::ViewArea area() const override { return model::ViewArea::Roofline; }
  QString title() const override;
  model::ParamSet reads() const override { return kReads; }
  void setScenario(const model::Scenario& scenario,
                   const model::ParamSet& changed = model::ParamSet::all()) override;
  /// Kernel tables among the data: a dot per kernel against the roofs of the machine shown;
  /// roof files: machines of the machine box; point-to-point latency tables: network roofs of
  /// the user's machines (model::networkRoofs).
  void setDatasets(const model::DatasetCollection& data) override;
  /// roofline: the plot as shown (machine, algorithms).
  std::vector<Figure> figures() override;
  QStringList currentFigures() const override { return {"roofline"}; }
  bool showLessonView(model::LessonView view) override {
    return view == model::LessonView::Roofline;
  }
  /// A roof: its machine shown, the roof drawn bold until clearHighlight. A bar of the PIM
  /// breakdown (a time category or an algorithm, as a lesson names it for the PIM view): the
  /// UPMEM system shown, the dots of that level or algorithm ringed. A part of the Timeline
  /// panel: the timeline machine shown, the copy's or communication's dot ringed, the compute
  /// part's roof (its peak) bold; the serial part and the synchronisation have no place here.
  bool highlight(const model::Highlight& highlight) override;
  void clearHighlight() override;
  /// A number answer the roofline reveals: an intensity (op/B) as lines across the x axis,
  /// any other value as a note; kept across redraws until clearMarks.
  bool markAnswer(const model::Question& question, const AnswerMark& mark) override;
  void clearMarks() override;
  /// The roof a lesson highlights ("" for none).
  const std::string& highlightedRoof() const { return m_highlightedRoof; }
  /// The graph of the ringed dots of a highlighted bar, or null.
  QCPGraph* highlightedDots() const { return m_ringGraph; }

  QCustomPlot* plot() const { return m_plot; }
  /// Shows the roofs of `machine` (the machine box follows); Measured: the first measured
  /// machine loaded, if any.
  void setMachine(model::RooflineMachineId machine);
  /// The measured machine shown (a roof file among the data), or null.
  const model::MeasuredRoofSet* shownRoofSet() const;
  model::RooflineMachineId machine() const;
  /// Dots of every algorithm (true) or of the current one only.
  void setAllAlgorithms(bool all);
  /// Each level's path over N (64 … 2,560 DPUs) of the current algorithm drawn, or not.
  void setPathOverN(bool shown);
  /// The CPU's and GPU's compute roofs of other precisions (FP64, FP16 and INT8 tensor)
  /// drawn, or not (the default).
  void setOtherPrecisions(bool shown);
  /// The path of a dot level ("dpu", "cpu-to-dpu", ...), or null when none is drawn.
  QCPCurve* pathCurve(const std::string& level) const;
  /// The roofs drawn, the dots drawn (after the last redraw).
  const model::RooflineMachine& shownMachine() const { return m_shown; }
  const std::vector<model::RooflineDot>& shownDots() const { return m_dots; }
  /// The graph of a roof ("mram", ...) or of a dot level ("dpu", ...) of the current
  /// algorithm, or null.
  QCPGraph* roofGraph(const std::string& roofId) const;
  QCPGraph* dotGraph(const std::string& dotId) const;
  /// The line under the title: the epoch's performance and what binds it (or an error).
  QString summaryText() const;
  /// The tooltip line of the loaded kernel at `index` (in intensity order) against the roofs
  /// shown: its attainable performance, its share of it, a flag above its roof.
  QString kernelDetail(int index) const;
  /// The graph of the loaded kernels' dots, or null when none are loaded.
  QCPGraph* kernelGraph() const { return m_kernelGraph; }
  /// Dots above their roof in the last redraw (an error in the numbers, never a win).
  int dotsAboveRoof() const { return m_aboveRoof; }
  /// Loaded kernels above the roofs of the machine shown (measured on another machine, or an
  /// error in their numbers).
  int kernelsAboveRoof() const { return m_kernelsAbove; }

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void redraw();
  void replotIfShown();
  void drawRoofs(double xLow, double xHigh);
  void drawDots();
  using DotPath = std::vector<std::pair<int, std::vector<model::RooflineDot>>>;
  void drawPaths(const DotPath& path);
  void drawKernels();
  /// The machine box's entries of measured machines follow `sets`; a newly loaded one is
  /// shown. Whether anything changed.
  bool setRoofSets(const std::vector<model::MeasuredRoofSet>& sets);
  /// The summary line of a measured or the custom machine.
  QString userMachineSummary() const;
  /// The summary line of the timeline machine: the step's performance and what binds it.
  QString timelineSummary() const;
  /// A part of the Timeline panel ("copy", "comm", "compute") highlighted on the timeline
  /// machine; false for the others.
  bool highlightTimelinePart(const std::string& target);
  /// The highest compute roof shown: the peak, or a roof of another precision above it.
  const model::Roof& topRoof() const;

  QComboBox* m_machineBox;
  QCheckBox* m_allBox;
  QCheckBox* m_pathBox;
  QCheckBox* m_precisionBox;
  QCustomPlot* m_plot;
  QCPTextElement* m_title = nullptr;
  QCPTextElement* m_summary = nullptr;
  model::PimParams m_params;
  model::CustomMachineParams m_custom = model::customMachineParams(model::Scenario());
  model::TimelineRooflineParams m_timeline = model::timelineRooflineParams(model::Scenario());
  /// The timeline machine's step of the last redraw that showed it.
  std::optional<model::TimelineRoofline> m_step;
  bool m_valid = false;
  QString m_error;
  model::RooflineMachine m_shown;
  std::vector<model::RooflineDot> m_dots;
  std::vector<std::pair<std::string, QCPGraph*>> m_roofGraphs, m_dotGraphs;
  std::vector<std::pair<std::string, QCPCurve*>> m_paths;
  std::vector<model::MeasuredRoofSet> m_roofSets;  ///< the machine box's measured machines
  std::vector<model::Roof> m_networkRoofs;         ///< of the loaded latency tables
  std::vector<model::RooflineKernel> m_kernels;    ///< in intensity order
  QVector<double> m_kernelX, m_kernelY;            ///< their intensities and performances
  QCPGraph* m_kernelGraph = nullptr;
  int m_aboveRoof = 0;
  int m_kernelsAbove = 0;
  std::string m_highlightedRoof;
  /// A highlighted PIM bar: the dot level of its category ("" for all levels), its algorithm.
  std::optional<std::pair<std::string, std::optional<model::PimAlgorithm>>> m_highlightedBar;
  QCPGraph* m_ringGraph = nullptr;
  void drawHighlightedDots();
  /// The answer marked, whether on the x axis, redrawn with the plot.
  std::optional<std::pair<AnswerMark, bool>> m_answer;
  PlotMarks m_marks;
  void drawAnswer();
  QCPRange m_xRange{1e-2, 1e3}, m_yRange{1e8, 1e13};  ///< the axes' extent of the last redraw
};

}  // namespace scalescope::views
