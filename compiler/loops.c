/* loops.c - while, do-while, for (with per-iteration let bindings), for-of and for-in. */
#include "compiler/comp_internal.h"

/* Does n contain a function (whose closure could capture a loop variable)? */
static bool has_function(const sx_node *n, uint32_t depth) {
    if (!n) return false;
    if (n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS || depth > SX_COMP_MAX_DEPTH) return true;
    if (has_function(n->a, depth + 1) || has_function(n->b, depth + 1) || has_function(n->c, depth + 1) ||
        has_function(n->d, depth + 1))
        return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (has_function(n->list.items[i], depth + 1)) return true;
    return false;
}

static sx_ctl *ctl_at(sx_fs *fs, uint32_t idx) { return idx < fs->nctls ? &fs->ctls[idx] : NULL; }

/* Push the loop's control entry: break leaves to the loop's end, continue goes to the
 * continue point; both stay inside the current scopes (e.g. a for's let head). */
static uint32_t loop_begin(sx_fs *fs, const sx_node *labels) {
    sx_comp_ctl_push(fs, SX_CTL_LOOP, labels);
    return fs->nctls - 1;
}

static void patch_continues(sx_fs *fs, uint32_t idx) {
    sx_ctl *e = ctl_at(fs, idx);
    if (e) sx_comp_patch_here(fs, e->cont_list);
}

static void loop_end(sx_fs *fs, uint32_t idx) {
    sx_ctl *e = ctl_at(fs, idx);
    if (e) sx_comp_patch_here(fs, e->break_list);
    sx_comp_ctl_pop(fs);
}

/* while (a) b   =>   JMP test; body: b; test: if (a) goto body */
void sx_comp_while(sx_fs *fs, const sx_node *n, const sx_node *labels) {
    sx_comp_scope_begin(fs);
    uint32_t kmark = sx_comp_loop_constants(fs, n->a, n->b, NULL);
    uint32_t idx = loop_begin(fs, labels);
    int to_test = sx_comp_jump(fs);
    uint32_t body = sx_comp_label(fs);
    sx_comp_stmt(fs, n->b);
    patch_continues(fs, idx);
    sx_comp_patch_here(fs, to_test);
    sx_comp_setpos(fs, n->a);
    sx_comp_patch(fs, sx_comp_cond(fs, n->a, true), body);
    loop_end(fs, idx);
    sx_comp_loop_constants_end(fs, kmark);
    sx_comp_scope_end(fs);
}

void sx_comp_do_while(sx_fs *fs, const sx_node *n, const sx_node *labels) {
    sx_comp_scope_begin(fs);
    uint32_t kmark = sx_comp_loop_constants(fs, n->a, n->b, NULL);
    uint32_t idx = loop_begin(fs, labels);
    uint32_t body = sx_comp_label(fs);
    sx_comp_stmt(fs, n->b);
    patch_continues(fs, idx);
    sx_comp_setpos(fs, n->a);
    sx_comp_patch(fs, sx_comp_cond(fs, n->a, true), body);
    loop_end(fs, idx);
    sx_comp_loop_constants_end(fs, kmark);
    sx_comp_scope_end(fs);
}

static bool is_lexical_decl(const sx_node *n) {
    return n && n->kind == SX_N_VAR_DECL && n->op != SX_OP_VAR && !(n->flags & SX_NF_DECLARE);
}

/*
 * for (init; test; update) body
 *
 *        init
 *        JMP test
 *  body: body
 *  cont: CLOSE head        (let heads with captured variables: the iteration's bindings
 *        update             are closed, the update then works on the next iteration's copy)
 *  test: if (test) goto body
 *  exit:
 */
