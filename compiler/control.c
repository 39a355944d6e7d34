/* control.c - jumps that leave statements: break, continue, return; try/catch/finally with
 * the finally block compiled inline on every exit path. */
#include <string.h>

#include "compiler/comp_internal.h"

/* ---- the control stack ------------------------------------------------------------------- */

sx_ctl *sx_comp_ctl_push(sx_fs *fs, sx_ctlkind kind, const sx_node *labels) {
    if (!sx_comp_grow(fs->c, (void **)&fs->ctls, &fs->capctls, fs->nctls + 1, sizeof(sx_ctl))) return NULL;
    sx_ctl *e = &fs->ctls[fs->nctls++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->labels = labels;
    e->break_list = SX_NO_JUMP;
    e->cont_list = SX_NO_JUMP;
    e->depth = e->cont_depth = fs->nscopes;
    e->var_mark = fs->nvars;
    return e;
}

void sx_comp_ctl_pop(sx_fs *fs) {
    if (fs->nctls > 0) fs->nctls--;
}

static bool has_label(const sx_node *labels, const char *name, uint32_t len) {
    for (const sx_node *l = labels; l && l->kind == SX_N_LABELED; l = l->a)
        if (sx_comp_names_equal(l->str, l->len, name, len)) return true;
    return false;
}

/* ---- inlined finally blocks -------------------------------------------------------------- */

/* A finally block's statements: their values are never the program's completion value
 * (`try { 1 } finally { 2 }` is 1). */
static void comp_finally_block(sx_fs *fs, const sx_node *fin) {
    int saved = fs->completion_reg;
    fs->completion_reg = -1;
    sx_comp_stmt(fs, fin);
    fs->completion_reg = saved;
}

/*
 * Compile the finally block of the try entry at `idx` here, as code that runs on the way out
 * of that try. It is compiled as if it stood after the try statement: the variables declared
 * inside the try are invisible to it, and its own break/continue/return only see the control
 * entries outside the try. Registers live here (a return value) stay untouched.
 */
static void inline_finally(sx_fs *fs, uint32_t idx) {
    sx_comp *c = fs->c;
    const sx_node *fin = fs->ctls[idx].finally_block;
    uint32_t var_mark = fs->ctls[idx].var_mark;
    uint32_t nsaved = fs->nctls - idx;
    size_t bytes = (size_t)nsaved * sizeof(sx_ctl);
    sx_ctl *saved = sx_mem_realloc(c->vm, NULL, 0, bytes);
    if (!saved) {
        sx_comp_oom(c);
        return;
    }
    memcpy(saved, &fs->ctls[idx], bytes);
    fs->nctls = idx;
    for (uint32_t i = var_mark; i < fs->nvars; i++) fs->vars[i].hidden++;
    uint32_t saved_nactive = fs->nactive, saved_free = fs->freereg;
    fs->nactive = fs->freereg;
    comp_finally_block(fs, fin);
    fs->nactive = saved_nactive;
    fs->freereg = saved_free;
    for (uint32_t i = var_mark; i < fs->nvars; i++) fs->vars[i].hidden--;
    if (sx_comp_grow(c, (void **)&fs->ctls, &fs->capctls, idx + nsaved, sizeof(sx_ctl))) {
        memcpy(&fs->ctls[idx], saved, bytes);
        fs->nctls = idx + nsaved;
    }
    sx_mem_free(c->vm, saved, bytes);
}

/* Leave every try entry above `target` (exclusive): pop their handlers, run their finally; and
 * close the iterators of the for-of loops left on the way, innermost first. */
static void unwind_tries(sx_fs *fs, int64_t target) {
    for (int64_t i = (int64_t)fs->nctls - 1; i > target && !fs->c->fatal; i--) {
        if (fs->ctls[i].iter_plus1) sx_comp_abc(fs, SX_OP_CODE_ITERCLOSE, fs->ctls[i].iter_plus1 - 1, 0, 0);
        if (fs->ctls[i].kind != SX_CTL_TRY) continue;
        for (uint8_t h = 0; h < fs->ctls[i].handlers; h++) sx_comp_abc(fs, SX_OP_CODE_ENDTRY, 0, 0, 0);
        if (fs->ctls[i].finally_block) inline_finally(fs, (uint32_t)i);
    }
}

/* ---- break and continue ------------------------------------------------------------------ */

static int64_t find_target(sx_fs *fs, const sx_node *n, bool is_continue, bool *label_not_loop) {
    *label_not_loop = false;
    for (int64_t i = (int64_t)fs->nctls - 1; i >= 0; i--) {
        const sx_ctl *e = &fs->ctls[i];
        if (n->str) {
            if (e->kind == SX_CTL_TRY || !has_label(e->labels, n->str, n->len)) continue;
            if (is_continue && e->kind != SX_CTL_LOOP) {
                *label_not_loop = true;
                return -1;
            }
            return i;
        }
        if (e->kind == SX_CTL_LOOP || (!is_continue && e->kind == SX_CTL_SWITCH)) return i;
    }
    return -1;
}

static void report_bad_jump(sx_fs *fs, const sx_node *n, bool is_continue) {
    if (!n->str && !is_continue)
        sx_comp_diag(fs->c, 1105, false, n,
                     "A 'break' statement can only be used within an enclosing iteration or switch statement.");
    else if (!n->str)
        sx_comp_diag(fs->c, 1104, false, n,
                     "A 'continue' statement can only be used within an enclosing iteration statement.");
    else if (!is_continue)
        sx_comp_diag(fs->c, 1116, false, n, "A 'break' statement can only jump to a label of an enclosing statement.");
    else
        sx_comp_diag(fs->c, 1115, false, n,
                     "A 'continue' statement can only jump to a label of an enclosing iteration statement.");
}

void sx_comp_break(sx_fs *fs, const sx_node *n, bool is_continue) {
    bool label_not_loop;
    int64_t t = find_target(fs, n, is_continue, &label_not_loop);
    if (t < 0) {
        report_bad_jump(fs, n, is_continue);
        return;
    }
    unwind_tries(fs, t);
    if (fs->c->fatal || (uint64_t)t >= fs->nctls) return;
    if (!is_continue && fs->ctls[t].iter_plus1) sx_comp_abc(fs, SX_OP_CODE_ITERCLOSE, fs->ctls[t].iter_plus1 - 1, 0, 0);
    uint32_t depth = is_continue ? fs->ctls[t].cont_depth : fs->ctls[t].depth;
    sx_comp_pending_close(fs, depth + 1);
    int j = sx_comp_jump(fs);
    sx_comp_concat(fs, is_continue ? &fs->ctls[t].cont_list : &fs->ctls[t].break_list, j);
}

/* ---- return ------------------------------------------------------------------------------ */

/* return e (outside try): `return c ? a : b` returns from each branch, without moving the value
 * into one register and jumping to a shared RETURN. */
static void return_value(sx_fs *fs, const sx_node *ret, const sx_node *e, uint32_t depth) {
    const sx_node *u = sx_comp_unwrap(e);
    if (u && u->kind == SX_N_CONDITIONAL && depth < 16 && !fs->c->fatal) {
        int f = sx_comp_cond(fs, u->a, false);
        return_value(fs, ret, u->b, depth + 1);
        sx_comp_patch_here(fs, f);
        return_value(fs, ret, u->c, depth + 1);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t r = sx_comp_expr_any(fs, e);
    sx_comp_setpos(fs, ret);
    sx_comp_abc(fs, SX_OP_CODE_RETURN, r, 0, 0);
    sx_comp_reg_free_to(fs, mark);
}

void sx_comp_return(sx_fs *fs, const sx_node *n) {
    if (fs->is_toplevel) {
        sx_comp_diag(fs->c, 1108, false, n, "A 'return' statement can only be used within a function body.");
        return;
    }
    bool in_try = false; /* (or in a for-of, whose iterator a return closes) */
    for (uint32_t i = 0; i < fs->nctls; i++) in_try |= fs->ctls[i].kind == SX_CTL_TRY || fs->ctls[i].iter_plus1;
    if (!in_try) {
        if (!n->a) {
            sx_comp_abc(fs, SX_OP_CODE_RETURNUNDEF, 0, 0, 0);
            return;
        }
        return_value(fs, n, n->a, 0);
        return;
    }
    /* the value is computed inside the try (its exceptions are caught), then the handlers
     * are popped and the finally blocks run, innermost first */
    uint32_t r = sx_comp_reg_alloc(fs, 1);
    if (n->a) sx_comp_expr(fs, n->a, (int)r);
    else sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, r, 0, 0);
    unwind_tries(fs, -1);
    sx_comp_setpos(fs, n);
    sx_comp_abc(fs, SX_OP_CODE_RETURN, r, 0, 0);
}

/* ---- try / catch / finally --------------------------------------------------------------- */

static void declare_catch_name(void *ctx, const sx_node *id) {
    sx_comp_declare((sx_fs *)ctx, id, id->str, id->len, SX_VK_CATCH);
}

/* catch (param) { body }: the exception is in R[er]; the parameter and the body share a scope. */
static void comp_catch(sx_fs *fs, const sx_node *k, uint32_t er) {
    sx_comp_scope_begin(fs);
    if (fs->nscopes) fs->scopes[fs->nscopes - 1].base = (uint16_t)er; /* closing it closes e */
    const sx_node *p = sx_comp_unwrap(k->a);
    if (p && p->kind == SX_N_IDENT) {
        sx_comp_declare_at(fs, p->str, p->len, SX_VK_CATCH, er);
    } else if (p) {
        sx_comp_pattern_names(p, declare_catch_name, fs);
        sx_comp_check_destructure(fs, p, er, SX_FROM_CATCH, NULL);
        sx_comp_bind(fs, p, er, SX_BIND_VAR);
    }
    if (k->b) {
        sx_comp_hoist_block(fs, &k->b->list, false);
        sx_comp_stmts(fs, &k->b->list);
    }
    sx_comp_scope_end(fs);
}

/*
 *        TRY fr -> on_throw          (finally only)
 *        TRY er -> on_catch          (catch only)
 *        <try block>
 *        ENDTRY; JMP after_catch     (catch only)
 *  on_catch:
 *        CLOSE er+1; <catch block>
 *  after_catch:
 *        ENDTRY; <finally>; JMP end  (finally only)
 *  on_throw:
 *        CLOSE fr+1; <finally>; THROW fr
 *  end:
 */
void sx_comp_try(sx_fs *fs, const sx_node *n) {
    const sx_node *k = n->b, *fin = n->c;
    sx_comp_scope_begin(fs);
    uint32_t fr = fin ? sx_comp_hidden_local(fs) : 0;
    uint32_t er = k ? sx_comp_hidden_local(fs) : 0;
    if (!sx_comp_ctl_push(fs, SX_CTL_TRY, NULL)) return;
    uint32_t idx = fs->nctls - 1;
    fs->ctls[idx].finally_block = fin;
    int on_throw = fin ? sx_comp_jump_if(fs, SX_OP_CODE_TRY, fr) : SX_NO_JUMP;
    int on_catch = k ? sx_comp_jump_if(fs, SX_OP_CODE_TRY, er) : SX_NO_JUMP;
    fs->ctls[idx].handlers = (uint8_t)((fin ? 1 : 0) + (k ? 1 : 0));
    sx_comp_stmt(fs, n->a);
    if (k && fs->nctls > idx) {
        sx_comp_abc(fs, SX_OP_CODE_ENDTRY, 0, 0, 0);
        int after_catch = sx_comp_jump(fs);
        sx_comp_patch_here(fs, on_catch);
        fs->ctls[idx].handlers = fin ? 1 : 0; /* the VM popped the catch handler */
        sx_comp_setpos(fs, k);
        if (fs->is_generator) sx_comp_abc(fs, SX_OP_CODE_RETHROWRETURN, er, 0, 0); /* return() runs finally only */
        sx_comp_abc(fs, SX_OP_CODE_CLOSE, er + 1, 0, 0);
        comp_catch(fs, k, er);
        sx_comp_patch_here(fs, after_catch);
    }
    sx_comp_ctl_pop(fs);
    if (fin) {
        sx_comp_setpos(fs, fin);
        sx_comp_abc(fs, SX_OP_CODE_ENDTRY, 0, 0, 0);
        comp_finally_block(fs, fin);
        int end = sx_comp_jump(fs);
        sx_comp_patch_here(fs, on_throw);
        sx_comp_setpos(fs, fin);
        sx_comp_abc(fs, SX_OP_CODE_CLOSE, fr + 1, 0, 0);
        comp_finally_block(fs, fin);
        sx_comp_setpos(fs, fin);
        sx_comp_abc(fs, SX_OP_CODE_THROW, fr, 0, 0);
        sx_comp_patch_here(fs, end);
    }
    sx_comp_scope_end(fs);
}
