/* expr_call.c - property access, calls, `new`, optional chains, and object/array/template
 * literals; also the callee text recorded for "x.y is not a function" messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/comp_internal.h"

static bool is_temp(sx_fs *fs, int dst) { return dst >= 0 && (uint32_t)dst >= fs->nactive; }

/* ---- callee text (like V8's CallPrinter) ------------------------------------------------- */

#define SX_CALLEE_TEXT_MAX 256

typedef struct textbuf {
    char buf[SX_CALLEE_TEXT_MAX];
    uint32_t len;
} textbuf;

static void tb_put(textbuf *tb, const char *s, uint32_t n) {
    if (n > SX_CALLEE_TEXT_MAX - tb->len) n = SX_CALLEE_TEXT_MAX - tb->len;
    memcpy(tb->buf + tb->len, s, n);
    tb->len += n;
}

static void tb_puts(textbuf *tb, const char *s) { tb_put(tb, s, (uint32_t)strlen(s)); }

static void render(textbuf *tb, const sx_node *n, int depth) {
    n = sx_comp_unwrap(n);
    if (!n || depth > 64) {
        tb_puts(tb, "(intermediate value)");
        return;
    }
    char num[40];
    switch (n->kind) {
    case SX_N_IDENT: tb_put(tb, n->str, n->len); break;
    case SX_N_THIS: tb_puts(tb, "this"); break;
    case SX_N_NULL: tb_puts(tb, "null"); break;
    case SX_N_TRUE: tb_puts(tb, "true"); break;
    case SX_N_FALSE: tb_puts(tb, "false"); break;
    case SX_N_NUMBER: tb_put(tb, num, (uint32_t)sx_comp_format_number(n->num, num, sizeof num)); break;
    case SX_N_STRING:
        tb_puts(tb, "\"");
        tb_put(tb, n->str, n->len);
        tb_puts(tb, "\"");
        break;
    case SX_N_CHAIN: render(tb, n->a, depth + 1); break;
    case SX_N_MEMBER:
        render(tb, n->a, depth + 1);
        tb_puts(tb, (n->flags & SX_NF_OPTIONAL) ? "?." : ".");
        if (n->flags & SX_NF_PRIVATE) tb_puts(tb, "#");
        tb_put(tb, n->str, n->len);
        break;
    case SX_N_INDEX: {
        const sx_node *k = sx_comp_unwrap(n->b);
        render(tb, n->a, depth + 1);
        if (k && k->kind == SX_N_STRING) {
            tb_puts(tb, (n->flags & SX_NF_OPTIONAL) ? "?." : ".");
            tb_put(tb, k->str, k->len);
        } else {
            tb_puts(tb, (n->flags & SX_NF_OPTIONAL) ? "?.[" : "[");
            render(tb, k, depth + 1);
            tb_puts(tb, "]");
        }
        break;
    }
    case SX_N_CALL:
        render(tb, n->a, depth + 1);
        tb_puts(tb, "(...)");
        break;
    case SX_N_SEQUENCE:
        tb_puts(tb, "(");
        for (uint32_t i = 0; i < n->list.count; i++) {
            if (i) tb_puts(tb, " , ");
            render(tb, n->list.items[i], depth + 1);
        }
        tb_puts(tb, ")");
        break;
    default: tb_puts(tb, "(intermediate value)"); break;
    }
}

/* V8's text for expression n (as in "Cannot destructure property 'a' of 'o.p'"); returns its length. */
uint32_t sx_comp_source_text(const sx_node *n, char *buf, uint32_t size) {
    textbuf tb;
    tb.len = 0;
    render(&tb, n, 0);
    uint32_t len = tb.len < size ? tb.len : size;
    memcpy(buf, tb.buf, len);
    return len;
}

/* Name the CALL/NEW at pc by its callee's text (also used for GETITER/SPREADARRAY, naming
 * the iterable, so the VM can say "o.items is not iterable"). */
