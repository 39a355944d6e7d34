/* syntax_diag.c - the syntax diagnoser's parser: tsc's recursive descent (parser.ts), reduced to its errors. */
#include "frontend/spelling.h"
#include "frontend/syntax_diag.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Each parse function follows the tsc function of the same name (parseX -> sd_x) closely enough to
 * make the same decisions and report the same errors, but builds no tree: it returns a small
 * summary (sx_sn) with what later decisions need (is it an identifier, a left-hand side, where
 * does it start and end). Speculative parsing (tsc's lookAhead/tryParse) saves and restores the
 * scanner position and the number of diagnostics.
 */

/* Context flags (tsc's NodeFlags *Context). */
#define SX_CTX_DISALLOW_IN 1u
#define SX_CTX_YIELD 2u
#define SX_CTX_AWAIT 4u
#define SX_CTX_DECORATOR 8u
#define SX_CTX_NO_COND_TYPES 16u

/* Parsing contexts of lists (tsc's ParsingContext, same numbers). */
enum {
    PC_SOURCE,
    PC_BLOCK,
    PC_SWITCH_CLAUSES,
    PC_SWITCH_STMTS,
    PC_TYPE_MEMBERS,
    PC_CLASS_MEMBERS,
    PC_ENUM_MEMBERS,
    PC_HERITAGE_ELEMENT,
    PC_VAR_DECLS,
    PC_OBJ_BINDING,
    PC_ARR_BINDING,
    PC_ARGS,
    PC_OBJ_LITERAL,
    PC_JSX_ATTRS,
    PC_JSX_CHILDREN,
    PC_ARRAY_LITERAL,
    PC_PARAMS,
    PC_JSDOC_PARAMS,
    PC_REST_PROPS,
    PC_TYPE_PARAMS,
    PC_TYPE_ARGS,
    PC_TUPLE,
    PC_HERITAGE,
    PC_SPECIFIERS,
    PC_IMPORT_ATTRS,
    PC_COUNT
};

/* What a parse function returns about its node. */
enum {
    N_NONE,        /* nothing parsed (tsc's undefined: a speculative parse failed) */
    N_IDENT,       /* identifier (possibly missing: start == end) */
    N_LHS,         /* another left-hand-side expression (member, call, literal, parenthesized...) */
    N_EXPR,        /* any other expression */
    N_TYPE_ASSERT, /* <T>x */
    N_EWTA,        /* f<T> (expression with type arguments) */
    N_TAGGED,      /* tagged template f`...` */
    N_OK,          /* a statement, a type, a parameter... */
    N_BLOCKING,    /* a type with an arrow-function-blocking error (missing name or parameters) */
};

typedef struct sx_sn {
    int kind;
    uint32_t start, end;
    uint32_t aux_start, aux_end; /* N_EWTA: its type arguments `<...>`; N_TAGGED: its template */
} sx_sn;

static const sx_sn SN_NONE = {N_NONE, 0, 0, 0, 0};

static sx_sn sn(int kind, uint32_t start, uint32_t end) {
    sx_sn n = {kind, start, end, 0, 0};
    return n;
}

/* Depth bound of the parse functions (hostile nesting must not exhaust the native stack). */
#define SX_SD_MAX_DEPTH 300u

/* ------------------------------------------------------------------------------------------------
 * Diagnostics and tokens
 * ---------------------------------------------------------------------------------------------- */

void sx_sd_error(sx_sd *s, uint32_t start, uint32_t length, int code, const char *fmt, const char *arg) {
    if (s->ndiags > 0 && s->diags[s->ndiags - 1].start == start)
        return; /* tsc: at most one error per position, against the last one */
    if (s->ndiags >= SX_SD_MAX_DIAGS) return;
    sx_sd_diag *d = &s->diags[s->ndiags++];
    d->code = code;
    d->start = start;
    d->length = length;
    if (arg) snprintf(d->message, sizeof d->message, fmt, arg);
    else snprintf(d->message, sizeof d->message, "%s", fmt);
}

void sx_sd_note(sx_sd *s, uint32_t start, uint32_t length, int code, const char *message) {
    if (s->nnotes >= SX_SD_MAX_NOTES) return;
    sx_sd_diag *d = &s->notes[s->nnotes++];
    d->code = code;
    d->start = start;
    d->length = length;
    snprintf(d->message, sizeof d->message, "%s", message);
}

static int tok(const sx_sd *s) { return s->tok; }
static bool line_break(const sx_sd *s) { return (s->tok_flags & SX_TF_LINE_BREAK) != 0; }

static int next(sx_sd *s) {
    if (s->budget == 0) s->gave_up = true;
    else s->budget--;
    if (s->gave_up) {
        s->pos = s->full_start = s->tok_start = s->end;
        return s->tok = SX_T_EOF;
    }
    return sx_sd_scan(s);
}

static void err_cur(sx_sd *s, int code, const char *fmt, const char *arg) {
    sx_sd_error(s, s->tok_start, s->pos - s->tok_start, code, fmt, arg);
}

static void err_expected(sx_sd *s, int kind) { err_cur(s, 1005, "'%s' expected.", sx_sd_token_text(kind)); }

static bool parse_expected(sx_sd *s, int kind) {
    if (tok(s) == kind) {
        next(s);
        return true;
    }
    err_expected(s, kind);
    return false;
}

static bool parse_optional(sx_sd *s, int kind) {
    if (tok(s) == kind) {
        next(s);
        return true;
    }
    return false;
}

/* -- speculation ----------------------------------------------------------------------------- */

typedef struct sx_mark {
    uint32_t pos, full_start, tok_start, tok_flags, value_start, value_end, ndiags, nnotes, ctx;
    int tok;
} sx_mark;

static sx_mark mark(const sx_sd *s) {
    sx_mark m = {s->pos,       s->full_start, s->tok_start, s->tok_flags, s->value_start,
                 s->value_end, s->ndiags,     s->nnotes,    s->ctx,       s->tok};
    return m;
}

static void reset(sx_sd *s, const sx_mark *m) {
    s->pos = m->pos;
    s->full_start = m->full_start;
    s->tok_start = m->tok_start;
    s->tok_flags = m->tok_flags;
    s->value_start = m->value_start;
    s->value_end = m->value_end;
    s->tok = m->tok;
    s->ndiags = m->ndiags;
    s->nnotes = m->nnotes;
    s->ctx = m->ctx;
    if (s->gave_up) next(s);
}

typedef bool (*sx_probe)(sx_sd *s);

/* tsc's lookAhead: run `fn`, then restore everything. */
static bool look(sx_sd *s, sx_probe fn) {
    sx_mark m = mark(s);
    bool r = fn(s);
    reset(s, &m);
    return r;
}

/* tsc's tryParse for a probe: keep its progress only when it answers true. */
static bool try_probe(sx_sd *s, sx_probe fn) {
    sx_mark m = mark(s);
    bool r = fn(s);
    if (!r) reset(s, &m);
    return r;
}

static bool enter(sx_sd *s) {
    if (++s->depth > SX_SD_MAX_DEPTH && !s->gave_up) {
        s->gave_up = true;
        next(s);
    }
    return !s->gave_up;
}
static void leave(sx_sd *s) { s->depth--; }

/* -- token classes ----------------------------------------------------------------------------- */

static bool is_ident_or_keyword(int t) { return t >= SX_T_IDENT; } /* tsc: token >= Identifier (private names too) */

static bool is_binding_identifier(const sx_sd *s) { return tok(s) == SX_T_IDENT || tok(s) > SX_LAST_RESERVED; }

static bool is_identifier(const sx_sd *s) {
    if (tok(s) == SX_T_IDENT) return true;
    if (tok(s) == SX_K_YIELD && (s->ctx & SX_CTX_YIELD)) return false;
    if (tok(s) == SX_K_AWAIT && (s->ctx & SX_CTX_AWAIT)) return false;
    return tok(s) > SX_LAST_RESERVED && tok(s) <= SX_LAST_KEYWORD;
}

static bool is_modifier_kind(int t) {
    switch (t) {
    case SX_K_ABSTRACT:
    case SX_K_ACCESSOR:
    case SX_K_ASYNC:
    case SX_K_CONST:
    case SX_K_DECLARE:
    case SX_K_DEFAULT:
    case SX_K_EXPORT:
    case SX_K_IN:
    case SX_K_PUBLIC:
    case SX_K_PRIVATE:
    case SX_K_PROTECTED:
    case SX_K_READONLY:
    case SX_K_STATIC:
    case SX_K_OUT:
    case SX_K_OVERRIDE: return true;
    default: return false;
    }
}

static bool is_class_member_modifier(int t) {
    return t == SX_K_PUBLIC || t == SX_K_PRIVATE || t == SX_K_PROTECTED || t == SX_K_READONLY || t == SX_K_OVERRIDE ||
           t == SX_K_STATIC || t == SX_K_ACCESSOR;
}

static bool is_literal_property_name(const sx_sd *s) {
    return is_ident_or_keyword(tok(s)) || tok(s) == SX_T_STRING || tok(s) == SX_T_NUMBER || tok(s) == SX_T_BIGINT;
}

static bool is_assignment_operator(int t) { return t >= SX_T_EQ && t <= SX_T_CARET_EQ; }

static int binary_precedence(int t) {
    switch (t) {
    case SX_T_QQ:
    case SX_T_BARBAR: return 5;
    case SX_T_AMPAMP: return 6;
    case SX_T_BAR: return 7;
    case SX_T_CARET: return 8;
    case SX_T_AMP: return 9;
    case SX_T_EQEQ:
    case SX_T_NE:
    case SX_T_EQEQEQ:
    case SX_T_NEE: return 10;
    case SX_T_LT:
    case SX_T_GT:
    case SX_T_LE:
    case SX_T_GE:
    case SX_K_INSTANCEOF:
    case SX_K_IN:
    case SX_K_AS:
    case SX_K_SATISFIES: return 11;
    case SX_T_SHL:
    case SX_T_SAR:
    case SX_T_SHR: return 12;
    case SX_T_PLUS:
    case SX_T_MINUS: return 13;
    case SX_T_STAR:
    case SX_T_SLASH:
    case SX_T_PERCENT: return 14;
    case SX_T_STARSTAR: return 15;
    default: return -1;
    }
}

static bool is_binary_operator(const sx_sd *s) {
    if ((s->ctx & SX_CTX_DISALLOW_IN) && tok(s) == SX_K_IN) return false;
    return binary_precedence(tok(s)) > 0;
}

static bool can_parse_semicolon(const sx_sd *s) {
    return tok(s) == SX_T_SEMI || tok(s) == SX_T_RBRACE || tok(s) == SX_T_EOF || line_break(s);
}

static bool try_parse_semicolon(sx_sd *s) {
    if (!can_parse_semicolon(s)) return false;
    parse_optional(s, SX_T_SEMI);
    return true;
}

static void parse_semicolon(sx_sd *s) {
    if (!try_parse_semicolon(s)) parse_expected(s, SX_T_SEMI);
}

/* ------------------------------------------------------------------------------------------------
 * Identifiers
 * ---------------------------------------------------------------------------------------------- */

/* The token's text as tsc's getTokenText, copied into buf. */
static const char *token_text(const sx_sd *s, char *buf, size_t size) {
    uint32_t n = s->pos - s->tok_start;
    if (n >= size) n = (uint32_t)size - 1;
    memcpy(buf, s->text + s->tok_start, n);
    buf[n] = 0;
    return buf;
}

/* tsc's createMissingNode for an identifier: the error is at the current token, or (when
 * `at_full_start`) at the end of the previous token. */
static sx_sn missing_identifier_at(sx_sd *s, bool at_full_start, int code, const char *msg, const char *arg) {
    if (at_full_start) sx_sd_error(s, s->full_start, 0, code, msg, arg);
    else err_cur(s, code, msg, arg);
    sx_sn n = sn(N_IDENT, s->full_start, s->full_start);
    return n;
}

static sx_sn missing_identifier(sx_sd *s, int code, const char *msg, const char *arg) {
    return missing_identifier_at(s, false, code, msg, arg);
}

/* tsc's createIdentifier: consume an identifier when `ok`, else report (code/msg default to
 * "Identifier expected." or the reserved-word variant). */
static sx_sn create_identifier(sx_sd *s, bool ok, int code, const char *msg) {
    if (ok) {
        sx_sn n = sn(N_IDENT, s->tok_start, s->pos);
        next(s);
        return n;
    }
    if (tok(s) == SX_T_PRIVATE_NAME) {
        err_cur(s, 18016, "Private identifiers are not allowed outside class bodies.", NULL);
        return create_identifier(s, true, 0, NULL);
    }
    char buf[64];
    bool at_eof = tok(s) == SX_T_EOF; /* tsc reports a missing name at the end of the file before its trivia */
    if (msg) return missing_identifier_at(s, at_eof, code, msg, NULL);
    if (tok(s) >= SX_FIRST_KEYWORD && tok(s) <= SX_LAST_RESERVED)
        return missing_identifier_at(s, at_eof, 1359,
                                     "Identifier expected. '%s' is a reserved word that cannot be used here.",
                                     token_text(s, buf, sizeof buf));
    return missing_identifier_at(s, at_eof, 1003, "Identifier expected.", NULL);
}

/* implements, interface, let, package, private, protected, public, static, yield: identifiers
 * that strict mode (always on for tsc --strict) reserves; tsc's checker rejects them as names. */
static void note_strict_mode_reserved(sx_sd *s) {
    if (tok(s) < SX_K_IMPLEMENTS || tok(s) > SX_K_YIELD || !is_identifier(s)) return;
    char msg[160];
    snprintf(msg, sizeof msg, "Identifier expected. '%s' is a reserved word in strict mode.%s",
             sx_sd_token_text(tok(s)), s->class_depth ? " Class definitions are automatically in strict mode." : "");
    sx_sd_note(s, s->tok_start, s->pos - s->tok_start, s->class_depth ? 1213 : 1212, msg);
}

static sx_sn parse_identifier(sx_sd *s) {
    note_strict_mode_reserved(s);
    return create_identifier(s, is_identifier(s), 0, NULL);
}

static sx_sn parse_binding_identifier(sx_sd *s) {
    if (is_identifier(s)) note_strict_mode_reserved(s);
    return create_identifier(s, is_binding_identifier(s), 0, NULL);
}
static sx_sn parse_identifier_name(sx_sd *s) { return create_identifier(s, is_ident_or_keyword(tok(s)), 0, NULL); }

/* ------------------------------------------------------------------------------------------------
 * Missing semicolons: tsc's parseErrorForMissingSemicolonAfter
 * ---------------------------------------------------------------------------------------------- */

/* tsc's getSpellingSuggestion over the keywords longer than two letters. */
static const char *keyword_suggestion(const char *name, size_t n) {
    size_t max_len_diff = n * 34 / 100 > 2 ? n * 34 / 100 : 2;
    double best = (double)(n * 4 / 10) + 1;
    const char *found = NULL;
    for (size_t i = 0; sx_sd_keyword_names[i]; i++) {
        const char *k = sx_sd_keyword_names[i];
        size_t kn = strlen(k);
        if (kn <= 2) continue;
        size_t diff = kn > n ? kn - n : n - kn;
        if (diff > max_len_diff || (kn == n && memcmp(k, name, n) == 0)) continue;
        double d = sx_levenshtein_max(name, (uint32_t)n, k, (uint32_t)kn, best - 0.1);
        if (d < 0) continue;
        best = d;
        found = k;
    }
    return found;
}

static void error_for_invalid_name(sx_sd *s, int name_code, const char *name_msg, int blank_code, const char *blank_msg,
                                   int blank_tok) {
    char buf[64];
    uint32_t n = s->value_end - s->value_start;
    snprintf(buf, sizeof buf, "%.*s", (int)(n < 60 ? n : 60), s->text + s->value_start);
    if (tok(s) == blank_tok) err_cur(s, blank_code, blank_msg, NULL);
    else err_cur(s, name_code, name_msg, buf);
}

static void error_missing_semicolon_after(sx_sd *s, sx_sn expr) {
    if (expr.kind == N_TAGGED) {
        sx_sd_error(s, expr.aux_start, expr.aux_end - expr.aux_start, 1443,
                    "Module declaration names may only use ' or \" quoted strings.", NULL);
        return;
    }
    if (expr.kind != N_IDENT || expr.start == expr.end) {
        err_expected(s, SX_T_SEMI);
        return;
    }
    const char *name = s->text + expr.start;
    size_t n = expr.end - expr.start;
#define IS(w) (n == sizeof(w) - 1 && memcmp(name, w, n) == 0)
    if (IS("const") || IS("let") || IS("var")) {
        sx_sd_error(s, expr.start, (uint32_t)n, 1440, "Variable declaration not allowed at this location.", NULL);
        return;
    }
    if (IS("declare")) return;
    if (IS("interface")) {
        error_for_invalid_name(s, 2427, "Interface name cannot be '%s'.", 1438, "Interface must be given a name.",
                               SX_T_LBRACE);
        return;
    }
    if (IS("is")) {
        sx_sd_error(s, expr.start, s->tok_start - expr.start, 1228,
                    "A type predicate is only allowed in return type position for functions and methods.", NULL);
        return;
    }
    if (IS("module") || IS("namespace")) {
        error_for_invalid_name(s, 2819, "Namespace name cannot be '%s'.", 1437, "Namespace must be given a name.",
                               SX_T_LBRACE);
        return;
    }
    if (IS("type")) {
        error_for_invalid_name(s, 2457, "Type alias name cannot be '%s'.", 1439, "Type alias must be given a name.",
                               SX_T_EQ);
        return;
    }
#undef IS
    char buf[80];
    const char *sugg = n < 60 ? keyword_suggestion(name, n) : NULL;
    if (!sugg && n < 60) {
        for (size_t i = 0; sx_sd_keyword_names[i] && !sugg; i++) {
            const char *k = sx_sd_keyword_names[i];
            size_t kn = strlen(k);
            if (kn > 2 && n > kn + 2 && memcmp(name, k, kn) == 0) {
                snprintf(buf, sizeof buf, "%s %.*s", k, (int)(n - kn), name + kn);
                sugg = buf;
            }
        }
    }
    if (sugg) {
        sx_sd_error(s, expr.start, (uint32_t)n, 1435, "Unknown keyword or identifier. Did you mean '%s'?", sugg);
        return;
    }
    if (tok(s) == SX_T_UNKNOWN) return;
    sx_sd_error(s, expr.start, (uint32_t)n, 1434, "Unexpected keyword or identifier.", NULL);
}

/* ------------------------------------------------------------------------------------------------
 * Lists: tsc's parseList / parseDelimitedList and their recovery
 * ---------------------------------------------------------------------------------------------- */

typedef sx_sn (*sx_elem_fn)(sx_sd *s);

static bool is_start_of_statement(sx_sd *s);
static bool is_start_of_expression(sx_sd *s);
static bool is_start_of_lhs(sx_sd *s);
static bool is_start_of_type(sx_sd *s, bool in_start_of_parameter);
static bool is_start_of_parameter(sx_sd *s);
static bool probe_type_member_start(sx_sd *s);
static bool probe_class_member_start(sx_sd *s);

static bool probe_next_is_identifier(sx_sd *s) {
    next(s);
    return is_identifier(s);
}
static bool probe_next_is_start_of_expression(sx_sd *s) {
    next(s);
    return is_start_of_expression(s);
}
static bool probe_next_is_string(sx_sd *s) { return next(s) == SX_T_STRING; }
static bool probe_next_is_open_brace(sx_sd *s) { return next(s) == SX_T_LBRACE; }
static bool probe_next_is_open_paren(sx_sd *s) { return next(s) == SX_T_LPAREN; }

static bool is_heritage_keyword_then_expression(sx_sd *s) {
    if (tok(s) == SX_K_IMPLEMENTS || tok(s) == SX_K_EXTENDS) return look(s, probe_next_is_start_of_expression);
    return false;
}

static bool probe_valid_heritage_object_literal(sx_sd *s) {
    if (next(s) == SX_T_RBRACE) {
        int t = next(s);
        return t == SX_T_COMMA || t == SX_T_LBRACE || t == SX_K_EXTENDS || t == SX_K_IMPLEMENTS;
    }
    return true;
}

static bool is_binding_or_pattern_start(const sx_sd *s) {
    return tok(s) == SX_T_LBRACE || tok(s) == SX_T_LBRACKET || tok(s) == SX_T_PRIVATE_NAME || is_binding_identifier(s);
}

static bool is_list_element(sx_sd *s, int kind, bool in_recovery) {
    switch (kind) {
    case PC_SOURCE:
    case PC_BLOCK:
    case PC_SWITCH_STMTS: return !(tok(s) == SX_T_SEMI && in_recovery) && is_start_of_statement(s);
    case PC_SWITCH_CLAUSES: return tok(s) == SX_K_CASE || tok(s) == SX_K_DEFAULT;
    case PC_TYPE_MEMBERS: return look(s, probe_type_member_start);
    case PC_CLASS_MEMBERS: return look(s, probe_class_member_start) || (tok(s) == SX_T_SEMI && !in_recovery);
    case PC_ENUM_MEMBERS: return tok(s) == SX_T_LBRACKET || is_literal_property_name(s);
    case PC_OBJ_LITERAL:
        if (tok(s) == SX_T_LBRACKET || tok(s) == SX_T_STAR || tok(s) == SX_T_DOTDOTDOT || tok(s) == SX_T_DOT)
            return true;
        return is_literal_property_name(s);
    case PC_REST_PROPS: return is_literal_property_name(s);
    case PC_OBJ_BINDING: return tok(s) == SX_T_LBRACKET || tok(s) == SX_T_DOTDOTDOT || is_literal_property_name(s);
    case PC_IMPORT_ATTRS: return is_ident_or_keyword(tok(s)) || tok(s) == SX_T_STRING;
    case PC_HERITAGE_ELEMENT:
        if (tok(s) == SX_T_LBRACE) return look(s, probe_valid_heritage_object_literal);
        if (!in_recovery) return is_start_of_lhs(s) && !is_heritage_keyword_then_expression(s);
        return is_identifier(s) && !is_heritage_keyword_then_expression(s);
    case PC_VAR_DECLS: return is_binding_or_pattern_start(s);
    case PC_ARR_BINDING: return tok(s) == SX_T_COMMA || tok(s) == SX_T_DOTDOTDOT || is_binding_or_pattern_start(s);
    case PC_TYPE_PARAMS: return tok(s) == SX_K_IN || tok(s) == SX_K_CONST || is_identifier(s);
    case PC_ARRAY_LITERAL:
        if (tok(s) == SX_T_COMMA || tok(s) == SX_T_DOT) return true;
        /* fall through */
    case PC_ARGS: return tok(s) == SX_T_DOTDOTDOT || is_start_of_expression(s);
    case PC_PARAMS: return is_start_of_parameter(s);
    case PC_TYPE_ARGS:
    case PC_TUPLE: return tok(s) == SX_T_COMMA || is_start_of_type(s, false);
    case PC_HERITAGE: return tok(s) == SX_K_EXTENDS || tok(s) == SX_K_IMPLEMENTS;
    case PC_SPECIFIERS:
        if (tok(s) == SX_K_FROM && look(s, probe_next_is_string)) return false;
        return tok(s) == SX_T_STRING || is_ident_or_keyword(tok(s));
    default: return false;
    }
}

static bool is_list_terminator(sx_sd *s, int kind) {
    if (tok(s) == SX_T_EOF) return true;
    switch (kind) {
    case PC_BLOCK:
    case PC_SWITCH_CLAUSES:
    case PC_TYPE_MEMBERS:
    case PC_CLASS_MEMBERS:
    case PC_ENUM_MEMBERS:
    case PC_OBJ_LITERAL:
    case PC_OBJ_BINDING:
    case PC_SPECIFIERS:
    case PC_IMPORT_ATTRS: return tok(s) == SX_T_RBRACE;
    case PC_SWITCH_STMTS: return tok(s) == SX_T_RBRACE || tok(s) == SX_K_CASE || tok(s) == SX_K_DEFAULT;
    case PC_HERITAGE_ELEMENT: return tok(s) == SX_T_LBRACE || tok(s) == SX_K_EXTENDS || tok(s) == SX_K_IMPLEMENTS;
    case PC_VAR_DECLS: return can_parse_semicolon(s) || tok(s) == SX_K_IN || tok(s) == SX_K_OF || tok(s) == SX_T_ARROW;
    case PC_TYPE_PARAMS:
        return tok(s) == SX_T_GT || tok(s) == SX_T_LPAREN || tok(s) == SX_T_LBRACE || tok(s) == SX_K_EXTENDS ||
               tok(s) == SX_K_IMPLEMENTS;
    case PC_ARGS: return tok(s) == SX_T_RPAREN || tok(s) == SX_T_SEMI;
    case PC_ARRAY_LITERAL:
    case PC_TUPLE:
    case PC_ARR_BINDING: return tok(s) == SX_T_RBRACKET;
    case PC_PARAMS:
    case PC_JSDOC_PARAMS:
    case PC_REST_PROPS: return tok(s) == SX_T_RPAREN || tok(s) == SX_T_RBRACKET;
    case PC_TYPE_ARGS: return tok(s) != SX_T_COMMA;
    case PC_HERITAGE: return tok(s) == SX_T_LBRACE || tok(s) == SX_T_RBRACE;
    default: return false;
    }
}

static bool is_in_some_parsing_context(sx_sd *s) {
    for (int k = 0; k < PC_COUNT; k++)
        if ((s->lists & (1u << k)) && (is_list_element(s, k, true) || is_list_terminator(s, k))) return true;
    return false;
}

static void parsing_context_error(sx_sd *s, int kind) {
    char buf[64];
    switch (kind) {
    case PC_SOURCE:
        if (tok(s) == SX_K_DEFAULT) err_expected(s, SX_K_EXPORT);
        else err_cur(s, 1128, "Declaration or statement expected.", NULL);
        return;
    case PC_BLOCK: err_cur(s, 1128, "Declaration or statement expected.", NULL); return;
    case PC_SWITCH_CLAUSES: err_cur(s, 1130, "'case' or 'default' expected.", NULL); return;
    case PC_SWITCH_STMTS: err_cur(s, 1129, "Statement expected.", NULL); return;
    case PC_REST_PROPS:
    case PC_TYPE_MEMBERS: err_cur(s, 1131, "Property or signature expected.", NULL); return;
    case PC_CLASS_MEMBERS:
        err_cur(s, 1068, "Unexpected token. A constructor, method, accessor, or property was expected.", NULL);
        return;
    case PC_ENUM_MEMBERS: err_cur(s, 1132, "Enum member expected.", NULL); return;
    case PC_HERITAGE_ELEMENT: err_cur(s, 1109, "Expression expected.", NULL); return;
    case PC_VAR_DECLS:
        if (sx_sd_is_keyword(tok(s)))
            err_cur(s, 1389, "'%s' is not allowed as a variable declaration name.", token_text(s, buf, sizeof buf));
        else err_cur(s, 1134, "Variable declaration expected.", NULL);
        return;
    case PC_OBJ_BINDING: err_cur(s, 1180, "Property destructuring pattern expected.", NULL); return;
    case PC_ARR_BINDING: err_cur(s, 1181, "Array element destructuring pattern expected.", NULL); return;
    case PC_ARGS: err_cur(s, 1135, "Argument expression expected.", NULL); return;
    case PC_OBJ_LITERAL: err_cur(s, 1136, "Property assignment expected.", NULL); return;
    case PC_ARRAY_LITERAL: err_cur(s, 1137, "Expression or comma expected.", NULL); return;
    case PC_PARAMS:
        if (sx_sd_is_keyword(tok(s)))
            err_cur(s, 1390, "'%s' is not allowed as a parameter name.", token_text(s, buf, sizeof buf));
        else err_cur(s, 1138, "Parameter declaration expected.", NULL);
        return;
    case PC_TYPE_PARAMS: err_cur(s, 1139, "Type parameter declaration expected.", NULL); return;
    case PC_TYPE_ARGS: err_cur(s, 1140, "Type argument expected.", NULL); return;
    case PC_TUPLE: err_cur(s, 1110, "Type expected.", NULL); return;
    case PC_HERITAGE: err_cur(s, 1179, "Unexpected token. '{' expected.", NULL); return;
    case PC_SPECIFIERS:
        if (tok(s) == SX_K_FROM) err_cur(s, 1005, "'%s' expected.", "}");
        else err_cur(s, 1003, "Identifier expected.", NULL);
        return;
    case PC_IMPORT_ATTRS: err_cur(s, 1478, "Identifier or string literal expected.", NULL); return;
    default: err_cur(s, 1003, "Identifier expected.", NULL); return;
    }
}

static bool abort_list_or_skip(sx_sd *s, int kind) {
    parsing_context_error(s, kind);
    if (is_in_some_parsing_context(s)) return true;
    next(s);
    return false;
}

static void parse_list(sx_sd *s, int kind, sx_elem_fn elem) {
    uint32_t saved = s->lists;
    s->lists |= 1u << kind;
    while (!is_list_terminator(s, kind)) {
        if (is_list_element(s, kind, false)) {
            elem(s);
            continue;
        }
        if (abort_list_or_skip(s, kind)) break;
    }
    s->lists = saved;
}

/* Returns false when an element parse failed (only speculative parameter lists do that). */
static bool parse_delimited_list(sx_sd *s, int kind, sx_elem_fn elem, bool semicolon_is_delimiter) {
    uint32_t saved = s->lists;
    s->lists |= 1u << kind;
    for (;;) {
        if (is_list_element(s, kind, false)) {
            uint32_t start = s->full_start;
            sx_sn r = elem(s);
            if (r.kind == N_NONE) {
                s->lists = saved;
                return false;
            }
            uint32_t comma_end = s->pos;
            if (parse_optional(s, SX_T_COMMA)) {
                s->last_comma_end = comma_end;
                continue;
            }
            if (is_list_terminator(s, kind)) break;
            if (kind == PC_ENUM_MEMBERS)
                err_cur(s, 1357, "An enum member name must be followed by a ',', '=', or '}'.", NULL);
            else err_expected(s, SX_T_COMMA);
            if (semicolon_is_delimiter && tok(s) == SX_T_SEMI && !line_break(s)) next(s);
            if (start == s->full_start) next(s);
            continue;
        }
        if (is_list_terminator(s, kind)) break;
        if (abort_list_or_skip(s, kind)) break;
    }
    s->lists = saved;
    return true;
}

/* tsc's parseExpectedMatchingBrackets (the related "to match" note is not part of the output). */
static void parse_expected_closing(sx_sd *s, int close) { parse_expected(s, close); }

/* ------------------------------------------------------------------------------------------------
 * Types
 * ---------------------------------------------------------------------------------------------- */

static sx_sn parse_type(sx_sd *s);
static sx_sn parse_type_operator_or_higher(sx_sd *s);
static sx_sn parse_assignment(sx_sd *s, bool allow_return_type_in_arrow);
static sx_sn parse_expression(sx_sd *s);
static sx_sn parse_unary(sx_sd *s);
static sx_sn parse_lhs(sx_sd *s);
static sx_sn parse_member_rest(sx_sd *s, sx_sn expr, bool allow_optional_chain);
static sx_sn parse_call_rest(sx_sd *s, sx_sn expr);
static sx_sn parse_primary(sx_sd *s);
static sx_sn parse_statement(sx_sd *s);
static void parse_block(sx_sd *s, bool ignore_missing_brace, int code, const char *msg);
static void parse_function_block(sx_sd *s, uint32_t flags, int code, const char *msg);
static sx_sn parse_identifier_or_pattern(sx_sd *s);
static sx_sn parse_declared_name(sx_sd *s, int code, const char *msg);
/* What parse_modifiers saw. */
#define MOD_ANY 1u
#define MOD_ASYNC 2u
#define MOD_EXPORT 4u
#define MOD_DEFAULT 8u
#define MOD_DECLARE 16u
static unsigned parse_modifiers(sx_sd *s, bool allow_decorators, bool permit_const, bool stop_on_static_block);
static sx_sn parse_property_name(sx_sd *s);
static sx_sn parse_template_literal(sx_sd *s, bool is_type);
static sx_sn parse_literal(sx_sd *s);

static sx_sn ok_node(const sx_sd *s, uint32_t start) {
    sx_sn n = sn(N_OK, start, s->full_start);
    return n;
}

/* Function flags (tsc's SignatureFlags). */
#define SF_YIELD 1u
#define SF_AWAIT 2u
#define SF_TYPE 4u
#define SF_IGNORE_MISSING_BRACE 16u

static void set_ctx(sx_sd *s, uint32_t flag, bool on) { s->ctx = on ? (s->ctx | flag) : (s->ctx & ~flag); }

/* Entering a function body: jumps cannot leave it (tsc: "Jump target cannot cross function boundary"). */
typedef struct sx_jump_ctx {
    uint32_t loop_depth, switch_depth;
} sx_jump_ctx;

static sx_jump_ctx enter_function_body(sx_sd *s) {
    sx_jump_ctx saved = {s->loop_depth, s->switch_depth};
    s->fn_depth++;
    s->loop_depth = s->switch_depth = 0;
    return saved;
}

static void leave_function_body(sx_sd *s, sx_jump_ctx saved) {
    s->fn_depth--;
    s->loop_depth = saved.loop_depth;
    s->switch_depth = saved.switch_depth;
}

static sx_sn parse_entity_name(sx_sd *s, bool allow_reserved, int code, const char *msg) {
    uint32_t start = s->tok_start;
    sx_sn n = allow_reserved ? create_identifier(s, is_ident_or_keyword(tok(s)), code, msg)
                             : create_identifier(s, is_identifier(s), code, msg);
    bool missing = n.start == n.end;
    while (parse_optional(s, SX_T_DOT)) {
        if (tok(s) == SX_T_LT) break;
        if (tok(s) == SX_T_PRIVATE_NAME) {
            next(s);
            missing_identifier(s, 1003, "Identifier expected.", NULL);
        } else {
            allow_reserved ? parse_identifier_name(s) : parse_identifier(s);
        }
    }
    sx_sn r = sn(missing ? N_BLOCKING : N_OK, start, s->full_start);
    return r;
}

static sx_sn parse_type_arg_elem(sx_sd *s) { return parse_type(s); }

/* `< T, U >` as tsc's parseBracketedList(TypeArguments, parseType, <, >). */
static void parse_bracketed_type_args(sx_sd *s) {
    uint32_t lt = s->tok_start;
    if (parse_expected(s, SX_T_LT)) {
        uint32_t first = s->full_start;
        parse_delimited_list(s, PC_TYPE_ARGS, parse_type_arg_elem, false);
        if (first == s->full_start && tok(s) == SX_T_GT) /* `<>` */
            sx_sd_note(s, lt, s->pos - lt, 1099, "Type argument list cannot be empty.");
        parse_expected(s, SX_T_GT);
    }
}

static sx_sn parse_type_reference(sx_sd *s) {
    uint32_t start = s->tok_start;
    sx_sn name = parse_entity_name(s, true, 1110, "Type expected.");
    if (!line_break(s) && sx_sd_rescan_less(s) == SX_T_LT) parse_bracketed_type_args(s);
    sx_sn r = sn(name.kind == N_BLOCKING ? N_BLOCKING : N_OK, start, s->full_start);
    return r;
}

static sx_sn parse_type_parameter(sx_sd *s) {
    uint32_t start = s->tok_start;
    parse_modifiers(s, false, true, false);
    parse_identifier(s);
    if (parse_optional(s, SX_K_EXTENDS)) {
        if (is_start_of_type(s, false) || !is_start_of_expression(s)) parse_type(s);
        else parse_unary(s);
    }
    if (parse_optional(s, SX_T_EQ)) parse_type(s);
    return ok_node(s, start);
}

static void parse_type_parameters(sx_sd *s) {
    uint32_t lt = s->tok_start;
    if (tok(s) == SX_T_LT && parse_expected(s, SX_T_LT)) {
        uint32_t first = s->full_start;
        parse_delimited_list(s, PC_TYPE_PARAMS, parse_type_parameter, false);
        if (first == s->full_start && tok(s) == SX_T_GT) /* `<>` */
            sx_sd_note(s, lt, s->pos - lt, 1098, "Type parameter list cannot be empty.");
        parse_expected(s, SX_T_GT);
    }
}

/* -- parameters ------------------------------------------------------------------------------ */

static bool is_start_of_parameter(sx_sd *s) {
    return tok(s) == SX_T_DOTDOTDOT || is_binding_or_pattern_start(s) || is_modifier_kind(tok(s)) ||
           tok(s) == SX_T_AT || is_start_of_type(s, true);
}

static bool is_parameter_name_start(const sx_sd *s) {
    return is_binding_identifier(s) || tok(s) == SX_T_LBRACKET || tok(s) == SX_T_LBRACE;
}

static sx_sn parse_type_annotation(sx_sd *s) {
    if (parse_optional(s, SX_T_COLON)) return parse_type(s);
    return SN_NONE;
}

static sx_sn parse_initializer(sx_sd *s) {
    if (parse_optional(s, SX_T_EQ)) return parse_assignment(s, true);
    return SN_NONE;
}

static void check_parameter_list(sx_sd *s, const sx_sd_params *ps) {
    bool seen_optional = false;
    uint32_t n = ps->count < SX_SD_PARAMS_MAX ? ps->count : SX_SD_PARAMS_MAX;
    for (uint32_t i = 0; i < n; i++) {
        const sx_sd_param *p = &ps->items[i];
        uint32_t name_len = p->name_end - p->name_start;
        if (p->rest) {
            if (i != ps->count - 1) {
                sx_sd_note(s, p->dots, 3, 1014, "A rest parameter must be last in a parameter list.");
                return;
            }
            if (ps->trailing_comma)
                sx_sd_note(s, ps->comma_at, 1, 1013,
                           "A rest parameter or binding pattern may not have a trailing comma.");
            if (p->question) {
                sx_sd_note(s, p->question_at, 1, 1047, "A rest parameter cannot be optional.");
                return;
            }
            if (p->init) {
                sx_sd_note(s, p->name_start, name_len, 1048, "A rest parameter cannot have an initializer.");
                return;
            }
        } else if (p->question) {
            seen_optional = true;
            if (p->init) {
                sx_sd_note(s, p->name_start, name_len, 1015, "Parameter cannot have question mark and initializer.");
                return;
            }
        } else if (seen_optional && !p->init) {
            sx_sd_note(s, p->name_start, name_len, 1016, "A required parameter cannot follow an optional parameter.");
            return;
        }
    }
}

static sx_sn parse_parameter_worker(sx_sd *s, bool outer_await, bool allow_ambiguity) {
    uint32_t start = s->tok_start;
    sx_sd_params *list = s->params;
    sx_sd_param info = {0};
    uint32_t saved = s->ctx;
    set_ctx(s, SX_CTX_AWAIT, outer_await);
    bool had_modifiers = parse_modifiers(s, true, false, false) != 0;
    s->ctx = saved;
    if (tok(s) == SX_K_THIS) {
        info.is_this = true;
        info.name_start = s->tok_start;
        create_identifier(s, true, 0, NULL);
        info.name_end = s->full_start;
        parse_type_annotation(s);
        if (list && list->count < SX_SD_PARAMS_MAX) list->items[list->count] = info;
        if (list) list->count++;
        return ok_node(s, start);
    }
    info.dots = s->tok_start;
    info.rest = parse_optional(s, SX_T_DOTDOTDOT);
    if (!allow_ambiguity && !is_parameter_name_start(s)) return SN_NONE;
    info.name_start = s->tok_start;
    sx_sn name = parse_declared_name(s, 18009, "Private identifiers cannot be used as parameters.");
    info.name_end = s->full_start;
    if (name.start == name.end && !had_modifiers && is_modifier_kind(tok(s))) next(s);
    info.question_at = s->tok_start;
    info.question = parse_optional(s, SX_T_QUESTION);
    parse_type_annotation(s);
    info.init = parse_initializer(s).kind != N_NONE;
    if (list && list->count < SX_SD_PARAMS_MAX) list->items[list->count] = info;
    if (list) list->count++;
    return ok_node(s, start);
}

/* The await context of the function around the parameter list (tsc passes it along). */
static sx_sn parse_parameter_plain(sx_sd *s) { return parse_parameter_worker(s, (s->ctx & SX_CTX_AWAIT) != 0, true); }
static sx_sn parse_parameter_speculative(sx_sd *s) {
    return parse_parameter_worker(s, (s->ctx & SX_CTX_AWAIT) != 0, false);
}

/* tsc's parseParametersWorker; false when a speculative parameter failed. */
static bool parse_parameters_worker(sx_sd *s, uint32_t flags, bool allow_ambiguity) {
    uint32_t saved = s->ctx;
    set_ctx(s, SX_CTX_YIELD, (flags & SF_YIELD) != 0);
    set_ctx(s, SX_CTX_AWAIT, (flags & SF_AWAIT) != 0);
    /* (tsc parses each parameter's modifiers in the outer await context; that only matters for
     * decorators using `await`, so the parameters here all see the function's context) */
    sx_sd_params *outer = s->params, *mine = s->params_pool_used < 8 ? &s->params_pool[s->params_pool_used++] : NULL;
    if (mine) memset(mine, 0, sizeof *mine);
    s->params = mine;
    bool ok = parse_delimited_list(s, PC_PARAMS, allow_ambiguity ? parse_parameter_plain : parse_parameter_speculative,
                                   false);
    if (mine) {
        s->last_params_count = mine->count - (mine->count > 0 && mine->items[0].is_this ? 1 : 0);
        /* a trailing comma: the token before `)` */
        mine->trailing_comma = s->last_comma_end == s->full_start && mine->count > 0;
        mine->comma_at = s->last_comma_end - 1;
        if (ok) check_parameter_list(s, mine);
        s->params_pool_used--;
    }
    s->params = outer;
    s->ctx = saved;
    return ok;
}

/* Returns false when the `(` is missing (tsc's missing parameter list). */
static bool parse_parameters(sx_sd *s, uint32_t flags) {
    if (!parse_expected(s, SX_T_LPAREN)) return false;
    parse_parameters_worker(s, flags, true);
    parse_expected(s, SX_T_RPAREN);
    return true;
}

static bool probe_type_predicate_prefix(sx_sd *s) {
    parse_identifier(s);
    if (tok(s) == SX_K_IS && !line_break(s)) {
        next(s);
        return true;
    }
    return false;
}

static sx_sn parse_type_or_type_predicate(sx_sd *s) {
    if (is_identifier(s)) try_probe(s, probe_type_predicate_prefix);
    return parse_type(s);
}

/* tsc's parseReturnType; returns the type (N_NONE when there is none). */
static sx_sn parse_return_type(sx_sd *s, int return_tok, bool is_type) {
    bool parse_it = false;
    if (return_tok == SX_T_ARROW) {
        parse_expected(s, SX_T_ARROW);
        parse_it = true;
    } else if (parse_optional(s, SX_T_COLON)) {
        parse_it = true;
    } else if (is_type && tok(s) == SX_T_ARROW) {
        err_expected(s, SX_T_COLON);
        next(s);
        parse_it = true;
    }
    if (!parse_it) return SN_NONE;
    uint32_t saved = s->ctx;
    s->ctx &= ~SX_CTX_NO_COND_TYPES;
    sx_sn t = parse_type_or_type_predicate(s);
    s->ctx = saved;
    return t;
}

/* -- type members ---------------------------------------------------------------------------- */

static bool probe_type_member_start(sx_sd *s) {
    if (tok(s) == SX_T_LPAREN || tok(s) == SX_T_LT || tok(s) == SX_K_GET || tok(s) == SX_K_SET) return true;
    bool id = false;
    while (is_modifier_kind(tok(s))) {
        id = true;
        next(s);
    }
    if (tok(s) == SX_T_LBRACKET) return true;
    if (is_literal_property_name(s)) {
        id = true;
        next(s);
    }
    if (id)
        return tok(s) == SX_T_LPAREN || tok(s) == SX_T_LT || tok(s) == SX_T_QUESTION || tok(s) == SX_T_COLON ||
               tok(s) == SX_T_COMMA || can_parse_semicolon(s);
    return false;
}

static void parse_type_member_semicolon(sx_sd *s) {
    if (parse_optional(s, SX_T_COMMA)) return;
    parse_semicolon(s);
}

static bool probe_unambiguous_index_signature(sx_sd *s) {
    next(s);
    if (tok(s) == SX_T_DOTDOTDOT || tok(s) == SX_T_RBRACKET) return true;
    if (is_modifier_kind(tok(s))) {
        next(s);
        if (is_identifier(s)) return true;
    } else if (!is_identifier(s)) {
        return false;
    } else {
        next(s);
    }
    if (tok(s) == SX_T_COLON || tok(s) == SX_T_COMMA) return true;
    if (tok(s) != SX_T_QUESTION) return false;
    next(s);
    return tok(s) == SX_T_COLON || tok(s) == SX_T_COMMA || tok(s) == SX_T_RBRACKET;
}

static bool is_index_signature(sx_sd *s) {
    return tok(s) == SX_T_LBRACKET && look(s, probe_unambiguous_index_signature);
}

static sx_sn parse_index_param(sx_sd *s) { return parse_parameter_worker(s, false, true); }

static sx_sn parse_index_signature(sx_sd *s, uint32_t start) {
    if (parse_expected(s, SX_T_LBRACKET)) {
        parse_delimited_list(s, PC_PARAMS, parse_index_param, false);
        parse_expected(s, SX_T_RBRACKET);
    }
    parse_type_annotation(s);
    parse_type_member_semicolon(s);
    return ok_node(s, start);
}

static bool probe_can_follow_modifier(sx_sd *s);

static bool parse_contextual_modifier(sx_sd *s, int t) {
    return tok(s) == t && try_probe(s, probe_can_follow_modifier);
}

static void parse_function_block_or_semicolon(sx_sd *s, uint32_t flags, int code, const char *msg);

static sx_sn parse_accessor(sx_sd *s, uint32_t start, uint32_t flags, bool is_get) {
    uint32_t name_start = s->tok_start;
    parse_property_name(s);
    uint32_t name_len = s->full_start - name_start;
    parse_type_parameters(s);
    s->last_params_count = 0;
    parse_parameters(s, 0);
    uint32_t params = s->last_params_count;
    bool has_type = parse_return_type(s, SX_T_COLON, false).kind != N_NONE;
    parse_function_block_or_semicolon(s, flags, 0, NULL);
    /* tsc's checkGrammarAccessor, the parameter count and the setter's return type */
    if (is_get && params != 0) sx_sd_note(s, name_start, name_len, 1054, "A 'get' accessor cannot have parameters.");
    else if (!is_get && params != 1)
        sx_sd_note(s, name_start, name_len, 1049, "A 'set' accessor must have exactly one parameter.");
    else if (!is_get && has_type)
        sx_sd_note(s, name_start, name_len, 1095, "A 'set' accessor cannot have a return type annotation.");
    return ok_node(s, start);
}

/* `get`/`set` followed by a name: an accessor. */
static bool parse_accessor_if_any(sx_sd *s, uint32_t start, uint32_t flags, sx_sn *out) {
    if (parse_contextual_modifier(s, SX_K_GET)) {
        *out = parse_accessor(s, start, flags, true);
        return true;
    }
    if (parse_contextual_modifier(s, SX_K_SET)) {
        *out = parse_accessor(s, start, flags, false);
        return true;
    }
    return false;
}

static sx_sn parse_signature_member(sx_sd *s, bool construct) {
    uint32_t start = s->tok_start;
    if (construct) parse_expected(s, SX_K_NEW);
    parse_type_parameters(s);
    parse_parameters(s, SF_TYPE);
    parse_return_type(s, SX_T_COLON, true);
    parse_type_member_semicolon(s);
    return ok_node(s, start);
}

static bool probe_next_is_open_paren_or_less(sx_sd *s) {
    next(s);
    return tok(s) == SX_T_LPAREN || tok(s) == SX_T_LT;
}

static sx_sn parse_type_member(sx_sd *s) {
    if (tok(s) == SX_T_LPAREN || tok(s) == SX_T_LT) return parse_signature_member(s, false);
    if (tok(s) == SX_K_NEW && look(s, probe_next_is_open_paren_or_less)) return parse_signature_member(s, true);
    uint32_t start = s->tok_start;
    parse_modifiers(s, false, false, false);
    sx_sn accessor;
    if (parse_accessor_if_any(s, start, SF_TYPE, &accessor)) return accessor;
    if (is_index_signature(s)) return parse_index_signature(s, start);
    parse_property_name(s);
    parse_optional(s, SX_T_QUESTION);
    if (tok(s) == SX_T_LPAREN || tok(s) == SX_T_LT) {
        parse_type_parameters(s);
        parse_parameters(s, SF_TYPE);
        parse_return_type(s, SX_T_COLON, true);
    } else {
        parse_type_annotation(s);
        if (tok(s) == SX_T_EQ) {
            next(s);
            uint32_t init = s->tok_start;
            parse_assignment(s, true);
            sx_sd_note(s, init, s->full_start - init, s->in_interface ? 1246 : 1247,
                       s->in_interface ? "An interface property cannot have an initializer."
                                       : "A type literal property cannot have an initializer.");
        }
    }
    parse_type_member_semicolon(s);
    return ok_node(s, start);
}

static void parse_object_type_members(sx_sd *s, bool is_interface) {
    bool saved = s->in_interface;
    s->in_interface = is_interface;
    if (parse_expected(s, SX_T_LBRACE)) {
        parse_list(s, PC_TYPE_MEMBERS, parse_type_member);
        parse_expected(s, SX_T_RBRACE);
    }
    s->in_interface = saved;
}

static bool probe_start_of_mapped_type(sx_sd *s) {
    next(s);
    if (tok(s) == SX_T_PLUS || tok(s) == SX_T_MINUS) return next(s) == SX_K_READONLY;
    if (tok(s) == SX_K_READONLY) next(s);
    return tok(s) == SX_T_LBRACKET && probe_next_is_identifier(s) && next(s) == SX_K_IN;
}

static sx_sn parse_mapped_type(sx_sd *s) {
    uint32_t start = s->tok_start;
    parse_expected(s, SX_T_LBRACE);
    if (tok(s) == SX_K_READONLY || tok(s) == SX_T_PLUS || tok(s) == SX_T_MINUS) {
        int t = tok(s);
        next(s);
        if (t != SX_K_READONLY) parse_expected(s, SX_K_READONLY);
    }
    parse_expected(s, SX_T_LBRACKET);
    parse_identifier_name(s);
    parse_expected(s, SX_K_IN);
    parse_type(s);
    if (parse_optional(s, SX_K_AS)) parse_type(s);
    parse_expected(s, SX_T_RBRACKET);
    if (tok(s) == SX_T_QUESTION || tok(s) == SX_T_PLUS || tok(s) == SX_T_MINUS) {
        int t = tok(s);
        next(s);
        if (t != SX_T_QUESTION) parse_expected(s, SX_T_QUESTION);
    }
    parse_type_annotation(s);
    parse_semicolon(s);
    parse_list(s, PC_TYPE_MEMBERS, parse_type_member);
    parse_expected(s, SX_T_RBRACE);
    return ok_node(s, start);
}

/* -- tuple, parenthesized, function types ----------------------------------------------------- */

static bool probe_next_is_colon_or_question_colon(sx_sd *s) {
    return next(s) == SX_T_COLON || (tok(s) == SX_T_QUESTION && next(s) == SX_T_COLON);
}

static bool probe_tuple_element_name(sx_sd *s) {
    if (tok(s) == SX_T_DOTDOTDOT) return is_ident_or_keyword(next(s)) && probe_next_is_colon_or_question_colon(s);
    return is_ident_or_keyword(tok(s)) && probe_next_is_colon_or_question_colon(s);
}

static sx_sn parse_tuple_element_type(sx_sd *s) {
    if (parse_optional(s, SX_T_DOTDOTDOT)) return parse_type(s);
    return parse_type(s);
}

static sx_sn parse_tuple_element(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (look(s, probe_tuple_element_name)) {
        parse_optional(s, SX_T_DOTDOTDOT);
        parse_identifier_name(s);
        parse_optional(s, SX_T_QUESTION);
        parse_expected(s, SX_T_COLON);
        parse_tuple_element_type(s);
        return ok_node(s, start);
    }
    return parse_tuple_element_type(s);
}

static bool probe_next_is_new(sx_sd *s) { return next(s) == SX_K_NEW; }

static bool skip_parameter_start(sx_sd *s) {
    if (is_modifier_kind(tok(s))) parse_modifiers(s, false, false, false);
    if (is_identifier(s) || tok(s) == SX_K_THIS) {
        next(s);
        return true;
    }
    if (tok(s) == SX_T_LBRACKET || tok(s) == SX_T_LBRACE) {
        uint32_t before = s->ndiags;
        parse_identifier_or_pattern(s);
        return before == s->ndiags;
    }
    return false;
}

static bool probe_unambiguous_function_type(sx_sd *s) {
    next(s);
    if (tok(s) == SX_T_RPAREN || tok(s) == SX_T_DOTDOTDOT) return true;
    if (skip_parameter_start(s)) {
        if (tok(s) == SX_T_COLON || tok(s) == SX_T_COMMA || tok(s) == SX_T_QUESTION || tok(s) == SX_T_EQ) return true;
        if (tok(s) == SX_T_RPAREN) {
            next(s);
            if (tok(s) == SX_T_ARROW) return true;
        }
    }
    return false;
}

static bool is_start_of_function_or_constructor_type(sx_sd *s) {
    if (tok(s) == SX_T_LT) return true;
    if (tok(s) == SX_T_LPAREN && look(s, probe_unambiguous_function_type)) return true;
    return tok(s) == SX_K_NEW || (tok(s) == SX_K_ABSTRACT && look(s, probe_next_is_new));
}

static sx_sn parse_function_or_constructor_type(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (tok(s) == SX_K_ABSTRACT) next(s);
    parse_optional(s, SX_K_NEW);
    parse_type_parameters(s);
    bool has_params = parse_parameters(s, SF_TYPE);
    sx_sn ret = parse_return_type(s, SX_T_ARROW, false);
    sx_sn r = sn((!has_params || ret.kind == N_BLOCKING) ? N_BLOCKING : N_OK, start, s->full_start);
    return r;
}

static bool probe_next_is_numeric(sx_sd *s) {
    next(s);
    return tok(s) == SX_T_NUMBER || tok(s) == SX_T_BIGINT;
}

static bool probe_keyword_and_no_dot(sx_sd *s) {
    next(s);
    return tok(s) != SX_T_DOT;
}

static bool probe_next_is_import(sx_sd *s) { return next(s) == SX_K_IMPORT; }

static bool probe_next_is_ident_or_keyword_same_line(sx_sd *s) {
    next(s);
    return is_ident_or_keyword(tok(s)) && !line_break(s);
}

static sx_sn parse_import_type(sx_sd *s) {
    uint32_t start = s->tok_start;
    parse_optional(s, SX_K_TYPEOF);
    parse_expected(s, SX_K_IMPORT);
    parse_expected(s, SX_T_LPAREN);
    parse_type(s);
    if (parse_optional(s, SX_T_COMMA)) {
        /* import attributes: `{ with: {...} }` */
        parse_expected(s, SX_T_LBRACE);
        if (tok(s) == SX_K_WITH || tok(s) == SX_K_ASSERT) next(s);
        else err_expected(s, SX_K_WITH);
        parse_expected(s, SX_T_COLON);
        parse_primary(s);
        parse_optional(s, SX_T_COMMA);
        parse_expected(s, SX_T_RBRACE);
    }
    parse_expected(s, SX_T_RPAREN);
    if (parse_optional(s, SX_T_DOT)) parse_entity_name(s, true, 1110, "Type expected.");
    if (!line_break(s) && sx_sd_rescan_less(s) == SX_T_LT) parse_bracketed_type_args(s);
    return ok_node(s, start);
}

static sx_sn parse_non_array_type(sx_sd *s) {
    uint32_t start = s->tok_start;
    switch (tok(s)) {
    case SX_K_ANY:
    case SX_K_UNKNOWN:
    case SX_K_STRING:
    case SX_K_NUMBER:
    case SX_K_BIGINT:
    case SX_K_SYMBOL:
    case SX_K_BOOLEAN:
    case SX_K_UNDEFINED:
    case SX_K_NEVER:
    case SX_K_OBJECT:
        if (try_probe(s, probe_keyword_and_no_dot)) return ok_node(s, start);
        return parse_type_reference(s);
    /* JSDoc types (*, ?T, T!, function(...)): tsc parses them and its checker rejects them */
    case SX_T_STAR_EQ:
        s->pos = s->tok_start + 1; /* `*=`: the `*` is the type, `=` comes next */
        /* fall through */
    case SX_T_STAR: next(s); return ok_node(s, start);
    case SX_T_QQ:
        s->pos = s->tok_start + 1;
        /* fall through */
    case SX_T_QUESTION:
        next(s);
        if (tok(s) != SX_T_COMMA && tok(s) != SX_T_RBRACE && tok(s) != SX_T_RPAREN && tok(s) != SX_T_GT &&
            tok(s) != SX_T_EQ && tok(s) != SX_T_BAR)
            parse_type(s);
        return ok_node(s, start);
    case SX_T_BANG:
        next(s);
        parse_non_array_type(s);
        return ok_node(s, start);
    case SX_K_FUNCTION:
        if (try_probe(s, probe_next_is_open_paren)) {
            parse_parameters(s, SF_TYPE);
            parse_return_type(s, SX_T_COLON, false);
            return ok_node(s, start);
        }
        parse_identifier_name(s);
        return ok_node(s, start);
    case SX_T_TEMPLATE_FULL:
    case SX_T_STRING:
    case SX_T_NUMBER:
    case SX_T_BIGINT:
    case SX_K_TRUE:
    case SX_K_FALSE:
    case SX_K_NULL: next(s); return ok_node(s, start);
    case SX_T_MINUS:
        if (look(s, probe_next_is_numeric)) {
            next(s);
            next(s);
            return ok_node(s, start);
        }
        return parse_type_reference(s);
    case SX_K_VOID: next(s); return ok_node(s, start);
    case SX_K_THIS:
        next(s);
        if (tok(s) == SX_K_IS && !line_break(s)) {
            next(s);
            parse_type(s);
        }
        return ok_node(s, start);
    case SX_K_TYPEOF:
        if (look(s, probe_next_is_import)) return parse_import_type(s);
        next(s);
        parse_entity_name(s, true, 0, NULL);
        if (!line_break(s) && tok(s) == SX_T_LT) parse_bracketed_type_args(s);
        return ok_node(s, start);
    case SX_T_LBRACE:
        if (look(s, probe_start_of_mapped_type)) return parse_mapped_type(s);
        parse_object_type_members(s, false);
        return ok_node(s, start);
    case SX_T_LBRACKET:
        if (parse_expected(s, SX_T_LBRACKET)) {
            parse_delimited_list(s, PC_TUPLE, parse_tuple_element, false);
            parse_expected(s, SX_T_RBRACKET);
        }
        return ok_node(s, start);
    case SX_T_LPAREN: {
        parse_expected(s, SX_T_LPAREN);
        sx_sn inner = parse_type(s);
        parse_expected(s, SX_T_RPAREN);
        sx_sn r = sn(inner.kind == N_BLOCKING ? N_BLOCKING : N_OK, start, s->full_start);
        return r;
    }
    case SX_K_IMPORT: return parse_import_type(s);
    case SX_K_ASSERTS:
        if (look(s, probe_next_is_ident_or_keyword_same_line)) {
            next(s);
            if (tok(s) == SX_K_THIS) next(s);
            else parse_identifier(s);
            if (parse_optional(s, SX_K_IS)) parse_type(s);
            return ok_node(s, start);
        }
        return parse_type_reference(s);
    case SX_T_TEMPLATE_HEAD: return parse_template_literal(s, true);
    default: return parse_type_reference(s);
    }
}

static bool probe_next_is_start_of_type(sx_sd *s) {
    next(s);
    return is_start_of_type(s, false);
}

static sx_sn parse_postfix_type(sx_sd *s) {
    sx_sn t = parse_non_array_type(s);
    while (!line_break(s)) {
        switch (tok(s)) {
        case SX_T_BANG: next(s); break;
        case SX_T_QUESTION:
            if (look(s, probe_next_is_start_of_type)) return t;
            next(s);
            break;
        case SX_T_LBRACKET:
            parse_expected(s, SX_T_LBRACKET);
            if (is_start_of_type(s, false)) parse_type(s);
            parse_expected(s, SX_T_RBRACKET);
            t.kind = N_OK;
            break;
        default: t.end = s->full_start; return t;
        }
        t.end = s->full_start;
    }
    return t;
}

static bool probe_infer_constraint(sx_sd *s) {
    if (parse_optional(s, SX_K_EXTENDS)) {
        uint32_t saved = s->ctx;
        s->ctx |= SX_CTX_NO_COND_TYPES;
        parse_type(s);
        s->ctx = saved;
        if ((s->ctx & SX_CTX_NO_COND_TYPES) || tok(s) != SX_T_QUESTION) return true;
    }
    return false;
}

static sx_sn parse_type_operator_or_higher(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (!enter(s)) {
        leave(s);
        return ok_node(s, start);
    }
    sx_sn r;
    switch (tok(s)) {
    case SX_K_KEYOF:
    case SX_K_UNIQUE:
    case SX_K_READONLY:
        next(s);
        parse_type_operator_or_higher(s);
        r = ok_node(s, start);
        break;
    case SX_K_INFER:
        next(s);
        parse_identifier(s);
        try_probe(s, probe_infer_constraint);
        r = ok_node(s, start);
        break;
    default: {
        uint32_t saved = s->ctx;
        s->ctx &= ~SX_CTX_NO_COND_TYPES;
        r = parse_postfix_type(s);
        s->ctx = saved;
    }
    }
    leave(s);
    return r;
}

/* tsc's parseFunctionOrConstructorTypeToError: `A | () => B` needs parentheses. */
static bool parse_function_type_in_union(sx_sd *s, int op) {
    if (!is_start_of_function_or_constructor_type(s)) return false;
    uint32_t pos = s->full_start;
    bool ctor = tok(s) == SX_K_NEW || tok(s) == SX_K_ABSTRACT;
    parse_function_or_constructor_type(s);
    char msg[96];
    snprintf(msg, sizeof msg, "%s type notation must be parenthesized when used in a%s type.",
             ctor ? "Constructor" : "Function", op == SX_T_BAR ? " union" : "n intersection");
    sx_sd_error(s, pos, s->full_start - pos, op == SX_T_BAR ? (ctor ? 1386 : 1385) : (ctor ? 1388 : 1387), "%s", msg);
    return true;
}

static sx_sn parse_union_or_intersection(sx_sd *s, int op) {
    uint32_t start = s->tok_start;
    bool leading = parse_optional(s, op);
    sx_sn t;
    if (leading && parse_function_type_in_union(s, op)) t = ok_node(s, start);
    else t = op == SX_T_BAR ? parse_union_or_intersection(s, SX_T_AMP) : parse_type_operator_or_higher(s);
    if (tok(s) == op || leading) {
        while (parse_optional(s, op)) {
            if (parse_function_type_in_union(s, op)) continue;
            else if (op == SX_T_BAR) parse_union_or_intersection(s, SX_T_AMP);
            else parse_type_operator_or_higher(s);
        }
        t = ok_node(s, start);
    }
    return t;
}

static sx_sn parse_type(sx_sd *s) {
    uint32_t saved_ctx = s->ctx;
    s->ctx &= ~(SX_CTX_YIELD | SX_CTX_AWAIT);
    if (!enter(s)) {
        leave(s);
        s->ctx = saved_ctx;
        return SN_NONE;
    }
    sx_sn t;
    if (is_start_of_function_or_constructor_type(s)) {
        t = parse_function_or_constructor_type(s);
    } else {
        uint32_t start = s->tok_start;
        t = parse_union_or_intersection(s, SX_T_BAR);
        if (!(s->ctx & SX_CTX_NO_COND_TYPES) && !line_break(s) && parse_optional(s, SX_K_EXTENDS)) {
            uint32_t c = s->ctx;
            s->ctx |= SX_CTX_NO_COND_TYPES;
            parse_type(s);
            s->ctx = c;
            parse_expected(s, SX_T_QUESTION);
            s->ctx &= ~SX_CTX_NO_COND_TYPES;
            parse_type(s);
            parse_expected(s, SX_T_COLON);
            s->ctx &= ~SX_CTX_NO_COND_TYPES;
            parse_type(s);
            s->ctx = c;
            t = ok_node(s, start);
        }
    }
    leave(s);
    s->ctx = saved_ctx;
    return t;
}

static bool probe_start_of_paren_or_function_type(sx_sd *s) {
    next(s);
    return tok(s) == SX_T_RPAREN || is_start_of_parameter(s) || is_start_of_type(s, false);
}

static bool is_start_of_type(sx_sd *s, bool in_start_of_parameter) {
    switch (tok(s)) {
    case SX_K_ANY:
    case SX_K_UNKNOWN:
    case SX_K_STRING:
    case SX_K_NUMBER:
    case SX_K_BIGINT:
    case SX_K_BOOLEAN:
    case SX_K_READONLY:
    case SX_K_SYMBOL:
    case SX_K_UNIQUE:
    case SX_K_VOID:
    case SX_K_UNDEFINED:
    case SX_K_NULL:
    case SX_K_THIS:
    case SX_K_TYPEOF:
    case SX_K_NEVER:
    case SX_T_LBRACE:
    case SX_T_LBRACKET:
    case SX_T_LT:
    case SX_T_BAR:
    case SX_T_AMP:
    case SX_K_NEW:
    case SX_T_STRING:
    case SX_T_NUMBER:
    case SX_T_BIGINT:
    case SX_K_TRUE:
    case SX_K_FALSE:
    case SX_K_OBJECT:
    case SX_T_STAR:
    case SX_T_QUESTION:
    case SX_T_BANG:
    case SX_T_DOTDOTDOT:
    case SX_K_INFER:
    case SX_K_IMPORT:
    case SX_K_ASSERTS:
    case SX_T_TEMPLATE_FULL:
    case SX_T_TEMPLATE_HEAD: return true;
    case SX_K_FUNCTION: return !in_start_of_parameter;
    case SX_T_MINUS: return !in_start_of_parameter && look(s, probe_next_is_numeric);
    case SX_T_LPAREN: return !in_start_of_parameter && look(s, probe_start_of_paren_or_function_type);
    default: return is_identifier(s);
    }
}

/* ------------------------------------------------------------------------------------------------
 * Expressions
 * ---------------------------------------------------------------------------------------------- */

static bool probe_next_is_open_paren_less_or_dot(sx_sd *s) {
    int t = next(s);
    return t == SX_T_LPAREN || t == SX_T_LT || t == SX_T_DOT;
}

static bool is_start_of_lhs(sx_sd *s) {
    switch (tok(s)) {
    case SX_K_THIS:
    case SX_K_SUPER:
    case SX_K_NULL:
    case SX_K_TRUE:
    case SX_K_FALSE:
    case SX_T_NUMBER:
    case SX_T_BIGINT:
    case SX_T_STRING:
    case SX_T_TEMPLATE_FULL:
    case SX_T_TEMPLATE_HEAD:
    case SX_T_LPAREN:
    case SX_T_LBRACKET:
    case SX_T_LBRACE:
    case SX_K_FUNCTION:
    case SX_K_CLASS:
    case SX_K_NEW:
    case SX_T_SLASH:
    case SX_T_SLASH_EQ:
    case SX_T_IDENT: return true;
    case SX_K_IMPORT: return look(s, probe_next_is_open_paren_less_or_dot);
    default: return is_identifier(s);
    }
}

static bool is_start_of_expression(sx_sd *s) {
    if (is_start_of_lhs(s)) return true;
    switch (tok(s)) {
    case SX_T_PLUS:
    case SX_T_MINUS:
    case SX_T_TILDE:
    case SX_T_BANG:
    case SX_K_DELETE:
    case SX_K_TYPEOF:
    case SX_K_VOID:
    case SX_T_PLUSPLUS:
    case SX_T_MINUSMINUS:
    case SX_T_LT:
    case SX_K_AWAIT:
    case SX_K_YIELD:
    case SX_T_PRIVATE_NAME:
    case SX_T_AT: return true;
    default:
        if (is_binary_operator(s)) return true;
        return is_identifier(s);
    }
}

static bool is_start_of_expression_statement(sx_sd *s) {
    return tok(s) != SX_T_LBRACE && tok(s) != SX_K_FUNCTION && tok(s) != SX_K_CLASS && tok(s) != SX_T_AT &&
           is_start_of_expression(s);
}

static sx_sn parse_expression(sx_sd *s) {
    uint32_t saved = s->ctx;
    s->ctx &= ~SX_CTX_DECORATOR;
    uint32_t start = s->tok_start;
    sx_sn e = parse_assignment(s, true);
    while (parse_optional(s, SX_T_COMMA)) {
        parse_assignment(s, true);
        e.kind = N_EXPR;
        e.start = start;
    }
    e.end = s->full_start;
    s->ctx = (s->ctx & ~SX_CTX_DECORATOR) | (saved & SX_CTX_DECORATOR);
    return e;
}

static sx_sn parse_expression_allow_in(sx_sd *s) {
    uint32_t saved = s->ctx;
    s->ctx &= ~SX_CTX_DISALLOW_IN;
    sx_sn e = parse_expression(s);
    s->ctx = saved;
    return e;
}

static bool probe_next_is_ident_keyword_or_literal_same_line(sx_sd *s) {
    next(s);
    return (is_ident_or_keyword(tok(s)) || tok(s) == SX_T_NUMBER || tok(s) == SX_T_BIGINT || tok(s) == SX_T_STRING) &&
           !line_break(s);
}

static bool is_yield_expression(sx_sd *s) {
    if (tok(s) != SX_K_YIELD) return false;
    if (s->ctx & SX_CTX_YIELD) return true;
    return look(s, probe_next_is_ident_keyword_or_literal_same_line);
}

static sx_sn expr_node(const sx_sd *s, int kind, uint32_t start) {
    sx_sn n = sn(kind, start, s->full_start);
    return n;
}

static sx_sn parse_arrow_body(sx_sd *s, bool is_async, bool allow_return_type);

static sx_sn parse_simple_arrow(sx_sd *s, uint32_t start, bool allow_return_type, bool is_async) {
    parse_expected(s, SX_T_ARROW); /* tsc: parseExpectedToken */
    parse_arrow_body(s, is_async, allow_return_type);
    return expr_node(s, N_EXPR, start);
}

/* tsc's isParenthesizedArrowFunctionExpressionWorker: 0 false, 1 true, 2 unknown. */
static int probe_paren_arrow(sx_sd *s) {
    if (tok(s) == SX_K_ASYNC) {
        next(s);
        if (line_break(s)) return 0;
        if (tok(s) != SX_T_LPAREN && tok(s) != SX_T_LT) return 0;
    }
    int first = tok(s), second = next(s);
    if (first == SX_T_LPAREN) {
        if (second == SX_T_RPAREN) {
            int third = next(s);
            return (third == SX_T_ARROW || third == SX_T_COLON || third == SX_T_LBRACE) ? 1 : 0;
        }
        if (second == SX_T_LBRACKET || second == SX_T_LBRACE) return 2;
        if (second == SX_T_DOTDOTDOT) return 1;
        if (is_modifier_kind(second) && second != SX_K_ASYNC && look(s, probe_next_is_identifier))
            return next(s) == SX_K_AS ? 0 : 1;
        if (!is_identifier(s) && second != SX_K_THIS) return 0;
        switch (next(s)) {
        case SX_T_COLON: return 1;
        case SX_T_QUESTION:
            next(s);
            return (tok(s) == SX_T_COLON || tok(s) == SX_T_COMMA || tok(s) == SX_T_EQ || tok(s) == SX_T_RPAREN) ? 1 : 0;
        case SX_T_COMMA:
        case SX_T_EQ:
        case SX_T_RPAREN: return 2;
        default: return 0;
        }
    }
    if (!is_identifier(s) && tok(s) != SX_K_CONST) return 0;
    return 2;
}

static int is_paren_arrow(sx_sd *s) {
    if (tok(s) == SX_T_LPAREN || tok(s) == SX_T_LT || tok(s) == SX_K_ASYNC) {
        sx_mark m = mark(s);
        int r = probe_paren_arrow(s);
        reset(s, &m);
        return r;
    }
    if (tok(s) == SX_T_ARROW) return 1;
    return 0;
}

/* tsc's parseParenthesizedArrowFunctionExpression; N_NONE when (without ambiguity) it is no arrow. */
static sx_sn parse_paren_arrow(sx_sd *s, bool allow_ambiguity, bool allow_return_type) {
    uint32_t start = s->tok_start;
    bool is_async = false;
    if (tok(s) == SX_K_ASYNC) {
        next(s);
        is_async = true;
    }
    parse_type_parameters(s);
    if (!parse_expected(s, SX_T_LPAREN)) {
        if (!allow_ambiguity) return SN_NONE;
    } else {
        if (!parse_parameters_worker(s, is_async ? SF_AWAIT : 0, allow_ambiguity)) return SN_NONE;
        if (!parse_expected(s, SX_T_RPAREN) && !allow_ambiguity) return SN_NONE;
    }
    bool has_return_colon = tok(s) == SX_T_COLON;
    sx_sn type = parse_return_type(s, SX_T_COLON, false);
    if (type.kind == N_BLOCKING && !allow_ambiguity) return SN_NONE;
    if (!allow_ambiguity && tok(s) != SX_T_ARROW && tok(s) != SX_T_LBRACE) return SN_NONE;
    int last = tok(s);
    parse_expected(s, SX_T_ARROW);
    if (last == SX_T_ARROW || last == SX_T_LBRACE) parse_arrow_body(s, is_async, allow_return_type);
    else parse_identifier(s);
    if (!allow_return_type && has_return_colon && tok(s) != SX_T_COLON) return SN_NONE;
    return expr_node(s, N_EXPR, start);
}

static sx_sn try_parse_paren_arrow(sx_sd *s, bool allow_return_type) {
    int tri = is_paren_arrow(s);
    if (tri == 0) return SN_NONE;
    if (tri == 1) return parse_paren_arrow(s, true, true);
    /* tsc's parsePossibleParenthesizedArrowFunctionExpression remembers where this failed, which
     * keeps nested `(a = (b = (c = ...` from going exponential */
    uint32_t at = s->tok_start;
    if (s->not_arrow && (s->not_arrow[at / 8] & (1u << (at % 8)))) return SN_NONE;
    sx_mark m = mark(s);
    sx_sn r = parse_paren_arrow(s, false, allow_return_type);
    if (r.kind == N_NONE) {
        reset(s, &m);
        if (s->not_arrow) s->not_arrow[at / 8] |= (uint8_t)(1u << (at % 8));
    }
    return r;
}

static sx_sn parse_binary(sx_sd *s, int precedence);

static bool probe_unparenthesized_async_arrow(sx_sd *s) {
    if (tok(s) != SX_K_ASYNC) return false;
    next(s);
    if (line_break(s) || tok(s) == SX_T_ARROW) return false;
    sx_sn e = parse_binary(s, 0);
    return !line_break(s) && e.kind == N_IDENT && tok(s) == SX_T_ARROW;
}

static sx_sn parse_conditional_rest(sx_sd *s, sx_sn left, uint32_t start, bool allow_return_type) {
    if (!parse_optional(s, SX_T_QUESTION)) return left;
    uint32_t saved = s->ctx;
    s->ctx &= ~(SX_CTX_DISALLOW_IN | SX_CTX_DECORATOR);
    parse_assignment(s, false);
    s->ctx = saved;
    if (parse_expected(s, SX_T_COLON)) parse_assignment(s, allow_return_type);
    else missing_identifier(s, 1005, "'%s' expected.", ":");
    return expr_node(s, N_EXPR, start);
}

static bool is_lhs_kind(int k) { return k == N_IDENT || k == N_LHS || k == N_EWTA || k == N_TAGGED; }

static sx_sn parse_assignment(sx_sd *s, bool allow_return_type) {
    uint32_t start = s->tok_start;
    if (!enter(s)) {
        leave(s);
        return expr_node(s, N_EXPR, start);
    }
    sx_sn r;
    if (is_yield_expression(s)) {
        next(s);
        if (!line_break(s) && (tok(s) == SX_T_STAR || is_start_of_expression(s))) {
            parse_optional(s, SX_T_STAR);
            parse_assignment(s, true);
        }
        r = expr_node(s, N_EXPR, start);
        leave(s);
        return r;
    }
    r = try_parse_paren_arrow(s, allow_return_type);
    if (r.kind != N_NONE) {
        leave(s);
        return r;
    }
    if (tok(s) == SX_K_ASYNC && look(s, probe_unparenthesized_async_arrow)) {
        next(s);
        parse_binary(s, 0);
        r = parse_simple_arrow(s, start, allow_return_type, true);
        leave(s);
        return r;
    }
    uint32_t notes_before = s->nnotes;
    sx_sn e = parse_binary(s, 0);
    if (e.kind == N_IDENT && tok(s) == SX_T_ARROW) {
        r = parse_simple_arrow(s, start, allow_return_type, false);
    } else if (is_lhs_kind(e.kind) && is_assignment_operator(sx_sd_rescan_greater(s))) {
        if (tok(s) == SX_T_EQ) s->nnotes = notes_before; /* a destructuring target: `{ a = 1 } = o` is fine */
        next(s);
        parse_assignment(s, allow_return_type);
        r = expr_node(s, N_EXPR, start);
    } else {
        r = parse_conditional_rest(s, e, start, allow_return_type);
    }
    leave(s);
    return r;
}

static sx_sn parse_arrow_body(sx_sd *s, bool is_async, bool allow_return_type) {
    uint32_t start = s->tok_start;
    if (tok(s) == SX_T_LBRACE) {
        parse_function_block(s, is_async ? SF_AWAIT : 0, 0, NULL);
        return ok_node(s, start);
    }
    if (tok(s) != SX_T_SEMI && tok(s) != SX_K_FUNCTION && tok(s) != SX_K_CLASS && is_start_of_statement(s) &&
        !is_start_of_expression_statement(s)) {
        parse_function_block(s, SF_IGNORE_MISSING_BRACE | (is_async ? SF_AWAIT : 0), 0, NULL);
        return ok_node(s, start);
    }
    uint32_t saved = s->ctx;
    s->ctx &= ~SX_CTX_YIELD;
    set_ctx(s, SX_CTX_AWAIT, is_async);
    sx_jump_ctx jumps = enter_function_body(s);
    sx_sn e = parse_assignment(s, allow_return_type);
    leave_function_body(s, jumps);
    s->ctx = saved;
    return e;
}

static sx_sn parse_binary_rest(sx_sd *s, int precedence, sx_sn left, uint32_t start) {
    for (;;) {
        sx_sd_rescan_greater(s);
        int p = binary_precedence(tok(s));
        bool consume = tok(s) == SX_T_STARSTAR ? p >= precedence : p > precedence;
        if (!consume) break;
        if (tok(s) == SX_K_IN && (s->ctx & SX_CTX_DISALLOW_IN)) break;
        if (tok(s) == SX_K_AS || tok(s) == SX_K_SATISFIES) {
            if (line_break(s)) break;
            next(s);
            parse_type(s);
        } else {
            next(s);
            parse_binary(s, p);
        }
        left = expr_node(s, N_EXPR, start);
    }
    return left;
}

static sx_sn parse_binary(sx_sd *s, int precedence) {
    uint32_t start = s->tok_start;
    sx_sn left = parse_unary(s);
    return parse_binary_rest(s, precedence, left, start);
}

static sx_sn parse_simple_unary(sx_sd *s);

static bool is_update_expression(const sx_sd *s) {
    switch (tok(s)) {
    case SX_T_PLUS:
    case SX_T_MINUS:
    case SX_T_TILDE:
    case SX_T_BANG:
    case SX_K_DELETE:
    case SX_K_TYPEOF:
    case SX_K_VOID:
    case SX_K_AWAIT:
    case SX_T_LT: return false;
    default: return true;
    }
}

static sx_sn parse_update(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (tok(s) == SX_T_PLUSPLUS || tok(s) == SX_T_MINUSMINUS) {
        next(s);
        parse_lhs(s);
        return expr_node(s, N_EXPR, start);
    }
    sx_sn e = parse_lhs(s);
    if ((tok(s) == SX_T_PLUSPLUS || tok(s) == SX_T_MINUSMINUS) && !line_break(s)) {
        next(s);
        return expr_node(s, N_EXPR, start);
    }
    return e;
}

static sx_sn parse_unary(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (is_update_expression(s)) {
        sx_sn u = parse_update(s);
        return tok(s) == SX_T_STARSTAR ? parse_binary_rest(s, binary_precedence(SX_T_STARSTAR), u, start) : u;
    }
    int op = tok(s);
    sx_sn e = parse_simple_unary(s);
    if (tok(s) == SX_T_STARSTAR) {
        char buf[16];
        snprintf(buf, sizeof buf, "%s", sx_sd_token_text(op) ? sx_sd_token_text(op) : "");
        if (e.kind == N_TYPE_ASSERT)
            sx_sd_error(s, e.start, e.end - e.start, 17007,
                        "A type assertion expression is not allowed in the left-hand side of an exponentiation "
                        "expression. Consider enclosing the expression in parentheses.",
                        NULL);
        else
            sx_sd_error(s, e.start, e.end - e.start, 17006,
                        "An unary expression with the '%s' operator is not allowed in the left-hand side of an "
                        "exponentiation expression. Consider enclosing the expression in parentheses.",
                        buf);
    }
    return e;
}

static bool is_await_expression(sx_sd *s) {
    if (tok(s) != SX_K_AWAIT) return false;
    if (s->ctx & SX_CTX_AWAIT) return true;
    return look(s, probe_next_is_ident_keyword_or_literal_same_line);
}

static sx_sn parse_simple_unary(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (!enter(s)) {
        leave(s);
        return expr_node(s, N_EXPR, start);
    }
    sx_sn r;
    switch (tok(s)) {
    case SX_T_PLUS:
    case SX_T_MINUS:
    case SX_T_TILDE:
    case SX_T_BANG:
    case SX_K_DELETE:
    case SX_K_TYPEOF:
    case SX_K_VOID: {
        bool is_delete = tok(s) == SX_K_DELETE;
        next(s);
        sx_sn operand = parse_simple_unary(s);
        if (is_delete && operand.kind == N_IDENT && operand.start != operand.end)
            sx_sd_note(s, operand.start, operand.end - operand.start, 1102,
                       "'delete' cannot be called on an identifier in strict mode.");
        r = expr_node(s, N_EXPR, start);
        break;
    }
    case SX_T_LT:
        parse_expected(s, SX_T_LT);
        parse_type(s);
        parse_expected(s, SX_T_GT);
        parse_simple_unary(s);
        r = expr_node(s, N_TYPE_ASSERT, start);
        break;
    case SX_K_AWAIT:
        if (is_await_expression(s)) {
            if (!(s->ctx & SX_CTX_AWAIT)) { /* tsc's checker: await outside an async function */
                if (s->fn_depth > 0)
                    sx_sd_note(s, start, 5, 1308,
                               "'await' expressions are only allowed within async functions and at the top levels of "
                               "modules.");
                else if (s->ntop_await < sizeof s->top_await / sizeof s->top_await[0])
                    s->top_await[s->ntop_await++] = start;
            }
            next(s);
            parse_simple_unary(s);
            r = expr_node(s, N_EXPR, start);
            break;
        }
        /* fall through */
    default: r = parse_update(s);
    }
    leave(s);
    return r;
}

/* -- left-hand side: member, call, new ---------------------------------------------------------- */

static bool probe_next_is_dot(sx_sd *s) { return next(s) == SX_T_DOT; }

static sx_sn parse_super(sx_sd *s);
static void parse_right_side_of_dot(sx_sd *s);

static sx_sn parse_member_or_higher(sx_sd *s) {
    sx_sn p = parse_primary(s);
    return parse_member_rest(s, p, true);
}

static sx_sn parse_lhs(sx_sd *s) {
    uint32_t start = s->tok_start;
    sx_sn e;
    if (tok(s) == SX_K_IMPORT) {
        if (look(s, probe_next_is_open_paren_or_less)) {
            next(s);
            e = expr_node(s, N_LHS, start);
        } else if (look(s, probe_next_is_dot)) {
            next(s);
            next(s);
            parse_identifier_name(s);
            e = expr_node(s, N_LHS, start);
        } else {
            e = parse_member_or_higher(s);
        }
    } else {
        e = tok(s) == SX_K_SUPER ? parse_super(s) : parse_member_or_higher(s);
    }
    return parse_call_rest(s, e);
}

static bool try_parse_type_arguments_in_expression(sx_sd *s);

static sx_sn parse_super(sx_sd *s) {
    uint32_t start = s->tok_start;
    next(s);
    if (tok(s) == SX_T_LT) {
        uint32_t at = s->full_start;
        if (try_parse_type_arguments_in_expression(s))
            sx_sd_error(s, at, s->full_start - at, 2754, "'super' may not use type arguments.", NULL);
    }
    if (tok(s) == SX_T_LPAREN || tok(s) == SX_T_DOT || tok(s) == SX_T_LBRACKET) return expr_node(s, N_LHS, start);
    if (!parse_optional(s, SX_T_DOT))
        err_cur(s, 1034, "'super' must be followed by an argument list or member access.", NULL);
    parse_right_side_of_dot(s);
    return expr_node(s, N_LHS, start);
}

static bool is_template_start(const sx_sd *s) { return tok(s) == SX_T_TEMPLATE_FULL || tok(s) == SX_T_TEMPLATE_HEAD; }

static bool probe_next_is_ident_keyword_bracket_or_template(sx_sd *s) {
    next(s);
    return is_ident_or_keyword(tok(s)) || tok(s) == SX_T_LBRACKET || is_template_start(s);
}

static bool probe_identifier_on_next_line_same_line(sx_sd *s) { return probe_next_is_ident_or_keyword_same_line(s); }

/* tsc's parseRightSideOfDot(allowIdentifierNames = true, allowPrivateIdentifiers = true). */
static void parse_right_side_of_dot(sx_sd *s) {
    if (line_break(s) && is_ident_or_keyword(tok(s)) && look(s, probe_identifier_on_next_line_same_line)) {
        missing_identifier_at(s, true, 1003, "Identifier expected.", NULL);
        return;
    }
    if (tok(s) == SX_T_PRIVATE_NAME) {
        next(s);
        return;
    }
    parse_identifier_name(s);
}

static sx_sn parse_tagged_template(sx_sd *s, uint32_t start) {
    uint32_t template_start = s->tok_start, template_end;
    if (tok(s) == SX_T_TEMPLATE_FULL) {
        sx_sd_rescan_template(s);
        template_end = s->pos;
        next(s);
    } else {
        parse_template_literal(s, false);
        template_end = s->full_start;
    }
    sx_sn r = expr_node(s, N_TAGGED, start);
    r.aux_start = template_start;
    r.aux_end = template_end;
    return r;
}

static sx_sn parse_member_rest(sx_sd *s, sx_sn expr, bool allow_optional_chain) {
    uint32_t start = expr.start;
    for (;;) {
        bool question_dot = false, property = false;
        if (allow_optional_chain && tok(s) == SX_T_QDOT && look(s, probe_next_is_ident_keyword_bracket_or_template)) {
            next(s);
            question_dot = true;
            property = is_ident_or_keyword(tok(s));
        } else {
            property = parse_optional(s, SX_T_DOT);
        }
        if (property) {
            parse_right_side_of_dot(s);
            if (expr.kind == N_EWTA)
                sx_sd_error(s, expr.aux_start, expr.aux_end - expr.aux_start, 1477,
                            "An instantiation expression cannot be followed by a property access.", NULL);
            expr = expr_node(s, N_LHS, start);
            continue;
        }
        if ((question_dot || !(s->ctx & SX_CTX_DECORATOR)) && parse_optional(s, SX_T_LBRACKET)) {
            if (tok(s) == SX_T_RBRACKET) {
                sx_sd_error(s, s->full_start, 0, 1011, "An element access expression should take an argument.", NULL);
            } else {
                parse_expression_allow_in(s);
            }
            parse_expected(s, SX_T_RBRACKET);
            expr = expr_node(s, N_LHS, start);
            continue;
        }
        if (is_template_start(s)) {
            expr = parse_tagged_template(s, start);
            continue;
        }
        if (!question_dot) {
            if (tok(s) == SX_T_BANG && !line_break(s)) {
                next(s);
                expr = expr_node(s, N_LHS, start);
                continue;
            }
            uint32_t lt = s->tok_start;
            if (try_parse_type_arguments_in_expression(s)) {
                expr = expr_node(s, N_EWTA, start);
                expr.aux_start = lt;
                expr.aux_end = s->targs_end;
                continue;
            }
        }
        return expr;
    }
}

static bool can_follow_type_arguments_in_expression(sx_sd *s) {
    switch (tok(s)) {
    case SX_T_LPAREN:
    case SX_T_TEMPLATE_FULL:
    case SX_T_TEMPLATE_HEAD: return true;
    case SX_T_LT:
    case SX_T_GT:
    case SX_T_PLUS:
    case SX_T_MINUS: return false;
    default: return line_break(s) || is_binary_operator(s) || !is_start_of_expression(s);
    }
}

static bool probe_type_arguments_in_expression(sx_sd *s) {
    if (sx_sd_rescan_less(s) != SX_T_LT) return false;
    next(s);
    parse_delimited_list(s, PC_TYPE_ARGS, parse_type_arg_elem, false);
    if (sx_sd_rescan_greater(s) != SX_T_GT) return false;
    s->targs_end = s->pos;
    next(s);
    return can_follow_type_arguments_in_expression(s);
}

static bool try_parse_type_arguments_in_expression(sx_sd *s) {
    if (tok(s) != SX_T_LT && tok(s) != SX_T_SHL) return false;
    return try_probe(s, probe_type_arguments_in_expression);
}

static sx_sn parse_argument_expression(sx_sd *s);

static void parse_argument_list(sx_sd *s) {
    parse_expected(s, SX_T_LPAREN);
    parse_delimited_list(s, PC_ARGS, parse_argument_expression, false);
    parse_expected(s, SX_T_RPAREN);
}

static sx_sn parse_call_rest(sx_sd *s, sx_sn expr) {
    uint32_t start = expr.start;
    for (;;) {
        expr = parse_member_rest(s, expr, true);
        bool type_args = false;
        bool question_dot = parse_optional(s, SX_T_QDOT);
        if (question_dot) {
            type_args = try_parse_type_arguments_in_expression(s);
            if (is_template_start(s)) {
                expr = parse_tagged_template(s, start);
                continue;
            }
        }
        if (type_args || tok(s) == SX_T_LPAREN) {
            parse_argument_list(s);
            expr = expr_node(s, N_LHS, start);
            continue;
        }
        if (question_dot) {
            err_cur(s, 1003, "Identifier expected.", NULL);
            expr = expr_node(s, N_LHS, start);
        }
        break;
    }
    return expr;
}

/* -- primary expressions -------------------------------------------------------------------- */

static sx_sn parse_literal(sx_sd *s) {
    uint32_t start = s->tok_start;
    next(s);
    return expr_node(s, N_LHS, start);
}

/* A template: head, then spans of expression/type and middle or tail. */
static sx_sn parse_template_literal(sx_sd *s, bool is_type) {
    uint32_t start = s->tok_start;
    next(s); /* the head */
    for (;;) {
        if (is_type) parse_type(s);
        else parse_expression_allow_in(s);
        if (tok(s) != SX_T_RBRACE) {
            err_expected(s, SX_T_RBRACE);
            break; /* tsc: a missing TemplateTail ends the spans */
        }
        int t = sx_sd_rescan_template(s);
        next(s);
        if (t != SX_T_TEMPLATE_MIDDLE) break;
    }
    return expr_node(s, N_LHS, start);
}

static sx_sn parse_spread_or_element(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (parse_optional(s, SX_T_DOTDOTDOT)) {
        parse_assignment(s, true);
        return expr_node(s, N_EXPR, start);
    }
    if (tok(s) == SX_T_COMMA) return expr_node(s, N_EXPR, start); /* an omitted element */
    return parse_assignment(s, true);
}

static sx_sn parse_argument_expression(sx_sd *s) {
    uint32_t saved = s->ctx;
    s->ctx &= ~(SX_CTX_DISALLOW_IN | SX_CTX_DECORATOR);
    sx_sn r = parse_spread_or_element(s);
    s->ctx = saved;
    return r;
}

static sx_sn parse_array_literal(sx_sd *s) {
    uint32_t start = s->tok_start;
    parse_expected(s, SX_T_LBRACKET);
    parse_delimited_list(s, PC_ARRAY_LITERAL, parse_spread_or_element, false);
    parse_expected_closing(s, SX_T_RBRACKET);
    return expr_node(s, N_LHS, start);
}

static sx_sn parse_property_name(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (tok(s) == SX_T_STRING || tok(s) == SX_T_NUMBER || tok(s) == SX_T_BIGINT) return parse_literal(s);
    if (tok(s) == SX_T_LBRACKET) {
        next(s);
        parse_expression_allow_in(s);
        parse_expected(s, SX_T_RBRACKET);
        return ok_node(s, start);
    }
    if (tok(s) == SX_T_PRIVATE_NAME) {
        next(s);
        return ok_node(s, start);
    }
    return parse_identifier_name(s);
}

static sx_sn parse_method_rest(sx_sd *s, uint32_t start, bool generator, bool is_async, int code, const char *msg) {
    parse_type_parameters(s);
    uint32_t flags = (generator ? SF_YIELD : 0) | (is_async ? SF_AWAIT : 0);
    parse_parameters(s, flags);
    parse_return_type(s, SX_T_COLON, false);
    parse_function_block_or_semicolon(s, flags, code, msg);
    return ok_node(s, start);
}

/* Names of an object literal's properties, for tsc's duplicate check (first 16 only). */
typedef struct sx_sd_obj_names {
    uint32_t start[16], len[16];
    uint32_t count;
} sx_sd_obj_names;

/* tsc's checkGrammarObjectLiteralExpression for two plain properties: TS1117 on the second.
 * [start, start + len) is the name's text (a string's without quotes). */
static void check_duplicate_property(sx_sd *s, sx_sd_obj_names *names, uint32_t start, uint32_t len, uint32_t at,
                                     uint32_t at_len) {
    for (uint32_t i = 0; i < names->count; i++)
        if (names->len[i] == len && memcmp(s->text + names->start[i], s->text + start, len) == 0) {
            sx_sd_note(s, at, at_len, 1117, "An object literal cannot have multiple properties with the same name.");
            return;
        }
    if (names->count < 16) {
        names->start[names->count] = start;
        names->len[names->count++] = len;
    }
}

static sx_sn parse_object_literal_member(sx_sd *s, sx_sd_obj_names *names) {
    uint32_t start = s->tok_start;
    if (parse_optional(s, SX_T_DOTDOTDOT)) {
        parse_assignment(s, true);
        return ok_node(s, start);
    }
    bool has_async = (parse_modifiers(s, true, false, false) & MOD_ASYNC) != 0;
    sx_sn accessor;
    if (parse_accessor_if_any(s, start, 0, &accessor)) return accessor;
    bool star = parse_optional(s, SX_T_STAR);
    bool was_identifier = is_identifier(s);
    int name_tok = tok(s);
    uint32_t name_at = s->tok_start, name_end = s->pos;
    parse_property_name(s);
    parse_optional(s, SX_T_QUESTION);
    parse_optional(s, SX_T_BANG);
    if (star || tok(s) == SX_T_LPAREN || tok(s) == SX_T_LT)
        return parse_method_rest(s, start, star, has_async, 0, NULL);
    if (name_tok == SX_T_STRING && name_end - name_at >= 2)
        check_duplicate_property(s, names, name_at + 1, name_end - name_at - 2, name_at, name_end - name_at);
    else if (name_tok == SX_T_NUMBER || (is_ident_or_keyword(name_tok) && name_tok != SX_T_PRIVATE_NAME))
        check_duplicate_property(s, names, name_at, name_end - name_at, name_at, name_end - name_at);
    uint32_t saved = s->ctx;
    s->ctx &= ~SX_CTX_DISALLOW_IN;
    if (was_identifier && tok(s) != SX_T_COLON) {
        if (tok(s) == SX_T_EQ)
            sx_sd_note(s, s->tok_start, 1, 1312,
                       "Did you mean to use a ':'? An '=' can only follow a property name when the containing object "
                       "literal is part of a destructuring pattern.");
        if (parse_optional(s, SX_T_EQ)) parse_assignment(s, true);
    } else {
        parse_expected(s, SX_T_COLON);
        parse_assignment(s, true);
    }
    s->ctx = saved;
    return ok_node(s, start);
}

static sx_sn parse_object_literal_element(sx_sd *s) {
    sx_sd_obj_names *names = s->obj_names;
    s->obj_names = NULL; /* object literals nested in this member have their own */
    sx_sn r = parse_object_literal_member(s, names);
    s->obj_names = names;
    return r;
}

static sx_sn parse_object_literal(sx_sd *s) {
    uint32_t start = s->tok_start;
    parse_expected(s, SX_T_LBRACE);
    sx_sd_obj_names names = {{0}, {0}, 0}, *outer = s->obj_names;
    s->obj_names = &names;
    parse_delimited_list(s, PC_OBJ_LITERAL, parse_object_literal_element, true);
    s->obj_names = outer;
    parse_expected_closing(s, SX_T_RBRACE);
    return expr_node(s, N_LHS, start);
}

static sx_sn parse_function_expression(sx_sd *s) {
    uint32_t start = s->tok_start;
    uint32_t saved = s->ctx;
    s->ctx &= ~SX_CTX_DECORATOR;
    bool is_async = parse_optional(s, SX_K_ASYNC);
    parse_expected(s, SX_K_FUNCTION);
    bool generator = parse_optional(s, SX_T_STAR);
    uint32_t flags = (generator ? SF_YIELD : 0) | (is_async ? SF_AWAIT : 0);
    uint32_t c = s->ctx;
    set_ctx(s, SX_CTX_YIELD, generator);
    set_ctx(s, SX_CTX_AWAIT, is_async);
    if (is_binding_identifier(s)) parse_binding_identifier(s);
    s->ctx = c;
    parse_type_parameters(s);
    parse_parameters(s, flags);
    parse_return_type(s, SX_T_COLON, false);
    parse_function_block(s, flags, 0, NULL);
    s->ctx = saved;
    return expr_node(s, N_LHS, start);
}

static sx_sn parse_class(sx_sd *s, uint32_t start, bool exported);

static sx_sn parse_new_expression(sx_sd *s) {
    uint32_t start = s->tok_start;
    parse_expected(s, SX_K_NEW);
    if (parse_optional(s, SX_T_DOT)) {
        parse_identifier_name(s);
        return expr_node(s, N_LHS, start);
    }
    sx_sn callee = parse_primary(s);
    callee = parse_member_rest(s, callee, false);
    if (tok(s) == SX_T_QDOT) {
        char buf[80];
        uint32_t n = callee.end - callee.start;
        while (n > 0 && (s->text[callee.start + n - 1] == ' ' || s->text[callee.start + n - 1] == '\n')) n--;
        snprintf(buf, sizeof buf, "%.*s", (int)(n < 60 ? n : 60), s->text + callee.start);
        err_cur(s, 1209, "Invalid optional chain from new expression. Did you mean to call '%s()'?", buf);
    }
    if (tok(s) == SX_T_LPAREN) parse_argument_list(s);
    return expr_node(s, N_LHS, start);
}

static bool probe_next_is_function_same_line(sx_sd *s) {
    next(s);
    return tok(s) == SX_K_FUNCTION && !line_break(s);
}

static sx_sn parse_primary(sx_sd *s) {
    uint32_t start = s->tok_start;
    switch (tok(s)) {
    case SX_T_TEMPLATE_FULL:
    case SX_T_NUMBER:
    case SX_T_BIGINT:
    case SX_T_STRING:
    case SX_K_THIS:
    case SX_K_SUPER:
    case SX_K_NULL:
    case SX_K_TRUE:
    case SX_K_FALSE: return parse_literal(s);
    case SX_T_LPAREN: {
        parse_expected(s, SX_T_LPAREN);
        parse_expression_allow_in(s);
        parse_expected(s, SX_T_RPAREN);
        return expr_node(s, N_LHS, start);
    }
    case SX_T_LBRACKET: return parse_array_literal(s);
    case SX_T_LBRACE: return parse_object_literal(s);
    case SX_K_ASYNC:
        if (!look(s, probe_next_is_function_same_line)) break;
        return parse_function_expression(s);
    case SX_T_AT: {
        parse_modifiers(s, true, false, false);
        if (tok(s) == SX_K_CLASS) return parse_class(s, start, false);
        missing_identifier_at(s, true, 1109, "Expression expected.", NULL);
        return expr_node(s, N_LHS, start);
    }
    case SX_K_CLASS: return parse_class(s, start, false);
    case SX_K_FUNCTION: return parse_function_expression(s);
    case SX_K_NEW: return parse_new_expression(s);
    case SX_T_SLASH:
    case SX_T_SLASH_EQ:
        if (sx_sd_rescan_slash(s) == SX_T_REGEX) return parse_literal(s);
        break;
    case SX_T_TEMPLATE_HEAD: return parse_template_literal(s, false);
    case SX_T_PRIVATE_NAME:
        if (s->class_depth == 0)
            sx_sd_note(s, s->tok_start, s->pos - s->tok_start, 18016,
                       "Private identifiers are not allowed outside class bodies.");
        return parse_literal(s);
    default: break;
    }
    note_strict_mode_reserved(s);
    return create_identifier(s, is_identifier(s), 1109, "Expression expected.");
}

/* ------------------------------------------------------------------------------------------------
 * Statements
 * ---------------------------------------------------------------------------------------------- */

static bool probe_next_is_ident_or_string_same_line(sx_sd *s) {
    next(s);
    return !line_break(s) && (is_identifier(s) || tok(s) == SX_T_STRING);
}

static bool probe_next_is_identifier_same_line(sx_sd *s) {
    next(s);
    return !line_break(s) && is_identifier(s);
}

static bool probe_next_is_binding_or_destructuring_same_line_impl(sx_sd *s, bool disallow_of);

static bool probe_is_declaration(sx_sd *s) {
    for (;;) {
        switch (tok(s)) {
        case SX_K_VAR:
        case SX_K_LET:
        case SX_K_CONST:
        case SX_K_FUNCTION:
        case SX_K_CLASS:
        case SX_K_ENUM: return true;
        case SX_K_USING: return probe_next_is_binding_or_destructuring_same_line_impl(s, false);
        case SX_K_AWAIT:
            if (next(s) != SX_K_USING) return false;
            return probe_next_is_binding_or_destructuring_same_line_impl(s, false);
        case SX_K_INTERFACE:
        case SX_K_TYPE:
        case SX_K_DEFER: return probe_next_is_identifier_same_line(s);
        case SX_K_MODULE:
        case SX_K_NAMESPACE: return probe_next_is_ident_or_string_same_line(s);
        case SX_K_ABSTRACT:
        case SX_K_ACCESSOR:
        case SX_K_ASYNC:
        case SX_K_DECLARE:
        case SX_K_PRIVATE:
        case SX_K_PROTECTED:
        case SX_K_PUBLIC:
        case SX_K_READONLY: {
            int prev = tok(s);
            next(s);
            if (line_break(s)) return false;
            if (prev == SX_K_DECLARE && tok(s) == SX_K_TYPE) return true;
            continue;
        }
        case SX_K_GLOBAL: next(s); return tok(s) == SX_T_LBRACE || tok(s) == SX_T_IDENT || tok(s) == SX_K_EXPORT;
        case SX_K_IMPORT:
            next(s);
            return tok(s) == SX_K_DEFER || tok(s) == SX_T_STRING || tok(s) == SX_T_STAR || tok(s) == SX_T_LBRACE ||
                   is_ident_or_keyword(tok(s));
        case SX_K_EXPORT: {
            int t = next(s);
            if (t == SX_K_TYPE) {
                sx_mark m = mark(s);
                t = next(s);
                reset(s, &m);
            }
            if (t == SX_T_EQ || t == SX_T_STAR || t == SX_T_LBRACE || t == SX_K_DEFAULT || t == SX_K_AS || t == SX_T_AT)
                return true;
            continue;
        }
        case SX_K_STATIC: next(s); continue;
        default: return false;
        }
    }
}

static bool is_start_of_declaration(sx_sd *s) { return look(s, probe_is_declaration); }

static bool is_start_of_statement(sx_sd *s) {
    switch (tok(s)) {
    case SX_T_AT:
    case SX_T_SEMI:
    case SX_T_LBRACE:
    case SX_K_VAR:
    case SX_K_LET:
    case SX_K_USING:
    case SX_K_FUNCTION:
    case SX_K_CLASS:
    case SX_K_ENUM:
    case SX_K_IF:
    case SX_K_DO:
    case SX_K_WHILE:
    case SX_K_FOR:
    case SX_K_CONTINUE:
    case SX_K_BREAK:
    case SX_K_RETURN:
    case SX_K_WITH:
    case SX_K_SWITCH:
    case SX_K_THROW:
    case SX_K_TRY:
    case SX_K_DEBUGGER:
    case SX_K_CATCH:
    case SX_K_FINALLY: return true;
    case SX_K_IMPORT: return is_start_of_declaration(s) || look(s, probe_next_is_open_paren_less_or_dot);
    case SX_K_CONST:
    case SX_K_EXPORT: return is_start_of_declaration(s);
    case SX_K_ASYNC:
    case SX_K_DECLARE:
    case SX_K_INTERFACE:
    case SX_K_MODULE:
    case SX_K_NAMESPACE:
    case SX_K_TYPE:
    case SX_K_GLOBAL:
    case SX_K_DEFER: return true;
    case SX_K_ACCESSOR:
    case SX_K_PUBLIC:
    case SX_K_PRIVATE:
    case SX_K_PROTECTED:
    case SX_K_STATIC:
    case SX_K_READONLY: return is_start_of_declaration(s) || !look(s, probe_next_is_ident_or_keyword_same_line);
    default: return is_start_of_expression(s);
    }
}

static bool probe_next_is_binding_or_destructuring_same_line_impl(sx_sd *s, bool disallow_of) {
    next(s);
    if (disallow_of && tok(s) == SX_K_OF) {
        next(s);
        return tok(s) == SX_T_EQ || tok(s) == SX_T_SEMI || tok(s) == SX_T_COLON;
    }
    return (is_binding_identifier(s) || tok(s) == SX_T_LBRACE) && !line_break(s);
}

static bool probe_next_is_binding_or_destructuring_same_line(sx_sd *s) {
    return probe_next_is_binding_or_destructuring_same_line_impl(s, false);
}
static bool probe_next_is_binding_or_destructuring_same_line_no_of(sx_sd *s) {
    return probe_next_is_binding_or_destructuring_same_line_impl(s, true);
}

static bool probe_next_is_binding_or_destructuring(sx_sd *s) {
    next(s);
    return is_binding_identifier(s) || tok(s) == SX_T_LBRACE || tok(s) == SX_T_LBRACKET;
}

static bool probe_await_using(sx_sd *s) {
    if (next(s) != SX_K_USING) return false;
    return probe_next_is_binding_or_destructuring_same_line_impl(s, false);
}

static void parse_block(sx_sd *s, bool ignore_missing_brace, int code, const char *msg) {
    bool opened, saved_in_block = s->in_block;
    if (msg && tok(s) != SX_T_LBRACE) {
        err_cur(s, code, msg, NULL);
        opened = false;
    } else {
        opened = parse_expected(s, SX_T_LBRACE);
    }
    if (!opened && !ignore_missing_brace) return;
    s->in_block = true;
    parse_list(s, PC_BLOCK, parse_statement);
    s->in_block = saved_in_block;
    parse_expected_closing(s, SX_T_RBRACE);
    if (tok(s) == SX_T_EQ) {
        err_cur(s, 2809,
                "Declaration or statement expected. This '=' follows a block of statements, so if you intended to "
                "write a destructuring assignment, you might need to wrap the whole assignment in parentheses.",
                NULL);
        next(s);
    }
}

static void parse_function_block(sx_sd *s, uint32_t flags, int code, const char *msg) {
    sx_jump_ctx jumps = enter_function_body(s);
    uint32_t saved = s->ctx;
    set_ctx(s, SX_CTX_YIELD, (flags & SF_YIELD) != 0);
    set_ctx(s, SX_CTX_AWAIT, (flags & SF_AWAIT) != 0);
    s->ctx &= ~SX_CTX_DECORATOR;
    parse_block(s, (flags & SF_IGNORE_MISSING_BRACE) != 0, code, msg);
    s->ctx = saved;
    leave_function_body(s, jumps);
}

static void parse_function_block_or_semicolon(sx_sd *s, uint32_t flags, int code, const char *msg) {
    if (tok(s) != SX_T_LBRACE) {
        if (flags & SF_TYPE) {
            parse_type_member_semicolon(s);
            return;
        }
        if (can_parse_semicolon(s)) {
            parse_semicolon(s);
            return;
        }
    }
    parse_function_block(s, flags, code, msg);
}

/* -- variables and binding patterns ----------------------------------------------------------- */

static sx_sn parse_array_binding_element(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (tok(s) == SX_T_COMMA) return ok_node(s, start);
    parse_optional(s, SX_T_DOTDOTDOT);
    parse_identifier_or_pattern(s);
    parse_initializer(s);
    return ok_node(s, start);
}

static sx_sn parse_object_binding_element(sx_sd *s) {
    uint32_t start = s->tok_start;
    parse_optional(s, SX_T_DOTDOTDOT);
    bool was_identifier = is_binding_identifier(s);
    parse_property_name(s);
    if (!(was_identifier && tok(s) != SX_T_COLON)) {
        parse_expected(s, SX_T_COLON);
        parse_identifier_or_pattern(s);
    }
    parse_initializer(s);
    return ok_node(s, start);
}

static sx_sn parse_identifier_or_pattern(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (tok(s) == SX_T_LBRACKET || tok(s) == SX_T_LBRACE) {
        bool array = tok(s) == SX_T_LBRACKET;
        if (!enter(s)) {
            leave(s);
            return ok_node(s, start);
        }
        next(s);
        uint32_t saved = s->ctx;
        s->ctx &= ~SX_CTX_DISALLOW_IN;
        parse_delimited_list(s, array ? PC_ARR_BINDING : PC_OBJ_BINDING,
                             array ? parse_array_binding_element : parse_object_binding_element, false);
        s->ctx = saved;
        parse_expected(s, array ? SX_T_RBRACKET : SX_T_RBRACE);
        leave(s);
        return ok_node(s, start);
    }
    return parse_binding_identifier(s);
}

/* The name of a variable or parameter: a private name there has its own message (`code`, `msg`). */
static sx_sn parse_declared_name(sx_sd *s, int code, const char *msg) {
    if (tok(s) == SX_T_PRIVATE_NAME) {
        uint32_t start = s->tok_start;
        err_cur(s, code, msg, NULL);
        next(s);
        return ok_node(s, start);
    }
    return parse_identifier_or_pattern(s);
}

static sx_sn parse_variable_declaration_impl(sx_sd *s, bool allow_exclamation) {
    uint32_t start = s->tok_start;
    bool checked = s->decl_checked, is_const = s->decl_const,
         pattern = tok(s) == SX_T_LBRACE || tok(s) == SX_T_LBRACKET;
    s->decl_checked = false; /* not for declarations nested in the initializer */
    sx_sn name = parse_declared_name(s, 18029, "Private identifiers are not allowed in variable declarations.");
    uint32_t name_end = s->full_start;
    if (allow_exclamation && name.kind == N_IDENT && tok(s) == SX_T_BANG && !line_break(s)) next(s);
    parse_type_annotation(s);
    bool has_init = false;
    if (tok(s) != SX_K_IN && tok(s) != SX_K_OF) has_init = parse_initializer(s).kind != N_NONE;
    /* tsc's checkGrammarVariableDeclaration */
    if (checked && !has_init && pattern)
        sx_sd_note(s, start, name_end - start, 1182, "A destructuring declaration must have an initializer.");
    else if (checked && !has_init && is_const && name.start != name.end)
        sx_sd_note(s, start, name_end - start, 1155, "'const' declarations must be initialized.");
    s->decl_checked = checked;
    return ok_node(s, start);
}

static sx_sn parse_variable_declaration(sx_sd *s) { return parse_variable_declaration_impl(s, false); }
static sx_sn parse_variable_declaration_bang(sx_sd *s) { return parse_variable_declaration_impl(s, true); }

static bool probe_can_follow_contextual_of(sx_sd *s) { return probe_next_is_identifier(s) && next(s) == SX_T_RPAREN; }

static void parse_variable_declaration_list(sx_sd *s, bool in_for_initializer) {
    if (tok(s) == SX_K_AWAIT) next(s);
    bool saved_const = s->decl_const;
    /* tsc checks initializers only outside for-in/of heads (here: outside every for head) */
    s->decl_const = tok(s) == SX_K_CONST && !in_for_initializer;
    s->decl_checked = !in_for_initializer && !s->ambient;
    next(s);
    if (tok(s) == SX_K_OF && look(s, probe_can_follow_contextual_of)) return;
    uint32_t saved = s->ctx, list_start = s->full_start;
    if (!is_list_element(s, PC_VAR_DECLS, false) && is_list_terminator(s, PC_VAR_DECLS))
        sx_sd_note(s, list_start, s->full_start - list_start, 1123, "Variable declaration list cannot be empty.");
    set_ctx(s, SX_CTX_DISALLOW_IN, in_for_initializer);
    parse_delimited_list(s, PC_VAR_DECLS,
                         in_for_initializer ? parse_variable_declaration : parse_variable_declaration_bang, false);
    s->ctx = saved;
    s->decl_const = saved_const;
    s->decl_checked = false;
}

static sx_sn parse_variable_statement(sx_sd *s, uint32_t start) {
    parse_variable_declaration_list(s, false);
    parse_semicolon(s);
    return ok_node(s, start);
}

static sx_sn parse_function_declaration(sx_sd *s, uint32_t start, bool is_async, bool is_default) {
    uint32_t saved = s->ctx;
    parse_expected(s, SX_K_FUNCTION);
    bool generator = parse_optional(s, SX_T_STAR);
    if (is_default) {
        if (is_binding_identifier(s)) parse_binding_identifier(s);
    } else {
        parse_binding_identifier(s);
    }
    uint32_t flags = (generator ? SF_YIELD : 0) | (is_async ? SF_AWAIT : 0);
    parse_type_parameters(s);
    parse_parameters(s, flags);
    parse_return_type(s, SX_T_COLON, false);
    parse_function_block_or_semicolon(s, flags, 1144, "'{' or ';' expected.");
    s->ctx = saved;
    return ok_node(s, start);
}

/* -- classes ------------------------------------------------------------------------------------- */

static bool probe_class_member_start(sx_sd *s) {
    int id = -1;
    if (tok(s) == SX_T_AT) return true;
    while (is_modifier_kind(tok(s))) {
        id = tok(s);
        if (is_class_member_modifier(id)) return true;
        next(s);
    }
    if (tok(s) == SX_T_STAR) return true;
    if (is_literal_property_name(s)) {
        id = tok(s);
        next(s);
    }
    if (tok(s) == SX_T_LBRACKET) return true;
    if (id >= 0) {
        if (!sx_sd_is_keyword(id) || id == SX_K_SET || id == SX_K_GET) return true;
        switch (tok(s)) {
        case SX_T_LPAREN:
        case SX_T_LT:
        case SX_T_BANG:
        case SX_T_COLON:
        case SX_T_EQ:
        case SX_T_QUESTION: return true;
        default: return can_parse_semicolon(s);
        }
    }
    return false;
}

/* tsc's parseSemicolonAfterPropertyName. */
static void parse_semicolon_after_property_name(sx_sd *s, sx_sn name, bool has_type, bool has_initializer) {
    if (tok(s) == SX_T_AT && !line_break(s)) {
        err_cur(s, 1436, "Decorators must precede the name and all keywords of property declarations.", NULL);
        return;
    }
    if (tok(s) == SX_T_LPAREN) {
        err_cur(s, 1441, "Cannot start a function call in a type annotation.", NULL);
        next(s);
        return;
    }
    if (has_type && !can_parse_semicolon(s)) {
        if (has_initializer) err_expected(s, SX_T_SEMI);
        else err_cur(s, 1442, "Expected '=' for property initializer.", NULL);
        return;
    }
    if (try_parse_semicolon(s)) return;
    if (has_initializer) {
        err_expected(s, SX_T_SEMI);
        return;
    }
    error_missing_semicolon_after(s, name);
}

static sx_sn parse_property_declaration(sx_sd *s, uint32_t start, sx_sn name, bool question) {
    if (!question && !line_break(s)) parse_optional(s, SX_T_BANG);
    bool has_type = parse_type_annotation(s).kind != N_NONE;
    uint32_t saved = s->ctx;
    s->ctx &= ~(SX_CTX_YIELD | SX_CTX_AWAIT | SX_CTX_DISALLOW_IN);
    bool has_init = tok(s) == SX_T_EQ;
    parse_initializer(s);
    s->ctx = saved;
    parse_semicolon_after_property_name(s, name, has_type, has_init);
    return ok_node(s, start);
}

static bool probe_constructor_name(sx_sd *s) {
    if (tok(s) == SX_K_CONSTRUCTOR) {
        next(s);
        return true;
    }
    if (tok(s) == SX_T_STRING && s->pos - s->tok_start == 13 &&
        memcmp(s->text + s->tok_start + 1, "constructor", 11) == 0) {
        sx_mark m = mark(s);
        bool paren = next(s) == SX_T_LPAREN;
        reset(s, &m);
        if (paren) {
            next(s);
            return true;
        }
    }
    return false;
}

static sx_sn parse_class_element(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (tok(s) == SX_T_SEMI) {
        next(s);
        return ok_node(s, start);
    }
    unsigned mods = parse_modifiers(s, true, true, true);
    bool has_async = (mods & MOD_ASYNC) != 0, had_modifiers = mods != 0;
    if (tok(s) == SX_K_STATIC && look(s, probe_next_is_open_brace)) {
        next(s);
        uint32_t saved = s->ctx;
        s->ctx = (s->ctx & ~SX_CTX_YIELD) | SX_CTX_AWAIT;
        sx_jump_ctx jumps = enter_function_body(s);
        parse_block(s, false, 0, NULL);
        leave_function_body(s, jumps);
        s->ctx = saved;
        return ok_node(s, start);
    }
    sx_sn accessor;
    if (parse_accessor_if_any(s, start, 0, &accessor)) return accessor;
    if (tok(s) == SX_K_CONSTRUCTOR || tok(s) == SX_T_STRING) {
        sx_mark m = mark(s);
        if (probe_constructor_name(s)) {
            parse_type_parameters(s);
            parse_parameters(s, 0);
            parse_return_type(s, SX_T_COLON, false);
            parse_function_block_or_semicolon(s, 0, 1144, "'{' or ';' expected.");
            return ok_node(s, start);
        }
        reset(s, &m);
    }
    if (is_index_signature(s)) return parse_index_signature(s, start);
    if (is_ident_or_keyword(tok(s)) || tok(s) == SX_T_STRING || tok(s) == SX_T_NUMBER || tok(s) == SX_T_BIGINT ||
        tok(s) == SX_T_STAR || tok(s) == SX_T_LBRACKET || tok(s) == SX_T_PRIVATE_NAME) {
        bool star = parse_optional(s, SX_T_STAR);
        sx_sn name = parse_property_name(s);
        bool question = parse_optional(s, SX_T_QUESTION);
        if (star || tok(s) == SX_T_LPAREN || tok(s) == SX_T_LT)
            return parse_method_rest(s, start, star, has_async, 1144, "'{' or ';' expected.");
        return parse_property_declaration(s, start, name, question);
    }
    if (had_modifiers) {
        sx_sn name = missing_identifier_at(s, true, 1146, "Declaration expected.", NULL);
        return parse_property_declaration(s, start, name, false);
    }
    next(s); /* unreachable in tsc (Debug.fail); keep moving */
    return ok_node(s, start);
}

static sx_sn parse_heritage_type(sx_sd *s) {
    uint32_t start = s->tok_start;
    sx_sn e = parse_lhs(s);
    if (e.kind != N_EWTA && tok(s) == SX_T_LT) parse_bracketed_type_args(s);
    return ok_node(s, start);
}

static sx_sn parse_heritage_clause(sx_sd *s) {
    uint32_t start = s->tok_start;
    const char *keyword =
        tok(s) == SX_K_EXTENDS ? "'extends' list cannot be empty." : "'implements' list cannot be empty.";
    next(s);
    uint32_t list_start = s->full_start;
    parse_delimited_list(s, PC_HERITAGE_ELEMENT, parse_heritage_type, false);
    if (list_start == s->full_start) sx_sd_note(s, list_start, 0, 1097, keyword);
    return ok_node(s, start);
}

static void parse_heritage_clauses(sx_sd *s) {
    if (tok(s) == SX_K_EXTENDS || tok(s) == SX_K_IMPLEMENTS) parse_list(s, PC_HERITAGE, parse_heritage_clause);
}

static bool probe_next_is_ident_or_keyword(sx_sd *s) {
    next(s);
    return is_ident_or_keyword(tok(s));
}

static sx_sn parse_class(sx_sd *s, uint32_t start, bool exported) {
    uint32_t saved = s->ctx;
    parse_expected(s, SX_K_CLASS);
    if (is_binding_identifier(s) && !(tok(s) == SX_K_IMPLEMENTS && look(s, probe_next_is_ident_or_keyword)))
        create_identifier(s, true, 0, NULL);
    parse_type_parameters(s);
    if (exported) s->ctx |= SX_CTX_AWAIT;
    parse_heritage_clauses(s);
    if (parse_expected(s, SX_T_LBRACE)) {
        s->class_depth++;
        parse_list(s, PC_CLASS_MEMBERS, parse_class_element);
        s->class_depth--;
        parse_expected(s, SX_T_RBRACE);
    }
    s->ctx = saved;
    return expr_node(s, N_LHS, start);
}

/* -- interfaces, type aliases, enums, namespaces ------------------------------------------------ */

static sx_sn parse_interface(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_INTERFACE);
    parse_identifier(s);
    parse_type_parameters(s);
    parse_heritage_clauses(s);
    parse_object_type_members(s, true);
    return ok_node(s, start);
}

