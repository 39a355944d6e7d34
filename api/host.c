/* host.c - host functions for the guest: frozen global objects whose functions return promises. */
#include <cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/host.h"
#include "api/schema.h"
#include "api/tape.h"
#include "python/python.h"
#include "runtime/promise.h"
#include "runtime/runtime.h"
#include "vm/host.h"

#define SX_HOST_POLL_NS 5000000u /* how often the waiting loop looks at the cancel flag: 5 ms */

/* One registered function of this run. */
typedef struct host_fn {
    const secexec_host_function *fn;
    const char *collection;
    cJSON *schema;     /* NULL: any JSON value */
    cJSON *out_schema; /* the result's schema (outputSchema); NULL: any JSON value */
    char label[160];   /* "orders.list", used in every message */
} host_fn;

/* A call the guest made and has not had its answer delivered yet. Kept for snapshots: a
 * suspended run lists these (the pending calls) and keeps their inputs. */
typedef struct live_call {
    uint64_t id;
    uint32_t tag; /* its pair in realm.host_calls */
    uint32_t fn;  /* index in host_binding.fns */
    char *input;  /* the argument's JSON text */
    bool suspended;
    bool answered; /* a budget suspension took its answer from the queue: kept for the resume */
    sx_host_status status;
    char *answer;
    uint64_t seq; /* the order answers were taken in */
} live_call;

/* The host functions of one run (host memory, freed by sx_host_uninstall). */
typedef struct host_binding {
    host_fn *fns;
    size_t nfns;
    sx_host_queue *queue;
    uint64_t call_timeout_ms;
    uint32_t max_calls, calls;
    size_t max_payload;
    live_call *live;
    size_t nlive, caplive;
    uint64_t answer_seq;
} host_binding;

/* The completion handle a handler answers with (public name: secexec_host_call). */
struct secexec_host_call {
    sx_host_queue *queue; /* one reference, dropped when the handle is answered */
    uint64_t id;
    size_t max_payload;
    char label[160];
};

/* ---------------------------------------------------------------------------------------------
 * Completion handles (any thread)
 * ------------------------------------------------------------------------------------------- */

static void answer(secexec_host_call *call, sx_host_status status, const char *text) {
    if (call == NULL) return;
    sx_host_queue_post(call->queue, call->id, status, text, strlen(text));
    sx_host_queue_release(call->queue);
    free(call);
}

void secexec_host_call_resolve(secexec_host_call *call, const char *result_json) {
    if (call == NULL) return;
    size_t len = result_json ? strlen(result_json) : 0;
    if (len > call->max_payload) {
        char msg[256];
        snprintf(msg, sizeof msg, "%s: the host's answer is too large (%zu bytes, limit %zu)", call->label, len,
                 call->max_payload);
        answer(call, SX_HOST_ERROR, msg);
        return;
    }
    answer(call, SX_HOST_OK, result_json && len ? result_json : "null");
}

void secexec_host_call_reject(secexec_host_call *call, const char *message) {
    answer(call, SX_HOST_ERROR, message ? message : "");
}

void secexec_host_call_suspend(secexec_host_call *call) { answer(call, SX_HOST_SUSPEND, ""); }

/* ---------------------------------------------------------------------------------------------
 * The calls in flight (for snapshots)
 * ------------------------------------------------------------------------------------------- */

static bool live_add(host_binding *b, uint64_t id, uint32_t tag, size_t fn, const char *input, bool suspended) {
    if (b->nlive == b->caplive) {
        size_t cap = b->caplive ? b->caplive * 2 : 16;
        live_call *l = realloc(b->live, cap * sizeof *l);
        if (l == NULL) return false;
        b->live = l;
        b->caplive = cap;
    }
    char *copy = strdup(input ? input : "null");
    if (copy == NULL) return false;
    b->live[b->nlive++] = (live_call){.id = id, .tag = tag, .fn = (uint32_t)fn, .input = copy, .suspended = suspended};
    return true;
}

static live_call *live_find(host_binding *b, uint64_t id) {
    for (size_t i = 0; i < b->nlive; i++)
        if (b->live[i].id == id) return &b->live[i];
    return NULL;
}

/* Forget call id (delivered), keeping the others in the order they were made. */
static void live_remove(host_binding *b, uint64_t id) {
    live_call *l = live_find(b, id);
    if (l == NULL) return;
    free(l->input);
    free(l->answer);
    size_t i = (size_t)(l - b->live);
    memmove(&b->live[i], &b->live[i + 1], (b->nlive - i - 1) * sizeof *l);
    b->nlive--;
}

static bool any_suspended(const host_binding *b) {
    for (size_t i = 0; i < b->nlive; i++)
        if (b->live[i].suspended) return true;
    return false;
}

/* ---------------------------------------------------------------------------------------------
 * Settling guest promises
 * ------------------------------------------------------------------------------------------- */

