/* expr_ops.c - expressions that write: assignments (plain, compound, logical), ++/--, and
 * delete. Targets are variables, o.x, o[k] and (for plain =) destructuring patterns. */
#include "compiler/comp_internal.h"

/* An assignment target whose object/key (if any) have been evaluated into registers. */
typedef struct sx_lval {
    uint8_t kind; /* 0 variable, 1 o.name, 2 o[key], 3 super.name or super[key] (obj: home prototype, then this) */
    sx_ref ref;
    uint32_t obj, key;
    const sx_node *node;
} sx_lval;

static bool is_private_member(const sx_node *t) { return t && t->kind == SX_N_MEMBER && (t->flags & SX_NF_PRIVATE); }

static bool is_temp(sx_fs *fs, int dst) { return dst >= 0 && (uint32_t)dst >= fs->nactive; }

static bool writable_local(const sx_ref *r) {
    return r->where == SX_REF_LOCAL && r->kind != SX_VK_CONST && r->kind != SX_VK_SELF;
}

static sx_lineinfo start_of(const sx_node *n) { return (sx_lineinfo){n->span.line, n->span.col}; }

/* Where node reports an error about expression n: a member's property name, an index's `[`, a
 * call's callee name or `(`, a binary or assignment operator (sx_node.at_line, set by the front
 * end), else its start. */
sx_lineinfo sx_comp_expr_pos(const sx_node *n) {
    switch (n->kind) {
    case SX_N_CALL: {
        const sx_node *callee = n->a;
        while (callee && callee->kind == SX_N_NON_NULL) callee = callee->a;
        if (callee && !(n->flags & SX_NF_OPTIONAL)) {
            if (callee->kind == SX_N_IDENT) return start_of(callee);
            if (callee->kind == SX_N_MEMBER && !(callee->flags & SX_NF_PRIVATE)) return sx_comp_expr_pos(callee);
        }
        return n->at_line ? (sx_lineinfo){n->at_line, n->at_col} : start_of(n); /* its `(` */
    }
    case SX_N_MEMBER:
    case SX_N_INDEX:
    case SX_N_BINARY:
    case SX_N_LOGICAL:
    case SX_N_ASSIGN: return n->at_line ? (sx_lineinfo){n->at_line, n->at_col} : start_of(n);
    default: return start_of(n);
    }
}

void sx_comp_pos_property(sx_fs *fs, const sx_node *m) { sx_comp_setpos_line(fs, sx_comp_expr_pos(m)); }

/* Evaluate the parts of target t; `later` (may be NULL) is evaluated before the store, so a
 * variable used as the object/key is copied if `later` could change it. Returns false for an
 * invalid target. */
static bool lval_prepare(sx_fs *fs, const sx_node *t, sx_lval *lv, const sx_node *later) {
    t = sx_comp_unwrap(t);
    lv->node = t;
    if (!t) return false;
    if ((t->kind == SX_N_MEMBER || t->kind == SX_N_INDEX) && sx_comp_unwrap(t->a) &&
        sx_comp_unwrap(t->a)->kind == SX_N_SUPER) {
        lv->kind = 3;
        lv->obj = sx_comp_reg_alloc(fs, 2);
        lv->key = sx_comp_super_ref(fs, t, lv->obj, later);
        return true;
    }
    switch (t->kind) {
    case SX_N_IDENT:
        lv->kind = 0;
        sx_comp_resolve(fs, t->str, t->len, &lv->ref);
        return true;
    case SX_N_MEMBER:
        lv->obj = sx_comp_stable_during(fs, t->a, later) ? sx_comp_expr_any(fs, t->a) : sx_comp_expr_temp(fs, t->a);
        if (t->flags & SX_NF_PRIVATE) { /* o.#x: an index with the private name as key */
            lv->kind = 2;
            lv->key = sx_comp_private_key(fs, t);
            return true;
        }
        lv->kind = 1;
        return true;
    case SX_N_INDEX:
        lv->kind = 2;
        lv->obj = sx_comp_stable_during(fs, t->a, t->b) && sx_comp_stable_during(fs, t->a, later)
                      ? sx_comp_expr_any(fs, t->a)
                      : sx_comp_expr_temp(fs, t->a);
        lv->key = sx_comp_stable_during(fs, t->b, later) ? sx_comp_expr_any(fs, t->b) : sx_comp_expr_temp(fs, t->b);
        return true;
    default:
        sx_comp_diag(fs->c, 2364, false, t,
                     "The left-hand side of an assignment expression must be a variable or a property access.");
        return false;
    }
}

