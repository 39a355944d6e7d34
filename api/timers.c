/* timers.c - setTimeout/setInterval/clearTimeout/clearInterval/queueMicrotask on a virtual clock. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "api/tape.h"
#include "api/host.h"
#include "api/timers.h"
#include "runtime/promise.h"
#include "runtime/runtime.h"
#include "stdlib/stdlib.h"

/*
 * The clock is virtual: when nothing else is left to do (no microtask, no host call waiting),
 * it jumps to the earliest timer and runs it, then the microtasks it queued, and so on until no
 * timer is left. A 10-second sleep costs no real time, and Date.now() reads the virtual time
 * (the options' clock plus the time elapsed on the virtual clock), so runs stay reproducible.
 * Timers due at the same instant run in the order they were created, as in node.
 *
 * State, in hidden globals the guest cannot name: "%timers" (the pending timers, each a
 * 5-element array [id, due, callback, arguments, period or -1], sorted by due time then id) and
 * "%timer:state" ([next id, elapsed virtual ms]).
 */

#define SX_MAX_TIMERS 10000       /* pending at once */
#define SX_TIMEOUT_MAX 2147483647 /* node's TIMEOUT_MAX: longer delays become 1 ms */

static sx_object *hidden_array(sx_vm *vm, const char *name, uint32_t init_len) {
    sx_string *key = sx_atom(vm, name);
    if (key == NULL) return NULL;
    sx_prop *p = sx_object_find(vm, vm->realm.global, key);
    if (p != NULL) return sx_as_object(p->value);
    sx_object *a = sx_array_new(vm, init_len);
    for (uint32_t i = 0; a != NULL && i < init_len; i++)
        if (!sx_array_push(vm, a, sx_number(i == 0 ? 1 : 0))) a = NULL;
    if (a == NULL || !sx_object_define(vm, vm->realm.global, key, sx_from_object(a), SX_PROP_WRITABLE)) return NULL;
    return a;
}

static sx_object *timer_list(sx_vm *vm) { return hidden_array(vm, "%timers", 0); }
static sx_object *timer_state(sx_vm *vm) { return hidden_array(vm, "%timer:state", 2); }

static double num_at(const sx_object *a, uint32_t i) { return sx_to_double(a->u.array.items[i]); }

/* Insert t (a timer record) after every timer due at or before it. */
static bool schedule(sx_vm *vm, sx_object *list, sx_object *t) {
    double due = num_at(t, 1);
    uint32_t i = list->u.array.len;
    while (i > 0 && num_at(sx_as_object(list->u.array.items[i - 1]), 1) > due) i--;
    if (!sx_array_push(vm, list, SX_UNDEFINED)) return false;
    sx_value *items = list->u.array.items;
    memmove(items + i + 1, items + i, (list->u.array.len - 1 - i) * sizeof *items);
    items[i] = sx_from_object(t);
    return true;
}

/* setTimeout / setInterval (magic 1): the timer's id. */
/* node's ERR_INVALID_ARG_TYPE for the callback of setTimeout, setInterval and queueMicrotask. */
static sx_value not_a_callback(sx_vm *vm, sx_value fn) {
    return sx_throw_invalid_arg_type(vm, "callback", "of type function", fn);
}

static sx_value set_timer(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    bool repeat = vm->frames[vm->nframes - 1].callee->u.native.magic == 1;
    sx_value fn = sx_arg(argc, argv, 0);
    if (!sx_is_callable(fn)) return not_a_callback(vm, fn);
    double delay = 1;
    if (argc > 1 && !sx_to_number(vm, argv[1], &delay)) return SX_EXCEPTION;
    if (!(delay >= 1 && delay <= SX_TIMEOUT_MAX)) delay = 1;
    delay = floor(delay);
    sx_object *list = timer_list(vm), *state = list ? timer_state(vm) : NULL;
    if (state == NULL) return SX_EXCEPTION;
    if (list->u.array.len >= SX_MAX_TIMERS)
        return sx_throw_range(vm, "Too many pending timers: at most %d may wait at once", SX_MAX_TIMERS);
    argv = sx_args_now(vm);
    sx_object *args = sx_array_new(vm, argc > 2 ? (uint32_t)(argc - 2) : 0);
    if (args == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(args));
    bool ok = true;
    for (int i = 2; ok && i < argc; i++) ok = sx_array_push(vm, args, sx_args_now(vm)[i]);
    sx_object *t = ok ? sx_array_new(vm, 5) : NULL;
    double id = num_at(state, 0), now = num_at(state, 1);
    ok = t != NULL;
    if (ok) sx_temp_push(vm, sx_from_object(t));
    ok = ok && sx_array_push(vm, t, sx_number(id)) && sx_array_push(vm, t, sx_number(now + delay)) &&
         sx_array_push(vm, t, sx_args_now(vm)[0]) && sx_array_push(vm, t, sx_from_object(args)) &&
         sx_array_push(vm, t, sx_number(repeat ? delay : -1)) && schedule(vm, list, t);
    if (t != NULL) sx_temp_pop(vm, 1);
    sx_temp_pop(vm, 1);
    if (!ok) return SX_EXCEPTION;
    state->u.array.items[0] = sx_number(id + 1);
    return sx_number(id);
}

/* clearTimeout / clearInterval: remove the timer with that id (anything else: nothing). */
static sx_value clear_timer(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value id = sx_arg(argc, argv, 0);
    sx_object *list = timer_list(vm);
    if (list == NULL) return SX_EXCEPTION;
    if (!sx_is_number(id)) return SX_UNDEFINED;
    for (uint32_t i = 0; i < list->u.array.len; i++)
        if (num_at(sx_as_object(list->u.array.items[i]), 0) == sx_to_double(id)) {
            sx_value *items = list->u.array.items;
            memmove(items + i, items + i + 1, (list->u.array.len - i - 1) * sizeof *items);
            list->u.array.len--;
            break;
        }
    return SX_UNDEFINED;
}

