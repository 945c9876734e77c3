#!/usr/bin/env bash
# Installs the Debian 12 packages ScaleScope needs to build, test and run.
# Idempotent: asks dpkg first and installs only what is missing, so a warm machine
# spends no time here. Must run as root (or through sudo).
#   packaging/install-deps.sh          build + run + tests
#   packaging/install-deps.sh --app    build + run only
set -euo pipefail

build=(build-essential cmake ninja-build pkg-config
       qt6-base-dev libqt6opengl6-dev qt6-svg-dev libqt6svg6
       libqcustomplot-dev libqcustomplot2.1-qt6
       libvtk9-dev libeigen3-dev
       libopenmpi-dev openmpi-bin  # scalescope-probe's MPI backend (libvtk9-dev pulls them too)
       qt6-l10n-tools qt6-tools-dev  # lupdate, lrelease and their CMake package (LinguistTools)
       gettext  # msggrep, msgfmt: scalescope-probe's message catalogues (app/CMakeLists.txt)
       # The class session: its server (Debian 12's Qt HTTP Server package needs WebSockets'
       # CMake files but does not depend on them) and the QR code.
       qt6-httpserver-dev qt6-websockets-dev libqrencode-dev
       xvfb xauth)
# Qt loads these at run time (platform plugin, fonts); the app is unusable without them.
runtime=(qt6-qpa-plugins fonts-dejavu-core)
# Qt's own strings in the user's language (qtbase_de.qm …: dialog buttons, context menus).
runtime+=(qt6-translations-l10n)
# Han characters for Chinese text (the window, the 3D labels, PDFs). fonts-noto-cjk is not
# what ScaleScope uses but what many desktops have: the tests check Han text in PDFs with it
# installed too (app/cli/startup.cpp).
runtime+=(fonts-wqy-microhei fonts-noto-cjk)
tests=(clang-format poppler-utils libxml2-utils openbox  # openbox: presenter-stage test
       chromium  # the class session's student page in a real browser (test_class_browser)
       libbenchmark-dev python3-matplotlib python3-numpy)  # the last three: tests/bench

# packaging/check-package.sh: dpkg-shlibdeps (cpack's Depends), metadata validators, man check.
tests+=(dpkg-dev desktop-file-utils appstream shared-mime-info groff-base)
# .ci/fuzz.sh: clang builds the libFuzzer harnesses; its fuzzer/sanitizer runtimes are here.
tests+=(clang libclang-rt-14-dev)
# tests/tools/coverage.sh: gcovr turns gcc's .gcda files into the line-coverage figure.
tests+=(gcovr)
# The linker of the test builds when installed (SCALESCOPE_MOLD, CMakeLists.txt): a test
# program links in 0.2 s instead of 1.5 s with GNU ld, and CI links some 200 of them.
tests+=(mold)

want=("${build[@]}" "${runtime[@]}")
[ "${1:-}" = "--app" ] || want+=("${tests[@]}")

missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#want[@]} packages already installed"
  exit 0
fi

echo "install-deps: installing ${#missing[@]} missing packages: ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
