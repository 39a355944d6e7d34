/* env.c - narrowing environments: the flow facts at one point of a function, as a shared snapshot plus changes. */
#include "checker/ck.h"

#include <stdlib.h>

/*
 * A fact says "reference R has type T here" (R: a symbol, or a property path below one, x.a.b).
 * Branches copy the environment, merges join two of them, and a block with thousands of
 * declarations holds a fact per variable ("not assigned yet") until each declaration runs. Copying
 * all of that at every `&&`, callback and `if` was quadratic in time and memory (4,000 lines of
 * `a && b` took 1.6 GB), so an environment is:
 *
 *   base   an immutable snapshot (sx_facts), shared by every copy, indexed by a hash of the
 *          reference once it holds SX_FACTS_INDEXED facts;
 *   d[]    changes over it (newest value of a reference; type NULL: the reference is forgotten),
 *          folded into a new snapshot when there are SX_ENV_CHANGES of them, or twice the square
 *          root of the snapshot's size if that is more (a snapshot of 30,000 facts is not copied
 *          every 32 declarations: square-root sizes keep both copies and foldings cheap), and
 *          found by hash past SX_ENV_CHANGES.
 *
 * Copying costs the changes only; joining two environments with the same snapshot looks at their
 * changes only (the rest is equal on both sides); a function body starts from the snapshot with
 * the "not assigned yet" markers left out, made once per snapshot.
 */

#define SX_ENV_CHANGES 16
#define SX_FACTS_INDEXED 16

struct sx_facts {
    sx_fact *f; /* n facts, every one live */
    uint32_t n;
    uint32_t *index; /* NULL, or icap slots: fact number + 1 by reference hash */
    uint32_t icap;
    uint32_t *paths, npaths;  /* the numbers of the facts about property paths (few) */
    const sx_facts *assigned; /* this snapshot without the "not assigned yet" markers, once made */
};

static bool key_eq(const sx_fact *f, const sx_sym *sym, const char *path, uint32_t plen) {
    return f->sym == sym && f->plen == plen && (plen == 0 || memcmp(f->path, path, plen) == 0);
}

static uint32_t key_hash(const sx_sym *sym, const char *path, uint32_t plen) {
    uint64_t h = (uint64_t)(uintptr_t)sym;
    for (uint32_t i = 0; i < plen; i++) h = (h ^ (unsigned char)path[i]) * 0x100000001b3ull;
    return (uint32_t)sx_ck_mix64(h);
}

static bool is_marker(const sx_type *t) {
    if (t->flags & TF_UNASSIGNED) return true;
    for (uint32_t k = 0; t->kind == TK_UNION && k < t->u.set.n; k++)
        if (t->u.set.t[k]->flags & TF_UNASSIGNED) return true;
    return false;
}

/* -- fact arrays with an optional index (snapshots and changes alike) ------------------------- */

/* The fact about the reference in f[0..n): through slots (cap of them, fact number + 1 each, open
 * addressing) when there are any, else by a scan. */
static sx_fact *facts_lookup(sx_fact *f, uint32_t n, const uint32_t *slots, uint32_t cap, const sx_sym *sym,
                             const char *path, uint32_t plen) {
    if (!slots) {
        for (uint32_t i = 0; i < n; i++)
            if (key_eq(&f[i], sym, path, plen)) return &f[i];
        return NULL;
    }
    for (uint32_t s = key_hash(sym, path, plen) & (cap - 1); slots[s]; s = (s + 1) & (cap - 1))
        if (key_eq(&f[slots[s] - 1], sym, path, plen)) return &f[slots[s] - 1];
    return NULL;
}

/* Put fact number i of f into slots (which have room). */
static void slot_put(uint32_t *slots, uint32_t cap, const sx_fact *f, uint32_t i) {
    uint32_t s = key_hash(f[i].sym, f[i].path, f[i].plen) & (cap - 1);
    while (slots[s]) s = (s + 1) & (cap - 1);
    slots[s] = i + 1;
}

/* -- snapshots ------------------------------------------------------------------------------- */

static const sx_fact *facts_find(const sx_facts *b, const sx_sym *sym, const char *path, uint32_t plen) {
    return b ? facts_lookup(b->f, b->n, b->index, b->icap, sym, path, plen) : NULL;
}

