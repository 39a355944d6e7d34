/* stmt.c - statements: scopes and declarations (the binder), variable types, function bodies, control flow. */
#include "checker/ck.h"

#include <ctype.h>
#include <stdlib.h>

/* ---------------------------------------------------------------------------------------------
 * Declarations
 * ------------------------------------------------------------------------------------------- */

static sx_scope *new_scope(sx_ck *ck, int kind) {
    sx_scope *s = sx_ck_alloc(ck, sizeof *s);
    if (!s) return ck->scope;
    s->parent = ck->scope;
    s->kind = (uint8_t)kind;
    return s;
}

static sx_scope *fn_scope(sx_ck *ck) {
    sx_scope *s = ck->scope;
    while (s->parent && s->kind == SC_BLOCK) s = s->parent;
    return s;
}

static sx_sym *declare(sx_ck *ck, sx_scope *sc, sx_node *name, uint32_t flags, sx_node *decl, uint32_t decl_end) {
    sx_sym *old = sx_ck_scope_find(sc, name->str, name->len);
    if (old && (old->flags & SF_ENUM) && (flags & SF_ENUM) && !(old->flags & ~(uint32_t)SF_ENUM)) {
        /* enum declaration merging (`enum E { A } enum E { B = 1 }`) is valid but not modelled:
         * the merged enum is `any`, never a false error */
        old->vdecl = NULL;
        return old;
    }
    if (old) {
        bool both_types = (old->flags & (SF_INTERFACE)) && (flags & SF_INTERFACE);
        bool value_clash = (old->flags & SF_VALUE) && (flags & SF_VALUE) &&
                           (((old->flags | flags) & SF_BLOCK_SCOPED) || ((old->flags & flags) & SF_PARAM));
        bool type_clash =
            (old->flags & (SF_ALIAS | SF_INTERFACE)) && (flags & (SF_ALIAS | SF_INTERFACE)) && !both_types;
        if (value_clash && (old->flags & (SF_LET | SF_CONST)) && (flags & (SF_LET | SF_CONST))) {
            if (!(old->state & 0x100))
                sx_ck_error_at(ck, old->vnode, 2451, "Cannot redeclare block-scoped variable '%.*s'.", (int)name->len,
                               name->str);
            old->state |= 0x100;
            sx_ck_error_at(ck, name, 2451, "Cannot redeclare block-scoped variable '%.*s'.", (int)name->len, name->str);
            return old;
        }
        if ((old->flags & SF_FUNC) && (flags & SF_FUNC) && old->vdecl && decl && old->vdecl->kind == SX_N_FUNCTION &&
            decl->kind == SX_N_FUNCTION && old->vdecl->b && decl->b) {
            sx_ck_error_at(ck, old->vnode, 2393, "Duplicate function implementation.");
            sx_ck_error_at(ck, name, 2393, "Duplicate function implementation.");
            return old;
        }
        if (value_clash || type_clash) {
            if (!(old->state & 0x100) && old->vnode)
                sx_ck_error_at(ck, old->vnode, 2300, "Duplicate identifier '%.*s'.", (int)name->len, name->str);
            old->state |= 0x100;
            sx_ck_error_at(ck, name, 2300, "Duplicate identifier '%.*s'.", (int)name->len, name->str);
            return old;
        }
        if ((flags & SF_CLASS) && old->vdecl && old->vdecl->kind == SX_N_INTERFACE) {
            old->vdecl = NULL; /* `interface C {...} class C {}`: the class is the value (and the head) */
            old->pos = name->span.start;
            old->decl_end = decl_end;
        }
        old->flags |= flags;
        if (flags & SF_VALUE && !old->vdecl) {
            old->vdecl = decl;
            old->vnode = name;
        }
        return old;
    }
    sx_sym *s = sx_ck_scope_add(ck->arena, sc, name->str, name->len);
    if (!s) return NULL;
    s->flags = flags;
    s->vdecl = decl;
    s->vnode = name;
    s->pos = name->span.start;
    s->decl_end = decl_end;
    s->fnode = ck->fn ? ck->fn->fn : NULL;
    s->src = &ck->src;
    return s;
}

static void declare_pattern(sx_ck *ck, sx_scope *sc, sx_node *p, uint32_t flags, sx_node *decl, uint32_t decl_end) {
    if (!p) return;
    switch (p->kind) {
    case SX_N_IDENT: declare(ck, sc, p, flags, decl, decl_end); break;
    case SX_N_ARRAY_PATTERN:
    case SX_N_OBJECT_PATTERN:
        for (uint32_t i = 0; i < p->list.count; i++) {
            sx_node *e = p->list.items[i];
            if (!e) continue;
            /* a binding element is declared where it ends: later defaults may use it (`{ a, c = a }`) */
            uint32_t end = decl_end && e->span.end < decl_end ? e->span.end : decl_end;
            if (e->kind == SX_N_PROPERTY) declare_pattern(ck, sc, e->b ? e->b : e->a, flags, decl, end);
            else declare_pattern(ck, sc, e, flags, decl, end);
        }
        break;
    case SX_N_DEFAULT: declare_pattern(ck, sc, p->a, flags, decl, decl_end); break;
    case SX_N_REST: declare_pattern(ck, sc, p->a, flags, decl, decl_end); break;
    default: break;
    }
}

static sx_decl_text *decl_text(sx_ck *ck, sx_node *n) {
    sx_decl_text *d = sx_ck_alloc(ck, sizeof *d);
    if (d) {
        d->src = &ck->src;
        d->start = n->span.start;
        d->end = n->span.end;
        d->node = n;
    }
    return d;
}

/* tsc's evolving variables: `let x;` (or `= null` / `= undefined`) and `const a = [];` without a type. */
static void auto_mark(sx_scope *sc, sx_node *d, uint32_t fl) {
    if ((fl & SF_AMBIENT) || d->type || !d->a || d->a->kind != SX_N_IDENT) return;
    sx_sym *s = sx_ck_scope_find(sc, d->a->str, d->a->len);
    if (!s || s->vnode != d->a) return;
    sx_node *init = d->b;
    bool nullish = !init || init->kind == SX_N_NULL ||
                   (init->kind == SX_N_IDENT && init->len == 9 && memcmp(init->str, "undefined", 9) == 0);
    if (nullish && !(fl & SF_CONST)) s->flags |= SF_AUTO;
    else if (init && init->kind == SX_N_ARRAY && init->list.count == 0) s->flags |= SF_AUTO_ARRAY;
}

/* Declare the names of a statement list (list_start: where the list's text begins, so that
 * overload signatures before the first statement are found; UINT32_MAX: unknown). */
void sx_ck_hoist(sx_ck *ck, sx_node_list *stmts, sx_scope *sc, uint32_t list_start) {
    uint32_t prev_end = list_start;
    for (uint32_t i = 0; i < stmts->count; i++) {
        sx_node *st = stmts->items[i];
        if (!st) continue;
        uint32_t gap_start = prev_end;
        prev_end = st->span.end;
        if (st->kind == SX_N_DECLARE && st->list.count) { /* `declare global { ... }`: the program's too */
            sx_ck_hoist(ck, &st->list, sc, UINT32_MAX);
            continue;
        }
        if (st->kind == SX_N_EXPORT || st->kind == SX_N_DECLARE) st = st->a ? st->a : st;
        if (st->kind == SX_N_IMPORT && st->a) st = st->a; /* an import's var over %require: any */
        switch (st->kind) {
        case SX_N_VAR_DECL: {
            uint32_t fl = st->op == SX_OP_CONST ? SF_CONST : st->op == SX_OP_LET ? SF_LET : SF_VAR;
            if (st->flags & SX_NF_DECLARE) fl |= SF_AMBIENT;
            sx_scope *target = fl & SF_VAR ? fn_scope(ck) : sc;
            for (uint32_t k = 0; k < st->list.count; k++) {
                sx_node *d = st->list.items[k];
                if (!d) continue;
                declare_pattern(ck, target, d->a, fl, d, d->span.end);
                auto_mark(target, d, fl);
                if ((fl & SF_CONST) && !(fl & SF_AMBIENT) && !d->type && d->a && d->a->kind == SX_N_IDENT && d->b &&
                    d->b->kind == SX_N_FUNCTION) { /* `const f = () => ...`: f.prop = v adds to it */
                    sx_sym *s = sx_ck_scope_find(target, d->a->str, d->a->len);
                    if (s && s->vnode == d->a) s->expando_in = stmts;
                }
                /* until its declaration runs, a variable is unassigned (TS2454 on earlier uses) */
                if (!(fl & SF_AMBIENT) && d->a && d->a->kind == SX_N_IDENT) {
                    sx_sym *s = sx_ck_scope_find(target, d->a->str, d->a->len);
                    if (s && s->vnode == d->a && !sx_ck_env_find(&ck->env, s, NULL, 0))
                        sx_ck_env_set(ck, &ck->env, s, NULL, 0, ck->pre->unassigned);
                }
            }
            break;
        }
        case SX_N_FUNC_DECL:
            if (st->a && st->a->str) {
                sx_node name = *st->a;
                name.kind = SX_N_IDENT;
                /* the name node: FUNCTION has no separate name node; locate it in the text */
                const char *t = ck->src.text;
                uint32_t p = st->a->span.start;
                while (p + name.len <= st->a->span.end && memcmp(t + p, name.str, name.len) != 0) p++;
                sx_node *nn = sx_ck_alloc(ck, sizeof *nn);
                if (!nn) break;
                *nn = name;
                nn->span.start = p;
                nn->span.end = p + name.len;
                nn->span.col = st->a->span.col + (p - st->a->span.start); /* same line in practice */
                sx_sym *s = declare(ck, sc, nn, SF_FUNC, st->a, 0);
                if (s && !s->expando_in) s->expando_in = stmts;
                /* overload signatures in the text just before: `function f(x: T): R;` */
                if (s && gap_start != UINT32_MAX && gap_start < stmts->items[i]->span.start) {
                    sx_decl_text *d = sx_ck_alloc(ck, sizeof *d);
                    if (d) {
                        d->src = &ck->src;
                        d->start = gap_start;
                        d->end = stmts->items[i]->span.start;
                        s->tdecls = d; /* overload text, parsed by sx_ck_sym_type */
                    }
                }
            }
            break;
        case SX_N_CLASS_DECL:
            if (st->a && st->a->str) {
                sx_node *nn = sx_ck_alloc(ck, sizeof *nn);
                if (!nn) break;
                *nn = *st->a;
                nn->kind = SX_N_IDENT;
                const char *t = ck->src.text;
                uint32_t p = st->a->span.start;
                while (p + nn->len <= st->a->span.end && memcmp(t + p, nn->str, nn->len) != 0) p++;
                nn->span.start = p;
                nn->span.end = p + nn->len;
                declare(ck, sc, nn, SF_CLASS, st->a, st->span.start + 1);
            }
            break;
        case SX_N_INTERFACE:
        case SX_N_TYPE_ALIAS:
        case SX_N_ENUM:
            if (st->str) {
                sx_node *nn = sx_ck_alloc(ck, sizeof *nn);
                if (!nn) break;
                *nn = *st;
                nn->kind = SX_N_IDENT;
                const char *t = ck->src.text;
                uint32_t p = st->span.start;
                while (p + nn->len <= st->span.end && memcmp(t + p, nn->str, nn->len) != 0) p++;
                nn->span.start = p;
                nn->span.end = p + nn->len;
                uint32_t fl = st->kind == SX_N_INTERFACE    ? SF_INTERFACE
                              : st->kind == SX_N_TYPE_ALIAS ? SF_ALIAS
                                                            : SF_ENUM;
                sx_sym *s = declare(ck, sc, nn, fl, st, st->span.start + 1);
                if (s && st->kind != SX_N_ENUM) {
                    sx_decl_text *d = decl_text(ck, st);
                    sx_decl_text **l = &s->tdecls;
                    while (*l) l = &(*l)->next;
                    *l = d;
                    if (st->kind == SX_N_INTERFACE && !s->vnode) s->vnode = nn;
                }
            }
            break;
        default: break;
        }
    }
}

