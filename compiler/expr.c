/* expr.c - expression dispatch, identifiers and variable access, literals, unary/binary/
 * logical/conditional operators and conditions compiled as jumps. */
#include <math.h>
#include <string.h>

#include "compiler/comp_internal.h"

/* ---- helpers ----------------------------------------------------------------------------- */

/* Type assertions and non-null assertions have no run-time effect. */
const sx_node *sx_comp_unwrap(const sx_node *n) {
    while (n && (n->kind == SX_N_TYPE_ASSERT || n->kind == SX_N_NON_NULL)) n = n->a;
    return n;
}

/* Expressions whose evaluation cannot run guest code (so cannot change any variable). */
bool sx_comp_is_simple(const sx_node *n) {
    n = sx_comp_unwrap(n);
    if (!n) return true;
    switch (n->kind) {
    case SX_N_NUMBER:
    case SX_N_BIGINT:
    case SX_N_STRING:
    case SX_N_TRUE:
    case SX_N_FALSE:
    case SX_N_NULL:
    case SX_N_IDENT:
    case SX_N_THIS:
    case SX_N_FUNCTION:
    case SX_N_REGEX: return true;
    case SX_N_TEMPLATE: return n->list.count <= 1;
    default: return false;
    }
}

/* new.target: this frame's (NEWTARGET) in a function; in an arrow, the enclosing function's,
 * which that function keeps in a variable when an arrow inside reads it. */
static void comp_new_target(sx_fs *fs, const sx_node *n, uint32_t d) {
    sx_ref r;
    sx_comp_resolve(fs, SX_NEW_TARGET_NAME, 10, &r);
    if (r.where == SX_REF_LOCAL || r.where == SX_REF_UPVAL) sx_comp_read_ref(fs, &r, d);
    else if (!fs->is_arrow && fs->parent != NULL) sx_comp_abc(fs, SX_OP_CODE_NEWTARGET, d, 0, 0);
    else
        sx_comp_diag(fs->c, 17013, false, n,
                     "Meta-property 'new.target' is only allowed in the body of a function declaration, function "
                     "expression, or constructor.");
}

/* Kinds that write their destination only as their very last step, so they may target a
 * variable's register directly (`x = a + x` is fine; `x = [x]` is not). */
static bool writes_dst_last(const sx_node *n) {
    switch (n->kind) {
    case SX_N_NUMBER:
    case SX_N_BIGINT:
    case SX_N_STRING:
    case SX_N_TRUE:
    case SX_N_FALSE:
    case SX_N_NULL:
    case SX_N_IDENT:
    case SX_N_THIS:
    case SX_N_BINARY:
    case SX_N_UNARY:
    case SX_N_MEMBER:
    case SX_N_INDEX:
    case SX_N_FUNCTION:
    case SX_N_REGEX:
    case SX_N_TYPE_ASSERT:
    case SX_N_NON_NULL: return !(n->flags & SX_NF_OPTIONAL);
    default: return false;
    }
}

static bool is_temp(sx_fs *fs, int dst) { return dst >= 0 && (uint32_t)dst >= fs->nactive; }

uint32_t sx_comp_expr_temp(sx_fs *fs, const sx_node *n) {
    uint32_t r = sx_comp_reg_alloc(fs, 1);
    sx_comp_expr(fs, n, (int)r);
    return r;
}

static bool is_undefined_ident(const sx_node *n) {
    return n->kind == SX_N_IDENT && sx_comp_names_equal(n->str, n->len, "undefined", 9);
}

/* A register holding n's value: a local variable's own register when n names one,
 * otherwise a new temporary. */
uint32_t sx_comp_expr_any(sx_fs *fs, const sx_node *n) {
    const sx_node *u = sx_comp_unwrap(n);
    int cached = sx_comp_cached_const(fs, u);
    if (cached >= 0) return (uint32_t)cached;
    if (u && u->kind == SX_N_IDENT) {
        sx_ref r;
        sx_comp_resolve(fs, u->str, u->len, &r);
        if (r.where == SX_REF_LOCAL && r.import_name == NULL) {
            sx_lineinfo saved = fs->pos;
            sx_comp_setpos(fs, u);
            sx_comp_check_ref(fs, &r);
            fs->pos = saved;
            return r.index;
        }
    }
    return sx_comp_expr_temp(fs, n);
}

/* ---- variables --------------------------------------------------------------------------- */

static uint32_t name_const(sx_fs *fs, const sx_ref *r) { return sx_comp_const_str(fs, r->name, r->len); }

/* CHECKINIT for a local whose declaration may not have run yet. */
void sx_comp_check_ref(sx_fs *fs, const sx_ref *r) {
    if (!r->check || r->where != SX_REF_LOCAL) return;
    sx_comp_abx(fs, SX_OP_CODE_CHECKINIT, r->index, name_const(fs, r));
}

