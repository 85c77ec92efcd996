#!/bin/sh
# bench/gpu_session27.sh B — (1) issue 17's ceiling: the bench genomes at 8K q200 with nothing
# plotted (B/flamebuild.noplot, a lab build whose fb_plot returns at once: the iteration's own
# rate) beside float atomics, integer atomics and deferred (B/flamebuild); (2) where a 4K
# supersample-2 frame's finish goes (render -v: density estimation, output, download); (3) the
# uhd project's build and its 24-frame re-finish, with build -v's per-frame timelines.
set -u
B=$1
O=${OUT:-/tmp/o27}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x27
echo "== 8K q200, float / integer / deferred"
"$B/flamebuild" bench --backend cuda --size 7680x4320 -q 200 --accumulate all 2>&1 | tail -14
echo "== 8K q200, nothing plotted (lab)"
"$B/flamebuild.noplot" bench --backend cuda --size 7680x4320 -q 200 --accumulate atomic 2>&1 | tail -12
echo "== 1080p q1000, nothing plotted (lab)"
"$B/flamebuild.noplot" bench --backend cuda -q 1000 --accumulate atomic 2>&1 | tail -12
echo "== one 4K supersample-2 frame, render -v"
S="--size 3840x2160 --supersample 2 -q 200 --backend cuda"
for g in rw_00 rw_13; do
  f=$(ls tests/data/realworld/$g*.flam3)
  "$B/flamebuild" render $f $S -o /tmp/w.png >/dev/null 2>&1
  echo "$g: $("$B/flamebuild" render $f $S -o /tmp/w.png -v 2>&1 | grep 'finished on the GPU')"
done
"$B/flamebuild" render tests/data/animations/anim02.flam3 --frames 12 $S -o /tmp/a%d.png >/dev/null 2>&1
echo "anim02 f12: $("$B/flamebuild" render tests/data/animations/anim02.flam3 --frames 12 $S -o /tmp/a%d.png -v 2>&1 | grep 'finished on the GPU')"
echo "== uhd"
OUT=$O/real sh bench/realistic.sh "$B/flamebuild" uhd >/dev/null 2>&1
cat "$O/real/realistic.txt"
for l in build gamma; do
  echo "-- uhd.$l timelines"
  tar xzf "$O/real/logs.tgz" -O ./uhd.$l.log | grep -E 'timeline|^built' | sed 's/^.*timeline/timeline/' | head -30
done
