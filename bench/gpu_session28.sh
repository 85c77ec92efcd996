#!/bin/sh
# bench/gpu_session28.sh — one-off: this session's binary on the GPU (cache entries bound to
# their keys, other editors' files). Deleted once its figures are recorded.
set -u
B=build/device
O=${OUT:-/tmp/o28}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x28
# (test_gpu_finish not carried: the tree and binaries must stay under the device copy limit)
echo "== project: build, gamma edit, gamma back (re-finished from the keyed cache entries)"
P=/tmp/p28; rm -rf $P; $B/flamebuild init $P >/dev/null
printf '[render]\nsize = 640x360\nquality = 200\n[video]\ncodec = none\n' >$P/flamebuild.conf
t0=$(date +%s.%N); $B/flamebuild build $P 2>&1 | tail -1; echo "  $(awk -v a="$t0" -v b="$(date +%s.%N)" "BEGIN{printf \"%.2f\", b-a}") s"
(cd $P/out && find . -name '*.png' | sort | xargs md5sum) >$O/first.md5
sed -i 's/gamma="3"/gamma="3.5"/' $P/example.flame; $B/flamebuild build $P 2>&1 | tail -1
sed -i 's/gamma="3.5"/gamma="3"/' $P/example.flame; $B/flamebuild build $P 2>&1 | tail -1
(cd $P/out && find . -name '*.png' | sort | xargs md5sum) >$O/back.md5
cmp -s $O/first.md5 $O/back.md5 && echo "  re-finished frames equal the first build's" || echo "  DIFFER: $(diff $O/first.md5 $O/back.md5 | head -3)"
echo "== other editors' flat flames: cuda vs two cpu seeds (imgcmp ratio < 1.5)"
for f in tests/data/modern/thargor6_JWildfireSwan/src__main__resources__examples__example001.flame \
         tests/data/modern/thargor6_JWildfireSwan/src__main__resources__examples__example010.flame \
         tests/data/modern/andrewlkirby_apophysis-cpp/tests__baselines__xaos_blend.flame; do
  for s in 1 2; do $B/flamebuild render "$f" --backend cpu --seed $s --size 320x240 -q 200 -o $O/cpu$s.png >/dev/null 2>&1; done
  $B/flamebuild render "$f" --backend cuda --seed 3 --size 320x240 -q 200 -o $O/gpu.png >/dev/null 2>$O/gpu.err
  echo "  $(basename "$f"): $($B/imgcmp $O/gpu.png $O/cpu1.png $O/cpu2.png 2>&1) $(grep -c 'not everything' $O/gpu.err)"
done
echo "== faults"
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults: $(grep -c "^PASS" "$O/faults.res") passed, $(grep -c "^FAIL" "$O/faults.res") failed"; grep "^FAIL" "$O/faults.res"
echo "== bench -q 1000"; $B/flamebuild bench --backend cuda -q 1000 2>&1 | grep -i median
