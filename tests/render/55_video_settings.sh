#!/bin/sh
# Video settings beyond the presets (issue 14, item 4): codec = h265, crf, pix_fmt and
# ffmpeg_args in [video]; a change of any re-encodes the video and renders no frame.
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
