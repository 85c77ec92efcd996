/*
 * codegen.h — CUDA source for one genome STRUCTURE.
 *
 * A structure is what decides the shape of the iteration kernel: how many xforms, which
 * variations each has (in index order, pre_blur apart), whether a final xform, xaos and a
 * linear palette are used, the point precision, and whether the frame has a single sub-frame
 * (then its camera and final xform reach the kernel as a parameter). Values (affines,
 * weights, parameters, palette, camera) are not part of it: they live in device buffers
 * (gpu_layout.h), so editing a value never recompiles. The generated source holds one
 * __device__ function per class of xforms (those with the same variations share one) calling
 * exactly its fm_var_* functions (no variation switch), and includes iterate.cuh for the
 * kernels.
 *
 * The source includes the named headers of kernel_headers.h (flame_math.h, variation_table.h,
 * variations.h, gpu_layout.h, iterate.cuh; finish_layout.h and finish.cuh for the finishing
 * module), which the build embeds in the binary; give them to NVRTC with kernel_headers /
 * kernel_header_count.
 */
#ifndef FLAMEBUILD_CODEGEN_H
#define FLAMEBUILD_CODEGEN_H

#include <stddef.h>

#include "../util/error.h"
#include "variation_table.h"

enum codegen_precision { CODEGEN_FLOAT, CODEGEN_DOUBLE };

typedef struct codegen_xform {
  int nvars;                         /* summed variations (pre_blur excluded) */
  unsigned short var[FM_NVARS];      /* their indices, ascending, then their kinds (a variation's forms) */
  unsigned char kind[FM_NVARS];      /* how each applies: enum fm_var_kind (pre, normal, post) */
  unsigned char guarded[FM_NVARS];   /* 1: zero in some sub-frame, so skipped when 0 (as the CPU does) */
  int pre_blur;                      /* 1: the xform has pre_blur in some sub-frame */
  int wfield_params;                 /* 1: its weighting field scales a parameter in some sub-frame
                                        (a copy of it kept by the thread: codegen.c) */
} codegen_xform;

typedef struct codegen_structure {
  int num_xforms;                    /* standard xforms */
  int num_finals;                    /* final xforms, applied in turn (0..CODEGEN_MAX_FINALS) */
  int chaos;                         /* xaos rows in the choice tables */
  int palette_mode;
  int precision;                     /* enum codegen_precision */
  int camera3d;                      /* 1: z reaches the image — a 3D camera in some sub-frame, or a
                                        variation of the 3D family reads it (FB_CAMERA3D) */
  int cam3d_model;                   /* the 3D camera model all sub-frames share (camera3d.h's
                                        FM_CAM3D_*: FM_CAM3D_MODEL), 0 when they differ */
  int cam3d_blur;                    /* 1: some sub-frame's camera blurs by depth (cam_dof) */
  int hide;                          /* 1: some xform has a variation that hides points (FM_HIDE) */
  int true_color;                    /* 1: some xform has a variation that gives the point a true
                                        colour (FM_VARS_TRUE_COLOR: FM_TRUE_COLOR) */
  int walk;                          /* 1: some xform has a variation whose colour walks along the
                                        trajectory (FM_VARS_WALK: FM_WALK) */
  int color_modes;                   /* 1: some xform colours by one of JWildfire's colour types,
                                        DISTANCE or CYCLIC (FM_COLOR_MODES) */
  int jwf_rules;                     /* 1: every sub-frame is of a file JWildfire wrote (FM_JWF_RULES:
                                        its variations' and its bad values' rules), 0: none, -1:
                                        some (each xform's own, read as the kernel runs) */
  int z_mode;                        /* the z mode (enum fm_z_mode) all sub-frames share, -1 when
                                        they differ: which 2D variations carry z, a constant */
  int affine3d;                      /* 1: some xform has JWildfire's 3D affine (FM_AFFINE3D; implies
                                        camera3d) */
  int jwf_aa;                        /* 1: some sub-frame has JWildfire's antialiasing (FB_JWF_AA) */
  int symmetry;                      /* 1: some sub-frame has JWildfire's post symmetry, which plots
                                        a sample more than once (FB_SYMMETRY: kernels/symmetry.h) */
  int wfield;                        /* 1: some xform has JWildfire's weighting field in some
                                        sub-frame (FB_WFIELD: kernels/wfield.h) */
  int wfield_params;                 /* 1: ... one that scales a parameter, which the generic
                                        kernel does not (gpu/backend.c: its own kernel then) */
  int one_sub;                       /* 1: the frame has one sub-frame, whose camera and final xform
                                        the kernel takes as a launch parameter (FB_ONE_SUB); only
                                        with at most one final xform */
  codegen_xform *xforms;             /* [num_xforms + num_finals], the final xforms last */
} codegen_structure;

