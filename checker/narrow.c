/* narrow.c - control-flow narrowing by conditions: truthiness, typeof, ===, in, instanceof, type guards. */
#include "checker/ck.h"

#include <stdio.h>
#include <stdlib.h>

/* ---------------------------------------------------------------------------------------------
 * References: a variable, or a property path below it (x, x.a, x.a.b, x["k"])
 * ------------------------------------------------------------------------------------------- */

bool sx_ck_ref_key(sx_ck *ck, sx_node *n, sx_sym **sym, const char **path, uint32_t *plen) {
    if (!n) return false;
    /* `(o = f()).done`, `(a, o).done` name o (tsc's isMatchingReference) */
    if (n->kind == SX_N_ASSIGN && n->op == SX_OP_ASSIGN) return sx_ck_ref_key(ck, n->a, sym, path, plen);
    if (n->kind == SX_N_SEQUENCE && n->list.count)
        return sx_ck_ref_key(ck, n->list.items[n->list.count - 1], sym, path, plen);
    if (n->kind == SX_N_CHAIN) return sx_ck_ref_key(ck, n->a, sym, path, plen);
    if (n->kind == SX_N_NON_NULL) return sx_ck_ref_key(ck, n->a, sym, path, plen);
    if (n->kind == SX_N_THIS) { /* this.x narrows like o.x; an arrow function shares its parent's this */
        sx_fnctx *f = ck->fn;
        while (f && f->fn && (f->fn->flags & SX_NF_ARROW)) f = f->parent;
        if (!f) return false;
        if (!f->this_sym) {
            f->this_sym = sx_ck_alloc(ck, sizeof *f->this_sym);
            if (!f->this_sym) return false;
            f->this_sym->name = "this";
            f->this_sym->len = 4;
        }
        *sym = f->this_sym;
        *path = NULL;
        *plen = 0;
        return true;
    }
    if (n->kind == SX_N_IDENT) {
        sx_sym *s = sx_ck_lookup(ck, n->str, n->len, SF_VALUE);
        if (!s || (s->flags & (SF_FUNC | SF_CLASS | SF_ENUM))) return false;
        *sym = s;
        *path = NULL;
        *plen = 0;
        return true;
    }
    const char *name = NULL;
    uint32_t nlen = 0;
    if (n->kind == SX_N_MEMBER && !(n->flags & SX_NF_PRIVATE)) {
        name = n->str;
        nlen = n->len;
    } else if (n->kind == SX_N_INDEX && n->b && n->b->kind == SX_N_STRING) {
        name = n->b->str;
        nlen = n->b->len;
    } else if (n->kind == SX_N_INDEX && n->b && n->b->kind == SX_N_NUMBER) {
        /* t[1], m[2]: a numeric literal names the same property as its string ("1"), as tsc's
         * getAccessedPropertyName */
        double d = n->b->num;
        if (!(d >= 0 && d < 1e9 && d == (double)(uint32_t)d)) return false;
        char *kb = sx_ck_alloc(ck, 12);
        if (!kb) return false;
        nlen = (uint32_t)snprintf(kb, 12, "%u", (unsigned)d);
        name = kb;
    } else if (n->kind == SX_N_INDEX && n->b && n->b->kind == SX_N_IDENT) {
        /* obj[key] with a key that never changes (TS 5.5): the path element names the key's symbol
         * (a byte no property name in a path starts with, then its address) */
        sx_sym *k = sx_ck_lookup(ck, n->b->str, n->b->len, SF_VALUE);
        if (!k || (k->flags & (SF_FUNC | SF_CLASS | SF_ENUM | SF_IMPORT)) || !sx_ck_never_reassigned(ck, k))
            return false;
        char *kb = sx_ck_alloc(ck, 24);
        if (!kb) return false;
        nlen = (uint32_t)snprintf(kb, 24, "\x01%p", (void *)k);
        name = kb;
    } else {
        return false;
    }
    const char *pp = NULL;
    uint32_t pl = 0;
    sx_sym *root = n->a && n->a->kind == SX_N_IDENT ? sx_ck_lookup(ck, n->a->str, n->a->len, SF_VALUE) : NULL;
    if (root && root->expando_in && (root->flags & SF_FUNC)) *sym = root; /* f.count of a function with expandos */
    else if (!sx_ck_ref_key(ck, n->a, sym, &pp, &pl)) return false;
    char *np = sx_ck_alloc(ck, pl + nlen + 2);
    if (!np) return false;
    if (pl) memcpy(np, pp, pl);
    np[pl] = '.';
    memcpy(np + pl + 1, name, nlen);
    *path = np;
    *plen = pl + 1 + nlen;
    return true;
}

/* The current type of a reference expression (no diagnostics). */
static sx_type *ref_type(sx_ck *ck, sx_node *n) {
    ck->silent++;
    sx_type *t = sx_ck_expr(ck, n, NULL);
    ck->silent--;
    return t;
}

static void set_ref(sx_ck *ck, sx_node *n, sx_type *t) {
    sx_sym *s;
    const char *p;
    uint32_t pl;
    if (!sx_ck_ref_key(ck, n, &s, &p, &pl)) return;
    /* narrowed to its declared type, with nothing known before: still nothing known, so a later
     * join keeps the declared type (tsc's `type === declaredType` at a branch label) */
    if (!p && !sx_ck_env_find(&ck->env, s, NULL, 0) && s->scope && t == sx_ck_sym_type(ck, s)) return;
    sx_ck_env_set(ck, &ck->env, s, p, pl, t);
}

/* ---------------------------------------------------------------------------------------------
 * Type filters
 * ------------------------------------------------------------------------------------------- */

typedef bool (*pred_fn)(sx_ck *, sx_type *, void *);

static sx_type *filter(sx_ck *ck, sx_type *t, pred_fn keep, void *arg) {
    if (t->kind != TK_UNION) return keep(ck, t, arg) ? t : T_NEVER(ck);
    sx_type *small[32], **v = t->u.set.n <= 32 ? small : sx_ck_alloc(ck, t->u.set.n * sizeof *v);
    if (!v) return t;
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->u.set.n; i++)
        if (keep(ck, t->u.set.t[i], arg)) v[n++] = t->u.set.t[i];
    if (n == t->u.set.n) return t;
    return sx_ck_t_union(ck, v, n);
}

static bool can_be_truthy(sx_ck *ck, sx_type *t, void *arg) {
    (void)ck, (void)arg;
    switch (t->kind) {
    case TK_NULL:
    case TK_UNDEFINED:
    case TK_VOID:
    case TK_FALSE:
    case TK_NEVER: return false;
    case TK_STRLIT: return t->u.str.len > 0;
    case TK_NUMLIT: return t->u.num != 0;
    case TK_BIGLIT: return !(t->u.str.len == 1 && t->u.str.s[0] == '0');
    default: return true;
    }
}

static bool can_be_falsy(sx_ck *ck, sx_type *t, void *arg) {
    (void)ck, (void)arg;
    switch (t->kind) {
    case TK_NULL:
    case TK_UNDEFINED:
    case TK_VOID:
    case TK_FALSE:
    case TK_STRING:
    case TK_NUMBER:
    case TK_BIGINT:
    case TK_ANY:
    case TK_UNKNOWN:
    case TK_TPARAM:
    case TK_ENUM:
    case TK_ENUMLIT: return true;
    case TK_STRLIT: return t->u.str.len == 0;
    case TK_NUMLIT: return t->u.num == 0;
    case TK_BIGLIT: return t->u.str.len == 1 && t->u.str.s[0] == '0';
    default: return false;
    }
}

/* The empty object type `{}`: every value but null and undefined. */
static bool is_empty_object(const sx_type *t) {
    return t->kind == TK_OBJ && sx_ck_obj_is_empty(t->u.obj) && !t->sym && !(t->flags & TF_PARTIAL);
}

