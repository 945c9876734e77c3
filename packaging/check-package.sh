#!/usr/bin/env bash
# Builds the Debian package in a configured build folder and checks it the way a user and a
# distribution would meet it: valid desktop entry, AppStream metainfo and MIME type; the files
# in the right places; Depends from shlibdeps plus Qt's run-time plugins and no Qt5; and the
# program unpacked from the .deb runs a batch export that finds the shipped datasets.
#   packaging/check-package.sh BUILD_DIR        (e.g. build/ci after the README test command)
# Needs: cpack, dpkg-dev (dpkg-shlibdeps), desktop-file-utils, appstream, shared-mime-info,
# libxml2-utils, xvfb (packaging/install-deps.sh installs them).
set -euo pipefail
build=$(realpath "${1:?usage: packaging/check-package.sh BUILD_DIR}")
id=org.scalescope.ScaleScope
failures=0
fail() { echo "check-package: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "check-package: ok: $*"; }

[ -f "$build/CPackConfig.cmake" ] || { echo "check-package: $build is not a configured build folder" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "check-package: building and packaging in $build"
cmake --build "$build" --target scalescope scalescope-probe scalescope_man_page
rm -f "$build"/scalescope_*.deb
(cd "$build" && cpack -G DEB >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log" >&2; exit 1; }
debs=("$build"/scalescope_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "check-package: cpack made no single .deb" >&2; exit 1; }
deb=${debs[0]}
ok "$(basename "$deb") ($(du -h "$deb" | cut -f1))"

# --- control fields
depends=$(dpkg-deb -f "$deb" Depends)
echo "check-package: Depends: $depends"
for d in $(echo "$depends" | tr ',|' '\n' | sed 's/(.*)//; s/ //g' | sort -u); do
  case $d in
    libqt5* | qt5* | *qt5-*) fail "Depends names the Qt5 package $d" ;;
  esac
done
for want in qt6-qpa-plugins libqt6svg6 fonts-dejavu-core libqt6widgets6 libqcustomplot2.1-qt6; do
  echo "$depends" | grep -Eq "(^|[ ,|])$want( |,|$)" || fail "Depends lacks $want"
done
for field in Maintainer Description Version Architecture Section; do
  [ -n "$(dpkg-deb -f "$deb" "$field")" ] || fail "control field $field is empty"
done
# Every dependency is installed here at a satisfying version: the package would install on
# the machine that built and tested the program (dpkg --dry-run does not check Depends).
satisfied() {  # "name (op version)" → installed and version matches
  local name op version installed
  read -r name op version <<<"$(echo "$1" | tr -d '()')"
  installed=$(dpkg-query -W -f='${Status} ${Version}' "$name" 2>/dev/null) || return 1
  [[ $installed == "install ok installed "* ]] || return 1
  [ -z "$op" ] || dpkg --compare-versions "${installed##* }" "$op" "$version"
}
while read -r clause; do
  found=0
  IFS='|' read -ra alternatives <<<"$clause"
  for a in "${alternatives[@]}"; do satisfied "$a" && found=1 && break; done
  [ $found -eq 1 ] || fail "dependency not satisfied on this machine: $clause"
done < <(echo "$depends" | tr ',' '\n' | sed 's/^ *//; s/ *$//')

# --- file list
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$work/files"
for f in /usr/bin/scalescope /usr/bin/scalescope-probe /usr/share/scalescope/datasets/top500.csv \
  /usr/share/scalescope/datasets/hpl_mxp.csv /usr/share/scalescope/datasets/sample_scaling.csv \
  /usr/share/scalescope/datasets/mlperf_training.csv \
  /usr/share/scalescope/presets/default.scalescope \
  /usr/share/icons/hicolor/scalable/apps/$id.svg /usr/share/applications/$id.desktop \
  /usr/share/metainfo/$id.metainfo.xml /usr/share/mime/packages/$id.xml \
  /usr/share/man/man1/scalescope.1.gz /usr/share/doc/scalescope/copyright; do
  grep -qxF "$f" "$work/files" || fail "package lacks $f"
done
for size in 16 22 24 32 48 64 128 256; do
  grep -qxF "/usr/share/icons/hicolor/${size}x${size}/apps/$id.png" "$work/files" ||
    fail "package lacks the ${size}x${size} icon"
done
grep -q "^/usr/share/scalescope/" "$work/files" && ok "file list ($(grep -vc '/$' "$work/files") files)"
if grep -v '^/usr/' "$work/files" | grep -qv '^/$'; then fail "files outside /usr"; fi

# --- metadata validators, on the files as packaged
root=$work/root
dpkg-deb -x "$deb" "$root"
# Hints pass (Education and Science are both main categories, on purpose); warnings do not.
dfv=$(desktop-file-validate "$root/usr/share/applications/$id.desktop" 2>&1) || true
if echo "$dfv" | grep -v ': hint: ' | grep -q .; then
  echo "$dfv" >&2
  fail "desktop-file-validate"
else
  ok "desktop-file-validate"
fi
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" || fail "appstreamcli validate"
xmllint --noout "$root/usr/share/mime/packages/$id.xml" || fail "MIME XML is not well-formed"
mkdir -p "$work/mime/packages"
cp "$root/usr/share/mime/packages/$id.xml" "$work/mime/packages/"
update-mime-database "$work/mime" >/dev/null 2>&1 || fail "update-mime-database rejects the MIME XML"
grep -q 'application/x-scalescope:\*\.scalescope' "$work/mime/globs2" 2>/dev/null &&
  ok "*.scalescope → application/x-scalescope" || fail "*.scalescope is not registered as application/x-scalescope"
grep -q '^application/x-scalescope application/json$' "$work/mime/subclasses" 2>/dev/null ||
  fail "application/x-scalescope is not a subclass of application/json"
zcat "$root/usr/share/man/man1/scalescope.1.gz" | LC_ALL=C.UTF-8 groff -man -ww -z 2>"$work/groff.log" &&
  [ ! -s "$work/groff.log" ] && ok "man page renders without warnings" || { cat "$work/groff.log" >&2; fail "man page"; }

# --- the unpacked program
exe=$root/usr/bin/scalescope
if ldd "$exe" | grep -q 'libQt5'; then fail "the packaged binary links Qt5"; fi
if ldd "$exe" | grep -q 'not found'; then ldd "$exe" | grep 'not found' >&2; fail "unresolved libraries"; fi
out=$work/export
if env -u SCALESCOPE_DATASETS xvfb-run -a -s "-screen 0 1280x1024x24" \
  "$exe" --export "$out" --formats png,csv 2>"$work/export.log"; then
  for f in surface.png scaling.png pim.png; do
    [ -s "$out/$f" ] && head -c 8 "$out/$f" | grep -q PNG || fail "export wrote no valid $f"
  done
  if [ -f "$out/systems.csv" ]; then
    rows=$(grep -v '^#' "$out/systems.csv" | sed 1d | wc -l)
    [ "$rows" -ge 5 ] && ok "batch export from the package: $(ls "$out" | wc -l) files, systems.csv $rows rows" ||
      fail "systems.csv has $rows rows: the packaged program did not find its datasets"
  else  # a version whose batch export writes no systems.csv yet
    ok "batch export from the package: $(ls "$out" | wc -l) files (no systems.csv to count)"
  fi
else
  cat "$work/export.log" >&2
  fail "the packaged scalescope --export failed"
fi

# --- the unpacked probe: no Qt, no VTK; one run whose results the app's reader would take
probe=$root/usr/bin/scalescope-probe
if ldd "$probe" | grep -Eq 'libQt|libvtk'; then fail "scalescope-probe links Qt or VTK"; fi
if ldd "$probe" | grep -q 'not found'; then ldd "$probe" | grep 'not found' >&2; fail "scalescope-probe: unresolved libraries"; fi
if "$probe" run amdahl --threads 2 --work-units 1000 --out "$work/probe.csv" 2>"$work/probe.log" &&
  head -1 "$work/probe.csv" | grep -q '^# scalescope-probe ' &&
  grep -q '^series,scaling,n,unit,time_s,rep,' "$work/probe.csv"; then
  ok "scalescope-probe from the package: $(grep -vc '^#' "$work/probe.csv") lines of results"
else
  cat "$work/probe.log" >&2
  fail "the packaged scalescope-probe run failed"
fi

if [ "$failures" -ne 0 ]; then
  echo "check-package: $failures check(s) failed for $deb" >&2
  exit 1
fi
echo "check-package: $deb passes all checks"
