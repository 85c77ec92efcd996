#!/bin/sh
# jwf_text_refs.sh JWILDFIRE_CHECKOUT — regenerates tests/data/text_refs.txt: the pixels
# JWildfire's text_wf draws a text from (tests/tools/JwfText.java, which checks its count
# against TextWFFunc's own list), for texts in the Liberation fonts at sizes on both sides of
# Java's 100 pixels (glyph images below, outlines above), outside this repository. Java draws
# the fonts Debian's fonts-liberation installs, which tests/unit/test_text_shape.c paints too.
# Needs a JDK (17). Made with thargor6/JWildfire 33407f0b (RELEASE 9.00).
set -e
src=${1:?usage: jwf_text_refs.sh JWILDFIRE_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/tests/tools/jwf_harness.sh"
jwf_harness_compile "$src" JwfText
java -Djava.awt.headless=true -cp "$tmp:$src/lib/*" JwfText \
  "SYM|Liberation Sans|320|0" "Hello World|Liberation Sans|100|0" "jgq|Liberation Sans|50|7" \
  "Ag&9 xyz|Liberation Sans|101|0" "by Flamer|Liberation Serif|150|-20" "JWildfire|Liberation Mono|64|0" \
  "Fractal Flames|Liberation Sans|24|0" >"$here/tests/data/text_refs.txt"
echo "tests/data/text_refs.txt: $(grep -c '^case' "$here/tests/data/text_refs.txt") texts"
