/* grammar.c - tsc's grammar checks on a tree the parser accepted that need types or the checker's codes (getters without return, duplicate accessors, delete operands, `with`). */
#include "checker/ck.h"

#include <stdio.h>

/*
 * tsc reports these from its checker (checkGrammar*), together with the type errors: tree-sitter
 * accepts the constructs, so the front end sees no syntax error. The front end's syntax
 * diagnoser (frontend/syntax_diag.c) already reports the grammar errors that need no types
 * (misplaced await/return/break, parameter lists, accessor shapes, duplicate defaults, const
 * without initializer, delete of an identifier); this walk adds the ones tied to the checker's
 * codes (TS2378, TS2300 in object literals, TS7005, TS2703, TS7023, `with`).
 */

typedef struct gwalk {
    sx_ck *ck;
} gwalk;

static void walk(gwalk *w, sx_node *n, int depth);

/* Does a body return or throw anywhere, or loop (where its end may be unreachable)? Nested functions aside. */
static bool may_leave(const sx_node *n, int depth) {
    if (!n || depth > 200) return false;
    switch (n->kind) {
    case SX_N_RETURN:
    case SX_N_THROW:
    case SX_N_WHILE:
    case SX_N_DO_WHILE:
    case SX_N_FOR:
    case SX_N_FOR_OF:
    case SX_N_FOR_IN:
    case SX_N_TRY:
    case SX_N_SWITCH:
    case SX_N_LABELED:
    case SX_N_CALL: /* may return never */ return true;
    case SX_N_FUNCTION:
    case SX_N_CLASS: return depth > 0;
    default: break;
    }
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (may_leave(kids[i], depth + 1)) return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (may_leave(n->list.items[i], depth + 1)) return true;
    return false;
}

/* Accessors (class members and object literal properties): p is the PROPERTY, p->b its FUNCTION. */
static void accessor(gwalk *w, sx_node *p) {
    sx_node *fn = p->b;
    if (!fn || fn->kind != SX_N_FUNCTION || !p->a) return;
    if ((p->flags & SX_NF_GETTER) && !fn->list.count && fn->b && fn->b->kind == SX_N_BLOCK && !may_leave(fn->b, 0))
        sx_ck_error_at(w->ck, p->a, 2378, "A 'get' accessor must return a value.");
}

