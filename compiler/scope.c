/* scope.c - variables, block scopes, name resolution (locals, upvalues, globals) and the
 * hoisting of var/let/const/function declarations, including the TDZ pre-scan. */
#include <string.h>

#include "compiler/comp_internal.h"

bool sx_comp_names_equal(const char *a, uint32_t alen, const char *b, uint32_t blen) {
    return alen == blen && memcmp(a, b, alen) == 0;
}

/* ---- the name table ------------------------------------------------------------------------ */

static uint32_t name_hash(const char *s, uint32_t len) {
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < len; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

/* The slot of `name` (NULL if the name was never declared in this function). */
static sx_vslot *vh_find(sx_fs *fs, const char *name, uint32_t len) {
    if (!fs->vhcap) return NULL;
    uint32_t h = name_hash(name, len) & (fs->vhcap - 1);
    while (fs->vhash[h].name) {
        if (sx_comp_names_equal(fs->vhash[h].name, fs->vhash[h].len, name, len)) return &fs->vhash[h];
        h = (h + 1) & (fs->vhcap - 1);
    }
    return NULL;
}

static bool vh_grow(sx_fs *fs) {
    uint32_t ocap = fs->vhcap, ncap = ocap ? ocap * 2 : 64;
    sx_vslot *old = fs->vhash;
    sx_vslot *t = sx_mem_realloc(fs->c->vm, NULL, 0, (size_t)ncap * sizeof *t);
    if (!t) {
        sx_comp_oom(fs->c);
        return false;
    }
    memset(t, 0, (size_t)ncap * sizeof *t);
    for (uint32_t i = 0; i < ocap; i++) {
        if (!old[i].name) continue;
        uint32_t h = name_hash(old[i].name, old[i].len) & (ncap - 1);
        while (t[h].name) h = (h + 1) & (ncap - 1);
        t[h] = old[i];
    }
    if (old) sx_mem_free(fs->c->vm, old, (size_t)ocap * sizeof *old);
    fs->vhash = t;
    fs->vhcap = ncap;
    return true;
}

/* The slot of `name`, created (with no variable) if needed. */
static sx_vslot *vh_slot(sx_fs *fs, const char *name, uint32_t len) {
    sx_vslot *s = vh_find(fs, name, len);
    if (s) return s;
    if ((fs->vhcount + 1) * 2 > fs->vhcap && !vh_grow(fs)) return NULL;
    uint32_t h = name_hash(name, len) & (fs->vhcap - 1);
    while (fs->vhash[h].name) h = (h + 1) & (fs->vhcap - 1);
    fs->vhash[h].name = name;
    fs->vhash[h].len = len;
    fs->vhash[h].idx = -1;
    fs->vhcount++;
    return &fs->vhash[h];
}

/* Forget the variables from index n on (scope end), unhiding what they shadowed. */
void sx_comp_vars_pop(sx_fs *fs, uint32_t n) {
    while (fs->nvars > n) {
        sx_var *v = &fs->vars[--fs->nvars];
        if (!v->name) continue;
        sx_vslot *s = vh_find(fs, v->name, v->len);
        if (s) s->idx = v->shadow;
    }
}

/* ---- declaring variables ----------------------------------------------------------------- */

static sx_var *push_var(sx_fs *fs, const char *name, uint32_t len, sx_vkind kind, uint32_t reg) {
    sx_vslot *slot = NULL;
    if (name && !(slot = vh_slot(fs, name, len))) return NULL;
    if (!sx_comp_grow(fs->c, (void **)&fs->vars, &fs->capvars, fs->nvars + 1, sizeof(sx_var))) return NULL;
    sx_var *v = &fs->vars[fs->nvars];
    memset(v, 0, sizeof *v);
    v->name = name;
    v->len = len;
    v->kind = (uint8_t)kind;
    v->reg = (uint16_t)reg;
    v->initialized = !(kind == SX_VK_LET || kind == SX_VK_CONST);
    v->shadow = -1;
    if (slot) {
        v->shadow = slot->idx;
        slot->idx = (int32_t)fs->nvars;
    }
    fs->nvars++;
    return v;
}

/* Bind `name` to an existing register (catch parameters, named function expressions). */
sx_var *sx_comp_declare_at(sx_fs *fs, const char *name, uint32_t len, sx_vkind kind, uint32_t reg) {
    return push_var(fs, name, len, kind, reg);
}

/* Declare a new variable in the innermost scope, in a fresh register. */
sx_var *sx_comp_declare(sx_fs *fs, const sx_node *at, const char *name, uint32_t len, sx_vkind kind) {
    uint32_t first = fs->nscopes ? fs->scopes[fs->nscopes - 1].first_var : 0;
    sx_vslot *slot = vh_find(fs, name, len);
    for (int32_t i = slot ? slot->idx : -1; i >= (int32_t)first; i = fs->vars[i].shadow) {
        sx_var *v = &fs->vars[i];
        bool fn_level = v->kind == SX_VK_VAR || v->kind == SX_VK_PARAM || v->kind == SX_VK_FUNC;
        if ((kind == SX_VK_VAR || kind == SX_VK_FUNC) && fn_level) return v; /* `var f; function f(){}` */
        sx_comp_diag(fs->c, 2451, false, at, "Cannot redeclare block-scoped variable '%.*s'.", (int)len, name);
        return v;
    }
    uint32_t reg = sx_comp_reg_alloc(fs, 1);
    fs->nactive = fs->freereg;
    return push_var(fs, name, len, kind, reg);
}

/* The enum binding `name` of the innermost scope, if it has one (declaration merging). */
static sx_var *enum_in_scope(sx_fs *fs, const char *name, uint32_t len) {
    uint32_t first = fs->nscopes ? fs->scopes[fs->nscopes - 1].first_var : 0;
    sx_vslot *slot = vh_find(fs, name, len);
    int32_t i = slot ? slot->idx : -1;
    return i >= (int32_t)first && fs->vars[i].is_enum ? &fs->vars[i] : NULL;
}

/* A register reserved for the compiler (iterator, exception, switch value) until the scope ends. */
uint32_t sx_comp_hidden_local(sx_fs *fs) {
    uint32_t reg = sx_comp_reg_alloc(fs, 1);
    fs->nactive = fs->freereg;
    push_var(fs, NULL, 0, SX_VK_HIDDEN, reg);
    return reg;
}

/* The innermost visible variable of this function named `name`. */
sx_var *sx_comp_find_local(sx_fs *fs, const char *name, uint32_t len) {
    sx_vslot *slot = vh_find(fs, name, len);
    for (int32_t i = slot ? slot->idx : -1; i >= 0; i = fs->vars[i].shadow)
        if (fs->vars[i].hidden == 0) return &fs->vars[i];
    return NULL;
}

/* ---- scopes ------------------------------------------------------------------------------ */

void sx_comp_scope_begin(sx_fs *fs) {
    if (!sx_comp_grow(fs->c, (void **)&fs->scopes, &fs->capscopes, fs->nscopes + 1, sizeof(sx_scope))) return;
    sx_scope *s = &fs->scopes[fs->nscopes++];
    s->first_var = fs->nvars;
    s->base = (uint16_t)fs->nactive;
    s->close_mark = fs->npclose;
}

static bool scope_captured(sx_fs *fs, uint32_t first_var) {
    for (uint32_t i = first_var; i < fs->nvars; i++)
        if (fs->vars[i].captured) return true;
    return false;
}

/* Resolve the pending-close NOPs emitted inside the ending scope (depth d). */
static void settle_pending_closes(sx_fs *fs, const sx_scope *s, uint32_t d, bool captured) {
    uint32_t keep = s->close_mark;
    for (uint32_t i = s->close_mark; i < fs->npclose; i++) {
        sx_pclose e = fs->pclose[i];
        if (captured) {
            if (!fs->c->fatal) {
                uint32_t a = SX_I_A(fs->code[e.pc]);
                fs->code[e.pc] = SX_MAKE_ABC(SX_OP_CODE_CLOSE, a, 0, 0);
            }
        } else if (e.outer_depth < d) {
            fs->pclose[keep++] = e; /* it also leaves the enclosing scope: decide there */
        }
    }
    fs->npclose = keep;
}

static void scope_pop(sx_fs *fs, bool emit_close) {
    if (fs->nscopes == 0) return;
    sx_scope *s = &fs->scopes[fs->nscopes - 1];
    bool captured = scope_captured(fs, s->first_var);
    if (captured && emit_close) sx_comp_abc(fs, SX_OP_CODE_CLOSE, s->base, 0, 0);
    settle_pending_closes(fs, s, fs->nscopes, captured);
    sx_comp_vars_pop(fs, s->first_var);
    fs->nactive = fs->freereg = s->base;
    fs->nscopes--;
}

/* End the innermost scope: close its captured variables and free its registers. */
void sx_comp_scope_end(sx_fs *fs) { scope_pop(fs, true); }

/*
 * A jump is about to leave every scope deeper than outer_depth - 1. If one of them has
 * captured variables, close them: emit CLOSE now when that is already known, otherwise a NOP
 * placeholder that the scopes patch into CLOSE when they end (a closure created later in the
 * scope can still capture them).
 */
void sx_comp_pending_close(sx_fs *fs, uint32_t outer_depth) {
    if (outer_depth < 1 || outer_depth > fs->nscopes) return;
    const sx_scope *s = &fs->scopes[outer_depth - 1];
    bool any = false; /* compiler-internal registers are never captured */
    for (uint32_t i = s->first_var; i < fs->nvars && !any; i++) any = fs->vars[i].kind != SX_VK_HIDDEN;
    if (!any) return;
    if (scope_captured(fs, s->first_var)) {
        sx_comp_abc(fs, SX_OP_CODE_CLOSE, s->base, 0, 0);
        return;
    }
    int pc = sx_comp_abc(fs, SX_OP_CODE_NOP, s->base, 0, 0);
    if (pc < 0) return;
    if (!sx_comp_grow(fs->c, (void **)&fs->pclose, &fs->cappclose, fs->npclose + 1, sizeof(sx_pclose))) return;
    fs->pclose[fs->npclose].pc = (uint32_t)pc;
    fs->pclose[fs->npclose].outer_depth = outer_depth;
    fs->npclose++;
}

/* ---- name resolution --------------------------------------------------------------------- */

static void resolve_script(sx_fs *fs, const char *name, uint32_t len, sx_ref *out);
static void script_declare(sx_fs *fs, const sx_node *at, const char *name, uint32_t len, sx_vkind kind);

static bool var_needs_check(const sx_var *v) { return v->always_check || (v->tdz && !v->initialized); }

static int add_upval(sx_fs *fs, const char *name, uint32_t len, bool in_stack, uint32_t index, uint8_t kind, bool check,
                     const char *import_name, uint32_t import_len) {
    for (uint32_t i = 0; i < fs->nupvals; i++) {
        sx_upval_info *u = &fs->upvals[i];
        if (u->in_parent_stack == in_stack && u->index == index) return (int)i;
    }
    if (fs->nupvals >= 0xFFFF) {
        sx_comp_too_large(fs->c, NULL);
        return -1;
    }
    if (!sx_comp_grow(fs->c, (void **)&fs->upvals, &fs->capupvals, fs->nupvals + 1, sizeof(sx_upval_info))) return -1;
    sx_upval_info *u = &fs->upvals[fs->nupvals];
    u->name = name;
    u->len = len;
    u->in_parent_stack = in_stack;
    u->index = (uint16_t)index;
    u->kind = kind;
    u->check = check;
    u->import_name = import_name;
    u->import_len = import_len;
    return (int)fs->nupvals++;
}

/* Upvalue index of `name` in fs (created on demand through the enclosing functions), or -1
 * for a global. */
static int resolve_upval(sx_fs *fs, const char *name, uint32_t len) {
    for (uint32_t i = 0; i < fs->nupvals; i++)
        if (sx_comp_names_equal(fs->upvals[i].name, fs->upvals[i].len, name, len)) return (int)i;
    if (!fs->parent) return -1;
    sx_var *v = sx_comp_find_local(fs->parent, name, len);
    if (v) {
        v->captured = true;
        return add_upval(fs, name, len, true, v->reg, v->import_name ? SX_VK_CONST : v->kind, var_needs_check(v),
                         v->import_name, v->import_len);
    }
    int idx = resolve_upval(fs->parent, name, len);
    if (idx < 0) return -1;
    const sx_upval_info *pu = &fs->parent->upvals[idx];
    return add_upval(fs, name, len, false, (uint32_t)idx, pu->kind, pu->check, pu->import_name, pu->import_len);
}

void sx_comp_resolve(sx_fs *fs, const char *name, uint32_t len, sx_ref *out) {
    memset(out, 0, sizeof *out);
    out->name = name;
    out->len = len;
    sx_var *v = sx_comp_find_local(fs, name, len);
    if (v) {
        out->where = SX_REF_LOCAL;
        out->index = v->reg;
        out->kind = v->import_name ? SX_VK_CONST : v->kind; /* an import cannot be assigned */
        out->check = var_needs_check(v);
        out->import_name = v->import_name;
        out->import_len = v->import_len;
        return;
    }
    int idx = resolve_upval(fs, name, len);
    if (idx >= 0) {
        out->where = SX_REF_UPVAL;
        out->index = (uint16_t)idx;
        out->kind = fs->upvals[idx].kind;
        out->check = fs->upvals[idx].check;
        out->import_name = fs->upvals[idx].import_name;
        out->import_len = fs->upvals[idx].import_len;
        return;
    }
    out->where = SX_REF_GLOBAL;
    if (fs->c->persistent) resolve_script(fs, name, len, out);
}

/* ---- names bound by a declaration target --------------------------------------------------- */

void sx_comp_pattern_names(const sx_node *t, sx_name_fn fn, void *ctx) {
    if (!t) return;
    switch (t->kind) {
    case SX_N_IDENT: fn(ctx, t); break;
    case SX_N_ARRAY_PATTERN:
    case SX_N_OBJECT_PATTERN:
        for (uint32_t i = 0; i < t->list.count; i++) sx_comp_pattern_names(t->list.items[i], fn, ctx);
        break;
    case SX_N_PROPERTY: sx_comp_pattern_names(t->b, fn, ctx); break;
    case SX_N_DEFAULT:
    case SX_N_REST:
    case SX_N_TYPE_ASSERT:
    case SX_N_NON_NULL: sx_comp_pattern_names(t->a, fn, ctx); break;
    default: break;
    }
}

/* ---- var hoisting ------------------------------------------------------------------------ */

static void emit_declglobal(sx_fs *fs, const char *name, uint32_t len, uint32_t reg, uint32_t how);

static void hoist_one_var(void *ctx, const sx_node *id) {
    sx_fs *fs = ctx;
    if (fs->c->goal != SX_GOAL_MODULE && fs->is_toplevel) { /* a script's var: a global property */
        if (fs->c->decl_phase) emit_declglobal(fs, id->str, id->len, 0, fs->c->decl_phase);
        return;
    }
    if (fs->c->persistent && fs->is_toplevel) {
        script_declare(fs, id, id->str, id->len, SX_VK_VAR);
        return;
    }
    sx_var *v = sx_comp_find_local(fs, id->str, id->len);
    if (v && (v->kind == SX_VK_VAR || v->kind == SX_VK_PARAM)) return;
    v = sx_comp_declare(fs, id, id->str, id->len, SX_VK_VAR);
    if (v) sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, v->reg, 0, 0);
}

