// Bad input to the readers of other tools' output: each refusal is one line "FILE:LINE:COLUMN:
// what was expected" at the right place. Also the position-keeping JSON reader and the helpers
// the readers share (time units, process counts in file names).
#include <QTest>
#include <cmath>

#include "model/data/foreign_formats.h"
#include "model/data/formats.h"
#include "model/data/json_reader.h"
#include "model/data/readers.h"

using namespace scalescope::model;

class TestFormatErrors : public QObject {
  Q_OBJECT
 private slots:
  // Output of tools ScaleScope knows, in a form it does not read, each written as the tool's
  // documentation shows it: the message names the form it reads instead of a CSV complaint.
  void foreignOutputGetsAPointedMessage_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("google benchmark csv")
        << "name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,"
           "error_occurred,error_message\n\"BM_solve/1\",1000,2.1e+06,2.0e+06,ns,,,,,\n"
        << "this looks like Google Benchmark CSV; ScaleScope reads its JSON";
    QTest::newRow("google benchmark console")
        << "------------------------------------------------------\nBenchmark            Time    "
           "         CPU   Iterations\n---------------------------------------------------"
           "---\nBM_solve/1     2100000 ns      2000000 ns         1000\n"
        << "this looks like Google Benchmark's console output";
    QTest::newRow("hyperfine csv")
        << "command,mean,stddev,median,user,system,min,max,parameter_threads\n./solver --threads "
           "1,2.0,0.1,2.0,1.95,0.04,1.9,2.1,1\n"
        << "this looks like hyperfine's CSV export, which keeps only statistics";
    QTest::newRow("hyperfine markdown")
        << "| Command | Mean [s] | Min [s] | Max [s] | Relative |\n|:---|---:|---:|---:|---:|\n| "
           "`./solver --threads 1` | 2.000 ± 0.100 | 1.900 | 2.100 | 1.90 ± 0.13 |\n"
        << "this looks like hyperfine's Markdown export";
    QTest::newRow("amdahl text")
        << "Doing 30.000000 seconds of 'work' on 1 processor,\n which should take 30.000000 "
           "seconds with 0.800000 parallel proportion of the workload.\n\n  Hello, World! I am "
           "process 0 of 1 on node1. I will do all the serial 'work' for 6.000000 seconds.\n\n"
           "Total execution time (according to rank 0): 30.000212 seconds\n"
        << "this looks like the text output of HPC Carpentry's amdahl; ScaleScope reads its JSON "
           "(run amdahl --terse";
    QTest::newRow("jube pretty table")
        << "nodes | runtime_avg[s]\n------+---------------\n    1 |          100.0\n    2 |     "
           "      52.0\n"
        << "this looks like a JUBE result table printed for the terminal";
    QTest::newRow("two tables") << "n,time_s\n1,10\n2,6\nn,time_s\n1,11\n2,6.5\n"
                                << "this looks like several result tables in one file";
  }
  void foreignOutputGetsAPointedMessage() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const std::string t = text.toStdString();
    const auto found = recognise("output.txt", t);
    const auto r = readData(found.format, t, "output.txt", {});
    QVERIFY(!r.ok());
    QVERIFY2(r.error().starts_with("output.txt: " + expected.toStdString()), r.error().c_str());
    // What ScaleScope reads is never taken for one of these.
    QVERIFY(foreignFormatHint("n,time_s\n1,10\n2,6\n").empty());
  }

  void refusals_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("extrap data before points") << "extrap_text"
                                               << "PARAMETER p\nREGION r\nDATA 1\n"
                                               << "f:3:1: expected POINTS before DATA";
    QTest::newRow("extrap point arity")
        << "extrap_text"
        << "PARAMETER p q\nPOINTS (1 2) (3)\n"
        << "f:2:14: expected a point of 2 coordinates (one per PARAMETER), found 1";
    QTest::newRow("extrap too many data")
        << "extrap_text"
        << "PARAMETER p\nPOINTS 1 2\nREGION r\nDATA 1\nDATA 2\nDATA 3\n"
        << "f:6:1: expected at most 2 DATA lines";
    QTest::newRow("extrap too few data")
        << "extrap_text"
        << "PARAMETER p\nPOINTS 1 2\nREGION r\nDATA 1\nREGION s\nDATA 2\nDATA 3\n"
        << "f:5:1: expected 2 DATA lines (one per point) for region 'r' from line 3, found 1";
    QTest::newRow("extrap bad number") << "extrap_text"
                                       << "PARAMETER p\nPOINTS 1\nREGION r\nDATA 1.5 abc\n"
                                       << "f:4:10: DATA: expected a number, found \"abc\"";
    QTest::newRow("extrap negative time")
        << "extrap_text"
        << "PARAMETER p\nPOINTS 1\nREGION r\nDATA -2\n"
        << "f:4:6: expected a time between 1e-15 and 1e15 s (metric '<default>'), found -2";
    QTest::newRow("extrap unknown keyword") << "extrap_text"
                                            << "PARAMETER p\nPOINT 1\n"
                                            << "f:2:1: expected PARAMETER, POINTS";
    QTest::newRow("extrap json syntax")
        << "extrap_json"
        << "{\"parameters\": [\"p\"],\n \"measurements\": {\"m\": }}"
        << "f:2:24: expected a JSON value, found '}'";
    QTest::newRow("extrap json point")
        << "extrap_json"
        << "{\"parameters\": [\"p\"], \"measurements\": {\"m\": {\"time\": [{\"point\": [1, 2], "
           "\"values\": [1]}]}}}"
        << "f:1:65: measurements.m.time.point: expected an array of 1 coordinates";
    // Found by fuzz_extrap_json, fuzz_hyperfine and fuzz_amdahl_terse: a number cut at a line
    // end put the line end itself into the message. Names from the file can hold line ends too.
    QTest::newRow("number cut at a line end")
        << "amdahl_terse"
        << "{\"nproc\": 4,\n \"execution_time\": 6.\n}"
        << "f:2:22: expected a digit after the decimal point, found the end of the line";
    QTest::newRow("line end in a name")
        << "extrap_json"
        << "{\"parameters\": [\"p\"], \"measurements\": {\"a\\nb\": 3}}"
        << "f:1:48: measurements.a\\nb: expected an object of metrics";
    QTest::newRow("jsonl missing parameter")
        << "extrap_json_lines"
        << "{\"params\": {\"p\": 1}, \"value\": 1}\n{\"params\": {\"q\": 2}, \"value\": 1}\n"
        << "f:2:12: params: expected parameter 'p' as on line 1";
    // Found by fuzz_extrap_json_lines: a negative message size was read as one.
    QTest::newRow("jsonl negative bytes")
        << "extrap_json_lines"
        << "{\"params\": {\"p\": 1, \"bytes\": -8}, \"value\": 0.004}\n"
        << "f:1:44: expected a message size between 0 and 1e15 bytes (parameter 'bytes'), "
           "found -8";
    QTest::newRow("extrap text bytes too large")
        << "extrap_text"
        << "PARAMETER p bytes\nPOINTS (1 2e15)\nREGION r\nDATA 1\n"
        << "f:4:6: expected a message size between 0 and 1e15 bytes (parameter 'bytes'), "
           "found 2e+15";
    QTest::newRow("jsonl two values on a line")
        << "extrap_json_lines"
        << "{\"params\": {\"p\": 1}, \"value\": 1} {}\n"
        << "f:1:34: expected one JSON value per line, found a second one";
    QTest::newRow("gbench real_time string")
        << "google_benchmark"
        << "{\"benchmarks\": [\n {\"name\": \"BM\", \"threads\": 1, \"real_time\": \"fast\"}]}"
        << "f:2:44: benchmarks[0].real_time: expected a positive time, found a string";
    QTest::newRow("gbench time unit")
        << "google_benchmark"
        << "{\"benchmarks\": [{\"name\": \"BM\", \"real_time\": 1, \"time_unit\": \"fortnight\"}]}"
        << "f:1:61: benchmarks[0].time_unit: expected ns, us, ms or s, found \"fortnight\"";
    QTest::newRow("hyperfine no parameter")
        << "hyperfine"
        << "{\"results\": [{\"command\": \"ls\", \"times\": [1]}]}"
        << "f:1:1: expected a numeric parameter to use as N";
    QTest::newRow("hyperfine negative time")
        << "hyperfine"
        << "{\"results\": [{\"command\": \"a 1\", \"times\": [1, -2], \"parameters\": {\"n\": "
           "\"1\"}}]}"
        << "f:1:46: results[0].times: expected a time between 1e-15 and 1e15 s, found -2";
    // Found by fuzz_hyperfine in CI: a label parameter that only the first result has.
    QTest::newRow("hyperfine parameter missing in one result")
        << "hyperfine"
        << "{\"results\": [{\"command\": \"a 1\", \"times\": [1], \"parameters\": {\"n\": \"1\", "
           "\"cc\": \"gcc\"}},\n {\"command\": \"a 2\", \"times\": [1], \"parameters\": {\"n\": "
           "\"2\"}}]}"
        << "f:2:2: results[1].parameters: expected \"cc\", as in the other results";
    QTest::newRow("osu bad row")
        << "osu_latency"
        << "# OSU MPI Latency Test v7.3\n# Size  Latency (us)\n8 1.5\n16 x\n"
        << "f:4:4: latency: expected a number, found \"x\"";
    QTest::newRow("osu short row")
        << "osu_latency"
        << "# OSU MPI Latency Test v7.3\n# Size  Latency (us)\n8\n"
        << "f:3:1: expected 2 numbers (as the column titles), found 1 fields";
    QTest::newRow("osu bandwidth")
        << "osu_latency"
        << "# OSU MPI Bandwidth Test v7.3\n# Size  Bandwidth (MB/s)\n8 1\n"
        << "f:1:1: expected an OSU latency test, found \"OSU MPI Bandwidth Test\"";
    QTest::newRow("imb without processes")
        << "imb"
        << "# Benchmarking Allreduce\n #bytes #repetitions t_avg[usec]\n 0 1 2\n"
        << "f:2:1: expected \"# Benchmarking NAME\" and \"# #processes = N\"";
    QTest::newRow("imb bad time")
        << "imb"
        << "# Benchmarking Bcast\n# #processes = 2\n #bytes #repetitions t_avg[usec]\n 0 10 -1\n"
        << "f:4:7: expected a positive time, found -1";
    QTest::newRow("jube no time") << "jube_csv"
                                  << "nodes,gflops_avg\n1,2\n"
                                  << "f:1:1: expected a time column";
    QTest::newRow("jube text in time")
        << "jube_csv"
        << "nodes,runtime_avg\n1,2\n2,fast\n"
        << "f:3:2: column 'runtime_avg': expected a number, found \"fast\"";
    QTest::newRow("reframe no header") << "reframe_perflog"
                                       << "pass|2024|x|4|1.0|s\n"
                                       << "f:1:1: expected a header line";
    QTest::newRow("reframe field count") << "reframe_perflog"
                                         << "num_tasks|t_value|t_unit\n4|1.0\n"
                                         << "f:2:1: expected 3 fields as in the header, found 2";
    QTest::newRow("reframe bad value") << "reframe_perflog"
                                       << "num_tasks|t_value|t_unit\n4|1.x|s\n"
                                       << "f:2:3: t: expected a number, found \"1.x\"";
    QTest::newRow("amdahl nproc zero") << "amdahl_terse"
                                       << "{\n  \"nproc\": 0,\n  \"execution_time\": 3\n}"
                                       << "f:2:12: nproc: expected a whole number ≥ 1";
    QTest::newRow("likwid empty") << "likwid_bench"
                                  << ""
                                  << "f:1:1: expected likwid-bench output: a line \"LIKWID MICRO "
                                     "BENCHMARK\" before each run, found none";
    QTest::newRow("likwid malformed bandwidth")
        << "likwid_bench"
        << "LIKWID MICRO BENCHMARK\nUsing 2 threads\nSize (Byte):\t\t800\nMByte/s:\t\t12.5e\n"
        << "f:4:11: MByte/s: expected a number, found \"12.5e\"";
    QTest::newRow("likwid nan bandwidth")
        << "likwid_bench"
        << "LIKWID MICRO BENCHMARK\nUsing 2 threads\nSize (Byte):\t\t800\nMByte/s:\t\t-nan\n"
        << "f:4:11: MByte/s: expected a finite number, found \"-nan\"";
    QTest::newRow("likwid negative threads")
        << "likwid_bench"
        << "LIKWID MICRO BENCHMARK\nTest: copy\nUsing -4 threads\n"
        << "f:3:7: threads: expected a whole number from 1 to 1e12, found -4";
    QTest::newRow("likwid negative bandwidth")
        << "likwid_bench"
        << "LIKWID MICRO BENCHMARK\nUsing 1 threads\nSize (Byte): 800\nMByte/s: -3.00\n"
        << "f:4:10: MByte/s: expected a positive number, found -3";
    QTest::newRow("likwid nan flops")
        << "likwid_bench"
        << "LIKWID MICRO BENCHMARK\nUsing 1 threads\nSize (Byte): 800\nMFlops/s: nan\n"
        << "f:4:11: MFlops/s: expected a finite number, found \"nan\"";
    QTest::newRow("likwid negative flops")
        << "likwid_bench"
        << "LIKWID MICRO BENCHMARK\nUsing 1 threads\nSize (Byte): 800\nMFlops/s: -1\n"
        << "f:4:11: MFlops/s: expected a number from 0 to 1e15, found -1";
    QTest::newRow("likwid run without result")
        << "likwid_bench"
        << "LIKWID MICRO BENCHMARK\nUsing 1 threads\nSize (Byte): 8\nLIKWID MICRO BENCHMARK\n"
        << "f:1:1: expected its result \"MByte/s:\" in the run that starts here";
    QTest::newRow("likwid huge working set")
        << "likwid_bench"
        << "LIKWID MICRO BENCHMARK\nUsing 1 threads\nSize (Byte): 1e30\nMByte/s: 0.01\n"
        << "f:4:10: MByte/s: expected a bandwidth that moves the working set in 1e-15 to 1e15 s, "
           "found 0.01 MByte/s for 1e+30 bytes";
    // MLPerf logs: the system description on a ":::SYSJSON" line, so that one text is enough.
    const QString sys =
        ":::SYSJSON {\"number_of_nodes\": \"2\", \"accelerators_per_node\": \"8\"}\n";
    const QString bench =
        ":::MLLOG {\"time_ms\": 5, \"key\": \"submission_benchmark\", \"value\": \"gpt3\"}\n";
    QTest::newRow("mlperf no events") << "mlperf_result"
                                      << "+ srun ./run_and_time.sh\n"
                                      << "f:1:1: expected an MLPerf log: lines \":::MLLOG {...}\"";
    QTest::newRow("mlperf malformed event")
        << "mlperf_result" << sys + ":::MLLOG {\"key\": \"run_start\", \"time_ms\": 1x}\n"
        << "f:2:43: expected";
    QTest::newRow("mlperf nan time")
        << "mlperf_result"
        << sys + bench + "0: :::MLLOG {\"key\": \"run_start\", \"time_ms\": NaN}\n" +
               ":::MLLOG {\"key\": \"run_stop\", \"time_ms\": 9, \"metadata\": {\"status\": "
               "\"success\"}}\n"
        << "f:3:13: run_start: expected \"time_ms\", milliseconds since 1970";
    QTest::newRow("mlperf stop before start")
        << "mlperf_result"
        << sys + bench + ":::MLLOG {\"key\": \"run_start\", \"time_ms\": 9000}\n" +
               ":::MLLOG {\"key\": \"run_stop\", \"time_ms\": 8000, \"metadata\": {\"status\": "
               "\"success\"}}\n"
        << "f:4:10: run_stop: expected a time_ms after run_start's (line 3)";
    QTest::newRow("mlperf negative nodes")
        << "mlperf_result"
        << QString(sys).replace("\"2\"", "\"-2\"") + bench +
               ":::MLLOG {\"key\": \"run_start\", \"time_ms\": 1000}\n" +
               ":::MLLOG {\"key\": \"run_stop\", \"time_ms\": 8000, \"metadata\": {\"status\": "
               "\"success\"}}\n"
        << "f:1:32: number_of_nodes: expected a whole number ≥ 1";
    QTest::newRow("mlperf huge node count")
        << "mlperf_result"
        << QString(sys).replace("\"2\"", "\"1e300\"") + bench +
               ":::MLLOG {\"key\": \"run_start\", \"time_ms\": 1000}\n" +
               ":::MLLOG {\"key\": \"run_stop\", \"time_ms\": 8000, \"metadata\": {\"status\": "
               "\"success\"}}\n"
        << "f:1:32: number_of_nodes: expected a whole number ≥ 1";
    QTest::newRow("kernels without bytes") << "roofline_kernels"
                                           << "name,ops,seconds\ntriad,2e9,0.1\n"
                                           << "f:1:1: expected a column named 'bytes'";
    QTest::newRow("kernels no rows") << "roofline_kernels"
                                     << "name,ops,bytes,seconds\n"
                                     << "f:1:1: expected at least one kernel row";
    QTest::newRow("kernel without a name") << "roofline_kernels"
                                           << "name,ops,bytes,seconds\n,2e9,1e9,0.1\n"
                                           << "f:2:1: column 'name': expected a kernel name";
    QTest::newRow("kernel with zero bytes") << "roofline_kernels"
                                            << "name,ops,bytes,seconds\nk,2e9,0,0.1\n"
                                            << "f:2:3: column 'bytes':";
    QTest::newRow("kernel with NaN seconds") << "roofline_kernels"
                                             << "name,ops,bytes,seconds\nk,2e9,1e9,nan\n"
                                             << "f:2:4: column 'seconds':";
    QTest::newRow("ert without empirical")
        << "ert_roofline"
        << "{\"spec\": {}, \"empirical2\": 1}"
        << "f:1:1: expected ERT's roofline.json: one object with \"empirical\"";
    QTest::newRow("ert without gbytes")
        << "ert_roofline"
        << "{\"empirical\": {\"gflops\": {\"data\": [[\"GFLOPs\", 9]]}}}"
        << "f:1:15: empirical.gbytes: expected an object with \"data\"";
    QTest::newRow("ert empty gflops")
        << "ert_roofline"
        << "{\"empirical\": {\"gflops\": {\"data\": []},\n \"gbytes\": {\"data\": "
           "[[\"DRAM\", 9]]}}}"
        << "f:1:35: empirical.gflops.data: expected at least one measured roof";
    QTest::newRow("ert pair of three")
        << "ert_roofline"
        << "{\"empirical\": {\"gflops\": {\"data\": [[\"GFLOPs\", 9, 1]]}}}"
        << "f:1:36: empirical.gflops.data[0]: expected a pair [name, GFLOP/s]";
    QTest::newRow("ert NaN rate")
        << "ert_roofline"
        << "{\"empirical\": {\"gflops\": {\"data\": [[\"GFLOPs\", 9]]},\n\"gbytes\": "
           "{\"data\": [[\"DRAM\", NaN]]}}}"
        << "f:2:30: empirical.gbytes.data[0][1]: expected a rate in GB/s above 0";
    QTest::newRow("ert negative rate")
        << "ert_roofline"
        << "{\"empirical\": {\"gflops\": {\"data\": [[\"GFLOPs\", -9]]}}}"
        << "f:1:47: empirical.gflops.data[0][1]: expected a rate in GFLOP/s above 0";
    QTest::newRow("ert huge rate")
        << "ert_roofline"
        << "{\"empirical\": {\"gflops\": {\"data\": [[\"GFLOPs\", 1e300]]}}}"
        << "f:1:47: empirical.gflops.data[0][1]: expected a rate in GFLOP/s above 0 and at "
           "most";
    QTest::newRow("ert repeated level")
        << "ert_roofline"
        << "{\"empirical\": {\"gflops\": {\"data\": [[\"GFLOPs\", 9]]},\n\"gbytes\": "
           "{\"data\": [[\"DRAM\", 5],\n[\"dram\", 6]]}}}"
        << "f:3:2: empirical.gbytes.data[1][0]: \"dram\" is named twice (first on line 2)";
    QTest::newRow("ert bad spec")
        << "ert_roofline"
        << "{\"empirical\": {\"gflops\": {\"data\": [[\"GFLOPs\", 9]]},\n\"gbytes\": "
           "{\"data\": [[\"DRAM\", 5]]}},\n\"spec\": {\"gbytes\": {\"data\": [[\"DRAM\", "
           "0]]}}}"
        << "f:3:39: spec.gbytes.data[0][1]: expected a rate in GB/s above 0";
    QTest::newRow("binary") << "extrap_text" << QString::fromLatin1("PARAMETER p\nPOI\x01NTS\n")
                            << "f:2:4: expected text, found the control byte 0x01";
    QTest::newRow("unknown") << ""
                             << "hello"
                             << "f:1:1: expected a measurement file";
  }
  void refusals() {
    QFETCH(QString, format);
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto r = readImported(format.toStdString(), text.toStdString(), "f");
    QVERIFY2(!r.ok(), "accepted bad input");
    QVERIFY2(QString::fromStdString(r.error()).startsWith(message), r.error().c_str());
    QVERIFY(r.error().find('\n') == std::string::npos);  // one line
  }

  void jsonPositions() {
    const auto v =
        parseJsonValues("{\n  \"a\": [1, \"x\\u00e9\\ud83d\\ude00\"],\n  \"b\": NaN}", "j");
    QVERIFY2(v.ok(), v.ok() ? "" : v.error().c_str());
    const JsonValue& root = v->front();
    const JsonValue* a = root.find("a");
    QCOMPARE(a->line, 2);
    QCOMPARE(a->column, 8);
    QCOMPARE(a->items[1].text, std::string("xé😀"));
    QCOMPARE(a->items[1].column, 12);
    QVERIFY(std::isnan(root.find("b")->number));
    QCOMPARE(root.find("b")->line, 3);
    // Columns count characters: "é" is two bytes, one column.
    const auto wide = parseJsonValues("{\"é\": [1,, 2]}", "j");
    QVERIFY(!wide.ok());
    QCOMPARE(wide.error(), std::string("j:1:10: expected a JSON value, found ','"));
  }

  void jsonRefusals_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << "  \n"
                           << "j:1:1: expected JSON, found no value";
    QTest::newRow("trailing comma") << "[1,]"
                                    << "j:1:4: expected a JSON value, found ']'";
    QTest::newRow("bad escape") << "\"a\\q\""
                                << "j:1:3: expected one of";
    QTest::newRow("lone low surrogate") << "\"\\udc00\""
                                        << "j:1:8: expected a high surrogate";
    QTest::newRow("control in string") << "\"a\tb\""
                                       << "j:1:3: expected a closing '\"'";
    QTest::newRow("leading zero") << "01"
                                  << "j:1:2: expected ',', ']', '}' or a blank after a number";
    QTest::newRow("unclosed") << "{\"a\": 1"
                              << "j:1:8: expected ',' or '}'";
    QTest::newRow("deep") << QString(300, '[') << "j:1:258: expected at most 256 nested";
  }
  void jsonRefusals() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto r = parseJsonValues(text.toStdString(), "j");
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error()).startsWith(message), r.error().c_str());
  }

  void hugeNumbersAreInfiniteNotUndefined() {
    const auto r = parseJsonValues("[1e400, -1e400, 1e-400]", "j");
    QVERIFY(r.ok());
    QCOMPARE(r->front().items[0].number, std::numeric_limits<double>::infinity());
    QCOMPARE(r->front().items[1].number, -std::numeric_limits<double>::infinity());
    QCOMPARE(r->front().items[2].number, 0.0);
  }

  void units_data() {
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("seconds");
    QTest::newRow("ns") << "ns" << 1e-9;
    QTest::newRow("us") << "us" << 1e-6;
    QTest::newRow("usec") << "usec" << 1e-6;
    QTest::newRow("micro sign") << "µs" << 1e-6;
    QTest::newRow("ms") << "MS" << 1e-3;
    QTest::newRow("s") << "s" << 1.0;
    QTest::newRow("seconds") << " seconds " << 1.0;
    QTest::newRow("min") << "min" << 60.0;
    QTest::newRow("bandwidth") << "MB/s" << -1.0;
    QTest::newRow("empty") << "" << -1.0;
  }
  void units() {
    QFETCH(QString, unit);
    QFETCH(double, seconds);
    const auto f = secondsPerUnit(unit.toStdString());
    QCOMPARE(f.value_or(-1.0), seconds);
  }

  void processCounts_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("count");
    QTest::newRow("np") << "/runs/osu_allreduce_np16.txt" << 16.0;
    QTest::newRow("amdahl") << "amdahl_np4.json" << 4.0;
    QTest::newRow("np_") << "amdahl_np_32.json" << 32.0;
    QTest::newRow("-n") << "run-n8.log" << 8.0;
    QTest::newRow("procs after") << "bcast_16procs.txt" << 16.0;
    QTest::newRow("ranks=") << "ranks=64.out" << 64.0;
    QTest::newRow("none") << "osu_allreduce.txt" << -1.0;
    QTest::newRow("version is not a count") << "osu_v7.txt" << -1.0;
    QTest::newRow("run number is not a count") << "amdahl_run_4.json" << -1.0;
    QTest::newRow("absurd digits") << "np1234567890123456.txt" << -1.0;
  }
  void processCounts() {
    QFETCH(QString, name);
    QFETCH(double, count);
    QCOMPARE(processCountFromName(name.toStdString()).value_or(-1.0), count);
  }
};

QTEST_MAIN(TestFormatErrors)
#include "test_format_errors.moc"