sx_type *sx_ck_narrow_truthy(sx_ck *ck, sx_type *t, bool truthy) {
    if (t->kind == TK_ANY) return t;
    /* tsc: a truthy unknown is `{}` (so `v && typeof v === "object"` is `object`) */
    if (t->kind == TK_UNKNOWN) return truthy ? sx_ck_t_obj(ck, sx_ck_obj_new(ck)) : t;
    if (t->kind == TK_TPARAM) return t;
    return filter(ck, t, truthy ? can_be_truthy : can_be_falsy, NULL);
}

static bool typeof_match(sx_ck *ck, sx_type *t, const char *tag, uint32_t len) {
#define TAG(s) (len == sizeof(s) - 1 && memcmp(tag, s, len) == 0)
    switch (t->kind) {
    case TK_STRING:
    case TK_STRLIT: return TAG("string");
    case TK_NUMBER:
    case TK_NUMLIT:
    case TK_ENUMLIT:
    case TK_ENUM: return TAG("number");
    case TK_BIGINT:
    case TK_BIGLIT: return TAG("bigint");
    case TK_TRUE:
    case TK_FALSE: return TAG("boolean");
    case TK_SYMBOL: return TAG("symbol");
    case TK_UNDEFINED:
    case TK_VOID: return TAG("undefined");
    case TK_NULL: return TAG("object");
    case TK_OBJ: {
        uint32_t n;
        sx_ck_get_sigs(ck, t, false, &n);
        return n ? TAG("function") : TAG("object");
    }
    case TK_REF:
        if (t->u.ref.decl == ck->pre->function_i) return TAG("function");
        return TAG("object");
    case TK_TUPLE:
    case TK_NONPRIM: return TAG("object") || TAG("function");
    default: return true;
    }
#undef TAG
}

typedef struct tagarg {
    const char *tag;
    uint32_t len;
    bool eq;
} tagarg;

static bool keep_typeof(sx_ck *ck, sx_type *t, void *arg) {
    tagarg *a = arg;
    bool m = typeof_match(ck, t, a->tag, a->len);
    if (t->kind == TK_NONPRIM || t->kind == TK_TPARAM) return true;
    if (!a->eq && is_empty_object(t)) return true; /* `{}` (unknown less null) may be of any typeof */
    return a->eq ? m : !m;
}

/* A type parameter without a constraint (or with `unknown`). */
static bool is_free_tparam(const sx_type *m) {
    return m->kind == TK_TPARAM && (!m->u.tp.constraint || m->u.tp.constraint->kind == TK_UNKNOWN);
}

/* An unconstrained type parameter T among the members a condition keeps becomes `T & implied`:
 * for `typeof x === "string"` always (tsc's narrowTypeByTypeFacts: `string | (T & string)`), for
 * `x instanceof Error` only when no other member fits (getNarrowedType; else T goes:
 * `Error`). Constrained ones stay (their constraint is narrowed where their members are read). */
static sx_type *meet_tparams(sx_ck *ck, sx_type *kept, sx_type *implied, bool drop_beside_others) {
    uint32_t n = kept->kind == TK_UNION ? kept->u.set.n : 1;
    if (!implied || n > 32) return kept;
    bool other = false, any_tp = false;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *m = kept->kind == TK_UNION ? kept->u.set.t[i] : kept;
        bool free_tp = is_free_tparam(m);
        any_tp |= free_tp;
        other |= !free_tp;
    }
    if (!any_tp) return kept;
    sx_type *v[32];
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *m = kept->kind == TK_UNION ? kept->u.set.t[i] : kept;
        if (!is_free_tparam(m)) v[k++] = m;
        else if (!other || !drop_beside_others) {
            sx_type *both[2] = {m, implied};
            v[k++] = sx_ck_t_inter(ck, both, 2);
        }
    }
    return sx_ck_t_union(ck, v, k);
}

/* The type `typeof x === tag` implies (tsc's narrowTypeByTypeName); NULL for "object" and
   unknown tags. */
static sx_type *typeof_implied(sx_ck *ck, const char *tag, uint32_t len) {
    static const char *const prims[] = {"string", "number", "bigint", "boolean", "symbol", "undefined"};
    static const int kinds[] = {TK_STRING, TK_NUMBER, TK_BIGINT, 0, TK_SYMBOL, TK_UNDEFINED};
    for (int i = 0; i < 6; i++)
        if (strlen(prims[i]) == len && memcmp(prims[i], tag, len) == 0)
            return i == 3 ? T_BOOLEAN(ck) : ck->pre->intrinsics[kinds[i]];
    if (len == 8 && memcmp(tag, "function", 8) == 0 && ck->pre->function_i)
        return sx_ck_t_ref(ck, ck->pre->function_i, NULL, 0);
    return NULL;
}

sx_type *sx_ck_narrow_typeof(sx_ck *ck, sx_type *t, const char *tag, uint32_t len, bool eq) {
    bool empty = is_empty_object(t); /* `{}` narrows as unknown does, less null and undefined */
    if (t->kind == TK_ANY || t->kind == TK_UNKNOWN || empty) {
        if (!eq) return t;
        if (empty && (len == 9 && memcmp(tag, "undefined", 9) == 0)) return T_NEVER(ck);
        if (empty && len == 6 && memcmp(tag, "object", 6) == 0) return T_NONPRIM(ck);
        if (t->kind == TK_UNKNOWN && len == 6 && memcmp(tag, "object", 6) == 0)
            return sx_ck_t_union2(ck, T_NONPRIM(ck), T_NULL(ck));
        bool fn = len == 8 && memcmp(tag, "function", 8) == 0; /* any stays any for "function" */
        sx_type *implied = t->kind == TK_ANY && fn ? NULL : typeof_implied(ck, tag, len);
        return implied ? implied : t;
    }
    tagarg a = {tag, len, eq};
    if (eq && t->kind == TK_UNION) { /* `{} | object` (a join): each `{}` narrows as above */
        bool any_empty = false;
        for (uint32_t i = 0; i < t->u.set.n; i++) any_empty |= is_empty_object(t->u.set.t[i]);
        if (any_empty && t->u.set.n <= 32) {
            sx_type *v[32];
            uint32_t n = 0;
            for (uint32_t i = 0; i < t->u.set.n; i++) {
                sx_type *m = t->u.set.t[i];
                if (is_empty_object(m)) v[n++] = sx_ck_narrow_typeof(ck, m, tag, len, eq);
                else if (m->kind == TK_NONPRIM ? typeof_match(ck, m, tag, len) : keep_typeof(ck, m, &a)) v[n++] = m;
            }
            return sx_ck_t_union(ck, v, n);
        }
    }
    sx_type *kept = filter(ck, t, keep_typeof, &a);
    sx_type *implied = eq ? typeof_implied(ck, tag, len) : NULL;
    if (implied && implied->kind != TK_REF && (t->kind == TK_UNION ? t->u.set.n : 1) <= 32) {
        /* an object type the primitive is a subtype of (`{ toString(): string }`, `Object`) holds
         * that primitive when the tag says so (tsc's narrowTypeByTypeFacts: `isTypeSubtypeOf(impliedType, t)`) */
        sx_type *v[33];
        uint32_t n = 0;
        bool added = false;
        for (uint32_t i = 0; i < (t->kind == TK_UNION ? t->u.set.n : 1); i++) {
            sx_type *m = t->kind == TK_UNION ? t->u.set.t[i] : t;
            if ((m->kind == TK_OBJ || m->kind == TK_REF) && !keep_typeof(ck, m, &a) && !(m->flags & TF_PARTIAL) &&
                sx_ck_assignable(ck, implied, m))
                added = true;
        }
        if (added) {
            for (uint32_t i = 0; kept->kind != TK_NEVER && i < (kept->kind == TK_UNION ? kept->u.set.n : 1); i++)
                v[n++] = kept->kind == TK_UNION ? kept->u.set.t[i] : kept;
            v[n++] = implied;
            kept = sx_ck_t_union(ck, v, n);
        }
    }
    return eq ? meet_tparams(ck, kept, implied, false) : kept;
}

