/* regexp.c - RegExp objects on PCRE2 (16-bit, like our strings): JS syntax translation, bounded matching, exec/test. */
#define PCRE2_CODE_UNIT_WIDTH 16
#include <math.h>
#include <pcre2.h>
#include <stdio.h>
#include <time.h>

#include "runtime/iter.h"
#include "stdlib/regexp_internal.h"
#include "vm/gc.h"
#include "vm/meter.h"

/*
 * A RegExp object (class SX_CLASS_REGEXP) keeps an sx_regexp behind u.host.impl: the compiled
 * PCRE2 code, made once when the object is created, and what matching needs. Its only own
 * property is `lastIndex`; source, flags, global ... are getters on RegExp.prototype.
 *
 * JS and PCRE2 syntax differ in places, so the JS source is translated first (translate()):
 * \d \w \s \b and `.` get JS's exact (ASCII / JS whitespace) meaning, ^ and $ under the m flag
 * see all four JS line terminators, \u and \x escapes become \x{...}, identity escapes such as
 * \a or \K become the plain letter, and PCRE2-only syntax such as (?i) or (*VERB) is rejected
 * the way node rejects it.
 *
 * Matching is metered from inside PCRE2: patterns are compiled with automatic callouts, so the
 * matcher calls rx_callout before every pattern item it tries - at every start position, inside
 * lookarounds, on every backtrack. Each call charges the VM's meter (vm/meter.h) one unit plus
 * the subject units the match position moved since the previous call (a repeat such as a* scans
 * them within one item), so one budget covers the whole search, whatever the pattern, and the
 * clock and the cancel flag are polled as often as in the interpreter. Running out ends the
 * run with the usual abort (instruction_limit, timeout, cancelled). All of PCRE2's memory comes
 * from the VM's accounting allocator.
 */

typedef struct sx_regexp {
    pcre2_code *code;
    pcre2_match_data *md;
    pcre2_match_context *mctx;
    uint32_t flags; /* SX_RX_* */
    uint32_t ncaptures;
    sx_value source;  /* the JS source text (escaped like V8: "a\/b", "(?:)") */
    sx_value names;   /* array: group number -> name string, or undefined when none are named */
    sx_value subject; /* the narrow string last widened into `wide` (kept alive by the mark) */
    uint16_t *wide;
    uint32_t wide_cap;
} sx_regexp;

static sx_regexp *rx_of(sx_object *o) { return (sx_regexp *)o->u.host.impl; }

bool sx_is_regexp(sx_value v) {
    return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_REGEXP && rx_of(sx_as_object(v)) != NULL;
}
uint32_t sx_regexp_flags(sx_object *re) { return rx_of(re)->flags; }
uint32_t sx_regexp_ncaptures(sx_object *re) { return rx_of(re)->ncaptures; }
bool sx_regexp_has_names(sx_object *re) { return rx_of(re)->names != SX_UNDEFINED; }

/* ---------------------------------------------------------------------------------------------
 * PCRE2's memory through the VM's allocator. PCRE2 frees without telling the size, so every
 * block starts with a header that remembers it.
 * ------------------------------------------------------------------------------------------- */

#define SX_RX_HEADER 16 /* keeps the blocks 16-byte aligned */

static void *rx_malloc(PCRE2_SIZE size, void *data) {
    uint8_t *p = sx_mem_alloc((sx_vm *)data, size + SX_RX_HEADER);
    if (p == NULL) return NULL;
    memcpy(p, &size, sizeof size);
    return p + SX_RX_HEADER;
}

static void rx_free(void *ptr, void *data) {
    if (ptr == NULL) return;
    uint8_t *p = (uint8_t *)ptr - SX_RX_HEADER;
    PCRE2_SIZE size;
    memcpy(&size, p, sizeof size);
    sx_mem_free((sx_vm *)data, p, size + SX_RX_HEADER);
}

/* ---------------------------------------------------------------------------------------------
 * Flags
 * ------------------------------------------------------------------------------------------- */

static const char rx_flag_chars[] = "dgimsuy"; /* bit i of the flags is rx_flag_chars[i] */

/* Parse a flags string; false when a flag is unknown or repeated. */
static bool parse_flags(const sx_string *f, uint32_t *out) {
    uint32_t flags = 0;
    for (uint32_t i = 0; i < f->len; i++) {
        uint16_t c = sx_string_at(f, i);
        const char *p = c < 128 && c != 0 ? strchr(rx_flag_chars, c) : NULL;
        if (p == NULL) return false;
        uint32_t bit = 1u << (p - rx_flag_chars);
        if (flags & bit) return false;
        flags |= bit;
    }
    *out = flags;
    return true;
}

static void flags_text(uint32_t flags, char *buf) {
    for (int i = 0; rx_flag_chars[i]; i++)
        if (flags & (1u << i)) *buf++ = rx_flag_chars[i];
    *buf = '\0';
}

/* ---------------------------------------------------------------------------------------------
 * Translating JS syntax to PCRE2 syntax
 * ------------------------------------------------------------------------------------------- */

typedef struct tr_state {
    const sx_string *src;
    uint32_t i; /* next unit of src */
    uint32_t flags;
    uint32_t ngroups; /* capture groups in the pattern (a prescan) */
    bool has_names;
    bool in_class;
    sx_strbuf out;
    const char *error; /* node's message when we reject the pattern ourselves */
} tr_state;

/* Code point ranges (pairs lo, hi) of JS's character class escapes. */
static const uint32_t rx_digit[] = {0x30, 0x39};
static const uint32_t rx_word[] = {0x30, 0x39, 0x41, 0x5A, 0x5F, 0x5F, 0x61, 0x7A};
static const uint32_t rx_space[] = {0x09,   0x0D,   0x20,   0x20,   0xA0,   0xA0,   0x1680, 0x1680, 0x2000, 0x200A,
                                    0x2028, 0x2029, 0x202F, 0x202F, 0x205F, 0x205F, 0x3000, 0x3000, 0xFEFF, 0xFEFF};
#define RX_NOT_LINE_END "[^\\x{a}\\x{d}\\x{2028}\\x{2029}]"
#define RX_WORD "[0-9A-Z_a-z]"

static uint16_t tr_peek(const tr_state *t, uint32_t ahead) {
    return t->i + ahead < t->src->len ? sx_string_at(t->src, t->i + ahead) : 0;
}

static void emit_cp(tr_state *t, uint32_t cp) {
    char buf[16];
    snprintf(buf, sizeof buf, "\\x{%x}", cp);
    sx_strbuf_ascii(&t->out, buf);
}

static void emit_range(tr_state *t, uint32_t lo, uint32_t hi) {
    emit_cp(t, lo);
    if (hi != lo) {
        sx_strbuf_unit(&t->out, '-');
        emit_cp(t, hi);
    }
}

