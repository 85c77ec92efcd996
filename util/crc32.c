#include "crc32.h"

#include <zlib.h>

/* zlib's own (braided, or the CPU's carry-less multiply where zlib was built with it): ~5 GB/s
 * on the dev machine against ~0.3-0.4 GB/s for the byte-at-a-time table this replaced — a
 * farm's submit host reads back and checks every frame's PNG (render_png_intact), and at 1080p
 * the CRC was 60% of that (bench/BENCHMARKS.md, "Several nodes"). */
uint32_t fb_crc32(uint32_t crc, const void *p, size_t n) {
  return (uint32_t)crc32_z(crc, p, n);
}
