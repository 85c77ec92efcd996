/*
 * text_shape.c — text_wf's points: fonts found by name, the text painted as Java2D paints it
 * (see text_shape.h). Shapes are few and small (a signature: tens of thousands of points), made
 * under one lock and kept for the process.
 */
#include "text_shape.h"

#include <ctype.h>
#include <dirent.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* XXH3 as a header-only library (Debian's libxxhash-dev), as render/keys.c has it */
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

/* ------------------------------------------------------------------------------------------ */
/* Fonts by name                                                                               */

typedef struct font_face {
  char *family, *style, *path;
  long index; /* in a collection (.ttc) */
} font_face;

static font_face *faces;
static int nfaces, faces_cap;

/* Java's logical names and the editors' usual fonts, each drawn in the Liberation font that has
 * its metrics (the others: their own name) */
static const char *const font_aliases[][2] = {
    {"arial", "liberation sans"},          {"helvetica", "liberation sans"},
    {"arimo", "liberation sans"},          {"sansserif", "liberation sans"},
    {"sans-serif", "liberation sans"},     {"dialog", "liberation sans"},
    {"arial narrow", "liberation sans narrow"},
    {"times new roman", "liberation serif"}, {"times", "liberation serif"},
    {"tinos", "liberation serif"},         {"serif", "liberation serif"},
    {"courier new", "liberation mono"},    {"courier", "liberation mono"},
    {"cousine", "liberation mono"},        {"monospaced", "liberation mono"},
    {"dialoginput", "liberation mono"},
};

static int has_font_suffix(const char *name) {
  const char *dot = strrchr(name, '.');
  return dot && (!strcasecmp(dot, ".ttf") || !strcasecmp(dot, ".otf") || !strcasecmp(dot, ".ttc"));
}

static char *lower_dup(const char *s) {
  char *d = strdup(s ? s : "");
  for (char *c = d; c && *c; c++) *c = (char)tolower((unsigned char)*c);
  return d;
}

static void add_face(const char *family, const char *style, const char *path, long index) {
  if (nfaces == faces_cap) {
    const int cap = faces_cap ? 2 * faces_cap : 64;
    font_face *f = realloc(faces, (size_t)cap * sizeof *f);
    if (!f) return;
    faces = f;
    faces_cap = cap;
  }
  font_face *f = &faces[nfaces];
  f->family = lower_dup(family);
  f->style = lower_dup(style);
  f->path = strdup(path);
  f->index = index;
  if (f->family && f->style && f->path) nfaces++;
  else {
    free(f->family);
    free(f->style);
    free(f->path);
  }
}

/* Every face of the font files under dir, depth levels of folders down (a folder reached by a
 * link is not entered: no loops). */
static void scan_fonts(FT_Library lib, const char *dir, int depth) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] == '.') continue;
    char path[4096];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= sizeof path) continue;
    struct stat st;
    if (lstat(path, &st) != 0) continue;
    if (S_ISDIR(st.st_mode)) {
      if (depth > 0) scan_fonts(lib, path, depth - 1);
      continue;
    }
    if (!has_font_suffix(e->d_name)) continue;
    FT_Face face;
    long n = 1;
    for (long k = 0; k < n && k < 64; k++) {
      if (FT_New_Face(lib, path, k, &face) != 0) break;
      n = face->num_faces;
      if (face->family_name && (face->face_flags & FT_FACE_FLAG_SCALABLE))
        add_face(face->family_name, face->style_name, path, k);
      FT_Done_Face(face);
    }
  }
  closedir(d);
}

static void scan_all_fonts(FT_Library lib) {
  const char *list = getenv("FLAMEBUILD_FONTS"), *home = getenv("HOME"), *data = getenv("XDG_DATA_HOME");
  char dir[4096];
  while (list && *list) {
    const size_t len = strcspn(list, ":");
    if (len > 0 && len < sizeof dir) {
      memcpy(dir, list, len);
      dir[len] = 0;
      scan_fonts(lib, dir, 4);
    }
    list += len + (list[len] == ':');
  }
  if (data && *data && (size_t)snprintf(dir, sizeof dir, "%s/fonts", data) < sizeof dir) scan_fonts(lib, dir, 4);
  if (home && *home) {
    if ((size_t)snprintf(dir, sizeof dir, "%s/.local/share/fonts", home) < sizeof dir) scan_fonts(lib, dir, 4);
    if ((size_t)snprintf(dir, sizeof dir, "%s/.fonts", home) < sizeof dir) scan_fonts(lib, dir, 4);
  }
  scan_fonts(lib, "/usr/local/share/fonts", 4);
  scan_fonts(lib, "/usr/share/fonts", 4);
}

