#!/bin/sh
# bench/gpu_session25k.sh B — issue 17, lab (not kept): the deferred path's shared-memory atomics on a
# hot bucket merged through lane 0 (kernels/tile_kernels.cuh: the scatter's ranks and the accumulate's
# sums, the lanes sharing lane 0's key adding once; flamebuild) against the binary before
# (flamebuild.prev). First the bits: deterministic 16-bit PNGs, deferred twice and with integer
# atomics, must be one hash; then the step times of the hot flames and rw_13
# (FLAMEBUILD_PROFILE_GPU=1), auto's rates, and bench --accumulate all at 8K.
set -u
B=$1
O=${OUT:-/tmp/o25k}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25k
"$B/flamebuild" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
for g in rw_03 rw_13 rw_02; do
  f=$(ls tests/data/realworld/$g*.flam3)
  for s in "-q 100 --size 1920x1080" "-q 10 --size 7680x4320"; do
    h=""
    for run in "new deferred" "new deferred" "new atomic" "prev deferred"; do
      set -- $run
      bin=$B/flamebuild; [ $1 = prev ] && bin=$B/flamebuild.prev
      "$bin" render $f --backend cuda $s --deterministic --accumulate $2 --bpc 16 -o "$O/d.png" >/dev/null 2>&1
      h="$h $(md5sum <"$O/d.png" | cut -c1-8)"
    done
    echo "$g $s deterministic (new deferred x2, new integer atomics, prev deferred):$h"
  done
done
rm -f "$O/d.png"
for g in rw_02 rw_03 rw_15 rw_35 rw_13; do
  f=$(ls tests/data/realworld/$g*.flam3)
  for s in "-q 1000 --size 1920x1080" "-q 50 --size 7680x4320"; do
    for bin in flamebuild.prev flamebuild; do
      p=$(FLAMEBUILD_ACCUMULATE=deferred FLAMEBUILD_PROFILE_GPU=1 "$B/$bin" render $f --backend cuda $s -o /tmp/t.png 2>&1 | grep 'gpu profile' | sed 's/.*ms: //; s/; hottest.*//')
      "$B/$bin" render $f --backend cuda $s -o /tmp/t.png -v >"$O/t.txt" 2>&1
      echo "$g $s $bin: auto $(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/t.txt" | tail -1) M/s; deferred $p"
    done
  done
done
rm -f "$O/t.txt"
for bin in flamebuild.prev flamebuild; do
  "$B/$bin" bench --backend cuda -q 200 --size 7680x4320 --accumulate all >"$O/b.txt" 2>&1
  echo "$bin 8K q200 (float / integer / deferred): $(grep -i 'median\|linear-spherical\|xaos' "$O/b.txt" | tr -s ' ' | tr '\n' ';')"
done
rm -f "$O/b.txt"
