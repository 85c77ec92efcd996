/*
 * file_name.h — a name read from a file (a genome's name="…") made safe to use as one file-name
 * component. Such a name is data written by whoever shared the genome; it must never choose a
 * directory: `name="../../x"` or `name="/tmp/x"` would otherwise write outside the place the
 * user asked for.
 */
#ifndef FLAMEBUILD_FILE_NAME_H
#define FLAMEBUILD_FILE_NAME_H

#include <stddef.h>

/* The longest safe name, in bytes: room left under NAME_MAX (255) for a pattern's prefix,
 * index and extension around it. */
#define FILE_NAME_SAFE_MAX 200

/* Writes name as one safe file-name component into out (n bytes, NUL included):
 *   - '/', '\\' and control characters (bytes below 0x20, and 0x7f) become '_';
 *   - a leading '.' becomes '_' (so ".", "..", "..x" and hidden names never come out);
 *   - at most FILE_NAME_SAFE_MAX bytes (and n - 1), cut before a UTF-8 sequence, not inside;
 *   - an empty name becomes `fallback`, which must itself be safe.
 * Every other byte is kept, so ordinary names ("electric sheep 2") are unchanged. Returns 1
 * when the name was changed, 0 when it was already safe. */
int file_name_safe(const char *name, const char *fallback, char *out, size_t n);

/* Expands an output pattern (`render -o`, a project's [output] pattern): %d, with the flags
 * '0' and '-' and a width, becomes index; %s becomes name made one safe component
 * (file_name_safe, fallback "flame"), so a shared genome never chooses the directory; %%
 * becomes %. *fields gets FILE_PATTERN_INDEX and FILE_PATTERN_NAME for the fields used;
 * *renamed is set when %s used a name that had to change. Returns -1 for any other
 * conversion or a result that does not fit in n bytes. */
enum { FILE_PATTERN_INDEX = 1, FILE_PATTERN_NAME = 2 };
int file_pattern_expand(const char *pattern, int index, const char *name, char *out, size_t n, int *fields,
                        int *renamed);

#endif
