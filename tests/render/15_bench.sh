#!/bin/sh
# flamebuild bench runs its built-in genomes and reports rates (CPU here; the GPU figures come
# from `flamebuild bench --backend cuda` on the GPU machine: bench/BENCHMARKS.md).
. tests/lib.sh
# What the rows say, not only how many there are. --json: one row per genome and line; every
# figure finite and positive, the rate is samples / iterate_s, a frame takes at least its
# iteration and finishing, no kernels on the CPU, and the median is the rows' median rate.
# Prints "name samples" per row, or "BAD why" lines.
json_rows() {
  awk -v want_rows=8 '
    function num(k,   m) {   # the number after "k": in $0; "" when absent or not finite
      if (!match($0, "\"" k "\": [-+0-9.e]+[,}]")) return ""
      m = substr($0, RSTART + length(k) + 4, RLENGTH - length(k) - 5)
      return m ~ /^[-+]?[0-9]*\.?[0-9]+(e[-+]?[0-9]+)?$/ ? m + 0 : ""
    }
    function bad(why) { print "BAD " why; nbad++ }
    function abs(x) { return x < 0 ? -x : x }
    /"backend": / {
      if ($0 !~ /"backend": "cpu", "device": "CPU", "width": 1920, "height": 1080, "supersample": 1, "deterministic": false, "quality": 0.05,/) bad("header: " $0)
    }
    /^  \{"name": / {
      n++; name = $0; sub(/^  \{"name": "/, "", name); sub(/".*/, "", name)
      s = num("samples"); it = num("iterate_s"); r = num("iterations_per_s"); fi = num("finish_s"); fr = num("frame_s")
      if (s == "" || it == "" || r == "" || fi == "" || fr == "" || s <= 0 || it <= 0 || r <= 0 || fi <= 0 || fr <= 0) {
        bad(name ": a figure is missing, not finite or not positive: " $0); next
      }
      if (abs(r - s / it) > 1e-3 * r) bad(name ": iterations_per_s " r " is not samples / iterate_s " s / it)
      if (fr < it + fi - 2e-6) bad(name ": frame_s " fr " < iterate_s + finish_s " it + fi)
      if (num("compile_ms") != 0 || num("kernels_compiled") != 0) bad(name ": kernels compiled on the CPU")
      rate[n] = r; print name, s
    }
    /"median_iterations_per_s": / { median = num("median_iterations_per_s") }
    END {
      if (n != want_rows) bad(n " rows, want " want_rows)
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (rate[j] < rate[i]) { t = rate[i]; rate[i] = rate[j]; rate[j] = t }
      m = n % 2 ? rate[(n + 1) / 2] : (rate[n / 2] + rate[n / 2 + 1]) / 2
      if (median == "" || n == 0 || abs(median - m) > 1e-5 * m) bad("median_iterations_per_s " median " is not the rows median " m)
    }' "$1"
}
# The text table: the same checks at its precision (iterate %.3f s, rate %.4f G it/s, median
# %.4g G it/s); prints "name samples" per row (samples as %.4g), or "BAD why" lines.
text_rows() {
  awk -v want_rows=8 '
    function bad(why) { print "BAD " why; nbad++ }
    function abs(x) { return x < 0 ? -x : x }
    function finite(x) { return x ~ /^[0-9]*\.?[0-9]+(e[-+]?[0-9]+)?$/ }
    NR == 1 { if ($0 != "flamebuild bench: CPU, 1920x1080, supersample 1, quality 0.05") bad("header: " $0); next }
    /^  [^ ]+ +[^ ]+ samples  iterate / {
      n++   # name samples "samples" "iterate" T "s" RATE "G" "it/s" "finish" T "s" "frame" T "s" "compile" MS "ms"
      if (!finite($2) || !finite($5) || !finite($7) || !finite($11) || !finite($14) || !finite($17) ||
          $2 <= 0 || $5 <= 0 || $11 <= 0 || $14 <= 0) { bad($1 ": a figure is not finite or not positive: " $0); next }
      r = $2 / $5; rate[n] = r
      if (abs($7 * 1e9 - r) > 0.02 * r + 0.00005e9) bad($1 ": " $7 " G it/s is not samples / iterate " r)
      if ($14 < $5 + $11 - 0.002) bad($1 ": frame " $14 " s < iterate + finish " $5 + $11)
      if ($17 != 0) bad($1 ": kernels compiled on the CPU")
      print $1, $2; next
    }
    /^median: / { median = $2; if ($0 !~ "over " want_rows " genomes \\(CPU\\)$") bad("median line: " $0); next }
    { bad("unexpected line: " $0) }
    END {
      if (n != want_rows) bad(n " rows, want " want_rows)
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (rate[j] < rate[i]) { t = rate[i]; rate[i] = rate[j]; rate[j] = t }
      m = n % 2 ? rate[(n + 1) / 2] : (rate[n / 2] + rate[n / 2 + 1]) / 2
      if (!finite(median) || n == 0 || abs(median * 1e9 - m) > 0.02 * m) bad("median " median " G it/s is not the rows median " m / 1e9)
    }' "$1"
}
# These runs leave flam3-render out (--flam3 none: quick); the comparison is checked below.
if "$FLAMEBUILD_ASAN" bench --backend cpu -q 0.05 --flam3 none --json >"$TMP/bench.json" 2>"$TMP/bench.err"; then
  if ! command -v python3 >/dev/null; then skip "bench: --json is valid JSON" "no python3 to parse it"
  elif python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert len(d["genomes"]) == 8' "$TMP/bench.json" 2>"$TMP/py.err"
  then ok "bench: --json is valid JSON with 8 genomes"
  else bad "bench: --json is valid JSON" "$(tail -1 "$TMP/py.err")"; fi
  json_rows "$TMP/bench.json" >"$TMP/bench.rows"
  if grep -q '^BAD' "$TMP/bench.rows"; then bad "bench --json: the rows" "$(grep '^BAD' "$TMP/bench.rows" | head -5)"
  else ok "bench --json: 8 rows of finite positive figures, their median $(sed -n 's/.*"median_iterations_per_s": \([0-9.e+]*\).*/\1/p' "$TMP/bench.json") it/s"; fi
  if "$FLAMEBUILD_ASAN" bench --backend cpu -q 0.05 --flam3 none >"$TMP/bench.txt" 2>"$TMP/bench.err"; then
    sed '/^M iterations\/s per core /,$d' "$TMP/bench.txt" | text_rows /dev/stdin >"$TMP/bench.txtrows"
    if grep -q '^BAD' "$TMP/bench.txtrows"; then bad "bench: the table" "$(grep '^BAD' "$TMP/bench.txtrows" | head -5)"
    else ok "bench: the table has 8 rows of finite positive figures and their median"; fi
    # The same genomes in the same order with the same samples (timings differ between runs).
    awk '!/^BAD/ { printf "%s %.4g\n", $1, $2 }' "$TMP/bench.rows" >"$TMP/bench.jnames"
    grep -v '^BAD' "$TMP/bench.txtrows" >"$TMP/bench.tnames"
    if [ -s "$TMP/bench.jnames" ] && cmp -s "$TMP/bench.jnames" "$TMP/bench.tnames"; then
      ok "bench: --json and the table list the same genomes and samples"
    else bad "bench: --json against the table" "$(diff "$TMP/bench.jnames" "$TMP/bench.tnames" | head -5)"; fi
  else
    bad "bench" "$(cat "$TMP/bench.err")"
  fi
else
  bad "bench --json" "$(cat "$TMP/bench.err")"
fi
# --size and --supersample: the genomes drawn at that size (samples: quality x W x H a genome,
# framing kept); a bad size or accumulate mode is refused.
if "$FLAMEBUILD_ASAN" bench --backend cpu -q 0.05 --size 320x180 --supersample 2 --flam3 none --json >"$TMP/bsize.json" 2>"$TMP/bench.err" &&
   grep -q '"width": 320, "height": 180, "supersample": 2,' "$TMP/bsize.json"; then
  s1=$(sed -n 's/.*"name": "linear-spherical", "samples": \([0-9]*\).*/\1/p' "$TMP/bench.json")
  s2=$(sed -n 's/.*"name": "linear-spherical", "samples": \([0-9]*\).*/\1/p' "$TMP/bsize.json")
  if [ -n "$s1" ] && [ -n "$s2" ] && awk "BEGIN{r = $s1 / $s2; exit !(r > 30 && r < 42)}"; then
    ok "bench --size 320x180: about 1/36 of 1080p's samples ($s2 against $s1)"
  else bad "bench --size: samples" "$s1 at 1080p, $s2 at 320x180"; fi
else bad "bench --size" "$(cat "$TMP/bench.err") $(head -c 300 "$TMP/bsize.json")"; fi
# On the CPU, bench also sets M iterations/s per core next to flam3-render's on the same genomes
# and threads (issue 42). per_core FILE CORES FLAM3: checks the table after the median line —
# a row per genome in the main table's order whose flamebuild figure is that table's rate over
# CORES, and the median; with FLAM3 = yes, flam3-render's figures (at least 6 of the 8: a
# genome whose two flam3 runs are too close to time says so) with ratio = flamebuild / flam3
# and the lowest ratio named; with FLAM3 = no, "-" in its columns. Prints "BAD why" lines.
per_core() {
  awk -v cores="$2" -v flam3="$3" '
    function bad(why) { print "BAD " why }
    function abs(x) { return x < 0 ? -x : x }
    function num(x) { return x ~ /^[0-9]*\.?[0-9]+(e[-+]?[0-9]+)?$/ }
    # The main table prints iterate with 3 decimals: its rate lies between lo and hi.
    /^  [^ ]+ +[^ ]+ samples  iterate / { n++; name[n] = $1; lo[n] = $2 / ($5 + 0.0005); hi[n] = $5 > 0.0005 ? $2 / ($5 - 0.0005) : 1e30; next }
    /^M iterations\/s per core / {
      want = "M iterations/s per core (" cores " thread" (cores == 1 ? "" : "s") " on " cores " core" (cores == 1 ? "" : "s") "): flamebuild against flam3-render (bits=64)"
      if ($0 != want) bad("header: " $0); table = 1; next
    }
    !table { next }
    /^  genome +flamebuild +flam3-render +ratio$/ { next }
    /^  median / { median = $2; next }
    /^  / {
      k++
      if ($1 != name[k]) bad("row " k " is " $1 ", the main table has " name[k])
      if (!num($2) || $2 * 1e6 < 0.97 * lo[k] / cores - 500 || $2 * 1e6 > 1.03 * hi[k] / cores + 500)
        bad($1 ": " $2 " M it/s per core, the main table says " lo[k] / cores / 1e6 " to " hi[k] / cores / 1e6)
      pc[k] = $2
      if (flam3 == "no") { if ($3 != "-" || $4 != "-") bad($1 ": flam3 figures without flam3-render: " $0); next }
      if ($3 == "-" && $4 == "-") next
      if (!num($3) || !num($4) || $3 <= 0) { bad($1 ": " $0); next }
      f3++
      if (abs($4 - $2 / $3) > 0.01 * $4 + 0.01) bad($1 ": ratio " $4 " is not " $2 " / " $3)
      if (lowest == "" || $4 < lowest) lowest = $4
      next
    }
    /^flam3-render: left out \(--flam3 none\)$/ { said = "none"; next }
    /^flam3-render: .* not found/ { said = "absent"; next }
    /^flam3-render: \/.*flam3-render; its iteration alone: / { said = "yes"; next }
    /^flam3-render on [^ ]+: .*too close to tell/ { next }
    /^lowest ratio: / { said_lowest = $3; next }
    { bad("unexpected line: " $0) }
    END {
      if (k != 8 || n != 8) bad(k " rows per core, " n " in the main table, want 8")
      for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (pc[j] < pc[i]) { t = pc[i]; pc[i] = pc[j]; pc[j] = t }
      if (abs(median - (pc[4] + pc[5]) / 2) > 0.002) bad("median " median " is not the rows median " (pc[4] + pc[5]) / 2)
      if (flam3 == "yes") {
        if (said != "yes") bad("no line naming flam3-render")
        if (f3 < 6) bad("flam3-render figures on " f3 " genomes of 8")
        if (said_lowest != lowest) bad("lowest ratio " said_lowest ", the rows say " lowest)
      } else if (said != flam3) bad("flam3-render said " said ", want " flam3)
    }' "$1"
}
per_core "$TMP/bench.txt" "$(nproc)" none >"$TMP/pc.rows"
grep -q '^BAD' "$TMP/pc.rows" && bad "bench --flam3 none: the per-core table" "$(head -5 "$TMP/pc.rows")" ||
  ok "bench --flam3 none: M it/s per core for every genome, flam3-render left out"
# flam3-render missing or failing: said, the columns empty, flamebuild's figures kept, exit 0.
if PATH=/nonexistent "$FLAMEBUILD_ASAN" bench --backend cpu -q 0.05 --size 96x54 -j 1 >"$TMP/noflam3.txt" 2>"$TMP/noflam3.err"; then
  per_core "$TMP/noflam3.txt" 1 absent >"$TMP/pc.rows"
  grep -q '^BAD' "$TMP/pc.rows" && bad "bench without flam3-render: the per-core table" "$(head -5 "$TMP/pc.rows")" ||
    ok "bench without flam3-render on PATH: says so, flamebuild's figures alone"
else bad "bench without flam3-render" "$(tail -3 "$TMP/noflam3.err")"; fi
if "$FLAMEBUILD_ASAN" bench --backend cpu -q 0.05 --size 96x54 -j 1 --flam3 /bin/false >"$TMP/f3false.txt" 2>"$TMP/f3false.err" &&
   [ "$(grep -c '^flam3-render failed on [a-z-]*: /bin/false exited 1$' "$TMP/f3false.txt")" -eq 8 ] &&
   grep -q '^  linear-spherical  *[0-9.]*  *-  *-$' "$TMP/f3false.txt"; then
  ok "bench --flam3 PROGRAM that fails: said for each genome, its columns empty, exit 0"
else bad "bench --flam3 /bin/false" "$(cat "$TMP/f3false.txt" "$TMP/f3false.err" | tail -12)"; fi
# With flam3-render: the optimised binary (the ASan one is ~20 times slower) at a quality whose
# samples flam3 takes long enough to time against its fixed costs; the ASan one once, small,
# for bench_flam3.c's memory.
if command -v flam3-render >/dev/null; then
  if "$FLAMEBUILD" bench --backend cpu --size 320x180 -q 20 -j 1 >"$TMP/f3.txt" 2>"$TMP/f3.err"; then
    per_core "$TMP/f3.txt" 1 yes >"$TMP/pc.rows"
    grep -q '^BAD' "$TMP/pc.rows" && bad "bench with flam3-render: the per-core table" "$(head -5 "$TMP/pc.rows"; tail -14 "$TMP/f3.txt")" ||
      ok "bench: M it/s per core next to flam3-render's, ratios and the lowest ($(sed -n 's/^  median .* //p' "$TMP/f3.txt") median ratio)"
  else bad "bench with flam3-render" "$(tail -3 "$TMP/f3.err")"; fi
  if ! command -v python3 >/dev/null; then skip "bench --json with flam3-render" "no python3 to parse it"
  elif "$FLAMEBUILD" bench --backend cpu --size 320x180 -q 20 -j 1 --json >"$TMP/f3.json" 2>"$TMP/f3.err" &&
     python3 - "$TMP/f3.json" 2>"$TMP/py.err" <<'PY'
import json, statistics, sys
d = json.load(open(sys.argv[1]))
assert d["threads"] == 1 and d["cores"] == 1, (d["threads"], d["cores"])
f = d["flam3"]
assert f["found"] is True and f["program"].endswith("flam3-render"), f
ratios = []
for g in d["genomes"]:
    assert abs(g["iterations_per_s_per_core"] - g["iterations_per_s"]) <= 1e-5 * g["iterations_per_s"], g
    assert g["flam3_s"] > 0 and g["flam3_fixed_s"] > 0, g
    if g["flam3_iterations_per_s_per_core"] is None:
        assert g["ratio"] is None, g
        continue
    r = g["iterations_per_s_per_core"] / g["flam3_iterations_per_s_per_core"]
    assert abs(g["ratio"] - r) <= 1e-5 * r, g
    ratios.append((g["ratio"], g["name"]))
assert len(ratios) >= 6, ratios
assert abs(f["median_ratio"] - statistics.median(r for r, _ in ratios)) <= 1e-5 * f["median_ratio"], f
assert (f["lowest_ratio"], f["lowest_ratio_genome"]) == min(ratios), (f, min(ratios))
assert abs(d["median_iterations_per_s_per_core"] - d["median_iterations_per_s"]) <= 1e-5 * d["median_iterations_per_s"], d
PY
  then ok "bench --json: per-core rates, flam3-render's seconds and rates, ratios, their median and the lowest"
  else bad "bench --json with flam3-render" "$(tail -3 "$TMP/py.err" "$TMP/f3.err")"; fi
  if "$FLAMEBUILD_ASAN" bench --backend cpu --size 96x54 -q 5 -j 2 --json >"$TMP/f3a.json" 2>"$TMP/f3a.err" &&
     grep -q '"threads": 2, "cores": ' "$TMP/f3a.json" && grep -q '"found": true' "$TMP/f3a.json"; then
    ok "bench with flam3-render under ASan"
  else bad "bench with flam3-render under ASan" "$(tail -3 "$TMP/f3a.err")"; fi
else
  skip "bench: the comparison with flam3-render" "flam3-render is not installed (Debian: flam3-utils)"
fi
expect_fail "bench: --size 0x5" "$FLAMEBUILD_ASAN" bench --backend cpu --size 0x5 && grep -q "WIDTHxHEIGHT" "$TMP/err" &&
  ok "bench: a bad --size is refused" || bad "bench: bad --size" "$(cat "$TMP/err")"
expect_fail "bench: --accumulate bogus" "$FLAMEBUILD_ASAN" bench --backend cpu --accumulate bogus &&
  grep -q "auto, atomic or deferred" "$TMP/err" && ok "bench: a bad --accumulate is refused" ||
  bad "bench: bad --accumulate" "$(cat "$TMP/err")"
if expect_fail "bench: --backend cuda without a GPU" "$FLAMEBUILD_ASAN" bench --backend cuda -q 0.05; then
  grep -q "no usable GPU" "$TMP/err" && ok "bench: --backend cuda without a GPU is a clear error" || bad "bench: cuda" "$(cat "$TMP/err")"
fi

# bench --project: the build benchmark through the real build path, small enough for CI. Its
# temporary projects go under $TMP (TMPDIR) so the test can see them removed, or kept.
# step_field STEP FIELD: FIELD of the step's line in $TMP/bp.json
step_field() { sed -n "s/.*\"step\": \"$1\".*\"$2\": \\([0-9.e+]*\\).*/\\1/p" "$TMP/bp.json"; }
bench_project() { TMPDIR="$TMP" "$FLAMEBUILD_ASAN" bench --project --backend cpu --size 64x36 --frames 3 -q 4 --json "$@"; }
if bench_project >"$TMP/bp.json" 2>"$TMP/bp.err"; then
  steps=$(grep -c '"step": "[a-z]*", "iterated"' "$TMP/bp.json")
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
# --gpus reaches the builds (on the CPU it changes nothing) and each step reports every
# device's busy time: here one, the render stage's own.
if bench_project --keep --gpus 0 >"$TMP/bp.json" 2>"$TMP/bp.err"; then
  dir=$(sed -n 's/.*"dir": "\([^"]*\)".*/\1/p' "$TMP/bp.json")
  [ -n "$dir" ] && [ -f "$dir/q4/example.flame" ] && [ -d "$dir/q4/out/example" ] &&
    ok "bench --project --keep keeps the projects" || bad "bench --project --keep" "'$dir'"
  grep -q '"gpus": "0"' "$TMP/bp.json" && ok "bench --project --gpus: said in the JSON" ||
    bad "bench --project --gpus" "$(head -1 "$TMP/bp.json")"
  each=0
  for s in build gamma keyframe; do
    one=$(sed -n "s/.*\"step\": \"$s\".*\"device_busy_s\": \([0-9.]*\),.*\"device_busy_each_s\": \[\([0-9.]*\)\]}.*/\1 \2/p" "$TMP/bp.json")
    [ -n "$one" ] && awk -v a="${one% *}" -v b="${one#* }" 'BEGIN{exit !(a == b)}' && each=$((each + 1))
  done
  [ $each -eq 3 ] && ok "bench --project: each device's busy time (one device: the render stage's)" ||
    bad "bench --project: device_busy_each_s" "$(grep '"step"' "$TMP/bp.json")"
  rm -rf "$dir"
else
  bad "bench --project --keep" "$(tail -5 "$TMP/bp.err")"
fi
# --repeat: each round in a project of its own, removed once measured; a median and range per
# step over the rounds (the text's last line, the JSON's summary).
if bench_project --repeat 3 "$TMP/bp-rep" >"$TMP/bp.json" 2>"$TMP/bp.err" &&
   TMPDIR="$TMP" "$FLAMEBUILD_ASAN" bench --project --backend cpu --size 64x36 --frames 3 -q 4 --repeat 2 >"$TMP/bp.txt" 2>>"$TMP/bp.err"; then
  if python3 - "$TMP/bp.json" <<'PY'
import json, statistics, sys
d = json.load(open(sys.argv[1]))
runs = d["runs"]
assert [r["round"] for r in runs] == [1, 2, 3], runs
assert all(len(r["steps"]) == 3 and r["steps"][0]["iterated"] == 3 for r in runs), runs
summary = {s["step"]: s for s in d["summary"]}
assert sorted(summary) == ["build", "gamma", "keyframe"], d["summary"]
for k, step in enumerate(["build", "gamma", "keyframe"]):
    secs = [r["steps"][k]["seconds"] for r in runs]
    s = summary[step]
    assert s["rounds"] == 3 and abs(s["median_seconds"] - statistics.median(secs)) < 1e-5, (s, secs)
    assert abs(s["min_seconds"] - min(secs)) < 1e-5 and abs(s["max_seconds"] - max(secs)) < 1e-5, (s, secs)
PY
  then ok "bench --project --repeat: three rounds, each step's median and range over them"
  else bad "bench --project --repeat: JSON" "$(head -c 600 "$TMP/bp.json")"; fi
  [ -d "$TMP/bp-rep" ] && [ -z "$(ls "$TMP/bp-rep")" ] &&
    ok "bench --project --repeat: each round's project is removed once measured, DIR kept" ||
    bad "bench --project --repeat: projects" "$(ls "$TMP/bp-rep" 2>&1)"
  grep -q "round 2 of 2" "$TMP/bp.txt" && grep -qE "^  over 2 rounds, seconds: build median [0-9.]+ \([0-9.]+-[0-9.]+\), gamma" "$TMP/bp.txt" &&
    ok "bench --project --repeat: the text says each round and the medians" || bad "bench --project --repeat: text" "$(cat "$TMP/bp.txt")"
else
  bad "bench --project --repeat" "$(tail -5 "$TMP/bp.err")"
fi
if expect_fail "bench --project: bad --repeat" "$FLAMEBUILD_ASAN" bench --project --repeat 0; then
  grep -q "repeat wants an integer 1..20, not '0'" "$TMP/err" && ok "bench --project: a bad --repeat is a clear error" ||
    bad "bench --project: --repeat" "$(cat "$TMP/err")"
fi
mkdir -p "$TMP/bp-full" && touch "$TMP/bp-full/x"
if expect_fail "bench --project: DIR not empty" bench_project "$TMP/bp-full"; then
  grep -q "is not empty" "$TMP/err" && ok "bench --project: a non-empty DIR is a clear error" || bad "bench --project: DIR" "$(cat "$TMP/err")"
fi
if expect_fail "bench --project: bad --size" "$FLAMEBUILD_ASAN" bench --project --size 64by36; then
  grep -q "size wants WIDTHxHEIGHT" "$TMP/err" && ok "bench --project: a bad --size is a clear error" || bad "bench --project: --size" "$(cat "$TMP/err")"
fi
if expect_fail "bench --project: bad --gpus" "$FLAMEBUILD_ASAN" bench --project --gpus first; then
  grep -q "gpus wants all, or GPU numbers" "$TMP/err" && ok "bench --project: a bad --gpus is a clear error" ||
    bad "bench --project: --gpus" "$(cat "$TMP/err")"
fi
if expect_fail "bench --project: unknown option" "$FLAMEBUILD_ASAN" bench --project --fast; then
  grep -q "unrecognized option '--fast'" "$TMP/err" && ok "bench --project: an unknown option is a clear error" ||
    bad "bench --project: option" "$(cat "$TMP/err")"
fi
# --accumulate all: the three ways a GPU adds samples side by side, through the GPU emulation
# (the kernels' text on the CPU: the same code paths the device takes, minus the device). Every
# mode's rows are positive and its median is its rows' median; the integer atomics and the
# deferred path draw the same samples as the float atomics.
if "$FLAMEBUILD_ASAN" bench --backend gpu-emulation --size 96x54 -q 2 --accumulate all >"$TMP/cmp.txt" 2>"$TMP/cmp.err" &&
   "$FLAMEBUILD_ASAN" bench --backend gpu-emulation --size 96x54 -q 2 --accumulate all --json >"$TMP/cmp.json" 2>>"$TMP/cmp.err"; then
  rows=$(grep -cE '^  [a-z-]+ +[0-9.]+ +[0-9.]+ +[0-9.]+$' "$TMP/cmp.txt")
  head -2 "$TMP/cmp.txt" | tail -1 | grep -q 'float atomics  *integer atomics  *deferred' && [ "$rows" -eq 9 ] &&
    ok "bench --accumulate all: a column per mode, 8 genomes and the median" || bad "bench --accumulate all: table" "$(cat "$TMP/cmp.txt")"
  if python3 - "$TMP/cmp.json" <<'PY'
import json, statistics, sys
d = json.load(open(sys.argv[1]))
modes = d["accumulate"]
assert list(modes) == ["float_atomics", "integer_atomics", "deferred"], list(modes)
samples = None
for name, m in modes.items():
    g = m["genomes"]
    assert len(g) == 8, (name, len(g))
    rates = [r["iterations_per_s"] for r in g]
    assert all(r > 0 for r in rates), (name, rates)
    assert abs(statistics.median(rates) - m["median_iterations_per_s"]) <= 1e-5 * m["median_iterations_per_s"], name
    s = [r["samples"] for r in g]
    assert samples is None or s == samples, (name, s, samples)
    samples = s
PY
  then ok "bench --accumulate all --json: three modes, 8 genomes each, the same samples, medians right"
  else bad "bench --accumulate all --json" "$(head -c 600 "$TMP/cmp.json")"; fi
else
  bad "bench --accumulate all" "$(tail -3 "$TMP/cmp.err")"
fi
if expect_fail "bench --accumulate all on the CPU" "$FLAMEBUILD_ASAN" bench --backend cpu --accumulate all; then
  grep -q "needs --backend cuda or gpu-emulation" "$TMP/err" && ok "bench --accumulate all: the CPU is a clear error" ||
    bad "bench --accumulate all: cpu" "$(cat "$TMP/err")"
fi
