#!/bin/sh
# Every GPU of a host (issue 15), on a machine with a GPU:
#   FLAMEBUILD=path/to/flamebuild sh tests/gpu/devices.sh
# With one GPU, the device list is exercised by listing it twice (--gpus 0,0: two device slots,
# each with its own lock, modules, memory pool and render threads, on one device): the frames
# are those of one slot, within the GPU's run-to-run noise; every frame records the device it
# ran on; a device that is not there is refused saying how many are.
# Not in `make test`: CI has no GPU. Results go to $RESULTS like the other tests.
. tests/lib.sh
FB=$FLAMEBUILD
IMGCMP=${IMGCMP:-build/imgcmp}
if [ ! -x "$FB" ]; then echo "no flamebuild at $FB"; exit 2; fi
visible=$(nvidia-smi -L 2>/dev/null | wc -l)

project() { # project DIR
  rm -rf "$1"; mkdir -p "$1"
  printf '[render]\nsize = 320x180\nquality = 60\nbackend = cuda\n[video]\ncodec = none\n' >"$1/flamebuild.conf"
  animation "$1/anim.flame" 0 12 24
}
frames_on() { # frames_on DIR: the devices of the build's frames, as "cuda:0 x24"
  # (a frame that ran the generic kernel says "cuda:0 generic")
  grep -o 'timeline (cuda:[0-9]*' "$TMP/$1.err" | sort | uniq -c | awk '{printf "%s x%s ", $3, $1}' | tr -d '()'
}

A=$TMP/dev_one; project "$A"
"$FB" build "$A" --gpus 0 -v >"$TMP/one.out" 2>"$TMP/one.err"; rc=$?
if [ $rc -eq 0 ] && [ "$(frames_on one)" = "cuda:0 x24 " ]; then ok "devices: --gpus 0 renders every frame on device 0"
else bad "devices: --gpus 0" "rc $rc: $(frames_on one) $(tail -3 "$TMP/one.err")"; fi

B=$TMP/dev_twice; project "$B"
"$FB" build "$B" --gpus 0,0 -v >"$TMP/twice.out" 2>"$TMP/twice.err"; rc=$?
if [ $rc -eq 0 ] && [ "$(frames_on twice)" = "cuda:0 x24 " ] && grep -q "2 GPUs (0,0)" "$TMP/twice.err"; then
  ok "devices: --gpus 0,0 builds through two device slots"
else bad "devices: --gpus 0,0" "rc $rc: $(frames_on twice) $(grep -i gpu "$TMP/twice.err" | head -3)"; fi
A2=$TMP/dev_one_again; project "$A2"
"$FB" build "$A2" --gpus 0 >/dev/null 2>&1
worst=0
for k in 00000 00007 00015 00023; do # imgcmp CANDIDATE REF1 REF2: the third field is the ratio
  r=$("$IMGCMP" "$B/out/anim/$k.png" "$A/out/anim/$k.png" "$A2/out/anim/$k.png" 2>/dev/null | awk '{print $3}')
  worst=$(echo "$worst ${r:-99}" | awk '{print ($2 > $1) ? $2 : $1}')
done
awk -v w="$worst" 'BEGIN { exit !(w < 1.5) }' && ok "devices: two slots draw the frames one does (worst ratio $worst)" ||
  bad "devices: two slots draw the frames one does" "worst ratio $worst"

"$FB" build "$A" --gpus "$visible" >"$TMP/none.out" 2>"$TMP/none.err"; rc=$?
if [ $rc -ne 0 ] && [ $rc -lt 128 ] && grep -q "no CUDA device $visible ($visible visible" "$TMP/none.err"; then
  ok "devices: a device that is not there is refused, saying how many are"
else bad "devices: a missing device" "rc $rc: $(cat "$TMP/none.err")"; fi

C=$TMP/dev_all; project "$C"
"$FB" build "$C" -v >"$TMP/all.out" 2>"$TMP/all.err"; rc=$?
n=$(grep -o 'timeline (cuda:[0-9]*' "$TMP/all.err" | sort -u | wc -l)
if [ $rc -eq 0 ] && [ "$n" -eq "$visible" ]; then ok "devices: by default every visible GPU renders ($(frames_on all))"
else bad "devices: every visible GPU" "rc $rc, $visible visible: $(frames_on all)"; fi
