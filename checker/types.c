/* types.c - type constructors (interned unions, literals, arrays), widening, and tsc-style type printing. */
#include "checker/ck.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* ---------------------------------------------------------------------------------------------
 * Small utilities: allocation, strings
 * ------------------------------------------------------------------------------------------- */

void sx_ck_buf_put(sx_buf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 128;
        while (cap < b->n + n + 1) cap *= 2;
        char *ns = realloc(b->s, cap);
        if (!ns) return;
        b->s = ns;
        b->cap = cap;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}

void sx_ck_buf_puts(sx_buf *b, const char *s) { sx_ck_buf_put(b, s, strlen(s)); }

void sx_ck_buf_printf(sx_buf *b, const char *fmt, ...) {
    char small[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n < sizeof small) {
        sx_ck_buf_put(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) return;
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    sx_ck_buf_put(b, big, (size_t)n);
    free(big);
}

void sx_ck_buf_free(sx_buf *b) {
    free(b->s);
    b->s = NULL;
    b->n = b->cap = 0;
}

char *sx_ck_strf(sx_ck *ck, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = sx_ck_alloc(ck, (size_t)(n > 0 ? n : 0) + 1);
    if (!s) return (char *)"";
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

/* ---------------------------------------------------------------------------------------------
 * Interning: unions, literals, references and tuples are unique per structure, so pointer
 * equality is type identity. The prelude has its own (read-only) table; a check's table only
 * holds types the prelude's lacks. Each slot keeps the upper half of its type's hash beside it,
 * so that a probe reads a type only when that half matches (the tables are cold between checks:
 * reading every candidate cost cache misses).
 * ------------------------------------------------------------------------------------------- */
struct sx_intern {
    sx_type **slots;
    uint32_t *tags; /* tags[i]: the upper 32 bits of slots[i]'s shallow hash */
    uint32_t cap, n;
    sx_arena *a;
};

sx_intern *sx_ck_intern_new(sx_arena *a) {
    sx_intern *t = sx_arena_alloc(a, sizeof *t);
    if (!t) return NULL;
    t->a = a;
    t->cap = 256;
    t->slots = sx_arena_alloc(a, t->cap * sizeof *t->slots);
    t->tags = sx_arena_alloc(a, t->cap * sizeof *t->tags);
    return t->slots && t->tags ? t : NULL;
}

static uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ull; }

/* The checker's hash tables index by a hash's low bits, and a multiply only carries bits upwards:
 * without this final shuffle (MurmurHash3's fmix64) small integers as doubles (low bits all zero)
 * would all land in one slot, and 6,000 numeric literals took a second to intern. */
uint64_t sx_ck_mix64(uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return h;
}

static uint64_t shallow_hash(const sx_type *t) {
    uint64_t h = mix(0xcbf29ce484222325ull, t->kind);
    h = mix(h, t->flags & (TF_FRESH | TF_READONLY));
    switch (t->kind) {
    case TK_STRLIT:
    case TK_BIGLIT:
        for (uint32_t i = 0; i < t->u.str.len; i++) h = mix(h, (unsigned char)t->u.str.s[i]);
        break;
    case TK_NUMLIT: {
        uint64_t bits;
        memcpy(&bits, &t->u.num, sizeof bits);
        h = mix(h, bits);
        break;
    }
    case TK_UNION:
    case TK_INTER:
    case TK_TUPLE:
        for (uint32_t i = 0; i < t->u.set.n; i++) h = mix(h, t->u.set.t[i]->id);
        if (t->u.set.ef)
            for (uint32_t i = 0; i < t->u.set.n; i++) h = mix(h, t->u.set.ef[i]);
        break;
    case TK_REF:
        h = mix(h, (uint64_t)(uintptr_t)t->u.ref.decl);
        for (uint32_t i = 0; i < t->u.ref.n; i++) h = mix(h, t->u.ref.args[i]->id);
        break;
    default: break;
    }
    return sx_ck_mix64(h);
}

static bool shallow_eq(const sx_type *a, const sx_type *b) {
    if (a->kind != b->kind || (a->flags & (TF_FRESH | TF_READONLY)) != (b->flags & (TF_FRESH | TF_READONLY)))
        return false;
    switch (a->kind) {
    case TK_STRLIT:
    case TK_BIGLIT: return a->u.str.len == b->u.str.len && memcmp(a->u.str.s, b->u.str.s, a->u.str.len) == 0;
    case TK_NUMLIT: return memcmp(&a->u.num, &b->u.num, sizeof a->u.num) == 0;
    case TK_UNION:
    case TK_INTER:
    case TK_TUPLE:
        if (a->u.set.n != b->u.set.n || (!a->u.set.ef) != (!b->u.set.ef)) return false;
        for (uint32_t i = 0; i < a->u.set.n; i++)
            if (a->u.set.t[i] != b->u.set.t[i] || (a->u.set.ef && a->u.set.ef[i] != b->u.set.ef[i])) return false;
        return true;
    case TK_REF:
        if (a->u.ref.decl != b->u.ref.decl || a->u.ref.n != b->u.ref.n) return false;
        for (uint32_t i = 0; i < a->u.ref.n; i++)
            if (a->u.ref.args[i] != b->u.ref.args[i]) return false;
        return true;
    default: return false;
    }
}

static sx_type *intern_find(const sx_intern *t, const sx_type *probe, uint64_t h) {
    if (!t) return NULL;
    uint32_t tag = (uint32_t)(h >> 32);
    for (uint32_t i = (uint32_t)h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
        sx_type *c = t->slots[i];
        if (!c) return NULL;
        if (t->tags[i] == tag && shallow_eq(c, probe)) return c;
    }
}

static void intern_add(sx_intern *t, sx_type *ty, uint64_t h) {
    if ((t->n + 1) * 2 > t->cap) {
        uint32_t cap = t->cap * 2;
        sx_type **ns = sx_arena_alloc(t->a, cap * sizeof *ns);
        uint32_t *ntags = sx_arena_alloc(t->a, cap * sizeof *ntags);
        if (!ns || !ntags) return;
        for (uint32_t i = 0; i < t->cap; i++) {
            sx_type *c = t->slots[i];
            if (!c) continue;
            uint32_t j = (uint32_t)shallow_hash(c) & (cap - 1);
            while (ns[j]) j = (j + 1) & (cap - 1);
            ns[j] = c;
            ntags[j] = t->tags[i];
        }
        t->slots = ns;
        t->tags = ntags;
        t->cap = cap;
    }
    uint32_t i = (uint32_t)h & (t->cap - 1);
    while (t->slots[i]) i = (i + 1) & (t->cap - 1);
    t->slots[i] = ty;
    t->tags[i] = (uint32_t)(h >> 32);
    t->n++;
}

sx_type *sx_ck_t_new(sx_ck *ck, int kind) {
    sx_type *t = sx_ck_alloc(ck, sizeof *t);
    if (!t) return T_ANY(ck);
    t->kind = (uint8_t)kind;
    t->id = ck->next_id++;
    return t;
}

/* The unique type with the structure of `probe` (copying it and its arrays when new). */
static sx_type *intern(sx_ck *ck, sx_type *probe) {
    uint64_t h = shallow_hash(probe);
    /* (the check's own table first: it is small and warm, and holds no type of the prelude's) */
    sx_type *f = intern_find(ck->intern, probe, h);
    if (!f) f = intern_find(ck->pre->intern, probe, h);
    if (f) return f;
    sx_type *t = sx_ck_t_new(ck, probe->kind);
    uint32_t id = t->id;
    *t = *probe;
    t->id = id;
    if (probe->kind == TK_UNION || probe->kind == TK_INTER || probe->kind == TK_TUPLE) {
        t->u.set.t = sx_ck_alloc(ck, probe->u.set.n * sizeof(sx_type *));
        if (t->u.set.t && probe->u.set.n) memcpy(t->u.set.t, probe->u.set.t, probe->u.set.n * sizeof(sx_type *));
        if (probe->u.set.ef) {
            t->u.set.ef = sx_ck_alloc(ck, probe->u.set.n);
            if (t->u.set.ef) memcpy(t->u.set.ef, probe->u.set.ef, probe->u.set.n);
        }
    } else if (probe->kind == TK_REF && probe->u.ref.n) {
        t->u.ref.args = sx_ck_alloc(ck, probe->u.ref.n * sizeof(sx_type *));
        if (t->u.ref.args) memcpy(t->u.ref.args, probe->u.ref.args, probe->u.ref.n * sizeof(sx_type *));
    } else if (probe->kind == TK_STRLIT || probe->kind == TK_BIGLIT) {
        char *s = sx_ck_alloc(ck, probe->u.str.len + 1);
        if (s) memcpy(s, probe->u.str.s, probe->u.str.len);
        t->u.str.s = s ? s : "";
    }
    intern_add(ck->intern, t, h);
    return t;
}

sx_type *sx_ck_t_intrinsic(sx_ck *ck, int kind) { return ck->pre->intrinsics[kind]; }

/* A literal: the regular one is interned; its fresh twin is made with it. */
static sx_type *literal(sx_ck *ck, sx_type *probe, bool fresh) {
    sx_type *r = intern(ck, probe);
    if (r->regular && !r->fresh) {
        /* a literal the library made (sx_ck_t_lib_literal): like tsc, its fresh twin is made at first
         * use, with this check's next id (`yield 1; yield 2` prints `1 | 2` though the library made
         * 2 before 1) */
        if (!fresh) return r;
        sx_type fp = *probe;
        fp.flags |= TF_FRESH;
        sx_type *f = intern(ck, &fp);
        if (f->regular != r) f->regular = r, f->fresh = f; /* (new: this check's own) */
        return f;
    }
    if (!r->regular) { /* new: link the twins (only types of this run are written) */
        sx_type *f = sx_ck_t_new(ck, r->kind);
        uint32_t id = f->id;
        *f = *r;
        f->id = id;
        f->flags |= TF_FRESH;
        f->regular = r;
        f->fresh = f;
        r->regular = r;
        r->fresh = f;
    }
    return fresh ? r->fresh : r;
}

/* The prelude's literal types in tsc's creation order (checker/lib_literals.inc): regular twins
 * only, so that each check makes the fresh ones in its own order. */
sx_type *sx_ck_t_lib_literal(sx_ck *ck, const char *text, bool num, bool fresh) {
    sx_type p = {.kind = num ? TK_NUMLIT : TK_STRLIT};
    if (num) p.u.num = strtod(text, NULL);
    else p.u.str.s = text, p.u.str.len = (uint32_t)strlen(text);
    sx_type *r = intern(ck, &p);
    if (!r->regular) r->regular = r;
    if (fresh && !r->fresh) { /* tsc made the fresh twin too (a literal type written in the library) */
        p.flags |= TF_FRESH;
        sx_type *f = intern(ck, &p);
        f->regular = r;
        f->fresh = f;
        r->fresh = f;
    }
    return r;
}

sx_type *sx_ck_t_strlit(sx_ck *ck, const char *s, uint32_t len, bool fresh) {
    sx_type p = {.kind = TK_STRLIT};
    p.u.str.s = s;
    p.u.str.len = len;
    return literal(ck, &p, fresh);
}

sx_type *sx_ck_t_numlit(sx_ck *ck, double v, bool fresh) {
    sx_type p = {.kind = TK_NUMLIT};
    p.u.num = v == 0 ? 0 : v; /* -0 prints as 0 */
    return literal(ck, &p, fresh);
}

sx_type *sx_ck_t_biglit(sx_ck *ck, const char *digits, uint32_t len, bool fresh) {
    int base = 10;
    if (len > 2 && digits[0] == '0') {
        char c = (char)(digits[1] | 0x20);
        base = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 10;
        if (base != 10) digits += 2, len -= 2;
    }
    if (base == 10) {
        while (len > 1 && digits[0] == '0') digits++, len--; /* 007n is 7n */
        for (uint32_t i = 0; i < len; i++)
            if (digits[i] < '0' || digits[i] > '9') return T_BIGINT(ck);
    } else { /* tsc prints the value in decimal: 0x10n is 16n */
        uint64_t v = 0;
        for (uint32_t i = 0; i < len; i++) {
            char c = (char)(digits[i] | 0x20);
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : 99;
            if (d >= base || v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base) return T_BIGINT(ck);
            v = v * (uint64_t)base + (uint64_t)d;
        }
        char *buf = sx_ck_alloc(ck, 24);
        if (!buf) return T_BIGINT(ck);
        len = (uint32_t)snprintf(buf, 24, "%llu", (unsigned long long)v);
        digits = buf;
    }
    if (len == 0) return T_BIGINT(ck);
    sx_type p = {.kind = TK_BIGLIT};
    p.u.str.s = digits;
    p.u.str.len = len;
    return literal(ck, &p, fresh);
}

bool sx_ck_t_has_bigint(const sx_type *t) { return sx_ck_t_has_kind(t, TK_BIGINT) || sx_ck_t_has_kind(t, TK_BIGLIT); }

sx_type *sx_ck_t_boollit(sx_ck *ck, bool v, bool fresh) {
    (void)fresh;
    return v ? T_TRUE(ck) : T_FALSE(ck);
}

sx_type *sx_ck_t_regular(sx_type *t) {
    return (t->kind == TK_STRLIT || t->kind == TK_NUMLIT || t->kind == TK_BIGLIT) && t->regular ? t->regular : t;
}

/* ---------------------------------------------------------------------------------------------
 * Unions and intersections
 * ------------------------------------------------------------------------------------------- */

#define TSET_HASHED 32 /* members past which duplicates are found by hash, not by a scan */
#define TSET_SCANS 8   /* ... once that many scans have been made (a union plus one type: one scan) */

/* The members of a union being built. Scratch memory (v past `small`, slots) is malloc'd and
 * freed by tset_free: the union keeps an interned copy, so nothing of a big temporary set stays
 * in the arena (a switch of 8,000 cases built 8,000 ever larger unions: 2 GB). */
typedef struct tset {
    sx_type *small[TSET_HASHED];
    sx_type **v;
    uint32_t n, cap;
    sx_type **slots; /* NULL, or scap slots: the members by hash of their regular type */
    uint32_t scap;
    uint32_t scans; /* twin lookups made by scanning */
    bool any, unknown, oom;
    sx_type *any_t;
} tset;

static void tset_free(tset *s) {
    if (s->v != s->small) free(s->v);
    free(s->slots);
}

static uint32_t tset_slot(const tset *s, const sx_type *regular) {
    return (uint32_t)sx_ck_mix64((uint64_t)(uintptr_t)regular) & (s->scap - 1);
}

static void tset_slot_put(tset *s, sx_type *member) {
    uint32_t i = tset_slot(s, sx_ck_t_regular(member));
    while (s->slots[i]) i = (i + 1) & (s->scap - 1);
    s->slots[i] = member;
}

/* Index the members by hash once there are many (a union of many types added one by one was a
 * scan per member: quadratic, and cubic for a switch of a thousand cases). */
static void tset_rehash(tset *s) {
    uint32_t cap = 64;
    while (cap < s->n * 4) cap *= 2;
    sx_type **slots = calloc(cap, sizeof *slots);
    if (!slots) return; /* scans still work */
    free(s->slots);
    s->slots = slots;
    s->scap = cap;
    for (uint32_t i = 0; i < s->n; i++) tset_slot_put(s, s->v[i]);
}

/* A member that t duplicates: the same type, or its fresh/regular literal twin (undefined aside). */
static bool tset_has_twin(tset *s, sx_type *t) {
    sx_type *r = sx_ck_t_regular(t);
    if (!s->slots && s->n > TSET_HASHED && ++s->scans > TSET_SCANS) tset_rehash(s);
    if (!s->slots) {
        for (uint32_t i = 0; i < s->n; i++)
            if (s->v[i] == t || (sx_ck_t_regular(s->v[i]) == r && s->v[i]->kind != TK_UNDEFINED)) return true;
        return false;
    }
    for (uint32_t i = tset_slot(s, r); s->slots[i]; i = (i + 1) & (s->scap - 1))
        if (sx_ck_t_regular(s->slots[i]) == r) return true;
    return false;
}

static bool tset_reserve(tset *s, uint32_t n) {
    if (n <= s->cap) return true;
    uint32_t cap = s->cap;
    while (cap < n) cap *= 2;
    sx_type **nv = s->v == s->small ? malloc(cap * sizeof *nv) : realloc(s->v, cap * sizeof *nv);
    if (!nv) return s->oom = true, false;
    if (s->v == s->small) memcpy(nv, s->small, s->n * sizeof *nv);
    s->v = nv;
    s->cap = cap;
    return true;
}

static void tset_add(sx_ck *ck, tset *s, sx_type *t) {
    if (t->kind == TK_UNION) {
        if (s->n == 0 && tset_reserve(s, t->u.set.n)) { /* a union's members: distinct and in order already */
            memcpy(s->v, t->u.set.t, t->u.set.n * sizeof *s->v);
            s->n = t->u.set.n;
            return;
        }
        for (uint32_t i = 0; i < t->u.set.n; i++) tset_add(ck, s, t->u.set.t[i]);
        return;
    }
    if (t->kind == TK_ANY) {
        s->any = true;
        s->any_t = t;
        return;
    }
    if (t->kind == TK_UNKNOWN) {
        s->unknown = true;
        return;
    }
    if (t->kind == TK_NEVER) return;
    if (t->kind == TK_UNDEFINED) { /* at most one undefined member */
        for (uint32_t i = 0; i < s->n; i++) {
            sx_type *c = s->v[i];
            if (c->kind == TK_UNDEFINED) {
                if (c != t && (t->flags & TF_UNASSIGNED))
                    s->v[i] = t; /* the unassigned marker wins: "used before assigned" */
                return;
            }
        }
    } else if (tset_has_twin(s, t)) {
        return; /* a fresh and a regular twin: keep the first */
    }
    if (!tset_reserve(s, s->n + 1)) return;
    /* keep sorted by id (tsc's union order); members usually come in order: then this appends */
    uint32_t i = s->n;
    while (i > 0 && s->v[i - 1]->id > t->id) {
        s->v[i] = s->v[i - 1];
        i--;
    }
    s->v[i] = t;
    s->n++;
    if (s->slots && s->n * 2 <= s->scap) tset_slot_put(s, t);
    else if (s->slots) tset_rehash(s);
}

/* Literal types absorbed by their primitive (string | "a" = string), like tsc's removeRedundantLiteralTypes. */
static void tset_reduce(tset *s) {
    bool has[TK_NONPRIM + 1] = {0};
    for (uint32_t i = 0; i < s->n; i++)
        if (s->v[i]->kind <= TK_NONPRIM &&
            !(s->v[i]->flags & TF_PATTERN)) /* (a template literal type absorbs nothing) */
            has[s->v[i]->kind] = true;
    uint32_t j = 0;
    for (uint32_t i = 0; i < s->n; i++) {
        sx_type *t = s->v[i];
        if ((t->kind == TK_STRLIT && has[TK_STRING]) || (t->kind == TK_NUMLIT && has[TK_NUMBER]) ||
            (t->kind == TK_BIGLIT && has[TK_BIGINT]) ||
            (t->kind == TK_UNDEFINED && has[TK_VOID] && !(t->flags & TF_UNASSIGNED)))
            continue;
        s->v[j++] = t;
    }
    s->n = j;
}

/* The union type of a collected set (intern copies the members it keeps). */
static sx_type *tset_union(sx_ck *ck, tset *s) {
    if (s->oom) return ck->oom = true, T_ANY(ck);
    if (s->any) return s->any_t;
    if (s->unknown) return T_UNKNOWN(ck);
    tset_reduce(s);
    if (s->n == 0) return T_NEVER(ck);
    if (s->n == 1) return s->v[0];
    if (s->n == 2 && s->v[0]->kind == TK_FALSE && s->v[1]->kind == TK_TRUE && ck->pre->boolean) return ck->pre->boolean;
    sx_type p = {.kind = TK_UNION};
    p.u.set.t = s->v;
    p.u.set.n = s->n;
    return intern(ck, &p);
}

/* -- a union built member by member, materialised once (flow joins of many paths) -- */

struct sx_ubuild {
    tset s;
};

sx_ubuild *sx_ck_ub_new(void) {
    sx_ubuild *b = calloc(1, sizeof *b);
    if (b) sx_ck_ub_clear(b);
    return b;
}

void sx_ck_ub_clear(sx_ubuild *b) {
    tset_free(&b->s);
    memset(&b->s, 0, sizeof b->s);
    b->s.cap = TSET_HASHED;
    b->s.v = b->s.small;
}

void sx_ck_ub_add(sx_ck *ck, sx_ubuild *b, sx_type *t) { tset_add(ck, &b->s, t); }

/* Would the union have an undefined member (what sx_ck_t_has_kind(union, TK_UNDEFINED) says)? */
bool sx_ck_ub_has_undefined(const sx_ubuild *b) {
    const tset *s = &b->s;
    if (s->any || s->unknown) return false;
    bool has_void = false;
    const sx_type *undef = NULL;
    for (uint32_t i = 0; i < s->n; i++) {
        has_void |= s->v[i]->kind == TK_VOID;
        if (s->v[i]->kind == TK_UNDEFINED) undef = s->v[i];
    }
    return undef && (!has_void || (undef->flags & TF_UNASSIGNED)); /* (void absorbs a plain undefined) */
}

sx_type *sx_ck_ub_finish(sx_ck *ck, sx_ubuild *b) {
    sx_type *u = tset_union(ck, &b->s);
    sx_ck_ub_clear(b);
    return u;
}

void sx_ck_ub_free(sx_ubuild *b) {
    if (b) tset_free(&b->s);
    free(b);
}

sx_type *sx_ck_t_union(sx_ck *ck, sx_type **types, uint32_t n) {
    if (n == 1 && types[0]) return types[0]; /* tsc's getUnionType of one type: that type, alias and all */
    tset s = {.cap = TSET_HASHED};
    s.v = s.small;
    for (uint32_t i = 0; i < n; i++) tset_add(ck, &s, types[i]);
    sx_type *u = tset_union(ck, &s);
    tset_free(&s);
    return u;
}

sx_type *sx_ck_t_union2(sx_ck *ck, sx_type *a, sx_type *b) {
    if (a == b) return a;
    sx_type *v[2] = {a, b};
    return sx_ck_t_union(ck, v, 2);
}

/* a & c for a union member a, as tsc reduces it: a type with itself is itself, `null & string` and
 * `"a" & number` are never, a literal with its primitive is the literal; other pairs stay an
 * intersection (`string & { __brand: "Id" }`). */
static sx_type *inter_member(sx_ck *ck, sx_type *a, sx_type *c) {
    if (sx_ck_t_regular(a) == sx_ck_t_regular(c)) return a;
    bool an = sx_ck_t_is_nullish(a), cn = sx_ck_t_is_nullish(c);
    bool ap = sx_ck_t_is_primitive_value(a), cp = sx_ck_t_is_primitive_value(c);
    if (an || cn) return (an && cn && a->kind == c->kind) ? a : T_NEVER(ck);
    if (ap && cp) {
        if (sx_ck_t_base_primitive(ck, a) != sx_ck_t_base_primitive(ck, c)) return T_NEVER(ck);
        bool al = sx_ck_t_is_literal(a), cl = sx_ck_t_is_literal(c);
        if (al && cl) return T_NEVER(ck); /* two different literals */
        return al ? a : c;
    }
    sx_type *pair[2] = {a, c};
    return sx_ck_t_inter(ck, pair, 2);
}

sx_type *sx_ck_t_inter(sx_ck *ck, sx_type **types, uint32_t n) {
    sx_type *v[16];
    uint32_t m = 0;
    for (uint32_t i = 0; i < n && m < 16; i++) {
        sx_type *t = types[i];
        if (t->kind == TK_ANY) return t;
        if (t->kind == TK_NEVER) return t;
        if (t->kind == TK_UNKNOWN) continue;
        bool dup = false;
        for (uint32_t j = 0; j < m; j++) dup |= v[j] == t;
        if (!dup) v[m++] = t;
    }
    if (m == 0) return T_UNKNOWN(ck);
    if (m == 1) return v[0];
    /* distribute over unions only in the simple case of one union (A | B) & C */
    if (m == 2 && (v[0]->kind == TK_UNION) != (v[1]->kind == TK_UNION)) {
        sx_type *u = v[0]->kind == TK_UNION ? v[0] : v[1], *c = u == v[0] ? v[1] : v[0];
        if (u->u.set.n <= 32 &&
            (sx_ck_t_is_primitive_value(c) || sx_ck_t_is_nullish(c) || c->kind == TK_OBJ || c->kind == TK_REF)) {
            sx_type *w[32];
            for (uint32_t i = 0; i < u->u.set.n; i++) w[i] = inter_member(ck, u->u.set.t[i], c);
            return sx_ck_t_union(ck, w, u->u.set.n);
        }
    }
    sx_type p = {.kind = TK_INTER};
    p.u.set.t = v;
    p.u.set.n = m;
    return intern(ck, &p);
}

/* ---------------------------------------------------------------------------------------------
 * Object-like constructors
 * ------------------------------------------------------------------------------------------- */

/* Is decl the library's `Awaited` alias? A reference to it stands for `Awaited<T>` of a type
 * parameter T in a library signature (`resolve<T>(value: T): Promise<Awaited<T>>`) until T is
 * instantiated. */
bool sx_ck_is_lib_awaited(const sx_ck *ck, const sx_sym *decl) {
    return (decl->flags & SF_ALIAS) && decl->len == 7 && memcmp(decl->name, "Awaited", 7) == 0 && decl->src != &ck->src;
}

/* Awaited<X> of one non-union X: promises unwrapped; other thenables (an object with a `then`
 * method, PromiseLike) are not modelled: any. */
static sx_type *awaited_one(sx_ck *ck, sx_type *t) {
    for (int i = 0; i < 8 && t->kind == TK_REF && t->u.ref.decl == ck->pre->promise; i++) t = t->u.ref.args[0];
    if (t->kind == TK_UNION) return T_ANY(ck); /* Promise<A | Promise<B>>: not modelled */
    if ((t->kind == TK_OBJ || t->kind == TK_REF || t->kind == TK_INTER) && sx_ck_get_prop(ck, t, "then", 4).found)
        return T_ANY(ck);
    return t;
}

sx_type *sx_ck_t_ref(sx_ck *ck, sx_sym *decl, sx_type **args, uint32_t n) {
    if (n == 1 && args[0]->kind != TK_TPARAM && sx_ck_is_lib_awaited(ck, decl)) { /* instantiated: unwrap promises */
        sx_type *t = args[0];
        if (sx_ck_t_contains_tparam(t)) return T_ANY(ck); /* (as the Awaited utility of typeref.c) */
        if (t->kind != TK_UNION) return awaited_one(ck, t);
        sx_type *v[32];
        if (t->u.set.n > 32) return T_ANY(ck);
        for (uint32_t i = 0; i < t->u.set.n; i++) v[i] = awaited_one(ck, t->u.set.t[i]);
        return sx_ck_t_union(ck, v, t->u.set.n);
    }
    sx_type p = {.kind = TK_REF};
    p.u.ref.decl = decl;
    p.u.ref.args = args;
    p.u.ref.n = n;
    return intern(ck, &p);
}

sx_type *sx_ck_t_array(sx_ck *ck, sx_type *elem, bool readonly) {
    sx_sym *d = readonly ? ck->pre->ro_array : ck->pre->array;
    if (!d) return T_ANY(ck);
    return sx_ck_t_ref(ck, d, &elem, 1);
}

sx_type *sx_ck_t_promise(sx_ck *ck, sx_type *t) {
    if (!ck->pre->promise) return T_ANY(ck);
    return sx_ck_t_ref(ck, ck->pre->promise, &t, 1);
}

/* tsc's normalization of variadic elements (createNormalizedTupleType): `...[A, B]` is spliced in,
 * `...any` is `...any[]`, a tuple of one rest element `[...X[]]` is the array X[]; a rest element
 * typed by a type parameter (`[...T, U]`) stays a variadic element until T is instantiated. */
static bool tuple_normalize(sx_ck *ck, sx_type ***elems, uint8_t **ef, uint32_t *n) {
    uint32_t total = 0;
    bool change = false;
    for (uint32_t i = 0; i < *n; i++) {
        bool rest = *ef && ((*ef)[i] & TNF_REST);
        sx_type *e = (*elems)[i];
        if (rest && e->kind == TK_TUPLE) total += e->u.set.n, change = true;
        else total++, change |= rest && e->kind == TK_ANY;
    }
    if (!change) return true;
    sx_type **v = total ? sx_ck_alloc(ck, total * sizeof *v) : NULL;
    uint8_t *f = total ? sx_ck_alloc(ck, total) : NULL;
    if (total && (!v || !f)) return false;
    uint32_t m = 0;
    for (uint32_t i = 0; i < *n; i++) {
        uint8_t fi = (*ef)[i];
        sx_type *e = (*elems)[i];
        if ((fi & TNF_REST) && e->kind == TK_TUPLE) {
            for (uint32_t k = 0; k < e->u.set.n; k++) {
                v[m] = e->u.set.t[k];
                f[m++] = e->u.set.ef ? e->u.set.ef[k] : 0;
            }
            continue;
        }
        v[m] = (fi & TNF_REST) && e->kind == TK_ANY ? sx_ck_t_array(ck, e, false) : e;
        f[m++] = fi;
    }
    *elems = v, *ef = f, *n = m;
    return true;
}

sx_type *sx_ck_t_tuple(sx_ck *ck, sx_type **elems, uint8_t *ef, uint32_t n, bool readonly) {
    if (ef && !tuple_normalize(ck, &elems, &ef, &n)) return T_ANY(ck);
    if (n == 1 && ef && (ef[0] & TNF_REST) && sx_ck_t_is_array(ck, elems[0]))
        return readonly ? sx_ck_t_array(ck, sx_ck_t_elem(ck, elems[0]), true) : elems[0];
    sx_type p = {.kind = TK_TUPLE};
    p.flags = readonly ? TF_READONLY : 0;
    p.u.set.t = elems;
    p.u.set.n = n;
    bool any_flag = false;
    for (uint32_t i = 0; ef && i < n; i++) any_flag |= ef[i] != 0;
    p.u.set.ef = any_flag ? ef : NULL;
    return intern(ck, &p);
}

sx_obj *sx_ck_obj_new(sx_ck *ck) { return sx_ck_alloc(ck, sizeof(sx_obj)); }

sx_type *sx_ck_t_obj(sx_ck *ck, sx_obj *o) {
    sx_type *t = sx_ck_t_new(ck, TK_OBJ);
    t->u.obj = o ? o : sx_ck_obj_new(ck);
    return t;
}

sx_sig *sx_ck_sig_new(sx_ck *ck, uint32_t nparams) {
    sx_sig *s = sx_ck_alloc(ck, sizeof *s);
    if (!s) return NULL;
    s->pred_index = -1;
    s->nparams = nparams;
    s->params = nparams ? sx_ck_alloc(ck, nparams * sizeof *s->params) : NULL;
    return s;
}

/* The fewest arguments a call needs: trailing parameters that accept void may be left out
 * (tsc's getMinArgumentCount: resolve() of a Promise<void>, f(x: number | void)). */
uint32_t sx_ck_sig_min_args(const sx_sig *s) {
    uint32_t m = s->min_args;
    while (m > 0 && m <= s->nparams && s->params[m - 1].type &&
           (s->params[m - 1].type->kind == TK_VOID || sx_ck_t_has_kind(s->params[m - 1].type, TK_VOID)))
        m--;
    return m;
}

sx_type *sx_ck_t_func(sx_ck *ck, sx_sig *sig) {
    sx_obj *o = sx_ck_obj_new(ck);
    if (o && sig) sx_ck_obj_add_sig(ck, o, sig, false);
    return sx_ck_t_obj(ck, o);
}

/* Property names are found by a scan in small objects and through an index (open addressing,
 * property number + 1 per slot) from SX_OBJ_INDEXED properties on: an interface or object literal
 * of thousands of properties made every lookup, and so the whole check, quadratic. The index is
 * built while the object is made (never by a lookup: prelude objects are shared between threads). */
#define SX_OBJ_INDEXED 16

static uint32_t name_slot(const char *name, uint32_t len, uint32_t cap) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (uint32_t i = 0; i < len; i++) h = (h ^ (unsigned char)name[i]) * 0x100000001b3ull;
    return (uint32_t)sx_ck_mix64(h) & (cap - 1);
}

