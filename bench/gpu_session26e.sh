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
  for g in rw_03 rw_13 rw_35; do
    f=$(ls tests/data/realworld/$g*.flam3)
    for s in "-q 1000 --size 1920x1080" "-q 50 --size 7680x4320"; do
      "$B/$bin" render $f --backend cuda $s -o /tmp/t.png >/dev/null 2>&1
      echo "$g $s: $(FLAMEBUILD_ACCUMULATE=deferred FLAMEBUILD_PROFILE_GPU=1 "$B/$bin" render $f --backend cuda $s -o /tmp/t.png 2>&1 | grep 'gpu profile' | sed 's/.*entries; ms: //; s/; hottest.*//')"
    done
  done
  echo "bench 8K q200 deferred $bin: $(bench_medians "$B/$bin" -q 200 --size 7680x4320 --accumulate deferred)"
done
for bin in flamebuild.prev flamebuild; do
  for g in rw_03 rw_15; do
    f=$(ls tests/data/realworld/$g*.flam3)
    for s in 1920x1080 7680x4320; do
      h=""
      for i in 1 2; do
        "$B/$bin" render $f --backend cuda --size $s -q 25 --deterministic --bpc 16 -o /tmp/d.png >/dev/null 2>&1
        h="$h $(md5sum </tmp/d.png | cut -c1-12)"
      done
      echo "deterministic $bin $g $s:$h"
    done
  done
done
