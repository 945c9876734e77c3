// File ▸ Export figures… as a user meets it (issue 16, item 4): Ctrl+E opens the dialog,
// which offers the current view's figures or all of them and writes what was chosen; the 3D
// view's context menu has Export too. And the small ones of the File and Edit menus: Save
// As is Ctrl+Shift+S, the undo history's base entry names the loaded preset.
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QKeySequence>
#include <QLineEdit>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoView>

#include "app/document/document.h"
#include "app/window/export_dialog.h"
#include "app/window/file_actions.h"
#include "app/window/main_window.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_view.h"
#include "window_driver.h"

using namespace scalescope;
using testing::findAction;

namespace {

/// Fills the export dialog: folder, figures choice (0 all, 1 current view), PNG only.
void fillAndExport(app::ExportDialog* dialog, const QString& folder, int which) {
  dialog->findChild<QLineEdit*>("exportFolder")->setText(folder);
  dialog->findChild<QComboBox*>("exportWhich")->setCurrentIndex(which);
  for (QCheckBox* box : dialog->findChildren<QCheckBox*>())
    box->setChecked(box->text() == "PNG" || box->text().startsWith("White"));
  dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
}

QStringList written(const QString& folder) {
  return QDir(folder).entryList({"*.png"}, QDir::Files, QDir::Name);
}

QMenu* fileMenu(QMainWindow& w) {
  for (QAction* a : w.menuBar()->actions())
    if (a->text().remove('&') == "File") return a->menu();
  return nullptr;
}

}  // namespace

class TestExportMenu : public QObject {
  Q_OBJECT
  QTemporaryDir m_settings;
 private slots:
  void initTestCase() { testing::isolateSettings(m_settings, "test_export_menu"); }

