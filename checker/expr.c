/* expr.c - types of expressions: names, literals, operators, member access, with tsc's diagnostics. */
#include "checker/ck.h"
#include "frontend/spelling.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ---------------------------------------------------------------------------------------------
 * Names that do not resolve: TS2304 / TS2552 with tsc's spelling suggestion
 * ------------------------------------------------------------------------------------------- */

/* tsc's getSpellingSuggestion: Levenshtein distance with case-insensitive substitution 0.1. */
static bool ci_equal(const char *a, uint32_t al, const char *b, uint32_t bl) {
    if (al != bl) return false;
    for (uint32_t i = 0; i < al; i++) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z') x = (char)(x + 32);
        if (y >= 'A' && y <= 'Z') y = (char)(y + 32);
        if (x != y) return false;
    }
    return true;
}

void sx_ck_spelling(const char *name, uint32_t len, const char **cands, const uint32_t *clens, uint32_t n, int *best) {
    double max_len_diff = fmax(2, floor(len * 0.34));
    double best_dist = floor(len * 0.4) + 1;
    *best = -1;
    for (uint32_t i = 0; i < n; i++) {
        const char *c = cands[i];
        uint32_t cl = clens[i];
        if (fabs((double)cl - (double)len) > max_len_diff) continue;
        if (cl == len && memcmp(c, name, len) == 0) continue;
        if (cl < 3 && !ci_equal(c, cl, name, len)) continue;
        double d = sx_levenshtein_max(name, len, c, cl, best_dist - 0.1);
        if (d < 0) continue;
        best_dist = d;
        *best = (int)i;
    }
}

/* Suggest from one scope's symbols (with the meaning), like tsc's per-location lookup. */
static int suggest_in(sx_ck *ck, sx_sym **syms, uint32_t n, const char *name, uint32_t len, uint32_t meaning,
                      const char **cands, uint32_t *clens, uint32_t *nc, uint32_t cap) {
    (void)ck;
    for (uint32_t i = 0; i < n && *nc < cap; i++) {
        sx_sym *s = syms[i];
        if (!(s->flags & meaning)) continue;
        cands[*nc] = s->name;
        clens[(*nc)++] = s->len;
    }
    int best;
    sx_ck_spelling(name, len, cands, clens, *nc, &best);
    return best;
}

static const char *special_not_found(const char *name, uint32_t len, int *code) {
    static const struct {
        const char *n;
        int code;
        const char *msg;
    } t[] = {
        {"document", 2584,
         "Cannot find name '%.*s'. Do you need to change your target library? Try changing the 'lib' compiler option "
         "to include 'dom'."},
        {"window", 0, NULL},
        {"$", 2581,
         "Cannot find name '%.*s'. Do you need to install type definitions for jQuery? Try `npm i --save-dev "
         "@types/jquery`."},
        {"describe", 2582,
         "Cannot find name '%.*s'. Do you need to install type definitions for a test runner? Try `npm i --save-dev "
         "@types/jest` or `npm i --save-dev @types/mocha`."},
        {"suite", 2582,
         "Cannot find name '%.*s'. Do you need to install type definitions for a test runner? Try `npm i --save-dev "
         "@types/jest` or `npm i --save-dev @types/mocha`."},
        {"it", 2582,
         "Cannot find name '%.*s'. Do you need to install type definitions for a test runner? Try `npm i --save-dev "
         "@types/jest` or `npm i --save-dev @types/mocha`."},
        {"test", 2582,
         "Cannot find name '%.*s'. Do you need to install type definitions for a test runner? Try `npm i --save-dev "
         "@types/jest` or `npm i --save-dev @types/mocha`."},
        {"process", 2580,
         "Cannot find name '%.*s'. Do you need to install type definitions for node? Try `npm i --save-dev "
         "@types/node`."},
        {"require", 2580,
         "Cannot find name '%.*s'. Do you need to install type definitions for node? Try `npm i --save-dev "
         "@types/node`."},
        {"Buffer", 2580,
         "Cannot find name '%.*s'. Do you need to install type definitions for node? Try `npm i --save-dev "
         "@types/node`."},
        {"module", 2580,
         "Cannot find name '%.*s'. Do you need to install type definitions for node? Try `npm i --save-dev "
         "@types/node`."},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (strlen(t[i].n) == len && memcmp(t[i].n, name, len) == 0 && t[i].msg) {
            *code = t[i].code;
            return t[i].msg;
        }
    return NULL;
}

/* tsc's checkAndReportErrorForMissingPrefix: a class member named without `this.` / `C.` (TS2662/TS2663). */
static bool missing_this_prefix(sx_ck *ck, const char *name, uint32_t len, uint32_t start) {
    sx_fnctx *f = ck->fn;
    while (f && f->fn && (f->fn->flags & SX_NF_ARROW)) f = f->parent;
    sx_sym *cls = f ? f->cls : NULL;
    if (!cls) return false;
    sx_ck_sym_members(ck, cls);
    sx_propres r = cls->vtype ? sx_ck_get_prop(ck, cls->vtype, name, len) : (sx_propres){0};
    if (r.found && !r.partial) { /* statics, and Function's members (tsc looks them up on the constructor too) */
        sx_ck_error(ck, start, len, 2662, "Cannot find name '%.*s'. Did you mean the static member '%.*s.%.*s'?",
                    (int)len, name, (int)cls->len, cls->name, (int)len, name);
        return true;
    }
    bool instance_member = (!f->fn || (f->fn->flags & SX_NF_METHOD)) && cls->dtype && f->this_type == cls->dtype;
    if (instance_member) {
        sx_propres ir = sx_ck_get_prop(ck, cls->dtype, name, len);
        if (ir.found && !ir.partial) {
            sx_ck_error(ck, start, len, 2663, "Cannot find name '%.*s'. Did you mean the instance member 'this.%.*s'?",
                        (int)len, name, (int)len, name);
            return true;
        }
    }
    return false;
}

void sx_ck_report_unresolved(sx_ck *ck, const char *name, uint32_t len, uint32_t start, uint32_t meaning) {
    if (ck->silent) return;
    if (len > 0 && name[0] == '%') return; /* the module functions imports are lowered to (any) */
    /* a type used as a value, or a value used as a type */
    bool as_value = meaning == SF_VALUE; /* SF_TYPE shares bits with SF_VALUE (classes, enums) */
    sx_sym *other = sx_ck_lookup(ck, name, len, as_value ? SF_TYPE : SF_VALUE);
    if (other && as_value && (other->flags & (SF_INTERFACE | SF_ALIAS))) {
        sx_ck_error(ck, start, len, 2693, "'%.*s' only refers to a type, but is being used as a value here.", (int)len,
                    name);
        return;
    }
    if (other && !as_value && (other->flags & (SF_VAR | SF_LET | SF_CONST | SF_FUNC | SF_PARAM))) {
        sx_ck_error(ck, start, len, 2749,
                    "'%.*s' refers to a value, but is being used as a type here. Did you mean 'typeof %.*s'?", (int)len,
                    name, (int)len, name);
        return;
    }
    if (as_value && missing_this_prefix(ck, name, len, start)) return;
    int best = -1;
    enum { CAP = 4096 };
    const char **cands = malloc(CAP * sizeof *cands);
    uint32_t *clens = malloc(CAP * sizeof *clens);
    const char *sugg = NULL;
    uint32_t slen = 0;
    if (cands && clens && ck->ndiags < 10) {
        /* type parameters in scope first (they live in their function's scope for tsc) */
        for (sx_tpenv *e = !as_value ? ck->tpenv : NULL; e && !sugg; e = e->parent) {
            uint32_t nc = 0;
            for (uint32_t i = 0; i < e->n && nc < CAP; i++)
                cands[nc] = e->tps[i]->u.tp.sym->name, clens[nc++] = e->tps[i]->u.tp.sym->len;
            sx_ck_spelling(name, len, cands, clens, nc, &best);
            if (best >= 0) sugg = cands[best], slen = clens[best];
        }
        /* innermost scope first; the program is a module: its top level is a scope of its own, then
         * tsc's globals (docs/checker.md) */
        for (sx_scope *sc = ck->scope; sc && !sugg; sc = sc->parent) {
            uint32_t nc = 0;
            if (sc->kind == SC_LIB) break;
            if (sc->kind == SC_GLOBAL) {
                best = suggest_in(ck, sc->syms, sc->n, name, len, meaning, cands, clens, &nc, CAP);
                if (best >= 0) {
                    sugg = cands[best];
                    slen = clens[best];
                    break;
                }
                nc = 0;
                /* one scope for tsc: primitives, the library, then extra declarations */
                static const char *const prims[] = {"string", "number", "boolean", "object", "bigint", "symbol"};
                if (!as_value)
                    for (int i = 0; i < 6; i++) {
                        cands[nc] = prims[i];
                        clens[nc++] = (uint32_t)strlen(prims[i]);
                    }
                sx_scope *lib = sc->parent;
                while (lib && lib->kind != SC_LIB) lib = lib->parent;
                sx_scope *order[3] = {lib, sc->parent != lib ? sc->parent : NULL, NULL};
                for (int k = 0; k < 3; k++)
                    for (uint32_t i = 0; order[k] && i < order[k]->n && nc < CAP; i++)
                        if (order[k]->syms[i]->flags & meaning)
                            cands[nc] = order[k]->syms[i]->name, clens[nc++] = order[k]->syms[i]->len;
                sx_ck_spelling(name, len, cands, clens, nc, &best);
            } else {
                best = suggest_in(ck, sc->syms, sc->n, name, len, meaning, cands, clens, &nc, CAP);
            }
            if (best >= 0) {
                sugg = cands[best];
                slen = clens[best];
            }
            if (sc->kind == SC_GLOBAL) break;
        }
    }
    free(cands);
    free(clens);
    ck->ndiags++;
    if (sugg) {
        sx_ck_error(ck, start, len, 2552, "Cannot find name '%.*s'. Did you mean '%.*s'?", (int)len, name, (int)slen,
                    sugg);
        return;
    }
    int code = 2304;
    const char *msg = special_not_found(name, len, &code);
    if (msg) sx_ck_error(ck, start, len, code, msg, (int)len, name);
    else sx_ck_error(ck, start, len, 2304, "Cannot find name '%.*s'.", (int)len, name);
}

/* ---------------------------------------------------------------------------------------------
 * Identifiers
 * ------------------------------------------------------------------------------------------- */

static bool is_undefined_ident(sx_ck *ck, sx_node *n) {
    return n->kind == SX_N_IDENT && n->len == 9 && memcmp(n->str, "undefined", 9) == 0 &&
           sx_ck_lookup(ck, "undefined", 9, SF_VALUE) &&
           sx_ck_lookup(ck, "undefined", 9, SF_VALUE)->scope->kind == SC_LIB;
}

/* Does `n` (not looking into nested functions) assign `name`, or push to it? */
static bool evolves_in(sx_node *n, const char *name, uint32_t len, int depth) {
    if (!n || depth > 200) return false;
    sx_node *target = NULL;
    switch (n->kind) {
    case SX_N_FUNCTION:
        if (depth > 0) return false;
        break;
    case SX_N_ASSIGN: target = n->a; break;
    case SX_N_UPDATE: target = n->a; break;
    case SX_N_FOR_OF:
    case SX_N_FOR_IN: target = n->a && n->a->kind != SX_N_VAR_DECL ? n->a : NULL; break;
    case SX_N_CALL:
        if (n->a && n->a->kind == SX_N_MEMBER && n->a->a && n->a->a->kind == SX_N_IDENT) target = n->a->a;
        break;
    default: break;
    }
    while (target && (target->kind == SX_N_INDEX || target->kind == SX_N_MEMBER || target->kind == SX_N_NON_NULL))
        target = target->a;
    if (target && target->kind == SX_N_IDENT && target->len == len && memcmp(target->str, name, len) == 0) return true;
    if (target && (target->kind == SX_N_ARRAY_PATTERN || target->kind == SX_N_OBJECT_PATTERN ||
                   target->kind == SX_N_ARRAY || target->kind == SX_N_OBJECT))
        return true; /* destructuring assignments: assume they may assign it */
    sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (evolves_in(kids[i], name, len, depth + 1)) return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (evolves_in(n->list.items[i], name, len, depth + 1)) return true;
    return false;
}

/* A read of an evolving variable whose type is still unknown there: TS7034 at the declaration and
 * TS7005 at the read. Reported only where tsc's answer is certain: the reading function does not
 * assign (or push to) the variable anywhere. */
static void auto_read(sx_ck *ck, sx_sym *s, sx_node *id) {
    if (ck->silent || id == ck->evolve_ok || ck->in_typeof || !s->vnode || (ck->fn && !ck->fn->fn)) return;
    sx_node *container = ck->fn ? ck->fn->fn : ck->ast->root;
    bool same = container == (s->fnode ? s->fnode : ck->ast->root);
    bool moving = container->kind == SX_N_FUNCTION &&
                  !(container->flags & SX_NF_DECL); /* arrows, function expressions, methods */
    if (s->flags & SF_AUTO) {
        if (same || moving) return;
    } else if (!same && moving && !(s->flags & SF_CONST)) {
        return;
    }
    if (evolves_in(container, s->name, s->len, 0)) return;
    const char *t = s->flags & SF_AUTO ? "any" : "any[]";
    sx_ck_error_at(ck, s->vnode, 7034,
                   "Variable '%.*s' implicitly has type '%s' in some locations where its type cannot be determined.",
                   (int)s->len, s->name, t);
    sx_ck_error_at(ck, id, 7005, "Variable '%.*s' implicitly has an '%s' type.", (int)s->len, s->name, t);
}

/* A value's symbol. The hidden module functions imports are lowered to (%require, %import) are
 * found as __secexec_require, __secexec_import: a machine's check declares them with the types of
 * its modules (api/check_modules.c); elsewhere they stay unresolved (any, never reported). */
static sx_sym *lookup_value(sx_ck *ck, const char *name, uint32_t len) {
    if (len > 1 && len < 24 && name[0] == '%') {
        char alias[48];
        int n = snprintf(alias, sizeof alias, "__secexec_%.*s", (int)len - 1, name + 1);
        return sx_ck_lookup(ck, alias, (uint32_t)n, SF_VALUE);
    }
    return sx_ck_lookup(ck, name, len, SF_VALUE);
}

/* Is `name` the target of any assignment in `n`, nested functions included (by name: a shadowing
 * variable of the same name counts too, which can only hide an error)? */
static bool assigned_in(const sx_node *n, const char *name, uint32_t len, int depth) {
    if (!n) return false;
    if (depth > 400) return true; /* too deep to tell: assume assigned */
    const sx_node *target = NULL;
    switch (n->kind) {
    case SX_N_ASSIGN:
    case SX_N_UPDATE: target = n->a; break;
    case SX_N_FOR_OF:
    case SX_N_FOR_IN: target = n->a && n->a->kind != SX_N_VAR_DECL ? n->a : NULL; break;
    default: break;
    }
    if (target && target->kind == SX_N_IDENT && target->len == len && memcmp(target->str, name, len) == 0) return true;
    if (target && (target->kind == SX_N_ARRAY_PATTERN || target->kind == SX_N_OBJECT_PATTERN ||
                   target->kind == SX_N_ARRAY || target->kind == SX_N_OBJECT))
        return true; /* destructuring assignments: assume they may assign it */
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (assigned_in(kids[i], name, len, depth + 1)) return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (assigned_in(n->list.items[i], name, len, depth + 1)) return true;
    return false;
}

/* tsc's isNeverInitialized: a `let` without initializer (nor `!`) that nothing ever assigns, read
 * from another function than its own, is used before being assigned (TS2454) unless its type
 * admits undefined. In a module the top level's `let`s count too (docs/checker.md). */
static bool never_initialized(sx_ck *ck, sx_sym *s, sx_type *t) {
    if (!(s->flags & SF_LET) || (s->flags & SF_AMBIENT) || !s->vdecl || s->vdecl->kind != SX_N_DECLARATOR ||
        s->vdecl->b || !s->vnode || s->vnode->kind != SX_N_IDENT || s->vdecl->a != s->vnode || ck->in_typeof ||
        (s->state & SS_LOOP_HEAD))
        return false;
    sx_node *here = ck->fn ? ck->fn->fn : ck->ast->root;
    bool field = ck->fn && ck->fn->field_init; /* a field's initializer: a container of its own */
    if (!field && (!here || here == (s->fnode ? s->fnode : ck->ast->root))) return false;
    uint32_t after = s->vnode->span.end;
    if (after < ck->src.len && ck->src.text[after] == '!') return false;
    if (t->kind == TK_ANY || t->kind == TK_UNKNOWN || t->kind == TK_VOID || sx_ck_t_maybe_nullish(t) ||
        sx_ck_t_has_kind(t, TK_ANY) || sx_ck_t_has_kind(t, TK_UNKNOWN) || sx_ck_t_has_kind(t, TK_VOID) ||
        sx_ck_t_contains_tparam(t))
        return false;
    if (!(s->state & SS_ASSIGN_SCANNED)) {
        s->state |= SS_ASSIGN_SCANNED;
        if (assigned_in(s->fnode ? s->fnode : ck->ast->root, s->name, s->len, 0)) s->state |= SS_ASSIGNED;
    }
    return !(s->state & SS_ASSIGNED);
}

bool sx_ck_never_reassigned(sx_ck *ck, sx_sym *s) {
    if (s->flags & SF_CONST) return true;
    if (!(s->flags & (SF_LET | SF_PARAM)) || (s->flags & SF_AMBIENT)) return false;
    if (!(s->state & SS_ASSIGN_SCANNED)) {
        s->state |= SS_ASSIGN_SCANNED;
        if (assigned_in(s->fnode ? s->fnode : ck->ast->root, s->name, s->len, 0)) s->state |= SS_ASSIGNED;
    }
    return !(s->state & SS_ASSIGNED);
}

/* -- tsc's isPastLastAssignment: may a closure see the narrowings of an outer variable? ------ */

typedef struct last_scan {
    const char *name;
    uint32_t len;
    uint32_t decl_start; /* where the declaration starts: statements after it extend an assignment */
    uint32_t last;       /* the answer so far (0: no assignment, UINT32_MAX: one in a nested function) */
} last_scan;

static bool names(const sx_node *n, const char *name, uint32_t len) {
    return n && n->kind == SX_N_IDENT && n->len == len && memcmp(n->str, name, len) == 0;
}

/* Does the assignment target t (an identifier or a destructuring pattern) name the variable? */
static bool target_names(const sx_node *t, const last_scan *ls, int depth) {
    if (!t || depth > 100) return false;
    if (t->kind == SX_N_IDENT) return names(t, ls->name, ls->len);
    if (t->kind == SX_N_MEMBER || t->kind == SX_N_INDEX) return false; /* a property, not the variable */
    if (t->kind == SX_N_PROPERTY) return target_names(t->b ? t->b : t->a, ls, depth + 1);
    if (t->kind == SX_N_ARRAY || t->kind == SX_N_OBJECT || t->kind == SX_N_ARRAY_PATTERN ||
        t->kind == SX_N_OBJECT_PATTERN) {
        for (uint32_t i = 0; i < t->list.count; i++)
            if (target_names(t->list.items[i], ls, depth + 1)) return true;
        return false;
    }
    if (t->kind == SX_N_DEFAULT || t->kind == SX_N_REST || t->kind == SX_N_SPREAD || t->kind == SX_N_NON_NULL ||
        t->kind == SX_N_ASSIGN)
        return target_names(t->a, ls, depth + 1);
    return false;
}

/* The statements tsc's extendAssignmentPosition extends an assignment to (to their end). */
static bool extends_assignment(const sx_node *n) {
    switch (n->kind) {
    case SX_N_VAR_DECL:
    case SX_N_EXPR_STMT:
    case SX_N_IF:
    case SX_N_DO_WHILE:
    case SX_N_WHILE:
    case SX_N_FOR:
    case SX_N_FOR_IN:
    case SX_N_FOR_OF:
    case SX_N_SWITCH:
    case SX_N_TRY:
    case SX_N_CLASS_DECL: return true;
    default: return false;
    }
}

/* A nested function with a parameter of the same name assigns its own variable, not ours. */
static bool shadows(const sx_node *fn, const last_scan *ls) {
    for (uint32_t i = 0; i < fn->list.count; i++) {
        const sx_node *p = fn->list.items[i];
        if (p && p->kind == SX_N_PARAM && names(p->a, ls->name, ls->len)) return true;
    }
    return false;
}

/* Does the declaration list vd (VAR_DECL) declare the name (as a plain identifier)? */
static bool var_decl_names(const sx_node *vd, const last_scan *ls) {
    if (!vd || vd->kind != SX_N_VAR_DECL) return false;
    for (uint32_t i = 0; i < vd->list.count; i++) {
        const sx_node *d = vd->list.items[i];
        if (d && d->kind == SX_N_DECLARATOR && names(d->a, ls->name, ls->len)) return true;
    }
    return false;
}

/* Does n open a scope with a variable of the same name other than ours (a block or function body
 * declaring it, a loop's own `let`, a catch parameter)? Assignments in there are to that one. */
static bool redeclares(const sx_node *n, const last_scan *ls) {
    if (n->span.start <= ls->decl_start && ls->decl_start < n->span.end) return false; /* ours is in there */
    switch (n->kind) {
    case SX_N_BLOCK:
        for (uint32_t i = 0; i < n->list.count; i++)
            if (var_decl_names(n->list.items[i], ls)) return true;
        return false;
    case SX_N_FUNCTION: return n->b && n->b->kind == SX_N_BLOCK && redeclares(n->b, ls);
    case SX_N_FOR:
    case SX_N_FOR_OF:
    case SX_N_FOR_IN: return var_decl_names(n->a, ls);
    case SX_N_CATCH: return names(n->a, ls->name, ls->len);
    default: return false;
    }
}

/* Walk n: `stmt_end` is the end of the outermost extending statement after the declaration
 * (0: none yet), `nested` whether n is inside a function nested in the declaring one. */
static void scan_last(const sx_node *n, last_scan *ls, uint32_t stmt_end, bool nested, int depth) {
    if (!n || ls->last == UINT32_MAX) return;
    if (depth > 400) {
        ls->last = UINT32_MAX; /* too deep to tell: as if assigned everywhere */
        return;
    }
    if (depth > 0 && redeclares(n, ls)) return;
    if (n->kind == SX_N_FUNCTION && depth > 0) {
        if (shadows(n, ls)) return;
        nested = true;
    }
    if (!stmt_end && extends_assignment(n) && n->span.start > ls->decl_start) stmt_end = n->span.end;
    const sx_node *target = NULL;
    if (n->kind == SX_N_ASSIGN || n->kind == SX_N_UPDATE) target = n->a;
    if ((n->kind == SX_N_FOR_OF || n->kind == SX_N_FOR_IN) && n->a && n->a->kind != SX_N_VAR_DECL) target = n->a;
    if (target && target_names(target, ls, 0)) {
        uint32_t at = nested ? UINT32_MAX : stmt_end ? stmt_end : target->span.start + 1;
        if (at > ls->last) ls->last = at;
    }
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++) scan_last(kids[i], ls, stmt_end, nested, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) scan_last(n->list.items[i], ls, stmt_end, nested, depth + 1);
}

