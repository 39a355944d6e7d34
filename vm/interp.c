/* interp.c - the register interpreter: dispatch loop, calls, returns, exceptions, budgets. */
#include <time.h>

#include "vm/bigint.h"
#include "vm/gc.h"
#include "vm/lang.h"
#include "vm/meter.h"
#include "vm/snapshot.h"

#if defined(__GNUC__) && !defined(SX_NO_COMPUTED_GOTO)
#define SX_COMPUTED_GOTO 1 /* GCC and clang: labels as values */
#else
#define SX_COMPUTED_GOTO 0
#endif

/* ---------------------------------------------------------------------------------------------
 * Budgets: the instruction count is exact; the clock and the cancel flag are polled every
 * SX_METER_INTERVAL units of instructions and charged native work (vm/meter.c).
 * ------------------------------------------------------------------------------------------- */

/* === on two long strings of one length compares them unit by unit: that work is charged
 * (vm/meter.h). The units to charge, 0 for none (the interpreter charges them with its counter
 * saved: STRING_COMPARE_CHARGE). */
static inline uint32_t string_compare_units(sx_value a, sx_value b) {
    if (!sx_is_string(a) || !sx_is_string(b) || a == b) return 0;
    uint32_t n = sx_as_string(a)->len;
    return n >= 1024 && n == sx_as_string(b)->len ? n : 0;
}

/* Called when vm->instructions reaches vm->budget_end. False: the run must end (abort set). */
static bool budget_check(sx_vm *vm) { /* (vm/meter.c's sx_meter_check is the same for charged work) */
    /* Observed (api/observe.c): every instruction comes here, budget_end being the next one. */
    if (vm->on_step != NULL && vm->instructions < vm->limits.max_instructions) {
        if (!vm->on_step(vm)) return false;
        if (vm->instructions < vm->step_poll_at && vm->on_step != NULL) {
            vm->budget_end = vm->instructions + 1;
            return true;
        }
    }
    if (vm->instructions >= vm->limits.max_instructions) {
        /* suspendOnBudget (api/snapshot.c): stop here, state intact, when nothing but the
         * outermost interpreter loop is on the C stack; else run on to such a point (grace) */
        if (vm->suspend_on_budget && vm->suspend_at != 0 && vm->native_depth == 1) {
            sx_abort_run(vm, SX_ABORT_SUSPEND);
            return false;
        }
        if (sx_meter_grace(vm)) return true;
        sx_abort_run(vm, SX_ABORT_INSTRUCTIONS);
        return false;
    }
    if (!sx_poll_limits(vm)) return false;
    uint64_t next = vm->instructions + SX_METER_INTERVAL;
    vm->budget_end = next < vm->limits.max_instructions ? next : vm->limits.max_instructions;
    if (vm->on_step != NULL) {
        vm->step_poll_at = vm->budget_end;
        vm->budget_end = vm->instructions + 1;
    }
    return true;
}

/* ---------------------------------------------------------------------------------------------
 * The register stack and frames
 * ------------------------------------------------------------------------------------------- */
#define SX_MAX_STACK_SLOTS (1u << 26)

/* Grow the stack to hold slots [0, top): the slow part of ensure_stack. */
static bool grow_stack(sx_vm *vm, uint64_t top) {
    if (top > SX_MAX_STACK_SLOTS) {
        sx_raise(vm, SX_FAULT_STACK_OVERFLOW, NULL, NULL);
        return false;
    }
    uint64_t cap = vm->stack_cap ? (uint64_t)vm->stack_cap * 2 : 256;
    while (cap < top) cap *= 2;
    sx_value *s = sx_mem_realloc(vm, vm->stack, (size_t)vm->stack_cap * sizeof *s, (size_t)cap * sizeof *s);
    if (s == NULL) {
        sx_throw_oom(vm);
        return false;
    }
    vm->stack = s;
    vm->stack_cap = (uint32_t)cap;
    for (sx_upval *u = vm->open_upvals; u != NULL; u = u->next_open) u->v = vm->stack + u->stack_index;
    return true;
}

/* Make room for stack slots [0, top). May move the stack: reload pointers into it afterwards. */
static inline bool ensure_stack(sx_vm *vm, uint64_t top) { return top <= vm->stack_cap || grow_stack(vm, top); }

static inline sx_frame *push_frame_record(sx_vm *vm, sx_object *callee, uint32_t base, uint32_t result) {
    if (vm->nframes >= vm->limits.max_stack_depth) {
        sx_raise(vm, SX_FAULT_STACK_OVERFLOW, NULL, NULL);
        return NULL;
    }
    if (vm->nframes == vm->capframes) {
        uint32_t cap = vm->capframes ? vm->capframes * 2 : 16;
        sx_frame *f = sx_mem_realloc(vm, vm->frames, vm->capframes * sizeof *f, cap * sizeof *f);
        if (f == NULL) {
            sx_throw_oom(vm);
            return NULL;
        }
        vm->frames = f;
        vm->capframes = cap;
    }
    sx_frame *f = &vm->frames[vm->nframes++];
    *f = (sx_frame){.callee = callee, .base = base, .result = result, .temps = vm->ntemps};
    return f;
}

static void pop_frame(sx_vm *vm);

/* Enter a guest function whose `this` is at stack[base] and arguments at stack[base+1 ..]. */
static bool enter_function(sx_vm *vm, sx_object *fn, uint32_t base, uint32_t argc, uint32_t result, bool is_new,
                           bool reentry) {
    sx_proto *p = fn->u.func.proto;
    if (!ensure_stack(vm, (uint64_t)base + p->nregs + argc + 1)) return false;
    sx_value *regs = vm->stack + base;
    uint32_t nparams = p->nparams;
    sx_object *args = NULL; /* `arguments`: every argument, whatever the parameters */
    if (p->flags & SX_PROTO_ARGUMENTS) {
        if ((args = sx_array_new(vm, argc)) == NULL) return false;
        if (argc > 0) memcpy(args->u.array.items, regs + 1, argc * sizeof(sx_value));
        args->u.array.len = argc;
        args->oflags |= SX_OBJ_ARGUMENTS;
        args->proto = vm->realm.object_proto;
        regs = vm->stack + base;
    }
    if (p->flags & SX_PROTO_HAS_REST) {
        uint32_t first = nparams; /* register of the rest parameter */
        uint32_t nrest = argc + 1 > first ? argc + 1 - first : 0;
        sx_object *rest = sx_array_new(vm, nrest);
        if (rest == NULL) return false;
        for (uint32_t i = 0; i < nrest; i++) rest->u.array.items[i] = regs[first + i];
        rest->u.array.len = nrest;
        regs = vm->stack + base;
        for (uint32_t i = argc + 1; i < first; i++) regs[i] = SX_UNDEFINED;
        regs[first] = sx_from_object(rest);
        for (uint32_t i = first + 1; i < p->nregs; i++) regs[i] = SX_UNDEFINED;
    } else {
        uint32_t filled = argc < nparams ? argc : nparams;
        for (uint32_t i = filled + 1; i < p->nregs; i++) regs[i] = SX_UNDEFINED;
    }
    if (args != NULL) regs[nparams + 1] = sx_from_object(args);
    sx_frame *f = push_frame_record(vm, fn, base, result);
    if (f == NULL) return false;
    f->pc = p->code;
    f->is_new = is_new;
    f->reentry = reentry;
    vm->stack_top = base + p->nregs;
    if (p->flags & (SX_PROTO_ASYNC | SX_PROTO_GENERATOR)) {
        sx_object *co = sx_coroutine_new(vm, fn);
        if (co == NULL) {
            pop_frame(vm);
            return false;
        }
        co->u.coro->yielding = (p->flags & SX_PROTO_GENERATOR) != 0;
        co->u.coro->returning = SX_UNDEFINED;
        vm->frames[vm->nframes - 1].coro = co;
    }
    return true;
}

/* The lean call: a plain guest function (no `arguments`, rest parameter, async or generator;
 * not a class constructor) called without spread, when the stack and the frame array already
 * have room. Does what enter_function does for such a function, without its branches; NULL
 * when the general path must run (nothing has been changed then). */
#define SX_PROTO_SLOW_ENTRY (SX_PROTO_ARGUMENTS | SX_PROTO_HAS_REST | SX_PROTO_ASYNC | SX_PROTO_GENERATOR)
static inline sx_frame *lean_call(sx_vm *vm, sx_value fv, uint32_t at, uint32_t argc) {
    if (!sx_is_object(fv)) return NULL;
    sx_object *fn = sx_as_object(fv);
    if (fn->cls != SX_CLASS_FUNCTION || (fn->oflags & SX_OBJ_CLASS_CTOR)) return NULL;
    sx_proto *p = fn->u.func.proto;
    uint32_t base = at + 1, nregs = p->nregs;
    if ((p->flags & SX_PROTO_SLOW_ENTRY) || (uint64_t)base + nregs + argc + 4 > vm->stack_cap ||
        vm->nframes >= vm->limits.max_stack_depth || vm->nframes >= vm->capframes)
        return NULL;
    sx_value *regs = vm->stack + base;
    uint32_t filled = argc < p->nparams ? argc : p->nparams;
    /* missing arguments and locals start undefined; four at a time (up to 3 slots past the
     * frame, free stack the check above left room for, get undefined too) */
    for (uint32_t k = filled + 1; k < nregs; k += 4) {
        regs[k] = SX_UNDEFINED;
        regs[k + 1] = SX_UNDEFINED;
        regs[k + 2] = SX_UNDEFINED;
        regs[k + 3] = SX_UNDEFINED;
    }
    sx_frame *f = &vm->frames[vm->nframes++];
    *f = (sx_frame){.callee = fn, .pc = p->code, .base = base, .result = at, .temps = vm->ntemps};
    vm->stack_top = base + nregs;
    return f;
}

/* -- captured variables -- */

static sx_upval *find_upval(sx_vm *vm, uint32_t slot) {
    sx_upval **link = &vm->open_upvals;
    while (*link != NULL && (*link)->stack_index > slot) link = &(*link)->next_open;
    if (*link != NULL && (*link)->stack_index == slot) return *link;
    sx_upval *u = sx_gc_new(vm, SX_GC_UPVAL, sizeof *u);
    if (u == NULL) return NULL;
    u->stack_index = slot;
    u->v = vm->stack + slot;
    u->next_open = *link;
    *link = u;
    return u;
}

static void close_upvals(sx_vm *vm, uint32_t level) {
    while (vm->open_upvals != NULL && vm->open_upvals->stack_index >= level) {
        sx_upval *u = vm->open_upvals;
        u->closed = *u->v;
        u->v = &u->closed;
        vm->open_upvals = u->next_open;
    }
}

/* Leave the top frame (return or unwinding). */
static void pop_frame(sx_vm *vm) {
    sx_frame *f = &vm->frames[vm->nframes - 1];
    close_upvals(vm, f->base);
    while (vm->nhandlers > 0 && vm->handlers[vm->nhandlers - 1].frame >= vm->nframes - 1) vm->nhandlers--;
    vm->ntemps = f->temps;
    vm->nframes--;
}

static void restore_top(sx_vm *vm) {
    if (vm->nframes == 0) return;
    sx_frame *f = &vm->frames[vm->nframes - 1];
    if (f->callee->cls == SX_CLASS_FUNCTION) vm->stack_top = f->base + f->callee->u.func.proto->nregs;
}

/* ---------------------------------------------------------------------------------------------
 * Calling anything callable. The callee is at stack[at], `this` at stack[at+1], arguments above.
 * ------------------------------------------------------------------------------------------- */
static sx_value run(sx_vm *vm, bool throwing);

static sx_value call_native(sx_vm *vm, sx_object *fn, uint32_t at, uint32_t argc, sx_object *new_target) {
    sx_frame *f = push_frame_record(vm, fn, at + 1, at);
    if (f == NULL) return SX_EXCEPTION;
    f->is_new = new_target != NULL;
    f->new_target = new_target;
    uint32_t saved_top = vm->stack_top;
    if (at + 2 + argc > vm->stack_top) vm->stack_top = at + 2 + argc;
    sx_object *saved_target = vm->new_target;
    vm->new_target = new_target;
    sx_value r = fn->u.native.fn(vm, vm->stack[at + 1], (int)argc, vm->stack + at + 2);
    vm->new_target = saved_target;
    pop_frame(vm);
    vm->stack_top = saved_top;
    return r;
}