static sx_sn parse_type_alias(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_TYPE);
    if (line_break(s)) err_cur(s, 1142, "Line break not permitted here.", NULL);
    parse_identifier(s);
    parse_type_parameters(s);
    parse_expected(s, SX_T_EQ);
    if (!(tok(s) == SX_K_INTRINSIC && try_probe(s, probe_keyword_and_no_dot))) parse_type(s);
    parse_semicolon(s);
    return ok_node(s, start);
}

static sx_sn parse_enum_member(sx_sd *s) {
    uint32_t start = s->tok_start;
    parse_property_name(s);
    uint32_t saved = s->ctx;
    s->ctx &= ~SX_CTX_DISALLOW_IN;
    parse_initializer(s);
    s->ctx = saved;
    return ok_node(s, start);
}

static sx_sn parse_enum(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_ENUM);
    parse_identifier(s);
    if (parse_expected(s, SX_T_LBRACE)) {
        uint32_t saved = s->ctx;
        s->ctx &= ~(SX_CTX_YIELD | SX_CTX_AWAIT);
        parse_delimited_list(s, PC_ENUM_MEMBERS, parse_enum_member, false);
        s->ctx = saved;
        parse_expected(s, SX_T_RBRACE);
    }
    return ok_node(s, start);
}

static void parse_module_block(sx_sd *s) {
    bool saved_in_block = s->in_block;
    if (parse_expected(s, SX_T_LBRACE)) {
        s->in_block = false;
        parse_list(s, PC_BLOCK, parse_statement);
        s->in_block = saved_in_block;
        parse_expected(s, SX_T_RBRACE);
    }
}

