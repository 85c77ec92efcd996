# bench/gpu_lib.sh — what the one-off device scripts (bench/gpu_session21*.sh) share; sourced
# from the repository root with B (the carried binaries' folder) and O (the output folder) set.
# Each runs with the caller's environment (FLAMEBUILD_NVRTC_MATH, XDG_CACHE_HOME, ...).

# bench_line: `flamebuild bench -q 1000` and three artists' flames at 1920x1080 q500, each
# rendered twice (the second with its kernel cached), on one line: median: 8 genomes' G it/s,
# then the flames' M samples/s (bench_line_legend says which).
bench_line() {
  "$B/flamebuild" bench --backend cuda -q 1000 >"$O/bench.txt" 2>&1
  line="$(grep -i median "$O/bench.txt" | cut -d' ' -f2):"
  for n in linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos; do
    line="$line $(awk -v n=$n '$1==n {printf "%.1f", $7}' "$O/bench.txt")"
  done
  for g in rw_00_sheep00216 rw_06_sheep81096 rw_16_tw_grandjulian; do
    for _ in 1 2; do
      timeout 60 "$B/flamebuild" render tests/data/realworld/$g.flam3 --backend cuda -q 500 --size 1920x1080 \
        -o "$O/m.png" -v >/dev/null 2>"$O/m.txt"
    done
    line="$line $(sed -n 's/.*(\([0-9.e+]*\) M samples\/s).*/\1/p' "$O/m.txt" | tail -1)"
  done
  echo "$line"
}
bench_line_legend() {
  echo "(median: linear-spherical julia-swirl julian-power trig-hyperbolic random-blur popcorn-waves final-xform xaos, G it/s; rw_00 rw_06 rw_16, M samples/s)"
}

# gpu_conformance: `render --backend cuda` of B/flamebuild against the flam3 references on
# every set (tests/conformance), 8 renders at once; the passes and the five worst ratios.
gpu_conformance() {
  (
    export flam3_palettes="$PWD/$B/flam3-palettes.xml" FLAMEBUILD="$B/flamebuild" IMGCMP="$B/imgcmp"
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
