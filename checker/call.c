/* call.c - functions (signatures, contextual typing, return inference) and calls (overloads, inference). */
#include "checker/ck.h"

#include <stdlib.h>

/* ---------------------------------------------------------------------------------------------
 * Functions
 * ------------------------------------------------------------------------------------------- */

/* tsc: a parameter with an initializer that a required parameter follows is not optional; a caller
 * passes it, undefined included: `(state: S = init, action: A)` is `(state: S | undefined, action:
 * A) => ...` (the body still sees S, stmt.c). */
static void required_before_defaults(sx_ck *ck, const sx_node *fn, sx_sig *s) {
    uint32_t last = 0;
    for (uint32_t i = 0; i < s->nparams; i++)
        if (!s->params[i].optional && !s->params[i].rest) last = i + 1;
    for (uint32_t i = 0; i < last; i++) {
        sx_param *q = &s->params[i];
        const sx_node *p = i < fn->list.count ? fn->list.items[i] : NULL;
        if (!q->optional || !p || !p->b || (p->flags & SX_NF_OPTIONAL)) continue;
        q->optional = false;
        if (q->type && q->type->kind != TK_ANY && q->type->kind != TK_UNKNOWN)
            q->type = sx_ck_t_union2(ck, q->type, T_UNDEF(ck));
    }
    if (last > s->min_args) s->min_args = last;
}

/* The single call signature of a contextual type (NULL when none or ambiguous). */
static sx_sig *ctx_sig(sx_ck *ck, sx_type *ctx) {
    if (!ctx) return NULL;
    if (ctx->kind == TK_UNION) {
        sx_sig *found = NULL;
        for (uint32_t i = 0; i < ctx->u.set.n; i++) {
            sx_sig *s = ctx_sig(ck, ctx->u.set.t[i]);
            if (s) {
                if (found) return NULL;
                found = s;
            }
        }
        return found;
    }
    if (ctx->kind != TK_OBJ && ctx->kind != TK_REF && ctx->kind != TK_INTER) return NULL;
    uint32_t n;
    sx_sig **s = sx_ck_get_sigs(ck, ctx, false, &n);
    return n == 1 ? s[0] : NULL;
}

static bool is_context_sensitive(sx_node *e) {
    if (!e) return false;
    if (e->kind == SX_N_FUNCTION) {
        for (uint32_t i = 0; i < e->list.count; i++)
            if (e->list.items[i] && !e->list.items[i]->type) return true;
        return false;
    }
    if (e->kind == SX_N_OBJECT) {
        for (uint32_t i = 0; i < e->list.count; i++) {
            sx_node *p = e->list.items[i];
            if (p && p->kind == SX_N_PROPERTY && p->b && is_context_sensitive(p->b)) return true;
        }
    }
    if (e->kind == SX_N_ARRAY)
        for (uint32_t i = 0; i < e->list.count; i++)
            if (is_context_sensitive(e->list.items[i])) return true;
    return false;
}

/* `function f(this: T, ...)`: the front end drops the `this` parameter, the text still has it. */
bool sx_ck_fn_has_this_param(sx_ck *ck, const sx_node *fn) {
    const char *t = ck->src.text;
    uint32_t end = fn->b ? fn->b->span.start : fn->span.end;
    uint32_t i = fn->span.start;
    while (i < end && t[i] != '(') i++;
    if (i >= end) return false;
    i++;
    while (i < end && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) i++;
    if (i + 4 > end || memcmp(t + i, "this", 4) != 0) return false;
    i += 4;
    while (i < end && (t[i] == ' ' || t[i] == '\t')) i++;
    return i < end && (t[i] == ':' || t[i] == ',' || t[i] == ')');
}

/* The type written on a function's `this` parameter (`this: new () => T`), read from the text
 * in the function's type parameter scope; NULL when there is none. */
static sx_type *this_param_type(sx_ck *ck, const sx_node *fn) {
    if (!sx_ck_fn_has_this_param(ck, fn)) return NULL;
    const char *t = ck->src.text;
    uint32_t end = fn->b ? fn->b->span.start : fn->span.end, i = fn->span.start;
    while (i < end && t[i] != '(') i++;
    while (i < end && t[i] != ':' && t[i] != ',' && t[i] != ')') i++;
    if (i >= end || t[i] != ':') return NULL;
    uint32_t start = ++i;
    int depth = 0; /* the annotation ends at the first , or ) outside brackets */
    for (; i < end; i++) {
        char c = t[i];
        if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
        else if ((c == ')' || c == ']' || c == '}' || (c == '>' && t[i - 1] != '=')) && depth > 0) depth--;
        else if ((c == ',' || c == ')') && depth == 0) break;
    }
    if (i >= end) return NULL;
    sx_tnode *tn = sx_ck_tp_type(&ck->src, start, i);
    return tn ? sx_ck_resolve(ck, tn, &ck->src) : NULL;
}

/* TS7031 for each name bound by a parameter pattern that has neither a type nor a default. */
static void implicit_any_pattern(sx_ck *ck, sx_node *pat, int depth) {
    if (!pat || depth > 16) return;
    for (uint32_t i = 0; i < pat->list.count; i++) {
        sx_node *e = pat->list.items[i];
        if (!e) continue;
        sx_node *target = e;
        if (pat->kind == SX_N_OBJECT_PATTERN) {
            if (e->kind != SX_N_PROPERTY) continue; /* ...rest */
            target = e->b ? e->b : e->a;
        }
        if (target->kind == SX_N_OBJECT_PATTERN || target->kind == SX_N_ARRAY_PATTERN)
            implicit_any_pattern(ck, target, depth + 1);
        else if ((target->kind == SX_N_IDENT || target->kind == SX_N_STRING) && target->str)
            sx_ck_error(ck, e->span.start, e->span.end - e->span.start, 7031,
                        "Binding element '%.*s' implicitly has an 'any' type.", (int)target->len, target->str);
    }
}

static sx_type *param_type_at(sx_ck *ck, sx_sig *s, uint32_t i);
static sx_type *tuple_slice(sx_ck *ck, sx_type *t, uint32_t from, uint32_t to);

/* The elements of tuple t from k on, for a rest parameter there: a tuple while k is not past
 * t's first rest element, else the array of the rest's elements. */
static sx_type *tuple_rest_from(sx_ck *ck, sx_type *t, uint32_t k) {
    if (k <= sx_ck_tuple_first_rest(t)) return tuple_slice(ck, t, k, t->u.set.n);
    sx_type *e = sx_ck_t_elem(ck, t);
    return sx_ck_t_array(ck, e ? e : T_ANY(ck), false);
}

sx_sig *sx_ck_fn_sig(sx_ck *ck, sx_node *fn, sx_type *ctx, bool report) {
    uint32_t np = fn->list.count;
    sx_sig *s = sx_ck_sig_new(ck, np);
    if (!s) return NULL;
    s->fn = fn;
    /* type parameters written in the source */
    sx_ttparam *ttp;
    uint32_t nttp;
    if (sx_ck_tp_tparams_in(&ck->src, fn->span.start, fn->list.count ? fn->list.items[0]->span.start : fn->span.end,
                            &ttp, &nttp) &&
        nttp) {
        sx_ck_resolve_tparams(ck, ttp, nttp, &ck->src, &s->tps);
        s->ntps = s->tps ? nttp : 0;
    }
    sx_tpenv env = {ck->tpenv, s->tps, s->ntps};
    ck->tpenv = &env;
    sx_sig *cs = ctx_sig(ck, ctx);
    s->this_param = this_param_type(ck, fn);
    s->has_this = s->this_param != NULL;
    bool opt_seen = false;
    for (uint32_t i = 0; i < np; i++) {
        sx_node *p = fn->list.items[i];
        sx_param *q = &s->params[i];
        if (!p) continue;
        q->rest = (p->flags & SX_NF_REST) != 0;
        q->optional = (p->flags & SX_NF_OPTIONAL) || p->b;
        if (cs && cs->iife && !p->type && !q->rest && i < cs->nparams && cs->params[i].optional) q->optional = true;
        if (p->a && p->a->kind == SX_N_IDENT) {
            q->name = p->a->str;
            q->len = p->a->len;
        } else {
            q->name = sx_ck_strf(ck, "__%u", i);
            q->len = (uint32_t)strlen(q->name);
        }
        sx_type *t = NULL;
        if (p->type) {
            t = sx_ck_resolve_annot(ck, p->type);
        } else if (ctx && ctx->kind == TK_ANY && ctx != ck->pre->written_any) {
            t = T_ANY(ck); /* contextually typed by an any the checker made up: no implicit-any error */
        } else if (cs) {
            if (i < cs->nparams && !cs->params[i].rest) t = cs->params[i].type;
            else if (cs->nparams && cs->params[cs->nparams - 1].rest) {
                sx_type *rt = cs->params[cs->nparams - 1].type;
                if (rt && rt->kind == TK_TUPLE) /* (...a: [number, string]): x gets number, y string */
                    t = q->rest ? tuple_rest_from(ck, rt, i - (cs->nparams - 1)) : param_type_at(ck, cs, i);
                else t = q->rest ? rt : (rt ? sx_ck_t_elem(ck, rt) : NULL);
            }
            if (!t) t = T_ANY(ck);
        } else if (p->b) {
            int saved = ck->silent;
            ck->silent = 1;
            t = sx_ck_expr_mutable(ck, p->b, NULL);
            ck->silent = saved;
        } else {
            t = q->rest ? sx_ck_t_array(ck, T_ANY(ck), false) : T_ANY(ck);
            if (report && (!ctx || ctx == ck->pre->written_any) && p->a) {
                if (q->rest && p->a->kind == SX_N_IDENT)
                    sx_ck_error(ck, p->span.start, p->a->span.end - p->span.start, 7019,
                                "Rest parameter '%.*s' implicitly has an 'any[]' type.", (int)q->len, q->name);
                else if (p->a->kind == SX_N_IDENT)
                    sx_ck_error_at(ck, p->a, 7006, "Parameter '%.*s' implicitly has an 'any' type.", (int)q->len,
                                   q->name);
                else if (!q->rest) implicit_any_pattern(ck, p->a, 0);
            }
        }
        q->type = t ? t : T_ANY(ck);
        if (q->rest) s->has_rest = true;
        if (q->optional || q->rest) opt_seen = true;
        if (!opt_seen) s->min_args = i + 1;
    }
    required_before_defaults(ck, fn, s);
    if (fn->type) {
        /* return type annotation; a type predicate `x is T` */
        sx_tnode *tn = sx_ck_annot_tree(ck, fn->type->span.start, fn->type->span.end);
        /* `m(): this`: a call gives the receiver's type (a subclass's for inherited methods) */
        if (tn && tn->kind == TN_THIS) s->ret_this = true;
        /* predicates: `x is T` parse via the return-type grammar of a tiny signature */
        uint32_t st = fn->type->span.start, en = fn->type->span.end;
        const char *src = ck->src.text;
        bool pred = false;
        for (uint32_t k = st; k + 3 < en; k++)
            if (src[k] == ' ' && src[k + 1] == 'i' && src[k + 2] == 's' && src[k + 3] == ' ') pred = true;
        if (pred || (en - st > 8 && memcmp(src + st, "asserts ", 8) == 0)) {
            sx_buf b = {0};
            sx_ck_buf_puts(&b, "():");
            sx_ck_buf_put(&b, src + st, en - st);
            char *txt = sx_arena_strdup(ck->arena, b.s ? b.s : "", b.n); /* names in the types point into it */
            sx_tsrc tmp = {txt ? txt : "", txt ? (uint32_t)b.n : 0, ck->arena};
            const char *n2;
            uint32_t l2;
            sx_tsig *ts = sx_ck_tp_func_sig(&tmp, 0, tmp.len, &n2, &l2);
            if (ts && ts->ret && ts->ret->kind == TN_PRED) {
                sx_tnode *pn = ts->ret;
                for (uint32_t i = 0; i < np; i++)
                    if (s->params[i].len == pn->len && memcmp(s->params[i].name, pn->name, pn->len) == 0)
                        s->pred_index = (int)i;
                if (pn->len == 4 && memcmp(pn->name, "this", 4) == 0) s->pred_index = SX_PRED_THIS;
                s->asserts = (pn->flags & TNF_ASSERTS) != 0;
                s->pred = pn->a ? sx_ck_resolve(ck, pn->a, &tmp) : T_ANY(ck);
                s->ret = s->asserts ? T_VOID(ck) : T_BOOLEAN(ck);
            }
            /* the temporary text is referenced by the parsed nodes only during resolution */
            sx_ck_buf_free(&b);
        }
        if (!s->ret) s->ret = tn ? sx_ck_resolve(ck, tn, &ck->src) : T_ANY(ck);
        sx_type *r = s->ret;
        if (report && (fn->flags & SX_NF_ASYNC) && !(fn->flags & SX_NF_GENERATOR) && r->kind != TK_ANY &&
            !(r->kind == TK_REF && r->u.ref.decl == ck->pre->promise) && !sx_ck_t_contains_tparam(r))
            sx_ck_error_at(ck, fn->type, 1064,
                           "The return type of an async function or method must be the global Promise<T> type. Did you "
                           "mean to write 'Promise<%s>'?",
                           sx_ck_t_str(ck, r));
    }
    ck->tpenv = env.parent;
    return s;
}

static void fnctx_push(sx_ck *ck, sx_fnctx *f, sx_node *fn, sx_sig *sig, sx_type *this_type) {
    memset(f, 0, sizeof *f);
    f->parent = ck->fn;
    f->fn = fn;
    f->is_async = (fn->flags & SX_NF_ASYNC) != 0;
    f->this_type = (fn->flags & SX_NF_ARROW) && ck->fn ? ck->fn->this_type : this_type;
    f->this_implicit = (fn->flags & SX_NF_ARROW) && ck->fn && ck->fn->this_implicit;
    f->cls = ck->fn ? ck->fn->cls : NULL;
    sx_ck_fnctx_set_ret(ck, f, fn, sig);
    ck->fn = f;
}

