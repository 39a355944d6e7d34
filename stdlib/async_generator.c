/* async_generator.c - async generators: %AsyncGeneratorPrototype% next/return/throw, each a promise, driving a function*'s coroutine. */
#include "runtime/iter.h"
#include "runtime/promise.h"
#include "stdlib/stdlib.h"

/*
 * An async function* compiles as a generator whose `await x` is a YIELD marked as an await
 * (sx_coroutine.yield_flag). The object its call returns is a generator object of kind
 * SX_ITER_ASYNC_GENERATOR: next/return/throw queue a request [mode, value, promise] (u.cursor.extra,
 * an array) and return its promise. The driver resumes the coroutine for the oldest request: an
 * await-yield waits for its value to settle (u.cursor.pos = 1 meanwhile) and resumes with it; a
 * plain yield fulfils the request's promise with { value, done: false }; finishing fulfils it
 * with { value, done: true }; an exception rejects it. Requests made meanwhile wait their turn.
 */

enum { AG_IDLE = 0, AG_AWAITING = 1 };

static sx_value iter_result(sx_vm *vm, sx_value value, bool done) {
    sx_temp_push(vm, value);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    bool ok = o != NULL && sx_object_define(vm, o, sx_atoms(vm)->value, value, SX_PROP_DEFAULT) &&
              sx_object_define(vm, o, sx_atoms(vm)->done, sx_bool(done), SX_PROP_DEFAULT);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(o) : SX_EXCEPTION;
}

static bool drive(sx_vm *vm, sx_object *gen);
static bool step(sx_vm *vm, sx_object *gen, sx_value v, int mode);

static sx_value ag_reaction(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *self = vm->frames[vm->nframes - 1].callee;
    sx_object *gen = sx_as_object(self->u.native.data);
    gen->u.cursor.pos = AG_IDLE;
    bool ok = step(vm, gen, sx_arg(argc, argv, 0), self->u.native.magic) && drive(vm, gen);
    return ok ? SX_UNDEFINED : SX_EXCEPTION;
}

/* The oldest request's promise settles: fulfilled with { value, done } or rejected; dropped. */
static bool settle_head(sx_vm *vm, sx_object *gen, sx_value v, bool done, bool rejected) {
    sx_object *q = sx_as_object(gen->u.cursor.extra);
    sx_object *p = sx_as_object(q->u.array.items[2]);
    for (int k = 0; k < 3; k++) sx_array_drop_first(q);
    sx_temp_push(vm, sx_from_object(p));
    sx_value r = rejected ? v : iter_result(vm, v, done);
    bool ok = r != SX_EXCEPTION && (rejected ? sx_promise_reject(vm, p, r) : sx_promise_resolve(vm, p, r));
    sx_temp_pop(vm, 1);
    return ok;
}

/* Resume the coroutine with v (mode SX_GEN_*) and act on where it stopped. */
static bool step(sx_vm *vm, sx_object *gen, sx_value v, int mode) {
    sx_value out;
    int r = sx_js(vm)->generator_resume(vm, gen, v, mode, &out);
    if (r < 0) {
        sx_value e;
        return sx_take_exception(vm, &e) && settle_head(vm, gen, e, true, true);
    }
    sx_coroutine *c = sx_as_object(gen->u.cursor.target)->u.coro;
    if (r == 1 && c->yield_flag) { /* await: resume when the value settles */
        sx_value p = sx_promise_from(vm, out);
        if (p == SX_EXCEPTION) return false;
        sx_temp_push(vm, p);
        sx_object *ok = sx_native_new(vm, "", ag_reaction, 1);
        sx_object *err = ok ? sx_native_new(vm, "", ag_reaction, 1) : NULL;
        sx_temp_pop(vm, 1);
        if (err == NULL) return false;
        ok->u.native.data = err->u.native.data = sx_from_object(gen);
        ok->u.native.magic = SX_GEN_NEXT;
        err->u.native.magic = SX_GEN_THROW;
        gen->u.cursor.pos = AG_AWAITING;
        return sx_promise_then(vm, sx_as_object(p), sx_from_object(ok), sx_from_object(err), NULL);
    }
    return settle_head(vm, gen, out, r == 0, false);
}

