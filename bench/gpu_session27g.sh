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
export XDG_CACHE_HOME=/tmp/x27g
now() { date +%s.%N; }
for bin in flamebuild.prev flamebuild; do
  P=/tmp/one_$bin; rm -rf $P; mkdir -p $P
  sed 's/ time="[^"]*"//' tests/data/realworld/rw_13_tw_spherical.flam3 >$P/one.flame
  printf '[render]\nsize = 3840x2160\nquality = 200\nsupersample = 2\n[video]\ncodec = none\n' >$P/flamebuild.conf
  "$B/$bin" build $P >/dev/null 2>&1
  for gamma in 2.5 3.0 3.5 4.0; do
    sed -i "s/^\(<flame .*\)gamma=\"[^\"]*\"/\1gamma=\"$gamma\"/" $P/one.flame
    t0=$(now); "$B/$bin" build $P -v >$O/one.log 2>&1; t1=$(now)
    echo "$bin gamma $gamma: $(awk "BEGIN{print $t1 - $t0}") s; $(grep -o 'prepare [0-9.-]*' $O/one.log | head -1); $(grep -o 'finish [0-9.]*, download [0-9.]*' $O/one.log | head -1); $(grep -o 'png [0-9.]*' $O/one.log | head -1)"
  done
done
for bin in flamebuild.prev flamebuild; do
  OUT=$O/real_$bin sh bench/realistic.sh "$B/$bin" uhd studio sheep >/dev/null 2>&1
  echo "== realistic $bin"; grep -v status "$O/real_$bin/realistic.txt"
done
