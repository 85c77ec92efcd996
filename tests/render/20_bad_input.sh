#!/bin/sh
# Bad input never crashes, names the file and the reason, exits non-zero, writes no output
# and leaves a previous good output intact. Runs the sanitizer build.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
good=tests/data/variations/v00_linear.flam3

# A previous good output that every failing render below targets.
"$FB" render "$good" --quality 5 --quiet -o "$TMP/keep.png" || bad "bad input: setup" "good render failed"
cp "$TMP/keep.png" "$TMP/keep.orig"

# check NAME FILE EXPECTED_SUBSTRING... : render must fail, stderr must contain each string.
check() {
  name=$1; file=$2; shift 2
  name="bad input: $name"
  if expect_fail "$name" "$FB" render "$file" --quality 5 --quiet -o "$TMP/keep.png"; then
    echo "       $(head -c 300 "$TMP/err")"
    for want in "$@"; do
      if ! grep -qF -- "$want" "$TMP/err"; then bad "$name" "message lacks '$want': $(cat "$TMP/err")"; return; fi
    done
    if ! cmp -s "$TMP/keep.png" "$TMP/keep.orig"; then bad "$name" "previous output changed"; return; fi
    if ls "$TMP"/keep.png.tmp* >/dev/null 2>&1; then bad "$name" "temp file left behind"; return; fi
    ok "$name"
  fi
}

flame() { # flame FILE ATTRS XFORMS
  printf '<flame %s>\n%s\n<color index="0" rgb="255 255 255"/>\n</flame>\n' "$2" "$3" >"$1"
}
X='<xform weight="1" linear="1" coefs="0.5 0 0 0.5 0 0"/>'

printf '<flame size="32 32"><xform weight="1" linear="1" coefs="1 0 0 1 0 0"></flame>\n' >"$TMP/malformed.flam3"
check "malformed XML" "$TMP/malformed.flam3" "malformed.flam3" ":1"

flame "$TMP/badnum.flam3" 'size="32 32" gamma="4x"' "$X"
check "bad number" "$TMP/badnum.flam3" "badnum.flam3" "gamma" "4x"

flame "$TMP/nan.flam3" 'size="32 32" brightness="nan"' "$X"
check "NaN parameter" "$TMP/nan.flam3" "nan.flam3" "brightness"

flame "$TMP/inf.flam3" 'size="32 32"' '<xform weight="1" linear="inf" coefs="0.5 0 0 0.5 0 0"/>'
check "inf variation weight" "$TMP/inf.flam3" "inf.flam3"

flame "$TMP/huge.flam3" 'size="1000000 1000000"' "$X"
check "absurd size" "$TMP/huge.flam3" "huge.flam3" "size"

flame "$TMP/zero.flam3" 'size="32 32"' '<xform weight="0" linear="1" coefs="0.5 0 0 0.5 0 0"/>'
check "weights sum to 0" "$TMP/zero.flam3" "zero.flam3" "sum to 0"

flame "$TMP/noxf.flam3" 'size="32 32"' ''
check "no xforms" "$TMP/noxf.flam3" "noxf.flam3"

printf '<notaflame/>\n' >"$TMP/empty.flam3"
check "no flame element" "$TMP/empty.flam3" "empty.flam3"

check "missing file" "$TMP/does-not-exist.flam3" "does-not-exist.flam3"

flame "$TMP/pal.flam3" 'size="32 32" palette="12"' "$X"
if expect_fail "bad input: missing palette file" "$FB" render "$TMP/pal.flam3" --palettes "$TMP/nope.xml" --quiet -o "$TMP/keep.png"; then
  if grep -qF "nope.xml" "$TMP/err"; then ok "bad input: missing palette file"; else bad "bad input: missing palette file" "$(cat "$TMP/err")"; fi
fi

# Huge memory: refused before allocating, saying how much it would need (past the work budget
# too, which 46_hostile_input.sh tests: lifted here to reach the memory cap).
flame "$TMP/mem.flam3" 'size="60000 60000" supersample="8"' "$X"
if expect_fail "bad input: memory" "$FB" render "$TMP/mem.flam3" --max-samples none --quiet -o "$TMP/keep.png"; then
  if grep -q "MiB" "$TMP/err"; then ok "bad input: memory refused with size"; else bad "bad input: memory" "$(cat "$TMP/err")"; fi
fi

# An unknown variation warns, names it, and renders like flam3 (ignoring it).
flame "$TMP/unknown.flam3" 'size="32 32"' '<xform weight="1" linear="0.5" frobnicate3D="1" coefs="0.5 0 0 0.5 0 0"/>'
if "$FB" render "$TMP/unknown.flam3" --quality 5 -o "$TMP/unknown.png" 2>"$TMP/err" >/dev/null && [ -s "$TMP/unknown.png" ] && grep -q "frobnicate3D" "$TMP/err"; then
  ok "unknown variation: warned and rendered"
else
  bad "unknown variation" "$(cat "$TMP/err")"
fi

# The stress genome renders without crashing.
if "$FB" render tests/data/variations/v44_rays.flam3 --quality 5 --quiet -o "$TMP/rays.png" 2>"$TMP/err"; then
  ok "v44_rays stress genome renders"
else
  bad "v44_rays" "$(cat "$TMP/err")"
fi

# Several flames need a pattern; with one, each gets its own file.
cat >"$TMP/two.flam3" <<XML
<flames><flame name="first" size="16 16">$X<color index="0" rgb="255 0 0"/></flame>
<flame name="second" size="16 16">$X<color index="0" rgb="0 255 0"/></flame></flames>
XML
check "several flames, plain -o" "$TMP/two.flam3" "%d"
if "$FB" render "$TMP/two.flam3" --quality 2 --quiet -o "$TMP/two-%s-%02d.png" && [ -f "$TMP/two-first-00.png" ] && [ -f "$TMP/two-second-01.png" ]; then
  ok "several flames: pattern names each"
else
  bad "several flames" "outputs missing"
fi
if "$FB" render "$TMP/two.flam3" --flame second --quality 2 --quiet -o "$TMP/only.png" && [ -f "$TMP/only.png" ]; then
  ok "--flame NAME selects one"
else
  bad "--flame NAME" "failed"
fi