/* Reject p with a new error of the given prototype; false only when the run is aborted. */
static bool reject_with(sx_vm *vm, sx_object *p, sx_object *proto, const char *fmt, ...) {
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    sx_string *s = sx_string_from_utf8(vm, msg, strlen(msg));
    sx_object *err = s ? sx_error_new(vm, proto, s) : NULL;
    if (err == NULL) return false;
    return sx_promise_reject(vm, p, sx_from_object(err));
}

/* Reject p with the pending guest exception (a toJSON that threw). */
static bool reject_with_exception(sx_vm *vm, sx_object *p) {
    sx_value ex;
    if (!sx_take_exception(vm, &ex)) return false;
    return sx_promise_reject(vm, p, ex);
}

/* ---------------------------------------------------------------------------------------------
 * Starting a call: the guest ran orders.list(input)
 * ------------------------------------------------------------------------------------------- */

static bool schema_is_object(const cJSON *s) {
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(s, "type");
    return cJSON_IsString(type) && strcmp(type->valuestring, "object") == 0;
}

static const char *why_text(const char *why) {
    if (strcmp(why, "cycle") == 0) return "it contains a cycle";
    if (strcmp(why, "depth") == 0) return "it is nested too deeply";
    if (strcmp(why, "memory") == 0) return "it is too large";
    if (strcmp(why, "symbol") == 0) return "it contains a symbol";
    return "it contains a function";
}

/* The argument as JSON text (malloc'ed). NULL: p was rejected (or *aborted on abort). An
 * undefined argument becomes {} for an object schema and stays undefined (*undef) otherwise. */
static char *input_json(sx_vm *vm, host_fn *f, sx_object *p, sx_value arg, bool *undef, bool *aborted) {
    *undef = false;
    if (arg == SX_UNDEFINED) {
        *undef = !schema_is_object(f->schema);
        return strdup(*undef ? "null" : "{}");
    }
    const char *why = NULL;
    char *json = sx_value_to_json_text(vm, arg, &why);
    if (json != NULL) return json;
    if (why != NULL && strcmp(why, "exception") == 0) *aborted = !reject_with_exception(vm, p);
    else if (why != NULL && strcmp(why, "undefined") == 0) *undef = true, json = strdup("null");
    else
        *aborted = !reject_with(vm, p, sx_realm(vm)->type_error_proto, "%s: input cannot be sent as JSON (%s)",
                                f->label, why_text(why ? why : "function"));
    return json;
}

/* Schema check; false: p was rejected with the TypeError (or *aborted). */
static bool validate(sx_vm *vm, host_fn *f, sx_object *p, const char *json, bool undef, bool *aborted) {
    if (f->schema == NULL) return true;
    cJSON *v = undef ? NULL : cJSON_Parse(json);
    char err[512];
    bool ok = sx_schema_validate(f->schema, v, err, sizeof err);
    cJSON_Delete(v);
    if (!ok) *aborted = !reject_with(vm, p, sx_realm(vm)->type_error_proto, "%s: %s", f->label, err);
    return ok;
}

/* Register the pending call and hand it to the handler. */
static bool dispatch(sx_vm *vm, host_binding *b, size_t index, sx_object *p, const char *json) {
    host_fn *f = &b->fns[index];
    sx_object *calls = sx_realm(vm)->host_calls;
    uint32_t tag = calls->u.array.len / 2;
    if (!sx_array_push(vm, calls, sx_from_object(p)) || !sx_array_push(vm, calls, sx_number((double)index)))
        return false;
    if (f->fn->suspend) { /* no handler: the run suspends with the call pending (snapshots) */
        uint64_t sid = sx_host_queue_reserve(b->queue);
        if (!live_add(b, sid, tag, index, json, true))
            return reject_with(vm, p, sx_realm(vm)->error_proto, "%s: host out of memory", f->label);
        sx_tape_host_call(vm, sid, f->label, json, "suspended");
        return true;
    }
    uint64_t deadline = sx_clock_ns() + b->call_timeout_ms * 1000000u;
    secexec_host_call *call = calloc(1, sizeof *call);
    uint64_t id = call ? sx_host_queue_add(b->queue, deadline, tag) : 0;
    if (id == 0 || !live_add(b, id, tag, index, json, false)) {
        free(call);
        return reject_with(vm, p, sx_realm(vm)->error_proto, "%s: host out of memory", f->label);
    }
    sx_host_queue_retain(b->queue);
    *call = (secexec_host_call){.queue = b->queue, .id = id, .max_payload = b->max_payload};
    memcpy(call->label, f->label, sizeof call->label);
    sx_tape_host_call(vm, id, f->label, json, "allowed"); /* record, replay, audit (api/tape.c) */
    if (f->fn->handler == NULL) secexec_host_call_reject(call, "host function not implemented");
    else f->fn->handler(f->fn->user_data, f->collection, f->fn->name, json, call);
    return true;
}

