#!/bin/sh
# bench/gpu_session22d.sh BIN_DIR — one device call (2026-11-27): the session's three
# binaries side by side (flamebuild.s21: the start; flamebuild.aligned: fm_xform aligned;
# flamebuild: balanced launches, FLAMEBUILD_GPU_BALANCE=0/1), `flamebuild bench -q 1000`
# twice each; then each one's final-xform and linear-spherical kernels from its kernel cache:
# registers, stack, spills (cuobjdump -res-usage), SASS size, local loads/stores. (As run, the
# kernel loop missed the cache's two-level folders; fixed here with find.)
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22d.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
CUOBJ=/usr/local/cuda/bin/cuobjdump
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
med() { timeout 300 "$B/$1" bench --backend cuda -q 1000 2>&1 | awk '/G it\/s/ {printf "%s %.1f  ", substr($1,1,7), $7} /median/ {print "median", $2} /rror/'; }
for round in 1 2; do
  echo "round $round start:      $(XDG_CACHE_HOME=$O/x0 med flamebuild.s21)"
  echo "round $round aligned:    $(XDG_CACHE_HOME=$O/x1 med flamebuild.aligned)"
  echo "round $round balance=0:  $(XDG_CACHE_HOME=$O/x2 FLAMEBUILD_GPU_BALANCE=0 med flamebuild)"
  echo "round $round balance=1:  $(XDG_CACHE_HOME=$O/x2 FLAMEBUILD_GPU_BALANCE=1 med flamebuild)"
done
for x in x0 x1 x2; do
  for k in $(find "$O/$x/flamebuild/kernels" -type f); do
    tail -c +121 "$k" >"$O/k.cubin"
    $CUOBJ -sass "$O/k.cubin" >"$O/k.sass" 2>/dev/null || continue
    grep -q fb_iterate "$O/k.sass" || continue
    res=$($CUOBJ -res-usage "$O/k.cubin" 2>&1 | grep -A1 'fb_iterate' | tail -1 | tr -s ' ')
    awk '/Function : fb_iterate/{on=1} /Function : /&&!/fb_iterate/{on=0} on' "$O/k.sass" >"$O/it.sass"
    n=$(grep -c '/\*[0-9a-f]*\*/' "$O/it.sass"); l=$(grep -cE 'LDL|STL' "$O/it.sass")
    st=$(grep -o 'FB_NX [0-9]*' "$k" | head -1)
    echo "$x $(basename "$k" | cut -c1-8): SASS $n instructions, $l LDL/STL; $res"
  done
done
for b in flamebuild.aligned flamebuild; do
  XDG_CACHE_HOME=$O/y "$B/$b" render "$B/bench_genomes.flame" --flame final-xform --backend cuda -q 10 -o "$O/f.png" >/dev/null 2>&1
  for k in $(find "$O/y/flamebuild/kernels" -type f); do
    tail -c +121 "$k" >"$O/k.cubin"
    $CUOBJ -sass "$O/k.cubin" 2>/dev/null | awk '/Function : fb_iterate/{on=1} /Function : /&&!/fb_iterate/{on=0} on' >"$O/$b.final-xform.sass"
    [ -s "$O/$b.final-xform.sass" ] && break
  done
  rm -rf "$O/y" "$O/f.png"
done
rm -rf "$O"/x0 "$O"/x1 "$O"/x2 "$O/k.cubin" "$O/k.sass" "$O/it.sass"
ls "$O"
