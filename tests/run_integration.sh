#!/bin/sh
# Runs the integration tests (tests/render/*.sh, tests/fuzz/replay.sh, tests/conformance/*.sh) and prints the
# total over unit and integration tests as the last line: "N passed, M failed, K skipped" (a
# skip is a check that could not run here: listed, never counted as passed).
: "${RESULTS:=build/test-results}"
export RESULTS
# tests/fuzz/replay.sh: the fuzz seeds and every crash the fuzzers found (make fuzz-replay).
for t in tests/render/*.sh tests/fuzz/replay.sh tests/conformance/run.sh tests/conformance/anim.sh; do
  echo "== $t"
  sh "$t" || echo "FAIL script $t" >>"$RESULTS"
done
# Artists' flames (tests/data/realworld/SOURCES.md), and what the GPU draws: its iteration run
# on the CPU in the GPU's precision (flamebuild render --backend gpu-emulation) on every set.
real="GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs"
for run in "$real sh tests/conformance/run.sh" \
           "BACKEND=gpu-emulation sh tests/conformance/run.sh" \
           "BACKEND=gpu-emulation $real sh tests/conformance/run.sh" \
           "BACKEND=gpu-emulation sh tests/conformance/anim.sh"; do
  echo "== $run"
  env $run || echo "FAIL script $run" >>"$RESULTS"
done
passed=$(grep -c '^PASS' "$RESULTS" 2>/dev/null || true)
failed=$(grep -c '^FAIL' "$RESULTS" 2>/dev/null || true)
skipped=$(grep -c '^SKIP' "$RESULTS" 2>/dev/null || true)
echo
grep '^SKIP' "$RESULTS" | sed 's/^/  /'
grep '^FAIL' "$RESULTS" | sed 's/^/  /'
echo "${passed:-0} passed, ${failed:-0} failed, ${skipped:-0} skipped"
[ "${failed:-0}" -eq 0 ]
