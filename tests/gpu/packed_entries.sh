#!/bin/sh
# Cache entries packed on the GPU (format 3: gpu_options.hist_packed, gpu_finish_packed) through
# `flamebuild build`, on a machine with a GPU:
#   FLAMEBUILD=path/to/flamebuild sh tests/gpu/packed_entries.sh
#   - a GPU build writes format-3 entries, and the next build has nothing to do;
#   - after a gamma edit every frame re-finishes from them, unpacked on the device, and the PNGs
#     are byte-identical to those of the same re-finish with packing off (FLAMEBUILD_HIST_PACK=0:
#     the entry decoded on the host, its floats uploaded: gpu_finish_f32);
#   - the CPU backend re-finishes from them too, as the GPU does (mean difference under 1%:
#     the finishes differ by a level on few pixels);
#   - a damaged entry (one byte of its payload) is found, removed, and its frame iterated again.
# Not in `make test`: CI has no GPU. Results go to $RESULTS like the other tests.
. tests/lib.sh
FB=$FLAMEBUILD
IMGCMP=${IMGCMP:-build/imgcmp}
if [ ! -x "$FB" ]; then echo "no flamebuild at $FB"; exit 2; fi

P=$TMP/packed
mkdir -p "$P"
printf '[render]\nsize = 640x360\nquality = 60\nbackend = cuda\n[video]\ncodec = none\n' >"$P/flamebuild.conf"
animation "$P/anim.flame" 0 12 24
"$FB" build "$P" >"$TMP/b1.out" 2>"$TMP/b1.err"; rc=$?
entries=$(find "$P/.flamebuild/cache" -type f -size +1k ! -path '*kernels*' | head -100)
version3=0 other=0
for e in $entries; do
  v=$(od -An -tu4 -j8 -N4 "$e" | tr -d ' ')
  if [ "$v" = 3 ]; then version3=$((version3 + 1)); else other=$((other + 1)); fi
done
if [ $rc -eq 0 ] && [ "$version3" -eq 24 ] && [ "$other" -eq 0 ]; then ok "packed: a GPU build writes 24 format-3 entries"
else bad "packed: GPU build" "rc $rc, $version3 format 3, $other other: $(tail -3 "$TMP/b1.err")"; fi
"$FB" build "$P" >"$TMP/b2.out" 2>&1
case "$(tail -1 "$TMP/b2.out")" in *"24 unchanged"*) ok "packed: then nothing to do" ;;
  *) bad "packed: rebuild" "$(tail -1 "$TMP/b2.out")" ;; esac

# Gamma edit: re-finish with packing off (host decode, floats up), then on (device unpack).
cp "$P/anim.flame" "$TMP/anim.orig"
sed -i 's/gamma="4"/gamma="3"/' "$P/anim.flame"
FLAMEBUILD_HIST_PACK=0 "$FB" build "$P" >"$TMP/g0.out" 2>"$TMP/g0.err"; rc0=$?
rm -rf "$TMP/off"; cp -r "$P/out/anim" "$TMP/off"
sed -i 's/gamma="3"/gamma="2.5"/' "$P/anim.flame"; "$FB" build "$P" >/dev/null 2>&1 # other PNGs in between
sed -i 's/gamma="2.5"/gamma="3"/' "$P/anim.flame"
"$FB" build "$P" >"$TMP/g1.out" 2>"$TMP/g1.err"; rc1=$?
same=0
for f in "$TMP"/off/*.png; do cmp -s "$f" "$P/out/anim/$(basename "$f")" && same=$((same + 1)); done
case "$(tail -1 "$TMP/g1.out")" in *"24 refinished"*) refin=1 ;; *) refin=0 ;; esac
if [ $rc0 -eq 0 ] && [ $rc1 -eq 0 ] && [ $refin -eq 1 ] && [ $same -eq 24 ]; then
  ok "packed: a re-finish unpacked on the device = the host's decode, 24 PNGs byte for byte"
else bad "packed: re-finish" "rc $rc0/$rc1, $(tail -1 "$TMP/g1.out"), $same of 24 identical; $(tail -2 "$TMP/g1.err")"; fi

# The CPU re-finishes from the GPU's entries.
sed -i 's/backend = cuda/backend = cpu/' "$P/flamebuild.conf"
sed -i 's/gamma="3"/gamma="2"/' "$P/anim.flame"
"$FB" build "$P" >"$TMP/c.out" 2>"$TMP/c.err"; rc=$?
sed -i 's/backend = cpu/backend = cuda/' "$P/flamebuild.conf"
rm -rf "$TMP/cpu"; cp -r "$P/out/anim" "$TMP/cpu"
sed -i 's/gamma="2"/gamma="2.5"/' "$P/anim.flame"; "$FB" build "$P" >/dev/null 2>&1
sed -i 's/gamma="2.5"/gamma="2"/' "$P/anim.flame"; "$FB" build "$P" >/dev/null 2>&1
close=0
for f in "$TMP"/cpu/*.png; do
  d=$("$IMGCMP" --diff "$f" "$P/out/anim/$(basename "$f")" 2>/dev/null)
  awk "BEGIN{exit !(${d:-99} < 0.01)}" && close=$((close + 1))
done
case "$(tail -1 "$TMP/c.out")" in *"24 refinished"*) cref=1 ;; *) cref=0 ;; esac
if [ $rc -eq 0 ] && [ $cref -eq 1 ] && [ $close -eq 24 ]; then ok "packed: the CPU re-finishes from format 3 as the GPU does"
else bad "packed: CPU re-finish" "rc $rc, $(tail -1 "$TMP/c.out"), $close of 24 within 1%; $(tail -2 "$TMP/c.err")"; fi

# One byte of one entry's payload damaged: the CRC finds it, the entry goes, the frame iterates.
e=$(echo "$entries" | head -1)
printf '\377' | dd of="$e" bs=1 seek=5000 conv=notrunc 2>/dev/null
sed -i 's/gamma="2"/gamma="3"/' "$P/anim.flame"
"$FB" build "$P" >"$TMP/d.out" 2>"$TMP/d.err"; rc=$?
if [ $rc -eq 0 ] && grep -q 'corrupt cache entry' "$TMP/d.err" && case "$(tail -1 "$TMP/d.out")" in *"1 iterated"*"23 refinished"*) true ;; *) false ;; esac; then
  ok "packed: a damaged entry is found, discarded and its frame iterated"
else bad "packed: damaged entry" "rc $rc, $(tail -1 "$TMP/d.out"); $(grep -i corrupt "$TMP/d.err" | head -2)"; fi
