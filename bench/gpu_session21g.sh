#!/bin/sh
# bench/gpu_session21g.sh BIN_DIR — one device call (2026-11-27): `flamebuild render` of a
# structure new to the kernel cache, with the generic kernel cached. Before (flamebuild.old,
# this session's start): every render of it took the generic kernel and its own was never
# compiled. After (cli/kernels_behind.c): the first render takes the generic one, leaves its
# own to a detached `flamebuild kernels`, and returns; the next render runs its own. Wall
# time of each render and the kernel line of `render -v`; then a loop over ten genomes.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s21}
O=${OUT:-$(mktemp -d /tmp/s21g.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
now() { date +%s.%N; }
one() { # one BIN GENOME: a line of wall time, M samples/s, kernel
  ta=$(now)
  "$B/$1" render "$2" --backend cuda -q 1000 --size 1920x1080 -o "$O/m.png" -v >/dev/null 2>"$O/r.txt"
  tb=$(now)
  k=$(grep -o 'generic kernel\|kernel compiled\|kernel from the disk cache\|kernel in memory' "$O/r.txt" | head -1)
  r=$(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/r.txt" | tail -1)
  printf '%.2f s wall, %s M samples/s, %s\n' "$(echo "$tb $ta" | awk '{print $1 - $2}')" "$r" "$k"
}
for bin in flamebuild.old flamebuild; do
  export XDG_CACHE_HOME="$O/xdg_$bin"
  "$B/$bin" kernels --quiet tests/data/variations/v00_linear.flam3 >/dev/null 2>&1 # the generic kernel and the finish
  echo "== $bin"
  for g in ${FLAMES-rw_00_sheep00216 rw_06_sheep81096 rw_16_tw_grandjulian}; do
    for n in 1 2 3; do
      echo "  $g render $n: $(one $bin tests/data/realworld/$g.flam3)"
      [ $n = 1 ] && sleep 4 # the background compile (on the GPU machine's CPU: ~1-2 s)
    done
  done
  t0=$(now)
  for g in tests/data/realworld/rw_2*.flam3; do one $bin "$g" >/dev/null; done
  t1=$(now)
  echo "  ten genomes rendered once each in a loop: $(echo "$t1 $t0" | awk '{printf "%.2f", $1 - $2}') s"
  sleep 5
  echo "  compiles left running: $(pgrep -fc "$bin kernels" || true); kernels cached: $(find "$XDG_CACHE_HOME" -type f | wc -l)"
done
rm -rf "$O"/xdg_* "$O/m.png"
