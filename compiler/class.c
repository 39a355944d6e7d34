/* class.c - classes: constructors, methods, accessors, fields, private names, static members,
 * `extends`/super(), super.x, and `this` in derived constructors. */
#include <stdio.h>
#include <string.h>

#include "compiler/comp_internal.h"

/*
 * How a class is compiled
 * -----------------------
 * The class body opens a scope of hidden variables in the function that evaluates the class
 * (their names cannot be identifiers, so user code never sees them):
 *   %ctor        the constructor; the class's own name is bound to the same register
 *   %proto       its prototype: the home object of instance methods (super.x reads the home
 *                object's prototype); static members use %ctor as their home object
 *   #x           one per private name: a unique key made by NEWPRIVATE (GETINDEX & co use it)
 *   %init        a function run on every new instance with `this` = the instance: it
 *                installs the private methods/accessors, then defines the fields in order.
 *                A base constructor calls it first; a derived one right after super().
 *   %k<i>        computed keys of fields (evaluated once, when the class is)
 *   %m#x %g#x %s#x   private instance methods, getters, setters (made once per class)
 * Class members reach them as upvalues. Static fields and static blocks run, in order, in one
 * more function called once with `this` = the constructor after every method is defined.
 */

#define CTOR_NAME "%ctor"
#define PROTO_NAME "%proto"
#define HOME_NAME "%home" /* an object literal whose methods use super (expr_call.c) */
#define INIT_NAME "%init"

/* What the class compilation keeps while it runs. */
typedef struct cls_state {
    sx_fs *fs; /* the function evaluating the class */
    const sx_node *node;
    sx_classinfo info;
    uint32_t ctor, proto, parent; /* registers */
    const char *name;             /* the constructor's name (NULL: anonymous) */
    uint32_t len;
    bool has_statics;
} cls_state;

/* ---- small helpers --------------------------------------------------------------------------- */

static bool is_method(const sx_node *p) {
    return p->kind == SX_N_PROPERTY && (p->flags & (SX_NF_METHOD | SX_NF_GETTER | SX_NF_SETTER));
}

static bool is_static(const sx_node *p) { return (p->flags & SX_NF_STATIC) != 0; }

static bool is_private(const sx_node *p) { return p->kind == SX_N_PROPERTY && (p->flags & SX_NF_PRIVATE); }

static bool is_field(const sx_node *p) {
    return p->kind == SX_N_PROPERTY && !is_method(p) && !(p->flags & SX_NF_DECLARE);
}

static bool is_ctor_member(const sx_node *p) {
    return p->kind == SX_N_PROPERTY && (p->flags & SX_NF_METHOD) && !(p->flags & (SX_NF_STATIC | SX_NF_PRIVATE)) &&
           p->a && p->a->kind == SX_N_STRING && sx_comp_names_equal(p->a->str, p->a->len, "constructor", 11) && p->b &&
           p->b->kind == SX_N_FUNCTION;
}

/* A string that lives as long as the compilation: prefix followed by s. */
static const char *arena_name(sx_fs *fs, const char *prefix, const char *s, uint32_t len, uint32_t *out_len) {
    size_t plen = strlen(prefix);
    char *r = sx_arena_alloc(fs->c->ast->arena, plen + len + 1);
    if (!r) {
        sx_comp_oom(fs->c);
        return NULL;
    }
    memcpy(r, prefix, plen);
    memcpy(r + plen, s, len);
    *out_len = (uint32_t)(plen + len);
    return r;
}

/* Name of the hidden variable holding the computed key of member i. */
static const char *key_name(sx_fs *fs, uint32_t i, uint32_t *len) {
    char buf[16];
    int n = snprintf(buf, sizeof buf, "%u", (unsigned)i);
    return arena_name(fs, "%k", buf, (uint32_t)(n > 0 ? n : 0), len);
}

/* Name of the hidden variable holding private instance method/getter/setter p ("%m#x"). */
static const char *private_fn_name(sx_fs *fs, const sx_node *p, uint32_t *len) {
    const char *prefix = (p->flags & SX_NF_GETTER) ? "%g#" : (p->flags & SX_NF_SETTER) ? "%s#" : "%m#";
    return arena_name(fs, prefix, p->a->str, p->a->len, len);
}

/* Is `name` a variable of the innermost scope (not of an enclosing one)? */
static bool declared_here(sx_fs *fs, const char *name, uint32_t len) {
    sx_var *v = sx_comp_find_local(fs, name, len);
    return v && fs->nscopes && (uint32_t)(v - fs->vars) >= fs->scopes[fs->nscopes - 1].first_var;
}

