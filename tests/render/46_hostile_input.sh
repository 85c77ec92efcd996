#!/bin/sh
# Hostile and unlucky inputs (issue 12): a name in a genome never chooses a directory; a
# symlink loop in a project neither multiplies sequences nor hangs; a FIFO or a directory
# given as a genome is "not a regular file"; a damaged or symlinked output is re-rendered,
# never trusted; an absurd sample count is refused with its estimate unless overridden.
# Runs the sanitizer build.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
X='<xform weight="1" linear="1" coefs="0.5 0 0 0.5 0 0"/><color index="0" rgb="255 255 255"/>'

# --- 1. names from a genome never choose a directory -----------------------------------------
H=$TMP/names
rm -rf "$H"; mkdir -p "$H/work/a/b"
{ echo "<flames>"
  for n in "../../evil" "$H/abs_evil" ".." ".hidden" 'back\slash' "plain name"; do
    printf '<flame name="%s" size="16 16">%s</flame>\n' "$n" "$X"
  done
  echo "</flames>"; } >"$H/names.flam3"
(cd "$H/work/a/b" && "$OLDPWD/$FB" render "$H/names.flam3" -q 2 --quiet -o 'out/%s.png') >"$TMP/out" 2>"$TMP/err"
rc=$?
outside=$(find "$H" -name '*.png' ! -path "$H/work/a/b/out/*" | head -3)
made=$(LC_ALL=C ls "$H/work/a/b/out" 2>/dev/null | tr '\n' '|')
if [ $rc -eq 0 ] && [ -z "$outside" ] &&
   [ "$made" = "_..png|_._.._evil.png|_hidden.png|_$(echo "$H" | tr / _ | cut -c2-)_abs_evil.png|back_slash.png|plain_name.png|" ]; then
  ok "names: %s never leaves the pattern's directory (../, /abs, .., .hidden, \\ mapped to _)"
else bad "names: path escape" "rc $rc, outside: '$outside', made: '$made' $(head -c 300 "$TMP/err")"; fi
if grep -q "not a safe file name" "$TMP/err" && [ "$(grep -c "not a safe file name" "$TMP/err")" -eq 5 ]; then
  ok "names: each renamed flame is reported once"
else bad "names: warning" "$(cat "$TMP/err")"; fi
# Control characters (DEL; a tab the parser leaves as the last character) are mapped too; an
# animation's name goes through the same mapping.
printf '<flames><flame name="a&#127;b/c&#9;" size="16 16">%s</flame></flames>\n' "$X" >"$H/odd.flam3"
rm -rf "$H/odd"; mkdir -p "$H/odd"
if "$FB" render "$H/odd.flam3" -q 2 --quiet -o "$H/odd/%s.png" 2>"$TMP/err" && [ -f "$H/odd/a_b_c_.png" ]; then
  ok "names: control characters mapped to _"
else bad "names: odd names" "$(ls "$H/odd") $(cat "$TMP/err")"; fi
printf '<flames><flame name="../../anim_evil" time="0" size="16 16">%s</flame><flame name="x" time="2" size="16 16">%s</flame></flames>\n' "$X" "$X" >"$H/anim.flam3"
rm -rf "$H/anim"; mkdir -p "$H/anim"
if "$FB" render "$H/anim.flam3" -q 2 --quiet --frames all -o "$H/anim/%s-%d.png" 2>"$TMP/err" &&
   [ -f "$H/anim/_._.._anim_evil-0.png" ] && [ -f "$H/anim/_._.._anim_evil-1.png" ] && [ ! -e "$TMP/anim_evil-0.png" ]; then
  ok "names: an animation's %s is mapped too"
else bad "names: animation" "$(ls "$H/anim") $(cat "$TMP/err")"; fi

# A state database that names a path outside the project (a shared project's state.db is
# data too): the vanished "sequence" is forgotten, nothing outside out/ is deleted.
P=$TMP/hostile_db
rm -rf "$P" "$TMP/victim"; mkdir -p "$P" "$TMP/victim/x"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
still "$P/s.flame" 0.6
fb_build "$P"
echo keep >"$TMP/victim/x.mp4"; echo keep >"$TMP/victim/x/00000.png"
sqlite3 "$P/.flamebuild/state.db" "INSERT INTO genomes(path, content_hash, plan_hash, status) VALUES('../../victim/x.flame', '', '', 'ok')"
fb_build "$P"
if [ "$BUILD_RC" -eq 0 ] && [ -f "$TMP/victim/x.mp4" ] && [ -f "$TMP/victim/x/00000.png" ] &&
   [ -z "$(sqlite3 "$P/.flamebuild/state.db" "SELECT path FROM genomes WHERE path LIKE '%victim%'")" ]; then
  ok "names: a state.db path outside the project deletes nothing outside it"
