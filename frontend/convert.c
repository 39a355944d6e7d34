/* convert.c - turns tree-sitter-typescript's concrete syntax tree into secexec's AST in one bounded walk. */
#include "frontend/frontend_internal.h"
#include "frontend/trivia.h"
#include "frontend/ts_walk.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The tree-sitter node types we handle, as codes T_<name>. T__TOKEN is any anonymous token,
 * T__OTHER a named node type we do not know. */
// clang-format off
#define SX_TS_TYPES(X)                                                                            \
    X(program) X(hash_bang_line) X(comment) X(html_comment) X(lexical_declaration)                \
    X(variable_declaration) X(variable_declarator) X(expression_statement) X(statement_block)     \
    X(if_statement) X(else_clause) X(while_statement) X(do_statement) X(for_statement)            \
    X(for_in_statement) X(break_statement) X(continue_statement) X(labeled_statement)             \
    X(return_statement) X(throw_statement) X(try_statement) X(catch_clause) X(finally_clause)     \
    X(switch_statement) X(switch_body) X(switch_case) X(switch_default) X(function_declaration)   \
    X(generator_function_declaration) X(function_expression) X(generator_function)                \
    X(arrow_function) X(formal_parameters) X(required_parameter) X(optional_parameter)            \
    X(method_definition) X(pair) X(shorthand_property_identifier) X(computed_property_name)       \
    X(spread_element) X(object) X(array) X(member_expression) X(subscript_expression)             \
    X(call_expression) X(new_expression) X(binary_expression) X(unary_expression)                 \
    X(update_expression) X(assignment_expression) X(augmented_assignment_expression)              \
    X(ternary_expression) X(sequence_expression) X(parenthesized_expression) X(template_string)   \
    X(template_substitution) X(regex) X(regex_pattern) X(regex_flags) X(true) X(false) X(null)    \
    X(undefined) X(this) X(super) X(number) X(string) X(identifier) X(property_identifier)        \
    X(private_property_identifier) X(as_expression) X(satisfies_expression)                       \
    X(non_null_expression) X(type_assertion) X(await_expression) X(yield_expression)              \
    X(class_declaration) X(abstract_class_declaration) X(class) X(class_body) X(class_heritage)   \
    X(extends_clause) X(public_field_definition) X(class_static_block) X(method_signature)        \
    X(abstract_method_signature) X(index_signature) X(object_pattern) X(array_pattern)            \
    X(assignment_pattern) X(object_assignment_pattern) X(rest_pattern) X(pair_pattern)            \
    X(shorthand_property_identifier_pattern) X(type_alias_declaration) X(interface_declaration)   \
    X(enum_declaration) X(enum_body) X(enum_assignment) X(ambient_declaration)                    \
    X(export_statement) X(import_statement) X(empty_statement) X(debugger_statement)              \
    X(with_statement) X(decorator) X(internal_module) X(module) X(meta_property) X(import)         \
    X(instantiation_expression) X(function_signature) X(import_alias) X(optional_chain)           \
    X(arguments) X(accessibility_modifier) X(override_modifier) X(statement_identifier)           \
    X(type_identifier) X(import_clause) X(named_imports) X(import_specifier)               \
    X(namespace_import) X(type_parameters) X(type_arguments) X(implements_clause) X(type_annotation) X(ERROR)
// clang-format on

enum {
#define SX_X_T(name) T_##name,
    SX_TS_TYPES(SX_X_T)
#undef SX_X_T
        T__TOKEN,
    T__OTHER,
};

static const char *const sx_ts_type_names[] = {
#define SX_X_T(name) #name,
    SX_TS_TYPES(SX_X_T)
#undef SX_X_T
};

#define SX_NT (sizeof sx_ts_type_names / sizeof sx_ts_type_names[0])

/* The tree-sitter fields we read, as codes F_<name>; their grammar field ids are looked up once. */
// clang-format off
#define SX_TS_FIELDS(X)                                                                           \
    X(alternative) X(argument) X(arguments) X(body) X(condition) X(consequence) X(constructor)    \
    X(declaration) X(finalizer) X(flags) X(function) X(handler) X(increment) X(index)             \
    X(initializer) X(key) X(kind) X(label) X(left) X(name) X(object) X(operator)                  \
    X(optional_chain) X(parameter) X(parameters) X(pattern) X(property) X(return_type) X(right)   \
    X(type) X(value) X(source) X(alias) X(type_arguments) X(type_parameters)
// clang-format on

enum {
#define SX_X_F(name) F_##name,
    SX_TS_FIELDS(SX_X_F)
#undef SX_X_F
        F__COUNT,
};
#define F__NONE F__COUNT /* "no field": has_token_before without a stop, cv_statements of all children */

static const char *const sx_ts_field_names[] = {
#define SX_X_F(name) #name,
    SX_TS_FIELDS(SX_X_F)
#undef SX_X_F
};

static sx_node *cv(sx_cx *cx, TSNode n);

/* ---------------------------------------------------------------------------------------------
 * Small helpers: node types, text, children, allocation
 * ------------------------------------------------------------------------------------------- */

/* ts_node_is_null without the library call (a conversion asks it about five thousand times for
 * 500 lines, each call copying the node): the null node is the one without a subtree. */
static inline bool node_null(TSNode n) { return n.id == NULL; }

/* Our code for the type of `n`, looked up by name once per grammar symbol and cached. */
static int ty(sx_cx *cx, TSNode n) {
    if (node_null(n)) return T__OTHER;
    if (n.id == cx->ty_of) return cx->ty_was; /* the node asked last (a node is asked several times) */
    TSSymbol sym = sx_node_raw_symbol(n);
    int t = sym == (TSSymbol)-1    ? T_ERROR /* tree-sitter's builtin error symbol */
            : sym >= cx->sym_count ? T__OTHER
                                   : cx->sym_types[sym] - 1; /* T__TOKEN for the grammar's anonymous symbols */
    cx->ty_of = n.id;
    cx->ty_was = t;
    return t;
}

/* Grammar symbol -> our node-type code + 1, for every symbol of the grammar, and our field codes
 * -> the grammar's field ids: computed once per process (the grammar is immutable), read by every
 * conversion. */
static uint16_t *g_sym_types;
static uint32_t g_sym_count;
static TSFieldId g_field_ids[F__COUNT];
const TSLanguage *tree_sitter_typescript(void); /* the grammar (frontend/parse.c parses with it) */
static pthread_once_t g_tables_once = PTHREAD_ONCE_INIT;

static void build_grammar_tables(void) {
    const TSLanguage *lang = tree_sitter_typescript();
    for (size_t f = 0; f < F__COUNT; f++) /* 0 (no such field) finds no child, like a wrong name */
        g_field_ids[f] =
            ts_language_field_id_for_name(lang, sx_ts_field_names[f], (uint32_t)strlen(sx_ts_field_names[f]));
    uint32_t count = ts_language_symbol_count(lang);
    uint16_t *types = calloc(count ? count : 1, sizeof *types);
    if (types == NULL) return;
    for (uint32_t sym = 0; sym < count; sym++) {
        const char *name = ts_language_symbol_name(lang, (TSSymbol)sym);
        bool named = ts_language_symbol_type(lang, (TSSymbol)sym) == TSSymbolTypeRegular;
        int t = named ? T__OTHER : T__TOKEN; /* the token `true` is not the node `true` */
        for (size_t i = 0; named && name && i < SX_NT;
             i++) /* (first letters first: once per process, but on cold start) */
            if (sx_ts_type_names[i][0] == name[0] && strcmp(sx_ts_type_names[i], name) == 0) t = (int)i;
        types[sym] = (uint16_t)(t + 1);
    }
    g_sym_types = types;
    g_sym_count = count;
}

static bool is_tok(TSNode n, const char *tok) { return !sx_node_is_named(n) && strcmp(ts_node_type(n), tok) == 0; }

/* The child of n in field f (F_<name>; null node if none). */
static TSNode field(const sx_cx *cx, TSNode n, int f) { return ts_node_child_by_field_id(n, cx->field_ids[f]); }

static const char *text(sx_cx *cx, TSNode n, uint32_t *len) {
    uint32_t s = sx_node_start(n), e = sx_node_end(n);
    if (e > cx->src_len) e = cx->src_len;
    if (s > e) s = e;
    *len = e - s;
    return cx->src + s;
}

/* The children of n in fields f0, f1, f2 (F__NONE: unused) in one pass over its children, where
 * field() would walk them once per field: out[i] is the child in the i-th field (null node if none). */
static void fields3(sx_cx *cx, TSNode n, int f0, int f1, int f2, TSNode out[3]) {
    const TSFieldId *id = cx->field_ids;
    TSFieldId want[3] = {f0 != F__NONE ? id[f0] : 0, f1 != F__NONE ? id[f1] : 0, f2 != F__NONE ? id[f2] : 0};
    int missing = (want[0] != 0) + (want[1] != 0) + (want[2] != 0);
    TSNode ch;
    TSFieldId fld;
    sx_walk it;
    out[0] = out[1] = out[2] = (TSNode){0};
    sx_walk_begin(cx, &it, n);
    while (missing > 0 && sx_walk_next(&it, &ch, &fld)) /* (no step past the last one wanted) */
        for (int i = 0; fld != 0 && i < 3; i++)
            if (fld == want[i] && node_null(out[i])) {
                out[i] = ch;
                missing--;
            }
    sx_walk_end(&it);
}

/* A clean node (no error, no comment among its children) of exactly `count` children: out[0] is its
 * first child and out[1] its last, asked by place (ts_node_child) instead of by a walk over every
 * child with their fields, which costs more for the two- and three-child nodes that dominate
 * programs (pairs, member accesses, calls, binary operators). False (and nothing read) for any
 * other shape: the caller then walks the children. */
static bool first_last_kids(TSNode n, uint32_t count, TSNode out[2]) {
    if (ts_node_has_error(n) || ts_node_child_count(n) != count) return false;
    out[0] = ts_node_child(n, 0);
    out[1] = ts_node_child(n, count - 1);
    return true;
}

static bool is_ascii_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

/* The source [s, e) with the blanks around it trimmed; NULL when it holds a byte outside ASCII. */
static const char *trimmed_text(const sx_cx *cx, uint32_t s, uint32_t e, uint32_t *len) {
    if (e > cx->src_len) e = cx->src_len;
    if (s > e) s = e;
    for (uint32_t i = s; i < e; i++)
        if ((unsigned char)cx->src[i] >= 0x80) return NULL;
    while (s < e && is_ascii_blank(cx->src[s])) s++;
    while (e > s && is_ascii_blank(cx->src[e - 1])) e--;
    *len = e - s;
    return cx->src + s;
}

/* The source between two sibling nodes with the blanks around it trimmed: the operator or
 * punctuation of a clean node read by first_last_kids (no comment lies in between). NULL when it
 * holds a byte outside ASCII (a Unicode blank): the caller then reads the token node. */
static const char *text_between(const sx_cx *cx, TSNode a, TSNode b, uint32_t *len) {
    return trimmed_text(cx, sx_node_end(a), sx_node_start(b), len);
}

static bool is_comment(sx_cx *cx, TSNode n) {
    int t = ty(cx, n);
    return t == T_comment || t == T_html_comment;
}

/* First named child that is not a comment (null node if none). */
static TSNode first_named(sx_cx *cx, TSNode n) {
    sx_walk it;
    TSNode ch, found = {0};
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, NULL)) {
        if (sx_node_is_named(ch) && !is_comment(cx, ch)) {
            found = ch;
            break;
        }
    }
    sx_walk_end(&it);
    return found;
}

/* Does `n` have an anonymous child token `tok` before its field `stop` (F__NONE: anywhere)? */
static bool has_token_before(sx_cx *cx, TSNode n, const char *tok, int stop) {
    TSFieldId stop_id = stop != F__NONE ? cx->field_ids[stop] : 0;
    sx_walk it;
    TSNode ch;
    TSFieldId f;
    bool found = false;
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, &f)) {
        if (stop_id && f == stop_id) break;
        if (is_tok(ch, tok)) {
            found = true;
            break;
        }
    }
    sx_walk_end(&it);
    return found;
}

static bool has_token(sx_cx *cx, TSNode n, const char *tok) { return has_token_before(cx, n, tok, F__NONE); }

/* ---------------------------------------------------------------------------------------------
 * Shapes tsc rejects
 *
 * tree-sitter accepts some texts tsc's parser rejects, and tsc's checker reports grammar errors
 * (a `break` outside a loop, a rest parameter that is not last...) that only tsc's syntax
 * diagnoser (frontend/syntax_diag.c) finds. So that a clean tree can skip that second parse, the
 * conversion looks, on the nodes it converts anyway, for every shape of those two kinds
 * (frontend/syntax_diag.h lists the classes) and sets cx->suspect on one; the subtrees it does
 * not convert (types, signatures) go to the same rules' walk (frontend/syntax_gate.c).
 * frontend/parse.c then runs the diagnoser. The checks are wider than tsc's rules: a false alarm
 * costs the diagnoser's run, a miss would run a text tsc rejects (test_syntax_differential).
 * ------------------------------------------------------------------------------------------- */

#define SUSPECT(cx) ((cx)->suspect = true)

/* The gate's walk over a subtree the conversion does not convert (a type, a signature). */
static void gate_subtree(sx_cx *cx, TSNode n) {
    if (cx->suspect || node_null(n)) return;
    TSTreeCursor c = ts_tree_cursor_new(n);
    if (!sx_syntax_gate_walk(cx->src, cx->src_len, &c)) SUSPECT(cx);
    ts_tree_cursor_delete(&c);
}

/* The same rules over a type's text (a scan of its bytes: much cheaper than a walk of its nodes). */
static void gate_type(sx_cx *cx, TSNode n) {
    if (cx->suspect || node_null(n)) return;
    if (sx_gate_type_text(cx->src, sx_node_start(n), sx_node_end(n))) SUSPECT(cx);
}

/* Assignments, arrows and `yield`: operands that need parentheses inside a tighter expression. */
static bool loose_kind(int t) {
    return t == T_assignment_expression || t == T_augmented_assignment_expression || t == T_arrow_function ||
           t == T_yield_expression;
}

/* An operand of a binary, unary, `new`, `await`, `as`... must not be loose (`cons > j = 1`). */
static void tight_operand(sx_cx *cx, TSNode n) {
    if (loose_kind(ty(cx, n))) SUSPECT(cx);
}

/* Operators whose result cannot be called, indexed or extended without parentheses (`x++(y)`). */
static bool not_lhs_kind(int t) {
    return loose_kind(t) || t == T_unary_expression || t == T_await_expression || t == T_type_assertion ||
           t == T_binary_expression || t == T_update_expression || t == T_as_expression ||
           t == T_satisfies_expression || t == T_ternary_expression || t == T_sequence_expression;
}

/* Member access, indexing, calls, `!`: not a binding name (`function (a?.b)`, `const [a[0]] = x`). */
static bool memberish_kind(int t) {
    return t == T_member_expression || t == T_subscript_expression || t == T_call_expression ||
           t == T_non_null_expression;
}

static bool pattern_kind(int t) {
    return t == T_object_pattern || t == T_array_pattern || t == T_pair_pattern || t == T_rest_pattern ||
           t == T_assignment_pattern;
}

/* A hole in a comma-separated list (`f(1, , 3)`): `,` right after `(`, `{`, `<` or another `,`.
 * *after_open: the previous token (comments aside) opened the list or was a comma. */
static void list_token(sx_cx *cx, TSNode ch, bool *after_open) {
    if (!sx_node_is_named(ch)) {
        const char *t = ts_node_type(ch);
        bool comma = t[0] == ',' && t[1] == 0;
        if (comma && *after_open) SUSPECT(cx);
        *after_open = comma || ((t[0] == '(' || t[0] == '{' || t[0] == '<') && t[1] == 0);
    } else if (!is_comment(cx, ch)) {
        *after_open = false;
    }
}

/* Object literal keys named twice (tsc's TS1117), or names and numbers mixed (a number may spell a
 * name: tsc compares their texts), or too many to compare: true. */