/* Property name text of an object literal key (identifier, string or number literal). */
static bool key_text(sx_ck *ck, sx_node *k, const char **s, uint32_t *len, char *buf, size_t cap) {
    (void)ck;
    if (!k) return false;
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

/* checkGrammarObjectLiteralExpression with accessors: a property and an accessor (TS1118), two getters (TS2300). */
static void object_literal(gwalk *w, sx_node *o) {
    sx_ck *ck = w->ck;
    bool accessors = false; /* without one there is nothing to report (and no pairs to compare) */
    for (uint32_t i = 0; i < o->list.count && !accessors; i++)
        accessors = o->list.items[i] && (o->list.items[i]->flags & (SX_NF_GETTER | SX_NF_SETTER)) != 0;
    for (uint32_t i = 1; accessors && i < o->list.count; i++) {
        sx_node *p = o->list.items[i];
        char b1[32], b2[32];
        const char *k;
        uint32_t kl;
        if (!p || p->kind != SX_N_PROPERTY || !key_text(ck, p->a, &k, &kl, b1, sizeof b1)) continue;
        bool p_acc = (p->flags & (SX_NF_GETTER | SX_NF_SETTER)) != 0;
        for (uint32_t j = 0; j < i; j++) {
            sx_node *q = o->list.items[j];
            const char *qk;
            uint32_t ql;
            if (!q || q->kind != SX_N_PROPERTY || !key_text(ck, q->a, &qk, &ql, b2, sizeof b2) || ql != kl ||
                memcmp(qk, k, kl) != 0)
                continue;
            bool q_acc = (q->flags & (SX_NF_GETTER | SX_NF_SETTER)) != 0;
            /* two plain properties: TS1117 comes from the front end's syntax diagnoser */
            if (p_acc != q_acc)
                sx_ck_error_at(ck, p->a, 1118,
                               "An object literal cannot have property and accessor with the same name.");
            else if (p_acc && (p->flags & (SX_NF_GETTER | SX_NF_SETTER)) == (q->flags & (SX_NF_GETTER | SX_NF_SETTER)))
                sx_ck_error_at(ck, p->a, 2300, "Duplicate identifier '%.*s'.", (int)kl, k);
            break;
        }
    }
}

static void const_without_init(gwalk *w, sx_node *vd) {
    if (vd->op != SX_OP_CONST || (vd->flags & SX_NF_DECLARE)) return;
    for (uint32_t i = 0; i < vd->list.count; i++) {
        sx_node *d = vd->list.items[i];
        if (!d || d->b || !d->a || d->a->kind != SX_N_IDENT) continue;
        if (!d->type)
            sx_ck_error_at(w->ck, d->a, 7005, "Variable '%.*s' implicitly has an 'any' type.", (int)d->a->len,
                           d->a->str);
    }
}

static void delete_operand(gwalk *w, sx_node *n) {
    sx_node *e = n->a;
    while (e && e->kind == SX_N_CHAIN) e = e->a;
    if (!e || e->kind == SX_N_MEMBER || e->kind == SX_N_INDEX) return;
    sx_ck_error_at(w->ck, e, 2703, "The operand of a 'delete' operator must be a property reference.");
}

/* What a recursive call looks like: `name(...)`, or `this.name(...)` / `Cls.name(...)` (member;
 * `cls` is the class's name for a static member, else NULL; `priv`: a #private name). */
typedef struct rtarget {
    const char *name, *cls;
    uint32_t len, clen;
    bool member, priv;
    /* `return name(...)` (or `return await name(...)` in an async function) as a whole does not
     * count: tsc skips a return statement that directly calls the function itself, through its
     * declaration's name or a constant naming it (checkAndAggregateReturnExpressionTypes) */
    bool direct_ok, is_async;
} rtarget;

static bool is_target_call(const sx_node *n, const rtarget *t) {
    const sx_node *f = n->kind == SX_N_CALL ? n->a : NULL;
    if (!f || f->len != t->len || (t->len && memcmp(f->str, t->name, t->len) != 0)) return false;
    if (!t->member) return f->kind == SX_N_IDENT;
    if (f->kind != SX_N_MEMBER || !f->a || (f->flags & SX_NF_OPTIONAL) || ((f->flags & SX_NF_PRIVATE) != 0) != t->priv)
        return false;
    const sx_node *o = f->a;
    return o->kind == SX_N_THIS ||
           (t->cls && o->kind == SX_N_IDENT && o->len == t->clen && memcmp(o->str, t->cls, t->clen) == 0);
}

/* A call of the target inside an expression (not looking into nested functions). */
static bool calls_target(const sx_node *n, const rtarget *t, int depth) {
    if (!n || depth > 200 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS) return false;
    if (is_target_call(n, t)) return true;
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (calls_target(kids[i], t, depth + 1)) return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (calls_target(n->list.items[i], t, depth + 1)) return true;
    return false;
}

/* Does a return statement of the body (nested functions aside) call the target? */
static bool returns_target(const sx_node *n, const rtarget *t, int depth) {
    if (!n || depth > 200 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS) return false;
    if (n->kind == SX_N_RETURN) {
        const sx_node *e = n->a && n->a->kind == SX_N_AWAIT && t->is_async ? n->a->a : n->a;
        if (t->direct_ok && e && is_target_call(e, t)) return false;
        return calls_target(n->a, t, 0);
    }
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (returns_target(kids[i], t, depth + 1)) return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (returns_target(n->list.items[i], t, depth + 1)) return true;
    return false;
}

/* Does the function (an expression body, or a block's return statements) call the target? */
static bool fn_returns_target(const sx_node *fn, const rtarget *t) {
    return (fn->flags & SX_NF_EXPR_BODY) ? calls_target(fn->b, t, 0) : returns_target(fn->b, t, 0);
}

/* The callbacks of `.map(cb)` / `.flatMap(cb)` calls inside expression `n` (nested functions aside)
 * that return a recursive call: tsc infers map's U from the callback's return type, so the
 * callback's return type and the outer function's are circular together (TS7024 on each callback). */
static uint32_t map_callbacks(const sx_node *n, const rtarget *t, const sx_node **out, uint32_t cnt, int depth) {
    if (!n || depth > 200 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS) return cnt;
    if (n->kind == SX_N_CALL && n->a && n->a->kind == SX_N_MEMBER && n->list.count >= 1 && n->list.items[0] &&
        ((n->a->len == 3 && memcmp(n->a->str, "map", 3) == 0) ||
         (n->a->len == 7 && memcmp(n->a->str, "flatMap", 7) == 0))) {
        const sx_node *cb = n->list.items[0];
        bool shadowed = false; /* `xs.map((f) => f())` inside f: another f */
        for (uint32_t i = 0; cb->kind == SX_N_FUNCTION && !t->member && i < cb->list.count; i++) {
            const sx_node *prm = cb->list.items[i];
            const sx_node *id = prm && prm->a && prm->a->kind == SX_N_DEFAULT ? prm->a->a : prm ? prm->a : NULL;
            shadowed |= !id || id->kind != SX_N_IDENT || (id->len == t->len && memcmp(id->str, t->name, t->len) == 0);
        }
        rtarget in_cb = *t; /* a direct `return f(...)` in the callback is not a call of the callback itself */
        in_cb.direct_ok = false;
        if (cb->kind == SX_N_FUNCTION && !shadowed && !cb->type && cb->b &&
            !(cb->flags & (SX_NF_GENERATOR | SX_NF_ASYNC)) && cnt < 8 && fn_returns_target(cb, &in_cb))
            out[cnt++] = cb;
    }
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++) cnt = map_callbacks(kids[i], t, out, cnt, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) cnt = map_callbacks(n->list.items[i], t, out, cnt, depth + 1);
    return cnt;
}