static sx_sn parse_module(sx_sd *s, uint32_t start) {
    if (tok(s) == SX_K_GLOBAL || ((tok(s) == SX_K_MODULE) && look(s, probe_next_is_string))) {
        next(s);
        if (tok(s) == SX_T_STRING) next(s);
        if (tok(s) == SX_T_LBRACE) parse_module_block(s);
        else parse_semicolon(s);
        return ok_node(s, start);
    }
    if (!parse_optional(s, SX_K_NAMESPACE)) parse_expected(s, SX_K_MODULE);
    parse_identifier(s);
    while (parse_optional(s, SX_T_DOT)) parse_identifier_name(s);
    parse_module_block(s);
    return ok_node(s, start);
}

/* -- imports and exports (common forms) ----------------------------------------------------------- */

/* One name of an import/export specifier; remembers whether it was a keyword that is not an
 * identifier (tsc's parseNameWithKeywordCheck) and whether it was a string. */
typedef struct sx_spec_name {
    bool keyword, string;
    uint32_t start, end;
} sx_spec_name;

static sx_spec_name parse_spec_name(sx_sd *s) {
    sx_spec_name n = {sx_sd_is_keyword(tok(s)) && !is_identifier(s), tok(s) == SX_T_STRING, s->tok_start, s->pos};
    if (tok(s) == SX_T_STRING) next(s);
    else parse_identifier_name(s);
    return n;
}

