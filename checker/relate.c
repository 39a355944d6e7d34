/* relate.c - assignability and comparability of types, with tsc's elaborated error chains (TS2322 ...). */
#include "checker/ck.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/*
 * rel() answers "is src assignable to dst?". When `ch` is non-NULL and the answer is no, it also
 * appends tsc's explanation lines ("Types of property 'x' are incompatible." ...) to the chain,
 * each one indented two more spaces, exactly as tsc --pretty false prints them.
 * Whenever the checker is unsure (type parameters, partially known types) the answer is yes.
 */

typedef struct chain {
    sx_buf b;
    int depth;
    int code; /* code of the first line when it replaces the head (2741, 2739, 2740, 2559) */
    bool started;
} chain;

/* Is the enum member t's value of the kind k (TK_STRLIT for a string enum's member)? */
static bool enum_lit_is(const sx_type *t, int k) {
    return t->u.en.member && t->u.en.member->annot && (int)t->u.en.member->annot->kind == k;
}

static void line(sx_ck *ck, chain *c, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void line(sx_ck *ck, chain *c, const char *fmt, ...) {
    (void)ck;
    if (!c) return;
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (c->started) {
        sx_ck_buf_puts(&c->b, "\n");
        for (int i = 0; i < c->depth; i++) sx_ck_buf_puts(&c->b, "  ");
    }
    c->started = true;
    sx_ck_buf_puts(&c->b, buf);
    c->depth++;
}

static bool could_have_singletons(sx_type *t) {
    if (t->kind == TK_UNION) {
        if (t->u.set.n == 2 && t->u.set.t[0]->kind == TK_FALSE && t->u.set.t[1]->kind == TK_TRUE) return false;
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (could_have_singletons(t->u.set.t[i])) return true;
        return false;
    }
    if (t->kind == TK_INTER) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (could_have_singletons(t->u.set.t[i])) return true;
        return false;
    }
    return sx_ck_t_is_unit(t) || (t->flags & TF_PATTERN);
}

static bool is_literalish(sx_type *t) {
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!sx_ck_t_is_unit(t->u.set.t[i])) return false;
        return true;
    }
    return sx_ck_t_is_unit(t);
}

/* The source as tsc prints it in "Type 'S' is not assignable to type 'T'.": literals generalized,
 * except against `never` (tsc keeps `"c"` there, for the `assertNever` idiom). */
static sx_type *generalize(sx_ck *ck, sx_type *src, sx_type *dst) {
    if (dst->kind != TK_NEVER && is_literalish(src) && !could_have_singletons(dst))
        return sx_ck_t_base_primitive(ck, src);
    return src;
}

/* tsc's getSuggestedTypeForNonexistentStringLiteralType: "a" against "b" | "c" */
static const char *literal_suggestion(sx_ck *ck, sx_type *src, sx_type *dst, uint32_t *len) {
    (void)ck;
    if (src->kind != TK_STRLIT || dst->kind != TK_UNION) return NULL;
    const char *cands[64];
    uint32_t lens[64], n = 0;
    for (uint32_t i = 0; i < dst->u.set.n && n < 64; i++)
        if (dst->u.set.t[i]->kind == TK_STRLIT)
            cands[n] = dst->u.set.t[i]->u.str.s, lens[n++] = dst->u.set.t[i]->u.str.len;
    int best;
    sx_ck_spelling(src->u.str.s, src->u.str.len, cands, lens, n, &best);
    if (best < 0) return NULL;
    *len = lens[best];
    return cands[best];
}

static void not_assignable(sx_ck *ck, chain *c, sx_type *src, sx_type *dst) {
    if (!c) return;
    uint32_t sl;
    const char *sug = literal_suggestion(ck, src, dst, &sl);
    if (sug) {
        line(ck, c, "Type '%s' is not assignable to type '%s'. Did you mean '\"%.*s\"'?", sx_ck_t_str(ck, src),
             sx_ck_t_str(ck, dst), (int)sl, sug);
        if (c->depth == 1 && !c->code) c->code = 2820;
        return;
    }
    line(ck, c, "Type '%s' is not assignable to type '%s'.", sx_ck_t_str(ck, generalize(ck, src, dst)),
         sx_ck_t_str(ck, dst));
}

static bool rel(sx_ck *ck, sx_type *src, sx_type *dst, chain *c);

/* A function or constructor type with no properties (a method read without its call). */
static bool bare_function(const sx_type *t) {
    return t->kind == TK_OBJ && t->u.obj && (t->u.obj->ncalls || t->u.obj->nctors) && !t->u.obj->nprops;
}

/* A readonly array or tuple where a mutable array or tuple is expected (tsc checks this before the
 * elements): TS4104's line. Always false. */
static bool readonly_to_mutable(sx_ck *ck, chain *c, sx_type *src, sx_type *dst) {
    if (c) {
        line(ck, c, "The type '%s' is 'readonly' and cannot be assigned to the mutable type '%s'.",
             sx_ck_t_str(ck, src), sx_ck_t_str(ck, dst));
        c->code = 4104;
    }
    return false;
}

/* A union member tsc's best-match search skips (primitives, literals, null and undefined). */
static bool is_primitive_member(const sx_type *t) {
    switch (t->kind) {
    case TK_STRING:
    case TK_NUMBER:
    case TK_BIGINT:
    case TK_SYMBOL:
    case TK_FALSE:
    case TK_TRUE:
    case TK_STRLIT:
    case TK_NUMLIT:
    case TK_BIGLIT:
    case TK_ENUMLIT:
    case TK_UNDEFINED:
    case TK_NULL:
    case TK_VOID: return true;
    default: return false;
    }
}

static bool is_objectish(sx_ck *ck, sx_type *t) {
    (void)ck;
    return t->kind == TK_OBJ || t->kind == TK_REF || t->kind == TK_TUPLE || t->kind == TK_NONPRIM ||
           t->kind == TK_INTER;
}

static bool sig_rel(sx_ck *ck, sx_sig *s, sx_sig *d, chain *c, bool method) {
    if (s->ntps || d->ntps) return true; /* generic signatures: not modeled */
    /* the source may not require more arguments than the target provides */
    uint32_t dmax = d->has_rest ? 1000 : d->nparams, smin = sx_ck_sig_min_args(s);
    if (smin > dmax) {
        if (c)
            line(ck, c, "Target signature provides too few arguments. Expected %u or more, but got %u.", smin,
                 d->nparams);
        return false;
    }
    uint32_t n = s->nparams < d->nparams ? s->nparams : d->nparams;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *st = s->params[i].type ? s->params[i].type : T_ANY(ck);
        sx_type *dt = d->params[i].type ? d->params[i].type : T_ANY(ck);
        if (s->params[i].rest || d->params[i].rest) continue;
        /* parameters are compared contravariantly (bivariantly for methods) */
        if (!rel(ck, dt, st, NULL) && (!method || !rel(ck, st, dt, NULL))) {
            if (c) {
                line(ck, c, "Types of parameters '%.*s' and '%.*s' are incompatible.", (int)s->params[i].len,
                     s->params[i].name, (int)d->params[i].len, d->params[i].name);
                rel(ck, dt, st, c);
            }
            return false;
        }
    }
    /* a target `x is T` needs a source predicate (tsc: "Signature '...' must be a type predicate.") */
    if (d->pred && !d->asserts && !s->pred) {
        if (c) {
            sx_buf sb = {0};
            sx_trunc saved = sx_ck_trunc_begin(ck);
            sx_ck_sig_print(ck, &sb, s, false);
            sx_ck_trunc_end(ck, saved);
            line(ck, c, "Signature '%s' must be a type predicate.", sb.s ? sb.s : "");
            sx_ck_buf_free(&sb);
        }
        return false;
    }
    sx_type *sr = s->ret ? s->ret : T_ANY(ck), *dr = d->ret ? d->ret : T_ANY(ck);
    if (dr->kind == TK_VOID) return true;
    if (!rel(ck, sr, dr, NULL)) {
        if (c) rel(ck, sr, dr, c); /* "Type 'R1' is not assignable to type 'R2'." below the signature line */
        return false;
    }
    return true;
}

/* tsc folds "Types of property 'm' are incompatible." + the function types' line into one
 * line when only the return types differ: "The types returned by 'm(...)' are incompatible
 * between these types." ('m()' when neither signature has parameters), then the return types'
 * chain. True when it wrote that. */
static bool returns_incompatible(sx_ck *ck, sx_type *st, sx_type *dt, const sx_prop *dp, chain *c) {
    if (st->kind != TK_OBJ || dt->kind != TK_OBJ) return false;
    uint32_t a, b;
    sx_sig **ssig = sx_ck_get_sigs(ck, st, false, &a), **dsig = sx_ck_get_sigs(ck, dt, false, &b);
    if (a != 1 || b != 1 || ssig[0]->ntps || dsig[0]->ntps) return false;
    sx_sig s2 = *ssig[0], d2 = *dsig[0];
    s2.ret = d2.ret = NULL;
    sx_type *sr = ssig[0]->ret ? ssig[0]->ret : T_ANY(ck), *dr = dsig[0]->ret ? dsig[0]->ret : T_ANY(ck);
    if (!sig_rel(ck, &s2, &d2, NULL, (dp->flags & PF_METHOD) != 0) || dr->kind == TK_VOID || rel(ck, sr, dr, NULL))
        return false;
    bool none = ssig[0]->nparams == 0 && dsig[0]->nparams == 0;
    line(ck, c, "The types returned by '%.*s(%s)' are incompatible between these types.", (int)dp->len, dp->name,
         none ? "" : "...");
    rel(ck, sr, dr, c);
    return true;
}

