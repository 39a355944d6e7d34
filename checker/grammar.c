/* grammar.c - tsc's grammar checks on a tree the parser accepted (misplaced await/return/break, parameter lists, accessors, duplicates). */
#include "checker/ck.h"

#include <stdio.h>

/*
 * tsc reports these from its checker (checkGrammar*), together with the type errors: tree-sitter
 * accepts the constructs, so the front end sees no syntax error. One walk over the program keeps
 * a stack of the enclosing functions, loops, switches and labels.
 */

enum { GF_FUNC, GF_LOOP, GF_SWITCH, GF_LABEL };

typedef struct gframe {
    uint8_t kind;
    bool async;          /* GF_FUNC */
    bool label_on_loop;  /* GF_LABEL: the labeled statement is a loop */
    const char *label;   /* GF_LABEL */
    uint32_t llen;
} gframe;

typedef struct gwalk {
    sx_ck *ck;
    gframe stack[256];
    uint32_t n;
    bool module; /* the file has an import or export */
} gwalk;

static void walk(gwalk *w, sx_node *n, int depth);

static void push(gwalk *w, gframe f) {
    if (w->n < sizeof w->stack / sizeof w->stack[0])
        w->stack[w->n] = f;
    w->n++;
}

static const gframe *frame(const gwalk *w, uint32_t i) {
    return i < sizeof w->stack / sizeof w->stack[0] ? &w->stack[i] : NULL;
}

static bool is_loop(const sx_node *n) {
    return n && (n->kind == SX_N_FOR || n->kind == SX_N_FOR_OF || n->kind == SX_N_FOR_IN || n->kind == SX_N_WHILE ||
                 n->kind == SX_N_DO_WHILE);
}

/* checkGrammarBreakOrContinueStatement */
static void jump(gwalk *w, sx_node *n) {
    sx_ck *ck = w->ck;
    bool is_break = n->kind == SX_N_BREAK;
    for (uint32_t i = w->n; i-- > 0;) {
        const gframe *f = frame(w, i);
        if (!f)
            return;
        if (f->kind == GF_FUNC) {
            sx_ck_error_at(ck, n, 1107, "Jump target cannot cross function boundary.");
            return;
        }
        if (f->kind == GF_LABEL && n->str && f->llen == n->len && memcmp(f->label, n->str, n->len) == 0) {
            if (!is_break && !f->label_on_loop)
                sx_ck_error_at(ck, n, 1115, "A 'continue' statement can only jump to a label of an enclosing iteration statement.");
            return;
        }
        if (!n->str && (f->kind == GF_LOOP || (f->kind == GF_SWITCH && is_break)))
            return;
    }
    if (n->str)
        sx_ck_error_at(ck, n, is_break ? 1116 : 1115,
                       is_break ? "A 'break' statement can only jump to a label of an enclosing statement."
                                : "A 'continue' statement can only jump to a label of an enclosing iteration statement.");
    else if (is_break)
        sx_ck_error_at(ck, n, 1105, "A 'break' statement can only be used within an enclosing iteration or switch statement.");
    else
        sx_ck_error_at(ck, n, 1104, "A 'continue' statement can only be used within an enclosing iteration statement.");
}

static const gframe *enclosing_function(const gwalk *w) {
    for (uint32_t i = w->n; i-- > 0;) {
        const gframe *f = frame(w, i);
        if (f && f->kind == GF_FUNC)
            return f;
    }
    return NULL;
}

static void await_expr(gwalk *w, sx_node *n) {
    const gframe *f = enclosing_function(w);
    if (f) {
        if (!f->async)
            sx_ck_error_at(w->ck, n, 1308, "'await' expressions are only allowed within async functions and at the top levels of modules.");
        return;
    }
    if (!w->module)
        sx_ck_error_at(w->ck, n, 1375,
                       "'await' expressions are only allowed at the top level of a file when that file is a module, but this "
                       "file has no imports or exports. Consider adding an empty 'export {}' to make this file a module.");
    sx_ck_error_at(w->ck, n, 1378,
                   "Top-level 'await' expressions are only allowed when the 'module' option is set to 'es2022', 'esnext', "
                   "'system', 'node16', 'node18', 'node20', 'nodenext', or 'preserve', and the 'target' option is set to "
                   "'es2017' or higher.");
}

