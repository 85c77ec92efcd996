#!/bin/sh
# tests/gpu/run.sh — every GPU check, on a machine with an NVIDIA GPU (`make gpu-test` builds
# what it needs, then runs this). CI has no GPU: none of this is in `make test`, whose GPU
# emulation runs the kernels' number path on the CPU; here the device itself is checked.
#
#   sh tests/gpu/run.sh            the tools where `make gpu-tools` puts them
#   sh tests/gpu/run.sh BIN        the tools in one folder BIN (flamebuild, gpu_render, imgcmp,
#                                  test_codegen, test_gpu_finish, test_gpu_pack, test_precision_device), e.g.
#                                  binaries built elsewhere and carried to a GPU machine that
#                                  has no compiler; BIN/fonts, if there, the fonts text_wf finds
#                                  (FLAMEBUILD_FONTS) on a machine without Debian's
#
# Prints one line per check and, last, "N passed, N failed, N skipped" (exit 1 on a failure).
# What runs (on one H200, steps 1-2 alone more than 10 minutes since test_precision_device covers
# ~900 genomes: GPU_TEST_ONLY and GPU_TEST_SHARD below split it to fit a device call's limit):
#   1. the device answers (gpu_render --probe)
#   2. the GPU's unit tests: codegen + NVRTC + kernel cache (test_codegen), the finish on the
#      GPU against the CPU's (test_gpu_finish), the cache entry packed on the device against the
#      CPU's packer (test_gpu_pack), every variation's float evaluation on the device
#      against the CPU's double (test_precision_device: flam3's 99, those beyond, real flames)
#   3. a GPU that fails mid-build (tests/gpu/faults.sh), every GPU of the host (devices.sh),
#      cache entries packed on the device through `build` (packed_entries.sh), the kernel a
#      frame of a new structure takes while its own is not compiled (kernel_choice.sh), one
#      frame on several GPUs (split.sh)
#   4. how the GPU adds samples: tests/render/67_gpu_accumulate.sh on CUDA
#   5. conformance against flam3's cached references on CUDA: the 99 variations, the artists'
#      flames, and the keyframe animations when tests/data/anim_refs is here
#   6. CPU = GPU beyond flam3: every genome of tests/data/variations_modern and modern_forms on
#      CUDA against three CPU seeds (imgcmp's noise-calibrated ratio < 1.5), and each one's own
#      kernel compiled
#   7. (asked for by GPU_TEST_ONLY="... 7") CPU = GPU on the other editors' files
#      (tests/data/modern, or EDITORS_CORPUS=DIR): each file's first flame on CUDA against three
#      CPU seeds, as step 6. Not yet among the defaults: of tests/data/modern all 394 pass since
#      JWildfire's antialiasing is drawn (recurrenceplot-1's lattice of exact points no longer
#      lands on bucket edges), but JWildfire Swan's example 194 (rays2's 1/cos(r²·tan(1/r²)),
#      chaotic near 0) has measured 1.4 to 2.6 times the CPU's noise (bench/BENCHMARKS.md)
# Env: RESULTS (default build/gpu-test-results), GPU_TEST_ONLY="1 2 ..." to run some steps,
# GPU_TEST_LOGS=DIR to keep the unit tests' full logs there, GPU_TEST_SHARD=K/N to run step 6 and
# test_precision_device (PRECISION_SHARD) on every Nth genome from the Kth (0-based), so that
# they fit a machine's time limit in N parts, and
# GPU_TEST_MATCH=REGEX on the genomes whose paths match (grep -E), e.g. the ones a change added.
set -u
cd "$(dirname "$0")/../.."
RESULTS=${RESULTS:-build/gpu-test-results}
export RESULTS
mkdir -p "$(dirname "$RESULTS")"
rm -f "$RESULTS"
if [ $# -ge 1 ]; then
  BIN=$1
  FLAMEBUILD=$BIN/flamebuild GPU_RENDER=$BIN/gpu_render IMGCMP=$BIN/imgcmp
  UNITS="$BIN/test_codegen $BIN/test_gpu_finish $BIN/test_gpu_pack $BIN/test_precision_device"
  [ -f "$BIN/flam3-palettes.xml" ] && export flam3_palettes="$BIN/flam3-palettes.xml"
  # text_wf's fonts, carried where the machine has none (render/text_shape.h)
  [ -d "$BIN/fonts" ] && export FLAMEBUILD_FONTS="$BIN/fonts"
else
  FLAMEBUILD=./flamebuild GPU_RENDER=build/gpu_render IMGCMP=build/imgcmp
  UNITS="build/tests/test_codegen build/tests/test_gpu_finish build/tests/test_gpu_pack build/tests/test_precision_device"
fi
export FLAMEBUILD IMGCMP
. tests/lib.sh
ONLY=${GPU_TEST_ONLY:-1 2 3 4 5 6}
step() { case " $ONLY " in *" $1 "*) echo "== $1. $2"; return 0 ;; esac; return 1; }
t0=$(date +%s)

