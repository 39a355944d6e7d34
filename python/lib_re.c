/* lib_re.c - the native half of `re` (module _sx_re): Python's regex syntax checked and translated for PCRE2, and metered matching. */
#define PCRE2_CODE_UNIT_WIDTH 16
#include <pcre2.h>
#include <stdio.h>
#include <string.h>

#include "python/py.h"
#include "vm/gc.h"
#include "vm/meter.h"

#define RL py_rl(vm)

/*
 * `re` is Python code (python/lib/re.py) over four natives of the private module _sx_re:
 * compile(pattern, flags) checks the pattern with CPython's error messages, translates what
 * PCRE2 reads differently (\Z, \v, \u, {,n}, a global (?a)...) and compiles it into a
 * PY_CLASS_RE object; match(code, string, pos, endpos, mode) runs one match attempt and gives
 * the group offsets; subn(code, string, repl, count) replaces every match with a literal text. The engine is the one TypeScript's RegExp uses (PCRE2, stdlib/regexp.c),
 * metered the same way: automatic callouts charge the VM's meter before every pattern item the
 * matcher tries, so a regex bomb ends on the instruction budget, the clock or cancellation, and
 * all of PCRE2's memory comes from the VM's accounting allocator.
 */

/* Python's flag bits (re.I ...) */
enum { F_I = 2, F_L = 4, F_M = 8, F_S = 16, F_U = 32, F_X = 64, F_A = 256 };

typedef struct py_re {
    pcre2_code *code;
    pcre2_match_data *md;
    pcre2_match_context *mctx;
    uint32_t ncaptures;
    sx_value subject; /* the narrow string last widened into `wide` (kept alive by the mark) */
    uint16_t *wide;
    uint32_t wide_cap;
    sx_value checked; /* the wide string last checked for valid UTF-16 (kept alive by the mark) */
    bool checked_ok;
} py_re;

#define RE_HEADER 16 /* keeps PCRE2's blocks 16-byte aligned */

static void *re_malloc(PCRE2_SIZE size, void *data) {
    uint8_t *p = sx_mem_alloc((sx_vm *)data, size + RE_HEADER);
    if (p == NULL) return NULL;
    memcpy(p, &size, sizeof size);
    return p + RE_HEADER;
}

static void re_free(void *ptr, void *data) {
    if (ptr == NULL) return;
    uint8_t *p = (uint8_t *)ptr - RE_HEADER;
    PCRE2_SIZE size;
    memcpy(&size, p, sizeof size);
    sx_mem_free((sx_vm *)data, p, size + RE_HEADER);
}

void py_re_mark(sx_vm *vm, sx_object *o) {
    py_re *r = o->u.host.impl;
    if (r != NULL) sx_gc_mark_value(vm, r->subject), sx_gc_mark_value(vm, r->checked);
}

void py_re_free(sx_vm *vm, sx_object *o) {
    py_re *r = o->u.host.impl;
    if (r == NULL) return;
    pcre2_match_data_free(r->md);
    pcre2_match_context_free(r->mctx);
    pcre2_code_free(r->code);
    sx_mem_free(vm, r->wide, (size_t)r->wide_cap * sizeof(uint16_t));
    sx_mem_free(vm, r, sizeof *r);
    o->u.host.impl = NULL;
}

/* ---------------------------------------------------------------------------------------------
 * Checking and translating Python's syntax
 * ------------------------------------------------------------------------------------------- */

#define RE_MAX_GROUPS 200

typedef struct tr {
    const sx_string *src;
    uint32_t i, n;
    uint32_t flags;
    sx_strbuf out;
    const char *error; /* CPython's message (static or in msg) */
    char msg[160];
    uint32_t error_pos;
    uint32_t groups;                    /* capture groups opened so far */
    uint32_t closed[RE_MAX_GROUPS + 1]; /* closed[g]: group g is closed (a back reference may name it) */
    int parent[RE_MAX_GROUPS + 1];      /* the capture group around group g (0: none) */
    uint32_t name_at[RE_MAX_GROUPS + 1], name_len[RE_MAX_GROUPS + 1]; /* group g's name in src */
    int open_caps[256];                                               /* per open paren: its group or 0 */
    uint32_t open_pos[256];
    int depth;
} tr;

