/*
 * resource_text.h — texts a flame's variation carries that no parameter can hold (subflame_wf's
 * whole sub-flame, kilobytes of XML), kept once a process and named by their 64-bit digest:
 * the parser keeps the text and puts the digest in the xform's parameters (24 bits each, exact
 * in a float), so that a genome stays plain numbers that copy, interpolate and key as every
 * other parameter does, and render/ finds the text again by them.
 */
#ifndef FLAMEBUILD_GENOME_RESOURCE_TEXT_H
#define FLAMEBUILD_GENOME_RESOURCE_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* The most bytes all of a process's texts hold together (64 MiB): past it a new text is not
 * kept (genome_text_keep gives 0). */
#define GENOME_TEXT_MAX_TOTAL ((size_t)64 << 20)

/* Keeps text[0..len) (a copy; one copy of equal texts) and gives its digest, never 0; 0 when it
 * cannot be kept (out of memory, past GENOME_TEXT_MAX_TOTAL). Safe from any thread. */
uint64_t genome_text_keep(const char *text, size_t len);

/* The text of a digest genome_text_keep gave (NUL-terminated, its length in *len), NULL for any
 * other. The pointer stays valid for the process. Safe from any thread. */
const char *genome_text_find(uint64_t digest, size_t *len);

/* A digest as three parameters of 24, 24 and 16 bits (each exact in a float), and back. */
void genome_text_digest_split(uint64_t digest, double part[3]);
uint64_t genome_text_digest_join(const double part[3]);

#endif
