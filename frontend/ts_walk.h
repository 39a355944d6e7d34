/* ts_walk.h - a node's children, walked over tree-sitter's own subtrees (convert.c's iteration). */
#ifndef SX_TS_WALK_H
#define SX_TS_WALK_H

#include "frontend/frontend_internal.h"

/* tree-sitter's internal headers, from the runtime's own pinned source (CMakeLists.txt:
 * ts_runtime_internals): the walk reads its subtrees directly. tests/unit/test_syntax_differential.c
 * checks it against tree-sitter's cursor on every node of the corpora and their mutations. */
#include "language.h"
#include "subtree.h"
#include "tree.h"

#include <string.h>

/* Child iteration, over the tree's own data (tree-sitter's subtrees, read through its internal
 * headers from the same pinned source the runtime is built from, CMakeLists.txt): what
 * ts_tree_cursor_goto_first_child/goto_next_sibling/current_node/current_field_id do, without a
 * library call or a heap-allocated stack per step. A node's children as the API shows them are
 * its visible children, found through its hidden ones (a `repeat` of statements is a tree of hidden
 * nodes): a walk keeps one level per node whose children it is reading, the asked node first, then
 * each hidden node it went down into. Walks nest like the calls that make them, so all of them
 * share one stack of levels (cx->walk), an inner walk's levels above its caller's. */
typedef struct sx_walk {
    sx_cx *cx;
    const TSTree *tree;
    uint32_t base; /* its levels: cx->walk[base .. cx->walk_top) (walks nest: it is the innermost) */
    uint32_t left; /* children not visited yet (a step past the last one would climb the tree for nothing) */
} sx_walk;

/* Make room for one more level (false when out of memory; the walk then ends early). */
static inline bool sx_walk_room(sx_cx *cx) {
    if (cx->walk_top < cx->walk_cap) return true;
    uint32_t cap = cx->walk_cap ? cx->walk_cap * 2 : 64;
    sx_walk_level *w = sx_arena_alloc(cx->arena, cap * sizeof *w); /* (the old levels go with the arena) */
    if (!w) {
        cx->oom = true;
        return false;
    }
    if (cx->walk_top) memcpy(w, cx->walk, cx->walk_top * sizeof *w);
    cx->walk = w;
    cx->walk_cap = cap;
    return true;
}

/* Push a level for the node `s` (with children) starting at `pos`, child number `structural` of its parent. */
static inline bool sx_walk_push(sx_walk *it, const Subtree *s, Length pos, uint32_t structural) {
    if (!sx_walk_room(it->cx)) return false;
    sx_walk_level *l = &it->cx->walk[it->cx->walk_top++];
    *l = (sx_walk_level){.parent = s,
                         .aliases = ts_language_alias_sequence(it->tree->language, s->ptr->production_id),
                         .bytes = pos.bytes,
                         .row = pos.extent.row,
                         .col = pos.extent.column,
                         .own_structural = structural};
    return true;
}

static inline void sx_walk_begin(sx_cx *cx, sx_walk *it, TSNode n) {
    it->cx = cx;
    it->tree = n.tree;
    it->base = cx->walk_top;
    it->left = n.id == NULL ? 0 : ts_node_child_count(n);
    const Subtree *s = n.id;
    if (it->left > 0 && !sx_walk_push(it, s, (Length){n.context[0], {n.context[1], n.context[2]}}, 0)) it->left = 0;
}

/* The field of the child `structural` of level `l`'s node, looked up in its production's field map;
 * for a child of a hidden node, the field the hidden node has in its own parent, and so on up to
 * the walk's first level (fields a hidden node passes on to its children, as tree-sitter's cursor). */
static inline TSFieldId sx_walk_field(const sx_walk *it, uint32_t l, uint32_t structural) {
    const TSLanguage *lang = it->tree->language;
    for (;;) {
        const Subtree *parent = it->cx->walk[l].parent;
        const TSFieldMapEntry *f, *end;
        ts_language_field_map(lang, parent->ptr->production_id, &f, &end);
        for (; f < end; f++)
            if (!f->inherited && f->child_index == structural) return f->field_id;
        if (l == it->base) return 0;
        structural = it->cx->walk[l].own_structural;
        if (ts_subtree_extra(*parent)) return 0;
        l--;
    }
}

/* Next child; *fld receives its grammar field id (0 when it has none). The walk moves only when
 * asked for a child (a loop that stops at the first match costs no step past it). */
static inline bool sx_walk_next(sx_walk *it, TSNode *out, TSFieldId *fld) {
    if (it->left == 0) return false;
    it->left--;
    sx_walk_level *w = it->cx->walk;
    uint32_t *top = &it->cx->walk_top;
    while (*top > it->base) {
        sx_walk_level *l = &w[*top - 1];
        const Subtree *parent = l->parent;
        uint32_t count = parent->ptr->child_count;
        if (l->child == count) { /* a hidden node's children are done: back to its parent's */
            --*top;
            continue;
        }
        const Subtree *child = &ts_subtree_children(*parent)[l->child];
        Length pos = {l->bytes, {l->row, l->col}};
        uint32_t structural = l->structural;
        bool extra = ts_subtree_extra(*child);
        TSSymbol alias = 0;
        if (!extra && l->aliases) alias = l->aliases[l->structural++];
        Length next = length_add(pos, ts_subtree_size(*child));
        if (++l->child < count) next = length_add(next, ts_subtree_padding(ts_subtree_children(*parent)[l->child]));
        l->bytes = next.bytes, l->row = next.extent.row, l->col = next.extent.column;
        if (ts_subtree_visible(*child) || alias) {
            *out = (TSNode){{pos.bytes, pos.extent.row, pos.extent.column, alias}, child, it->tree};
            if (fld) *fld = extra ? 0 : sx_walk_field(it, *top - 1, structural);
            return true;
        }
        if (ts_subtree_visible_child_count(*child) > 0 && !sx_walk_push(it, child, pos, structural)) break;
        w = it->cx->walk; /* (the push may have moved the levels) */
    }
    it->left = 0;
    return false;
}

static inline void sx_walk_end(sx_walk *it) { it->cx->walk_top = it->base; }

/* The grammar symbol of n as its tree holds it: its alias, else its subtree's symbol. ts_node_symbol
 * also maps it to the grammar's public symbol of the same name and kind, which the conversion's
 * table by name (convert.c, ty) does not need (test_syntax_differential checks the names agree). */
static inline TSSymbol sx_node_raw_symbol(TSNode n) {
    return n.context[3] ? (TSSymbol)n.context[3] : ts_subtree_symbol(*(const Subtree *)n.id);
}

/* tree-sitter's ts_node_start_byte, ts_node_end_byte, ts_node_is_named and ts_node_is_missing,
 * inline (the conversion asks them tens of thousands of times a 500-line program). */
static inline uint32_t sx_node_start(TSNode n) { return n.context[0]; }

static inline uint32_t sx_node_end(TSNode n) { return n.context[0] + ts_subtree_size(*(const Subtree *)n.id).bytes; }

static inline bool sx_node_is_named(TSNode n) {
    return n.context[3] ? ts_language_symbol_metadata(n.tree->language, (TSSymbol)n.context[3]).named
                        : ts_subtree_named(*(const Subtree *)n.id);
}

static inline bool sx_node_is_missing(TSNode n) { return ts_subtree_missing(*(const Subtree *)n.id); }

#endif
