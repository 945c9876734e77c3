// The CSV texts of batch export: exact headers, full-precision numbers that read back to the
// same doubles, RFC 4180 quoting, and values checked against hand computations.
#include <QTest>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "fuzzy.h"
#include "model/core/scenario.h"
#include "model/data/top500.h"
#include "model/export/csv_export.h"

using namespace scalescope::model;

namespace {

using Rows = std::vector<std::vector<std::string>>;

/// A small RFC 4180 reader, written independently of the exporter.
Rows parse(const std::string& text) {
  Rows rows;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      row.push_back(field);
      field.clear();
    } else if (c == '\n') {
      row.push_back(field);
      rows.push_back(row);
      row.clear();
      field.clear();
    } else {
      field += c;
    }
  }
  return rows;
}

double number(const std::string& text) {
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() ? v : std::nan("");
}

const std::string& fileText(const std::vector<CsvFile>& files, const std::string& name) {
  for (const auto& f : files)
    if (f.name == name) return f.text;
  static const std::string none;
  return none;
}

// Published TOP500 figures (top500.org) of Piz Daint and two entries of Summit.
const char* kTop500 =
    "list,rank,system,site,cores,rmax_tflops,rpeak_tflops,accelerator\n"
    "2017-06,3,Piz Daint,CSCS,361760,19590.0,25326.3,NVIDIA Tesla P100\n"
    "2018-11,5,Piz Daint,CSCS,387872,21230.0,27154.3,NVIDIA Tesla P100\n"
    "2018-06,1,Summit,ORNL,2282544,122300.0,187659.3,NVIDIA Volta GV100\n"
    "2019-11,1,Summit,ORNL,2414592,148600.0,200794.9,NVIDIA Volta GV100\n"
    "2011-11,1,K computer,RIKEN AICS,705024,10510.0,11280.4,\n";

DatasetCollection sample() {
  DatasetCollection data;
  data.top500 = readTop500Text(kTop500, "sample.csv").valueOr({});
  return data;
}

}  // namespace

class TestCsvExport : public QObject {
  Q_OBJECT
 private slots:
  void numbersReadBackExactly_data() {
    QTest::addColumn<double>("value");
    QTest::newRow("0.1") << 0.1;
    QTest::newRow("1/3") << 1.0 / 3.0;
    QTest::newRow("Piz Daint E") << 21230.0 / 27154.3;
    QTest::newRow("tiny") << 7.194e-17;
    QTest::newRow("large") << 1e10;
    QTest::newRow("negative") << -0.0312;
  }
  void numbersReadBackExactly() {
    QFETCH(double, value);
    QCOMPARE(number(csvNumber(value)), value);
  }

  void numbersAreShortest() {
    QCOMPARE(csvNumber(0.1), std::string("0.1"));
    QCOMPARE(csvNumber(387872), std::string("387872"));
    QCOMPARE(csvNumber(1e8), std::string("1e+08"));
  }