if step 1 "the device"; then
  if probe=$("$GPU_RENDER" --probe 2>&1); then ok "gpu: a device answers ($probe)"
  else
    bad "gpu: a device answers" "$probe"
    echo "no usable GPU: stopping"; echo "0 passed, 1 failed, 0 skipped"; exit 1
  fi
fi

if step 2 "the GPU's unit tests"; then
  for u in $UNITS; do
    n=$(basename "$u")
    if [ ! -x "$u" ]; then bad "gpu unit: $n" "not built ($u: make gpu-tools)"; continue; fi
    PRECISION_SHARD=${GPU_TEST_SHARD:-0/1} timeout 900 "$u" >"$TMP/$n.log" 2>&1; rc=$?
    # Each ends with its check_summary line ("NAME: N passed, N failed").
    summary=$(grep -E '^[a-z_ ]+: [0-9]+ passed' "$TMP/$n.log" | tail -1)
    [ -n "${GPU_TEST_LOGS:-}" ] && mkdir -p "$GPU_TEST_LOGS" && cp "$TMP/$n.log" "$GPU_TEST_LOGS/"
    if [ $rc -eq 0 ]; then ok "gpu unit: $n (${summary:-exit 0})"
    else bad "gpu unit: $n" "exit $rc: ${summary:-} $(grep -iE 'fail|above tolerance|error' "$TMP/$n.log" | head -12)"; fi
  done
fi

if step 3 "faults and devices"; then
  for t in tests/gpu/faults.sh tests/gpu/devices.sh tests/gpu/packed_entries.sh tests/gpu/kernel_choice.sh \
           tests/gpu/split.sh; do
    sh "$t" || bad "gpu: script $t" "exited non-zero"
  done
fi

if step 4 "accumulation on CUDA"; then
  ACCUMULATE_BACKEND=cuda FLAMEBUILD_ASAN=$FLAMEBUILD sh tests/render/67_gpu_accumulate.sh ||
    bad "gpu: script 67_gpu_accumulate.sh" "exited non-zero"
fi