static void lval_get(sx_fs *fs, const sx_lval *lv, uint32_t dst) {
    sx_lineinfo saved = fs->pos;
    switch (lv->kind) {
    case 0:
        sx_comp_setpos(fs, lv->node);
        sx_comp_read_ref(fs, &lv->ref, dst);
        break;
    case 1:
        sx_comp_pos_property(fs, lv->node);
        sx_comp_field_op(fs, SX_OP_CODE_GETFIELD, dst, lv->obj, lv->node->str, lv->node->len);
        break;
    case 2:
        if (is_private_member(lv->node)) sx_comp_private_check(fs, lv->node, lv->obj, lv->key, false);
        sx_comp_abc(fs, SX_OP_CODE_GETINDEX, dst, lv->obj, lv->key);
        break;
    default:
        sx_comp_setpos_line(fs, sx_comp_expr_pos(lv->node));
        sx_comp_abc(fs, SX_OP_CODE_GETSUPER, dst, lv->obj, lv->key);
        break;
    }
    fs->pos = saved;
}

/* o[k] read then written (k op= v, k++): does the key need ToPropertyKey once, before both
 * (GETINDEXK)? Not for a literal key or a private name, which are property keys already. */
static bool key_converts(const sx_lval *lv) {
    if (lv->kind != 2 || is_private_member(lv->node)) return false;
    const sx_node *k = sx_comp_unwrap(lv->node->b);
    return !(k && (k->kind == SX_N_NUMBER || k->kind == SX_N_STRING));
}

/* Where GETINDEXK puts the converted key: back into the key's register when that is a
 * temporary of this expression, else (a variable's register) into R[dst+1]. */
static bool key_needs_pair(sx_fs *fs, const sx_lval *lv) { return key_converts(lv) && lv->key < fs->nactive; }

/* Read the target for a read-modify-write into R[dst]; with key_needs_pair, R[dst+1] must be
 * free. The store then uses the converted key. */
static void lval_get_once(sx_fs *fs, sx_lval *lv, uint32_t dst) {
    if (!key_converts(lv)) {
        lval_get(fs, lv, dst);
        return;
    }
    bool pair = key_needs_pair(fs, lv);
    sx_comp_emit(fs, SX_MAKE_ABCD(SX_OP_CODE_GETINDEXK, dst, lv->obj, lv->key, pair ? 0 : 1));
    if (pair) lv->key = dst + 1;
}

/* Store R[src]; `checked`: the variable's TDZ check was already done by a read. Property
 * stores report the position of the assignment operator, like node. */
static void lval_set(sx_fs *fs, const sx_lval *lv, uint32_t src, bool checked, const sx_node *assign) {
    sx_lineinfo saved = fs->pos;
    switch (lv->kind) {
    case 0: {
        sx_ref r = lv->ref;
        if (checked) r.check = false;
        if (assign) sx_comp_setpos_line(fs, sx_comp_expr_pos(assign));
        else sx_comp_setpos(fs, lv->node);
        sx_comp_write_ref(fs, &r, src, lv->node);
        break;
    }
    case 1:
        if (assign) sx_comp_setpos_line(fs, sx_comp_expr_pos(assign));
        else sx_comp_pos_property(fs, lv->node);
        sx_comp_field_op(fs, SX_OP_CODE_SETFIELD, src, lv->obj, lv->node->str, lv->node->len);
        break;
    default:
        if (assign) sx_comp_setpos_line(fs, sx_comp_expr_pos(assign));
        if (lv->kind == 2 && is_private_member(lv->node)) sx_comp_private_check(fs, lv->node, lv->obj, lv->key, true);
        sx_comp_abc(fs, lv->kind == 2 ? SX_OP_CODE_SETINDEX : SX_OP_CODE_SETSUPER, lv->obj, lv->key, src);
        break;
    }
    fs->pos = saved;
}

static const char *target_name(const sx_node *t, uint32_t *len) {
    t = sx_comp_unwrap(t);
    if (t && t->kind == SX_N_IDENT) {
        *len = t->len;
        return t->str;
    }
    *len = 0;
    return NULL;
}

/* ---- plain assignment -------------------------------------------------------------------- */

