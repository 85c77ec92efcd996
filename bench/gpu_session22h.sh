#!/bin/sh
# bench/gpu_session22h.sh BIN_DIR — one device call (2026-11-27): the host half of a GPU frame
# (xforms, choice tables, palettes, cameras of every sub-frame) in one block from the build's
# pool of page-locked buffers, against the binary before (malloc'd arrays a frame, uploaded
# from pageable memory): the sheep edge (60 frames, 1000 temporal samples, kernels
# precompiled) built three times with each, alternating, under /usr/bin/time; then
# bench/realistic.sh sheep studio many still with the new binary.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22h.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
for round in 1 2 3; do
  for v in before new; do
    bin="$B/flamebuild"; [ $v = before ] && bin="$B/flamebuild.before"
    sheep_build "$bin" "$O/sheep-$v-$round.log" 60 500
    echo "round $round $v: $(tail -1 "$O/sheep-$v-$round.log")"
  done
done
(cd "$O" && tar czf sheep.tgz sheep-*.log && rm -f sheep-*.log)
OUT="$O" sh bench/realistic.sh "$PWD/$B/flamebuild" sheep studio many still 2>&1 | tail -16
