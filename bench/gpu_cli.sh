#!/bin/sh
# bench/gpu_cli.sh — the CUDA backend through the real command line, on the GPU machine:
# `flamebuild render --backend cuda` conformance on the variation genomes and every animation
# frame (against the cached flam3 references), CPU-vs-GPU agreement, kernel compile time cold and
# cached, and a project build on the GPU. Uses what `make gpu-bundle` put in build/device.
#   sh bench/gpu_cli.sh [BUNDLE]        summary table last; logs in $OUT (or a temp dir)
set -u
cd "$(dirname "$0")/.."
B=${1:-build/device}
O=${OUT:-$(mktemp -d /tmp/flamebuild-gpucli.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
# The precompiled kernels as the CLI's default kernel cache.
export XDG_CACHE_HOME=$(mktemp -d /tmp/flamebuild-xdg.XXXXXX)
mkdir -p "$XDG_CACHE_HOME/flamebuild"
cp -r "$B/kcache" "$XDG_CACHE_HOME/flamebuild/kernels"
FB="$PWD/$B/flamebuild"
mkdir -p build && cp "$B/imgcmp" build/imgcmp 2>/dev/null

echo "== conformance, variations (render --backend cuda)"
FLAMEBUILD=$FB BACKEND=cuda RESULTS="$O/results" sh tests/conformance/run.sh >"$O/variations.txt" 2>&1
vpass=$(grep -c '^  ok' "$O/variations.txt"); vfail=$(grep -c '^  FAIL' "$O/variations.txt")
vworst=$(awk '$1 ~ /^v[0-9]/ {print $4, $1}' "$O/variations.txt" | sort -n | tail -1)
echo "$vpass pass, $vfail fail, worst $vworst"

echo "== conformance, animations (render --frames all --backend cuda)"
FLAMEBUILD=$FB BACKEND=cuda RESULTS="$O/results" sh tests/conformance/anim.sh >"$O/animations.txt" 2>&1
cat "$O/animations.txt" | grep -v '^  ok'

echo "== CPU vs GPU (imgcmp: GPU image against two CPU renders with different seeds)"
mkdir -p "$O/cpugpu"
: >"$O/cpugpu.txt"
for g in tests/data/variations/*.flam3; do
  n=$(basename "$g" .flam3)
  "$FB" render "$g" --backend cuda --bpc 16 --seed 7 --quiet -o "$O/cpugpu/$n.gpu.png" &&
  "$FB" render "$g" --backend cpu --bpc 16 --seed 1 --quiet -o "$O/cpugpu/$n.cpu1.png" &&
  "$FB" render "$g" --backend cpu --bpc 16 --seed 2 --quiet -o "$O/cpugpu/$n.cpu2.png" &&
  echo "$n $(build/imgcmp "$O/cpugpu/$n.gpu.png" "$O/cpugpu/$n.cpu1.png" "$O/cpugpu/$n.cpu2.png")" >>"$O/cpugpu.txt"
done
cworst=$(sort -k4 -n "$O/cpugpu.txt" | tail -1)
cover=$(awk '$4 >= 1.5' "$O/cpugpu.txt" | wc -l)
echo "$(wc -l <"$O/cpugpu.txt") genomes, $cover at or above 1.5, worst: $cworst"

echo "== kernel compile time (render -v, fresh cache, then cached)"
COLD=$(mktemp -d /tmp/flamebuild-cold.XXXXXX)
XDG_CACHE_HOME=$COLD "$FB" render tests/data/variations/v32_julian.flam3 --backend cuda -v -q 10 -o "$O/cold.png" 2>&1 | grep kernel
XDG_CACHE_HOME=$COLD "$FB" render tests/data/variations/v32_julian.flam3 --backend cuda -v -q 10 -o "$O/warm.png" 2>&1 | grep kernel

echo "== project build on the GPU"
P=$(mktemp -d /tmp/flamebuild-gpuproj.XXXXXX)
cp tests/data/animations/anim01.flam3 "$P/anim.flame"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
"$FB" build "$P" 2>&1 | tail -3
sed 's/gamma="4"/gamma="3"/g' "$P/anim.flame" >"$P/x" && mv "$P/x" "$P/anim.flame"
"$FB" build "$P" --quiet 2>&1 | tail -1

echo "== summary"
echo "variations (CLI, cuda): $vpass pass / $vfail fail; worst ratio $vworst"
echo "animations (CLI, cuda): $(grep -c '^  ok' "$O/animations.txt") of 6 pass"
echo "CPU vs GPU: worst $cworst; $cover above 1.5"