/* Does a function expression, arrow or object method starting at `pos` lose what the enclosing
 * code knows about s (tsc's getFlowTypeOfReference starts over from the declared type there)?
 * `const`s keep it; `let`s and parameters keep it once past their last assignment (TS 5.4: one in
 * a nested function counts as everywhere); `var`s never. Evolving variables are left alone. */
bool sx_ck_outer_flow_lost(sx_ck *ck, sx_sym *s, uint32_t pos) {
    if ((s->flags & (SF_AUTO | SF_AUTO_ARRAY | SF_AMBIENT | SF_CONST)) || !s->vnode) return false;
    if (s->flags & SF_VAR) return true;
    if (!(s->flags & (SF_LET | SF_PARAM | SF_CATCH))) return false;
    if (!(s->state & SS_LAST_ASSIGN)) {
        last_scan ls = {s->name, s->len, s->vnode->span.start, 0};
        scan_last(s->fnode ? s->fnode : ck->ast->root, &ls, 0, false, 0);
        s->last_assign = ls.last;
        s->state |= SS_LAST_ASSIGN;
    }
    return s->last_assign != 0 && s->last_assign >= pos;
}

/* `const { kind, payload } = action`: once a condition has narrowed action (`kind === "num"`
 * narrows it, narrow.c), payload reads as that property of the narrowed action (TS 4.6's
 * destructured discriminated unions). NULL when action is not narrowed here or may change. */
static sx_type *destructured_narrowed(sx_ck *ck, sx_sym *s) {
    sx_node *src = s->dsrc;
    if (!src || src->kind != SX_N_IDENT) return NULL;
    sx_sym *ps = sx_ck_lookup(ck, src->str, src->len, SF_VALUE);
    if (!ps || !sx_ck_never_reassigned(ck, ps)) return NULL;
    const sx_fact *pf = sx_ck_env_find(&ck->env, ps, NULL, 0);
    if (!pf || (pf->type->flags & TF_UNASSIGNED) || pf->type->kind == TK_ANY) return NULL;
    ck->silent++;
    sx_propres r = sx_ck_get_prop(ck, pf->type, s->dprop, s->dplen);
    ck->silent--;
    if (!r.found || !r.type) return NULL;
    return (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
}

sx_type *sx_ck_ident_type(sx_ck *ck, sx_node *id, bool for_write) {
    if (is_undefined_ident(ck, id)) return T_UNDEF(ck);
    sx_sym *s = lookup_value(ck, id->str, id->len);
    if (!s) {
        if (id->len == 9 && memcmp(id->str, "arguments", 9) == 0 && ck->fn) return T_ANY(ck);
        sx_ck_report_unresolved(ck, id->str, id->len, id->span.start, SF_VALUE);
        return ck->pre->error_any;
    }
    if (ck->host_scope && s->scope == ck->host_scope) sx_ck_host_use(ck, s, id);
    if (s->scope && s->scope->kind == SC_LIB && sx_ck_missing_at_run_time(id->str, id->len))
        sx_ck_unsupported(ck, id, "'%.*s' is not supported by secexec.", (int)id->len, id->str);
    /* used before its declaration (same function, textually before) */
    if ((s->flags & SF_BLOCK_SCOPED) && !(s->flags & SF_AMBIENT) && s->decl_end && id->span.start < s->decl_end &&
        s->vnode != id && s->fnode == (ck->fn ? ck->fn->fn : NULL) && !(ck->fn && ck->fn->field_init == 2)) {
        if (s->flags & SF_CLASS)
            sx_ck_error_at(ck, id, 2449, "Class '%.*s' used before its declaration.", (int)id->len, id->str);
        else if (s->flags & SF_ENUM)
            sx_ck_error_at(ck, id, 2450, "Enum '%.*s' used before its declaration.", (int)id->len, id->str);
        else
            sx_ck_error_at(ck, id, 2448, "Block-scoped variable '%.*s' used before its declaration.", (int)id->len,
                           id->str);
    }
    sx_type *t = sx_ck_sym_type(ck, s);
    if (for_write) return s->annot ? s->annot : t;
    if (s->flags & (SF_AUTO | SF_AUTO_ARRAY)) auto_read(ck, s, id);
    const sx_fact *f = sx_ck_env_find(&ck->env, s, NULL, 0);
    if (!f && s->dsrc && (s->flags & SF_CONST)) {
        sx_type *dt = destructured_narrowed(ck, s);
        if (dt) return dt;
    }
    if (f) {
        if (f->type->flags & TF_UNASSIGNED || (f->type->kind == TK_UNION && sx_ck_t_has_kind(f->type, TK_UNDEFINED))) {
            bool unassigned = (f->type->flags & TF_UNASSIGNED) != 0;
            for (uint32_t i = 0; f->type->kind == TK_UNION && i < f->type->u.set.n; i++)
                unassigned |= (f->type->u.set.t[i]->flags & TF_UNASSIGNED) != 0;
            /* a variable whose type admits undefined is fine unassigned */
            if (unassigned && (t->kind == TK_ANY || t->kind == TK_UNKNOWN || sx_ck_t_maybe_nullish(t) ||
                               sx_ck_t_has_kind(t, TK_ANY))) {
                sx_ck_env_set(ck, &ck->env, s, NULL, 0, t);
                return t;
            }
            if (unassigned && (ck->in_typeof || ck->assume_init)) return t;
            if (unassigned) {
                /* every use until an assignment is reported, like tsc */
                sx_ck_error_at(ck, id, 2454, "Variable '%.*s' is used before being assigned.", (int)id->len, id->str);
                return t;
            }
        }
        return f->type;
    }
    if (!ck->assume_init && never_initialized(ck, s, t))
        sx_ck_error_at(ck, id, 2454, "Variable '%.*s' is used before being assigned.", (int)id->len, id->str);
    return t;
}

/* ---------------------------------------------------------------------------------------------
 * Literals
 * ------------------------------------------------------------------------------------------- */

/* Does the contextual type want literal types of this kind (tsc's isLiteralOfContextualType)? */
bool sx_ck_ctx_wants_literal(sx_ck *ck, sx_type *t, sx_type *ctx) {
    if (!ctx) return false;
    if (ctx->kind == TK_UNION) {
        for (uint32_t i = 0; i < ctx->u.set.n; i++)
            if (sx_ck_ctx_wants_literal(ck, t, ctx->u.set.t[i])) return true;
        return false;
    }
    if (ctx->kind == TK_TPARAM) {
        sx_type *c = ctx->u.tp.constraint;
        if (!c) return false;
        return c->kind == TK_STRING || c->kind == TK_NUMBER || c == ck->pre->boolean ||
               sx_ck_t_has_kind(c, TK_STRING) || sx_ck_t_has_kind(c, TK_NUMBER) || sx_ck_ctx_wants_literal(ck, t, c);
    }
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!sx_ck_ctx_wants_literal(ck, t->u.set.t[i], ctx)) return false;
        return true;
    }
    switch (t->kind) {
    case TK_STRLIT: /* (a template literal type wants them too) */
        return ctx->kind == TK_STRLIT || (ctx->flags & TF_PATTERN) ||
               (ctx->kind == TK_ENUMLIT && ctx->u.en.member && ctx->u.en.member->annot &&
                ctx->u.en.member->annot->kind == TK_STRLIT);
    case TK_NUMLIT: return ctx->kind == TK_NUMLIT || ctx->kind == TK_ENUMLIT;
    case TK_BIGLIT: return ctx->kind == TK_BIGLIT;
    case TK_TRUE:
    case TK_FALSE: return ctx->kind == TK_TRUE || ctx->kind == TK_FALSE;
    default: return false;
    }
}

static sx_type *widen_bool(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_TRUE || t->kind == TK_FALSE) return T_BOOLEAN(ck);
    if (t->kind == TK_UNION) {
        bool has = false;
        for (uint32_t i = 0; i < t->u.set.n; i++)
            has |= t->u.set.t[i]->kind == TK_TRUE || t->u.set.t[i]->kind == TK_FALSE;
        if (has) {
            sx_type *v[2] = {t, T_BOOLEAN(ck)};
            return sx_ck_t_union(ck, v, 2);
        }
    }
    return t;
}

/* Is n an enum member written out (`St.Start`, `E["A"]`, a const initialized with one, or a
 * conditional / logical expression whose results are)? Its enum literal type is fresh to tsc and
 * widens to the enum in a mutable place: `let st = St.Start; st = St.Int;` is fine. */
static bool written_enum_member(sx_ck *ck, const sx_node *n, int depth) {
    if (!n || depth > 16) return false;
    if (n->kind == SX_N_CONDITIONAL)
        return written_enum_member(ck, n->b, depth + 1) || written_enum_member(ck, n->c, depth + 1);
    if (n->kind == SX_N_LOGICAL)
        return written_enum_member(ck, n->a, depth + 1) || written_enum_member(ck, n->b, depth + 1);
    if (n->kind == SX_N_IDENT) { /* const c = E.A; let d = c; */
        sx_sym *s = sx_ck_lookup(ck, n->str, n->len, SF_VALUE);
        return s && (s->flags & SF_CONST) && s->vdecl && s->vdecl->kind == SX_N_DECLARATOR && !s->vdecl->type &&
               written_enum_member(ck, s->vdecl->b, depth + 4);
    }
    if ((n->kind != SX_N_MEMBER && n->kind != SX_N_INDEX) || !n->a || n->a->kind != SX_N_IDENT) return false;
    sx_sym *s = sx_ck_lookup(ck, n->a->str, n->a->len, SF_VALUE);
    return s && (s->flags & SF_ENUM);
}

/* Every member of t an enum literal? */
static bool all_enum_literals(const sx_type *t) {
    if (t->kind != TK_UNION) return t->kind == TK_ENUMLIT;
    for (uint32_t i = 0; i < t->u.set.n; i++)
        if (t->u.set.t[i]->kind != TK_ENUMLIT) return false;
    return true;
}

/* t, the type of e, widened to its enum when e writes out enum members (see above). */
sx_type *sx_ck_widen_enum_member(sx_ck *ck, const sx_node *e, sx_type *t) {
    return all_enum_literals(t) && written_enum_member(ck, e, 0) ? sx_ck_t_base_primitive(ck, t) : t;
}

sx_type *sx_ck_expr_mutable(sx_ck *ck, sx_node *n, sx_type *ctx) {
    sx_type *t = sx_ck_expr(ck, n, ctx);
    if (!ck->const_ctx && !ctx && n->kind != SX_N_TYPE_ASSERT)
        t = sx_ck_widen_enum_member(ck, n, t); /* St.Start -> St */
    if (ck->const_ctx) return sx_ck_t_regular(t);
    if (n->kind == SX_N_TYPE_ASSERT) return t;
    if (sx_ck_ctx_wants_literal(ck, t, ctx)) return t;
    t = sx_ck_t_widen_literal(ck, t);
    /* boolean literals widen too, but only those written in the expression */
    if (n->kind == SX_N_TRUE || n->kind == SX_N_FALSE || n->kind == SX_N_CONDITIONAL || n->kind == SX_N_LOGICAL ||
        n->kind == SX_N_UNARY || n->kind == SX_N_BINARY)
        t = widen_bool(ck, t);
    return t;
}

bool sx_ck_is_const_context(sx_node *n) {
    (void)n;
    return false;
}

static sx_type *contextual_prop(sx_ck *ck, sx_type *ctx, const char *name, uint32_t len) {
    if (!ctx) return NULL;
    if (ctx->kind == TK_UNION) {
        sx_type *v[32];
        uint32_t m = 0;
        for (uint32_t i = 0; i < ctx->u.set.n && m < 32; i++) {
            sx_type *p = contextual_prop(ck, ctx->u.set.t[i], name, len);
            if (p) v[m++] = p;
        }
        return m ? sx_ck_t_union(ck, v, m) : NULL;
    }
    /* a type we do not model (mapped, conditional ...) is any: its properties are unknown, not
       missing, so a callback in them is not implicitly any (a written `any` is: tsc's TS7006) */
    if (ctx->kind == TK_ANY) return ctx == ck->pre->written_any || ctx == ck->pre->error_any ? NULL : ctx;
    if (ctx->kind != TK_OBJ && ctx->kind != TK_REF && ctx->kind != TK_INTER) return NULL;
    sx_propres r = sx_ck_get_prop(ck, ctx, name, len);
    if (r.found) return r.type;
    if (r.partial) return r.type ? r.type : T_ANY(ck);
    sx_type *ix = sx_ck_get_index(ck, ctx, false);
    return ix;
}

static bool has_literal_member(const sx_type *t) {
    if (t->kind != TK_UNION) return sx_ck_t_is_literal(t);
    for (uint32_t i = 0; i < t->u.set.n; i++)
        if (sx_ck_t_is_literal(t->u.set.t[i])) return true;
    return false;
}

/* tsc types a property of a union context without reducing the union (`"get" | string` stays
 * so, where the checker's union is `string`), and a literal value keeps its literal type when any
 * member of it is a literal (isLiteralOfContextualType): those literal members, or NULL. */
static sx_type *contextual_prop_literals(sx_ck *ck, sx_type *ctx, const char *name, uint32_t len) {
    if (!ctx || ctx->kind != TK_UNION) return NULL;
    sx_type *v[32];
    uint32_t m = 0;
    for (uint32_t i = 0; i < ctx->u.set.n; i++) {
        sx_type *p = contextual_prop(ck, ctx->u.set.t[i], name, len);
        uint32_t cnt = !p ? 0 : p->kind == TK_UNION ? p->u.set.n : 1;
        for (uint32_t k = 0; k < cnt && m < 32; k++) {
            sx_type *x = p->kind == TK_UNION ? p->u.set.t[k] : p;
            if (sx_ck_t_is_literal(x)) v[m++] = x;
        }
    }
    return m ? sx_ck_t_union(ck, v, m) : NULL;
}

static const char *prop_key(sx_ck *ck, sx_node *key, uint32_t *len) {
    if (!key) return NULL;
    if (key->kind == SX_N_STRING) {
        *len = key->len;
        return key->str;
    }
    if (key->kind == SX_N_NUMBER) {
        sx_buf b = {0};
        if (key->num == floor(key->num) && fabs(key->num) < 1e21) sx_ck_buf_printf(&b, "%.0f", key->num);
        else sx_ck_buf_printf(&b, "%.17g", key->num);
        char *s = sx_ck_alloc(ck, b.n + 1);
        if (s && b.s) memcpy(s, b.s, b.n + 1);
        *len = (uint32_t)b.n;
        sx_ck_buf_free(&b);
        return s;
    }
    return NULL;
}

/* tsc's isValidSpreadType: object types, any, type parameters; definitely falsy members are ignored. */
static bool spread_member_ok(sx_type *t) {
    switch (t->kind) {
    case TK_ANY:
    case TK_NONPRIM:
    case TK_OBJ:
    case TK_REF:
    case TK_TUPLE:
    case TK_TPARAM:
    case TK_INTER:
    case TK_UNDEFINED:
    case TK_NULL:
    case TK_VOID:
    case TK_FALSE:
    case TK_NEVER: return true;
    case TK_NUMLIT: return t->u.num == 0;
    case TK_STRLIT: return t->u.str.len == 0;
    case TK_BIGLIT: return t->u.str.len == 1 && t->u.str.s[0] == '0';
    default: return false;
    }
}

static bool valid_spread(sx_ck *ck, sx_type *t) {
    (void)ck;
    if (t->kind != TK_UNION) return spread_member_ok(t);
    for (uint32_t i = 0; i < t->u.set.n; i++)
        if (!spread_member_ok(t->u.set.t[i])) return false;
    return true;
}

