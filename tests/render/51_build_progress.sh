#!/bin/sh
# What `flamebuild build` shows while it runs (issue 14, item 2): on a terminal (a pty made
# by script(1)) a status line — frames done of those planned, frames running, rate, ETA, the
# frame in flight with its iteration's progress — under the per-frame lines, which --quiet
# drops while the status line stays; elsewhere one line per event, each starting with the
# time of day, never going backwards.
. tests/lib.sh
P=$TMP/progress
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 12

# A log (stderr is a file): timestamped lines only.
"$FLAMEBUILD" build "$P" >"$TMP/log.out" 2>"$TMP/log.err"
lines=$(grep -c . "$TMP/log.err")
stamped=$(grep -c '^[0-2][0-9]:[0-5][0-9]:[0-5][0-9]\.[0-9][0-9][0-9] ' "$TMP/log.err")
if [ "$lines" -ge 12 ] && [ "$lines" -eq "$stamped" ]; then ok "build log: every line starts with the time of day ($lines lines)"
else bad "build log: every line starts with the time of day" "$stamped of $lines lines: $(head -3 "$TMP/log.err")"; fi
if awk '{ split($1, t, /[:.]/); v = ((t[1] * 60 + t[2]) * 60 + t[3]) * 1000 + t[4]; if (NR > 1 && v < last) bad = 1; last = v } END { exit bad }' "$TMP/log.err"
then ok "build log: timestamps never go backwards"; else bad "build log: timestamps never go backwards" "$(cat "$TMP/log.err")"; fi
# A frame is numbered as its file is, everywhere (issue 40, item 2): 00010.png is frame 10.
rm "$P/out/anim/00010.png"
"$FLAMEBUILD" build "$P" --frames 10 >"$TMP/f10.out" 2>"$TMP/f10.err"
if grep -q 'anim: frame 10 refinished\|anim: frame 10 iterated' "$TMP/f10.err" && ! grep -q 'frame 11' "$TMP/f10.err"; then
  ok "build log: a frame's line has its file's number (--frames 10: frame 10, 00010.png)"
else bad "build log: a frame's line has its file's number" "$(cat "$TMP/f10.err")"; fi
esc=$(printf '\033')
if grep -q "$esc" "$TMP/log.err"; then bad "build log: no terminal control codes in a file" "$(grep -c "$esc" "$TMP/log.err") lines"
else ok "build log: no terminal control codes in a file"; fi

if ! command -v script >/dev/null 2>&1; then
  skip "build status line on a terminal" "no script(1)"
  exit 0
fi
# A terminal: the status line, redrawn in place.
rm -rf "$P/out" "$P/.flamebuild"
script -qec "$FLAMEBUILD build $P" /dev/null >"$TMP/tty.out" 2>&1
tr '\r' '\n' <"$TMP/tty.out" | sed 's/\x1b\[[0-9;]*[A-Za-z]//g' >"$TMP/tty.txt"
if grep -q '^\[12/12\] 0 running' "$TMP/tty.txt" && grep -q '^\[[0-9]*/12\] [0-9]* running.*ETA' "$TMP/tty.txt"; then
  ok "build on a terminal: a status line [done/planned] N running ... ETA"
else bad "build on a terminal: a status line [done/planned] N running ... ETA" "$(tail -5 "$TMP/tty.txt")"; fi
if grep -q 'anim: frame [0-9]* iterated' "$TMP/tty.txt" && grep -q '^built: 12 iterated' "$TMP/tty.txt"; then
  ok "build on a terminal: the frame lines and the summary above the status line"
else bad "build on a terminal: the frame lines and the summary above the status line" "$(tail -5 "$TMP/tty.txt")"; fi
rm -rf "$P/out" "$P/.flamebuild"
script -qec "$FLAMEBUILD build $P --quiet" /dev/null >"$TMP/ttyq.out" 2>&1
tr '\r' '\n' <"$TMP/ttyq.out" | sed 's/\x1b\[[0-9;]*[A-Za-z]//g' >"$TMP/ttyq.txt"
if ! grep -q 'anim: frame' "$TMP/ttyq.txt" && grep -q '^\[12/12\]' "$TMP/ttyq.txt"; then
  ok "build --quiet on a terminal: no frame lines, the status line stays"
else bad "build --quiet on a terminal: no frame lines, the status line stays" "$(head -5 "$TMP/ttyq.txt")"; fi

# The status line is redrawn before every log line: under "frame N iterated" it never
# shows fewer than the frames iterated so far.
if awk '/^anim: frame [0-9]+ iterated/ { n++; fresh = 1; next }
        fresh && /^\[[0-9]+\/[0-9]+\]/ { split(substr($1, 2), c, "/"); if (c[1] + 0 < n) { bad = 1; print }; fresh = 0 }
        END { exit bad || n < 12 }' "$TMP/tty.txt" >"$TMP/lag.txt"; then
  ok "build on a terminal: the status line under a log line is never older than it"
