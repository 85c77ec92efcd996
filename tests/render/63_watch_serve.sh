#!/bin/sh
# The live page (issue 16, item 4): `watch --serve [ADDR:]PORT` serves, on loopback, a page of
# every sequence's frames, their states, timings and errors, which follows the watcher through
# server-sent events; the files of out/ and nothing else, read-only. Checked through the real
# binary (sanitizers on) with curl and headless Chromium (tests/tools/page_probe.py drives it
# through the DevTools protocol).
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/serve
LOG=$TMP/serve.log
rm -rf "$P"; mkdir -p "$P"
printf '[render]\nsize = 32x24\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 3
still "$P/still.flame" 0.5
# A frame that fails: every sample falls outside it (the [check] limits refuse it).
printf '<flames><flame name="x" size="32 24" quality="4"><xform weight="1" coefs="1 0 0 1 0 0" linear="1"/></flame></flames>\n' >"$P/broken.flame"
printf 'not for the web\n' >"$TMP/secret.txt"

# 1. Refused before anything starts: a non-loopback address without --serve-public.
if expect_fail "serve: a non-loopback address without --serve-public is refused" "$FB" watch "$P" --serve 0.0.0.0:0; then
  if grep -q "not a loopback address" "$TMP/err" && grep -q -- "--serve-public" "$TMP/err" && [ "$(wc -l <"$TMP/err")" -eq 1 ]; then
    ok "serve: ... with one clear message naming --serve-public"
  else bad "serve: the refusal's message" "$(cat "$TMP/err")"; fi
fi
expect_fail "serve: an IPv6 wildcard is refused too" "$FB" watch "$P" --serve '[::]:0' &&
  ok "serve: an IPv6 wildcard is refused too"
expect_fail "serve: a port out of range is refused" "$FB" watch "$P" --serve 127.0.0.1:70000 &&
  ok "serve: a port out of range is refused"
expect_fail "serve: --serve-public alone is refused" "$FB" watch "$P" --serve-public &&
  ok "serve: --serve-public alone is refused"
[ ! -d "$P/out" ] && ok "serve: a refused address builds nothing" || bad "serve: a refused address builds nothing" "out/ exists"

: >"$LOG"
"$FB" watch "$P" -j 2 -v --serve 127.0.0.1:0 >"$TMP/serve.out" 2>"$LOG" &
WPID=$!
wait_log() { # wait_log SECONDS PATTERN: a log line matches
  i=0
  until grep -q "$2" "$LOG"; do
    i=$((i + 1))
    if [ $i -gt $(( $1 * 20 )) ] || ! kill -0 $WPID 2>/dev/null; then return 1; fi
    sleep 0.05
  done
}
wait_log 120 "up to date:" || bad "serve: the first build" "$(tail -3 "$LOG")"
PORT=$(sed -n 's|.*serving the live page at http://127\.0\.0\.1:\([0-9][0-9]*\)/.*|\1|p' "$LOG" | head -1)
U=http://127.0.0.1:$PORT
[ -n "$PORT" ] && ok "serve: the log names the page's address ($U/)" || bad "serve: the page's address" "$(head -3 "$LOG")"
# Listening on loopback alone (the kernel's table: local address 0100007F, state 0A LISTEN).
hex=$(printf '%04X' "${PORT:-0}")
if grep -q ":$hex 00000000:0000 0A" /proc/net/tcp && ! grep ":$hex 00000000:0000 0A" /proc/net/tcp | grep -qv " 0100007F:$hex " &&
   ! grep -q ":$hex 00000000000000000000000000000000:0000 0A" /proc/net/tcp6 2>/dev/null; then
  ok "serve: it listens on 127.0.0.1 only"
else bad "serve: the listening socket" "$(grep ":$hex " /proc/net/tcp /proc/net/tcp6 2>/dev/null)"; fi
# code PATH [CURL ARGS]: the HTTP status of a request
code() { p=$1; shift; curl -s -o "$TMP/body" -w '%{http_code}' --path-as-is "$@" "$U$p"; }

