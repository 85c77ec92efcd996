#!/bin/sh
# What a farm hands back is checked, and a killed submitter's job writes nothing more (issue 37,
# items 2 and 7), on the one-node Slurm cluster of tests/farm/cluster.sh. Flaky workers are
# scripts named by [farm] worker: one reports every frame done but leaves torn PNGs, one hands
# in a valid PNG of another frame for each; neither is recorded, the build fails those frames
# and the next build renders them. A build --farm killed with kill -9 while its one task renders
# twelve frames: a local build after an edit ends that run (its job cancelled, its workers told
# to stop), and nothing of the old genome lands over the new frames. A frame whose genome is
# edited while a worker renders it is not written (the worker plans it again before the PNG).
. tests/lib.sh
. tests/farm/cluster.sh
FB=$FLAMEBUILD_ASAN
CL=$TMP/slurm_trust
cluster_or_skip "$CL" "farm trust: a one-node Slurm cluster"
FBABS=$(cd "$(dirname "$FB")" && pwd)/$(basename "$FB")
P=$TMP/farm_trust
C=$TMP/farm_trust_clean
conf() { # conf QUALITY [WORKER]
  printf '[render]\nsize = 64x48\nquality = %s\n[video]\ncodec = none\n[farm]\nmax_tasks = 1\ntask_time = 3600\npoll = 0.2\nretries = 0\n' "$1" >"$P/flamebuild.conf"
  [ -z "$2" ] || printf 'worker = %s\n' "$2" >>"$P/flamebuild.conf"
}
same_as_clean() {
  clean_copy "$2" "$C"
  fb_build_ref "$C"
  if [ "$BUILD_RC" -eq 0 ]; then same_outputs "$1" "$2" "$C"
  else bad "$1" "the clean build: rc $BUILD_RC: $SUMMARY $(tail -3 "$TMP/build.err")"; fi
}
# A worker that does not render: for each frame of its task it writes FILE_MAKER's file where
# the frame goes and a result saying done (the manifest's format: farm/farm_files.h).
fake_worker() { # fake_worker SCRIPT 'COMMAND MAKING $out'
  cat >"$1" <<SH
#!/bin/sh
m=\$2; task=\$3 # EXE worker MANIFEST TASK
root=\$(sed -n 's/^project //p' "\$m"); results=\$(sed -n 's/^results //p' "\$m")
i=0
grep '^frame ' "\$m" | while read -r _ t idx ik fk est path; do
  if [ "\$t" = "\$task" ]; then
    name=\${path%.flame}; mkdir -p "\$root/out/\$name"
    out=\$root/out/\$name/\$(printf %05d "\$idx").png
    $2
    printf 'state done\niterated 1\nbackend cpu\nsamples 1\nseconds 0.1\nerror \n' >"\$results/F\$i.tmp"
    mv "\$results/F\$i.tmp" "\$results/F\$i"
  fi
  i=\$((i + 1))
done
SH
  chmod +x "$1"
}

# Builds through the farm with worker SCRIPT; leaves rc, SUMMARY and $TMP/NAME.out, .err.
farm_build_with() { # farm_build_with SCRIPT NAME
  conf 20 "$1"
  "$FB" build "$P" --farm slurm --quiet >"$TMP/$2.out" 2>"$TMP/$2.err"; rc=$?
  SUMMARY=$(tail -n 1 "$TMP/$2.out")
}
# Waits up to 30 s for a farm run of the project to start.
wait_run_started() {
  i=0
  while [ $i -lt 600 ] && [ -z "$(ls "$P"/.flamebuild/farm/*/started 2>/dev/null)" ]; do sleep 0.05; i=$((i + 1)); done
}

rm -rf "$P"; mkdir -p "$P"
conf 20
animation "$P/anim.flame" 0 12
fb_build "$P" # a local build: frame 0's PNG, a valid frame to hand in for others
cp "$P/out/anim/00000.png" "$TMP/frame0.png"
sed -i 's/coefs="0.6 0.2/coefs="0.61 0.2/' "$P/anim.flame"

# 1. Torn PNGs reported done: every frame fails, none is recorded, the next build renders them.
fake_worker "$TMP/torn_worker" "head -c 300 '$TMP/frame0.png' >\"\$out\""
farm_build_with "$TMP/torn_worker" t
if [ $rc -eq 1 ] && case "$SUMMARY" in *"0 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 12 failed"*) true ;; *) false ;; esac &&
   grep -q "is not a whole PNG" "$TMP/t.err"; then
  ok "farm trust: torn frames a worker calls done fail, none recorded ($SUMMARY)"
else bad "farm trust: torn frames" "rc $rc: $SUMMARY $(tail -c 400 "$TMP/t.err")"; fi
conf 20
expect_built "farm trust: the next build renders every one of them" "$P" "12 iterated, 0 refinished, 0 unchanged"
same_as_clean "farm trust: after torn frames the outputs equal a clean build" "$P"