/* ---------------------------------------------------------------------------------------------
 * Types of symbols
 * ------------------------------------------------------------------------------------------- */

sx_type *sx_ck_enum_type(sx_ck *ck, sx_sym *s);    /* class.c */
sx_type *sx_ck_fn_decl_type(sx_ck *ck, sx_sym *s); /* below */

sx_type *sx_ck_fn_decl_type(sx_ck *ck, sx_sym *s) {
    sx_node *fn = s->vdecl;
    sx_obj *o = sx_ck_obj_new(ck);
    if (!o) return T_ANY(ck);
    if (s->tdecls) { /* overloads: only their signatures are visible to callers */
        const char *t = s->tdecls->src->text;
        uint32_t a = s->tdecls->start, e = s->tdecls->end;
        /* split the gap at ';' at depth 0 into signatures (not at one in a comment or a string:
         * a doc comment's `f(1, 2); // 3` is no signature) */
        int depth = 0;
        uint32_t st = a;
        for (uint32_t i = a; i < e; i++) {
            char c = t[i];
            if (c == '/' && i + 1 < e && t[i + 1] == '/') {
                while (i + 1 < e && t[i + 1] != '\n') i++;
                continue;
            }
            if (c == '/' && i + 1 < e && t[i + 1] == '*') {
                i += 2;
                while (i + 1 < e && !(t[i] == '*' && t[i + 1] == '/')) i++;
                i++;
                continue;
            }
            if (c == '"' || c == '\'' || c == '`') {
                while (i + 1 < e && t[i + 1] != c) i += t[i + 1] == '\\' ? 2 : 1;
                i++;
                continue;
            }
            if (c == '(' || c == '{' || c == '[' || c == '<') depth++;
            else if (c == ')' || c == '}' || c == ']' || (c == '>' && !(i > a && t[i - 1] == '='))) depth--;
            else if (c == ';' && depth == 0) { /* (the '>' of a function type's `=>` closes nothing) */ const char *nm;
                uint32_t nl;
                sx_tsig *ts = sx_ck_tp_func_sig(&ck->src, st, i, &nm, &nl);
                if (ts && nm && nl == s->len && memcmp(nm, s->name, nl) == 0) {
                    sx_sig *sig = sx_ck_resolve_sig(ck, ts, &ck->src);
                    if (sig) {
                        if (!sig->ret) sig->ret = T_ANY(ck);
                        sx_ck_obj_add_sig(ck, o, sig, false);
                    }
                }
                st = i + 1;
            }
        }
    }
    if (o->ncalls == 0 && fn && fn->kind == SX_N_FUNCTION) {
        sx_sig *sig = sx_ck_fn_sig(ck, fn, NULL, false);
        if (sig) sx_ck_obj_add_sig(ck, o, sig, false);
    }
    return sx_ck_t_obj(ck, o);
}

/* tsc's expando assignments: in the block that declares a function f (a declaration, or a const
 * initialized with a function), `f.prop = value;` and `f["prop"] = value;` add `prop` to f's type,
 * typed by the union of the values assigned, widened (getWidenedTypeForAssignmentDeclaration).
 * Assignments anywhere in the block count, those in nested functions and classes do not (tsc binds
 * them in the declaring container only). */

/* Is `e` an assignment `name.prop = v` / `name["prop"] = v`? The property it names goes to key, klen. */
static bool expando_assign(const sx_node *e, const sx_sym *s, const char **key, uint32_t *klen) {
    if (!e || e->kind != SX_N_ASSIGN || e->op != SX_OP_ASSIGN || !e->a || !e->b) return false;
    const sx_node *t = e->a;
    if (!t->a || t->a->kind != SX_N_IDENT || t->a->len != s->len || memcmp(t->a->str, s->name, s->len) != 0)
        return false;
    if (t->kind == SX_N_MEMBER && !(t->flags & (SX_NF_PRIVATE | SX_NF_OPTIONAL))) {
        *key = t->str;
        *klen = t->len;
        return true;
    }
    if (t->kind == SX_N_INDEX && t->b && t->b->kind == SX_N_STRING && !(t->flags & SX_NF_OPTIONAL)) {
        *key = t->b->str;
        *klen = t->b->len;
        return true;
    }
    return false;
}

/* Does the statement list declare `name` again (a nested block that shadows f)? */
static bool list_declares(const sx_node_list *l, const sx_sym *s) {
    for (uint32_t i = 0; i < l->count; i++) {
        const sx_node *st = l->items[i];
        if (!st) continue;
        if (st->kind == SX_N_VAR_DECL) {
            for (uint32_t k = 0; k < st->list.count; k++) {
                const sx_node *d = st->list.items[k];
                if (!d || !d->a) continue;
                if (d->a->kind != SX_N_IDENT) return true; /* a pattern: maybe; do not look inside */
                if (d->a->len == s->len && memcmp(d->a->str, s->name, s->len) == 0) return true;
            }
        } else if ((st->kind == SX_N_FUNC_DECL || st->kind == SX_N_CLASS_DECL) && st->a && st->a->str &&
                   st->a->len == s->len && memcmp(st->a->str, s->name, s->len) == 0)
            return true;
    }
    return false;
}

static void collect_expandos(sx_ck *ck, sx_sym *s, const sx_node *n, sx_obj *o, int depth) {
    if (!n || depth > 200 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS) return;
    if (n->kind == SX_N_BLOCK && list_declares(&n->list, s)) return;
    if (n->kind == SX_N_SWITCH) {
        for (uint32_t i = 0; i < n->list.count; i++)
            if (n->list.items[i] && list_declares(&n->list.items[i]->list, s)) return;
    }
    const char *key;
    uint32_t klen;
    if (expando_assign(n, s, &key, &klen)) {
        sx_type *t = sx_ck_expr_mutable(ck, n->b, NULL);
        sx_prop *p = sx_ck_obj_find(o, key, klen);
        if (p) p->type = sx_ck_t_union2(ck, p->type, t);
        else sx_ck_obj_add_prop(ck, o, key, klen, t, 0);
    }
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int k = 0; k < 4; k++) collect_expandos(ck, s, kids[k], o, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) collect_expandos(ck, s, n->list.items[i], o, depth + 1);
}

/* The names a statement list assigns properties to (`name.p = v`, `name["p"] = v` outside nested
 * functions and classes: a superset of the expando assignments collect_expandos takes), gathered
 * in one walk of the list. with_expandos walks a block for a function only when the function's
 * name is among them: a walk of the whole program for each of its functions had made a 500-line
 * check 20% dearer. The last few lists' names are kept (a program's functions share one). */
#define SX_EXPANDO_LISTS 4

typedef struct expando_names {
    const sx_node_list *list;
    const sx_node **names; /* the identifiers before `.p =` / `["p"] =` */
    uint32_t n, cap;
    bool unsure; /* out of memory while gathering: every name may be assigned */
} expando_names;

typedef struct sx_expando_memo {
    expando_names lists[SX_EXPANDO_LISTS];
    uint32_t next; /* the entry to reuse */
} sx_expando_memo;

static void add_assigned_name(sx_ck *ck, expando_names *m, const sx_node *id) {
    if (m->n == m->cap) {
        uint32_t cap = m->cap ? m->cap * 2 : 16;
        const sx_node **names = sx_ck_alloc(ck, cap * sizeof *names);
        if (!names) {
            m->unsure = true;
            return;
        }
        if (m->n) memcpy(names, m->names, m->n * sizeof *names);
        m->names = names, m->cap = cap;
    }
    m->names[m->n++] = id;
}

static void gather_assigned_names(sx_ck *ck, const sx_node *n, expando_names *m, int depth) {
    if (!n || depth > 200 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS) return;
    const sx_node *t = n->kind == SX_N_ASSIGN && n->op == SX_OP_ASSIGN ? n->a : NULL;
    if (t && (t->kind == SX_N_MEMBER || t->kind == SX_N_INDEX) && t->a && t->a->kind == SX_N_IDENT)
        add_assigned_name(ck, m, t->a);
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int k = 0; k < 4; k++) gather_assigned_names(ck, kids[k], m, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) gather_assigned_names(ck, n->list.items[i], m, depth + 1);
}

/* The gathered names of `list`, from the memo or from a new walk (NULL: out of memory). */
static const expando_names *assigned_names(sx_ck *ck, const sx_node_list *list) {
    if (!ck->expando_memo && !(ck->expando_memo = sx_ck_alloc(ck, sizeof *ck->expando_memo))) return NULL;
    sx_expando_memo *memo = ck->expando_memo;
    for (uint32_t i = 0; i < SX_EXPANDO_LISTS; i++)
        if (memo->lists[i].list == list) return &memo->lists[i];
    expando_names *m = &memo->lists[memo->next];
    memo->next = (memo->next + 1) % SX_EXPANDO_LISTS;
    *m = (expando_names){.list = list};
    for (uint32_t i = 0; i < list->count; i++) gather_assigned_names(ck, list->items[i], m, 0);
    return m;
}

