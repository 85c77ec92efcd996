#!/bin/sh
# build --farm slurm (issue 15, item 2) on a one-node Slurm cluster started here from Debian's
# packages (tests/farm/cluster.sh; root and `make deps` needed, else every check is a skip):
# a 24-frame animation built through the farm equals a local build byte for byte; a worker
# killed mid-frame is retried and nothing torn is left, in out/ or the shared cache (status
# meanwhile counts its frame as running); a task that dies every time fails its
# frames with its log, the build says so and keeps what it had; an edit
# while the job waits fails the changed frames (the next build renders them) and the outputs
# then equal a clean build; status shows the run meanwhile; watch --farm cancels what an
# edit made stale; a worker that cannot reach the project says so.
. tests/lib.sh
. tests/farm/cluster.sh
FB=$FLAMEBUILD_ASAN
CL=$TMP/slurm
cluster_or_skip "$CL" "farm: a one-node Slurm cluster"
P=$TMP/farm
C=$TMP/farm_clean
# same_as_clean NAME DIR : DIR's outputs equal a clean local build of its sources (a FAIL, not
# a silent skip, when that build fails).
same_as_clean() {
  clean_copy "$2" "$C"
  fb_build_ref "$C"
  if [ "$BUILD_RC" -eq 0 ]; then same_outputs "$1" "$2" "$C"
  else bad "$1" "the clean build: rc $BUILD_RC: $SUMMARY $(tail -3 "$TMP/build.err")"; fi
}
conf() { printf '[render]\nsize = 64x48\nquality = %s\n[video]\ncodec = %s\n[farm]\nmax_tasks = 4\npoll = 0.2\nretries = %s\narch = sm_90\n' \
  "$1" "$(command -v ffmpeg >/dev/null && echo h264 || echo none)" "${2:-2}" >"$P/flamebuild.conf"; }
rm -rf "$P"; mkdir -p "$P"
conf 20
animation "$P/anim.flame" 0 24
still "$P/still.flame" 0.5

# 1. Through the farm, the outputs of a local build.
"$FB" build "$P" --farm slurm >"$TMP/farm1.out" 2>"$TMP/build.err"
BUILD_RC=$?
SUMMARY=$(tail -n 1 "$TMP/farm1.out")
if [ "$BUILD_RC" -eq 0 ] && case "$SUMMARY" in *"25 iterated, 0 refinished, 0 unchanged"*) true ;; *) false ;; esac; then
  ok "farm: 24 frames and a still built as a Slurm array job ($SUMMARY)"
else bad "farm: the array job" "rc $BUILD_RC: $SUMMARY $(tail -5 "$TMP/build.err")"; fi
grep -q "farm: 25 frames to Slurm" "$TMP/build.err" && grep -q "farm: Slurm job [0-9]* done" "$TMP/build.err" &&
  ok "farm: the build says what went to Slurm, and the job" ||
  bad "farm: what went to Slurm" "$(head -3 "$TMP/build.err")"
same_as_clean "farm: the outputs equal a local build byte for byte" "$P"
if [ "${FLAMEBUILD_NO_CUDA_TOOLKIT:-0}" = 1 ]; then skip "farm: [farm] arch compiles the nodes' kernels here" "no NVRTC"
elif [ "$(ls "$P/.flamebuild/cache/kernels" 2>/dev/null | wc -l)" -gt 0 ] && grep -q "kernels: .* (sm_90)" "$TMP/farm1.out"; then
  ok "farm: [farm] arch compiles the nodes' kernels once, here, into the project's cache"
else bad "farm: [farm] arch" "$(ls "$P/.flamebuild/cache/kernels" 2>&1 | head -3) $(head -3 "$TMP/farm1.out")"; fi
expect_built "farm: the next build has nothing to do" "$P" "0 iterated, 0 refinished, 25 unchanged" --farm slurm
[ ! -d "$P/.flamebuild/farm" ] || [ -z "$(ls "$P/.flamebuild/farm")" ] && ok "farm: a run that succeeded leaves no run folder" ||
  bad "farm: the run folder" "$(ls "$P/.flamebuild/farm")"

