#!/usr/bin/env bash
# Line coverage of the project's code by the whole test suite: builds the "coverage" preset
# (gcc --coverage, Debug), runs every test under Xvfb, and prints the figure gcovr computes
# for model/, views/ and app/ (tests, benchmarks and generated files left out). No
# threshold: the number is for README.md's testing section, not a gate.
#
#   tests/tools/coverage.sh            configure, build, test, report
#   tests/tools/coverage.sh --report   only the report, from the last run's .gcda files
# Writes build/coverage/coverage.txt (per file) and coverage.html (browsable).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=build/coverage
if [ "${1:-}" != "--report" ]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  cmake --preset coverage "${launcher[@]}" >/dev/null
  cmake --build --preset coverage
  find "$build" -name '*.gcda' -delete  # counts of this run only
  # A failing test still counts its lines; ctest's status is reported, not fatal.
  status=0
  xvfb-run -a -s "-screen 0 1280x1024x24" ctest --preset coverage -j2 || status=$?
  [ $status -eq 0 ] || echo "coverage: some tests failed (ctest exit $status); the figure is still printed"
fi
filters=(--root . --filter 'model/' --filter 'views/' --filter 'app/' --exclude '.*_autogen/.*')
gcovr "${filters[@]}" --txt "$build/coverage.txt" --html-details "$build/coverage.html" \
  --print-summary "$build" | tail -3
