#!/usr/bin/env bash
# Fuzzing stage of CI (issue 8): builds the libFuzzer harnesses of tests/fuzz with clang
# (model only, ASan + UBSan + coverage) and runs each for a bounded time, starting from the
# seed corpus in tests/fuzz/corpus/<target>. Fails on any crash, broken check, leak, input
# slower than 10 s or process above 2 GB; the input that did it is kept and its path printed.
#
#   .ci/fuzz.sh [SECONDS]       seconds per harness (default 60, or $FUZZ_SECONDS)
#
# The readers of other tools' output (fuzz_extrap_text, ..., one per format) get a third of
# SECONDS each ($FUZZ_FORMAT_SECONDS overrides): small grammars, so that the stage stays near
# 7 minutes at the default and CI well under its 45. The lesson reader gets half of
# SECONDS and also replays the built-in lessons (resources/lessons) as seeds; the class
# session's API (fuzz_room_api) gets half of SECONDS too.
#
# Environment: SCALESCOPE_FUZZ_BUILD overrides the build directory (default build/fuzz).
# A crash found here becomes a regression test: add the input to the target's seed corpus
# (then every later run replays it first) or to a model test, and fix the bug.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
say() { printf '=== fuzz: %s (%ds)\n' "$*" $(($(date +%s) - t0)); }

seconds=${1:-${FUZZ_SECONDS:-60}}
format_seconds=${FUZZ_FORMAT_SECONDS:-$((seconds / 3 > 0 ? seconds / 3 : 1))}
build=${SCALESCOPE_FUZZ_BUILD:-build/fuzz}
# One harness per reader of the format registry but ScaleScope's own tables (fuzz_csv reads
# those): the list SCALESCOPE_FUZZED_FORMATS of tests/fuzz/CMakeLists.txt, which
# test_format_registry checks against the registry.
read -r -a formats <<<"$(sed -n '/^set(SCALESCOPE_FUZZED_FORMATS/,/)/{s/set(SCALESCOPE_FUZZED_FORMATS//;s/)//;p}' \
  tests/fuzz/CMakeLists.txt | tr '\n' ' ')"
targets=(csv scenario set samples lesson lesson_text lecture figure_size room_api paper_answers "${formats[@]}")
# Seeds besides corpus/<target>: the lesson reader starts from the built-in lessons themselves.
declare -A more_seeds=([lesson]=resources/lessons)
# The lesson reader gets half the time: its seeds are few and well formed (CI stays short).
# --size is one short line, a lecture a short list and a lesson's text in another language
# text only: a sixth is plenty.
declare -A time_of=([lesson]=$(( (seconds + 1) / 2 )) [room_api]=$(( (seconds + 1) / 2 )) [figure_size]=$(( (seconds + 5) / 6 )) [paper_answers]=$(( (seconds + 5) / 6 )) [lecture]=$(( (seconds + 5) / 6 )) [lesson_text]=$(( (seconds + 5) / 6 )))

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
say "configure $build (clang)"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}" \
  -DSCALESCOPE_FUZZ=ON -DSCALESCOPE_MODEL_ONLY=ON >/dev/null
say "build"
cmake --build "$build" -j "$(nproc)" --target "${targets[@]/#/fuzz_}"

