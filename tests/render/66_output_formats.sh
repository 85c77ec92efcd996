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

# 2. render -o: the name's extension is the format. .jpg (.jpeg, any case) writes JPEG as
#    flam3-render does (libjpeg, its default quality 75 or --jpeg-quality, the image's RGB, its
#    flam3_* comments); TIFF, another extension or none is refused before anything is read or
#    rendered, naming the file and the formats there are.
IMGCMP=${IMGCMP:-build/imgcmp}
R=$F/render
mkdir -p "$R"
still "$R/big.flame" 0.5
sed 's/size="32 24"/size="96 72"/' "$R/big.flame" >"$R/lit.flame"
"$FB" render "$R/lit.flame" -o "$R/s.png" --quiet 2>/dev/null
for jpg in s.jpg s.JPEG; do
  "$FB" render "$R/lit.flame" -o "$R/$jpg" --quiet 2>"$TMP/err"; rc=$?
  magic=$(od -An -tx1 -N3 "$R/$jpg" 2>/dev/null | tr -d ' ')
  d=$("$IMGCMP" --diff "$R/$jpg" "$R/s.png" 2>&1)
  if [ $rc = 0 ] && [ "$magic" = ffd8ff ] && awk -v d="$d" 'BEGIN { exit !(d < 0.2) }'; then
    ok "jpeg: -o $jpg writes a JPEG of the image (off the PNG by $d of its brightness)"
  else bad "jpeg: -o $jpg writes a JPEG of the image" "rc $rc, magic '$magic', diff '$d': $(cat "$TMP/err")"; fi
done
comments=$(grep -a -o -e "flam3_version: flamebuild" -e "flam3_samples: [0-9]" -e "flam3_error_rate: [0-9]" \
  -e "flam3_genome: <flame" "$R/s.jpg" | cut -d: -f1 | sort | tr '\n' ' ')
[ "$comments" = "flam3_error_rate flam3_genome flam3_samples flam3_version " ] &&
  ok "jpeg: flam3-render's comments, the genome among them" || bad "jpeg: flam3-render's comments" "$comments"
"$FB" render "$R/lit.flame" -o "$R/q95.jpg" --jpeg-quality 95 --quiet 2>/dev/null
"$FB" render "$R/lit.flame" -o "$R/q10.jpg" --jpeg-quality 10 --quiet 2>/dev/null
d95=$("$IMGCMP" --diff "$R/q95.jpg" "$R/s.png" 2>&1); d10=$("$IMGCMP" --diff "$R/q10.jpg" "$R/s.png" 2>&1)
awk -v a="$d95" -v b="$d10" 'BEGIN { exit !(a + 0 < b + 0) }' && ok "jpeg: --jpeg-quality 95 is closer to the PNG than 10 ($d95 < $d10)" ||
  bad "jpeg: --jpeg-quality" "q95 $d95, q10 $d10"
