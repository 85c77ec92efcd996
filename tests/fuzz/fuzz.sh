#!/bin/sh
# make fuzz: runs each libFuzzer harness (build/fuzz/fuzz_NAME) for SECONDS over its seed corpus
# and regressions. What a run learns stays in build/fuzz/corpus/NAME/ (the next run starts
# from it); a crash is written to build/fuzz/artifacts/NAME/ and fails the run: minimise it
# (build/fuzz/fuzz_NAME -minimize_crash=1 FILE), fix the bug, and add the input to
# tests/fuzz/regressions/NAME/ so that `make test` replays it.
# Usage: sh tests/fuzz/fuzz.sh SECONDS NAME...
seconds=${1:?seconds}; shift
status=0
mkdir -p build/fuzz
: >build/fuzz/.run-start  # what this run found is what is newer (older finds stay for triage)
# The harnesses run side by side (a machine of N cores runs N at full speed; `make test`'s
# short run takes SECONDS of wall-clock, not SECONDS per harness); each one's outcome is
# printed in turn once all are done.
fuzz_one() { # fuzz_one NAME: runs one harness; its exit status in build/fuzz/NAME.status
  h=$1 corpus=build/fuzz/corpus/$1 artifacts=build/fuzz/artifacts/$1
  mkdir -p "$corpus" "$artifacts"
  dirs="$corpus tests/fuzz/$h"
  [ -d tests/fuzz/regressions/$h ] && dirs="$dirs tests/fuzz/regressions/$h"
  dict=""
  [ -f tests/fuzz/$h.dict ] && dict="-dict=tests/fuzz/$h.dict"
  # -timeout: one input taking 10 s is a finding (bad input must not mean unbounded work).
  # shellcheck disable=SC2086
  build/fuzz/fuzz_$h -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" $dict $dirs >"build/fuzz/$h.log" 2>&1
  echo $? >"build/fuzz/$h.status"
}
echo "== fuzz $* for ${seconds}s, side by side"
for h in "$@"; do
  rm -f "build/fuzz/$h.status"
  fuzz_one "$h" &
done
wait
for h in "$@"; do
  if [ "$(cat "build/fuzz/$h.status" 2>/dev/null)" != 0 ]; then
    status=1
    echo "FUZZ FAILED: $h (log: build/fuzz/$h.log)"
    grep -E '^==[0-9]+==ERROR|^SUMMARY|fuzz_[a-z]+: ' "build/fuzz/$h.log" | head -n 5
  fi
  printf '%s: ' "$h"
  grep -E '^#[0-9]+[[:space:]]+DONE|^stat::number_of_executed_units|^stat::average_exec_per_sec|^stat::peak_rss_mb' \
    "build/fuzz/$h.log" | tr '\n' ' '
  echo
done
found=$(find build/fuzz/artifacts -type f -newer build/fuzz/.run-start 2>/dev/null)
if [ -n "$found" ]; then
  echo "inputs to look at (crash-, leak-, timeout-, oom-):"
  echo "$found" | sed 's/^/  /'
  status=1
fi
exit $status
