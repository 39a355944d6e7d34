/* lib_functools.c - the `functools` module: reduce, partial (a bound function) and cmp_to_key. */
#include <string.h>

#include "python/py.h"
#include "vm/meter.h"

#define RL py_rl(vm)

sx_value py_class_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv); /* types.c */

typedef struct reduce_state {
    sx_value fn, acc;
    uint32_t slot; /* the temp-stack slot that keeps acc alive */
} reduce_state;

static bool reduce_each(sx_vm *vm, sx_value v, void *data) {
    reduce_state *s = data;
    if (s->acc == SX_EMPTY) return s->acc = vm->temps[s->slot] = v, true;
    sx_value args[2] = {s->acc, v};
    sx_value r = py_call(vm, s->fn, SX_UNDEFINED, 2, args);
    if (r == SX_EXCEPTION) return false;
    s->acc = vm->temps[s->slot] = r;
    return true;
}

/* reduce(function, iterable[, initial]); the running value is kept on the temp stack */
static sx_value f_reduce(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2) return py_raise(vm, RL->type_error, "reduce expected at least 2 arguments, got %d", argc);
    if (argc > 3) return py_raise(vm, RL->type_error, "reduce expected at most 3 arguments, got %d", argc);
    reduce_state s = {argv[0], argc == 3 ? argv[2] : SX_EMPTY, vm->ntemps};
    sx_temp_push(vm, s.acc == SX_EMPTY ? SX_UNDEFINED : s.acc);
    bool ok = py_iterate(vm, argv[1], reduce_each, &s);
    sx_temp_pop(vm, 1);
    if (!ok) return SX_EXCEPTION;
    if (s.acc == SX_EMPTY) return py_raise(vm, RL->type_error, "reduce() of empty iterable with no initial value");
    return s.acc;
}

/* a function bound to target with these leading arguments (the VM's SX_CLASS_BOUND) */
static sx_value bind(sx_vm *vm, sx_value target, int n, const sx_value *args) {
    sx_object *b = sx_object_new(vm, SX_CLASS_BOUND, RL->function);
    if (b == NULL) return SX_EXCEPTION;
    b->u.bound.target = target;
    b->u.bound.this_val = SX_UNDEFINED;
    b->u.bound.args = NULL;
    b->bound_nargs = 0;
    b->oflags |= SX_OBJ_CALLABLE;
    sx_temp_push(vm, sx_from_object(b));
    sx_value *a = sx_mem_realloc(vm, NULL, 0, (size_t)n * sizeof *a);
    sx_temp_pop(vm, 1);
    if (a == NULL) return sx_throw_oom(vm);
    memcpy(a, args, (size_t)n * sizeof *a);
    b->u.bound.args = a;
    b->bound_nargs = (uint32_t)n;
    return sx_from_object(b);
}

static bool dict_copy_into(sx_vm *vm, sx_object *to, sx_object *from) {
    py_dict *d = from->u.host.impl;
    for (uint32_t i = 0; i < d->n; i++)
        if (d->keys[i] != SX_EMPTY && !py_dict_set(vm, to, d->keys[i], d->vals[i])) return false;
    return true;
}

/* %partial_call(fn, stored keywords or None, stored args..., call args..., [call keywords]) */
static sx_value partial_call(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 2) return py_raise(vm, RL->type_error, "internal: partial");
    sx_value stored = argv[1];
    int n = argc - 2;
    sx_object *merged = NULL;
    if (stored != SX_NULL || kw != NULL) {
        merged = py_dict_new(vm);
        if (merged == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(merged));
        bool ok = (stored == SX_NULL || dict_copy_into(vm, merged, sx_as_object(stored))) &&
                  (kw == NULL || dict_copy_into(vm, merged, kw));
        if (!ok) return sx_temp_pop(vm, 1), SX_EXCEPTION;
        merged->spare = 1; /* the keyword-arguments mark (py_kwargs) */
    }
    size_t size = (size_t)(n + 1) * sizeof(sx_value);
    sx_value *args = sx_mem_realloc(vm, NULL, 0, size);
    if (args == NULL) {
        if (merged) sx_temp_pop(vm, 1);
        return sx_throw_oom(vm);
    }
    memcpy(args, argv + 2, (size_t)n * sizeof(sx_value));
    if (merged) args[n++] = sx_from_object(merged);
    sx_value r = py_call(vm, argv[0], SX_UNDEFINED, n, args);
    sx_mem_realloc(vm, args, size, 0);
    if (merged) sx_temp_pop(vm, 1);
    return r;
}

static sx_value hidden_native(sx_vm *vm, const char *name, sx_native_fn fn) {
    sx_string *k = sx_atom(vm, name);
    if (k == NULL) return sx_throw_oom(vm);
    sx_value f = sx_object_find_data(vm, vm->realm.global, k);
    if (sx_is_object(f)) return f;
    sx_object *o = sx_native_new(vm, name, fn, 0);
    if (o == NULL || !sx_object_define(vm, vm->realm.global, k, sx_from_object(o), SX_PROP_HIDDEN)) return SX_EXCEPTION;
    return sx_from_object(o);
}

