/* promise.c - promise states and reactions, resolving functions, and the microtask queue. */
#include <string.h>

#include "runtime/promise.h"
#include "runtime/runtime.h"
#include "vm/gc.h"

/*
 * A promise keeps its reactions in a hidden array, four values per reaction:
 *   [on_fulfilled, on_rejected, target, unused]
 * where target is the derived promise of a then(), a coroutine to resume (await), or undefined.
 * Settling a promise turns each reaction into a microtask; microtasks run in FIFO order, which
 * gives exactly JavaScript's ordering of then-callbacks and awaits.
 */

typedef enum job_kind { JOB_REACTION = 1, JOB_THENABLE = 2 } job_kind;

sx_object *sx_promise_new(sx_vm *vm) {
    sx_object *p = sx_object_new(vm, SX_CLASS_PROMISE, sx_realm(vm)->promise_proto);
    if (p == NULL) return NULL;
    p->u.future.result = SX_UNDEFINED;
    return p;
}

/* -- the microtask queue -- */

static bool enqueue(sx_vm *vm, job_kind kind, sx_value a, sx_value b, sx_value c) {
    sx_object *q = sx_realm(vm)->jobs;
    return sx_array_push(vm, q, sx_number(kind)) && sx_array_push(vm, q, a) && sx_array_push(vm, q, b) &&
           sx_array_push(vm, q, c);
}

bool sx_jobs_pending(const sx_vm *vm) { return sx_js_state(vm)->jobs_head < sx_realm(vm)->jobs->u.array.len; }

/* -- settling -- */

static bool trigger_reactions(sx_vm *vm, sx_object *p) {
    sx_object *r = p->u.future.reactions;
    if (r == NULL) return true;
    bool rejected = p->u.future.state == SX_PROMISE_REJECTED;
    for (uint32_t i = 0; i + 3 < r->u.array.len; i += 4) {
        sx_value handler = r->u.array.items[i + (rejected ? 1 : 0)];
        if (!enqueue(vm, JOB_REACTION, handler, r->u.array.items[i + 2], sx_from_object(p))) return false;
    }
    p->u.future.reactions = NULL;
    return true;
}

static bool settle(sx_vm *vm, sx_object *p, sx_promise_state state, sx_value v) {
    if (p->u.future.state != SX_PROMISE_PENDING) return true;
    p->u.future.state = (uint8_t)state;
    p->u.future.result = v;
    if (state == SX_PROMISE_REJECTED && !p->u.future.handled && p->u.future.reactions == NULL &&
        !sx_array_push(vm, sx_realm(vm)->unhandled, sx_from_object(p)))
        return false;
    return trigger_reactions(vm, p);
}

bool sx_promise_reject(sx_vm *vm, sx_object *p, sx_value reason) { return settle(vm, p, SX_PROMISE_REJECTED, reason); }

/* The promise resolve function's steps (27.2.1.3.2). */
bool sx_promise_resolve(sx_vm *vm, sx_object *p, sx_value v) {
    sx_value e;
    if (v == sx_from_object(p)) {
        sx_throw_type(vm, "Chaining cycle detected for promise #<Promise>");
        return sx_take_exception(vm, &e) && sx_promise_reject(vm, p, e);
    }
    if (!sx_is_object(v)) return settle(vm, p, SX_PROMISE_FULFILLED, v);
    sx_value then = sx_get(vm, v, sx_atoms(vm)->then);
    if (then == SX_EXCEPTION) return sx_take_exception(vm, &e) && sx_promise_reject(vm, p, e);
    if (!sx_is_callable(then)) return settle(vm, p, SX_PROMISE_FULFILLED, v);
    return enqueue(vm, JOB_THENABLE, sx_from_object(p), v, then);
}

/* -- resolving functions: a pair of natives sharing [promise, already_resolved] -- */

static sx_value resolving_function(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *self = vm->frames[vm->nframes - 1].callee;
    sx_object *state = sx_as_object(self->u.native.data);
    if (state->u.array.items[1] == SX_TRUE) return SX_UNDEFINED;
    state->u.array.items[1] = SX_TRUE;
    sx_object *p = sx_as_object(state->u.array.items[0]);
    sx_value v = argc > 0 ? argv[0] : SX_UNDEFINED;
    bool ok = self->u.native.magic ? sx_promise_reject(vm, p, v) : sx_promise_resolve(vm, p, v);
    return ok ? SX_UNDEFINED : SX_EXCEPTION;
}

