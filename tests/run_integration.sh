#!/bin/sh
# Runs the integration tests (tests/render/*.sh, tests/fuzz/replay.sh, tests/conformance/*.sh) and prints the
# total over unit and integration tests as the last line: "N passed, M failed, K skipped" (a
# skip is a check that could not run here: listed, never counted as passed).
#
# The scripts are independent (each its own temp folder, its own project copies; the Slurm
# clusters pick their ports from the PID) and many of them mostly wait — on watchers, on a
# cluster, on kills and timeouts — so TEST_JOBS of them run at once (default: the cores + 1).
# Each script's output is printed whole when it ends, one script at a time. The costliest in
# CPU start first. The three Slurm scripts run one after the other, in one job: each starts a
# cluster of its own, and two at once would contend for the one host's slots (74's node loss
# is timed). That job waits on its cluster nearly all the time (~20 CPU s in ~125 s), so it
# runs beside the TEST_JOBS, not in one of their places: in one, it left a core of two idle
# for its first two minutes.
# UNIT_TESTS=BINARIES (make test) adds the unit tests as two more jobs (test_codegen, and the
# rest one binary at a time; tests/run_unit.sh records their results): CPU-bound, they fill the
# cores beside the scripts that wait, instead of running before them on one core of two. With
# CODEGEN_O2=BINARY (make test: the optimised build's test_codegen) test_codegen's job is that
# binary's two costliest NVRTC compiles (TEST_CODEGEN_PART=heavy), and the sanitizer build's
# test_codegen runs the rest of it among the other unit tests (TEST_CODEGEN_PART=light).
: "${RESULTS:=build/test-results}"
export RESULTS
jobs=${TEST_JOBS:-$(( $(nproc 2>/dev/null || echo 2) + 1 ))}
logs=$(mktemp -d /tmp/flamebuild-integration.XXXXXX)
trap 'rm -rf "$logs"' EXIT

# One job a line: the command (run through env, so a line may start with VAR=value settings).
# Artists' flames (tests/data/realworld/SOURCES.md), and what the GPU draws — its iteration run
# on the CPU in the GPU's precision (flamebuild render --backend gpu-emulation) — on every set.
real="GENOME_DIR=tests/data/realworld REF_DIR=tests/data/realworld/refs"
unit=""
# test_codegen (NVRTC: ~14 CPU s optimised at make test's fast-compile level, 67 at NVRTC's
# default) is a job of its own: in the one unit job it made that job the suite's longest lane
# (328 s of a 509 s run, before the fast-compile level).
if [ -n "${UNIT_TESTS:-}" ]; then
  codegen=$(printf '%s\n' $UNIT_TESTS | grep '/test_codegen$' || true)
  others=$(printf '%s\n' $UNIT_TESTS | grep -v '/test_codegen$' || true)
  if [ -n "$codegen" ] && [ -n "${CODEGEN_O2:-}" ]; then
    others="$others $codegen"
    codegen="TEST_CODEGEN_PART=heavy UNIT_SUFFIX=-o2 sh tests/run_unit.sh $CODEGEN_O2"
  elif [ -n "$codegen" ]; then codegen="sh tests/run_unit.sh $codegen"; fi
  unit="
TEST_CODEGEN_PART=light TEST_JOBS=1 sh tests/run_unit.sh $(echo $others) || true"
  [ -n "$codegen" ] && unit="$unit
$codegen || true"
fi
# Job 1 is the Slurm job (beside the others); then the costliest first (CPU s on the dev
# machine: 70 ~136, the unit tests ~55 and test_codegen's NVRTC ~14, the emulation's
# conformance ~72, the CPU's ~34 and ~33).
long="sh -c 'sh tests/render/61_farm_slurm.sh; sh tests/render/69_farm_trust.sh; sh tests/render/74_farm_nodes.sh'
sh tests/render/70_other_editors.sh$unit
BACKEND=gpu-emulation sh tests/conformance/run.sh
sh tests/conformance/run.sh
sh tests/conformance/anim.sh
BACKEND=gpu-emulation sh tests/conformance/anim.sh
BACKEND=gpu-emulation $real sh tests/conformance/run.sh
$real sh tests/conformance/run.sh"
# Of the other scripts, those of ~7 CPU s and more first (their order by CPU s on the dev
# machine), so that the last to end are short ones.
mid="62_watch_preview 65_quality_auto 45_project_pipeline 60_kernels 50_watch 15_bench 68_trust_boundaries
48_kill_matrix 46_hostile_input 49_disk_full"
rest=$(ls tests/render/*.sh tests/fuzz/replay.sh | grep -v -e 70_other_editors -e 61_farm_slurm -e 69_farm_trust -e 74_farm_nodes |
  awk -v mid="$(echo $mid)" 'BEGIN { n = split(mid, m, " "); for (i = 1; i <= n; i++) rank[m[i]] = i }
    { k = $0; sub(/.*\//, "", k); sub(/\.sh$/, "", k); print (k in rank ? rank[k] : 100), NR, $0 }' |
  sort -n -k1,1 -k2,2 | sed 's/^[0-9]* [0-9]* /sh /')
n=0
printf '%s\n%s\n' "$long" "$rest" | while IFS= read -r cmd; do
  n=$((n + 1))
  printf '%s\t%s\n' "$n" "$cmd"
done >"$logs/jobs"

# Each job: its command's output into its log, then the log printed under a lock (flock, from
# util-linux: every Debian has it).
run_job='
  cmd=$(awk -F "\t" -v n="$2" "\$1 == n { print \$2 }" "$1/jobs")
  log="$1/$2.log"
  t0=$(date +%s)
  { echo "== $cmd"; eval "$cmd" 2>&1 || echo "FAIL script $cmd" >>"$RESULTS"; } >"$log" 2>&1
  times >"$log.cpu"  # (not in a pipe or $(): a subshell would count none of the children)
  cpu=$(awk "NR == 2 { gsub(/s/, \"\"); split(\$1, u, \"m\"); split(\$2, s, \"m\"); printf \"%.1f\", u[1] * 60 + u[2] + s[1] * 60 + s[2] }" "$log.cpu")
  echo "   ($(( $(date +%s) - t0 )) s, $cpu CPU s: $cmd)" >>"$log"
  printf "%s\t%s\t%s\n" "$cpu" "$(( $(date +%s) - t0 ))" "$cmd" >>"$1/times"
  flock "$1/print.lock" cat "$log"'
sh -c "$run_job" sh "$logs" 1 &
waiting=$!
awk -F '\t' '$1 > 1 { print $1 }' "$logs/jobs" | xargs -P "$jobs" -I{} sh -c "$run_job" sh "$logs" {}
wait $waiting
# Where the time went (CPU seconds of each job and its children, then wall seconds), the
# costliest first: in $TIMES (default build/test-times) and the costliest five printed.
: "${TIMES:=$(dirname "$RESULTS")/test-times}"
sort -rn "$logs/times" >"$TIMES"
echo "costliest jobs (CPU s, wall s), all in $TIMES:"; head -n 5 "$TIMES" | sed 's/^/  /'

sh tests/summary.sh "$RESULTS"
