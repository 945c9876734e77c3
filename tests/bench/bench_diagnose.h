#pragma once
// Diagnostics for bench_interaction --diagnose (issue 6): what a frame costs with parts of
// the 3D scene switched off one at a time, and what composing the window costs on its own.

#include "tests/bench/bench_probe.h"

namespace scalescope::bench {

/// Prints the diagnosis to stdout; every figure is a median over `repeats` frames.
void diagnose(BenchApplication& app, int repeats, int settleMs);

}  // namespace scalescope::bench