/* `{ a: 1, ...o }` where o surely has `a`: TS2783 at the property the spread overwrites. */
static void spread_overwrites(sx_ck *ck, sx_node *obj, uint32_t spread_at, const sx_prop *ps, uint32_t np) {
    for (uint32_t k = 0; k < np; k++) {
        if (ps[k].flags & PF_OPTIONAL) continue;
        sx_node *left = NULL;
        for (uint32_t i = 0; i < spread_at; i++) {
            sx_node *q = obj->list.items[i];
            if (q && q->kind == SX_N_PROPERTY && q->a && q->a->kind == SX_N_STRING && q->a->len == ps[k].len &&
                memcmp(q->a->str, ps[k].name, ps[k].len) == 0)
                left = q;
        }
        if (left)
            sx_ck_error_at(ck, left->a, 2783, "'%.*s' is specified more than once, so this usage will be overwritten.",
                           (int)ps[k].len, ps[k].name);
    }
}

static sx_type *setter_context(sx_ck *ck, sx_node *lit, uint32_t at, const char *key, uint32_t klen, sx_obj *o,
                               sx_type *pctx);

/* The segment (a spread, or a run of properties between spreads) that last set each property of an
 * object literal, and when (a count of the settings): the segment in the high half. */
typedef struct {
    uint64_t *of; /* by property index */
    uint32_t cap, cur, count;
    bool after_spread;
} segs;

static void seg_mark(sx_ck *ck, segs *sg, const sx_obj *o, const sx_prop *p) {
    if (!p) return;
    uint32_t i = (uint32_t)(p - o->props);
    if (i >= sg->cap) {
        uint32_t cap = sg->cap ? sg->cap * 2 : 16;
        while (cap <= i) cap *= 2;
        uint64_t *na = sx_ck_alloc(ck, cap * sizeof *na);
        if (!na) return;
        if (sg->cap) memcpy(na, sg->of, sg->cap * sizeof *na);
        memset(na + sg->cap, 0, (cap - sg->cap) * sizeof *na);
        sg->of = na;
        sg->cap = cap;
    }
    sg->of[i] = (uint64_t)sg->cur << 32 | ++sg->count;
}

typedef struct {
    uint64_t key;
    uint32_t idx;
} seg_key;

static int seg_key_cmp(const void *a, const void *b) {
    uint64_t x = ((const seg_key *)a)->key, y = ((const seg_key *)b)->key;
    return x < y ? -1 : x > y;
}

/* tsc's getSpreadType puts the right side's properties first: `{ ...r, conv: 1 }` is `{ conv:
 * number; day: string; ... }`. Each property goes to the last segment that set it, the last
 * segment first, and within a segment in the order that segment set them (the keys are unique). */
static void spread_order(sx_ck *ck, sx_obj *o, const segs *sg) {
    if (sg->cur == 0 || o->nprops < 2 || !sg->of || sg->cap < o->nprops) return;
    sx_prop *np = sx_ck_alloc(ck, o->nprops * sizeof *np);
    seg_key *keys = sx_ck_alloc(ck, o->nprops * sizeof *keys);
    if (!np || !keys) return;
    for (uint32_t i = 0; i < o->nprops; i++) {
        keys[i].key = ((uint64_t)(sg->cur - (uint32_t)(sg->of[i] >> 32)) << 32) | (sg->of[i] & 0xffffffffu);
        keys[i].idx = i;
    }
    qsort(keys, o->nprops, sizeof *keys, seg_key_cmp);
    for (uint32_t i = 0; i < o->nprops; i++) np[i] = o->props[keys[i].idx];
    memcpy(o->props, np, o->nprops * sizeof *np);
    if (o->pindex) sx_ck_obj_reindex(ck, o);
}

static sx_type *object_literal(sx_ck *ck, sx_node *n, sx_type *ctx) {
    sx_obj *o = sx_ck_obj_new(ck);
    bool partial = false;
    segs seg = {0};
    if (!o) return T_ANY(ck);
    for (uint32_t i = 0; i < n->list.count; i++) {
        sx_node *p = n->list.items[i];
        if (!p) continue;
        if (p->kind != SX_N_SPREAD && seg.after_spread) seg.cur++, seg.after_spread = false;
        if (p->kind == SX_N_SPREAD) {
            seg.cur++;
            seg.after_spread = true;
            sx_type *st = sx_ck_expr(ck, p->a, NULL);
            if (!valid_spread(ck, st)) {
                sx_ck_error_at(ck, p, 2698, "Spread types may only be created from object types.");
                partial = true;
                continue;
            }
            sx_type *nn = sx_ck_t_non_nullable(ck, st);
            if (nn->kind == TK_TPARAM) {
                /* `{ ...s }` with s: S is S itself for tsc; beside other members an intersection
                 * with S, read here as a literal whose unknown members are any (not S's constraint's
                 * members: `object` would give only `constructor`) */
                if (n->list.count == 1) return nn;
                partial = true;
                continue;
            }
            uint32_t np;
            bool pp;
            sx_prop *ps = sx_ck_all_props(ck, nn, &np, &pp);
            if (pp || st->kind == TK_UNION) {
                partial = true;
                continue;
            }
            spread_overwrites(ck, n, i, ps, np);
            for (uint32_t k = 0; k < np; k++) {
                if ((ps[k].flags & PF_METHOD) && st->kind != TK_OBJ) continue;
                /* an optional property spread over an existing one: either value, still required */
                sx_prop *old = sx_ck_obj_find(o, ps[k].name, ps[k].len);
                if (old && (ps[k].flags & PF_OPTIONAL)) {
                    old->type = sx_ck_t_union2(ck, old->type, ps[k].type);
                    seg_mark(ck, &seg, o, old);
                    continue;
                }
                seg_mark(ck, &seg, o,
                         sx_ck_obj_add_prop(ck, o, ps[k].name, ps[k].len, ps[k].type, ps[k].flags & (PF_OPTIONAL)));
            }
            continue;
        }
        if (p->kind != SX_N_PROPERTY) continue;
        uint32_t klen = 0;
        const char *key = prop_key(ck, p->a, &klen);
        if (!key) { /* computed key */
            if (p->a && p->a->kind == SX_N_COMPUTED) sx_ck_expr(ck, p->a->a, NULL);
            if (p->b) sx_ck_expr(ck, p->b, NULL);
            partial = true;
            continue;
        }
        sx_type *pctx = contextual_prop(ck, ctx, key, klen);
        sx_node *pv = p->b;
        if (pctx && !(p->flags & (SX_NF_SHORTHAND | SX_NF_METHOD | SX_NF_GETTER | SX_NF_SETTER)) && pv &&
            (pv->kind == SX_N_STRING || pv->kind == SX_N_NUMBER || pv->kind == SX_N_TRUE || pv->kind == SX_N_FALSE) &&
            !has_literal_member(pctx)) { /* `{ name: "keys" }` against `{ name: "keys" } | Error` */
            sx_type *lits = contextual_prop_literals(ck, ctx, key, klen);
            if (lits) { /* (a literal that is none of them is widened, as the message tsc prints shows) */
                ck->silent++;
                sx_type *lt = sx_ck_expr(ck, pv, lits);
                ck->silent--;
                if (sx_ck_assignable(ck, lt, lits)) pctx = lits;
            }
        }
        sx_type *vt;
        if (p->flags & (SX_NF_GETTER | SX_NF_SETTER)) {
            sx_type *fctx = (p->flags & SX_NF_SETTER) ? setter_context(ck, n, i, key, klen, o, pctx) : NULL;
            sx_type *ft = sx_ck_function(ck, p->b, fctx);
            uint32_t ns;
            sx_sig **sg = sx_ck_get_sigs(ck, ft, false, &ns);
            vt = (p->flags & SX_NF_GETTER) && ns && sg[0]->ret ? sg[0]->ret : T_ANY(ck);
            sx_prop *had = sx_ck_obj_find(o, key, klen); /* the other half of a get/set pair */
            if (p->flags & SX_NF_SETTER) {
                if (had) {
                    if (sx_ck_setter_type_differs(ck, p->b, had->type)) had->flags |= PF_WIDE_SETTER;
                    continue;
                }
                vt = ns && sg[0]->nparams ? sg[0]->params[0].type : T_ANY(ck);
            }
            bool wide = had && (had->flags & PF_SETTER) && had->type != vt; /* set x(v: A) before get x(): B */
            seg_mark(ck, &seg, o,
                     sx_ck_obj_add_prop(ck, o, key, klen, vt ? vt : T_ANY(ck),
                                        (p->flags & SX_NF_SETTER ? PF_SETTER : 0) | (wide ? PF_WIDE_SETTER : 0)));
            continue;
        }
        if (p->flags & SX_NF_SHORTHAND) {
            vt = sx_ck_expr_mutable(ck, p->b ? p->b : p->a, pctx);
        } else if (p->flags & SX_NF_METHOD) {
            vt = sx_ck_function(ck, p->b, pctx);
        } else {
            sx_node *saved_this = ck->this_ctx_fn;
            ck->this_ctx_fn = p->b;
            vt = p->b ? sx_ck_expr_mutable(ck, p->b, pctx) : T_ANY(ck);
            ck->this_ctx_fn = saved_this;
            /* `{ tags: [] }` without a contextual type is `{ tags: never[] }` for tsc (the checker
             * types a bare `[]` elsewhere as any[] to stay silent on evolving arrays); it matters
             * when the literal is an inference candidate: never[] is no supertype of string[] */
            if (!pctx && !ck->const_ctx && p->b && p->b->kind == SX_N_ARRAY && p->b->list.count == 0)
                vt = sx_ck_t_array(ck, T_NEVER(ck), false);
        }
        seg_mark(ck, &seg, o,
                 sx_ck_obj_add_prop(ck, o, key, klen, vt,
                                    ((p->flags & SX_NF_METHOD) ? PF_METHOD : 0) | (ck->const_ctx ? PF_READONLY : 0) |
                                        (p->a && p->a->kind == SX_N_NUMBER ? PF_NUMNAME : 0)));
    }
    spread_order(ck, o, &seg);
    sx_type *t = sx_ck_t_obj(ck, o);
    t->flags |= TF_OBJLIT | TF_FRESH | (partial ? TF_PARTIAL : 0);
    return t;
}

/* The contextual type of element i of an array literal of n elements (no spreads) in a tuple
 * context: the element at i before the first rest element, the rest's element type after it (none
 * for a variadic `...T`) but for the fixed elements after the rest, counted from the end. */
static sx_type *tuple_ctx_elem(sx_ck *ck, sx_type *tc, uint32_t i, uint32_t n) {
    return sx_ck_tuple_target_at(ck, tc, i, n);
}

/* An element's contextual type from a context that is not an array: its index signature (tsc's
 * getTypeOfPropertyOfContextualType for "0", "1", ...): `Array.from(["l"])` where ArrayLike<"l" | "r">
 * is expected keeps the literal "l". */
static sx_type *index_elem_ctx(sx_ck *ck, sx_type *c) {
    if (c->kind == TK_UNION) {
        for (uint32_t i = 0; i < c->u.set.n; i++) {
            sx_type *r = index_elem_ctx(ck, c->u.set.t[i]);
            if (r) return r;
        }
        return NULL;
    }
    if ((c->kind != TK_REF && c->kind != TK_OBJ) || sx_ck_t_contains_tparam(c)) return NULL;
    sx_type *r = sx_ck_get_index(ck, c, true);
    return r && r->kind != TK_ANY ? r : NULL;
}

/* An element's contextual type from the library's Iterable<T> (or IterableIterator<T>), a
 * member of a union too: T, the iterated type (tsc's getContextualTypeForElementExpression), so
 * `new Map([["a", 1]])` reads its entries as tuples in the context of `readonly [K, V]`. */
static sx_type *iterable_elem_ctx(sx_ck *ck, sx_type *c) {
    if (c->kind == TK_UNION) {
        for (uint32_t i = 0; i < c->u.set.n; i++) {
            sx_type *r = iterable_elem_ctx(ck, c->u.set.t[i]);
            if (r) return r;
        }
        return NULL;
    }
    if (c->kind != TK_REF || c->u.ref.n < 1) return NULL;
    const sx_sym *d = c->u.ref.decl;
    bool iterable = (d->len == 8 && memcmp(d->name, "Iterable", 8) == 0) ||
                    (d->len == 16 && memcmp(d->name, "IterableIterator", 16) == 0);
    return iterable && d->scope && d->scope->kind == SC_LIB ? c->u.ref.args[0] : NULL;
}

/* Does the context hold a mutable array or tuple (tsc's isMutableArrayLikeType)? An array literal
 * under `as const` is then a mutable tuple: `const labels: string[] = ["a", "b"] as const` is valid. */
static bool mutable_array_ctx(sx_ck *ck, const sx_type *c) {
    if (!c) return false;
    if (c->kind == TK_UNION) {
        for (uint32_t i = 0; i < c->u.set.n; i++)
            if (mutable_array_ctx(ck, c->u.set.t[i])) return true;
        return false;
    }
    return c->kind == TK_ANY || (c->kind == TK_REF && c->u.ref.decl == ck->pre->array) ||
           (c->kind == TK_TUPLE && !(c->flags & TF_READONLY));
}

static sx_type *array_literal(sx_ck *ck, sx_node *n, sx_type *ctx) {
    uint32_t cnt = n->list.count;
    sx_type *ectx = NULL;
    sx_type *tuple_ctx = NULL;
    if (ctx) {
        sx_type *c = ctx;
        if (c->kind == TK_UNION) { /* pick the array-like member */
            for (uint32_t i = 0; i < c->u.set.n; i++)
                if (sx_ck_t_is_array(ck, c->u.set.t[i]) || c->u.set.t[i]->kind == TK_TUPLE) {
                    c = c->u.set.t[i];
                    break;
                }
        }
        /* a type parameter whose constraint holds a tuple (`T extends readonly unknown[] | []`,
         * Promise.all's): the literal is a tuple, as for tsc */
        sx_type *tc = c->kind == TK_TPARAM ? c->u.tp.constraint : NULL;
        if (tc && tc->kind == TK_UNION)
            for (uint32_t i = 0; i < tc->u.set.n; i++)
                if (tc->u.set.t[i]->kind == TK_TUPLE) tc = tc->u.set.t[i];
        if (c->kind == TK_TUPLE) tuple_ctx = c;
        else if (tc && tc->kind == TK_TUPLE) tuple_ctx = tc;
        else ectx = sx_ck_t_elem(ck, c);
        if (!tuple_ctx && !ectx) ectx = index_elem_ctx(ck, c);
        if (!tuple_ctx && !ectx) ectx = iterable_elem_ctx(ck, c);
    }
    sx_type **v = cnt ? sx_ck_alloc(ck, cnt * sizeof *v) : NULL;
    uint32_t m = 0;
    bool spread = false;
    /* in a tuple context, `["a", ...nums]` is the tuple [string, ...number[]] (tsc's variadic
     * elements): each spread of an array becomes a rest element */
    sx_type **tv = tuple_ctx && cnt ? sx_ck_alloc(ck, cnt * sizeof *tv) : NULL;
    uint8_t *tf = tv ? sx_ck_alloc(ck, cnt) : NULL;
    bool tuple_ok = tv && tf;
    uint32_t npos = cnt; /* positions counted from the end are known without spreads */
    for (uint32_t i = 0; i < cnt; i++)
        if (n->list.items[i] && n->list.items[i]->kind == SX_N_SPREAD) npos = UINT32_MAX;
    for (uint32_t i = 0; i < cnt; i++) {
        sx_node *e = n->list.items[i];
        if (!e || !v) continue;
        sx_type *c = tuple_ctx ? tuple_ctx_elem(ck, tuple_ctx, i, npos) : ectx;
        if (e->kind == SX_N_SPREAD) {
            sx_type *st = sx_ck_expr(ck, e->a, ctx);
            sx_type *el = st->kind == TK_ANY ? NULL : sx_ck_iterated(ck, st);
            if (tuple_ok) { /* a spread tuple is spliced in, a spread `[...T]` stays variadic */
                bool keep = st->kind == TK_TUPLE ||
                            (st->kind == TK_TPARAM && st->u.tp.constraint &&
                             (sx_ck_t_is_array(ck, st->u.tp.constraint) || st->u.tp.constraint->kind == TK_TUPLE));
                tv[m] = keep ? st : sx_ck_t_array(ck, el ? el : T_ANY(ck), false);
                tf[m] = TNF_REST;
            }
            v[m++] = el ? el : T_ANY(ck);
            spread = true;
        } else if (e->kind == SX_N_HOLE) {
            if (tuple_ok) tv[m] = T_UNDEF(ck), tf[m] = 0;
            v[m++] = T_UNDEF(ck);
        } else {
            v[m] = sx_ck_expr_mutable(ck, e, c);
            if (tuple_ok) tv[m] = v[m], tf[m] = 0;
            m++;
        }
    }
    if (tuple_ok && spread && !ck->const_ctx) return sx_ck_t_tuple(ck, tv, tf, m, false);
    if (ck->const_ctx && !spread) /* [1, "a"] as const: readonly [1, "a"], unless a mutable array is expected */
        return sx_ck_t_tuple(ck, v, NULL, m, !mutable_array_ctx(ck, ctx));
    if (tuple_ctx && !spread) return sx_ck_t_tuple(ck, v, NULL, m, false);
    if (m == 0) return sx_ck_t_array(ck, ectx ? ectx : T_ANY(ck), false) /* never[] in tsc; any keeps us silent */;
    sx_type *el = sx_ck_t_union(ck, v, m);
    sx_type *t = sx_ck_t_array(ck, el, false);
    return t;
}

/* Does t hold a template literal type (a union member of it)? */
static bool has_pattern(const sx_type *t) {
    if (t->flags & TF_PATTERN) return true;
    for (uint32_t i = 0; t->kind == TK_UNION && i < t->u.set.n; i++)
        if (t->u.set.t[i]->flags & TF_PATTERN) return true;
    return false;
}

/* A template literal expression is a string; where a template literal type is expected (`${n}px`
 * for `${number}px`) tsc gives it a template literal type of its own: here its text with every
 * substitution a `${string}` hole (its relation to another pattern is not modelled: it holds). */
static sx_type *template_literal(sx_ck *ck, sx_node *n, sx_type *ctx) {
    sx_buf b = {0};
    bool pattern = ctx && has_pattern(ctx);
    for (uint32_t i = 0; i < n->list.count; i++) {
        sx_node *e = n->list.items[i];
        if (e && (i & 1)) sx_ck_expr(ck, e, NULL);
        if (!pattern) continue;
        if (i & 1) sx_ck_buf_puts(&b, "${string}");
        else if (e && e->str) sx_ck_buf_put(&b, e->str, e->len);
    }
    if (!pattern) return T_STRING(ck);
    sx_type *t = sx_ck_t_new(ck, TK_STRING);
    char *text = b.n ? sx_ck_alloc(ck, b.n) : NULL;
    if (text) memcpy(text, b.s, b.n);
    t->flags |= TF_PATTERN;
    t->u.str.s = text ? text : "";
    t->u.str.len = text ? (uint32_t)b.n : 0;
    sx_ck_buf_free(&b);
    return t;
}

/* ---------------------------------------------------------------------------------------------
 * Member access
 * ------------------------------------------------------------------------------------------- */

/* tsc's entityNameToString for a.b.c (optional links print as plain dots); false for anything else. */
static bool entity_name(const sx_node *n, sx_buf *b, int depth) {
    if (depth > 64) return false;
    while (n && n->kind == SX_N_CHAIN) n = n->a;
    if (!n) return false;
    if (n->kind == SX_N_IDENT) {
        sx_ck_buf_put(b, n->str, n->len);
        return true;
    }
    if (n->kind != SX_N_MEMBER || (n->flags & SX_NF_PRIVATE) || !entity_name(n->a, b, depth + 1)) return false;
    sx_ck_buf_puts(b, ".");
    sx_ck_buf_put(b, n->str, n->len);
    return true;
}

