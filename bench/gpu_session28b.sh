#!/bin/sh
# bench/gpu_session28b.sh — one-off: the final binary on the GPU (variations a file per family,
# every header to NVRTC, bwraps). Deleted once its figures are recorded.
set -u
B=build/device
O=${OUT:-/tmp/o28b}
mkdir -p "$O"
exec >"$O/summary.txt" 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export XDG_CACHE_HOME=/tmp/x28b
echo "== bwraps (v99) and bwraps7: CUDA against three CPU seeds (imgcmp ratio < 1.5)"
g=tests/data/variations_modern/v99_bwraps.flam3
for s in 1 2 3; do $B/flamebuild render $g --backend cpu --seed $s -q 400 -o $O/cpu$s.png >/dev/null 2>&1; done
$B/flamebuild render $g --backend cuda --seed 9 -q 400 -o $O/gpu.png -v >$O/gpu.out 2>&1
echo "  v99_bwraps: $($B/imgcmp $O/gpu.png $O/cpu1.png $O/cpu2.png $O/cpu3.png 2>&1) ($(grep -o 'on [^,]*' $O/gpu.out | tail -1))"
echo "== project: build, gamma edit, gamma back"
P=/tmp/p28b; rm -rf $P; $B/flamebuild init $P >/dev/null
printf '[render]\nsize = 640x360\nquality = 200\n[video]\ncodec = none\n' >$P/flamebuild.conf
$B/flamebuild build $P 2>&1 | tail -1
(cd $P/out && find . -name '*.png' | sort | xargs md5sum) >$O/first.md5
sed -i 's/gamma="3"/gamma="3.5"/' $P/example.flame; $B/flamebuild build $P 2>&1 | tail -1
sed -i 's/gamma="3.5"/gamma="3"/' $P/example.flame; $B/flamebuild build $P 2>&1 | tail -1
(cd $P/out && find . -name '*.png' | sort | xargs md5sum) >$O/back.md5
cmp -s $O/first.md5 $O/back.md5 && echo "  re-finished frames equal the first build's" || echo "  DIFFER"
echo "== faults"
RESULTS=$O/faults.res FLAMEBUILD=$B/flamebuild IMGCMP=$B/imgcmp sh tests/gpu/faults.sh >"$O/faults.txt" 2>&1
echo "faults: $(grep -c "^PASS" "$O/faults.res") passed, $(grep -c "^FAIL" "$O/faults.res") failed"; grep "^FAIL" "$O/faults.res"
echo "== bench -q 1000"; $B/flamebuild bench --backend cuda -q 1000 2>&1 | grep -i median
