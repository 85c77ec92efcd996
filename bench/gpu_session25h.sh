#!/bin/sh
# bench/gpu_session25h.sh B — lab (not kept): a per-thread run cache in fb_run_slot (kernels/trajectory.h:
# samples into the bucket of the thread's previous sample summed in registers, plotted when the
# bucket changes; flamebuild.lab) for the hot flames, float atomics forced, against deferred.
set -u
B=$1
O=${OUT:-/tmp/o25h}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25h
. bench/gpu_lib.sh
"$B/flamebuild" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
echo "final $(bench_medians "$B/flamebuild" -q 1000)"
echo "lab   $(bench_medians "$B/flamebuild.lab" -q 1000)"
r() { # BIN [VAR=V] -- render options
  bb=$1; shift
  vars=""
  while [ "$1" != "--" ]; do vars="$vars $1"; shift; done
  shift
  env $vars "$bb" render "$@" --backend cuda -o "$O/t.png" -v >"$O/t.txt" 2>&1
  env $vars "$bb" render "$@" --backend cuda -o "$O/t.png" -v >"$O/t.txt" 2>&1
  printf ' %s' "$(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/t.txt" | tail -1)"
}
for s in "-q 1000 --size 1920x1080" "-q 50 --size 7680x4320"; do
  echo "== $s: final auto | final atomic | lab auto | lab atomic | lab atomic no table"
  for g in rw_02 rw_03 rw_15 rw_35 rw_05 rw_13; do
    f=$(ls tests/data/realworld/$g*.flam3)
    printf '%s' "$g"
    r "$B/flamebuild" X=1 -- $f $s
    r "$B/flamebuild" FLAMEBUILD_ACCUMULATE=atomic -- $f $s
    r "$B/flamebuild.lab" X=1 -- $f $s
    r "$B/flamebuild.lab" FLAMEBUILD_ACCUMULATE=atomic -- $f $s
    r "$B/flamebuild.lab" FLAMEBUILD_ACCUMULATE=atomic FLAMEBUILD_GPU_CACHE=0 -- $f $s
    echo
  done
done
FLAMEBUILD_ACCUMULATE=atomic FLAMEBUILD_PROFILE_GPU=1 "$B/flamebuild.lab" render tests/data/realworld/rw_03*.flam3 --backend cuda -q 1000 --size 1920x1080 -o "$O/t.png" 2>&1 | grep "gpu profile"
rm -f "$O/t.png" "$O/t.txt" "$O/bench.txt"
