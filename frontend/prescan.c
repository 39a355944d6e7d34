/* prescan.c - a cheap lexical pass that bounds how deep tree-sitter's parse stack can grow.
 *
 * libtree-sitter 0.20.7 corrupts its heap (and aborts) when error recovery runs with a parse stack
 * of ~65536 entries, e.g. on 100000 unclosed '(' or '!'. We therefore estimate, before calling
 * tree-sitter (for texts of 32 KiB or more; shorter ones cannot break it, and parse.c runs this
 * scan after their parse, when it reports an error or is slow), an upper bound of the stack depth: every operator, keyword and opening bracket adds
 * one level; a closing bracket returns to the level before its opener; ';' and ',' return to the
 * level just inside the enclosing bracket; so does a line break between two things that can end and
 * start a statement (automatic semicolon insertion). Identifiers and literals add nothing. When the
 * estimate passes the limit the caller reports SX9002 instead of parsing. Real programs stay far
 * below: anything this deep would exceed SX_MAX_NESTING in our own tree anyway.
 *
 * A chain of left-associative binary operators (1 + 2 * 3 - ... ) is not nesting: the parser
 * reduces what precedes each operator, so its stack holds at most a few entries per precedence
 * level. Such a chain adds at most SX_CHAIN_LEVELS to the level where it started. */
#include "frontend/frontend_internal.h"
#include "frontend/trivia.h"

#include <string.h>

/* The open brackets, kept apart from the scan's scalar state (which the compiler can then keep
 * in registers: only this part is handed to the out-of-line grow_brackets). */
typedef struct sx_brackets {
    uint32_t *base;     /* base[k]: the level just inside the k-th open bracket */
    bool *is_tmpl;      /* the k-th bracket is a template substitution `${` */
    uint32_t *floor_at; /* the chain_floor of the chain the k-th bracket is in (UINT32_MAX: none) */
    uint32_t room;      /* size of the arrays (grown on demand up to the scan's cap) */
    sx_arena *arena;    /* where they grow */
    bool oom;           /* growing them failed */
} sx_brackets;

typedef struct sx_scan {
    const char *s;
    size_t len, i;
    sx_brackets *br;
    uint32_t nopen, cap;  /* open brackets; cap: at most this many (the limit + 1) */
    uint32_t level;       /* current estimate */
    bool prev_operand;    /* the previous token can end an expression */
    bool newline;         /* a line break since the previous token */
    bool chain;           /* inside a chain of left-associative binary operators */
    uint32_t chain_floor; /* the level where that chain started */
} sx_scan;

/* The scan's steps are inlined into its loop (sx_prescan_depth), so that its state stays in registers. */
#define SX_SCAN_INLINE static inline __attribute__((always_inline))

#define SX_CHAIN_LEVELS 64 /* more than twice TypeScript's binary precedence levels */

/* A left-associative binary operator starting at i, after an operand: + - * / % & | ^ < > not
 * followed by '=' (compound assignment, <=, >=: counted as before), and not ** (right-assoc). */
SX_SCAN_INLINE bool chain_op(const sx_scan *sc) {
    char c = sc->s[sc->i], next = sc->i + 1 < sc->len ? sc->s[sc->i + 1] : 0;
    if (!sc->prev_operand) return false;
    switch (c) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
    case '&':
    case '|':
    case '^':
    case '<':
    case '>': break;
    default: return false;
    }
    return next != '=' && !(c == '*' && next == '*');
}

/* The length of a two- or three-character left-associative operator starting at i, after an
 * operand: && || ?? == != === !== <= >= (0 if none; &&= ||= ??= assign and nest what follows). */
SX_SCAN_INLINE size_t chain_logical(const sx_scan *sc) {
    if (!sc->prev_operand || sc->i + 2 > sc->len) return 0;
    char c = sc->s[sc->i], next = sc->s[sc->i + 1], after = sc->i + 2 < sc->len ? sc->s[sc->i + 2] : 0;
    if ((c == '=' || c == '!') && next == '=') return after == '=' ? 3 : 2; /* == != === !== */
    if ((c == '<' || c == '>') && next == '=') return 2;                    /* <= >= */
    return (c == '&' || c == '|' || c == '?') && next == c && after != '=' ? 2 : 0;
}

/* Byte classes of the scan's innermost loops, one table lookup a byte instead of a chain of
 * comparisons (immutable: shared by every thread). */