else bad "build on a terminal: the status line under a log line is never older than it" "$(head -3 "$TMP/lag.txt")"; fi

# One long frame (-j 1: it renders in the build's own thread) of a sequence with a long name,
# on an 80-column terminal: its progress moves, its samples count toward the rate and the
# ETA while it renders, its sequence's count shows, and the line keeps within 79 columns by
# dropping and shortening the rest, never the frame's progress.
L=$TMP/long
S=shots_for_the_long_sequence/with_a_rather_long_name
rm -rf "$L"; mkdir -p "$L/$S"
printf '[video]\ncodec = none\n[render]\nsize = 320x240\nquality = 300\n' >"$L/flamebuild.conf"
still "$L/$S/big.flame" 0.7
script -qec "stty cols 80 rows 24; $FLAMEBUILD build $L -j 1" /dev/null >"$TMP/long.out" 2>&1
tr '\r' '\n' <"$TMP/long.out" | sed 's/\x1b\[[0-9;]*[A-Za-z]//g' >"$TMP/long.txt"
steps=$(grep -o 'big 0/1: frame 0 \[[#.]*\] *[0-9]*%' "$TMP/long.txt" | sort -u | wc -l)
if [ "$steps" -ge 3 ]; then ok "build on a terminal: a long frame's progress moves, with its sequence's count ($steps steps shown)"
else bad "build on a terminal: a long frame's progress moves" "$steps distinct: $(grep big "$TMP/long.txt" | head -3)"; fi
if grep -Eq '^\[0/1\].* [0-9.]+ M samples/s \| ETA [0-9]+:[0-9][0-9] \| \.\.\.[a-z_/]*big 0/1: frame 0 \[[#.]*\] +[1-9][0-9]?%$' "$TMP/long.txt"; then
  ok "build on a terminal: during one long frame the rate and the ETA show, the long name shortened"
else bad "build on a terminal: during one long frame the rate and the ETA show" "$(grep 'frame 0 \[' "$TMP/long.txt" | head -3)"; fi
wide=$(awk '/^\[[0-9]+\/[0-9]+\]/ && length($0) > 79' "$TMP/long.txt" | head -1)
if [ -z "$wide" ]; then ok "build on a terminal: the status line fits 80 columns"
else bad "build on a terminal: the status line fits 80 columns" "$wide"; fi

# watch on a terminal: --quiet keeps the status area; a broken file's error shows in it and
# clears once the file parses again.
W=$TMP/wtty
rm -rf "$W"; mkdir -p "$W"
printf '[video]\ncodec = none\n' >"$W/flamebuild.conf"
still "$W/s.flame" 0.5
script -qfc "$FLAMEBUILD watch $W --quiet" /dev/null >"$TMP/wtty.out" 2>&1 &
SPID=$!
screen() { tr '\r' '\n' <"$TMP/wtty.out" | sed 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
wait_screen() { # wait_screen SECONDS AWK-CONDITION: polls the screen text
  i=0
  until screen | awk "$2" >/dev/null 2>&1; do
    i=$((i + 1)); [ $i -gt $(( $1 * 10 )) ] && return 1; sleep 0.1
  done
}
if wait_screen 60 '/up to date; waiting for edits/ { f = 1 } END { exit !f }'; then
  ok "watch --quiet on a terminal: the status area stays"
  printf '<flame name="s" size="32 24"><xform weight="1" linear="1" coefs="1 0 0 1 0 0"/>' >"$W/s.flame"
  if wait_screen 30 '/last error: .*s\.flame/ { f = 1 } END { exit !f }'; then
    ok "watch on a terminal: a broken file's error shows in the status area"
  else bad "watch on a terminal: a broken file's error shows in the status area" "$(screen | tail -4)"; fi
  still "$W/s.flame" 0.6
  # After "parses again", the file renders and the area is redrawn idle: with no last error.
  if wait_screen 30 '/parses again/ { p = 1; e = 0 } p && /last error/ { e = 1 } p && /up to date; waiting/ { u = 1 }
                     END { exit !(p && u) }' &&
     screen | awk '/parses again/ { p = NR } END { exit !p }' &&
     ! screen | awk '/parses again/ { p = 1; next } p' | tail -3 | grep -q 'last error'; then
    ok "watch on a terminal: the last error clears once its file parses again"
  else bad "watch on a terminal: the last error clears once its file parses again" "$(screen | tail -5)"; fi
else
  bad "watch --quiet on a terminal: the status area stays" "$(screen | tail -5)"
fi
pkill -INT -f "flamebuild watch $W" 2>/dev/null
i=0; while kill -0 $SPID 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
kill $SPID 2>/dev/null || true
