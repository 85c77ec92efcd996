#!/bin/sh
# Watch mode (issue 6): `flamebuild watch` on a project edited the way editors save files —
# in place, atomic rename, delete and re-create, a burst of 100 saves, a half-written file,
# a new subdirectory, no-op saves, a tone edit, lost inotify events — while status and a
# second build run beside it. The outputs must follow every edit, equal a clean build at
# the end, and the watcher must survive it all and stop cleanly on SIGINT.
#
# Synchronisation, never blind sleeps: wait_idle touches sync.flame (a no-op save) and
# waits for the watcher to log that save and then "up to date": inotify delivers events in
# order, so everything saved before has been planned and rendered. Every wait is bounded.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/watch
C=$TMP/watch-clean
LOG=$TMP/watch.log
rm -rf "$P"; mkdir -p "$P/sub"
: >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 12 24
still "$P/still.flame" 0.5
animation "$P/sub/b.flame" 0 6
still "$P/sync.flame" 0.7

: >"$LOG"
"$FB" watch "$P" -j 2 -vv >"$TMP/watch.out" 2>"$LOG" &
WPID=$!

alive() { kill -0 $WPID 2>/dev/null; }
# wait_until SECONDS CMD...: polls CMD every 0.1 s; fails if the time runs out or the
# watcher died.
wait_until() {
  limit=$(( $1 * 10 )); shift; i=0
  until "$@"; do
    i=$((i + 1))
    if [ $i -gt $limit ] || ! alive; then return 1; fi
    sleep 0.1
  done
}
after() { # after LINE PATTERN: a log line past LINE matches
  awk -v from="$1" -v pat="$2" 'NR > from && $0 ~ pat { found = 1 } END { exit !found }' "$LOG"
}
idle_after() { # idle_after LINE: "sync: saved" past LINE, then "up to date" past that
  awk -v from="$1" 'NR > from && /sync: saved, no frame changed/ { s = NR } s && NR > s && /up to date:/ { found = 1 }
    END { exit !found }' "$LOG"
}
lines() { wc -l <"$LOG"; }
wait_idle() { # wait_idle NAME: everything saved so far is built (its own mark: a check's $mark
  idle_mark=$(lines) # before the saves stays, or a line logged before this would be missed)
  touch "$P/sync.flame"
  if wait_until 30 idle_after "$idle_mark"; then return 0; fi
  bad "$1" "the watcher did not settle within 30 s: $(tail -5 "$LOG")"
  return 1
}
since() { tail -n +$(( $1 + 1 )) "$LOG"; } # the log past line N
png_of() { echo "$P/out/$1/$(printf %05d "$2").png"; }
still_of() { echo "$P/out/$1.png"; } # a still's file: out/NAME.png
status_has() { "$FB" status "$P" --json >"$TMP/status.json" 2>&1; grep -q -- "$1" "$TMP/status.json"; } # exit 1 when anything failed

# --- the first build ----------------------------------------------------------------------
if wait_until 60 after 0 'up to date:' && [ -f "$(png_of anim 23)" ] && [ -f "$(png_of sub/b 5)" ] &&
   [ -f "$(still_of still)" ] && [ -s "$P/out/anim.mp4" ] && [ -s "$P/out/sub/b.mp4" ]; then
  ok "watch: the first build renders every frame and video"
else bad "watch: first build" "$(tail -5 "$LOG")"; fi
# The watcher renders through the build's pipeline: a frame starts before the one before it
# is done (two in flight at -j 2), as in `flamebuild build`.
if awk '/anim: frame [0-9]+ started/ { n++; if (n >= 2) found = 1 }
        /anim: frame [0-9]+ (iterated|refinished)/ { n-- } END { exit !found }' "$LOG"; then
  ok "watch: frames overlap in the pipeline"
else bad "watch: pipeline" "never two anim frames in flight: $(grep 'anim: frame' "$LOG" | head -6)"; fi

# --- one writer: status reads, a second build is refused ------------------------------------
if status_has "\"running\": {\"pid\": $WPID, \"command\": \"watch\"}" && ! grep -q '"stale": [1-9]' "$TMP/status.json"; then
  ok "watch: status --json works while watching and names the watcher"