# 2. A worker killed mid-frame: its task runs again, nothing torn is left. Quality 600: a
#    frame takes ~0.4 s in a sanitized worker and a task of 6 frames ~2.5 s, so the worker is
#    still at work when it is killed, just after its first 'started' mark (it was 3000: every
#    frame of the 24 again after the kill, ~5x the wait for the same checks).
conf 600
sed 's/coefs="0.6 0.2/coefs="0.61 0.2/' "$P/anim.flame" >"$TMP/a" && mv "$TMP/a" "$P/anim.flame"
"$FB" build "$P" --farm slurm --quiet >"$TMP/kill.out" 2>"$TMP/kill.err" &
builder=$!
killed=""
i=0
while [ $i -lt 400 ] && [ -z "$killed" ]; do
  pid=$(pgrep -f "flamebuild worker .*/manifest" | head -1)
  # Once a worker has begun a frame (its started marker, RUN/started/F<i>, renamed in whole: not
  # its temporary F<i>.tmp-…, which status does not count): status counts it running, then it
  # dies.
  if [ -n "$pid" ] && [ -n "$(ls "$P"/.flamebuild/farm/*/started 2>/dev/null | grep -x 'F[0-9][0-9]*')" ]; then
    "$FB" status "$P" --json >"$TMP/st2.json" 2>&1
    kill -9 "$pid" 2>/dev/null && killed=$pid
  fi
  sleep 0.05; i=$((i + 1))
done
wait $builder; rc=$?
SUMMARY=$(tail -n 1 "$TMP/kill.out")
if [ -n "$killed" ] && [ $rc -eq 0 ] && case "$SUMMARY" in *" 0 failed"*) true ;; *) false ;; esac; then
  ok "farm: a worker killed mid-frame is run again and the build completes ($SUMMARY)"
