#!/bin/sh
# Frame names and formats of a project (issue 14, item 4): a collection's frames keep their
# flames' names (made safe as `render -o %s` makes them, alike names numbered -2, -3), the
# [output] pattern names every frame, [output] format = exr writes linear OpenEXR; what a build
# wrote under an old name is removed, and anything else in out/ is never touched.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/names
rm -rf "$P"; mkdir -p "$P"
conf() { printf '[render]\nquality = 4\nsize = 48x32\n[video]\ncodec = none\n%s' "$1" >"$P/flamebuild.conf"; }
flame() { # NAME VARIATION
  printf '<flame name="%s" size="32 24" scale="9" quality="2"><xform weight="1" %s="1" coefs="0.5 0 0 0.5 0 0"/><color index="0" rgb="255 90 0"/><color index="255" rgb="0 90 255"/></flame>\n' "$1" "$2"
}
{ echo "<flames>"; flame "apo one" linear; flame "apo two" spherical; flame "apo one" julia; flame "../up" swirl; echo "</flames>"; } >"$P/batch.flame"
conf ""
listing() { (cd "$P/out/$1" && ls | tr '\n' ' '); }

# 1. A collection's frames are named after its flames.
expect_built "names: a collection builds" "$P" "4 iterated"
got=$(listing batch)
[ "$got" = "_._up.png apo_one-2.png apo_one.png apo_two.png " ] && ok "names: frames named after the flames, alike names numbered, no path from a name" ||
  bad "names: frames named after the flames" "$got"
build/imgcmp --same "$P/out/batch/apo_two.png" "$P/out/batch/apo_two.png" >/dev/null 2>&1 &&
  grep -q flamebuild_finish_key "$P/out/batch/apo_two.png" && ok "names: a named frame is a whole PNG carrying its key" ||
  bad "names: a named frame is a whole PNG carrying its key" "$(ls -l "$P/out/batch")"
expect_built "names: a second build does nothing" "$P" "0 iterated, 0 refinished, 4 unchanged"

# 2. A renamed flame: its old file goes, the new one comes from the cache; a file someone put
#    in the frame directory stays.
echo "my notes" >"$P/out/batch/notes.png"
sed 's/name="apo two"/name="apo deux"/' "$P/batch.flame" >"$P/b.tmp" && mv "$P/b.tmp" "$P/batch.flame"
expect_built "names: a renamed flame is re-finished, not iterated" "$P" "0 iterated, 1 refinished, 3 unchanged"
got=$(listing batch)
[ "$got" = "_._up.png apo_deux.png apo_one-2.png apo_one.png notes.png " ] && ok "names: the old name is removed, another file kept" ||
  bad "names: the old name is removed, another file kept" "$got"

# 3. The pattern names every frame: %s the flame's (a collection) or the file's name, %d the number.
animation "$P/anim.flame" 0 3 # frames 0, 1, 2
conf "[output]
pattern = shot_%s_%03d
"
expect_built "pattern: frames re-finished under the new names" "$P" "3 iterated, 4 refinished"
got="$(listing batch)| $(listing anim)"
[ "$got" = "notes.png shot__._up_003.png shot_apo_deux_001.png shot_apo_one_000.png shot_apo_one_002.png | shot_anim_000.png shot_anim_001.png shot_anim_002.png " ] &&
  ok "pattern: every frame named by the pattern, the old names gone" || bad "pattern: frames named by the pattern" "$got"
conf "[output]
pattern = %s
"
fb_build "$P"
if [ "$BUILD_RC" -ne 0 ] && grep -q "anim.flame: \[output\] pattern '%s' names every frame of this animation alike: it needs %d" "$TMP/build.err"; then
  ok "pattern: an animation's pattern without %d fails that sequence, saying why"
else bad "pattern: an animation's pattern without %d" "rc $BUILD_RC: $(head -c 300 "$TMP/build.err")"; fi
[ -f "$P/out/anim/shot_anim_002.png" ] && ok "pattern: the failed sequence's last frames are kept" ||
  bad "pattern: the failed sequence's last frames are kept" "$(listing anim)"
for bad_pattern in "a/%d" "%x" ".%d" "plain"; do
  conf "[output]
