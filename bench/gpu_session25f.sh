#!/bin/sh
# bench/gpu_session25f.sh B — the hot flames (rw_02, rw_03, rw_15, rw_35: one bucket takes 3-15%
# of a batch, so auto starts them over deferred) with float atomics forced, with the merge table
# (which sums a hot bucket's samples in shared memory) and without it, against auto (deferred):
# does the table make the float path the faster one for them? 1080p q1000, 1080p supersample 2
# q200, 8K q50; render -v's rate and its table line. B holds flamebuild.
set -u
B=$1
O=${OUT:-/tmp/o25f}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25f
"$B/flamebuild" render tests/data/variations/v00_linear.flam3 --backend cuda -o /tmp/warm.png >/dev/null 2>&1
r() { # LABEL [VAR=V] -- render options: the M samples/s and the table line
  l=$1; shift
  vars=""
  while [ "$1" != "--" ]; do vars="$vars $1"; shift; done
  shift
  env $vars "$B/flamebuild" render "$@" --backend cuda -o "$O/t.png" -v >"$O/t.txt" 2>&1
  env $vars "$B/flamebuild" render "$@" --backend cuda -o "$O/t.png" -v >"$O/t.txt" 2>&1
  printf ' | %s %s %s%s' "$l" "$(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/t.txt" | tail -1)" \
    "$(grep -o 'merge table[^)]*' "$O/t.txt" | head -1)" "$(grep -o 'started over' "$O/t.txt" | head -1)"
}
for s in "-q 1000 --size 1920x1080" "-q 200 --size 1920x1080 --supersample 2" "-q 50 --size 7680x4320"; do
  echo "== $s: auto | atomic+table | atomic, no table | deferred"
  for g in rw_02 rw_03 rw_15 rw_35 rw_05; do
    f=$(ls tests/data/realworld/$g*.flam3)
    printf '%s' "$g"
    r auto X=1 -- $f $s
    r table FLAMEBUILD_ACCUMULATE=atomic -- $f $s
    r none FLAMEBUILD_ACCUMULATE=atomic FLAMEBUILD_GPU_CACHE=0 -- $f $s
    r deferred FLAMEBUILD_ACCUMULATE=deferred -- $f $s
    echo
  done
done
rm -f "$O/t.png" "$O/t.txt"