/* A value of type unknown used where tsc needs to know more: TS18046 for names, TS2571 otherwise. */
void sx_ck_report_unknown(sx_ck *ck, sx_node *e) {
    sx_buf name = {0};
    if (entity_name(e, &name, 0)) sx_ck_error_at(ck, e, 18046, "'%s' is of type 'unknown'.", name.s);
    else sx_ck_error_at(ck, e, 2571, "Object is of type 'unknown'.");
    sx_ck_buf_free(&name);
}

/* "'x' is possibly 'null'." for references, "Object is possibly 'null'." otherwise. */
static sx_type *check_non_null(sx_ck *ck, sx_type *t, sx_node *obj) {
    if (t->kind == TK_UNKNOWN) return t;
    bool has_null = sx_ck_t_has_kind(t, TK_NULL),
         has_undef = sx_ck_t_has_kind(t, TK_UNDEFINED) || sx_ck_t_has_kind(t, TK_VOID);
    if (!has_null && !has_undef) return t;
    if (obj->kind == SX_N_NULL || is_undefined_ident(ck, obj)) {
        sx_ck_error_at(ck, obj, 18050, "The value '%s' cannot be used here.",
                       obj->kind == SX_N_NULL ? "null" : "undefined");
        return T_ANY(ck);
    }
    const char *what = has_null && has_undef ? "'null' or 'undefined'" : has_null ? "'null'" : "'undefined'";
    int code;
    sx_buf name = {0};
    if (entity_name(obj, &name, 0)) {
        code = has_null && has_undef ? 18049 : has_null ? 18047 : 18048;
        sx_ck_error_at(ck, obj, code, "'%s' is possibly %s.", name.s, what);
        sx_ck_buf_free(&name);
    } else {
        sx_ck_buf_free(&name);
        code = has_null && has_undef ? 2533 : has_null ? 2531 : 2532;
        sx_ck_error_at(ck, obj, code, "Object is possibly %s.", what);
    }
    sx_type *r = sx_ck_t_non_nullable(ck, t);
    return r->kind == TK_NEVER ? ck->pre->error_any : r; /* tsc's errorType: nothing more to report */
}

/* Members that exist in a later `lib` than ES2023 (tsc's getSuggestedLibForNonExistentProperty). */
static const char *later_lib(sx_ck *ck, sx_type *obj, const char *name, uint32_t len) {
    static const struct {
        const char *owner, *member, *lib;
    } t[] = {
        {"String", "isWellFormed", "es2024"},
        {"String", "toWellFormed", "es2024"},
        {"ObjectConstructor", "groupBy", "es2024"},
        {"MapConstructor", "groupBy", "es2024"},
        {"PromiseConstructor", "withResolvers", "es2024"},
        {"ArrayConstructor", "fromAsync", "esnext"},
        {"Set", "union", "esnext"},
        {"Set", "intersection", "esnext"},
        {"Set", "difference", "esnext"},
        {"Set", "symmetricDifference", "esnext"},
        {"Set", "isSubsetOf", "esnext"},
        {"Set", "isSupersetOf", "esnext"},
        {"Set", "isDisjointFrom", "esnext"},
    };
    sx_type *ap = sx_ck_apparent(ck, obj);
    if (ap->kind != TK_REF) return NULL;
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (strlen(t[i].member) == len && memcmp(t[i].member, name, len) == 0 &&
            ap->u.ref.decl->len == strlen(t[i].owner) &&
            memcmp(ap->u.ref.decl->name, t[i].owner, ap->u.ref.decl->len) == 0)
            return t[i].lib;
    return NULL;
}

/* A static member declared by the class itself (the constructor type's own properties). */
static sx_propres obj_static_prop(sx_type *ctor, const char *name, uint32_t len) {
    sx_propres r = {0};
    const sx_prop *p = sx_ck_obj_find(ctor->u.obj, name, len);
    if (p) {
        r.found = true;
        r.type = p->type;
    }
    return r;
}

static void report_missing_prop(sx_ck *ck, sx_type *obj, const char *name, uint32_t len, uint32_t start) {
    if (ck->silent) return;
    if (obj->kind == TK_OBJ) /* a function whose return type is not inferred yet: printed with it */
        for (uint32_t i = 0; i < obj->u.obj->ncalls; i++) {
            sx_sig *g = obj->u.obj->calls[i];
            if (!g->ret && g->fn && g->fn->kind == SX_N_FUNCTION) sx_ck_infer_return(ck, g->fn, g);
        }
    const char *lib = later_lib(ck, obj, name, len);
    if (lib) {
        sx_ck_error(ck, start, len, 2550,
                    "Property '%.*s' does not exist on type '%s'. Do you need to change your target library? Try "
                    "changing the 'lib' compiler option to '%s' or later.",
                    (int)len, name, sx_ck_t_str(ck, obj), lib);
        return;
    }
    /* an instance of a class that has a static member of that name */
    if (obj->kind == TK_REF && (obj->u.ref.decl->flags & SF_CLASS)) {
        sx_sym *cls = obj->u.ref.decl;
        sx_ck_sym_members(ck, cls);
        sx_propres sr =
            cls->vtype && cls->vtype->kind == TK_OBJ ? obj_static_prop(cls->vtype, name, len) : (sx_propres){0};
        if (sr.found) {
            char *ts = sx_ck_t_str(ck, obj);
            sx_ck_error(ck, start, len, 2576,
                        "Property '%.*s' does not exist on type '%s'. Did you mean to access the static member "
                        "'%s.%.*s' instead?",
                        (int)len, name, ts, ts, (int)len, name);
            return;
        }
    }
    sx_type *ap = obj;
    uint32_t n;
    bool partial;
    sx_prop *ps = sx_ck_all_props(ck, ap, &n, &partial);
    const char **cands = n ? malloc(n * sizeof *cands) : NULL;
    uint32_t *clens = n ? malloc(n * sizeof *clens) : NULL;
    int best = -1;
    if (cands && clens) {
        for (uint32_t i = 0; i < n; i++) cands[i] = ps[i].name, clens[i] = ps[i].len;
        sx_ck_spelling(name, len, cands, clens, n, &best);
    }
    char *ts = sx_ck_t_str(ck, obj);
    if (best >= 0)
        sx_ck_error(ck, start, len, 2551, "Property '%.*s' does not exist on type '%s'. Did you mean '%.*s'?", (int)len,
                    name, ts, (int)clens[best], cands[best]);
    else if (obj->kind == TK_UNION) {
        sx_type *lack = NULL;
        for (uint32_t i = 0; i < obj->u.set.n && !lack; i++) {
            sx_propres r = sx_ck_get_prop(ck, obj->u.set.t[i], name, len);
            /* tsc names the first member with neither the property nor an index signature for it */
            if (!r.found && !r.partial && !sx_ck_get_index(ck, obj->u.set.t[i], false)) lack = obj->u.set.t[i];
        }
        sx_buf b = {0};
        sx_ck_buf_printf(&b, "Property '%.*s' does not exist on type '%s'.", (int)len, name, ts);
        if (lack)
            sx_ck_buf_printf(&b, "\n  Property '%.*s' does not exist on type '%s'.", (int)len, name,
                             sx_ck_t_str(ck, lack));
        sx_ck_error(ck, start, len, 2339, "%s", b.s ? b.s : "");
        sx_ck_buf_free(&b);
    } else sx_ck_error(ck, start, len, 2339, "Property '%.*s' does not exist on type '%s'.", (int)len, name, ts);
    free(cands);
    free(clens);
}

static bool inside_class(sx_ck *ck, sx_sym *cls, bool allow_derived) {
    for (sx_fnctx *f = ck->fn; f; f = f->parent) {
        sx_sym *c = f->cls;
        for (int i = 0; c && i < 16; i++) {
            if (c == cls) return true;
            if (!allow_derived) break;
            sx_ck_sym_members(ck, c);
            c = c->nbases && c->bases[0]->kind == TK_REF ? c->bases[0]->u.ref.decl : NULL;
        }
    }
    return false;
}

/* A function declaration (or a const initialized with a function) of the program: tsc lets the
 * program add properties to it (`function f() {}; f.meta = 1;`). Those of a function declared in
 * a statement list are its type's (stmt.c's with_expandos); for others a missing one is any. */
static bool is_expando_target(sx_ck *ck, sx_node *e) {
    if (!e || e->kind != SX_N_IDENT) return false;
    sx_sym *s = sx_ck_lookup(ck, e->str, e->len, SF_VALUE);
    if (!s || (s->flags & SF_AMBIENT) || s->scope == NULL || s->scope->kind == SC_LIB) return false;
    if (s->expando_in) return false; /* its expandos are known (its type's): others are missing */
    if (s->flags & SF_FUNC) return true;
    return (s->flags & SF_CONST) && s->vdecl && s->vdecl->kind == SX_N_DECLARATOR && !s->vdecl->type && s->vdecl->b &&
           s->vdecl->b->kind == SX_N_FUNCTION;
}

/* Is t a type parameter whose constraint is a union, or a union holding one? */
static bool has_union_constrained_tparam(const sx_type *t) {
    if (t->kind == TK_TPARAM) return t->u.tp.constraint && t->u.tp.constraint->kind == TK_UNION;
    if (t->kind != TK_UNION) return false;
    for (uint32_t i = 0; i < t->u.set.n; i++)
        if (has_union_constrained_tparam(t->u.set.t[i])) return true;
    return false;
}

/* Is `key` the variable of a for-in over an array (`for (const i in xs) xs[i]`)? tsc then takes
 * it for a numeric index (isForInVariableForNumericPropertyNames). */
static bool for_in_index(sx_ck *ck, sx_node *key) {
    if (!key || key->kind != SX_N_IDENT) return false;
    sx_sym *s = sx_ck_lookup(ck, key->str, key->len, SF_VALUE);
    return s && (s->state & SS_FOR_IN_NUMERIC);
}

/* A property reference's type t, or what the flow has narrowed it to here. */
static sx_type *narrowed_ref(sx_ck *ck, sx_node *n, sx_type *t) {
    sx_sym *ks;
    const char *path;
    uint32_t plen;
    if (!ck->declared_refs && sx_ck_ref_key(ck, n, &ks, &path, &plen)) {
        const sx_fact *f = sx_ck_env_find(&ck->env, ks, path, plen);
        if (f) return f->type;
    }
    return t;
}

/* Is t (through its apparent type: string is String) an instance of a library interface? */
static bool from_library(sx_ck *ck, sx_type *t) {
    sx_type *ap = sx_ck_apparent(ck, t);
    return ap->kind == TK_REF && ap->u.ref.decl && ap->u.ref.decl->scope == ck->pre->globals;
}

sx_type *sx_ck_member_access(sx_ck *ck, sx_node *n, sx_type *obj, bool optional_chain) {
    (void)optional_chain;
    uint32_t nlen = n->len + ((n->flags & SX_NF_PRIVATE) ? 1 : 0);
    uint32_t nstart = n->span.end - nlen;
    if (obj->kind == TK_ANY) return obj;
    if (n->flags & SX_NF_OPTIONAL) obj = sx_ck_t_chain_object(ck, obj);
    else obj = check_non_null(ck, obj, n->a);
    if (obj->kind == TK_NEVER && !(n->flags & SX_NF_PRIVATE) && obj == T_NEVER(ck) && n->a->kind == SX_N_IDENT) {
        report_missing_prop(ck, obj, n->str, n->len, nstart); /* a value narrowed to nothing */
        return obj; /* still never: exhaustiveness checks look at x.kind of a never x */
    }
    if (obj->kind == TK_ANY || obj->kind == TK_NEVER) return obj->kind == TK_NEVER ? obj : T_ANY(ck);
    if (n->flags & SX_NF_PRIVATE) return T_ANY(ck);
    if (obj->kind == TK_UNKNOWN) {
        sx_ck_report_unknown(ck, n->a);
        return T_ANY(ck);
    }
    sx_propres r = sx_ck_get_prop(ck, obj, n->str, n->len);
    if (r.partial) return r.type ? r.type : T_ANY(ck);
    if (!r.found) {
        sx_type *ix = sx_ck_get_index(ck, obj, false);
        if (ix) return narrowed_ref(ck, n, ix); /* o.email of a Record<string, unknown>, narrowed by typeof */
        /* x of a type T extends A | B: tsc narrows such an x through T's constraint (typeof x ===
           "string" ? x.length : x.size), which we do not: unknown here, not missing */
        if (has_union_constrained_tparam(obj)) return T_ANY(ck);
        if (is_expando_target(ck, n->a)) return T_ANY(ck);
        if (ck->global_aug && from_library(ck, obj)) return T_ANY(ck); /* `declare global { interface Array<T> ... }` */
        report_missing_prop(ck, obj, n->str, n->len, nstart);
        return ck->pre->error_any;
    }
    if ((r.flags & PF_PRIVATE) && r.owner && !inside_class(ck, r.owner, false))
        sx_ck_error(ck, nstart, n->len, 2341, "Property '%.*s' is private and only accessible within class '%.*s'.",
                    (int)n->len, n->str, (int)r.owner->len, r.owner->name);
    else if ((r.flags & PF_PROTECTED) && r.owner && !inside_class(ck, r.owner, true))
        sx_ck_error(ck, nstart, n->len, 2445,
                    "Property '%.*s' is protected and only accessible within class '%.*s' and its subclasses.",
                    (int)n->len, n->str, (int)r.owner->len, r.owner->name);
    sx_type *t = r.type;
    if (r.flags & PF_OPTIONAL) t = sx_ck_t_union2(ck, t, T_UNDEF(ck));
    return narrowed_ref(ck, n, t);
}

/* The contextual type of an object literal's setter `set k(v) {...}` whose parameter has no type:
 * `(v: T) => void` with T the type its getter returns (tsc reads the pair as one property; the
 * getter may come later in the literal), else the contextual type of the property; NULL when
 * there is neither (then v is implicitly any, TS7006, as in tsc). */
static sx_type *setter_context(sx_ck *ck, sx_node *lit, uint32_t at, const char *key, uint32_t klen, sx_obj *o,
                               sx_type *pctx) {
    sx_node *fn = lit->list.items[at]->b;
    if (!fn || fn->list.count < 1 || !fn->list.items[0] || fn->list.items[0]->type) return NULL;
    sx_type *t = NULL;
    sx_prop *had = sx_ck_obj_find(o, key, klen);
    if (had && !(had->flags & PF_SETTER)) t = had->type; /* the getter, earlier in the literal */
    for (uint32_t k = at + 1; !t && k < lit->list.count; k++) {
        sx_node *q = lit->list.items[k];
        uint32_t ql = 0;
        const char *qk = q && q->kind == SX_N_PROPERTY && (q->flags & SX_NF_GETTER) ? prop_key(ck, q->a, &ql) : NULL;
        if (!qk || ql != klen || memcmp(qk, key, klen) != 0) continue;
        ck->silent++; /* its own turn reports its errors */
        sx_type *gt = sx_ck_function(ck, q->b, NULL);
        ck->silent--;
        uint32_t ns;
        sx_sig **sg = sx_ck_get_sigs(ck, gt, false, &ns);
        t = ns && sg[0]->ret ? sg[0]->ret : T_ANY(ck);
    }
    if (!t) t = pctx;
    if (!t) return NULL;
    sx_sig *sig = sx_ck_sig_new(ck, 1);
    if (!sig) return NULL;
    sig->params[0].name = "v";
    sig->params[0].len = 1;
    sig->params[0].type = t;
    sig->min_args = 1;
    sig->ret = T_VOID(ck);
    return sx_ck_t_func(ck, sig);
}

/* Does the setter `fn` declare a parameter type other than `get_t`, the getter's type (TS 5.1's
 * unrelated accessor types)? An unannotated setter parameter takes the getter's type. */
bool sx_ck_setter_type_differs(sx_ck *ck, sx_node *fn, sx_type *get_t) {
    if (!fn || fn->list.count < 1 || !fn->list.items[0] || !fn->list.items[0]->type) return false;
    sx_type *st = sx_ck_resolve_annot(ck, fn->list.items[0]->type);
    /* (a setter type we cannot read is any: its writes are not checked either) */
    return st && get_t && st != get_t && (st->kind == TK_ANY || !sx_ck_identical(ck, st, get_t));
}

/* Is e an object literal written right there (`({ ... })`, `{ ... } as const`, `{ ... } satisfies T`)?
 * Its type is then still tsc's unwidened object literal type (isObjectLiteralType): a declaration
 * widens it (`const o = { ... }; o[k]` is TS7053 again). */
static bool is_object_literal_expr(sx_ck *ck, const sx_node *e) {
    while (e && e->kind == SX_N_TYPE_ASSERT) {
        bool as_const = false;
        if (e->type) {
            uint32_t s = e->type->span.start, end = e->type->span.end;
            as_const = end - s == 5 && memcmp(ck->src.text + s, "const", 5) == 0;
        }
        if (!as_const && !(e->flags & SX_NF_SATISFIES)) return false;
        e = e->a;
    }
    return e && e->kind == SX_N_OBJECT;
}

/* tsc's rule for an object literal indexed by a `string` or `number` (getPropertyTypeForIndexType):
 * no TS7053 but the union of its properties' types and `undefined` (`({ "&": "&amp;" })[c] ?? c`);
 * a literal key naming no property is TS2339 on the whole access. Each member of a union key
 * counts on its own. NULL when the rule does not apply (or when a key is out of our depth). */
static sx_type *object_literal_index(sx_ck *ck, sx_node *n, sx_type *obj, sx_type *kt) {
    if (obj->kind != TK_OBJ || !(obj->flags & TF_OBJLIT) || (obj->flags & TF_PARTIAL) ||
        !is_object_literal_expr(ck, n->a))
        return NULL;
    uint32_t nk = kt->kind == TK_UNION ? kt->u.set.n : 1;
    bool wide = false;
    for (uint32_t i = 0; i < nk; i++) {
        sx_type *k = kt->kind == TK_UNION ? kt->u.set.t[i] : kt;
        if (k->kind == TK_STRING || k->kind == TK_NUMBER) wide = true;
        else if (k->kind != TK_STRLIT && k->kind != TK_NUMLIT) return NULL;
    }
    if (nk == 1 && !wide) { /* a literal that names no property (those were found before) */
        if (kt->kind == TK_STRLIT)
            sx_ck_error_at(ck, n, 2339, "Property '%.*s' does not exist on type '%s'.", (int)kt->u.str.len, kt->u.str.s,
                           sx_ck_t_str(ck, obj));
        else
            sx_ck_error_at(ck, n, 2339, "Property '%s' does not exist on type '%s'.",
                           sx_ck_t_str(ck, sx_ck_t_regular(kt)), sx_ck_t_str(ck, obj));
        return ck->pre->error_any;
    }
    if (!wide) return NULL; /* literal members only: left to the usual path */
    uint32_t np;
    bool partial;
    sx_prop *props = sx_ck_all_props(ck, obj, &np, &partial);
    if (partial) return NULL;
    sx_type *small[32], **v = np + 1 <= 32 ? small : sx_ck_alloc(ck, (np + 1) * sizeof *v);
    if (!v) return T_ANY(ck);
    for (uint32_t i = 0; i < np; i++) v[i] = props[i].type;
    v[np] = T_UNDEF(ck);
    return sx_ck_t_union(ck, v, np + 1);
}

/* obj[k] with k a union of literal keys that each name a property (`row[k]`, k: keyof Row): the
 * union of their types, `undefined` for optional ones (tsc's indexed access type); a key that names
 * no property and no index signature takes is TS7053, as for one literal key. NULL when a key is
 * not a literal or we do not know enough. */
