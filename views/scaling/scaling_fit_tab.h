#pragma once
// The Fit tab of the Scaling view: the chosen law fitted (Levenberg–Marquardt, model/fit) to
// every run of the selected series, drawn as time against N on log-log axes with its 95 %
// confidence band and the fitted parameters with their standard errors; optionally fitted on
// the runs at the first k distinct N only, so the rest show how well the fit predicts larger N.
// The curve and its band cover the whole visible N axis (re-sampled when it is zoomed or
// panned), dashed and lighter beyond the measured N; "Predict at N" reads T(N) with its 95 %
// prediction interval. Clicking a run leaves it out of the fit (hollow grey) or takes it back
// in; "Apply to model" sets the scenario parameters the fitted law has (serial fraction, USL
// σ and κ). Both go out as signals: the app makes them undo steps of the Document.

#include <QPoint>
#include <optional>
#include <utility>
#include <vector>

#include "model/core/param.h"
#include "model/measured/fit.h"
#include "model/measured/fit_exclusions.h"
#include "views/scaling/fit_text.h"
#include "views/scaling/scaling_tab.h"

class QCPErrorBars;
class QDoubleSpinBox;
class QLabel;
class QMouseEvent;
class QPushButton;

namespace scalescope::views {

/// Fitted law, band and measured runs of one series.
class ScalingFitTab : public ScalingTab {
  Q_OBJECT
 public:
  explicit ScalingFitTab(ParameterControls* controls, QWidget* parent = nullptr);

  void refresh(const ScalingInputs& inputs) override;
  /// The selected series, its law, fit settings and how its repetitions are summarised; no
  /// parameter of the laws (the fit finds its own).
  model::ParamSet reads() const override;

  /// "Predict at N": kept in a scenario file with the tab (ScalingView::saveState).
  double predictAt() const;
  void setPredictAt(double n);

  /// The last fit (empty when none could be made), for tests and the status text.
  const std::optional<model::FitResult>& fit() const { return m_fit; }
  QCPGraph* fittedGraph() const { return m_fitted; }
  QCPGraph* bandLowGraph() const { return m_bandLow; }
  QCPGraph* bandHighGraph() const { return m_bandHigh; }
  /// The fit's time at the series' largest N (predicted, or measured): a line on the time
  /// axis and the point at that N, where the extrapolated fit or the runs reach it.
  bool markAnswer(const model::Question& question, const AnswerMark& mark,
                  const model::Scenario& scenario, PlotMarks& marks) override;
  QCPGraph* fittedRunsGraph() const { return m_used; }
  QCPGraph* heldOutRunsGraph() const { return m_heldOut; }
  QCPGraph* centerGraph() const { return m_center; }
  /// The fitted law and its band over the visible N axis (the prediction region included).
  QCPGraph* extrapolatedGraph() const { return m_extrapolated; }
  QCPGraph* extrapolatedBandLowGraph() const { return m_extraLow; }
  QCPGraph* extrapolatedBandHighGraph() const { return m_extraHigh; }
  /// "Predict at N": the N typed and the text with T(N) and its 95 % prediction interval.
  QDoubleSpinBox* predictSpin() const { return m_predictN; }
  QLabel* predictLabel() const { return m_predictText; }
  /// The fitted values and R², one line beside "Apply to model" (the note has them too).
  QLabel* valuesLabel() const { return m_valuesText; }
  /// Runs the user left out of the fit (hollow grey markers).
  QCPGraph* excludedRunsGraph() const { return m_excluded; }
  /// The centre (mean or median) of the fitted runs at each repeated N.
  QCPGraph* levelGraph() const { return m_center; }
  /// "Apply to model": enabled when the fit has counterparts among the scenario's parameters;
  /// its tooltip says which parameters it sets to what, or why it is disabled.
  QPushButton* applyButton() const { return m_apply; }
  /// The note under the plot: the fit's summary, or why there is no fit.
  QString note() const;
  /// The line under it on the noise model (noiseText of the fit; empty without a fit).
  QString noiseNote() const;
  /// The text under the plot: parameters ± standard errors, R², prediction errors.
  QString summary() const;
  /// The noise model of the fit and the scatter of one run it implies (from the residuals,
  /// and from the repetitions alone where there are any).
  static QString noiseText(const model::FitResult& fit);

 signals:
  /// A run was clicked: the app toggles its exclusion (one undo step).
  void runClicked(const model::ExcludedRun& run);
  /// "Apply to model" was pressed: set these parameters as one step named `description`.
  void applyRequested(const std::vector<std::pair<model::Param, double>>& values,
                      const QString& description);

 private:
  /// A timed run as drawn, with the name its exclusion is saved under.
  struct RunMark {
    double n, timeSeconds;
    model::ExcludedRun run;
  };
  void updateApplyButton();
  void applyFit();
  /// The run within a few pixels of a click, if any; a drag (pan) is not a click.
  void clickRun(QMouseEvent* event);
  void drawRuns(const model::MeasuredSeries& m, const model::ScalingSettings& settings,
                const std::vector<bool>& excluded);
  void drawFit(const model::MeasuredSeries& m, double nLo, double nHi);
  /// The fitted law and its band (dashed, lighter) from the visible axis' lower end (≥ 1) to its
  /// upper end.
  void sampleVisibleRange();
  void showPrediction();

  QCPGraph *m_bandLow, *m_bandHigh, *m_fitted, *m_used, *m_heldOut, *m_outliers, *m_center;
  QCPGraph *m_extraLow, *m_extraHigh, *m_extrapolated, *m_excluded;
  QPushButton* m_apply;
  std::vector<RunMark> m_runs;  ///< every timed run of the series shown
  QPoint m_pressPos;
  QDoubleSpinBox* m_predictN;
  QLabel* m_predictText;
  QLabel* m_valuesText;
  double m_measuredLo = 0, m_measuredHi = 0;  ///< N range of the timed runs
  QString m_unit;                             ///< the series' unit of N, e.g. "processes"
  QCPErrorBars* m_errorBars;
  QCPTextElement *m_title, *m_footnote, *m_noiseNote;
  std::optional<model::FitResult> m_fit;
};

}  // namespace scalescope::views