enum { PC_OTHER, PC_IDENT, PC_BLANK, PC_NEWLINE };
static const uint8_t g_byte_class[256] = {
    ['a' ... 'z'] = PC_IDENT, ['A' ... 'Z'] = PC_IDENT, ['0' ... '9'] = PC_IDENT,   ['_'] = PC_IDENT,
    ['$'] = PC_IDENT,         ['\\'] = PC_IDENT,        [0x80 ... 0xFF] = PC_IDENT, [' '] = PC_BLANK,
    ['\t'] = PC_BLANK,        ['\f'] = PC_BLANK,        ['\v'] = PC_BLANK,          ['\n'] = PC_NEWLINE,
    ['\r'] = PC_NEWLINE,
};

static inline bool is_ident_byte(unsigned char c) { return g_byte_class[c] == PC_IDENT; }

/* Words that behave like operators (they leave the expression or statement unfinished), grouped by
 * first letter (this runs on every identifier of every parse: one short list, lengths known). */
typedef struct sx_opword {
    const char *w;
    uint8_t n;
} sx_opword;
#define SX_OPW(s)                                                                                                      \
    { s, (uint8_t)(sizeof s - 1) }

static bool is_operator_word(const char *w, size_t n) {
    static const sx_opword a_[] = {SX_OPW("await"),    SX_OPW("as"),      SX_OPW("async"), SX_OPW("abstract"),
                                   SX_OPW("accessor"), SX_OPW("asserts"), {NULL, 0}};
    static const sx_opword c_[] = {SX_OPW("case"), SX_OPW("class"), SX_OPW("const"), SX_OPW("catch"), {NULL, 0}};
    static const sx_opword d_[] = {SX_OPW("do"), SX_OPW("delete"), SX_OPW("default"), SX_OPW("declare"), {NULL, 0}};
    static const sx_opword e_[] = {SX_OPW("else"), SX_OPW("extends"), SX_OPW("export"), SX_OPW("enum"), {NULL, 0}};
    static const sx_opword f_[] = {SX_OPW("for"), SX_OPW("function"), SX_OPW("finally"), SX_OPW("from"), {NULL, 0}};
    static const sx_opword g_[] = {SX_OPW("get"), {NULL, 0}};
    static const sx_opword i_[] = {SX_OPW("if"),     SX_OPW("in"),         SX_OPW("instanceof"),
                                   SX_OPW("import"), SX_OPW("interface"),  SX_OPW("is"),
                                   SX_OPW("infer"),  SX_OPW("implements"), {NULL, 0}};
    static const sx_opword k_[] = {SX_OPW("keyof"), {NULL, 0}};
    static const sx_opword l_[] = {SX_OPW("let"), {NULL, 0}};
    static const sx_opword m_[] = {SX_OPW("module"), {NULL, 0}};
    static const sx_opword n_[] = {SX_OPW("new"), SX_OPW("namespace"), {NULL, 0}};
    static const sx_opword o_[] = {SX_OPW("of"), SX_OPW("override"), SX_OPW("out"), {NULL, 0}};
    static const sx_opword p_[] = {SX_OPW("private"), SX_OPW("public"), SX_OPW("protected"), {NULL, 0}};
    static const sx_opword r_[] = {SX_OPW("return"), SX_OPW("readonly"), {NULL, 0}};
    static const sx_opword s_[] = {SX_OPW("switch"), SX_OPW("satisfies"), SX_OPW("static"), SX_OPW("set"), {NULL, 0}};
    static const sx_opword t_[] = {SX_OPW("throw"), SX_OPW("typeof"), SX_OPW("try"), SX_OPW("type"), {NULL, 0}};
    static const sx_opword u_[] = {SX_OPW("unique"), SX_OPW("using"), {NULL, 0}};
    static const sx_opword v_[] = {SX_OPW("void"), SX_OPW("var"), {NULL, 0}};
    static const sx_opword w_[] = {SX_OPW("while"), SX_OPW("with"), {NULL, 0}};
    static const sx_opword y_[] = {SX_OPW("yield"), {NULL, 0}};
    const sx_opword *list;
    if (n < 2) return false;
    switch (w[0]) {
    case 'a': list = a_; break;
    case 'c': list = c_; break;
    case 'd': list = d_; break;
    case 'e': list = e_; break;
    case 'f': list = f_; break;
    case 'g': list = g_; break;
    case 'i': list = i_; break;
    case 'k': list = k_; break;
    case 'l': list = l_; break;
    case 'm': list = m_; break;
    case 'n': list = n_; break;
    case 'o': list = o_; break;
    case 'p': list = p_; break;
    case 'r': list = r_; break;
    case 's': list = s_; break;
    case 't': list = t_; break;
    case 'u': list = u_; break;
    case 'v': list = v_; break;
    case 'w': list = w_; break;
    case 'y': list = y_; break;
    default: return false;
    }
    for (; list->w; list++) /* (the second letter first: most identifiers differ there) */
        if (list->n == n && list->w[1] == w[1] && memcmp(list->w, w, n) == 0) return true;
    return false;
}

