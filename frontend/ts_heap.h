/* ts_heap.h - a per-parse bump heap for tree-sitter's allocations (see frontend/ts_heap.c). */
#ifndef SX_TS_HEAP_H
#define SX_TS_HEAP_H

#include <stdbool.h>
#include <stddef.h>

typedef struct sx_ts_block sx_ts_block;

#define SX_TS_HEAP_CAP (64u * 1024u * 1024u) /* a parse's heap; beyond it tree-sitter uses malloc */

typedef struct sx_ts_heap {
    sx_ts_block *blocks; /* newest first */
    char *cur, *end;     /* free room of the newest block */
    char *last;          /* the latest allocation (it ends at cur), NULL once freed */
    size_t block_bytes;  /* size of the newest block (the next one doubles it) */
    size_t total_bytes;  /* all blocks together, at most `cap` */
    size_t cap;
    bool spilled; /* some allocation had to come from malloc (cap reached) */
} sx_ts_heap;

/* From now until sx_ts_heap_end, tree-sitter's allocations on this thread come from `h` (up to
 * `cap` bytes of blocks, then from malloc).
 * Not nested: one heap per thread at a time, and everything tree-sitter allocates in between
 * (parser, trees, cursors) must be freed or abandoned before sx_ts_heap_end. */
void sx_ts_heap_begin(sx_ts_heap *h, size_t cap);

/* Did the heap serve every allocation? Then the parser and trees need no ts_*_delete: their
 * memory goes with sx_ts_heap_end. (False after a spill, or if tree-sitter never called us.) */
bool sx_ts_heap_owns_all(const sx_ts_heap *h);

/* Release the heap's blocks; tree-sitter on this thread uses malloc again. */
void sx_ts_heap_end(sx_ts_heap *h);

#endif
