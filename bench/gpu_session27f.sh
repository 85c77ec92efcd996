#!/bin/sh
# bench/gpu_session27f.sh B — (1) what bounds the density estimation gather on sparse flames
# at 4K supersample 2: ncu (full set) of fb_fin_de_gather for rw_17 and rw_00, the details
# page; (2) issue 17: the deferred path's step times for linear-spherical at 8K q200
# (FLAMEBUILD_PROFILE_GPU), beside its float and nothing-plotted rates measured in 27.
set -u
B=$1
O=${OUT:-/tmp/o27f}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export XDG_CACHE_HOME=/tmp/x27f
NCU=/usr/local/cuda/bin/ncu
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
S="--size 3840x2160 --supersample 2 -q 200 --backend cuda"
for g in rw_17 rw_00; do
  f=$(ls tests/data/realworld/$g*.flam3)
  "$B/flamebuild" render $f $S -o /tmp/w.png >/dev/null 2>&1
  $NCU --kernel-name fb_fin_de_gather --launch-count 1 --set full --import-source no -o "$O/$g" -f \
    "$B/flamebuild" render $f $S -o /tmp/w.png >"$O/$g.ncu.log" 2>&1
  echo "== $g: ncu rc $?"
  $NCU --import "$O/$g.ncu-rep" --page details >"$O/$g.details.txt" 2>&1
  rm -f "$O/$g.ncu-rep"
done
echo "== linear-spherical 8K q200, deferred, step times"
G="$B/bench_genomes.flame"
"$B/flamebuild" render $G --flame linear-spherical --backend cuda -q 200 --size 7680x4320 -o /tmp/l.png >/dev/null 2>&1
for acc in deferred atomic; do
  FLAMEBUILD_ACCUMULATE=$acc FLAMEBUILD_PROFILE_GPU=1 "$B/flamebuild" render $G --flame linear-spherical --backend cuda \
    -q 200 --size 7680x4320 -o /tmp/l.png -v 2>&1 | grep -E "gpu profile|samples/s" | tail -3
done