static bool can_parse_module_export_name(const sx_sd *s) {
    return is_ident_or_keyword(tok(s)) || tok(s) == SX_T_STRING;
}

/* tsc's parseImportOrExportSpecifier (`a`, `a as b`, `type a`, `type a as b`, "str" as c). */
static sx_sn parse_specifier(sx_sd *s, bool is_import) {
    uint32_t start = s->tok_start;
    bool was_type = tok(s) == SX_K_TYPE;
    sx_spec_name name = parse_spec_name(s);
    bool can_parse_as = true;
    if (was_type) {
        if (tok(s) == SX_K_AS) {
            parse_identifier_name(s); /* the first `as` */
            if (tok(s) == SX_K_AS) {
                parse_identifier_name(s);
                if (can_parse_module_export_name(s)) name = parse_spec_name(s);
                can_parse_as = false;
            } else if (can_parse_module_export_name(s)) {
                name = parse_spec_name(s);
                can_parse_as = false;
            }
        } else if (can_parse_module_export_name(s)) {
            name = parse_spec_name(s);
        }
    }
    if (can_parse_as && tok(s) == SX_K_AS) {
        next(s);
        name = parse_spec_name(s);
    }
    if (is_import && (name.string || name.keyword))
        sx_sd_error(s, name.start, name.end - name.start, 1003, "Identifier expected.", NULL);
    return ok_node(s, start);
}

