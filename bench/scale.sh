#!/bin/sh
# bench/scale.sh — one GPU against every GPU of the host, on issue 41's table.
#
#   Measures  wall-clock of `flamebuild build` with --gpus 0 and --gpus all, rounds alternating:
#             an Electric Sheep edge (rw_02 -> rw_04, 1920x1423, 1000 temporal samples, 24
#             frames) at quality 5000 and 1000; the `init` example (`bench --project`, 1080p,
#             60 frames) at quality 1000 and 200 with its gamma and keyframe edits and each GPU's
#             busy %; one 3840x2160 quality 4000 frame built alone (split over the GPUs) and
#             rendered by `flamebuild render` (one GPU); "cold": the q5000 edge's first build
#             in a project whose kernel is not compiled yet (the generic kernel, NVRTC);
#             "watch": the 4K frame in a warm `flamebuild watch`, save -> new PNG, 3 edits
#   Machine   a GPU machine: nvidia-h200 for the one-GPU column, nvidia-h200-x2 / -x4 for both
#   Command   sh bench/scale.sh [FLAMEBUILD] [ROUNDS]   (default ./flamebuild, 2 rounds;
#             WHICH="sheep5000 sheep1000 init1000 init200 uhd cold watch" picks rows)
#   Runs      about 2 minutes a round on 2 H200s, plus the kernels' compile once
#   Output    a line per build on stdout, then a summary: each row's seconds with one GPU and
#             with all, and the ratio of their medians; the `build -v` logs of every build
#             (per-device timelines) in $OUT/scale-logs.tgz, the times in $OUT/times.txt
#             ($OUT or a temp dir)
#   Figures   bench/BENCHMARKS.md, "Several GPUs"
#
# Every build is a fresh project, its kernels compiled before it (`flamebuild kernels`) except
# in "cold"; the generic kernel and the finishing module are compiled once, before the rounds.
set -u
cd "$(dirname "$0")/.."
FB=${1:-$PWD/flamebuild}
ROUNDS=${2:-2}
WHICH=${WHICH:-sheep5000 sheep1000 init1000 init200 uhd cold watch}
O=${OUT:-$(mktemp -d /tmp/flamebuild-scale.XXXXXX)}
W=$(mktemp -d /tmp/flamebuild-scalew.XXXXXX)
R=tests/data/realworld
export XDG_CACHE_HOME="$W/xdg"
mkdir -p "$O/logs"
: >"$O/times.txt"
nvidia-smi -L
now() { date +%s.%N; }

# edge DIR Q : the sheep edge at quality Q, 24 frames.
edge() {
  rm -rf "$1"; mkdir -p "$1"
  printf '[render]\nsize = 1920x1423\nquality = %s\ntemporal_samples = 1000\n[video]\ncodec = none\n' "$2" >"$1/flamebuild.conf"
  {
    echo "<animation>"
    sed -n '/<flame /,/<\/flame>/p' $R/rw_02_sheep80692.flam3 | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="0" /'
    sed -n '/<flame /,/<\/flame>/p' $R/rw_04_sheep80895.flam3 | sed '1s/ time="[^"]*"//; 1s/<flame /<flame time="24" /'
    echo "</animation>"
  } >"$1/edge.flame"
}
# uhd DIR : one 3840x2160 quality 4000 frame of the sheep, as a project and as a genome.
uhd() {
  rm -rf "$1"; mkdir -p "$1"
  printf '[render]\nsize = 3840x2160\nquality = 4000\n[video]\ncodec = none\n' >"$1/flamebuild.conf"
  sed 's/size="[^"]*"/size="3840 2160"/; s/scale="[^"]*"/scale="3840"/; s/quality="[^"]*"/quality="4000"/' \
    $R/rw_02_sheep80692.flam3 >"$1/still.flame"
}

# timed NAME CMD... : a line of its wall-clock, the PNGs written and the frames per device.
timed() {
  name=$1; shift
  t0=$(now); "$@" >"$O/logs/$name.log" 2>&1; rc=$?; t1=$(now)
  devs=$(grep -o 'timeline (cuda:[0-9]*' "$O/logs/$name.log" | sort | uniq -c | tr -s ' ' | tr '\n' ';')
  printf '%-26s %7.2f s  rc %d  %s\n' "$name" "$(awk "BEGIN{print $t1 - $t0}")" $rc "$devs"
  echo "$name $(awk "BEGIN{print $t1 - $t0}")" >>"$O/times.txt"
}

