/* env.c - narrowing environments: the flow facts known at one point of a function, indexed once large. */
#include "checker/ck.h"

/*
 * An environment is an array of facts "reference R has type T here" (R: a symbol, or a property
 * path below one, `x.a.b`). Branches copy it, merges join two of them. Most hold a handful of
 * facts and are scanned; one that reaches SX_ENV_INDEXED facts also gets a hash index by
 * reference (open addressing, fact number + 1 per slot), because a block with thousands of
 * declarations holds a fact per variable ("not assigned yet") and every use and declaration looks
 * one up: a scan made that quadratic.
 *
 * Removing a fact leaves a hole (sym == NULL) that lookups step over; holes are squeezed out
 * when they are half the array, and the index is rebuilt then.
 */

#define SX_ENV_INDEXED 16

static bool key_eq(const sx_fact *f, sx_sym *sym, const char *path, uint32_t plen) {
    return f->sym == sym && f->plen == plen && (plen == 0 || memcmp(f->path, path, plen) == 0);
}

static uint32_t key_hash(const sx_sym *sym, const char *path, uint32_t plen) {
    uint64_t h = (uint64_t)(uintptr_t)sym * 0x9e3779b97f4a7c15ull;
    for (uint32_t i = 0; i < plen; i++)
        h = (h ^ (unsigned char)path[i]) * 0x100000001b3ull;
    h ^= h >> 32;
    h *= 0xd6e8feb86659fd93ull;
    return (uint32_t)(h ^ (h >> 32));
}

/* Put fact number i into the index (which has room). */
static void index_put(sx_env *e, uint32_t i) {
    const sx_fact *f = &e->f[i];
    uint32_t mask = e->icap - 1;
    uint32_t s = key_hash(f->sym, f->path, f->plen) & mask;
    while (e->index[s])
        s = (s + 1) & mask;
    e->index[s] = i + 1;
}

/* A fresh index for the facts (holes left out), with room for twice as many; none when small. */
static void index_rebuild(sx_ck *ck, sx_env *e) {
    e->index = NULL;
    e->icap = 0;
    if (e->n - e->holes < SX_ENV_INDEXED)
        return;
    uint32_t cap = 64;
    while (cap < e->cap * 2)
        cap *= 2;
    e->index = sx_ck_alloc(ck, cap * sizeof *e->index); /* zeroed: every slot empty */
    if (!e->index)
        return; /* out of memory: scans still find everything */
    e->icap = cap;
    for (uint32_t i = 0; i < e->n; i++)
        if (e->f[i].sym)
            index_put(e, i);
}

/* Drop the holes (facts keep their order) and rebuild the index. */
static void squeeze(sx_ck *ck, sx_env *e) {
    uint32_t j = 0;
    for (uint32_t i = 0; i < e->n; i++)
        if (e->f[i].sym)
            e->f[j++] = e->f[i];
    e->n = j;
    e->holes = 0;
    index_rebuild(ck, e);
}

sx_fact *sx_ck_env_find(sx_env *e, sx_sym *sym, const char *path, uint32_t plen) {
    if (!e->index) {
        for (uint32_t i = 0; i < e->n; i++) /* (holes have no symbol: never equal) */
            if (key_eq(&e->f[i], sym, path, plen))
                return &e->f[i];
        return NULL;
    }
    uint32_t mask = e->icap - 1;
    for (uint32_t s = key_hash(sym, path, plen) & mask; e->index[s]; s = (s + 1) & mask) {
        sx_fact *f = &e->f[e->index[s] - 1];
        if (key_eq(f, sym, path, plen))
            return f;
    }
    return NULL;
}

void sx_ck_env_set(sx_ck *ck, sx_env *e, sx_sym *sym, const char *path, uint32_t plen, sx_type *t) {
    sx_fact *f = sx_ck_env_find(e, sym, path, plen);
    if (f) {
        f->type = t;
        return;
    }
    if (e->n == e->cap && e->holes * 2 > e->n)
        squeeze(ck, e);
    if (e->n == e->cap) {
        uint32_t cap = e->cap ? e->cap * 2 : 8;
        sx_fact *nf = sx_ck_alloc(ck, cap * sizeof *nf);
        if (!nf)
            return;
        if (e->n)
            memcpy(nf, e->f, e->n * sizeof *nf);
        e->f = nf;
        e->cap = cap;
    }
    e->f[e->n++] = (sx_fact){sym, path, plen, t};
    e->npaths += plen != 0;
    if (e->index && e->n * 2 <= e->icap)
        index_put(e, e->n - 1);
    else if (e->n - e->holes >= SX_ENV_INDEXED)
        index_rebuild(ck, e);
}

