/* resolve.c - symbols to types: scopes and name lookup, interface members, declared types, type-parameter substitution, property/index/signature lookup. */
#include "checker/ck.h"

#include <stdlib.h>

void sx_ck_class_members(sx_ck *ck, sx_sym *s); /* class.c */
void sx_ck_class_head(sx_ck *ck, sx_sym *s);    /* class.c */

/* ---------------------------------------------------------------------------------------------
 * Scopes
 * ------------------------------------------------------------------------------------------- */

static uint32_t name_hash(const char *s, uint32_t len) {
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < len; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

/* Same name? (length and first character first: most candidates differ there) */
static inline bool same_name(const sx_sym *s, const char *name, uint32_t len) {
    return s->len == len && (len == 0 || (s->name[0] == name[0] && memcmp(s->name, name, len) == 0));
}

/* Find a name in one scope; `h` is name_hash(name, len) when the scope is hashed. */
static sx_sym *scope_find_hashed(const sx_scope *sc, const char *name, uint32_t len, uint32_t h) {
    if (sc->hash) {
        for (uint32_t i = h & (sc->hcap - 1);; i = (i + 1) & (sc->hcap - 1)) {
            uint32_t k = sc->hash[i];
            if (!k) return NULL;
            sx_sym *s = sc->syms[k - 1];
            if (same_name(s, name, len)) return s;
        }
    }
    for (uint32_t i = 0; i < sc->n; i++) {
        sx_sym *s = sc->syms[i];
        if (same_name(s, name, len)) return s;
    }
    return NULL;
}

sx_sym *sx_ck_scope_find(const sx_scope *sc, const char *name, uint32_t len) {
    return scope_find_hashed(sc, name, len, sc->hash ? name_hash(name, len) : 0);
}

static void rehash(sx_arena *a, sx_scope *sc) {
    uint32_t cap = 64;
    while (cap < sc->n * 2 + 2) cap *= 2;
    uint32_t *h = sx_arena_alloc(a, cap * sizeof *h);
    if (!h) return;
    for (uint32_t k = 0; k < sc->n; k++) {
        uint32_t i = name_hash(sc->syms[k]->name, sc->syms[k]->len) & (cap - 1);
        while (h[i]) i = (i + 1) & (cap - 1);
        h[i] = k + 1;
    }
    sc->hash = h;
    sc->hcap = cap;
}

sx_sym *sx_ck_scope_add(sx_arena *a, sx_scope *sc, const char *name, uint32_t len) {
    sx_sym *s = sx_arena_alloc(a, sizeof *s);
    if (!s) return NULL;
    s->name = name;
    s->len = len;
    s->scope = sc;
    if (sc->n == sc->cap) {
        uint32_t cap = sc->cap ? sc->cap * 2 : 8;
        sx_sym **ns = sx_arena_alloc(a, cap * sizeof *ns);
        if (!ns) return NULL;
        if (sc->n) memcpy(ns, sc->syms, sc->n * sizeof *ns);
        sc->syms = ns;
        sc->cap = cap;
    }
    s->order = (int)sc->n;
    sc->syms[sc->n++] = s;
    if (sc->n > 16 && (!sc->hash || sc->n * 2 > sc->hcap)) rehash(a, sc);
    else if (sc->hash) {
        uint32_t i = name_hash(name, len) & (sc->hcap - 1);
        while (sc->hash[i]) i = (i + 1) & (sc->hcap - 1);
        sc->hash[i] = sc->n;
    }
    return s;
}

sx_sym *sx_ck_lookup(sx_ck *ck, const char *name, uint32_t len, uint32_t meaning) {
    if (meaning & SF_TYPE)
        for (sx_tpenv *e = ck->tpenv; e; e = e->parent)
            for (uint32_t i = 0; i < e->n; i++) {
                sx_sym *s = e->tps[i]->u.tp.sym;
                if (same_name(s, name, len)) return s;
            }
    uint32_t h = 0;
    bool hashed = false; /* the name's hash, computed once for all the hashed scopes of the chain */
    for (sx_scope *sc = ck->scope; sc; sc = sc->parent) {
        if (sc->hash && !hashed) h = name_hash(name, len), hashed = true;
        sx_sym *s = scope_find_hashed(sc, name, len, h);
        if (s && (s->flags & meaning)) return s;
    }
    return NULL;
}

/* ---------------------------------------------------------------------------------------------
 * Type parameters
 * ------------------------------------------------------------------------------------------- */

sx_type *sx_ck_tparam_new(sx_ck *ck, const char *name, uint32_t len) {
    sx_sym *s = sx_ck_alloc(ck, sizeof *s);
    sx_type *t = sx_ck_t_new(ck, TK_TPARAM);
    if (!s) return T_ANY(ck);
    s->name = name;
    s->len = len;
    s->flags = SF_TPARAM;
    s->dtype = t;
    t->u.tp.sym = s;
    return t;
}

void sx_ck_resolve_tparams(sx_ck *ck, sx_ttparam *tps, uint32_t n, const sx_tsrc *src, sx_type ***out) {
    *out = n ? sx_ck_alloc(ck, n * sizeof **out) : NULL;
    if (!*out) return;
    for (uint32_t i = 0; i < n; i++) (*out)[i] = sx_ck_tparam_new(ck, tps[i].name, tps[i].len);
    sx_tpenv env = {ck->tpenv, *out, n};
    ck->tpenv = &env;
    for (uint32_t i = 0; i < n; i++) {
        if (tps[i].is_const) (*out)[i]->flags |= TF_CONST_TP;
        if (tps[i].constraint) (*out)[i]->u.tp.constraint = sx_ck_resolve(ck, tps[i].constraint, src);
        if (tps[i].def) (*out)[i]->u.tp.sym->annot = sx_ck_resolve(ck, tps[i].def, src); /* default */
    }
    ck->tpenv = env.parent;
}

/* ---------------------------------------------------------------------------------------------
 * Symbols: interface members, alias targets
 * ------------------------------------------------------------------------------------------- */

/* A property keyed by a `unique symbol` const (`declare const brand: unique symbol` or `const tag =
 * Symbol("tag")`), written `[brand]: B`: its name becomes "[brand]" (how tsc prints it), a name no
 * identifier or string-named property can take. Other computed names stay unmodelled. */
bool sx_ck_symbol_key(sx_ck *ck, const sx_tmember *m, const char **name, uint32_t *len) {
    if (m->name || !m->key || m->kind != TM_PROP) return false;
    sx_sym *s = sx_ck_lookup(ck, m->key, m->klen, SF_VALUE);
    if (!s || !(s->flags & SF_CONST) || !s->vdecl || s->vdecl->kind != SX_N_DECLARATOR) return false;
    const sx_node *d = s->vdecl;
    bool uniq = false;
    if (d->type) {
        const char *t = (s->src ? s->src : &ck->src)->text;
        uint32_t a = d->type->span.start, b = d->type->span.end;
        while (a < b && (t[a] == ':' || t[a] == ' ')) a++;
        while (b > a && t[b - 1] == ' ') b--;
        uniq = b - a == 13 && !memcmp(t + a, "unique symbol", 13);
    } else if (d->b && d->b->kind == SX_N_CALL && d->b->a && d->b->a->kind == SX_N_IDENT && d->b->a->len == 6 &&
               !memcmp(d->b->a->str, "Symbol", 6)) {
        uniq = true;
    }
    if (!uniq) return false;
    char *nm = sx_ck_alloc(ck, m->klen + 3);
    if (!nm) return false;
    nm[0] = '[';
    memcpy(nm + 1, m->key, m->klen);
    nm[m->klen + 1] = ']';
    *name = nm;
    *len = m->klen + 2;
    return true;
}

uint16_t sx_ck_tmember_pflags(const sx_tmember *m) {
    return (m->flags & TNF_OPTIONAL ? PF_OPTIONAL : 0) | (m->flags & TNF_READONLY ? PF_READONLY : 0) |
           (m->flags & TNF_NUMNAME ? PF_NUMNAME : 0);
}

/* Add m (written in src) to o when it is keyed by a unique symbol (sx_ck_symbol_key); false when
 * it is not. */
bool sx_ck_add_symbol_member(sx_ck *ck, sx_obj *o, const sx_tmember *m, const sx_tsrc *src) {
    const char *sk;
    uint32_t sl;
    if (m->name || !sx_ck_symbol_key(ck, m, &sk, &sl)) return false;
    uint16_t f = PF_SYMBOL | sx_ck_tmember_pflags(m);
    sx_ck_obj_add_prop(ck, o, sk, sl, m->type ? sx_ck_resolve(ck, m->type, src) : T_ANY(ck), f);
    return true;
}

/* Add the member m (written in src) to o: a property, method (overloads: more signatures), call or
 * construct signature, or index signature. */
void sx_ck_add_tmember(sx_ck *ck, sx_obj *o, const sx_tmember *m, const sx_tsrc *src, uint16_t group) {
    switch (m->kind) {
    case TM_PROP:
    case TM_GET:
    case TM_SET: {
        if (sx_ck_add_symbol_member(ck, o, m, src) || !m->name) return;
        uint16_t f = sx_ck_tmember_pflags(m);
        sx_type *t = m->type ? sx_ck_resolve(ck, m->type, src) : T_ANY(ck);
        sx_prop *pair = sx_ck_obj_find(o, m->name, m->len);
        if (pair) { /* get + set pair: the getter's type is read; a setter of another type is not checked */
            if (m->kind != TM_PROP) sx_ck_accessor_pair(pair, t, m->kind == TM_GET);
            return;
        }
        sx_ck_obj_add_prop(ck, o, m->name, m->len, t, f);
        break;
    }
    case TM_METHOD: {
        if (!m->name || !m->sig) return;
        sx_sig *s = sx_ck_resolve_sig(ck, m->sig, src);
        if (s) s->group = group;
        sx_prop *known = sx_ck_obj_find(o, m->name, m->len); /* overloads: more signatures on the same method */
        if (known) {
            if (known->type->kind == TK_OBJ && s) sx_ck_obj_add_sig(ck, known->type->u.obj, s, false);
            return;
        }
        sx_ck_obj_add_prop(ck, o, m->name, m->len, sx_ck_t_func(ck, s),
                           PF_METHOD | (m->flags & TNF_OPTIONAL ? PF_OPTIONAL : 0));
        break;
    }
    case TM_CALL:
    case TM_NEW: {
        sx_sig *s = m->sig ? sx_ck_resolve_sig(ck, m->sig, src) : NULL;
        if (s) s->group = group; /* a later declaration's signatures are tried first (call.c) */
        if (s) sx_ck_obj_add_sig(ck, o, s, m->kind == TM_NEW);
        break;
    }
    case TM_INDEX: {
        sx_type *k = m->key_type ? sx_ck_resolve(ck, m->key_type, src) : T_STRING(ck);
        sx_type *v = m->type ? sx_ck_resolve(ck, m->type, src) : T_ANY(ck);
        char *nm = sx_ck_alloc(ck, m->len + 1);
        if (nm) memcpy(nm, m->name, m->len);
        if (k->kind == TK_NUMBER) {
            o->num_index = v;
            o->num_index_ro = (m->flags & TNF_READONLY) != 0;
            o->num_index_name = nm;
        } else {
            o->str_index = v;
            o->str_index_ro = (m->flags & TNF_READONLY) != 0;
            o->str_index_name = nm;
        }
        break;
    }
    }
}

/* Remember the texts of the required computed members `[Symbol.x]` of an interface declaration. */
static void symbol_keys(sx_ck *ck, sx_sym *s, const sx_tiface *f, const sx_tsrc *src) {
    for (uint32_t i = 0; i < f->nmembers; i++) {
        const sx_tmember *m = &f->members[i];
        uint32_t b = m->start; /* past modifiers such as readonly */
        while (b < src->len && src->text[b] != '[' && src->text[b] != '\n' && src->text[b] != ';') b++;
        if (m->name || (m->kind != TM_PROP && m->kind != TM_METHOD) || b >= src->len || src->text[b] != '[') continue;
        const char *sk;
        uint32_t sl;
        if (sx_ck_symbol_key(ck, m, &sk, &sl)) continue; /* a modelled member (sx_ck_add_tmember) */
        uint32_t e = b;
        while (e < src->len && src->text[e] != ']' && src->text[e] != '\n') e++;
        if (e >= src->len || src->text[e] != ']' || (e + 1 < src->len && src->text[e + 1] == '?')) continue;
        if (s->nsymkeys % 8 == 0) {
            const char **nk = sx_ck_alloc(ck, (s->nsymkeys + 8) * sizeof *nk);
            uint32_t *nl = sx_ck_alloc(ck, (s->nsymkeys + 8) * sizeof *nl);
            if (!nk || !nl) return;
            if (s->nsymkeys) {
                memcpy(nk, s->symkeys, s->nsymkeys * sizeof *nk);
                memcpy(nl, s->symlens, s->nsymkeys * sizeof *nl);
            }
            s->symkeys = nk;
            s->symlens = nl;
        }
        bool dup = false;
        for (uint32_t k = 0; k < s->nsymkeys; k++)
            dup |= s->symlens[k] == e + 1 - b && memcmp(s->symkeys[k], src->text + b, s->symlens[k]) == 0;
        if (!dup) {
            s->symkeys[s->nsymkeys] = src->text + b;
            s->symlens[s->nsymkeys++] = e + 1 - b;
        }
    }
}

/* Does reference type t (or a base) declare the symbol member `key`? */
static bool has_symkey(sx_ck *ck, sx_type *t, const char *key, uint32_t len, int depth) {
    if (t->kind != TK_REF || depth > 16) return false;
    sx_sym *d = t->u.ref.decl;
    sx_ck_sym_members(ck, d);
    for (uint32_t i = 0; i < d->nsymkeys; i++)
        if (d->symlens[i] == len && memcmp(d->symkeys[i], key, len) == 0) return true;
    for (uint32_t i = 0; i < d->nbases; i++)
        if (has_symkey(ck, d->bases[i], key, len, depth + 1)) return true;
    return false;
}

/* How many of dst's symbol members src lacks (for tsc's "and N more" count only). */
uint32_t sx_ck_missing_symkeys(sx_ck *ck, sx_type *src, sx_type *dst) {
    if (dst->kind != TK_REF) return 0;
    sx_sym *d = dst->u.ref.decl;
    sx_ck_sym_members(ck, d);
    uint32_t n = 0;
    for (uint32_t i = 0; i < d->nsymkeys; i++)
        if (!has_symkey(ck, src, d->symkeys[i], d->symlens[i], 0)) n++;
    return n;
}

static bool is_named_prop(const sx_tmember *m) { return m->kind == TM_PROP && m->name; }

/* Mark in dup[] the properties whose name another property has (a hash of the names: a scan per
 * member made an interface of thousands of properties quadratic). False when out of memory. */
static bool find_duplicate_names(const sx_tiface *f, uint8_t *dup) {
    uint32_t cap = 16;
    while (cap < f->nmembers * 2) cap *= 2;
    uint32_t *slot = calloc(cap, sizeof *slot); /* member number + 1 */
    if (!slot) return false;
    for (uint32_t i = 0; i < f->nmembers; i++) {
        const sx_tmember *m = &f->members[i];
        if (!is_named_prop(m)) continue;
        uint32_t s = name_hash(m->name, m->len) & (cap - 1);
        for (; slot[s]; s = (s + 1) & (cap - 1)) {
            const sx_tmember *o = &f->members[slot[s] - 1];
            if (o->len == m->len && memcmp(o->name, m->name, m->len) == 0) break;
        }
        if (slot[s]) dup[i] = dup[slot[s] - 1] = 1;
        else slot[s] = i + 1;
    }
    free(slot);
    return true;
}

/* Two properties of one name in one interface body: TS2300 at each. */
static void duplicate_members(sx_ck *ck, const sx_tiface *f) {
    uint8_t *dup = f->nmembers > 1 ? calloc(f->nmembers, 1) : NULL;
    if (!dup || !find_duplicate_names(f, dup)) {
        free(dup);
        return;
    }
    for (uint32_t i = 0; i < f->nmembers; i++) {
        const sx_tmember *m = &f->members[i];
        if (!dup[i]) continue;
        uint32_t at = m->start;
        while (at < ck->src.len && memcmp(ck->src.text + at, m->name, m->len) != 0)
            at++; /* past modifiers such as readonly */
        sx_ck_error(ck, at, m->len, 2300, "Duplicate identifier '%.*s'.", (int)m->len, m->name);
    }
    free(dup);
}

/* The parsed text of an interface declaration. It is parsed once and kept on the declaration when
 * the declaration lives in this run's arena (the prelude's are parsed during its load, which owns
 * them; a checker run never writes to the shared prelude). */
static bool decl_iface(sx_ck *ck, sx_decl_text *d, sx_tiface *out) {
    if (d->iface) {
        *out = *d->iface;
        return d->iface_ok;
    }
    bool ok = sx_ck_tp_interface(d->src, d->start, d->end, out);
    if (d->src->arena == ck->arena) {
        sx_tiface *keep = sx_ck_alloc(ck, sizeof *keep);
        if (keep) {
            *keep = *out;
            d->iface = keep;
            d->iface_ok = ok;
        }
    }
    return ok;
}

/* Members and bases of an interface (all its declarations merged). */
static void iface_members(sx_ck *ck, sx_sym *s) {
    s->members = sx_ck_obj_new(ck);
    sx_tpenv env = {ck->tpenv, s->tps, s->ntps};
    ck->tpenv = &env;
    sx_type *saved_this = ck->this_tp;
    s->this_tp = sx_ck_tparam_new(ck, "this", 4);
    ck->this_tp = s->this_tp;
    sx_type *bases[16];
    uint32_t nb = 0;
    uint16_t group = 0;
    for (sx_decl_text *d = s->tdecls; d; d = d->next, group++) {
        sx_tiface f;
        if (!decl_iface(ck, d, &f)) {
            s->members = NULL; /* unreadable: the whole interface becomes any-like */
            break;
        }
        for (uint32_t i = 0; i < f.nbases && nb < 16; i++) bases[nb++] = sx_ck_resolve(ck, f.bases[i], d->src);
        for (uint32_t i = 0; i < f.nmembers; i++) sx_ck_add_tmember(ck, s->members, &f.members[i], d->src, group);
        symbol_keys(ck, s, &f, d->src);
        if (d->src == &ck->src) duplicate_members(ck, &f);
    }
    ck->tpenv = env.parent;
    ck->this_tp = saved_this;
    s->nbases = nb;
    s->bases = nb ? sx_ck_alloc(ck, nb * sizeof *s->bases) : NULL;
    if (s->bases) memcpy(s->bases, bases, nb * sizeof *bases);
}

/* A class merged with interfaces of the same name (`interface Foo { x: number } class Foo {}`):
 * the interfaces' members the class lacks, and their bases, join the class's instance side.
 * Called by class.c with the class's type parameters in scope (the interfaces must name theirs
 * the same). An interface we cannot read leaves the other names any. */
void sx_ck_merge_iface_into_class(sx_ck *ck, sx_sym *s) {
    if (!s->members) return;
    sx_obj *extra = sx_ck_obj_new(ck);
    sx_type *bases[16];
    uint32_t nb = 0;
    for (uint32_t i = 0; i < s->nbases && nb < 16; i++) bases[nb++] = s->bases[i];
    uint16_t group = 1;
    for (sx_decl_text *d = s->tdecls; d && extra; d = d->next, group++) {
        sx_tiface f;
        if (!decl_iface(ck, d, &f)) {
            s->state |= SS_MEMBER_GAPS;
            continue;
        }
        for (uint32_t i = 0; i < f.nbases && nb < 16; i++) bases[nb++] = sx_ck_resolve(ck, f.bases[i], d->src);
        for (uint32_t i = 0; i < f.nmembers; i++) sx_ck_add_tmember(ck, extra, &f.members[i], d->src, group);
    }
    for (uint32_t i = 0; extra && i < extra->nprops; i++)
        if (!sx_ck_obj_find(s->members, extra->props[i].name, extra->props[i].len))
            sx_ck_obj_add_prop(ck, s->members, extra->props[i].name, extra->props[i].len, extra->props[i].type,
                               extra->props[i].flags);
    for (uint32_t i = 0; extra && i < extra->ncalls; i++) sx_ck_obj_add_sig(ck, s->members, extra->calls[i], false);
    if (extra && extra->str_index && !s->members->str_index) s->members->str_index = extra->str_index;
    if (extra && extra->num_index && !s->members->num_index) s->members->num_index = extra->num_index;
    if (nb > s->nbases) {
        sx_type **nbs = sx_ck_alloc(ck, nb * sizeof *nbs);
        if (!nbs) return;
        memcpy(nbs, bases, nb * sizeof *bases);
        s->bases = nbs;
        s->nbases = nb;
    }
}

void sx_ck_sym_members(sx_ck *ck, sx_sym *s) {
    if (s->state & (SS_MEMBERS | SS_MEMBERS_RESOLVING)) return;
    s->state |= SS_MEMBERS_RESOLVING;
    ck->members_resolving++;
    int sv = ck->silent;
    if (s->src == &ck->src) ck->silent = 0; /* a user declaration is resolved once: report its errors then */
    if (s->flags & SF_CLASS) sx_ck_class_members(ck, s);
    else if (s->flags & SF_INTERFACE) iface_members(ck, s);
    ck->silent = sv;
    ck->members_resolving--;
    s->state = (s->state & ~SS_MEMBERS_RESOLVING) | SS_MEMBERS;
}

/* Type parameters of an interface (from its first declaration). */
static void iface_tps(sx_ck *ck, sx_sym *s) {
    sx_tiface f;
    if (s->tdecls && decl_iface(ck, s->tdecls, &f) && f.ntps)
        sx_ck_resolve_tparams(ck, f.tps, f.ntps, s->tdecls->src, &s->tps), s->ntps = f.ntps;
}

/* Is tn a reference to one of the library's conditional utility types whose result is a type
 * that exists already (ReturnType, Parameters, InstanceType, NonNullable, Awaited)? */
static bool existing_utility_result(const sx_tnode *tn) {
    static const char *const names[] = {"ReturnType", "Parameters", "InstanceType", "NonNullable", "Awaited"};
    if (!tn || tn->kind != TN_REF || !tn->name) return false;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (tn->len == strlen(names[i]) && memcmp(tn->name, names[i], tn->len) == 0) return true;
    return false;
}

sx_type *sx_ck_sym_dtype(sx_ck *ck, sx_sym *s) {
    if (s->dtype) return s->dtype;
    if (s->state & SS_RESOLVING) return T_ANY(ck); /* circular alias */
    if (s->flags & SF_ENUM) {
        sx_ck_sym_type(ck, s);
        return s->dtype ? s->dtype : T_ANY(ck);
    }
    s->state |= SS_RESOLVING;
    int sv = ck->silent;
    if (s->src == &ck->src) ck->silent = 0;
    sx_type *t = T_ANY(ck);
    if ((s->flags & SF_INTERFACE) && !(s->flags & SF_CLASS)) { /* (merged with a class: the class's head) */
        iface_tps(ck, s);
        t = sx_ck_t_ref(ck, s, s->tps, s->ntps);
    } else if (s->flags & SF_CLASS) {
        sx_ck_class_head(ck, s); /* members come later, from sx_ck_sym_members */
        if (!s->dtype) sx_ck_sym_members(ck, s);
        t = s->dtype ? s->dtype : T_ANY(ck);
    } else if (s->flags & SF_ALIAS) {
        sx_decl_text *d = s->tdecls;
        if (d) {
            sx_ttparam *tps;
            uint32_t ntps;
            if (sx_ck_tp_tparams_in(d->src, d->start, d->end, &tps, &ntps) && ntps) {
                sx_ck_resolve_tparams(ck, tps, ntps, d->src, &s->tps);
                s->ntps = ntps;
            }
            sx_tpenv env = {ck->tpenv, s->tps, s->ntps};
            ck->tpenv = &env;
            sx_tnode *tn = d->node && d->node->type
                               ? sx_ck_tp_type(d->src, d->node->type->span.start, d->node->type->span.end)
                               : NULL;
            /* `type Tree = { left?: Tree }`: the object type exists (empty) before its members refer to it */
            sx_type *early = NULL;
            sx_obj *eo = tn && tn->kind == TN_OBJ && !s->ntps ? sx_ck_obj_new(ck) : NULL;
            if (eo) {
                early = sx_ck_t_obj(ck, eo);
                early->alias = s;
                s->dtype = early;
            }
            t = tn ? sx_ck_resolve(ck, tn, d->src) : T_ANY(ck);
            if (early) {
                if (t->kind == TK_OBJ) {
                    early->u.obj = t->u.obj;
                    early->flags = t->flags;
                } else {
                    early->flags |= TF_PARTIAL;
                }
                t = early;
            }
            ck->tpenv = env.parent;
            /* tsc names the union a `keyof` makes by its members (`type K = keyof typeof E`), and
             * the library's conditional utilities give a type that exists already, without the
             * alias (`type R = ReturnType<typeof f>` prints f's return type) */
            if ((t->kind == TK_UNION || t->kind == TK_OBJ || t->kind == TK_INTER || t->kind == TK_TUPLE) && !t->alias &&
                !t->sym && !(tn && tn->kind == TN_KEYOF) && !existing_utility_result(tn)) {
                sx_type *c = sx_ck_t_new(ck, t->kind);
                uint32_t id = c->id;
                *c = *t;
                c->id = t->kind == TK_UNION || t->kind == TK_TUPLE ? t->id : id; /* keeps its place in unions */
                c->alias = s;
                c->alias_args = s->tps;
                c->nalias_args = s->ntps;
                t = c;
            }
        }
    }
    if (!s->dtype) s->dtype = t;
    ck->silent = sv;
    s->state &= ~SS_RESOLVING;
    return s->dtype;
}

/* ---------------------------------------------------------------------------------------------
 * Substitution of type parameters
 * ------------------------------------------------------------------------------------------- */

sx_sig *sx_ck_subst_sig(sx_ck *ck, sx_sig *s, sx_type **from, sx_type **to, uint32_t n, bool keep_tps) {
    /* kept type parameters whose constraints mention substituted ones (filter<S extends T>) get
     * fresh copies with substituted constraints */
    if (keep_tps && s->ntps && n && n < 16) {
        bool need = false;
        for (uint32_t i = 0; i < s->ntps; i++)
            need |= s->tps[i]->u.tp.constraint && sx_ck_t_contains_tparam(s->tps[i]->u.tp.constraint);
        if (need && s->ntps + n <= 32) {
            sx_type *f2[32], *t2[32];
            sx_type **ntps = sx_ck_alloc(ck, s->ntps * sizeof *ntps);
            if (ntps) {
                for (uint32_t i = 0; i < n; i++) f2[i] = from[i], t2[i] = to[i];
                for (uint32_t i = 0; i < s->ntps; i++) {
                    sx_type *old = s->tps[i];
                    sx_type *nt = sx_ck_tparam_new(ck, old->u.tp.sym->name, old->u.tp.sym->len);
                    nt->u.tp.constraint =
                        old->u.tp.constraint ? sx_ck_subst(ck, old->u.tp.constraint, from, to, n) : NULL;
                    nt->u.tp.sym->annot = old->u.tp.sym->annot;
                    ntps[i] = nt;
                    f2[n + i] = old;
                    t2[n + i] = nt;
                }
                sx_sig *r = sx_ck_subst_sig(ck, s, f2, t2, n + s->ntps, false);
                r->tps = ntps;
                r->ntps = s->ntps;
                return r;
            }
        }
    }
    sx_sig *r = sx_ck_sig_new(ck, s->nparams);
    if (!r) return s;
    *r = *s;
    r->params = s->nparams ? sx_ck_alloc(ck, s->nparams * sizeof *r->params) : NULL;
    for (uint32_t i = 0; r->params && i < s->nparams; i++) {
        r->params[i] = s->params[i];
        if (s->params[i].type) r->params[i].type = sx_ck_subst(ck, s->params[i].type, from, to, n);
    }
    if (s->ret) r->ret = sx_ck_subst(ck, s->ret, from, to, n);
    else if (s->fn && n) { /* inferred later: remember how to substitute it */
        sx_type **f = sx_ck_alloc(ck, n * sizeof *f), **t = sx_ck_alloc(ck, n * sizeof *t);
        if (f && t) {
            memcpy(f, from, n * sizeof *f);
            memcpy(t, to, n * sizeof *t);
            r->subst_of = s, r->subst_from = f, r->subst_to = t, r->subst_n = n;
        }
    }
    if (s->pred) r->pred = sx_ck_subst(ck, s->pred, from, to, n);
    if (!keep_tps) {
        r->tps = NULL;
        r->ntps = 0;
    }
    return r;
}

/* Does o have a class method's signature whose return type is not inferred yet (it may name the
 * class's type parameters once it is)? */
static bool has_lazy_method(const sx_obj *o) {
    for (uint32_t i = 0; i < o->ncalls; i++)
        if (!o->calls[i]->ret && o->calls[i]->fn && o->calls[i]->cls) return true;
    return false;
}

static sx_type *subst_obj(sx_ck *ck, sx_type *t, sx_type **from, sx_type **to, uint32_t n) {
    if (!sx_ck_t_contains_tparam(t) && !has_lazy_method(t->u.obj)) return t;
    const sx_obj *o = t->u.obj;
    sx_obj *r = sx_ck_obj_new(ck);
    if (!r) return t;
    *r = *o;
    r->props = o->nprops ? sx_ck_alloc(ck, o->nprops * sizeof *r->props) : NULL;
    for (uint32_t i = 0; r->props && i < o->nprops; i++) {
        r->props[i] = o->props[i];
        r->props[i].type = o->props[i].type ? sx_ck_subst(ck, o->props[i].type, from, to, n) : NULL;
    }
    sx_ck_obj_reindex(ck, r); /* its own index: o's may not be shared (r can grow) */
    r->calls = o->ncalls ? sx_ck_alloc(ck, o->ncalls * sizeof *r->calls) : NULL;
    for (uint32_t i = 0; r->calls && i < o->ncalls; i++)
        r->calls[i] = sx_ck_subst_sig(ck, o->calls[i], from, to, n, true);
    r->ctors = o->nctors ? sx_ck_alloc(ck, o->nctors * sizeof *r->ctors) : NULL;
    for (uint32_t i = 0; r->ctors && i < o->nctors; i++)
        r->ctors[i] = sx_ck_subst_sig(ck, o->ctors[i], from, to, n, true);
    if (o->str_index) r->str_index = sx_ck_subst(ck, o->str_index, from, to, n);
    if (o->num_index) r->num_index = sx_ck_subst(ck, o->num_index, from, to, n);
    sx_type *nt = sx_ck_t_obj(ck, r);
    nt->flags = t->flags;
    nt->sym = t->sym;
    if (t->alias) {
        nt->alias = t->alias;
        nt->nalias_args = t->nalias_args;
        nt->alias_args = t->nalias_args ? sx_ck_alloc(ck, t->nalias_args * sizeof(sx_type *)) : NULL;
        for (uint32_t i = 0; nt->alias_args && i < t->nalias_args; i++)
            nt->alias_args[i] = sx_ck_subst(ck, t->alias_args[i], from, to, n);
    }
    return nt;
}

/* A generic alias's union instantiated (`PromiseSettledResult<number>`, `Result<T>` with T
 * filled in) keeps the alias's name with the substituted arguments, as tsc's instantiateType
 * passes the alias on to getUnionType; printing then says `Result<number>`. u is the substituted
 * union, which is interned: the named one is a copy with its id (its place in other unions). */
static sx_type *alias_union(sx_ck *ck, sx_type *t, sx_type *u, sx_type **from, sx_type **to, uint32_t n) {
    if (!t->alias || !t->nalias_args || u->kind != TK_UNION || u->alias || (t->alias->flags & SF_ENUM)) return u;
    sx_type **args = sx_ck_alloc(ck, t->nalias_args * sizeof *args);
    if (!args) return u;
    for (uint32_t i = 0; i < t->nalias_args; i++) args[i] = sx_ck_subst(ck, t->alias_args[i], from, to, n);
    sx_type *c = sx_ck_t_new(ck, TK_UNION);
    if (!c) return u;
    *c = *u;
    c->alias = t->alias;
    c->alias_args = args;
    c->nalias_args = t->nalias_args;
    return c;
}

sx_type *sx_ck_subst(sx_ck *ck, sx_type *t, sx_type **from, sx_type **to, uint32_t n) {
    if (!t || n == 0) return t;
    if (++ck->depth > 60) {
        ck->depth--;
        return t;
    }
    sx_type *r = t;
    switch (t->kind) {
    case TK_TPARAM:
        for (uint32_t i = 0; i < n; i++)
            if (from[i] == t) {
                r = to[i] ? to[i] : T_ANY(ck);
                break;
            }
        break;
    case TK_UNION:
    case TK_INTER:
    case TK_TUPLE: {
        sx_type *small[32], **v = t->u.set.n <= 32 ? small : sx_ck_alloc(ck, t->u.set.n * sizeof *v);
        bool changed = false;
        for (uint32_t i = 0; v && i < t->u.set.n; i++) {
            v[i] = sx_ck_subst(ck, t->u.set.t[i], from, to, n);
            changed |= v[i] != t->u.set.t[i];
        }
        if (v && changed) {
            if (t->kind == TK_UNION) r = alias_union(ck, t, sx_ck_t_union(ck, v, t->u.set.n), from, to, n);
            else if (t->kind == TK_INTER) r = sx_ck_t_inter(ck, v, t->u.set.n);
            else r = sx_ck_t_tuple(ck, v, t->u.set.ef, t->u.set.n, t->flags & TF_READONLY);
        }
        break;
    }
    case TK_REF: {
        if (t->u.ref.n == 0) break;
        sx_type *small[16], **v = t->u.ref.n <= 16 ? small : sx_ck_alloc(ck, t->u.ref.n * sizeof *v);
        bool changed = false;
        for (uint32_t i = 0; v && i < t->u.ref.n; i++) {
            v[i] = sx_ck_subst(ck, t->u.ref.args[i], from, to, n);
            changed |= v[i] != t->u.ref.args[i];
        }
        if (v && changed) r = sx_ck_t_ref(ck, t->u.ref.decl, v, t->u.ref.n);
        break;
    }
    case TK_OBJ: r = subst_obj(ck, t, from, to, n); break;
    default: break;
    }
    ck->depth--;
    return r;
}

/* ---------------------------------------------------------------------------------------------
 * Properties
 * ------------------------------------------------------------------------------------------- */

sx_type *sx_ck_apparent(sx_ck *ck, sx_type *t) {
    const sx_prelude *p = ck->pre;
    switch (t->kind) {
    case TK_STRING:
    case TK_STRLIT: return p->string_i ? sx_ck_t_ref(ck, p->string_i, NULL, 0) : T_ANY(ck);
    case TK_ENUMLIT: /* a string enum's member is a string */
        if (t->u.en.member && t->u.en.member->annot && t->u.en.member->annot->kind == TK_STRLIT)
            return p->string_i ? sx_ck_t_ref(ck, p->string_i, NULL, 0) : T_ANY(ck);
        return p->number_i ? sx_ck_t_ref(ck, p->number_i, NULL, 0) : T_ANY(ck);
    case TK_NUMBER:
    case TK_NUMLIT: return p->number_i ? sx_ck_t_ref(ck, p->number_i, NULL, 0) : T_ANY(ck);
    case TK_TRUE:
    case TK_FALSE: return p->boolean_i ? sx_ck_t_ref(ck, p->boolean_i, NULL, 0) : T_ANY(ck);
    case TK_BIGINT:
    case TK_BIGLIT: return p->bigint_i ? sx_ck_t_ref(ck, p->bigint_i, NULL, 0) : T_ANY(ck);
    case TK_SYMBOL: return p->symbol_i ? sx_ck_t_ref(ck, p->symbol_i, NULL, 0) : T_ANY(ck);
    case TK_TPARAM: {
        /* a circular constraint (`T extends T`, tsc's TS2313) has none: stop instead of looping */
        sx_type *c = t->u.tp.constraint;
        for (int i = 0; c && c->kind == TK_TPARAM && i < 32; i++) c = c->u.tp.constraint;
        return c && c->kind != TK_TPARAM ? sx_ck_apparent(ck, c) : T_UNKNOWN(ck);
    }
    case TK_NONPRIM: return p->object_i ? sx_ck_t_ref(ck, p->object_i, NULL, 0) : T_ANY(ck);
    case TK_TUPLE: {
        sx_type *e = sx_ck_t_elem(ck, t);
        return sx_ck_t_array(ck, e, t->flags & TF_READONLY);
    }
    default: return t;
    }
}

static sx_propres found(sx_type *t, uint16_t flags, sx_sym *owner) {
    sx_propres r = {t, flags, owner, true, false};
    return r;
}

static sx_propres obj_prop(sx_ck *ck, const sx_obj *o, const char *name, uint32_t len) {
    sx_propres r = {0};
    const sx_prop *p = sx_ck_obj_find(o, name, len);
    return p ? found(p->type ? p->type : T_ANY(ck), p->flags, p->owner) : r;
}

static bool is_numeric_name(const char *name, uint32_t len) {
    if (len == 0) return false;
    for (uint32_t i = 0; i < len; i++)
        if (name[i] < '0' || name[i] > '9') return false;
    return true;
}

/* A member type of interface/class `d` seen through reference t: type arguments and `this` filled in. */
static sx_type *inst_member(sx_ck *ck, sx_sym *d, sx_type *t, sx_type *receiver, sx_type *mt) {
    sx_type *from[33], *to[33];
    uint32_t n = 0;
    if (d->ntps && t->u.ref.n == d->ntps && d->ntps <= 32)
        for (uint32_t i = 0; i < d->ntps; i++) from[n] = d->tps[i], to[n++] = t->u.ref.args[i];
    if (d->this_tp && receiver) from[n] = d->this_tp, to[n++] = receiver;
    return n ? sx_ck_subst(ck, mt, from, to, n) : mt;
}

#define SX_MAX_BASE_DEPTH 64 /* interfaces/classes searched up an `extends` chain */

static sx_propres ref_prop_r(sx_ck *ck, sx_type *t, const char *name, uint32_t len, int depth, sx_type *receiver) {
    sx_propres r = {0};
    sx_sym *d = t->u.ref.decl;
    sx_ck_sym_dtype(ck, d);
    sx_ck_sym_members(ck, d);
    if (!d->members) {
        r.partial = true;
        r.type = T_ANY(ck);
        return r;
    }
    r = obj_prop(ck, d->members, name, len);
    if (r.found) {
        r.type = inst_member(ck, d, t, receiver, r.type);
        return r;
    }
    if (d->nbases && depth >= SX_MAX_BASE_DEPTH) { /* (also the guard against `A extends B, B extends A`) */
        r.partial = true;                          /* too deep to look: anything goes, never a false "does not exist" */
        r.type = T_ANY(ck);
        return r;
    }
    for (uint32_t i = 0; i < d->nbases; i++) {
        sx_type *b = inst_member(ck, d, t, NULL, d->bases[i]);
        sx_propres br =
            b->kind == TK_REF ? ref_prop_r(ck, b, name, len, depth + 1, receiver) : sx_ck_get_prop(ck, b, name, len);
        if (br.found || br.partial) return br;
    }
    if (d->state & SS_MEMBER_GAPS) { /* a name we could not read may be any of them */
        r.partial = true;
        r.type = T_ANY(ck);
    }
    return r;
}

static sx_propres ref_prop(sx_ck *ck, sx_type *t, const char *name, uint32_t len, int depth) {
    return ref_prop_r(ck, t, name, len, depth, t);
}

/* A member of a function or constructor value, from the global Function interface. Under
 * --strict tsc takes apply/call/bind from CallableFunction/NewableFunction, typed through `this`
 * parameters we do not model: those are unknown here (any, not the written `any` of Function's
 * declarations, so `Array.apply(null, xs).map((x, i) => i)` has no implicit-any parameters). */
static sx_propres function_prop(sx_ck *ck, const char *name, uint32_t len) {
    if ((len == 5 && memcmp(name, "apply", 5) == 0) || (len == 4 && memcmp(name, "call", 4) == 0) ||
        (len == 4 && memcmp(name, "bind", 4) == 0)) {
        sx_propres r = {0};
        r.partial = true;
        r.type = T_ANY(ck);
        return r;
    }
    return ref_prop(ck, sx_ck_t_ref(ck, ck->pre->function_i, NULL, 0), name, len, 0);
}

sx_propres sx_ck_get_prop(sx_ck *ck, sx_type *t, const char *name, uint32_t len) {
    sx_propres r = {0};
    if (++ck->depth > 50) {
        ck->depth--;
        r.partial = true;
        r.type = T_ANY(ck);
        return r;
    }
    sx_type *orig = t;
    t = sx_ck_apparent(ck, t);
    switch (t->kind) {
    case TK_ANY:
        r.partial = true;
        r.type = t;
        break;
    case TK_REF:
        if (sx_ck_t_is_array(ck, t) && is_numeric_name(name, len)) break;
        /* a tuple's members see it as their `this` (pair.sort() is the tuple, not T[]) */
        r = orig->kind == TK_TUPLE ? ref_prop_r(ck, t, name, len, 0, orig) : ref_prop(ck, t, name, len, 0);
        if (!r.found && !r.partial && ck->pre->function_i && t->u.ref.decl != ck->pre->function_i) {
            uint32_t nc, nn;
            sx_ck_get_sigs(ck, t, false, &nc);
            sx_ck_get_sigs(ck, t, true, &nn);
            if (nc || nn) r = function_prop(ck, name, len);
        }
        break;
    case TK_OBJ:
        r = obj_prop(ck, t->u.obj, name, len);
        if (!r.found && (t->flags & TF_PARTIAL)) { /* unknown members are any, or all of one type */
            r.partial = true;
            r.type = t->u.obj->str_index ? t->u.obj->str_index : T_ANY(ck);
        }
        if (!r.found && !r.partial && (t->u.obj->ncalls || t->u.obj->nctors) && ck->pre->function_i)
            r = function_prop(ck, name, len);
        break;
    case TK_UNION: {
        sx_type *small[32], **v = t->u.set.n <= 32 ? small : sx_ck_alloc(ck, t->u.set.n * sizeof *v);
        uint16_t flags = 0;
        bool all = true, some = false;
        for (uint32_t i = 0; v && i < t->u.set.n; i++) {
            sx_propres m = sx_ck_get_prop(ck, t->u.set.t[i], name, len);
            if (m.partial) {
                r.partial = true;
                r.type = T_ANY(ck);
                ck->depth--;
                return r;
            }
            if (!m.found) { /* a member with an index signature reads the name through it (tsc's
                               * createUnionOrIntersectionProperty: Record<string, string> | { a: string }) */
                sx_type *ix = sx_ck_get_index(ck, t->u.set.t[i], is_numeric_name(name, len));
                if (ix) {
                    v[i] = ix;
                    continue;
                }
            }
            if (!m.found && t->u.set.t[i]->kind == TK_OBJ && (t->u.set.t[i]->flags & TF_OBJLIT)) {
                /* an object literal's type lacking the property reads it as undefined (tsc's
                 * createUnionOrIntersectionProperty: [{ a: 1 }, { a: 1, b: 2 }][0].b is number | undefined) */
                v[i] = T_UNDEF(ck);
                continue;
            }
            if (!m.found) {
                all = false;
                break;
            }
            some = true;
            v[i] = m.type;
            flags |= m.flags;
            if (m.flags & PF_OPTIONAL) v[i] = sx_ck_t_union2(ck, m.type, T_UNDEF(ck));
        }
        if (all && some && v) {
            r = found(sx_ck_t_union(ck, v, t->u.set.n), flags & ~PF_OPTIONAL, NULL);
        }
        break;
    }
    case TK_INTER: {
        sx_type *v[16];
        uint32_t n = 0;
        for (uint32_t i = 0; i < t->u.set.n; i++) {
            sx_propres m = sx_ck_get_prop(ck, t->u.set.t[i], name, len);
            if (m.partial) {
                ck->depth--;
                return m;
            }
            if (m.found && n < 16) {
                v[n++] = m.type;
                r.flags = m.flags;
            }
        }
        if (n) r = found(n == 1 ? v[0] : sx_ck_t_inter(ck, v, n), r.flags, NULL);
        break;
    }
    case TK_ENUM:
    case TK_UNKNOWN:
    case TK_NEVER:
    default: break;
    }
    /* every object type also has the members of Object (toString, hasOwnProperty, ...) */
    if (!r.found && !r.partial && t->kind != TK_UNION && t->kind != TK_UNKNOWN && t->kind != TK_NEVER &&
        t->kind != TK_NULL && t->kind != TK_UNDEFINED && t->kind != TK_VOID && ck->pre->object_i &&
        !(t->kind == TK_REF && t->u.ref.decl == ck->pre->object_i))
        r = ref_prop(ck, sx_ck_t_ref(ck, ck->pre->object_i, NULL, 0), name, len, 0);
    ck->depth--;
    return r;
}

sx_type *sx_ck_get_index(sx_ck *ck, sx_type *t, bool numeric) {
    t = sx_ck_apparent(ck, t);
    if (t->kind == TK_ANY) return t;
    if (t->kind == TK_INTER) {
        for (uint32_t i = 0; i < t->u.set.n; i++) {
            sx_type *r = sx_ck_get_index(ck, t->u.set.t[i], numeric);
            if (r) return r;
        }
        return NULL;
    }
    if (t->kind == TK_INTER) {
        for (uint32_t i = 0; i < t->u.set.n; i++) {
            sx_type *r = sx_ck_get_index(ck, t->u.set.t[i], numeric);
            if (r) return r;
        }
        return NULL;
    }
    if (sx_ck_t_is_array(ck, t)) return numeric ? t->u.ref.args[0] : NULL;
    const sx_obj *o = NULL;
    if (t->kind == TK_OBJ) o = t->u.obj;
    else if (t->kind == TK_REF) {
        sx_sym *d = t->u.ref.decl;
        sx_ck_sym_dtype(ck, d);
        sx_ck_sym_members(ck, d);
        o = d->members;
        if (!o || (d->state & SS_MEMBER_GAPS)) return T_ANY(ck);
        sx_type *r = numeric && o->num_index ? o->num_index : o->str_index;
        if (!r) {
            for (uint32_t i = 0; i < d->nbases; i++) {
                sx_type *b = d->bases[i];
                if (d->ntps && t->u.ref.n == d->ntps) b = sx_ck_subst(ck, b, d->tps, t->u.ref.args, d->ntps);
                if ((r = sx_ck_get_index(ck, b, numeric))) return r;
            }
            return NULL;
        }
        return d->ntps && t->u.ref.n == d->ntps ? sx_ck_subst(ck, r, d->tps, t->u.ref.args, d->ntps) : r;
    }
    if (!o) return NULL;
    if (numeric && o->num_index) return o->num_index;
    return o->str_index;
}

sx_sig **sx_ck_get_sigs(sx_ck *ck, sx_type *t, bool ctor, uint32_t *n) {
    *n = 0;
    t = sx_ck_apparent(ck, t);
    if (t->kind == TK_OBJ) {
        *n = ctor ? t->u.obj->nctors : t->u.obj->ncalls;
        return ctor ? t->u.obj->ctors : t->u.obj->calls;
    }
    if (t->kind == TK_REF) {
        sx_sym *d = t->u.ref.decl;
        sx_ck_sym_dtype(ck, d);
        sx_ck_sym_members(ck, d);
        if (!d->members || (d->state & SS_MEMBER_GAPS)) return NULL;
        uint32_t m = ctor ? d->members->nctors : d->members->ncalls;
        sx_sig **s = ctor ? d->members->ctors : d->members->calls;
        if (m == 0) {
            for (uint32_t i = 0; i < d->nbases; i++) {
                sx_type *b = d->bases[i];
                if (d->ntps && t->u.ref.n == d->ntps) b = sx_ck_subst(ck, b, d->tps, t->u.ref.args, d->ntps);
                sx_sig **r = sx_ck_get_sigs(ck, b, ctor, n);
                if (*n) return r;
            }
            return NULL;
        }
        if (d->ntps && t->u.ref.n == d->ntps) {
            sx_sig **r = sx_ck_alloc(ck, m * sizeof *r);
            for (uint32_t i = 0; r && i < m; i++)
                r[i] = sx_ck_subst_sig(ck, s[i], d->tps, t->u.ref.args, d->ntps, true);
            s = r;
        }
        *n = s ? m : 0;
        return s;
    }
    if (t->kind == TK_INTER) {
        for (uint32_t i = 0; i < t->u.set.n; i++) {
            sx_sig **r = sx_ck_get_sigs(ck, t->u.set.t[i], ctor, n);
            if (*n) return r;
        }
    }
    return NULL;
}

/* All properties of t (own first, then inherited ones not overridden). */
/* The properties of library interface instances (Array<number>, Map<string, T> ...) are asked for
 * again and again by property-by-property relations; a run remembers them. The library's
 * declarations never change after its load, instances are interned (one pointer per instance),
 * and only answers computed near the top of the recursion guard are kept, so a remembered answer
 * is the one a fresh computation would give. */
typedef struct props_answer {
    const sx_type *t; /* NULL: free slot */
    sx_prop *props;
    uint32_t n;
    bool partial;
} props_answer;

typedef struct sx_props_memo {
    props_answer *slots;
    uint32_t n, cap; /* cap: a power of two */
} sx_props_memo;

enum { PROPS_MEMO_MAX_DEPTH = 8 };

/* Only for checker runs: while the prelude loads (not ok yet) its interfaces are still being
 * resolved. The program's own interfaces and classes too, once their members are resolved and no
 * member set is being resolved anywhere (then nothing an answer depends on can change): a chain of
 * 200 classes each extending the last recomputed every ancestor's properties at every step. */
static bool props_memo_applies(const sx_ck *ck, const sx_type *t) {
    if (!ck->pre->ok || t->kind != TK_REF || ck->depth > PROPS_MEMO_MAX_DEPTH) return false;
    const sx_sym *d = t->u.ref.decl;
    return d->src == &ck->pre->src ||
           (ck->members_resolving == 0 && (d->state & SS_MEMBERS) && !(d->state & SS_MEMBERS_RESOLVING));
}

static uint32_t props_memo_slot(const sx_props_memo *m, const sx_type *t) {
    uint32_t i = (uint32_t)(((uintptr_t)t >> 4) * 2654435761u) & (m->cap - 1);
    while (m->slots[i].t && m->slots[i].t != t) i = (i + 1) & (m->cap - 1);
    return i;
}

static const props_answer *props_memo_find(const sx_ck *ck, const sx_type *t) {
    const sx_props_memo *m = ck->props_memo;
    if (!m) return NULL;
    const props_answer *a = &m->slots[props_memo_slot(m, t)];
    return a->t ? a : NULL;
}

static void props_memo_add(sx_ck *ck, const sx_type *t, sx_prop *props, uint32_t n, bool partial) {
    sx_props_memo *m = ck->props_memo;
    if (!m) {
        m = ck->props_memo = sx_ck_alloc(ck, sizeof *m);
        if (!m) return;
    }
    if ((m->n + 1) * 2 > m->cap) { /* grow (arena memory: the old table is simply left behind) */
        sx_props_memo bigger = {NULL, 0, m->cap ? m->cap * 2 : 32};
        bigger.slots = sx_ck_alloc(ck, bigger.cap * sizeof *bigger.slots);
        if (!bigger.slots) return;
        for (uint32_t i = 0; i < m->cap; i++)
            if (m->slots[i].t) bigger.slots[props_memo_slot(&bigger, m->slots[i].t)] = m->slots[i];
        bigger.n = m->n;
        *m = bigger;
    }
    props_answer *a = &m->slots[props_memo_slot(m, t)];
    *a = (props_answer){t, props, n, partial};
    m->n++;
}

static sx_prop *all_props(sx_ck *ck, sx_type *t, uint32_t *n, bool *partial);

sx_prop *sx_ck_all_props(sx_ck *ck, sx_type *t, uint32_t *n, bool *partial) {
    t = sx_ck_apparent(ck, t);
    if (!props_memo_applies(ck, t)) return all_props(ck, t, n, partial);
    const props_answer *known = props_memo_find(ck, t);
    if (known) {
        *n = known->n;
        *partial = known->partial;
        return known->props;
    }
    sx_prop *ps = all_props(ck, t, n, partial);
    if (!ck->oom && props_memo_applies(ck, t)) /* (still: the computation may have resolved members) */
        props_memo_add(ck, t, ps, *n, *partial);
    return ps;
}

/* All properties of the apparent type t (own ones first, then inherited ones not overridden). */
static sx_prop *all_props(sx_ck *ck, sx_type *t, uint32_t *n, bool *partial) {
    *n = 0;
    *partial = false;
    sx_obj *acc = sx_ck_obj_new(ck);
    if (!acc) return NULL;
    if (t->kind == TK_OBJ) {
        if (t->flags & TF_PARTIAL) *partial = true;
        *n = t->u.obj->nprops;
        return t->u.obj->props;
    }
    if (t->kind == TK_INTER) {
        for (uint32_t i = 0; i < t->u.set.n; i++) {
            uint32_t m;
            bool p;
            sx_prop *ps = sx_ck_all_props(ck, t->u.set.t[i], &m, &p);
            *partial |= p;
            for (uint32_t j = 0; j < m; j++)
                if (!obj_prop(ck, acc, ps[j].name, ps[j].len).found)
                    sx_ck_obj_add_prop(ck, acc, ps[j].name, ps[j].len, ps[j].type, ps[j].flags);
        }
        *n = acc->nprops;
        return acc->props;
    }
    if (t->kind != TK_REF) {
        *partial = t->kind != TK_UNION;
        return NULL;
    }
    sx_sym *d = t->u.ref.decl;
    sx_ck_sym_dtype(ck, d);
    sx_ck_sym_members(ck, d);
    if (!d->members) {
        *partial = true;
        return NULL;
    }
    if (d->state & SS_MEMBER_GAPS) *partial = true;
    bool inst = d->ntps && t->u.ref.n == d->ntps;
    for (uint32_t i = 0; i < d->members->nprops; i++) {
        sx_prop p = d->members->props[i];
        if (p.flags & PF_STATIC) continue;
        sx_prop *np = sx_ck_obj_add_prop(
            ck, acc, p.name, p.len, inst ? sx_ck_subst(ck, p.type, d->tps, t->u.ref.args, d->ntps) : p.type, p.flags);
        if (np) np->owner = p.owner;
    }
    for (uint32_t b = 0; b < d->nbases; b++) {
        sx_type *bt = inst ? sx_ck_subst(ck, d->bases[b], d->tps, t->u.ref.args, d->ntps) : d->bases[b];
        uint32_t m;
        bool p;
        sx_prop *ps = sx_ck_all_props(ck, bt, &m, &p);
        *partial |= p;
        for (uint32_t j = 0; j < m; j++)
            if (!obj_prop(ck, acc, ps[j].name, ps[j].len).found) {
                sx_prop *np = sx_ck_obj_add_prop(ck, acc, ps[j].name, ps[j].len, ps[j].type, ps[j].flags);
                if (np) np->owner = ps[j].owner;
            }
    }
    *n = acc->nprops;
    return acc->props;
}
