/* ts_heap.c - tree-sitter's allocations during one parse come from a bump heap dropped in one go. */
#include "frontend/ts_heap.h"

#include "frontend/block_cache.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

/*
 * Why: a parse of 50 lines makes about a thousand small mallocs (subtrees, stack nodes, arrays)
 * and frees almost all of them again when the tree is deleted; that bookkeeping was ~15% of the
 * parse. Inside sx_ts_heap_begin/end every tree-sitter allocation of this thread is carved from a
 * few large blocks instead, `free` is a no-op for them, and sx_ts_heap_end releases the blocks.
 *
 * tree-sitter only offers one process-wide set of allocation functions (ts_set_allocator), so
 * ours are installed once and find the heap of the calling thread through a thread-local
 * pointer; with no heap active they are plain malloc/calloc/realloc/free. Allocations carry no
 * size header (ts_malloc says why), packed 8-byte aligned: a 500-line parse's tree takes 0.86 MB
 * where 16-byte headers and alignment made it 1.06 MB, and less memory is fewer cache misses.
 *
 * Memory is bounded: past the heap's cap (SX_TS_HEAP_CAP for parses) of blocks the heap "spills" and hands out plain
 * malloc memory, which must then be freed the usual way (sx_ts_heap_owns_all says whether the
 * tree and parser still need ts_tree_delete/ts_parser_delete).
 */

#define SX_TS_HEAP_FIRST_BLOCK (128u * 1024u) /* a 50-line parse peaks at about 116 KiB */
#define SX_TS_ALIGN 8u                        /* tree-sitter's data holds nothing wider than a pointer */

typedef struct sx_ts_block {
    struct sx_ts_block *next;
    char *end; /* one past the block's last byte */
} sx_ts_block;

#define SX_TS_BLOCK_HEADER ((sizeof(sx_ts_block) + SX_TS_ALIGN - 1) & ~(size_t)(SX_TS_ALIGN - 1))

static _Thread_local sx_ts_heap *sx_ts_active; /* the heap of the parse running on this thread */

static size_t ts_round(size_t n) { return (n + SX_TS_ALIGN - 1) & ~(size_t)(SX_TS_ALIGN - 1); }

/* The block holding p, one of the heap's allocations (NULL: not the heap's). Few blocks: they
 * double in size. */
static const sx_ts_block *ts_heap_block_of(const sx_ts_heap *h, const void *p) {
    for (const sx_ts_block *b = h->blocks; b; b = b->next)
        if ((const char *)p > (const char *)b && (const char *)p < b->end) return b;
    return NULL;
}

/* Add a block with room for at least `need` bytes; false when the cap is reached or malloc fails. */
static bool ts_heap_grow(sx_ts_heap *h, size_t need) {
    size_t size = h->blocks ? h->block_bytes * 2 : SX_TS_HEAP_FIRST_BLOCK;
    if (size < need + SX_TS_BLOCK_HEADER) size = need + SX_TS_BLOCK_HEADER;
    if (h->total_bytes + size > h->cap) return false;
    sx_ts_block *b = sx_block_take(size);
    if (!b) return false;
    b->next = h->blocks;
    b->end = (char *)b + size;
    h->blocks = b;
    h->block_bytes = size;
    h->total_bytes += size;
    h->cur = (char *)b + SX_TS_BLOCK_HEADER;
    h->end = b->end;
    return true;
}

static void *ts_heap_alloc(sx_ts_heap *h, size_t n) {
    if (n > h->cap) return NULL;
    size_t need = ts_round(n ? n : 1);
    if ((size_t)(h->end - h->cur) < need && !ts_heap_grow(h, need)) return NULL;
    h->last = h->cur;
    h->cur += need;
    return h->last;
}

/* -- the functions given to tree-sitter ------------------------------------------------------ */

/* The heap full or absent, or a request past its cap: ts_heap_alloc's slow path, then malloc
 * (kept out of line, so that the common path below saves no registers). */
static __attribute__((noinline)) void *ts_malloc_slow(sx_ts_heap *h, size_t n);

/* Called for every node tree-sitter builds (thousands a parse): the common case, a small request
 * that fits the current block, is this short path without further calls. Allocations carry no
 * header (a parse makes about nine thousand; a size word each would make the tree 14% larger):
 * only the latest one's size is known, as the distance to `cur`, which is all that freeing and
 * growing in place need. */
static void *ts_malloc(size_t n) {
    sx_ts_heap *h = sx_ts_active;
    if (h && n - 1 < h->cap) { /* 1 <= n <= cap (n == 0 wraps round: the slow path) */
        size_t need = ts_round(n);
        if ((size_t)(h->end - h->cur) >= need) {
            h->last = h->cur;
            h->cur += need;
            return h->last;
        }
    }
    return ts_malloc_slow(h, n);
}

static __attribute__((noinline)) void *ts_malloc_slow(sx_ts_heap *h, size_t n) {
    void *p = h ? ts_heap_alloc(h, n) : NULL;
    if (p) return p;
    if (h) h->spilled = true;
    p = malloc(n ? n : 1);
    if (!p) /* what tree-sitter's own allocator does: it cannot continue without memory */
        abort();
    return p;
}

static void *ts_calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) abort();
    void *p = ts_malloc(count * size);
    memset(p, 0, count * size);
    return p;
}

static void ts_free(void *p) {
    sx_ts_heap *h = sx_ts_active;
    if (!p) return;
    if (h && p == h->last) { /* the latest allocation: take its room back */
        h->cur = h->last;
        h->last = NULL;
        return;
    }
    if (h && ts_heap_block_of(h, p)) return; /* goes with the heap */
    free(p);
}

/* Growing or shrinking an allocation: the latest one changes size in place when its block has
 * room. Any other is copied, as much of it as can be its own bytes (up to n, not past its block's
 * used part): the bytes past its old size are uninitialised for realloc's caller anyway. */
static void *ts_realloc(void *p, size_t n) {
    sx_ts_heap *h = sx_ts_active;
    if (!p) return ts_malloc(n);
    const sx_ts_block *b = h ? ts_heap_block_of(h, p) : NULL;
    if (!b) {
        void *q = realloc(p, n ? n : 1);
        if (!q) abort();
        return q;
    }
    size_t want = ts_round(n ? n : 1);
    if (p == h->last && (size_t)(h->end - (char *)p) >= want) {
        h->cur = (char *)p + want;
        return p;
    }
    const char *used_end = b == h->blocks ? h->cur : b->end;
    size_t keep = (size_t)(used_end - (char *)p);
    if (keep > n) keep = n;
    void *q = ts_malloc(n);
    memcpy(q, p, keep);
    return q;
}

static pthread_once_t sx_ts_installed = PTHREAD_ONCE_INIT;

static void ts_install(void) { ts_set_allocator(ts_malloc, ts_calloc, ts_realloc, ts_free); }

/* -- the heap's life ------------------------------------------------------------------------- */

void sx_ts_heap_begin(sx_ts_heap *h, size_t cap) {
    pthread_once(&sx_ts_installed, ts_install);
    memset(h, 0, sizeof *h);
    h->cap = cap;
    sx_ts_active = h;
}

bool sx_ts_heap_owns_all(const sx_ts_heap *h) { return h->blocks != NULL && !h->spilled; }

void sx_ts_heap_end(sx_ts_heap *h) {
    sx_ts_active = NULL;
    for (sx_ts_block *b = h->blocks, *next; b; b = next) {
        next = b->next;
        sx_block_give(b, (size_t)(b->end - (char *)b));
    }
    h->blocks = NULL;
    h->cur = h->end = h->last = NULL;
}
