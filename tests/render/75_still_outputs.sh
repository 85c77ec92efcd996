#!/bin/sh
# A still's file (issue 40, item 9): a genome file of one flame is written to out/NAME.png —
# where flam3-render and EmberRender write NAME.png — in the configured format (out/NAME.jpg,
# out/NAME.exr), not out/NAME/00000.png; an animation keeps out/NAME/NNNNN.png and a collection
# out/NAME/FLAME.png. Everything that names or finds a frame's file agrees: status --json, clean
# SEQUENCE, the orphans, the live page. A genome that turns from one flame into several, or
# back, leaves no file of the other kind behind that looks current; out/NAME/00000.png left by
# a version that wrote stills there goes once the still is built; a file at out/NAME.png that
# flamebuild did not write is never overwritten nor removed.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/stills
rm -rf "$P"; mkdir -p "$P/sub"
printf '[video]\ncodec = none\n[output]\npattern = frame%%03d\n' >"$P/flamebuild.conf"
still "$P/s.flame" 0.5
still "$P/sub/t.flame" 0.4
animation "$P/anim.flame" 0 2
{ echo "<flames>"; keyframe 0 0.5 0.2 | sed 's/name="k0"/name="one"/'; keyframe 0 0.3 0.2 | sed 's/name="k0"/name="two"/'; echo "</flames>"; } >"$P/col.flame"
# the files a command leaves under out/, sorted, on one line
files() { (cd "$P/out" 2>/dev/null && find . -type f | LC_ALL=C sort | tr '\n' ' '); }

expect_built "stills: a first build" "$P" "built: 6 iterated, 0 refinished, 0 unchanged"
want="./anim.sheet.png ./anim/frame000.png ./anim/frame001.png ./col.sheet.png ./col/frame000.png ./col/frame001.png ./s.png ./sub/t.png "
if [ "$(files)" = "$want" ]; then
  ok "stills: a still is out/NAME.png (in its folder, whatever [output] pattern), a sequence's frames out/NAME/"
else bad "stills: the outputs' names" "$(files)"; fi
"$FB" status "$P" --json >"$TMP/st.json" 2>&1
if python3 -c '
import json, sys
d = {s["name"]: s for s in json.load(open(sys.argv[1]))["sequences"]}
assert d["s"]["kind"] == "still" and d["s"]["frames_dir"] == "out" and d["s"]["sheet"] is None, d["s"]
assert d["sub/t"]["frames_dir"] == "out/sub", d["sub/t"]
assert d["anim"]["frames_dir"] == "out/anim", d["anim"]' "$TMP/st.json" 2>"$TMP/py.err"; then
  ok "stills: status --json: a still's frames_dir is the folder its out/NAME.png is in"
else bad "stills: status --json" "$(cat "$TMP/py.err") $(head -c 600 "$TMP/st.json")"; fi
expect_built "stills: then nothing to do" "$P" "built: 0 iterated, 0 refinished, 6 unchanged"

# The format's extension: JPEG, then EXR; the file of the format before goes.
printf '[video]\ncodec = none\n[output]\nformat = jpeg\n' >"$P/flamebuild.conf"
fb_build "$P"
magic=$(od -An -tx1 -N3 "$P/out/s.jpg" 2>/dev/null | tr -d ' ')
if [ "$BUILD_RC" -eq 0 ] && [ "$magic" = ffd8ff ] && [ -f "$P/out/sub/t.jpg" ] && [ ! -e "$P/out/s.png" ] &&
   [ ! -e "$P/out/sub/t.png" ] && [ -f "$P/out/anim/00001.jpg" ]; then
  ok "stills: [output] format = jpeg writes out/NAME.jpg, out/NAME.png goes"
else bad "stills: format = jpeg" "rc $BUILD_RC: $(files)"; fi
printf '[video]\ncodec = none\n[output]\nformat = exr\n' >"$P/flamebuild.conf"
fb_build "$P"
if [ "$BUILD_RC" -eq 0 ] && [ -s "$P/out/s.exr" ] && [ ! -e "$P/out/s.jpg" ] && [ -s "$P/out/sub/t.exr" ]; then
  ok "stills: format = exr writes out/NAME.exr, out/NAME.jpg goes"
else bad "stills: format = exr" "rc $BUILD_RC: $(files)"; fi
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
fb_build "$P"
[ "$BUILD_RC" -eq 0 ] && [ -f "$P/out/s.png" ] && [ ! -e "$P/out/s.exr" ] && ok "stills: back to PNG" ||
  bad "stills: back to PNG" "rc $BUILD_RC: $(files)"

# One flame to several and back: no file of the other kind stays looking current.
animation "$P/s.flame" 0 1 2
fb_build "$P"
if [ "$BUILD_RC" -eq 0 ] && [ ! -e "$P/out/s.png" ] && [ -f "$P/out/s/00001.png" ] && [ -f "$P/out/s.sheet.png" ]; then
  ok "stills: a still turned animation: out/s.png goes, its frames are out/s/"
