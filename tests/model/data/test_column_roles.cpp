// Reading a measurement CSV whose header ScaleScope does not recognise, with the roles a user
// gave its columns (issue 16: "an import preview with column mapping"): the roles make the
// file read, messages still name the file's own columns, a role can take a column away from
// what its name means, and the guesses the preview starts from come from the values. The
// expected numbers are the file's own fields (times in ms divided by 1000 by hand).
#include <QTest>
#include <string>
#include <vector>

#include "model/data/column_roles.h"
#include "model/data/csv_table.h"
#include "model/data/measurements.h"

using namespace scalescope::model;

namespace {

const std::string kName = "wall.csv";
const char* kUnnamed =
    "procs_used,wall_clock,note\n"
    "1,10,first\n"
    "2,5.5,\n"
    "4,3,last\n";

CsvTable table(const std::string& text) {
  auto t = parseCsvText(text, kName);
  if (!t) qFatal("%s", t.error().c_str());
  return *t;
}

}  // namespace

class TestColumnRoles : public QObject {
  Q_OBJECT
 private slots:
  void anUnnamedFileIsRefusedWithItsColumnsAndAHint() {
    const auto set = measurementsFromTable(table(kUnnamed));
    QVERIFY(!set);
    QVERIFY2(set.error().rfind("wall.csv:1:1: expected a column for N", 0) == 0,
             set.error().c_str());
    QVERIFY(set.error().find("found columns: procs_used, wall_clock, note") != std::string::npos);
    QVERIFY(set.error().find("File ▸ Import data") != std::string::npos);
    QVERIFY(lacksMeasurementColumns(table(kUnnamed)));
    QVERIFY(!lacksMeasurementColumns(table("n,time_s\n1,2\n")));
  }

  void rolesMakeItRead() {
    const ColumnRoles roles{{"procs_used", "n"}, {"wall_clock", "time_s"}, {"note", "label"}};
    QVERIFY(!lacksMeasurementColumns(table(kUnnamed), roles));
    const auto set = measurementsFromTable(table(kUnnamed), roles);
    QVERIFY2(set, set ? "" : set.error().c_str());
    QCOMPARE(set->points.size(), std::size_t{3});
    const double n[] = {1, 2, 4}, t[] = {10, 5.5, 3};
    const char* labels[] = {"first", "", "last"};
    for (int i = 0; i < 3; ++i) {
      QCOMPARE(set->points[i].n, n[i]);
      QCOMPARE(*set->points[i].timeSeconds, t[i]);
      QCOMPARE(set->points[i].label, std::string(labels[i]));
      QCOMPARE(set->points[i].line, i + 2);
    }
    QVERIFY(set->ignoredColumns.empty());
    // Without a unit column N's column name is the unit, as for "nodes".
    QCOMPARE(set->points[0].unit, std::string("procs_used"));
    // Names are matched ignoring case, as the reader matches its own names.
    const auto upper = measurementsFromTable(
        table(kUnnamed), ColumnRoles{{"PROCS_USED", "n"}, {"Wall_Clock", "time_s"}});
    QVERIFY2(upper, upper ? "" : upper.error().c_str());
  }

  void millisecondsAreConverted() {
    const auto set = measurementsFromTable(
        table(kUnnamed), ColumnRoles{{"procs_used", "n"}, {"wall_clock", "time_ms"}});
    QVERIFY(set);
    // 10 ms, 5.5 ms, 3 ms; relative tolerance 1e-12 (one division).
    QVERIFY(std::abs(*set->points[0].timeSeconds - 0.010) < 1e-14);
    QVERIFY(std::abs(*set->points[1].timeSeconds - 0.0055) < 1e-14);
    QVERIFY(std::abs(*set->points[2].timeSeconds - 0.003) < 1e-14);
  }

  void messagesNameTheFilesOwnColumn() {
    const auto set =
        measurementsFromTable(table("procs_used,wall_clock\n1,10\n2,-1\n"),
                              ColumnRoles{{"procs_used", "n"}, {"wall_clock", "time_s"}});
    QVERIFY(!set);
    QVERIFY2(
        set.error().rfind("wall.csv:3:2: column 'wall_clock': expected a positive time", 0) == 0,
        set.error().c_str());
  }

