#include "app/window/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QUndoView>

#include <qcustomplot.h>
#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/export/figure_export.h"
#include "app/imports/data_export.h"
#include "app/lessons/lesson_actions.h"
#include "app/measure/cluster_script_dialog.h"
#include "app/measure/measure_dialog.h"
#include "app/window/export_dialog.h"
#include "app/window/file_actions.h"
#include "app/window/language_menu.h"
#include "app/window/series_dock.h"
#include "app/window/view_registry.h"
#include "views/common/linked_view.h"
#include "views/panel/parameter_panel.h"
#include "views/pim/pim_view.h"
#include "views/scaling/data_table_view.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_view.h"
#include "views/timeline/timeline_view.h"

namespace scalescope::app {

MainWindow::MainWindow(Document* document, QWidget* parent)
    : QMainWindow(parent),
      m_document(document),
      m_panel(new views::ParameterPanel),
      m_mainSplitter(new QSplitter(Qt::Horizontal)),
      m_rightSplitter(new QSplitter(Qt::Vertical)),
      m_undoView(new QUndoView(document->undoStack())),
      m_files(new FileActions(this, document)),
      m_dataTable(new views::DataTableView) {
  setObjectName("mainWindow");

  auto* panelDock = new QDockWidget(tr("Parameters"), this);
  panelDock->setObjectName("parametersDock");
  panelDock->setWidget(m_panel);
  panelDock->setMinimumWidth(290);
  addDockWidget(Qt::LeftDockWidgetArea, panelDock);

  auto* historyDock = new QDockWidget(tr("Undo history"), this);
  historyDock->setObjectName("undoHistoryDock");
  historyDock->setWidget(m_undoView);
  m_undoView->setEmptyLabel(tr("<default scenario>"));
  addDockWidget(Qt::LeftDockWidgetArea, historyDock);
  historyDock->hide();

  // The measured points, editable, under the views (wide rows); shown from the Data menu.
  auto* dataDock = new QDockWidget(tr("Measured data"), this);
  dataDock->setObjectName("dataTableDock");
  dataDock->setWidget(m_dataTable);
  addDockWidget(Qt::BottomDockWidgetArea, dataDock);
  dataDock->hide();
  // Which series are drawn, one check box each (Data ▸ Series).
  // Beside the parameters, as a tab: a column of its own left the views too little width at
  // 1280×720.
  m_seriesDock = new SeriesDock(m_document, this);
  addDockWidget(Qt::LeftDockWidgetArea, m_seriesDock);
  tabifyDockWidget(panelDock, m_seriesDock);
  panelDock->raise();
  m_seriesDock->hide();
  connect(m_seriesDock->toggleViewAction(), &QAction::toggled, m_seriesDock, [this](bool on) {
    if (on) QMetaObject::invokeMethod(m_seriesDock, &QWidget::raise, Qt::QueuedConnection);
  });
  setAcceptDrops(true);  // data files and folders dropped on the window are imported
  placeViews();

  // One refresh per event-loop pass, however many edits arrived in it.
  m_refreshTimer.setSingleShot(true);
  m_refreshTimer.setInterval(0);
  connect(&m_refreshTimer, &QTimer::timeout, this, &MainWindow::refreshNow);
  connect(m_document, &Document::scenarioChanged, this, &MainWindow::scheduleRefresh);
  connect(m_document, &Document::datasetsChanged, this, &MainWindow::refreshDatasets);
  connect(m_panel, &views::ParameterPanel::parameterEdited, this,
          [this](model::Param param, double v) {
            const QString error = m_document->set(param, v);
            if (!error.isEmpty()) statusBar()->showMessage(error, 5000);
          });
  connect(m_panel, &views::ParameterPanel::editFinished, m_document, &Document::closeMerge);
  connectViews();
  connect(m_dataTable, &views::DataTableView::pointEdited, this,
          [this](int set, int point, const model::MeasuredPoint& value) {
            const QString error = m_document->editMeasuredPoint(set, point, value);
            if (!error.isEmpty()) statusBar()->showMessage(error, 5000);
          });
  // The current view follows the focus (a click on a plot, a tab, the 3D view).
  connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
    for (std::size_t i = 0; i < m_views.size(); ++i) {
      QWidget* w = m_views[i]->widget();
      if (now && (now == w || w->isAncestorOf(now))) m_currentView = static_cast<int>(i);
    }
  });
  connect(m_document, &Document::loaded, this, &MainWindow::updateHistoryBase);
  updateHistoryBase();

  m_lessons = new LessonActions(this, m_document);
  buildMenus();
  installPlotContextMenus();
  m_document->setViewState([this] {
    QJsonObject state;
    for (const views::LinkedView* v : m_views) v->saveState(state);
    return state;
  });
  m_files->setViewStateApplier([this](const QJsonObject& state) {
    for (views::LinkedView* v : m_views) v->restoreState(state);
  });
  statusBar()->showMessage(tr("Move a slider: the views answer at once."), 5000);
  restoreLayout();
  fitToScreen();
  // Data the document held before the window existed (a lesson's or a test's) is shown too.
  refreshDatasets();
  scalingView()->setExcludedRuns(m_document->excludedRuns());
  refreshNow();
}

