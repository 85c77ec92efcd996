#!/bin/sh
# bench/gpu.sh — the CUDA backend's tests and benchmark in one go on the GPU machine.
#
#   Measures  the codegen and GPU-finish unit tests; conformance of flam3's 99 variation
#             genomes drawn by the CUDA backend (gpu_render, float and double kernels) against
#             the flam3 references; G iterations/s at 1080p of two 4-xform genomes and of the
#             99 genomes (median, worst, best)
#   Machine   the GPU machine (one NVIDIA H200); --precompile on the development machine
#   Command   make gpu-bundle                          (development machine: runs --precompile)
#             sh bench/gpu.sh [BUNDLE]                 (GPU machine; BUNDLE default build/device)
#             AGG_SWEEP=0 CONF_VARIANTS=ft sh bench/gpu.sh build/device   (as BENCHMARKS.md ran it)
#   Runs      a few minutes as BENCHMARKS.md ran it; the default run (float and double
#             conformance, the aggregation sweep) is bounded by its timeouts at ~25 minutes,
#             more than one device call; --precompile: ~200 NVRTC compiles, a minute or two
#   Output    the summary table last on stdout; logs, conformance.txt, bench_*.txt and
#             summary.txt in $OUT (or a temp dir)
#   Figures   bench/BENCHMARKS.md, "GPU speed" (the 99 variations) and "GPU conformance and
#             precision" (flam3's 99 on CUDA)
#
# Builds nothing: it runs what `make gpu-bundle` put in BUNDLE.
#
# Steps: 1. the GPU and the driver; 2. the codegen/NVRTC unit test; 3. conformance: every
# genome of tests/data/variations rendered by the CUDA backend (16-bit, seed 7, as
# tests/conformance/run.sh) and compared with the cached flam3 references by imgcmp (pass:
# ratio < 1.5), in float (ft) and double (dt) kernels, plus the GPU/CPU ratio of total
# density of the same frame (ft); 4. speed at 1920x1080: two 4-xform linear/spherical genomes
# in float and double (median of 3), and the 99 variation genomes (float; automatic atomic
# aggregation, and aggregation off and on). The summary
# table comes last. Ceilings to compare with: ../shared/gpu-machine.md (H200: ~90 G/s with one
# float4 atomic per sample at 1080p, 332 G/s without memory writes).
set -u
cd "$(dirname "$0")/.."
LS4="tests/data/variations/v02_spherical.flam3"
VARS=$(ls tests/data/variations/*.flam3)
Q_LS4=${Q_LS4:-10000}
Q_VARS=${Q_VARS:-1000}
CONF_VARIANTS=${CONF_VARIANTS:-ft dt}   # conformance kernels to check (see step 3)
AGG_SWEEP=${AGG_SWEEP:-1}                  # 1: also time the variation set with aggregation off and on

if [ "${1:-}" = "--precompile" ]; then
  B=$2
  R="$B/gpu_render --compile-only --arch sm_90 --cache $B/kcache --palettes $B/flam3-palettes.xml"
  for p in float double; do
    $R --precision "$p" $LS4 "$B/test4sph.flam3" >/dev/null || exit 1
  done
  $R $VARS >/dev/null || exit 1
  $R --precision double $VARS >/dev/null || exit 1
  echo "precompiled: $(find "$B/kcache" -type f | wc -l) kernels in $B/kcache ($(du -sh "$B/kcache" | cut -f1))"
  exit 0
fi

B=${1:-build/device}
O=${OUT:-$(mktemp -d /tmp/flamebuild-gpu.XXXXXX)}
mkdir -p "$O"
PNG=$(mktemp -d /tmp/flamebuild-gpu-png.XXXXXX)
R="$B/gpu_render --cache $B/kcache --palettes $B/flam3-palettes.xml"
t_start=$(date +%s)

echo "== 1. GPU"
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader
gpu=$($B/gpu_render --probe) || { echo "$gpu"; echo "no usable GPU: stopping"; exit 1; }
echo "$gpu"

echo "== 2. unit test (codegen, NVRTC, kernel cache)"
$B/test_codegen >"$O/unit.log" 2>&1
unit=$(grep -E '^codegen: ' "$O/unit.log" | tail -1)
echo "${unit:-codegen: did not finish (see unit.log)}"
if [ -x "$B/test_gpu_finish" ]; then  # FINISH on the GPU against render_finish (bench/gpu_finish.sh does more)
  timeout 120 $B/test_gpu_finish >"$O/unit_finish.log" 2>&1
  grep -E '^gpu_finish: ' "$O/unit_finish.log" | tail -1
fi

echo "== 3. conformance against flam3 (CUDA backend)"
# Smoke first: one genome, bounded in time, so a broken kernel stops the run early.
if ! timeout 60 $R --compare-cpu -o "$PNG" tests/data/variations/v00_linear.flam3; then
  echo "smoke render failed: stopping"; exit 1
fi
: >"$O/conf.log"
printf '%-6s %-24s %8s %8s %7s %7s %9s\n' variant genome noise err ratio ratio2 gpu/cpu >"$O/conformance.txt"
conform() { # conform TAG PRECISION [--compare-cpu]
  tag=$1; shift
  p=$1; shift
  t0=$(date +%s)
  rm -f "$PNG"/*.png
  echo "# $tag: $p points" >>"$O/conf.log"
  timeout 400 $R "$@" --precision "$p" --bpc 16 --seed 7 -o "$PNG" $VARS >>"$O/conf.log" 2>&1
  for g in $VARS; do
    n=$(basename "$g" .flam3)
    cr=$(awk -v t="# $tag:" -v n="$n" 'index($0, t) == 1 {on=1; next} /^#/ {on=0} on && $1=="compare" && $2==n {print $4}' "$O/conf.log")
    if [ ! -f "$PNG/$n.png" ]; then printf '%-6s %-24s %s\n' "$tag" "$n" "RENDER-FAILED"; continue; fi
    r=$($B/imgcmp "$PNG/$n.png" tests/data/refs/$n.a.png tests/data/refs/$n.b.png tests/data/refs/$n.c.png \
        tests/data/refs/$n.d.png)
    set -- $r
    printf '%-6s %-24s %8s %8s %7s %7s %9s\n' "$tag" "$n" "$1" "$2" "$3" "$4" "${cr:--}"
  done >>"$O/conformance.txt"
  echo "$tag rendered in $(( $(date +%s) - t0 )) s"
}
conf_summary() { # conf_summary TAG
  awk -v t="$1" '$1==t && $4+0==$4 {n++; if ($5 < 1.5) p++; if ($5 > w) {w=$5; wn=$2}; r[n]=$5}
       $1==t && $3=="RENDER-FAILED" {f++}
       END {for(i=1;i<=n;i++) for(j=i+1;j<=n;j++) if (r[j]<r[i]) {x=r[i]; r[i]=r[j]; r[j]=x}
            printf "%d/%d pass (ratio < 1.5), %d failed to render, median ratio %.3f, worst %.3f (%s)", p, n, f, r[int((n+1)/2)], w, wn}' \
      "$O/conformance.txt"
}
for t in $CONF_VARIANTS; do
  case $t in
    ft) conform ft float --compare-cpu; (cd "$PNG" && tar cf "$O/conf_png.tar" .) ;;
    dt) conform dt double ;;
  esac
done
cpu=$(awk '$1=="ft" && $7+0==$7 {d=$7-1; if (d<0) d=-d; if (d>w) {w=d; wn=$2}} END {printf "largest |gpu/cpu - 1| of total density %.4f (%s)", w, wn}' "$O/conformance.txt")
for t in $CONF_VARIANTS; do echo "$t: $(conf_summary $t)"; done
echo "$cpu"

echo "== 4. speed at 1920x1080"
: >"$O/bench_ls4.txt"
for p in float double; do
  echo "# $p points, quality $Q_LS4" >>"$O/bench_ls4.txt"
  timeout 60 $R --bench --repeat 3 --size 1920x1080 -q "$Q_LS4" --precision "$p" $LS4 "$B/test4sph.flam3" \
    >>"$O/bench_ls4.txt" 2>&1
done
: >"$O/bench_vars.txt"
sweeps="auto"
[ "$AGG_SWEEP" = 1 ] && sweeps="$sweeps off on"
for ag in $sweeps; do
  echo "# float points, aggregate $ag, quality $Q_VARS" >>"$O/bench_vars.txt"
  timeout 120 $R --bench --size 1920x1080 -q "$Q_VARS" --aggregate "$ag" $VARS "$B/test4sph.flam3" \
    >>"$O/bench_vars.txt" 2>&1
done
cat "$O/bench_ls4.txt"

stats() { # stats AGGREGATE: median and worst G/s of the variation set
  awk -v ag="$1" '/^#/ {on = ($0 ~ "aggregate " ag ",")} on && $1 ~ /^v[0-9]/ && $5+0==$5 {n++; g[n]=$5; name[n]=$1}
       END {for(i=1;i<=n;i++) for(j=i+1;j<=n;j++) if (g[j]<g[i]) {t=g[i]; g[i]=g[j]; g[j]=t; t=name[i]; name[i]=name[j]; name[j]=t}
            if (n) printf "median %.2f G/s, worst %.2f G/s (%s), best %.2f G/s (%s), %d genomes", g[int((n+1)/2)], g[1], name[1], g[n], name[n], n}' "$O/bench_vars.txt"
}
ls4() { # ls4 PRECISION GENOME: median G/s
  awk -v p="$1" -v gn="$2" '/^#/ {on = ($0 ~ "# " p " points")} on && $1==gn {print $5}' "$O/bench_ls4.txt"
}

{
  echo
  echo "== summary ($gpu; $(( $(date +%s) - t_start )) s)"
  echo "unit:        $unit"
  for t in $CONF_VARIANTS; do echo "conformance $t: $(conf_summary $t)"; done
  echo "               (ft float points, dt double points)"
  echo "               $cpu"
  printf '%-34s %10s %10s\n' "G iterations/s at 1920x1080" "float" "double"
  for g in v02_spherical test4sph; do
    printf '%-34s %10s %10s\n' "$g (4 xforms, q$Q_LS4)" "$(ls4 float $g)" "$(ls4 double $g)"
  done
  echo "99 variations at 1920x1080, q$Q_VARS, float points:"
  echo "  aggregate auto: $(stats auto)"
  if [ "$AGG_SWEEP" = 1 ]; then
    echo "  aggregate off:  $(stats off)"
    echo "  aggregate on:   $(stats on)"
  fi
} | tee "$O/summary.txt"
rm -rf "$PNG"