static bool duplicate_keys(const sx_node_list *l) {
    if (l->count > 64) return true;
    bool names = false, numbers = false;
    for (uint32_t i = 0; i < l->count; i++) {
        const sx_node *p = l->items[i], *k = p && p->kind == SX_N_PROPERTY ? p->a : NULL;
        if (!k || (k->kind != SX_N_STRING && k->kind != SX_N_NUMBER)) continue;
        names |= k->kind == SX_N_STRING;
        numbers |= k->kind == SX_N_NUMBER;
        for (uint32_t j = 0; j < i; j++) {
            const sx_node *q = l->items[j], *o = q && q->kind == SX_N_PROPERTY ? q->a : NULL;
            if (!o || o->kind != k->kind) continue;
            if (k->kind == SX_N_NUMBER ? o->num == k->num : (o->len == k->len && memcmp(o->str, k->str, k->len) == 0))
                return true;
        }
    }
    return names && numbers;
}

/* The line of byte offset `off`: most spans start on the line of the previous one (col_line). */
static uint32_t cx_line_of(const sx_cx *cx, uint32_t off) {
    uint32_t l = cx->col_line;
    const sx_lines *lines = &cx->lines;
    if (l < lines->count && lines->starts[l] <= off && (l + 1 == lines->count || off < lines->starts[l + 1])) return l;
    return sx_lines_find(lines, off);
}

sx_span sx_cx_span(sx_cx *cx, uint32_t start, uint32_t end) {
    sx_span sp = {start, end, 1, 1};
    if (start > cx->src_len) start = sp.start = cx->src_len;
    uint32_t line = cx_line_of(cx, start);
    uint32_t col;
    if (cx->lines.ascii) col = start - cx->lines.starts[line]; /* one UTF-16 unit a byte */
    else if (line == cx->col_line && start >= cx->col_off)
        col = cx->col_val + sx_utf16_units(cx->src, cx->col_off, start);
    else if (line == cx->col_line) col = cx->col_val - sx_utf16_units(cx->src, start, cx->col_off);
    else col = sx_utf16_units(cx->src, cx->lines.starts[line], start);
    cx->col_line = line;
    cx->col_off = start;
    cx->col_val = col;
    sp.line = line + 1;
    sp.col = col + 1;
    return sp;
}

/* Record where a run-time error about node points (sx_node.at_line/at_col): byte offset at. */
static void set_at(sx_cx *cx, sx_node *node, uint32_t at) {
    sx_span sp = sx_cx_span(cx, at, at);
    node->at_line = sp.line;
    node->at_col = sp.col;
}

/* First offset in [from, to) of the source holding `ch`, or `to`. */
static uint32_t find_char(sx_cx *cx, uint32_t from, uint32_t to, char ch) {
    const sx_ast *ast = cx->ast;
    if (to > ast->source_len) to = (uint32_t)ast->source_len;
    for (uint32_t i = from; i < to; i++)
        if (ast->source[i] == ch) return i;
    return to;
}

/* First offset in [from, to) that is not blank, a comment or a closing parenthesis (the operator
 * after a left operand whose parentheses the AST dropped), or `from` when there is none. */
static uint32_t skip_to_token(sx_cx *cx, uint32_t from, uint32_t to) {
    const sx_ast *ast = cx->ast;
    if (to > ast->source_len) to = (uint32_t)ast->source_len;
    const char *s = ast->source;
    uint32_t i = from;
    while (i < to) {
        char ch = s[i];
        uint32_t past = sx_skip_comment(s, i, to, NULL, NULL);
        if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == ')') i++;
        else if (past != i) i = past;
        else break;
    }
    return i < to ? i : from;
}

/* A new node of kind k spanning the tree-sitter node n. */
static sx_node *mk(sx_cx *cx, sx_node_kind k, TSNode n) {
    sx_node *node = sx_arena_alloc(cx->arena, sizeof *node);
    if (!node) {
        cx->oom = true;
        return NULL;
    }
    node->kind = (uint8_t)k;
    if (cx->ts_rows) { /* the node knows its row and column: no search of the line table */
        TSPoint at = ts_node_start_point(n);
        node->span = (sx_span){sx_node_start(n), sx_node_end(n), at.row + 1, at.column + 1};
        cx->col_line = at.row; /* (sx_cx_span's next search starts here) */
    } else {
        node->span = sx_cx_span(cx, sx_node_start(n), sx_node_end(n));
    }
    return node;
}

/* Copy a name into the arena and store it on the node. */
static void set_str(sx_cx *cx, sx_node *node, const char *s, uint32_t len) {
    node->str = sx_arena_strdup(cx->arena, s, len);
    node->len = len;
    if (!node->str) cx->oom = true;
}

/* A name, its unicode escapes (`bre\u0061k`, `\u{62}`) decoded to UTF-8. */
static void set_name(sx_cx *cx, sx_node *node, const char *t, uint32_t len) {
    if (!t || !memchr(t, '\\', len)) {
        set_str(cx, node, t, len);
        return;
    }
    char *out = sx_arena_alloc(cx->arena, (size_t)len + 1); /* UTF-8 of an escape is never longer than it */
    if (!out) {
        cx->oom = true;
        return;
    }
    uint32_t o = 0;
    for (uint32_t i = 0; i < len;) {
        uint32_t cp = 0, k = i + 2;
        if (t[i] != '\\' || i + 1 >= len || t[i + 1] != 'u') {
            out[o++] = t[i++];
            continue;
        }
        bool braced = k < len && t[k] == '{';
        if (braced) k++;
        uint32_t digits = 0;
        while (k < len && (braced || digits < 4) && isxdigit((unsigned char)t[k]) && cp <= 0x10FFFF) {
            cp = cp * 16 + (uint32_t)(isdigit((unsigned char)t[k]) ? t[k] - '0' : (t[k] | 0x20) - 'a' + 10);
            k++, digits++;
        }
        if (braced && k < len && t[k] == '}') k++;
        if (cp > 0x10FFFF) cp = 0xFFFD;
        if (cp < 0x80) out[o++] = (char)cp;
        else if (cp < 0x800) out[o++] = (char)(0xC0 | cp >> 6), out[o++] = (char)(0x80 | (cp & 0x3F));
        else if (cp < 0x10000)
            out[o++] = (char)(0xE0 | cp >> 12), out[o++] = (char)(0x80 | ((cp >> 6) & 0x3F)),
            out[o++] = (char)(0x80 | (cp & 0x3F));
        else
            out[o++] = (char)(0xF0 | cp >> 18), out[o++] = (char)(0x80 | ((cp >> 12) & 0x3F)),
            out[o++] = (char)(0x80 | ((cp >> 6) & 0x3F)), out[o++] = (char)(0x80 | (cp & 0x3F));
        i = k;
    }
    out[o] = '\0';
    node->str = out;
    node->len = o;
}

static void set_text(sx_cx *cx, sx_node *node, TSNode n) {
    uint32_t len;
    const char *t = text(cx, n, &len);
    if (ty(cx, n) != T_property_identifier && sx_gate_reserved_word(t, len)) SUSPECT(cx); /* `let class` */
    set_name(cx, node, t, len);
}

/* The source text as it is. */
static void set_raw(sx_cx *cx, sx_node *node, TSNode n) {
    uint32_t len;
    const char *t = text(cx, n, &len);
    set_str(cx, node, t, len);
}

/* Diagnostics at a tree-sitter node. */
#define DIAG_AT(cx, n, code, own, ...)                                                                                 \
    sx_diag_add((cx)->ast, code, own, sx_node_start(n), sx_node_end(n) - sx_node_start(n), __VA_ARGS__)
#define UNSUPPORTED(cx, n, ...) DIAG_AT(cx, n, SX_OWN_DIAG_UNSUPPORTED, true, __VA_ARGS__)

/* Growable node list (arena storage; capacity known up front from the child count). */
typedef struct sx_lb {
    sx_node **items;
    uint32_t count, cap;
} sx_lb;

static void lb_init(sx_cx *cx, sx_lb *lb, TSNode n) {
    lb->count = 0;
    lb->cap = ts_node_child_count(n);
    lb->items = lb->cap ? sx_arena_alloc(cx->arena, (size_t)lb->cap * sizeof *lb->items) : NULL;
    if (lb->cap && !lb->items) {
        cx->oom = true;
        lb->cap = 0;
    }
}

static void lb_push(sx_lb *lb, sx_node *node) {
    if (node && lb->count < lb->cap) lb->items[lb->count++] = node;
}

static sx_node_list lb_done(sx_lb *lb) {
    sx_node_list l = {lb->count ? lb->items : NULL, lb->count};
    return l;
}

/* Placeholders keep required children non-NULL after a syntax error or the depth limit. */
static sx_node *placeholder_expr(sx_cx *cx, TSNode at) {
    sx_node *p = mk(cx, SX_N_IDENT, at);
    if (p) {
        set_str(cx, p, "undefined", 9);
        p->span.end = p->span.start;
    }
    return p;
}

static sx_node *cv_req(sx_cx *cx, TSNode n, TSNode owner) {
    sx_node *r = cv(cx, n);
    return r ? r : placeholder_expr(cx, node_null(n) ? owner : n);
}

static sx_node *cv_stmt_req(sx_cx *cx, TSNode n, TSNode owner) {
    sx_node *r = cv(cx, n);
    return r ? r : mk(cx, SX_N_EMPTY, node_null(n) ? owner : n);
}

/* A TYPE node for a type annotation (`: T`, span of T) or a bare type node (the checker reads
 * its text: checker/tparse.c), without the shape checks (type_node) or with them (cv_type). */
static sx_node *type_node(sx_cx *cx, TSNode n) {
    if (node_null(n)) return NULL;
    if (ty(cx, n) == T_type_annotation && !ts_node_has_error(n)) {
        /* `: T` (the common annotation): T starts at the first token after the colon and ends
         * where the annotation ends (a node's trailing comments are not its children). When only
         * blanks come between, read it from the text instead of walking the children. */
        uint32_t s = sx_node_start(n), e = sx_node_end(n), i = s + 1;
        const char *src = cx->src;
        while (i < e && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r')) i++;
        unsigned char c = i < e ? (unsigned char)src[i] : 0;
        if (e <= cx->src_len && src[s] == ':' && c > ' ' && c < 0x7f && c != '/' && c != '\\' && c != '<') {
            sx_node *node = sx_arena_alloc(cx->arena, sizeof *node);
            if (!node) {
                cx->oom = true;
                return NULL;
            }
            node->kind = SX_N_TYPE;
            node->span = sx_cx_span(cx, i, e);
            return node;
        }
    }
    const char *t = ts_node_type(n);
    if (strstr(t, "annotation") != NULL) { /* type_annotation, asserts_annotation, ... */
        TSNode inner = first_named(cx, n);
        if (!node_null(inner)) n = inner;
    }
    return mk(cx, SX_N_TYPE, n);
}

static sx_node *cv_type(sx_cx *cx, TSNode n) {
    gate_type(cx, n);
    return type_node(cx, n);
}

/* ---------------------------------------------------------------------------------------------
 * Literals
 * ------------------------------------------------------------------------------------------- */

static void cook_diag(sx_cx *cx, uint32_t base, const sx_cook_error *err) {
    if (err->code) sx_diag_add(cx->ast, err->code, false, base + err->offset, 1, "%s", err->msg);
}

/* A cooked STRING node from raw text [start, end) of the source. */
static sx_node *cooked(sx_cx *cx, TSNode at, uint32_t start, uint32_t end, bool is_template) {
    sx_node *node = mk(cx, SX_N_STRING, at);
    if (!node) return NULL;
    node->span = sx_cx_span(cx, start, end);
    sx_cook_error err = {0};
    uint32_t len = 0;
    node->str = sx_cook_string(cx->arena, cx->src + start, end - start, is_template, &len, &err);
    node->len = len;
    if (!node->str) cx->oom = true;
    cook_diag(cx, start, &err);
    return node;
}

static sx_node *cv_string(sx_cx *cx, TSNode n) {
    uint32_t s = sx_node_start(n), e = sx_node_end(n);
    uint32_t body_end = e;
    if (e - s >= 2 && cx->src[e - 1] == cx->src[s])
        body_end = e - 1; /* strip the closing quote (missing when unterminated) */
    sx_node *node = cooked(cx, n, s + 1 > body_end ? body_end : s + 1, body_end, false);
    if (node) node->span = sx_cx_span(cx, s, e);
    return node;
}

static sx_node *cv_number(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_NUMBER, n);
    if (!node) return NULL;
    uint32_t len;
    const char *t = text(cx, n, &len);
    bool big = false;
    sx_cook_error err = {0};
    node->num = sx_cook_number(t, len, &big, &err);
    if (sx_gate_odd_number(cx->src, cx->src_len, sx_node_start(n), sx_node_end(n))) SUSPECT(cx); /* `08`, `1in` */
    if (big) { /* the text without separators and `n`: the VM reads it (LOADBIGINT) */
        node->kind = SX_N_BIGINT;
        char *digits = sx_arena_alloc(cx->arena, len + 1);
        if (!digits) {
            cx->oom = true;
            return node;
        }
        for (uint32_t i = 0; i < len; i++)
            if (t[i] != '_' && t[i] != 'n') digits[node->len++] = t[i];
        node->str = digits;
    } else if (err.code == 1121)
        DIAG_AT(cx, n, 1121, false, "Octal literals are not allowed. Use the syntax '0o%.*s'.", (int)len - 1, t + 1);
    else if (err.code) DIAG_AT(cx, n, err.code, false, "%s", err.msg);
    return node;
}

/* A quasi of a tagged template: str = cooked text, or NULL (undefined) when an escape is invalid;
 * a = STRING node with the raw text. */
static sx_node *tagged_quasi(sx_cx *cx, TSNode at, uint32_t start, uint32_t end) {
    const char *raw = cx->src + start;
    sx_node *node = NULL;
    if (sx_cook_template_ok(raw, end - start)) {
        node = cooked(cx, at, start, end, true);
    } else if ((node = mk(cx, SX_N_STRING, at)) != NULL) {
        node->span = sx_cx_span(cx, start, end);
    }
    sx_node *r = node ? mk(cx, SX_N_STRING, at) : NULL;
    if (!r) return node;
    r->span = node->span;
    r->str = sx_cook_template_raw(cx->arena, raw, end - start, &r->len);
    if (!r->str) cx->oom = true;
    node->a = r;
    return node;
}

static sx_node *quasi(sx_cx *cx, TSNode at, uint32_t start, uint32_t end, bool tagged) {
    return tagged ? tagged_quasi(cx, at, start, end) : cooked(cx, at, start, end, true);
}

static sx_node *cv_template_of(sx_cx *cx, TSNode n, bool tagged) {
    sx_node *node = mk(cx, SX_N_TEMPLATE, n);
    if (!node) return NULL;
    uint32_t s = sx_node_start(n), e = sx_node_end(n);
    uint32_t end = (e - s >= 2 && cx->src[e - 1] == '`') ? e - 1 : e;
    uint32_t pos = s + 1;
    sx_lb lb;
    TSNode ch;
    sx_walk it;
    /* quasis + substitutions: at most 2 per child plus the final quasi */
    lb_init(cx, &lb, n);
    lb.cap = 0;
    uint32_t need = 2 * ts_node_child_count(n) + 1;
    lb.items = sx_arena_alloc(cx->arena, (size_t)need * sizeof *lb.items);
    lb.cap = lb.items ? need : 0;
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, NULL)) {
        if (ty(cx, ch) != T_template_substitution) continue;
        uint32_t sub_start = sx_node_start(ch);
        lb_push(&lb, quasi(cx, ch, pos, sub_start < pos ? pos : sub_start, tagged));
        TSNode inner = first_named(cx, ch);
        cx->seq_ok = inner.id;
        lb_push(&lb, cv_req(cx, inner, ch));
        pos = sx_node_end(ch);
    }
    sx_walk_end(&it);
    lb_push(&lb, quasi(cx, n, pos, end < pos ? pos : end, tagged));
    node->list = lb_done(&lb);
    return node;
}

static sx_node *cv_template(sx_cx *cx, TSNode n) { return cv_template_of(cx, n, false); }

