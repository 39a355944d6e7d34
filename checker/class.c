/* class.c - classes (instance and constructor types, member checks) and enums. */
#include "checker/ck.h"

#include <math.h>
#include <stdlib.h>

/* Key text of a class member (identifier or string key), or NULL for computed keys. */
static const char *member_key(sx_node *p, uint32_t *len) {
    if (!p->a || p->a->kind != SX_N_STRING) return NULL;
    *len = p->a->len;
    return p->a->str;
}

/* The getter or setter (flag SX_NF_GETTER / SX_NF_SETTER) named key in class body c, or NULL. */
static sx_node *accessor_of(sx_node *c, const char *key, uint32_t klen, uint32_t flag) {
    for (uint32_t k = 0; k < c->list.count; k++) {
        sx_node *q = c->list.items[k];
        uint32_t ql;
        const char *qk = q ? member_key(q, &ql) : NULL;
        if (q && (q->flags & flag) && qk && ql == klen && memcmp(qk, key, klen) == 0) return q;
    }
    return NULL;
}

static bool is_ctor(sx_node *p) {
    uint32_t l;
    const char *k = member_key(p, &l);
    return k && l == 11 && memcmp(k, "constructor", 11) == 0 && (p->flags & SX_NF_METHOD);
}

/* Is there a '?' right after the member's key (an optional field/method)? */
static bool has_question(sx_ck *ck, sx_node *p) {
    if (!p->a) return false;
    uint32_t i = p->a->span.end;
    const char *t = ck->src.text;
    while (i < p->span.end && (t[i] == ' ' || t[i] == '\t')) i++;
    return i < p->span.end && t[i] == '?';
}

static sx_node *find_class_node(sx_sym *s) { return s->vdecl && s->vdecl->kind == SX_N_CLASS ? s->vdecl : NULL; }

/* The type a write to a class's accessor `name` takes when its setter's parameter type differs
 * from its getter's type (PF_WIDE_SETTER, TS 5.1): the setter's written parameter type, with the
 * type arguments of obj (the instance, or the class itself for a static accessor) filled in. Any
 * when that is out of reach (a generic class's member seen through a subclass or `this`). */
sx_type *sx_ck_setter_write_type(sx_ck *ck, sx_type *obj, sx_sym *owner, const char *name, uint32_t len) {
    sx_node *c = owner ? find_class_node(owner) : NULL;
    if (!c) return T_ANY(ck);
    bool want_static = obj->kind != TK_REF;
    sx_node *setter = NULL;
    for (uint32_t k = 0; k < c->list.count && !setter; k++) {
        sx_node *q = c->list.items[k];
        uint32_t ql;
        const char *qk = q && (q->flags & SX_NF_SETTER) ? member_key(q, &ql) : NULL;
        if (qk && ql == len && memcmp(qk, name, len) == 0 && ((q->flags & SX_NF_STATIC) != 0) == want_static)
            setter = q;
    }
    sx_node *prm = setter && setter->b && setter->b->list.count ? setter->b->list.items[0] : NULL;
    if (!prm || !prm->type || (prm->flags & SX_NF_REST)) return T_ANY(ck);
    if (owner->ntps && (want_static || obj->u.ref.decl != owner || obj->u.ref.n != owner->ntps)) return T_ANY(ck);
    sx_tpenv env = {ck->tpenv, owner->tps, owner->ntps};
    ck->tpenv = &env;
    sx_type *t = sx_ck_resolve_annot(ck, prm->type);
    ck->tpenv = env.parent;
    if (t && owner->ntps) t = sx_ck_subst(ck, t, owner->tps, obj->u.ref.args, owner->ntps);
    return t ? t : T_ANY(ck);
}

/* class D extends B, built while B itself is being built (a member of B names D: `isD(): this is
 * D`): B's constructor side does not exist yet, so D's inherited construct signature is unknown. */
static bool base_in_progress(sx_ck *ck, sx_node *c) {
    if (!c->b || c->b->kind != SX_N_IDENT) return false;
    sx_sym *b = sx_ck_lookup(ck, c->b->str, c->b->len, SF_CLASS);
    return b && (b->state & SS_MEMBERS_RESOLVING);
}

/* new (...args: any[]): what D gets then (tsc would know B's parameters: no false error). */
static sx_sig *any_args_sig(sx_ck *ck) {
    sx_sig *s = sx_ck_sig_new(ck, 1);
    if (s == NULL || s->params == NULL) return s;
    s->nparams = 1;
    s->params[0].name = "args";
    s->params[0].len = 4;
    s->params[0].type = sx_ck_t_array(ck, T_ANY(ck), false);
    s->params[0].rest = true;
    s->has_rest = true;
    return s;
}
/* The text [from, to) between two members the front end kept: true when it is blank or holds
 * only abstract property and method declarations (`abstract area(): number;`), which are then
 * members of s's instance type; false when it holds anything else (overload signatures, index
 * signatures ...): the class is then read without members. */
static bool abstract_gap(sx_ck *ck, sx_sym *s, uint32_t from, uint32_t to) {
    const char *t = ck->src.text;
    bool blank = true;
    for (uint32_t k = from; k < to && blank; k++)
        blank =
            t[k] == ' ' || t[k] == '\n' || t[k] == '\t' || t[k] == '\r' || t[k] == ';' || t[k] == '}' || t[k] == '{';
    if (blank) return true;
    sx_tmember *ms;
    uint32_t nm;
    if (!s->members || !sx_ck_tp_members(&ck->src, from, to, &ms, &nm) || nm == 0) return false;
    for (uint32_t j = 0; j < nm; j++) {
        if (!ms[j].name || (ms[j].kind != TM_PROP && ms[j].kind != TM_METHOD && ms[j].kind != TM_GET) ||
            !(sx_ck_tp_modifiers(&ck->src, ms[j].start, to) & TMOD_ABSTRACT) ||
            sx_ck_obj_find(s->members, ms[j].name, ms[j].len))
            return false;
    }
    for (uint32_t j = 0; j < nm; j++) {
        sx_ck_add_tmember(ck, s->members, &ms[j], &ck->src, 0);
        sx_prop *pr = sx_ck_obj_find(s->members, ms[j].name, ms[j].len);
        if (!pr) continue;
        unsigned mods = sx_ck_tp_modifiers(&ck->src, ms[j].start, to);
        pr->owner = s;
        pr->flags |= (mods & TMOD_PROTECTED ? PF_PROTECTED : 0) | (mods & TMOD_READONLY ? PF_READONLY : 0);
    }
    return true;
}

