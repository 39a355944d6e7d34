/* spelling.h - tsc's edit distance for spelling suggestions ("Did you mean ...?"). */
#ifndef SX_SPELLING_H
#define SX_SPELLING_H

#include <stdint.h>

/* Distance between s1 and s2 as tsc's levenshteinWithMax computes it, or -1 past max. */
double sx_levenshtein_max(const char *s1, uint32_t n1, const char *s2, uint32_t n2, double max);

#endif