/* Assignment narrowing: the declared union filtered to members the assigned type fits. */
typedef struct asgarg {
    sx_type *src;
} asgarg;

static bool keep_assignable_from(sx_ck *ck, sx_type *m, void *arg) {
    sx_type *src = ((asgarg *)arg)->src;
    if (src->kind == TK_UNION) {
        for (uint32_t i = 0; i < src->u.set.n; i++)
            if (sx_ck_assignable(ck, src->u.set.t[i], m)) return true;
        return false;
    }
    return sx_ck_assignable(ck, src, m);
}

sx_type *sx_ck_narrow_to(sx_ck *ck, sx_type *t, sx_type *cand, bool eq) {
    (void)eq;
    if (t->kind != TK_UNION || cand->kind == TK_ANY) return t;
    asgarg a = {cand};
    sx_type *r = filter(ck, t, keep_assignable_from, &a);
    return r->kind == TK_NEVER ? t : r;
}

/* x === v (eq) or x !== v: tsc's narrowTypeByEquality for a unit type v. */
typedef struct eqarg {
    sx_type *v;
} eqarg;

static bool keep_eq(sx_ck *ck, sx_type *m, void *arg) {
    sx_type *v = ((eqarg *)arg)->v;
    if (m->flags & TF_PATTERN) return v->kind != TK_STRLIT || sx_ck_comparable(ck, m, v); /* `${string}Success` */
    if (!sx_ck_t_is_unit(m)) return true;
    return sx_ck_comparable(ck, m, v);
}

static bool keep_comparable(sx_ck *ck, sx_type *m, void *arg) { return sx_ck_comparable(ck, m, ((eqarg *)arg)->v); }

static bool keep_ne(sx_ck *ck, sx_type *m, void *arg) {
    (void)ck;
    sx_type *v = ((eqarg *)arg)->v;
    return !(sx_ck_t_is_unit(m) && sx_ck_t_same_literal(m, v));
}

static bool keep_nullish_kind(sx_ck *ck, sx_type *m, void *arg) {
    (void)ck;
    sx_type *v = ((eqarg *)arg)->v;
    bool same = m->kind == v->kind || (v->kind == TK_UNDEFINED && m->kind == TK_VOID);
    return same || m->kind == TK_TPARAM;
}

static bool drop_nullish_kind(sx_ck *ck, sx_type *m, void *arg) {
    (void)ck;
    sx_type *v = ((eqarg *)arg)->v;
    return !(m->kind == v->kind || (v->kind == TK_UNDEFINED && m->kind == TK_VOID));
}

/* unknown less null and/or undefined, as tsc narrows it (unknown is `{} | null | undefined` there):
 * `x !== null` gives `{} | undefined`, `x !== undefined` gives `{} | null`, `x != null` gives `{}`. */
static sx_type *unknown_without(sx_ck *ck, bool drop_null, bool drop_undef) {
    sx_type *v[3];
    uint32_t n = 0;
    v[n++] = sx_ck_t_obj(ck, sx_ck_obj_new(ck));
    if (!drop_null) v[n++] = T_NULL(ck);
    if (!drop_undef) v[n++] = T_UNDEF(ck);
    return sx_ck_t_union(ck, v, n);
}

static sx_type *narrow_eq(sx_ck *ck, sx_type *t, sx_type *v, bool eq) {
    if (t->kind == TK_UNKNOWN && !eq && (v->kind == TK_NULL || v->kind == TK_UNDEFINED))
        return unknown_without(ck, v->kind == TK_NULL, v->kind == TK_UNDEFINED);
    if (t->kind == TK_ANY || t->kind == TK_UNKNOWN)
        return eq && (v->kind == TK_NULL || v->kind == TK_UNDEFINED) ? v : t;
    if (v->kind == TK_NULL || v->kind == TK_UNDEFINED) { /* x === undefined keeps only what can be undefined */
        eqarg a = {v};
        return filter(ck, t, eq ? keep_nullish_kind : drop_nullish_kind, &a);
    }
    v = sx_ck_t_regular(v);
    if (!sx_ck_t_is_unit(v)) {
        if (!eq) return t;
        return t;
    }
    eqarg a = {v};
    if (!eq) return filter(ck, t, keep_ne, &a);
    if (t->kind == TK_UNION) /* `{} | ...` (unknown less null) === "lit": "lit" */
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (is_empty_object(t->u.set.t[i])) return v;
    sx_type *r = filter(ck, t, keep_eq, &a);
    /* replace the primitive with the literal: string === "a" gives "a" */
    if (r->kind == TK_STRING && v->kind == TK_STRLIT) return v;
    if (r->kind == TK_NUMBER && v->kind == TK_NUMLIT) return v;
    if (r->kind == TK_BIGINT && v->kind == TK_BIGLIT) return v;
    if (r->kind == TK_UNION) {
        sx_type *small[32], **nv = r->u.set.n <= 32 ? small : NULL;
        if (nv) {
            bool changed = false;
            for (uint32_t i = 0; i < r->u.set.n; i++) {
                sx_type *m = r->u.set.t[i];
                if ((m->kind == TK_STRING && v->kind == TK_STRLIT) || (m->kind == TK_NUMBER && v->kind == TK_NUMLIT) ||
                    (m->kind == TK_BIGINT && v->kind == TK_BIGLIT))
                    m = v, changed = true;
                nv[i] = m;
            }
            if (changed) return sx_ck_t_union(ck, nv, r->u.set.n);
        }
    }
    return r;
}

static bool keep_nullish(sx_ck *ck, sx_type *m, void *arg) {
    (void)ck;
    bool want = *(bool *)arg;
    bool is = m->kind == TK_NULL || m->kind == TK_UNDEFINED || m->kind == TK_VOID;
    if (m->kind == TK_UNKNOWN || m->kind == TK_ANY || m->kind == TK_TPARAM) return true;
    return is == want;
}

/* Discriminants: keep the union members whose property `name` may equal v. */
typedef struct discarg {
    const char *name;
    uint32_t len;
    sx_type *v;
    bool eq;
    bool truthy_test; /* `if (x.prop)` rather than === */
    bool optional;    /* `x?.prop`: a nullish member of x's type gives undefined */
} discarg;

/* The type a read of property `name` of m gives (undefined added when it is optional); false when
 * m has no such property. */
static bool prop_type_of(sx_ck *ck, sx_type *m, const char *name, uint32_t len, sx_type **out) {
    sx_propres r = sx_ck_get_prop(ck, m, name, len);
    if (!r.found || !r.type) return false;
    *out = (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
    return true;
}

static bool keep_disc(sx_ck *ck, sx_type *m, void *arg) {
    discarg *a = arg;
    if (a->optional && (m->kind == TK_UNDEFINED || m->kind == TK_NULL || m->kind == TK_VOID))
        return narrow_eq(ck, T_UNDEF(ck), a->v, a->eq)->kind != TK_NEVER; /* t?.kind === "op": t is not undefined */
    sx_type *pt;
    if (!prop_type_of(ck, m, a->name, a->len, &pt)) return true;
    if (a->eq) return narrow_eq(ck, pt, a->v, true)->kind != TK_NEVER;
    return narrow_eq(ck, pt, a->v, false)->kind != TK_NEVER;
}

static bool keep_truthy_prop(sx_ck *ck, sx_type *m, void *arg) {
    discarg *a = arg;
    sx_type *pt;
    if (!prop_type_of(ck, m, a->name, a->len, &pt)) return true;
    return sx_ck_narrow_truthy(ck, pt, a->eq)->kind != TK_NEVER;
}

/* tsc's isLiteralType: a unit type or a union of unit types (boolean is true | false). */
static bool literal_like(sx_type *t) {
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!sx_ck_t_is_unit(t->u.set.t[i])) return false;
        return true;
    }
    return sx_ck_t_is_unit(t) || (t->flags & TF_PATTERN); /* (or isPatternLiteralType) */
}

