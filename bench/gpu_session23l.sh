#!/bin/sh
# bench/gpu_session23l.sh BIN_DIR — one device call (2026-11-27, review): resident_noise's
# passes written as one function (noise_pass), against the binary before (flamebuild.head):
# the quality = auto sheep edge twice each and 4 deterministic frames (auto_ab), whose build
# logs (every frame's samples and noise) come back in auto.tgz to compare.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s23}
O=${OUT:-$(mktemp -d /tmp/s23l.XXXXXX)}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
auto_ab "$O" "$B0/flamebuild.head" "$B0/flamebuild"