static sx_sn parse_import_specifier(sx_sd *s) { return parse_specifier(s, true); }
static sx_sn parse_export_specifier(sx_sd *s) { return parse_specifier(s, false); }

static void parse_named_specifiers(sx_sd *s, bool is_import) {
    if (parse_expected(s, SX_T_LBRACE)) {
        parse_delimited_list(s, PC_SPECIFIERS, is_import ? parse_import_specifier : parse_export_specifier, false);
        parse_expected(s, SX_T_RBRACE);
    }
}

static void parse_module_specifier(sx_sd *s) {
    if (tok(s) == SX_T_STRING) next(s);
    else parse_expression(s);
}

static sx_sn parse_import_attribute(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (is_ident_or_keyword(tok(s))) parse_identifier_name(s);
    else next(s);
    parse_expected(s, SX_T_COLON);
    parse_assignment(s, true);
    return ok_node(s, start);
}

static void parse_import_attributes_opt(sx_sd *s) {
    if ((tok(s) == SX_K_WITH || tok(s) == SX_K_ASSERT) && !line_break(s)) {
        next(s);
        if (parse_expected(s, SX_T_LBRACE)) {
            parse_delimited_list(s, PC_IMPORT_ATTRS, parse_import_attribute, true);
            parse_expected(s, SX_T_RBRACE);
        }
    }
}