/* Everything between the guest's call and the handler. False only on abort. */
static bool start_call(sx_vm *vm, host_binding *b, size_t index, sx_object *p, sx_value arg) {
    host_fn *f = &b->fns[index];
    if (b->calls >= b->max_calls)
        return reject_with(vm, p, sx_realm(vm)->range_error_proto, "%s: too many host calls (limit %u per run)",
                           f->label, b->max_calls);
    b->calls++;
    bool undef = false, aborted = false;
    char *json = input_json(vm, f, p, arg, &undef, &aborted);
    if (json == NULL) return !aborted;
    bool ok = true;
    size_t len = strlen(json);
    if (len > b->max_payload)
        ok = reject_with(vm, p, sx_realm(vm)->range_error_proto, "%s: input is too large (%zu bytes, limit %zu)",
                         f->label, len, b->max_payload);
    else if (validate(vm, f, p, json, undef, &aborted)) ok = dispatch(vm, b, index, p, json);
    else ok = !aborted;
    free(json);
    return ok;
}

/* A call the sandbox refused before any handler saw it (limit, schema, size): its verdict is the
 * rejection's message. */
static void tape_denied(sx_vm *vm, const host_fn *f, sx_object *p) {
    char msg[600] = "denied: ", *m = msg + 8;
    sx_value r = p->u.future.result;
    sx_value text = sx_is_object(r) ? sx_object_find_data(vm, sx_as_object(r), sx_atoms(vm)->message) : SX_UNDEFINED;
    if (sx_is_string(text)) sx_string_to_utf8(sx_as_string(text), m, sizeof msg - 8);
    else snprintf(m, sizeof msg - 8, "the input's toJSON threw");
    sx_tape_host_call(vm, 0, f->label, NULL, msg);
}

/* The native behind every host function: returns a promise the event loop settles later. */
static sx_value host_function_native(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    host_binding *b = vm->host;
    size_t index = (size_t)vm->frames[vm->nframes - 1].callee->u.native.magic;
    sx_value arg = argc > 0 ? argv[0] : SX_UNDEFINED;
    if (b == NULL || index >= b->nfns) return sx_throw_type(vm, "host function is not available");
    sx_temp_push(vm, arg);
    sx_object *p = sx_promise_new(vm);
    if (p != NULL) sx_temp_push(vm, sx_from_object(p));
    bool ok = p != NULL && start_call(vm, b, index, p, arg);
    if (ok && vm->tape != NULL && p->u.future.state == SX_PROMISE_REJECTED) tape_denied(vm, &b->fns[index], p);
    sx_temp_pop(vm, p != NULL ? 2 : 1);
    return ok ? sx_from_object(p) : SX_EXCEPTION;
}

/* ---------------------------------------------------------------------------------------------
 * The event loop
 * ------------------------------------------------------------------------------------------- */

/* Does the host's answer fit the function's outputSchema (if any)? Otherwise why says where it
 * does not ("result.total: expected number, got string"). Invalid JSON passes here: the
 * conversion below reports it. */
static bool answer_matches(const host_fn *f, const sx_host_event *ev, char *why, size_t n) {
    if (f->out_schema == NULL) return true;
    cJSON *v = cJSON_ParseWithLength(ev->text ? ev->text : "null", ev->text ? ev->len : 4);
    if (v == NULL) return true;
    bool ok = sx_schema_validate_as(f->out_schema, v, "result", why, n);
    cJSON_Delete(v);
    return ok;
}

/* Settle the promise of a completed (or timed-out) call. False only on abort. */
static bool deliver(sx_vm *vm, host_binding *b, const sx_host_event *ev) {
    sx_object *calls = sx_realm(vm)->host_calls;
    sx_object *p = sx_as_object(calls->u.array.items[2 * ev->tag]);
    host_fn *f = &b->fns[(size_t)sx_to_double(calls->u.array.items[2 * ev->tag + 1])];
    calls->u.array.items[2 * ev->tag] = SX_UNDEFINED; /* no longer a root */
    live_remove(b, ev->id);
    sx_tape_host_answer(vm, ev->id, ev->status, ev->text, ev->len);
    sx_temp_push(vm, sx_from_object(p));
    bool ok;
    char why[512] = "";
    if (ev->status == SX_HOST_TIMEOUT) {
        ok = reject_with(vm, p, sx_realm(vm)->error_proto, "%s: host call timed out after %llu ms", f->label,
                         (unsigned long long)b->call_timeout_ms);
    } else if (ev->status == SX_HOST_ERROR) {
        ok = reject_with(vm, p, sx_realm(vm)->error_proto, "%s", ev->text ? ev->text : "");
    } else if (!answer_matches(f, ev, why, sizeof why)) {
        ok = reject_with(vm, p, sx_realm(vm)->type_error_proto,
                         "%s: the host's answer does not match its outputSchema: %s", f->label, why);
    } else {
        sx_value v = sx_json_text_to_value(vm, ev->text, ev->len, false);
        if (v == SX_EXCEPTION) {
            sx_value ignored;
            ok = sx_take_exception(vm, &ignored) &&
                 reject_with(vm, p, sx_realm(vm)->error_proto, "%s: the host answered with invalid JSON", f->label);
        } else {
            sx_temp_push(vm, v);
            ok = sx_promise_resolve(vm, p, v);
            sx_temp_pop(vm, 1);
        }
    }
    sx_temp_pop(vm, 1);
    return ok;
}