/* A new read-only hidden variable of the class scope, set to undefined. */
static uint32_t hidden_var(sx_fs *fs, const sx_node *at, const char *name, uint32_t len) {
    sx_var *v = name ? sx_comp_declare(fs, at, name, len, SX_VK_SELF) : NULL;
    if (!v) return sx_comp_hidden_local(fs);
    uint32_t reg = v->reg;
    sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, reg, 0, 0);
    return reg;
}

/* R[dst] := the hidden variable `name` (a local of fs or an upvalue). */
static void read_hidden(sx_fs *fs, const char *name, uint32_t len, uint32_t dst) {
    sx_ref r;
    sx_comp_resolve(fs, name, len, &r);
    if (r.where == SX_REF_GLOBAL) sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, dst, 0, 0); /* cannot happen */
    else sx_comp_read_ref(fs, &r, dst);
}

/* DEFINDEX / DEFGETTER / DEFSETTER with the D bit: 1 = not enumerable (methods, accessors). */
static void define(sx_fs *fs, sx_opcode op, uint32_t obj, uint32_t key, uint32_t val, bool hidden) {
    sx_comp_emit(fs, SX_MAKE_ABCD(op, obj, key, val, hidden ? 1 : 0));
}

static sx_opcode def_op(const sx_node *p) {
    return (p->flags & SX_NF_GETTER)   ? SX_OP_CODE_DEFGETTER
           : (p->flags & SX_NF_SETTER) ? SX_OP_CODE_DEFSETTER
                                       : SX_OP_CODE_DEFINDEX;
}

/* ---- private names ----------------------------------------------------------------------- */

/* A register holding the private name #x of n (MEMBER o.#x, or a STRING key flagged PRIVATE). */
uint32_t sx_comp_private_key(sx_fs *fs, const sx_node *n) {
    uint32_t len = 0;
    const char *name = arena_name(fs, "#", n->str ? n->str : "", n->len, &len);
    sx_ref r;
    if (name) sx_comp_resolve(fs, name, len, &r);
    if (name && r.where == SX_REF_LOCAL) return r.index;
    uint32_t t = sx_comp_reg_alloc(fs, 1);
    if (!name) return t;
    if (r.where == SX_REF_GLOBAL) {
        sx_comp_diag(fs->c, 18016, false, n, "Private field '%s' must be declared in an enclosing class.", name);
        return t;
    }
    sx_comp_read_ref(fs, &r, t);
    return t;
}

/* What the innermost class declaring #name (of n) declares it as. */
typedef struct private_decl {
    const sx_node *cls; /* NULL: not found */
    bool field, is_static, method, getter, setter;
} private_decl;

static private_decl find_private(const sx_fs *fs, const sx_node *n) {
    private_decl d;
    memset(&d, 0, sizeof d);
    for (const sx_class_scope *s = fs->c->classes; s && !d.cls; s = s->outer) {
        for (uint32_t i = 0; i < s->node->list.count; i++) {
            const sx_node *p = s->node->list.items[i];
            if (!p || !is_private(p) || !p->a || !sx_comp_names_equal(p->a->str, p->a->len, n->str, n->len)) continue;
            d.cls = s->node;
            d.is_static = is_static(p);
            d.field = d.field || !is_method(p);
            d.method = d.method || (p->flags & SX_NF_METHOD);
            d.getter = d.getter || (p->flags & SX_NF_GETTER);
            d.setter = d.setter || (p->flags & SX_NF_SETTER);
        }
    }
    return d;
}

/* Before reading (or, with write, assigning) o.#name (node n; R[obj] = o, R[key] = #name): a
 * private method or accessor first checks that o has it ("Receiver must be an instance of class
 * A", as V8 says), then refuses what it cannot do (a method is read-only, an accessor may lack
 * its getter or setter). Fields need no check: GETINDEX/SETINDEX report a missing one. */
void sx_comp_private_check(sx_fs *fs, const sx_node *n, uint32_t obj, uint32_t key, bool write) {
    private_decl d = find_private(fs, n);
    if (!d.cls || d.field || fs->c->fatal) return;
    const char *cname = d.cls->str ? d.cls->str : "anonymous";
    uint32_t k = sx_comp_const_str(fs, cname, d.cls->str ? d.cls->len : 9);
    if (k <= 0xFFFF) sx_comp_emit(fs, SX_MAKE_ABCD(SX_OP_CODE_CHECKBRAND, obj, key, k, d.is_static ? 1 : 0));
    const char *fmt = NULL;
    if (write && d.method) fmt = "Private method '#%.*s' is not writable";
    else if (write && !d.setter) fmt = "'#%.*s' was defined without a setter";
    else if (!write && !d.method && !d.getter) fmt = "'#%.*s' was defined without a getter";
    if (!fmt) return;
    char msg[160];
    int len = snprintf(msg, sizeof msg, fmt, (int)(n->len > 100 ? 100 : n->len), n->str);
    sx_comp_abx(fs, SX_OP_CODE_THROWTYPE, 0, sx_comp_const_str(fs, msg, len > 0 ? (uint32_t)len : 0));
}

