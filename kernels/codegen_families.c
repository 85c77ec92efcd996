/*
 * codegen_families.c — the family files (kernels/var_*.h) a kernel of its own and a generic
 * kernel of one block include (codegen.h: codegen_families_of, codegen_families_of_range).
 *
 * Every variation beyond flam3's classic file is defined in one family file, on a line that
 * starts "FM_VAR(name)". Which file holds which variation is read once a process from the
 * embedded headers themselves, so that adding a family or a variation keeps no list here in
 * step. A family file includes the families whose helpers it calls (variations.h includes
 * them all for the CPU, the emulation and the generic kernel of every variation), so naming
 * each variation's file is enough.
 *
 * Why: variations.h with every family is ~1 MB of source that NVRTC's front end read for every
 * kernel: a fifth of an own kernel's compile on the dev machine, most of it on the H200's host
 * (bench/BENCHMARKS.md, "Kernel compile time").
 */
#include "codegen.h"

#include <pthread.h>
#include <string.h>

/* family_of[v]: the kernel_headers index of the file defining variation v; -1 for var_classic.h
 * (always included) or a variation no embedded file defines (then every family is included). */
static int family_of[FM_NVARS];
static int all_found;
static pthread_once_t families_once = PTHREAD_ONCE_INIT;

static const char *const names[FM_NVARS] = {
#define NAME(index, name) [index] = #name,
    FM_VARIATION_LIST(NAME)
#undef NAME
};

static int index_of(const char *name, size_t len) {
  for (int v = 0; v < FM_NVARS; v++)
    if (names[v] && strlen(names[v]) == len && memcmp(names[v], name, len) == 0) return v;
  return -1;
}

static void read_families(void) {
  unsigned char found[FM_NVARS] = {0};
  for (int v = 0; v < FM_NVARS; v++) family_of[v] = -1;
  for (int h = 0; h < kernel_header_count; h++) {
    const char *file = kernel_headers[h].name;
    if (strncmp(file, "var_", 4) != 0) continue;
    const int classic = strcmp(file, "var_classic.h") == 0;
    for (const char *p = kernel_headers[h].text; (p = strstr(p, "FM_VAR(")) != NULL; p += 7) {
      if (p != kernel_headers[h].text && p[-1] != '\n') continue; /* a mention, not a definition */
      const char *name = p + 7, *end = strchr(name, ')');
      const int v = end ? index_of(name, (size_t)(end - name)) : -1;
      if (v < 0) continue;
      found[v] = 1;
      family_of[v] = classic ? -1 : h;
    }
  }
  all_found = 1;
  for (int v = 0; v < FM_NVARS; v++)
    if (names[v] && !found[v]) all_found = 0;
}

const char *codegen_variation_name(int variation) {
  return variation >= 0 && variation < FM_NVARS ? names[variation] : NULL;
}

int codegen_family_of(int variation) {
  pthread_once(&families_once, read_families);
  return variation >= 0 && variation < FM_NVARS ? family_of[variation] : -1;
}

/* The family files of the variations marked in used[], in the embedded order. */
static int families_of_used(const unsigned char used[FM_NVARS], const char *files[], int max) {
  pthread_once(&families_once, read_families);
  if (!all_found) return -1;
  unsigned char wanted[256] = {0};
  int n = 0;
  for (int v = 0; v < FM_NVARS; v++) {
    const int h = used[v] ? family_of[v] : -1;
    if (h >= (int)sizeof wanted) return -1;
    if (h < 0 || wanted[h]) continue;
    wanted[h] = 1;
    n++;
  }
  if (n > max) return -1;
  n = 0;
  for (int h = 0; h < kernel_header_count && h < (int)sizeof wanted; h++) /* the embedded order: one source a set */
    if (wanted[h]) files[n++] = kernel_headers[h].name;
  return n;
}

int codegen_families_of(const codegen_structure *s, const char *files[], int max) {
  unsigned char used[FM_NVARS] = {0};
  for (int i = 0; i < s->num_xforms + s->num_finals; i++) {
    if (s->xforms[i].pre_blur) used[FM_VAR_pre_blur] = 1; /* kept apart from the list */
    for (int k = 0; k < s->xforms[i].nvars; k++) used[s->xforms[i].var[k]] = 1;
  }
  return families_of_used(used, files, max);
}

int codegen_families_of_range(int lo, int hi, const char *files[], int max) {
  unsigned char used[FM_NVARS] = {0};
  for (int v = 0; v < FM_NVARS; v++) used[v] = v < FM_NVARS_FLAM3 || (v >= lo && v < hi);
  return families_of_used(used, files, max);
}
