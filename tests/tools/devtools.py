"""devtools.py — the DevTools client page_probe.py and page_steps.py share: headless Chromium
driven through --remote-debugging-pipe (JSON messages ended by NUL on fds 3 and 4), Python's
standard library only.

    browser = Chromium()
    session = browser.open(URL)                 # a page (a 1280x2000 window) at URL
    browser.call(METHOD, PARAMS, session)       # one command's result; events on the way skipped
    browser.close()"""
import json
import os
import subprocess


class Chromium:
    def __init__(self):
        self.to_r, self.to_w = os.pipe()
        self.from_r, self.from_w = os.pipe()

        def child_fds():
            # Through fds above 4 first: a pipe may already be 3 or 4, and dup2 onto itself would
            # leave it close-on-exec.
            r, w = os.dup(self.to_r) + 10, os.dup(self.from_w) + 10
            os.dup2(self.to_r, r)
            os.dup2(self.from_w, w)
            os.dup2(r, 3)
            os.dup2(w, 4)

        self.proc = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--window-size=1280,2000", "about:blank"],
            preexec_fn=child_fds, close_fds=False, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(self.to_r)
        os.close(self.from_w)
        self.pending = b""
        self.next_id = 0

    def call(self, method, params=None, session=None):
        """Sends one command and returns its result (events on the way are skipped)."""
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self.to_w, json.dumps(msg).encode() + b"\0")
        while True:
            while b"\0" not in self.pending:
                chunk = os.read(self.from_r, 65536)
                if not chunk:
                    raise SystemExit("chromium closed its pipe")
                self.pending += chunk
            raw, self.pending = self.pending.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise SystemExit("%s: %s" % (method, reply["error"]))
                return reply["result"]

    def open(self, url):
        """A new page at url; its session."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.navigate", {"url": url}, session)
        return session

    def close(self):
        """Closes the browser the way it cleans up after itself (a killed Chromium leaves its
        /tmp/org.chromium.Chromium.* folder behind); killed if it does not end in 10 s."""
        try:
            self.call("Browser.close")
            self.proc.wait(timeout=10)
        except (SystemExit, OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