/* Replaying a trace (api/replay.c): the next answer is the one recorded next, given at once to
 * the call it answered; no host, no waiting. A run that waits for an answer the trace does not
 * have has diverged: it ends (internal_error; or with the recorded reason when the recorded run
 * was stopped there by the clock or a cancel), and the replay reports the first difference. */
static bool replay_deliver(sx_vm *vm, host_binding *b) {
    uint64_t id;
    sx_host_status status;
    const char *text;
    secexec_host_call *call = sx_tape_next_answer(vm, &id, &status, &text) ? sx_tape_take_handle(vm, id) : NULL;
    if (call == NULL) {
        sx_abort_run(vm, sx_tape_stop_reason(vm));
        return false;
    }
    sx_host_queue_post(call->queue, call->id, status, text, text ? strlen(text) : 0);
    sx_host_queue_release(call->queue);
    free(call);
    sx_host_event ev;
    if (!sx_host_queue_take(b->queue, 0, &ev)) {
        sx_abort_run(vm, SX_ABORT_INTERNAL);
        return false;
    }
    bool ok = deliver(vm, b, &ev);
    free(ev.text);
    return ok;
}

/* Wait for the next completion or timeout, polling the cancel flag and the run's deadline. */
static bool wait_and_deliver(sx_vm *vm, host_binding *b) {
    if (sx_tape_replaying(vm)) return replay_deliver(vm, b);
    for (;;) {
        uint64_t until = sx_clock_ns() + SX_HOST_POLL_NS;
        if (vm->deadline_ns != 0 && until > vm->deadline_ns) until = vm->deadline_ns;
        sx_host_event ev;
        if (sx_host_queue_take(b->queue, until, &ev)) {
            if (ev.status == SX_HOST_SUSPEND) { /* the handler answered "suspend": the call stays pending */
                live_call *l = live_find(b, ev.id);
                if (l != NULL) l->suspended = true;
                free(ev.text);
                return true;
            }
            bool ok = deliver(vm, b, &ev);
            free(ev.text);
            return ok;
        }
        if (!sx_poll_limits(vm)) return false;
    }
}

bool sx_host_settle(sx_vm *vm) {
    for (;;) {
        if (!sx_jobs_run(vm)) return false;
        host_binding *b = vm->host;
        if (b == NULL) return true;
        if (sx_host_queue_pending(b->queue) == 0) {
            if (!any_suspended(b)) return true;
            /* nothing is left to do but wait for suspended calls: stop here (api/snapshot.c) */
            sx_abort_run(vm, SX_ABORT_SUSPEND);
            return false;
        }
        if (!wait_and_deliver(vm, b)) return false;
    }
}

/* ---------------------------------------------------------------------------------------------
 * Python (python/): a host call waits for its answer inside the call, so `await orders.get(id=1)`
 * is settled before the coroutine goes on, in the order the program made the calls (CPython's
 * reference host in tests/python/host answers the same way, synchronously).
 * ------------------------------------------------------------------------------------------- */

/* Make the call and wait for its answer: *answer (malloc'ed JSON text) or an error message in
 * err (returns 1), or 0 when the run was aborted (limits, cancel). */