static sx_type *union_key_props(sx_ck *ck, sx_node *n, sx_type *obj, sx_type *kt) {
    if (kt->kind != TK_UNION || kt->u.set.n > 64 ||
        !(obj->kind == TK_OBJ || (obj->kind == TK_REF && !sx_ck_t_is_array(ck, obj))) || (obj->flags & TF_PARTIAL))
        return NULL;
    sx_type *v[64];
    sx_type *missing = NULL; /* the first key that names no property */
    for (uint32_t i = 0; i < kt->u.set.n; i++) {
        sx_type *k = kt->u.set.t[i];
        uint32_t len = 0;
        const char *name = sx_ck_t_key_name(ck, k, &len);
        if (!name) return NULL;
        sx_propres r = sx_ck_get_prop(ck, obj, name, len);
        if (r.partial || (r.found && !r.type)) return NULL;
        if (!r.found) {
            if (!missing) missing = k;
            continue;
        }
        v[i] = (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
    }
    if (!missing) return sx_ck_t_union(ck, v, kt->u.set.n);
    uint32_t np;
    bool partial;
    sx_ck_all_props(ck, obj, &np, &partial);
    if (partial || sx_ck_get_index(ck, sx_ck_apparent(ck, obj), missing->kind == TK_NUMLIT)) return NULL;
    char *os = sx_ck_t_str(ck, obj);
    uint32_t klen = 0;
    const char *key = sx_ck_t_key_name(ck, missing, &klen);
    sx_ck_error_at(ck, n, 7053,
                   "Element implicitly has an 'any' type because expression of type '%s' can't be used to index type "
                   "'%s'.\n  Property '%.*s' does not exist on type '%s'.",
                   sx_ck_t_str(ck, kt), os, (int)klen, key ? key : "", os);
    return ck->pre->error_any;
}

static sx_type *element_access(sx_ck *ck, sx_node *n, sx_type *obj) {
    /* the key is an expression of its own: read with its narrowings even when the element's
     * declared type is asked for (`data[kv.groups.key] = v` after `if (!kv?.groups) return`) */
    int saved_declared = ck->declared_refs;
    ck->declared_refs = 0;
    sx_type *kt = sx_ck_expr(ck, n->b, NULL);
    ck->declared_refs = saved_declared;
    if (obj->kind == TK_ANY) return obj;
    if (n->flags & SX_NF_OPTIONAL) obj = sx_ck_t_chain_object(ck, obj);
    else obj = check_non_null(ck, obj, n->a);
    if (obj->kind == TK_UNKNOWN) {
        sx_ck_report_unknown(ck, n->a);
        return ck->pre->error_any;
    }
    if (obj->kind == TK_ANY || kt->kind == TK_ANY) return T_ANY(ck);
    sx_sym *ks;
    const char *path;
    uint32_t plen;
    if (!ck->declared_refs && sx_ck_ref_key(ck, n, &ks, &path, &plen)) {
        const sx_fact *f = sx_ck_env_find(&ck->env, ks, path, plen);
        if (f) return f->type;
    }
    if (kt->kind == TK_NUMLIT && (obj->kind == TK_OBJ || (obj->kind == TK_REF && !sx_ck_t_is_array(ck, obj)))) {
        char *num = sx_ck_t_str(ck, sx_ck_t_regular(kt)); /* { 200: "OK" }[200] */
        sx_propres r = num ? sx_ck_get_prop(ck, obj, num, (uint32_t)strlen(num)) : (sx_propres){0};
        if (r.found) return (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
        if (r.partial) return T_ANY(ck);
    }
    if (kt->kind == TK_STRLIT) {
        sx_propres r = sx_ck_get_prop(ck, obj, kt->u.str.s, kt->u.str.len);
        if (r.found) return (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
        if (r.partial) return T_ANY(ck);
    }
    sx_type *lit = object_literal_index(ck, n, obj, kt);
    if (lit) return lit;
    sx_type *props = union_key_props(ck, n, obj, kt);
    if (props) return props;
    if (obj->kind == TK_TUPLE && kt->kind == TK_NUMLIT) {
        double d = kt->u.num;
        uint32_t first_rest = sx_ck_tuple_first_rest(obj); /* the elements before it are "0", "1" ... */
        bool var = first_rest < obj->u.set.n;
        if (d >= 0 && d == floor(d) && d < first_rest) {
            sx_type *e = obj->u.set.t[(uint32_t)d];
            if (obj->u.set.ef && (obj->u.set.ef[(uint32_t)d] & TNF_OPTIONAL)) e = sx_ck_t_union2(ck, e, T_UNDEF(ck));
            return e;
        }
        if (var && d >= 0 && d == floor(d)) { /* tsc's rest type: the rest element's type and all after it */
            sx_type *v[64];
            uint32_t m = 0;
            for (uint32_t i = first_rest; i < obj->u.set.n && m < 64; i++) {
                sx_type *e = obj->u.set.t[i];
                if (obj->u.set.ef[i] & TNF_REST) e = sx_ck_t_elem(ck, e);
                v[m++] = e ? e : T_ANY(ck); /* a variadic element [...T]: T[number] is not modelled */
            }
            return sx_ck_t_union(ck, v, m);
        }
        if (!var && d >= 0 && d == floor(d)) {
            sx_ck_error_at(ck, n->b, 2493, "Tuple type '%s' of length '%u' has no element at index '%.0f'.",
                           sx_ck_t_str(ck, obj), obj->u.set.n, d);
            return T_ANY(ck);
        }
    }
    bool numeric = kt->kind == TK_NUMBER || kt->kind == TK_NUMLIT || kt->kind == TK_ENUMLIT || for_in_index(ck, n->b) ||
                   (kt->kind == TK_UNION && !sx_ck_t_has_kind(kt, TK_STRING) && !sx_ck_t_has_kind(kt, TK_STRLIT));
    if (kt->kind == TK_STRING && !numeric &&
        (obj->kind == TK_STRING || obj->kind == TK_STRLIT || obj->kind == TK_TUPLE || (sx_ck_t_is_array(ck, obj)))) {
        /* only numbers index strings and arrays */
        sx_ck_error_at(ck, n->b, 7015,
                       "Element implicitly has an 'any' type because index expression is not of type 'number'.");
        return ck->pre->error_any;
    }
    sx_type *el = numeric ? sx_ck_t_elem(ck, obj) : NULL;
    if (el) return el;
    if (numeric && obj->kind == TK_OBJ && obj->sym && (obj->sym->flags & SF_ENUM))
        return T_STRING(ck); /* an enum's reverse mapping: Dir[0] is "Up" */
    sx_type *ap = sx_ck_apparent(ck, obj);
    sx_type *ix = sx_ck_get_index(ck, ap, numeric);
    if (ix) return ix;
    if (obj->kind == TK_STRING || obj->kind == TK_STRLIT) return numeric ? T_STRING(ck) : T_ANY(ck);
    /* no index signature: TS7053 for string keys on object types */
    if ((kt->kind == TK_STRING || (kt->kind == TK_UNION && sx_ck_t_has_kind(kt, TK_STRING))) &&
        (obj->kind == TK_OBJ || (obj->kind == TK_REF && !sx_ck_t_is_array(ck, obj)))) {
        bool partial;
        uint32_t np;
        sx_ck_all_props(ck, obj, &np, &partial);
        sx_propres getter = sx_ck_get_prop(ck, obj, "get", 3);
        if (!partial && !(obj->flags & TF_PARTIAL) && sx_ck_get_index(ck, ap, true)) {
            /* tsc: an object with a number index signature wants a number key */
            sx_ck_error_at(ck, n->b, 7015,
                           "Element implicitly has an 'any' type because index expression is not of type 'number'.");
        } else if (!partial && !(obj->flags & TF_PARTIAL) && kt->kind == TK_STRING && getter.found &&
                   (getter.flags & PF_METHOD)) {
            sx_ck_error_at(ck, n, 7052,
                           "Element implicitly has an 'any' type because type '%s' has no index signature. Did you "
                           "mean to call 'get'?",
                           sx_ck_t_str(ck, obj));
        } else if (!partial && !(obj->flags & TF_PARTIAL)) {
            char *os = sx_ck_t_str(ck, obj);
            sx_ck_error_at(ck, n, 7053,
                           "Element implicitly has an 'any' type because expression of type '%s' can't be used to "
                           "index type '%s'.\n"
                           "  No index signature with a parameter of type '%s' was found on type '%s'.",
                           sx_ck_t_str(ck, kt), os, sx_ck_t_str(ck, kt), os);
        }
    } else if ((kt->kind == TK_NUMLIT || kt->kind == TK_STRLIT) &&
               (obj->kind == TK_OBJ || (obj->kind == TK_REF && !sx_ck_t_is_array(ck, obj)))) {
        /* a literal key that names no property */
        bool partial;
        uint32_t np;
        sx_ck_all_props(ck, obj, &np, &partial);
        if (!partial && !(obj->flags & TF_PARTIAL) && !sx_ck_get_prop(ck, obj, "", 0).partial &&
            sx_ck_get_index(ck, ap, true)) {
            sx_ck_error_at(ck, n->b, 7015,
                           "Element implicitly has an 'any' type because index expression is not of type 'number'.");
        } else if (!partial && !(obj->flags & TF_PARTIAL) && !sx_ck_get_prop(ck, obj, "", 0).partial) {
            char *os = sx_ck_t_str(ck, obj), *ks = sx_ck_t_str(ck, sx_ck_t_regular(kt));
            sx_buf key = {0};
            if (kt->kind == TK_STRLIT) sx_ck_buf_put(&key, kt->u.str.s, kt->u.str.len);
            else sx_ck_buf_puts(&key, ks);
            sx_ck_error_at(ck, n, 7053,
                           "Element implicitly has an 'any' type because expression of type '%s' can't be used to "
                           "index type '%s'.\n"
                           "  Property '%s' does not exist on type '%s'.",
                           ks, os, key.s ? key.s : "", os);
            sx_ck_buf_free(&key);
        }
    }
    return T_ANY(ck);
}

/* ---------------------------------------------------------------------------------------------
 * Operators
 * ------------------------------------------------------------------------------------------- */

static bool numberish(sx_type *t) {
    if (t->kind == TK_INTER) { /* a branded `number & { __brand: "cents" }` */
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (t->u.set.t[i]->kind != TK_TPARAM && numberish(t->u.set.t[i])) return true;
        return false;
    }
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!numberish(t->u.set.t[i])) return false;
        return true;
    }
    return t->kind == TK_ANY || t->kind == TK_NUMBER || t->kind == TK_NUMLIT || t->kind == TK_ENUMLIT ||
           t->kind == TK_ENUM || t->kind == TK_BIGINT || t->kind == TK_BIGLIT || t->kind == TK_NEVER ||
           t->kind == TK_TPARAM;
}

static bool stringish(sx_type *t) {
    if (t->kind == TK_INTER) { /* a branded `string & { __brand: "id" }` */
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (stringish(t->u.set.t[i])) return true;
        return false;
    }
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!stringish(t->u.set.t[i])) return false;
        return true;
    }
    return t->kind == TK_STRING || t->kind == TK_STRLIT;
}

static sx_type *arith_operand(sx_ck *ck, sx_node *e, sx_type *t) {
    if (t->kind == TK_UNKNOWN) {
        sx_ck_report_unknown(ck, e);
        return ck->pre->error_any;
    }
    return check_non_null(ck, t, e);
}

static sx_type *typeof_union(sx_ck *ck) {
    static const char *const tags[] = {"string", "number",    "bigint", "boolean",
                                       "symbol", "undefined", "object", "function"};
    sx_type *v[8];
    for (int i = 0; i < 8; i++) v[i] = sx_ck_t_strlit(ck, tags[i], (uint32_t)strlen(tags[i]), false);
    return sx_ck_t_union(ck, v, 8);
}

/* ---------------------------------------------------------------------------------------------
 * Equality comparisons (TS2367): only primitive, literal and enum types are judged
 * ------------------------------------------------------------------------------------------- */

static bool eq_simple(sx_type *t) {
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!eq_simple(t->u.set.t[i])) return false;
        return true;
    }
    if (sx_ck_t_is_primitive_value(t)) return true;
    switch (t->kind) {
    case TK_UNDEFINED:
    case TK_NULL:
    case TK_VOID:
    case TK_NEVER:
    case TK_ENUM: return true;
    default: return false;
    }
}

/* 's' string-like, 'n' number-like, 'b' boolean, 'g' bigint, 'y' symbol, 0 nullish/never (comparable to all) */
static char eq_class(const sx_type *t) {
    switch (t->kind) {
    case TK_STRING:
    case TK_STRLIT: return 's';
    case TK_NUMBER:
    case TK_NUMLIT:
    case TK_ENUM: return 'n';
    case TK_ENUMLIT:
        return t->u.en.member && t->u.en.member->annot && t->u.en.member->annot->kind == TK_STRLIT ? 's' : 'n';
    case TK_FALSE:
    case TK_TRUE: return 'b';
    case TK_BIGINT:
    case TK_BIGLIT: return 'g';
    case TK_SYMBOL: return 'y';
    default: return 0;
    }
}

static bool eq_member_comparable(sx_type *a, sx_type *b) {
    a = sx_ck_t_regular(a), b = sx_ck_t_regular(b);
    if (a == b) return true;
    char ca = eq_class(a), cb = eq_class(b);
    if (!ca || !cb) return true;
    if (ca != cb) return false;
    bool alit = sx_ck_t_is_literal(a), blit = sx_ck_t_is_literal(b);
    if (!alit || !blit) return true; /* a literal against its own primitive */
    if (a->kind == TK_ENUMLIT && b->kind == TK_ENUMLIT)
        return a->u.en.sym == b->u.en.sym && a->u.en.member && b->u.en.member &&
               a->u.en.member->annot == b->u.en.member->annot;
    if (a->kind == TK_ENUMLIT || b->kind == TK_ENUMLIT) {
        sx_type *e = a->kind == TK_ENUMLIT ? a : b, *o = a->kind == TK_ENUMLIT ? b : a;
        if (ca == 'n') return true; /* number literals against numeric enums: left alone */
        return e->u.en.member && e->u.en.member->annot == sx_ck_t_regular(o);
    }
    return false; /* different literals of one kind ("a" and "b", true and false) */
}

static bool eq_comparable(sx_ck *ck, sx_type *a, sx_type *b) {
    (void)ck;
    uint32_t na = a->kind == TK_UNION ? a->u.set.n : 1, nb = b->kind == TK_UNION ? b->u.set.n : 1;
    for (uint32_t i = 0; i < na; i++)
        for (uint32_t k = 0; k < nb; k++)
            if (eq_member_comparable(a->kind == TK_UNION ? a->u.set.t[i] : a, b->kind == TK_UNION ? b->u.set.t[k] : b))
                return true;
    return false;
}

/* `a === b` can never be true (both sides primitive, literal or enum types without overlap). */
bool sx_ck_eq_no_overlap(sx_ck *ck, sx_type *a, sx_type *b) {
    return eq_simple(a) && eq_simple(b) && !eq_comparable(ck, a, b);
}

/* tsc made the `typeof` result literals before any other type: their union prints in this order */
static const char *eq_type_str(sx_ck *ck, sx_type *t) {
    if (t == typeof_union(ck))
        return "\"string\" | \"number\" | \"bigint\" | \"boolean\" | \"symbol\" | \"undefined\" | \"object\" | "
               "\"function\"";
    return sx_ck_t_str(ck, t);
}

/* The type of an arithmetic result: bigint when both operands are (x += 1n, x *= y), an any
 * counting as a bigint beside one (tsc's bothAreBigIntLike: `a - 1n` with a: any is bigint),
 * else number. */
static sx_type *both_bigint(sx_ck *ck, sx_type *l, sx_type *r) {
    bool lb = sx_ck_t_has_bigint(l), rb = sx_ck_t_has_bigint(r);
    return (lb || rb) && (lb || l->kind == TK_ANY) && (rb || r->kind == TK_ANY) ? T_BIGINT(ck) : T_NUMBER(ck);
}

/* tsc's reportOperatorError for a bigint mixed with a number (`n + 1` where n: bigint), and for
 * `>>>` on bigints; the result is then the error type (any). NULL: no such error. */
static sx_type *bigint_operator_error(sx_ck *ck, sx_node *n, sx_type *l, sx_type *r) {
    if (l->kind == TK_ANY || r->kind == TK_ANY) return NULL;
    bool lb = sx_ck_t_has_bigint(l), rb = sx_ck_t_has_bigint(r);
    if (!lb && !rb) return NULL;
    if (lb && rb && n->op != SX_OP_USHR) return NULL;
    bool compound = n->kind == SX_N_ASSIGN; /* x += 1: the operator is written '+=' */
    if (n->op != SX_OP_ADD) { /* tsc shows the operands of - * ... widened (its arithmetic operand check) */
        l = sx_ck_t_base_primitive(ck, l);
        r = sx_ck_t_base_primitive(ck, r);
    }
    sx_ck_error(ck, n->span.start, n->span.end - n->span.start, 2365,
                "Operator '%s%s' cannot be applied to types '%s' and '%s'.", sx_op_token((sx_op)n->op),
                compound ? "=" : "", sx_ck_t_str(ck, l), sx_ck_t_str(ck, r));
    return T_ANY(ck);
}

/* Is t (each member of a union) a primitive: tsc's allTypesAssignableToKind(t, Primitive), the test
 * of TS2358 on `x instanceof C` (`never`, `unknown` and type parameters are not). */
static bool all_primitive(const sx_type *t) {
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!all_primitive(t->u.set.t[i])) return false;
        return t->u.set.n > 0;
    }
    if (sx_ck_t_is_primitive_value(t)) return true;
    switch (t->kind) {
    case TK_UNDEFINED:
    case TK_NULL:
    case TK_VOID:
    case TK_ENUM: return true;
    default: return false;
    }
}

/* TS2358 is reported only where the narrowing cannot be in doubt: a name whose declared type is
 * primitive too (a narrower flow type than tsc's must never make an error), or an operand that is
 * not a reference at all (a literal, a call, `typeof x`). */
static bool instanceof_left_primitive(sx_ck *ck, sx_node *a) {
    if (a->kind == SX_N_IDENT) {
        sx_sym *s = lookup_value(ck, a->str, a->len);
        sx_type *d = s ? sx_ck_sym_type(ck, s) : NULL;
        return d && all_primitive(d);
    }
    return a->kind != SX_N_MEMBER && a->kind != SX_N_INDEX && a->kind != SX_N_THIS;
}

/* An object or array literal written as an operand, not in parentheses (tsc's
 * isLiteralExpressionOfObject on the operand itself). */
static bool bare_object_literal(const sx_ck *ck, const sx_node *n, const sx_node *e, bool left) {
    if (!e || (e->kind != SX_N_OBJECT && e->kind != SX_N_ARRAY)) return false;
    if (left) return n->span.start == e->span.start;
    return memchr(ck->src.text + n->a->span.end, '(', e->span.start - n->a->span.end) == NULL;
}

/* Is e the global NaN (not a local of that name)? */
static bool is_global_nan(sx_ck *ck, const sx_node *e) {
    if (!e || e->kind != SX_N_IDENT || e->len != 3 || memcmp(e->str, "NaN", 3) != 0) return false;
    sx_sym *s = sx_ck_lookup(ck, "NaN", 3, SF_VALUE);
    return s && s->scope && s->scope->kind == SC_LIB;
}

/* tsc's checks of ==, !=, ===, !== that do not depend on the types: an object or array literal
 * compared by reference (TS2839) and a comparison with NaN (TS2845). */
