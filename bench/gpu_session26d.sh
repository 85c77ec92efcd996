#!/bin/sh
# bench/gpu_session26d.sh B — cache entries of big buffers compressed and decompressed on
# several cores (hist_codec segments): B/flamebuild against B/flamebuild.c4 (the memory
# budget only) and B/flamebuild.prev (the session's start), on the studio's projects
# (bench/realistic.sh uhd studio sheep) and on the latency of one 4K supersample-2 frame's
# gamma edit (a one-frame project rebuilt: decode, finish, PNG).
set -u
B=$1
O=${OUT:-/tmp/o26d}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x26d
now() { date +%s.%N; }
for bin in flamebuild.prev flamebuild.c4 flamebuild; do
  OUT=$O/real_$bin sh bench/realistic.sh "$B/$bin" uhd studio sheep >/dev/null 2>&1
  echo "== realistic $bin"; cat "$O/real_$bin/realistic.txt"
  P=/tmp/one_$bin; rm -rf $P; mkdir -p $P
  sed 's/ time="[^"]*"//' tests/data/realworld/rw_13_tw_spherical.flam3 >$P/one.flame
  printf '[render]\nsize = 3840x2160\nquality = 200\nsupersample = 2\n[video]\ncodec = none\n' >$P/flamebuild.conf
  "$B/$bin" build $P >/dev/null 2>&1
  for gamma in 2.5 3.0 3.5; do
    sed -i "s/^\(<flame .*\)gamma=\"[^\"]*\"/\1gamma=\"$gamma\"/" $P/one.flame
    t0=$(now); "$B/$bin" build $P -v >$O/one_$bin.log 2>&1; t1=$(now)
    echo "one 4K ss2 frame, gamma $gamma: $(awk "BEGIN{print $t1 - $t0}") s; $(grep -o 'prepare [0-9.-]*' $O/one_$bin.log | head -1)"
  done
done
