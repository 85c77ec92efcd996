#!/bin/sh
# Runs the integration tests (tests/render/*.sh, tests/conformance/*.sh) and prints the
# total over unit and integration tests as the last line: "N passed, M failed".
: "${RESULTS:=build/test-results}"
export RESULTS
for t in tests/render/*.sh tests/conformance/run.sh tests/conformance/anim.sh; do
  echo "== $t"
  sh "$t" || echo "FAIL script $t" >>"$RESULTS"
done
passed=$(grep -c '^PASS' "$RESULTS" 2>/dev/null || true)
failed=$(grep -c '^FAIL' "$RESULTS" 2>/dev/null || true)
echo
grep '^FAIL' "$RESULTS" | sed 's/^/  /'
echo "${passed:-0} passed, ${failed:-0} failed"
[ "${failed:-0}" -eq 0 ]
