/* cook.c - turning literal source text into values: string/template escapes (to WTF-8) and numbers. */
#include "frontend/frontend_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* -- string cooking -- */

/* Output buffer for cooked text; `high_at` remembers where a lone high surrogate was written so
 * that a following low surrogate can be merged with it into one 4-byte UTF-8 character. */
typedef struct sx_cook_buf {
    char *p;
    uint32_t n;
    int64_t high_at; /* offset of the 3-byte encoding of the last high surrogate, or -1 */
    uint32_t high;   /* its value */
} sx_cook_buf;

static void put_utf8(sx_cook_buf *b, uint32_t cp) {
    char *o = b->p + b->n;
    if (cp < 0x80) {
        o[0] = (char)cp;
        b->n += 1;
    } else if (cp < 0x800) {
        o[0] = (char)(0xC0 | (cp >> 6));
        o[1] = (char)(0x80 | (cp & 0x3F));
        b->n += 2;
    } else if (cp < 0x10000) {
        o[0] = (char)(0xE0 | (cp >> 12));
        o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (char)(0x80 | (cp & 0x3F));
        b->n += 3;
    } else {
        o[0] = (char)(0xF0 | (cp >> 18));
        o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[3] = (char)(0x80 | (cp & 0x3F));
        b->n += 4;
    }
}

/* Emit one code point (or lone surrogate) given by an escape, pairing surrogates as WTF-8 requires. */
static void emit_cp(sx_cook_buf *b, uint32_t cp) {
    bool low = cp >= 0xDC00 && cp <= 0xDFFF;
    if (low && b->high_at >= 0 && (uint32_t)b->high_at + 3 == b->n) {
        b->n = (uint32_t)b->high_at; /* replace the lone high surrogate by the combined character */
        cp = 0x10000 + ((b->high - 0xD800) << 10) + (cp - 0xDC00);
        b->high_at = -1;
        put_utf8(b, cp);
        return;
    }
    if (cp >= 0xD800 && cp <= 0xDBFF) {
        b->high_at = b->n;
        b->high = cp;
    } else {
        b->high_at = -1;
    }
    put_utf8(b, cp);
}