/* Level just inside the innermost open bracket (0 at top level). */
SX_SCAN_INLINE uint32_t sx_scan_base(const sx_scan *sc) { return sc->nopen ? sc->br->base[sc->nopen - 1] : 0; }

/* Skip a quoted string starting at the quote; stops at the closing quote or the end of the line. */
SX_SCAN_INLINE void skip_string(sx_scan *sc) {
    char q = sc->s[sc->i++];
    while (sc->i < sc->len) {
        char c = sc->s[sc->i];
        if (c == '\\') {
            sc->i += 2;
            continue;
        }
        if (c == '\n' || c == '\r') return;
        sc->i++;
        if (c == q) return;
    }
}

/* Skip template text (after ` or after the } closing a substitution) up to ` or ${. Returns true
 * when a `${` was found (then sc->i is after it). */
SX_SCAN_INLINE bool skip_template_text(sx_scan *sc) {
    while (sc->i < sc->len) {
        char c = sc->s[sc->i];
        if (c == '\\') {
            sc->i += 2;
            continue;
        }
        if (c == '`') {
            sc->i++;
            return false;
        }
        if (c == '$' && sc->i + 1 < sc->len && sc->s[sc->i + 1] == '{') {
            sc->i += 2;
            return true;
        }
        sc->i++;
    }
    return false;
}

/* Try to skip a regex literal at '/': must end on the same line, within 4096 bytes. */
SX_SCAN_INLINE bool skip_regex(sx_scan *sc) {
    size_t j = sc->i + 1;
    bool in_class = false;
    while (j < sc->len && j - sc->i < 4096) {
        char c = sc->s[j];
        if (c == '\n' || c == '\r') return false;
        if (c == '\\') {
            j += 2;
            continue;
        }
        if (c == '[') in_class = true;
        else if (c == ']') in_class = false;
        else if (c == '/' && !in_class) {
            sc->i = j + 1;
            while (sc->i < sc->len && is_ident_byte((unsigned char)sc->s[sc->i])) sc->i++; /* flags */
            return true;
        }
        j++;
    }
    return false;
}

/* Double the bracket arrays (they start small: most programs nest a few levels) to at most cap
 * entries, keeping the first `used`; false when out of memory (br->oom). */
static __attribute__((noinline)) bool grow_brackets(sx_brackets *br, uint32_t used, uint32_t cap) {
    uint32_t room = br->room ? br->room * 2 : 64;
    if (room > cap) room = cap;
    uint32_t *base = sx_arena_alloc(br->arena, (size_t)room * sizeof *base);
    bool *is_tmpl = sx_arena_alloc(br->arena, (size_t)room * sizeof *is_tmpl);
    uint32_t *floor_at = sx_arena_alloc(br->arena, (size_t)room * sizeof *floor_at);
    if (!base || !is_tmpl || !floor_at) {
        br->oom = true;
        return false;
    }
    if (used) {
        memcpy(base, br->base, (size_t)used * sizeof *base);
        memcpy(is_tmpl, br->is_tmpl, (size_t)used * sizeof *is_tmpl);
        memcpy(floor_at, br->floor_at, (size_t)used * sizeof *floor_at);
    }
    br->base = base;
    br->is_tmpl = is_tmpl;
    br->floor_at = floor_at;
    br->room = room;
    return true;
}

/* Open a bracket; returns false when the bracket stack is full (the caller reports "too deep"). */
SX_SCAN_INLINE bool open_bracket(sx_scan *sc, bool tmpl) {
    if (sc->nopen >= sc->cap) return false;
    sx_brackets *br = sc->br;
    if (sc->nopen >= br->room && !grow_brackets(br, sc->nopen, sc->cap)) return false;
    br->floor_at[sc->nopen] = sc->chain ? sc->chain_floor : UINT32_MAX; /* f(x) + f(x) + ...: back after ) */
    sc->chain = false;
    sc->level++;
    br->base[sc->nopen] = sc->level;
    br->is_tmpl[sc->nopen] = tmpl;
    sc->nopen++;
    sc->prev_operand = false;
    return true;
}

/* A closing bracket: back to the level before the opener; the group is an operand. */
SX_SCAN_INLINE void close(sx_scan *sc) {
    sc->chain = false;
    if (sc->nopen) {
        sc->nopen--;
        sc->level = sc->br->base[sc->nopen] - 1;
        sc->chain = sc->br->floor_at[sc->nopen] != UINT32_MAX;
        sc->chain_floor = sc->br->floor_at[sc->nopen];
    }
    sc->prev_operand = true;
}