static uint32_t class_body_start(const sx_node *c) {
    return c->list.count ? c->list.items[0] ? c->list.items[0]->span.start : c->span.end : c->span.end;
}

/* The instance type of a class, `C<T>`, from its header's type parameters alone: naming the
 * class as a type needs no members, so `type F<T> = (c: C) => T` written before `class C {
 * m(f: F<number>) {} }` sees the alias whole rather than a half-built one (as tsc does). */
void sx_ck_class_head(sx_ck *ck, sx_sym *s) {
    sx_node *c = find_class_node(s);
    if (!c || s->dtype) return;
    int sv = ck->silent;
    ck->silent = 1;
    sx_ttparam *ttp;
    uint32_t nttp;
    if (sx_ck_tp_tparams_in(&ck->src, c->span.start, class_body_start(c), &ttp, &nttp) && nttp) {
        sx_ck_resolve_tparams(ck, ttp, nttp, &ck->src, &s->tps);
        s->ntps = s->tps ? nttp : 0;
    }
    s->dtype = sx_ck_t_ref(ck, s, s->tps, s->ntps);
    ck->silent = sv;
}

/* The text of class c between the members the front end kept (overload signatures and abstract
 * members live there), gap by gap: first_gap is where the first starts (past the `{`); next_gap
 * gives the next [from, to) (the last one ends before the closing brace), with *i counting the
 * kept members from 0 and *gap where the next gap starts; false when none is left. */
static uint32_t first_gap(sx_ck *ck, sx_node *c) {
    const char *t = ck->src.text;
    uint32_t k = c->b ? c->b->span.end : c->span.start;
    /* the body's `{` is the first one outside the header's brackets: type parameters and
       arguments may hold type literals (`class Bus<E extends { [K in keyof E]: unknown[] }> {`) */
    int depth = 0;
    for (; k < c->span.end; k++) {
        char ch = t[k];
        if (ch == '{' && depth == 0) break;
        if (ch == '<' || ch == '(' || ch == '[' || ch == '{') depth++;
        else if ((ch == ')' || ch == ']' || ch == '}' || (ch == '>' && k > 0 && t[k - 1] != '=')) && depth > 0) depth--;
        else if (ch == '"' || ch == '\'' || ch == '`') /* a string literal type */
            for (k++; k < c->span.end && t[k] != ch; k++)
                if (t[k] == '\\') k++;
    }
    return k + 1;
}
static bool next_gap(sx_node *c, uint32_t *i, uint32_t *gap, uint32_t *from, uint32_t *to) {
    for (; *i <= c->list.count; (*i)++) {
        if (*i < c->list.count && !c->list.items[*i]) continue;
        *from = *gap;
        *to = *i < c->list.count ? c->list.items[*i]->span.start : c->span.end - 1;
        if (*i < c->list.count) *gap = c->list.items[*i]->span.end;
        (*i)++;
        return true;
    }
    return false;
}

/* Each member named in the text between the members the front end kept (overload signatures,
 * abstract members) becomes any in o: its real type is not the implementation's. False when a
 * gap does not read as class members. */
static bool gap_members_any(sx_ck *ck, sx_node *c, sx_obj *o) {
    const char *t = ck->src.text;
    uint32_t i = 0, gap = first_gap(ck, c), from, end;
    while (next_gap(c, &i, &gap, &from, &end)) {
        bool blank = true;
        for (uint32_t j = from; j < end && blank; j++)
            blank = t[j] == ' ' || t[j] == '\n' || t[j] == '\t' || t[j] == '\r' || t[j] == ';' || t[j] == '}' ||
                    t[j] == '{';
        sx_tmember *ms;
        uint32_t nm;
        if (blank) continue;
        if (!sx_ck_tp_members(&ck->src, from, end, &ms, &nm)) return false;
        for (uint32_t j = 0; j < nm; j++) {
            if (!ms[j].name) return false; /* a computed name: which one, we cannot say */
            sx_prop *p = sx_ck_obj_find(o, ms[j].name, ms[j].len);
            if (p) p->type = T_ANY(ck);
        }
    }
    return true;
}