static void obj_index_put(sx_obj *o, uint32_t i) {
    uint32_t s = name_slot(o->props[i].name, o->props[i].len, o->picap);
    while (o->pindex[s]) s = (s + 1) & (o->picap - 1);
    o->pindex[s] = i + 1;
}

void sx_ck_obj_reindex(sx_ck *ck, sx_obj *o) {
    o->pindex = NULL;
    o->picap = 0;
    if (o->nprops < SX_OBJ_INDEXED || !o->props) return;
    uint32_t cap = 64;
    while (cap < o->nprops * 4) cap *= 2;
    if (!(o->pindex = sx_ck_alloc(ck, cap * sizeof *o->pindex))) return; /* scans still find everything */
    o->picap = cap;
    for (uint32_t i = 0; i < o->nprops; i++) obj_index_put(o, i);
}

/* Does o have no member at all (no property, call or construct signature, index signature)? */
bool sx_ck_obj_is_empty(const sx_obj *o) {
    return o && !o->nprops && !o->ncalls && !o->nctors && !o->str_index && !o->num_index;
}

/* Does union t hold `{}`, null and undefined: unknown spelled out (TS 4.8's `{} | null | undefined`)? */
bool sx_ck_t_spells_unknown(const sx_type *t) {
    bool empty = false, null = false, undef = false;
    for (uint32_t i = 0; t->kind == TK_UNION && i < t->u.set.n; i++) {
        const sx_type *m = t->u.set.t[i];
        empty |= m->kind == TK_OBJ && sx_ck_obj_is_empty(m->u.obj) && !(m->flags & TF_PARTIAL);
        null |= m->kind == TK_NULL;
        undef |= m->kind == TK_UNDEFINED;
    }
    return empty && null && undef;
}

