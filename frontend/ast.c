/* ast.c - the parse arena (block allocator over an sx_alloc_fn) and the kind/operator name tables. */
#include "frontend/frontend_internal.h"

#include "frontend/block_cache.h"

#include <stdlib.h>
#include <string.h>

/* Memory is taken from the allocator in blocks; each block starts with this header. */
typedef struct sx_block {
    struct sx_block *next;
    size_t size; /* total bytes of this block including the header (needed to free it) */
} sx_block;

struct sx_arena {
    sx_arena_room room; /* free space in the current block (first: ast.h's inline fast path reads it) */
    sx_alloc_fn alloc;  /* NULL: malloc/free */
    void *ctx;
    sx_block *blocks;      /* most recent block first */
    const sx_lines *lines; /* line table of the parsed source (for sx_diag_add), or NULL */
};

#define SX_ARENA_BLOCK 16384u

/* Without an allocator of the caller's, blocks come from (and go back to) the thread's block cache. */
static void *raw_alloc(sx_alloc_fn alloc, void *ctx, size_t n) {
    return alloc ? alloc(ctx, NULL, 0, n) : sx_block_take(n);
}

static void raw_free(sx_alloc_fn alloc, void *ctx, void *p, size_t n) {
    if (alloc) alloc(ctx, p, n, 0);
    else sx_block_give(p, n);
}

sx_arena *sx_arena_new(sx_alloc_fn alloc, void *alloc_ctx) {
    sx_arena *a = raw_alloc(alloc, alloc_ctx, sizeof *a);
    if (!a) return NULL;
    memset(a, 0, sizeof *a);
    a->alloc = alloc;
    a->ctx = alloc_ctx;
    return a;
}

/* Header size rounded up so that the payload stays 16-byte aligned. */
static size_t header_size(void) { return (sizeof(sx_block) + SX_ARENA_ALIGN - 1) & ~(size_t)(SX_ARENA_ALIGN - 1); }

/* Start a new block big enough for `need` bytes. */
static bool arena_grow(sx_arena *a, size_t need) {
    size_t hdr = header_size();
    size_t size = SX_ARENA_BLOCK;
    if (need > size - hdr) size = hdr + need;
    sx_block *b = raw_alloc(a->alloc, a->ctx, size);
    if (!b) return false;
    b->next = a->blocks;
    b->size = size;
    a->blocks = b;
    a->room.cur = (char *)b + hdr;
    a->room.end = (char *)b + size;
    return true;
}

/* sx_arena_alloc when the request is empty or large, or the current block is full. */
void *sx_arena_alloc_slow(sx_arena *a, size_t size) {
    if (!a) return NULL;
    if (size == 0) size = 1;
    if (size > SIZE_MAX / 2) return NULL;
    size = (size + SX_ARENA_ALIGN - 1) & ~(size_t)(SX_ARENA_ALIGN - 1);
    if (!a->room.cur || (size_t)(a->room.end - a->room.cur) < size) {
        if (!arena_grow(a, size)) return NULL;
    }
    void *p = a->room.cur;
    a->room.cur += size;
    memset(p, 0, size);
    return p;
}

char *sx_arena_strdup(sx_arena *a, const char *s, size_t len) {
    if (len >= SIZE_MAX - 1) return NULL;
    char *p = sx_arena_alloc(a, len + 1);
    if (!p) return NULL;
    if (len) memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

void sx_arena_free(sx_arena *a) {
    if (!a) return;
    sx_block *b = a->blocks;
    while (b) {
        sx_block *next = b->next;
        raw_free(a->alloc, a->ctx, b, b->size);
        b = next;
    }
    raw_free(a->alloc, a->ctx, a, sizeof *a);
}

void sx_arena_set_lines(sx_arena *a, const sx_lines *lines) {
    if (a) a->lines = lines;
}

const sx_lines *sx_arena_lines(sx_arena *a) { return a ? a->lines : NULL; }

/* -- name tables generated from the X-macros in ast.h -- */

static const char *const sx_kind_names[SX_N__COUNT] = {
#define SX_X_KIND(name, doc) #name,
    SX_AST_KINDS(SX_X_KIND)
#undef SX_X_KIND
};

static const char *const sx_op_tokens[SX_OP__COUNT] = {
#define SX_X_OP(name, tok) tok,
    SX_OPERATORS(SX_X_OP)
#undef SX_X_OP
};

const char *sx_node_kind_name(sx_node_kind k) {
    if ((unsigned)k >= SX_N__COUNT) return "?";
    return sx_kind_names[k];
}

const char *sx_op_token(sx_op op) {
    if ((unsigned)op >= SX_OP__COUNT) return "?";
    return sx_op_tokens[op];
}
