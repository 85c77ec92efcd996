#!/bin/sh
# Output formats (issue 40, item 7): nothing is written in a format other than the one its name
# says. EXR frames are read by stock Debian tools: ffmpeg 5.1 decodes them (it read 255 bytes of
# the genome's header attribute and the rest as more header: "Incomplete frame") to the very
# values OpenEXR's library reads (build/exrcmp --raw), and `ffmpeg -i out/NAME/%05d.exr
# review.mp4` makes a movie of a build's frames.
. tests/lib.sh
FB=$FLAMEBUILD
EXRCMP=${EXRCMP:-build/exrcmp}
F=$TMP/formats
rm -rf "$F"; mkdir -p "$F"
still "$F/lit.flame" 0.5 # its genome, printed, is over 20 KB (the palette)

# 1. EXR frames through ffmpeg.
if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then
  skip "exr: ffmpeg decodes flamebuild's EXR frames" "no ffmpeg/ffprobe"
else
  for bpc in 16 32; do
    "$FB" render "$F/lit.flame" --bpc "$bpc" -o "$F/lit$bpc.exr" >/dev/null 2>&1
    if ffmpeg -nostdin -v error -y -i "$F/lit$bpc.exr" -f rawvideo -pix_fmt gbrapf32le "$F/lit$bpc.raw" >"$TMP/ff.out" 2>&1 &&
      "$EXRCMP" --raw "$F/lit$bpc.exr" "$F/lit$bpc.raw" >"$TMP/exrcmp.out" 2>&1; then
      ok "exr: ffmpeg decodes render's EXR (bpc $bpc) to the values OpenEXR reads ($(cut -d, -f1,2 "$TMP/exrcmp.out"))"
    else bad "exr: ffmpeg decodes render's EXR (bpc $bpc) to the values OpenEXR reads" \
      "$(head -c 300 "$TMP/ff.out") $(cat "$TMP/exrcmp.out" 2>/dev/null)"; fi
  done
  P=$F/exr_project
  mkdir -p "$P"
  printf '[output]\nformat = exr\n' >"$P/flamebuild.conf"
  animation "$P/anim.flame" 0 4 # frames 0-3
  fb_build "$P"
  if ffmpeg -nostdin -v error -y -i "$P/out/anim/%05d.exr" "$F/review.mp4" >"$TMP/ff.out" 2>&1 &&
    [ "$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$F/review.mp4")" = 4 ]; then
    ok "exr: ffmpeg -i out/anim/%05d.exr review.mp4 makes a movie of a build's 4 frames"
  else bad "exr: ffmpeg -i out/anim/%05d.exr review.mp4" "build rc $BUILD_RC, $(ls "$P/out/anim" 2>&1 | tr '\n' ' ') $(head -c 300 "$TMP/ff.out")"; fi
  ffmpeg -nostdin -v error -y -i "$P/out/anim/00002.exr" -f rawvideo -pix_fmt gbrapf32le "$F/b2.raw" >/dev/null 2>&1
  "$EXRCMP" --raw "$P/out/anim/00002.exr" "$F/b2.raw" >"$TMP/exrcmp.out" 2>&1 &&
    ok "exr: ... and decodes a build's frame to the values OpenEXR reads" ||
    bad "exr: ffmpeg decodes a build's frame to the values OpenEXR reads" "$(cat "$TMP/exrcmp.out")"
fi
