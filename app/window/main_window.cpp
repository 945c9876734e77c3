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
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QUndoView>

#include <qcustomplot.h>
#include <algorithm>
#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/document/view_state.h"
#include "app/export/figure_export.h"
#include "app/imports/data_export.h"
#include "app/lessons/lesson_actions.h"
#include "app/measure/cluster_script_dialog.h"
#include "app/measure/measure_dialog.h"
#include "app/window/export_dialog.h"
#include "app/window/file_actions.h"
#include "app/window/series_dock.h"
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
      m_surface(new views::SurfaceView),
      m_scaling(new views::ScalingView),
      m_pim(new views::PimView),
      m_timeline(new views::TimelineView),
      m_mainSplitter(new QSplitter(Qt::Horizontal)),
      m_rightSplitter(new QSplitter(Qt::Vertical)),
      m_undoView(new QUndoView(document->undoStack())),
      m_files(new FileActions(this, document)),
      m_dataTable(new views::DataTableView) {
  setObjectName("mainWindow");

  m_rightSplitter->setObjectName("rightSplitter");
  m_rightSplitter->addWidget(m_scaling);
  m_rightSplitter->addWidget(m_pim);
  // Height beyond the two views' minimums goes mostly to the Scaling view: its Curves tab
  // stacks two plots.
  m_rightSplitter->setStretchFactor(0, 2);
  m_rightSplitter->setStretchFactor(1, 1);
  m_mainSplitter->setObjectName("mainSplitter");
  m_mainSplitter->addWidget(m_surface);
  m_mainSplitter->addWidget(m_rightSplitter);
  m_mainSplitter->setStretchFactor(0, 3);
  m_mainSplitter->setStretchFactor(1, 2);
  setCentralWidget(m_mainSplitter);

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

  // The timeline of one step under the views; the parameters keep the full height.
  auto* timelineDock = new QDockWidget(tr("Timeline"), this);
  timelineDock->setObjectName("timelineDock");
  timelineDock->setWidget(m_timeline);
  // Its title at its left side: a title row cost the 19 px of height that a 1024×700 screen
  // lacked (issue 16, item 8); the dock is wide, its plots lose 2 % of their width.
  timelineDock->setFeatures(timelineDock->features() | QDockWidget::DockWidgetVerticalTitleBar);
  setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
  addDockWidget(Qt::BottomDockWidgetArea, timelineDock);
  resizeDocks({timelineDock}, {250}, Qt::Vertical);

  // One refresh per event-loop pass, however many edits arrived in it.
  m_refreshTimer.setSingleShot(true);
  m_refreshTimer.setInterval(0);
  connect(&m_refreshTimer, &QTimer::timeout, this, &MainWindow::refreshNow);
  connect(m_document, &Document::scenarioChanged, this, &MainWindow::scheduleRefresh);
  connect(m_document, &Document::datasetsChanged, this, &MainWindow::refreshDatasets);
  connect(m_panel, &views::ParameterPanel::parameterEdited, this, [this](int index, double v) {
    const QString error = m_document->set(index, v);
    if (!error.isEmpty()) statusBar()->showMessage(error, 5000);
  });
  connect(m_panel, &views::ParameterPanel::editFinished, m_document, &Document::closeMerge);
  connect(m_scaling, &views::ScalingView::parameterEdited, this, [this](int index, double v) {
    const QString error = m_document->set(index, v);
    if (!error.isEmpty()) statusBar()->showMessage(error, 5000);
  });
  connect(m_scaling, &views::ScalingView::editFinished, m_document, &Document::closeMerge);
  // The Fit tab's two edits: a clicked run out of (or back into) the fit, and the fitted
  // parameters applied to the model; each one undo step of the Document.
  connect(m_scaling, &views::ScalingView::excludedRunToggled, m_document,
          &Document::toggleExcludedRun);
  connect(m_document, &Document::excludedRunsChanged, this,
          [this] { m_scaling->setExcludedRuns(m_document->excludedRuns()); });
  connect(m_scaling, &views::ScalingView::fitApplied, this,
          [this](const std::vector<std::pair<model::Param, double>>& values,
                 const QString& description) {
            const QString error = m_document->setSeveral(values, description);
            statusBar()->showMessage(error.isEmpty() ? description : error, 5000);
          });
  connect(m_dataTable, &views::DataTableView::pointEdited, this,
          [this](int set, int point, const model::MeasuredPoint& value) {
            const QString error = m_document->editMeasuredPoint(set, point, value);
            if (!error.isEmpty()) statusBar()->showMessage(error, 5000);
          });
  connect(m_surface, &views::SurfaceView::systemPicked, this, [this](int, const QString& details) {
    statusBar()->showMessage(QString(details).replace('\n', QStringLiteral("  ·  ")));
  });
  connect(m_surface, &views::SurfaceView::exportRequested, this, [this] {
    m_currentView = 0;
    exportFigures();
  });
  // The current view follows the focus (a click on a plot, a tab, the 3D view).
  connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
    const QWidget* views[3] = {m_surface, m_scaling, m_pim};
    for (int i = 0; i < 3; ++i)
      if (now && (now == views[i] || views[i]->isAncestorOf(now))) m_currentView = i;
  });
  connect(m_document, &Document::loaded, this, &MainWindow::updateHistoryBase);
  updateHistoryBase();

  m_lessons = new LessonActions(this, m_document);
  buildMenus();
  installPlotContextMenus();
  m_files->setViewStateHandlers([this] { return cameraToJson(m_surface->camera()); },
                                [this](const QJsonObject& views) {
                                  views::SurfaceCamera camera = m_surface->camera();
                                  if (cameraFromJson(views, &camera)) m_surface->setCamera(camera);
                                });
  statusBar()->showMessage(tr("Move a slider: the three views answer at once."), 5000);
  restoreLayout();
  fitToScreen();
  // Data the document held before the window existed (a lesson's or a test's) is shown too.
  refreshDatasets();
  m_scaling->setExcludedRuns(m_document->excludedRuns());
  refreshNow();
}

