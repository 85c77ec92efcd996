#!/bin/sh
# fractorium_render.sh FRACTORIUM_CHECKOUT OUT WIDTH QUALITY FLAME... — the flames drawn by
# Fractorium's own CPU renderer (its Ember library, tests/tools/FractoriumRender.cpp) into
# OUT/NAME.png, WIDTH wide at each flame's aspect, at QUALITY (0: each file's own): what
# Fractorium draws of a file, for tests/tools/render_diff.py against flamebuild's picture of it
# (`flamebuild render FLAME --size WxH`, H from the picture). The library is built in a
# temporary folder from the checkout (https://github.com/mfeemster/fractorium or its mirror
# typpos/fractorium; a few minutes of g++); nothing of Fractorium's enters this repository.
# Needs g++, libxml2-dev, libglm-dev and ffmpeg (Debian packages). Made with typpos/fractorium
# 2ba3764. FRACTORIUM_BUILD=DIR keeps the built harness in DIR for the next call.
set -e
src=${1:?usage: fractorium_render.sh FRACTORIUM_CHECKOUT OUT WIDTH QUALITY FLAME...}
out=${2:?usage: fractorium_render.sh FRACTORIUM_CHECKOUT OUT WIDTH QUALITY FLAME...}
width=${3:?usage: fractorium_render.sh FRACTORIUM_CHECKOUT OUT WIDTH QUALITY FLAME...}
quality=${4:?usage: fractorium_render.sh FRACTORIUM_CHECKOUT OUT WIDTH QUALITY FLAME...}
shift 4
here=$(cd "$(dirname "$0")/../.." && pwd)
build=${FRACTORIUM_BUILD:-}
if [ -z "$build" ]; then
  build=$(mktemp -d /tmp/fractorium-render.XXXXXX)
  trap 'rm -rf "$build"' EXIT
fi
mkdir -p "$build" "$out"
if [ ! -x "$build/FractoriumRender" ]; then
  e="$src/Source/Ember"
  for f in Affine2D Ember EmberToXml PaletteList Renderer RendererBase Spline XmlToEmber VariationList; do
    g++ -std=c++17 -O2 -w -I"$e" -I/usr/include/libxml2 -c "$e/$f.cpp" -o "$build/$f.o" &
  done
  wait
  g++ -std=c++17 -O2 -w -I"$e" -I/usr/include/libxml2 -o "$build/FractoriumRender" \
    "$here/tests/tools/FractoriumRender.cpp" "$build"/*.o -lxml2 -lpthread
fi
# each flame's picture as binary PPM, then PNG (ffmpeg) for render_diff.py
"$build/FractoriumRender" "$src/Data/flam3-palettes.xml" "$out" "$width" 0 "$quality" "$@" | while read -r name status; do
  if [ "$status" = ok ] && ffmpeg -nostdin -loglevel error -y -i "$out/$name.ppm" "$out/$name.png"; then rm -f "$out/$name.ppm"; echo "$name ok"
  else echo "$name $status"; fi
done
