/* dts_outline.c - the top-level declarations of a trusted .d.ts, found by tsc's scanner without a full parse. */
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend_internal.h"
#include "frontend/syntax_diag.h"

/*
 * The checker's standard library (stdlib/lib.es2023.d.ts, ~120 KB) is a list of declarations:
 * `interface`, `type`, `declare var/let/const`, `declare function`, `declare type`. The checker
 * needs of each only its kind, name and spans; the bodies are read later from the text by
 * checker/tparse.c. Parsing all of it with tree-sitter costs ~150M instructions, most of the
 * process's first check; scanning tokens and matching brackets costs a few million.
 *
 * The outline builds the nodes the full parse would (same kinds, names and spans; tested against
 * it in tests/unit/test_frontend.c) and nothing else. Anything it does not know (a namespace, a
 * statement without its `;`) makes it return NULL, and the caller parses in full instead.
 */

typedef struct outline {
    sx_sd *sd; /* tsc's scanner (only its scanner part is used) */
    sx_ast *ast;
    const sx_lines *lines;
    uint32_t prev_end; /* end of the token before the current one */
} outline;

static int tok(const outline *o) { return o->sd->tok; }
static uint32_t tok_start(const outline *o) { return o->sd->tok_start; }
static uint32_t tok_end(const outline *o) { return o->sd->pos; }

static int advance(outline *o) {
    o->prev_end = tok_end(o);
    return sx_sd_scan(o->sd);
}

static sx_span span_of(const outline *o, uint32_t start, uint32_t end) {
    uint32_t line = sx_lines_find(o->lines, start);
    sx_span sp = {start, end, line + 1, sx_utf16_units(o->ast->source, o->lines->starts[line], start) + 1};
    return sp;
}

static sx_node *node(outline *o, int kind, uint32_t start, uint32_t end) {
    sx_node *n = sx_arena_alloc(o->ast->arena, sizeof *n);
    if (n != NULL) {
        n->kind = (uint8_t)kind;
        n->span = span_of(o, start, end);
    }
    return n;
}

/* The current token as a name (an identifier or a keyword used as one); advances past it. */
static bool take_name(outline *o, sx_node *n) {
    if (tok(o) != SX_T_IDENT && !sx_sd_is_keyword(tok(o))) return false;
    n->len = tok_end(o) - tok_start(o);
    n->str = sx_arena_strdup(o->ast->arena, o->ast->source + tok_start(o), n->len);
    advance(o);
    return n->str != NULL;
}

/* Skip tokens up to (not past) the first of `stop1`/`stop2` outside (), [], {} and <>; false at
 * the end of the text or on an unbalanced closer. */
static bool skip_to(outline *o, int stop1, int stop2) {
    uint32_t depth = 0;
    for (;; advance(o)) {
        int t = tok(o);
        if (depth == 0 && (t == stop1 || t == stop2)) return true;
        if (t == SX_T_EOF) return false;
        if (t == SX_T_LPAREN || t == SX_T_LBRACKET || t == SX_T_LBRACE || t == SX_T_LT) depth++;
        else if (t == SX_T_RPAREN || t == SX_T_RBRACKET || t == SX_T_RBRACE || t == SX_T_GT) {
            if (depth == 0) return false;
            depth--;
        }
    }
}

/* interface Name<...> extends ... { ... } */
static sx_node *interface_decl(outline *o, uint32_t start) {
    sx_node *n = node(o, SX_N_INTERFACE, start, start);
    advance(o);
    if (n == NULL || !take_name(o, n) || !skip_to(o, SX_T_LBRACE, SX_T_LBRACE)) return NULL;
    advance(o);
    if (!skip_to(o, SX_T_RBRACE, SX_T_RBRACE)) return NULL;
    n->span.end = tok_end(o);
    advance(o);
    return n;
}

/* type Name<...> = T; */
static sx_node *type_alias(outline *o, uint32_t start) {
    sx_node *n = node(o, SX_N_TYPE_ALIAS, start, start);
    advance(o);
    if (n == NULL || !take_name(o, n) || !skip_to(o, SX_T_EQ, SX_T_EQ)) return NULL;
    advance(o);
    uint32_t type_start = tok_start(o);
    if (!skip_to(o, SX_T_SEMI, SX_T_SEMI) || (n->type = node(o, SX_N_TYPE, type_start, o->prev_end)) == NULL)
        return NULL;
    n->span.end = tok_end(o);
    advance(o);
    return n;
}

