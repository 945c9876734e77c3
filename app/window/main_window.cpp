#include "app/window/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QUndoView>

#include <qcustomplot.h>
#include "app/document/document.h"
#include "app/document/view_state.h"
#include "app/export/figure_export.h"
#include "app/measure/cluster_script_dialog.h"
#include "app/measure/measure_dialog.h"
#include "app/lessons/lesson_actions.h"
#include "app/lessons/lesson_library.h"
#include "app/window/export_dialog.h"
#include "app/window/file_actions.h"
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
  resize(1500, 900);

  m_rightSplitter->setObjectName("rightSplitter");
  m_rightSplitter->addWidget(m_scaling);
  m_rightSplitter->addWidget(m_pim);
  m_mainSplitter->setObjectName("mainSplitter");
  m_mainSplitter->addWidget(m_surface);
  m_mainSplitter->addWidget(m_rightSplitter);
  m_mainSplitter->setStretchFactor(0, 3);
  m_mainSplitter->setStretchFactor(1, 2);
  setCentralWidget(m_mainSplitter);

  auto* panelDock = new QDockWidget(tr("Parameters"), this);
  panelDock->setObjectName("parametersDock");
  panelDock->setWidget(m_panel);
  panelDock->setMinimumWidth(330);
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
  setAcceptDrops(true);  // CSV files dropped on the window are imported

  // The timeline of one step under the views; the parameters keep the full height.
  auto* timelineDock = new QDockWidget(tr("Timeline"), this);
  timelineDock->setObjectName("timelineDock");
  timelineDock->setWidget(m_timeline);
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
  connect(m_dataTable, &views::DataTableView::pointEdited, this,
          [this](int set, int point, const model::MeasuredPoint& value) {
            const QString error = m_document->editMeasuredPoint(set, point, value);
            if (!error.isEmpty()) statusBar()->showMessage(error, 5000);
          });
  connect(m_surface, &views::SurfaceView::systemPicked, this, [this](int, const QString& details) {
    statusBar()->showMessage(QString(details).replace('\n', QStringLiteral("  ·  ")));
  });

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
  refreshNow();
}

MainWindow::~MainWindow() = default;

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
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import measured data"), QString(), tr("CSV files (*.csv *.txt);;All files (*)"));
    importDataFiles(paths);
  });
  importData->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
  importData->setToolTip(tr("Load measurements (n, time_s, ...), TOP500 or HPL-MxP tables"));
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
  edit->addAction(tr("Reset all parameters to defaults"), this, [this] {
    m_document->replaceScenario(model::Scenario{}, tr("Reset to defaults"));
  });

  QMenu* view = menuBar()->addMenu(tr("&View"));
  const QString names[3] = {tr("Efficiency surface only"), tr("Scaling only"),
                            tr("PIM breakdown only")};
  for (int i = 0; i < 3; ++i) {
    QAction* a = view->addAction(names[i], this, [this, i] { maximizeView(i); });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
  }
  QAction* all = view->addAction(tr("All three views"), this, [this] { maximizeView(-1); });
  all->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  view->addSeparator();
  m_surface->addCameraPresetActions(view->addMenu(tr("Surface camera")));
  m_lessons->addViewActions(view);
  view->addSeparator();
  for (QDockWidget* dock : findChildren<QDockWidget*>()) view->addAction(dock->toggleViewAction());

  QMenu* data = menuBar()->addMenu(tr("&Data"));
  data->addAction(importData);
  data->addAction(tr("Import a results f&older…"), this, [this] {
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Import a results folder (every result file in it)"));
    if (!folder.isEmpty()) importDataFiles({folder});
  });
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

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  m_lessons->addLessonsMenu(menuBar(), help->menuAction());
  help->addAction(tr("PIM model &calibration…"), m_pim, &views::PimView::showCalibration);
  help->addAction(tr("&About ScaleScope"), this, [this] {
    QMessageBox::about(this, tr("About ScaleScope"),
                       tr("<b>ScaleScope %1</b><p>A desktop lab for the limits of parallel "
                          "scaling: Amdahl, Gustafson, the USL, Végh's effective parallelism "
                          "and processing-in-memory training.</p>")
                           .arg(QApplication::applicationVersion()));
  });
}

void MainWindow::scheduleRefresh() {
  if (!m_refreshTimer.isActive()) m_refreshTimer.start();
}

void MainWindow::refreshNow() {
  m_refreshTimer.stop();
  const model::Scenario& s = m_document->scenario();
  m_panel->showScenario(s);
  m_surface->setScenario(s);
  m_scaling->setScenario(s);
  m_pim->setScenario(s);
  m_timeline->setScenario(s);
  ++m_refreshCount;
}

QList<QPair<QString, QCustomPlot*>> MainWindow::exportablePlots() const {
  return viewPlots(*m_scaling, *m_pim);
}

void MainWindow::exportFigures() {
  ExportDialog dialog(this);
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
  scheduleRefresh();
}

void MainWindow::maximizeView(int which) {
  m_surface->setVisible(which < 0 || which == 0);
  m_rightSplitter->setVisible(which < 0 || which == 1 || which == 2);
  m_scaling->setVisible(which < 0 || which == 1);
  m_pim->setVisible(which < 0 || which == 2);
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

QString MainWindow::importDataFiles(const QStringList& paths, bool interactive) {
  const QString error = m_document->importDataFiles(paths);
  if (!error.isEmpty() && interactive)
    QMessageBox::warning(
        this, tr("Import data"),
        tr("The data file could not be loaded; nothing was imported.\n\n%1").arg(error));
  else if (error.isEmpty() && !paths.isEmpty())
    statusBar()->showMessage(tr("Imported %1 file(s); see the Scaling view and Data ▸ Measured "
                                "data table.")
                                 .arg(paths.size()),
                             5000);
  return error;
}

namespace {
/// A CSV file, or a folder of result files (a cluster sweep's results/).
bool isDroppableData(const QUrl& url) {
  if (!url.isLocalFile()) return false;
  const QString path = url.toLocalFile();
  return path.endsWith(".csv", Qt::CaseInsensitive) || QFileInfo(path).isDir();
}
}  // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
  for (const QUrl& url : e->mimeData()->urls())
    if (isDroppableData(url) || (url.isLocalFile() && isLessonFile(url.toLocalFile()))) {
      e->acceptProposedAction();
      return;
    }
}

void MainWindow::dropEvent(QDropEvent* e) {
  QStringList paths, lessons;
  for (const QUrl& url : e->mimeData()->urls())
    if (url.isLocalFile() && isLessonFile(url.toLocalFile()))
      lessons << url.toLocalFile();
    else if (isDroppableData(url))
      paths << url.toLocalFile();
  e->acceptProposedAction();
  for (const QString& lesson : lessons)
    QMetaObject::invokeMethod(
        this, [this, lesson] { m_lessons->openFile(lesson); }, Qt::QueuedConnection);
  // After the drop returns: a modal dialog inside the drag-and-drop handler blocks the source.
  QMetaObject::invokeMethod(
      this, [this, paths] { importDataFiles(paths); }, Qt::QueuedConnection);
}

}  // namespace scalescope::app
