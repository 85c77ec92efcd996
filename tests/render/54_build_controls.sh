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
[ "$(png_size "$P/out/b.png")" = 20x16 ] && [ ! -e "$P/out/a" ] && ok "controls: [sequence.b] sets b's size" ||
  bad "controls: [sequence.b] sets b's size" "$(png_size "$P/out/b.png"); $(ls "$P/out")"
# (b's one frame, built already, is outside 2-3: the summary counts only the frames asked for)
expect_built "controls: --frames 2-3 builds only those frames" "$P" "built: 2 iterated, 0 refinished, 0 unchanged" --frames 2-3
[ -f "$P/out/a/00002.png" ] && [ -f "$P/out/a/00003.png" ] && [ ! -e "$P/out/a/00001.png" ] &&
  ok "controls: --frames wrote frames 2 and 3 only" || bad "controls: --frames wrote frames 2 and 3 only" "$(ls "$P/out/a")"
expect_built "controls: then the rest" "$P" "built: 4 iterated, 0 refinished, 3 unchanged" --backend cpu
[ "$(png_size "$P/out/a/00000.png")" = 32x24 ] && ok "controls: a keeps its own size" || bad "controls: a keeps its own size" "$(png_size "$P/out/a/00000.png")"

before=$(cat "$P"/out/a/*.png "$P"/out/b.png | cksum)
expect_built "controls: --profile preview renders every frame again, in its own place" "$P" \
  "built: 7 iterated, 0 refinished, 0 unchanged" --profile preview
if [ "$(png_size "$P/out/preview/a/00000.png")" = 16x12 ] && [ "$(png_size "$P/out/preview/b.png")" = 16x12 ] &&
   [ "$(cat "$P"/out/a/*.png "$P"/out/b.png | cksum)" = "$before" ] && [ -f "$P/.flamebuild/state-preview.db" ]; then
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
[ "$(png_size "$P/out/qs2-ss0.5/a/00000.png")" = 16x12 ] && [ "$(png_size "$P/out/qs2-ss0.5/b.png")" = 10x8 ] &&
  ok "controls: --ss halves every size (after [sequence.b])" ||
  bad "controls: --ss halves every size" "$(png_size "$P/out/qs2-ss0.5/a/00000.png") $(png_size "$P/out/qs2-ss0.5/b.png")"

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

# clean --profile NAME and clean DIR SEQUENCE… (issue 40, item 6): only that profile's outputs
# (and, with --all, its state database), or only those sequences' outputs and records (with
# --cache their cached buffers, with --all both) — the rest byte for byte as it was; -n lists
# exactly that and changes nothing.
L=$TMP/clean
rm -rf "$L"; mkdir -p "$L/shots"
printf '[video]\ncodec = none\n[profile.preview]\nsize = 16x12\nquality = 2\n' >"$L/flamebuild.conf"
animation "$L/a.flame" 0 3
still "$L/b.flame" 0.5
animation "$L/shots/c.flame" 0 2
fb_build "$L" && fb_build "$L" --profile preview && fb_build "$L" --qs 0.5
# Every file's path, size and mtime but the lock's (each clean takes it), and every directory:
# what -n must not change.
snapshot() { (cd "$L" && find . ! -name lock \( -type f -printf '%p %s %T@\n' -o -type d -printf '%p/\n' \) | sort); }
# Checksums of the files under the paths given (relative to the project): what must stay.
sums() { (cd "$L" && find "$@" -type f -exec cksum {} + | sort); }
snapshot >"$TMP/cl0"
"$FB" clean "$L" -n --profile preview --all >"$TMP/cl.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && [ "$(sort "$TMP/cl.out")" = "$(printf 'would remove %s\nwould remove %s\n' "$L/.flamebuild/state-preview.db" "$L/out/preview" | sort)" ] &&
   snapshot | cmp -s - "$TMP/cl0"; then
  ok "clean: -n --profile preview --all lists out/preview and state-preview.db only, changes nothing"
else bad "clean: -n --profile preview --all" "rc $rc: $(cat "$TMP/cl.out"); $(snapshot | diff "$TMP/cl0" - | head -5)"; fi
sums out/a out/b.png out/shots out/qs0.5 .flamebuild/state.db .flamebuild/state-qs0.5.db .flamebuild/cache >"$TMP/keep1"
"$FB" clean "$L" --profile preview >"$TMP/cl.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && [ ! -e "$L/out/preview" ] && [ -f "$L/.flamebuild/state-preview.db" ] && grep -q "^removed $L/out/preview$" "$TMP/cl.out"; then
  ok "clean: --profile preview removes out/preview/ only, its state database stays"
else bad "clean: --profile preview" "rc $rc: $(cat "$TMP/cl.out"); $(ls "$L/out" "$L/.flamebuild")"; fi
"$FB" clean "$L" --profile preview --all >"$TMP/cl.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && [ -z "$(ls "$L/.flamebuild" | grep state-preview)" ] && sums out/a out/b.png out/shots out/qs0.5 .flamebuild/state.db \
   .flamebuild/state-qs0.5.db .flamebuild/cache | cmp -s - "$TMP/keep1"; then
  ok "clean: --profile preview --all removes its state database; every other profile's files and the cache are as they were"
else bad "clean: --profile preview --all" "rc $rc: $(cat "$TMP/cl.out"); $(ls "$L/.flamebuild")"; fi
expect_built "clean: then the default build has nothing to do" "$L" "built: 0 iterated, 0 refinished, 6 unchanged"
expect_built "clean: and the preview is built again (from the shared cache)" "$L" "built: 0 iterated, 6 refinished, 0 unchanged" --profile preview
"$FB" clean "$L" --qs 0.5 >"$TMP/cl.out" 2>&1; rc=$?
[ $rc -eq 0 ] && [ ! -e "$L/out/qs0.5" ] && [ -d "$L/out/preview/a" ] && [ -d "$L/out/a" ] &&
  ok "clean: --qs 0.5 removes out/qs0.5/ only" || bad "clean: --qs 0.5" "rc $rc: $(cat "$TMP/cl.out"); $(ls "$L/out")"
expect_fail "clean: --cache with --profile is refused (the cache is shared)" "$FB" clean "$L" --profile preview --cache &&
  grep -q "the cache is shared by every profile" "$TMP/err" && ok "clean: ... saying why"

# Per sequence.
snapshot >"$TMP/cl0"
"$FB" clean "$L" -n a shots/c >"$TMP/cl.out" 2>&1; rc=$?
want=$(printf 'would remove out/a/\nwould remove out/a.sheet.png\nwould forget a.flame in %s\nwould remove out/shots/c/\nwould remove out/shots/c.sheet.png\nwould forget shots/c.flame in %s' \
  "$L/.flamebuild/state.db" "$L/.flamebuild/state.db")
if [ $rc -eq 0 ] && [ "$(cat "$TMP/cl.out")" = "$want" ] && snapshot | cmp -s - "$TMP/cl0"; then
  ok "clean: -n SEQUENCE… lists their outputs and records, changes nothing"
else bad "clean: -n SEQUENCE…" "rc $rc: $(cat "$TMP/cl.out"); $(snapshot | diff "$TMP/cl0" - | head -5)"; fi
sums out/b.png out/shots out/preview .flamebuild/cache >"$TMP/keep2"
"$FB" clean "$L" a >"$TMP/cl.out" 2>&1; rc=$?
"$FB" status "$L" >"$TMP/cl.st" 2>&1; src=$?
if [ $rc -eq 0 ] && [ ! -e "$L/out/a" ] && [ ! -e "$L/out/a.sheet.png" ] && grep -q "^forgot a.flame in " "$TMP/cl.out" &&
   sums out/b.png out/shots out/preview .flamebuild/cache | cmp -s - "$TMP/keep2" && [ $src -eq 3 ] &&
   grep -q "a  *3 frames: 0 up to date, 3 stale, 0 failed (3 new)" "$TMP/cl.st" && grep -q "b  *1 frame: 1 up to date" "$TMP/cl.st" &&
   grep -q "shots/c  *2 frames: 2 up to date" "$TMP/cl.st"; then
  ok "clean: SEQUENCE removes its outputs and records only (status: it alone is to build)"
else bad "clean: SEQUENCE" "rc $rc: $(cat "$TMP/cl.out"); status $src: $(cat "$TMP/cl.st")"; fi
expect_built "clean: then the build re-finishes it from the cache, the others unchanged" "$L" "built: 0 iterated, 3 refinished, 3 unchanged"
snapshot >"$TMP/cl0"
"$FB" clean "$L" -n shots/c --all >"$TMP/cl.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && grep -q "^would remove out/shots/c/$" "$TMP/cl.out" &&
   grep -q "^would remove [0-9]* cached buffers\? of shots/c (.*) from $L/.flamebuild/cache$" "$TMP/cl.out" &&
   grep -q "^would forget shots/c.flame in " "$TMP/cl.out" && snapshot | cmp -s - "$TMP/cl0"; then
  ok "clean: -n SEQUENCE --all lists its cached buffers too, changes nothing"
else bad "clean: -n SEQUENCE --all" "rc $rc: $(cat "$TMP/cl.out"); $(snapshot | diff "$TMP/cl0" - | head -5)"; fi
sums out/a out/b.png out/preview >"$TMP/keep3"
"$FB" clean "$L" shots/c.flame --all >"$TMP/cl.out" 2>&1; rc=$?
if [ $rc -eq 0 ] && [ ! -e "$L/out/shots" ] && grep -q "^removed [0-9]* cached buffers\? of shots/c" "$TMP/cl.out" &&
   sums out/a out/b.png out/preview | cmp -s - "$TMP/keep3"; then
  ok "clean: SEQUENCE --all (by its file) removes its outputs, records and cached buffers"
else bad "clean: SEQUENCE --all" "rc $rc: $(cat "$TMP/cl.out"); $(ls -R "$L/out" | head)"; fi
expect_built "clean: then the build iterates it again, the others unchanged" "$L" "built: 2 iterated, 0 refinished, 4 unchanged"
expect_built "clean: the preview profile still has nothing to do" "$L" "built: 0 iterated, 0 refinished, 6 unchanged" --profile preview
"$FB" clean "$L" --profile preview b >"$TMP/cl.out" 2>&1; rc=$?
[ $rc -eq 0 ] && [ ! -e "$L/out/preview/b.png" ] && [ -f "$L/out/b.png" ] && grep -q "^forgot b.flame in $L/.flamebuild/state-preview.db$" "$TMP/cl.out" &&
  ok "clean: --profile preview SEQUENCE removes that profile's outputs and records of it only" ||
  bad "clean: --profile SEQUENCE" "rc $rc: $(cat "$TMP/cl.out")"
snapshot >"$TMP/cl0"
expect_fail "clean: an unknown sequence is refused" "$FB" clean "$L" a nosuch
grep -q "no sequence 'nosuch' in this project" "$TMP/err" && [ -d "$L/out/a" ] && snapshot | cmp -s - "$TMP/cl0" &&
  ok "clean: ... saying which, removing nothing (not even the sequences before it)" || bad "clean: unknown sequence" "$(cat "$TMP/err")"
expect_fail "clean: SEQUENCE with --orphans is refused" "$FB" clean "$L" a --orphans && ok "clean: SEQUENCE with --orphans is refused"
# The first argument is DIR, as for build: `clean a` from inside the project removes nothing
# and says how to name the sequence.
FBABS=$(cd "$(dirname "$FB")" && pwd)/$(basename "$FB")
snapshot >"$TMP/cl0"
(cd "$L" && "$FBABS" clean a) >"$TMP/cl.out" 2>&1; rc=$?
[ $rc -eq 1 ] && grep -q "(to clean the sequence a of the project here: flamebuild clean . a)" "$TMP/cl.out" &&
  snapshot | cmp -s - "$TMP/cl0" && ok "clean: 'clean a' from inside removes nothing and says 'flamebuild clean . a'" ||
  bad "clean: 'clean a' from inside" "rc $rc: $(cat "$TMP/cl.out")"