static int plain_style(const char *style) {
  return !strcmp(style, "regular") || !strcmp(style, "book") || !strcmp(style, "normal") ||
         !strcmp(style, "roman") || !strcmp(style, "medium");
}

/* The face of a family name (its plain style first), or of a full name "family style"; NULL. */
static const font_face *face_named(const char *name) {
  const font_face *any = NULL;
  for (int i = 0; i < nfaces; i++) {
    if (strcmp(faces[i].family, name) != 0) continue;
    if (plain_style(faces[i].style)) return &faces[i];
    if (!any) any = &faces[i];
  }
  if (any) return any;
  for (int i = 0; i < nfaces; i++) {
    const size_t lf = strlen(faces[i].family);
    if (!strncmp(name, faces[i].family, lf) && name[lf] == ' ' && !strcmp(name + lf + 1, faces[i].style))
      return &faces[i];
  }
  return NULL;
}

/* The face a file's font name is drawn in: its own, its metric twin's, or Liberation Sans, or
 * then DejaVu Sans (Java's Dialog on Linux); NULL when there is no font at all. */
static const font_face *face_for(const char *font) {
  char *name = lower_dup(font);
  if (!name) return NULL;
  for (char *c = name; *c; c++) /* Java trims the name; tabs and the like as spaces */
    if (isspace((unsigned char)*c)) *c = ' ';
  const font_face *f = face_named(name);
  for (size_t k = 0; !f && k < sizeof font_aliases / sizeof font_aliases[0]; k++)
    if (!strcmp(name, font_aliases[k][0])) f = face_named(font_aliases[k][1]);
  free(name);
  if (!f) f = face_named("liberation sans");
  if (!f) f = face_named("dejavu sans");
  for (int i = 0; !f && i < nfaces; i++)
    if (plain_style(faces[i].style)) f = &faces[i];
  return f;
}

/* ------------------------------------------------------------------------------------------ */
/* Painting                                                                                    */

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static FT_Library library;
static int library_state; /* 0: not tried, 1: ready, -1: FreeType failed */

static int ready(void) {
  if (library_state == 0) {
    library_state = FT_Init_FreeType(&library) == 0 ? 1 : -1;
    if (library_state == 1) scan_all_fonts(library);
  }
  return library_state == 1;
}

/* The text's code points: UTF-8, or each byte one (Latin-1) where it is not valid UTF-8. */
static size_t code_points(const unsigned char *s, size_t len, uint32_t *out) {
  size_t n = 0, i = 0;
  int valid = 1;
  while (i < len && valid) {
    const unsigned c = s[i];
    int extra = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
    if (extra < 0 || i + (size_t)extra >= len) {
      valid = 0;
      break;
    }
    uint32_t cp = extra == 0 ? c : c & (0x3Fu >> extra);
    for (int k = 1; k <= extra; k++) {
      if ((s[i + k] & 0xC0) != 0x80) valid = 0;
      cp = cp << 6 | (s[i + k] & 0x3F);
    }
    out[n++] = cp;
    i += (size_t)extra + 1;
  }
  if (valid) return n;
  for (i = 0; i < len; i++) out[i] = s[i];
  return len;
}

/* A 1-bit image of the lit pixels, w × h */
typedef struct mask {
  int w, h;
  unsigned char *bits;
} mask;

static void mask_set(mask *m, long x, long y) {
  if (x >= 0 && y >= 0 && x < m->w && y < m->h) m->bits[((size_t)y * (size_t)m->w + (size_t)x) >> 3] |= (unsigned char)(1u << (x & 7));
}

