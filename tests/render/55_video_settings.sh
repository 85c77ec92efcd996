#!/bin/sh
# Video settings beyond the presets (issue 14, item 4): codec = h265, crf, pix_fmt and
# ffmpeg_args in [video]; a change of any re-encodes the video and renders no frame. A pix_fmt
# its codec does not write is refused when the file is read (issue 40, item 7: ffmpeg silently
# wrote ProRes given yuv420p as yuv422p12le).
. tests/lib.sh
if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then
  skip "video settings" "no ffmpeg/ffprobe"; exit 0
fi
V=$TMP/video_settings
rm -rf "$V"; mkdir -p "$V"
animation "$V/anim.flame" 0 6
probe() { ffprobe -v error -select_streams v:0 -show_entries "$1" -of default=nw=1:nk=1 "$V/out/anim.mp4" 2>&1 | head -1; }
printf '[video]\ncodec = h265\ncrf = 30\n' >"$V/flamebuild.conf"
expect_built "video settings: h265 encodes the animation" "$V" "built: 6 iterated, 0 refinished, 0 unchanged, 1 videos encoded, 0 failed"
[ "$(probe stream=codec_name)" = hevc ] && [ "$(probe stream=codec_tag_string)" = hvc1 ] &&
  ok "video settings: an H.265 stream tagged hvc1" || bad "video settings: an H.265 stream tagged hvc1" "$(probe stream=codec_name) $(probe stream=codec_tag_string)"
printf '[video]\ncodec = h264\npix_fmt = yuv444p\nffmpeg_args = -metadata title=flamebuild-test\n' >"$V/flamebuild.conf"
expect_built "video settings: a new pix_fmt and arguments re-encode only the video" "$V" \
  "built: 0 iterated, 0 refinished, 6 unchanged, 1 videos encoded, 0 failed"
[ "$(probe stream=pix_fmt)" = yuv444p ] && ok "video settings: pix_fmt reaches ffmpeg" || bad "video settings: pix_fmt reaches ffmpeg" "$(probe stream=pix_fmt)"
title=$(ffprobe -v error -show_entries format_tags=title -of default=nw=1:nk=1 "$V/out/anim.mp4" 2>&1)
[ "$title" = flamebuild-test ] && ok "video settings: ffmpeg_args reach ffmpeg" || bad "video settings: ffmpeg_args reach ffmpeg" "$title"
printf '[video]\ncrf = 60\n' >"$V/flamebuild.conf"
expect_fail "video settings: crf 60 is refused" "$FLAMEBUILD" build "$V"
grep -q "flamebuild.conf:2: bad value crf = '60' (want 0 to 51" "$TMP/err" && ok "video settings: ... with the line and what is wanted" ||
  bad "video settings: crf message" "$(cat "$TMP/err")"
# pix_fmt takes the formats the codecs encode (flamebuild.conf(5)); another is refused at its line,
# with the one probably meant, before anything is built (ffmpeg would fail only at the end).
printf '[video]\ncodec = h264\n\npix_fmt = yuv420\n' >"$V/flamebuild.conf"
before=$(cksum <"$V/out/anim.mp4")
expect_fail "video settings: an unknown pix_fmt is refused" "$FLAMEBUILD" build "$V"
grep -qF "flamebuild.conf:4: unknown pixel format 'yuv420' for pix_fmt: did you mean yuv420p? (want yuv420p, yuv422p, " "$TMP/err" &&
  [ "$(cksum <"$V/out/anim.mp4")" = "$before" ] && ok "video settings: ... with the line, the format meant and those there are" ||
  bad "video settings: pix_fmt message" "$(cat "$TMP/err")"
printf '[video]\ncodec = h264\npix_fmt = yuv420p10le\n' >"$V/flamebuild.conf"
expect_built "video settings: a pix_fmt from the list builds" "$V" "built: 0 iterated, 0 refinished, 6 unchanged, 1 videos encoded, 0 failed"
[ "$(probe stream=pix_fmt)" = yuv420p10le ] && ok "video settings: ... and reaches ffmpeg" || bad "video settings: a 10-bit pix_fmt reaches ffmpeg" "$(probe stream=pix_fmt)"
printf '[video]\nffmpeg_args = -c:v nosuchcodec\n' >"$V/flamebuild.conf"
fb_build "$V"
if [ "$BUILD_RC" -ne 0 ] && grep -q "ffmpeg failed" "$TMP/build.err" && [ -s "$V/out/anim.mp4" ] && [ -f "$V/out/anim/00005.png" ]; then
  ok "video settings: arguments ffmpeg rejects fail the video, keeping the frames and the last video"
else bad "video settings: arguments ffmpeg rejects" "rc $BUILD_RC: $(cat "$TMP/build.err" | head -3)"; fi

# A pix_fmt the codec does not write (flamebuild.conf(5) lists them) is refused at load, naming
# the file, the line, the key and what the codec takes; so is a profile's codec that does not
# write [video] pix_fmt. Nothing is built.
printf '[video]\ncodec = prores\npix_fmt = yuv420p\n' >"$V/flamebuild.conf"
rm -f "$V/out/anim.mov"
expect_fail "video settings: ProRes with pix_fmt = yuv420p is refused" "$FLAMEBUILD" build "$V"
grep -qF "flamebuild.conf:3: pix_fmt = yuv420p is not a format prores writes (codec = prores, line 2): want yuv422p10le, yuv444p10le or yuva444p10le" "$TMP/err" &&
  [ ! -e "$V/out/anim.mov" ] && ok "video settings: ... naming the file, the line, the key and the formats ProRes writes" ||
  bad "video settings: ProRes with yuv420p message" "$(cat "$TMP/err") $(ls "$V/out")"
printf '[video]\npix_fmt = gbrp\n' >"$V/flamebuild.conf"
expect_fail "video settings: gbrp for the default H.264 is refused" "$FLAMEBUILD" status "$V"
grep -qF "flamebuild.conf:2: pix_fmt = gbrp is not a format h264 writes (codec h264, the default): want yuv420p, " "$TMP/err" &&
  ok "video settings: ... saying the codec is the default" || bad "video settings: gbrp for H.264 message" "$(cat "$TMP/err")"
printf '[profile.master]\ncodec = prores\n[video]\npix_fmt = yuv420p10le\n' >"$V/flamebuild.conf"
expect_fail "video settings: a profile's codec that does not write pix_fmt is refused" "$FLAMEBUILD" build "$V"
grep -qF "flamebuild.conf:2: codec = prores in [profile.master] does not write [video] pix_fmt = yuv420p10le (line 4): prores takes yuv422p10le, yuv444p10le or yuva444p10le" "$TMP/err" &&
  ok "video settings: ... at the profile's line" || bad "video settings: a profile's codec message" "$(cat "$TMP/err")"
printf '[video]\ncodec = prores\npix_fmt = yuv444p10le\n' >"$V/flamebuild.conf"
expect_built "video settings: ProRes with a pix_fmt it writes builds" "$V" "1 videos encoded, 0 failed"
got=$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,pix_fmt -of csv=p=0 "$V/out/anim.mov" 2>&1)
case "$got" in # ffmpeg's ProRes decoder gives 12 bits whatever was written; the chroma is what was asked
  prores,yuv444p1[02]le) ok "video settings: ... and ffmpeg writes 4:4:4 as asked" ;;
  *) bad "video settings: ProRes yuv444p10le" "$got" ;;
esac
