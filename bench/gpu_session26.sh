#!/bin/sh
# bench/gpu_session26.sh B — issue 17: the deferred path's count and sums reading memory with
# more loads in flight, longer sum ranges (wraps carried), and no clearing of the log, against
# the session's starting binary (B/flamebuild.prev): step times (FLAMEBUILD_PROFILE_GPU=1,
# deferred forced), bench --accumulate all at 8K, and deterministic output three times.
set -u
B=$1
O=${OUT:-/tmp/o26}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26
. bench/gpu_lib.sh
for bin in flamebuild.prev flamebuild; do
  echo "== $bin"
  "$B/$bin" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
  for g in rw_02 rw_03 rw_13; do
    f=$(ls tests/data/realworld/$g*.flam3)
    for s in "-q 1000 --size 1920x1080" "-q 50 --size 7680x4320"; do
      [ $g = rw_02 ] && [ "$s" = "-q 1000 --size 1920x1080" ] && continue
      "$B/$bin" render $f --backend cuda $s -o /tmp/t.png >/dev/null 2>&1
      echo "$g $s: $(FLAMEBUILD_ACCUMULATE=deferred FLAMEBUILD_PROFILE_GPU=1 "$B/$bin" render $f --backend cuda $s -o /tmp/t.png 2>&1 | grep 'gpu profile')"
    done
  done
  "$B/$bin" bench --backend cuda -q 200 --size 7680x4320 --accumulate all >"$O/bench8k_$bin.txt" 2>&1
  grep -i "linear-spherical\|median" "$O/bench8k_$bin.txt"
  "$B/$bin" bench --backend cuda -q 200 --size 3840x2160 --supersample 2 --accumulate deferred >"$O/bench4k_$bin.txt" 2>&1
  grep -i "linear-spherical\|median" "$O/bench4k_$bin.txt"
  deterministic_hashes "$B/$bin" 3 rw_03
done
