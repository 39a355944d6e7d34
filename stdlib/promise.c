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

/* -- capabilities (NewPromiseCapability, 27.2.1.5): an array [promise, resolve, reject] -- */

enum { CAP_PROMISE, CAP_RESOLVE, CAP_REJECT };

static bool is_intrinsic(sx_vm *vm, sx_value c) { return c == sx_from_object(sx_realm(vm)->promise_ctor); }

static sx_value throw_not_constructor(sx_vm *vm, sx_value c) {
    char what[96];
    sx_value_label(vm, c, what, sizeof what);
    return sx_throw_type(vm, "%s is not a constructor", what);
}

/* GetCapabilitiesExecutor: keeps the resolving functions the constructor hands it (data: the capability). */
static sx_value capability_executor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value *items = sx_as_object(callee(vm)->u.native.data)->u.array.items;
    if (items[CAP_RESOLVE] != SX_UNDEFINED || items[CAP_REJECT] != SX_UNDEFINED)
        return sx_throw_type(vm, "Promise executor has already been invoked with non-undefined arguments");
    items[CAP_RESOLVE] = sx_arg(argc, argv, 0);
    items[CAP_REJECT] = sx_arg(argc, argv, 1);
    return SX_UNDEFINED;
}

sx_object *sx_promise_capability(sx_vm *vm, sx_value c) {
    sx_value items[3] = {SX_UNDEFINED, SX_UNDEFINED, SX_UNDEFINED};
    if (is_intrinsic(vm, c)) { /* new Promise(executor), without the executor's round trip */
        sx_object *p = sx_promise_new(vm);
        if (p == NULL || !sx_promise_resolving_functions(vm, p, items + 1)) return NULL;
        items[CAP_PROMISE] = sx_from_object(p);
        return tuple(vm, 3, items);
    }
    if (!sx_is_constructor(c)) {
        throw_not_constructor(vm, c);
        return NULL;
    }
    sx_object *cap = tuple(vm, 3, items);
    sx_object *exec = cap ? native_closure(vm, capability_executor, 2, cap, 0) : NULL;
    if (exec == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(cap));
    sx_value arg = sx_from_object(exec);
    sx_value p = sx_construct(vm, c, 1, &arg);
    sx_temp_pop(vm, 1);
    if (p == SX_EXCEPTION) return NULL;
    if (!sx_is_callable(cap->u.array.items[CAP_RESOLVE]) || !sx_is_callable(cap->u.array.items[CAP_REJECT])) {
        sx_throw_type(vm, "Promise resolve or reject function is not callable");
        return NULL;
    }
    cap->u.array.items[CAP_PROMISE] = p;
    return cap;
}

/* Call the capability's resolve (or reject) with v; then its promise, or SX_EXCEPTION. */
static sx_value settle_capability(sx_vm *vm, sx_object *cap, bool reject, sx_value v) {
    sx_temp_push(vm, sx_from_object(cap));
    sx_value r = sx_call(vm, cap->u.array.items[reject ? CAP_REJECT : CAP_RESOLVE], SX_UNDEFINED, 1, &v);
    sx_temp_pop(vm, 1);
    return r == SX_EXCEPTION ? r : cap->u.array.items[CAP_PROMISE];
}

/* PromiseResolve(C, x) (27.2.4.7.1): x itself when it is a promise made by C, else C.resolve's work. */
static sx_value promise_resolve_with(sx_vm *vm, sx_value c, sx_value x) {
    if (sx_is_promise(x)) {
        sx_value xc = sx_get(vm, x, vm->atoms.constructor);
        if (xc == SX_EXCEPTION || xc == c) return xc == SX_EXCEPTION ? xc : x;
    }
    if (is_intrinsic(vm, c)) {
        sx_object *p = sx_promise_new(vm);
        if (p == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(p));
        bool ok = sx_promise_resolve(vm, p, x);
        sx_temp_pop(vm, 1);
        return ok ? sx_from_object(p) : SX_EXCEPTION;
    }
    sx_object *cap = sx_promise_capability(vm, c);
    return cap ? settle_capability(vm, cap, false, x) : SX_EXCEPTION;
}