/* May the block declaring s assign a property to it? */
static bool may_have_expandos(sx_ck *ck, const sx_sym *s) {
    const expando_names *m = assigned_names(ck, s->expando_in);
    if (!m || m->unsure) return true;
    for (uint32_t i = 0; i < m->n; i++)
        if (m->names[i]->len == s->len && memcmp(m->names[i]->str, s->name, s->len) == 0) return true;
    return false;
}

/* f's type with its expando properties (fnt: the type of the function itself). */
static sx_type *with_expandos(sx_ck *ck, sx_sym *s, sx_type *fnt) {
    if (!s->expando_in || !fnt || fnt->kind != TK_OBJ || fnt->sym || !may_have_expandos(ck, s)) return fnt;
    sx_obj *extra = sx_ck_obj_new(ck);
    if (!extra) return fnt;
    ck->silent++;
    sx_env saved = {0};
    sx_ck_env_copy(ck, &saved, &ck->env);
    sx_scope *scope = ck->scope;
    if (s->scope) ck->scope = s->scope;
    for (uint32_t i = 0; i < s->expando_in->count; i++) collect_expandos(ck, s, s->expando_in->items[i], extra, 0);
    ck->scope = scope;
    sx_ck_env_copy(ck, &ck->env, &saved);
    ck->silent--;
    if (!extra->nprops) return fnt;
    const sx_obj *f = fnt->u.obj;
    sx_obj *o = sx_ck_obj_new(ck);
    if (!o) return fnt;
    for (uint32_t i = 0; i < f->ncalls; i++) sx_ck_obj_add_sig(ck, o, f->calls[i], false);
    for (uint32_t i = 0; i < f->nctors; i++) sx_ck_obj_add_sig(ck, o, f->ctors[i], true);
    for (uint32_t i = 0; i < f->nprops; i++)
        sx_ck_obj_add_prop(ck, o, f->props[i].name, f->props[i].len, f->props[i].type, f->props[i].flags);
    for (uint32_t i = 0; i < extra->nprops; i++)
        if (!sx_ck_obj_find(o, extra->props[i].name, extra->props[i].len))
            sx_ck_obj_add_prop(ck, o, extra->props[i].name, extra->props[i].len,
                               sx_ck_t_widen(ck, extra->props[i].type), 0);
    sx_type *t = sx_ck_t_obj(ck, o);
    t->sym = s; /* printed `typeof f`, as tsc prints a function with expando members */
    return t;
}

sx_type *sx_ck_var_decl_type(sx_ck *ck, sx_sym *s) {
    sx_node *d = s->vdecl;
    if (!d || d->kind != SX_N_DECLARATOR) return T_ANY(ck);
    if (d->type) return s->annot = sx_ck_resolve_annot(ck, d->type);
    if (!d->b || d->a->kind != SX_N_IDENT) return T_ANY(ck);
    ck->silent++;
    sx_env saved = {0};
    sx_ck_env_copy(ck, &saved, &ck->env);
    sx_type *t = (s->flags & SF_CONST) ? sx_ck_expr(ck, d->b, NULL) : sx_ck_expr_mutable(ck, d->b, NULL);
    sx_ck_env_copy(ck, &ck->env, &saved);
    ck->silent--;
    return t;
}

sx_type *sx_ck_sym_type(sx_ck *ck, sx_sym *s) {
    if (s->vtype) return s->vtype;
    if (s->state & SS_RESOLVING) return T_ANY(ck);
    if (s->flags & SF_AMBIENT && s->scope && s->scope->kind == SC_LIB) return T_ANY(ck);
    if ((s->flags & SF_AMBIENT) && s->src != &ck->src) { /* from extra declarations */
        sx_ck_ambient_value_type(ck, s);
        return s->vtype ? s->vtype : T_ANY(ck);
    }
    s->state |= SS_RESOLVING;
    sx_type *t = T_ANY(ck);
    if (s->flags & SF_FUNC) t = with_expandos(ck, s, sx_ck_fn_decl_type(ck, s));
    else if (s->flags & SF_CLASS) {
        sx_ck_sym_members(ck, s);
        t = s->vtype ? s->vtype : T_ANY(ck);
    } else if (s->flags & SF_ENUM) t = sx_ck_enum_type(ck, s);
    else if (s->flags & (SF_VAR | SF_LET | SF_CONST)) t = with_expandos(ck, s, sx_ck_var_decl_type(ck, s));
    s->state &= ~SS_RESOLVING;
    if (!s->vtype) s->vtype = t;
    return s->vtype;
}

/* ---------------------------------------------------------------------------------------------
 * Binding patterns
 * ------------------------------------------------------------------------------------------- */

static sx_type *pattern_prop(sx_ck *ck, sx_type *t, const char *name, uint32_t len, sx_node *at) {
    if (t->kind == TK_ANY) return t;
    sx_propres r = sx_ck_get_prop(ck, t, name, len);
    if (r.found) return (r.flags & PF_OPTIONAL) ? sx_ck_t_union2(ck, r.type, T_UNDEF(ck)) : r.type;
    if (r.partial) return T_ANY(ck);
    sx_type *ix = sx_ck_get_index(ck, t, false);
    if (ix) return ix;
    if (at)
        sx_ck_error_at(ck, at, 2339, "Property '%.*s' does not exist on type '%s'.", (int)len, name,
                       sx_ck_t_str(ck, t));
    return T_ANY(ck);
}

/* Give the names of a pattern their types (the symbols were declared by sx_ck_hoist). */

/* The type of `...rest` in `[a, b, ...rest] = t` for a tuple t, from element `from` on: the tuple
 * of the elements left ([number, boolean]), or the rest element's array type (number[] of
 * [string, ...number[]]), as tsc gives it. */
static sx_type *tuple_rest(sx_ck *ck, sx_type *t, uint32_t from) {
    uint32_t n = t->u.set.n;
    if (from >= n) return sx_ck_t_tuple(ck, NULL, NULL, 0, false);
    if (from + 1 == n && t->u.set.ef && (t->u.set.ef[from] & TNF_REST)) return t->u.set.t[from];
    return sx_ck_t_tuple(ck, t->u.set.t + from, t->u.set.ef ? t->u.set.ef + from : NULL, n - from, false);
}

/* `if (s.user) { const { user } = s; }`: a property destructured from a reference has the
 * narrowing the reference's property has (tsc's getFlowTypeOfDestructuring). */
static sx_type *narrowed_prop(sx_ck *ck, sx_node *init, sx_node *key, sx_type *pt) {
    sx_node m = {0};
    m.kind = SX_N_MEMBER;
    m.a = init;
    m.str = key->str;
    m.len = key->len;
    m.span = init->span;
    sx_sym *s;
    const char *path;
    uint32_t plen;
    if (!sx_ck_ref_key(ck, &m, &s, &path, &plen)) return pt;
    const sx_fact *f = sx_ck_env_find(&ck->env, s, path, plen);
    if (!f || !f->type || f->type == ck->pre->unassigned) return pt;
    ck->silent++;
    sx_type *nt = sx_ck_expr(ck, &m, NULL);
    ck->silent--;
    return nt && nt->kind != TK_ANY ? nt : pt;
}

void sx_ck_bind_pattern(sx_ck *ck, sx_node *p, uint32_t flags, sx_node *decl, sx_type *t) {
    if (!p) return;
    (void)decl;
    switch (p->kind) {
    case SX_N_IDENT: {
        sx_sym *s = sx_ck_lookup(ck, p->str, p->len, SF_VALUE);
        if (s && s->vnode == p) {
            if (!s->vtype || (flags & SF_PARAM)) s->vtype = t;
        }
        break;
    }
    case SX_N_DEFAULT: {
        sx_type *dt = sx_ck_expr_mutable(ck, p->b, t);
        /* the default replaces only undefined: T | undefined with default D becomes T | D */
        sx_type *nt = t->kind == TK_ANY ? t : sx_ck_t_union2(ck, sx_ck_t_without_undefined(ck, t), dt);
        if (t->kind != TK_ANY && !sx_ck_t_has_kind(t, TK_UNDEFINED)) nt = t;
        sx_ck_bind_pattern(ck, p->a, flags, decl, nt);
        break;
    }
    case SX_N_OBJECT_PATTERN:
        if (t->kind == TK_UNION && sx_ck_t_maybe_nullish(t) && !(flags & SF_PARAM) && decl &&
            decl->kind == SX_N_DECLARATOR) {
            /* `const { a } = maybe`: each property is looked up on the whole type, undefined included */
            sx_type *nn = sx_ck_t_non_nullable(ck, t);
            char *ts = sx_ck_t_str(ck, t);
            for (uint32_t i = 0; i < p->list.count && nn->kind != TK_NEVER; i++) {
                sx_node *e = p->list.items[i];
                if (e && e->kind == SX_N_PROPERTY && e->a && e->a->kind == SX_N_STRING &&
                    pattern_prop(ck, nn, e->a->str, e->a->len, NULL)->kind != TK_ANY)
                    sx_ck_error_at(ck, e->a, 2339, "Property '%.*s' does not exist on type '%s'.", (int)e->a->len,
                                   e->a->str, ts);
            }
        }
        if (t->kind != TK_ANY) t = sx_ck_t_non_nullable(ck, t);
        for (uint32_t i = 0; i < p->list.count; i++) {
            sx_node *e = p->list.items[i];
            if (!e) continue;
            if (e->kind == SX_N_REST) {
                sx_ck_bind_pattern(ck, e->a, flags, decl, T_ANY(ck));
                continue;
            }
            if (e->kind != SX_N_PROPERTY || !e->a) continue;
            if (e->a->kind != SX_N_STRING) {
                sx_ck_bind_pattern(ck, e->b ? e->b : e->a, flags, decl, T_ANY(ck));
                continue;
            }
            sx_node *target = e->b ? e->b : e->a;
            bool has_default = target->kind == SX_N_DEFAULT;
            if ((flags & SF_CONST) && decl && decl->kind == SX_N_DECLARATOR && decl->b && decl->b->kind == SX_N_IDENT &&
                (target->kind == SX_N_IDENT || target->kind == SX_N_STRING)) {
                sx_sym *bs = sx_ck_lookup(ck, target->str, target->len, SF_VALUE);
                if (bs && !bs->dsrc) {
                    bs->dsrc = decl->b;
                    bs->dprop = e->a->str;
                    bs->dplen = e->a->len;
                }
            }
            sx_type *pt = pattern_prop(ck, t, e->a->str, e->a->len, has_default ? NULL : e->a);
            if (decl && decl->kind == SX_N_DECLARATOR && decl->a == p && decl->b && !(flags & SF_PARAM))
                pt = narrowed_prop(ck, decl->b, e->a, pt);
            if (has_default) pt = sx_ck_t_non_nullable(ck, pt);
            if (has_default) {
                sx_type *dt = sx_ck_expr_mutable(ck, target->b, pt);
                if (decl && decl->type && pt->kind != TK_ANY) {
                    /* an annotated parent: the default must fit the property's type, which stays as declared */
                    sx_ck_check_assign(ck, dt, pt, target->span.start, target->span.end - target->span.start, 2322,
                                       target->b);
                } else {
                    pt = sx_ck_t_union2(ck, pt, dt);
                }
                sx_ck_bind_pattern(ck, target->a, flags, decl, pt);
            } else {
                sx_ck_bind_pattern(ck, target, flags, decl, pt);
            }
        }
        break;
    case SX_N_ARRAY_PATTERN:
        for (uint32_t i = 0; i < p->list.count; i++) {
            sx_node *e = p->list.items[i];
            if (!e || e->kind == SX_N_HOLE) continue;
            sx_type *et;
            if (e->kind == SX_N_REST) {
                et = t->kind == TK_ANY ? t
                     : t->kind == TK_TUPLE
                         ? tuple_rest(ck, t, i)
                         : (sx_ck_t_elem(ck, t) ? sx_ck_t_array(ck, sx_ck_t_elem(ck, t), false) : T_ANY(ck));
                sx_ck_bind_pattern(ck, e->a, flags, decl, et);
                continue;
            }
            if (t->kind == TK_TUPLE) {
                et = i < t->u.set.n ? t->u.set.t[i] : T_UNDEF(ck);
                bool fixed = true;
                for (uint32_t k = 0; t->u.set.ef && k < t->u.set.n; k++)
                    fixed &= !(t->u.set.ef[k] & (TNF_REST | TNF_OPTIONAL));
                if (i >= t->u.set.n && fixed && e->kind != SX_N_DEFAULT) {
                    sx_ck_error_at(ck, e, 2493, "Tuple type '%s' of length '%u' has no element at index '%u'.",
                                   sx_ck_t_str(ck, t), t->u.set.n, i);
                    et = T_ANY(ck);
                }
            } else et = sx_ck_t_elem(ck, t);
            sx_ck_bind_pattern(ck, e, flags, decl, et ? et : T_ANY(ck));
        }
        break;
    default: break;
    }
}

