#!/bin/sh
# bench/gpu_session26j.sh B — the final binary after the one-pass grouping (B/flamebuild): GPU
# conformance on every test set under auto and with the deferred path forced.
set -u
B=$1
O=${OUT:-/tmp/o26j}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26j
. bench/gpu_lib.sh
echo "== conformance, auto"
gpu_conformance
echo "== conformance, FLAMEBUILD_ACCUMULATE=deferred"
FLAMEBUILD_ACCUMULATE=deferred gpu_conformance
