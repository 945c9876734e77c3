#!/bin/sh
# Runs one test on an X server of its own, with settings and data folders of its own:
#
#   own_display.sh TEST [ARGS...]
#
# ctest runs every xvfb-labelled test through this script (tests/CMakeLists.txt). Tests that
# used to share one X server had to run one at a time (its pointer, focus and tooltips are
# shared), and the walk of the presenter stage alone held that server for two and a half
# minutes; with a server each, two of them run side by side on two cores. Their QSettings,
# autosave snapshots and lesson progress go to a fresh XDG_CONFIG_HOME and XDG_DATA_HOME,
# so two windows at once cannot see each other's state (nor the user's).
#
# The server listens on no TCP port and no abstract socket (its Unix socket in /tmp/.X11-unix
# only); -displayfd lets Xvfb take the first free display number itself, so two runs started
# at the same moment cannot pick the same one. It is stopped when the test ends, also when
# the test fails or this script is interrupted. An LD_PRELOAD meant for the test (the
# sanitizer stage's) is not passed to the server. SCREEN=WxH sets its size (1280x1024).
set -eu
[ $# -ge 1 ] || { echo "usage: own_display.sh TEST [ARGS...]" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/scalescope-test.XXXXXX")
xpid=
cleanup() {
  if [ -n "$xpid" ]; then
    kill "$xpid" 2>/dev/null || true
    wait "$xpid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

env -u LD_PRELOAD Xvfb -displayfd 3 -screen 0 "${SCREEN:-1280x1024}x24" -nolisten tcp \
  -nolisten unix-abstract 3>"$work/display" 2>"$work/xvfb.log" &
xpid=$!
# Xvfb writes the display number once it accepts connections.
i=0
while ! grep -q '^[0-9]' "$work/display" 2>/dev/null; do
  if ! kill -0 "$xpid" 2>/dev/null || [ $i -ge 200 ]; then
    echo "own_display.sh: Xvfb did not start:" >&2
    cat "$work/xvfb.log" >&2
    exit 1
  fi
  i=$((i + 1))
  sleep 0.05
done
DISPLAY=:$(head -n 1 "$work/display")
mkdir -p "$work/config" "$work/data"
XDG_CONFIG_HOME=$work/config
XDG_DATA_HOME=$work/data
export DISPLAY XDG_CONFIG_HOME XDG_DATA_HOME

status=0
"$@" || status=$?
exit $status
