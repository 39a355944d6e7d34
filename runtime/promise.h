/* promise.h - promises, the microtask queue and suspended async calls (ECMA-262 section 27.2). */
#ifndef SX_PROMISE_H
#define SX_PROMISE_H

#include "runtime/realm.h"
#include "vm/vm.h"

typedef enum sx_promise_state { SX_PROMISE_PENDING, SX_PROMISE_FULFILLED, SX_PROMISE_REJECTED } sx_promise_state;

sx_object *sx_promise_new(sx_vm *vm);
static inline bool sx_is_promise(sx_value v) { return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_PROMISE; }
/* Resolve p with v: adopts thenables (through a job), fulfils otherwise. False on abort. */
bool sx_promise_resolve(sx_vm *vm, sx_object *p, sx_value v);
bool sx_promise_reject(sx_vm *vm, sx_object *p, sx_value reason);
/* PerformPromiseThen: target is the derived promise, a capability [promise, resolve, reject] (an
 * array: the then() of a Promise subclass), a coroutine to resume, or NULL. */
bool sx_promise_then(sx_vm *vm, sx_object *p, sx_value on_fulfilled, sx_value on_rejected, sx_object *target);
/* PromiseResolve(%Promise%, v): v itself if it is a promise, else a new promise resolved with v. */
sx_value sx_promise_from(sx_vm *vm, sx_value v);
/* NewPromiseCapability(C) (stdlib/promise.c): [promise, resolve, reject] from new C(executor);
 * TypeError unless C is a constructor handing callable functions to its executor. */
sx_object *sx_promise_capability(sx_vm *vm, sx_value c);
/* The two resolving functions of p (resolve, reject) for an executor or a thenable. */
bool sx_promise_resolving_functions(sx_vm *vm, sx_object *p, sx_value out[2]);

/* Where a budget suspension can stop a run (vm->suspend_at), and what is left to do when the guest
 * code running there returns (sx_job_finish, on resume: arg is vm->suspend_arg). */
enum {
    SX_SUSPEND_AT_NONE = 0,
    SX_SUSPEND_AT_TOPLEVEL, /* the program's top-level code */
    SX_SUSPEND_AT_JOB,      /* a job with nothing after its guest code (an await's continuation, a timer) */
    SX_SUSPEND_AT_REACTION, /* a then() handler: its result settles the derived promise arg */
    SX_SUSPEND_AT_THENABLE, /* then.call(thenable, resolve, reject): an exception calls reject (arg) */
    SX_SUSPEND_AT_TIMER,    /* a timer's callback: an exception ends the run */
};
bool sx_job_finish(sx_vm *vm, uint8_t kind, sx_value arg, sx_value r);
/* Around the outermost call into guest code: set vm->suspend_at (returns the old one, to give to
 * sx_suspend_point_end, which keeps the new one when the run was suspended there). */
uint8_t sx_suspend_point(sx_vm *vm, uint8_t kind, sx_value arg);
void sx_suspend_point_end(sx_vm *vm, uint8_t saved);
sx_native_fn sx_promise_resolving_native(void); /* snapshots: a native made at run time */

/* Run queued microtasks until the queue is empty. False if the run was aborted. */
bool sx_jobs_run(sx_vm *vm);
bool sx_jobs_pending(const sx_vm *vm);
/* The first rejected promise nobody handled, or NULL. */
sx_object *sx_promise_unhandled(sx_vm *vm);

/* sx_lang's async hooks (runtime/promise.c): an async call's promise, settling it when the call
 * returns or throws, and resuming the call when an awaited value settles. */
sx_object *sx_js_async_start(sx_vm *vm);
bool sx_js_async_settle(sx_vm *vm, sx_object *co, sx_value v, bool is_throw);
bool sx_js_async_await(sx_vm *vm, sx_object *co, sx_value v);
void sx_js_promise_mark(sx_vm *vm, sx_object *o); /* sx_lang.classes[SX_CLASS_PROMISE] */

#endif