/* Invoke(o, "then", args). */
static sx_value invoke_then(sx_vm *vm, sx_value o, int argc, const sx_value *argv) {
    sx_value then = sx_get(vm, o, sx_atoms(vm)->then);
    if (then == SX_EXCEPTION) return then;
    if (!sx_is_callable(then)) {
        char what[96];
        sx_value_label(vm, then, what, sizeof what);
        return sx_throw_type(vm, "%s is not a function", what);
    }
    return sx_call(vm, then, o, argc, argv);
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
    sx_object *proto = sx_realm(vm)->promise_proto;
    if (vm->new_target != sx_realm(vm)->promise_ctor) { /* a subclass: new.target.prototype */
        sx_value pv = sx_get(vm, sx_from_object(vm->new_target), vm->atoms.prototype);
        if (pv == SX_EXCEPTION) return pv;
        if (sx_is_object(pv)) proto = sx_as_object(pv);
    }
    sx_object *p = sx_promise_new(vm);
    if (p == NULL) return SX_EXCEPTION;
    p->proto = proto;
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

/* then: the derived promise comes from this.constructor[Symbol.species] (a subclass's capability). */
static sx_value promise_then(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *p = this_promise(vm, t, "then");
    if (p == NULL) return SX_EXCEPTION;
    sx_value on_ok = sx_arg(argc, argv, 0), on_err = sx_arg(argc, argv, 1); /* rooted by the frame */
    sx_value c = sx_species_constructor(vm, t, sx_realm(vm)->promise_ctor);
    if (c == SX_EXCEPTION) return c;
    if (is_intrinsic(vm, c)) return then_common(vm, p, on_ok, on_err);
    sx_temp_push(vm, c);
    sx_object *cap = sx_promise_capability(vm, c);
    sx_temp_pop(vm, 1);
    if (cap == NULL || !sx_promise_then(vm, p, on_ok, on_err, cap)) return SX_EXCEPTION;
    return cap->u.array.items[CAP_PROMISE];
}

/* catch(onRejected): Invoke(this, "then", undefined, onRejected), for any `this`. */
static sx_value promise_catch(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value args[2] = {SX_UNDEFINED, sx_arg(argc, argv, 0)};
    return invoke_then(vm, t, 2, args);
}

/* finally's closures. thunk: data [value], magic 0: return it, 1: throw it. reaction: data
 * [onFinally, C], magic 0: thenFinally, 1: catchFinally. */
static sx_value finally_thunk(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_object *self = callee(vm);
    sx_value v = sx_as_object(self->u.native.data)->u.array.items[0];
    return self->u.native.magic ? sx_throw(vm, v) : v;
}

static sx_value finally_reaction(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *self = callee(vm);
    sx_object *data = sx_as_object(self->u.native.data);
    sx_value v = sx_arg(argc, argv, 0); /* rooted by the frame */
    sx_value r = sx_call(vm, data->u.array.items[0], SX_UNDEFINED, 0, NULL);
    if (r == SX_EXCEPTION) return r;
    sx_value p2 = promise_resolve_with(vm, data->u.array.items[1], r);
    if (p2 == SX_EXCEPTION) return p2;
    sx_temp_push(vm, p2);
    sx_object *box = tuple(vm, 1, &v);
    sx_object *thunk = box ? native_closure(vm, finally_thunk, 0, box, self->u.native.magic) : NULL;
    sx_value fn = thunk ? sx_from_object(thunk) : SX_EXCEPTION;
    sx_value out = thunk ? invoke_then(vm, p2, 1, &fn) : SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return out;
}

static sx_value promise_finally(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!sx_is_object(t)) {
        char what[96];
        sx_value_label(vm, t, what, sizeof what);
        return sx_throw_type(vm, "Method Promise.prototype.finally called on incompatible receiver %s", what);
    }
    sx_value c = sx_species_constructor(vm, t, sx_realm(vm)->promise_ctor);
    if (c == SX_EXCEPTION) return c;
    sx_value on_finally = sx_arg(argc, argv, 0);
    sx_value fns[2] = {on_finally, on_finally};
    if (sx_is_callable(on_finally)) {
        sx_value items[2] = {on_finally, c};
        sx_object *data = tuple(vm, 2, items);
        sx_object *f1 = data ? native_closure(vm, finally_reaction, 1, data, 0) : NULL;
        sx_object *f2 = f1 ? native_closure(vm, finally_reaction, 1, data, 1) : NULL;
        if (f2 == NULL) return SX_EXCEPTION;
        fns[0] = sx_from_object(f1);
        fns[1] = sx_from_object(f2);
    }
    return invoke_then(vm, t, 2, fns);
}

/* -- statics -- */

static sx_value check_this_object(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_object(t)) return t;
    return sx_throw_type(vm, "%s called on non-object", method);
}

static sx_value promise_resolve(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (check_this_object(vm, t, "PromiseResolve") == SX_EXCEPTION) return SX_EXCEPTION;
    return promise_resolve_with(vm, t, sx_arg(argc, argv, 0));
}

