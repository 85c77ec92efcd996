#!/bin/sh
# bench/farm_sim.sh — what limits a farm of many nodes, measured on one machine (issue 41,
# item 3): many fake workers return their results into one project at once, and the submit
# host (a real `flamebuild build --farm slurm`) lands them.
#
# What it measures, for FRAMES frames of SIZE shared among WORKERS workers:
#   plan      the submit host planning the frames: from the farm build's start to its "N frames
#             to Slurm" (open the project, parse, interpolate TS temporal samples a frame, key
#             every frame, record the plan in state.db)
#   write     the workers (WORKERS processes at once) writing their frames into the project:
#             per frame a PNG, a cache entry, a thumbnail (for the contact sheet), a "started"
#             marker and a result file, each to a temporary name and renamed — the files a farm
#             makes per frame
#   land      the submit host landing them: read each result, check its PNG (whole, carrying
#             the frame's finish key) and cache entry (bound to its iter_key), record the frame
#             in state.db, and at the sequence's end make its contact sheet from the
#             thumbnails — from the moment every result is there (the fake sbatch has run the
#             workers to their end before it returns) to the build's "Slurm job … done"
#   status    `flamebuild status --json` run every 0.2 s while the build lands: its time
#             (a reader of state.db beside the one writer — the lock waits a user would see)
#   files     the files of the run folder and of the project after the run
# The fake Slurm lives in a temporary folder (sbatch, squeue, sinfo, scancel, sacct on the
# PATH): sbatch runs one fake worker per array task, WORKERS at once, each copying frames a
# local build rendered beforehand (their PNGs and cache entries, which carry the right keys)
# into the project the way `flamebuild worker` writes them, then prints the job id.
#
# Usage: sh bench/farm_sim.sh [FRAMES] [WORKERS] [SIZE] [TS] [FLAMEBUILD]
#   defaults 2000 100 64x48 1 ./flamebuild (the optimised binary: `make flamebuild`; TS the
#   temporal samples a frame: 1000 as an Electric Sheep edge has for the planning figure,
#   1 to measure the rest quickly).
# Time on the dev machine (2 cores, loaded): ~1.5 min for the defaults; 30 frames at 1920x1080
# ~1 min, 100 ~3.5 min; 200 frames of 1000 temporal samples ~1 min (the local render of the
# frames to copy is most of it). Root is not needed; nothing outside its temporary folder is
# written. Prints one line per figure; the figures are in bench/BENCHMARKS.md, "Several nodes".
# Run it from the repository's root (it sources tests/lib.sh).
set -e
FRAMES=${1:-2000}
WORKERS=${2:-100}
SIZE=${3:-64x48}
TS=${4:-1}
FB=$(cd "$(dirname "${5:-./flamebuild}")" && pwd)/$(basename "${5:-./flamebuild}")
[ -x "$FB" ] || { echo "farm_sim: no $FB (make flamebuild)" >&2; exit 2; }
W=$(mktemp -d /tmp/flamebuild-farmsim.XXXXXX)
. tests/lib.sh >/dev/null
at_exit 'rm -rf "$W"'
P=$W/project
mkdir -p "$P" "$W/bin" "$W/saved"
animation "$P/anim.flame" 0 "$FRAMES"
printf '[render]\nsize = %s\nquality = 1\ntemporal_samples = %s\n[video]\ncodec = none\n[farm]\nmax_tasks = %s\npoll = 0.05\nretries = 0\n' \
  "$SIZE" "$TS" "$WORKERS" >"$P/flamebuild.conf"
now() { date +%s.%N; }
# hh:mm:ss.mmm of a log line -> seconds of the day
log_s() { sed -n "s/^\([0-9][0-9]\):\([0-9][0-9]\):\([0-9.]*\) $1.*/\1 \2 \3/p" "$2" | head -1 | awk '{ print $1 * 3600 + $2 * 60 + $3 }'; }

# 1. The frames to copy: rendered here once, then the project made fresh again.
"$FB" build "$P" --quiet >/dev/null 2>&1
cp -r "$P/out/anim" "$W/saved/png"
cp -r "$P/.flamebuild/cache" "$W/saved/cache"
cp -r "$P/.flamebuild/thumbs" "$W/saved/thumbs"
rm -rf "$P/out" "$P/.flamebuild"
png_bytes=$(du -sb "$W/saved/png" | cut -f1)
cache_bytes=$(du -sb "$W/saved/cache" | cut -f1)
echo "frames: $FRAMES PNGs of $SIZE, $((png_bytes / FRAMES)) bytes each; cache entries $((cache_bytes / FRAMES)) bytes each"