/* Build instance members, base type, and the constructor (static) side of a class. */
void sx_ck_class_members(sx_ck *ck, sx_sym *s) {
    sx_node *c = find_class_node(s);
    if (!c || (s->dtype && s->members)) return;
    sx_ck_class_head(ck, s); /* type parameters, read from the header text */
    int sv = ck->silent;
    ck->silent = 1;
    uint32_t body_start = class_body_start(c);
    s->members = sx_ck_obj_new(ck);
    sx_obj *stat = sx_ck_obj_new(ck);
    sx_tpenv env = {ck->tpenv, s->tps, s->ntps};
    ck->tpenv = &env;
    sx_tnode *ext = NULL, **impls = NULL;
    uint32_t nimpls = 0;
    sx_ck_tp_class_heritage(&ck->src, c->span.start, body_start, &ext, &impls, &nimpls);
    sx_type *base_inst = NULL, *base_ctor = NULL;
    if (c->b) {
        base_ctor = sx_ck_expr(ck, c->b, NULL);
        /* a base expression of type any (`extends (X as any)`, a parameter typed any) gives an
         * instance side of type any, whatever name the heritage text starts with */
        if (base_ctor->kind == TK_ANY) base_inst = T_ANY(ck);
        else if (ext && ext->kind == TN_REF) base_inst = sx_ck_resolve(ck, ext, &ck->src);
        else {
            uint32_t n;
            sx_sig **cs = sx_ck_get_sigs(ck, base_ctor, true, &n);
            base_inst = n && cs[0]->ret ? cs[0]->ret : T_ANY(ck);
        }
        if (base_inst->kind == TK_ANY) s->members = NULL; /* unknown base: members become any */
        else {
            s->bases = sx_ck_alloc(ck, sizeof *s->bases);
            if (s->bases) {
                s->bases[0] = base_inst;
                s->nbases = 1;
            }
        }
    }
    sx_fnctx f = {0};
    f.parent = ck->fn;
    f.this_type = s->dtype;
    f.cls = s;
    ck->fn = &f;
    sx_sig *ctor = NULL;
    uint32_t prev_end = first_gap(ck, c); /* past the body's `{` */
    bool gaps = false;
    for (uint32_t i = 0; i < c->list.count; i++) {
        sx_node *p = c->list.items[i];
        if (!p) continue;
        /* text between members that the front end dropped: overloads, abstract members, index signatures */
        if (p->span.start > prev_end && !abstract_gap(ck, s, prev_end, p->span.start)) gaps = true;
        prev_end = p->span.end;
        if (p->kind != SX_N_PROPERTY) continue;
        unsigned mods = sx_ck_tp_modifiers(&ck->src, p->span.start, p->span.end);
        bool is_static = (p->flags & SX_NF_STATIC) != 0;
        uint16_t pf = (mods & TMOD_PRIVATE ? PF_PRIVATE : 0) | (mods & TMOD_PROTECTED ? PF_PROTECTED : 0) |
                      (mods & TMOD_READONLY ? PF_READONLY : 0) | (has_question(ck, p) ? PF_OPTIONAL : 0);
        uint32_t klen;
        const char *key = member_key(p, &klen);
        if (is_ctor(p)) {
            s->state |= mods & TMOD_PRIVATE ? SS_CTOR_PRIVATE : mods & TMOD_PROTECTED ? SS_CTOR_PROTECTED : 0;
            ctor = sx_ck_fn_sig(ck, p->b, NULL, false);
            /* parameter properties: constructor(private readonly x: number) declares this.x */
            for (uint32_t k = 0; ctor && p->b && k < p->b->list.count && s->members; k++) {
                sx_node *prm = p->b->list.items[k];
                if (!prm || !prm->a || prm->a->kind != SX_N_IDENT) continue;
                unsigned pm = sx_ck_tp_modifiers(&ck->src, prm->span.start, prm->span.end);
                if (!(pm & (TMOD_PUBLIC | TMOD_PRIVATE | TMOD_PROTECTED | TMOD_READONLY))) continue;
                uint16_t ppf = (pm & TMOD_PRIVATE ? PF_PRIVATE : 0) | (pm & TMOD_PROTECTED ? PF_PROTECTED : 0) |
                               (pm & TMOD_READONLY ? PF_READONLY : 0) |
                               ((prm->flags & SX_NF_OPTIONAL) ? PF_OPTIONAL : 0);
                sx_prop *pr = sx_ck_obj_add_prop(
                    ck, s->members, prm->a->str, prm->a->len,
                    k < ctor->nparams && ctor->params[k].type ? ctor->params[k].type : T_ANY(ck), ppf);
                if (pr) pr->owner = s;
            }
            continue;
        }
        if (!key) {
            if (s->members) gaps = true;
            continue;
        }
        sx_obj *o = is_static ? stat : s->members;
        if (!o) continue;
        sx_type *t;
        if (p->flags & (SX_NF_METHOD | SX_NF_GETTER | SX_NF_SETTER)) {
            sx_sig *sig = p->b ? sx_ck_fn_sig(ck, p->b, NULL, false) : NULL;
            if (!sig) continue;
            sig->cls = s;
            sig->is_static = is_static;
            if (p->flags & SX_NF_METHOD) {
                t = sx_ck_t_func(ck, sig);
                pf |= PF_METHOD;
            } else if (p->flags & SX_NF_GETTER) {
                t = sig->ret ? sig->ret : (p->b ? sx_ck_infer_return(ck, p->b, sig) : T_ANY(ck));
                sx_node *setter = accessor_of(c, key, klen, SX_NF_SETTER);
                if (!setter) pf |= PF_READONLY;
                else if (sx_ck_setter_type_differs(ck, setter->b, t) ||
                         (setter->b && setter->b->list.count && setter->b->list.items[0] &&
                          setter->b->list.items[0]->type && sx_ck_t_contains_tparam(t)))
                    pf |= PF_WIDE_SETTER; /* (with type parameters, sameness is not known: the setter's type it is) */
                pf |= PF_GETTER;
            } else {
                if (sx_ck_obj_find(o, key, klen) ||
                    accessor_of(c, key, klen, SX_NF_GETTER)) /* the getter gives the type */
                    continue;
                t = sig->nparams ? sig->params[0].type : T_ANY(ck);
            }
        } else if (p->type) {
            t = sx_ck_resolve_annot(ck, p->type);
        } else if (p->b) {
            sx_env saved = {0};
            sx_ck_env_copy(ck, &saved, &ck->env);
            t = (mods & TMOD_READONLY) ? sx_ck_expr(ck, p->b, NULL) : sx_ck_expr_mutable(ck, p->b, NULL);
            sx_ck_env_copy(ck, &ck->env, &saved);
        } else {
            t = T_ANY(ck);
        }
        sx_prop *pr = sx_ck_obj_add_prop(ck, o, key, klen, t ? t : T_ANY(ck), pf);
        if (pr) pr->owner = s;
    }
    if (c->span.end > prev_end + 1 && !abstract_gap(ck, s, prev_end, c->span.end - 1)) gaps = true;
    if (gaps && s->members) {
        /* members we could not see: accesses of unknown names are any; a name declared in the
         * gaps (an overload's signatures before its implementation) is any too */
        s->members->str_index = NULL;
        s->state |= SS_MEMBER_GAPS;
        if (!gap_members_any(ck, c, s->members)) s->members = NULL; /* unreadable gaps: all any */
    }
    /* constructor side: new (...) => C<T>, static members, printed `typeof C` */
    /* without a constructor of its own, a class has every construct signature of its base
     * (class D extends Date {} takes new D(), new D(ms) and new D(y, m, ...)) */
    uint32_t nbase = 0;
    sx_sig **bs = !ctor && base_ctor ? sx_ck_get_sigs(ck, base_ctor, true, &nbase) : NULL;
    bool base_building = !ctor && base_in_progress(ck, c);
    for (uint32_t i = 0; i < (nbase ? nbase : 1); i++) {
        /* an inherited constructor takes the base's type arguments (`extends Store<S>`: its
         * `constructor(state: S)` in terms of this class's S, which a `new` then infers) */
        bool by_args = nbase && !ctor && base_inst && base_inst->kind == TK_REF && bs[i]->ntps &&
                       bs[i]->ntps == base_inst->u.ref.n;
        sx_sig *cs = ctor            ? ctor
                     : by_args       ? sx_ck_subst_sig(ck, bs[i], bs[i]->tps, base_inst->u.ref.args, bs[i]->ntps, false)
                     : nbase         ? sx_ck_subst_sig(ck, bs[i], NULL, NULL, 0, true)
                     : base_building ? any_args_sig(ck)
                                     : sx_ck_sig_new(ck, 0);
        sx_sig *copy = cs ? sx_ck_sig_new(ck, 0) : NULL;
        if (copy) {
            *copy = *cs;
            copy->ret = s->dtype;
            copy->tps = s->tps;
            copy->ntps = s->ntps;
            copy->fn = NULL;
            sx_ck_obj_add_sig(ck, stat, copy, true);
        }
    }
    /* static members are inherited */
    if (base_ctor && base_ctor->kind == TK_OBJ && stat) {
        const sx_obj *bo = base_ctor->u.obj;
        for (uint32_t k = 0; k < bo->nprops; k++) {
            if (!sx_ck_obj_find(stat, bo->props[k].name, bo->props[k].len)) {
                sx_prop *np = sx_ck_obj_add_prop(ck, stat, bo->props[k].name, bo->props[k].len, bo->props[k].type,
                                                 bo->props[k].flags);
                if (np) np->owner = bo->props[k].owner;
            }
        }
    }
    if (stat && s->dtype && !sx_ck_obj_find(stat, "prototype", 9)) { /* C.prototype: C<any, ...>, read-only */
        sx_type *anys[16];
        uint32_t n = s->ntps <= 16 ? s->ntps : 0;
        for (uint32_t i = 0; i < n; i++) anys[i] = T_ANY(ck);
        sx_type *proto = s->ntps == n ? sx_ck_t_ref(ck, s, anys, n) : T_ANY(ck);
        sx_prop *pp = sx_ck_obj_add_prop(ck, stat, "prototype", 9, proto, PF_READONLY);
        if (pp) pp->owner = s;
    }
    sx_type *st = sx_ck_t_obj(ck, stat);
    st->sym = s;
    if (base_ctor && base_ctor->kind == TK_OBJ && (base_ctor->flags & TF_PARTIAL)) st->flags |= TF_PARTIAL;
    if (!s->members || (s->state & SS_MEMBER_GAPS)) st->flags |= TF_PARTIAL;
    s->vtype = st;
    if (s->flags & SF_INTERFACE) sx_ck_merge_iface_into_class(ck, s); /* `interface C {...}` beside `class C` */
    ck->fn = f.parent;
    ck->tpenv = env.parent;
    ck->silent = sv;
}

