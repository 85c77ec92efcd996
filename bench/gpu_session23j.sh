#!/bin/sh
# bench/gpu_session23j.sh BIN_DIR — one device call (2026-11-27): quality = auto frames whose
# host half (1,000 sub-frames for an Electric Sheep frame) and kernel are made in PREPARE on a
# worker, as a fixed quality's are, not at the ladder's first step on the render thread, against
# the binary before (flamebuild.finish): the same checks as 23h.sh (auto_ab, deterministic
# re-finish after a gamma edit, the demo at 1080p under auto).
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23h.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
auto_ab "$O" "$B0/flamebuild.finish" "$B0/flamebuild"
for v in before new; do
  bin="$B0/flamebuild"; [ $v = before ] && bin="$B0/flamebuild.finish"
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
  bin="$B0/flamebuild"; [ $v = before ] && bin="$B0/flamebuild.finish"
  w=$(mktemp -d /tmp/demo.XXXXXX)
  cp -r examples/demo "$w/p"
  printf '[render]\nsize = 1920x1080\nquality = auto\n[video]\ncodec = none\n' >"$w/p/flamebuild.conf"
  XDG_CACHE_HOME="$w/xdg" "$bin" kernels "$w/p" >/dev/null 2>&1
  XDG_CACHE_HOME="$w/xdg" /usr/bin/time -f "%e s wall, %U s user, %S s sys" "$bin" build "$w/p" -v >"$O/demo-$v.log" 2>&1
  echo "demo 1080p auto, $v: $(tail -1 "$O/demo-$v.log")  $(grep '^built:' "$O/demo-$v.log" | tail -1)"
  rm -rf "$w"
done
(cd "$O" && tar czf logs.tgz demo-*.log refinish-*.log && rm -f demo-*.log refinish-*.log)