/* var|let|const a: T, b: U; (ambient: no initializers) */
static sx_node *var_decl(outline *o, uint32_t start) {
    sx_node *n = node(o, SX_N_VAR_DECL, start, start);
    if (n == NULL) return NULL;
    n->op = tok(o) == SX_K_VAR ? SX_OP_VAR : tok(o) == SX_K_LET ? SX_OP_LET : SX_OP_CONST;
    sx_node *items[64];
    uint32_t count = 0;
    do {
        advance(o);
        sx_node *d = node(o, SX_N_DECLARATOR, tok_start(o), tok_start(o));
        sx_node *name = node(o, SX_N_IDENT, tok_start(o), tok_end(o));
        if (d == NULL || name == NULL || count == 64 || !take_name(o, name) || tok(o) != SX_T_COLON) return NULL;
        advance(o);
        uint32_t type_start = tok_start(o);
        if (!skip_to(o, SX_T_COMMA, SX_T_SEMI) || (d->type = node(o, SX_N_TYPE, type_start, o->prev_end)) == NULL)
            return NULL;
        d->a = name;
        d->span.end = o->prev_end;
        items[count++] = d;
    } while (tok(o) == SX_T_COMMA);
    n->list.items = sx_arena_alloc(o->ast->arena, count * sizeof *items);
    if (n->list.items == NULL) return NULL;
    memcpy(n->list.items, items, count * sizeof *items);
    n->list.count = count;
    n->span.end = tok_end(o);
    advance(o);
    return n;
}

/* function name<...>(...): T;  (a = the FUNCTION node, named, spanning the same text) */
static sx_node *function_decl(outline *o, uint32_t start) {
    sx_node *n = node(o, SX_N_FUNC_DECL, start, start);
    sx_node *fn = node(o, SX_N_FUNCTION, start, start);
    advance(o);
    if (n == NULL || fn == NULL || !take_name(o, fn) || !skip_to(o, SX_T_SEMI, SX_T_SEMI)) return NULL;
    fn->flags = SX_NF_DECL;
    n->span.end = fn->span.end = tok_end(o);
    n->a = fn;
    advance(o);
    return n;
}

/* One top-level statement, or NULL when it is not one of the shapes above. */
static sx_node *statement(outline *o) {
    uint32_t start = tok_start(o);
    sx_node *declare = NULL;
    if (tok(o) == SX_K_DECLARE) {
        if ((declare = node(o, SX_N_DECLARE, start, start)) == NULL) return NULL;
        advance(o);
    }
    uint32_t inner = tok_start(o);
    sx_node *st = NULL;
    switch (tok(o)) {
    case SX_K_INTERFACE: st = interface_decl(o, inner); break;
    case SX_K_TYPE: st = type_alias(o, inner); break;
    case SX_K_VAR:
    case SX_K_LET:
    case SX_K_CONST: st = var_decl(o, inner); break;
    case SX_K_FUNCTION: st = function_decl(o, inner); break;
    default: return NULL;
    }
    if (st == NULL || declare == NULL) return st;
    if (st->kind == SX_N_VAR_DECL) st->flags |= SX_NF_DECLARE;
    declare->a = st;
    declare->span.end = st->span.end;
    return declare;
}

sx_ast *sx_parse_declarations_outline(const char *source, size_t len, const char *filename) {
    sx_ast *ast = sx_parse_empty(source, len, filename);
    sx_sd *sd = malloc(sizeof *sd);
    sx_node_list stmts = {0};
    uint32_t cap = 0;
    bool ok = ast != NULL && !ast->out_of_memory && ast->root != NULL && sd != NULL && len < UINT32_MAX / 2;
    outline o = {sd, ast, ok ? sx_arena_lines(ast->arena) : NULL, 0};
    if (ok) {
        memset(sd, 0, sizeof *sd);
        sx_sd_scan_init(sd, ast->source, (uint32_t)len);
        advance(&o);
    }
    while (ok && tok(&o) != SX_T_EOF) {
        sx_node *st = statement(&o);
        if (st != NULL && stmts.count == cap) {
            cap = cap ? cap * 2 : 256;
            sx_node **grown = realloc(stmts.items, cap * sizeof *grown);
            st = grown != NULL ? st : NULL;
            stmts.items = grown != NULL ? grown : stmts.items;
        }
        ok = st != NULL;
        if (ok) stmts.items[stmts.count++] = st;
    }
    if (ok) {
        ast->root->list.items = sx_arena_alloc(ast->arena, (stmts.count ? stmts.count : 1) * sizeof *stmts.items);
        ok = ast->root->list.items != NULL;
    }
    if (ok) {
        memcpy(ast->root->list.items, stmts.items, stmts.count * sizeof *stmts.items);
        ast->root->list.count = stmts.count;
    }
    free(stmts.items);
    free(sd);
    if (!ok) {
        sx_ast_free(ast);
        return NULL;
    }
    return ast;
}
