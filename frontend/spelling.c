/* spelling.c - tsc's edit distance for "Did you mean ...?" suggestions (front end and checker). */
#include <math.h>
#include <stdlib.h>

#include "frontend/spelling.h"

/* tsc's levenshteinWithMax (src/compiler/core.ts): an edit costs 1, a substitution 2, or 0.1 when
 * the two letters differ only in case; -1 once the distance must exceed max. */
double sx_levenshtein_max(const char *s1, uint32_t n1, const char *s2, uint32_t n2, double max) {
    double prev_small[64], cur_small[64];
    double *prev = n2 + 1 <= 64 ? prev_small : malloc((n2 + 1) * sizeof *prev);
    double *cur = n2 + 1 <= 64 ? cur_small : malloc((n2 + 1) * sizeof *cur);
    double res = -1;
    if (!prev || !cur) goto out;
    double big = max + 0.01;
    for (uint32_t i = 0; i <= n2; i++) prev[i] = i;
    for (uint32_t i = 1; i <= n1; i++) {
        char c1 = s1[i - 1];
        uint32_t minj = (uint32_t)ceil(i > max ? i - max : 1);
        uint32_t maxj = (uint32_t)floor(n2 > max + i ? max + i : n2);
        cur[0] = i;
        double colmin = i;
        for (uint32_t j = 1; j < minj; j++) cur[j] = big;
        for (uint32_t j = minj; j <= maxj; j++) {
            char c2 = s2[j - 1];
            double subst = (c1 | 0x20) == (c2 | 0x20) && ((c1 >= 'a' && c1 <= 'z') || (c1 >= 'A' && c1 <= 'Z'))
                               ? prev[j - 1] + 0.1
                               : prev[j - 1] + 2;
            double d = c1 == c2 ? prev[j - 1] : fmin(fmin(prev[j] + 1, cur[j - 1] + 1), subst);
            cur[j] = d;
            colmin = fmin(colmin, d);
        }
        for (uint32_t j = maxj + 1; j <= n2; j++) cur[j] = big;
        if (colmin > max) goto out;
        double *t = prev;
        prev = cur;
        cur = t;
    }
    res = prev[n2] > max ? -1 : prev[n2];
out:
    if (prev != prev_small && prev != cur_small) free(prev);
    if (cur != cur_small && cur != prev_small) free(cur);
    return res;
}
