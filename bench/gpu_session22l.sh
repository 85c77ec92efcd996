#!/bin/sh
# bench/gpu_session22l.sh BIN_DIR — one device call (2026-11-27): quality = auto ladder steps that
# bring back only the count channel (gpu_options.counts, the whole buffer once at the end:
# gpu_resident_download) against the binary before (the whole double buffer every step): an
# Electric Sheep edge (1080p, 1000 temporal samples, quality = auto, 30 frames, kernels
# precompiled) built twice with each, alternating; then 4 frames with FLAMEBUILD_DETERMINISTIC=1
# by each, which must be the same bytes.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22l.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
R=tests/data/realworld
project() { # project DIR FRAMES
  mkdir -p "$1"
  printf '[render]\nsize = 1920x1080\nquality = auto\nsupersample = 1\ntemporal_samples = 1000\n[video]\ncodec = none\n' >"$1/flamebuild.conf"
  {
    echo "<animation>"
    sed -n '/<flame /,/<\/flame>/p' $R/rw_02_sheep80692.flam3 | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="0" /'
    sed -n '/<flame /,/<\/flame>/p' $R/rw_04_sheep80895.flam3 | sed "1s/ time=\"[^\"]*\"//; 1s/<flame /<flame time=\"$2\" /"
    echo "</animation>"
  } >"$1/edge.flame"
}
for round in 1 2; do
  for v in before new; do
    W=$(mktemp -d /tmp/s22l-w.XXXXXX)
    project "$W/p" 30
    XDG_CACHE_HOME="$W/xdg" "$B/flamebuild.$v" kernels "$W/p" >/dev/null 2>&1 || XDG_CACHE_HOME="$W/xdg" "$B/flamebuild" kernels "$W/p" >/dev/null 2>&1
    XDG_CACHE_HOME="$W/xdg" /usr/bin/time -f "%e s wall, %U s user, %S s sys" \
      "$B/flamebuild.$v" build "$W/p" -v >"$O/auto-$v-$round.log" 2>&1
    echo "round $round $v: $(tail -1 "$O/auto-$v-$round.log")  $(grep '^built:' "$O/auto-$v-$round.log" | tail -1)"
    rm -rf "$W"
  done
done
for v in before new; do
  W=$(mktemp -d /tmp/s22l-w.XXXXXX)
  project "$W/p" 4
  XDG_CACHE_HOME="$W/xdg" FLAMEBUILD_DETERMINISTIC=1 "$B/flamebuild.$v" build "$W/p" >/dev/null 2>&1
  (cd "$W/p/out" && find . -name '*.png' ! -name '*.sheet.png' | sort | xargs md5sum) >"$O/det-$v.txt"
  rm -rf "$W"
done
echo "deterministic auto frames: $(wc -l <"$O/det-new.txt") new, $(cmp -s "$O/det-before.txt" "$O/det-new.txt" && echo 'the same bytes as before' || echo DIFFERENT)"
(cd "$O" && tar czf auto.tgz auto-*.log && rm -f auto-*.log)
