#!/bin/sh
# bench/gpu_session26e.sh B — issue 17: the deferred sums adding R|G and B|A pairs with 64-bit
# shared atomics (B/flamebuild) against four 32-bit ones (B/flamebuild.c4, the session's
# deferred path so far): step profile, bench 8K deferred, and deterministic hashes against
# the session's start (B/flamebuild.prev).
set -u
B=$1
O=${OUT:-/tmp/o26e}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26e
. bench/gpu_lib.sh
for bin in flamebuild.c4 flamebuild; do
  echo "== $bin"
  deferred_profile "$B/$bin"
  echo "bench 8K q200 deferred $bin: $(bench_medians "$B/$bin" -q 200 --size 7680x4320 --accumulate deferred)"
done
for bin in flamebuild.prev flamebuild; do
  echo "== $bin"
  deterministic_hashes "$B/$bin" 2 rw_03 rw_15
done
