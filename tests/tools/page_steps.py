#!/usr/bin/env python3
"""page_steps.py — drives `flamebuild watch --serve`'s page in headless Chromium through the
DevTools protocol (devtools.py, as page_probe.py; Python's standard library only),
step by step, the steps read from standard input, one a line:

    wait SECONDS EXPR   evaluates the JavaScript EXPR in the page every 20 ms until it is truthy
                        (a step that throws counts as false); fails after SECONDS
    eval NAME EXPR      evaluates EXPR (a promise is awaited) and prints "NAME JSON" (its value
                        as JSON, one line)
    run CMD             runs CMD with sh -c; fails if it does
    sleep SECONDS
    dom FILE            writes the page's HTML as it is now to FILE
    shot FILE           writes a PNG of the page as it looks now to FILE (to see what failed)
    # ...               a comment (blank lines too)

    page_steps.py URL < STEPS

The page is opened at URL first (a 1280x2000 window). Exit status 1, with the step and the
last value on stderr, when a step fails; the values printed so far stay on stdout."""
import base64
import json
import subprocess
import sys
import time

import devtools

url = sys.argv[1]
browser = devtools.Chromium()
call = browser.call


def fail(step, why):
    sys.stderr.write("step '%s': %s\n" % (step, why))
    sys.stdout.flush()
    browser.close()
    sys.exit(1)


try:
    session = browser.open(url)

    def evaluate(expr):
        """(ok, value): ok is False when the expression threw."""
        r = call("Runtime.evaluate", {"expression": expr, "returnByValue": True, "awaitPromise": True}, session)
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            return False, d.get("exception", {}).get("description") or d.get("text")
        return True, r["result"].get("value")

    for line in sys.stdin:
        step = line.strip()
        if not step or step.startswith("#"):
            continue
        verb, _, rest = step.partition(" ")
        if verb == "wait":
            limit, _, expr = rest.partition(" ")
            end = time.time() + float(limit)
            while True:
                ok, value = evaluate(expr)
                if ok and value:
                    break
                if time.time() > end:
                    fail(step, "still %s after %s s" % (json.dumps(value)[:600], limit))
                time.sleep(0.02)
        elif verb == "eval":
            name, _, expr = rest.partition(" ")
            ok, value = evaluate(expr)
            if not ok:
                fail(step, "threw %s" % value)
            print(name, json.dumps(value, ensure_ascii=False), flush=True)
        elif verb == "run":
            if subprocess.run(["sh", "-c", rest]).returncode != 0:
                fail(step, "the command failed")
        elif verb == "sleep":
            time.sleep(float(rest))
        elif verb == "dom":
            ok, html = evaluate("document.documentElement.outerHTML")
            with open(rest, "w") as f:
                f.write(html or "")
        elif verb == "shot":
            shot = call("Page.captureScreenshot", {"format": "png"}, session)
            with open(rest, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
        else:
            fail(step, "no such step")
finally:
    browser.close()
