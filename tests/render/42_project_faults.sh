#!/bin/sh
# Faults (issue 5): a genome that stops parsing keeps its outputs while the rest builds;
# kill -9 mid-build leaves no torn file and the next build does only the rest; a corrupt
# cache entry is re-iterated, never shown; a lost, garbage or future database; a full disk;
# a missing ffmpeg; a second writer.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/faults
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 12 24
still "$P/still.flame" 0.6
fb_build "$P"

# A genome that no longer parses: its outputs stay, others build, status shows the error.
cp "$P/still.flame" "$TMP/still.good"
cp "$P/out/still.png" "$TMP/still.png"
printf '<flames><flame size="32 24"><xform weight="1" linear="1" coefs="1 0 0 1 0 0"></flames>' >"$P/still.flame"
sed 's/gamma="4"/gamma="3"/' "$P/anim.flame" >"$TMP/a" && mv "$TMP/a" "$P/anim.flame"
fb_build "$P"
case "$SUMMARY" in *"0 iterated, 24 refinished, 0 unchanged, 0 videos encoded, 1 failed"*)
  if [ "$BUILD_RC" -ne 0 ] && cmp -s "$P/out/still.png" "$TMP/still.png" && grep -q "still.flame:1" "$TMP/build.err"; then
    ok "faults: a broken genome fails alone and keeps its outputs"
  else bad "faults: broken genome" "rc $BUILD_RC, $(cat "$TMP/build.err")"; fi ;;
  *) bad "faults: broken genome" "$SUMMARY" ;;
esac
"$FB" status "$P" --json >"$TMP/status.json"
if grep -q '"state": "failed", "error": "still.flame:1' "$TMP/status.json"; then ok "faults: status --json shows the parse error"
else bad "faults: status" "$(cat "$TMP/status.json")"; fi
cp "$TMP/still.good" "$P/still.flame"
expect_built "faults: the fixed genome builds again (from its unchanged PNG)" "$P" "built: 0 iterated, 0 refinished, 25 unchanged, 0 videos encoded, 0 failed"

# kill -9 in the middle of a build.
K=$TMP/killed
rm -rf "$K"; mkdir -p "$K"
printf '[video]\ncodec = none\n[render]\nquality = 60\nsize = 64x48\n' >"$K/flamebuild.conf"
animation "$K/long.flame" 0 40
"$FLAMEBUILD" build "$K" --quiet -j 1 >/dev/null 2>&1 &
pid=$!
i=0; while [ $i -lt 100 ] && [ "$(ls "$K/out/long" 2>/dev/null | grep -c '^[0-9]*\.png$')" -lt 5 ]; do sleep 0.1; i=$((i+1)); done
kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
done_before=$(ls "$K/out/long" 2>/dev/null | grep -c '^[0-9]*\.png$')
torn=0
for f in "$K"/out/long/*.png; do build/imgcmp --same "$f" "$f" >/dev/null 2>&1 || torn=1; done
if [ "$done_before" -ge 5 ] && [ "$done_before" -lt 40 ] && [ $torn -eq 0 ]; then ok "faults: kill -9 leaves only complete PNGs ($done_before of 40)"
else bad "faults: kill -9" "$done_before PNGs, torn=$torn"; fi
fb_build "$K"
iterated=$(echo "$SUMMARY" | sed -E 's/built: ([0-9]+) iterated.*/\1/')
if [ "$BUILD_RC" -eq 0 ] && [ "$iterated" -le $((40 - done_before + 1)) ] && ! ls "$K/out/long" | grep -q tmp; then
  ok "faults: the next build redoes only unfinished frames ($SUMMARY)"
else bad "faults: resume after kill" "$SUMMARY (had $done_before)"; fi
clean_copy "$K" "$K.clean"; fb_build_ref "$K.clean"
same_outputs "faults: after kill -9 and a rebuild the outputs equal a clean build" "$K" "$K.clean"

# A corrupt cache entry: discarded with a warning, the frame re-iterated, the image right.
entry=$(find "$P/.flamebuild/cache" -type f | head -1)
printf 'garbage' | dd of="$entry" bs=1 seek=100 conv=notrunc 2>/dev/null
rm -rf "$P/out"
fb_build "$P"
if grep -q "corrupt" "$TMP/build.err" && echo "$SUMMARY" | grep -q "1 iterated, 24 refinished"; then
  ok "faults: a corrupt cache entry is re-iterated ($SUMMARY)"
else bad "faults: corrupt cache entry" "$SUMMARY $(head -c 300 "$TMP/build.err")"; fi
clean_copy "$P" "$P.clean"; fb_build_ref "$P.clean"
same_outputs "faults: outputs after a corrupt cache entry equal a clean build" "$P" "$P.clean"