static void hoist_vars_in(sx_fs *fs, const sx_node *n, uint32_t depth) {
    if (!n || depth > SX_COMP_MAX_DEPTH || fs->c->fatal) return;
    switch (n->kind) {
    case SX_N_VAR_DECL:
        if (n->op != SX_OP_VAR || (n->flags & SX_NF_DECLARE)) return;
        for (uint32_t i = 0; i < n->list.count; i++) {
            const sx_node *d = n->list.items[i];
            if (!d) continue;
            /* a REPL context's `import { x }`: no slot, a live global (compiler/stmt.c) */
            if ((d->flags & SX_NF_IMPORT) && fs->c->persistent && fs->is_toplevel) continue;
            sx_comp_pattern_names(d->a, hoist_one_var, fs);
            /* `import { x }`: x holds the namespace from the start; every read takes its member */
            sx_var *v = (d->flags & SX_NF_IMPORT) && d->a && d->a->kind == SX_N_IDENT && d->b
                            ? sx_comp_find_local(fs, d->a->str, d->a->len)
                            : NULL;
            if (v != NULL) v->import_name = d->b->str, v->import_len = d->b->len;
        }
        return;
    case SX_N_BLOCK:
    case SX_N_CASE:
        for (uint32_t i = 0; i < n->list.count; i++) hoist_vars_in(fs, n->list.items[i], depth + 1);
        return;
    case SX_N_SWITCH:
        for (uint32_t i = 0; i < n->list.count; i++) hoist_vars_in(fs, n->list.items[i], depth + 1);
        return;
    case SX_N_IF:
        hoist_vars_in(fs, n->b, depth + 1);
        hoist_vars_in(fs, n->c, depth + 1);
        return;
    case SX_N_WHILE:
    case SX_N_DO_WHILE: hoist_vars_in(fs, n->b, depth + 1); return;
    case SX_N_FOR:
    case SX_N_FOR_OF:
    case SX_N_FOR_IN:
        hoist_vars_in(fs, n->a, depth + 1);
        hoist_vars_in(fs, n->d, depth + 1);
        return;
    case SX_N_TRY:
        hoist_vars_in(fs, n->a, depth + 1);
        if (n->b) hoist_vars_in(fs, n->b->b, depth + 1);
        hoist_vars_in(fs, n->c, depth + 1);
        return;
    case SX_N_LABELED:
    case SX_N_IMPORT: /* its var declaration (frontend/convert.c) */
    case SX_N_EXPORT: hoist_vars_in(fs, n->a, depth + 1); return;
    default: return;
    }
}

