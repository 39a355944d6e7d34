/* vm.c - the public API of persistent VMs: one VM, many calls, top-level bindings kept (REPL contexts). */
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>
#include <stdio.h>

#include "api/machine.h"
#include "api/snapshot.h"
#include "api/run.h"
#include "api/session.h"
#include "api/tape.h"
#include "secexec.h"

struct secexec_vm {
    sx_vm *vm;
    secexec_options opts; /* copied at creation; the strings below are the VM's own copies */
    char *inputs_json;
    char *filename;
    bool inputs_installed;    /* `inputs` is defined (by the first call that got that far) */
    bool seeded;              /* Math.random was seeded (by the first call) */
    uint64_t chain;           /* options.record: the trace's hash chain runs across the calls */
    uint64_t calls;           /* calls made (the session's close event counts them) */
    struct sx_replay *replay; /* replaying a recorded session (api/replay.c), else NULL */
    secexec_machine *machine; /* a context's machine (its files), NULL for a lone secexec_vm */
    struct secexec_vm *next;  /* the machine's list of contexts (api/machine.c) */
    uint64_t id;              /* a context's number in its machine's session events */
};

void sx_api_vm_replay(secexec_vm *v, struct sx_replay *rp) { v->replay = rp; }

static char *copy_text(const char *s, bool *failed) {
    if (s == NULL) return NULL;
    char *c = strdup(s);
    if (c == NULL) *failed = true;
    return c;
}

/* A fresh sx_vm for v (first use or reset). False: out of memory. */
static bool make_vm(secexec_vm *v) {
    uint64_t timeout_ms;
    sx_limits limits = sx_api_limits(&v->opts, &timeout_ms);
    v->vm = sx_vm_new(&limits);
    v->inputs_installed = false;
    v->seeded = false;
    return v->vm != NULL;
}

secexec_vm *secexec_vm_new(const secexec_options *opts) {
    secexec_vm *v = calloc(1, sizeof *v);
    if (v == NULL) return NULL;
    if (opts != NULL) v->opts = *opts;
    else secexec_options_init(&v->opts);
    bool failed = false;
    v->inputs_json = copy_text(v->opts.inputs_json, &failed);
    v->filename = copy_text(v->opts.filename, &failed);
    v->opts.inputs_json = v->inputs_json;
    v->opts.filename = v->filename;
    if (failed || !make_vm(v)) {
        secexec_vm_free(v);
        return NULL;
    }
    return v;
}

/* Contexts: a secexec_vm that belongs to a machine (its list is api/machine.c's). */
secexec_vm *sx_context_new(secexec_machine *m, const secexec_options *opts, uint64_t id) {
    secexec_vm *v = secexec_vm_new(opts);
    if (v != NULL) v->machine = m, v->id = id;
    return v;
}
uint64_t sx_context_id(const secexec_vm *v) { return v->id; }
secexec_vm **sx_context_next(secexec_vm *v) { return &v->next; }
secexec_machine *sx_context_machine(const secexec_vm *v) { return v->machine; }

bool secexec_context_reset(secexec_vm *v) {
    if (v == NULL) return false;
    sx_session *s = sx_machine_session(v->machine);
    sx_session_lock(s);
    sx_vm_free(v->vm);
    bool ok = make_vm(v);
    if (v->machine != NULL) sx_machine_context_event(v->machine, "reset", v->id, ok);
    sx_session_unlock(s);
    return ok;
}

void sx_context_dispose(secexec_vm *v) {
    if (v == NULL) return;
    /* a context's calls are part of its machine's session, which closes it (api/session.c) */
    if (v->calls > 0 && v->machine == NULL)
        sx_tape_close(v->opts.record, v->opts.record_user_data, v->replay, &v->chain, v->calls);
    sx_vm_free(v->vm);
    free(v->inputs_json);
    free(v->filename);
    free(v);
}

void secexec_vm_free(secexec_vm *v) {
    if (v != NULL && v->machine != NULL) secexec_context_free(v); /* unlinks it from its machine */
    else sx_context_dispose(v);
}

size_t secexec_vm_memory(const secexec_vm *v) { return v && v->vm ? v->vm->mem.used : 0; }

/* What the previous call may have left behind: its queues, its failure, its counters. */
static void begin_call(sx_vm *vm) {
    vm->has_exception = false;
    vm->exception = SX_UNDEFINED;
    vm->abort = SX_ABORT_NONE;
    vm->mem.failed = false;
    vm->mem.peak = vm->mem.used; /* the peak reported is this call's */
    vm->instructions = 0;
    vm->budget_end = 0; /* the first instruction sets up the budget and the clock checks */
    sx_realm(vm)->jobs->u.array.len = 0;
    sx_js_state(vm)->jobs_head = 0;
    sx_realm(vm)->unhandled->u.array.len = 0;
    sx_realm(vm)->host_calls = NULL;
    vm->out = (sx_outbuf){0};
    vm->err = (sx_outbuf){0};
}

