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
void *sx_mem_realloc(sx_vm *vm, void *ptr, size_t old_size, size_t new_size) {
    sx_mem *m = &vm->mem;
    if (m->bump != NULL) return sx_image_bump(vm, ptr, old_size, new_size);
    if (ptr != NULL && sx_in_image(vm, ptr)) { /* image memory is never freed: move out of it */
        if (new_size == 0) return NULL;
        void *p = sx_mem_realloc(vm, NULL, 0, new_size);
        if (p != NULL) memcpy(p, ptr, old_size < new_size ? old_size : new_size);
        return p;
    }
    if (new_size == 0) {
        free(ptr);
        m->used -= old_size;
        return NULL;
    }
    if (new_size > old_size) {
        size_t grow = new_size - old_size;
        m->count++;
        bool injected = m->fail_after != 0 && m->count >= m->fail_after;
        if (injected || grow > m->limit || m->used > m->limit - grow) {
            m->failed = true;
            return NULL;
        }
    }
    void *p = realloc(ptr, new_size);
    if (p == NULL) {
        m->failed = true;
        return NULL;
    }
    m->used = m->used - old_size + new_size;
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