static void assign_plain(sx_fs *fs, const sx_node *n, int dst) {
    const sx_node *t = sx_comp_unwrap(n->a);
    uint32_t nlen;
    const char *name = target_name(t, &nlen);
    if (t && (t->kind == SX_N_ARRAY_PATTERN || t->kind == SX_N_OBJECT_PATTERN || t->kind == SX_N_ARRAY ||
              t->kind == SX_N_OBJECT)) {
        uint32_t v = is_temp(fs, dst) ? (uint32_t)dst : sx_comp_reg_alloc(fs, 1);
        sx_comp_expr(fs, n->b, (int)v);
        sx_comp_check_destructure(fs, t, v, SX_FROM_EXPR, n->b);
        fs->bind_src = n->b;
        sx_comp_bind(fs, t, v, SX_BIND_ASSIGN);
        if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, v);
        return;
    }
    sx_lval lv;
    if (!lval_prepare(fs, t, &lv, n->b)) return;
    if (lv.kind == 0 && writable_local(&lv.ref) && !lv.ref.check) {
        sx_comp_expr_named(fs, n->b, lv.ref.index, name, nlen);
        if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, lv.ref.index);
        return;
    }
    uint32_t v = is_temp(fs, dst) ? (uint32_t)dst : sx_comp_reg_alloc(fs, 1);
    sx_comp_expr_named(fs, n->b, (int)v, name, nlen);
    lval_set(fs, &lv, v, false, n);
    if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, v);
}

/* ---- compound and logical assignment ----------------------------------------------------- */

static sx_opcode logical_jump(sx_op op) {
    return op == SX_OP_AND ? SX_OP_CODE_JMPIFFALSE : op == SX_OP_OR ? SX_OP_CODE_JMPIFTRUE : SX_OP_CODE_JMPIFNOTNULLISH;
}

static bool is_logical(sx_op op) { return op == SX_OP_AND || op == SX_OP_OR || op == SX_OP_NULLISH; }

/* x op= b on a writable local: update its register in place. */
static void compound_local(sx_fs *fs, const sx_node *n, const sx_ref *r, int dst) {
    sx_op op = (sx_op)n->op;
    uint32_t reg = r->index;
    sx_comp_check_ref(fs, r);
    if (is_logical(op)) {
        uint32_t nlen;
        const char *name = target_name(n->a, &nlen);
        int skip = sx_comp_jump_if(fs, logical_jump(op), reg);
        sx_comp_expr_named(fs, n->b, (int)reg, name, nlen);
        sx_comp_patch_here(fs, skip);
    } else if (sx_comp_stable_during(fs, n->a, n->b)) {
        uint32_t rr = sx_comp_expr_any(fs, n->b);
        sx_comp_binary_op(fs, op, reg, reg, rr);
    } else {
        uint32_t old = sx_comp_reg_alloc(fs, 1);
        sx_comp_move(fs, old, reg);
        uint32_t rr = sx_comp_expr_any(fs, n->b);
        sx_comp_binary_op(fs, op, reg, old, rr);
    }
    if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, reg);
}

static void assign_compound(sx_fs *fs, const sx_node *n, int dst) {
    sx_op op = (sx_op)n->op;
    sx_lval lv;
    if (!lval_prepare(fs, n->a, &lv, n->b)) return;
    if (lv.kind == 0 && writable_local(&lv.ref)) {
        compound_local(fs, n, &lv.ref, dst);
        return;
    }
    /* R[v+1] receives a converted key: dst can be v only when nothing was allocated above it */
    bool pair = key_needs_pair(fs, &lv);
    uint32_t v =
        is_temp(fs, dst) && (!pair || (uint32_t)dst + 1 == fs->freereg) ? (uint32_t)dst : sx_comp_reg_alloc(fs, 1);
    if (pair) sx_comp_reg_alloc(fs, 1);
    lval_get_once(fs, &lv, v);
    if (is_logical(op)) {
        uint32_t nlen;
        const char *name = target_name(n->a, &nlen);
        int skip = sx_comp_jump_if(fs, logical_jump(op), v);
        sx_comp_expr_named(fs, n->b, (int)v, name, nlen);
        lval_set(fs, &lv, v, true, n);
        sx_comp_patch_here(fs, skip);
    } else {
        uint32_t rr = sx_comp_expr_any(fs, n->b);
        sx_comp_binary_op(fs, op, v, v, rr);
        lval_set(fs, &lv, v, true, n);
    }
    if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, v);
}

void sx_comp_assign(sx_fs *fs, const sx_node *n, int dst) {
    if (n->op == SX_OP_ASSIGN) assign_plain(fs, n, dst);
    else assign_compound(fs, n, dst);
}

/* ---- ++ and -- ----------------------------------------------------------------------------- */

