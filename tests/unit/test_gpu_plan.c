/* Unit tests of the GPU's launch plan (gpu/frame_buffers.c: threads, slots turning through
 * them) and, through the GPU emulation, that the plan only moves work between threads: every
 * chunk runs once, whole and in order, whatever the GPU holds resident. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "genome/genome.h"
#include "gpu/emulate.h"
#include "gpu/emulate_kernel.h"
#include "gpu/frame_buffers.h"
#include "gpu/kernel.h"
#include "kernels/accumulate.h"
#include "render/prepare.h"
#include "render/render.h"

static frame_buffers plan_for(fm_u64 nchunks, unsigned resident) {
  frame_buffers fb;
  memset(&fb, 0, sizeof fb);
  fb.nchunks = nchunks;
  fb.chunk_len = FB_GPU_CHUNK;
  fb.fuse_max = FB_GPU_FUSE; /* (a flam3 file's chunks: number_chunks sets it) */
  frame_buffers_plan(&fb, resident);
  return fb;
}

static void test_plan_shapes(void) {
  /* Fewer chunks than resident threads: one thread per chunk, nothing turns. */
  frame_buffers fb = plan_for(41472, 168960);
  CHECK(fb.threads == 41472 && fb.slots == 41472);
  CHECK(fb.blocks * FB_GPU_BLOCK >= 41472 && (fb.blocks - 1) * FB_GPU_BLOCK < 41472);
  CHECK(fb.slot_steps == FB_GPU_CHUNK + FB_GPU_FUSE);

  /* 1080p at quality 1000 on an H200: 1.23 chunks a thread, a slot per chunk. */
  fb = plan_for(207360, 168960);
  CHECK(fb.threads == 168960 && fb.slots == 207360);
  CHECK(fb.slot_steps == FB_GPU_CHUNK + FB_GPU_FUSE);
  /* a JWildfire file's chunks discard more first (kernels/flame_math.h) */
  fb.fuse_max = FM_JWF_START_FUSE;
  frame_buffers_plan(&fb, 168960);
  CHECK(fb.slot_steps == FB_GPU_CHUNK + FM_JWF_START_FUSE);

  /* Many chunks a thread: at most FB_MAX_SLOTS_PER_THREAD slots a thread, every chunk in one. */
  const unsigned resident[] = {1, 7, 96, 168960};
  const fm_u64 nchunks[] = {1, 2, 97, 385, 1000, 829440, 10000000};
  for (size_t r = 0; r < sizeof resident / sizeof *resident; r++)
    for (size_t n = 0; n < sizeof nchunks / sizeof *nchunks; n++) {
      fb = plan_for(nchunks[n], resident[r]);
      const fm_u64 per_slot = (nchunks[n] + fb.slots - 1) / fb.slots;
      CHECK(fb.threads <= resident[r] && fb.threads <= fb.slots);
      CHECK((fm_u64)fb.slots <= (fm_u64)resident[r] * FB_MAX_SLOTS_PER_THREAD);
      CHECK(fb.slots <= nchunks[n]);
      CHECK(per_slot * fb.slots >= nchunks[n] && (per_slot - 1) * fb.slots < nchunks[n]);
      CHECK(fb.slot_steps == (double)per_slot * (FB_GPU_CHUNK + FB_GPU_FUSE));
    }
  /* Nothing to do still plans one thread (the kernel finds no chunk and reports it). */
  fb = plan_for(0, 96);
  CHECK(fb.threads == 1 && fb.slots == 1 && fb.blocks == 1);
}

/* Consecutive launches advance disjoint windows of slots that tile the circle of slots, so
 * every slot gets its turn equally often. */
static void test_turns_are_fair(void) {
  frame_buffers fb = plan_for(1000, 96);
  CHECK(fb.threads == 96 && fb.slots == 334);
  int *turns = calloc(fb.slots, sizeof *turns);
  CHECK(turns != NULL);
  if (!turns) return;
  unsigned slot0 = 0;
  const int launches = 50;
  for (int k = 0; k < launches; k++) {
    for (unsigned t = 0; t < fb.threads; t++) turns[(slot0 + t) % fb.slots]++;
    slot0 = frame_buffers_next_slot0(&fb, slot0);
  }
  int lo = turns[0], hi = turns[0];
  for (unsigned s = 0; s < fb.slots; s++) {
    if (turns[s] < lo) lo = turns[s];
    if (turns[s] > hi) hi = turns[s];
  }
  CHECK(hi - lo <= 1);
  CHECK(lo == launches * (int)fb.threads / (int)fb.slots);
  free(turns);

  /* While slots outnumber threads, a launch is a slice of a slot's steps. */
  double it = frame_buffers_next_iters(&fb, 1e6, 0, 0, 0, 0);
  CHECK(it <= fb.slot_steps / FB_ROTATION_SLICES + 1);
  fb = plan_for(50, 96);
  it = frame_buffers_next_iters(&fb, 1e6, 0, 0, 0, 0);
  CHECK(it > fb.slot_steps);
}

