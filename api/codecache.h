/* codecache.h - a machine's compiled modules, shared by its calls, contexts and processes (api/codecache.c). */
#ifndef SECEXEC_API_CODECACHE_H
#define SECEXEC_API_CODECACHE_H

#include <stdint.h>
#include <xxhash.h>

#include "vm/vm.h"

typedef struct sx_codecache sx_codecache;

/* A cache of at most max_bytes of host memory (entries and their bookkeeping). */
sx_codecache *sx_codecache_new(size_t max_bytes);
void sx_codecache_free(sx_codecache *c);
size_t sx_codecache_bytes(sx_codecache *c);
/* How many loads found their module (hits) or not (misses). */
void sx_codecache_stats(sx_codecache *c, uint64_t *hits, uint64_t *misses);
/* Keep the compiled module p (a top-level proto) under key (XXH3-128 of its source); nothing
 * when it is not cacheable or larger than the cache. Thread-safe. */
void sx_codecache_store(sx_codecache *c, XXH128_hash_t key, const sx_proto *p);
/* The module kept under key rebuilt in vm, its functions named filename; NULL: not kept, or vm
 * out of memory (then the run is aborted: vm->abort). Thread-safe. */
sx_proto *sx_codecache_load(sx_codecache *c, sx_vm *vm, XXH128_hash_t key, sx_string *filename);

#endif