static sx_value promise_reject(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (check_this_object(vm, t, "Promise.reject") == SX_EXCEPTION) return SX_EXCEPTION;
    sx_value reason = sx_arg(argc, argv, 0);
    if (is_intrinsic(vm, t)) {
        sx_object *p = sx_promise_new(vm);
        if (p == NULL || !sx_promise_reject(vm, p, reason)) return SX_EXCEPTION;
        return sx_from_object(p);
    }
    sx_object *cap = sx_promise_capability(vm, t);
    return cap ? settle_capability(vm, cap, true, reason) : SX_EXCEPTION;
}

/* Promise.withResolvers(): { promise, resolve, reject } of a new capability of `this`. */
static sx_value promise_with_resolvers(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *cap = sx_promise_capability(vm, t);
    if (cap == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(cap));
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    const sx_value *c = cap->u.array.items;
    bool ok = o != NULL && sx_define_value(vm, o, "promise", c[CAP_PROMISE], SX_PROP_DEFAULT) &&
              sx_define_value(vm, o, "resolve", c[CAP_RESOLVE], SX_PROP_DEFAULT) &&
              sx_define_value(vm, o, "reject", c[CAP_REJECT], SX_PROP_DEFAULT);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(o) : SX_EXCEPTION;
}

/*
 * Combinators (27.2.4.1-5). A combinator's state, shared by its element functions:
 * [capability, values, remaining count]. Each element function has data [state, index,
 * already_called] (allSettled's two functions of one element share it) and a mode in magic:
 */
enum { ELEM_ALL = 0, ELEM_SETTLED_OK = 1, ELEM_SETTLED_ERR = 2, ELEM_ANY_ERR = 3 };
enum { ST_CAP, ST_VALUES, ST_LEFT };

static sx_value aggregate_error(sx_vm *vm, sx_value errors) {
    sx_string *msg = sx_atom(vm, "All promises were rejected");
    sx_object *e = msg ? sx_error_new(vm, sx_realm(vm)->aggregate_error_proto, msg) : NULL;
    if (e == NULL || !sx_object_define(vm, e, sx_atoms(vm)->errors, errors, SX_PROP_HIDDEN)) return SX_EXCEPTION;
    return sx_from_object(e);
}

/* One fewer pending element; when none is left, settle the combined promise with a new array of
 * the values (any: reject it with an AggregateError of the reasons). False on exception. */
static bool count_down(sx_vm *vm, sx_object *state, int mode) {
    double left = sx_to_double(state->u.array.items[ST_LEFT]) - 1;
    state->u.array.items[ST_LEFT] = sx_number(left);
    if (left > 0) return true;
    sx_object *values = sx_as_object(state->u.array.items[ST_VALUES]);
    sx_object *list = tuple(vm, (int)values->u.array.len, values->u.array.items);
    sx_value v = list ? sx_from_object(list) : SX_EXCEPTION;
    if (v != SX_EXCEPTION && mode == ELEM_ANY_ERR) v = aggregate_error(vm, v);
    if (v == SX_EXCEPTION) return false;
    sx_object *cap = sx_as_object(state->u.array.items[ST_CAP]);
    return settle_capability(vm, cap, mode == ELEM_ANY_ERR, v) != SX_EXCEPTION;
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
    sx_object *values = sx_as_object(state->u.array.items[ST_VALUES]);
    if (index < values->u.array.len) values->u.array.items[index] = v;
    return count_down(vm, state, mode) ? SX_UNDEFINED : SX_EXCEPTION;
}

typedef enum { COMB_ALL, COMB_ALL_SETTLED, COMB_ANY, COMB_RACE } combinator;

/* The two functions next.then() gets for element `index`, by combinator. */
static bool element_reactions(sx_vm *vm, combinator kind, sx_object *state, uint32_t index, sx_value out[2]) {
    const sx_value *cap = sx_as_object(state->u.array.items[ST_CAP])->u.array.items;
    out[0] = cap[CAP_RESOLVE];
    out[1] = cap[CAP_REJECT];
    if (kind == COMB_RACE) return true;
    sx_value items[3] = {sx_from_object(state), sx_number(index), SX_FALSE};
    sx_object *data = tuple(vm, 3, items);
    if (data == NULL) return false;
    if (kind == COMB_ALL || kind == COMB_ALL_SETTLED) {
        sx_object *f = native_closure(vm, element_function, 1, data, kind == COMB_ALL ? ELEM_ALL : ELEM_SETTLED_OK);
        if (f == NULL) return false;
        out[0] = sx_from_object(f);
    }
    if (kind == COMB_ALL_SETTLED || kind == COMB_ANY) {
        sx_object *f =
            native_closure(vm, element_function, 1, data, kind == COMB_ANY ? ELEM_ANY_ERR : ELEM_SETTLED_ERR);
        if (f == NULL) return false;
        out[1] = sx_from_object(f);
    }
    return true;
}