else bad "watch: status" "$(head -c 400 "$TMP/status.json")"; fi
fb_build "$P"
if [ "$BUILD_RC" -ne 0 ] && grep -q "another flamebuild (watch, pid $WPID)" "$TMP/build.err"; then
  ok "watch: a second build is refused, naming the watcher"
else bad "watch: second build" "rc $BUILD_RC $(cat "$TMP/build.err")"; fi
if "$FB" watch "$P" >/dev/null 2>"$TMP/w2.err"; then bad "watch: a second watch" "it ran"
elif grep -q "pid $WPID" "$TMP/w2.err"; then ok "watch: a second watch is refused, naming the first"
else bad "watch: a second watch" "$(cat "$TMP/w2.err")"; fi

# --- in-place write of a keyframe value: frames nearest it first, the video after -----------
mark=$(lines)
awk 'BEGIN{n=0} /coefs="0.6 0.2/{n++; if(n==2) sub(/coefs="0.6 0.2/, "coefs=\"0.67 0.2")} {print}' "$P/anim.flame" >"$TMP/e"
cat "$TMP/e" >"$P/anim.flame"   # same inode: truncate and write
if wait_idle "watch: in-place write"; then
  first=$(since "$mark" | grep -m1 'anim: frame .* started' | sed 's/.*anim: frame \([0-9]*\) started.*/\1/')
  iterated=$(since "$mark" | grep -c 'anim: frame .* iterated')
  if since "$mark" | grep -q 'anim: changed: 24 frames, 24 to iterate, 0 to re-finish, nearest time 12 first' &&
     [ "$first" = 12 ] && [ "$iterated" -eq 24 ]; then
    ok "watch: an in-place write re-iterates the keyframe's frames, nearest first (frame 12, 00012.png, at t=12)"
  else bad "watch: in-place write" "first $first, $iterated iterated: $(since "$mark" | head -3)"; fi
  enc=$(since "$mark" | grep -n 'anim: encoded' | cut -d: -f1)
  lastframe=$(since "$mark" | grep -n 'anim: frame .* iterated' | tail -1 | cut -d: -f1)
  if [ "$(since "$mark" | grep -c 'anim: encoded')" -eq 1 ] && [ "$enc" -gt "$lastframe" ]; then
    ok "watch: the video is re-encoded once, after its frames"
  else bad "watch: video re-encode" "$(since "$mark" | grep encoded)"; fi
fi

# --- atomic save with editor droppings: a tone edit re-finishes without iterating ----------
mark=$(lines)
cp "$P/still.flame" "$P/still.flame~"                       # backup
: >"$P/4913"; rm -f "$P/4913"                               # vim's probe
sed 's/gamma="4"/gamma="3"/' "$P/still.flame" >"$P/.still.flame.swp"
sed 's/gamma="4"/gamma="3"/' "$P/still.flame" >"$P/still.flame.tmp"
mv "$P/still.flame.tmp" "$P/still.flame"                   # rename over the original
rm -f "$P/.still.flame.swp"
if wait_idle "watch: atomic save"; then
  if since "$mark" | grep -q 'still: changed: 1 frame, 0 to iterate, 1 to re-finish' &&
     since "$mark" | grep -q 'still: frame 0 refinished' && ! since "$mark" | grep -q 'still: frame 0 started (iterate)' &&
     ! since "$mark" | grep -q '4913\|~\|\.tmp\|\.swp\|error'; then
    ok "watch: an atomic save is a change of the real file; editor temporaries are ignored"
  else bad "watch: atomic save" "$(since "$mark" | head -5)"; fi
fi
rm -f "$P/still.flame~"

# --- a gamma edit of an animation: every frame re-finished from the cache ------------------
mark=$(lines)
sed 's/gamma="4"/gamma="2.5"/' "$P/anim.flame" >"$TMP/e" && mv "$TMP/e" "$P/anim.flame"
if wait_idle "watch: gamma edit"; then
  if since "$mark" | grep -q 'anim: changed: 24 frames, 0 to iterate, 24 to re-finish' &&
     [ "$(since "$mark" | grep -c 'anim: frame .* refinished')" -eq 24 ] &&
     ! since "$mark" | grep -q 'anim: frame .*(iterate)'; then
    ok "watch: a gamma edit re-finishes 24 frames from the cache, iterating none"
  else bad "watch: gamma edit" "$(since "$mark" | head -3)"; fi
