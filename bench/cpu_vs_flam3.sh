#!/bin/sh
# bench/cpu_vs_flam3.sh — flamebuild's CPU backend against flam3-render (issue 2).
#
#   Measures  wall time end to end (parse, iterate, density estimation, filter, PNG) of
#             `flamebuild render` and of flam3-render (bits=64) on the same genome, quality and
#             thread count, in one run; the median of REPEATS, samples/s and the speed ratio
#   Machine   the development machine (2 cores; flam3-render from Debian's flam3-utils)
#   Command   sh bench/cpu_vs_flam3.sh [QUALITY] [THREADS] [REPEATS] [GENOME]
#             (defaults 200, all cores, 3, the first flame of /usr/share/flam3/test.flam3;
#             BENCHMARKS.md ran `sh bench/cpu_vs_flam3.sh 200 T 5` for T = 1 and 2)
#   Runs      3-5 s a repeat on 2 cores (both renders), so 10-20 s at the defaults
#   Output    four lines on stdout: the setup, each renderer's seconds and M samples/s, the
#             ratio; nothing kept (a temp dir, removed)
#   Figures   bench/BENCHMARKS.md, "CPU backend against flam3-render"
#
# The default genome (640x480, four spherical xforms, DE radius 9) is the one
# ../shared/reference/flam3-spec.md §7 timed. Builds ./flamebuild if it is missing.
set -eu
cd "$(dirname "$0")/.."
Q=${1:-200}
T=${2:-$(nproc)}
N=${3:-3}
G=${4:-}
tmp=$(mktemp -d /tmp/flamebuild-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
if [ -z "$G" ]; then
  # Extract the first <flame> of test.flam3 and set its quality.
  awk 'BEGIN{p=0} /<flame /{p=1} p{print} /<\/flame>/{if(p) exit}' /usr/share/flam3/test.flam3 >"$tmp/g.flam3"
  G="$tmp/g.flam3"
fi
sed -E "s/quality=\"[^\"]*\"/quality=\"$Q\"/" "$G" >"$tmp/bench.flam3"
[ -x ./flamebuild ] || make -s flamebuild

median() { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
wall() { # wall CMD... : seconds
  s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); awk "BEGIN{print $e - $s}"
}
i=0; : >"$tmp/f3"; : >"$tmp/fb"
while [ $i -lt "$N" ]; do
  wall env in="$tmp/bench.flam3" out="$tmp/f3.png" bits=64 nthreads="$T" verbose=0 isaac_seed=bench flam3-render >>"$tmp/f3"
  wall ./flamebuild render "$tmp/bench.flam3" -j "$T" --quiet -o "$tmp/fb.png" >>"$tmp/fb"
  i=$((i+1))
done
samples=$(./flamebuild render "$tmp/bench.flam3" -j "$T" -o "$tmp/fb.png" 2>&1 | sed -E 's/.* ([0-9.e+]+) samples in.*/\1/')
f3=$(median <"$tmp/f3"); fb=$(median <"$tmp/fb")
printf 'genome: %s  quality %s  threads %s  repeats %s  samples %s\n' "${4:-test.flam3[0]}" "$Q" "$T" "$N" "$samples"
printf 'flam3-render (bits=64): %.2f s  %.2f M samples/s\n' "$f3" "$(awk "BEGIN{print $samples / $f3 / 1e6}")"
printf 'flamebuild cpu:         %.2f s  %.2f M samples/s\n' "$fb" "$(awk "BEGIN{print $samples / $fb / 1e6}")"
printf 'ratio (flamebuild/flam3 speed): %.2f\n' "$(awk "BEGIN{print $f3 / $fb}")"