/* ---------------------------------------------------------------------------------------------
 * Function bodies
 * ------------------------------------------------------------------------------------------- */

static bool type_allows_no_return(sx_ck *ck, sx_type *t) {
    (void)ck;
    if (!t) return true;
    if (t->kind == TK_ANY || t->kind == TK_VOID || t->kind == TK_UNDEFINED || t->kind == TK_UNKNOWN ||
        t->kind == TK_NEVER)
        return true;
    if (t->kind == TK_UNION)
        return sx_ck_t_has_kind(t, TK_UNDEFINED) || sx_ck_t_has_kind(t, TK_VOID) || sx_ck_t_has_kind(t, TK_ANY);
    return sx_ck_t_contains_tparam(t);
}

/* TS 5.5's inferred type predicates: `x => x !== undefined` is `(x: T | undefined) => x is T` when
 * the body narrows x one way when true and to nothing when false. */
static void infer_predicate(sx_ck *ck, sx_node *fn, sx_sig *sig, sx_node *body_expr) {
    if (!sig || sig->pred || fn->type || sig->nparams < 1 || !fn->list.count || !fn->list.items[0] ||
        !fn->list.items[0]->a || fn->list.items[0]->a->kind != SX_N_IDENT || (fn->flags & SX_NF_ASYNC))
        return;
    sx_sym *ps = sx_ck_lookup(ck, fn->list.items[0]->a->str, fn->list.items[0]->a->len, SF_VALUE);
    sx_type *pt = sig->params[0].type;
    /* tsc: "refining x: boolean to x is true or x is false isn't useful" (its Boolean flag: the
     * type boolean itself, not a union that holds it) */
    if (!ps || !pt || pt->kind == TK_ANY || pt == T_BOOLEAN(ck)) return;
    sx_env saved = {0};
    sx_ck_env_copy(ck, &saved, &ck->env);
    ck->silent++;
    sx_ck_env_set(ck, &ck->env, ps, NULL, 0, pt);
    ck->env.dead = false; /* (after `{ return cond; }` the flow is dead: narrow as at the return) */
    sx_ck_narrow(ck, body_expr, true);
    const sx_fact *f = sx_ck_env_find(&ck->env, ps, NULL, 0);
    sx_type *t1 = f ? f->type : pt;
    if (t1 != pt && t1->kind != TK_NEVER) {
        sx_ck_env_copy(ck, &ck->env, &saved);
        sx_ck_env_set(ck, &ck->env, ps, NULL, 0, t1);
        ck->env.dead = false;
        sx_ck_narrow(ck, body_expr, false);
        f = sx_ck_env_find(&ck->env, ps, NULL, 0);
        if (f && f->type->kind == TK_NEVER) {
            sig->pred = t1;
            sig->pred_index = 0;
        }
    }
    ck->silent--;
    sx_ck_env_copy(ck, &ck->env, &saved);
}

static bool is_booleanish(sx_ck *ck, sx_type *t) {
    if (t == T_BOOLEAN(ck) || t->kind == TK_TRUE || t->kind == TK_FALSE) return true;
    if (t->kind != TK_UNION) return false; /* true | false written out, or with fresh members */
    for (uint32_t i = 0; i < t->u.set.n; i++)
        if (t->u.set.t[i]->kind != TK_TRUE && t->u.set.t[i]->kind != TK_FALSE) return false;
    return true;
}

static void check_return_branches(sx_ck *ck, sx_node *e, sx_type *ret, bool is_async, int depth);
static sx_type *return_ctx(sx_ck *ck, sx_type *ctx, bool is_async, const sx_node *e);

static void add_return(sx_ck *ck, sx_type *t, const sx_node *e);

void sx_ck_fn_body(sx_ck *ck, sx_node *fn, sx_sig *sig, sx_type *this_type) {
    (void)this_type;
    sx_scope *saved_scope = ck->scope;
    ck->scope = new_scope(ck, SC_FUNC);
    sx_ck_env_strip_unassigned(ck, &ck->env);
    /* an arrow or function expression sees the narrowings of the variables around it only where
     * they cannot change any more (tsc's flow container) */
    if (!(fn->flags & SX_NF_DECL)) sx_ck_env_forget(ck, &ck->env, sx_ck_outer_flow_lost, fn->span.start);
    ck->env.dead = false;
    if (fn->str && !(fn->flags & (SX_NF_DECL | SX_NF_METHOD)) && fn->list.count < 1000) {
        /* `function inner() {}` as an expression: `inner` names the function inside it */
        sx_sym *self = sx_ck_scope_add(ck->arena, ck->scope, fn->str, fn->len);
        if (self) {
            self->flags = SF_FUNC;
            self->vtype = sig ? sx_ck_t_func(ck, sig) : T_ANY(ck);
            self->src = &ck->src;
        }
    }
    for (uint32_t i = 0; i < fn->list.count; i++) {
        sx_node *p = fn->list.items[i];
        if (p && p->a) declare_pattern(ck, ck->scope, p->a, SF_PARAM, p, 0);
    }
    for (uint32_t i = 0; i < fn->list.count; i++) {
        sx_node *p = fn->list.items[i];
        if (!p || !p->a) continue;
        sx_type *pt = sig && i < sig->nparams && sig->params[i].type ? sig->params[i].type : T_ANY(ck);
        if (p->b) { /* default value: checked against the annotation */
            sx_type *dt = sx_ck_expr(ck, p->b, pt);
            if (p->type)
                sx_ck_check_assign(ck, dt, pt, p->a->span.start, p->a->span.end - p->a->span.start, 2322, p->b);
            /* tsc's removeOptionalityFromDeclaredType: the body sees the type without undefined; a
             * written type stays the declared one (`x = undefined` later is fine), only its flow
             * starts without undefined */
            if (pt->kind == TK_UNION && !sx_ck_t_has_kind(dt, TK_UNDEFINED)) {
                sx_type *narrowed = sx_ck_t_without_undefined(ck, pt);
                if (p->type && p->a->kind == SX_N_IDENT) {
                    sx_ck_bind_pattern(ck, p->a, SF_PARAM, p, pt);
                    sx_sym *ps = sx_ck_lookup(ck, p->a->str, p->a->len, SF_VALUE);
                    if (ps && ps->vnode == p->a) {
                        sx_ck_env_set(ck, &ck->env, ps, NULL, 0, narrowed);
                        continue;
                    }
                }
                pt = narrowed;
            }
        } else if ((p->flags & SX_NF_OPTIONAL) && pt->kind != TK_ANY) {
            pt = sx_ck_t_union2(ck, pt, T_UNDEF(ck));
        }
        sx_ck_bind_pattern(ck, p->a, SF_PARAM, p, pt);
    }
    if (fn->flags & SX_NF_EXPR_BODY) {
        sx_type *ret_ctx = ck->fn ? (ck->fn->ret ? ck->fn->ret : ck->fn->ctx_ret) : NULL;
        sx_type *t = sx_ck_expr(ck, fn->b, ck->fn ? return_ctx(ck, ret_ctx, ck->fn->is_async, fn->b) : ret_ctx);
        if (is_booleanish(ck, t)) infer_predicate(ck, fn, sig, fn->b);
        if (ck->fn && ck->fn->collecting) {
            add_return(ck, t, fn->b);
        } else if (ret_ctx && ret_ctx->kind != TK_VOID && ck->fn->ret && fn->b->kind == SX_N_CONDITIONAL) {
            check_return_branches(ck, fn->b, ck->fn->ret, ck->fn->is_async, 0); /* as a `return` of it */
        } else if (ret_ctx && ret_ctx->kind != TK_VOID && ck->fn->ret) {
            if (ck->fn->is_async) t = sx_ck_awaited(ck, t); /* the awaited body must fit the promised type */
            sx_ck_check_assign(ck, t, ret_ctx, fn->b->span.start, fn->b->span.end - fn->b->span.start, 2322, fn->b);
        }
    } else if (fn->b && fn->b->kind == SX_N_BLOCK) {
        sx_ck_hoist(ck, &fn->b->list, ck->scope, fn->b->span.start + 1);
        for (uint32_t i = 0; i < fn->b->list.count; i++) sx_ck_stmt(ck, fn->b->list.items[i]);
        /* { return cond; } can be a type predicate too */
        if (fn->b->list.count == 1 && fn->b->list.items[0] && fn->b->list.items[0]->kind == SX_N_RETURN &&
            fn->b->list.items[0]->a && ck->fn && ck->fn->nrets == 1 && is_booleanish(ck, ck->fn->rets[0]))
            infer_predicate(ck, fn, sig, fn->b->list.items[0]->a);
        /* missing returns */
        sx_fnctx *f = ck->fn;
        if (f && f->ret && fn->type && !type_allows_no_return(ck, f->ret) && !(fn->flags & SX_NF_GENERATOR)) {
            if (!f->has_return_value && !f->has_empty_return && !ck->env.dead)
                sx_ck_error_at(
                    ck, fn->type, 2355,
                    "A function whose declared type is neither 'undefined', 'void', nor 'any' must return a value.");
            else if (!ck->env.dead)
                sx_ck_error_at(ck, fn->type, 2366,
                               "Function lacks ending return statement and return type does not include 'undefined'.");
        }
    }
    ck->scope = saved_scope;
}

