#!/bin/sh
# bench/gpu_session25d.sh B — page-locked frame buffers bounded (FLAMEBUILD_PAGE_LOCKED_BUFFERS:
# the default two a render thread, "all" as before, 0 none): bench/realistic.sh's builds with the
# projects' kernels compiled (a first cold run compiles them), twice each, with what build -v's
# timelines say of the device lock waited for and the downloads. B holds flamebuild.
set -u
B=$1
O=${OUT:-/tmp/o25d}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x25d
OUT="$O/r0" KEEP_KERNELS=/tmp/k25d sh bench/realistic.sh "$PWD/$B/flamebuild" sheep studio many >/dev/null 2>&1
rm -rf "$O/r0"
# run NAME VALUE: realistic.sh with FLAMEBUILD_PAGE_LOCKED_BUFFERS=VALUE ("" = unset)
run() {
  if [ -n "$2" ]; then export FLAMEBUILD_PAGE_LOCKED_BUFFERS=$2; else unset FLAMEBUILD_PAGE_LOCKED_BUFFERS; fi
  OUT="$O/$1" SEED_KERNELS=/tmp/k25d sh bench/realistic.sh "$PWD/$B/flamebuild" sheep studio many >/dev/null 2>&1
  mkdir -p "$O/$1/l" && tar xzf "$O/$1/logs.tgz" -C "$O/$1/l"
  for p in sheep studio many; do
    t=$(awk -v n="$p.build" '$1==n {print $2}' "$O/$1/realistic.txt")
    g=$(awk -v n="$p.gamma" '$1==n {print $2}' "$O/$1/realistic.txt")
    s=$(grep timeline "$O/$1/l/$p.build.log" | awk '{for(i=1;i<=NF;i++){ if($i=="(lock"){gsub(/,/,"",$(i+1)); l+=$(i+1); if($(i+1)>m) m=$(i+1)} if($i=="download"){gsub(/[,)]/,"",$(i+1)); d+=$(i+1)} if($i=="setup"){gsub(/,/,"",$(i+1)); s+=$(i+1)} }} END {printf "setup %.2f lock %.2f (most %.2f) download %.3f", s, l, m, d}')
    echo "$1 $p: build $t s, gamma $g s; $s; $(grep -c 'equal the first' "$O/$1/realistic.txt") equal"
  done
  rm -rf "$O/$1"
}
for r in 1 2; do
  run "all$r" all
  run "default$r" ""
  run "none$r" 0
done
