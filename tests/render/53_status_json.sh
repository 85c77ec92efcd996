#!/bin/sh
# status and build for scripts (issue 14, item 7): status --json gives per sequence the stale
# frames with stable reason codes, the failed frames with their errors, the output paths and
# the video's state (a video deleted after the build is "missing", a failed encode "failed",
# never "up to date"); status exits 1 when anything failed; build --json has a result per
# sequence.
. tests/lib.sh
FB=$FLAMEBUILD
P=$TMP/status_json
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = h264\n' >"$P/flamebuild.conf"
animation "$P/a.flame" 0 4
still "$P/s.flame" 0.5
have_ffmpeg=0; command -v ffmpeg >/dev/null 2>&1 && have_ffmpeg=1

"$FB" build "$P" --json >"$TMP/b.json" 2>"$TMP/b.err"; rc=$?
video=encoded; [ $have_ffmpeg = 1 ] || video=failed
if grep -q "\"name\": \"a\", \"file\": \"a.flame\", \"frames\": 4, \"iterated\": 4, \"refinished\": 0, \"unchanged\": 0, \"failed\": 0, \"video\": \"$video\"" "$TMP/b.json" &&
   grep -q '"name": "s", "file": "s.flame", "frames": 1, "iterated": 1, .*"video": "none"' "$TMP/b.json"; then
  ok "build --json: a result per sequence"
else bad "build --json: a result per sequence" "$(cat "$TMP/b.json")"; fi
"$FB" status "$P" --json >"$TMP/sh.json" 2>&1
if [ -f "$P/out/a.sheet.png" ] && grep -q '"name": "a", .*"sheet": "out/a.sheet.png"' "$TMP/sh.json" &&
   grep -q '"name": "s", .*"sheet": null' "$TMP/sh.json"; then
  ok "status --json: the contact sheet's path (null for a still)"
else bad "status --json: the contact sheet's path" "$(cat "$TMP/sh.json")"; fi
if [ $have_ffmpeg = 0 ]; then skip "status --json: codes and video states" "no ffmpeg"; exit 0; fi

"$FB" status "$P" --json >"$TMP/s0.json" 2>&1; rc=$?
if [ $rc -eq 0 ] && grep -q '"video": {"path": "out/a.mp4", "state": "up_to_date"' "$TMP/s0.json" &&
   grep -q '"frames_dir": "out/a"' "$TMP/s0.json" && grep -q '"name": "s", .*"frames_dir": "out", "video": null' "$TMP/s0.json"; then
  ok "status --json: paths (a still's folder: out/, where its out/s.png is) and an up-to-date video, exit 0"
else bad "status --json: paths and an up-to-date video, exit 0" "rc $rc: $(cat "$TMP/s0.json")"; fi

rm "$P/out/a.mp4" "$P/out/a/00002.png"
sed 's/gamma="4"/gamma="3"/' "$P/s.flame" >"$TMP/e" && mv "$TMP/e" "$P/s.flame"
"$FB" status "$P" --json >"$TMP/s1.json" 2>&1; rc=$?
[ $rc -eq 3 ] && ok "status: exit 3 when a build has work to do (stale frames, a missing video)" ||
  bad "status: exit 3 when stale" "exit $rc"
if grep -q '"stale_frames": \[{"frame": 2, "file": "00002.png", "reason": "output_missing"}\]' "$TMP/s1.json" &&
   grep -q '"stale_frames": \[{"frame": 0, "file": "s.png", "reason": "tonemap_changed"}\]' "$TMP/s1.json" &&
   grep -q '"stale_reasons": {"output_missing": 1}' "$TMP/s1.json" &&
   grep -q '"video": {"path": "out/a.mp4", "state": "missing"' "$TMP/s1.json"; then
  ok "status --json: stale frames with reason codes; a deleted video is missing"
else bad "status --json: stale frames with reason codes; a deleted video is missing" "$(cat "$TMP/s1.json")"; fi

# A failed encode (no ffmpeg on the PATH): failed, with the error, and status exits 1.
env PATH=/nonexistent "$PWD/$FB" build "$P" --quiet >/dev/null 2>&1
"$FB" status "$P" --json >"$TMP/s2.json" 2>&1; rc=$?
if [ $rc -eq 1 ] && grep -q '"video": {"path": "out/a.mp4", "state": "failed", "error": ".*ffmpeg' "$TMP/s2.json" &&
   grep -q '"name": "a", .*"state": "failed"' "$TMP/s2.json"; then
  ok "status --json: a failed encode is failed (with why), and status exits 1"
else bad "status --json: a failed encode is failed (with why), and status exits 1" "rc $rc: $(cat "$TMP/s2.json")"; fi
"$FB" build "$P" --quiet >/dev/null 2>&1
"$FB" status "$P" >/dev/null 2>&1 && ok "status: exit 0 once everything is built" || bad "status: exit 0 once everything is built" "exit $?"
printf '<flame' >"$P/broken.flame"
"$FB" status "$P" >/dev/null 2>&1; rc=$?
[ $rc -eq 1 ] && ok "status: exit 1 when a genome does not parse" || bad "status: exit 1 when a genome does not parse" "exit $rc"

# A flamebuild.conf that does not read: the message, and for --json a JSON error object.
C=$TMP/badconf
mkdir -p "$C"
printf '[render]\nquality = banana\n' >"$C/flamebuild.conf"
"$FB" status "$C" --json >"$TMP/c.json" 2>"$TMP/c.err"; rc=$?
if [ $rc -eq 1 ] && python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); sys.exit(not ("flamebuild.conf" in d["error"] and "banana" in d["error"]))' "$TMP/c.json" &&
   grep -q "flamebuild.conf" "$TMP/c.err"; then
  ok "status --json: a configuration error is a JSON error object, exit 1"
else bad "status --json: configuration error" "rc $rc: $(cat "$TMP/c.json") / $(cat "$TMP/c.err")"; fi
