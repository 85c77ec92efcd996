#!/bin/sh
# bench/realistic.sh — the commands an artist runs, timed on projects shaped like real work.
#
#   Measures  wall-clock of `status`, a cold `build`, a gamma edit's build (every frame
#             re-finished from the cache) and the gamma put back, per project below, and
#             whether the re-finished frames equal the first build's byte for byte; `render`
#             of a still, cold and warm (not the kernel's rate: `flamebuild bench` has that)
#   Machine   the GPU machine (one NVIDIA H200); SMALL=1 cuts every size and quality down to
#             try it on the development machine
#   Command   sh bench/realistic.sh [FLAMEBUILD] [WHICH...]   (default ./flamebuild; WHICH of
#             sheep studio many still, the default, and uhd; SEED_KERNELS=DIR and
#             KEEP_KERNELS=DIR seed or keep the user's kernel cache)
#   Runs      under a minute on the H200 for the default projects (builds of 2-4 s, re-finishes
#             of 1.5-2.5 s, kernels compiled cold); uhd adds ~25 s
#   Output    the table "where the time went" last on stdout and in $OUT/realistic.txt; the
#             `build -v` logs (per-frame timelines) in $OUT/logs.tgz ($OUT or a temp dir)
#   Figures   bench/BENCHMARKS.md, "Builds, re-finishes and top-ups"
#
# Projects (each a fresh directory, codec none: the GPU machine has no ffmpeg):
#   sheep    an Electric Sheep edge: two flock-244 sheep as keyframes 60 apart, their own
#            quality 500 and 1000 temporal samples (motion blur), at 1920x1080
#   studio   anim02's keyframes at 1920x1080, quality 1000,
#            supersample 2, temporal_samples 64
#   uhd      anim02's keyframes at 3840x2160, quality 200, supersample 2 (a buffer of 8K's
#            buckets: issue 17's case), temporal_samples 16
#   many     tatasz's springcrown (rw_33: 52 xforms, xaos) animated by a second keyframe: 30 frames at 1080p q500
#   still    `flamebuild render` of one sheep at 1920x1080 q500: a process from start to PNG
# Each project is built cold (`build -v`: the per-frame timeline goes to the log), then its
# gamma is edited and it is built again (re-finish from the cache), then the gamma is put back
# and the frames re-finished once more must equal the first build's byte for byte.
set -u
cd "$(dirname "$0")/.."
FB=${1:-$PWD/flamebuild}
[ $# -gt 0 ] && shift
WHICH=${*:-sheep studio many still}  # and uhd, on request
O=${OUT:-$(mktemp -d /tmp/flamebuild-real.XXXXXX)}
mkdir -p "$O"
W=$(mktemp -d /tmp/flamebuild-realw.XXXXXX)
R=tests/data/realworld
export XDG_CACHE_HOME="$W/xdg"
# SEED_KERNELS=DIR: the user's kernel cache starts with DIR's files (say the generic kernel and
# the finishing module, as on a machine that has built before); else it starts empty.
if [ -n "${SEED_KERNELS:-}" ]; then mkdir -p "$W/xdg/flamebuild/kernels" && cp -r "$SEED_KERNELS"/. "$W/xdg/flamebuild/kernels/"; fi
# KEEP_KERNELS=DIR: the kernel cache the run ends with, copied to DIR (a later run's SEED_KERNELS:
# builds on a machine that has built these projects' structures before).
now() { date +%s.%N; }
# SMALL=1: every size and quality cut down, to try the script on a machine without a GPU.
if [ "${SMALL:-0}" = 1 ]; then X=192; Y=108; QD=100; else X=1920; Y=1080; QD=1; fi
table="$O/realistic.txt"
: >"$table"

# edge DIR W H Q SS TS FRAMES A B : keyframes A at time 0 and B at time FRAMES.
edge() {
  d=$1; mkdir -p "$d"
  printf '[render]\nsize = %sx%s\nquality = %s\nsupersample = %s\ntemporal_samples = %s\n[video]\ncodec = none\n' \
    "$2" "$3" "$4" "$5" "$6" >"$d/flamebuild.conf"
  {
    echo "<animation>"
    sed -n '/<flame /,/<\/flame>/p' "$8" | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="0" /'
    sed -n '/<flame /,/<\/flame>/p' "$9" | sed "1s/ time=\"[^\"]*\"//; 1s/<flame /<flame time=\"$7\" /"
    echo "</animation>"
  } >"$d/edge.flame"
}

# timed NAME CMD... : wall-clock of CMD into the table, its output into $O/NAME.log
timed() {
  tname=$1; shift
  t0=$(now)
  "$@" >"$O/$tname.log" 2>&1
  rc=$?
  t1=$(now)
  printf '%-22s %7.2f s  rc %d  %s\n' "$tname" "$(awk "BEGIN{print $t1 - $t0}")" $rc "$(grep '^built:' "$O/$tname.log" | tail -1)" >>"$table"
}

# sums DIR : the checksums of a project's frames
sums() { (cd "$1/out" && find . -name '*.png' ! -name '*.sheet.png' | sort | xargs md5sum); }

project() {
  name=$1; d="$W/$name"
  timed "$name.status" "$FB" status "$d"
  timed "$name.build" "$FB" build "$d" -v
  sums "$d" >"$W/$name.sums"
  cp "$d/edge.flame" "$W/$name.orig"
  sed -i 's/^\(<flame .*\)gamma="[^"]*"/\1gamma="2.5"/' "$d/edge.flame"
  timed "$name.gamma" "$FB" build "$d" -v
  # The gamma put back: every frame re-finished from its cached buffer, byte for byte the
  # frames the first build wrote.
  cp "$W/$name.orig" "$d/edge.flame"
  timed "$name.back" "$FB" build "$d" -v
  if sums "$d" | cmp -s - "$W/$name.sums"; then echo "$name: re-finished frames equal the first build's" >>"$table"
  else echo "$name: RE-FINISHED FRAMES DIFFER from the first build's" >>"$table"; fi
}

# A first process on a fresh machine pays for the driver's start and a cold page cache: NVRTC's
# first compiles on a fresh GPU host ran 10x slower (the finishing module 4.57 s against 0.075,
# the sheep's kernel 0.90 against 0.084; BENCHMARKS.md). Pay it here, untimed, with a genome
# that carries its own palette (the GPU machine has no flam3 palette file) and is none of the
# projects' own, so their kernels are still compiled cold; the finishing module it leaves in the
# user's cache is there on any machine that has rendered before.
if ! "$FB" render $R/rw_01_sheep80674.flam3 --size 160x90 -q 10 -o "$W/warm.png" >"$W/warm.log" 2>&1; then
  echo "realistic.sh: the warm-up render failed: $(tail -n 1 "$W/warm.log")" >&2
fi

for w in $WHICH; do
  case $w in
  sheep) edge "$W/sheep" $X $Y $((500 / QD)) 1 1000 60 $R/rw_02_sheep80692.flam3 $R/rw_04_sheep80895.flam3; project sheep ;;
  studio) mkdir -p "$W/studio"; cp tests/data/animations/anim02.flam3 "$W/studio/edge.flame"
          printf '[render]\nsize = %sx%s\nquality = %s\nsupersample = 2\ntemporal_samples = 64\n[video]\ncodec = none\n' \
            $X $Y $((1000 / QD)) >"$W/studio/flamebuild.conf"
          project studio ;;
  uhd) mkdir -p "$W/uhd"; cp tests/data/animations/anim02.flam3 "$W/uhd/edge.flame"
       printf '[render]\nsize = %sx%s\nquality = %s\nsupersample = 2\ntemporal_samples = 16\n[video]\ncodec = none\n' \
         $((2 * X)) $((2 * Y)) $((200 / QD)) >"$W/uhd/flamebuild.conf"
       project uhd ;;
  many) edge "$W/many" $X $Y $((500 / QD)) 1 16 30 $R/rw_33_tz_springcrown.flam3 $R/rw_33_tz_springcrown.flam3
        sed -i '0,/coefs="/s/coefs="\([^ ]*\) /coefs="0.9 /' "$W/many/edge.flame"; project many ;;
  still) sed "s/size=\"[^\"]*\"/size=\"$X $Y\"/; s/scale=\"[^\"]*\"/scale=\"$X\"/; s/quality=\"[^\"]*\"/quality=\"$((500 / QD))\"/" $R/rw_02_sheep80692.flam3 >"$W/still.flame"
         timed still.cold "$FB" render "$W/still.flame" -o "$W/still.png" -v
         timed still.warm "$FB" render "$W/still.flame" -o "$W/still.png" -v ;;
  esac
done
# One archive of the logs (the device tool brings back few files).
(cd "$O" && tar czf logs.tgz ./*.log && rm -f ./*.log)
echo "== where the time went (seconds; logs in $O/logs.tgz)"
cat "$table"
if [ -n "${KEEP_KERNELS:-}" ]; then mkdir -p "$KEEP_KERNELS" && cp -r "$W/xdg/flamebuild/kernels"/. "$KEEP_KERNELS/"; fi
rm -rf "$W"
