#!/bin/sh
# bench/gpu_final.sh — issue 4's figures through the shipped command line on the GPU machine:
# `flamebuild bench --backend cuda` with a cold and then a warm kernel cache (compile time, the
# cost of a cached kernel, iterations/s at 1080p), `render -v` twice (lookup and load of a
# cached kernel), and a project build on the GPU with a tone-map re-finish.
#   sh bench/gpu_final.sh [BUNDLE]       (after `make gpu-bundle` or copying ./flamebuild there)
set -u
cd "$(dirname "$0")/.."
B=${1:-build/device}
O=${OUT:-$(mktemp -d /tmp/flamebuild-final.XXXXXX)}
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
export XDG_CACHE_HOME=$(mktemp -d /tmp/flamebuild-xdg.XXXXXX)
FB="$PWD/$B/flamebuild"
echo "== bench, cold kernel cache"; "$FB" bench --backend cuda | tee "$O/bench_cold.txt"
echo "== bench, warm kernel cache"; "$FB" bench --backend cuda | tee "$O/bench_warm.txt"
"$FB" bench --backend cuda --json >"$O/bench_warm.json"
echo "== render -v (cold, then cached)"
for i in 1 2 3; do "$FB" render tests/data/variations/v32_julian.flam3 --backend cuda -v -q 10 -o "$O/j.png" 2>&1 | grep kernel; done
echo "== project build on the GPU"
P=$(mktemp -d /tmp/flamebuild-gpuproj.XXXXXX)
cp tests/data/animations/anim01.flam3 "$P/anim.flame"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
"$FB" build "$P" 2>&1 | tail -2
sed 's/gamma="4"/gamma="3"/g' "$P/anim.flame" >"$P/x" && mv "$P/x" "$P/anim.flame"
"$FB" build "$P" --quiet 2>&1 | tail -1
"$FB" status "$P"
ls "$P/.flamebuild/cache/kernels" | head -3