/* The index of tuple t's first rest or variadic element (`[A, ...B[]]`: 1), or its length when it has none. */
uint32_t sx_ck_tuple_first_rest(const sx_type *t) {
    for (uint32_t i = 0; t->u.set.ef && i < t->u.set.n; i++)
        if (t->u.set.ef[i] & TNF_REST) return i;
    return t->u.set.n;
}

sx_prop *sx_ck_obj_find(const sx_obj *o, const char *name, uint32_t len) {
    if (!o->pindex) {
        for (uint32_t i = 0; i < o->nprops; i++)
            if (o->props[i].len == len &&
                (len == 0 || (o->props[i].name[0] == name[0] && memcmp(o->props[i].name, name, len) == 0)))
                return &o->props[i];
        return NULL;
    }
    for (uint32_t s = name_slot(name, len, o->picap); o->pindex[s]; s = (s + 1) & (o->picap - 1)) {
        sx_prop *p = &o->props[o->pindex[s] - 1];
        if (p->len == len && memcmp(p->name, name, len) == 0) return p;
    }
    return NULL;
}

sx_prop *sx_ck_obj_add_prop(sx_ck *ck, sx_obj *o, const char *name, uint32_t len, sx_type *t, uint16_t flags) {
    if (!o) return NULL;
    sx_prop *dup = sx_ck_obj_find(o, name, len);
    if (dup) {
        dup->type = t; /* later duplicate wins (object literals) */
        dup->flags = flags;
        return dup;
    }
    if ((o->nprops & (o->nprops - 1)) == 0) { /* grow at powers of two */
        uint32_t cap = o->nprops ? o->nprops * 2 : 4;
        sx_prop *np = sx_ck_alloc(ck, cap * sizeof *np);
        if (!np) return NULL;
        if (o->nprops) memcpy(np, o->props, o->nprops * sizeof *np);
        o->props = np;
    }
    sx_prop *p = &o->props[o->nprops++];
    p->name = name;
    p->len = len;
    p->type = t;
    p->flags = flags;
    if (o->pindex && o->nprops * 2 <= o->picap) obj_index_put(o, o->nprops - 1);
    else if (o->nprops >= SX_OBJ_INDEXED) sx_ck_obj_reindex(ck, o);
    return p;
}