# The quantisation tables say the quality: flam3-render's (format=jpg, jpeg=Q) and ours alike.
tables() { python3 -c '
import sys
d = open(sys.argv[1], "rb").read(); p = 2; out = []
while p + 4 <= len(d) and d[p] == 0xFF and d[p + 1] != 0xDA:
    n = d[p + 2] << 8 | d[p + 3]
    if d[p + 1] == 0xDB: out.append(d[p + 4:p + 2 + n].hex())
    p += 2 + n
print(" ".join(out))' "$1" 2>&1; }
if command -v flam3-render >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1; then
  env format=jpg out="$R/f3.jpg" verbose=0 flam3-render <"$R/lit.flame" >/dev/null 2>&1
  env format=jpg jpeg=95 out="$R/f3q95.jpg" verbose=0 flam3-render <"$R/lit.flame" >/dev/null 2>&1
  if [ -n "$(tables "$R/f3.jpg")" ] && [ "$(tables "$R/s.jpg")" = "$(tables "$R/f3.jpg")" ] &&
    [ "$(tables "$R/q95.jpg")" = "$(tables "$R/f3q95.jpg")" ]; then
    ok "jpeg: the quality of flam3-render's JPEG by default and with jpeg=95 (its quantisation tables)"
  else bad "jpeg: flam3-render's quality" "ours $(tables "$R/s.jpg" | head -c 40), flam3 $(tables "$R/f3.jpg" | head -c 40)"; fi
else skip "jpeg: flam3-render's quality" "no flam3-render or python3"; fi

for tif in s.tif s.TIFF; do # (expect_fail sets $name)
  expect_fail "formats: -o $tif is refused" "$FB" render "$R/lit.flame" -o "$R/$tif" &&
    { [ "$rc" = 2 ] && [ ! -e "$R/$tif" ] &&
      grep -qF "error: $R/$tif: flamebuild does not write TIFF; -o takes a name ending in .png, .jpg (or .jpeg) or .exr" "$TMP/err" &&
      ok "formats: ... with exit status 2, nothing written, naming the file and the formats there are" ||
      bad "formats: -o $tif message" "rc $rc: $(cat "$TMP/err") $(ls "$R")"; }
done
expect_fail "formats: -o s.bmp is refused" "$FB" render "$R/lit.flame" -o "$R/s.bmp" &&
  { grep -qF "$R/s.bmp: '.bmp' is not a format flamebuild writes; -o takes a name ending in .png, .jpg (or .jpeg) or .exr" "$TMP/err" &&
    [ ! -e "$R/s.bmp" ] && ok "formats: ... naming the file and the formats there are" || bad "formats: -o s.bmp message" "$(cat "$TMP/err")"; }
expect_fail "formats: -o without an extension is refused" "$FB" render "$R/lit.flame" -o "$R/frame%05d" &&
  { grep -qF "$R/frame%05d: no extension to say the format; -o takes a name ending in .png, .jpg (or .jpeg) or .exr" "$TMP/err" &&
    [ -z "$(ls "$R" | grep frame)" ] && ok "formats: ... saying so" || bad "formats: -o without an extension" "$(cat "$TMP/err")"; }
expect_fail "formats: --bpc 16 with a JPEG is refused" "$FB" render "$R/lit.flame" --bpc 16 -o "$R/d.jpg" &&
  { grep -qF "$R/d.jpg: a JPEG is 8 bits per channel" "$TMP/err" && ok "formats: ... a JPEG is 8 bits" || bad "formats: --bpc 16 JPEG" "$(cat "$TMP/err")"; }
expect_fail "formats: --transparent with a JPEG is refused" "$FB" render "$R/lit.flame" --transparent -o "$R/t.jpg" &&
  { grep -qF "$R/t.jpg: a JPEG has no alpha channel" "$TMP/err" && ok "formats: ... a JPEG has no alpha" || bad "formats: --transparent JPEG" "$(cat "$TMP/err")"; }
expect_fail "formats: --jpeg-quality for a PNG is refused" "$FB" render "$R/lit.flame" --jpeg-quality 90 -o "$R/x.png"
[ ! -e "$R/d.jpg" ] && [ ! -e "$R/t.jpg" ] && [ ! -e "$R/x.png" ] && ok "formats: a refused render writes nothing" ||
  bad "formats: a refused render writes nothing" "$(ls "$R")"

# 3. A project: [output] format = jpg writes the frames as render -o NAME.jpg does (at
#    jpeg_quality), makes the video and the contact sheet from them, and keeps them up to date
#    by the key in their comments; another format is refused when the file is read.
J=$F/jpeg_project
mkdir -p "$J"
printf '[output]\nformat = jpg\n' >"$J/flamebuild.conf"
animation "$J/anim.flame" 0 3 # frames 0-2
expect_built "project jpeg: format = jpg builds" "$J" "built: 3 iterated, 0 refinished, 0 unchanged, 1 videos encoded, 0 failed"
magic=$(od -An -tx1 -N3 "$J/out/anim/00001.jpg" 2>/dev/null | tr -d ' ')
if [ "$magic" = ffd8ff ] && grep -aq "flamebuild_finish_key: [0-9a-f]\{64\}" "$J/out/anim/00001.jpg" && [ -s "$J/out/anim.sheet.png" ] &&
  { ! command -v ffmpeg >/dev/null 2>&1 || [ -s "$J/out/anim.mp4" ]; }; then
  ok "project jpeg: JPEG frames carrying their keys, a contact sheet and a video made of them"
else bad "project jpeg: JPEG frames, sheet and video" "magic '$magic': $(ls "$J/out" "$J/out/anim" 2>&1 | tr '\n' ' ')"; fi
expect_built "project jpeg: a second build does nothing" "$J" "built: 0 iterated, 0 refinished, 3 unchanged, 0 videos encoded"
printf '[output]\nformat = jpg\njpeg_quality = 95\n' >"$J/flamebuild.conf"
expect_built "project jpeg: a new jpeg_quality re-finishes the frames from the cache" "$J" "built: 0 iterated, 3 refinished, 0 unchanged"
echo "my own picture" >"$J/out/anim/reference.jpg"
printf '[output]\nformat = png\n' >"$J/flamebuild.conf"
expect_built "project jpeg: back to png re-finishes" "$J" "built: 0 iterated, 3 refinished, 0 unchanged"
got=$(cd "$J/out/anim" && ls | tr '\n' ' ')
[ "$got" = "00000.png 00001.png 00002.png reference.jpg " ] && ok "project jpeg: ... the JPEGs it wrote removed, another kept" ||
  bad "project jpeg: the JPEGs it wrote removed, another kept" "$got"
printf '[render]\nbpc = 16\n[output]\nformat = jpg\n' >"$J/flamebuild.conf"
fb_build "$J"
[ "$BUILD_RC" -ne 0 ] && grep -qF "anim.flame: flamebuild.conf: bpc = 16 is for format = png (or exr); a JPEG is 8 bits" "$TMP/build.err" &&
  ok "project jpeg: bpc = 16 with format = jpg fails the sequence, saying why" ||
  bad "project jpeg: bpc = 16 with format = jpg" "rc $BUILD_RC: $(head -c 300 "$TMP/build.err")"
for fmt in tif tiff bmp; do
  printf '[output]\nformat = %s\n' "$fmt" >"$J/flamebuild.conf"
  expect_fail "project formats: format = $fmt is refused" "$FLAMEBUILD_ASAN" build "$J" &&
    { grep -qF "flamebuild.conf:2: bad value format = '$fmt' (want png, jpg or exr)" "$TMP/err" &&
      ok "project formats: ... naming the file, the line and the formats there are" || bad "project formats: format = $fmt message" "$(cat "$TMP/err")"; }
done
printf '[output]\nformat = jpg\njpeg_quality = 0\n' >"$J/flamebuild.conf"
expect_fail "project jpeg: jpeg_quality = 0 is refused" "$FLAMEBUILD_ASAN" build "$J" &&
  { grep -qF "flamebuild.conf:3: bad value jpeg_quality = '0' (want an integer from 1 to 100" "$TMP/err" &&
    ok "project jpeg: ... naming the line and what is wanted" || bad "project jpeg: jpeg_quality = 0 message" "$(cat "$TMP/err")"; }
