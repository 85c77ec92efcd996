#!/bin/sh
# bench/gpu_session26h.sh B — issue 17: frames of at most 512 tiles grouped in one pass
# (B/flamebuild: 512-thread scatter blocks, a 1080p frame in 276 tiles of 8,192) against the
# 512-thread blocks alone (B/flamebuild.K: two passes as before) and the session's tree before
# (B/flamebuild.head): step profile, bench deferred at 1080p, deterministic hashes.
set -u
B=$1
O=${OUT:-/tmp/o26h}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26h
. bench/gpu_lib.sh
for bin in flamebuild.head flamebuild.K flamebuild; do
  echo "== $bin"
  deferred_profile "$B/$bin"
done
for bin in flamebuild.head flamebuild; do
  echo "bench 1080p q1000 deferred $bin: $(bench_medians "$B/$bin" -q 1000 --accumulate deferred)"
  echo "== $bin"
  deterministic_hashes "$B/$bin" 2 rw_03 rw_15
done
