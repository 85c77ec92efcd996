#!/bin/sh
# bench/gpu_session26f.sh B — what a 4K supersample-2 frame's GPU time is: anim02's frame 12
# (the uhd project's, with its own temporal samples) and three artists' flames at 3840x2160 supersample 2 q200, float atomics
# against deferred (render -v: the iteration rate and the finish), B/flamebuild.
set -u
B=$1
O=${OUT:-/tmp/o26f}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26f
S="--size 3840x2160 --supersample 2 -q 200"
"$B/flamebuild" render tests/data/animations/anim02.flam3 --frames 12 $S --backend cuda -o /tmp/w%d.png >/dev/null 2>&1
for acc in atomic deferred; do
  echo "anim02 frame 12 $acc: $("$B/flamebuild" render tests/data/animations/anim02.flam3 --frames 12 $S --backend cuda --accumulate $acc -o /tmp/a%d.png -v 2>&1 | grep "samples/s")"
done
for g in rw_00 rw_13 rw_17; do
  f=$(ls tests/data/realworld/$g*.flam3)
  "$B/flamebuild" render $f $S --backend cuda -o /tmp/w.png >/dev/null 2>&1
  for acc in atomic deferred; do
    echo "$g $acc: $("$B/flamebuild" render $f $S --backend cuda --accumulate $acc -o /tmp/a.png -v 2>&1 | grep "samples/s")"
  done
done
FLAMEBUILD_PROFILE_GPU=1 "$B/flamebuild" render tests/data/animations/anim02.flam3 --frames 12 $S --backend cuda -o /tmp/a%d.png -v 2>&1 | tail -15