/* A snapshot of facts[0..n) (copied; NULL for none or when out of memory). */
static const sx_facts *facts_make(sx_ck *ck, const sx_fact *facts, uint32_t n) {
    if (n == 0) return NULL;
    sx_facts *b = sx_ck_alloc(ck, sizeof *b);
    sx_fact *f = b ? sx_ck_alloc(ck, n * sizeof *f) : NULL;
    if (!f) return NULL;
    memcpy(f, facts, n * sizeof *f);
    b->f = f;
    b->n = n;
    uint32_t np = 0;
    for (uint32_t i = 0; i < n; i++) np += f[i].plen != 0;
    if (np && (b->paths = sx_ck_alloc(ck, np * sizeof *b->paths)) != NULL)
        for (uint32_t i = 0; i < n; i++)
            if (f[i].plen) b->paths[b->npaths++] = i;
    if (n >= SX_FACTS_INDEXED) {
        uint32_t cap = 64;
        while (cap < n * 2) cap *= 2;
        if ((b->index = sx_ck_alloc(ck, cap * sizeof *b->index)) != NULL) { /* zeroed: all empty */
            b->icap = cap;
            for (uint32_t i = 0; i < n; i++) slot_put(b->index, cap, f, i);
        }
    }
    return b;
}

/* -- the changes over the snapshot ----------------------------------------------------------- */

static sx_fact *change_of(const sx_env *e, const sx_sym *sym, const char *path, uint32_t plen) {
    return facts_lookup(e->d, e->nd, e->dslot, e->dscap, sym, path, plen);
}

static void dslot_put(sx_env *e, uint32_t i) { slot_put(e->dslot, e->dscap, e->d, i); }

/* How many changes an environment keeps before folding them into a new snapshot. */
static uint32_t changes_limit(const sx_env *e) {
    uint32_t n = e->base ? e->base->n : 0, r = 1;
    while (r * r < n) r++;
    return 2 * r > SX_ENV_CHANGES ? 2 * r : SX_ENV_CHANGES;
}

/* A 64-bit filter of the symbols the changes are about (a snapshot fact whose bit is clear has
 * no change to look for). */
static uint64_t changed_syms(const sx_env *e) {
    uint64_t m = 0;
    for (uint32_t i = 0; i < e->nd; i++) m |= 1ull << (key_hash(e->d[i].sym, NULL, 0) & 63);
    return m;
}

static bool unchanged(const sx_env *e, uint64_t filter, const sx_fact *f) {
    return !(filter & (1ull << (key_hash(f->sym, NULL, 0) & 63))) || !change_of(e, f->sym, f->path, f->plen);
}

/* Run body for every live fact f of e (the snapshot's unless changed, then the changes). */
#define FOR_EACH_FACT(e, f, body)                                                                                      \
    do {                                                                                                               \
        uint64_t filter_ = changed_syms(e);                                                                            \
        for (uint32_t i_ = 0; (e)->base && i_ < (e)->base->n; i_++) {                                                  \
            const sx_fact *f = &(e)->base->f[i_];                                                                      \
            if (unchanged((e), filter_, f)) {                                                                          \
                body                                                                                                   \
            }                                                                                                          \
        }                                                                                                              \
        for (uint32_t i_ = 0; i_ < (e)->nd; i_++) {                                                                    \
            const sx_fact *f = &(e)->d[i_];                                                                            \
            if (f->type) {                                                                                             \
                body                                                                                                   \
            }                                                                                                          \
        }                                                                                                              \
    } while (0)

/* Fold the changes into a new snapshot. */
static void env_settle(sx_ck *ck, sx_env *e) {
    uint32_t n = (e->base ? e->base->n : 0) + e->nd, k = 0;
    sx_fact *all = n ? malloc(n * sizeof *all) : NULL;
    if (n && !all) {
        ck->oom = true;
        return;
    }
    FOR_EACH_FACT(e, f, { all[k++] = *f; });
    e->base = facts_make(ck, all, k);
    e->nd = 0;
    if (e->dslot) memset(e->dslot, 0, e->dscap * sizeof *e->dslot);
    free(all);
}

/* Room for `need` changes (the buffer grows by doubling; past SX_ENV_CHANGES with a hash). */
static bool changes_room(sx_ck *ck, sx_env *e, uint32_t need) {
    if (e->d && e->capd >= need) return true;
    uint32_t cap = e->capd ? e->capd : 4;
    while (cap < need) cap *= 2;
    sx_fact *nd = sx_ck_alloc(ck, cap * sizeof *nd);
    uint32_t *slots = cap > SX_ENV_CHANGES ? sx_ck_alloc(ck, cap * 2 * sizeof *slots) : NULL; /* zeroed */
    if (!nd || (cap > SX_ENV_CHANGES && !slots)) return false;
    if (e->nd) memcpy(nd, e->d, e->nd * sizeof *nd);
    e->d = nd;
    e->capd = cap;
    e->dslot = slots;
    e->dscap = slots ? cap * 2 : 0;
    for (uint32_t i = 0; slots && i < e->nd; i++) dslot_put(e, i);
    return true;
}