void MainWindow::connectViews() {
  for (std::size_t i = 0; i < m_views.size(); ++i) {
    views::ViewEdits edits;
    edits.set = [this](model::Param param, double value) {
      const QString error = m_document->set(param, value);
      if (!error.isEmpty()) statusBar()->showMessage(error, 5000);
    };
    edits.finished = [this] { m_document->closeMerge(); };
    edits.status = [this](const QString& line) { statusBar()->showMessage(line); };
    edits.exportFigures = [this, i] {
      m_currentView = static_cast<int>(i);
      exportFigures();
    };
    // A target picked in one view (a PIM bar) is shown in every view that knows it (its dots
    // on the roofline); picking nothing clears.
    edits.highlight = [this](const model::Highlight& h) {
      for (views::LinkedView* v : m_views) v->clearHighlight();
      if (h.kind == model::Highlight::Kind::None) return;
      for (views::LinkedView* v : m_views) v->highlight(h);
    };
    m_views[i]->connectEdits(edits);
  }
  // What only the Scaling view's Fit tab does: a clicked run out of (or back into) the fit,
  // and the fitted parameters applied to the model; each one undo step of the Document.
  views::ScalingView* scaling = scalingView();
  connect(scaling, &views::ScalingView::excludedRunToggled, m_document,
          &Document::toggleExcludedRun);
  connect(m_document, &Document::excludedRunsChanged, this,
          [this, scaling] { scaling->setExcludedRuns(m_document->excludedRuns()); });
  connect(scaling, &views::ScalingView::fitApplied, this,
          [this](const std::vector<std::pair<model::Param, double>>& values,
                 const QString& description) {
            const QString error = m_document->setSeveral(values, description);
            statusBar()->showMessage(error.isEmpty() ? description : error, 5000);
          });
}

MainWindow::~MainWindow() {
  // The lesson player restores the views it touched (highlights, veils) when it goes: it must
  // go while they exist, before QWidget's destructor deletes the children in creation order.
  delete m_lessons;
  // QWidget's destructor moves the focus while the views are going: the focus-follows-view
  // slot must not look at them any more (ASan: use after free in test_presenter_mode).
  disconnect(qApp, &QApplication::focusChanged, this, nullptr);
  m_document->setViewState({});  // the document may outlive the window (tests)
}

views::LinkedView* MainWindow::view(model::ViewArea area) const {
  for (views::LinkedView* v : m_views)
    if (v->area() == area) return v;
  return nullptr;
}

QWidget* MainWindow::placeOf(const views::LinkedView* view) const {
  for (std::size_t i = 0; i < m_views.size(); ++i)
    if (m_views[i] == view) return m_viewDocks[i] ? m_viewDocks[i] : m_views[i]->widget();
  return nullptr;
}

