#!/bin/sh
# bench/additive.sh — quality as an additive target: the top-up (issue 16, item 1).
#
#   Measures  wall time and samples drawn of a clean build at QLOW, of raising that project's
#             quality to QHIGH (the cache tops the buffers up) and of a clean build at QHIGH,
#             and whether the topped-up frames are the clean build's bytes (on the CPU; a
#             GPU's float atomics add in any order, so there the frames are only alike).
#             Project: a 640x360 still and a 12-frame animation of 2 temporal samples a frame
#   Machine   the development machine (2 cores, CPU backend); BACKEND=cuda on the GPU machine
#   Command   sh bench/additive.sh [QLOW] [QHIGH]   (repository root, after `make flamebuild`;
#             defaults 100 and 400; FLAMEBUILD=path the binary, SIZE=WxH, BACKEND=cpu|cuda|auto)
#   Runs      about 100 s at the defaults on the development machine
#   Output    four lines on stdout (each build's seconds and samples, then "outputs:
#             byte-identical" or not); exit 1 if the CPU's outputs differ; projects in $TMP
#   Figures   bench/BENCHMARKS.md, "Builds, re-finishes and top-ups"
set -e
QLOW=${1:-100}
QHIGH=${2:-400}
FB=${FLAMEBUILD:-./flamebuild}
RESULTS=/dev/null
KEEP_TMP=1 # (what it leaves in $TMP is for a look afterwards: tests/lib.sh prints where)
. tests/lib.sh
A=$TMP/additive_raise
B=$TMP/additive_clean
rm -rf "$A" "$B"; mkdir -p "$A" "$B"
conf() { printf '[render]\nsize = %s\nquality = %s\nbackend = %s\n[video]\ncodec = none\n' "${SIZE:-640x360}" "$2" "${BACKEND:-auto}" >"$1/flamebuild.conf"; }
still "$A/still.flame" 0.7
animation "$A/anim.flame" 0 12
cp "$A"/*.flame "$B/"
timed_build() { # DIR: prints seconds and samples_iterated
  t0=$(date +%s.%N)
  "$FB" build "$1" --json >"$TMP/additive.json" 2>/dev/null
  t1=$(date +%s.%N)
  s=$(sed -n 's/.*"samples_iterated": \([0-9]*\).*/\1/p' "$TMP/additive.json")
  echo "$(awk "BEGIN{print $t1 - $t0}") $s"
}
conf "$A" "$QLOW"
set -- $(timed_build "$A"); echo "quality $QLOW, clean:        $1 s, $2 samples"
conf "$A" "$QHIGH"
set -- $(timed_build "$A"); echo "raised to $QHIGH (top-up):   $1 s, $2 samples"
conf "$B" "$QHIGH"
set -- $(timed_build "$B"); echo "quality $QHIGH, clean:        $1 s, $2 samples"
if diff -r "$A/out" "$B/out" >/dev/null; then echo "outputs: byte-identical"
elif [ "${BACKEND:-auto}" = cpu ]; then echo "outputs: DIFFER"; exit 1
else echo "outputs: not byte-identical (a GPU's float sums)"; fi
