/*
 * large_alloc.h — buffers of many megabytes (a 4K supersample-2 frame's buffer is 660 MB of
 * floats, its cache entry 170 MB, its image 33 MB), backed by the kernel's transparent huge
 * pages where it offers them.
 *
 * Why: fresh memory is mapped on first touch, a page at a time. With 4 KB pages a core spends
 * ~0.4 s mapping 660 MB; a re-finish of 24 such frames maps every frame's buffer anew and spent
 * half of its first second in the kernel (bench/BENCHMARKS.md, 2026-11-27, seventh session).
 * With 2 MB pages the same mapping takes ~0.15 s, and a GPU copy into a fresh image no longer
 * waits on thousands of page faults.
 */
#ifndef FLAMEBUILD_LARGE_ALLOC_H
#define FLAMEBUILD_LARGE_ALLOC_H

#include <stddef.h>

/* Buffers from this size up are aligned to 2 MB and advised huge (MADV_HUGEPAGE); smaller
 * ones are plain malloc. */
#define FB_LARGE_ALLOC_MIN ((size_t)4 << 20)

/* `bytes` of uninitialised memory (NULL when out of memory or bytes == 0), freed with free().
 * The advice is only advice: a kernel without huge pages maps the buffer as usual. */
void *fb_large_alloc(size_t bytes);

/* Maps every page of [p, p + bytes) by writing a zero into it, on several cores (parallel.h)
 * when it is large: a frame's buffer mapped before a GPU copy or a decoder fills it. On one
 * core, 660 MB took 0.15 s with huge pages and 0.4 s without — on the path of a one-frame
 * edit. The bytes are left undefined but for those zeros. */
void fb_large_touch(void *p, size_t bytes);

/* The heap keeps the memory it frees (up to 512 MiB at the top of each arena) instead of giving
 * it back to the system at once, and serves requests below 32 MiB itself (glibc's own ceiling
 * for its sliding threshold). Planning or preparing an Electric Sheep frame builds its 1,000
 * sub-frame genomes (~100 MB), frees them, and the next frame's faulted the same pages in
 * again: a 60-frame edge planned with 2.3 s of system time on 2 cores, 0.09 s with this (wall
 * 2.0-2.5 -> 0.6-0.9 s). The threads share the first arena, which keeps what it frees: a
 * thread's own arena lives in 64 MiB heaps that glibc unmaps whenever one falls wholly free
 * (its trim threshold notwithstanding), and whether the CPU's preparation of a sheep frame's
 * sub-frames (~200 MB of xforms) left one so hung on the xforms' size: ten more parameters in
 * the table took a 60-frame edge's CPU build from 3 to 7 s, 4 s of it system time; one arena,
 * 3.4-3.7 s and a third less memory. Called once at start (cli/main.c); a no-op off glibc. */
void fb_heap_keep_freed(void);

/* Gives what the heap keeps free back to the system: a long-lived process (watch) when it goes
 * idle. */
void fb_heap_release(void);

#endif
