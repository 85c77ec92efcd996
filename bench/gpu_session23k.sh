#!/bin/sh
# bench/gpu_session23k.sh BIN_DIR — the session's closing device call (2026-11-27): the final
# binary against the one the session started from (flamebuild.before, 12934fe):
#   1. tests/gpu/faults.sh on the final binary (a GPU fault mid-build, now with a quality = auto
#      ladder failing over mid-climb);
#   2. bench/realistic.sh (sheep edge, studio, many-xform, a `render` still) for each binary;
#   3. the quality = auto sheep edge (30 frames) and 4 deterministic frames (auto_ab) and the
#      demo at 1080p under auto, for each;
#   4. bench_line for each.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23k.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
RESULTS=$O/faults.res FLAMEBUILD=$B0/flamebuild IMGCMP=$B0/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults.sh: $(grep -c '^PASS' "$O/faults.res") passed, $(grep -c '^FAIL' "$O/faults.res") failed"
grep -v '^ *ok' "$O/faults.txt" | head -10
for v in before new; do
  bin="$PWD/$B0/flamebuild"; [ $v = before ] && bin="$PWD/$B0/flamebuild.before"
  echo "== realistic, $v"
  OUT="$O/real-$v" sh bench/realistic.sh "$bin" | tail -20
done
auto_ab "$O" "$B0/flamebuild.before" "$B0/flamebuild"
for v in before new; do
  bin="$B0/flamebuild"; [ $v = before ] && bin="$B0/flamebuild.before"
  demo_auto "$bin" "$O/demo.log"
  echo "demo 1080p auto, $v: $(tail -1 "$O/demo.log")"
done
bench_ab "$O" "$B0/flamebuild.before" "$B0/flamebuild"
rm -rf "$O/before" "$O/new" "$O"/x* "$O/demo.log" "$O/m.txt" "$O/m.png" "$O/bench.txt"