static int py_call_sync(sx_vm *vm, host_binding *b, size_t index, const char *json, char **answer, char *err,
                        size_t n) {
    host_fn *f = &b->fns[index];
    *answer = NULL;
    if (b->calls >= b->max_calls)
        return snprintf(err, n, "%s: too many host calls (limit %u per run)", f->label, b->max_calls), 1;
    b->calls++;
    size_t len = strlen(json);
    if (len > b->max_payload)
        return snprintf(err, n, "%s: input is too large (%zu bytes, limit %zu)", f->label, len, b->max_payload), 1;
    if (f->schema != NULL) {
        cJSON *v = cJSON_Parse(json);
        char why[512];
        bool ok = sx_schema_validate(f->schema, v, why, sizeof why);
        cJSON_Delete(v);
        if (!ok) return snprintf(err, n, "%s: %s", f->label, why), 1;
    }
    if (f->fn->suspend)
        return snprintf(err, n, "%s: suspending host functions are not supported for Python programs", f->label), 1;
    uint64_t deadline = sx_clock_ns() + b->call_timeout_ms * 1000000u;
    secexec_host_call *call = calloc(1, sizeof *call);
    uint64_t id = call ? sx_host_queue_add(b->queue, deadline, 0) : 0;
    if (id == 0 || !live_add(b, id, 0, index, json, false)) {
        free(call);
        return snprintf(err, n, "%s: host out of memory", f->label), 1;
    }
    sx_host_queue_retain(b->queue);
    *call = (secexec_host_call){.queue = b->queue, .id = id, .max_payload = b->max_payload};
    memcpy(call->label, f->label, sizeof call->label);
    sx_tape_host_call(vm, id, f->label, json, "allowed");
    if (f->fn->handler == NULL) secexec_host_call_reject(call, "host function not implemented");
    else f->fn->handler(f->fn->user_data, f->collection, f->fn->name, json, call);
    if (sx_tape_replaying(vm)) { /* replay: the recorded answer, at once (as replay_deliver) */
        uint64_t rid;
        sx_host_status st;
        const char *text;
        secexec_host_call *h = sx_tape_next_answer(vm, &rid, &st, &text) ? sx_tape_take_handle(vm, rid) : NULL;
        if (h == NULL) {
            sx_abort_run(vm, sx_tape_stop_reason(vm));
            return 0;
        }
        sx_host_queue_post(h->queue, h->id, st, text, text ? strlen(text) : 0);
        sx_host_queue_release(h->queue);
        free(h);
    }
    sx_host_event ev;
    for (;;) { /* the only call in flight: its answer (or its timeout); anything else is stale */
        uint64_t until = sx_clock_ns() + SX_HOST_POLL_NS;
        if (vm->deadline_ns != 0 && until > vm->deadline_ns) until = vm->deadline_ns;
        if (sx_host_queue_take(b->queue, until, &ev)) {
            if (ev.id == id) break;
            free(ev.text);
            continue;
        }
        if (!sx_poll_limits(vm)) return 0;
    }
    live_remove(b, ev.id);
    sx_tape_host_answer(vm, ev.id, ev.status, ev.text, ev.len);
    char why[512] = "";
    if (ev.status == SX_HOST_TIMEOUT)
        snprintf(err, n, "%s: host call timed out after %llu ms", f->label, (unsigned long long)b->call_timeout_ms);
    else if (ev.status == SX_HOST_SUSPEND)
        snprintf(err, n, "%s: suspending host functions are not supported for Python programs", f->label);
    else if (ev.status == SX_HOST_ERROR) snprintf(err, n, "%s", ev.text ? ev.text : "");
    else if (!answer_matches(f, &ev, why, sizeof why))
        snprintf(err, n, "%s: the host's answer does not match its outputSchema: %s", f->label, why);
    else *answer = ev.text ? ev.text : strdup("null"), ev.text = NULL;
    free(ev.text);
    if (*answer == NULL && err[0] == 0) snprintf(err, n, "%s: host out of memory", f->label);
    return 1;
}

/* The native behind every host function of a Python run: keyword arguments in, a settled
 * awaitable out (python/modules.c). */
static sx_value py_host_native(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    host_binding *b = vm->host;
    size_t index = (size_t)vm->frames[vm->nframes - 1].callee->u.native.magic;
    if (b == NULL || index >= b->nfns) return sx_throw_type(vm, "host function is not available");
    char *json = NULL;
    if (!sx_py_host_input(vm, b->fns[index].label, argc, argv, &json)) return SX_EXCEPTION;
    char *answer = NULL, err[1024] = "";
    int r = py_call_sync(vm, b, index, json, &answer, err, sizeof err);
    free(json);
    if (r == 0) return SX_EXCEPTION;
    sx_value v = sx_py_host_settled(vm, answer, answer ? strlen(answer) : 0, answer ? NULL : err);
    free(answer);
    return v;
}

/* ---------------------------------------------------------------------------------------------
 * Installing the globals
 * ------------------------------------------------------------------------------------------- */

static void binding_free(host_binding *b) {
    if (b == NULL) return;
    for (size_t i = 0; i < b->nlive; i++) {
        free(b->live[i].input);
        free(b->live[i].answer);
    }
    free(b->live);
    for (size_t i = 0; i < b->nfns; i++) {
        cJSON_Delete(b->fns[i].schema);
        cJSON_Delete(b->fns[i].out_schema);
    }
    free(b->fns);
    if (b->queue) {
        sx_host_queue_close(b->queue);
        sx_host_queue_release(b->queue);
    }
    free(b);
}

void sx_host_uninstall(sx_vm *vm) {
    binding_free(vm->host);
    vm->host = NULL;
}