views::SurfaceView* MainWindow::surfaceView() const {
  return dynamic_cast<views::SurfaceView*>(view(model::ViewArea::Surface));
}
views::ScalingView* MainWindow::scalingView() const {
  return dynamic_cast<views::ScalingView*>(view(model::ViewArea::Scaling));
}
views::PimView* MainWindow::pimView() const {
  return dynamic_cast<views::PimView*>(view(model::ViewArea::Pim));
}
views::TimelineView* MainWindow::timelineView() const {
  return dynamic_cast<views::TimelineView*>(view(model::ViewArea::Timeline));
}

MeasureDialog* MainWindow::measureDialog() {
  if (!m_measureDialog) {
    m_measureDialog = new MeasureDialog(m_document, this);
    connect(m_measureDialog, &MeasureDialog::resultsArrived, this, [this] {
      if (auto* dock = findChild<QDockWidget*>("dataTableDock")) {
        dock->show();
        dock->raise();
      }
      // The newest runs are the table's last rows.
      if (auto* table = m_dataTable->findChild<QTableView*>()) table->scrollToBottom();
    });
  }
  return m_measureDialog;
}

void MainWindow::buildMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  m_files->populate(file);
  QAction* importData = file->addAction(tr("Import &data…"), this, [this] {
    QSettings settings;
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import measured data"), settings.value("files/lastImportDir").toString(),
        tr("Measurement files (%1);;All files (*)").arg(readFilePatterns()));
    if (!paths.isEmpty())
      settings.setValue("files/lastImportDir", QFileInfo(paths.front()).absolutePath());
    importDataFiles(paths);
  });
  importData->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
  importData->setToolTip(tr("Load measured data: %1").arg(readFormatNames().join(", ")));
  QAction* importFolder = file->addAction(tr("Import &folder…"), this, [this] {
    QSettings settings;
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Import every measurement file of a folder (a results folder, a sweep)"),
        settings.value("files/lastImportDir").toString());
    if (dir.isEmpty()) return;
    settings.setValue("files/lastImportDir", dir);
    importDataFiles({dir});
  });
  importFolder->setToolTip(
      tr("Every recognised file of a folder; one run per file of one "
         "sweep (amdahl_np{N}.json, a cluster sweep's results) is one "
         "series"));
  file->addAction(tr("&Export data…"), this,
                  [this] {
                    const QString error = exportDataInteractively(this, m_document->datasets());
                    if (!error.isEmpty()) QMessageBox::warning(this, tr("Export data"), error);
                  })
      ->setToolTip(tr("Write measured series as Extra-P JSON Lines"));
  QAction* exportAction = file->addAction(tr("&Export figures…"), this, &MainWindow::exportFigures);
  exportAction->setObjectName("exportFiguresAction");
  exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
  exportAction->setToolTip(
      tr("Write the figures of the current view or of all views as PNG, "
         "PDF, SVG and the numbers as CSV"));
  file->addSeparator();
  m_lessons->addFileActions(file);
  file->addSeparator();
  QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);

  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
  undo->setShortcut(QKeySequence::Undo);
  QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
  redo->setShortcut(QKeySequence::Redo);
  edit->addAction(undo);
  edit->addAction(redo);
  edit->addSeparator();
  QAction* copy = edit->addAction(tr("&Copy surface image"), this, [this] {
    QGuiApplication::clipboard()->setImage(view(model::ViewArea::Surface)->grabImage());
    statusBar()->showMessage(tr("Surface image copied to the clipboard"), 3000);
  });
  copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
  edit->addSeparator();
  QAction* find = edit->addAction(tr("&Find parameter…"), this, [this] {
    if (auto* dock = findChild<QDockWidget*>("parametersDock")) dock->show();
    m_panel->searchField()->setFocus(Qt::ShortcutFocusReason);
    m_panel->searchField()->selectAll();
  });
  find->setShortcut(QKeySequence::Find);
  edit->addAction(tr("Reset all parameters to defaults"), this, [this] {
    m_document->replaceScenario(model::Scenario{}, tr("Reset to defaults"));
  });

  QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
  auto* only = new QActionGroup(this);  // one layout at a time, the menu shows which
  for (std::size_t i = 0; i < m_views.size(); ++i) {
    const int which = static_cast<int>(i);
    QAction* a = viewMenu->addAction(tr("%1 only").arg(m_views[i]->title()), this,
                                     [this, which] { maximizeView(which); });
    if (which < 9) a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + which)));
    m_viewActions << a;
  }
  QAction* all = viewMenu->addAction(tr("All views"), this, [this] { maximizeView(-1); });
  all->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  m_viewActions << all;
  for (QAction* a : m_viewActions) {
    a->setCheckable(true);
    only->addAction(a);
  }
  all->setChecked(true);
  viewMenu->addSeparator();
  for (views::LinkedView* v : m_views) v->addMenuActions(viewMenu);
  m_lessons->addViewActions(viewMenu);
  new LanguageMenu(viewMenu, this);
  viewMenu->addSeparator();
  for (QDockWidget* dock : findChildren<QDockWidget*>())
    viewMenu->addAction(dock->toggleViewAction());

  QMenu* data = menuBar()->addMenu(tr("&Data"));
  data->addAction(importData);
  data->addAction(importFolder);
  data->addSeparator();
  QAction* measure = data->addAction(tr("&Measure this machine…"), this, [this] {
    measureDialog()->show();
    measureDialog()->raise();
  });
  measure->setToolTip(tr("Runs scalescope-probe here (threads or MPI) and adds the results"));
  QAction* roofs =
      data->addAction(tr("Measure this machine's &roofs"), this, [this] { measureRoofs(); });
  roofs->setObjectName("measureRoofsAction");
  roofs->setToolTip(
      tr("Runs scalescope-probe roofs here (a few seconds): this machine's FP64 peak and L1 "
         "and DRAM bandwidth, drawn as a machine of the Roofline view"));
  data->addAction(tr("&Cluster sweep script…"), this, [this] {
    if (!m_clusterDialog) m_clusterDialog = new ClusterScriptDialog(this);
    m_clusterDialog->show();
    m_clusterDialog->raise();
  });
  data->addSeparator();
  data->addAction(tr("&Fit a law to the selected series…"), this, [this] {
    maximizeView(-1);
    scalingView()->showFitTab();
  });
  // The table shares the bottom area with the docked views as a tab: all need the full width.
  QDockWidget* dataDock = findChild<QDockWidget*>("dataTableDock");
  for (QDockWidget* dock : m_viewDocks)
    if (dock) {
      tabifyDockWidget(dock, dataDock);
      dock->raise();
      break;
    }
  QAction* table = dataDock->toggleViewAction();
  connect(table, &QAction::toggled, dataDock, [dataDock](bool on) {
    // To the front of its tab group, once the dock is shown.
    if (on) QMetaObject::invokeMethod(dataDock, &QWidget::raise, Qt::QueuedConnection);
  });
  table->setText(tr("Measured data &table"));
  data->addAction(table);
  QAction* series = m_seriesDock->toggleViewAction();
  series->setText(tr("&Series: show, hide, remove…"));
  series->setToolTip(tr("Every loaded series with a check box; your own files can be removed"));
  data->addAction(series);
  data->addAction(tr("&Network latency and bandwidth (α–β fit)…"), this,
                  &MainWindow::showNetworkFit);

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  m_lessons->addLessonsMenu(menuBar(), help->menuAction());
  help->addAction(tr("PIM model &calibration…"), pimView(), &views::PimView::showCalibration);
  help->addAction(tr("&About ScaleScope"), this, [this] {
    QStringList lines;
    for (const views::LinkedView* v : m_views)
      if (const QString line = v->aboutLine(); !line.isEmpty()) lines << line.toHtmlEscaped();
    QMessageBox::about(this, tr("About ScaleScope"),
                       tr("<b>ScaleScope %1</b><p>A desktop lab for the limits of parallel "
                          "scaling: Amdahl, Gustafson, the USL, Végh's effective parallelism "
                          "and processing-in-memory training.</p><p>%2</p>")
                           .arg(QApplication::applicationVersion(), lines.join("<br>")));
  });
}

