#pragma once
// The measurements of bench_interaction beyond slider steps (issue 15): camera rotation by a
// mouse drag, the full-detail frame after a drag and the next drag's first step, and a
// synthetic TOP500 history of many systems (loading it, and picking one under the mouse).

#include <QString>
#include <vector>

#include "tests/bench/bench_probe.h"

namespace scalescope::app {
class Document;
}

namespace scalescope::bench {

/// Wall and CPU milliseconds of a series of measured events.
struct Series {
  std::vector<double> wallMs, cpuMs;
  void add(double wall, double cpu) {
    wallMs.push_back(wall);
    cpuMs.push_back(cpu);
  }
};

/// Camera frames, and the VTK render (paintGL) inside each.
struct Frames : Series {
  Series paintGl;
};

/// One slider step as a slider does it (Document::set), timed until the window settled.
/// Returns false when the value was refused.
bool measureStep(BenchApplication& app, app::Document& document, const char* id, double value,
                 int settleMs, double* wallMs, double* cpuMs);

/// A left-button drag across the 3D view: one mouse move per frame, each timed from the
/// event to the end of the frame it caused. The first `warmup` moves are not counted.
Frames rotateCamera(BenchApplication& app, int moves, int warmup, int settleMs);

/// `drags` camera drags of five mouse moves (drawn with the draft surface), each followed by
/// the pause in which the full-detail frame comes: that frame's cost (the window frame that
/// drew it), then the first slider step after it; `otherSteps` are the drags' moves.
struct AfterDrag {
  Series fullFrame, firstStep, otherSteps;
  std::vector<int> fullFrameCounts;  ///< 3D frames in each full-detail measurement (1)
};
AfterDrag afterDrags(BenchApplication& app, app::Document& document, int drags, int settleMs);

/// Writes a TOP500-style CSV of `entries` rows: editions 1993-06 … twice a year, 500 ranks
/// each, machines that stay listed for several editions (so that they form generation
/// paths), deterministic. Returns "" or an error.
QString writeSyntheticTop500(const QString& path, int entries);

/// Times SurfaceView::systemAt over a grid of positions across the 3D view; `hits` counts
/// the positions that found a system.
Series pickTimes(views::SurfaceView* view, int samplesPerSide, int* hits);

}  // namespace scalescope::bench