/* Check one collection's names and parse its schemas into b. False: message in err. */
static bool add_collection_fns(sx_vm *vm, host_binding *b, const secexec_host_collection *c, bool restoring, char *err,
                               size_t n) {
    if (!sx_is_identifier(c->name))
        return snprintf(err, n, "host collection name \"%s\" is not an identifier", c->name ? c->name : ""), false;
    sx_string *key = sx_atom(vm, c->name);
    if (key == NULL) return false;
    if (!restoring && sx_object_find(vm, vm->realm.global, key) != NULL)
        return snprintf(err, n, "host collection \"%s\" would shadow a global of the same name", c->name), false;
    if (c->function_count > SECEXEC_MAX_HOST_FUNCTIONS)
        return snprintf(err, n, "host collection \"%s\" has too many functions (%zu, limit %d)", c->name,
                        c->function_count, SECEXEC_MAX_HOST_FUNCTIONS),
               false;
    for (size_t i = 0; i < c->function_count; i++) {
        const secexec_host_function *fn = &c->functions[i];
        if (!sx_is_identifier(fn->name))
            return snprintf(err, n, "host function name \"%s.%s\" is not an identifier", c->name,
                            fn->name ? fn->name : ""),
                   false;
        for (size_t j = 0; j < i; j++)
            if (strcmp(c->functions[j].name, fn->name) == 0)
                return snprintf(err, n, "host function \"%s.%s\" is defined twice", c->name, fn->name), false;
        host_fn *f = &b->fns[b->nfns++];
        *f = (host_fn){.fn = fn, .collection = c->name};
        snprintf(f->label, sizeof f->label, "%s.%s", c->name, fn->name);
        if (fn->input_schema != NULL && (f->schema = cJSON_Parse(fn->input_schema)) == NULL)
            return snprintf(err, n, "%s: input_schema is not valid JSON", f->label), false;
        if (fn->output_schema != NULL && (f->out_schema = cJSON_Parse(fn->output_schema)) == NULL)
            return snprintf(err, n, "%s: output_schema is not valid JSON", f->label), false;
    }
    return true;
}

/* A frozen object: no new properties, every property read-only and not configurable. */
static void freeze(sx_object *o) {
    o->oflags = (uint16_t)((o->oflags | SX_OBJ_FROZEN | SX_OBJ_SEALED) & ~SX_OBJ_EXTENSIBLE);
    for (uint32_t i = 0; i < o->nprops; i++) o->props[i].flags &= SX_PROP_ENUMERABLE;
}

/* Define the global object of one collection; first is the index of its first function in b. */
static bool define_collection(sx_vm *vm, const secexec_host_collection *c, size_t first) {
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (o == NULL) return false;
    sx_string *key = sx_atom(vm, c->name);
    if (key == NULL || !sx_object_define(vm, vm->realm.global, key, sx_from_object(o), SX_PROP_ENUMERABLE))
        return false;
    for (size_t i = 0; i < c->function_count; i++) {
        bool py = vm->lang == &sx_py_lang;
        sx_object *f = sx_native_new(vm, c->functions[i].name, py ? py_host_native : host_function_native, 1);
        sx_string *name = f ? sx_atom(vm, c->functions[i].name) : NULL;
        if (name == NULL) return false;
        f->u.native.magic = (int16_t)(first + i);
        freeze(f);
        if (!sx_object_define(vm, o, name, sx_from_object(f), SX_PROP_ENUMERABLE)) return false;
    }
    freeze(o);
    return true;
}

static host_binding *binding_new(const secexec_options *o, size_t nfns) {
    host_binding *b = calloc(1, sizeof *b);
    if (b == NULL) return NULL;
    b->fns = calloc(nfns ? nfns : 1, sizeof *b->fns);
    b->queue = sx_host_queue_new();
    b->call_timeout_ms = o->host_call_timeout_ms ? o->host_call_timeout_ms : 30000;
    b->max_calls = o->max_host_calls ? o->max_host_calls : 1000;
    b->max_payload = o->max_host_payload_bytes ? o->max_host_payload_bytes : (1u << 20);
    if (b->fns == NULL || b->queue == NULL) {
        binding_free(b);
        return NULL;
    }
    return b;
}

bool sx_host_install(sx_vm *vm, const secexec_options *o, char *err, size_t errsize) {
    err[0] = 0;
    size_t n = o->host_collections ? o->host_collection_count : 0, nfns = 0;
    if (n == 0) return true;
    if (n > SECEXEC_MAX_HOST_COLLECTIONS)
        return snprintf(err, errsize, "too many host collections (%zu, limit %d)", n, SECEXEC_MAX_HOST_COLLECTIONS),
               false;
    for (size_t i = 0; i < n; i++) nfns += o->host_collections[i].function_count;
    host_binding *b = binding_new(o, nfns);
    if (b == NULL) return snprintf(err, errsize, "host out of memory"), false;
    vm->host = b;
    if (vm->lang != &sx_py_lang && (sx_realm(vm)->host_calls = sx_array_new(vm, 16)) == NULL) return false;
    for (size_t i = 0; i < n; i++) {
        size_t first = b->nfns;
        if (!add_collection_fns(vm, b, &o->host_collections[i], false, err, errsize)) return false;
        if (!define_collection(vm, &o->host_collections[i], first)) return false;
    }
    return true;
}

/* ---------------------------------------------------------------------------------------------
 * Snapshots (api/snapshot.c): the host side of a suspended run
 * ------------------------------------------------------------------------------------------- */

sx_native_fn sx_host_native(void) { return host_function_native; }

/* A budget suspension: every answer already in the queue is kept for the resume (delivered then
 * in the order it came), every call still unanswered becomes pending (its handler's answer, if it
 * ever comes, is dropped). */