/* ---- `this` and super ---------------------------------------------------------------------- */

/* The function whose `this` fs uses: arrows look outwards. */
static sx_fs *this_owner(sx_fs *fs) {
    while (fs->is_arrow && fs->parent) fs = fs->parent;
    return fs;
}

/* R[dst] := this. In a derived constructor before super() has certainly run, `this` may still
 * be <empty>: CHECKTHIS throws node's ReferenceError. An arrow function reads the
 * constructor's R[0] through an upvalue (so it sees the value super() binds later); it loads
 * it into its own unused R[0] for the check. */
void sx_comp_this(sx_fs *fs, uint32_t dst) {
    sx_ref r;
    sx_comp_resolve(fs, "this", 4, &r);
    if (r.where == SX_REF_GLOBAL) {
        sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, dst, 0, 0);
        return;
    }
    sx_fs *owner = this_owner(fs);
    if (!owner->cls || !owner->cls->derived || owner->this_bound) {
        sx_comp_read_ref(fs, &r, dst);
        return;
    }
    if (r.where == SX_REF_UPVAL) sx_comp_abc(fs, SX_OP_CODE_GETUPVAL, 0, r.index, 0);
    sx_comp_abc(fs, SX_OP_CODE_CHECKTHIS, 0, 0, 0);
    sx_comp_move(fs, dst, 0);
}

/* R[dst] := the prototype of the home object (super.x and super[k] read from it). */
void sx_comp_super_base(sx_fs *fs, const sx_node *at, uint32_t dst) {
    sx_fs *owner = this_owner(fs);
    if (owner->home == SX_HOME_NONE) {
        sx_comp_diag(fs->c, 2660, false, at,
                     "'super' can only be referenced in members of derived classes or object literal expressions.");
        return;
    }
    if (owner->home == SX_HOME_PROTO) read_hidden(fs, PROTO_NAME, sizeof PROTO_NAME - 1, dst);
    else if (owner->home == SX_HOME_OBJECT) read_hidden(fs, HOME_NAME, sizeof HOME_NAME - 1, dst);
    else read_hidden(fs, CTOR_NAME, sizeof CTOR_NAME - 1, dst);
    sx_comp_abc(fs, SX_OP_CODE_GETPROTO, dst, dst, 0);
}

/* super.x or super[k] (node t): R[base] := the home object's prototype, R[base+1] := this;
 * returns the register holding the key. `later` (may be NULL) runs before the access uses the
 * key, so a variable key it could change is copied. */
uint32_t sx_comp_super_ref(sx_fs *fs, const sx_node *t, uint32_t base, const sx_node *later) {
    sx_comp_this(fs, base + 1);
    uint32_t key;
    if (t->kind == SX_N_MEMBER) {
        key = sx_comp_reg_alloc(fs, 1);
        sx_comp_loadk_str(fs, key, t->str, t->len);
    } else {
        key = sx_comp_stable_during(fs, t->b, later) ? sx_comp_expr_any(fs, t->b) : sx_comp_expr_temp(fs, t->b);
    }
    sx_comp_super_base(fs, t->a, base);
    return key;
}

/* The hidden variable holding an object literal for its methods' super.x (in a scope the
 * caller opened); returns its register. */
uint32_t sx_comp_home_object_var(sx_fs *fs, const sx_node *at) {
    return hidden_var(fs, at, HOME_NAME, sizeof HOME_NAME - 1);
}

/* The new instance exists (base class: at entry; derived: super() returned): run %init on it
 * (R[0] holds the instance; cls is the constructor's class). */
static void init_instance(sx_fs *fs, const sx_classinfo *cls) {
    if (!cls->has_init) return;
    uint32_t mark = fs->freereg;
    uint32_t f = sx_comp_reg_alloc(fs, 2);
    read_hidden(fs, INIT_NAME, sizeof INIT_NAME - 1, f);
    sx_comp_move(fs, f + 1, 0);
    sx_comp_abc(fs, SX_OP_CODE_CALL, f, 0, 0);
    sx_comp_reg_free_to(fs, mark);
}

/* `constructor(private x: T)`: this.x = x (TypeScript puts these after the field initialisers;
 * from an arrow's super(), the parameters are the constructor's, read as upvalues). */