else bad "names: hostile state.db" "rc $BUILD_RC; $(ls -R "$TMP/victim") $(cat "$TMP/build.err")"; fi

# --- 2. symbolic links: no loop, no repeat -----------------------------------------------------
# `ln -s . loop` used to turn one sequence into 32; a second loop through the absolute path
# made build hang. A link to a directory is not followed; a link to a genome file is.
L=$TMP/links
rm -rf "$L" "$TMP/shared"; mkdir -p "$L/sub" "$TMP/shared"
printf '[video]\ncodec = none\n' >"$L/flamebuild.conf"
still "$L/a.flame" 0.6
still "$L/sub/b.flame" 0.5
still "$TMP/shared/lib.flame" 0.4
ln -s . "$L/loop"; ln -s "$L" "$L/sub/loop2"; ln -s .. "$L/sub/up"
ln -s "$TMP/shared" "$L/shared_dir"; ln -s "$TMP/shared/lib.flame" "$L/linked.flame"
ln -s "$TMP/nowhere" "$L/dangling"
timeout 120 "$FB" build "$L" --quiet >"$TMP/build.out" 2>"$TMP/build.err"; rc=$?
SUMMARY=$(tail -n 1 "$TMP/build.out")
seqs=$(cd "$L/out" 2>/dev/null && find . -name '*.png' | LC_ALL=C sort | tr '\n' ' ')
if [ $rc -eq 0 ] && [ "$seqs" = "./a.png ./linked.png ./sub/b.png " ]; then
  ok "links: a loop (relative, absolute, ..) and a directory link are not followed; a file link is"
else bad "links: build" "rc $rc ($([ $rc -eq 124 ] && echo hung)), outputs: $seqs $(head -c 300 "$TMP/build.err")"; fi
"$FB" status "$L" --json >"$TMP/status.json" 2>&1
n=$(grep -o '"file": "[^"]*"' "$TMP/status.json" | wc -l)
if [ "$n" -eq 3 ]; then ok "links: status sees the same three sequences"
else bad "links: status" "$n sequences: $(head -c 400 "$TMP/status.json")"; fi

# The watcher follows the same rule: the first build, then a loop made while it watches.
"$FB" watch "$L" -j 1 >/dev/null 2>"$TMP/watch.log" &
WPID=$!
settled() { [ "$(grep -c 'up to date:' "$TMP/watch.log")" -ge "$1" ]; }
i=0; until settled 1 || [ $i -gt 300 ] || ! kill -0 $WPID 2>/dev/null; do sleep 0.1; i=$((i+1)); done
ln -s "$L/sub" "$L/sub_again"; ln -s "$L" "$L/sub/loop3"
still "$L/sub/c.flame" 0.3
i=0; until [ -f "$L/out/sub/c.png" ] || [ $i -gt 300 ] || ! kill -0 $WPID 2>/dev/null; do sleep 0.1; i=$((i+1)); done
sleep 1 # a loop, were it followed, would have its frames started by now
alive=0; kill -0 $WPID 2>/dev/null && alive=1
kill -INT $WPID 2>/dev/null; wait $WPID 2>/dev/null
seqs=$(cd "$L/out" && find . -name '*.png' | LC_ALL=C sort | tr '\n' ' ')
if [ $alive -eq 1 ] && [ "$seqs" = "./a.png ./linked.png ./sub/b.png ./sub/c.png " ]; then
  ok "links: the watcher follows no directory link, before or while watching"
else bad "links: watch" "alive=$alive, outputs: $seqs $(tail -5 "$TMP/watch.log")"; fi

