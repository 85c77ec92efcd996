#!/bin/sh
# bench/gpu_session27b.sh B — density estimation passing over squares of sources that cannot
# reach a bucket, and finishes whose host copies run with the device lock given up
# (B/flamebuild) against the session's start (B/flamebuild.prev: HEAD with render -v's finish
# breakdown): the same PNGs (deterministic renders), render -v's finish times at 4K
# supersample 2 and 1080p, a one-frame 4K supersample-2 gamma edit, and the studio's projects.
set -u
B=$1
O=${OUT:-/tmp/o27b}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x27b
echo "== test_gpu_finish (GPU against render_finish)"
ASAN_OPTIONS=protect_shadow_gap=0:detect_leaks=0 timeout 300 "$B/test_gpu_finish" 2>&1 | tail -4
echo "== the same PNGs (--deterministic, 16 bits)"
for s in "--size 3840x2160 --supersample 2 -q 50" "--size 1920x1080 -q 200" "--size 1920x1080 --supersample 3 -q 100"; do
  same_pngs "$s" rw_00 rw_13 rw_24
done
echo "== finish times (render -v), float sums"
for s in "--size 3840x2160 --supersample 2 -q 200" "--size 1920x1080 --supersample 2 -q 1000" "--size 1920x1080 -q 500"; do
  for g in rw_00 rw_13 rw_17; do
    f=$(ls tests/data/realworld/$g*.flam3)
    for bin in flamebuild.prev flamebuild; do
      "$B/$bin" render $f $s --backend cuda -o /tmp/w.png >/dev/null 2>&1
      echo "$g $s $bin: $("$B/$bin" render $f $s --backend cuda -o /tmp/w.png -v 2>&1 | grep -o 'finished on the GPU.*')"
    done
  done
done
echo "== one 4K supersample-2 frame's gamma edit"
for bin in flamebuild.prev flamebuild; do one_frame_edits "$B/$bin" 2.5 3.0 3.5; done
for bin in flamebuild.prev flamebuild; do
  OUT=$O/real_$bin sh bench/realistic.sh "$B/$bin" uhd studio sheep >/dev/null 2>&1
  echo "== realistic $bin"; cat "$O/real_$bin/realistic.txt"
done
tar xzf "$O/real_flamebuild/logs.tgz" -O ./uhd.gamma.log | grep -E 'timeline' | sed 's/^.*timeline/timeline/' | head -8
