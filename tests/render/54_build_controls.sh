#!/bin/sh
# Build controls (issue 14, item 3): build DIR SEQUENCE…, --frames A-B, --backend, profiles
# ([profile.NAME] + --profile: their own out/NAME/ and index, a preview never overwriting the
# finals), flam3's --qs/--ss factors, [sequence.NAME] settings, and the errors of each.
. tests/lib.sh
FB=$FLAMEBUILD
P=$TMP/controls
rm -rf "$P"; mkdir -p "$P"
cat >"$P/flamebuild.conf" <<'CONF'
[video]
codec = none
[profile.preview]
size = 16x12
quality = 2
[sequence.b]
size = 20x16
CONF
animation "$P/a.flame" 0 6
still "$P/b.flame" 0.5
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%dx%d", $3 * 256 + $4, $7 * 256 + $8 }'; }

expect_built "controls: build SEQUENCE builds only that sequence" "$P" "built: 1 iterated, 0 refinished, 0 unchanged" b
[ "$(png_size "$P/out/b/00000.png")" = 20x16 ] && [ ! -e "$P/out/a" ] && ok "controls: [sequence.b] sets b's size" ||
  bad "controls: [sequence.b] sets b's size" "$(png_size "$P/out/b/00000.png"); $(ls "$P/out")"
# (b's one frame, built already, is outside 2-3: the summary counts only the frames asked for)
expect_built "controls: --frames 2-3 builds only those frames" "$P" "built: 2 iterated, 0 refinished, 0 unchanged" --frames 2-3
[ -f "$P/out/a/00002.png" ] && [ -f "$P/out/a/00003.png" ] && [ ! -e "$P/out/a/00001.png" ] &&
  ok "controls: --frames wrote frames 2 and 3 only" || bad "controls: --frames wrote frames 2 and 3 only" "$(ls "$P/out/a")"
expect_built "controls: then the rest" "$P" "built: 4 iterated, 0 refinished, 3 unchanged" --backend cpu
[ "$(png_size "$P/out/a/00000.png")" = 32x24 ] && ok "controls: a keeps its own size" || bad "controls: a keeps its own size" "$(png_size "$P/out/a/00000.png")"

