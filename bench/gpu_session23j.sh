#!/bin/sh
# bench/gpu_session23j.sh BIN_DIR — one device call (2026-11-27): quality = auto frames whose
# host half (1,000 sub-frames for an Electric Sheep frame) and kernel are made in PREPARE on a
# worker, as a fixed quality's are, not at the ladder's first step on the render thread, against
# the binary before (flamebuild.finish): 23h.sh's checks (auto_ab, the deterministic re-finish
# after a gamma edit, the demo at 1080p under auto).
BEFORE=flamebuild.finish exec sh "$(dirname "$0")/gpu_session23h.sh" "$@"