# 2. A valid PNG of another frame for each: not this frame's key, so it fails.
sed -i 's/coefs="0.61 0.2/coefs="0.62 0.2/' "$P/anim.flame"
fake_worker "$TMP/other_worker" "cp '$TMP/frame0.png' \"\$out\""
farm_build_with "$TMP/other_worker" o
if [ $rc -eq 1 ] && case "$SUMMARY" in *"12 failed"*) true ;; *) false ;; esac && grep -q "image of another frame" "$TMP/o.err"; then
  ok "farm trust: a valid PNG of another frame is refused for each ($SUMMARY)"
else bad "farm trust: PNGs of another frame" "rc $rc: $SUMMARY $(tail -c 400 "$TMP/o.err")"; fi
"$FB" status "$P" --json >"$TMP/o.json" 2>/dev/null
grep -q '"name": "anim", .*"up_to_date": 0' "$TMP/o.json" && ok "farm trust: status does not call them up to date" ||
  bad "farm trust: status after another frame's PNGs" "$(grep anim "$TMP/o.json" | head -c 300)"
conf 20
expect_built "farm trust: the next build renders them" "$P" "12 iterated"
same_as_clean "farm trust: after another frame's PNGs the outputs equal a clean build" "$P"

# 3. A build --farm killed with kill -9 mid-run: its one task goes on rendering twelve frames
#    of the old genome. The artist edits and builds locally: that build ends the run (its job
#    cancelled, its workers told), and no old frame lands over the new ones.
rm -rf "$P/.flamebuild/farm" # the failed runs above, kept for their logs
conf 4000
sed -i 's/coefs="0.62 0.2/coefs="0.63 0.2/' "$P/anim.flame"
"$FB" build "$P" --farm slurm --quiet >"$TMP/k.out" 2>"$TMP/k.err" &
builder=$!
wait_run_started
kill -9 $builder 2>/dev/null; wait $builder 2>/dev/null
run=$(ls -d "$P"/.flamebuild/farm/* 2>/dev/null | head -1)
job=$(cat "$run/jobs" 2>/dev/null)
sed -i 's/coefs="0.63 0.2/coefs="0.64 0.2/' "$P/anim.flame"
conf 20
fb_build "$P"
if [ -n "$job" ] && [ "$BUILD_RC" -eq 0 ] && grep -q "farm run left by a build that was killed" "$TMP/build.err" && [ -e "$run/abandoned" ]; then
  ok "farm trust: a local build after a killed build --farm ends its run (job $job)"
else bad "farm trust: the killed build's run" "job '$job', rc $BUILD_RC: $(head -c 400 "$TMP/build.err")"; fi
# The job leaves the queue; its worker is gone.
i=0
while [ $i -lt 300 ] && { [ -n "$(squeue -h -j "$job" 2>/dev/null)" ] || pgrep -f "flamebuild worker $run" >/dev/null; }; do
  sleep 0.1; i=$((i + 1))
done
[ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && ! pgrep -f "flamebuild worker $run" >/dev/null &&
  ok "farm trust: the abandoned job is cancelled and its worker ends" ||
  bad "farm trust: the abandoned job" "$(squeue -h -j "$job" 2>&1)"
"$FB" status "$P" >"$TMP/k.status" 2>&1; src=$?
if [ $src -eq 0 ] && grep -q "12 up to date" "$TMP/k.status" && ! grep -q "damaged" "$TMP/k.status"; then
  ok "farm trust: no frame of the old genome landed after the local build"
else bad "farm trust: frames after the abandoned run" "rc $src: $(head -c 400 "$TMP/k.status")"; fi
same_as_clean "farm trust: after the abandoned run the outputs equal a clean build" "$P"

# 4. An edit while a worker renders a frame (its submitter alive): the worker plans the frame
#    again before writing it, and neither writes it nor reports it (the task ends without it,
#    and the submitter fails it with the end of the task's log); its other frames fail as
#    changed after the run began.
rm -rf "$P/.flamebuild/farm"
cp "$P/out/anim/00000.png" "$TMP/frame0_before.png"
conf 4000
sed -i 's/coefs="0.64 0.2/coefs="0.65 0.2/' "$P/anim.flame"
"$FB" build "$P" --farm slurm --quiet >"$TMP/e.out" 2>"$TMP/e.err" &
builder=$!
wait_run_started
# frame 0's marker is made just before the worker plans it from the file: the edit must come
# after the plan (a frame of this size iterates for seconds), or the frame fails as edited
# before it began — what a loaded machine showed
sleep 0.5
sed -i 's/coefs="0.65 0.2/coefs="0.66 0.2/' "$P/anim.flame"
wait $builder; rc=$?
SUMMARY=$(tail -n 1 "$TMP/e.out")
if [ $rc -eq 1 ] && grep -q "anim.flame frame 0: changed while it rendered .*; not written" "$P"/.flamebuild/farm/*/logs/*.log &&
   cmp -s "$P/out/anim/00000.png" "$TMP/frame0_before.png" && case "$SUMMARY" in *"12 failed"*) true ;; *) false ;; esac; then
  ok "farm trust: a frame edited while a worker renders it is not written ($SUMMARY)"
else bad "farm trust: an edit mid-render" "rc $rc: $SUMMARY $(tail -c 400 "$TMP/e.err")"; fi
conf 20
expect_built "farm trust: the next build renders the edited frames" "$P" "12 iterated"
same_as_clean "farm trust: after the edit mid-render the outputs equal a clean build" "$P"
