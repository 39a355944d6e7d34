/* stmt.c - statement dispatch, declarations, blocks, if, switch, labels, throw and enums. */
#include <stdio.h>
#include <string.h>

#include "compiler/comp_internal.h"

/* ---- declarations ------------------------------------------------------------------------ */

/* A REPL context's `import { x } from "m"` (x = %require(...).x, SX_NF_IMPORT): the call
 * `%bindimport("x", namespace, "x")` makes x a global whose getter reads the module's export, so
 * x stays live across the context's calls (as a module's import binding is). */
static void bind_import(sx_fs *fs, const sx_node *d, const sx_node *id) {
    sx_arena *a = fs->c->ast->arena;
    sx_node *call = sx_arena_alloc(a, sizeof *call), *fn = sx_arena_alloc(a, sizeof *fn);
    sx_node *name = sx_arena_alloc(a, sizeof *name), *member = sx_arena_alloc(a, sizeof *member);
    sx_node **args = sx_arena_alloc(a, 3 * sizeof *args);
    if (!call || !fn || !name || !member || !args) return sx_comp_oom(fs->c);
    *call = *d;
    call->kind = SX_N_CALL;
    call->flags = 0;
    call->b = call->c = call->d = call->type = NULL;
    call->a = fn;
    *fn = *id;
    fn->str = "%bindimport";
    fn->len = 11;
    *name = *id;
    name->kind = SX_N_STRING;
    *member = *d->b;
    member->kind = SX_N_STRING;
    args[0] = name, args[1] = d->b->a, args[2] = member;
    call->list = (sx_node_list){args, 3};
    uint32_t mark = fs->freereg;
    sx_comp_expr(fs, call, (int)sx_comp_reg_alloc(fs, 1));
    sx_comp_reg_free_to(fs, mark);
}

/* A declarator of a top-level declaration that is a script slot (sx_compile_persistent). */
static void script_var_init(sx_fs *fs, const sx_node *d, const sx_node *id, bool is_var) {
    if (!fs->c->persistent && !(is_var && fs->c->goal != SX_GOAL_MODULE)) return; /* scripts: a global var */
    if (!is_var && !sx_comp_in_script_scope(fs)) return;
    if ((d->flags & SX_NF_IMPORT) && d->b && d->b->kind == SX_N_MEMBER && fs->is_toplevel)
        return bind_import(fs, d, id);
    if (is_var && !d->b) return; /* `var x;` keeps the value x has */
    uint32_t mark = fs->freereg;
    uint32_t t = sx_comp_reg_alloc(fs, 1);
    if (d->b) sx_comp_expr_named(fs, d->b, (int)t, id->str, id->len);
    else sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, t, 0, 0);
    sx_comp_setpos(fs, d);
    if (is_var) {
        sx_ref r;
        sx_comp_resolve(fs, id->str, id->len, &r);
        sx_comp_write_ref(fs, &r, t, id); /* var x = e is an assignment */
    } else {
        sx_comp_init_name(fs, id->str, id->len, t, id);
    }
    sx_comp_reg_free_to(fs, mark);
}

/* let/const/var. let/const registers were declared when the block was entered; here they get
 * their value and become initialised. A var with an initialiser is an assignment. */
