/* promise.c - the Promise constructor, Promise.prototype and the combinators (ES2023). */
#include "runtime/iter.h"
#include "runtime/promise.h"
#include "stdlib/stdlib.h"

/* -- helpers -- */

static sx_object *callee(sx_vm *vm) { return vm->frames[vm->nframes - 1].callee; }

/* A native closure: fn with `data` (an array of captured values) and a mode in magic. */
static sx_object *native_closure(sx_vm *vm, sx_native_fn fn, int length, sx_object *data, int magic) {
    sx_object *f = sx_native_new(vm, "", fn, length);
    if (f == NULL) return NULL;
    f->u.native.data = data ? sx_from_object(data) : SX_UNDEFINED;
    f->u.native.magic = (int16_t)magic;
    return f;
}

static sx_object *tuple(sx_vm *vm, int n, const sx_value *items) {
    sx_object *a = sx_array_new(vm, (uint32_t)n);
    if (a == NULL) return NULL;
    for (int i = 0; i < n; i++) a->u.array.items[i] = items[i];
    a->u.array.len = (uint32_t)n;
    return a;
}

static sx_object *this_promise(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_promise(t)) return sx_as_object(t);
    char what[96];
    sx_value_label(vm, t, what, sizeof what);
    sx_throw_type(vm, "Method Promise.prototype.%s called on incompatible receiver %s", method, what);
    return NULL;
}

/* -- constructor -- */

static sx_value promise_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target == NULL) return sx_throw_type(vm, "Promise constructor cannot be invoked without 'new'");
    sx_value executor = sx_arg(argc, argv, 0);
    if (!sx_is_callable(executor)) {
        char what[96];
        sx_value_label(vm, executor, what, sizeof what);
        return sx_throw_type(vm, "Promise resolver %s is not a function", what);
    }
    sx_object *p = sx_promise_new(vm);
    if (p == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(p));
    sx_value fns[2];
    bool ok = sx_promise_resolving_functions(vm, p, fns);
    if (ok) {
        sx_temp_push(vm, fns[0]);
        sx_temp_push(vm, fns[1]);
        sx_value r = sx_call(vm, executor, SX_UNDEFINED, 2, fns);
        sx_value e;
        if (r == SX_EXCEPTION)
            ok = sx_take_exception(vm, &e) && sx_call(vm, fns[1], SX_UNDEFINED, 1, &e) != SX_EXCEPTION;
        sx_temp_pop(vm, 2);
    }
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(p) : SX_EXCEPTION;
}

/* -- prototype -- */

static sx_value then_common(sx_vm *vm, sx_object *p, sx_value on_ok, sx_value on_err) {
    sx_object *derived = sx_promise_new(vm);
    if (derived == NULL || !sx_promise_then(vm, p, on_ok, on_err, derived)) return SX_EXCEPTION;
    return sx_from_object(derived);
}

static sx_value promise_then(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *p = this_promise(vm, t, "then");
    return p ? then_common(vm, p, sx_arg(argc, argv, 0), sx_arg(argc, argv, 1)) : SX_EXCEPTION;
}

static sx_value promise_catch(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *p = this_promise(vm, t, "catch");
    return p ? then_common(vm, p, SX_UNDEFINED, sx_arg(argc, argv, 0)) : SX_EXCEPTION;
}

/* finally: data = [onFinally, value-or-reason]; magic 0: return the value, 1: rethrow it. */
static sx_value finally_thunk(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_object *self = callee(vm);
    sx_value v = sx_as_object(self->u.native.data)->u.array.items[1];
    return self->u.native.magic ? sx_throw(vm, v) : v;
}

