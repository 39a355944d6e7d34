/* codecache.c - a machine's compiled modules, kept outside any VM and loaded into each call's fresh VM. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "api/codecache.h"

/*
 * Every call of a machine runs in a fresh VM, so a module imported by ten calls (or by ten
 * contexts) would be parsed and compiled ten times. Instead the first compile is written into a
 * flat block of host memory owned by the machine (no pointer in it: strings are their code
 * units, nested functions follow their parent), keyed by XXH3-128 of the module's source. A later
 * VM loading the same source rebuilds its sx_proto tree from the block: a few copies and one
 * interning per string, no parse, no compile. The file name is not in the block (two files with
 * the same text share it; each load names its own file).
 *
 * The cache is bounded (max_bytes, counted in secexec_machine_memory); past it the oldest
 * entries go. A function whose constants hold an object (a tagged template's strings array) is
 * not cached: the VM compiles it as before. Loading allocates through the VM's accounting
 * allocator like compiling does; running costs the same instructions either way (compiling is
 * not metered), so a cached run counts exactly what an uncached one does.
 */

/* A field added to sx_proto must be written and read below too. */
_Static_assert(sizeof(void *) != 8 || sizeof(sx_proto) == 128, "sx_proto changed: update api/codecache.c");

typedef struct entry {
    XXH128_hash_t key;
    unsigned char *data;
    size_t len;
    struct entry *next; /* newer */
} entry;

struct sx_codecache {
    pthread_mutex_t lock;
    entry *oldest, *newest;
    size_t bytes, max_bytes;
    uint64_t hits, misses;
};

sx_codecache *sx_codecache_new(size_t max_bytes) {
    sx_codecache *c = calloc(1, sizeof *c);
    if (c == NULL) return NULL;
    pthread_mutex_init(&c->lock, NULL);
    c->max_bytes = max_bytes;
    return c;
}

void sx_codecache_free(sx_codecache *c) {
    if (c == NULL) return;
    for (entry *e = c->oldest, *n; e != NULL; e = n) {
        n = e->next;
        free(e->data);
        free(e);
    }
    pthread_mutex_destroy(&c->lock);
    free(c);
}

size_t sx_codecache_bytes(sx_codecache *c) {
    if (c == NULL) return 0;
    pthread_mutex_lock(&c->lock);
    size_t n = c->bytes;
    pthread_mutex_unlock(&c->lock);
    return n;
}

void sx_codecache_stats(sx_codecache *c, uint64_t *hits, uint64_t *misses) {
    pthread_mutex_lock(&c->lock);
    *hits = c->hits;
    *misses = c->misses;
    pthread_mutex_unlock(&c->lock);
}

/* -- writing a proto tree into a block -- */

typedef struct writer {
    unsigned char *s;
    size_t n, cap;
    bool failed; /* out of memory, or something not cacheable */
} writer;

static void put(writer *w, const void *p, size_t n) {
    if (w->failed) return;
    if (w->n + n > w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 1024;
        while (cap < w->n + n) cap *= 2;
        unsigned char *s = realloc(w->s, cap);
        if (s == NULL) return (void)(w->failed = true);
        w->s = s;
        w->cap = cap;
    }
    memcpy(w->s + w->n, p, n);
    w->n += n;
}
static void put32(writer *w, uint32_t v) { put(w, &v, sizeof v); }

enum { K_NUMBER, K_STRING, K_IMMEDIATE, K_NONE };

static void put_string(writer *w, const sx_string *s) {
    if (s == NULL) return put32(w, UINT32_MAX);
    put32(w, s->len);
    put(w, &s->wide, 1);
    put(w, sx_string_units(s), (size_t)s->len * (s->wide ? 2 : 1));
}

