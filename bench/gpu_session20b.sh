#!/bin/sh
# bench/gpu_session20b.sh BIN_DIR — one device call (2026-11-26, night): for issue 17's auto
# choice, float atomics against deferred sums on every artists' flame, the bench genomes and
# the variation genomes with hot buckets, with each frame's hottest-bucket share (the float
# path's measure, FLAMEBUILD_PROFILE_GPU=1) — at 1080p q1000 and 1080p supersample 2 q200.
# Prints: name share float_Ms deferred_Ms launches_float launches_deferred.
set -u
cd "$(dirname "$0")/.."
B=${1:-build/s20}
O=${OUT:-$(mktemp -d /tmp/s20b.XXXXXX)}
mkdir -p "$O"
export XDG_CACHE_HOME="$O/xdg"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
SPECS=${SPECS:-"1920x1080:1:1000 1920x1080:2:200"}
LIST=""
for g in tests/data/realworld/rw_*.flam3 tests/data/variations/v21_rings.flam3 tests/data/variations/v24_pdj.flam3 \
  tests/data/variations/v26_rings2.flam3 tests/data/variations/v28_bubble.flam3 tests/data/variations/v91_cosh.flam3 \
  tests/data/variations/v94_csch.flam3; do LIST="$LIST $g"; done
for n in linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos; do
  LIST="$LIST bench:$n"
done
one() { # src extra... -> prints "share rate launches"
  FLAMEBUILD_PROFILE_GPU=1 timeout 60 "$B/flamebuild" render "$@" -o "$O/img.png" -v 2>"$O/r.txt" >/dev/null
  sh_=$(sed -n 's/.*hottest bucket \([0-9.e+-]*\) of a batch.*/\1/p' "$O/r.txt" | tail -1)
  la=$(sed -n 's/.*gpu profile: \([0-9]*\) launches.*/\1/p' "$O/r.txt" | tail -1)
  ra=$(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/r.txt" | tail -1)
  echo "${sh_:-?} ${ra:-?} ${la:-?}"
}
for spec in $SPECS; do
  IFS=: read -r size ss q <<E
$spec
E
  echo "== $size supersample $ss q$q: name share float deferred (M samples/s) launches float deferred"
  for g in $LIST; do
    case $g in
      bench:*) src="$B/bench_genomes.flame"; set -- --flame "${g#bench:}"; name=${g#bench:} ;;
      *) src=$g; set --; name=$(basename "$g" .flam3) ;;
    esac
    common="--backend cuda -q $q --size $size --supersample $ss"
    set -- "$src" "$@" $common
    f=$(one "$@" --accumulate atomic)
    d=$(one "$@" --accumulate deferred)
    set -- $f $d
    echo "  $name $1 $2 $5 $3 $6"
  done
done
rm -rf "$O/xdg" "$O/img.png"
