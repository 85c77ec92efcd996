#!/bin/sh
# bench/gpu_session20e.sh BIN_DIR — one device call (2026-11-26, night): issue 17's auto choice
# in a studio build. Three 24-frame animations made from artists' flames (the flame at time 0
# and turned 30 degrees at time 24; their own 1,000 temporal samples for the sheep): rw_03 and
# rw_15 (a hot bucket) and rw_13 (none), each a project at 1920x1080, quality 1000, supersample
# 2. Each built cold (kernels cached) with FLAMEBUILD_ACCUMULATE=atomic and with the default
# auto, twice: the build's own wall-clock line.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s20}
O=${OUT:-$(mktemp -d /tmp/s20e.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg"
FB="$PWD/$B/flamebuild"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
R=tests/data/realworld
for g in rw_03_sheep80725 rw_15_tw_gnarl rw_13_tw_spherical; do
  P="$O/$g"
  rm -rf "$P"; mkdir -p "$P"
  printf '[render]\nsize = 1920x1080\nquality = 1000\nsupersample = 2\nbackend = cuda\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
  body=$(sed -e 's#<flames>##; s#</flames>##' $R/$g.flam3)
  rot=$(echo "$body" | grep -o 'rotate="[-0-9.]*"' | head -1 | tr -dc '0-9.-')
  rot2=$(awk "BEGIN{print $rot + 30}")
  { echo '<flames>'; echo "$body" | sed 's/ time="[0-9.]*"/ time="0"/'
    echo "$body" | sed "s/ time=\"[0-9.]*\"/ time=\"24\"/; s/ rotate=\"[-0-9.]*\"/ rotate=\"$rot2\"/"; echo '</flames>'; } >"$P/anim.flame"
  "$FB" build "$P" >"$O/warm_$g.txt" 2>&1 || { echo "$g: warm-up build failed"; tail -3 "$O/warm_$g.txt"; continue; }
  for round in 1 2; do
    for mode in atomic auto; do
      rm -rf "$P/out" "$P"/.flamebuild/state*.db*
      find "$P/.flamebuild/cache" -mindepth 1 -maxdepth 1 ! -name kernels -exec rm -rf {} +
      FLAMEBUILD_ACCUMULATE=$mode "$FB" build "$P" >"$O/build.txt" 2>&1
      echo "  $g round $round $mode: rc $? $(grep '^built:' "$O/build.txt")"
    done
  done
  FLAMEBUILD_PROFILE_GPU=1 "$FB" render "$P/anim.flame" --frames 12 --backend cuda --size 1920x1080 -q 1000 \
    --supersample 2 -o "$O/f.png" -v 2>&1 | grep -E 'gpu profile|sums' | sed "s/^/  $g frame 12 auto: /"
  rm -rf "$P"
done
rm -rf "$O/xdg" "$O"/*.png
