#!/bin/sh
# Reviewing an edit on the live page (issue 40, item 10). What the watcher keeps for it: each
# frame an edit changes, as it was before (.flamebuild/before, served at /before/; the last
# edit's only, bounded by --before-max, gone when the watcher stops), whether a frame's file is
# a preview, the sequence's frame rate, and the frames of the other profiles' outputs. Then the
# page itself in headless Chromium (tests/tools/page_steps.py): the sequence played at its rate
# from the frames as they land, stale frames marked, a flip and a wipe between before and
# after the edit and between profiles, and the sequence's warnings.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/review
LOG=$TMP/review.log
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n[render]\nsize = 64x48\n[animation]\nfps = 10\n[profile.preview]\nsize = 32x24\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 5
"$FB" build "$P" --profile preview --quiet >/dev/null 2>&1 || bad "review: the preview profile's build" "exit $?"

start_watch() { # start_watch ARGS...: a watcher with a page on a free port; $WPID, $U
  : >"$LOG"
  "$FB" watch "$P" -j 2 -v --serve 127.0.0.1:0 "$@" >"$TMP/review.out" 2>"$LOG" &
  WPID=$!
  wait_log 1 "up to date:" || bad "review: the watcher starts" "$(tail -3 "$LOG")"
  U=http://127.0.0.1:$(sed -n 's|.*serving the live page at http://127\.0\.0\.1:\([0-9][0-9]*\)/.*|\1|p' "$LOG" | head -1)
}
wait_log() { # wait_log N PATTERN: N log lines match (60 s at most)
  i=0
  until [ "$(grep -c -- "$2" "$LOG")" -ge "$1" ]; do
    i=$((i + 1)); if [ $i -gt 1200 ] || ! kill -0 $WPID 2>/dev/null; then return 1; fi
    sleep 0.05
  done
}
code() { p=$1; shift; curl -s -o "$TMP/body" -w '%{http_code}' --path-as-is "$@" "$U$p"; }
state() { curl -s "$U/state.json" >"$TMP/state.json"; }
# js EXPR: a Python expression over the state (d: the JSON, a: the anim sequence, f: its frames)
js() { python3 -c "import json, sys
d = json.load(open(sys.argv[1])); a = [s for s in d['seqs'] if s['name'] == 'anim'][0]; f = a['frames']
print($1)" "$TMP/state.json"; }
mtime() { python3 -c 'import os, sys; print(os.stat(sys.argv[1]).st_mtime_ns)' "$1"; }
gamma() { sed "s/gamma=\"[0-9.]*\"/gamma=\"$1\"/" "$P/anim.flame" >"$TMP/e" && mv "$TMP/e" "$P/anim.flame"; }

# 1. Before any edit: the frame rate, the other profile's frames, no before-images.
start_watch
state
if [ "$(js '(d["out"], d["profiles"], a["fps"], a["edit"], [x["b"] for x in f] == ["0"] * 5)')" = "('', ['preview'], 10, '0', True)" ] &&
   [ "$(js 'f[3]["o"][0]')" = "$(mtime "$P/out/preview/anim/00003.png")" ]; then
  ok "review: the view has the frame rate, the preview profile's frames and no before-image yet"
else bad "review: the view before an edit" "$(head -c 600 "$TMP/state.json")"; fi
[ "$(code /out/preview/anim/00003.png)" = 200 ] && cmp -s "$TMP/body" "$P/out/preview/anim/00003.png" &&
  ok "review: another profile's frame is served" || bad "review: GET /out/preview/anim/00003.png" "$(code /out/preview/anim/00003.png)"

# 2. An edit: each frame it changes is kept as it was, and served at /before/.
mkdir -p "$TMP/v0" && cp "$P/out/anim/"*.png "$TMP/v0/"
gamma 3
wait_log 1 "anim: 5 frames done" || bad "review: the first edit" "$(tail -3 "$LOG")"
state
b3=$(js 'f[3]["b"]')
if [ "$(js 'a["edit"] != "0" and all(x["b"] != "0" and x["s"] == "done" and not x["p"] for x in f)')" = True ] &&
   [ "$(code "/before/anim/00003.png?v=$b3")" = 200 ] && cmp -s "$TMP/body" "$TMP/v0/00003.png" &&
   ! cmp -s "$P/out/anim/00003.png" "$TMP/v0/00003.png"; then
  ok "review: after an edit each frame's before-image is the frame as it was, served at /before/"
else bad "review: the before-images" "b3 '$b3': $(head -c 400 "$TMP/state.json")"; fi
# A second edit: the before-images are now the first edit's frames, the older ones gone.
mkdir -p "$TMP/v1" && cp "$P/out/anim/"*.png "$TMP/v1/"
gamma 2.5
wait_log 2 "anim: 5 frames done"
state
[ "$(code "/before/anim/00003.png?v=$(js 'f[3]["b"]')")" = 200 ] && cmp -s "$TMP/body" "$TMP/v1/00003.png" &&
  [ "$(find "$P/.flamebuild/before" -type f | wc -l)" -eq 5 ] &&
  ok "review: the next edit's before-images are the frames the last edit made; one set a sequence" ||
  bad "review: the second edit's before-images" "$(find "$P/.flamebuild/before" -type f)"
# Only the before-images, and only beneath their folder.
ln -s "$P/flamebuild.conf" "$P/.flamebuild/before/leak.png"
for path in /before/../state.db /before/%2e%2e/state.db /before/anim/../../state.db /before/leak.png /before/ /before \
            "/before/$P/flamebuild.conf"; do
  c=$(code "$path")
  if [ "$c" = 404 ] && ! grep -q "SQLite\|\[render\]" "$TMP/body"; then ok "review: GET $path is 404"
  else bad "review: GET $path" "status $c"; fi
done
kill -INT $WPID; wait $WPID
[ ! -e "$P/.flamebuild/before" ] && ok "review: the before-images go when the watcher stops" ||
  bad "review: the before-images after the watcher" "$(ls -R "$P/.flamebuild/before")"

# 3. Bounded: --before-max 2.5 frames' worth keeps two, the nearest the edit; the rest say none.
size=$(wc -c <"$P/out/anim/00000.png")
start_watch --before-max $((size * 5 / 2))
gamma 2
wait_log 1 "anim: 5 frames done"
state
kept=$(find "$P/.flamebuild/before" -type f -exec cat {} + | wc -c)
if [ "$(js 'sum(x["b"] != "0" for x in f)')" = 2 ] && [ "$(find "$P/.flamebuild/before" -type f | wc -l)" -eq 2 ] &&
   [ "$kept" -le $((size * 5 / 2)) ]; then
  ok "review: --before-max bounds the before-images ($kept bytes for $((size * 5 / 2)))"
else bad "review: --before-max" "$kept bytes: $(js '[x["b"] for x in f]')"; fi
kill -INT $WPID; wait $WPID
expect_fail "review: --before-max without --serve is refused" "$FB" watch "$P" --before-max 1G &&
  ok "review: --before-max without --serve is refused"

# 4. Watching the preview profile: its outputs are out/preview/, the default's the other profile.
: >"$LOG"
"$FB" watch "$P" -j 2 --profile preview --serve 127.0.0.1:0 >"$TMP/review.out" 2>"$LOG" &
WPID=$!
wait_log 1 "up to date:"
U=http://127.0.0.1:$(sed -n 's|.*serving the live page at http://127\.0\.0\.1:\([0-9][0-9]*\)/.*|\1|p' "$LOG" | head -1)
state
if [ "$(js '(d["out"], d["profiles"])')" = "('preview/', [''])" ] && [ "$(js 'f[2]["o"][0]')" = "$(mtime "$P/out/anim/00002.png")" ]; then
  ok "review: watching a profile, its outputs are out/PROFILE/ and the default's are the other"
else bad "review: watching the preview profile" "$(js '(d["out"], d["profiles"], f[2]["o"])') $(mtime "$P/out/anim/00002.png")"; fi
kill -INT $WPID; wait $WPID
