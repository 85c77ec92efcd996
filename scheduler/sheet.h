/*
 * sheet.h — contact sheets: out/NAME.sheet.png shows every frame of a sequence of two or more
 * frames as a thumbnail, in frame order (sheet.c).
 */
#ifndef FLAMEBUILD_SHEET_H
#define FLAMEBUILD_SHEET_H

#include "../render/render.h"
#include "../plan/plan.h"
#include "../project/project.h"

/* Keeps the thumbnail of a finished frame (its image, its finish_key). Any thread. */
int sheet_store_thumb(const project *p, const char *finish_key, const render_image *img, fb_error *err);
/* Removes the temporary files of thumbnail writes that were killed (.flamebuild/thumbs/ab/
 * KEY.png.tmp-PID-TOKEN-N whose process is gone here, or an hour old). A build's start. */
void sheet_clean_temps(const project *p);
/* Writes out/NAME.sheet.png for a planned sequence whose frames are all on disk (a frame with
 * no stored thumbnail has one made from its PNG). Nothing for a single frame. */
int sheet_build(const project *p, const sequence *seq, fb_error *err);
/* Whether out/NAME.sheet.png is the sheet of the sequence as planned: it carries the key of
 * the frames it shows (sheet_key: their finish keys in order), written with it. A sequence of
 * one frame has no sheet and is always up to date. */
int sheet_up_to_date(const project *p, const sequence *seq);
void sheet_key(const sequence *seq, char hex[65]);
/* out/NAME.sheet.png */
int sheet_path(const project *p, const char *name, char *out, size_t n);

#endif