static sx_sn parse_import(sx_sd *s, uint32_t start) {
    s->module_syntax = true;
    parse_expected(s, SX_K_IMPORT);
    bool has_id = false;
    if (is_identifier(s)) {
        bool is_type = tok(s) == SX_K_TYPE;
        parse_identifier(s);
        has_id = true;
        if (is_type && tok(s) != SX_K_FROM && (is_identifier(s) || tok(s) == SX_T_STAR || tok(s) == SX_T_LBRACE)) {
            has_id = is_identifier(s);
            if (has_id) parse_identifier(s);
        }
        if (has_id && tok(s) != SX_T_COMMA && tok(s) != SX_K_FROM) {
            /* import x = require("m") / import x = A.B */
            parse_expected(s, SX_T_EQ);
            if (tok(s) == SX_K_REQUIRE && look(s, probe_next_is_open_paren)) {
                next(s);
                parse_expected(s, SX_T_LPAREN);
                parse_module_specifier(s);
                parse_expected(s, SX_T_RPAREN);
            } else {
                parse_entity_name(s, false, 0, NULL);
            }
            parse_semicolon(s);
            return ok_node(s, start);
        }
    }
    if (has_id || tok(s) == SX_T_STAR || tok(s) == SX_T_LBRACE) {
        if (!has_id || parse_optional(s, SX_T_COMMA)) {
            if (tok(s) == SX_T_STAR) {
                next(s);
                parse_expected(s, SX_K_AS);
                parse_identifier(s);
            } else {
                parse_named_specifiers(s, true);
            }
        }
        parse_expected(s, SX_K_FROM);
    }
    parse_module_specifier(s);
    parse_import_attributes_opt(s);
    parse_semicolon(s);
    return ok_node(s, start);
}

