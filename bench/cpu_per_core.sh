#!/bin/sh
# bench/cpu_per_core.sh — `flamebuild bench`'s per-core comparison in CPU time, for a loaded machine.
#
#   Measures  per genome of `bench`'s eight (1920x1080, q20 = 4.147e7 iterations), the iterations
#             per CPU second (user + system) of each flamebuild binary given and of flam3-render
#             (bits=64), one thread each: a render at q20 less one at q0.02 (the fixed costs: parse,
#             buffers, filter, PNG), both without density estimation and in one temporal sample, as
#             `bench --flam3` runs flam3-render. The runs alternate (binary A, B, …, flam3, A, B, …)
#             and each figure is the least CPU time of REPEATS: CPU time, unlike `bench`'s wall
#             time, does not count the time other processes took the core, and the least is the
#             run the other processes' cache traffic slowed least.
#   Machine   the development machine (2 cores shared with other sessions)
#   Command   sh bench/cpu_per_core.sh REPEATS BINARY...   (e.g. 3 /tmp/fb_main ./flamebuild)
#             FLAMEBUILD_LANES in the environment reaches every flamebuild run.
#   Runs      ~10 s of CPU a genome and repeat for two binaries and flam3-render
#   Output    a table on stdout: M iterations per CPU second per genome, each binary's ratio to
#             flam3-render, their medians and lowest ratio; nothing kept (a temp dir, removed)
#   Figures   bench/BENCHMARKS.md, "CPU backend against flam3-render"
set -eu
cd "$(dirname "$0")/.."
N=${1:?usage: cpu_per_core.sh REPEATS BINARY...}
shift
tmp=$(mktemp -d /tmp/flamebuild-percore.XXXXXX)
[ -n "${KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT
# The bench's genomes, out of cli/bench_cmd.c, one file each, without density estimation.
python3 - "$tmp" <<'EOF'
import re, sys
src = open('cli/bench_cmd.c').read()
body = src[src.index('static const char bench_genomes[]'):]
body = body[:body.index('"</flames>\\n";')]
pal = src[src.index('#define PALETTE'):src.index('#define FLAME')]
pal = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', pal)).replace('\\"', '"')
for m in re.finditer(r'FLAME\("([^"]+)", "([^"]+)",(.*?)\)\n', body, re.S):
    name, scale, b = m.groups()
    xml = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', b)).replace('\\"', '"')
    for q in ('20', '0.02'):
        open(f'{sys.argv[1]}/{name}.q{q}.flam3', 'w').write(
            f'<flame name="{name}" size="1920 1080" center="0 0" scale="{scale}" quality="{q}" '
            f'estimator_radius="0" temporal_samples="1" passes="1">{xml}{pal}</flame>\n')
    print(name)
EOF
cpu() { # cpu CMD... : user + system seconds
  /usr/bin/time -f '%U %S' -o "$tmp/t" "$@" >/dev/null 2>&1
  awk '{print $1 + $2}' "$tmp/t"
}
run() { # run WHO GENOME Q : CPU seconds of one render
  if [ "$1" = flam3 ]; then
    cpu env in="$tmp/$2.q$3.flam3" out="$tmp/f3.png" bits=64 nthreads=1 verbose=0 isaac_seed=bench flam3-render
  else
    cpu "$1" render "$tmp/$2.q$3.flam3" -j 1 --quiet -o "$tmp/fb.png"
  fi
}
genomes=$(ls "$tmp" | sed -n 's/\.q20\.flam3$//p')
its=41472000
printf '%-18s' genome
for b in "$@" flam3; do printf ' %16s' "$(basename "$b")"; done
for b in "$@"; do printf ' %8s' ratio; done
echo
for g in linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos; do
  echo "$genomes" | grep -qx "$g" || continue
  i=0
  while [ $i -lt "$N" ]; do
    for b in "$@" flam3; do
      k=$(echo "$b" | md5sum | cut -c1-8)
      echo "$(run "$b" "$g" 20) $(run "$b" "$g" 0.02)" >>"$tmp/$g.$k"
    done
    i=$((i+1))
  done
  printf '%-18s' "$g"
  for b in "$@" flam3; do
    k=$(echo "$b" | md5sum | cut -c1-8)
    # least full-quality CPU time less the least fixed-cost time
    r=$(awk -v its=$its 'NR==1||$1<a{a=$1} NR==1||$2<f{f=$2} END{printf "%.2f", its / (a - f) / 1e6}' "$tmp/$g.$k")
    echo "$r" >"$tmp/$g.$k.rate"
    printf ' %16s' "$r"
  done
  f3=$(cat "$tmp/$g.$(echo flam3 | md5sum | cut -c1-8).rate")
  for b in "$@"; do
    r=$(cat "$tmp/$g.$(echo "$b" | md5sum | cut -c1-8).rate")
    ratio=$(awk "BEGIN{printf \"%.2f\", $r / $f3}")
    echo "$ratio $g" >>"$tmp/ratios.$(echo "$b" | md5sum | cut -c1-8)"
    printf ' %8s' "$ratio"
  done
  echo
done
for b in "$@"; do
  k=$(echo "$b" | md5sum | cut -c1-8)
  sort -n "$tmp/ratios.$k" | awk -v b="$(basename "$b")" '{r[NR]=$1; g[NR]=$2} END{
    m = NR % 2 ? r[(NR+1)/2] : (r[NR/2] + r[NR/2+1]) / 2;
    printf "%s: median ratio %.2f, lowest %.2f (%s)\n", b, m, r[1], g[1]}'
done
