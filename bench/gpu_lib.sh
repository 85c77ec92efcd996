# bench/gpu_lib.sh — what one-off device scripts (kept out of the tree once recorded) share; sourced
# from the repository root with B (the carried binaries' folder) and O (the output folder) set.
# Each runs with the caller's environment (FLAMEBUILD_NVRTC_MATH, XDG_CACHE_HOME, ...).

# bench_line: `flamebuild bench -q 1000` and three artists' flames at 1920x1080 q500, each
# rendered twice (the second with its kernel cached), on one line: median: 8 genomes' G it/s,
# then the flames' M samples/s (bench_line_legend says which).
bench_line() {
  bench_line_bin "$B/flamebuild"
}
# bench_line_bin BIN: bench_line of another binary than B/flamebuild.
bench_line_bin() {
  line=$(bench_medians "$1" -q 1000)
  for g in rw_00_sheep00216 rw_06_sheep81096 rw_16_tw_grandjulian; do
    for _ in 1 2; do
      timeout 60 "$1" render tests/data/realworld/$g.flam3 --backend cuda -q 500 --size 1920x1080 \
        -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    done
    line="$line $(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)"
  done
  echo "$line"
}
# bench_medians BIN [bench options]: `BIN bench --backend cuda` with the caller's environment, on
# one line: the median, then the eight genomes' G it/s in bench_line_legend's order.
bench_medians() {
  bm_bin=$1
  shift
  "$bm_bin" bench --backend cuda "$@" >"$O/bench.txt" 2>&1
  bm_line="$(grep -i median "$O/bench.txt" | cut -d' ' -f2):"
  for n in linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos; do
    bm_line="$bm_line $(awk -v n=$n '$1==n {printf "%.1f", $7}' "$O/bench.txt")"
  done
  echo "$bm_line"
}
# bench_variant NAME BIN [VAR=VALUE...] -- [bench options]: "NAME " and bench_medians of B/BIN run
# with those variables set.
bench_variant() {
  bv_name=$1 bv_bin=$2
  shift 2
  bv_vars=""
  while [ "$1" != "--" ]; do bv_vars="$bv_vars $1"; shift; done
  shift
  echo "$bv_name $(for v in $bv_vars; do export "$v"; done; bench_medians "$B/$bv_bin" "$@")"
}
bench_line_legend() {
  echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos, G it/s; rw_00 rw_06 rw_16, M samples/s)"
}