bool sx_promise_resolving_functions(sx_vm *vm, sx_object *p, sx_value out[2]) {
    sx_object *state = sx_array_new(vm, 2);
    if (state == NULL) return false;
    state->u.array.items[0] = sx_from_object(p);
    state->u.array.items[1] = SX_FALSE;
    state->u.array.len = 2;
    for (int k = 0; k < 2; k++) {
        sx_object *f = sx_native_new(vm, "", resolving_function, 1);
        if (f == NULL) return false;
        f->u.native.data = sx_from_object(state);
        f->u.native.magic = (int16_t)k;
        out[k] = sx_from_object(f);
    }
    return true;
}

/* -- then -- */

bool sx_promise_then(sx_vm *vm, sx_object *p, sx_value on_fulfilled, sx_value on_rejected, sx_object *target) {
    sx_value tv = target ? sx_from_object(target) : SX_UNDEFINED;
    if (p->u.future.state == SX_PROMISE_PENDING) {
        if (p->u.future.reactions == NULL && (p->u.future.reactions = sx_array_new(vm, 4)) == NULL) return false;
        sx_object *r = p->u.future.reactions;
        p->u.future.handled = 1;
        return sx_array_push(vm, r, on_fulfilled) && sx_array_push(vm, r, on_rejected) && sx_array_push(vm, r, tv) &&
               sx_array_push(vm, r, SX_UNDEFINED);
    }
    p->u.future.handled = 1;
    bool rejected = p->u.future.state == SX_PROMISE_REJECTED;
    return enqueue(vm, JOB_REACTION, rejected ? on_rejected : on_fulfilled, tv, sx_from_object(p));
}

sx_value sx_promise_from(sx_vm *vm, sx_value v) {
    if (sx_is_promise(v) && sx_as_object(v)->proto == sx_realm(vm)->promise_proto) return v;
    sx_object *p = sx_promise_new(vm);
    if (p == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(p));
    bool ok = sx_promise_resolve(vm, p, v);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(p) : SX_EXCEPTION;
}

sx_object *sx_promise_unhandled(sx_vm *vm) {
    sx_object *u = sx_realm(vm)->unhandled;
    for (uint32_t i = 0; i < u->u.array.len; i++) {
        sx_object *p = sx_as_object(u->u.array.items[i]);
        if (!p->u.future.handled) return p;
    }
    return NULL;
}

/* -- running jobs -- */

/* A settled promise's reaction: run the handler, settle the derived promise (or resume the coroutine). */
/* While the outermost job runs guest code, a budget suspension may stop it there (vm/snapshot.h):
 * say what is left to do once that code returns (kind, arg), restored after the call. */
uint8_t sx_suspend_point(sx_vm *vm, uint8_t kind, sx_value arg) {
    uint8_t saved = vm->suspend_at;
    if (vm->native_depth == 0) {
        vm->suspend_at = kind;
        vm->suspend_arg = arg;
    }
    return saved;
}

void sx_suspend_point_end(sx_vm *vm, uint8_t saved) {
    if (vm->abort == SX_ABORT_SUSPEND) return; /* the snapshot needs to know where it stopped */
    vm->suspend_at = saved;
    vm->suspend_arg = SX_UNDEFINED;
}

bool sx_job_finish(sx_vm *vm, uint8_t kind, sx_value arg, sx_value r) {
    sx_value e;
    if (kind == SX_SUSPEND_AT_REACTION) {
        sx_object *derived = sx_is_object(arg) ? sx_as_object(arg) : NULL;
        if (r == SX_EXCEPTION) {
            if (!sx_take_exception(vm, &e)) return false;
            return derived == NULL || sx_promise_reject(vm, derived, e);
        }
        return derived == NULL || sx_promise_resolve(vm, derived, r);
    }
    if (kind == SX_SUSPEND_AT_THENABLE && r == SX_EXCEPTION)
        return sx_take_exception(vm, &e) && sx_call(vm, arg, SX_UNDEFINED, 1, &e) != SX_EXCEPTION;
    return r != SX_EXCEPTION || vm->abort == SX_ABORT_NONE;
}

