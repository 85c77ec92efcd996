#!/bin/sh
# bench/watch_new_structure.sh — a structure never compiled, in `watch` (issue 11's target).
#
#   Measures  save -> new PNG in place when an artist adds variations to a 1920x1080 q100 still
#             (three saves, each a structure no kernel exists for: the generic kernel renders
#             it while its own compiles)
#   Machine   the GPU machine (one NVIDIA H200)
#   Command   sh bench/watch_new_structure.sh [FLAMEBUILD]   (default ./flamebuild; the user's
#             kernel cache is $XDG_CACHE_HOME's: with the generic kernel in it, as after any
#             build, that path; empty, a machine's first compile as well)
#   Runs      about 10 s (the first build, three saves 1.5 s apart)
#   Output    a line per save on stdout, then the watcher's last "iterated"/"warning" lines;
#             nothing kept (a temp dir, removed)
#   Figures   bench/BENCHMARKS.md, "Watch latency"
set -eu
FB=${1:-./flamebuild}
D=$(mktemp -d /tmp/flamebuild-newst.XXXXXX)
printf '[render]\nbackend = cuda\n[video]\ncodec = none\n' >"$D/flamebuild.conf"
still() { # still VARS: a 1920x1080 q100 still whose first xform has VARS (attribute text)
  cat <<EOF
<flames><flame name="s" size="1920 1080" scale="400" quality="100" gamma="4" brightness="4">
  <xform weight="0.5" color="0" linear="0.4" $1 coefs="0.6 0.2 -0.2 0.6 0.1 0.2"/>
  <xform weight="0.5" color="1" spherical="0.8" coefs="0.5 0 0 0.5 0.3 -0.1"/>
  <color index="0" rgb="250 120 30"/><color index="255" rgb="30 120 250"/>
</flame></flames>
EOF
}
still 'swirl="0.1"' >"$D/s.flame"
"$FB" watch "$D" >"$D/watch.out" 2>"$D/watch.log" &
pid=$!
trap 'kill -INT $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$D"' EXIT
python3 - "$D" <<'PY'
import os, subprocess, sys, time
d = sys.argv[1]
png = os.path.join(d, "out", "s", "00000.png")
def wait_png(old, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        try:
            st = os.stat(png)
            if st.st_ino != old:
                return st.st_ino
        except FileNotFoundError:
            pass
        time.sleep(0.001)
    sys.exit("timed out; log:\n" + open(os.path.join(d, "watch.log")).read()[-2000:])
ino = wait_png(None, 120)
time.sleep(1.0)
sets = ['julia="0.3" bubble="0.2"', 'disc="0.2" heart="0.1" swirl="0.05"', 'eyefish="0.2" cylinder="0.1" polar="0.1"']
for s in sets:
    text = open(os.path.join(d, "s.flame")).read()
    import re
    text = re.sub(r'linear="0\.4" .*? coefs', 'linear="0.4" %s coefs' % s, text, count=1)
    tmp = os.path.join(d, "s.tmp")
    open(tmp, "w").write(text)
    t0 = time.time()
    os.replace(tmp, os.path.join(d, "s.flame"))
    ino = wait_png(ino)
    print("new structure (%s): save -> new PNG %.0f ms" % (s, (time.time() - t0) * 1000))
    time.sleep(1.5)
PY
grep -E "iterated|warning" "$D/watch.log" | tail -4