/* ---------------------------------------------------------------------------------------------
 * Statements
 * ------------------------------------------------------------------------------------------- */

/* The type of array literal `lit` destructured by array pattern `pat` (no spreads, no rest): a
 * tuple of its widened element types; NULL otherwise. */
static sx_type *pattern_tuple(sx_ck *ck, sx_node *pat, sx_node *lit) {
    if (lit->list.count > 64) return NULL;
    for (uint32_t i = 0; i < lit->list.count; i++)
        if (!lit->list.items[i] || lit->list.items[i]->kind == SX_N_SPREAD) return NULL;
    for (uint32_t i = 0; i < pat->list.count; i++)
        if (pat->list.items[i] && pat->list.items[i]->kind == SX_N_REST) return NULL;
    sx_type *v[64];
    for (uint32_t i = 0; i < lit->list.count; i++) {
        sx_node *e = lit->list.items[i], *pe = i < pat->list.count ? pat->list.items[i] : NULL;
        v[i] = pe && pe->kind == SX_N_ARRAY_PATTERN && e->kind == SX_N_ARRAY ? pattern_tuple(ck, pe, e) : NULL;
        if (!v[i]) v[i] = sx_ck_expr_mutable(ck, e, NULL);
    }
    return sx_ck_t_tuple(ck, v, NULL, lit->list.count, false);
}

/* `let x!: T`: the definite assignment assertion (the `!` right after the name) */
static bool definitely_assigned(sx_ck *ck, const sx_node *name) {
    uint32_t after = name->span.end;
    return after < ck->src.len && ck->src.text[after] == '!';
}

static void var_decl(sx_ck *ck, sx_node *st) {
    bool is_const = st->op == SX_OP_CONST;
    uint32_t fl = is_const ? SF_CONST : st->op == SX_OP_LET ? SF_LET : SF_VAR;
    for (uint32_t k = 0; k < st->list.count; k++) {
        sx_node *d = st->list.items[k];
        if (!d) continue;
        sx_type *annot = d->type ? sx_ck_resolve_annot(ck, d->type) : NULL;
        sx_type *t = annot;
        sx_type *init = NULL;
        if (d->b && !annot && d->a && d->a->kind == SX_N_ARRAY_PATTERN && d->b->kind == SX_N_ARRAY) {
            /* `const [[a, b], { c }] = [[1, 2], { c: 3 }]`: the pattern makes the literal a tuple (tsc's
             * contextual type from a binding pattern), element by element */
            init = pattern_tuple(ck, d->a, d->b);
            if (init) t = init;
        }
        if (init) {
            /* typed from the pattern above */
        } else if (d->b) {
            /* with an annotation, tsc relates the initializer's own type (checkExpressionCached: fresh
             * literals kept, so `"a" | "b"` is explained member by member), not the widened one */
            init = annot      ? sx_ck_expr(ck, d->b, annot)
                   : is_const ? sx_ck_expr(ck, d->b, NULL)
                              : sx_ck_expr_mutable(ck, d->b, NULL);
            if (annot)
                sx_ck_check_assign(ck, init, annot, d->a->span.start, d->a->span.end - d->a->span.start, 2322, d->b);
            else t = sx_ck_t_normalize_objlits(ck, init);
        } else if (!annot) {
            t = T_ANY(ck);
        }
        if (!t) t = T_ANY(ck);
        if (d->a->kind == SX_N_IDENT) {
            sx_sym *s = sx_ck_lookup(ck, d->a->str, d->a->len, SF_VALUE);
            if (s && s->vnode == d->a) {
                /* `let x = null` / `let x = undefined`: tsc's evolving any, like `let x;` (its type
                 * is what the last assignment put there: null for now) */
                bool auto_init = !annot && init && (s->flags & SF_AUTO);
                if (!s->vtype && s->expando_in) {
                    s->state |= SS_RESOLVING; /* f.prop = f(...) reads f as any meanwhile */
                    t = with_expandos(ck, s, t);
                    s->state &= ~SS_RESOLVING;
                }
                if (!s->vtype) s->vtype = auto_init ? T_ANY(ck) : t;
                if (annot) s->annot = annot;
                t = s->vtype;
                /* flow facts: initial narrowing or the "unassigned" marker */
                sx_ck_env_kill(ck, &ck->env, s, NULL, 0);
                if (auto_init) {
                    sx_ck_env_set(ck, &ck->env, s, NULL, 0, init);
                } else if (annot && init && annot->kind == TK_UNION) {
                    sx_type *nt = sx_ck_narrow_to(ck, annot, sx_ck_t_widen_literal(ck, init), true);
                    if (nt->kind != TK_NEVER && init->kind != TK_ANY) sx_ck_env_set(ck, &ck->env, s, NULL, 0, nt);
                } else if (annot && !init && !(st->flags & SX_NF_DECLARE) && fl != SF_VAR &&
                           !definitely_assigned(ck, d->a)) {
                    /* unassigned until assigned (TS2454), unless the type admits undefined: then it
                     * reads as itself (tsc's initial flow type is the declared type, not undefined:
                     * a function may have assigned it, `load(); cfg?.a`) */
                    if (!sx_ck_t_has_kind(annot, TK_UNDEFINED) && annot->kind != TK_ANY && annot->kind != TK_UNKNOWN &&
                        !sx_ck_t_has_kind(annot, TK_VOID) && !sx_ck_t_has_kind(annot, TK_ANY))
                        sx_ck_env_set(ck, &ck->env, s, NULL, 0, ck->pre->unassigned);
                }
            }
        } else {
            sx_ck_bind_pattern(ck, d->a, fl, d, t);
        }
    }
}

/* Is `e`'s boolean literal type fresh (written as `true`, a comparison, `!x` ...: it widens to
 * boolean as a function's inferred return type), rather than a declared `true` type? */
static bool fresh_bool_expr(const sx_node *e) {
    return e && (e->kind == SX_N_TRUE || e->kind == SX_N_FALSE || e->kind == SX_N_CONDITIONAL ||
                 e->kind == SX_N_LOGICAL || e->kind == SX_N_UNARY || e->kind == SX_N_BINARY);
}

static void add_return(sx_ck *ck, sx_type *t, const sx_node *e) {
    sx_fnctx *f = ck->fn;
    if ((t->kind == TK_TRUE || t->kind == TK_FALSE) && !fresh_bool_expr(e)) f->bool_regular = true;
    if (!f->ctx_ret) t = sx_ck_widen_enum_member(ck, e, t); /* function f() { return E.A; }: E */
    if (f->nrets == f->caprets) {
        uint32_t cap = f->caprets ? f->caprets * 2 : 4;
        sx_type **nr = sx_ck_alloc(ck, cap * sizeof *nr);
        if (!nr) return;
        if (f->nrets) memcpy(nr, f->rets, f->nrets * sizeof *nr);
        f->rets = nr;
        f->caprets = cap;
    }
    f->rets[f->nrets++] = t;
}

/* The contextual type of a returned expression e: tsc types an async function's return expression
 * by T | PromiseLike<T>, so that a call infers from the promise too (`return Promise.resolve("info")`
 * for a Promise<Level>). */
static sx_type *return_ctx(sx_ck *ck, sx_type *ctx, bool is_async, const sx_node *e) {
    if (is_async && ctx && e->kind == SX_N_CALL && ck->pre->promise && ctx->kind != TK_ANY) {
        sx_type *arg = ctx;
        ctx = sx_ck_t_union2(ck, ctx, sx_ck_t_ref(ck, ck->pre->promise, &arg, 1));
    }
    return ctx;
}

/* tsc checks `return c ? a : b` branch by branch, reporting at the branch. */
static void check_return_branches(sx_ck *ck, sx_node *e, sx_type *ret, bool is_async, int depth) {
    if (e->kind == SX_N_CONDITIONAL && depth < 16) {
        sx_env base = {0};
        sx_ck_env_copy(ck, &base, &ck->env);
        sx_ck_narrow(ck, e->a, true);
        check_return_branches(ck, e->b, ret, is_async, depth + 1);
        sx_ck_env_copy(ck, &ck->env, &base);
        sx_ck_narrow(ck, e->a, false);
        check_return_branches(ck, e->c, ret, is_async, depth + 1);
        sx_ck_env_copy(ck, &ck->env, &base);
        return;
    }
    ck->silent++;
    sx_type *t = sx_ck_expr(ck, e, return_ctx(ck, ret, is_async, e));
    ck->silent--;
    if (is_async) t = sx_ck_awaited(ck, t);
    sx_ck_check_assign(ck, t, ret, e->span.start, e->span.end - e->span.start, 2322, e);
}

/* Is e (`f(...)`, or `await f(...)` in an async function) a call of the function being inferred
 * through its own name: a declaration's, or that of a constant initialized with it? tsc leaves such
 * a return out of the inferred type (checkAndAggregateReturnExpressionTypes). */
static bool self_call(sx_ck *ck, const sx_fnctx *f, const sx_node *e) {
    if (e->kind == SX_N_AWAIT && f->is_async) e = e->a;
    if (!e || e->kind != SX_N_CALL || !e->a || e->a->kind != SX_N_IDENT || !f->fn) return false;
    sx_sym *s = sx_ck_lookup(ck, e->a->str, e->a->len, SF_VALUE);
    if (!s || !s->vdecl) return false;
    if (s->flags & SF_FUNC) return s->vdecl == f->fn;
    return (s->flags & (SF_CONST | SF_LET)) && s->vdecl->kind == SX_N_DECLARATOR && s->vdecl->b == f->fn &&
           sx_ck_never_reassigned(ck, s);
}