static sx_node *cv_regex(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_REGEX, n);
    if (!node) return NULL;
    TSNode pat = field(cx, n, F_pattern), flags = field(cx, n, F_flags);
    uint32_t start = sx_node_start(n);
    if (start + 1 < cx->src_len && (cx->src[start + 1] == '*' || cx->src[start + 1] == '/'))
        SUSPECT(cx);         /* a regex starting with a star: a comment for tsc */
    if (!node_null(flags)) { /* a flag tsc does not know, or one twice */
        uint32_t fl;
        const char *f = text(cx, flags, &fl);
        for (uint32_t i = 0; i < fl; i++)
            if (!strchr("dgimsuyv", f[i]) || f[i] == 0 || memchr(f + i + 1, f[i], fl - i - 1)) SUSPECT(cx);
    }
    if (!node_null(pat)) set_raw(cx, node, pat); /* (its escapes are the regex's) */
    else set_str(cx, node, "", 0);
    if (!node_null(flags)) {
        node->b = mk(cx, SX_N_STRING, flags);
        if (node->b) set_raw(cx, node->b, flags);
    }
    return node;
}

static sx_node *cv_ident(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_IDENT, n);
    if (!node) return NULL;
    set_text(cx, node, n);
    return node;
}

/* A property key: names and strings become STRING, numbers NUMBER, [e] COMPUTED. */
static sx_node *cv_key(sx_cx *cx, TSNode n, uint16_t *flags) {
    switch (ty(cx, n)) {
    case T_string: return cv_string(cx, n);
    case T_number: return cv_number(cx, n);
    case T_computed_property_name: {
        sx_node *node = mk(cx, SX_N_COMPUTED, n);
        if (node) node->a = cv_req(cx, first_named(cx, n), n);
        return node;
    }
    case T_private_property_identifier: {
        if (cx->class_depth == 0) SUSPECT(cx); /* `#x` outside a class body (TS18016) */
        sx_node *node = mk(cx, SX_N_STRING, n);
        uint32_t len;
        const char *t = text(cx, n, &len);
        if (node) set_str(cx, node, t + 1, len ? len - 1 : 0); /* without the '#' */
        if (flags) *flags |= SX_NF_PRIVATE;
        return node;
    }
    default: {
        if (node_null(n) || sx_node_is_missing(n)) return NULL;
        sx_node *node = mk(cx, SX_N_STRING, n);
        if (node) set_text(cx, node, n);
        return node;
    }
    }
}

/* ---------------------------------------------------------------------------------------------
 * Arrays, objects, patterns
 * ------------------------------------------------------------------------------------------- */

/* Elements of an array literal or array pattern; consecutive commas make HOLEs. */
static sx_node *cv_array(sx_cx *cx, TSNode n, sx_node_kind kind) {
    sx_node *node = mk(cx, kind, n);
    if (!node) return NULL;
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    bool expect = true; /* after '[' or ',' an element may follow */
    lb_init(cx, &lb, n);
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, NULL)) {
        if (is_tok(ch, ",")) {
            if (expect) lb_push(&lb, mk(cx, SX_N_HOLE, ch));
            expect = true;
        } else if (sx_node_is_named(ch) && !is_comment(cx, ch) && ty(cx, ch) != T_ERROR) {
            lb_push(&lb, cv(cx, ch));
            expect = false;
        }
    }
    sx_walk_end(&it);
    node->list = lb_done(&lb);
    return node;
}

/* `name` alone as a PROPERTY: key STRING name, value IDENT name (flag SHORTHAND). */
static sx_node *shorthand(sx_cx *cx, TSNode n, TSNode name) {
    sx_node *p = mk(cx, SX_N_PROPERTY, n);
    if (!p) return NULL;
    p->flags = SX_NF_SHORTHAND;
    p->a = mk(cx, SX_N_STRING, name);
    if (p->a) set_text(cx, p->a, name);
    p->b = cv_ident(cx, name);
    return p;
}

static sx_node *cv_method(sx_cx *cx, TSNode n, bool in_class);

static sx_node *cv_object_member(sx_cx *cx, TSNode ch) {
    switch (ty(cx, ch)) {
    case T_pair:
    case T_pair_pattern: {
        sx_node *p = mk(cx, SX_N_PROPERTY, ch);
        TSNode parts[3];
        if (!first_last_kids(ch, 3, parts)) /* key `:` value */
            fields3(cx, ch, F_key, F_value, F__NONE, parts);
        TSNode value = parts[1];
        if (ty(cx, ch) == T_pair_pattern && ty(cx, value) == T_rest_pattern) SUSPECT(cx); /* `{ k: ...r }` */
        if (p) {
            p->a = cv_key(cx, parts[0], &p->flags);
            p->b = cv_req(cx, value, ch);
        }
        return p;
    }
    case T_shorthand_property_identifier:
    case T_shorthand_property_identifier_pattern: return shorthand(cx, ch, ch);
    case T_object_assignment_pattern: { /* {a = 1} in a pattern */
        TSNode left = field(cx, ch, F_left);
        sx_node *p = shorthand(cx, ch, left);
        if (p && ty(cx, left) != T_shorthand_property_identifier_pattern && ty(cx, left) != T_identifier) p->a = NULL;
        if (p) {
            sx_node *d = mk(cx, SX_N_DEFAULT, ch);
            if (d) {
                bool binding = cx->binding, pattern = cx->pattern; /* a default: an expression */
                cx->binding = cx->pattern = false;
                d->a = p->b;
                d->b = cv_req(cx, field(cx, ch, F_right), ch);
                cx->binding = binding;
                cx->pattern = pattern;
            }
            p->b = d;
        }
        return p;
    }
    case T_method_definition: return cv_method(cx, ch, false);
    default: return cv(cx, ch); /* spread_element, rest_pattern */
    }
}

static sx_node *cv_object(sx_cx *cx, TSNode n, sx_node_kind kind) {
    sx_node *node = mk(cx, kind, n);
    if (!node) return NULL;
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    bool expect = true; /* after '{' or ',' a member may follow */
    lb_init(cx, &lb, n);
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, NULL)) {
        if (is_tok(ch, ",")) {
            if (expect) /* tree-sitter accepts `{a: 1,, b: 2}`; tsc does not */
                DIAG_AT(cx, ch, 1136, false, "Property assignment expected.");
            expect = true;
        } else if (sx_node_is_named(ch) && !is_comment(cx, ch) && ty(cx, ch) != T_ERROR) {
            if (kind == SX_N_OBJECT && ty(cx, ch) == T_object_assignment_pattern) SUSPECT(cx); /* `{ a = 1 }` */
            lb_push(&lb, cv_object_member(cx, ch));
            expect = false;
        }
    }
    sx_walk_end(&it);
    node->list = lb_done(&lb);
    if (kind == SX_N_OBJECT && !cx->suspect && duplicate_keys(&node->list)) SUSPECT(cx);
    return node;
}

/* ---------------------------------------------------------------------------------------------
 * Functions and classes
 * ------------------------------------------------------------------------------------------- */

/* The IDENT naming a parameter property (a copy of the parameter's name). */
static sx_node *param_property(sx_cx *cx, TSNode pat, const sx_node *target) {
    if (!target || target->kind != SX_N_IDENT) {
        DIAG_AT(cx, pat, 1187, false, "A parameter property may not be declared using a binding pattern.");
        return NULL;
    }
    sx_node *id = mk(cx, SX_N_IDENT, pat);
    if (id) {
        id->str = target->str;
        id->len = target->len;
    }
    return id;
}

static sx_node *cv_param(sx_cx *cx, TSNode n) {
    sx_node *p = mk(cx, SX_N_PARAM, n);
    if (!p) return NULL;
    /* its fields and modifiers in one pass over its children (a field lookup walks them each time) */
    TSNode pat = {0}, value = {0}, type = {0}, ch;
    TSFieldId fld;
    const TSFieldId *id = cx->field_ids;
    bool property = false, decorated = false;
    sx_walk it;
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, &fld)) {
        if (fld != 0) {
            if (fld == id[F_pattern] && node_null(pat)) pat = ch;
            else if (fld == id[F_value] && node_null(value)) value = ch;
            else if (fld == id[F_type] && node_null(type)) type = ch;
        }
        int t = ty(cx, ch);
        if (t == T_accessibility_modifier || t == T_override_modifier || is_tok(ch, "readonly")) property = true;
        else if (t == T_decorator) decorated = true;
    }
    sx_walk_end(&it);
    if (ty(cx, pat) == T_this) {            /* `this: T` only types `this` */
        if (!node_null(value)) SUSPECT(cx); /* `this = x` */
        gate_subtree(cx, type);
        return NULL;
    }
    if (ty(cx, n) == T_optional_parameter) p->flags |= SX_NF_OPTIONAL;
    if (ty(cx, pat) == T_rest_pattern) {
        p->flags |= SX_NF_REST;
        pat = first_named(cx, pat);
        if (memberish_kind(ty(cx, pat))) SUSPECT(cx);
    }
    cx->binding = true; /* a member or `!` here is not a name (`function (a?.b)`) */
    p->a = cv_req(cx, pat, n);
    cx->binding = false;
    p->b = cv(cx, value);
    p->type = cv_type(cx, type);
    if (decorated) { /* (rare: a second pass, so that the diagnostics keep their order) */
        sx_walk_begin(cx, &it, n);
        while (sx_walk_next(&it, &ch, NULL))
            if (ty(cx, ch) == T_decorator) UNSUPPORTED(cx, ch, "Decorators are not supported by secexec.");
        sx_walk_end(&it);
    }
    if (property) /* `constructor(private x: T)`: c names the property the parameter initialises */
        p->c = param_property(cx, pat, p->a);
    return p;
}

/* The parameter list's grammar as tsc's checker sees it (checkGrammarParameterList): a rest
 * parameter last, without `?`, initializer or trailing comma; `?` without an initializer; no
 * parameter without `?` after one with it (wider than tsc: one with an initializer counts). */
static void param_shape(sx_cx *cx, const sx_node *p, bool *optional_seen, bool *rest_seen) {
    if (*rest_seen) SUSPECT(cx);
    if (p->flags & SX_NF_REST) {
        *rest_seen = true;
        if ((p->flags & SX_NF_OPTIONAL) || p->b) SUSPECT(cx);
    } else if (p->flags & SX_NF_OPTIONAL) {
        if (p->b) SUSPECT(cx);
        *optional_seen = true;
    } else if (*optional_seen) {
        SUSPECT(cx);
    }
}

static sx_node_list cv_params(sx_cx *cx, TSNode params) {
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    bool after_open = false, optional_seen = false, rest_seen = false;
    lb_init(cx, &lb, params);
    sx_walk_begin(cx, &it, params);
    while (sx_walk_next(&it, &ch, NULL)) {
        int t = ty(cx, ch);
        list_token(cx, ch, &after_open);
        if (rest_seen && is_tok(ch, ",")) SUSPECT(cx); /* `...r,` */
        if (t != T_required_parameter && t != T_optional_parameter) continue;
        sx_node *p = cv_param(cx, ch);
        if (p) param_shape(cx, p, &optional_seen, &rest_seen);
        lb_push(&lb, p);
    }
    sx_walk_end(&it);
    return lb_done(&lb);
}

/* The context of a function body for the shape checks (yield, await, return, break, continue). */
typedef struct fn_ctx {
    bool in_generator, in_async, can_return;
    uint32_t loop_depth, switch_depth;
} fn_ctx;

static fn_ctx fn_enter(sx_cx *cx, bool generator, bool async, bool can_return) {
    fn_ctx saved = {cx->in_generator, cx->in_async, cx->can_return, cx->loop_depth, cx->switch_depth};
    cx->in_generator = generator;
    cx->in_async = async;
    cx->can_return = can_return;
    cx->loop_depth = cx->switch_depth = 0;
    cx->fn_depth++;
    return saved;
}

static void fn_leave(sx_cx *cx, fn_ctx saved) {
    cx->in_generator = saved.in_generator;
    cx->in_async = saved.in_async;
    cx->can_return = saved.can_return;
    cx->loop_depth = saved.loop_depth;
    cx->switch_depth = saved.switch_depth;
    cx->fn_depth--;
}

/* FUNCTION node for function declarations/expressions, generators, arrows and methods. */
static sx_node *cv_function(sx_cx *cx, TSNode n, uint16_t flags) {
    sx_node *f = mk(cx, SX_N_FUNCTION, n);
    if (!f) return NULL;
    int t = ty(cx, n);
    f->flags = flags;
    if (t == T_arrow_function) f->flags |= SX_NF_ARROW;
    if (t == T_generator_function || t == T_generator_function_declaration) f->flags |= SX_NF_GENERATOR;
    /* its parts in one pass over its children (a field lookup walks them once per field): `async`
     * and `*` before the parameters (an arrow's body), name, type parameters, parameters, body */
    TSNode name = {0}, tparams = {0}, params = {0}, one = {0}, ret = {0}, body = {0}, ch;
    TSFieldId fld;
    const TSFieldId *id = cx->field_ids;
    bool head = true;
    sx_walk it;
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, &fld)) {
        if (fld == 0) {
            if (head && is_tok(ch, "async")) f->flags |= SX_NF_ASYNC;
            else if (head && is_tok(ch, "*")) f->flags |= SX_NF_GENERATOR;
        } else if (fld == id[F_name]) {
            name = ch;
        } else if (fld == id[F_type_parameters]) {
            tparams = ch;
        } else if (fld == id[F_parameters]) {
            params = ch;
            head = false;
        } else if (fld == id[F_parameter]) {
            one = ch;
        } else if (fld == id[F_return_type]) {
            ret = ch;
        } else if (fld == id[F_body]) {
            body = ch;
            head = false;
        }
    }
    sx_walk_end(&it);
    if (!node_null(name) && !sx_node_is_missing(name) && t != T_method_definition) set_text(cx, f, name);
    gate_type(cx, tparams);
    fn_ctx outer = fn_enter(cx, f->flags & SX_NF_GENERATOR, f->flags & SX_NF_ASYNC, true);
    if (!node_null(params)) {
        f->list = cv_params(cx, params);
    } else if (t == T_arrow_function) { /* x => ... */
        sx_node *p = node_null(one) ? NULL : mk(cx, SX_N_PARAM, one);
        if (p) {
            p->a = cv_req(cx, one, one);
            f->list.items = sx_arena_alloc(cx->arena, sizeof *f->list.items);
            if (f->list.items) {
                f->list.items[0] = p;
                f->list.count = 1;
            }
        }
    }
    f->type = cv_type(cx, ret);
    if (t == T_arrow_function && ty(cx, body) != T_statement_block) {
        if (ty(cx, body) == T_object) SUSPECT(cx); /* `=> { k: v }`: a block to tsc */
        f->flags |= SX_NF_EXPR_BODY;
        f->b = cv_req(cx, body, n);
    } else if (!node_null(body)) {
        f->b = cv_stmt_req(cx, body, n);
    }
    fn_leave(cx, outer);
    return f;
}

/* A method or accessor (object literal or class): PROPERTY (key, FUNCTION). */
static sx_node *cv_method(sx_cx *cx, TSNode n, bool in_class) {
    sx_node *p = mk(cx, SX_N_PROPERTY, n);
    if (!p) return NULL;
    uint16_t kind = SX_NF_METHOD;
    if (has_token_before(cx, n, "get", F_name)) kind = SX_NF_GETTER;
    else if (has_token_before(cx, n, "set", F_name)) kind = SX_NF_SETTER;
    p->flags = kind;
    if (in_class && has_token_before(cx, n, "static", F_name)) p->flags |= SX_NF_STATIC;
    p->a = cv_key(cx, field(cx, n, F_name), &p->flags);
    p->b = cv_function(cx, n, SX_NF_METHOD);
    const sx_node *f = p->b;
    if (f && kind == SX_NF_GETTER && (f->list.count != 0 || has_token(cx, field(cx, n, F_parameters), "this")))
        SUSPECT(cx); /* tsc's TS1054 */
    if (f && kind == SX_NF_SETTER &&
        (f->list.count != 1 || f->type || !f->list.items[0] || f->list.items[0]->b ||
         (f->list.items[0]->flags & (SX_NF_REST | SX_NF_OPTIONAL))))
        SUSPECT(cx); /* TS1049, TS1095 */
    if (p->b && p->a && p->a->kind == SX_N_STRING) {
        p->b->str = p->a->str;
        p->b->len = p->a->len;
    }
    return p;
}

