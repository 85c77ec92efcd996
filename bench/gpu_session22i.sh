#!/bin/sh
# bench/gpu_session22i.sh BIN_DIR — one device call (2026-11-27): choice runs for structures of
# up to 8 xforms (gpu_layout.h: 4 bytes an xform instead of a 32 KB table a row) against the
# binary before: `flamebuild bench -q 1000` and three artists' flames twice each, the sheep
# edge (60 frames, 1000 temporal samples, kernels precompiled) three times each, alternating;
# then GPU conformance of the new binary.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22i.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
bench_ab "$O" "$B0/flamebuild.before" "$B0/flamebuild"
for round in 1 2 3; do
  for v in before new; do
    sheep_build "$O/$v/flamebuild" "$O/sheep-$v-$round.log" 60 500
    echo "sheep round $round $v: $(tail -1 "$O/sheep-$v-$round.log")"
  done
done
(cd "$O" && tar czf sheep.tgz sheep-*.log && rm -f sheep-*.log)
cp "$B0/imgcmp" "$B0/flam3-palettes.xml" "$O/new/"
B=$O/new XDG_CACHE_HOME="$O/xnew" gpu_conformance
rm -rf "$O/before" "$O/new" "$O/xbefore" "$O/xnew" "$O/m.png" "$O/m.txt" "$O/bench.txt"