static sx_sn parse_export_rest(sx_sd *s, uint32_t start) {
    s->module_syntax = true;
    /* after `export`: `= e;`, `default e;`, `as namespace X;`, `* from`, `{ ... } from` */
    if (tok(s) == SX_T_EQ || tok(s) == SX_K_DEFAULT) {
        next(s);
        parse_assignment(s, true);
        parse_semicolon(s);
        return ok_node(s, start);
    }
    if (tok(s) == SX_K_AS) {
        next(s);
        parse_expected(s, SX_K_NAMESPACE);
        parse_identifier(s);
        parse_semicolon(s);
        return ok_node(s, start);
    }
    parse_optional(s, SX_K_TYPE);
    if (parse_optional(s, SX_T_STAR)) {
        if (parse_optional(s, SX_K_AS)) {
            if (tok(s) == SX_T_STRING) next(s);
            else parse_identifier_name(s);
        }
        parse_expected(s, SX_K_FROM);
        parse_module_specifier(s);
    } else {
        parse_named_specifiers(s, false);
        if (tok(s) == SX_K_FROM || (tok(s) == SX_T_STRING && !line_break(s))) {
            parse_expected(s, SX_K_FROM);
            parse_module_specifier(s);
        }
    }
    parse_import_attributes_opt(s);
    parse_semicolon(s);
    return ok_node(s, start);
}

/* -- modifiers and declarations ------------------------------------------------------------------- */

static bool can_follow_modifier(const sx_sd *s) {
    return tok(s) == SX_T_LBRACKET || tok(s) == SX_T_LBRACE || tok(s) == SX_T_STAR || tok(s) == SX_T_DOTDOTDOT ||
           is_literal_property_name(s);
}

static bool can_follow_export_modifier(const sx_sd *s) {
    return tok(s) == SX_T_AT ||
           (tok(s) != SX_T_STAR && tok(s) != SX_K_AS && tok(s) != SX_T_LBRACE && can_follow_modifier(s));
}