/* Replace a bound function at stack[at] by its target, inserting the bound this and arguments. */
static bool unbind(sx_vm *vm, uint32_t at, uint32_t *argc) {
    sx_object *b = sx_as_object(vm->stack[at]);
    uint32_t n = b->bound_nargs;
    /* many arguments moved and copied: charged, like array blocks of 64 values or more */
    if (n + *argc >= 64 && !sx_meter_elements(vm, (uint64_t)n + *argc)) return false;
    if (!ensure_stack(vm, (uint64_t)at + 2 + *argc + n + 1)) return false;
    sx_value *s = vm->stack + at;
    memmove(s + 2 + n, s + 2, *argc * sizeof *s);
    for (uint32_t i = 0; i < n; i++) s[2 + i] = b->u.bound.args[i];
    s[0] = b->u.bound.target;
    s[1] = b->u.bound.this_val;
    *argc += n;
    if (vm->stack_top < at + 2 + *argc) vm->stack_top = at + 2 + *argc;
    return true;
}

static sx_value not_callable(sx_vm *vm, sx_value v, sx_fault what) {
    sx_string *s = vm->lang->type_of(vm, v);
    char name[128];
    sx_string_to_utf8(s, name, sizeof name);
    return sx_raise(vm, what, name, NULL);
}

/* Construct: create `this` from new.target's "prototype" (a derived class constructor starts
 * without one: its `this` comes from super()). */
