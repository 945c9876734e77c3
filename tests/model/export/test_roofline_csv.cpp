// roofline.csv: the roofs and dots of the Roofline view as numbers. The roofs are checked
// against the formulas of model/README.md §7 worked out by hand from the parameter defaults
// (350 MHz, 2,048 DPUs of 64 per rank, β = 0.5 cycle/B, 6.68 GB/s per rank to the DPUs, γ = 0.5,
// 9,216 GFLOP/s and 266 GB/s for the CPU), the dots against the workload's counts (YFCC100M:
// 4,096 features, 3,328 rows per DPU; LR: 4 operations per feature).
#include <QTest>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "csv_rows.h"
#include "fuzzy.h"
#include "model/core/scenario.h"
#include "model/export/roofline_csv.h"

using namespace scalescope::model;
using scalescope::test::parse;
using scalescope::test::rowsOf;

namespace {

using Row = std::map<std::string, std::string>;

/// The rows of roofline.csv as header → field maps.
std::vector<Row> rowsByName(const Scenario& s) {
  auto csv = rooflineCsv(s);
  if (!csv) qFatal("%s", csv.error().c_str());
  const auto rows = rowsOf(*csv);
  std::vector<Row> out;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    if (rows[i].size() != rows[0].size()) qFatal("row %zu has %zu fields", i, rows[i].size());
    Row r;
    for (std::size_t c = 0; c < rows[0].size(); ++c) r[rows[0][c]] = rows[i][c];
    out.push_back(r);
  }
  return out;
}

const Row& find(const std::vector<Row>& rows, const std::string& machine,
                const std::string& element, const std::string& id,
                const std::string& algorithm = "") {
  for (const Row& r : rows)
    if (r.at("machine") == machine && r.at("element") == element && r.at("id") == id &&
        (algorithm.empty() || r.at("algorithm") == algorithm))
      return r;
  qFatal("no %s %s %s %s", machine.c_str(), element.c_str(), id.c_str(), algorithm.c_str());
}

Scenario scenarioWith(const char* assignment) {
  Scenario s;
  if (auto message = s.applyAssignment(assignment); !message.empty()) qFatal("%s", message.c_str());
  return s;
}

}  // namespace

class TestRooflineCsv : public QObject {
  Q_OBJECT
 private slots:
  void headerNamesTheColumns() {
    auto csv = rooflineCsv(Scenario());
    QVERIFY(csv.ok());
    QCOMPARE(QString::fromStdString(csv->substr(0, csv->find('\n'))),
             QString("machine,element,id,roof,kind,origin,algorithm,value,unit,ridge_op_per_b,"
                     "ops,bytes,seconds,intensity_op_per_b,performance_op_per_s,"
                     "attainable_op_per_s,fraction_of_roof,binding,above_roof"));
  }

  void roofsByHand() {
    const auto rows = rowsByName(Scenario());
    const double pipeline = 2048 * 350e6;  // one instruction per cycle: 16 tasklets ≥ 11
    SS_COMPARE_REL(parse(find(rows, "upmem", "roof", "dpu-pipeline").at("value")), pipeline, 1e-12);
    const Row& mram = find(rows, "upmem", "roof", "mram");
    SS_COMPARE_REL(parse(mram.at("value")), 2048 * 350e6 / 0.5, 1e-12);
    QCOMPARE(parse(mram.at("ridge_op_per_b")), 0.5);
    QCOMPARE(mram.at("kind"), std::string("memory"));
    QCOMPARE(mram.at("unit"), std::string("B/s"));
    const Row& link = find(rows, "upmem", "roof", "cpu-to-dpu");
    const double linkBytes = 6.68e9 * std::sqrt(2048.0 / 64);
    SS_COMPARE_REL(parse(link.at("value")), linkBytes, 1e-12);
    SS_COMPARE_REL(parse(link.at("ridge_op_per_b")), pipeline / linkBytes, 1e-12);
    QCOMPARE(link.at("kind"), std::string("communication"));
    QCOMPARE(link.at("origin"), std::string("assumed"));
    QCOMPARE(find(rows, "upmem", "roof", "dpu-multiply").at("kind"),
             std::string("compute-sub-ceiling"));
    const Row& dram = find(rows, "cpu", "roof", "dram");
    SS_COMPARE_REL(parse(dram.at("ridge_op_per_b")), 9216.0 / 266.0, 1e-12);
    QCOMPARE(find(rows, "cpu", "roof", "cpu-peak").at("ridge_op_per_b"), std::string());
    QCOMPARE(find(rows, "gpu", "roof", "pcie").at("kind"), std::string("communication"));
  }