# watch_edits NAME GPUS : `flamebuild watch` of the 4K still (previews off), warm: after its
# first build, three edits of a coefficient, each timed from the save to the new PNG.
watch_edits() {
  "$FB" watch "$W/p" --gpus "$2" --preview 0 -v >"$O/logs/$1.log" 2>&1 &
  wpid=$!
  png=$W/p/out/still.png
  i=0; while [ ! -f "$png" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
  sleep 1
  for e in 1 2 3; do
    old=$(stat -c %i "$png" 2>/dev/null)
    t0=$(now)
    sed "0,/coefs=\"\([^ ]*\) /s//coefs=\"-0.05${e}8 /" "$W/p/still.flame" >"$W/p/.edit" && mv "$W/p/.edit" "$W/p/still.flame"
    i=0; while [ "$(stat -c %i "$png" 2>/dev/null)" = "$old" ] && [ $i -lt 60000 ]; do sleep 0.001; i=$((i + 1)); done
    t1=$(now)
    printf '%-26s %7.2f s  edit %d\n' "$1" "$(awk "BEGIN{print $t1 - $t0}")" $e
    echo "$1 $(awk "BEGIN{print $t1 - $t0}")" >>"$O/times.txt"
    sleep 0.5
  done
  kill $wpid; wait $wpid 2>/dev/null
}

# The user's kernels (generic, finishing) and the driver's first start, untimed.
"$FB" bench --project "$W/kb" -q 200 --frames 2 --backend cuda >/dev/null 2>&1
rm -rf "$W/kb"

round=1
while [ $round -le "$ROUNDS" ]; do
  for gpus in 0 all; do
    for w in $WHICH; do
      case $w in
      cold)   edge "$W/p" 5000 # the sheep edge at q5000, its kernel not compiled yet
              timed "r$round.$w.gpus-$gpus" "$FB" build "$W/p" --gpus $gpus -v ;;
      sheep*) q=${w#sheep}; edge "$W/p" "$q"; "$FB" kernels "$W/p" >/dev/null 2>&1
              timed "r$round.$w.gpus-$gpus" "$FB" build "$W/p" --gpus $gpus -v ;;
      init*)  q=${w#init}; rm -rf "$W/b"
              timed "r$round.$w.gpus-$gpus" "$FB" bench --project "$W/b" -q "$q" --frames 60 --backend cuda --gpus $gpus
              grep -E '^ *(build|gamma|keyframe)' "$O/logs/r$round.$w.gpus-$gpus.log" | sed 's/^/    /'
              # bench's own step times (the process's start and end left out) for the summary
              awk -v r="r$round.$w" -v g="gpus-$gpus" '$1 ~ /^(build|gamma|keyframe)$/ {print r "-" $1 "." g, $6}' \
                "$O/logs/r$round.$w.gpus-$gpus.log" >>"$O/times.txt"
              # The two edits again under build -v, for their per-frame timelines.
              e=$W/b/q$q/example.flame
              sed -i 's/gamma="3"/gamma="2.5"/' "$e"
              timed "r$round.$w.gamma-v.gpus-$gpus" "$FB" build "$W/b/q$q" --gpus $gpus -v
              sed -i 's/coefs="0.83 0.28 -0.28 0.83 0.12 0.03"/coefs="0.79 0.38 -0.38 0.79 0.18 -0.05"/' "$e"
              timed "r$round.$w.keyframe-v.gpus-$gpus" "$FB" build "$W/b/q$q" --gpus $gpus -v ;;
      watch)  uhd "$W/p"; "$FB" kernels "$W/p" >/dev/null 2>&1; watch_edits "r$round.watch-uhd.gpus-$gpus" $gpus ;;
      uhd)    uhd "$W/p"; "$FB" kernels "$W/p" >/dev/null 2>&1
              timed "r$round.uhd-build.gpus-$gpus" "$FB" build "$W/p" --gpus $gpus -v
              [ $gpus = 0 ] && timed "r$round.uhd-render" "$FB" render "$W/p/still.flame" -o "$W/still.png" -v ;;
      esac
      rm -rf "$W/p" "$W/b"
    done
  done
  round=$((round + 1))
done
(cd "$O" && tar czf scale-logs.tgz logs && rm -rf logs)
echo "logs: $O/scale-logs.tgz"
# The summary: each row's seconds with one GPU and with all (every round, every edit), their
# medians' ratio.
echo "== summary: seconds with --gpus 0 | --gpus all | ratio of the medians"
sed 's/^r[0-9]*\.//' "$O/times.txt" | awk '
  { n = split($1, p, ".gpus-"); row = p[1]; g = n > 1 ? p[2] : "0"; v[row, g, ++c[row, g]] = $2; if (!(row in seen)) { seen[row] = 1; order[++rows] = row } }
  function med(row, g,   k, m, i, j, t, a) {
    m = c[row, g]; if (!m) return 0
    for (k = 1; k <= m; k++) a[k] = v[row, g, k]
    for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
  }
  function list(row, g,   k, s) { s = ""; for (k = 1; k <= c[row, g]; k++) s = s (k > 1 ? ", " : "") v[row, g, k]; return s }
  END {
    for (r = 1; r <= rows; r++) {
      row = order[r]; a = med(row, "0"); b = med(row, "all")
      printf "  %-22s %-26s | %-26s | %s\n", row, list(row, "0"), list(row, "all"), (a && b) ? sprintf("%.2fx", a / b) : "-"
    }
  }'
rm -rf "$W"