/* The outline's edges, flattened, in the image's pixels (y down) */
typedef struct edges {
  double *e; /* x0 y0 x1 y1 a line */
  size_t n, cap;
  double ox, oy, cx, cy;
  int failed;
} edges;

static void edge_to(edges *g, double x, double y) {
  if (g->n == g->cap) {
    const size_t cap = g->cap ? 2 * g->cap : 1024;
    double *e = realloc(g->e, cap * 4 * sizeof *e);
    if (!e) {
      g->failed = 1;
      return;
    }
    g->e = e;
    g->cap = cap;
  }
  double *e = g->e + 4 * g->n++;
  e[0] = g->cx, e[1] = g->cy, e[2] = x, e[3] = y;
  g->cx = x, g->cy = y;
}

#define PX(v) (g->ox + (double)(v)->x / 64.0)
#define PY(v) (g->oy - (double)(v)->y / 64.0)

static int outline_move(const FT_Vector *to, void *u) {
  edges *g = u;
  g->cx = PX(to), g->cy = PY(to);
  return 0;
}
static int outline_line(const FT_Vector *to, void *u) {
  edges *g = u;
  edge_to(g, PX(to), PY(to));
  return 0;
}
/* Bézier curves in lines of about half a pixel's error at most */
static int curve_steps(double len) {
  const int n = 1 + (int)sqrt(len * 2.0);
  return n > 256 ? 256 : n;
}
static int outline_conic(const FT_Vector *c, const FT_Vector *to, void *u) {
  edges *g = u;
  const double x0 = g->cx, y0 = g->cy, x1 = PX(c), y1 = PY(c), x2 = PX(to), y2 = PY(to);
  const int n = curve_steps(hypot(x1 - x0, y1 - y0) + hypot(x2 - x1, y2 - y1));
  for (int i = 1; i <= n; i++) {
    const double t = (double)i / n, a = (1 - t) * (1 - t), b = 2 * t * (1 - t), d = t * t;
    edge_to(g, a * x0 + b * x1 + d * x2, a * y0 + b * y1 + d * y2);
  }
  return 0;
}
static int outline_cubic(const FT_Vector *c1, const FT_Vector *c2, const FT_Vector *to, void *u) {
  edges *g = u;
  const double x0 = g->cx, y0 = g->cy, x1 = PX(c1), y1 = PY(c1), x2 = PX(c2), y2 = PY(c2), x3 = PX(to), y3 = PY(to);
  const int n = curve_steps(hypot(x1 - x0, y1 - y0) + hypot(x2 - x1, y2 - y1) + hypot(x3 - x2, y3 - y2));
  for (int i = 1; i <= n; i++) {
    const double t = (double)i / n, s = 1 - t;
    edge_to(g, s * s * s * x0 + 3 * s * s * t * x1 + 3 * s * t * t * x2 + t * t * t * x3,
            s * s * s * y0 + 3 * s * s * t * y1 + 3 * s * t * t * y2 + t * t * t * y3);
  }
  return 0;
}
#undef PX
#undef PY

typedef struct crossing {
  double x;
  int dir;
} crossing;

static int by_x(const void *a, const void *b) {
  const double x = ((const crossing *)a)->x, y = ((const crossing *)b)->x;
  return x < y ? -1 : x > y;
}

/* Fills the edges' inside (non-zero winding) where it covers a pixel's corner (x, y). */
static int fill_edges(const edges *g, mask *m) {
  crossing *c = malloc((g->n + 1) * sizeof *c);
  if (!c) return -1;
  for (int y = 0; y < m->h; y++) {
    const double sy = y;
    size_t k = 0;
    for (size_t s = 0; s < g->n; s++) {
      const double *e = g->e + 4 * s;
      if ((e[1] <= sy) == (e[3] <= sy)) continue;
      c[k].x = e[0] + (sy - e[1]) / (e[3] - e[1]) * (e[2] - e[0]);
      c[k++].dir = e[3] > e[1] ? 1 : -1;
    }
    if (k == 0) continue;
    qsort(c, k, sizeof *c, by_x);
    int wind = 0;
    for (size_t i = 0; i + 1 < k; i++) {
      wind += c[i].dir;
      if (wind == 0) continue;
      for (long x = (long)ceil(c[i].x); (double)x < c[i + 1].x; x++) mask_set(m, x, y);
    }
  }
  free(c);
  return 0;
}

