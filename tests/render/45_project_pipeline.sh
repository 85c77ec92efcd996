#!/bin/sh
# The pipelined build (issue 10, scheduler/pipeline.h): frames prepared, rendered and written
# on several threads give the very bytes of the serial build (-j 1), fresh and re-finished from
# the cache, and so do several render threads on the CPU (FLAMEBUILD_CPU_RENDERERS); kill -9 at any moment of a pipelined build leaves only whole files and the next
# build completes the project as a clean build would.
. tests/lib.sh
FB=$FLAMEBUILD_ASAN
S=$TMP/pipe_serial
M=$TMP/pipe_threads
rm -rf "$S" "$M"; mkdir -p "$S"
printf '[video]\ncodec = none\n[render]\nquality = 12\nsize = 48x36\n' >"$S/flamebuild.conf"
animation "$S/anim.flame" 0 10 20
still "$S/still.flame" 0.6
mkdir -p "$S/more"
animation "$S/more/second.flame" 0 8
clean_copy "$S" "$M"

fb_build "$S" -j 1
serial=$SUMMARY
fb_build "$M" -j 4
case "$SUMMARY" in *"29 iterated, 0 refinished, 0 unchanged"*) ok "pipeline: -j 4 builds every frame ($SUMMARY)" ;;
  *) bad "pipeline: -j 4 build" "$SUMMARY $(head -c 300 "$TMP/build.err")" ;; esac
[ "$BUILD_RC" -eq 0 ] || bad "pipeline: -j 4 exit status" "rc $BUILD_RC"
case "$serial" in *"29 iterated"*) ;; *) bad "pipeline: -j 1 build" "$serial" ;; esac
same_outputs "pipeline: -j 4 writes the bytes of -j 1" "$S" "$M"

# Several render threads on the CPU, as a GPU build has (FLAMEBUILD_CPU_RENDERERS): the frames
# spread over them, and the bytes are those of -j 1.
R=$TMP/pipe_renderers
clean_copy "$S" "$R"
FLAMEBUILD_CPU_RENDERERS=4 "$FB" build "$R" -j 4 -v >"$TMP/rend.out" 2>"$TMP/rend.err"; rc=$?
counts=$(sed -n 's/.*frames rendered by each of the 4 render threads: //p' "$TMP/rend.out" "$TMP/rend.err" | head -1)
sum=0; busy=0
for c in $counts; do sum=$((sum + c)); [ "$c" -gt 0 ] && busy=$((busy + 1)); done
if [ $rc -eq 0 ] && [ $sum -eq 29 ] && [ $busy -ge 2 ]; then ok "pipeline: 4 render threads on the CPU share the 29 frames ($counts)"
else bad "pipeline: 4 render threads on the CPU" "rc $rc, frames each '$counts': $(tail -3 "$TMP/rend.err")"; fi
same_outputs "pipeline: 4 render threads write the bytes of -j 1" "$S" "$R"

# Re-finish from the cache in both modes: a tone-map edit, then the same from scratch.
for d in "$S" "$M"; do
  sed 's/gamma="4"/gamma="2.5"/' "$d/anim.flame" >"$TMP/a" && mv "$TMP/a" "$d/anim.flame"
done
fb_build "$S" -j 1
fb_build "$M" -j 4
case "$SUMMARY" in *"0 iterated, 20 refinished, 9 unchanged"*) ok "pipeline: a gamma edit re-finishes from the cache ($SUMMARY)" ;;
  *) bad "pipeline: gamma edit" "$SUMMARY" ;; esac
same_outputs "pipeline: re-finished frames equal between -j 4 and -j 1" "$S" "$M"
clean_copy "$M" "$M.clean"; fb_build_ref "$M.clean" -j 3
same_outputs "pipeline: re-finished from the cache equals rendered fresh" "$M" "$M.clean"

# kill -9 at several moments of a pipelined build, then a rebuild: only whole PNGs, the rest
# done by the next build, and the result equals a clean build.
K=$TMP/pipe_killed
rm -rf "$K"; mkdir -p "$K"
printf '[video]\ncodec = none\n[render]\nquality = 200\nsize = 96x72\n' >"$K/flamebuild.conf"
animation "$K/long.flame" 0 30
animation "$K/other.flame" 0 15
for delay in 0.2 0.5 0.8; do
  "$FLAMEBUILD" build "$K" --quiet -j 3 >/dev/null 2>&1 &
  pid=$!
  sleep $delay
  kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
  torn=0
  for f in $(find "$K/out" -name '*.png' 2>/dev/null); do build/imgcmp --same "$f" "$f" >/dev/null 2>&1 || torn=1; done
  if [ $torn -eq 0 ]; then ok "pipeline: kill -9 after ${delay} s leaves only whole PNGs ($(find "$K/out" -name '*.png' 2>/dev/null | wc -l) of 45)"
  else bad "pipeline: kill -9 after ${delay} s" "a torn PNG"; fi
done
before=$(find "$K/out" -name '[0-9]*.png' 2>/dev/null | wc -l)
fb_build "$K" -j 3
iterated=$(echo "$SUMMARY" | sed -E 's/built: ([0-9]+) iterated.*/\1/')
if [ "$BUILD_RC" -eq 0 ] && [ "$iterated" -le $((45 - before)) ] && ! find "$K/out" -name '*tmp*' | grep -q .; then
  ok "pipeline: after kill -9 the next build does only the missing frames ($SUMMARY, $before were done)"
else bad "pipeline: resume after kill -9" "rc $BUILD_RC, $SUMMARY, $before were done"; fi
clean_copy "$K" "$K.clean"; fb_build_ref "$K.clean" -j 1
same_outputs "pipeline: kill -9 then rebuild equals a clean build" "$K" "$K.clean"
