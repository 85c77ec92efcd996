#!/bin/sh
# bench/gpu_session27c.sh B — what bounds density estimation on sparse flames (lab builds: the
# tap's division by the source's A turned into a product, B/flamebuild.nodiv; the quotient
# logged/A kept per source, B/flamebuild.perq), and where a 4K supersample-2 re-finish's time
# goes now that build -v's timeline shows its copies (B/flamebuild).
set -u
B=$1
O=${OUT:-/tmp/o27c}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
. bench/gpu_lib.sh
export XDG_CACHE_HOME=/tmp/x27c
S="--size 3840x2160 --supersample 2 -q 200 --backend cuda"
for g in rw_00 rw_13 rw_17; do
  f=$(ls tests/data/realworld/$g*.flam3)
  for bin in flamebuild flamebuild.nodiv flamebuild.perq; do
    "$B/$bin" render $f $S -o /tmp/w.png >/dev/null 2>&1
    echo "$g $bin: $("$B/$bin" render $f $S -o /tmp/w.png -v 2>&1 | grep -o 'finished on the GPU.*')"
  done
done
echo "== one 4K supersample-2 frame's gamma edit (build -v)"
one_frame_edits "$B/flamebuild" 2.5 3.0 3.5
vmstat 1 >"$O/vmstat.txt" 2>&1 &
vm=$!
OUT=$O/real sh bench/realistic.sh "$B/flamebuild" uhd >/dev/null 2>&1
kill $vm
cat "$O/real/realistic.txt"
tar xzf "$O/real/logs.tgz" -O ./uhd.gamma.log | grep -E 'timeline' | sed 's/^.*timeline/timeline/' | head -12
echo "== vmstat 1 through the uhd project (build, gamma, back)"
cat "$O/vmstat.txt"