static void param_properties(sx_fs *fs, const sx_classinfo *cls) {
    const sx_node *ctor = cls->ctor;
    if (!ctor) return;
    for (uint32_t i = 0; i < ctor->list.count; i++) {
        const sx_node *p = ctor->list.items[i];
        if (!p || !p->c) continue;
        sx_var *local = fs->cls ? sx_comp_find_local(fs, p->c->str, p->c->len) : NULL;
        if (local) {
            sx_comp_field_op(fs, SX_OP_CODE_SETFIELD, local->reg, 0, p->c->str, p->c->len);
            continue;
        }
        if (fs->cls) continue;
        uint32_t mark = fs->freereg, v = sx_comp_reg_alloc(fs, 1);
        read_hidden(fs, p->c->str, p->c->len, v);
        sx_comp_field_op(fs, SX_OP_CODE_SETFIELD, v, 0, p->c->str, p->c->len);
        sx_comp_reg_free_to(fs, mark);
    }
}

/* Constructor entry (before the parameters are bound): a base class initialises its fields. */
void sx_comp_ctor_prologue(sx_fs *fs) {
    if (!fs->cls->derived) init_instance(fs, fs->cls);
}

/* After the parameters are bound: a base class assigns its parameter properties. */
void sx_comp_ctor_params_done(sx_fs *fs) {
    if (!fs->cls->derived) param_properties(fs, fs->cls);
}

static bool is_super_call_stmt(const sx_node *s) {
    if (!s || s->kind != SX_N_EXPR_STMT) return false;
    const sx_node *e = sx_comp_unwrap(s->a);
    return e && e->kind == SX_N_CALL && sx_comp_unwrap(e->a) && sx_comp_unwrap(e->a)->kind == SX_N_SUPER;
}

/* A constructor's statements. In a derived class, once a top-level `super(...);` statement
 * has run, `this` is bound for the rest of the body and needs no more checks. */
void sx_comp_ctor_body(sx_fs *fs, const sx_node_list *body) {
    for (uint32_t i = 0; i < body->count && !fs->c->fatal; i++) {
        sx_comp_stmt(fs, body->items[i]);
        if (is_super_call_stmt(body->items[i])) fs->this_bound = true;
    }
}

/* super(args) in a derived constructor: construct the parent (the constructor's own
 * prototype) with this call's new.target; then this = the result, and the fields follow.
 * Inside an arrow function of the constructor, the arrow reads the constructor's new.target
 * and `this` through upvalues: SUPERCALL (C & 2) constructs, then BINDTHIS binds the
 * constructor's `this` (loaded into the arrow's own R[0]; ReferenceError if it was bound
 * already) and SETUPVAL writes it back, so the constructor sees it. */
void sx_comp_super_call(sx_fs *fs, const sx_node *n, int dst) {
    sx_fs *owner = this_owner(fs);
    if (!owner->cls) {
        sx_comp_diag(fs->c, 2337, false, n,
                     "Super calls are not permitted outside constructors or in nested functions inside constructors.");
        return;
    }
    if (!owner->cls->derived) {
        sx_comp_diag(fs->c, 2335, false, n, "'super' can only be referenced in a derived class.");
        return;
    }
    bool arrow = owner != fs;
    uint32_t mark = fs->freereg;
    uint32_t base = sx_comp_reg_alloc(fs, 2);
    read_hidden(fs, CTOR_NAME, sizeof CTOR_NAME - 1, base);
    sx_comp_abc(fs, SX_OP_CODE_GETPROTO, base, base, 0);
    if (arrow) read_hidden(fs, SX_NEW_TARGET_NAME, 10, base + 1);
    bool spread;
    uint32_t nargs = sx_comp_args(fs, &n->list, &spread);
    sx_comp_setpos(fs, n);
    sx_comp_abc(fs, SX_OP_CODE_SUPERCALL, base, nargs, (spread ? 1 : 0) | (arrow ? 2 : 0));
    if (arrow) {
        sx_ref r;
        sx_comp_resolve(fs, "this", 4, &r);
        if (r.where == SX_REF_UPVAL) sx_comp_abc(fs, SX_OP_CODE_GETUPVAL, 0, r.index, 0);
        sx_comp_abc(fs, SX_OP_CODE_BINDTHIS, base, 0, 0);
        if (r.where == SX_REF_UPVAL) sx_comp_abc(fs, SX_OP_CODE_SETUPVAL, 0, r.index, 0);
    }
    init_instance(fs, owner->cls);
    param_properties(fs, owner->cls);
    if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, base);
    sx_comp_reg_free_to(fs, mark);
}

/* ---- the constructor --------------------------------------------------------------------- */

static sx_node *new_node(sx_fs *fs, sx_node_kind kind, const sx_node *at) {
    sx_node *n = sx_arena_alloc(fs->c->ast->arena, sizeof *n);
    if (!n) {
        sx_comp_oom(fs->c);
        return NULL;
    }
    n->kind = (uint8_t)kind;
    n->span = at->span;
    return n;
}

static bool set_one(sx_fs *fs, sx_node_list *l, sx_node *item) {
    l->items = sx_arena_alloc(fs->c->ast->arena, sizeof *l->items);
    if (!l->items || !item) {
        sx_comp_oom(fs->c);
        return false;
    }
    l->items[0] = item;
    l->count = 1;
    return true;
}