static bool has_private(sx_ck *ck, sx_type *t) {
    if (t->kind != TK_REF || !(t->u.ref.decl->flags & SF_CLASS)) return false;
    sx_ck_sym_members(ck, t->u.ref.decl);
    const sx_obj *o = (t->u.ref.decl->state & SS_MEMBER_GAPS) ? NULL : t->u.ref.decl->members;
    for (uint32_t i = 0; o && i < o->nprops; i++)
        if (o->props[i].flags & (PF_PRIVATE | PF_PROTECTED)) return true;
    return false;
}

static bool derives_from(sx_ck *ck, sx_sym *cls, sx_sym *base) {
    for (int i = 0; cls && i < 32; i++) {
        if (cls == base) return true;
        sx_ck_sym_members(ck, cls);
        if (!cls->nbases || cls->bases[0]->kind != TK_REF) return false;
        cls = cls->bases[0]->u.ref.decl;
    }
    return false;
}

/* An array, tuple, interface or class instance type without a string index signature of its
 * own: tsc gives these no implicit one (only object literal types have it). */
static bool no_implicit_index(sx_ck *ck, sx_type *src) {
    if (src->kind == TK_TUPLE || sx_ck_t_is_array(ck, src)) return true;
    if (src->kind != TK_REF || !src->u.ref.decl) return false;
    uint32_t f = src->u.ref.decl->flags;
    if (!(f & (SF_INTERFACE | SF_CLASS)) || (f & SF_ALIAS)) return false;
    return sx_ck_get_index(ck, src, false) == NULL;
}

/* Structural comparison of object types. */
static bool structural(sx_ck *ck, sx_type *src, sx_type *dst, chain *c) {
    if (has_private(ck, dst)) {
        if (src->kind == TK_REF && (src->u.ref.decl->flags & SF_CLASS))
            return derives_from(ck, src->u.ref.decl, dst->u.ref.decl) ? true : true; /* lenient */
    }
    uint32_t nd, ns;
    bool pd, ps;
    sx_prop *dp = sx_ck_all_props(ck, dst, &nd, &pd);
    sx_prop *sp = sx_ck_all_props(ck, src, &ns, &ps);
    if (pd || ps) return true;
    sx_type *sa = sx_ck_apparent(ck, src);
    /* missing properties */
    const char *missing[8];
    uint32_t mlen[8], nmiss = 0, total_miss = 0;
    for (uint32_t i = 0; i < nd; i++) {
        if (dp[i].flags & PF_OPTIONAL) continue;
        sx_propres r = sx_ck_get_prop(ck, sa, dp[i].name, dp[i].len);
        if (r.partial) return true;
        if (!r.found) {
            if (nmiss < 8) {
                missing[nmiss] = dp[i].name;
                mlen[nmiss++] = dp[i].len;
            }
            total_miss++;
        }
    }
    if (total_miss) {
        total_miss += sx_ck_missing_symkeys(ck, sa, dst); /* tsc counts [Symbol.iterator] ... too */
        if (c) {
            char *ss = sx_ck_t_str(ck, src), *ds = sx_ck_t_str(ck, dst);
            if (total_miss == 1) {
                line(ck, c, "Property '%.*s' is missing in type '%s' but required in type '%s'.", (int)mlen[0],
                     missing[0], ss, ds);
                c->code = 2741;
            } else {
                sx_buf names = {0};
                uint32_t shown = total_miss > 4 ? 4 : total_miss;
                for (uint32_t i = 0; i < shown; i++)
                    sx_ck_buf_printf(&names, "%s%.*s", i ? ", " : "", (int)mlen[i], missing[i]);
                if (total_miss > 4) {
                    line(ck, c, "Type '%s' is missing the following properties from type '%s': %s, and %u more.", ss,
                         ds, names.s, total_miss - 4);
                    c->code = 2740;
                } else {
                    line(ck, c, "Type '%s' is missing the following properties from type '%s': %s", ss, ds, names.s);
                    c->code = 2739;
                }
                sx_ck_buf_free(&names);
            }
        }
        return false;
    }
    /* property types */
    for (uint32_t i = 0; i < nd; i++) {
        sx_propres r = sx_ck_get_prop(ck, sa, dp[i].name, dp[i].len);
        if (!r.found) continue;
        sx_type *st = r.type, *dt = dp[i].type ? dp[i].type : T_ANY(ck);
        if (r.flags & PF_OPTIONAL) st = sx_ck_t_union2(ck, st, T_UNDEF(ck));
        if (dp[i].flags & PF_OPTIONAL) dt = sx_ck_t_union2(ck, dt, T_UNDEF(ck));
        if ((dp[i].flags & PF_METHOD) && st->kind == TK_OBJ && dt->kind == TK_OBJ) {
            /* methods: bivariant parameters */
            uint32_t a, b;
            sx_sig **ssig = sx_ck_get_sigs(ck, st, false, &a), **dsig = sx_ck_get_sigs(ck, dt, false, &b);
            if (a == 1 && b == 1 && sig_rel(ck, ssig[0], dsig[0], NULL, true)) continue;
        }
        if (!rel(ck, st, dt, NULL)) {
            if (c) {
                if ((r.flags & PF_OPTIONAL) && !(dp[i].flags & PF_OPTIONAL)) {
                    line(ck, c, "Property '%.*s' is optional in type '%s' but required in type '%s'.", (int)dp[i].len,
                         dp[i].name, sx_ck_t_str(ck, src), sx_ck_t_str(ck, dst));
                } else if (!returns_incompatible(ck, st, dt, &dp[i], c)) {
                    line(ck, c, "Types of property '%.*s' are incompatible.", (int)dp[i].len, dp[i].name);
                    rel(ck, st, dt, c);
                }
            }
            return false;
        }
    }
    (void)ns;
    (void)sp;
    /* call signatures */
    uint32_t ndc, nsc;
    sx_sig **dc = sx_ck_get_sigs(ck, dst, false, &ndc);
    if (ndc) {
        sx_sig **sc = sx_ck_get_sigs(ck, sa, false, &nsc);
        if (!nsc) {
            if (c) line(ck, c, "Type '%s' provides no match for the signature '%s'.", sx_ck_t_str(ck, src), "...");
            return sa->kind == TK_ANY;
        }
        if (nsc == 1 && ndc == 1 && !sig_rel(ck, sc[0], dc[0], c, false)) return false;
    }
    /* index signatures: every property of an object literal type must fit */
    sx_type *di = NULL;
    if (dst->kind == TK_OBJ && dst->u.obj->str_index) di = dst->u.obj->str_index;
    else if (dst->kind == TK_REF && !sx_ck_t_is_array(ck, dst) && (src->flags & TF_OBJLIT))
        di = sx_ck_get_index(ck, dst, false);
    if (di && src->kind < TK_UNION && src->kind != TK_NONPRIM && src->kind != TK_ANY && src->kind != TK_NEVER)
        return false; /* a primitive's apparent type (String, Number ...) has no string index signature */
    if (di && dst->kind == TK_OBJ && di->kind != TK_ANY && no_implicit_index(ck, src)) {
        /* only object literal types get an implicit string index signature (tsc's
         * isObjectTypeWithInferableIndex): `J[]` or an interface is no `{ [k: string]: J }`;
         * a target's `[k: string]: any` takes every object */
        if (c) line(ck, c, "Index signature for type 'string' is missing in type '%s'.", sx_ck_t_str(ck, src));
        return false;
    }
    if (di && src->kind == TK_OBJ) {
        for (uint32_t i = 0; i < src->u.obj->nprops; i++) {
            sx_prop *p = &src->u.obj->props[i];
            sx_type *pt = p->type ? p->type : T_ANY(ck);
            if (p->flags & PF_OPTIONAL) pt = sx_ck_t_union2(ck, pt, T_UNDEF(ck));
            if (!rel(ck, pt, di, NULL)) {
                if (c) {
                    line(ck, c, "Property '%.*s' is incompatible with index signature.", (int)p->len, p->name);
                    rel(ck, pt, di, c);
                }
                return false;
            }
        }
    }
    return true;
}

/* A source tuple with a rest element ([string, ...number[]], from `["a", ...nums]`): its fixed
 * elements before the rest go to the target's positions, everything from the rest on to the
 * target's rest element; a target without one cannot take it (tsc: "Target requires N
 * element(s) but source may have fewer."). Optional source elements: not modelled (related). */
static bool var_tuple_rel(sx_ck *ck, sx_type *src, sx_type *dst, chain *c) {
    uint32_t sn = src->u.set.n, dn = dst->u.set.n, srest = sn, drest = dn;
    for (uint32_t i = 0; i < sn && srest == sn; i++)
        if (src->u.set.ef[i] & TNF_REST) srest = i;
        else if (src->u.set.ef[i] & TNF_OPTIONAL) return true;
    for (uint32_t i = 0; i < dn && drest == dn; i++) {
        uint8_t f = dst->u.set.ef ? dst->u.set.ef[i] : 0;
        if (f & TNF_REST) drest = i;
        else if (f & TNF_OPTIONAL) return true;
    }
    if (srest == sn) return true;
    if (drest == dn) {
        if (c) {
            not_assignable(ck, c, src, dst);
            line(ck, c, "Target requires %u element(s) but source may have fewer.", dn);
        }
        return false;
    }
    sx_type *drest_el = sx_ck_t_elem(ck, dst->u.set.t[drest]);
    for (uint32_t i = 0; i < sn; i++) {
        sx_type *si = (src->u.set.ef[i] & TNF_REST) ? sx_ck_t_elem(ck, src->u.set.t[i]) : src->u.set.t[i];
        sx_type *di = i < drest && i < srest ? dst->u.set.t[i] : drest_el;
        if (i >= srest && drest > srest) return true; /* target positions the rest would fill: not modelled */
        if (si && di && !rel(ck, si, di, NULL)) {
            not_assignable(ck, c, src, dst);
            return false;
        }
    }
    return true;
}