/* Xforms a thread keeps a copy of for their weighting fields' pairs (trajectory.h's
 * fb_wcopies): a copy is an xform's bytes in the thread's local memory; the others' pairs copy
 * the xform for the call. */
#define CODEGEN_WFIELD_COPIES 4

/* Final xforms a structure has at most (genome.h's GENOME_MAX_FINALS). */
#define CODEGEN_MAX_FINALS 8

/* Allocates xforms for n standard xforms and num_finals final ones, all empty
 * (1..CODEGEN_MAX_XFORMS, 0..CODEGEN_MAX_FINALS). */
int codegen_structure_init(codegen_structure *s, int num_xforms, int num_finals, fb_error *err);
void codegen_structure_free(codegen_structure *s);

/* Xforms with the same variations, guards and pre_blur share one generated function, their
 * "class" (the values differ, and come from the buffers). Fills class_of[num_xforms] (classes
 * numbered from 0 in order of first appearance) and returns the number of classes. */
int codegen_classes(const codegen_structure *s, int *class_of);

/* The most a kernel takes: xforms (each a row of the choice tables on the device; more are
 * refused) and classes (each its own code: ~20-40 ms of NVRTC apiece, so 64 stay near a
 * second; a genome of more gets no kernel of its own and runs the generic kernel instead of
 * compiling for minutes). */
#define CODEGEN_MAX_XFORMS 1024
#define CODEGEN_MAX_CLASSES 64

/* 0 when the structure is within those limits; else -1 and a message that says which. */
int codegen_check(const codegen_structure *s, fb_error *err);

/* Past this many classes fb_apply is one called function instead of inlined code (see
 * codegen.c: emit_classes); up to it, the code is that of one function per xform. */
#ifndef CODEGEN_INLINE_CLASSES
#define CODEGEN_INLINE_CLASSES 4
#endif

/*
 * The parameters a structure's own kernel holds (kernels/flame_math.h: FM_PARAM_SLOTS), in
 * place of the table's thousands: flam3's first block (what every xform's precalc and flam3's
 * variations read) and every parameter of the structure's variations, a plot's formula block
 * with them — what render/prepare.c gives an xform and the GPU's packer copies (the same set
 * for the generic kernel's dense layout: gpu/frame_buffers.c). Runs of consecutive parameters
 * keep a variation's blocks (synth's layers, a formula) contiguous; slot 0 holds a 0, where any
 * other parameter reads.
 */
#define CODEGEN_PARAM_RUNS 512
typedef struct codegen_param_slots {
  int nruns;                              /* runs [lo, hi) of parameter indices, ascending */
  int nslots;                             /* 1 + the parameters held */
  unsigned short lo[CODEGEN_PARAM_RUNS], hi[CODEGEN_PARAM_RUNS];
  unsigned short slot[CODEGEN_PARAM_RUNS]; /* run k at slots [slot[k], slot[k] + hi[k] - lo[k]) */
  int affine3d;                           /* the structure's: its xforms hold the 3D affine's numbers */
} codegen_param_slots;
/* -1 when the structure's parameters make more than CODEGEN_PARAM_RUNS runs (its kernel then
 * keeps the dense layout, never the case for a file the parser accepts so far). */
int codegen_param_slots_of(const codegen_structure *s, codegen_param_slots *out);
/* Bytes of one xform as a kernel lays it out (fm_xform, fm_xform_f): with the table's dense
 * parameters (slots NULL) or a structure's slots, in the given precision. */
/* The bytes of an xform's head, the fields before pre and the parameters: all of them, but in a
 * slotted layout of a structure without JWildfire's 3D affine, which ends before its numbers. */
