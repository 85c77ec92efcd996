#!/bin/sh
# jwf_filter_refs.sh JWILDFIRE_CHECKOUT — regenerates tests/data/jwf_filter_refs.txt: JWildfire's
# spatial filter tables (tests/tools/JwfFilter.java, through its own FilterHolder) for every
# kernel its files name, at the radii and oversamplings they use, against which
# tests/unit/test_finish.c checks render/filter_jwf.c. Needs a JDK (17). Made with
# thargor6/JWildfire 33407f0b (RELEASE 9.00).
set -e
src=${1:?usage: jwf_filter_refs.sh JWILDFIRE_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/tests/tools/jwf_harness.sh"
jwf_harness_compile "$src" JwfFilter
set --
for k in BELL BLACKMAN BOX BSPLINE CATROM GAUSSIAN HAMMING HANNING HERMITE LANCZOS2 LANCZOS3 MITCHELL \
  MITCHELL_SMOOTH QUADRATIC SINEPOW5 SINEPOW10 SINEPOW15 TRIANGLE; do
  set -- "$@" "$k 0.75 1" "$k 1.0 2"
done
set -- "$@" "MITCHELL_SMOOTH 0.5 1" "MITCHELL_SMOOTH 0.2 1" "MITCHELL_SMOOTH 1.25 1" "GAUSSIAN 0.75 2" \
  "GAUSSIAN 0.5 1" "SINEPOW15 0.5 1" "MITCHELL_SMOOTH 0.75 2"
java -Djava.awt.headless=true -cp "$tmp:$src/lib/*" JwfFilter "$@" >"$here/tests/data/jwf_filter_refs.txt"
echo "tests/data/jwf_filter_refs.txt: $(grep -c '^case' "$here/tests/data/jwf_filter_refs.txt") tables"
