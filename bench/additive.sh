#!/bin/sh
# bench/additive.sh [QLOW] [QHIGH] — quality as an additive target (issue 16, item 1): the wall
# time and samples of raising a project's quality QLOW -> QHIGH (default 100 -> 400) against a
# clean build at QHIGH, and that both write the same bytes (on the CPU; a GPU's float atomics
# add in any order, so there the frames are only alike). A 640x360 still and a 12-frame
# animation (2 temporal samples a frame). FLAMEBUILD=path overrides the binary; SIZE=WxH the
# size; BACKEND=cpu|cuda|auto the backend (default auto).
set -e
QLOW=${1:-100}
QHIGH=${2:-400}
FB=${FLAMEBUILD:-./flamebuild}
RESULTS=/dev/null
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