/* The body of a class for ranges r (n values), or of its complement. In unicode mode the
 * complement skips the surrogates, which PCRE2 does not accept as code points there. */
static void emit_ranges(tr_state *t, const uint32_t *r, size_t n, bool complement) {
    if (!complement) {
        for (size_t k = 0; k < n; k += 2) emit_range(t, r[k], r[k + 1]);
        return;
    }
    bool u = t->flags & SX_RX_U;
    uint32_t max = u ? 0x10FFFF : 0xFFFF, next = 0;
    for (size_t k = 0; k <= n; k += 2) {
        uint32_t lo = next, hi = k < n ? r[k] - 1 : max;
        if (k < n && r[k] == 0) {
            next = r[k + 1] + 1;
            continue;
        }
        if (u && lo <= 0xDFFF && hi >= 0xD800) {
            if (lo < 0xD800) emit_range(t, lo, 0xD7FF);
            if (hi > 0xDFFF) emit_range(t, 0xE000, hi);
        } else if (lo <= hi) {
            emit_range(t, lo, hi);
        }
        if (k < n) next = r[k + 1] + 1;
    }
}

/* \d \D \w \W \s \S, inside or outside a class. */
static void emit_class_escape(tr_state *t, uint16_t c) {
    const uint32_t *r = c == 'd' || c == 'D' ? rx_digit : c == 'w' || c == 'W' ? rx_word : rx_space;
    size_t n = r == rx_digit ? 2 : r == rx_word ? 8 : sizeof rx_space / sizeof rx_space[0];
    bool negated = c == 'D' || c == 'W' || c == 'S';
    if (t->in_class) {
        emit_ranges(t, r, n, negated);
        return;
    }
    sx_strbuf_ascii(&t->out, negated ? "[^" : "[");
    emit_ranges(t, r, n, false);
    sx_strbuf_unit(&t->out, ']');
}

