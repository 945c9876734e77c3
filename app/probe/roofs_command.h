#pragma once
// `scalescope-probe roofs [--n 1,2] [--seconds-per-point S] [--memory-mib M] --out FILE.json`:
// this machine's empirical roofs (roofs_workload.h), written as ERT's roofline.json, which
// ScaleScope reads as a machine of its Roofline view.

#include <string>
#include <vector>

#include "app/probe/probe_options.h"

namespace scalescope::probe {

int roofsCommand(const ProbeArgs& args, const std::vector<std::string>& commandLine);

}  // namespace scalescope::probe
