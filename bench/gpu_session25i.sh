#!/bin/sh
# bench/gpu_session25i.sh B — the final binary: GPU conformance on every test set; realistic.sh
# against the session's start (flamebuild.head), kernels compiled, once each; bench -q 1000; and
# one cache entry of a sheep edge frame (1080p q500) brought back in parts, to measure the cache
# codec on a real GPU buffer. B holds flamebuild, flamebuild.head, imgcmp, flam3-palettes.xml.
set -u
B=$1
O=${OUT:-/tmp/o25i}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25i
. bench/gpu_lib.sh
gpu_conformance
OUT="$O/r0" KEEP_KERNELS=/tmp/k25i sh bench/realistic.sh "$PWD/$B/flamebuild" sheep studio many >/dev/null 2>&1
rm -rf "$O/r0"
for bin in flamebuild.head flamebuild; do
  OUT="$O/r" SEED_KERNELS=/tmp/k25i sh bench/realistic.sh "$PWD/$B/$bin" sheep studio many >/dev/null 2>&1
  echo "$bin: $(grep -v '^$' "$O/r/realistic.txt" | grep -v 'status' | awk '/ s /{printf "%s %s; ", $1, $2}') $(grep -c 'equal the first' "$O/r/realistic.txt") equal"
  rm -rf "$O/r"
done
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
echo "new  $(bench_medians "$B/flamebuild" -q 1000)"
rm -f "$O/bench.txt"
W=/tmp/w25i
sheep_edge "$W/p" 60 500
"$B/flamebuild" build "$W/p" --frames 30-30 >/dev/null 2>&1
e=$(find "$W/p/.flamebuild/cache" -type f -size +1M | head -1)
ls -la "$e"
split -b 15000000 -d "$e" "$O/entry.part"
ls "$O"