void sx_comp_read_ref(sx_fs *fs, const sx_ref *r, uint32_t dst) {
    if (r->import_name != NULL && (r->where == SX_REF_LOCAL || r->where == SX_REF_UPVAL)) {
        /* a live import: the member of the module's namespace, read now */
        uint32_t ns = r->index;
        if (r->where == SX_REF_UPVAL) sx_comp_abc(fs, SX_OP_CODE_GETUPVAL, dst, r->index, 0), ns = dst;
        sx_comp_field_op(fs, SX_OP_CODE_GETFIELD, dst, ns, r->import_name, r->import_len);
        return;
    }
    switch (r->where) {
    case SX_REF_LOCAL:
        sx_comp_check_ref(fs, r);
        sx_comp_move(fs, dst, r->index);
        break;
    case SX_REF_UPVAL:
        sx_comp_abc(fs, SX_OP_CODE_GETUPVAL, dst, r->index, 0);
        if (r->check) sx_comp_abx(fs, SX_OP_CODE_CHECKINIT, dst, name_const(fs, r));
        break;
    case SX_REF_SCRIPT:
        sx_comp_abx(fs, SX_OP_CODE_GETSCRIPT, dst, r->index);
        if (r->check) sx_comp_abx(fs, SX_OP_CODE_CHECKINIT, dst, name_const(fs, r));
        break;
    default: sx_comp_abx(fs, SX_OP_CODE_GETGLOBAL, dst, name_const(fs, r)); break;
    }
}

static bool is_readonly(const sx_ref *r) {
    return r->where != SX_REF_GLOBAL && (r->kind == SX_VK_CONST || r->kind == SX_VK_SELF);
}

/* Store R[src] into the variable (assignment semantics: TDZ check, const error). */
void sx_comp_write_ref(sx_fs *fs, const sx_ref *r, uint32_t src, const sx_node *at) {
    (void)at;
    if (r->check) {
        if (r->where == SX_REF_LOCAL) {
            sx_comp_check_ref(fs, r);
        } else if (r->where == SX_REF_UPVAL || r->where == SX_REF_SCRIPT) {
            uint32_t mark = fs->freereg;
            uint32_t t = sx_comp_reg_alloc(fs, 1);
            sx_comp_read_ref(fs, r, t); /* the read checks */
            sx_comp_reg_free_to(fs, mark);
        }
    }
    if (is_readonly(r)) {
        sx_comp_abx(fs, SX_OP_CODE_CONSTERR, 0, name_const(fs, r));
        return;
    }
    sx_comp_init_ref(fs, r, src, at);
}

/* Store R[src] into the variable without checks: the initialisation of its declaration. */
void sx_comp_init_ref(sx_fs *fs, const sx_ref *r, uint32_t src, const sx_node *at) {
    (void)at;
    switch (r->where) {
    case SX_REF_LOCAL: sx_comp_move(fs, r->index, src); break;
    case SX_REF_UPVAL: sx_comp_abc(fs, SX_OP_CODE_SETUPVAL, src, r->index, 0); break;
    case SX_REF_SCRIPT: sx_comp_abx(fs, SX_OP_CODE_SETSCRIPT, src, r->index); break;
    default: sx_comp_abx(fs, SX_OP_CODE_SETGLOBAL, src, name_const(fs, r)); break;
    }
}

/* Initialise the declared variable `name` (a script slot when it is not a local) from R[src]. */
void sx_comp_init_name(sx_fs *fs, const char *name, uint32_t len, uint32_t src, const sx_node *at) {
    sx_ref r;
    sx_comp_resolve(fs, name, len, &r);
    if (r.where == SX_REF_SCRIPT) sx_comp_init_ref(fs, &r, src, at);
    else sx_comp_write_ref(fs, &r, src, at);
}

static void comp_ident(sx_fs *fs, const sx_node *n, uint32_t dst) {
    sx_ref r;
    sx_comp_resolve(fs, n->str, n->len, &r);
    if (r.where == SX_REF_GLOBAL) {
        if (is_undefined_ident(n)) {
            sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, dst, 0, 0);
            return;
        }
        if (sx_comp_names_equal(n->str, n->len, "NaN", 3) || sx_comp_names_equal(n->str, n->len, "Infinity", 8)) {
            /* read-only globals */
            sx_comp_abx(fs, SX_OP_CODE_LOADK, dst, sx_comp_const_num(fs, n->len == 3 ? (double)NAN : (double)INFINITY));
            return;
        }
        if (!fs->is_toplevel && sx_comp_names_equal(n->str, n->len, "arguments", 9)) {
            sx_comp_unsupported(fs->c, n, "'arguments' is");
            return;
        }
    }
    sx_comp_read_ref(fs, &r, dst);
}

/* ---- operators --------------------------------------------------------------------------- */

static sx_opcode binary_opcode(sx_op op) {
    switch (op) {
    case SX_OP_ADD: return SX_OP_CODE_ADD;
    case SX_OP_SUB: return SX_OP_CODE_SUB;
    case SX_OP_MUL: return SX_OP_CODE_MUL;
    case SX_OP_DIV: return SX_OP_CODE_DIV;
    case SX_OP_MOD: return SX_OP_CODE_MOD;
    case SX_OP_POW: return SX_OP_CODE_POW;
    case SX_OP_BAND: return SX_OP_CODE_BAND;
    case SX_OP_BOR: return SX_OP_CODE_BOR;
    case SX_OP_BXOR: return SX_OP_CODE_BXOR;
    case SX_OP_SHL: return SX_OP_CODE_SHL;
    case SX_OP_SHR: return SX_OP_CODE_SHR;
    case SX_OP_USHR: return SX_OP_CODE_USHR;
    case SX_OP_EQ: return SX_OP_CODE_EQ;
    case SX_OP_NE: return SX_OP_CODE_NE;
    case SX_OP_SEQ: return SX_OP_CODE_SEQ;
    case SX_OP_SNE: return SX_OP_CODE_SNE;
    case SX_OP_LT: return SX_OP_CODE_LT;
    case SX_OP_LE: return SX_OP_CODE_LE;
    case SX_OP_GT: return SX_OP_CODE_GT;
    case SX_OP_GE: return SX_OP_CODE_GE;
    case SX_OP_IN: return SX_OP_CODE_IN;
    case SX_OP_INSTANCEOF: return SX_OP_CODE_INSTANCEOF;
    default: return SX_OP_CODE_NOP;
    }
}