/* checkGrammarParameterList: the first problem only. */
static void params(gwalk *w, sx_node *fn) {
    sx_ck *ck = w->ck;
    bool seen_optional = false;
    for (uint32_t i = 0; i < fn->list.count; i++) {
        sx_node *p = fn->list.items[i];
        if (!p || !p->a)
            continue;
        if (p->flags & SX_NF_REST) {
            if (i + 1 != fn->list.count) {
                sx_ck_error(ck, p->span.start, 3, 1014, "A rest parameter must be last in a parameter list.");
                return;
            }
            /* `...xs: T[],` : the comma after the last parameter */
            const char *t = ck->src.text;
            uint32_t k = p->span.end;
            while (k < ck->src.len && (t[k] == ' ' || t[k] == '\t' || t[k] == '\n' || t[k] == '\r'))
                k++;
            if (k < ck->src.len && t[k] == ',') {
                sx_ck_error(ck, k, 1, 1013, "A rest parameter or binding pattern may not have a trailing comma.");
                return;
            }
        } else if (p->flags & SX_NF_OPTIONAL) {
            seen_optional = true;
            if (p->b) {
                sx_ck_error_at(ck, p->a, 1015, "Parameter cannot have question mark and initializer.");
                return;
            }
        } else if (seen_optional && !p->b) {
            sx_ck_error_at(ck, p->a, 1016, "A required parameter cannot follow an optional parameter.");
            return;
        }
    }
}

/* Does a body return or throw anywhere, or loop (where its end may be unreachable)? Nested functions aside. */
static bool may_leave(const sx_node *n, int depth) {
    if (!n || depth > 200)
        return false;
    switch (n->kind) {
    case SX_N_RETURN: case SX_N_THROW: case SX_N_WHILE: case SX_N_DO_WHILE: case SX_N_FOR: case SX_N_FOR_OF:
    case SX_N_FOR_IN: case SX_N_TRY: case SX_N_SWITCH: case SX_N_LABELED:
    case SX_N_CALL: /* may return never */
        return true;
    case SX_N_FUNCTION: case SX_N_CLASS:
        return depth > 0;
    default: break;
    }
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (may_leave(kids[i], depth + 1))
            return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (may_leave(n->list.items[i], depth + 1))
            return true;
    return false;
}

/* Accessors (class members and object literal properties): p is the PROPERTY, p->b its FUNCTION. */
static void accessor(gwalk *w, sx_node *p) {
    sx_node *fn = p->b;
    if (!fn || fn->kind != SX_N_FUNCTION || !p->a)
        return;
    if ((p->flags & SX_NF_GETTER) && fn->list.count)
        sx_ck_error_at(w->ck, p->a, 1054, "A 'get' accessor cannot have parameters.");
    else if ((p->flags & SX_NF_SETTER) && fn->type)
        sx_ck_error_at(w->ck, p->a, 1095, "A 'set' accessor cannot have a return type annotation.");
    else if ((p->flags & SX_NF_SETTER) && fn->list.count != 1)
        sx_ck_error_at(w->ck, p->a, 1049, "A 'set' accessor must have exactly one parameter.");
    else if ((p->flags & SX_NF_GETTER) && fn->b && fn->b->kind == SX_N_BLOCK && !may_leave(fn->b, 0))
        sx_ck_error_at(w->ck, p->a, 2378, "A 'get' accessor must return a value.");
}