static sx_node *cv_field(sx_cx *cx, TSNode n) {
    if (has_token(cx, n, "abstract")) { /* type-only */
        gate_subtree(cx, n);
        return NULL;
    }
    sx_node *p = mk(cx, SX_N_PROPERTY, n);
    if (!p) return NULL;
    if (has_token_before(cx, n, "static", F_name)) p->flags |= SX_NF_STATIC;
    if (has_token_before(cx, n, "declare", F_name)) p->flags |= SX_NF_DECLARE;
    if (has_token_before(cx, n, "accessor", F_name))
        UNSUPPORTED(cx, n, "Auto-accessors are not supported by secexec yet.");
    p->a = cv_key(cx, field(cx, n, F_name), &p->flags);
    TSNode value = field(cx, n, F_value);
    if (!node_null(value) && has_token_before(cx, n, "!", F_value))
        SUSPECT(cx); /* `x! = 1` (TS1263), and `x != 1`: a comparison to tsc */
    p->b = cv(cx, value);
    p->type = cv_type(cx, field(cx, n, F_type));
    return p;
}

static sx_node *cv_class_member(sx_cx *cx, TSNode ch) {
    switch (ty(cx, ch)) {
    case T_method_definition: return cv_method(cx, ch, true);
    case T_public_field_definition: return cv_field(cx, ch);
    case T_class_static_block: {
        sx_node *b = cv(cx, field(cx, ch, F_body));
        if (b) b->flags |= SX_NF_STATIC;
        return b;
    }
    case T_decorator: UNSUPPORTED(cx, ch, "Decorators are not supported by secexec."); return NULL;
    case T_method_signature:
    case T_abstract_method_signature:
    case T_index_signature: gate_subtree(cx, ch); return NULL;
    case T_comment:
    case T_html_comment:
    case T_ERROR: return NULL; /* overloads and index signatures are type-only */
    default: UNSUPPORTED(cx, ch, "This class member is not supported by secexec."); return NULL;
    }
}

static sx_node *cv_class(sx_cx *cx, TSNode n) {
    sx_node *c = mk(cx, SX_N_CLASS, n);
    if (!c) return NULL;
    TSNode name = field(cx, n, F_name);
    if (!node_null(name) && !sx_node_is_missing(name)) set_text(cx, c, name);
    sx_walk it;
    TSNode ch;
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, NULL)) {
        int t = ty(cx, ch);
        if (t == T_decorator) {
            UNSUPPORTED(cx, ch, "Decorators are not supported by secexec.");
        } else if (t == T_type_parameters) {
            gate_type(cx, ch);
        } else if (t == T_class_heritage) {
            sx_walk hi;
            TSNode h;
            sx_walk_begin(cx, &hi, ch);
            while (sx_walk_next(&hi, &h, NULL)) {
                if (ty(cx, h) == T_extends_clause) c->b = cv_req(cx, field(cx, h, F_value), h);
                if (ty(cx, h) == T_extends_clause || ty(cx, h) == T_implements_clause)
                    gate_subtree(cx, h); /* `extends A & B`, type arguments, `implements` */
            }
            sx_walk_end(&hi);
        }
    }
    sx_walk_end(&it);
    TSNode body = field(cx, n, F_body);
    if (!node_null(body)) {
        sx_lb lb;
        /* a class body is a function boundary for the shape checks: no `yield`, `await`, `return`
         * or jump out of it; private names are allowed inside */
        fn_ctx outer = fn_enter(cx, false, false, false);
        cx->class_depth++;
        lb_init(cx, &lb, body);
        sx_walk_begin(cx, &it, body);
        while (sx_walk_next(&it, &ch, NULL)) {
            if (sx_node_is_named(ch)) lb_push(&lb, cv_class_member(cx, ch));
            else if (is_tok(ch, ",")) SUSPECT(cx); /* `a = 0, b = 1` */
        }
        sx_walk_end(&it);
        cx->class_depth--;
        fn_leave(cx, outer);
        c->list = lb_done(&lb);
    }
    return c;
}

/* ---------------------------------------------------------------------------------------------
 * Operators, calls, member access
 * ------------------------------------------------------------------------------------------- */

static sx_op op_from_token(const char *t, size_t len) {
    static const struct {
        const char *tok;
        sx_op op;
    } ops[] = {
        {"+", SX_OP_ADD},      {"-", SX_OP_SUB},
        {"*", SX_OP_MUL},      {"/", SX_OP_DIV},
        {"%", SX_OP_MOD},      {"**", SX_OP_POW},
        {"&", SX_OP_BAND},     {"|", SX_OP_BOR},
        {"^", SX_OP_BXOR},     {"<<", SX_OP_SHL},
        {">>", SX_OP_SHR},     {">>>", SX_OP_USHR},
        {"==", SX_OP_EQ},      {"!=", SX_OP_NE},
        {"===", SX_OP_SEQ},    {"!==", SX_OP_SNE},
        {"<", SX_OP_LT},       {"<=", SX_OP_LE},
        {">", SX_OP_GT},       {">=", SX_OP_GE},
        {"in", SX_OP_IN},      {"instanceof", SX_OP_INSTANCEOF},
        {"&&", SX_OP_AND},     {"||", SX_OP_OR},
        {"??", SX_OP_NULLISH},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (strlen(ops[i].tok) == len && memcmp(ops[i].tok, t, len) == 0) return ops[i].op;
    return SX_OP_NONE;
}

static bool is_logical(sx_op op) { return op == SX_OP_AND || op == SX_OP_OR || op == SX_OP_NULLISH; }

static bool is_relational_op(sx_op op) {
    return op == SX_OP_LT || op == SX_OP_GT || op == SX_OP_LE || op == SX_OP_GE || op == SX_OP_IN ||
           op == SX_OP_INSTANCEOF;
}

/* A binary expression's operands and operator, read in one pass over its children (three field
 * lookups would walk them three times). */
typedef struct sx_bin {
    TSNode node, left, right;
    sx_op op;
} sx_bin;

static sx_bin bin_parts(sx_cx *cx, TSNode n) {
    TSNode f[3];
    uint32_t len;
    const char *t;
    if (first_last_kids(n, 3, f) && (t = text_between(cx, f[0], f[1], &len)) != NULL) { /* left operator right */
        f[2] = f[1];
    } else {
        fields3(cx, n, F_left, F_operator, F_right, f);
        t = text(cx, f[1], &len);
    }
    return (sx_bin){n, f[0], f[2], op_from_token(t, len)};
}

/* Is n an unparenthesised `a < b` (or >, <=, >=, in, instanceof)? */
static bool is_relational_ts(sx_cx *cx, TSNode n) {
    return !node_null(n) && ty(cx, n) == T_binary_expression && is_relational_op(bin_parts(cx, n).op);
}

static sx_node *rotate_left(sx_cx *cx, sx_node *bin); /* below: `a || b! < c` */

#define SX_REL_CHAIN 64 /* longest relational chain re-associated (longer ones: as parsed) */

/* Operands of a chain of relational operators in source order (operators: ops[i] sits between
 * operands i and i+1). Returns false when the chain is too long. */
static bool flatten_relational(sx_cx *cx, TSNode n, TSNode *operands, sx_op *ops, uint32_t *count) {
    sx_bin b = {.op = SX_OP_NONE};
    if (!node_null(n) && ty(cx, n) == T_binary_expression) b = bin_parts(cx, n);
    if (!is_relational_op(b.op)) {
        if (*count >= SX_REL_CHAIN) return false;
        operands[(*count)++] = n;
        return true;
    }
    if (!flatten_relational(cx, b.left, operands, ops, count)) return false;
    ops[*count - 1] = b.op;
    return flatten_relational(cx, b.right, operands, ops, count);
}

/*
 * tree-sitter-typescript parses `a < b < c` as `a < (b < c)` (a grammar quirk), but relational
 * operators associate to the left: a chain of them (not parenthesised) is flattened into its
 * operands and rebuilt as `(a < b) < c`.
 */
static sx_node *cv_relational_chain(sx_cx *cx, TSNode n) {
    TSNode operands[SX_REL_CHAIN];
    sx_op ops[SX_REL_CHAIN];
    uint32_t count = 0;
    if (!flatten_relational(cx, n, operands, ops, &count) || count < 2) return NULL;
    for (uint32_t i = 0; i < count; i++) tight_operand(cx, operands[i]);
    sx_node *acc = cv_req(cx, operands[0], n);
    for (uint32_t i = 1; i < count && acc; i++) {
        sx_node *node = mk(cx, SX_N_BINARY, n);
        if (!node) return NULL;
        node->span = sx_cx_span(cx, sx_node_start(operands[0]), sx_node_end(operands[i]));
        node->op = (uint8_t)ops[i - 1];
        node->a = acc;
        node->b = cv_req(cx, operands[i], n);
        if (acc) set_at(cx, node, skip_to_token(cx, acc->span.end, node->span.end)); /* the operator */
        acc = rotate_left(cx, node);
    }
    return acc;
}

/* A binary expression converted by the plain path below (not a relational chain); && || ?? too.
 * *b receives its parts. */
static bool plain_binary(sx_cx *cx, TSNode n, sx_bin *b) {
    if (node_null(n) || sx_node_is_missing(n) || ty(cx, n) != T_binary_expression) return false;
    *b = bin_parts(cx, n);
    return !(is_relational_op(b->op) && is_relational_ts(cx, b->right));
}

/* ---------------------------------------------------------------------------------------------
 * Postfix operators after a binary expression
 *
 * tree-sitter-typescript reduces the whole expression before a postfix `!` and reads `a || b! < c`
 * as `((a || b)!) < c`, `1 + x! * 2` as `((1 + x)!) * 2` and `a || b!.length` as
 * `((a || b)!).length`; JavaScript's grammar (and tsc) bind the `!` and what follows it to `b`:
 * `a || (b! < c)`, `1 + (x! * 2)`, `a || (b!.length)`. The converter undoes this as it builds the
 * tree: a postfix operation (`!`, `.m`, `[i]`, a call) whose operand is an unparenthesized binary,
 * logical, assignment or conditional expression moves down onto that expression's rightmost
 * operand, and a binary operator whose left operand is such an expression of lower precedence
 * takes that expression's right operand instead (a rotation). In correct input a binary operand
 * in those places is always parenthesized, so nothing else changes.
 * ------------------------------------------------------------------------------------------- */

static bool chain_has_optional(const sx_node *node);

static bool binary_like(const sx_node *n) {
    return n &&
           (n->kind == SX_N_BINARY || n->kind == SX_N_LOGICAL || n->kind == SX_N_ASSIGN || n->kind == SX_N_CONDITIONAL);
}

/* The operand on the right edge of a binary-like node (a conditional's `else` branch). */
static sx_node **right_of(sx_node *n) { return n->kind == SX_N_CONDITIONAL ? &n->c : &n->b; }

/* Is the binary-like node n not wrapped in parentheses of its own in the text? Its span ends at
 * its last operand; what follows (past blanks and comments) is `)` only when it is parenthesized. */
static bool unparenthesized(sx_cx *cx, const sx_node *n) {
    const char *s = cx->ast->source;
    uint32_t len = (uint32_t)cx->ast->source_len, i = n->span.end;
    while (i < len) {
        uint32_t past = sx_skip_comment(s, i, len, NULL, NULL);
        if (past != i) i = past;
        else if (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') i++;
        else break;
    }
    return i >= len || s[i] != ')';
}

static bool bare_binary(sx_cx *cx, const sx_node *n) { return binary_like(n) && unparenthesized(cx, n); }

static void start_at(sx_node *n, const sx_node *from);

/* A prefix operation (`!a`, `-a`, `typeof a`, `await a`) not in parentheses of its own: tree-sitter
 * reads `!a!.b` as `(!a)!.b`, where the `!` and `.b` bind tighter than the prefix operator. */
static bool bare_prefix(sx_cx *cx, const sx_node *n) {
    return n && (n->kind == SX_N_UNARY || n->kind == SX_N_AWAIT) && n->a && unparenthesized(cx, n);
}

/* post (NON_NULL, MEMBER, INDEX, CALL) whose operand is a bare prefix operation: post goes onto
 * the innermost operand of the prefix operations (`!!a!.b` is `!!(a!.b)`). Returns what replaces
 * post. */
static sx_node *postfix_into_prefix(sx_cx *cx, sx_node *post) {
    sx_node *top = post->a, *p = top;
    for (int depth = 0; depth < 64 && bare_prefix(cx, p->a); depth++) p = p->a;
    post->a = p->a;
    start_at(post, p->a);
    p->a = post;
    for (sx_node *q = top;; q = q->a) {
        q->span.end = post->span.end;
        if (q == p) break;
    }
    return top;
}

/* Binding power of a binary-like node (JavaScript's grammar, weakest first). */
static int binding_power(const sx_node *n) {
    switch (n->kind) {
    case SX_N_ASSIGN: return 1;
    case SX_N_CONDITIONAL: return 2;
    case SX_N_LOGICAL: return n->op == SX_OP_AND ? 4 : 3;
    default: break;
    }
    switch ((sx_op)n->op) {
    case SX_OP_BOR: return 5;
    case SX_OP_BXOR: return 6;
    case SX_OP_BAND: return 7;
    case SX_OP_EQ:
    case SX_OP_NE:
    case SX_OP_SEQ:
    case SX_OP_SNE: return 8;
    case SX_OP_SHL:
    case SX_OP_SHR:
    case SX_OP_USHR: return 10;
    case SX_OP_ADD:
    case SX_OP_SUB: return 11;
    case SX_OP_MUL:
    case SX_OP_DIV:
    case SX_OP_MOD: return 12;
    case SX_OP_POW: return 13;
    default: return 9; /* < > <= >= in instanceof */
    }
}

/* Give every node on the right edge from top down to (and including) last the end `end`. */
static void extend_edge(sx_node *top, const sx_node *last, uint32_t end) {
    for (sx_node *p = top;; p = *right_of(p)) {
        p->span.end = end;
        if (p == last) break;
    }
}

/* n's span now starts where from's does (a regrouped node takes its new first operand's start). */
static void start_at(sx_node *n, const sx_node *from) {
    n->span.start = from->span.start;
    n->span.line = from->span.line;
    n->span.col = from->span.col;
}

/* Put x in place of the right operand r of node at (on the right edge of top), taking r as its
 * own left operand: `top ... at(.., r)` becomes `top ... at(.., x(r ..))`. Returns top. */
static sx_node *splice_right(sx_node *top, sx_node *at, sx_node *x) {
    sx_node *r = *right_of(at);
    x->a = r;
    start_at(x, r);
    *right_of(at) = x;
    extend_edge(top, at, x->span.end);
    return top;
}

/* post is a postfix operation (NON_NULL, MEMBER, INDEX, CALL) whose operand post->a is a bare
 * binary-like expression: move it onto that expression's rightmost operand. Returns what
 * replaces post (the binary-like expression). */
static sx_node *push_postfix(sx_cx *cx, sx_node *post) {
    sx_node *top = post->a, *p = top;
    for (int depth = 0; depth < 64 && bare_binary(cx, *right_of(p)); depth++) p = *right_of(p);
    if (!*right_of(p)) return post;
    splice_right(top, p, post);
    if (bare_prefix(cx, post->a)) *right_of(p) = postfix_into_prefix(cx, post); /* `a || !b!.c` */
    return top;
}

/* The postfix node post after its operand is converted: regrouped when that operand is bare. */
static sx_node *postfix_done(sx_cx *cx, sx_node *post) {
    if (!post || chain_has_optional(post)) return post;
    if (bare_prefix(cx, post->a)) return postfix_into_prefix(cx, post);
    if (!bare_binary(cx, post->a)) return post;
    return push_postfix(cx, post);
}

/* bin (BINARY or LOGICAL) whose left operand is a bare binary-like expression that binds less
 * tightly (from a regrouped postfix): bin takes the right operand of the deepest such node on
 * that expression's right edge. Returns what replaces bin. */
static sx_node *rotate_left(sx_cx *cx, sx_node *bin) {
    sx_node *top = bin ? bin->a : NULL;
    if (!bin || !bin->b || !bare_binary(cx, top)) return bin;
    int bp = binding_power(bin);
    bool right_assoc = bin->kind == SX_N_BINARY && bin->op == SX_OP_POW;
#define SX_LOOSER(x) (binding_power(x) < bp || (right_assoc && binding_power(x) == bp))
    if (!SX_LOOSER(top)) return bin;
    sx_node *q = top;
    for (int depth = 0; depth < 64 && bare_binary(cx, *right_of(q)) && SX_LOOSER(*right_of(q)); depth++)
        q = *right_of(q);
#undef SX_LOOSER
    return *right_of(q) ? splice_right(top, q, bin) : bin;
}

/* A left-deep chain such as 1 + 2 + ... + n (its left operands are binary expressions) is
 * converted in a loop over that left spine, not by recursion: its length is not nesting. Only the
 * right operands and the innermost left one are converted recursively, one level deeper. */
static sx_node *cv_binary(sx_cx *cx, TSNode n) {
    sx_bin top = bin_parts(cx, n);
    if (is_relational_op(top.op) && is_relational_ts(cx, top.right)) {
        sx_node *chain = cv_relational_chain(cx, n);
        if (chain) return chain;
    }
    /* the left spine's parts, read once each (a local array, then the arena's for long chains) */
    sx_bin local[8], *spine = local, b;
    uint32_t k = 1, cap = 8;
    spine[0] = top;
    for (TSNode m = top.left; plain_binary(cx, m, &b); m = b.left) {
        if (k == cap) {
            sx_bin *grown = sx_arena_alloc(cx->arena, (size_t)cap * 2 * sizeof *grown);
            if (grown == NULL) {
                cx->oom = true;
                return NULL;
            }
            memcpy(grown, spine, (size_t)k * sizeof *grown);
            spine = grown;
            cap *= 2;
        }
        spine[k++] = b;
    }

    /* the nodes first: they all start where the chain starts, so their spans cost O(1) each */
    sx_node *outer = NULL, *parent = NULL;
    for (uint32_t i = 0; i < k; i++) {
        sx_op o = spine[i].op;
        sx_node *node = mk(cx, is_logical(o) ? SX_N_LOGICAL : SX_N_BINARY, spine[i].node);
        if (!node) return NULL;
        node->op = (uint8_t)o;
        if (parent) parent->a = node;
        else outer = node;
        parent = node;
    }
    /* then the operands in source order: the innermost left one, then each right one (the other
     * left operands are the spine's binary expressions: no shape to check) */
    TSNode left = spine[k - 1].left;
    int lt = ty(cx, left);
    if (parent->op == SX_OP_POW && (lt == T_unary_expression || lt == T_await_expression || lt == T_type_assertion))
        SUSPECT(cx); /* `-x ** 2` */
    tight_operand(cx, left);
    parent->a = cv_req(cx, left, spine[k - 1].node);
    sx_node **at = k == 1 ? &outer : sx_arena_alloc(cx->arena, (size_t)k * sizeof *at);
    if (at == NULL) {
        cx->oom = true;
        return NULL;
    }
    sx_node *node = outer;
    for (uint32_t i = 0; i < k; i++, node = node->a) at[i] = node;
    for (uint32_t i = k; i-- > 0;) { /* the operator's position, then the right operand */
        if (at[i]->a) set_at(cx, at[i], skip_to_token(cx, at[i]->a->span.end, at[i]->span.end));
        TSNode right = spine[i].right;
        tight_operand(cx, right); /* `cons > j = 1` */
        at[i]->b = cv_req(cx, right, spine[i].node);
        sx_node *fixed = rotate_left(cx, at[i]); /* `a || b! < c` */
        if (i > 0) at[i - 1]->a = fixed;
        else outer = fixed;
    }
    return outer;
}

/* A variable declarator's name, value and type: `x`, `x = v` and `x: T` by place, the rest by field. */
static void declarator_parts(sx_cx *cx, TSNode n, TSNode out[3]) {
    TSNode kids[2];
    uint32_t len = 0;
    const char *eq;
    out[0] = out[1] = out[2] = (TSNode){0};
    if (first_last_kids(n, 1, kids)) {
        out[0] = kids[0];
    } else if (first_last_kids(n, 3, kids) && (eq = text_between(cx, kids[0], kids[1], &len)) && len == 1 &&
               eq[0] == '=') {
        out[0] = kids[0];
        out[1] = kids[1];
    } else if (first_last_kids(n, 2, kids) && ty(cx, kids[1]) == T_type_annotation) {
        out[0] = kids[0];
        out[2] = kids[1];
    } else {
        fields3(cx, n, F_name, F_value, F_type, out);
    }
}

static sx_node *cv_unary(sx_cx *cx, TSNode n) {
    static const struct {
        const char *tok;
        sx_op op;
    } ops[] = {{"-", SX_OP_NEG},         {"+", SX_OP_PLUS},    {"!", SX_OP_NOT},        {"~", SX_OP_BNOT},
               {"typeof", SX_OP_TYPEOF}, {"void", SX_OP_VOID}, {"delete", SX_OP_DELETE}};
    sx_node *node = mk(cx, SX_N_UNARY, n);
    if (!node) return NULL;
    TSNode f[3];
    if (!first_last_kids(n, 2, f)) /* operator argument */
        fields3(cx, n, F_operator, F_argument, F__NONE, f);
    TSNode opn = f[0], arg = f[1];
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (!node_null(opn) && strcmp(ts_node_type(opn), ops[i].tok) == 0) node->op = (uint8_t)ops[i].op;
    /* parse.c's reparse read `a < (-1)` with `~` for the minus: the text has it */
    if (node->op == SX_OP_BNOT && cx->src[ts_node_start_byte(opn)] == '-') node->op = SX_OP_NEG;
    tight_operand(cx, arg);
    if (node->op == SX_OP_DELETE && ty(cx, arg) == T_identifier) SUSPECT(cx); /* tsc's TS1102 */
    node->a = cv_req(cx, arg, n);
    return node;
}

static sx_node *cv_update(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_UPDATE, n);
    if (!node) return NULL;
    TSNode f[3];
    fields3(cx, n, F_operator, F_argument, F__NONE, f);
    TSNode opn = f[0], arg = f[1];
    node->op = (uint8_t)(is_tok(opn, "--") ? SX_OP_DEC : SX_OP_INC);
    if (sx_node_start(opn) < sx_node_start(arg)) node->flags |= SX_NF_PREFIX;
    int at = ty(cx, arg); /* its operand must be a reference (`-- -1.5`) */
    if (at != T_identifier && at != T_member_expression && at != T_subscript_expression &&
        at != T_parenthesized_expression && at != T_non_null_expression)
        SUSPECT(cx);
    node->a = cv_req(cx, arg, n);
    return node;
}

static sx_node *cv_assign(sx_cx *cx, TSNode n, bool compound) {
    sx_node *node = mk(cx, SX_N_ASSIGN, n);
    if (!node) return NULL;
    node->op = SX_OP_ASSIGN;
    TSNode f[3];
    uint32_t len = 0;
    const char *t = NULL;
    bool by_place = first_last_kids(n, 3, f) && (t = text_between(cx, f[0], f[1], &len)) != NULL; /* left op right */
    if (!by_place) {
        fields3(cx, n, F_left, F_right, compound ? F_operator : F__NONE, f);
        if (compound) t = text(cx, f[2], &len);
    }
    if (compound) node->op = (uint8_t)(len > 1 ? op_from_token(t, len - 1) : SX_OP_NONE); /* "+=" -> "+" */
    node->a = cv_req(cx, f[0], n);
    node->b = cv_req(cx, f[1], n);
    if (node->a) set_at(cx, node, skip_to_token(cx, node->a->span.end, node->span.end)); /* the operator */
    return node;
}

static sx_node_list cv_args(sx_cx *cx, TSNode args) {
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    bool after_open = false;
    lb_init(cx, &lb, args);
    sx_walk_begin(cx, &it, args);
    while (sx_walk_next(&it, &ch, NULL)) {
        list_token(cx, ch, &after_open);
        if (sx_node_is_named(ch) && !is_comment(cx, ch) && ty(cx, ch) != T_ERROR) lb_push(&lb, cv(cx, ch));
    }
    sx_walk_end(&it);
    return lb_done(&lb);
}

/* Does the object/callee spine below `node` contain an optional link (?.)? */
static bool chain_has_optional(const sx_node *node) {
    for (const sx_node *p = node; p; p = p->a) {
        if (p->kind != SX_N_MEMBER && p->kind != SX_N_INDEX && p->kind != SX_N_CALL && p->kind != SX_N_NON_NULL)
            return false;
        if (p->flags & SX_NF_OPTIONAL) return true;
    }
    return false;
}

/* The outermost link of an optional chain is wrapped in a CHAIN node. */
static sx_node *chain_end(sx_cx *cx, TSNode n, sx_node *node, bool spine) {
    if (!node || spine || !chain_has_optional(node)) return node;
    sx_node *c = mk(cx, SX_N_CHAIN, n);
    if (c) c->a = node;
    return c;
}

/* Convert the object/callee of a member access or call, telling it that it is on the spine. */
static sx_node *cv_spine(sx_cx *cx, TSNode obj, TSNode owner) {
    if (not_lhs_kind(ty(cx, obj))) SUSPECT(cx); /* `x++(y)`, `a as T.m()` */
    cx->spine = true;
    sx_node *r = cv_req(cx, obj, owner);
    cx->spine = false;
    return r;
}

/* The children of a member access, call or subscript in one pass (field lookups walk them once
 * per field): out[0] object/function, out[1] property/arguments/index, out[2] type arguments; true
 * when it has a `?.` link. `by_place`: a member access or call, whose object or function is its
 * first child and property or arguments its last (comments aside), read by their places in a clean
 * tree instead of by field (asking a child's field walks the cursor's stack). */
static bool access_parts(sx_cx *cx, TSNode n, int f0, int f1, bool by_place, TSNode out[3]) {
    const TSFieldId *id = cx->field_ids;
    TSNode ch;
    TSFieldId fld;
    bool optional = false;
    sx_walk it;
    out[0] = out[1] = out[2] = (TSNode){0};
    by_place = by_place && !ts_node_has_error(n);
    uint32_t kids = by_place ? ts_node_child_count(n) : 0;
    if ((kids == 2 || kids == 3) && first_last_kids(n, kids, out)) { /* object . property, function arguments */
        uint32_t len = 0;
        const char *link = kids == 3 ? text_between(cx, out[0], out[1], &len) : "";
        if (kids == 2 || (link && len == 1 && link[0] == '.')) return false;
        if (link && len == 2 && link[0] == '?' && link[1] == '.') return true;
        out[0] = out[1] = (TSNode){0}; /* f<T>(x), f?.(x): walked below */
    }
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, by_place ? NULL : &fld)) {
        int t = ty(cx, ch);
        if (by_place) {
            if (t == T_comment || t == T_html_comment) continue;
            if (node_null(out[0])) out[0] = ch;
            else if (t == T_type_arguments) out[2] = ch;
            else out[1] = ch; /* the last one stays */
        } else {
            if (fld != 0 && fld == id[f0]) out[0] = ch;
            else if (fld != 0 && fld == id[f1]) out[1] = ch;
            else if (fld != 0 && fld == id[F_type_arguments]) out[2] = ch;
        }
        if (t == T_optional_chain || is_tok(ch, "?.")) optional = true;
    }
    sx_walk_end(&it);
    return optional;
}

