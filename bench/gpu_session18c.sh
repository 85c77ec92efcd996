#!/bin/sh
# bench/gpu_session18c.sh [BUNDLE] — one device call (2026-11-26): the merged tree of the day
# on the GPU (the finishing formulas moved into kernels/finish_math.h, watch --gpus, the
# deterministic sums in a project build).
#   1. test_gpu_finish, tests/gpu/faults.sh, tests/gpu/devices.sh;
#   2. a 12-frame project built twice from scratch with FLAMEBUILD_DETERMINISTIC=1: the same
#      PNGs and the same cache entries (and, for contrast, twice without);
#   3. conformance of `render --backend cuda` on every set (bench/gpu_fidelity.sh, BENCH=0);
#   4. `flamebuild bench` at 1080p q1000.
# BUNDLE: `sh bench/gpu_fidelity.sh --bundle` plus test_gpu_finish copied into it.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
O=${OUT:-$(mktemp -d /tmp/s18c.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$PWD/$B/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
"$B/test_gpu_finish" 2>&1 | tail -1
for t in faults devices; do
  RESULTS=$O/$t.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/$t.sh >"$O/$t.txt" 2>&1
  echo "$t: $(grep -c '^PASS' "$O/$t.res") passed, $(grep -c '^FAIL' "$O/$t.res") failed"
  grep '^FAIL' "$O/$t.res"
done
echo "== a project built twice from scratch"
. tests/lib.sh
for mode in 1 0; do
  for run in 1 2; do
    P=$(mktemp -d /tmp/s18cp.XXXXXX)
    printf '[render]\nsize = 640x360\nquality = 200\nbackend = cuda\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
    animation "$P/anim.flame" 0 12
    FLAMEBUILD_DETERMINISTIC=$mode "$B/flamebuild" build "$P" >"$O/build_$mode$run.txt" 2>&1 || echo "build failed ($mode $run)"
    (cd "$P" && find out -name '*.png' -type f | sort | xargs sha256sum | sha256sum | cut -c1-16) >"$O/png_$mode$run"
    (cd "$P" && find .flamebuild/cache -type f ! -path '*kernels*' | sort | xargs sha256sum | sha256sum | cut -c1-16) >"$O/cache_$mode$run"
    rm -rf "$P"
  done
  echo "FLAMEBUILD_DETERMINISTIC=$mode: PNGs $(cat "$O/png_${mode}1") $(cat "$O/png_${mode}2"), cache $(cat "$O/cache_${mode}1") $(cat "$O/cache_${mode}2")"
done
echo "== conformance"
BENCH=0 OUT=$O/fid sh bench/gpu_fidelity.sh 2>&1 | sed -n '/== summary/,$p'
echo "== bench"
"$B/flamebuild" bench --backend cuda -q 1000 2>&1 | tail -9