# The database is only an index.
rm -f "$P/.flamebuild/state.db" "$P/.flamebuild/state.db-wal" "$P/.flamebuild/state.db-shm"
expect_built "faults: a deleted database is rebuilt without rendering" "$P" "built: 0 iterated, 0 refinished, 25 unchanged"
rm -rf "$P/out/anim"
rm -f "$P/.flamebuild/state.db"*
expect_built "faults: deleted database and outputs: re-finished from the cache" "$P" "built: 0 iterated, 24 refinished, 1 unchanged"
echo "this is not a database" >"$P/.flamebuild/state.db"
rm -f "$P/.flamebuild/state.db-wal" "$P/.flamebuild/state.db-shm"
expect_built "faults: a garbage database is set aside and rebuilt" "$P" "built: 0 iterated, 0 refinished, 25 unchanged"
grep -q "starting a new one" "$TMP/build.err" || bad "faults: garbage database" "no warning: $(cat "$TMP/build.err")"
if command -v sqlite3 >/dev/null; then :; fi
python3 -c "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version=99'); c.commit()" "$P/.flamebuild/state.db" 2>/dev/null
fb_build "$P"
if [ "$BUILD_RC" -ne 0 ] && grep -q "newer than this flamebuild" "$TMP/build.err"; then ok "faults: a database from a newer flamebuild is refused"
else bad "faults: newer database" "rc $BUILD_RC $(cat "$TMP/build.err")"; fi
rm -f "$P/.flamebuild/state.db"*
fb_build "$P"

# A full disk (the file size limit stands in for it): a clear error, nothing torn, and the
# next build finishes the job.
D=$TMP/full
rm -rf "$D"; mkdir -p "$D"
printf '[video]\ncodec = none\n' >"$D/flamebuild.conf"
animation "$D/anim.flame" 0 12
( ulimit -f 40; trap '' XFSZ; exec "$FB" build "$D" --quiet ) >"$TMP/full.out" 2>"$TMP/full.err"
rc=$?
torn=0
for f in $(find "$D/out" -name '*.png' 2>/dev/null); do build/imgcmp --same "$f" "$f" >/dev/null 2>&1 || torn=1; done
if [ $rc -ne 0 ] && [ $rc -lt 128 ] && [ $torn -eq 0 ] && grep -qi "too large\|no space\|I/O\|write" "$TMP/full.err"; then
  ok "faults: a full disk is a clear error with nothing torn"
else bad "faults: full disk" "rc $rc torn $torn: $(head -c 300 "$TMP/full.err")"; fi
fb_build "$D"
clean_copy "$D" "$D.clean"; fb_build_ref "$D.clean"
same_outputs "faults: after a full disk the next build completes" "$D" "$D.clean"

# Another writer holds the project.
flock "$P/.flamebuild/lock" sleep 3 &
lockpid=$!
sleep 0.3
fb_build "$P"
if [ "$BUILD_RC" -ne 0 ] && grep -q "another flamebuild" "$TMP/build.err"; then ok "faults: a second writer is refused"
else bad "faults: second writer" "rc $BUILD_RC $(cat "$TMP/build.err")"; fi
kill $lockpid 2>/dev/null; wait $lockpid 2>/dev/null

# No ffmpeg: a clear error and the frames stay built.
V=$TMP/video
rm -rf "$V"; mkdir -p "$V"
: >"$V/flamebuild.conf"
animation "$V/anim.flame" 0 6
env PATH=/nonexistent "$PWD/$FB" build "$V" --quiet >"$TMP/v.out" 2>"$TMP/v.err"
rc=$?
if [ $rc -ne 0 ] && grep -q "ffmpeg not found" "$TMP/v.err" && [ -f "$V/out/anim/00005.png" ] && [ ! -f "$V/out/anim.mp4" ]; then
  ok "faults: a missing ffmpeg is a clear error and the frames are built"
else bad "faults: missing ffmpeg" "rc $rc $(cat "$TMP/v.err")"; fi

# out/NAME/ removed just before a frame's file is written there (watch's planning may remove an
# empty one meanwhile; FLAMEBUILD_FAULT_AT stages it, util/fault.h): made again, the frame lands.
# A still's folder is the one its out/sub/NAME.png is in.
G=$TMP/dirgone
rm -rf "$G"; mkdir -p "$G/sub"
printf '[video]\ncodec = none\n' >"$G/flamebuild.conf"
still "$G/sub/still.flame" 0.6
FLAMEBUILD_FAULT_AT=frame-dir-gone "$FB" build "$G" --quiet -j 1 >"$TMP/g.out" 2>"$TMP/g.err"
rc=$?
if [ $rc -eq 0 ] && [ -f "$G/out/sub/still.png" ] && ! grep -q "frame-dir-gone:" "$TMP/g.err"; then
  ok "faults: a frame whose folder vanished before its write is written"
else bad "faults: frame folder vanished" "rc $rc $(cat "$TMP/g.err")"; fi
