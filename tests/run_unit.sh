#!/bin/sh
# Runs the unit-test binaries (sanitizer build) and records each suite's counts in $RESULTS:
# a PASS line per passed test, a SKIP line per skipped test (its "SKIP test_x: why" line from
# check.h: checks that could not run here, never counted as passed), and one FAIL line for a
# suite that failed or did not end with its "SUITE: N passed, N failed, N skipped" summary.
: "${RESULTS:=build/test-results}"
mkdir -p "$(dirname "$RESULTS")"
status=0
for t in "$@"; do
  name=$(basename "$t")
  out=$("$t" 2>&1); rc=$?
  echo "$out" | tail -n 20
  summary=$(echo "$out" | grep -E '^[a-z_0-9]+: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' | tail -n 1)
  skips=$(echo "$out" | grep -E '^SKIP test_[a-z_0-9]+: ')
  nskips=0; [ -n "$skips" ] && nskips=$(echo "$skips" | wc -l)
  s=$(echo "$summary" | sed -E 's/.* ([0-9]+) skipped$/\1/')
  if [ $rc -ne 0 ] || [ -z "$summary" ]; then
    echo "FAIL unit $name (exit $rc)" >>"$RESULTS"; status=1
  elif [ "$s" -ne "$nskips" ]; then
    echo "FAIL unit $name (the summary counts $s skipped, $nskips SKIP lines)" >>"$RESULTS"; status=1
  else
    p=$(echo "$summary" | sed -E 's/.*: ([0-9]+) passed.*/\1/')
    i=0; while [ $i -lt "$p" ]; do echo "PASS unit $name #$i" >>"$RESULTS"; i=$((i+1)); done
    [ -n "$skips" ] && echo "$skips" | sed "s/^SKIP /SKIP unit $name /" >>"$RESULTS"
  fi
done
exit $status
