#!/bin/sh
# bench/gpu_session27g.sh B — the final binary (B/flamebuild: frame buffers also mapped on
# several cores) against the session's start (B/flamebuild.prev): one 4K supersample-2
# frame's gamma edit (build -v: its prepare is the decode into a fresh buffer), and the
# studio's projects once more.
set -u
B=$1
O=${OUT:-/tmp/o27g}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x27g
for bin in flamebuild.prev flamebuild; do one_frame_edits "$B/$bin" 2.5 3.0 3.5 4.0; done
for bin in flamebuild.prev flamebuild; do
  OUT=$O/real_$bin sh bench/realistic.sh "$B/$bin" uhd studio sheep >/dev/null 2>&1
  echo "== realistic $bin"; grep -v status "$O/real_$bin/realistic.txt"
done
