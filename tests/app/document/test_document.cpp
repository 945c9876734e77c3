// Document: edits go through undoable commands; a drag of one slider is one undo step.
#include <QSignalSpy>
#include <QTest>

#include "app/document/document.h"
#include "model/core/parameter_table.h"

using scalescope::app::Document;
using scalescope::model::Param;
using scalescope::model::parameterIndex;

class TestDocument : public QObject {
  Q_OBJECT
  static Param idx(const char* id) { return scalescope::model::paramAt(*parameterIndex(id)); }
 private slots:
  void setChangesValueAndNotifies() {
    Document doc;
    QSignalSpy spy(&doc, &Document::scenarioChanged);
    QVERIFY(doc.set(idx("n"), 1024).isEmpty());
    QCOMPARE(doc.scenario().get(Param::N), 1024.0);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().value<scalescope::model::ParamSet>(),
             scalescope::model::ParamSet{Param::N});
    QCOMPARE(doc.undoStack()->count(), 1);
  }
  void invalidValueIsRefusedAndNothingPushed() {
    Document doc;
    const QString error = doc.set(idx("n"), -5);
    QVERIFY(error.contains("n"));
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.set("no.such", 1).isEmpty());
    QVERIFY(!doc.set(idx("serial_fraction"), std::nan("")).isEmpty());
  }
  void aDragMergesIntoOneStep() {
    Document doc;
    const double before = doc.scenario().get(Param::N);
    for (double v : {10.0, 20.0, 40.0, 80.0}) doc.set(idx("n"), v);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().get(Param::N), before);
    doc.undoStack()->redo();
    QCOMPARE(doc.scenario().get(Param::N), 80.0);
  }
  void gesturesAndOtherParametersDoNotMerge() {
    Document doc;
    doc.set(idx("n"), 10);
    doc.set(idx("n"), 20);
    doc.closeMerge();  // slider released
    doc.set(idx("n"), 30);
    doc.set(idx("serial_fraction"), 0.01);
    doc.set(idx("n"), 40);
    QCOMPARE(doc.undoStack()->count(), 4);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().get(Param::N), 30.0);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().get(Param::SerialFraction), 7.2e-7);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().get(Param::N), 20.0);
  }
  void dragBackToStartLeavesNoStep() {
    Document doc;
    const double before = doc.scenario().get(Param::N);
    doc.set(idx("n"), 10);
    doc.set(idx("n"), before);
    QCOMPARE(doc.undoStack()->count(), 0);  // an obsolete merged command is dropped
  }
  void replaceScenarioIsOneStep() {
    Document doc;
    scalescope::model::Scenario other;
    other.set("n", 64);
    other.set("serial_fraction", 0.05);
    doc.replaceScenario(other, "preset");
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.scenario(), other);
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario(), scalescope::model::Scenario{});
  }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "test_document.moc"
