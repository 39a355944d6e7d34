/* block_cache.h - a per-thread cache of the large blocks parses and checks take and drop again. */
#ifndef SX_BLOCK_CACHE_H
#define SX_BLOCK_CACHE_H

#include <stddef.h>

/* A block of `size` bytes (uninitialised), like malloc(size): the same size handed back by an
 * earlier sx_block_give on this thread when one is cached, else fresh from malloc. NULL when
 * malloc fails. */
void *sx_block_take(size_t size);

/* Drop block p of `size` bytes (from sx_block_take or malloc; NULL is ignored): kept for the
 * thread's next sx_block_take of that size while the cache has room, else freed. */
void sx_block_give(void *p, size_t size);

/* Bytes the calling thread's cache holds now (for tests). */
size_t sx_block_cache_bytes(void);

#endif