size_t codegen_xform_head_bytes(int precision, const codegen_param_slots *slots);
size_t codegen_xform_bytes(int precision, const codegen_param_slots *slots);

/* The generated CUDA source (malloc'd, NUL-terminated). Deterministic: the same structure
 * gives the same bytes. Entry points: extern "C" fb_iterate(fb_gpu_args), fb_flush(fb_gpu_flush_args). */
char *codegen_source(const codegen_structure *s, fb_error *err);

/* The source of the generic iteration kernel: one module for every structure (float points),
 * the structure read from fb_gpu_args and each xform's variations dispatched at run time
 * (fm_apply_xform) — the text the GPU emulation runs. Slower than a structure's own kernel and
 * slower to compile once, but compiled once per NVRTC and architecture, so a structure never
 * seen before renders at once while its own kernel compiles, and one whose own kernel cannot
 * be made (too many classes, an NVRTC failure) still renders on the GPU (which a frame runs:
 * gpu/backend.c's iteration_module). Same entry points as codegen_source's. */
char *codegen_generic_source(int block, fb_error *err);

/* With hundreds of variations one generic kernel of them all takes NVRTC some 20 s (measured on
 * an H200's host), so there is one a block: flam3's 99 and the next CODEGEN_GENERIC_BLOCK of
 * the others, block b holding those from FM_NVARS_FLAM3 + b · CODEGEN_GENERIC_BLOCK on — each
 * compiles in about flam3's time. codegen_generic_block says which block serves a structure:
 * the one its variations beyond flam3 fall in (0 for none), or CODEGEN_GENERIC_ALL (every
 * variation, the slow one) for a structure whose variations span blocks. */
#define CODEGEN_GENERIC_BLOCK 40
#define CODEGEN_GENERIC_ALL (-1)
int codegen_generic_block(const codegen_structure *s);
/* The same for a list of n variation indices (an xform's: kind bits above FM_KIND_SHIFT ignored). */
int codegen_generic_block_of(const int *variations, int n);

/* The source of the finishing module (kernels/finish.cuh: log scaling, density estimation,
 * spatial filter, tone map, quantise). Static code, one module for every genome: it includes
 * finish.cuh and static_asserts that NVRTC lays out fb_finish_args as the host does. Compile it
 * with GPU_COMPILE_EXACT (gpu/kernel.h). Entry points: FB_FIN_KERNELS (finish_layout.h). */
char *codegen_finish_source(fb_error *err);

/* The family files (kernels/var_*.h, flam3's var_classic.h apart) that define the structure's
 * variations, in the embedded headers' order, into files[0..max); returns their number, or -1
 * when they are more than max or some variation's file is unknown (then the kernel includes
 * every family, as the generic kernel does). A kernel of its own includes only these: NVRTC's
 * front end reads a fraction of the source (kernels/codegen_families.c). */
int codegen_families_of(const codegen_structure *s, const char *files[], int max);
/* The same for a generic kernel of one block: flam3's variations and those in [lo, hi). */
int codegen_families_of_range(int lo, int hi, const char *files[], int max);
/* A variation's name as variation_table.h spells it; NULL at an index without one. */
const char *codegen_variation_name(int variation);
/* The kernel_headers index of the family file defining a variation; -1 for var_classic.h's. */
int codegen_family_of(int variation);

/* A short name for messages and file names, e.g. "x3-f-xaos-linear-float-thread". */
void codegen_describe(const codegen_structure *s, char *out, size_t n);

/* The structure key: SHA-256 (hex) of the source, the embedded headers' text, the NVRTC
 * version, the architecture and the compile options — everything the cubin depends on. */
void codegen_key(const char *source, const char *nvrtc_version, const char *arch, const char *options,
                 char hex[65]);

/* The headers the source includes, embedded at build time (build/gen/kernel_headers.c). */
typedef struct kernel_header {
  const char *name;                  /* include name, e.g. "variations.h" */
  const char *text;
} kernel_header;
extern const kernel_header kernel_headers[];
extern const int kernel_header_count;
/* kernel_headers' names and texts as two arrays of kernel_header_count, as NVRTC takes them. */
extern const char *const kernel_header_names[];
extern const char *const kernel_header_texts[];

#endif
