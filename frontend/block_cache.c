/* block_cache.c - a per-thread cache of the large blocks parses and checks take and drop again. */
#include "frontend/block_cache.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

/*
 * Why: a check of 50 lines takes about 370 KiB in blocks (tree-sitter's heap, the parse's and the
 * checker's arenas) and frees them all at its end. glibc then hands the top of its heap back to
 * the kernel (it trims free space past 128 KiB), so the next check grows the heap again and
 * faults in fresh zeroed pages: 2 brk calls and 8 page faults a check, a tenth of a 50-line
 * check's wall time and a third of a 2-line check's.
 *
 * Kept instead, the blocks serve the thread's next parse or check warm. The cache is the thread's
 * own (no locks, nothing shared between threads), holds at most SX_BLOCK_CACHE_BYTES, and what it
 * holds is freed when the thread exits. Blocks are matched by exact size: parses and checks ask
 * for the same few sizes (16 KiB arena blocks, tree-sitter's first 128 KiB heap block). Blocks
 * past SX_BLOCK_CACHE_MAX go back to malloc: kept, tree-sitter's later heap blocks (256 KiB,
 * 512 KiB...) made a 500-line check about 10% slower than malloc's own reuse does.
 * Contents are never read across uses: every caller treats a block as uninitialised memory.
 */

#define SX_BLOCK_CACHE_BYTES (1024u * 1024u) /* a 50-line check needs about 370 KiB */
#define SX_BLOCK_CACHE_SLOTS 48u             /* blocks kept at most (16 KiB arena blocks, mostly) */
#define SX_BLOCK_CACHE_MIN 4096u             /* smaller blocks are malloc's business */
#define SX_BLOCK_CACHE_MAX (128u * 1024u)    /* and so are larger ones (see above) */

/* Is a block of this size one the cache keeps? */
static bool block_cache_keeps(size_t size) { return size >= SX_BLOCK_CACHE_MIN && size <= SX_BLOCK_CACHE_MAX; }

typedef struct sx_block_cache {
    void *block[SX_BLOCK_CACHE_SLOTS];
    size_t size[SX_BLOCK_CACHE_SLOTS];
    unsigned count;
    size_t bytes;    /* the cached blocks' sizes together, at most SX_BLOCK_CACHE_BYTES */
    bool registered; /* the thread-exit destructor knows this cache */
} sx_block_cache;

static _Thread_local sx_block_cache sx_thread_cache;

static pthread_key_t sx_block_cache_key;
static pthread_once_t sx_block_cache_once = PTHREAD_ONCE_INIT;
static bool sx_block_cache_key_made; /* set once, under sx_block_cache_once */

/* At thread exit: free what the thread's cache holds. */
static void block_cache_release(void *arg) {
    sx_block_cache *c = arg;
    for (unsigned i = 0; i < c->count; i++) free(c->block[i]);
    c->count = 0;
    c->bytes = 0;
    c->registered = false;
}

static void block_cache_make_key(void) {
    sx_block_cache_key_made = pthread_key_create(&sx_block_cache_key, block_cache_release) == 0;
}

/* When the library is unloaded (dlclose of libsecexec.so) while other threads live: their exit
 * must not call block_cache_release, gone with the library (their cached blocks are lost). */
__attribute__((destructor)) static void block_cache_unload(void) {
    if (sx_block_cache_key_made) pthread_key_delete(sx_block_cache_key);
}

void *sx_block_take(size_t size) {
    sx_block_cache *c = &sx_thread_cache;
    if (!block_cache_keeps(size)) return malloc(size);
    for (unsigned i = c->count; i-- > 0;) {
        if (c->size[i] != size) continue;
        void *p = c->block[i];
        c->count--;
        c->block[i] = c->block[c->count];
        c->size[i] = c->size[c->count];
        c->bytes -= size;
        return p;
    }
    return malloc(size);
}

void sx_block_give(void *p, size_t size) {
    sx_block_cache *c = &sx_thread_cache;
    if (!p) return;
    if (!block_cache_keeps(size) || c->count == SX_BLOCK_CACHE_SLOTS || size > SX_BLOCK_CACHE_BYTES - c->bytes) {
        free(p);
        return;
    }
    if (!c->registered) { /* the thread's first block kept: have it freed at the thread's exit */
        pthread_once(&sx_block_cache_once, block_cache_make_key);
        if (!sx_block_cache_key_made || pthread_setspecific(sx_block_cache_key, c) != 0) {
            free(p);
            return;
        }
        c->registered = true;
    }
    c->block[c->count] = p;
    c->size[c->count] = size;
    c->count++;
    c->bytes += size;
}

size_t sx_block_cache_bytes(void) { return sx_thread_cache.bytes; }