fi

# --- delete and re-create: a change of the file, not a removal ------------------------------
mark=$(lines)
sed 's/coefs="0.6 0.2/coefs="0.62 0.2/' "$P/sub/b.flame" >"$TMP/b"
rm "$P/sub/b.flame"; cp "$TMP/b" "$P/sub/b.flame"
if wait_idle "watch: delete and re-create"; then
  if since "$mark" | grep -q 'sub/b: changed' && ! since "$mark" | grep -q 'sub/b: removed' && [ -f "$(png_of sub/b 5)" ]; then
    ok "watch: delete and re-create is a change of the file"
  else bad "watch: delete and re-create" "$(since "$mark" | head -5)"; fi
fi

# --- a burst of 100 saves within about a second: only the last content matters ------------
mark=$(lines)
i=1
while [ $i -le 100 ]; do
  still "$P/still.flame" "0.$(( 10 + i % 80 ))"
  i=$((i + 1)); sleep 0.01
done
if wait_idle "watch: burst"; then
  plans=$(since "$mark" | grep -c 'still: changed')
  if [ "$plans" -ge 1 ] && [ "$plans" -lt 100 ] && alive; then ok "watch: 100 saves in a second settle ($plans plans)"
  else bad "watch: burst" "$plans plans"; fi
fi

# --- a half-written file, then the rest ---------------------------------------------------
cp "$(png_of anim 5)" "$TMP/anim5.png"
mark=$(lines)
sed 's/gamma="2.5"/gamma="3.5"/' "$P/anim.flame" >"$TMP/full"
head -c 700 "$TMP/full" >"$P/anim.flame"
if wait_until 20 after "$mark" 'error: anim.flame'; then
  if cmp -s "$(png_of anim 5)" "$TMP/anim5.png" && status_has '"name": "anim", "file": "anim.flame", "state": "failed", "error": "anim.flame'; then
    ok "watch: a half-written genome shows its error and keeps its outputs"
  else bad "watch: half-written" "$(head -c 300 "$TMP/status.json")"; fi
else bad "watch: half-written" "no error logged: $(since "$mark" | head -5)"; fi
cat "$TMP/full" >"$P/anim.flame"
if wait_idle "watch: the rest written"; then
  if since "$mark" | grep -q 'anim: parses again' && ! cmp -s "$(png_of anim 5)" "$TMP/anim5.png" &&
     status_has '"name": "anim", "file": "anim.flame", "kind": "animation", "state": "up_to_date"'; then
    ok "watch: the completed save is built"
  else bad "watch: completed save" "$(since "$mark" | tail -5)"; fi
fi

# --- new directories ------------------------------------------------------------------------
mark=$(lines)
mkdir -p "$P/new/deeper"; still "$P/new/deeper/n.flame" 0.4       # written at once: scanned after the watch
mkdir "$P/moved"; still "$TMP/m.flame" 0.45; mv "$TMP/m.flame" "$P/moved/m.flame"
if wait_idle "watch: new directories" && [ -f "$(still_of new/deeper/n)" ] && [ -f "$(still_of moved/m)" ]; then
  ok "watch: genomes in new subdirectories are picked up"
else bad "watch: new directories" "$(since "$mark" | head -5)"; fi
mark=$(lines)
still "$P/new/deeper/n2.flame" 0.35
if wait_idle "watch: watched new directory" && [ -f "$(still_of new/deeper/n2)" ]; then
  ok "watch: a new directory stays watched"
else bad "watch: new directory watched" "$(since "$mark" | head -5)"; fi

# --- removal: a deleted genome is forgotten, its outputs stay (orphans) --------------------
mark=$(lines)
rm -r "$P/moved"
if wait_idle "watch: removal" && since "$mark" | grep -q 'moved/m: removed; its outputs stay' && [ -f "$(still_of moved/m)" ] &&
   "$FB" status "$P" --json 2>/dev/null | grep -q '"path": "out/moved", "kind": "frames"'; then
  ok "watch: a deleted directory's genomes are forgotten, their frames kept as orphans"
