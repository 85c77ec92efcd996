/*
 * apo_plugin.h — one Apophysis 7X plugin as apo_refs.c drives it: apo_plugin.c compiles the
 * plugin's own source (APO_SOURCE, APO_SOURCE2) with apoplugin.h, and this is all the driver
 * sees of it, so that the plugin's macros (its `e`, `r`, `vvar` …) stay in that file.
 */
#ifndef FLAMEBUILD_APO_PLUGIN_H
#define FLAMEBUILD_APO_PLUGIN_H

#include <stdint.h>

/* One call: the weight, the xform's affine as Apophysis 7X hands it to a plugin (a … f:
 * c00 c01 c10 c11 c20 c21), the affine's point t, the sum so far p and the colour; the call
 * leaves p, t and the colour as the plugin does. */
typedef struct apo_call {
  double w, affine[6];
  double tx, ty, tz, px, py, pz, color;
} apo_call;

const char *apo_plugin_name(void);
/* the index of the plugin's variable NAME, -1 if it has none */
int apo_plugin_variable(const char *name);
/* Every variable at its default, then n of them (index[k]) stored as the editor stores the
 * value[k] an artist types; then PluginVarPrepare and PluginVarCalc on the call. */
void apo_plugin_run(int n, const int *index, const double *value, apo_call *call);

/* the harness's random stream, which apoplugin.h's random01() and rand() draw from */
uint32_t apo_draw(void);

#endif
