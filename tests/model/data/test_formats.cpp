// The readers of other tools' output, on files written by hand from each tool's documentation
// (tests/model/data/formats/): the recogniser picks the right reader from content and name,
// and every value read is the number written in the file, in seconds, with its line.
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/data/formats.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"
#include "model/measured/alpha_beta_fit.h"
#include "model/measured/measured_series.h"

using namespace scalescope::model;

namespace {

const std::string kDir = std::string(SCALESCOPE_SOURCE_DIR) + "/tests/model/data/formats/";

ImportedFile read(const std::string& file) {
  auto r = readMeasurementFile(kDir + file);
  if (!r) qFatal("%s", r.error().c_str());
  return *r;
}

std::string recognisedId(const std::string& name, std::string_view text) {
  const Recognition r = recognise(name, text);
  return r.format ? r.format->id : std::string("(none)");
}

MeasurementSet measured(const ImportedFile& f, const ImportChoice& choice = {}) {
  auto r = toMeasurementSet(f, choice);
  if (!r) qFatal("%s", r.error().c_str());
  return *r;
}

const ImportedSeries& series(const ImportedFile& f, const std::string& name) {
  for (const auto& s : f.series)
    if (s.name == name) return s;
  qFatal("no series '%s' in %s", name.c_str(), f.sourceName.c_str());
}

std::vector<double> times(const ImportedSeries& s) {
  std::vector<double> t;
  for (const auto& r : s.runs) t.push_back(*r.point.timeSeconds);
  return t;
}

std::vector<double> coordinate(const ImportedSeries& s, std::size_t k = 0) {
  std::vector<double> c;
  for (const auto& r : s.runs) c.push_back(r.coordinates.at(k));
  return c;
}

void compareAll(const std::vector<double>& actual, const std::vector<double>& expected,
                double rel) {
  QCOMPARE(actual.size(), expected.size());
  for (std::size_t i = 0; i < actual.size(); ++i) SS_COMPARE_REL(actual[i], expected[i], rel);
}

bool hasWarning(const ImportedFile& f, const std::string& part) {
  for (const auto& w : f.warnings)
    if (w.english().find(part) != std::string::npos) return true;
  return false;
}

std::string detail(const Provenance& p, const std::string& key) {
  for (const auto& [k, v] : p.details)
    if (k == key) return v;
  return {};
}

}  // namespace

