#!/bin/sh
# bench/gpu_session22e.sh BIN_DIR — one device call (2026-11-27): the step's loads started
# earlier (the next step's xform chosen at the end of this one, the palette colour before the
# camera; trajectory.h) against the aligned binary before it: `flamebuild bench -q 1000` and
# three artists' flames twice each, alternating; then GPU conformance of the new binary.
set -u
cd "$(dirname "$0")/.."
. bench/gpu_lib.sh
B0=${1:-build/s22}
O=${OUT:-$(mktemp -d /tmp/s22e.XXXXXX)}
mkdir -p "$O"
export flam3_palettes="$PWD/$B0/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
bench_ab "$O" "$B0/flamebuild.aligned" "$B0/flamebuild"
B=$B0 XDG_CACHE_HOME="$O/xnew" gpu_conformance
rm -rf "$O/before" "$O/new" "$O/xbefore" "$O/xnew" "$O/m.png" "$O/m.txt" "$O/bench.txt"