static int hex_val(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void cook_fail(sx_cook_error *err, int code, const char *msg, uint32_t off) {
    if (err && err->code == 0) {
        err->code = code;
        err->msg = msg;
        err->offset = off;
    }
}

/* Read exactly `count` hex digits at raw[*i]; returns -1 (and leaves *i) if they are not there. */
static int32_t sx_read_hex(const char *raw, size_t len, size_t *i, int count) {
    int32_t v = 0;
    for (int k = 0; k < count; k++) {
        int h = *i + (size_t)k < len ? hex_val(raw[*i + (size_t)k]) : -1;
        if (h < 0) return -1;
        v = v * 16 + h;
    }
    *i += (size_t)count;
    return v;
}

/* \u{...}: at raw[*i] == '{'. Returns the code point, or -1 on a malformed/out-of-range escape. */
static int32_t sx_read_braced(const char *raw, size_t len, size_t *i, sx_cook_error *err, uint32_t at) {
    size_t j = *i + 1;
    uint32_t v = 0;
    bool any = false, big = false;
    while (j < len && hex_val(raw[j]) >= 0) {
        v = v * 16 + (uint32_t)hex_val(raw[j]);
        if (v > 0x10FFFF) {
            big = true;
            v = 0x110000;
        }
        any = true;
        j++;
    }
    if (!any || j >= len || raw[j] != '}') {
        cook_fail(err, 1125, "Hexadecimal digit expected.", (uint32_t)j);
        return -1;
    }
    if (big) {
        cook_fail(err, 1198, "An extended Unicode escape value must be between 0x0 and 0x10FFFF inclusive.", at);
        return -1;
    }
    *i = j + 1;
    return (int32_t)v;
}

/* Handle the escape whose backslash is at raw[i-1] (raw[i] is the character after it). */
static size_t cook_escape(sx_cook_buf *b, const char *raw, size_t len, size_t i, bool is_template, sx_cook_error *err) {
    char c = raw[i];
    uint32_t at = (uint32_t)(i - 1);
    switch (c) {
    case 'n': emit_cp(b, '\n'); return i + 1;
    case 't': emit_cp(b, '\t'); return i + 1;
    case 'r': emit_cp(b, '\r'); return i + 1;
    case 'b': emit_cp(b, '\b'); return i + 1;
    case 'f': emit_cp(b, '\f'); return i + 1;
    case 'v': emit_cp(b, '\v'); return i + 1;
    case '\r': /* line continuation: \ CR LF or \ CR */ return (i + 1 < len && raw[i + 1] == '\n') ? i + 2 : i + 1;
    case '\n': return i + 1;
    case 'x': {
        size_t j = i + 1;
        int32_t v = sx_read_hex(raw, len, &j, 2);
        if (v < 0) {
            cook_fail(err, 1125, "Hexadecimal digit expected.", (uint32_t)(i + 1));
            return i + 1;
        }
        emit_cp(b, (uint32_t)v);
        return j;
    }
    case 'u': {
        size_t j = i + 1;
        int32_t v = (j < len && raw[j] == '{') ? sx_read_braced(raw, len, &j, err, at) : sx_read_hex(raw, len, &j, 4);
        if (v < 0) {
            if (j == i + 1 && !(j < len && raw[j] == '{'))
                cook_fail(err, 1125, "Hexadecimal digit expected.", (uint32_t)(i + 1));
            return i + 1;
        }
        emit_cp(b, (uint32_t)v);
        return j;
    }
    default: break;
    }
    if (c >= '0' && c <= '7') {
        bool digit_next = i + 1 < len && raw[i + 1] >= '0' && raw[i + 1] <= '9';
        if (c == '0' && !digit_next) {
            emit_cp(b, 0);
            return i + 1;
        }
        /* legacy octal escape: not allowed in TypeScript files (strict mode) */
        cook_fail(err, is_template ? 1488 : 1487,
                  is_template ? "Octal escape sequences are not allowed in template strings."
                              : "Octal escape sequences are not allowed.",
                  at);
        uint32_t v = 0;
        size_t j = i, max = (c <= '3') ? 3 : 2;
        while (j < len && j - i < max && raw[j] >= '0' && raw[j] <= '7') v = v * 8 + (uint32_t)(raw[j++] - '0');
        emit_cp(b, v);
        return j;
    }
    /* U+2028/U+2029 after a backslash are line continuations too */
    if ((unsigned char)c == 0xE2 && i + 2 < len && (unsigned char)raw[i + 1] == 0x80 &&
        ((unsigned char)raw[i + 2] == 0xA8 || (unsigned char)raw[i + 2] == 0xA9))
        return i + 3;
    /* identity escape: the character itself (copy a whole UTF-8 sequence) */
    size_t j = i + 1;
    while (j < len && ((unsigned char)raw[j] & 0xC0) == 0x80) j++;
    memcpy(b->p + b->n, raw + i, j - i);
    b->n += (uint32_t)(j - i);
    b->high_at = -1;
    return j;
}

char *sx_cook_string(sx_arena *arena, const char *raw, size_t len, bool is_template, uint32_t *out_len,
                     sx_cook_error *err) {
    /* every escape shrinks or keeps the length, so len + 1 bytes always suffice */
    sx_cook_buf b = {sx_arena_alloc(arena, len + 1), 0, -1, 0};
    if (!b.p) return NULL;
    size_t i = 0;
    while (i < len) {
        char c = raw[i];
        if (c == '\\' && i + 1 < len) {
            i = cook_escape(&b, raw, len, i + 1, is_template, err);
        } else if (c == '\r' && is_template) { /* templates: CR LF and CR become LF */
            b.p[b.n++] = '\n';
            i += (i + 1 < len && raw[i + 1] == '\n') ? 2 : 1;
            b.high_at = -1;
        } else {
            b.p[b.n++] = c;
            b.high_at = -1;
            i++;
        }
    }
    b.p[b.n] = '\0';
    *out_len = b.n;
    return b.p;
}

/* -- tagged templates -- */

static bool hex_run(const char *raw, size_t len, size_t i, size_t n) {
    for (size_t k = 0; k < n; k++)
        if (i + k >= len || hex_val(raw[i + k]) < 0) return false;
    return true;
}

/* Is the escape whose backslash is at raw[i] one a template may cook? (Tagged templates allow
 * the others: their cooked string is undefined.) Decimal escapes other than a lone \0 are not. */
static bool escape_ok(const char *raw, size_t len, size_t i) {
    char c = i + 1 < len ? raw[i + 1] : '\0';
    if (c == '0') return !(i + 2 < len && raw[i + 2] >= '0' && raw[i + 2] <= '9');
    if (c >= '1' && c <= '9') return false;
    if (c == 'x') return hex_run(raw, len, i + 2, 2);
    if (c != 'u') return true;
    if (i + 2 >= len || raw[i + 2] != '{') return hex_run(raw, len, i + 2, 4);
    uint32_t v = 0;
    size_t j = i + 3;
    for (; j < len && hex_val(raw[j]) >= 0; j++) {
        v = v * 16 + (uint32_t)hex_val(raw[j]);
        if (v > 0x10FFFF) return false;
    }
    return j > i + 3 && j < len && raw[j] == '}';
}

bool sx_cook_template_ok(const char *raw, size_t len) {
    for (size_t i = 0; i < len; i++) {
        if (raw[i] != '\\') continue;
        if (!escape_ok(raw, len, i)) return false;
        i++; /* skip the escaped character */
    }
    return true;
}

char *sx_cook_template_raw(sx_arena *arena, const char *raw, size_t len, uint32_t *out_len) {
    char *p = sx_arena_alloc(arena, len + 1);
    if (!p) return NULL;
    uint32_t n = 0;
    for (size_t i = 0; i < len; i++) {
        if (raw[i] == '\r') { /* CR LF and CR become LF, as in the cooked text */
            p[n++] = '\n';
            if (i + 1 < len && raw[i + 1] == '\n') i++;
        } else {
            p[n++] = raw[i];
        }
    }
    p[n] = '\0';
    *out_len = n;
    return p;
}

/* -- numbers -- */

static int digit_in_base(char c, int base) {
    int v = hex_val(c);
    return (v >= 0 && v < base) ? v : -1;
}

/* Value of digits in base 2, 8 or 16 (separators already removed). Exact while it fits 64 bits. */
static double parse_radix(const char *d, size_t n, int base) {
    uint64_t acc = 0;
    double big = 0;
    bool use_big = false;
    for (size_t i = 0; i < n; i++) {
        int v = digit_in_base(d[i], base);
        if (v < 0) break;
        if (!use_big && acc > (UINT64_MAX - (uint64_t)v) / (uint64_t)base) {
            use_big = true;
            big = (double)acc;
        }
        if (use_big) big = big * base + v;
        else acc = acc * (uint64_t)base + (uint64_t)v;
    }
    return use_big ? big : (double)acc;
}

double sx_cook_number(const char *text, size_t len, bool *is_bigint, sx_cook_error *err) {
    char small[128];
    char *buf = len < sizeof small ? small : malloc(len + 1);
    if (!buf) return NAN;
    size_t n = 0;
    for (size_t i = 0; i < len; i++) /* drop numeric separators */
        if (text[i] != '_') buf[n++] = text[i];
    buf[n] = '\0';
    *is_bigint = n > 0 && buf[n - 1] == 'n';
    if (*is_bigint) buf[--n] = '\0';
    double v;
    if (n > 1 && buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X')) {
        v = parse_radix(buf + 2, n - 2, 16);
    } else if (n > 1 && buf[0] == '0' && (buf[1] == 'o' || buf[1] == 'O')) {
        v = parse_radix(buf + 2, n - 2, 8);
    } else if (n > 1 && buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B')) {
        v = parse_radix(buf + 2, n - 2, 2);
    } else if (n > 1 && buf[0] == '0' && buf[1] >= '0' && buf[1] <= '9') {
        /* legacy octal 010 (or decimal with a leading zero, 089): errors in TypeScript */
        bool octal = strspn(buf + 1, "01234567") == n - 1;
        if (octal) {
            cook_fail(err, 1121, "Octal literals are not allowed. Use the syntax '0o%s'.", 0);
            v = parse_radix(buf + 1, n - 1, 8);
        } else {
            cook_fail(err, 1489, "Decimals with leading zeros are not allowed.", 0);
            v = strtod(buf, NULL);
        }
    } else {
        v = strtod(buf, NULL); /* decimal, exponent, leading dot */
    }
    if (buf != small) free(buf);
    return v;
}
