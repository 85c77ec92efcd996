#include "keys.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "../util/sha256.h"
#include "../util/strbuf.h"

/* Numbers are canonical: the 16 hex digits of the double's bits, -0 written as 0 (same
 * image) and every NaN as one pattern. Exact like the shortest decimal the keys used before
 * (format 2), and about 20 times faster: a 16-sample frame's key holds ~18,000 numbers (the
 * palette of each sub-frame), and the planner keys every frame of a sequence before the
 * first one starts (bench/BENCHMARKS.md, "Planning"). */
static void num(strbuf *t, double v) {
  static const char hex[] = "0123456789abcdef";
  v += 0.0;
  uint64_t u;
  if (v != v) u = 0x7ff8000000000000ull;
  else memcpy(&u, &v, sizeof u);
  char text[18];
  text[0] = ' ';
  for (int i = 0; i < 16; i++) text[1 + i] = hex[(u >> (60 - 4 * i)) & 15];
  text[17] = 0;
  strbuf_puts(t, text);
}

static void nums(strbuf *t, const char *name, const double *v, int n) {
  strbuf_puts(t, name);
  for (int i = 0; i < n; i++) num(t, v[i]);
  strbuf_puts(t, "\n");
}

static void xform_bytes(strbuf *t, const genome_xform *x, int final) {
  strbuf_puts(t, final ? "final" : "xform");
  if (!final) num(t, x->weight);
  num(t, x->color);
  num(t, x->color_speed);
  num(t, x->opacity);
  strbuf_puts(t, "\n");
  nums(t, " coefs", &x->coefs[0][0], 6);
  nums(t, " post", &x->post[0][0], 6);
  for (int v = 0; v < FM_NVARS; v++) {
    if (x->var[v] == 0.0) continue;
    strbuf_printf(t, " var %d", v);
    num(t, x->var[v]);
    for (int p = 0; p < FM_NPARAMS; p++)
      if (genome_param_variation(p) == v) num(t, x->param[p]);
    strbuf_puts(t, "\n");
  }
}

static void subframe_iter_bytes(strbuf *t, const render_subframe *s) {
  const genome *g = s->cp;
  strbuf_puts(t, "sub");
  num(t, s->weight);
  strbuf_puts(t, "\n");
  strbuf_printf(t, "size %d %d %d\n", g->width, g->height, g->supersample);
  nums(t, "camera", g->center, 2);
  double cam[4] = {g->scale, g->zoom, g->rotate, g->quality};
  nums(t, "scale zoom rotate quality", cam, 4);
  strbuf_printf(t, "palette_mode %d\n", g->palette_mode);
  for (int i = 0; i < GENOME_PALETTE_SIZE; i++) nums(t, "c", g->palette[i], 4);
  for (int i = 0; i < g->num_xforms; i++) xform_bytes(t, &g->xforms[i], 0);
  if (g->has_final) xform_bytes(t, &g->final_xform, 1);
  int chaos = 0;
  for (int i = 0; i < g->num_xforms * g->num_xforms; i++)
    if (g->chaos[i] != 1.0) chaos = 1;
  if (chaos) nums(t, "chaos", g->chaos, g->num_xforms * g->num_xforms);
}

/* Runs fn in the C locale so numbers always use '.'. */
static char *in_c_locale(char *(*fn)(const void *), const void *arg) {
  locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (!c) return NULL;
  locale_t old = uselocale(c);
  char *out = fn(arg);
  uselocale(old);
  freelocale(c);
  return out;
}

typedef struct iter_args {
  const render_frame *frame;
  uint64_t seed;
} iter_args;

static char *iter_text(const void *arg) {
  const iter_args *a = arg;
  strbuf t = {0};
  render_geometry geo;
  if (render_geometry_of(a->frame, &geo, NULL) < 0) return NULL;
  strbuf_printf(&t, "flamebuild iter %d\nseed %llu\nsubframes %d\n", RENDER_ITER_FORMAT,
                (unsigned long long)a->seed, a->frame->nsub);
  /* The histogram's extent (its gutter depends on the filter and estimator radius). */
  strbuf_printf(&t, "histogram %d %d %d\n", geo.hist_width, geo.hist_height, geo.gutter);
  for (int i = 0; i < a->frame->nsub; i++) subframe_iter_bytes(&t, &a->frame->sub[i]);
  if (t.failed) {
    strbuf_free(&t);
    return NULL;
  }
  return t.buf;
}

typedef struct finish_args {
  const render_frame *frame;
  const char *iter_key;
  const finish_options *opt;
} finish_args;

static char *finish_text(const void *arg) {
  const finish_args *a = arg;
  strbuf t = {0};
  strbuf_printf(&t, "flamebuild finish %d\niter %s\nbpc %d transparent %d\n", RENDER_FINISH_FORMAT, a->iter_key,
                a->opt->bpc, a->opt->transparent);
  for (int i = 0; i < a->frame->nsub; i++) {
    const genome *g = a->frame->sub[i].cp;
    double tone[5] = {g->brightness, g->gamma, g->gamma_threshold, g->vibrancy, g->highlight_power};
    nums(&t, "tone", tone, 5);
    nums(&t, "background", g->background, 3);
    double de[3] = {g->estimator_radius, g->estimator_minimum, g->estimator_curve};
    nums(&t, "estimator", de, 3);
    strbuf_printf(&t, "filter %d", g->filter_shape);
    num(&t, g->filter);
    strbuf_puts(&t, "\n");
  }
  if (t.failed) {
    strbuf_free(&t);
    return NULL;
  }
  return t.buf;
}

char *frame_iter_bytes(const render_frame *frame, uint64_t seed) {
  iter_args a = {frame, seed};
  return in_c_locale(iter_text, &a);
}

char *frame_finish_bytes(const render_frame *frame, const char *iter_key, const finish_options *opt) {
  finish_args a = {frame, iter_key, opt};
  return in_c_locale(finish_text, &a);
}

int frame_keys(const render_frame *frame, uint64_t seed, const finish_options *opt, char iter_key[65],
               char finish_key[65], fb_error *err) {
  char *bytes = frame_iter_bytes(frame, seed);
  if (!bytes) return fb_errorf(err, "cannot compute the frame's iteration key (invalid frame or out of memory)");
  sha256_hex(bytes, strlen(bytes), iter_key);
  free(bytes);
  bytes = frame_finish_bytes(frame, iter_key, opt);
  if (!bytes) return fb_errorf(err, "cannot compute the frame's finish key (out of memory)");
  sha256_hex(bytes, strlen(bytes), finish_key);
  free(bytes);
  return 0;
}
