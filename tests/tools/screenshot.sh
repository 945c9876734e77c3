#!/usr/bin/env bash
# Opens ScaleScope under a private Xvfb, waits, and saves a screenshot of the whole screen.
#   [SCREEN=1280x720] tests/tools/screenshot.sh BUILD_DIR OUT.png [seconds] [app arguments...]
# SCREEN is the screen size (default 1600x1000). The settings of a private home are used, so
# that a saved window layout of an earlier run does not change the picture.
set -euo pipefail
build=$1; out=$2; wait=${3:-6}; shift 3 || shift $#
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
HOME=$home XDG_CONFIG_HOME=$home/.config xvfb-run -a -s "-screen 0 ${SCREEN:-1600x1000}x24" bash -c '
  "$0/app/scalescope" "${@:3}" & pid=$!
  sleep "$2"
  import -window root "$1"
  kill $pid' "$build" "$out" "$wait" "$@"
echo "screenshot: $out"