/* The GPU's choice runs (gpu_layout.h) pick exactly the table's xform for every random number,
 * every row: 1 to FB_GPU_CHOOSE_RUNS_MAX xforms, weights with zeros (no run) and ties, xaos
 * rows with zeros; and a table the runs cannot hold is refused. */
static void test_choice_runs_equal_tables(void) {
  unsigned seed = 12345;
  int mismatches = 0, tables = 0;
  for (int trial = 0; trial < 200; trial++) {
    const int n = 1 + trial % FB_GPU_CHOOSE_RUNS_MAX;
    genome g;
    genome_init(&g);
    genome_resize_xforms(&g, n);
    for (int j = 0; j < n; j++) {
      seed = seed * 1103515245u + 12345u;
      const unsigned pick = (seed >> 16) % 7;
      g.xforms[j].weight = pick == 0 && j > 0 ? 0.0 : pick == 1 ? 0.5 : (double)((seed >> 8) % 1000 + 1) / 997.0;
      for (int k = 0; k < n; k++) {
        seed = seed * 1103515245u + 12345u;
        const unsigned c = (seed >> 16) % 5;
        g.chaos[j * n + k] = trial % 3 ? 1.0 : c == 0 && k != j ? 0.0 : 1.0 + c * 0.25;
      }
    }
    g.width = 32;
    g.height = 24;
    g.scale = 10;
    render_subframe one = {.cp = &g, .weight = 1.0};
    const render_frame frame = {.sub = &one, .nsub = 1};
    render_geometry geo;
    render_prepared p;
    fb_error err;
    CHECK(render_geometry_of(&frame, &geo, &err) == 0);
    if (render_prepare(&g, 1.0, &geo, &p, &err) < 0) { /* e.g. a xaos row of zeros: not a table */
      genome_free(&g);
      continue;
    }
    const int rows = p.chaos_enabled ? n + 1 : 1;
    uint32_t runs[FB_GPU_CHOOSE_RUNS_MAX * (FB_GPU_CHOOSE_RUNS_MAX + 1)];
    for (int r = 0; r < rows; r++) {
      CHECK(frame_buffers_table_runs(p.choose + (size_t)r * RENDER_CHOOSE_GRAIN, n, runs + r * n) == 0);
      tables++;
    }
    for (int r = 0; r < rows; r++)
      for (unsigned k = 0; k < RENDER_CHOOSE_GRAIN; k++) {
        seed = seed * 1103515245u + 12345u;
        const unsigned high = seed & ~(unsigned)(RENDER_CHOOSE_GRAIN - 1); /* only the low bits pick */
        mismatches += fb_emulated_choose(runs, n, (unsigned long long)r, high | k) != p.choose[(size_t)r * RENDER_CHOOSE_GRAIN + k];
      }
    render_prepared_free(&p);
    genome_free(&g);
  }
  printf("  choice runs: %d tables, %d mismatches\n", tables, mismatches);
  CHECK(tables > 200);
  CHECK(mismatches == 0);
  /* Not a step function of 2 xforms: three runs, or a decrease. */
  uint16_t table[RENDER_CHOOSE_GRAIN];
  uint32_t runs[2];
  for (int k = 0; k < RENDER_CHOOSE_GRAIN; k++) table[k] = (uint16_t)(k * 3 / RENDER_CHOOSE_GRAIN);
  CHECK(frame_buffers_table_runs(table, 2, runs) < 0);
  for (int k = 0; k < RENDER_CHOOSE_GRAIN; k++) table[k] = (uint16_t)(k < 100 ? 1 : 0);
  CHECK(frame_buffers_table_runs(table, 2, runs) < 0);
  /* Runs ending anywhere in a group of four entries (the scan compares four at a time), the
   * last entry a run of its own, and a decrease inside a group of four. */
  const int ends[] = {1, 2, 3, 5, 4095, 4096, 9997, 9998, 9999};
  for (size_t e = 0; e < sizeof ends / sizeof ends[0]; e++) {
    for (int k = 0; k < RENDER_CHOOSE_GRAIN; k++) table[k] = (uint16_t)(k < ends[e] ? 0 : 1);
    CHECK(frame_buffers_table_runs(table, 2, runs) == 0);
    CHECK(runs[0] == (uint32_t)ends[e] && runs[1] == (1u << 16 | RENDER_CHOOSE_GRAIN));
  }
  for (int k = 0; k < RENDER_CHOOSE_GRAIN; k++) table[k] = (uint16_t)(k < 4097 ? 0 : 1);
  table[4098] = 0;
  CHECK(frame_buffers_table_runs(table, 2, runs) < 0);
}

