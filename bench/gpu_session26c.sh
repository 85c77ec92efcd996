#!/bin/sh
# bench/gpu_session26c.sh B — the session's candidates against its start (B/flamebuild.prev):
# B/flamebuild.M (the tile count reading 16 bytes a load; the log still cleared by a memset)
# and B/flamebuild (also: the iteration writes every place of the log, no memset); the
# deferred step profile, bench -q 1000 (the float path must not move), and the studio's
# projects (bench/realistic.sh studio uhd; B/flamebuild also has the memory budget of a
# quarter of RAM for frames in flight).
set -u
B=$1
O=${OUT:-/tmp/o26c}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26c
. bench/gpu_lib.sh
for bin in flamebuild.prev flamebuild.M flamebuild; do
  echo "== $bin"
  deferred_profile "$B/$bin"
done
for bin in flamebuild.prev flamebuild; do
  echo "bench -q 1000 $bin: $(bench_medians "$B/$bin" -q 1000)"
  echo "bench 8K q200 deferred $bin: $(bench_medians "$B/$bin" -q 200 --size 7680x4320 --accumulate deferred)"
done
for bin in flamebuild.prev flamebuild; do
  OUT=$O/real_$bin sh bench/realistic.sh "$B/$bin" studio uhd >/dev/null 2>&1
  echo "== realistic $bin"; cat "$O/real_$bin/realistic.txt"
done