class TestFormats : public QObject {
  Q_OBJECT
 private slots:
  void recognisedByContent_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::newRow("extrap text") << "extrap_regions.txt"
                                 << "extrap_text";
    QTest::newRow("extrap json") << "extrap_measurements.json"
                                 << "extrap_json";
    QTest::newRow("extrap json ids") << "extrap_ids.json"
                                     << "extrap_json";
    QTest::newRow("extrap jsonl") << "extrap_lines.jsonl"
                                  << "extrap_json_lines";
    QTest::newRow("google benchmark") << "gbench_threads.json"
                                      << "google_benchmark";
    QTest::newRow("hyperfine") << "hyperfine_threads.json"
                               << "hyperfine";
    QTest::newRow("osu collective") << "osu_allreduce_np4.txt"
                                    << "osu_latency";
    QTest::newRow("osu latency") << "osu_latency.txt"
                                 << "osu_latency";
    QTest::newRow("imb") << "imb_allreduce.txt"
                         << "imb";
    QTest::newRow("jube") << "jube_result.csv"
                          << "jube_csv";
    QTest::newRow("jube iterations") << "jube_iterations.csv"
                                     << "jube_csv";
    QTest::newRow("reframe") << "reframe_scaling.log"
                             << "reframe_perflog";
    QTest::newRow("reframe 4.3 default") << "reframe_default_4_3.log"
                                         << "reframe_perflog";
    QTest::newRow("amdahl") << "amdahl_sweep/amdahl_np4.json"
                            << "amdahl_terse";
    QTest::newRow("likwid-bench") << "likwid_copy_threads.txt"
                                  << "likwid_bench";
    QTest::newRow("mlperf") << "mlperf_sysjson_result.txt"
                            << "mlperf_result";
    QTest::newRow("roofline kernels") << "roofline_kernels.csv"
                                      << "roofline_kernels";
    QTest::newRow("ert roofline") << "ert_roofline.json"
                                  << "ert_roofline";
    QTest::newRow("mlperf in a results tree")
        << "../mlperf/training_results_v9.9/ExampleOrg/results/xg_n2/gpt3/result_1.txt"
        << "mlperf_result";
  }
  void recognisedByContent() {
    QFETCH(QString, file);
    QFETCH(QString, format);
    const auto text = readTextFile(kDir + file.toStdString());
    QVERIFY(text.ok());
    QCOMPARE(recognisedId(file.toStdString(), *text), format.toStdString());
    // The content decides: the same text under a name that says nothing is still recognised.
    QCOMPARE(recognisedId("results.dat", *text), format.toStdString());
  }

  // roofline_kernels.csv: three kernels. triad: 2e9 operations over 2.4e10 bytes in 0.12 s,
  // 1/12 op/B at 1.667e10 op/s; dgemm without a level (the machine's fastest memory roof).
  void rooflineKernels() {
    const std::string path = kDir + "roofline_kernels.csv";
    const auto text = readTextFile(path);
    QVERIFY(text.ok());
    const auto data = readData(findFormat("roofline_kernels"), *text, path);
    QVERIFY2(data.ok(), data.ok() ? "" : data.error().c_str());
    QVERIFY(!data->measured);
    QCOMPARE(data->kernels.size(), std::size_t(3));
    const RooflineKernel& triad = data->kernels[0];
    QCOMPARE(triad.name, std::string("triad"));
    QCOMPARE(triad.line, 4);
    QCOMPARE(triad.level, std::string("dram"));
    SS_COMPARE_REL(triad.intensity(), 1.0 / 12, 1e-12);
    SS_COMPARE_REL(triad.performance(), 2e9 / 0.12, 1e-12);
    QCOMPARE(data->kernels[1].level, std::string());
    QCOMPARE(data->kernels[2].line, 6);
    // Not a measurement file: importing it as measurements says so.
    const auto imported = readImported("roofline_kernels", *text, "k.csv");
    QVERIFY(!imported.ok());
    QCOMPARE(imported.error(),
             std::string("k.csv: holds no measurements to import (its format: Roofline "
                         "kernel table)"));
  }

  // ert_roofline.json, written as ERT 1.1.0's ert_core.py writes it: GFLOPs 1,536 GFLOP/s;
  // L1 6,144, L2 2,400.5 and DRAM 204.8 GB/s; the spec section states 2,048 GFLOP/s and
  // 256 GB/s for DRAM; HOSTNAME as a list (socket.gethostbyaddr), the host first.
  void ertRoofline() {
    const std::string path = kDir + "ert_roofline.json";
    const auto text = readTextFile(path);
    QVERIFY(text.ok());
    const auto data = readData(findFormat("ert_roofline"), *text, path);
    QVERIFY2(data.ok(), data.ok() ? "" : data.error().c_str());
    QVERIFY(!data->measured);
    QVERIFY(data->roofs);
    const MeasuredRoofSet& set = *data->roofs;
    QCOMPARE(set.machine, std::string("node17"));
    QCOMPARE(set.tool, std::string("ERT 1.1.0"));
    QCOMPARE(set.roofs.size(), std::size_t(4));
    // The compute roof first: 1,536 GFLOP/s = 1.536e12 op/s, its stated 2.048e12.
    QCOMPARE(set.roofs[0].name, std::string("GFLOPs"));
    QVERIFY(set.roofs[0].compute);
    SS_COMPARE_REL(set.roofs[0].value, 1.536e12, 1e-12);
    SS_COMPARE_REL(set.roofs[0].specification, 2.048e12, 1e-12);
    QCOMPARE(set.roofs[0].line, 28);
    // Then the memory levels in file order; L1 has no stated value.
    QCOMPARE(set.roofs[1].name, std::string("L1"));
    QVERIFY(!set.roofs[1].compute);
    SS_COMPARE_REL(set.roofs[1].value, 6.144e12, 1e-12);
    QCOMPARE(set.roofs[1].specification, 0.0);
    SS_COMPARE_REL(set.roofs[2].value, 2.4005e12, 1e-12);
    QCOMPARE(set.roofs[3].name, std::string("DRAM"));
    SS_COMPARE_REL(set.roofs[3].value, 2.048e11, 1e-12);
    SS_COMPARE_REL(set.roofs[3].specification, 2.56e11, 1e-12);
    QCOMPARE(set.roofs[3].line, 15);
    // Not a measurement file: importing it as measurements says so.
    const auto imported = readImported("ert_roofline", *text, "roofline.json");
    QVERIFY(!imported.ok());
    QCOMPARE(imported.error(),
             std::string("roofline.json: holds no measurements to import (its format: ERT "
                         "roofline.json)"));
  }

  // likwid_roofs.txt, runs as likwid-bench prints them: peakflops_avx_fma on 2 and 4 threads
  // (64,000 and 120,000 MFlops/s), copy on 20 kB (400,000 MByte/s) and on 1 GB (24,000 on 4
  // threads, 18,000 on 2), triad on 1 GB (26,000). Roofs: the best of each test and working
  // set, 10⁶ per second: 1.2e11 op/s; copy 20 kB 4e11, copy 1 GB 2.4e10, triad 2.6e10 B/s.
  void likwidBenchRoofs() {
    const std::string path = kDir + "likwid_roofs.txt";
    const auto text = readTextFile(path);
    QVERIFY(text.ok());
    const auto data = readData(findFormat("likwid_bench"), *text, path);
    QVERIFY2(data.ok(), data.ok() ? "" : data.error().c_str());
    QVERIFY(data->measured);  // the runs stay a measured series too
    QCOMPARE(data->measured->series.size(), std::size_t(3));
    QVERIFY(data->roofs);
    const MeasuredRoofSet& set = *data->roofs;
    QCOMPARE(set.machine, std::string("likwid_roofs.txt"));
    QCOMPARE(set.tool, std::string("likwid-bench"));
    QCOMPARE(set.roofs.size(), std::size_t(4));
    QCOMPARE(set.roofs[0].name, std::string("peakflops_avx_fma"));
    QVERIFY(set.roofs[0].compute);
    QCOMPARE(set.roofs[0].value, 1.2e11);
    QCOMPARE(set.roofs[0].line, 41);  // the 4-thread run's "MFlops/s:"
    QCOMPARE(set.roofs[1].name, std::string("copy 20 kB"));
    QCOMPARE(set.roofs[1].value, 4e11);
    QCOMPARE(set.roofs[2].name, std::string("copy 1 GB"));
    QCOMPARE(set.roofs[2].value, 2.4e10);
    QCOMPARE(set.roofs[2].line, 87);
    QCOMPARE(set.roofs[3].name, std::string("triad"));  // one working set: no size in its name
    QCOMPARE(set.roofs[3].value, 2.6e10);
    for (std::size_t i = 1; i < 4; ++i) QVERIFY(!set.roofs[i].compute);
    // A file of copy runs only has bandwidths: roofs without a peak (the custom machine's
    // peak completes them, model::measuredMachine).
    const auto copyOnly = readData(findFormat("likwid_bench"),
                                   *readTextFile(kDir + "likwid_copy_threads.txt"), "copy.txt");
    QVERIFY(copyOnly.ok() && copyOnly->roofs);
    QCOMPARE(copyOnly->roofs->roofs.size(), std::size_t(1));
    QCOMPARE(copyOnly->roofs->roofs[0].value, 2.45e10);
    // peakflops alone: no bandwidth, no roofline; the runs still load as a series.
    const std::string flopsOnly =
        "LIKWID MICRO BENCHMARK\nTest: peakflops\nUsing 1 threads\nSize (Byte):\t32000\n"
        "MFlops/s:\t9000.00\nMByte/s:\t1000.00\n";
    const auto peakOnly = readData(findFormat("likwid_bench"), flopsOnly, "p.txt");
    QVERIFY(peakOnly.ok() && peakOnly->measured && !peakOnly->roofs);
  }

  void csvStaysScaleScopeCsv() {
    QCOMPARE(recognisedId("a.csv", "n,time_s\n1,2\n"), std::string("scalescope_csv"));
    // A time column of ScaleScope wins over JUBE's suffixes.
    QCOMPARE(recognisedId("a.csv", "n,time_s,time_s_avg\n1,2,2\n"), std::string("scalescope_csv"));
    QCOMPARE(recognisedId("x.bin", "\x01\x02 binary"), std::string("scalescope_csv"));
  }

  void extrapText() {
    const auto f = read("extrap_regions.txt");
    QCOMPARE(f.format, std::string("Extra-P text"));
    QCOMPARE(f.series.size(), std::size_t(2));
    const auto& main = series(f, "main");
    QCOMPARE(main.parameters, std::vector<std::string>{"p"});
    compareAll(times(main), {10.0, 10.2, 9.8, 5.1, 5.0, 4.9, 2.6, 2.5, 2.55, 1.3, 1.35, 1.25},
               1e-15);
    compareAll(coordinate(main), {1, 1, 1, 2, 2, 2, 4, 4, 4, 8, 8, 8}, 0);
    QCOMPARE(main.runs[0].point.line, 8);
    QCOMPARE(main.runs[2].column, 16);  // "DATA 10.0 10.2 9.8": 9.8 starts at column 16
    QVERIFY(main.note && main.note->english().find("taken as seconds") != std::string::npos);
    compareAll(times(series(f, "main->solve")),
               {8.0, 8.1, 7.9, 4.0, 4.05, 3.95, 2.0, 2.02, 1.98, 1.0, 1.01, 0.99}, 1e-15);
    const auto set = toMeasurementSet(f);
    QVERIFY(set.ok());
    QCOMPARE(set->points.size(), std::size_t(24));
    QCOMPARE(set->groups(), (std::vector<std::string>{"main", "main->solve"}));
    QCOMPARE(set->points[23].n, 8.0);
  }

  void extrapTwoParameters() {
    const auto f = read("extrap_two_parameters.txt");
    const auto& s = series(f, "kernel");
    QCOMPARE(s.parameters, (std::vector<std::string>{"p", "size"}));
    QCOMPARE(s.defaultParameter, std::size_t(0));
    // time_ms: the values are milliseconds.
    compareAll(times(s),
               {0.100, 0.101, 0.051, 0.050, 0.026, 0.025, 0.200, 0.202, 0.101, 0.100, 0.052, 0.050},
               1e-12);
    // N = p; size fixed at the value with most runs (both have 6: the smaller, 100).
    const auto fixed = defaultFixedValues(s, 0);
    QCOMPARE(fixed.at("size"), 100.0);
    auto set = toMeasurementSet(f);
    QVERIFY(set.ok());
    QCOMPARE(set->points.size(), std::size_t(6));
    QCOMPARE(set->points[0].group, std::string("kernel (size = 100)"));
    QCOMPARE(set->points[4].n, 4.0);
    SS_COMPARE_REL(*set->points[4].timeSeconds, 0.026, 1e-12);
    // N = size with p fixed at 2.
    ImportChoice choice;
    choice.nParameter = "size";
    choice.fixed["p"] = 2;
    set = toMeasurementSet(f, choice);
    QVERIFY(set.ok());
    QCOMPARE(set->points.size(), std::size_t(4));
    QCOMPARE(set->points[0].group, std::string("kernel (p = 2)"));
    QCOMPARE(set->points[2].n, 200.0);
    SS_COMPARE_REL(*set->points[2].timeSeconds, 0.101, 1e-12);
    QCOMPARE(set->points[2].unit, std::string("size"));
  }

  void extrapJson() {
    const auto f = read("extrap_measurements.json");
    // "visits" is not a time: left out with a warning; one series per call path.
    QCOMPARE(f.series.size(), std::size_t(2));
    QVERIFY(hasWarning(f, "metric 'visits' skipped"));
    compareAll(times(series(f, "main")), {4.0, 4.2, 2.1, 2.0, 1.1, 1.05}, 1e-15);
    compareAll(coordinate(series(f, "main")), {1, 1, 2, 2, 4, 4}, 0);
    compareAll(times(series(f, "main->exchange")), {0.5, 0.6, 0.7}, 1e-15);
    const auto& first = series(f, "main").runs[0];
    QCOMPARE(first.point.line, 6);
    const auto ids = read("extrap_ids.json");
    const auto& solver = series(ids, "solver");
    compareAll(times(solver), {6.0, 3.5, 2.25}, 1e-15);
    compareAll(coordinate(solver), {2, 4, 8}, 0);
    QCOMPARE(measured(ids).points[0].unit, std::string("procs"));
  }

  void extrapJsonLines() {
    const auto f = read("extrap_lines.jsonl");
    const auto& s = series(f, "main");
    compareAll(times(s), {12.0, 12.4, 6.3, 6.1, 3.4, 3.2, 3.3, 1.9}, 1e-15);
    compareAll(coordinate(s), {1, 1, 2, 2, 4, 4, 4, 8}, 0);
    QCOMPARE(s.runs[4].point.line, 5);  // after the blank line 4
  }

  void googleBenchmark() {
    const auto f = read("gbench_threads.json");
    QCOMPARE(f.series.size(), std::size_t(2));
    const auto& solve = series(f, "BM_Solve");
    QCOMPARE(solve.parameters, std::vector<std::string>{"threads"});
    // The repetitions (ms), not the mean/stddev aggregates.
    compareAll(times(solve), {0.080, 0.082, 0.081, 0.042, 0.041, 0.043, 0.0225, 0.023, 0.022},
               1e-12);
    compareAll(coordinate(solve), {1, 1, 1, 2, 2, 2, 4, 4, 4}, 0);
    // ns, and the errored run left out.
    compareAll(times(series(f, "BM_Copy/4096")), {900e-9, 480e-9}, 1e-12);
    QVERIFY(hasWarning(f, "1 benchmark run(s) with error_occurred skipped"));
    QVERIFY(hasWarning(f, "2 aggregate row(s)"));
    QCOMPARE(f.provenance.host, std::string("node17"));
    QCOMPARE(f.provenance.date, std::string("2024-05-02T14:03:11+02:00"));
    QCOMPARE(f.provenance.command, std::string("./bench_solver"));
    QCOMPARE(detail(f.provenance, "CPUs"), std::string("16 × 3000 MHz"));
    QCOMPARE(measured(f).points[0].unit, std::string("threads"));
  }

  void googleBenchmarkAggregatesOnly() {
    const std::string text = R"({"context": {}, "benchmarks": [
      {"name": "BM_A/threads:1_mean", "run_name": "BM_A/threads:1", "run_type": "aggregate",
       "aggregate_name": "mean", "threads": 1, "real_time": 10, "time_unit": "us"},
      {"name": "BM_A/threads:1_median", "run_name": "BM_A/threads:1", "run_type": "aggregate",
       "aggregate_name": "median", "threads": 1, "real_time": 9, "time_unit": "us"},
      {"name": "BM_A/threads:2_median", "run_name": "BM_A/threads:2", "run_type": "aggregate",
       "aggregate_name": "median", "threads": 2, "real_time": 5, "time_unit": "us"}]})";
    const auto f = readGoogleBenchmark(text, "agg.json");
    QVERIFY(f.ok());
    compareAll(times(series(*f, "BM_A")), {9e-6, 5e-6}, 1e-12);
    const auto& note = series(*f, "BM_A").note;
    QVERIFY(note && note->english().find("median") != std::string::npos);
  }

  void hyperfine() {
    const auto f = read("hyperfine_threads.json");
    QCOMPARE(f.series.size(), std::size_t(1));
    const auto& s = f.series[0];
    QCOMPARE(s.name, std::string("./solver --threads {threads}"));
    compareAll(times(s), {1.9, 2.0, 2.1, 1.0, 1.05, 1.1, 0.57, 0.61, 0.62, 0.39, 0.4, 0.41}, 1e-15);
    compareAll(coordinate(s), {1, 1, 1, 2, 2, 2, 4, 4, 4, 8, 8, 8}, 0);
    QVERIFY(hasWarning(f, "1 run(s) exited with a non-zero code"));
    QCOMPARE(f.provenance.tool, std::string("hyperfine"));
  }

  // hyperfine -L t 1,2 -L size 5e6,1e7 --export-json (hyperfine's README: parameters are
  // written in alphabetical order): neither name says which is N, so the reader does not
  // guess (it took size before): reading without a choice is refused with the candidates;
  // naming t gives N = 1, 2 at one size.
  void hyperfineTwoNumericParametersAreNotGuessed() {
    const auto f = read("hyperfine_two_parameters.json");
    QCOMPARE(f.series.size(), std::size_t(1));
    const auto& s = f.series[0];
    QCOMPARE(s.name, std::string("./solver -s {size} -t {t}"));
    QVERIFY(!s.nKnown);
    const auto refused = toMeasurementSet(f, {});
    QVERIFY(!refused.ok());
    QVERIFY2(
        refused.error().find("which parameter is N? ./solver -s {size} -t {t} has 'size', 't', "
                             "none of them a count by its name: name it with "
                             "--n-parameter NAME") != std::string::npos,
        refused.error().c_str());
    ImportChoice byThreads;
    byThreads.nParameter = "t";
    byThreads.fixed["size"] = 5e6;
    const auto set = toMeasurementSet(f, byThreads);
    QVERIFY2(set.ok(), set.ok() ? "" : set.error().c_str());
    std::vector<double> n, t;
    for (const auto& p : set->points) n.push_back(p.n), t.push_back(*p.timeSeconds);
    compareAll(n, {1, 1, 1, 2, 2, 2}, 0);
    compareAll(t, {3.9, 4.0, 4.1, 2.05, 2.1, 2.15}, 1e-15);
    ImportChoice wrong;
    wrong.nParameter = "threads";
    QVERIFY(toMeasurementSet(f, wrong).error().find("has no parameter named 'threads'; its "
                                                    "parameters: 'size', 't'") !=
            std::string::npos);
    // One numeric parameter is N whatever its name.
    QVERIFY(read("hyperfine_threads.json").series[0].nKnown);
  }

  void hyperfineTextParameterSplitsSeries() {
    const std::string text = R"({"results": [
      {"command": "make -j 1 CC=gcc", "times": [4.0], "parameters": {"j": "1", "cc": "gcc"}},
      {"command": "make -j 2 CC=gcc", "times": [2.1], "parameters": {"j": "2", "cc": "gcc"}},
      {"command": "make -j 1 CC=clang", "times": [3.0], "parameters": {"j": "1", "cc": "clang"}},
      {"command": "make -j 2 CC=clang", "times": [1.6], "parameters": {"j": "2", "cc": "clang"}}]})";
    const auto f = readHyperfine(text, "h.json");
    QVERIFY2(f.ok(), f.ok() ? "" : f.error().c_str());
    QCOMPARE(f->series.size(), std::size_t(2));
    QCOMPARE(f->series[0].name, std::string("make -j {j} CC=gcc"));
    compareAll(times(f->series[1]), {3.0, 1.6}, 1e-15);
  }

  void osu() {
    const auto f = read("osu_allreduce_np4.txt");
    QCOMPARE(f.provenance.tool, std::string("OSU micro-benchmarks 7.3"));
    QCOMPARE(detail(f.provenance, "datatype"), std::string("MPI_CHAR"));
    const auto& s = series(f, "MPI Allreduce Latency");
    compareAll(coordinate(s), {4, 4, 4, 4, 4}, 0);  // from the file name
    compareAll(times(s), {6e-6, 7e-6, 9e-6, 13e-6, 21e-6}, 1e-12);
    std::vector<double> bytes;
    for (const auto& r : s.runs) bytes.push_back(*r.point.bytes);
    compareAll(bytes, {4096, 8192, 16384, 32768, 65536}, 0);
    // osu_latency runs between two processes; the file name says nothing.
    const auto p2p = read("osu_latency.txt");
    compareAll(coordinate(p2p.series[0]), {2, 2, 2, 2, 2}, 0);
    // A collective without a count in its name cannot be imported without one.
    auto text = readTextFile(kDir + "osu_allreduce_np4.txt");
    auto unknown = readOsuLatency(*text, "allreduce.txt");
    QVERIFY(unknown.ok());
    QVERIFY(std::isnan(unknown->series[0].runs[0].coordinates[0]));
    const auto refused = toMeasurementSet(*unknown);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().find("allreduce.txt:4:") == 0, refused.error().c_str());
    ImportChoice choice;
    choice.processes = 16;
    QCOMPARE(measured(*unknown, choice).points[0].n, 16.0);
  }

  void alphaBetaOnOsuTables() {
    // osu_latency.txt by hand: x = 0…4000 B, T = 1.00, 2.10, 2.90, 4.10, 4.90 µs. x̄ = 2000,
    // T̄ = 3.0, Sxx = 1e7 B², Sxy = 4000 + 900 + 0 + 1100 + 3800 = 9800 µs·B, so the slope is
    // 9.8e-4 µs/B: B = 1/9.8e-4 B/µs = 1.0204082e9 B/s, L = 3.0 − 9.8e-4·2000 = 1.04 µs.
    const auto p2p = measured(read("osu_latency.txt"));
    std::vector<double> m, t;
    for (const auto& p : p2p.points) m.push_back(*p.bytes), t.push_back(*p.timeSeconds);
    const auto fit = fitAlphaBeta(m, t);
    QVERIFY(fit.ok());
    SS_COMPARE_REL(fit->latencySeconds, 1.04e-6, 1e-9);
    SS_COMPARE_REL(fit->bandwidthBytesPerSecond, 1e6 / 9.8e-4, 1e-9);
    // osu_allreduce_np4.txt lies on T = 5 µs + m/(4.096 GB/s) exactly (4096 B take 1 µs).
    m.clear(), t.clear();
    for (const auto& p : measured(read("osu_allreduce_np4.txt")).points)
      m.push_back(*p.bytes), t.push_back(*p.timeSeconds);
    const auto exact = fitAlphaBeta(m, t);
    SS_COMPARE_REL(exact->latencySeconds, 5e-6, 1e-9);
    SS_COMPARE_REL(exact->bandwidthBytesPerSecond, 4.096e9, 1e-9);
    QVERIFY(exact->latencyStdErr < 1e-15);
  }

  void alphaBetaPerProcessCountOfImb() {
    // Each #processes block is one table; the line through it, by the textbook sums
    // (independent of the model's QR solve): slope = Σ(x−x̄)(y−ȳ)/Σ(x−x̄)², L = ȳ − slope·x̄.
    const auto set = measured(read("imb_allreduce.txt"));
    const auto fits = fitLatencyTables(set);
    QCOMPARE(fits.size(), std::size_t(2));
    const double x[] = {0, 1024, 2048, 4096, 8192};
    const double y2[] = {3.00, 3.51, 4.02, 5.05, 7.10}, y4[] = {6.00, 7.02, 8.05, 10.10, 14.19};
    for (int k = 0; k < 2; ++k) {
      const double* y = k == 0 ? y2 : y4;
      double xm = 0, ym = 0;
      for (int i = 0; i < 5; ++i) xm += x[i] / 5, ym += y[i] / 5;
      double sxy = 0, sxx = 0;
      for (int i = 0; i < 5; ++i)
        sxy += (x[i] - xm) * (y[i] - ym), sxx += (x[i] - xm) * (x[i] - xm);
      const double slopeUsPerByte = sxy / sxx;
      QCOMPARE(fits[k].processes, k == 0 ? 2.0 : 4.0);
      QCOMPARE(fits[k].runs, 5);
      QVERIFY(fits[k].fit.has_value());
      SS_COMPARE_REL(fits[k].fit->latencySeconds, (ym - slopeUsPerByte * xm) * 1e-6, 1e-9);
      SS_COMPARE_REL(fits[k].fit->bandwidthBytesPerSecond, 1e6 / slopeUsPerByte, 1e-9);
    }
    // Latency tables are not scaling series: the views' series leave them out.
    DatasetCollection data;
    data.measurements.push_back(set);
    QVERIFY(measuredSeries(data, {}).empty());
  }

  void osuFolderIsOneSweep() {
    std::vector<ImportedFile> files{read("osu_sweep/osu_bcast_np2.txt"),
                                    read("osu_sweep/osu_bcast_np8.txt")};
    const auto merged = mergeSweeps(files, kDir + "osu_sweep");
    QCOMPARE(merged.size(), std::size_t(1));
    compareAll(coordinate(merged[0].series[0]), {2, 2, 2, 8, 8, 8}, 0);
    QCOMPARE(merged[0].series[0].runs[3].source, kDir + "osu_sweep/osu_bcast_np8.txt");
  }

  void imb() {
    const auto f = read("imb_allreduce.txt");
    QCOMPARE(f.provenance.tool, std::string("Intel(R) MPI Benchmarks 2021.7"));
    QCOMPARE(f.provenance.date, std::string("Tue Mar  5 10:12:40 2024"));
    QCOMPARE(f.provenance.command, std::string("./IMB-MPI1 -npmin 2 allreduce barrier"));
    QCOMPARE(detail(f.provenance, "MPI version"), std::string("3.1"));
    QCOMPARE(f.series.size(), std::size_t(1));  // Barrier has no message sizes
    QVERIFY(hasWarning(f, "Barrier: no message sizes"));
    const auto& s = series(f, "Allreduce");
    compareAll(coordinate(s), {2, 2, 2, 2, 2, 4, 4, 4, 4, 4}, 0);
    compareAll(times(s),
               {3.00e-6, 3.51e-6, 4.02e-6, 5.05e-6, 7.10e-6, 6.00e-6, 7.02e-6, 8.05e-6, 10.10e-6,
                14.19e-6},
               1e-12);  // t_avg
    QCOMPARE(s.runs[1].point.line, 38);
  }

  void jube() {
    const auto f = read("jube_result.csv");
    const auto& s = series(f, "runtime");
    QCOMPARE(s.parameters, (std::vector<std::string>{"nodes", "tasks"}));
    QCOMPARE(s.defaultParameter, std::size_t(0));
    compareAll(times(s), {100.0, 52.0, 27.5, 15.0}, 1e-15);
    compareAll(coordinate(s, 1), {4, 8, 16, 32}, 0);
    QCOMPARE(s.runs[0].point.label, std::string("runtime_avg[s] of 3 runs, std 1.0"));
    QVERIFY(std::find(f.ignoredColumns.begin(), f.ignoredColumns.end(), "jube_wp_id") !=
            f.ignoredColumns.end());
    QVERIFY(std::find(f.ignoredColumns.begin(), f.ignoredColumns.end(), "gflops_avg") !=
            f.ignoredColumns.end());
    // N = tasks: nodes varies with it (4 tasks per node), so it is not fixed and every row
    // stays; fixing nodes explicitly leaves the one row of that node count.
    ImportChoice byTasks;
    byTasks.nParameter = "tasks";
    const auto set = measured(f, byTasks);
    QCOMPARE(set.points.size(), std::size_t(4));
    QCOMPARE(set.points[3].n, 32.0);
    QCOMPARE(set.points[3].group, std::string("runtime"));
    byTasks.fixed["nodes"] = 2;
    QCOMPARE(measured(f, byTasks).points.size(), std::size_t(1));
  }

  // A table of raw runs, every iteration kept (JUBE's documentation: iterations="3", a
  // result table of threads, jube_wp_iteration and runtime[s]): nine runs over three N,
  // the iterations their repetitions, the unit from the brackets.
  void jubeRawIterations() {
    const auto f = read("jube_iterations.csv");
    QCOMPARE(f.series.size(), std::size_t(1));
    const auto& s = f.series[0];
    QCOMPARE(s.name, std::string("runtime"));
    QCOMPARE(s.parameters, (std::vector<std::string>{"threads"}));
    compareAll(times(s), {8.02, 7.98, 8.00, 4.51, 4.49, 4.50, 2.76, 2.74, 2.75}, 1e-15);
    compareAll(coordinate(s), {1, 1, 1, 2, 2, 2, 4, 4, 4}, 0);
    QCOMPARE(s.runs[4].point.repetition, std::optional<int>(1));
    QVERIFY(!s.note);  // runs, not statistics
  }

  void reframe() {
    const auto f = read("reframe_scaling.log");
    QCOMPARE(f.series.size(), std::size_t(1));  // copy_bw is MB/s, not a time
    QVERIFY(hasWarning(f, "'copy_bw' skipped"));
    QVERIFY(hasWarning(f, "1 run(s) failed"));
    const auto& s = f.series[0];
    QCOMPARE(s.name, std::string("scaling_test · elapsed [cluster:compute, gnu]"));
    QCOMPARE(s.parameters[s.defaultParameter], std::string("num_tasks"));
    compareAll(times(s), {40.0, 21.0, 11.5, 7.25, 11.0}, 1e-15);
    compareAll(coordinate(s, s.defaultParameter), {1, 2, 4, 8, 4}, 0);
    QCOMPARE(f.provenance.host, std::string("cluster:compute"));
    QCOMPARE(f.provenance.date, std::string("2024-03-01T10:00:00"));
  }

  // ReFrame ≥ 4.3's default perflog has no display_name; each variant of the sweep over
  // num_tasks has its own short_name (AmdahlScaling_<hash>). One series over the four N.
  void reframeDefaultFormatIsOneSeries() {
    const auto f = read("reframe_default_4_3.log");
    QCOMPARE(f.series.size(), std::size_t(1));
    const auto& s = f.series[0];
    QCOMPARE(s.name, std::string("AmdahlScaling · elapsed [tutorialsys:cpu, gnu]"));
    compareAll(times(s), {30.2, 18.1, 12.05, 9.1}, 1e-15);
    compareAll(coordinate(s, s.defaultParameter), {1, 2, 4, 8}, 0);
    // ReFrame 3's name holds the parameters: the task count goes, the size stays a series.
    const auto g = read("reframe_name_params.log");
    QCOMPARE(g.series.size(), std::size_t(2));
    QCOMPARE(g.series[0].name,
             std::string("StreamScaling %size=large · elapsed [tutorialsys:cpu, gnu]"));
    compareAll(times(g.series[1]), {2.0, 1.25}, 1e-15);
  }

  void amdahlSweep() {
    std::vector<ImportedFile> files;
    for (const char* n : {"1", "2", "4", "8"})
      files.push_back(read(std::string("amdahl_sweep/amdahl_np") + n + ".json"));
    QCOMPARE(files[2].series[0].name, std::string("amdahl, parallel proportion 0.8"));
    const auto merged = mergeSweeps(files, kDir + "amdahl_sweep");
    QCOMPARE(merged.size(), std::size_t(1));
    const auto& s = merged[0].series[0];
    compareAll(times(s), {30.15, 18.05, 12.1, 9.05}, 1e-15);
    compareAll(coordinate(s), {1, 2, 4, 8}, 0);
    QCOMPARE(s.runs[0].point.scaling, std::string("strong"));
    QCOMPARE(detail(merged[0].provenance, "parallel proportion (known)"), std::string("0.8"));
    // Several runs appended to one file read as one series too.
    const auto appended = readAmdahlTerse(
        R"({"nproc": 1, "execution_time": 10} {"nproc": 2, "execution_time": 6})", "runs.json");
    QVERIFY(appended.ok());
    compareAll(times(appended->series[0]), {10, 6}, 0);
  }

  // likwid_copy_threads.txt: four runs of the copy kernel on a working set of 480000000 bytes,
  // 1, 2, 4 and 4 threads at 10000, 18000, 24000 and 24500 MByte/s. The time of one pass is
  // 4.8e8 B / (MByte/s · 1e6): 0.048, 0.02666…, 0.02 and 0.0195918… s.
  void likwidBench() {
    const auto f = read("likwid_copy_threads.txt");
    QCOMPARE(f.format, std::string("likwid-bench output"));
    QCOMPARE(f.provenance.tool, std::string("likwid-bench"));
    QCOMPARE(f.series.size(), std::size_t(1));
    const auto& copy = series(f, "copy");
    QCOMPARE(copy.parameters, (std::vector<std::string>{"threads", "working_set_bytes"}));
    compareAll(coordinate(copy), {1, 2, 4, 4}, 0);
    compareAll(coordinate(copy, 1), {4.8e8, 4.8e8, 4.8e8, 4.8e8}, 0);
    compareAll(times(copy), {0.048, 4.8e8 / 1.8e10, 0.02, 4.8e8 / 2.45e10}, 1e-15);
    std::vector<double> bandwidth;
    for (const auto& r : copy.runs) bandwidth.push_back(*r.point.bandwidthBytesPerSecond);
    compareAll(bandwidth, {1e10, 1.8e10, 2.4e10, 2.45e10}, 1e-15);
    QCOMPARE(copy.runs[0].point.line, 21);  // "MByte/s:\t\t10000.00"
    QCOMPARE(copy.runs[0].column, 11);      // after "MByte/s:" and two tabs
    QCOMPARE(copy.runs[3].point.line, 108);
    // One working set for every N: strong scaling; the two runs at 4 threads are repetitions.
    const auto set = measured(f);
    QCOMPARE(set.points.size(), std::size_t(4));
    for (const auto& p : set.points) QCOMPARE(p.scaling, std::string("strong"));
    QCOMPARE(set.points[3].n, 4.0);
    QCOMPARE(set.points[3].unit, std::string("threads"));
  }

  // A submitter's MLPerf Training results tree (tests/model/data/mlperf/, written from the
  // format notes of MLCommons' results repositories): systems/xg_n2.json is 2 nodes × 8
  // accelerators (written as strings), xg_n4.json 4 × 8 (as numbers). The runs' times to
  // train, run_stop − run_start: xg_n2 1700003600000 − 1700000400000 ms = 3200 s and
  // 1700013300000 − 1700010000000 ms = 3300 s (its last MLLOG lines have a rank prefix
  // "  0: "), xg_n4 1700021800000 − 1700020000000 ms = 1800 s; xg_n4's result_1 was aborted.
  void mlperfResultsTree() {
    const std::string root = kDir + "../mlperf/training_results_v9.9/ExampleOrg/";
    const std::string n2 = root + "results/xg_n2/gpt3/";
    QCOMPARE(mlperfSystemPath(n2 + "result_0.txt"), root + "systems/xg_n2.json");
    QCOMPARE(mlperfSystemPath("result_0.txt"), std::string());
    std::vector<ImportedFile> files;
    for (const char* f : {"results/xg_n2/gpt3/result_0.txt", "results/xg_n2/gpt3/result_1.txt",
                          "results/xg_n4/gpt3/result_0.txt"})
      files.push_back(read(std::string("../mlperf/training_results_v9.9/ExampleOrg/") + f));
    const auto& first = files[0];
    QCOMPARE(first.format, std::string("MLPerf Training result"));
    QCOMPARE(first.provenance.host, std::string("xg_n2"));
    const auto& s = series(first, "gpt3 v9.9, ExampleOrg, Example XG-80GB");
    QCOMPARE(s.parameters, std::vector<std::string>{"accelerators"});
    QCOMPARE(s.unit, std::string("accelerators"));
    QCOMPARE(s.runs.size(), std::size_t(1));
    QCOMPARE(s.runs[0].point.line, 14);               // the run_stop line
    QCOMPARE(s.runs[0].column, 10);                   // its '{', after ":::MLLOG "
    QCOMPARE(files[1].series[0].runs[0].column, 15);  // after "  0: :::MLLOG "
    QCOMPARE(s.runs[0].point.label, std::string("xg_n2, global batch 256"));
    // The three runs are one series over N after merging, as a folder does.
    const auto merged = mergeSweeps(files, root + "results");
    QCOMPARE(merged.size(), std::size_t(1));
    const auto& all = merged[0].series.at(0);
    compareAll(coordinate(all), {16, 16, 32}, 0);
    compareAll(times(all), {3200, 3300, 1800}, 0);
    const auto set = measured(merged[0]);
    for (const auto& p : set.points) QCOMPARE(p.scaling, std::string("strong"));
  }

  void mlperfRefusesWhatMlperfDoesNotScore() {
    const std::string root = kDir + "../mlperf/training_results_v9.9/ExampleOrg/";
    const std::string aborted = root + "results/xg_n4/gpt3/result_1.txt";
    const auto r = readMeasurementFile(aborted);
    QVERIFY(!r.ok());
    QCOMPARE(r.error(), aborted +
                            ":14:10: run_stop status is \"aborted\": the run did not reach "
                            "its target, and MLPerf scores successful runs only");
    // Without its system description the number of accelerators is unknown.
    const auto text = readTextFile(root + "results/xg_n2/gpt3/result_0.txt");
    QVERIFY(text.ok());
    const auto alone = readImported("mlperf_result", *text, "result_0.txt");
    QVERIFY(!alone.ok());
    QVERIFY2(alone.error().rfind("result_0.txt:1:1: no system description (the log is not in a "
                                 "results/SYSTEM/BENCHMARK/ folder)",
                                 0) == 0,
             alone.error().c_str());
    // A log that ends before run_stop is partial.
    const std::string cut =
        text->substr(0, text->find(R"(:::MLLOG {"namespace": "", "time_ms": 1700003600000)"));
    ReadOptions options;
    options.companion = R"({"number_of_nodes": "1", "accelerators_per_node": "8"})";
    options.companionName = "xg.json";
    const auto partial = readImported("mlperf_result", cut, "cut.txt", options);
    QVERIFY(!partial.ok());
    QCOMPARE(partial.error(), std::string("cut.txt:13:1: no run_stop after the run_start of line "
                                          "11: the run did not finish (a partial log)"));
    // A system description without a usable node count names its own file and place.
    options.companion = R"({"number_of_nodes": "two", "accelerators_per_node": "8"})";
    const auto badNodes = readImported("mlperf_result", *text, "r.txt", options);
    QVERIFY(!badNodes.ok());
    QCOMPARE(badNodes.error(), std::string("r.txt: system description xg.json:1:21: "
                                           "number_of_nodes: expected a whole number ≥ 1"));
  }

  // mlperf_sysjson_result.txt: no results tree, but the log carries its system description
  // on a ":::SYSJSON" line (as some submitters' logs do): 3 nodes × 4 = 12 accelerators;
  // 1700040090500 − 1700040000000 ms = 90.5 s.
  void mlperfSystemDescriptionInTheLog() {
    const auto f = read("mlperf_sysjson_result.txt");
    const auto& s = series(f, "llama31_405b, ExampleOrg, Example XG-80GB");
    compareAll(coordinate(s), {12}, 0);
    compareAll(times(s), {90.5}, 0);
  }

  void likwidBenchWeakScaling() {
    // 100 MB per thread: the working set grows with N, each thread's share does not.
    std::string text;
    for (const char* run : {"1 threads\nSize (Byte):\t100000000\nSize per thread:\t100000000\n"
                            "MByte/s:\t9000.00\n",
                            "2 threads\nSize (Byte):\t200000000\nSize per thread:\t100000000\n"
                            "MByte/s:\t17000.00\n"})
      text += std::string("LIKWID MICRO BENCHMARK\nTest: load\nUsing ") + run;
    const auto f = readImported("likwid_bench", text, "weak.txt");
    QVERIFY2(f.ok(), f.ok() ? "" : f.error().c_str());
    const auto& load = series(*f, "load");
    compareAll(times(load), {1e8 / 9e9, 2e8 / 1.7e10}, 1e-15);
    QCOMPARE(load.runs[1].point.scaling, std::string("weak"));
  }

  void chosenSeriesOnly() {
    const auto f = read("extrap_regions.txt");
    ImportChoice choice;
    choice.series = {"main->solve"};
    choice.scaling["main->solve"] = "weak";
    const auto set = toMeasurementSet(f, choice);
    QVERIFY(set.ok());
    QCOMPARE(set->groups(), std::vector<std::string>{"main->solve"});
    QCOMPARE(set->points[0].scaling, std::string("weak"));
    choice.series = {"nope"};
    const auto missing = toMeasurementSet(f, choice);
    QVERIFY(!missing.ok());
    QVERIFY2(
        missing.error().find("no series named 'nope'; the file has 2: 'main', 'main->solve'") !=
            std::string::npos,
        missing.error().c_str());
  }
};

QTEST_MAIN(TestFormats)
#include "test_formats.moc"
