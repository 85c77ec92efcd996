#!/bin/sh
# jwf_wfield_refs.sh JWILDFIRE_CHECKOUT — regenerates tests/data/wfield/refs.txt: JWildfire's own
# xform step under its weighting fields (tests/tools/JwfWfieldRefs.java) for the flames of
# tests/data/wfield, which tests/unit/test_wfield.c steps through flamebuild's. Needs a JDK (17)
# and the checkout's src/ and lib/. Made with thargor6/JWildfire 33407f0b (RELEASE 9.00).
set -e
src=${1:?usage: jwf_wfield_refs.sh JWILDFIRE_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/tests/tools/jwf_harness.sh"
jwf_harness_compile "$src" JwfWfieldRefs
cd "$here"
java -Djava.awt.headless=true -cp "$tmp:$src/resources:$src/lib/*" JwfWfieldRefs 200 tests/data/wfield/w1_cellular.flame \
  tests/data/wfield/w2_params.flame tests/data/wfield/w3_kinds.flame 2>"$tmp/err" >tests/data/wfield/refs.txt ||
  { cat "$tmp/err" >&2; exit 1; }
echo "tests/data/wfield/refs.txt: $(grep -c '^xform' tests/data/wfield/refs.txt) steps"
