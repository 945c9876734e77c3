#!/usr/bin/env bash
# CI's Slurm stage: the cluster path as a cluster user meets it, on a real one-node Slurm
# (tests/tools/one_node_slurm.sh: munged, slurmctld, slurmd on loopback, stopped at the end,
# also on failure). With the probe and the app of BUILD (default build/ci):
# 1. an impossible sweep (two nodes on a one-node partition) is refused before anything is
#    queued; 2. a sweep written by `scalescope-probe cluster-script` is submitted with
#    `bash submit.sh --wait` exactly as generated (Slurm keeps its default MpiDefault=none);
# 3. `scalescope --fit` reads sweep.csv and gives back the workload's serial fraction within
#    0.05, or sweep.csv carries the control's warning that this machine did not deliver its
#    parallel speed-up (never a silently wrong serial fraction).
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(realpath "${1:-build/ci}")
probe=$build/app/scalescope-probe
app=$build/app/scalescope
step() { printf '=== slurm: %s\n' "$*"; }
fail() { echo "slurm stage FAILED: $*" >&2; exit 1; }

missing=()
for pkg in slurmctld slurmd slurm-client munge; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  step "installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi

work=$(mktemp -d /tmp/scalescope-slurm.XXXXXX)
cleanup() {
  tests/tools/one_node_slurm.sh stop "$work/slurm" || true
  [ -n "${KEEP_SLURM_WORK:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
step "start a one-node Slurm"
tests/tools/one_node_slurm.sh start "$work/slurm"
export SLURM_CONF=$work/slurm/slurm.conf

step "an impossible sweep is refused before anything is queued"
"$probe" cluster-script amdahl --nodes 1,2 --probe "$probe" --out "$work/too-big"
if bash "$work/too-big/submit.sh" 2>"$work/refused.txt"; then fail "submit.sh accepted 2 nodes"; fi
cat "$work/refused.txt"
grep -q "node counts 1 2: the partition (the default) allows 1 node(s) per job" "$work/refused.txt" ||
  fail "submit.sh did not name the partition's limit"
[ -z "$(squeue -h)" ] || fail "jobs were queued: $(squeue -h)"

step "the sweep as generated: amdahl S = 0.2, one node, 1 and 2 ranks, 3 repetitions"
"$probe" cluster-script amdahl --serial-fraction 0.2 --work-s 0.4 --nodes 1 \
  --ranks-per-node 1,2 --reps 3 --time 5 --probe "$probe" --out "$work/sweep"
timeout 300 bash "$work/sweep/submit.sh" --wait || fail "the sweep did not finish"
[ "$(grep -vc '^#' "$work/sweep/sweep.csv")" -eq 7 ] || fail "sweep.csv: expected 6 runs"

step "the app fits it"
QT_QPA_PLATFORM=offscreen "$app" --fit "$work/sweep/sweep.csv" --law amdahl >"$work/fit.json"
grep '^# \(control\|warning\|gathered\)' "$work/sweep/sweep.csv"
python3 - "$work/fit.json" "$work/sweep/sweep.csv" <<'PY'
import json, sys
fit = json.load(open(sys.argv[1]))
flagged = any(line.startswith("# warning:") for line in open(sys.argv[2]))
serial = 1 - fit["parameters"]["alpha"]
print(f"fitted serial fraction {serial:.4f} (workload 0.2), r2 {fit['r2']:.5f}, "
      f"{fit['n_points']} runs, {'flagged' if flagged else 'not flagged'} by the control")
if fit["n_points"] != 6:
    sys.exit("slurm stage FAILED: expected 6 runs in the fit")
if abs(serial - 0.2) > 0.05 and not flagged:
    sys.exit("slurm stage FAILED: a wrong serial fraction and no warning")
PY
step "done"
