/*
 * video.h — encoding a sequence's frames into a video with ffmpeg (a child process).
 * H.264 yuv420p CRF 18 (.mp4) by default, H.265 (.mp4, CRF 20, tagged hvc1 for players); ProRes
 * 4444 (.mov) and FFV1 (.mkv) for masters; [video] crf, pix_fmt and ffmpeg_args adjust them.
 * The video is written to a temporary name and renamed; a failure leaves the frames and any
 * previous video untouched.
 */
#ifndef FLAMEBUILD_VIDEO_H
#define FLAMEBUILD_VIDEO_H

#include "../util/error.h"
#include "../project/config.h"

/* Encodes frame_pattern (a printf pattern with %05d, frames 0..nframes-1) into out with the
 * [animation] fps and the [video] settings of c. */
int video_encode(const char *frame_pattern, int nframes, const project_config *c, const char *out, fb_error *err);

#endif
