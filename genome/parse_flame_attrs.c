/*
 * parse_flame_attrs.c — the attributes of a <flame> (parse.c reads the element): their table,
 * generated from genome_fields.h with flam3's special forms and aliases after, each value set
 * the way flam3 reads it, and the name as flam3 keeps it (genome_name_as_kept). Unknown
 * attributes are ignored as flam3 does, with a warning unless an editor wrote them.
 */
#include "parse_private.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "genome_fields.h"

/* ---- flame attributes -------------------------------------------------------------- */

typedef const char *(*enum_name_fn)(int);

enum flame_attr_kind {
  F_DOUBLE, F_INT, F_ENUM, F_NAME, F_SIZE, F_CENTER, F_BACKGROUND, F_ATOF_LENIENT, F_HUE, F_SOLO
};

typedef struct flame_attr {
  const char *name;
  enum flame_attr_kind kind;
  size_t offset;
  enum_name_fn enum_name;
} flame_attr;

#define AT(field) offsetof(genome, field)
/* Generated from the one list of fields (genome_fields.h); flam3's special forms and aliases
 * after. */
#define ATTR_NUM(m, names) {#m, F_DOUBLE, AT(m), NULL},
#define ATTR_TIME(m, names) {#m, F_DOUBLE, AT(m), NULL},
#define ATTR_INT(m, names) {#m, F_INT, AT(m), NULL},
#define ATTR_ENUM(m, names) {#m, F_ENUM, AT(m), names},
#define ATTR_OPTNUM ATTR_NUM
#define ATTR_OPTINT ATTR_INT
#define ATTR_OPTENUM ATTR_ENUM
#define ATTR_LENIENT(m, names) {#m, F_ATOF_LENIENT, AT(m), NULL},
#define ATTR_SIZE(m, names)
#define ATTR_CENTER(m, names)
#define ATTR_BACKGROUND(m, names)
#define ATTR_WITH_PREV(m, names)
#define ATTR_CONSUMED(m, names)
#define ATTR_FIELD(member, kind, def, changed, interp, key, xml, names) ATTR_##xml(member, names)
static const flame_attr flame_attrs[] = {
    GENOME_FLAME_FIELDS(ATTR_FIELD)
    {"name", F_NAME, AT(name), NULL},
    {"size", F_SIZE, 0, NULL},
    {"center", F_CENTER, AT(center), NULL},
    {"background", F_BACKGROUND, AT(background), NULL},
    {"palette", F_INT, AT(palette_index), NULL},
    {"hue", F_HUE, AT(hue), NULL},
    {"oversample", F_INT, AT(supersample), NULL},
    {"interpolation_space", F_ENUM, AT(interpolation_type), genome_interpolation_type_name},
    {"soloxform", F_SOLO, 0, NULL},
};
#undef AT

/* flam3 truncates the name to 64 bytes (we back off to a UTF-8 boundary so the name stays
 * printable) and turns white space into '_', except the last character (its loop stops
 * one short, and we keep that). */
void genome_name_as_kept(const char *value, char out[GENOME_NAME_MAX + 1]) {
  size_t n = strlen(value);
  if (n > GENOME_NAME_MAX) {
    n = GENOME_NAME_MAX;
    while (n > 0 && ((unsigned char)value[n] & 0xC0) == 0x80) n--;
  }
  memcpy(out, value, n);
  out[n] = 0;
  for (size_t i = 0; i + 1 < n; i++)
    if (parse_is_space((unsigned char)out[i])) out[i] = '_';
}

static void set_name(genome *g, const char *value) { genome_name_as_kept(value, g->name); }

static int set_enum(parser *p, xmlNode *n, const flame_attr *a, const char *value, int *field) {
  for (int i = 0; a->enum_name(i); i++) {
    if (strcmp(a->enum_name(i), value) == 0) {
      *field = i;
      return 0;
    }
  }
  if (a->enum_name == genome_filter_kernel_name) /* JWildfire's: its files keep its default (parse_editors.c) */
    parse_warn(p, n, "unknown filter_kernel \"%s\", drawn with JWildfire's MITCHELL_SMOOTH in its files, "
               "with filter_shape in others", value);
  else
    parse_warn(p, n, "unknown %s \"%s\", keeping %s (as flam3 does)", a->name, value, a->enum_name(*field));
  return 0;
}