static bool is_ascii_name_byte(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$';
}

/* A member access's parts: its object, and its property name (a #private one without its `#`). */
typedef struct sx_member_parts {
    TSNode object;
    const char *name;
    uint32_t len;
    bool priv;     /* the name is a #private one (TS18016 outside a class) */
    bool hash;     /* ... and its `#` was taken off (SX_NF_PRIVATE) */
    bool optional; /* `?.` */
} sx_member_parts;

/* The parts of a clean `object.name`, `object?.name` or `object.#name` whose name is plain ASCII
 * with only blanks around the dot, the name read from the text. (Its third child asked by place
 * would walk all three children, through the grammar's hidden wrappers: the dearest step of a
 * member access.) False for any other shape (a comment or a line of text between, an escape, a
 * Unicode name): member_by_children then reads them. */
static bool member_by_text(sx_cx *cx, TSNode n, sx_member_parts *m) {
    if (cx->src != cx->ast->source || ts_node_has_error(n) || ts_node_child_count(n) != 3) return false;
    m->object = ts_node_child(n, 0);
    uint32_t from = sx_node_end(m->object), end = sx_node_end(n), at = end, len = 0;
    if (end > cx->src_len || from >= end) return false;
    while (at > from && is_ascii_name_byte(cx->src[at - 1])) at--;
    if (at == end || (cx->src[at] >= '0' && cx->src[at] <= '9')) return false;
    m->priv = m->hash = cx->src[at - 1] == '#';
    const char *link = trimmed_text(cx, from, m->priv ? at - 1 : at, &len);
    if (!link || (len != 1 && len != 2) || link[len - 1] != '.' || (len == 2 && link[0] != '?')) return false;
    m->name = cx->src + at;
    m->len = end - at;
    m->optional = len == 2;
    return true;
}

/* The parts of any other member access, from its children. */
static void member_by_children(sx_cx *cx, TSNode n, sx_member_parts *m) {
    TSNode parts[3];
    m->optional = access_parts(cx, n, F_object, F_property, true, parts);
    m->object = parts[0];
    TSNode prop = parts[1];
    m->len = 0;
    m->name = node_null(prop) ? "" : text(cx, prop, &m->len);
    m->priv = ty(cx, prop) == T_private_property_identifier;
    m->hash = m->priv && m->len > 0;
    if (m->hash) m->name++, m->len--;
}

static sx_node *cv_member(sx_cx *cx, TSNode n, bool spine) {
    sx_node *node = mk(cx, SX_N_MEMBER, n);
    if (!node) return NULL;
    sx_member_parts m;
    if (!member_by_text(cx, n, &m)) member_by_children(cx, n, &m);
    node->a = cv_spine(cx, m.object, n);
    if (m.priv && cx->class_depth == 0) SUSPECT(cx); /* TS18016 */
    if (m.hash) node->flags |= SX_NF_PRIVATE;
    set_name(cx, node, m.name, m.len);
    if (m.optional) node->flags |= SX_NF_OPTIONAL;
    uint32_t start = node->span.end >= node->len ? node->span.end - node->len : node->span.start;
    bool named = node->str && start >= node->span.start && start + node->len <= cx->ast->source_len &&
                 memcmp(cx->ast->source + start, node->str, node->len) == 0;
    set_at(cx, node, named ? start : node->span.start); /* the property name */
    return chain_end(cx, n, postfix_done(cx, node), spine);
}

static sx_node *cv_subscript(sx_cx *cx, TSNode n, bool spine) {
    sx_node *node = mk(cx, SX_N_INDEX, n);
    if (!node) return NULL;
    TSNode parts[3];
    bool optional = access_parts(cx, n, F_object, F_index, false, parts);
    node->a = cv_spine(cx, parts[0], n);
    TSNode index = parts[1];
    cx->seq_ok = index.id; /* `a[i, j]` */
    node->b = cv_req(cx, index, n);
    if (optional) node->flags |= SX_NF_OPTIONAL;
    if (node->a) set_at(cx, node, find_char(cx, node->a->span.end, node->span.end, '['));
    return chain_end(cx, n, postfix_done(cx, node), spine);
}

/* tag`a${x}b`: the CALL node made for it becomes a TAGGED_TEMPLATE (a = tag, b = TEMPLATE). */
static sx_node *cv_tagged(sx_cx *cx, sx_node *node, TSNode tmpl) {
    node->kind = SX_N_TAGGED_TEMPLATE;
    node->b = cv_template_of(cx, tmpl, true);
    if (chain_has_optional(node->a))
        DIAG_AT(cx, tmpl, 1358, false, "Tagged template expressions are not permitted in an optional chain.");
    else if (node->a && node->a->kind == SX_N_SUPER)
        DIAG_AT(cx, tmpl, 1034, false, "'super' must be followed by an argument list or member access.");
    return node;
}

/* An identifier node of the hidden module functions ("%import", "%require": globals the guest
 * cannot name, installed by api/modules.c). */
static sx_node *hidden_ident(sx_cx *cx, TSNode n, const char *name) {
    sx_node *id = mk(cx, SX_N_IDENT, n);
    if (id) set_str(cx, id, name, (uint32_t)strlen(name));
    return id;
}