void sx_comp_callsite_node(sx_fs *fs, int pc, const sx_node *callee) {
    if (pc < 0 || !callee) return;
    textbuf tb;
    tb.len = 0;
    render(&tb, callee, 0);
    sx_comp_callsite_record(fs, (uint32_t)pc, sx_comp_const_str(fs, tb.buf, tb.len));
}

/* ---- optional chains ----------------------------------------------------------------------- */

/* In a?.b / a?.[k] / f?.(): if R[reg] is nullish, leave the chain (its value is undefined). */
void sx_comp_optional_link(sx_fs *fs, const sx_node *link, uint32_t reg) {
    if (!(link->flags & SX_NF_OPTIONAL)) return;
    if (!fs->in_chain) {
        sx_comp_diag(fs->c, SX_OWN_DIAG_UNSUPPORTED, true, link, "Optional link outside an optional chain.");
        return;
    }
    sx_comp_concat(fs, &fs->chain_exit, sx_comp_jump_if(fs, SX_OP_CODE_JMPIFNULLISH, reg));
}

/* The root of an optional chain: every optional link jumps to one exit that loads undefined. */
sx_chain_state sx_comp_chain_begin(sx_fs *fs) {
    sx_chain_state saved = {fs->chain_exit, fs->in_chain};
    fs->chain_exit = SX_NO_JUMP;
    fs->in_chain = true;
    return saved;
}

void sx_comp_chain_end(sx_fs *fs, sx_chain_state saved, int op, uint32_t r) {
    if (fs->chain_exit != SX_NO_JUMP) {
        int j = sx_comp_jump(fs);
        sx_comp_patch_here(fs, fs->chain_exit);
        sx_comp_abc(fs, op, r, 0, 0);
        sx_comp_patch_here(fs, j);
    }
    fs->chain_exit = saved.exit;
    fs->in_chain = saved.in;
}

void sx_comp_chain(sx_fs *fs, const sx_node *inner, int dst) {
    sx_chain_state saved = sx_comp_chain_begin(fs);
    uint32_t mark = fs->freereg;
    uint32_t r = is_temp(fs, dst) ? (uint32_t)dst : sx_comp_reg_alloc(fs, 1);
    sx_comp_expr(fs, inner, (int)r);
    sx_comp_chain_end(fs, saved, SX_OP_CODE_LOADUNDEF, r);
    if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, r);
    sx_comp_reg_free_to(fs, mark);
}

/* ---- property access ----------------------------------------------------------------------- */

static bool is_super(const sx_node *n) {
    n = sx_comp_unwrap(n);
    return n && n->kind == SX_N_SUPER;
}

/* R[dst] := o.name, or o.#name (a private name is a key held in a register). */
static void get_member(sx_fs *fs, const sx_node *n, uint32_t dst, uint32_t o) {
    sx_comp_pos_property(fs, n);
    if (n->flags & SX_NF_PRIVATE) {
        uint32_t mark = fs->freereg;
        uint32_t k = sx_comp_private_key(fs, n);
        sx_comp_pos_property(fs, n);
        sx_comp_private_check(fs, n, o, k, false);
        sx_comp_abc(fs, SX_OP_CODE_GETINDEX, dst, o, k);
        sx_comp_reg_free_to(fs, mark);
        return;
    }
    sx_comp_field_op(fs, SX_OP_CODE_GETFIELD, dst, o, n->str, n->len);
}

/* R[base] := super.x or super[k] (node n): looked up from the home object's prototype, with
 * getters called on `this`, which stays in R[base+1] (a super.m() call uses it). */
static void super_get(sx_fs *fs, const sx_node *n, uint32_t base) {
    uint32_t key = sx_comp_super_ref(fs, n, base, NULL);
    sx_comp_setpos_line(fs, sx_comp_expr_pos(n));
    sx_comp_abc(fs, SX_OP_CODE_GETSUPER, base, base, key);
}

