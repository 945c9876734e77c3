// pim.csv: the numbers behind the PIM plots. Values are checked against the model API (the
// model's own numbers are tested in test_pim) and one against a hand computation.
#include <QTest>
#include <string>
#include <vector>

#include "csv_rows.h"
#include "fuzzy.h"
#include "model/core/scenario.h"
#include "model/export/pim_csv.h"
#include "model/pim/pim.h"
#include "model/pim/pim_baselines.h"

using namespace scalescope::model;
using scalescope::test::parse;
using scalescope::test::rowsOf;
using scalescope::test::split;

namespace {

Scenario scenarioWith(std::initializer_list<const char*> assignments) {
  Scenario s;
  for (const char* a : assignments)
    if (auto message = s.applyAssignment(a); !message.empty()) qFatal("%s", message.c_str());
  return s;
}

const std::vector<std::string>* findRow(const std::vector<std::vector<std::string>>& rows,
                                        const char* model, const char* algorithm,
                                        const char* dpus) {
  for (const auto& r : rows)
    if (r[1] == model && r[2] == algorithm && r[3] == dpus) return &r;
  return nullptr;
}

}  // namespace

class TestPimCsv : public QObject {
  Q_OBJECT
 private slots:
  void dpuCountsIncludeThePapersRuns() {
    const auto counts = pimSweepDpuCounts();
    QCOMPARE(counts.size(), std::size_t{10});
    QCOMPARE(counts.front(), 256);
    QCOMPARE(counts.back(), 2560);
    for (int paper : pimPaperDpuCounts())
      QVERIFY2(std::find(counts.begin(), counts.end(), paper) != counts.end(),
               qPrintable(QString::number(paper)));
  }

  void headerAndRowCount() {
    auto csv = pimCsv(Scenario());
    QVERIFY2(csv.ok(), csv.ok() ? "" : csv.error().c_str());
    const auto rows = rowsOf(*csv);
    QCOMPARE(QString::fromStdString(split(*csv, '\n').front()),
             QStringLiteral("dataset,model,algorithm,dpus,dpu_compute_s,mram_wram_s,cpu_to_dpu_s,"
                            "dpu_to_cpu_s,host_sync_s,total_s,cpu_bound_s,gpu_bound_s,"
                            "cpu_same_algorithm_s"));
    // 2 models × 3 algorithms × 10 DPU counts, plus the header.
    QCOMPARE(rows.size(), std::size_t{1 + 2 * 3 * 10});
    for (const auto& r : rows) QCOMPARE(r.size(), std::size_t{13});
    QCOMPARE(QString::fromStdString(rows[1][0]), QStringLiteral("yfcc100m"));
    QCOMPARE(QString::fromStdString(rows[1][1]), QStringLiteral("lr"));
    QCOMPARE(QString::fromStdString(rows[1][2]), QStringLiteral("ma-sgd"));
    QCOMPARE(QString::fromStdString(rows[1][3]), QStringLiteral("256"));
    QCOMPARE(QString::fromStdString(rows.back()[1]), QStringLiteral("svm"));
    QCOMPARE(QString::fromStdString(rows.back()[2]), QStringLiteral("admm"));
    QCOMPARE(QString::fromStdString(rows.back()[3]), QStringLiteral("2560"));
  }

  void rowEqualsTheModelExactly() {
    // Criteo, strong scaling, 3 epochs: the SVM GA-SGD row at 1024 DPUs must read back to the
    // model's run breakdown bit for bit (shortest round-trip formatting).
    const Scenario s = scenarioWith({"pim.dataset=criteo", "pim.scaling=strong", "pim.epochs=3",
                                     "pim.model=lr", "pim.algorithm=admm"});
    auto csv = pimCsv(s);
    QVERIFY2(csv.ok(), csv.ok() ? "" : csv.error().c_str());
    const auto rows = rowsOf(*csv);
    const auto* row = findRow(rows, "svm", "ga-sgd", "1024");
    QVERIFY(row);
    QCOMPARE(QString::fromStdString((*row)[0]), QStringLiteral("criteo"));

    PimParams p = *pimParams(s);
    p.model = PimModel::Svm;
    p.algorithm = PimAlgorithm::GaSgd;
    auto epoch = pimEpochBreakdown(p, 1024);
    QVERIFY(epoch.ok());
    const double expected[] = {epoch->dpuComputeSeconds, epoch->mramWramSeconds,
                               epoch->cpuToDpuSeconds,   epoch->dpuToCpuSeconds,
                               epoch->hostSyncSeconds,   epoch->totalSeconds};
    for (int i = 0; i < 6; ++i) QCOMPARE(parse((*row)[4 + i]), 3.0 * expected[i]);
    // The baselines of the same workload (Criteo SVM GA-SGD, strong, 1024 DPUs), 3 epochs.
    p.dpus = 1024;
    auto base = pimBaselines(p);
    QVERIFY(base.ok());
    QCOMPARE(parse((*row)[10]), 3.0 * base->cpu.seconds);
    QCOMPARE(parse((*row)[11]), 3.0 * base->gpu.seconds);
    QCOMPARE(parse((*row)[12]), 3.0 * base->cpuSameAlgorithm.seconds);
  }