/* Skip white space and comments, noting line breaks. */
SX_SCAN_INLINE void skip_space(sx_scan *sc) {
    const char *s = sc->s;
    size_t i = sc->i, len = sc->len;
    while (i < len) {
        uint8_t k = g_byte_class[(unsigned char)s[i]];
        if (k == PC_BLANK) {
            i++;
            uint64_t eight; /* indentation: eight blanks at a time */
            while (i + 8 <= len && (memcpy(&eight, s + i, 8), eight == 0x2020202020202020ull)) i += 8;
        } else if (k == PC_NEWLINE) {
            sc->newline = true;
            i++;
        } else if (s[i] == '/' && i + 1 < len && (s[i + 1] == '/' || s[i + 1] == '*')) {
            bool closed, line_break;
            i = sx_skip_comment(s, (uint32_t)i, (uint32_t)len, &closed, &line_break);
            if (!closed) break;
            if (line_break) sc->newline = true;
        } else {
            break;
        }
    }
    sc->i = i;
}

/* Process one token at sc->i (after white space). Returns false if the bracket stack overflowed. */
SX_SCAN_INLINE bool scan_token(sx_scan *sc) {
    unsigned char c = (unsigned char)sc->s[sc->i];
    bool starts_operand = is_ident_byte(c) || c == '"' || c == '\'' || c == '`';
    if (sc->newline && sc->prev_operand && starts_operand) {
        sc->level = sx_scan_base(sc); /* a line break most likely ended the statement */
        sc->chain = false;
    }
    sc->newline = false;
    if (is_ident_byte(c)) {
        size_t j = sc->i + 1;
        const char *s = sc->s;
        while (is_ident_byte((unsigned char)s[j])) j++; /* (stops at the NUL after the text at the latest) */
        bool op = is_operator_word(sc->s + sc->i, j - sc->i);
        sc->level += op ? 1 : 0;
        sc->prev_operand = !op;
        sc->i = j;
    } else if (c == '"' || c == '\'') {
        skip_string(sc);
        sc->prev_operand = true;
    } else if (c == '`') {
        sc->i++;
        if (skip_template_text(sc)) return open_bracket(sc, true);
        sc->prev_operand = true;
    } else if (c == '(' || c == '[' || c == '{') {
        sc->i++;
        return open_bracket(sc, false);
    } else if (c == ')' || c == ']' || c == '}') {
        sc->i++;
        bool tmpl = c == '}' && sc->nopen && sc->br->is_tmpl[sc->nopen - 1];
        close(sc);
        if (tmpl && skip_template_text(sc)) return open_bracket(sc, true);
    } else if (c == ';' || c == ',') {
        sc->i++;
        sc->chain = false;
        sc->level = sx_scan_base(sc);
        sc->prev_operand = false;
    } else if ((c == '+' || c == '-') && sc->prev_operand && sc->i + 1 < sc->len && sc->s[sc->i + 1] == (char)c) {
        sc->i += 2; /* postfix ++ / --: the expression stays complete */
    } else if (c == '/' && !sc->prev_operand && skip_regex(sc)) {
        sc->prev_operand = true;
    } else if (chain_logical(sc) || chain_op(sc)) { /* a binary operator of a chain: bounded, see the top */
        size_t wide = chain_logical(sc);
        sc->i += wide ? wide : 1;
        if (!sc->chain) sc->chain_floor = sc->level;
        sc->chain = true;
        sc->level =
            sc->level + 1 < sc->chain_floor + SX_CHAIN_LEVELS ? sc->level + 1 : sc->chain_floor + SX_CHAIN_LEVELS;
        sc->prev_operand = false;
    } else {
        if (sc->prev_operand && c != '.') sc->chain = false; /* = ? : nest what follows; x.y does not */
        sc->i++;                                             /* any other character counts as one operator level */
        sc->level++;
        sc->prev_operand = false;
    }
    return true;
}

uint32_t sx_prescan_depth(sx_arena *arena, const char *src, size_t len, uint32_t limit) {
    if (len <= limit) return UINT32_MAX; /* the stack cannot hold more entries than there are bytes */
    sx_brackets br = {.arena = arena};
    sx_scan sc = {.s = src, .len = len, .br = &br, .cap = limit + 1};
    if (!grow_brackets(&br, 0, sc.cap)) return SX_PRESCAN_OOM;
    for (;;) {
        skip_space(&sc);
        if (sc.i >= sc.len) return UINT32_MAX;
        uint32_t at = (uint32_t)sc.i;
        if (!scan_token(&sc)) return br.oom ? SX_PRESCAN_OOM : at;
        if (sc.level > limit) return at;
    }
}