/* The element of tuple type t (with a rest element, maybe not the last: `[...string[], number]`)
 * that position i of n elements falls on: the fixed elements before the rest, those after it
 * counted from the end, the rest's element type between; NULL when not modelled (a variadic `...T`). */
sx_type *sx_ck_tuple_target_at(sx_ck *ck, sx_type *t, uint32_t i, uint32_t n) {
    uint32_t tn = t->u.set.n, r = tn;
    for (uint32_t k = 0; k < tn && r == tn; k++)
        if (t->u.set.ef && (t->u.set.ef[k] & TNF_REST)) r = k;
    if (r == tn) return i < tn ? t->u.set.t[i] : NULL;
    uint32_t after = tn - r - 1;
    if (i < r) return t->u.set.t[i];
    if (n >= r + after && i >= n - after) return t->u.set.t[r + 1 + (i - (n - after))];
    sx_type *rest = t->u.set.t[r];
    return rest->kind == TK_TPARAM ? NULL : sx_ck_t_elem(ck, rest);
}

/* The index of tuple t's first rest element (its element count when there is none). */
static uint32_t rest_index(const sx_type *t) {
    for (uint32_t k = 0; k < t->u.set.n; k++)
        if (t->u.set.ef && (t->u.set.ef[k] & TNF_REST)) return k;
    return t->u.set.n;
}

/* tsc's explanation of a fixed source tuple's element i that does not fit target dst with a rest
 * element (di: the target element it falls on): the positions it covers, then the element itself. */
static void tuple_position_lines(sx_ck *ck, chain *c, sx_type *src, sx_type *dst, uint32_t i, sx_type *di) {
    uint32_t sn = src->u.set.n, dn = dst->u.set.n, start = rest_index(dst), end = dn - start - 1;
    uint32_t from_end = sn - 1 - i, tpos = i < start ? i : from_end < end ? dn - from_end - 1 : start;
    not_assignable(ck, c, src, dst);
    if (sn > 1 || dn > 1) {
        if (i >= start && from_end >= end && start != sn - end - 1)
            line(ck, c,
                 "Type at positions %u through %u in source is not compatible with type at position %u in target.",
                 start, sn - end - 1, tpos);
        else
            line(ck, c, "Type at position %u in source is not compatible with type at position %u in target.", i, tpos);
    }
    rel(ck, src->u.set.t[i], di, c);
}

static bool tuple_rel(sx_ck *ck, sx_type *src, sx_type *dst, chain *c) {
    uint32_t sn = src->u.set.n, dn = dst->u.set.n;
    bool s_var = false, d_var = false;
    uint32_t dmin = 0;
    for (uint32_t i = 0; i < sn; i++) s_var |= src->u.set.ef && (src->u.set.ef[i] & (TNF_REST | TNF_OPTIONAL));
    for (uint32_t i = 0; i < dn; i++) {
        uint8_t f = dst->u.set.ef ? dst->u.set.ef[i] : 0;
        d_var |= (f & (TNF_REST | TNF_OPTIONAL)) != 0;
        if (!(f & (TNF_REST | TNF_OPTIONAL))) dmin++;
    }
    if (s_var || d_var) {
        if (s_var) return var_tuple_rel(ck, src, dst, c);
        bool d_rest = false;
        for (uint32_t i = 0; i < dn; i++) d_rest |= dst->u.set.ef && (dst->u.set.ef[i] & TNF_REST);
        if (sn < dmin || (!d_rest && sn > dn)) {
            not_assignable(ck, c, src, dst);
            return false;
        }
        for (uint32_t i = 0; d_rest && i < sn; i++) { /* `[...string[], number]`: by position */
            sx_type *di = sx_ck_tuple_target_at(ck, dst, i, sn);
            if (di && !rel(ck, src->u.set.t[i], di, NULL)) {
                if (c) tuple_position_lines(ck, c, src, dst, i, di);
                else not_assignable(ck, c, src, dst);
                return false;
            }
        }
        if (d_rest) return true;
        for (uint32_t i = 0; i < sn && i < dn; i++) {
            uint8_t f = dst->u.set.ef ? dst->u.set.ef[i] : 0;
            if (f & TNF_REST) return true;
            if (!rel(ck, src->u.set.t[i], dst->u.set.t[i], NULL)) {
                not_assignable(ck, c, src, dst);
                return false;
            }
        }
        return true;
    }
    if (sn != dn) {
        if (c) {
            not_assignable(ck, c, src, dst);
            line(ck, c, "Source has %u element(s) but target %s %u.", sn, sn > dn ? "allows only" : "requires", dn);
        }
        return false;
    }
    for (uint32_t i = 0; i < sn; i++)
        if (!rel(ck, src->u.set.t[i], dst->u.set.t[i], NULL)) {
            if (c) {
                not_assignable(ck, c, src, dst);
                if (sn > 1) /* tsc names the position only when there are several */
                    line(ck, c, "Type at position %u in source is not compatible with type at position %u in target.",
                         i, i);
                rel(ck, src->u.set.t[i], dst->u.set.t[i], c);
            }
            return false;
        }
    return true;
}

/* tsc's weak types: object types whose properties (at least one) are all optional, and nothing else. */
static bool is_weak(sx_ck *ck, sx_type *t) {
    if ((t->kind != TK_OBJ && t->kind != TK_REF) || (t->flags & TF_PARTIAL) || sx_ck_t_is_array(ck, t)) return false;
    if (t->kind == TK_REF && (t->u.ref.decl == ck->pre->object_i || t->u.ref.decl == ck->pre->function_i)) return false;
    uint32_t n, nc, nn;
    bool partial;
    sx_prop *ps = sx_ck_all_props(ck, t, &n, &partial);
    if (partial || n == 0) return false;
    for (uint32_t i = 0; i < n; i++)
        if (!(ps[i].flags & PF_OPTIONAL)) return false;
    sx_ck_get_sigs(ck, t, false, &nc);
    sx_ck_get_sigs(ck, t, true, &nn);
    return nc == 0 && nn == 0 && !sx_ck_get_index(ck, t, false) && !sx_ck_get_index(ck, t, true);
}

/* Does src (a primitive through its apparent type) have a property that dst also has? */
static bool has_common_prop(sx_ck *ck, sx_type *src, sx_type *dst) {
    if (src->kind == TK_UNION || src->kind == TK_INTER || src->kind == TK_NONPRIM || src->kind == TK_ANY ||
        src->kind == TK_UNKNOWN || src->kind == TK_NEVER || src->kind == TK_TPARAM || src->kind == TK_ENUM)
        return true;
    if (src->kind == TK_REF && src->u.ref.decl == ck->pre->object_i) return true;
    uint32_t n;
    bool partial;
    sx_prop *ps = sx_ck_all_props(ck, src, &n, &partial);
    if (partial) return true;
    uint32_t nc, nn;
    sx_ck_get_sigs(ck, src, false, &nc);
    sx_ck_get_sigs(ck, src, true, &nn);
    if (n == 0 && nc == 0 && nn == 0) return true; /* tsc skips the check for a source without properties */
    uint32_t nd;
    sx_prop *dp = sx_ck_all_props(ck, dst, &nd, &partial);
    if (partial) return true;
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t k = 0; k < nd; k++)
            if (dp[k].len == ps[i].len && memcmp(dp[k].name, ps[i].name, ps[i].len) == 0) return true;
    return false;
}

/* The one generic case modeled for choosing an overload: an unconstrained type parameter `T` is
 * assignable only to itself, to a union holding it, and to any / unknown; so not to a primitive, a
 * literal, an array or a tuple (tsc: "Type 'T' is not assignable to type 'T[]'"). True when src is
 * such a type parameter, or a union with one as a member, and dst is one of those plain types. */
static bool tparam_to_plain_fails(sx_ck *ck, const sx_type *src, const sx_type *dst) {
    if (!(is_primitive_member(dst) || dst->kind == TK_STRING || dst->kind == TK_NUMBER || dst->kind == TK_TUPLE ||
          sx_ck_t_is_array(ck, dst)))
        return false;
    if (src->kind == TK_TPARAM) return src->u.tp.constraint == NULL;
    if (src->kind != TK_UNION) return false;
    for (uint32_t i = 0; i < src->u.set.n; i++)
        if (src->u.set.t[i]->kind == TK_TPARAM && src->u.set.t[i]->u.tp.constraint == NULL) return true;
    return false;
}

/* Is t, or a member of the union t, one of the n type parameters tps? */
static bool is_one_of(const sx_type *t, sx_type *const *tps, uint32_t n) {
    for (uint32_t k = 0; k < n; k++)
        if (t == tps[k]) return true;
    for (uint32_t i = 0; t->kind == TK_UNION && i < t->u.set.n; i++)
        for (uint32_t k = 0; k < n; k++)
            if (t->u.set.t[i] == tps[k]) return true;
    return false;
}

bool sx_ck_callback_params_misfit(sx_ck *ck, sx_type *fn, sx_type *ctx, sx_type *const *own, uint32_t nown) {
    if (!fn || !ctx || fn->kind != TK_OBJ || ctx->kind != TK_OBJ) return false;
    uint32_t ns, nd;
    sx_sig **ss = sx_ck_get_sigs(ck, fn, false, &ns), **ds = sx_ck_get_sigs(ck, ctx, false, &nd);
    if (ns != 1 || nd != 1 || ss[0]->ntps || ds[0]->ntps) return false;
    uint32_t n = ss[0]->nparams < ds[0]->nparams ? ss[0]->nparams : ds[0]->nparams;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *st = ss[0]->params[i].type, *dt = ds[0]->params[i].type;
        /* (the called signature's own type parameters, not inferred yet, are left to inference) */
        if (st && dt && !ss[0]->params[i].rest && !ds[0]->params[i].rest && !is_one_of(dt, own, nown) &&
            tparam_to_plain_fails(ck, dt, st))
            return true;
    }
    return false;
}

