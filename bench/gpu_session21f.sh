#!/bin/sh
# bench/gpu_session21f.sh BIN_DIR — one device call (2026-11-27): tests/gpu/faults.sh twice
# with the fast-math binary, then whether fewer registers a thread (more resident warps) pay
# now that the transcendental functions are short: `flamebuild bench -q 1000` and three
# artists' flames with --maxrregcount 48 and 40 added to the iteration kernels' options.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21f.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
for i in 1 2; do
  FLAMEBUILD="$B/flamebuild" IMGCMP="$B/imgcmp" RESULTS="$O/faults$i" sh tests/gpu/faults.sh >"$O/faults$i.txt" 2>&1
  echo "faults.sh run $i: $(grep -c '^PASS' "$O/faults$i") passed, $(grep -c '^FAIL' "$O/faults$i") failed; $(grep -o 'exits [0-9]* ([0-9]* frames written)' "$O/faults$i.txt")"
  grep '^FAIL' "$O/faults$i"
done
for opts in "--use_fast_math" "--use_fast_math --maxrregcount=48" "--use_fast_math --maxrregcount=40" "--use_fast_math"; do
  echo "[$opts] $(FLAMEBUILD_NVRTC_MATH="$opts" bench_line)"
done
bench_line_legend
rm -rf "$O/xdg" "$O/m.png"
