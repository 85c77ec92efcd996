#!/bin/sh
# render --flame takes a flame's name as the artist wrote it ("apo one") as well as flam3's kept
# form (apo_one) or an index; -o NAME_%s.png names the file after it (issue 14, item 4).
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