/* Declare every `var` of the function body (not of nested functions), set to undefined. */
void sx_comp_hoist_vars(sx_fs *fs, const sx_node_list *body) {
    for (uint32_t i = 0; i < body->count; i++) hoist_vars_in(fs, body->items[i], 0);
}

/* ---- TDZ pre-scan ------------------------------------------------------------------------ */

/*
 * A let/const needs LOADEMPTY + CHECKINIT only if it can be touched before its declaration
 * has run. In textual order that means: a reference to its name that starts before the end
 * of its declarator, or any reference inside a function declaration of the same block (those
 * are hoisted and may be called early). Shadowing is ignored: the scan only errs on the safe
 * side.
 */
typedef struct tdz_scan {
    sx_fs *fs;
    uint32_t first_var; /* the block's variables start here */
    uint32_t limit;     /* nodes starting at or after this offset cannot matter */
    uint32_t count;     /* let/const names of the block */
    bool overflow;
} tdz_scan;

static void tdz_walk(tdz_scan *s, const sx_node *n, bool binding, bool force, uint32_t depth);

static void tdz_ident(tdz_scan *s, const sx_node *n, bool force) {
    sx_var *v = sx_comp_find_local(s->fs, n->str, n->len);
    if (!v || (uint32_t)(v - s->fs->vars) < s->first_var || !v->decl_end) return;
    if (force || n->span.start < v->decl_end) v->tdz = true;
}