  void baselinesByHand() {
    // Strong scaling keeps the 256-DPU training set: YFCC 851,968 samples of 16,384 B =
    // 13,958,643,712 B at every N. CPU bound /266 GB/s = 0.0524761 s, GPU streamed /25 GB/s
    // = 0.558346 s; both flat in N. Weak scaling: the set grows with N, 3328·N·16,384 B.
    auto strong = pimCsv(scenarioWith({"pim.scaling=strong"}));
    QVERIFY(strong.ok());
    const auto rows = rowsOf(*strong);
    for (const char* dpus : {"256", "1280", "2560"}) {
      const auto* row = findRow(rows, "lr", "ma-sgd", dpus);
      QVERIFY(row);
      SS_COMPARE_REL(parse((*row)[10]), 13958643712.0 / 266e9, 1e-12);
      SS_COMPARE_REL(parse((*row)[11]), 13958643712.0 / 25e9, 1e-12);
    }
    auto weak = pimCsv(Scenario());
    QVERIFY(weak.ok());
    const auto weakRows = rowsOf(*weak);
    const auto* row = findRow(weakRows, "svm", "admm", "512");
    QVERIFY(row);
    SS_COMPARE_REL(parse((*row)[11]), 3328.0 * 512 * 16384 / 25e9, 1e-12);
    // Same-algorithm CPU, ADMM at 512 DPUs: 3328·512/(128·8) = 1664 steps of 200 µs, one
    // allreduce 14·(30 µs + 16,384/5e9 s), plus the bound 3328·512·16,384/266e9.
    SS_COMPARE_REL(parse((*row)[12]),
                   3328.0 * 512 * 16384 / 266e9 + 14 * (30e-6 + 16384 / 5e9) + 1664 * 200e-6,
                   1e-12);
  }

  void cpuToDpuByHand() {
    // YFCC, weak, MA-SGD, 2048 DPUs, 1 epoch: R = 3328/8 = 416 rounds, each pushing one
    // 4·4096 B model to each of 2048 DPUs = 33,554,432 B, at 6.68 GB/s·(2048/64)^0.5 =
    // 37.78779 GB/s, plus two push calls of 200 µs: 416·(33554432/37.78779e9 + 400e-6) =
    // 0.535796 s.
    auto csv = pimCsv(Scenario());
    QVERIFY(csv.ok());
    const auto rows = rowsOf(*csv);
    const auto* row = findRow(rows, "lr", "ma-sgd", "2048");
    QVERIFY(row);
    SS_COMPARE_REL(parse((*row)[6]), 0.535796, 1e-5);
  }

  void totalIsTheSumOfTheParts() {
    auto csv = pimCsv(scenarioWith({"pim.dataset=criteo"}));
    QVERIFY(csv.ok());
    const auto rows = rowsOf(*csv);
    for (std::size_t i = 1; i < rows.size(); ++i) {
      double sum = 0;
      for (int c = 4; c < 9; ++c) sum += parse(rows[i][c]);
      SS_COMPARE_REL(parse(rows[i][9]), sum, 1e-12);
    }
  }

  void unevaluableRunFailsWithTheModelsMessage() {
    // A local batch of 4096 exceeds YFCC's 3,328 samples per DPU (weak scaling).
    auto csv = pimCsv(scenarioWith({"pim.batch_ma=4096"}));
    QVERIFY(!csv.ok());
    QVERIFY2(csv.error().find("pim.batch_ma") != std::string::npos, csv.error().c_str());
    QVERIFY2(csv.error().find("pim.csv") == 0, csv.error().c_str());
  }
};

QTEST_APPLESS_MAIN(TestPimCsv)
#include "test_pim_csv.moc"