/* tsc's isDiscriminantProperty on a union: the members that have the property do not all give it
 * the same type, and one of them gives it a literal type. Only then does `u.p === v` narrow u. */
static bool discriminant_prop(sx_ck *ck, sx_type *u, const char *name, uint32_t len) {
    sx_type *first = NULL;
    bool uniform = true, literal = false;
    for (uint32_t i = 0; i < u->u.set.n; i++) {
        sx_type *m = u->u.set.t[i];
        if (m->kind == TK_UNDEFINED || m->kind == TK_NULL || m->kind == TK_VOID) continue;
        if (m->kind != TK_OBJ && m->kind != TK_REF && m->kind != TK_INTER) return true; /* not modelled */
        sx_propres r = sx_ck_get_prop(ck, m, name, len);
        if (!r.found || r.partial || !r.type) {
            if (r.partial) return true;
            continue;
        }
        sx_type *pt = r.type;
        if (r.flags & PF_OPTIONAL) pt = sx_ck_t_union2(ck, pt, T_UNDEF(ck));
        if (sx_ck_t_contains_tparam(pt)) return true;
        if (literal_like(pt)) literal = true;
        if (!first) first = pt;
        else if (first != pt && ((first->flags | pt->flags) & TF_PATTERN ||
                                 !(sx_ck_assignable(ck, first, pt) && sx_ck_assignable(ck, pt, first))))
            uniform = false;
    }
    return !uniform && literal;
}

/* The property name a discriminant reference names: o.kind, or o["kind"] (NULL: neither). */
static const char *disc_name(const sx_node *member, uint32_t *len) {
    if (member->kind == SX_N_MEMBER && !(member->flags & SX_NF_PRIVATE)) return *len = member->len, member->str;
    if (member->kind == SX_N_INDEX && member->b && member->b->kind == SX_N_STRING && member->b->str)
        return *len = member->b->len, member->b->str;
    return NULL;
}

static void narrow_discriminant(sx_ck *ck, sx_node *member, sx_type *v, bool eq) {
    if (member->kind == SX_N_CHAIN) member = member->a;
    uint32_t nlen = 0;
    const char *name = disc_name(member, &nlen);
    if (!name || !sx_ck_t_is_unit(v)) return;
    sx_node *obj = member->a;
    sx_type *ot = ref_type(ck, obj);
    if (ot->kind != TK_UNION && !(ot->kind == TK_OBJ || ot->kind == TK_REF)) return;
    /* tsc's isMatchingReferenceDiscriminant: the declared type when it or the type here is a union */
    sx_type *dt = ot;
    if (obj->kind == SX_N_IDENT) {
        sx_sym *s = sx_ck_lookup(ck, obj->str, obj->len, SF_VALUE);
        if (s && !(s->flags & (SF_AUTO | SF_AUTO_ARRAY))) dt = s->annot ? s->annot : sx_ck_sym_type(ck, s);
        if (dt->kind != TK_UNION && ot->kind == TK_UNION) dt = ot;
    }
    if (dt->kind == TK_UNION && !discriminant_prop(ck, dt, name, nlen)) return;
    discarg a = {name, nlen, sx_ck_t_regular(v), eq, false, (member->flags & SX_NF_OPTIONAL) != 0};
    sx_type *nt = filter(ck, ot, keep_disc, &a);
    set_ref(ck, obj, nt);
}

static bool is_nullish_literal(sx_ck *ck, sx_node *n) {
    if (n->kind == SX_N_NULL) return true;
    if (n->kind == SX_N_IDENT && n->len == 9 && memcmp(n->str, "undefined", 9) == 0) {
        sx_sym *s = sx_ck_lookup(ck, "undefined", 9, SF_VALUE);
        return s && s->scope->kind == SC_LIB;
    }
    return false;
}

static bool narrow_alias(sx_ck *ck, sx_sym *s, bool truthy);

/* TS 5.3's `isCat(x) === true`, `ok !== false` (narrowTypeByBooleanComparison): a comparison with a
 * boolean literal narrows as its other side does when tested for truth, unless that side is a
 * property access. Done here for the references its other side tests (a call's guard, an aliased
 * condition); a compared reference itself is narrowed by the equality. True when it was done. */
static bool narrow_bool_comparison(sx_ck *ck, sx_node *cond, bool truthy) {
    sx_node *lit = cond->b, *e = cond->a;
    if (lit->kind != SX_N_TRUE && lit->kind != SX_N_FALSE) lit = cond->a, e = cond->b;
    if ((lit->kind != SX_N_TRUE && lit->kind != SX_N_FALSE) || e->kind == SX_N_MEMBER || e->kind == SX_N_INDEX ||
        e->kind == SX_N_TRUE || e->kind == SX_N_FALSE)
        return false;
    bool positive = cond->op == SX_OP_SEQ || cond->op == SX_OP_EQ;
    bool as = (truthy != (lit->kind == SX_N_TRUE)) != positive;
    if (e->kind != SX_N_IDENT) {
        sx_ck_narrow(ck, e, as);
        return true;
    }
    sx_sym *s = sx_ck_lookup(ck, e->str, e->len, SF_VALUE);
    if (s) narrow_alias(ck, s, as);
    return false; /* the equality narrows the variable itself */
}

/* Every object along the optional chain `chain` (a?.b.c) is neither null nor undefined. */
static void chain_objects_defined(sx_ck *ck, sx_node *chain) {
    for (sx_node *e = chain->a; e && (e->kind == SX_N_MEMBER || e->kind == SX_N_INDEX || e->kind == SX_N_CALL);
         e = e->a) {
        sx_node *obj = e->a;
        sx_sym *s;
        const char *p;
        uint32_t pl;
        if (obj && sx_ck_ref_key(ck, obj, &s, &p, &pl)) set_ref(ck, obj, sx_ck_t_non_nullable(ck, ref_type(ck, obj)));
    }
}

/* tsc's narrowTypeByOptionalChainContainment: in a branch where `a?.b == v` holds with v never
 * nullish (undefined for === and !==), or where `a?.b != v` holds with v only nullish, a?.b was
 * evaluated: a is neither null nor undefined (`if (o?.n != null) o.n`). */
static void narrow_chain_equality(sx_ck *ck, sx_node *chain, sx_node *other, bool eq_op, bool loose, bool truthy) {
    sx_type *v = ref_type(ck, other);
    uint32_t n = v->kind == TK_UNION ? v->u.set.n : 1;
    bool all_nullable = true, none_nullable = true;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *m = v->kind == TK_UNION ? v->u.set.t[i] : v;
        bool nullable = m->kind == TK_UNDEFINED || m->kind == TK_VOID || (loose && m->kind == TK_NULL);
        if (!nullable) all_nullable = false;
        if (nullable || m->kind == TK_ANY || m->kind == TK_UNKNOWN) none_nullable = false;
    }
    if ((eq_op != truthy && all_nullable) || (eq_op == truthy && none_nullable)) chain_objects_defined(ck, chain);
}