/* PerformPromiseAll & co: for each value, C.resolve(value).then(...). *done: the iterator finished
 * or threw (it must not be closed). False on exception. */
static bool perform_combinator(sx_vm *vm, combinator kind, sx_object *cap, sx_value c, sx_value resolve, sx_object *it,
                               bool *done) {
    sx_object *values = sx_array_new(vm, 0);
    sx_value items[3] = {sx_from_object(cap), values ? sx_from_object(values) : SX_UNDEFINED, sx_number(1)};
    sx_object *state = values ? tuple(vm, 3, items) : NULL;
    if (state == NULL) return false;
    sx_temp_push(vm, sx_from_object(state));
    bool ok = true;
    for (uint32_t index = 0; ok; index++) {
        sx_value v;
        int r = sx_iter_next(vm, it, &v);
        if (r <= 0) {
            *done = true;
            ok = r == 0 && (kind == COMB_RACE || count_down(vm, state, kind == COMB_ANY ? ELEM_ANY_ERR : ELEM_ALL));
            break;
        }
        ok = kind == COMB_RACE || sx_array_push(vm, values, SX_UNDEFINED);
        sx_value next = ok ? sx_call(vm, resolve, c, 1, &v) : SX_EXCEPTION;
        if (next == SX_EXCEPTION) {
            ok = false;
            break;
        }
        sx_temp_push(vm, next);
        sx_value fns[2];
        ok = element_reactions(vm, kind, state, index, fns);
        if (ok && kind != COMB_RACE)
            state->u.array.items[ST_LEFT] = sx_number(sx_to_double(state->u.array.items[ST_LEFT]) + 1);
        ok = ok && invoke_then(vm, next, 2, fns) != SX_EXCEPTION;
        sx_temp_pop(vm, 1);
    }
    sx_temp_pop(vm, 1);
    return ok;
}

static sx_value combine(sx_vm *vm, sx_value c, sx_value iterable, combinator kind) {
    sx_object *cap = sx_promise_capability(vm, c);
    if (cap == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(cap));
    sx_value resolve = sx_get(vm, c, sx_atom(vm, "resolve")), it = SX_UNDEFINED;
    if (resolve != SX_EXCEPTION && !sx_is_callable(resolve))
        resolve = sx_throw_type(vm, "Promise resolve or reject function is not callable");
    sx_temp_push(vm, resolve);
    bool done = true, ok = resolve != SX_EXCEPTION && (it = sx_iter_get(vm, iterable)) != SX_EXCEPTION;
    sx_temp_push(vm, it);
    if (ok) {
        done = false;
        ok = perform_combinator(vm, kind, cap, c, resolve, sx_as_object(it), &done);
    }
    sx_value out = cap->u.array.items[CAP_PROMISE], e;
    if (!ok && sx_take_exception(vm, &e)) { /* IfAbruptRejectPromise, after closing the iterator */
        sx_temp_push(vm, e);
        sx_value ignored;
        if (!done && !sx_iter_close(vm, it) && !sx_take_exception(vm, &ignored)) out = SX_EXCEPTION;
        if (out != SX_EXCEPTION) out = settle_capability(vm, cap, true, e);
        sx_temp_pop(vm, 1);
    } else if (!ok) {
        out = SX_EXCEPTION; /* an abort */
    }
    sx_temp_pop(vm, 3);
    return out;
}

static sx_value promise_all(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return combine(vm, t, sx_arg(argc, argv, 0), COMB_ALL);
}
static sx_value promise_all_settled(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return combine(vm, t, sx_arg(argc, argv, 0), COMB_ALL_SETTLED);
}
static sx_value promise_any(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return combine(vm, t, sx_arg(argc, argv, 0), COMB_ANY);
}
static sx_value promise_race(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return combine(vm, t, sx_arg(argc, argv, 0), COMB_RACE);
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
    sx_object *proto = NULL;
    if (ok) {
        if (msg) sx_temp_push(vm, sx_from_string(msg));
        ok = (proto = sx_new_target_proto(vm, sx_realm(vm)->aggregate_error_proto)) != NULL;
        if (msg) sx_temp_pop(vm, 1);
    }
    sx_object *e = ok ? sx_error_new(vm, proto, msg) : NULL;
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
    {"resolve", promise_resolve, 1},
    {"reject", promise_reject, 1},
    {"all", promise_all, 1},
    {"allSettled", promise_all_settled, 1},
    {"any", promise_any, 1},
    {"race", promise_race, 1},
    {"withResolvers", promise_with_resolvers, 0},
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
    static const sx_native_fn fns[] = {element_function, finally_reaction, finally_thunk, capability_executor};
    *count = sizeof fns / sizeof fns[0];
    return fns;
}
