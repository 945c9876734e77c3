#!/usr/bin/env bash
# Writes new baseline images after an intended change of a figure: builds the program and
# test_figure_baselines in BUILD_DIR (default build/ci), exports every scenario of
# scenarios.txt exactly as the test does, copies the PNGs over tests/baselines/<scenario>/
# and checks them. Look at `git diff --stat tests/baselines` and at the new images before
# committing them.
#
#   tests/baselines/regenerate.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build/ci}
cmake --build "$build" --target scalescope test_figure_baselines
run=("$build/tests/app/test_figure_baselines")
# Under the X server of the caller if there is one, else a private Xvfb (VTK needs GLX).
if [ -z "${DISPLAY:-}" ]; then run=(xvfb-run -a -s "-screen 0 1280x1024x24" "${run[@]}"); fi
SCALESCOPE_REGENERATE_BASELINES=1 QT_QPA_PLATFORM=xcb "${run[@]}"
git status --short tests/baselines