/* A STRING node holding text. */
static sx_node *string_node(sx_cx *cx, TSNode at, const char *t, uint32_t len) {
    sx_node *s = mk(cx, SX_N_STRING, at);
    if (s) set_str(cx, s, t, len);
    return s;
}

/* `%require(source, "<this file's name>"[, "<name it must export>"])`: the importer's name
 * resolves relative specifiers; the export is checked as the module is linked. */
static sx_node *require_call_of(sx_cx *cx, TSNode at, const char *fn, sx_node *source, const char *export_name,
                                uint32_t export_len) {
    sx_node *call = mk(cx, SX_N_CALL, at);
    sx_node **args = sx_arena_alloc(cx->arena, 3 * sizeof *args);
    if (!call || !args) return cx->oom = true, NULL;
    const char *file = cx->ast->filename ? cx->ast->filename : "main.ts";
    call->a = hidden_ident(cx, at, fn);
    args[0] = source;
    args[1] = string_node(cx, at, file, (uint32_t)strlen(file));
    if (export_name != NULL) args[2] = string_node(cx, at, export_name, export_len);
    call->list = (sx_node_list){args, export_name != NULL ? 3 : 2};
    return call;
}

static sx_node *require_call(sx_cx *cx, TSNode at, const char *fn, sx_node *source) {
    return require_call_of(cx, at, fn, source, NULL, 0);
}

/* tree-sitter parses `await o.m<T>()` and `-f<T>()` as a call of `await o.m` (of `-f`) with type
 * arguments: the prefix operators bind looser than the call in TypeScript. The call goes under
 * the prefix operators (innermost first: `-await f<T>()` is -(await (f<T>()))) and the outermost
 * prefix node is returned; call itself when fn is no prefix expression. */
static sx_node *prefix_call(sx_cx *cx, TSNode fn, sx_node *call) {
    sx_node *top = call->a, *inner = NULL;
    TSNode t = fn;
    for (sx_node *p = top; p && (p->kind == SX_N_AWAIT || p->kind == SX_N_UNARY) &&
                           (ty(cx, t) == T_await_expression || ty(cx, t) == T_unary_expression);
         p = p->a) {
        inner = p;
        t = ty(cx, t) == T_unary_expression ? field(cx, t, F_argument) : first_named(cx, t);
        if (node_null(t)) break;
    }
    if (!inner || !inner->a) return call;
    call->a = inner->a; /* the operand of the innermost prefix is the callee */
    call->span.start = call->a->span.start;
    inner->a = call;
    for (sx_node *p = top; p; p = p == inner ? NULL : p->a) p->span.end = call->span.end;
    return top;
}

static sx_node *cv_call(sx_cx *cx, TSNode n, bool spine) {
    sx_node *node = mk(cx, SX_N_CALL, n);
    if (!node) return NULL;
    TSNode parts[3];
    bool optional = access_parts(cx, n, F_function, F_arguments, true, parts);
    TSNode fn = parts[0], args = parts[1];
    if (ty(cx, fn) == T_import) { /* import(specifier): %import(specifier, file), a promise of the namespace */
        sx_node_list l = node_null(args) ? (sx_node_list){0} : cv_args(cx, args);
        sx_node *spec = l.count > 0 ? l.items[0] : NULL;
        if (spec == NULL) spec = hidden_ident(cx, fn, "undefined");
        return require_call(cx, n, "%import", spec);
    }
    node->a = cv_spine(cx, fn, n);
    gate_type(cx, parts[2]);
    const sx_node *callee = node->a;
    while (callee && callee->kind == SX_N_NON_NULL) callee = callee->a;
    set_at(cx, node, find_char(cx, callee ? callee->span.end : node->span.start, node->span.end, '(')); /* its `(` */
    if (ty(cx, args) == T_template_string) return cv_tagged(cx, node, args);
    if (!node_null(args)) node->list = cv_args(cx, args);
    if (optional) node->flags |= SX_NF_OPTIONAL;
    if (!node_null(parts[2])) {
        sx_node *top = prefix_call(cx, fn, node);
        if (top != node) return top;
    }
    return chain_end(cx, n, postfix_done(cx, node), spine);
}

static sx_node *cv_new(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_NEW, n);
    if (!node) return NULL;
    TSNode ctor = field(cx, n, F_constructor), args = field(cx, n, F_arguments);
    tight_operand(cx, ctor);
    if (ty(cx, ctor) == T_parenthesized_expression) SUSPECT(cx); /* `new(true as any)`: let tsc judge */
    node->a = cv_req(cx, ctor, n);
    if (node->a && (node->a->kind == SX_N_CHAIN || chain_has_optional(node->a)))
        SUSPECT(cx); /* `new a?.b()` (TS1209) */
    TSNode targs = field(cx, n, F_type_arguments);
    if (!node_null(targs) && node_null(args)) SUSPECT(cx); /* `new Map<A, B>>(x)` */
    gate_type(cx, targs);
    sx_node *tagged = ty(cx, args) == T_template_string ? mk(cx, SX_N_CALL, n) : NULL;
    if (tagged) { /* new tag`x` is new (tag`x`)() */
        tagged->a = node->a;
        node->a = cv_tagged(cx, tagged, args);
    } else if (!node_null(args)) {
        node->list = cv_args(cx, args);
    }
    return node;
}

/* `a as T`, `a satisfies T`: the type is the child after the keyword. */
static sx_node *cv_as(sx_cx *cx, TSNode n, const char *kw) {
    sx_node *node = mk(cx, SX_N_TYPE_ASSERT, n);
    if (!node) return NULL;
    if (kw[0] == 's') node->flags |= SX_NF_SATISFIES;
    sx_walk it;
    TSNode ch;
    bool after = false;
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, NULL)) {
        if (is_comment(cx, ch)) continue;
        if (is_tok(ch, kw)) {
            after = true;
        } else if (after && !node->type) {
            gate_type(cx, ch);
            node->type = mk(cx, SX_N_TYPE, ch);
        } else if (!after && !node->a && sx_node_is_named(ch)) {
            tight_operand(cx, ch);
            node->a = cv(cx, ch);
        }
    }
    sx_walk_end(&it);
    if (!node->a) node->a = placeholder_expr(cx, n);
    return node;
}

static sx_node *cv_type_assertion(sx_cx *cx, TSNode n) { /* <T>a */
    SUSPECT(cx);                                         /* tree-sitter takes `<A, B>x` too */
    sx_node *node = mk(cx, SX_N_TYPE_ASSERT, n);
    if (!node) return NULL;
    sx_walk it;
    TSNode ch;
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, NULL)) {
        if (!sx_node_is_named(ch) || is_comment(cx, ch)) continue;
        if (ts_node_symbol(ch) != (TSSymbol)-1 && strcmp(ts_node_type(ch), "type_arguments") == 0)
            node->type = cv_type(cx, first_named(cx, ch));
        else if (!node->a) node->a = cv(cx, ch);
    }
    sx_walk_end(&it);
    if (!node->a) node->a = placeholder_expr(cx, n);
    return node;
}

/* a, b, c: tree-sitter may nest sequences on the right; flatten them in a loop. */
static sx_node *cv_sequence(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_SEQUENCE, n);
    if (!node) return NULL;
    uint32_t cap = 0;
    for (TSNode cur = n; !node_null(cur);) { /* count the children over all levels */
        cap += ts_node_child_count(cur);
        TSNode next = {0};
        sx_walk it;
        TSNode ch;
        sx_walk_begin(cx, &it, cur);
        while (sx_walk_next(&it, &ch, NULL))
            if (ty(cx, ch) == T_sequence_expression) next = ch;
        sx_walk_end(&it);
        cur = next;
    }
    sx_lb lb = {sx_arena_alloc(cx->arena, (size_t)(cap ? cap : 1) * sizeof(sx_node *)), 0, cap};
    if (!lb.items) return cx->oom = true, NULL;
    for (TSNode cur = n; !node_null(cur);) {
        TSNode next = {0};
        sx_walk it;
        TSNode ch;
        sx_walk_begin(cx, &it, cur);
        while (sx_walk_next(&it, &ch, NULL)) {
            if (ty(cx, ch) == T_sequence_expression) next = ch;
            else if (sx_node_is_named(ch) && !is_comment(cx, ch) && ty(cx, ch) != T_ERROR) lb_push(&lb, cv(cx, ch));
        }
        sx_walk_end(&it);
        cur = next;
    }
    node->list = lb_done(&lb);
    return node;
}

/* Single-child wrappers: op a. */
/* A node of kind `kind` around n's inner expression `inner` (its first named child, when the
 * caller has it already: cv_wrap finds it). */
static sx_node *cv_wrap_inner(sx_cx *cx, TSNode n, sx_node_kind kind, bool required, TSNode inner) {
    sx_node *node = mk(cx, kind, n);
    if (!node) return NULL;
    if (kind == SX_N_EXPR_STMT || kind == SX_N_RETURN || kind == SX_N_THROW) cx->seq_ok = inner.id;
    else if (kind == SX_N_AWAIT) tight_operand(cx, inner); /* `await x => y` */
    node->a = required ? cv_req(cx, inner, n) : cv(cx, inner);
    return node;
}

static sx_node *cv_wrap(sx_cx *cx, TSNode n, sx_node_kind kind, bool required) {
    return cv_wrap_inner(cx, n, kind, required, first_named(cx, n));
}

/* ---------------------------------------------------------------------------------------------
 * Statements
 * ------------------------------------------------------------------------------------------- */

/* Statements among the named children of n (program, block: only_field F__NONE; a case body: only
 * those in field F_body). */
static sx_node_list cv_statements(sx_cx *cx, TSNode n, int only_field) {
    TSFieldId only_id = only_field != F__NONE ? cx->field_ids[only_field] : 0;
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    TSFieldId f;
    lb_init(cx, &lb, n);
    sx_walk_begin(cx, &it, n);
    /* (a child's field is asked for only when it matters: the question walks the cursor's stack) */
    while (sx_walk_next(&it, &ch, only_field != F__NONE ? &f : NULL)) {
        if (!sx_node_is_named(ch)) continue;
        if (only_field != F__NONE && (f == 0 || f != only_id)) continue;
        lb_push(&lb, cv(cx, ch));
    }
    sx_walk_end(&it);
    return lb_done(&lb);
}

static sx_node *cv_block(sx_cx *cx, TSNode n, sx_node_kind kind) {
    sx_node *node = mk(cx, kind, n);
    if (node) node->list = cv_statements(cx, n, F__NONE);
    return node;
}

static sx_node *cv_var_decl(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_VAR_DECL, n);
    if (!node) return NULL;
    node->op = SX_OP_VAR;
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    TSFieldId fld;
    bool kind_seen = false;
    lb_init(cx, &lb, n);
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, &fld)) {
        if (fld != 0 && fld == cx->field_ids[F_kind] && !kind_seen) { /* `let`/`const` first, before the declarators */
            kind_seen = true;
            if (is_tok(ch, "let")) node->op = SX_OP_LET;
            else if (is_tok(ch, "const")) node->op = SX_OP_CONST;
            else if (!is_tok(ch, "var")) UNSUPPORTED(cx, ch, "'using' declarations are not supported by secexec.");
            continue;
        }
        if (ty(cx, ch) != T_variable_declarator) continue;
        sx_node *d = mk(cx, SX_N_DECLARATOR, ch);
        TSNode parts[3];
        declarator_parts(cx, ch, parts);
        TSNode name = parts[0], value = parts[1];
        if (node_null(value) && (node->op == SX_OP_CONST || ty(cx, name) != T_identifier))
            SUSPECT(cx); /* `const x;`, `let [a];` (TS1155, TS1182) */
        if (d) {
            cx->binding = true;
            d->a = cv_req(cx, name, ch);
            cx->binding = false;
            d->b = cv(cx, value);
            d->type = cv_type(cx, parts[2]);
        }
        lb_push(&lb, d);
    }
    sx_walk_end(&it);
    node->list = lb_done(&lb);
    return node;
}

static sx_node *cv_if(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_IF, n);
    if (!node) return NULL;
    TSNode f[3];
    fields3(cx, n, F_condition, F_consequence, F_alternative, f);
    node->a = cv_req(cx, f[0], n);
    node->b = cv_stmt_req(cx, f[1], n);
    TSNode alt = f[2];
    if (!node_null(alt)) /* else_clause: take its statement directly (no extra level) */
        node->c = cv_stmt_req(cx, first_named(cx, alt), alt);
    return node;
}

static sx_node *cv_loop(sx_cx *cx, TSNode n, sx_node_kind kind) {
    sx_node *node = mk(cx, kind, n);
    if (!node) return NULL;
    TSNode f[3];
    fields3(cx, n, F_condition, F_body, F__NONE, f);
    node->a = cv_req(cx, f[0], n);
    cx->loop_depth++;
    node->b = cv_stmt_req(cx, f[1], n);
    cx->loop_depth--;
    return node;
}

/* A for-loop header part: declarations, an expression statement, or nothing. */
static sx_node *cv_for_part(sx_cx *cx, TSNode part) {
    switch (ty(cx, part)) {
    case T_empty_statement:
    case T__TOKEN: return NULL;
    case T_expression_statement: {
        TSNode e = first_named(cx, part);
        cx->seq_ok = e.id;
        return cv(cx, e);
    }
    default: return cv(cx, part);
    }
}

static sx_node *cv_for(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_FOR, n);
    if (!node) return NULL;
    TSNode f[3];
    fields3(cx, n, F_initializer, F_condition, F_increment, f);
    node->a = cv_for_part(cx, f[0]);
    node->b = cv_for_part(cx, f[1]);
    TSNode inc = f[2];
    cx->seq_ok = inc.id;
    node->c = cv(cx, inc);
    cx->loop_depth++;
    node->d = cv_stmt_req(cx, field(cx, n, F_body), n);
    cx->loop_depth--;
    return node;
}

static sx_node *cv_for_in(sx_cx *cx, TSNode n) {
    /* its parts in one pass over its children (a field lookup walks them once per field) */
    TSNode opn = {0}, kind = {0}, left = {0}, right = {0}, body = {0}, ch;
    TSFieldId fld;
    const TSFieldId *id = cx->field_ids;
    bool await = false;
    sx_walk it;
    sx_walk_begin(cx, &it, n);
    while (sx_walk_next(&it, &ch, &fld)) {
        await |= is_tok(ch, "await");
        if (fld == 0) continue;
        if (fld == id[F_operator] && node_null(opn)) opn = ch;
        else if (fld == id[F_kind] && node_null(kind)) kind = ch;
        else if (fld == id[F_left] && node_null(left)) left = ch;
        else if (fld == id[F_right] && node_null(right)) right = ch;
        else if (fld == id[F_body] && node_null(body)) body = ch;
    }
    sx_walk_end(&it);
    sx_node *node = mk(cx, is_tok(opn, "in") ? SX_N_FOR_IN : SX_N_FOR_OF, n);
    if (!node) return NULL;
    if (await) node->flags |= SX_NF_ASYNC; /* for await (x of xs) */
    if ((node->flags & SX_NF_ASYNC) && !cx->in_async && cx->fn_depth > 0) SUSPECT(cx);
    if (!node_null(kind)) {
        sx_node *decl = mk(cx, SX_N_VAR_DECL, kind);
        sx_node *d = mk(cx, SX_N_DECLARATOR, left);
        if (decl && d) {
            decl->op = (uint8_t)(is_tok(kind, "let") ? SX_OP_LET : is_tok(kind, "const") ? SX_OP_CONST : SX_OP_VAR);
            decl->span = sx_cx_span(cx, sx_node_start(kind), sx_node_end(left));
            cx->binding = true;
            d->a = cv_req(cx, left, n);
            cx->binding = false;
            decl->list.items = sx_arena_alloc(cx->arena, sizeof(sx_node *));
            if (decl->list.items) {
                decl->list.items[0] = d;
                decl->list.count = 1;
            }
        }
        node->a = decl;
    } else {
        node->a = cv_req(cx, left, n);
    }
    node->b = cv_req(cx, right, n);
    cx->loop_depth++;
    node->d = cv_stmt_req(cx, body, n);
    cx->loop_depth--;
    return node;
}

