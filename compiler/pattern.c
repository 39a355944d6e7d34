/* pattern.c - destructuring: binding a value to an identifier, a property target, or an
 * array/object pattern with defaults, holes and rest elements. */
#include <stdio.h>
#include <string.h>

#include "compiler/comp_internal.h"

/* Initialise a declared variable (let/const/var/param/catch binding) from R[value]. */
void sx_comp_bind_init(sx_fs *fs, const sx_node *id, uint32_t value) {
    sx_var *v = sx_comp_find_local(fs, id->str, id->len);
    if (!v) {
        sx_comp_init_name(fs, id->str, id->len, value, id); /* a script slot, else assigned */
        return;
    }
    sx_comp_move(fs, v->reg, value);
    v->initialized = true;
}

/* ---- node's "Cannot destructure ..." errors -------------------------------------------------- */

/* The first property of an object pattern names it in the message when its key is static;
 * with a default (`{a = 1}`) V8 checks nothing and the read fails instead ("Cannot read
 * properties of null (reading 'a')"), which GETFIELD already reports. */
typedef enum first_prop { FIRST_NONE, FIRST_NAMED, FIRST_DEFAULT } first_prop;

static first_prop first_property(const sx_node *p, char *key, uint32_t size, uint32_t *len) {
    const sx_node *e = p->list.count ? p->list.items[0] : NULL;
    if (!e || e->kind != SX_N_PROPERTY || !e->a) return FIRST_NONE;
    const sx_node *v = sx_comp_unwrap(e->b);
    if (v && (v->kind == SX_N_DEFAULT || (v->kind == SX_N_ASSIGN && v->op == SX_OP_ASSIGN))) return FIRST_DEFAULT;
    if (e->a->kind == SX_N_STRING) {
        *len = e->a->len < size ? e->a->len : size;
        memcpy(key, e->a->str, *len);
        return FIRST_NAMED;
    }
    if (e->a->kind == SX_N_NUMBER) {
        *len = (uint32_t)sx_comp_format_number(e->a->num, key, size);
        return FIRST_NAMED;
    }
    return FIRST_NONE;
}

/* CHECKCOERCIBLE value with the message prefix "Cannot destructure ... of 'what' as it is ". */
static void emit_check(sx_fs *fs, uint32_t value, first_prop first, const char *key, uint32_t klen, const char *what,
                       uint32_t wlen) {
    char msg[600];
    int n = first == FIRST_NAMED ? snprintf(msg, sizeof msg, "Cannot destructure property '%.*s' of '%.*s' as it is ",
                                            (int)klen, key, (int)wlen, what)
                                 : snprintf(msg, sizeof msg, "Cannot destructure '%.*s' as it is ", (int)wlen, what);
    if (n < 0) return;
    if ((size_t)n >= sizeof msg) n = (int)sizeof msg - 1;
    sx_comp_abx(fs, SX_OP_CODE_CHECKCOERCIBLE, value, sx_comp_const_str(fs, msg, (uint32_t)n));
}

/*
 * Before an object pattern takes R[value] apart: a TypeError worded like node's when the value
 * is null or undefined. The source is named as V8 prints it: the expression's text, for
 * parameters the value itself ('undefined', 'object null'; with a default, V8's odd
 * intermediate-value text), for loop heads '.for', for catch parameters '.catch'. Nested patterns get no check (V8 reports the failed read instead).
 */
void sx_comp_check_destructure(sx_fs *fs, const sx_node *target, uint32_t value, sx_bindfrom from, const sx_node *src) {
    const sx_node *t = sx_comp_unwrap(target);
    if (!t || (t->kind != SX_N_OBJECT_PATTERN && t->kind != SX_N_OBJECT) || fs->c->fatal) return;
    char key[128], what[300];
    uint32_t klen = 0;
    first_prop first = first_property(t, key, sizeof key, &klen);
    if (first == FIRST_DEFAULT) return;
    switch (from) {
    case SX_FROM_EXPR: {
        uint32_t wlen = sx_comp_source_text(src, what, sizeof what);
        emit_check(fs, value, first, key, klen, what, wlen);
        break;
    }
    case SX_FROM_PARAM: { /* V8 names the value: undefined -> 'undefined', null -> 'object null' */
        sx_comp_asbx(fs, SX_OP_CODE_JMPIFNOTUNDEF, value, 1);
        emit_check(fs, value, first, key, klen, "undefined", 9);
        sx_comp_label(fs);
        emit_check(fs, value, first, key, klen, "object null", 11);
        break;
    }
    case SX_FROM_PARAM_DEFAULT: { /* as V8 prints the `param = default` value */
        static const char iv3[] = "(intermediate value)(intermediate value)(intermediate value)";
        emit_check(fs, value, first, key, klen, iv3, sizeof iv3 - 1);
        break;
    }
    case SX_FROM_FOR: emit_check(fs, value, first, key, klen, ".for", 4); break;
    default: emit_check(fs, value, first, key, klen, ".catch", 6); break;
    }
}

