#!/bin/sh
# Animation input errors: keyframes out of order or with equal times, smooth on the first
# segment (reset to linear with a warning, as flam3 does), bad temporal_samples, a range
# with no frame. Clear message, non-zero exit, nothing written.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
X='<xform weight="1" linear="1" coefs="0.5 0 0 0.5 0 0"/><xform weight="1" spherical="1" coefs="0.5 0 0 0.5 0.3 0"/>'
C='<color index="0" rgb="255 255 255"/>'
key() { printf '<flame name="%s" time="%s" size="24 16" quality="2" %s>%s%s</flame>\n' "$1" "$2" "$3" "$X" "$C"; }

anim_check() { # NAME FILE EXPECTED...
  name="animation input: $1"; file=$2; shift 2
  rm -rf "$TMP/anim_out"
  if expect_fail "$name" "$FB" render "$file" --frames all --quiet -o "$TMP/anim_out/%03d.png"; then
    for want in "$@"; do
      grep -qF -- "$want" "$TMP/err" || { bad "$name" "message lacks '$want': $(cat "$TMP/err")"; return; }
    done
    if [ -n "$(ls "$TMP/anim_out" 2>/dev/null)" ]; then bad "$name" "wrote frames"; return; fi
    echo "       $(head -c 200 "$TMP/err")"
    ok "$name"
  fi
}

{ echo "<animation>"; key a 0 ""; key b 10 ""; key c 5 ""; echo "</animation>"; } >"$TMP/order.flam3"
anim_check "keyframes out of order" "$TMP/order.flam3" "order.flam3" '"c"' "line 4"

{ echo "<animation>"; key a 0 ""; key b 10 ""; key c 10 ""; echo "</animation>"; } >"$TMP/dup.flam3"
anim_check "duplicate keyframe times" "$TMP/dup.flam3" "dup.flam3" "same time"

{ echo "<animation>"; key a 0 'temporal_samples="0"'; key b 10 ""; echo "</animation>"; } >"$TMP/ts0.flam3"
anim_check "temporal_samples 0" "$TMP/ts0.flam3" "ts0.flam3" "temporal_samples"

{ echo "<animation>"; key a 0 'temporal_samples="-3"'; key b 10 ""; echo "</animation>"; } >"$TMP/tsneg.flam3"
anim_check "negative temporal_samples" "$TMP/tsneg.flam3" "tsneg.flam3" "temporal_samples"

# smooth on the first segment: flam3 resets it to linear with a warning; we render and say so.
{ echo "<animation>"; key a 0 'interpolation="smooth"'; key b 4 ""; key c 8 ""; echo "</animation>"; } >"$TMP/smooth.flam3"
rm -rf "$TMP/smooth_out"
if "$FB" render "$TMP/smooth.flam3" --frames 0-1 -o "$TMP/smooth_out/%d.png" 2>"$TMP/err" >/dev/null &&
   [ -f "$TMP/smooth_out/0.png" ] && [ -f "$TMP/smooth_out/1.png" ] && grep -q "smooth" "$TMP/err"; then
  echo "       $(grep smooth "$TMP/err" | head -1)"
  ok "animation input: smooth on the first segment warns and renders linear"
else
  bad "animation input: smooth on the first segment" "$(cat "$TMP/err")"
fi

# A range with no frame, and a frame number outside the range.
{ echo "<animation>"; key a 0 ""; key b 3 ""; echo "</animation>"; } >"$TMP/short.flam3"
if expect_fail "animation input: empty range" "$FB" render "$TMP/short.flam3" --begin 5 --end 4 --quiet -o "$TMP/x%d.png"; then
  grep -q "no frame" "$TMP/err" && ok "animation input: empty range" || bad "animation input: empty range" "$(cat "$TMP/err")"
fi
if expect_fail "animation input: --frames outside" "$FB" render "$TMP/short.flam3" --frames 2-9 --quiet -o "$TMP/x%d.png"; then
  grep -q "frames 0..2" "$TMP/err" && ok "animation input: --frames outside the range" || bad "animation input: --frames outside" "$(cat "$TMP/err")"
fi
# --time renders one frame; frames of one animation render the same alone or in a range.
"$FB" render "$TMP/short.flam3" --frames all --quiet -o "$TMP/range/%d.png" &&
"$FB" render "$TMP/short.flam3" --time 1 --quiet -o "$TMP/single.png" &&
"$FB" render "$TMP/short.flam3" --frames 1 --quiet -o "$TMP/one/%d.png"
if cmp -s "$TMP/range/1.png" "$TMP/single.png" && cmp -s "$TMP/range/1.png" "$TMP/one/1.png"; then
  ok "animation: a frame renders the same alone, in a range and by --time"
else
  bad "animation: frame identity" "frame 1 differs between --frames all, --frames 1 and --time 1"
fi
