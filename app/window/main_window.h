#pragma once
// The main window: the parameter panel as a dock on the left, the three linked views
// (Efficiency surface, Scaling, PIM breakdown) side by side, Edit menu with undo/redo and
// an undo history. Edits flow panel → Document → scenarioChanged → one coalesced refresh.

#include <QMainWindow>
#include <QTimer>
#include <functional>

#include "app/data/data_source.h"

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
class ImportDialog;
class MeasureDialog;
class SeriesDock;
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
  SeriesDock* seriesDock() const { return m_seriesDock; }
  /// Data ▸ Measure this machine…, created on first use.
  MeasureDialog* measureDialog();
  /// Imports data files and folders in any format read (File ▸ Import data…, Import folder…,
  /// drag and drop) as one undoable step. When `interactive` and a file is another tool's
  /// output or has several series or parameters, the import dialog asks what to take first.
  /// Each file is all or nothing: a bad one is left out, the others load; the messages
  /// (file:line:column, one per line) are shown when `interactive`, and returned.
  QString importDataFiles(const QStringList& paths, bool interactive = true);
  /// Loads sources as chosen (the import dialog's result, tests); messages as above.
  QString importSources(const QList<DataSource>& sources, bool interactive);
  /// How the import dialog is run: by default exec() and true when accepted. Tests replace it
  /// to drive the dialog.
  void setImportDialogRunner(std::function<bool(ImportDialog&)> runner) {
    m_runImportDialog = std::move(runner);
  }
  /// Data ▸ Network latency and bandwidth: the α–β fits of the loaded latency tables.
  void showNetworkFit();
  /// Number of coalesced view refreshes so far (tests and benchmarks).
  int refreshCount() const { return m_refreshCount; }
  /// The view the user works in (0 surface, 1 scaling, 2 PIM): where the focus went last.
  int currentView() const { return m_currentView; }
  /// The figure file stems of the current view.
  QStringList currentFigures() const;

 public slots:
  /// Shows only view `which` (0 surface, 1 scaling, 2 PIM), or all with −1: leaving the
  /// three-view layout remembers it (splitters, docks), coming back restores it exactly.
  void maximizeView(int which);
  /// Runs pending refreshes now (tests; the event loop does it otherwise).
  void refreshNow();
  /// File ▸ Export figures… (Ctrl+E): asks which figures (the current view's or all),
  /// formats, size and folder, and writes them.
  void exportFigures();
  /// Hands the Document's measured data to the views that show it.
  void refreshDatasets();
  /// Lays the first window out at `size`, as it opens on a screen of that size: the
  /// timeline's share of the height included (a plain resize keeps the one it had).
  void openAt(const QSize& size);

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
  void fitToScreen();
  void updateHistoryBase();

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
  SeriesDock* m_seriesDock = nullptr;
  QTimer m_refreshTimer;
  std::function<bool(ImportDialog&)> m_runImportDialog;
  int m_refreshCount = 0;
  int m_currentView = 0;
  int m_shownView = -1;  ///< what maximizeView shows
  /// The three-view layout as it was when a single view was maximised.
  struct Layout {
    QByteArray window, mainSplitter, rightSplitter;
  } m_savedLayout;
  QList<QAction*> m_viewActions;  ///< surface, scaling, PIM only; all three
};

}  // namespace scalescope::app