/* ---- binding -------------------------------------------------------------------------------- */

/* target = default: use the default when the value is undefined. */
static void bind_default(sx_fs *fs, const sx_node *d, uint32_t value, sx_bindmode mode) {
    uint32_t mark = fs->freereg;
    const sx_node *target = sx_comp_unwrap(d->a);
    uint32_t t = sx_comp_reg_alloc(fs, 1);
    sx_comp_move(fs, t, value);
    int skip = sx_comp_jump_if(fs, SX_OP_CODE_JMPIFNOTUNDEF, t);
    bool named = target && target->kind == SX_N_IDENT;
    sx_comp_expr_named(fs, d->b, (int)t, named ? target->str : NULL, named ? target->len : 0);
    sx_comp_patch_here(fs, skip);
    sx_comp_bind(fs, target, t, mode);
    sx_comp_reg_free_to(fs, mark);
}

static bool is_rest_elem(const sx_node *e) { return e && (e->kind == SX_N_REST || e->kind == SX_N_SPREAD); }

/* [a, , b = 1, ...rest] = iterable */
static void bind_array(sx_fs *fs, const sx_node *p, uint32_t value, sx_bindmode mode) {
    uint32_t mark = fs->freereg;
    uint32_t it = sx_comp_reg_alloc(fs, 1);
    /* V8 names the iterable in declarations ("o is not iterable") but not in assignments */
    sx_comp_callsite_node(fs, sx_comp_abc(fs, SX_OP_CODE_GETITER, it, value, 0),
                          mode == SX_BIND_ASSIGN ? NULL : fs->bind_src);
    fs->bind_src = NULL;
    for (uint32_t i = 0; i < p->list.count && !fs->c->fatal; i++) {
        const sx_node *e = p->list.items[i];
        uint32_t emark = fs->freereg;
        uint32_t t = sx_comp_reg_alloc(fs, 1);
        if (!e || e->kind == SX_N_HOLE) {
            sx_comp_abc(fs, SX_OP_CODE_ITERNEXT, t, it, 0); /* skip one element */
        } else if (e->kind == SX_N_REST || e->kind == SX_N_SPREAD) {
            uint32_t arr = sx_comp_reg_alloc(fs, 1);
            sx_comp_abc(fs, SX_OP_CODE_NEWARRAY, arr, 0, 0);
            uint32_t loop = sx_comp_label(fs);
            sx_comp_abc(fs, SX_OP_CODE_ITERNEXT, t, it, 2); /* done: skip APPEND and JMP */
            sx_comp_abc(fs, SX_OP_CODE_APPEND, arr, t, 0);
            sx_comp_jump_back(fs, loop);
            sx_comp_label(fs);
            sx_comp_bind(fs, e->a, arr, mode);
        } else {
            sx_comp_abc(fs, SX_OP_CODE_ITERNEXT, t, it, 1); /* done: t := undefined */
            sx_comp_asbx(fs, SX_OP_CODE_JMP, 0, 1);
            sx_comp_abc(fs, SX_OP_CODE_LOADUNDEF, t, 0, 0);
            sx_comp_label(fs);
            sx_comp_bind(fs, e, t, mode);
        }
        sx_comp_reg_free_to(fs, emark);
    }
    /* an iterator not run to its end is closed (a finished one has nothing left to close) */
    if (p->list.count == 0 || !is_rest_elem(p->list.items[p->list.count - 1]))
        sx_comp_abc(fs, SX_OP_CODE_ITERCLOSE, it, 0, 0);
    sx_comp_reg_free_to(fs, mark);
}

static bool is_rest(const sx_node *e) { return e && (e->kind == SX_N_REST || e->kind == SX_N_SPREAD); }

/* {...rest}: a copy of the object's own enumerable properties without the keys taken before
 * (computed keys were kept in registers key_base.. by bind_object). */
