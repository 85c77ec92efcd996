#!/bin/sh
# bench/gpu_session19b.sh [BUNDLE] — one device call (2026-11-26, evening): the deterministic
# output after the power-of-two unit and unrounded shares (issue 17, item 2), on the GPU.
#   1. test_gpu_finish, tests/gpu/faults.sh;
#   2. a 12-frame project built with FLAMEBUILD_DETERMINISTIC=1, each frame in one go and split
#      into 2 and 3 shares (FLAMEBUILD_GPU_SHARES): the same PNGs and cache entries; and a
#      1080p still, deferred three times and with integer atomics: one hash;
#   3. `flamebuild bench` medians at 1080p q1000, float and deterministic, and at 8K and 4K
#      supersample 2 with the deferred step times (the count's and sums' larger blocks);
#   4. conformance of `render --backend cuda` with FLAMEBUILD_DETERMINISTIC=1 (deferred).
# BUNDLE: `sh bench/gpu_fidelity.sh --bundle` plus test_gpu_finish copied into it.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
O=${OUT:-$(mktemp -d /tmp/s19b.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$PWD/$B/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
"$B/test_gpu_finish" 2>&1 | tail -1
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults: $(grep -c '^PASS' "$O/faults.res") passed, $(grep -c '^FAIL' "$O/faults.res") failed"
grep '^FAIL' "$O/faults.res"
echo "== a deterministic project, frames in one go and split into shares"
. tests/lib.sh
for shares in 1 2 3; do
  P=$(mktemp -d /tmp/s19bp.XXXXXX)
  printf '[render]\nsize = 640x360\nquality = 200\nbackend = cuda\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
  animation "$P/anim.flame" 0 12
  if [ $shares = 1 ]; then unset FLAMEBUILD_GPU_SHARES; else export FLAMEBUILD_GPU_SHARES=$shares; fi
  FLAMEBUILD_DETERMINISTIC=1 "$B/flamebuild" build "$P" >"$O/build_$shares.txt" 2>&1 || echo "build failed ($shares)"
  unset FLAMEBUILD_GPU_SHARES
  png=$(cd "$P" && find out -name '*.png' -type f | sort | xargs sha256sum | sha256sum | cut -c1-16)
  cache=$(cd "$P" && find .flamebuild/cache -type f ! -path '*kernels*' | sort | xargs sha256sum | sha256sum | cut -c1-16)
  echo "shares $shares: PNGs $png, cache $cache, $(grep -c . "$O/build_$shares.txt") log lines, $(tail -1 "$O/build_$shares.txt")"
  rm -rf "$P"
done
echo "== 1080p and 8K stills: deferred x3 against integer atomics"
X=$(mktemp -d /tmp/s19bx.XXXXXX)
for size in 1920x1080:100 7680x4320:25; do
  wh=${size%:*}; q=${size#*:}
  r() { "$B/flamebuild" render tests/data/realworld/rw_13_tw_spherical.flam3 --backend cuda --size "$wh" -q "$q" \
    --bpc 16 --quiet "$@" 2>>"$O/render_err.txt"; }
  r --deterministic --accumulate atomic -o "$X/a.png"
  for k in 1 2 3; do r --deterministic -o "$X/d$k.png"; done
  echo "$wh: atomic $(sha256sum <"$X/a.png" | cut -c1-12), deferred $(for k in 1 2 3; do sha256sum <"$X/d$k.png" | cut -c1-12; done | sort -u | tr '\n' ' ')"
done
rm -rf "$X"
echo "== bench 1080p q1000: float, then deterministic"
"$B/flamebuild" bench --backend cuda -q 1000 2>&1 | tail -1
"$B/flamebuild" bench --backend cuda -q 1000 --deterministic 2>&1 | tail -1
echo "== bench 8K q200 and 4K supersample 2 q200: float, then deterministic (deferred), with step times"
for spec in "7680x4320 1" "3840x2160 2"; do
  set -- $spec
  "$B/flamebuild" bench --backend cuda -q 200 --size "$1" --supersample "$2" 2>&1 | tail -1
  FLAMEBUILD_PROFILE_GPU=1 "$B/flamebuild" bench --backend cuda -q 200 --size "$1" --supersample "$2" --deterministic \
    >"$O/prof_$1_$2.txt" 2>&1
  grep -E 'gpu profile' "$O/prof_$1_$2.txt" | sed 's/^/  /'
  grep -E 'G it/s' "$O/prof_$1_$2.txt" | awk '{printf "  %s %s", $1, $7} END {print ""}'
  tail -1 "$O/prof_$1_$2.txt"
done
echo "== conformance, FLAMEBUILD_DETERMINISTIC=1"
FLAMEBUILD_DETERMINISTIC=1 BENCH=0 OUT=$O/fid timeout ${CONFORMANCE_S:-330} sh bench/gpu_fidelity.sh 2>&1 | sed -n '/== summary/,$p'