/* The second half of a get/set pair declared in an interface or type literal, of type t: the
 * property reads as the getter's type, and when the setter's type differs (TS 5.1's unrelated
 * accessor types) assignments to it are not checked (PF_WIDE_SETTER). */
void sx_ck_accessor_pair(sx_prop *pair, sx_type *t, bool is_getter) {
    if (pair->type == t) return;
    if (is_getter) pair->type = t;
    pair->flags |= PF_WIDE_SETTER;
}

void sx_ck_obj_add_sig(sx_ck *ck, sx_obj *o, sx_sig *s, bool ctor) {
    sx_sig ***arr = ctor ? &o->ctors : &o->calls;
    uint32_t *n = ctor ? &o->nctors : &o->ncalls;
    if ((*n & (*n - 1)) == 0) {
        uint32_t cap = *n ? *n * 2 : 2;
        sx_sig **na = sx_ck_alloc(ck, cap * sizeof *na);
        if (!na) return;
        if (*n) memcpy(na, *arr, *n * sizeof *na);
        *arr = na;
    }
    (*arr)[(*n)++] = s;
}

/* ---------------------------------------------------------------------------------------------
 * Predicates and widening
 * ------------------------------------------------------------------------------------------- */

bool sx_ck_t_is_array(sx_ck *ck, const sx_type *t) {
    return t->kind == TK_REF && (t->u.ref.decl == ck->pre->array || t->u.ref.decl == ck->pre->ro_array);
}

