#!/usr/bin/env bash
# Renders the hicolor PNG icons from the scalable SVG. A development-time step: the PNGs are
# committed, so building or packaging ScaleScope never needs rsvg-convert (librsvg2-bin).
# Run again after editing the SVG:   packaging/icons/render-pngs.sh
set -euo pipefail
cd "$(dirname "$0")/hicolor"
svg=scalable/apps/org.scalescope.ScaleScope.svg
for size in 16 22 24 32 48 64 128 256; do
  mkdir -p "${size}x${size}/apps"
  rsvg-convert -w "$size" -h "$size" "$svg" -o "${size}x${size}/apps/org.scalescope.ScaleScope.png"
done
echo "render-pngs: $(ls -d ./*/apps/*.png | wc -l) PNGs from $svg"