static void tdz_list(tdz_scan *s, const sx_node_list *l, bool binding, bool force, uint32_t depth) {
    for (uint32_t i = 0; i < l->count; i++) tdz_walk(s, l->items[i], binding, force, depth + 1);
}

static void tdz_walk(tdz_scan *s, const sx_node *n, bool binding, bool force, uint32_t depth) {
    if (!n || n->kind == SX_N_TYPE) return;
    if (!force && n->span.start >= s->limit) return;
    if (depth > 4 * SX_COMP_MAX_DEPTH) {
        s->overflow = true;
        return;
    }
    switch (n->kind) {
    case SX_N_IDENT:
        if (!binding) tdz_ident(s, n, force);
        return;
    case SX_N_DECLARATOR:
        tdz_walk(s, n->a, true, force, depth + 1);
        tdz_walk(s, n->b, false, force, depth + 1);
        return;
    case SX_N_PARAM:
    case SX_N_DEFAULT:
        tdz_walk(s, n->a, binding || n->kind == SX_N_PARAM, force, depth + 1);
        tdz_walk(s, n->b, false, force, depth + 1);
        return;
    case SX_N_CATCH:
        tdz_walk(s, n->a, true, force, depth + 1);
        tdz_walk(s, n->b, false, force, depth + 1);
        return;
    case SX_N_PROPERTY:
        tdz_walk(s, n->a, false, force, depth + 1); /* computed keys are expressions */
        tdz_walk(s, n->b, binding, force, depth + 1);
        return;
    default:
        tdz_walk(s, n->a, binding, force, depth + 1);
        tdz_walk(s, n->b, binding, force, depth + 1);
        tdz_walk(s, n->c, binding, force, depth + 1);
        tdz_walk(s, n->d, binding, force, depth + 1);
        tdz_list(s, &n->list, binding, force, depth);
        return;
    }
}

