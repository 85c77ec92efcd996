#!/bin/sh
# bench/watch_latency.sh — how fast `flamebuild watch` reacts to a save (issues 6 and 16).
#
#   Measures  the four cases below: save -> work starts (the watcher's log timestamps) and
#             save -> PNG in place (its inode polled every 1 ms); median, min and max
#   Machine   the development machine (2 cores, CPU backend); on the GPU machine (one NVIDIA
#             H200) with SIZE="1920 1080" SCALE=540 for 1080p frames
#   Command   sh bench/watch_latency.sh [REPS]   (repository root, after `make flamebuild`;
#             REPS saves of each kind, default 10; FLAMEBUILD=path the binary, WATCH_ARGS
#             more watch options, e.g. "--preview 0" or "--gpus 0")
#   Runs      about a minute at REPS=10 on the development machine (case 4's frames take ~2 s
#             each there)
#   Output    a line per measure on stdout (median, min, max, n), then the watcher's summary
#             line; the project and the watcher's log in $TMP
#   Figures   bench/BENCHMARKS.md, "Watch latency"
#
# Cases:
#   1. gamma edit of a 640x360 still, saved atomically (temp file + rename, as editors do)
#      → the new PNG in place (polled every 1 ms)
#   2. value edit of a keyframe of a 640x360 animation, watcher idle
#      → the first re-iterated frame starts (the watcher's log timestamp, clock_gettime)
#   3. the same edit while the watcher is rendering that animation (the running frame is
#      cancelled at its next chunk)
#   4. value edit of a 640x360 still at quality 200 → its preview PNG (1/16 of the quality,
#      watch --preview) in place, then the frame itself
#
# Times are wall-clock from just before the rename to the event.
set -e
REPS=${1:-10}
FB=${FLAMEBUILD:-./flamebuild}
RESULTS=/dev/null
KEEP_TMP=1 # (what it leaves in $TMP is for a look afterwards: tests/lib.sh prints where)
. tests/lib.sh
D=$TMP/latency
LOG=$TMP/latency.log
rm -rf "$D"; mkdir -p "$D"
printf '[video]\ncodec = none\n' >"$D/flamebuild.conf"
# SIZE="1920 1080" SCALE=540: the frames at another size (the GPU machine's measurement).
big() { sed -e "s/size=\"32 24\" scale=\"9\"/size=\"${SIZE:-640 360}\" scale=\"${SCALE:-180}\"/" -e "s/quality=\"4\"/quality=\"$1\"/"; }
{ echo "<flames>"; keyframe 0 0.6 0.2 | big 50; echo "</flames>"; } >"$D/still.flame"
{ echo "<animation>"; for t in 0 6 12; do keyframe $t 0.6 0.2 | big 10; done; echo "</animation>"; } >"$D/anim.flame"
{ echo "<flames>"; keyframe 0 0.6 0.2 | big 200; echo "</flames>"; } >"$D/hq.flame"
still "$D/sync.flame" 0.7

: >"$LOG"
"$FB" watch "$D" ${WATCH_ARGS:-} >"$TMP/latency.out" 2>"$LOG" &
pid=$!
trap 'kill -INT $pid 2>/dev/null' EXIT
echo "watch_latency: $(nproc) CPUs, $("$FB" --version), $REPS saves of each kind"

python3 - "$D" "$LOG" "$REPS" <<'PY'
import os, re, statistics, sys, time

d, log, reps = sys.argv[1], sys.argv[2], int(sys.argv[3])

def lines():
    with open(log) as f:
        return f.read().splitlines()

def wait_line(pattern, after, timeout=120):
    """Index and text of the first log line past `after` matching pattern."""
    rx = re.compile(pattern)
    end = time.time() + timeout
    while time.time() < end:
        ls = lines()
        for i in range(after, len(ls)):
            if rx.search(ls[i]):
                return i, ls[i]
        time.sleep(0.002)
    sys.exit("timed out waiting for /%s/; log tail:\n%s" % (pattern, "\n".join(lines()[-5:])))

def stamp(line, near):
    """The log line's HH:MM:SS.mmm as epoch seconds (the day of `near`)."""
    h, m, s = line.split()[0].split(":")
    lt = time.localtime(near)
    base = time.mktime((lt.tm_year, lt.tm_mon, lt.tm_mday, 0, 0, 0, 0, 0, -1))
    return base + int(h) * 3600 + int(m) * 60 + float(s)