static int hex_value(uint16_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* n hex digits at t->i (consumed on success), or -1. */
static int64_t read_hex(tr_state *t, int n) {
    int64_t v = 0;
    for (int k = 0; k < n; k++) {
        int h = hex_value(tr_peek(t, (uint32_t)k));
        if (h < 0) return -1;
        v = v * 16 + h;
    }
    t->i += (uint32_t)n;
    return v;
}

/* After "\u": \uXXXX, a surrogate pair \uD83D\uDE00 or \u{...} in unicode mode; else a 'u'. */
static void tr_unicode_escape(tr_state *t) {
    bool u = t->flags & SX_RX_U;
    if (u && tr_peek(t, 0) == '{') {
        uint32_t k = 1;
        int64_t v = 0;
        while (hex_value(tr_peek(t, k)) >= 0 && v <= 0x10FFFF) v = v * 16 + hex_value(tr_peek(t, k++));
        if (k > 1 && tr_peek(t, k) == '}' && v <= 0x10FFFF) {
            t->i += k + 1;
            emit_cp(t, (uint32_t)v);
            return;
        }
        t->error = "Invalid Unicode escape";
        return;
    }
    int64_t v = read_hex(t, 4);
    if (v < 0) {
        if (u) t->error = "Invalid Unicode escape";
        sx_strbuf_unit(&t->out, 'u');
        return;
    }
    if (u && v >= 0xD800 && v <= 0xDBFF && tr_peek(t, 0) == '\\' && tr_peek(t, 1) == 'u') {
        t->i += 2;
        int64_t lo = read_hex(t, 4);
        if (lo >= 0xDC00 && lo <= 0xDFFF) v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
        else if (lo >= 0) emit_cp(t, (uint32_t)v), v = lo;
        else t->i -= 2;
    }
    emit_cp(t, (uint32_t)v);
}

/* \1 .. \99: a backreference when that group exists (outside classes); otherwise, as in JS's
 * legacy syntax, an octal escape (\1 is U+0001) or the digit itself (\8). */
static void tr_decimal_escape(tr_state *t, uint16_t first) {
    uint32_t n = first - '0', k = 0;
    while (tr_peek(t, k) >= '0' && tr_peek(t, k) <= '9' && n < 100000) n = n * 10 + (tr_peek(t, k++) - '0');
    if (!t->in_class && n <= t->ngroups) {
        t->i += k;
        char buf[24];
        snprintf(buf, sizeof buf, "\\g{%u}", n);
        sx_strbuf_ascii(&t->out, buf);
        return;
    }
    if (first >= '8') {
        sx_strbuf_unit(&t->out, first);
        return;
    }
    uint32_t v = first - '0';
    for (int d = 0; d < 2 && tr_peek(t, 0) >= '0' && tr_peek(t, 0) <= '7' && v * 8 + (tr_peek(t, 0) - '0') <= 0377; d++)
        v = v * 8 + (sx_string_at(t->src, t->i++) - '0');
    emit_cp(t, v);
}

/* \k<name> is a named backreference when the pattern has named groups, else the letter k. */
static void tr_named_ref(tr_state *t) {
    if (!t->has_names) {
        sx_strbuf_unit(&t->out, 'k');
        return;
    }
    sx_strbuf_ascii(&t->out, "\\k");
    while (t->i < t->src->len) {
        uint16_t c = sx_string_at(t->src, t->i++);
        sx_strbuf_unit(&t->out, c);
        if (c == '>') return;
    }
}

/* \p{...} / \P{...}: Unicode properties in unicode mode (PCRE2's names match JS's common
 * ones), the plain letter otherwise. */
static void tr_property(tr_state *t, uint16_t c) {
    if (!(t->flags & SX_RX_U)) {
        sx_strbuf_unit(&t->out, c);
        return;
    }
    sx_strbuf_unit(&t->out, '\\');
    sx_strbuf_unit(&t->out, c);
    while (t->i < t->src->len) {
        uint16_t d = sx_string_at(t->src, t->i++);
        sx_strbuf_unit(&t->out, d);
        if (d == '}') return;
    }
}

static bool is_ascii_letter(uint16_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* One escape sequence; t->i is just past the backslash. */
static void tr_escape(tr_state *t) {
    if (t->i >= t->src->len) {
        t->error = "\\ at end of pattern";
        return;
    }
    uint16_t c = sx_string_at(t->src, t->i++);
    switch (c) {
    case 'd':
    case 'D':
    case 'w':
    case 'W':
    case 's':
    case 'S': emit_class_escape(t, c); return;
    case 'b':
        if (t->in_class) emit_cp(t, 8);
        else sx_strbuf_ascii(&t->out, "(?:(?<=" RX_WORD ")(?!" RX_WORD ")|(?<!" RX_WORD ")(?=" RX_WORD "))");
        return;
    case 'B':
        if (t->in_class) sx_strbuf_unit(&t->out, 'B');
        else sx_strbuf_ascii(&t->out, "(?:(?<=" RX_WORD ")(?=" RX_WORD ")|(?<!" RX_WORD ")(?!" RX_WORD "))");
        return;
    case 'u': tr_unicode_escape(t); return;
    case 'x': {
        int64_t v = read_hex(t, 2);
        if (v >= 0) emit_cp(t, (uint32_t)v);
        else sx_strbuf_unit(&t->out, 'x');
        return;
    }
    case 'c':
        if (is_ascii_letter(tr_peek(t, 0))) emit_cp(t, sx_string_at(t->src, t->i++) % 32u);
        else sx_strbuf_ascii(&t->out, "\\\\c"); /* JS: a backslash and a 'c' */
        return;
    case '0':
        if (tr_peek(t, 0) >= '0' && tr_peek(t, 0) <= '9') tr_decimal_escape(t, c);
        else emit_cp(t, 0);
        return;
    case 'k': tr_named_ref(t); return;
    case 'p':
    case 'P': tr_property(t, c); return;
    case 'f':
    case 'n':
    case 'r':
    case 't':
        sx_strbuf_unit(&t->out, '\\');
        sx_strbuf_unit(&t->out, c);
        return;
    case 'v': emit_cp(t, 0x0B); return;
    default: break;
    }
    if (c >= '1' && c <= '9') tr_decimal_escape(t, c);
    else if (is_ascii_letter(c)) sx_strbuf_unit(&t->out, c); /* identity escape: \a is "a" */
    else if (c < 128) sx_strbuf_unit(&t->out, '\\'), sx_strbuf_unit(&t->out, c);
    else emit_cp(t, c);
}

/* A quantifier {n}, {n,}, {n,m} starts at t->i? (Otherwise `{` is a literal in JS.) */
static uint32_t brace_quantifier_len(const tr_state *t) {
    uint32_t k = 1;
    if (!(tr_peek(t, k) >= '0' && tr_peek(t, k) <= '9')) return 0;
    while (tr_peek(t, k) >= '0' && tr_peek(t, k) <= '9') k++;
    if (tr_peek(t, k) == ',') {
        k++;
        while (tr_peek(t, k) >= '0' && tr_peek(t, k) <= '9') k++;
    }
    return tr_peek(t, k) == '}' ? k + 1 : 0;
}

/* Copy a quantifier (and a lazy `?`); a `+` right after it would be possessive in PCRE2 but is
 * "Nothing to repeat" in JS. */
static void tr_quantifier(tr_state *t, uint32_t len) {
    for (uint32_t k = 0; k < len; k++) sx_strbuf_unit(&t->out, sx_string_at(t->src, t->i++));
    if (tr_peek(t, 0) == '?') sx_strbuf_unit(&t->out, sx_string_at(t->src, t->i++));
    uint16_t n = tr_peek(t, 0);
    if (n == '+' || n == '*' || (n == '{' && brace_quantifier_len(t) > 0)) t->error = "Nothing to repeat";
}

/* "(": groups JS knows; PCRE2's extensions ((?i), (?>...), (*VERB) ...) are errors as in JS. */
static void tr_group(tr_state *t) {
    uint16_t a = tr_peek(t, 1), b = tr_peek(t, 2);
    if (a == '*') {
        t->error = "Nothing to repeat";
        return;
    }
    bool ok = a != '?' || b == ':' || b == '=' || b == '!' || (b == '<' && tr_peek(t, 3) != 0);
    if (!ok) {
        t->error = "Invalid group";
        return;
    }
    sx_strbuf_unit(&t->out, '(');
    t->i++;
}

static void tr_outside_class(tr_state *t, uint16_t c) {
    bool m = t->flags & SX_RX_M;
    uint32_t qlen;
    switch (c) {
    case '\\': t->i++, tr_escape(t); return;
    case '[':
        t->i++;
        sx_strbuf_unit(&t->out, '[');
        if (tr_peek(t, 0) == '^') sx_strbuf_unit(&t->out, '^'), t->i++;
        t->in_class = true;
        return;
    case '(': tr_group(t); return;
    case '.': t->i++, sx_strbuf_ascii(&t->out, (t->flags & SX_RX_S) ? "(?s:.)" : RX_NOT_LINE_END); return;
    case '^': t->i++, sx_strbuf_ascii(&t->out, m ? "(?<!" RX_NOT_LINE_END ")" : "^"); return;
    case '$': t->i++, sx_strbuf_ascii(&t->out, m ? "(?!" RX_NOT_LINE_END ")" : "$"); return;
    case '*':
    case '+':
    case '?': tr_quantifier(t, 1); return;
    case '{':
        if ((qlen = brace_quantifier_len(t)) > 0) tr_quantifier(t, qlen);
        else t->i++, sx_strbuf_ascii(&t->out, "\\{");
        return;
    case '}': t->i++, sx_strbuf_ascii(&t->out, "\\}"); return;
    default: t->i++, sx_strbuf_unit(&t->out, c); return;
    }
}

static void tr_inside_class(tr_state *t, uint16_t c) {
    t->i++;
    if (c == '\\') tr_escape(t);
    else if (c == '[') sx_strbuf_ascii(&t->out, "\\["); /* PCRE2 would read [: as a POSIX class */
    else {
        if (c == ']') t->in_class = false;
        sx_strbuf_unit(&t->out, c);
    }
}

/* Count capture groups and see whether any is named (skipping escapes and classes). */
static void prescan(tr_state *t) {
    bool in_class = false;
    for (uint32_t i = 0; i < t->src->len; i++) {
        uint16_t c = sx_string_at(t->src, i);
        uint16_t n1 = i + 1 < t->src->len ? sx_string_at(t->src, i + 1) : 0;
        uint16_t n2 = i + 2 < t->src->len ? sx_string_at(t->src, i + 2) : 0;
        uint16_t n3 = i + 3 < t->src->len ? sx_string_at(t->src, i + 3) : 0;
        if (c == '\\') i++;
        else if (in_class) in_class = c != ']';
        else if (c == '[') in_class = true;
        else if (c == '(' && n1 != '?') t->ngroups++;
        else if (c == '(' && n2 == '<' && n3 != '=' && n3 != '!') t->ngroups++, t->has_names = true;
    }
}

/* ---------------------------------------------------------------------------------------------
 * Compiling
 * ------------------------------------------------------------------------------------------- */

/* node's wording for the PCRE2 compile errors a JS pattern can cause. */
static const char *v8_message(int code) {
    switch (code) {
    case PCRE2_ERROR_MISSING_CLOSING_PARENTHESIS: return "Unterminated group";
    case PCRE2_ERROR_QUANTIFIER_INVALID: return "Nothing to repeat";
    case PCRE2_ERROR_MISSING_SQUARE_BRACKET: return "Unterminated character class";
    case PCRE2_ERROR_UNMATCHED_CLOSING_PARENTHESIS: return "Unmatched ')'";
    case PCRE2_ERROR_END_BACKSLASH: return "\\ at end of pattern";
    case PCRE2_ERROR_CLASS_RANGE_ORDER: return "Range out of order in character class";
    case PCRE2_ERROR_QUANTIFIER_OUT_OF_ORDER: return "numbers out of order in {} quantifier";
    case PCRE2_ERROR_DUPLICATE_SUBPATTERN_NAME: return "Duplicate capture group name";
    case PCRE2_ERROR_BAD_SUBPATTERN_REFERENCE: return "Invalid named capture referenced";
    case PCRE2_ERROR_QUANTIFIER_TOO_BIG: return "Incomplete quantifier";
    case PCRE2_ERROR_INVALID_SUBPATTERN_NAME: return "Invalid capture group name";
    case PCRE2_ERROR_UNKNOWN_UNICODE_PROPERTY:
    case PCRE2_ERROR_MALFORMED_UNICODE_PROPERTY: return "Invalid property name";
    default: return NULL;
    }
}

/* SyntaxError "Invalid regular expression: /source/flags: message". */
static sx_value throw_invalid(sx_vm *vm, const sx_string *source, uint32_t flags, const char *msg) {
    char src[256], f[8];
    size_t n = sx_string_to_utf8(source, src, sizeof src);
    if (n >= sizeof src) strcpy(src + sizeof src - 4, "...");
    flags_text(flags, f);
    return sx_throw_syntax(vm, "Invalid regular expression: /%s/%s: %s", src, f, msg);
}

/* Group names by number, or undefined when the pattern has none. */
static sx_value group_names(sx_vm *vm, sx_regexp *rx) {
    uint32_t count = 0, entry_size = 0;
    PCRE2_SPTR table = NULL;
    pcre2_pattern_info(rx->code, PCRE2_INFO_NAMECOUNT, &count);
    if (count == 0) return SX_UNDEFINED;
    pcre2_pattern_info(rx->code, PCRE2_INFO_NAMEENTRYSIZE, &entry_size);
    pcre2_pattern_info(rx->code, PCRE2_INFO_NAMETABLE, &table);
    sx_object *names = sx_array_new(vm, rx->ncaptures + 1);
    if (names == NULL || !sx_array_set_length(vm, names, rx->ncaptures + 1)) return SX_EXCEPTION;
    for (uint32_t g = 0; g <= rx->ncaptures; g++) names->u.array.items[g] = SX_UNDEFINED;
    for (uint32_t k = 0; k < count; k++) {
        PCRE2_SPTR e = table + (size_t)k * entry_size;
        uint32_t len = 0;
        while (e[1 + len] != 0) len++;
        sx_string *name = sx_string_new_utf16(vm, e + 1, len);
        if (name == NULL) return SX_EXCEPTION;
        if (e[0] <= rx->ncaptures) names->u.array.items[e[0]] = sx_from_string(name);
    }
    return sx_from_object(names);
}

/* PCRE2 options for JS flags. UCP gives Unicode case folding for /i; \d \w \s \b never reach
 * PCRE2 (translate() spells them out), so UCP does not widen them. */
static uint32_t compile_options(uint32_t flags) {
    uint32_t o = PCRE2_AUTO_CALLOUT | PCRE2_UCP | PCRE2_ALLOW_EMPTY_CLASS | PCRE2_MATCH_UNSET_BACKREF |
                 PCRE2_DOLLAR_ENDONLY | PCRE2_NEVER_BACKSLASH_C;
    if (flags & SX_RX_I) o |= PCRE2_CASELESS;
    if (flags & SX_RX_U) o |= PCRE2_UTF | PCRE2_MATCH_INVALID_UTF;
    return o;
}

/* Compile the translated pattern into rx. On failure returns the PCRE2 error code (> 0). */
static int compile_pcre2(sx_vm *vm, sx_regexp *rx, const uint16_t *pat, size_t len) {
    pcre2_general_context *gc = pcre2_general_context_create(rx_malloc, rx_free, vm);
    pcre2_compile_context *cc = gc ? pcre2_compile_context_create(gc) : NULL;
    int err = PCRE2_ERROR_HEAP_FAILED;
    PCRE2_SIZE offset;
    if (cc != NULL) {
        pcre2_set_parens_nest_limit(cc, 250);
        static const uint16_t empty[1] = {0};
        rx->code = pcre2_compile(pat ? pat : empty, len, compile_options(rx->flags), &err, &offset, cc);
    }
    if (rx->code != NULL) {
        pcre2_pattern_info(rx->code, PCRE2_INFO_CAPTURECOUNT, &rx->ncaptures);
        rx->md = pcre2_match_data_create_from_pattern(rx->code, gc);
        rx->mctx = pcre2_match_context_create(gc);
        err = rx->md && rx->mctx ? 0 : PCRE2_ERROR_HEAP_FAILED;
    }
    pcre2_compile_context_free(cc);
    pcre2_general_context_free(gc);
    return err;
}

/* Translate and compile `source` with `flags` into rx; SX_EXCEPTION on a bad pattern. */
static sx_value rx_compile(sx_vm *vm, sx_regexp *rx, sx_string *source) {
    tr_state t = {.src = source, .flags = rx->flags};
    prescan(&t);
    sx_strbuf_init(&t.out, vm);
    while (t.i < source->len && t.error == NULL) {
        uint16_t c = sx_string_at(source, t.i);
        if (t.in_class) tr_inside_class(&t, c);
        else tr_outside_class(&t, c);
    }
    if (t.out.failed) {
        sx_strbuf_discard(&t.out);
        return sx_throw_oom(vm);
    }
    if (t.error == NULL && t.in_class) t.error = "Unterminated character class";
    if (t.error != NULL) {
        sx_strbuf_discard(&t.out);
        return throw_invalid(vm, source, rx->flags, t.error);
    }
    if (!sx_meter_charge(vm, source->len)) return SX_EXCEPTION; /* compiling costs about reading it */
    int err = compile_pcre2(vm, rx, t.out.data, t.out.len);
    sx_strbuf_discard(&t.out);
    if (err == 0) return SX_TRUE;
    if (vm->mem.failed) return sx_throw_oom(vm);
    const char *msg = v8_message(err);
    char text[160];
    if (msg == NULL) {
        PCRE2_UCHAR buf[120];
        pcre2_get_error_message(err, buf, 120);
        size_t k = 0;
        for (; buf[k] && k < sizeof text - 1; k++) text[k] = buf[k] < 128 ? (char)buf[k] : '?';
        text[k] = '\0';
        msg = text;
    }
    return throw_invalid(vm, source, rx->flags, msg);
}

/* V8's EscapeRegExpSource: "/" becomes "\/" (outside classes), line terminators become
 * escapes, and the empty pattern is "(?:)". */
static sx_string *escape_source(sx_vm *vm, sx_string *p) {
    if (p->len == 0) return sx_atom(vm, "(?:)");
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    bool in_class = false;
    for (uint32_t i = 0; i < p->len; i++) {
        uint16_t c = sx_string_at(p, i);
        if (c == '\\' && i + 1 < p->len) {
            sx_strbuf_unit(&b, c);
            c = sx_string_at(p, ++i);
        } else if (c == '[') in_class = true;
        else if (c == ']') in_class = false;
        else if (c == '/' && !in_class) sx_strbuf_unit(&b, '\\');
        if (c == '\n') sx_strbuf_ascii(&b, "\\n");
        else if (c == '\r') sx_strbuf_ascii(&b, "\\r");
        else if (c == 0x2028) sx_strbuf_ascii(&b, "\\u2028");
        else if (c == 0x2029) sx_strbuf_ascii(&b, "\\u2029");
        else sx_strbuf_unit(&b, c);
    }
    return sx_strbuf_finish(&b);
}

/* ---------------------------------------------------------------------------------------------
 * RegExp objects
 * ------------------------------------------------------------------------------------------- */

void sx_regexp_mark(sx_vm *vm, sx_object *o) {
    sx_regexp *rx = rx_of(o);
    if (rx == NULL) return;
    sx_gc_mark_value(vm, rx->source);
    sx_gc_mark_value(vm, rx->names);
    sx_gc_mark_value(vm, rx->subject);
}

void sx_regexp_free(sx_vm *vm, sx_object *o) {
    sx_regexp *rx = rx_of(o);
    if (rx == NULL) return;
    pcre2_match_data_free(rx->md);
    pcre2_match_context_free(rx->mctx);
    pcre2_code_free(rx->code);
    sx_mem_free(vm, rx->wide, (size_t)rx->wide_cap * sizeof *rx->wide);
    sx_mem_free(vm, rx, sizeof *rx);
    o->u.host.impl = NULL;
}

/* Fill in a new RegExp object o (rooted by the caller). */
static sx_value rx_init(sx_vm *vm, sx_object *o, sx_string *pattern, uint32_t flags) {
    sx_regexp *rx = sx_mem_alloc(vm, sizeof *rx);
    if (rx == NULL) return sx_throw_oom(vm);
    memset(rx, 0, sizeof *rx);
    rx->flags = flags;
    rx->source = rx->names = rx->subject = SX_UNDEFINED;
    o->u.host.impl = rx; /* from here the collector frees it with the object */
    sx_string *src = escape_source(vm, pattern);
    if (src == NULL) return sx_throw_oom(vm);
    rx->source = sx_from_string(src);
    if (rx_compile(vm, rx, pattern) == SX_EXCEPTION) return SX_EXCEPTION;
    if ((rx->names = group_names(vm, rx)) == SX_EXCEPTION) return SX_EXCEPTION;
    if (!sx_object_define(vm, o, sx_atoms(vm)->lastIndex, sx_number(0), SX_PROP_WRITABLE)) return SX_EXCEPTION;
    return sx_from_object(o);
}

/* A new RegExp object with prototype proto from a pattern string (rooted) and parsed flags. */
static sx_value rx_new(sx_vm *vm, sx_object *proto, sx_string *pattern, uint32_t flags) {
    sx_object *o = sx_object_new(vm, SX_CLASS_REGEXP, proto);
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    sx_value r = rx_init(vm, o, pattern, flags);
    sx_temp_pop(vm, 1);
    return r;
}

/* RegExp literals (the REGEXP instruction) and the constructor's core: pattern and flags are
 * strings or undefined. */
sx_value sx_regexp_create(sx_vm *vm, sx_value pattern, sx_value flags) {
    sx_string *p = pattern == SX_UNDEFINED ? vm->atoms.empty : sx_to_string(vm, pattern);
    if (p == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(p));
    sx_string *f = flags == SX_UNDEFINED ? vm->atoms.empty : sx_to_string(vm, flags);
    if (f == NULL) {
        sx_temp_pop(vm, 1);
        return SX_EXCEPTION;
    }
    sx_temp_push(vm, sx_from_string(f));
    uint32_t bits;
    if (!parse_flags(f, &bits)) {
        char text[64];
        sx_string_to_utf8(f, text, sizeof text);
        sx_temp_pop(vm, 2);
        return sx_throw_syntax(vm, "Invalid flags supplied to RegExp constructor '%s'", text);
    }
    sx_value r = rx_new(vm, sx_realm(vm)->regexp_proto, p, bits);
    sx_temp_pop(vm, 2);
    return r;
}

sx_value sx_regexp_clone(sx_vm *vm, sx_object *re, const char *flags) {
    sx_string *f = sx_string_from_cstr(vm, flags);
    if (f == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(f));
    uint32_t bits = 0;
    parse_flags(f, &bits);
    sx_temp_pop(vm, 1);
    /* The escaped source compiles to the same pattern as the original. */
    return rx_new(vm, re->proto, sx_as_string(rx_of(re)->source), bits);
}

/* ---------------------------------------------------------------------------------------------
 * Matching within the instruction budget
 * ------------------------------------------------------------------------------------------- */

/* The subject as UTF-16 code units: wide strings as they are, narrow ones widened once into
 * the regexp's buffer (kept for the next match on the same string, the usual /g loop). */
static const uint16_t *subject_units(sx_vm *vm, sx_regexp *rx, sx_string *s) {
    if (s->wide) return sx_string_wide(s);
    if (rx->subject == sx_from_string(s)) return rx->wide;
    if (!sx_meter_chars(vm, s->len)) return NULL; /* widening is charged (the run is ending otherwise) */
    if (s->len > rx->wide_cap || rx->wide == NULL) {
        uint32_t cap = s->len ? s->len : 1;
        uint16_t *w = sx_mem_realloc(vm, rx->wide, (size_t)rx->wide_cap * sizeof *w, (size_t)cap * sizeof *w);
        if (w == NULL) return NULL;
        rx->wide = w;
        rx->wide_cap = cap;
    }
    for (uint32_t i = 0; i < s->len; i++) rx->wide[i] = sx_string_narrow(s)[i];
    rx->subject = sx_from_string(s);
    return rx->wide;
}

/* The meter inside the matcher (see the top of the file). */
typedef struct rx_meter {
    sx_vm *vm;
    size_t last; /* the match position at the previous callout */
} rx_meter;

static int rx_callout(pcre2_callout_block *cb, void *data) {
    rx_meter *m = data;
    size_t pos = cb->current_position, moved = pos > m->last ? pos - m->last : m->last - pos;
    m->last = pos;
    uint64_t units = SX_METER_REGEX_STEP_UNITS + (moved >> SX_METER_CHARS_SHIFT);
    return sx_meter_charge(m->vm, units) ? 0 : PCRE2_ERROR_CALLOUT; /* negative: abandon the match */
}

/* pcre2_match under the meter; PCRE2_ERROR_CALLOUT when the run must end (abort set). PCRE2's
 * own step limits are lifted: the budget is the limit. */
static int match_bounded(sx_vm *vm, sx_regexp *rx, const uint16_t *units, uint32_t len, uint32_t start, uint32_t opts) {
    rx_meter m = {vm, start};
    pcre2_set_callout(rx->mctx, rx_callout, &m);
    pcre2_set_match_limit(rx->mctx, UINT32_MAX);
    pcre2_set_depth_limit(rx->mctx, UINT32_MAX);
    int rc = pcre2_match(rx->code, units, len, start, opts, rx->md, rx->mctx);
    pcre2_set_callout(rx->mctx, NULL, NULL); /* m lives on this stack frame only */
    if (rc == PCRE2_ERROR_CALLOUT && vm->abort == SX_ABORT_NONE) sx_throw_oom(vm); /* (cannot happen) */
    return rc;
}

static int match_at(sx_vm *vm, sx_object *re, sx_string *s, uint32_t start, const size_t **ov, uint32_t opts) {
    sx_regexp *rx = rx_of(re);
    const uint16_t *units = subject_units(vm, rx, s);
    if (units == NULL) {
        sx_throw_oom(vm);
        return -1;
    }
    int rc = match_bounded(vm, rx, units, s->len, start, opts);
    if (rc == PCRE2_ERROR_CALLOUT) return -1; /* the run is being aborted */
    if (rc == PCRE2_ERROR_NOMEMORY || rc == PCRE2_ERROR_HEAPLIMIT) {
        sx_throw_oom(vm);
        return -1;
    }
    PCRE2_SIZE *o = pcre2_get_ovector_pointer(rx->md);
    uint32_t scanned = (rc > 0 ? (uint32_t)o[1] : s->len) - start;
    if (!sx_meter_charge(vm, 1 + scanned / 32)) return -1; /* a cheap match still costs what it read */
    if (rc == PCRE2_ERROR_NOMATCH || rc < 0) return 0;     /* other errors: e.g. an offset inside a surrogate pair */
    *ov = o;
    return 1;
}

int sx_regexp_match_at(sx_vm *vm, sx_object *re, sx_string *s, uint32_t start, const size_t **ov) {
    return match_at(vm, re, s, start, ov, (rx_of(re)->flags & SX_RX_Y) ? PCRE2_ANCHORED : 0);
}

int sx_regexp_search_at(sx_vm *vm, sx_object *re, sx_string *s, uint32_t start, const size_t **ov) {
    return match_at(vm, re, s, start, ov, 0);
}

int sx_regexp_group_number(sx_object *re, const sx_string *text, uint32_t from, uint32_t to) {
    sx_regexp *rx = rx_of(re);
    if (rx->names == SX_UNDEFINED) return -1;
    sx_object *names = sx_as_object(rx->names);
    for (uint32_t g = 1; g <= rx->ncaptures; g++) {
        sx_value n = names->u.array.items[g];
        if (n == SX_UNDEFINED || sx_as_string(n)->len != to - from) continue;
        uint32_t k = 0;
        while (k < to - from && sx_string_at(sx_as_string(n), k) == sx_string_at(text, from + k)) k++;
        if (k == to - from) return (int)g;
    }
    return -1;
}

/* ---------------------------------------------------------------------------------------------
 * exec and its result
 * ------------------------------------------------------------------------------------------- */

bool sx_regexp_get_last_index(sx_vm *vm, sx_object *re, double *out) {
    sx_prop *p = sx_object_find(vm, re, sx_atoms(vm)->lastIndex);
    sx_value v = p ? p->value : SX_UNDEFINED;
    double d = 0;
    if (!sx_is_number(v) && !sx_to_number(vm, v, &d)) return false;
    if (sx_is_number(v)) d = sx_to_double(v);
    d = sx_double_to_integer(d);
    *out = d < 0 ? 0 : d > 9007199254740991.0 ? 9007199254740991.0 : d;
    return true;
}

bool sx_regexp_set_last_index(sx_vm *vm, sx_object *re, double v) {
    sx_prop *p = sx_object_find(vm, re, sx_atoms(vm)->lastIndex);
    if (p != NULL && (p->flags & SX_PROP_WRITABLE)) {
        p->value = sx_number(v);
        return true;
    }
    return sx_set(vm, sx_from_object(re), sx_atoms(vm)->lastIndex, sx_number(v));
}

uint32_t sx_regexp_advance(const sx_string *s, uint32_t i, bool unicode) {
    if (unicode && i + 1 < s->len) {
        uint16_t hi = sx_string_at(s, i), lo = sx_string_at(s, i + 1);
        if (hi >= 0xD800 && hi <= 0xDBFF && lo >= 0xDC00 && lo <= 0xDFFF) return i + 2;
    }
    return i + 1;
}

/* Capture g as a string, or undefined when it did not participate. */
static sx_value capture(sx_vm *vm, sx_string *s, const size_t *ov, uint32_t g) {
    if (ov[2 * g] == PCRE2_UNSET) return SX_UNDEFINED;
    sx_string *c = sx_string_substring(vm, s, (uint32_t)ov[2 * g], (uint32_t)ov[2 * g + 1]);
    return c ? sx_from_string(c) : SX_EXCEPTION;
}

/* The groups object: a null-prototype object of the named captures, in pattern order. */
static sx_value groups_object(sx_vm *vm, sx_regexp *rx, sx_object *values) {
    if (rx->names == SX_UNDEFINED) return SX_UNDEFINED;
    sx_object *g = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    if (g == NULL) return SX_EXCEPTION;
    sx_object *names = sx_as_object(rx->names);
    for (uint32_t i = 1; i <= rx->ncaptures; i++) {
        sx_value n = names->u.array.items[i];
        if (n == SX_UNDEFINED) continue;
        sx_string *key = sx_string_intern(vm, sx_as_string(n));
        if (key == NULL || !sx_object_define(vm, g, key, sx_array_get(values, i), SX_PROP_DEFAULT)) return SX_EXCEPTION;
    }
    return sx_from_object(g);
}

/* The d flag's indices array: [start, end] per group (undefined when unset), plus groups. */
static sx_value indices_array(sx_vm *vm, sx_regexp *rx, const size_t *ov) {
    sx_object *a = sx_array_new(vm, rx->ncaptures + 1);
    if (a == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(a));
    for (uint32_t g = 0; g <= rx->ncaptures; g++) {
        sx_value v = SX_UNDEFINED;
        if (ov[2 * g] != PCRE2_UNSET) {
            sx_object *pair = sx_array_new(vm, 2);
            if (pair == NULL) return SX_EXCEPTION;
            pair->u.array.items[0] = sx_number((double)ov[2 * g]);
            pair->u.array.items[1] = sx_number((double)ov[2 * g + 1]);
            pair->u.array.len = 2;
            v = sx_from_object(pair);
        }
        a->u.array.items[a->u.array.len++] = v;
    }
    sx_value groups = groups_object(vm, rx, a);
    sx_temp_pop(vm, 1);
    if (groups == SX_EXCEPTION || !sx_object_define(vm, a, sx_atoms(vm)->groups, groups, SX_PROP_DEFAULT))
        return SX_EXCEPTION;
    return sx_from_object(a);
}

sx_value sx_regexp_result(sx_vm *vm, sx_object *re, sx_string *s, const size_t *ov) {
    sx_regexp *rx = rx_of(re);
    /* ov lives in the match data: copy it, the allocations below cannot match but stay safe. */
    sx_object *a = sx_array_new(vm, rx->ncaptures + 1);
    if (a == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(a));
    for (uint32_t g = 0; g <= rx->ncaptures; g++) {
        sx_value v = capture(vm, s, ov, g);
        if (v == SX_EXCEPTION) return v;
        a->u.array.items[a->u.array.len++] = v;
    }
    sx_value groups = groups_object(vm, rx, a);
    if (groups == SX_EXCEPTION ||
        !sx_object_define(vm, a, sx_atoms(vm)->index, sx_number((double)ov[0]), SX_PROP_DEFAULT) ||
        !sx_object_define(vm, a, sx_atoms(vm)->input, sx_from_string(s), SX_PROP_DEFAULT) ||
        !sx_object_define(vm, a, sx_atoms(vm)->groups, groups, SX_PROP_DEFAULT))
        return SX_EXCEPTION;
    if (rx->flags & SX_RX_D) {
        sx_value ind = indices_array(vm, rx, ov);
        if (ind == SX_EXCEPTION || !sx_define_value(vm, a, "indices", ind, SX_PROP_DEFAULT)) return SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(a);
}

/* RegExpBuiltinExec up to the match: 1 with *ov, 0 (lastIndex reset), -1. */
int sx_regexp_exec_raw(sx_vm *vm, sx_object *re, sx_string *s, const size_t **ov) {
    uint32_t flags = rx_of(re)->flags;
    bool global_or_sticky = flags & (SX_RX_G | SX_RX_Y);
    double last = 0;
    if (!sx_regexp_get_last_index(vm, re, &last)) return -1;
    if (!global_or_sticky) last = 0;
    if (last > s->len) return global_or_sticky && !sx_regexp_set_last_index(vm, re, 0) ? -1 : 0;
    int r = sx_regexp_match_at(vm, re, s, (uint32_t)last, ov);
    if (r < 0) return r;
    if (r == 0) return global_or_sticky && !sx_regexp_set_last_index(vm, re, 0) ? -1 : 0;
    if (global_or_sticky && !sx_regexp_set_last_index(vm, re, (double)(*ov)[1])) return -1;
    return 1;
}

sx_value sx_regexp_exec(sx_vm *vm, sx_object *re, sx_string *s) {
    const size_t *ov;
    int r = sx_regexp_exec_raw(vm, re, s, &ov);
    if (r <= 0) return r < 0 ? SX_EXCEPTION : SX_NULL;
    return sx_regexp_result(vm, re, s, ov);
}

/* ---------------------------------------------------------------------------------------------
 * The constructor and RegExp.prototype
 * ------------------------------------------------------------------------------------------- */

/* "#<Object>" or the value's text, for "incompatible receiver" messages. */
static sx_value incompatible(sx_vm *vm, const char *method, sx_value t) {
    char what[96] = "#<Object>";
    if (!sx_is_object(t)) {
        sx_string *s = sx_to_string(vm, t);
        if (s) sx_string_to_utf8(s, what, sizeof what);
    }
    return sx_throw_type(vm, "Method RegExp.prototype.%s called on incompatible receiver %s", method, what);
}

static sx_object *this_regexp(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_regexp(t)) return sx_as_object(t);
    incompatible(vm, method, t);
    return NULL;
}

/* new RegExp(pattern, flags) / RegExp(pattern, flags); pattern may be a RegExp. */
static sx_value regexp_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value pattern = sx_arg(argc, argv, 0), flags = sx_arg(argc, argv, 1);
    if (sx_is_regexp(pattern)) {
        sx_regexp *rx = rx_of(sx_as_object(pattern));
        if (vm->new_target == NULL && flags == SX_UNDEFINED) return pattern;
        if (flags == SX_UNDEFINED) {
            char f[8];
            flags_text(rx->flags, f);
            return sx_regexp_clone(vm, sx_as_object(pattern), f);
        }
        pattern = rx->source;
    }
    return sx_regexp_create(vm, pattern, flags);
}

static sx_string *arg_string(sx_vm *vm, int argc, const sx_value *argv) {
    sx_value v = sx_arg(argc, argv, 0);
    if (sx_is_string(v)) return sx_as_string(v);
    sx_string *s = sx_to_string(vm, v);
    if (s != NULL) sx_temp_push(vm, sx_from_string(s));
    return s;
}

static sx_value regexp_exec(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *re = this_regexp(vm, t, "exec");
    sx_string *s = re ? arg_string(vm, argc, argv) : NULL;
    return s ? sx_regexp_exec(vm, re, s) : SX_EXCEPTION;
}

static sx_value regexp_test(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *re = this_regexp(vm, t, "test");
    sx_string *s = re ? arg_string(vm, argc, argv) : NULL;
    if (s == NULL) return SX_EXCEPTION;
    const size_t *ov;
    int r = sx_regexp_exec_raw(vm, re, s, &ov);
    return r < 0 ? SX_EXCEPTION : sx_bool(r == 1);
}

/* toString works on any object with source and flags properties. */
static sx_value regexp_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!sx_is_object(t)) return incompatible(vm, "toString", t);
    sx_value source = sx_get(vm, t, sx_atoms(vm)->source);
    sx_string *src = source == SX_EXCEPTION ? NULL : sx_to_string(vm, source);
    if (src == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(src));
    sx_value flags = sx_get(vm, t, sx_atoms(vm)->flags);
    sx_string *f = flags == SX_EXCEPTION ? NULL : sx_to_string(vm, flags);
    if (f == NULL) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_unit(&b, '/');
    sx_strbuf_string(&b, src);
    sx_strbuf_unit(&b, '/');
    sx_strbuf_string(&b, f);
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : sx_throw_oom(vm);
}

