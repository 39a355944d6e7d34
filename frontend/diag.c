/* diag.c - diagnostics: recording them with tsc-compatible line/column, and formatting like tsc. */
#include "frontend/frontend_internal.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* A byte that starts a UTF-8 sequence (not a 10xxxxxx continuation byte). */
static bool is_lead(unsigned char c) { return (c & 0xC0) != 0x80; }

uint32_t sx_utf16_units(const char *src, uint32_t from, uint32_t to) {
    uint32_t n = 0;
    for (uint32_t i = from; i < to; i++) {
        unsigned char c = (unsigned char)src[i];
        if (is_lead(c)) n += (c >= 0xF0 && c <= 0xF7) ? 2 : 1; /* 4-byte sequences are surrogate pairs */
    }
    return n;
}

/* Length of the line break starting at src[i], or 0 if there is none. */
static size_t line_break_len(const char *src, size_t len, size_t i) {
    unsigned char c = (unsigned char)src[i];
    if (c == '\n') return 1;
    if (c == '\r') return (i + 1 < len && src[i + 1] == '\n') ? 2 : 1;
    /* U+2028 / U+2029 are E2 80 A8 / E2 80 A9 */
    if (c == 0xE2 && i + 2 < len && (unsigned char)src[i + 1] == 0x80 &&
        ((unsigned char)src[i + 2] == 0xA8 || (unsigned char)src[i + 2] == 0xA9))
        return 3;
    return 0;
}

/* Offset just after the first line break at or after `i`, or SIZE_MAX when there is none. This
 * runs over every parsed source: in the usual text, whose only line breaks are LFs (`lf_only`),
 * memchr finds them; otherwise the bytes that cannot start a line break are skipped without a call. */
static size_t next_line_start(const char *src, size_t len, size_t i, bool lf_only) {
    if (lf_only) {
        const char *lf = i < len ? memchr(src + i, '\n', len - i) : NULL;
        return lf ? (size_t)(lf - src) + 1 : SIZE_MAX;
    }
    for (; i < len; i++) {
        unsigned char c = (unsigned char)src[i];
        if (c != '\n' && c != '\r' && c != 0xE2) continue;
        size_t b = line_break_len(src, len, i);
        if (b) return i + b;
    }
    return SIZE_MAX;
}

/* Is every byte of src[0..len) ASCII? (eight bytes at a time) */
static bool all_ascii(const char *src, size_t len) {
    uint64_t acc = 0;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, src + i, 8);
        acc |= w;
    }
    for (; i < len; i++) acc |= (unsigned char)src[i];
    return (acc & 0x8080808080808080ull) == 0;
}

bool sx_lines_build(sx_arena *arena, const char *src, size_t len, sx_lines *out) {
    bool lf_only = !memchr(src, '\r', len) && !memchr(src, 0xE2, len); /* no CR, no U+2028/9 */
    uint32_t count = 1;
    for (size_t i = 0; (i = next_line_start(src, len, i, lf_only)) != SIZE_MAX;) count++;
    uint32_t *starts = sx_arena_alloc(arena, (size_t)count * sizeof *starts);
    if (!starts) return false;
    uint32_t n = 0;
    starts[n++] = 0;
    for (size_t i = 0; (i = next_line_start(src, len, i, lf_only)) != SIZE_MAX;) starts[n++] = (uint32_t)i;
    out->starts = starts;
    out->count = count;
    out->ascii = all_ascii(src, len);
    out->lf_only = lf_only;
    return true;
}

uint32_t sx_lines_find(const sx_lines *lines, uint32_t off) {
    uint32_t lo = 0, hi = lines->count; /* answer in [lo, hi) */
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (lines->starts[mid] <= off) lo = mid;
        else hi = mid;
    }
    return lo;
}

/* Line and column (both 1-based) of `off`, via the line table when there is one. */
static void line_col(sx_ast *ast, uint32_t off, uint32_t *line, uint32_t *col) {
    const char *src = ast->source ? ast->source : "";
    size_t len = ast->source ? ast->source_len : 0;
    if (off > len) off = (uint32_t)len;
    const sx_lines *lines = sx_arena_lines(ast->arena);
    uint32_t l = 0, start = 0;
    if (lines) {
        l = sx_lines_find(lines, off);
        start = lines->starts[l];
    } else {
        for (size_t i = 0; i < off;) { /* no table: scan from the beginning */
            size_t b = line_break_len(src, len, i);
            i += b ? b : 1;
            if (b && i <= off) {
                l++;
                start = (uint32_t)i;
            }
        }
    }
    *line = l + 1;
    *col = sx_utf16_units(src, start, off) + 1;
}

/* Make room for one more diagnostic in `d` (arrays live in the arena; old ones are simply abandoned). */
static bool diags_reserve(sx_ast *ast, sx_diags *d) {
    if (d->count < d->cap) return true;
    uint32_t cap = d->cap ? d->cap * 2 : 8;
    sx_diag *items = sx_arena_alloc(ast->arena, (size_t)cap * sizeof *items);
    if (!items) return false;
    if (d->count) memcpy(items, d->items, (size_t)d->count * sizeof *items);
    d->items = items;
    d->cap = cap;
    return true;
}

static void diag_vadd(sx_ast *ast, sx_diags *list, int code, bool own, uint32_t start, uint32_t length, const char *fmt,
                      va_list ap) {
    char small[256];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    if (n < 0) n = 0;
    char *msg = sx_arena_alloc(ast->arena, (size_t)n + 1);
    if (!msg || !diags_reserve(ast, list)) {
        ast->out_of_memory = true;
        va_end(ap2);
        return;
    }
    if ((size_t)n < sizeof small) memcpy(msg, small, (size_t)n + 1);
    else vsnprintf(msg, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    sx_diag *d = &list->items[list->count++];
    d->code = code;
    d->own = own;
    d->category = SX_DIAG_ERROR;
    d->message = msg;
    d->start = start;
    d->length = length;
    line_col(ast, start, &d->line, &d->col);
}

void sx_diag_add(sx_ast *ast, int code, bool own, uint32_t start, uint32_t length, const char *fmt, ...) {
    if (!ast || !ast->arena) return;
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(ast, &ast->diags, code, own, start, length, fmt, ap);
    va_end(ap);
}

void sx_grammar_add(sx_ast *ast, int code, uint32_t start, uint32_t length, const char *fmt, ...) {
    if (!ast || !ast->arena) return;
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(ast, &ast->grammar, code, false, start, length, fmt, ap);
    va_end(ap);
}

void sx_ast_take_grammar(sx_ast *ast) {
    if (!ast || !ast->arena) return;
    for (uint32_t i = 0; i < ast->grammar.count; i++) {
        if (!diags_reserve(ast, &ast->diags)) {
            ast->out_of_memory = true;
            return;
        }
        ast->diags.items[ast->diags.count++] = ast->grammar.items[i];
    }
    ast->grammar.count = 0;
}

int sx_diag_format(const sx_diag *d, const char *filename, char *buf, size_t size) {
    const char *cat = d->category == SX_DIAG_ERROR ? "error" : "warning";
    return snprintf(buf, size, "%s(%u,%u): %s %s%d: %s", filename ? filename : "main.ts", (unsigned)d->line,
                    (unsigned)d->col, cat, d->own ? "SX" : "TS", d->code, d->message ? d->message : "");
}