# A bind mount of the project inside itself (no link involved: only the inode tells), where
# this machine lets us mount: each directory is read once, by build and by watch.
B=$TMP/bind
rm -rf "$B"; mkdir -p "$B/sub/mnt"
printf '[video]\ncodec = none\n' >"$B/flamebuild.conf"
still "$B/a.flame" 0.6
if mount --bind "$B" "$B/sub/mnt" 2>/dev/null; then
  timeout 120 "$FB" build "$B" --quiet >"$TMP/build.out" 2>"$TMP/build.err"; rc=$?
  if [ $rc -eq 0 ] && tail -n 1 "$TMP/build.out" | grep -q "built: 1 iterated, 0 refinished, 0 unchanged"; then
    ok "links: a bind mount of the project into itself is read once"
  else bad "links: bind mount" "rc $rc: $(tail -n 1 "$TMP/build.out") $(head -c 300 "$TMP/build.err")"; fi
  # A log of its own: the shell truncates a reused one in the child, after the parent may have
  # read the earlier watcher's "up to date:" and sent its SIGINT to a child not yet listening.
  "$FB" watch "$B" -j 1 >/dev/null 2>"$TMP/watch_bind.log" &
  WPID=$!
  i=0; until grep -q 'up to date:' "$TMP/watch_bind.log" || [ $i -gt 300 ]; do sleep 0.1; i=$((i+1)); done
  kill -INT $WPID 2>/dev/null; wait $WPID 2>/dev/null
  if grep -q 'up to date:' "$TMP/watch_bind.log" && ! grep -q "sub/mnt" "$TMP/watch_bind.log" && [ ! -d "$B/out/sub" ]; then
    ok "links: the watcher watches a bind-mounted directory once"
  else bad "links: watch over a bind mount" "$(tail -5 "$TMP/watch_bind.log")"; fi
  umount "$B/sub/mnt"
else
  skip "links: bind mount" "mount --bind is not permitted here"
fi

# --- 5. FIFOs and directories are "not a regular file", at once ---------------------------------
F=$TMP/special
rm -rf "$F"; mkdir -p "$F/dir.flam3"
mkfifo "$F/fifo.flam3" "$F/pal.xml"
good=tests/data/variations/v00_linear.flam3
"$FB" render "$good" --quality 5 --quiet -o "$F/keep.png" && cp "$F/keep.png" "$F/keep.orig"
# special NAME WANT CMD... : fails within 10 s (a FIFO must not block), saying WANT, output kept.
special() {
  name="special files: $1"; want=$2; shift 2
  timeout 10 "$@" >"$TMP/out" 2>"$TMP/err"; rc=$?
  if [ $rc -eq 124 ]; then bad "$name" "blocked (killed after 10 s)"
  elif [ $rc -eq 0 ] || [ $rc -ge 128 ]; then bad "$name" "exit $rc: $(head -c 300 "$TMP/err")"
  elif ! grep -qF -- "$want" "$TMP/err"; then bad "$name" "message lacks '$want': $(head -c 300 "$TMP/err")"
  elif ! cmp -s "$F/keep.png" "$F/keep.orig"; then bad "$name" "previous output changed"
  else ok "$name"; fi
}
special "render on a FIFO" "fifo.flam3: not a regular file (a FIFO)" "$FB" render "$F/fifo.flam3" --quiet -o "$F/keep.png"
special "render on a directory" "dir.flam3: not a regular file (a directory)" "$FB" render "$F/dir.flam3" --quiet -o "$F/keep.png"
special "a FIFO as the palette file" "pal.xml: not a regular file (a FIFO)" "$FB" render tests/data/variations/v00_linear.flam3 --palettes "$F/pal.xml" --quiet -o "$F/keep.png"
# A project: FIFOs and directories named like genomes are not sequences; a FIFO as
# flamebuild.conf is an error that names it.
S=$TMP/special_project
rm -rf "$S"; mkdir -p "$S/x.flam3"; mkfifo "$S/y.flame"
printf '[video]\ncodec = none\n' >"$S/flamebuild.conf"
still "$S/a.flame" 0.6
timeout 60 "$FB" build "$S" --quiet >"$TMP/build.out" 2>"$TMP/build.err"; rc=$?
if [ $rc -eq 0 ] && tail -n 1 "$TMP/build.out" | grep -q "1 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 0 failed"; then
  ok "special files: a project skips a FIFO and a directory named like genomes"
