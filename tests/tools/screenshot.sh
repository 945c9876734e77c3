#!/usr/bin/env bash
# Opens ScaleScope under a private Xvfb, waits, and saves a screenshot of the whole screen.
#   tests/tools/screenshot.sh BUILD_DIR OUT.png [seconds] [app arguments...]
set -euo pipefail
build=$1; out=$2; wait=${3:-6}; shift 3 || shift $#
xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
  "$0/app/scalescope" "${@:3}" & pid=$!
  sleep "$2"
  import -window root "$1"
  kill $pid' "$build" "$out" "$wait" "$@"
echo "screenshot: $out"
