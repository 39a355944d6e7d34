/* base64.c - base64 (RFC 4648, with padding): file bytes in the protocol's JSON and in traces. */
#include "api/base64.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

char *sx_base64_encode(const unsigned char *d, size_t n) {
    char *out = malloc(4 * ((n + 2) / 3) + 1), *o = out;
    if (out == NULL) return NULL;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)d[i] << 16 | (i + 1 < n ? (uint32_t)d[i + 1] << 8 : 0) | (i + 2 < n ? d[i + 2] : 0);
        *o++ = b64[v >> 18];
        *o++ = b64[(v >> 12) & 63];
        *o++ = i + 1 < n ? b64[(v >> 6) & 63] : '=';
        *o++ = i + 2 < n ? b64[v & 63] : '=';
    }
    *o = 0;
    return out;
}

unsigned char *sx_base64_decode(const char *t, size_t n, size_t *len) {
    unsigned char *out = malloc(n / 4 * 3 + 3);
    if (out == NULL) return NULL;
    uint32_t acc = 0;
    size_t k = 0, bits = 0, i = 0;
    for (; i < n && t[i] != '='; i++) {
        const char *p = strchr(b64, t[i]);
        if (p == NULL || t[i] == 0) return free(out), NULL;
        acc = acc << 6 | (uint32_t)(p - b64);
        if ((bits += 6) >= 8) out[k++] = (unsigned char)(acc >> (bits -= 8));
    }
    for (; i < n; i++)
        if (t[i] != '=') return free(out), NULL;
    *len = k;
    return out;
}
