#!/bin/sh
# bench/gpu_session24c.sh B — issue 11: the merge table with its pointers no longer live across
# the step loop (registers as HEAD's), per-launch merged shares (for the switch-off threshold),
# and the frames that start over deferred. B holds flamebuild, flamebuild.head, imgcmp.
set -u
B=$1
O=${OUT:-/tmp/o24c}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x24c
. bench/gpu_lib.sh
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
bench_variant head flamebuild.head -- -q 1000
bench_variant off flamebuild FLAMEBUILD_GPU_CACHE=0 -- -q 1000
bench_variant table flamebuild -- -q 1000
bench_variant always flamebuild FLAMEBUILD_GPU_CACHE_MIN=0 -- -q 1000
bench_variant head2 flamebuild.head -- -q 1000
bench_variant table2 flamebuild -- -q 1000
for s in "-q 1000" "-q 1000 --supersample 2" "-q 200 --size 7680x4320"; do
  FLAMEBUILD_GPU_CACHE_MIN=0 FLAMEBUILD_PROFILE_GPU=2 "$B/flamebuild" bench --backend cuda $s >>"$O/profile.txt" 2>&1
done
echo "1080p supersample 2, q1000:"
bench_variant head_ss2 flamebuild.head -- -q 1000 --supersample 2
bench_variant table_ss2 flamebuild -- -q 1000 --supersample 2
bench_variant always_ss2 flamebuild FLAMEBUILD_GPU_CACHE_MIN=0 -- -q 1000 --supersample 2
echo "8K q200:"
bench_variant head_8k flamebuild.head -- -q 200 --size 7680x4320
bench_variant table_8k flamebuild -- -q 200 --size 7680x4320
bench_variant always_8k flamebuild FLAMEBUILD_GPU_CACHE_MIN=0 -- -q 200 --size 7680x4320
for g in tests/data/variations/v08_disc.flam3 tests/data/realworld/rw_03*.flam3 tests/data/realworld/rw_15*.flam3; do
  n=$(basename $g .flam3)
  FLAMEBUILD_GPU_CACHE_MIN=0 "$B/flamebuild" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/$n.on.png" -v >"$O/$n.txt" 2>&1
  echo "$n: rc $? $(tail -c 600 "$O/$n.txt" | tr '\n' ' ')"
  "$B/flamebuild.head" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/$n.head.png" >/dev/null 2>&1
  "$B/flamebuild.head" render $g --backend cuda -q 1000 --size 1920x1080 --seed 2 -o "$O/$n.seed2.png" >/dev/null 2>&1
  echo "  imgcmp on head seed2: $("$B/imgcmp" "$O/$n.on.png" "$O/$n.head.png" "$O/$n.seed2.png" 2>&1 | tail -3 | tr '\n' ' ')"
  rm -f "$O/$n".*.png
done
