#!/bin/sh
# bench/gpu_session25e.sh B — the final binary: builds keep no page-locked frame buffers (the
# default now) against every buffer page-locked (FLAMEBUILD_PAGE_LOCKED_BUFFERS=all, as before), on
# long builds where the pinning's one-off cost is spread over many frames: the sheep edge of
# 240 frames at 1080p (quality 500), and of 120 frames at 1080p supersample 2 (130 MB buffers),
# twice each, alternating; then realistic.sh once with the default. B holds flamebuild.
set -u
B=$1
O=${OUT:-/tmp/o25e}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
W=/tmp/w25e
export XDG_CACHE_HOME=$W/xdg
for shape in "240 1" "120 2"; do
  set -- $shape
  rm -rf "$W/p" && sheep_edge "$W/p" "$1" 500
  sed -i "s/supersample = 1/supersample = $2/" "$W/p/flamebuild.conf"
  "$B/flamebuild" kernels "$W/p" >/dev/null 2>&1
  for r in 1 2; do
    for v in all default; do
      rm -rf "$W/p/out" "$W/p/.flamebuild"
      if [ $v = all ]; then export FLAMEBUILD_PAGE_LOCKED_BUFFERS=all; else unset FLAMEBUILD_PAGE_LOCKED_BUFFERS; fi
      /usr/bin/time -f "%e s wall, %U s user" "$B/flamebuild" build "$W/p" -v >"$O/b.log" 2>&1
      echo "$1 frames, supersample $2, $v: $(tail -1 "$O/b.log"); $(grep timeline "$O/b.log" | awk '{for(i=1;i<=NF;i++){ if($i=="(lock"){gsub(/,/,"",$(i+1)); l+=$(i+1)} if($i=="download"){gsub(/[,)]/,"",$(i+1)); d+=$(i+1)} }} END {printf "lock %.2f s, download %.2f s summed", l, d}'); $(grep -c 'iterated (' "$O/b.log") frames"
    done
  done
done
unset FLAMEBUILD_PAGE_LOCKED_BUFFERS
rm -rf "$W" "$O/b.log"
OUT="$O/real" sh bench/realistic.sh "$PWD/$B/flamebuild" >/dev/null 2>&1
echo "== realistic.sh (empty kernel cache)"; grep -v status "$O/real/realistic.txt"