/* A 2-xform genome with a final xform, rendered as three temporal samples of slightly
 * different genomes (so chunks of different sub-frames share slots). */
static void plan_genome(genome *g, double shift) {
  genome_init(g);
  g->width = 48;
  g->height = 36;
  g->scale = 12;
  g->quality = 500; /* 864,000 samples: 87 chunks over three sub-frames */
  genome_resize_xforms(g, 2);
  for (int i = 0; i < 2; i++) {
    genome_xform *x = &g->xforms[i];
    x->weight = i ? 2 : 1;
    x->color = i;
    genome_xform_set_var(x, i ? FM_VAR_spherical : FM_VAR_linear, 1);
    x->coefs[0][0] = x->coefs[1][1] = 0.6;
    x->coefs[0][1] = -0.3;
    x->coefs[1][0] = 0.3;
    x->coefs[2][0] = i ? -0.4 + shift : 0.5;
    x->coefs[2][1] = i ? 0.2 : -0.3 + shift;
  }
  for (int i = 0; i < 256; i++) {
    g->palette[i][0] = i / 255.0;
    g->palette[i][1] = 1.0 - i / 255.0;
    g->palette[i][2] = 0.5;
    g->palette[i][3] = 1.0;
  }
}

/* The test frame: three temporal samples of plan_genome, slightly different (so chunks of
 * different sub-frames share slots), of one weight each or, with `weights`, of 0.2, 0.4 and 0.6
 * (a count of its own). */
static render_frame plan_frame(genome g[3], render_subframe sub[3], int weights) {
  for (int s = 0; s < 3; s++) {
    plan_genome(&g[s], 0.05 * s);
    sub[s] = (render_subframe){.cp = &g[s], .weight = weights ? 0.2 + 0.2 * s : 1.0 / 3.0};
  }
  return (render_frame){.sub = sub, .nsub = 3};
}

static void test_emulation_same_samples_for_any_residency(void) {
  genome g[3];
  render_subframe sub[3];
  const render_frame frame = plan_frame(g, sub, 0);
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  render_options opt = {.seed = 11};
  const unsigned resident[] = {1000000, 96, 5, 1};
  render_hist h[4];
  memset(h, 0, sizeof h);
  for (int r = 0; r < 4; r++) {
    CHECK(render_hist_alloc(&h[r], &geo, 0, &err) == 0);
    if (gpu_emulate_iterate_on(&frame, &opt, resident[r], &h[r], &err) < 0) {
      fprintf(stderr, "emulation on %u threads: %s\n", resident[r], err.msg);
      CHECK(0);
    }
  }
  const size_t n = (size_t)geo.hist_width * geo.hist_height;
  double total0[RENDER_BUCKET_CHANNELS] = {0};
  for (size_t i = 0; i < n * RENDER_BUCKET_CHANNELS; i++) total0[i % RENDER_BUCKET_CHANNELS] += h[0].buckets[i];
  CHECK(total0[4] > 0.5 * h[0].samples * 255.0); /* most samples land in the frame */
  for (int r = 1; r < 4; r++) {
    CHECK(h[r].samples == h[0].samples);
    CHECK(h[r].badvals == h[0].badvals);
    /* The same samples summed in another order: a chunk run twice, skipped or cut short
     * would move whole buckets and the totals by 1/87 or more. */
    double total[RENDER_BUCKET_CHANNELS] = {0}, worst = 0;
    for (size_t i = 0; i < n * RENDER_BUCKET_CHANNELS; i++) {
      total[i % RENDER_BUCKET_CHANNELS] += h[r].buckets[i];
      const double a = h[0].buckets[i], b = h[r].buckets[i], d = fabs(a - b) / (fabs(a) + 255.0);
      if (d > worst) worst = d;
    }
    for (int c = 0; c < RENDER_BUCKET_CHANNELS; c++) CHECK_NEAR(total[c] / total0[c], 1.0, 1e-5);
    /* Canonical, as every backend leaves its buffer (render_hist_round_to_float). */
    int all_float = 1;
    for (size_t i = 0; i < n * RENDER_BUCKET_CHANNELS; i++) all_float &= (double)(float)h[r].buckets[i] == h[r].buckets[i];
    CHECK(all_float);
    if (!(worst < 1e-4)) fprintf(stderr, "resident %u: worst bucket differs by %g\n", resident[r], worst);
    CHECK(worst < 1e-4);
  }
  for (int r = 0; r < 4; r++) render_hist_free(&h[r]);
  for (int s = 0; s < 3; s++) genome_free(&g[s]);
}