static bool is_this_member(const sx_node *n, const char *name, uint32_t len) {
    return n && n->kind == SX_N_MEMBER && n->a && n->a->kind == SX_N_THIS && n->len == len &&
           memcmp(n->str, name, len) == 0;
}

/* Is this.<name> a target inside destructuring pattern p (`[this.x, this.y] = t`, `({ x: this.x }
 * = p)`)? */
static bool pattern_targets(const sx_node *p, const char *name, uint32_t len, int depth) {
    if (!p || depth > 32 || p->kind == SX_N_FUNCTION) return false;
    if (is_this_member(p, name, len)) return true;
    const sx_node *kids[4] = {p->a, p->b, p->c, p->d};
    for (int i = 0; i < 4; i++)
        if (pattern_targets(kids[i], name, len, depth + 1)) return true;
    for (uint32_t i = 0; i < p->list.count; i++)
        if (pattern_targets(p->list.items[i], name, len, depth + 1)) return true;
    return false;
}

/* Does the constructor assign this.<name> somewhere? */
static bool ctor_assigns(sx_node *n, const char *name, uint32_t len, int depth) {
    if (!n || depth > 100) return false;
    if (n->kind == SX_N_ASSIGN && n->a &&
        (is_this_member(n->a, name, len) || (n->a->kind != SX_N_MEMBER && pattern_targets(n->a, name, len, 0))))
        return true;
    sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++)
        if (kids[i] && kids[i]->kind != SX_N_FUNCTION && ctor_assigns(kids[i], name, len, depth + 1)) return true;
    for (uint32_t i = 0; i < n->list.count; i++)
        if (ctor_assigns(n->list.items[i], name, len, depth + 1)) return true;
    return false;
}