static void bind_object_rest(sx_fs *fs, const sx_node *p, uint32_t value, uint32_t key_base, sx_bindmode mode) {
    const sx_node *rest = p->list.items[p->list.count - 1];
    uint32_t mark = fs->freereg;
    uint32_t r = sx_comp_reg_alloc(fs, 1);
    uint32_t scratch = sx_comp_reg_alloc(fs, 1);
    sx_comp_setpos(fs, rest);
    sx_comp_abc(fs, SX_OP_CODE_NEWOBJECT, r, 0, 0);
    sx_comp_abc(fs, SX_OP_CODE_SPREADOBJECT, r, value, 0);
    uint32_t k = key_base;
    for (uint32_t i = 0; i + 1 < p->list.count; i++) {
        const sx_node *e = p->list.items[i];
        if (!e || e->kind != SX_N_PROPERTY || !e->a) continue;
        if (e->a->kind == SX_N_STRING) sx_comp_field_op(fs, SX_OP_CODE_DELFIELD, scratch, r, e->a->str, e->a->len);
        else sx_comp_abc(fs, SX_OP_CODE_DELINDEX, scratch, r, k++);
    }
    sx_comp_bind(fs, rest->a, r, mode);
    sx_comp_reg_free_to(fs, mark);
}

/* A property target of a destructuring assignment ({a: o.x} = v, {a: o[k]} = v): the
 * specification evaluates its object and key (not yet converted) before reading the value.
 * NULL for every other target (super.x, o?.x, o.#x keep their own path). */
static const sx_node *property_target(const sx_node *target, sx_bindmode mode) {
    const sx_node *t = sx_comp_unwrap(target);
    if (mode != SX_BIND_ASSIGN || !t || (t->kind != SX_N_MEMBER && t->kind != SX_N_INDEX)) return NULL;
    if (t->flags & (SX_NF_OPTIONAL | SX_NF_PRIVATE)) return NULL;
    const sx_node *obj = sx_comp_unwrap(t->a);
    return obj && obj->kind != SX_N_SUPER ? t : NULL;
}

/* Evaluate property target t into two new registers (object, key); returns the first. */
static uint32_t target_ref(sx_fs *fs, const sx_node *t) {
    uint32_t o = sx_comp_reg_alloc(fs, 2);
    sx_comp_expr(fs, t->a, (int)o);
    if (t->kind == SX_N_INDEX) sx_comp_expr(fs, t->b, (int)o + 1);
    return o;
}

/* Store R[value] into property target t evaluated by target_ref into R[o], R[o+1]. */
static void target_store(sx_fs *fs, const sx_node *t, uint32_t o, uint32_t value) {
    if (t->kind == SX_N_MEMBER) {
        sx_comp_pos_property(fs, t);
        sx_comp_field_op(fs, SX_OP_CODE_SETFIELD, value, o, t->str, t->len);
    } else {
        sx_comp_setpos(fs, t);
        sx_comp_abc(fs, SX_OP_CODE_SETINDEX, o, o + 1, value);
    }
}

/* {a, b: c, [k]: d = 1, ...rest} = object */
static void bind_object(sx_fs *fs, const sx_node *p, uint32_t value, sx_bindmode mode) {
    bool has_rest = p->list.count > 0 && is_rest(p->list.items[p->list.count - 1]);
    uint32_t outer = fs->freereg;
    uint32_t nkeys = 0; /* with a rest element, computed keys stay in registers for it */
    for (uint32_t i = 0; i < p->list.count; i++) {
        const sx_node *e = p->list.items[i];
        if (e && e->kind == SX_N_PROPERTY && e->a && e->a->kind != SX_N_STRING && has_rest) nkeys++;
    }
    uint32_t key_base = sx_comp_reg_alloc(fs, nkeys), next_key = key_base;
    for (uint32_t i = 0; i < p->list.count && !fs->c->fatal; i++) {
        const sx_node *e = p->list.items[i];
        if (!e || e->kind != SX_N_PROPERTY || !e->a) continue;
        uint32_t mark = fs->freereg;
        uint32_t t = sx_comp_reg_alloc(fs, 1);
        const sx_node *key = e->a;
        sx_comp_setpos(fs, e);
        const sx_node *target = property_target(e->b, mode);
        uint32_t o = 0;
        if (key->kind == SX_N_STRING) {
            if (target) o = target_ref(fs, target);
            sx_comp_field_op(fs, SX_OP_CODE_GETFIELD, t, value, key->str, key->len);
        } else {
            uint32_t k = has_rest ? next_key++ : sx_comp_reg_alloc(fs, 1);
            sx_comp_expr(fs, key->kind == SX_N_COMPUTED ? key->a : key, (int)k);
            if (target) { /* the key is converted before the target is evaluated */
                sx_comp_abc(fs, SX_OP_CODE_TOSTRING, k, k, 1);
                o = target_ref(fs, target);
            }
            sx_comp_abc(fs, SX_OP_CODE_GETINDEX, t, value, k);
        }
        if (target) target_store(fs, target, o, t);
        else sx_comp_bind(fs, e->b, t, mode);
        sx_comp_reg_free_to(fs, mark);
    }
    if (has_rest) bind_object_rest(fs, p, value, key_base, mode);
    sx_comp_reg_free_to(fs, outer);
}