/* quality = auto's ladder keeps a frame's host half from step to step and only renumbers its
 * chunks (frame_buffers_set_rounds): for another quality and another first round it is the
 * very buffers a fresh build makes — every array byte for byte, the grid the same. */
static void test_set_rounds_equals_fresh_build(void) {
  genome g[3];
  render_subframe sub[3];
  const render_frame frame = plan_frame(g, sub, 1);
  render_geometry geo;
  fb_error err;
  codegen_structure st;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  CHECK(gpu_structure_of(&frame, CODEGEN_FLOAT, &st, &err) == 0);
  frame_buffers kept, fresh;
  CHECK(frame_buffers_build(&frame, &geo, &st, 0, 0, 0, &kept, &err) == 0);
  const struct { double quality; uint64_t first; } steps[] = {{1000, 4}, {2000, 8}, {4000, 16}, {300, 0}};
  for (size_t k = 0; k < sizeof steps / sizeof *steps; k++) {
    for (int s = 0; s < 3; s++) g[s].quality = steps[k].quality;
    CHECK(frame_buffers_set_rounds(&kept, &frame, steps[k].first, 0, &err) == 0);
    if (frame_buffers_build(&frame, &geo, &st, 0, steps[k].first, 0, &fresh, &err) < 0) {
      fprintf(stderr, "quality %g: %s\n", steps[k].quality, err.msg);
      CHECK(0);
      continue;
    }
    CHECK(kept.nchunks == fresh.nchunks && kept.round0 == fresh.round0 && kept.rounds == fresh.rounds);
    CHECK(kept.total_samples == fresh.total_samples && kept.frame_samples == fresh.frame_samples);
    CHECK(kept.total_steps == fresh.total_steps && kept.slot_steps == fresh.slot_steps);
    CHECK(kept.threads == fresh.threads && kept.slots == fresh.slots && kept.blocks == fresh.blocks);
    CHECK(kept.separate_count == fresh.separate_count && kept.value_max == fresh.value_max);
    CHECK(kept.choose_row == fresh.choose_row);
    const size_t nsub = (size_t)fresh.nsub;
    CHECK(memcmp(kept.xforms, fresh.xforms, nsub * fresh.nx1 * fresh.xform_size) == 0);
    CHECK(memcmp(kept.choose, fresh.choose, nsub * fresh.rows * fresh.choose_row) == 0);
    CHECK(memcmp(kept.cmap, fresh.cmap, nsub * 1024 * sizeof(float)) == 0);
    CHECK(memcmp(kept.subs, fresh.subs, nsub * sizeof *fresh.subs) == 0);
    if (k == 0) CHECK(kept.nchunks > 0 && kept.round0 == 4);
    frame_buffers_free(&fresh);
  }
  render_frame other = frame;
  other.nsub = 2;
  CHECK(frame_buffers_set_rounds(&kept, &other, 0, 0, &err) < 0); /* not the frame it was built for */
  frame_buffers_free(&kept);
  codegen_structure_free(&st);
  for (int s = 0; s < 3; s++) genome_free(&g[s]);
}

/* A structure's own kernel holds only its parameters (kernels/codegen.h: codegen_param_slots):
 * the slotted xforms are a fraction of the dense ones, every held parameter is at its slot with
 * the dense array's value, and either layout turned into the other (frame_buffers_set_layout,
 * the generic kernel's fallback) is the other's fresh build byte for byte, in both precisions. */