static bool probe_next_is_class_same_line(sx_sd *s) {
    next(s);
    return tok(s) == SX_K_CLASS && !line_break(s);
}

static bool probe_next_can_follow_default(sx_sd *s) {
    next(s);
    return tok(s) == SX_K_CLASS || tok(s) == SX_K_FUNCTION || tok(s) == SX_K_INTERFACE || tok(s) == SX_T_AT ||
           (tok(s) == SX_K_ABSTRACT && look(s, probe_next_is_class_same_line)) ||
           (tok(s) == SX_K_ASYNC && look(s, probe_next_is_function_same_line));
}

static bool probe_next_can_follow_export(sx_sd *s) {
    next(s);
    return can_follow_export_modifier(s);
}

static bool probe_next_same_line_can_follow_modifier(sx_sd *s) {
    next(s);
    if (line_break(s)) return false;
    return can_follow_modifier(s);
}

static bool probe_can_follow_modifier(sx_sd *s) {
    switch (tok(s)) {
    case SX_K_CONST: return next(s) == SX_K_ENUM;
    case SX_K_EXPORT:
        next(s);
        if (tok(s) == SX_K_DEFAULT) return look(s, probe_next_can_follow_default);
        if (tok(s) == SX_K_TYPE) return look(s, probe_next_can_follow_export);
        return can_follow_export_modifier(s);
    case SX_K_DEFAULT: return probe_next_can_follow_default(s);
    case SX_K_STATIC: next(s); return can_follow_modifier(s);
    case SX_K_GET:
    case SX_K_SET: next(s); return tok(s) == SX_T_LBRACKET || is_literal_property_name(s);
    default: return probe_next_same_line_can_follow_modifier(s);
    }
}

static bool try_parse_decorator(sx_sd *s) {
    if (!parse_optional(s, SX_T_AT)) return false;
    uint32_t saved = s->ctx;
    s->ctx |= SX_CTX_DECORATOR;
    parse_lhs(s);
    s->ctx = saved;
    return true;
}

static bool try_parse_modifier(sx_sd *s, bool seen_static, bool permit_const, bool stop_on_static_block, int *kind) {
    *kind = tok(s);
    if (tok(s) == SX_K_CONST && permit_const) return try_probe(s, probe_next_same_line_can_follow_modifier);
    if (stop_on_static_block && tok(s) == SX_K_STATIC && look(s, probe_next_is_open_brace)) return false;
    if (seen_static && tok(s) == SX_K_STATIC) return false;
    return is_modifier_kind(tok(s)) && try_probe(s, probe_can_follow_modifier);
}

static unsigned modifier_flag(int kind) {
    return MOD_ANY | (kind == SX_K_ASYNC ? MOD_ASYNC : 0) | (kind == SX_K_EXPORT ? MOD_EXPORT : 0) |
           (kind == SX_K_DEFAULT ? MOD_DEFAULT : 0) | (kind == SX_K_DECLARE ? MOD_DECLARE : 0);
}

/* tsc's parseModifiers; returns MOD_* bits of what it consumed. */
static unsigned parse_modifiers(sx_sd *s, bool allow_decorators, bool permit_const, bool stop_on_static_block) {
    unsigned flags = 0;
    bool seen_static = false, leading = false, trailing_decorator = false;
    int kind;
    if (allow_decorators && tok(s) == SX_T_AT)
        while (try_parse_decorator(s)) flags |= MOD_ANY;
    s->odd_modifier_kind = 0;
    for (uint32_t at = s->tok_start, end = s->pos;
         try_parse_modifier(s, seen_static, permit_const, stop_on_static_block, &kind);
         at = s->tok_start, end = s->pos) {
        leading = true;
        seen_static |= kind == SX_K_STATIC;
        flags |= modifier_flag(kind);
        bool member_only = kind == SX_K_PUBLIC || kind == SX_K_PRIVATE || kind == SX_K_PROTECTED ||
                           kind == SX_K_STATIC || kind == SX_K_READONLY;
        if (member_only && !s->odd_modifier_kind) {
            s->odd_modifier_kind = kind;
            s->odd_modifier_start = at;
            s->odd_modifier_end = end;
        }
    }
    if (leading && allow_decorators && tok(s) == SX_T_AT)
        while (try_parse_decorator(s)) trailing_decorator = true;
    if (trailing_decorator)
        while (try_parse_modifier(s, seen_static, permit_const, stop_on_static_block, &kind)) {
            seen_static |= kind == SX_K_STATIC;
            flags |= modifier_flag(kind);
        }
    return flags;
}

static sx_sn parse_declaration(sx_sd *s) {
    uint32_t start = s->tok_start;
    unsigned mods = parse_modifiers(s, true, false, false);
    bool has_async = (mods & MOD_ASYNC) != 0, has_modifiers = mods != 0;
    if (s->odd_modifier_kind) { /* `public class A {}`: tsc's checker rejects the modifier */
        uint32_t at = s->odd_modifier_start, len = s->odd_modifier_end - s->odd_modifier_start;
        if (s->in_block) {
            sx_sd_note(s, at, len, 1184, "Modifiers cannot appear here.");
        } else {
            char msg[96];
            snprintf(msg, sizeof msg, "'%s' modifier cannot appear on a module or namespace element.",
                     sx_sd_token_text(s->odd_modifier_kind));
            sx_sd_note(s, at, len, 1044, msg);
        }
    }
    bool exported = (mods & MOD_EXPORT) != 0, is_default = (mods & MOD_DEFAULT) != 0;
    s->module_syntax |= exported;
    bool saved_ambient = s->ambient;
    s->ambient |= (mods & MOD_DECLARE) != 0;
    uint32_t saved = s->ctx;
    sx_sn r;
    switch (tok(s)) {
    case SX_K_VAR:
    case SX_K_LET:
    case SX_K_CONST:
    case SX_K_USING:
    case SX_K_AWAIT: r = parse_variable_statement(s, start); break;
    case SX_K_FUNCTION:
        if (exported) s->ctx |= SX_CTX_AWAIT;
        r = parse_function_declaration(s, start, has_async, is_default);
        break;
    case SX_K_CLASS: r = parse_class(s, start, exported); break;
    case SX_K_INTERFACE: r = parse_interface(s, start); break;
    case SX_K_TYPE: r = parse_type_alias(s, start); break;
    case SX_K_ENUM: r = parse_enum(s, start); break;
    case SX_K_GLOBAL:
    case SX_K_MODULE:
    case SX_K_NAMESPACE: r = parse_module(s, start); break;
    case SX_K_IMPORT: r = parse_import(s, start); break;
    case SX_K_EXPORT:
        next(s);
        r = parse_export_rest(s, start);
        break;
    default:
        if (has_modifiers) {
            sx_sd_error(s, s->full_start, 0, 1146, "Declaration expected.", NULL);
            r = ok_node(s, start);
        } else {
            r = SN_NONE;
        }
    }
    s->ctx = saved;
    s->ambient = saved_ambient;
    return r;
}

/* -- statements -------------------------------------------------------------------------------- */

static sx_sn parse_if(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_IF);
    parse_expected(s, SX_T_LPAREN);
    parse_expression_allow_in(s);
    parse_expected_closing(s, SX_T_RPAREN);
    parse_statement(s);
    if (parse_optional(s, SX_K_ELSE)) parse_statement(s);
    return ok_node(s, start);
}

/* The body of a loop (break and continue may leave it). */
static void parse_loop_body(sx_sd *s) {
    s->loop_depth++;
    parse_statement(s);
    s->loop_depth--;
}

static sx_sn parse_do(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_DO);
    parse_loop_body(s);
    parse_expected(s, SX_K_WHILE);
    parse_expected(s, SX_T_LPAREN);
    parse_expression_allow_in(s);
    parse_expected_closing(s, SX_T_RPAREN);
    parse_optional(s, SX_T_SEMI);
    return ok_node(s, start);
}

static sx_sn parse_while(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_WHILE);
    parse_expected(s, SX_T_LPAREN);
    parse_expression_allow_in(s);
    parse_expected_closing(s, SX_T_RPAREN);
    parse_loop_body(s);
    return ok_node(s, start);
}

static sx_sn parse_for(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_FOR);
    bool has_await = parse_optional(s, SX_K_AWAIT);
    parse_expected(s, SX_T_LPAREN);
    if (tok(s) != SX_T_SEMI) {
        if (tok(s) == SX_K_VAR || tok(s) == SX_K_LET || tok(s) == SX_K_CONST ||
            (tok(s) == SX_K_USING && look(s, probe_next_is_binding_or_destructuring_same_line_no_of)) ||
            (tok(s) == SX_K_AWAIT && look(s, probe_await_using))) {
            parse_variable_declaration_list(s, true);
        } else {
            uint32_t saved = s->ctx;
            s->ctx |= SX_CTX_DISALLOW_IN;
            parse_expression(s);
            s->ctx = saved;
        }
    }
    uint32_t saved = s->ctx;
    if (has_await ? parse_expected(s, SX_K_OF) : parse_optional(s, SX_K_OF)) {
        s->ctx &= ~SX_CTX_DISALLOW_IN;
        parse_assignment(s, true);
        s->ctx = saved;
        parse_expected(s, SX_T_RPAREN);
    } else if (parse_optional(s, SX_K_IN)) {
        parse_expression_allow_in(s);
        parse_expected(s, SX_T_RPAREN);
    } else {
        parse_expected(s, SX_T_SEMI);
        if (tok(s) != SX_T_SEMI && tok(s) != SX_T_RPAREN) parse_expression_allow_in(s);
        parse_expected(s, SX_T_SEMI);
        if (tok(s) != SX_T_RPAREN) parse_expression_allow_in(s);
        parse_expected(s, SX_T_RPAREN);
    }
    parse_loop_body(s);
    return ok_node(s, start);
}

static sx_sn parse_break_or_continue(sx_sd *s, uint32_t start) {
    bool is_break = tok(s) == SX_K_BREAK, labeled = false;
    next(s);
    if (!can_parse_semicolon(s)) {
        parse_identifier(s);
        labeled = true;
    }
    parse_semicolon(s);
    /* tsc's checkGrammarBreakOrContinueStatement (labels are not followed here) */
    bool has_target = s->loop_depth > 0 || (is_break && s->switch_depth > 0);
    if (!labeled && !has_target) {
        uint32_t len = s->full_start - start;
        if (s->fn_depth > 0) sx_sd_note(s, start, len, 1107, "Jump target cannot cross function boundary.");
        else if (is_break)
            sx_sd_note(s, start, len, 1105,
                       "A 'break' statement can only be used within an enclosing iteration or switch statement.");
        else
            sx_sd_note(s, start, len, 1104,
                       "A 'continue' statement can only be used within an enclosing iteration statement.");
    }
    return ok_node(s, start);
}

static sx_sn parse_return(sx_sd *s, uint32_t start) {
    if (s->fn_depth == 0)
        sx_sd_note(s, start, 6, 1108, "A 'return' statement can only be used within a function body.");
    parse_expected(s, SX_K_RETURN);
    if (!can_parse_semicolon(s)) parse_expression_allow_in(s);
    parse_semicolon(s);
    return ok_node(s, start);
}

static sx_sn parse_with(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_WITH);
    parse_expected(s, SX_T_LPAREN);
    parse_expression_allow_in(s);
    parse_expected_closing(s, SX_T_RPAREN);
    parse_statement(s);
    return ok_node(s, start);
}

static sx_sn parse_case_or_default(sx_sd *s) {
    uint32_t start = s->tok_start;
    if (parse_optional(s, SX_K_CASE)) {
        parse_expression_allow_in(s);
    } else {
        if (s->default_seen)
            sx_sd_note(s, start, 7, 1113, "A 'default' clause cannot appear more than once in a 'switch' statement.");
        s->default_seen = true;
        parse_expected(s, SX_K_DEFAULT);
    }
    parse_expected(s, SX_T_COLON);
    parse_list(s, PC_SWITCH_STMTS, parse_statement);
    return ok_node(s, start);
}

static sx_sn parse_switch(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_SWITCH);
    parse_expected(s, SX_T_LPAREN);
    parse_expression_allow_in(s);
    parse_expected(s, SX_T_RPAREN);
    parse_expected(s, SX_T_LBRACE);
    bool saved_default = s->default_seen;
    s->default_seen = false;
    s->switch_depth++;
    parse_list(s, PC_SWITCH_CLAUSES, parse_case_or_default);
    s->switch_depth--;
    s->default_seen = saved_default;
    parse_expected(s, SX_T_RBRACE);
    return ok_node(s, start);
}

static sx_sn parse_throw(sx_sd *s, uint32_t start) {
    uint32_t throw_end = s->pos;
    parse_expected(s, SX_K_THROW);
    sx_sn e = sn(N_IDENT, s->full_start, s->full_start);
    if (!line_break(s)) e = parse_expression_allow_in(s);
    else sx_sd_note(s, throw_end, 0, 1142, "Line break not permitted here.");
    if (!try_parse_semicolon(s)) error_missing_semicolon_after(s, e);
    return ok_node(s, start);
}

static sx_sn parse_try(sx_sd *s, uint32_t start) {
    parse_expected(s, SX_K_TRY);
    parse_block(s, false, 0, NULL);
    bool has_catch = false;
    if (tok(s) == SX_K_CATCH) {
        has_catch = true;
        next(s);
        if (parse_optional(s, SX_T_LPAREN)) {
            parse_variable_declaration(s);
            parse_expected(s, SX_T_RPAREN);
        }
        parse_block(s, false, 0, NULL);
    }
    if (!has_catch || tok(s) == SX_K_FINALLY) {
        if (tok(s) == SX_K_FINALLY) next(s);
        else err_cur(s, 1472, "'catch' or 'finally' expected.", NULL);
        parse_block(s, false, 0, NULL);
    }
    return ok_node(s, start);
}

static sx_sn parse_expression_or_labeled(sx_sd *s, uint32_t start) {
    sx_sn e = parse_expression_allow_in(s);
    if (e.kind == N_IDENT && parse_optional(s, SX_T_COLON)) {
        parse_statement(s);
    } else if (!try_parse_semicolon(s)) {
        error_missing_semicolon_after(s, e);
    }
    return ok_node(s, start);
}

static sx_sn parse_statement_inner(sx_sd *s) {
    uint32_t start = s->tok_start;
    switch (tok(s)) {
    case SX_T_SEMI: next(s); return ok_node(s, start);
    case SX_T_LBRACE: parse_block(s, false, 0, NULL); return ok_node(s, start);
    case SX_K_VAR: return parse_variable_statement(s, start);
    case SX_K_LET:
        if (look(s, probe_next_is_binding_or_destructuring)) return parse_variable_statement(s, start);
        break;
    case SX_K_AWAIT:
        if (look(s, probe_await_using)) return parse_variable_statement(s, start);
        break;
    case SX_K_USING:
        if (look(s, probe_next_is_binding_or_destructuring_same_line)) return parse_variable_statement(s, start);
        break;
    case SX_K_FUNCTION: return parse_function_declaration(s, start, false, false);
    case SX_K_CLASS: return parse_class(s, start, false);
    case SX_K_IF: return parse_if(s, start);
    case SX_K_DO: return parse_do(s, start);
    case SX_K_WHILE: return parse_while(s, start);
    case SX_K_FOR: return parse_for(s, start);
    case SX_K_CONTINUE:
    case SX_K_BREAK: return parse_break_or_continue(s, start);
    case SX_K_RETURN: return parse_return(s, start);
    case SX_K_WITH: return parse_with(s, start);
    case SX_K_SWITCH: return parse_switch(s, start);
    case SX_K_THROW: return parse_throw(s, start);
    case SX_K_TRY:
    case SX_K_CATCH:
    case SX_K_FINALLY: return parse_try(s, start);
    case SX_K_DEBUGGER:
        next(s);
        parse_semicolon(s);
        return ok_node(s, start);
    case SX_T_AT: return parse_declaration(s);
    case SX_K_ASYNC:
    case SX_K_INTERFACE:
    case SX_K_TYPE:
    case SX_K_MODULE:
    case SX_K_NAMESPACE:
    case SX_K_DECLARE:
    case SX_K_CONST:
    case SX_K_ENUM:
    case SX_K_EXPORT:
    case SX_K_IMPORT:
    case SX_K_PRIVATE:
    case SX_K_PROTECTED:
    case SX_K_PUBLIC:
    case SX_K_ABSTRACT:
    case SX_K_ACCESSOR:
    case SX_K_STATIC:
    case SX_K_READONLY:
    case SX_K_GLOBAL:
        if (is_start_of_declaration(s)) return parse_declaration(s);
        break;
    default: break;
    }
    return parse_expression_or_labeled(s, start);
}

static sx_sn parse_statement(sx_sd *s) {
    if (!enter(s)) {
        leave(s);
        return ok_node(s, s->tok_start);
    }
    sx_sn r = parse_statement_inner(s);
    leave(s);
    return r;
}

/* ------------------------------------------------------------------------------------------------
 * Entry point
 * ---------------------------------------------------------------------------------------------- */

static int sd_diag_cmp(const void *a, const void *b) {
    const sx_sd_diag *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    if (x->length != y->length) return x->length < y->length ? -1 : 1;
    if (x->code != y->code) return x->code < y->code ? -1 : 1;
    return strcmp(x->message, y->message);
}

bool sx_syntax_diagnose(sx_sd *s, const char *text, uint32_t len, uint8_t *not_arrow) {
    memset(s, 0, offsetof(sx_sd, params_pool)); /* the state, not the buffers after it */
    sx_sd_scan_init(s, text, len);
    s->not_arrow = not_arrow;
    s->budget = (uint64_t)len * 64 + 100000;
    next(s);
    parse_list(s, PC_SOURCE, parse_statement);
    if (s->gave_up) return false;
    for (uint32_t i = 0; i < s->nnotes && s->module_syntax; i++) {
        sx_sd_diag *d = &s->notes[i];
        size_t n = strlen(d->message);
        if (d->code == 1212 && n + 40 < sizeof d->message) { /* known only now: the file is a module */
            d->code = 1214;
            memcpy(d->message + n, " Modules are automatically in strict mode.", 43);
        }
    }
    for (uint32_t i = 0; i < s->ntop_await; i++) {
        if (!s->module_syntax)
            sx_sd_note(s, s->top_await[i], 5, 1375,
                       "'await' expressions are only allowed at the top level of a file when that file is a module, "
                       "but this file has no imports or exports. Consider adding an empty 'export {}' to make this "
                       "file a module.");
        sx_sd_note(s, s->top_await[i], 5, 1378,
                   "Top-level 'await' expressions are only allowed when the 'module' option is set to 'es2022', "
                   "'esnext', 'system', 'node16', 'node18', 'node20', 'nodenext', or 'preserve', and the 'target' "
                   "option is set to 'es2017' or higher.");
    }
    qsort(s->diags, s->ndiags, sizeof s->diags[0], sd_diag_cmp);
    qsort(s->notes, s->nnotes, sizeof s->notes[0], sd_diag_cmp);
    return true;
}