/* Record the change "reference -> t" (t NULL: forgotten). */
static void env_change(sx_ck *ck, sx_env *e, sx_sym *sym, const char *path, uint32_t plen, sx_type *t) {
    sx_fact *c = change_of(e, sym, path, plen);
    if (c) {
        c->type = t;
        return;
    }
    if (!t && !facts_find(e->base, sym, path, plen)) return; /* forgetting what was never known */
    if (e->nd >= changes_limit(e)) {
        env_settle(ck, e);
        if (!t && !facts_find(e->base, sym, path, plen)) return;
    }
    if (!changes_room(ck, e, e->nd + 1)) return;
    e->d[e->nd++] = (sx_fact){sym, path, plen, t};
    if (e->dslot) dslot_put(e, e->nd - 1);
}

/* -- the interface ----------------------------------------------------------------------------- */

const sx_fact *sx_ck_env_find(const sx_env *e, const sx_sym *sym, const char *path, uint32_t plen) {
    const sx_fact *c = change_of(e, sym, path, plen);
    if (c) return c->type ? c : NULL;
    return facts_find(e->base, sym, path, plen);
}

void sx_ck_env_set(sx_ck *ck, sx_env *e, sx_sym *sym, const char *path, uint32_t plen, sx_type *t) {
    env_change(ck, e, sym, path, plen, t);
}

/* Forget what is known about a reference and about every path below it (x.a when x changes). */
void sx_ck_env_kill(sx_ck *ck, sx_env *e, sx_sym *sym, const char *path, uint32_t plen) {
    if (plen == 0 && sx_ck_env_find(e, sym, NULL, 0)) env_change(ck, e, sym, NULL, 0, NULL);
    sx_fact below[SX_ENV_CHANGES + 8];
    uint32_t nb = 0;
    const sx_facts *b = e->base;
    for (uint32_t i = 0; b && i < b->npaths && nb < sizeof below / sizeof below[0]; i++) {
        const sx_fact *f = &b->f[b->paths[i]];
        if (f->sym == sym && f->plen >= plen && (plen == 0 || memcmp(f->path, path, plen) == 0) &&
            sx_ck_env_find(e, f->sym, f->path, f->plen))
            below[nb++] = *f;
    }
    for (uint32_t i = 0; i < e->nd && nb < sizeof below / sizeof below[0]; i++) {
        const sx_fact *f = &e->d[i];
        if (f->type && f->plen && f->sym == sym && f->plen >= plen && (plen == 0 || memcmp(f->path, path, plen) == 0))
            below[nb++] = *f;
    }
    for (uint32_t i = 0; i < nb; i++) /* (collected first: a change may settle the snapshot) */
        env_change(ck, e, below[i].sym, below[i].path, below[i].plen, NULL);
    if (nb == sizeof below / sizeof below[0]) /* a great many paths of one reference: once more */
        sx_ck_env_kill(ck, e, sym, path, plen);
}

bool sx_ck_env_knows(const sx_env *e, const sx_sym *sym) {
    if (sx_ck_env_find(e, sym, NULL, 0)) return true;
    bool found = false;
    for (uint32_t i = 0; e->base && i < e->base->npaths && !found; i++) {
        const sx_fact *f = &e->base->f[e->base->paths[i]];
        found = f->sym == sym && sx_ck_env_find(e, f->sym, f->path, f->plen);
    }
    for (uint32_t i = 0; i < e->nd && !found; i++) found = e->d[i].sym == sym && e->d[i].type;
    return found;
}

void sx_ck_env_clear(sx_env *e) {
    e->base = NULL;
    e->nd = 0;
    if (e->dslot) memset(e->dslot, 0, e->dscap * sizeof *e->dslot);
}

void sx_ck_env_copy(sx_ck *ck, sx_env *dst, const sx_env *src) {
    sx_ck_env_clear(dst);
    dst->base = src->base;
    dst->dead = src->dead;
    if (!src->nd || !changes_room(ck, dst, src->nd)) /* (out of memory: what the snapshot says) */
        return;
    memcpy(dst->d, src->d, src->nd * sizeof *dst->d);
    dst->nd = src->nd;
    for (uint32_t i = 0; dst->dslot && i < dst->nd; i++) dslot_put(dst, i);
}