  void ctrlEExportsTheCurrentViewOrAll() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    QMenu* file = fileMenu(window);
    QVERIFY(file);
    QAction* exportAction = findAction(file, "Export figures");
    QVERIFY2(exportAction, "File ▸ Export figures… is missing");
    QCOMPARE(exportAction->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));

    // The surface is the current view: the dialog's second choice writes surface.png only.
    window.surfaceView()->setFocus();
    QTemporaryDir out;
    bool seen = false;
    testing::whenModal<app::ExportDialog>(
        [&](app::ExportDialog* d) {
          QVERIFY(d->findChild<QComboBox*>("exportWhich")->itemText(1).contains("surface"));
          fillAndExport(d, out.filePath("current"), 1);
        },
        &seen);
    QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
    QVERIFY(seen);
    QCOMPARE(written(out.filePath("current")), QStringList{"surface.png"});
    // Xvfb runs no window manager: nothing hands the main window its activation back when
    // the dialog closes, as a desktop does. Without it no shortcut reaches the window.
    QVERIFY(testing::showActive(window));

    // All figures: the surface and every 2D figure.
    testing::whenModal<app::ExportDialog>(
        [&](app::ExportDialog* d) { fillAndExport(d, out.filePath("all"), 0); }, &seen);
    QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
    QVERIFY(seen);
    const QStringList all = written(out.filePath("all"));
    for (const char* name : {"surface.png", "scaling.png", "scaling_fit.png", "generations.png",
                             "precision.png", "pim.png", "pim_scaling.png"})
      QVERIFY2(all.contains(name), qPrintable(all.join(", ")));
  }

  // Issue 32, item 1: a figure for one column of a paper, chosen in the dialog as a user does:
  // the preset sets 3.5 × 2.5 in, 8 pt, 300 dpi and no title; the unit converts what is shown,
  // not the size; the PDF written is 252 × 180 pt and carries no title.
  void aColumnFigureForAPaper() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    window.scalingView()->setFocus();
    QTemporaryDir out;
    bool seen = false;
    testing::whenModal<app::ExportDialog>(
        [&](app::ExportDialog* d) {
          auto* preset = d->findChild<QComboBox*>("exportSizePreset");
          const int column = preset->findText("One column", Qt::MatchStartsWith);
          QVERIFY(column >= 0);
          preset->setCurrentIndex(column);
          emit preset->activated(column);  // what choosing it with the mouse sends
          auto* width = d->findChild<QDoubleSpinBox*>("exportWidth");
          auto* height = d->findChild<QDoubleSpinBox*>("exportHeight");
          QCOMPARE(width->value(), 3.5);
          QCOMPARE(height->value(), 2.5);
          QCOMPARE(width->suffix(), QString(" in"));
          QCOMPARE(d->findChild<QDoubleSpinBox*>("exportFontPt")->value(), 8.0);
          QCOMPARE(d->findChild<QSpinBox*>("exportDpi")->value(), 300);
          QVERIFY(!d->findChild<QCheckBox*>("exportAnnotations")->isChecked());
          // In mm: 88.9 × 63.5, still the column preset.
          d->findChild<QComboBox*>("exportUnit")->setCurrentText("mm");
          QCOMPARE(width->value(), 88.9);
          QCOMPARE(height->value(), 63.5);
          QCOMPARE(preset->currentIndex(), column);
          QCOMPARE(d->request().size, QSize(252, 180));
          QCOMPARE(d->request().fontPt, 8.0);
          QVERIFY(!d->request().annotations);
          d->findChild<QLineEdit*>("exportFolder")->setText(out.filePath("column"));
          d->findChild<QComboBox*>("exportWhich")->setCurrentIndex(1);
          for (QCheckBox* box : d->findChildren<QCheckBox*>())
            if (box->text() == "PNG" || box->text() == "PDF") box->setChecked(box->text() == "PDF");
          d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        },
        &seen);
    QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
    QVERIFY(seen);
    const QString pdf = out.filePath("column/scaling.pdf");
    QVERIFY2(QFile::exists(pdf), qPrintable(QDir(out.filePath("column")).entryList().join(' ')));
    QProcess info;
    info.start("pdfinfo", {pdf});
    QVERIFY(info.waitForFinished(30000));
    QVERIFY(QString::fromUtf8(info.readAllStandardOutput()).contains("252 x 180 pts"));
    QProcess text;
    text.start("pdftotext", {pdf, "-"});
    QVERIFY(text.waitForFinished(30000));
    const QString words = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(words.contains("Processors"), qPrintable(words));
    QVERIFY2(!words.contains("Predicted vs measured"), qPrintable(words));  // the tab's title
  }

  void surfaceContextMenuHasExport() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    QTemporaryDir out;
    bool menuSeen = false, dialogSeen = false;
    testing::whenPopup(
        [&](QMenu* menu) {
          QAction* a = findAction(menu, "Export figures");
          QVERIFY2(a, "the 3D view's context menu has no Export");
          testing::whenModal<app::ExportDialog>(
              [&](app::ExportDialog* d) { fillAndExport(d, out.filePath("menu"), 1); },
              &dialogSeen);
          menu->close();
          a->trigger();
        },
        &menuSeen);
    const QPoint at = window.surfaceView()->rect().center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, window.surfaceView()->mapToGlobal(at));
    QApplication::sendEvent(window.surfaceView(), &event);
    QTRY_VERIFY(dialogSeen);
    QVERIFY(menuSeen);
    QTRY_COMPARE(written(out.filePath("menu")), QStringList{"surface.png"});
  }

  void saveAsIsCtrlShiftS() {
    app::Document doc;
    app::MainWindow window(&doc);
    QAction* saveAs = findAction(fileMenu(window), "Save as");
    QVERIFY(saveAs);
    QCOMPARE(saveAs->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
  }

  void historyBaseNamesThePreset() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(window.fileActions()->openPreset("amdahl-classroom"));
    auto* history = window.findChild<QUndoView*>();
    QVERIFY(history);
    QVERIFY2(history->emptyLabel().contains("amdahl-classroom"), qPrintable(history->emptyLabel()));
    window.fileActions()->setInteractive(false);
    window.fileActions()->newScenario();
    QCOMPARE(history->emptyLabel(), QString("<default scenario>"));
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestExportMenu test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_export_menu.moc"