else bad "farm: a killed worker" "killed '$killed', rc $rc: $SUMMARY $(tail -5 "$TMP/kill.err")"; fi
farm2=$(sed -n 's/.*"name": "anim", .*"farm": {"jobs": "[0-9 ]*", "frames": 24, "queued": \([0-9]*\), "running": \([0-9]*\), "landed": \([0-9]*\), "failed": 0}.*/\1 \2 \3/p' "$TMP/st2.json")
set -- $farm2
if [ $# -eq 3 ] && [ "$2" -ge 1 ] && [ $(($1 + $2 + $3)) -eq 24 ]; then
  ok "farm: status counts the frames a worker has begun as running, apart from those queued ($1 queued, $2 running, $3 back)"
else bad "farm: status running and queued" "'$farm2': $(grep anim "$TMP/st2.json")"; fi
torn=$(find "$P/out" -name '*.tmp-*')
whole=1
for f in "$P"/out/anim/*.png; do build/imgcmp --same "$f" "$f" >/dev/null 2>&1 || whole=0; done
[ -z "$torn" ] && [ $whole -eq 1 ] && ok "farm: after the kill every frame is whole and no temporary file is left" ||
  bad "farm: after the kill" "torn: $torn; whole: $whole"
same_as_clean "farm: after the kill the outputs equal a clean build" "$P"
# The cache the workers share: no temporary file of the killed one, and every entry whole —
# a copy without its outputs and database re-finishes every frame from the cache alone.
cache_temps=$(find "$P/.flamebuild/cache" -name 'tmp-*')
rm -rf "$TMP/farm_cache"; mkdir -p "$TMP/farm_cache/.flamebuild"
cp "$P"/*.flame "$P/flamebuild.conf" "$TMP/farm_cache/" && cp -r "$P/.flamebuild/cache" "$TMP/farm_cache/.flamebuild/"
fb_build "$TMP/farm_cache"
if [ -z "$cache_temps" ] && [ "$BUILD_RC" -eq 0 ] && case "$SUMMARY" in *" 0 iterated, 25 refinished"*) true ;; *) false ;; esac &&
   ! grep -Eq 'corrupt|discarded' "$TMP/build.err"; then
  ok "farm: after the kill the shared cache holds no temporary file and every entry is whole ($SUMMARY)"
else bad "farm: the cache after the kill" "temps: $cache_temps; rc $BUILD_RC: $SUMMARY $(grep -E 'corrupt|discarded' "$TMP/build.err" | head -3)"; fi

# 3. A task that dies every time: after the retries its frames fail with its log; the build
#    exits 1, and the frames it had stay.
conf 20 1
sed 's/coefs="0.61 0.2/coefs="0.62 0.2/' "$P/anim.flame" >"$TMP/a" && mv "$TMP/a" "$P/anim.flame"
cp "$P/out/anim/00003.png" "$TMP/kept.png"
FLAMEBUILD_KILL_AT=png-write:1 "$FB" build "$P" --farm slurm --quiet >"$TMP/die.out" 2>"$TMP/die.err"; rc=$?
if [ $rc -eq 1 ] && grep -q "ended without rendering it (2 attempts)" "$TMP/die.err" && grep -q "attempt1-task" "$TMP/die.err"; then
  ok "farm: a task that dies on every attempt fails its frames, naming its log"
else bad "farm: a task that always dies" "rc $rc: $(tail -c 600 "$TMP/die.err")"; fi
cmp -s "$P/out/anim/00003.png" "$TMP/kept.png" && ok "farm: ... and the last good frames stay" ||
  bad "farm: the last good frames stay" "out/anim/00003.png changed"
ls "$P/.flamebuild/farm"/*/logs/attempt1-task0.log >/dev/null 2>&1 && ok "farm: the failed run's logs are kept" ||
  bad "farm: the failed run's logs" "$(ls -R "$P/.flamebuild/farm" 2>&1 | head)"
expect_built "farm: the next build renders them" "$P" " 0 failed" --farm slurm

# 4. An edit while the job waits in the queue (submitted held: --hold through sbatch_args, then
#    released): every frame it changed fails, saying why; status meanwhile shows the run; the
#    next build renders them and the outputs equal a clean build.
conf 20
printf 'sbatch_args = --hold\n' >>"$P/flamebuild.conf"
sed 's/coefs="0.62 0.2/coefs="0.63 0.2/' "$P/anim.flame" >"$TMP/a" && mv "$TMP/a" "$P/anim.flame"
"$FB" build "$P" --farm slurm --quiet >"$TMP/edit.out" 2>"$TMP/edit.err" &
builder=$!
job=""
i=0
while [ $i -lt 400 ] && [ -z "$job" ]; do job=$(squeue -h -o %F -n flamebuild 2>/dev/null | head -1); sleep 0.05; i=$((i + 1)); done
"$FB" status "$P" --json >"$TMP/st.json" 2>&1
"$FB" status "$P" >"$TMP/st.txt" 2>&1
if grep -q '"name": "anim", .*"farm": {"jobs": "'"$job"'", "frames": 24, "queued": 24, "running": 0, "landed": 0, "failed": 0}' "$TMP/st.json" &&
   grep -q "farm: 0 of 24 frames back (0 failed), 0 running, 24 queued; Slurm job $job" "$TMP/st.txt"; then
  ok "farm: status shows the frames out on the farm and the job, beside the build"
else bad "farm: status during a farm build" "job '$job': $(cat "$TMP/st.txt") $(grep anim "$TMP/st.json")"; fi
sed 's/coefs="0.63 0.2/coefs="0.64 0.2/' "$P/anim.flame" >"$TMP/a" && mv "$TMP/a" "$P/anim.flame"
scontrol release "$job" >/dev/null 2>&1
wait $builder; rc=$?
SUMMARY=$(tail -n 1 "$TMP/edit.out")
if [ -n "$job" ] && [ $rc -eq 1 ] && grep -q "changed after the farm run began" "$TMP/edit.err" &&
   case "$SUMMARY" in *" 24 failed"*) true ;; *) false ;; esac; then
  ok "farm: frames edited while the job waited fail, saying why ($SUMMARY)"
else bad "farm: an edit while the job waited" "job '$job', rc $rc: $SUMMARY $(tail -c 400 "$TMP/edit.err")"; fi
conf 20
fb_build "$P" --farm slurm
if [ "$BUILD_RC" -eq 0 ] && case "$SUMMARY" in *" 0 failed"*) true ;; *) false ;; esac; then
  same_as_clean "farm: after the edit the next build equals a clean build" "$P"
else bad "farm: after the edit the next build" "rc $BUILD_RC: $SUMMARY $(tail -3 "$TMP/build.err")"; fi