static void ret_stmt(sx_ck *ck, sx_node *st) {
    sx_fnctx *f = ck->fn;
    if (!f) {
        sx_ck_expr(ck, st->a, NULL);
        ck->env.dead = true;
        return;
    }
    if (!st->a) {
        f->has_empty_return = true;
        if (f->ret && !type_allows_no_return(ck, f->ret) && !f->collecting)
            sx_ck_error_at(ck, st, 2322, "Type 'undefined' is not assignable to type '%s'.", sx_ck_t_str(ck, f->ret));
        ck->env.dead = true;
        return;
    }
    f->has_return_value = true;
    sx_type *t = sx_ck_expr(ck, st->a, return_ctx(ck, f->ret ? f->ret : f->ctx_ret, f->is_async, st->a));
    if (f->collecting && self_call(ck, f, st->a)) f->self_return = true;
    else if (f->collecting) add_return(ck, t, st->a);
    else if (f->ret && f->ret->kind != TK_VOID && st->a->kind == SX_N_CONDITIONAL)
        check_return_branches(ck, st->a, f->ret, f->is_async, 0);
    else if (f->ret && f->ret->kind != TK_VOID) {
        sx_type *rt = t;
        if (f->is_async) rt = sx_ck_awaited(ck, rt); /* `return cache ?? load()`: Row[] | Promise<Row[]> */
        sx_ck_check_assign(ck, rt, f->ret, st->span.start, 6, 2322, st->a);
    }
    ck->env.dead = true;
}

/* Does the statement assign to a symbol that has a flow fact? (loops need a second pass then) */
static bool assigns_fact(sx_ck *ck, sx_node *n, int depth) {
    if (!n || depth > 200) return false;
    if ((n->kind == SX_N_ASSIGN || n->kind == SX_N_UPDATE) && n->a) {
        sx_sym *s;
        const char *p;
        uint32_t pl;
        if (sx_ck_ref_key(ck, n->a, &s, &p, &pl)) {
            if (sx_ck_env_knows(&ck->env, s)) return true;
        }
    }
    if (n->kind == SX_N_FUNCTION) return false;
    sx_node *kids[5] = {n->a, n->b, n->c, n->d, NULL};
    for (int i = 0; i < 4; i++)
        if (assigns_fact(ck, kids[i], depth + 1)) return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (assigns_fact(ck, n->list.items[i], depth + 1)) return true;
    return false;
}

static void loop_body(sx_ck *ck, sx_node *loop, sx_node *cond, sx_node *body, sx_node *update, bool do_while,
                      bool may_skip) {
    /* a silent first pass finds what the body may assign, so facts at the loop head are sound */
    if (assigns_fact(ck, loop, 0)) {
        sx_env entry = {0}, tmp = {0};
        sx_ck_env_copy(ck, &entry, &ck->env);
        for (int pass = 0; pass < 2; pass++) {
            ck->silent++;
            sx_jump j = {.parent = ck->jumps, .label = NULL, .llen = 0, .is_loop = true, .is_switch = false};
            j.brk.dead = j.cont.dead = true;
            ck->jumps = &j;
            if (cond && !do_while) {
                sx_ck_expr(ck, cond, NULL);
                sx_ck_narrow(ck, cond, true);
            }
            sx_ck_stmt(ck, body);
            sx_ck_env_join(ck, &ck->env, sx_ck_jump_env(ck, &j.cont, &j.cont_from));
            if (update) ck->unused_expr = update, sx_ck_expr(ck, update, NULL);
            ck->jumps = j.parent;
            ck->silent--;
            sx_ck_env_copy(ck, &tmp, &ck->env);
            sx_ck_env_copy(ck, &ck->env, &entry);
            sx_ck_env_join(ck, &ck->env, &tmp);
            sx_ck_env_copy(ck, &entry, &ck->env);
        }
    }
    sx_jump j = {.parent = ck->jumps, .label = NULL, .llen = 0, .is_loop = true, .is_switch = false};
    j.brk.dead = j.cont.dead = true;
    ck->jumps = &j;
    sx_env head = {0};
    if (cond && !do_while) sx_ck_expr(ck, cond, NULL);
    sx_ck_env_copy(ck, &head, &ck->env);
    if (cond && !do_while) sx_ck_narrow(ck, cond, true);
    sx_ck_stmt(ck, body);
    sx_ck_env_join(ck, &ck->env, sx_ck_jump_env(ck, &j.cont, &j.cont_from));
    if (do_while && cond) {
        sx_ck_expr(ck, cond, NULL);
        sx_ck_env_copy(ck, &head, &ck->env);
    }
    if (update) ck->unused_expr = update, sx_ck_expr(ck, update, NULL);
    ck->jumps = j.parent;
    /* after the loop: the condition was false at the head, or a break jumped out */
    if (cond) {
        sx_ck_env_copy(ck, &ck->env, &head);
        sx_ck_narrow(ck, cond, false);
    } else if (may_skip) { /* for-of/for-in: the iterable may be exhausted at the head */
        sx_ck_env_copy(ck, &ck->env, &head);
    } else {
        ck->env.dead = true;
    }
    sx_ck_env_join(ck, &ck->env, sx_ck_jump_env(ck, &j.brk, &j.brk_from));
}

/* tsc's hasNumericPropertyNames: t's only index signature is a number one (an array, a tuple,
 * `{ [k: number]: T }`); a for-in variable over it indexes as a number. */
static bool numeric_property_names(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!numeric_property_names(ck, t->u.set.t[i])) return false;
        return t->u.set.n > 0;
    }
    if (sx_ck_t_is_array(ck, t) || t->kind == TK_TUPLE) return true;
    if (t->kind != TK_OBJ && t->kind != TK_REF && t->kind != TK_INTER) return false;
    return sx_ck_get_index(ck, t, true) && !sx_ck_get_index(ck, t, false);
}

/* for (k in o): o must be assignable to `object` (type parameters and anything unsure pass). */
static bool for_in_ok(sx_ck *ck, sx_type *t) {
    if (t->kind == TK_UNION) {
        for (uint32_t i = 0; i < t->u.set.n; i++)
            if (!for_in_ok(ck, t->u.set.t[i])) return false;
        return true;
    }
    if (sx_ck_t_is_primitive_value(t)) return false;
    switch (t->kind) {
    case TK_UNKNOWN:
    case TK_UNDEFINED:
    case TK_NULL:
    case TK_VOID: return false;
    default: return true;
    }
}

/* What iterating a value gives (for-of, array spreads): arrays, strings, Map, Set and the library's
 * iterator objects; NULL when not known. */
sx_type *sx_ck_iterated(sx_ck *ck, sx_type *it) {
    static const char *const iters[] = {"ArrayIterator",    "MapIterator",    "SetIterator", "StringIterator",
                                        "IterableIterator", "IteratorObject", "Generator",   NULL};
    sx_type *e = sx_ck_t_elem(ck, it);
    if (e) return e;
    if (it->kind == TK_STRING || it->kind == TK_STRLIT) return T_STRING(ck);
    if (it->kind != TK_REF) return NULL;
    sx_sym *d = it->u.ref.decl;
    if (d == ck->pre->map && it->u.ref.n == 2) {
        sx_type *kv[2] = {it->u.ref.args[0], it->u.ref.args[1]};
        return sx_ck_t_tuple(ck, kv, NULL, 2, false);
    }
    if (d == ck->pre->set && it->u.ref.n == 1) return it->u.ref.args[0];
    for (int i = 0; iters[i]; i++)
        if (it->u.ref.n >= 1 && d->len == strlen(iters[i]) && memcmp(d->name, iters[i], d->len) == 0 && d->scope &&
            d->scope->kind == SC_LIB)
            return it->u.ref.args[0];
    return NULL;
}

/* Is `it` one of the library's async iterables (no [Symbol.iterator]: a plain for-of fails)? */
static bool async_only(sx_ck *ck, sx_type *it) {
    static const char *const names[] = {"AsyncGenerator", "AsyncIterableIterator", "AsyncIterable", NULL};
    (void)ck;
    if (it->kind != TK_REF || !it->u.ref.decl->scope || it->u.ref.decl->scope->kind != SC_LIB) return false;
    sx_sym *d = it->u.ref.decl;
    for (int i = 0; names[i]; i++)
        if (d->len == strlen(names[i]) && memcmp(d->name, names[i], d->len) == 0) return true;
    return false;
}

/* What `for await` gives: the awaited elements of an async iterable (AsyncGenerator,
 * AsyncIterable, ...) or of a sync one. NULL when not known. */
sx_type *sx_ck_async_iterated(sx_ck *ck, sx_type *it) {
    static const char *const iters[] = {"AsyncGenerator", "AsyncIterableIterator", "AsyncIterable",
                                        "AsyncIteratorObject", NULL};
    if (it->kind == TK_REF) {
        sx_sym *d = it->u.ref.decl;
        for (int i = 0; iters[i]; i++)
            if (it->u.ref.n >= 1 && d->len == strlen(iters[i]) && memcmp(d->name, iters[i], d->len) == 0 && d->scope &&
                d->scope->kind == SC_LIB)
                return sx_ck_awaited(ck, it->u.ref.args[0]);
    }
    sx_type *e = sx_ck_iterated(ck, it);
    return e ? sx_ck_awaited(ck, e) : NULL;
}

/* A function type and nothing else (no properties, no index signature): a method read without
 * its call. */
static bool bare_function(const sx_obj *o) { return o->ncalls && !o->nprops && !o->str_index && !o->num_index; }