static void check_method_body(sx_ck *ck, sx_node *fn, sx_sym *s, sx_type *this_t, bool setter, bool in_expr) {
    if (!fn || fn->kind != SX_N_FUNCTION || !fn->b) return;
    /* a setter's parameter takes its type from the getter: no implicit-any error for it */
    sx_sig *sig = sx_ck_fn_sig(ck, fn, NULL, !setter);
    if (!sig) return;
    sx_env saved = {0};
    sx_ck_env_copy(ck, &saved, &ck->env);
    /* a class expression's methods and accessors see the narrowings around them as a function
     * expression does (tsc's isObjectLiteralOrClassExpressionMethodOrAccessor); a declared class's
     * start over */
    if (in_expr) {
        sx_ck_env_strip_unassigned(ck, &ck->env);
        sx_ck_env_forget(ck, &ck->env, sx_ck_outer_flow_lost, fn->span.start);
    } else {
        sx_ck_env_clear(&ck->env);
    }
    sx_fnctx f = {0};
    f.parent = ck->fn;
    f.fn = fn;
    f.is_async = (fn->flags & SX_NF_ASYNC) != 0;
    f.this_type = sig->this_param ? sig->this_param : this_t; /* a written `this: new () => T` wins */
    f.cls = s;
    sx_ck_fnctx_set_ret(ck, &f, fn, sig);
    f.collecting = sig->ret == NULL;
    ck->fn = &f;
    sx_tpenv env = {ck->tpenv, sig->tps, sig->ntps};
    ck->tpenv = &env;
    sx_ck_fn_body(ck, fn, sig, this_t);
    ck->tpenv = env.parent;
    ck->fn = f.parent;
    sx_ck_env_copy(ck, &ck->env, &saved);
}

/* tsc's checkClassForDuplicateDeclarations: fields, accessors and methods sharing a name (TS2300 at
 * the later one; get + set is fine, methods are overloads), and duplicate method bodies (TS2393). */
static void class_duplicates(sx_ck *ck, sx_node *c) {
    for (uint32_t i = 0; i < c->list.count; i++) {
        sx_node *p = c->list.items[i];
        uint32_t pl;
        const char *pk = p && p->kind == SX_N_PROPERTY && !is_ctor(p) ? member_key(p, &pl) : NULL;
        if (!pk) continue;
        unsigned pm = p->flags & SX_NF_METHOD ? 4 : p->flags & SX_NF_GETTER ? 1 : p->flags & SX_NF_SETTER ? 2 : 3;
        unsigned seen = 0;
        sx_node *prev_method = NULL;
        for (uint32_t j = 0; j < i; j++) {
            sx_node *q = c->list.items[j];
            uint32_t ql;
            const char *qk = q && q->kind == SX_N_PROPERTY && !is_ctor(q) ? member_key(q, &ql) : NULL;
            if (!qk || ql != pl || memcmp(qk, pk, pl) != 0 || (q->flags & SX_NF_STATIC) != (p->flags & SX_NF_STATIC) ||
                (q->flags & SX_NF_PRIVATE) != (p->flags & SX_NF_PRIVATE))
                continue;
            unsigned qm = q->flags & SX_NF_METHOD ? 4 : q->flags & SX_NF_GETTER ? 1 : q->flags & SX_NF_SETTER ? 2 : 3;
            seen |= qm;
            if (qm == 4) prev_method = q;
        }
        if (!seen) continue;
        if ((seen & 4) != (pm & 4) || (!(pm & 4) && (seen & pm)))
            sx_ck_error_at(ck, p->a, 2300, "Duplicate identifier '%.*s'.", (int)pl, pk);
        else if (pm == 4 && prev_method && prev_method->b && prev_method->b->b && p->b && p->b->b) {
            sx_ck_error_at(ck, prev_method->a, 2393, "Duplicate function implementation.");
            sx_ck_error_at(ck, p->a, 2393, "Duplicate function implementation.");
        }
    }
}

bool sx_ck_class_is_abstract(sx_ck *ck, const sx_node *c) {
    return c && c->span.start + 9 <= ck->src.len && memcmp(ck->src.text + c->span.start, "abstract", 8) == 0 &&
           (ck->src.text[c->span.start + 8] == ' ' || ck->src.text[c->span.start + 8] == '\n');
}

/* Names of the abstract members of class c (they are in the text between the members the front end keeps). */
static uint32_t abstract_members(sx_ck *ck, sx_node *c, const char **names, uint32_t *lens, uint32_t cap) {
    uint32_t n = 0, i = 0, gap = first_gap(ck, c), from, end;
    while (next_gap(c, &i, &gap, &from, &end)) {
        sx_tmember *ms;
        uint32_t nm;
        if (end > from && sx_ck_tp_members(&ck->src, from, end, &ms, &nm))
            for (uint32_t j = 0; j < nm && n < cap; j++)
                if (ms[j].name && (sx_ck_tp_modifiers(&ck->src, ms[j].start, end) & TMOD_ABSTRACT))
                    names[n] = ms[j].name, lens[n++] = ms[j].len;
    }
    return n;
}

/* TS2515: a concrete class that leaves an inherited abstract member unimplemented. */
static void check_abstract_implemented(sx_ck *ck, sx_node *c, sx_sym *s) {
    if (!c->b || c->b->kind != SX_N_IDENT || sx_ck_class_is_abstract(ck, c)) return;
    sx_sym *base = sx_ck_lookup(ck, c->b->str, c->b->len, SF_CLASS);
    sx_node *bc = base ? find_class_node(base) : NULL;
    if (!bc || !sx_ck_class_is_abstract(ck, bc) || bc->b) return;
    const char *names[16];
    uint32_t lens[16];
    uint32_t n = abstract_members(ck, bc, names, lens, 16), missing = 0, which = 0;
    for (uint32_t i = 0; i < n; i++) {
        bool have = false;
        for (uint32_t k = 0; k < c->list.count && !have; k++) {
            uint32_t l;
            const char *key = c->list.items[k] ? member_key(c->list.items[k], &l) : NULL;
            have = key && l == lens[i] && memcmp(key, names[i], l) == 0;
        }
        if (!have) missing++, which = i;
    }
    if (missing == 1 && abstract_members(ck, c, names + 8, lens + 8, 8) == 0)
        sx_ck_error_at(ck, s->vnode ? s->vnode : c, 2515,
                       "Non-abstract class '%.*s' does not implement inherited abstract member %.*s from class '%.*s'.",
                       (int)s->len, s->name, (int)lens[which], names[which], (int)base->len, base->name);
}