# gpu_conformance: `render --backend cuda` of B/flamebuild against the flam3 references on
# every set (tests/conformance), 8 renders at once; the passes and the five worst ratios.
gpu_conformance() {
  (
    case $B in /*) ;; *) B=$PWD/$B ;; esac
    export flam3_palettes="$B/flam3-palettes.xml" FLAMEBUILD="$B/flamebuild" IMGCMP="$B/imgcmp"
    export RESULTS="$O/results" BACKEND=cuda JOBS=${JOBS:-8}
    t0=$(date +%s)
    sh tests/conformance/run.sh >"$O/variations.txt" 2>&1
    GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs sh tests/conformance/run.sh >"$O/realworld.txt" 2>&1
    sh tests/conformance/anim.sh >"$O/animations.txt" 2>&1
    echo "conformance: $(($(date +%s) - t0)) s"
    for f in variations realworld; do
      awk '$4+0==$4 && $4 != "" {print $4, $1}' "$O/$f.txt" | sort -rn |
        awk -v f="$f" '{n++; if ($1 < 1.5) p++} NR<=5 {w = w sprintf(" %s %s", $2, $1)} END {print f ":", p+0 "/" n, "< 1.5; worst:" w}'
    done
    grep 'frames  worst' "$O/animations.txt"
    echo "checks: $(grep -c '^PASS' "$RESULTS") passed, $(grep -c '^FAIL' "$RESULTS") failed"
    grep '^FAIL' "$RESULTS"
    rm -f "$RESULTS"
  )
}

# sheep_edge DIR FRAMES QUALITY: an Electric Sheep edge project in DIR — flock-244 sheep 80692
# and 80895 as keyframes FRAMES apart, 1920x1080, QUALITY (a number, or auto), 1000 temporal
# samples (their own), no video.
sheep_edge() {
  mkdir -p "$1"
  printf '[render]\nsize = 1920x1080\nquality = %s\nsupersample = 1\ntemporal_samples = 1000\n[video]\ncodec = none\n' \
    "$3" >"$1/flamebuild.conf"
  {
    echo "<animation>"
    sed -n '/<flame /,/<\/flame>/p' tests/data/realworld/rw_02_sheep80692.flam3 | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="0" /'
    sed -n '/<flame /,/<\/flame>/p' tests/data/realworld/rw_04_sheep80895.flam3 |
      sed "1s/ time=\"[^\"]*\"//; 1s/<flame /<flame time=\"$2\" /"
    echo "</animation>"
  } >"$1/edge.flame"
}

# sheep_build BIN LOG FRAMES QUALITY: BIN builds a fresh sheep_edge (its kernels compiled first,
# untimed) under /usr/bin/time, with the caller's environment; the `build -v` log to LOG, whose
# last line is the time's.
sheep_build() {
  sb_w=$(mktemp -d /tmp/sheep-edge.XXXXXX)
  sheep_edge "$sb_w/p" "$3" "$4"
  XDG_CACHE_HOME="$sb_w/xdg" "$1" kernels "$sb_w/p" >/dev/null 2>&1
  XDG_CACHE_HOME="$sb_w/xdg" /usr/bin/time -f "%e s wall, %U s user, %S s sys" "$1" build "$sb_w/p" -v >"$2" 2>&1
  rm -rf "$sb_w"
}

# auto_ab DIR BEFORE NEW: the quality = auto sheep edge (30 frames) built twice by each binary,
# alternating, then 4 frames with FLAMEBUILD_DETERMINISTIC=1 by each, which must be the same
# bytes; the logs in DIR/auto.tgz.
auto_ab() {
  for round in 1 2; do
    for v in before new; do
      bin=$2; [ $v = new ] && bin=$3
      sheep_build "$bin" "$1/auto-$v-$round.log" 30 auto
      echo "round $round $v: $(tail -1 "$1/auto-$v-$round.log")  $(grep '^built:' "$1/auto-$v-$round.log" | tail -1)"
    done
  done
  for v in before new; do
    bin=$2; [ $v = new ] && bin=$3
    ab_w=$(mktemp -d /tmp/sheep-det.XXXXXX)
    sheep_edge "$ab_w/p" 4 auto
    XDG_CACHE_HOME="$ab_w/xdg" FLAMEBUILD_DETERMINISTIC=1 "$bin" build "$ab_w/p" >/dev/null 2>&1
    (cd "$ab_w/p/out" && find . -name '*.png' ! -name '*.sheet.png' | sort | xargs md5sum) >"$1/det-$v.txt"
    rm -rf "$ab_w"
  done
  echo "deterministic auto frames: $(wc -l <"$1/det-new.txt") new, $(cmp -s "$1/det-before.txt" "$1/det-new.txt" && echo 'the same bytes as before' || echo DIFFERENT)"
  (cd "$1" && tar czf auto.tgz auto-*.log && rm -f auto-*.log)
}

# bench_ab DIR BEFORE NEW: bench_line for two binaries, twice each, alternating (each in its own
# folder DIR/before, DIR/new with its own kernel cache), then the legend.
bench_ab() {
  mkdir -p "$1/before" "$1/new"
  cp "$2" "$1/before/flamebuild"
  cp "$3" "$1/new/flamebuild"
  for round in 1 2; do
    for v in before new; do
      echo "round $round $v: $(O="$1" B="$1/$v" XDG_CACHE_HOME="$1/x$v" bench_line)"
    done
  done
  bench_line_legend
}

# demo_auto BIN LOG: the demo project (examples/demo) at 1920x1080 under quality = auto, no
# video, built by BIN under /usr/bin/time (kernels compiled first, untimed): the `build -v` log
# to LOG, whose last line is the time's.
demo_auto() {
  da_w=$(mktemp -d /tmp/demo-auto.XXXXXX)
  cp -r examples/demo "$da_w/p"
  printf '[render]\nsize = 1920x1080\nquality = auto\n[video]\ncodec = none\n' >"$da_w/p/flamebuild.conf"
  XDG_CACHE_HOME="$da_w/xdg" "$1" kernels "$da_w/p" >/dev/null 2>&1
  XDG_CACHE_HOME="$da_w/xdg" /usr/bin/time -f "%e s wall, %U s user, %S s sys" "$1" build "$da_w/p" -v >"$2" 2>&1
  rm -rf "$da_w"
}

# deferred_profile BIN [FLAMES...]: the deferred path's step times (FLAMEBUILD_PROFILE_GPU=1,
# deferred forced) of artists' flames (default rw_03 rw_13 rw_35) at 1080p q1000 and 8K q50,
# a line each, after a render that compiles the kernel.
deferred_profile() {
  dp_bin=$1
  shift
  for g in ${*:-rw_03 rw_13 rw_35}; do
    f=$(ls tests/data/realworld/$g*.flam3)
    for s in "-q 1000 --size 1920x1080" "-q 50 --size 7680x4320"; do
      "$dp_bin" render $f --backend cuda $s -o /tmp/t.png >/dev/null 2>&1
      echo "$g $s: $(FLAMEBUILD_ACCUMULATE=deferred FLAMEBUILD_PROFILE_GPU=1 "$dp_bin" render $f --backend cuda $s \
        -o /tmp/t.png 2>&1 | grep 'gpu profile' | sed 's/.*entries; ms: //; s/; hottest.*//')"
    done
  done
}
# deterministic_hashes BIN RUNS FLAMES...: --deterministic 16-bit PNGs of artists' flames at
# 1080p and 8K q25, RUNS times each; a line of hashes per flame and size.
deterministic_hashes() {
  dh_bin=$1 dh_runs=$2
  shift 2
  for g in "$@"; do
    f=$(ls tests/data/realworld/$g*.flam3)
    for s in 1920x1080 7680x4320; do
      h=""
      for _ in $(seq "$dh_runs"); do
        "$dh_bin" render $f --backend cuda --size $s -q 25 --deterministic --bpc 16 -o /tmp/d.png >/dev/null 2>&1
        h="$h $(md5sum </tmp/d.png | cut -c1-12)"
      done
      echo "deterministic $g $s:$h"
    done
  done
}
# same_pngs "SIZE OPTIONS" FLAMES...: --deterministic 16-bit PNGs of artists' flames rendered by
# B/flamebuild.prev and B/flamebuild with the given size options; a line of two hashes each
# (equal: the two binaries draw the same bytes).
same_pngs() {
  sp_size=$1
  shift
  for g in "$@"; do
    f=$(ls tests/data/realworld/$g*.flam3)
    h=""
    for bin in flamebuild.prev flamebuild; do
      "$B/$bin" render $f $sp_size --backend cuda --deterministic --bpc 16 -o /tmp/d.png >/dev/null 2>&1
      h="$h $(md5sum </tmp/d.png | cut -c1-12)"
    done
    echo "$g $sp_size:$h"
  done
}
# one_frame_edits BIN GAMMAS...: a one-frame project of rw_13 at 3840x2160 supersample 2 q200
# built by BIN, then its gamma edited to each of GAMMAS and rebuilt (a re-finish from the
# cache): a line each with the rebuild's wall-clock and build -v's prepare, finish and PNG.
one_frame_edits() {
  of_bin=$1
  shift
  of_p=/tmp/one_$(basename "$of_bin")
  rm -rf "$of_p"
  mkdir -p "$of_p"
  sed 's/ time="[^"]*"//' tests/data/realworld/rw_13_tw_spherical.flam3 >"$of_p/one.flame"
  printf '[render]\nsize = 3840x2160\nquality = 200\nsupersample = 2\n[video]\ncodec = none\n' >"$of_p/flamebuild.conf"
  "$of_bin" build "$of_p" >/dev/null 2>&1
  for gamma in "$@"; do
    sed -i "s/^\(<flame .*\)gamma=\"[^\"]*\"/\1gamma=\"$gamma\"/" "$of_p/one.flame"
    t0=$(date +%s.%N)
    "$of_bin" build "$of_p" -v >"$of_p.log" 2>&1
    t1=$(date +%s.%N)
    echo "$(basename "$of_bin") gamma $gamma: $(awk "BEGIN{print $t1 - $t0}") s; $(grep -o 'prepare [0-9.-]*' "$of_p.log" | head -1);" \
      "$(grep -o 'finish [0-9.]*, download [0-9.]*' "$of_p.log" | head -1); $(grep -o 'png [0-9.]*' "$of_p.log" | head -1)"
  done
}
