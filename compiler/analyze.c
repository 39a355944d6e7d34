/* analyze.c - small pre-passes that let the compiler use variables' registers in place:
 * which names nested functions mention (only those variables can change behind our back
 * while guest code runs), and whether an expression assigns anything. */
#include <string.h>

#include "compiler/comp_internal.h"

static uint32_t name_hash(const char *s, uint32_t len) {
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < len; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

static bool set_insert(sx_fs *fs, const char *s, uint32_t len);

static bool set_grow(sx_fs *fs) {
    uint32_t ocap = fs->capnames;
    sx_name_slot *old = fs->names;
    uint32_t ncap = ocap ? ocap * 2 : 32;
    sx_name_slot *t = sx_mem_realloc(fs->c->vm, NULL, 0, (size_t)ncap * sizeof *t);
    if (!t) {
        sx_comp_oom(fs->c);
        return false;
    }
    memset(t, 0, (size_t)ncap * sizeof *t);
    fs->names = t;
    fs->capnames = ncap;
    fs->nnames = 0;
    for (uint32_t i = 0; i < ocap; i++)
        if (old[i].str) set_insert(fs, old[i].str, old[i].len);
    if (old) sx_mem_free(fs->c->vm, old, (size_t)ocap * sizeof *old);
    return true;
}

static bool set_insert(sx_fs *fs, const char *s, uint32_t len) {
    if ((fs->nnames + 1) * 2 > fs->capnames && !set_grow(fs)) return false;
    uint32_t h = name_hash(s, len) & (fs->capnames - 1);
    while (fs->names[h].str) {
        if (sx_comp_names_equal(fs->names[h].str, fs->names[h].len, s, len)) return true;
        h = (h + 1) & (fs->capnames - 1);
    }
    fs->names[h].str = s;
    fs->names[h].len = len;
    fs->nnames++;
    return true;
}

/* Could a closure refer to a variable called `name` of this function? */
bool sx_comp_may_capture(sx_fs *fs, const char *name, uint32_t len) {
    if (fs->names_all) return true;
    if (!fs->capnames) return false;
    uint32_t h = name_hash(name, len) & (fs->capnames - 1);
    while (fs->names[h].str) {
        if (sx_comp_names_equal(fs->names[h].str, fs->names[h].len, name, len)) return true;
        h = (h + 1) & (fs->capnames - 1);
    }
    return false;
}

/* Record every identifier inside nested functions of n (inside == true once in one). */
static void collect(sx_fs *fs, const sx_node *n, bool inside, uint32_t depth) {
    if (!n || n->kind == SX_N_TYPE || fs->names_all || fs->c->fatal) return;
    if (depth > 4 * SX_COMP_MAX_DEPTH) {
        fs->names_all = true;
        return;
    }
    if (n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS) inside = true;
    if (inside && n->kind == SX_N_IDENT && !set_insert(fs, n->str, n->len)) return;
    if (inside && n->kind == SX_N_NEW_TARGET && !set_insert(fs, SX_NEW_TARGET_NAME, 10)) return;
    if (inside && n->kind == SX_N_CALL && sx_comp_unwrap(n->a) && sx_comp_unwrap(n->a)->kind == SX_N_SUPER &&
        !set_insert(fs, SX_NEW_TARGET_NAME, 10)) /* an arrow's super() passes the constructor's new.target */
        return;
    collect(fs, n->a, inside, depth + 1);
    collect(fs, n->b, inside, depth + 1);
    collect(fs, n->c, inside, depth + 1);
    collect(fs, n->d, inside, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) collect(fs, n->list.items[i], inside, depth + 1);
}

/* Prepare fs for compiling the function/program whose parameters and body are given. */
void sx_comp_analyze(sx_fs *fs, const sx_node_list *params, const sx_node *body) {
    if (params)
        for (uint32_t i = 0; i < params->count; i++) collect(fs, params->items[i], false, 0);
    collect(fs, body, false, 0);
}

/* A search of a tree for a node that `hit` accepts: nested function bodies are skipped when
 * `skip_functions`; a tree deeper than max_depth counts as found (the cautious answer). */
typedef struct node_search {
    bool (*hit)(const sx_node *n);
    bool skip_functions;
    uint32_t max_depth;
} node_search;

static bool contains(const node_search *q, const sx_node *n, uint32_t depth) {
    if (!n || n->kind == SX_N_TYPE || (q->skip_functions && n->kind == SX_N_FUNCTION)) return false;
    if (q->hit(n) || depth > q->max_depth) return true;
    if (contains(q, n->a, depth + 1) || contains(q, n->b, depth + 1) || contains(q, n->c, depth + 1) ||
        contains(q, n->d, depth + 1))
        return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (contains(q, n->list.items[i], depth + 1)) return true;
    return false;
}

static bool is_assignment(const sx_node *n) { return n->kind == SX_N_ASSIGN || n->kind == SX_N_UPDATE; }
static bool is_super_node(const sx_node *n) { return n->kind == SX_N_SUPER; }

/* Does evaluating n assign to anything (outside nested function bodies)? */
static bool has_assign(const sx_node *n) {
    static const node_search q = {is_assignment, true, 200};
    return contains(&q, n, 0);
}

/* Does `super` occur in n (an object literal method: it then needs its home object)? */
bool sx_comp_mentions_super(const sx_node *n) {
    static const node_search q = {is_super_node, false, 4 * SX_COMP_MAX_DEPTH};
    return contains(&q, n, 0);
}

/*
 * May `operand`, when it names a local variable, be read from the variable's register after
 * `later` has been evaluated (instead of being copied first)? Yes when `later` cannot run
 * guest code, or when nothing can change the variable meanwhile: no closure can see it and
 * `later` assigns nothing.
 */
bool sx_comp_stable_during(sx_fs *fs, const sx_node *operand, const sx_node *later) {
    if (sx_comp_is_simple(later)) return true;
    operand = sx_comp_unwrap(operand);
    if (!operand || operand->kind != SX_N_IDENT) return true;
    return !sx_comp_may_capture(fs, operand->str, operand->len) && !has_assign(later);
}

/* ---- constants kept in registers across a loop ------------------------------------------- */

/*
 * Instructions take registers only, so `i < 10` or `s + "x"` inside a loop would load the
 * constant on every iteration. Before a loop, the literals its body uses as operands are
 * loaded once into hidden registers; sx_comp_expr_any then hands out those registers.
 */
#define SX_LOOP_CONSTS 8 /* new cached constants per loop */

static sx_value literal_value(sx_fs *fs, const sx_node *n) {
    if (n->kind == SX_N_NUMBER) return sx_number(n->num);
    sx_string *s = sx_atom_utf8(fs->c->vm, n->str, n->len);
    if (!s) {
        sx_comp_oom(fs->c);
        return SX_UNDEFINED;
    }
    return sx_from_string(s);
}

/* The register caching literal n, or -1. */
int sx_comp_cached_const(sx_fs *fs, const sx_node *n) {
    if (!fs->nkcache || !n || (n->kind != SX_N_NUMBER && n->kind != SX_N_STRING)) return -1;
    sx_value v = literal_value(fs, n);
    for (uint32_t i = 0; i < fs->nkcache; i++)
        if (fs->kcache[i].v == v) return fs->kcache[i].reg;
    return -1;
}

static void cache_literal(sx_fs *fs, const sx_node *n, uint32_t *added) {
    n = sx_comp_unwrap(n);
    if (!n || (n->kind != SX_N_NUMBER && n->kind != SX_N_STRING) || *added >= SX_LOOP_CONSTS) return;
    if (sx_comp_cached_const(fs, n) >= 0 || fs->c->fatal) return;
    sx_value v = literal_value(fs, n);
    if (!sx_comp_grow(fs->c, (void **)&fs->kcache, &fs->capkcache, fs->nkcache + 1, sizeof(sx_kslot))) return;
    uint32_t reg = sx_comp_hidden_local(fs);
    if (n->kind == SX_N_NUMBER) sx_comp_loadk_num(fs, reg, n->num);
    else sx_comp_abx(fs, SX_OP_CODE_LOADK, reg, sx_comp_const(fs, v));
    fs->kcache[fs->nkcache].v = v;
    fs->kcache[fs->nkcache].reg = (uint16_t)reg;
    fs->nkcache++;
    (*added)++;
}

static void scan_operands(sx_fs *fs, const sx_node *n, uint32_t *added, uint32_t depth) {
    if (!n || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS || n->kind == SX_N_TYPE || depth > 200) return;
    if (n->kind == SX_N_BINARY) {
        cache_literal(fs, n->a, added);
        cache_literal(fs, n->b, added);
    } else if (n->kind == SX_N_ASSIGN && n->op != SX_OP_ASSIGN) {
        cache_literal(fs, n->b, added);
    }
    scan_operands(fs, n->a, added, depth + 1);
    scan_operands(fs, n->b, added, depth + 1);
    scan_operands(fs, n->c, added, depth + 1);
    scan_operands(fs, n->d, added, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) scan_operands(fs, n->list.items[i], added, depth + 1);
}

/* Load the operand literals of the given loop parts into registers of the current scope;
 * returns the mark to pass to sx_comp_loop_constants_end. */
uint32_t sx_comp_loop_constants(sx_fs *fs, const sx_node *p1, const sx_node *p2, const sx_node *p3) {
    uint32_t mark = fs->nkcache, added = 0;
    scan_operands(fs, p1, &added, 0);
    scan_operands(fs, p2, &added, 0);
    scan_operands(fs, p3, &added, 0);
    return mark;
}

void sx_comp_loop_constants_end(sx_fs *fs, uint32_t mark) {
    if (mark < fs->nkcache) fs->nkcache = mark;
}