else bad "special files: project" "rc $rc: $(tail -n 1 "$TMP/build.out") $(head -c 300 "$TMP/build.err")"; fi
rm "$S/flamebuild.conf"; mkfifo "$S/flamebuild.conf"
special "a FIFO as flamebuild.conf" "flamebuild.conf: not a regular file (a FIFO)" "$FB" build "$S" --quiet

# --- 3. a damaged or linked output is not trusted ------------------------------------------------
D=$TMP/damaged
rm -rf "$D" "$TMP/elsewhere"; mkdir -p "$D" "$TMP/elsewhere"
printf '[video]\ncodec = none\n' >"$D/flamebuild.conf"
animation "$D/anim.flame" 0 12
fb_build "$D"
cp -r "$D/out/anim" "$TMP/anim.good"
png() { echo "$D/out/anim/$(printf %05d "$1").png"; }
truncate -s 500 "$(png 3)"                                                  # cut short
printf 'XXXXXXXX' | dd of="$(png 4)" bs=1 seek=2000 conv=notrunc 2>/dev/null # overwritten in place, same size
cp "$(png 5)" "$TMP/elsewhere/real5.png"; rm "$(png 5)"; ln -s "$TMP/elsewhere/real5.png" "$(png 5)" # a link
touch -d '2001-01-01' "$(png 6)"                                            # only its time changed
"$FB" status "$D" >"$TMP/status.out" 2>&1
if grep -q "12 frames: 9 up to date, 3 stale, 0 failed (3 output damaged)" "$TMP/status.out"; then
  ok "damaged: status calls a truncated, an overwritten and a linked PNG stale; a touched one up to date"
else bad "damaged: status" "$(cat "$TMP/status.out")"; fi
expect_built "damaged: build re-finishes exactly those three from the cache" "$D" "0 iterated, 3 refinished, 9 unchanged"
if diff -r "$D/out/anim" "$TMP/anim.good" >/dev/null && [ ! -L "$(png 5)" ] && [ -f "$(png 5)" ]; then
  ok "damaged: the outputs equal the first build; the link became a real file"
else bad "damaged: outputs" "$(diff -r "$D/out/anim" "$TMP/anim.good" 2>&1 | head -3) $(ls -l "$(png 5)")"; fi
if cmp -s "$TMP/elsewhere/real5.png" "$TMP/anim.good/00005.png"; then ok "damaged: the link's target was not written"
else bad "damaged: link target" "changed"; fi
expect_built "damaged: then nothing to do" "$D" "0 iterated, 0 refinished, 12 unchanged"

# A link in place of the frame directory: nothing is read, written or deleted through it.
mv "$D/out/anim" "$TMP/elsewhere/anim"; ln -s "$TMP/elsewhere/anim" "$D/out/anim"
echo keep >"$TMP/elsewhere/anim/00099.png"
expect_built "damaged: a linked frame directory is replaced, every frame re-finished" "$D" "0 iterated, 12 refinished, 0 unchanged"
if [ ! -L "$D/out/anim" ] && diff -r "$D/out/anim" "$TMP/anim.good" >/dev/null && [ -f "$TMP/elsewhere/anim/00099.png" ] &&
   diff -r --exclude=00099.png "$TMP/elsewhere/anim" "$TMP/anim.good" >/dev/null; then
  ok "damaged: the linked directory's files are untouched"
else bad "damaged: linked directory" "$(ls -l "$D/out") $(ls "$TMP/elsewhere/anim" | head -3)"; fi

# A link in place of the video: not the video; encoded again over the link, its target untouched.
V=$TMP/video_link
rm -rf "$V"; mkdir -p "$V"
: >"$V/flamebuild.conf"
animation "$V/anim.flame" 0 4
fb_build "$V"
if [ -s "$V/out/anim.mp4" ]; then
  cp "$V/out/anim.mp4" "$TMP/elsewhere/video.mp4"; cp "$V/out/anim.mp4" "$TMP/video.orig"
  rm "$V/out/anim.mp4"; ln -s "$TMP/elsewhere/video.mp4" "$V/out/anim.mp4"
  expect_built "damaged: a linked video is encoded again" "$V" "0 iterated, 0 refinished, 4 unchanged, 1 videos encoded"
  if [ ! -L "$V/out/anim.mp4" ] && [ -s "$V/out/anim.mp4" ] && cmp -s "$TMP/elsewhere/video.mp4" "$TMP/video.orig"; then
    ok "damaged: the video link was replaced, its target untouched"
  else bad "damaged: video link" "$(ls -l "$V/out")"; fi
