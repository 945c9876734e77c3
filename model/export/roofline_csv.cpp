#include "model/export/roofline_csv.h"

#include <array>
#include <string_view>
#include <vector>

#include "model/core/number_text.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/export/csv_export.h"
#include "model/lessons/highlight_targets.h"
#include "model/roofline/roofline.h"

namespace scalescope::model {

namespace {

std::string_view kindName(const Roof& roof) {
  switch (roof.kind) {
    case RoofKind::Compute:
      return roof.subCeiling       ? "compute-sub-ceiling"
             : roof.otherPrecision ? "compute-other-precision"
                                   : "compute";
    case RoofKind::Memory:
      return "memory";
    case RoofKind::Communication:
      return "communication";
  }
  return "";
}

std::string_view originName(RoofOrigin origin) {
  switch (origin) {
    case RoofOrigin::Specification:
      return "specification";
    case RoofOrigin::Measured:
      return "measured";
    case RoofOrigin::Assumed:
      return "assumed";
    case RoofOrigin::Fitted:
      return "fitted";
    case RoofOrigin::Typed:
      return "typed";
  }
  return "";
}

/// Fields joined by commas, ended by a line break.
void appendRow(std::string& out, const std::vector<std::string>& fields) {
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i) out += ',';
    out += fields[i];
  }
  out += '\n';
}

/// `pimDots`: the dots are the PIM model's, each of an algorithm (the timeline's are of none).
void appendMachine(std::string& out, std::string_view machineName, const RooflineMachine& machine,
                   const std::vector<RooflineDot>& dots, const std::vector<RooflineKernel>& kernels,
                   bool pimDots = true) {
  const std::string name = csvField(machineName);
  const Roof& peak = machine.peak();
  for (const Roof& r : machine.roofs) {
    const bool compute = r.kind == RoofKind::Compute;
    appendRow(
        out, {name, "roof", csvField(r.id), "", std::string(kindName(r)),
              std::string(originName(r.origin)), "", exactNumber(r.value), compute ? "op/s" : "B/s",
              compute ? "" : exactNumber(ridgePoint(peak, r)), "", "", "", "", "", "", "", "", ""});
  }
  for (const RooflineDot& d : dots) {
    bool onThisMachine = false;
    for (const Roof& r : machine.roofs) onThisMachine = onThisMachine || r.id == d.roofId;
    if (!onThisMachine) continue;
    const DotVerdict v = judgeDot(machine, d);
    appendRow(out,
              {name, "dot", d.id, d.roofId, "", "",
               pimDots ? std::string(kPimAlgorithmIds[static_cast<std::size_t>(d.algorithm)]) : "",
               "", "", "", exactNumber(d.ops), exactNumber(d.bytes), exactNumber(d.seconds),
               exactNumber(d.intensity()), exactNumber(d.performance()), exactNumber(v.attainable),
               exactNumber(v.fraction), d.binding ? "1" : "0", v.aboveRoof ? "1" : "0"});
  }
  for (const RooflineKernel& k : kernels) {
    const DotVerdict v = judgeKernel(machine, k);
    appendRow(
        out, {name, "kernel", csvField(k.name), csvField(kernelRoof(machine, k).id), "", "", "", "",
              "", "", exactNumber(k.ops), exactNumber(k.bytes), exactNumber(k.seconds),
              exactNumber(k.intensity()), exactNumber(k.performance()), exactNumber(v.attainable),
              exactNumber(v.fraction), "", v.aboveRoof ? "1" : "0"});
  }
}

}  // namespace

Result<std::string> rooflineCsv(const PimParams& params, const TimelineRooflineParams& timeline,
                                const CustomMachineParams& custom, const DatasetCollection& data) {
  auto baselines = baselineDots(params);
  if (!baselines)
    return Result<std::string>::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "roofline.csv: %1"), {baselines.errorText()}));
  auto step = timelineRoofline(timeline);
  if (!step)
    return Result<std::string>::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "roofline.csv: %1"), {step.errorText()}));
  const std::vector<RooflineDot> upmem = upmemDotsAllAlgorithms(params);
  std::string out = kRooflineCsvHeader;
  out += '\n';
  const std::vector<RooflineKernel>& kernels = data.kernels;
  appendMachine(out, "upmem", upmemMachine(params), upmem, kernels);
  appendMachine(out, "cpu", cpuMachine(params), *baselines, kernels);
  appendMachine(out, "gpu", gpuMachine(params), *baselines, kernels);
  appendMachine(out, "timeline", step->machine, step->dots, kernels, false);
  // The user's machines carry the network of the loaded latency tables.
  const std::vector<Roof> networks = networkRoofs(data);
  const auto withNetwork = [&](RooflineMachine m) {
    m.roofs.insert(m.roofs.end(), networks.begin(), networks.end());
    return m;
  };
  appendMachine(out, "custom", withNetwork(customMachine(custom)), {}, kernels);
  for (const MeasuredRoofSet& set : data.roofs)
    appendMachine(out, "measured:" + set.machine, withNetwork(measuredMachine(set, custom)), {},
                  kernels);
  return out;
}

Result<std::string> rooflineCsv(const Scenario& scenario, const DatasetCollection& data) {
  auto params = pimParams(scenario);
  if (!params) return Result<std::string>::failure(params.errorText());
  return rooflineCsv(*params, timelineRooflineParams(scenario), customMachineParams(scenario),
                     data);
}

}  // namespace scalescope::model
