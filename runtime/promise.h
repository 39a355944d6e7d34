/* promise.h - promises, the microtask queue and suspended async calls (ECMA-262 section 27.2). */
#ifndef SX_PROMISE_H
#define SX_PROMISE_H

#include "vm/vm.h"

typedef enum sx_promise_state { SX_PROMISE_PENDING, SX_PROMISE_FULFILLED, SX_PROMISE_REJECTED } sx_promise_state;

/* The state of an async function call while it is suspended at an `await`. */
typedef struct sx_coroutine {
    sx_object *closure; /* the async function being run */
    sx_object *promise; /* what the call returned to its caller */
    sx_value *regs;     /* saved registers while suspended, NULL while running */
    uint32_t nregs;
    uint32_t pc_index;    /* where to continue */
    uint32_t await_reg;   /* the register that receives the awaited value */
    sx_handler *handlers; /* saved try handlers: frame 0, reg relative to the frame */
    uint32_t nhandlers;
    sx_upval *upvals; /* upvalues pointing into regs while suspended */
    bool done;
    bool generator;     /* a generator's call (no promise is settled: values go to next()'s caller) */
    bool running;       /* a generator being resumed: next() inside it is a TypeError */
    bool started;       /* a generator resumed at least once (return() before that runs nothing) */
    sx_value returning; /* the value of a return() that is unwinding the generator's finally blocks */
} sx_coroutine;

sx_object *sx_promise_new(sx_vm *vm);
static inline bool sx_is_promise(sx_value v) { return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_PROMISE; }
/* Resolve p with v: adopts thenables (through a job), fulfils otherwise. False on abort. */
bool sx_promise_resolve(sx_vm *vm, sx_object *p, sx_value v);
bool sx_promise_reject(sx_vm *vm, sx_object *p, sx_value reason);
/* PerformPromiseThen: target is the derived promise, a coroutine to resume, or NULL. */
bool sx_promise_then(sx_vm *vm, sx_object *p, sx_value on_fulfilled, sx_value on_rejected, sx_object *target);
/* PromiseResolve(%Promise%, v): v itself if it is a promise, else a new promise resolved with v. */
sx_value sx_promise_from(sx_vm *vm, sx_value v);
/* The two resolving functions of p (resolve, reject) for an executor or a thenable. */
bool sx_promise_resolving_functions(sx_vm *vm, sx_object *p, sx_value out[2]);

/* Run queued microtasks until the queue is empty. False if the run was aborted. */
bool sx_jobs_run(sx_vm *vm);
bool sx_jobs_pending(const sx_vm *vm);
/* The first rejected promise nobody handled, or NULL. */
sx_object *sx_promise_unhandled(sx_vm *vm);

/* Async calls (vm/interp.c) */
sx_object *sx_coroutine_new(sx_vm *vm, sx_object *closure);
sx_value sx_coroutine_resume(sx_vm *vm, sx_object *coro, sx_value v, bool is_throw);

#endif