typedef struct {
    const char *name, *tag;
    uint32_t len, tlen;
    bool eq;
} typeofarg;

static bool keep_typeof_prop(sx_ck *ck, sx_type *m, void *arg) {
    typeofarg *a = arg;
    sx_type *pt;
    if (!prop_type_of(ck, m, a->name, a->len, &pt)) return true;
    return sx_ck_narrow_typeof(ck, pt, a->tag, a->tlen, a->eq)->kind != TK_NEVER;
}

/* `typeof o.error === "undefined"` narrows a union o by a discriminant property (one holding a
 * unit type, such as undefined, in some member), as tsc's narrowTypeByTypeof does through
 * getDiscriminantPropertyAccess. */
static void narrow_typeof_discriminant(sx_ck *ck, sx_node *member, sx_node *tag, bool eq) {
    if (member->kind == SX_N_CHAIN) return;
    uint32_t nlen = 0;
    const char *name = disc_name(member, &nlen);
    if (!name || !member->a) return;
    sx_sym *s;
    const char *p;
    uint32_t pl;
    if (!sx_ck_ref_key(ck, member->a, &s, &p, &pl)) return;
    sx_type *ot = ref_type(ck, member->a);
    if (ot->kind != TK_UNION || sx_ck_t_contains_tparam(ot)) return;
    bool unit = false;
    for (uint32_t i = 0; i < ot->u.set.n && !unit; i++) {
        sx_type *pt;
        if (!prop_type_of(ck, ot->u.set.t[i], name, nlen, &pt)) return;
        for (uint32_t k = 0; k < (pt->kind == TK_UNION ? pt->u.set.n : 1); k++) {
            sx_type *e = pt->kind == TK_UNION ? pt->u.set.t[k] : pt;
            unit |= sx_ck_t_is_unit(e) || e->kind == TK_UNDEFINED || e->kind == TK_NULL;
        }
    }
    if (!unit) return;
    typeofarg a = {name, tag->str, nlen, tag->len, eq};
    sx_type *nt = filter(ck, ot, keep_typeof_prop, &a);
    if (nt->kind != TK_NEVER) set_ref(ck, member->a, nt);
}

static void narrow_equality(sx_ck *ck, sx_node *cond, bool truthy) {
    if (narrow_bool_comparison(ck, cond, truthy)) return;
    {
        bool eq_op = cond->op == SX_OP_SEQ || cond->op == SX_OP_EQ;
        bool lo = cond->op == SX_OP_EQ || cond->op == SX_OP_NE;
        if (cond->a->kind == SX_N_CHAIN) narrow_chain_equality(ck, cond->a, cond->b, eq_op, lo, truthy);
        if (cond->b->kind == SX_N_CHAIN) narrow_chain_equality(ck, cond->b, cond->a, eq_op, lo, truthy);
    }
    bool eq = (cond->op == SX_OP_SEQ || cond->op == SX_OP_EQ) == truthy;
    bool loose = cond->op == SX_OP_EQ || cond->op == SX_OP_NE;
    sx_node *l = cond->a, *r = cond->b;
    if (l->kind == SX_N_ASSIGN && l->op == SX_OP_ASSIGN) /* (m = re.exec(s)) !== null */
        l = l->a;
    if (r->kind == SX_N_ASSIGN && r->op == SX_OP_ASSIGN) r = r->a;
    for (int side = 0; side < 2; side++) {
        sx_node *ref = side ? r : l, *other = side ? l : r;
        /* typeof x === "tag" */
        if (ref->kind == SX_N_UNARY && ref->op == SX_OP_TYPEOF && other->kind == SX_N_STRING) {
            sx_type *t = ref_type(ck, ref->a);
            set_ref(ck, ref->a, sx_ck_narrow_typeof(ck, t, other->str, other->len, eq));
            narrow_typeof_discriminant(ck, ref->a, other, eq);
            return;
        }
        sx_sym *s;
        const char *p;
        uint32_t pl;
        if (!sx_ck_ref_key(ck, ref, &s, &p, &pl)) continue;
        if (is_nullish_literal(ck, other) && loose) {
            /* == null matches null and undefined */
            sx_type *t = ref_type(ck, ref);
            bool want = eq;
            if (t->kind == TK_UNKNOWN) /* x == null: null | undefined; x != null: {} */
                set_ref(ck, ref, eq ? sx_ck_t_union2(ck, T_NULL(ck), T_UNDEF(ck)) : unknown_without(ck, true, true));
            else set_ref(ck, ref, filter(ck, t, keep_nullish, &want));
            return;
        }
        sx_type *v = ref_type(ck, other);
        if (!sx_ck_t_is_unit(v) && !(v->kind == TK_UNDEFINED || v->kind == TK_NULL)) {
            /* x === y with y not a unit: when true, x keeps the members y may equal (tsc's
             * narrowTypeByEquality: `string | number` against `string | boolean` is string) */
            sx_type *t = ref_type(ck, ref);
            if (eq && !loose && t->kind == TK_UNION && v->kind != TK_ANY && v->kind != TK_UNKNOWN &&
                !sx_ck_t_contains_tparam(t) && !sx_ck_t_contains_tparam(v)) {
                eqarg a = {v};
                sx_type *f = filter(ck, t, keep_comparable, &a);
                if (f->kind != TK_NEVER) set_ref(ck, ref, f);
            }
            continue;
        }
        sx_type *t = ref_type(ck, ref);
        set_ref(ck, ref, narrow_eq(ck, t, v, eq));
        narrow_discriminant(ck, ref, v, eq);
        if (ref->kind == SX_N_IDENT && s->dsrc) { /* const { kind } = msg; kind === "a" narrows msg */
            sx_node m = {0};
            m.kind = SX_N_MEMBER;
            m.a = s->dsrc;
            m.str = s->dprop;
            m.len = s->dplen;
            m.span = ref->span;
            narrow_discriminant(ck, &m, v, eq);
        }
        return;
    }
}

static bool has_prop_named(sx_ck *ck, sx_type *m, void *arg) {
    discarg *a = arg;
    if (m->kind == TK_ANY || m->kind == TK_UNKNOWN || m->kind == TK_NONPRIM || m->kind == TK_TPARAM) return true;
    sx_propres r = sx_ck_get_prop(ck, m, a->name, a->len);
    if (r.partial) return true;
    if (r.found && (r.flags & PF_OPTIONAL)) return true; /* optional: may or may not be there */
    bool has = r.found || sx_ck_get_index(ck, m, false) != NULL;
    return a->eq ? has : !has;
}

/* "k" in x: a union keeps the members that may have k; an object type without k (a single one,
 * or what the union left) is tsc's T & Record<"k", unknown>: we simply stop checking the reference. */
static void narrow_in(sx_ck *ck, sx_node *cond, bool truthy) {
    sx_type *t = ref_type(ck, cond->b), *u = t;
    if (t->kind == TK_UNION) {
        discarg a = {cond->a->str, cond->a->len, NULL, truthy, false, false};
        u = filter(ck, t, has_prop_named, &a);
    }
    if (truthy && (u->kind == TK_NONPRIM || u->kind == TK_UNKNOWN || u->kind == TK_OBJ || u->kind == TK_REF)) {
        sx_propres r = u->kind == TK_NONPRIM || u->kind == TK_UNKNOWN
                           ? (sx_propres){0}
                           : sx_ck_get_prop(ck, u, cond->a->str, cond->a->len);
        if (!r.found) u = T_ANY(ck);
    }
    if (u != t) set_ref(ck, cond->b, u);
}

static bool same_shape(sx_ck *ck, sx_type *a, sx_type *b, int depth);

/* A union of function types (a method called on a union of classes) whose members each have one
 * non-generic signature with the same type guard: that guard (tsc's union signature keeps the
 * predicate when the members agree); NULL otherwise. */
