#!/usr/bin/env bash
# ScaleScope against the numpy + matplotlib peer (issue 6), in one go:
#   1. slider steps: bench_interaction (the real window under Xvfb) and peer_matplotlib.py
#      (both of its modes) at the same grid and the same parameter moves; ratio of medians;
#   2. batch export of every figure in every format: `scalescope --export DIR --formats
#      png,pdf,svg,csv` against the peer script writing the same files; ratio of medians.
# Figures, not a test: it never fails on slow numbers. The machine is printed with them.
#
#   tests/bench/run_comparison.sh BUILD_DIR [GRID=128] [STEPS=100] [EXPORT_RUNS=3]
set -euo pipefail

build=$(cd "${1:?usage: run_comparison.sh BUILD_DIR [GRID] [STEPS] [EXPORT_RUNS]}" && pwd)
grid=${2:-128}
steps=${3:-100}
runs=${4:-3}
here=$(cd "$(dirname "$0")" && pwd)

# One X server for everything, so that no timing includes starting one.
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi

# The peer needs numpy and matplotlib: Debian's python3-matplotlib lives in /usr/bin/python3,
# which a pyenv or venv python3 earlier on PATH may not see.
py=""
for candidate in python3 /usr/bin/python3; do
  if "$candidate" -c "import matplotlib, numpy" 2>/dev/null; then
    py=$candidate
    break
  fi
done
[ -n "$py" ] || { echo "run_comparison: no python3 with numpy and matplotlib (apt install python3-matplotlib)" >&2; exit 2; }

out=$(mktemp -d /tmp/scalescope-bench.XXXXXX)
trap 'rm -rf "$out"' EXIT

echo "machine: nproc=$(nproc) cpu=\"$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')\" loadavg=\"$(cut -d' ' -f1-3 /proc/loadavg)\""
echo

last() { tail -n 1 "$1"; }
field() { sed -n "s/.*$2=\([0-9.]*\).*/\1/p" <<<"$1"; }
cpu_median() { sed -n 's/.*process CPU per step.*median \([0-9.]*\) ms.*/\1/p' "$1"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }

echo "== slider steps, grid ${grid}x${grid}, ${steps} steps =="
"$build/tests/bench/bench_interaction" --grid "$grid" --steps "$steps" 2>/dev/null | tee "$out/ours.txt"
echo
"$py" "$here/peer_matplotlib.py" --grid "$grid" --steps "$steps" --mode clear | tee "$out/peer_clear.txt"
echo
"$py" "$here/peer_matplotlib.py" --grid "$grid" --steps "$steps" --mode inplace | tee "$out/peer_inplace.txt"
ours=$(last "$out/ours.txt")
clear=$(last "$out/peer_clear.txt")
inplace=$(last "$out/peer_inplace.txt")

# Batch export: the median wall time of `runs` runs of each, fresh output folder each time.
time_runs() {
  local times=()
  for ((i = 0; i < runs; i++)); do
    rm -rf "$out/export"
    local t0 t1
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    t1=$(date +%s.%N)
    times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
echo
echo "== batch export, png,pdf,svg,csv, median of $runs runs =="
ours_export=$(time_runs "$build/app/scalescope" --export "$out/export" --formats png,pdf,svg,csv)
ours_files=$(ls "$out/export" | wc -l)
peer_export=$(time_runs "$py" "$here/peer_matplotlib.py" --export "$out/export" --grid 128 --formats png,pdf,svg,csv)
peer_files=$(ls "$out/export" | wc -l)
echo "scalescope --export: ${ours_export} s for ${ours_files} files"
echo "peer --export:       ${peer_export} s for ${peer_files} files"

echo
echo "== summary =="
echo "ours:           $ours"
echo "peer (clear):   $clear"
echo "peer (inplace): $inplace"
echo "step ratio (peer median / our median): clear $(ratio "$(field "$clear" median_ms)" "$(field "$ours" median_ms)")x, inplace $(ratio "$(field "$inplace" median_ms)" "$(field "$ours" median_ms)")x"
echo "CPU per step ratio (all threads; less sensitive to other load): clear $(ratio "$(cpu_median "$out/peer_clear.txt")" "$(cpu_median "$out/ours.txt")")x, inplace $(ratio "$(cpu_median "$out/peer_inplace.txt")" "$(cpu_median "$out/ours.txt")")x"
echo "p95 ratio: clear $(ratio "$(field "$clear" p95_ms)" "$(field "$ours" p95_ms)")x, inplace $(ratio "$(field "$inplace" p95_ms)" "$(field "$ours" p95_ms)")x"
echo "export ratio (peer / ours): $(ratio "$peer_export" "$ours_export")x"