static void eq_always(sx_ck *ck, sx_node *n, bool eq) {
    if (bare_object_literal(ck, n, n->a, true) || bare_object_literal(ck, n, n->b, false))
        sx_ck_error(ck, n->span.start, n->span.end - n->span.start, 2839,
                    "This condition will always return '%s' since JavaScript compares objects by reference, not value.",
                    eq ? "false" : "true");
    if (is_global_nan(ck, n->a) || is_global_nan(ck, n->b))
        sx_ck_error(ck, n->span.start, n->span.end - n->span.start, 2845, "This condition will always return '%s'.",
                    eq ? "false" : "true");
}

static sx_type *binary(sx_ck *ck, sx_node *n) {
    sx_op op = n->op;
    sx_type *l = sx_ck_expr(ck, n->a, NULL);
    sx_type *r = sx_ck_expr(ck, n->b, NULL);
    switch (op) {
    case SX_OP_ADD: {
        if (l->kind == TK_ANY || r->kind == TK_ANY) return stringish(l) || stringish(r) ? T_STRING(ck) : T_ANY(ck);
        if (stringish(l) || stringish(r)) return T_STRING(ck);
        l = arith_operand(ck, n->a, l);
        r = arith_operand(ck, n->b, r);
        if (numberish(l) && numberish(r)) {
            sx_type *err = bigint_operator_error(ck, n, l, r);
            return err ? err : both_bigint(ck, l, r);
        }
        if (l->kind == TK_ANY || r->kind == TK_ANY || sx_ck_t_contains_tparam(l) || sx_ck_t_contains_tparam(r))
            return T_ANY(ck);
        if (sx_ck_t_has_kind(l, TK_STRING) || sx_ck_t_has_kind(r, TK_STRING) || sx_ck_t_has_kind(l, TK_STRLIT) ||
            sx_ck_t_has_kind(r, TK_STRLIT))
            return T_STRING(ck);
        sx_ck_error(ck, n->span.start, n->span.end - n->span.start, 2365,
                    "Operator '+' cannot be applied to types '%s' and '%s'.",
                    sx_ck_t_str(ck, sx_ck_t_base_primitive(ck, l)), sx_ck_t_str(ck, sx_ck_t_base_primitive(ck, r)));
        return T_ANY(ck);
    }
    case SX_OP_SUB:
    case SX_OP_MUL:
    case SX_OP_DIV:
    case SX_OP_MOD:
    case SX_OP_POW:
    case SX_OP_BAND:
    case SX_OP_BOR:
    case SX_OP_BXOR:
    case SX_OP_SHL:
    case SX_OP_SHR:
    case SX_OP_USHR: {
        l = arith_operand(ck, n->a, l);
        r = arith_operand(ck, n->b, r);
        if ((op == SX_OP_BOR || op == SX_OP_BAND || op == SX_OP_BXOR) &&
            sx_ck_t_base_primitive(ck, l) == T_BOOLEAN(ck) && sx_ck_t_base_primitive(ck, r) == T_BOOLEAN(ck)) {
            const char *alt = op == SX_OP_BOR ? "||" : op == SX_OP_BAND ? "&&" : "!==";
            sx_ck_error_at(ck, n, 2447,
                           "The '%s' operator is not allowed for boolean types. Consider using '%s' instead.",
                           sx_op_token(op), alt);
            return T_NUMBER(ck);
        }
        bool lok = numberish(l), rok = numberish(r);
        if (!lok)
            sx_ck_error_at(ck, n->a, 2362,
                           "The left-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint' or "
                           "an enum type.");
        if (!rok)
            sx_ck_error_at(ck, n->b, 2363,
                           "The right-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint' "
                           "or an enum type.");
        if (lok && rok) {
            sx_type *err = bigint_operator_error(ck, n, l, r);
            if (err) return err;
        }
        return both_bigint(ck, l, r);
    }
    case SX_OP_LT:
    case SX_OP_LE:
    case SX_OP_GT:
    case SX_OP_GE: {
        if (l->kind == TK_ANY || r->kind == TK_ANY) return T_BOOLEAN(ck);
        l = arith_operand(ck, n->a, l);
        r = arith_operand(ck, n->b, r);
        sx_type *lb = sx_ck_t_base_primitive(ck, l), *rb = sx_ck_t_base_primitive(ck, r);
        bool ok = (numberish(lb) && numberish(rb)) || (stringish(lb) && stringish(rb)) || lb->kind == TK_ANY ||
                  rb->kind == TK_ANY || sx_ck_assignable(ck, lb, rb) || sx_ck_assignable(ck, rb, lb);
        if (!ok && !sx_ck_t_contains_tparam(l) && !sx_ck_t_contains_tparam(r)) {
            const char *opt = sx_op_token(op);
            sx_ck_error(ck, n->span.start, n->span.end - n->span.start, 2365,
                        "Operator '%s' cannot be applied to types '%s' and '%s'.", opt, sx_ck_t_str(ck, lb),
                        sx_ck_t_str(ck, rb));
        }
        return T_BOOLEAN(ck);
    }
    case SX_OP_EQ:
    case SX_OP_NE:
    case SX_OP_SEQ:
    case SX_OP_SNE: {
        eq_always(ck, n, op == SX_OP_EQ || op == SX_OP_SEQ);
        if (l->kind == TK_ANY || r->kind == TK_ANY || sx_ck_t_is_nullish(l) || sx_ck_t_is_nullish(r) ||
            l->kind == TK_UNKNOWN || r->kind == TK_UNKNOWN)
            return T_BOOLEAN(ck);
        if (!eq_simple(l) || !eq_simple(r) || eq_comparable(ck, l, r)) return T_BOOLEAN(ck);
        /* tsc prints the base types when even those are unrelated (1 === "a": 'number' and 'string') */
        sx_type *lb = sx_ck_t_base_primitive(ck, l), *rb = sx_ck_t_base_primitive(ck, r);
        bool bases = !eq_comparable(ck, lb, rb);
        sx_ck_error(ck, n->span.start, n->span.end - n->span.start, 2367,
                    "This comparison appears to be unintentional because the types '%s' and '%s' have no overlap.",
                    eq_type_str(ck, bases ? lb : l), eq_type_str(ck, bases ? rb : r));
        return T_BOOLEAN(ck);
    }
    case SX_OP_IN:
        if (r->kind != TK_ANY && r->kind <= TK_NONPRIM && r->kind != TK_NONPRIM && r->kind != TK_UNKNOWN)
            sx_ck_error_at(ck, n->b, 2361, "The right-hand side of an 'in' expression must not be a primitive.");
        return T_BOOLEAN(ck);
    case SX_OP_INSTANCEOF:
        if (all_primitive(l) && instanceof_left_primitive(ck, n->a))
            /* from the binary's start: a parenthesized operand's parentheses are tsc's node */
            sx_ck_error(ck, n->span.start, n->a->span.end - n->span.start + (n->span.start < n->a->span.start), 2358,
                        "The left-hand side of an 'instanceof' expression must be of type 'any', an object type or "
                        "a type parameter.");
        return T_BOOLEAN(ck);
    default: return T_ANY(ck);
    }
}

/* What `t && x` keeps of t (tsc's extractDefinitelyFalsyTypes): its falsy part, where a string is
 * "", a number 0 and a bigint 0n (`res && { r: res }` is `"" | { r: string; } | undefined`). */
static sx_type *definitely_falsy(sx_ck *ck, sx_type *t) {
    switch (t->kind) {
    case TK_STRING: return sx_ck_t_strlit(ck, "", 0, false);
    case TK_NUMBER: return sx_ck_t_numlit(ck, 0, false);
    case TK_BIGINT: return sx_ck_t_biglit(ck, "0", 1, false);
    default: return t;
    }
}

static sx_type *falsy_part(sx_ck *ck, sx_type *t) {
    sx_type *f = sx_ck_narrow_truthy(ck, t, false);
    if (f->kind != TK_UNION) return definitely_falsy(ck, f);
    sx_type *small[16], **v = f->u.set.n <= 16 ? small : sx_ck_alloc(ck, f->u.set.n * sizeof *v);
    if (!v) return f;
    bool changed = false;
    for (uint32_t i = 0; i < f->u.set.n; i++) {
        v[i] = definitely_falsy(ck, f->u.set.t[i]);
        changed |= v[i] != f->u.set.t[i];
    }
    return changed ? sx_ck_t_union(ck, v, f->u.set.n) : f;
}

/* The first position at or after p that is not a blank (space, tab, line break). */
static uint32_t skip_blanks(const sx_ck *ck, uint32_t p) {
    while (p < ck->src.len &&
           (ck->src.text[p] == ' ' || ck->src.text[p] == '\t' || ck->src.text[p] == '\n' || ck->src.text[p] == '\r'))
        p++;
    return p;
}

/* Regroup the assertion n (`!`, `as T`, `satisfies T`) over the binary or conditional expression b
 * (its operand) onto b's rightmost operand, in place: n becomes b, whose right operand is now the
 * assertion. Returns the moved assertion, NULL when there is no right operand or no memory. */
static sx_node *move_assertion_right(sx_ck *ck, sx_node *n, sx_node *b) {
    sx_node *right = b->kind == SX_N_CONDITIONAL ? b->c : b->b;
    if (!right) return NULL;
    sx_node *nn = sx_ck_alloc(ck, sizeof *nn);
    if (!nn) return NULL;
    *nn = *n; /* the assertion, now on the right operand only */
    nn->a = right;
    nn->span.start = right->span.start;
    nn->span.line = right->span.line;
    nn->span.col = right->span.col;
    uint32_t end = n->span.end;
    *n = *b;
    n->span.end = end;
    if (n->kind == SX_N_CONDITIONAL) n->c = nn;
    else n->b = nn;
    return nn;
}

/* tree-sitter reads `1 === "1" as unknown` as `(1 === "1") as unknown`; tsc gives `as` and
 * `satisfies` the precedence of the relational operators, above equality, bitwise, logical,
 * conditional and assignment operators: `1 === ("1" as unknown)`. Such an assertion on an
 * unparenthesized binary expression of lower precedence is regrouped in place onto its rightmost
 * operand. True when n was regrouped. */
static bool regroup_as(sx_ck *ck, sx_node *n, int depth) {
    sx_node *b = n->a;
    if (!b || depth > 64) return false;
    bool lower = b->kind == SX_N_LOGICAL || b->kind == SX_N_ASSIGN || b->kind == SX_N_CONDITIONAL ||
                 (b->kind == SX_N_BINARY &&
                  (b->op == SX_OP_EQ || b->op == SX_OP_NE || b->op == SX_OP_SEQ || b->op == SX_OP_SNE ||
                   b->op == SX_OP_BAND || b->op == SX_OP_BOR || b->op == SX_OP_BXOR));
    if (!lower) return false;
    uint32_t p = skip_blanks(ck, b->span.end);
    bool kw = (p + 2 <= ck->src.len && memcmp(ck->src.text + p, "as", 2) == 0) ||
              (p + 9 <= ck->src.len && memcmp(ck->src.text + p, "satisfies", 9) == 0);
    if (!kw) return false; /* `(a === b) as T`: really on the whole */
    sx_node *nn = move_assertion_right(ck, n, b);
    if (!nn) return false;
    regroup_as(ck, nn, depth + 1); /* a === b && c as T */
    return true;
}

/* Can no value of type t be falsy (tsc: t lacks TypeFacts.Falsy)? Only what is sure: true, a
 * non-empty string or non-zero number literal, symbols, `object`, tuples, interface and class
 * instances, and anonymous object types with a member (the empty `{}` holds 0 and ""). Then
 * `t || x` is t. */
static bool never_falsy(sx_ck *ck, sx_type *t, int depth) {
    if (depth > 8) return false;
    switch (t->kind) {
    case TK_TRUE:
    case TK_SYMBOL:
    case TK_NONPRIM:
    case TK_TUPLE: return true;
    case TK_STRLIT: return t->u.str.len != 0;
    case TK_NUMLIT: return t->u.num != 0 && t->u.num == t->u.num; /* (NaN is falsy) */
    case TK_UNION:
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!never_falsy(ck, t->u.set.t[i], depth + 1)) return false;
        return t->u.set.n > 0;
    case TK_REF: return true; /* an interface or class instance, even an empty one */
    case TK_OBJ: {
        const sx_obj *o = t->u.obj;
        if (t->sym) return true;
        return !(t->flags & TF_PARTIAL) && (o->nprops || o->ncalls || o->nctors || o->str_index || o->num_index);
    }
    default: return false;
    }
}

/* Can no value of type t be truthy (tsc: t lacks TypeFacts.Truthy)? Then `t && x` is t. */
static bool never_truthy(const sx_type *t, int depth) {
    if (depth > 8) return false;
    switch (t->kind) {
    case TK_NULL:
    case TK_UNDEFINED:
    case TK_VOID:
    case TK_FALSE: return true;
    case TK_STRLIT: return t->u.str.len == 0;
    case TK_NUMLIT: return t->u.num == 0;
    case TK_UNION:
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!never_truthy(t->u.set.t[i], depth + 1)) return false;
        return t->u.set.n > 0;
    default: return false;
    }
}

/* May a value of type t be null or undefined (tsc's TypeFacts.EQUndefinedOrNull)? */
static bool may_be_nullish(const sx_type *t, int depth) {
    if (depth > 8) return true;
    switch (t->kind) {
    case TK_ANY:
    case TK_UNKNOWN:
    case TK_NULL:
    case TK_UNDEFINED:
    case TK_VOID: return true;
    case TK_TPARAM: return !t->u.tp.constraint || may_be_nullish(t->u.tp.constraint, depth + 1);
    case TK_UNION:
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (may_be_nullish(t->u.set.t[i], depth + 1)) return true;
        return false;
    case TK_NEVER:
    case TK_STRING:
    case TK_NUMBER:
    case TK_STRLIT:
    case TK_NUMLIT:
    case TK_TRUE:
    case TK_FALSE:
    case TK_OBJ:
    case TK_REF:
    case TK_TUPLE: return false;
    default: return true; /* anything else: keep both sides */
    }
}

#define CK_CHAIN_MIN 32 /* left-deep chains of one logical operator at least this long: in a loop */

/* The length of n's left spine of one logical operator (n included). */
static uint32_t logical_spine(const sx_node *n) {
    uint32_t k = 0;
    for (const sx_node *m = n; m != NULL && m->kind == SX_N_LOGICAL && m->op == n->op; m = m->a) k++;
    return k;
}

/* tsc's getSyntacticNullishnessSemantics: can an expression be null or undefined, judged by its
 * form alone? */
enum { NS_NEVER = 1, NS_ALWAYS = 2, NS_SOMETIMES = 3 };

static int nullishness(sx_ck *ck, sx_node *n, int depth) {
    while (n && (n->kind == SX_N_TYPE_ASSERT || n->kind == SX_N_NON_NULL)) n = n->a; /* tsc skips these */
    if (!n || depth > 64) return NS_SOMETIMES;
    switch (n->kind) {
    case SX_N_AWAIT:
    case SX_N_CALL:
    case SX_N_TAGGED_TEMPLATE:
    case SX_N_INDEX:
    case SX_N_NEW_TARGET:
    case SX_N_NEW:
    case SX_N_MEMBER:
    case SX_N_CHAIN:
    case SX_N_YIELD:
    case SX_N_THIS:
    case SX_N_LOGICAL: return NS_SOMETIMES; /* && || ?? can give their left operand */
    case SX_N_ASSIGN:                       /* = ??= ||= &&= can give null; += and the like cannot */
        return n->op == SX_OP_ASSIGN || n->op == SX_OP_AND || n->op == SX_OP_OR || n->op == SX_OP_NULLISH ? NS_SOMETIMES
                                                                                                          : NS_NEVER;
    case SX_N_SEQUENCE:
        return n->list.count ? nullishness(ck, n->list.items[n->list.count - 1], depth + 1) : NS_SOMETIMES;
    case SX_N_CONDITIONAL: return nullishness(ck, n->b, depth + 1) | nullishness(ck, n->c, depth + 1);
    case SX_N_NULL: return NS_ALWAYS;
    case SX_N_IDENT: {
        if (n->len != 9 || memcmp(n->str, "undefined", 9) != 0) return NS_SOMETIMES;
        sx_sym *s = sx_ck_lookup(ck, "undefined", 9, SF_VALUE);
        return s && s->scope->kind == SC_LIB ? NS_ALWAYS : NS_SOMETIMES;
    }
    default: return NS_NEVER; /* literals, object/array literals, functions, classes, unary, arithmetic ... */
    }
}

/* tsc's checkNullishCoalesceOperandLeft/Right: TS2869 / TS2871 on a left operand of `??` whose
 * form says it is never / always nullish; when that `??` is itself the unparenthesized left
 * operand of another `??` (`a ?? 1 ?? b`), TS2881 / TS2871 on its right operand too. */
static void check_nullish_operands(sx_ck *ck, sx_node *n, bool parent_nullish) {
    sx_node *side[2] = {n->a, n->b};
    for (int i = 0; i < (parent_nullish ? 2 : 1); i++) {
        sx_node *e = side[i];
        while (e && (e->kind == SX_N_TYPE_ASSERT || e->kind == SX_N_NON_NULL)) e = e->a;
        int sem = e ? nullishness(ck, e, 0) : NS_SOMETIMES;
        if (sem == NS_ALWAYS) sx_ck_error_at(ck, e, 2871, "This expression is always nullish.");
        else if (sem == NS_NEVER && i == 0)
            sx_ck_error_at(ck, e, 2869,
                           "Right operand of ?? is unreachable because the left operand is never nullish.");
        else if (sem == NS_NEVER) sx_ck_error_at(ck, e, 2881, "This expression is never nullish.");
    }
}

/* How the member t of `x ?? {}`'s left side meets a fresh empty object literal in tsc's subtype
 * reduction: 1 the literal is a strict subtype of t (an object type whose properties are all
 * optional, or with only an index signature: `m.groups ?? {}`), 0 t is a strict subtype of the
 * literal (a primitive, an array, an object type with a required property or a signature), -1
 * not known (a type parameter, an object type known only partly, any). */
static int empty_literal_meets(sx_ck *ck, sx_type *t) {
    if (sx_ck_t_is_primitive_value(t)) return 0;
    switch (t->kind) {
    case TK_TUPLE: return 0;
    case TK_OBJ:
    case TK_REF: break;
    default: return -1;
    }
    if (t->flags & TF_PARTIAL) return -1;
    if (t->kind == TK_REF && sx_ck_t_is_array(ck, t)) return 0;
    if (t->kind == TK_OBJ && (t->u.obj->ncalls || t->u.obj->nctors)) return 0;
    uint32_t n;
    bool partial;
    sx_prop *ps = sx_ck_all_props(ck, t, &n, &partial);
    if (partial || (n && !ps)) return -1;
    for (uint32_t i = 0; i < n; i++)
        if (!(ps[i].flags & PF_OPTIONAL)) return 0;
    return 1;
}

/* `x ?? {}`, `x || {}`: tsc unites the sides with subtype reduction. With a fresh empty object
 * literal on the right, the literal goes when a member of the left side (left: its non-nullish
 * part) has only optional properties (the result is left), and otherwise every member of the left
 * side goes (the result is `{}`: `s ?? {}` with s a string is `{}`). NULL when not known. */
static sx_type *empty_literal_reduce(sx_ck *ck, sx_type *left, sx_type *r) {
    if (r->kind != TK_OBJ || (r->flags & (TF_OBJLIT | TF_FRESH)) != (TF_OBJLIT | TF_FRESH) || r->u.obj->nprops ||
        r->u.obj->str_index || r->u.obj->num_index || r->u.obj->ncalls || r->u.obj->nctors)
        return NULL;
    uint32_t n = left->kind == TK_UNION ? left->u.set.n : 1;
    bool all_below = n > 0;
    for (uint32_t i = 0; i < n; i++) {
        int m = empty_literal_meets(ck, left->kind == TK_UNION ? left->u.set.t[i] : left);
        if (m == 1) return left;
        if (m != 0) all_below = false;
    }
    return all_below ? r : NULL;
}