if step 5 "conformance against flam3 on CUDA"; then
  BACKEND=cuda sh tests/conformance/run.sh || true
  BACKEND=cuda GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs sh tests/conformance/run.sh || true
  if ls tests/data/anim_refs/*.png >/dev/null 2>&1; then BACKEND=cuda sh tests/conformance/anim.sh || true
  else skip "conformance animations cuda" "tests/data/anim_refs is not here (left behind to fit a carry)"; fi
fi

if step 6 "CPU = GPU beyond flam3"; then
  # One render on CUDA (seed 9) against three on the CPU (seeds 1-3): the ratio compares the
  # GPU's difference from the CPU with the CPU's own seed-to-seed noise (1 = as close as
  # another CPU seed). Eight genomes at a time; the CPU renders share the host's cores.
  out=$TMP/cpu_gpu; mkdir -p "$out"
  genomes=$(ls tests/data/variations_modern/*.flam3 tests/data/modern_forms/*.flam3 | grep -E -- "${GPU_TEST_MATCH:-.}" |
    awk -v shard="${GPU_TEST_SHARD:-0/1}" 'BEGIN { split(shard, s, "/") } (NR - 1) % s[2] == s[1]')
  printf '%s\n' $genomes | xargs -P 8 -I{} sh -c '
    n=$(basename "$1" .flam3); o=$2/$n
    "$3" render "$1" --backend cuda --seed 9 -q 300 --bpc 16 --quiet -o "$o.gpu.png" 2>"$o.err" &&
    for s in 1 2 3; do "$3" render "$1" --backend cpu -j 2 --seed $s -q 300 --bpc 16 --quiet -o "$o.cpu$s.png" 2>>"$o.err" || exit 1; done' \
    sh {} "$out" "$FLAMEBUILD"
  worst=0 worst_name=- n_ok=0
  for g in $genomes; do
    n=$(basename "$g" .flam3); o=$out/$n
    if [ ! -s "$o.cpu3.png" ]; then bad "cpu = gpu $n" "render failed: $(tail -2 "$o.err")"; continue; fi
    set -- $("$IMGCMP" "$o.gpu.png" "$o.cpu1.png" "$o.cpu2.png" "$o.cpu3.png")
    if awk "BEGIN{exit !($3 < 1.5)}"; then
      n_ok=$((n_ok + 1))
      if awk "BEGIN{exit !($3 > $worst)}"; then worst=$3 worst_name=$n; fi
    else bad "cpu = gpu $n" "ratio $3 >= 1.5"; fi
  done
  [ $n_ok -gt 0 ] && ok "cpu = gpu beyond flam3: $n_ok genomes within noise (worst ratio $worst, $worst_name)"
  # Their kernels of their own, every one (make test compiles a sample and the generic kernel
  # of every variation): on the GPU machine's cores, for the device's architecture.
  if XDG_CACHE_HOME="$TMP/xdg_all" "$FLAMEBUILD" kernels $genomes >"$TMP/k.out" 2>&1 && grep -q " 0 failed" "$TMP/k.out"; then
    ok "kernels of every genome beyond flam3 compile ($(tail -n 1 "$TMP/k.out"))"
  else bad "kernels of every genome beyond flam3" "$(tail -3 "$TMP/k.out")"; fi
fi

if step 7 "CPU = GPU on the other editors' files"; then
  # What artists' files combine, which the one-variation genomes do not: each file of
  # tests/data/modern (EDITORS_CORPUS=DIR: a wider corpus kept outside the tree), its first
  # flame at 160x120, q100, on CUDA (seed 9) against three CPU seeds, as step 6. The files'
  # own kernels are compiled first, on every core; a file the CPU cannot render (70's concern)
  # is counted, not compared.
  corpus=${EDITORS_CORPUS:-tests/data/modern}
  out=$TMP/editors; mkdir -p "$out"
  find "$corpus" -type f \( -name '*.flame' -o -name '*.flam3' \) | sort | grep -E -- "${GPU_TEST_MATCH:-.}" |
    awk -v shard="${GPU_TEST_SHARD:-0/1}" 'BEGIN { split(shard, s, "/") } (NR - 1) % s[2] == s[1]' >"$out/list"
  XDG_CACHE_HOME="$TMP/xdg_editors" "$FLAMEBUILD" kernels $(cat "$out/list") >"$out/kernels.out" 2>&1
  i=0
  while read -r f; do i=$((i + 1)); echo "$i $f"; done <"$out/list" | xargs -P 8 -L 1 sh -c '
    o=$1/$4
    XDG_CACHE_HOME=$2 "$3" render "$5" --flame 0 --backend cuda --seed 9 -q 100 --size 160x120 --quiet -o "$o.gpu.png" 2>"$o.err" &&
    for s in 1 2 3; do "$3" render "$5" --flame 0 --backend cpu -j 2 --seed $s -q 100 --size 160x120 --quiet -o "$o.cpu$s.png" 2>>"$o.err" || exit 1; done' \
    sh "$out" "$TMP/xdg_editors" "$FLAMEBUILD"
  worst=0 worst_name=- n_ok=0 n_unread=0 i=0
  while read -r f; do
    i=$((i + 1)); o=$out/$i
    if [ ! -s "$o.cpu1.png" ] && [ ! -s "$o.gpu.png" ]; then n_unread=$((n_unread + 1)); continue; fi
    if [ ! -s "$o.cpu3.png" ] || [ ! -s "$o.gpu.png" ]; then bad "cpu = gpu $f" "render failed: $(tail -2 "$o.err")"; continue; fi
    set -- $("$IMGCMP" "$o.gpu.png" "$o.cpu1.png" "$o.cpu2.png" "$o.cpu3.png")
    if awk "BEGIN{exit !($3 < 1.5)}"; then
      n_ok=$((n_ok + 1))
      if awk "BEGIN{exit !($3 > $worst)}"; then worst=$3 worst_name=$f; fi
    else bad "cpu = gpu $f" "ratio $3 >= 1.5"; fi
  done <"$out/list"
  [ $n_ok -gt 0 ] && ok "cpu = gpu on $corpus: $n_ok files within noise (worst ratio $worst, $worst_name); $n_unread not read; kernels: $(tail -n 1 "$out/kernels.out")"
fi

echo "gpu-test: $(( $(date +%s) - t0 )) s"
sh tests/summary.sh "$RESULTS"
