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

static void line(sx_ck *ck, chain *c, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void line(sx_ck *ck, chain *c, const char *fmt, ...) {
    (void)ck;
    if (!c)
        return;
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (c->started) {
        sx_ck_buf_puts(&c->b, "\n");
        for (int i = 0; i < c->depth; i++)
            sx_ck_buf_puts(&c->b, "  ");
    }
    c->started = true;
    sx_ck_buf_puts(&c->b, buf);
    c->depth++;
}

static bool could_have_singletons(sx_type *t) {
    if (t->kind == TK_UNION) {
        if (t->u.set.n == 2 && t->u.set.t[0]->kind == TK_FALSE && t->u.set.t[1]->kind == TK_TRUE)
            return false;
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (could_have_singletons(t->u.set.t[i]))
                return true;
        return false;
    }
    if (t->kind == TK_INTER) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (could_have_singletons(t->u.set.t[i]))
                return true;
        return false;
    }
    return sx_ck_t_is_unit(t);
}

static bool is_literalish(sx_type *t) {
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!sx_ck_t_is_unit(t->u.set.t[i]))
                return false;
        return true;
    }
    return sx_ck_t_is_unit(t);
}

/* The source as tsc prints it in "Type 'S' is not assignable to type 'T'.": literals generalized. */
static sx_type *generalize(sx_ck *ck, sx_type *src, sx_type *dst) {
    if (is_literalish(src) && !could_have_singletons(dst))
        return sx_ck_t_base_primitive(ck, src);
    return src;
}

static void not_assignable(sx_ck *ck, chain *c, sx_type *src, sx_type *dst) {
    if (!c)
        return;
    line(ck, c, "Type '%s' is not assignable to type '%s'.", sx_ck_t_str(ck, generalize(ck, src, dst)), sx_ck_t_str(ck, dst));
}

static bool rel(sx_ck *ck, sx_type *src, sx_type *dst, chain *c);

static bool is_objectish(sx_ck *ck, sx_type *t) {
    (void)ck;
    return t->kind == TK_OBJ || t->kind == TK_REF || t->kind == TK_TUPLE || t->kind == TK_NONPRIM || t->kind == TK_INTER;
}

static bool sig_rel(sx_ck *ck, sx_sig *s, sx_sig *d, chain *c, bool method) {
    if (s->ntps || d->ntps)
        return true; /* generic signatures: not modeled */
    /* the source may not require more arguments than the target provides */
    uint32_t dmax = d->has_rest ? 1000 : d->nparams;
    if (s->min_args > dmax) {
        if (c)
            line(ck, c, "Target signature provides too few arguments. Expected %u or more, but got %u.", s->min_args,
                 d->nparams);
        return false;
    }
    uint32_t n = s->nparams < d->nparams ? s->nparams : d->nparams;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *st = s->params[i].type ? s->params[i].type : T_ANY(ck);
        sx_type *dt = d->params[i].type ? d->params[i].type : T_ANY(ck);
        if (s->params[i].rest || d->params[i].rest)
            continue;
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
    sx_type *sr = s->ret ? s->ret : T_ANY(ck), *dr = d->ret ? d->ret : T_ANY(ck);
    if (dr->kind == TK_VOID)
        return true;
    if (!rel(ck, sr, dr, NULL)) {
        if (c) {
            line(ck, c, "Type '%s' is not assignable to type '%s'.", sx_ck_t_str(ck, sr), sx_ck_t_str(ck, dr));
            c->depth--;
            /* tsc words the return mismatch as the nested relation */
            sx_buf tmp = c->b;
            (void)tmp;
            c->depth++;
            rel(ck, sr, dr, c);
        }
        return false;
    }
    return true;
}