/* Every run unwinds completely, whatever stopped it; if it ever did not, the VM is not reused.
 * With no frame left no register is live (a resumed async call may leave stack_top raised). */
static bool unwound(sx_vm *vm) {
    if (vm->nframes != 0 || vm->nhandlers != 0 || vm->ntemps != 0 || vm->open_upvals != NULL || vm->native_depth != 0)
        return false;
    vm->stack_top = 0;
    sx_vm_trim(vm); /* an idle VM keeps only its heap */
    return true;
}

/* Every call defines the host collections' globals (api/host.c, which refuses to shadow an
 * existing global): take them away after the call. Names are compared in place, so that this
 * allocates nothing even in a VM at its memory limit. */
static void remove_host_globals(sx_vm *vm, const secexec_options *o) {
    sx_object *global = vm->realm.global;
    for (size_t c = 0; o->host_collections != NULL && c < o->host_collection_count; c++) {
        const char *name = o->host_collections[c].name;
        size_t len = name ? strlen(name) : 0;
        for (uint32_t i = 0; name != NULL && len < 256 && i < global->nprops; i++) {
            char text[256];
            sx_string *key = global->props[i].key;
            if (key == NULL) continue; /* a hole left by delete */
            if (sx_string_to_utf8(key, text, sizeof text) == len && memcmp(text, name, len) == 0) {
                sx_object_remove(vm, global, key);
                break;
            }
        }
    }
}

/* One call; the call options (may be NULL) give it its own cancel handle and output sink. */
static secexec_result *call_c(secexec_vm *v, const char *src, size_t len, bool evaluate,
                              const secexec_call_options *co) {
    uint64_t start = sx_clock_ns();
    if (v == NULL || v->vm == NULL)
        return sx_api_internal_result("This VM was disposed after an internal error", start);
    sx_session *s = sx_machine_session(v->machine); /* a context of a recorded (or replayed) machine */
    sx_session_lock(s);
    begin_call(v->vm);
    secexec_options o = v->opts;
    if (co != NULL && co->cancel != NULL) o.cancel = co->cancel;
    if (co != NULL) o.output = co->output, o.output_user_data = co->output_user_data;
    sx_api_call c = {
        .opts = &o,
        .evaluate = evaluate,
        .persistent = true,
        .inputs_json = v->inputs_installed ? NULL : v->inputs_json,
        .inputs_installed = &v->inputs_installed,
        .keep_random = v->seeded,
        .replay = s ? sx_session_replay(s) : v->replay,
        .chain = s ? sx_session_chain(s) : &v->chain,
        .session_call = s ? (evaluate ? "context.evaluate" : "context.execute") : NULL,
        .session_id = v->id,
        .fs = v->machine ? sx_machine_vfs(v->machine) : NULL,
        .prelude = v->machine ? sx_machine_prelude(v->machine) : NULL,
    };
    v->seeded = true;
    v->calls++;
    sx_session_run(s, v->vm);
    secexec_result *r = sx_api_run_in(v->vm, src, len, &c, start);
    sx_session_run(s, NULL);
    remove_host_globals(v->vm, &v->opts);
    if (!unwound(v->vm)) { /* a bug: refuse further calls rather than run on a broken state */
        sx_vm_free(v->vm);
        v->vm = NULL;
    }
    sx_session_unlock(s);
    return sx_api_finish(r, start);
}

static secexec_result *call(secexec_vm *v, const char *src, size_t len, bool evaluate) {
    return call_c(v, src, len, evaluate, NULL);
}

secexec_result *secexec_context_run_cancellable(secexec_vm *v, const char *s, size_t n, bool evaluate,
                                                secexec_cancel *cancel) {
    secexec_call_options co = {.cancel = cancel};
    return call_c(v, s, n, evaluate, &co);
}

secexec_result *secexec_context_run_with(secexec_vm *v, const char *s, size_t n, bool evaluate,
                                         const secexec_call_options *co) {
    return call_c(v, s, n, evaluate, co);
}

secexec_result *secexec_vm_evaluate_n(secexec_vm *v, const char *s, size_t n) { return call(v, s, n, true); }
secexec_result *secexec_vm_execute_n(secexec_vm *v, const char *s, size_t n) { return call(v, s, n, false); }
secexec_result *secexec_vm_evaluate(secexec_vm *v, const char *s) { return call(v, s, s ? strlen(s) : 0, true); }
secexec_result *secexec_vm_execute(secexec_vm *v, const char *s) { return call(v, s, s ? strlen(s) : 0, false); }

