#!/bin/sh
# render's outputs (issue 14, item 4): --flame takes a flame's name as the artist wrote it
# ("apo one") as well as flam3's kept form (apo_one) or an index, and -o NAME_%s.png names the
# file after it; -o NAME.exr writes OpenEXR, half or (--bpc 32) float — its values are checked
# against the 16-bit PNG by tests/unit/test_exr.c, reading it back with OpenEXR's library.
. tests/lib.sh
FB=$FLAMEBUILD
F=$TMP/apo.flame
cat >"$F" <<'FLAMES'
<flames>
<flame name="apo one" size="32 24" scale="9" quality="2"><xform weight="1" linear="1" coefs="0.5 0 0 0.5 0 0"/><color index="0" rgb="255 0 0"/></flame>
<flame name="apo two" size="32 24" scale="9" quality="2"><xform weight="1" spherical="1" coefs="0.5 0 0 0.5 0 0"/><color index="0" rgb="0 255 0"/></flame>
</flames>
FLAMES
rm -f "$TMP"/out_*.png
"$FB" render "$F" --flame "apo two" -o "$TMP/out_%s.png" >/dev/null 2>&1
"$FB" render "$F" --flame apo_one -o "$TMP/out_%s.png" >/dev/null 2>&1
if [ -f "$TMP/out_apo_two.png" ] && [ -f "$TMP/out_apo_one.png" ] && [ "$(ls "$TMP"/out_*.png | wc -l)" -eq 2 ]; then
  ok "names: --flame takes the name as written and as kept"
else bad "names: --flame takes the name as written and as kept" "$(ls "$TMP"/out_*.png 2>&1)"; fi
expect_fail "names: an unknown name is refused" "$FB" render "$F" --flame "apo three" -o "$TMP/x.png"

"$FB" render "$F" --flame 0 -o "$TMP/one.exr" >/dev/null 2>"$TMP/exr.err"; rc=$?
magic=$(od -An -tx1 -N4 "$TMP/one.exr" 2>/dev/null | tr -d ' ')
if [ $rc -eq 0 ] && [ "$magic" = 762f3101 ]; then ok "outputs: -o NAME.exr writes OpenEXR"
else bad "outputs: -o NAME.exr writes OpenEXR" "rc $rc, magic '$magic': $(cat "$TMP/exr.err")"; fi
"$FB" render "$F" --flame 0 --bpc 32 -o "$TMP/onef.exr" >/dev/null 2>&1
[ "$(stat -c %s "$TMP/onef.exr" 2>/dev/null || echo 0)" -gt "$(stat -c %s "$TMP/one.exr")" ] &&
  ok "outputs: --bpc 32 writes float channels (a bigger file)" || bad "outputs: --bpc 32 EXR" "$(ls -l "$TMP"/one*.exr)"
expect_fail "outputs: --bpc 32 is refused for a PNG" "$FB" render "$F" --flame 0 --bpc 32 -o "$TMP/x.png"