/* Paints the code points into m as Java2D's drawString at (left, base): FreeType's hinted
 * monochrome bitmaps at Java's glyph-image sizes (up to 100 pixels), else the outlines. */
static int paint(FT_Face face, const uint32_t *cp, size_t n, const int *advance, int font_size, long left, long base,
                 mask *m) {
  if (font_size <= 100) {
    long pen = left;
    for (size_t i = 0; i < n; i++) {
      if (FT_Load_Char(face, cp[i], FT_LOAD_TARGET_MONO | FT_LOAD_RENDER | FT_LOAD_MONOCHROME) != 0) continue;
      const FT_Bitmap *b = &face->glyph->bitmap;
      const long x0 = pen + face->glyph->bitmap_left, y0 = base - face->glyph->bitmap_top;
      if (b->pixel_mode == FT_PIXEL_MODE_MONO)
        for (unsigned r = 0; r < b->rows; r++)
          for (unsigned col = 0; col < b->width; col++)
            if (b->buffer[(long)r * b->pitch + col / 8] >> (7 - col % 8) & 1) mask_set(m, x0 + col, y0 + r);
      pen += advance[i];
    }
    return 0;
  }
  edges g = {0};
  const FT_Outline_Funcs funcs = {outline_move, outline_line, outline_conic, outline_cubic, 0, 0};
  long pen = left;
  for (size_t i = 0; i < n && !g.failed; i++) {
    if (FT_Load_Char(face, cp[i], FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) == 0 &&
        face->glyph->format == FT_GLYPH_FORMAT_OUTLINE) {
      g.ox = (double)pen, g.oy = (double)base;
      FT_Outline_Decompose(&face->glyph->outline, &funcs, &g);
    }
    pen += advance[i];
  }
  const int rc = g.failed ? -1 : fill_edges(&g, m);
  free(g.e);
  return rc;
}

/* The shape of the text in face f, or an empty one. Java's layout (TextTransformer): the string's
 * bounds, its advances rounded a glyph, (int)(width + 0.5) by (int)(ascent + descent + leading +
 * 0.5) + baseline; the image that plus the font size on every side; the text at its centre, its
 * baseline at the top plus the baseline offset plus (int)(ascent + 0.95). */
static void make_shape(const font_face *f, const uint32_t *cp, size_t n, int font_size, int baseline,
                       text_shape *out) {
  FT_Face face;
  if (FT_New_Face(library, f->path, f->index, &face) != 0) return;
  int *advance = malloc((n ? n : 1) * sizeof *advance);
  mask m = {0};
  if (!advance || FT_Set_Char_Size(face, 0, (FT_F26Dot6)font_size * 64, 72, 72) != 0) goto done;
  const double ys = (double)face->size->metrics.y_scale / 4194304.0; /* 16.16 and 26.6 */
  const double ascent = (float)(face->ascender * ys), descent = (float)(-face->descender * ys),
               leading = (float)(face->height * ys) - ascent - descent;
  double width = 0;
  for (size_t i = 0; i < n; i++) {
    advance[i] = FT_Load_Char(face, cp[i], FT_LOAD_TARGET_MONO) == 0
                     ? (int)floor((double)face->glyph->advance.x / 64.0 + 0.5) : 0;
    width += advance[i];
  }
  const long text_w = (long)(width + 0.5), text_h = (long)(ascent + descent + leading + 0.5) + baseline;
  const long w = text_w + 2L * font_size, h = text_h + 2L * font_size;
  if (w <= 0 || h <= 0 || (double)w * (double)h > 64.0 * TEXT_SHAPE_MAX_POINTS) goto done;
  m.w = (int)w, m.h = (int)h;
  m.bits = calloc(((size_t)w * (size_t)h + 7) / 8, 1);
  if (!m.bits) goto done;
  const long left = (w - text_w) / 2, top = (h - text_h) / 2 + baseline;
  if (paint(face, cp, n, advance, font_size, left, top + (long)(0.95 + ascent), &m) < 0) goto done;
  size_t lit = 0;
  for (size_t k = 0; k < ((size_t)w * (size_t)h + 7) / 8; k++) lit += (size_t)__builtin_popcount(m.bits[k]);
  if (lit == 0 || lit > TEXT_SHAPE_MAX_POINTS) goto done;
  float *xy = malloc(2 * lit * sizeof *xy);
  if (!xy) goto done;
  size_t k = 0;
  for (long i = 0; i < h; i++)
    for (long j = 0; j < w; j++) {
      const size_t at = (size_t)i * (size_t)w + (size_t)j;
      if (!(m.bits[at >> 3] >> (j & 7) & 1)) continue;
      xy[2 * k] = (float)j; /* exact: an image is narrower than 2^24 pixels */
      xy[2 * k + 1] = (float)i;
      k++;
    }
  out->xy = xy;
  out->count = (uint32_t)lit;
  out->width = m.w;
  out->height = m.h;
  const uint64_t head[3] = {out->count, (uint64_t)m.w, (uint64_t)m.h};
  out->digest = XXH3_64bits_withSeed(xy, 2 * lit * sizeof *xy, XXH3_64bits(head, sizeof head));
done:
  free(m.bits);
  free(advance);
  FT_Done_Face(face);
}