void sx_comp_var_decl(sx_fs *fs, const sx_node *n) {
    if (n->flags & SX_NF_DECLARE) return;
    bool is_var = n->op == SX_OP_VAR;
    for (uint32_t i = 0; i < n->list.count && !fs->c->fatal; i++) {
        const sx_node *d = n->list.items[i];
        if (!d) continue;
        const sx_node *t = sx_comp_unwrap(d->a);
        sx_comp_setpos(fs, d);
        if (d->b) sx_comp_set_latent(fs, (sx_lineinfo){d->b->span.line, d->b->span.col});
        if (t && t->kind == SX_N_IDENT) {
            sx_var *v = sx_comp_find_local(fs, t->str, t->len);
            if (!v) {
                script_var_init(fs, d, t, is_var);
                continue;
            }
            uint32_t reg = v->reg;
            /* an unobservable let/const (no TDZ access possible) is built in place */
            if (!is_var && !v->tdz && !v->always_check) fs->fresh_reg = (int)reg;
            if (v->import_name && d->b && d->b->kind == SX_N_MEMBER)
                sx_comp_expr(fs, d->b->a, (int)reg); /* the namespace */
            else if (d->b) sx_comp_expr_named(fs, d->b, (int)reg, t->str, t->len);
            else if (!is_var) sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, reg, 0, 0);
            fs->fresh_reg = -1;
            v = sx_comp_find_local(fs, t->str, t->len); /* vars may have moved */
            if (v) v->initialized = true;
            continue;
        }
        if (!d->b) continue; /* a pattern without initialiser: syntax error caught earlier */
        uint32_t mark = fs->freereg;
        uint32_t v = sx_comp_expr_temp(fs, d->b);
        sx_comp_check_destructure(fs, t, v, SX_FROM_EXPR, d->b);
        fs->bind_src = d->b;
        sx_comp_bind(fs, t, v, is_var ? SX_BIND_ASSIGN : SX_BIND_VAR);
        sx_comp_reg_free_to(fs, mark);
    }
}

/* The statements of a block inside its own scope. */
void sx_comp_block_body(sx_fs *fs, const sx_node_list *list) {
    sx_comp_scope_begin(fs);
    sx_comp_hoist_block(fs, list, false);
    sx_comp_stmts(fs, list);
    sx_comp_scope_end(fs);
}

void sx_comp_stmts(sx_fs *fs, const sx_node_list *list) {
    for (uint32_t i = 0; i < list->count && !fs->c->fatal; i++) sx_comp_stmt(fs, list->items[i]);
}

/* ---- if, throw, labels ------------------------------------------------------------------- */

static void comp_if(sx_fs *fs, const sx_node *n) {
    int skip_then = sx_comp_cond(fs, n->a, false);
    sx_comp_stmt(fs, n->b);
    if (n->c) {
        int skip_else = sx_comp_jump(fs);
        sx_comp_patch_here(fs, skip_then);
        sx_comp_stmt(fs, n->c);
        sx_comp_patch_here(fs, skip_else);
    } else {
        sx_comp_patch_here(fs, skip_then);
    }
}

static void comp_throw(sx_fs *fs, const sx_node *n) {
    uint32_t r = sx_comp_expr_any(fs, n->a);
    sx_comp_setpos(fs, n);
    sx_comp_abc(fs, SX_OP_CODE_THROW, r, 0, 0);
}

static bool is_loop(const sx_node *n) {
    return n && (n->kind == SX_N_WHILE || n->kind == SX_N_DO_WHILE || n->kind == SX_N_FOR || n->kind == SX_N_FOR_OF ||
                 n->kind == SX_N_FOR_IN);
}

static void comp_loop(sx_fs *fs, const sx_node *n, const sx_node *labels) {
    switch (n->kind) {
    case SX_N_WHILE: sx_comp_while(fs, n, labels); break;
    case SX_N_DO_WHILE: sx_comp_do_while(fs, n, labels); break;
    case SX_N_FOR: sx_comp_for(fs, n, labels); break;
    default: sx_comp_for_each(fs, n, labels); break;
    }
}

/* `a: b: stmt`: loops and switches take the labels themselves; any other statement gets an
 * entry that `break a` can leave. */
void sx_comp_labeled(sx_fs *fs, const sx_node *n) {
    const sx_node *body = n;
    while (body && body->kind == SX_N_LABELED) body = body->a;
    if (!body) return;
    if (is_loop(body)) {
        sx_comp_setpos(fs, body);
        comp_loop(fs, body, n);
        return;
    }
    if (body->kind == SX_N_SWITCH) {
        sx_comp_setpos(fs, body);
        sx_comp_switch(fs, body, n);
        return;
    }
    sx_comp_ctl_push(fs, SX_CTL_LABEL, n);
    uint32_t idx = fs->nctls - 1;
    sx_comp_stmt(fs, body);
    if (fs->nctls > idx) sx_comp_patch_here(fs, fs->ctls[idx].break_list);
    sx_comp_ctl_pop(fs);
}

/* ---- switch ---------------------------------------------------------------------------- */