void MainWindow::scheduleRefresh() {
  if (!m_refreshTimer.isActive()) m_refreshTimer.start();
}

void MainWindow::refreshNow() {
  m_refreshTimer.stop();
  // The Document collected what changed since the last refresh; each view redraws what reads
  // one of those parameters and nothing else.
  const model::ParamSet changed = m_document->takeChanges();
  const model::Scenario& s = m_document->scenario();
  m_panel->showScenario(s);
  // Every view hears of every refresh: each redraws only what reads a changed parameter.
  for (views::LinkedView* v : m_views) v->setScenario(s, changed);
  ++m_refreshCount;
}

std::vector<views::Figure> MainWindow::allFigures() const {
  std::vector<views::Figure> all;
  for (views::LinkedView* v : m_views)
    for (views::Figure& f : v->figures()) all.push_back(std::move(f));
  return all;
}

QStringList MainWindow::currentFigures() const {
  return currentView()->currentFigures();
}

void MainWindow::exportFigures() {
  ExportDialog dialog(this, currentView()->title(), currentFigures());
  if (dialog.exec() != QDialog::Accepted) return;
  dialog.remember();
  FigureExportRequest request = dialog.request();
  QApplication::setOverrideCursor(Qt::WaitCursor);
  const QStringList errors = app::exportFigures(
      request, allFigures(), scenarioCaption(m_document->scenario()), [this](const QString& path) {
        statusBar()->showMessage(tr("Writing %1…").arg(path));
        QApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
      });
  QStringList problems = errors;
  if (dialog.csvRequested())
    for (const ExportProblem& p :
         writeNumbers(request.directory, m_document->scenario(), m_document->datasets()))
      problems << p.message;
  QApplication::restoreOverrideCursor();
  if (!problems.isEmpty())
    QMessageBox::warning(this, tr("Export"), problems.join("\n"));
  else
    statusBar()->showMessage(tr("Figures written to %1").arg(request.directory), 6000);
}

