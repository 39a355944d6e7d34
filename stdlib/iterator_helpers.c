/* iterator_helpers.c - the ES2025 Iterator global and helpers: map filter take drop flatMap (lazy), reduce toArray forEach some every find, Iterator.from. */
#include <math.h>

#include "runtime/iter.h"
#include "stdlib/stdlib.h"

/*
 * A source is what a helper reads from: a built-in iterator (arrays', Map's, generators, other
 * helpers: stepped with sx_iter_next) or any object with a next() method (stepped by calling it).
 * A lazy helper is an iterator of kind SX_ITER_HELPER: u.cursor.target is the source, u.cursor.pos
 * counts the values it has passed to its function, and u.cursor.extra is a state array:
 *   [0] mode (HELP_*)  [1] the function (or the limit)  [2] the source's next method (or
 *   undefined for a built-in source)  [3] flatMap's inner iterator (or undefined)
 */
enum { HELP_MAP, HELP_FILTER, HELP_TAKE, HELP_DROP, HELP_FLATMAP, HELP_WRAP };
enum { ST_MODE, ST_ARG, ST_NEXT, ST_INNER, ST__COUNT };

static sx_value *state_of(sx_object *helper) { return sx_as_object(helper->u.cursor.extra)->u.array.items; }

/* One step of a source: 1 with *out, 0 when done, -1 on exception. */
static int source_step(sx_vm *vm, sx_value source, sx_value next, sx_value *out) {
    if (next == SX_UNDEFINED) return sx_iter_next(vm, sx_as_object(source), out);
    sx_value r = sx_call(vm, next, source, 0, NULL);
    return r == SX_EXCEPTION ? -1 : sx_iter_result(vm, r, out);
}

/* IteratorClose: a generator is finished, another object's return() is called if it has one. */
static bool source_close(sx_vm *vm, sx_value source) {
    if (!sx_is_object(source)) return true;
    sx_object *o = sx_as_object(source);
    if (o->cls == SX_CLASS_ITERATOR && o->u.cursor.kind == SX_ITER_GENERATOR) {
        sx_value ignored;
        return sx_generator_resume(vm, o, SX_UNDEFINED, SX_GEN_RETURN, &ignored) >= 0;
    }
    if (o->cls == SX_CLASS_ITERATOR) return true;
    sx_string *key = sx_atom(vm, "return");
    sx_value ret = key ? sx_get(vm, source, key) : SX_EXCEPTION;
    if (ret == SX_EXCEPTION) return false;
    if (sx_is_nullish(ret)) return true;
    return sx_call(vm, ret, source, 0, NULL) != SX_EXCEPTION;
}

static bool require_object_this(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_object(t)) return true;
    char what[96];
    sx_value_label(vm, t, what, sizeof what);
    sx_throw_type(vm, "Iterator.prototype.%s called on non-object %s", method, what);
    return false;
}

/* An argument was refused: close this (IteratorClose keeps the first error) and fail. */
static bool refuse_and_close(sx_vm *vm, sx_value t) {
    sx_value err;
    if (!sx_take_exception(vm, &err)) return false;
    sx_temp_push(vm, err);
    if (!source_close(vm, t)) return false;
    sx_throw(vm, err);
    return false;
}

/* GetIteratorDirect(this): the source and its next method (undefined for built-ins). */
static bool source_of(sx_vm *vm, sx_value t, sx_value *next) {
    *next = SX_UNDEFINED;
    if (sx_as_object(t)->cls == SX_CLASS_ITERATOR) return true;
    *next = sx_get(vm, t, sx_atoms(vm)->next);
    return *next != SX_EXCEPTION;
}

static bool require_callable(sx_vm *vm, sx_value fn) {
    if (sx_is_callable(fn)) return true;
    char what[96];
    sx_value_label(vm, fn, what, sizeof what);
    sx_throw_type(vm, "%s is not a function", what);
    return false;
}

/* -- the lazy helpers -- */