static sx_node *cv_jump(sx_cx *cx, TSNode n, sx_node_kind kind) {
    sx_node *node = mk(cx, kind, n);
    TSNode label = field(cx, n, F_label);
    /* outside a loop (or switch) of this function, or to a label: tsc's TS1104/1105/1107/1116 */
    if (!node_null(label) || cx->loop_depth + (kind == SX_N_BREAK ? cx->switch_depth : 0) == 0) SUSPECT(cx);
    if (node && !node_null(label)) set_text(cx, node, label);
    return node;
}

static sx_node *cv_try(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_TRY, n);
    if (!node) return NULL;
    node->a = cv_stmt_req(cx, field(cx, n, F_body), n);
    TSNode h = field(cx, n, F_handler), fin = field(cx, n, F_finalizer);
    if (!node_null(h)) {
        node->b = mk(cx, SX_N_CATCH, h);
        if (node->b) {
            cx->binding = true;
            node->b->a = cv(cx, field(cx, h, F_parameter));
            cx->binding = false;
            node->b->type = cv_type(cx, field(cx, h, F_type));
            node->b->b = cv_stmt_req(cx, field(cx, h, F_body), h);
        }
    }
    if (!node_null(fin)) node->c = cv_stmt_req(cx, field(cx, fin, F_body), fin);
    return node;
}

static sx_node *cv_switch(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_SWITCH, n);
    if (!node) return NULL;
    node->a = cv_req(cx, field(cx, n, F_value), n);
    TSNode body = field(cx, n, F_body);
    if (node_null(body)) return node;
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    uint32_t defaults = 0;
    lb_init(cx, &lb, body);
    sx_walk_begin(cx, &it, body);
    cx->switch_depth++;
    while (sx_walk_next(&it, &ch, NULL)) {
        int t = ty(cx, ch);
        if (t != T_switch_case && t != T_switch_default) continue;
        if (t == T_switch_default && ++defaults > 1) SUSPECT(cx); /* TS1113 */
        sx_node *c = mk(cx, SX_N_CASE, ch);
        if (c) {
            TSNode value = field(cx, ch, F_value);
            cx->seq_ok = value.id;
            if (t == T_switch_case) c->a = cv_req(cx, value, ch);
            c->list = cv_statements(cx, ch, F_body);
        }
        lb_push(&lb, c);
    }
    cx->switch_depth--;
    sx_walk_end(&it);
    node->list = lb_done(&lb);
    return node;
}

static sx_node *cv_labeled(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_LABELED, n);
    if (!node) return NULL;
    set_text(cx, node, field(cx, n, F_label));
    node->a = cv_stmt_req(cx, field(cx, n, F_body), n);
    return node;
}

/* Statement wrappers holding one node in `a` (FUNC_DECL, CLASS_DECL). */
static sx_node *wrap_decl(sx_cx *cx, TSNode n, sx_node_kind kind, sx_node *inner) {
    sx_node *node = inner ? mk(cx, kind, n) : NULL;
    if (node) node->a = inner;
    return node;
}

static sx_node *cv_enum(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_ENUM, n);
    if (!node) return NULL;
    set_text(cx, node, field(cx, n, F_name));
    if (has_token(cx, n, "const")) node->flags |= SX_NF_CONST;
    TSNode body = field(cx, n, F_body);
    if (node_null(body)) return node;
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    bool after_open = false;
    lb_init(cx, &lb, body);
    sx_walk_begin(cx, &it, body);
    while (sx_walk_next(&it, &ch, NULL)) {
        list_token(cx, ch, &after_open);
        if (!sx_node_is_named(ch) || is_comment(cx, ch) || ty(cx, ch) == T_ERROR) continue;
        sx_node *p = mk(cx, SX_N_PROPERTY, ch);
        if (!p) break;
        bool assign = ty(cx, ch) == T_enum_assignment;
        TSNode name = assign ? field(cx, ch, F_name) : ch;
        p->a = ty(cx, name) == T_string ? cv_string(cx, name) : cv_key(cx, name, NULL);
        if (assign) p->b = cv(cx, field(cx, ch, F_value));
        lb_push(&lb, p);
    }
    sx_walk_end(&it);
    node->list = lb_done(&lb);
    return node;
}

/* The declarations of `declare global { ... }` for the checker, all ambient: interfaces, type
 * aliases, variables, classes and function signatures (anything else is only gated). */
static sx_node_list cv_global_block(sx_cx *cx, TSNode block) {
    sx_lb lb;
    sx_walk it;
    TSNode ch;
    lb_init(cx, &lb, block);
    sx_walk_begin(cx, &it, block);
    while (sx_walk_next(&it, &ch, NULL)) {
        if (!sx_node_is_named(ch)) continue;
        int t = ty(cx, ch);
        sx_node *s = NULL;
        if (t == T_function_signature) s = wrap_decl(cx, ch, SX_N_FUNC_DECL, cv_function(cx, ch, SX_NF_DECL));
        else if (t == T_interface_declaration || t == T_type_alias_declaration || t == T_lexical_declaration ||
                 t == T_variable_declaration || t == T_class_declaration)
            s = cv(cx, ch);
        else gate_subtree(cx, ch);
        if (s && s->kind == SX_N_VAR_DECL) s->flags |= SX_NF_DECLARE;
        if (s && s->kind == SX_N_CLASS_DECL && s->a) s->a->flags |= SX_NF_DECLARE;
        if (s) lb_push(&lb, s);
    }
    sx_walk_end(&it);
    return lb_done(&lb);
}

static sx_node *cv_declare(sx_cx *cx, TSNode n) {
    TSNode inner = first_named(cx, n);
    int t = ty(cx, inner);
    sx_node *node = mk(cx, SX_N_DECLARE, n);
    if (!node) return NULL;
    /* `declare namespace N { }`, `declare module "m" { }`: types only, erased as tsc erases them
     * (a DECLARE without a statement); `declare global { }` keeps its declarations in `list` for
     * the checker (the compiler skips every DECLARE) */
    if (t == T_statement_block) {
        node->list = cv_global_block(cx, inner);
        return node;
    }
    if (t == T_internal_module || t == T_module) {
        gate_subtree(cx, inner);
        return node;
    }
    if (t == T_function_signature) { /* declare function f(): T; -> FUNCTION without body */
        node->a = wrap_decl(cx, inner, SX_N_FUNC_DECL, cv_function(cx, inner, SX_NF_DECL));
    } else {
        node->a = cv(cx, inner);
        if (node->a && node->a->kind == SX_N_VAR_DECL) node->a->flags |= SX_NF_DECLARE;
        /* declare class C { x: T; }: ambient (no property initialization to check) */
        if (node->a && node->a->kind == SX_N_CLASS_DECL && node->a->a) node->a->a->flags |= SX_NF_DECLARE;
    }
    return node;
}

/* `const local = %require(source)[imported]` (imported NULL: the whole namespace). */
static sx_node *import_binding(sx_cx *cx, TSNode at, TSNode local, const char *imported, uint32_t ilen,
                               sx_node *source) {
    sx_node *d = mk(cx, SX_N_DECLARATOR, at), *call = require_call_of(cx, at, "%require", source, imported, ilen);
    if (!d || !call) return NULL;
    d->a = cv_ident(cx, local);
    d->b = call;
    if (imported != NULL) {
        sx_node *m = mk(cx, SX_N_MEMBER, at);
        if (!m) return NULL;
        m->a = call;
        set_str(cx, m, imported, ilen);
        d->b = m;
        d->flags |= SX_NF_IMPORT; /* a live binding: the compiler keeps the namespace, reads the member */
    }
    return d;
}

/* `import d, { a as b } from "m"` / `import * as ns from "m"` / `import "m"`: an IMPORT node whose
 * `a` is the equivalent `var` declaration over %require("m") (NULL for `import type`). The
 * checker skips IMPORT nodes; the compiler compiles `a`. */
static sx_node *cv_import(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_IMPORT, n);
    TSNode src = field(cx, n, F_source);
    if (!node || node_null(src) || ty(cx, src) != T_string) return node;
    sx_node *decl = mk(cx, SX_N_VAR_DECL, n);
    if (!decl) return node;
    /* `var`, so that a REPL context may run the same import again (a const could not be
     * declared twice); a module's imports are at its top, where var and const read the same */
    decl->op = SX_OP_VAR;
    sx_node *items[256];
    uint32_t count = 0;
    bool type_only = false;
    for (uint32_t i = 0; i < ts_node_child_count(n); i++) {
        TSNode ch = ts_node_child(n, i);
        if (is_tok(ch, "type")) type_only = true;
        if (ty(cx, ch) != T_import_clause) continue;
        for (uint32_t j = 0; j < ts_node_named_child_count(ch) && count < 255; j++) {
            TSNode c = ts_node_named_child(ch, j);
            if (ty(cx, c) == T_identifier) {
                items[count++] = import_binding(cx, c, c, "default", 7, cv_string(cx, src));
            } else if (ty(cx, c) == T_namespace_import && ts_node_named_child_count(c) > 0) {
                items[count++] = import_binding(cx, c, ts_node_named_child(c, 0), NULL, 0, cv_string(cx, src));
            } else if (ty(cx, c) == T_named_imports) {
                for (uint32_t k = 0; k < ts_node_named_child_count(c) && count < 255; k++) {
                    TSNode spec = ts_node_named_child(c, k);
                    if (ty(cx, spec) != T_import_specifier) continue;
                    bool spec_type = false;
                    for (uint32_t t = 0; t < ts_node_child_count(spec); t++)
                        if (is_tok(ts_node_child(spec, t), "type")) spec_type = true;
                    if (spec_type) continue; /* import { type T } */
                    TSNode name = field(cx, spec, F_name), alias = field(cx, spec, F_alias);
                    uint32_t len;
                    const char *t = text(cx, name, &len);
                    if (ty(cx, name) == T_string) {
                        sx_node *str = cv_string(cx, name);
                        if (!str) continue;
                        t = str->str;
                        len = str->len;
                    }
                    items[count++] =
                        import_binding(cx, spec, node_null(alias) ? name : alias, t, len, cv_string(cx, src));
                }
            }
        }
    }
    if (count > 255) UNSUPPORTED(cx, n, "An import of more than 255 names is not supported by secexec.");
    if (type_only) return node;
    if (count == 0) { /* import "m": for its effects */
        sx_node *st = mk(cx, SX_N_EXPR_STMT, n), *call = require_call(cx, n, "%require", cv_string(cx, src));
        if (!st || !call) return cx->oom = true, node;
        st->a = call;
        node->a = st;
        return node;
    }
    sx_node **list = sx_arena_alloc(cx->arena, count * sizeof *list);
    if (!list) return cx->oom = true, node;
    memcpy(list, items, count * sizeof *list);
    decl->list = (sx_node_list){list, count};
    node->a = decl;
    return node;
}

/* Remember `%defexport("name", () => body)` for the top of the module (wrapped in an IMPORT node,
 * which the checker skips): every export is a getter on the module's namespace, defined before
 * the module's first statement runs, so importers see live values (and cycles work). */
static void add_export(sx_cx *cx, TSNode at, const char *name, uint32_t len, sx_node *body) {
    sx_node *wrap = mk(cx, SX_N_IMPORT, at), *st = mk(cx, SX_N_EXPR_STMT, at), *call = mk(cx, SX_N_CALL, at);
    sx_node *fn = mk(cx, SX_N_FUNCTION, at);
    sx_node **args = sx_arena_alloc(cx->arena, 2 * sizeof *args);
    if (!wrap || !st || !call || !fn || !args || !body) {
        cx->oom = true;
        return;
    }
    fn->flags = SX_NF_ARROW | SX_NF_EXPR_BODY;
    fn->b = body;
    call->a = hidden_ident(cx, at, "%defexport");
    args[0] = string_node(cx, at, name, len);
    args[1] = fn;
    call->list = (sx_node_list){args, 2};
    st->a = call;
    wrap->a = st;
    if (cx->nexports == cx->capexports) {
        uint32_t cap = cx->capexports ? cx->capexports * 2 : 8;
        sx_node **e = sx_arena_alloc(cx->arena, cap * sizeof *e);
        if (!e) return (void)(cx->oom = true);
        if (cx->nexports) memcpy(e, cx->exports, cx->nexports * sizeof *e);
        cx->exports = e;
        cx->capexports = cap;
    }
    cx->exports[cx->nexports++] = wrap;
}

static void export_local(sx_cx *cx, TSNode at, const char *name, uint32_t len, const char *local, uint32_t llen) {
    sx_node *id = mk(cx, SX_N_IDENT, at);
    if (id) set_str(cx, id, local, llen);
    add_export(cx, at, name, len, id);
}

/* Export every name a declaration pattern binds. */
static void export_pattern(sx_cx *cx, TSNode at, const sx_node *p) {
    if (!p) return;
    switch (p->kind) {
    case SX_N_IDENT: export_local(cx, at, p->str, p->len, p->str, p->len); break;
    case SX_N_DEFAULT:
    case SX_N_REST: export_pattern(cx, at, p->a); break;
    case SX_N_ARRAY_PATTERN:
    case SX_N_OBJECT_PATTERN:
        for (uint32_t i = 0; i < p->list.count; i++) {
            const sx_node *e = p->list.items[i];
            export_pattern(cx, at, e && e->kind == SX_N_PROPERTY ? e->b : e);
        }
        break;
    default: break;
    }
}

static void export_declaration(sx_cx *cx, TSNode at, const sx_node *d) {
    if (!d) return;
    if (d->kind == SX_N_VAR_DECL && !(d->flags & SX_NF_DECLARE))
        for (uint32_t i = 0; i < d->list.count; i++)
            export_pattern(cx, at, d->list.items[i] ? d->list.items[i]->a : NULL);
    else if ((d->kind == SX_N_FUNC_DECL || d->kind == SX_N_CLASS_DECL) && d->a && d->a->str)
        export_local(cx, at, d->a->str, d->a->len, d->a->str, d->a->len);
    else if (d->kind == SX_N_ENUM && d->str) export_local(cx, at, d->str, d->len, d->str, d->len);
}

/* The text of a module export name (an identifier or a string). */
static const char *export_name(sx_cx *cx, TSNode n, uint32_t *len) {
    if (ty(cx, n) == T_string) {
        sx_node *s = cv_string(cx, n);
        if (s) return *len = s->len, s->str;
    }
    return text(cx, n, len);
}

static bool has_named_kind(TSNode n, const char *kind) {
    for (uint32_t i = 0; i < ts_node_named_child_count(n); i++)
        if (strcmp(ts_node_type(ts_node_named_child(n, i)), kind) == 0) return true;
    return false;
}

static bool has_tok(TSNode n, const char *tok) {
    for (uint32_t i = 0; i < ts_node_child_count(n); i++)
        if (is_tok(ts_node_child(n, i), tok)) return true;
    return false;
}

/* `export ...`: the declaration (or nothing) stays in place; the names become %defexport getters
 * (add_export). `export ... from "m"` loads m where the statement stands. */