def save(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    t0 = time.time()
    os.replace(tmp, path)
    return t0

def idle():
    """Everything saved so far is built: a no-op save of sync.flame, then 'up to date'."""
    mark = len(lines())
    os.utime(os.path.join(d, "sync.flame"))
    i, _ = wait_line(r"sync: saved, no frame changed", mark)
    wait_line(r"up to date:", i + 1)

def report(name, xs):
    xs = [x * 1000 for x in xs]
    print("%-58s median %6.1f ms   min %6.1f   max %6.1f   (n=%d)" % (name, statistics.median(xs), min(xs), max(xs), len(xs)))

wait_line(r"up to date:", 0, timeout=600)
still = open(os.path.join(d, "still.flame")).read()
anim = open(os.path.join(d, "anim.flame")).read()
png = os.path.join(d, "out", "still", "00000.png")

# 1. gamma edit -> refreshed PNG
to_png, to_start = [], []
for r in range(reps):
    idle()
    before = os.stat(png).st_ino
    mark = len(lines())
    t0 = save(os.path.join(d, "still.flame"), still.replace('gamma="4"', 'gamma="%.2f"' % (3 + r * 0.01)))
    while os.stat(png).st_ino == before:
        time.sleep(0.001)
    to_png.append(time.time() - t0)
    _, line = wait_line(r"still: frame 1/1 started \(refinish\)", mark)
    to_start.append(stamp(line, t0) - t0)
report("gamma edit, 640x360 still: save -> re-finish starts", to_start)
report("gamma edit, 640x360 still: save -> new PNG in place", to_png)

# 2. value edit, watcher idle -> first re-iterated frame starts
def value_edit(r):
    n = [0]
    def sub(m):
        n[0] += 1
        return 'coefs="%.3f 0.2' % (0.61 + r * 0.003) if n[0] == 2 else m.group(0)
    return re.sub(r'coefs="0\.6[0-9]* 0\.2', sub, anim)

idle_start, busy_start, busy_cancel = [], [], []
for r in range(reps):
    idle()
    mark = len(lines())
    t0 = save(os.path.join(d, "anim.flame"), value_edit(r))
    i, _ = wait_line(r"anim: changed", mark)
    _, line = wait_line(r"anim: frame \d+/\d+ started \(iterate\)", i)
    idle_start.append(stamp(line, t0) - t0)
report("value edit, idle watcher: save -> first frame iterating", idle_start)

# 3. the same while the animation renders
for r in range(reps):
    idle()
    mark = len(lines())
    save(os.path.join(d, "anim.flame"), value_edit(r + 100))
    i, _ = wait_line(r"anim: frame \d+/\d+ started \(iterate\)", mark)
    time.sleep(0.03)
    mark = len(lines())
    t0 = save(os.path.join(d, "anim.flame"), value_edit(r + 200))
    i, _ = wait_line(r"anim: changed", mark)
    _, line = wait_line(r"anim: frame \d+/\d+ started \(iterate\)", i)
    busy_start.append(stamp(line, t0) - t0)
    for l in lines()[mark:]:
        if "cancelled" in l:
            busy_cancel.append(stamp(l, t0) - t0)
            break
report("value edit, busy watcher: save -> first frame iterating", busy_start)
if busy_cancel:
    report("value edit, busy watcher: save -> running frame cancelled", busy_cancel)

# 4. value edit of a quality-200 still -> its preview on disk, then the frame itself
hq = open(os.path.join(d, "hq.flame")).read()
hq_png = os.path.join(d, "out", "hq", "00000.png")
to_preview, to_full = [], []
for r in range(reps):
    idle()
    before = os.stat(hq_png).st_ino
    mark = len(lines())
    t0 = save(os.path.join(d, "hq.flame"), hq.replace('coefs="0.6 0.2', 'coefs="%.3f 0.2' % (0.61 + r * 0.003)))
    while os.stat(hq_png).st_ino == before:
        time.sleep(0.001)
    to_preview.append(time.time() - t0)
    _, line = wait_line(r"hq: frame 1/1 iterated", mark)
    to_full.append(stamp(line, t0) - t0)
size = os.environ.get("SIZE", "640 360").replace(" ", "x")
report("value edit, %s q200 still: save -> preview PNG in place" % size, to_preview)
report("value edit, %s q200 still: save -> the frame itself done" % size, to_full)
idle()
PY
kill -INT $pid; wait $pid || true
trap - EXIT
tail -n 1 "$TMP/latency.out"
