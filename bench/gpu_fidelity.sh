#!/bin/sh
# bench/gpu_fidelity.sh — does the GPU draw what flam3 draws? (issue 9)
#
#   Measures  conformance of the shipped CLI (`flamebuild render --backend cuda`) against the
#             flam3 references on every test set: 146 checks (99 variation genomes, 41
#             artists' flames, 6 animations frame by frame); then `flamebuild bench --backend
#             cuda` at q1000 and q200, of OLD_BINARY too when the bundle has one (before/after)
#   Machine   the GPU machine (one NVIDIA H200); --bundle on the development machine
#   Command   sh bench/gpu_fidelity.sh --bundle [OLD_BINARY]   (development machine: fills
#                          build/fidelity with ./flamebuild, imgcmp, the palettes and the sm_90
#                          kernels of the variations and the artists' flames)
#             JOBS=8 sh bench/gpu_fidelity.sh                  (GPU machine; BENCH=0: no bench)
#   Runs      about 3 minutes of conformance one render at a time (181 s on 2026-11-24, ~1 s
#             a process; JOBS=N renders N at once), then ~1 minute of bench per binary
#   Output    the summary (passes, worst ratios, failed checks) on stdout and in
#             $OUT/summary.txt; each set's table and the bench output in $OUT (or a temp dir)
#   Figures   bench/BENCHMARKS.md, "GPU conformance and precision"
#
# Builds nothing on the GPU machine.
#
# Sets: tests/data/variations (99 genomes), tests/data/realworld (artists' flames, SOURCES.md),
# tests/data/animations (every frame against flam3-animate). Pass: ratio < 1.5 (run.sh).
set -u
cd "$(dirname "$0")/.."
B=build/fidelity
if [ "${1:-}" = "--bundle" ]; then
  mkdir -p "$B/xdg/flamebuild/kernels"
  cp flamebuild build/imgcmp /usr/share/flam3/flam3-palettes.xml "$B/"
  [ -n "${2:-}" ] && cp "$2" "$B/flamebuild_old"
  # NVRTC needs no GPU: compile the stills' kernels here, into the cache `render` reads there.
  build/gpu_render --compile-only --arch sm_90 --cache "$B/xdg/flamebuild/kernels" \
    --palettes "$B/flam3-palettes.xml" tests/data/variations/*.flam3 tests/data/realworld/*.flam3 >/dev/null || exit 1
  echo "bundle: $(du -sh "$B" | cut -f1), $(ls "$B/xdg/flamebuild/kernels" | wc -l) kernels"
  exit 0
fi
O=${OUT:-$(mktemp -d /tmp/fidelity.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$PWD/$B/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
export FLAMEBUILD="$B/flamebuild" IMGCMP="$B/imgcmp" RESULTS="$O/results" BACKEND=cuda
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$(date +%s)
sh tests/conformance/run.sh >"$O/variations.txt" 2>&1
GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs sh tests/conformance/run.sh >"$O/realworld.txt" 2>&1
sh tests/conformance/anim.sh >"$O/animations.txt" 2>&1
echo "conformance: $(( $(date +%s) - t0 )) s"
summary() { # summary NAME: genomes passing and the worst three ratios
  awk '$4+0==$4 && $4 != "" {print $4, $1}' "$O/$1.txt" | sort -rn |
    awk -v f="$1" '{n++; if ($1 < 1.5) p++} NR<=3 {w = w sprintf(" %s %s", $2, $1)} END {print f ":", p+0 "/" n, "< 1.5; worst:" w}'
}
{
  echo "== summary"
  for f in variations realworld; do summary $f; done
  grep 'frames  worst' "$O/animations.txt"
  echo "checks: $(grep -c '^PASS' "$RESULTS") passed, $(grep -c '^FAIL' "$RESULTS") failed"
  grep '^FAIL' "$RESULTS"
} | tee "$O/summary.txt"
[ "${BENCH:-1}" = 0 ] && exit 0 # BENCH=0: conformance only
for q in 1000 200; do
  for bin in flamebuild_old flamebuild; do
    [ -x "$B/$bin" ] || continue
    echo "== $bin bench -q $q"
    "$B/$bin" bench --backend cuda -q $q 2>&1 | tee "$O/bench_${bin}_q$q.txt" | tail -12
  done
done
