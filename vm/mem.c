/* mem.c - the accounting allocator: every byte a VM uses is counted against its limit here. */
#include <stdlib.h>
#include <string.h>

#include "vm/vm.h"

/*
 * One function does everything, like Lua's lua_Alloc:
 *   sx_mem_realloc(vm, NULL, 0, n)   allocates n bytes
 *   sx_mem_realloc(vm, p, old, n)    resizes
 *   sx_mem_realloc(vm, p, old, 0)    frees (returns NULL)
 * A request that would take vm->mem.used past vm->mem.limit is refused: NULL is returned and
 * vm->mem.failed is set, so the caller can turn it into the (uncatchable) memory-limit error.
 * Tests can make the N-th allocation fail with vm->mem.fail_after = N.
 */
#define SX_POOL_CHUNK (32 * 1024) /* the largest chunk */
#define SX_POOL_FIRST_CHUNK 1024  /* chunks double from here: an idle VM wastes little */

static size_t pool_class(size_t n) { return (n + 15) >> 4; }
static bool pooled(size_t n) { return SX_POOLING && n <= SX_POOL_MAX; }

/* A block of class c (c * 16 bytes) from the free list, or carved from the current chunk. */
static void *pool_take(sx_pool *p, size_t c) {
    void *b = p->free[c];
    if (b != NULL) {
        p->free[c] = *(void **)b;
        return b;
    }
    size_t bytes = c * 16;
    if ((size_t)(p->end - p->cur) < bytes) {
        size_t size = p->nchunks < 6 ? (size_t)SX_POOL_FIRST_CHUNK << p->nchunks : SX_POOL_CHUNK;
        char *chunk = malloc(size);
        if (chunk == NULL) return NULL;
        *(void **)chunk = p->chunks;
        p->chunks = chunk;
        p->nchunks++;
        p->cur = chunk + 16;
        p->end = chunk + size;
    }
    b = p->cur;
    p->cur += bytes;
    return b;
}

static void pool_give(sx_pool *p, void *b, size_t c) {
    *(void **)b = p->free[c];
    p->free[c] = b;
}

void sx_mem_release(sx_vm *vm) {
    void *chunk = vm->mem.pool.chunks;
    while (chunk != NULL) {
        void *next = *(void **)chunk;
        free(chunk);
        chunk = next;
    }
    memset(&vm->mem.pool, 0, sizeof vm->mem.pool);
}

/* The host side of a request: the pool for small blocks, malloc for the rest. Sizes are what
 * the accounting counts (small blocks rounded up to their class). */
static void *host_realloc(sx_pool *pool, void *ptr, size_t old_size, size_t new_size) {
    bool old_small = ptr != NULL && pooled(old_size), new_small = pooled(new_size);
    if (!old_small && !new_small) return realloc(ptr, new_size);
    if (old_small && new_small && pool_class(old_size) == pool_class(new_size)) return ptr;
    void *p = new_small ? pool_take(pool, pool_class(new_size)) : malloc(new_size);
    if (p == NULL) return NULL;
    if (ptr != NULL) {
        memcpy(p, ptr, old_size < new_size ? old_size : new_size);
        if (old_small) pool_give(pool, ptr, pool_class(old_size));
        else free(ptr);
    }
    return p;
}

static size_t charged(size_t n) { return n == 0 ? 0 : pooled(n) ? pool_class(n) * 16 : n; }

void *sx_mem_realloc(sx_vm *vm, void *ptr, size_t old_size, size_t new_size) {
    sx_mem *m = &vm->mem;
    if (m->bump != NULL) return sx_image_bump(vm, ptr, old_size, new_size);
    if (ptr != NULL && sx_in_image(vm, ptr)) { /* image memory is never freed: move out of it */
        m->image_moves++;                      /* (a block given up or replaced counts too: e.g. a rebuilt index) */
        if (new_size == 0) return NULL;
        void *p = sx_mem_realloc(vm, NULL, 0, new_size);
        if (p != NULL) memcpy(p, ptr, old_size < new_size ? old_size : new_size);
        return p;
    }
    if (ptr == NULL) old_size = 0;
    size_t old_charge = charged(old_size), new_charge = charged(new_size);
    if (new_size == 0) {
        if (ptr == NULL) return NULL;
        if (pooled(old_size)) pool_give(&m->pool, ptr, pool_class(old_size));
        else free(ptr);
        m->used -= old_charge;
        return NULL;
    }
    if (new_charge > old_charge) {
        size_t grow = new_charge - old_charge;
        m->count++;
        bool injected = m->fail_after != 0 && m->count >= m->fail_after;
        if (injected || grow > m->limit || m->used > m->limit - grow) {
            m->failed = true;
            return NULL;
        }
    }
    void *p = host_realloc(&m->pool, ptr, old_size, new_size);
    if (p == NULL) {
        m->failed = true;
        return NULL;
    }
    m->used = m->used - old_charge + new_charge;
    if (m->used > m->peak) m->peak = m->used;
    return p;
}

void *sx_mem_alloc(sx_vm *vm, size_t size) { return sx_mem_realloc(vm, NULL, 0, size); }

void sx_mem_free(sx_vm *vm, void *ptr, size_t size) {
    if (ptr != NULL) sx_mem_realloc(vm, ptr, size, 0);
}

/* The same allocator with the signature of frontend/ast.h's sx_alloc_fn. */
void *sx_mem_alloc_fn(void *vm, void *ptr, size_t old_size, size_t new_size) {
    return sx_mem_realloc((sx_vm *)vm, ptr, old_size, new_size);
}
