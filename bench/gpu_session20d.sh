#!/bin/sh
# bench/gpu_session20d.sh BIN_DIR — one device call (2026-11-26, night): issue 17's auto choice
# through the product.
#   1. rw_03 at 1080p q200, 16-bit: auto (twice, -v) against --accumulate deferred — the same
#      bytes once auto has started the frame over;
#   2. a project of artists' flames as 1080p q1000 stills (four with a hot bucket, four without)
#      built with FLAMEBUILD_ACCUMULATE=atomic and with the default auto (kernels cached, the
#      rest cold), three times each: the build's wall-clock;
#   3. GPU conformance of the artists' flames through `render --backend cuda` (auto).
# BIN_DIR: flamebuild (stripped), imgcmp.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s20}
O=${OUT:-$(mktemp -d /tmp/s20d.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg"
FB="$PWD/$B/flamebuild"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
R=tests/data/realworld
echo "== rw_03, 1080p q200, 16-bit: auto, auto, deferred"
for i in 1 2; do
  "$FB" render $R/rw_03_sheep80725.flam3 --backend cuda --size 1920x1080 -q 200 --bpc 16 -o "$O/auto$i.png" -v 2>&1 |
    grep -o 'deferred fixed-point sums[^;]*\|float sums' | sed 's/^/  auto: /'
done
"$FB" render $R/rw_03_sheep80725.flam3 --backend cuda --size 1920x1080 -q 200 --bpc 16 --accumulate deferred \
  -o "$O/deferred.png" --quiet
md5sum "$O/auto1.png" "$O/auto2.png" "$O/deferred.png" | sed 's/^/  /'
echo "== project: 8 stills at 1080p q1000 (rw_02 rw_03 rw_15 rw_35 hot; rw_00 rw_05 rw_13 rw_20 not)"
P="$O/proj"
rm -rf "$P"; mkdir -p "$P"
printf '[render]\nsize = 1920x1080\nquality = 1000\nbackend = cuda\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
for g in rw_02_sheep80692 rw_03_sheep80725 rw_15_tw_gnarl rw_35_tz_tiledswirl10 rw_00_sheep00216 rw_05_sheep80973 \
  rw_13_tw_spherical rw_20_tw_lazysusan; do cp $R/$g.flam3 "$P/$g.flame"; done
"$FB" build "$P" >/dev/null 2>&1 # kernels compiled and cached
cold() { rm -rf "$P/out" "$P"/.flamebuild/state*.db*; find "$P/.flamebuild/cache" -mindepth 1 -maxdepth 1 ! -name kernels -exec rm -rf {} +; }
for round in 1 2 3; do
  for mode in atomic auto; do
    cold
    t0=$(date +%s.%N)
    FLAMEBUILD_ACCUMULATE=$mode "$FB" build "$P" >"$O/build_$mode.txt" 2>&1
    rc=$?
    t1=$(date +%s.%N)
    echo "  round $round, $mode: rc $rc, $(echo "$t1 - $t0" | bc) s, $(ls "$P"/out/*.png 2>/dev/null | wc -l) PNGs"
  done
done
tail -2 "$O/build_auto.txt" | sed 's/^/  /'
echo "== conformance, artists' flames, cuda (auto)"
FLAMEBUILD="$FB" IMGCMP="$B/imgcmp" RESULTS="$O/results" BACKEND=cuda GENOME_DIR=$R REF_DIR=$R/refs \
  timeout 400 sh tests/conformance/run.sh >"$O/realworld.txt" 2>&1
grep -c PASS "$O/results" | sed 's/^/  passed: /'; grep FAIL "$O/results" | head
echo "  the hot five and the worst three (genome noise err ratio ratio2):"
grep -E '^rw_(02|03|05|15|35)_' "$O/realworld.txt" | sed 's/^/    /'
grep '^rw_' "$O/realworld.txt" | sort -k4 -g -r | head -3 | sed 's/^/    /'
rm -rf "$O/xdg" "$O"/*.png "$P"
