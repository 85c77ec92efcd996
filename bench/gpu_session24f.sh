#!/bin/sh
# bench/gpu_session24f.sh B — issue 11, the final binary with the merge table (kernels/plot_cache.cuh)
# against HEAD's (flamebuild.head): bench at three sizes, artists' flames at 1080p against HEAD's
# with two seeds (imgcmp), tests/gpu/faults.sh, and the realistic builds. B holds flamebuild,
# flamebuild.head, imgcmp.
set -u
B=$1
O=${OUT:-/tmp/o24f}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x24f
variant() { # NAME BIN [bench options]
  n=$1 bin=$2
  shift 2
  echo "$n $(bench_medians "$B/$bin" "$@")"
}
echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos)"
"$B/flamebuild.head" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
for s in "-q 1000" "-q 1000 --supersample 2" "-q 200 --size 7680x4320"; do
  echo "== $s"
  variant head flamebuild.head $s
  variant table flamebuild $s
  variant head2 flamebuild.head $s
  variant table2 flamebuild $s
done
rm -f "$O/bench.txt"
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults.sh: $(grep -c '^PASS' "$O/faults.res") passed, $(grep -c '^FAIL' "$O/faults.res") failed"
rm -f "$O/faults.res" "$O/faults.txt"
echo "artists' flames, 1920x1080 q1000: imgcmp table-binary head head-seed2 (noise err ratio ratio2), render -v's table"
for g in tests/data/realworld/rw_0[0-9]*.flam3 tests/data/realworld/rw_1[3-9]*.flam3 tests/data/realworld/rw_2[0-4]*.flam3; do
  n=$(basename $g .flam3)
  "$B/flamebuild" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/t.png" -v >"$O/t.txt" 2>&1
  "$B/flamebuild.head" render $g --backend cuda -q 1000 --size 1920x1080 -o "$O/h.png" >/dev/null 2>&1
  "$B/flamebuild.head" render $g --backend cuda -q 1000 --size 1920x1080 --seed 2 -o "$O/h2.png" >/dev/null 2>&1
  echo "$n: $("$B/imgcmp" "$O/t.png" "$O/h.png" "$O/h2.png" 2>&1 | tail -1) |$(grep -o 'merge table[^)]*' "$O/t.txt")$(grep -o 'started over' "$O/t.txt")| $(grep -o '([0-9.e+]* M samples/s)' "$O/t.txt")"
done
rm -f "$O"/*.png "$O/t.txt"
for bin in flamebuild.head flamebuild; do
  OUT="$O/real_$bin" sh bench/realistic.sh "$B/$bin" studio sheep many >/dev/null 2>&1
  echo "realistic.sh $bin:"; grep -v '^$' "$O/real_$bin/realistic.txt" | grep -v status
  rm -rf "$O/real_$bin"
done