/* Property name text of an object literal key (identifier, string or number literal). */
static bool key_text(sx_ck *ck, sx_node *k, const char **s, uint32_t *len, char *buf, size_t cap) {
    (void)ck;
    if (!k)
        return false;
    if (k->kind == SX_N_STRING) {
        *s = k->str;
        *len = k->len;
        return true;
    }
    if (k->kind == SX_N_NUMBER && k->num >= 0 && k->num < 1e15 && k->num == (double)(long long)k->num) {
        int n = snprintf(buf, cap, "%lld", (long long)k->num);
        *s = buf;
        *len = (uint32_t)n;
        return n > 0;
    }
    return false;
}

/* checkGrammarObjectLiteralExpression: `{ a: 1, a: 2 }` (TS1117), a property and an accessor (TS1118). */
static void object_literal(gwalk *w, sx_node *o) {
    sx_ck *ck = w->ck;
    for (uint32_t i = 1; i < o->list.count; i++) {
        sx_node *p = o->list.items[i];
        char b1[32], b2[32];
        const char *k;
        uint32_t kl;
        if (!p || p->kind != SX_N_PROPERTY || !key_text(ck, p->a, &k, &kl, b1, sizeof b1))
            continue;
        bool p_acc = (p->flags & (SX_NF_GETTER | SX_NF_SETTER)) != 0;
        for (uint32_t j = 0; j < i; j++) {
            sx_node *q = o->list.items[j];
            const char *qk;
            uint32_t ql;
            if (!q || q->kind != SX_N_PROPERTY || !key_text(ck, q->a, &qk, &ql, b2, sizeof b2) || ql != kl ||
                memcmp(qk, k, kl) != 0)
                continue;
            bool q_acc = (q->flags & (SX_NF_GETTER | SX_NF_SETTER)) != 0;
            if (!p_acc && !q_acc)
                sx_ck_error_at(ck, p->a, 1117, "An object literal cannot have multiple properties with the same name.");
            else if (p_acc != q_acc)
                sx_ck_error_at(ck, p->a, 1118, "An object literal cannot have property and accessor with the same name.");
            else if ((p->flags & (SX_NF_GETTER | SX_NF_SETTER)) == (q->flags & (SX_NF_GETTER | SX_NF_SETTER)))
                sx_ck_error_at(ck, p->a, 2300, "Duplicate identifier '%.*s'.", (int)kl, k);
            break;
        }
    }
}

static void switch_defaults(gwalk *w, sx_node *sw) {
    bool seen = false;
    for (uint32_t i = 0; i < sw->list.count; i++) {
        sx_node *c = sw->list.items[i];
        if (!c || c->a)
            continue;
        if (seen)
            sx_ck_error(w->ck, c->span.start, 7, 1113, "A 'default' clause cannot appear more than once in a 'switch' statement.");
        seen = true;
    }
}

static void const_without_init(gwalk *w, sx_node *vd) {
    if (vd->op != SX_OP_CONST || (vd->flags & SX_NF_DECLARE))
        return;
    for (uint32_t i = 0; i < vd->list.count; i++) {
        sx_node *d = vd->list.items[i];
        if (!d || d->b || !d->a || d->a->kind != SX_N_IDENT)
            continue;
        sx_ck_error_at(w->ck, d->a, 1155, "'const' declarations must be initialized.");
        if (!d->type)
            sx_ck_error_at(w->ck, d->a, 7005, "Variable '%.*s' implicitly has an 'any' type.", (int)d->a->len, d->a->str);
    }
}

static void delete_operand(gwalk *w, sx_node *n) {
    sx_node *e = n->a;
    while (e && e->kind == SX_N_CHAIN)
        e = e->a;
    if (!e || e->kind == SX_N_MEMBER || e->kind == SX_N_INDEX)
        return;
    if (e->kind == SX_N_IDENT)
        sx_ck_error_at(w->ck, e, 1102, "'delete' cannot be called on an identifier in strict mode.");
    sx_ck_error_at(w->ck, e, 2703, "The operand of a 'delete' operator must be a property reference.");
}