sx_type *sx_ck_t_elem(sx_ck *ck, sx_type *t) {
    if (sx_ck_t_is_array(ck, t)) return t->u.ref.n ? t->u.ref.args[0] : T_ANY(ck);
    if (t->kind == TK_TUPLE) {
        sx_type *v[64];
        uint32_t n = 0;
        for (uint32_t i = 0; i < t->u.set.n && n < 64; i++) {
            sx_type *e = t->u.set.t[i];
            if (t->u.set.ef && (t->u.set.ef[i] & TNF_REST)) e = sx_ck_t_elem(ck, e) ? sx_ck_t_elem(ck, e) : T_ANY(ck);
            v[n++] = e;
        }
        return sx_ck_t_union(ck, v, n);
    }
    return NULL;
}

bool sx_ck_t_has_kind(const sx_type *t, int kind) {
    if (t->kind == kind) return true;
    if (t->kind == TK_UNION)
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (t->u.set.t[i]->kind == kind) return true;
    return false;
}

bool sx_ck_t_is_nullish(const sx_type *t) {
    return t->kind == TK_NULL || t->kind == TK_UNDEFINED || t->kind == TK_VOID;
}

bool sx_ck_t_maybe_nullish(const sx_type *t) {
    return sx_ck_t_has_kind(t, TK_NULL) || sx_ck_t_has_kind(t, TK_UNDEFINED) || sx_ck_t_has_kind(t, TK_VOID);
}

bool sx_ck_t_is_literal(const sx_type *t) {
    return t->kind == TK_STRLIT || t->kind == TK_NUMLIT || t->kind == TK_TRUE || t->kind == TK_FALSE ||
           t->kind == TK_ENUMLIT || t->kind == TK_BIGLIT;
}

bool sx_ck_t_is_primitive_value(const sx_type *t) {
    switch (t->kind) {
    case TK_STRING:
    case TK_NUMBER:
    case TK_BIGINT:
    case TK_FALSE:
    case TK_TRUE:
    case TK_SYMBOL:
    case TK_STRLIT:
    case TK_NUMLIT:
    case TK_ENUMLIT:
    case TK_BIGLIT: return true;
    default: return false;
    }
}

const char *sx_ck_t_key_name(sx_ck *ck, sx_type *k, uint32_t *len) {
    const char *name = k->kind == TK_STRLIT   ? k->u.str.s
                       : k->kind == TK_NUMLIT ? sx_ck_t_str(ck, sx_ck_t_regular(k))
                                              : NULL;
    if (name) *len = k->kind == TK_STRLIT ? k->u.str.len : (uint32_t)strlen(name);
    return name;
}

bool sx_ck_t_is_unit(const sx_type *t) {
    return sx_ck_t_is_literal(t) || t->kind == TK_NULL || t->kind == TK_UNDEFINED;
}

bool sx_ck_t_same_literal(const sx_type *a, const sx_type *b) {
    return sx_ck_t_regular((sx_type *)a) == sx_ck_t_regular((sx_type *)b);
}

/* The object types being walked (a recursive type such as `type T = { kids: T[] }` refers back to
 * itself: meeting one again adds nothing new). */
typedef struct tp_path {
    const sx_obj *objs[64];
    uint32_t n;
    sx_type *const *only; /* NULL: any type parameter counts; else only these nonly ones */
    uint32_t nonly;
} tp_path;

static bool obj_contains_tparam(const sx_obj *o, tp_path *path);

/* Whether t mentions a type parameter (an object type already on the path: no). */
static bool contains_tparam(const sx_type *t, tp_path *path) {
    switch (t->kind) {
    case TK_TPARAM:
        if (!path->only) return true;
        for (uint32_t i = 0; i < path->nonly; i++)
            if (path->only[i] == t) return true;
        return false;
    case TK_UNION:
    case TK_INTER:
    case TK_TUPLE:
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (contains_tparam(t->u.set.t[i], path)) return true;
        return false;
    case TK_REF:
        for (uint32_t i = 0; i < t->u.ref.n; i++)
            if (contains_tparam(t->u.ref.args[i], path)) return true;
        return false;
    case TK_OBJ: {
        const sx_obj *o = t->u.obj;
        for (uint32_t i = 0; i < path->n; i++)
            if (path->objs[i] == o) return false;
        if (path->n == 64) return false;
        path->objs[path->n++] = o;
        bool found = obj_contains_tparam(o, path);
        path->n--;
        return found;
    }
    default: return false;
    }
}

static bool obj_contains_tparam(const sx_obj *o, tp_path *path) {
    for (uint32_t i = 0; i < o->nprops; i++)
        if (o->props[i].type && contains_tparam(o->props[i].type, path)) return true;
    for (uint32_t i = 0; i < o->ncalls; i++) {
        const sx_sig *s = o->calls[i];
        for (uint32_t j = 0; j < s->nparams; j++)
            if (s->params[j].type && contains_tparam(s->params[j].type, path)) return true;
        if ((s->ret && contains_tparam(s->ret, path)) || (s->pred && contains_tparam(s->pred, path))) return true;
    }
    return (o->str_index && contains_tparam(o->str_index, path)) ||
           (o->num_index && contains_tparam(o->num_index, path));
}

bool sx_ck_t_contains_tparam(const sx_type *t) {
    tp_path path;
    path.n = 0;
    path.only = NULL;
    return contains_tparam(t, &path);
}

/* Whether t mentions one of the n type parameters tps (a signature's own, say: the type
 * parameters of an enclosing generic function are fixed types inside its body). */
bool sx_ck_t_contains_tparam_of(const sx_type *t, sx_type *const *tps, uint32_t n) {
    tp_path path;
    path.n = 0;
    path.only = tps;
    path.nonly = n;
    return n > 0 && contains_tparam(t, &path);
}

/* Map each union member through f. */
static sx_type *map_union(sx_ck *ck, sx_type *t, sx_type *(*f)(sx_ck *, sx_type *)) {
    if (t->kind != TK_UNION) return f(ck, t);
    sx_type *small[32], **v = t->u.set.n <= 32 ? small : sx_ck_alloc(ck, t->u.set.n * sizeof *v);
    if (!v) return t;
    bool changed = false;
    for (uint32_t i = 0; i < t->u.set.n; i++) {
        v[i] = f(ck, t->u.set.t[i]);
        changed |= v[i] != t->u.set.t[i];
    }
    return changed ? sx_ck_t_union(ck, v, t->u.set.n) : t;
}

static sx_type *widen_one(sx_ck *ck, sx_type *t) {
    if (!(t->flags & TF_FRESH)) return t;
    if (t->kind == TK_STRLIT) return T_STRING(ck);
    if (t->kind == TK_NUMLIT) return T_NUMBER(ck);
    if (t->kind == TK_BIGLIT) return T_BIGINT(ck);
    return t;
}

static sx_type *base_one(sx_ck *ck, sx_type *t) {
    switch (t->kind) {
    case TK_STRLIT: return T_STRING(ck);
    case TK_NUMLIT: return T_NUMBER(ck);
    case TK_BIGLIT: return T_BIGINT(ck);
    case TK_TRUE:
    case TK_FALSE: return T_BOOLEAN(ck);
    case TK_ENUMLIT: return t->u.en.sym && t->u.en.sym->dtype ? t->u.en.sym->dtype : t;
    default: return t;
    }
}

sx_type *sx_ck_t_widen_literal(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_TRUE || t->kind == TK_FALSE)
        return t; /* boolean literals widen through the fresh flag of the expression; see sx_ck_expr_mutable */
    return map_union(ck, t, widen_one);
}

sx_type *sx_ck_t_base_primitive(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_UNION && t->alias && (t->alias->flags & SF_ENUM)) return t; /* an enum type is its own base */
    return map_union(ck, t, base_one);
}

static sx_type *widen_all_one(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_STRLIT) return T_STRING(ck);
    if (t->kind == TK_NUMLIT) return T_NUMBER(ck);
    if (t->kind == TK_BIGLIT) return T_BIGINT(ck);
    return t;
}

sx_type *sx_ck_t_widen_all_literal(sx_ck *ck, sx_type *t) { return map_union(ck, t, widen_all_one); }

sx_type *sx_ck_t_widen(sx_ck *ck, sx_type *t) { return sx_ck_t_widen_literal(ck, t); }

