/* generator.c - generator objects: %GeneratorPrototype% next/return/throw, resuming a function*'s suspended call. */
#include "runtime/iter.h"
#include "runtime/promise.h"
#include "stdlib/stdlib.h"

/*
 * Calling a function* runs its parameters, then GENSTART suspends the call in a coroutine (the
 * same machinery as async functions) and the caller gets a generator object: a built-in
 * iterator (SX_ITER_GENERATOR) whose target is that coroutine. next(v) resumes the call until
 * it yields (YIELD suspends it again) or returns; an exception thrown out of it finishes it;
 * return(v) unwinds it through its finally blocks.
 */

int sx_generator_resume(sx_vm *vm, sx_object *gen, sx_value v, int mode, sx_value *out) {
    sx_object *co = sx_as_object(gen->u.cursor.target);
    sx_coroutine *c = co->u.coro;
    if (c->running) {
        sx_throw_type(vm, "Generator is already running");
        return -1;
    }
    if (c->done || (mode == SX_GEN_RETURN && !c->started)) { /* nothing of the body runs */
        c->done = true;
        if (mode == SX_GEN_THROW) {
            sx_throw(vm, v);
            return -1;
        }
        *out = mode == SX_GEN_RETURN ? v : SX_UNDEFINED;
        return 0;
    }
    c->running = true;
    c->started = true;
    sx_temp_push(vm, sx_from_object(gen));
    if (mode == SX_GEN_RETURN) c->returning = v;
    /* return(v): the coroutine object itself is thrown in as the signal; catch blocks rethrow it
     * (RETHROWRETURN), finally blocks run, and it comes out here unless a finally returned or
     * yielded first */
    sx_value r = mode == SX_GEN_RETURN ? sx_coroutine_resume(vm, co, sx_from_object(co), true)
                                       : sx_coroutine_resume(vm, co, v, mode == SX_GEN_THROW);
    sx_temp_pop(vm, 1);
    c->running = false;
    if (r == SX_EXCEPTION) {
        c->done = true;
        if (vm->abort == SX_ABORT_NONE && vm->exception == sx_from_object(co)) { /* return() completed */
            vm->has_exception = false;
            vm->exception = SX_UNDEFINED;
            *out = c->returning;
            c->returning = SX_UNDEFINED;
            return 0;
        }
        return -1;
    }
    *out = r;
    return c->done ? 0 : 1;
}

/* GENSTART: the generator object of a function* call suspended in co. It inherits the
 * function's .prototype (or %GeneratorPrototype% when that is not an object). */
sx_object *sx_generator_start(sx_vm *vm, sx_object *co, sx_object *callee) {
    sx_object *gen = sx_iter_new(vm, sx_from_object(co), SX_ITER_GENERATOR);
    if (gen == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(gen));
    sx_value proto = sx_get(vm, sx_from_object(callee), vm->atoms.prototype);
    sx_temp_pop(vm, 1);
    if (proto == SX_EXCEPTION) return NULL;
    gen->proto = sx_is_object(proto) ? sx_as_object(proto) : sx_realm(vm)->generator_proto;
    if (callee->cls == SX_CLASS_FUNCTION && (callee->u.func.proto->flags & SX_PROTO_ASYNC)) { /* async function* */
        sx_temp_push(vm, sx_from_object(gen));
        sx_object *ap = sx_async_generator_proto(vm);
        bool ok = ap != NULL && sx_async_generator_init(vm, gen);
        sx_temp_pop(vm, 1);
        if (!ok) return NULL;
        if (gen->proto == sx_realm(vm)->generator_proto) gen->proto = ap;
        else if (gen->proto->proto == sx_realm(vm)->generator_proto) gen->proto->proto = ap; /* its .prototype */
    }
    return gen;
}

/* { value, done } */
static sx_value iter_result(sx_vm *vm, sx_value value, bool done) {
    sx_temp_push(vm, value);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    bool ok = o != NULL && sx_object_define(vm, o, sx_atoms(vm)->value, value, SX_PROP_DEFAULT) &&
              sx_object_define(vm, o, sx_atoms(vm)->done, sx_bool(done), SX_PROP_DEFAULT);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(o) : SX_EXCEPTION;
}

static sx_value generator_step(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode, const char *name) {
    if (!sx_is_object(t) || sx_as_object(t)->cls != SX_CLASS_ITERATOR ||
        sx_as_object(t)->u.cursor.kind != SX_ITER_GENERATOR) {
        char what[96];
        sx_value_label(vm, t, what, sizeof what);
        return sx_throw_type(vm, "%s method [Generator].prototype.%s called on incompatible receiver %s", name, name,
                             what);
    }
    sx_value out;
    int r = sx_generator_resume(vm, sx_as_object(t), sx_arg(argc, argv, 0), mode, &out);
    return r < 0 ? SX_EXCEPTION : iter_result(vm, out, r == 0);
}

static sx_value generator_next(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return generator_step(vm, t, argc, argv, SX_GEN_NEXT, "next");
}
static sx_value generator_return(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return generator_step(vm, t, argc, argv, SX_GEN_RETURN, "return");
}
static sx_value generator_throw(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return generator_step(vm, t, argc, argv, SX_GEN_THROW, "throw");
}

static const sx_native_def generator_methods[] = {
    {"next", generator_next, 1},
    {"return", generator_return, 1},
    {"throw", generator_throw, 1},
};

bool sx_stdlib_init_generator(sx_vm *vm) {
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, sx_realm(vm)->iterator_proto);
    if (proto == NULL) return false;
    sx_realm(vm)->generator_proto = proto;
    return SX_DEFINE_NATIVES(vm, proto, generator_methods);
}