/* Case tests run in order with ===; default runs only when none matches, wherever it is. */
void sx_comp_switch(sx_fs *fs, const sx_node *n, const sx_node *labels) {
    const sx_node_list *cases = &n->list;
    sx_comp_scope_begin(fs);
    uint32_t disc = sx_comp_hidden_local(fs);
    sx_comp_expr(fs, n->a, (int)disc);
    sx_comp_hoist_block(fs, cases, true);
    int *jumps = NULL;
    uint32_t capj = 0;
    if (!sx_comp_grow(fs->c, (void **)&jumps, &capj, cases->count + 1, sizeof(int))) {
        sx_comp_scope_end(fs);
        return;
    }
    int64_t default_case = -1;
    for (uint32_t i = 0; i < cases->count; i++) {
        const sx_node *cs = cases->items[i];
        jumps[i] = SX_NO_JUMP;
        if (!cs || !cs->a) {
            default_case = i;
            continue;
        }
        uint32_t mark = fs->freereg;
        sx_comp_setpos(fs, cs->a);
        uint32_t t = sx_comp_expr_temp(fs, cs->a);
        sx_comp_abc(fs, SX_OP_CODE_SEQ, t, disc, t);
        jumps[i] = sx_comp_jump_if(fs, SX_OP_CODE_JMPIFTRUE, t);
        sx_comp_reg_free_to(fs, mark);
    }
    int no_match = sx_comp_jump(fs);
    sx_comp_ctl_push(fs, SX_CTL_SWITCH, labels);
    uint32_t idx = fs->nctls - 1;
    for (uint32_t i = 0; i < cases->count && !fs->c->fatal; i++) {
        const sx_node *cs = cases->items[i];
        sx_comp_patch_here(fs, (int64_t)i == default_case ? no_match : jumps[i]);
        if (cs) sx_comp_stmts(fs, &cs->list);
    }
    if (fs->nctls > idx) {
        if (default_case < 0) sx_comp_concat(fs, &fs->ctls[idx].break_list, no_match);
        sx_comp_patch_here(fs, fs->ctls[idx].break_list);
    }
    sx_comp_ctl_pop(fs);
    sx_mem_free(fs->c->vm, jumps, (size_t)capj * sizeof(int));
    sx_comp_scope_end(fs);
}

/* ---- enums ------------------------------------------------------------------------------- */

/* enum E { A, B = 5, C = "x" } becomes what tsc emits: an object with E.A = 0 and E[0] = "A"
 * for numeric members, E.C = "x" for string members. Members may refer to earlier ones by
 * name; an auto-incremented member follows a numeric one. */
static void comp_enum(sx_fs *fs, const sx_node *n) {
    sx_var *v = sx_comp_find_local(fs, n->str, n->len);
    if (!v && !sx_comp_in_script_scope(fs)) return;
    uint32_t mark = fs->freereg;
    uint32_t obj = v ? v->reg : sx_comp_reg_alloc(fs, 1); /* a script slot: built in a temporary */
    bool merging = v && v->is_enum && v->initialized;     /* a second `enum E` adds to the first's object */
    if (!merging) sx_comp_abc(fs, SX_OP_CODE_NEWOBJECT, obj, 0, 0);
    if (v) v->initialized = true;
    else sx_comp_init_name(fs, n->str, n->len, obj, n);
    double next = 0;
    bool next_known = true;
    uint32_t prev = 0;
    bool has_prev = false;
    uint32_t saved_nvars = fs->nvars; /* members are visible by name to later initialisers */
    for (uint32_t i = 0; i < n->list.count && !fs->c->fatal; i++) {
        const sx_node *m = n->list.items[i];
        if (!m || !m->a) continue;
        sx_comp_setpos(fs, m);
        uint32_t val = sx_comp_reg_alloc(fs, 1);
        const sx_node *init = sx_comp_unwrap(m->b);
        bool numeric = true;
        if (init) {
            if (init->kind == SX_N_STRING) numeric = false;
            sx_comp_expr(fs, init, (int)val);
            next_known = init->kind == SX_N_NUMBER;
            if (next_known) next = init->num + 1;
        } else if (next_known) {
            sx_comp_loadk_num(fs, val, next);
            next += 1;
        } else if (has_prev) { /* previous value + 1 */
            sx_comp_abc(fs, SX_OP_CODE_INC, val, prev, 0);
        } else {
            sx_comp_loadk_num(fs, val, 0);
        }
        sx_comp_field_op(fs, SX_OP_CODE_SETFIELD, val, obj, m->a->str, m->a->len);
        if (numeric && (!init || init->kind != SX_N_TEMPLATE)) {
            uint32_t name = sx_comp_reg_alloc(fs, 1);
            sx_comp_loadk_str(fs, name, m->a->str, m->a->len);
            sx_comp_abc(fs, SX_OP_CODE_SETINDEX, obj, val, name);
        }
        prev = val;
        has_prev = true;
        sx_comp_declare_at(fs, m->a->str, m->a->len, SX_VK_CONST, val);
    }
    sx_comp_vars_pop(fs, saved_nvars);
    sx_comp_reg_free_to(fs, mark);
}

