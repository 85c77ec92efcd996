#!/bin/sh
# one-off: this session's GPU checks (deleted once its figures are in bench/BENCHMARKS.md)
set -u
B=build/dev; O=${OUT:-/tmp/o}; mkdir -p "$O"
T=$(mktemp -d /tmp/fbg.XXXXXX)
export XDG_CACHE_HOME=$T/xdg
echo "== 1. bench/gpu.sh (unit, conformance ft, speed)"
AGG_SWEEP=0 CONF_VARIANTS=ft timeout 300 sh bench/gpu.sh $B >"$O/gpu.txt" 2>&1
sed -n '/== summary/,$p' "$O/gpu.txt"
grep -E "^(codegen|gpu_finish):" "$O/gpu.txt"
echo "== 2. precision on the device"
timeout 100 $B/test_precision_device >"$O/prec.txt" 2>&1; echo "rc $?"
grep -E "worst ratio|FAIL|passed" "$O/prec.txt" | tail -6
echo "== 3. beyond flam3 on the GPU against the CPU (ratio < 1.5)"
n=0; p=0; worst=0; wn=""
for g in tests/data/variations_modern/*.flam3 tests/data/modern_forms/*.flam3; do
  b=$(basename $g .flam3)
  for s in 1 2 3; do $B/flamebuild render $g --backend cpu --seed $s -q 400 -o $T/$b.c$s.png >/dev/null 2>&1; done
  $B/flamebuild render $g --backend cuda --seed 9 -q 400 -o $T/$b.g.png >$T/$b.log 2>&1
  r=$($B/imgcmp $T/$b.g.png $T/$b.c1.png $T/$b.c2.png $T/$b.c3.png 2>/dev/null | awk '{print $3}')
  n=$((n+1))
  if [ -n "$r" ] && awk -v r="$r" 'BEGIN{exit !(r<1.5)}'; then p=$((p+1)); else echo "  $b: ratio '$r' $(tail -1 $T/$b.log)"; fi
  if [ -n "$r" ] && awk -v r="$r" -v w="$worst" 'BEGIN{exit !(r>w)}'; then worst=$r; wn=$b; fi
done
echo "$p/$n pass, worst $worst ($wn)"
echo "== 4. the 3D camera: JWildfire-style flame, 1920x1080 q2000, twice"
for i in 1 2; do timeout 60 $B/flamebuild render $B/jwf3d.flame --backend cuda -q 2000 -o $O/jwf3d.png -v 2>&1 | grep -E "samples in|kernel" | tail -2; done
$B/flamebuild render $B/jwf3d.flame --backend cpu --size 480x270 -q 200 --seed 1 -o $T/j1.png >/dev/null 2>&1
$B/flamebuild render $B/jwf3d.flame --backend cpu --size 480x270 -q 200 --seed 2 -o $T/j2.png >/dev/null 2>&1
$B/flamebuild render $B/jwf3d.flame --backend cuda --size 480x270 -q 200 --seed 9 -o $T/jg.png >/dev/null 2>&1
echo "jwf3d GPU vs CPU: $($B/imgcmp $T/jg.png $T/j1.png $T/j2.png)"
echo "== 5. NVRTC on the device: a 3D pre/post structure and the generic kernel"
rm -rf $T/xk; XDG_CACHE_HOME=$T/xk timeout 120 $B/flamebuild kernels --arch sm_90 -j 1 tests/data/modern_forms/f1_pre_post.flam3 2>&1 | tail -4
echo "== 6. flamebuild bench"
timeout 120 $B/flamebuild bench --backend cuda -q 1000 2>&1 | tail -12
echo "== 7. watch: first frame of a never-seen structure (user cache seeded with the generic kernel above)"
XDG_CACHE_HOME=$T/xk timeout 120 sh bench/watch_new_structure.sh $B/flamebuild 2>&1 | tail -5