static uint16_t at(tr *t, uint32_t k) { return k < t->n ? sx_string_at(t->src, k) : 0; }
static void emit(tr *t, uint16_t c) { sx_strbuf_unit(&t->out, c); }
static void emits(tr *t, const char *s) { sx_strbuf_ascii(&t->out, s); }
static void fail(tr *t, uint32_t pos, const char *msg) {
    if (t->error == NULL) t->error = msg, t->error_pos = pos;
}
static bool is_digit(uint16_t c) { return c >= '0' && c <= '9'; }
static bool is_hex(uint16_t c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static bool is_alpha(uint16_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_word(uint16_t c) { return is_alpha(c) || is_digit(c) || c == '_' || c >= 0x80; }

static void emit_hex(tr *t, uint32_t v) {
    char buf[16];
    snprintf(buf, sizeof buf, "\\x{%x}", v);
    emits(t, buf);
}

/* \xhh, \uhhhh, \Uhhhhhhhh at t->i (the backslash): emits the character */
static void hex_escape(tr *t, uint32_t start, uint16_t kind) {
    int len = kind == 'x' ? 2 : kind == 'u' ? 4 : 8;
    uint32_t v = 0;
    for (int k = 0; k < len; k++) {
        uint16_t c = at(t, t->i + 2 + (uint32_t)k);
        if (!is_hex(c)) {
            snprintf(t->msg, sizeof t->msg, "incomplete escape \\%c", (char)kind);
            for (int j = 0; j < k && t->i + 2 + (uint32_t)j < t->n; j++) {
                size_t l = strlen(t->msg);
                if (l + 2 < sizeof t->msg) t->msg[l] = (char)at(t, t->i + 2 + (uint32_t)j), t->msg[l + 1] = 0;
            }
            fail(t, start, t->msg);
            return;
        }
        v = v * 16 + (uint32_t)(is_digit(c) ? c - '0' : (c | 32) - 'a' + 10);
    }
    if (v > 0x10ffff) {
        snprintf(t->msg, sizeof t->msg, "bad escape \\%c", (char)kind);
        fail(t, start, t->msg);
        return;
    }
    t->i += 2 + (uint32_t)len;
    emit_hex(t, v);
}

static void bad_escape(tr *t, uint32_t pos, uint16_t c) {
    snprintf(t->msg, sizeof t->msg, "bad escape \\%c", (char)c);
    fail(t, pos, t->msg);
}

/* An escape inside a character class (t->i at the backslash). */
static void class_escape(tr *t) {
    uint32_t start = t->i;
    uint16_t c = at(t, t->i + 1);
    if (t->i + 1 >= t->n) {
        fail(t, start, "bad escape (end of pattern)");
        return;
    }
    if (c == 'x' || c == 'u' || c == 'U') return hex_escape(t, start, c);
    if (c == 'v') return t->i += 2, emits(t, "\\x{b}");
    if (c == 'b') return t->i += 2, emits(t, "\\x{8}");
    if (is_digit(c)) { /* octal only */
        uint32_t v = 0, k = t->i + 1;
        while (k < t->n && k < t->i + 4 && at(t, k) >= '0' && at(t, k) <= '7') v = v * 8 + (at(t, k++) - '0');
        if (k == t->i + 1) return bad_escape(t, start, c);
        t->i = k;
        return emit_hex(t, v);
    }
    if (is_alpha(c) && strchr("dDsSwWafnrt", (char)c) == NULL) return bad_escape(t, start, c);
    emit(t, '\\'), emit(t, c);
    t->i += 2;
}

static void tr_class(tr *t) {
    uint32_t start = t->i;
    emit(t, '[');
    t->i++;
    if (at(t, t->i) == '^') emit(t, '^'), t->i++;
    bool first = true;
    for (;;) {
        if (t->i >= t->n) return fail(t, start, "unterminated character set");
        uint16_t c = at(t, t->i);
        if (c == ']' && !first) break;
        first = false;
        if (c == '\\') class_escape(t);
        else if (c == '[') emits(t, "\\["), t->i++; /* never a POSIX class [:alpha:] */
        else if (c == ']') emits(t, "\\]"), t->i++;
        else emit(t, c), t->i++;
        if (t->error) return;
    }
    emit(t, ']');
    t->i++;
}

/* A back reference \N (t->i at the backslash): number with up to 2 digits, or an octal escape. */
static void number_escape(tr *t) {
    uint32_t start = t->i, k = t->i + 1;
    if (at(t, k) == '0') { /* \0, \0o, \0oo: octal */
        uint32_t v = 0;
        k++;
        while (k < t->n && k < t->i + 4 && at(t, k) >= '0' && at(t, k) <= '7') v = v * 8 + (at(t, k++) - '0');
        t->i = k;
        return emit_hex(t, v);
    }
    if (is_digit(at(t, k + 1)) && at(t, k) <= '7' && at(t, k + 1) <= '7' && at(t, k + 2) >= '0' &&
        at(t, k + 2) <= '7') {
        uint32_t v = (uint32_t)(at(t, k) - '0') * 64 + (uint32_t)(at(t, k + 1) - '0') * 8 + (at(t, k + 2) - '0');
        if (v > 0377) {
            snprintf(t->msg, sizeof t->msg, "octal escape value \\%c%c%c outside of range 0-0o377", (char)at(t, k),
                     (char)at(t, k + 1), (char)at(t, k + 2));
            return fail(t, start, t->msg);
        }
        t->i = k + 3;
        return emit_hex(t, v);
    }
    uint32_t g = (uint32_t)(at(t, k) - '0');
    k++;
    if (is_digit(at(t, k))) g = g * 10 + (uint32_t)(at(t, k++) - '0');
    if (g > t->groups || g > RE_MAX_GROUPS || !t->closed[g]) {
        snprintf(t->msg, sizeof t->msg, g > t->groups ? "invalid group reference %u" : "cannot refer to an open group",
                 g);
        return fail(t, start + 1, t->msg);
    }
    char buf[16];
    snprintf(buf, sizeof buf, "\\g{%u}", g);
    emits(t, buf);
    t->i = k;
}

static void tr_escape(tr *t) {
    uint32_t start = t->i;
    if (t->i + 1 >= t->n) return fail(t, start, "bad escape (end of pattern)");
    uint16_t c = at(t, t->i + 1);
    if (c == 'x' || c == 'u' || c == 'U') return hex_escape(t, start, c);
    if (is_digit(c)) return number_escape(t);
    t->i += 2;
    switch (c) {
    case 'Z': return emits(t, "\\z");
    case 'v': return emits(t, "\\x{b}");
    case 'A':
    case 'b':
    case 'B':
    case 'd':
    case 'D':
    case 's':
    case 'S':
    case 'w':
    case 'W':
    case 'a':
    case 'f':
    case 'n':
    case 'r':
    case 't': emit(t, '\\'), emit(t, c); return;
    default:
        if (is_alpha(c)) return bad_escape(t, start, c);
        emit(t, '\\'), emit(t, c);
    }
}

/* a group name at t->i up to `end` char; returns its length (0: bad) */
static uint32_t group_name(tr *t, uint16_t end) {
    uint32_t k = t->i;
    while (k < t->n && at(t, k) != end) k++;
    if (k >= t->n) return 0;
    uint32_t len = k - t->i;
    if (len == 0 || is_digit(at(t, t->i))) return 0;
    for (uint32_t j = t->i; j < k; j++)
        if (!is_word(at(t, j))) return 0;
    return len;
}

static int find_name(tr *t, uint32_t from, uint32_t len) {
    for (uint32_t g = 1; g <= t->groups && g <= RE_MAX_GROUPS; g++) {
        if (t->name_len[g] != len) continue;
        uint32_t k = 0;
        while (k < len && at(t, t->name_at[g] + k) == at(t, from + k)) k++;
        if (k == len) return (int)g;
    }
    return 0;
}

static void open_group(tr *t, uint32_t pos, int cap) {
    if (t->depth >= 250) return fail(t, pos, "too many nested groups");
    t->open_caps[t->depth] = cap;
    t->open_pos[t->depth++] = pos;
}

static int current_cap(tr *t) {
    for (int d = t->depth - 1; d >= 0; d--)
        if (t->open_caps[d] > 0) return t->open_caps[d];
    return 0;
}

static void new_capture(tr *t, uint32_t pos, uint32_t name_at, uint32_t name_len) {
    if (t->groups >= RE_MAX_GROUPS) return fail(t, pos, "too many groups");
    uint32_t g = ++t->groups;
    t->parent[g] = current_cap(t);
    t->name_at[g] = name_at, t->name_len[g] = name_len;
    open_group(t, pos, (int)g);
}

/* '(' at t->i: the group kinds; returns false when the group was fully handled (a comment, flags) */
static void tr_group(tr *t) {
    uint32_t start = t->i;
    if (at(t, t->i + 1) != '?') {
        t->i++;
        emit(t, '(');
        return new_capture(t, start, 0, 0);
    }
    uint16_t c = at(t, t->i + 2);
    if (c == ':' || c == '=' || c == '!' || c == '>') {
        emit(t, '('), emit(t, '?'), emit(t, c);
        t->i += 3;
        return open_group(t, start, 0);
    }
    if (c == '<' && (at(t, t->i + 3) == '=' || at(t, t->i + 3) == '!')) {
        emits(t, "(?<"), emit(t, at(t, t->i + 3));
        t->i += 4;
        return open_group(t, start, 0);
    }
    if (c == '#') {
        uint32_t k = t->i + 3;
        while (k < t->n && at(t, k) != ')') k++;
        if (k >= t->n) return fail(t, start, "missing ), unterminated comment");
        t->i = k + 1;
        return;
    }
    if (c == 'P' && at(t, t->i + 3) == '<') {
        t->i += 4;
        uint32_t name_at = t->i, len = group_name(t, '>');
        if (len == 0) {
            if (t->i >= t->n || at(t, t->i) == '>') return fail(t, t->i, "missing group name");
            uint32_t k = t->i;
            while (k < t->n && at(t, k) != '>') k++;
            if (k >= t->n) return fail(t, t->i, "missing >, unterminated name");
            snprintf(t->msg, sizeof t->msg, "bad character in group name '");
            for (uint32_t j = t->i; j < k && strlen(t->msg) + 3 < sizeof t->msg; j++) {
                size_t l = strlen(t->msg);
                t->msg[l] = (char)at(t, j), t->msg[l + 1] = 0;
            }
            strcat(t->msg, "'");
            return fail(t, t->i, t->msg);
        }
        int old = find_name(t, name_at, len);
        if (old) {
            char name[64];
            uint32_t k = 0;
            for (; k < len && k < sizeof name - 1; k++) name[k] = (char)at(t, name_at + k);
            name[k] = 0;
            snprintf(t->msg, sizeof t->msg, "redefinition of group name '%s' as group %u; was group %d", name,
                     t->groups + 1, old);
            return fail(t, name_at, t->msg);
        }
        emits(t, "(?<");
        for (uint32_t k = 0; k < len; k++) emit(t, at(t, name_at + k));
        emit(t, '>');
        t->i = name_at + len + 1;
        return new_capture(t, start, name_at, len);
    }
    if (c == 'P' && at(t, t->i + 3) == '=') {
        t->i += 4;
        uint32_t name_at = t->i, len = group_name(t, ')');
        int g = len ? find_name(t, name_at, len) : 0;
        if (g == 0) {
            snprintf(t->msg, sizeof t->msg, len ? "unknown group name '" : "missing group name");
            if (len) {
                for (uint32_t k = 0; k < len && strlen(t->msg) + 3 < sizeof t->msg; k++) {
                    size_t l = strlen(t->msg);
                    t->msg[l] = (char)at(t, name_at + k), t->msg[l + 1] = 0;
                }
                strcat(t->msg, "'");
            }
            return fail(t, name_at, t->msg);
        }
        char buf[16];
        snprintf(buf, sizeof buf, "(?:\\g{%d})", g);
        emits(t, buf);
        t->i = name_at + len + 1;
        return;
    }
    if (c == '(') { /* (?(1)yes|no) or (?(name)yes|no) */
        uint32_t k = t->i + 3;
        while (k < t->n && at(t, k) != ')') k++;
        if (k >= t->n) return fail(t, t->i + 3, "missing ), unterminated name");
        uint32_t ref = 0;
        bool digits = k > t->i + 3;
        for (uint32_t j = t->i + 3; j < k; j++) {
            if (!is_digit(at(t, j))) digits = false;
            else ref = ref * 10 + (at(t, j) - '0');
        }
        int g = digits ? (int)ref : find_name(t, t->i + 3, k - (t->i + 3));
        if (g <= 0 || (uint32_t)g > t->groups) return fail(t, t->i + 3, "invalid group reference");
        char buf[24];
        snprintf(buf, sizeof buf, "(?(%d)", g);
        emits(t, buf);
        t->i = k + 1;
        return open_group(t, start, 0);
    }
    /* flags: (?aiLmsux) global at the start, (?imsx-imsx:...) scoped */
    uint32_t k = t->i + 2, on = 0;
    bool minus = false;
    sx_strbuf *o = &t->out;
    uint32_t mark = o->len;
    emits(t, "(?");
    for (; k < t->n; k++) {
        uint16_t f = at(t, k);
        if (f == '-' && !minus) {
            minus = true;
            emit(t, '-');
            continue;
        }
        const char *p = f < 128 ? strchr("aiLmsux", (char)f) : NULL;
        if (f == 0 || p == NULL) break;
        if (!minus)
            on |= f == 'a'   ? F_A
                  : f == 'i' ? F_I
                  : f == 'L' ? F_L
                  : f == 'm' ? F_M
                  : f == 's' ? F_S
                  : f == 'u' ? F_U
                             : F_X;
        if (f == 'i' || f == 'm' || f == 's' || f == 'x') emit(t, f);
    }
    uint16_t end = at(t, k);
    if (end == ')' && !minus) { /* global flags */
        if (start != 0) {
            /* CPython 3.11: global flags not at the start are an error */
            return fail(t, start, "global flags not at the start of the expression");
        }
        o->len = mark;
        t->flags |= on;
        t->i = k + 1;
        return;
    }
    if (end == ':') {
        emit(t, ':');
        t->i = k + 1;
        return open_group(t, start, 0);
    }
    if (k >= t->n) return fail(t, k, "missing -, : or )");
    snprintf(t->msg, sizeof t->msg, "unknown extension ?%c", (char)c);
    if (c == 'P' || c == '<')
        snprintf(t->msg, sizeof t->msg, "unknown extension ?%c%c", (char)c, (char)at(t, t->i + 3));
    fail(t, t->i + 1, t->msg);
}

/* A '{' at t->i: a repeat {m}, {m,}, {,n}, {m,n}, or a literal brace. Returns 1 when it was a
 * repeat (emitted), 0 when literal. */
static int tr_brace(tr *t) {
    uint32_t k = t->i + 1, lo_at = k;
    double lo = -1, hi = -1;
    while (is_digit(at(t, k))) lo = (lo < 0 ? 0 : lo) * 10 + (at(t, k++) - '0');
    bool comma = at(t, k) == ',';
    if (comma) {
        k++;
        while (is_digit(at(t, k))) hi = (hi < 0 ? 0 : hi) * 10 + (at(t, k++) - '0');
    } else hi = lo;
    if (at(t, k) != '}' || (lo < 0 && !comma)) return 0;
    if (lo > 4294967295.0 || hi > 4294967295.0) {
        fail(t, lo_at, "the repetition number is too large");
        return 1;
    }
    if (hi >= 0 && lo > hi) {
        fail(t, lo_at, "min repeat greater than max repeat");
        return 1;
    }
    if (lo > 65535 || hi > 65535) { /* PCRE2's own limit */
        fail(t, lo_at, "the repetition number is too large");
        return 1;
    }
    char buf[48];
    if (hi < 0) snprintf(buf, sizeof buf, "{%u,}", (unsigned)(lo < 0 ? 0 : lo));
    else snprintf(buf, sizeof buf, "{%u,%u}", (unsigned)(lo < 0 ? 0 : lo), (unsigned)hi);
    emits(t, buf);
    t->i = k + 1;
    return 1;
}

static void translate(tr *t) {
    bool can_repeat = false;
    int repeated = 0; /* 1 just after a repeat, 2 after its ? or + (lazy, possessive) */
    while (t->i < t->n && t->error == NULL) {
        uint16_t c = at(t, t->i);
        uint32_t pos = t->i;
        if ((t->flags & F_X) && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f')) {
            t->i++;
            continue;
        }
        if ((t->flags & F_X) && c == '#') {
            while (t->i < t->n && at(t, t->i) != '\n') t->i++;
            continue;
        }
        if (c == '*' || c == '+' || c == '?' || (c == '{' && (can_repeat || repeated))) {
            if (repeated == 1 && (c == '?' || c == '+')) {
                emit(t, c); /* lazy a*? or possessive a*+ */
                t->i++;
                repeated = 2;
                continue;
            }
            if (c == '{') {
                uint32_t mark = t->out.len;
                int r = tr_brace(t);
                if (t->error) return;
                if (r == 0) {
                    t->out.len = mark;
                    emits(t, "\\{");
                    t->i++;
                    can_repeat = true, repeated = 0;
                    continue;
                }
                if (repeated) return fail(t, pos, "multiple repeat");
                can_repeat = false, repeated = 1;
                continue;
            }
            if (repeated) return fail(t, pos, "multiple repeat");
            if (!can_repeat) return fail(t, pos, "nothing to repeat");
            emit(t, c);
            t->i++;
            can_repeat = false, repeated = 1;
            continue;
        }
        repeated = 0;
        switch (c) {
        case '\\': {
            uint16_t e = at(t, t->i + 1);
            tr_escape(t);
            can_repeat = !(e == 'A' || e == 'Z' || e == 'b' || e == 'B');
            break;
        }
        case '[':
            tr_class(t);
            can_repeat = true;
            break;
        case '(': {
            int before = t->depth;
            uint32_t groups = t->groups;
            tr_group(t);
            /* (?P=name) can repeat; a comment or global flags leave nothing to repeat */
            can_repeat = t->depth == before && t->groups == groups && at(t, pos + 2) == 'P';
            break;
        }
        case ')':
            if (t->depth == 0) return fail(t, pos, "unbalanced parenthesis");
            t->depth--;
            if (t->open_caps[t->depth] > 0) t->closed[t->open_caps[t->depth]] = 1;
            emit(t, ')');
            t->i++;
            can_repeat = true;
            break;
        case '|':
            emit(t, '|');
            t->i++;
            can_repeat = false;
            break;
        case '^':
        case '$':
            emit(t, c);
            t->i++;
            can_repeat = false;
            break;
        case '{':
            emits(t, "\\{");
            t->i++;
            can_repeat = true;
            break;
        case '#':
        case ' ':
            emit(t, '\\'), emit(t, c); /* literal even if PCRE2 were in extended mode */
            t->i++;
            can_repeat = true;
            break;
        default:
            emit(t, c);
            t->i++;
            can_repeat = true;
        }
    }
    if (t->error == NULL && t->depth > 0) fail(t, t->open_pos[t->depth - 1], "missing ), unterminated subpattern");
}

static uint32_t compile_options(uint32_t flags) {
    uint32_t o = PCRE2_AUTO_CALLOUT | PCRE2_UTF | PCRE2_NEVER_BACKSLASH_C;
    if (!(flags & F_A)) o |= PCRE2_UCP;
    if (flags & F_I) o |= PCRE2_CASELESS;
    if (flags & F_M) o |= PCRE2_MULTILINE;
    if (flags & F_S) o |= PCRE2_DOTALL;
    return o;
}

static sx_value str_value(sx_vm *vm, const char *s) {
    sx_string *r = sx_string_from_cstr(vm, s);
    return r ? sx_from_string(r) : SX_EXCEPTION;
}

/* the result list for an error: [None, message, position] */
static sx_value error_result(sx_vm *vm, const char *msg, uint32_t pos) {
    sx_object *l = py_list_new(vm, 3);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    sx_value m = str_value(vm, msg);
    sx_temp_pop(vm, 1);
    if (m == SX_EXCEPTION) return m;
    l->u.array.items[0] = SX_NULL, l->u.array.items[1] = m, l->u.array.items[2] = sx_number(pos);
    l->u.array.len = 3;
    return sx_from_object(l);
}

/* compile(pattern, flags): [code, ngroups, flags, parents, names] or [None, message, position].
 * parents[g] is the capture group around group g; names is a list of (name, g). */
static sx_value re_compile(sx_vm *vm, sx_value t_, int argc, const sx_value *argv) {
    (void)t_;
    if (argc < 2 || !sx_is_string(argv[0]) || !py_is_int(argv[1]))
        return py_raise(vm, RL->type_error, "internal: _sx_re.compile(pattern, flags)");
    sx_string *src = sx_as_string(argv[0]);
    if (!sx_meter_charge(vm, 1 + src->len)) return SX_EXCEPTION; /* compiling costs about reading it */
    tr *t = sx_mem_alloc(vm, sizeof *t);
    if (t == NULL) return sx_throw_oom(vm);
    memset(t, 0, sizeof *t);
    t->src = src, t->n = src->len, t->flags = (uint32_t)sx_to_double(argv[1]);
    sx_strbuf_init(&t->out, vm);
    translate(t);
    sx_value result = SX_EXCEPTION;
    if (t->out.failed) {
        sx_strbuf_discard(&t->out);
        sx_mem_free(vm, t, sizeof *t);
        return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    }
    if (t->error != NULL) {
        sx_strbuf_discard(&t->out);
        result = error_result(vm, t->error, t->error_pos);
        sx_mem_free(vm, t, sizeof *t);
        return result;
    }
    py_re *r = sx_mem_alloc(vm, sizeof *r);
    sx_object *o = r ? sx_object_new(vm, PY_CLASS_RE, NULL) : NULL;
    if (o == NULL) {
        if (r) sx_mem_free(vm, r, sizeof *r);
        sx_strbuf_discard(&t->out);
        sx_mem_free(vm, t, sizeof *t);
        return sx_throw_oom(vm);
    }
    memset(r, 0, sizeof *r);
    r->subject = SX_UNDEFINED;
    r->checked = SX_UNDEFINED;
    o->u.host.impl = r;
    sx_temp_push(vm, sx_from_object(o));
    pcre2_general_context *gc = pcre2_general_context_create(re_malloc, re_free, vm);
    pcre2_compile_context *cc = gc ? pcre2_compile_context_create(gc) : NULL;
    int err = PCRE2_ERROR_HEAP_FAILED;
    PCRE2_SIZE offset = 0;
    if (cc != NULL) {
        pcre2_set_parens_nest_limit(cc, 250);
        pcre2_set_newline(cc, PCRE2_NEWLINE_LF);
        static const uint16_t empty[1] = {0};
        r->code =
            pcre2_compile(t->out.len ? t->out.data : empty, t->out.len, compile_options(t->flags), &err, &offset, cc);
    }
    if (r->code != NULL) {
        pcre2_pattern_info(r->code, PCRE2_INFO_CAPTURECOUNT, &r->ncaptures);
        r->md = pcre2_match_data_create_from_pattern(r->code, gc);
        r->mctx = pcre2_match_context_create(gc);
        err = r->md && r->mctx ? 0 : PCRE2_ERROR_HEAP_FAILED;
    }
    pcre2_compile_context_free(cc);
    pcre2_general_context_free(gc);
    sx_strbuf_discard(&t->out);
    if (err != 0) {
        sx_temp_pop(vm, 1);
        if (vm->mem.failed || err == PCRE2_ERROR_HEAP_FAILED) {
            sx_mem_free(vm, t, sizeof *t);
            return sx_throw_oom(vm);
        }
        /* a pattern the checks above let through but PCRE2 refuses (e.g. a variable-length lookbehind) */
        PCRE2_UCHAR buf[120];
        char text[128];
        pcre2_get_error_message(err, buf, 120);
        size_t k = 0;
        for (; buf[k] && k < sizeof text - 1; k++) text[k] = buf[k] < 128 ? (char)buf[k] : '?';
        text[k] = 0;
        if (strstr(text, "lookbehind") != NULL) snprintf(text, sizeof text, "look-behind requires fixed-width pattern");
        result = error_result(vm, text, 0);
        sx_mem_free(vm, t, sizeof *t);
        return result;
    }
    /* [code, ngroups, flags, parents, names] */
    uint32_t ng = t->groups;
    sx_object *l = py_list_new(vm, 5);
    if (l) sx_temp_push(vm, sx_from_object(l));
    sx_object *parents = l ? py_list_new(vm, ng + 1) : NULL;
    if (parents) sx_temp_push(vm, sx_from_object(parents));
    sx_object *names = parents ? py_list_new(vm, 4) : NULL;
    bool ok = names != NULL;
    if (ok) {
        sx_temp_push(vm, sx_from_object(names));
        for (uint32_t g = 0; g <= ng; g++) parents->u.array.items[g] = sx_number(g ? t->parent[g] : 0);
        parents->u.array.len = ng + 1;
        for (uint32_t g = 1; ok && g <= ng; g++) {
            if (t->name_len[g] == 0) continue;
            uint16_t buf[256];
            uint32_t len = t->name_len[g] < 256 ? t->name_len[g] : 256;
            for (uint32_t k = 0; k < len; k++) buf[k] = sx_string_at(src, t->name_at[g] + k);
            sx_string *nm = sx_string_new_utf16(vm, buf, len);
            sx_object *pair = nm ? py_tuple_new(vm, 2) : NULL;
            if (pair == NULL) {
                ok = false;
                break;
            }
            pair->u.array.items[0] = sx_from_string(nm), pair->u.array.items[1] = sx_number(g);
            pair->u.array.len = 2;
            sx_temp_push(vm, sx_from_object(pair));
            sx_value item = sx_from_object(pair);
            ok = sx_array_push(vm, names, item);
            sx_temp_pop(vm, 1);
        }
        sx_temp_pop(vm, 1);
    }
    if (ok) {
        l->u.array.items[0] = sx_from_object(o);
        l->u.array.items[1] = sx_number(ng);
        l->u.array.items[2] = sx_number(t->flags);
        l->u.array.items[3] = sx_from_object(parents);
        l->u.array.items[4] = sx_from_object(names);
        l->u.array.len = 5;
    }
    sx_temp_pop(vm, (l ? 1 : 0) + (parents ? 1 : 0) + 1);
    sx_mem_free(vm, t, sizeof *t);
    if (!ok) return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    return sx_from_object(l);
}

/* ---------------------------------------------------------------------------------------------
 * Matching within the instruction budget
 * ------------------------------------------------------------------------------------------- */

static const uint16_t *subject_units(sx_vm *vm, py_re *r, sx_string *s) {
    if (s->wide) return sx_string_wide(s);
    if (r->subject == sx_from_string(s)) return r->wide;
    if (!sx_meter_chars(vm, s->len)) return NULL;
    if (s->len > r->wide_cap || r->wide == NULL) {
        uint32_t cap = s->len ? s->len : 1;
        uint16_t *w = sx_mem_realloc(vm, r->wide, (size_t)r->wide_cap * sizeof *w, (size_t)cap * sizeof *w);
        if (w == NULL) return NULL;
        r->wide = w;
        r->wide_cap = cap;
    }
    for (uint32_t i = 0; i < s->len; i++) r->wide[i] = sx_string_narrow(s)[i];
    r->subject = sx_from_string(s);
    return r->wide;
}

/* PCRE2 checks a UTF subject from the start offset to its end on every match unless told it is
 * valid (PCRE2_NO_UTF_CHECK): a loop of matches over one long string would be quadratic. A narrow
 * string is always valid UTF-16; a wide one is checked once (metered) and remembered. A string
 * with a lone surrogate, or an offset that splits a pair, is left to PCRE2's own check, which
 * refuses it (no match). */
static bool utf_known_valid(sx_vm *vm, py_re *r, sx_string *s, const uint16_t *u, uint32_t pos, uint32_t end) {
    if (s->wide) {
        if (r->checked != sx_from_string(s)) {
            if (!sx_meter_chars(vm, s->len)) return false;
            bool ok = true;
            for (uint32_t i = 0; i < s->len && ok; i++) {
                uint16_t c = u[i];
                if (c >= 0xd800 && c <= 0xdbff) {
                    if (i + 1 < s->len && u[i + 1] >= 0xdc00 && u[i + 1] <= 0xdfff) i++;
                    else ok = false;
                } else if (c >= 0xdc00 && c <= 0xdfff) ok = false;
            }
            r->checked = sx_from_string(s);
            r->checked_ok = ok;
        }
        if (!r->checked_ok) return false;
        if (pos > 0 && pos < s->len && u[pos] >= 0xdc00 && u[pos] <= 0xdfff) return false; /* splits a pair */
        if (end > 0 && end < s->len && u[end] >= 0xdc00 && u[end] <= 0xdfff) return false;
    }
    return true;
}

typedef struct re_meter {
    sx_vm *vm;
    size_t last;
} re_meter;

static int re_callout(pcre2_callout_block *cb, void *data) {
    re_meter *m = data;
    size_t pos = cb->current_position, moved = pos > m->last ? pos - m->last : m->last - pos;
    m->last = pos;
    uint64_t units = SX_METER_REGEX_STEP_UNITS + (moved >> SX_METER_CHARS_SHIFT);
    return sx_meter_charge(m->vm, units) ? 0 : PCRE2_ERROR_CALLOUT;
}

/* One match attempt of r on s from pos to endpos; mode bits: 1 anchored at pos, 2 to end at
 * endpos, 4 no empty match at pos. The number of offset pairs set (> 0; the offsets are in r->md's
 * ovector), 0 for no match, or -1 with the exception raised or the run aborting. */
static int match_once(sx_vm *vm, py_re *r, sx_string *s, double pos, double endpos, int mode) {
    if (endpos > s->len) endpos = s->len;
    if (endpos < 0) endpos = 0;
    if (pos < 0) pos = 0;
    if (pos > endpos) return 0;
    const uint16_t *units = subject_units(vm, r, s);
    if (units == NULL) {
        if (!vm->has_exception && vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
        return -1;
    }
    uint32_t opts =
        (mode & 1 ? PCRE2_ANCHORED : 0) | (mode & 2 ? PCRE2_ENDANCHORED : 0) | (mode & 4 ? PCRE2_NOTEMPTY_ATSTART : 0);
    if (utf_known_valid(vm, r, s, units, (uint32_t)pos, (uint32_t)endpos)) opts |= PCRE2_NO_UTF_CHECK;
    else if (vm->abort != SX_ABORT_NONE) return -1;
    re_meter m = {vm, (size_t)pos};
    pcre2_set_callout(r->mctx, re_callout, &m);
    pcre2_set_match_limit(r->mctx, UINT32_MAX);
    pcre2_set_depth_limit(r->mctx, UINT32_MAX);
    static const uint16_t empty[1] = {0};
    int rc = pcre2_match(r->code, endpos > 0 ? units : empty, (size_t)endpos, (size_t)pos, opts, r->md, r->mctx);
    pcre2_set_callout(r->mctx, NULL, NULL);
    if (rc == PCRE2_ERROR_CALLOUT) return -1; /* the run is being aborted */
    if (rc == PCRE2_ERROR_NOMEMORY || rc == PCRE2_ERROR_HEAPLIMIT) return sx_throw_oom(vm), -1;
    PCRE2_SIZE *o = pcre2_get_ovector_pointer(r->md);
    uint32_t scanned = (uint32_t)((rc > 0 ? (double)o[1] : endpos) - pos);
    if (!sx_meter_charge(vm, 1 + scanned / 32)) return -1; /* a cheap match still costs what it read */
    return rc < 0 ? 0 : rc;
}

static bool is_re_code(sx_value v) { return sx_is_object(v) && sx_as_object(v)->cls == PY_CLASS_RE; }

/* match(code, string, pos, endpos, mode): one attempt (match_once). None, or the list of
 * 2 * (groups + 1) offsets (-1: unset). */
static sx_value re_match(sx_vm *vm, sx_value t_, int argc, const sx_value *argv) {
    (void)t_;
    if (argc < 5 || !is_re_code(argv[0]) || !sx_is_string(argv[1]) || !py_is_int(argv[2]) || !py_is_int(argv[3]) ||
        !py_is_int(argv[4]))
        return py_raise(vm, RL->type_error, "internal: _sx_re.match(code, string, pos, endpos, mode)");
    py_re *r = sx_as_object(argv[0])->u.host.impl;
    int rc = match_once(vm, r, sx_as_string(argv[1]), sx_to_double(argv[2]), sx_to_double(argv[3]),
                        (int)sx_to_double(argv[4]));
    if (rc < 0) return SX_EXCEPTION;
    if (rc == 0) return SX_NULL;
    uint32_t n = 2 * (r->ncaptures + 1);
    sx_object *l = py_list_new(vm, n);
    if (l == NULL) return SX_EXCEPTION;
    PCRE2_SIZE *o = pcre2_get_ovector_pointer(r->md);
    for (uint32_t k = 0; k < n; k++)
        l->u.array.items[k] = (k / 2 < (uint32_t)rc && o[k] != PCRE2_UNSET) ? sx_number((double)o[k]) : sx_number(-1);
    l->u.array.len = n;
    return sx_from_object(l);
}

static void append_slice(sx_strbuf *b, const sx_string *s, uint32_t from, uint32_t to) {
    for (uint32_t i = from; i < to && !b->failed; i++) sx_strbuf_unit(b, sx_string_at(s, i));
}

/* subn(code, string, repl, count): every match (at most count unless count is 0) replaced by the
 * literal string repl (count 0: every match), with the matches re.py's Pattern._iter finds (an empty match may follow a
 * non-empty one, never two at one place). The common re.sub(pattern, "text", s) without a Match
 * object per match; a template with group references stays in re.py. The tuple (text, n). */
static sx_value re_subn(sx_vm *vm, sx_value t_, int argc, const sx_value *argv) {
    (void)t_;
    if (argc < 4 || !is_re_code(argv[0]) || !sx_is_string(argv[1]) || !sx_is_string(argv[2]) || !py_is_int(argv[3]))
        return py_raise(vm, RL->type_error, "internal: _sx_re.subn(code, string, repl, count)");
    py_re *r = sx_as_object(argv[0])->u.host.impl;
    sx_string *s = sx_as_string(argv[1]), *repl = sx_as_string(argv[2]);
    double count = sx_to_double(argv[3]);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint32_t last = 0, pos = 0;
    double n = 0;
    int mode = 0;
    while (pos <= s->len && (count == 0 || n < count)) { /* CPython: a negative count replaces nothing */
        int rc = match_once(vm, r, s, pos, s->len, mode);
        if (rc < 0) return sx_strbuf_discard(&b), SX_EXCEPTION;
        if (rc == 0) break;
        PCRE2_SIZE *o = pcre2_get_ovector_pointer(r->md);
        uint32_t start = (uint32_t)o[0], end = (uint32_t)o[1];
        append_slice(&b, s, last, start);
        sx_strbuf_string(&b, repl);
        last = end, n++;
        mode = end == start ? 4 : 0;
        pos = end;
    }
    append_slice(&b, s, last, s->len);
    sx_string *text = sx_strbuf_finish(&b);
    if (text == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(text));
    sx_object *t = py_tuple_new(vm, 2);
    if (t != NULL) sx_array_push(vm, t, sx_from_string(text)), sx_array_push(vm, t, sx_number(n));
    sx_temp_pop(vm, 1);
    return t ? sx_from_object(t) : SX_EXCEPTION;
}

bool py_lib_sx_re_fill(sx_vm *vm, sx_object *m) {
    return py_def(vm, m, "compile", re_compile, 2) && py_def(vm, m, "match", re_match, 5) &&
           py_def(vm, m, "subn", re_subn, 4);
}
