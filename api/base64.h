/* base64.h - base64 (RFC 4648, with padding): file bytes in the protocol's JSON and in traces. */
#ifndef SX_API_BASE64_H
#define SX_API_BASE64_H

#include <stddef.h>

/* The text of n bytes (malloc'ed, NUL-terminated); NULL: out of memory. */
char *sx_base64_encode(const unsigned char *d, size_t n);
/* The bytes of n characters of text (malloc'ed, *len of them); NULL when the text is not base64
 * (whitespace is not allowed) or out of memory. */
unsigned char *sx_base64_decode(const char *t, size_t n, size_t *len);

#endif