static sx_value make_helper(sx_vm *vm, sx_value source, sx_value next, int mode, sx_value arg) {
    sx_object *state = sx_array_new(vm, ST__COUNT);
    if (state == NULL) return SX_EXCEPTION;
    state->u.array.items[ST_MODE] = sx_number(mode);
    state->u.array.items[ST_ARG] = arg;
    state->u.array.items[ST_NEXT] = next;
    state->u.array.items[ST_INNER] = SX_UNDEFINED;
    state->u.array.len = ST__COUNT;
    sx_temp_push(vm, sx_from_object(state));
    sx_object *it = sx_iter_new(vm, source, SX_ITER_HELPER);
    sx_temp_pop(vm, 1);
    if (it == NULL) return SX_EXCEPTION;
    it->u.cursor.extra = sx_from_object(state);
    it->proto = sx_realm(vm)->iterator_helper_proto;
    return sx_from_object(it);
}

/* fn(value, counter) */
static sx_value call_with_counter(sx_vm *vm, sx_object *helper, sx_value fn, sx_value v) {
    sx_value args[2] = {v, sx_number(helper->u.cursor.pos++)};
    return sx_call(vm, fn, SX_UNDEFINED, 2, args);
}

/* flatMap's inner iterable: an iterator, or something iterable; strings are refused. */
static sx_value flattenable(sx_vm *vm, sx_value v) {
    if (!sx_is_object(v)) {
        char what[96];
        sx_value_label(vm, v, what, sizeof what);
        return sx_throw_type(vm, "%s is not an object", what);
    }
    if (sx_is_iterable(vm, v)) return sx_iter_get(vm, v);
    return v; /* an iterator-like object: stepped through its next() */
}

static int inner_step(sx_vm *vm, sx_value inner, sx_value *out) {
    sx_value next = SX_UNDEFINED;
    if (sx_as_object(inner)->cls != SX_CLASS_ITERATOR) {
        next = sx_get(vm, inner, sx_atoms(vm)->next);
        if (next == SX_EXCEPTION) return -1;
    }
    return source_step(vm, inner, next, out);
}

static int helper_step(sx_vm *vm, sx_object *helper, sx_value *out);

/* sx_iter_next for SX_ITER_HELPER. A helper over a helper steps it from C: a long chain (or a
 * cycle, which only a forged snapshot could make) counts against the C stack guard. */
int sx_iterator_helper_next(sx_vm *vm, sx_object *helper, sx_value *out) {
    if (helper->u.cursor.target == SX_UNDEFINED) return 0; /* finished or closed */
    if (vm->native_depth >= SX_MAX_NATIVE_DEPTH) {
        sx_throw_range(vm, "Maximum call stack size exceeded");
        return -1;
    }
    vm->native_depth++;
    int r = helper_step(vm, helper, out);
    vm->native_depth--;
    return r;
}

