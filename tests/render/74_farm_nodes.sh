#!/bin/sh
# build --farm slurm on a cluster of three nodes on this machine (issue 41, item 3;
# tests/farm/cluster.sh: one slurmd per node, each in a PID and UTS namespace of its own, the
# project shared as a studio's NFS would share it; root and `make deps` needed, else every
# check is a skip): a build spread over the nodes equals a local build byte for byte and its
# frames were rendered on more than one node (the workers name theirs in their results); a
# node lost mid-build (its slurmd and its jobs killed at once) costs only its tasks, which are
# cancelled and sent again to the other nodes (--exclude of the lost one) as soon as sinfo
# says the node does not respond — not after Slurm's requeue — and the outputs then equal a
# clean build, with no temporary file left.
. tests/lib.sh
. tests/farm/cluster.sh
FB=$FLAMEBUILD_ASAN
CL=$TMP/slurm3
cluster_or_skip "$CL" "farm nodes: a three-node Slurm cluster" 3
P=$TMP/farm3
C=$TMP/farm3_clean
same_as_clean() {
  clean_copy "$2" "$C"
  fb_build_ref "$C"
  if [ "$BUILD_RC" -eq 0 ]; then same_outputs "$1" "$2" "$C"
  else bad "$1" "the clean build: rc $BUILD_RC: $SUMMARY $(tail -3 "$TMP/build.err")"; fi
}
conf() { printf '[render]\nsize = 64x48\nquality = %s\n[video]\ncodec = none\n[farm]\nmax_tasks = %s\ntask_time = 1\npoll = 0.2\n' \
  "$1" "$2" >"$P/flamebuild.conf"; }
rm -rf "$P"; mkdir -p "$P"
conf 20 6
animation "$P/anim.flame" 0 12

# 1. Spread over the nodes (6 tasks of 2 frames, a node runs one at a time): the outputs of a
#    local build, rendered on more than one node.
"$FB" build "$P" --farm slurm >"$TMP/n1.out" 2>"$TMP/n1.err"; rc=$?
SUMMARY=$(tail -n 1 "$TMP/n1.out")
used=$(sed -n 's/.*farm: Slurm job .* done (frames by node: \(.*\))$/\1/p' "$TMP/n1.err")
nodes=$(printf '%s\n' "$used" | tr ',' '\n' | grep -c 'fbn[1-3] [0-9]')
if [ $rc -eq 0 ] && case "$SUMMARY" in *"12 iterated"*" 0 failed"*) true ;; *) false ;; esac && [ "$nodes" -ge 2 ]; then
  ok "farm nodes: 12 frames built over $nodes nodes of 3 ($used)"
else bad "farm nodes: a build over three nodes" "rc $rc, nodes '$used': $SUMMARY $(tail -5 "$TMP/n1.err")"; fi
same_as_clean "farm nodes: the outputs equal a local build byte for byte" "$P"

# 2. A node lost mid-build: a new project (no times known: a task a frame, 12 tasks), frames at
#    quality 1000; once every node runs a task and a worker has begun a frame, the node whose
#    task started last goes (its namespace killed: slurmd, slurmstepd and the worker at once).
#    (At quality 400, on a loaded 2-core machine, that task had once ended as the kill came,
#    and no loss was there to see.)
P=$TMP/farm3_loss
rm -rf "$P"; mkdir -p "$P"
conf 1000 12
animation "$P/anim.flame" 0 12
start=$(date +%s)
"$FB" build "$P" --farm slurm >"$TMP/n2.out" 2>"$TMP/n2.err" &
builder=$!
killed="" victim="" i=0
while [ $i -lt 600 ] && [ -z "$killed" ]; do
  running=$(squeue -h -t R -o %N 2>/dev/null | sort -u | tr '\n' ' ')
  case "$running" in
    *fbn1*fbn2*fbn3*) if [ -n "$(ls "$P"/.flamebuild/farm/*/started 2>/dev/null)" ]; then
      # the node whose task started last: the most of its frame left, so it is still busy
      victim=$(squeue -h -t R -o '%S %N' 2>/dev/null | sort | tail -n 1 | cut -d' ' -f2)
      [ -n "$victim" ] && cluster_kill_node "$CL" "$victim" && killed=$(date +%s); fi ;;
  esac
  [ -z "$killed" ] && sleep 0.1; i=$((i + 1))
done
wait $builder; rc=$?
end=$(date +%s)
SUMMARY=$(tail -n 1 "$TMP/n2.out")
lost=$(grep "farm: node $victim lost during the run" "$TMP/n2.err")
if [ -n "$killed" ] && [ $rc -eq 0 ] && case "$SUMMARY" in *"12 iterated"*" 0 failed"*) true ;; *) false ;; esac &&
   case "$lost" in *": 1 task sent again"*) true ;; *) false ;; esac; then
  ok "farm nodes: a node lost mid-build costs its one task, sent to the others ($((killed - start)) s in, done $((end - killed)) s later)"
else bad "farm nodes: a node lost mid-build" "killed '$killed', rc $rc: $SUMMARY; '$lost' $(tail -5 "$TMP/n2.err")"; fi
# Its frames went elsewhere, sent again with --exclude of the node, long before Slurm's requeue
# would have started them (the job it requeues is held back for minutes): that job was
# submitted within 30 s of the kill. (Its submit time, not the build's end: the frames left
# after the kill, at quality 1000 on a loaded machine, may themselves take longer than that.)
jobs=$(sed -n 's/.*farm: Slurm job \([0-9 ]*\) done.*/\1/p' "$TMP/n2.err")
excluded="" resent=""
for j in $jobs; do
  info=$(scontrol show job "$j" 2>/dev/null)
  case "$info" in *"ExcNodeList=$victim"*)
    excluded=$j
    submit=$(printf '%s\n' "$info" | tr ' ' '\n' | sed -n 's/^SubmitTime=//p' | head -n 1)
    resent=$(date -d "$submit" +%s 2>/dev/null) ;;
  esac
done
if [ -n "$excluded" ] && [ -n "$killed" ] && [ -n "$resent" ] && [ $((resent - killed)) -le 30 ]; then
  ok "farm nodes: the lost node's task went again at once, excluding it (job $excluded of '$jobs', $((resent - killed)) s after the kill)"
else bad "farm nodes: the lost node's task sent again" "jobs '$jobs', excluded '$excluded' submitted at '$resent', killed at '$killed', build done $((end - ${killed:-0})) s after the kill"; fi
torn=$(find "$P/out" "$P/.flamebuild/cache" -name '*.tmp-*' -o -name 'tmp-*' | head -3)
[ -z "$torn" ] && ok "farm nodes: after the node's loss no temporary file is left" ||
  bad "farm nodes: temporary files after the node's loss" "$torn"
same_as_clean "farm nodes: after the node's loss the outputs equal a clean build" "$P"