/* Serve the queued requests while the generator is not waiting for an await. */
static bool drive(sx_vm *vm, sx_object *gen) {
    sx_temp_push(vm, sx_from_object(gen));
    bool ok = true;
    while (ok && gen->u.cursor.pos == AG_IDLE && sx_as_object(gen->u.cursor.extra)->u.array.len > 0) {
        sx_object *q = sx_as_object(gen->u.cursor.extra);
        ok = step(vm, gen, q->u.array.items[1], (int)sx_to_double(q->u.array.items[0]));
    }
    sx_temp_pop(vm, 1);
    return ok;
}

static sx_value ag_request(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode, const char *name) {
    (void)argv; /* re-read after the promise is made */
    sx_object *p = sx_promise_new(vm);
    if (p == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(p));
    sx_value out = sx_from_object(p);
    if (!sx_is_object(t) || sx_as_object(t)->cls != SX_CLASS_ITERATOR ||
        sx_as_object(t)->u.cursor.kind != SX_ITER_ASYNC_GENERATOR) {
        char what[96];
        sx_value_label(vm, t, what, sizeof what);
        sx_throw_type(vm, "%s method [AsyncGenerator].prototype.%s called on incompatible receiver %s", name, name,
                      what);
        sx_value e;
        if (!sx_take_exception(vm, &e) || !sx_promise_reject(vm, p, e)) out = SX_EXCEPTION;
    } else {
        sx_object *gen = sx_as_object(t), *q = sx_as_object(gen->u.cursor.extra);
        if (!sx_array_push(vm, q, sx_number(mode)) || !sx_array_push(vm, q, sx_arg(argc, sx_args_now(vm), 0)) ||
            !sx_array_push(vm, q, sx_from_object(p)) || !drive(vm, gen))
            out = SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return out;
}

static sx_value ag_next(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return ag_request(vm, t, argc, argv, SX_GEN_NEXT, "next");
}
static sx_value ag_return(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return ag_request(vm, t, argc, argv, SX_GEN_RETURN, "return");
}
static sx_value ag_throw(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return ag_request(vm, t, argc, argv, SX_GEN_THROW, "throw");
}
static sx_value ag_self(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)argc, (void)argv;
    return t;
}

/* The natives this file makes at run time, in a fixed order (snapshots name them by index:
 * api/snapshot.c): the prototype's methods, then the await reaction (data: the generator; magic:
 * SX_GEN_NEXT or SX_GEN_THROW). */
const sx_native_fn *sx_async_generator_natives(uint32_t *count) {
    static const sx_native_fn fns[] = {ag_next, ag_return, ag_throw, ag_self, ag_reaction};
    *count = sizeof fns / sizeof fns[0];
    return fns;
}

/* GENSTART of an async function*: its generator object, made an async one. */
bool sx_async_generator_init(sx_vm *vm, sx_object *gen) {
    sx_object *q = sx_array_new(vm, 0);
    if (q == NULL) return false;
    gen->u.cursor.kind = SX_ITER_ASYNC_GENERATOR;
    gen->u.cursor.extra = sx_from_object(q);
    gen->u.cursor.pos = AG_IDLE;
    return true;
}

static const sx_native_def ag_methods[] = {
    {"next", ag_next, 1},
    {"return", ag_return, 1},
    {"throw", ag_throw, 1},
};

/* %AsyncGeneratorPrototype% (its [Symbol.asyncIterator] returns this); made when first needed. */
sx_object *sx_async_generator_proto(sx_vm *vm) {
    if (sx_realm(vm)->async_generator_proto != NULL) return sx_realm(vm)->async_generator_proto;
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (proto == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(proto));
    sx_object *self = sx_native_new(vm, "[Symbol.asyncIterator]", ag_self, 0);
    sx_string *tag = sx_atom(vm, "AsyncGenerator");
    bool ok =
        self != NULL && tag != NULL && SX_DEFINE_NATIVES(vm, proto, ag_methods) &&
        sx_object_define(vm, proto, sx_wk_key(vm, SX_SYM_ASYNC_ITERATOR), sx_from_object(self), SX_PROP_HIDDEN) &&
        sx_object_define(vm, proto, sx_wk_key(vm, SX_SYM_TO_STRING_TAG), sx_from_string(tag), SX_PROP_CONFIGURABLE);
    sx_temp_pop(vm, 1);
    if (!ok) return NULL;
    sx_realm(vm)->async_generator_proto = proto;
    return proto;
}
