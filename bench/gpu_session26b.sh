#!/bin/sh
# bench/gpu_session26b.sh B — issue 17 lab: the deferred sums' variants (B/flamebuild.A: one load
# a thread, 65,536-entry ranges; .B: one load, long ranges; .D: four loads, 65,536; flamebuild:
# four loads, long ranges; .prev: the session's start) on the step profile; then a studio's
# 4K supersample-2 project (bench/realistic.sh uhd) with B/flamebuild, to see where its
# wall-clock goes.
set -u
B=$1
O=${OUT:-/tmp/o26b}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26b
. bench/gpu_lib.sh
for bin in flamebuild.prev flamebuild.A flamebuild.B flamebuild.D flamebuild; do
  echo "== $bin"
  deferred_profile "$B/$bin"
done
OUT=$O/uhd sh bench/realistic.sh "$B/flamebuild" uhd >/dev/null 2>&1
cat "$O/uhd/realistic.txt"
