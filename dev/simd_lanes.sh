#!/bin/sh
# dev/simd_lanes.sh — builds the lab dev/simd_lanes.c into /tmp/simd_lanes (see its header).
# Run from the repository root after `make flamebuild` (it links build/'s objects but main's).
set -e
CF="-std=c17 -D_GNU_SOURCE -O2 -g -I. $(pkg-config --cflags libxml-2.0 libpng)"
LANES="-fopenmp-simd -fno-math-errno -fno-trapping-math -ffp-contract=off -fno-builtin-sin -fno-builtin-cos"
OUT=${TMPDIR:-/tmp}/simd_lanes_objs
mkdir -p "$OUT"
cc $CF $LANES -mavx512f -mavx512dq -c render/lanes_avx512.c -o "$OUT/avx512.o"
cc $CF $LANES -mavx2 -c render/lanes_avx2.c -o "$OUT/avx2.o"
cc $CF $LANES -c render/lanes_sse2.c -o "$OUT/sse2.o"
printf '#include "lanes_body.h"\n' >"$OUT/scalarmath.c"
cc $CF $LANES -DLANES_SCALAR_MATH '-DLANES_NAME(x)=x##_scalarmath' -Irender -c "$OUT/scalarmath.c" -o "$OUT/scalarmath.o"
cc $CF -c render/iterate_lanes.c -o "$OUT/iterate_lanes.o"
OBJS=$(ls build/util/*.o build/genome/*.o build/render/*.o build/kernels/*.o build/gen/kernel_headers.o | grep -v 'render/lanes_\|render/iterate_lanes')
cc $CF dev/simd_lanes.c "$OUT"/avx512.o "$OUT"/avx2.o "$OUT"/sse2.o "$OUT"/scalarmath.o "$OUT"/iterate_lanes.o $OBJS \
  -o ${TMPDIR:-/tmp}/simd_lanes $(pkg-config --libs libxml-2.0 libpng zlib sqlite3 libzstd) /usr/lib/x86_64-linux-gnu/libjpeg.a -lmvec -lm -lpthread -ldl
echo built ${TMPDIR:-/tmp}/simd_lanes