/* tsc's TypeFlags.DefinitelyNonNullable: primitives but null/undefined/void, literals, enums,
 * objects (boolean and an enum are unions that count). */
static bool definitely_non_nullable(sx_ck *ck, const sx_type *t) {
    switch (t->kind) {
    case TK_NONPRIM:
    case TK_OBJ:
    case TK_REF:
    case TK_TUPLE:
    case TK_ENUM: return true;
    case TK_UNION: return t == T_BOOLEAN(ck) || (t->alias && (t->alias->flags & SF_ENUM));
    default: return sx_ck_t_is_primitive_value(t); /* strings, numbers, their literals... */
    }
}

/* The one other member of a union of null and/or undefined and one type (`string | undefined`),
 * else NULL: tsc relates a definitely non-nullable source to that member (isRelatedTo). */
static sx_type *only_non_nullable(const sx_type *u) {
    uint32_t n = u->u.set.n;
    if (n != 2 && n != 3) return NULL;
    sx_type *other = NULL;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *m = u->u.set.t[i];
        if (m->kind == TK_NULL || m->kind == TK_UNDEFINED) continue;
        if (other) return NULL;
        other = m;
    }
    return other && other->kind != TK_VOID ? other : NULL;
}

/* rel with `tp_free`: src and dst are known to mention no type parameter (members of a union or
 * intersection already walked by the caller), so the walk is not repeated. */
/* tsc's isLiteralType: a unit type, boolean, or a union of unit types. */
static bool literalish_prop(const sx_type *t) {
    if (t->kind != TK_UNION) return sx_ck_t_is_unit(t);
    for (uint32_t i = 0; i < t->u.set.n; i++)
        if (!sx_ck_t_is_unit(t->u.set.t[i])) return false;
    return true;
}

/* The type of property `name` of object type m, `undefined` added when optional; NULL if missing. */
static sx_type *prop_of(sx_ck *ck, sx_type *m, const char *name, uint32_t len) {
    sx_propres r = sx_ck_get_prop(ck, m, name, len);
    if (!r.found || r.partial) return NULL;
    return (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
}

/* Is property `name` a discriminant of the object members ms (tsc's isDiscriminantProperty): present
 * in each, of a literal type in one at least, and not of the same type in all? */
static bool is_discriminant(sx_ck *ck, sx_type **ms, uint32_t n, const char *name, uint32_t len) {
    bool literal = false, uniform = true;
    sx_type *first = NULL;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *t = prop_of(ck, ms[i], name, len);
        if (!t || sx_ck_t_contains_tparam(t)) return false;
        literal |= literalish_prop(t);
        if (!first) first = t;
        else if (t != first) uniform = false;
    }
    return literal && !uniform;
}

#define SX_MAX_DISC 8          /* discriminant properties looked at */
#define SX_MAX_COMBINATIONS 25 /* tsc's limit on the combinations of their values */

/* tsc's typeRelatedToDiscriminatedType: an object whose discriminants are unions (`{ done:
 * boolean; value: number }`) relates to a discriminated union (`{ done: false; value: number } |
 * { done: true; value: number }`) when every combination of the discriminants' values matches a
 * member, and the source's other properties fit each member matched. (Signatures and index
 * signatures of the matched members are not compared: fewer errors, never false ones.) */
static bool discriminated_rel(sx_ck *ck, sx_type *src, sx_type *dst) {
    sx_type *ms[32];
    uint32_t nm = 0;
    for (uint32_t i = 0; i < dst->u.set.n && nm < 32; i++) {
        sx_type *m = dst->u.set.t[i];
        if (m->kind == TK_OBJ || m->kind == TK_REF) ms[nm++] = m;
    }
    uint32_t np;
    bool partial = false;
    sx_prop *ps = nm ? sx_ck_all_props(ck, src, &np, &partial) : NULL;
    if (!ps || partial) return false;
    uint32_t disc[SX_MAX_DISC], nd = 0, combos = 1;
    sx_type **vals[SX_MAX_DISC], *single[SX_MAX_DISC];
    uint32_t nvals[SX_MAX_DISC];
    for (uint32_t i = 0; i < np && nd < SX_MAX_DISC; i++) {
        if (!is_discriminant(ck, ms, nm, ps[i].name, ps[i].len)) continue;
        single[nd] = (ps[i].flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, ps[i].type, T_UNDEF(ck)) : ps[i].type;
        bool u = single[nd]->kind == TK_UNION;
        vals[nd] = u ? single[nd]->u.set.t : &single[nd];
        nvals[nd] = u ? single[nd]->u.set.n : 1;
        combos *= nvals[nd];
        if (combos > SX_MAX_COMBINATIONS) return false;
        disc[nd++] = i;
    }
    if (!nd) return false;
    bool matched[32] = {0};
    for (uint32_t k = 0; k < combos; k++) { /* combination k: digit d of k in base nvals[d] picks a value */
        bool any = false;
        for (uint32_t m = 0; m < nm; m++) {
            bool fits = true;
            uint32_t rest = k;
            for (uint32_t d = 0; d < nd && fits; d++) {
                sx_type *tp = prop_of(ck, ms[m], ps[disc[d]].name, ps[disc[d]].len);
                fits = tp && rel(ck, vals[d][rest % nvals[d]], tp, NULL);
                rest /= nvals[d];
            }
            if (fits) matched[m] = any = true;
        }
        if (!any) return false;
    }
    for (uint32_t m = 0; m < nm; m++) { /* the other properties, against each member matched */
        if (!matched[m]) continue;
        uint32_t nt;
        bool tpartial = false;
        sx_prop *tps = sx_ck_all_props(ck, ms[m], &nt, &tpartial);
        if (!tps || tpartial) return false;
        for (uint32_t i = 0; i < nt; i++) {
            bool is_disc = false;
            for (uint32_t d = 0; d < nd && !is_disc; d++)
                is_disc = ps[disc[d]].len == tps[i].len && memcmp(ps[disc[d]].name, tps[i].name, tps[i].len) == 0;
            if (is_disc) continue;
            sx_type *st = prop_of(ck, src, tps[i].name, tps[i].len);
            sx_type *tt = (tps[i].flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, tps[i].type, T_UNDEF(ck)) : tps[i].type;
            if (!st ? !(tps[i].flags & PF_OPTIONAL) : !rel(ck, st, tt, NULL)) return false;
        }
    }
    return true;
}

/* Does text s match template literal pattern p (holes `${string}`: any text, `${number}`: a
 * number's text)? */
static bool pattern_match(const char *p, uint32_t pl, const char *s, uint32_t sl, int depth) {
    if (depth > 16) return true; /* too many holes to try: say yes (no false error) */
    while (pl && !(pl >= 9 && p[0] == '$' && p[1] == '{')) {
        if (!sl || *p != *s) return false;
        p++, pl--, s++, sl--;
    }
    if (!pl) return sl == 0;
    bool num = memcmp(p, "${number}", 9) == 0;
    for (uint32_t k = num ? 1 : 0; k <= sl; k++) { /* the hole takes s[0..k) */
        if (num) {
            char buf[64];
            if (k >= sizeof buf || s[0] == ' ') break;
            memcpy(buf, s, k);
            buf[k] = 0;
            char *end;
            strtod(buf, &end);
            if (*end || buf[k - 1] == ' ') continue;
        }
        if (pattern_match(p + 9, pl - 9, s + k, sl - k, depth + 1)) return true;
    }
    return false;
}