static bool run_reaction(sx_vm *vm, sx_value handler, sx_value target, sx_object *source) {
    bool rejected = source->u.future.state == SX_PROMISE_REJECTED;
    sx_value arg = source->u.future.result;
    if (sx_is_object(target) && sx_as_object(target)->cls == SX_CLASS_COROUTINE) {
        uint8_t saved = sx_suspend_point(vm, SX_SUSPEND_AT_JOB, SX_UNDEFINED);
        sx_value r = sx_coroutine_resume(vm, sx_as_object(target), arg, rejected);
        sx_suspend_point_end(vm, saved);
        return r != SX_EXCEPTION || vm->abort == SX_ABORT_NONE;
    }
    sx_object *derived = sx_is_object(target) ? sx_as_object(target) : NULL;
    if (!sx_is_callable(handler)) {
        if (derived == NULL) return true;
        return rejected ? sx_promise_reject(vm, derived, arg) : sx_promise_resolve(vm, derived, arg);
    }
    uint8_t saved = sx_suspend_point(vm, SX_SUSPEND_AT_REACTION, target);
    sx_value r = sx_call(vm, handler, SX_UNDEFINED, 1, &arg);
    sx_suspend_point_end(vm, saved);
    if (r == SX_EXCEPTION) {
        sx_value e;
        if (!sx_take_exception(vm, &e)) return false;
        return derived == NULL || sx_promise_reject(vm, derived, e);
    }
    return derived == NULL || sx_promise_resolve(vm, derived, r);
}

/* NewPromiseResolveThenableJob: then.call(thenable, resolve, reject). */
static bool run_thenable(sx_vm *vm, sx_object *p, sx_value thenable, sx_value then) {
    sx_value fns[2];
    if (!sx_promise_resolving_functions(vm, p, fns)) return false;
    sx_temp_push(vm, fns[0]);
    sx_temp_push(vm, fns[1]);
    uint8_t saved = sx_suspend_point(vm, SX_SUSPEND_AT_THENABLE, fns[1]);
    sx_value r = sx_call(vm, then, thenable, 2, fns);
    sx_suspend_point_end(vm, saved);
    bool ok = true;
    if (r == SX_EXCEPTION) {
        sx_value e;
        ok = sx_take_exception(vm, &e) && sx_call(vm, fns[1], SX_UNDEFINED, 1, &e) != SX_EXCEPTION;
    }
    sx_temp_pop(vm, 2);
    return ok;
}

bool sx_jobs_run(sx_vm *vm) {
    sx_object *q = sx_realm(vm)->jobs;
    while (sx_js_state(vm)->jobs_head < q->u.array.len) {
        sx_value *j = q->u.array.items + sx_js_state(vm)->jobs_head;
        sx_value kind = j[0], a = j[1], b = j[2], c = j[3];
        sx_js_state(vm)->jobs_head += 4;
        /* the job's values stay in the queue array (rooted) until it is compacted below */
        bool ok = sx_to_double(kind) == JOB_REACTION ? run_reaction(vm, a, b, sx_as_object(c))
                                                     : run_thenable(vm, sx_as_object(a), b, c);
        if (!ok || vm->abort != SX_ABORT_NONE) return false;
        q = sx_realm(vm)->jobs;
        if (sx_js_state(vm)->jobs_head >= 1024 &&
            sx_js_state(vm)->jobs_head * 2 >= q->u.array.len) { /* keep a flood bounded */
            uint32_t left = q->u.array.len - sx_js_state(vm)->jobs_head;
            memmove(q->u.array.items, q->u.array.items + sx_js_state(vm)->jobs_head, left * sizeof(sx_value));
            q->u.array.len = left;
            sx_js_state(vm)->jobs_head = 0;
        }
        sx_gc_safepoint(vm);
    }
    q->u.array.len = 0;
    sx_js_state(vm)->jobs_head = 0;
    return true;
}

sx_native_fn sx_promise_resolving_native(void) { return resolving_function; }

/* -- the hooks the VM reaches async calls through (vm/lang.h) -- */

sx_object *sx_js_async_start(sx_vm *vm) { return sx_promise_new(vm); }

bool sx_js_async_settle(sx_vm *vm, sx_object *co, sx_value v, bool is_throw) {
    sx_object *p = co->u.coro->outcome;
    return is_throw ? sx_promise_reject(vm, p, v) : sx_promise_resolve(vm, p, v);
}

/* await v: resume co when v (as a promise) settles. */
bool sx_js_async_await(sx_vm *vm, sx_object *co, sx_value v) {
    sx_value p = sx_promise_from(vm, v);
    return p != SX_EXCEPTION && sx_promise_then(vm, sx_as_object(p), SX_UNDEFINED, SX_UNDEFINED, co);
}

/* The collector's hook for promises: the result and the reactions. */
void sx_js_promise_mark(sx_vm *vm, sx_object *o) {
    sx_gc_mark_value(vm, o->u.future.result);
    if (o->u.future.reactions) sx_gc_mark_header(vm, &o->u.future.reactions->gc);
}