secexec_result *secexec_context_evaluate(secexec_vm *v, const char *s, size_t n) { return call(v, s, n, true); }
secexec_result *secexec_context_execute(secexec_vm *v, const char *s, size_t n) { return call(v, s, n, false); }

/* ---------------------------------------------------------------------------------------------
 * Hibernation (snapshots, api/snapshot.c): an idle VM's whole state as bytes, and back
 * ------------------------------------------------------------------------------------------- */

/* An idle VM's state sealed (with key's snapshot key; key may be NULL): a lone VM's, or one of a
 * machine's contexts (api/machine_snapshot.c seals the whole machine again). */
bool sx_context_save(secexec_vm *v, const secexec_options *key, unsigned char **out, size_t *len, char *err,
                     size_t errsize) {
    *out = NULL;
    *len = 0;
    if (v == NULL || v->vm == NULL) return snprintf(err, errsize, "this VM was disposed"), false;
    if (v->replay != NULL || v->opts.record != NULL)
        return snprintf(err, errsize, "a recorded or replayed VM cannot be saved"), false;
    cJSON *state = cJSON_CreateObject();
    if (state == NULL) return snprintf(err, errsize, "host out of memory"), false;
    cJSON_AddStringToObject(state, "kind", "vm");
    cJSON_AddBoolToObject(state, "inputsInstalled", v->inputs_installed);
    cJSON_AddBoolToObject(state, "seeded", v->seeded);
    cJSON_AddNumberToObject(state, "calls", (double)v->calls);
    char *text = cJSON_PrintUnformatted(state);
    cJSON_Delete(state);
    secexec_options k = v->opts;
    k.snapshot_key = key ? key->snapshot_key : NULL;
    k.snapshot_key_len = key ? key->snapshot_key_len : 0;
    bool ok = text != NULL && sx_api_snapshot_write(v->vm, NULL, 0, text, &k, out, len, err, errsize);
    if (text == NULL) snprintf(err, errsize, "host out of memory");
    free(text);
    return ok;
}

bool secexec_vm_save(secexec_vm *v, const secexec_options *opts, unsigned char **out, size_t *len, char *err,
                     size_t errsize) {
    if (v != NULL && v->machine != NULL) {
        *out = NULL;
        *len = 0;
        return snprintf(err, errsize,
                        "a machine's context is saved with its machine (its files): use secexec_machine_hibernate"),
               false;
    }
    return sx_context_save(v, opts, out, len, err, errsize);
}

bool sx_context_load(secexec_vm *v, const unsigned char *bytes, size_t len, const secexec_options *key, char *err,
                     size_t errsize) {
    const uint8_t *payload, *st;
    size_t plen, stlen;
    uint32_t nroots;
    if (!sx_api_snapshot_open(bytes, len, key, &payload, &plen, err, errsize)) return false;
    uint64_t timeout_ms;
    sx_limits limits = sx_api_limits(&v->opts, &timeout_ms);
    sx_vm *vm = sx_api_snapshot_load(payload, plen, &limits, NULL, 0, &nroots, &st, &stlen, err, errsize);
    cJSON *state = vm ? cJSON_ParseWithLength((const char *)st, stlen) : NULL;
    const cJSON *kind = cJSON_GetObjectItemCaseSensitive(state, "kind");
    const cJSON *calls = cJSON_GetObjectItemCaseSensitive(state, "calls");
    bool ok = vm != NULL && cJSON_IsString(kind) && strcmp(kind->valuestring, "vm") == 0 && cJSON_IsNumber(calls) &&
              calls->valuedouble >= 0 && calls->valuedouble <= 9e15 && vm->nframes == 0;
    if (vm != NULL && !ok)
        snprintf(err, errsize,
                 cJSON_GetObjectItemCaseSensitive(state, "phase") != NULL
                     ? "this snapshot is of a suspended run: continue it with secexec_resume"
                     : "snapshot is corrupt: its VM state is malformed");
    if (ok) {
        sx_vm_free(v->vm);
        v->vm = vm;
        v->inputs_installed = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(state, "inputsInstalled"));
        v->seeded = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(state, "seeded"));
        v->calls = (uint64_t)calls->valuedouble;
        vm->instructions = 0;
    } else {
        sx_vm_free(vm);
    }
    cJSON_Delete(state);
    return ok;
}

secexec_vm *secexec_vm_restore(const unsigned char *bytes, size_t len, const secexec_options *opts, char *err,
                               size_t errsize) {
    secexec_options defaults;
    opts = sx_api_options_or_defaults(opts, &defaults);
    secexec_vm *v = secexec_vm_new(opts); /* the options and their copies; its fresh VM is replaced */
    if (v == NULL) return snprintf(err, errsize, "host out of memory"), NULL;
    if (!sx_context_load(v, bytes, len, opts, err, errsize)) {
        secexec_vm_free(v);
        return NULL;
    }
    return v;
}
