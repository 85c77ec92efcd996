#!/bin/sh
# A farm outage is one error, not a failure per frame (issue 40, item 4). Slurm is played by
# tests/farm/fake_slurm (no cluster, no root): with $FAKE_SLURM/down its sbatch prints the four
# lines Slurm prints when the controller cannot be reached and exits 1; without, it runs the
# array's tasks here. build --farm slurm during the outage says so once — the sbatch command and
# its lines, each once —, exits 1, records no failure (status: every frame stale, none failed,
# exit 3) and leaves no run folder; once sbatch works the next build renders them and the
# outputs equal a local build. watch --farm says the outage once, keeps the frames stale, sends
# them again with the next edit (saying nothing more while the outage lasts), and renders
# everything once sbatch works.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/farm_outage
C=$TMP/farm_outage_clean
FAKE_SLURM=$TMP/fake_slurm
export FAKE_SLURM
PATH=$(pwd)/tests/farm/fake_slurm:$PATH
export PATH
rm -rf "$P" "$FAKE_SLURM"; mkdir -p "$P" "$FAKE_SLURM"
printf '[video]\ncodec = none\n[farm]\nmax_tasks = 2\npoll = 0.2\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 6
still "$P/still.flame" 0.5
touch "$FAKE_SLURM/down"

# 1. build --farm slurm while the controller is down.
"$FB" build "$P" --farm slurm >"$TMP/down.out" 2>"$TMP/down.err"; rc=$?
errors=$(grep -c "error" "$TMP/down.err")
if [ $rc -eq 1 ] && [ "$errors" -eq 5 ] && [ "$(grep -c "^flamebuild: error: " "$TMP/down.err")" -eq 1 ] &&
   grep -q "^flamebuild: error: farm: 7 frames not rendered, left stale (none recorded failed; build again once Slurm takes jobs): sbatch --parsable .*/job.sh failed (exit 1):$" "$TMP/down.err" &&
   [ "$(grep -c "^  sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure)$" "$TMP/down.err")" -eq 1 ] &&
   [ "$(grep -c "sbatch --parsable" "$TMP/down.err")" -eq 1 ] && ! grep -q "frame [0-9]*:" "$TMP/down.err"; then
  ok "farm outage: build says it once (the sbatch command and its lines), exits 1"
else bad "farm outage: build says it once" "rc $rc, $errors lines with 'error': $(head -c 1500 "$TMP/down.err")"; fi
case "$(tail -n 1 "$TMP/down.out")" in
  *"0 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 0 failed"*) ok "farm outage: the summary counts no frame failed" ;;
  *) bad "farm outage: the summary" "$(tail -n 1 "$TMP/down.out")" ;;
esac
"$FB" build "$P" --farm slurm --json >"$TMP/down.json" 2>/dev/null
grep -q '"failed": 0, "not_run": 7,' "$TMP/down.json" && ok "farm outage: build --json counts the frames not run" ||
  bad "farm outage: build --json" "$(head -c 400 "$TMP/down.json")"
"$FB" status "$P" --json >"$TMP/down_st.json" 2>&1; rc=$?
if [ $rc -eq 3 ] && grep -q '"name": "anim", .*"state": "stale", "frames": 6, "up_to_date": 0, "stale": 6, "failed": 0' "$TMP/down_st.json" &&
   grep -q '"name": "still", .*"state": "stale", "frames": 1, "up_to_date": 0, "stale": 1, "failed": 0' "$TMP/down_st.json" &&
   grep -q '"failed_frames": \[\]' "$TMP/down_st.json" && ! grep -q '"failed_frames": \[{' "$TMP/down_st.json"; then
  ok "farm outage: status shows every frame stale, none failed (exit 3)"
else bad "farm outage: status" "rc $rc: $(head -c 800 "$TMP/down_st.json")"; fi
[ -z "$(ls "$P/.flamebuild/farm" 2>/dev/null)" ] && ok "farm outage: no run folder is left (no job was taken)" ||
  bad "farm outage: the run folder" "$(ls -R "$P/.flamebuild/farm" | head)"

# 2. The controller is back: the next build renders them.
rm "$FAKE_SLURM/down"
expect_built "farm outage: once sbatch works the next build renders every frame" "$P" \
  "7 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 0 failed" --farm slurm