MainWindow::~MainWindow() {
  // The lesson player restores the views it touched (highlights, veils) when it goes: it must
  // go while they exist, before QWidget's destructor deletes the children in creation order.
  delete m_lessons;
  // QWidget's destructor moves the focus while the views are going: the focus-follows-view
  // slot must not look at them any more (ASan: use after free in test_presenter_mode).
  disconnect(qApp, &QApplication::focusChanged, this, nullptr);
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
    QGuiApplication::clipboard()->setImage(m_surface->grabFramebuffer());
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

  QMenu* view = menuBar()->addMenu(tr("&View"));
  const QString names[3] = {tr("Efficiency surface only"), tr("Scaling only"),
                            tr("PIM breakdown only")};
  auto* only = new QActionGroup(this);  // one layout at a time, the menu shows which
  for (int i = 0; i < 3; ++i) {
    QAction* a = view->addAction(names[i], this, [this, i] { maximizeView(i); });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    m_viewActions << a;
  }
  QAction* all = view->addAction(tr("All three views"), this, [this] { maximizeView(-1); });
  all->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  m_viewActions << all;
  for (QAction* a : m_viewActions) {
    a->setCheckable(true);
    only->addAction(a);
  }
  all->setChecked(true);
  view->addSeparator();
  m_surface->addCameraPresetActions(view->addMenu(tr("Surface camera")));
  m_lessons->addViewActions(view);
  view->addSeparator();
  for (QDockWidget* dock : findChildren<QDockWidget*>()) view->addAction(dock->toggleViewAction());

  QMenu* data = menuBar()->addMenu(tr("&Data"));
  data->addAction(importData);
  data->addAction(importFolder);
  data->addSeparator();
  QAction* measure = data->addAction(tr("&Measure this machine…"), this, [this] {
    measureDialog()->show();
    measureDialog()->raise();
  });
  measure->setToolTip(tr("Runs scalescope-probe here (threads or MPI) and adds the results"));
  data->addAction(tr("&Cluster sweep script…"), this, [this] {
    if (!m_clusterDialog) m_clusterDialog = new ClusterScriptDialog(this);
    m_clusterDialog->show();
    m_clusterDialog->raise();
  });
  data->addSeparator();
  data->addAction(tr("&Fit a law to the selected series…"), this, [this] {
    maximizeView(-1);
    m_scaling->showFitTab();
  });
  // The table shares the bottom area with the timeline as a tab: both need the full width.
  QDockWidget* dataDock = findChild<QDockWidget*>("dataTableDock");
  if (auto* timeline = findChild<QDockWidget*>("timelineDock")) {
    tabifyDockWidget(timeline, dataDock);
    timeline->raise();
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
  help->addAction(tr("PIM model &calibration…"), m_pim, &views::PimView::showCalibration);
  help->addAction(tr("&About ScaleScope"), this, [this] {
    QMessageBox::about(this, tr("About ScaleScope"),
                       tr("<b>ScaleScope %1</b><p>A desktop lab for the limits of parallel "
                          "scaling: Amdahl, Gustafson, the USL, Végh's effective parallelism "
                          "and processing-in-memory training.</p><p>%2</p>")
                           .arg(QApplication::applicationVersion(),
                                views::surfaceHostLine(m_surface->hostKind()).toHtmlEscaped()));
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
  m_surface->setScenario(s, changed);
  m_scaling->setScenario(s, changed);
  m_pim->setScenario(s, changed);
  m_timeline->setScenario(s, changed);
  ++m_refreshCount;
}

QList<QPair<QString, QCustomPlot*>> MainWindow::exportablePlots() const {
  return viewPlots(*m_scaling, *m_pim);
}

QStringList MainWindow::currentFigures() const {
  if (m_currentView == 1) return {m_scaling->currentPlotName()};
  if (m_currentView == 2) return {"pim", "pim_scaling"};
  return {"surface"};
}

void MainWindow::exportFigures() {
  const QString names[3] = {tr("Efficiency surface"), tr("Scaling"), tr("PIM breakdown")};
  ExportDialog dialog(this, names[m_currentView], currentFigures());
  if (dialog.exec() != QDialog::Accepted) return;
  dialog.remember();
  FigureExportRequest request = dialog.request();
  QApplication::setOverrideCursor(Qt::WaitCursor);
  const views::SurfaceCamera camera = m_surface->camera();
  const QStringList errors =
      app::exportFigures(request, &m_surface->scene(), &camera, exportablePlots(),
                         scenarioCaption(m_document->scenario()), [this](const QString& path) {
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
  for (const auto& [name, plot] : exportablePlots()) {
    if (plot->contextMenuPolicy() != Qt::DefaultContextMenu) continue;  // the view has its own
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(plot, &QWidget::customContextMenuRequested, this,
            [this, plot = plot](const QPoint& at) {
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
  m_scaling->setDatasets(data);
  m_dataTable->setDatasets(data);
  m_surface->setDatasets(data);
  m_pim->setDatasets(data);
}

void MainWindow::maximizeView(int which) {
  if (which < -1 || which > 2) which = -1;
  m_viewActions[which < 0 ? 3 : which]->setChecked(true);
  if (which == m_shownView) return;
  // Leaving the three views: remember their layout, which the single view would change
  // (a hidden splitter pane gives its width away, the docks take the space that is left).
  if (m_shownView < 0)
    m_savedLayout = {saveState(), m_mainSplitter->saveState(), m_rightSplitter->saveState()};
  m_shownView = which;
  m_surface->setVisible(which < 0 || which == 0);
  m_rightSplitter->setVisible(which < 0 || which == 1 || which == 2);
  m_scaling->setVisible(which < 0 || which == 1);
  m_pim->setVisible(which < 0 || which == 2);
  if (which < 0) {
    const auto restore = [this, layout = m_savedLayout] {
      m_mainSplitter->restoreState(layout.mainSplitter);
      m_rightSplitter->restoreState(layout.rightSplitter);
      restoreState(layout.window);
    };
    restore();
    // Once more when the layouts have settled: a pane's new width changes the height its
    // wrapping controls need, and the splitter moved its handle for that.
    QTimer::singleShot(0, this, restore);
  }
}

void MainWindow::fitToScreen() {
  // The first window (no saved geometry) and a restored one both fit the screen they open
  // on: 1500×900 when there is room, less on a laptop or a projector at 1280×720.
  const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
  if (!screen) return;
  const QRect available = screen->availableGeometry();
  const bool restored = !QSettings().value("window/geometry").toByteArray().isEmpty();
  const QSize size = (restored ? this->size() : QSize(1500, 900)).boundedTo(available.size());
  if (restored)
    resize(size);
  else
    openAt(size);
  if (!available.contains(frameGeometry())) move(available.topLeft());
}

void MainWindow::openAt(const QSize& size) {
  resize(size);
  // The views above it keep 560 px of the window's height (menu, views and status bar as
  // they need it), the timeline takes the rest up to 250 px: at 1280×720 a quarter of the
  // height went to it and the Curves tab's residual panel was left 24 px of data.
  if (auto* timeline = findChild<QDockWidget*>("timelineDock"))
    resizeDocks({timeline}, {std::clamp(size.height() - 560, 0, 250)}, Qt::Vertical);
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

void MainWindow::saveLayout() const {
  QSettings settings;
  settings.setValue("window/geometry", saveGeometry());
  settings.setValue("window/state", saveState());
  settings.setValue("window/mainSplitter", m_mainSplitter->saveState());
  settings.setValue("window/rightSplitter", m_rightSplitter->saveState());
}

void MainWindow::restoreLayout() {
  QSettings settings;
  restoreGeometry(settings.value("window/geometry").toByteArray());
  restoreState(settings.value("window/state").toByteArray());
  if (!m_mainSplitter->restoreState(settings.value("window/mainSplitter").toByteArray()))
    m_mainSplitter->setSizes({800, 560});
  m_rightSplitter->restoreState(settings.value("window/rightSplitter").toByteArray());
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