static int helper_step(sx_vm *vm, sx_object *helper, sx_value *out) {
    sx_temp_push(vm, sx_from_object(helper));
    sx_value *st = state_of(helper);
    int mode = (int)sx_to_double(st[ST_MODE]);
    sx_value source = helper->u.cursor.target, v;
    int r;
    for (;;) {
        st = state_of(helper);
        if (mode == HELP_TAKE) {
            double left = sx_to_double(st[ST_ARG]);
            if (left <= 0) {
                helper->u.cursor.target = SX_UNDEFINED;
                r = source_close(vm, source) ? 0 : -1;
                break;
            }
            st[ST_ARG] = sx_number(left - 1);
        }
        if (mode == HELP_DROP) {
            while ((st = state_of(helper), sx_to_double(st[ST_ARG]) > 0)) {
                st[ST_ARG] = sx_number(sx_to_double(st[ST_ARG]) - 1);
                r = source_step(vm, source, st[ST_NEXT], &v);
                if (r <= 0) goto finished;
            }
        }
        if (mode == HELP_FLATMAP && st[ST_INNER] != SX_UNDEFINED) {
            r = inner_step(vm, st[ST_INNER], out);
            if (r != 0) break;
            state_of(helper)[ST_INNER] = SX_UNDEFINED;
            continue;
        }
        r = source_step(vm, source, state_of(helper)[ST_NEXT], &v);
        if (r <= 0) goto finished;
        st = state_of(helper);
        if (mode == HELP_MAP || mode == HELP_FILTER || mode == HELP_FLATMAP) {
            sx_temp_push(vm, v);
            sx_value m = call_with_counter(vm, helper, st[ST_ARG], v);
            if (m == SX_EXCEPTION) {
                r = -1;
                source_close(vm, source);
                break;
            }
            if (mode == HELP_FILTER && !sx_to_boolean(m)) {
                sx_temp_pop(vm, 1);
                continue;
            }
            if (mode == HELP_FLATMAP) {
                sx_value inner = flattenable(vm, m);
                sx_temp_pop(vm, 1);
                if (inner == SX_EXCEPTION) {
                    r = -1;
                    break;
                }
                state_of(helper)[ST_INNER] = inner;
                continue;
            }
            sx_temp_pop(vm, 1);
            *out = mode == HELP_MAP ? m : v;
        } else {
            *out = v;
        }
        r = 1;
        break;
    }
    sx_temp_pop(vm, 1);
    return r;
finished:
    if (r == 0) helper->u.cursor.target = SX_UNDEFINED;
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value helper_method(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode, const char *name) {
    sx_value next, arg = sx_arg(argc, argv, 0);
    if (!require_object_this(vm, t, name)) return SX_EXCEPTION;
    if (mode == HELP_TAKE || mode == HELP_DROP) {
        double n;
        if (!sx_to_number(vm, arg, &n)) return refuse_and_close(vm, t), SX_EXCEPTION;
        if (n != n) {
            sx_throw_range(vm, "%s must be positive", arg == SX_UNDEFINED ? "undefined" : "NaN");
            return refuse_and_close(vm, t), SX_EXCEPTION;
        }
        n = sx_double_to_integer(n);
        if (n < 0) {
            sx_throw_range(vm, "%g must be positive", n);
            return refuse_and_close(vm, t), SX_EXCEPTION;
        }
        arg = sx_number(n);
    } else if (!require_callable(vm, arg)) {
        return refuse_and_close(vm, t), SX_EXCEPTION;
    }
    sx_temp_push(vm, arg);
    if (!source_of(vm, t, &next)) return SX_EXCEPTION;
    return make_helper(vm, t, next, mode, arg);
}

static sx_value it_map(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return helper_method(vm, t, argc, argv, HELP_MAP, "map");
}
static sx_value it_filter(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return helper_method(vm, t, argc, argv, HELP_FILTER, "filter");
}
static sx_value it_take(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return helper_method(vm, t, argc, argv, HELP_TAKE, "take");
}
static sx_value it_drop(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return helper_method(vm, t, argc, argv, HELP_DROP, "drop");
}
static sx_value it_flat_map(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return helper_method(vm, t, argc, argv, HELP_FLATMAP, "flatMap");
}

/* -- the eager ones: reduce toArray forEach some every find -- */

enum { EAGER_REDUCE, EAGER_TO_ARRAY, EAGER_FOR_EACH, EAGER_SOME, EAGER_EVERY, EAGER_FIND };

static sx_value eager(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode, const char *name) {
    sx_value next, fn = sx_arg(argc, argv, 0);
    if (!require_object_this(vm, t, name)) return SX_EXCEPTION;
    if (mode != EAGER_TO_ARRAY && !require_callable(vm, fn)) return refuse_and_close(vm, t), SX_EXCEPTION;
    if (!source_of(vm, t, &next)) return SX_EXCEPTION;
    sx_temp_push(vm, t);
    sx_temp_push(vm, next);
    sx_value acc = mode == EAGER_SOME ? SX_FALSE : mode == EAGER_EVERY ? SX_TRUE : SX_UNDEFINED, v;
    bool have_acc = mode != EAGER_REDUCE || argc > 1;
    if (mode == EAGER_REDUCE && argc > 1) acc = argv[1];
    if (mode == EAGER_TO_ARRAY) {
        sx_object *a = sx_array_new(vm, 4);
        if (a == NULL) return SX_EXCEPTION;
        acc = sx_from_object(a);
    }
    sx_temp_push(vm, acc);
    uint32_t acc_slot = vm->ntemps - 1;
    int r;
    for (double k = 0; (r = source_step(vm, t, next, &v)) > 0; k++) {
        if (mode == EAGER_TO_ARRAY) {
            if (!sx_array_push(vm, sx_as_object(acc), v)) return SX_EXCEPTION;
            continue;
        }
        if (!have_acc) { /* reduce without an initial value: the first value */
            acc = vm->temps[acc_slot] = v;
            have_acc = true;
            continue;
        }
        sx_temp_push(vm, v);
        sx_value args[3] = {v, sx_number(k), SX_UNDEFINED};
        if (mode == EAGER_REDUCE) args[0] = acc, args[1] = v, args[2] = sx_number(k);
        sx_value res = sx_call(vm, fn, SX_UNDEFINED, mode == EAGER_REDUCE ? 3 : 2, args);
        sx_temp_pop(vm, 1);
        if (res == SX_EXCEPTION) {
            source_close(vm, t);
            return SX_EXCEPTION;
        }
        if (mode == EAGER_REDUCE) acc = vm->temps[acc_slot] = res;
        bool truthy = sx_to_boolean(res);
        if ((mode == EAGER_SOME && truthy) || (mode == EAGER_EVERY && !truthy) || (mode == EAGER_FIND && truthy)) {
            sx_value answer = mode == EAGER_SOME ? SX_TRUE : mode == EAGER_EVERY ? SX_FALSE : v;
            sx_temp_push(vm, answer);
            return source_close(vm, t) ? answer : SX_EXCEPTION;
        }
    }
    if (r < 0) return SX_EXCEPTION;
    if (!have_acc) return sx_throw_type(vm, "Reduce of empty iterator with no initial value");
    return acc;
}

static sx_value it_reduce(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return eager(vm, t, argc, argv, EAGER_REDUCE, "reduce");
}
static sx_value it_to_array(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return eager(vm, t, argc, argv, EAGER_TO_ARRAY, "toArray");
}
static sx_value it_for_each(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return eager(vm, t, argc, argv, EAGER_FOR_EACH, "forEach");
}
static sx_value it_some(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return eager(vm, t, argc, argv, EAGER_SOME, "some");
}
static sx_value it_every(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return eager(vm, t, argc, argv, EAGER_EVERY, "every");
}
static sx_value it_find(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return eager(vm, t, argc, argv, EAGER_FIND, "find");
}

/* -- Iterator.from, the Iterator constructor, the helpers' return() -- */

static sx_value iterator_from(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value o = sx_arg(argc, argv, 0);
    if (sx_is_string(o) || sx_is_iterable(vm, o)) return sx_iter_get(vm, o);
    if (!sx_is_object(o)) {
        char what[96];
        sx_value_label(vm, o, what, sizeof what);
        return sx_throw_type(vm, "%s is not an object", what);
    }
    for (sx_object *p = sx_as_object(o)->proto; p != NULL; p = p->proto)
        if (p == sx_realm(vm)->iterator_proto) return o; /* already an Iterator */
    sx_value next = sx_get(vm, o, sx_atoms(vm)->next);
    if (next == SX_EXCEPTION) return next;
    sx_temp_push(vm, next);
    return make_helper(vm, o, next, HELP_WRAP, SX_UNDEFINED); /* wraps a bare next() object */
}

static sx_value iterator_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_value self = sx_from_object(vm->frames[vm->nframes - 1].callee);
    if (vm->new_target == NULL || sx_from_object(vm->new_target) == self)
        return sx_throw_type(vm, "Abstract class Iterator not directly constructable");
    sx_value proto = sx_get(vm, sx_from_object(vm->new_target), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return proto;
    sx_object *o =
        sx_object_new(vm, SX_CLASS_OBJECT, sx_is_object(proto) ? sx_as_object(proto) : sx_realm(vm)->iterator_proto);
    return o ? sx_from_object(o) : SX_EXCEPTION;
}

bool sx_iterator_helper_close(sx_vm *vm, sx_object *helper) {
    sx_value source = helper->u.cursor.target;
    helper->u.cursor.target = SX_UNDEFINED;
    return source == SX_UNDEFINED || source_close(vm, source);
}

static sx_value helper_return(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!sx_is_object(t) || sx_as_object(t)->cls != SX_CLASS_ITERATOR ||
        sx_as_object(t)->u.cursor.kind != SX_ITER_HELPER)
        return sx_throw_type(vm, "Iterator Helper.prototype.return called on an incompatible receiver");
    sx_object *h = sx_as_object(t);
    sx_value source = h->u.cursor.target;
    h->u.cursor.target = SX_UNDEFINED;
    if (source != SX_UNDEFINED && !source_close(vm, source)) return SX_EXCEPTION;
    sx_object *r = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (r == NULL || !sx_object_define(vm, r, sx_atoms(vm)->value, SX_UNDEFINED, SX_PROP_DEFAULT) ||
        !sx_object_define(vm, r, sx_atoms(vm)->done, SX_TRUE, SX_PROP_DEFAULT))
        return SX_EXCEPTION;
    return sx_from_object(r);
}

