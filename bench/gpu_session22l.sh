#!/bin/sh
# bench/gpu_session22l.sh BIN_DIR — one device call (2026-11-27): quality = auto ladder steps that
# bring back only the count channel (gpu_options.counts, the whole buffer once at the end:
# gpu_resident_download) against the binary before (the whole double buffer every step): an
# Electric Sheep edge (1080p, 1000 temporal samples, quality = auto, 30 frames, kernels
# precompiled) built twice with each, alternating; then 4 frames with FLAMEBUILD_DETERMINISTIC=1
# by each, which must be the same bytes.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22l.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
auto_ab "$O" "$B/flamebuild.before" "$B/flamebuild.new"