void sx_comp_binary_op(sx_fs *fs, sx_op op, uint32_t dst, uint32_t l, uint32_t r) {
    sx_opcode oc = binary_opcode(op);
    if (oc == SX_OP_CODE_NOP) {
        sx_comp_diag(fs->c, SX_OWN_DIAG_UNSUPPORTED, true, NULL, "Operator '%s' is not supported by secexec yet.",
                     sx_op_token(op));
        return;
    }
    sx_comp_abc(fs, oc, dst, l, r);
}

/* Does n name a variable of this function (so sx_comp_expr_any returns its register)? */
bool sx_comp_is_local(sx_fs *fs, const sx_node *n) {
    n = sx_comp_unwrap(n);
    if (!n || n->kind != SX_N_IDENT) return false;
    const sx_var *v = sx_comp_find_local(fs, n->str, n->len);
    return v != NULL && v->import_name == NULL; /* an import's register holds its namespace */
}

#define SX_COMP_SPINE_MIN 32 /* left-deep chains at least this long are compiled in a loop */

/* The length of n's left spine of binary operators (n included). */
static uint32_t binary_spine(const sx_node *n) {
    uint32_t k = 0;
    for (; n != NULL && n->kind == SX_N_BINARY; n = n->a) k++;
    return k;
}

/* A long left-deep chain (1 + 2 + ... + n): compiled in a loop over its left spine, each step
 * into one temp, so the chain's length costs no recursion (only its operands nest a level). */
static void comp_binary_chain(sx_fs *fs, const sx_node *n, uint32_t k, uint32_t dst) {
    uint32_t mark = fs->freereg;
    const sx_node **spine = NULL;
    uint32_t cap = 0;
    if (!sx_comp_grow(fs->c, (void **)&spine, &cap, k, sizeof *spine)) return;
    spine[0] = n;
    for (uint32_t i = 1; i < k; i++) spine[i] = spine[i - 1]->a;
    uint32_t t = is_temp(fs, (int)dst) ? dst : sx_comp_reg_alloc(fs, 1);
    sx_comp_expr(fs, spine[k - 1]->a, (int)t);
    sx_lineinfo saved = fs->pos;
    for (uint32_t i = k; i-- > 0 && !fs->c->fatal;) {
        uint32_t step = fs->freereg;
        uint32_t r = sx_comp_expr_any(fs, spine[i]->b);
        sx_comp_setpos(fs, spine[i]);
        sx_comp_binary_op(fs, (sx_op)spine[i]->op, i == 0 ? dst : t, t, r);
        sx_comp_reg_free_to(fs, step);
    }
    fs->pos = saved;
    sx_mem_free(fs->c->vm, (void *)spine, (size_t)cap * sizeof *spine);
    sx_comp_reg_free_to(fs, mark);
}

/* A small integer literal operand (-32768 .. 32767, not -0): the immediate of ADDI/SUBI and
 * JLTI..JGEI. False for anything else. */
static bool small_int_literal(const sx_node *n, int32_t *out) {
    n = sx_comp_unwrap(n);
    if (!n || n->kind != SX_N_NUMBER) return false;
    double d = n->num;
    if (!(d >= -32768 && d <= 32767) || d != (double)(int32_t)d || (d == 0 && 1 / d < 0)) return false;
    *out = (int32_t)d;
    return true;
}

/* The left operand of a binary operator: its own register when nothing on the right can change
 * it, else evaluated into dst (if scratch) or a temp. */
static uint32_t binary_left(sx_fs *fs, const sx_node *n, int dst) {
    if ((sx_comp_is_local(fs, n->a) && sx_comp_stable_during(fs, n->a, n->b)) ||
        sx_comp_cached_const(fs, sx_comp_unwrap(n->a)) >= 0)
        return sx_comp_expr_any(fs, n->a);
    if (is_temp(fs, dst)) {
        sx_comp_expr(fs, n->a, dst); /* dst is scratch until the result is written */
        return (uint32_t)dst;
    }
    return sx_comp_expr_temp(fs, n->a);
}

