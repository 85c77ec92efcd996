#!/bin/sh
# jwf_render.sh JWILDFIRE_CHECKOUT OUT WIDTH HEIGHT FLAME... — the flames drawn by JWildfire's
# own renderer (tests/tools/JwfRender.java) into OUT/NAME.png, WIDTH wide and HEIGHT high
# (HEIGHT 0: the flame's own aspect), at each file's own quality: what the editor draws today,
# for tests/tools/render_diff.py against flamebuild's picture of the same file. The harness is
# compiled in a temporary folder with javac -sourcepath CHECKOUT/src (as jwf_refs.sh compiles
# JwfRefs.java); nothing of JWildfire's enters this repository. Needs a JDK (17). Made with
# thargor6/JWildfire 33407f0b (RELEASE 9.00).
set -e
src=${1:?usage: jwf_render.sh JWILDFIRE_CHECKOUT OUT WIDTH HEIGHT FLAME...}
out=${2:?usage: jwf_render.sh JWILDFIRE_CHECKOUT OUT WIDTH HEIGHT FLAME...}
width=${3:?usage: jwf_render.sh JWILDFIRE_CHECKOUT OUT WIDTH HEIGHT FLAME...}
height=${4:?usage: jwf_render.sh JWILDFIRE_CHECKOUT OUT WIDTH HEIGHT FLAME...}
shift 4
here=$(cd "$(dirname "$0")/../.." && pwd)
. "$here/tests/tools/jwf_harness.sh"
jwf_harness_compile "$src" JwfRender
mkdir -p "$out"
# JWildfire logs its reading to stderr; the harness prints a line per file to stdout
java -Djava.awt.headless=true -cp "$tmp:$src/lib/*" JwfRender "$out" "$width" "$height" 0 "$@" 2>/dev/null | grep -v '^file: '
