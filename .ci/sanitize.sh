#!/usr/bin/env bash
# Sanitizer stage of CI (issue 8): builds the test executables of the chosen ctest labels
# with the "asan" preset (AddressSanitizer everywhere, LeakSanitizer is part of it on Linux;
# UndefinedBehaviorSanitizer on the model and its tests, see CMakeLists.txt) and runs them. Any
# memory error, undefined behaviour or leak fails it;
# tests/sanitizers/lsan.supp silences known leaks of third-party libraries only.
#
#   .ci/sanitize.sh             model, app and views tests that need no display (offscreen)
#   .ci/sanitize.sh --xvfb      also the xvfb-labelled ones (VTK, main window, batch), under Xvfb
#
# Environment: SCALESCOPE_ASAN_BUILD overrides the build directory (default: the preset's
# build/asan). Only the test targets (and the program the batch test runs) are built.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
t0=$(date +%s)
say() { printf '=== sanitize: %s (%ds)\n' "$*" $(($(date +%s) - t0)); }

xvfb=0
[ "${1:-}" = "--xvfb" ] && xvfb=1
# Without --xvfb, tests labelled xvfb (they open X windows) are left out: offscreen only.
select=(-LE xvfb)
[ $xvfb -eq 1 ] && select=()
build=${SCALESCOPE_ASAN_BUILD:-build/asan}

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
say "configure $build"
# -O1 -g1 (line tables only) instead of the preset's -O2 -g: compiles ~45 % faster, and the
# sanitizers' stack traces keep file and line.
cmake --preset asan -B "$build" -DSCALESCOPE_MODEL_ONLY=OFF "${launcher[@]}" \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" >/dev/null

# Tests registered with scalescope_add_test are named like their executable target. Others
# (packaging checks run through cmake -P) test files, not memory: the Release stage runs them.
mapfile -t names < <(ctest --test-dir "$build" -N "${select[@]}" |
  sed -n 's/^ *Test *#[0-9]*: *\([A-Za-z0-9_]*\)$/\1/p')
mapfile -t phony < <(ninja -C "$build" -t targets all | sed -n 's/^\([A-Za-z0-9_]*\): phony$/\1/p')
targets=()
for n in "${names[@]}"; do
  printf '%s\n' "${phony[@]}" | grep -qx "$n" && targets+=("$n")
done
[ ${#targets[@]} -gt 0 ] || { echo "sanitize: no tests selected"; exit 1; }
only="^($(IFS='|'; echo "${targets[*]}"))\$"
say "build ${#targets[@]} test targets (of ${#names[@]} tests with these labels)"
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}"

# Preloaded (before libasan, which needs verify_asan_link_order=0): libraries stay loaded
# until exit so that LSan sees what they still point to and can name them in stacks; and
# the exit waits for Qt Test's watchdog thread to release its data before LSan looks (see
# the files).
preload=
for lib in keep_libraries_loaded await_test_watchdog; do
  so=$(cd "$build" && pwd)/$lib.so
  cc -shared -fPIC -O2 -o "$so" "tests/sanitizers/$lib.c"
  preload="$preload${preload:+ }$so"
done

# halt_on_error: the first report fails the test (no noise after it). detect_leaks: LSan at
# exit. The suppression file is read relative to the tests' working directory, so pass it
# as an absolute path.
# intercept_tls_get_addr=0: the runtime of GCC <= 13 (Debian 12 has 12) takes a dynamic TLS
# block whose address is 16 bytes past a page boundary for a glibc-2.19 header and reads the
# words before it as a range; since glibc 2.25 there is no such header, so now and then the
# leak check's tracer dies on a wild range ("Tracer caught signal 11") after a test passed.
# Seen once in test_readme_claims; google/sanitizers#1322 describes the misdetection.
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:verify_asan_link_order=0:intercept_tls_get_addr=0
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
# The presenter-stage test walks every lesson on three screens and in two more languages in
# Release; one screen in English here (the same code paths; about three minutes instead of
# twelve under ASan; the lesson translations are read under ASan by test_lesson_cli).
export SCALESCOPE_STAGE_SCREENS=1280x720
export SCALESCOPE_STAGE_LANGUAGES=
export LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0
say "run"
# LD_PRELOAD is set inside xvfb-run so that the X server itself does not get it (the tests
# that open windows run on servers of their own, which tests/tools/own_display.sh starts
# without it).
run=(env LD_PRELOAD="$preload" ctest --test-dir "$build" "${select[@]}" -R "$only"
  --output-on-failure --timeout 900 -j "$(nproc)")
if [ $xvfb -eq 1 ]; then
  xvfb-run -a -s "-screen 0 1280x1024x24" "${run[@]}"
else
  "${run[@]}"
fi
say "done"
