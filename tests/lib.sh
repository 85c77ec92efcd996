# tests/lib.sh — helpers for the shell tests. Source it; then use
#   ok NAME / bad NAME "why"      record a result
#   expect_fail NAME CMD...       CMD must exit non-zero
# Results go to $RESULTS (one line per check: PASS|FAIL name) so that run_integration.sh
# can print the total.
: "${RESULTS:=build/test-results}"
: "${FLAMEBUILD:=./flamebuild}"
: "${FLAMEBUILD_ASAN:=build/asan/flamebuild}"
mkdir -p "$(dirname "$RESULTS")"
TMP=${TMP:-$(mktemp -d /tmp/flamebuild-test.XXXXXX)}

ok() { echo "PASS $1" >>"$RESULTS"; echo "  ok   $1"; }
bad() { echo "FAIL $1" >>"$RESULTS"; echo "  FAIL $1: $2"; }

# expect_fail NAME CMD... : the command must exit non-zero (and not crash: exit < 128).
expect_fail() {
  name=$1; shift
  "$@" >"$TMP/out" 2>"$TMP/err"; rc=$?
  if [ $rc -eq 0 ]; then bad "$name" "exited 0"; return 1; fi
  if [ $rc -ge 128 ]; then bad "$name" "crashed (exit $rc): $(tail -3 "$TMP/err")"; return 1; fi
  return 0
}
