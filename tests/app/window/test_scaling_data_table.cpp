// The measured-data table with the Document (offscreen): an edit in the table becomes one
// undoable command, undo restores the value in the data and in the table, invalid values are
// marked per row, and an import either loads a whole file or nothing.
#include <QApplication>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "app/document/document.h"
#include "model/data/measurements.h"
#include "test_files.h"
#include "views/scaling/data_table_view.h"

using namespace scalescope;
using views::DataTableView;

namespace {

using testing::writeFile;

/// A Document holding one small study and a table wired to it as MainWindow does.
struct Fixture {
  app::Document doc;
  DataTableView table;
  Fixture() {
    model::DatasetCollection d;
    d.measurements.push_back(
        *model::readMeasurementsText("n,time_s\n1,10\n2,6\n4,4\n", "study.csv"));
    doc.setDatasets(d);
    table.setDatasets(doc.datasets());
    QObject::connect(&doc, &app::Document::datasetsChanged, &table,
                     [this] { table.setDatasets(doc.datasets()); });
    QObject::connect(&table, &DataTableView::pointEdited, &doc,
                     [this](int set, int point, const model::MeasuredPoint& value) {
                       doc.editMeasuredPoint(set, point, value);
                     });
  }
  QString cell(int row, int column) {
    auto* m = table.table()->model();
    return m->data(m->index(row, column)).toString();
  }
  bool edit(int row, int column, const QString& text) {
    auto* m = table.table()->model();
    const bool ok = m->setData(m->index(row, column), text, Qt::EditRole);
    QApplication::processEvents();  // the edit reaches the Document after the editor closes
    return ok;
  }
};

}  // namespace

class TestScalingDataTable : public QObject {
  Q_OBJECT
 private slots:
  void editIsOneUndoableStep() {
    Fixture f;
    QCOMPARE(f.table.table()->model()->rowCount(), 3);
    QCOMPARE(f.cell(1, DataTableView::Time), QString("6"));
    QVERIFY(f.edit(1, DataTableView::Time, "7.5"));
    QCOMPARE(*f.doc.datasets().measurements[0].points[1].timeSeconds, 7.5);
    QCOMPARE(f.cell(1, DataTableView::Time), QString("7.5"));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    f.doc.undoStack()->undo();
    QCOMPARE(*f.doc.datasets().measurements[0].points[1].timeSeconds, 6.0);
    QCOMPARE(f.cell(1, DataTableView::Time), QString("6"));
    f.doc.undoStack()->redo();
    QCOMPARE(f.cell(1, DataTableView::Time), QString("7.5"));
  }

  // Numbers as people write them (issue 38): a German window shows "7,5" and reads "7,5" and
  // the C form "0.25"; "1.000" is not a thousand.
  void aGermanWindowWritesAndReadsItsNumberForm() {
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    Fixture f;
    QVERIFY(f.edit(1, DataTableView::Time, "7,5"));
    QCOMPARE(*f.doc.datasets().measurements[0].points[1].timeSeconds, 7.5);
    QCOMPARE(f.cell(1, DataTableView::Time), QString("7,5"));
    QVERIFY(f.edit(2, DataTableView::Time, "0.25"));
    QCOMPARE(*f.doc.datasets().measurements[0].points[2].timeSeconds, 0.25);
    QCOMPARE(f.cell(2, DataTableView::Time), QString("0,25"));
    QVERIFY(f.edit(0, DataTableView::Time, "1.000"));  // C form: one, not a German thousand
    QCOMPARE(*f.doc.datasets().measurements[0].points[0].timeSeconds, 1.0);
    QLocale::setDefault(before);
  }

  void textInANumberIsRefused() {
    Fixture f;
    QVERIFY(!f.edit(0, DataTableView::N, "many"));
    QCOMPARE(f.doc.undoStack()->count(), 0);
  }

  void invalidValueIsMarked() {
    Fixture f;
    QCOMPARE(f.cell(2, DataTableView::Valid), QString("✓"));
    QVERIFY(f.edit(2, DataTableView::N, "0.5"));  // N < 1: kept, but marked and not used
    QCOMPARE(f.cell(2, DataTableView::Valid), QString("⚠"));
    auto* m = f.table.table()->model();
    QVERIFY(m->data(m->index(2, DataTableView::Valid), Qt::ToolTipRole).toString().contains("N"));
    f.doc.undoStack()->undo();
    QCOMPARE(f.cell(2, DataTableView::Valid), QString("✓"));
  }

  void eachFileOfADropIsAllOrNothing() {
    // Issue 19: the good files of a drop load, the bad one is reported and left out whole.
    Fixture f;
    QTemporaryDir dir;
    const QString good = writeFile(dir, "good.csv", "n,time_s\n1,3\n2,2\n");
    const QString bad = writeFile(dir, "bad.csv", "n,time_s\n1,10\n2,abc\n");
    const QString error = f.doc.importDataFiles({good, bad});
    QVERIFY2(error.contains("bad.csv:3:2"), qPrintable(error));
    QVERIFY(!error.contains("good.csv"));
    QCOMPARE(f.doc.datasets().measurements.size(), std::size_t(2));  // the sample and good.csv
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QCOMPARE(f.table.table()->model()->rowCount(), 5);
    QVERIFY(f.doc.dataFiles().contains(good));
    QVERIFY(!f.doc.dataFiles().contains(bad));
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.datasets().measurements.size(), std::size_t(1));
    QVERIFY(!f.doc.dataFiles().contains(good));
    // Only bad files: nothing changes, no undo step.
    QVERIFY(!f.doc.importDataFiles({bad}).isEmpty());
    QCOMPARE(f.doc.undoStack()->count(), 1);  // the undone import is still there to redo
    QCOMPARE(f.doc.datasets().measurements.size(), std::size_t(1));
  }
};

QTEST_MAIN(TestScalingDataTable)
#include "test_scaling_data_table.moc"
