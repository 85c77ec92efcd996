#!/bin/sh
# Contact sheets (issue 14, item 4): out/NAME.sheet.png shows every frame of a sequence as a
# thumbnail. Compared with golden sheets made with two other seeds (tests/data/sheets) by the
# project's noise-calibrated comparison; kept up to date by edits from stored thumbnails, made
# from the PNGs when those are gone; none for a single still; an orphan once its genome goes.
# Each tile carries its frame's number, the file's (issue 40, item 9): tests/tools/sheet_labels.py
# reads the sheet and checks every digit's pixels.
. tests/lib.sh
IMGCMP=${IMGCMP:-build/imgcmp}
P=$TMP/sheet
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n[render]\nsize = 200x150\nquality = 40\nseed = 1\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 6
still "$P/still.flame" 0.5
expect_built "sheet: a first build" "$P" "built: 7 iterated, 0 refinished, 0 unchanged"
S=$P/out/anim.sheet.png
if [ -f "$S" ] && [ ! -e "$P/out/still.sheet.png" ]; then ok "sheet: written for the animation, none for the still"
else bad "sheet: written for the animation, none for the still" "$(ls "$P/out")"; fi
set -- $("$IMGCMP" "$S" tests/data/sheets/anim.seed3.sheet.png tests/data/sheets/anim.seed4.sheet.png 2>&1)
if [ $# -ge 3 ] && awk "BEGIN { exit !($3 < 1.5) }"; then ok "sheet: matches the golden sheets within their noise (ratio $3)"
else bad "sheet: matches the golden sheets within their noise" "$*"; fi
if python3 tests/tools/sheet_labels.py "$S" 6 >"$TMP/labels.out" 2>&1; then ok "sheet: each tile carries its frame's number, 0 to 5"
else bad "sheet: each tile carries its frame's number" "$(cat "$TMP/labels.out")"; fi
thumbs=$(find "$P/.flamebuild/thumbs" -name '*.png' | wc -l)
[ "$thumbs" -eq 6 ] && ok "sheet: one stored thumbnail per frame" || bad "sheet: one stored thumbnail per frame" "$thumbs"

# A tone edit changes every frame: the sheet follows (darker).
before=$(cksum <"$S")
sed 's/gamma="4"/gamma="2"/' "$P/anim.flame" >"$TMP/e" && mv "$TMP/e" "$P/anim.flame"
expect_built "sheet: a gamma edit re-finishes the frames" "$P" "built: 0 iterated, 6 refinished, 1 unchanged"
[ "$(cksum <"$S")" != "$before" ] && ok "sheet: follows the edit" || bad "sheet: follows the edit" "unchanged"
# Made from the PNGs when the thumbnails are gone; a no-op build leaves it alone.
cp "$S" "$TMP/sheet.before"
rm -rf "$P/.flamebuild/thumbs" "$S"
expect_built "sheet: a no-op build" "$P" "built: 0 iterated, 0 refinished, 7 unchanged"
if [ -f "$S" ] && "$IMGCMP" --same "$S" "$TMP/sheet.before"; then ok "sheet: made again from the frames' PNGs, the same pixels"
else bad "sheet: made again from the frames' PNGs, the same pixels" "$(ls "$P/out")"; fi
# Its genome removed: an orphan like the frames.
rm "$P/anim.flame"
fb_build "$P"
"$FLAMEBUILD" status "$P" --json >"$TMP/st.json" 2>&1
grep -q '"path": "out/anim.sheet.png", "kind": "sheet"' "$TMP/st.json" && ok "sheet: an orphan once its genome is gone" ||
  bad "sheet: an orphan once its genome is gone" "$(cat "$TMP/st.json")"