else bad "stills: still to animation" "rc $BUILD_RC: $(files)"; fi
echo "my notes" >"$P/out/s/notes.txt"
still "$P/s.flame" 0.45
fb_build "$P"
if [ "$BUILD_RC" -eq 0 ] && [ -f "$P/out/s.png" ] && [ ! -e "$P/out/s.sheet.png" ] && [ ! -e "$P/out/s/00000.png" ] &&
   [ "$(ls "$P/out/s")" = notes.txt ]; then
  ok "stills: an animation turned still: its frames and sheet go (a file of someone else's stays), out/s.png is written"
else bad "stills: animation to still" "rc $BUILD_RC: $(files)"; fi
rm "$P/out/s/notes.txt"
rmdir "$P/out/s"

# out/NAME/00000.png of a version that wrote stills there: its build writes out/NAME.png and
# removes the old file (the still's own, by its key); a file someone put beside it stays.
mkdir "$P/out/s"; mv "$P/out/s.png" "$P/out/s/00000.png"; echo mine >"$P/out/s/keep.txt"
sqlite3 "$P/.flamebuild/state.db" "UPDATE frames SET file = '00000.png' WHERE path = 's.flame'"
"$FB" status "$P" >"$TMP/st.txt" 2>&1
fb_build "$P"
if grep -q "^  s  *1 frame: 0 up to date, 1 stale" "$TMP/st.txt" && [ "$BUILD_RC" -eq 0 ] &&
   case "$SUMMARY" in *"0 iterated, 1 refinished"*) true ;; *) false ;; esac &&
   [ -f "$P/out/s.png" ] && [ "$(ls "$P/out/s")" = keep.txt ]; then
  ok "stills: an older layout's out/s/00000.png: the build writes out/s.png and removes it, nothing else"
else bad "stills: older layout" "rc $BUILD_RC: $SUMMARY; $(files); $(cat "$TMP/st.txt")"; fi
rm -r "$P/out/s"

# A temp file a killed build left of a still goes with the next build; a file of a name alike stays.
: >"$P/out/sub/t.png.tmp-999999-0badcafe-0"; echo mine >"$P/out/sub/t.png.orig"
fb_build "$P"
if [ "$BUILD_RC" -eq 0 ] && [ ! -e "$P/out/sub/t.png.tmp-999999-0badcafe-0" ] && [ -f "$P/out/sub/t.png.orig" ]; then
  ok "stills: a still's temp file a killed build left is removed by the next build, nothing else"
else bad "stills: a still's temp file" "rc $BUILD_RC: $(files)"; fi
rm "$P/out/sub/t.png.orig"