/* tsc's issueMemberSpecificError: members of the class that do not fit the same member of the base
 * type (TS2416 each), else the class as a whole (`broad`, TS2415/TS2420). */
static void check_against_base(sx_ck *ck, sx_node *c, sx_sym *s, sx_type *base, int broad_code, const char *broad) {
    if (!s->dtype || base->kind == TK_ANY || sx_ck_assignable(ck, s->dtype, base)) return;
    bool member_error = false;
    char *cs = sx_ck_t_str(ck, s->dtype), *bs = sx_ck_t_str(ck, base);
    for (uint32_t i = 0; i < c->list.count; i++) {
        sx_node *p = c->list.items[i];
        uint32_t l;
        const char *key =
            p && p->kind == SX_N_PROPERTY && !(p->flags & SX_NF_STATIC) && !is_ctor(p) ? member_key(p, &l) : NULL;
        if (!key) continue;
        sx_propres mine = sx_ck_get_prop(ck, s->dtype, key, l), theirs = sx_ck_get_prop(ck, base, key, l);
        if (!mine.found || !theirs.found || mine.partial || theirs.partial) continue;
        sx_type *mt = mine.flags & PF_OPTIONAL ? sx_ck_t_union2(ck, mine.type, T_UNDEF(ck)) : mine.type;
        sx_type *tt = theirs.flags & PF_OPTIONAL ? sx_ck_t_union2(ck, theirs.type, T_UNDEF(ck)) : theirs.type;
        if (sx_ck_assignable(ck, mt, tt)) continue;
        char *head =
            sx_ck_strf(ck, "Property '%.*s' in type '%s' is not assignable to the same property in base type '%s'.",
                       (int)l, key, cs, bs);
        sx_buf b = sx_ck_explain(ck, head ? head : "", mt, tt);
        sx_ck_error_at(ck, p->a, 2416, "%s", b.s ? b.s : "");
        sx_ck_buf_free(&b);
        member_error = true;
    }
    if (!member_error && s->vnode) {
        sx_buf b = sx_ck_explain(ck, sx_ck_strf(ck, broad, (int)s->len, s->name, bs), s->dtype, base);
        sx_ck_error_at(ck, s->vnode, broad_code, "%s", b.s ? b.s : "");
        sx_ck_buf_free(&b);
    }
}

static void check_heritage(sx_ck *ck, sx_node *c, sx_sym *s) {
    if (!s->members || (s->state & SS_MEMBER_GAPS)) return; /* members we cannot see */
    if (s->nbases && s->bases[0]->kind == TK_REF)
        check_against_base(ck, c, s, s->bases[0], 2415, "Class '%.*s' incorrectly extends base class '%s'.");
    uint32_t body_start = c->list.count && c->list.items[0] ? c->list.items[0]->span.start : c->span.end;
    sx_tnode *ext = NULL, **impls = NULL;
    uint32_t nimpls = 0;
    if (!sx_ck_tp_class_heritage(&ck->src, c->span.start, body_start, &ext, &impls, &nimpls)) return;
    sx_tpenv env = {ck->tpenv, s->tps, s->ntps};
    for (uint32_t i = 0; i < nimpls; i++) {
        ck->tpenv = &env;
        ck->silent++;
        sx_type *it = sx_ck_resolve(ck, impls[i], &ck->src);
        ck->silent--;
        ck->tpenv = env.parent;
        if (it->kind == TK_REF && (it->u.ref.decl->flags & SF_INTERFACE) && !sx_ck_t_contains_tparam(it))
            check_against_base(ck, c, s, it, 2420, "Class '%.*s' incorrectly implements interface '%s'.");
    }
}

/* Does the tree contain `super(...)` (not looking into nested functions, arrows included, as
 * tsc's findFirstSuperCall)? Where first? */
static bool find_super_call(sx_node *n, uint32_t *first, int depth) {
    if (!n || depth > 200) return false;
    if (n->kind == SX_N_FUNCTION && depth > 0) return false;
    bool found = false;
    if (n->kind == SX_N_CALL && n->a && n->a->kind == SX_N_SUPER) {
        if (n->span.start < *first) *first = n->span.start;
        found = true;
    }
    sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++) found |= find_super_call(kids[i], first, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) found |= find_super_call(n->list.items[i], first, depth + 1);
    return found;
}

/* TS17009 for `this` before any super call (not inside nested functions). */
static void this_before_super(sx_ck *ck, sx_node *n, uint32_t limit, int depth) {
    if (!n || depth > 200 || n->span.start >= limit) return;
    if (n->kind == SX_N_FUNCTION && depth > 0) return;
    if (n->kind == SX_N_THIS)
        sx_ck_error_at(ck, n, 17009,
                       "'super' must be called before accessing 'this' in the constructor of a derived class.");
    sx_node *kids[4] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++) this_before_super(ck, kids[i], limit, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) this_before_super(ck, n->list.items[i], limit, depth + 1);
}

static void check_derived_ctor(sx_ck *ck, sx_node *c, sx_node *ctor_member) {
    sx_node *fn = ctor_member->b;
    if (!c->b || c->b->kind == SX_N_NULL || !fn || !fn->b) return;
    uint32_t first = UINT32_MAX;
    if (!find_super_call(fn->b, &first, 0))
        sx_ck_error(ck, ctor_member->span.start, 11, 2377,
                    "Constructors for derived classes must contain a 'super' call.");
    this_before_super(ck, fn->b, first, 0);
}

/* Is the code being checked inside the body of class cls (or, with or_derived, of a class derived
 * from it)? Functions nested in a member count: their context chain reaches the member's. */
