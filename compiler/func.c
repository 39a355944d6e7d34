/* func.c - compiling functions (parameters, defaults, rest, body) and the top-level program;
 * the public entry point sx_compile. */
#include "compiler/comp_internal.h"

static bool is_temp(sx_fs *fs, int dst) { return dst >= 0 && (uint32_t)dst >= fs->nactive; }

static void declare_param_name(void *ctx, const sx_node *id) {
    sx_comp_declare((sx_fs *)ctx, id, id->str, id->len, SX_VK_PARAM);
}

/* Parameters: R[1..n]. Defaults and destructuring run in order at function entry. */
/* Does this function's code read `arguments` (its own, so arrows inside count, functions not)? */
static bool reads_arguments(const sx_node *n, uint32_t depth) {
    if (!n || n->kind == SX_N_TYPE || depth > 4 * SX_COMP_MAX_DEPTH) return false;
    if (n->kind == SX_N_FUNCTION && !(n->flags & SX_NF_ARROW)) return false;
    if (n->kind == SX_N_CLASS) return false;
    if (n->kind == SX_N_IDENT && n->len == 9 && memcmp(n->str, "arguments", 9) == 0) return true;
    if (reads_arguments(n->a, depth + 1) || reads_arguments(n->b, depth + 1) || reads_arguments(n->c, depth + 1) ||
        reads_arguments(n->d, depth + 1))
        return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (reads_arguments(n->list.items[i], depth + 1)) return true;
    return false;
}

static bool function_reads_arguments(const sx_node *fn) {
    if (fn->flags & SX_NF_ARROW) return false;
    for (uint32_t i = 0; i < fn->list.count; i++)
        if (reads_arguments(fn->list.items[i], 0)) return true;
    return reads_arguments(fn->b, 0);
}

/* Does expression n name `name` (anywhere inside, nested functions too)? */
static bool mentions(const sx_node *n, const char *name, uint32_t len, uint32_t depth) {
    if (!n || depth > 200) return false;
    if (n->kind == SX_N_IDENT && sx_comp_names_equal(n->str, n->len, name, len)) return true;
    if (mentions(n->a, name, len, depth + 1) || mentions(n->b, name, len, depth + 1) ||
        mentions(n->c, name, len, depth + 1) || mentions(n->d, name, len, depth + 1))
        return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (mentions(n->list.items[i], name, len, depth + 1)) return true;
    return false;
}

/* A default that reads its own or a later parameter (`f(a = b, b)`, `f(a = a)`): then each
 * parameter is in its temporal dead zone until its turn, as the specification has it. */
static bool params_need_tdz(const sx_node_list *ps) {
    for (uint32_t i = 0; i < ps->count; i++) {
        if (!ps->items[i] || !ps->items[i]->b) continue;
        for (uint32_t j = i; j < ps->count; j++) {
            const sx_node *t = ps->items[j] ? sx_comp_unwrap(ps->items[j]->a) : NULL;
            if (t && t->kind == SX_N_IDENT && mentions(ps->items[i]->b, t->str, t->len, 0)) return true;
        }
    }
    return false;
}