static void comp_binary(sx_fs *fs, const sx_node *n, uint32_t dst) {
    uint32_t k = binary_spine(n);
    if (k >= SX_COMP_SPINE_MIN) {
        comp_binary_chain(fs, n, k, dst);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t l = binary_left(fs, n, (int)dst);
    int32_t imm;
    if ((n->op == SX_OP_ADD || n->op == SX_OP_SUB) && small_int_literal(n->b, &imm)) {
        /* x + 1, n - 2: one instruction, no register for the constant */
        sx_comp_abc(fs, n->op == SX_OP_ADD ? SX_OP_CODE_ADDI : SX_OP_CODE_SUBI, dst, l, (uint32_t)imm & 0xFFFF);
        sx_comp_reg_free_to(fs, mark);
        return;
    }
    uint32_t r = sx_comp_expr_any(fs, n->b);
    sx_comp_binary_op(fs, (sx_op)n->op, dst, l, r);
    sx_comp_reg_free_to(fs, mark);
}

/* A literal that JSEQK can compare with directly (a constant of the function), or -1. */
static int64_t strict_literal_const(sx_fs *fs, const sx_node *n) {
    n = sx_comp_unwrap(n);
    if (!n) return -1;
    uint32_t k;
    switch (n->kind) {
    case SX_N_NUMBER: k = sx_comp_const_num(fs, n->num); break;
    case SX_N_STRING: k = sx_comp_const_str(fs, n->str, n->len); break;
    case SX_N_NULL: k = sx_comp_const(fs, SX_NULL); break;
    case SX_N_TRUE: k = sx_comp_const(fs, SX_TRUE); break;
    case SX_N_FALSE: k = sx_comp_const(fs, SX_FALSE); break;
    default: return -1;
    }
    return k <= 0xFFFF ? (int64_t)k : -1;
}

/* Is n a comparison that a compare-and-jump does in one instruction? */
static bool fusable_compare(const sx_node *n) {
    if (n->kind != SX_N_BINARY) return false;
    switch (n->op) {
    case SX_OP_LT:
    case SX_OP_LE:
    case SX_OP_GT:
    case SX_OP_GE:
    case SX_OP_SEQ:
    case SX_OP_SNE: return true;
    default: return false;
    }
}

/* a < b, a <= b, a > b, a >= b, a === b, a !== b as a condition: one compare-and-jump (JLT ..
 * JSEQK) and the JMP it takes, executed as one instruction. Returns the jump list (the JMP). */
static int comp_cond_compare(sx_fs *fs, const sx_node *n, bool when) {
    static const sx_opcode reg_op[] = {SX_OP_CODE_JLT, SX_OP_CODE_JLE, SX_OP_CODE_JGT, SX_OP_CODE_JGE};
    static const sx_opcode imm_op[] = {SX_OP_CODE_JLTI, SX_OP_CODE_JLEI, SX_OP_CODE_JGTI, SX_OP_CODE_JGEI};
    uint32_t mark = fs->freereg;
    sx_lineinfo saved = fs->pos;
    uint32_t l = binary_left(fs, n, -1);
    bool strict = n->op == SX_OP_SEQ || n->op == SX_OP_SNE;
    bool jump_when = n->op == SX_OP_SNE ? !when : when; /* a !== b is exactly !(a === b) */
    int ord = n->op == SX_OP_LT ? 0 : n->op == SX_OP_LE ? 1 : n->op == SX_OP_GT ? 2 : 3;
    int32_t imm = 0;
    int64_t k = -1;
    sx_opcode op;
    uint32_t b;
    if (!strict && small_int_literal(n->b, &imm)) {
        op = imm_op[ord], b = (uint32_t)imm & 0xFFFF;
    } else if (strict && (k = strict_literal_const(fs, n->b)) >= 0) {
        op = SX_OP_CODE_JSEQK, b = (uint32_t)k;
    } else {
        op = strict ? SX_OP_CODE_JSEQ : reg_op[ord];
        b = sx_comp_expr_any(fs, n->b);
    }
    sx_comp_setpos(fs, n);
    sx_comp_abc(fs, op, l, b, jump_when ? 1 : 0);
    int j = sx_comp_jump(fs);
    fs->pos = saved;
    sx_comp_reg_free_to(fs, mark);
    return j;
}

static void comp_unary(sx_fs *fs, const sx_node *n, int dst) {
    sx_op op = (sx_op)n->op;
    if (op == SX_OP_DELETE) {
        sx_comp_delete(fs, n, dst);
        return;
    }
    if (op == SX_OP_VOID) {
        sx_comp_expr(fs, n->a, -1);
        if (dst >= 0) sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, (uint32_t)dst, 0, 0);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t d = dst >= 0 ? (uint32_t)dst : sx_comp_reg_alloc(fs, 1);
    const sx_node *a = sx_comp_unwrap(n->a);
    if (op == SX_OP_TYPEOF && a && a->kind == SX_N_IDENT) {
        sx_ref r;
        sx_comp_resolve(fs, a->str, a->len, &r);
        if (r.where == SX_REF_GLOBAL) {
            sx_comp_abx(fs, SX_OP_CODE_TYPEOFGLOBAL, d, sx_comp_const_str(fs, a->str, a->len));
            sx_comp_reg_free_to(fs, mark);
            return;
        }
    }
    uint32_t src = sx_comp_expr_any(fs, n->a);
    sx_opcode oc;
    switch (op) {
    case SX_OP_NEG: oc = SX_OP_CODE_NEG; break;
    case SX_OP_PLUS: oc = SX_OP_CODE_TONUMBER; break;
    case SX_OP_NOT: oc = SX_OP_CODE_NOT; break;
    case SX_OP_BNOT: oc = SX_OP_CODE_BNOT; break;
    case SX_OP_TYPEOF: oc = SX_OP_CODE_TYPEOF; break;
    default: oc = SX_OP_CODE_NOP; break;
    }
    sx_comp_abc(fs, oc, d, src, 0);
    sx_comp_reg_free_to(fs, mark);
}

/* a && b, a || b, a ?? b: the result is the operand that decided. */
/* The length of n's left spine of && || ?? operators (n included). */
static uint32_t logical_spine(const sx_node *n) {
    uint32_t k = 0;
    for (; n != NULL && n->kind == SX_N_LOGICAL; n = n->a) k++;
    return k;
}

/* Collects n's left spine (k nodes, n first) into a buffer the caller frees (NULL: out of memory). */
static const sx_node **spine_of(sx_fs *fs, const sx_node *n, uint32_t k, uint32_t *cap) {
    const sx_node **spine = NULL;
    *cap = 0;
    if (!sx_comp_grow(fs->c, (void **)&spine, cap, k, sizeof *spine)) return NULL;
    spine[0] = n;
    for (uint32_t i = 1; i < k; i++) spine[i] = spine[i - 1]->a;
    return spine;
}

/* A long left-deep chain of && || ?? (a && b && ... && z) as a value: compiled in a loop over its
 * left spine, the same code the recursion below gives, so its length costs no recursion. */
static void comp_logical_chain(sx_fs *fs, const sx_node *n, uint32_t k, int dst) {
    uint32_t mark = fs->freereg, cap;
    const sx_node **spine = spine_of(fs, n, k, &cap);
    if (spine == NULL) return;
    uint32_t d = dst >= 0 ? (uint32_t)dst : sx_comp_reg_alloc(fs, 1); /* discarded: into a temp */
    sx_comp_expr(fs, spine[k - 1]->a, (int)d);
    for (uint32_t i = k; i-- > 0 && !fs->c->fatal;) {
        sx_op op = (sx_op)spine[i]->op;
        sx_opcode jop = op == SX_OP_AND  ? SX_OP_CODE_JMPIFFALSE
                        : op == SX_OP_OR ? SX_OP_CODE_JMPIFTRUE
                                         : SX_OP_CODE_JMPIFNOTNULLISH;
        int skip = sx_comp_jump_if(fs, jop, d);
        sx_comp_expr(fs, spine[i]->b, (int)d);
        sx_comp_patch_here(fs, skip);
    }
    sx_mem_free(fs->c->vm, (void *)spine, (size_t)cap * sizeof *spine);
    sx_comp_reg_free_to(fs, mark);
}

static void comp_logical(sx_fs *fs, const sx_node *n, int dst) {
    sx_op op = (sx_op)n->op;
    uint32_t k = logical_spine(n);
    if (k >= SX_COMP_SPINE_MIN) {
        comp_logical_chain(fs, n, k, dst);
        return;
    }
    if (dst < 0) {
        int skip;
        if (op == SX_OP_NULLISH) {
            uint32_t mark = fs->freereg;
            uint32_t r = sx_comp_expr_any(fs, n->a);
            skip = sx_comp_jump_if(fs, SX_OP_CODE_JMPIFNOTNULLISH, r);
            sx_comp_reg_free_to(fs, mark);
        } else {
            skip = sx_comp_cond(fs, n->a, op == SX_OP_OR);
        }
        sx_comp_expr(fs, n->b, -1);
        sx_comp_patch_here(fs, skip);
        return;
    }
    sx_comp_expr(fs, n->a, dst);
    sx_opcode jop = op == SX_OP_AND  ? SX_OP_CODE_JMPIFFALSE
                    : op == SX_OP_OR ? SX_OP_CODE_JMPIFTRUE
                                     : SX_OP_CODE_JMPIFNOTNULLISH;
    int skip = sx_comp_jump_if(fs, jop, (uint32_t)dst);
    sx_comp_expr(fs, n->b, dst);
    sx_comp_patch_here(fs, skip);
}

static void comp_conditional(sx_fs *fs, const sx_node *n, int dst) {
    int f = sx_comp_cond(fs, n->a, false);
    sx_comp_expr(fs, n->b, dst);
    int j = sx_comp_jump(fs);
    sx_comp_patch_here(fs, f);
    sx_comp_expr(fs, n->c, dst);
    sx_comp_patch_here(fs, j);
}

static void comp_sequence(sx_fs *fs, const sx_node *n, int dst) {
    for (uint32_t i = 0; i < n->list.count; i++) sx_comp_expr(fs, n->list.items[i], i + 1 == n->list.count ? dst : -1);
}

/* Truthiness of a literal: 1 true, 0 false, -1 not a literal. */
static int literal_truth(const sx_node *n) {
    switch (n->kind) {
    case SX_N_TRUE: return 1;
    case SX_N_FALSE:
    case SX_N_NULL: return 0;
    case SX_N_NUMBER: return (n->num != 0 && n->num == n->num) ? 1 : 0;
    case SX_N_STRING: return n->len > 0;
    default: return -1;
    }
}

/* Compile n as a condition: returns the jumps taken when ToBoolean(n) == when (fall through
 * otherwise). && || ! become control flow instead of values. */
static int comp_cond(sx_fs *fs, const sx_node *n, bool when);

int sx_comp_cond(sx_fs *fs, const sx_node *n, bool when) { /* depth counted like sx_comp_expr */
    sx_comp *c = fs->c;
    if (c->fatal) return SX_NO_JUMP;
    if (++c->depth > SX_COMP_MAX_DEPTH) {
        sx_comp_diag(c, SX_OWN_DIAG_TOO_DEEP, true, n, "Expression nested too deeply (limit 500 levels).");
        c->fatal = true;
        c->depth--;
        return SX_NO_JUMP;
    }
    int j = comp_cond(fs, n, when);
    c->depth--;
    return j;
}

/* The length of n's left spine of && || (n included). */
static uint32_t and_or_spine(const sx_node *n) {
    uint32_t k = 0;
    for (; n != NULL && n->kind == SX_N_LOGICAL && (n->op == SX_OP_AND || n->op == SX_OP_OR); n = n->a) k++;
    return k;
}

/* A long left-deep && || chain as a condition: the jumps comp_cond's recursion below would give,
 * made in a loop. Going down, level i is asked for the jumps taken when it is want[i]; coming up,
 * j holds the innermost levels' jumps. */
static int comp_cond_chain(sx_fs *fs, const sx_node *n, uint32_t k, bool when) {
    uint32_t cap, wcap = 0;
    const sx_node **spine = spine_of(fs, n, k, &cap);
    bool *want = NULL;
    if (spine == NULL || !sx_comp_grow(fs->c, (void **)&want, &wcap, k + 1, sizeof *want)) {
        if (spine) sx_mem_free(fs->c->vm, (void *)spine, (size_t)cap * sizeof *spine);
        return SX_NO_JUMP;
    }
    want[0] = when;
    for (uint32_t i = 0; i < k; i++) {
        bool is_and = spine[i]->op == SX_OP_AND;
        want[i + 1] = is_and != want[i] ? want[i] : !want[i];
    }
    int j = sx_comp_cond(fs, spine[k - 1]->a, want[k]);
    for (uint32_t i = k; i-- > 0 && !fs->c->fatal;) {
        bool is_and = spine[i]->op == SX_OP_AND;
        if (is_and != want[i]) { /* either operand decides: j already jumps when want[i] */
            sx_comp_concat(fs, &j, sx_comp_cond(fs, spine[i]->b, want[i]));
        } else { /* j jumps past b when the left side decided the other way */
            int other = j;
            j = sx_comp_cond(fs, spine[i]->b, want[i]);
            sx_comp_patch_here(fs, other);
        }
    }
    sx_mem_free(fs->c->vm, (void *)want, (size_t)wcap * sizeof *want);
    sx_mem_free(fs->c->vm, (void *)spine, (size_t)cap * sizeof *spine);
    return j;
}

static int comp_cond(sx_fs *fs, const sx_node *n, bool when) {
    n = sx_comp_unwrap(n);
    if (!n || fs->c->fatal) return SX_NO_JUMP;
    int truth = literal_truth(n);
    if (truth >= 0) return (truth == (int)when) ? sx_comp_jump(fs) : SX_NO_JUMP;
    if (n->kind == SX_N_UNARY && n->op == SX_OP_NOT) return sx_comp_cond(fs, n->a, !when);
    uint32_t k = and_or_spine(n);
    if (k >= SX_COMP_SPINE_MIN) return comp_cond_chain(fs, n, k, when);
    if (n->kind == SX_N_LOGICAL && (n->op == SX_OP_AND || n->op == SX_OP_OR)) {
        bool is_and = n->op == SX_OP_AND;
        if (is_and != when) { /* (a && b) is false / (a || b) is true: either operand decides */
            int l = sx_comp_cond(fs, n->a, when);
            sx_comp_concat(fs, &l, sx_comp_cond(fs, n->b, when));
            return l;
        }
        int other = sx_comp_cond(fs, n->a, !when);
        int l = sx_comp_cond(fs, n->b, when);
        sx_comp_patch_here(fs, other);
        return l;
    }
    if (fusable_compare(n) && binary_spine(n) < SX_COMP_SPINE_MIN) return comp_cond_compare(fs, n, when);
    uint32_t mark = fs->freereg;
    sx_lineinfo saved = fs->pos;
    uint32_t r = sx_comp_expr_any(fs, n);
    fs->pos = saved;
    int j = sx_comp_jump_if(fs, when ? SX_OP_CODE_JMPIFTRUE : SX_OP_CODE_JMPIFFALSE, r);
    sx_comp_reg_free_to(fs, mark);
    return j;
}

/* ---- literals ---------------------------------------------------------------------------- */

static void comp_regex(sx_fs *fs, const sx_node *n, uint32_t dst) {
    uint32_t kp = sx_comp_const_str(fs, n->str, n->len);
    uint32_t kf = n->b ? sx_comp_const_str(fs, n->b->str, n->b->len) : sx_comp_const_str(fs, "", 0);
    if (kp > 0xFFFF || kf > 0xFFFF) {
        sx_comp_too_large(fs->c, n);
        return;
    }
    sx_comp_abc(fs, SX_OP_CODE_REGEXP, dst, kp, kf);
}

/* await a: only in async functions and at the top level (which then becomes async). */
static void comp_await(sx_fs *fs, const sx_node *n, uint32_t dst) {
    if (!fs->is_async && fs->is_toplevel && fs->c->goal != SX_GOAL_MODULE) { /* a script: tsc's words */
        sx_comp_diag(fs->c, 1375, false, n,
                     "'await' expressions are only allowed at the top level of a file when that file is a module, "
                     "but this file has no imports or exports. Consider adding an empty 'export {}' to make this "
                     "file a module.");
        return;
    }
    if (!fs->is_async && !fs->is_toplevel) {
        sx_comp_diag(fs->c, 1308, false, n,
                     "'await' expressions are only allowed within async functions and at the top levels of modules.");
        return;
    }
    if (fs->is_toplevel) fs->uses_await = true;
    uint32_t mark = fs->freereg;
    uint32_t r = sx_comp_expr_any(fs, n->a);
    sx_comp_setpos(fs, n);
    SX_COMP_AWAIT(fs, dst, r);
    sx_comp_reg_free_to(fs, mark);
}

/*
 * yield a:   YIELD dst, a
 * yield* a:        R[it] := GETITER a
 *                  R[v] := undefined; R[v+1] := 0
 *            loop: ITERSEND R[v], R[it], +1  (next/throw/return(R[v]) by R[v+1]; done: skip the JMP)
 *                  JMP body
 *                  JMP out
 *            body: TRY er -> caught
 *                  YIELD R[v], R[v]           (what next(x) sends comes back into R[v])
 *                  ENDTRY; R[v+1] := 0; JMP loop
 *          caught: R[v] := er; R[v+1] := 1; JMP loop  (throw(e), and return()'s signal, go inside)
 *             out: dst := R[v]               (the inner iterator's return value)
 */
static void comp_yield(sx_fs *fs, const sx_node *n, uint32_t dst) {
    if (!fs->is_generator) {
        sx_comp_diag(fs->c, 1163, false, n, "A 'yield' expression is only allowed in a generator body.");
        return;
    }
    uint32_t mark = fs->freereg;
    if (!(n->flags & SX_NF_GENERATOR)) {
        uint32_t r = n->a ? sx_comp_expr_any(fs, n->a) : sx_comp_reg_alloc(fs, 1);
        if (!n->a) sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, r, 0, 0);
        sx_comp_setpos(fs, n);
        if (fs->is_async) SX_COMP_AWAIT(fs, r, r); /* an async generator yields the settled value */
        sx_comp_abc(fs, SX_OP_CODE_YIELD, dst, r, 0);
        sx_comp_reg_free_to(fs, mark);
        return;
    }
    bool async = fs->is_async;
    uint32_t it = sx_comp_reg_alloc(fs, 1);
    uint32_t src = sx_comp_expr_any(fs, n->a);
    sx_comp_setpos(fs, n);
    sx_comp_callsite_node(fs, sx_comp_abc(fs, SX_OP_CODE_GETITER, it, src, async ? 1 : 0), n->a);
    sx_comp_reg_free_to(fs, it + 1);
    uint32_t v = sx_comp_reg_alloc(fs, 2), er = sx_comp_reg_alloc(fs, 1);
    sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, v, 0, 0);
    sx_comp_asbx(fs, SX_OP_CODE_LOADI, v + 1, 0);
    uint32_t loop = sx_comp_label(fs);
    sx_comp_emit(fs, SX_MAKE_ABCD(SX_OP_CODE_ITERSEND, v, it, 1, async ? 1 : 0));
    sx_comp_asbx(fs, SX_OP_CODE_JMP, 0, 1);
    int out = sx_comp_jump(fs);
    int finished = SX_NO_JUMP; /* async: the awaited result said done */
    if (async) {
        SX_COMP_AWAIT(fs, v, v); /* an async iterator's result object; a sync one's value */
        sx_comp_emit(fs, SX_MAKE_ABCD(SX_OP_CODE_ITERUNWRAP, v, it, 1, 1)); /* done: R[v] := its value */
        sx_comp_asbx(fs, SX_OP_CODE_JMP, 0, 1);
        finished = sx_comp_jump(fs);
    }
    int caught = sx_comp_jump_if(fs, SX_OP_CODE_TRY, er);
    sx_comp_abc(fs, SX_OP_CODE_YIELD, v, v, 0);
    sx_comp_abc(fs, SX_OP_CODE_ENDTRY, 0, 0, 0);
    sx_comp_asbx(fs, SX_OP_CODE_LOADI, v + 1, 0);
    sx_comp_jump_back(fs, loop);
    sx_comp_patch_here(fs, caught);
    sx_comp_abc(fs, SX_OP_CODE_MOVE, v, er, 0);
    sx_comp_asbx(fs, SX_OP_CODE_LOADI, v + 1, 1);
    sx_comp_jump_back(fs, loop);
    if (async) { /* done: the value of yield*, or, when passing on the outer return(), its return value */
        sx_comp_patch_here(fs, finished);
        sx_comp_asbx(fs, SX_OP_CODE_LOADI, er, 2);
        sx_comp_abc(fs, SX_OP_CODE_SEQ, er, v + 1, er);
        int not_returning = sx_comp_jump_if(fs, SX_OP_CODE_JMPIFFALSE, er);
        sx_comp_abc(fs, SX_OP_CODE_GENRETURN, v, 0, 0);
        sx_comp_patch_here(fs, not_returning);
    }
    sx_comp_patch_here(fs, out);
    sx_comp_abc(fs, SX_OP_CODE_MOVE, dst, v, 0);
    sx_comp_reg_free_to(fs, mark);
}

