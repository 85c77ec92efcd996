#!/bin/sh
# bench/gpu_finish.sh — FINISH on the GPU (issue 4, item 5) on the GPU machine, in one go.
#
#   Measures  the GPU's finish (log scale, density estimation, filter, tone map) against the
#             CPU's render_finish of the same histogram, value by value, on the 99 variation
#             genomes; those images against flam3; the time to finish a 1080p frame, CPU
#             against GPU
#   Machine   the GPU machine (one NVIDIA H200)
#   Command   make gpu-bundle                    (development machine)
#             sh bench/gpu_finish.sh [BUNDLE]    (GPU machine; BUNDLE default build/device)
#   Runs      about 15 s (12.6 s on 2026-11-22)
#   Output    the summaries on stdout; unit.log, finishcmp.log, conformance.txt,
#             finishbench.txt and the GPU-finished PNGs (a tar) in $OUT (or a temp dir)
#   Figures   bench/BENCHMARKS.md, "GPU conformance and precision"
#
# Builds nothing: runs what `make gpu-bundle` put in BUNDLE (the tools, palettes, flam3's test
# genome and the sm_90 kernels of tests/data/variations).
#
# Steps: 1. the GPU; 2. tests/unit/test_gpu_finish (NVRTC, the C-compiled kernels against
# render_finish, and on the GPU the real kernels against render_finish, determinism, in-place
# finishing); 3. every genome of tests/data/variations iterated once on the GPU and finished on
# the GPU in place (16-bit, seed 7, as the conformance test) and on the CPU from the same,
# downloaded, histogram: pixel differences at 16 bits and at 8 bits (upload path); 4. the GPU
# images against the flam3 references (imgcmp, pass: ratio < 1.5); 5. time to finish a
# 1920x1080 frame with DE radius 9 (flam3's test genome): render_finish on all cores against
# gpu_finish, DE gather against scatter, and finishing in place.
set -u
cd "$(dirname "$0")/.."
VARS=$(ls tests/data/variations/*.flam3)

B=${1:-build/device}
O=${OUT:-$(mktemp -d /tmp/flamebuild-gpufin.XXXXXX)}
mkdir -p "$O"
PNG=$(mktemp -d /tmp/flamebuild-gpufin-png.XXXXXX)
R="$B/gpu_render --cache $B/kcache --palettes $B/flam3-palettes.xml"
t0=$(date +%s)

echo "== 1. GPU"
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader
nproc
gpu=$($B/gpu_render --probe) || { echo "$gpu"; echo "no usable GPU: stopping"; exit 1; }
echo "$gpu"

echo "== 2. unit test"
timeout 120 $B/test_gpu_finish >"$O/unit.log" 2>&1
echo "exit $?"
cat "$O/unit.log"

echo "== 3. GPU vs CPU finishing of the same histogram ($(echo $VARS | wc -w) genomes)"
timeout 200 $R --finish compare --bpc 16 --seed 7 -o "$PNG" $VARS >"$O/finishcmp.log" 2>&1
echo "exit $? after $(( $(date +%s) - t0 )) s"
grep -v '^finishcmp\|^v[0-9]' "$O/finishcmp.log" | head
# finishcmp NAME in-place T ms upload-path T ms | bpc16 max M mean X differ N over1 N of N | bpc8 ... | rerun R
awk '$1=="finishcmp" {
       n++; for (i = 1; i <= NF; i++) {
         if ($i == "bpc16") { m = $(i+2); if (m > m16) { m16 = m; w16 = $2 }; s16 += $(i+4); d16 += $(i+6); o16 += $(i+8); v16 += $(i+10) }
         if ($i == "bpc8")  { m = $(i+2); if (m > m8) { m8 = m; w8 = $2 };  s8 += $(i+4);  d8 += $(i+6);  o8 += $(i+8);  v8 += $(i+10) }
         if ($i == "rerun" && $(i+1) != "identical") nd++
         if ($i == "in-place") ip += $(i+1)
       } }
     END { printf "%d genomes; 16-bit (in 8-bit levels): max %g (%s), mean %.3g, %d of %d values differ, %d by more than 1 level\n", n, m16, w16, s16/n, d16, v16, o16
           printf "8-bit (upload path): max %g (%s), mean %.3g, %d of %d values differ, %d by more than 1 level; reruns differing: %d; mean in-place finish %.2f ms\n", m8, w8, s8/n, d8, v8, o8, nd+0, ip/n }' \
  "$O/finishcmp.log" | tee "$O/finishcmp_summary.txt"

echo "== 4. conformance of GPU-iterated, GPU-finished images against flam3"
printf '%-24s %8s %8s %7s %7s\n' genome noise err ratio ratio2 >"$O/conformance.txt"
for g in $VARS; do
  n=$(basename "$g" .flam3)
  if [ ! -f "$PNG/$n.png" ]; then printf '%-24s %s\n' "$n" RENDER-FAILED; continue; fi
  r=$($B/imgcmp "$PNG/$n.png" tests/data/refs/$n.a.png tests/data/refs/$n.b.png tests/data/refs/$n.c.png tests/data/refs/$n.d.png)
  printf '%-24s %s\n' "$n" "$r"
done >>"$O/conformance.txt"
awk 'NR > 1 && $4+0==$4 {n++; if ($4 < 1.5) p++; if ($4 > w) {w = $4; wn = $1}; r[n] = $4} $2=="RENDER-FAILED" {f++}
     END {for (i=1;i<=n;i++) for (j=i+1;j<=n;j++) if (r[j]<r[i]) {x=r[i]; r[i]=r[j]; r[j]=x}
          printf "%d/%d pass (ratio < 1.5), %d failed to render, median ratio %.3f, worst %.3f (%s)\n", p, n, f+0, r[int((n+1)/2)], w, wn}' \
  "$O/conformance.txt" | tee "$O/conformance_summary.txt"
(cd "$PNG" && tar cf "$O/gpu_finished_png.tar" .)

echo "== 5. time to finish 1920x1080, DE radius 9 (test4sph), CPU on $(nproc) cores vs GPU"
: >"$O/finishbench.txt"
for q in 100 1000; do
  timeout 120 $R --finish-bench --repeat 5 --size 1920x1080 -q $q --bpc 8 "$B/test4sph.flam3" >>"$O/finishbench.txt" 2>&1
done
timeout 120 $R --finish-bench --repeat 3 --size 1920x1080 -q 200 --ss 2 --bpc 8 "$B/test4sph.flam3" >>"$O/finishbench.txt" 2>&1
cat "$O/finishbench.txt"
echo "== done in $(( $(date +%s) - t0 )) s"
rm -rf "$PNG"