# The page, the view, the event stream; the frames.
if [ "$(code /)" = 200 ] && grep -q "new EventSource('/events')" "$TMP/body"; then ok "serve: GET / is the page"
else bad "serve: GET /" "$(head -c 200 "$TMP/body")"; fi
if [ "$(code /state.json)" = 200 ] && grep -q '"name":"anim"' "$TMP/body" && grep -q '"s":"done"' "$TMP/body"; then
  ok "serve: /state.json has the sequences and their frames, up to date"
else bad "serve: /state.json" "$(head -c 300 "$TMP/body")"; fi
if grep -q '"name":"broken","path":"broken.flame","dir":"",.*"frames":\[{"s":"failed","t":[0-9.]*,"v":"0","f":"broken.png","e":"broken frame: ' "$TMP/body" &&
   grep -q '"name":"anim","path":"anim.flame","dir":"anim",.*"frames":\[{"s":"done","t":0\.[0-9]*[1-9][0-9]*,"v":"[1-9][0-9]*","f":"00000.png","e":"","p":false,"b":"0","o":\[\]}' "$TMP/body"; then
  ok "serve: ... each frame's render time, file (a still's out/NAME.png: dir \"\") and version, and a failed frame's error"
else bad "serve: the frames in /state.json" "$(head -c 600 "$TMP/body")"; fi
curl -s -D "$TMP/headers" --max-time 1 "$U/events" >"$TMP/events"
if grep -qi '^content-type: text/event-stream' "$TMP/headers" && grep -q '^event: state' "$TMP/events" &&
   grep -q '^data: {"seqs":\[{"name":"anim"' "$TMP/events"; then
  ok "serve: /events is an event stream that sends the view at once"
else bad "serve: /events" "$(head -c 300 "$TMP/headers" "$TMP/events")"; fi
if [ "$(code /out/anim/00001.png)" = 200 ] && cmp -s "$TMP/body" "$P/out/anim/00001.png"; then
  ok "serve: a frame of out/ is served whole"
else bad "serve: GET /out/anim/00001.png" "$(code /out/anim/00001.png)"; fi
[ "$(code /out/anim/00001.png -r 8-15)" = 206 ] && [ "$(wc -c <"$TMP/body")" -eq 8 ] &&
  ok "serve: a byte range of a file (a video's seeking)" || bad "serve: a byte range" "$(code /out/anim/00001.png -r 8-15)"
[ "$(code / -H 'Host: rebound.example')" = 403 ] && ok "serve: a request naming another host is refused (DNS rebinding)" ||
  bad "serve: Host rebound.example" "$(code / -H 'Host: rebound.example')"

# 2. Only out/, read-only: every way out is 404, every write 405.
ln -s "$TMP/secret.txt" "$P/out/leak.png"
ln -s .. "$P/out/up"
ln -s "$TMP" "$P/out/anim/tmp"
for path in /out/../flamebuild.conf /out/%2e%2e/flamebuild.conf /out/..%2fflamebuild.conf /out/%2e%2e%2fflamebuild.conf \
            /out/anim/../../flamebuild.conf /out/./anim/00000.png "/out/$TMP/secret.txt" /out//etc/passwd \
            /out/%2fetc%2fpasswd /etc/passwd /flamebuild.conf /out/leak.png /out/up/flamebuild.conf \
            /out/anim/tmp/secret.txt /out/.flamebuild /out/anim/ /out/ /out; do
  c=$(code "$path")
  if [ "$c" = 404 ] && ! grep -q "not for the web\|\[render\]\|root:" "$TMP/body"; then ok "serve: GET $path is 404"
  else bad "serve: GET $path" "status $c: $(head -c 100 "$TMP/body")"; fi
done
sums() { find "$P/out" "$P/flamebuild.conf" -type f -exec md5sum {} + | sort; }
sums >"$TMP/sums.before"
for m in POST PUT DELETE PATCH; do
  for path in / /out/anim/00000.png /events; do
    c=$(code "$path" -X $m -d x)
    [ "$c" = 405 ] && ok "serve: $m $path is 405" || bad "serve: $m $path" "status $c"
  done