void sx_ck_fnctx_set_ret(sx_ck *ck, sx_fnctx *f, sx_node *fn, sx_sig *sig) {
    f->is_gen = (fn->flags & SX_NF_GENERATOR) != 0;
    if (sig && sig->ret && f->is_gen) {
        /* a generator returns its TReturn; `yield` checks against T and gives TNext (when written) */
        sx_type *y, *r, *nx;
        if (sx_ck_gen_parts(ck, sig->ret, &y, &r, &nx)) {
            f->ret = r;
            if (fn->type) f->yield_t = y, f->next_t = nx;
        }
    } else if (sig && sig->ret) {
        sx_type *r = sig->ret;
        if (f->is_async && r->kind == TK_REF && r->u.ref.decl == ck->pre->promise) r = r->u.ref.args[0];
        f->ret = r;
    }
}

/* The library's iterator interfaces a generator's return type may be written as; each takes
 * <T, TReturn, TNext>. */
static const char *const g_iter_ifaces[] = {"Generator",
                                            "Iterator",
                                            "IterableIterator",
                                            "Iterable",
                                            "IteratorObject",
                                            "AsyncGenerator",
                                            "AsyncIterator",
                                            "AsyncIterableIterator",
                                            "AsyncIterable",
                                            "AsyncIteratorObject",
                                            NULL};

bool sx_ck_gen_parts(sx_ck *ck, sx_type *t, sx_type **y, sx_type **r, sx_type **nx) {
    if (!t || t->kind != TK_REF) return false;
    sx_sym *d = t->u.ref.decl;
    if (!d->scope || d->scope->kind != SC_LIB) return false;
    for (int i = 0; g_iter_ifaces[i]; i++)
        if (d->len == strlen(g_iter_ifaces[i]) && memcmp(d->name, g_iter_ifaces[i], d->len) == 0) {
            uint32_t n = t->u.ref.n;
            *y = n > 0 ? t->u.ref.args[0] : T_ANY(ck);
            *r = n > 1 ? t->u.ref.args[1] : T_ANY(ck);
            *nx = n > 2 ? t->u.ref.args[2] : T_ANY(ck);
            return true;
        }
    return false;
}

/* Remember a yielded type of an unannotated generator (its inferred yield type). */
static void add_yield(sx_ck *ck, sx_type *t) {
    sx_fnctx *f = ck->fn;
    if (f->nyields == f->capyields) {
        uint32_t cap = f->capyields ? f->capyields * 2 : 4;
        sx_type **ny = sx_ck_alloc(ck, cap * sizeof *ny);
        if (!ny) return;
        if (f->nyields) memcpy(ny, f->yields, f->nyields * sizeof *ny);
        f->yields = ny;
        f->capyields = cap;
    }
    f->yields[f->nyields++] = t;
}

/* `yield x` gives the generator's TNext (any when not written); `yield* it` gives the delegate's
 * TReturn. Both add to the yield type being inferred. A generator with neither a return type nor
 * a contextual one whose `yield` result is read where nothing types it: TS7057. */
sx_type *sx_ck_yield(sx_ck *ck, sx_node *n, sx_type *ctx) {
    sx_fnctx *f = ck->fn;
    if (!(n->flags & SX_NF_GENERATOR) && f && f->is_gen && f->fn && !f->fn->type && !f->ctx_ret &&
        ck->unused_expr != n && (!ctx || ctx->kind == TK_ANY))
        sx_ck_error_at(ck, n, 7057,
                       "'yield' expression implicitly results in an 'any' type because its containing generator "
                       "lacks a return-type annotation.");
    bool gen = f && f->is_gen;
    if (n->flags & SX_NF_GENERATOR) {
        sx_type *ot = n->a ? sx_ck_expr(ck, n->a, NULL) : T_ANY(ck), *el = NULL, *res = T_ANY(ck);
        if (gen && ot->kind != TK_ANY) {
            el = f->is_async ? sx_ck_async_iterated(ck, ot) : sx_ck_iterated(ck, ot);
            sx_type *y, *r, *nx;
            if (sx_ck_gen_parts(ck, ot, &y, &r, &nx)) res = r;
        }
        if (gen && f->collecting) add_yield(ck, el ? el : T_ANY(ck));
        return res;
    }
    sx_type *t = n->a ? sx_ck_expr(ck, n->a, gen ? f->yield_t : NULL) : T_UNDEF(ck);
    if (gen && f->is_async) t = sx_ck_awaited(ck, t);
    if (gen && f->collecting) add_yield(ck, t);
    else if (gen && f->yield_t && n->a) /* a written yield type: each yielded value is assignable to it */
        sx_ck_check_assign(ck, t, f->yield_t, n->a->span.start, n->a->span.end - n->a->span.start, 2322, n->a);
    return gen && f->next_t ? f->next_t : T_ANY(ck);
}

static sx_type *widen_inferred(sx_ck *ck, sx_type **ts, uint32_t nts, bool add_undef, sx_type *ctx_ret,
                               bool bool_regular);

/* The inferred return type of a function from its collected return expressions. */
static sx_type *returns_type(sx_ck *ck, sx_fnctx *f, bool end_reachable, sx_type *ctx_ret) {
    sx_type *r;
    if (f->is_async) /* `return h()` of a `Res | Promise<Res>`: Res */
        for (uint32_t i = 0; i < f->nrets; i++) f->rets[i] = sx_ck_awaited(ck, f->rets[i]);
    if (f->is_gen) {
        /* Generator<Y, R, unknown> (AsyncGenerator for an async one): Y from the yields */
        sx_type *ret = f->nrets == 0 ? T_VOID(ck)
                                     : widen_inferred(ck, f->rets, f->nrets, end_reachable || f->has_empty_return,
                                                      ctx_ret, f->bool_regular);
        sx_type *y = f->nyields == 0 ? T_NEVER(ck) : widen_inferred(ck, f->yields, f->nyields, false, NULL, false);
        sx_sym *g = f->is_async ? ck->pre->async_generator : ck->pre->generator;
        if (!g || !ret || !y) return T_ANY(ck);
        /* TNext: unknown, or the contextual return type's (`take(function* () { ... })`) */
        sx_type *cy, *cr, *cn = NULL;
        if (!ctx_ret || !sx_ck_gen_parts(ck, ctx_ret, &cy, &cr, &cn) || !cn) cn = T_UNKNOWN(ck);
        sx_type *args[3] = {y, ret, cn};
        return sx_ck_t_ref(ck, g, args, 3);
    }
    if (f->nrets == 0 && !end_reachable && !f->has_empty_return &&
        (f->self_return ||
         (f->fn && !(f->fn->flags & SX_NF_DECL) && (!(f->fn->flags & SX_NF_METHOD) || f->obj_method))))
        r = T_NEVER(ck); /* a function expression that always throws, or a function that only calls itself */
    else if (f->nrets == 0) {
        /* TS 5.1: no returned value where the context returns exactly `undefined` is undefined */
        sx_type *cr = ctx_ret;
        if (cr && f->is_async && cr->kind == TK_REF && cr->u.ref.decl == ck->pre->promise && cr->u.ref.n == 1)
            cr = cr->u.ref.args[0];
        r = cr && cr->kind == TK_UNDEFINED ? T_UNDEF(ck) : T_VOID(ck);
    } else {
        r = widen_inferred(ck, f->rets, f->nrets, end_reachable || f->has_empty_return, ctx_ret, f->bool_regular);
        if (!r) return T_ANY(ck);
    }
    if (f->is_async) r = sx_ck_t_promise(ck, r);
    return r;
}

/* The union of inferred return (or yield) types, widened as tsc does; `undefined` joins when
 * the end is reachable. NULL when out of memory. */
static sx_type *widen_inferred(sx_ck *ck, sx_type **ts, uint32_t nts, bool add_undef, sx_type *ctx_ret,
                               bool bool_regular) {
    sx_type *r;
    {
        sx_type **v = sx_ck_alloc(ck, (nts + 1) * sizeof *v);
        if (!v) return NULL;
        memcpy(v, ts, nts * sizeof *v);
        uint32_t n = nts;
        if (add_undef) v[n++] = T_UNDEF(ck);
        r = sx_ck_t_union(ck, v, n);
        bool keep = false;
        if (ctx_ret) {
            /* literal return types survive when the contextual return type has literals */
            sx_type *c = ctx_ret;
            keep = c->kind == TK_STRLIT || c->kind == TK_NUMLIT ||
                   (c->kind == TK_UNION && (sx_ck_t_has_kind(c, TK_STRLIT) || sx_ck_t_has_kind(c, TK_NUMLIT)));
        }
        /* tsc widens a single literal ("a" -> string), not a union of them; a literal the contextual
         * return type wants stays, as a regular literal (no more widening by inference: U[] from
         * map(() => "a") with context ("a" | "b")[] is "a"[]) */
        if (sx_ck_t_is_unit(r)) r = keep ? sx_ck_t_regular(r) : sx_ck_t_widen_literal(ck, r);
        /* ... a written boolean literal too, unless the context wants boolean literals */
        if ((r->kind == TK_TRUE || r->kind == TK_FALSE) && !bool_regular &&
            !(ctx_ret && (ctx_ret->kind == TK_TRUE || ctx_ret->kind == TK_FALSE || sx_ck_t_has_kind(ctx_ret, TK_TRUE) ||
                          sx_ck_t_has_kind(ctx_ret, TK_FALSE))))
            r = T_BOOLEAN(ck);
    }
    return r;
}

bool sx_block_end_reachable(sx_ck *ck);

sx_type *sx_ck_infer_return(sx_ck *ck, sx_node *fn, sx_sig *sig) {
    if (sig->ret) return sig->ret;
    if (sig->subst_of && sig->subst_of->fn == fn) { /* a substituted copy: the original's, substituted */
        sx_sig *o = sig->subst_of;
        sx_type *r = sx_ck_infer_return(ck, fn, o);
        if (sig->ret) return sig->ret; /* (inferred meanwhile, through a recursive call) */
        sig->ret_this = o->ret_this;
        return sig->ret = r ? sx_ck_subst(ck, r, sig->subst_from, sig->subst_to, sig->subst_n) : T_ANY(ck);
    }
    if (fn->flags & SX_NF_DECL && !fn->b) return sig->ret = T_ANY(ck);
    static __thread int guard; /* per thread: recursion through mutually recursive functions */
    if (guard > 8) return T_ANY(ck);
    sig->ret = T_ANY(ck); /* recursive calls see any */
    guard++;
    ck->silent++;
    sx_env saved = {0};
    memset(&saved, 0, sizeof saved);
    sx_ck_env_copy(ck, &saved, &ck->env);
    sx_fnctx f;
    /* a class member's `this` is its class (static side) or the polymorphic `this` of its instances:
     * a type parameter bounded by the instance type, so that `return this` is recognised */
    sx_type *this_t = ck->fn ? ck->fn->this_type : NULL, *this_tp = NULL;
    if (sig->this_param) this_t = sig->this_param; /* `static create<T>(this: new () => T)` */
    else if (sig->cls && sig->is_static && sig->cls->vtype) this_t = sig->cls->vtype;
    else if (sig->cls && sig->cls->dtype) {
        this_tp = sx_ck_tparam_new(ck, "this", 4);
        this_tp->u.tp.constraint = sig->cls->dtype;
        this_t = this_tp;
    }
    fnctx_push(ck, &f, fn, sig, this_t);
    if (sig->cls) f.cls = sig->cls;
    f.obj_method = !sig->cls && (fn->flags & SX_NF_METHOD) && !(fn->flags & SX_NF_DECL);
    f.collecting = true;
    /* the function's own type parameters name themselves in its body (`as Array<keyof T>`), as
     * when the body is checked in place: not any (keyof any would be string | number | symbol) */
    sx_tpenv tpe = {ck->tpenv, sig->tps, sig->ntps};
    if (sig->ntps) ck->tpenv = &tpe;
    sx_ck_fn_body(ck, fn, sig, NULL);
    if (sig->ntps) ck->tpenv = tpe.parent;
    bool reach = !ck->env.dead;
    ck->fn = f.parent;
    sx_type *r = returns_type(ck, &f, reach && !(fn->flags & SX_NF_EXPR_BODY), NULL);
    if (this_tp && r == this_tp) {
        sig->ret_this = true;
        r = sig->cls->dtype;
    } else if (this_tp && sx_ck_t_contains_tparam(r)) {
        sx_type *to = sig->cls->dtype;
        r = sx_ck_subst(ck, r, &this_tp, &to, 1);
    }
    /* ... but the inferred type does not keep them: a call does not substitute into a type inferred
     * this late, nor does a function passed by name (`xs.map(wrap)`): any, as before the body saw them */
    if (sig->ntps && sx_ck_t_contains_tparam(r)) {
        sx_type *anys[16];
        uint32_t n = sig->ntps < 16 ? sig->ntps : 16;
        for (uint32_t i = 0; i < n; i++) anys[i] = T_ANY(ck);
        r = sig->ntps <= 16 ? sx_ck_subst(ck, r, sig->tps, anys, n) : T_ANY(ck);
    }
    sx_ck_env_copy(ck, &ck->env, &saved);
    ck->silent--;
    guard--;
    sig->ret = r;
    return r;
}

static sx_type *function_inner(sx_ck *ck, sx_node *fn, sx_type *ctx);

/* A function expression/arrow: its type, checking its body in place. */
sx_type *sx_ck_function(sx_ck *ck, sx_node *fn, sx_type *ctx) {
    if (!fn || fn->kind != SX_N_FUNCTION) return T_ANY(ck);
    int saved_const = ck->const_ctx;
    ck->const_ctx = 0;
    sx_type *r = function_inner(ck, fn, ctx);
    ck->const_ctx = saved_const;
    return r;
}

static sx_type *function_inner(sx_ck *ck, sx_node *fn, sx_type *ctx) {
    sx_sig *sig = sx_ck_fn_sig(ck, fn, ctx, true);
    if (!sig) return T_ANY(ck);
    sx_sig *cs = ctx_sig(ck, ctx);
    sx_type *this_t = ck->fn ? ck->fn->this_type : NULL;
    sx_env saved = {0};
    memset(&saved, 0, sizeof saved);
    sx_ck_env_copy(ck, &saved, &ck->env);
    sx_fnctx f;
    fnctx_push(ck, &f, fn, sig, (fn->flags & SX_NF_METHOD) ? this_t : (fn->flags & SX_NF_ARROW ? this_t : NULL));
    f.obj_method = (fn->flags & SX_NF_METHOD) != 0;
    if (!(fn->flags & (SX_NF_ARROW | SX_NF_METHOD)))
        f.this_implicit = !sx_ck_fn_has_this_param(ck, fn) && !(cs && cs->has_this) && ck->this_ctx_fn != fn &&
                          !(ctx && ctx->kind == TK_ANY);
    f.collecting = sig->ret == NULL;
    if (cs && cs->ret && cs->ret->kind != TK_VOID) {
        sx_type *cr = cs->ret;
        if (f.is_async && cr->kind == TK_REF && cr->u.ref.decl == ck->pre->promise) cr = cr->u.ref.args[0];
        f.ctx_ret = cr;
    }
    sx_tpenv env = {ck->tpenv, sig->tps, sig->ntps};
    ck->tpenv = &env;
    sx_ck_fn_body(ck, fn, sig, NULL);
    bool reach = !ck->env.dead;
    ck->tpenv = env.parent;
    ck->fn = f.parent;
    if (!sig->ret) sig->ret = returns_type(ck, &f, reach && !(fn->flags & SX_NF_EXPR_BODY), cs ? cs->ret : NULL);
    sx_ck_env_copy(ck, &ck->env, &saved);
    return sx_ck_t_func(ck, sig);
}

