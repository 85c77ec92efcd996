#!/bin/sh
# tests/summary.sh RESULTS: the skips and failures recorded in RESULTS (tests/lib.sh's PASS,
# FAIL and SKIP lines), then the total as the last line, "N passed, M failed, K skipped";
# exits 1 when anything failed. The end of run_integration.sh (make test) and of
# tests/gpu/run.sh (make gpu-test).
results=${1:?results file}
passed=$(grep -c '^PASS' "$results" 2>/dev/null || true)
failed=$(grep -c '^FAIL' "$results" 2>/dev/null || true)
skipped=$(grep -c '^SKIP' "$results" 2>/dev/null || true)
echo
grep '^SKIP' "$results" | sed 's/^/  /'
grep '^FAIL' "$results" | sed 's/^/  /'
echo "${passed:-0} passed, ${failed:-0} failed, ${skipped:-0} skipped"
[ "${failed:-0}" -eq 0 ]