/* ---- block hoisting ---------------------------------------------------------------------- */

static const sx_node *unwrap_export(const sx_node *n) {
    while (n && (n->kind == SX_N_EXPORT || (n->kind == SX_N_IMPORT && n->a))) n = n->a; /* imports: their declaration */
    return n;
}

typedef struct lexdecl_ctx {
    sx_fs *fs;
    sx_vkind kind;
    uint32_t end;
    tdz_scan *scan;
} lexdecl_ctx;

static void declare_lexical(void *ctx, const sx_node *id) {
    lexdecl_ctx *lc = ctx;
    sx_var *v = sx_comp_declare(lc->fs, id, id->str, id->len, lc->kind);
    if (!v) return;
    v->decl_end = lc->end ? lc->end : 1;
    lc->scan->count++;
}

static void declare_block_stmt(sx_fs *fs, const sx_node *n, lexdecl_ctx *lc) {
    n = unwrap_export(n);
    if (!n) return;
    if (n->kind == SX_N_VAR_DECL && n->op != SX_OP_VAR && !(n->flags & SX_NF_DECLARE)) {
        lc->kind = n->op == SX_OP_CONST ? SX_VK_CONST : SX_VK_LET;
        for (uint32_t i = 0; i < n->list.count; i++) {
            const sx_node *d = n->list.items[i];
            if (!d) continue;
            lc->end = d->span.end;
            if (lc->end > lc->scan->limit) lc->scan->limit = lc->end;
            sx_comp_pattern_names(d->a, declare_lexical, lc);
        }
    } else if (n->kind == SX_N_FUNC_DECL && n->a && n->a->str) {
        if (sx_comp_in_global_scope(fs)) return; /* a global property (sx_comp_global_instantiation) */
        sx_comp_declare(fs, n, n->a->str, n->a->len, SX_VK_FUNC);
    } else if (n->kind == SX_N_ENUM && n->str) {
        if (enum_in_scope(fs, n->str, n->len)) return; /* enum E {A} enum E {B}: one binding, merged */
        sx_var *v = sx_comp_declare(fs, n, n->str, n->len, SX_VK_LET);
        if (v) v->is_enum = true;
    } else if (n->kind == SX_N_CLASS_DECL && n->a && n->a->str) { /* class A {}: like let A */
        lc->kind = SX_VK_LET;
        lc->end = n->span.end;
        if (lc->end > lc->scan->limit) lc->scan->limit = lc->end;
        declare_lexical(lc, n->a);
    }
}