static void comp_params(sx_fs *fs, const sx_node *fn, uint16_t *length, uint16_t *flags) {
    const sx_node_list *ps = &fn->list;
    bool counted_all = false;
    *length = 0;
    sx_comp_reg_alloc(fs, ps->count);
    fs->nactive = fs->freereg;
    if (function_reads_arguments(fn)) { /* the call puts it in the register after the parameters */
        *flags |= SX_PROTO_ARGUMENTS;
        sx_var *v = sx_comp_declare(fs, fn, "arguments", 9, SX_VK_VAR);
        if (v != NULL) v->initialized = true;
    }
    for (uint32_t i = 0; i < ps->count; i++) {
        const sx_node *p = ps->items[i];
        if (!p) continue;
        if (p->flags & SX_NF_REST) {
            *flags |= SX_PROTO_HAS_REST;
            counted_all = true;
        }
        if (p->b) counted_all = true;
        if (!counted_all) (*length)++;
        const sx_node *t = sx_comp_unwrap(p->a);
        if (t && t->kind == SX_N_IDENT) sx_comp_declare_at(fs, t->str, t->len, SX_VK_PARAM, 1 + i);
    }
    if (fs->cls) sx_comp_ctor_prologue(fs); /* base class constructor: fields before defaults */
    /* TDZ mode: the arguments wait in hidden registers, the parameters start <empty> (CHECKINIT) */
    bool tdz = params_need_tdz(ps);
    uint32_t mark = fs->freereg, saved = tdz ? sx_comp_reg_alloc(fs, ps->count) : 0;
    for (uint32_t i = 0; tdz && i < ps->count; i++) {
        sx_comp_move(fs, saved + i, 1 + i);
        sx_comp_abc(fs, SX_OP_CODE_LOADEMPTY, 1 + i, 0, 0);
        const sx_node *t = ps->items[i] ? sx_comp_unwrap(ps->items[i]->a) : NULL;
        sx_var *v = t && t->kind == SX_N_IDENT ? sx_comp_find_local(fs, t->str, t->len) : NULL;
        if (v) v->tdz = true, v->initialized = false;
    }
    for (uint32_t i = 0; i < ps->count && !fs->c->fatal; i++) {
        const sx_node *p = ps->items[i];
        if (!p) continue;
        const sx_node *t = sx_comp_unwrap(p->a);
        uint32_t reg = 1 + i;
        sx_comp_setpos(fs, p);
        bool named = t && t->kind == SX_N_IDENT;
        if (tdz && p->b) { /* the parameter stays <empty> while its own default runs (`a = a`) */
            int given = sx_comp_jump_if(fs, SX_OP_CODE_JMPIFNOTUNDEF, saved + i);
            sx_comp_expr_named(fs, p->b, (int)reg, named ? t->str : NULL, named ? t->len : 0);
            int done = sx_comp_jump(fs);
            sx_comp_patch_here(fs, given);
            sx_comp_move(fs, reg, saved + i);
            sx_comp_patch_here(fs, done);
        } else if (tdz) {
            sx_comp_move(fs, reg, saved + i);
        } else if (p->b) {
            int skip = sx_comp_jump_if(fs, SX_OP_CODE_JMPIFNOTUNDEF, reg);
            sx_comp_expr_named(fs, p->b, (int)reg, named ? t->str : NULL, named ? t->len : 0);
            sx_comp_patch_here(fs, skip);
        }
        if (t && t->kind != SX_N_IDENT) {
            sx_comp_pattern_names(t, declare_param_name, fs);
            sx_comp_check_destructure(fs, t, reg, p->b ? SX_FROM_PARAM_DEFAULT : SX_FROM_PARAM, NULL);
            sx_comp_bind(fs, t, reg, SX_BIND_VAR);
        }
        sx_var *v = tdz && t && t->kind == SX_N_IDENT ? sx_comp_find_local(fs, t->str, t->len) : NULL;
        if (v) v->initialized = true; /* reads from here on need no check */
    }
    if (tdz) sx_comp_reg_free_to(fs, mark);
}

static void comp_body(sx_fs *fs, const sx_node *fn) {
    const sx_node *body = fn->b;
    if (!body) {
        sx_comp_abc(fs, SX_OP_CODE_RETURNUNDEF, 0, 0, 0);
        return;
    }
    if (fn->flags & SX_NF_EXPR_BODY) {
        uint32_t r = sx_comp_reg_alloc(fs, 1);
        const sx_node *e = sx_comp_unwrap(body);
        sx_comp_set_latent(fs, e ? sx_comp_expr_pos(e) : (sx_lineinfo){body->span.line, body->span.col});
        sx_comp_expr(fs, body, (int)r);
        fs->has_latent = false;
        sx_comp_setpos(fs, body);
        sx_comp_abc(fs, SX_OP_CODE_RETURN, r, 0, 0);
        return;
    }
    sx_comp_hoist_vars(fs, &body->list);
    sx_comp_hoist_block(fs, &body->list, false);
    if (fs->cls) sx_comp_ctor_body(fs, &body->list); /* tracks where super() has run */
    else sx_comp_stmts(fs, &body->list);
    sx_comp_abc(fs, SX_OP_CODE_RETURNUNDEF, 0, 0, 0);
}

