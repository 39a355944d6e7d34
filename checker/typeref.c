/* typeref.c - resolves type syntax trees (sx_tnode) to types, including the built-in utility types. */
#include "checker/ck.h"

#include <stdio.h>
#include <stdlib.h>

void sx_ck_report_unresolved(sx_ck *ck, const char *name, uint32_t len, uint32_t start, uint32_t meaning); /* expr.c */

static bool from_lib(sx_ck *ck, sx_sym *s) { return s->scope == ck->pre->globals; }

/* Inlined: the length of a literal `n` folds to a constant. */
static inline __attribute__((always_inline)) bool is_name(const sx_sym *s, const char *n) {
    return s->len == strlen(n) && memcmp(s->name, n, s->len) == 0;
}

static sx_type *with_alias(sx_ck *ck, sx_type *t, sx_sym *alias, sx_type **args, uint32_t n) {
    if (t->kind != TK_OBJ) return t;
    sx_type *c = sx_ck_t_new(ck, TK_OBJ);
    uint32_t id = c->id;
    *c = *t;
    c->id = id;
    c->alias = alias;
    c->alias_args = sx_ck_alloc(ck, n * sizeof *args);
    if (c->alias_args) memcpy(c->alias_args, args, n * sizeof *args);
    c->nalias_args = c->alias_args ? n : 0;
    return c;
}

/* Names of a key type: string literals (and numbers) of a union; false if not all literal. */
static bool key_names(sx_ck *ck, sx_type *k, sx_type **out, uint32_t *n, uint32_t max) {
    (void)ck;
    *n = 0;
    uint32_t cnt = k->kind == TK_UNION ? k->u.set.n : 1;
    for (uint32_t i = 0; i < cnt; i++) {
        sx_type *m = k->kind == TK_UNION ? k->u.set.t[i] : k;
        if ((m->kind != TK_STRLIT && m->kind != TK_NUMLIT) || *n >= max) return false;
        out[(*n)++] = m;
    }
    return true;
}

/* Is the literal key k the property name name? (a number literal `1` names "1") */
static bool key_is(sx_ck *ck, sx_type *k, const char *name, uint32_t len) {
    uint32_t klen = 0;
    const char *s = sx_ck_t_key_name(ck, k, &klen);
    return s && klen == len && memcmp(s, name, len) == 0;
}

/* The keys u of an interface, a class instance or an aliased type t print as `keyof T`, as tsc's
 * union keeps that origin (getLiteralTypeFromProperties); those of an anonymous type print as
 * the union. The copy keeps u's id (its place in unions); the origin is its one alias argument
 * under no alias name (sx_ck_t_print). */
static sx_type *keyof_origin(sx_ck *ck, sx_type *u, sx_type *t) {
    bool named = t->alias || (t->kind == TK_REF && !sx_ck_t_is_array(ck, t));
    if (u->kind != TK_UNION || u->alias || !named) return u;
    sx_type *c = sx_ck_t_new(ck, TK_UNION);
    sx_type **arg = sx_ck_alloc(ck, sizeof *arg);
    if (!c || !arg) return u;
    *c = *u;
    arg[0] = t;
    c->alias_args = arg;
    c->nalias_args = 1;
    return c;
}

/* keyof T */
static sx_type *keyof(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_ANY) return sx_ck_t_union2(ck, sx_ck_t_union2(ck, T_STRING(ck), T_NUMBER(ck)), T_SYMBOL(ck));
    if (sx_ck_t_contains_tparam(t) || t->kind == TK_UNION) return T_ANY(ck);
    /* Record<K, V> is a mapped type: its keys are K (`keyof Record<string, V>` is string, where an
     * index signature `{ [x: string]: V }` gives string | number) */
    if (t->kind == TK_OBJ && t->alias && t->nalias_args == 2 && is_name(t->alias, "Record")) return t->alias_args[0];
    uint32_t n;
    bool partial;
    sx_prop *ps = sx_ck_all_props(ck, t, &n, &partial);
    if (partial || sx_ck_t_is_array(ck, t) || t->kind == TK_TUPLE) return T_ANY(ck);
    sx_type *small[64], **v = n + 2 <= 64 ? small : sx_ck_alloc(ck, (n + 2) * sizeof *v);
    if (!v) return T_ANY(ck);
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++)
        if (ps[i].flags & PF_SYMBOL) return T_ANY(ck); /* a unique symbol key: not modelled */
    for (uint32_t i = 0; i < n; i++)
        v[m++] = (ps[i].flags & PF_NUMNAME) ? sx_ck_t_numlit(ck, strtod(ps[i].name, NULL), false)
                                            : sx_ck_t_strlit(ck, ps[i].name, ps[i].len, false);
    sx_type *si = sx_ck_get_index(ck, t, false);
    if (si && t->kind == TK_OBJ && t->u.obj->str_index) {
        v[m++] = T_STRING(ck);
        v[m++] = T_NUMBER(ck);
    } else if (t->kind == TK_OBJ && t->u.obj->num_index && !(t->sym && (t->sym->flags & SF_ENUM))) {
        /* a numeric enum's reverse mapping `[x: number]: string` is not a key (tsc's
         * getLiteralTypeFromProperties skips enumNumberIndexInfo): `keyof typeof E` is its names */
        v[m++] = T_NUMBER(ck);
    }
    return keyof_origin(ck, sx_ck_t_union(ck, v, m), t);
}