static sx_value finally_reaction(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *self = callee(vm);
    sx_object *data = sx_as_object(self->u.native.data);
    data->u.array.items[1] = sx_arg(argc, argv, 0);
    sx_value r = sx_call(vm, data->u.array.items[0], SX_UNDEFINED, 0, NULL);
    if (r == SX_EXCEPTION) return r;
    sx_value p2 = sx_promise_from(vm, r);
    if (p2 == SX_EXCEPTION) return p2;
    sx_temp_push(vm, p2);
    sx_object *thunk = native_closure(vm, finally_thunk, 0, data, self->u.native.magic);
    sx_value out = thunk ? then_common(vm, sx_as_object(p2), sx_from_object(thunk), SX_UNDEFINED) : SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return out;
}

static sx_value promise_finally(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *p = this_promise(vm, t, "finally");
    if (p == NULL) return SX_EXCEPTION;
    sx_value on_finally = sx_arg(argc, argv, 0);
    if (!sx_is_callable(on_finally)) return then_common(vm, p, on_finally, on_finally);
    sx_value items[2] = {on_finally, SX_UNDEFINED}, items2[2] = {on_finally, SX_UNDEFINED};
    sx_object *d1 = tuple(vm, 2, items), *d2 = d1 ? tuple(vm, 2, items2) : NULL;
    sx_object *f1 = d2 ? native_closure(vm, finally_reaction, 1, d1, 0) : NULL;
    sx_object *f2 = f1 ? native_closure(vm, finally_reaction, 1, d2, 1) : NULL;
    if (f2 == NULL) return SX_EXCEPTION;
    return then_common(vm, p, sx_from_object(f1), sx_from_object(f2));
}

/* -- statics -- */

static sx_value promise_resolve(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return sx_promise_from(vm, sx_arg(argc, argv, 0));
}

static sx_value promise_reject(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *p = sx_promise_new(vm);
    if (p == NULL || !sx_promise_reject(vm, p, sx_arg(argc, argv, 0))) return SX_EXCEPTION;
    return sx_from_object(p);
}

/*
 * Combinators share one state array: [result promise, values, remaining count].
 * Each element gets a function with data [state, index, already_called] and magic:
 */
enum { ELEM_ALL = 0, ELEM_SETTLED_OK = 1, ELEM_SETTLED_ERR = 2, ELEM_ANY_ERR = 3 };

static sx_value aggregate_error(sx_vm *vm, sx_value errors) {
    sx_string *msg = sx_atom(vm, "All promises were rejected");
    sx_object *e = msg ? sx_error_new(vm, sx_realm(vm)->aggregate_error_proto, msg) : NULL;
    if (e == NULL || !sx_object_define(vm, e, sx_atoms(vm)->errors, errors, SX_PROP_HIDDEN)) return SX_EXCEPTION;
    return sx_from_object(e);
}

/* One fewer pending element; when none is left, settle the combined promise. */
static bool count_down(sx_vm *vm, sx_object *state, int mode) {
    double left = sx_to_double(state->u.array.items[2]) - 1;
    state->u.array.items[2] = sx_number(left);
    if (left > 0) return true;
    sx_object *result = sx_as_object(state->u.array.items[0]);
    if (mode == ELEM_ANY_ERR) {
        sx_value err = aggregate_error(vm, state->u.array.items[1]);
        return err != SX_EXCEPTION && sx_promise_reject(vm, result, err);
    }
    return sx_promise_resolve(vm, result, state->u.array.items[1]);
}

static sx_value settled_record(sx_vm *vm, bool ok, sx_value v) {
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    sx_string *status = sx_atom(vm, ok ? "fulfilled" : "rejected");
    if (o == NULL || status == NULL || !sx_define_value(vm, o, "status", sx_from_string(status), SX_PROP_DEFAULT) ||
        !sx_define_value(vm, o, ok ? "value" : "reason", v, SX_PROP_DEFAULT))
        return SX_EXCEPTION;
    return sx_from_object(o);
}