/* Getters: the flag bit comes from the native's magic (0 for source, -1 for flags). On
 * RegExp.prototype itself they give undefined ("(?:)" and "" for source and flags). */
static sx_value regexp_getter(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    int magic = vm->frames[vm->nframes - 1].callee->u.native.magic;
    if (!sx_is_regexp(t)) {
        if (sx_is_object(t) && sx_as_object(t) == sx_realm(vm)->regexp_proto)
            return magic == 0  ? sx_from_string(sx_atom(vm, "(?:)"))
                   : magic < 0 ? sx_from_string(vm->atoms.empty)
                               : SX_UNDEFINED;
        char what[96] = "#<Object>";
        if (!sx_is_object(t)) {
            sx_string *s = sx_to_string(vm, t);
            if (s) sx_string_to_utf8(s, what, sizeof what);
        }
        return sx_throw_type(vm, "RegExp.prototype getter called on non-object %s", what);
    }
    sx_regexp *rx = rx_of(sx_as_object(t));
    if (magic == 0) return rx->source;
    if (magic < 0) {
        char f[8];
        flags_text(rx->flags, f);
        sx_string *s = sx_atom(vm, f);
        return s ? sx_from_string(s) : SX_EXCEPTION;
    }
    return sx_bool(rx->flags & (uint32_t)magic);
}