/* Compile a nested function into its own proto. */
static sx_proto *compile_proto(sx_fs *parent, const sx_node *fn, const char *name, uint32_t len, uint16_t extra_flags) {
    sx_fs f;
    if (!sx_comp_fs_init(&f, parent->c, parent)) return NULL;
    uint16_t flags = extra_flags, length = 0;
    f.is_arrow = fn->flags & SX_NF_ARROW;
    f.is_async = fn->flags & SX_NF_ASYNC;
    f.is_generator = fn->flags & SX_NF_GENERATOR;
    if (f.is_generator) flags |= SX_PROTO_GENERATOR;
    if (f.is_arrow) flags |= SX_PROTO_ARROW;
    if (f.is_async) flags |= SX_PROTO_ASYNC;
    if (fn->flags & SX_NF_METHOD) flags |= SX_PROTO_METHOD;
    f.cls = parent->next_cls; /* class members: set by class.c for this one function */
    f.home = parent->next_home;
    parent->next_cls = NULL;
    parent->next_home = SX_HOME_NONE;
    sx_comp_setpos(&f, fn);
    sx_comp_analyze(&f, &fn->list, fn->b);
    sx_comp_scope_begin(&f);
    if (!f.is_arrow) sx_comp_declare_at(&f, "this", 4, SX_VK_THIS, 0);
    if (fn->list.count > SX_MAX_REGISTERS) {
        sx_comp_too_large(parent->c, fn);
    } else {
        comp_params(&f, fn, &length, &flags);
        if (!f.is_arrow && sx_comp_may_capture(&f, SX_NEW_TARGET_NAME, 10)) { /* arrows inside read it */
            sx_var *v = sx_comp_declare(&f, fn, SX_NEW_TARGET_NAME, 10, SX_VK_CONST);
            if (v != NULL) {
                sx_comp_abc(&f, SX_OP_CODE_NEWTARGET, v->reg, 0, 0);
                v->initialized = true;
            }
        }
        if (f.cls) sx_comp_ctor_params_done(&f); /* base class: parameter properties */
        if (f.is_generator) {                    /* the call ends here, parameters bound; next() runs the body */
            uint32_t r = sx_comp_reg_alloc(&f, 1);
            sx_comp_abc(&f, SX_OP_CODE_GENSTART, r, 0, 0);
            sx_comp_reg_free_to(&f, r);
        }
        comp_body(&f, fn);
    }
    sx_comp_scope_drop(&f);
    sx_proto *p = sx_comp_finish(&f, name, len, (uint16_t)fn->list.count, length, flags);
    sx_comp_fs_free(&f);
    return p;
}

/* R[dst] := a new closure of fn. */
void sx_comp_closure(sx_fs *fs, const sx_node *fn, uint32_t dst, const char *name, uint32_t len, uint16_t extra_flags) {
    sx_comp *c = fs->c;
    if (c->fatal) return;
    if (++c->depth > SX_COMP_MAX_DEPTH) {
        sx_comp_diag(c, SX_OWN_DIAG_TOO_DEEP, true, fn, "Expression nested too deeply (limit 500 levels).");
        c->fatal = true;
        c->depth--;
        return;
    }
    sx_proto *p = compile_proto(fs, fn, name, len, extra_flags);
    c->depth--;
    sx_comp_closure_proto(fs, p, dst);
}

