#!/bin/sh
# bench/gpu_session22m.sh BIN_DIR — one device call (2026-11-27): the ladder's two count channels
# taken from the build's page-locked buffer pool (the steps' counts copied straight in) against
# the binary before (malloc'd per frame): the quality = auto sheep edge of 22l.sh, twice each,
# alternating; 4 deterministic frames by each, which must be the same bytes.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22m.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
auto_ab "$O" "$B/flamebuild.before" "$B/flamebuild.new"