static sx_sig *union_guard_sig(sx_ck *ck, sx_type *ft) {
    if (ft->kind != TK_UNION) return NULL;
    sx_sig *first = NULL;
    for (uint32_t i = 0; i < ft->u.set.n; i++) {
        uint32_t n;
        sx_sig **ss = sx_ck_get_sigs(ck, ft->u.set.t[i], false, &n);
        if (n != 1 || ss[0]->ntps || !ss[0]->pred || ss[0]->asserts) return NULL;
        if (!first) first = ss[0];
        else if (ss[0]->pred_index != first->pred_index || !same_shape(ck, ss[0]->pred, first->pred, 0)) return NULL;
    }
    return first;
}

static void narrow_call(sx_ck *ck, sx_node *call, bool truthy) {
    sx_node *c = call->a;
    if (!c) return;
    /* Array.isArray(x) */
    if (c->kind == SX_N_MEMBER && c->len == 7 && memcmp(c->str, "isArray", 7) == 0 && c->a->kind == SX_N_IDENT &&
        c->a->len == 5 && memcmp(c->a->str, "Array", 5) == 0 && call->list.count == 1) {
        sx_node *arg = call->list.items[0];
        sx_type *t = ref_type(ck, arg);
        if (t->kind == TK_ANY) { /* any narrows to the predicate's any[] (tsc), and stays any otherwise */
            if (truthy) set_ref(ck, arg, sx_ck_t_array(ck, T_ANY(ck), false));
            return;
        }
        sx_type *v[32];
        uint32_t n = 0, cnt = t->kind == TK_UNION ? t->u.set.n : 1;
        bool saw_ro = false;
        for (uint32_t i = 0; i < cnt && n < 32; i++) {
            sx_type *m = t->kind == TK_UNION ? t->u.set.t[i] : t;
            bool arr = sx_ck_t_is_array(ck, m) || m->kind == TK_TUPLE;
            bool maybe = m->kind == TK_UNKNOWN || m->kind == TK_NONPRIM || m->kind == TK_TPARAM || is_empty_object(m) ||
                         (m->kind == TK_REF && !arr && m->u.ref.decl == ck->pre->object_i);
            /* a readonly array is not related to the predicate's any[] by the strict subtype
             * relation either way: true, it is dropped (any[] when nothing else is left: tsc's
             * getNarrowedType falls back to the candidate assignable to the type); false, it stays */
            bool ro = arr && m->kind == TK_REF && m->u.ref.decl == ck->pre->ro_array;
            if (ro) {
                saw_ro = true;
                if (!truthy) v[n++] = m;
            } else if (maybe) v[n++] = truthy ? sx_ck_t_array(ck, T_ANY(ck), false) : m;
            else if (arr == truthy) v[n++] = m;
        }
        if (truthy && !n && saw_ro) v[n++] = sx_ck_t_array(ck, T_ANY(ck), false);
        set_ref(ck, arg, sx_ck_t_union(ck, v, n));
        return;
    }
    /* user-defined type guards */
    ck->silent++;
    sx_type *ft = sx_ck_expr(ck, c, NULL);
    ck->silent--;
    uint32_t ns;
    sx_sig **sigs = sx_ck_get_sigs(ck, ft, false, &ns);
    sx_sig *us = union_guard_sig(ck, ft);
    if (us) { /* r.isOk() on Success<T> | Failure<T>: one guard whichever member r is */
        sx_node *arg = us->pred_index == SX_PRED_THIS && c->kind == SX_N_MEMBER ? c->a
                       : us->pred_index >= 0 && (uint32_t)us->pred_index < call->list.count
                           ? call->list.items[us->pred_index]
                           : NULL;
        if (arg) set_ref(ck, arg, sx_ck_narrow_guard(ck, ref_type(ck, arg), us->pred, truthy));
        return;
    }
    /* one signature with a predicate; among overloads (Array's `every`: `this is S[]` beside a
     * boolean one) the guard holds only when the call resolves to it (checked below) */
    sx_sig *s = ns == 1 ? sigs[0] : NULL;
    for (uint32_t i = 0; ns > 1 && i < ns; i++)
        if (sigs[i]->pred && !sigs[i]->asserts) {
            if (s) return; /* several guards: not modelled */
            s = sigs[i];
        }
    if (!s || !s->pred || s->asserts) return;
    sx_node *arg; /* what the guard narrows: an argument, or the receiver of `this is T` */
    if (s->pred_index == SX_PRED_THIS && c->kind == SX_N_MEMBER) arg = c->a;
    else if (s->pred_index >= 0 && (uint32_t)s->pred_index < call->list.count) arg = call->list.items[s->pred_index];
    else return;
    sx_type *p = s->pred;
    if (s->ntps || sx_ck_t_contains_tparam(p) || ns > 1) { /* isKey<T>(o, k): k is keyof T, T from this call */
        if (ck->guard_call != call) {
            ck->silent++;
            sx_ck_expr(ck, call, NULL);
            ck->silent--;
        }
        /* the callee's own type parameters left in the predicate: not inferred; an enclosing
           function's (`isOk(r)` inside `map<T, E>(r: Result<T, E>)`) are fixed types here */
        if (ck->guard_call != call || sx_ck_t_contains_tparam_of(ck->guard_pred, s->tps, s->ntps)) return;
        p = ck->guard_pred;
    }
    if (p->kind == TK_ANY && p != ck->pre->written_any) { /* a predicate the checker does not model */
        if (truthy) set_ref(ck, arg, T_ANY(ck));          /* (`k is keyof T`): stop checking k */
        return;
    }
    set_ref(ck, arg, sx_ck_narrow_guard(ck, ref_type(ck, arg), p, truthy));
}

/* The members written on object type t: an object literal type's, or an interface's or class's
   own (names, flags and unit types do not depend on type arguments); NULL when not known. */
static const sx_obj *own_members(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_OBJ) return (t->flags & TF_PARTIAL) ? NULL : t->u.obj;
    if (t->kind != TK_REF || !t->u.ref.decl) return NULL;
    sx_ck_sym_members(ck, t->u.ref.decl);
    return (t->u.ref.decl->state & SS_MEMBER_GAPS) ? NULL : t->u.ref.decl->members;
}

/* Does object type m lack a property that p requires (`Branch<T>` has no `value` of `Leaf<T>`)?
   Then m is not assignable to p, type parameters or not. */
static bool lacks_required(sx_ck *ck, sx_type *m, sx_type *p) {
    const sx_obj *o = own_members(ck, p);
    if (!o || !own_members(ck, m) || sx_ck_get_index(ck, m, false)) return false;
    for (uint32_t i = 0; i < o->nprops; i++) {
        if (o->props[i].flags & PF_OPTIONAL) continue;
        sx_propres r = sx_ck_get_prop(ck, m, o->props[i].name, o->props[i].len);
        if (!r.found && !r.partial) return true;
    }
    return false;
}

/* Whether an object type a has a property of a unit type (`ok: true`) that b has with another
   unit type (`ok: false`): then neither is assignable to the other, type parameters elsewhere in
   them or not (`Ok<T>` and `Err<E>`). */
static bool literal_props_conflict(sx_ck *ck, sx_type *a, sx_type *b) {
    const sx_obj *o = own_members(ck, a);
    if (!o) return false;
    for (uint32_t i = 0; i < o->nprops; i++) {
        const sx_prop *pa = &o->props[i];
        if (!pa->type || (pa->flags & PF_OPTIONAL) || !sx_ck_t_is_unit(pa->type)) continue;
        sx_propres r = sx_ck_get_prop(ck, b, pa->name, pa->len);
        if (r.found && !r.partial && r.type && !(r.flags & PF_OPTIONAL) && sx_ck_t_is_unit(r.type) &&
            !sx_ck_t_same_literal(r.type, pa->type))
            return true;
    }
    return false;
}