static void put_proto(writer *w, const sx_proto *p, int depth) {
    if (depth > 1000) return (void)(w->failed = true);
    uint32_t head[5] = {p->ncode, p->nconsts, p->nprotos, p->nupvals, p->ncallsites};
    uint16_t small[4] = {p->nparams, p->nregs, p->length, p->flags};
    put(w, head, sizeof head);
    put(w, small, sizeof small);
    put_string(w, p->name);
    put(w, p->code, (size_t)p->ncode * sizeof *p->code);
    put(w, p->lines, (size_t)p->ncode * sizeof *p->lines);
    for (uint32_t i = 0; i < p->nconsts && !w->failed; i++) {
        sx_value v = p->consts[i];
        uint8_t kind = sx_is_number(v) ? K_NUMBER : sx_is_string(v) ? K_STRING : sx_is_object(v) ? K_NONE : K_IMMEDIATE;
        if (kind == K_NONE) return (void)(w->failed = true); /* a template's strings array */
        put(w, &kind, 1);
        if (kind == K_STRING) put_string(w, sx_as_string(v));
        else put(w, &v, sizeof v);
    }
    put(w, p->upvals, (size_t)p->nupvals * sizeof *p->upvals);
    put(w, p->callsites, (size_t)p->ncallsites * sizeof *p->callsites);
    for (uint32_t i = 0; i < p->nprotos; i++) put_proto(w, p->protos[i], depth + 1);
}

void sx_codecache_store(sx_codecache *c, XXH128_hash_t key, const sx_proto *p) {
    writer w = {0};
    put_proto(&w, p, 0);
    entry *e = w.failed ? NULL : malloc(sizeof *e);
    if (e == NULL || w.n + sizeof *e > c->max_bytes) {
        free(w.s);
        free(e);
        return;
    }
    e->key = key;
    e->data = w.s;
    e->len = w.n;
    e->next = NULL;
    pthread_mutex_lock(&c->lock);
    bool present = false;
    for (entry *x = c->oldest; x != NULL && !present; x = x->next) present = XXH128_isEqual(x->key, key);
    while (!present && c->oldest != NULL && c->bytes + w.n + sizeof *e > c->max_bytes) { /* the oldest go */
        entry *old = c->oldest;
        c->oldest = old->next;
        if (c->oldest == NULL) c->newest = NULL;
        c->bytes -= old->len + sizeof *old;
        free(old->data);
        free(old);
    }
    if (!present) {
        if (c->newest) c->newest->next = e;
        else c->oldest = e;
        c->newest = e;
        c->bytes += w.n + sizeof *e;
    }
    pthread_mutex_unlock(&c->lock);
    if (present) {
        free(w.s);
        free(e);
    }
}

/* -- reading a block back into a VM -- */

typedef struct reader {
    const unsigned char *s;
    size_t n, pos;
    sx_vm *vm;
    sx_string *filename;
    bool failed;
} reader;

static void get(reader *r, void *p, size_t n) {
    if (r->failed || n > r->n - r->pos) {
        r->failed = true;
        memset(p, 0, n);
        return;
    }
    memcpy(p, r->s + r->pos, n);
    r->pos += n;
}

/* A copy of the next n bytes in VM memory (NULL when n is 0 or on failure). */
static void *get_array(reader *r, size_t n) {
    if (n == 0 || r->failed) return NULL;
    void *p = sx_mem_realloc(r->vm, NULL, 0, n);
    if (p == NULL) return (void)(r->failed = true), (void)sx_throw_oom(r->vm), NULL;
    get(r, p, n);
    return p;
}

static sx_string *get_string(reader *r) {
    uint32_t len;
    uint8_t wide;
    get(r, &len, sizeof len);
    if (len == UINT32_MAX || r->failed) return NULL;
    get(r, &wide, 1);
    size_t bytes = (size_t)len * (wide ? 2 : 1);
    if (r->failed || bytes > r->n - r->pos) return (void)(r->failed = true), NULL;
    const unsigned char *units = r->s + r->pos;
    r->pos += bytes;
    sx_string *s;
    if (wide) { /* the block packs the units at any offset: copied to aligned memory first */
        uint16_t *aligned = malloc(bytes ? bytes : 1);
        if (aligned == NULL) return (void)(r->failed = true), (void)sx_throw_oom(r->vm), NULL;
        memcpy(aligned, units, bytes);
        s = sx_string_new_utf16(r->vm, aligned, len);
        free(aligned);
    } else {
        s = sx_string_new_latin1(r->vm, units, len);
    }
    s = s ? sx_string_intern(r->vm, s) : NULL;
    if (s == NULL) r->failed = true, (void)sx_throw_oom(r->vm);
    return s;
}

