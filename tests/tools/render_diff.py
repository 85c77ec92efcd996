#!/usr/bin/env python3
"""render_diff.py A.png B.png [...pairs] — how far apart two renders of one flame are, as one
number: both scaled to 50x50 by area (ffmpeg), the mean absolute difference of their RGB
channels over the mean of their brightness. Two renders of one flame by one renderer at
different seeds measure about 0.02-0.05 at the qualities artists save; another editor's
different noise and filters add to that, so this finds what is drawn otherwise (a shape, a
framing, a colour, a brightness), not the noise. Prints "D A B" per pair."""
import subprocess
import sys


def pixels(path, side=50):
    out = subprocess.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-i", path, "-vf", f"scale={side}:{side}:flags=area",
                          "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], capture_output=True, stdin=subprocess.DEVNULL)
    if out.returncode != 0 or len(out.stdout) != side * side * 3:
        raise SystemExit(f"render_diff.py: {path}: not an image ffmpeg reads")
    return out.stdout


def difference(a, b):
    mean = (sum(a) + sum(b)) / (2 * len(a))
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a) / (mean or 1)


if len(sys.argv) < 3 or len(sys.argv) % 2 == 0:
    raise SystemExit("usage: render_diff.py A.png B.png [A2.png B2.png ...]")
for i in range(1, len(sys.argv), 2):
    print("%.3f %s %s" % (difference(pixels(sys.argv[i]), pixels(sys.argv[i + 1])), sys.argv[i], sys.argv[i + 1]))