/* ---------------------------------------------------------------------------------------------
 * Inference of type arguments
 * ------------------------------------------------------------------------------------------- */

typedef struct infer {
    sx_type **tps;
    uint32_t n;
    sx_type **cand[16];
    uint32_t ncand[16];
    bool nested[16];    /* a candidate came from inside another type (T[], () => T): tsc's !topLevel, no widening */
    int arity[16];      /* a rest parameter `...args: T`: how many arguments T stands for (tsc's impliedArity), or -1 */
    bool all_naked;     /* a union of several naked type parameters gets the source in each (tsc's lower-priority
                        NakedTypeVariable inference; used for the return-type context only) */
    uint8_t arrlit[16]; /* which candidates are the type of an array literal argument (bit k: candidate k) */
} infer;

/* Does t name one of the type parameters being inferred (T, T[], T | undefined)? Such a type comes
 * from the uninstantiated context itself (`[]` typed by `U | ReadonlyArray<U>` in flatMap's
 * callback) and says nothing about them: tsc never infers a type parameter from itself. */
static bool names_own_tparam(const infer *in, const sx_type *t, int depth) {
    if (!t || depth > 3) return false;
    if (t->kind == TK_TPARAM) {
        for (uint32_t i = 0; i < in->n; i++)
            if (in->tps[i] == t) return true;
        return false;
    }
    if (t->kind == TK_UNION || t->kind == TK_TUPLE) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (names_own_tparam(in, t->u.set.t[i], depth + 1)) return true;
        return false;
    }
    if (t->kind == TK_REF)
        for (uint32_t i = 0; i < t->u.ref.n; i++)
            if (names_own_tparam(in, t->u.ref.args[i], depth + 1)) return true;
    return false;
}

static void add_cand(sx_ck *ck, infer *in, uint32_t i, sx_type *t) {
    if (in->ncand[i] >= 8 || names_own_tparam(in, t, 0)) return;
    if (!in->cand[i]) in->cand[i] = sx_ck_alloc(ck, 8 * sizeof(sx_type *));
    if (in->cand[i]) in->cand[i][in->ncand[i]++] = t;
}

static void infer_from(sx_ck *ck, infer *in, sx_type *p, sx_type *a, int depth, bool top);

/* An inference of s's type parameters (the first 16) with no candidate yet. */
static infer infer_new(const sx_sig *s) {
    infer in = {s->tps, s->ntps < 16 ? s->ntps : 16, {0}, {0}, {0}, {0}, false, {0}};
    for (uint32_t i = 0; i < in.n; i++) in.arity[i] = -1;
    return in;
}

/* The tuple of elements [from, to) of tuple t (their flags kept). */
static sx_type *tuple_slice(sx_ck *ck, sx_type *t, uint32_t from, uint32_t to) {
    uint32_t n = to > from ? to - from : 0;
    sx_type **v = n ? sx_ck_alloc(ck, n * sizeof *v) : NULL;
    uint8_t *f = n ? sx_ck_alloc(ck, n) : NULL;
    if (n && (!v || !f)) return T_ANY(ck);
    for (uint32_t i = 0; i < n; i++) {
        v[i] = t->u.set.t[from + i];
        f[i] = t->u.set.ef ? t->u.set.ef[from + i] : 0;
    }
    return sx_ck_t_tuple(ck, v, f, n, false);
}

/* Is t one of the type parameters being inferred? Its index, or -1. */
static int infer_index(const infer *in, const sx_type *t) {
    for (uint32_t i = 0; i < in->n; i++)
        if (in->tps[i] == t) return (int)i;
    return -1;
}

/* A tuple type with rest or variadic elements (`[...T]`, `[A, ...R]`, `[...T, ...U]`) from a tuple
 * or an array, like tsc's inferFromObjectTypes: the fixed elements before the first and after the
 * last rest element match the source's ends; what is left in the middle goes to a single variadic
 * element T as a tuple (or to a rest element X[] element by element), or is split between
 * `...T, ...U` by the number of arguments T stood for (tsc's impliedArity). */
static void infer_variadic(sx_ck *ck, infer *in, sx_type *p, sx_type *a, int depth) {
    uint32_t pn = p->u.set.n, first = pn, last = pn;
    for (uint32_t i = 0; i < pn; i++)
        if (p->u.set.ef[i] & TNF_REST) {
            if (first == pn) first = i;
            last = i;
        }
    if (first == pn) { /* only optional elements */
        for (uint32_t i = 0; a->kind == TK_TUPLE && i < pn && i < a->u.set.n; i++)
            infer_from(ck, in, p->u.set.t[i], a->u.set.t[i], depth + 1, false);
        return;
    }
    if (a->kind != TK_TUPLE) { /* an array: every fixed element from its element type, T from the array */
        sx_type *el = sx_ck_t_elem(ck, a);
        for (uint32_t i = 0; i < pn; i++) {
            sx_type *e = p->u.set.t[i];
            infer_from(ck, in, e, (p->u.set.ef[i] & TNF_REST) ? a : el, depth + 1, false);
        }
        return;
    }
    uint32_t an = a->u.set.n, afixed = sx_ck_tuple_first_rest(a); /* the source's leading fixed elements */
    uint32_t start = first, end = pn - 1 - last;                  /* fixed elements before and after */
    if (start > afixed) { /* a source shorter than the fixed elements before the rest: those only */
        for (uint32_t i = 0; i < afixed; i++) infer_from(ck, in, p->u.set.t[i], a->u.set.t[i], depth + 1, false);
        return;
    }
    for (uint32_t i = 0; i < start; i++) infer_from(ck, in, p->u.set.t[i], a->u.set.t[i], depth + 1, false);
    if (afixed < an) { /* a source with its own rest: its tail goes to a lone variadic element */
        if (first == last && first == start && end == 0)
            infer_from(ck, in, p->u.set.t[first], tuple_slice(ck, a, start, an), depth + 1, false);
        return;
    }
    if (start + end > an) return;
    for (uint32_t j = 0; j < end; j++)
        infer_from(ck, in, p->u.set.t[pn - 1 - j], a->u.set.t[an - 1 - j], depth + 1, false);
    uint32_t mid = pn - start - end;
    if (mid == 1) {
        sx_type *e = p->u.set.t[first];
        if (e->kind == TK_TPARAM) infer_from(ck, in, e, tuple_slice(ck, a, start, an - end), depth + 1, false);
        else
            for (uint32_t i = start; i < an - end; i++)
                infer_from(ck, in, sx_ck_t_elem(ck, e), a->u.set.t[i], depth + 1, false);
        return;
    }
    int k = mid == 2 && first + 1 < pn ? infer_index(in, p->u.set.t[first]) : -1;
    if (k >= 0 && in->arity[k] >= 0 && (uint32_t)in->arity[k] <= an - start - end &&
        p->u.set.t[first + 1]->kind == TK_TPARAM) {
        uint32_t cut = start + (uint32_t)in->arity[k];
        infer_from(ck, in, p->u.set.t[first], tuple_slice(ck, a, start, cut), depth + 1, false);
        infer_from(ck, in, p->u.set.t[first + 1], tuple_slice(ck, a, cut, an - end), depth + 1, false);
    }
}

/* A signature's parameters from i on as one tuple ((a: string, b?: number, ...c: X[]) from 1 is
 * [b?: number, ...c: X[]]), the source for a rest parameter `...args: T` to infer from; NULL when
 * one of them has no type of its own. */
static sx_type *params_tuple(sx_ck *ck, sx_sig *s, uint32_t i) {
    uint32_t n = i < s->nparams ? s->nparams - i : 0;
    sx_type **v = n ? sx_ck_alloc(ck, n * sizeof *v) : NULL;
    uint8_t *f = n ? sx_ck_alloc(ck, n) : NULL;
    if (n && (!v || !f)) return NULL;
    for (uint32_t k = 0; k < n; k++) {
        uint32_t j = i + k;
        if (s->fn && (j >= s->fn->list.count || !s->fn->list.items[j] || !s->fn->list.items[j]->type)) return NULL;
        v[k] = s->params[j].type ? s->params[j].type : T_ANY(ck);
        f[k] = s->params[j].rest ? TNF_REST : s->params[j].optional ? TNF_OPTIONAL : 0;
    }
    return sx_ck_t_tuple(ck, v, f, n, false);
}

/* Is t a rest parameter's type that stands for several parameters: a type parameter or a tuple
 * with variadic elements (`...args: A`, `...args: [...T, ...U]`)? */
static bool variadic_rest(const sx_type *t) {
    if (!t) return false;
    if (t->kind == TK_TPARAM) return true;
    for (uint32_t i = 0; t->kind == TK_TUPLE && t->u.set.ef && i < t->u.set.n; i++)
        if ((t->u.set.ef[i] & TNF_REST) && t->u.set.t[i]->kind == TK_TPARAM) return true;
    return false;
}

/* The index in names (NULL-terminated) of declaration d's name; -1 when none. */
static int decl_name_in(const sx_sym *d, const char *const *names) {
    for (int k = 0; names[k]; k++)
        if (d->len == strlen(names[k]) && memcmp(d->name, names[k], d->len) == 0) return k;
    return -1;
}

/* Another declaration than the parameter's (`Repo<T>` from a `MemoryRepo<Note>`, a class that
 * implements it): tsc's inferFromProperties, each member of p's instance from a's member of that name. */
static void infer_from_members(sx_ck *ck, infer *in, sx_type *p, sx_type *a, int depth) {
    uint32_t np = 0;
    bool partial = false;
    sx_prop *ps = sx_ck_all_props(ck, p, &np, &partial);
    for (uint32_t k = 0; ps && k < np; k++) {
        if (!sx_ck_t_contains_tparam(ps[k].type)) continue;
        sx_propres r = sx_ck_get_prop(ck, a, ps[k].name, ps[k].len);
        if (r.found && r.type) infer_from(ck, in, ps[k].type, r.type, depth + 1, false);
    }
}

