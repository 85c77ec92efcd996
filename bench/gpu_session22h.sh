#!/bin/sh
# bench/gpu_session22h.sh BIN_DIR — one device call (2026-11-27): the host half of a GPU frame
# (xforms, choice tables, palettes, cameras of every sub-frame) in one block from the build's
# pool of page-locked buffers, against the binary before (malloc'd arrays a frame, uploaded
# from pageable memory): the sheep edge (60 frames, 1000 temporal samples, kernels
# precompiled) built three times with each, alternating, under /usr/bin/time; then
# bench/realistic.sh sheep studio many still with the new binary.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22h.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
R=tests/data/realworld
for round in 1 2 3; do
  for v in before new; do
    bin="$B/flamebuild"; [ $v = before ] && bin="$B/flamebuild.before"
    W=$(mktemp -d /tmp/s22h-w.XXXXXX)
    mkdir -p "$W/p"
    printf '[render]\nsize = 1920x1080\nquality = 500\nsupersample = 1\ntemporal_samples = 1000\n[video]\ncodec = none\n' >"$W/p/flamebuild.conf"
    {
      echo "<animation>"
      sed -n '/<flame /,/<\/flame>/p' $R/rw_02_sheep80692.flam3 | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="0" /'
      sed -n '/<flame /,/<\/flame>/p' $R/rw_04_sheep80895.flam3 | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="60" /'
      echo "</animation>"
    } >"$W/p/edge.flame"
    XDG_CACHE_HOME="$W/xdg" "$bin" kernels "$W/p" >/dev/null 2>&1
    XDG_CACHE_HOME="$W/xdg" /usr/bin/time -f "%e s wall, %U s user, %S s sys, %M KB" \
      "$bin" build "$W/p" -v >"$O/sheep-$v-$round.log" 2>&1
    echo "round $round $v: $(tail -1 "$O/sheep-$v-$round.log")"
    rm -rf "$W"
  done
done
(cd "$O" && tar czf sheep.tgz sheep-*.log && rm -f sheep-*.log)
OUT="$O" sh bench/realistic.sh "$PWD/$B/flamebuild" sheep studio many still 2>&1 | tail -16