static bool rel_in(sx_ck *ck, sx_type *src, sx_type *dst, chain *c, bool tp_free) {
    if (!src || !dst || src == dst) return true;
    if ((dst->flags & TF_PATTERN) && src->kind == TK_STRLIT) {
        bool ok = pattern_match(dst->u.str.s, dst->u.str.len, src->u.str.s, src->u.str.len, 0);
        if (!ok) not_assignable(ck, c, src, dst);
        return ok;
    }
    if (dst->flags & TF_PATTERN) { /* another pattern: the same text, else not modelled (holds) */
        bool ok = !(src->kind == TK_STRING && !(src->flags & TF_PATTERN)) && src->kind != TK_NUMBER &&
                  src->kind != TK_NUMLIT && src->kind != TK_FALSE && src->kind != TK_TRUE;
        if (!ok && src->kind != TK_UNION && src->kind != TK_ANY && src->kind != TK_NEVER) {
            not_assignable(ck, c, src, dst);
            return false;
        }
    }
    if ((src->flags & TF_PATTERN) && dst->kind == TK_STRING) return true;
    if (++ck->depth > 60) {
        ck->depth--;
        return true;
    }
    /* A pair already being related holds, as tsc's maybe-related assumption does: relating
     * `boolean` to `Object` compares `valueOf(): boolean` with `valueOf(): Object` again. */
    for (int i = 0; i < ck->nrel_stk; i++)
        if (ck->rel_stk[2 * i] == src && ck->rel_stk[2 * i + 1] == dst) {
            ck->depth--;
            return true;
        }
    int stk = ck->nrel_stk;
    if (stk < 64) {
        ck->rel_stk[2 * stk] = src;
        ck->rel_stk[2 * stk + 1] = dst;
        ck->nrel_stk = stk + 1;
    }
    bool ok = true;
    int sk = src->kind, dk = dst->kind;
    if (sk == TK_ANY || dk == TK_ANY || dk == TK_UNKNOWN || sk == TK_NEVER) goto done;
    if (sx_ck_t_regular(src) == sx_ck_t_regular(dst)) goto done;
    if ((dk == TK_NULL || dk == TK_UNDEFINED) && (sk == TK_REF || sk == TK_OBJ || sk == TK_TUPLE)) {
        /* no object is null or undefined, generic (`Node<T>`) or not: `node.left = new Node(x)` narrows
         * `Node<T> | null` to `Node<T>` */
        ok = false;
        not_assignable(ck, c, src, dst);
        goto done;
    }
    if (!tp_free &&
        (sk == TK_TPARAM || dk == TK_TPARAM || sx_ck_t_contains_tparam(src) || sx_ck_t_contains_tparam(dst)))
        goto done; /* generics: not modeled */
    if (c && dk == TK_UNION && definitely_non_nullable(ck, src)) {
        sx_type *only = only_non_nullable(dst);
        if (only) { /* explained against it: "Type 'number' is not assignable to type 'string'." */
            ok = rel_in(ck, src, only, c, tp_free);
            goto done;
        }
    }
    if (sk == TK_UNION) {
        bool is_bool = src == T_BOOLEAN(ck);
        for (uint32_t i = 0; i < src->u.set.n; i++) {
            sx_type *m = src->u.set.t[i];
            /* false | true inside a union is explained as `boolean` */
            if (!is_bool && m->kind == TK_FALSE && i + 1 < src->u.set.n && src->u.set.t[i + 1]->kind == TK_TRUE)
                m = T_BOOLEAN(ck), i++;
            if (rel_in(ck, m, dst, NULL, true)) continue;
            ok = false;
            if (!c) goto done;
            not_assignable(ck, c, src, dst);
            if (is_bool) goto done; /* boolean is one type to tsc */
            sx_type *only = NULL;
            int nobj = 0;
            for (uint32_t k = 0; dk == TK_UNION && k < dst->u.set.n; k++)
                if (!sx_ck_t_is_nullish(dst->u.set.t[k])) only = dst->u.set.t[k], nobj++;
            if (dk == TK_UNION && !(nobj == 1 && is_objectish(ck, only) && is_objectish(ck, m)))
                not_assignable(ck, c, m, dst);
            else rel_in(ck, m, dk == TK_UNION ? only : dst, c, true);
            goto done;
        }
        goto done;
    }
    if (sk == TK_INTER) { /* a branded `number & { __brand: "cents" }`: related when one member is */
        for (uint32_t i = 0; i < src->u.set.n; i++)
            if (rel_in(ck, src->u.set.t[i], dst, NULL, true)) goto done;
    }
    if (dk == TK_UNION) {
        for (uint32_t i = 0; i < dst->u.set.n; i++)
            if (rel_in(ck, src, dst->u.set.t[i], NULL, true)) goto done;
        /* unknown is `{} | null | undefined` (TS 4.8): assignable to a union holding `{}`, null and undefined */
        if (sk == TK_UNKNOWN && sx_ck_t_spells_unknown(dst)) goto done;
        if ((sk == TK_OBJ || sk == TK_REF) && discriminated_rel(ck, src, dst)) goto done;
        ok = false;
        if (c) {
            not_assignable(ck, c, src, dst);
            /* tsc explains against the single object member of `T | undefined` */
            sx_type *only = NULL;
            int nobj = 0;
            for (uint32_t i = 0; i < dst->u.set.n; i++)
                if (!sx_ck_t_is_nullish(dst->u.set.t[i])) only = dst->u.set.t[i], nobj++;
            if (nobj == 1 && is_objectish(ck, only) && is_objectish(ck, src)) rel_in(ck, src, only, c, true);
            else if (sx_ck_t_is_array(ck, src) || src->kind == TK_TUPLE) {
                /* an array against `T | ConcatArray<T>`: tsc's best match is the one object member
                 * (primitives have no properties in common with an array) */
                only = NULL;
                nobj = 0;
                bool prims = true;
                for (uint32_t i = 0; i < dst->u.set.n; i++) {
                    sx_type *m = dst->u.set.t[i];
                    if (is_objectish(ck, m)) only = m, nobj++;
                    else if (!is_primitive_member(m)) prims = false;
                }
                if (nobj == 1 && prims && only->kind == TK_REF) rel_in(ck, src, only, c, true);
            }
        }
        goto done;
    }
    if (dk == TK_INTER) {
        /* a weak intersection (every member all-optional) needs a property in common with any member;
         * its members are then related without a weak-type check of their own */
        bool weak = ck->inter_target == 0 && sk != TK_NULL && sk != TK_UNDEFINED && sk != TK_VOID;
        bool common = false;
        for (uint32_t i = 0; i < dst->u.set.n && weak; i++) {
            weak = is_weak(ck, dst->u.set.t[i]);
            common |= has_common_prop(ck, src, dst->u.set.t[i]);
        }
        if (weak && !common) {
            ok = false;
            if (c) {
                line(ck, c, "Type '%s' has no properties in common with type '%s'.", sx_ck_t_str(ck, src),
                     sx_ck_t_str(ck, dst));
                if (c->depth == 1 && !c->code) c->code = 2559;
            }
            goto done;
        }
        ck->inter_target++;
        for (uint32_t i = 0; i < dst->u.set.n; i++)
            if (!rel_in(ck, src, dst->u.set.t[i], NULL, true)) {
                ok = false;
                if (c) {
                    not_assignable(ck, c, src, dst);
                    rel_in(ck, src, dst->u.set.t[i], c, true);
                }
                break;
            }
        ck->inter_target--;
        goto done;
    }
    if (sk == TK_UNKNOWN || dk == TK_NEVER) {
        ok = false;
        not_assignable(ck, c, src, dst);
        goto done;
    }
    switch (dk) {
    case TK_STRING: ok = sk == TK_STRLIT || (sk == TK_ENUMLIT && enum_lit_is(src, TK_STRLIT)); break;
    case TK_NUMBER: ok = sk == TK_NUMLIT || (sk == TK_ENUMLIT && !enum_lit_is(src, TK_STRLIT)) || sk == TK_ENUM; break;
    case TK_BIGINT: ok = sk == TK_BIGLIT; break;
    case TK_SYMBOL: ok = false; break;
    case TK_BIGLIT: ok = false; break; /* (the same literal is the same type) */
    case TK_FALSE:
    case TK_TRUE:
    case TK_STRLIT:
    case TK_NUMLIT:
        /* an enum member and the literal of its value (tsc's isSimpleTypeRelatedTo) */
        ok = sk == TK_ENUMLIT && (dk == TK_NUMLIT || dk == TK_STRLIT) && src->u.en.member &&
             src->u.en.member->annot == dst;
        break;
    case TK_UNDEFINED: ok = false; break;
    case TK_NULL: ok = false; break;
    case TK_VOID: ok = sk == TK_UNDEFINED; break;
    case TK_NONPRIM: ok = is_objectish(ck, src) && sk != TK_INTER ? true : sk == TK_INTER; break;
    case TK_ENUMLIT:
    case TK_ENUM:
        ok = (sk == TK_NUMLIT || sk == TK_NUMBER) && dst->kind == TK_ENUM;
        /* a number literal and the numeric enum member of the same value (tsc: 200 to Code.Ok = 200) */
        if (!ok && dk == TK_ENUMLIT && sk == TK_NUMLIT && dst->u.en.member && dst->u.en.member->annot &&
            dst->u.en.member->annot->kind == TK_NUMLIT)
            ok = dst->u.en.member->annot->u.num == src->u.num;
        /* (non-literal) number to a numeric enum member: tsc allows it (`status = num` where status
         * is a `Status`, the union of its members) */
        if (!ok && dk == TK_ENUMLIT && sk == TK_NUMBER && !enum_lit_is(dst, TK_STRLIT)) ok = true;
        break;
    case TK_TUPLE:
        if (sk == TK_TUPLE && (src->flags & TF_READONLY) && !(dst->flags & TF_READONLY))
            ok = readonly_to_mutable(ck, c, src, dst), c = NULL;
        else if (sk == TK_TUPLE) ok = tuple_rel(ck, src, dst, c), c = NULL;
        else ok = false;
        break;
    case TK_REF:
    case TK_OBJ:
        if (sk == TK_NULL || sk == TK_UNDEFINED || sk == TK_VOID || sk == TK_UNKNOWN) {
            ok = false;
            break;
        }
        if (ck->inter_target == 0 && is_weak(ck, dst) && !has_common_prop(ck, src, dst)) {
            ok = false;
            if (c) {
                line(ck, c, "Type '%s' has no properties in common with type '%s'.", sx_ck_t_str(ck, src),
                     sx_ck_t_str(ck, dst));
                if (c->depth == 1 && !c->code) c->code = 2559;
                c = NULL;
            }
            break;
        }
        if (sk == TK_TUPLE && (src->flags & TF_READONLY) && dst->kind == TK_REF && dst->u.ref.decl == ck->pre->array) {
            ok = readonly_to_mutable(ck, c, src, dst); /* `as const` where a mutable array is expected */
            c = NULL;
            break;
        }
        if (sk == TK_TUPLE && sx_ck_t_is_array(ck, dst)) {
            sx_type *e = sx_ck_t_elem(ck, src);
            ok = rel(ck, e, dst->u.ref.args[0], NULL);
            if (!ok && c) {
                not_assignable(ck, c, src, dst);
                rel(ck, e, dst->u.ref.args[0], c);
                c = NULL;
            }
            break;
        }
        if (sk == TK_REF && dk == TK_REF && src->u.ref.decl == dst->u.ref.decl) {
            for (uint32_t i = 0; i < src->u.ref.n && i < dst->u.ref.n; i++)
                if (!rel(ck, src->u.ref.args[i], dst->u.ref.args[i], NULL)) {
                    ok = false;
                    if (c) {
                        not_assignable(ck, c, src, dst);
                        rel(ck, src->u.ref.args[i], dst->u.ref.args[i], c); /* the type argument that fails */
                        c = NULL;
                    }
                    break;
                }
            break;
        }
        if (sk == TK_REF && dk == TK_REF && src->u.ref.decl == ck->pre->array && dst->u.ref.decl == ck->pre->ro_array) {
            ok = rel(ck, src->u.ref.args[0], dst->u.ref.args[0], NULL);
            if (!ok && c) {
                not_assignable(ck, c, src, dst);
                rel(ck, src->u.ref.args[0], dst->u.ref.args[0], c);
                c = NULL;
            }
            break;
        }
        if (sk == TK_REF && dk == TK_REF && src->u.ref.decl == ck->pre->ro_array && dst->u.ref.decl == ck->pre->array) {
            ok = readonly_to_mutable(ck, c, src, dst);
            c = NULL;
            break;
        }
        if (sx_ck_t_is_array(ck, dst) && sk != TK_REF && sk != TK_INTER && sk != TK_OBJ) {
            ok = false;
            break;
        }
        {
            chain *cc = c;
            if (sk <= TK_ENUMLIT && sk != TK_NONPRIM)
                cc = NULL; /* tsc does not explain a primitive against an object type */
            else if (bare_function(src) && !(dst->kind == TK_OBJ && (dst->u.obj->ncalls || dst->u.obj->nctors)))
                cc = NULL; /* nor a function against a type without signatures (shouldReportUnmatchedPropertyError) */
            ok = structural(ck, src, dst, NULL);
            if (!ok && c) {
                if (!cc) {
                    not_assignable(ck, c, src, dst);
                } else {
                    /* a missing-property message takes the place of "Type S is not assignable to type T" */
                    chain probe = {0};
                    probe.depth = c->depth;
                    probe.started = c->started;
                    structural(ck, src, dst, &probe);
                    if (probe.code) {
                        if (c->depth == 0) c->code = probe.code;
                        sx_ck_buf_puts(&c->b, probe.b.s ? probe.b.s : "");
                        c->started = true;
                        c->depth++;
                    } else {
                        not_assignable(ck, c, src, dst);
                        chain sub = {0};
                        sub.depth = c->depth;
                        sub.started = true;
                        structural(ck, src, dst, &sub);
                        sx_ck_buf_puts(&c->b, sub.b.s ? sub.b.s : "");
                        sx_ck_buf_free(&sub.b);
                    }
                    sx_ck_buf_free(&probe.b);
                }
                c = NULL;
            }
        }
        break;
    default: ok = false; break;
    }
    if (!ok && c) not_assignable(ck, c, src, dst);
done:
    ck->nrel_stk = stk;
    ck->depth--;
    return ok;
}