  // The MRAM roof grows with N, the host link only as √(N/64): at 256 DPUs the ratio of the
  // two is 256·350e6/0.5 / (6.68e9·2) = 13.4, at 2,048 it is 37.9.
  void theLinkFallsBehindAsNGrows() {
    const auto few = rowsByName(scenarioWith("pim.dpus=256"));
    SS_COMPARE_REL(parse(find(few, "upmem", "roof", "mram").at("value")) /
                       parse(find(few, "upmem", "roof", "cpu-to-dpu").at("value")),
                   256 * 350e6 / 0.5 / (6.68e9 * 2), 1e-12);
    const auto many = rowsByName(Scenario());
    SS_COMPARE_REL(parse(find(many, "upmem", "roof", "mram").at("value")) /
                       parse(find(many, "upmem", "roof", "cpu-to-dpu").at("value")),
                   2048 * 350e6 / 0.5 / (6.68e9 * std::sqrt(32.0)), 1e-12);
  }

  void dotsByHand() {
    const auto rows = rowsByName(Scenario());
    // ADMM pushes two model vectors of 4,096 4-byte elements to each DPU once per epoch.
    const Row& push = find(rows, "upmem", "dot", "cpu-to-dpu", "admm");
    QCOMPARE(parse(push.at("bytes")), 2048.0 * 2 * 4096 * 4);
    QCOMPARE(parse(push.at("ops")), 2048.0 * 3328 * 4 * 4096);
    QCOMPARE(parse(push.at("intensity_op_per_b")), 3328.0 / 2);
    QCOMPARE(push.at("roof"), std::string("cpu-to-dpu"));
    // Every algorithm has four levels on the UPMEM machine, one of them binding.
    for (const char* algorithm : {"ma-sgd", "ga-sgd", "admm"}) {
      int levels = 0, binding = 0;
      for (const Row& r : rows)
        if (r.at("machine") == "upmem" && r.at("element") == "dot" &&
            r.at("algorithm") == algorithm) {
          ++levels;
          binding += r.at("binding") == "1";
        }
      QCOMPARE(levels, 4);
      QCOMPARE(binding, 1);
    }
    // LR on the CPU: 4 operations per 4-byte feature, one operation per byte, on the DRAM
    // roof by construction (a consistency check).
    const Row& cpu = find(rows, "cpu", "dot", "cpu-bound");
    QCOMPARE(parse(cpu.at("intensity_op_per_b")), 1.0);
    SS_COMPARE_REL(parse(cpu.at("performance_op_per_s")), 266e9, 1e-12);
    SS_COMPARE_REL(parse(cpu.at("fraction_of_roof")), 1.0, 1e-12);
    // The GPU streams the training set: bound by PCIe.
    QCOMPARE(find(rows, "gpu", "dot", "gpu-bound").at("roof"), std::string("pcie"));
    for (const Row& r : rows)
      if (r.at("element") == "dot")
        QVERIFY2(r.at("above_roof") == "0", (r.at("machine") + " " + r.at("id")).c_str());
  }
};

QTEST_APPLESS_MAIN(TestRooflineCsv)
#include "test_roofline_csv.moc"
