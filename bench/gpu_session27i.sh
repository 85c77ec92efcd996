#!/bin/sh
# bench/gpu_session27i.sh B — the density estimation gather indexing its row's sources with
# int offsets only (B/flamebuild) against the reach squares alone (B/flamebuild.head) and the
# session's start (B/flamebuild.prev): finish times (render -v, two runs each) and the same
# deterministic 16-bit PNGs.
set -u
B=$1
O=${OUT:-/tmp/o27i}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x27i
for s in "--size 3840x2160 --supersample 2 -q 200" "--size 1920x1080 --supersample 2 -q 1000" "--size 1920x1080 -q 500"; do
  for g in rw_00 rw_13 rw_17; do
    f=$(ls tests/data/realworld/$g*.flam3)
    line="$g $s:"
    for bin in flamebuild.prev flamebuild.head flamebuild; do
      "$B/$bin" render $f $s --backend cuda -o /tmp/w.png >/dev/null 2>&1
      for _ in 1 2; do
        line="$line $("$B/$bin" render $f $s --backend cuda -o /tmp/w.png -v 2>&1 | sed -n 's/.*(density estimation \([0-9.]*\),.*/\1/p')"
      done
      line="$line |"
    done
    echo "$line"
  done
done
echo "== the same PNGs (--deterministic, 16 bits): prev, final"
for s in "--size 3840x2160 --supersample 2 -q 50" "--size 1920x1080 -q 200"; do
  same_pngs "$s" rw_00 rw_17 rw_24
done
