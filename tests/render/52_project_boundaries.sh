#!/bin/sh
# Project boundaries (issue 14, item 5): a project is a directory with flamebuild.conf —
# build, watch, status and clean refuse any other, saying how to make one; a project nested in
# another is not part of it; a removed or moved genome never deletes rendered frames: they
# become orphans that status lists and clean --orphans removes (nothing else), and a moved
# genome re-uses its cached buffers.
. tests/lib.sh
FB=$FLAMEBUILD
N=$TMP/not_a_project
rm -rf "$N"; mkdir -p "$N"
still "$N/s.flame" 0.5
for cmd in build watch status clean; do
  "$FB" $cmd "$N" >"$TMP/out" 2>"$TMP/err"; rc=$?
  if [ $rc -ne 0 ] && [ $rc -lt 128 ] && grep -q "not a flamebuild project: it has no flamebuild.conf" "$TMP/err" &&
     grep -q "flamebuild init" "$TMP/err"; then ok "boundaries: $cmd refuses a directory without flamebuild.conf"
  else bad "boundaries: $cmd refuses a directory without flamebuild.conf" "rc $rc: $(cat "$TMP/err")"; fi
done
if [ ! -e "$N/out" ] && [ ! -e "$N/.flamebuild" ]; then ok "boundaries: nothing written into it"
else bad "boundaries: nothing written into it" "$(ls -A "$N")"; fi

P=$TMP/boundaries
rm -rf "$P"; mkdir -p "$P/sub/inner" "$P/sub/plain"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 6
still "$P/s.flame" 0.5
still "$P/sub/plain/p.flame" 0.4
still "$P/sub/inner/i.flame" 0.3
: >"$P/sub/inner/flamebuild.conf"
expect_built "boundaries: a nested project is not part of its parent" "$P" \
  "built: 8 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 0 failed"
[ ! -e "$P/out/sub/inner" ] && ok "boundaries: nothing of the nested project in the parent's out/" ||
  bad "boundaries: nothing of the nested project in the parent's out/" "$(ls "$P/out/sub")"