static void infer_from(sx_ck *ck, infer *in, sx_type *p, sx_type *a, int depth, bool top) {
    if (!p || !a || depth > 8 || (a->kind == TK_ANY && p->kind != TK_TPARAM)) return;
    if (p->kind == TK_TPARAM) {
        for (uint32_t i = 0; i < in->n; i++)
            if (in->tps[i] == p) {
                add_cand(ck, in, i, a);
                if (!top) in->nested[i] = true;
                return;
            }
        return;
    }
    if (p->kind == TK_UNION) {
        /* T | undefined  <-  X | undefined: the naked type parameter gets what no other member matches;
         * structured members (Promise<T>, T[], { [k: string]: T }) infer from matching shapes */
        sx_type *naked = NULL, *nakeds[4];
        uint32_t before = 0, nnaked = 0;
        for (uint32_t i = 0; i < in->n; i++) before += in->ncand[i];
        for (uint32_t i = 0; i < p->u.set.n; i++) {
            sx_type *m = p->u.set.t[i];
            if (!sx_ck_t_contains_tparam(m)) continue;
            if (m->kind == TK_TPARAM) {
                naked = m;
                if (nnaked < 4) nakeds[nnaked++] = m;
            } else infer_from(ck, in, m, a, depth + 1, top);
        }
        uint32_t after = 0;
        for (uint32_t i = 0; i < in->n; i++) after += in->ncand[i];
        if (naked && after == before) {
            sx_type *rest = a;
            if (a->kind == TK_UNION) {
                sx_type *v[32];
                uint32_t m = 0;
                for (uint32_t i = 0; i < a->u.set.n && m < 32; i++) {
                    bool in_p = false;
                    for (uint32_t k = 0; k < p->u.set.n; k++) in_p |= p->u.set.t[k] == a->u.set.t[i];
                    if (!in_p) v[m++] = a->u.set.t[i];
                }
                rest = sx_ck_t_union(ck, v, m);
            } else {
                for (uint32_t k = 0; k < p->u.set.n; k++)
                    if (p->u.set.t[k] == a) return;
            }
            if (rest->kind != TK_NEVER) {
                if (in->all_naked && nnaked > 1) /* then's Promise<TResult1 | TResult2> <- Promise<Dir> */
                    for (uint32_t k = 0; k < nnaked; k++) infer_from(ck, in, nakeds[k], rest, depth + 1, top);
                else infer_from(ck, in, naked, rest, depth + 1, top);
            }
        }
        return;
    }
    if (p->kind == TK_INTER && in->all_naked) {
        /* T & { id: number } <- { role: "admin"; id: number }: the one naked type parameter gets the
         * whole source (tsc's inferToMultipleTypes for an intersection; return-type context only) */
        sx_type *naked = NULL;
        uint32_t nn = 0;
        for (uint32_t i = 0; i < p->u.set.n; i++)
            if (p->u.set.t[i]->kind == TK_TPARAM && infer_index(in, p->u.set.t[i]) >= 0) naked = p->u.set.t[i], nn++;
        if (nn == 1) {
            infer_from(ck, in, naked, a, depth + 1, top);
            return;
        }
    }
    if (a->kind == TK_UNION && (p->kind == TK_REF || p->kind == TK_OBJ || p->kind == TK_TUPLE)) {
        /* a union source: tsc infers from each of its members (Result<T> <- Result<string>: the
         * `{ ok: true; value: string }` member gives T its candidate) */
        for (uint32_t i = 0; i < a->u.set.n; i++) infer_from(ck, in, p, a->u.set.t[i], depth + 1, top);
        return;
    }
    if (p->kind == TK_REF) {
        /* the library's Awaited<T> (a conditional type): tsc infers to its branches, T among them
         * (`const p: Promise<Level> = Promise.resolve("warn")`: T from the context's Level) */
        if (p->u.ref.n == 1 && !(a->kind == TK_REF && a->u.ref.decl == ck->pre->promise) &&
            sx_ck_is_lib_awaited(ck, p->u.ref.decl)) {
            infer_from(ck, in, p->u.ref.args[0], a, depth + 1, top);
            return;
        }
        if (a->kind == TK_TUPLE && sx_ck_t_is_array(ck, p)) {
            infer_from(ck, in, p->u.ref.args[0], sx_ck_t_elem(ck, a), depth + 1, false);
            return;
        }
        if (a->kind == TK_REF && a->u.ref.decl == p->u.ref.decl) {
            for (uint32_t i = 0; i < p->u.ref.n && i < a->u.ref.n; i++)
                infer_from(ck, in, p->u.ref.args[i], a->u.ref.args[i], depth + 1, false);
            return;
        }
        if (a->kind == TK_REF && p->u.ref.decl == ck->pre->ro_array && a->u.ref.decl == ck->pre->array) {
            infer_from(ck, in, p->u.ref.args[0], a->u.ref.args[0], depth + 1, false);
            return;
        }
        /* Iterable<T> / ArrayLike<T> from an array; PromiseLike<T> from a Promise */
        static const char *const arrayish[] = {"Iterable", "IterableIterator", "ArrayLike", "ConcatArray", NULL};
        int pk = decl_name_in(p->u.ref.decl, arrayish);
        bool p_arrayish = pk >= 0, p_iterable = pk == 0 || pk == 1;
        /* (Iterable and IterableIterator also have TReturn and TNext, which an array does not set) */
        if (a->kind == TK_REF && sx_ck_t_is_array(ck, a) && p->u.ref.n >= 1 && p_arrayish) {
            infer_from(ck, in, p->u.ref.args[0], a->u.ref.args[0], depth + 1, false);
            return;
        }
        /* Iterable<T> from any other iterable (a Set, a Map's entries, a string, a generator): T is
         * what a for-of over it gives */
        if (p_iterable && (a->kind == TK_REF || sx_ck_t_base_primitive(ck, a) == T_STRING(ck))) {
            sx_type *el = sx_ck_iterated(ck, a);
            if (el) {
                infer_from(ck, in, p->u.ref.args[0], el, depth + 1, false);
                return;
            }
        }
        /* ... and the other way round: U[] from a context ConcatArray<X> / ReadonlyArray<X> / Iterable<X>
         * (a.concat(list.map(() => "low")) with a: ("low" | "paid")[]) */
        bool a_arrayish = a->kind == TK_REF && ((a->u.ref.n == 1 && a->u.ref.decl == ck->pre->ro_array) ||
                                                (a->u.ref.n >= 1 && decl_name_in(a->u.ref.decl, arrayish) >= 0));
        if (a_arrayish && sx_ck_t_is_array(ck, p) && p->u.ref.n == 1) {
            infer_from(ck, in, p->u.ref.args[0], a->u.ref.args[0], depth + 1, false);
            return;
        }
        if (a->kind == TK_REF && a->u.ref.decl == ck->pre->promise && p->u.ref.n == 1) {
            infer_from(ck, in, p->u.ref.args[0], a->u.ref.args[0], depth + 1, false);
            return;
        }
        if (a->kind == TK_REF || a->kind == TK_OBJ) infer_from_members(ck, in, p, a, depth);
        return;
    }
    if (p->kind == TK_TUPLE && p->u.set.ef && (a->kind == TK_TUPLE || sx_ck_t_is_array(ck, a))) {
        infer_variadic(ck, in, p, a, depth);
        return;
    }
    if (p->kind == TK_TUPLE && a->kind == TK_TUPLE) {
        for (uint32_t i = 0; i < p->u.set.n && i < a->u.set.n; i++)
            infer_from(ck, in, p->u.set.t[i], a->u.set.t[i], depth + 1, false);
        return;
    }
    if (p->kind == TK_OBJ) {
        const sx_obj *po = p->u.obj;
        uint32_t na;
        sx_sig **as = sx_ck_get_sigs(ck, a, false, &na);
        if (po->ncalls == 1 && na >= 1) {
            sx_sig *ps = po->calls[0], *s = as[na - 1];
            for (uint32_t i = 0; i < ps->nparams; i++) {
                if (ps->params[i].rest && variadic_rest(ps->params[i].type)) { /* (...args: A) => R */
                    sx_type *rest = params_tuple(ck, s, i);
                    if (rest) infer_from(ck, in, ps->params[i].type, rest, depth + 1, false);
                    break;
                }
                if (i >= s->nparams) break;
                /* parameters that got their types from this very context say nothing new */
                if (s->fn && (i >= s->fn->list.count || !s->fn->list.items[i] || !s->fn->list.items[i]->type)) continue;
                infer_from(ck, in, ps->params[i].type, s->params[i].type, depth + 1, false);
            }
            if (ps->pred && s->pred) infer_from(ck, in, ps->pred, s->pred, depth + 1, false);
            else if (ps->ret && s->ret) infer_from(ck, in, ps->ret, s->ret, depth + 1, false);
        }
        uint32_t nac;
        sx_sig **acs = po->nctors == 1 ? sx_ck_get_sigs(ck, a, true, &nac) : NULL;
        if (acs && nac >= 1 && po->ctors[0]->ret && acs[nac - 1]->ret) /* new () => T from typeof C: T = C */
            infer_from(ck, in, po->ctors[0]->ret, acs[nac - 1]->ret, depth + 1, false);
        for (uint32_t i = 0; i < po->nprops; i++) {
            sx_propres r = sx_ck_get_prop(ck, a, po->props[i].name, po->props[i].len);
            if (r.found) infer_from(ck, in, po->props[i].type, r.type, depth + 1, false);
        }
        if (po->str_index) {
            sx_type *ai = sx_ck_get_index(ck, a, false);
            if (ai) infer_from(ck, in, po->str_index, ai, depth + 1, false);
            else if (a->kind == TK_OBJ && a->u.obj->nprops) {
                /* tsc infers from the union of the property types (one candidate) */
                sx_type *v[32];
                uint32_t nv = 0;
                for (uint32_t i = 0; i < a->u.obj->nprops && nv < 32; i++) v[nv++] = a->u.obj->props[i].type;
                infer_from(ck, in, po->str_index, sx_ck_t_union(ck, v, nv), depth + 1, false);
            }
        }
    }
}

static bool tp_in_return_top(sx_sig *s, sx_type *tp) {
    sx_type *r = s->ret;
    if (!r) return false;
    if (r == tp) return true;
    if (r->kind == TK_UNION)
        for (uint32_t i = 0; i < r->u.set.n; i++)
            if (r->u.set.t[i] == tp) return true;
    return false;
}

static sx_type *common_supertype(sx_ck *ck, sx_type **v, uint32_t n);

static bool drop_non_nullish(sx_ck *ck, sx_type *t, void *arg) {
    (void)ck, (void)arg;
    return t->kind != TK_NULL && t->kind != TK_UNDEFINED;
}

/* The null and undefined members of t. */
static sx_type *nullable_part(sx_ck *ck, sx_type *t) { return sx_ck_t_remove(ck, t, drop_non_nullish, NULL); }

/* tsc's unionObjectAndArrayLiteralCandidates: two or more object or array literal candidates become one, their
 * union with the `b?: undefined` of object literal widening, after the others (`either({ x: 1 },
 * { x: 2, y: 3 })` gives T = { x: number; y?: undefined; } | { x: number; y: number; }). */
static bool literal_candidate(const sx_type *t) {
    if (t->flags & TF_PARTIAL) return false;
    return (t->kind == TK_OBJ && (t->flags & TF_OBJLIT) && !t->sym) || (t->flags & TF_ARRLIT);
}

static uint32_t literal_candidates(sx_ck *ck, sx_type **v, uint32_t n, uint8_t arrlit) {
    sx_type *lits[8];
    uint32_t nl = 0, w = 0;
    for (uint32_t k = 0; k < n; k++)
        if (literal_candidate(v[k]) || (arrlit & (1u << k))) lits[nl++] = v[k];
    if (nl < 2) return n;
    for (uint32_t k = 0; k < n; k++)
        if (!literal_candidate(v[k]) && !(arrlit & (1u << k))) v[w++] = v[k];
    v[w++] = sx_ck_t_normalize_objlits(ck, sx_ck_t_union(ck, lits, nl));
    return w;
}

static sx_type *infer_result(sx_ck *ck, infer *in, uint32_t i, sx_sig *s) {
    sx_type *tp = in->tps[i];
    if (in->ncand[i] == 0) /* tsc says unknown; any keeps us from reporting what we cannot see */
        return tp->u.tp.constraint && !sx_ck_t_contains_tparam(tp->u.tp.constraint) ? tp->u.tp.constraint : T_ANY(ck);
    sx_type *c = tp->u.tp.constraint;
    bool prim = (c && (c->kind == TK_STRING || c->kind == TK_NUMBER || c == ck->pre->boolean ||
                       sx_ck_t_has_kind(c, TK_STRING) || sx_ck_t_has_kind(c, TK_NUMBER))) ||
                (tp->flags & TF_CONST_TP); /* `<const T>`: literals kept (tsc's isConstTypeVariable) */
    bool widen = !prim && !in->nested[i] && !tp_in_return_top(s, tp);
    sx_type *v[8];
    uint32_t n = in->ncand[i];
    for (uint32_t k = 0; k < n; k++) {
        v[k] = in->cand[i][k];
        if (widen) v[k] = sx_ck_t_widen_literal(ck, v[k]);
        else if (prim) v[k] = sx_ck_t_regular(v[k]);
    }
    n = literal_candidates(ck, v, n, in->arrlit[i]);
    /* tsc's getCommonSupertype: null and undefined are set aside, then added to what the others give
     * (`fallback(null, 0)`: T = number | null... of the candidates null, 0: 0 | null) */
    sx_type *nullish = NULL;
    if (n > 1) {
        uint32_t w = 0;
        for (uint32_t k = 0; k < n; k++) {
            sx_type *nn = sx_ck_t_non_nullable(ck, v[k]);
            if (nn != v[k])
                nullish = nullish ? sx_ck_t_union2(ck, nullish, nullable_part(ck, v[k])) : nullable_part(ck, v[k]);
            if (nn->kind != TK_NEVER) v[w++] = nn;
        }
        if (w == 0) { /* only null and undefined */
            nullish = NULL;
            for (uint32_t k = 0; k < n; k++) v[k] = in->cand[i][k];
        } else n = w;
    }
    sx_type *r = common_supertype(ck, v, n);
    if (nullish) r = sx_ck_t_union2(ck, r, nullish);
    /* an inference that breaks the constraint becomes the constraint (the arguments are then checked against it) */
    if (c && !sx_ck_t_contains_tparam(c) && !sx_ck_t_contains_tparam(r) && !sx_ck_assignable(ck, r, c)) return c;
    return r;
}

/* The first candidate that is a supertype of all others; else union of primitives; else the first. */
static sx_type *common_supertype(sx_ck *ck, sx_type **v, uint32_t n) {
    sx_type *r = NULL;
    for (uint32_t k = 0; k < n && !r; k++) {
        bool all = true;
        for (uint32_t j = 0; j < n && all; j++) all = sx_ck_assignable(ck, v[j], v[k]);
        if (all) r = v[k];
    }
    if (!r) {
        /* tsc's getCommonSupertype: literals of one primitive unite; otherwise the leftmost candidate that
         * no later one is a supertype of */
        bool same_base = true;
        for (uint32_t k = 0; k < n; k++)
            same_base &=
                sx_ck_t_is_literal(v[k]) && sx_ck_t_base_primitive(ck, v[k]) == sx_ck_t_base_primitive(ck, v[0]);
        if (same_base) r = sx_ck_t_union(ck, v, n);
        else {
            r = v[0];
            for (uint32_t k = 1; k < n; k++)
                if (sx_ck_assignable(ck, r, v[k])) r = v[k];
        }
    }
    return r;
}

/* ---------------------------------------------------------------------------------------------
 * Calls
 * ------------------------------------------------------------------------------------------- */

typedef struct argv {
    sx_node **nodes;
    sx_type **types;
    uint32_t n;
    bool spread;
    sx_type *this_arg; /* the receiver (a in a.m()): inferred from against a `this` parameter */
} argv;

static sx_type *param_type_at(sx_ck *ck, sx_sig *s, uint32_t i) {
    if (i < s->nparams && !s->params[i].rest) return s->params[i].type ? s->params[i].type : T_ANY(ck);
    if (s->has_rest && s->nparams) {
        sx_type *rt = s->params[s->nparams - 1].type;
        if (rt && rt->kind == TK_TUPLE) { /* ...args: [name: string, ...scores: number[]] */
            uint32_t k = i - (s->nparams - 1);
            for (uint32_t j = 0; j < rt->u.set.n && j <= k; j++)
                if (rt->u.set.ef && (rt->u.set.ef[j] & TNF_REST)) {
                    sx_type *e = j + 1 == rt->u.set.n ? sx_ck_t_elem(ck, rt->u.set.t[j]) : NULL;
                    return e ? e : T_ANY(ck); /* elements after a rest element: not modelled */
                }
            return k < rt->u.set.n ? rt->u.set.t[k] : NULL;
        }
        sx_type *e = rt ? sx_ck_t_elem(ck, rt) : NULL;
        return e ? e : T_ANY(ck);
    }
    return NULL;
}

static uint32_t min_args(const sx_sig *s) { return sx_ck_sig_min_args(s); }

static bool arity_ok(sx_sig *s, uint32_t n) { return n >= min_args(s) && (s->has_rest || n <= s->nparams); }

/* A function passed by name (`xs.filter(isText)`) before anything called it: infer its return
 * type now, and with it the type predicate TS 5.5 infers (`v is string`), which overloads such
 * as filter's choose by. */
static void infer_fn_value(sx_ck *ck, sx_type *t) {
    if (!t || t->kind != TK_OBJ || !t->u.obj || t->u.obj->ncalls != 1) return;
    sx_sig *g = t->u.obj->calls[0];
    if (!g->ret && g->fn && g->fn->kind == SX_N_FUNCTION) sx_ck_infer_return(ck, g->fn, g);
}