/* ---- dispatch ---------------------------------------------------------------------------- */

static bool handles_discard(const sx_node *n) {
    switch (n->kind) {
    case SX_N_ASSIGN:
    case SX_N_UPDATE:
    case SX_N_CALL:
    case SX_N_NEW:
    case SX_N_SEQUENCE:
    case SX_N_LOGICAL:
    case SX_N_CONDITIONAL:
    case SX_N_CHAIN:
    case SX_N_UNARY:
    case SX_N_TYPE_ASSERT:
    case SX_N_NON_NULL: return true;
    default: return false;
    }
}

static void comp_expr_kind(sx_fs *fs, const sx_node *n, int dst);

void sx_comp_expr(sx_fs *fs, const sx_node *n, int dst) {
    sx_comp *c = fs->c;
    if (!n || c->fatal) return;
    if (++c->depth > SX_COMP_MAX_DEPTH) {
        sx_comp_diag(c, SX_OWN_DIAG_TOO_DEEP, true, n, "Expression nested too deeply (limit 500 levels).");
        c->fatal = true;
        c->depth--;
        return;
    }
    sx_lineinfo saved = fs->pos;
    sx_comp_setpos(fs, n);
    uint32_t mark = fs->freereg;
    if (dst < 0 && !handles_discard(n)) {
        comp_expr_kind(fs, n, (int)sx_comp_reg_alloc(fs, 1));
    } else if (dst >= 0 && !is_temp(fs, dst) && dst != fs->fresh_reg && !writes_dst_last(n)) {
        /* building in a variable's register could expose a half-built value: use a temp */
        uint32_t t = sx_comp_reg_alloc(fs, 1);
        comp_expr_kind(fs, n, (int)t);
        sx_comp_move(fs, (uint32_t)dst, t);
    } else {
        comp_expr_kind(fs, n, dst);
    }
    sx_comp_reg_free_to(fs, mark);
    fs->pos = saved;
    c->depth--;
}

