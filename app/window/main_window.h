#pragma once
// The main window: the parameter panel as a dock on the left, the three linked views
// (Efficiency surface, Scaling, PIM breakdown) side by side, Edit menu with undo/redo and
// an undo history. Edits flow panel → Document → scenarioChanged → one coalesced refresh.

#include <QMainWindow>
#include <QTimer>

class QCustomPlot;
class QSplitter;
class QUndoView;

namespace scalescope::views {
class DataTableView;
class ParameterPanel;
class PimView;
class ScalingView;
class SurfaceView;
class TimelineView;
}  // namespace scalescope::views

namespace scalescope::app {

class ClusterScriptDialog;
class Document;
class FileActions;
class MeasureDialog;
class LessonActions;

/// Top-level window wiring the Document to the panel and the views.
class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(Document* document, QWidget* parent = nullptr);
  ~MainWindow() override;

  views::ParameterPanel* panel() const { return m_panel; }
  views::SurfaceView* surfaceView() const { return m_surface; }
  views::ScalingView* scalingView() const { return m_scaling; }
  views::PimView* pimView() const { return m_pim; }
  views::TimelineView* timelineView() const { return m_timeline; }
  FileActions* fileActions() const { return m_files; }
  LessonActions* lessons() const { return m_lessons; }
  views::DataTableView* dataTable() const { return m_dataTable; }
  /// Data ▸ Measure this machine…, created on first use.
  MeasureDialog* measureDialog();
  /// Imports CSV data files (File ▸ Import data…, drag and drop) as one undoable step. A bad
  /// file changes nothing; its message (file:line:column) is shown in a dialog when
  /// `interactive`, and returned.
  QString importDataFiles(const QStringList& paths, bool interactive = true);
  /// Number of coalesced view refreshes so far (tests and benchmarks).
  int refreshCount() const { return m_refreshCount; }

 public slots:
  /// Shows only view `which` (0 surface, 1 scaling, 2 PIM), or all with −1.
  void maximizeView(int which);
  /// Runs pending refreshes now (tests; the event loop does it otherwise).
  void refreshNow();
  /// File ▸ Export figures…: asks for formats and folder, writes every view.
  void exportFigures();
  /// Hands the Document's measured data to the views that show it.
  void refreshDatasets();

 protected:
  void closeEvent(QCloseEvent* e) override;
  void dragEnterEvent(QDragEnterEvent* e) override;
  void dropEvent(QDropEvent* e) override;

 private:
  void buildMenus();
  void installPlotContextMenus();
  QList<QPair<QString, QCustomPlot*>> exportablePlots() const;
  void scheduleRefresh();
  void saveLayout() const;
  void restoreLayout();

  Document* m_document;
  views::ParameterPanel* m_panel;
  views::SurfaceView* m_surface;
  views::ScalingView* m_scaling;
  views::PimView* m_pim;
  views::TimelineView* m_timeline;
  QSplitter* m_mainSplitter;
  QSplitter* m_rightSplitter;
  QUndoView* m_undoView;
  FileActions* m_files;
  LessonActions* m_lessons = nullptr;
  views::DataTableView* m_dataTable;
  MeasureDialog* m_measureDialog = nullptr;
  ClusterScriptDialog* m_clusterDialog = nullptr;
  QTimer m_refreshTimer;
  int m_refreshCount = 0;
};

}  // namespace scalescope::app
