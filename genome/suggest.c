/*
 * suggest.c — "did you mean": the known name closest to a misspelt one (genome.h).
 */
#include <string.h>

#include "genome.h"

/* Edit distance (insertions, deletions, substitutions, and swaps of two neighbours: "gmama"),
 * stopping early past `limit`. */
static int distance(const char *a, const char *b, int limit) {
  const int n = (int)strlen(a), m = (int)strlen(b);
  if (n > 63 || m > 63 || (n > m ? n - m : m - n) > limit) return limit + 1;
  int d[64][64];
  for (int i = 0; i <= n; i++) d[i][0] = i;
  for (int j = 0; j <= m; j++) d[0][j] = j;
  for (int i = 1; i <= n; i++) {
    int row_min = limit + 1;
    for (int j = 1; j <= m; j++) {
      int v = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      if (d[i - 1][j] + 1 < v) v = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < v) v = d[i][j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < v) v = d[i - 2][j - 2] + 1;
      d[i][j] = v;
      if (v < row_min) row_min = v;
    }
    if (row_min > limit) return limit + 1;
  }
  return d[n][m];
}

const char *genome_suggest(const char *word, const char *(*name_at)(int i, void *ctx), void *ctx) {
  /* Close enough to be the same word mistyped: one edit in a short name, two in a long one. */
  const int limit = strlen(word) < 6 ? 1 : 2;
  const char *best = NULL;
  int best_d = limit + 1;
  for (int i = 0;; i++) {
    const char *name = name_at(i, ctx);
    if (!name) break;
    const int d = distance(word, name, limit);
    if (d < best_d) best = name, best_d = d;
  }
  return best;
}