/* The iterator of String.prototype.matchAll: target the (cloned) regexp, extra the string. */
int sx_regexp_iter_next(sx_vm *vm, sx_object *it, sx_value *out) {
    if (it->u.cursor.target == SX_UNDEFINED) return 0;
    sx_object *re = sx_as_object(it->u.cursor.target);
    sx_string *s = sx_as_string(it->u.cursor.extra);
    sx_value m = sx_regexp_exec(vm, re, s);
    if (m == SX_EXCEPTION) return -1;
    if (m == SX_NULL) {
        it->u.cursor.target = SX_UNDEFINED;
        return 0;
    }
    sx_object *ma = sx_as_object(m);
    sx_value first = sx_array_get(ma, 0);
    if (sx_is_string(first) && sx_as_string(first)->len == 0) { /* empty match: step past it */
        double last;
        if (!sx_regexp_get_last_index(vm, re, &last)) return -1;
        uint32_t next =
            last >= s->len ? (uint32_t)last + 1 : sx_regexp_advance(s, (uint32_t)last, rx_of(re)->flags & SX_RX_U);
        if (!sx_regexp_set_last_index(vm, re, next)) return -1;
    }
    *out = m;
    return 1;
}

static const sx_native_def regexp_methods[] = {
    {"exec", regexp_exec, 1},
    {"test", regexp_test, 1},
    {"toString", regexp_to_string, 0},
};