static void test_param_slots_layouts(void) {
  genome g[3];
  render_subframe sub[3];
  const render_frame frame = plan_frame(g, sub, 1);
  for (int s = 0; s < 3; s++) { /* variations past flam3's with parameters, synth's blocks too */
    genome_xform_set_var(&g[s].xforms[0], FM_VAR_hypertile1, 0.25);
    genome_xform_set_param(&g[s].xforms[0], FM_P_hypertile1_q, 5 + s);
    genome_xform_set_var(&g[s].xforms[1], FM_VAR_synth, 0.5);
    genome_xform_set_param(&g[s].xforms[1], FM_P_synth_a, 0.5 + 0.1 * s);
  }
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  for (int precision = CODEGEN_FLOAT; precision <= CODEGEN_DOUBLE; precision++) {
    codegen_structure st;
    codegen_param_slots slots;
    CHECK(gpu_structure_of(&frame, precision, &st, &err) == 0);
    CHECK(codegen_param_slots_of(&st, &slots) == 0);
    frame_buffers slotted, dense;
    CHECK(frame_buffers_build(&frame, &geo, &st, 0, 0, 0, &slotted, &err) == 0);
    CHECK(frame_buffers_build(&frame, &geo, &st, 1, 0, 0, &dense, &err) == 0);
    CHECK(!slotted.dense && dense.dense && slotted.xform_size * 4 < dense.xform_size);
    CHECK(slotted.xform_size == codegen_xform_bytes(precision, &slots));
    const size_t n = (size_t)dense.nsub * dense.nx1, real = precision == CODEGEN_DOUBLE ? 8 : 4;
    const size_t head = precision == CODEGEN_DOUBLE ? offsetof(fm_xform, param) : offsetof(fm_xform_f, param);
    /* a flat structure's slotted head ends before the 3D affine's numbers */
    const size_t slotted_head = codegen_xform_head_bytes(precision, &slots);
    CHECK(!st.affine3d && slotted_head < head);
    int held_same = 1, any_nonzero = 0;
    for (size_t i = 0; i < n; i++)
      for (int k = 0; k < slots.nruns; k++)
        for (int p = slots.lo[k]; p < slots.hi[k]; p++) {
          const unsigned char *at_slot = slotted.xforms + i * slotted.xform_size + slotted_head +
                                         (FM_NPRE + slots.slot[k] + p - slots.lo[k]) * real;
          const unsigned char *at_dense = dense.xforms + i * dense.xform_size + head + (size_t)p * real;
          held_same &= memcmp(at_slot, at_dense, real) == 0;
          for (size_t b = 0; b < real; b++) any_nonzero |= at_dense[b];
        }
    CHECK(held_same && any_nonzero);
    frame_buffers back = slotted;
    back.xforms = malloc(n * slotted.xform_size);
    CHECK(back.xforms != NULL);
    if (back.xforms) {
      memcpy(back.xforms, slotted.xforms, n * slotted.xform_size);
      CHECK(frame_buffers_set_layout(&back, 1, &err) == 0 && back.dense && back.xform_size == dense.xform_size);
      CHECK(memcmp(back.xforms, dense.xforms, n * dense.xform_size) == 0);
      CHECK(frame_buffers_set_layout(&back, 0, &err) == 0 && back.xform_size == slotted.xform_size);
      CHECK(memcmp(back.xforms, slotted.xforms, n * slotted.xform_size) == 0);
      free(back.xforms);
    }
    frame_buffers_free(&slotted);
    frame_buffers_free(&dense);
    codegen_structure_free(&st);
  }
  for (int s = 0; s < 3; s++) genome_free(&g[s]);
}

/* Deterministic accumulation: the same seed gives the same buffer bits however the work is
 * cut into threads, slots and batches (float sums in another order differ in their last bits),
 * and the same image as float sums within the fixed point's rounding. */
static void test_deterministic_same_bits_for_any_residency(void) {
  genome g[3];
  render_subframe sub[3];
  const render_frame frame = plan_frame(g, sub, 0);
  render_geometry geo;
  fb_error err;
  CHECK(render_geometry_of(&frame, &geo, &err) == 0);
  const unsigned resident[] = {1000000, 96, 5, 1};
  render_hist fixed[4], floats[2];
  memset(fixed, 0, sizeof fixed);
  memset(floats, 0, sizeof floats);
  for (int r = 0; r < 4; r++) {
    render_options opt = {.seed = 11, .deterministic = 1};
    CHECK(render_hist_alloc(&fixed[r], &geo, 0, &err) == 0);
    CHECK(gpu_emulate_iterate_on(&frame, &opt, resident[r], &fixed[r], &err) == 0);
  }
  for (int r = 0; r < 2; r++) {
    render_options opt = {.seed = 11};
    CHECK(render_hist_alloc(&floats[r], &geo, 0, &err) == 0);
    CHECK(gpu_emulate_iterate_on(&frame, &opt, resident[r + 2], &floats[r], &err) == 0);
  }
  const size_t values = (size_t)geo.hist_width * geo.hist_height * RENDER_BUCKET_CHANNELS;
  for (int r = 1; r < 4; r++) {
    CHECK(fixed[r].samples == fixed[0].samples);
    CHECK(memcmp(fixed[r].buckets, fixed[0].buckets, values * sizeof(double)) == 0);
  }
  size_t float_differ = 0;
  double worst = 0, total = 0;
  for (size_t i = 0; i < values; i++) {
    float_differ += floats[0].buckets[i] != floats[1].buckets[i];
    const double d = fabs(fixed[0].buckets[i] - floats[0].buckets[i]) / (fabs(floats[0].buckets[i]) + 255.0);
    if (d > worst) worst = d;
    total += fixed[0].buckets[i];
  }
  printf("  deterministic: float sums on 5 and 1 threads differ in %zu of %zu values; fixed point against float: "
         "worst %.2g\n", float_differ, values, worst);
  CHECK(total > 0);
  CHECK(worst < 1e-4); /* 16-bit values: a sample off by at most 1/131070 of the largest */
  for (int r = 0; r < 4; r++) render_hist_free(&fixed[r]);
  for (int r = 0; r < 2; r++) render_hist_free(&floats[r]);
  for (int s = 0; s < 3; s++) genome_free(&g[s]);
}

