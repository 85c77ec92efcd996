#!/usr/bin/env python3
"""page_probe.py — watches one thumbnail of `flamebuild watch --serve`'s page in headless
Chromium across an edit, through the DevTools protocol (devtools.py; Python's standard
library only).

    page_probe.py URL SEQ FRAME PNG EDIT_CMD TIMEOUT_S DOM_OUT

Opens URL and waits until the figure of frame FRAME of sequence SEQ shows its thumbnail
(the <img> has loaded: data-shown set). Then runs EDIT_CMD (sh -c) and polls the live DOM
every 10 ms until that <img> shows another version. Prints one line:

    VERSION SHOWN_MS MTIME_NS LATENCY_MS HEARD_MS

VERSION the img's data-v (the file's mtime in ns, as the page got it), SHOWN_MS when the
new image was loaded (Date.now()), MTIME_NS the PNG's mtime when it was shown, LATENCY_MS
the time from the PNG being rewritten to the page showing it, HEARD_MS to the page hearing
of it (the event that made it ask for the new PNG). The DOM at that moment goes
to DOM_OUT. Exit status 1 (with the reason on stderr) if either wait times out."""
import json
import os
import subprocess
import sys
import time

import devtools

url, seq, frame, png, edit, timeout_s, dom_out = sys.argv[1:8]
timeout_s = float(timeout_s)

browser = devtools.Chromium()
call = browser.call


def fail(why):
    sys.stderr.write(why + "\n")
    browser.close()
    sys.exit(1)


try:
    session = browser.open(url)
    probe = ("(() => { const i = document.querySelector('figure[data-seq=%s][data-frame=\"%s\"] img');"
             " return i ? JSON.stringify({v: i.dataset.v || '', asked: i.dataset.asked || '', shown: i.dataset.shown || ''})"
             " : '{}'; })()"
             % (json.dumps(seq), frame))

    def look():
        r = call("Runtime.evaluate", {"expression": probe, "returnByValue": True}, session)
        return json.loads(r["result"].get("value") or "{}")

    end = time.time() + timeout_s
    first = look()
    while not first.get("shown"):
        if time.time() > end:
            fail("the page never showed frame %s of %s: %s" % (frame, seq, first))
        time.sleep(0.05)
        first = look()
    subprocess.run(["sh", "-c", edit], check=True)
    end = time.time() + timeout_s
    now = look()
    while now.get("v") == first["v"] or not now.get("shown"):
        if time.time() > end:
            fail("the page still shows version %s of frame %s of %s (was %s)" % (now, frame, seq, first))
        time.sleep(0.01)
        now = look()
    mtime_ns = os.stat(png).st_mtime_ns
    dom = call("Runtime.evaluate", {"expression": "document.documentElement.outerHTML", "returnByValue": True},
               session)["result"]["value"]
    with open(dom_out, "w") as f:
        f.write(dom)
    shown_ms = int(now["shown"])
    print(now["v"], shown_ms, mtime_ns, "%.1f" % (shown_ms - mtime_ns / 1e6), "%.1f" % (int(now["asked"]) - mtime_ns / 1e6))
finally:
    browser.close()