done
curl -s -D "$TMP/headers" -o /dev/null -X POST "$U/" && grep -qi '^allow: GET, HEAD' "$TMP/headers" &&
  ok "serve: a 405 says what is allowed" || bad "serve: the 405's Allow" "$(cat "$TMP/headers")"
sums >"$TMP/sums.after"
cmp -s "$TMP/sums.before" "$TMP/sums.after" && [ "$(cat "$TMP/secret.txt")" = "not for the web" ] &&
  ok "serve: nothing was written through the server" || bad "serve: the files after the writes" "$(diff "$TMP/sums.before" "$TMP/sums.after")"

# 3. In a browser: after an edit, the page shows the frame's new PNG within 1 s of its write.
edit_still() { # edit_still A B: the still's first coefficient from A to B
  printf "sed 's/coefs=\"%s 0.2/coefs=\"%s 0.2/' '%s' >'%s' && mv '%s' '%s'" "$1" "$2" "$P/still.flame" "$TMP/s" "$TMP/s" "$P/still.flame"
}
if python3 tests/tools/page_probe.py "$U/" still 0 "$P/out/still.png" "$(edit_still 0.5 0.52)" 60 "$TMP/dom.html" \
     >"$TMP/probe.out" 2>"$TMP/probe.err"; then
  read -r version shown mtime latency heard <"$TMP/probe.out"
  echo "  (the page heard of the rewritten PNG $heard ms after its write and showed it $latency ms after)"
  if [ "$version" = "$mtime" ] && grep -q "src=\"/out/still.png?v=$version\"" "$TMP/dom.html"; then
    ok "serve: the page's thumbnail shows the edited frame's new PNG (its version is the file's mtime)"
  else bad "serve: the thumbnail's version" "page $version, file $mtime"; fi
  if awk -v l="$latency" 'BEGIN { exit !(l >= 0 && l < 1000) }'; then
    ok "serve: ... within 1 s of the PNG being rewritten ($latency ms)"
  else bad "serve: the page's latency" "$latency ms"; fi
  grep -q 'data-seq="still" data-frame="0" class="frame done"' "$TMP/dom.html" &&
    ok "serve: ... and marks it up to date" || bad "serve: the frame's state on the page" "$(grep -o '<figure[^>]*>' "$TMP/dom.html")"
  grep -q '<img class="latest" alt="" data-v="'"$version"'"' "$TMP/dom.html" &&
    ok "serve: ... and shows it large as the sequence's latest frame" || bad "serve: the latest frame" "$(grep -o '<img class="latest"[^>]*>' "$TMP/dom.html")"
  # One numbering, the file's (issue 40, item 2): 00000.png is frame 0 in captions and errors
  # (a still's file is out/NAME.png).
  if grep -q '<div class="cap">latest: frame 0 (still.png)' "$TMP/dom.html" &&
     grep -q 'data-seq="anim" data-frame="2" [^>]*><img[^>]*><figcaption>2 ' "$TMP/dom.html" &&
     grep -q '<li>frame 0 (broken.png): broken frame' "$TMP/dom.html"; then
    ok "serve: captions and errors number a frame as its file (frame 2 is 00002.png)"
  else bad "serve: the page's frame numbers" "$(grep -o '<figcaption>[^<]*</figcaption>\|<div class="cap">[^<]*\|<li>[^<]*' "$TMP/dom.html" | head -8)"; fi
else
  bad "serve: the page in Chromium" "$(tail -3 "$TMP/probe.err")"
fi

# 4. A second client on the stream and one that goes away mid-stream disturb nothing.
curl -s -N "$U/events" >"$TMP/events2" 2>/dev/null &
C2=$!
curl -s -N --max-time 1 "$U/events" >/dev/null 2>&1 # cut after a second
sleep 0.3
lines=$(wc -l <"$LOG")
eval "$(edit_still 0.52 0.54)"
i=0
until tail -n +$((lines + 1)) "$LOG" | grep -q "still: frame 0 iterated"; do
  i=$((i + 1)); [ $i -gt 1200 ] && break; sleep 0.05
