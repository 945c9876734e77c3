#pragma once
// The main window: the parameter panel as a dock on the left, the linked views of the view
// registry (app/window/view_registry.h) placed side by side and along the bottom, Edit menu
// with undo/redo and an undo history. Edits flow panel → Document → scenarioChanged → one
// coalesced refresh of every view.

#include <QHash>
#include <QMainWindow>
#include <QTimer>
#include <functional>
#include <vector>

#include "app/data/data_source.h"
#include "app/lessons/lesson_host.h"
#include "model/lessons/lesson.h"
#include "views/common/figure.h"

class QDockWidget;
class QSplitter;
class QUndoView;

namespace scalescope::views {
class DataTableView;
class LinkedView;
class ParameterPanel;
class PimView;
class ScalingView;
class SurfaceView;
class TimelineView;
}  // namespace scalescope::views

namespace scalescope::app {

class ClusterScriptDialog;
class Document;
struct SourceRead;
class FileActions;
class ImportDialog;
class MeasureDialog;
class SeriesDock;
class LessonActions;

/// Top-level window wiring the Document to the panel and the views.
class MainWindow : public QMainWindow, public LessonHost {
  Q_OBJECT
 public:
  explicit MainWindow(Document* document, QWidget* parent = nullptr);
  ~MainWindow() override;

  // LessonHost
  QMainWindow* mainWindow() override { return this; }
  views::ParameterPanel* panel() const override { return m_panel; }
  /// Every view of the view registry, in its order (View menu, export).
  const std::vector<views::LinkedView*>& views() const override { return m_views; }
  views::LinkedView* view(model::ViewArea area) const override;
  QWidget* placeOf(const views::LinkedView* view) const override;
  // Typed access for what only one view has (the Fit tab's runs, tests).
  views::SurfaceView* surfaceView() const;
  views::ScalingView* scalingView() const;
  views::PimView* pimView() const;
  views::TimelineView* timelineView() const;
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
  QString importSources(const QList<DataSource>& sources, bool interactive,
                        const QHash<QString, SourceRead>* read = nullptr);
  /// How the import dialog is run: by default exec() and true when accepted. Tests replace it
  /// to drive the dialog.
  void setImportDialogRunner(std::function<bool(ImportDialog&)> runner) {
    m_runImportDialog = std::move(runner);
  }
  /// Data ▸ Network latency and bandwidth: the α–β fits of the loaded latency tables.
  void showNetworkFit();
  /// Data ▸ Measure this machine's roofs: scalescope-probe roofs into a new file of the app's
  /// data folder (roofsFilePath), with progress and Cancel; the file loads as data and the
  /// Roofline view shows the machine.
  void measureRoofs();
  /// Where measureRoofs writes: APPDATA/roofs/roofline-HOST-UTCTIME.json, never an old file.
  static QString roofsFilePath();
  /// Number of coalesced view refreshes so far (tests and benchmarks).
  int refreshCount() const { return m_refreshCount; }
  /// The view the user works in: where the focus went last (at first the first view).
  views::LinkedView* currentView() const { return m_views[m_currentView]; }
  /// The figure file stems of the current view.
  QStringList currentFigures() const;
  /// Every figure of every view, brought up to date.
  std::vector<views::Figure> allFigures() const;

 public slots:
  /// Shows only view `which` (an index into views()), or all with −1: leaving the layout of
  /// every view remembers it (splitters, docks), coming back restores it exactly.
  void maximizeView(int which) override;
  void showViews(const std::vector<bool>& shown) override;
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
  void placeViews();
  void connectViews();
  void buildMenus();
  void installPlotContextMenus();
  void scheduleRefresh();
  void saveLayout() const;
  void restoreLayout();
  void fitToScreen();
  void updateHistoryBase();

  Document* m_document;
  views::ParameterPanel* m_panel;
  std::vector<views::LinkedView*> m_views;  ///< owned by their places (Qt parents)
  std::vector<QDockWidget*> m_viewDocks;    ///< per view: its dock, or null
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
  int m_currentView = 0;          ///< index into m_views
  int m_shownView = -1;           ///< what maximizeView shows
  std::vector<bool> m_onlyViews;  ///< showViews: the main area's views to show ({} = all)
  /// The layout of every view as it was when a single view was maximised.
  struct Layout {
    QByteArray window, mainSplitter, rightSplitter;
  } m_savedLayout;
  QList<QAction*> m_viewActions;  ///< one per view ("… only"), then "All views"
};

}  // namespace scalescope::app