/* map_callbacks over the return expressions of a function body (nested functions aside). */
static uint32_t map_callbacks_in_returns(const sx_node *n, const rtarget *t, const sx_node **out, uint32_t cnt,
                                         int depth) {
    if (!n || depth > 200 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS) return cnt;
    if (n->kind == SX_N_RETURN) return map_callbacks(n->a, t, out, cnt, 0);
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++) cnt = map_callbacks_in_returns(kids[i], t, out, cnt, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++)
        cnt = map_callbacks_in_returns(n->list.items[i], t, out, cnt, depth + 1);
    return cnt;
}

/* Recursion through map callbacks: TS7024 on each such callback; true when there was one (the
 * caller then reports TS7023 on the function). */
static bool recursive_via_map(gwalk *w, const sx_node *fn, const rtarget *t) {
    const sx_node *cbs[8];
    uint32_t n = (fn->flags & SX_NF_EXPR_BODY) ? map_callbacks(fn->b, t, cbs, 0, 0)
                                               : map_callbacks_in_returns(fn->b, t, cbs, 0, 0);
    for (uint32_t i = 0; i < n; i++)
        sx_ck_error_at(w->ck, cbs[i], 7024,
                       "Function implicitly has return type 'any' because it does not have a return type annotation "
                       "and is referenced directly or indirectly in one of its return expressions.");
    return n > 0;
}

/* TS7023 / TS7024 for members: a method (class or untyped object literal) or an arrow-function
 * field without a return type whose return expressions call the member itself through `this` (or
 * the class, for a static one): `fact(n) { return n * this.fact(n - 1); }`. `cls`: the class's
 * name, NULL for an object literal. */