# Removed and moved genomes: their frames stay.
before=$(cat "$P"/out/anim/*.png | cksum)
mv "$P/anim.flame" "$P/moved.flame"
rm "$P/s.flame"
echo "my notes" >"$P/out/notes.txt"
expect_built "boundaries: a moved genome re-uses its cached buffers (re-finished, not iterated)" "$P" \
  "built: 0 iterated, 6 refinished, 1 unchanged"
if [ "$(cat "$P"/out/anim/*.png | cksum)" = "$before" ] && [ -f "$P/out/s.png" ]; then
  ok "boundaries: the removed and moved genomes' frames are still there"
else bad "boundaries: the removed and moved genomes' frames are still there" "$(ls -R "$P/out" | head)"; fi
"$FB" status "$P" >"$TMP/st.txt" 2>&1
if grep -q "out/anim/ (6 frames)" "$TMP/st.txt" && grep -q "^    out/s.png$" "$TMP/st.txt" && ! grep -q "notes" "$TMP/st.txt"; then
  ok "boundaries: status lists the orphans"
else bad "boundaries: status lists the orphans" "$(cat "$TMP/st.txt")"; fi
"$FB" status "$P" --json >"$TMP/st.json" 2>&1
if grep -q '"path": "out/anim", "kind": "frames", "frames": 6' "$TMP/st.json" &&
   grep -q '"path": "out/s.png", "kind": "still", "frames": 0' "$TMP/st.json"; then ok "boundaries: status --json lists the orphans"
else bad "boundaries: status --json lists the orphans" "$(tail -4 "$TMP/st.json")"; fi
"$FB" clean "$P" --orphans >"$TMP/cl.txt" 2>&1; rc=$?
if [ $rc -eq 0 ] && [ ! -e "$P/out/anim" ] && [ ! -e "$P/out/s.png" ] && [ -f "$P/out/notes.txt" ] &&
   [ -f "$P/out/moved/00005.png" ] && [ -f "$P/out/sub/plain/p.png" ]; then
  ok "boundaries: clean --orphans removes the orphans and nothing else"
else bad "boundaries: clean --orphans removes the orphans and nothing else" "rc $rc: $(cat "$TMP/cl.txt"; ls -R "$P/out" | head -20)"; fi
expect_built "boundaries: after clean --orphans nothing is left to do" "$P" "built: 0 iterated, 0 refinished, 7 unchanged"

# A directory named like a profile: the default build's out/preview/a/ of preview/a.flame would be
# where --profile preview puts the root a.flame's frames. Such a sequence is refused by every
# build, naming the file, the place and the profile; the others build, and no build overwrites
# another's outputs.
P=$TMP/clash
rm -rf "$P"; mkdir -p "$P/preview" "$P/qs2"
printf '[video]\ncodec = none\n[profile.preview]\nquality = 2\n' >"$P/flamebuild.conf"
still "$P/a.flame" 0.5
still "$P/preview/a.flame" 0.3
still "$P/qs2/b.flame" 0.4
expect_built "boundaries: a sequence under a profile's name is refused by the default build" "$P" \
  "built: 1 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 2 failed"
clash_msg="preview/a.flame: not built: its outputs would go to out/preview/, where [profile.preview] of flamebuild.conf writes its own"
if [ "$BUILD_RC" = 1 ] && grep -qF "$clash_msg" "$TMP/build.err" && grep -qF "rename preview/ or the profile" "$TMP/build.err" &&
   grep -qF "qs2/b.flame: not built: its outputs would go to out/qs2/, where the builds with --qs/--ss write theirs" "$TMP/build.err" &&
   [ ! -e "$P/out/preview" ] && [ ! -e "$P/out/qs2" ]; then
  ok "boundaries: ... saying which file, which place and which profile, writing nothing there"
else bad "boundaries: profile clash message" "rc $BUILD_RC: $(cat "$TMP/build.err"; ls -R "$P/out")"; fi
expect_built "boundaries: the preview profile builds the root a.flame into out/preview/a.png" "$P" \
  "built: 1 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 2 failed" --profile preview
preview=$(cksum <"$P/out/preview/a.png")
expect_built "boundaries: --qs 2 refuses qs2/ too" "$P" "2 failed" --qs 2
fb_build "$P"
fb_build "$P" --profile preview
if [ "$(cksum <"$P/out/preview/a.png")" = "$preview" ] && [ "$(ls "$P/out/preview")" = "a.png" ]; then
  ok "boundaries: the builds never overwrite each other's outputs"
else bad "boundaries: the builds never overwrite each other's outputs" "$(ls -R "$P/out")"; fi
"$FB" status "$P" >"$TMP/st.txt" 2>&1; rc=$?
if [ $rc = 1 ] && grep -q "^  preview/a  *FAILED: preview/a.flame: not built" "$TMP/st.txt" && grep -qF "$clash_msg" "$TMP/st.txt"; then ok "boundaries: status says so too"
else bad "boundaries: status says so too" "rc $rc: $(cat "$TMP/st.txt")"; fi
mv "$P/preview" "$P/previews"; mv "$P/qs2" "$P/shots"
expect_built "boundaries: renamed, the sequences build" "$P" "1 unchanged, 0 videos encoded, 0 failed"

# A nested project made while watching: when sub/flamebuild.conf appears, sub/ leaves the
# project — its sequences removed (their outputs stay, orphans), a new genome there not rendered
# into the parent's out/ — and when the file goes, sub/ is part of the project again.
P=$TMP/nested_watch
LOG=$TMP/nested_watch.log
rm -rf "$P"; mkdir -p "$P/sub"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
still "$P/sub/b.flame" 0.4
still "$P/sync.flame" 0.7
"$FLAMEBUILD_ASAN" watch "$P" -j 2 -v >"$TMP/nested_watch.out" 2>"$LOG" &
WPID=$!
alive() { kill -0 $WPID 2>/dev/null; }
wait_until() { # wait_until SECONDS CMD...: polls CMD every 0.1 s while the watcher lives
  limit=$(( $1 * 10 )); shift; i=0
  until "$@"; do
    i=$((i + 1)); if [ $i -gt $limit ] || ! alive; then return 1; fi
    sleep 0.1
  done
}
after() { awk -v from="$1" -v pat="$2" 'NR > from && $0 ~ pat { found = 1 } END { exit !found }' "$LOG"; }
idle_after() { awk -v from="$1" 'NR > from && /sync: saved, no frame changed/ { s = NR } s && NR > s && /up to date:/ { found = 1 }
  END { exit !found }' "$LOG"; }
lines() { wc -l <"$LOG"; }
wait_idle() { idle_mark=$(lines); touch "$P/sync.flame"; wait_until 30 idle_after "$idle_mark"; } # everything saved so far is built (a check's own $mark stays)
if wait_until 60 after 0 'up to date:' && [ -f "$P/out/sub/b.png" ]; then
  b0=$(cksum <"$P/out/sub/b.png")
  start=$(lines)
  : >"$P/sub/flamebuild.conf"
  if wait_until 30 after "$start" 'sub/b: removed; its outputs stay' &&
     after "$start" 'sub/: has a flamebuild.conf of its own now: a project apart'; then
    still "$P/sub/c.flame" 0.3
    still "$P/sub/b.flame" 0.35
    wait_idle
    if [ ! -e "$P/out/sub/c.png" ] && [ "$(cksum <"$P/out/sub/b.png")" = "$b0" ] && ! after "$start" 'sub/[bc]: frame'; then
      ok "boundaries: watch: a flamebuild.conf made in a subdirectory makes it a project apart (outputs kept, nothing rendered there)"
    else bad "boundaries: watch: nested project made while watching" "$(tail -n +$((start + 1)) "$LOG" | head -8; ls -R "$P/out")"; fi
    "$FB" status "$P" --json >"$TMP/st.json" 2>/dev/null
    grep -q '"path": "out/sub", "kind": "frames", "frames": 1' "$TMP/st.json" && ok "boundaries: watch: ... its outputs are orphans" ||
      bad "boundaries: watch: ... its outputs are orphans" "$(cat "$TMP/st.json")"
    mark=$(lines)
    rm "$P/sub/flamebuild.conf"
    if wait_until 30 after "$mark" 'sub/: its flamebuild.conf is gone: part of this project again' && wait_idle &&
       [ -f "$P/out/sub/c.png" ] && [ "$(cksum <"$P/out/sub/b.png")" != "$b0" ]; then
      ok "boundaries: watch: its flamebuild.conf removed, the subdirectory is part of the project again"
    else bad "boundaries: watch: nested project removed while watching" "$(tail -n +$((mark + 1)) "$LOG" | head -8)"; fi
  else bad "boundaries: watch: nested project made while watching" "$(tail -n +$((start + 1)) "$LOG" | head -8)"; fi
else bad "boundaries: watch: first build" "$(tail -5 "$LOG")"; fi
kill -INT $WPID; wait $WPID
if grep -q 'Sanitizer\|runtime error' "$LOG"; then bad "boundaries: watch: sanitizers" "$(grep -m3 'Sanitizer\|runtime error' "$LOG")"
else ok "boundaries: watch: no sanitizer reports"; fi

# --- From inside a project (issue 40, item 3): the commands find its root upward, as git does;
# -C DIR runs as if started there; init will not split a project by nesting another in it. ----
D=$TMP/discover
rm -rf "$D"; mkdir -p "$D/shots/deep"
printf '[video]\ncodec = none\n' >"$D/flamebuild.conf"
still "$D/a.flame" 0.5
still "$D/shots/s.flame" 0.45
out=$(cd "$D/shots/deep" && "$OLDPWD/$FB" build --quiet 2>&1); rc=$?
case $out in
  *"built: 2 iterated"*) [ $rc -eq 0 ] && [ -f "$D/out/a.png" ] && [ -f "$D/out/shots/s.png" ] &&
    ok "discovery: build from a subfolder builds the whole project" || bad "discovery: build from a subfolder" "rc $rc: $out" ;;
  *) bad "discovery: build from a subfolder" "rc $rc: $out" ;;
esac
out=$("$FB" -C "$D/shots" status 2>&1); rc=$?
if [ $rc -eq 0 ] && echo "$out" | grep -q "^project $D: 2 sequences"; then ok "discovery: -C DIR, from a subfolder, shows the project"
else bad "discovery: -C DIR status" "rc $rc: $out"; fi
expect_fail "discovery: -C a missing directory is refused" "$FB" -C "$D/nosuch" status &&
  grep -q -- "-C $D/nosuch: No such file" "$TMP/err" && ok "discovery: ... saying why" || bad "discovery: -C missing" "$(cat "$TMP/err")"
if expect_fail "discovery: init inside a project is refused" "$FB" init "$D/shots/new"; then
  grep -q "is inside the project $D: a flamebuild.conf there would make a nested project" "$TMP/err" && [ ! -e "$D/shots/new" ] &&
    ok "discovery: ... saying which project, making nothing" || bad "discovery: init inside" "$(cat "$TMP/err")"
fi
"$FB" init --nested "$D/shots/new" >/dev/null 2>"$TMP/err" && [ -f "$D/shots/new/flamebuild.conf" ] &&
  ok "discovery: init --nested makes one anyway" || bad "discovery: init --nested" "$(cat "$TMP/err")"
# Not across a filesystem's boundary: a tmpfs inside the project is not searched past.
M=$D/mnt
mkdir -p "$M"
if [ "$(id -u)" -eq 0 ] && mount -t tmpfs -o size=1m tmpfs "$M" 2>/dev/null; then
  mkdir -p "$M/x"
  expect_fail "discovery: stops at a filesystem boundary" "$FB" status "$M/x" &&
    grep -q "is not a flamebuild project" "$TMP/err" && ok "discovery: ... saying there is no project" ||
    bad "discovery: filesystem boundary" "$(cat "$TMP/err")"
  umount "$M"
else skip "discovery: filesystem boundary" "cannot mount a tmpfs here"; fi