static bool make_this(sx_vm *vm, sx_object *ctor, sx_object *new_target, uint32_t at) {
    if (ctor->oflags & SX_OBJ_DERIVED) {
        vm->stack[at + 1] = SX_EMPTY;
        return true;
    }
    sx_prop *own = sx_object_find(vm, new_target, vm->atoms.prototype); /* a class's is an own data property */
    sx_value proto = own != NULL && !(own->flags & SX_PROP_ACCESSOR)
                         ? own->value
                         : vm->lang->get(vm, sx_from_object(new_target), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return false;
    sx_object *po = sx_is_object(proto) ? sx_as_object(proto) : vm->realm.object_proto;
    sx_object *obj = sx_object_new(vm, SX_CLASS_OBJECT, po);
    if (obj == NULL) return false;
    vm->stack[at + 1] = sx_from_object(obj);
    return true;
}

static sx_value class_call_error(sx_vm *vm, sx_object *fn) {
    sx_proto *p = fn->u.func.proto;
    char name[128] = "";
    if (p->name) sx_string_to_utf8(p->name, name, sizeof name);
    return sx_raise(vm, SX_FAULT_CLASS_CALL, name, NULL);
}

/* Call from C: runs to completion (a nested interpreter loop for guest functions). For a
 * construct call, new_target is the constructor `new` was applied to (NULL: the callee). */
static sx_value invoke_with_target(sx_vm *vm, uint32_t at, uint32_t argc, bool is_new, sx_object *new_target) {
    for (;;) {
        sx_value fv = vm->stack[at];
        if (!sx_is_object(fv)) return not_callable(vm, fv, is_new ? SX_FAULT_NOT_CONSTRUCTOR : SX_FAULT_NOT_FUNCTION);
        sx_object *fn = sx_as_object(fv);
        if (fn->cls == SX_CLASS_BOUND) {
            if (!unbind(vm, at, &argc)) return SX_EXCEPTION;
            continue;
        }
        if (is_new && !(fn->oflags & SX_OBJ_CONSTRUCTOR)) return not_callable(vm, fv, SX_FAULT_NOT_CONSTRUCTOR);
        if (!is_new && (fn->oflags & SX_OBJ_CLASS_CTOR)) return class_call_error(vm, fn);
        if (is_new && new_target == NULL) new_target = fn;
        if (fn->cls == SX_CLASS_NATIVE) return call_native(vm, fn, at, argc, is_new ? new_target : NULL);
        if (fn->cls != SX_CLASS_FUNCTION) return not_callable(vm, fv, SX_FAULT_NOT_FUNCTION);
        if (is_new && !make_this(vm, fn, new_target, at)) return SX_EXCEPTION;
        if (!enter_function(vm, fn, at + 1, argc, at, is_new, true)) return SX_EXCEPTION;
        vm->frames[vm->nframes - 1].new_target = new_target;
        return run(vm, false);
    }
}

static sx_value invoke(sx_vm *vm, uint32_t at, uint32_t argc, bool is_new) {
    return invoke_with_target(vm, at, argc, is_new, NULL);
}

static sx_value call_from_c(sx_vm *vm, sx_value fn, sx_value this_val, int argc, const sx_value *argv, bool is_new,
                            sx_object *new_target) {
    uint32_t at = vm->stack_top;
    /* argv may point into the stack: copy through a bounded local buffer if it moves */
    if (argc < 0) argc = 0;
    size_t off = (vm->stack != NULL && argv >= vm->stack && argv < vm->stack + vm->stack_cap)
                     ? (size_t)(argv - vm->stack)
                     : SIZE_MAX;
    if (!ensure_stack(vm, (uint64_t)at + 2 + (uint64_t)argc + 1)) return SX_EXCEPTION;
    if (off != SIZE_MAX) argv = vm->stack + off;
    sx_value *s = vm->stack + at;
    s[0] = fn;
    s[1] = this_val;
    if (argc > 0) memmove(s + 2, argv, (size_t)argc * sizeof *s);
    vm->stack_top = at + 2 + (uint32_t)argc;
    /* Natives calling natives (String(array) -> join -> toString -> join ...) nest C frames
     * without entering run(): count them against the same C stack guard (run() counts guests). */
    bool counted = !(sx_is_object(fn) && sx_as_object(fn)->cls == SX_CLASS_FUNCTION);
    if (counted && vm->native_depth >= SX_MAX_NATIVE_DEPTH) {
        vm->stack_top = at;
        return sx_raise(vm, SX_FAULT_STACK_OVERFLOW, NULL, NULL);
    }
    vm->native_depth += counted;
    sx_value r = invoke_with_target(vm, at, (uint32_t)argc, is_new, new_target);
    vm->native_depth -= counted;
    vm->stack_top = at;
    return r;
}

sx_value sx_call(sx_vm *vm, sx_value fn, sx_value this_val, int argc, const sx_value *argv) {
    return call_from_c(vm, fn, this_val, argc, argv, false, NULL);
}

sx_value sx_construct(sx_vm *vm, sx_value fn, int argc, const sx_value *argv) {
    return call_from_c(vm, fn, SX_UNDEFINED, argc, argv, true, NULL);
}

sx_value sx_construct_with(sx_vm *vm, sx_value fn, int argc, const sx_value *argv, sx_object *new_target) {
    return call_from_c(vm, fn, SX_UNDEFINED, argc, argv, true, new_target);
}

sx_value sx_run_toplevel(sx_vm *vm, sx_proto *proto) {
    sx_object *fn = sx_closure_new(vm, proto);
    if (fn == NULL) return SX_EXCEPTION;
    if (vm->limits.max_instructions < vm->budget_end) vm->budget_end = vm->limits.max_instructions;
    return sx_call(vm, sx_from_object(fn), SX_UNDEFINED, 0, NULL);
}

/* ---------------------------------------------------------------------------------------------
 * Async calls: a suspended call keeps its registers, handlers and captured variables in its
 * coroutine object; resuming copies them back onto the stack in a fresh frame.
 * ------------------------------------------------------------------------------------------- */
sx_object *sx_coroutine_new(sx_vm *vm, sx_object *closure) {
    sx_object *outcome = vm->lang->async_start(vm);
    if (outcome == NULL) return NULL;
    sx_object *co = sx_object_new(vm, SX_CLASS_COROUTINE, NULL);
    sx_coroutine *c = co ? sx_mem_alloc(vm, sizeof *c) : NULL;
    if (c == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    memset(c, 0, sizeof *c);
    c->closure = closure;
    c->outcome = outcome;
    co->u.coro = c;
    return co;
}

/* Save the async frame fi (the top one) into its coroutine; the caller then pops the frame. */
static bool suspend_frame(sx_vm *vm, uint32_t fi, const sx_instr *pc, uint32_t await_reg) {
    sx_frame *f = &vm->frames[fi];
    sx_coroutine *c = f->coro->u.coro;
    sx_proto *p = f->callee->u.func.proto;
    uint32_t nh = 0;
    while (nh < vm->nhandlers && vm->handlers[vm->nhandlers - 1 - nh].frame == fi) nh++;
    c->regs = sx_mem_alloc(vm, (size_t)p->nregs * sizeof(sx_value));
    c->handlers = nh ? sx_mem_alloc(vm, nh * sizeof(sx_handler)) : NULL;
    if (c->regs == NULL || (nh && c->handlers == NULL)) {
        sx_throw_oom(vm);
        return false;
    }
    memcpy(c->regs, vm->stack + f->base, (size_t)p->nregs * sizeof(sx_value));
    c->nregs = p->nregs;
    c->pc_index = (uint32_t)(pc - p->code);
    c->await_reg = await_reg;
    c->nhandlers = nh;
    for (uint32_t k = 0; k < nh; k++) {
        sx_handler h = vm->handlers[vm->nhandlers - nh + k];
        h.frame = 0; /* while saved: relative to the frame too (resuming sets the real one) */
        h.reg -= f->base;
        h.catch_pc = (const sx_instr *)(uintptr_t)(h.catch_pc - p->code); /* an index while saved */
        c->handlers[k] = h;
    }
    vm->nhandlers -= nh;
    sx_upval **tail = &c->upvals;
    while (vm->open_upvals != NULL && vm->open_upvals->stack_index >= f->base) {
        sx_upval *u = vm->open_upvals;
        vm->open_upvals = u->next_open;
        u->stack_index -= f->base;
        u->v = c->regs + u->stack_index;
        u->owner = f->coro;
        u->next_open = NULL;
        *tail = u;
        tail = &u->next_open;
    }
    return true;
}

/* Continue a suspended async call with the settled value (or throw it in). Runs until the call
 * awaits again or finishes; returns its outcome (a promise), or SX_EXCEPTION on an abort. */
sx_value sx_coroutine_resume(sx_vm *vm, sx_object *co, sx_value v, bool is_throw) {
    sx_coroutine *c = co->u.coro;
    if (c->done || c->regs == NULL) return SX_UNDEFINED;
    sx_proto *p = c->closure->u.func.proto;
    uint32_t at = vm->stack_top, base = at + 1;
    if (!ensure_stack(vm, (uint64_t)base + c->nregs + 1)) return SX_EXCEPTION;
    sx_frame *f = push_frame_record(vm, c->closure, base, at);
    if (f == NULL) return SX_EXCEPTION;
    if (vm->nhandlers + c->nhandlers > vm->caphandlers) {
        uint32_t cap = vm->nhandlers + c->nhandlers + 8;
        sx_handler *h = sx_mem_realloc(vm, vm->handlers, vm->caphandlers * sizeof *h, cap * sizeof *h);
        if (h == NULL) {
            vm->nframes--;
            return sx_throw_oom(vm);
        }
        vm->handlers = h;
        vm->caphandlers = cap;
    }
    vm->stack[at] = sx_from_object(c->closure);
    memcpy(vm->stack + base, c->regs, (size_t)c->nregs * sizeof(sx_value));
    f->coro = co;
    f->pc = p->code + c->pc_index;
    f->reentry = 1;
    for (uint32_t k = 0; k < c->nhandlers; k++) {
        sx_handler h = c->handlers[k];
        h.frame = vm->nframes - 1;
        h.reg += base;
        h.catch_pc = p->code + (uintptr_t)h.catch_pc;
        h.temp_height = vm->ntemps;
        vm->handlers[vm->nhandlers++] = h;
    }
    if (c->upvals != NULL) { /* they are the highest slots: put them back at the front */
        sx_upval *last = c->upvals;
        for (sx_upval *u = c->upvals; u != NULL; u = u->next_open) {
            u->stack_index += base;
            u->v = vm->stack + u->stack_index;
            u->owner = NULL;
            last = u;
        }
        last->next_open = vm->open_upvals;
        vm->open_upvals = c->upvals;
        c->upvals = NULL;
    }
    sx_mem_free(vm, c->regs, (size_t)c->nregs * sizeof(sx_value));
    sx_mem_free(vm, c->handlers, c->nhandlers * sizeof(sx_handler));
    c->regs = NULL;
    c->handlers = NULL;
    c->nhandlers = 0;
    vm->stack_top = base + p->nregs;
    if (is_throw) sx_throw(vm, v);
    else vm->stack[base + c->await_reg] = v;
    sx_value r = run(vm, is_throw);
    /* The call suspended again (its registers copied out) or ended: give back its stack, as
     * sx_call does, or every step of a for-of over a generator would leave a frame's worth behind. */
    vm->stack_top = at;
    return r;
}

/* ---------------------------------------------------------------------------------------------
 * Helpers of the dispatch loop
 * ------------------------------------------------------------------------------------------- */

/* The source text of the callee of the CALL/NEW at `pc` (for "x is not a function"). */
static const char *callsite_name(const sx_proto *p, const sx_instr *pc, char *buf, size_t size) {
    uint32_t at = (uint32_t)(pc - p->code) - 1;
    uint32_t lo = 0, hi = p->ncallsites;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (p->callsites[mid].pc < at) lo = mid + 1;
        else hi = mid;
    }
    if (lo < p->ncallsites && p->callsites[lo].pc == at) {
        sx_value k = p->consts[p->callsites[lo].const_index];
        if (sx_is_string(k)) {
            sx_string_to_utf8(sx_as_string(k), buf, size);
            return buf;
        }
    }
    return "expression";
}

/* The source text recorded for the instruction at pc (an iterable's, for GETITER and
 * SPREADARRAY), or NULL. */
static const char *callsite_text(const sx_proto *p, const sx_instr *pc, char *buf, size_t size) {
    const char *t = callsite_name(p, pc, buf, size);
    return t == buf ? t : NULL;
}

/* Spread mode: replace the array at stack[at+2] by its elements. */
static bool spread_args(sx_vm *vm, uint32_t at, uint32_t *argc) {
    sx_value arr = vm->stack[at + 2];
    if (!sx_is_object(arr) || sx_as_object(arr)->cls != SX_CLASS_ARRAY) {
        sx_raise(vm, SX_FAULT_SPREAD_NOT_ARRAY, NULL, NULL);
        return false;
    }
    uint32_t n = sx_as_object(arr)->u.array.len;
    if (!ensure_stack(vm, (uint64_t)at + 2 + n + 1)) return false;
    sx_object *a = sx_as_object(arr);
    for (uint32_t i = 0; i < n; i++) {
        sx_value v = a->u.array.items[i];
        vm->stack[at + 2 + i] = v == SX_EMPTY ? SX_UNDEFINED : v;
    }
    *argc = n;
    if (vm->stack_top < at + 2 + n) vm->stack_top = at + 2 + n;
    return true;
}

/* A global name that is a script slot (vm/script.c) declared after the code was compiled:
 * *slot points at its value, NULL when it is not one or while it is <empty> (exception set). */
static bool script_global(sx_vm *vm, sx_string *key, sx_value **slot, uint32_t *flags) {
    *slot = NULL;
    int64_t s = sx_script_find(vm, key, flags);
    if (s < 0) return false;
    if (*sx_script_slot(vm, (uint32_t)s) == SX_EMPTY) {
        char name[128];
        sx_string_to_utf8(key, name, sizeof name);
        sx_raise(vm, SX_FAULT_UNINITIALIZED, name, NULL);
        return true;
    }
    *slot = sx_script_slot(vm, (uint32_t)s);
    return true;
}

static sx_value get_global(sx_vm *vm, sx_string *key, bool for_typeof) {
    sx_prop *p = sx_object_find(vm, vm->realm.global, key);
    if (p != NULL && !(p->flags & SX_PROP_ACCESSOR))
        return for_typeof ? sx_from_string(vm->lang->type_of(vm, p->value)) : p->value;
    sx_value *slot;
    uint32_t flags;
    if (p == NULL && script_global(vm, key, &slot, &flags)) {
        if (slot == NULL) return SX_EXCEPTION;
        return for_typeof ? sx_from_string(vm->lang->type_of(vm, *slot)) : *slot;
    }
    if (p == NULL && !vm->lang->has_property(vm, vm->realm.global, key)) {
        if (for_typeof) return sx_from_string(vm->lang->type_of(vm, SX_UNDEFINED));
        char name[128];
        sx_string_to_utf8(key, name, sizeof name);
        return sx_raise(vm, SX_FAULT_NOT_DEFINED, name, NULL);
    }
    sx_value v = vm->lang->get(vm, sx_from_object(vm->realm.global), key);
    if (v == SX_EXCEPTION || !for_typeof) return v;
    return sx_from_string(vm->lang->type_of(vm, v));
}

static bool set_global(sx_vm *vm, sx_string *key, sx_value v) {
    sx_value *slot;
    uint32_t flags;
    if (sx_object_find(vm, vm->realm.global, key) == NULL && script_global(vm, key, &slot, &flags)) {
        if (slot == NULL) return false;
        if (flags & SX_SCRIPT_READONLY) return sx_raise(vm, SX_FAULT_CONSTANT_ASSIGNED, NULL, NULL), false;
        *slot = v;
        return true;
    }
    if (sx_object_find(vm, vm->realm.global, key) == NULL && !vm->lang->has_property(vm, vm->realm.global, key)) {
        char name[128];
        sx_string_to_utf8(key, name, sizeof name);
        sx_raise(vm, SX_FAULT_NOT_DEFINED, name, NULL);
        return false;
    }
    return vm->lang->set(vm, sx_from_object(vm->realm.global), key, v);
}

/*
 * DECLGLOBAL: one step of a script's GlobalDeclarationInstantiation for the name `key` (the D
 * bits say which, SX_DECL_*). The compiler emits every check before any creation, so a script
 * that throws here has declared nothing. The errors are node's: a name that already has a
 * global lexical binding (a script slot, vm/script.c), a let/const/class named like a
 * non-configurable global property, or a function over a non-configurable property that is not
 * a writable enumerable data property, is "Identifier 'x' has already been declared" (a
 * SyntaxError, where the spec says TypeError for the function case); a new name on a
 * non-extensible global object is "Cannot add property x, object is not extensible".
 */
static bool declare_global(sx_vm *vm, sx_string *key, uint32_t how, sx_value v) {
    sx_object *g = vm->realm.global;
    sx_prop *p = sx_object_find(vm, g, key);
    char name[128];
    if (how & (SX_DECL_CHECK_LEXICAL | SX_DECL_CHECK_FUNC | SX_DECL_CHECK_VAR)) {
        bool taken;
        if (how & SX_DECL_CHECK_LEXICAL) taken = p != NULL && !(p->flags & SX_PROP_CONFIGURABLE);
        else taken = sx_script_find(vm, key, NULL) >= 0;
        if (!taken && (how & SX_DECL_CHECK_FUNC) && p != NULL && !(p->flags & SX_PROP_CONFIGURABLE))
            taken = (p->flags & SX_PROP_ACCESSOR) ||
                    (p->flags & (SX_PROP_WRITABLE | SX_PROP_ENUMERABLE)) != (SX_PROP_WRITABLE | SX_PROP_ENUMERABLE);
        sx_string_to_utf8(key, name, sizeof name);
        if (taken) return sx_throw_syntax(vm, "Identifier '%s' has already been declared", name), false;
        if (p == NULL && !(how & SX_DECL_CHECK_LEXICAL) && !(g->oflags & SX_OBJ_EXTENSIBLE))
            return sx_throw_type(vm, "Cannot add property %s, object is not extensible", name), false;
        return true;
    }
    uint32_t configurable = (how & SX_DECL_CONFIGURABLE) ? SX_PROP_CONFIGURABLE : 0;
    if (how & SX_DECL_CREATE_FUNC) {
        if (p == NULL || (p->flags & SX_PROP_CONFIGURABLE))
            return sx_object_define(vm, g, key, v, SX_PROP_WRITABLE | SX_PROP_ENUMERABLE | configurable);
        if (p->flags & SX_PROP_LANG_SLOW) return vm->lang->set(vm, sx_from_object(g), key, v);
        p->value = v; /* a writable enumerable data property (checked): only its value changes */
        return true;
    }
    if (p != NULL) return true; /* CreateGlobalVarBinding: an existing property stays as it is */
    return sx_object_define(vm, g, key, SX_UNDEFINED, SX_PROP_WRITABLE | SX_PROP_ENUMERABLE | configurable);
}

static bool push_handler(sx_vm *vm, uint32_t frame, const sx_instr *catch_pc, uint32_t reg) {
    if (vm->nhandlers == vm->caphandlers) {
        uint32_t cap = vm->caphandlers ? vm->caphandlers * 2 : 8;
        sx_handler *h = sx_mem_realloc(vm, vm->handlers, vm->caphandlers * sizeof *h, cap * sizeof *h);
        if (h == NULL) {
            sx_throw_oom(vm);
            return false;
        }
        vm->handlers = h;
        vm->caphandlers = cap;
    }
    vm->handlers[vm->nhandlers++] = (sx_handler){frame, catch_pc, reg, vm->ntemps};
    return true;
}

static sx_value make_closure(sx_vm *vm, sx_object *parent, uint32_t base, sx_proto *p) {
    sx_object *f = sx_closure_new(vm, p);
    if (f == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0; i < p->nupvals; i++) {
        sx_upval_desc d = p->upvals[i];
        sx_upval *u = d.in_parent_stack ? find_upval(vm, base + d.index) : parent->u.func.upvals[d.index];
        if (u == NULL) return SX_EXCEPTION;
        f->u.func.upvals[i] = u;
    }
    if (p->name != NULL && !sx_object_define(vm, f, vm->atoms.name, sx_from_string(p->name), SX_PROP_CONFIGURABLE))
        return SX_EXCEPTION;
    return sx_from_object(f);
}

/* MAKECLASS: fn becomes a class constructor with a fresh prototype object; with a parent
 * (`extends`), both the constructor and the prototype inherit from the parent's. */
static bool make_class(sx_vm *vm, sx_object *fn, sx_value parent) {
    sx_object *proto_parent = vm->realm.object_proto;
    if (parent != SX_EMPTY) {
        if (parent == SX_NULL) { /* still derived: `this` stays unbound until a super() (which throws) */
            proto_parent = NULL;
            fn->oflags |= SX_OBJ_DERIVED;
        } else if (!sx_is_object(parent) || !(sx_as_object(parent)->oflags & SX_OBJ_CONSTRUCTOR)) {
            sx_raise(vm, SX_FAULT_PARENT_NOT_CLASS, sx_is_object(parent) ? "object" : "", NULL);
            return false;
        } else {
            sx_value pp = vm->lang->get(vm, parent, vm->atoms.prototype);
            if (pp == SX_EXCEPTION) return false;
            if (pp != SX_NULL && !sx_is_object(pp)) {
                sx_raise(vm, SX_FAULT_PARENT_PROTOTYPE, NULL, NULL);
                return false;
            }
            proto_parent = pp == SX_NULL ? NULL : sx_as_object(pp);
            fn->proto = sx_as_object(parent);
            fn->oflags |= SX_OBJ_DERIVED;
        }
    }
    fn->oflags |= SX_OBJ_CONSTRUCTOR | SX_OBJ_CLASS_CTOR;
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, proto_parent);
    return proto != NULL && sx_object_define(vm, fn, vm->atoms.prototype, sx_from_object(proto), 0) &&
           sx_object_define(vm, proto, vm->atoms.constructor, sx_from_object(fn), SX_PROP_HIDDEN);
}

/* LOADBIGINT: the literal's text (checked by the front end: digits of its radix after the prefix). */
static sx_value bigint_literal(sx_vm *vm, const sx_string *text) {
    const char *t = (const char *)sx_string_narrow(text);
    size_t len = text->len;
    int radix = 10;
    /* (t[1] | 0x20 is never the NUL that strchr would find) */
    if (len > 2 && t[0] == '0' && strchr("xob", t[1] | 0x20) != NULL) {
        radix = (t[1] | 0x20) == 'x' ? 16 : (t[1] | 0x20) == 'o' ? 8 : 2;
        t += 2;
        len -= 2;
    }
    sx_bigint_status st = SX_BIGINT_OK;
    sx_value v = sx_bigint_from_digits(vm, t, len, radix, false, &st);
    if (v == SX_EXCEPTION && st == SX_BIGINT_TOO_BIG) return sx_raise(vm, SX_FAULT_BIGINT_TOO_BIG, NULL, NULL);
    return v;
}

/* NEWPRIVATE: a #name is a string that is never interned, so no other key can equal it. */
static sx_string *private_name(sx_vm *vm, sx_string *d) {
    sx_string *s = d->wide ? sx_string_new_utf16(vm, sx_string_wide(d), d->len)
                           : sx_string_new_latin1(vm, sx_string_narrow(d), d->len);
    if (s != NULL) s->is_private = 1;
    return s;
}

