#!/bin/sh
# bench/gpu_session18b.sh [BUNDLE] — one device call (2026-11-26): the deferred (sorted, tiled)
# accumulation of issue 17, item 1, against the atomic paths.
#   1. the GPU's tile kernels against its fixed-point atomics: `render --deterministic
#      --accumulate atomic` and `--accumulate deferred` must write the same 16-bit PNG (integer
#      sums of the same values), at 1080p, 4K and 8K, and three deferred runs the same bytes;
#   2. `flamebuild bench` medians and per-genome rates: float atomics, deterministic atomics and
#      deferred, at 1080p q1000, 2560x1440, 4K, 4K supersample 2 and 8K (q200);
#   3. (PART=2) conformance of `render --backend cuda` with FLAMEBUILD_ACCUMULATE=deferred.
# SPECS (WxH:supersample:quality …) and EQUAL_GENOMES narrow a run.
# BUNDLE: what `sh bench/gpu_fidelity.sh --bundle` filled (default build/fidelity), plus
# test_gpu_finish and the ../shared bench genomes copied into it.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
O=${OUT:-$(mktemp -d /tmp/s18b.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$PWD/$B/xdg" flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
PART=${PART:-all}
if [ "$PART" != 2 ]; then
"$B/test_gpu_finish" 2>&1 | tail -1
echo "== deferred against fixed-point atomics (sha256 of 16-bit PNGs)"
X=$(mktemp -d /tmp/s18bx.XXXXXX)
for g in ${EQUAL_GENOMES:-tests/data/realworld/rw_13_*.flam3 tests/data/realworld/rw_03_*.flam3 "$B"/mfeemster_basicmemory.flame}; do
  n=$(basename "$g"); n=${n%.*}
  for size in 1920x1080:100 3840x2160:50 7680x4320:25; do
    wh=${size%:*}; q=${size#*:}
    r() { "$B/flamebuild" render "$g" --backend cuda --size "$wh" -q "$q" --bpc 16 --quiet "$@" 2>>"$O/render_err.txt" ||
      echo "render failed: $n $wh $*" >>"$O/render_err.txt"; }
    r --deterministic --accumulate atomic -o "$X/a.png"
    r --accumulate deferred -o "$X/d1.png"
    r --accumulate deferred -o "$X/d2.png"
    r --accumulate deferred -o "$X/d3.png"
    a=$(sha256sum "$X/a.png" | cut -c1-12)
    d=$(for k in 1 2 3; do sha256sum "$X/d$k.png" | cut -c1-12; done | sort -u | tr '\n' ' ')
    printf '%-24s %-10s atomic-fixed %s  deferred x3 %s %s\n' "$n" "$wh" "$a" "$d" \
      "$([ "$d" = "$a " ] && echo SAME || echo DIFFERENT)"
  done
done | tee "$O/equal.txt"
tail -3 "$O/render_err.txt" 2>/dev/null
rm -rf "$X"
echo "== bench (median G it/s; per genome: float / fixed atomics / deferred)"
SPECS=${SPECS:-"1920x1080:1:1000 2560x1440:1:200 3840x2160:1:200 3840x2160:2:200 7680x4320:1:200"}
for spec in $SPECS; do
  set -- $(echo "$spec" | tr ':' ' ')
  for mode in float fixed deferred; do
    flags=""
    [ $mode = fixed ] && flags="--deterministic --accumulate atomic"
    [ $mode = deferred ] && flags="--accumulate deferred"
    f="$O/bench_$1_$2_$mode.txt"
    "$B/flamebuild" bench --backend cuda -q "$3" --size "$1" --supersample "$2" $flags >"$f" 2>&1
  done
  printf '%s ss%s q%s: median %s / %s / %s\n' "$1" "$2" "$3" \
    "$(tail -1 "$O/bench_$1_$2_float.txt" | awk '{print $2}')" \
    "$(tail -1 "$O/bench_$1_$2_fixed.txt" | awk '{print $2}')" \
    "$(tail -1 "$O/bench_$1_$2_deferred.txt" | awk '{print $2}')"
  for gname in $(grep 'G it/s' "$O/bench_$1_$2_float.txt" | awk '{print $1}'); do
    printf '   %-18s' "$gname"
    for mode in float fixed deferred; do
      printf ' %8s' "$(grep "^  $gname " "$O/bench_$1_$2_$mode.txt" | awk '{print $7}')"
    done
    echo
  done
done
grep -h 'error' "$O"/bench_*.txt | head -5
fi
[ "$PART" = 1 ] && exit 0
echo "== conformance with FLAMEBUILD_ACCUMULATE=deferred"
BENCH=0 FLAMEBUILD_ACCUMULATE=deferred OUT=$O/fid sh bench/gpu_fidelity.sh 2>&1 | sed -n '/== summary/,$p'