/* queueMicrotask(fn): fn runs as a microtask (a reaction of an already fulfilled promise). */
static sx_value queue_microtask(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value fn = sx_arg(argc, argv, 0);
    if (!sx_is_callable(fn)) return not_a_callback(vm, fn);
    sx_value p = sx_promise_from(vm, SX_UNDEFINED);
    if (p == SX_EXCEPTION) return SX_EXCEPTION;
    sx_temp_push(vm, p);
    /* a derived promise, so that a throwing callback fails the run (unhandled_rejection) */
    sx_object *derived = sx_promise_new(vm);
    if (derived != NULL) sx_temp_push(vm, sx_from_object(derived));
    bool ok = derived != NULL && sx_promise_then(vm, sx_as_object(p), sx_args_now(vm)[0], SX_UNDEFINED, derived);
    sx_temp_pop(vm, derived != NULL ? 2 : 1);
    return ok ? SX_UNDEFINED : SX_EXCEPTION;
}

/* The natives this file makes (snapshots name them: api/snapshot.c). */
const sx_native_fn *sx_timers_natives(uint32_t *count) {
    static const sx_native_fn fns[] = {set_timer, clear_timer, queue_microtask};
    *count = sizeof fns / sizeof fns[0];
    return fns;
}

bool sx_timers_install(sx_vm *vm) {
    static const struct {
        const char *name;
        sx_native_fn fn;
        int length, magic;
    } defs[] = {{"setTimeout", set_timer, 2, 0},
                {"setInterval", set_timer, 2, 1},
                {"clearTimeout", clear_timer, 1, 0},
                {"clearInterval", clear_timer, 1, 0},
                {"queueMicrotask", queue_microtask, 1, 0}};
    for (size_t i = 0; i < sizeof defs / sizeof defs[0]; i++) {
        sx_string *key = sx_atom(vm, defs[i].name);
        if (key == NULL) return false;
        if (sx_object_find(vm, vm->realm.global, key) != NULL) continue; /* a context's later call */
        sx_object *f = sx_native_new(vm, defs[i].name, defs[i].fn, defs[i].length);
        if (f == NULL) return false;
        f->u.native.magic = (int16_t)defs[i].magic;
        if (!sx_object_define(vm, vm->realm.global, key, sx_from_object(f), SX_PROP_HIDDEN)) return false;
    }
    return true;
}

/* Run the earliest timer: the clock jumps to its due time. False: an exception or abort. */
static bool fire_next(sx_vm *vm, sx_object *list, sx_object *state, double base_clock) {
    sx_object *t = sx_as_object(list->u.array.items[0]);
    sx_temp_push(vm, sx_from_object(t));
    memmove(list->u.array.items, list->u.array.items + 1, (list->u.array.len - 1) * sizeof(sx_value));
    list->u.array.len--;
    double due = num_at(t, 1), period = num_at(t, 4);
    state->u.array.items[1] = sx_number(due);
    if (!sx_js_state(vm)->host_clock) sx_js_state(vm)->clock_ms = base_clock + due;
    sx_tape_timer(vm, num_at(t, 0), due, period, sx_js_state(vm)->clock_ms); /* record/replay/audit (api/tape.c) */
    bool ok = true;
    if (period >= 0) { /* an interval: due again one period later, unless the callback clears it */
        t->u.array.items[1] = sx_number(due + period);
        ok = schedule(vm, list, t);
    }
    sx_object *args = sx_as_object(t->u.array.items[3]);
    uint8_t saved = sx_suspend_point(vm, SX_SUSPEND_AT_TIMER, SX_UNDEFINED);
    ok = ok &&
         sx_call(vm, t->u.array.items[2], SX_UNDEFINED, (int)args->u.array.len, args->u.array.items) != SX_EXCEPTION;
    sx_suspend_point_end(vm, saved);
    sx_temp_pop(vm, 1);
    return ok;
}

/* The pending timers, or NULL when no timer was ever set in this VM (found by comparing names in
 * place: a run without timers allocates nothing here). */
static sx_object *existing_timers(sx_vm *vm) {
    sx_object *g = vm->realm.global;
    for (uint32_t i = 0; i < g->nprops; i++) {
        char text[16];
        sx_string *key = g->props[i].key;
        if (key != NULL && key->len == 7 && sx_string_to_utf8(key, text, sizeof text) == 7 &&
            memcmp(text, "%timers", 7) == 0)
            return sx_as_object(g->props[i].value);
    }
    return NULL;
}

bool sx_timers_settle(sx_vm *vm) {
    if (!sx_host_settle(vm)) return false;
    if (existing_timers(vm) == NULL) return true; /* no timer was set (by then: a microtask may set one) */
    sx_object *state0 = timer_state(vm);
    if (state0 == NULL) return false;
    double base_clock = sx_js_state(vm)->clock_ms - num_at(state0, 1); /* the clock's reading at virtual time 0 */
    for (;;) {
        if (!sx_host_settle(vm)) return false;
        sx_object *list = timer_list(vm), *state = list ? timer_state(vm) : NULL;
        if (state == NULL) return false;
        if (list->u.array.len == 0) return true;
        if (!sx_poll_limits(vm)) return false;
        sx_gc_safepoint(vm); /* a collection may be due: nothing but the roots is live here */
        if (!fire_next(vm, list, state, base_clock)) return false;
    }
}