/* The constructor of a class that declares none: `constructor() {}`, or in a derived class
 * `constructor(...args) { super(...args); }`. */
static const sx_node *default_ctor(cls_state *st) {
    sx_fs *fs = st->fs;
    sx_node *fn = new_node(fs, SX_N_FUNCTION, st->node), *body = new_node(fs, SX_N_BLOCK, st->node);
    if (!fn || !body) return NULL;
    fn->flags = SX_NF_METHOD;
    fn->b = body;
    if (!st->info.derived) return fn;
    sx_node *param = new_node(fs, SX_N_PARAM, st->node), *args = new_node(fs, SX_N_IDENT, st->node);
    sx_node *stmt = new_node(fs, SX_N_EXPR_STMT, st->node), *call = new_node(fs, SX_N_CALL, st->node);
    sx_node *callee = new_node(fs, SX_N_SUPER, st->node), *spread = new_node(fs, SX_N_SPREAD, st->node);
    sx_node *use = new_node(fs, SX_N_IDENT, st->node);
    if (!param || !args || !stmt || !call || !callee || !spread || !use) return NULL;
    args->str = use->str = "args";
    args->len = use->len = 4;
    param->flags = SX_NF_REST;
    param->a = args;
    spread->a = use;
    spread->flags = SX_NF_REST; /* spreads its rest array as it is: no Array.prototype[Symbol.iterator] */
    call->a = callee;
    stmt->a = call;
    if (!set_one(fs, &fn->list, param) || !set_one(fs, &call->list, spread) || !set_one(fs, &body->list, stmt))
        return NULL;
    return fn;
}

/* R[ctor] := the constructor closure made a class (MAKECLASS); R[proto] := its prototype. */
static void make_constructor(cls_state *st) {
    sx_fs *fs = st->fs;
    const sx_node *fn = st->info.ctor ? st->info.ctor : default_ctor(st);
    if (!fn) return;
    sx_comp_setpos(fs, st->node);
    fs->next_cls = &st->info;
    fs->next_home = SX_HOME_PROTO;
    sx_comp_closure(fs, fn, st->ctor, st->name, st->len, 0);
    fs->next_cls = NULL;
    fs->next_home = SX_HOME_NONE;
    sx_comp_setpos(fs, st->node->b ? st->node->b : st->node);
    sx_comp_abc(fs, SX_OP_CODE_MAKECLASS, st->ctor, st->parent, st->info.derived ? 1 : 0);
    sx_comp_setpos(fs, st->node);
    sx_comp_field_op(fs, SX_OP_CODE_GETFIELD, st->proto, st->ctor, "prototype", 9);
}

/* ---- members ----------------------------------------------------------------------------- */

/* The static text of key (names, strings, numbers); false for computed and private keys. */
static bool key_text(const sx_node *key, char *buf, size_t size, const char **text, uint32_t *len) {
    if (key && key->kind == SX_N_STRING) {
        *text = key->str;
        *len = key->len;
        return true;
    }
    if (key && key->kind == SX_N_NUMBER) {
        *len = (uint32_t)sx_comp_format_number(key->num, buf, size);
        *text = buf;
        return true;
    }
    return false;
}

/* The function name of a method: "m", "get m", "set m", "#m"; NULL for computed keys. */
static const char *method_name(sx_fs *fs, const sx_node *p, uint32_t *len) {
    char num[40];
    const char *text;
    uint32_t tlen;
    if (!key_text(p->a, num, sizeof num, &text, &tlen)) return NULL;
    const char *prefix = (p->flags & SX_NF_GETTER) ? "get " : (p->flags & SX_NF_SETTER) ? "set " : "";
    if (is_private(p)) prefix = (p->flags & SX_NF_GETTER) ? "get #" : (p->flags & SX_NF_SETTER) ? "set #" : "#";
    return arena_name(fs, prefix, text, tlen, len);
}

/* R[dst] := the closure of method/accessor p; its home object is the prototype or, for static
 * members, the constructor. */
static void method_closure(sx_fs *fs, const sx_node *p, uint32_t dst) {
    uint32_t len = 0;
    const char *name = method_name(fs, p, &len);
    sx_comp_setpos(fs, p->b);
    fs->next_home = is_static(p) ? SX_HOME_CTOR : SX_HOME_PROTO;
    sx_comp_function(fs, p->b, dst, name, len, SX_PROTO_METHOD);
    fs->next_home = SX_HOME_NONE;
}

/* R[dst] := the key of member p (evaluated: names, numbers, computed keys, private names). */
static void key_into(cls_state *st, const sx_node *p, uint32_t dst) {
    sx_fs *fs = st->fs;
    const sx_node *key = p->a;
    if (is_private(p)) sx_comp_move(fs, dst, sx_comp_private_key(fs, key));
    else if (key->kind == SX_N_COMPUTED) sx_comp_expr(fs, key->a, (int)dst);
    else sx_comp_expr(fs, key, (int)dst);
}