void sx_comp_update(sx_fs *fs, const sx_node *n, int dst) {
    sx_opcode oc = n->op == SX_OP_INC ? SX_OP_CODE_INC : SX_OP_CODE_DEC;
    bool postfix = !(n->flags & SX_NF_PREFIX) && dst >= 0;
    sx_lval lv;
    if (!lval_prepare(fs, n->a, &lv, NULL)) return;
    if (lv.kind == 0 && writable_local(&lv.ref)) {
        uint32_t reg = lv.ref.index;
        sx_comp_check_ref(fs, &lv.ref);
        if (postfix) {
            sx_comp_abc(fs, SX_OP_CODE_TONUMBER, (uint32_t)dst, reg, 1); /* ToNumeric */
            sx_comp_abc(fs, oc, reg, (uint32_t)dst, 0);
        } else {
            sx_comp_abc(fs, oc, reg, reg, 0);
            if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, reg);
        }
        return;
    }
    uint32_t v = sx_comp_reg_alloc(fs, key_needs_pair(fs, &lv) ? 2 : 1);
    lval_get_once(fs, &lv, v);
    if (postfix) {
        sx_comp_abc(fs, SX_OP_CODE_TONUMBER, (uint32_t)dst, v, 1); /* ToNumeric */
        sx_comp_abc(fs, oc, v, (uint32_t)dst, 0);
    } else {
        sx_comp_abc(fs, oc, v, v, 0);
    }
    lval_set(fs, &lv, v, true, NULL);
    if (!postfix && dst >= 0) sx_comp_move(fs, (uint32_t)dst, v);
}

/* ---- delete ------------------------------------------------------------------------------- */

static void delete_target(sx_fs *fs, const sx_node *a, uint32_t d) {
    uint32_t mark = fs->freereg;
    if (a->kind == SX_N_MEMBER) {
        uint32_t o = sx_comp_expr_any(fs, a->a);
        sx_comp_optional_link(fs, a, o);
        sx_comp_pos_property(fs, a);
        sx_comp_field_op(fs, SX_OP_CODE_DELFIELD, d, o, a->str, a->len);
    } else {
        uint32_t o = sx_comp_stable_during(fs, a->a, a->b) ? sx_comp_expr_any(fs, a->a) : sx_comp_expr_temp(fs, a->a);
        sx_comp_optional_link(fs, a, o);
        uint32_t k = sx_comp_expr_any(fs, a->b);
        sx_comp_abc(fs, SX_OP_CODE_DELINDEX, d, o, k);
    }
    sx_comp_reg_free_to(fs, mark);
}

/* delete super.x / super[k]: the key expression is evaluated (not converted), then the
 * specification's ReferenceError in node's words. Before super() has run, `this` must throw
 * first; node skips that check, so it is made only where it shows: before a key expression
 * that can run code (`delete super[(super(), 0)]`); elsewhere either error is a ReferenceError
 * and node's message stays. */
static void delete_super(sx_fs *fs, const sx_node *a, uint32_t d) {
    uint32_t mark = fs->freereg;
    if (a->kind == SX_N_INDEX && !sx_comp_is_simple(a->b)) sx_comp_this(fs, d);
    if (a->kind == SX_N_INDEX) sx_comp_expr(fs, a->b, -1);
    sx_comp_super_base(fs, a->a, d);
    static const char msg[] = "Unsupported reference to 'super'";
    sx_comp_abx(fs, SX_OP_CODE_THROWTYPE, 1, sx_comp_const_str(fs, msg, sizeof msg - 1));
    sx_comp_reg_free_to(fs, mark);
}

void sx_comp_delete(sx_fs *fs, const sx_node *n, int dst) {
    const sx_node *a = sx_comp_unwrap(n->a);
    uint32_t d = dst >= 0 ? (uint32_t)dst : sx_comp_reg_alloc(fs, 1);
    if (!a) return;
    if (a->kind == SX_N_IDENT) {
        sx_comp_diag(fs->c, 1102, false, n, "'delete' cannot be called on an identifier in strict mode.");
        return;
    }
    if (a->kind == SX_N_MEMBER && (a->flags & SX_NF_PRIVATE)) {
        sx_comp_diag(fs->c, 18011, false, n, "The operand of a 'delete' operator cannot be a private identifier.");
        return;
    }
    const sx_node *inner = a->kind == SX_N_CHAIN ? sx_comp_unwrap(a->a) : a;
    if (inner && (inner->kind == SX_N_MEMBER || inner->kind == SX_N_INDEX) && sx_comp_unwrap(inner->a) &&
        sx_comp_unwrap(inner->a)->kind == SX_N_SUPER) {
        delete_super(fs, inner, d);
        return;
    }
    if (!inner || (inner->kind != SX_N_MEMBER && inner->kind != SX_N_INDEX)) {
        sx_comp_expr(fs, a, -1);
        sx_comp_abc(fs, SX_OP_CODE_LOADTRUE, d, 0, 0);
        return;
    }
    sx_chain_state saved = sx_comp_chain_begin(fs);
    delete_target(fs, inner, d);
    sx_comp_chain_end(fs, saved, SX_OP_CODE_LOADTRUE, d); /* a short-circuited chain: delete yields true */
}