static void for_of(sx_ck *ck, sx_node *st, bool of) {
    sx_scope *saved = ck->scope;
    ck->scope = new_scope(ck, SC_BLOCK);
    sx_type *it = sx_ck_expr(ck, st->b, NULL);
    sx_type *el = T_ANY(ck);
    if (of) {
        if (it->kind != TK_ANY && (st->flags & SX_NF_ASYNC)) {
            sx_type *e = sx_ck_async_iterated(ck, it);
            if (e) el = e;
        } else if (it->kind != TK_ANY) {
            sx_type *e = sx_ck_iterated(ck, it);
            if (e) el = e;
            else if (async_only(ck, it))
                sx_ck_error_at(ck, st->b, 2488,
                               "Type '%s' must have a '[Symbol.iterator]()' method that returns an iterator.",
                               sx_ck_t_str(ck, it));
            else if (it->kind == TK_OBJ && !(it->flags & TF_PARTIAL) && !it->u.obj->nctors && !it->sym &&
                     (!it->u.obj->ncalls || bare_function(it->u.obj))) /* `m.entries` without its call */
                sx_ck_error_at(ck, st->b, 2488,
                               "Type '%s' must have a '[Symbol.iterator]()' method that returns an iterator.",
                               sx_ck_t_str(ck, it));
        }
    } else {
        el = T_STRING(ck);
        if (!for_in_ok(ck, it))
            sx_ck_error_at(ck, st->b, 2407,
                           "The right-hand side of a 'for...in' statement must be of type 'any', an object type or a "
                           "type parameter, but here has type '%s'.",
                           sx_ck_t_str(ck, it));
    }
    if (st->a && st->a->kind == SX_N_VAR_DECL) {
        sx_node *vd = st->a;
        uint32_t fl = vd->op == SX_OP_CONST ? SF_CONST : vd->op == SX_OP_LET ? SF_LET : SF_VAR;
        for (uint32_t k = 0; k < vd->list.count; k++) {
            sx_node *d = vd->list.items[k];
            if (!d) continue;
            declare_pattern(ck, fl & SF_VAR ? fn_scope(ck) : ck->scope, d->a, fl, d, 0);
            sx_ck_bind_pattern(ck, d->a, fl, d, el);
            if (d->a && d->a->kind == SX_N_IDENT) {
                sx_sym *v = sx_ck_lookup(ck, d->a->str, d->a->len, SF_VALUE);
                if (v && v->vnode == d->a) v->state |= SS_LOOP_HEAD;
            }
            /* tsc's isForInVariableForNumericPropertyNames: over an array, `xs[i]` is fine */
            if (!of && d->a && d->a->kind == SX_N_IDENT && numeric_property_names(ck, it)) {
                sx_sym *v = sx_ck_lookup(ck, d->a->str, d->a->len, SF_VALUE);
                if (v && v->vnode == d->a) v->state |= SS_FOR_IN_NUMERIC;
            }
        }
    } else if (st->a && (st->a->kind == SX_N_ARRAY_PATTERN || st->a->kind == SX_N_OBJECT_PATTERN ||
                         st->a->kind == SX_N_ARRAY || st->a->kind == SX_N_OBJECT)) {
        sx_ck_assign_target_typed(ck, st->a, el); /* for ([k, v] of pairs): assigns k and v */
    } else if (st->a && st->a->kind == SX_N_IDENT) {
        /* for (x of xs): assigns x (not read first); the elements must fit x's declared type */
        sx_sym *xs = sx_ck_lookup(ck, st->a->str, st->a->len, SF_VALUE);
        sx_type *xt = of && xs ? sx_ck_ident_type(ck, st->a, true) : NULL;
        if (xt && !(xs->flags & (SF_CONST | SF_FUNC | SF_CLASS | SF_ENUM | SF_IMPORT)))
            sx_ck_check_assign(ck, el, xt, st->a->span.start, st->a->span.end - st->a->span.start, 2322, NULL);
        sx_ck_loop_ident_target(ck, st->a, el);
        if (!of && numeric_property_names(ck, it)) {
            /* isForInVariableForNumericPropertyNames: in the body, o[k] indexes as a number */
            sx_sym *v = sx_ck_lookup(ck, st->a->str, st->a->len, SF_VALUE);
            if (v && !(v->state & SS_FOR_IN_NUMERIC)) {
                v->state |= SS_FOR_IN_NUMERIC;
                loop_body(ck, st, NULL, st->d, NULL, false, true);
                v->state &= ~SS_FOR_IN_NUMERIC;
                ck->scope = saved;
                return;
            }
        }
    } else if (st->a) {
        sx_ck_expr(ck, st->a, NULL);
    }
    loop_body(ck, st, NULL, st->d, NULL, false, true);
    /* for-of ends when the iterable is exhausted: the head environment */
    ck->scope = saved;
}

/* Narrow the environment as if `disc === c->a` is `eq` for every case clause (skip: one clause). */
/* Narrow by one case's `discriminant === value` (eq) or its negation. */
static void narrow_case(sx_ck *ck, sx_node *st, sx_node *c, bool eq) {
    if (!c || !c->a) return;
    if (st->a->kind == SX_N_TRUE) { /* switch (true) { case cond: } */
        sx_ck_narrow(ck, c->a, eq);
        return;
    }
    sx_node cmp = {0};
    cmp.kind = SX_N_BINARY;
    cmp.op = SX_OP_SEQ;
    cmp.a = st->a;
    cmp.b = c->a;
    cmp.span = c->span;
    sx_ck_narrow(ck, &cmp, eq);
}

/* Narrow by case `only` (eq: it matched), or by every case (none of them matched). */
static void narrow_cases(sx_ck *ck, sx_node *st, bool eq, sx_node *only) {
    if (only) { /* (not a scan of the cases for it: a switch of n cases would be quadratic) */
        narrow_case(ck, st, only, eq);
        return;
    }
    for (uint32_t i = 0; i < st->list.count; i++) narrow_case(ck, st, st->list.items[i], eq);
}

static void switch_stmt(sx_ck *ck, sx_node *st) {
    sx_type *disc = sx_ck_expr(ck, st->a, NULL);
    for (uint32_t i = 0; i < st->list.count; i++) {
        sx_node *c = st->list.items[i];
        if (!c || !c->a) continue;
        sx_type *ct = sx_ck_expr(ck, c->a, NULL);
        if (sx_ck_eq_no_overlap(ck, disc, ct)) {
            bool keep_literal = false; /* tsc prints the literal only against types that have literals */
            for (uint32_t k = 0; k < (disc->kind == TK_UNION ? disc->u.set.n : 1); k++)
                keep_literal |= sx_ck_t_is_unit(disc->kind == TK_UNION ? disc->u.set.t[k] : disc);
            sx_ck_error_at(ck, c->a, 2678, "Type '%s' is not comparable to type '%s'.",
                           sx_ck_t_str(ck, keep_literal ? ct : sx_ck_t_base_primitive(ck, ct)), sx_ck_t_str(ck, disc));
        }
    }
    sx_env base = {0};
    sx_ck_env_copy(ck, &base, &ck->env);
    sx_scope *saved = ck->scope;
    ck->scope = new_scope(ck, SC_BLOCK);
    for (uint32_t i = 0; i < st->list.count; i++) {
        sx_node *c = st->list.items[i];
        if (c) sx_ck_hoist(ck, &c->list, ck->scope, UINT32_MAX);
    }
    sx_jump j = {.parent = ck->jumps, .label = NULL, .llen = 0, .is_loop = false, .is_switch = true};
    j.brk.dead = true;
    ck->jumps = &j;
    bool has_default = false;
    sx_env fall = {0};
    fall.dead = true;
    for (uint32_t i = 0; i < st->list.count; i++) {
        sx_node *c = st->list.items[i];
        if (!c) continue;
        sx_ck_env_copy(ck, &ck->env, &base);
        if (c->a) {
            narrow_cases(ck, st, true, c);
        } else { /* default: none of the cases matched */
            has_default = true;
            narrow_cases(ck, st, false, NULL);
        }
        sx_ck_env_join(ck, &ck->env, &fall);
        for (uint32_t k = 0; k < c->list.count; k++) sx_ck_stmt(ck, c->list.items[k]);
        sx_ck_env_copy(ck, &fall, &ck->env);
    }
    ck->jumps = j.parent;
    sx_env out = {0};
    sx_ck_env_copy(ck, &out, &fall);
    sx_ck_env_join(ck, &out, sx_ck_jump_env(ck, &j.brk, &j.brk_from));
    if (!has_default) {
        /* no case matched; if that leaves the discriminant `never`, the switch was exhaustive */
        sx_ck_env_copy(ck, &ck->env, &base);
        narrow_cases(ck, st, false, NULL);
        ck->silent++;
        /* switch (typeof v): exhaustive when the cases leave v itself never (tsc's typeof witnesses) */
        sx_node *d = st->a->kind == SX_N_UNARY && st->a->op == SX_OP_TYPEOF && st->a->a ? st->a->a : st->a;
        sx_type *dt = sx_ck_expr(ck, d, NULL);
        ck->silent--;
        /* over an `any` the checker made (a user mapped type's union, ...), tsc may know that the
         * cases cover every member: taken as exhaustive (no TS2366, TS2454 or `| undefined` from
         * the way around the cases); an `any` written as such is not */
        if (dt->kind == TK_NEVER || (dt->kind == TK_ANY && dt != ck->pre->written_any && dt != ck->pre->error_any))
            ck->env.dead = true;
        if (out.dead && ck->env.dead) /* every way out returns or throws: after the switch (unreachable,
                                          but not to tsc's binder) the discriminant is what no case
                                          matched, `never` (`return assertNever(x)`) */
            sx_ck_env_copy(ck, &out, &ck->env);
        else sx_ck_env_join(ck, &out, &ck->env);
    }
    sx_ck_env_copy(ck, &ck->env, &out);
    ck->scope = saved;
}

static sx_jump *find_jump(sx_ck *ck, const char *label, uint32_t llen, bool is_continue) {
    for (sx_jump *j = ck->jumps; j; j = j->parent) {
        if (label) {
            if (j->label && j->llen == llen && memcmp(j->label, label, llen) == 0) return j;
            continue;
        }
        if (is_continue ? j->is_loop : (j->is_loop || j->is_switch)) return j;
    }
    return NULL;
}

void sx_ck_block(sx_ck *ck, sx_node_list *stmts, sx_scope *sc, uint32_t list_start) {
    sx_scope *saved = ck->scope;
    ck->scope = sc;
    sx_ck_hoist(ck, stmts, sc, list_start);
    for (uint32_t i = 0; i < stmts->count; i++) sx_ck_stmt(ck, stmts->items[i]);
    ck->scope = saved;
}

/* Does `n` mention the identifier `name` (tsc's isSymbolUsedInConditionBody, by name)? */
static bool mentions(const sx_node *n, const char *name, uint32_t len, int depth) {
    if (!n || depth > 200) return false;
    if ((n->kind == SX_N_IDENT || n->kind == SX_N_MEMBER) && n->len == len && n->str && memcmp(n->str, name, len) == 0)
        return true;
    const sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (mentions(kids[i], name, len, depth + 1)) return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (mentions(n->list.items[i], name, len, depth + 1)) return true;
    return false;
}