/* A call of `name` inside an expression (not looking into nested functions). */
static bool calls_name(const sx_node *n, const char *name, uint32_t len, int depth) {
    if (!n || depth > 200 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS)
        return false;
    if (n->kind == SX_N_CALL && n->a && n->a->kind == SX_N_IDENT && n->a->len == len && memcmp(n->a->str, name, len) == 0)
        return true;
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (calls_name(kids[i], name, len, depth + 1))
            return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (calls_name(n->list.items[i], name, len, depth + 1))
            return true;
    return false;
}

/* Does a return statement of the body (nested functions aside) call `name`? */
static bool returns_call(const sx_node *n, const char *name, uint32_t len, int depth) {
    if (!n || depth > 200 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS)
        return false;
    if (n->kind == SX_N_RETURN)
        return calls_name(n->a, name, len, 0);
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (returns_call(kids[i], name, len, depth + 1))
            return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (returns_call(n->list.items[i], name, len, depth + 1))
            return true;
    return false;
}

/* TS7023: a function without a return type whose return expressions call it (its type is circular). */
static void recursive_return(gwalk *w, sx_node *fn, sx_node *name) {
    if (!fn || fn->kind != SX_N_FUNCTION || fn->type || !fn->b || !name || !name->str || (fn->flags & SX_NF_GENERATOR))
        return;
    bool rec = (fn->flags & SX_NF_EXPR_BODY) ? calls_name(fn->b, name->str, name->len, 0)
                                              : returns_call(fn->b, name->str, name->len, 0);
    if (rec)
        sx_ck_error_at(w->ck, name, 7023,
                       "'%.*s' implicitly has return type 'any' because it does not have a return type annotation and is "
                       "referenced directly or indirectly in one of its return expressions.",
                       (int)name->len, name->str);
}

static void walk_kids(gwalk *w, sx_node *n, int depth) {
    walk(w, n->a, depth + 1);
    walk(w, n->b, depth + 1);
    walk(w, n->c, depth + 1);
    walk(w, n->d, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++)
        walk(w, n->list.items[i], depth + 1);
}