done
if tail -n +$((lines + 1)) "$LOG" | grep -q "still: frame 0 iterated"; then
  ok "serve: after a client went away mid-stream, the next edit re-renders"
else bad "serve: re-rendering after a client left" "$(tail -5 "$LOG")"; fi
v=$(python3 -c 'import os, sys; print(os.stat(sys.argv[1]).st_mtime_ns)' "$P/out/still.png")
i=0
until grep -q "$v" "$TMP/events2"; do i=$((i + 1)); [ $i -gt 100 ] && break; sleep 0.05; done
grep -q "$v" "$TMP/events2" && ok "serve: a second client's stream gets the new version" ||
  bad "serve: the second client's stream" "no $v in $(tail -c 300 "$TMP/events2")"
# A vanished client's stream closes at its next write: a state event, else a keep-alive (15 s).
i=0
until [ "$(code /state.json)" = 200 ] && grep -q '"streams":1,' "$TMP/body"; do
  i=$((i + 1)); [ $i -gt 400 ] && break; sleep 0.05
done
grep -q '"streams":1,' "$TMP/body" && ok "serve: the streams of the clients that went away are closed, the other open" ||
  bad "serve: open streams" "$(head -c 40 "$TMP/body")"
# 5. A sequence's warnings (issue 40, item 1): what the parser ignored shows under it, in the view
# and on the page, until a save of the file without it.
still "$TMP/typo.flame" 0.6
sed 's/ gamma=/ gama=/' "$TMP/typo.flame" >"$P/typo.flame"
i=0
until [ "$(code /state.json)" = 200 ] && grep -q '"name":"typo"' "$TMP/body"; do i=$((i + 1)); [ $i -gt 1200 ] && break; sleep 0.05; done
if grep -q '"name":"typo","path":"typo.flame",.*"warnings":\["typo.flame:[0-9]*: unknown attribute gama on <flame>, ignored (did you mean gamma?)"\]' "$TMP/body"; then
  ok "serve: /state.json lists a sequence's warnings"
else bad "serve: warnings in /state.json" "$(head -c 600 "$TMP/body")"; fi
cat >"$TMP/steps" <<EOF
wait 60 [...document.querySelectorAll('section[data-name="typo"] ul.warnings li')].some(l => l.textContent.startsWith('warning: typo.flame:') && l.textContent.includes('unknown attribute gama'))
dom $TMP/warn.html
run sed 's/ gama=/ gamma=/' '$P/typo.flame' >'$TMP/t' && mv '$TMP/t' '$P/typo.flame'
wait 60 document.querySelector('section[data-name="typo"] ul.warnings').children.length === 0 && !document.querySelector('section[data-name="typo"] h2').textContent.includes('warning')
EOF
if python3 tests/tools/page_steps.py "$U/" <"$TMP/steps" >"$TMP/steps.out" 2>"$TMP/steps.err"; then
  grep -q '<small>typo.flame — 1 frame, 1 done, 1 warning</small>' "$TMP/warn.html" &&
    ok "serve: the page shows a sequence's warnings, and they go when the file is fixed" ||
    bad "serve: the page's warnings" "$(grep -o '<h2>typo.*</ul>' "$TMP/warn.html" | head -c 600)"
else bad "serve: the page's warnings" "$(cat "$TMP/steps.err")"; fi
kill -INT $WPID; wait $WPID; rc=$?
[ $rc -eq 0 ] && grep -q "^watched: " "$TMP/serve.out" && ok "serve: the watcher exits cleanly with clients connected" ||
  bad "serve: the watcher's exit" "rc $rc: $(tail -5 "$LOG")"
i=0
while kill -0 $C2 2>/dev/null && [ $i -lt 40 ]; do i=$((i + 1)); sleep 0.05; done
if kill -0 $C2 2>/dev/null; then bad "serve: the open stream ends when the watcher stops" "curl still reading"; kill $C2
else ok "serve: the open stream ends when the watcher stops"; fi
wait $C2 2>/dev/null || true   # curl says 18: the stream ended mid-transfer, as it must
