#!/bin/sh
# flamebuild bench runs its built-in genomes and reports rates (CPU here; the GPU figures come
# from bench/gpu_cli.sh on the GPU machine).
. tests/lib.sh
if "$FLAMEBUILD_ASAN" bench --backend cpu -q 0.05 --json >"$TMP/bench.json" 2>"$TMP/bench.err"; then
  n=$(grep -c '"iterations_per_s"' "$TMP/bench.json")
  median=$(sed -n 's/.*"median_iterations_per_s": \([0-9.e+]*\).*/\1/p' "$TMP/bench.json")
  if [ "$n" -eq 8 ] && awk "BEGIN{exit !($median > 0)}"; then ok "bench: 8 genomes, median $median it/s"
  else bad "bench" "$n genomes, median '$median'"; fi
else
  bad "bench" "$(cat "$TMP/bench.err")"
fi
if expect_fail "bench: --backend cuda without a GPU" "$FLAMEBUILD_ASAN" bench --backend cuda -q 0.05; then
  grep -q "no usable GPU" "$TMP/err" && ok "bench: --backend cuda without a GPU is a clear error" || bad "bench: cuda" "$(cat "$TMP/err")"
fi

# bench --project: the build benchmark through the real build path, small enough for CI. Its
# temporary projects go under $TMP (TMPDIR) so the test can see them removed, or kept.
# step_field STEP FIELD: FIELD of the step's line in $TMP/bp.json
step_field() { sed -n "s/.*\"step\": \"$1\".*\"$2\": \\([0-9.e+]*\\).*/\\1/p" "$TMP/bp.json"; }
bench_project() { TMPDIR="$TMP" "$FLAMEBUILD_ASAN" bench --project --backend cpu --size 64x36 --frames 3 -q 4 --json "$@"; }
if bench_project >"$TMP/bp.json" 2>"$TMP/bp.err"; then
  steps=$(grep -c '"step"' "$TMP/bp.json")
  [ "$steps" -eq 3 ] && ok "bench --project: build, gamma and keyframe steps" || bad "bench --project: steps" "$steps steps"
  [ "$(step_field build iterated)" = 3 ] && ok "bench --project: the build iterates every frame" ||
    bad "bench --project: build" "$(grep '"build"' "$TMP/bp.json")"
  [ "$(step_field gamma iterated)" = 0 ] && [ "$(step_field gamma refinished)" = 3 ] &&
    ok "bench --project: the gamma edit re-finishes every frame, iterates none" ||
    bad "bench --project: gamma" "$(grep '"gamma"' "$TMP/bp.json")"
  k=$(step_field keyframe iterated)
  [ "${k:-0}" -ge 1 ] && [ "$k" -le 3 ] && ok "bench --project: the keyframe edit iterates $k of 3 frames" ||
    bad "bench --project: keyframe" "$(grep '"keyframe"' "$TMP/bp.json")"
  small=0
  for s in build gamma keyframe; do
    awk "BEGIN{exit !($(step_field $s cache_bytes_per_frame) > 0)}" || small=1
  done
  [ $small -eq 0 ] && ok "bench --project: cache bytes per frame > 0" || bad "bench --project: cache" "$(cat "$TMP/bp.json")"
  dir=$(sed -n 's/.*"dir": "\([^"]*\)".*/\1/p' "$TMP/bp.json")
  [ -n "$dir" ] && [ ! -e "$dir" ] && ok "bench --project: the temporary projects are removed" ||
    bad "bench --project: temp dir" "'$dir' still there"
else
  bad "bench --project" "$(tail -5 "$TMP/bp.err")"
fi
if bench_project --keep >"$TMP/bp.json" 2>"$TMP/bp.err"; then
  dir=$(sed -n 's/.*"dir": "\([^"]*\)".*/\1/p' "$TMP/bp.json")
  [ -n "$dir" ] && [ -f "$dir/q4/example.flame" ] && [ -d "$dir/q4/out/example" ] &&
    ok "bench --project --keep keeps the projects" || bad "bench --project --keep" "'$dir'"
  rm -rf "$dir"
else
  bad "bench --project --keep" "$(tail -5 "$TMP/bp.err")"
fi
mkdir -p "$TMP/bp-full" && touch "$TMP/bp-full/x"
if expect_fail "bench --project: DIR not empty" bench_project "$TMP/bp-full"; then
  grep -q "is not empty" "$TMP/err" && ok "bench --project: a non-empty DIR is a clear error" || bad "bench --project: DIR" "$(cat "$TMP/err")"
fi
if expect_fail "bench --project: bad --size" "$FLAMEBUILD_ASAN" bench --project --size 64by36; then
  grep -q "size wants WIDTHxHEIGHT" "$TMP/err" && ok "bench --project: a bad --size is a clear error" || bad "bench --project: --size" "$(cat "$TMP/err")"
fi
if expect_fail "bench --project: unknown option" "$FLAMEBUILD_ASAN" bench --project --fast; then
  grep -q "unrecognized option '--fast'" "$TMP/err" && ok "bench --project: an unknown option is a clear error" ||
    bad "bench --project: option" "$(cat "$TMP/err")"
fi