/* partial(func, *args, **keywords): a callable that calls func with args and keywords first */
static sx_value f_partial(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, RL->type_error, "partial expected at least 1 argument, got 0");
    if (!sx_is_object(argv[0]) || !(sx_as_object(argv[0])->oflags & SX_OBJ_CALLABLE))
        return py_raise(vm, RL->type_error, "the first argument must be callable");
    sx_value target = hidden_native(vm, "%partial_call", partial_call);
    if (target == SX_EXCEPTION) return target;
    sx_temp_push(vm, target);
    size_t size = (size_t)(argc + 1) * sizeof(sx_value);
    sx_value *a = sx_mem_realloc(vm, NULL, 0, size);
    if (a == NULL) return sx_temp_pop(vm, 1), sx_throw_oom(vm);
    a[0] = argv[0];
    a[1] = kw ? sx_from_object(kw) : SX_NULL;
    memcpy(a + 2, argv + 1, (size_t)(argc - 1) * sizeof(sx_value));
    if (kw) kw->spare = 0; /* stored, no longer this call's mark */
    sx_value r = bind(vm, target, argc + 1, a);
    sx_mem_realloc(vm, a, size, 0);
    sx_temp_pop(vm, 1);
    return r;
}

/* cmp_to_key(cmp): K(x) is an instance of the hidden class %cmpkey holding [cmp, x], whose
 * comparisons call cmp(a, b) and compare the result with 0 */
static sx_object *key_state(sx_value v) {
    if (!sx_is_object(v)) return NULL;
    sx_object *o = sx_as_object(v);
    if (o->cls != SX_CLASS_OBJECT || o->nprops < 1) return NULL;
    sx_value st = o->props[0].value;
    return sx_is_object(st) && sx_as_object(st)->cls == SX_CLASS_ARRAY ? sx_as_object(st) : NULL;
}
static sx_value key_compare(sx_vm *vm, sx_value self, int argc, const sx_value *argv, int op) {
    sx_object *a = key_state(self), *b = argc > 0 ? key_state(argv[0]) : NULL;
    if (a == NULL || b == NULL) return py_raise(vm, RL->type_error, "other argument must be K instance");
    sx_value args[2] = {a->u.array.items[1], b->u.array.items[1]};
    sx_value r = py_call(vm, a->u.array.items[0], SX_UNDEFINED, 2, args);
    if (r == SX_EXCEPTION) return r;
    return py_binary(vm, op, r, sx_number(0));
}
static sx_value key_lt(sx_vm *vm, sx_value s, int c, const sx_value *a) { return key_compare(vm, s, c, a, PY_OP_LT); }
static sx_value key_gt(sx_vm *vm, sx_value s, int c, const sx_value *a) { return key_compare(vm, s, c, a, PY_OP_GT); }
static sx_value key_le(sx_vm *vm, sx_value s, int c, const sx_value *a) { return key_compare(vm, s, c, a, PY_OP_LE); }
static sx_value key_ge(sx_vm *vm, sx_value s, int c, const sx_value *a) { return key_compare(vm, s, c, a, PY_OP_GE); }
static sx_value key_eq(sx_vm *vm, sx_value s, int c, const sx_value *a) {
    sx_value r = key_compare(vm, s, c, a, PY_OP_LE);
    if (r != SX_TRUE) return r;
    return key_compare(vm, s, c, a, PY_OP_GE);
}

/* %cmpkey_make(cmp, x): the key object */
static sx_value cmpkey_make(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    py_kwargs(&argc, argv);
    if (argc != 2) return py_raise(vm, RL->type_error, "K() takes exactly one argument (%d given)", argc - 1);
    sx_string *ck = sx_atom(vm, "%cmpkey"), *sk = ck ? sx_atom(vm, "%st") : NULL;
    if (sk == NULL) return sx_throw_oom(vm);
    sx_value cls = sx_object_find_data(vm, vm->realm.global, ck);
    if (!sx_is_object(cls)) {
        sx_object *c = py_class_new(vm, "functools.KeyWrapper", RL->object, py_class_call, 0);
        if (c == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(c));
        bool ok = py_def(vm, c, "__lt__", key_lt, 1) && py_def(vm, c, "__gt__", key_gt, 1) &&
                  py_def(vm, c, "__le__", key_le, 1) && py_def(vm, c, "__ge__", key_ge, 1) &&
                  py_def(vm, c, "__eq__", key_eq, 1) &&
                  sx_object_define(vm, vm->realm.global, ck, sx_from_object(c), SX_PROP_HIDDEN);
        sx_temp_pop(vm, 1);
        if (!ok) return SX_EXCEPTION;
        cls = sx_from_object(c);
    }
    sx_object *st = sx_array_new(vm, 2);
    if (st == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(st));
    sx_array_push(vm, st, argv[0]);
    sx_array_push(vm, st, argv[1]);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, sx_as_object(cls));
    bool ok = o && sx_object_define(vm, o, sk, sx_from_object(st), SX_PROP_HIDDEN);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(o) : SX_EXCEPTION;
}

static sx_value f_cmp_to_key(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    py_kwargs(&argc, argv);
    if (argc != 1) return py_raise(vm, RL->type_error, "cmp_to_key() takes exactly 1 argument (%d given)", argc);
    sx_value target = hidden_native(vm, "%cmpkey_make", cmpkey_make);
    if (target == SX_EXCEPTION) return target;
    sx_temp_push(vm, target);
    sx_value r = bind(vm, target, 1, argv);
    sx_temp_pop(vm, 1);
    return r;
}

/* Fills the module object m (made by modules.c) with functools' members. */
bool py_lib_functools_fill(sx_vm *vm, sx_object *m) {
    return py_def(vm, m, "reduce", f_reduce, 2) && py_def(vm, m, "partial", f_partial, 1) &&
           py_def(vm, m, "cmp_to_key", f_cmp_to_key, 1);
}