/* The deferred path (kernels/tiles.h: the launch's log grouped by tile and summed, the C
 * reference of the GPU's tile kernels) adds exactly what the fixed-point atomics add: the same
 * bits, with one weight for every sub-frame (count from alpha) and with different weights (a
 * count of its own), on any residency. */
static void test_deferred_equals_fixed_atomics(void) {
  for (int weights = 0; weights < 2; weights++) {
    genome g[3];
    render_subframe sub[3];
    const render_frame frame = plan_frame(g, sub, weights);
    render_geometry geo;
    fb_error err;
    CHECK(render_geometry_of(&frame, &geo, &err) == 0);
    render_hist atomic = {0}, deferred[2];
    memset(deferred, 0, sizeof deferred);
    render_options opt = {.seed = 5, .deterministic = 1, .accumulate = RENDER_ACCUMULATE_ATOMIC};
    CHECK(render_hist_alloc(&atomic, &geo, 0, &err) == 0);
    CHECK(gpu_emulate_iterate_on(&frame, &opt, 96, &atomic, &err) == 0);
    const unsigned resident[] = {96, 7};
    const size_t values = (size_t)geo.hist_width * geo.hist_height * RENDER_BUCKET_CHANNELS;
    for (int r = 0; r < 2; r++) {
      render_options dopt = {.seed = 5, .accumulate = RENDER_ACCUMULATE_DEFERRED};
      CHECK(render_hist_alloc(&deferred[r], &geo, 0, &err) == 0);
      if (gpu_emulate_iterate_on(&frame, &dopt, resident[r], &deferred[r], &err) < 0) {
        fprintf(stderr, "deferred emulation: %s\n", err.msg);
        CHECK(0);
        continue;
      }
      CHECK(deferred[r].samples == atomic.samples);
      CHECK(memcmp(deferred[r].buckets, atomic.buckets, values * sizeof(double)) == 0);
    }
    double total = 0;
    for (size_t i = 0; i < values; i++) total += atomic.buckets[i];
    CHECK(total > 0);
    render_hist_free(&atomic);
    for (int r = 0; r < 2; r++) render_hist_free(&deferred[r]);
    for (int s = 0; s < 3; s++) genome_free(&g[s]);
  }
}

/* The accumulation auto chooses: the tiles for a deterministic frame (the same integers, faster
 * than integer atomics at every size measured), float atomics otherwise — until a first batch
 * with a hot bucket sends the frame to the tiles —, the integer atomics for a deterministic
 * frame too large to tile; a forced mode wins, and the environment over options. */
