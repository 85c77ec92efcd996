#!/bin/sh
# bench/gpu_session21.sh BIN_DIR — one device call (2026-11-27): what NVRTC's fast-math
# options give the iteration kernels (issue 11). FLAMEBUILD_NVRTC_EXTRA (a lab knob of
# gpu/kernel.c) appends options to the iteration kernels' compile, and so to their key.
#   1. `flamebuild bench -q 1000` for each variant, two rounds, interleaved;
#   2. the many-xform genomes (../shared/genomes/bench, carried in BIN_DIR) at 1080p q200;
#   3. GPU conformance (variations, artists' flames, animations) of VARIANT_CONF.
set -u
cd "$(dirname "$0")/.."
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
    FLAMEBUILD_NVRTC_EXTRA="$opts" "$B/flamebuild" bench --backend cuda -q 1000 >"$O/bench_${v}_$round.txt" 2>&1
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
    FLAMEBUILD_NVRTC_EXTRA="$opts" timeout 120 "$B/flamebuild" render "$g" --backend cuda -q 200 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    FLAMEBUILD_NVRTC_EXTRA="$opts" timeout 120 "$B/flamebuild" render "$g" --backend cuda -q 200 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    ra=$(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)
    line="$line $v ${ra:-?}"
  done
  echo "$line"
done
[ "${CONF:-1}" = 0 ] && exit 0
eval "opts=\$${VARIANT_CONF:-V1}"
echo "== conformance with '$opts'"
export FLAMEBUILD_NVRTC_EXTRA="$opts" flam3_palettes="$PWD/$B/flam3-palettes.xml"
export FLAMEBUILD="$B/flamebuild" IMGCMP="$B/imgcmp" RESULTS="$O/results" BACKEND=cuda JOBS=${JOBS:-8}
t0=$(date +%s)
sh tests/conformance/run.sh >"$O/variations.txt" 2>&1
GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs sh tests/conformance/run.sh >"$O/realworld.txt" 2>&1
sh tests/conformance/anim.sh >"$O/animations.txt" 2>&1
echo "conformance: $(( $(date +%s) - t0 )) s"
summary() {
  awk '$4+0==$4 && $4 != "" {print $4, $1}' "$O/$1.txt" | sort -rn |
    awk -v f="$1" '{n++; if ($1 < 1.5) p++} NR<=5 {w = w sprintf(" %s %s", $2, $1)} END {print f ":", p+0 "/" n, "< 1.5; worst:" w}'
}
for f in variations realworld; do summary $f; done
grep 'frames  worst' "$O/animations.txt"
echo "checks: $(grep -c '^PASS' "$RESULTS") passed, $(grep -c '^FAIL' "$RESULTS") failed"
grep '^FAIL' "$RESULTS"
rm -rf "$O/xdg" "$O/m.png"
