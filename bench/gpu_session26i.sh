#!/bin/sh
# bench/gpu_session26i.sh B — issue 17 lab: the sums over ranges of 262,144 grouped entries with
# their 32-bit shared sums' wraps carried (B/flamebuild) against 65,536-entry ranges
# (B/flamebuild.one, the tree with one grouping pass): step profile, bench deferred at 1080p
# and 8K, deterministic hashes.
set -u
B=$1
O=${OUT:-/tmp/o26i}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26i
. bench/gpu_lib.sh
for bin in flamebuild.one flamebuild; do
  echo "== $bin"
  deferred_profile "$B/$bin"
  echo "bench 1080p q1000 deferred: $(bench_medians "$B/$bin" -q 1000 --accumulate deferred)"
  deterministic_hashes "$B/$bin" 2 rw_03
done