# Orphans: a renamed still's file is one, listed and removed by itself; nothing else in out/.
mv "$P/sub/t.flame" "$P/sub/u.flame"
echo "not ours" >"$P/out/photo.png"
cp tests/data/sheets/anim.seed3.sheet.png "$P/out/sub/00001.png" # a PNG without flamebuild's key
expect_built "stills: a renamed still re-finishes under its new name" "$P" "0 iterated, 1 refinished"
"$FB" status "$P" --json >"$TMP/st.json" 2>&1
"$FB" clean "$P" --orphans -n >"$TMP/cl.txt" 2>&1
if grep -q '"orphans": \[$' "$TMP/st.json" && grep -q '{"path": "out/sub/t.png", "kind": "still", "frames": 0}' "$TMP/st.json" &&
   [ "$(grep -c '"path": "out/' "$TMP/st.json")" -eq 1 ] && [ "$(cat "$TMP/cl.txt")" = "would remove out/sub/t.png" ]; then
  ok "stills: the renamed still's out/sub/t.png is an orphan (status --json, clean -n), nothing else"
else bad "stills: orphans" "$(cat "$TMP/cl.txt"); $(sed -n '/orphans/,$p' "$TMP/st.json")"; fi
"$FB" clean "$P" --orphans >"$TMP/cl.txt" 2>&1
if [ ! -e "$P/out/sub/t.png" ] && [ -f "$P/out/sub/u.png" ] && [ -f "$P/out/photo.png" ] && [ -f "$P/out/sub/00001.png" ]; then
  ok "stills: clean --orphans removes it and nothing else"
else bad "stills: clean --orphans" "$(cat "$TMP/cl.txt"); $(files)"; fi
rm "$P/out/sub/00001.png"

# clean SEQUENCE of a still: its file only.
"$FB" clean "$P" -n s >"$TMP/cl.txt" 2>&1
if [ "$(cat "$TMP/cl.txt")" = "$(printf 'would remove out/s.png\nwould forget s.flame in %s' "$P/.flamebuild/state.db")" ] &&
   [ -f "$P/out/s.png" ]; then ok "stills: clean -n SEQUENCE lists a still's out/NAME.png"
else bad "stills: clean -n SEQUENCE" "$(cat "$TMP/cl.txt")"; fi
"$FB" clean "$P" s >/dev/null 2>&1
[ ! -e "$P/out/s.png" ] && [ -f "$P/out/sub/u.png" ] && [ -f "$P/out/col/one.png" ] && ok "stills: clean SEQUENCE removes it" ||
  bad "stills: clean SEQUENCE" "$(files)"
expect_built "stills: then it is built again" "$P" "0 iterated, 1 refinished"

# A file at out/NAME.png that flamebuild did not write: the still is not built, the file stays.
still "$P/photo.flame" 0.35
fb_build "$P"
if [ "$BUILD_RC" -eq 1 ] && [ "$(cat "$P/out/photo.png")" = "not ours" ] &&
   grep -q "photo.flame: not built: its still goes to out/photo.png, where a file is that flamebuild did not write" "$TMP/build.err"; then
  ok "stills: a file at out/NAME.png that flamebuild did not write is never overwritten (the build says so, exit 1)"
else bad "stills: someone's out/NAME.png" "rc $BUILD_RC: $(cat "$TMP/build.err")"; fi
rm "$P/out/photo.png"
expect_built "stills: moved away, the still is built" "$P" "1 iterated, 0 refinished"

# A still in the folder of a sequence's frames (col.flame's out/col/, col/two.flame's
# out/col/two.png beside the collection's own two.png would be the same file: here three.flame):
# neither prunes the other's file, build after build.
mkdir -p "$P/col"; still "$P/col/three.flame" 0.55
fb_build "$P"; first="$BUILD_RC $SUMMARY"
expect_built "stills: a still in a collection's frame folder is left alone by it" "$P" "0 iterated, 0 refinished"
if [ -f "$P/out/col/three.png" ] && [ -f "$P/out/col/one.png" ] && [ -f "$P/out/col/two.png" ]; then
  ok "stills: ... both kept ($first)"
else bad "stills: a still in a frame folder" "$first: $(files)"; fi

# Same outputs as a clean build of the project.
clean_copy "$P" "$P.clean"
fb_build_ref "$P.clean"
same_outputs "stills: equal to a clean build" "$P" "$P.clean"

# The live page's state (watch --serve): each sequence's folder of out/ for its files' URLs — a
# still's "" or its subfolder —, and a still's version in another profile's outputs.
printf '[video]\ncodec = none\n[profile.preview]\nsize = 16x12\n' >"$P/flamebuild.conf"
fb_build "$P" --profile preview
LOG=$TMP/stills_watch.log
: >"$LOG"
"$FB" watch "$P" -j 2 --serve 127.0.0.1:0 >"$TMP/stills_watch.out" 2>"$LOG" &
WPID=$!
i=0; until grep -q "up to date:" "$LOG" || [ $i -gt 1200 ] || ! kill -0 $WPID 2>/dev/null; do sleep 0.05; i=$((i + 1)); done
U=http://127.0.0.1:$(sed -n 's|.*serving the live page at http://127\.0\.0\.1:\([0-9][0-9]*\)/.*|\1|p' "$LOG" | head -1)
curl -s "$U/state.json" >"$TMP/state.json"
if python3 -c '
import json, os, sys
d = {s["name"]: s for s in json.load(open(sys.argv[1]))["seqs"]}
p = sys.argv[2]
s, u, col = d["s"], d["sub/u"], d["col"]
assert (s["dir"], s["frames"][0]["f"]) == ("", "s.png"), s
assert s["frames"][0]["o"] == [str(os.stat(p + "/out/preview/s.png").st_mtime_ns)], s
assert (u["dir"], u["frames"][0]["f"]) == ("sub", "u.png"), u
assert (col["dir"], [f["f"] for f in col["frames"]]) == ("col", ["one.png", "two.png"]), col' "$TMP/state.json" "$P" 2>"$TMP/py.err" &&
   [ "$(curl -s -o "$TMP/body" -w '%{http_code}' "$U/out/sub/u.png")" = 200 ] && cmp -s "$TMP/body" "$P/out/sub/u.png"; then
  ok "stills: the live page's state: a still's folder (\"\", sub) for its URL, its version in the preview profile's out/"
else bad "stills: the live page's state" "$(cat "$TMP/py.err") $(head -c 600 "$TMP/state.json")"; fi
kill -INT $WPID; wait $WPID
if grep -q 'Sanitizer\|runtime error' "$LOG"; then bad "stills: sanitizers" "$(grep -m3 'Sanitizer\|runtime error' "$LOG")"
else ok "stills: no sanitizer reports"; fi
