#!/bin/sh
# bench/gpu_session21.sh BIN_DIR — one device call (2026-11-27): what NVRTC's fast-math
# options give the iteration kernels (issue 11). FLAMEBUILD_NVRTC_MATH (a lab knob of
# gpu/kernel.c) sets the iteration kernels' math options, and so their key. (Run then with the
# knob's first form, FLAMEBUILD_NVRTC_EXTRA, which appended to IEEE options: the same kernels.)
#   1. `flamebuild bench -q 1000` for each variant, two rounds, interleaved;
#   2. the many-xform genomes (../shared/genomes/bench, carried in BIN_DIR) at 1080p q200;
#   3. GPU conformance (variations, artists' flames, animations) of VARIANT_CONF.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
V0=""
V1="--use_fast_math"
V2="--ftz=true --prec-div=false --prec-sqrt=false"
for round in 1 2; do
  for v in V0 V1 V2; do
    eval "opts=\$$v"
    FLAMEBUILD_NVRTC_MATH="$opts" "$B/flamebuild" bench --backend cuda -q 1000 >"$O/bench_${v}_$round.txt" 2>&1
    echo "== round $round $v ($opts): $(grep -i median "$O/bench_${v}_$round.txt")"
  done
done
for v in V0 V1 V2; do echo "== $v"; sed -n '1,14p' "$O/bench_${v}_2.txt"; done
echo "== many xforms, 1080p q200, M samples/s"
for g in "$B"/*.flame; do
  case $g in *bench_genomes*) continue ;; esac
  line="  $(basename "$g" .flame)"
  for v in V0 V1 V2; do
    eval "opts=\$$v"
    FLAMEBUILD_NVRTC_MATH="$opts" timeout 120 "$B/flamebuild" render "$g" --backend cuda -q 200 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    FLAMEBUILD_NVRTC_MATH="$opts" timeout 120 "$B/flamebuild" render "$g" --backend cuda -q 200 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    ra=$(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)
    line="$line $v ${ra:-?}"
  done
  echo "$line"
done
[ "${CONF:-1}" = 0 ] && exit 0
eval "opts=\$${VARIANT_CONF:-V1}"
echo "== conformance with '$opts'"
FLAMEBUILD_NVRTC_MATH="$opts" gpu_conformance
rm -rf "$O/xdg" "$O/m.png"