/* tsc's instantiateTypeWithSingleGenericCallSignature: a generic function passed where a
 * non-generic function type is expected (`rs.filter(isOk)`, `rs.map(unwrap)`) is instantiated
 * with the type arguments its parameters infer from the expected ones, so
 * `<T, E>(r: Result<T, E>) => r is Ok<T>` becomes `(r: Result<Cfg, Err>) => r is Ok<Cfg>` and
 * the callee infers from that, never from the argument's own T. */
static sx_type *generic_fn_in_context(sx_ck *ck, sx_type *at, sx_type *ctxt) {
    if (!at || at->kind != TK_OBJ || !at->u.obj || at->u.obj->ncalls != 1 || at->u.obj->nctors) return at;
    sx_sig *g = at->u.obj->calls[0];
    if (!g->ntps || g->ntps > 16) return at;
    sx_sig *cs = ctx_sig(ck, ctxt);
    if (!cs || cs->ntps) return at;
    if (!g->ret && g->fn && g->fn->kind == SX_N_FUNCTION) sx_ck_infer_return(ck, g->fn, g);
    infer in = infer_new(g);
    for (uint32_t j = 0; j < g->nparams && j < cs->nparams; j++) {
        if (g->params[j].rest || cs->params[j].rest) break;
        if (g->params[j].type && cs->params[j].type)
            infer_from(ck, &in, g->params[j].type, cs->params[j].type, 0, true);
    }
    sx_type *res[16];
    for (uint32_t k = 0; k < in.n; k++) res[k] = infer_result(ck, &in, k, g);
    return sx_ck_t_func(ck, sx_ck_subst_sig(ck, g, g->tps, res, in.n, false));
}

/* Is t one of the signature's own type parameters? */
static bool is_own_tparam(const sx_sig *s, const sx_type *t) {
    for (uint32_t i = 0; i < s->ntps; i++)
        if (s->tps[i] == t) return true;
    return false;
}

/* `...args: A`: A from the tuple of the arguments at the rest position, their literals widened
 * unless A's elements are primitives (tsc's getSpreadArgumentType). False while one of them is
 * not typed yet (a callback before pass 2). */
static bool infer_rest_args(sx_ck *ck, infer *in, sx_sig *s, argv *a, uint32_t k) {
    uint32_t from = s->nparams - 1, n = a->n - from;
    sx_type **v = n ? sx_ck_alloc(ck, n * sizeof *v) : NULL;
    if (n && !v) return false;
    sx_type *c = in->tps[k]->u.tp.constraint, *ce = c ? sx_ck_t_elem(ck, c) : NULL;
    bool prim = (ce && (ce->kind == TK_STRING || ce->kind == TK_NUMBER || ce == ck->pre->boolean)) ||
                (in->tps[k]->flags & TF_CONST_TP); /* `<const T extends readonly unknown[]>(...t: T)` */
    for (uint32_t i = 0; i < n; i++) {
        sx_type *t = a->types[from + i];
        if (!t) return false;
        v[i] = prim ? sx_ck_t_regular(t) : sx_ck_t_widen_literal(ck, t);
        sx_node *e = a->nodes[from + i];
        if (!prim && (e->kind == SX_N_TRUE || e->kind == SX_N_FALSE))
            v[i] = T_BOOLEAN(ck); /* a written `true` widens */
    }
    /* `<const T extends readonly unknown[]>`: a readonly tuple */
    bool ro = (in->tps[k]->flags & TF_CONST_TP) && c && c->kind == TK_REF && c->u.ref.decl == ck->pre->ro_array;
    add_cand(ck, in, k, sx_ck_t_tuple(ck, v, NULL, n, ro));
    return true;
}

/* Does argument i fit parameter type pt of the instantiated signature, while choosing among
 * overloads (silently)? */
static bool arg_applies(sx_ck *ck, const sx_sig *s, sx_sig *inst, argv *a, uint32_t i, sx_type *pt) {
    bool opt = i < inst->nparams && inst->params[i].optional && !inst->params[i].rest && pt->kind != TK_ANY;
    sx_type *at = a->types[i];
    if (!at || is_context_sensitive(a->nodes[i])) {
        ck->silent++;
        at = sx_ck_expr(ck, a->nodes[i], pt);
        ck->silent--;
        /* a literal typed in this candidate's context (`[]` as its `initialValue: T[]`) is kept
         * only for callbacks: the next candidate types the others in its own context */
        if (is_context_sensitive(a->nodes[i])) a->types[i] = at;
    }
    /* choosing among overloads: only T itself (or any) fits a parameter typed by an outer
       type parameter T (arr.reduce(f, [[]] as T[][]) is reduce<U>, not reduce(f, init: T)) */
    if (pt->kind == TK_TPARAM && !is_own_tparam(s, pt) && at->kind != TK_TPARAM && at->kind != TK_ANY &&
        at->kind != TK_NEVER)
        return false;
    if (ck->subtype_pass && at->kind == TK_ANY && pt->kind != TK_ANY && pt->kind != TK_UNKNOWN) return false;
    if (!sx_ck_assignable(ck, at, opt ? sx_ck_t_union2(ck, pt, T_UNDEF(ck)) : pt)) return false;
    return !(a->nodes[i]->kind == SX_N_FUNCTION && sx_ck_callback_params_misfit(ck, at, pt, s->tps, s->ntps));
}

/* Do the arguments fit the instantiated signature (overload choice, nothing reported)? As tsc
 * does, the arguments that need no context are compared first: a candidate they rule out costs
 * no typing of the callbacks (arr.reduce((s, x) => ..., 0) against reduce(cb, initial: T)).
 * The arguments up to the first spread are compared, as in the reporting pass. */
static bool sig_applies(sx_ck *ck, const sx_sig *s, sx_sig *inst, argv *a) {
    uint32_t n = 0;
    while (n < a->n && param_type_at(ck, inst, n) && a->nodes[n]->kind != SX_N_SPREAD) n++;
    for (int callbacks = 0; callbacks < 2; callbacks++)
        for (uint32_t i = 0; i < n; i++)
            if (is_context_sensitive(a->nodes[i]) == (callbacks == 1) &&
                !arg_applies(ck, s, inst, a, i, param_type_at(ck, inst, i)))
                return false;
    return true;
}

/* Promise.all's `Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }>` where a Promise<X> of an array
 * or tuple X is expected: tsc's reverse mapped type gives T the candidate X, so the argument (often
 * `xs.map(async (x) => ({ kind: "circle", ... }))`) is typed in the context of X's elements. */
static void promise_all_context(sx_ck *ck, infer *in, uint32_t k, sx_type *ctx) {
    uint32_t n = ctx->kind == TK_UNION ? ctx->u.set.n : 1;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *m = ctx->kind == TK_UNION ? ctx->u.set.t[i] : ctx;
        if (m->kind != TK_REF || m->u.ref.decl != ck->pre->promise || m->u.ref.n != 1) continue;
        sx_type *x = m->u.ref.args[0];
        if (sx_ck_t_is_array(ck, x) || x->kind == TK_TUPLE) {
            add_cand(ck, in, k, x);
            in->nested[k] = true;
            return;
        }
    }
}

/* t with its fresh literals (members of a union too: `c ? "pro" : "free"`) made regular. */
static sx_type *regular_literals(sx_ck *ck, sx_type *t) {
    if (t->kind != TK_UNION) return (t->flags & TF_FRESH) ? sx_ck_t_regular(t) : t;
    sx_type *small[16], **v = t->u.set.n <= 16 ? small : sx_ck_alloc(ck, t->u.set.n * sizeof *v);
    if (!v) return t;
    bool changed = false;
    for (uint32_t i = 0; i < t->u.set.n; i++) {
        v[i] = (t->u.set.t[i]->flags & TF_FRESH) ? sx_ck_t_regular(t->u.set.t[i]) : t->u.set.t[i];
        changed |= v[i] != t->u.set.t[i];
    }
    return changed ? sx_ck_t_union(ck, v, t->u.set.n) : t;
}

/* A tuple of t's length whose elements are unknown (a context that gives an array literal the
 * shape of a tuple, and its elements no type): NULL when t has rest or optional elements. */
static sx_type *tuple_shape(sx_ck *ck, sx_type *t) {
    uint32_t n = t->u.set.n;
    if (n == 0 || n > 16 || t->u.set.ef) return NULL;
    sx_type *el[16];
    for (uint32_t i = 0; i < n; i++) el[i] = T_UNKNOWN(ck);
    return sx_ck_t_tuple(ck, el, NULL, n, false);
}

/* Type argument k as known so far: inferred from the arguments (in), else from the return type's
 * context (cin), else `other`. */
static sx_type *known_targ(sx_ck *ck, infer *in, infer *cin, sx_sig *s, uint32_t k, sx_type *other) {
    return in->ncand[k] ? infer_result(ck, in, k, s) : cin->ncand[k] ? infer_result(ck, cin, k, s) : other;
}

/* Try one signature: infer, type the arguments, check them. report: emit the errors. */
static bool try_sig(sx_ck *ck, sx_sig *s, argv *a, sx_type *ctx, sx_type **targs, uint32_t ntargs, bool report,
                    sx_sig **inst_out) {
    sx_sig *inst = s;
    if (s->ntps) {
        infer in = infer_new(s);
        sx_type *res[16];
        /* a rest parameter typed by a type parameter (`...args: A`): A is inferred from the tuple
         * of the arguments it stands for (tsc's getSpreadArgumentType) */
        sx_type *rest_tp = s->has_rest && s->nparams ? s->params[s->nparams - 1].type : NULL;
        int rest_k = rest_tp && rest_tp->kind == TK_TPARAM ? infer_index(&in, rest_tp) : -1;
        if (rest_k >= 0 && !a->spread && a->n >= s->nparams - 1) in.arity[rest_k] = (int)(a->n - (s->nparams - 1));
        else rest_k = -1;
        if (ntargs) {
            for (uint32_t i = 0; i < in.n; i++)
                res[i] =
                    i < ntargs ? targs[i] : (s->tps[i]->u.tp.sym->annot ? s->tps[i]->u.tp.sym->annot : T_UNKNOWN(ck));
        } else {
            ck->silent++;
            /* inference from the contextual return type: used only where the arguments say nothing */
            infer cin = infer_new(s);
            cin.all_naked = true;
            if (ctx && s->ret && sx_ck_t_contains_tparam(s->ret)) infer_from(ck, &cin, s->ret, ctx, 0, true);
            if (ctx && s->ret_map == 1 && s->ret_map_tp < cin.n) promise_all_context(ck, &cin, s->ret_map_tp, ctx);
            /* a context that still holds an outer call's type parameters says nothing yet
             * (Object.values(Object.fromEntries(...)): values' T must not become fromEntries' T),
             * but for its shape: a tuple there (`new Map(xs.map((x) => [x.id, x]))`, whose entries
             * are `readonly [K, V]`) makes the callbacks' array literals tuples, as in tsc */
            sx_type *outer_tuple[16] = {0};
            for (uint32_t k = 0; k < cin.n; k++) {
                uint32_t w = 0;
                for (uint32_t j = 0; j < cin.ncand[k]; j++)
                    if (!sx_ck_t_contains_tparam(cin.cand[k][j])) cin.cand[k][w++] = cin.cand[k][j];
                    else if (k < 16 && cin.cand[k][j]->kind == TK_TUPLE)
                        outer_tuple[k] = tuple_shape(ck, cin.cand[k][j]);
                cin.ncand[k] = w;
            }
            bool have_cin = false;
            for (uint32_t k = 0; k < cin.n; k++) have_cin |= cin.ncand[k] > 0;
            /* the receiver against a `this` parameter: `static create<T>(this: new () => T): T`
             * called as Sub.create() gives T = Sub (tsc's thisArgumentType inference) */
            if (s->this_param && a->this_arg) infer_from(ck, &in, s->this_param, a->this_arg, 0, true);
            /* pass 1: arguments that do not need context */
            for (uint32_t i = 0; i < a->n; i++) {
                sx_type *pt = param_type_at(ck, s, i);
                if (!pt || is_context_sensitive(a->nodes[i])) continue;
                if (!a->types[i]) {
                    /* an argument's literals follow the return-type inference (tsc's returnMapper):
                     * `(x: string) => "done"` stays "done" for ("done" | "x")[], and
                     * `{ code: "EMPTY" }` keeps its literal for `err<E>(e: E): Result<never, E>`
                     * returned where a Result<number, { code: "EMPTY" } | ...> is expected */
                    sx_type *cpt = pt;
                    if (have_cin) {
                        sx_type *part[16];
                        for (uint32_t k = 0; k < in.n; k++)
                            part[k] = cin.ncand[k] ? infer_result(ck, &cin, k, s) : s->tps[k];
                        cpt = sx_ck_subst(ck, pt, s->tps, part, in.n);
                    }
                    a->types[i] = sx_ck_expr(ck, a->nodes[i], cpt);
                    /* tsc's checkExpressionWithContextualType: a literal of a literal type the context
                     * holds loses its freshness, so it is not widened as a candidate (`ok("a")` returned
                     * where a Result<"a" | "b"> is expected gives T = "a") */
                    if (cpt != pt && sx_ck_ctx_wants_literal(ck, a->types[i], cpt))
                        a->types[i] = regular_literals(ck, a->types[i]);
                }
                infer_fn_value(ck, a->types[i]);
                sx_type *at = a->types[i];
                if (at->kind == TK_OBJ && at->u.obj->ncalls == 1 && at->u.obj->calls[0]->ntps) {
                    /* a generic function by name: instantiated in the context as known so far
                       (`Array.from(set, wrap)`: T from the set before wrap's parameter) */
                    sx_type *part[16];
                    for (uint32_t k = 0; k < in.n; k++) part[k] = known_targ(ck, &in, &cin, s, k, s->tps[k]);
                    at = generic_fn_in_context(ck, at, sx_ck_subst(ck, pt, s->tps, part, in.n));
                }
                int k = a->nodes[i]->kind == SX_N_ARRAY && pt->kind == TK_TPARAM ? infer_index(&in, pt) : -1;
                uint32_t had = k >= 0 ? in.ncand[k] : 0;
                infer_from(ck, &in, pt, at, 0, true);
                /* an array literal for a naked T: tsc's ArrayLiteral candidate (unionObjectAndArrayLiteralCandidates) */
                if (k >= 0 && in.ncand[k] == had + 1 && had < 8) in.arrlit[k] |= (uint8_t)(1u << had);
            }
            bool rest_done = rest_k >= 0 && infer_rest_args(ck, &in, s, a, (uint32_t)rest_k);
            /* pass 2: callbacks, with what is known so far */
            for (uint32_t i = 0; i < a->n; i++) {
                sx_type *pt = param_type_at(ck, s, i);
                if (!pt || !is_context_sensitive(a->nodes[i])) continue;
                sx_type *part[16];
                for (uint32_t k = 0; k < in.n; k++)
                    part[k] = known_targ(ck, &in, &cin, s, k, outer_tuple[k] ? outer_tuple[k] : s->tps[k]);
                sx_type *cpt = sx_ck_subst(ck, pt, s->tps, part, in.n);
                a->types[i] = sx_ck_expr(ck, a->nodes[i], cpt);
                infer_from(ck, &in, pt, a->types[i], 0, true);
            }
            if (rest_k >= 0 && !rest_done) infer_rest_args(ck, &in, s, a, (uint32_t)rest_k);
            ck->silent--;
            for (uint32_t i = 0; i < in.n; i++)
                res[i] = in.ncand[i] || !cin.ncand[i] ? infer_result(ck, &in, i, s) : infer_result(ck, &cin, i, s);
        }
        inst = sx_ck_subst_sig(ck, s, s->tps, res, in.n, false);
    }
    if (inst_out) *inst_out = inst;
    if (!report) return sig_applies(ck, s, inst, a);
    for (uint32_t i = 0; i < a->n; i++) {
        sx_type *pt = param_type_at(ck, inst, i);
        if (!pt) break;
        if (a->nodes[i]->kind == SX_N_SPREAD) return true;
        bool opt = i < inst->nparams && inst->params[i].optional && !inst->params[i].rest && pt->kind != TK_ANY;
        /* final typing with the instantiated context reports the argument's own errors */
        a->types[i] = sx_ck_expr(ck, a->nodes[i], pt);
        if (opt && sx_ck_assignable(ck, a->types[i], sx_ck_t_union2(ck, pt, T_UNDEF(ck))) &&
            !(a->types[i]->flags & TF_OBJLIT))
            continue; /* an optional parameter also takes undefined */
        /* an optional parameter's type includes undefined: tsc does not elaborate into a function argument then */
        sx_node *elab = opt && a->nodes[i]->kind == SX_N_FUNCTION ? NULL : a->nodes[i];
        if (!sx_ck_check_assign(ck, a->types[i], pt, a->nodes[i]->span.start,
                                a->nodes[i]->span.end - a->nodes[i]->span.start, 2345, elab)) {
            /* tsc reports the first argument that does not fit; the others are only typed */
            for (uint32_t k = i + 1; k < a->n; k++) sx_ck_expr(ck, a->nodes[k], param_type_at(ck, inst, k));
            return false;
        }
    }
    return true;
}