/* A method or accessor: defined (not enumerable) on the prototype or the constructor. Private
 * instance ones are kept in their hidden variable for %init to install on each instance. */
static void define_method(cls_state *st, const sx_node *p) {
    sx_fs *fs = st->fs;
    if (!p->a || !p->b) return;
    if (is_private(p) && !is_static(p)) {
        uint32_t len;
        const char *name = private_fn_name(fs, p, &len);
        sx_var *v = name ? sx_comp_find_local(fs, name, len) : NULL;
        if (v) method_closure(fs, p, v->reg);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t k = sx_comp_reg_alloc(fs, 1), f = sx_comp_reg_alloc(fs, 1);
    sx_comp_setpos(fs, p);
    key_into(st, p, k);
    method_closure(fs, p, f);
    sx_comp_setpos(fs, p);
    define(fs, def_op(p), is_static(p) ? st->ctor : st->proto, k, f, true);
    sx_comp_reg_free_to(fs, mark);
}

/* Methods and accessors in order; computed field keys are evaluated now (into %k<i>). */
static void define_members(cls_state *st) {
    sx_fs *fs = st->fs;
    const sx_node_list *l = &st->node->list;
    for (uint32_t i = 0; i < l->count && !fs->c->fatal; i++) {
        const sx_node *p = l->items[i];
        if (!p || is_ctor_member(p)) continue;
        if (is_method(p)) {
            define_method(st, p);
        } else if (is_field(p) && p->a && p->a->kind == SX_N_COMPUTED) {
            uint32_t len;
            const char *name = key_name(fs, i, &len);
            sx_var *v = name ? sx_comp_find_local(fs, name, len) : NULL;
            sx_comp_setpos(fs, p);
            if (v) { /* the key's ToPropertyKey runs now, when the class is defined */
                sx_comp_expr(fs, p->a->a, (int)v->reg);
                sx_comp_abc(fs, SX_OP_CODE_TOSTRING, v->reg, v->reg, 1);
            }
        }
    }
}

/* ---- field initialisation (%init) and static elements ------------------------------------- */

/* In a member function f: R[dst] := the key of field p (static, computed via %k<i>, private). */
static void field_key(sx_fs *f, const sx_node *p, uint32_t i, uint32_t dst) {
    if (is_private(p)) {
        sx_comp_move(f, dst, sx_comp_private_key(f, p->a));
    } else if (p->a->kind == SX_N_COMPUTED) {
        uint32_t len;
        const char *name = key_name(f, i, &len);
        if (name) read_hidden(f, name, len, dst);
    } else {
        sx_comp_expr(f, p->a, (int)dst);
    }
}

/* In a member function f (this = the object): define field p := its initialiser (or undefined). */
static void define_field(sx_fs *f, const sx_node *p, uint32_t i) {
    if (!p->a) return;
    uint32_t mark = f->freereg;
    uint32_t k = sx_comp_reg_alloc(f, 1), v = sx_comp_reg_alloc(f, 1);
    sx_comp_setpos(f, p);
    field_key(f, p, i, k);
    char num[40];
    const char *text = NULL;
    uint32_t len = 0;
    if (p->b) {
        if (is_private(p)) text = arena_name(f, "#", p->a->str, p->a->len, &len);
        else if (!key_text(p->a, num, sizeof num, &text, &len)) text = NULL;
        sx_comp_expr_named(f, p->b, (int)v, text, len); /* `handler = () => {}` is named handler */
    } else {
        sx_comp_abc(f, SX_OP_CODE_LOADUNDEF, v, 0, 0);
    }
    sx_comp_setpos(f, p);
    define(f, SX_OP_CODE_DEFINDEX, 0, k, v, false);
    sx_comp_reg_free_to(f, mark);
}

/* %init, part 1: the private methods and accessors, installed on the instance (not enumerable). */
static void install_private_methods(sx_fs *f, const sx_node_list *l) {
    for (uint32_t i = 0; i < l->count; i++) {
        const sx_node *p = l->items[i];
        if (!p || !is_method(p) || !is_private(p) || is_static(p) || !p->a) continue;
        uint32_t mark = f->freereg, len;
        uint32_t k = sx_comp_reg_alloc(f, 1), fn = sx_comp_reg_alloc(f, 1);
        sx_comp_move(f, k, sx_comp_private_key(f, p->a));
        const char *name = private_fn_name(f, p, &len);
        if (name) read_hidden(f, name, len, fn);
        define(f, def_op(p), 0, k, fn, true);
        sx_comp_reg_free_to(f, mark);
    }
}

/* %init, part 2: fields of the parameter properties (undefined until the constructor assigns
 * them, as TypeScript emits them first), then the instance fields in order. */
static void init_fields(sx_fs *f, const cls_state *st) {
    const sx_node *ctor = st->info.ctor;
    for (uint32_t i = 0; ctor && i < ctor->list.count; i++) {
        const sx_node *p = ctor->list.items[i];
        if (!p || !p->c) continue;
        uint32_t mark = f->freereg;
        uint32_t v = sx_comp_reg_alloc(f, 1);
        sx_comp_abc(f, SX_OP_CODE_LOADUNDEF, v, 0, 0);
        sx_comp_field_op(f, SX_OP_CODE_DEFFIELD, v, 0, p->c->str, p->c->len);
        sx_comp_reg_free_to(f, mark);
    }
    const sx_node_list *l = &st->node->list;
    for (uint32_t i = 0; i < l->count && !f->c->fatal; i++) {
        const sx_node *p = l->items[i];
        if (p && is_field(p) && !is_static(p)) define_field(f, p, i);
    }
}

/* The static elements in order: static fields on the constructor, static blocks run. */
static void static_elements(sx_fs *f, const cls_state *st) {
    const sx_node_list *l = &st->node->list;
    for (uint32_t i = 0; i < l->count && !f->c->fatal; i++) {
        const sx_node *p = l->items[i];
        if (!p || !is_static(p)) continue;
        if (is_field(p)) {
            define_field(f, p, i);
        } else if (p->kind == SX_N_BLOCK) { /* static { ... }: its own var scope */
            sx_comp_scope_begin(f);
            sx_comp_hoist_vars(f, &p->list);
            sx_comp_hoist_block(f, &p->list, false);
            sx_comp_stmts(f, &p->list);
            sx_comp_scope_end(f);
        }
    }
}

typedef void (*member_body)(sx_fs *f, const cls_state *st);

static void body_init(sx_fs *f, const cls_state *st) {
    install_private_methods(f, &st->node->list);
    init_fields(f, st);
}

/* R[dst] := a closure of a function the class needs (no parameters, `this` = its object),
 * whose body is emitted by `body`; home is where super.x looks from inside it. */
static void member_function(cls_state *st, member_body body, sx_home home, uint32_t dst) {
    sx_fs *fs = st->fs;
    sx_comp *c = fs->c;
    if (c->fatal) return;
    sx_fs f;
    if (!sx_comp_fs_init(&f, c, fs)) return;
    f.home = (uint8_t)home;
    f.names_all = true; /* no analysis: assume closures may change any local */
    sx_comp_setpos(&f, st->node);
    sx_comp_scope_begin(&f);
    sx_comp_declare_at(&f, "this", 4, SX_VK_THIS, 0);
    c->depth++;
    body(&f, st);
    c->depth--;
    sx_comp_abc(&f, SX_OP_CODE_RETURNUNDEF, 0, 0, 0);
    sx_comp_scope_drop(&f);
    sx_proto *p = sx_comp_finish(&f, NULL, 0, 0, 0, SX_PROTO_METHOD);
    sx_comp_fs_free(&f);
    sx_comp_closure_proto(fs, p, dst);
}

/* Run the static elements: call their function once with this = the constructor. */
static void run_statics(cls_state *st) {
    sx_fs *fs = st->fs;
    if (!st->has_statics) return;
    uint32_t mark = fs->freereg;
    uint32_t f = sx_comp_reg_alloc(fs, 2);
    member_function(st, static_elements, SX_HOME_CTOR, f);
    sx_comp_move(fs, f + 1, st->ctor);
    sx_comp_setpos(fs, st->node);
    sx_comp_abc(fs, SX_OP_CODE_CALL, f, 0, 0);
    sx_comp_reg_free_to(fs, mark);
}

/* ---- the class --------------------------------------------------------------------------- */

/* Find the constructor, and whether instances need %init and the class static elements. */
static void survey(cls_state *st) {
    const sx_node_list *l = &st->node->list;
    for (uint32_t i = 0; i < l->count; i++) {
        const sx_node *p = l->items[i];
        if (!p) continue;
        if (is_ctor_member(p) && !st->info.ctor) st->info.ctor = p->b;
        else if (is_static(p) && (is_field(p) || p->kind == SX_N_BLOCK)) st->has_statics = true;
        else if (!is_static(p) && (is_field(p) || (is_method(p) && is_private(p)))) st->info.has_init = true;
    }
    const sx_node *ctor = st->info.ctor;
    for (uint32_t i = 0; ctor && i < ctor->list.count; i++)
        if (ctor->list.items[i] && ctor->list.items[i]->c) st->info.has_init = true;
}

/* %ctor, and the class's own name bound to it: read-only, and in its TDZ (<empty>) while the
 * `extends` expression runs (`class C extends C {}` throws ReferenceError). */
static void declare_own_name(cls_state *st) {
    sx_fs *fs = st->fs;
    const sx_node *cls = st->node;
    st->ctor = hidden_var(fs, cls, CTOR_NAME, sizeof CTOR_NAME - 1);
    if (!cls->str) return;
    sx_var *v = sx_comp_declare_at(fs, cls->str, cls->len, SX_VK_SELF, st->ctor);
    if (v && cls->b) {
        v->tdz = true, v->initialized = false;
        sx_comp_abc(fs, SX_OP_CODE_LOADEMPTY, st->ctor, 0, 0);
    }
}

/* The other hidden variables of the class scope (see the top of this file). */
static void declare_names(cls_state *st) {
    sx_fs *fs = st->fs;
    const sx_node *cls = st->node;
    st->proto = hidden_var(fs, cls, PROTO_NAME, sizeof PROTO_NAME - 1);
    if (st->info.has_init) hidden_var(fs, cls, INIT_NAME, sizeof INIT_NAME - 1);
    for (uint32_t i = 0; i < cls->list.count && !fs->c->fatal; i++) {
        const sx_node *p = cls->list.items[i];
        if (!p || p->kind != SX_N_PROPERTY || !p->a) continue;
        uint32_t len;
        if (is_private(p)) {
            const char *name = arena_name(fs, "#", p->a->str, p->a->len, &len);
            if (name && !declared_here(fs, name, len)) {
                uint32_t r = hidden_var(fs, p, name, len);
                sx_comp_abx(fs, SX_OP_CODE_NEWPRIVATE, r, sx_comp_const_str(fs, p->a->str, p->a->len));
            }
            if (is_method(p) && !is_static(p) && (name = private_fn_name(fs, p, &len)) && !declared_here(fs, name, len))
                hidden_var(fs, p, name, len);
        } else if (is_field(p) && p->a->kind == SX_N_COMPUTED) {
            const char *name = key_name(fs, i, &len);
            if (name) hidden_var(fs, p, name, len);
        }
    }
}

/*
 * R[dst] := the class cls (a class expression or declaration). `name` names an anonymous
 * class (`const A = class {}`). The class scope sits above the caller's temporaries, which
 * stay untouched.
 */
void sx_comp_class(sx_fs *fs, const sx_node *cls, uint32_t dst, const char *name, uint32_t len) {
    if (fs->c->fatal) return;
    cls_state st;
    memset(&st, 0, sizeof st);
    st.fs = fs;
    st.node = cls;
    st.info.node = cls;
    st.name = cls->str ? cls->str : name;
    st.len = cls->str ? cls->len : len;
    survey(&st);
    uint32_t saved_active = fs->nactive;
    fs->nactive = fs->freereg;
    sx_comp_scope_begin(fs);
    declare_own_name(&st);
    if (cls->b) { /* extends: evaluated while the class's own name is in its TDZ */
        st.info.derived = true;
        st.parent = sx_comp_hidden_local(fs);
        sx_comp_expr(fs, cls->b, (int)st.parent);
    }
    if (cls->str) { /* no guest code runs before make_constructor sets the register */
        sx_var *v = sx_comp_find_local(fs, cls->str, cls->len);
        if (v) v->initialized = true;
    }
    sx_class_scope scope = {cls, fs->c->classes}; /* (the heritage above sees only the outer names) */
    fs->c->classes = &scope;
    declare_names(&st);
    make_constructor(&st);
    define_members(&st);
    if (st.info.has_init) {
        sx_var *v = sx_comp_find_local(fs, INIT_NAME, sizeof INIT_NAME - 1);
        if (v) member_function(&st, body_init, SX_HOME_PROTO, v->reg);
    }
    run_statics(&st);
    fs->c->classes = scope.outer;
    sx_comp_move(fs, dst, st.ctor);
    sx_comp_scope_end(fs);
    fs->nactive = saved_active;
}

/* class A {}: the let-like binding A (declared, in its TDZ, when the block was entered). */
void sx_comp_class_decl(sx_fs *fs, const sx_node *n) {
    const sx_node *cls = n->a;
    if (!cls) return;
    sx_var *v = cls->str ? sx_comp_find_local(fs, cls->str, cls->len) : NULL;
    if (v) {
        uint32_t vi = (uint32_t)(v - fs->vars);
        sx_comp_class(fs, cls, v->reg, NULL, 0);
        fs->vars[vi].initialized = true; /* vars may have moved */
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t t = sx_comp_reg_alloc(fs, 1);
    sx_comp_class(fs, cls, t, NULL, 0);
    if (cls->str) sx_comp_init_name(fs, cls->str, cls->len, t, cls); /* a script slot, else assigned */
    sx_comp_reg_free_to(fs, mark);
}