  void aRoleOverridesWhatANameMeans() {
    // "time_s" holds a setup time; the user says the run's time is "total".
    const auto set = measurementsFromTable(table("cores,time_s,total\n1,1,9\n2,1,5\n"),
                                           ColumnRoles{{"total", "time_s"}});
    QVERIFY(set);
    QCOMPARE(*set->points[1].timeSeconds, 5.0);
    QCOMPARE(set->ignoredColumns, std::vector<std::string>{"time_s"});
    // "ignore" takes a recognised column away: then nothing is measured.
    const auto ignored =
        measurementsFromTable(table("n,time_s,label\n1,2,a\n"), ColumnRoles{{"time_s", "ignore"}});
    QVERIFY(!ignored);
    QVERIFY2(ignored.error().find("a measured column") != std::string::npos,
             ignored.error().c_str());
    // A column's name may still give it a role that the user gives another column.
    const auto moved = measurementsFromTable(table("n,time_s,label\n1,2,a\n"),
                                             ColumnRoles{{"label", "n"}, {"n", "ignore"}});
    QVERIFY(!moved);  // "a" is not a number: the label column really is N now
    QVERIFY2(moved.error().rfind("wall.csv:2:3: column 'label'", 0) == 0, moved.error().c_str());
  }

  void badRolesAreRefusedAtTheHeader_data() {
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("role");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("no such column") << "wall"
                                    << "time_s"
                                    << "wall.csv:1:1: column 'wall' is given as time_s but the "
                                       "file has no such column; found columns: procs_used";
    QTest::newRow("unknown role") << "wall_clock"
                                  << "duration"
                                  << "wall.csv:1:1: column 'wall_clock': unknown role 'duration'";
  }
  void badRolesAreRefusedAtTheHeader() {
    QFETCH(QString, column);
    QFETCH(QString, role);
    QFETCH(QString, fragment);
    const auto set = measurementsFromTable(
        table(kUnnamed),
        ColumnRoles{{"procs_used", "n"}, {column.toStdString(), role.toStdString()}});
    QVERIFY(!set);
    QVERIFY2(set.error().rfind(fragment.toStdString(), 0) == 0, set.error().c_str());
  }

  void twoColumnsCannotHoldOneRole() {
    const auto set = measurementsFromTable(
        table(kUnnamed),
        ColumnRoles{{"procs_used", "n"}, {"wall_clock", "time_s"}, {"note", "time_ms"}});
    QVERIFY(!set);
    QVERIFY2(set.error().find("are both given as time_s") != std::string::npos,
             set.error().c_str());
  }

  void guessesComeFromTheValues() {
    QCOMPARE(guessColumnRoles(table(kUnnamed)),
             (ColumnRoles{{"procs_used", "n"}, {"wall_clock", "time_s"}}));
    // N must be whole numbers ≥ 1: "a" (1.5) is not; the time is the next positive column.
    QCOMPARE(guessColumnRoles(table("a,b\n1.5,1\n2.5,2\n")),
             (ColumnRoles{{"b", "n"}, {"a", "time_s"}}));
    // Only what is missing is guessed: N is named here.
    QCOMPARE(guessColumnRoles(table("nodes,x,y\n1,abc,7\n2,def,4\n")),
             (ColumnRoles{{"y", "time_s"}}));
    // A column with a gap or text is no guess; nothing fits here.
    QCOMPARE(guessColumnRoles(table("x,y\n1,\nz,2\n")), ColumnRoles{});
    // Every guess reads.
    QVERIFY(measurementsFromTable(table(kUnnamed), guessColumnRoles(table(kUnnamed))));
  }

  void rolesByNameAreWhatTheReaderMakesOfTheHeader() {
    QCOMPARE(
        columnRolesByName(table("Nodes,time_ms,rmax,Label,other\n1,2,3,a,b\n")),
        (ColumnRoles{{"Nodes", "n"}, {"time_ms", "time_ms"}, {"rmax", ""}, {"Label", "label"}}));
    QCOMPARE(columnRolesByName(table(kUnnamed)), ColumnRoles{});
  }

  void everyRoleHasATitleAndIsFound() {
    QVERIFY(columnRoles().size() >= 9);
    QCOMPARE(columnRoles().front().id, std::string_view("ignore"));
    for (const auto& r : columnRoles()) {
      QVERIFY(!r.title.empty());
      QCOMPARE(findColumnRole(r.id), &r);
    }
    QVERIFY(!findColumnRole("rmax"));
  }
};

QTEST_APPLESS_MAIN(TestColumnRoles)
#include "test_column_roles.moc"