static bool has_private(sx_ck *ck, sx_type *t) {
    if (t->kind != TK_REF || !(t->u.ref.decl->flags & SF_CLASS))
        return false;
    sx_ck_sym_members(ck, t->u.ref.decl);
    const sx_obj *o = t->u.ref.decl->members;
    for (uint32_t i = 0; o && i < o->nprops; i++)
        if (o->props[i].flags & (PF_PRIVATE | PF_PROTECTED))
            return true;
    return false;
}

static bool derives_from(sx_ck *ck, sx_sym *cls, sx_sym *base) {
    for (int i = 0; cls && i < 32; i++) {
        if (cls == base)
            return true;
        sx_ck_sym_members(ck, cls);
        if (!cls->nbases || cls->bases[0]->kind != TK_REF)
            return false;
        cls = cls->bases[0]->u.ref.decl;
    }
    return false;
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
    if (pd || ps)
        return true;
    sx_type *sa = sx_ck_apparent(ck, src);
    /* missing properties */
    const char *missing[8];
    uint32_t mlen[8], nmiss = 0, total_miss = 0;
    for (uint32_t i = 0; i < nd; i++) {
        if (dp[i].flags & PF_OPTIONAL)
            continue;
        sx_propres r = sx_ck_get_prop(ck, sa, dp[i].name, dp[i].len);
        if (r.partial)
            return true;
        if (!r.found) {
            if (nmiss < 8) {
                missing[nmiss] = dp[i].name;
                mlen[nmiss++] = dp[i].len;
            }
            total_miss++;
        }
    }
    if (total_miss) {
        if (c) {
            char *ss = sx_ck_t_str(ck, src), *ds = sx_ck_t_str(ck, dst);
            if (total_miss == 1) {
                line(ck, c, "Property '%.*s' is missing in type '%s' but required in type '%s'.", (int)mlen[0],
                     missing[0], ss, ds);
                if (c->depth == 1)
                    c->code = 2741;
            } else {
                sx_buf names = {0};
                uint32_t shown = total_miss > 4 ? 4 : total_miss;
                for (uint32_t i = 0; i < shown; i++)
                    sx_ck_buf_printf(&names, "%s%.*s", i ? ", " : "", (int)mlen[i], missing[i]);
                if (total_miss > 4) {
                    line(ck, c, "Type '%s' is missing the following properties from type '%s': %s, and %u more.", ss,
                         ds, names.s, total_miss - 4);
                    if (c->depth == 1)
                        c->code = 2740;
                } else {
                    line(ck, c, "Type '%s' is missing the following properties from type '%s': %s", ss, ds, names.s);
                    if (c->depth == 1)
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
        if (!r.found)
            continue;
        sx_type *st = r.type, *dt = dp[i].type ? dp[i].type : T_ANY(ck);
        if (r.flags & PF_OPTIONAL)
            st = sx_ck_t_union2(ck, st, T_UNDEF(ck));
        if (dp[i].flags & PF_OPTIONAL)
            dt = sx_ck_t_union2(ck, dt, T_UNDEF(ck));
        if ((dp[i].flags & PF_METHOD) && st->kind == TK_OBJ && dt->kind == TK_OBJ) {
            /* methods: bivariant parameters */
            uint32_t a, b;
            sx_sig **ssig = sx_ck_get_sigs(ck, st, false, &a), **dsig = sx_ck_get_sigs(ck, dt, false, &b);
            if (a == 1 && b == 1 && sig_rel(ck, ssig[0], dsig[0], NULL, true))
                continue;
        }
        if (!rel(ck, st, dt, NULL)) {
            if (c) {
                if ((r.flags & PF_OPTIONAL) && !(dp[i].flags & PF_OPTIONAL)) {
                    line(ck, c, "Property '%.*s' is optional in type '%s' but required in type '%s'.", (int)dp[i].len,
                         dp[i].name, sx_ck_t_str(ck, src), sx_ck_t_str(ck, dst));
                } else {
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
            if (c)
                line(ck, c, "Type '%s' provides no match for the signature '%s'.", sx_ck_t_str(ck, src), "...");
            return sa->kind == TK_ANY;
        }
        if (nsc == 1 && ndc == 1 && !sig_rel(ck, sc[0], dc[0], c, false))
            return false;
    }
    /* index signatures: every property of an object literal type must fit */
    sx_type *di = NULL;
    if (dst->kind == TK_OBJ && dst->u.obj->str_index)
        di = dst->u.obj->str_index;
    if (di && src->kind == TK_OBJ) {
        for (uint32_t i = 0; i < src->u.obj->nprops; i++) {
            sx_prop *p = &src->u.obj->props[i];
            sx_type *pt = p->type ? p->type : T_ANY(ck);
            if (p->flags & PF_OPTIONAL)
                pt = sx_ck_t_union2(ck, pt, T_UNDEF(ck));
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

static bool tuple_rel(sx_ck *ck, sx_type *src, sx_type *dst, chain *c) {
    uint32_t sn = src->u.set.n, dn = dst->u.set.n;
    bool s_var = false, d_var = false;
    uint32_t dmin = 0;
    for (uint32_t i = 0; i < sn; i++)
        s_var |= src->u.set.ef && (src->u.set.ef[i] & (TNF_REST | TNF_OPTIONAL));
    for (uint32_t i = 0; i < dn; i++) {
        uint8_t f = dst->u.set.ef ? dst->u.set.ef[i] : 0;
        d_var |= (f & (TNF_REST | TNF_OPTIONAL)) != 0;
        if (!(f & (TNF_REST | TNF_OPTIONAL)))
            dmin++;
    }
    if (s_var || d_var) {
        if (s_var)
            return true; /* not modeled */
        if (sn < dmin || (!(dst->u.set.ef && (dst->u.set.ef[dn - 1] & TNF_REST)) && sn > dn)) {
            not_assignable(ck, c, src, dst);
            return false;
        }
        for (uint32_t i = 0; i < sn && i < dn; i++) {
            uint8_t f = dst->u.set.ef ? dst->u.set.ef[i] : 0;
            if (f & TNF_REST)
                return true;
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
                line(ck, c, "Type at position %u of source is not compatible with type at position %u of target.", i, i);
                rel(ck, src->u.set.t[i], dst->u.set.t[i], c);
            }
            return false;
        }
    return true;
}

static bool rel(sx_ck *ck, sx_type *src, sx_type *dst, chain *c) {
    if (!src || !dst || src == dst)
        return true;
    if (++ck->depth > 60) {
        ck->depth--;
        return true;
    }
    bool ok = true;
    int sk = src->kind, dk = dst->kind;
    if (sk == TK_ANY || dk == TK_ANY || dk == TK_UNKNOWN || sk == TK_NEVER)
        goto done;
    if (sx_ck_t_regular(src) == sx_ck_t_regular(dst))
        goto done;
    if (sk == TK_TPARAM || dk == TK_TPARAM || sx_ck_t_contains_tparam(src) || sx_ck_t_contains_tparam(dst))
        goto done; /* generics: not modeled */
    if (sk == TK_UNION) {
        for (uint32_t i = 0; i < src->u.set.n; i++)
            if (!rel(ck, src->u.set.t[i], dst, NULL)) {
                if (c) {
                    if (dk == TK_UNION || !sx_ck_t_is_unit(src->u.set.t[i]) || true)
                        not_assignable(ck, c, src, dst);
                    if (dk != TK_UNION && src->u.set.t[i]->kind != TK_UNDEFINED && src->u.set.t[i]->kind != TK_NULL &&
                        !(src->u.set.t[i]->kind == TK_FALSE || src->u.set.t[i]->kind == TK_TRUE))
                        rel(ck, src->u.set.t[i], dst, c);
                    else if (dk != TK_UNION)
                        not_assignable(ck, c, src->u.set.t[i], dst);
                }
                ok = false;
                goto done;
            }
        goto done;
    }
    if (dk == TK_UNION) {
        for (uint32_t i = 0; i < dst->u.set.n; i++)
            if (rel(ck, src, dst->u.set.t[i], NULL))
                goto done;
        ok = false;
        if (c) {
            not_assignable(ck, c, src, dst);
            /* tsc explains against the single object member of `T | undefined` */
            sx_type *only = NULL;
            int nobj = 0;
            for (uint32_t i = 0; i < dst->u.set.n; i++)
                if (!sx_ck_t_is_nullish(dst->u.set.t[i]))
                    only = dst->u.set.t[i], nobj++;
            if (nobj == 1 && is_objectish(ck, only) && is_objectish(ck, src))
                rel(ck, src, only, c);
        }
        goto done;
    }
    if (dk == TK_INTER) {
        for (uint32_t i = 0; i < dst->u.set.n; i++)
            if (!rel(ck, src, dst->u.set.t[i], NULL)) {
                ok = false;
                if (c) {
                    not_assignable(ck, c, src, dst);
                    rel(ck, src, dst->u.set.t[i], c);
                }
                goto done;
            }
        goto done;
    }
    if (sk == TK_UNKNOWN || dk == TK_NEVER) {
        ok = false;
        not_assignable(ck, c, src, dst);
        goto done;
    }
    switch (dk) {
    case TK_STRING: ok = sk == TK_STRLIT; break;
    case TK_NUMBER: ok = sk == TK_NUMLIT || sk == TK_ENUMLIT || sk == TK_ENUM; break;
    case TK_BIGINT: ok = false; break;
    case TK_SYMBOL: ok = false; break;
    case TK_FALSE:
    case TK_TRUE:
    case TK_STRLIT:
    case TK_NUMLIT: ok = sk == TK_ENUMLIT && dk == TK_NUMLIT && src->u.en.member && src->u.en.member->annot == dst; break;
    case TK_UNDEFINED: ok = false; break;
    case TK_NULL: ok = false; break;
    case TK_VOID: ok = sk == TK_UNDEFINED; break;
    case TK_NONPRIM: ok = is_objectish(ck, src) && sk != TK_INTER ? true : sk == TK_INTER; break;
    case TK_ENUMLIT:
    case TK_ENUM: ok = (sk == TK_NUMLIT || sk == TK_NUMBER) && dst->kind == TK_ENUM; break;
    case TK_TUPLE:
        if (sk == TK_TUPLE)
            ok = tuple_rel(ck, src, dst, c), c = NULL;
        else
            ok = false;
        break;
    case TK_REF:
    case TK_OBJ:
        if (sk == TK_NULL || sk == TK_UNDEFINED || sk == TK_VOID || sk == TK_UNKNOWN) {
            ok = false;
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
                        if (sx_ck_t_is_array(ck, src))
                            rel(ck, src->u.ref.args[i], dst->u.ref.args[i], c);
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
            ok = false;
            if (c) {
                line(ck, c, "The type '%s' is 'readonly' and cannot be assigned to the mutable type '%s'.",
                     sx_ck_t_str(ck, src), sx_ck_t_str(ck, dst));
                c->code = 4104;
                c = NULL;
            }
            break;
        }
        if (sx_ck_t_is_array(ck, dst) && sk != TK_REF && sk != TK_INTER) {
            ok = false;
            break;
        }
        {
            chain sub = {0};
            chain *cc = NULL;
            if (c) {
                sub.depth = c->depth + 1;
                sub.started = true;
                cc = &sub;
            }
            ok = structural(ck, src, dst, cc);
            if (!ok && c) {
                if (sub.code && c->depth == 0) {
                    /* a missing-property message replaces the head */
                    c->code = sub.code;
                    c->started = false;
                    sub.b.s = sub.b.s ? sub.b.s + 1 : sub.b.s; /* drop the leading newline */
                    sx_ck_buf_puts(&c->b, sub.b.s ? sub.b.s : "");
                    c->started = true;
                    sx_ck_buf_free(&(sx_buf){sub.b.s ? sub.b.s - 1 : NULL, 0, 0});
                } else {
                    not_assignable(ck, c, src, dst);
                    if (sub.b.s)
                        sx_ck_buf_puts(&c->b, sub.b.s);
                    sx_ck_buf_free(&sub.b);
                }
                c = NULL;
            } else {
                sx_ck_buf_free(&sub.b);
            }
        }
        break;
    default: ok = false; break;
    }
    if (!ok && c)
        not_assignable(ck, c, src, dst);
done:
    ck->depth--;
    return ok;
}

bool sx_ck_assignable(sx_ck *ck, sx_type *src, sx_type *dst) { return rel(ck, src, dst, NULL); }

bool sx_ck_identical(sx_ck *ck, sx_type *a, sx_type *b) {
    return a == b || (rel(ck, a, b, NULL) && rel(ck, b, a, NULL));
}

/* Comparable (for ===, switch/case): either direction assignable, literals compared by their base. */
bool sx_ck_comparable(sx_ck *ck, sx_type *a, sx_type *b) {
    if (a->kind == TK_UNION) {
        for (uint32_t i = 0; i < a->u.set.n; i++)
            if (sx_ck_comparable(ck, a->u.set.t[i], b))
                return true;
        return false;
    }
    if (b->kind == TK_UNION) {
        for (uint32_t i = 0; i < b->u.set.n; i++)
            if (sx_ck_comparable(ck, a, b->u.set.t[i]))
                return true;
        return false;
    }
    if (rel(ck, a, b, NULL) || rel(ck, b, a, NULL))
        return true;
    /* a literal is comparable to its primitive both ways; other literals of the same kind are not */
    return false;
}

void sx_ck_error_chain(sx_ck *ck, uint32_t start, uint32_t len, int code, const char *msg);

bool sx_ck_check_assign(sx_ck *ck, sx_type *src, sx_type *dst, uint32_t start, uint32_t len, int code, sx_node *expr) {
    (void)expr;
    if (rel(ck, src, dst, NULL))
        return true;
    if (ck->silent)
        return false;
    chain c = {0};
    if (code == 2345) {
        /* the head is "Argument of type ..." and the chain explains below it */
        c.started = true;
        c.depth = 1;
        rel(ck, src, dst, &c);
        /* tsc drops the repeated first "Type 'S' is not assignable to type 'T'." line */
        const char *rest = c.b.s ? c.b.s : "";
        char head[64];
        snprintf(head, sizeof head, "\n  Type '");
        sx_buf out = {0};
        sx_ck_buf_printf(&out, "Argument of type '%s' is not assignable to parameter of type '%s'.",
                      sx_ck_t_str(ck, generalize(ck, src, dst)), sx_ck_t_str(ck, dst));
        if (c.code == 0 && strncmp(rest, head, strlen(head)) == 0) {
            /* skip the first line and unindent the rest by one level */
            const char *nl = strchr(rest + 1, '\n');
            while (nl) {
                const char *next_nl = strchr(nl + 1, '\n');
                size_t l = next_nl ? (size_t)(next_nl - nl) : strlen(nl);
                sx_ck_buf_put(&out, "\n", 1);
                sx_ck_buf_put(&out, nl + 3, l > 3 ? l - 3 : 0);
                nl = next_nl;
            }
        } else if (c.code) {
            sx_ck_buf_puts(&out, rest);
        }
        sx_ck_error_chain(ck, start, len, code, out.s ? out.s : "");
        sx_ck_buf_free(&out);
        sx_ck_buf_free(&c.b);
        return false;
    }
    rel(ck, src, dst, &c);
    sx_ck_error_chain(ck, start, len, c.code ? c.code : code, c.b.s ? c.b.s : "");
    sx_ck_buf_free(&c.b);
    return false;
}