/* tsc's widening of a union of object literal types (getWidenedTypeOfObjectLiteral with its union
 * context): each object literal member gets the properties its object literal siblings have and it
 * lacks, as optional `undefined` (`[{ a: 1 }, { b: "x" }]` is `({ a: number; b?: undefined; } |
 * { b: string; a?: undefined; })[]`). Applied to what a declaration without annotation stores;
 * arrays' element types too. */
static bool is_objlit(const sx_type *t) { return t->kind == TK_OBJ && (t->flags & TF_OBJLIT) && !t->sym; }

/* Are a and b object literal types of the same shape (the same property names and flags, each
 * property's types the same type or again such twins)? tsc's subtype reduction of an array
 * literal's elements keeps one of them: `[{ name: "a" }, { name: "b" }]` is `{ name: string; }[]`. */
static bool objlit_twins(sx_ck *ck, const sx_type *a, const sx_type *b, int depth) {
    if (a == b) return true;
    if (depth > 8 || !is_objlit(a) || !is_objlit(b) || ((a->flags ^ b->flags) & TF_PARTIAL) || (a->flags & TF_PARTIAL))
        return false;
    const sx_obj *x = a->u.obj, *y = b->u.obj;
    if (x->nprops != y->nprops || x->ncalls || y->ncalls || x->nctors || y->nctors || x->str_index || y->str_index ||
        x->num_index || y->num_index)
        return false;
    for (uint32_t i = 0; i < x->nprops; i++) {
        const sx_prop *p = &x->props[i];
        const sx_prop *q = sx_ck_obj_find(y, p->name, p->len);
        if (!q || p->flags != q->flags || !p->type || !q->type) return false;
        if (p->type != q->type && !objlit_twins(ck, p->type, q->type, depth + 1)) return false;
    }
    return true;
}

/* t without the object literal members that have an earlier twin (t itself when none). */
static sx_type *drop_objlit_twins(sx_ck *ck, sx_type *t) {
    uint32_t n = t->u.set.n, m = 0;
    sx_type *small[16], **v = n <= 16 ? small : sx_ck_alloc(ck, n * sizeof *v);
    if (!v) return t;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *e = t->u.set.t[i];
        bool twin = false;
        /* (compared with the first 64 kept members only: a hostile union of thousands of shapes
         * stays linear) */
        for (uint32_t k = 0; k < m && k < 64 && !twin && is_objlit(e); k++) twin = objlit_twins(ck, v[k], e, 0);
        if (!twin) v[m++] = e;
    }
    return m == n ? t : m == 1 ? v[0] : sx_ck_t_union(ck, v, m);
}

static sx_type *normalize_union(sx_ck *ck, sx_type *t) {
    t = drop_objlit_twins(ck, t);
    if (t->kind != TK_UNION) return t;
    uint32_t n = t->u.set.n, nlit = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!is_objlit(t->u.set.t[i])) continue;
        if (t->u.set.t[i]->flags & TF_PARTIAL) return t; /* partly known: leave it */
        nlit++;
    }
    if (nlit < 2) return t;
    sx_type *small[16], **v = n <= 16 ? small : sx_ck_alloc(ck, n * sizeof *v);
    if (!v) return t;
    bool changed = false;
    for (uint32_t i = 0; i < n; i++) {
        sx_type *m = t->u.set.t[i];
        v[i] = m;
        if (!is_objlit(m)) continue;
        sx_obj *o = NULL;
        for (uint32_t k = 0; k < n; k++) { /* the siblings' properties, in union order */
            sx_type *sib = t->u.set.t[k];
            if (k == i || !is_objlit(sib)) continue;
            for (uint32_t q = 0; q < sib->u.obj->nprops; q++) {
                const sx_prop *sp = &sib->u.obj->props[q];
                if (sx_ck_obj_find(m->u.obj, sp->name, sp->len) || (o && sx_ck_obj_find(o, sp->name, sp->len)))
                    continue;
                if (!o) { /* a copy of m's members to extend */
                    o = sx_ck_obj_new(ck);
                    if (!o) return t;
                    for (uint32_t r = 0; r < m->u.obj->nprops; r++) {
                        const sx_prop *mp = &m->u.obj->props[r];
                        sx_prop *np = sx_ck_obj_add_prop(ck, o, mp->name, mp->len, mp->type, mp->flags);
                        if (np) np->owner = mp->owner;
                    }
                    o->calls = m->u.obj->calls, o->ncalls = m->u.obj->ncalls;
                    o->str_index = m->u.obj->str_index, o->num_index = m->u.obj->num_index;
                }
                sx_ck_obj_add_prop(ck, o, sp->name, sp->len, T_UNDEF(ck), PF_OPTIONAL);
            }
        }
        if (o) {
            sx_type *nt = sx_ck_t_obj(ck, o);
            nt->flags |= m->flags & (TF_OBJLIT | TF_FRESH);
            v[i] = nt;
            changed = true;
        }
    }
    return changed ? sx_ck_t_union(ck, v, n) : t;
}

sx_type *sx_ck_t_normalize_objlits(sx_ck *ck, sx_type *t) {
    if (++ck->depth > 40) {
        ck->depth--;
        return t;
    }
    if (t->kind == TK_UNION && !t->alias) t = normalize_union(ck, t);
    else if (t->kind == TK_REF && sx_ck_t_is_array(ck, t) && t->u.ref.n == 1 && !t->alias) {
        sx_type *e = sx_ck_t_normalize_objlits(ck, t->u.ref.args[0]);
        if (e != t->u.ref.args[0]) t = sx_ck_t_ref(ck, t->u.ref.decl, &e, 1);
    }
    ck->depth--;
    return t;
}

sx_type *sx_ck_t_remove(sx_ck *ck, sx_type *t, bool (*drop)(sx_ck *, sx_type *, void *), void *arg) {
    if (t->kind != TK_UNION) return drop(ck, t, arg) ? T_NEVER(ck) : t;
    sx_type *small[32], **v = t->u.set.n <= 32 ? small : sx_ck_alloc(ck, t->u.set.n * sizeof *v);
    if (!v) return t;
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->u.set.n; i++)
        if (!drop(ck, t->u.set.t[i], arg)) v[n++] = t->u.set.t[i];
    if (n == t->u.set.n) return t;
    return sx_ck_t_union(ck, v, n);
}

static bool drop_nullish(sx_ck *ck, sx_type *t, void *arg) {
    (void)ck, (void)arg;
    return sx_ck_t_is_nullish(t);
}

static bool drop_undefined(sx_ck *ck, sx_type *t, void *arg) {
    (void)ck, (void)arg;
    return t->kind == TK_UNDEFINED;
}

sx_type *sx_ck_t_without_undefined(sx_ck *ck, sx_type *t) { return sx_ck_t_remove(ck, t, drop_undefined, NULL); }

sx_type *sx_ck_t_non_nullable(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_UNKNOWN) return t;
    return sx_ck_t_remove(ck, t, drop_nullish, NULL);
}

/* The object of `x?.p` / `x?.[k]` (tsc's getOptionalExpressionType, getNonNullableType): unknown
 * less null and undefined is `{}`, whose members are Object's (`value?.valueOf()`). */
sx_type *sx_ck_t_chain_object(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_UNKNOWN) return sx_ck_t_obj(ck, sx_ck_obj_new(ck));
    return sx_ck_t_non_nullable(ck, t);
}

/* ---------------------------------------------------------------------------------------------
 * Printing like tsc's typeToString
 * ------------------------------------------------------------------------------------------- */

enum { PR_IN_ARRAY = 1, PR_IN_UNION = 2, PR_NO_ALIAS = 4 };

static void put_js_number(sx_buf *b, double v) {
    if (isnan(v)) {
        sx_ck_buf_puts(b, "NaN");
        return;
    }
    if (isinf(v)) {
        sx_ck_buf_puts(b, v < 0 ? "-Infinity" : "Infinity");
        return;
    }
    if (v == floor(v) && fabs(v) < 1e21) {
        sx_ck_buf_printf(b, "%.0f", v);
        return;
    }
    char tmp[40];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(tmp, sizeof tmp, "%.*g", prec, v);
        if (strtod(tmp, NULL) == v) break;
    }
    /* JS exponent style: 1e+21, 1.5e-7 (no zero padding) */
    char *e = strchr(tmp, 'e');
    if (e) {
        char mant[40];
        size_t ml = (size_t)(e - tmp);
        memcpy(mant, tmp, ml);
        mant[ml] = 0;
        int ex = atoi(e + 1);
        if (ex >= -6 && ex < 21) { /* JS prints these without exponent */
            sx_ck_buf_printf(b, "%.*f", ex < 0 ? -ex + (int)(ml > 2 ? ml - 2 : 0) : 0, v);
            return;
        }
        sx_ck_buf_printf(b, "%se%c%d", mant, ex < 0 ? '-' : '+', ex < 0 ? -ex : ex);
        return;
    }
    sx_ck_buf_puts(b, tmp);
}

static void put_str_lit(sx_buf *b, const char *s, uint32_t len) {
    sx_ck_buf_put(b, "\"", 1);
    for (uint32_t i = 0; i < len; i++) {
        char c = s[i];
        switch (c) {
        case '"': sx_ck_buf_puts(b, "\\\""); break;
        case '\\': sx_ck_buf_puts(b, "\\\\"); break;
        case '\n': sx_ck_buf_puts(b, "\\n"); break;
        case '\t': sx_ck_buf_puts(b, "\\t"); break;
        case '\r': sx_ck_buf_puts(b, "\\r"); break;
        default: sx_ck_buf_put(b, &c, 1);
        }
    }
    sx_ck_buf_put(b, "\"", 1);
}