/* Like sx_comp_expr, but an anonymous function gets `name` (JS function name inference). */
void sx_comp_expr_named(sx_fs *fs, const sx_node *n, int dst, const char *name, uint32_t len) {
    const sx_node *u = sx_comp_unwrap(n);
    if (u && u->kind == SX_N_FUNCTION && !u->str && name) {
        if (dst < 0) return; /* creating an unused closure has no effect */
        sx_lineinfo saved = fs->pos;
        sx_comp_setpos(fs, u);
        sx_comp_function(fs, u, (uint32_t)dst, name, len, 0);
        fs->pos = saved;
        return;
    }
    if (u && u->kind == SX_N_CLASS && !u->str && name) { /* const A = class {} is named A */
        uint32_t mark = fs->freereg;
        uint32_t d = dst >= 0 ? (uint32_t)dst : sx_comp_reg_alloc(fs, 1);
        sx_lineinfo saved = fs->pos;
        sx_comp_setpos(fs, u);
        sx_comp_class(fs, u, d, name, len);
        fs->pos = saved;
        sx_comp_reg_free_to(fs, mark);
        return;
    }
    sx_comp_expr(fs, n, dst);
}

static void comp_expr_kind(sx_fs *fs, const sx_node *n, int dst) {
    uint32_t d = (uint32_t)dst; /* only used by kinds that always get dst >= 0 */
    if ((n->flags & SX_NF_OPTIONAL) && !fs->in_chain &&
        (n->kind == SX_N_MEMBER || n->kind == SX_N_INDEX || n->kind == SX_N_CALL)) {
        sx_comp_chain(fs, n, dst);
        return;
    }
    switch (n->kind) {
    case SX_N_NUMBER: sx_comp_loadk_num(fs, d, n->num); break;
    case SX_N_BIGINT: sx_comp_abx(fs, SX_OP_CODE_LOADBIGINT, d, sx_comp_const_str(fs, n->str, n->len)); break;
    case SX_N_STRING:
        if (n->flags & SX_NF_PRIVATE) sx_comp_move(fs, d, sx_comp_private_key(fs, n)); /* #x in o */
        else sx_comp_loadk_str(fs, d, n->str, n->len);
        break;
    case SX_N_TEMPLATE: sx_comp_template(fs, n, d); break;
    case SX_N_REGEX: comp_regex(fs, n, d); break;
    case SX_N_IDENT: comp_ident(fs, n, d); break;
    case SX_N_TRUE: sx_comp_abc(fs, SX_OP_CODE_LOADTRUE, d, 0, 0); break;
    case SX_N_FALSE: sx_comp_abc(fs, SX_OP_CODE_LOADFALSE, d, 0, 0); break;
    case SX_N_NULL: sx_comp_abc(fs, SX_OP_CODE_LOADNULL, d, 0, 0); break;
    case SX_N_THIS: sx_comp_this(fs, d); break;
    case SX_N_NEW_TARGET: comp_new_target(fs, n, d); break;
    case SX_N_ARRAY: sx_comp_array(fs, n, d); break;
    case SX_N_OBJECT: sx_comp_object(fs, n, d); break;
    case SX_N_FUNCTION: sx_comp_function(fs, n, d, n->str, n->len, 0); break;
    case SX_N_UNARY: comp_unary(fs, n, dst); break;
    case SX_N_UPDATE: sx_comp_update(fs, n, dst); break;
    case SX_N_BINARY: comp_binary(fs, n, d); break;
    case SX_N_LOGICAL: comp_logical(fs, n, dst); break;
    case SX_N_ASSIGN: sx_comp_assign(fs, n, dst); break;
    case SX_N_CONDITIONAL: comp_conditional(fs, n, dst); break;
    case SX_N_CALL: sx_comp_call(fs, n, dst); break;
    case SX_N_TAGGED_TEMPLATE: sx_comp_tagged(fs, n, dst); break;
    case SX_N_NEW: sx_comp_new(fs, n, dst); break;
    case SX_N_MEMBER: sx_comp_member(fs, n, d); break;
    case SX_N_INDEX: sx_comp_index(fs, n, d); break;
    case SX_N_CHAIN: sx_comp_chain(fs, n->a, dst); break;
    case SX_N_SEQUENCE: comp_sequence(fs, n, dst); break;
    case SX_N_TYPE_ASSERT:
    case SX_N_NON_NULL: sx_comp_expr(fs, n->a, dst); break;
    case SX_N_SUPER:
        sx_comp_diag(fs->c, 1034, false, n, "'super' must be followed by an argument list or member access.");
        break;
    case SX_N_CLASS: sx_comp_class(fs, n, d, NULL, 0); break;
    case SX_N_AWAIT: comp_await(fs, n, d); break;
    case SX_N_YIELD: comp_yield(fs, n, d); break;
    default:
        sx_comp_diag(fs->c, SX_OWN_DIAG_UNSUPPORTED, true, n, "Unexpected %s in an expression.",
                     sx_node_kind_name((sx_node_kind)n->kind));
        break;
    }
}
