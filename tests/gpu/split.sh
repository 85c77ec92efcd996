#!/bin/sh
# One frame on several GPUs (gpu_iterate_split), on a machine with a GPU:
#   FLAMEBUILD=path/to/flamebuild sh tests/gpu/split.sh
# FLAMEBUILD_GPU_SHARES=N splits every frame into N shares whatever its size: with one GPU the
# shares take turns on it and are added where they are; with several, each other share's
# histogram is copied from its device to the finishing one (peer to peer). Either way the
# frames are those of a build that does not split (imgcmp's ratio against two such builds),
# every share's samples are counted, and the cache entries re-finish to the same bytes.
# Not in `make test`: CI has no GPU. Results go to $RESULTS like the other tests.
. tests/lib.sh
FB=$FLAMEBUILD
IMGCMP=${IMGCMP:-build/imgcmp}
if [ ! -x "$FB" ]; then echo "no flamebuild at $FB"; exit 2; fi
export XDG_CACHE_HOME="$TMP/xdg_split"

project() { # project DIR
  rm -rf "$1"; mkdir -p "$1"
  printf '[render]\nsize = 320x180\nquality = 200\nbackend = cuda\n[video]\ncodec = none\n' >"$1/flamebuild.conf"
  animation "$1/anim.flame" 0 4 8
}
A=$TMP/split_one; project "$A"; "$FB" build "$A" >/dev/null 2>&1
A2=$TMP/split_one_again; project "$A2"; "$FB" build "$A2" >/dev/null 2>&1
for n in 2 3; do
  S=$TMP/split_$n; project "$S"
  FLAMEBUILD_GPU_SHARES=$n "$FB" build "$S" -v >"$TMP/split_$n.out" 2>"$TMP/split_$n.err"; rc=$?
  split=$(grep -c "timeline (cuda:x$n" "$TMP/split_$n.err")
  if [ $rc -eq 0 ] && [ "$split" -eq 8 ]; then ok "split: every frame drawn in $n shares ($(nvidia-smi -L 2>/dev/null | wc -l) GPUs)"
  else bad "split: frames in $n shares" "rc $rc, $split of 8 split: $(tail -3 "$TMP/split_$n.err")"; fi
  worst=0
  for k in 00000 00003 00007; do
    r=$("$IMGCMP" "$S/out/anim/$k.png" "$A/out/anim/$k.png" "$A2/out/anim/$k.png" 2>/dev/null | awk '{print $3}')
    worst=$(echo "$worst ${r:-99}" | awk '{print ($2 > $1) ? $2 : $1}')
  done
  awk -v w="$worst" 'BEGIN { exit !(w < 1.5) }' && ok "split: $n shares draw the frames one does (worst ratio $worst)" ||
    bad "split: $n shares draw the frames one does" "worst ratio $worst"
  # Every share's samples in the frame: the PNG's flam3_samples says as many as one go's.
  one=$(tr -c '[:print:]' '\n' <"$A/out/anim/00004.png" | grep -A1 'flam3_samples$' | tail -1)
  got=$(tr -c '[:print:]' '\n' <"$S/out/anim/00004.png" | grep -A1 'flam3_samples$' | tail -1)
  if [ -n "$one" ] && [ "$one" = "$got" ]; then ok "split: $n shares count the frame's samples ($got)"
  else bad "split: $n shares count the frame's samples" "'$got', one go '$one'"; fi
  # The cache entries the split frames stored re-finish to the frames they made: a gamma edit
  # and back re-finishes every frame from them, byte for byte the split build's.
  rm -rf "$TMP/split_before"; cp -r "$S/out/anim" "$TMP/split_before"
  sed -i 's/gamma="4"/gamma="3.1"/' "$S/anim.flame"; "$FB" build "$S" >/dev/null 2>&1
  sed -i 's/gamma="3.1"/gamma="4"/' "$S/anim.flame"; "$FB" build "$S" >"$TMP/split_back.out" 2>&1; rc=$?
  if [ $rc -eq 0 ] && grep -q "0 iterated, 8 refinished" "$TMP/split_back.out" &&
     diff -r "$TMP/split_before" "$S/out/anim" >/dev/null; then ok "split: $n shares' cache entries re-finish to the same bytes"
  else bad "split: $n shares' cache entries re-finish" "rc $rc: $(tail -2 "$TMP/split_back.out")"; fi
done
