/*
 * parse_backdrop.c — JWildfire's background of more than one colour into genome.backdrop
 * (render/backdrop.h draws it): its gradient (background_type and the corners) and its
 * background xforms (<bgxform>, kept as a text of their own).
 */
#include "parse_private.h"

#include <libxml/tree.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../util/strbuf.h"
#include "resource_text.h"

/* The gradient: background_type GRADIENT_2X2 (four corners blended across the image) or
 * GRADIENT_2X2_C (and the centre), each corner "r g b" in 0..1, black where the file names none.
 * JWildfire's new flames take GRADIENT_2X2_C also where the file has no type and no single
 * colour (jwildfire_default). A gradient of one colour is that colour, the flame's background
 * (as every one of 307 JWildfire files seen: black), so that such flames draw and key as a
 * flame of one background colour; the printer writes a gradient back in these attributes, which
 * are read from any file. */
void parse_backdrop_gradient(parser *p, xmlNode *n, genome *g, int jwildfire_default) {
  xmlChar *type = xmlGetProp(n, BAD_CAST "background_type");
  int corners = 0; /* the corners the type blends: 0 for a single colour */
  if (type) corners = !strcmp((const char *)type, "GRADIENT_2X2") ? 4 : !strcmp((const char *)type, "GRADIENT_2X2_C") ? 5 : 0;
  else if (jwildfire_default && !xmlHasProp(n, BAD_CAST "background")) corners = 5;
  xmlFree(type);
  if (!corners) return;
  static const char *const names[5] = {"background_ul", "background_ur", "background_ll", "background_lr", "background_cc"};
  double colour[5][3] = {{0}};
  int same = 1;
  for (int k = 0; k < corners; k++) {
    xmlChar *v = xmlGetProp(n, BAD_CAST names[k]);
    if (v) {
      double c[3];
      if (sscanf((const char *)v, "%lf %lf %lf", &c[0], &c[1], &c[2]) == 3 && isfinite(c[0]) && isfinite(c[1]) &&
          isfinite(c[2]))
        memcpy(colour[k], c, sizeof c);
      else
        parse_warn(p, n, "%s=\"%.40s\" is not three finite numbers: read as black", names[k], (const char *)v);
      xmlFree(v);
    }
    for (int c = 0; c < 3; c++) same &= colour[k][c] == colour[0][c];
  }
  if (same) {
    for (int c = 0; c < 3; c++) g->background[c] = colour[0][c];
    return;
  }
  g->backdrop.type = corners == 4 ? BACKDROP_GRADIENT_2X2 : BACKDROP_GRADIENT_2X2_C;
  memcpy(g->backdrop.corner, colour, sizeof colour);
}

/* One element of `body` as XML text, its name `rename` where given (a <bgxform> as the <xform>
 * of the background xforms' own flame), with `extra` attributes after the name. */
static void dump_element(strbuf *t, xmlNode *body, xmlNode *c, const char *rename, const char *extra) {
  xmlBufferPtr buf = xmlBufferCreate();
  if (!buf) {
    t->failed = 1;
    return;
  }
  if (xmlNodeDump(buf, body->doc, c, 0, 0) < 0) t->failed = 1;
  const char *s = (const char *)xmlBufferContent(buf);
  const size_t name_len = strlen((const char *)c->name);
  if (s && rename && s[0] == '<' && !strncmp(s + 1, (const char *)c->name, name_len)) {
    strbuf_printf(t, "<%s%s", rename, extra);
    s += 1 + name_len;
  }
  if (s) strbuf_puts(t, s);
  strbuf_puts(t, "\n");
  xmlBufferFree(buf);
}

int parse_backdrop_xforms(parser *p, xmlNode *n, xmlNode *body, genome *g) {
  int count = 0;
  for (xmlNode *c = body->children; c; c = c->next) count += xml_is_named(c, "bgxform");
  if (count == 0) return 0;
  /* their own flame: the editor that wrote them (its rules for their variations), the
   * <bgxform>s as its xforms, the layer's palette as its own */
  strbuf t = {0};
  strbuf_puts(&t, "<flame name=\"background xforms\""); /* (a flame of no attributes is refused, as flam3 does) */
  if (p->version[0]) {
    strbuf_puts(&t, " version=\"");
    for (const char *v = p->version; *v; v++)
      if (*v != '"' && *v != '<' && *v != '&') strbuf_put(&t, v, 1);
    strbuf_puts(&t, "\"");
  }
  strbuf_puts(&t, ">\n");
  int kept = 0;
  for (xmlNode *c = body->children; c; c = c->next) {
    if (xml_is_named(c, "bgxform")) {
      if (kept == GENOME_BACKDROP_MAX_XFORMS) { /* (each costs its variations at every pixel) */
        parse_unsupported_feature(p, "JWildfire's background xforms past the 256th");
        continue;
      }
      kept++;
      /* one of no colour type keeps the point's colour (JWildfire's UNSET, which its layers
       * make DIFFUSION for their xforms alone: Layer.java), where an xform's blends */
      dump_element(&t, body, c, "xform", xmlHasProp(c, BAD_CAST "color_type") ? "" : " color_type=\"NONE\"");
    } else if (xml_is_named(c, "palette") || xml_is_named(c, "color") || xml_is_named(c, "colors")) {
      dump_element(&t, body, c, NULL, "");
    }
  }
  strbuf_puts(&t, "</flame>\n");
  if (t.failed) {
    strbuf_free(&t);
    return parse_fail(p, n, "out of memory reading the background xforms");
  }
  const uint64_t digest = genome_text_keep(t.buf, strlen(t.buf));
  if (!digest) {
    parse_unsupported_feature(p, "JWildfire's background xforms (not kept: too many texts)");
    strbuf_free(&t);
    return 0;
  }
  /* what of them is not drawn, said as the flame's own (their variations, their settings) */
  genome_list bg;
  fb_error err;
  genome_parse_options opt = {NULL, {NULL, NULL}};
  if (genome_parse_memory(t.buf, strlen(t.buf), "JWildfire's background xforms", &opt, &bg, &err) < 0) {
    parse_unsupported_feature(p, "JWildfire's background xforms, which are not xforms flamebuild reads");
    strbuf_free(&t);
    return 0;
  }
  if (bg.unsupported[0]) {
    char what[sizeof bg.unsupported + 64];
    snprintf(what, sizeof what, "in JWildfire's background xforms: %s", bg.unsupported);
    parse_unsupported_feature(p, what);
  }
  genome_list_free(&bg);
  strbuf_free(&t);
  genome_text_digest_split(digest, g->backdrop.xforms);
  /* their plane is JWildfire's cam_zoom's (which the flame's scale took), or what flamebuild's
   * printer wrote of it */
  g->backdrop.zoom = p->has_cam_zoom ? p->cam_zoom : 1.0;
  xmlChar *zoom = xmlGetProp(n, BAD_CAST "backdrop_zoom");
  if (zoom) {
    char *end;
    const double z = strtod((const char *)zoom, &end);
    if (end != (const char *)zoom && !*end && z > 0 && isfinite(z)) g->backdrop.zoom = z;
    else parse_warn(p, n, "backdrop_zoom=\"%.40s\" is not a positive number: read as 1", (const char *)zoom);
    xmlFree(zoom);
  }
  return 0;
}
