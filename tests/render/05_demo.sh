#!/bin/sh
# The main job as a new user first sees it (issue 14, item 1): `make demo`'s script on the
# bundled example project — a first build of every frame and the video, then a gamma edit that
# re-finishes the animation's frames without iterating — and the project `flamebuild init`
# writes, which must build where flam3's palette library is not installed. Both on smaller
# frames than a user gets (the same steps and counts; `make demo` itself renders them whole).
. tests/lib.sh
have_ffmpeg() { command -v ffmpeg >/dev/null 2>&1; }

# The bundled project, its frames a sixteenth of the pixels (the framing cropped, not scaled).
SRC=$TMP/demo_src
cp -r examples/demo "$SRC"
for f in "$SRC"/*.flame; do
  sed -e 's/size="480 270"/size="120 68"/' -e 's/size="640 480"/size="160 120"/' "$f" >"$f.tmp" && mv "$f.tmp" "$f"
done
if grep -q 'size="\(480 270\|640 480\)"' "$SRC"/*.flame || ! grep -q 'size="120 68"' "$SRC/waves.flame"; then
  bad "demo: a smaller copy of examples/demo" "the sizes of the bundled genomes changed: update this test"
fi
DEMO=$TMP/demo
FLAMEBUILD="$FLAMEBUILD" DEMO_SRC="$SRC" DEMO_DIR="$DEMO" sh examples/run_demo.sh >"$TMP/demo.out" 2>"$TMP/demo.err"; rc=$?
if [ $rc -ne 0 ]; then
  bad "demo: examples/run_demo.sh runs" "exit $rc: $(tail -3 "$TMP/demo.err")"
else
  ok "demo: examples/run_demo.sh runs"
  first=$(grep '^built:' "$TMP/demo.out" | sed -n 1p)
  second=$(grep '^built:' "$TMP/demo.out" | sed -n 2p)
  videos=0; have_ffmpeg && videos=1
  case $first in
    "built: 49 iterated, 0 refinished, 0 unchanged, $videos videos encoded, 0 failed"*) ok "demo: first build renders the still, 48 frames and the video" ;;
    *) bad "demo: first build renders the still, 48 frames and the video" "$first" ;;
  esac
  case $second in
    "built: 0 iterated, 48 refinished, 1 unchanged, $videos videos encoded, 0 failed"*) ok "demo: the gamma edit re-finishes the 48 frames, iterates nothing" ;;
    *) bad "demo: the gamma edit re-finishes the 48 frames, iterates nothing" "$second" ;;
  esac
  if grep -q "waves  *48 frames: 48 up to date" "$TMP/demo.out"; then ok "demo: status says up to date"
  else bad "demo: status says up to date" "$(grep waves "$TMP/demo.out")"; fi
  # The last line points the user at the outputs: the frames, the still and the video it names
  # are there (the video only with ffmpeg).
  named=$(sed -n 's/^frames: \(.*\)/\1/p' "$TMP/demo.out" | tr ',' '\n' | sed 's/^.*: //; s/^ *//')
  missing=""
  for path in $named; do
    case $path in *.mp4) have_ffmpeg || continue ;; esac
    [ -e "$path" ] || missing="$missing $path"
  done
  [ -n "$named" ] && [ -z "$missing" ] && ok "demo: the outputs its last line names are there" ||
    bad "demo: the outputs its last line names are there" "missing:$missing ($(tail -1 "$TMP/demo.out"))"
  if have_ffmpeg; then
    if [ -s "$DEMO/out/waves.mp4" ]; then ok "demo: video written"; else bad "demo: video written" "no $DEMO/out/waves.mp4"; fi
  else
    skip "demo: video written" "no ffmpeg"
  fi
fi

# flamebuild init's example: its own palette, so no palette library is needed.
P=$TMP/init_example
"$FLAMEBUILD" init "$P" >/dev/null
printf '[video]\ncodec = none\n' >>"$P/flamebuild.conf"
out=$(flam3_palettes=/nonexistent/flam3-palettes.xml "$FLAMEBUILD" build "$P" --quiet --ss 0.25 2>&1); rc=$?
case $out in
  *"built: 60 iterated, 0 refinished, 0 unchanged, 0 videos encoded, 0 failed"*) [ $rc -eq 0 ] && ok "init: the example builds without flam3's palette library" || bad "init: the example builds without flam3's palette library" "exit $rc" ;;
  *) bad "init: the example builds without flam3's palette library" "exit $rc: $(echo "$out" | tail -2)" ;;
esac