/* ------------------------------------------------------------------------------------------ */
/* The process's shapes                                                                        */

typedef struct cached {
  struct cached *next;
  unsigned char *key;
  size_t key_len;
  text_shape shape;
} cached;

static cached *shapes;
static size_t total_points, max_total_points = TEXT_SHAPE_MAX_TOTAL_POINTS; /* under the lock */

void text_shape_limit_points(size_t max_total) {
  pthread_mutex_lock(&lock);
  max_total_points = max_total;
  pthread_mutex_unlock(&lock);
}

const text_shape *text_shape_get(const unsigned char *text, size_t len, const char *font, int font_size,
                                 int baseline) {
  static const text_shape none = {0};
  if (!font) font = "";
  const size_t font_len = strlen(font);
  const size_t key_len = 2 * sizeof(int) + font_len + 1 + len;
  unsigned char *key = malloc(key_len);
  if (!key) return &none;
  memcpy(key, &font_size, sizeof(int));
  memcpy(key + sizeof(int), &baseline, sizeof(int));
  memcpy(key + 2 * sizeof(int), font, font_len + 1);
  if (len) memcpy(key + 2 * sizeof(int) + font_len + 1, text, len);
  pthread_mutex_lock(&lock);
  cached *c;
  for (c = shapes; c; c = c->next)
    if (c->key_len == key_len && !memcmp(c->key, key, key_len)) break;
  if (!c && (c = calloc(1, sizeof *c)) != NULL) {
    c->key = key;
    c->key_len = key_len;
    key = NULL;
    uint32_t *cp = malloc((len ? len : 1) * sizeof *cp);
    const font_face *f = ready() ? face_for(font) : NULL;
    if (cp && f && font_size > 0 && font_size <= TEXT_SHAPE_MAX_SIZE && baseline > -font_size &&
        baseline <= TEXT_SHAPE_MAX_SIZE)
      make_shape(f, cp, code_points(text, len, cp), font_size, baseline, &c->shape);
    free(cp);
    if (c->shape.count > max_total_points - (total_points < max_total_points ? total_points : max_total_points)) {
      free((void *)c->shape.xy); /* past the process's budget: empty */
      c->shape = (text_shape){0};
    }
    total_points += c->shape.count;
    c->next = shapes;
    shapes = c;
  }
  pthread_mutex_unlock(&lock);
  free(key);
  return c ? &c->shape : &none;
}

int text_shape_font_file(const char *font, char *path, size_t n) {
  pthread_mutex_lock(&lock);
  const font_face *f = ready() ? face_for(font ? font : "") : NULL;
  const int rc = f && (size_t)snprintf(path, n, "%s", f->path) < n ? 0 : -1;
  pthread_mutex_unlock(&lock);
  return rc;
}
