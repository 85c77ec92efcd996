#!/bin/sh
# Replays the fuzz seed corpus and every regression input (tests/fuzz/NAME/,
# tests/fuzz/regressions/NAME/) through each harness's entry point without libFuzzer:
# build/asan/fuzz/replay_NAME, built by gcc under ASan/UBSan. One result line per input.
# Usage: sh tests/fuzz/replay.sh NAME...   (no names: every harness)
: "${RESULTS:=build/test-results}"
mkdir -p "$(dirname "$RESULTS")"
[ $# -gt 0 ] || set -- genome config hist png
# A few bytes that make the reader allocate gigabytes are a finding too (libFuzzer's
# -rss_limit_mb catches them there): fail any allocation over 1 GiB.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}max_allocation_size_mb=1024:allocator_may_return_null=0"
export ASAN_OPTIONS
status=0
for h in "$@"; do
  bin=build/asan/fuzz/replay_$h
  for f in tests/fuzz/$h/* tests/fuzz/regressions/$h/*; do
    [ -f "$f" ] || continue
    if [ ! -x "$bin" ]; then
      echo "FAIL fuzz $f (no $bin: make $bin)" >>"$RESULTS"; status=1; continue
    fi
    if out=$("$bin" "$f" 2>&1); then
      echo "PASS fuzz $f" >>"$RESULTS"
    else
      echo "$out" | tail -n 20
      echo "FAIL fuzz $f" >>"$RESULTS"; status=1
    fi
  done
done
exit $status
