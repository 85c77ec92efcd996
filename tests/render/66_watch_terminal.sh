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