static void test_accumulate_auto_choice(void) {
  const struct {
    int deterministic, accumulate;
    unsigned tile_bits;
    int deferred, fixed, may_defer;
  } cases[] = {
      {0, RENDER_ACCUMULATE_AUTO, 10, 0, 0, 1},     {1, RENDER_ACCUMULATE_AUTO, 10, 1, 1, 0},
      {1, RENDER_ACCUMULATE_AUTO, 0, 0, 1, 0},      {1, RENDER_ACCUMULATE_ATOMIC, 10, 0, 1, 0},
      {0, RENDER_ACCUMULATE_DEFERRED, 13, 1, 1, 0}, {0, RENDER_ACCUMULATE_ATOMIC, 10, 0, 0, 0},
      {0, RENDER_ACCUMULATE_AUTO, 0, 0, 0, 0},
  };
  unsetenv("FLAMEBUILD_DETERMINISTIC");
  unsetenv("FLAMEBUILD_ACCUMULATE");
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    frame_buffers fb;
    memset(&fb, 0, sizeof fb);
    fb.value_max = 1;
    render_options opt = {.deterministic = cases[i].deterministic, .accumulate = cases[i].accumulate};
    frame_buffers_use_fixed(&fb, &opt, cases[i].tile_bits);
    CHECK(fb.deferred == cases[i].deferred);
    CHECK(fb.fixed == cases[i].fixed);
    CHECK(fb.may_defer == cases[i].may_defer);
  }
  /* Under auto without determinism the probe's batches decide: one that puts FB_DEFER_SHARE of
   * its steps into one bucket sends the frame to the tiles, unless it finished the frame. */
  {
    frame_buffers fb;
    memset(&fb, 0, sizeof fb);
    fb.value_max = 1;
    render_options opt = {.accumulate = RENDER_ACCUMULATE_AUTO};
    frame_buffers_use_fixed(&fb, &opt, 10);
    const double steps = 1e6;
    CHECK(frame_buffers_wants_defer(&fb, FB_DEFER_SHARE * steps, steps, 0));
    CHECK(!frame_buffers_wants_defer(&fb, 0.99 * FB_DEFER_SHARE * steps, steps, 0));
    CHECK(!frame_buffers_wants_defer(&fb, FB_DEFER_SHARE * steps, steps, 1));
    CHECK(!frame_buffers_wants_defer(&fb, 0, steps, 0));
    CHECK(!frame_buffers_wants_defer(&fb, 1, 0, 0));
    frame_buffers_defer(&fb);
    CHECK(fb.deferred && fb.fixed && !fb.may_defer);
    CHECK(!frame_buffers_wants_defer(&fb, steps, steps, 0));
    opt.accumulate = RENDER_ACCUMULATE_ATOMIC;
    frame_buffers_use_fixed(&fb, &opt, 10);
    CHECK(!frame_buffers_wants_defer(&fb, steps, steps, 0));
  }
  frame_buffers fb;
  memset(&fb, 0, sizeof fb);
  render_options opt = {.accumulate = RENDER_ACCUMULATE_AUTO};
  setenv("FLAMEBUILD_DETERMINISTIC", "1", 1);
  frame_buffers_use_fixed(&fb, &opt, 10);
  CHECK(fb.deferred && fb.fixed);
  setenv("FLAMEBUILD_ACCUMULATE", "atomic", 1);
  frame_buffers_use_fixed(&fb, &opt, 10);
  CHECK(!fb.deferred && fb.fixed);
  unsetenv("FLAMEBUILD_DETERMINISTIC");
  unsetenv("FLAMEBUILD_ACCUMULATE");
  /* The fixed-point unit is a power of two (converting integer sums is exact, so shares add to
   * one go's bits), and a sample's largest value still fits 16 bits, using at least 15. */
  const double value_max[] = {1.0, 0.37, 255.0, 3e-7, 65535.0};
  for (size_t i = 0; i < sizeof value_max / sizeof *value_max; i++) {
    memset(&fb, 0, sizeof fb);
    fb.value_max = value_max[i];
    opt = (render_options){.deterministic = 1};
    frame_buffers_use_fixed(&fb, &opt, 10);
    int exponent;
    CHECK(frexp((double)fb.fixed_scale, &exponent) == 0.5);
    CHECK((double)fb.fixed_scale * fb.fixed_unit == 1.0);
    CHECK(value_max[i] * fb.fixed_scale <= FB_FIXED_MAX && value_max[i] * fb.fixed_scale * 2 > FB_FIXED_MAX);
  }
}

/* The launch shape with the merge table (frame_buffers_shape, kernels/plot_cache.cuh): a float
 * frame that fills the GPU in the table's blocks gets them and the table; a frame of fewer
 * chunks, a fixed-point frame, or no table asked: small blocks, no table; going deferred drops
 * it. On an H100: 132 SMs, 10 small blocks or one table block an SM. */