static void remove_fact(sx_env *e, sx_fact *f) {
    e->npaths -= f->plen != 0;
    f->sym = NULL;
    e->holes++;
}

/* Forget what is known about a reference and about every path below it (x.a when x changes). */
void sx_ck_env_kill(sx_ck *ck, sx_env *e, sx_sym *sym, const char *path, uint32_t plen) {
    (void)ck;
    if (e->npaths == 0) { /* no path facts anywhere: at most the one fact of `sym` itself */
        sx_fact *f = plen == 0 ? sx_ck_env_find(e, sym, NULL, 0) : NULL;
        if (f)
            remove_fact(e, f);
        return;
    }
    for (uint32_t i = 0; i < e->n; i++) {
        sx_fact *f = &e->f[i];
        if (f->sym == sym && f->plen >= plen && (plen == 0 || memcmp(f->path, path, plen) == 0))
            remove_fact(e, f);
    }
}

bool sx_ck_env_knows(sx_env *e, sx_sym *sym) {
    if (e->npaths == 0)
        return sx_ck_env_find(e, sym, NULL, 0) != NULL;
    for (uint32_t i = 0; i < e->n; i++)
        if (e->f[i].sym == sym)
            return true;
    return false;
}

void sx_ck_env_clear(sx_env *e) {
    e->n = e->holes = e->npaths = 0;
    e->index = NULL;
    e->icap = 0;
}

void sx_ck_env_copy(sx_ck *ck, sx_env *dst, const sx_env *src) {
    uint32_t *index = dst->index, icap = dst->icap; /* dst's buffers are reused when they fit */
    sx_ck_env_clear(dst);
    dst->dead = src->dead;
    if (src->n > dst->cap) {
        dst->f = sx_ck_alloc(ck, src->n * sizeof *dst->f);
        dst->cap = dst->f ? src->n : 0;
    }
    if (!dst->f || !src->n)
        return;
    memcpy(dst->f, src->f, src->n * sizeof *dst->f);
    dst->n = src->n;
    dst->holes = src->holes;
    dst->npaths = src->npaths;
    if (src->index && (dst->index = icap == src->icap ? index : sx_ck_alloc(ck, src->icap * sizeof *dst->index)) != NULL) {
        memcpy(dst->index, src->index, src->icap * sizeof *dst->index);
        dst->icap = src->icap;
    }
}

/* into := into ∪ other (a reference known on one side only falls back to its declared type). */
void sx_ck_env_join(sx_ck *ck, sx_env *into, const sx_env *other) {
    if (other->dead)
        return;
    if (into->dead) {
        sx_ck_env_copy(ck, into, other);
        return;
    }
    sx_env r = {0};
    for (uint32_t i = 0; i < into->n; i++) {
        sx_fact *a = &into->f[i];
        if (!a->sym)
            continue;
        sx_fact *b = sx_ck_env_find((sx_env *)other, a->sym, a->path, a->plen);
        if (b)
            sx_ck_env_set(ck, &r, a->sym, a->path, a->plen, sx_ck_t_union2(ck, a->type, b->type));
        else if (!a->plen && (a->type->flags & TF_UNASSIGNED || sx_ck_t_has_kind(a->type, TK_UNDEFINED)))
            sx_ck_env_set(ck, &r, a->sym, NULL, 0, sx_ck_t_union2(ck, a->type, sx_ck_sym_type(ck, a->sym)));
    }
    for (uint32_t i = 0; i < other->n; i++) {
        const sx_fact *b = &other->f[i];
        if (b->sym && !sx_ck_env_find(into, b->sym, b->path, b->plen) && !b->plen &&
            (b->type->flags & TF_UNASSIGNED || sx_ck_t_has_kind(b->type, TK_UNDEFINED)))
            sx_ck_env_set(ck, &r, b->sym, NULL, 0, sx_ck_t_union2(ck, b->type, sx_ck_sym_type(ck, b->sym)));
    }
    *into = r;
}

/* Remove the "not yet assigned" markers (inside nested functions every variable counts as assigned). */
void sx_ck_env_strip_unassigned(sx_ck *ck, sx_env *e) {
    for (uint32_t i = 0; i < e->n; i++) {
        sx_fact *f = &e->f[i];
        if (!f->sym)
            continue;
        sx_type *t = f->type;
        bool marker = (t->flags & TF_UNASSIGNED) != 0;
        for (uint32_t k = 0; t->kind == TK_UNION && k < t->u.set.n; k++)
            marker |= (t->u.set.t[k]->flags & TF_UNASSIGNED) != 0;
        if (marker)
            remove_fact(e, f);
    }
    squeeze(ck, e);
}