static const struct {
    const char *name;
    int magic;
} regexp_getters[] = {
    {"source", 0},          {"flags", -1},       {"hasIndices", SX_RX_D}, {"global", SX_RX_G}, {"ignoreCase", SX_RX_I},
    {"multiline", SX_RX_M}, {"dotAll", SX_RX_S}, {"unicode", SX_RX_U},    {"sticky", SX_RX_Y},
};

static bool define_getter(sx_vm *vm, sx_object *proto, const char *name, int magic) {
    char fname[32];
    snprintf(fname, sizeof fname, "get %s", name);
    sx_object *f = sx_native_new(vm, fname, regexp_getter, 0);
    sx_string *key = sx_atom(vm, name);
    if (f == NULL || key == NULL) return false;
    f->u.native.magic = (int16_t)magic;
    return sx_define_accessor(vm, proto, sx_from_string(key), sx_from_object(f), false, false);
}

bool sx_stdlib_init_regexp(sx_vm *vm) {
    sx_object *proto = sx_realm(vm)->regexp_proto;
    if (proto == NULL &&
        (proto = sx_realm(vm)->regexp_proto = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto)) == NULL)
        return false;
    if (sx_define_class(vm, "RegExp", regexp_ctor, 2, proto) == NULL || !SX_DEFINE_NATIVES(vm, proto, regexp_methods))
        return false;
    for (size_t i = 0; i < sizeof regexp_getters / sizeof regexp_getters[0]; i++)
        if (!define_getter(vm, proto, regexp_getters[i].name, regexp_getters[i].magic)) return false;
    return sx_regexp_define_symbol_methods(vm, proto);
}

