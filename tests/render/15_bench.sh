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