/* Whether a and b are written the same way: the same type parameters, declarations and alias
   instantiations (`Ok<T>` made twice), so one is assignable to the other even when type
   parameters are involved. false: not known. */
static bool same_shape(sx_ck *ck, sx_type *a, sx_type *b, int depth) {
    if (sx_ck_t_regular(a) == sx_ck_t_regular(b)) return true;
    if (depth > 8 || a->kind != b->kind) return false;
    if (a->alias && a->alias == b->alias && a->nalias_args == b->nalias_args && a->nalias_args > 0) {
        bool same = true;
        for (uint32_t i = 0; i < a->nalias_args && same; i++)
            same = same_shape(ck, a->alias_args[i], b->alias_args[i], depth + 1);
        if (same) return true;
    }
    switch (a->kind) {
    case TK_REF:
        if (a->u.ref.decl != b->u.ref.decl || a->u.ref.n != b->u.ref.n) return false;
        for (uint32_t i = 0; i < a->u.ref.n; i++)
            if (!same_shape(ck, a->u.ref.args[i], b->u.ref.args[i], depth + 1)) return false;
        return true;
    case TK_UNION:
    case TK_TUPLE:
        if (a->u.set.n != b->u.set.n) return false;
        for (uint32_t i = 0; i < a->u.set.n; i++)
            if (!same_shape(ck, a->u.set.t[i], b->u.set.t[i], depth + 1)) return false;
        return true;
    default: return false;
    }
}

/* Is union member m assignable to a guard's type p? 1 yes, 0 no, -1 unknown: type parameters
   are involved (their relations are not modelled) and no literal property tells them apart. */
static int guard_relates(sx_ck *ck, sx_type *m, sx_type *p) {
    if (same_shape(ck, m, p, 0)) return 1;
    /* null or undefined is never an object type, generic or not (`CacheEntry<V> | undefined`) */
    if ((m->kind == TK_NULL || m->kind == TK_UNDEFINED) &&
        (p->kind == TK_OBJ || p->kind == TK_REF || p->kind == TK_TUPLE))
        return 0;
    if (!sx_ck_t_contains_tparam(m) && !sx_ck_t_contains_tparam(p)) return sx_ck_assignable(ck, m, p);
    if ((m->kind == TK_OBJ || m->kind == TK_REF) && (p->kind == TK_OBJ || p->kind == TK_REF) &&
        (literal_props_conflict(ck, m, p) || literal_props_conflict(ck, p, m) || lacks_required(ck, m, p)))
        return 0;
    return -1;
}

/* What a type guard `x is p` leaves of x's type t when it returned `truthy`; assertion
   functions (`asserts x is p`) narrow the same way after the call. */
sx_type *sx_ck_narrow_guard(sx_ck *ck, sx_type *t, sx_type *p, bool truthy) {
    if (truthy) {
        if (t->kind == TK_UNION) {
            sx_type *v[32];
            int8_t rel[32];
            uint32_t n = 0, cnt = t->u.set.n < 32 ? t->u.set.n : 32;
            bool direct = false; /* a member is the guard's type or assignable to it */
            for (uint32_t i = 0; i < cnt; i++) {
                rel[i] = (int8_t)guard_relates(ck, t->u.set.t[i], p);
                direct |= rel[i] == 1;
            }
            for (uint32_t i = 0; i < cnt; i++) {
                sx_type *m = t->u.set.t[i];
                if (is_empty_object(m) && sx_ck_assignable(ck, p, m)) v[n++] = p; /* `{}` (unknown less null) */
                else if (m->kind == TK_TPARAM && rel[i] < 0) {
                    /* tsc's getNarrowedType: when no member relates, T in `T | X` becomes `T & p` */
                    sx_type *both[2] = {m, p};
                    if (!direct) v[n++] = sx_ck_t_inter(ck, both, 2);
                } else if (rel[i] != 0) v[n++] = m;
            }
            return n ? sx_ck_t_union(ck, v, n) : p;
        }
        /* tsc's getNarrowedType: the candidate when it is a subtype of t (a subclass), else t
           when t fits the candidate, else the candidate (tsc: t & p) */
        if (t->kind == TK_ANY || t->kind == TK_UNKNOWN || sx_ck_assignable(ck, p, t)) return p;
        return sx_ck_assignable(ck, t, p) ? t : p;
    }
    if (t->kind == TK_UNION) {
        sx_type *v[32];
        uint32_t n = 0;
        for (uint32_t i = 0; i < t->u.set.n && n < 32; i++)
            if (is_empty_object(t->u.set.t[i]) || guard_relates(ck, t->u.set.t[i], p) != 1) v[n++] = t->u.set.t[i];
        return sx_ck_t_union(ck, v, n);
    }
    /* a single type the guard accepts is nothing when it returned false (so `(p) => isFish(p)`
     * infers the predicate `p is Fish`); generic types stay (their relation is not modeled) */
    if (t->kind != TK_ANY && t->kind != TK_UNKNOWN && !sx_ck_t_contains_tparam(t) && !sx_ck_t_contains_tparam(p) &&
        sx_ck_assignable(ck, t, p))
        return T_NEVER(ck);
    return t;
}

/* tsc's isTypeDerivedFrom, as instanceof narrows: is m an instance of inst's class or interface
 * declaration, or of one deriving from it? 1 yes, 0 no, -1 not decided here (then assignability
 * decides). Decided for references to declarations (Set<T>, Map<K, V>, T[], a class): so a type
 * parameter in them does not matter (`Set<T> | T[]` narrowed by `instanceof Set`). */
static int derived_from(sx_ck *ck, sx_type *m, sx_type *inst, int depth) {
    if (m->kind != TK_REF || inst->kind != TK_REF || !m->u.ref.decl || !inst->u.ref.decl || depth > 8) return -1;
    if (m->u.ref.decl == inst->u.ref.decl) return 1;
    sx_sym *d = m->u.ref.decl;
    sx_ck_sym_members(ck, d);
    if (!(d->state & SS_MEMBERS) || (d->state & SS_MEMBERS_RESOLVING)) return -1;
    int r = 0;
    for (uint32_t i = 0; i < d->nbases; i++) {
        int b = d->bases[i] ? derived_from(ck, d->bases[i], inst, depth + 1) : -1;
        if (b == 1) return 1;
        if (b < 0) r = -1;
    }
    return r;
}

static bool keep_instance(sx_ck *ck, sx_type *m, void *arg) {
    sx_type *inst = ((asgarg *)arg)->src;
    /* a primitive is no instance of anything (tsc's isTypeDerivedFrom), whatever the class */
    if (sx_ck_t_is_primitive_value(m) || sx_ck_t_is_nullish(m)) return false;
    int d = derived_from(ck, m, inst, 0);
    return d >= 0 ? d == 1 : sx_ck_assignable(ck, m, inst);
}

/* A long chain a1 && a2 && ... (or ||) narrowed in a loop, not by recursion (its length is not
 * nesting): as the recursion below, for all = true every operand holds (a && b true, a || b
 * false), else the paths "a1..ai-1 did not decide, ai did" are joined. Returns false when cond is
 * not such a chain. */