else bad "watch: removal" "$(since "$mark" | head -5); $(ls "$P/out")"; fi

# --- no-op saves: nothing re-renders -------------------------------------------------------
mark=$(lines)
touch "$TMP/marker"; sleep 0.05
touch "$P/anim.flame"
cp "$P/still.flame" "$TMP/s" && mv "$TMP/s" "$P/still.flame"                     # same bytes, atomically
sed 's/gamma="3.5"/gamma="3.50"/' "$P/anim.flame" >"$TMP/e" && cat "$TMP/e" >"$P/anim.flame" # same keys
if wait_idle "watch: no-op saves"; then
  newer=$(find "$P/out" -name '*.png' -newer "$TMP/marker" | head -3)
  if [ -z "$newer" ] && ! since "$mark" | grep -q 'started' && since "$mark" | grep -q 'anim: saved, no frame changed' &&
     since "$mark" | grep -q 'still: saved, no frame changed'; then
    ok "watch: no-op saves (touch, same bytes, reformat) render nothing"
  else bad "watch: no-op saves" "$newer $(since "$mark" | grep -v sync | head -5)"; fi
fi

# --- a frame whose keys change while it renders is cancelled at its next chunk ------------
mark=$(lines)
sed -e 's/size="32 24"/size="160 120"/' -e 's/quality="4"/quality="600"/' "$P/still.flame" >"$TMP/slow"
cp "$TMP/slow" "$P/slow.flame"
if wait_until 20 after "$mark" 'slow: frame 0 started'; then
  sed 's/coefs="0\.[0-9]* 0.2/coefs="0.33 0.2/' "$TMP/slow" >"$TMP/e" && mv "$TMP/e" "$P/slow.flame"
  if wait_idle "watch: cancel" && since "$mark" | grep -q 'slow: frame 0 cancelled at .*its keys changed' &&
     [ "$(since "$mark" | grep -c 'slow: frame 0 iterated')" -eq 1 ]; then
    ok "watch: a running frame whose keys changed is cancelled and replaced"
  else bad "watch: cancel" "$(since "$mark" | grep slow | head -6)"; fi
else bad "watch: cancel" "the slow frame did not start"; fi
rm "$P/slow.flame" # (spares the clean build its time)

# --- lost events (inotify queue overflow): found by the sweep, rescanned, said ------------
queued=$(cat /proc/sys/fs/inotify/max_queued_events 2>/dev/null || echo 16384)
if [ "$queued" -le 65536 ]; then
  mark=$(lines)
  cp "$(still_of still)" "$TMP/still0.png"
  kill -STOP $WPID
  seq 1 "$queued" | sed "s|^|$P/sub/.junk|" | xargs touch
  seq 1 "$queued" | sed "s|^|$P/sub/.junk|" | xargs rm -f
  still "$P/still.flame" 0.77          # its events come after the overflow: lost
  kill -CONT $WPID
  if wait_until 30 after "$mark" 'came without a file event.*rescanning the whole project' && wait_idle "watch: overflow" &&
     ! cmp -s "$(still_of still)" "$TMP/still0.png"; then
    ok "watch: lost events are found by the sweep, reported, and rebuilt"
  else bad "watch: overflow" "$(since "$mark" | tail -5)"; fi
else
  skip "watch: overflow" "max_queued_events $queued is too large to overflow quickly"
fi

# --- [cache] max_size while watching: applied at once, nothing re-rendered ------------------
mark=$(lines)
printf '[cache]\nmax_size = 20K\n' >"$P/flamebuild.conf"
if wait_until 30 after "$mark" 'cache max_size is now 20.0 KiB' && wait_until 30 after "$mark" 'cache: evicted .* .max_size 20.0 KiB.'; then
  "$FB" status "$P" --json >"$TMP/status.json"
  cached=$(sed -n 's/.*"cache_bytes": \([0-9]*\).*/\1/p' "$TMP/status.json" | head -1)
  if [ -n "$cached" ] && [ "$cached" -le 20480 ] && ! since "$mark" | grep -q 'started\|re-planning'; then
    ok "watch: a new [cache] max_size evicts down to it at once and re-renders nothing ($cached bytes)"
  else bad "watch: max_size" "$cached bytes: $(since "$mark" | head -5)"; fi