else skip "damaged: video link" "no video encoded: $(head -c 200 "$TMP/build.err")"; fi

# A state.db of schema version 1 (no recorded sizes) is migrated; its frames are verified, not
# trusted: the whole ones stay, a truncated one is re-finished.
db=$D/.flamebuild/state.db
sqlite3 "$db" "ALTER TABLE frames DROP COLUMN file; ALTER TABLE frames DROP COLUMN out_size; ALTER TABLE frames DROP COLUMN out_mtime_ns; ALTER TABLE genomes DROP COLUMN unsupported; ALTER TABLE genomes DROP COLUMN warnings; PRAGMA user_version = 1" 2>"$TMP/sql.err"
truncate -s 700 "$(png 8)"
expect_built "damaged: a version-1 database is migrated and a truncated PNG found" "$D" "0 iterated, 1 refinished, 11 unchanged"
if [ "$(sqlite3 "$db" 'PRAGMA user_version')" = 5 ] && [ "$(sqlite3 "$db" "SELECT count(*) FROM frames WHERE out_size > 0 AND file LIKE '0%.png'")" = 12 ]; then
  ok "damaged: the migrated database records every PNG's name and size"
else bad "damaged: migration" "version $(sqlite3 "$db" 'PRAGMA user_version'); $(cat "$TMP/sql.err")"; fi
# A lost database: a PNG is adopted by its embedded key only if it is whole.
rm -f "$db" "$db-wal" "$db-shm"; truncate -s 600 "$(png 9)"
expect_built "damaged: without a database a truncated PNG is re-finished, whole ones adopted" "$D" "0 iterated, 1 refinished, 11 unchanged"
if diff -r "$D/out/anim" "$TMP/anim.good" >/dev/null; then ok "damaged: outputs equal the first build after all of it"
else bad "damaged: final outputs" "$(diff -r "$D/out/anim" "$TMP/anim.good" 2>&1 | head -3)"; fi

# --- 4. bounded work: a frame past the sample budget is refused, saying its estimate --------------
W=$TMP/work
rm -rf "$W"; mkdir -p "$W"
"$FB" render tests/data/variations/v00_linear.flam3 --quality 5 --quiet -o "$W/keep.png" && cp "$W/keep.png" "$W/keep.orig"
flame_q() { printf '<flame size="64 48" %s>%s</flame>\n' "$2" "$X" >"$1"; }
flame_q "$W/q1e9.flam3" 'quality="1e9"'
flame_q "$W/ss64.flam3" 'quality="1" supersample="64"'
# budget NAME WANT CMD... : refused at once (no hours of work), saying WANT and the override.
budget() {
  name="budget: $1"; want=$2; shift 2
  start=$(date +%s)
  timeout 60 "$@" >"$TMP/out" 2>"$TMP/err"; rc=$?
  took=$(( $(date +%s) - start ))
  if [ $rc -eq 0 ] || [ $rc -ge 124 ]; then bad "$name" "exit $rc after $took s: $(head -c 300 "$TMP/err")"
  elif ! grep -qF -- "$want" "$TMP/err"; then bad "$name" "message lacks '$want': $(head -c 400 "$TMP/err")"
  elif [ $took -gt 5 ]; then bad "$name" "took $took s to refuse"
  elif ! cmp -s "$W/keep.png" "$W/keep.orig"; then bad "$name" "previous output changed"
  else ok "$name"; fi
}
budget "quality 1e9 at 64x48 is refused with its estimate" "3.07e+12 samples of work, more than the budget of 1e+11" \
  "$FB" render "$W/q1e9.flam3" --quiet -o "$W/keep.png"
grep -qF -- "--max-samples" "$TMP/err" && ok "budget: the message names --max-samples" || bad "budget: override hint" "$(cat "$TMP/err")"
budget "a lower --max-samples refuses supersample 64 (12.6 M buckets to finish)" "supersample 64" \
  "$FB" render "$W/ss64.flam3" --max-samples 1e8 --quiet -o "$W/keep.png"