void sx_comp_for(sx_fs *fs, const sx_node *n, const sx_node *labels) {
    bool lexical = is_lexical_decl(n->a);
    sx_comp_scope_begin(fs);
    uint32_t head_depth = fs->nscopes;
    if (lexical) {
        sx_node *head = (sx_node *)n->a;
        sx_node_list one = {&head, 1};
        sx_comp_hoist_block(fs, &one, false);
    }
    if (n->a && n->a->kind == SX_N_VAR_DECL) sx_comp_var_decl(fs, n->a);
    else if (n->a) sx_comp_expr(fs, n->a, -1);
    uint32_t kmark = sx_comp_loop_constants(fs, n->b, n->c, n->d);
    uint32_t idx = loop_begin(fs, labels);
    int to_test = n->b ? sx_comp_jump(fs) : SX_NO_JUMP;
    uint32_t body = sx_comp_label(fs);
    sx_comp_stmt(fs, n->d);
    patch_continues(fs, idx);
    if (lexical) {
        sx_scope *s = &fs->scopes[head_depth - 1];
        bool captured = false;
        for (uint32_t i = s->first_var; i < fs->nvars; i++) captured |= fs->vars[i].captured;
        if (captured) sx_comp_abc(fs, SX_OP_CODE_CLOSE, s->base, 0, 0);
        else if (has_function(n->c, 0) || has_function(n->b, 0)) sx_comp_pending_close(fs, head_depth);
    }
    if (n->c) {
        sx_comp_setpos(fs, n->c);
        sx_comp_expr(fs, n->c, -1);
    }
    if (n->b) {
        sx_comp_patch_here(fs, to_test);
        sx_comp_setpos(fs, n->b);
        sx_comp_patch(fs, sx_comp_cond(fs, n->b, true), body);
    } else {
        sx_comp_jump_back(fs, body);
    }
    loop_end(fs, idx);
    sx_comp_loop_constants_end(fs, kmark);
    sx_comp_scope_end(fs);
}

/* The single binding target of a for-of/for-in head, and whether it declares it. */
static const sx_node *head_target(const sx_node *head, bool *decl, bool *lexical) {
    *decl = head && head->kind == SX_N_VAR_DECL;
    *lexical = is_lexical_decl(head);
    if (!*decl) return sx_comp_unwrap(head);
    if (head->list.count == 0 || !head->list.items[0]) return NULL;
    return sx_comp_unwrap(head->list.items[0]->a);
}

/*
 * for (x of it) body / for (k in obj) body
 *
 *        R[it] := GETITER / FORINKEYS
 *        JMP next
 *  body: TRY er -> closing       (for-of only: an exception in the body closes the iterator)
 *        (bind x) body
 *        ENDTRY                  (for-of only)
 *  cont: CLOSE head if captured
 *  next: ITERNEXT x, it, +1     (done: skip the jump back)
 *        JMP body
 *        JMP exit                (for-of only)
 * closing: ITERCLOSE it, 0, 1; THROW er  (the body's exception wins over one from return())
 *  exit:
 */
