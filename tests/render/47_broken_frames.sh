#!/bin/sh
# Broken frames (issue 12): a frame with nothing drawn, made of bad values, or blown out to
# white fails with the reason before its PNG replaces the last good one, and holds its video
# back; `--allow-broken` writes it with a warning; flamebuild.conf [check] sets the limits.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/broken
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
still "$P/good.flame" 0.6
still "$P/far.flame" 0.55
still "$P/nan.flame" 0.5
png() { echo "$P/out/$1.png"; }

# A first build with every genome fine: the PNGs to keep.
expect_built "broken: a first build of good frames" "$P" "built: 3 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 0 failed"
cp "$(png far)" "$TMP/far_good.png"

# The attractor moved out of the picture; an xform that blows every point up (bad values).
sed 's/<flame /<flame center="1e6 1e6" /' "$P/far.flame" >"$TMP/f" && mv "$TMP/f" "$P/far.flame"
sed 's/coefs="0.5 0.2 -0.2 0.6 0.1 0.2"/coefs="1e12 0 0 1e12 0 0"/; s/julia="1" coefs="0.5 -0.3 0.3 0.5 -0.4 0.1"/linear="1" coefs="1e12 0 0 1e12 0 0"/' \
  "$P/nan.flame" >"$TMP/f" && mv "$TMP/f" "$P/nan.flame"
fb_build "$P"
if [ "$BUILD_RC" -eq 1 ] && case "$SUMMARY" in *"1 unchanged"*"2 failed"*) true ;; *) false ;; esac &&
   grep -q "far.flame: frame 0: broken frame: 100% of the samples fell outside the frame" "$TMP/build.err" &&
   grep -q "nan.flame: frame 0: broken frame: .*% of the points computed were bad values" "$TMP/build.err" &&
   grep -q -- "--allow-broken" "$TMP/build.err"; then
  ok "broken: samples off the picture and bad values fail with the reason (exit 1)"
else bad "broken: failures" "rc $BUILD_RC, $SUMMARY, $(head -c 400 "$TMP/build.err")"; fi
if cmp -s "$(png far)" "$TMP/far_good.png"; then ok "broken: the last good PNG stays"
else bad "broken: last good PNG" "out/far.png changed"; fi
"$FB" status "$P" >"$TMP/status.out" 2>&1
if grep -q 'broken frame' "$TMP/status.out"; then ok "broken: status shows the reason"
else bad "broken: status" "$(head -c 300 "$TMP/status.out")"; fi

# --allow-broken writes them, with a warning each; the next build has nothing to do.
fb_build "$P" --allow-broken
if [ "$BUILD_RC" -eq 0 ] && case "$SUMMARY" in *"0 failed"*) true ;; *) false ;; esac &&
   [ "$(grep -c 'is broken: .*written anyway (--allow-broken)' "$TMP/build.err")" -eq 2 ] &&
   ! cmp -s "$(png far)" "$TMP/far_good.png"; then
  ok "broken: --allow-broken writes them with a warning ($SUMMARY)"
else bad "broken: --allow-broken" "rc $BUILD_RC, $SUMMARY, $(head -c 300 "$TMP/build.err")"; fi
expect_built "broken: then nothing left to do" "$P" "0 iterated, 0 refinished, 3 unchanged"

# The limits are the project's: off, or lower.
Q=$TMP/broken_conf; rm -rf "$Q"; mkdir -p "$Q"
printf '[video]\ncodec = none\n[check]\nflat = none\nout_of_frame = none\n' >"$Q/flamebuild.conf"
cp "$P/far.flame" "$Q/far.flame"
expect_built "broken: [check] flat and out_of_frame = none accept a frame with nothing in it" "$Q" "1 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 0 failed"
printf '[video]\ncodec = none\n[check]\nflat = none\nsaturated = 0.02\n' >"$Q/flamebuild.conf"
rm -f "$Q/far.flame"
sed 's/brightness="4"/brightness="1e9"/' "$P/good.flame" >"$Q/bright.flame"
fb_build "$Q"
if grep -q "bright.flame: frame 0: broken frame: .*% of the pixels are full white (saturated)" "$TMP/build.err"; then
  ok "broken: [check] saturated = 0.02 catches a blown-out frame"
else bad "broken: saturated" "$SUMMARY $(head -c 300 "$TMP/build.err")"; fi
printf '[check]\nflat = 2\n' >"$Q/flamebuild.conf"
fb_build "$Q"
if [ "$BUILD_RC" -ne 0 ] && grep -q "flamebuild.conf:2.*flat = '2' (want a share from 0 to 1, or none)" "$TMP/build.err"; then
  ok "broken: a bad [check] value names its line"
else bad "broken: bad [check] value" "rc $BUILD_RC $(head -c 300 "$TMP/build.err")"; fi

# An animation with a broken frame keeps its old video until it is allowed.
V=$TMP/broken_video; rm -rf "$V"; mkdir -p "$V"; : >"$V/flamebuild.conf"
animation "$V/anim.flame" 0 6
expect_built "broken: an animation and its video" "$V" "6 iterated, 0 refinished, 0 unchanged, 1 videos encoded, 0 failed"
cp "$V/out/anim.mp4" "$TMP/anim_good.mp4"
{ echo "<animation>"; keyframe 0 0.6 0.2; keyframe 6 0.6 0.2 | sed 's/<flame /<flame center="1e6 1e6" /'; echo "</animation>"; } >"$V/anim.flame"
fb_build "$V"
if [ "$BUILD_RC" -eq 1 ] && case "$SUMMARY" in *"0 videos encoded"*) true ;; *) false ;; esac &&
   cmp -s "$V/out/anim.mp4" "$TMP/anim_good.mp4"; then
  ok "broken: a broken frame holds the video back ($SUMMARY)"
else bad "broken: video held" "rc $BUILD_RC, $SUMMARY"; fi
fb_build "$V" --allow-broken
case "$SUMMARY" in *"1 videos encoded, 0 failed"*) ok "broken: --allow-broken encodes the video" ;;
  *) bad "broken: video allowed" "$SUMMARY $(head -c 300 "$TMP/build.err")" ;; esac
