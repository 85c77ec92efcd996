#!/bin/sh
# bench/gpu_session24b.sh B — issue 11: the merge table (kernels/plot_cache.cuh) through the
# product, against HEAD's binary. B holds flamebuild, flamebuild.head, imgcmp.
set -u
B=$1
O=${OUT:-/tmp/o24b}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x24b
# variant NAME BIN [VAR=VALUE...] -- [bench options]
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
bench_variant head flamebuild.head -- -q 1000
bench_variant off flamebuild FLAMEBUILD_GPU_CACHE=0 -- -q 1000
bench_variant table flamebuild -- -q 1000
bench_variant always flamebuild FLAMEBUILD_GPU_CACHE_MIN=0 -- -q 1000
bench_variant always1k flamebuild FLAMEBUILD_GPU_CACHE_MIN=0 FLAMEBUILD_GPU_CACHE=1024 -- -q 1000
bench_variant always3k flamebuild FLAMEBUILD_GPU_CACHE_MIN=0 FLAMEBUILD_GPU_CACHE=3072 -- -q 1000
bench_variant head2 flamebuild.head -- -q 1000
bench_variant table2 flamebuild -- -q 1000
FLAMEBUILD_GPU_CACHE_MIN=0 FLAMEBUILD_PROFILE_GPU=2 "$B/flamebuild" bench --backend cuda -q 1000 >"$O/profile.txt" 2>&1
echo "1080p supersample 2, q1000:"
bench_variant head_ss2 flamebuild.head -- -q 1000 --supersample 2
bench_variant table_ss2 flamebuild -- -q 1000 --supersample 2
echo "8K q200:"
bench_variant head_8k flamebuild.head -- -q 200 --size 7680x4320
bench_variant table_8k flamebuild -- -q 200 --size 7680x4320
# The images: 1080p q1000 (enough chunks for the table), the table forced on against off, each
# seed 1, and off with seed 2 (float sums: noise only; imgcmp's ratio < 1.5 = within noise).
for g in tests/data/realworld/rw_16_tw_grandjulian.flam3 tests/data/realworld/rw_00_sheep00216.flam3 \
  tests/data/realworld/rw_13_tw_spherical.flam3 tests/data/realworld/rw_17_tw_rings2julian.flam3 \
  tests/data/realworld/rw_24*.flam3 tests/data/realworld/rw_37*.flam3 tests/data/variations/v08_disc.flam3; do
  n=$(basename $g .flam3)
  FLAMEBUILD_GPU_CACHE=0 "$B/flamebuild" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/$n.off.png" >/dev/null 2>&1
  FLAMEBUILD_GPU_CACHE=0 "$B/flamebuild" render $g --backend cuda -q 1000 --size 1920x1080 --seed 2 -o "$O/$n.seed2.png" >/dev/null 2>&1
  FLAMEBUILD_GPU_CACHE_MIN=0 "$B/flamebuild" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/$n.on.png" -v 2>"$O/$n.txt" >/dev/null
  echo "$n: $(grep -o 'merge table[^)]*' "$O/$n.txt"); imgcmp on off seed2: $("$B/imgcmp" "$O/$n.on.png" "$O/$n.off.png" "$O/$n.seed2.png" 2>&1 | tail -3 | tr '\n' ' ')"
done
rm -f "$O"/*.png