/* Where tsc reports arity errors on a call: the callee name (property name for a.b()). */
static void callee_span(sx_ck *ck, sx_node *call, uint32_t *start, uint32_t *len) {
    (void)ck;
    sx_node *c = call->a;
    if (c && c->kind == SX_N_MEMBER) {
        uint32_t nl = c->len + ((c->flags & SX_NF_PRIVATE) ? 1 : 0);
        *start = c->span.end - nl;
        *len = call->span.end - *start;
        return;
    }
    *start = call->span.start;
    *len = call->span.end - call->span.start;
}

/* f<A>(...) / new C<A>(): TS2344 for a type argument outside its parameter's constraint. */
static void check_constraints(sx_ck *ck, sx_sig *s, sx_type **targs, sx_tnode **nodes, uint32_t n) {
    for (uint32_t i = 0; i < n && i < s->ntps; i++) {
        sx_type *c = s->tps[i]->u.tp.constraint;
        if (!c || sx_ck_t_contains_tparam(c) || sx_ck_t_contains_tparam(targs[i]) || sx_ck_assignable(ck, targs[i], c))
            continue;
        char *head = sx_ck_strf(ck, "Type '%s' does not satisfy the constraint '%s'.", sx_ck_t_str(ck, targs[i]),
                                sx_ck_t_str(ck, c));
        sx_buf b = sx_ck_explain_head(ck, head ? head : "", targs[i], c);
        sx_ck_error(ck, nodes[i]->start, nodes[i]->end - nodes[i]->start, 2344, "%s", b.s ? b.s : "");
        sx_ck_buf_free(&b);
    }
}

/* Calls with spread arguments. A spread of an array (not a tuple) is one argument of its element
 * type that may stand for any number: TS2556 when no signature can take it, then the argument
 * checks of a single non-generic signature. Tuple spreads are not modeled. */
static void spread_call(sx_ck *ck, argv *a, sx_sig **sigs, uint32_t ns) {
    int first = -1;
    bool modeled = true;
    for (uint32_t i = 0; i < a->n; i++) {
        if (a->nodes[i]->kind != SX_N_SPREAD) continue;
        sx_type *st = sx_ck_expr(ck, a->nodes[i]->a, NULL);
        a->types[i] = st;
        if (first < 0) first = (int)i;
        /* a spread array literal is a tuple for tsc (f(...[1, 2])): not modeled, like tuples */
        if (st->kind == TK_ANY || st->kind == TK_TUPLE || !sx_ck_t_is_array(ck, st) ||
            (a->nodes[i]->a && a->nodes[i]->a->kind == SX_N_ARRAY))
            modeled = false;
    }
    if (!modeled || first < 0) {
        for (uint32_t i = 0; i < a->n; i++)
            if (a->nodes[i]->kind != SX_N_SPREAD) sx_ck_expr(ck, a->nodes[i], NULL);
        return;
    }
    bool fits = false;
    for (uint32_t k = 0; k < ns; k++)
        fits |= (uint32_t)first >= min_args(sigs[k]) && (sigs[k]->has_rest || (uint32_t)first < sigs[k]->nparams);
    if (!fits) {
        sx_ck_error_at(ck, a->nodes[first], 2556,
                       "A spread argument must either have a tuple type or be passed to a rest parameter.");
        for (uint32_t i = 0; i < a->n; i++)
            if (a->nodes[i]->kind != SX_N_SPREAD) sx_ck_expr(ck, a->nodes[i], NULL);
        return;
    }
    sx_sig *s = ns == 1 && !sigs[0]->ntps ? sigs[0] : NULL;
    for (uint32_t i = 0; i < a->n; i++) {
        sx_node *e = a->nodes[i];
        sx_type *pt = s ? param_type_at(ck, s, i) : NULL;
        if (e->kind != SX_N_SPREAD) {
            sx_type *t = sx_ck_expr(ck, e, pt);
            if (pt) sx_ck_check_assign(ck, t, pt, e->span.start, e->span.end - e->span.start, 2345, e);
        } else if (pt) {
            sx_type *el = sx_ck_t_elem(ck, a->types[i]);
            if (el) sx_ck_check_assign(ck, el, pt, e->span.start, e->span.end - e->span.start, 2345, NULL);
        }
    }
}

/* Is `callee` the resolve parameter of a `new Promise(...)` executor? */
static bool is_promise_resolver(sx_ck *ck, sx_node *callee) {
    if (callee->kind != SX_N_IDENT) return false;
    sx_sym *s = sx_ck_lookup(ck, callee->str, callee->len, SF_VALUE);
    for (uint32_t i = 0; s && i < ck->nresolvers; i++)
        if (s->vdecl == ck->resolvers[i]) return true;
    return false;
}

/* The first argument a (non-generic) candidate rejects: its index and tsc's message, or -1. */
static int first_arg_error(sx_ck *ck, argv *a, sx_sig *s, sx_buf *msg) {
    for (uint32_t i = 0; i < a->n; i++) {
        sx_type *pt = param_type_at(ck, s, i);
        if (!pt) return -1;
        ck->silent++;
        sx_type *at = sx_ck_expr(ck, a->nodes[i], pt);
        ck->silent--;
        bool opt = i < s->nparams && s->params[i].optional && !s->params[i].rest && pt->kind != TK_ANY;
        if (sx_ck_assignable(ck, at, opt ? sx_ck_t_union2(ck, pt, T_UNDEF(ck)) : pt)) continue;
        if (sx_ck_would_elaborate(ck, a->nodes[i], at, pt))
            return -2; /* reported inside the argument: not modeled here */
        int code;
        *msg = sx_ck_arg_message(ck, at, pt, &code);
        return code == 2345 ? (int)i : -2;
    }
    return -1;
}

/* Append `text` with every line indented by `ind` more spaces. */
static void put_indented(sx_buf *b, const char *text, int ind) {
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t l = nl ? (size_t)(nl - p) : strlen(p);
        sx_ck_buf_puts(b, "\n");
        for (int i = 0; i < ind; i++) sx_ck_buf_puts(b, " ");
        sx_ck_buf_put(b, p, l);
        p = nl ? nl + 1 : p + l;
    }
}

/* TS2769 "No overload matches this call." with each candidate's first argument error, like tsc's
 * resolveCall: one candidate or more than three report only the last one. Silent when a candidate
 * is generic or its failure would be reported inside an argument. */
static void no_overload(sx_ck *ck, sx_node *call, argv *a, sx_sig **sigs, uint32_t ns) {
    if (ck->silent) return;
    sx_sig *cands[16];
    int at[16];
    sx_buf msgs[16];
    uint32_t nc = 0;
    for (uint32_t i = 0; i < ns && nc < 16; i++) {
        if (!arity_ok(sigs[i], a->n)) continue;
        sx_sig *cand = sigs[i];
        if (cand->ntps) { /* tsc reports the instantiated candidate */
            sx_sig *inst = NULL;
            for (uint32_t k = 0; k < a->n; k++)
                if (is_context_sensitive(a->nodes[k])) a->types[k] = NULL;
            ck->silent++;
            try_sig(ck, cand, a, NULL, NULL, 0, false, &inst);
            ck->silent--;
            if (!inst || inst->ntps) goto out;
            cand = inst;
        }
        memset(&msgs[nc], 0, sizeof msgs[nc]);
        at[nc] = first_arg_error(ck, a, cand, &msgs[nc]);
        cands[nc++] = cand;
        if (at[nc - 1] < 0) goto out;
    }
    if (nc == 0) return;
    sx_buf b = {0};
    bool same = true;
    for (uint32_t i = 1; i < nc; i++) same &= at[i] == at[0];
    uint32_t st, ln;
    if (nc == 1 || nc > 3) {
        sx_node *e = a->nodes[at[nc - 1]];
        st = e->span.start, ln = e->span.end - e->span.start;
        if (nc == 1) {
            sx_ck_buf_puts(&b, msgs[0].s ? msgs[0].s : "");
            sx_ck_error(ck, st, ln, 2345, "%s", b.s ? b.s : "");
        } else {
            sx_ck_buf_puts(&b, "No overload matches this call.\n  The last overload gave the following error.");
            put_indented(&b, msgs[nc - 1].s ? msgs[nc - 1].s : "", 4);
            sx_ck_error(ck, st, ln, 2769, "%s", b.s ? b.s : "");
        }
    } else {
        sx_ck_buf_puts(&b, "No overload matches this call.");
        for (uint32_t i = 0; i < nc; i++) {
            sx_buf sig = {0};
            sx_trunc saved = sx_ck_trunc_begin(ck); /* tsc's signatureToString truncates like types */
            sx_ck_sig_print(ck, &sig, cands[i], false);
            sx_ck_trunc_end(ck, saved);
            sx_ck_buf_printf(&b, "\n  Overload %u of %u, '%s', gave the following error.", i + 1, ns,
                             sig.s ? sig.s : "");
            sx_ck_buf_free(&sig);
            put_indented(&b, msgs[i].s ? msgs[i].s : "", 4);
        }
        if (same) {
            sx_node *e = a->nodes[at[0]];
            st = e->span.start, ln = e->span.end - e->span.start;
        } else {
            callee_span(ck, call, &st, &ln);
        }
        sx_ck_error(ck, st, ln, 2769, "%s", b.s ? b.s : "");
    }
    sx_ck_buf_free(&b);
out:
    for (uint32_t i = 0; i < nc; i++) sx_ck_buf_free(&msgs[i]);
}

/* One element of Promise.all's (Awaited<X>) or allSettled's (PromiseSettledResult<Awaited<X>>) result. */
static sx_type *promise_map_one(sx_ck *ck, int how, sx_type *x) {
    sx_sym *aw = sx_ck_lookup(ck, "Awaited", 7, SF_TYPE); /* the library's alias: sx_ck_t_ref unwraps */
    if (!aw || x->kind == TK_TPARAM) return T_ANY(ck);
    sx_type *a = sx_ck_t_ref(ck, aw, &x, 1);
    if (how != 2) return a;
    sx_sym *psr = sx_ck_lookup(ck, "PromiseSettledResult", 20, SF_TYPE);
    return psr ? sx_ck_named_inst(ck, psr, &a, 1) : T_ANY(ck);
}

/* Promise.all / allSettled over a tuple (an array literal: `[fetchUser(1), fetchCount()]`) or an
 * array: tsc's homomorphic mapped type `{ -readonly [P in keyof T]: Awaited<T[P]> }` maps each
 * element (the tuple's optional and rest flags kept, readonly dropped); anything else stays as the
 * library's signature gave it. */
static sx_type *promise_map(sx_ck *ck, sx_sig *chosen, sx_sig *inst, sx_type *ret) {
    sx_type *tp = chosen->tps[chosen->ret_map_tp], *t = NULL;
    for (uint32_t i = 0; i < chosen->nparams && i < inst->nparams && !t; i++)
        if (chosen->params[i].type == tp) t = inst->params[i].type;
    if (!t) return ret;
    if (t->kind == TK_TUPLE) {
        uint32_t n = t->u.set.n;
        sx_type **v = n ? sx_ck_alloc(ck, n * sizeof *v) : NULL;
        if (n && !v) return ret;
        for (uint32_t i = 0; i < n; i++) {
            bool rest = t->u.set.ef && (t->u.set.ef[i] & TNF_REST);
            sx_type *e = rest ? sx_ck_t_elem(ck, t->u.set.t[i]) : t->u.set.t[i];
            if (!e) return ret;
            e = promise_map_one(ck, chosen->ret_map, e);
            v[i] = rest ? sx_ck_t_array(ck, e, false) : e;
        }
        return sx_ck_t_promise(ck, sx_ck_t_tuple(ck, v, t->u.set.ef, n, false));
    }
    if (sx_ck_t_is_array(ck, t))
        return sx_ck_t_promise(ck, sx_ck_t_array(ck, promise_map_one(ck, chosen->ret_map, sx_ck_t_elem(ck, t)), false));
    return ret;
}