/* Out-of-range strtol/strtod results are errors; lenient atof keeps the numeric prefix. */
static int lenient_number(parser *p, xmlNode *n, const char *name, const char *value, double *out) {
  *out = strtod(value, NULL);
  if (!isfinite(*out)) return parse_fail(p, n, "attribute %s=\"%s\" is not a finite number", name, value);
  return 0;
}

static int set_flame_attr(parser *p, xmlNode *n, genome *g, const flame_attr *a, const char *value,
                          double *solo) {
  char *field = (char *)g + a->offset;
  const char *s = value;
  double v;
  switch (a->kind) {
  case F_DOUBLE: return parse_number(p, n, a->name, value, (double *)field);
  case F_INT: return parse_one_integer(p, n, a->name, value, (int *)field);
  case F_ENUM: return set_enum(p, n, a, value, (int *)field);
  case F_NAME: set_name(g, value); return 0;
  case F_CENTER: return parse_numbers(p, n, a->name, value, SSCANF, (double *)field, 2);
  case F_BACKGROUND: return parse_numbers(p, n, a->name, value, SSCANF, (double *)field, 3);
  case F_ATOF_LENIENT: return lenient_number(p, n, a->name, value, (double *)field);
  case F_SIZE:
    if (parse_integer(p, n, a->name, value, &s, SSCANF, &g->width) < 0 ||
        parse_integer(p, n, a->name, value, &s, SSCANF, &g->height) < 0)
      return -1;
    while (parse_is_space((unsigned char)*s)) s++;
    return *s ? parse_bad_number(p, n, a->name, value) : 0;
  case F_HUE:
    if (parse_number(p, n, a->name, value, &v) < 0) return -1;
    g->hue = fmod(v, 1.0);
    return 0;
  case F_SOLO:
    if (parse_number(p, n, a->name, value, &v) < 0) return -1;
    if (v <= -2147483648.0 || v >= 2147483648.0) return parse_bad_number(p, n, a->name, value);
    *solo = (double)(int)v; /* flam3 stores it in an int */
    return 0;
  }
  return 0;
}

static const char *flame_attr_name(int i, void *ctx) {
  (void)ctx;
  return i < (int)(sizeof flame_attrs / sizeof flame_attrs[0]) ? flame_attrs[i].name : NULL;
}

/* What editors (Apophysis, Fractorium, JWildfire) write on <flame> beside flam3's attributes
 * and that changes nothing drawn: flam3 ignores them, and so do we, quietly — a warning on
 * every such file would hide the ones that matter. (Their version, camera and render settings
 * are parse_editors.c's.) */
static int editor_extra(const char *name) {
  static const char *const extras[] = {"url", "nick", "notes", "plugins", "new_linear", "filename",
                                       "creator", "gradient", "palette_count", "sub_batch_size", "fuse",
                                       "rand_range", "angle", NULL};
  for (int i = 0; extras[i]; i++)
    if (!strcmp(name, extras[i])) return 1;
  return 0;
}

int parse_flame_attrs(parser *p, xmlNode *n, genome *g, double *solo) {
  if (!n->properties) return parse_fail(p, n, "<flame> element has no attributes (flam3 rejects it)");
  parse_editor_flame_begin(p);
  for (xmlAttr *attr = n->properties; attr; attr = attr->next) {
    const flame_attr *a = NULL;
    for (size_t i = 0; i < sizeof flame_attrs / sizeof flame_attrs[0] && !a; i++)
      if (strcmp((const char *)attr->name, flame_attrs[i].name) == 0) a = &flame_attrs[i];
    if (!a) { /* flam3 ignores unknown flame attributes: so do we, saying so */
      const char *name = (const char *)attr->name;
      xmlChar *value = xmlNodeGetContent((xmlNode *)attr);
      const int camera = parse_editor_flame_attr(p, n, name, value ? (const char *)value : "");
      const int quiet = camera != 0 || editor_extra(name) ||
                        parse_editor_flame_setting(p, name, value ? (const char *)value : "");
      xmlFree(value);
      if (camera < 0) return -1;
      if (!quiet && parse_first_time(p, "attribute", name)) {
        char hint[96];
        parse_did_you_mean(name, flame_attr_name, NULL, hint, sizeof hint);
        parse_warn(p, n, "unknown attribute %s on <flame>, ignored%s", name, hint);
      }
      continue;
    }
    xmlChar *v = xmlNodeGetContent((xmlNode *)attr);
    int rc = set_flame_attr(p, n, g, a, v ? (const char *)v : "", solo);
    xmlFree(v);
    if (rc < 0) return -1;
  }
  return parse_editor_flame_end(p, n, g);
}