/* Statements of a block (or, for a switch, of all its cases). */
static void for_block_stmts(const sx_node_list *body, bool switch_scope, void (*fn)(sx_fs *, const sx_node *, void *),
                            sx_fs *fs, void *ctx) {
    for (uint32_t i = 0; i < body->count; i++) {
        const sx_node *n = body->items[i];
        if (switch_scope && n && n->kind == SX_N_CASE) {
            for (uint32_t j = 0; j < n->list.count; j++) fn(fs, n->list.items[j], ctx);
        } else {
            fn(fs, n, ctx);
        }
    }
}

static void declare_cb(sx_fs *fs, const sx_node *n, void *ctx) { declare_block_stmt(fs, n, ctx); }

static void scan_cb(sx_fs *fs, const sx_node *n, void *ctx) {
    (void)fs;
    tdz_scan *s = ctx;
    n = unwrap_export(n);
    if (n && n->kind == SX_N_FUNC_DECL) tdz_walk(s, n, false, true, 0);
    else tdz_walk(s, n, false, false, 0);
}

static void funcdecl_cb(sx_fs *fs, const sx_node *n, void *ctx) {
    (void)ctx;
    n = unwrap_export(n);
    if (!n || n->kind != SX_N_FUNC_DECL || !n->a || !n->a->str || fs->c->fatal) return;
    sx_var *v = sx_comp_find_local(fs, n->a->str, n->a->len);
    if (!v) return;
    sx_comp_setpos(fs, n);
    sx_comp_closure(fs, n->a, v->reg, n->a->str, n->a->len, 0);
}

/* ---- script slots: top-level declarations that persist (sx_compile_persistent) ----------- */

/*
 * With a persistent VM (a REPL context), every top-level declaration of the program becomes a
 * script slot of the VM (vm/script.c) instead of a register, so that later programs run in the
 * same VM see it. Code reads and writes slots by number (GETSCRIPT/SETSCRIPT); a slot of a
 * let/const/class/enum starts <empty>, and reads check it while it may still be.
 * As in node's REPL (and a browser's scripts), a name declared with let/const/class/enum cannot
 * be declared again, in the same program or a later one; var and function may be repeated.
 */
bool sx_comp_in_script_scope(const sx_fs *fs) { return fs->c->persistent && fs->is_toplevel && fs->nscopes == 1; }

static sx_string *script_key(sx_fs *fs, const char *name, uint32_t len) {
    sx_string *key = sx_atom_utf8(fs->c->vm, name, len);
    if (key == NULL) sx_comp_oom(fs->c);
    return key;
}

static void resolve_script(sx_fs *fs, const char *name, uint32_t len, sx_ref *out) {
    sx_string *key = script_key(fs, name, len);
    uint32_t flags = 0;
    int64_t slot = key ? sx_script_find(fs->c->vm, key, &flags) : -1;
    if (slot < 0) return;
    out->where = SX_REF_SCRIPT;
    out->index = (uint32_t)slot;
    out->kind = (flags & SX_SCRIPT_READONLY) ? SX_VK_CONST : (flags & SX_SCRIPT_LEXICAL) ? SX_VK_LET : SX_VK_VAR;
    /* a slot that holds a value can never be <empty> again */
    out->check = (flags & SX_SCRIPT_LEXICAL) && *sx_script_slot(fs->c->vm, (uint32_t)slot) == SX_EMPTY;
}

