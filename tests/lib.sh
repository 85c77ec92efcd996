# tests/lib.sh — helpers for the shell tests. Source it; then use
#   ok NAME / bad NAME "why"      record a result
#   skip NAME "why"               a check that cannot run here (counted apart, never passed)
#   expect_fail NAME CMD...       CMD must exit non-zero
#   at_exit CMD                   run CMD when the script ends (last added, first run)
# Results go to $RESULTS (one line per check: PASS|FAIL|SKIP name) so that run_integration.sh
# can print the total.
#
# $TMP is the script's scratch folder: made here (unless the caller gave one, which is left
# alone), and removed when the script ends with exit status 0 and no failed check; kept, its
# path printed, when something failed, for a look at what the check left (KEEP_TMP=1 keeps it
# always). A script's own trap on EXIT would replace this one: use at_exit.
: "${RESULTS:=build/test-results}"
: "${FLAMEBUILD:=./flamebuild}"
: "${FLAMEBUILD_ASAN:=build/asan/flamebuild}"
mkdir -p "$(dirname "$RESULTS")"
lib_own_tmp=""
if [ -z "${TMP:-}" ]; then TMP=$(mktemp -d /tmp/flamebuild-test.XXXXXX) && lib_own_tmp=$TMP; fi
lib_at_exit=""
at_exit() { lib_at_exit="$1
$lib_at_exit"; }
lib_exit() {
  lib_rc=$?
  eval "$lib_at_exit"
  if [ -n "$lib_own_tmp" ] && [ -d "$lib_own_tmp" ]; then
    lib_why=""
    [ "$lib_rc" -eq 0 ] || lib_why="exit status $lib_rc"
    [ -e "$lib_own_tmp/.failed" ] && lib_why="${lib_why:+$lib_why, }a check failed"
    [ "${KEEP_TMP:-0}" = 1 ] && lib_why=${lib_why:-KEEP_TMP=1}
    if [ -z "$lib_why" ]; then rm -rf "$lib_own_tmp"; else echo "  kept $lib_own_tmp ($0: $lib_why)"; fi
  fi
  exit "$lib_rc"
}
trap lib_exit EXIT
# A signal ends the script through lib_exit too (the folder is then kept).
trap 'exit 130' INT
trap 'exit 143' TERM

ok() { echo "PASS $1" >>"$RESULTS"; echo "  ok   $1"; }
bad() { echo "FAIL $1" >>"$RESULTS"; echo "  FAIL $1: $2"; [ -z "$lib_own_tmp" ] || : >>"$lib_own_tmp/.failed"; }
skip() { echo "SKIP $1: $2" >>"$RESULTS"; echo "  skip $1: $2"; }

# expect_fail NAME CMD... : the command must exit non-zero (and not crash: exit < 128).
expect_fail() {
  name=$1; shift
  "$@" >"$TMP/out" 2>"$TMP/err"; rc=$?
  if [ $rc -eq 0 ]; then bad "$name" "exited 0"; return 1; fi
  if [ $rc -ge 128 ]; then bad "$name" "crashed (exit $rc): $(tail -3 "$TMP/err")"; return 1; fi
  return 0
}

# --- projects -------------------------------------------------------------------------------
# keyframe TIME A B: a small keyframe whose first xform's coefs start "A B" (edits change A).
keyframe() {
  printf '<flame name="k%s" time="%s" size="32 24" scale="9" quality="4" temporal_samples="2" gamma="4" brightness="4" vibrancy="1" palette_mode="linear">\n' "$1" "$1"
  printf '  <xform weight="0.5" color="0" spherical="0.6" linear="0.4" coefs="%s %s -0.2 0.6 0.1 0.2"/>\n' "$2" "$3"
  printf '  <xform weight="0.5" color="1" julia="1" coefs="0.5 -0.3 0.3 0.5 -0.4 0.1"/>\n'
  printf '  <color index="0" rgb="250 120 30"/><color index="255" rgb="40 90 255"/>\n</flame>\n'
}
# animation FILE TIME... : one keyframe per time
animation() {
  f=$1; shift
  { echo "<animation>"; for t in "$@"; do keyframe "$t" 0.6 0.2; done; echo "</animation>"; } >"$f"
}
still() { { echo "<flames>"; keyframe 0 "$2" 0.2; echo "</flames>"; } >"$1"; }

# fb_build DIR [ARGS]: runs a build (sanitizer binary), the summary line in $SUMMARY.
fb_build() {
  d=$1; shift
  "$FLAMEBUILD_ASAN" build "$d" --quiet "$@" >"$TMP/build.out" 2>"$TMP/build.err"
  BUILD_RC=$?
  SUMMARY=$(tail -n 1 "$TMP/build.out")
}
# fb_build_ref DIR [ARGS]: the same with the optimised binary, for the clean build that
# another build's outputs are compared with (same_outputs): the build under test runs under
# the sanitizers, and the reference, whose bytes are the same (-std=c17 contracts no floating
# point into FMA in either build), renders some ten times faster there.
fb_build_ref() {
  d=$1; shift
  "$FLAMEBUILD" build "$d" --quiet "$@" >"$TMP/build.out" 2>"$TMP/build.err"
  BUILD_RC=$?
  SUMMARY=$(tail -n 1 "$TMP/build.out")
}
# expect_built NAME DIR "0 iterated, 3 refinished" : the summary must contain the text.
expect_built() {
  name=$1; d=$2; want=$3; shift 3
  fb_build "$d" "$@"
  case "$SUMMARY" in
    *"$want"*) ok "$name" ;;
    *) bad "$name" "got '$SUMMARY', want '$want' $(head -c 300 "$TMP/build.err")" ;;
  esac
}
# same_outputs NAME A B : the two projects' out/ trees hold the same files with the same bytes.
same_outputs() {
  if diff -r --exclude='*.mp4' --exclude='*.mov' --exclude='*.mkv' "$2/out" "$3/out" >"$TMP/diff.out" 2>&1; then ok "$1"
  else bad "$1" "$(head -5 "$TMP/diff.out")"; fi
}
# clean_copy SRC DST : the genome files and config of SRC in a fresh DST.
clean_copy() {
  rm -rf "$2"; mkdir -p "$2"
  (cd "$1" && find . -name '*.flame' -o -name '*.flam3' -o -name flamebuild.conf | grep -v '^./out/' | grep -v '^./.flamebuild' ) |
  while read -r f; do mkdir -p "$2/$(dirname "$f")"; cp "$1/$f" "$2/$f"; done
}