void sx_comp_for_each(sx_fs *fs, const sx_node *n, const sx_node *labels) {
    if ((n->flags & SX_NF_ASYNC) && !fs->is_async && fs->is_toplevel && fs->c->goal != SX_GOAL_MODULE) {
        sx_node at = *n; /* tsc points at the `await` of `for await` */
        for (at.span.start += 3; at.span.start + 5 <= n->span.end && fs->c->ast->source[at.span.start] != 'a';)
            at.span.start++;
        at.span.end = at.span.start + 5;
        sx_comp_diag(fs->c, 1431, false, &at,
                     "'for await' loops are only allowed at the top level of a file when that file is a module, but "
                     "this file has no imports or exports. Consider adding an empty 'export {}' to make this file a "
                     "module.");
        return;
    }
    if ((n->flags & SX_NF_ASYNC) && !fs->is_async && !fs->is_toplevel) {
        sx_comp_diag(fs->c, 1103, false, n,
                     "'for await' loops are only allowed within async functions and at the top levels of modules.");
        return;
    }
    if ((n->flags & SX_NF_ASYNC) && fs->is_toplevel) fs->uses_await = true;
    bool decl, lexical;
    const sx_node *target = head_target(n->a, &decl, &lexical);
    sx_comp_scope_begin(fs);
    uint32_t head_depth = fs->nscopes;
    uint32_t it = sx_comp_hidden_local(fs);
    if (lexical) { /* the expression sees the head's names in their TDZ: for (let x of x) throws */
        sx_comp_scope_begin(fs);
        sx_node *head = (sx_node *)n->a;
        sx_node_list one = {&head, 1};
        sx_comp_hoist_block(fs, &one, true); /* (as a switch body: every read is checked) */
    }
    uint32_t src = sx_comp_expr_any(fs, n->b);
    sx_comp_setpos(fs, n->b);
    int pc = sx_comp_abc(fs, n->kind == SX_N_FOR_OF ? SX_OP_CODE_GETITER : SX_OP_CODE_FORINKEYS, it, src,
                         (n->flags & SX_NF_ASYNC) ? 1 : 0);
    if (n->kind == SX_N_FOR_OF) sx_comp_callsite_node(fs, pc, n->b);
    if (lexical) sx_comp_scope_end(fs);
    sx_comp_reg_free_to(fs, it + 1);
    if (lexical) {
        sx_node *head = (sx_node *)n->a;
        sx_node_list one = {&head, 1};
        sx_comp_hoist_block(fs, &one, false);
    }
    /* ITERNEXT straight into the variable when the head declares a plain name */
    sx_var *direct = NULL;
    if (decl && target && target->kind == SX_N_IDENT) direct = sx_comp_find_local(fs, target->str, target->len);
    uint32_t value = direct ? direct->reg : sx_comp_hidden_local(fs);
    if (direct) direct->initialized = true;
    bool of = n->kind == SX_N_FOR_OF;
    uint32_t er = of ? sx_comp_hidden_local(fs) : 0;
    uint32_t kmark = sx_comp_loop_constants(fs, n->d, NULL, NULL);
    uint32_t idx = loop_begin(fs, labels);
    if (of && idx < fs->nctls) fs->ctls[idx].iter_plus1 = it + 1;
    int to_next = sx_comp_jump(fs);
    uint32_t body = sx_comp_label(fs);
    if (n->flags & SX_NF_ASYNC) { /* for await: each value (an async iterator's next() result) is awaited */
        sx_comp_setpos(fs, n->b);
        SX_COMP_AWAIT(fs, value, value);
        sx_comp_abc(fs, SX_OP_CODE_ITERUNWRAP, value, it, 1); /* done: skip to the JMP out */
        sx_comp_asbx(fs, SX_OP_CODE_JMP, 0, 1);
        if (idx < fs->nctls) sx_comp_concat(fs, &fs->ctls[idx].break_list, sx_comp_jump(fs));
    }
    int closing = SX_NO_JUMP;
    uint32_t tidx = fs->nctls;
    if (of && sx_comp_ctl_push(fs, SX_CTL_TRY, NULL)) { /* break/continue/return pop it (unwind_tries) */
        closing = sx_comp_jump_if(fs, SX_OP_CODE_TRY, er);
        fs->ctls[tidx].handlers = 1;
    }
    if (!direct && target) {
        sx_comp_setpos(fs, n->a);
        sx_comp_check_destructure(fs, target, value, SX_FROM_FOR, NULL);
        sx_comp_bind(fs, target, value, decl && n->a->op != SX_OP_VAR ? SX_BIND_VAR : SX_BIND_ASSIGN);
    }
    sx_comp_stmt(fs, n->d);
    if (closing != SX_NO_JUMP && fs->nctls > tidx) {
        sx_comp_abc(fs, SX_OP_CODE_ENDTRY, 0, 0, 0);
        sx_comp_ctl_pop(fs);
    }
    patch_continues(fs, idx);
    if (lexical) {
        sx_scope *s = &fs->scopes[head_depth - 1];
        bool captured = false;
        for (uint32_t i = s->first_var; i < fs->nvars; i++) captured |= fs->vars[i].captured;
        if (captured) sx_comp_abc(fs, SX_OP_CODE_CLOSE, s->base, 0, 0);
    }
    sx_comp_patch_here(fs, to_next);
    sx_comp_setpos(fs, n->a ? n->a : n);
    sx_comp_abc(fs, SX_OP_CODE_ITERNEXT, value, it, 1);
    sx_comp_jump_back(fs, body);
    if (closing != SX_NO_JUMP) {
        int exit = sx_comp_jump(fs);
        sx_comp_patch_here(fs, closing);
        sx_comp_abc(fs, SX_OP_CODE_ITERCLOSE, it, 0, 1);
        sx_comp_abc(fs, SX_OP_CODE_THROW, er, 0, 0);
        sx_comp_patch_here(fs, exit);
    }
    loop_end(fs, idx);
    sx_comp_loop_constants_end(fs, kmark);
    sx_comp_scope_end(fs);
}