static void recursive_member(gwalk *w, sx_node *p, const char *cls, uint32_t clen) {
    sx_node *fn = p->b, *key = p->a;
    if (!fn || fn->kind != SX_N_FUNCTION || fn->type || !fn->b || !key || key->kind != SX_N_STRING || !key->str ||
        (fn->flags & SX_NF_GENERATOR) || (p->flags & (SX_NF_GETTER | SX_NF_SETTER)))
        return;
    bool method = (p->flags & SX_NF_METHOD) != 0;
    if (!method && (!(fn->flags & SX_NF_ARROW) || p->type)) return; /* a field: an arrow function, not typed */
    if (method && sx_ck_fn_has_this_param(w->ck, fn)) return;       /* `m(this: I)`: this.m is I's, not circular */
    const char *src = w->ck->src.text;
    uint32_t ks = key->span.start, ke = key->span.end;
    if (ke <= ks || ke > w->ck->src.len) return;
    char c0 = src[ks];
    if (!(c0 == '#' || c0 == '_' || c0 == '$' || ((c0 | 32) >= 'a' && (c0 | 32) <= 'z'))) return; /* no "quoted" keys */
    rtarget rt = {.name = key->str,
                  .len = key->len,
                  .cls = (p->flags & SX_NF_STATIC) ? cls : NULL,
                  .clen = clen,
                  .member = true,
                  .priv = (p->flags & SX_NF_PRIVATE) != 0};
    bool rec = fn_returns_target(fn, &rt);
    if (!rec && method) rec = recursive_via_map(w, fn, &rt);
    if (!rec) return;
    if (method)
        sx_ck_error_at(w->ck, key, 7023,
                       "'%.*s' implicitly has return type 'any' because it does not have a return type annotation "
                       "and is referenced directly or indirectly in one of its return expressions.",
                       (int)(ke - ks), src + ks);
    else
        sx_ck_error_at(w->ck, fn, 7024,
                       "Function implicitly has return type 'any' because it does not have a return type annotation "
                       "and is referenced directly or indirectly in one of its return expressions.");
}

/* TS7023: a function without a return type whose return expressions call it (its type is circular). */
static void recursive_return(gwalk *w, sx_node *fn, sx_node *name, bool constant) {
    if (!fn || fn->kind != SX_N_FUNCTION || fn->type || !fn->b || !name || !name->str || (fn->flags & SX_NF_GENERATOR))
        return;
    rtarget rt = {
        .name = name->str, .len = name->len, .direct_ok = constant, .is_async = (fn->flags & SX_NF_ASYNC) != 0};
    bool rec = fn_returns_target(fn, &rt);
    if (!rec) rec = recursive_via_map(w, fn, &rt);
    if (rec)
        sx_ck_error_at(
            w->ck, name, 7023,
            "'%.*s' implicitly has return type 'any' because it does not have a return type annotation and is "
            "referenced directly or indirectly in one of its return expressions.",
            (int)name->len, name->str);
}

/* (Absent children are skipped here rather than in walk: most nodes have one or two of four.) */
static inline __attribute__((always_inline)) void walk_kids(gwalk *w, sx_node *n, int depth) {
    if (n->a) walk(w, n->a, depth + 1);
    if (n->b) walk(w, n->b, depth + 1);
    if (n->c) walk(w, n->c, depth + 1);
    if (n->d) walk(w, n->d, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++)
        if (n->list.items[i]) walk(w, n->list.items[i], depth + 1);
}