before=$(cat "$P"/out/a/*.png "$P"/out/b/*.png | cksum)
expect_built "controls: --profile preview renders every frame again, in its own place" "$P" \
  "built: 7 iterated, 0 refinished, 0 unchanged" --profile preview
if [ "$(png_size "$P/out/preview/a/00000.png")" = 16x12 ] && [ "$(png_size "$P/out/preview/b/00000.png")" = 16x12 ] &&
   [ "$(cat "$P"/out/a/*.png "$P"/out/b/*.png | cksum)" = "$before" ] && [ -f "$P/.flamebuild/state-preview.db" ]; then
  ok "controls: the preview's frames are in out/preview/ at its size; the finals untouched"
else bad "controls: the preview's frames are in out/preview/ at its size; the finals untouched" "$(ls -R "$P/out" | head)"; fi
expect_built "controls: the default profile has nothing to do" "$P" "built: 0 iterated, 0 refinished, 7 unchanged"
expect_built "controls: the preview profile has nothing to do" "$P" "built: 0 iterated, 0 refinished, 7 unchanged" --profile preview
if "$FB" status "$P" >"$TMP/st" 2>&1 && ! grep -q "gone" "$TMP/st"; then ok "controls: a profile's outputs are not orphans of the default's"
else bad "controls: a profile's outputs are not orphans of the default's" "$(cat "$TMP/st")"; fi
expect_built "controls: --qs 2 --ss 0.5 renders into out/qs2-ss0.5/" "$P" "built: 7 iterated" --qs 2 --ss 0.5 a b
"$FB" status "$P" --qs 2 --ss 0.5 >"$TMP/stq" 2>&1; rc=$?
[ $rc -eq 0 ] && grep -q "a  *6 frames: 6 up to date" "$TMP/stq" && ok "controls: status --qs 2 --ss 0.5 shows those outputs (up to date, exit 0)" ||
  bad "controls: status --qs --ss" "rc $rc: $(cat "$TMP/stq")"
[ "$(png_size "$P/out/qs2-ss0.5/a/00000.png")" = 16x12 ] && [ "$(png_size "$P/out/qs2-ss0.5/b/00000.png")" = 10x8 ] &&
  ok "controls: --ss halves every size (after [sequence.b])" ||
  bad "controls: --ss halves every size" "$(png_size "$P/out/qs2-ss0.5/a/00000.png") $(png_size "$P/out/qs2-ss0.5/b/00000.png")"

expect_fail "controls: an unknown profile is refused" "$FB" build "$P" --profile final
grep -q "no \[profile.final\]" "$TMP/err" && ok "controls: ... saying which" || bad "controls: unknown profile message" "$(cat "$TMP/err")"
expect_fail "controls: an unknown sequence is refused" "$FB" build "$P" nosuch
grep -q "no sequence 'nosuch'" "$TMP/err" && ok "controls: ... saying which" || bad "controls: unknown sequence message" "$(cat "$TMP/err")"
expect_fail "controls: a bad --frames is refused" "$FB" build "$P" --frames 5-2
# Past the end of every sequence: an error saying so, not "all unchanged".
if expect_fail "controls: --frames past every sequence's end is refused" "$FB" build "$P" --frames 70-80; then
  grep -q -- "--frames 70-80: no sequence has frames there (the longest has 6: 0-5)" "$TMP/err" &&
    ok "controls: ... saying how many frames there are" || bad "controls: --frames out of range message" "$(cat "$TMP/err")"
fi
expect_fail "controls: a bad --backend is refused" "$FB" build "$P" --backend gpu
# Without a GPU (CI), --backend cuda is the command line's request, not flamebuild.conf's.
if "$FB" build "$P" --backend cuda --quiet >/dev/null 2>"$TMP/err"; then
  skip "controls: --backend cuda without a GPU" "this machine has a GPU"
elif grep -q "^flamebuild: error: --backend cuda asks for the GPU, but there is no usable GPU" "$TMP/err"; then
  ok "controls: --backend cuda without a GPU names the flag, not flamebuild.conf"
else bad "controls: --backend cuda without a GPU" "$(cat "$TMP/err")"; fi
printf '[profile.x]\ncodec = h265x\n' >>"$P/flamebuild.conf"
expect_fail "controls: a bad value in a profile is refused" "$FB" build "$P"
grep -q "flamebuild.conf:9: bad value codec = 'h265x' in \[profile.x\]" "$TMP/err" && ok "controls: ... naming the line" ||
  bad "controls: bad profile value message" "$(cat "$TMP/err")"
printf '[video]\ncodec = none\n[sequence.a]\ncodec = prores\n' >"$P/flamebuild.conf"
expect_fail "controls: a key a sequence section cannot set is refused" "$FB" build "$P"
grep -q "unknown key 'codec' in \[sequence.a\]" "$TMP/err" && ok "controls: ... saying what it wants" ||
  bad "controls: sequence key message" "$(cat "$TMP/err")"
# Several GPUs (issue 15): the device list has a form checked where it is written; which
# devices exist is the GPU machine's to say (tests/gpu).
expect_fail "controls: a bad --gpus is refused" "$FB" build "$P" --gpus 0,x
grep -q "\-\-gpus wants all, or GPU numbers" "$TMP/err" && ok "controls: ... saying what it wants" ||
  bad "controls: --gpus message" "$(cat "$TMP/err")"
expect_fail "controls: a bad watch --gpus is refused" "$FB" watch "$P" --gpus 0,x
grep -q "\-\-gpus wants all, or GPU numbers" "$TMP/err" && ok "controls: ... saying what it wants" ||
  bad "controls: watch --gpus message" "$(cat "$TMP/err")"
printf '[render]\ngpus = 1;2\n' >"$P/flamebuild.conf"
expect_fail "controls: a bad gpus setting is refused" "$FB" build "$P"
grep -q "flamebuild.conf:2: bad value gpus = '1;2' (want all, or device numbers" "$TMP/err" && ok "controls: ... naming the line" ||
  bad "controls: gpus setting message" "$(cat "$TMP/err")"
printf '[render]\ngpus = 0,1\nbackend = cpu\n' >"$P/flamebuild.conf"
fb_build "$P"
[ "$BUILD_RC" -eq 0 ] && ok "controls: a gpus list is accepted (and unused on the CPU backend)" ||
  bad "controls: gpus list accepted" "rc $BUILD_RC: $(head -c 300 "$TMP/build.err")"

# The keys a profile may set reach the frames (issue 14, item 7): bpc the PNG's bit depth;
# supersample and temporal_samples the iteration (new keys: iterated again, other pixels, same
# size); codec = none no video in out/NAME/ when the project's own makes one.
K=$TMP/profile_keys
rm -rf "$K"; mkdir -p "$K"
animation "$K/a.flame" 0 2
codec=none; command -v ffmpeg >/dev/null 2>&1 && codec=h264
{ printf '[video]\ncodec = %s\n' "$codec"
  printf '[profile.deep]\nbpc = 16\n[profile.ss]\nsupersample = 2\n[profile.ts]\ntemporal_samples = 3\n'
  printf '[profile.frames]\ncodec = none\n'; } >"$K/flamebuild.conf"
png_depth() { od -An -tu1 -j24 -N1 "$1" | tr -d ' '; }
expect_built "profile keys: the default profile" "$K" "built: 2 iterated, 0 refinished, 0 unchanged"
expect_built "profile keys: bpc = 16 refinishes the cached buffers" "$K" "built: 0 iterated, 2 refinished" --profile deep
[ "$(png_depth "$K/out/a/00000.png")" = 8 ] && [ "$(png_depth "$K/out/deep/a/00000.png")" = 16 ] &&
  [ "$(png_depth "$K/out/deep/a/00001.png")" = 16 ] && ok "profile keys: bpc = 16 gives 16-bit PNGs in out/deep/" ||
  bad "profile keys: bpc = 16 gives 16-bit PNGs" "$(png_depth "$K/out/a/00000.png") $(png_depth "$K/out/deep/a/00000.png")"
for p in ss ts; do
  expect_built "profile keys: $p iterates every frame again" "$K" "built: 2 iterated, 0 refinished, 0 unchanged" --profile $p
  if [ "$(png_size "$K/out/$p/a/00000.png")" = 32x24 ] && ! cmp -s "$K/out/a/00000.png" "$K/out/$p/a/00000.png"; then
    ok "profile keys: $p changes the image, not its size"
  else bad "profile keys: $p changes the image, not its size" "$(png_size "$K/out/$p/a/00000.png")"; fi
done
[ -s "$K/out/ss/a/00000.png" ] && [ -s "$K/out/ts/a/00000.png" ] && ! cmp -s "$K/out/ss/a/00000.png" "$K/out/ts/a/00000.png" && ok "profile keys: supersample and temporal_samples differ" ||
  bad "profile keys: supersample and temporal_samples differ" "the same bytes"
expect_built "profile keys: codec = none" "$K" "built: 0 iterated, 2 refinished, 0 unchanged, 0 videos encoded" --profile frames
if [ "$codec" = none ]; then skip "profile keys: codec = none makes no video" "no ffmpeg"
elif [ -s "$K/out/a.mp4" ] && [ -s "$K/out/deep/a.mp4" ] && [ -f "$K/out/frames/a/00001.png" ] &&
     [ -z "$(find "$K/out/frames" -name '*.mp4' -o -name '*.mov' -o -name '*.mkv')" ]; then
  ok "profile keys: codec = none makes no video in out/frames/, the default's in out/"
else bad "profile keys: codec = none makes no video" "$(cd "$K/out" && find . -type f | sort | tr '\n' ' ')"; fi

# clean (issue 40, item 6): -n says what --all would remove and removes nothing; --all removes
# every profile's state database too (state-preview.db, state-qs2-ss0.5.db), and .flamebuild/.
ls "$P/.flamebuild" >"$TMP/state_before"
"$FB" clean "$P" -n --all >"$TMP/cn.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && grep -q "would remove $P/out" "$TMP/cn.out" && grep -q "would remove $P/.flamebuild/state-preview.db" "$TMP/cn.out" &&
   [ -d "$P/out" ] && ls "$P/.flamebuild" | cmp -s - "$TMP/state_before"; then
  ok "clean: -n --all lists what it would remove, removes nothing"
else bad "clean: -n --all" "rc $rc: $(cat "$TMP/cn.out")"; fi
"$FB" clean "$P" --all >"$TMP/ca.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && [ ! -e "$P/out" ] && [ ! -e "$P/.flamebuild" ] && grep -q "removed $P/.flamebuild$" "$TMP/ca.out"; then
  ok "clean: --all removes out/ and all of .flamebuild/, every profile's database with it"
else bad "clean: --all" "rc $rc: $(cat "$TMP/ca.out"); left: $(ls -a "$P/.flamebuild" 2>&1)"; fi
expect_fail "clean: -n with --keep is refused" "$FB" clean "$P" -n --keep 1G && ok "clean: -n with --keep is refused"