/* -- joins ------------------------------------------------------------------------------------
 *
 * Joining is pairwise, left to right: a reference known on both sides gets the union; known on one
 * side only, it is kept (with its declared type added) when it may be undefined ("used before
 * assigned"), else forgotten. sx_ck_env_join_all folds many environments (the breaks of a switch)
 * reference by reference, each union collected member by member and made once: joining a
 * thousand breaks one at a time made a thousand ever longer unions.
 */

static bool may_be_undefined(const sx_type *t) {
    return (t->flags & TF_UNASSIGNED) || sx_ck_t_has_kind(t, TK_UNDEFINED);
}

/* The joined type of one reference over into, then envs[0..n) (dead ones skipped); NULL when the
 * join forgets it. */
static sx_type *fold_reference(sx_ck *ck, sx_ubuild *u, const sx_fact *key, const sx_env *into, const sx_env *envs,
                               uint32_t n) {
    const sx_fact *a = sx_ck_env_find(into, key->sym, key->path, key->plen);
    bool known = a != NULL;
    if (known) sx_ck_ub_add(ck, u, a->type);
    for (uint32_t i = 0; i < n; i++) {
        if (envs[i].dead) continue;
        const sx_fact *b = sx_ck_env_find(&envs[i], key->sym, key->path, key->plen);
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
    if (!known) return NULL;
    sx_type *t = sx_ck_ub_finish(ck, u);
    /* an unknown narrowed apart and joined again (`{}`, null and undefined all back): unknown, the
     * declared type, as tsc's recombineUnknownType makes it */
    if (!key->plen && t->kind == TK_UNION && sx_ck_sym_type(ck, key->sym)->kind == TK_UNKNOWN &&
        sx_ck_t_spells_unknown(t))
        return NULL;
    return t;
}

/* The references to fold: with one snapshot under all of them, only the changed ones (the others
 * are the same everywhere, and a union of a type with itself is that type). Each once: a hash
 * set of them (malloc'd scratch). */
typedef struct ref_list {
    sx_fact *v;
    uint32_t n, cap;
    uint32_t *slots; /* scap slots: number + 1 of a reference in v */
    uint32_t scap;
    bool oom;
} ref_list;

static bool refs_grow(ref_list *r) {
    uint32_t cap = r->cap ? r->cap * 2 : 16;
    sx_fact *nv = realloc(r->v, cap * sizeof *nv);
    uint32_t *ns = nv ? calloc(cap * 2, sizeof *ns) : NULL;
    if (!ns) {
        if (nv) r->v = nv;
        return !(r->oom = true);
    }
    r->v = nv;
    r->cap = cap;
    free(r->slots);
    r->slots = ns;
    r->scap = cap * 2;
    for (uint32_t i = 0; i < r->n; i++) {
        uint32_t s = key_hash(nv[i].sym, nv[i].path, nv[i].plen) & (r->scap - 1);
        while (ns[s]) s = (s + 1) & (r->scap - 1);
        ns[s] = i + 1;
    }
    return true;
}

static void refs_add(ref_list *r, const sx_fact *f) {
    if (r->n == r->cap && !refs_grow(r)) return;
    uint32_t s = key_hash(f->sym, f->path, f->plen) & (r->scap - 1);
    for (; r->slots[s]; s = (s + 1) & (r->scap - 1))
        if (key_eq(&r->v[r->slots[s] - 1], f->sym, f->path, f->plen)) return;
    r->v[r->n] = *f;
    r->slots[s] = ++r->n;
}

static void refs_of(ref_list *r, const sx_env *e, bool changes_only) {
    for (uint32_t i = 0; i < e->nd; i++) refs_add(r, &e->d[i]);
    if (!changes_only) FOR_EACH_FACT(e, f, { refs_add(r, f); });
}

void sx_ck_env_join_all(sx_ck *ck, sx_env *into, const sx_env *envs, uint32_t n) {
    uint32_t first = 0;
    if (into->dead) { /* the first live environment is taken as it is */
        while (first < n && envs[first].dead) first++;
        if (first == n) return;
        sx_ck_env_copy(ck, into, &envs[first++]);
        if (first == n) return;
    }
    envs += first;
    n -= first;
    bool same_base = true;
    for (uint32_t i = 0; i < n; i++) same_base &= envs[i].dead || envs[i].base == into->base;
    ref_list refs = {0};
    refs_of(&refs, into, same_base);
    for (uint32_t i = 0; i < n; i++)
        if (!envs[i].dead) refs_of(&refs, &envs[i], same_base);
    sx_ubuild *u = sx_ck_ub_new();
    sx_fact *out = same_base || !refs.n ? NULL : malloc(refs.n * sizeof *out);
    if (!u || (!same_base && refs.n && !out) || refs.oom) { /* out of memory */
        sx_ck_ub_free(u);
        free(refs.v);
        free(refs.slots);
        free(out);
        ck->oom = true;
        return;
    }
    sx_env r = {.base = same_base ? into->base : NULL};
    uint32_t nout = 0;
    for (uint32_t i = 0; i < refs.n; i++) {
        const sx_fact *k = &refs.v[i];
        sx_type *t = fold_reference(ck, u, k, into, envs, n);
        if (!same_base) /* everything is new: one snapshot at the end */
            out[nout] = *k, out[nout].type = t, nout += t != NULL;
        else if (t || facts_find(r.base, k->sym, k->path, k->plen)) env_change(ck, &r, k->sym, k->path, k->plen, t);
    }
    if (!same_base) r.base = facts_make(ck, out, nout);
    sx_ck_ub_free(u);
    free(refs.v);
    free(refs.slots);
    free(out);
    *into = r;
}

void sx_ck_env_join(sx_ck *ck, sx_env *into, const sx_env *other) {
    if (other->dead) return;
    sx_ck_env_join_all(ck, into, other, 1);
}

/* -- function bodies ------------------------------------------------------------------------- */

/* The snapshot without the "not assigned yet" markers (inside a nested function every variable
 * counts as assigned), made once per snapshot. */
static const sx_facts *assigned_only(sx_ck *ck, const sx_facts *b) {
    if (!b || b->assigned) return b ? (b->assigned == b ? b : b->assigned) : NULL;
    sx_fact *keep = malloc(b->n * sizeof *keep);
    if (!keep) return ck->oom = true, NULL;
    uint32_t k = 0;
    for (uint32_t i = 0; i < b->n; i++)
        if (!is_marker(b->f[i].type)) keep[k++] = b->f[i];
    const sx_facts *a = k == b->n ? b : facts_make(ck, keep, k);
    free(keep);
    ((sx_facts *)b)->assigned = a; /* a cache: snapshots are otherwise immutable */
    return a;
}

void sx_ck_env_strip_unassigned(sx_ck *ck, sx_env *e) {
    uint32_t n = e->nd;
    sx_fact *changes = n ? malloc(n * sizeof *changes) : NULL;
    if (n && !changes) {
        ck->oom = true;
        return;
    }
    if (n) memcpy(changes, e->d, n * sizeof *changes);
    sx_ck_env_clear(e);
    e->base = assigned_only(ck, e->base);
    for (uint32_t i = 0; i < n; i++) /* a change that forgot a marker has nothing left to forget */
        if (changes[i].type ? !is_marker(changes[i].type)
                            : facts_find(e->base, changes[i].sym, changes[i].path, changes[i].plen) != NULL)
            env_change(ck, e, changes[i].sym, changes[i].path, changes[i].plen, changes[i].type);
    free(changes);
}

void sx_ck_env_forget(sx_ck *ck, sx_env *e, bool (*forget)(sx_ck *ck, sx_sym *s, uint32_t pos), uint32_t pos) {
    sx_sym *gone[64];
    uint32_t n = 0;
    bool more = false;
    FOR_EACH_FACT(e, f, {
        bool seen = false;
        for (uint32_t k = 0; k < n && !seen; k++) seen = gone[k] == f->sym;
        if (!seen && forget(ck, f->sym, pos)) {
            if (n < 64) gone[n++] = f->sym;
            else more = true;
        }
    });
    for (uint32_t i = 0; i < n; i++) /* (collected first: a kill may settle the snapshot) */
        sx_ck_env_kill(ck, e, gone[i], NULL, 0);
    if (more) sx_ck_env_forget(ck, e, forget, pos);
}

void sx_ck_envs_push(sx_ck *ck, sx_envs *list, const sx_env *e) {
    if (list->n == list->cap) {
        uint32_t cap = list->cap ? list->cap * 2 : 4;
        sx_env *nv = sx_ck_alloc(ck, cap * sizeof *nv); /* zeroed: empty environments */
        if (!nv) return;
        if (list->n) memcpy(nv, list->v, list->n * sizeof *nv);
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