static void super_read(sx_fs *fs, const sx_node *n, uint32_t dst) {
    uint32_t mark = fs->freereg;
    uint32_t base = sx_comp_reg_alloc(fs, 2);
    super_get(fs, n, base);
    sx_comp_move(fs, dst, base);
    sx_comp_reg_free_to(fs, mark);
}

void sx_comp_member(sx_fs *fs, const sx_node *n, uint32_t dst) {
    if (is_super(n->a)) {
        super_read(fs, n, dst);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t o;
    if (is_temp(fs, (int)dst) && !sx_comp_is_local(fs, n->a)) {
        sx_comp_expr(fs, n->a, (int)dst);
        o = dst;
    } else {
        o = sx_comp_expr_any(fs, n->a);
    }
    sx_comp_optional_link(fs, n, o);
    get_member(fs, n, dst, o);
    sx_comp_reg_free_to(fs, mark);
}

void sx_comp_index(sx_fs *fs, const sx_node *n, uint32_t dst) {
    if (is_super(n->a)) {
        super_read(fs, n, dst);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t o;
    if (sx_comp_is_local(fs, n->a) && sx_comp_stable_during(fs, n->a, n->b)) {
        o = sx_comp_expr_any(fs, n->a);
    } else if (is_temp(fs, (int)dst)) {
        sx_comp_expr(fs, n->a, (int)dst);
        o = dst;
    } else {
        o = sx_comp_expr_temp(fs, n->a);
    }
    sx_comp_optional_link(fs, n, o);
    uint32_t k = sx_comp_expr_any(fs, n->b);
    sx_comp_setpos_line(fs, sx_comp_expr_pos(n));
    sx_comp_abc(fs, SX_OP_CODE_GETINDEX, dst, o, k);
    sx_comp_reg_free_to(fs, mark);
}

/* ---- calls --------------------------------------------------------------------------------- */

/* Arguments into R[base+2..]; returns B, and sets *spread when they went into one array. */
uint32_t sx_comp_args(sx_fs *fs, const sx_node_list *args, bool *spread) {
    *spread = false;
    for (uint32_t i = 0; i < args->count; i++)
        if (args->items[i] && args->items[i]->kind == SX_N_SPREAD) *spread = true;
    if (!*spread) {
        for (uint32_t i = 0; i < args->count; i++) {
            uint32_t r = sx_comp_reg_alloc(fs, 1);
            sx_comp_expr(fs, args->items[i], (int)r);
        }
        return args->count;
    }
    uint32_t arr = sx_comp_reg_alloc(fs, 1);
    sx_comp_abc(fs, SX_OP_CODE_NEWARRAY, arr, args->count > 0xFFFF ? 0xFFFF : args->count, 0);
    for (uint32_t i = 0; i < args->count; i++) {
        const sx_node *a = args->items[i];
        uint32_t mark = fs->freereg;
        if (a && a->kind == SX_N_SPREAD) {
            uint32_t t = sx_comp_expr_any(fs, a->a);
            int c = (a->flags & SX_NF_REST) ? 2 : 1; /* C = 1: call; 2: a default constructor's super(...args) */
            sx_comp_callsite_node(fs, sx_comp_abc(fs, SX_OP_CODE_SPREADARRAY, arr, t, c), a->a);
        } else {
            uint32_t t = sx_comp_expr_any(fs, a);
            sx_comp_abc(fs, SX_OP_CODE_APPEND, arr, t, 0);
        }
        sx_comp_reg_free_to(fs, mark);
    }
    return 1;
}

/* Base register for a call: the destination itself when it is the top temporary. */
static uint32_t call_base(sx_fs *fs, int dst) {
    if (is_temp(fs, dst) && (uint32_t)dst + 1 == fs->freereg) return (uint32_t)dst;
    return sx_comp_reg_alloc(fs, 1);
}

static bool callee_and_this(sx_fs *fs, const sx_node *callee, uint32_t base, uint32_t self);
static void finish_call(sx_fs *fs, const sx_node *n, uint32_t base, uint32_t nargs, uint32_t flags);

/* A direct call `eval(s)` of the global eval would see the caller's local scope (its
 * parameters, let/const and vars), which secexec's compiled functions do not keep by name:
 * refused before anything runs, never run as the indirect eval it is not. */
static bool refuse_direct_eval(sx_fs *fs, const sx_node *call, const sx_node *callee) {
    if (call->flags & SX_NF_OPTIONAL) return false; /* eval?.(code) is an indirect eval */
    if (callee->kind != SX_N_IDENT || callee->len != 4 || memcmp(callee->str, "eval", 4) != 0) return false;
    sx_ref r;
    sx_comp_resolve(fs, callee->str, callee->len, &r);
    if (r.where != SX_REF_GLOBAL) return false; /* a local or program-level binding named eval */
    sx_comp_diag(fs->c, SX_OWN_DIAG_UNSUPPORTED, true, callee, "%s", SX_DIRECT_EVAL_MESSAGE);
    return true;
}

void sx_comp_call(sx_fs *fs, const sx_node *n, int dst) {
    const sx_node *callee = sx_comp_unwrap(n->a);
    if (!callee) return;
    if (refuse_direct_eval(fs, n, callee)) return;
    if (callee->kind == SX_N_SUPER) {
        sx_comp_super_call(fs, n, dst);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t base = call_base(fs, dst);
    uint32_t self = sx_comp_reg_alloc(fs, 1);
    sx_lineinfo saved = fs->pos;
    bool plain = callee_and_this(fs, callee, base, self);
    fs->pos = saved;
    sx_comp_optional_link(fs, n, base);
    bool spread;
    uint32_t nargs = sx_comp_args(fs, &n->list, &spread);
    finish_call(fs, n, base, nargs, (spread ? 1u : 0u) | (plain ? 2u : 0u));
    if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, base);
    sx_comp_reg_free_to(fs, mark);
}

/* An optional chain ending in a property access (not of super): a?.b, a?.b.c, a?.[k]. */
static bool is_chain_member(const sx_node *chain) {
    const sx_node *inner = sx_comp_unwrap(chain->a);
    return inner && (inner->kind == SX_N_MEMBER || inner->kind == SX_N_INDEX) && !is_super(inner->a);
}

/* The function into R[base] and `this` into R[self] (the object of a member callee). True: a
 * plain callee, whose `this` is undefined; the CALL sets it (C&2) instead of a LOADUNDEF. */
static bool callee_and_this(sx_fs *fs, const sx_node *callee, uint32_t base, uint32_t self) {
    if ((callee->kind == SX_N_MEMBER || callee->kind == SX_N_INDEX) && is_super(callee->a)) {
        super_get(fs, callee, base); /* super.m(): m of the parent, called on this (R[self]) */
        sx_comp_reg_free_to(fs, self + 1);
    } else if (callee->kind == SX_N_MEMBER) {
        sx_comp_expr(fs, callee->a, (int)self);
        sx_comp_optional_link(fs, callee, self);
        get_member(fs, callee, base, self);
    } else if (callee->kind == SX_N_INDEX) {
        sx_comp_expr(fs, callee->a, (int)self);
        sx_comp_optional_link(fs, callee, self);
        uint32_t k = sx_comp_expr_any(fs, callee->b);
        sx_comp_setpos_line(fs, sx_comp_expr_pos(callee));
        sx_comp_abc(fs, SX_OP_CODE_GETINDEX, base, self, k);
        sx_comp_reg_free_to(fs, self + 1);
    } else if (callee->kind == SX_N_CHAIN && is_chain_member(callee)) {
        /* (a?.b)(): the parenthesized chain is still a reference, so `this` is a; when the
         * chain short-circuits, the function is undefined (and the call throws) */
        sx_chain_state saved = sx_comp_chain_begin(fs);
        callee_and_this(fs, sx_comp_unwrap(callee->a), base, self);
        sx_comp_chain_end(fs, saved, SX_OP_CODE_LOADUNDEF, base);
    } else {
        sx_comp_expr(fs, callee, (int)base);
        return true;
    }
    return false;
}

/* CALL R[base] with the arguments already in place; the result stays in R[base]. flags: the
 * CALL's C (1: spread, 2: `this` undefined). */
static void finish_call(sx_fs *fs, const sx_node *n, uint32_t base, uint32_t nargs, uint32_t flags) {
    sx_lineinfo saved = fs->pos;
    sx_comp_setpos_line(fs, sx_comp_expr_pos(n));
    int pc = sx_comp_abc(fs, SX_OP_CODE_CALL, base, nargs, flags);
    const sx_node *callee = sx_comp_unwrap(n->a);
    if (callee && callee->kind == SX_N_CHAIN) /* (a?.b)(): V8 names no callee */
        sx_comp_callsite_record(fs, (uint32_t)pc, sx_comp_const_str(fs, "(intermediate value)", 20));
    else sx_comp_callsite_node(fs, pc, n->a);
    fs->pos = saved;
    sx_comp_reg_free_to(fs, base + 1);
}

/* A frozen array of the given length whose elements come from get(quasi) (undefined for NULL). */
static sx_object *frozen_strings(sx_fs *fs, const sx_node_list *l, bool raw) {
    sx_vm *vm = fs->c->vm;
    sx_object *arr = sx_array_new(vm, (l->count + 1) / 2);
    for (uint32_t i = 0; arr && i < l->count; i += 2) {
        const sx_node *q = l->items[i];
        if (q && raw) q = q->a;
        sx_value v = SX_UNDEFINED;
        if (q && q->str) {
            sx_string *str = sx_atom_utf8(vm, q->str, q->len);
            if (!str) return NULL;
            v = sx_from_string(str);
        }
        if (!sx_array_push(vm, arr, v)) return NULL;
    }
    return arr && sx_object_freeze(vm, arr) ? arr : NULL;
}

/* The strings array of a tagged template site (frozen, with a frozen `raw` array). It is made
 * once, at compile time, and kept as a constant of the function: every evaluation of the site
 * passes the same object, and the constant keeps it alive for the collector. */
static sx_value template_object(sx_fs *fs, const sx_node *tmpl) {
    sx_object *cooked = tmpl ? frozen_strings(fs, &tmpl->list, false) : NULL;
    sx_object *raw = cooked ? frozen_strings(fs, &tmpl->list, true) : NULL;
    sx_string *raw_key = raw ? sx_atom(fs->c->vm, "raw") : NULL;
    if (!raw_key || !sx_object_define(fs->c->vm, cooked, raw_key, sx_from_object(raw), 0)) {
        sx_comp_oom(fs->c);
        return SX_UNDEFINED;
    }
    return sx_from_object(cooked);
}

/* tag`a${x}b`: tag(strings, x) with `this` as for a call of the tag. */
void sx_comp_tagged(sx_fs *fs, const sx_node *n, int dst) {
    const sx_node *callee = sx_comp_unwrap(n->a);
    if (!callee) return;
    if (callee->kind == SX_N_SUPER) {
        sx_comp_diag(fs->c, SX_OWN_DIAG_UNSUPPORTED, true, n, "'super' cannot be a template tag.");
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t base = call_base(fs, dst);
    uint32_t self = sx_comp_reg_alloc(fs, 1);
    sx_lineinfo saved = fs->pos;
    bool plain = callee_and_this(fs, callee, base, self);
    fs->pos = saved;
    const sx_node_list *l = n->b ? &n->b->list : NULL;
    uint32_t strings = sx_comp_reg_alloc(fs, 1);
    sx_comp_abx(fs, SX_OP_CODE_LOADK, strings, sx_comp_const(fs, template_object(fs, n->b)));
    uint32_t nargs = 1;
    for (uint32_t i = 1; l && i < l->count; i += 2, nargs++)
        sx_comp_expr(fs, l->items[i], (int)sx_comp_reg_alloc(fs, 1));
    finish_call(fs, n, base, nargs, plain ? 2u : 0u);
    if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, base);
    sx_comp_reg_free_to(fs, mark);
}

void sx_comp_new(sx_fs *fs, const sx_node *n, int dst) {
    uint32_t mark = fs->freereg;
    uint32_t base = call_base(fs, dst);
    sx_comp_reg_alloc(fs, 1); /* R[base+1]: the VM puts the new object there */
    sx_comp_expr(fs, n->a, (int)base);
    bool spread;
    uint32_t nargs = sx_comp_args(fs, &n->list, &spread);
    sx_comp_setpos(fs, n);
    int pc = sx_comp_abc(fs, SX_OP_CODE_NEW, base, nargs, spread ? 1 : 0);
    sx_comp_callsite_node(fs, pc, n->a);
    sx_comp_reg_free_to(fs, base + 1);
    if (dst >= 0) sx_comp_move(fs, (uint32_t)dst, base);
    sx_comp_reg_free_to(fs, mark);
}

/* ---- object literals ----------------------------------------------------------------------- */

/* Static text of a property key (for DEFFIELD and function names); false for computed keys. */
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

/* R[reg] := the key of property p (getters/setters/numeric/computed keys). A computed key is
 * converted with ToPropertyKey before the value is evaluated (its toString may run first),
 * unless the value is a literal that runs no code. */
static void key_into(sx_fs *fs, const sx_node *key, uint32_t reg, const sx_node *value) {
    if (key->kind != SX_N_COMPUTED) {
        sx_comp_expr(fs, key, (int)reg);
        return;
    }
    sx_comp_expr(fs, key->a, (int)reg);
    const sx_node *k = sx_comp_unwrap(key->a), *v = sx_comp_unwrap(value);
    bool literal_key = k && (k->kind == SX_N_STRING || k->kind == SX_N_NUMBER);
    bool literal_value = !v || v->kind == SX_N_NUMBER || v->kind == SX_N_STRING || v->kind == SX_N_TRUE ||
                         v->kind == SX_N_FALSE || v->kind == SX_N_NULL || v->kind == SX_N_FUNCTION;
    if (!literal_key && !literal_value) sx_comp_abc(fs, SX_OP_CODE_TOSTRING, reg, reg, 1);
}

/* Methods and accessors of an object literal whose methods use super have it as home object. */
static bool is_method_like(const sx_node *p) {
    return p->kind != SX_N_SPREAD && (p->flags & (SX_NF_METHOD | SX_NF_GETTER | SX_NF_SETTER));
}

static void comp_accessor(sx_fs *fs, const sx_node *p, uint32_t obj, sx_home home) {
    uint32_t mark = fs->freereg;
    char num[40], name[SX_CALLEE_TEXT_MAX + 8];
    const char *text = NULL;
    uint32_t len = 0;
    bool is_get = p->flags & SX_NF_GETTER;
    uint32_t kr = sx_comp_reg_alloc(fs, 1);
    key_into(fs, p->a, kr, NULL);
    uint32_t fr = sx_comp_reg_alloc(fs, 1);
    const sx_node *fn = sx_comp_unwrap(p->b);
    fs->next_home = home;
    if (key_text(p->a, num, sizeof num, &text, &len) && len < SX_CALLEE_TEXT_MAX) {
        int n = snprintf(name, sizeof name, "%s ", is_get ? "get" : "set");
        memcpy(name + n, text, len);
        sx_comp_function(fs, fn, fr, name, (uint32_t)n + len, SX_PROTO_METHOD);
    } else {
        sx_comp_function(fs, fn, fr, NULL, 0, SX_PROTO_METHOD);
    }
    sx_comp_abc(fs, is_get ? SX_OP_CODE_DEFGETTER : SX_OP_CODE_DEFSETTER, obj, kr, fr);
    sx_comp_reg_free_to(fs, mark);
}

/* The value of a property, named after its key when it is an anonymous function. */
static uint32_t prop_value(sx_fs *fs, const sx_node *p, const char *text, uint32_t len, sx_home home) {
    const sx_node *fn = sx_comp_unwrap(p->b);
    if (fn && fn->kind == SX_N_FUNCTION && ((p->flags & SX_NF_METHOD) || !fn->str)) {
        uint32_t r = sx_comp_reg_alloc(fs, 1);
        uint16_t extra = (p->flags & SX_NF_METHOD) ? SX_PROTO_METHOD : 0;
        sx_comp_setpos(fs, fn);
        if (p->flags & SX_NF_METHOD) fs->next_home = home;
        sx_comp_function(fs, fn, r, fn->str ? fn->str : text, fn->str ? fn->len : len, extra);
        return r;
    }
    if (fn && fn->kind == SX_N_CLASS && !fn->str && text) { /* { Shape: class {} } is named Shape */
        uint32_t r = sx_comp_reg_alloc(fs, 1);
        sx_comp_expr_named(fs, p->b, (int)r, text, len);
        return r;
    }
    return sx_comp_expr_any(fs, p->b);
}

static void comp_property(sx_fs *fs, const sx_node *p, uint32_t obj, sx_home home) {
    if (p->flags & (SX_NF_GETTER | SX_NF_SETTER)) {
        comp_accessor(fs, p, obj, home);
        return;
    }
    uint32_t mark = fs->freereg;
    char num[40];
    const char *text = NULL;
    uint32_t len = 0;
    const sx_node *key = p->a;
    if (key && key->kind == SX_N_STRING) {
        key_text(key, num, sizeof num, &text, &len);
        uint32_t v = prop_value(fs, p, text, len, home);
        bool proto_setter =
            !(p->flags & (SX_NF_SHORTHAND | SX_NF_METHOD)) && sx_comp_names_equal(text, len, "__proto__", 9);
        sx_comp_field_op(fs, proto_setter ? SX_OP_CODE_SETFIELD : SX_OP_CODE_DEFFIELD, v, obj, text, len);
    } else {
        uint32_t kr = sx_comp_reg_alloc(fs, 1);
        if (key) key_into(fs, key, kr, p->b);
        if (!key_text(key, num, sizeof num, &text, &len)) {
            text = NULL;
            len = 0;
        }
        uint32_t v = prop_value(fs, p, text, len, home);
        sx_comp_abc(fs, SX_OP_CODE_DEFINDEX, obj, kr, v);
    }
    sx_comp_reg_free_to(fs, mark);
}

/* R[dst] := a new object with n's properties; methods get `home` as their home object. */
static void build_object(sx_fs *fs, const sx_node *n, uint32_t dst, sx_home home) {
    sx_comp_abc(fs, SX_OP_CODE_NEWOBJECT, dst, 0, 0);
    for (uint32_t i = 0; i < n->list.count && !fs->c->fatal; i++) {
        const sx_node *p = n->list.items[i];
        if (!p) continue;
        sx_lineinfo saved = fs->pos;
        sx_comp_setpos(fs, p);
        if (p->kind == SX_N_SPREAD) {
            uint32_t mark = fs->freereg;
            uint32_t v = sx_comp_expr_any(fs, p->a);
            sx_comp_abc(fs, SX_OP_CODE_SPREADOBJECT, dst, v, 0);
            sx_comp_reg_free_to(fs, mark);
        } else {
            comp_property(fs, p, dst, home);
        }
        fs->pos = saved;
    }
}

static bool methods_use_super(const sx_node *n) {
    for (uint32_t i = 0; i < n->list.count; i++) {
        const sx_node *p = n->list.items[i];
        if (p && is_method_like(p) && sx_comp_mentions_super(p->b)) return true;
    }
    return false;
}

/* An object literal. When its methods use super, the object is their home object: it is kept
 * in a hidden variable of a scope above the caller's temporaries (like a class's %proto). */
void sx_comp_object(sx_fs *fs, const sx_node *n, uint32_t dst) {
    if (!methods_use_super(n)) {
        build_object(fs, n, dst, SX_HOME_NONE);
        return;
    }
    uint32_t saved_active = fs->nactive;
    fs->nactive = fs->freereg;
    sx_comp_scope_begin(fs);
    uint32_t home = sx_comp_home_object_var(fs, n);
    build_object(fs, n, home, SX_HOME_OBJECT);
    sx_comp_move(fs, dst, home);
    sx_comp_scope_end(fs);
    fs->nactive = saved_active;
}

/* ---- array and template literals ----------------------------------------------------------- */

void sx_comp_array(sx_fs *fs, const sx_node *n, uint32_t dst) {
    sx_comp_abc(fs, SX_OP_CODE_NEWARRAY, dst, n->list.count > 0xFFFF ? 0xFFFF : n->list.count, 0);
    for (uint32_t i = 0; i < n->list.count && !fs->c->fatal; i++) {
        const sx_node *e = n->list.items[i];
        uint32_t mark = fs->freereg;
        if (!e || e->kind == SX_N_HOLE) {
            sx_comp_abc(fs, SX_OP_CODE_APPENDHOLE, dst, 0, 0);
        } else if (e->kind == SX_N_SPREAD) {
            uint32_t v = sx_comp_expr_any(fs, e->a);
            sx_comp_callsite_node(fs, sx_comp_abc(fs, SX_OP_CODE_SPREADARRAY, dst, v, 0), e->a);
        } else {
            uint32_t v = sx_comp_expr_any(fs, e);
            sx_comp_abc(fs, SX_OP_CODE_APPEND, dst, v, 0);
        }
        sx_comp_reg_free_to(fs, mark);
    }
}

static bool is_literal(const sx_node *n) {
    n = sx_comp_unwrap(n);
    return n && (n->kind == SX_N_NUMBER || n->kind == SX_N_STRING || n->kind == SX_N_TRUE || n->kind == SX_N_FALSE ||
                 n->kind == SX_N_NULL);
}

/* `a${x}b${y}`: the parts go into consecutive registers and CONCAT joins them. A substitution
 * is converted with TOSTRING right away when a later one may run guest code (JS order). */
void sx_comp_template(sx_fs *fs, const sx_node *n, uint32_t dst) {
    const sx_node_list *l = &n->list;
    if (l->count <= 1) {
        const sx_node *q = l->count ? l->items[0] : NULL;
        sx_comp_loadk_str(fs, dst, q ? q->str : "", q ? q->len : 0);
        return;
    }
    uint32_t last_complex = 0;
    for (uint32_t i = 1; i < l->count; i += 2)
        if (!sx_comp_is_simple(l->items[i])) last_complex = i;
    uint32_t mark = fs->freereg;
    uint32_t base = fs->freereg;
    for (uint32_t i = 0; i < l->count; i++) {
        const sx_node *part = l->items[i];
        if (i % 2 == 0) {
            if (!part || part->len == 0) continue;
            sx_comp_loadk_str(fs, sx_comp_reg_alloc(fs, 1), part->str, part->len);
            continue;
        }
        uint32_t r = sx_comp_reg_alloc(fs, 1);
        sx_comp_expr(fs, part, (int)r);
        if (i < last_complex && !is_literal(part)) sx_comp_abc(fs, SX_OP_CODE_TOSTRING, r, r, 0);
    }
    uint32_t count = fs->freereg - base;
    if (count == 0) sx_comp_loadk_str(fs, dst, "", 0);
    else sx_comp_abc(fs, SX_OP_CODE_CONCAT, dst, base, count);
    sx_comp_reg_free_to(fs, mark);
}