static bool rel(sx_ck *ck, sx_type *src, sx_type *dst, chain *c) { return rel_in(ck, src, dst, c, false); }

bool sx_ck_assignable(sx_ck *ck, sx_type *src, sx_type *dst) { return rel(ck, src, dst, NULL); }

bool sx_ck_identical(sx_ck *ck, sx_type *a, sx_type *b) {
    return a == b || (rel(ck, a, b, NULL) && rel(ck, b, a, NULL));
}

/* Comparable (for ===, switch/case): either direction assignable, literals compared by their base. */
bool sx_ck_comparable(sx_ck *ck, sx_type *a, sx_type *b) {
    if (a->kind == TK_UNION) {
        for (uint32_t i = 0; i < a->u.set.n; i++)
            if (sx_ck_comparable(ck, a->u.set.t[i], b)) return true;
        return false;
    }
    if (b->kind == TK_UNION) {
        for (uint32_t i = 0; i < b->u.set.n; i++)
            if (sx_ck_comparable(ck, a, b->u.set.t[i])) return true;
        return false;
    }
    if (rel(ck, a, b, NULL) || rel(ck, b, a, NULL)) return true;
    /* a literal is comparable to its primitive both ways; other literals of the same kind are not */
    return false;
}

void sx_ck_error_chain(sx_ck *ck, uint32_t start, uint32_t len, int code, const char *msg);

/* ---------------------------------------------------------------------------------------------
 * Elaboration: like tsc, report inside object/array literals and arrow bodies when possible
 * ------------------------------------------------------------------------------------------- */

/* The type of a sub-expression, evaluated again without diagnostics (and without flow effects). */
static sx_type *sub_type(sx_ck *ck, sx_node *e, sx_type *ctx) {
    sx_env saved = {0};
    sx_ck_env_copy(ck, &saved, &ck->env);
    ck->silent++;
    sx_type *t = e->kind == SX_N_FUNCTION ? sx_ck_function(ck, e, ctx) : sx_ck_expr_mutable(ck, e, ctx);
    ck->silent--;
    sx_ck_env_copy(ck, &ck->env, &saved);
    return t;
}

static void report_pair(sx_ck *ck, uint32_t start, uint32_t len, sx_type *src, sx_type *dst) {
    chain c = {0};
    rel(ck, src, dst, &c);
    sx_ck_error_chain(ck, start, len, c.code ? c.code : 2322, c.b.s ? c.b.s : "");
    sx_ck_buf_free(&c.b);
}

static sx_type *object_target(sx_ck *ck, sx_type *dst) {
    (void)ck;
    if (dst->kind == TK_UNION) { /* T | undefined: explain against T */
        sx_type *only = NULL;
        for (uint32_t i = 0; i < dst->u.set.n; i++)
            if (!sx_ck_t_is_nullish(dst->u.set.t[i])) {
                if (only) return NULL;
                only = dst->u.set.t[i];
            }
        dst = only;
    }
    if (!dst || !(dst->kind == TK_OBJ || dst->kind == TK_REF || dst->kind == TK_TUPLE || dst->kind == TK_INTER))
        return NULL;
    return dst;
}

static bool elaborate(sx_ck *ck, sx_node *e, sx_type *src, sx_type *dst, int depth);
static sx_type *discriminated_member(sx_ck *ck, sx_node *e, sx_type *u);

/* tsc's indexed access `U["name"]` on a union of object types, for elaborating into an object
 * literal: the union of the members' property types when every member has the property, else NULL
 * (tsc then looks for a best-matching member: not modelled, the property is skipped). */
static sx_type *union_prop(sx_ck *ck, sx_type *u, const char *name, uint32_t len) {
    sx_type *small[16];
    uint32_t n = 0;
    for (uint32_t i = 0; i < u->u.set.n; i++) {
        sx_type *m = u->u.set.t[i];
        if (sx_ck_t_is_nullish(m)) continue;
        if (n == 16) return NULL;
        sx_propres r = sx_ck_get_prop(ck, m, name, len);
        if (!r.found || r.partial) return NULL;
        small[n++] = (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
    }
    return n ? sx_ck_t_union(ck, small, n) : NULL;
}

/* A union of two or more object types (nullish members aside), none partly known. */
static bool object_union(sx_ck *ck, sx_type *t) {
    if (t->kind != TK_UNION) return false;
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->u.set.n; i++) {
        sx_type *m = t->u.set.t[i];
        if (sx_ck_t_is_nullish(m)) continue;
        if (!(m->kind == TK_OBJ || m->kind == TK_REF || m->kind == TK_INTER) || sx_ck_t_is_array(ck, m) ||
            (m->kind == TK_OBJ && (m->flags & TF_PARTIAL)) || sx_ck_t_contains_tparam(m))
            return false;
        n++;
    }
    return n >= 2;
}

static bool elaborate_object(sx_ck *ck, sx_node *e, sx_type *dst, int depth) {
    sx_type *u = object_union(ck, dst) ? dst : NULL;
    dst = u ? u : object_target(ck, dst);
    if (!dst || sx_ck_t_is_array(ck, dst) || dst->kind == TK_TUPLE) return false;
    bool reported = false;
    for (uint32_t i = 0; i < e->list.count; i++) {
        sx_node *p = e->list.items[i];
        if (!p || p->kind != SX_N_PROPERTY || !p->a || (p->a->kind != SX_N_STRING && p->a->kind != SX_N_NUMBER) ||
            (p->flags & (SX_NF_GETTER | SX_NF_SETTER)))
            continue;
        if (p->a->kind != SX_N_STRING) continue;
        sx_propres r;
        if (u) { /* against a union: each member's property, optionality included, else the member
                  * the literal's discriminant picks (tsc's getBestMatchingType, its first rule) */
            sx_type *ut = union_prop(ck, u, p->a->str, p->a->len);
            if (ut) {
                r = (sx_propres){ut, 0, NULL, true, false};
            } else {
                sx_type *m = discriminated_member(ck, e, u);
                if (!m) continue;
                r = sx_ck_get_prop(ck, m, p->a->str, p->a->len);
            }
        } else {
            r = sx_ck_get_prop(ck, dst, p->a->str, p->a->len);
        }
        if (!r.found && !r.partial && dst->kind != TK_INTER) { /* a property that goes to an index signature */
            sx_type *ix = sx_ck_get_index(ck, dst, false);
            if (ix && ix->kind != TK_ANY) r = (sx_propres){ix, 0, NULL, true, false};
        }
        if (!r.found || r.partial) continue;
        sx_type *tpt = r.type;
        sx_type *want = (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, tpt, T_UNDEF(ck)) : tpt;
        sx_node *val = (p->flags & SX_NF_SHORTHAND) ? (p->b ? p->b : p->a) : p->b;
        if (!val) continue;
        sx_type *spt = sub_type(ck, val, tpt);
        if (rel(ck, spt, want, NULL)) continue;
        if (!((p->flags & SX_NF_SHORTHAND) == 0 && elaborate(ck, val, spt, tpt, depth + 1)))
            report_pair(ck, p->a->span.start, p->a->span.end - p->a->span.start, spt, tpt);
        reported = true;
    }
    return reported;
}