/* f(...t) with t a tuple of fixed length: tsc passes its elements as arguments. The return type
 * of the first signature that takes the arguments so spread (a generic one instantiated from
 * them), or NULL when a spread is not such a tuple or no signature takes them (the arguments
 * were typed by spread_call). */
static sx_type *tuple_spread_ret(sx_ck *ck, argv *a, sx_sig **sigs, uint32_t ns) {
    sx_type *v[64];
    uint32_t n = 0;
    for (uint32_t i = 0; i < a->n; i++) {
        sx_node *e = a->nodes[i];
        ck->silent++;
        sx_type *t =
            e->kind == SX_N_SPREAD ? (a->types[i] ? a->types[i] : sx_ck_expr(ck, e->a, NULL)) : sx_ck_expr(ck, e, NULL);
        ck->silent--;
        if (e->kind != SX_N_SPREAD) {
            if (n >= 64) return NULL;
            v[n++] = t;
            continue;
        }
        if (t->kind != TK_TUPLE || t->u.set.ef) return NULL; /* only fixed-length tuples */
        for (uint32_t k = 0; k < t->u.set.n; k++) {
            if (n >= 64) return NULL;
            v[n++] = t->u.set.t[k];
        }
    }
    for (uint32_t k = 0; k < ns; k++) {
        sx_sig *s = sigs[k], *inst = s;
        if (!arity_ok(s, n)) continue;
        if (s->ntps) {
            infer in = infer_new(s);
            for (uint32_t i = 0; i < n; i++) infer_from(ck, &in, param_type_at(ck, s, i), v[i], 0, true);
            sx_type *res[16];
            for (uint32_t i = 0; i < in.n; i++) res[i] = infer_result(ck, &in, i, s);
            if (!s->ret && s->fn) sx_ck_infer_return(ck, s->fn, s);
            inst = sx_ck_subst_sig(ck, s, s->tps, res, in.n, false);
        }
        bool ok = true;
        for (uint32_t i = 0; i < n && ok; i++) {
            sx_type *pt = param_type_at(ck, inst, i);
            bool opt = i < inst->nparams && inst->params[i].optional && !inst->params[i].rest;
            ok = pt && sx_ck_assignable(ck, v[i], opt ? sx_ck_t_union2(ck, pt, T_UNDEF(ck)) : pt);
        }
        if (!ok) continue;
        if (!inst->ret && s->fn) sx_ck_infer_return(ck, s->fn, s), inst = s;
        return inst->ret ? inst->ret : T_ANY(ck);
    }
    return NULL;
}

/* Is the dotted name n declared with an explicit type, as tsc's getTypeOfDottedName asks for the
 * target of an assertion call in statement position (TS2775)? 1 yes, 0 no (a variable with an
 * initializer and no annotation, a parameter with a default and no annotation, or a member of
 * such a name), -1 when not known (anything else: never an error). */
static int explicit_name(sx_ck *ck, sx_node *n) {
    bool member = false; /* a member of the name: known only when the name is not explicit */
    while (n->kind == SX_N_MEMBER && !(n->flags & (SX_NF_OPTIONAL | SX_NF_PRIVATE)) && n->a) {
        n = n->a;
        member = true;
    }
    if (member) return n->kind == SX_N_IDENT && explicit_name(ck, n) == 0 ? 0 : -1;
    if (n->kind != SX_N_IDENT) return -1;
    sx_sym *s = sx_ck_lookup(ck, n->str, n->len, SF_VALUE);
    if (!s || !s->scope || s->scope->kind == SC_LIB) return -1;
    if (s->flags & (SF_FUNC | SF_CLASS | SF_ENUM)) return 1;
    const sx_node *d = s->vdecl;
    if (!d || !(s->flags & (SF_VAR | SF_LET | SF_CONST | SF_PARAM))) return -1;
    if (d->type) return 1;
    bool own_name = d->a && d->a->kind == SX_N_IDENT && d->a->len == n->len && !memcmp(d->a->str, n->str, n->len);
    if (d->kind == SX_N_DECLARATOR && own_name && d->b) return 0;
    if (d->kind == SX_N_PARAM && own_name && d->b && !d->c) return 0;
    return -1;
}

/* Is the callee of a never-returning call statement declared with an explicit type (tsc's
 * getTypeOfDottedName)? A function or annotated variable; `this.m` / `o.m` with o explicit, m a
 * method or a member whose signature was written as a type. */
static bool explicit_callee(sx_ck *ck, sx_node *c, const sx_sig *chosen) {
    if (c->kind == SX_N_IDENT) return explicit_name(ck, c) == 1;
    if (c->kind != SX_N_MEMBER || (c->flags & (SX_NF_OPTIONAL | SX_NF_PRIVATE)) || !c->a) return false;
    if (c->a->kind != SX_N_THIS && !(c->a->kind == SX_N_IDENT && explicit_name(ck, c->a) == 1)) return false;
    ck->silent++;
    sx_type *ot = sx_ck_expr(ck, c->a, NULL);
    ck->silent--;
    sx_propres r = sx_ck_get_prop(ck, ot, c->str, c->len);
    return r.found && ((r.flags & PF_METHOD) || !chosen->fn);
}

static sx_type *resolve_call(sx_ck *ck, sx_node *n, sx_type *ft, sx_sig **sigs, uint32_t ns, sx_type *ctx,
                             bool is_new) {
    argv a = {0};
    a.this_arg = ck->call_this;
    ck->call_this = NULL;
    a.n = n->list.count;
    a.nodes = n->list.items;
    a.types = a.n ? sx_ck_alloc(ck, a.n * sizeof *a.types) : NULL;
    if (a.n && !a.types) return T_ANY(ck);
    for (uint32_t i = 0; i < a.n; i++)
        if (a.nodes[i] && a.nodes[i]->kind == SX_N_SPREAD) a.spread = true;
    (void)ft;
    /* explicit type arguments f<T>(...) */
    sx_tnode **targ_nodes;
    uint32_t ntargs = 0;
    sx_type *targs[16];
    uint32_t cend = n->a->span.end;
    uint32_t aend = n->span.end;
    if (sx_ck_tp_type_args(&ck->src, cend, aend, &targ_nodes, &ntargs)) {
        for (uint32_t i = 0; i < ntargs && i < 16; i++) targs[i] = sx_ck_resolve(ck, targ_nodes[i], &ck->src);
        if (ns == 1) check_constraints(ck, sigs[0], targs, targ_nodes, ntargs < 16 ? ntargs : 16);
    } else {
        ntargs = 0;
    }
    if (a.spread) {
        sx_sig *s0 = sigs[0];
        spread_call(ck, &a, sigs, ns);
        sx_type *tr = tuple_spread_ret(ck, &a, sigs, ns);
        if (tr) return tr;
        return s0->ntps ? T_ANY(ck) : (s0->ret ? s0->ret : T_ANY(ck));
    }
    /* tsc's candidate order: overloads of a later declaration of a merged interface first */
    if (ns > 1) {
        bool grouped = false;
        for (uint32_t i = 1; i < ns; i++) grouped |= sigs[i]->group != sigs[0]->group;
        sx_sig **ord = grouped ? sx_ck_alloc(ck, ns * sizeof *ord) : NULL;
        if (ord) {
            uint32_t k = 0, maxg = 0;
            for (uint32_t i = 0; i < ns; i++) maxg = sigs[i]->group > maxg ? sigs[i]->group : maxg;
            for (uint32_t g = maxg + 1; g-- > 0;)
                for (uint32_t i = 0; i < ns; i++)
                    if (sigs[i]->group == g) ord[k++] = sigs[i];
            sigs = ord;
        }
    }
    /* candidates with the right arity */
    sx_sig *chosen = NULL, *inst = NULL;
    uint32_t napplicable = 0;
    if (ntargs) { /* f<T>(...): only signatures with that many type parameters */
        sx_sig **keep = sx_ck_alloc(ck, ns * sizeof *keep);
        uint32_t nk = 0;
        for (uint32_t i = 0; keep && i < ns; i++)
            if (sigs[i]->ntps >= ntargs) keep[nk++] = sigs[i];
        if (keep && nk) {
            sigs = keep;
            ns = nk;
        }
    }
    for (uint32_t i = 0; i < ns; i++)
        if (arity_ok(sigs[i], a.n)) napplicable++;
    if (napplicable == 0) {
        /* TS2554 / TS2555: arity */
        uint32_t mn = 1000, mx = 0;
        bool rest = false;
        for (uint32_t i = 0; i < ns; i++) {
            if (min_args(sigs[i]) < mn) mn = min_args(sigs[i]);
            if (sigs[i]->nparams > mx) mx = sigs[i]->nparams;
            rest |= sigs[i]->has_rest;
        }
        for (uint32_t i = 0; i < a.n; i++) sx_ck_expr(ck, a.nodes[i], param_type_at(ck, sigs[0], i));
        if (a.n < mn) {
            uint32_t st, ln;
            callee_span(ck, n, &st, &ln);
            if (rest || mn < mx) {
                if (rest) sx_ck_error(ck, st, ln, 2555, "Expected at least %u arguments, but got %u.", mn, a.n);
                else sx_ck_error(ck, st, ln, 2554, "Expected %u-%u arguments, but got %u.", mn, mx, a.n);
            } else if (is_promise_resolver(ck, n->a)) {
                sx_ck_error(ck, st, ln, 2794,
                            "Expected %u arguments, but got %u. Did you forget to include 'void' in your type argument "
                            "to 'Promise'?",
                            mn, a.n);
            } else {
                sx_ck_error(ck, st, ln, 2554, "Expected %u arguments, but got %u.", mn, a.n);
            }
        } else {
            sx_node *first = a.nodes[mx];
            sx_node *last = a.nodes[a.n - 1];
            if (mn == mx)
                sx_ck_error(ck, first->span.start, last->span.end - first->span.start, 2554,
                            "Expected %u arguments, but got %u.", mn, a.n);
            else
                sx_ck_error(ck, first->span.start, last->span.end - first->span.start, 2554,
                            "Expected %u-%u arguments, but got %u.", mn, mx, a.n);
        }
        sx_sig *s0 = sigs[0];
        return s0->ntps ? T_ANY(ck) : (s0->ret ? s0->ret : T_ANY(ck));
    }
    /* tsc's chooseOverload runs twice among several candidates: with the subtype relation, then
     * with assignability; an argument of type any is a subtype of any and unknown only
     * (`s.split(".").reduce((x, k) => x[k], obj as any)` is reduce<any>, not reduce(f, init: string)) */
    for (int pass = napplicable == 1 ? 1 : 0; pass < 2 && !chosen; pass++) {
        ck->subtype_pass = pass == 0;
        for (uint32_t i = 0; i < ns && !chosen; i++) {
            if (!arity_ok(sigs[i], a.n)) continue;
            if (napplicable == 1) {
                chosen = sigs[i];
                break;
            }
            for (uint32_t k = 0; k < a.n; k++)
                if (is_context_sensitive(a.nodes[k])) a.types[k] = NULL;
            if (try_sig(ck, sigs[i], &a, ctx, targs, ntargs, false, &inst)) chosen = sigs[i];
        }
    }
    ck->subtype_pass = false;
    if (!chosen) {
        /* no overload matches: TS2769 where every overload's failure is known */
        no_overload(ck, n, &a, sigs, ns);
        for (uint32_t i = 0; i < a.n; i++) sx_ck_expr(ck, a.nodes[i], NULL);
        return T_ANY(ck);
    }
    for (uint32_t k = 0; k < a.n; k++)
        if (is_context_sensitive(a.nodes[k])) a.types[k] = NULL;
    inst = NULL;
    /* user functions without a return annotation: infer lazily, before a generic one is
     * instantiated (its return type holds its type parameters: `partial<T, R>(...)` returning
     * `(...rest) => R` gives `(...rest) => string` for this call) */
    if (!chosen->ret && chosen->fn && chosen->ntps) sx_ck_infer_return(ck, chosen->fn, chosen);
    try_sig(ck, chosen, &a, ctx, targs, ntargs, true, &inst);
    if (!inst) inst = chosen;
    sx_sig *fs = inst;
    if (!fs->ret && chosen->fn) sx_ck_infer_return(ck, chosen->fn, chosen), fs = chosen;
    sx_type *ret = fs->ret ? fs->ret : T_ANY(ck);
    if (chosen->ret_map && fs != chosen) ret = promise_map(ck, chosen, fs, ret);
    if (fs->ret_this || chosen->ret_this) ck->ret_this_call = n;
    if (fs->pred && !fs->asserts) { /* a generic type guard narrows with what this call inferred */
        ck->guard_call = n;
        ck->guard_pred = fs->pred;
    }
    if (is_new) return ret;
    bool effects = true; /* tsc: without an explicit type on the way, the call asserts nothing */
    if (fs->asserts && n == ck->stmt_expr && !(n->flags & SX_NF_OPTIONAL) && n->a && explicit_name(ck, n->a) == 0) {
        sx_ck_error_at(ck, n->a, 2775,
                       "Assertions require every name in the call target to be declared with an explicit type "
                       "annotation.");
        effects = false;
    }
    /* a call statement of a function whose written return type is `never` ends the flow (tsc's
     * getEffectsSignature: only through names declared with an explicit type) */
    if (n == ck->stmt_expr && !(n->flags & SX_NF_OPTIONAL) && n->a && fs->ret && fs->ret->kind == TK_NEVER &&
        (!chosen->fn || chosen->fn->type) && explicit_callee(ck, n->a, chosen))
        ck->env.dead = true;
    /* assertion functions narrow their argument */
    bool on_this = fs->pred_index == SX_PRED_THIS && n->a && n->a->kind == SX_N_MEMBER; /* asserts this is T */
    if (effects && fs->asserts && (on_this || (fs->pred_index >= 0 && (uint32_t)fs->pred_index < a.n))) {
        sx_sym *ks;
        const char *path;
        uint32_t plen;
        sx_node *arg = on_this ? n->a->a : a.nodes[fs->pred_index];
        if (fs->pred->kind == TK_ANY) { /* asserts cond: the condition holds afterwards, as after `if (!cond) throw` */
            sx_ck_narrow(ck, arg, true);
        } else if (sx_ck_ref_key(ck, arg, &ks, &path, &plen)) {
            ck->silent++;
            sx_type *cur = sx_ck_expr(ck, arg, NULL);
            ck->silent--;
            sx_ck_env_set(ck, &ck->env, ks, path, plen, sx_ck_narrow_guard(ck, cur, fs->pred, true));
        }
    }
    return ret;
}