/* get Iterator.prototype.constructor: an accessor in ES2025 (so inspect shows "Object [Array Iterator] {}") */
static sx_value get_iterator_constructor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    return vm->frames[vm->nframes - 1].callee->u.native.data;
}

static const sx_native_def iterator_methods[] = {
    {"map", it_map, 1},          {"filter", it_filter, 1}, {"take", it_take, 1},        {"drop", it_drop, 1},
    {"flatMap", it_flat_map, 1}, {"reduce", it_reduce, 1}, {"toArray", it_to_array, 0}, {"forEach", it_for_each, 1},
    {"some", it_some, 1},        {"every", it_every, 1},   {"find", it_find, 1},
};

bool sx_stdlib_init_iterator_helpers(sx_vm *vm) {
    sx_object *proto = sx_realm(vm)->iterator_proto;
    sx_object *ctor = sx_native_new(vm, "Iterator", iterator_ctor, 0);
    sx_object *getter = sx_native_new(vm, "get constructor", get_iterator_constructor, 0);
    if (ctor == NULL || getter == NULL) return false;
    ctor->oflags |= SX_OBJ_CONSTRUCTOR;
    getter->u.native.data = sx_from_object(ctor);
    if (!sx_object_define(vm, ctor, vm->atoms.prototype, sx_from_object(proto), 0) ||
        !sx_define_accessor(vm, proto, sx_from_string(vm->atoms.constructor), sx_from_object(getter), false, false) ||
        !sx_define_value(vm, vm->realm.global, "Iterator", sx_from_object(ctor), SX_PROP_HIDDEN))
        return false;
    static const sx_native_def statics[] = {{"from", iterator_from, 1}};
    static const sx_native_def helper_methods[] = {{"return", helper_return, 0}};
    sx_object *helper_proto = sx_object_new(vm, SX_CLASS_OBJECT, proto); /* %IteratorHelperPrototype% */
    sx_realm(vm)->iterator_helper_proto = helper_proto;
    return ctor != NULL && helper_proto != NULL && SX_DEFINE_NATIVES(vm, ctor, statics) &&
           SX_DEFINE_NATIVES(vm, proto, iterator_methods) && SX_DEFINE_NATIVES(vm, helper_proto, helper_methods);
}