static sx_type *indexed(sx_ck *ck, sx_type *obj, sx_type *key) {
    if (obj->kind == TK_ANY || key->kind == TK_ANY || sx_ck_t_contains_tparam(obj) || sx_ck_t_contains_tparam(key))
        return T_ANY(ck);
    if (key->kind == TK_UNION) {
        sx_type *v[64];
        uint32_t n = 0;
        for (uint32_t i = 0; i < key->u.set.n && n < 64; i++) v[n++] = indexed(ck, obj, key->u.set.t[i]);
        return sx_ck_t_union(ck, v, n);
    }
    if (key->kind == TK_NUMBER || key->kind == TK_NUMLIT) {
        if (obj->kind == TK_TUPLE && key->kind == TK_NUMLIT) {
            double d = key->u.num;
            if (d >= 0 && d < obj->u.set.n && d == (uint32_t)d) return obj->u.set.t[(uint32_t)d];
        }
        sx_type *e = sx_ck_t_elem(ck, obj);
        if (e) return e;
        sx_type *ix = sx_ck_get_index(ck, obj, true);
        return ix ? ix : T_ANY(ck);
    }
    if (key->kind == TK_STRLIT) {
        sx_propres r = sx_ck_get_prop(ck, obj, key->u.str.s, key->u.str.len);
        if (r.found) return (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
        sx_type *ix = sx_ck_get_index(ck, obj, false);
        return ix ? ix : T_ANY(ck);
    }
    if (key->kind == TK_STRING) {
        sx_type *ix = sx_ck_get_index(ck, obj, false);
        return ix ? ix : T_ANY(ck);
    }
    return T_ANY(ck);
}

/* The index signatures of t kept by a homomorphic mapped type (Partial, Required, Readonly):
 * `Readonly<Record<string, number>>` is `{ readonly [x: string]: number; }`, still indexable by
 * a string; Partial's index gives `T | undefined`. how: 0 Required, 1 Partial, 2 Readonly. */
static void mapped_index(sx_ck *ck, sx_obj *o, sx_type *t, int how) {
    const sx_obj *from = t->kind == TK_OBJ ? t->u.obj : NULL;
    sx_type *str = from ? from->str_index : t->kind == TK_REF ? sx_ck_get_index(ck, t, false) : NULL;
    sx_type *num = from ? from->num_index : NULL;
    sx_type *v[2] = {NULL, T_UNDEF(ck)};
    if (str) {
        v[0] = str;
        o->str_index = how == 1 ? sx_ck_t_union(ck, v, 2) : str;
        o->str_index_name = from && from->str_index_name ? from->str_index_name : "x";
        o->str_index_ro = how == 2 || (from && from->str_index_ro);
    }
    if (num) {
        v[0] = num;
        o->num_index = how == 1 ? sx_ck_t_union(ck, v, 2) : num;
        o->num_index_name = from->num_index_name ? from->num_index_name : "x";
        o->num_index_ro = how == 2 || from->num_index_ro;
    }
}

/* Partial/Required/Readonly/Pick/Omit/Record and the evaluated utility types. */
static sx_type *utility(sx_ck *ck, sx_sym *s, sx_type **a, uint32_t n, bool *handled) {
    *handled = true;
    if (is_name(s, "Record") && n == 2 && a[0]->kind == TK_ANY && a[1]->kind != TK_ANY &&
        !sx_ck_t_contains_tparam(a[1])) {
        /* keys we cannot list (a template literal type ...): a partially known object whose
           every property is a[1], so `{ onClick: (n) => ... }` still types n contextually */
        sx_obj *o = sx_ck_obj_new(ck);
        if (!o) return T_ANY(ck);
        o->str_index = a[1];
        o->str_index_name = "x";
        sx_type *r = sx_ck_t_obj(ck, o);
        r->flags |= TF_PARTIAL;
        return r;
    }
    for (uint32_t i = 0; i < n; i++)
        if (sx_ck_t_contains_tparam(a[i]) || a[i]->kind == TK_ANY) return T_ANY(ck);
    if ((is_name(s, "Partial") || is_name(s, "Required") || is_name(s, "Readonly")) && n == 1) {
        if (is_name(s, "Readonly") && sx_ck_t_is_array(ck, a[0])) return sx_ck_t_array(ck, a[0]->u.ref.args[0], true);
        if (a[0]->kind == TK_UNION || sx_ck_t_is_array(ck, a[0]) || a[0]->kind == TK_TUPLE) return T_ANY(ck);
        uint32_t np;
        bool partial;
        sx_prop *ps = sx_ck_all_props(ck, a[0], &np, &partial);
        if (partial) return T_ANY(ck);
        sx_obj *o = sx_ck_obj_new(ck);
        for (uint32_t i = 0; i < np; i++) {
            uint16_t f = ps[i].flags & ~(PF_METHOD | PF_PRIVATE | PF_PROTECTED);
            if (is_name(s, "Partial")) f |= PF_OPTIONAL;
            else if (is_name(s, "Required")) f &= ~PF_OPTIONAL;
            else f |= PF_READONLY;
            sx_ck_obj_add_prop(ck, o, ps[i].name, ps[i].len, ps[i].type, f);
        }
        if (o) mapped_index(ck, o, a[0], is_name(s, "Partial") ? 1 : is_name(s, "Readonly") ? 2 : 0);
        return with_alias(ck, sx_ck_t_obj(ck, o), s, a, n);
    }
    if ((is_name(s, "Pick") || is_name(s, "Omit")) && n == 2) {
        uint32_t np;
        bool partial;
        sx_prop *ps = sx_ck_all_props(ck, a[0], &np, &partial);
        sx_type *keys[64];
        uint32_t nk;
        if (partial || !key_names(ck, a[1], keys, &nk, 64) || a[0]->kind == TK_UNION) return T_ANY(ck);
        sx_obj *o = sx_ck_obj_new(ck);
        for (uint32_t i = 0; i < np; i++) {
            bool in = false;
            for (uint32_t k = 0; k < nk; k++) in |= key_is(ck, keys[k], ps[i].name, ps[i].len);
            if (in == is_name(s, "Pick"))
                sx_ck_obj_add_prop(ck, o, ps[i].name, ps[i].len, ps[i].type, ps[i].flags & ~PF_METHOD);
        }
        /* tsc prints Omit<T, K> as Omit<T, K> and Pick<T, K> as Pick<T, K> */
        return with_alias(ck, sx_ck_t_obj(ck, o), s, a, n);
    }
    if (is_name(s, "Record") && n == 2) {
        /* { [P in K]: V }: each member of K is an index signature (string, number) or a property
         * (a string or number literal, `1` named "1"); other keys (symbol ...) are not modelled */
        sx_obj *o = sx_ck_obj_new(ck);
        uint32_t cnt = a[0]->kind == TK_UNION ? a[0]->u.set.n : 1;
        if (!o || cnt > 64) return T_ANY(ck);
        for (uint32_t k = 0; k < cnt; k++) {
            sx_type *m = a[0]->kind == TK_UNION ? a[0]->u.set.t[k] : a[0];
            if (m->kind == TK_STRING) {
                o->str_index = a[1];
                o->str_index_name = "x";
            } else if (m->kind == TK_NUMBER) {
                o->num_index = a[1];
                o->num_index_name = "x";
            } else {
                uint32_t len = 0;
                const char *name = sx_ck_t_key_name(ck, m, &len);
                if (!name) return T_ANY(ck);
                sx_ck_obj_add_prop(ck, o, name, len, a[1], m->kind == TK_NUMLIT ? PF_NUMNAME : 0);
            }
        }
        return with_alias(ck, sx_ck_t_obj(ck, o), s, a, n);
    }
    if (is_name(s, "NonNullable") && n == 1) return sx_ck_t_non_nullable(ck, a[0]);
    if ((is_name(s, "Exclude") || is_name(s, "Extract")) && n == 2) {
        bool ex = is_name(s, "Exclude");
        uint32_t cnt = a[0]->kind == TK_UNION ? a[0]->u.set.n : 1;
        sx_type *v[64];
        uint32_t m = 0;
        for (uint32_t i = 0; i < cnt && m < 64; i++) {
            sx_type *t = a[0]->kind == TK_UNION ? a[0]->u.set.t[i] : a[0];
            if (sx_ck_assignable(ck, t, a[1]) != ex) v[m++] = t;
        }
        return sx_ck_t_union(ck, v, m);
    }
    if ((is_name(s, "ReturnType") || is_name(s, "Parameters") || is_name(s, "InstanceType")) && n == 1) {
        uint32_t ns;
        bool ctor = is_name(s, "InstanceType");
        sx_sig **sigs = sx_ck_get_sigs(ck, a[0], ctor, &ns);
        if (!ns) return T_ANY(ck);
        sx_sig *g = sigs[ns - 1];
        if (g->ntps) return T_ANY(ck);
        /* a function without a return annotation: its return type inferred now (`type Summary =
         * ReturnType<typeof summarize>`) */
        if (!g->ret && g->fn && g->fn->kind == SX_N_FUNCTION && is_name(s, "ReturnType"))
            sx_ck_infer_return(ck, g->fn, g);
        if (!is_name(s, "Parameters")) return g->ret ? g->ret : T_ANY(ck);
        sx_type **el = g->nparams ? sx_ck_alloc(ck, g->nparams * sizeof *el) : NULL;
        uint8_t *ef = g->nparams ? sx_ck_alloc(ck, g->nparams) : NULL;
        for (uint32_t i = 0; el && ef && i < g->nparams; i++) {
            el[i] = g->params[i].type ? g->params[i].type : T_ANY(ck);
            ef[i] = g->params[i].rest ? TNF_REST : g->params[i].optional ? TNF_OPTIONAL : 0;
        }
        return sx_ck_t_tuple(ck, el, ef, g->nparams, false);
    }
    if (is_name(s, "Awaited") && n == 1) {
        sx_type *t = a[0];
        for (int i = 0; i < 8 && t->kind == TK_REF && t->u.ref.decl == ck->pre->promise; i++) t = t->u.ref.args[0];
        return t;
    }
    *handled = false;
    return NULL;
}

/* Enum member type for `E.A` written as a type. A first name that names nothing at all, written
 * in the program (`NodeJS.Timeout`, which models write for timers), is tsc's TS2503. */
static sx_type *qualified(sx_ck *ck, const char *name, uint32_t len, uint32_t start, bool own) {
    const char *dot = memchr(name, '.', len);
    uint32_t l0 = (uint32_t)(dot - name);
    sx_sym *s = sx_ck_lookup(ck, name, l0, SF_ENUM);
    if (!s && own && !sx_ck_lookup(ck, name, l0, SF_VALUE | SF_TYPE | SF_AMBIENT)) {
        sx_ck_error(ck, start, l0, 2503, "Cannot find namespace '%.*s'.", (int)l0, name);
        return ck->pre->error_any;
    }
    if (!s || !(s->flags & SF_ENUM)) return T_ANY(ck);
    sx_type *st = sx_ck_sym_type(ck, s);
    const char *m = dot + 1;
    sx_propres r = sx_ck_get_prop(ck, st, m, (uint32_t)(name + len - m));
    return r.found ? r.type : T_ANY(ck);
}

static sx_type *ref(sx_ck *ck, sx_tnode *tn, const sx_tsrc *src) {
    if (memchr(tn->name, '.', tn->len)) return qualified(ck, tn->name, tn->len, tn->start, src == &ck->src);
    sx_sym *s = sx_ck_lookup(ck, tn->name, tn->len, SF_TYPE);
    if (!s) {
        if (src == &ck->src) sx_ck_report_unresolved(ck, tn->name, tn->len, tn->start, SF_TYPE);
        return T_ANY(ck);
    }
    uint32_t n = tn->nkids;
    sx_type *small[8], **args = n <= 8 ? small : sx_ck_alloc(ck, n * sizeof *args);
    if (!args) return T_ANY(ck);
    for (uint32_t i = 0; i < n; i++) args[i] = sx_ck_resolve(ck, tn->kids[i], src);
    if (s->flags & SF_TPARAM) return s->dtype;
    if ((s->flags & SF_ALIAS) && from_lib(ck, s)) {
        /* the library's Awaited<T> of a type parameter: kept until T is instantiated (sx_ck_t_ref) */
        if (src != &ck->src && n == 1 && args[0]->kind == TK_TPARAM && is_name(s, "Awaited"))
            return sx_ck_t_ref(ck, s, args, 1);
        bool handled;
        sx_type *u = utility(ck, s, args, n, &handled);
        if (handled) return u;
    }
    sx_type *d = sx_ck_sym_dtype(ck, s);
    if (s->ntps == 0) return d;
    bool defaults = false;
    for (uint32_t i = 0; i < s->ntps; i++) defaults |= s->tps[i]->u.tp.sym->annot != NULL;
    if (n != s->ntps && !defaults && src == &ck->src && (s->flags & (SF_INTERFACE | SF_CLASS | SF_ALIAS))) {
        sx_buf b = {0};
        for (uint32_t i = 0; i < s->ntps; i++)
            sx_ck_buf_printf(&b, "%s%.*s", i ? ", " : "", (int)s->tps[i]->u.tp.sym->len, s->tps[i]->u.tp.sym->name);
        sx_ck_error(ck, tn->start, s->len, 2314, "Generic type '%.*s<%s>' requires %u type argument(s).", (int)s->len,
                    s->name, b.s ? b.s : "", s->ntps);
        sx_ck_buf_free(&b);
        return ck->pre->error_any;
    }
    /* fill missing arguments from defaults (or any) */
    sx_type **full = sx_ck_alloc(ck, s->ntps * sizeof *full);
    if (!full) return T_ANY(ck);
    for (uint32_t i = 0; i < s->ntps; i++) {
        if (i < n) full[i] = args[i];
        else if (s->tps[i]->u.tp.sym->annot) full[i] = sx_ck_subst(ck, s->tps[i]->u.tp.sym->annot, s->tps, full, i);
        else full[i] = T_ANY(ck);
    }
    if (s->flags & (SF_INTERFACE | SF_CLASS)) return sx_ck_t_ref(ck, s, full, s->ntps);
    /* generic alias: substitute into its target, keep the alias name for printing */
    sx_type *t = sx_ck_subst(ck, d, s->tps, full, s->ntps);
    if (t != d && (t->kind == TK_OBJ || t->kind == TK_INTER) && t->alias == s) {
        t->alias_args = full;
        t->nalias_args = s->ntps;
    }
    return t;
}

static sx_type *tn_obj(sx_ck *ck, sx_tnode *tn, const sx_tsrc *src) {
    sx_obj *o = sx_ck_obj_new(ck);
    uint32_t nsymbol = 0; /* computed members keyed by a unique symbol (modelled) */
    for (uint32_t i = 0; o && i < tn->nmembers; i++) {
        sx_tmember *m = &tn->members[i];
        switch (m->kind) {
        case TM_PROP:
        case TM_GET:
        case TM_SET: {
            if (sx_ck_add_symbol_member(ck, o, m, src)) {
                nsymbol++;
                break;
            }
            if (!m->name) break;
            uint16_t f = sx_ck_tmember_pflags(m);
            sx_type *t = m->type ? sx_ck_resolve(ck, m->type, src) : T_ANY(ck);
            sx_prop *pair = m->kind != TM_PROP ? sx_ck_obj_find(o, m->name, m->len) : NULL;
            if (pair) sx_ck_accessor_pair(pair, t, m->kind == TM_GET); /* get + set pair */
            else sx_ck_obj_add_prop(ck, o, m->name, m->len, t, f);
            break;
        }
        case TM_METHOD: {
            if (!m->name) break;
            sx_sig *s = m->sig ? sx_ck_resolve_sig(ck, m->sig, src) : NULL;
            bool dup = false;
            sx_prop *known = s ? sx_ck_obj_find(o, m->name, m->len) : NULL; /* an overload */
            if (known && known->type->kind == TK_OBJ) {
                sx_ck_obj_add_sig(ck, known->type->u.obj, s, false);
                dup = true;
            }
            if (!dup)
                sx_ck_obj_add_prop(ck, o, m->name, m->len, s ? sx_ck_t_func(ck, s) : T_ANY(ck),
                                   PF_METHOD | (m->flags & TNF_OPTIONAL ? PF_OPTIONAL : 0));
            break;
        }
        case TM_CALL:
        case TM_NEW:
            if (m->sig) {
                sx_sig *s = sx_ck_resolve_sig(ck, m->sig, src);
                if (s) sx_ck_obj_add_sig(ck, o, s, m->kind == TM_NEW);
            }
            break;
        case TM_INDEX: {
            sx_type *k = m->key_type ? sx_ck_resolve(ck, m->key_type, src) : T_STRING(ck);
            sx_type *v = m->type ? sx_ck_resolve(ck, m->type, src) : T_ANY(ck);
            char *nm = sx_ck_alloc(ck, m->len + 1);
            if (nm) memcpy(nm, m->name, m->len);
            if (k->kind == TK_NUMBER)
                o->num_index = v, o->num_index_ro = m->flags & TNF_READONLY, o->num_index_name = nm;
            else if (k->kind == TK_STRING)
                o->str_index = v, o->str_index_ro = m->flags & TNF_READONLY, o->str_index_name = nm;
            else return T_ANY(ck);
            break;
        }
        }
    }
    sx_type *r = sx_ck_t_obj(ck, o);
    uint32_t ncomputed = 0;
    for (uint32_t i = 0; i < tn->nmembers; i++)
        ncomputed += (tn->members[i].kind == TM_PROP || tn->members[i].kind == TM_METHOD) && !tn->members[i].name;
    if (ncomputed > nsymbol) r->flags |= TF_PARTIAL; /* a computed member ([Symbol.iterator]) we do not model */
    return r;
}

/* The library's `Promise<{ -readonly [P in keyof T]: Awaited<T[P]>; }>` (Promise.all) and
 * `...: PromiseSettledResult<Awaited<T[P]>>; }>` (allSettled): mark the signature (sx_sig.ret_map)
 * so that each call maps the tuple or array T it infers. */
static void promise_map_ret(sx_sig *s, const sx_tsig *ts, const sx_tsrc *src) {
    const sx_tnode *r = ts->ret;
    if (r->kind != TN_REF || r->nkids != 1 || r->len != 7 || memcmp(r->name, "Promise", 7) != 0 ||
        r->kids[0]->kind != TN_UNSUPPORTED)
        return;
    char buf[128];
    uint32_t m = 0;
    for (uint32_t i = r->kids[0]->start; i < r->kids[0]->end && m + 1 < sizeof buf; i++)
        if (src->text[i] != ' ' && src->text[i] != '\n') buf[m++] = src->text[i];
    buf[m] = 0;
    for (uint32_t k = 0; k < s->ntps && k < 256; k++) {
        const sx_sym *tp = s->tps[k]->u.tp.sym;
        if (tp->len != 1) continue;
        char want[128];
        char c = tp->name[0];
        snprintf(want, sizeof want, "{-readonly[Pinkeyof%c]:Awaited<%c[P]>;}", c, c);
        if (strcmp(buf, want) == 0) s->ret_map = 1, s->ret_map_tp = (uint8_t)k;
        snprintf(want, sizeof want, "{-readonly[Pinkeyof%c]:PromiseSettledResult<Awaited<%c[P]>>;}", c, c);
        if (strcmp(buf, want) == 0) s->ret_map = 2, s->ret_map_tp = (uint8_t)k;
    }
}

sx_sig *sx_ck_resolve_sig(sx_ck *ck, sx_tsig *ts, const sx_tsrc *src) {
    sx_sig *s = sx_ck_sig_new(ck, ts->nparams);
    if (!s) return NULL;
    sx_tpenv env = {ck->tpenv, NULL, 0};
    if (ts->ntps) {
        sx_ck_resolve_tparams(ck, ts->tps, ts->ntps, src, &s->tps);
        s->ntps = s->tps ? ts->ntps : 0;
        env.tps = s->tps;
        env.n = s->ntps;
    }
    ck->tpenv = &env;
    s->has_this = ts->this_type != NULL;
    if (ts->this_type) s->this_param = sx_ck_resolve(ck, ts->this_type, src);
    bool opt_seen = false;
    for (uint32_t i = 0; i < ts->nparams; i++) {
        sx_tparam_syn *p = &ts->params[i];
        sx_param *q = &s->params[i];
        q->name = p->name;
        q->len = p->len;
        q->type = p->type ? sx_ck_resolve(ck, p->type, src) : T_ANY(ck);
        q->optional = (p->flags & TNF_OPTIONAL) != 0;
        q->rest = (p->flags & TNF_REST) != 0;
        if (q->rest) s->has_rest = true;
        if (q->optional || q->rest) opt_seen = true;
        if (!opt_seen) s->min_args = i + 1;
    }
    if (ts->ret && ts->ret->kind == TN_PRED) {
        for (uint32_t i = 0; i < ts->nparams; i++)
            if (ts->params[i].len == ts->ret->len && memcmp(ts->params[i].name, ts->ret->name, ts->ret->len) == 0)
                s->pred_index = (int)i;
        if (ts->ret->len == 4 && memcmp(ts->ret->name, "this", 4) == 0)
            s->pred_index = SX_PRED_THIS; /* `this is S[]` */
        s->asserts = (ts->ret->flags & TNF_ASSERTS) != 0;
        s->pred = ts->ret->a ? sx_ck_resolve(ck, ts->ret->a, src) : NULL;
        s->ret = s->asserts ? T_VOID(ck) : T_BOOLEAN(ck);
        if (!s->pred && s->asserts) s->pred = T_ANY(ck); /* asserts x: treat as truthiness assertion */
    } else if (ts->ret) {
        s->ret = sx_ck_resolve(ck, ts->ret, src);
        if (src != &ck->src) promise_map_ret(s, ts, src);
    }
    ck->tpenv = env.parent;
    return s;
}

sx_type *sx_ck_named_inst(sx_ck *ck, sx_sym *s, sx_type **args, uint32_t n) {
    sx_type *d = sx_ck_sym_dtype(ck, s);
    if (s->ntps != n) return T_ANY(ck);
    if (s->flags & (SF_INTERFACE | SF_CLASS)) return sx_ck_t_ref(ck, s, args, n);
    sx_type *t = sx_ck_subst(ck, d, s->tps, args, n);
    if (t != d && (t->kind == TK_OBJ || t->kind == TK_INTER) && t->alias == s) {
        t->alias_args = args;
        t->nalias_args = n;
    }
    return t;
}

sx_type *sx_ck_resolve(sx_ck *ck, sx_tnode *tn, const sx_tsrc *src) {
    if (!tn) return T_ANY(ck);
    if (++ck->depth > 100) {
        ck->depth--;
        return T_ANY(ck);
    }
    sx_type *r = T_ANY(ck);
    switch (tn->kind) {
    case TN_KW: {
        static const char *const kw[] = {"any", "unknown", "undefined", "null", "string", "number", "bigint",
                                         NULL,  NULL,      "symbol",    "void", "never",  "object"};
        if (tn->len == 7 && memcmp(tn->name, "boolean", 7) == 0) {
            r = T_BOOLEAN(ck);
            break;
        }
        for (int i = 0; i <= TK_NONPRIM; i++)
            if (kw[i] && tn->len && kw[i][0] == tn->name[0] && strlen(kw[i]) == tn->len &&
                memcmp(kw[i], tn->name, tn->len) == 0)
                r = i == TK_ANY && ck->pre->written_any ? ck->pre->written_any : ck->pre->intrinsics[i];
        break;
    }
    case TN_STR:
        if (tn->flags & TNF_PATTERN) { /* `${string}Success`: a string type that only some strings match */
            r = sx_ck_t_new(ck, TK_STRING);
            r->flags |= TF_PATTERN;
            r->u.str.s = tn->name;
            r->u.str.len = tn->len;
        } else r = sx_ck_t_strlit(ck, tn->name, tn->len, false);
        break;
    case TN_NUM: r = sx_ck_t_numlit(ck, tn->num, false); break;
    case TN_BIGINT: {
        char *digits = sx_ck_alloc(ck, tn->len + 1);
        uint32_t nd = 0;
        for (uint32_t i = 0; digits && i < tn->len; i++)
            if (tn->name[i] != '_' && tn->name[i] != 'n') digits[nd++] = tn->name[i];
        r = digits ? sx_ck_t_biglit(ck, digits, nd, false) : T_BIGINT(ck);
        break;
    }
    case TN_TRUE: r = T_TRUE(ck); break;
    case TN_FALSE: r = T_FALSE(ck); break;
    case TN_UNION:
    case TN_INTER: {
        sx_type *small[32], **v = tn->nkids <= 32 ? small : sx_ck_alloc(ck, tn->nkids * sizeof *v);
        if (!v) break;
        for (uint32_t i = 0; i < tn->nkids; i++) v[i] = sx_ck_resolve(ck, tn->kids[i], src);
        r = tn->kind == TN_UNION ? sx_ck_t_union(ck, v, tn->nkids) : sx_ck_t_inter(ck, v, tn->nkids);
        break;
    }
    case TN_ARRAY: r = sx_ck_t_array(ck, sx_ck_resolve(ck, tn->a, src), false); break;
    case TN_READONLY: {
        r = sx_ck_resolve(ck, tn->a, src);
        if (sx_ck_t_is_array(ck, r)) r = sx_ck_t_array(ck, r->u.ref.args[0], true);
        else if (r->kind == TK_TUPLE) r = sx_ck_t_tuple(ck, r->u.set.t, r->u.set.ef, r->u.set.n, true);
        break;
    }
    case TN_TUPLE: {
        sx_type **v = tn->nkids ? sx_ck_alloc(ck, tn->nkids * sizeof *v) : NULL;
        /* a rest element must be an array, a tuple or a type parameter with an array constraint
         * (`[...A, ...B]`: variadic elements, instantiated and spliced by sx_ck_t_tuple); others
         * (a union of tuples, a conditional type ...) are not modelled: any */
        bool unmodelled = false;
        for (uint32_t i = 0; v && i < tn->nkids; i++) {
            v[i] = sx_ck_resolve(ck, tn->kids[i], src);
            if (tn->elem_flags && (tn->elem_flags[i] & TNF_REST) && !sx_ck_t_is_array(ck, v[i]) &&
                v[i]->kind != TK_ANY && v[i]->kind != TK_TUPLE && v[i]->kind != TK_TPARAM)
                unmodelled = true;
        }
        r = unmodelled ? T_ANY(ck) : sx_ck_t_tuple(ck, v, tn->elem_flags, tn->nkids, false);
        break;
    }
    case TN_OBJ: r = tn_obj(ck, tn, src); break;
    case TN_FUNC:
    case TN_CTOR: {
        sx_sig *s = tn->sig ? sx_ck_resolve_sig(ck, tn->sig, src) : NULL;
        if (!s) break;
        if (!s->ret) s->ret = T_ANY(ck);
        sx_obj *o = sx_ck_obj_new(ck);
        if (o) sx_ck_obj_add_sig(ck, o, s, tn->kind == TN_CTOR);
        r = sx_ck_t_obj(ck, o);
        break;
    }
    case TN_TYPEOF: {
        const char *dot = memchr(tn->name, '.', tn->len);
        uint32_t l0 = dot ? (uint32_t)(dot - tn->name) : tn->len;
        sx_sym *s = sx_ck_lookup(ck, tn->name, l0, SF_VALUE);
        if (!s) break;
        r = sx_ck_sym_type(ck, s);
        while (dot && r->kind != TK_ANY) {
            const char *m = dot + 1;
            dot = memchr(m, '.', (size_t)(tn->name + tn->len - m));
            uint32_t ml = dot ? (uint32_t)(dot - m) : (uint32_t)(tn->name + tn->len - m);
            sx_propres pr = sx_ck_get_prop(ck, r, m, ml);
            r = pr.found ? pr.type : T_ANY(ck);
        }
        break;
    }
    case TN_KEYOF: r = keyof(ck, sx_ck_resolve(ck, tn->a, src)); break;
    case TN_INDEXED: r = indexed(ck, sx_ck_resolve(ck, tn->a, src), sx_ck_resolve(ck, tn->b, src)); break;
    case TN_PRED: r = T_BOOLEAN(ck); break;
    case TN_THIS: r = ck->this_tp ? ck->this_tp : ck->fn && ck->fn->this_type ? ck->fn->this_type : T_ANY(ck); break;
    case TN_REF: r = ref(ck, tn, src); break;
    default: break;
    }
    ck->depth--;
    return r;
}

/* The memo of sx_ck_annot_tree: open addressing on (start, end), in the check's arena. A type's
 * tree is a pure function of its text and nothing changes a tree once made, so it can be shared. */
typedef struct sx_tn_slot {
    uint32_t start, end;
    sx_tnode *tn; /* NULL: a free slot */
} sx_tn_slot;

typedef struct sx_tn_memo {
    sx_tn_slot *slots;
    uint32_t cap, count; /* cap: a power of two */
} sx_tn_memo;

static uint32_t tn_slot_of(const sx_tn_memo *m, uint32_t start, uint32_t end) {
    uint32_t i = (start * 2654435761u ^ end) & (m->cap - 1);
    while (m->slots[i].tn && (m->slots[i].start != start || m->slots[i].end != end)) i = (i + 1) & (m->cap - 1);
    return i;
}

/* Room for one more entry (the table stays at most half full); false when out of memory. */
static bool tn_memo_room(sx_ck *ck, sx_tn_memo *m) {
    if (m->slots && (m->count + 1) * 2 <= m->cap) return true;
    uint32_t cap = m->cap ? m->cap * 2 : 64;
    sx_tn_slot *slots = sx_arena_alloc(ck->arena, (size_t)cap * sizeof *slots), *old = m->slots;
    if (!slots) return false;
    uint32_t old_cap = m->cap;
    m->slots = slots;
    m->cap = cap;
    for (uint32_t i = 0; i < old_cap; i++)
        if (old[i].tn) m->slots[tn_slot_of(m, old[i].start, old[i].end)] = old[i];
    return true;
}

sx_tnode *sx_ck_annot_tree(sx_ck *ck, uint32_t start, uint32_t end) {
    sx_tn_memo *m = ck->tn_memo;
    if (!m && (m = ck->tn_memo = sx_arena_alloc(ck->arena, sizeof *m)) == NULL)
        return sx_ck_tp_type(&ck->src, start, end);
    if (m->slots) {
        sx_tn_slot *s = &m->slots[tn_slot_of(m, start, end)];
        if (s->tn) return s->tn;
    }
    sx_tnode *tn = sx_ck_tp_type(&ck->src, start, end);
    if (tn && tn_memo_room(ck, m)) {
        m->slots[tn_slot_of(m, start, end)] = (sx_tn_slot){start, end, tn};
        m->count++;
    }
    return tn;
}

sx_type *sx_ck_resolve_annot(sx_ck *ck, sx_node *type_node) {
    if (!type_node) return NULL;
    sx_tnode *tn = sx_ck_annot_tree(ck, type_node->span.start, type_node->span.end);
    return tn ? sx_ck_resolve(ck, tn, &ck->src) : T_ANY(ck);
}