/* Declare `name` as a script slot (kind: VAR, FUNC, LET or CONST). */
static void script_declare(sx_fs *fs, const sx_node *at, const char *name, uint32_t len, sx_vkind kind) {
    sx_string *key = script_key(fs, name, len);
    if (key == NULL) return;
    bool lexical = kind == SX_VK_LET || kind == SX_VK_CONST;
    uint32_t flags = 0;
    if (sx_script_find(fs->c->vm, key, &flags) >= 0) {
        if (lexical || (flags & SX_SCRIPT_LEXICAL))
            sx_comp_diag(fs->c, 2451, false, at, "Cannot redeclare block-scoped variable '%.*s'.", (int)len, name);
        return;
    }
    flags = (lexical ? SX_SCRIPT_LEXICAL : 0) | (kind == SX_VK_CONST ? SX_SCRIPT_READONLY : 0);
    if (sx_script_add(fs->c->vm, key, flags) < 0) sx_comp_oom(fs->c);
}

static void script_declare_lexical(void *ctx, const sx_node *id) {
    lexdecl_ctx *lc = ctx;
    script_declare(lc->fs, id, id->str, id->len, lc->kind);
}

/* The closure of function declaration n in a new register, made at the start of its scope
 * (hoisted). Returns the register; the caller binds the name and frees it. */
static uint32_t func_decl_closure(sx_fs *fs, const sx_node *n) {
    uint32_t t = sx_comp_reg_alloc(fs, 1);
    sx_comp_setpos(fs, n);
    sx_comp_closure(fs, n->a, t, n->a->str, n->a->len, 0);
    return t;
}

/* The top-level block of a persistent program: slots for its let/const/class/enum/function
 * declarations, and the function declarations' closures stored first (they are hoisted). */
static void script_hoist_block(sx_fs *fs, const sx_node_list *body) {
    lexdecl_ctx lc = {.fs = fs};
    for (uint32_t i = 0; i < body->count; i++) {
        const sx_node *n = unwrap_export(body->items[i]);
        if (!n) continue;
        if (n->kind == SX_N_VAR_DECL && n->op != SX_OP_VAR && !(n->flags & SX_NF_DECLARE)) {
            lc.kind = n->op == SX_OP_CONST ? SX_VK_CONST : SX_VK_LET;
            for (uint32_t j = 0; j < n->list.count; j++)
                if (n->list.items[j]) sx_comp_pattern_names(n->list.items[j]->a, script_declare_lexical, &lc);
        } else if (n->kind == SX_N_FUNC_DECL && n->a && n->a->str) {
            if (fs->c->goal == SX_GOAL_MODULE) script_declare(fs, n, n->a->str, n->a->len, SX_VK_FUNC);
        } else if (n->kind == SX_N_ENUM && n->str) {
            script_declare(fs, n, n->str, n->len, SX_VK_LET);
        } else if (n->kind == SX_N_CLASS_DECL && n->a && n->a->str) {
            script_declare(fs, n->a, n->a->str, n->a->len, SX_VK_LET);
        }
    }
    for (uint32_t i = 0; i < body->count && !fs->c->fatal && fs->c->goal == SX_GOAL_MODULE; i++) {
        const sx_node *n = unwrap_export(body->items[i]);
        if (!n || n->kind != SX_N_FUNC_DECL || !n->a || !n->a->str) continue;
        uint32_t mark = fs->freereg;
        uint32_t t = func_decl_closure(fs, n);
        sx_comp_init_name(fs, n->a->str, n->a->len, t, n);
        sx_comp_reg_free_to(fs, mark);
    }
}

/*
 * Entering a block (or a switch body): declare its let/const/function bindings, put the
 * let/const that need a TDZ check into the <empty> state, and create the closures of its
 * function declarations so they can be called before their textual position.
 */
void sx_comp_hoist_block(sx_fs *fs, const sx_node_list *body, bool switch_scope) {
    if (!switch_scope && sx_comp_in_script_scope(fs)) {
        script_hoist_block(fs, body);
        return;
    }
    tdz_scan scan = {.fs = fs, .first_var = fs->nvars};
    lexdecl_ctx lc = {.fs = fs, .scan = &scan};
    for_block_stmts(body, switch_scope, declare_cb, fs, &lc);
    if (scan.count && !fs->c->fatal) {
        if (!switch_scope) for_block_stmts(body, false, scan_cb, fs, &scan);
        for (uint32_t i = scan.first_var; i < fs->nvars; i++) {
            sx_var *v = &fs->vars[i];
            if (!v->decl_end) continue;
            if (switch_scope) v->always_check = true;
            if (scan.overflow) v->tdz = true;
            if (v->tdz || v->always_check) sx_comp_abc(fs, SX_OP_CODE_LOADEMPTY, v->reg, 0, 0);
        }
    }
    for_block_stmts(body, switch_scope, funcdecl_cb, fs, NULL);
}