static sx_node *cv_export(sx_cx *cx, TSNode n) {
    sx_node *node = mk(cx, SX_N_EXPORT, n);
    if (!node) return NULL;
    node->a = mk(cx, SX_N_EMPTY, n);
    TSNode decl = field(cx, n, F_declaration), value = field(cx, n, F_value), src = field(cx, n, F_source);
    bool is_default = has_tok(n, "default");
    if (has_tok(n, "type") || has_tok(n, "=")) return node; /* export type {...}; export = x (TS only) */
    if (!node_null(decl)) {
        node->a = cv(cx, decl);
        if (!is_default) export_declaration(cx, n, node->a);
        else if (node->a && (node->a->kind == SX_N_FUNC_DECL || node->a->kind == SX_N_CLASS_DECL) && node->a->a &&
                 node->a->a->str)
            export_local(cx, n, "default", 7, node->a->a->str, node->a->a->len);
        return node;
    }
    if (is_default && !node_null(value)) { /* export default expr: const %default = expr */
        sx_node *vd = mk(cx, SX_N_VAR_DECL, n), *d = mk(cx, SX_N_DECLARATOR, n);
        sx_node **items = sx_arena_alloc(cx->arena, sizeof *items);
        if (!vd || !d || !items) return cx->oom = true, node;
        vd->op = SX_OP_CONST;
        d->a = hidden_ident(cx, n, "%default");
        d->b = cv_req(cx, value, n);
        items[0] = d;
        vd->list = (sx_node_list){items, 1};
        node->a = vd;
        export_local(cx, n, "default", 7, "%default", 8);
        return node;
    }
    sx_node *from = NULL;
    if (!node_null(src) && ty(cx, src) == T_string) {
        sx_node *wrap = mk(cx, SX_N_IMPORT, n), *st = mk(cx, SX_N_EXPR_STMT, n);
        if (!wrap || !st) return cx->oom = true, node;
        from = require_call(cx, n, "%require", cv_string(cx, src));
        st->a = from;
        wrap->a = st;
        node->a = wrap;
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(n); i++) {
        TSNode ch = ts_node_named_child(n, i);
        const char *tn = ts_node_type(ch);
        if (strcmp(tn, "export_clause") == 0) {
            for (uint32_t k = 0; k < ts_node_named_child_count(ch); k++) {
                TSNode spec = ts_node_named_child(ch, k);
                if (strcmp(ts_node_type(spec), "export_specifier") != 0 || has_tok(spec, "type")) continue;
                TSNode name = field(cx, spec, F_name), alias = field(cx, spec, F_alias);
                uint32_t nl, al;
                const char *nt = export_name(cx, name, &nl);
                const char *at = node_null(alias) ? nt : export_name(cx, alias, &al);
                if (node_null(alias)) al = nl;
                if (from != NULL) {
                    sx_node *m = mk(cx, SX_N_MEMBER, spec);
                    if (!m) return cx->oom = true, node;
                    m->a = require_call(cx, spec, "%require", cv_string(cx, src));
                    set_str(cx, m, nt, nl);
                    add_export(cx, spec, at, al, m);
                } else {
                    export_local(cx, spec, at, al, nt, nl);
                }
            }
        } else if (strcmp(tn, "namespace_export") == 0 && from != NULL && ts_node_named_child_count(ch) > 0) {
            uint32_t l;
            const char *t = export_name(cx, ts_node_named_child(ch, 0), &l);
            add_export(cx, ch, t, l, require_call(cx, ch, "%require", cv_string(cx, src)));
        }
    }
    if (from != NULL && has_tok(n, "*") && node->a->a != NULL && !has_named_kind(n, "namespace_export")) {
        /* export * from "m": %reexport(%require("m")) where the statement stands */
        sx_node *call = mk(cx, SX_N_CALL, n);
        sx_node **args = sx_arena_alloc(cx->arena, sizeof *args);
        if (!call || !args) return cx->oom = true, node;
        call->a = hidden_ident(cx, n, "%reexport");
        args[0] = from;
        call->list = (sx_node_list){args, 1};
        node->a->a->a = call;
    }
    return node;
}

/* ---------------------------------------------------------------------------------------------
 * The dispatcher
 * ------------------------------------------------------------------------------------------- */

static sx_node *simple(sx_cx *cx, TSNode n, sx_node_kind kind) { return mk(cx, kind, n); }

static sx_node *cv_dispatch(sx_cx *cx, TSNode n, int t, bool spine) {
    switch (t) {
    /* -- statements -- */
    case T_lexical_declaration:
    case T_variable_declaration: return cv_var_decl(cx, n);
    case T_expression_statement: {
        TSNode e = first_named(cx, n);
        if (ty(cx, e) == T_function_expression && node_null(field(cx, e, F_name)))
            DIAG_AT(cx, field(cx, e, F_parameters), 1003, false, "Identifier expected."); /* `function () {}` */
        if (sx_gate_starts_declaration(cx->src, cx->src_len, sx_node_start(n)))
            SUSPECT(cx); /* `{ a: 1 };`, `class A {} | x`: a block or declaration to tsc */
        return cv_wrap_inner(cx, n, SX_N_EXPR_STMT, true, e);
    }
    case T_statement_block: return cv_block(cx, n, SX_N_BLOCK);
    case T_if_statement: return cv_if(cx, n);
    case T_while_statement: return cv_loop(cx, n, SX_N_WHILE);
    case T_do_statement: return cv_loop(cx, n, SX_N_DO_WHILE);
    case T_for_statement: return cv_for(cx, n);
    case T_for_in_statement: return cv_for_in(cx, n);
    case T_break_statement: return cv_jump(cx, n, SX_N_BREAK);
    case T_continue_statement: return cv_jump(cx, n, SX_N_CONTINUE);
    case T_labeled_statement: return cv_labeled(cx, n);
    case T_return_statement:
        if (!cx->can_return) SUSPECT(cx); /* TS1108 */
        return cv_wrap(cx, n, SX_N_RETURN, false);
    case T_throw_statement: { /* `throw` and a line break: TS1142 */
        TSNode e = first_named(cx, n);
        for (uint32_t i = sx_node_start(n) + 5; !node_null(e) && i < sx_node_start(e); i++)
            if (cx->src[i] == '\n' || cx->src[i] == '\r') SUSPECT(cx);
        return cv_wrap_inner(cx, n, SX_N_THROW, true, e);
    }
    case T_try_statement: return cv_try(cx, n);
    case T_switch_statement: return cv_switch(cx, n);
    case T_function_declaration:
    case T_generator_function_declaration: return wrap_decl(cx, n, SX_N_FUNC_DECL, cv_function(cx, n, SX_NF_DECL));
    case T_class_declaration:
    case T_abstract_class_declaration: return wrap_decl(cx, n, SX_N_CLASS_DECL, cv_class(cx, n));
    case T_type_alias_declaration: {
        sx_node *node = mk(cx, SX_N_TYPE_ALIAS, n);
        TSNode f[3];
        fields3(cx, n, F_value, F_type_parameters, F_name, f);
        TSNode value = f[0];
        gate_type(cx, value);
        gate_type(cx, f[1]);
        if (node) {
            set_text(cx, node, f[2]);
            node->type = type_node(cx, value);
        }
        return node;
    }
    case T_interface_declaration: { /* its text after the keyword: name, type parameters, extends, body */
        TSNode name = field(cx, n, F_name);
        if (!cx->suspect && !node_null(name) && sx_gate_type_text(cx->src, sx_node_start(name), sx_node_end(n)))
            SUSPECT(cx);
        sx_node *node = mk(cx, SX_N_INTERFACE, n);
        if (node) set_text(cx, node, name);
        return node;
    }
    case T_enum_declaration: return cv_enum(cx, n);
    case T_ambient_declaration: return cv_declare(cx, n);
    case T_export_statement: return cv_export(cx, n);
    case T_import_statement: return cv_import(cx, n);
    case T_import_alias:
        UNSUPPORTED(cx, n, "Imports are not supported by secexec yet.");
        return simple(cx, n, SX_N_IMPORT);
    case T_empty_statement:
    case T_debugger_statement: return simple(cx, n, SX_N_EMPTY);
    case T_with_statement:
        UNSUPPORTED(cx, n, "'with' statements are not supported by secexec.");
        return simple(cx, n, SX_N_EMPTY);
    case T_internal_module:
    case T_module: UNSUPPORTED(cx, n, "Namespaces are not supported by secexec."); return NULL;
    case T_function_signature: gate_subtree(cx, n); return NULL; /* an overload signature: type-only */
    case T_comment:
    case T_html_comment:
    case T_hash_bang_line:
    case T_ERROR:
    case T__TOKEN: return NULL;
    /* -- expressions -- */
    case T_number: return cv_number(cx, n);
    case T_string: return cv_string(cx, n);
    case T_template_string: return cv_template(cx, n);
    case T_regex: return cv_regex(cx, n);
    case T_identifier:
    case T_shorthand_property_identifier:
    case T_shorthand_property_identifier_pattern: return cv_ident(cx, n);
    case T_undefined: {
        sx_node *node = mk(cx, SX_N_IDENT, n);
        if (node) set_str(cx, node, "undefined", 9);
        return node;
    }
    case T_true: return simple(cx, n, SX_N_TRUE);
    case T_false: return simple(cx, n, SX_N_FALSE);
    case T_null: return simple(cx, n, SX_N_NULL);
    case T_this: return simple(cx, n, SX_N_THIS);
    case T_super: return simple(cx, n, SX_N_SUPER);
    case T_private_property_identifier: { /* the `#x` of `#x in obj`: STRING "x" flagged PRIVATE */
        if (cx->class_depth == 0) SUSPECT(cx);
        uint16_t flags = 0;
        sx_node *node = cv_key(cx, n, &flags);
        if (node) node->flags |= flags;
        return node;
    }
    case T_array: return cv_array(cx, n, SX_N_ARRAY);
    case T_object: return cv_object(cx, n, SX_N_OBJECT);
    case T_function_expression:
    case T_generator_function:
    case T_arrow_function: return cv_function(cx, n, 0);
    case T_class: return cv_class(cx, n);
    case T_member_expression: return cv_member(cx, n, spine);
    case T_subscript_expression: return cv_subscript(cx, n, spine);
    case T_call_expression: return cv_call(cx, n, spine);
    case T_new_expression: return cv_new(cx, n);
    case T_binary_expression: return cv_binary(cx, n);
    case T_unary_expression: return cv_unary(cx, n);
    case T_update_expression: return cv_update(cx, n);
    case T_assignment_expression: return cv_assign(cx, n, false);
    case T_augmented_assignment_expression: return cv_assign(cx, n, true);
    case T_ternary_expression: {
        sx_node *node = mk(cx, SX_N_CONDITIONAL, n);
        if (node) {
            TSNode f[3];
            fields3(cx, n, F_condition, F_consequence, F_alternative, f);
            node->a = cv_req(cx, f[0], n);
            node->b = cv_req(cx, f[1], n);
            node->c = cv_req(cx, f[2], n);
        }
        return node;
    }
    case T_sequence_expression: return cv_sequence(cx, n);
    case T_parenthesized_expression: {
        TSNode e = first_named(cx, n);
        if (ts_node_named_child_count(n) != 1) SUSPECT(cx); /* `(e as T: U)`, or a comment: let tsc judge */
        cx->seq_ok = e.id;
        return cv(cx, e);
    }
    case T_instantiation_expression: SUSPECT(cx); return cv(cx, first_named(cx, n)); /* `f<T>` */
    case T_as_expression: return cv_as(cx, n, "as");
    case T_satisfies_expression: return cv_as(cx, n, "satisfies");
    case T_type_assertion: return cv_type_assertion(cx, n);
    case T_non_null_expression: {
        sx_node *node = mk(cx, SX_N_NON_NULL, n);
        TSNode e = first_named(cx, n);
        tight_operand(cx, e);
        if (node) {
            cx->spine = spine; /* a?.b!.c continues the chain */
            node->a = cv_req(cx, e, n);
            cx->spine = false;
            node = postfix_done(cx, node); /* `a || b!` */
        }
        return spine ? node : chain_end(cx, n, node, false);
    }
    case T_await_expression: {
        /* outside async functions (TS1308); tsc takes `await` before `{ ( [ - ...` as a name */
        uint32_t at = sx_node_start(n) + 5, end = sx_node_end(n);
        while (at < end && (cx->src[at] == ' ' || cx->src[at] == '\t' || cx->src[at] == '\n' || cx->src[at] == '\r'))
            at++;
        unsigned char c = at < end ? (unsigned char)cx->src[at] : 0;
        if (!cx->in_async && (cx->fn_depth > 0 ||
                              !(isalnum(c) || c == '_' || c == '$' || c == '\\' || c >= 0x80 || c == '"' || c == '\'')))
            SUSPECT(cx);
        return cv_wrap(cx, n, SX_N_AWAIT, true);
    }
    case T_yield_expression: {
        if (!cx->in_generator) SUSPECT(cx);
        sx_node *y = cv_wrap(cx, n, SX_N_YIELD, false);
        if (y && has_token(cx, n, "*")) y->flags |= SX_NF_GENERATOR; /* yield* */
        return y;
    }
    case T_spread_element: return cv_wrap(cx, n, SX_N_SPREAD, true);
    case T_meta_property:
        if (sx_node_end(n) - sx_node_start(n) == 10 && memcmp(cx->src + sx_node_start(n), "new.target", 10) == 0)
            return mk(cx, SX_N_NEW_TARGET, n);
        UNSUPPORTED(cx, n, "'%.*s' is not supported by secexec.", (int)(sx_node_end(n) - sx_node_start(n)),
                    cx->src + sx_node_start(n));
        return placeholder_expr(cx, n);
    case T_import: UNSUPPORTED(cx, n, "Imports are not supported by secexec yet."); return placeholder_expr(cx, n);
    case T_decorator: UNSUPPORTED(cx, n, "Decorators are not supported by secexec."); return NULL;
    /* -- patterns -- */
    case T_object_pattern: return cv_object(cx, n, SX_N_OBJECT_PATTERN);
    case T_array_pattern: return cv_array(cx, n, SX_N_ARRAY_PATTERN);
    case T_assignment_pattern: {
        sx_node *node = mk(cx, SX_N_DEFAULT, n);
        if (node) {
            node->a = cv_req(cx, field(cx, n, F_left), n);
            bool binding = cx->binding, pattern = cx->pattern; /* the default: an expression */
            cx->binding = cx->pattern = false;
            node->b = cv_req(cx, field(cx, n, F_right), n);
            cx->binding = binding;
            cx->pattern = pattern;
        }
        return node;
    }
    case T_rest_pattern: return cv_wrap(cx, n, SX_N_REST, true);
    case T_pair:
    case T_pair_pattern:
    case T_object_assignment_pattern: return cv_object_member(cx, n);
    default:
        if (strstr(ts_node_type(n), "type") != NULL)
            return NULL; /* stray type-level syntax (only after syntax errors) */
        UNSUPPORTED(cx, n, "'%s' syntax is not supported by secexec.", ts_node_type(n));
        return NULL;
    }
}

/* Every node goes through here: this is where the nesting depth is counted and bounded. */
static sx_node *cv(sx_cx *cx, TSNode n) {
    bool spine = cx->spine;
    cx->spine = false;
    if (node_null(n) || sx_node_is_missing(n) || cx->oom) return NULL;
    if (cx->depth >= SX_MAX_NESTING) {
        if (!cx->too_deep)
            DIAG_AT(cx, n, SX_OWN_DIAG_TOO_DEEP, true, "Expression nested too deeply (limit %d levels).",
                    SX_MAX_NESTING);
        cx->too_deep = true;
        return NULL;
    }
    /* the shape checks that depend on where the node stands (see "Shapes tsc rejects") */
    int t = ty(cx, n);
    bool pattern = cx->pattern, binding = cx->binding;
    if ((t == T_sequence_expression && n.id != cx->seq_ok) || (t == T_super && !spine) ||
        (pattern && t == T_non_null_expression) || (binding && memberish_kind(t)))
        SUSPECT(cx); /* `class { a = 0, b = 1 }`, `return super;`, `{ a: b! } = o`, `const [a[0]] = x` */
    cx->seq_ok = NULL;
    cx->pattern = pattern_kind(t);
    cx->binding = binding && cx->pattern;
    cx->depth++;
    sx_node *r = cv_dispatch(cx, n, t, spine);
    cx->depth--;
    cx->pattern = pattern;
    cx->binding = binding;
    return r;
}

sx_node *sx_convert_program(sx_cx *cx, TSNode root) {
    pthread_once(&g_tables_once, build_grammar_tables);
    cx->sym_count = g_sym_count;
    cx->sym_types = g_sym_types;
    cx->field_ids = g_field_ids;
    if (!cx->sym_types) {
        cx->oom = true;
        return NULL;
    }
    sx_node *prog = mk(cx, SX_N_PROGRAM, root);
    if (prog) prog->list = cv_statements(cx, root, F__NONE);
    if (prog && cx->nexports > 0) { /* the %defexport getters first (see add_export) */
        uint32_t n = cx->nexports + prog->list.count;
        sx_node **items = sx_arena_alloc(cx->arena, n * sizeof *items);
        if (!items) cx->oom = true;
        else {
            memcpy(items, cx->exports, cx->nexports * sizeof *items);
            if (prog->list.count) memcpy(items + cx->nexports, prog->list.items, prog->list.count * sizeof *items);
            prog->list = (sx_node_list){items, n};
        }
    }
    return cx->oom ? NULL : prog;
}