else bad "watch: max_size" "$(since "$mark" | head -5)"; fi
: >"$P/flamebuild.conf" # back to the defaults (an empty file: the directory stays a project)
wait_until 30 after "$mark" 'cache max_size is now 20.0 GiB' || bad "watch: max_size back to the default" "$(since "$mark" | tail -3)"
wait_idle "watch: after max_size"

# --- the end: equal to a clean build, alive, clean stop -----------------------------------
wait_idle "watch: final"
# The outputs of deleted genomes stay (orphans); the rest must equal a clean build. The
# watcher holds the lock, so they are set aside by the list status gives, not by clean.
"$FB" status "$P" --json 2>/dev/null | sed -n 's/.*"path": "out\/\([^"]*\)".*/\1/p' >"$TMP/orphans"
while read -r o; do
  rm -rf "$P/out/$o"
  d=$(dirname "$o"); while [ "$d" != . ] && rmdir "$P/out/$d" 2>/dev/null; do d=$(dirname "$d"); done
done <"$TMP/orphans"
grep -qx 'moved' "$TMP/orphans" && ok "watch: status lists the deleted genome's frames as orphans" ||
  bad "watch: status lists the deleted genome's frames as orphans" "$(cat "$TMP/orphans")"
clean_copy "$P" "$C"
fb_build_ref "$C"
same_outputs "watch: after all the edits the outputs equal a clean build" "$P" "$C"
if alive; then ok "watch: the watcher is still alive"; else bad "watch: alive" "$(tail -5 "$LOG")"; fi
kill -INT $WPID
i=0; while alive && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
if alive; then kill -9 $WPID; bad "watch: SIGINT" "still running after 20 s"
else
  wait $WPID; rc=$?
  if [ $rc -eq 0 ] && grep -q '^watched: ' "$TMP/watch.out"; then ok "watch: SIGINT stops it with exit status 0"
  else bad "watch: SIGINT" "exit $rc: $(tail -3 "$LOG")"; fi
fi
cp "$LOG" "$TMP/watch.log.all"
expect_built "watch: a build after the watcher finds nothing to do" "$P" "built: 0 iterated, 0 refinished"

# --- SIGINT in the middle of a frame: cancelled at its chunk, nothing half-made recorded ----
cp "$TMP/slow" "$P/slow.flame"
: >"$LOG"
"$FB" watch "$P" -j 2 -vv >"$TMP/watch.out" 2>"$LOG" &
WPID=$!
if wait_until 30 after 0 'slow: frame 0 started'; then
  kill -INT $WPID
  i=0; while alive && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
  if alive; then kill -9 $WPID; bad "watch: SIGINT mid-frame" "still running after 20 s"
  else
    wait $WPID; rc=$?
    if [ $rc -eq 0 ] && grep -q 'slow: frame 0 cancelled at .*(stopping)' "$LOG" && [ ! -e "$(png_of slow 0)" ]; then
      ok "watch: SIGINT mid-frame cancels it and exits 0"
    else bad "watch: SIGINT mid-frame" "exit $rc: $(tail -3 "$LOG")"; fi
  fi
else bad "watch: SIGINT mid-frame" "the frame did not start: $(tail -3 "$LOG")"; fi
expect_built "watch: after SIGINT a build renders just the cancelled frame" "$P" "built: 1 iterated, 0 refinished"
clean_copy "$P" "$C"
fb_build_ref "$C"
same_outputs "watch: after SIGINT and a build the outputs equal a clean build" "$P" "$C"
cat "$LOG" >>"$TMP/watch.log.all"
if grep -q 'Sanitizer\|runtime error' "$TMP/watch.log.all"; then bad "watch: sanitizers" "$(grep -m3 'Sanitizer\|runtime error' "$TMP/watch.log.all")"
else ok "watch: no sanitizer reports"; fi