/* A member/index target of a destructuring assignment: evaluate it, then store. */
static void bind_property(sx_fs *fs, const sx_node *t, uint32_t value) {
    uint32_t mark = fs->freereg;
    const sx_node *obj = sx_comp_unwrap(t->a);
    if (obj && obj->kind == SX_N_SUPER) { /* [super.x] = ...: a setter runs on this */
        uint32_t base = sx_comp_reg_alloc(fs, 2);
        uint32_t k = sx_comp_super_ref(fs, t, base, NULL);
        sx_comp_abc(fs, SX_OP_CODE_SETSUPER, base, k, value);
        sx_comp_reg_free_to(fs, mark);
        return;
    }
    uint32_t o = sx_comp_expr_temp(fs, t->a);
    if (t->kind == SX_N_MEMBER) {
        sx_comp_pos_property(fs, t);
        sx_comp_field_op(fs, SX_OP_CODE_SETFIELD, value, o, t->str, t->len);
    } else {
        uint32_t k = sx_comp_expr_temp(fs, t->b);
        sx_comp_abc(fs, SX_OP_CODE_SETINDEX, o, k, value);
    }
    sx_comp_reg_free_to(fs, mark);
}

void sx_comp_bind(sx_fs *fs, const sx_node *target, uint32_t value, sx_bindmode mode) {
    sx_comp *c = fs->c;
    const sx_node *t = sx_comp_unwrap(target);
    if (!t || c->fatal) return;
    if (t->kind != SX_N_ARRAY_PATTERN && t->kind != SX_N_ARRAY) fs->bind_src = NULL;
    if (++c->depth > SX_COMP_MAX_DEPTH) {
        sx_comp_diag(c, SX_OWN_DIAG_TOO_DEEP, true, t, "Expression nested too deeply (limit 500 levels).");
        c->fatal = true;
        c->depth--;
        return;
    }
    switch (t->kind) {
    case SX_N_IDENT:
        if (mode == SX_BIND_VAR) {
            sx_comp_bind_init(fs, t, value);
        } else {
            sx_ref r;
            sx_comp_resolve(fs, t->str, t->len, &r);
            sx_comp_write_ref(fs, &r, value, t);
        }
        break;
    case SX_N_MEMBER:
    case SX_N_INDEX:
        if (mode == SX_BIND_ASSIGN && !(t->flags & (SX_NF_OPTIONAL | SX_NF_PRIVATE))) bind_property(fs, t, value);
        else
            sx_comp_diag(c, 2364, false, t,
                         "The left-hand side of an assignment expression must be a variable or a property access.");
        break;
    case SX_N_DEFAULT: bind_default(fs, t, value, mode); break;
    case SX_N_ARRAY_PATTERN:
    case SX_N_ARRAY: bind_array(fs, t, value, mode); break; /* ARRAY/OBJECT/ASSIGN: expression-shaped targets */
    case SX_N_OBJECT_PATTERN:
    case SX_N_OBJECT: bind_object(fs, t, value, mode); break;
    case SX_N_ASSIGN:
        if (t->op == SX_OP_ASSIGN) bind_default(fs, t, value, mode);
        else
            sx_comp_diag(c, 2364, false, t,
                         "The left-hand side of an assignment expression must be a variable or a property access.");
        break;
    default:
        sx_comp_diag(c, 2364, false, t,
                     "The left-hand side of an assignment expression must be a variable or a property access.");
        break;
    }
    c->depth--;
}
