#!/bin/sh
# curve_refs.sh FRACTORIUM_CHECKOUT APOPHYSIS_CHECKOUT — regenerates
# tests/data/colour_curve_refs/{fractorium,apophysis}.txt.zst from the editors' own colour-curve
# code, outside this repository: Fractorium's Source/Ember/Spline.cpp (typpos/fractorium, a
# mirror of mfeemster/fractorium) under tests/tools/curve_refs_fractorium.cpp, and Apophysis
# 7X's src/Core/Bezier.pas (xyrus02/apophysis-7x) under tests/tools/curve_refs_apophysis.pas,
# each built in a temporary folder. Needs g++, libxml2-dev, libglm-dev, fp-compiler and zstd
# (Debian packages); the values are kept zstd-compressed. Made with typpos/fractorium 2ba3764
# and xyrus02/apophysis-7x's master.
set -e
fractorium=${1:?usage: curve_refs.sh FRACTORIUM_CHECKOUT APOPHYSIS_CHECKOUT}
apophysis=${2:?usage: curve_refs.sh FRACTORIUM_CHECKOUT APOPHYSIS_CHECKOUT}
here=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d /tmp/curve-refs.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
out="$here/tests/data/colour_curve_refs"
mkdir -p "$out"
g++ -std=c++17 -O1 -I"$fractorium/Source/Ember" -I/usr/include/libxml2 -o "$tmp/fractorium" \
  "$here/tests/tools/curve_refs_fractorium.cpp" "$fractorium/Source/Ember/Spline.cpp"
"$tmp/fractorium" >"$tmp/fractorium.txt"
cp "$apophysis/src/Core/Bezier.pas" "$here/tests/tools/curve_refs_apophysis.pas" "$tmp/"
(cd "$tmp" && fpc -Mdelphi -O2 -FE"$tmp" curve_refs_apophysis.pas >/dev/null)
"$tmp/curve_refs_apophysis" >"$tmp/apophysis.txt"
for f in fractorium apophysis; do
  zstd -q -19 -f "$tmp/$f.txt" -o "$out/$f.txt.zst"
  echo "tests/data/colour_curve_refs/$f.txt.zst: $(grep -vc '^#' "$tmp/$f.txt") lines"
done
