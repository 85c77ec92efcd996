#!/bin/sh
# fastnoise_refs.sh JWILDFIRE_CHECKOUT — regenerates tests/data/fastnoise_refs.txt.zst, the values
# of FastNoise's 3D noise that JWildfire's own copy of it (CHECKOUT/src/fastnoise/FastNoise.java,
# Jordan Peck's Java port) computes, for tests/unit/test_fastnoise.c: the harness
# tests/tools/FastNoiseRefs.java (it says what it prints) is compiled in a temporary folder with
# javac -sourcepath CHECKOUT/src against the jars of CHECKOUT/lib (FastNoise imports
# javax.vecmath), outside this repository. Needs a JDK (17). Made with thargor6/JWildfire
# 33407f0b (RELEASE 9.00).
set -e
src=${1:?usage: fastnoise_refs.sh JWILDFIRE_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/tests/tools/jwf_harness.sh"
jwf_harness_compile "$src" FastNoiseRefs
java -cp "$tmp:$src/lib/*" FastNoiseRefs >"$tmp/fastnoise_refs.txt"
zstd -q -19 -f "$tmp/fastnoise_refs.txt" -o "$here/tests/data/fastnoise_refs.txt.zst"
echo "tests/data/fastnoise_refs.txt.zst: $(grep -c '^n ' "$tmp/fastnoise_refs.txt") settings," \
  "$(sed -n 's/^end //p' "$tmp/fastnoise_refs.txt") values, $(wc -c <"$here/tests/data/fastnoise_refs.txt.zst") bytes"
