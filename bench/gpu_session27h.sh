#!/bin/sh
# bench/gpu_session27h.sh B — the final binary (B/flamebuild) against the session's start
# (B/flamebuild.prev) where this session's changes should not matter: `bench -q 1000` (a
# frame's iteration and in-place finish) and the realistic `many` and `still` projects.
set -u
B=$1
O=${OUT:-/tmp/o27h}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x27h
for bin in flamebuild.prev flamebuild flamebuild.prev flamebuild; do
  echo "$bin bench -q 1000: $("$B/$bin" bench --backend cuda -q 1000 2>&1 | grep -i median)"
done
for bin in flamebuild.prev flamebuild; do
  OUT=$O/real_$bin sh bench/realistic.sh "$B/$bin" many still >/dev/null 2>&1
  echo "== realistic $bin"; grep -v status "$O/real_$bin/realistic.txt"
done
