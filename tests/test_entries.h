#pragma once
// A TOP500 entry written inline, for tests that need one or two published rows.
#include <cstdint>
#include <string>
#include <utility>

#include "model/data/top500.h"

namespace scalescope::testing {

/// An entry of list `list` ("YYYY-MM") at rank 1; Rmax and Rpeak in TFlop/s.
inline model::Top500Entry top500Entry(std::string system, std::string site, std::string list,
                                      std::int64_t cores, double rmaxTflops, double rpeakTflops) {
  model::Top500Entry e;
  e.system = std::move(system);
  e.site = std::move(site);
  e.list = std::move(list);
  e.rank = 1;
  e.cores = cores;
  e.rmaxTflops = rmaxTflops;
  e.rpeakTflops = rpeakTflops;
  return e;
}

}  // namespace scalescope::testing
