#include "model/export/pim_csv.h"

#include <utility>

#include "model/core/number_text.h"
#include "model/core/scenario.h"
#include "model/pim/pim_baselines.h"
#include "model/pim/pim_workload.h"

namespace scalescope::model {

namespace {

void appendNumber(std::string& out, double value) {
  out += exactNumber(value);
}

}  // namespace

std::vector<int> pimSweepDpuCounts() {
  std::vector<int> counts;
  for (int n = 256; n <= 2560; n += 256) counts.push_back(n);
  return counts;
}

Result<std::string> pimCsv(const PimParams& params) {
  const std::pair<PimModel, const char*> models[] = {{PimModel::LogisticRegression, "lr"},
                                                     {PimModel::Svm, "svm"}};
  const std::pair<PimAlgorithm, const char*> algorithms[] = {{PimAlgorithm::MaSgd, "ma-sgd"},
                                                             {PimAlgorithm::GaSgd, "ga-sgd"},
                                                             {PimAlgorithm::Admm, "admm"}};
  const std::string dataset = pimDatasetShape(params.dataset).id;

  std::string out = kPimCsvHeader;
  out += '\n';
  for (const auto& [model, modelName] : models)
    for (const auto& [algorithm, algorithmName] : algorithms)
      for (int dpus : pimSweepDpuCounts()) {
        PimParams p = params;
        p.model = model;
        p.algorithm = algorithm;
        p.dpus = dpus;
        auto run = pimRunBreakdown(p);
        auto base = run ? pimBaselines(p) : Result<PimBaselines>::failure(run.errorText());
        if (!base)
          return Result<std::string>::failure(
              modelMessage(SCALESCOPE_TR_NOOP("Model", "pim.csv: %1, %2, %3 DPUs: %4"),
                           {modelName, algorithmName, std::to_string(dpus), base.errorText()}));
        out += dataset + ',' + modelName + ',' + algorithmName + ',' + std::to_string(dpus);
        // The baselines are of one epoch; the run has p.epochs of them.
        const double epochs = p.epochs;
        for (double seconds : {run->dpuComputeSeconds, run->mramWramSeconds, run->cpuToDpuSeconds,
                               run->dpuToCpuSeconds, run->hostSyncSeconds, run->totalSeconds,
                               epochs * base->cpu.seconds, epochs * base->gpu.seconds,
                               epochs * base->cpuSameAlgorithm.seconds}) {
          out += ',';
          appendNumber(out, seconds);
        }
        out += '\n';
      }
  return out;
}

Result<std::string> pimCsv(const Scenario& scenario) {
  auto params = pimParams(scenario);
  if (!params) return Result<std::string>::failure(params.errorText());
  return pimCsv(*params);
}

}  // namespace scalescope::model