  void textFieldsAreQuoted() {
    QCOMPARE(csvField("Piz Daint"), std::string("Piz Daint"));
    QCOMPARE(csvField("Cray XC40, Phase 2"), std::string("\"Cray XC40, Phase 2\""));
    QCOMPARE(csvField("the \"big\" one"), std::string("\"the \"\"big\"\" one\""));
    QCOMPARE(csvField("two\nlines"), std::string("\"two\nlines\""));

    LandscapeSystem s;
    s.system = "Cray XC40, \"Phase 2\"";
    s.list = "2019-11";
    s.cores = 1000;
    s.rmaxTflops = 1;
    s.rpeakTflops = 2;
    s.efficiency = 0.5;
    s.serialFraction = 1.0 / 999.0;
    const Rows rows = parse(systemsCsv({s}));
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows[1].size(), std::size_t(8));
    QCOMPARE(rows[1][0], s.system);
    QCOMPARE(rows[1][1], std::string("2019-11"));
    QCOMPARE(rows[1][7], std::string());  // the list's peak
    s.peakBasis = PeakBasis::Matrix;
    QCOMPARE(parse(systemsCsv({s}))[1][7], std::string("matrix"));
  }

  void surfaceGridCells() {
    // N = 1, 10, 100 and 1−α = 0.01, 0.1; E = 1/(N(1−α) + α).
    const auto grid = amdahlEfficiencyGrid({0.0, 2.0, 3}, {-2.0, -1.0, 2});
    const Rows rows = parse(surfaceCsv(grid));
    QCOMPARE(rows.size(), std::size_t(7));
    QCOMPARE(rows[0], (std::vector<std::string>{"n", "serial_fraction", "efficiency"}));
    const double expected[6][3] = {{1, 0.01, 1.0}, {10, 0.01, 1 / 1.09}, {100, 0.01, 1 / 1.99},
                                   {1, 0.1, 1.0},  {10, 0.1, 1 / 1.9},   {100, 0.1, 1 / 10.9}};
    for (int i = 0; i < 6; ++i) {
      QCOMPARE(rows[i + 1].size(), std::size_t(3));
      for (int k = 0; k < 3; ++k) SS_COMPARE_REL(number(rows[i + 1][k]), expected[i][k], 1e-14);
    }
  }

  void defaultSurfaceIsTheShownGrid() {
    const auto files = csvExports(Scenario{}, sample());
    const Rows rows = parse(fileText(files, "surface.csv"));
    // Default surface.grid = 128: 128 × 128 points and the header.
    QCOMPARE(rows.size(), std::size_t(128 * 128 + 1));
    // Last cell: N = 10⁸, 1−α = 0.1: E = 1/(10⁷ + 0.9).
    const auto& last = rows.back();
    SS_COMPARE_REL(number(last[0]), 1e8, 1e-15);
    SS_COMPARE_REL(number(last[1]), 0.1, 1e-15);
    SS_COMPARE_REL(number(last[2]), 1.0 / (1e7 + 0.9), 1e-14);
  }

  void systemsRows() {
    const auto files = csvExports(Scenario{}, sample());
    const Rows rows = parse(fileText(files, "systems.csv"));
    QCOMPARE(rows[0],
             (std::vector<std::string>{"system", "list", "cores", "rmax_tflops", "rpeak_tflops",
                                       "efficiency", "serial_fraction", "rpeak_basis"}));
    QCOMPARE(rows.size(), std::size_t(6));
    const auto& daint = rows[2];
    QCOMPARE(daint[0], std::string("Piz Daint"));
    QCOMPARE(daint[1], std::string("2018-11"));
    QCOMPARE(number(daint[2]), 387872.0);
    QCOMPARE(number(daint[3]), 21230.0);
    QCOMPARE(number(daint[4]), 27154.3);
    QCOMPARE(number(daint[5]), 21230.0 / 27154.3);  // full precision: exact
    // (27154.3/21230 − 1)/(387872 − 1) = 0.27905323/387871 ≈ 7.1945·10⁻⁷
    SS_COMPARE_REL(number(daint[6]), 7.1945e-7, 1e-4);
  }

  void shippedPizDaintRow() {
    DatasetCollection data;
    data.top500 =
        readTop500(std::string(SCALESCOPE_SOURCE_DIR) + "/datasets/top500.csv").valueOr({});
    QVERIFY(!data.top500.empty());
    const Rows rows = parse(systemsCsv(landscapeSystems(data)));
    bool found = false;
    for (const auto& r : rows)
      if (r[0] == "Piz Daint" && r[1] == "2018-11") {
        found = true;
        QCOMPARE(number(r[5]), 21230.0 / 27154.3);
      }
    QVERIFY(found);
  }

  void generationsRows() {
    const auto files = csvExports(Scenario{}, sample());
    const Rows rows = parse(fileText(files, "generations.csv"));
    QCOMPARE(rows[0], (std::vector<std::string>{"system", "from_list", "to_list", "to_cores",
                                                "rmax_measured_tflops", "rmax_predicted_tflops",
                                                "relative_error", "relisting", "repeats_pair"}));
    // One pair each for Piz Daint and Summit; K computer has one entry.
    QCOMPARE(rows.size(), std::size_t(3));
    const auto& daint = rows[1];
    QCOMPARE(daint[0], std::string("Piz Daint"));
    QCOMPARE(daint[1], std::string("2017-06"));
    QCOMPARE(daint[2], std::string("2018-11"));
    QCOMPARE(number(daint[3]), 387872.0);
    QCOMPARE(number(daint[4]), 21230.0);
    // 1−α_eff(2017) = (25326.3/19590 − 1)/361759 = 8.0944·10⁻⁷;
    // E(387872) = 1/(387872·8.0944·10⁻⁷ + 1) = 1/1.31396 = 0.76106;
    // Rmax_pred = 27154.3 · 0.76106 = 20666 TFlop/s; error (20666 − 21230)/21230 = −2.66 %.
    SS_COMPARE_REL(number(daint[5]), 20666.0, 2e-4);
    SS_COMPARE_REL(number(daint[6]), -0.02656, 1e-3);
    QCOMPARE(daint[7], std::string("0"));  // 2017-06 and 2018-11 differ: a prediction
    QCOMPARE(daint[8], std::string("0"));
  }

  void precisionRows() {
    // One HPL-MxP row (Fugaku 2020-11: 2,004.0 and 442.01 PFlop/s, r = 4, datasets/hpl_mxp.csv)
    // and the TOP500 entries of the sample: Fugaku is not among them, so its cores are empty.
    DatasetCollection data = sample();
    data.hplMxp.push_back({"2020-11", "Fugaku", 2004.0, 442.01, 0, 4.0});
    data.hplMxp.push_back({"2019-11", "Summit", 550.0, 148.6, 0, std::nullopt});
    const auto files = csvExports(Scenario{}, data);
    const Rows rows = parse(fileText(files, "precision.csv"));
    QCOMPARE(rows[0], (std::vector<std::string>{"system", "list", "cores", "cores_list",
                                                "hpl_mxp_over_hpl", "low_precision_peak_ratio",
                                                "realised_fraction", "predicted_fp16_gain"}));
    QCOMPARE(rows.size(), std::size_t(3));
    const auto& fugaku = rows[1];
    QCOMPARE(fugaku[0], std::string("Fugaku"));
    QCOMPARE(fugaku[2], std::string());  // no TOP500 entry of Fugaku in the sample
    // 2004.0/442.01 = 4.533834; over r = 4: 1.133459 (more than the peak ratio: HPL-MxP
    // also changes the algorithm, not only the number format).
    SS_COMPARE_REL(number(fugaku[4]), 4.533834, 1e-6);
    QCOMPARE(number(fugaku[5]), 4.0);
    SS_COMPARE_REL(number(fugaku[6]), 1.133459, 1e-6);
    // Summit 2019-11 is in the sample (2,414,592 cores): its cores are that entry's; no r known.
    const auto& summit = rows[2];
    QCOMPARE(summit[3], std::string("2019-11"));
    QCOMPARE(number(summit[2]), 2414592.0);
    QCOMPARE(summit[5], std::string());
    QCOMPARE(summit[6], std::string());
    // The curves: 161 points from N = 1; a gain lies between 1 and its compute speed-up r (2
    // and 4), and FP16 gains at least what FP32 does.
    const Rows curves = parse(fileText(files, "precision_curves.csv"));
    QCOMPARE(curves[0], (std::vector<std::string>{"n", "fp32_gain", "fp16_gain", "fp32_speedup",
                                                  "fp16_speedup"}));
    QCOMPARE(curves.size(), std::size_t(kPrecisionCsvPoints + 1));
    QCOMPARE(number(curves[1][0]), 1.0);
    for (std::size_t i = 1; i < curves.size(); ++i) {
      QVERIFY(number(curves[i][1]) <= 2.0 && number(curves[i][1]) >= 1.0);
      QVERIFY(number(curves[i][2]) <= 4.0 && number(curves[i][2]) >= number(curves[i][1]));
    }
  }

  void timelineRows() {
    Scenario s;
    const Rows rows = parse(fileText(csvExports(s, sample()), "timeline.csv"));
    QCOMPARE(rows[0],
             (std::vector<std::string>{"n", "serial_s", "compute_s", "copy_s", "comm_s", "sync_s",
                                       "total_s", "speedup", "efficiency", "serial_fraction"}));
    // N = 1 … 10⁸ at 10 points per decade: 81 rows.
    QCOMPARE(rows.size(), std::size_t(82));
    // N = 1 with the defaults (accelerator on, g = 4, FP64): compute 10⁵/4 = 25000 s,
    // copy 16 GB · 0.01 / 12 GB/s + 10 µs = 0.0133433 s, no comm or sync, S = E = 1.
    const auto& one = rows[1];
    QCOMPARE(number(one[0]), 1.0);
    SS_COMPARE_REL(number(one[1]), 1e-3, 1e-15);
    SS_COMPARE_REL(number(one[2]), 25000.0, 1e-15);
    SS_COMPARE_REL(number(one[3]), 0.16 / 12 + 1e-5, 1e-12);
    QCOMPARE(number(one[4]), 0.0);
    QCOMPARE(number(one[7]), 1.0);
    QCOMPARE(number(one[9]), 0.0);
    // N = 10⁴ (row 41): ⌈log₂10⁴⌉ = 14 levels; comm 2·14·(1.5 µs + 1 MB/(10 GB/s)) =
    // 28 · 101.5 µs = 2.842 ms; sync 14 µs; compute 25000/10⁴ = 2.5 s.
    const auto& tenK = rows[41];
    SS_COMPARE_REL(number(tenK[0]), 1e4, 1e-12);
    SS_COMPARE_REL(number(tenK[2]), 2.5, 1e-12);
    SS_COMPARE_REL(number(tenK[4]), 2.842e-3, 1e-12);
    SS_COMPARE_REL(number(tenK[5]), 14e-6, 1e-12);
  }

  void fp16QuartersComputeOnly() {
    Scenario fp64, fp16;
    QCOMPARE(fp16.setFromText("timeline.precision", "fp16"), std::string());
    const Rows a = parse(fileText(csvExports(fp64, sample()), "timeline.csv"));
    const Rows b = parse(fileText(csvExports(fp16, sample()), "timeline.csv"));
    QCOMPARE(a.size(), b.size());
    QVERIFY(a.size() > 20);
    for (std::size_t i = 1; i < a.size(); ++i) {
      QCOMPARE(number(b[i][0]), number(a[i][0]));
      SS_COMPARE_REL(number(b[i][2]), number(a[i][2]) / 4, 1e-15);          // compute ÷ 4
      QCOMPARE(number(b[i][4]), number(a[i][4]));                           // comm unchanged
      QCOMPARE(number(b[i][3]), number(a[i][3]));                           // copy unchanged
      if (number(a[i][0]) > 1) QVERIFY(number(b[i][8]) < number(a[i][8]));  // E falls
    }
  }
};

QTEST_APPLESS_MAIN(TestCsvExport)
#include "test_csv_export.moc"
