#!/bin/sh
# quality = auto (issue 16, item 3): each frame draws samples up a doubling ladder until its
# noise estimate is at most [render] noise, or it reaches quality_max; the log reports each
# frame's samples and noise; neighbouring frames stay within one ladder step of each other;
# the result is the same on every build, and a tone-map edit re-finishes without iterating.
. tests/lib.sh
P=$TMP/auto
C=$TMP/auto_clean
rm -rf "$P" "$C"; mkdir -p "$P"
conf() { printf '[render]\nsize = 160x90\nquality = auto\nnoise = %s\nquality_max = 800\n[video]\ncodec = none\n' "$2" >"$1/flamebuild.conf"; }
conf "$P" 0.08
cp examples/demo/spiral.flame "$P/"
animation "$P/anim.flame" 0 6

# auto_build NAME DIR: a build; its frame lines in $TMP/auto.log.
auto_build() {
  "$FLAMEBUILD_ASAN" build "$2" >"$TMP/auto.out" 2>"$TMP/auto.err"; rc=$?
  grep -h "frame [0-9]* [a-z]" "$TMP/auto.out" "$TMP/auto.err" >"$TMP/auto.log"
  SUMMARY=$(tail -n 1 "$TMP/auto.out")
  [ $rc -eq 0 ] || bad "$1" "exit $rc: $(tail -3 "$TMP/auto.err")"
}
# samples_of NAME FRAME: the samples the log line of frame FRAME of NAME reports (its file's
# number: frame 0 is 00000.png).
samples_of() { sed -n "s/.*$1: frame $2 [a-z]* (.*quality auto: \([0-9.e+]*\) samples, noise \([0-9.e+-]*\)).*/\1/p" "$TMP/auto.log"; }
noise_of() { sed -n "s/.*$1: frame $2 [a-z]* (.*quality auto: \([0-9.e+]*\) samples, noise \([0-9.e+-]*\)).*/\2/p" "$TMP/auto.log"; }

auto_build "auto: first build" "$P"
case "$SUMMARY" in *"7 iterated, 0 refinished"*) ok "auto: the first build iterates the still and 6 frames" ;;
  *) bad "auto: first build" "$SUMMARY" ;; esac
# Every frame reports its samples and noise: at most the target, or at quality_max (160x90 at
# quality 800 is 11.52 M samples).
fine=1
for f in 0 1 2 3 4 5; do
  s=$(samples_of anim $f); n=$(noise_of anim $f)
  if [ -z "$s" ] || ! awk "BEGIN{exit !($n <= 0.08 || $s >= 11.52e6)}"; then fine=0; echo "  frame $f: '$s' samples, noise '$n'"; fi
done
s=$(samples_of spiral 0); n=$(noise_of spiral 0)
awk "BEGIN{exit !($n <= 0.08 || $s >= 11.52e6)}" || fine=0
[ $fine -eq 1 ] && ok "auto: every frame stops at the noise target (or quality_max) and reports samples and noise" ||
  bad "auto: frames stop at the target" "$(cat "$TMP/auto.log")"
# Fewer than quality_max: the still stops early (at the target) rather than at the cap.
awk "BEGIN{exit !($s < 11.52e6 && $s > 0)}" && ok "auto: the still stops before quality_max ($s samples, noise $n)" ||
  bad "auto: the still stops early" "$s samples"
# The band: neighbouring frames within one ladder step (2x) of each other.
band=1
for f in 0 1 2 3 4; do
  a=$(samples_of anim $f); b=$(samples_of anim $((f + 1)))
  awk "BEGIN{exit !($a <= 2 * $b && $b <= 2 * $a)}" || band=0
done
[ $band -eq 1 ] && ok "auto: neighbouring frames are within one step (2x samples) of each other" ||
  bad "auto: the band" "$(cat "$TMP/auto.log")"

auto_build "auto: no-op" "$P"
case "$SUMMARY" in *"0 iterated, 0 refinished, 7 unchanged"*) ok "auto: a second build has nothing to do" ;;
  *) bad "auto: a second build" "$SUMMARY" ;; esac
still_samples=$s
sed 's/gamma="3.2"/gamma="2.6"/' "$P/spiral.flame" >"$TMP/s" && mv "$TMP/s" "$P/spiral.flame"
auto_build "auto: gamma edit" "$P"
case "$SUMMARY" in *"0 iterated, 1 refinished, 6 unchanged"*) ok "auto: a gamma edit re-finishes the frame where it stopped" ;;
  *) bad "auto: a gamma edit" "$SUMMARY" ;; esac
[ "$(samples_of spiral 0)" = "$still_samples" ] && ok "auto: the re-finish reports the samples it stopped at" ||
  bad "auto: re-finish samples" "$(samples_of spiral 0) vs $still_samples"

# The same on every build: a clean project builds the same bytes.
clean_copy "$P" "$C"
fb_build_ref "$C"
same_outputs "auto: a clean build writes the same frames" "$P" "$C"

# A quieter target draws more samples, a noisier one fewer.
conf "$P" 0.2
auto_build "auto: noise 0.2" "$P"
loud=$(samples_of spiral 0)
awk "BEGIN{exit !($loud < $still_samples)}" && ok "auto: a noisier target stops sooner ($loud < $still_samples samples)" ||
  bad "auto: noise 0.2" "$loud vs $still_samples"

# Bad settings are refused with the key and the reason.
printf '[render]\nquality = auto\nnoise = 2\n' >"$P/flamebuild.conf"
if expect_fail "auto: noise out of range" "$FLAMEBUILD" build "$P" && grep -q "noise" "$TMP/err"; then
  ok "auto: noise = 2 is refused, naming the key"
else bad "auto: noise out of range" "$(cat "$TMP/err")"; fi