/* Drop the innermost scope without emitting CLOSE (function bodies: RETURN closes). */
void sx_comp_scope_drop(sx_fs *fs) { scope_pop(fs, false); }

/* ---- scripts: top-level var and function declarations are global properties -------------- */

/*
 * A script (sx_compile_as with SX_GOAL_SCRIPT or SX_GOAL_EVAL) starts with its
 * GlobalDeclarationInstantiation: R[0] := the global object (`this`), then every check (its
 * let/const/class names, its function names, its var names: DECLGLOBAL with a CHECK bit), then
 * the function properties (each closure, created now: they are hoisted) and the var properties.
 * The names themselves are never locals: every use is a global lookup (GETGLOBAL/SETGLOBAL), so
 * code elsewhere sees the same binding.
 */
bool sx_comp_in_global_scope(const sx_fs *fs) {
    return fs->c->goal != SX_GOAL_MODULE && fs->is_toplevel && fs->nscopes == 1;
}

static void emit_declglobal(sx_fs *fs, const char *name, uint32_t len, uint32_t reg, uint32_t how) {
    if (fs->c->goal == SX_GOAL_EVAL) how |= SX_DECL_CONFIGURABLE;
    uint32_t k = sx_comp_const_str(fs, name, len);
    sx_comp_emit(fs, SX_MAKE_ABX(SX_OP_CODE_DECLGLOBAL, reg, k) | ((sx_instr)how << 56));
}

static void check_lexical_name(void *ctx, const sx_node *id) {
    emit_declglobal(ctx, id->str, id->len, 0, SX_DECL_CHECK_LEXICAL);
}

void sx_comp_global_instantiation(sx_fs *fs, const sx_node_list *body) {
    sx_comp_abc(fs, SX_OP_CODE_GLOBALOBJ, 0, 0, 0);
    for (uint32_t i = 0; i < body->count && !fs->c->fatal; i++) { /* no modules in a script */
        const sx_node *n = body->items[i];
        if (n && (n->kind == SX_N_IMPORT || n->kind == SX_N_EXPORT))
            sx_comp_diag(fs->c, SX_OWN_DIAG_UNSUPPORTED, true, n,
                         "Cannot use %s statement outside a module (a script has no imports or exports: run "
                         "the program as a module, without --script).",
                         n->kind == SX_N_IMPORT ? "import" : "export");
    }
    if (fs->c->error) return;
    for (uint32_t i = 0; i < body->count && fs->c->goal == SX_GOAL_SCRIPT; i++) {
        const sx_node *n = body->items[i];
        if (n && n->kind == SX_N_VAR_DECL && n->op != SX_OP_VAR && !(n->flags & SX_NF_DECLARE)) {
            for (uint32_t j = 0; j < n->list.count; j++)
                if (n->list.items[j]) sx_comp_pattern_names(n->list.items[j]->a, check_lexical_name, fs);
        } else if (n && n->kind == SX_N_CLASS_DECL && n->a && n->a->str) {
            check_lexical_name(fs, n->a);
        }
    }
    for (uint32_t pass = 0; pass < 2; pass++) {
        for (uint32_t i = 0; i < body->count && !fs->c->fatal; i++) {
            const sx_node *n = body->items[i];
            if (!n || n->kind != SX_N_FUNC_DECL || !n->a || !n->a->str) continue;
            if (pass == 0) {
                emit_declglobal(fs, n->a->str, n->a->len, 0, SX_DECL_CHECK_FUNC);
                continue;
            }
            uint32_t mark = fs->freereg;
            uint32_t t = func_decl_closure(fs, n);
            emit_declglobal(fs, n->a->str, n->a->len, t, SX_DECL_CREATE_FUNC);
            sx_comp_reg_free_to(fs, mark);
        }
        fs->c->decl_phase = pass == 0 ? SX_DECL_CHECK_VAR : SX_DECL_CREATE_VAR;
        sx_comp_hoist_vars(fs, body); /* hoist_one_var emits the var steps */
        fs->c->decl_phase = 0;
    }
}