# 6. watch --farm: the first build goes out as a job (held); an edit cancels its stale tasks
#    in Slurm (the job leaves the queue) and sends the new frames as a second job; released,
#    the frames land and the outputs equal a clean build.
conf 20
printf 'sbatch_args = --hold\n' >>"$P/flamebuild.conf"
sed 's/coefs="0.64 0.2/coefs="0.65 0.2/' "$P/anim.flame" >"$TMP/a" && mv "$TMP/a" "$P/anim.flame"
"$FB" watch "$P" -v --farm slurm >"$TMP/watch.out" 2>"$TMP/watch.err" &
watcher=$!
held() { squeue -h -o %F -n flamebuild 2>/dev/null | sort -u | tr '\n' ' '; }
first=""; i=0
while [ $i -lt 400 ] && [ -z "$first" ]; do first=$(held); sleep 0.05; i=$((i + 1)); done
sed 's/coefs="0.65 0.2/coefs="0.66 0.2/' "$P/anim.flame" >"$TMP/a" && mv "$TMP/a" "$P/anim.flame"
second=""; i=0
while [ $i -lt 400 ]; do
  now=$(held)
  if [ -n "$now" ] && [ "$now" != "$first" ] && ! echo " $now" | grep -q " $first"; then second=$now; break; fi
  sleep 0.05; i=$((i + 1))
done
if [ -n "$first" ] && [ -n "$second" ]; then ok "watch --farm: an edit cancels the stale job's tasks in Slurm and sends the new frames (job $first, then $second)"
else bad "watch --farm: an edit cancels the stale tasks" "first '$first', then '$(held)': $(tail -5 "$TMP/watch.err")"; fi
for job in $second; do scontrol release "$job" >/dev/null 2>&1; done
i=0
while [ $i -lt 600 ] && ! "$FB" status "$P" --json 2>/dev/null | grep -q '"name": "anim", .*"state": "up_to_date"'; do sleep 0.1; i=$((i + 1)); done
kill -INT $watcher; wait $watcher
if [ "${FLAMEBUILD_NO_CUDA_TOOLKIT:-0}" = 1 ]; then skip "watch --farm: [farm] arch compiles the nodes' kernels here" "no NVRTC"
elif grep -q "kernels: .* (sm_90)" "$TMP/watch.out"; then ok "watch --farm: [farm] arch compiles the nodes' kernels here first, as build --farm does"
else bad "watch --farm: [farm] arch" "$(head -3 "$TMP/watch.out")"; fi
grep -q "anim: frame [0-9]* cancelled" "$TMP/watch.err" && ok "watch --farm: the stale frames are reported cancelled" ||
  bad "watch --farm: cancelled frames" "$(grep -v started "$TMP/watch.err" | head -5)"
same_as_clean "watch --farm: after the edit the outputs equal a clean build" "$P"

