/*
 * video.h — encoding a sequence's frames into a video with ffmpeg (a child process).
 * H.264 yuv420p CRF 18 (.mp4) by default; ProRes 4444 (.mov) and FFV1 (.mkv) for masters.
 * The video is written to a temporary name and renamed; a failure leaves the frames and any
 * previous video untouched.
 */
#ifndef FLAMEBUILD_VIDEO_H
#define FLAMEBUILD_VIDEO_H

#include "../util/error.h"

/* Encodes frame_pattern (a printf pattern with %05d, frames 0..nframes-1) at fps into out. */
int video_encode(const char *frame_pattern, int nframes, double fps, int codec, const char *out, fb_error *err);

#endif
