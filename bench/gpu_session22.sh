#!/bin/sh
# bench/gpu_session22.sh BIN_DIR — one device call (2026-11-27): where fb_iterate's time goes
# at 1080p on the bench's middle genomes. ncu (full set) of one mid-frame launch of
# final-xform, julia-swirl and linear-spherical, exported as the details page and the SASS
# source page with its per-instruction counters; then `flamebuild bench -q 1000` once.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
NCU=/usr/local/cuda/bin/ncu
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
$NCU --version | tail -1
for g in final-xform julia-swirl linear-spherical; do
  "$B/flamebuild" render "$B/bench_genomes.flame" --flame $g --backend cuda -q 1000 --size 1920x1080 \
    -o "$O/$g.png" -v 2>&1 | tail -2
  $NCU --kernel-name fb_iterate --launch-skip 4 --launch-count 1 --set full --import-source no \
    -o "$O/$g" -f "$B/flamebuild" render "$B/bench_genomes.flame" --flame $g --backend cuda -q 1000 \
    --size 1920x1080 -o "$O/$g.png" >"$O/$g.ncu.log" 2>&1
  echo "== $g: ncu rc $?"; tail -3 "$O/$g.ncu.log"
  $NCU --import "$O/$g.ncu-rep" --page details >"$O/$g.details.txt" 2>&1
  $NCU --import "$O/$g.ncu-rep" --page source --csv --print-source sass >"$O/$g.sass.csv" 2>"$O/$g.sass.err" ||
    $NCU --import "$O/$g.ncu-rep" --page source --csv >"$O/$g.sass.csv" 2>>"$O/$g.sass.err"
  $NCU --import "$O/$g.ncu-rep" --page raw --csv >"$O/$g.raw.csv" 2>&1
  wc -c "$O/$g.details.txt" "$O/$g.sass.csv" "$O/$g.raw.csv" | head -3
done
"$B/flamebuild" bench --backend cuda -q 1000 2>&1 | tail -12
rm -rf "$O/xdg" "$O"/*.png