# 2. The fake Slurm and its workers.
cat >"$W/bin/worker" <<'EOF'
#!/bin/sh
# fake worker: MANIFEST TASK SAVED — writes its task's frames as `flamebuild worker` would
m=$1 task=$2 saved=$3
run=$(dirname "$m")
root=$(sed -n 's/^project //p' "$m")
results=$(sed -n 's/^results //p' "$m")
mkdir -p "$run/started"
i=-1
grep '^frame ' "$m" | while read -r _ t index iter finish est path; do
  i=$((i + 1))
  [ "$t" = "$task" ] || continue
  : >"$run/started/.F$i.tmp" && mv "$run/started/.F$i.tmp" "$run/started/F$i"
  name=$(printf '%05d.png' "$index")
  cp "$saved/png/$name" "$root/out/anim/$name.tmp-$$-w" && mv "$root/out/anim/$name.tmp-$$-w" "$root/out/anim/$name"
  d=$(printf '%s' "$iter" | cut -c1-2)
  mkdir -p "$root/.flamebuild/cache/$d"
  cp "$saved/cache/$d/$iter" "$root/.flamebuild/cache/$d/tmp-$$-$i" && mv "$root/.flamebuild/cache/$d/tmp-$$-$i" "$root/.flamebuild/cache/$d/$iter"
  t=$(printf '%s' "$finish" | cut -c1-2)
  mkdir -p "$root/.flamebuild/thumbs/$t"
  cp "$saved/thumbs/$t/$finish.png" "$root/.flamebuild/thumbs/$t/$finish.png.tmp-$$-t" &&
    mv "$root/.flamebuild/thumbs/$t/$finish.png.tmp-$$-t" "$root/.flamebuild/thumbs/$t/$finish.png"
  printf 'state done\niterated 1\nbackend cpu\nnode sim%s\nsamples 1\nseconds 1\nerror \n' "$task" >"$results/.F$i.tmp"
  mv "$results/.F$i.tmp" "$results/F$i"
done
EOF
cat >"$W/bin/sbatch" <<EOF
#!/bin/sh
# fake sbatch: every task of --array at once (one fake worker each), to their end; then the id
for a in "\$@"; do case "\$a" in --array=*) array=\${a#--array=} ;; *) script=\$a ;; esac; done
array=\${array%%%*}
m=\$(dirname "\$script")/manifest
mkdir -p "\$(sed -n 's/^project //p' "\$m")/out/anim"
date +%s.%N >"$W/sbatch.start"
for t in \$(echo "\$array" | tr ',' ' '); do sh "$W/bin/worker" "\$m" "\$t" "$W/saved" & done
wait
date +%H:%M:%S.%N >"$W/sbatch.end"
echo 900
EOF
printf '#!/bin/sh\nexit 0\n' >"$W/bin/squeue"
printf '#!/bin/sh\nexit 0\n' >"$W/bin/scancel"
printf '#!/bin/sh\nexit 1\n' >"$W/bin/sacct"
printf '#!/bin/sh\nexit 0\n' >"$W/bin/sinfo"
chmod +x "$W/bin/"*

# 3. The farm build, and status read every 0.2 s meanwhile.
start_day=$(date +%H:%M:%S.%N | awk -F: '{ print $1 * 3600 + $2 * 60 + $3 }')
PATH=$W/bin:$PATH "$FB" build "$P" --farm slurm >"$W/build.out" 2>"$W/build.err" &
builder=$!
: >"$W/status.times"
while kill -0 $builder 2>/dev/null; do
  if [ -f "$W/sbatch.end" ]; then
    s0=$(now); "$FB" status "$P" --json >/dev/null 2>&1 || true; s1=$(now)
    echo "$s1 - $s0" | bc >>"$W/status.times"
    sleep 0.2
  else sleep 0.05; fi
done
wait $builder || { echo "farm_sim: the build failed: $(tail -3 "$W/build.err")" >&2; exit 1; }
start_s=$(cut -c1-18 "$W/sbatch.start")
write_s=$(awk -F: '{ print $1 * 3600 + $2 * 60 + $3 }' "$W/sbatch.end")
sub_s=$(log_s "farm: $FRAMES frames to Slurm" "$W/build.err")
done_s=$(log_s "farm: Slurm job" "$W/build.err")
echo "plan: $FRAMES frames of $TS temporal samples planned in $(echo "$sub_s - $start_day" | bc) s (the build's start to its submit)"
echo "write: $WORKERS workers wrote $FRAMES frames (5 files each) in $(echo "$write_s - $sub_s" | bc) s (from the submit, incl. sbatch's start)"
land=$(echo "$done_s - $write_s" | bc)
echo "land: $FRAMES results landed in $land s after the last was written: $(echo "scale=0; $FRAMES / $land" | bc) frames/s, $(echo "scale=2; $land * 1000 / $FRAMES" | bc) ms a frame"
echo "build: $(tail -n 1 "$W/build.out")"
if [ -s "$W/status.times" ]; then
  sort -n "$W/status.times" | awk '{ v[NR] = $1 } END { printf "status: %d calls while landing: median %.3f s, max %.3f s\n", NR, v[int((NR + 1) / 2)], v[NR] }'
fi
echo "files: project $(find "$P" -type f | wc -l) ($(find "$P/out" -type f | wc -l) in out/, $(find "$P/.flamebuild/cache" -type f | wc -l) cache entries); run folder removed after success: $(ls "$P/.flamebuild/farm" 2>/dev/null | wc -l) left"
echo "db: state.db $(du -b "$P/.flamebuild/state.db" | cut -f1) bytes"
