#!/bin/sh
# Preview-first watching (issue 16, item 2): after an edit, `watch` renders each frame to
# iterate first at a share of its quality (--preview, default 1/16) and writes it, then the
# frame itself. The preview is never taken for the frame: it carries a finish key of its own,
# so a watcher stopped between the two leaves a frame the next build renders, and the final
# outputs equal a clean build. --preview 0 turns it off. The preview's buffer is cached and the
# frame's own render tops it up (issue 16: refinement adds samples).
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
P=$TMP/preview
C=$TMP/preview-clean
LOG=$TMP/preview.log
rm -rf "$P"; mkdir -p "$P"
printf '[render]\nsize = 320x180\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
# A still heavy enough that its own render takes a while: the preview lands well before it.
big() { sed -e 's/quality="4"/quality="400"/'; }
{ echo "<flames>"; keyframe 0 0.6 0.2 | big; echo "</flames>"; } >"$P/still.flame"

: >"$LOG"
"$FB" watch "$P" -j 2 -v >"$TMP/preview.out" 2>"$LOG" &
WPID=$!
wait_log() { # wait_log SECONDS PATTERN: a log line matches
  i=0
  until grep -q "$2" "$LOG"; do
    i=$((i + 1))
    if [ $i -gt $(( $1 * 20 )) ] || ! kill -0 $WPID 2>/dev/null; then return 1; fi
    sleep 0.05
  done
}
wait_log 120 "up to date:" || bad "preview: the first build" "$(tail -3 "$LOG")"
grep -q "preview at" "$LOG" && bad "preview: the first build has no previews" "$(grep preview "$LOG")" ||
  ok "preview: the first build renders the frames themselves"
png=$P/out/still.png
png_key() { grep -a -o 'flamebuild_finish_key.[0-9a-f]\{64\}' "$1" | cut -c23- | head -1; }

# An edit: the preview first, then the frame.
sed 's/coefs="0.6 0.2/coefs="0.62 0.2/' "$P/still.flame" >"$TMP/s" && mv "$TMP/s" "$P/still.flame"
if wait_log 120 "still: frame 0 preview at 0.0625 of the quality"; then
  ok "preview: an edit writes a preview at 1/16 of the quality first"
else bad "preview: the preview after an edit" "$(tail -5 "$LOG")"; fi
key=$(png_key "$png")
# Stopped now, while the frame itself renders: the preview stays on disk, never recorded.
kill -INT $WPID; wait $WPID
if awk '/preview at/ { p = 1 } p && /still: frame 0 iterated/ { f = 1 } END { exit !f }' "$LOG"; then
  skip "preview: a watcher stopped after the preview" "the frame itself was done already"
else
  if [ -n "$key" ] && build/imgcmp --same "$png" "$png" >/dev/null 2>&1; then ok "preview: the preview PNG is in place, whole"
  else bad "preview: the preview PNG" "key '$key'"; fi
  expect_built "preview: the next build renders the frame (a preview is never taken for it)" "$P" "1 iterated, 0 refinished, 0 unchanged"
fi
clean_copy "$P" "$C"
fb_build_ref "$C"
same_outputs "preview: the outputs then equal a clean build" "$P" "$C"
[ -n "$key" ] && [ -n "$(png_key "$png")" ] && [ "$key" != "$(png_key "$png")" ] &&
  ok "preview: the preview's finish key is its own, not the frame's" || bad "preview: the preview's key" "'$key' vs '$(png_key "$png")'"

# Watching again: preview and frame both land, and the frame is what a clean build makes.
: >"$LOG"
"$FB" watch "$P" -j 2 -v >"$TMP/preview.out" 2>"$LOG" &
WPID=$!
wait_log 120 "up to date:"
: >"$LOG"
sed 's/coefs="0.62 0.2/coefs="0.64 0.2/' "$P/still.flame" >"$TMP/s" && mv "$TMP/s" "$P/still.flame"
if wait_log 240 "still: frame 0 iterated" && awk '/preview at/ { p = NR } /frame 0 iterated/ { f = NR } END { exit !(p && f && p < f) }' "$LOG"; then
  ok "preview: the preview comes first, then the frame itself"
else bad "preview: preview then frame" "$(cat "$LOG")"; fi
# The preview's buffer is the frame's first 144 of 2,304 rounds (render_sampling): the frame
# tops it up, drawing only the other 15/16 of its samples, and still equals a clean build.
if grep -q "still: frame 0 iterated (.*topped up: 94% of its samples drawn, the rest cached)" "$LOG"; then
  ok "preview: the frame tops the preview's buffer up (15/16 of its samples drawn)"
else bad "preview: the frame tops the preview up" "$(grep 'frame 0 ' "$LOG")"; fi
wait_log 60 "up to date:"
kill -INT $WPID; wait $WPID
clean_copy "$P" "$C"
fb_build_ref "$C"
same_outputs "preview: after the frame itself, the outputs equal a clean build" "$P" "$C"

# A frame that renders in no time gets no preview: it would only come later.
still "$P/tiny.flame" 0.5
: >"$LOG"
"$FB" watch "$P" -j 2 -v >"$TMP/preview.out" 2>"$LOG" &
WPID=$!
wait_log 120 "up to date:"
: >"$LOG"
sed 's/coefs="0.5 0.2/coefs="0.52 0.2/' "$P/tiny.flame" >"$TMP/s" && mv "$TMP/s" "$P/tiny.flame"
wait_log 60 "tiny: frame 0 iterated"
grep -q "preview at" "$LOG" && bad "preview: a frame that renders in no time gets none" "$(cat "$LOG")" ||
  ok "preview: a frame that renders in no time gets none"
kill -INT $WPID; wait $WPID

# --preview 0: no previews.
: >"$LOG"
"$FB" watch "$P" -j 2 -v --preview 0 >"$TMP/preview.out" 2>"$LOG" &
WPID=$!
wait_log 120 "up to date:"
: >"$LOG"
sed 's/coefs="0.64 0.2/coefs="0.66 0.2/' "$P/still.flame" >"$TMP/s" && mv "$TMP/s" "$P/still.flame"
wait_log 240 "still: frame 0 iterated"
grep -q "preview at" "$LOG" && bad "preview: --preview 0 turns previews off" "$(cat "$LOG")" || ok "preview: --preview 0 turns previews off"
kill -INT $WPID; wait $WPID
expect_fail "preview: a share out of 0..1 is refused" "$FB" watch "$P" --preview 2