static bool elaborate_array(sx_ck *ck, sx_node *e, sx_type *dst, int depth) {
    dst = object_target(ck, dst);
    if (!dst || !(sx_ck_t_is_array(ck, dst) || dst->kind == TK_TUPLE)) return false;
    bool reported = false;
    for (uint32_t i = 0; i < e->list.count; i++) {
        sx_node *el = e->list.items[i];
        if (!el || el->kind == SX_N_SPREAD || el->kind == SX_N_HOLE) continue;
        /* a tuple's elements at and after its rest have no fixed position: tsc does not go in */
        if (dst->kind == TK_TUPLE && i >= rest_index(dst)) continue;
        sx_type *tt = dst->kind == TK_TUPLE ? sx_ck_tuple_target_at(ck, dst, i, e->list.count) : sx_ck_t_elem(ck, dst);
        if (!tt) continue;
        sx_type *st = sub_type(ck, el, tt);
        if (rel(ck, st, tt, NULL)) continue;
        if (!elaborate(ck, el, st, tt, depth + 1))
            report_pair(ck, el->span.start, el->span.end - el->span.start, st, tt);
        reported = true;
    }
    return reported;
}

/* The start of the expression that ends at inner_end, with the parentheses around it that close
 * before outer_end (the front end keeps no parenthesized nodes; tsc reports at the outermost one). */
static uint32_t paren_start(const sx_ck *ck, uint32_t start, uint32_t inner_end, uint32_t outer_end) {
    const char *t = ck->src.text;
    uint32_t open = 0;
    for (uint32_t i = inner_end; i < outer_end && i < ck->src.len; i++) open += t[i] == ')';
    for (uint32_t p = start; open > 0 && p > 0;) {
        char c = t[--p];
        if (c == '(') {
            start = p;
            open--;
        } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            break;
        }
    }
    return start;
}

static bool elaborate_arrow(sx_ck *ck, sx_node *e, sx_type *src, sx_type *dst, int depth) {
    if (!(e->flags & SX_NF_ARROW) || !(e->flags & SX_NF_EXPR_BODY) || !e->b) return false;
    for (uint32_t i = 0; i < e->list.count; i++)
        if (e->list.items[i] && e->list.items[i]->type)
            return false; /* tsc elaborates only arrows whose parameters are all contextually typed */
    uint32_t ns, nd;
    sx_sig **ss = sx_ck_get_sigs(ck, src, false, &ns);
    sx_sig **ds = sx_ck_get_sigs(ck, dst, false, &nd);
    if (ns != 1 || nd < 1 || !ss[0]->ret) return false;
    sx_type *v[8];
    uint32_t n = 0;
    for (uint32_t i = 0; i < nd && n < 8; i++) v[n++] = ds[i]->ret ? ds[i]->ret : T_ANY(ck);
    sx_type *tr = sx_ck_t_union(ck, v, n);
    if (tr->kind == TK_VOID || rel(ck, ss[0]->ret, tr, NULL)) return false;
    if (!elaborate(ck, e->b, ss[0]->ret, tr, depth + 1)) { /* at the body, parentheses and all */
        uint32_t start = paren_start(ck, e->b->span.start, e->b->span.end, e->span.end);
        uint32_t end = start < e->b->span.start ? e->span.end : e->b->span.end;
        report_pair(ck, start, end - start, ss[0]->ret, tr);
    }
    return true;
}

static bool elaborate(sx_ck *ck, sx_node *e, sx_type *src, sx_type *dst, int depth) {
    if (!e || depth > 16 || dst->kind == TK_ANY || sx_ck_t_contains_tparam(dst)) return false;
    switch (e->kind) {
    case SX_N_OBJECT: return elaborate_object(ck, e, dst, depth);
    case SX_N_ARRAY: return elaborate_array(ck, e, dst, depth);
    case SX_N_FUNCTION: return elaborate_arrow(ck, e, src, dst, depth);
    case SX_N_ASSIGN: return e->op == SX_OP_ASSIGN && elaborate(ck, e->b, src, dst, depth + 1);
    case SX_N_TYPE_ASSERT: /* into `e as const` (not other assertions), as tsc's elaborateError */
        return !(e->flags & SX_NF_SATISFIES) && e->type && e->type->span.end - e->type->span.start == 5 &&
               memcmp(ck->src.text + e->type->span.start, "const", 5) == 0 && elaborate(ck, e->a, src, dst, depth + 1);
    default: return false;
    }
}

/* ---------------------------------------------------------------------------------------------
 * Excess properties of fresh object literals (TS2353 / TS2561)
 * ------------------------------------------------------------------------------------------- */

static bool known_in(sx_ck *ck, sx_type *t, const char *name, uint32_t len) {
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!sx_ck_t_is_nullish(t->u.set.t[i]) && known_in(ck, t->u.set.t[i], name, len)) return true;
        return false;
    }
    if (!(t->kind == TK_OBJ || t->kind == TK_REF || t->kind == TK_INTER) || sx_ck_t_contains_tparam(t)) return true;
    if (t->kind == TK_OBJ && (t->flags & TF_PARTIAL)) return true;
    sx_propres r = sx_ck_get_prop(ck, t, name, len);
    if (r.found || r.partial) return true;
    return sx_ck_get_index(ck, t, false) != NULL;
}

/* tsc's findMatchingDiscriminantType: the one union member whose literal-typed property the object
 * literal matches (`{ type: "click", ... }` against `{ type: "click" } | { type: "key" }`). */
static sx_type *discriminated_member(sx_ck *ck, sx_node *e, sx_type *u) {
    for (uint32_t i = 0; i < e->list.count; i++) {
        sx_node *p = e->list.items[i];
        if (!p || p->kind != SX_N_PROPERTY || !p->a || p->a->kind != SX_N_STRING || !p->b ||
            (p->b->kind != SX_N_STRING && p->b->kind != SX_N_NUMBER && p->b->kind != SX_N_TRUE &&
             p->b->kind != SX_N_FALSE))
            continue;
        ck->silent++;
        sx_type *vt = sx_ck_t_regular(sx_ck_expr(ck, p->b, NULL));
        ck->silent--;
        sx_type *match = NULL;
        uint32_t nmatch = 0;
        bool all_literal = true;
        for (uint32_t k = 0; k < u->u.set.n; k++) {
            sx_type *m = u->u.set.t[k];
            if (sx_ck_t_is_nullish(m)) continue;
            sx_propres r = sx_ck_get_prop(ck, m, p->a->str, p->a->len);
            if (!r.found || r.partial || !sx_ck_t_is_unit(r.type)) {
                all_literal = false;
                break;
            }
            if (sx_ck_t_regular(r.type) == vt) match = m, nmatch++;
        }
        if (all_literal && nmatch == 1) return match;
    }
    return NULL;
}

/* A spread whose operand is a known object type (`...p`, `...maybeP`): tsc's literal stays fresh and
 * only its own properties are checked for excess; `any`, type parameters or partly known types: skip. */
static bool plain_spread(sx_ck *ck, sx_node *p) {
    if (!p->a) return false;
    ck->silent++;
    sx_type *st = sx_ck_t_non_nullable(ck, sx_ck_expr(ck, p->a, NULL));
    ck->silent--;
    if (!(st->kind == TK_OBJ || st->kind == TK_REF || st->kind == TK_INTER) || sx_ck_t_contains_tparam(st))
        return false;
    uint32_t np;
    bool partial = false;
    sx_ck_all_props(ck, st, &np, &partial);
    return !partial;
}

/* Report the first excess property of object literal `e` against dst (recursing into nested literals). */
static bool excess(sx_ck *ck, sx_node *e, sx_type *dst, int depth) {
    if (!e || e->kind != SX_N_OBJECT || depth > 16 || dst->kind == TK_ANY || dst->kind == TK_UNKNOWN) return false;
    if (dst->kind == TK_UNION) {
        sx_type *m = discriminated_member(ck, e, dst);
        if (m) dst = m;
    }
    bool objectish = false;
    uint32_t cnt = dst->kind == TK_UNION ? dst->u.set.n : 1;
    for (uint32_t i = 0; i < cnt; i++) {
        sx_type *m = dst->kind == TK_UNION ? dst->u.set.t[i] : dst;
        if (sx_ck_t_is_nullish(m)) continue;
        if (!(m->kind == TK_OBJ || m->kind == TK_REF || m->kind == TK_INTER) ||
            (sx_ck_t_is_array(ck, m) && dst->kind == TK_UNION) ||
            (m->kind == TK_REF && m->u.ref.decl == ck->pre->object_i))
            return false;
        objectish = true;
    }
    if (!objectish) return false;
    if (dst->kind == TK_OBJ && sx_ck_obj_is_empty(dst->u.obj)) return false; /* `{}` takes anything */
    if (dst->kind == TK_REF && !sx_ck_t_is_array(ck, dst)) {                 /* so does an empty class or interface */
        uint32_t np, nc, nn;
        bool partial;
        sx_ck_all_props(ck, dst, &np, &partial);
        sx_ck_get_sigs(ck, dst, false, &nc);
        sx_ck_get_sigs(ck, dst, true, &nn);
        if (!np && !partial && !nc && !nn && !sx_ck_get_index(ck, dst, false) && !sx_ck_get_index(ck, dst, true))
            return false;
    }
    for (uint32_t i = 0; i < e->list.count; i++) {
        sx_node *p = e->list.items[i];
        if (p && p->kind == SX_N_SPREAD && !plain_spread(ck, p)) return false;
    }
    for (uint32_t i = 0; i < e->list.count; i++) {
        sx_node *p = e->list.items[i];
        if (!p || p->kind != SX_N_PROPERTY || !p->a || p->a->kind != SX_N_STRING) continue;
        if (!known_in(ck, dst, p->a->str, p->a->len)) {
            /* a near miss gets "Did you mean to write 'x'?" */
            sx_type *single = object_target(ck, dst);
            int best = -1;
            uint32_t np = 0;
            bool partial = false;
            sx_prop *ps = single ? sx_ck_all_props(ck, single, &np, &partial) : NULL;
            const char *cands[256];
            uint32_t lens[256], nc = 0;
            for (uint32_t k = 0; ps && k < np && nc < 256; k++) cands[nc] = ps[k].name, lens[nc++] = ps[k].len;
            if (nc) sx_ck_spelling(p->a->str, p->a->len, cands, lens, nc, &best);
            char *ds = sx_ck_t_str(ck, dst);
            if (best >= 0)
                sx_ck_error_at(ck, p->a, 2561,
                               "Object literal may only specify known properties, but '%.*s' does not exist in type "
                               "'%s'. Did you mean to write '%.*s'?",
                               (int)p->a->len, p->a->str, ds, (int)lens[best], cands[best]);
            else
                sx_ck_error_at(
                    ck, p->a, 2353,
                    "Object literal may only specify known properties, and '%.*s' does not exist in type '%s'.",
                    (int)p->a->len, p->a->str, ds);
            return true;
        }
    }
    /* nested literals */
    sx_type *single = object_target(ck, dst);
    for (uint32_t i = 0; single && i < e->list.count; i++) {
        sx_node *p = e->list.items[i];
        if (!p || p->kind != SX_N_PROPERTY || !p->a || p->a->kind != SX_N_STRING || !p->b) continue;
        sx_propres r = sx_ck_get_prop(ck, single, p->a->str, p->a->len);
        if (!r.found) continue;
        if (p->b->kind == SX_N_OBJECT && excess(ck, p->b, r.type, depth + 1)) return true;
        if (p->b->kind == SX_N_ARRAY) {
            sx_type *el = sx_ck_t_elem(ck, sx_ck_t_non_nullable(ck, r.type));
            for (uint32_t k = 0; el && k < p->b->list.count; k++)
                if (p->b->list.items[k] && excess(ck, p->b->list.items[k], el, depth + 1)) return true;
        }
    }
    return false;
}