/* A long chain a1 && a2 && ... (or || or ??) checked in a loop, not by recursion: its length is
 * not nesting. The types are logical()'s; the facts: each operand is checked with the facts of
 * all those before it holding (&&: true, ||: false), and after the chain the facts of every path
 * out of it are joined. */
static sx_type *logical_chain(sx_ck *ck, sx_node *n, uint32_t k, sx_type *ctx) {
    sx_node **spine = sx_ck_alloc(ck, (size_t)k * sizeof *spine);
    if (spine == NULL) return T_ANY(ck);
    spine[0] = n;
    for (uint32_t i = 1; i < k; i++) spine[i] = spine[i - 1]->a;
    sx_op op = n->op;
    sx_node *first = spine[k - 1]->a;
    if (op == SX_OP_NULLISH) /* a parenthesized inner `??` starts after the one around it */
        for (uint32_t i = k; i-- > 0;)
            check_nullish_operands(ck, spine[i], i > 0 && spine[i - 1]->span.start == spine[i]->span.start);
    sx_type *res = sx_ck_expr(ck, first, NULL);
    sx_env out = {0}; /* the paths that left the chain early, joined */
    sx_ck_env_copy(ck, &out, &ck->env);
    if (op != SX_OP_NULLISH) sx_ck_narrow(ck, first, op == SX_OP_AND);
    for (uint32_t i = k; i-- > 0;) {
        sx_node *b = spine[i]->b;
        sx_type *bctx = i == 0 ? ctx : NULL; /* only the outermost right operand has the context */
        if (op == SX_OP_AND) {
            sx_type *r = sx_ck_expr(ck, b, bctx);
            sx_type *v[2] = {falsy_part(ck, res), r};
            sx_type *u = sx_ck_t_union(ck, v, 2);
            res = never_truthy(res, 0)                       ? res
                  : res->kind == TK_ANY && r->kind != TK_ANY ? sx_ck_t_union2(ck, T_ANY(ck), r)
                                                             : u;
        } else if (op == SX_OP_OR) {
            sx_type *r = sx_ck_expr(ck, b, bctx ? bctx : res);
            sx_type *v[2] = {sx_ck_narrow_truthy(ck, res, true), r};
            res = never_falsy(ck, res, 0) ? res : sx_ck_t_union(ck, v, 2);
        } else {
            sx_type *r = sx_ck_expr(ck, b, bctx ? bctx : res);
            sx_type *v[2] = {sx_ck_t_non_nullable(ck, res), r};
            res = may_be_nullish(res, 0) ? sx_ck_t_union(ck, v, 2) : res;
        }
        if (i == 0) break;
        sx_ck_env_join(ck, &out, &ck->env);
        if (op != SX_OP_NULLISH) sx_ck_narrow(ck, b, op == SX_OP_AND);
    }
    sx_ck_env_join(ck, &ck->env, &out);
    return res;
}

static sx_type *logical(sx_ck *ck, sx_node *n, sx_type *ctx) {
    uint32_t k = logical_spine(n);
    if (k >= CK_CHAIN_MIN) return logical_chain(ck, n, k, ctx);
    sx_node *saved_lhs = ck->nullish_lhs;
    uint32_t saved_start = ck->nullish_parent_start;
    if (n->op == SX_OP_NULLISH) {
        check_nullish_operands(ck, n, saved_lhs == n && saved_start == n->span.start);
        ck->nullish_lhs = n->a;
        ck->nullish_parent_start = n->span.start;
    }
    /* `a || b` and `a ?? b` give both operands their contextual type, `a && b` only b */
    sx_type *l = sx_ck_expr(ck, n->a, n->op == SX_OP_AND ? NULL : ctx);
    ck->nullish_lhs = saved_lhs;
    ck->nullish_parent_start = saved_start;
    sx_env after_left = {0};
    sx_ck_env_copy(ck, &after_left, &ck->env);
    sx_type *r;
    sx_type *res;
    if (n->op == SX_OP_AND) {
        sx_ck_narrow(ck, n->a, true);
        r = sx_ck_expr(ck, n->b, ctx);
        sx_type *v[2] = {falsy_part(ck, l), r};
        res = sx_ck_t_union(ck, v, 2);
        if (l->kind == TK_ANY) res = l->kind == TK_ANY && r->kind != TK_ANY ? sx_ck_t_union2(ck, T_ANY(ck), r) : res;
        if (never_truthy(l, 0)) res = l; /* `null && x` is null (tsc: the left side without Truthy facts) */
    } else if (n->op == SX_OP_OR) {
        sx_ck_narrow(ck, n->a, false);
        r = sx_ck_expr(ck, n->b, ctx ? ctx : l);
        sx_type *v[2] = {sx_ck_narrow_truthy(ck, l, true), r};
        sx_type *reduced = empty_literal_reduce(ck, v[0], r);
        res = reduced ? reduced : sx_ck_t_union(ck, v, 2);
        if (never_falsy(ck, l, 0)) res = l; /* `node || null` with node an object: node's type */
    } else {
        r = sx_ck_expr(ck, n->b, ctx ? ctx : l);
        sx_type *v[2] = {sx_ck_t_non_nullable(ck, l), r};
        /* a left side that cannot be null or undefined is the result (tsc: list[0] ?? x is list[0]'s type) */
        sx_type *reduced = may_be_nullish(l, 0) ? empty_literal_reduce(ck, v[0], r) : NULL;
        res = !may_be_nullish(l, 0) ? l : reduced ? reduced : sx_ck_t_union(ck, v, 2);
    }
    /* after the expression, facts from the right side hold only on one path: join */
    sx_ck_env_join(ck, &ck->env, &after_left);
    return res;
}

/* new.target: tsc's checkNewTargetMetaProperty. Arrow functions see their parent's; only a
 * function declaration or expression or a constructor has one (not a method, accessor, field
 * initializer, static block or the top level: TS17013). */
static sx_type *new_target(sx_ck *ck, sx_node *n) {
    sx_fnctx *f = ck->fn;
    while (f && f->fn && (f->fn->flags & SX_NF_ARROW)) f = f->parent;
    sx_node *fn = f ? f->fn : NULL;
    bool ctor = fn && (fn->flags & SX_NF_METHOD) && fn->str && fn->len == 11 && memcmp(fn->str, "constructor", 11) == 0;
    bool ok = fn && (ctor || !(fn->flags & (SX_NF_METHOD | SX_NF_GETTER | SX_NF_SETTER)));
    if (!ok)
        sx_ck_error_at(ck, n, 17013,
                       "Meta-property 'new.target' is only allowed in the body of a function declaration, function "
                       "expression, or constructor.");
    return T_ANY(ck);
}

static bool is_const_target(sx_ck *ck, sx_node *t, sx_sym **out) {
    if (t->kind != SX_N_IDENT) return false;
    sx_sym *s = sx_ck_lookup(ck, t->str, t->len, SF_VALUE);
    *out = s;
    return s && (s->flags & (SF_CONST | SF_CLASS | SF_FUNC | SF_ENUM | SF_IMPORT)) && !(s->flags & SF_AMBIENT);
}

/* Inside the constructor (itself, not a function nested in it) of the class that declares a member? */
static bool in_own_ctor(sx_ck *ck, sx_sym *owner) {
    sx_node *fn = ck->fn ? ck->fn->fn : NULL;
    if (!ck->fn || !ck->fn->cls) return false;
    if (!fn) return true; /* a field initializer */
    return fn->str && fn->len == 11 && memcmp(fn->str, "constructor", 11) == 0 && (fn->flags & SX_NF_METHOD) &&
           (!owner || owner == ck->fn->cls);
}

/* `o[k] = v` on a readonly tuple element (TS2540) or through a readonly index signature (TS2542). */
static void readonly_element(sx_ck *ck, sx_node *t, sx_type *ot) {
    ck->silent++;
    sx_type *kt = sx_ck_expr(ck, t->b, NULL);
    ck->silent--;
    if (ot->kind == TK_TUPLE && (ot->flags & TF_READONLY) && kt->kind == TK_NUMLIT) {
        sx_ck_error_at(ck, t->b, 2540, "Cannot assign to '%s' because it is a read-only property.",
                       sx_ck_t_str(ck, sx_ck_t_regular(kt)));
        return;
    }
    if (ot->kind != TK_OBJ || kt->kind == TK_ANY) return;
    bool numeric = kt->kind == TK_NUMBER || kt->kind == TK_NUMLIT;
    const sx_obj *o = ot->u.obj;
    if (kt->kind == TK_STRLIT && sx_ck_get_prop(ck, ot, kt->u.str.s, kt->u.str.len).found) return;
    bool ro = numeric && o->num_index ? o->num_index_ro : (o->str_index && o->str_index_ro);
    if (ro && (kt->kind == TK_STRING || kt->kind == TK_STRLIT || numeric))
        sx_ck_error_at(ck, t, 2542, "Index signature in type '%s' only permits reading.", sx_ck_t_str(ck, ot));
}

/* A destructuring assignment target (`[n, w] = ...`, `for ([k, v] of ...)`, `({ a } = o)`): the
 * variables it names are assigned from here on (no TS2454), with their declared types. Every
 * name inside counts (also a property key or a default's names: at worst an error is missed). */
void sx_ck_assign_pattern(sx_ck *ck, sx_node *p, int depth) {
    if (!p || depth > 200) return;
    if (p->kind == SX_N_IDENT) {
        sx_sym *s = sx_ck_lookup(ck, p->str, p->len, SF_VALUE);
        const sx_fact *f = s ? sx_ck_env_find(&ck->env, s, NULL, 0) : NULL;
        if (f) sx_ck_env_set(ck, &ck->env, s, NULL, 0, s->annot ? s->annot : sx_ck_sym_type(ck, s));
        return;
    }
    if (p->kind == SX_N_FUNCTION) return;
    sx_node *kids[4] = {p->a, p->b, p->c, p->d};
    for (int i = 0; i < 4; i++) sx_ck_assign_pattern(ck, kids[i], depth + 1);
    for (uint32_t i = 0; i < p->list.count; i++) sx_ck_assign_pattern(ck, p->list.items[i], depth + 1);
}

/* After `t = <value of type rt>` (t's declared type dt): t's flow type is dt narrowed to what was
 * assigned (tsc's getAssignmentReducedType), or dt itself. */
static void narrow_assigned(sx_ck *ck, sx_node *t, sx_type *dt, sx_type *rt) {
    sx_sym *ks;
    const char *path;
    uint32_t plen;
    if (!sx_ck_ref_key(ck, t, &ks, &path, &plen)) return;
    sx_ck_env_kill(ck, &ck->env, ks, path, plen);
    /* a fresh literal keeps its literal type where the declared type wants literals (`let d: "up" |
     * "down" | undefined; d = "up"` leaves d "up") */
    bool widen = (rt->flags & TF_FRESH) && !sx_ck_ctx_wants_literal(ck, rt, dt);
    sx_type *nt = sx_ck_narrow_to(ck, dt, widen ? sx_ck_t_widen_literal(ck, rt) : rt, true);
    if (dt->kind == TK_UNION && nt->kind != TK_NEVER && !(rt->kind == TK_ANY))
        sx_ck_env_set(ck, &ck->env, ks, path, plen, nt);
    else if (dt->kind != TK_UNION) sx_ck_env_kill(ck, &ck->env, ks, path, plen);
}

/* The declared type of variable `id` as a destructuring-assignment target, NULL when it is not a
 * plain variable (an evolving `let x;`, a function, a class ...: those keep sx_ck_assign_pattern). */
static sx_type *pattern_target_type(sx_ck *ck, sx_node *id) {
    if (!id || id->kind != SX_N_IDENT) return NULL;
    sx_sym *s = sx_ck_lookup(ck, id->str, id->len, SF_VALUE);
    if (!s || (s->flags & (SF_FUNC | SF_CLASS | SF_ENUM | SF_CONST | SF_AUTO | SF_AUTO_ARRAY))) return NULL;
    return s->annot ? s->annot : sx_ck_sym_type(ck, s);
}

/* The type of element `i` of `t` read by an array pattern, NULL when not known here. */
static sx_type *pattern_elem(sx_ck *ck, sx_type *t, uint32_t i) {
    if (t->kind == TK_TUPLE) {
        for (uint32_t k = 0; t->u.set.ef && k < t->u.set.n && k <= i; k++)
            if (t->u.set.ef[k] & (TNF_REST | TNF_OPTIONAL)) return NULL;
        return i < t->u.set.n ? t->u.set.t[i] : NULL;
    }
    return sx_ck_t_is_array(ck, t) ? sx_ck_t_elem(ck, t) : NULL;
}

/* `[a, b] = [b, a]`, `({ x } = o)`: each variable the pattern assigns is narrowed to the type of
 * the part of `t` (the source's type; NULL: not known) it receives, as tsc narrows by a
 * destructuring assignment (its getAssignedType); where that part is not known here the variable
 * gets its declared type (sx_ck_assign_pattern). */
