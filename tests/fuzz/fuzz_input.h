/*
 * fuzz_input.h — what the harnesses share: the libFuzzer entry point's prototype, and a
 * scratch file for the readers that take a path (flamebuild.conf, output PNGs).
 *
 * The readers under test open paths on purpose (they refuse FIFOs and symbolic links), so
 * the harness writes each input to one regular file of its process and hands them that path
 * instead of faking a file.
 */
#ifndef FLAMEBUILD_FUZZ_INPUT_H
#define FLAMEBUILD_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Replaces the contents of this process's scratch file (created in $TMPDIR, else /tmp, on
 * first use and removed at exit) with data; returns its path. Aborts if the file cannot be
 * written: a harness that silently tested nothing would be worse than one that stops. */
const char *fuzz_scratch_file(const uint8_t *data, size_t size, const char *suffix);

#endif