# 7. watch --farm, an edit while a task renders a still: whichever still a worker is iterating
#    (the watcher may send the two stills as one run or two, as its queue fills), an edit of it
#    makes that frame stale. Before the new frame goes out, the task that held it is gone from
#    squeue and its worker has ended (the stale render abandoned, never landing over the new
#    one); the frame is reported cancelled; the outputs equal a clean build.
W=$TMP/farm_watch
rm -rf "$W"; mkdir -p "$W"
printf '[render]\nsize = 64x48\nquality = 8000\n[farm]\nmax_tasks = 1\ntask_time = 3600\npoll = 0.2\n' >"$W/flamebuild.conf"
still "$W/a.flame" 0.5
still "$W/b.flame" 0.7
# The still a worker is iterating now, and its run folder ("NAME RUN", or nothing): a frame with
# its 'started' mark (farm_marks.c: RUN/started/F<i>, i its line among the manifest's frames)
# and no line of its end in the run's logs yet.
rendering() {
  for r in "$W"/.flamebuild/farm/*; do
    for s in "$r"/started/F*; do
      [ -e "$s" ] || continue
      n=${s##*/F}
      name=$(awk -v n="$n" '$1 == "frame" { if (k == n) { print $NF; exit } k++ }' "$r/manifest" 2>/dev/null)
      name=$(basename "$name" .flame)
      [ -n "$name" ] || continue
      grep -q "$name\.flame frame [0-9]*: \(done\|failed\|cancelled\)" "$r"/logs/*.log 2>/dev/null && continue
      echo "$name $r"
      return
    done
  done
}
"$FB" watch "$W" -v --farm slurm >"$TMP/watch2.out" 2>"$TMP/watch2.err" &
watcher=$!
cur=""; run=""; i=0
while [ $i -lt 1200 ] && [ -z "$cur" ]; do
  set -- $(rendering)
  cur=${1:-}; run=${2:-}
  sleep 0.05; i=$((i + 1))
done
sleep 1 # the worker has planned the still and is iterating it (5 s under ASan)
job1=$(squeue -h -o %F -n flamebuild 2>/dev/null | head -1)
worker=$(pgrep -f "flamebuild worker $run/" | head -1)
before_edit="rendering: '$(rendering)'; $(ps -eo pid,etimes,args 2>/dev/null | grep 'flamebuild worker' | grep -v grep | cut -c1-160)"
[ -n "$cur" ] && sed 's/spherical="0.6"/spherical="0.61"/' "$W/$cur.flame" >"$TMP/a" && mv "$TMP/a" "$W/$cur.flame"
job2=""; job1_then=""; worker_then=""; i=0
while [ $i -lt 1200 ] && [ -z "$job2" ]; do
  now=$(squeue -h -o %F -n flamebuild 2>/dev/null | sort -u)
  for j in $now; do [ "$j" != "$job1" ] && job2=$j; done
  if [ -n "$job2" ]; then
    job1_then=$(echo "$now" | grep -x "$job1")
    kill -0 "$worker" 2>/dev/null && worker_then=alive
  fi
  sleep 0.02; i=$((i + 1))
done
if [ -n "$cur" ] && [ -n "$job1" ] && [ -n "$worker" ] && [ -n "$job2" ] && [ -z "$job1_then" ] && [ -z "$worker_then" ]; then
  ok "watch --farm: an edit mid-frame ends the task holding the stale frame before the new frame goes out (job $job1, then $job2)"
else bad "watch --farm: an edit mid-frame" "still being rendered '$cur', job1 '$job1' still listed: '$job1_then', worker '$worker' $worker_then, job2 '$job2': $(tail -5 "$TMP/watch2.err"); before the edit: $before_edit"; fi
i=0
while [ $i -lt 1200 ] && [ "$("$FB" status "$W" --json 2>/dev/null | grep -c '"state": "up_to_date"')" -ne 2 ]; do sleep 0.1; i=$((i + 1)); done
kill -INT $watcher; wait $watcher
grep -q "$cur: frame 0 cancelled" "$TMP/watch2.err" && ok "watch --farm: the frame edited mid-render is reported cancelled" ||
  bad "watch --farm: the frame edited mid-render" "$(grep -v started "$TMP/watch2.err" | head -8)"
same_as_clean "watch --farm: after an edit mid-frame the outputs equal a clean build" "$W"

# 5. A worker that cannot reach the project, or the run's results, says so and exits 1 (its
#    task is then run again, and in the end its frames fail with that line of its log).
manifest() { # manifest PROJECT RESULTS
  printf 'flamebuild-farm 1\nproject %s\nprofile \nbackend cpu\nscales 1 1\nresults %s\ntasks 1\nframe 0 0 %s %s 1 anim.flame\n' \
    "$1" "$2" "$(printf '%064d' 0)" "$(printf '%064d' 0)" >"$TMP/w.manifest"
}
manifest "$TMP/nowhere" "$TMP"
"$FB" worker "$TMP/w.manifest" 0 >"$TMP/w.out" 2>"$TMP/w.err"; rc=$?
[ $rc -eq 1 ] && grep -q "cannot reach the project $TMP/nowhere from this node" "$TMP/w.err" &&
  ok "farm: a worker that cannot reach the project says so" || bad "farm: an unreachable project" "rc $rc: $(cat "$TMP/w.err")"
manifest "$P" "$TMP/none"
"$FB" worker "$TMP/w.manifest" 0 >"$TMP/w.out" 2>"$TMP/w.err"; rc=$?
[ $rc -eq 1 ] && grep -q "cannot reach the farm run's results folder $TMP/none" "$TMP/w.err" &&
  ok "farm: a worker that cannot reach the results folder says so" || bad "farm: unreachable results" "rc $rc: $(cat "$TMP/w.err")"

# [farm] task_time that is not a number of seconds: refused, naming the line and what it wants.
mkdir -p "$TMP/farm_bad"
printf '[farm]\ntask_time = soon\n' >"$TMP/farm_bad/flamebuild.conf"
"$FB" build "$TMP/farm_bad" --farm slurm >"$TMP/bad.out" 2>"$TMP/bad.err"; rc=$?
[ $rc -ne 0 ] && [ $rc -lt 128 ] && grep -q "flamebuild.conf:2: bad value task_time = 'soon' (want seconds a farm task should take" "$TMP/bad.err" &&
  ok "farm: a bad [farm] task_time is refused with its line" || bad "farm: a bad task_time" "rc $rc: $(cat "$TMP/bad.err")"