/* ---- dispatch ---------------------------------------------------------------------------- */

static void comp_stmt_kind(sx_fs *fs, const sx_node *n) {
    switch (n->kind) {
    case SX_N_EXPR_STMT: sx_comp_expr(fs, n->a, fs->completion_reg); break;
    case SX_N_VAR_DECL: sx_comp_var_decl(fs, n); break;
    case SX_N_BLOCK: sx_comp_block_body(fs, &n->list); break;
    case SX_N_IF: comp_if(fs, n); break;
    case SX_N_WHILE:
    case SX_N_DO_WHILE:
    case SX_N_FOR:
    case SX_N_FOR_OF:
    case SX_N_FOR_IN: comp_loop(fs, n, NULL); break;
    case SX_N_BREAK: sx_comp_break(fs, n, false); break;
    case SX_N_CONTINUE: sx_comp_break(fs, n, true); break;
    case SX_N_RETURN: sx_comp_return(fs, n); break;
    case SX_N_THROW: comp_throw(fs, n); break;
    case SX_N_TRY: sx_comp_try(fs, n); break;
    case SX_N_SWITCH: sx_comp_switch(fs, n, NULL); break;
    case SX_N_LABELED: sx_comp_labeled(fs, n); break;
    case SX_N_ENUM: comp_enum(fs, n); break;
    case SX_N_EXPORT: /* the declaration (or, for `export default expr`, the expression) */
        if (n->a && n->a->kind < SX_N_ARRAY_PATTERN) sx_comp_expr(fs, n->a, -1);
        else sx_comp_stmt(fs, n->a);
        break;
    case SX_N_CLASS_DECL: sx_comp_class_decl(fs, n); break;
    case SX_N_FUNC_DECL: /* created when its block was entered */
    case SX_N_EMPTY:
    case SX_N_TYPE:
    case SX_N_TYPE_ALIAS:
    case SX_N_INTERFACE:
    case SX_N_DECLARE: break;
    case SX_N_IMPORT: /* the var declaration over %require the front end made (frontend/convert.c) */
        if (n->a) sx_comp_stmt(fs, n->a);
        break;
    default:
        sx_comp_diag(fs->c, SX_OWN_DIAG_UNSUPPORTED, true, n, "Unexpected %s in a statement.",
                     sx_node_kind_name((sx_node_kind)n->kind));
        break;
    }
}

void sx_comp_stmt(sx_fs *fs, const sx_node *n) {
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
    const sx_node *e = n->kind == SX_N_EXPR_STMT ? sx_comp_unwrap(n->a) : NULL;
    fs->has_latent = (n->kind == SX_N_RETURN && n->a) || n->kind == SX_N_IF ||
                     (e && e->kind == SX_N_ASSIGN && e->op == SX_OP_ASSIGN && sx_comp_unwrap(e->a) &&
                      sx_comp_unwrap(e->a)->kind == SX_N_IDENT);
    fs->latent = fs->pos;
    comp_stmt_kind(fs, n);
    fs->has_latent = false;
    sx_comp_reg_free_to(fs, fs->nactive);
    fs->pos = saved;
    c->depth--;
}
