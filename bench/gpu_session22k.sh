#!/bin/sh
# bench/gpu_session22k.sh BIN_DIR — one device call (2026-11-27): quality = auto's ladder keeps
# the frame's host half from step to step (gpu_frame_host_set_rounds) against the binary
# before (a host half built at every step): an Electric Sheep edge (1080p, 1000 temporal
# samples, quality = auto, 30 frames, kernels precompiled) built twice with each, alternating;
# then 5 frames with FLAMEBUILD_DETERMINISTIC=1 by each, which must be the same bytes.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22k.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
auto_ab "$O" "$B/flamebuild.before" "$B/flamebuild.new"