void MainWindow::installPlotContextMenus() {
  for (const views::Figure& figure : allFigures()) {
    QCustomPlot* plot = figure.plot;
    if (!plot || plot->contextMenuPolicy() != Qt::DefaultContextMenu) continue;  // its own menu
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(plot, &QWidget::customContextMenuRequested, this, [this, plot](const QPoint& at) {
      QMenu menu(plot);
      menu.addAction(tr("Copy image"), this,
                     [plot] { QGuiApplication::clipboard()->setPixmap(plot->toPixmap()); });
      menu.addAction(tr("Export figures…"), this, &MainWindow::exportFigures);
      menu.addAction(tr("Reset zoom (R)"), plot, [plot] {
        plot->rescaleAxes();
        plot->replot(QCustomPlot::rpQueuedReplot);
      });
      menu.exec(plot->mapToGlobal(at));
    });
  }
}

void MainWindow::refreshDatasets() {
  const model::DatasetCollection& data = m_document->datasets();
  for (views::LinkedView* v : m_views) v->setDatasets(data);
  m_dataTable->setDatasets(data);
}

void MainWindow::updateHistoryBase() {
  // The base entry of View ▸ Undo history names what was loaded, not always the default.
  const QString path = m_document->filePath();
  QString base = tr("<default scenario>");
  if (path.startsWith("preset:"))
    base = tr("<preset %1>").arg(path.mid(7));
  else if (!path.isEmpty())
    base = tr("<opened %1>").arg(QFileInfo(path).fileName());
  m_undoView->setEmptyLabel(base);
}

void MainWindow::closeEvent(QCloseEvent* e) {
  if (!m_files->maybeSave()) {
    e->ignore();
    return;
  }
  saveLayout();
  e->accept();
}

}  // namespace scalescope::app
