#!/bin/sh
# What `flamebuild watch` writes (issue 40, item 9): an edit's frames are one line of the log
# when the last of them is done, not two lines a frame (a gamma edit of 12 frames wrote 24);
# -v gives a line per frame as it ends, -vv as it starts too. Numbers are the files' (item 2).
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/wterm
LOG=$TMP/wterm.log
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 12

# start_watch ARGS...: a watcher on $P logging to $LOG, $WPID its pid.
start_watch() { : >"$LOG"; "$FB" watch "$P" -j 2 "$@" >"$TMP/wterm.out" 2>"$LOG" & WPID=$!; }
# wait_log N PATTERN: the log has N lines matching PATTERN (60 s at most).
wait_log() {
  i=0
  until [ "$(grep -c -- "$2" "$LOG")" -ge "$1" ]; do
    i=$((i + 1)); if [ $i -gt 1200 ] || ! kill -0 $WPID 2>/dev/null; then return 1; fi
    sleep 0.05
  done
}
gamma() { sed "s/gamma=\"[0-9.]*\"/gamma=\"$1\"/" "$P/anim.flame" >"$TMP/e" && mv "$TMP/e" "$P/anim.flame"; }
stop_watch() { kill -INT $WPID; wait $WPID; }

# 1. The default: a gamma edit is a handful of lines, one of them the pass's summary.
start_watch
wait_log 1 "up to date:" || bad "watch output: the first build" "$(tail -3 "$LOG")"
mark=$(wc -l <"$LOG")
gamma 3
wait_log 2 "up to date:" || bad "watch output: the edit" "$(tail -3 "$LOG")"
tail -n +$((mark + 1)) "$LOG" >"$TMP/edit.log"
stop_watch
n=$(wc -l <"$TMP/edit.log")
if [ "$n" -le 4 ] && ! grep -q ': frame [0-9]' "$TMP/edit.log" &&
   grep -q 'anim: 12 frames done: 0 iterated, 12 refinished (.* s)$' "$TMP/edit.log"; then
  ok "watch output: a gamma edit of 12 frames is $n lines, its frames summed up in one"
else bad "watch output: a gamma edit's lines" "$n lines: $(cat "$TMP/edit.log")"; fi

# 2. -v: one line per frame, as it ends, numbered as its file; -vv: as it starts too.
start_watch -v
wait_log 1 "up to date:"
mark=$(wc -l <"$LOG")
gamma 2.5
wait_log 2 "up to date:"
tail -n +$((mark + 1)) "$LOG" >"$TMP/edit.log"
stop_watch
if [ "$(grep -c 'anim: frame [0-9]* refinished' "$TMP/edit.log")" -eq 12 ] && ! grep -q 'started' "$TMP/edit.log" &&
   grep -q 'anim: frame 11 refinished' "$TMP/edit.log" && ! grep -q 'anim: frame 12 ' "$TMP/edit.log"; then
  ok "watch -v: one line per frame as it ends, frames 0 to 11"
else bad "watch -v: one line per frame" "$(cat "$TMP/edit.log")"; fi
start_watch -vv
wait_log 1 "up to date:"
mark=$(wc -l <"$LOG")
gamma 2
wait_log 2 "up to date:"
tail -n +$((mark + 1)) "$LOG" >"$TMP/edit.log"
stop_watch
if [ "$(grep -c 'anim: frame [0-9]* started (refinish)' "$TMP/edit.log")" -eq 12 ] &&
   [ "$(grep -c 'anim: frame [0-9]* refinished' "$TMP/edit.log")" -eq 12 ]; then
  ok "watch -vv: a line as each frame starts too"
else bad "watch -vv: start lines" "$(cat "$TMP/edit.log")"; fi
start_watch -v --quiet
wait_log 1 "up to date:"
gamma 1.5
wait_log 2 "up to date:"
stop_watch
grep -q ': frame [0-9]' "$LOG" && bad "watch --quiet: no frame lines" "$(grep -m3 ': frame' "$LOG")" ||
  ok "watch --quiet: no frame lines, -v or not"

# 3. On a terminal (a pty made by script(1)), the status area under the log: "N failed" counts
# the frames failing now — fixing the file clears it, as it clears the last error — and a
# sequence's warnings (issue 40, item 1) show until a save without them.
if ! command -v script >/dev/null 2>&1; then skip "watch on a terminal: the status area" "no script(1)"; exit 0; fi
# Every sample falls outside the frame: the [check] limits refuse it.
printf '<flames><flame name="x" size="32 24" quality="4"><xform weight="1" coefs="1 0 0 1 0 0" linear="1"/></flame></flames>\n' >"$P/broken.flame"
sed 's/gamma="[0-9.]*"/gama="4"/' "$P/anim.flame" >"$TMP/e" && mv "$TMP/e" "$P/anim.flame"
: >"$TMP/tty.out"
script -qfec "stty cols 200 rows 24; exec $FB watch $P -j 2" /dev/null >"$TMP/tty.out" 2>&1 &
SPID=$!
tty_text() { tr '\r' '\n' <"$TMP/tty.out" | sed 's/\x1b\[[0-9;]*[A-Za-z]//g'; }
area() { tty_text | awk '/^watch: / { a = "" } { a = a $0 "\n" } END { printf "%s", a }' | grep -v '^[0-9][0-9]:[0-9:.]* \|^watched:\|^$'; } # as drawn last
wait_tty() { # wait_tty PATTERN: a line of the terminal's text matches
  i=0
  until tty_text | grep -q -- "$1"; do
    i=$((i + 1)); if [ $i -gt 1200 ] || ! kill -0 $SPID 2>/dev/null; then return 1; fi
    sleep 0.05
  done
}
wait_tty "up to date:"
WPID=$(ps -o pid= --ppid $SPID | tr -d ' ' | head -1)
sleep 0.5 # a tick of the status area after the log line
area >"$TMP/area1.txt"
if grep -q '^watch: 2 seq | 0 queued | .* | 1 failed | 1 with warnings$' "$TMP/area1.txt" &&
   grep -q '^  warning: anim.flame:[0-9]*: unknown attribute gama on <flame>, ignored (did you mean gamma?)$' "$TMP/area1.txt" &&
   grep -q '^  last error: broken.flame: frame 0: broken frame' "$TMP/area1.txt"; then
  ok "watch on a terminal: the status area shows the failed frame, the last error and the warning"
else bad "watch on a terminal: the status area before the fix" "$(cat "$TMP/area1.txt")"; fi
still "$P/broken.flame" 0.5
wait_tty "broken: 1 frame done: 1 iterated"
sed 's/gama="4"/gamma="3"/' "$P/anim.flame" >"$TMP/e" && mv "$TMP/e" "$P/anim.flame"
wait_tty "anim: 12 frames done"
sleep 0.5
area >"$TMP/area2.txt"
kill -INT "$WPID"; wait $SPID
if grep -q '^watch: 2 seq | 0 queued | .* | 0 failed$' "$TMP/area2.txt" && ! grep -q 'failed |\|warning\|last error' "$TMP/area2.txt"; then
  ok "watch on a terminal: both files fixed, the status area shows 0 failed, no error, no warning"
else bad "watch on a terminal: the status area after the fix" "$(cat "$TMP/area2.txt")"; fi
