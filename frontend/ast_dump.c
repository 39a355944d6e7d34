/* ast_dump.c - prints an AST as an s-expression (tests and debugging). */
#include "frontend/ast_dump.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct sx_out {
    char *p;
    size_t n, cap;
    bool oom;
} sx_out;

static void out_add(sx_out *o, const char *s, size_t len) {
    if (o->oom) return;
    if (o->n + len + 1 > o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 256;
        while (cap < o->n + len + 1) cap *= 2;
        char *p = realloc(o->p, cap);
        if (!p) {
            o->oom = true;
            return;
        }
        o->p = p;
        o->cap = cap;
    }
    memcpy(o->p + o->n, s, len);
    o->n += len;
    o->p[o->n] = '\0';
}

static void out_fmt(sx_out *o, const char *fmt, ...) {
    char buf[64];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n > 0) out_add(o, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

static void out_str(sx_out *o, const char *s) { out_add(o, s, strlen(s)); }

/* A quoted string with escapes for quotes, backslashes and control/non-ASCII bytes. */
static void out_quoted(sx_out *o, const char *s, uint32_t len) {
    out_add(o, "\"", 1);
    for (uint32_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') out_fmt(o, "\\%c", c);
        else if (c == '\n') out_str(o, "\\n");
        else if (c < 0x20 || c >= 0x7F) out_fmt(o, "\\x%02X", c);
        else out_add(o, (const char *)&c, 1);
    }
    out_add(o, "\"", 1);
}

static void out_number(sx_out *o, double v) {
    char buf[40];
    snprintf(buf, sizeof buf, "%.15g", v);
    if (strtod(buf, NULL) != v) snprintf(buf, sizeof buf, "%.17g", v);
    out_str(o, buf);
}

static void out_flags(sx_out *o, const sx_node *n) {
    static const char *const names[16] = {"shorthand", "method",    "getter",    "setter", "arrow",    "async",
                                          "generator", "decl",      "expr-body", "rest",   "optional", "prefix",
                                          "private",   "satisfies", "declare",   "const"};
    for (int i = 0; i < 16; i++) {
        if (!(n->flags & (1u << i))) continue;
        const char *name = names[i];
        if ((1u << i) == SX_NF_PREFIX && n->kind != SX_N_UPDATE) name = "static";
        out_fmt(o, " :%s", name);
    }
}

static void dump(sx_out *o, const sx_ast *ast, const sx_node *n);

static void dump_type(sx_out *o, const sx_ast *ast, const sx_node *t) {
    out_str(o, " (TYPE ");
    if (ast->source && t->span.end <= ast->source_len && t->span.start <= t->span.end)
        out_add(o, ast->source + t->span.start, t->span.end - t->span.start);
    out_str(o, ")");
}

static void dump(sx_out *o, const sx_ast *ast, const sx_node *n) {
    if (!n) {
        out_str(o, "_");
        return;
    }
    out_fmt(o, "(%s", sx_node_kind_name((sx_node_kind)n->kind));
    if (n->op != SX_OP_NONE)
        out_fmt(o, n->kind == SX_N_ASSIGN && n->op != SX_OP_ASSIGN ? " %s=" : " %s", sx_op_token((sx_op)n->op));
    out_flags(o, n);
    if (n->kind == SX_N_NUMBER) {
        out_str(o, " ");
        out_number(o, n->num);
    } else if (n->kind == SX_N_STRING) {
        out_str(o, " ");
        out_quoted(o, n->str ? n->str : "", n->len);
    } else if (n->str) {
        out_str(o, " ");
        if (n->kind == SX_N_REGEX) out_quoted(o, n->str, n->len);
        else out_add(o, n->str, n->len);
    }
    if (n->kind == SX_N_TYPE) {
        out_str(o, " ");
        if (ast->source && n->span.end <= ast->source_len && n->span.start <= n->span.end)
            out_add(o, ast->source + n->span.start, n->span.end - n->span.start);
    }
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    int last = -1;
    for (int i = 0; i < 4; i++)
        if (kids[i]) last = i;
    for (int i = 0; i <= last; i++) {
        out_str(o, " ");
        dump(o, ast, kids[i]);
    }
    for (uint32_t i = 0; i < n->list.count; i++) {
        out_str(o, " ");
        dump(o, ast, n->list.items[i]);
    }
    if (n->type) dump_type(o, ast, n->type);
    out_str(o, ")");
}

char *sx_ast_dump(const sx_ast *ast, const sx_node *node) {
    sx_out o = {0};
    dump(&o, ast, node ? node : ast->root);
    if (o.oom) {
        free(o.p);
        return NULL;
    }
    return o.p;
}
