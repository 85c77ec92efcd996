#!/bin/sh
# The kill matrix (issue 12): `build` killed with SIGKILL at each stage, at a chosen moment
# (FLAMEBUILD_KILL_AT=STAGE:N, util/fault.h: no sleeps), serially and pipelined. After each
# kill: every PNG in out/ reads whole, the database passes PRAGMA integrity_check, and the next
# build completes, keeps every frame finished before the kill (its "unchanged" count), leaves
# no temporary file, and equals a clean build byte for byte; every cache entry is whole (the
# project re-finishes from the cache alone without a corrupt entry).
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
K=$TMP/kill
C=$TMP/kill_clean
rm -rf "$K" "$C"; mkdir -p "$K"
# Several chunks per frame, so that "iterate" stops a frame half way.
if command -v ffmpeg >/dev/null; then video=h264; else video=none; fi
printf '[video]\ncodec = %s\n[render]\nquality = 40\nsize = 64x48\n' "$video" >"$K/flamebuild.conf"
animation "$K/anim.flame" 0 6
still "$K/still.flame" 0.6
TOTAL=7
clean_copy "$K" "$C"
fb_build_ref "$C" -j 1
[ "$BUILD_RC" -eq 0 ] || bad "kill: the clean build" "$SUMMARY $(head -c 300 "$TMP/build.err")"

# integrity DB : PRAGMA integrity_check on the state database ("ok").
integrity() {
  if command -v sqlite3 >/dev/null; then sqlite3 "$1" 'PRAGMA integrity_check' 2>&1
  else python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('PRAGMA integrity_check').fetchone()[0])" "$1" 2>&1; fi
}
# torn_pngs DIR : the PNGs under DIR that do not read whole (none: empty output).
torn_pngs() {
  find "$1" -name '*.png' 2>/dev/null | while read -r f; do build/imgcmp --same "$f" "$f" >/dev/null 2>&1 || echo "$f"; done
}
frame_pngs() { find "$1/out" \( -name '[0-9]*.png' -o -name still.png \) 2>/dev/null | wc -l; } # the still: out/still.png
# count WHAT : the number before WHAT in $SUMMARY ("3 unchanged" -> 3).
count() { echo "$SUMMARY" | sed -nE "s/.* ([0-9]+) $1.*/\\1/p"; }

# kill_at STAGE:N JOBS TEMP : a fresh build of the project killed at STAGE:N, then the checks.
# TEMP: a find(1) -name pattern of the temporary file the kill must leave (the kill fell in
# the middle of that write), or "" if none.
kill_at() {
  at=$1; jobs=$2; temp=$3; name="kill at $at (-j $jobs)"
  rm -rf "$K/out" "$K/.flamebuild"
  FLAMEBUILD_KILL_AT=$at "$FB" build "$K" --quiet -j "$jobs" >"$TMP/kill.out" 2>"$TMP/kill.err"
  rc=$?
  if [ $rc -ne 137 ]; then bad "$name: killed" "exit $rc, want 137 (SIGKILL): $(head -c 300 "$TMP/kill.err")"; return; fi
  if [ -n "$temp" ] && ! find "$K" -name "$temp" | grep -q .; then
    bad "$name: killed mid-write" "no $temp left: $(find "$K/out" "$K/.flamebuild/cache" -type f | head -20)"
  fi
  torn=$(torn_pngs "$K/out")
  db=$(integrity "$K/.flamebuild/state.db")
  done_before=$(frame_pngs "$K")
  if [ -z "$torn" ] && [ "$db" = ok ]; then ok "$name: only whole PNGs ($done_before of $TOTAL), database ok"
  else bad "$name: after the kill" "torn: $torn; integrity_check: $db"; fi

  fb_build "$K" -j "$jobs"
  unchanged=$(count unchanged); iterated=$(count iterated); refinished=$(count refinished)
  leftovers=$(find "$K/out" -name '*.tmp-*' -o -name '*.log-*' 2>/dev/null)
  if [ "$BUILD_RC" -eq 0 ] && [ "$unchanged" = "$done_before" ] &&
     [ $((iterated + refinished)) -eq $((TOTAL - done_before)) ] && [ -z "$leftovers" ]; then
    ok "$name: the next build does only the rest ($SUMMARY)"
  else bad "$name: the next build" "rc $BUILD_RC, $SUMMARY, $done_before were done, left: $leftovers $(head -c 300 "$TMP/build.err")"; fi
  same_outputs "$name: then equals a clean build" "$K" "$C"
  if [ "$video" != none ] && [ ! -s "$K/out/anim.mp4" ]; then bad "$name: video" "no out/anim.mp4: $(ls "$K/out")"; fi
  db=$(integrity "$K/.flamebuild/state.db")
  [ "$db" = ok ] || bad "$name: database after the next build" "$db"

  # Every cache entry is whole: without outputs and database, all re-finish from the cache.
  # Pipelined, a frame's PNG may be whole before its cache entry is (the two are written side
  # by side); killed between them, the PNG is kept and the entry is missing, so that frame
  # iterates here: at most one per job in flight. Serially (-j 1: one thread, the entry
  # stored before the PNG is written) every entry is there.
  rm -rf "$K/out" "$K/.flamebuild/state.db"*
  fb_build "$K" -j "$jobs"
  iterated=$(count iterated); refinished=$(count refinished)
  may_miss=0; [ "$jobs" -gt 1 ] && may_miss=$jobs
  if [ "$BUILD_RC" -ne 0 ] || [ $((iterated + refinished)) -ne $TOTAL ] || [ "$iterated" -gt $may_miss ]; then
    bad "$name: cache entries whole" "$SUMMARY (want at most $may_miss iterated) $(head -c 300 "$TMP/build.err")"
  elif grep -Eq 'corrupt|discarded' "$TMP/build.err"; then
    bad "$name: cache entries whole" "$(grep -E 'corrupt|discarded' "$TMP/build.err")"
  else ok "$name: every cache entry is whole ($refinished of $TOTAL re-finished from the cache)"; fi
}

# Serially (-j 1) each stage falls on a known frame: the third frame's iteration, cache entry,
# PNG and row; the first and second plan transactions; the video.
kill_at iterate:3 1 ""
kill_at cache-write:3 1 'tmp-*'
kill_at png-write:3 1 '*.png.tmp-*'
kill_at db-record:3 1 ""
kill_at db-commit:1 1 ""
kill_at db-commit:2 1 ""
if [ "$video" != none ]; then kill_at video-encode:1 1 '*.mp4.tmp-*'
else skip "kill at video-encode:1 (-j 1)" "no ffmpeg"; fi
# Pipelined, where several frames are in flight at the kill.
kill_at iterate:4 3 ""
kill_at cache-write:3 3 'tmp-*'
kill_at png-write:4 3 '*.png.tmp-*'
kill_at db-record:5 3 ""