static void test_shape_with_merge_table(void) {
  const unsigned resident = 132 * 10 * FB_GPU_BLOCK, resident_cache = 132 * FB_GPU_CACHE_BLOCK;
  frame_buffers fb = plan_for(207360, 0); /* 1080p q1000 */
  frame_buffers_shape(&fb, resident, resident_cache, FB_GPU_CACHE_SLOTS);
  CHECK(fb.block == FB_GPU_CACHE_BLOCK && fb.cache_slots == FB_GPU_CACHE_SLOTS);
  CHECK(fb.threads == resident_cache && fb.blocks == 132);
  CHECK(fb.slots >= fb.threads);

  fb = plan_for(resident_cache - 1, 0); /* one chunk short of a table block on every SM */
  frame_buffers_shape(&fb, resident, resident_cache, FB_GPU_CACHE_SLOTS);
  CHECK(fb.block == FB_GPU_BLOCK && fb.cache_slots == 0);
  CHECK(fb.threads == resident_cache - 1 && (unsigned)fb.blocks * FB_GPU_BLOCK >= fb.threads);

  fb = plan_for(207360, 0);
  fb.fixed = 1; /* deterministic: integer sums, no table */
  frame_buffers_shape(&fb, resident, resident_cache, FB_GPU_CACHE_SLOTS);
  CHECK(fb.block == FB_GPU_BLOCK && fb.cache_slots == 0 && fb.threads == resident);

  fb = plan_for(207360, 0);
  frame_buffers_shape(&fb, resident, resident_cache, 0); /* FLAMEBUILD_GPU_CACHE=0 */
  CHECK(fb.block == FB_GPU_BLOCK && fb.cache_slots == 0 && fb.threads == resident);
  frame_buffers_shape(&fb, resident, 0, FB_GPU_CACHE_SLOTS); /* no table block fits an SM */
  CHECK(fb.block == FB_GPU_BLOCK && fb.cache_slots == 0);

  fb = plan_for(207360, 0);
  frame_buffers_shape(&fb, resident, resident_cache, FB_GPU_CACHE_SLOTS);
  frame_buffers_defer(&fb); /* a hot bucket: the frame starts over in fixed point */
  CHECK(fb.cache_slots == 0 && fb.fixed && fb.deferred);
  CHECK(fb.block == FB_GPU_BLOCK && fb.threads == resident);
}

/* The table turned off after a launch (frame_buffers_table_off): the next launches run small
 * blocks of as many threads as the GPU holds of them, up to the slots; the turns through the
 * slots go on from where the table's launch left them, no slot twice in a launch, and every
 * slot's turns stay within one of the others'. */
static void test_table_off_widens(void) {
  const unsigned resident = 132 * 9 * FB_GPU_BLOCK, resident_cache = 132 * FB_GPU_CACHE_BLOCK;
  frame_buffers fb = plan_for(207360, 0);
  frame_buffers_shape(&fb, resident, resident_cache, FB_GPU_CACHE_SLOTS);
  const unsigned table_threads = fb.threads, slots = fb.slots;
  CHECK(table_threads == resident_cache && slots > resident);
  int *turns = calloc(slots, sizeof *turns), *last = calloc(slots, sizeof *last);
  CHECK(turns != NULL && last != NULL);
  if (!turns || !last) return;
  unsigned slot0 = 0;
  int twice = 0;
  for (int k = 1; k <= 40; k++) {
    for (unsigned t = 0; t < fb.threads; t++) {
      const unsigned s = (slot0 + t) % slots;
      twice += last[s] == k;
      last[s] = k;
      turns[s]++;
    }
    slot0 = frame_buffers_next_slot0(&fb, slot0);
    if (k == 1) {
      frame_buffers_table_off(&fb);
      CHECK(fb.cache_slots == 0 && fb.block == FB_GPU_BLOCK && fb.threads == resident && fb.slots == slots);
      CHECK((unsigned)fb.blocks * FB_GPU_BLOCK >= fb.threads && (unsigned)(fb.blocks - 1) * FB_GPU_BLOCK < fb.threads);
    }
  }
  CHECK(twice == 0);
  int lo = turns[0], hi = turns[0];
  for (unsigned s = 0; s < slots; s++) {
    if (turns[s] < lo) lo = turns[s];
    if (turns[s] > hi) hi = turns[s];
  }
  CHECK(hi - lo <= 1);
  free(turns);
  free(last);
  frame_buffers_table_off(&fb); /* twice: nothing more */
  CHECK(fb.threads == resident && fb.block == FB_GPU_BLOCK);

  /* Fewer slots than small blocks hold: the threads stop at the slots. */
  fb = plan_for(resident_cache + 1000, 0);
  frame_buffers_shape(&fb, resident, resident_cache, FB_GPU_CACHE_SLOTS);
  CHECK(fb.cache_slots == FB_GPU_CACHE_SLOTS && fb.slots < resident);
  frame_buffers_table_off(&fb);
  CHECK(fb.threads == fb.slots && fb.block == FB_GPU_BLOCK);
}

int main(void) {
  RUN(test_plan_shapes);
  RUN(test_shape_with_merge_table);
  RUN(test_table_off_widens);
  RUN(test_turns_are_fair);
  RUN(test_choice_runs_equal_tables);
  RUN(test_set_rounds_equals_fresh_build);
  RUN(test_param_slots_layouts);
  RUN(test_emulation_same_samples_for_any_residency);
  RUN(test_deterministic_same_bits_for_any_residency);
  RUN(test_deferred_equals_fixed_atomics);
  RUN(test_accumulate_auto_choice);
  return check_summary("gpu_plan");
}
