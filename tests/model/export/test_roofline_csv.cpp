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
#include "model/data/dataset_collection.h"
#include "model/export/roofline_csv.h"

using namespace scalescope::model;
using scalescope::test::parse;
using scalescope::test::rowsOf;

namespace {

using Row = std::map<std::string, std::string>;

/// The rows of roofline.csv as header → field maps.
std::vector<Row> rowsByName(const Scenario& s, const DatasetCollection& data = {}) {
  auto csv = rooflineCsv(s, data);
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
    auto csv = rooflineCsv(Scenario(), DatasetCollection{});
    QVERIFY(csv.ok());
    QCOMPARE(QString::fromStdString(csv->substr(0, csv->find('\n'))),
             QString("machine,element,id,roof,kind,origin,algorithm,value,unit,ridge_op_per_b,"
                     "ops,bytes,seconds,intensity_op_per_b,performance_op_per_s,"
                     "attainable_op_per_s,fraction_of_roof,binding,above_roof"));
  }

  void theTimelineMachineByHand() {
    // model/README.md §7: N·P₁ = 387,872 × 70 GFlop/s; the copy of 0.16 GB per device over N
    // links of 12 GB/s, ridge (N·P₁)/(N·12 GB/s) = 5.833 op/B; the step's 1.75·10¹⁵ operations
    // over the N · 0.16 GB copied; no algorithm (the timeline's step is not a PIM epoch).
    const auto rows = rowsByName(Scenario());
    const Row& peak = find(rows, "timeline", "roof", "timeline-peak");
    SS_COMPARE_REL(parse(peak.at("value")), 387872 * 70e9, 1e-12);
    QCOMPARE(peak.at("origin"), std::string("specification"));
    const Row& link = find(rows, "timeline", "roof", "timeline-link");
    QCOMPARE(link.at("kind"), std::string("communication"));
    QCOMPARE(link.at("origin"), std::string("assumed"));
    SS_COMPARE_REL(parse(link.at("ridge_op_per_b")), 70.0 / 12, 1e-12);
    const Row& copy = find(rows, "timeline", "dot", "copy");
    QCOMPARE(copy.at("roof"), std::string("timeline-link"));
    QCOMPARE(copy.at("algorithm"), std::string());
    SS_COMPARE_REL(parse(copy.at("ops")), 1.75e15, 1e-12);
    SS_COMPARE_REL(parse(copy.at("bytes")), 387872 * 0.16e9, 1e-12);
    QCOMPARE(copy.at("binding"), std::string("0"));  // compute binds: no dot of its own
    QCOMPARE(copy.at("above_roof"), std::string("0"));
    QCOMPARE(parse(find(rows, "timeline", "dot", "comm").at("bytes")), 3.8e7);  // 2 · 19 · 1 MB
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

  // Other precisions, from the datasheets' numbers: EPYC 7742 FP64 is half its FP32 (16
  // against 32 flop/cycle), A100 FP64 9.7, FP16 tensor 312, INT8 tensor 624 T(FL)OP/s.
  void otherPrecisionsByHand() {
    const auto rows = rowsByName(Scenario());
    const Row& fp64 = find(rows, "cpu", "roof", "cpu-fp64");
    QCOMPARE(fp64.at("kind"), std::string("compute-other-precision"));
    SS_COMPARE_REL(parse(fp64.at("value")), 2 * 64 * 2.25e9 * 16, 1e-12);
    SS_COMPARE_REL(parse(find(rows, "gpu", "roof", "gpu-fp64").at("value")), 9.7e12, 1e-12);
    SS_COMPARE_REL(parse(find(rows, "gpu", "roof", "gpu-fp16-tensor").at("value")), 312e12, 1e-12);
    SS_COMPARE_REL(parse(find(rows, "gpu", "roof", "gpu-int8-tensor").at("value")), 624e12, 1e-12);
    // The ridge points stay against the FP32 peak: 19.5 TFLOP/s over the HBM's bandwidth.
    const Row& hbm = find(rows, "gpu", "roof", "hbm");
    SS_COMPARE_REL(parse(hbm.at("ridge_op_per_b")), 19.5e12 / parse(hbm.at("value")), 1e-12);
  }

  // The custom machine as typed, a measured machine and two kernels, each kernel judged on
  // every machine: triad does 2 flops per 24 bytes (1/12 op/B) at 20 GFLOP/s.
  void customAndMeasuredMachinesWithTheirKernels() {
    const Scenario s = scenarioWith("roofline.custom_link_gbs=25");
    DatasetCollection data;
    MeasuredRoofSet set;
    set.machine = "node17";
    set.tool = "ERT 1.1.0";
    set.roofs = {{"GFLOPs", true, 1536e9, 0, 1, 1}, {"DRAM", false, 204.8e9, 256e9, 2, 1}};
    data.roofs.push_back(set);
    data.kernels = {{"triad", 2e9, 24e9, 0.1, "dram", "k.csv", 2},
                    {"dgemm", 2e12, 1e9, 2.0, "", "k.csv", 3}};
    const auto rows = rowsByName(s, data);
    const Row& peak = find(rows, "custom", "roof", "custom-peak");
    QCOMPARE(peak.at("origin"), std::string("typed"));
    QCOMPARE(parse(peak.at("value")), 9216e9);
    QCOMPARE(parse(find(rows, "custom", "roof", "custom-memory").at("ridge_op_per_b")),
             9216.0 / 266.0);
    QCOMPARE(parse(find(rows, "custom", "roof", "custom-link").at("ridge_op_per_b")),
             9216.0 / 25.0);
    const Row& dram = find(rows, "measured:node17", "roof", "dram");
    QCOMPARE(dram.at("origin"), std::string("measured"));
    QCOMPARE(parse(dram.at("ridge_op_per_b")), 7.5);
    // triad under the measured DRAM: attainable 204.8e9/12 = 17.07 GFLOP/s, reached 20: above.
    const Row& triad = find(rows, "measured:node17", "kernel", "triad");
    QCOMPARE(triad.at("roof"), std::string("dram"));
    SS_COMPARE_REL(parse(triad.at("attainable_op_per_s")), 204.8e9 / 12, 1e-12);
    QCOMPARE(triad.at("above_roof"), std::string("1"));
    // dgemm at 2,000 op/B is under the peak everywhere: 1 TFLOP/s of 1.536 on the measured
    // machine, of 9.216 on the custom one (its level empty: the fastest memory roof).
    const Row& dgemm = find(rows, "measured:node17", "kernel", "dgemm");
    SS_COMPARE_REL(parse(dgemm.at("fraction_of_roof")), 1e12 / 1536e9, 1e-12);
    SS_COMPARE_REL(parse(find(rows, "custom", "kernel", "dgemm").at("fraction_of_roof")),
                   1e12 / 9216e9, 1e-12);
    // The custom machine has no "dram": triad goes under its memory roof, 266/12 GFLOP/s.
    const Row& customTriad = find(rows, "custom", "kernel", "triad");
    QCOMPARE(customTriad.at("roof"), std::string("custom-memory"));
    QCOMPARE(customTriad.at("above_roof"), std::string("0"));
    int kernelRows = 0;
    for (const Row& r : rows) kernelRows += r.at("element") == "kernel";
    QCOMPARE(kernelRows, 2 * 6);  // upmem, cpu, gpu, timeline, custom, measured
    // A host name with a comma is quoted, as CSV needs.
    data.roofs[0].machine = "node, 17";
    const auto csv = rooflineCsv(s, data);
    QVERIFY(csv.ok());
    QVERIFY(csv->find("\n\"measured:node, 17\",roof,gflops,") != std::string::npos);
  }

  // A point-to-point latency table is the network's roof on the user's machines: osu_latency
  // at 0…4000 B in 1.00, 2.10, 2.90, 4.10, 4.90 µs lies on a line of slope 9.8e-4 µs/B by the
  // textbook sums (Sxy = 9800 µs·B over Sxx = 1e7 B²), B = 1/9.8e-4 B/µs = 1.0204e9 B/s. An
  // allreduce table is no link and gives none.
  void aLatencyTableIsTheNetworksRoof() {
    DatasetCollection data;
    MeasurementSet set;
    const double times[] = {1.00, 2.10, 2.90, 4.10, 4.90};
    for (int i = 0; i < 5; ++i) {
      MeasuredPoint p;
      p.n = 2;
      p.group = "osu_latency";
      p.bytes = 1000.0 * i;
      p.timeSeconds = times[i] * 1e-6;
      set.points.push_back(p);
      p.group = "osu_allreduce";
      set.points.push_back(p);
    }
    data.measurements.push_back(set);
    const auto rows = rowsByName(Scenario(), data);
    const Row& network = find(rows, "custom", "roof", "network-osu_latency");
    QCOMPARE(network.at("kind"), std::string("communication"));
    QCOMPARE(network.at("origin"), std::string("fitted"));
    SS_COMPARE_REL(parse(network.at("value")), 1.0 / 9.8e-4 * 1e6, 1e-9);
    SS_COMPARE_REL(parse(network.at("ridge_op_per_b")), 9216e9 / (1.0 / 9.8e-4 * 1e6), 1e-9);
    for (const Row& r : rows) {
      QVERIFY(r.at("id") != "network-osu_allreduce");
      if (r.at("id") == "network-osu_latency") QCOMPARE(r.at("machine"), std::string("custom"));
    }
  }

  // A measured file with bandwidths only takes the custom machine's peak.
  void aBandwidthOnlyFileTakesTheTypedPeak() {
    DatasetCollection data;
    MeasuredRoofSet set;
    set.machine = "laptop";
    set.roofs = {{"copy", false, 30e9, 0, 1, 1}};
    data.roofs.push_back(set);
    const auto rows = rowsByName(scenarioWith("roofline.custom_peak_gflops=600"), data);
    const Row& peak = find(rows, "measured:laptop", "roof", "custom-peak");
    QCOMPARE(peak.at("origin"), std::string("typed"));
    QCOMPARE(parse(peak.at("value")), 600e9);
    QCOMPARE(parse(find(rows, "measured:laptop", "roof", "copy").at("ridge_op_per_b")), 20.0);
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