/* Property caches of GETFIELD/SETFIELD: the D field of the instruction remembers where (index
 * + 1) the key was found in the last object. Objects built by the same code put their
 * properties in the same order, so the next object usually has it at the same place. */
static inline sx_prop *cached_prop(sx_object *o, const sx_string *key, sx_instr i) {
    uint32_t d = SX_I_D(i);
    if (d != 0 && d <= o->nprops && o->props[d - 1].key == key) return &o->props[d - 1];
    return NULL;
}

/* GETFIELD's key found on a prototype of o (a method, mostly): the data property where ordinary
 * lookup finds it, or NULL when the language must decide (an accessor, a missing key, the
 * virtual properties of arrays, strings and functions, __proto__). Array.prototype and friends
 * are ordinary objects for every other key. */
static inline sx_prop *inherited_prop(sx_vm *vm, sx_object *o, sx_string *key) {
    if (key->is_index || key->is_private || key == vm->atoms.length || key == vm->atoms.__proto__) return NULL;
    for (o = o->proto; o != NULL; o = o->proto) {
        if (((vm->lang->virtual_classes >> o->cls) & 1) ||
            (o->cls == SX_CLASS_FUNCTION && (key == vm->atoms.name || key == vm->atoms.prototype)))
            return NULL;
        sx_prop *p = sx_object_find(vm, o, key);
        if (p != NULL) return (p->flags & (SX_PROP_ACCESSOR | SX_PROP_LANG_SLOW | SX_PROP_LAZY)) ? NULL : p;
    }
    return NULL;
}

/* SETFIELD of a key an ordinary extensible object lacks: true when nothing on its prototype
 * chain has the key either (no setter or read-only property to respect), so the store is a new
 * own data property (`this.x = x` in a constructor). */
static inline bool plain_new_field(sx_vm *vm, sx_object *o, sx_string *key) {
    if (o->cls != SX_CLASS_OBJECT || !(o->oflags & SX_OBJ_EXTENSIBLE) || key->is_private || key == vm->atoms.__proto__)
        return false;
    for (sx_object *q = o->proto; q != NULL; q = q->proto)
        if (sx_object_find(vm, q, key) != NULL) return false;
    return true;
}

static inline void remember_prop(const sx_instr *pc, const sx_object *o, const sx_prop *p) {
    uint64_t at = (uint64_t)(p - o->props) + 1;
    if (at > 0xFF) return;
    sx_instr *ins = (sx_instr *)(uintptr_t)(pc - 1);
    *ins = (*ins & ~((sx_instr)0xFF << 56)) | ((sx_instr)at << 56);
}

/* A template literal's parts converted to strings (rooted on the temporaries stack while later
 * parts' toString may run guest code and collect), then joined. */
static sx_value concat_values(sx_vm *vm, const sx_value *parts, uint32_t n) {
    uint32_t base = vm->ntemps;
    for (uint32_t i = 0; i < n; i++) {
        sx_string *s = sx_is_string(parts[i]) ? sx_as_string(parts[i]) : vm->lang->to_string(vm, parts[i]);
        if (s != NULL) sx_temp_push(vm, sx_from_string(s));
        if (s == NULL || vm->ntemps != base + i + 1) { /* a throwing toString, or no memory */
            sx_temp_pop(vm, vm->ntemps - base);
            return SX_EXCEPTION;
        }
    }
    sx_string *r = sx_string_concat_values(vm, vm->temps + base, n);
    sx_temp_pop(vm, n);
    return r ? sx_from_string(r) : SX_EXCEPTION;
}

static sx_value op_unary_number(sx_vm *vm, sx_opcode op, sx_value v, bool numeric) {
    double d;
    if (sx_is_number(v)) d = sx_to_double(v); /* the VM's own numbers need no language */
    else return vm->lang->op_unary(vm, op, v, numeric);
    switch (op) {
    case SX_OP_CODE_NEG: return sx_number(-d);
    case SX_OP_CODE_INC: return sx_number(d + 1);
    case SX_OP_CODE_DEC: return sx_number(d - 1);
    case SX_OP_CODE_BNOT: return sx_number((double)~sx_double_to_int32(d));
    default: return sx_number(d);
    }
}

/* ---------------------------------------------------------------------------------------------
 * The dispatch loop. Runs until the frame that was on top when it started returns.
 * ------------------------------------------------------------------------------------------- */
/* A register read or written as a double (the arithmetic fast paths in run_from). */
static inline double reg_double(const sx_value *regs, uint32_t r) {
    double d;
    memcpy(&d, &regs[r], sizeof d);
    return d;
}
static inline void set_double(sx_value *regs, uint32_t r, double d) { memcpy(&regs[r], &d, sizeof d); }

/* Are both in int32 range (so that a C cast is ToInt32)? False for a NaN. */
static inline bool int32_both(double l, double r) {
    return l >= -2147483648.0 && l <= 2147483647.0 && r >= -2147483648.0 && r <= 2147483647.0;
}

/* l % r in *d when both are int32 values, l >= 0 and r >= 1 (sx_mod_fast's common case); else
 * false (a NaN fails the range tests). */
static inline bool mod_int32(double l, double r, double *d) {
    if (!(l >= 0 && l <= 2147483647.0 && r >= 1 && r <= 2147483647.0)) return false;
    int32_t x = (int32_t)l, y = (int32_t)r;
    if ((double)x != l || (double)y != r) return false;
    *d = x == 0 ? l : (double)(x % y); /* l may be -0 */
    return true;
}

static sx_value run_from(sx_vm *vm, bool throwing, uint32_t entry);
sx_value run(sx_vm *vm, bool throwing) { return run_from(vm, throwing, vm->nframes - 1); }

/* A VM whose frames a snapshot restored (runtime/snapshot.c): continue at the top frame until frame 0
 * returns (it is the only one that returns to C). */
sx_value sx_interp_continue(sx_vm *vm) {
    if (vm->nframes == 0) return sx_raise(vm, SX_FAULT_NOTHING_TO_CONTINUE, NULL, NULL);
    return run_from(vm, false, 0);
}

