/*
 * layout_check.c — compile-time proof that gpu_layout.h's fm_xform_f (what the host writes for
 * float kernels) is flame_math.h's fm_xform built with FM_REAL_FLOAT (what NVRTC reads). NVRTC
 * lays structs out as the host ABI does; the generated source also checks the size there.
 */
#define FM_REAL_FLOAT 1
#include <stddef.h>

#include "flame_math.h"
#include "gpu_layout.h"

#define SAME(f) \
  _Static_assert(offsetof(fm_xform, f) == offsetof(fm_xform_f, f), "fm_xform_f." #f " is not fm_xform's float layout")
SAME(c);
SAME(post);
SAME(has_post);
SAME(color);
SAME(color_speed);
SAME(vis);
SAME(nvars);
SAME(var_index);
SAME(var_weight);
SAME(pre_blur);
SAME(param);
SAME(pre);
_Static_assert(sizeof(fm_xform) == sizeof(fm_xform_f), "fm_xform_f size is not fm_xform's float size");
_Static_assert(sizeof(((fm_xform *)0)->pre) == sizeof(((fm_xform_f *)0)->pre), "fm_xform_f.pre size");