/* `if (p)` or `p ? a : b` where p is a Promise (TS2801) or a function (TS2774) not used in the branch:
   always true (tsc's checkTestingKnownTruthyCallableOrAwaitableOrEnumMemberType). */
void sx_ck_always_true_condition(sx_ck *ck, sx_node *cond, sx_type *t, sx_node *body) {
    bool promise = t->kind == TK_REF && t->u.ref.decl == ck->pre->promise;
    uint32_t nc = 0;
    if (!promise && (t->kind == TK_OBJ || t->kind == TK_REF) && !(t->flags & TF_PARTIAL))
        sx_ck_get_sigs(ck, t, false, &nc);
    if (!promise && !nc) return;
    const sx_node *tested = cond->kind == SX_N_IDENT || cond->kind == SX_N_MEMBER ? cond : NULL;
    if (!tested && !promise) return;
    if (tested && mentions(body, tested->str, tested->len, 0)) return;
    if (promise)
        sx_ck_error_at(ck, cond, 2801, "This condition will always return true since this '%s' is always defined.",
                       sx_ck_t_str(ck, t));
    else
        sx_ck_error_at(ck, cond, 2774,
                       "This condition will always return true since this function is always defined. Did you mean to "
                       "call it instead?");
}

void sx_ck_class_decl_check(sx_ck *ck, sx_node *cls, sx_sym *sym); /* class.c */
void sx_ck_enum_check(sx_ck *ck, sx_node *en, sx_sym *sym);        /* class.c */

void sx_ck_stmt(sx_ck *ck, sx_node *st) {
    if (!st) return;
    if (++ck->depth > 400) {
        ck->depth--;
        return;
    }
    switch (st->kind) {
    case SX_N_EXPR_STMT:
        ck->unused_expr = st->a;
        ck->stmt_expr = st->a;
        sx_ck_expr(ck, st->a, NULL);
        break;
    case SX_N_VAR_DECL: var_decl(ck, st); break;
    case SX_N_FUNC_DECL: {
        sx_node *fn = st->a;
        if (!fn) break;
        sx_sig *sig = sx_ck_fn_sig(ck, fn, NULL, true);
        if (!sig || !fn->b) break;
        sx_env saved = {0};
        sx_ck_env_copy(ck, &saved, &ck->env);
        sx_ck_env_clear(&ck->env); /* a hoisted function sees declared types */
        sx_fnctx f = {0};
        f.parent = ck->fn;
        f.fn = fn;
        f.is_async = (fn->flags & SX_NF_ASYNC) != 0;
        f.cls = ck->fn ? ck->fn->cls : NULL;
        f.this_implicit = !sx_ck_fn_has_this_param(ck, fn);
        sx_ck_fnctx_set_ret(ck, &f, fn, sig);
        f.collecting = sig->ret == NULL;
        ck->fn = &f;
        sx_tpenv env = {ck->tpenv, sig->tps, sig->ntps};
        ck->tpenv = &env;
        sx_ck_fn_body(ck, fn, sig, NULL);
        ck->tpenv = env.parent;
        ck->fn = f.parent;
        sx_ck_env_copy(ck, &ck->env, &saved);
        break;
    }
    case SX_N_CLASS_DECL: {
        sx_sym *s = st->a && st->a->str ? sx_ck_lookup(ck, st->a->str, st->a->len, SF_CLASS) : NULL;
        sx_ck_class_decl_check(ck, st->a, s);
        break;
    }
    case SX_N_ENUM: {
        sx_sym *s = st->str ? sx_ck_lookup(ck, st->str, st->len, SF_ENUM) : NULL;
        sx_ck_enum_check(ck, st, s);
        break;
    }
    case SX_N_INTERFACE:
    case SX_N_TYPE_ALIAS: {
        sx_sym *s = st->str ? sx_ck_lookup(ck, st->str, st->len, SF_INTERFACE | SF_ALIAS) : NULL;
        if (s) {
            sx_ck_sym_dtype(ck, s);
            sx_ck_sym_members(ck, s);
        }
        break;
    }
    case SX_N_DECLARE:
        for (uint32_t i = 0; i < st->list.count; i++) sx_ck_stmt(ck, st->list.items[i]); /* declare global */
        sx_ck_stmt(ck, st->a);
        break;
    case SX_N_EXPORT: sx_ck_stmt(ck, st->a); break;
    case SX_N_IMPORT:
        if (st->a) sx_ck_stmt(ck, st->a); /* the const declarations of frontend/convert.c's lowering */
        break;
    case SX_N_BLOCK: sx_ck_block(ck, &st->list, new_scope(ck, SC_BLOCK), st->span.start + 1); break;
    case SX_N_IF: {
        sx_type *ct = sx_ck_expr(ck, st->a, NULL);
        sx_ck_always_true_condition(ck, st->a, ct, st->b);
        sx_env base = {0}, then_env = {0};
        sx_ck_env_copy(ck, &base, &ck->env);
        sx_ck_narrow(ck, st->a, true);
        sx_ck_stmt(ck, st->b);
        sx_ck_env_copy(ck, &then_env, &ck->env);
        sx_ck_env_copy(ck, &ck->env, &base);
        sx_ck_narrow(ck, st->a, false);
        if (st->c) sx_ck_stmt(ck, st->c);
        sx_ck_env_join(ck, &ck->env, &then_env);
        break;
    }
    case SX_N_WHILE: loop_body(ck, st, st->a, st->b, NULL, false, false); break;
    case SX_N_DO_WHILE: loop_body(ck, st, st->a, st->b, NULL, true, false); break;
    case SX_N_FOR: {
        sx_scope *saved = ck->scope;
        ck->scope = new_scope(ck, SC_BLOCK);
        if (st->a) {
            if (st->a->kind == SX_N_VAR_DECL) {
                sx_node_list one = {&st->a, 1};
                sx_ck_hoist(ck, &one, ck->scope, UINT32_MAX);
                var_decl(ck, st->a);
            } else {
                ck->unused_expr = st->a;
                sx_ck_expr(ck, st->a, NULL);
            }
        }
        loop_body(ck, st, st->b, st->d, st->c, false, false);
        ck->scope = saved;
        break;
    }
    case SX_N_FOR_OF: for_of(ck, st, true); break;
    case SX_N_FOR_IN: for_of(ck, st, false); break;
    case SX_N_BREAK:
    case SX_N_CONTINUE: {
        sx_jump *j = find_jump(ck, st->str, st->len, st->kind == SX_N_CONTINUE);
        if (j) sx_ck_envs_push(ck, st->kind == SX_N_BREAK ? &j->brk_from : &j->cont_from, &ck->env);
        ck->env.dead = true;
        break;
    }
    case SX_N_RETURN: ret_stmt(ck, st); break;
    case SX_N_THROW:
        sx_ck_expr(ck, st->a, NULL);
        ck->env.dead = true;
        break;
    case SX_N_TRY: {
        sx_env base = {0}, after_try = {0};
        sx_ck_env_copy(ck, &base, &ck->env);
        sx_ck_stmt(ck, st->a);
        sx_ck_env_copy(ck, &after_try, &ck->env);
        if (st->b) {
            /* the catch block may start anywhere in the try block: declared types of what it assigned */
            sx_ck_env_copy(ck, &ck->env, &base);
            sx_ck_env_join(ck, &ck->env, &after_try);
            ck->env.dead = false;
            sx_scope *saved = ck->scope;
            ck->scope = new_scope(ck, SC_BLOCK);
            sx_node *c = st->b;
            if (c->a) {
                declare_pattern(ck, ck->scope, c->a, SF_CATCH | SF_LET, c, 0);
                sx_type *et = c->type ? sx_ck_resolve_annot(ck, c->type) : T_UNKNOWN(ck);
                if (et->kind != TK_ANY &&
                    et->kind != TK_UNKNOWN) {                  /* `catch (e: Error)`: the variable is then an error */
                    uint32_t tl = 0, at = c->type->span.start; /* the type's first token */
                    while (at + tl < ck->src.len && (isalnum((unsigned char)ck->src.text[at + tl]) ||
                                                     ck->src.text[at + tl] == '_' || ck->src.text[at + tl] == '$'))
                        tl++;
                    sx_ck_error(ck, at, tl ? tl : 1, 1196,
                                "Catch clause variable type annotation must be 'any' or 'unknown' if specified.");
                    et = ck->pre->error_any;
                }
                sx_ck_bind_pattern(ck, c->a, SF_PARAM, c, et);
            }
            sx_ck_stmt(ck, c->b);
            ck->scope = saved;
            sx_ck_env_join(ck, &ck->env, &after_try);
        }
        if (st->c) {
            sx_env after = {0};
            sx_ck_env_copy(ck, &after, &ck->env);
            bool dead = ck->env.dead;
            sx_ck_env_copy(ck, &ck->env, &base);
            sx_ck_env_join(ck, &ck->env, &after);
            ck->env.dead = false;
            sx_ck_stmt(ck, st->c);
            if (!ck->env.dead) {
                sx_ck_env_copy(ck, &ck->env, &after);
                ck->env.dead = dead;
            }
        }
        break;
    }
    case SX_N_SWITCH: switch_stmt(ck, st); break;
    case SX_N_LABELED: {
        if (st->a && (st->a->kind == SX_N_FOR || st->a->kind == SX_N_WHILE || st->a->kind == SX_N_DO_WHILE ||
                      st->a->kind == SX_N_FOR_OF || st->a->kind == SX_N_FOR_IN)) {
            sx_jump j = {.parent = ck->jumps, .label = st->str, .llen = st->len, .is_loop = false, .is_switch = false};
            j.brk.dead = j.cont.dead = true;
            ck->jumps = &j;
            sx_ck_stmt(ck, st->a);
            ck->jumps = j.parent;
            sx_ck_env_join(ck, &ck->env, sx_ck_jump_env(ck, &j.brk, &j.brk_from));
        } else {
            sx_jump j = {.parent = ck->jumps, .label = st->str, .llen = st->len, .is_loop = false, .is_switch = false};
            j.brk.dead = true;
            ck->jumps = &j;
            sx_ck_stmt(ck, st->a);
            ck->jumps = j.parent;
            sx_ck_env_join(ck, &ck->env, sx_ck_jump_env(ck, &j.brk, &j.brk_from));
        }
        break;
    }
    default: break;
    }
    ck->depth--;
}

void sx_ck_check_program(sx_ck *ck, sx_node *prog) {
    sx_scope *g = new_scope(ck, SC_GLOBAL);
    ck->user_globals = g;
    sx_ck_grammar(ck, prog);
    sx_ck_block(ck, &prog->list, g, 0);
}
