#!/bin/sh
# bench/gpu_two.sh — one GPU against every GPU of the host (issue 15).
#
#   Measures  wall-clock of `flamebuild build` with --gpus 0 and --gpus all: the studio project
#             (anim02's keyframes at 1920x1080, quality 1000, supersample 2, 64 temporal
#             samples: 24 frames), one frame of it alone (fewer frames than GPUs: a frame of at
#             least 2e10 samples has its rounds split over the GPUs and summed), and one
#             3840x2160 supersample 2 quality 4000 frame; the frames each device rendered
#   Machine   a GPU machine of several GPUs (2 or 4 NVIDIA H200s: nvidia-smi -L lists them)
#   Command   sh bench/gpu_fidelity.sh --bundle      (development machine)
#             sh bench/gpu_two.sh [BUNDLE]           (GPU machine; BUNDLE default build/fidelity)
#   Runs      about a minute (six builds of 2-11 s each, and the kernels' compile)
#   Output    a line per build on stdout (PNGs written, seconds, frames per device) and the
#             log's last stage lines; nothing kept
#   Figures   bench/BENCHMARKS.md, "Several GPUs"
#
# Each build is a fresh project with the kernels already cached.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
export XDG_CACHE_HOME="$PWD/$B/xdg"
nvidia-smi -L
now() { date +%s.%N; }
studio() { # studio DIR [WxH QUALITY]
  rm -rf "$1"; mkdir -p "$1"; cp tests/data/animations/anim02.flam3 "$1/edge.flame"
  printf '[render]\nsize = %s\nquality = %s\nsupersample = 2\ntemporal_samples = 64\n[video]\ncodec = none\n' \
    "${2:-1920x1080}" "${3:-1000}" >"$1/flamebuild.conf"
}
W=$(mktemp -d /tmp/two.XXXXXX)
studio "$W/warm"; "$B/flamebuild" kernels "$W/warm" >/dev/null 2>&1 # the kernels, once
for what in all one big; do
  for gpus in 0 all; do
    if [ $what = big ]; then studio "$W/p" 3840x2160 4000; else studio "$W/p"; fi
    frames=""; [ $what != all ] && frames="--frames 10-10"
    t0=$(now)
    "$B/flamebuild" build "$W/p" --gpus $gpus $frames -v >"$W/log" 2>&1; rc=$?
    t1=$(now)
    n=$(ls "$W/p/out/edge" 2>/dev/null | wc -l)
    devs=$(grep -o 'timeline (cuda:[0-9]*' "$W/log" | sort | uniq -c | tr -s ' ' | tr '\n' ';')
    printf '%-4s frames, --gpus %-3s: rc %d, %2d PNGs, %6.2f s   %s\n' "$what" "$gpus" $rc "$n" "$(echo "$t1 - $t0" | awk '{print $1 - $3}')" "$devs"
    grep -i "busy\|stage\|built\|iterated" "$W/log" | tail -3
  done
done
rm -rf "$W"