bool sx_ck_inside_class(sx_ck *ck, const sx_sym *cls, bool or_derived) {
    for (const sx_fnctx *f = ck->fn; f; f = f->parent) {
        const sx_sym *c = f->cls;
        for (int d = 0; c && d < 16; d++) {
            if (c == cls) return true;
            if (!or_derived || !c->nbases || c->bases[0]->kind != TK_REF) break;
            c = c->bases[0]->u.ref.decl;
        }
    }
    return false;
}

/* `new C()` where C's constructor is private (outside C's body: TS2673) or protected (outside C
 * and the classes derived from it: TS2674), as tsc's isConstructorAccessible. */
bool sx_ck_ctor_accessible(sx_ck *ck, sx_node *at, sx_type *ctor_type) {
    const sx_sym *cls = ctor_type && ctor_type->kind == TK_OBJ ? ctor_type->sym : NULL;
    if (!cls || !(cls->flags & SF_CLASS) || cls->vtype != ctor_type) return true;
    bool priv = (cls->state & SS_CTOR_PRIVATE) != 0, prot = (cls->state & SS_CTOR_PROTECTED) != 0;
    if ((!priv && !prot) || sx_ck_inside_class(ck, cls, prot)) return true;
    sx_ck_error_at(ck, at, priv ? 2673 : 2674,
                   "Constructor of class '%s' is %s and only accessible within the class declaration.",
                   sx_ck_t_str(ck, cls->dtype), priv ? "private" : "protected");
    return false;
}

void sx_ck_class_decl_check(sx_ck *ck, sx_node *c, sx_sym *s) {
    if (!c) return;
    bool in_expr = ck->class_expr == c;
    ck->class_expr = NULL;
    class_duplicates(ck, c);
    if (s) {
        sx_ck_sym_members(ck, s);
        check_heritage(ck, c, s);
        check_abstract_implemented(ck, c, s);
    }
    for (uint32_t i = 0; i < c->list.count; i++)
        if (c->list.items[i] && c->list.items[i]->kind == SX_N_PROPERTY && is_ctor(c->list.items[i]))
            check_derived_ctor(ck, c, c->list.items[i]);
    if (!s) {
        sx_ck_class(ck, c, NULL);
        return;
    }
    sx_ck_sym_members(ck, s);
    if (c->b) {
        sx_type *bt = sx_ck_expr(ck, c->b, NULL);
        const sx_sym *bs = bt->kind == TK_OBJ ? bt->sym : NULL;
        if (bs && (bs->flags & SF_CLASS) && bs->vtype == bt && (bs->state & SS_CTOR_PRIVATE) &&
            !sx_ck_inside_class(ck, bs, false))
            sx_ck_error_at(ck, c->b, 2675, "Cannot extend a class '%.*s'. Class constructor is marked as private.",
                           (int)bs->len, bs->name);
    }
    sx_tpenv env = {ck->tpenv, s->tps, s->ntps};
    ck->tpenv = &env;
    sx_node *ctor = NULL;
    for (uint32_t i = 0; i < c->list.count; i++)
        if (c->list.items[i] && c->list.items[i]->kind == SX_N_PROPERTY && is_ctor(c->list.items[i]))
            ctor = c->list.items[i]->b;
    for (uint32_t i = 0; i < c->list.count; i++) {
        sx_node *p = c->list.items[i];
        if (!p) continue;
        bool is_static = (p->flags & SX_NF_STATIC) != 0;
        sx_type *this_t = is_static ? s->vtype : s->dtype;
        if (p->kind == SX_N_BLOCK) {
            sx_fnctx f = {0};
            f.parent = ck->fn;
            f.this_type = s->vtype;
            f.cls = s;
            ck->fn = &f;
            sx_ck_stmt(ck, p);
            ck->fn = f.parent;
            continue;
        }
        if (p->kind != SX_N_PROPERTY) continue;
        if (p->flags & (SX_NF_METHOD | SX_NF_GETTER | SX_NF_SETTER)) {
            check_method_body(ck, p->b, s, this_t, (p->flags & SX_NF_SETTER) != 0, in_expr);
            continue;
        }
        /* a field */
        uint32_t klen = 0;
        const char *key = member_key(p, &klen);
        sx_type *annot = p->type ? sx_ck_resolve_annot(ck, p->type) : NULL;
        if (p->b) {
            sx_fnctx f = {0};
            f.parent = ck->fn;
            f.this_type = this_t;
            f.cls = s;
            /* a field's initializer is a flow container of its own (no "used before being assigned"
               from the class's surroundings); an instance field's runs when an instance is made:
               later variables are declared by then, as in a function body (tsc's
               isUsedInFunctionOrInstanceProperty) */
            f.field_init = is_static ? 1 : 2;
            sx_env outer = {0};
            sx_ck_env_copy(ck, &outer, &ck->env);
            sx_ck_env_strip_unassigned(ck, &ck->env);
            ck->fn = &f;
            sx_type *t = sx_ck_expr_mutable(ck, p->b, annot);
            ck->fn = f.parent;
            sx_ck_env_copy(ck, &ck->env, &outer);
            if (annot && p->a)
                sx_ck_check_assign(ck, t, annot, p->a->span.start, p->a->span.end - p->a->span.start, 2322, p->b);
        } else if (annot && key && !is_static && !has_question(ck, p) && !(p->flags & SX_NF_DECLARE) &&
                   !(c->flags & SX_NF_DECLARE) && annot->kind != TK_ANY && annot->kind != TK_UNKNOWN &&
                   !sx_ck_t_has_kind(annot, TK_UNDEFINED) && !sx_ck_t_has_kind(annot, TK_ANY) &&
                   !sx_ck_t_contains_tparam(annot)) {
            /* strictPropertyInitialization; `name!: T` is definitely assigned */
            uint32_t after = p->a->span.end;
            bool bang = after < ck->src.len && ck->src.text[after] == '!';
            if (!bang && !(ctor && ctor_assigns(ctor->b, key, klen, 0)) && !c->b)
                sx_ck_error_at(ck, p->a, 2564,
                               "Property '%.*s' has no initializer and is not definitely assigned in the constructor.",
                               (int)klen, key);
        }
    }
    ck->tpenv = env.parent;
}

