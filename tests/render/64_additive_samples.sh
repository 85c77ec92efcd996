#!/bin/sh
# Quality as an additive target (issue 16, item 1): raising quality draws only the samples the
# cached buffers lack (build --json: samples_iterated), and every frame so built is byte for
# byte the frame a fresh build at that quality writes; lowering it takes the cached buffer of
# that quality, or tops up the largest smaller one.
. tests/lib.sh
P=$TMP/additive
F=$TMP/additive_fresh
rm -rf "$P" "$F"; mkdir -p "$P" "$F"
# 50x40 = 2,000 pixels: quality 100 is 200,000 samples a frame, 20 rounds of one 10,000-sample
# chunk for the still, 10 for each of an animation frame's two temporal samples.
conf() { printf '[render]\nsize = 50x40\nquality = %s\n[video]\ncodec = none\n' "$2" >"$1/flamebuild.conf"; }
still "$P/still.flame" 0.7
animation "$P/anim.flame" 0 4
cp "$P/still.flame" "$P/anim.flame" "$F/"

# build_json NAME DIR WANT_ITERATED WANT_SAMPLES: build --json, its counts checked.
build_json() {
  "$FLAMEBUILD_ASAN" build "$2" --json >"$TMP/add.json" 2>"$TMP/add.err"; rc=$?
  got=$(sed -n 's/.*"iterated": \([0-9]*\), "refinished": \([0-9]*\).*"samples_iterated": \([0-9]*\).*/\1 \2 \3/p' "$TMP/add.json" | head -1)
  if [ $rc -eq 0 ] && [ "$got" = "$3 $4" ]; then ok "$1"
  else bad "$1" "exit $rc, got '$got' (iterated refinished samples), want '$3 $4' $(head -c 300 "$TMP/add.err")"; fi
}

conf "$P" 100
build_json "additive: quality 100 iterates 5 frames, 1,000,000 samples" "$P" "5 0" 1000000
conf "$P" 400
# 400 is 4x: each frame draws 3/4 of its samples, 600,000 of 800,000.
build_json "additive: raising quality 100 -> 400 iterates exactly 300/400 of the samples" "$P" "5 0" 3000000
conf "$F" 400
build_json "additive: a fresh quality-400 build draws every sample" "$F" "5 0" 4000000
same_outputs "additive: topped-up frames are the fresh quality-400 frames, byte for byte" "$P" "$F"

# Back down: quality 100's buffers are still cached — a re-finish, the first build's bytes.
rm -rf "$TMP/additive_q400_out" "$TMP/additive_q100_out"
cp -r "$P/out" "$TMP/additive_q400_out"
conf "$P" 100
build_json "additive: lowering to a cached quality re-finishes, iterates nothing" "$P" "0 5" 0
cp -r "$P/out" "$TMP/additive_q100_out"
# 250: tops up quality 100's buffers (20 -> 50 rounds; quality 400's 80 are too many).
conf "$P" 250
build_json "additive: quality 250 tops up quality 100 (1,500,000 of 2,500,000 samples)" "$P" "5 0" 1500000
rm -rf "$F/out" "$F/.flamebuild"
conf "$F" 250
build_json "additive: a fresh quality-250 build" "$F" "5 0" 2500000
same_outputs "additive: quality 250 topped up from 100 is the fresh quality-250 build" "$P" "$F"

# The PNG names its quality's keys: the iteration keys of 100 and 400 share their first 48
# digits and differ in the samples they record.
iter_key_of() { grep -a -o 'flamebuild_iter_key.[0-9a-f]\{64\}' "$1" | cut -c21-84; }
k100=$(iter_key_of "$TMP/additive_q100_out/still.png")
k400=$(iter_key_of "$TMP/additive_q400_out/still.png")
if [ ${#k100} -eq 64 ] && [ ${#k400} -eq 64 ] && [ "$(echo "$k100" | cut -c1-48)" = "$(echo "$k400" | cut -c1-48)" ] &&
   [ "$k100" != "$k400" ]; then
  ok "additive: a frame's iteration keys at two qualities share their first 48 digits"
else
  bad "additive: a frame's iteration keys at two qualities share their first 48 digits" "'$k100' vs '$k400'"
fi