static sx_value element_function(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *self = callee(vm);
    sx_object *data = sx_as_object(self->u.native.data);
    if (data->u.array.items[2] == SX_TRUE) return SX_UNDEFINED;
    data->u.array.items[2] = SX_TRUE;
    sx_object *state = sx_as_object(data->u.array.items[0]);
    uint32_t index = (uint32_t)sx_to_double(data->u.array.items[1]);
    sx_value v = sx_arg(argc, argv, 0);
    int mode = self->u.native.magic;
    if (mode == ELEM_SETTLED_OK || mode == ELEM_SETTLED_ERR) v = settled_record(vm, mode == ELEM_SETTLED_OK, v);
    if (v == SX_EXCEPTION) return v;
    sx_object *values = sx_as_object(state->u.array.items[1]);
    if (index < values->u.array.len) values->u.array.items[index] = v;
    return count_down(vm, state, mode) ? SX_UNDEFINED : SX_EXCEPTION;
}

typedef enum { COMB_ALL, COMB_ALL_SETTLED, COMB_ANY, COMB_RACE } combinator;

/* The reactions one element gets, by combinator. */
static bool subscribe_element(sx_vm *vm, combinator kind, sx_object *state, uint32_t index, sx_value next,
                              const sx_value fns[2]) {
    sx_value on_ok = fns[0], on_err = fns[1];
    if (kind != COMB_RACE) {
        sx_value items[3] = {sx_from_object(state), sx_number(index), SX_FALSE};
        sx_object *data = tuple(vm, 3, items);
        if (data == NULL) return false;
        if (kind == COMB_ALL || kind == COMB_ALL_SETTLED) {
            sx_object *f = native_closure(vm, element_function, 1, data, kind == COMB_ALL ? ELEM_ALL : ELEM_SETTLED_OK);
            if (f == NULL) return false;
            on_ok = sx_from_object(f);
        }
        if (kind == COMB_ALL_SETTLED || kind == COMB_ANY) {
            sx_object *f =
                native_closure(vm, element_function, 1, data, kind == COMB_ANY ? ELEM_ANY_ERR : ELEM_SETTLED_ERR);
            if (f == NULL) return false;
            on_err = sx_from_object(f);
        }
    }
    sx_object *derived = sx_promise_new(vm);
    return derived != NULL && sx_promise_then(vm, sx_as_object(next), on_ok, on_err, derived);
}

static sx_value combine(sx_vm *vm, sx_value iterable, combinator kind) {
    sx_object *result = sx_promise_new(vm);
    if (result == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(result));
    sx_value fns[2] = {SX_UNDEFINED, SX_UNDEFINED};
    sx_object *values = sx_array_new(vm, 0);
    sx_value items[3] = {sx_from_object(result), values ? sx_from_object(values) : SX_UNDEFINED, sx_number(1)};
    sx_object *state = values ? tuple(vm, 3, items) : NULL;
    bool ok = state != NULL && sx_promise_resolving_functions(vm, result, fns);
    sx_value it = ok ? sx_iter_get(vm, iterable) : SX_EXCEPTION;
    if (it != SX_EXCEPTION) {
        sx_temp_push(vm, sx_from_object(state));
        sx_temp_push(vm, fns[0]);
        sx_temp_push(vm, fns[1]);
        sx_temp_push(vm, it);
        sx_value v;
        int r = 0;
        uint32_t index = 0;
        while (ok && (r = sx_iter_next(vm, sx_as_object(it), &v)) > 0) {
            ok = sx_array_push(vm, values, SX_UNDEFINED);
            sx_value next = ok ? sx_promise_from(vm, v) : SX_EXCEPTION;
            ok = next != SX_EXCEPTION;
            if (ok) state->u.array.items[2] = sx_number(sx_to_double(state->u.array.items[2]) + 1);
            ok = ok && subscribe_element(vm, kind, state, index++, next, fns);
        }
        if (ok && r < 0) ok = false;
        if (ok && kind != COMB_RACE) ok = count_down(vm, state, kind == COMB_ANY ? ELEM_ANY_ERR : ELEM_ALL);
        sx_temp_pop(vm, 4);
    } else {
        ok = false;
    }
    sx_temp_pop(vm, 1);
    if (!ok) { /* an error while iterating rejects the combined promise */
        sx_value e;
        if (!sx_take_exception(vm, &e) || !sx_promise_reject(vm, result, e)) return SX_EXCEPTION;
    }
    return sx_from_object(result);
}