static bool narrow_chain(sx_ck *ck, sx_node *cond, bool truthy) {
    uint32_t k = 0;
    for (sx_node *m = cond; m != NULL && m->kind == SX_N_LOGICAL && m->op == cond->op; m = m->a) k++;
    if (k < 32 || cond->op == SX_OP_NULLISH) return false;
    sx_node **ops = sx_ck_alloc(ck, (size_t)(k + 1) * sizeof *ops); /* the operands in source order */
    if (ops == NULL) return true;
    sx_node *m = cond;
    for (uint32_t i = k; i > 0; i--, m = m->a) ops[i] = m->b;
    ops[0] = m;
    if ((cond->op == SX_OP_AND) == truthy) {
        for (uint32_t i = 0; i <= k; i++) sx_ck_narrow(ck, ops[i], truthy);
        return true;
    }
    sx_env out = {0}, cur = {0};
    for (uint32_t i = 0; i <= k; i++) {
        sx_ck_env_copy(ck, &cur, &ck->env); /* the operands before i did not decide */
        sx_ck_narrow(ck, ops[i], truthy);   /* ops[i] decides */
        if (i == 0) sx_ck_env_copy(ck, &out, &ck->env);
        else sx_ck_env_join(ck, &out, &ck->env);
        sx_ck_env_copy(ck, &ck->env, &cur);
        if (i < k) sx_ck_narrow(ck, ops[i], !truthy);
    }
    sx_ck_env_copy(ck, &ck->env, &out);
    return true;
}

/* const isString = typeof v === "string"; if (isString) ... (an aliased condition): narrow by
 * the condition s holds. */
static bool narrow_alias(sx_ck *ck, sx_sym *s, bool truthy) {
    if (!(s->flags & SF_CONST) || !s->vdecl || s->vdecl->kind != SX_N_DECLARATOR || s->vdecl->type || !s->vdecl->b ||
        ck->depth >= 40)
        return false;
    int k = s->vdecl->b->kind;
    if (k != SX_N_BINARY && k != SX_N_UNARY && k != SX_N_CALL && k != SX_N_LOGICAL) return false;
    ck->depth += 10;
    sx_ck_narrow(ck, s->vdecl->b, truthy);
    ck->depth -= 10;
    return true;
}

void sx_ck_narrow(sx_ck *ck, sx_node *cond, bool truthy) {
    if (!cond || ck->env.dead) return;
    if (cond->kind == SX_N_LOGICAL && narrow_chain(ck, cond, truthy)) return;
    switch (cond->kind) {
    case SX_N_UNARY:
        if (cond->op == SX_OP_NOT) sx_ck_narrow(ck, cond->a, !truthy);
        return;
    case SX_N_LOGICAL: {
        bool and_ = cond->op == SX_OP_AND;
        if (cond->op == SX_OP_NULLISH) return;
        if (and_ == truthy) { /* a && b true, or a || b false: both hold */
            sx_ck_narrow(ck, cond->a, truthy);
            sx_ck_narrow(ck, cond->b, truthy);
        } else { /* either a decides, or a did not and b decides */
            sx_env base = {0}, one = {0};
            sx_ck_env_copy(ck, &base, &ck->env);
            sx_ck_narrow(ck, cond->a, truthy);
            sx_ck_env_copy(ck, &one, &ck->env);
            sx_ck_env_copy(ck, &ck->env, &base);
            sx_ck_narrow(ck, cond->a, !truthy);
            sx_ck_narrow(ck, cond->b, truthy);
            sx_ck_env_join(ck, &ck->env, &one);
        }
        return;
    }
    case SX_N_BINARY:
        if (cond->op == SX_OP_SEQ || cond->op == SX_OP_SNE || cond->op == SX_OP_EQ || cond->op == SX_OP_NE) {
            narrow_equality(ck, cond, truthy);
        } else if (cond->op == SX_OP_INSTANCEOF) {
            sx_sym *s;
            const char *p;
            uint32_t pl;
            if (!sx_ck_ref_key(ck, cond->a, &s, &p, &pl)) return;
            sx_type *t = ref_type(ck, cond->a);
            sx_type *ct = ref_type(ck, cond->b);
            uint32_t nc;
            sx_sig **cs = sx_ck_get_sigs(ck, ct, true, &nc);
            if (!nc || !cs[0]->ret) return;
            sx_type *inst = cs[0]->ret;
            if (cs[0]->ntps) { /* new <T = any>(...) => Set<T>: its instances are Set<any> */
                sx_type *anys[16];
                if (cs[0]->ntps > 16) return;
                for (uint32_t i = 0; i < cs[0]->ntps; i++) anys[i] = T_ANY(ck);
                inst = sx_ck_subst(ck, inst, cs[0]->tps, anys, cs[0]->ntps);
            }
            asgarg a = {inst};
            if (truthy) {
                sx_type *f = meet_tparams(ck, t->kind == TK_UNION ? filter(ck, t, keep_instance, &a) : t, inst, true);
                if (f->kind == TK_NEVER || t->kind == TK_UNKNOWN || t->kind == TK_ANY || !sx_ck_assignable(ck, f, inst))
                    f = inst;
                set_ref(ck, cond->a, f);
            } else if (t->kind == TK_UNION) {
                sx_type *v[32];
                uint32_t n = 0;
                for (uint32_t i = 0; i < t->u.set.n && n < 32; i++)
                    if (!keep_instance(ck, t->u.set.t[i], &a)) v[n++] = t->u.set.t[i];
                set_ref(ck, cond->a, sx_ck_t_union(ck, v, n));
            }
        } else if (cond->op == SX_OP_IN && cond->a->kind == SX_N_STRING) {
            narrow_in(ck, cond, truthy);
        }
        return;
    case SX_N_CALL: narrow_call(ck, cond, truthy); return;
    case SX_N_TRUE:  /* while (true): the false branch is never taken (tsc's createFlowCondition) */
    case SX_N_FALSE: /* if (false): nor the true branch */
        if ((cond->kind == SX_N_TRUE) != truthy) ck->env.dead = true;
        return;
    case SX_N_ASSIGN: /* `(ok = x instanceof C)`: what the assigned value tests holds, then ok's truthiness */
        if (cond->op == SX_OP_ASSIGN) {
            sx_ck_narrow(ck, cond->b, truthy);
            sx_ck_narrow(ck, cond->a, truthy);
        }
        return;
    case SX_N_NON_NULL: /* `m! && m[0]`: m! is tested as m is (tsc's isMatchingReference) */
        sx_ck_narrow(ck, cond->a, truthy);
        return;
    case SX_N_CHAIN:
        /* a?.b truthy: every object along the optional chain is non-nullish */
        if (truthy) chain_objects_defined(ck, cond);
        /* fall through: the chain itself */
        /* fallthrough */
    case SX_N_IDENT:
    case SX_N_MEMBER:
    case SX_N_INDEX: {
        sx_sym *s;
        const char *p;
        uint32_t pl;
        if (!sx_ck_ref_key(ck, cond, &s, &p, &pl)) return;
        if (cond->kind == SX_N_IDENT) narrow_alias(ck, s, truthy);
        sx_type *t = ref_type(ck, cond);
        set_ref(ck, cond, sx_ck_narrow_truthy(ck, t, truthy));
        /* `if (r.ok)`: truthiness of a property narrows a union object to the members where it can
           hold; so does `const { ok } = r; if (ok)` */
        sx_node m = {0};
        if (cond->kind == SX_N_IDENT && s->dsrc) {
            m.kind = SX_N_MEMBER;
            m.a = s->dsrc;
            m.str = s->dprop;
            m.len = s->dplen;
            m.span = cond->span;
            cond = &m;
        }
        uint32_t nlen = 0;
        const char *name = disc_name(cond, &nlen);
        if (name) {
            sx_type *ot = ref_type(ck, cond->a);
            if (ot->kind == TK_UNION) {
                discarg a = {name, nlen, NULL, truthy, true, false};
                set_ref(ck, cond->a, filter(ck, ot, keep_truthy_prop, &a));
            }
        }
        return;
    }
    default: return;
    }
}
