#!/bin/sh
# bench/gpu_session23h.sh BIN_DIR — one device call (2026-11-27): quality = auto's frames
# finished where the ladder's histogram lives (gpu_resident_finish: rounded there, its floats
# brought back for the cache, no 83 MB double download and re-upload) against the binary before
# (flamebuild.noise, or $BEFORE):
#   1. the quality = auto sheep edge, 30 frames, twice each alternating, and 4 deterministic
#      frames of each: the same bytes (auto_ab);
#   2. those 4 deterministic frames re-finished from the cache after a gamma edit: the same
#      bytes from both binaries (the cached canonical buffers are the same);
#   3. the demo project at 1920x1080 with quality = auto, once each.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
BEFORE=${BEFORE:-flamebuild.noise} # the binary before, in B0
O=${OUT:-$(mktemp -d /tmp/s23h.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
auto_ab "$O" "$B0/$BEFORE" "$B0/flamebuild"
for v in before new; do
  bin="$B0/flamebuild"; [ $v = before ] && bin="$B0/$BEFORE"
  w=$(mktemp -d /tmp/refinish.XXXXXX)
  sheep_edge "$w/p" 4 auto
  XDG_CACHE_HOME="$w/xdg" FLAMEBUILD_DETERMINISTIC=1 "$bin" build "$w/p" >/dev/null 2>&1
  sed -i 's/ gamma="[^"]*"/ gamma="3.1"/' "$w/p/edge.flame"
  XDG_CACHE_HOME="$w/xdg" FLAMEBUILD_DETERMINISTIC=1 "$bin" build "$w/p" -v >"$O/refinish-$v.log" 2>&1
  echo "refinish $v: $(grep '^built:' "$O/refinish-$v.log" | tail -1)"
  (cd "$w/p/out" && find . -name '*.png' ! -name '*.sheet.png' | sort | xargs md5sum) >"$O/refinish-$v.txt"
  rm -rf "$w"
done
echo "re-finished auto frames after a gamma edit: $(cmp -s "$O/refinish-before.txt" "$O/refinish-new.txt" && echo 'the same bytes from both' || echo DIFFERENT)"
for v in before new; do
  bin="$B0/flamebuild"; [ $v = before ] && bin="$B0/$BEFORE"
  demo_auto "$bin" "$O/demo-$v.log"
  echo "demo 1080p auto, $v: $(tail -1 "$O/demo-$v.log")  $(grep '^built:' "$O/demo-$v.log" | tail -1)"
done
(cd "$O" && tar czf logs.tgz demo-*.log refinish-*.log && rm -f demo-*.log refinish-*.log)