static sx_value promise_all(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return combine(vm, sx_arg(argc, argv, 0), COMB_ALL);
}
static sx_value promise_all_settled(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return combine(vm, sx_arg(argc, argv, 0), COMB_ALL_SETTLED);
}
static sx_value promise_any(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return combine(vm, sx_arg(argc, argv, 0), COMB_ANY);
}
static sx_value promise_race(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return combine(vm, sx_arg(argc, argv, 0), COMB_RACE);
}

/* new AggregateError(errors, message, options) */
static sx_value aggregate_error_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value errors = sx_arg(argc, argv, 0), message = sx_arg(argc, argv, 1);
    sx_object *list = sx_array_new(vm, 0);
    if (list == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(list));
    bool ok = sx_spread_into_array(vm, list, errors);
    sx_string *msg = NULL;
    if (ok && message != SX_UNDEFINED) ok = (msg = sx_to_string(vm, sx_args_now(vm)[1])) != NULL;
    sx_object *e = ok ? sx_error_new(vm, sx_realm(vm)->aggregate_error_proto, msg) : NULL;
    ok = e != NULL && sx_object_define(vm, e, sx_atoms(vm)->errors, sx_from_object(list), SX_PROP_HIDDEN);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(e) : SX_EXCEPTION;
}

static const sx_native_def promise_methods[] = {
    {"then", promise_then, 2},
    {"catch", promise_catch, 1},
    {"finally", promise_finally, 1},
};

static const sx_native_def promise_statics[] = {
    {"resolve", promise_resolve, 1},        {"reject", promise_reject, 1}, {"all", promise_all, 1},
    {"allSettled", promise_all_settled, 1}, {"any", promise_any, 1},       {"race", promise_race, 1},
};

static bool init_aggregate_error(sx_vm *vm) {
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, sx_realm(vm)->error_proto);
    if (proto == NULL) return false;
    sx_realm(vm)->aggregate_error_proto = proto;
    if (!sx_define_value(vm, proto, "name", sx_from_string(sx_atom(vm, "AggregateError")), SX_PROP_HIDDEN) ||
        !sx_define_value(vm, proto, "message", sx_from_string(vm->atoms.empty), SX_PROP_HIDDEN))
        return false;
    sx_object *ctor = sx_define_class(vm, "AggregateError", aggregate_error_ctor, 2, proto);
    if (ctor == NULL) return false;
    ctor->proto = sx_realm(vm)->error_ctor;
    return true;
}

bool sx_stdlib_init_promise(sx_vm *vm) {
    sx_js_realm *r = sx_realm(vm);
    if ((r->promise_proto = sx_object_new(vm, SX_CLASS_OBJECT, r->object_proto)) == NULL) return false;
    if ((r->jobs = sx_array_new(vm, 0)) == NULL || (r->unhandled = sx_array_new(vm, 0)) == NULL) return false;
    r->promise_ctor = sx_define_class(vm, "Promise", promise_ctor, 1, r->promise_proto);
    return r->promise_ctor != NULL && SX_DEFINE_NATIVES(vm, r->promise_ctor, promise_statics) &&
           SX_DEFINE_NATIVES(vm, r->promise_proto, promise_methods) && init_aggregate_error(vm);
}

/* The natives this file makes at run time (snapshots name them: api/snapshot.c). */
const sx_native_fn *sx_js_promise_natives(uint32_t *count) {
    static const sx_native_fn fns[] = {element_function, finally_reaction, finally_thunk};
    *count = sizeof fns / sizeof fns[0];
    return fns;
}
