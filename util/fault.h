/*
 * fault.h — kill points for tests: a crash at a chosen moment, with no sleeps and no debugger.
 *
 * FLAMEBUILD_KILL_AT=STAGE[:N] makes the process kill itself with SIGKILL the Nth time (N >= 1,
 * default 1) any thread reaches fault_point(STAGE). The variable is read once, on the first
 * call; unset or malformed, no fault point ever fires. How tests/render/48_kill_matrix.sh
 * checks that a build killed at each stage leaves only whole files. The stages, each placed
 * where a kill hurts most:
 *
 *   iterate       the CPU backend, half way through a frame's chunks (render/iterate.c)
 *   cache-write   a cache entry's temporary file written and synced, not yet renamed
 *   png-write     a PNG encoded, its temporary file holding what stdio passed on (a torn
 *                 prefix of a large image), not yet renamed
 *   video-encode  ffmpeg done, its temporary output and log not yet renamed or removed
 *   db-commit     the state database inside a transaction, before its COMMIT
 *   db-record     a frame's PNG in place, its row not yet written
 *
 * FLAMEBUILD_FAULT_AT=STAGE[:N] instead makes fault_happens(STAGE) return 1 the Nth time it is
 * reached, for faults the code then stages itself:
 *
 *   frame-dir-gone  out/NAME/ removed just before a frame's file is written there, as watch's
 *                   planning may do meanwhile (scheduler/frame.c: write_output)
 */
#ifndef FLAMEBUILD_FAULT_H
#define FLAMEBUILD_FAULT_H

/* Kills the process with SIGKILL if this is the chosen reach of the chosen stage. */
void fault_point(const char *stage);

/* 1 if this is the chosen reach of FLAMEBUILD_FAULT_AT's stage, else 0. */
int fault_happens(const char *stage);

#endif