void sx_host_freeze(sx_vm *vm) {
    host_binding *b = vm->host;
    if (b == NULL) return;
    sx_host_event ev;
    while (sx_host_queue_take(b->queue, 0, &ev)) {
        live_call *l = live_find(b, ev.id);
        if (l == NULL || ev.status == SX_HOST_SUSPEND) {
            if (l != NULL) l->suspended = true;
            free(ev.text);
            continue;
        }
        l->answered = true;
        l->status = ev.status;
        l->answer = ev.text ? ev.text : strdup("");
        l->seq = ++b->answer_seq;
    }
    for (size_t i = 0; i < b->nlive; i++)
        if (!b->live[i].answered) b->live[i].suspended = true;
}

static void add_call_fields(cJSON *o, const host_binding *b, const live_call *l) {
    const host_fn *f = &b->fns[l->fn];
    cJSON_AddNumberToObject(o, "id", (double)l->id);
    cJSON_AddStringToObject(o, "collection", f->collection);
    cJSON_AddStringToObject(o, "function", f->fn->name);
}

/* The calls waiting for an answer: [{id, collection, function, input}] (malloc'ed JSON). */
char *sx_host_pending_json(sx_vm *vm) {
    host_binding *b = vm->host;
    cJSON *a = cJSON_CreateArray();
    for (size_t i = 0; a && b && i < b->nlive; i++) {
        const live_call *l = &b->live[i];
        if (l->answered) continue;
        cJSON *o = cJSON_CreateObject();
        if (o == NULL) break;
        add_call_fields(o, b, l);
        cJSON *in = cJSON_CreateRaw(l->input);
        if (in) cJSON_AddItemToObject(o, "input", in);
        cJSON_AddItemToArray(a, o);
    }
    char *text = a ? cJSON_PrintUnformatted(a) : NULL;
    cJSON_Delete(a);
    return text;
}

/* What a resume needs of the host binding, as JSON (into state). */
bool sx_host_save(sx_vm *vm, cJSON *state) {
    host_binding *b = vm->host;
    if (b == NULL) return true;
    cJSON *fns = cJSON_AddArrayToObject(state, "hostFunctions");
    for (size_t i = 0; fns && i < b->nfns; i++) cJSON_AddItemToArray(fns, cJSON_CreateString(b->fns[i].label));
    cJSON_AddNumberToObject(state, "hostCalls", b->calls);
    cJSON_AddNumberToObject(state, "nextCallId", (double)sx_host_queue_next_id(b->queue));
    cJSON *live = cJSON_AddArrayToObject(state, "liveCalls");
    for (size_t i = 0; live && i < b->nlive; i++) {
        const live_call *l = &b->live[i];
        cJSON *o = cJSON_CreateObject();
        if (o == NULL) return false;
        cJSON_AddNumberToObject(o, "id", (double)l->id);
        cJSON_AddNumberToObject(o, "tag", l->tag);
        cJSON_AddNumberToObject(o, "fn", l->fn);
        cJSON_AddStringToObject(o, "input", l->input);
        if (l->answered) {
            cJSON_AddNumberToObject(o, "status", l->status);
            cJSON_AddStringToObject(o, "answer", l->answer);
            cJSON_AddNumberToObject(o, "seq", (double)l->seq);
        }
        cJSON_AddItemToArray(live, o);
    }
    return fns != NULL && live != NULL;
}

static bool get_uint(const cJSON *o, const char *key, double max, uint64_t *out) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= 0 && v->valuedouble <= max) ||
        v->valuedouble != (uint64_t)v->valuedouble)
        return false;
    *out = (uint64_t)v->valuedouble;
    return true;
}

/* Check one live call of a snapshot against the restored heap and add it. */
static bool restore_call(sx_vm *vm, host_binding *b, const cJSON *o, uint64_t next_id, char *err, size_t n) {
    uint64_t id, tag, fn, status = 0, seq = 0;
    const cJSON *input = cJSON_GetObjectItemCaseSensitive(o, "input");
    const cJSON *ans = cJSON_GetObjectItemCaseSensitive(o, "answer");
    sx_object *calls = sx_realm(vm)->host_calls;
    if (!get_uint(o, "id", 9e15, &id) || id == 0 || id >= next_id || !get_uint(o, "tag", 4e9, &tag) ||
        !get_uint(o, "fn", 4e9, &fn) || fn >= b->nfns || !cJSON_IsString(input) || calls == NULL ||
        calls->cls != SX_CLASS_ARRAY || tag >= calls->u.array.len / 2 || live_find(b, id) != NULL ||
        (ans != NULL &&
         (!cJSON_IsString(ans) || !get_uint(o, "status", SX_HOST_TIMEOUT, &status) || !get_uint(o, "seq", 9e15, &seq))))
        return snprintf(err, n, "snapshot is corrupt: a pending host call is malformed"), false;
    sx_value p = calls->u.array.items[2 * tag], f = calls->u.array.items[2 * tag + 1];
    if (!sx_is_object(p) || sx_as_object(p)->cls != SX_CLASS_PROMISE || !sx_is_number(f) ||
        sx_to_double(f) != (double)fn)
        return snprintf(err, n, "snapshot is corrupt: a pending host call has no promise"), false;
    if (!live_add(b, id, (uint32_t)tag, fn, input->valuestring, ans == NULL))
        return snprintf(err, n, "host out of memory"), false;
    if (ans != NULL) {
        live_call *l = &b->live[b->nlive - 1];
        l->answered = true;
        l->status = (sx_host_status)status;
        l->seq = seq;
        if ((l->answer = strdup(ans->valuestring)) == NULL) return snprintf(err, n, "host out of memory"), false;
    }
    return true;
}

