#!/bin/sh
# Runs the unit-test binaries (sanitizer build) and records each suite's counts.
: "${RESULTS:=build/test-results}"
mkdir -p "$(dirname "$RESULTS")"
status=0
for t in "$@"; do
  out=$("$t" 2>&1); rc=$?
  echo "$out" | tail -n 20
  summary=$(echo "$out" | grep -E '^[a-z_]+: [0-9]+ passed, [0-9]+ failed$' | tail -n 1)
  if [ $rc -ne 0 ] || [ -z "$summary" ]; then
    echo "FAIL unit $(basename "$t") (exit $rc)" >>"$RESULTS"; status=1
  else
    p=$(echo "$summary" | sed -E 's/.*: ([0-9]+) passed.*/\1/')
    i=0; while [ $i -lt "$p" ]; do echo "PASS unit $(basename "$t") #$i" >>"$RESULTS"; i=$((i+1)); done
  fi
done
exit $status
