#!/bin/sh
# bench/gpu_generic.sh [BUNDLE] — the generic kernel on the GPU (issue 11): one device call.
#   1. `flamebuild bench` with every genome's own kernel against the generic kernel
#      (FLAMEBUILD_KERNEL=own|generic), q1000 and q200;
#   2. conformance of `render --backend cuda` on every set with the generic kernel forced, and
#      with the default choice (own kernels precompiled in the bundle);
#   3. cold renders of the artists' flames (320x180 q5), the user's kernel cache holding only
#      the finishing module and the generic kernel: a structure never seen renders at once;
#   4. bench/realistic.sh (sheep, many, still) with that cache seeded, then with none (the
#      generic kernel compiled by the first build's warm-up);
#   5. a quality = auto frame's timeline (build -v).
# BUNDLE (default build/fidelity): `sh bench/gpu_fidelity.sh --bundle`, then gen/ holding the
# finishing module and the generic kernel (`flamebuild kernels` into an empty cache, the
# genome's own kernel removed).
set -u
cd "$(dirname "$0")/.."
B=${1:-build/fidelity}
O=${OUT:-$(mktemp -d /tmp/generic.XXXXXX)}
mkdir -p "$O"
FB=$PWD/$B/flamebuild
export flam3_palettes="$PWD/$B/flam3-palettes.xml"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
seed() { rm -rf "$1"; mkdir -p "$1/flamebuild/kernels"; cp -r "$B/gen"/. "$1/flamebuild/kernels/"; }

echo "== 1. bench: own kernels against the generic kernel"
X=$(mktemp -d /tmp/gen-bench.XXXXXX); seed "$X"
for q in 1000 200; do
  for k in own generic; do
    XDG_CACHE_HOME=$X FLAMEBUILD_KERNEL=$k "$FB" bench --backend cuda -q $q >"$O/bench_${k}_q$q.txt" 2>&1
    echo "q$q $k: $(grep median "$O/bench_${k}_q$q.txt")"
  done
done
paste "$O/bench_own_q1000.txt" "$O/bench_generic_q1000.txt" | awk -F'\t' '/G it\/s/ {split($1,a," "); split($2,b," "); printf "  %-18s own %s  generic %s G it/s\n", a[1], a[7], b[7]}'

echo "== 2. conformance: generic forced, then the default choice"
FLAMEBUILD_KERNEL=generic JOBS=4 sh bench/gpu_fidelity.sh >"$O/fid_generic.txt" 2>&1
mv "$O/summary.txt" "$O/summary_generic.txt"; cat "$O/summary_generic.txt"
rm -f "$O"/bench_flamebuild_q*.txt "$O/results"
JOBS=4 sh bench/gpu_fidelity.sh >"$O/fid_auto.txt" 2>&1
cat "$O/summary.txt"

echo "== 3. cold renders, the generic kernel cached"
X=$(mktemp -d /tmp/gen-cold.XXXXXX); seed "$X"
: >"$O/cold.txt"
for g in tests/data/realworld/*.flam3 tests/data/kernels/x40_variations.flame; do
  n=$(basename "$g"); n=${n%.*}
  t0=$(date +%s.%N)
  XDG_CACHE_HOME=$X "$FB" render "$g" --backend cuda --size 320x180 -q 5 -v -o "$X/$n.png" >"$X/$n.log" 2>&1
  rc=$?
  t1=$(date +%s.%N)
  k=$(grep -o '[a-z ]*kernel [a-z ]*([0-9]* compiled, [0-9]* ms in NVRTC' "$X/$n.log" | head -1)
  printf '%-34s rc %d wall %5.2f s  %s\n' "$n" $rc "$(awk "BEGIN{print $t1 - $t0}")" "$k" >>"$O/cold.txt"
done
sort -k5 -n -r "$O/cold.txt" | head -5
awk '{s += $5} END {printf "cold renders: %d, wall sum %.1f s\n", NR, s}' "$O/cold.txt"

echo "== 4. realistic projects: generic kernel cached, then a machine's first build"
mkdir -p "$O/seeded" "$O/fresh"
OUT=$O/seeded SEED_KERNELS=$PWD/$B/gen sh bench/realistic.sh "$FB" sheep many still >/dev/null 2>&1
cat "$O/seeded/realistic.txt"
OUT=$O/fresh sh bench/realistic.sh "$FB" sheep still >/dev/null 2>&1
cat "$O/fresh/realistic.txt"

echo "== 5. quality = auto, one frame's timeline"
P=$(mktemp -d /tmp/gen-auto.XXXXXX)
cp examples/demo/spiral.flame "$P/"
printf '[render]\nsize = 1920x1080\nquality = auto\nbackend = cuda\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
XDG_CACHE_HOME=$X "$FB" build "$P" -v 2>&1 | grep -E "timeline|iterated|built" | tee "$O/auto.txt"
echo "logs in $O"