/* o.x where x is a class getter */
static bool is_getter_access(sx_ck *ck, sx_node *callee) {
    if (callee->kind != SX_N_MEMBER || (callee->flags & SX_NF_PRIVATE)) return false;
    ck->silent++;
    sx_type *ot = sx_ck_expr(ck, callee->a, NULL);
    ck->silent--;
    sx_propres r = sx_ck_get_prop(ck, sx_ck_t_non_nullable(ck, ot), callee->str, callee->len);
    return r.found && (r.flags & PF_GETTER);
}

/* super(...): the arguments against the base class constructor (plain, fully known bases only). */
static void super_call(sx_ck *ck, sx_node *n) {
    if (ck->fn && ck->fn->fn && (ck->fn->fn->flags & SX_NF_ARROW)) /* tsc refuses it (run runs it, as node does) */
        sx_ck_error_at(
            ck, n, 2337,
            "Super calls are not permitted outside constructors or in nested functions inside constructors.");
    sx_sym *cls = ck->fn ? ck->fn->cls : NULL;
    sx_node *cn = cls && cls->vdecl && cls->vdecl->kind == SX_N_CLASS ? cls->vdecl : NULL;
    sx_type *bt = NULL;
    if (cn && cn->b && cn->b->kind == SX_N_IDENT) {
        ck->silent++;
        bt = sx_ck_expr(ck, cn->b, NULL);
        ck->silent--;
    }
    uint32_t ns = 0;
    sx_sig **sigs =
        bt && bt->kind == TK_OBJ && bt->sym && !(bt->flags & TF_PARTIAL) ? sx_ck_get_sigs(ck, bt, true, &ns) : NULL;
    bool plain = ns > 0;
    for (uint32_t i = 0; i < ns; i++) plain &= sigs[i]->ntps == 0;
    if (!plain && ns && cls) {
        /* `class B extends A<number, string>`: A's constructors with the type arguments written
         * there (the arguments' contextual types, `super(v => v.toFixed())`) */
        sx_ck_sym_members(ck, cls);
        sx_type *base = cls->nbases ? cls->bases[0] : NULL;
        sx_sig **inst = base && base->kind == TK_REF && base->u.ref.decl == bt->sym && base->u.ref.n
                            ? sx_ck_alloc(ck, ns * sizeof *inst)
                            : NULL;
        bool ok = inst != NULL;
        for (uint32_t i = 0; ok && i < ns; i++) {
            ok = sigs[i]->ntps == base->u.ref.n;
            if (ok) inst[i] = sx_ck_subst_sig(ck, sigs[i], sigs[i]->tps, base->u.ref.args, base->u.ref.n, false);
            ok = ok && inst[i];
        }
        if (ok) {
            resolve_call(ck, n, bt, inst, ns, NULL, true);
            return;
        }
    }
    if (!plain) {
        for (uint32_t i = 0; i < n->list.count; i++) sx_ck_expr(ck, n->list.items[i], NULL);
        return;
    }
    resolve_call(ck, n, bt, sigs, ns, NULL, true);
}

/* eval(code) naming the library's eval: the compiler refuses a direct eval (SX9001), as run says it. */
static void direct_eval(sx_ck *ck, const sx_node *call, const sx_node *c) {
    if (call->flags & SX_NF_OPTIONAL) return; /* eval?.(code) is an indirect eval */
    if (c->kind != SX_N_IDENT || c->len != 4 || memcmp(c->str, "eval", 4) != 0) return;
    sx_sym *s = sx_ck_lookup(ck, c->str, c->len, SF_VALUE);
    if (s != NULL && s->scope != NULL && s->scope->kind == SC_LIB)
        sx_ck_unsupported(ck, c, "%s", SX_DIRECT_EVAL_MESSAGE);
}

/* An immediately invoked function expression, `((v) => v * 2)(5)` or `(function (i) { ... })(i)`:
 * tsc types each parameter written without a type by its argument (the literal widened: `(n) =>
 * ...` called with 21 takes a number), a rest parameter by the rest of them; a parameter without
 * an argument is any (no TS7006). The contextual signature this gives, or NULL when the callee is
 * not such a function or an argument is spread. */
static sx_type *iife_context(sx_ck *ck, sx_node *call) {
    sx_node *fn = call->a;
    if (!fn || fn->kind != SX_N_FUNCTION || (fn->flags & SX_NF_GENERATOR) || !is_context_sensitive(fn) ||
        fn->list.count > 32)
        return NULL;
    uint32_t np = fn->list.count, na = call->list.count;
    for (uint32_t i = 0; i < na; i++)
        if (!call->list.items[i] || call->list.items[i]->kind == SX_N_SPREAD) return NULL;
    sx_sig *s = sx_ck_sig_new(ck, np);
    if (!s) return NULL;
    s->ret = T_ANY(ck);
    ck->silent++;
    for (uint32_t i = 0; i < np; i++) {
        sx_node *p = fn->list.items[i];
        sx_param *q = &s->params[i];
        q->name = "", q->len = 0;
        q->optional = i >= na; /* tsc: an IIFE's parameter without an argument is optional */
        if (p && (p->flags & SX_NF_REST)) {
            sx_type *v[32];
            uint32_t m = 0;
            for (uint32_t k = i; k < na && m < 32; k++)
                v[m++] = sx_ck_t_widen_literal(ck, sx_ck_expr(ck, call->list.items[k], NULL));
            q->type = sx_ck_t_array(ck, m ? sx_ck_t_union(ck, v, m) : T_ANY(ck), false);
            q->rest = s->has_rest = true;
            q->optional = false;
            break;
        }
        q->type =
            p && !p->type && i < na ? sx_ck_t_widen_literal(ck, sx_ck_expr(ck, call->list.items[i], NULL)) : T_ANY(ck);
        if (q->type->kind == TK_TRUE || q->type->kind == TK_FALSE) q->type = T_BOOLEAN(ck);
    }
    ck->silent--;
    s->min_args = 0;
    s->iife = true;
    return sx_ck_t_func(ck, s);
}

sx_type *sx_ck_call(sx_ck *ck, sx_node *n, sx_type *ctx) {
    sx_node *c = n->a;
    if (!c) return T_ANY(ck);
    direct_eval(ck, n, c);
    if (c->kind == SX_N_SUPER) {
        super_call(ck, n);
        return T_VOID(ck);
    }
    sx_type *ft = sx_ck_expr(ck, c, iife_context(ck, n));
    /* a.m(): the receiver's type stands for a polymorphic `this` that m returns */
    sx_type *recv = c->kind == SX_N_MEMBER ? ck->last_recv : NULL;
    if (n->flags & SX_NF_OPTIONAL) ft = sx_ck_t_non_nullable(ck, ft);
    if (ft->kind == TK_ANY || ft->kind == TK_NEVER) {
        /* an untyped call: the arguments have no contextual type, so a callback's parameters are
         * implicitly any (TS7006 for each), as after an error (tsc's errorType), when the callee
         * is an `any` written in the program or the library (inputs.rows.map((r) => ...)); an any
         * the checker made up for what it does not model keeps them quiet */
        bool written = ft == ck->pre->error_any || ft == ck->pre->written_any;
        for (uint32_t i = 0; i < n->list.count; i++) sx_ck_expr(ck, n->list.items[i], written ? NULL : T_ANY(ck));
        return ft == ck->pre->written_any ? ft : T_ANY(ck);
    }
    if (ft->kind == TK_UNKNOWN) {
        sx_ck_report_unknown(ck, c);
        for (uint32_t i = 0; i < n->list.count; i++) sx_ck_expr(ck, n->list.items[i], NULL);
        return T_ANY(ck);
    }
    if (sx_ck_t_maybe_nullish(ft) && !(n->flags & SX_NF_OPTIONAL) && ft->kind == TK_UNION) {
        bool hn = sx_ck_t_has_kind(ft, TK_NULL), hu = sx_ck_t_has_kind(ft, TK_UNDEFINED);
        const char *what = hn && hu ? "'null' or 'undefined'" : hn ? "'null'" : "'undefined'";
        sx_ck_error_at(ck, c,
                       hn && hu ? 2723
                       : hn     ? 2721
                                : 2722,
                       "Cannot invoke an object which is possibly %s.", what);
        ft = sx_ck_t_non_nullable(ck, ft);
    }
    if (ft->kind == TK_UNION) { /* calls on unions of functions: not modeled (callbacks: no implicit-any error) */
        for (uint32_t i = 0; i < n->list.count; i++) sx_ck_expr(ck, n->list.items[i], T_ANY(ck));
        return T_ANY(ck);
    }
    uint32_t ns;
    sx_sig **sigs = sx_ck_get_sigs(ck, ft, false, &ns);
    if (!ns) {
        bool partial = ft->kind == TK_OBJ && (ft->flags & TF_PARTIAL);
        uint32_t nc;
        sx_ck_get_sigs(ck, ft, true, &nc);
        /* tsc's isUntypedFunctionCall: a value of type Function (or one assignable to it) with no
           signatures of its own is called untyped, giving any */
        if (!nc && ft->kind != TK_UNION && ck->pre->function_i &&
            sx_ck_assignable(ck, ft, sx_ck_t_ref(ck, ck->pre->function_i, NULL, 0)))
            partial = true;
        uint32_t st = c->span.start, ln = c->span.end - c->span.start;
        if (c->kind == SX_N_MEMBER) { /* tsc points at the property name of a.b() */
            ln = c->len + ((c->flags & SX_NF_PRIVATE) ? 1 : 0);
            st = c->span.end - ln;
        }
        if (nc && ft->sym)
            sx_ck_error(ck, st, ln, 2348, "Value of type '%s' is not callable. Did you mean to include 'new'?",
                        sx_ck_t_str(ck, ft));
        else if (!partial && ft->kind != TK_TPARAM && is_getter_access(ck, c))
            sx_ck_error(
                ck, st, ln, 6234,
                "This expression is not callable because it is a 'get' accessor. Did you mean to use it without '()'?\n"
                "  Type '%s' has no call signatures.",
                sx_ck_t_str(ck, sx_ck_apparent(ck, ft)));
        else if (!partial && ft->kind != TK_TPARAM)
            sx_ck_error(ck, st, ln, 2349, "This expression is not callable.\n  Type '%s' has no call signatures.",
                        sx_ck_t_str(ck, sx_ck_apparent(ck, ft)));
        for (uint32_t i = 0; i < n->list.count; i++) sx_ck_expr(ck, n->list.items[i], NULL);
        return T_ANY(ck);
    }
    ck->call_this = recv;
    sx_type *r = resolve_call(ck, n, ft, sigs, ns, ctx, false);
    if (ck->ret_this_call == n && recv) {
        recv = sx_ck_t_non_nullable(ck, recv);
        if (recv->kind == TK_REF && recv->u.ref.decl && (recv->u.ref.decl->flags & SF_CLASS)) r = recv;
        /* this.m() while inferring a method's return type: `this` is the polymorphic this itself */
        if (recv->kind == TK_TPARAM && recv->u.tp.constraint && recv->u.tp.constraint->kind == TK_REF) r = recv;
    }
    return r;
}

/* A `new` that cannot be resolved: its arguments are checked for their own errors (in context
 * arg_ctx) and the result is any. */
static sx_type *new_unresolved(sx_ck *ck, sx_node *n, sx_type *arg_ctx) {
    for (uint32_t i = 0; i < n->list.count; i++) sx_ck_expr(ck, n->list.items[i], arg_ctx);
    return T_ANY(ck);
}

sx_type *sx_ck_new(sx_ck *ck, sx_node *n, sx_type *ctx) {
    sx_type *ft = sx_ck_expr(ck, n->a, NULL);
    if (n->a->kind == SX_N_IDENT && n->a->len == 7 && memcmp(n->a->str, "Promise", 7) == 0 && n->list.count &&
        n->list.items[0]->kind == SX_N_FUNCTION && n->list.items[0]->list.count && ck->nresolvers < 8)
        ck->resolvers[ck->nresolvers++] = n->list.items[0]->list.items[0];
    if (ft->kind == TK_ANY || ft->kind == TK_UNION) /* (unions of constructors: not modeled) */
        return new_unresolved(ck, n, T_ANY(ck));
    if (ft->kind == TK_OBJ && ft->sym && (ft->sym->flags & SF_CLASS) && ft->sym->vdecl &&
        ft->sym->vdecl->kind == SX_N_CLASS && sx_ck_class_is_abstract(ck, ft->sym->vdecl)) {
        sx_ck_error_at(ck, n, 2511, "Cannot create an instance of an abstract class.");
        return new_unresolved(ck, n, NULL);
    }
    uint32_t ns;
    sx_sig **sigs = sx_ck_get_sigs(ck, ft, true, &ns);
    uint32_t ncall;
    sx_sig **calls = ns ? NULL : sx_ck_get_sigs(ck, ft, false, &ncall);
    if (!ns && calls && ncall && !(ft->kind == TK_OBJ && (ft->flags & TF_PARTIAL))) {
        /* new f(): tsc resolves the call, then the result is an implicit any */
        resolve_call(ck, n, ft, calls, ncall, ctx, true);
        sx_ck_error_at(ck, n, 7009,
                       "'new' expression, whose target lacks a construct signature, implicitly has an 'any' type.");
        return T_ANY(ck);
    }
    if (!ns) {
        if (!(ft->kind == TK_OBJ && (ft->flags & TF_PARTIAL)))
            sx_ck_error_at(ck, n->a, 2351,
                           "This expression is not constructable.\n  Type '%s' has no construct signatures.",
                           sx_ck_t_str(ck, sx_ck_apparent(ck, ft)));
        return new_unresolved(ck, n, NULL);
    }
    if (!sx_ck_ctor_accessible(ck, n, ft)) /* a private/protected constructor: tsc's resolveErrorCall */
        return new_unresolved(ck, n, NULL);
    return resolve_call(ck, n, ft, sigs, ns, ctx, true);
}
