#!/bin/sh
# What was ignored is said (issue 14, item 6): an unknown attribute (gama="3"), an unknown
# element (<xfrom> in a flame, <foo/> in an xform, a <flmae> that drops a flame of <flames>) and
# an unknown variation (spherial) are warned about with file:line and the name meant, by
# render, build (when the file is read anew, not at every no-op build) and watch alike; a
# flamebuild.conf value error says what the key wants, an unknown key or section the one meant
# and the ones there are.
. tests/lib.sh
FB=$FLAMEBUILD
P=$TMP/warnings
rm -rf "$P"; mkdir -p "$P"
printf '[video]\ncodec = none\n' >"$P/flamebuild.conf"
cat >"$P/typo.flame" <<'FLAME'
<flame name="typo" size="32 24" center="0 0" scale="9" quality="4" gama="3">
  <xform weight="1" color="0" spherial="1" linear="0.5" coefs="0.5 0 0 0.5 0.1 0"/>
  <xfrom weight="1" color="1" linear="1" coefs="0.5 0 0 0.5 -0.3 0.2"/>
  <xform weight="1" color="1" linear="1" coefs="0.5 0 0 0.5 -0.3 0.2">
    <foo/></xform>
  <color index="0" rgb="255 0 0"/><color index="255" rgb="0 0 255"/>
</flame>
FLAME
lost() { # lost N: a set of stills whose second flame is <flmae>
  echo "<flames>"; keyframe 0 0.$1 0.2
  keyframe 1 0.$1 0.3 | sed 's/<flame /<flmae /; s/<\/flame>/<\/flmae>/'; echo "</flames>"
}
lost 5 >"$P/lost.flame"
want() { # want NAME FILE: the warnings, with lines and suggestions
  if grep -q "typo.flame:1: unknown attribute gama on <flame>, ignored (did you mean gamma?)" "$2" &&
     grep -q "typo.flame:2: unrecognized variation spherial, ignored (as flam3 does) (did you mean spherical?)" "$2" &&
     grep -q "typo.flame:3: unknown element <xfrom> in <flame>, ignored (did you mean xform?)" "$2" &&
     grep -q "typo.flame:5: unknown element <foo> in <xform>, ignored$" "$2"; then ok "$1"
  else bad "$1" "$(cat "$2")"; fi
}
want_lost() {
  if grep -q "lost.flame:7: unknown element <flmae> in <flames>, ignored (did you mean flame?)" "$2"; then ok "$1"
  else bad "$1" "$(cat "$2")"; fi
}
"$FB" render "$P/typo.flame" -o "$TMP/typo.png" >/dev/null 2>"$TMP/render.err"
want "warnings: render says what it ignored" "$TMP/render.err"
"$FB" render "$P/lost.flame" -o "$TMP/lost.png" >/dev/null 2>"$TMP/render.err"
want_lost "warnings: render says a mistyped <flame> drops it" "$TMP/render.err"
fb_build "$P"
want "warnings: build says what it ignored" "$TMP/build.err"
want_lost "warnings: build says a mistyped <flame> drops it" "$TMP/build.err"
fb_build "$P"
if ! grep -q "warning" "$TMP/build.err"; then ok "warnings: a no-op build says nothing again"
else bad "warnings: a no-op build says nothing again" "$(cat "$TMP/build.err")"; fi
# ... but they are the sequence's state until the file changes (issue 40, item 1): status and
# its JSON show them after that no-op build; --warnings-as-errors fails the file, outputs kept.
"$FB" status "$P" >"$TMP/st.txt" 2>&1
"$FB" status "$P" --json >"$TMP/st.json" 2>/dev/null
want "warnings: status shows what the parser ignored, after a no-op build" "$TMP/st.txt"
if python3 -c 'import json, sys
d = {s["name"]: s for s in json.load(open(sys.argv[1]))["sequences"]}
w = d["typo"]["warnings"]
sys.exit(not (len(w) >= 4 and any("unknown element <xfrom>" in x for x in w) and d["lost"]["warnings"]))' "$TMP/st.json"; then
  ok "warnings: status --json lists them per sequence"
else bad "warnings: status --json" "$(cat "$TMP/st.json")"; fi
cp "$P/out/typo.png" "$TMP/typo_before.png"
fb_build "$P" --warnings-as-errors
if [ "$BUILD_RC" -eq 1 ] && grep -q "error: typo.flame: the parser's warnings above are errors (--warnings-as-errors)" "$TMP/build.err" &&
   grep -q "unknown element <xfrom>" "$TMP/build.err" && cmp -s "$P/out/typo.png" "$TMP/typo_before.png"; then
  ok "warnings: --warnings-as-errors fails a file the parser warned about, saying the warnings, outputs kept"
else bad "warnings: --warnings-as-errors" "rc $BUILD_RC: $(cat "$TMP/build.err")"; fi

: >"$TMP/watch.log"
"$FLAMEBUILD_ASAN" watch "$P" >/dev/null 2>"$TMP/watch.log" &
WPID=$!
i=0; until grep -q "up to date" "$TMP/watch.log" || [ $i -gt 300 ]; do sleep 0.1; i=$((i + 1)); done
sed 's/gama="3"/gama="2"/' "$P/typo.flame" >"$TMP/e" && mv "$TMP/e" "$P/typo.flame"
lost 6 >"$TMP/e" && mv "$TMP/e" "$P/lost.flame"
i=0; until { grep -q "gama" "$TMP/watch.log" && grep -q "flmae" "$TMP/watch.log"; } || [ $i -gt 300 ]; do sleep 0.1; i=$((i + 1)); done
sleep 0.3
kill -INT $WPID 2>/dev/null; wait $WPID 2>/dev/null
want "warnings: watch says what it ignored when a file is saved" "$TMP/watch.log"
want_lost "warnings: watch says a mistyped <flame> drops it" "$TMP/watch.log"

printf '[render]\nsize = 1920*1080\n' >"$P/flamebuild.conf"
expect_fail "warnings: a bad flamebuild.conf value is refused" "$FB" build "$P"
grep -q "flamebuild.conf:2: bad value size = '1920\*1080' (want WIDTHxHEIGHT, e.g. 1920x1080)" "$TMP/err" &&
  ok "warnings: ... saying what the key wants" || bad "warnings: conf message" "$(cat "$TMP/err")"

printf '[render]\nqualty = 30\n' >"$P/flamebuild.conf"
expect_fail "warnings: an unknown flamebuild.conf key is refused" "$FB" build "$P"
grep -q "flamebuild.conf:2: unknown key 'qualty' in \[render\]: did you mean quality? (want size, quality, noise, .* or unsupported)" "$TMP/err" &&
  ok "warnings: ... naming the key meant and the keys there are" || bad "warnings: unknown conf key message" "$(cat "$TMP/err")"
printf '[vidoe]\ncodec = none\n' >"$P/flamebuild.conf"
expect_fail "warnings: an unknown flamebuild.conf section is refused" "$FB" build "$P"
grep -q "flamebuild.conf:2: unknown section \[vidoe\]: did you mean video? (want render, output, animation, video, cache, farm, check, profile.NAME or sequence.NAME)" "$TMP/err" &&
  ok "warnings: ... naming the section meant" || bad "warnings: unknown conf section message" "$(cat "$TMP/err")"
