#!/bin/sh
# bench/gpu_session27d.sh B — the studio's projects (bench/realistic.sh uhd studio sheep) with
# this session's finish changes (B/flamebuild: density estimation skipping squares, copies
# with the lock given up, big buffers on huge pages) against the session's start
# (B/flamebuild.prev), two rounds interleaved; vmstat through the new binary's last round.
set -u
B=$1
O=${OUT:-/tmp/o27d}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "THP: $(cat /sys/kernel/mm/transparent_hugepage/enabled) defrag: $(cat /sys/kernel/mm/transparent_hugepage/defrag)"
for round in 1 2; do
  for bin in flamebuild.prev flamebuild; do
    [ $round = 2 ] && [ $bin = flamebuild ] && { vmstat 1 >"$O/vmstat.txt" 2>&1 & vm=$!; }
    OUT=$O/real_${bin}_$round sh bench/realistic.sh "$B/$bin" uhd studio sheep >/dev/null 2>&1
    [ $round = 2 ] && [ $bin = flamebuild ] && kill $vm
    echo "== realistic $bin round $round"; grep -v status "$O/real_${bin}_$round/realistic.txt"
  done
done
echo "== vmstat (new binary, round 2: uhd build, gamma, back, then studio, sheep)"
awk 'NR>2{printf "%s/%s/%s ", $13, $14, $15}' "$O/vmstat.txt"; echo
grep AnonHugePages /proc/meminfo