static void walk(gwalk *w, sx_node *n, int depth) {
    if (!n || depth > SX_MAX_NESTING + 50) return;
    switch (n->kind) {
    case SX_N_PROPERTY:
        if (n->flags & (SX_NF_GETTER | SX_NF_SETTER)) accessor(w, n);
        break;
    case SX_N_OBJECT: object_literal(w, n); break;
    case SX_N_FOR:
    case SX_N_FOR_OF:
    case SX_N_FOR_IN:
    case SX_N_WHILE:
    case SX_N_DO_WHILE:
        if (n->kind == SX_N_FOR && n->a && n->a->kind == SX_N_VAR_DECL) const_without_init(w, n->a);
        /* for (const x of xs): the declaration has no initializer by design */
        if ((n->kind == SX_N_FOR_OF || n->kind == SX_N_FOR_IN) && n->a && n->a->kind == SX_N_VAR_DECL) {
            for (uint32_t i = 0; i < n->a->list.count; i++)
                if (n->a->list.items[i]) walk(w, n->a->list.items[i]->a, depth + 1);
            walk(w, n->b, depth + 1);
            walk(w, n->c, depth + 1);
            walk(w, n->d, depth + 1);
            return;
        }
        if (n->kind == SX_N_FOR && n->a && n->a->kind == SX_N_VAR_DECL) {
            for (uint32_t i = 0; i < n->a->list.count; i++)
                if (n->a->list.items[i]) walk_kids(w, n->a->list.items[i], depth + 1);
            walk(w, n->b, depth + 1);
            walk(w, n->c, depth + 1);
            walk(w, n->d, depth + 1);
            return;
        }
        break;
    case SX_N_VAR_DECL:
        const_without_init(w, n);
        for (uint32_t i = 0; i < n->list.count; i++) {
            sx_node *d = n->list.items[i];
            if (d && d->a && d->a->kind == SX_N_IDENT && !d->type && d->b && d->b->kind == SX_N_FUNCTION)
                recursive_return(w, d->b, d->a, n->op != SX_OP_VAR); /* (a `let` may not be reassigned) */
            /* `const o = { m() { return this.m(); } }`: `this` is the literal's own type (with a
             * contextual type it would be that type, and nothing is circular) */
            if (d && !d->type && d->b && d->b->kind == SX_N_OBJECT)
                for (uint32_t k = 0; k < d->b->list.count; k++) {
                    sx_node *p = d->b->list.items[k];
                    if (p && p->kind == SX_N_PROPERTY && (p->flags & SX_NF_METHOD)) recursive_member(w, p, NULL, 0);
                }
        }
        break;
    case SX_N_CLASS: {
        /* members right after text the front end dropped (overload signatures: `this.m()` then has
         * their return type, nothing is circular) are left alone */
        const char *t = w->ck->src.text;
        uint32_t prev = n->b ? n->b->span.end : n->span.start;
        while (prev < n->span.end && t[prev] != '{') prev++;
        for (uint32_t i = 0; i < n->list.count; i++) {
            sx_node *p = n->list.items[i];
            if (!p) continue;
            bool gap = memchr(t + prev, '(', p->span.start > prev ? p->span.start - prev : 0) != NULL;
            if (p->kind == SX_N_PROPERTY && !(p->flags & SX_NF_DECLARE) && !gap)
                recursive_member(w, p, n->str, n->str ? n->len : 0);
            prev = p->span.end;
        }
        break;
    }
    case SX_N_FUNC_DECL:
        if (n->a && n->a->str) {
            /* the name node: FUNCTION keeps only the text; find it after `function` */
            sx_node name = {0};
            const char *t = w->ck->src.text;
            uint32_t p = n->a->span.start;
            while (p + 8 <= n->a->span.end && memcmp(t + p, "function", 8) != 0) p++;
            p += 8;
            while (p + n->a->len <= n->a->span.end && memcmp(t + p, n->a->str, n->a->len) != 0) p++;
            name.kind = SX_N_IDENT;
            name.str = n->a->str;
            name.len = n->a->len;
            name.span.start = p;
            name.span.end = p + n->a->len;
            recursive_return(w, n->a, &name, true);
        }
        break;
    case SX_N_UNARY:
        if (n->op == SX_OP_DELETE) delete_operand(w, n);
        break;
    case SX_N_TYPE:
    case SX_N_INTERFACE:
    case SX_N_TYPE_ALIAS: return;
    default: break;
    }
    walk_kids(w, n, depth);
}

void sx_ck_grammar(sx_ck *ck, sx_node *prog) {
    gwalk w = {ck};
    walk(&w, prog, 0);
    /* the front end drops `with` statements, leaving its own note (SX9001) where they stood */
    sx_diags *d = &ck->ast->diags;
    for (uint32_t i = 0, n = d->count; i < n; i++) {
        uint32_t at = d->items[i].start;
        if (d->items[i].own && d->items[i].code == SX_OWN_DIAG_UNSUPPORTED && at + 4 <= ck->src.len &&
            memcmp(ck->src.text + at, "with", 4) == 0) {
            sx_ck_error(ck, at, 4, 1101, "'with' statements are not allowed in strict mode.");
            sx_ck_error(ck, at, 4, 2410,
                        "The 'with' statement is not supported. All symbols in a 'with' block will have type 'any'.");
        }
    }
}
