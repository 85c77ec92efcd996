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

# 5. The page in headless Chromium. T: helpers over the anim sequence's section.
start_watch
mkdir -p "$TMP/v2" && cp "$P/out/anim/"*.png "$TMP/v2/"
setup="eval setup (() => { const sec = () => document.querySelector('section[data-name=\"anim\"]'); window.T = { sec, q: s => sec().querySelector(s), set: (s, v) => { const e = sec().querySelector(s); e.value = v; e.dispatchEvent(new Event(e.tagName === 'SELECT' ? 'change' : 'input')); }, key: k => document.body.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true})), log: () => window.flamebuildPlayLog.filter(e => e.seq === 'anim') }; return 1; })()"
cat >"$TMP/steps" <<EOF
wait 30 document.querySelector('section[data-name="anim"] .stage img.latest') && document.querySelector('section[data-name="anim"] .stage img.latest').dataset.shown
$setup
# Played at its frame rate (10 fps), in order, round and round.
eval noop (T.q('button.play').click(), 1)
sleep 1.3
eval noop (T.q('button.play').click(), 1)
eval rate (() => { const l = T.log(), d = l.slice(1).map((e, i) => e.t - l[i].t).sort((a, b) => a - b); return {n: l.length, inorder: l.every((e, i) => !i || e.frame === (l[i - 1].frame + 1) % 5), median: d[d.length >> 1]}; })()
# Played while an edit lands: the frames' new images come in as they land.
eval v0 (window.v0 = T.log().length, window.before = JSON.stringify([...document.querySelectorAll('figure[data-seq="anim"] img')].map(i => i.dataset.v)))
eval noop (T.q('button.play').click(), 1)
run sed 's/gamma="[0-9.]*"/gamma="1.8"/' '$P/anim.flame' >'$TMP/e' && mv '$TMP/e' '$P/anim.flame'
wait 60 (() => { const was = JSON.parse(window.before), l = T.log().slice(window.v0); return [0, 1, 2, 3, 4].every(i => l.some(e => e.frame === i && e.v !== was[i] && e.state === 'done')); })()
eval noop (T.q('button.play').click(), 1)
eval landed (() => { const was = JSON.parse(window.before), l = T.log().slice(window.v0); return [[0, 1, 2, 3, 4].filter(i => l.some(e => e.frame === i && e.v !== was[i])).length, [0, 1, 2, 3, 4].some(i => l.some(e => e.frame === i && e.v === was[i]))]; })()
# Flip between the frame before the edit and after it: the button, the F key.
eval noop (document.querySelector('figure[data-seq="anim"][data-frame="3"]').click(), 1)
eval noop (T.set('select.compare', 'before'), 1)
wait 10 T.q('img.other').complete && T.q('img.other').naturalWidth > 0
eval flip1 [T.q('.stage').dataset.frame, T.q('.stage').dataset.showing, T.q('img.other').getAttribute('src'), T.q('.cap').textContent]
eval noop T.key('f')
eval flip2 [T.q('.stage').dataset.showing, T.q('img.other').hidden]
eval noop (T.q('button.flip').click(), 1)
eval flip3 T.q('.stage').dataset.showing
# Wipe: the before-image left of the line, the frame right of it.
eval noop (T.set('select.how', 'wipe'), T.set('input.wipe', '30'), 1)
eval wipe [T.q('.stage').dataset.showing, T.q('img.other').style.clipPath, T.q('img.other').hidden, T.q('.wipeline').hidden, T.q('.wipeline').style.left]
# Another profile's frame.
eval noop (T.set('select.how', 'flip'), T.set('select.compare', 'p:preview'), 1)
wait 10 T.q('img.other').complete && T.q('img.other').naturalWidth > 0
eval profile [T.q('.stage').dataset.showing, T.q('img.other').getAttribute('src'), [...T.q('select.compare').options].map(o => o.value)]
shot $TMP/review.png
# Stale frames marked, never shown as new: a view with frames queued, rendering and a preview
# (the stream closed, so that the watcher's next view does not replace it).
eval stale (async () => { events.close(); const st = await (await fetch('/state.json')).json(), a = st.seqs.find(s => s.name === 'anim'); a.frames[1].s = 'queued'; a.frames[2].s = 'rendering'; a.frames[3].s = 'queued'; a.frames[3].p = true; render(st); T.set('select.compare', ''); window.flamebuildPlayLog.length = 0; T.q('button.play').click(); await new Promise(r => setTimeout(r, 1100)); T.q('button.play').click(); const seen = {}; for (const e of T.log()) seen[e.frame] = e.state; return seen; })()
eval noop (document.querySelector('figure[data-seq="anim"][data-frame="1"]').click(), 1)
eval badge [T.q('.stage').dataset.state, T.q('.badge').hidden, T.q('.badge').textContent, getComputedStyle(T.q('.stage'), '::after').backgroundImage.startsWith('repeating-linear-gradient'), T.q('.cap').textContent]
eval tile document.querySelector('figure[data-seq="anim"][data-frame="3"]').className
EOF
if python3 tests/tools/page_steps.py "$U/" <"$TMP/steps" >"$TMP/steps.out" 2>"$TMP/steps.err"; then
  val() { sed -n "s/^$1 //p" "$TMP/steps.out"; }
  if python3 -c 'import json, sys; r = json.loads(sys.argv[1]); sys.exit(not (r["n"] >= 8 and r["inorder"] and 60 <= r["median"] <= 160))' "$(val rate)"; then
    ok "review page: plays the sequence at its frame rate, in order ($(val rate))"
  else bad "review page: playing at the frame rate" "$(val rate)"; fi
  [ "$(val landed)" = '[5, true]' ] && ok "review page: playing through an edit, the frames' new images come in as they land" ||
    bad "review page: frames landing while playing" "$(val landed): [frames shown new, any shown old first]"
  state # the view the watcher has now: the gamma 1.8 edit's
  b3=$(js 'f[3]["b"]')
  if [ "$(val flip1)" = "[\"3\", \"other\", \"/before/anim/00003.png?v=$b3\", \"frame 3 (00003.png)$(val flip1 | sed 's/.*(00003.png)//; s/".*//')\"]" ] &&
     [ "$(code "/before/anim/00003.png?v=$b3")" = 200 ] && cmp -s "$TMP/body" "$TMP/v2/00003.png" &&
     [ "$(val flip2)" = '["frame", true]' ] && [ "$(val flip3)" = '"other"' ]; then
    ok "review page: flips between frame 3 before the edit (the old PNG) and after it, by button and F key"
  else bad "review page: the flip" "$(val flip1) $(val flip2) $(val flip3) (b $b3)"; fi
  [ "$(val wipe)" = '["wipe", "inset(0px 70% 0px 0px)", false, false, "30%"]' ] &&
    ok "review page: wipes between them (the before-image left of a line at 30%)" || bad "review page: the wipe" "$(val wipe)"
  o3=$(js 'f[3]["o"][0]')
  if [ "$(val profile)" = "[\"other\", \"/out/preview/anim/00003.png?v=$o3\", [\"\", \"before\", \"p:preview\"]]" ] &&
     [ "$(code "/out/preview/anim/00003.png?v=$o3")" = 200 ] && cmp -s "$TMP/body" "$P/out/preview/anim/00003.png"; then
    ok "review page: flips between the frame and the preview profile's"
  else bad "review page: the profile comparison" "$(val profile)"; fi
  [ "$(val stale)" = '{"0": "done", "1": "stale", "2": "stale", "3": "preview", "4": "done"}' ] &&
    ok "review page: playing marks the frames not up to date (stale, a preview), the others not" ||
    bad "review page: stale frames while playing" "$(val stale)"
  case $(val badge) in
    '["stale", false, "out of date: '*', true, "frame 1 (00001.png)'*' · stale"]') ok "review page: a stale frame on the stage is badged and hatched, its caption says so" ;;
    *) bad "review page: a stale frame on the stage" "$(val badge)" ;;
  esac
  [ "$(val tile)" = '"frame queued preview"' ] && ok "review page: a preview's tile says so" || bad "review page: a preview's tile" "$(val tile)"
else bad "review page: in Chromium" "$(tail -3 "$TMP/steps.err") $(cat "$TMP/steps.out")"; fi
kill -INT $WPID; wait $WPID
if grep -q 'Sanitizer\|runtime error' "$LOG"; then bad "review: sanitizers" "$(grep -m3 'Sanitizer\|runtime error' "$LOG")"
else ok "review: no sanitizer reports"; fi