/* -- joining many environments at once (the breaks of a switch) ------------------------------
 *
 * sx_ck_env_join_all gives what joining the environments one after the other gives, but a
 * reference's union is collected member by member and made once: joining a thousand breaks one
 * at a time made a thousand ever longer unions (quadratic time, and memory that a hostile switch
 * of 30,000 cases could push to gigabytes). For each reference, the pairwise rules are folded in
 * the same order: known on both sides -> the union; known on the left only or the right only ->
 * kept (with the declared type added) when it may be undefined ("used before assigned"), else
 * forgotten.
 */

static bool may_be_undefined(const sx_type *t) { return (t->flags & TF_UNASSIGNED) || sx_ck_t_has_kind(t, TK_UNDEFINED); }

/* The joined type of one reference over base, then envs[0..n) (dead ones skipped); NULL when the
 * join forgets it. */
static sx_type *fold_reference(sx_ck *ck, sx_ubuild *u, const sx_fact *key, sx_env *base, const sx_env *envs, uint32_t n) {
    sx_fact *a = sx_ck_env_find(base, key->sym, key->path, key->plen);
    bool known = a != NULL;
    if (known)
        sx_ck_ub_add(ck, u, a->type);
    for (uint32_t i = 0; i < n; i++) {
        if (envs[i].dead)
            continue;
        sx_fact *b = sx_ck_env_find((sx_env *)&envs[i], key->sym, key->path, key->plen);
        if (known && b) {
            sx_ck_ub_add(ck, u, b->type);
        } else if (known && !key->plen && sx_ck_ub_has_undefined(u)) {
            sx_ck_ub_add(ck, u, sx_ck_sym_type(ck, key->sym));
        } else if (known) {
            known = false;
            sx_ck_ub_clear(u);
        } else if (b && !key->plen && may_be_undefined(b->type)) {
            sx_ck_ub_add(ck, u, b->type);
            sx_ck_ub_add(ck, u, sx_ck_sym_type(ck, key->sym));
            known = true;
        }
    }
    if (!known)
        return NULL;
    return sx_ck_ub_finish(ck, u);
}

void sx_ck_env_join_all(sx_ck *ck, sx_env *into, const sx_env *envs, uint32_t n) {
    uint32_t first = 0;
    if (into->dead) { /* the first live environment is taken as it is */
        while (first < n && envs[first].dead)
            first++;
        if (first == n)
            return;
        sx_ck_env_copy(ck, into, &envs[first++]);
        if (first == n)
            return;
    }
    sx_ubuild *u = sx_ck_ub_new();
    if (!u) { /* out of memory: the same answer, one join at a time */
        for (uint32_t i = first; i < n; i++)
            sx_ck_env_join(ck, into, &envs[i]);
        return;
    }
    sx_env seen = {0}, r = {0};
    for (uint32_t src = 0; src <= n - first; src++) { /* every reference once: into's, then the others' */
        const sx_env *e = src == 0 ? into : &envs[first + src - 1];
        if (src > 0 && e->dead)
            continue;
        for (uint32_t i = 0; i < e->n; i++) {
            const sx_fact *f = &e->f[i];
            if (!f->sym || sx_ck_env_find(&seen, f->sym, f->path, f->plen))
                continue;
            sx_ck_env_set(ck, &seen, f->sym, f->path, f->plen, f->type);
            sx_type *t = fold_reference(ck, u, f, into, envs + first, n - first);
            if (t)
                sx_ck_env_set(ck, &r, f->sym, f->path, f->plen, t);
        }
    }
    sx_ck_ub_free(u);
    *into = r;
}

void sx_ck_envs_push(sx_ck *ck, sx_envs *list, const sx_env *e) {
    if (list->n == list->cap) {
        uint32_t cap = list->cap ? list->cap * 2 : 4;
        sx_env *nv = sx_ck_alloc(ck, cap * sizeof *nv); /* zeroed: empty environments */
        if (!nv)
            return;
        if (list->n)
            memcpy(nv, list->v, list->n * sizeof *nv);
        list->v = nv;
        list->cap = cap;
    }
    sx_ck_env_copy(ck, &list->v[list->n++], e);
}

sx_env *sx_ck_jump_env(sx_ck *ck, sx_env *env, sx_envs *from) {
    if (from->n) {
        sx_ck_env_join_all(ck, env, from->v, from->n);
        from->n = 0;
    }
    return env;
}