static void assign_pattern_typed(sx_ck *ck, sx_node *p, sx_type *t, int depth) {
    if (!p) return;
    if (!t || t->kind == TK_ANY || depth > 64) {
        sx_ck_assign_pattern(ck, p, depth);
        return;
    }
    switch (p->kind) {
    case SX_N_IDENT: {
        sx_type *dt = pattern_target_type(ck, p);
        if (dt) narrow_assigned(ck, p, dt, t);
        else sx_ck_assign_pattern(ck, p, depth);
        return;
    }
    case SX_N_DEFAULT: { /* the default replaces undefined only */
        if (sx_ck_t_has_kind(t, TK_UNDEFINED)) {
            ck->silent++; /* (the default's own errors: not checked here) */
            sx_type *d = sx_ck_expr(ck, p->b, pattern_target_type(ck, p->a));
            ck->silent--;
            t = sx_ck_t_union2(ck, sx_ck_t_without_undefined(ck, t), d);
        }
        assign_pattern_typed(ck, p->a, t, depth + 1);
        return;
    }
    case SX_N_ARRAY_PATTERN:
        for (uint32_t i = 0; i < p->list.count; i++) {
            sx_node *e = p->list.items[i];
            if (!e || e->kind == SX_N_HOLE) continue;
            assign_pattern_typed(ck, e, e->kind == SX_N_REST ? NULL : pattern_elem(ck, t, i), depth + 1);
        }
        return;
    case SX_N_OBJECT_PATTERN:
        for (uint32_t i = 0; i < p->list.count; i++) {
            sx_node *e = p->list.items[i];
            if (!e) continue;
            sx_type *pt = NULL;
            if (e->kind == SX_N_PROPERTY && e->a && e->a->kind == SX_N_STRING && e->b) {
                sx_propres r = sx_ck_get_prop(ck, t, e->a->str, e->a->len);
                if (r.found && !(r.flags & PF_WIDE_SETTER))
                    pt = (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
                assign_pattern_typed(ck, e->b, pt, depth + 1);
            } else sx_ck_assign_pattern(ck, e, depth + 1);
        }
        return;
    default: sx_ck_assign_pattern(ck, p, depth); return;
    }
}

/* `for ([k, v] of pairs)`, `for (x of xs)`: the target (a pattern or a variable) receives a value of
 * type `t` (the iterated element; NULL: not known) at each iteration. */
void sx_ck_assign_target_typed(sx_ck *ck, sx_node *p, sx_type *t) { assign_pattern_typed(ck, p, t, 0); }

/* The source of a destructuring assignment: an array literal against an array pattern is a tuple
 * (tsc types it in the pattern's context), its elements in the context of their targets. */
static sx_type *pattern_source(sx_ck *ck, sx_node *pat, sx_node *src) {
    if (pat->kind != SX_N_ARRAY_PATTERN || src->kind != SX_N_ARRAY || src->list.count > 64)
        return sx_ck_expr(ck, src, NULL);
    for (uint32_t i = 0; i < src->list.count; i++)
        if (!src->list.items[i] || src->list.items[i]->kind == SX_N_SPREAD) return sx_ck_expr(ck, src, NULL);
    sx_type *v[64];
    for (uint32_t i = 0; i < src->list.count; i++) {
        sx_node *pe = i < pat->list.count ? pat->list.items[i] : NULL;
        sx_node *e = src->list.items[i];
        if (pe && pe->kind == SX_N_ARRAY_PATTERN && e->kind == SX_N_ARRAY) v[i] = pattern_source(ck, pe, e);
        else v[i] = sx_ck_expr(ck, e, pe && pe->kind != SX_N_REST ? pattern_target_type(ck, pe) : NULL);
    }
    return sx_ck_t_tuple(ck, v, NULL, src->list.count, false);
}

static void const_target_error(sx_ck *ck, sx_node *t, sx_sym *cs) {
    if (cs->flags & SF_CONST)
        sx_ck_error_at(ck, t, 2588, "Cannot assign to '%.*s' because it is a constant.", (int)t->len, t->str);
    else if (cs->flags & SF_FUNC)
        sx_ck_error_at(ck, t, 2630, "Cannot assign to '%.*s' because it is a function.", (int)t->len, t->str);
    else if (cs->flags & SF_ENUM)
        sx_ck_error_at(ck, t, 2628, "Cannot assign to '%.*s' because it is an enum.", (int)t->len, t->str);
    else if (cs->flags & SF_IMPORT)
        sx_ck_error_at(ck, t, 2632, "Cannot assign to '%.*s' because it is an import.", (int)t->len, t->str);
    else sx_ck_error_at(ck, t, 2629, "Cannot assign to '%.*s' because it is a class.", (int)t->len, t->str);
}

/* `for (x of xs)` / `for (k in o)` with a variable declared elsewhere: x is written, not read (no
 * TS2454 for a variable not yet assigned; TS2588 for a constant), then holds an element. */
void sx_ck_loop_ident_target(sx_ck *ck, sx_node *t, sx_type *el) {
    sx_sym *cs = NULL;
    if (is_const_target(ck, t, &cs)) {
        const_target_error(ck, t, cs);
        return;
    }
    sx_ck_ident_type(ck, t, true);
    assign_pattern_typed(ck, t, el, 0);
}

/* Assignment to a reference: const check, type check, narrowing by assignment. */
static sx_type *assign(sx_ck *ck, sx_node *n) {
    sx_node *t = n->a;
    sx_sym *cs = NULL;
    if (t->kind == SX_N_ARRAY_PATTERN || t->kind == SX_N_OBJECT_PATTERN) {
        sx_type *rt = n->op == SX_OP_ASSIGN ? pattern_source(ck, t, n->b) : sx_ck_expr(ck, n->b, NULL);
        if (n->op == SX_OP_ASSIGN) assign_pattern_typed(ck, t, rt, 0);
        else sx_ck_assign_pattern(ck, t, 0);
        return rt;
    }
    if (is_const_target(ck, t, &cs)) {
        const_target_error(ck, t, cs);
        sx_ck_expr(ck, n->b, NULL);
        return T_ANY(ck);
    }
    sx_type *dt, *narrowed = NULL; /* narrowed: a property's type at this point of the flow */
    sx_type *read_t = NULL;        /* a property whose setter takes another type: the getter's */
    if (t->kind == SX_N_IDENT) {
        dt = sx_ck_ident_type(ck, t, true);
    } else if (t->kind == SX_N_MEMBER) {
        sx_type *ot = sx_ck_expr(ck, t->a, NULL);
        dt = narrowed = sx_ck_member_access(ck, t, ot, false);
        sx_type *ap = sx_ck_t_non_nullable(ck, ot);
        sx_propres pr =
            ap->kind == TK_ANY || (t->flags & SX_NF_PRIVATE) ? (sx_propres){0} : sx_ck_get_prop(ck, ap, t->str, t->len);
        if (pr.found && (pr.flags & PF_READONLY) && !(t->a->kind == SX_N_THIS && in_own_ctor(ck, pr.owner))) {
            sx_ck_error(ck, t->span.end - t->len, t->len, 2540,
                        "Cannot assign to '%.*s' because it is a read-only property.", (int)t->len, t->str);
            pr.type = T_ANY(ck); /* tsc checks nothing more */
            pr.flags = 0;
        }
        /* the declared type of the property, not its narrowed type */
        if (pr.found) dt = (pr.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, pr.type, T_UNDEF(ck)) : pr.type;
        if (pr.found && (pr.flags & PF_WIDE_SETTER)) { /* a write takes the setter's type, a read the getter's */
            read_t = dt;
            dt = n->op == SX_OP_ASSIGN && pr.owner ? sx_ck_setter_write_type(ck, ap, pr.owner, t->str, t->len)
                                                   : T_ANY(ck);
        }
    } else if (t->kind == SX_N_INDEX) {
        sx_node *saved = ck->evolve_ok;
        if (n->op == SX_OP_ASSIGN) ck->evolve_ok = t->a;
        sx_type *ot = sx_ck_expr(ck, t->a, NULL);
        ck->evolve_ok = saved;
        narrowed = element_access(ck, t, ot);
        ck->declared_refs++; /* the declared type of the element, not its narrowed type */
        ck->silent++;        /* (its errors were reported just above) */
        dt = element_access(ck, t, ot);
        ck->silent--;
        ck->declared_refs--;
        if (sx_ck_t_is_array(ck, ot) && ot->u.ref.decl == ck->pre->ro_array)
            sx_ck_error_at(ck, t, 2542, "Index signature in type '%s' only permits reading.", sx_ck_t_str(ck, ot));
        else readonly_element(ck, t, ot);
    } else {
        sx_ck_expr(ck, t, NULL);
        dt = T_ANY(ck);
    }
    if (n->op == SX_OP_ASSIGN) {
        sx_node *saved_this = ck->this_ctx_fn;
        if (t->kind == SX_N_MEMBER || t->kind == SX_N_INDEX)
            ck->this_ctx_fn = n->b; /* o.m = function () { this } : `this` is o */
        sx_type *rt = sx_ck_expr(ck, n->b, dt);
        ck->this_ctx_fn = saved_this;
        sx_ck_check_assign(ck, rt, dt, t->span.start, t->span.end - t->span.start, 2322, n->b);
        narrow_assigned(ck, t, read_t ? read_t : dt, rt);
        return rt;
    }
    if (n->op == SX_OP_AND || n->op == SX_OP_OR || n->op == SX_OP_NULLISH) {
        sx_type *cur = t->kind == SX_N_IDENT || t->kind == SX_N_MEMBER ? sx_ck_expr(ck, t, NULL) : dt;
        sx_type *rt = sx_ck_expr(ck, n->b, dt);
        sx_ck_check_assign(ck, rt, dt, t->span.start, t->span.end - t->span.start, 2322, n->b);
        /* x ??= v: afterwards x is its non-nullish part or v */
        sx_type *kept = n->op == SX_OP_NULLISH ? sx_ck_t_non_nullable(ck, cur)
                        : n->op == SX_OP_OR    ? sx_ck_narrow_truthy(ck, cur, true)
                                               : sx_ck_narrow_truthy(ck, cur, false);
        sx_type *res = sx_ck_t_union2(ck, kept, rt);
        sx_sym *ks;
        const char *path;
        uint32_t plen;
        if (sx_ck_ref_key(ck, t, &ks, &path, &plen)) {
            sx_ck_env_kill(ck, &ck->env, ks, path, plen);
            if (dt->kind == TK_UNION) sx_ck_env_set(ck, &ck->env, ks, path, plen, sx_ck_narrow_to(ck, dt, res, true));
        }
        return res;
    }
    /* compound arithmetic: x += y */
    sx_type *cur = t->kind == SX_N_IDENT ? sx_ck_ident_type(ck, t, false) : narrowed ? narrowed : dt;
    /* the result is related to the target as read, its literal types widened (tsc's
     * getBaseTypeOfLiteralType of a compound assignment's target): `c ^= 1` on a `0 | 1` is fine */
    sx_type *lt = cur->flags & TF_UNASSIGNED ? dt : sx_ck_t_base_primitive(ck, cur);
    sx_type *rt = sx_ck_expr(ck, n->b, NULL);
    sx_type *res;
    if (n->op == SX_OP_ADD) {
        if (stringish(cur) || stringish(rt)) res = T_STRING(ck);
        else if (cur->kind == TK_ANY || rt->kind == TK_ANY) res = T_ANY(ck);
        else {
            cur = arith_operand(ck, t, cur);
            rt = arith_operand(ck, n->b, rt);
            sx_type *mix = numberish(cur) && numberish(rt) ? bigint_operator_error(ck, n, cur, rt) : NULL;
            if (mix) return mix;
            res = numberish(cur) && numberish(rt) ? both_bigint(ck, cur, rt) : T_ANY(ck);
            if (res->kind == TK_ANY && !sx_ck_t_has_kind(cur, TK_STRING) && !sx_ck_t_has_kind(rt, TK_STRING))
                sx_ck_error(ck, n->span.start, n->span.end - n->span.start, 2365,
                            "Operator '+=' cannot be applied to types '%s' and '%s'.",
                            sx_ck_t_str(ck, sx_ck_t_base_primitive(ck, cur)),
                            sx_ck_t_str(ck, sx_ck_t_base_primitive(ck, rt)));
        }
    } else {
        cur = arith_operand(ck, t, cur);
        rt = arith_operand(ck, n->b, rt);
        if (!numberish(cur))
            sx_ck_error_at(ck, t, 2362,
                           "The left-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint' or "
                           "an enum type.");
        if (!numberish(rt))
            sx_ck_error_at(ck, n->b, 2363,
                           "The right-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint' "
                           "or an enum type.");
        sx_type *mix = numberish(cur) && numberish(rt) ? bigint_operator_error(ck, n, cur, rt) : NULL;
        if (mix) return mix;
        res = both_bigint(ck, cur, rt);
    }
    if (res->kind != TK_ANY) sx_ck_check_assign(ck, res, lt, t->span.start, t->span.end - t->span.start, 2322, n->b);
    sx_sym *ks;
    const char *path;
    uint32_t plen;
    if (sx_ck_ref_key(ck, t, &ks, &path, &plen)) {
        sx_ck_env_kill(ck, &ck->env, ks, path, plen);
        /* x += 1 on a `number | undefined` x: afterwards x is a number (assignment narrowing) */
        if (dt->kind == TK_UNION && res->kind != TK_ANY) {
            sx_type *nt = sx_ck_narrow_to(ck, dt, res, true);
            if (nt->kind != TK_NEVER && nt != dt) sx_ck_env_set(ck, &ck->env, ks, path, plen, nt);
        }
    }
    return res;
}

static sx_type *update(sx_ck *ck, sx_node *n) {
    sx_sym *cs;
    if (is_const_target(ck, n->a, &cs) && (cs->flags & SF_CONST)) {
        sx_ck_error_at(ck, n->a, 2588, "Cannot assign to '%.*s' because it is a constant.", (int)n->a->len, n->a->str);
        return T_NUMBER(ck);
    }
    sx_type *t = sx_ck_expr(ck, n->a, NULL);
    t = arith_operand(ck, n->a, t);
    if (!numberish(t))
        sx_ck_error_at(ck, n->a, 2356,
                       "An arithmetic operand must be of type 'any', 'number', 'bigint' or an enum type.");
    sx_sym *ks;
    const char *path;
    uint32_t plen;
    if (sx_ck_ref_key(ck, n->a, &ks, &path, &plen)) sx_ck_env_kill(ck, &ck->env, ks, path, plen);
    return sx_ck_t_has_bigint(t) ? T_BIGINT(ck) : T_NUMBER(ck);
}

static sx_type *unary(sx_ck *ck, sx_node *n) {
    switch (n->op) {
    case SX_OP_NOT: sx_ck_expr(ck, n->a, NULL); return T_BOOLEAN(ck);
    case SX_OP_TYPEOF:
        ck->in_typeof++;
        sx_ck_expr(ck, n->a, NULL);
        ck->in_typeof--;
        return typeof_union(ck);
    case SX_OP_VOID:
        ck->unused_expr = n->a;
        sx_ck_expr(ck, n->a, NULL);
        return T_UNDEF(ck);
    case SX_OP_DELETE: sx_ck_expr(ck, n->a, NULL); return T_BOOLEAN(ck);
    case SX_OP_NEG:
        if (n->a->kind == SX_N_NUMBER) return sx_ck_t_numlit(ck, -n->a->num, true);
        /* fall through */
    default: {
        sx_type *t = sx_ck_expr(ck, n->a, NULL);
        if ((t->kind == TK_BIGINT || t->kind == TK_BIGLIT) && n->op != SX_OP_PLUS) return T_BIGINT(ck);
        return T_NUMBER(ck);
    }
    }
}

static sx_type *conditional(sx_ck *ck, sx_node *n, sx_type *ctx) {
    sx_type *ct = sx_ck_expr(ck, n->a, NULL);
    if (ct) sx_ck_always_true_condition(ck, n->a, ct, n->b);
    sx_env base = {0}, other = {0};
    sx_ck_env_copy(ck, &base, &ck->env);
    sx_ck_narrow(ck, n->a, true);
    sx_type *a = sx_ck_expr(ck, n->b, ctx);
    sx_ck_env_copy(ck, &other, &ck->env);
    sx_ck_env_copy(ck, &ck->env, &base);
    sx_ck_narrow(ck, n->a, false);
    sx_type *b = sx_ck_expr(ck, n->c, ctx);
    sx_ck_env_join(ck, &ck->env, &other);
    return sx_ck_t_union2(ck, a, b);
}

static sx_type *await_type(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_UNION) {
        sx_type *v[32];
        uint32_t n = 0;
        for (uint32_t i = 0; i < t->u.set.n && n < 32; i++) v[n++] = await_type(ck, t->u.set.t[i]);
        return sx_ck_t_union(ck, v, n);
    }
    for (int i = 0; i < 8 && t->kind == TK_REF && t->u.ref.decl == ck->pre->promise; i++) t = t->u.ref.args[0];
    return t;
}

sx_type *sx_ck_awaited(sx_ck *ck, sx_type *t) { return await_type(ck, t); }

static sx_type *type_assert(sx_ck *ck, sx_node *n, sx_type *ctx) {
    bool as_const = false;
    if (n->type) {
        uint32_t s = n->type->span.start, e = n->type->span.end;
        as_const = e - s == 5 && memcmp(ck->src.text + s, "const", 5) == 0;
    }
    if (as_const) {
        ck->const_ctx++;
        sx_type *t = sx_ck_expr(ck, n->a, ctx);
        ck->const_ctx--;
        return sx_ck_t_regular(t);
    }
    sx_type *target = sx_ck_resolve_annot(ck, n->type);
    if (n->flags & SX_NF_SATISFIES) {
        sx_type *t = sx_ck_expr(ck, n->a, target);
        if (target) { /* TS1360 at the `satisfies` keyword (tsc's error span for the expression) */
            uint32_t kw = skip_blanks(ck, n->a->span.end);
            while (kw < n->span.end && ck->src.text[kw] == ')') kw = skip_blanks(ck, kw + 1); /* `(e) satisfies` */
            sx_ck_check_satisfies(ck, t, target, kw, 9, n->a);
        }
        return t;
    }
    sx_ck_expr(ck, n->a, target);
    return target ? target : T_ANY(ck);
}

static bool is_evolving_member(const sx_node *m) {
    return (m->len == 6 && memcmp(m->str, "length", 6) == 0) || (m->len == 4 && memcmp(m->str, "push", 4) == 0) ||
           (m->len == 7 && memcmp(m->str, "unshift", 7) == 0);
}

/* `this` as narrowed by the flow (`this instanceof Circle ? this : null`, a `this is T` guard):
 * the fact sx_ck_ref_key keys on the enclosing non-arrow function's `this`. */
static sx_type *narrowed_this(sx_ck *ck, sx_type *t) {
    sx_fnctx *f = ck->fn;
    while (f && f->fn && (f->fn->flags & SX_NF_ARROW)) f = f->parent;
    const sx_fact *fact = f && f->this_sym ? sx_ck_env_find(&ck->env, f->this_sym, NULL, 0) : NULL;
    return fact && fact->type ? fact->type : t;
}

sx_type *sx_ck_expr(sx_ck *ck, sx_node *n, sx_type *ctx) {
    if (!n) return T_ANY(ck);
    if (++ck->depth > 400) {
        ck->depth--;
        return T_ANY(ck);
    }
    sx_type *t = T_ANY(ck);
    switch (n->kind) {
    case SX_N_NUMBER: t = sx_ck_t_numlit(ck, n->num, true); break;
    case SX_N_BIGINT: t = sx_ck_t_biglit(ck, n->str, n->len, true); break; /* `1n`, widening to bigint */
    case SX_N_STRING: t = sx_ck_t_strlit(ck, n->str, n->len, true); break;
    case SX_N_TEMPLATE: t = template_literal(ck, n, ctx); break;
    case SX_N_REGEX: t = ck->pre->regexp ? sx_ck_t_ref(ck, ck->pre->regexp, NULL, 0) : T_ANY(ck); break;
    case SX_N_TRUE: t = T_TRUE(ck); break;
    case SX_N_FALSE: t = T_FALSE(ck); break;
    case SX_N_NULL: t = T_NULL(ck); break;
    case SX_N_IDENT: t = sx_ck_ident_type(ck, n, false); break;
    case SX_N_THIS:
        if (ck->fn && ck->fn->this_implicit)
            sx_ck_error_at(ck, n, 2683, "'this' implicitly has type 'any' because it does not have a type annotation.");
        t = ck->fn && ck->fn->this_type ? ck->fn->this_type : T_ANY(ck);
        t = narrowed_this(ck, t);
        break;
    case SX_N_SUPER: t = T_ANY(ck); break;
    case SX_N_ARRAY: t = array_literal(ck, n, ctx); break;
    case SX_N_OBJECT: t = object_literal(ck, n, ctx); break;
    case SX_N_FUNCTION: t = sx_ck_function(ck, n, ctx); break;
    case SX_N_CLASS: t = sx_ck_class(ck, n, NULL); break;
    case SX_N_UNARY: t = unary(ck, n); break;
    case SX_N_UPDATE: t = update(ck, n); break;
    case SX_N_BINARY: t = binary(ck, n); break;
    case SX_N_LOGICAL: t = logical(ck, n, ctx); break;
    case SX_N_NEW_TARGET: t = new_target(ck, n); break;
    case SX_N_ASSIGN: t = assign(ck, n); break;
    case SX_N_CONDITIONAL: t = conditional(ck, n, ctx); break;
    case SX_N_CALL: t = sx_ck_call(ck, n, ctx); break;
    case SX_N_NEW: t = sx_ck_new(ck, n, ctx); break;
    case SX_N_MEMBER: {
        sx_node *saved = ck->evolve_ok;
        if (n->a && n->a->kind == SX_N_IDENT && is_evolving_member(n)) ck->evolve_ok = n->a;
        sx_node *saved_host = ck->host_member;
        ck->host_member = n;
        sx_type *ot = sx_ck_expr(ck, n->a, NULL);
        ck->host_member = saved_host;
        ck->evolve_ok = saved;
        if (n->a && n->a->kind == SX_N_IDENT && n->a->len == 4 && memcmp(n->a->str, "Intl", 4) == 0 &&
            !(n->flags & SX_NF_PRIVATE) && sx_ck_intl_missing_at_run_time(n->str, n->len)) {
            sx_sym *is = lookup_value(ck, "Intl", 4);
            if (is && is->scope && is->scope->kind == SC_LIB)
                sx_ck_unsupported(ck, n, "'Intl.%.*s' is not supported by secexec.", (int)n->len, n->str);
        }
        t = sx_ck_member_access(ck, n, ot, false);
        ck->last_recv = ot;
        break;
    }
    case SX_N_INDEX: t = element_access(ck, n, sx_ck_expr(ck, n->a, NULL)); break;
    case SX_N_CHAIN: {
        t = sx_ck_expr(ck, n->a, ctx);
        /* an optional link on a nullable object makes the whole chain possibly undefined */
        bool nullable = false;
        int looked = 0; /* each look types the object again: past a few links, assume nullable */
        for (sx_node *e = n->a; e && (e->kind == SX_N_MEMBER || e->kind == SX_N_INDEX || e->kind == SX_N_CALL);
             e = e->a) {
            if ((e->flags & SX_NF_OPTIONAL) && ++looked > 4) {
                nullable = true;
                break;
            }
            if (e->flags & SX_NF_OPTIONAL) { /* (tsc: when removing null and undefined changes its type) */
                ck->silent++;
                sx_type *ot = sx_ck_expr(ck, e->a, NULL);
                ck->silent--;
                if (ot->kind == TK_UNKNOWN || ot->kind == TK_TPARAM || sx_ck_t_non_nullable(ck, ot) != ot) {
                    nullable = true;
                    break;
                }
            }
        }
        if (nullable && t->kind != TK_ANY) t = sx_ck_t_union2(ck, t, T_UNDEF(ck));
        break;
    }
    case SX_N_SEQUENCE: {
        bool unused = ck->unused_expr == n; /* every element but the last is unused; the last if the list is */
        for (uint32_t i = 0; i < n->list.count; i++) {
            if (i + 1 < n->list.count || unused) ck->unused_expr = n->list.items[i];
            t = sx_ck_expr(ck, n->list.items[i], i + 1 == n->list.count ? ctx : NULL);
        }
        break;
    }
    case SX_N_TYPE_ASSERT:
        if (regroup_as(ck, n, 0)) {
            t = sx_ck_expr(ck, n, ctx); /* now the binary expression with `as` on its right */
            break;
        }
        t = type_assert(ck, n, ctx);
        break;
    case SX_N_NON_NULL: { /* the front end binds `a + b!` as `a + (b!)` (frontend/convert.c) */
        int ai = n->a && n->a->kind == SX_N_IDENT;
        ck->assume_init += ai;
        t = sx_ck_t_non_nullable(ck, sx_ck_expr(ck, n->a, ctx));
        ck->assume_init -= ai;
        break;
    }
    case SX_N_AWAIT: {
        /* tsc's getContextualTypeForAwaitOperand: T | PromiseLike<T> for a context T; a call then infers
         * from the promise (`const a: Dir = await Promise.resolve("l")`) */
        sx_type *actx = NULL;
        if (ctx && ctx->kind != TK_ANY && n->a && n->a->kind == SX_N_CALL && ck->pre->promise) {
            sx_type *arg = ctx;
            actx = sx_ck_t_union2(ck, ctx, sx_ck_t_ref(ck, ck->pre->promise, &arg, 1));
        }
        t = await_type(ck, sx_ck_expr(ck, n->a, actx));
        break;
    }
    case SX_N_YIELD: t = sx_ck_yield(ck, n, ctx); break;
    case SX_N_SPREAD: t = sx_ck_expr(ck, n->a, NULL); break;
    default: break;
    }
    ck->depth--;
    return t ? t : T_ANY(ck);
}