/* ---- tsc's truncation of long types (its node builder's approximateLength; limit 160) ---- */

#define TRUNC_LIMIT 160

sx_trunc sx_ck_trunc_begin(sx_ck *ck) {
    sx_trunc saved = ck->trunc;
    ck->trunc = (sx_trunc){.len = 0, .on = true, .hit = false};
    return saved;
}

void sx_ck_trunc_end(sx_ck *ck, sx_trunc saved) { ck->trunc = saved; }

static void acc(sx_ck *ck, int32_t n) {
    if (ck->trunc.on) ck->trunc.len += n;
}

/* tsc's checkTruncationLength: once past the limit, truncating for the rest of the type. */
static bool truncating(sx_ck *ck) {
    if (!ck->trunc.on) return false;
    if (!ck->trunc.hit) ck->trunc.hit = ck->trunc.len > TRUNC_LIMIT;
    return ck->trunc.hit;
}

static bool is_fn_like(const sx_type *t) {
    if (t->kind != TK_OBJ || t->sym || t->alias) return false;
    const sx_obj *o = t->u.obj;
    return o->nprops == 0 && !o->str_index && !o->num_index && o->ncalls + o->nctors == 1;
}

static void print_prop_name(sx_buf *b, const char *name, uint32_t len, uint16_t flags) {
    if (flags & PF_SYMBOL) { /* `[brand]` as written */
        sx_ck_buf_put(b, name, len);
        return;
    }
    bool ident = len > 0 && !(name[0] >= '0' && name[0] <= '9');
    for (uint32_t i = 0; i < len && ident; i++) {
        unsigned char c = (unsigned char)name[i];
        ident = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
                c >= 0x80;
    }
    bool numeric = len > 0;
    for (uint32_t i = 0; i < len && numeric; i++) numeric = (name[i] >= '0' && name[i] <= '9');
    if (ident || (numeric && (len == 1 || name[0] != '0'))) sx_ck_buf_put(b, name, len);
    else put_str_lit(b, name, len);
}

void sx_ck_sig_print(sx_ck *ck, sx_buf *b, const sx_sig *s, bool arrow) {
    acc(ck, 3);
    if (s->ntps) {
        sx_ck_buf_puts(b, "<");
        for (uint32_t i = 0; i < s->ntps; i++) {
            if (i) sx_ck_buf_puts(b, ", ");
            sx_ck_t_print(ck, b, s->tps[i], 0);
            if (s->tps[i]->u.tp.constraint) {
                sx_ck_buf_puts(b, " extends ");
                sx_ck_t_print(ck, b, s->tps[i]->u.tp.constraint, 0);
            }
        }
        sx_ck_buf_puts(b, ">");
    }
    sx_ck_buf_puts(b, "(");
    for (uint32_t i = 0; i < s->nparams; i++) {
        const sx_param *p = &s->params[i];
        if (i) sx_ck_buf_puts(b, ", ");
        if (p->rest) sx_ck_buf_puts(b, "...");
        sx_ck_buf_put(b, p->name, p->len);
        acc(ck, (int32_t)p->len + 3);
        if (p->optional && !p->rest) sx_ck_buf_puts(b, "?");
        sx_ck_buf_puts(b, ": ");
        sx_type *pt = p->type ? p->type : T_ANY(ck);
        if (p->optional && !p->rest && !sx_ck_t_has_kind(pt, TK_UNDEFINED) && pt->kind != TK_ANY &&
            pt->kind != TK_UNKNOWN)
            pt = sx_ck_t_union2(ck, pt, T_UNDEF(ck));
        sx_ck_t_print(ck, b, pt, 0);
    }
    sx_ck_buf_puts(b, arrow ? ") => " : "): ");
    if (s->pred) {
        if (s->asserts) sx_ck_buf_puts(b, "asserts ");
        if (s->pred_index >= 0 && (uint32_t)s->pred_index < s->nparams)
            sx_ck_buf_put(b, s->params[s->pred_index].name, s->params[s->pred_index].len);
        else if (s->pred_index == SX_PRED_THIS) sx_ck_buf_puts(b, "this");
        sx_ck_buf_puts(b, " is ");
        sx_ck_t_print(ck, b, s->pred, 0);
    } else {
        sx_ck_t_print(ck, b, s->ret ? s->ret : T_ANY(ck), 0);
    }
}

static void print_obj(sx_ck *ck, sx_buf *b, sx_type *t) {
    const sx_obj *o = t->u.obj;
    if (is_fn_like(t)) {
        if (o->nctors) sx_ck_buf_puts(b, "new ");
        sx_ck_sig_print(ck, b, o->ncalls ? o->calls[0] : o->ctors[0], true);
        return;
    }
    if (o->nprops == 0 && o->ncalls == 0 && o->nctors == 0 && !o->str_index && !o->num_index) {
        sx_ck_buf_puts(b, "{}");
        acc(ck, 2);
        return;
    }
    if (truncating(ck)) {
        sx_ck_buf_puts(b, "{ ...; }");
        acc(ck, 2);
        return;
    }
    sx_ck_buf_puts(b, "{ ");
    for (uint32_t i = 0; i < o->ncalls; i++) {
        sx_ck_sig_print(ck, b, o->calls[i], false);
        sx_ck_buf_puts(b, "; ");
    }
    for (uint32_t i = 0; i < o->nctors; i++) {
        sx_ck_buf_puts(b, "new ");
        sx_ck_sig_print(ck, b, o->ctors[i], false);
        sx_ck_buf_puts(b, "; ");
    }
    if (o->str_index) {
        sx_ck_buf_printf(b, "%s[%s: string]: ", o->str_index_ro ? "readonly " : "",
                         o->str_index_name ? o->str_index_name : "x");
        acc(ck, (int32_t)strlen(o->str_index_name ? o->str_index_name : "x") + 4 + 6);
        sx_ck_t_print(ck, b, o->str_index, 0);
        sx_ck_buf_puts(b, "; ");
    }
    if (o->num_index) {
        sx_ck_buf_printf(b, "%s[%s: number]: ", o->num_index_ro ? "readonly " : "",
                         o->num_index_name ? o->num_index_name : "x");
        acc(ck, (int32_t)strlen(o->num_index_name ? o->num_index_name : "x") + 4 + 6);
        sx_ck_t_print(ck, b, o->num_index, 0);
        sx_ck_buf_puts(b, "; ");
    }
    for (uint32_t i = 0; i < o->nprops; i++) {
        if (truncating(ck) && i + 3 < o->nprops - 1) { /* tsc: `... N more ...;` then the last member */
            sx_ck_buf_printf(b, "... %u more ...; ", o->nprops - i - 1);
            i = o->nprops - 1;
        }
        const sx_prop *p = &o->props[i];
        sx_type *pt = p->type ? p->type : T_ANY(ck);
        acc(ck, (int32_t)p->len + 1);
        if ((p->flags & PF_METHOD) && pt->kind == TK_OBJ && pt->u.obj->ncalls >= 1 && pt->u.obj->nprops == 0) {
            for (uint32_t k = 0; k < pt->u.obj->ncalls; k++) {
                print_prop_name(b, p->name, p->len, p->flags);
                if (p->flags & PF_OPTIONAL) sx_ck_buf_puts(b, "?");
                sx_ck_sig_print(ck, b, pt->u.obj->calls[k], false);
                sx_ck_buf_puts(b, "; ");
            }
            continue;
        }
        if (p->flags & PF_READONLY) sx_ck_buf_puts(b, "readonly "), acc(ck, 9);
        print_prop_name(b, p->name, p->len, p->flags);
        if (p->flags & PF_OPTIONAL) {
            sx_ck_buf_puts(b, "?");
            if (!sx_ck_t_has_kind(pt, TK_UNDEFINED) && pt->kind != TK_ANY && pt->kind != TK_UNKNOWN)
                pt = sx_ck_t_union2(ck, pt, T_UNDEF(ck));
        }
        sx_ck_buf_puts(b, ": ");
        sx_ck_t_print(ck, b, pt, 0);
        sx_ck_buf_puts(b, "; ");
    }
    sx_ck_buf_puts(b, "}");
    acc(ck, 2);
}

static void print_args(sx_ck *ck, sx_buf *b, sx_type **args, uint32_t n) {
    if (!n) return;
    sx_ck_buf_puts(b, "<");
    if (truncating(ck)) {
        sx_ck_buf_puts(b, "...>");
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        if (i) sx_ck_buf_puts(b, ", ");
        if (truncating(ck) && i + 3 < n - 1) {
            sx_ck_buf_printf(b, "... %u more ..., ", n - i - 1);
            i = n - 1;
        }
        acc(ck, 2);
        sx_ck_t_print(ck, b, args[i], 0);
    }
    sx_ck_buf_puts(b, ">");
}

/* A union's or intersection's members as tsc's mapToTypeNodes writes a bare list: `A | ... N more ... | Z`
 * once truncating. */
