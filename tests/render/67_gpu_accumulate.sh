#!/bin/sh
# How the GPU adds samples (issue 17), through the CLI on the GPU emulation (the kernels' own
# text on the CPU): the deterministic fixed-point atomics and the deferred path (log, grouped
# by tile, summed) add the same integers, so they write the same PNG; float sums agree with
# them to the eye; a bad mode is refused. tests/gpu/run.sh (make gpu-test) runs the same on a GPU
# with ACCUMULATE_BACKEND=cuda.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
BACKEND=${ACCUMULATE_BACKEND:-gpu-emulation}
G=tests/data/realworld/rw_13_tw_spherical.flam3
r() { "$FB" render "$G" --backend "$BACKEND" --size 160x90 -q 20 --bpc 16 --quiet "$@"; }
if r --deterministic --accumulate atomic -o "$TMP/fixed.png" 2>"$TMP/err" &&
   r --accumulate deferred -o "$TMP/deferred.png" 2>>"$TMP/err" &&
   FLAMEBUILD_ACCUMULATE=deferred r -o "$TMP/env.png" 2>>"$TMP/err" &&
   r --deterministic -o "$TMP/auto.png" 2>>"$TMP/err" &&
   r -o "$TMP/float.png" 2>>"$TMP/err" && r --seed 2 -o "$TMP/float2.png" 2>>"$TMP/err"; then
  cmp -s "$TMP/fixed.png" "$TMP/deferred.png" && ok "accumulate: deferred writes the fixed-point atomics' PNG" ||
    bad "accumulate: deferred against fixed" "the PNGs differ"
  cmp -s "$TMP/auto.png" "$TMP/deferred.png" && ok "accumulate: --deterministic under auto (deferred) writes the same PNG" ||
    bad "accumulate: deterministic auto" "the PNGs differ"
  cmp -s "$TMP/env.png" "$TMP/deferred.png" && ok "accumulate: FLAMEBUILD_ACCUMULATE=deferred is --accumulate deferred" ||
    bad "accumulate: env" "the PNGs differ"
  if cmp -s "$TMP/float.png" "$TMP/fixed.png"; then bad "accumulate: float" "float sums wrote the fixed-point PNG byte for byte"
  elif "${IMGCMP:-build/imgcmp}" "$TMP/fixed.png" "$TMP/float.png" "$TMP/float2.png" >"$TMP/cmp" 2>&1 &&
       awk '{exit !($3 < 0.55)}' "$TMP/cmp"; then
    # Against a same-seed float render and another seed's: the ratio is 0.5 when the fixed
    # point's rounding is nothing next to the seed-to-seed noise, ~1 if it were as large.
    ok "accumulate: float sums draw the same image (noise err ratio: $(cat "$TMP/cmp"))"
  else bad "accumulate: float against fixed" "$(cat "$TMP/cmp")"; fi
else
  bad "accumulate: renders" "$(tail -3 "$TMP/err")"
fi
# auto without --deterministic: the first batch decides. rw_03 piles ~15% of its samples onto
# one bucket, so it starts over on the tiles and writes --accumulate deferred's PNG; rw_13 keeps
# the float atomics. (320x180 q100: more samples than the emulation's first batch of 4 M steps.)
h() { "$FB" render "tests/data/realworld/$1.flam3" --backend "$BACKEND" --size 320x180 -q 100 --bpc 16 --quiet \
  -o "$TMP/$1_$2.png" --accumulate "$2"; }
if h rw_03_sheep80725 auto 2>"$TMP/err" && h rw_03_sheep80725 deferred 2>>"$TMP/err" &&
   h rw_13_tw_spherical auto 2>>"$TMP/err" && h rw_13_tw_spherical atomic 2>>"$TMP/err"; then
  cmp -s "$TMP/rw_03_sheep80725_auto.png" "$TMP/rw_03_sheep80725_deferred.png" &&
    ok "accumulate: auto sends a frame with a hot bucket to the tiles" ||
    bad "accumulate: auto, hot bucket" "rw_03 under auto is not the deferred PNG"
  if [ "$BACKEND" = cuda ]; then
    # A GPU's float atomics add in no fixed order (not the same bytes twice): -v says which sums.
    "$FB" render tests/data/realworld/rw_13_tw_spherical.flam3 --backend cuda --size 320x180 -q 100 -v \
      -o "$TMP/v.png" >"$TMP/v.out" 2>&1
    grep -q "; float sums" "$TMP/v.out" &&
      ok "accumulate: auto keeps the float atomics without a hot bucket" ||
      bad "accumulate: auto, spread" "rw_13 under auto: $(grep -o 'kernel.*sums' "$TMP/v.out" | head -1)"
  else
    cmp -s "$TMP/rw_13_tw_spherical_auto.png" "$TMP/rw_13_tw_spherical_atomic.png" &&
      ok "accumulate: auto keeps the float atomics without a hot bucket" ||
      bad "accumulate: auto, spread" "rw_13 under auto is not the float atomics' PNG"
  fi
else
  bad "accumulate: auto renders" "$(tail -3 "$TMP/err")"
fi
expect_fail "accumulate: bad mode" r --accumulate sorted -o "$TMP/x.png" && grep -q "auto, atomic or deferred" "$TMP/err" &&
  ok "accumulate: a bad --accumulate is refused" || bad "accumulate: bad mode" "$(cat "$TMP/err")"