/* R[dst] := a new closure of the compiled nested function p (NULL: nothing, an error was reported). */
void sx_comp_closure_proto(sx_fs *fs, sx_proto *p, uint32_t dst) {
    if (!p) return;
    if (!sx_comp_grow(fs->c, (void **)&fs->protos, &fs->capprotos, fs->nprotos + 1, sizeof(sx_proto *))) return;
    fs->protos[fs->nprotos] = p;
    sx_comp_abx(fs, SX_OP_CODE_CLOSURE, dst, fs->nprotos++);
}

/* A function expression/arrow/method as a value. A named function expression sees its own
 * name (read-only): that binding is a register of ours the closure captures. */
void sx_comp_function(sx_fs *fs, const sx_node *fn, uint32_t dst, const char *name, uint32_t len,
                      uint16_t extra_flags) {
    if (!fn) return;
    if (fn->kind != SX_N_FUNCTION) {
        sx_comp_expr(fs, fn, (int)dst);
        return;
    }
    bool self_named =
        fn->str && !(fn->flags & (SX_NF_DECL | SX_NF_METHOD | SX_NF_ARROW)) && !(extra_flags & SX_PROTO_METHOD);
    if (!self_named) {
        sx_comp_closure(fs, fn, dst, name ? name : fn->str, name ? len : fn->len, extra_flags);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t r = is_temp(fs, (int)dst) ? dst : sx_comp_reg_alloc(fs, 1);
    if (!sx_comp_declare_at(fs, fn->str, fn->len, SX_VK_SELF, r)) return;
    uint32_t vi = fs->nvars - 1;
    sx_comp_closure(fs, fn, r, fn->str, fn->len, extra_flags);
    bool captured = fs->vars[vi].captured;
    sx_comp_vars_pop(fs, vi);
    if (captured) sx_comp_abc(fs, SX_OP_CODE_CLOSE, r, 0, 0);
    sx_comp_move(fs, dst, r);
    sx_comp_reg_free_to(fs, mark);
}

/* ---- the program ---------------------------------------------------------------------------- */

static bool is_type_only(const sx_node *n) {
    if (!n) return true;
    switch (n->kind) {
    case SX_N_EMPTY:
    case SX_N_TYPE_ALIAS:
    case SX_N_INTERFACE:
    case SX_N_DECLARE:
    case SX_N_IMPORT:
    case SX_N_TYPE: return true;
    case SX_N_VAR_DECL: return (n->flags & SX_NF_DECLARE) != 0;
    case SX_N_EXPORT: return is_type_only(n->a);
    default: return false;
    }
}

/* Statements that leave the completion value alone (as in JS eval, `1; let y = 2;` is 1). */
static bool is_declaration(const sx_node *n) {
    if (is_type_only(n)) return true;
    switch (n->kind) {
    case SX_N_VAR_DECL:
    case SX_N_FUNC_DECL:
    case SX_N_CLASS_DECL:
    case SX_N_ENUM: return true;
    case SX_N_EXPORT: return n->a && is_declaration(n->a);
    default: return false;
    }
}

/* Statements whose completion value is that of the last expression statement they ran. */
static bool is_compound(const sx_node *n) {
    switch (n->kind) {
    case SX_N_BLOCK:
    case SX_N_IF:
    case SX_N_WHILE:
    case SX_N_DO_WHILE:
    case SX_N_FOR:
    case SX_N_FOR_OF:
    case SX_N_FOR_IN:
    case SX_N_TRY:
    case SX_N_SWITCH:
    case SX_N_LABELED: return true;
    default: return false;
    }
}

/* Index of the statement whose value `evaluate` returns (the last one, with only declarations
 * after it): an expression statement or a compound statement, else -1. */
static int64_t evaluated_stmt(const sx_comp *c, const sx_node_list *l) {
    if (c->mode != SX_COMPILE_EVALUATE) return -1;
    for (uint32_t i = l->count; i-- > 0;) {
        if (is_declaration(l->items[i])) continue;
        return l->items[i]->kind == SX_N_EXPR_STMT || is_compound(l->items[i]) ? (int64_t)i : -1;
    }
    return -1;
}

sx_proto *sx_comp_toplevel(sx_comp *c, const sx_node *program) {
    sx_fs f;
    if (!sx_comp_fs_init(&f, c, NULL)) return NULL;
    f.is_toplevel = true;
    sx_comp_setpos(&f, program);
    sx_comp_analyze(&f, NULL, program);
    sx_comp_scope_begin(&f);
    sx_comp_declare_at(&f, "this", 4, SX_VK_THIS, 0);
    const sx_node_list *l = &program->list;
    if (c->goal != SX_GOAL_MODULE) sx_comp_global_instantiation(&f, l);
    sx_comp_hoist_vars(&f, l);
    sx_comp_hoist_block(&f, l, false);
    int64_t ev = evaluated_stmt(c, l);
    int64_t result = -1; /* register holding the evaluated value */
    for (uint32_t i = 0; i < l->count && !c->fatal; i++) {
        const sx_node *s = l->items[i];
        if ((int64_t)i != ev) {
            sx_comp_stmt(&f, s);
            continue;
        }
        uint32_t r = sx_comp_hidden_local(&f);
        sx_comp_setpos(&f, s);
        if (s->kind == SX_N_EXPR_STMT) {
            sx_comp_expr(&f, s->a, (int)r);
        } else { /* `try { 1 } catch { 2 }` is 1, as in node's eval: undefined if none ran */
            sx_comp_abc(&f, SX_OP_CODE_LOADUNDEF, r, 0, 0);
            f.completion_reg = (int)r;
            sx_comp_stmt(&f, s);
            f.completion_reg = -1;
        }
        result = r;
    }
    if (result >= 0) sx_comp_abc(&f, SX_OP_CODE_RETURN, (uint32_t)result, 0, 0);
    else sx_comp_abc(&f, SX_OP_CODE_RETURNUNDEF, 0, 0, 0);
    sx_comp_scope_drop(&f);
    uint16_t flags = SX_PROTO_TOPLEVEL | (f.uses_await ? SX_PROTO_ASYNC : 0);
    sx_proto *p = sx_comp_finish(&f, NULL, 0, 0, 0, flags);
    sx_comp_fs_free(&f);
    return p;
}

static sx_proto *compile(sx_vm *vm, sx_ast *ast, sx_compile_mode mode, bool persistent, sx_compile_goal goal) {
    if (!vm || !ast || !ast->root) return NULL;
    sx_comp c = {0};
    c.vm = vm;
    c.ast = ast;
    c.mode = mode;
    c.persistent = persistent;
    c.goal = (uint8_t)goal;
    uint32_t slots = sx_script_count(vm);
    sx_proto *p = sx_comp_toplevel(&c, ast->root);
    if (!c.error && !c.fatal) return p;
    sx_script_truncate(vm, slots); /* a program that does not run declares nothing */
    return NULL;
}

sx_proto *sx_compile(sx_vm *vm, sx_ast *ast, sx_compile_mode mode) {
    return compile(vm, ast, mode, false, SX_GOAL_MODULE);
}

sx_proto *sx_compile_persistent(sx_vm *vm, sx_ast *ast, sx_compile_mode mode) {
    return compile(vm, ast, mode, true, SX_GOAL_MODULE);
}

/* A script's top-level let/const/class are global lexical bindings: the script slots a REPL
 * context keeps (so later code, e.g. an indirect eval, sees them); eval code keeps its own. */
sx_proto *sx_compile_as(sx_vm *vm, sx_ast *ast, sx_compile_mode mode, sx_compile_goal goal) {
    return compile(vm, ast, mode, goal == SX_GOAL_SCRIPT, goal);
}
