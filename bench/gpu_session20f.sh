#!/bin/sh
# bench/gpu_session20f.sh BIN_DIR — one device call (2026-11-26, night): quality = auto on the
# GPU with the histogram kept on the device between the ladder's steps (gpu_resident), against
# the binary before (BIN_DIR/flamebuild.old), same machine, same call.
#   1. the demo project at 1920x1080, quality = auto, built cold (kernels cached) by each binary,
#      twice; the still's timeline (build -v) from the last build of each;
#   2. the still built with FLAMEBUILD_DETERMINISTIC=1 twice by the new binary: the same PNG;
#   3. the new binary's still against the old one's (imgcmp: same image within the noise).
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s20}
O=${OUT:-$(mktemp -d /tmp/s20f.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
P="$O/demo"
rm -rf "$P"; cp -r examples/demo "$P"
printf '[render]\nsize = 1920x1080\nquality = auto\nbackend = cuda\n[animation]\nfps = 24\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
cold() { rm -rf "$P/out" "$P"/.flamebuild/state*.db*; find "$P/.flamebuild/cache" -mindepth 1 -maxdepth 1 ! -name kernels -exec rm -rf {} + 2>/dev/null; }
"$PWD/$B/flamebuild" build "$P" >/dev/null 2>&1 # kernels compiled and cached
for round in $(seq 1 "${ROUNDS:-2}"); do
  for bin in flamebuild.old flamebuild; do
    cold
    "$PWD/$B/$bin" build -v "$P" >"$O/build_$bin.txt" 2>&1
    echo "  round $round, $bin: rc $? $(grep '^built:' "$O/build_$bin.txt")"
  done
done
for bin in flamebuild.old flamebuild; do
  echo "  $bin, the still:"
  grep -E 'spiral' "$O/build_$bin.txt" | grep -E 'samples|timeline' | head -3 | sed 's/^/    /'
done
rm -f "$P/waves.flame" # the still alone from here
cold; "$PWD/$B/flamebuild" build "$P" >/dev/null 2>&1; cp "$P"/out/spiral/*.png "$O/spiral_new.png"
cold; "$PWD/$B/flamebuild.old" build "$P" >/dev/null 2>&1; cp "$P"/out/spiral/*.png "$O/spiral_old.png"
cp "$P/flamebuild.conf" "$O/conf"; sed -i 's/^\[render\]$/[render]\nseed = 2/' "$P/flamebuild.conf"
cold; "$PWD/$B/flamebuild.old" build "$P" >/dev/null 2>&1; cp "$P"/out/spiral/*.png "$O/spiral_old2.png"
cp "$O/conf" "$P/flamebuild.conf"
echo "== the new still against the old, seed 1 and 2 (noise err ratio ratio2; ~0.5-1 = the same image)"
"$B/imgcmp" "$O/spiral_new.png" "$O/spiral_old.png" "$O/spiral_old2.png" | sed 's/^/  /'
echo "== deterministic, twice"
for i in 1 2; do
  cold; FLAMEBUILD_DETERMINISTIC=1 "$PWD/$B/flamebuild" build "$P" >"$O/det$i.txt" 2>&1
  md5sum "$P"/out/spiral/*.png | sed "s/^/  run $i: /"; grep -o 'spiral.*noise [0-9.]*' "$O/det$i.txt" | head -1 | sed 's/^/    /'
done
echo "== a hot frame under quality = auto (rw_03 as a 1080p still: the first step starts over deferred, the rest follow)"
Q="$O/hot"; rm -rf "$Q"; mkdir -p "$Q"; cp tests/data/realworld/rw_03_sheep80725.flam3 "$Q/hot.flame"
printf '[render]\nsize = 1920x1080\nquality = auto\nbackend = cuda\n[video]\ncodec = none\n' >"$Q/flamebuild.conf"
"$PWD/$B/flamebuild" build -v "$Q" 2>&1 | grep -E 'iterated|^built' | sed 's/^/  new: /'; cp "$Q"/out/hot/*.png "$O/hot_new.png"
rm -rf "$Q/out" "$Q"/.flamebuild
"$PWD/$B/flamebuild.old" build "$Q" 2>&1 | grep -E 'iterated|^built' | sed 's/^/  old: /'; cp "$Q"/out/hot/*.png "$O/hot_old.png"
rm -rf "$Q/out" "$Q"/.flamebuild; sed -i 's/^\[render\]$/[render]\nseed = 2/' "$Q/flamebuild.conf"
"$PWD/$B/flamebuild.old" build "$Q" >/dev/null 2>&1; cp "$Q"/out/hot/*.png "$O/hot_old2.png"
"$B/imgcmp" "$O/hot_new.png" "$O/hot_old.png" "$O/hot_old2.png" | sed 's/^/  new against old (seeds 1, 2): /'
rm -rf "$O/xdg" "$P" "$Q"
