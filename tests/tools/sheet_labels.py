#!/usr/bin/env python3
"""sheet_labels.py SHEET.png FRAMES — checks the frame numbers on a contact sheet
(scheduler/sheet.c): tile k of FRAMES (8 to a row, 4 pixels apart) carries k in its lower
left corner in the 5x7 font below, white on the tile darkened to a third. Reads an 8-bit RGBA
PNG with the standard library only. Prints what differs and exits 1, else exits 0."""
import struct
import sys
import zlib

DIGITS = [[0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e], [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
          [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f], [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
          [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02], [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
          [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e], [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
          [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e], [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c]]


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype == 6 and not interlace, "want 8-bit RGBA, not interlaced"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw, stride, rows, prev = zlib.decompress(idat), w * 4, [], bytearray(w * 4)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b, c = prev[i], prev[i - 4] if i >= 4 else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return w, h, rows


path, frames = sys.argv[1], int(sys.argv[2])
w, h, rows = read_png(path)
cols = min(frames, 8)
tw, th = (w - 4) // cols - 4, (h - 4) // ((frames + cols - 1) // cols) - 4
scale = 2 if th >= 80 else 1
bad = []
for k in range(frames):
    x0, y0, text = 4 + k % cols * (tw + 4), 4 + k // cols * (th + 4), str(k)
    bx, by = x0, y0 + th - 9 * scale
    for y in range(by, y0 + th):
        for x in range(bx, min(bx + (len(text) * 6 + 1) * scale, x0 + tw)):
            fx, fy = (x - bx) // scale - 1, (y - by) // scale - 1
            c, col = fx // 6, fx % 6
            on = fx >= 0 and 0 <= fy < 7 and c < len(text) and col < 5 and DIGITS[int(text[c])][fy] & (0x10 >> col)
            px = tuple(rows[y][x * 4:x * 4 + 4])
            if (on and px != (255, 255, 255, 255)) or (not on and (max(px[:3]) > 85 or px[3] != 255)):
                bad.append("tile %d (%d, %d): %s, want %s" % (k, x, y, px, "white" if on else "dark"))
if bad:
    print("%d pixels differ: %s" % (len(bad), "; ".join(bad[:5])))
    sys.exit(1)