/* Snapshots (api/snapshot.c): a RegExp as [source, flags bits]; out NULL: only the count. */
bool sx_regexp_snapshot(sx_object *o, sx_value *out, uint32_t *n) {
    sx_regexp *rx = rx_of(o);
    if (rx == NULL) return false;
    if (out != NULL) {
        out[0] = rx->source;
        out[1] = sx_number(rx->flags);
    }
    *n = 2;
    return true;
}

/* Compile o (a RegExp node of a snapshot, its properties loaded) from those values again; its
 * lastIndex stays what the snapshot says. False: err says why. */
bool sx_regexp_restore(sx_vm *vm, sx_object *o, const sx_value *v, uint32_t n, char *err, size_t errsize) {
    uint32_t bits = 0;
    char text[16];
    if (n == 2 && sx_is_number(v[1]) && sx_to_double(v[1]) >= 0 && sx_to_double(v[1]) < 128)
        bits = (uint32_t)sx_to_double(v[1]);
    flags_text(bits, text);
    sx_string *ft = sx_string_from_cstr(vm, text);
    uint32_t again = UINT32_MAX;
    if (n != 2 || !sx_is_string(v[0]) || rx_of(o) != NULL || ft == NULL || !parse_flags(ft, &again) || again != bits ||
        (double)bits != sx_to_double(v[1]))
        return snprintf(err, errsize, "a RegExp is malformed"), false;
    sx_prop *last = sx_object_find(vm, o, sx_atoms(vm)->lastIndex);
    sx_value last_index = last ? last->value : sx_number(0);
    uint32_t last_flags = last ? last->flags : SX_PROP_WRITABLE;
    if (rx_init(vm, o, sx_as_string(v[0]), bits) == SX_EXCEPTION) {
        vm->has_exception = false;
        vm->exception = SX_UNDEFINED;
        return snprintf(err, errsize, "a RegExp does not compile"), false;
    }
    return sx_object_define(vm, o, sx_atoms(vm)->lastIndex, last_index, last_flags) ||
           (snprintf(err, errsize, "it does not fit the memory limit"), false);
}
