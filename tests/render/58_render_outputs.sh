#!/bin/sh
# render's outputs (issue 14, item 4): --flame takes a flame's name as the artist wrote it
# ("apo one") as well as flam3's kept form (apo_one) or an index, and -o NAME_%s.png names the
# file after it; -o NAME.exr writes OpenEXR, half or (--bpc 32) float, and so does a build with
# [output] format = exr: the files render and build wrote are read back with OpenEXR's library
# (build/exrcmp) and must equal the 16-bit PNG of the same frame, made linear, within the
# rounding of half or float.
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

# The values: read back by OpenEXR's library, against a 16-bit PNG render of the same flame.
EXRCMP=${EXRCMP:-build/exrcmp}
still "$TMP/lit.flame" 0.5 # gamma 4
"$FB" render "$TMP/lit.flame" -o "$TMP/lit.exr" >/dev/null 2>&1
"$FB" render "$TMP/lit.flame" --bpc 32 -o "$TMP/litf.exr" >/dev/null 2>&1
"$FB" render "$TMP/lit.flame" --bpc 16 -o "$TMP/lit16.png" >/dev/null 2>&1
for e in lit litf; do
  if "$EXRCMP" "$TMP/$e.exr" "$TMP/lit16.png" 4 >"$TMP/exrcmp.out" 2>&1; then
    ok "outputs: render -o $e.exr read back by OpenEXR equals the 16-bit PNG made linear ($(cut -d, -f1 "$TMP/exrcmp.out"))"
  else bad "outputs: render -o $e.exr read back by OpenEXR equals the 16-bit PNG made linear" "$(cat "$TMP/exrcmp.out")"; fi
done
still "$TMP/other.flame" 0.3
"$FB" render "$TMP/other.flame" --bpc 16 -o "$TMP/other16.png" >/dev/null 2>&1
"$EXRCMP" "$TMP/lit.exr" "$TMP/other16.png" 4 >"$TMP/exrcmp.out" 2>&1; rc=$?
[ $rc = 1 ] && ok "outputs: ... and the comparison tells another flame's PNG apart" ||
  bad "outputs: the comparison tells another flame's PNG apart" "rc $rc: $(cat "$TMP/exrcmp.out")"

# A build's EXRs ([output] format = exr) against the same project's 16-bit PNGs (a profile).
P=$TMP/exr_project
rm -rf "$P"; mkdir -p "$P"
printf '[output]\nformat = exr\n[profile.png16]\nformat = png\nbpc = 16\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 2
fb_build "$P"; fb_build "$P" --profile png16
n=0; bad_frames=""
for k in 00000 00001; do
  n=$((n + 1))
  "$EXRCMP" "$P/out/anim/$k.exr" "$P/out/png16/anim/$k.png" 4 >"$TMP/exrcmp.out" 2>&1 || bad_frames="$bad_frames $k: $(cat "$TMP/exrcmp.out")"
done
if [ -z "$bad_frames" ] && [ -f "$P/out/anim/00001.exr" ]; then ok "outputs: a build's EXR frames equal its 16-bit PNGs made linear ($n frames)"
else bad "outputs: a build's EXR frames equal its 16-bit PNGs made linear" "$bad_frames $(ls -R "$P/out" | head)"; fi