/* Post the answers a budget suspension kept, in the order they came. */
static bool repost_kept(host_binding *b) {
    for (;;) {
        live_call *next = NULL;
        for (size_t i = 0; i < b->nlive; i++)
            if (b->live[i].answered && (next == NULL || b->live[i].seq < next->seq)) next = &b->live[i];
        if (next == NULL) return true;
        next->answered = false;
        if (!sx_host_queue_add_id(b->queue, next->id, next->tag) ||
            !sx_host_queue_post(b->queue, next->id, next->status, next->answer, strlen(next->answer)))
            return false;
        free(next->answer);
        next->answer = NULL;
    }
}

/* A resumed run's host binding: the options' functions (the same, by name, as the snapshot's; the
 * globals are in the restored heap already) and the calls in flight. False: message in err. */
bool sx_host_restore(sx_vm *vm, const secexec_options *o, const cJSON *state, char *err, size_t n) {
    const cJSON *fns = cJSON_GetObjectItemCaseSensitive(state, "hostFunctions");
    size_t nc = o->host_collections ? o->host_collection_count : 0, nfns = 0;
    if (fns == NULL) {
        if (nc > 0) return snprintf(err, n, "resume: the snapshot's run had no host functions"), false;
        return true;
    }
    if (nc > SECEXEC_MAX_HOST_COLLECTIONS)
        return snprintf(err, n, "too many host collections (%zu, limit %d)", nc, SECEXEC_MAX_HOST_COLLECTIONS), false;
    for (size_t i = 0; i < nc; i++) nfns += o->host_collections[i].function_count;
    host_binding *b = binding_new(o, nfns);
    if (b == NULL) return snprintf(err, n, "host out of memory"), false;
    vm->host = b;
    for (size_t i = 0; i < nc; i++)
        if (!add_collection_fns(vm, b, &o->host_collections[i], true, err, n)) return false;
    bool same = cJSON_IsArray(fns) && (size_t)cJSON_GetArraySize(fns) == b->nfns;
    for (size_t i = 0; same && i < b->nfns; i++) {
        const cJSON *label = cJSON_GetArrayItem(fns, (int)i);
        same = cJSON_IsString(label) && strcmp(label->valuestring, b->fns[i].label) == 0;
    }
    if (!same)
        return snprintf(err, n,
                        "resume: the host functions differ from the suspended run's (give the same "
                        "collections and functions, in the same order)"),
               false;
    uint64_t calls, next_id;
    const cJSON *live = cJSON_GetObjectItemCaseSensitive(state, "liveCalls");
    if (!get_uint(state, "hostCalls", 4e9, &calls) || !get_uint(state, "nextCallId", 9e15, &next_id) || next_id == 0 ||
        !cJSON_IsArray(live))
        return snprintf(err, n, "snapshot is corrupt: its host state is malformed"), false;
    b->calls = (uint32_t)calls;
    sx_host_queue_set_next_id(b->queue, next_id);
    const cJSON *c;
    cJSON_ArrayForEach(c, live) if (!restore_call(vm, b, c, next_id, err, n)) return false;
    if (!repost_kept(b)) return snprintf(err, n, "host out of memory"), false;
    return true;
}

/* The host's answer to pending call id (result_json, or error when it is NULL): delivered when the
 * resumed run next waits for host calls. False: message in err (no such pending call). */
bool sx_host_answer(sx_vm *vm, uint64_t id, const char *result_json, const char *error, char *err, size_t n) {
    host_binding *b = vm->host;
    live_call *l = b ? live_find(b, id) : NULL;
    if (l == NULL || !l->suspended)
        return snprintf(err, n, "resume: no pending host call has id %llu", (unsigned long long)id), false;
    l->suspended = false;
    if (!sx_host_queue_add_id(b->queue, id, l->tag)) return snprintf(err, n, "host out of memory"), false;
    secexec_host_call *call = calloc(1, sizeof *call);
    if (call == NULL) return snprintf(err, n, "host out of memory"), false;
    sx_host_queue_retain(b->queue);
    *call = (secexec_host_call){.queue = b->queue, .id = id, .max_payload = b->max_payload};
    memcpy(call->label, b->fns[l->fn].label, sizeof call->label);
    if (result_json != NULL) secexec_host_call_resolve(call, result_json);
    else secexec_host_call_reject(call, error ? error : "");
    return true;
}