"$FB" status "$P" >/dev/null 2>&1 && ok "farm outage: then status is up to date" || bad "farm outage: status after" "exit $?"
clean_copy "$P" "$C"
fb_build_ref "$C"
if [ "$BUILD_RC" -eq 0 ]; then same_outputs "farm outage: the outputs equal a local build" "$P" "$C"
else bad "farm outage: the local build" "rc $BUILD_RC: $SUMMARY"; fi

# 3. watch --farm: the outage said once; the frames stale, sent again with each edit; rendered
#    once sbatch works.
W=$TMP/farm_outage_watch
rm -rf "$W"; mkdir -p "$W"
cp "$P/flamebuild.conf" "$W/"
animation "$W/anim.flame" 0 6
still "$W/still.flame" 0.5
touch "$FAKE_SLURM/down"
: >"$FAKE_SLURM/sbatch.log"
"$FB" watch "$W" --farm slurm -v >"$TMP/watch.out" 2>"$TMP/watch.err" &
watcher=$!
# wait_for N FILE PATTERN: up to N tenths of a second for PATTERN in FILE.
wait_for() {
  i=0
  while [ $i -lt "$1" ] && ! grep -q "$3" "$2" 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
}
wait_for 300 "$TMP/watch.err" "error: farm: "
sleep 1 # the still's run, if it went apart
"$FB" status "$W" --json >"$TMP/w_st.json" 2>&1; rc=$?
if [ $rc -eq 3 ] && grep -q '"name": "anim", .*"stale": 6, "failed": 0' "$TMP/w_st.json" &&
   grep -q '"name": "still", .*"stale": 1, "failed": 0' "$TMP/w_st.json"; then
  ok "watch --farm outage: the frames stay stale, none recorded failed"
else bad "watch --farm outage: status" "rc $rc: $(head -c 600 "$TMP/w_st.json") $(tail -5 "$TMP/watch.err")"; fi
# An edit while the outage lasts: its frames and the held ones go out again, and fail again.
calls=$(wc -l <"$FAKE_SLURM/sbatch.log")
sed 's/coefs="0.6 0.2/coefs="0.61 0.2/' "$W/anim.flame" >"$TMP/a" && mv "$TMP/a" "$W/anim.flame"
i=0
while [ $i -lt 300 ] && [ "$(wc -l <"$FAKE_SLURM/sbatch.log")" -le "$calls" ]; do sleep 0.1; i=$((i + 1)); done
sleep 1
again=$(wc -l <"$FAKE_SLURM/sbatch.log")
if [ "$again" -gt "$calls" ] && [ "$(grep -c "error: farm: " "$TMP/watch.err")" -eq 1 ] &&
   [ "$(grep -c "Unable to contact slurm controller" "$TMP/watch.err")" -eq 1 ] && ! grep -q "frame [0-9]*:" "$TMP/watch.err"; then
  ok "watch --farm outage: said once; an edit sends the frames again, which says nothing more"
else bad "watch --farm outage: said once" "sbatch calls $calls then $again: $(grep -v started "$TMP/watch.err" | head -c 1500)"; fi
# The controller is back: the next edit renders everything.
rm "$FAKE_SLURM/down"
sed 's/coefs="0.61 0.2/coefs="0.62 0.2/' "$W/anim.flame" >"$TMP/a" && mv "$TMP/a" "$W/anim.flame"
wait_for 600 "$TMP/watch.err" "up to date: 2 sequences" # said only once nothing is held
kill -INT $watcher; wait $watcher
if grep -q "farm: Slurm takes jobs again" "$TMP/watch.err" && grep -q "still: frame 0 iterated" "$TMP/watch.err" &&
   "$FB" status "$W" >/dev/null 2>&1; then
  ok "watch --farm outage: once sbatch works, the next edit renders every frame, the held ones too"
else bad "watch --farm outage: after the outage" "$(grep -v started "$TMP/watch.err" | tail -c 1500)"; fi
clean_copy "$W" "$C"
fb_build_ref "$C"
if [ "$BUILD_RC" -eq 0 ]; then same_outputs "watch --farm outage: the outputs equal a local build" "$W" "$C"
else bad "watch --farm outage: the local build" "rc $BUILD_RC: $SUMMARY"; fi