pattern = $bad_pattern
"
  expect_fail "pattern: '$bad_pattern' is refused" "$FB" build "$P" --quiet &&
    { grep -q "flamebuild.conf:7: bad value pattern = '$bad_pattern'" "$TMP/err" && ok "pattern: '$bad_pattern' is refused naming the line" ||
      bad "pattern: '$bad_pattern' is refused naming the line" "$(cat "$TMP/err")"; }
done
if command -v ffmpeg >/dev/null; then
  printf '[render]\nquality = 4\nsize = 48x32\n[video]\ncodec = h264\n[output]\npattern = %%s.%%04d\n' >"$P/flamebuild.conf"
  fb_build "$P"
  if [ "$BUILD_RC" -eq 0 ] && [ -f "$P/out/anim/anim.0002.png" ] && [ -s "$P/out/anim.mp4" ]; then
    ok "pattern: the video is made from the pattern's frames"
  else bad "pattern: the video from the pattern's frames" "rc $BUILD_RC $SUMMARY: $(listing anim) $(head -c 300 "$TMP/build.err")"; fi
else skip "pattern: the video is made from the pattern's frames" "no ffmpeg"; fi

# 4. format = exr: linear OpenEXR frames with the keys in the header, no video; half, or float
#    at bpc = 32; bpc = 32 with PNG is a clear error.
conf "[output]
format = exr
"
expect_built "exr: the frames are written again as EXR" "$P" "0 iterated, 7 refinished"
magic=$(od -An -tx1 -N4 "$P/out/batch/apo_deux.exr" 2>/dev/null | tr -d ' ')
[ "$magic" = 762f3101 ] && grep -q flamebuild_finish_key "$P/out/batch/apo_deux.exr" &&
  [ ! -e "$P/out/batch/apo_deux.png" ] && [ -f "$P/out/anim/00002.exr" ] && [ ! -e "$P/out/anim/anim.0002.png" ] &&
  ok "exr: OpenEXR files carrying their keys, the PNGs gone" || bad "exr: OpenEXR files" "magic '$magic': $(listing batch) $(listing anim)"
[ ! -e "$P/out/anim.mp4" ] && ok "exr: linear frames make no video (the PNGs' one is gone)" || bad "exr: no video" "$(ls "$P/out")"
expect_built "exr: a second build does nothing" "$P" "0 iterated, 0 refinished, 7 unchanged"
half=$(stat -c %s "$P/out/batch/apo_deux.exr")
conf "[render]
bpc = 32
[output]
format = exr
"
expect_built "exr: bpc = 32 writes them again, as float" "$P" "0 iterated, 7 refinished"
[ "$(stat -c %s "$P/out/batch/apo_deux.exr")" -gt "$half" ] && ok "exr: float frames are bigger than half ones" ||
  bad "exr: float frames are bigger" "$half -> $(stat -c %s "$P/out/batch/apo_deux.exr")"
rm -f "$P/.flamebuild/state.db"*
expect_built "exr: without the database, EXRs are finished again from the cache" "$P" "0 iterated, 7 refinished"
conf "[render]
bpc = 32
"
fb_build "$P"
[ "$BUILD_RC" -ne 0 ] && grep -q "bpc = 32 (float) is for format = exr" "$TMP/build.err" &&
  ok "exr: bpc = 32 for a PNG is refused, saying why" || bad "exr: bpc = 32 for a PNG" "rc $BUILD_RC: $(head -c 300 "$TMP/build.err")"

# 5. A profile may choose the format: finals in EXR beside PNG previews.
conf "[profile.final]
format = exr
"
fb_build "$P"
fb_build "$P" --profile final
[ "$BUILD_RC" -eq 0 ] && [ -f "$P/out/final/batch/apo_deux.exr" ] && [ -f "$P/out/batch/apo_deux.png" ] &&
  ok "exr: [profile.final] format = exr beside the PNGs" || bad "exr: a profile's format" "rc $BUILD_RC: $(ls -R "$P/out" | head -20)"

# 6. clean --orphans removes a removed collection's named frames, not the file put beside them.
rm "$P/batch.flame"
"$FB" clean "$P" --orphans >"$TMP/clean.out" 2>&1
[ -f "$P/out/batch/notes.png" ] && [ ! -e "$P/out/batch/apo_deux.png" ] && [ ! -e "$P/out/batch/apo_one-2.png" ] &&
  ok "orphans: a collection's named frames are removed, another file kept" ||
  bad "orphans: named frames" "$(ls "$P/out/batch" 2>&1) $(cat "$TMP/clean.out")"