/* The loop, for frames entry.. (entry: the frame the loop returns from). */
static sx_value run_from(sx_vm *vm, bool throwing, uint32_t entry) {
    if (vm->native_depth >= SX_MAX_NATIVE_DEPTH) {
        pop_frame(vm);
        return sx_raise(vm, SX_FAULT_STACK_OVERFLOW, NULL, NULL);
    }
    vm->native_depth++;
    uint32_t fi;
    sx_frame *frame;
    sx_object *closure;
    sx_proto *proto;
    const sx_instr *pc;
    sx_value *regs, *K;
    sx_value v;
    /* The instruction counter lives in a register here; vm->instructions is brought up to date
     * (SAVE) before anything that may run other code or end the run, and read back (RELOAD). */
    uint64_t count = vm->instructions, limit = vm->budget_end;

#define LOAD_FRAME()                                                                                                   \
    do {                                                                                                               \
        fi = vm->nframes - 1;                                                                                          \
        frame = &vm->frames[fi];                                                                                       \
        closure = frame->callee;                                                                                       \
        proto = closure->u.func.proto;                                                                                 \
        pc = frame->pc;                                                                                                \
        regs = vm->stack + frame->base;                                                                                \
        K = proto->consts;                                                                                             \
    } while (0)
/* Around anything that may throw, call guest code or move the stack. */
#define SAVE() (frame->pc = pc, vm->instructions = count)
#define RELOAD()                                                                                                       \
    do {                                                                                                               \
        frame = &vm->frames[fi];                                                                                       \
        regs = vm->stack + frame->base;                                                                                \
        count = vm->instructions;                                                                                      \
        limit = vm->budget_end;                                                                                        \
    } while (0)
#define PROTECT(stmt)                                                                                                  \
    do {                                                                                                               \
        SAVE();                                                                                                        \
        stmt;                                                                                                          \
        RELOAD();                                                                                                      \
    } while (0)
#define CHECK(val)                                                                                                     \
    do {                                                                                                               \
        if ((val) == SX_EXCEPTION) goto on_throw;                                                                      \
    } while (0)
/* R[A] := the result of a slow path (it may throw, run guest code or move the stack). */
#define SLOW_RESULT(expr)                                                                                              \
    do {                                                                                                               \
        PROTECT(v = (expr));                                                                                           \
        CHECK(v);                                                                                                      \
        regs[a] = v;                                                                                                   \
    } while (0)
/* Charge a long string comparison (string_compare_units) with the counter saved; a stopped
 * meter ends the run (abort set). */
#define STRING_COMPARE_CHARGE(x, y)                                                                                    \
    do {                                                                                                               \
        uint32_t units_ = string_compare_units((x), (y));                                                              \
        bool charged_ = true;                                                                                          \
        if (units_ != 0) PROTECT(charged_ = sx_meter_chars(vm, units_));                                               \
        if (!charged_) goto on_throw;                                                                                  \
    } while (0)
/* R[x] of an instruction that builds an object in place is the object the compiler put there; a
 * state restored from a snapshot (runtime/snapshot.c) is not trusted to keep that, so it is checked:
 * anything else ends the run (internal_error) instead of being dereferenced. cls < 0: any class. */
#define EXPECT_OBJECT(val, klass)                                                                                      \
    do {                                                                                                               \
        if (!sx_is_object(val) || ((klass) >= 0 && sx_as_object(val)->cls != (klass))) {                               \
            SAVE();                                                                                                    \
            sx_abort_run(vm, SX_ABORT_INTERNAL);                                                                       \
            goto on_throw;                                                                                             \
        }                                                                                                              \
    } while (0)
#define SAFEPOINT()                                                                                                    \
    do {                                                                                                               \
        if (vm->gc.pending) PROTECT(sx_gc_collect(vm));                                                                \
    } while (0)

    LOAD_FRAME();
    if (throwing) goto on_throw;
#if SX_COMPUTED_GOTO
    /* One label per opcode, from the same table as everything else: `goto *` replaces the
     * switch's bounds check and jump-table lookup. */
    static const void *const dispatch_table[SX_OPCODE__COUNT] = {
#define SX_X_LABEL(name, fmt, doc) &&op_##name,
        SX_OPCODES(SX_X_LABEL)
#undef SX_X_LABEL
    };
#define OPCASE(name)                                                                                                   \
    case SX_OP_CODE_##name:                                                                                            \
        op_##name
#define DISPATCH(op) goto *dispatch_table[(op)]
#else
#define OPCASE(name) case SX_OP_CODE_##name
#define DISPATCH(op) (void)0
#endif
#if SX_COMPUTED_GOTO
/* The end of a hot instruction: the next one's budget check, fetch and dispatch right there (an
 * indirect jump per opcode predicts better than the loop's one); the loop's top when the
 * budget's check point is reached. A statement of its own, never an if's branch. */
#define NEXT()                                                                                                         \
    if (count >= limit) continue;                                                                                      \
    count++;                                                                                                           \
    i = *pc++;                                                                                                         \
    a = SX_I_A(i);                                                                                                     \
    goto *dispatch_table[SX_I_OP(i)]
#else
#define NEXT() continue
#endif
    sx_instr i;
    uint32_t a;
    for (;;) {
        if (count >= limit) {
            SAVE();
            if (!budget_check(vm)) goto on_throw;
            limit = vm->budget_end;
        }
        count++;
        i = *pc++;
        a = SX_I_A(i);
        DISPATCH(SX_I_OP(i));
        switch (SX_I_OP(i)) {
            OPCASE(NOP) : break;
            OPCASE(MOVE) : regs[a] = regs[SX_I_B(i)];
            NEXT();
            OPCASE(LOADK) : regs[a] = K[SX_I_BX(i)];
            NEXT();
            OPCASE(LOADI) : regs[a] = sx_number((double)SX_I_SBX(i));
            NEXT();
            OPCASE(LOADUNDEF) : regs[a] = SX_UNDEFINED;
            NEXT();
            OPCASE(LOADNULL) : regs[a] = SX_NULL;
            break;
            OPCASE(LOADTRUE) : regs[a] = SX_TRUE;
            break;
            OPCASE(LOADFALSE) : regs[a] = SX_FALSE;
            break;
            OPCASE(LOADEMPTY) : regs[a] = SX_EMPTY;
            break;
            OPCASE(CHECKINIT) : if (regs[a] == SX_EMPTY) {
                char name[128];
                sx_string_to_utf8(sx_as_string(K[SX_I_BX(i)]), name, sizeof name);
                PROTECT(sx_raise(vm, SX_FAULT_UNINITIALIZED, name, NULL));
                goto on_throw;
            }
            break;
            OPCASE(CONSTERR) : PROTECT(sx_raise(vm, SX_FAULT_CONSTANT_ASSIGNED, NULL, NULL));
            goto on_throw;
            OPCASE(GETGLOBAL)
                : OPCASE(TYPEOFGLOBAL)
                : SLOW_RESULT(get_global(vm, sx_as_string(K[SX_I_BX(i)]), SX_I_OP(i) == SX_OP_CODE_TYPEOFGLOBAL));
            break;
            OPCASE(SETGLOBAL) : {
                bool ok;
                PROTECT(ok = set_global(vm, sx_as_string(K[SX_I_BX(i)]), regs[a]));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(GLOBALOBJ) : regs[a] = sx_from_object(vm->realm.global);
            break;
            OPCASE(DECLGLOBAL) : {
                bool ok;
                PROTECT(ok = declare_global(vm, sx_as_string(K[SX_I_BX(i)]), SX_I_D(i), regs[a]));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(GETUPVAL) : {
                regs[a] = *closure->u.func.upvals[SX_I_B(i)]->v;
                NEXT();
            }
            OPCASE(SETUPVAL) : {
                *closure->u.func.upvals[SX_I_B(i)]->v = regs[a];
                NEXT();
            }
            OPCASE(GETSCRIPT) : regs[a] = *sx_script_slot(vm, SX_I_BX(i));
            break;
            OPCASE(SETSCRIPT) : *sx_script_slot(vm, SX_I_BX(i)) = regs[a];
            break;
            OPCASE(CLOSE) : close_upvals(vm, frame->base + a);
            break;
            OPCASE(GETFIELD) : {
                sx_value obj = regs[SX_I_B(i)];
                sx_string *key = sx_as_string(K[SX_I_C(i)]);
                if (sx_is_object(obj)) {
                    sx_object *o = sx_as_object(obj);
                    sx_prop *p = cached_prop(o, key, i);
                    if (p == NULL && (p = sx_object_find(vm, o, key)) != NULL) remember_prop(pc, o, p);
                    if (p != NULL && !(p->flags & (SX_PROP_ACCESSOR | SX_PROP_LANG_SLOW | SX_PROP_LAZY))) {
                        regs[a] = p->value;
                        NEXT();
                    }
                    if (p == NULL && o->cls == SX_CLASS_ARRAY && key == vm->atoms.length) {
                        regs[a] = sx_number(sx_array_length(o));
                        break;
                    }
                    /* not an own property: a method on the prototype chain (the receiver's own
                     * virtual properties, of strings and functions, go the slow way) */
                    if (p == NULL && !((vm->lang->virtual_classes >> o->cls) & 1) && o->cls != SX_CLASS_FUNCTION &&
                        (p = inherited_prop(vm, o, key)) != NULL) {
                        regs[a] = p->value;
                        break;
                    }
                }
                SLOW_RESULT(vm->lang->get(vm, obj, key));
                break;
            }
            OPCASE(SETFIELD) : {
                sx_value obj = regs[a];
                sx_string *key = sx_as_string(K[SX_I_B(i)]);
                if (sx_is_object(obj)) {
                    sx_object *o = sx_as_object(obj);
                    sx_prop *p = cached_prop(o, key, i);
                    if (p == NULL && (p = sx_object_find(vm, o, key)) != NULL) remember_prop(pc, o, p);
                    if (p != NULL && (p->flags & (SX_PROP_ACCESSOR | SX_PROP_WRITABLE | SX_PROP_LANG_SLOW |
                                                  SX_PROP_LAZY)) == SX_PROP_WRITABLE) {
                        p->value = regs[SX_I_C(i)];
                        NEXT();
                    }
                    if (p == NULL && plain_new_field(vm, o, key)) {
                        bool ok;
                        PROTECT(ok = sx_object_define(vm, o, key, regs[SX_I_C(i)], SX_PROP_DEFAULT));
                        if (!ok) goto on_throw;
                        break;
                    }
                }
                bool ok;
                PROTECT(ok = vm->lang->set(vm, obj, key, regs[SX_I_C(i)]));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(GETINDEX) : {
                sx_value obj = regs[SX_I_B(i)], key = regs[SX_I_C(i)];
                if (sx_is_object(obj) && sx_is_number(key) && sx_as_object(obj)->cls == SX_CLASS_ARRAY) {
                    sx_object *arr = sx_as_object(obj);
                    double d = sx_to_double(key);
                    uint32_t idx =
                        d >= 0 && d < 4294967295.0 ? (uint32_t)d : UINT32_MAX; /* no UB cast of -1, NaN, 1e300 */
                    if (d >= 0 && (double)idx == d && idx < arr->u.array.len && arr->u.array.items[idx] != SX_EMPTY) {
                        regs[a] = arr->u.array.items[idx];
                        NEXT();
                    }
                }
                SLOW_RESULT(vm->lang->get_index(vm, obj, key));
                break;
            }
            OPCASE(GETINDEXK) : { /* GETINDEX whose key is converted once, kept in R[A+1] for the store */
                sx_value obj = regs[SX_I_B(i)], key = regs[SX_I_C(i)];
                if (sx_is_object(key) && !sx_is_nullish(obj)) {
                    PROTECT(key = vm->lang->to_property_key(vm, key));
                    CHECK(key);
                }
                regs[SX_I_D(i) ? SX_I_C(i) : a + 1] = key;
                if (sx_is_object(obj) && sx_is_number(key) && sx_as_object(obj)->cls == SX_CLASS_ARRAY) {
                    sx_object *arr = sx_as_object(obj);
                    double d = sx_to_double(key);
                    uint32_t idx = d >= 0 && d < 4294967295.0 ? (uint32_t)d : UINT32_MAX;
                    if (d >= 0 && (double)idx == d && idx < arr->u.array.len && arr->u.array.items[idx] != SX_EMPTY) {
                        regs[a] = arr->u.array.items[idx];
                        NEXT();
                    }
                }
                SLOW_RESULT(vm->lang->get_index(vm, obj, key));
                break;
            }
            OPCASE(SETINDEX) : {
                sx_value obj = regs[a], key = regs[SX_I_B(i)];
                if (sx_is_object(obj) && sx_is_number(key) && sx_as_object(obj)->cls == SX_CLASS_ARRAY &&
                    !(sx_as_object(obj)->oflags & SX_OBJ_FROZEN)) {
                    sx_object *arr = sx_as_object(obj);
                    double d = sx_to_double(key);
                    uint32_t idx =
                        d >= 0 && d < 4294967295.0 ? (uint32_t)d : UINT32_MAX; /* no UB cast of -1, NaN, 1e300 */
                    if (d >= 0 && (double)idx == d && idx < arr->u.array.len) {
                        arr->u.array.items[idx] = regs[SX_I_C(i)];
                        break;
                    }
                }
                bool ok;
                PROTECT(ok = vm->lang->set_index(vm, obj, key, regs[SX_I_C(i)]));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(DEFFIELD) : OPCASE(DEFINDEX) : {
                bool ok;
                uint32_t flags = (SX_I_D(i) & 1) ? SX_PROP_HIDDEN : SX_PROP_DEFAULT;
                EXPECT_OBJECT(regs[a], -1);
                sx_object *o = sx_as_object(regs[a]);
                if (SX_I_OP(i) == SX_OP_CODE_DEFFIELD && o->cls != SX_CLASS_ARRAY) /* K[] keys are interned */
                    PROTECT(ok = sx_object_define(vm, o, sx_as_string(K[SX_I_B(i)]), regs[SX_I_C(i)], flags));
                else
                    PROTECT(ok = vm->lang->define_key(
                                vm, o, SX_I_OP(i) == SX_OP_CODE_DEFFIELD ? K[SX_I_B(i)] : regs[SX_I_B(i)],
                                regs[SX_I_C(i)], flags));
                if (ok && SX_I_OP(i) == SX_OP_CODE_DEFINDEX) /* { [k]() {} }: the method is named k */
                    PROTECT(ok = vm->lang->name_function(vm, regs[SX_I_C(i)], regs[SX_I_B(i)]));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(DEFGETTER) : OPCASE(DEFSETTER) : {
                bool ok;
                EXPECT_OBJECT(regs[a], -1);
                PROTECT(ok = vm->lang->define_accessor(vm, sx_as_object(regs[a]), regs[SX_I_B(i)], regs[SX_I_C(i)],
                                                       SX_I_OP(i) == SX_OP_CODE_DEFSETTER, !(SX_I_D(i) & 1)));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(DELFIELD) : SLOW_RESULT(vm->lang->delete_index(vm, regs[SX_I_B(i)], K[SX_I_C(i)]));
            break;
            OPCASE(DELINDEX) : SLOW_RESULT(vm->lang->delete_index(vm, regs[SX_I_B(i)], regs[SX_I_C(i)]));
            break;
            OPCASE(NEWOBJECT) : {
                SAFEPOINT();
                sx_object *o;
                PROTECT(o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto));
                if (o == NULL) goto on_throw;
                regs[a] = sx_from_object(o);
                break;
            }
            OPCASE(NEWARRAY) : {
                SAFEPOINT();
                sx_object *o;
                PROTECT(o = sx_array_new(vm, SX_I_B(i)));
                if (o == NULL) goto on_throw;
                regs[a] = sx_from_object(o);
                break;
            }
            OPCASE(APPEND) : OPCASE(APPENDHOLE) : {
                bool ok;
                sx_value item = SX_I_OP(i) == SX_OP_CODE_APPEND ? regs[SX_I_B(i)] : SX_EMPTY;
                EXPECT_OBJECT(regs[a], SX_CLASS_ARRAY);
                PROTECT(ok = sx_array_push(vm, sx_as_object(regs[a]), item));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(SPREADARRAY) : {
                bool ok;
                if (SX_I_C(i) == 2 && sx_is_object(regs[SX_I_B(i)]) && sx_is_object(regs[a]) &&
                    sx_as_object(regs[SX_I_B(i)])->cls == SX_CLASS_ARRAY &&
                    sx_as_object(regs[a])->cls == SX_CLASS_ARRAY) {
                    /* a default derived constructor passing its rest array on: copied, no iterator */
                    sx_object *src = sx_as_object(regs[SX_I_B(i)]);
                    ok = true;
                    for (uint32_t k = 0; ok && k < src->u.array.len; k++) {
                        sx_value v = src->u.array.items[k] == SX_EMPTY ? SX_UNDEFINED : src->u.array.items[k];
                        PROTECT(ok = sx_array_push(vm, sx_as_object(regs[a]), v));
                    }
                    if (!ok) goto on_throw;
                    break;
                }
                if (!vm->lang->is_iterable(vm, regs[SX_I_B(i)])) { /* "o is not iterable", with the source text */
                    char text[160];
                    const char *source = callsite_text(proto, pc, text, sizeof text);
                    PROTECT(vm->lang->throw_not_iterable(vm, regs[SX_I_B(i)], source, SX_I_C(i) == 1));
                    goto on_throw;
                }
                EXPECT_OBJECT(regs[a], SX_CLASS_ARRAY);
                PROTECT(ok = vm->lang->spread_into_array(vm, sx_as_object(regs[a]), regs[SX_I_B(i)]));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(SPREADOBJECT) : {
                bool ok;
                EXPECT_OBJECT(regs[a], -1);
                PROTECT(ok = vm->lang->spread_into_object(vm, sx_as_object(regs[a]), regs[SX_I_B(i)]));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(CLOSURE) : SAFEPOINT();
            SLOW_RESULT(make_closure(vm, closure, frame->base, proto->protos[SX_I_BX(i)]));
            break;
            OPCASE(CALL) : OPCASE(NEW) : {
                SAFEPOINT();
                bool is_new = SX_I_OP(i) == SX_OP_CODE_NEW;
                uint32_t at = frame->base + a, argc = SX_I_B(i);
                if (SX_I_C(i) & 2) regs[a + 1] = SX_UNDEFINED; /* a plain call f(x): `this` is undefined */
                if (!is_new && !(SX_I_C(i) & 1)) {
                    sx_frame *f = lean_call(vm, regs[a], at, argc);
                    if (f != NULL) { /* entered: continue in the callee */
                        frame->pc = pc;
                        fi = vm->nframes - 1;
                        frame = f;
                        closure = f->callee;
                        proto = closure->u.func.proto;
                        pc = f->pc;
                        regs = vm->stack + f->base;
                        K = proto->consts;
                        NEXT();
                    }
                }
                SAVE();
                if (SX_I_C(i) & 1) {
                    bool ok = spread_args(vm, at, &argc);
                    RELOAD();
                    if (!ok) goto on_throw;
                }
                sx_value fv = regs[a];
                if (sx_is_object(fv) && sx_as_object(fv)->cls == SX_CLASS_FUNCTION &&
                    (is_new ? (sx_as_object(fv)->oflags & SX_OBJ_CONSTRUCTOR)
                            : !(sx_as_object(fv)->oflags & SX_OBJ_CLASS_CTOR))) {
                    sx_object *fn = sx_as_object(fv);
                    bool ok = true;
                    if (is_new) ok = make_this(vm, fn, fn, at);
                    if (ok) ok = enter_function(vm, fn, at + 1, argc, at, is_new, false);
                    if (!ok) {
                        RELOAD();
                        goto on_throw;
                    }
                    if (is_new) vm->frames[vm->nframes - 1].new_target = fn;
                    LOAD_FRAME();
                    break;
                }
                if (!sx_is_object(fv) || !(sx_as_object(fv)->oflags & SX_OBJ_CALLABLE) ||
                    (is_new && !(sx_as_object(fv)->oflags & SX_OBJ_CONSTRUCTOR))) {
                    char name[160];
                    callsite_name(proto, pc, name, sizeof name);
                    sx_raise(vm, is_new ? SX_FAULT_NOT_CONSTRUCTOR : SX_FAULT_NOT_FUNCTION, name, NULL);
                    goto on_throw;
                }
                v = invoke(vm, at, argc, is_new);
                RELOAD();
                vm->stack_top = frame->base + proto->nregs;
                CHECK(v);
                regs[a] = v;
                break;
            }
            OPCASE(RETURN) : OPCASE(RETURNUNDEF) : {
                v = SX_I_OP(i) == SX_OP_CODE_RETURN ? regs[a] : SX_UNDEFINED;
                if (!(frame->is_new | frame->reentry) && frame->coro == NULL) {
                    /* the lean return, to a guest caller in this loop: pop_frame inline */
                    uint32_t base = frame->base;
                    if (vm->open_upvals != NULL && vm->open_upvals->stack_index >= base) close_upvals(vm, base);
                    while (vm->nhandlers > 0 && vm->handlers[vm->nhandlers - 1].frame >= fi) vm->nhandlers--;
                    vm->ntemps = frame->temps;
                    vm->stack[frame->result] = v;
                    vm->nframes = fi;
                    frame--;
                    fi--;
                    closure = frame->callee;
                    proto = closure->u.func.proto;
                    pc = frame->pc;
                    regs = vm->stack + frame->base;
                    K = proto->consts;
                    vm->stack_top = frame->base + proto->nregs;
                    NEXT();
                }
                if (frame->is_new && !sx_is_object(v)) {
                    if (v != SX_UNDEFINED && (frame->callee->oflags & SX_OBJ_DERIVED)) {
                        SAVE();
                        sx_throw_type(vm, "Derived constructors may only return object or undefined");
                        goto on_throw;
                    }
                    v = regs[0];
                    if (v == SX_EMPTY) goto this_error;
                }
                if (frame->coro != NULL && frame->coro->u.coro->yielding) {
                    frame->coro->u.coro->done = true; /* next() returns { value: v, done: true } */
                } else if (frame->coro != NULL) {     /* an async call settles its outcome with the value */
                    sx_coroutine *c = frame->coro->u.coro;
                    bool ok;
                    c->done = true;
                    PROTECT(ok = vm->lang->async_settle(vm, frame->coro, v, false));
                    if (!ok) goto on_throw;
                    v = sx_from_object(c->outcome);
                }
            leave_frame:;
                uint32_t result = frame->result;
                bool reentry = frame->reentry;
                pop_frame(vm);
                vm->stack[result] = v;
                if (reentry) {
                    vm->native_depth--;
                    vm->instructions = count;
                    return v;
                }
                LOAD_FRAME();
                vm->stack_top = frame->base + proto->nregs;
                break;
            }
            OPCASE(JMP) : {
                int32_t off = SX_I_SBX(i);
                if (off < 0) SAFEPOINT();
                pc += off;
                NEXT();
            }
            OPCASE(JMPIFTRUE)
                : if (regs[a] == SX_TRUE || (regs[a] != SX_FALSE && sx_to_boolean(regs[a]))) pc += SX_I_SBX(i);
            NEXT();
            OPCASE(JMPIFFALSE)
                : if (regs[a] == SX_FALSE || (regs[a] != SX_TRUE && !sx_to_boolean(regs[a]))) pc += SX_I_SBX(i);
            NEXT();
            OPCASE(JMPIFNULLISH) : if (sx_is_nullish(regs[a])) pc += SX_I_SBX(i);
            break;
            OPCASE(JMPIFNOTNULLISH) : if (!sx_is_nullish(regs[a])) pc += SX_I_SBX(i);
            break;
            OPCASE(JMPIFNOTUNDEF) : if (regs[a] != SX_UNDEFINED) pc += SX_I_SBX(i);
            break;
/* Compare-and-jump: the JMP at *pc is taken when the comparison equals C, else skipped; either
 * way the pair is this one instruction. Non-numbers go through the language's comparison. */
#define SX_CMPJ_CASE(NAME, OPER, SLOWOP, IMM)                                                                          \
    OPCASE(NAME) : {                                                                                                   \
        sx_value x = regs[a], y = IMM ? SX_UNDEFINED : regs[SX_I_B(i)];                                                \
        bool t;                                                                                                        \
        if (reg_double(regs, a) OPER(IMM ? (double)SX_I_SB(i) : reg_double(regs, SX_I_B(i)))) {                        \
            t = true; /* true: neither was a NaN, so both were numbers (see ADD) */                                    \
        } else if (sx_is_number(x) && (IMM || sx_is_number(y))) {                                                      \
            t = sx_to_double(x) OPER(IMM ? (double)SX_I_SB(i) : sx_to_double(y));                                      \
        } else {                                                                                                       \
            if (IMM) y = sx_number((double)SX_I_SB(i));                                                                \
            PROTECT(v = vm->lang->op_arith(vm, SLOWOP, x, y));                                                         \
            CHECK(v);                                                                                                  \
            t = v == SX_TRUE;                                                                                          \
        }                                                                                                              \
        if (t != (SX_I_C(i) != 0)) {                                                                                   \
            pc++;                                                                                                      \
            NEXT();                                                                                                    \
        }                                                                                                              \
        goto take_paired_jump;                                                                                         \
    }
            SX_CMPJ_CASE(JLT, <, SX_OP_CODE_LT, 0)
            SX_CMPJ_CASE(JLE, <=, SX_OP_CODE_LE, 0)
            SX_CMPJ_CASE(JGT, >, SX_OP_CODE_GT, 0)
            SX_CMPJ_CASE(JGE, >=, SX_OP_CODE_GE, 0)
            SX_CMPJ_CASE(JLTI, <, SX_OP_CODE_LT, 1)
            SX_CMPJ_CASE(JLEI, <=, SX_OP_CODE_LE, 1)
            SX_CMPJ_CASE(JGTI, >, SX_OP_CODE_GT, 1)
            SX_CMPJ_CASE(JGEI, >=, SX_OP_CODE_GE, 1)
#undef SX_CMPJ_CASE
            OPCASE(JSEQ) : OPCASE(JSEQK) : {
                sx_value x = regs[a], y = SX_I_OP(i) == SX_OP_CODE_JSEQ ? regs[SX_I_B(i)] : K[SX_I_B(i)];
                STRING_COMPARE_CHARGE(x, y);
                bool t =
                    sx_is_number(x) && sx_is_number(y) ? sx_to_double(x) == sx_to_double(y) : sx_strict_equals(x, y);
                if (t != (SX_I_C(i) != 0)) {
                    pc++;
                    break;
                }
                goto take_paired_jump;
            }
        take_paired_jump : {
            int32_t off = SX_I_SBX(*pc);
            pc += 1 + off;
            if (off < 0) SAFEPOINT();
            NEXT();
        }
/*
 * The arithmetic fast paths read both operands as doubles straight from their registers and
 * write a double back, with no move between integer and floating-point registers: in a chain
 * of arithmetic (`acc = (acc + t) % m`) each such move adds to the wait for the next result. A
 * value that is not a number is a NaN when read as a double (vm/value.h), so a result that is
 * not NaN proves both operands were numbers; a NaN result (or a failed range test) takes the
 * slow path, which looks at the tags.
 */
#define REG_DOUBLE(r) reg_double(regs, (r))
#define SET_DOUBLE(r, d) set_double(regs, (r), (d))
            OPCASE(ADDI) : {
                double s = REG_DOUBLE(SX_I_B(i)) + (double)SX_I_SC(i);
                if (__builtin_expect(s == s, 1)) {
                    SET_DOUBLE(a, s);
                    NEXT();
                }
                sx_value x = regs[SX_I_B(i)];
                double r = (double)SX_I_SC(i);
                if (sx_is_number(x)) {
                    regs[a] = sx_number(sx_to_double(x) + r);
                    NEXT();
                }
                SAFEPOINT();
                SLOW_RESULT(vm->lang->op_add(vm, regs[SX_I_B(i)], sx_number(r)));
                break;
            }
            OPCASE(SUBI) : {
                double s = REG_DOUBLE(SX_I_B(i)) - (double)SX_I_SC(i);
                if (__builtin_expect(s == s, 1)) {
                    SET_DOUBLE(a, s);
                    NEXT();
                }
                sx_value x = regs[SX_I_B(i)];
                double r = (double)SX_I_SC(i);
                if (sx_is_number(x)) {
                    regs[a] = sx_number(sx_to_double(x) - r);
                    NEXT();
                }
                SLOW_RESULT(vm->lang->op_arith(vm, SX_OP_CODE_SUB, x, sx_number(r)));
                break;
            }
            OPCASE(ADD) : {
                double s = REG_DOUBLE(SX_I_B(i)) + REG_DOUBLE(SX_I_C(i));
                if (__builtin_expect(s == s, 1)) {
                    SET_DOUBLE(a, s);
                    NEXT();
                }
                sx_value x = regs[SX_I_B(i)], y = regs[SX_I_C(i)];
                if (sx_is_number(x) && sx_is_number(y)) {
                    regs[a] = SX_CANON_NAN;
                    NEXT();
                }
                SAFEPOINT();
                SLOW_RESULT(vm->lang->op_add(vm, regs[SX_I_B(i)], regs[SX_I_C(i)]));
                break;
            }
/* An operation of two numbers: FAST(l, r, d) sets the double d and gives true, or gives false
 * (l or r was a NaN or out of its range: for a non-number operand it must be false); then
 * EXPR computes the value from two numbers, and other operands go to the language. */
#define SX_ARITH_CASE2(NAME, FAST, EXPR)                                                                               \
    OPCASE(NAME) : {                                                                                                   \
        double l = REG_DOUBLE(SX_I_B(i)), r = REG_DOUBLE(SX_I_C(i)), d;                                                \
        if (__builtin_expect(FAST, 1)) {                                                                               \
            SET_DOUBLE(a, d);                                                                                          \
            NEXT();                                                                                                    \
        }                                                                                                              \
        sx_value x = regs[SX_I_B(i)], y = regs[SX_I_C(i)];                                                             \
        if (sx_is_number(x) && sx_is_number(y)) {                                                                      \
            regs[a] = EXPR;                                                                                            \
            NEXT();                                                                                                    \
        }                                                                                                              \
        SLOW_RESULT(vm->lang->op_arith(vm, SX_OP_CODE_##NAME, x, y));                                                  \
        break;                                                                                                         \
    }
#define SX_FLOAT_FAST(OPER) (d = l OPER r, d == d)
#define SX_INT32_FAST(EXPR) (int32_both(l, r) && (d = (double)(EXPR), true))
#define SX_LI ((int32_t)l)
#define SX_RI ((int32_t)r)
            SX_ARITH_CASE2(SUB, SX_FLOAT_FAST(-), SX_CANON_NAN)
            SX_ARITH_CASE2(MUL, SX_FLOAT_FAST(*), SX_CANON_NAN)
            SX_ARITH_CASE2(DIV, SX_FLOAT_FAST(/), SX_CANON_NAN)
            SX_ARITH_CASE2(MOD, mod_int32(l, r, &d), sx_number(sx_mod_fast(sx_to_double(x), sx_to_double(y))))
            SX_ARITH_CASE2(BAND, SX_INT32_FAST(SX_LI & SX_RI),
                           sx_number_notnan((double)(sx_int32_of(sx_to_double(x)) & sx_int32_of(sx_to_double(y)))))
            SX_ARITH_CASE2(BOR, SX_INT32_FAST(SX_LI | SX_RI),
                           sx_number_notnan((double)(sx_int32_of(sx_to_double(x)) | sx_int32_of(sx_to_double(y)))))
            SX_ARITH_CASE2(BXOR, SX_INT32_FAST(SX_LI ^ SX_RI),
                           sx_number_notnan((double)(sx_int32_of(sx_to_double(x)) ^ sx_int32_of(sx_to_double(y)))))
            SX_ARITH_CASE2(SHL, SX_INT32_FAST((int32_t)((uint32_t)SX_LI << (SX_RI & 31))),
                           sx_number_notnan((double)(int32_t)((uint32_t)sx_int32_of(sx_to_double(x))
                                                              << (sx_int32_of(sx_to_double(y)) & 31))))
            SX_ARITH_CASE2(
                SHR, SX_INT32_FAST(SX_LI >> (SX_RI & 31)),
                sx_number_notnan((double)(sx_int32_of(sx_to_double(x)) >> (sx_int32_of(sx_to_double(y)) & 31))))
            SX_ARITH_CASE2(USHR, SX_INT32_FAST((uint32_t)SX_LI >> (SX_RI & 31)),
                           sx_number_notnan(
                               (double)((uint32_t)sx_int32_of(sx_to_double(x)) >> (sx_int32_of(sx_to_double(y)) & 31))))
#undef SX_ARITH_CASE2
#undef SX_FLOAT_FAST
#undef SX_INT32_FAST
#undef SX_LI
#undef SX_RI
#define SX_ARITH_CASE(NAME, EXPR)                                                                                      \
    OPCASE(NAME) : {                                                                                                   \
        sx_value x = regs[SX_I_B(i)], y = regs[SX_I_C(i)];                                                             \
        if (sx_is_number(x) && sx_is_number(y)) {                                                                      \
            double l = sx_to_double(x), r = sx_to_double(y);                                                           \
            regs[a] = EXPR;                                                                                            \
            NEXT();                                                                                                    \
        }                                                                                                              \
        SLOW_RESULT(vm->lang->op_arith(vm, SX_OP_CODE_##NAME, x, y));                                                  \
        CHECK(v);                                                                                                      \
        regs[a] = v;                                                                                                   \
        break;                                                                                                         \
    }
/* Exact-integer arithmetic (a language whose integers must not round, Python): the fast case
 * only while the result stays strictly within +-2^53, where doubles hold every integer exactly
 * (a rounded result of integral operands below 2^53 in magnitude is exact whenever it is below). */
#define SX_EXACT_CASE(NAME, OPER)                                                                                      \
    OPCASE(NAME) : {                                                                                                   \
        sx_value x = regs[SX_I_B(i)], y = regs[SX_I_C(i)];                                                             \
        if (sx_is_number(x) && sx_is_number(y)) {                                                                      \
            double r = sx_to_double(x) OPER sx_to_double(y);                                                           \
            if (r > -9007199254740992.0 && r < 9007199254740992.0) {                                                   \
                regs[a] = sx_number(r);                                                                                \
                NEXT();                                                                                                \
            }                                                                                                          \
        }                                                                                                              \
        SAFEPOINT();                                                                                                   \
        SLOW_RESULT(vm->lang->op_arith(vm, SX_OP_CODE_##NAME, regs[SX_I_B(i)], regs[SX_I_C(i)]));                      \
        CHECK(v);                                                                                                      \
        regs[a] = v;                                                                                                   \
        break;                                                                                                         \
    }
            SX_EXACT_CASE(ADDX, +)
            SX_EXACT_CASE(SUBX, -)
            SX_EXACT_CASE(MULX, *)
#undef SX_EXACT_CASE
/* Exact integer operators (Python's // % & | ^ << >>): the fast case when both operands are
 * integral numbers strictly within +-2^53 and so is the result, computed on int64; anything else
 * (a zero divisor, a negative shift, floats, big integers, a result from 2^53 on) is the language's. */
#define SX_INT_CASE(NAME, BODY)                                                                                        \
    OPCASE(NAME) : {                                                                                                   \
        sx_value x = regs[SX_I_B(i)], y = regs[SX_I_C(i)];                                                             \
        if (sx_is_number(x) && sx_is_number(y)) {                                                                      \
            double dx = sx_to_double(x), dy = sx_to_double(y);                                                         \
            if (dx > -9007199254740992.0 && dx < 9007199254740992.0 && dy > -9007199254740992.0 &&                     \
                dy < 9007199254740992.0) {                                                                             \
                int64_t l = (int64_t)dx, r = (int64_t)dy, q;                                                           \
                if ((double)l == dx && (double)r == dy) {                                                              \
                    BODY if (q > -9007199254740992LL && q < 9007199254740992LL) {                                      \
                        regs[a] = sx_number((double)q);                                                                \
                        NEXT();                                                                                        \
                    }                                                                                                  \
                }                                                                                                      \
            }                                                                                                          \
        }                                                                                                              \
        SAFEPOINT();                                                                                                   \
        SLOW_RESULT(vm->lang->op_arith(vm, SX_OP_CODE_##NAME, regs[SX_I_B(i)], regs[SX_I_C(i)]));                      \
        break;                                                                                                         \
    }
            SX_INT_CASE(
                MODX, if (r != 0) {
                    q = l % r;
                    if (q != 0 && ((q < 0) != (r < 0))) q += r;
                } else q = INT64_MAX;)
            SX_INT_CASE(
                IDIVX, if (r != 0) {
                    q = l / r;
                    if (l % r != 0 && ((l < 0) != (r < 0))) q--;
                } else q = INT64_MAX;)
            SX_INT_CASE(BANDX, q = l & r;)
            SX_INT_CASE(BORX, q = l | r;)
            SX_INT_CASE(BXORX, q = l ^ r;)
            SX_INT_CASE(
                SHLX, if (r >= 0 && r < 54) {
                    double p = (double)l * (double)((int64_t)1 << r);
                    q = p > -9007199254740992.0 && p < 9007199254740992.0 ? (int64_t)p : INT64_MAX;
                } else q = l == 0 && r >= 0 ? 0 : INT64_MAX;)
            SX_INT_CASE(SHRX, if (r >= 0) q = r > 62 ? (l < 0 ? -1 : 0) : (l >> r); else q = INT64_MAX;)
#undef SX_INT_CASE
            SX_ARITH_CASE(POW, sx_number(sx_number_pow(l, r)))
            SX_ARITH_CASE(LT, sx_bool(l < r))
            SX_ARITH_CASE(LE, sx_bool(l <= r))
            SX_ARITH_CASE(GT, sx_bool(l > r))
            SX_ARITH_CASE(GE, sx_bool(l >= r))
#undef SX_ARITH_CASE
            OPCASE(SEQ) : {
                STRING_COMPARE_CHARGE(regs[SX_I_B(i)], regs[SX_I_C(i)]);
                regs[a] = sx_bool(sx_strict_equals(regs[SX_I_B(i)], regs[SX_I_C(i)]));
                break;
            }
            OPCASE(SNE) : {
                STRING_COMPARE_CHARGE(regs[SX_I_B(i)], regs[SX_I_C(i)]);
                regs[a] = sx_bool(!sx_strict_equals(regs[SX_I_B(i)], regs[SX_I_C(i)]));
                break;
            }
            OPCASE(EQ) : OPCASE(NE) : {
                bool eq, ok;
                PROTECT(ok = vm->lang->loose_equals(vm, regs[SX_I_B(i)], regs[SX_I_C(i)], &eq));
                if (!ok) goto on_throw;
                regs[a] = sx_bool(SX_I_OP(i) == SX_OP_CODE_EQ ? eq : !eq);
                break;
            }
            OPCASE(IN) : SLOW_RESULT(vm->lang->op_in(vm, regs[SX_I_B(i)], regs[SX_I_C(i)]));
            break;
            OPCASE(INSTANCEOF) : SLOW_RESULT(vm->lang->op_instanceof(vm, regs[SX_I_B(i)], regs[SX_I_C(i)]));
            break;
            OPCASE(NEG) : OPCASE(TONUMBER) : OPCASE(BNOT) : OPCASE(INC) : OPCASE(DEC) : {
                double s = REG_DOUBLE(SX_I_B(i)) + 1; /* INC's fast path: see ADD */
                if (SX_I_OP(i) == SX_OP_CODE_INC && __builtin_expect(s == s, 1)) {
                    SET_DOUBLE(a, s);
                    NEXT();
                }
                sx_value x = regs[SX_I_B(i)];
                if (sx_is_number(x) && SX_I_OP(i) == SX_OP_CODE_INC) {
                    regs[a] = sx_number(sx_to_double(x) + 1);
                    NEXT();
                }
                SLOW_RESULT(op_unary_number(vm, SX_I_OP(i), x, SX_I_C(i) == 1));
                break;
            }
            OPCASE(NOT) : regs[a] = sx_bool(!sx_to_boolean(regs[SX_I_B(i)]));
            break;
            OPCASE(TYPEOF) : regs[a] = sx_from_string(vm->lang->type_of(vm, regs[SX_I_B(i)]));
            break;
            OPCASE(TOSTRING) : {
                if (sx_is_string(regs[SX_I_B(i)])) {
                    regs[a] = regs[SX_I_B(i)];
                    break;
                }
                if (SX_I_C(i) == 1) { /* ToPropertyKey: a symbol stays a symbol */
                    SLOW_RESULT(vm->lang->to_property_key(vm, regs[SX_I_B(i)]));
                    break;
                }
                sx_string *s;
                PROTECT(s = vm->lang->to_string(vm, regs[SX_I_B(i)]));
                if (s == NULL) goto on_throw;
                regs[a] = sx_from_string(s);
                break;
            }
            OPCASE(CONCAT) : SAFEPOINT();
            SLOW_RESULT(concat_values(vm, regs + SX_I_B(i), SX_I_C(i)));
            break;
            OPCASE(THROW) : SAVE();
            sx_throw(vm, regs[a]);
            goto on_throw;
            OPCASE(TRY) : if (!push_handler(vm, fi, pc + SX_I_SBX(i), frame->base + a)) goto on_throw;
            break;
            OPCASE(ENDTRY) : if (vm->nhandlers > 0 && vm->handlers[vm->nhandlers - 1].frame == fi) vm->nhandlers--;
            break;
            OPCASE(GETITER) : OPCASE(FORINKEYS) : SAFEPOINT();
            if (SX_I_OP(i) == SX_OP_CODE_GETITER && SX_I_C(i)) { /* for await */
                SLOW_RESULT(vm->lang->iter_get_async(vm, regs[SX_I_B(i)]));
                break;
            }
            if (SX_I_OP(i) == SX_OP_CODE_GETITER && !vm->lang->is_iterable(vm, regs[SX_I_B(i)])) {
                char text[160];
                const char *source = callsite_text(proto, pc, text, sizeof text);
                PROTECT(vm->lang->throw_not_iterable(vm, regs[SX_I_B(i)], source, false));
                goto on_throw;
            }
            SLOW_RESULT(SX_I_OP(i) == SX_OP_CODE_GETITER ? vm->lang->iter_get(vm, regs[SX_I_B(i)])
                                                         : vm->lang->iter_forin(vm, regs[SX_I_B(i)]));
            break;
            OPCASE(ITERNEXT) : {
                int r;
                EXPECT_OBJECT(regs[SX_I_B(i)], -1);
                PROTECT(r = vm->lang->iter_next(vm, sx_as_object(regs[SX_I_B(i)]), &v));
                if (r < 0) goto on_throw;
                if (r == 0) pc += SX_I_SC(i);
                else regs[a] = v;
                break;
            }
            OPCASE(ITERSEND) : {
                /* the outer generator's return() signal arrives as a throw: forward it as return() */
                sx_value sent = regs[a];
                double md = sx_is_number(regs[a + 1]) ? sx_to_double(regs[a + 1]) : 0;
                int mode = md == 1 ? 1 : md == 2 ? 2 : 0; /* SX_GEN_NEXT, _THROW, _RETURN */
                bool returning = mode == 1 && frame->coro != NULL && sent == sx_from_object(frame->coro);
                if (returning) sent = frame->coro->u.coro->returning, mode = 2;
                int r;
                bool raw = SX_I_D(i) == 1; /* async generator: the result object is awaited, then unwrapped */
                PROTECT(r = vm->lang->iter_send(vm, regs[SX_I_B(i)], sent, mode | (raw ? SX_ITER_SEND_RAW : 0), &v));
                if (r < 0) goto on_throw;
                if (raw && returning && r > 0) regs[a + 1] = sx_number(2); /* (GENRETURN once it says done) */
                if (r == 0 && returning) { /* the inner iterator finished: the outer one returns its value */
                    frame->coro->u.coro->returning = v;
                    SAVE();
                    sx_throw(vm, sx_from_object(frame->coro));
                    goto on_throw;
                }
                regs[a] = v;
                if (r == 0) pc += SX_I_SC(i);
                break;
            }
            OPCASE(ITERUNWRAP) : {
                int r;
                EXPECT_OBJECT(regs[SX_I_B(i)], -1);
                PROTECT(r = vm->lang->iter_unwrap(vm, sx_as_object(regs[SX_I_B(i)]), regs[a], &v));
                if (r < 0) goto on_throw;
                if (r == 0 && SX_I_D(i) == 1) { /* yield*: its value is the done result's value */
                    PROTECT(v = vm->lang->get(vm, regs[a], vm->atoms.value));
                    CHECK(v);
                    regs[a] = v;
                }
                if (r == 0) pc += SX_I_SC(i);
                else regs[a] = v;
                break;
            }
            OPCASE(ITERCLOSE) : {
                bool ok;
                PROTECT(ok = vm->lang->iter_close(vm, regs[a]));
                if (!ok && SX_I_C(i) && vm->abort == SX_ABORT_NONE) { /* C=1: a throw is leaving: keep it */
                    vm->has_exception = false;
                    vm->exception = SX_UNDEFINED;
                } else if (!ok) goto on_throw;
                break;
            }
            OPCASE(REGEXP) : SLOW_RESULT(vm->lang->regexp_create(vm, K[SX_I_B(i)], K[SX_I_C(i)]));
            break;
            OPCASE(AWAIT) : {
                if (frame->coro == NULL) {
                    SAVE();
                    sx_abort_run(vm, SX_ABORT_INTERNAL);
                    goto on_throw;
                }
                sx_object *co = frame->coro;
                bool ok;
                PROTECT(ok = vm->lang->async_await(vm, co, regs[SX_I_B(i)]));
                if (!ok || !suspend_frame(vm, fi, pc, a)) goto on_throw;
                v = sx_from_object(co->u.coro->outcome);
                goto leave_frame; /* the caller gets the outcome */
            }
            OPCASE(GENSTART) : {
                sx_object *gen;
                if (frame->coro == NULL) {
                    SAVE();
                    sx_abort_run(vm, SX_ABORT_INTERNAL);
                    goto on_throw;
                }
                PROTECT(gen = vm->lang->generator_start(vm, frame->coro, frame->callee));
                if (gen == NULL) goto on_throw;
                if (!suspend_frame(vm, fi, pc, a)) goto on_throw;
                v = sx_from_object(gen);
                goto leave_frame; /* the caller gets the generator */
            }
            OPCASE(GENRETURN) : {
                if (frame->coro == NULL || !frame->coro->u.coro->yielding) {
                    SAVE();
                    sx_abort_run(vm, SX_ABORT_INTERNAL);
                    goto on_throw;
                }
                frame->coro->u.coro->returning = regs[a]; /* as a return() that reached its end */
                SAVE();
                sx_throw(vm, sx_from_object(frame->coro));
                goto on_throw;
            }
            OPCASE(RETHROWRETURN) : if (sx_is_object(regs[a]) && sx_as_object(regs[a])->cls == SX_CLASS_COROUTINE) {
                SAVE();
                sx_throw(vm, regs[a]);
                goto on_throw;
            }
            break;
            OPCASE(YIELD) : {
                if (frame->coro == NULL || !frame->coro->u.coro->yielding) {
                    SAVE();
                    sx_abort_run(vm, SX_ABORT_INTERNAL);
                    goto on_throw;
                }
                v = regs[SX_I_B(i)];
                frame->coro->u.coro->yield_flag = SX_I_C(i) != 0;
                if (!suspend_frame(vm, fi, pc, a)) goto on_throw;
                goto leave_frame; /* next() gets the value */
            }
            OPCASE(MAKECLASS) : {
                bool ok;
                EXPECT_OBJECT(regs[a], SX_CLASS_FUNCTION);
                PROTECT(ok = make_class(vm, sx_as_object(regs[a]), SX_I_C(i) ? regs[SX_I_B(i)] : SX_EMPTY));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(GETPROTO) : {
                sx_object *p = vm->lang->proto_of_value(vm, regs[SX_I_B(i)]);
                regs[a] = p ? sx_from_object(p) : SX_NULL;
                break;
            }
            OPCASE(GETSUPER) : {
                uint32_t b = SX_I_B(i);
                SLOW_RESULT(vm->lang->get_super(vm, regs[b], regs[SX_I_C(i)], regs[b + 1]));
                break;
            }
            OPCASE(SETSUPER) : {
                bool ok;
                PROTECT(ok = vm->lang->set_super(vm, regs[a], regs[SX_I_B(i)], regs[SX_I_C(i)], regs[a + 1]));
                if (!ok) goto on_throw;
                break;
            }
            OPCASE(SUPERCALL) : {
                uint32_t at = frame->base + a, argc = SX_I_B(i);
                SAVE();
                if (!sx_is_object(regs[a]) || !(sx_as_object(regs[a])->oflags & SX_OBJ_CONSTRUCTOR)) {
                    char cls[128] = "";
                    if (proto->name != NULL && proto->name->len > 0) sx_string_to_utf8(proto->name, cls, sizeof cls);
                    bool null_parent = regs[a] == SX_NULL || /* `extends null`: Function.prototype */
                                       (sx_is_object(regs[a]) && sx_as_object(regs[a]) == vm->realm.function_proto);
                    sx_raise(vm, SX_FAULT_SUPER_NOT_CONSTRUCTOR, null_parent ? "null" : "", cls);
                    goto on_throw;
                }
                if (SX_I_C(i) & 1) {
                    bool ok = spread_args(vm, at, &argc);
                    RELOAD();
                    if (!ok) goto on_throw;
                }
                /* C & 2: an arrow function's super(): new.target is in R[A+1], BINDTHIS follows */
                sx_object *target = frame->new_target;
                if (SX_I_C(i) & 2) target = sx_is_object(regs[a + 1]) ? sx_as_object(regs[a + 1]) : NULL;
                v = invoke_with_target(vm, at, argc, true, target);
                RELOAD();
                vm->stack_top = frame->base + proto->nregs;
                CHECK(v);
                regs[a] = v;
                if (SX_I_C(i) & 2) break;
                if (regs[0] != SX_EMPTY) goto super_twice; /* checked after the parent ran, as specified */
                regs[0] = v;
                break;
            }
            OPCASE(BINDTHIS) : if (regs[0] != SX_EMPTY) goto super_twice;
            regs[0] = regs[a];
            break;
            OPCASE(CHECKCOERCIBLE) : if (sx_is_nullish(regs[a])) {
                char prefix[256];
                sx_string_to_utf8(sx_as_string(K[SX_I_BX(i)]), prefix, sizeof prefix);
                SAVE();
                sx_raise(vm, SX_FAULT_NULLISH, prefix, regs[a] == SX_NULL ? "null" : "undefined");
                goto on_throw;
            }
            break;
            OPCASE(CHECKTHIS) : if (regs[0] == SX_EMPTY) goto this_error;
            break;
            OPCASE(NEWTARGET) : regs[a] = frame->new_target ? sx_from_object(frame->new_target) : SX_UNDEFINED;
            break;
            OPCASE(CHECKBRAND) : {
                sx_value obj = regs[a], key = regs[SX_I_B(i)];
                if (sx_is_object(obj) && sx_is_string(key) &&
                    sx_object_find(vm, sx_as_object(obj), sx_as_string(key)) != NULL)
                    break;
                char cls[128];
                sx_string_to_utf8(sx_as_string(K[SX_I_C(i)]), cls, sizeof cls);
                SAVE();
                if (sx_is_nullish(obj))
                    sx_raise(vm, SX_FAULT_PRIVATE_OF_NULLISH, obj == SX_NULL ? "null" : "undefined", cls);
                else sx_raise(vm, SX_I_D(i) ? SX_FAULT_NOT_CLASS : SX_FAULT_NOT_INSTANCE, cls, NULL);
                goto on_throw;
            }
            OPCASE(THROWTYPE) : {
                char msg[256];
                sx_string_to_utf8(sx_as_string(K[SX_I_BX(i)]), msg, sizeof msg);
                if (a == 1) PROTECT(sx_throw_reference(vm, "%s", msg));
                else PROTECT(sx_throw_type(vm, "%s", msg));
                goto on_throw;
            }
            OPCASE(LOADBIGINT) : {
                SAFEPOINT();
                SLOW_RESULT(bigint_literal(vm, sx_as_string(K[SX_I_BX(i)])));
                break;
            }
            OPCASE(NEWPRIVATE) : {
                sx_string *name;
                PROTECT(name = private_name(vm, sx_as_string(K[SX_I_BX(i)])));
                if (name == NULL) goto on_throw;
                regs[a] = sx_from_string(name);
                break;
            }
        default:
            SAVE();
            sx_abort_run(vm, SX_ABORT_INTERNAL);
            goto on_throw;
        }
        continue;

    super_twice:
        SAVE();
        sx_raise(vm, SX_FAULT_SUPER_TWICE, NULL, NULL);
        goto on_throw;

    this_error:
        SAVE();
        sx_raise(vm, SX_FAULT_THIS_BEFORE_SUPER, NULL, NULL);
        goto on_throw;

    on_throw:
        /* An exception is pending (vm->exception). Find a handler in this loop's frames; an async
         * call met on the way turns the exception into the rejection of its promise. */
        if (vm->abort == SX_ABORT_SUSPEND) { /* suspended: leave every frame as it is (snapshot) */
            vm->native_depth--;
            vm->instructions = count;
            return SX_EXCEPTION;
        }
        if (vm->abort == SX_ABORT_NONE) {
            int64_t hf = vm->nhandlers > 0 && vm->handlers[vm->nhandlers - 1].frame >= entry
                             ? (int64_t)vm->handlers[vm->nhandlers - 1].frame
                             : -1;
            for (uint32_t k = vm->nframes; k-- > entry && (int64_t)k > hf;) {
                if (vm->frames[k].coro == NULL || vm->frames[k].coro->u.coro->yielding) continue;
                while (vm->nframes - 1 > k) pop_frame(vm);
                LOAD_FRAME();
                sx_coroutine *c = frame->coro->u.coro;
                sx_value ex = vm->exception;
                vm->has_exception = false;
                vm->exception = SX_UNDEFINED;
                c->done = true;
                if (!vm->lang->async_settle(vm, frame->coro, ex, true)) goto on_throw;
                v = sx_from_object(c->outcome);
                goto leave_frame;
            }
        }
        if (vm->abort == SX_ABORT_NONE && vm->nhandlers > 0 && vm->handlers[vm->nhandlers - 1].frame >= entry) {
            sx_handler h = vm->handlers[--vm->nhandlers];
            while (vm->nframes - 1 > h.frame) pop_frame(vm);
            close_upvals(vm, h.reg);
            vm->ntemps = h.temp_height;
            LOAD_FRAME();
            vm->stack_top = frame->base + proto->nregs;
            regs[h.reg - frame->base] = vm->exception;
            vm->has_exception = false;
            vm->exception = SX_UNDEFINED;
            pc = h.catch_pc;
            continue;
        }
        while (vm->nframes > entry) pop_frame(vm);
        restore_top(vm);
        vm->native_depth--;
        vm->instructions = count;
        return SX_EXCEPTION;
    }
#undef LOAD_FRAME
#undef SAVE
#undef RELOAD
#undef PROTECT
#undef CHECK
#undef SAFEPOINT
#undef EXPECT_OBJECT
#undef SLOW_RESULT
#undef OPCASE
#undef DISPATCH
#undef NEXT
}