/* Each array is attached together with its count, so a proto left half-built on failure is
 * still consistent for the collector to free (as in compiler/emit.c). */
static sx_proto *get_proto(reader *r) {
    uint32_t head[5];
    uint16_t small[4];
    get(r, head, sizeof head);
    get(r, small, sizeof small);
    sx_proto *p = r->failed ? NULL : sx_proto_new(r->vm);
    if (p == NULL) return (void)(r->failed = true), NULL;
    p->nparams = small[0];
    p->nregs = small[1];
    p->length = small[2];
    p->flags = small[3];
    p->filename = r->filename;
    p->name = get_string(r);
    sx_instr *code = get_array(r, (size_t)head[0] * sizeof *code);
    sx_lineinfo *lines = get_array(r, (size_t)head[0] * sizeof *lines);
    if (code && lines) p->code = code, p->lines = lines, p->ncode = head[0];
    else {
        if (code) sx_mem_free(r->vm, code, (size_t)head[0] * sizeof *code);
        if (lines) sx_mem_free(r->vm, lines, (size_t)head[0] * sizeof *lines);
    }
    sx_value *consts = head[1] ? sx_mem_realloc(r->vm, NULL, 0, (size_t)head[1] * sizeof *consts) : NULL;
    if (head[1] && consts == NULL) r->failed = true, (void)sx_throw_oom(r->vm);
    for (uint32_t i = 0; consts && i < head[1]; i++) consts[i] = SX_UNDEFINED;
    if (consts) p->consts = consts, p->nconsts = head[1];
    for (uint32_t i = 0; consts && i < head[1] && !r->failed; i++) {
        uint8_t kind;
        get(r, &kind, 1);
        if (kind == K_STRING) {
            sx_string *s = get_string(r);
            if (s) consts[i] = sx_from_string(s);
        } else {
            get(r, &consts[i], sizeof consts[i]);
        }
    }
    sx_upval_desc *up = get_array(r, (size_t)head[3] * sizeof *up);
    if (up) p->upvals = up, p->nupvals = head[3];
    sx_callsite_name *cs = get_array(r, (size_t)head[4] * sizeof *cs);
    if (cs) p->callsites = cs, p->ncallsites = head[4];
    sx_proto **kids = head[2] ? sx_mem_realloc(r->vm, NULL, 0, (size_t)head[2] * sizeof *kids) : NULL;
    if (head[2] && kids == NULL) r->failed = true, (void)sx_throw_oom(r->vm);
    for (uint32_t i = 0; kids && i < head[2]; i++) {
        kids[i] = r->failed ? NULL : get_proto(r);
        if (kids[i] == NULL) { /* give the array back: a proto's children are never NULL */
            /* the children made so far are unreachable: the collector frees them */
            sx_mem_free(r->vm, kids, (size_t)head[2] * sizeof *kids);
            kids = NULL;
            r->failed = true;
        }
    }
    if (kids) p->protos = kids, p->nprotos = head[2];
    return r->failed ? NULL : p;
}

sx_proto *sx_codecache_load(sx_codecache *c, sx_vm *vm, XXH128_hash_t key, sx_string *filename) {
    pthread_mutex_lock(&c->lock);
    entry *e = c->oldest;
    while (e != NULL && !XXH128_isEqual(e->key, key)) e = e->next;
    sx_proto *p = NULL;
    if (e != NULL) {
        reader r = {e->data, e->len, 0, vm, filename, false};
        p = get_proto(&r);
        if (p != NULL && r.pos != r.n) p = NULL;
    }
    if (p != NULL) c->hits++;
    else c->misses++;
    pthread_mutex_unlock(&c->lock);
    return p;
}
