#!/bin/sh
# Videos (issue 5): encoded with ffmpeg when an animation's frames change, not otherwise;
# a codec change re-encodes into the codec's container and removes the old file.
. tests/lib.sh
V=$TMP/videos
rm -rf "$V"; mkdir -p "$V"
: >"$V/flamebuild.conf"
animation "$V/anim.flame" 0 12
still "$V/still.flame" 0.5
expect_built "video: first build encodes the animation" "$V" "built: 13 iterated, 0 refinished, 0 unchanged, 1 videos encoded, 0 failed"
if [ -s "$V/out/anim.mp4" ] && [ ! -e "$V/out/still.mp4" ]; then ok "video: out/anim.mp4 written, none for a still"
else bad "video: files" "$(ls "$V/out")"; fi
frames=$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames,codec_name,pix_fmt -of csv=p=0 "$V/out/anim.mp4" 2>&1)
case "$frames" in h264,yuv420p,12) ok "video: H.264 yuv420p with 12 frames" ;; *) bad "video: stream" "$frames" ;; esac
expect_built "video: no-op build encodes nothing" "$V" "built: 0 iterated, 0 refinished, 13 unchanged, 0 videos encoded"
sed 's/gamma="4"/gamma="3"/' "$V/still.flame" >"$TMP/s" && mv "$TMP/s" "$V/still.flame"
expect_built "video: a still's edit does not re-encode the animation" "$V" "built: 0 iterated, 1 refinished, 12 unchanged, 0 videos encoded"
sed 's/gamma="4"/gamma="3"/' "$V/anim.flame" >"$TMP/s" && mv "$TMP/s" "$V/anim.flame"
expect_built "video: re-finished frames re-encode the video" "$V" "built: 0 iterated, 12 refinished, 1 unchanged, 1 videos encoded"
printf '[video]\ncodec = ffv1\n' >"$V/flamebuild.conf"
expect_built "video: a codec change re-encodes only the video" "$V" "built: 0 iterated, 0 refinished, 13 unchanged, 1 videos encoded"
if [ -s "$V/out/anim.mkv" ] && [ ! -e "$V/out/anim.mp4" ]; then ok "video: ffv1 in .mkv replaces the .mp4"
else bad "video: codec change" "$(ls "$V/out")"; fi
printf '[video]\ncodec = none\n' >"$V/flamebuild.conf"
fb_build "$V"
if [ ! -e "$V/out/anim.mkv" ] && [ ! -e "$V/out/anim.mp4" ]; then ok "video: codec none removes the video"
else bad "video: codec none" "$(ls "$V/out")"; fi