static void print_members(sx_ck *ck, sx_buf *b, sx_type **v, uint32_t n, const char *sep, int flags) {
    if (truncating(ck) && n > 2) { /* already truncating: the first, the count, the last */
        sx_ck_t_print(ck, b, v[0], flags);
        sx_ck_buf_printf(b, "%s... %u more ...%s", sep, n - 2, sep);
        sx_ck_t_print(ck, b, v[n - 1], flags);
        return;
    }
    for (uint32_t i = 0; i < n; i++) {
        if (i) sx_ck_buf_puts(b, sep);
        if (truncating(ck) && i + 3 < n - 1) {
            sx_ck_buf_printf(b, "... %u more ...%s", n - i - 1, sep);
            i = n - 1;
        }
        acc(ck, 2);
        sx_ck_t_print(ck, b, v[i], flags);
    }
}

void sx_ck_t_print(sx_ck *ck, sx_buf *b, sx_type *t, int flags) {
    static const char *const names[] = {"any",   "unknown", "undefined", "null", "string", "number", "bigint",
                                        "false", "true",    "symbol",    "void", "never",  "object"};
    if (!t) {
        sx_ck_buf_puts(b, "any");
        acc(ck, 3);
        return;
    }
    if (++ck->depth > 40) { /* deeply nested or recursive: tsc prints `...` */
        sx_ck_buf_puts(b, "...");
        ck->depth--;
        return;
    }
    if (t->flags & TF_PATTERN) { /* a template literal type, printed as written */
        sx_ck_buf_puts(b, "`");
        sx_ck_buf_put(b, t->u.str.s, t->u.str.len);
        sx_ck_buf_puts(b, "`");
        acc(ck, (int32_t)t->u.str.len + 2);
        ck->depth--;
        return;
    }
    if (t->alias && !(flags & PR_NO_ALIAS)) {
        sx_ck_buf_put(b, t->alias->name, t->alias->len);
        acc(ck, (int32_t)t->alias->len + 1);
        print_args(ck, b, t->alias_args, t->nalias_args);
        ck->depth--;
        return;
    }
    if (t->kind == TK_UNION && !t->alias && t->nalias_args == 1 && !(flags & PR_NO_ALIAS)) { /* keyof_origin */
        sx_ck_buf_puts(b, "keyof ");
        acc(ck, 6);
        sx_ck_t_print(ck, b, t->alias_args[0], PR_IN_ARRAY);
        ck->depth--;
        return;
    }
    bool paren = false;
    size_t at = b->n; /* literals and keywords: tsc counts what they print */
    switch (t->kind) {
    case TK_STRLIT:
        put_str_lit(b, t->u.str.s, t->u.str.len);
        acc(ck, (int32_t)t->u.str.len + 2);
        break;
    case TK_NUMLIT:
        put_js_number(b, t->u.num);
        acc(ck, (int32_t)(b->n - at));
        break;
    case TK_BIGLIT:
        sx_ck_buf_put(b, t->u.str.s, t->u.str.len);
        sx_ck_buf_puts(b, "n");
        acc(ck, (int32_t)t->u.str.len + 1);
        break;
    case TK_ENUMLIT:
        if (t->u.en.sym) sx_ck_buf_put(b, t->u.en.sym->name, t->u.en.sym->len);
        if (t->u.en.member) {
            sx_ck_buf_puts(b, ".");
            sx_ck_buf_put(b, t->u.en.member->name, t->u.en.member->len);
        }
        acc(ck, (int32_t)(b->n - at) + 1);
        break;
    case TK_ENUM:
        sx_ck_buf_put(b, t->u.en.sym->name, t->u.en.sym->len);
        acc(ck, (int32_t)t->u.en.sym->len + 1);
        break;
    case TK_UNION: {
        /* no parentheses for what prints as one word: `boolean[]`, not `(boolean)[]` */
        paren = (flags & PR_IN_ARRAY) != 0 &&
                !(t->u.set.n == 2 && t->u.set.t[0]->kind == TK_FALSE && t->u.set.t[1]->kind == TK_TRUE);
        if (paren) sx_ck_buf_puts(b, "(");
        if (t->u.set.n == 2 && t->u.set.t[0]->kind == TK_FALSE && t->u.set.t[1]->kind == TK_TRUE) {
            sx_ck_buf_puts(b, "boolean");
            acc(ck, 7);
            break;
        }
        /* formatUnionTypes: false|true prints as boolean, null and undefined go last */
        uint32_t n = t->u.set.n, k = 0;
        sx_type *small[16], **v = n <= 16 ? small : sx_ck_alloc(ck, n * sizeof *v);
        if (!v) break;
        sx_type *null_t = NULL, *undef_t = NULL;
        for (uint32_t i = 0; i < n; i++) {
            sx_type *m = t->u.set.t[i];
            if (m->kind == TK_NULL) null_t = m;
            else if (m->kind == TK_UNDEFINED) undef_t = m;
            else if (m->kind == TK_FALSE && i + 1 < n && t->u.set.t[i + 1]->kind == TK_TRUE)
                v[k++] = T_BOOLEAN(ck), i++;
            else v[k++] = m;
        }
        if (null_t) v[k++] = null_t;
        if (undef_t) v[k++] = undef_t;
        print_members(ck, b, v, k, " | ", PR_IN_UNION);
        break;
    }
    case TK_INTER:
        paren = (flags & (PR_IN_ARRAY | PR_IN_UNION)) != 0;
        if (paren) sx_ck_buf_puts(b, "(");
        print_members(ck, b, t->u.set.t, t->u.set.n, " & ", PR_IN_UNION);
        break;
    case TK_REF:
        if (sx_ck_t_is_array(ck, t)) {
            /* `readonly` as an array's element is parenthesized: `(readonly string[])[]` */
            paren = (flags & PR_IN_ARRAY) && t->u.ref.decl == ck->pre->ro_array;
            if (paren) sx_ck_buf_puts(b, "(");
            if (t->u.ref.decl == ck->pre->ro_array) sx_ck_buf_puts(b, "readonly ");
            sx_ck_t_print(ck, b, t->u.ref.n ? t->u.ref.args[0] : NULL, PR_IN_ARRAY);
            sx_ck_buf_puts(b, "[]");
        } else {
            sx_ck_buf_put(b, t->u.ref.decl->name, t->u.ref.decl->len);
            acc(ck, (int32_t)t->u.ref.decl->len + 1);
            print_args(ck, b, t->u.ref.args, t->u.ref.n);
        }
        break;
    case TK_TUPLE:
        paren = (flags & PR_IN_ARRAY) && (t->flags & TF_READONLY); /* `(readonly [K, V])[]` */
        if (paren) sx_ck_buf_puts(b, "(");
        if (t->flags & TF_READONLY) sx_ck_buf_puts(b, "readonly ");
        sx_ck_buf_puts(b, "[");
        for (uint32_t i = 0; i < t->u.set.n; i++) {
            uint8_t f = t->u.set.ef ? t->u.set.ef[i] : 0;
            sx_type *e = t->u.set.t[i];
            if (i) sx_ck_buf_puts(b, ", ");
            acc(ck, 2);
            if (f & TNF_REST) sx_ck_buf_puts(b, "...");
            if (f & TNF_OPTIONAL) {
                if (!sx_ck_t_has_kind(e, TK_UNDEFINED)) e = sx_ck_t_union2(ck, e, T_UNDEF(ck));
                sx_ck_t_print(ck, b, e, PR_IN_ARRAY);
                sx_ck_buf_puts(b, "?");
            } else {
                sx_ck_t_print(ck, b, e, 0);
            }
        }
        sx_ck_buf_puts(b, "]");
        break;
    case TK_TPARAM:
        sx_ck_buf_put(b, t->u.tp.sym->name, t->u.tp.sym->len);
        acc(ck, (int32_t)t->u.tp.sym->len + 1);
        break;
    case TK_OBJ:
        if (t->sym) {
            sx_ck_buf_puts(b, "typeof ");
            sx_ck_buf_put(b, t->sym->name, t->sym->len);
            acc(ck, (int32_t)t->sym->len + 1);
            break;
        }
        paren = (flags & (PR_IN_ARRAY | PR_IN_UNION)) && is_fn_like(t);
        if (paren) sx_ck_buf_puts(b, "(");
        print_obj(ck, b, t);
        break;
    default: {
        static const uint8_t lens[] = {3, 0, 9, 4, 6, 6, 6, 5, 4, 6, 4, 5, 6}; /* tsc's counts (unknown: none) */
        sx_ck_buf_puts(b, t->kind <= TK_NONPRIM ? names[t->kind] : "any");
        acc(ck, t->kind <= TK_NONPRIM ? lens[t->kind] : 3);
        break;
    }
    }
    if (paren) sx_ck_buf_puts(b, ")");
    ck->depth--;
}

char *sx_ck_t_str(sx_ck *ck, sx_type *t) {
    sx_buf b = {0};
    sx_trunc saved = sx_ck_trunc_begin(ck);
    sx_ck_t_print(ck, &b, t, 0);
    sx_ck_trunc_end(ck, saved);
    if (b.n >= 2 * TRUNC_LIMIT) { /* tsc's typeToString: a result of 320 characters or more is cut */
        b.n = 2 * TRUNC_LIMIT - 3;
        while (b.n > 0 && ((unsigned char)b.s[b.n] & 0xC0) == 0x80) b.n--; /* (not inside a character) */
        sx_ck_buf_puts(&b, "...");
    }
    char *s = sx_ck_alloc(ck, b.n + 1);
    if (s && b.s) memcpy(s, b.s, b.n + 1);
    sx_ck_buf_free(&b);
    return s ? s : (char *)"";
}
