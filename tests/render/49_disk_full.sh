#!/bin/sh
# A full disk (issue 12): a write that finds no space first makes room by evicting the least
# recently used cached buffers, and is tried once more (cache/store.c: cache_put;
# scheduler/frame.c: a frame's PNG); then a clear error, outputs never torn, the previous ones
# kept. On a small tmpfs (root), filled with the cache entries of an earlier build and a filler
# file; a file size limit (EFBIG, any user) is no full disk and evicts nothing.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN

torn_pngs() {
  find "$1" -name '*.png' 2>/dev/null | while read -r f; do build/imgcmp --same "$f" "$f" >/dev/null 2>&1 || echo "$f"; done
}
entries() { find "$1/.flamebuild/cache" -path '*/cache/??/*' -name '[0-9a-f]*' -type f 2>/dev/null | grep -v /kernels/ | wc -l; }
# fill DIR KB : a filler file takes every free byte of DIR's file system but KB.
fill() {
  rm -f "$1/filler"
  dd if=/dev/zero of="$1/filler" bs=64k 2>/dev/null
  truncate -s "-$2K" "$1/filler"
}
conf() { printf '[video]\ncodec = none\n[render]\nquality = 10\nsize = %s\n' "$2" >"$1/flamebuild.conf"; }

# A file size limit: the PNG write fails clearly, nothing is torn and the cache keeps every
# entry (trimming cannot help a per-file limit).
L=$TMP/limit
rm -rf "$L"; mkdir -p "$L"
conf "$L" 64x48
animation "$L/anim.flame" 0 3
fb_build "$L" -j 1
before=$(entries "$L")
conf "$L" 512x384   # PNGs of ~360 KB, cache entries of ~1.5 MB: over the 200 KB limit
( ulimit -f 400; trap '' XFSZ; exec "$FB" build "$L" --quiet -j 1 ) >"$TMP/limit.out" 2>"$TMP/limit.err"
rc=$?
if [ $rc -ne 0 ] && [ $rc -lt 128 ] && [ -z "$(torn_pngs "$L/out")" ] && [ "$(entries "$L")" -ge "$before" ] &&
   grep -q "cannot write PNG: .*File too large" "$TMP/limit.err"; then
  ok "disk full: a file size limit is a clear error and evicts nothing"
else bad "disk full: file size limit" "rc $rc, entries $before -> $(entries "$L"): $(head -c 400 "$TMP/limit.err")"; fi

if [ "$(id -u)" -ne 0 ]; then skip "disk full" "not root: no tmpfs to fill"; exit 0; fi
M=$TMP/disk
mkdir -p "$M"
if ! mount -t tmpfs -o size=4m tmpfs "$M" 2>/dev/null; then skip "disk full" "cannot mount a tmpfs here"; exit 0; fi
at_exit 'umount "$M" 2>/dev/null'

# An earlier build's buffers take most of the disk; a filler file all but 160 KB of the rest
# (room for the state database to grow). Every buffer of the edited genome is new (~420 KB each).
F=$M/p
mkdir -p "$F"
conf "$F" 256x192
animation "$F/anim.flame" 0 6
fb_build "$F" -j 1
[ "$BUILD_RC" -eq 0 ] || bad "disk full: the first build" "$SUMMARY $(head -c 300 "$TMP/build.err")"
old=$(find "$F/.flamebuild/cache" -path '*/cache/??/*' -type f | sort)
fill "$M" 160
{ echo "<animation>"; for t in 0 4; do keyframe "$t" 0.55 0.25; done; echo "</animation>"; } >"$F/anim.flame"
clean_copy "$F" "$TMP/full_clean"; fb_build_ref "$TMP/full_clean" -j 1
fb_build "$F" -j 1
left=0; for e in $old; do [ -e "$e" ] && left=$((left + 1)); done
case "$SUMMARY" in *"4 iterated, 0 refinished, 0 unchanged"*)
  if [ "$BUILD_RC" -eq 0 ] && [ "$left" -lt 6 ] && [ "$(entries "$F")" -ge 4 ] && [ -z "$(torn_pngs "$F/out")" ]; then
    ok "disk full: new buffers evict the old ones ($((6 - left)) of 6 went)"
  else bad "disk full: new buffers" "rc $BUILD_RC, $left of 6 old entries left, $(entries "$F") entries"; fi ;;
  *) bad "disk full: new buffers" "$SUMMARY $(head -c 400 "$TMP/build.err")" ;;
esac
same_outputs "disk full: built by evicting, the outputs equal a clean build" "$F" "$TMP/full_clean"

# Only PNGs to write (a tone edit re-finishes from the cache): the disk holds no room for one,
# so the frame's PNG write evicts least recently used buffers and is tried again.
sed 's/gamma="4"/gamma="3"/' "$F/anim.flame" >"$TMP/a" && mv "$TMP/a" "$F/anim.flame"
fill "$M" 80
clean_copy "$F" "$TMP/full_clean"; fb_build_ref "$TMP/full_clean" -j 1
fb_build "$F" -j 1
if [ "$BUILD_RC" -eq 0 ] && grep -q "the disk is full: evicted .* MiB of cached buffers to write" "$TMP/build.err" &&
   [ -z "$(torn_pngs "$F/out")" ]; then
  ok "disk full: a PNG write makes room in the cache ($SUMMARY)"
else bad "disk full: PNG write makes room" "rc $BUILD_RC, $SUMMARY: $(head -c 400 "$TMP/build.err")"; fi
same_outputs "disk full: re-finished by evicting, the outputs equal a clean build" "$F" "$TMP/full_clean"

# Bigger frames than the disk holds even with an empty cache (a PNG of ~2 MB, the cache ~1.7 MB,
# 80 KB free): a clear error naming the PNG and the cause, non-zero exit, the previous PNGs
# intact, no temporary file left. (Serially the frame's cache entry, written first, has
# already emptied the cache by the time its PNG finds no room.)
rm -rf "$TMP/full_before"; cp -r "$F/out" "$TMP/full_before"
conf "$F" 1280x960
fill "$M" 80
fb_build "$F" -j 1
if [ "$BUILD_RC" -ne 0 ] && [ "$BUILD_RC" -lt 128 ] &&
   grep -q "out/anim/00000.png: cannot write PNG: .*No space left on device" "$TMP/build.err" &&
   [ "$(entries "$F")" -eq 0 ] && diff -r "$F/out" "$TMP/full_before" >/dev/null &&
   ! find "$F" -name '*tmp-*' | grep -q .; then
  ok "disk full: when even an empty cache is not room enough, a clear error and the old PNGs kept"
else bad "disk full: no room at all" "rc $BUILD_RC, $(entries "$F") entries: $(head -c 600 "$TMP/build.err")"; fi
grep "error" "$TMP/build.err" | head -2 | sed 's/^/    /'
# With room again (and frames the disk holds), the next build completes.
rm -f "$M/filler"
conf "$F" 256x192
clean_copy "$F" "$TMP/full_clean"; fb_build_ref "$TMP/full_clean" -j 1
fb_build "$F" -j 1
[ "$BUILD_RC" -eq 0 ] || bad "disk full: the build after" "$SUMMARY $(head -c 300 "$TMP/build.err")"
same_outputs "disk full: with room again the next build completes as a clean build" "$F" "$TMP/full_clean"