if "$FB" render "$W/ss64.flam3" --max-samples 1e9 --quiet -o "$W/ss64.png" 2>"$TMP/err" && [ -s "$W/ss64.png" ]; then
  ok "budget: within --max-samples it renders"
else bad "budget: --max-samples raised" "$(cat "$TMP/err")"; fi
flame_q "$W/q1e5.flam3" 'quality="1e5"' # 3.07e8 samples: 5 s on 2 cores
if "$FB" render "$W/q1e5.flam3" --max-samples 1e8 --quiet -o "$W/keep.png" 2>/dev/null; then bad "budget: --max-samples 1e8" "rendered"
elif "$FB" render "$W/q1e5.flam3" --max-samples none --size 16x12 --quiet -o "$W/q1e5.png" 2>"$TMP/err" && [ -s "$W/q1e5.png" ]; then
  ok "budget: --max-samples none lifts the limit"
else bad "budget: none" "$(cat "$TMP/err")"; fi
# A project: the sequence fails at planning, naming the file, line and setting; the others build;
# max_samples in flamebuild.conf lets it through.
mkdir -p "$W/p"; printf '[video]\ncodec = none\n' >"$W/p/flamebuild.conf"; still "$W/p/ok.flame" 0.6
{ echo "<flames>"; printf '<flame size="32 24" quality="2e8">%s</flame>\n' "$X"; echo "</flames>"; } >"$W/p/huge.flame"
fb_build "$W/p"
if [ "$BUILD_RC" -ne 0 ] && echo "$SUMMARY" | grep -q "1 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 1 failed" &&
   grep -q "huge.flame:2: the frame would cost about 1.54e+11 samples" "$TMP/build.err" && grep -q "max_samples" "$TMP/build.err"; then
  ok "budget: a project's costly genome fails at planning, the others build"
else bad "budget: project" "rc $BUILD_RC $SUMMARY $(head -c 400 "$TMP/build.err")"; fi
printf '[video]\ncodec = none\n[render]\nmax_samples = 2e11\n' >"$W/p/flamebuild.conf"
"$FB" status "$W/p" >"$TMP/status.out" 2>&1 # plans without rendering: 1.5e11 samples take a while
if grep -q "huge .*1 frame: 0 up to date, 1 stale" "$TMP/status.out" && ! grep -q "FAILED" "$TMP/status.out"; then
  ok "budget: [render] max_samples in flamebuild.conf lets it plan"
else bad "budget: max_samples in flamebuild.conf" "$(cat "$TMP/status.out")"; fi
printf '[render]\nmax_samples = lots\n' >"$W/p/flamebuild.conf"
if expect_fail "budget: a bad max_samples" "$FB" status "$W/p"; then
  if grep -q "flamebuild.conf:2" "$TMP/err"; then ok "budget: a bad max_samples names its line"
  else bad "budget: bad max_samples" "$(cat "$TMP/err")"; fi
fi

# --- 7. a frame that cannot be planned, past frames that can -------------------------------------
# Planning keys a sequence's frames on several threads (plan.c): whichever thread meets them,
# the file fails at its first such frame. Temporal samples interpolate from 2 to 600,000
# between times 9 and 12, so frames 10 and 11 would need more than 100,000 sub-frames.
mkdir -p "$W/plan"
printf '[video]\ncodec = none\n[render]\nsize = 32x24\nquality = 1\n' >"$W/plan/flamebuild.conf"
{
  echo "<animation>"
  for kt in "0 2" "9 2" "12 600000"; do
    set -- $kt
    echo "<flame time=\"$1\" size=\"32 24\" scale=\"10\" temporal_samples=\"$2\"><xform weight=\"1\" color=\"0\" linear=\"1\" coefs=\"0.5 0 0 0.5 0 0\"/><color index=\"0\" rgb=\"255 0 0\"/></flame>"
  done
  echo "</animation>"
} >"$W/plan/many.flame"
if expect_fail "plan: an unplannable frame fails the file" "$FB" status "$W/plan"; then
  if grep -q "many.flame: frame 10: at time 10: passes 1 x temporal_samples 200001 must be between 1 and 100000" "$TMP/out"; then
    ok "plan: the first frame that cannot be planned is the one named"
  else bad "plan: the failing frame" "$(cat "$TMP/out" "$TMP/err")"; fi
fi
