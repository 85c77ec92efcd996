#!/bin/sh
# bench/gpu_session18.sh [BUNDLE] — one device call (2026-11-26): deterministic accumulation
# (issue 17, item 2: fixed-point sums), its cost, and that it changes nothing else.
#   1. test_gpu_finish (the device works; finishing unchanged);
#   2. determinism: a bench-like genome and an artists' flame rendered three times each at
#      1080p, 4K and 8K (16-bit PNG, `render --backend cuda`), with --deterministic and
#      without: the PNGs' sha256 (same bytes three times, or not);
#   3. `flamebuild bench` at 1080p q1000: the shipped float path before (flamebuild_old) and
#      after the change, and --deterministic; 4K supersample 2 and 8K at q200, float and
#      deterministic;
#   4. conformance of `render --backend cuda` with FLAMEBUILD_DETERMINISTIC=1 on every set
#      (bench/gpu_fidelity.sh's sets).
# PART=1 runs 1-3, PART=2 runs 4 (each fits one device call); unset: all.
# BUNDLE: what `sh bench/gpu_fidelity.sh --bundle OLD` filled (default build/fidelity), plus
# test_gpu_finish copied into it.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
O=${OUT:-$(mktemp -d /tmp/s18.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$PWD/$B/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
PART=${PART:-all}
if [ "$PART" != 2 ]; then
echo "== test_gpu_finish"
"$B/test_gpu_finish" 2>&1 | tail -2
echo "== determinism (sha256 of three renders, 16-bit PNG)"
X=$(mktemp -d /tmp/s18x.XXXXXX)
for g in tests/data/realworld/rw_13_*.flam3 "$B"/mfeemster_basicmemory.flame; do
  n=$(basename "$g"); n=${n%.*}
  for size in 1920x1080:100 3840x2160:50 7680x4320:25; do
    wh=${size%:*}; q=${size#*:}
    for mode in float deterministic; do
      flag=""; [ $mode = deterministic ] && flag=--deterministic
      sums=""
      for run in 1 2 3; do
        "$B/flamebuild" render "$g" --backend cuda --size "$wh" -q "$q" --bpc 16 $flag --quiet -o "$X/r$run.png" \
          2>>"$O/render_err.txt" || echo "render failed: $n $wh $mode" >>"$O/render_err.txt"
        sums="$sums $(sha256sum "$X/r$run.png" | cut -c1-12)"
      done
      distinct=$(echo $sums | tr ' ' '\n' | sort -u | wc -l)
      printf '%-28s %-10s q%-4s %-13s %d distinct:%s\n' "$n" "$wh" "$q" "$mode" "$distinct" "$sums"
    done
    "$B/flamebuild" render "$g" --backend cuda --size "$wh" -q "$q" --deterministic -v -o "$X/v.png" 2>&1 | grep -o 'fixed-point[^;]*' | head -1
  done
done | tee "$O/determinism.txt"
tail -3 "$O/render_err.txt" 2>/dev/null
rm -rf "$X"
echo "== bench 1080p q1000"
for run in old new det; do
  bin=flamebuild; flag=""
  [ $run = old ] && bin=flamebuild_old
  [ $run = det ] && flag=--deterministic
  [ -x "$B/$bin" ] || continue
  "$B/$bin" bench --backend cuda -q 1000 $flag >"$O/bench_$run.txt" 2>&1
  echo "$run: $(tail -1 "$O/bench_$run.txt")"
done
for f in new det; do grep 'G it/s' "$O/bench_$f.txt" | awk -v f=$f '{print f, $1, $7}'; done | sort -k2,2 -s | awk '{printf "%s %s %s\n", $2, $1, $3}'
for spec in "3840x2160 2" "7680x4320 1"; do
  set -- $spec
  for flag in "" --deterministic; do
    "$B/flamebuild" bench --backend cuda -q 200 --size "$1" --supersample "$2" $flag >"$O/bench_$1_$2$flag.txt" 2>&1
    echo "$1 ss$2 ${flag:-float}: $(tail -1 "$O/bench_$1_$2$flag.txt")"
    grep 'G it/s' "$O/bench_$1_$2$flag.txt" | awk '{printf "   %-18s %s\n", $1, $7}'
  done
done
fi
[ "$PART" = 1 ] && exit 0
echo "== conformance with FLAMEBUILD_DETERMINISTIC=1"
BENCH=0 FLAMEBUILD_DETERMINISTIC=1 OUT=$O/fid sh bench/gpu_fidelity.sh 2>&1 | sed -n '/== summary/,/^== flamebuild/p' | grep -v '^== flamebuild'
