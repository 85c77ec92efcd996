#!/bin/sh
# Runs the unit-test binaries (sanitizer build) and records each suite's counts in $RESULTS:
# a PASS line per passed test, a SKIP line per skipped test (its "SKIP test_x: why" line from
# check.h: checks that could not run here, never counted as passed), and one FAIL line for a
# suite that failed or did not end with its "SUITE: N passed, N failed, N skipped" summary.
#
# The binaries are independent (each its own temp folders), so TEST_JOBS of them run at once
# (default: the cores), the longest first; each one's last 20 lines are printed when it ends,
# and its lines go to $RESULTS in the order the binaries were given, once all have ended.
# UNIT_SUFFIX=TEXT is added to each binary's name in its result lines (a second build's run of
# a suite: test_codegen-o2).
: "${RESULTS:=build/test-results}"
mkdir -p "$(dirname "$RESULTS")"
jobs=${TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
dir=$(mktemp -d /tmp/flamebuild-unit.XXXXXX)
trap 'rm -rf "$dir"' EXIT
# The costliest (CPU seconds on a 2-core machine) go first, so that the others fill the cores
# beside them.
slow="test_codegen test_tile_kernels test_precision test_noise test_variation_refs test_cache test_interpolate"
n=0
for t in "$@"; do n=$((n + 1)); printf '%s\t%s\n' "$n" "$t"; done >"$dir/all"
{ for s in $slow; do awk -F '\t' -v s="$s" '{ k = $2; sub(/.*\//, "", k) } k == s' "$dir/all"; done
  awk -F '\t' -v slow=" $slow " '{ k = $2; sub(/.*\//, "", k) } index(slow, " " k " ") == 0' "$dir/all"; } >"$dir/order"

# One binary: its output in $dir/N.out, its result lines in $dir/N.res.
tr '\t' ' ' <"$dir/order" | xargs -P "$jobs" -n 2 sh -c '
  d=$1; i=$2; t=$3; name=$(basename "$t")${UNIT_SUFFIX:-}
  out=$("$t" 2>&1); rc=$?
  res="$d/$i.res"; : >"$res"
  summary=$(echo "$out" | grep -E "^[a-z_0-9]+: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped\$" | tail -n 1)
  skips=$(echo "$out" | grep -E "^SKIP test_[a-z_0-9]+: ")
  nskips=0; [ -n "$skips" ] && nskips=$(echo "$skips" | wc -l)
  s=$(echo "$summary" | sed -E "s/.* ([0-9]+) skipped\$/\1/")
  if [ $rc -ne 0 ] || [ -z "$summary" ]; then
    echo "FAIL unit $name (exit $rc)" >>"$res"
  elif [ "$s" -ne "$nskips" ]; then
    echo "FAIL unit $name (the summary counts $s skipped, $nskips SKIP lines)" >>"$res"
  else
    p=$(echo "$summary" | sed -E "s/.*: ([0-9]+) passed.*/\1/")
    j=0; while [ $j -lt "$p" ]; do echo "PASS unit $name #$j" >>"$res"; j=$((j+1)); done
    [ -n "$skips" ] && echo "$skips" | sed "s/^SKIP /SKIP unit $name /" >>"$res"
  fi
  echo "$out" | tail -n 20 >"$d/$i.out"
  flock "$d/print.lock" cat "$d/$i.out"' sh "$dir"

status=0
i=1
while [ $i -le $n ]; do
  if [ -f "$dir/$i.res" ]; then cat "$dir/$i.res" >>"$RESULTS"
  else echo "FAIL unit $(awk -F '\t' -v i=$i '$1 == i { print $2 }' "$dir/all") (did not run)" >>"$RESULTS"; status=1; fi
  grep -q '^FAIL' "$dir/$i.res" 2>/dev/null && status=1
  i=$((i + 1))
done
exit $status