static void walk(gwalk *w, sx_node *n, int depth) {
    if (!n || depth > SX_MAX_NESTING + 50)
        return;
    uint32_t base = w->n;
    switch (n->kind) {
    case SX_N_FUNCTION:
        params(w, n);
        push(w, (gframe){GF_FUNC, (n->flags & SX_NF_ASYNC) != 0, false, NULL, 0});
        break;
    case SX_N_CLASS:
        /* field initializers and static blocks are function boundaries too */
        push(w, (gframe){GF_FUNC, false, false, NULL, 0});
        break;
    case SX_N_PROPERTY:
        if (n->flags & (SX_NF_GETTER | SX_NF_SETTER))
            accessor(w, n);
        break;
    case SX_N_OBJECT: object_literal(w, n); break;
    case SX_N_FOR:
    case SX_N_FOR_OF:
    case SX_N_FOR_IN:
    case SX_N_WHILE:
    case SX_N_DO_WHILE:
        if (n->kind == SX_N_FOR && n->a && n->a->kind == SX_N_VAR_DECL)
            const_without_init(w, n->a);
        push(w, (gframe){GF_LOOP, false, false, NULL, 0});
        /* for (const x of xs): the declaration has no initializer by design */
        if ((n->kind == SX_N_FOR_OF || n->kind == SX_N_FOR_IN) && n->a && n->a->kind == SX_N_VAR_DECL) {
            for (uint32_t i = 0; i < n->a->list.count; i++)
                if (n->a->list.items[i])
                    walk(w, n->a->list.items[i]->a, depth + 1);
            walk(w, n->b, depth + 1);
            walk(w, n->c, depth + 1);
            walk(w, n->d, depth + 1);
            w->n = base;
            return;
        }
        if (n->kind == SX_N_FOR && n->a && n->a->kind == SX_N_VAR_DECL) {
            for (uint32_t i = 0; i < n->a->list.count; i++)
                if (n->a->list.items[i])
                    walk_kids(w, n->a->list.items[i], depth + 1);
            walk(w, n->b, depth + 1);
            walk(w, n->c, depth + 1);
            walk(w, n->d, depth + 1);
            w->n = base;
            return;
        }
        break;
    case SX_N_SWITCH:
        switch_defaults(w, n);
        walk(w, n->a, depth + 1);
        push(w, (gframe){GF_SWITCH, false, false, NULL, 0});
        for (uint32_t i = 0; i < n->list.count; i++)
            walk(w, n->list.items[i], depth + 1);
        w->n = base;
        return;
    case SX_N_LABELED:
        push(w, (gframe){GF_LABEL, false, is_loop(n->a), n->str, n->len});
        break;
    case SX_N_BREAK:
    case SX_N_CONTINUE: jump(w, n); break;
    case SX_N_RETURN:
        if (!enclosing_function(w))
            sx_ck_error(w->ck, n->span.start, 6, 1108, "A 'return' statement can only be used within a function body.");
        break;
    case SX_N_AWAIT: await_expr(w, n); break;
    case SX_N_VAR_DECL:
        const_without_init(w, n);
        for (uint32_t i = 0; i < n->list.count; i++) {
            sx_node *d = n->list.items[i];
            if (d && d->a && d->a->kind == SX_N_IDENT && !d->type && d->b && d->b->kind == SX_N_FUNCTION)
                recursive_return(w, d->b, d->a);
        }
        break;
    case SX_N_FUNC_DECL:
        if (n->a && n->a->str) {
            /* the name node: FUNCTION keeps only the text; find it after `function` */
            sx_node name = {0};
            const char *t = w->ck->src.text;
            uint32_t p = n->a->span.start;
            while (p + 8 <= n->a->span.end && memcmp(t + p, "function", 8) != 0)
                p++;
            p += 8;
            while (p + n->a->len <= n->a->span.end && memcmp(t + p, n->a->str, n->a->len) != 0)
                p++;
            name.kind = SX_N_IDENT;
            name.str = n->a->str;
            name.len = n->a->len;
            name.span.start = p;
            name.span.end = p + n->a->len;
            recursive_return(w, n->a, &name);
        }
        break;
    case SX_N_UNARY:
        if (n->op == SX_OP_DELETE)
            delete_operand(w, n);
        break;
    case SX_N_TYPE:
    case SX_N_INTERFACE:
    case SX_N_TYPE_ALIAS:
        return;
    default: break;
    }
    walk_kids(w, n, depth);
    w->n = base;
}

void sx_ck_grammar(sx_ck *ck, sx_node *prog) {
    gwalk w = {0};
    w.ck = ck;
    for (uint32_t i = 0; i < prog->list.count; i++) {
        sx_node *s = prog->list.items[i];
        if (s && (s->kind == SX_N_IMPORT || s->kind == SX_N_EXPORT))
            w.module = true;
    }
    walk(&w, prog, 0);
    /* the front end drops `with` statements, leaving its own note (SX9001) where they stood */
    sx_diags *d = &ck->ast->diags;
    for (uint32_t i = 0, n = d->count; i < n; i++) {
        uint32_t at = d->items[i].start;
        if (d->items[i].own && d->items[i].code == SX_OWN_DIAG_UNSUPPORTED && at + 4 <= ck->src.len &&
            memcmp(ck->src.text + at, "with", 4) == 0) {
            sx_ck_error(ck, at, 4, 1101, "'with' statements are not allowed in strict mode.");
            sx_ck_error(ck, at, 4, 2410, "The 'with' statement is not supported. All symbols in a 'with' block will have type 'any'.");
        }
    }
}
