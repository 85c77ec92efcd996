#!/bin/sh
# jwf_curve_refs.sh JWILDFIRE_CHECKOUT — regenerates tests/data/jwf_curves.txt.zst, the values of
# JWildfire's motion curves (its own org.jwildfire.envelope.Envelope) that tests/unit/test_editors.c
# checks genome/motion_curve.c against. Outside this repository: tests/tools/JwfCurveRefs.java is
# compiled in a temporary folder with javac -sourcepath CHECKOUT/src against the jars of
# CHECKOUT/lib, as tests/tools/jwf_refs.sh does. Needs a JDK (17). Made with thargor6/JWildfire
# 33407f0b (RELEASE 9.00).
set -e
src=${1:?usage: jwf_curve_refs.sh JWILDFIRE_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/tests/tools/jwf_harness.sh"
jwf_harness_compile "$src" JwfCurveRefs
java -cp "$tmp:$src/lib/*" JwfCurveRefs >"$tmp/curves.txt"
zstd -q -19 -f "$tmp/curves.txt" -o "$here/tests/data/jwf_curves.txt.zst"
echo "tests/data/jwf_curves.txt.zst: $(wc -l <"$tmp/curves.txt") values"