/* The text of "Argument of type 'S' is not assignable to parameter of type 'T'." with tsc's chain
 * below it (or the weak-type message, which tsc reports alone); *code is 2345 or 2559. */
sx_buf sx_ck_arg_message(sx_ck *ck, sx_type *src, sx_type *dst, int *code) {
    sx_buf out = {0};
    sx_type *only = dst->kind == TK_UNION && definitely_non_nullable(ck, src) ? only_non_nullable(dst) : NULL;
    if (only) dst = only; /* `f("high")` for a `number | null`: against number, as tsc */
    chain w = {0};
    rel(ck, src, dst, &w);
    if (w.code == 2559) {
        *code = 2559;
        return w.b;
    }
    sx_ck_buf_free(&w.b);
    *code = 2345;
    chain c = {0};
    /* the head is "Argument of type ..." and the chain explains below it */
    c.started = true;
    c.depth = 1;
    rel(ck, src, dst, &c);
    /* tsc drops the repeated first "Type 'S' is not assignable to type 'T'." line */
    const char *rest = c.b.s ? c.b.s : "";
    const char *head = "\n  Type '";
    sx_ck_buf_printf(&out, "Argument of type '%s' is not assignable to parameter of type '%s'.",
                     sx_ck_t_str(ck, generalize(ck, src, dst)), sx_ck_t_str(ck, dst));
    if (strncmp(rest, head, strlen(head)) == 0) {
        /* skip the first line and unindent the rest by one level */
        const char *nl = strchr(rest + 1, '\n');
        while (nl) {
            const char *next_nl = strchr(nl + 1, '\n');
            size_t l = next_nl ? (size_t)(next_nl - nl) : strlen(nl);
            sx_ck_buf_put(&out, "\n", 1);
            sx_ck_buf_put(&out, nl + 3, l > 3 ? l - 3 : 0);
            nl = next_nl;
        }
    } else {
        sx_ck_buf_puts(&out, rest);
    }
    sx_ck_buf_free(&c.b);
    return out;
}

/* `head` followed by tsc's explanation of why src is not assignable to dst, one level below it. */
sx_buf sx_ck_explain(sx_ck *ck, const char *head, sx_type *src, sx_type *dst) {
    chain c = {0};
    sx_ck_buf_puts(&c.b, head);
    c.started = true;
    c.depth = 1;
    rel(ck, src, dst, &c);
    return c.b;
}

/* As tsc's checkTypeRelatedTo with a headMessage (TS2344, TS1360, TS2415): the head takes the place
 * of the top line "Type 'S' is not assignable to type 'T'."; a top line of its own (TS2741's
 * missing property ...) stays, below the head. */
sx_buf sx_ck_explain_head(sx_ck *ck, const char *head, sx_type *src, sx_type *dst) {
    chain c = {0};
    rel(ck, src, dst, &c);
    sx_buf out = {0};
    sx_ck_buf_puts(&out, head);
    const char *s = c.b.s ? c.b.s : "";
    if (!c.code || c.code == 2820) {
        const char *rest = strchr(s, '\n');
        if (rest) sx_ck_buf_puts(&out, rest);
    } else if (*s) {
        for (const char *p = s, *nl; p; p = nl ? nl + 1 : NULL) {
            nl = strchr(p, '\n');
            sx_ck_buf_puts(&out, "\n  ");
            sx_ck_buf_put(&out, p, nl ? (size_t)(nl - p) : strlen(p));
        }
    }
    sx_ck_buf_free(&c.b);
    return out;
}

/* Would check_assign report inside the expression (object/array literal, arrow body) instead of at it? */
bool sx_ck_would_elaborate(sx_ck *ck, sx_node *expr, sx_type *src, sx_type *dst) {
    if (!expr) return false;
    if ((src->flags & TF_OBJLIT) || expr->kind == SX_N_OBJECT || expr->kind == SX_N_ARRAY) return true;
    ck->silent++;
    bool r = elaborate(ck, expr, src, dst, 0);
    ck->silent--;
    return r;
}

/* Excess properties of a fresh object literal (or of the object literals of an array literal):
 * reported first, replacing the assignability error. True when one was reported. */
static bool excess_first(sx_ck *ck, sx_type *src, sx_type *dst, sx_node *expr) {
    if (!expr) return false;
    if ((src->flags & TF_OBJLIT) && excess(ck, expr, dst, 0)) return true;
    if (expr->kind == SX_N_ARRAY && (sx_ck_t_is_array(ck, dst) || dst->kind == TK_TUPLE)) {
        sx_type *el = sx_ck_t_elem(ck, dst);
        for (uint32_t k = 0; el && k < expr->list.count; k++)
            if (expr->list.items[k] && expr->list.items[k]->kind == SX_N_OBJECT &&
                excess(ck, expr->list.items[k], dst->kind == TK_TUPLE && k < dst->u.set.n ? dst->u.set.t[k] : el, 1))
                return true;
    }
    return false;
}

/* `expr satisfies dst` (tsc's checkSatisfiesExpression): excess properties and errors inside the
 * literal as for an assignment, else TS1360 at [start, start + len) (the `satisfies` keyword) with
 * the reasons below it. */
bool sx_ck_check_satisfies(sx_ck *ck, sx_type *src, sx_type *dst, uint32_t start, uint32_t len, sx_node *expr) {
    bool ok = rel(ck, src, dst, NULL);
    if (ck->silent) return ok;
    if (excess_first(ck, src, dst, expr)) return false;
    if (ok) return true;
    if (elaborate(ck, expr, src, dst, 0)) return false;
    char *head = sx_ck_strf(ck, "Type '%s' does not satisfy the expected type '%s'.",
                            sx_ck_t_str(ck, generalize(ck, src, dst)), sx_ck_t_str(ck, dst));
    sx_buf b = sx_ck_explain_head(ck, head ? head : "", src, dst);
    sx_ck_error_chain(ck, start, len, 1360, b.s ? b.s : "");
    sx_ck_buf_free(&b);
    return false;
}

/* Would a call of the function src give a type that fits dst (tsc's elaborateDidYouMeanToCallOrConstruct,
 * which then reports at the expression)? */
static bool call_would_fit(sx_ck *ck, sx_type *src, sx_type *dst) {
    if (!bare_function(src)) return false;
    for (uint32_t i = 0; i < src->u.obj->ncalls; i++) {
        sx_type *r = src->u.obj->calls[i]->ret; /* (a generic one's `U` relates to nothing in tsc) */
        if (r && r->kind != TK_ANY && r->kind != TK_NEVER && !sx_ck_t_contains_tparam(r) && rel(ck, r, dst, NULL))
            return true;
    }
    return false;
}

bool sx_ck_check_assign(sx_ck *ck, sx_type *src, sx_type *dst, uint32_t start, uint32_t len, int code, sx_node *expr) {
    bool ok = rel(ck, src, dst, NULL);
    if (ck->silent) return ok;
    /* excess properties of a fresh object literal come first (and replace the assignability error) */
    if (excess_first(ck, src, dst, expr)) return false;
    if (ok) return true;
    if (expr && elaborate(ck, expr, src, dst, 0)) return false;
    if (expr && code == 2322 && call_would_fit(ck, src, dst)) { /* tsc: "Did you mean to call this expression?" */
        start = expr->span.start;
        len = expr->span.end - expr->span.start;
    }
    if (code == 2345) {
        int mcode;
        sx_buf out = sx_ck_arg_message(ck, src, dst, &mcode);
        sx_ck_error_chain(ck, start, len, mcode, out.s ? out.s : "");
        sx_ck_buf_free(&out);
        return false;
    }
    chain c = {0};
    rel(ck, src, dst, &c);
    sx_ck_error_chain(ck, start, len, c.code ? c.code : code, c.b.s ? c.b.s : "");
    sx_ck_buf_free(&c.b);
    return false;
}