sx_type *sx_ck_class(sx_ck *ck, sx_node *c, sx_sym *sym) {
    if (!sym) {
        sym = sx_ck_alloc(ck, sizeof *sym);
        if (!sym) return T_ANY(ck);
        sym->name = c->str ? c->str : "(Anonymous class)";
        sym->len = c->str ? c->len : 17;
        sym->flags = SF_CLASS;
        sym->vdecl = c;
        sym->src = &ck->src;
    }
    /* `class Inner { ... }` as an expression: Inner is visible inside */
    sx_scope inner = {0};
    sx_scope *saved = ck->scope;
    if (c->str && !sx_ck_scope_find(ck->scope, c->str, c->len)) {
        inner.parent = ck->scope;
        inner.kind = SC_BLOCK;
        sx_sym *self = sx_ck_scope_add(ck->arena, &inner, c->str, c->len);
        if (self) {
            int order = self->order;
            *self = *sym;
            self->order = order;
            self->scope = &inner;
            ck->scope = &inner;
            sym = self;
        }
    }
    sx_ck_sym_members(ck, sym);
    ck->class_expr = c;
    sx_ck_class_decl_check(ck, c, sym);
    ck->scope = saved;
    return sym->vtype ? sym->vtype : T_ANY(ck);
}

/* ---------------------------------------------------------------------------------------------
 * Enums
 * ------------------------------------------------------------------------------------------- */

sx_type *sx_ck_enum_type(sx_ck *ck, sx_sym *s) {
    sx_node *en = s->vdecl;
    if (!en || en->kind != SX_N_ENUM) return T_ANY(ck);
    sx_obj *o = sx_ck_obj_new(ck);
    sx_type *members[256];
    uint32_t nm = 0;
    double next = 0;
    bool numeric = true, known = true;
    for (uint32_t i = 0; i < en->list.count && nm < 256; i++) {
        sx_node *p = en->list.items[i];
        if (!p || !p->a || p->a->kind != SX_N_STRING) continue;
        sx_sym *m = sx_ck_alloc(ck, sizeof *m);
        if (!m) break;
        m->name = p->a->str;
        m->len = p->a->len;
        m->flags = SF_ENUM_MEMBER;
        sx_type *lit = sx_ck_t_new(ck, TK_ENUMLIT);
        lit->u.en.sym = s;
        lit->u.en.member = m;
        if (p->b && p->b->kind == SX_N_STRING) {
            m->annot = sx_ck_t_strlit(ck, p->b->str, p->b->len, false);
            numeric = false;
        } else if (p->b && p->b->kind == SX_N_NUMBER) {
            next = p->b->num;
            m->annot = sx_ck_t_numlit(ck, next, false);
            next += 1;
        } else if (p->b && p->b->kind == SX_N_UNARY && p->b->op == SX_OP_NEG && p->b->a &&
                   p->b->a->kind == SX_N_NUMBER) {
            next = -p->b->a->num;
            m->annot = sx_ck_t_numlit(ck, next, false);
            next += 1;
        } else if (!p->b) {
            m->annot = sx_ck_t_numlit(ck, next, false);
            next += 1;
        } else {
            known = false;
            m->annot = T_NUMBER(ck);
        }
        m->vtype = lit;
        members[nm++] = lit;
        sx_ck_obj_add_prop(ck, o, m->name, m->len, lit, PF_READONLY);
    }
    if (known && nm) {
        sx_type *u = sx_ck_t_union(ck, members, nm);
        if (u->kind == TK_UNION) {
            sx_type *c = sx_ck_t_new(ck, TK_UNION);
            uint32_t id = c->id;
            *c = *u;
            c->id = id;
            c->alias = s;
            u = c;
        }
        s->dtype = u;
    } else {
        s->dtype = T_NUMBER(ck);
    }
    if (numeric && o) {
        o->num_index = T_STRING(ck);
        o->num_index_ro = true;
        o->num_index_name = "x";
    }
    sx_type *t = sx_ck_t_obj(ck, o);
    t->sym = s;
    return t;
}

void sx_ck_enum_check(sx_ck *ck, sx_node *en, sx_sym *s) {
    /* initializers see the enum's members by their bare names (`M = S * 2`) */
    sx_scope members = {0};
    members.parent = ck->scope;
    members.kind = SC_BLOCK;
    sx_type *et = s ? sx_ck_sym_type(ck, s) : NULL;
    for (uint32_t i = 0; et && et->kind == TK_OBJ && i < et->u.obj->nprops; i++) {
        sx_sym *m = sx_ck_scope_add(ck->arena, &members, et->u.obj->props[i].name, et->u.obj->props[i].len);
        if (!m) break;
        m->flags = SF_CONST | SF_AMBIENT;
        m->vtype = et->u.obj->props[i].type;
        m->state |= SS_RESOLVED;
    }
    sx_scope *saved = ck->scope;
    ck->scope = &members;
    for (uint32_t i = 0; i < en->list.count; i++) {
        sx_node *p = en->list.items[i];
        for (uint32_t j = 0; p && p->a && p->a->kind == SX_N_STRING && j < en->list.count; j++) {
            sx_node *q = en->list.items[j];
            if (j != i && q && q->a && q->a->kind == SX_N_STRING && q->a->len == p->a->len &&
                memcmp(q->a->str, p->a->str, p->a->len) == 0) {
                sx_ck_error_at(ck, p->a, 2300, "Duplicate identifier '%.*s'.", (int)p->a->len, p->a->str);
                break;
            }
        }
        if (p && p->b && p->b->kind != SX_N_STRING && p->b->kind != SX_N_NUMBER) sx_ck_expr(ck, p->b, NULL);
    }
    ck->scope = saved;
}
