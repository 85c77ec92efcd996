/*
 * xform_step.h — the CPU's chaos-game step (kernels/variations.h: fm_apply_xform,
 * fm_apply_xform_passes, fm_apply_var) as functions of the library, compiled once in
 * render/iterate.c with the renderer's own flags.
 *
 * For the unit tests that check the double path against flam3, Fractorium and JWildfire: they
 * call the text the CPU renderer runs, instead of compiling every variation's formula into
 * themselves again (the inlined switch of all of them was ~12 CPU s of compile a test under
 * ASan). The renderer itself keeps the inline forms. (test_variation_refs compiles its own: it
 * builds the kernels with a scripted generator, FM_RNG_SCRIPTED, another fm_rng.)
 */
#ifndef FLAMEBUILD_RENDER_XFORM_STEP_H
#define FLAMEBUILD_RENDER_XFORM_STEP_H

#include "../kernels/variations.h"

int render_apply_xform(const fm_xform *xf, const fm_point *in, fm_point *out, fm_rng *rng);
int render_apply_xform_passes(const fm_xform *xf, const fm_xform_passes *passes, const fm_point *in, fm_point *out,
                              fm_rng *rng);
void render_apply_var(int index, fm_var_state *s, const fm_xform *xf, fm_real w, fm_rng *rng);

#endif