export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
# What a failed harness leaves for the person reading CI's output (printed last, where a
# shortened log still shows it): each input kept, as base64 so that it can be saved and
# replayed, and whether it fails again when replayed alone (if not, the failure depended on
# more than the input: memory, time, the machine).
explain_failure() {
  local t=$1 work=$build/fuzz-work/$1 a
  grep -E 'ERROR: |SUMMARY: |runtime error|fuzz_[a-z_]+: |^    #[0-9]+ 0x' "$work/log" | head -n 40
  for a in "$work"/artifacts/*; do
    [ -f "$a" ] || continue
    echo "fuzz_$t: input $(basename "$a"), $(stat -c %s "$a") bytes, as base64 (first 4096 bytes):"
    head -c 4096 "$a" | base64 -w 100
    if "$build/tests/fuzz/fuzz_$t" "$a" >"$work/again.log" 2>&1; then
      echo "fuzz_$t: replayed alone, this input passes"
    else
      echo "fuzz_$t: replayed alone, this input fails again:"
      grep -E 'ERROR: |SUMMARY: |runtime error|fuzz_[a-z_]+: ' "$work/again.log" | head -n 10
    fi
  done
}

# One harness: its seeds replayed, then fuzzing for its budget. Everything it prints goes to
# $work/out.log, and a failure to $work/failed.
run_one() {
  local t=$1 work=$build/fuzz-work/$1
  # The seeds are regression tests too: replay each once, so that an input that once crashed
  # fails by name before any fuzzing.
  local seeds=(tests/fuzz/corpus/"$t")
  [ -n "${more_seeds[$t]:-}" ] && seeds+=("${more_seeds[$t]}")
  say "fuzz_$t: replay $(find "${seeds[@]}" -type f | wc -l) seeds"
  if ! "$build/tests/fuzz/fuzz_$t" $(find "${seeds[@]}" -type f) >"$work/replay.log" 2>&1; then
    grep -E '^Running: |runtime error|ERROR|fuzz_[a-z]+: ' "$work/replay.log" | tail -n 20
    echo "fuzz_$t: seed $(grep '^Running: ' "$work/replay.log" | tail -n 1 | cut -d' ' -f2)" \
      >"$work/failed"
    return
  fi
  local budget=${time_of[$t]:-$seconds}
  [[ " ${formats[*]} " == *" $t "* ]] && budget=$format_seconds
  say "fuzz_$t for ${budget}s"
  # A dictionary, where there is one, holds words the fuzzer cannot learn from comparisons
  # (column names are matched ignoring case, character by character); the format readers
  # share one of their keywords and field names.
  local dict=()
  [ -f "tests/fuzz/$t.dict" ] && dict=(-dict="tests/fuzz/$t.dict")
  [[ ${#dict[@]} -eq 0 && " ${formats[*]} " == *" $t "* ]] && dict=(-dict=tests/fuzz/formats.dict)
  # New inputs go to $work/new (first directory); the seeds in git are only read.
  if ! "$build/tests/fuzz/fuzz_$t" "$work/new" "${seeds[@]}" "${dict[@]}" \
    -max_total_time="$budget" -rss_limit_mb=2048 -timeout=10 -detect_leaks=1 \
    -print_final_stats=1 -artifact_prefix="$work/artifacts/" >"$work/log" 2>&1; then
    tail -n 60 "$work/log"
    echo "fuzz_$t: $(ls "$work"/artifacts/* 2>/dev/null | tr '\n' ' ')" >"$work/failed"
    explain_failure "$t" >"$work/diagnosis"
  else
    grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$work/log" || true
    echo "corpus: $(ls "$work/new" | wc -l) new inputs"
  fi
}

# The harnesses are single processes: as many run at once as there are cores, and each one's
# report is printed whole, in order, when it ends.
jobs_max=$(nproc)
for t in "${targets[@]}"; do
  work=$build/fuzz-work/$t
  rm -rf "$work" && mkdir -p "$work/new" "$work/artifacts"
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
  run_one "$t" >"$work/out.log" 2>&1 &
done
wait
failed=()
for t in "${targets[@]}"; do
  work=$build/fuzz-work/$t
  cat "$work/out.log"
  [ -f "$work/failed" ] && failed+=("$(cat "$work/failed")")
done

if [ ${#failed[@]} -gt 0 ]; then
  for t in "${targets[@]}"; do
    [ -f "$build/fuzz-work/$t/diagnosis" ] && cat "$build/fuzz-work/$t/diagnosis"
  done
  printf 'FAILED %s\n' "${failed[@]}"
  exit 1
fi
say "done: no crash, leak or timeout"
