#pragma once
// How long a test waits for what the event loop will deliver — a window exposed, a frame
// rendered, labels placed, a tooltip shown — before calling it lost. It is a bound for a
// hang, not a measure of speed: qWaitFor returns as soon as the thing arrives, so a fast
// machine never waits for it. The 5 s that the tests used before failed once under
// `ctest -j2`: the first frame of a new GL context compiles every shader on llvmpipe, and
// with another test busy on the second core that took longer (timing belongs in
// tests/bench, never in a pass/fail test).

namespace scalescope::testing {

inline constexpr int kEventTimeoutMs = 60000;

}  // namespace scalescope::testing
