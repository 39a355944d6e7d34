/* tape.c - record, replay and audit: a run's events (docs/replay.md) as JSON lines in an xxHash chain. */
#include <cJSON.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "api/observe.h"
#include "api/tape.h"
#include "runtime/heaphash.h"

/*
 * Every event is one JSON object. Recording appends ,"h":"<16 hex digits>" to it: the XXH64 of
 * the object's text without that member (its "body"), seeded with the previous line's hash, so
 * changing, dropping or reordering any line breaks the chain from there on, and a trace that
 * does not end with its "end" event was cut short. A replay produces the same bodies from its
 * own run and compares them one by one with the recorded ones.
 * The tape's memory is the host's (it records, it does not run guest code).
 */

typedef struct tape {
    secexec_sink record, audit;
    void *record_ud, *audit_ud;
    sx_replay *replay;
    uint64_t own_chain, *chain;        /* a persistent VM's chain runs across its calls */
    const struct sx_replay_stop *stop; /* replaying a run the wall clock or a cancel stopped */
    size_t events;
    void (*chained_output)(sx_vm *vm, bool to_stderr, const char *data, size_t len);
} tape;

uint64_t sx_tape_chain(const char *body, size_t len, uint64_t prev) { return XXH64(body, len, prev); }

static char *dup_text(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d != NULL) memcpy(d, s, n);
    return d;
}

/* Compare one replayed body with the recorded one at the same index. */
static void compare(sx_replay *rp, const char *body) {
    size_t at = rp->next++;
    if (rp->diverged) return;
    if (at < rp->nevents && strcmp(rp->events[at], body) == 0) return;
    rp->diverged = true;
    rp->diverged_at = at;
    rp->recorded_event = at < rp->nevents ? dup_text(rp->events[at]) : NULL;
    rp->replayed_event = dup_text(body);
}

/* Send one event: to the record sink with its chain hash, to the replay's comparison. */
static void emit(tape *t, cJSON *ev) {
    char *body = cJSON_PrintUnformatted(ev);
    cJSON_Delete(ev);
    if (body == NULL) return;
    size_t len = strlen(body);
    *t->chain = sx_tape_chain(body, len, *t->chain);
    t->events++;
    if (t->record != NULL) {
        char *line = malloc(len + 32);
        if (line != NULL) {
            memcpy(line, body, len - 1); /* without the closing brace */
            int n = snprintf(line + len - 1, 33, ",\"h\":\"%016" PRIx64 "\"}", *t->chain);
            t->record(t->record_ud, line, len - 1 + (size_t)n);
            free(line);
        }
    }
    if (t->replay != NULL) compare(t->replay, body);
    free(body);
}

static cJSON *event(const char *name) {
    cJSON *ev = cJSON_CreateObject();
    if (ev != NULL) cJSON_AddStringToObject(ev, "event", name);
    return ev;
}

/* Where the guest is: instruction count and source position (of the innermost guest frame). */
static void add_position(cJSON *ev, const sx_vm *vm) {
    cJSON_AddNumberToObject(ev, "instructions", (double)vm->instructions);
    char fn[96];
    uint32_t line, col;
    if (!sx_observe_position(vm, fn, sizeof fn, &line, &col)) return;
    cJSON_AddStringToObject(ev, "function", fn);
    cJSON_AddNumberToObject(ev, "line", line);
    cJSON_AddNumberToObject(ev, "column", col);
}

static char *hex64(uint64_t v, char buf[17]) {
    snprintf(buf, 17, "%016" PRIx64, v);
    return buf;
}

/* A string that may hold any bytes. cJSON's strings end at a NUL byte, so a text holding NULs
 * is written as an array of the pieces between them (sx_tape_join puts them back together). */
static void add_text(cJSON *ev, const char *key, const char *text, size_t len) {
    char *copy = malloc(len + 1);
    if (copy == NULL) return;
    memcpy(copy, text, len);
    copy[len] = 0;
    if (memchr(copy, 0, len) == NULL) {
        cJSON_AddStringToObject(ev, key, copy);
        free(copy);
        return;
    }
    cJSON *parts = cJSON_AddArrayToObject(ev, key);
    for (size_t at = 0; at <= len; at += strlen(copy + at) + 1)
        cJSON_AddItemToArray(parts, cJSON_CreateString(copy + at));
    free(copy);
}

char *sx_tape_join(const cJSON *text, size_t *len) {
    if (cJSON_IsString(text)) {
        *len = strlen(text->valuestring);
        return strdup(text->valuestring);
    }
    if (!cJSON_IsArray(text) || cJSON_GetArraySize(text) < 2) return NULL; /* one piece would be a string */
    size_t n = 0;
    const cJSON *part;
    cJSON_ArrayForEach(part, text) {
        if (!cJSON_IsString(part)) return NULL;
        n += strlen(part->valuestring) + 1;
    }
    char *out = malloc(n);
    if (out == NULL) return NULL;
    size_t at = 0;
    cJSON_ArrayForEach(part, text) {
        size_t k = strlen(part->valuestring);
        memcpy(out + at, part->valuestring, k + 1); /* its NUL: the separator, or the terminator */
        at += k + 1;
    }
    *len = n - 1;
    return out;
}

void sx_tape_emit(secexec_sink record, void *record_ud, sx_replay *replay, uint64_t *chain, cJSON *ev) {
    if (record == NULL && replay == NULL) return cJSON_Delete(ev);
    tape t = {.record = record, .record_ud = record_ud, .replay = replay, .chain = chain};
    emit(&t, ev);
}

void sx_tape_close(secexec_sink record, void *record_ud, sx_replay *replay, uint64_t *chain, uint64_t calls) {
    if (record == NULL && replay == NULL) return;
    cJSON *ev = event("close");
    cJSON_AddNumberToObject(ev, "calls", (double)calls);
    sx_tape_emit(record, record_ud, replay, chain, ev);
}

void sx_tape_add_position(cJSON *ev, const sx_vm *vm) { add_position(ev, vm); }
void sx_tape_add_text(cJSON *ev, const char *key, const char *text, size_t len) { add_text(ev, key, text, len); }

static cJSON *host_json(const secexec_options *o, size_t ncolls) {
    cJSON *arr = cJSON_CreateArray();
    for (size_t c = 0; o->host_collections != NULL && c < ncolls; c++) {
        const secexec_host_collection *hc = &o->host_collections[c];
        cJSON *col = cJSON_CreateObject();
        cJSON_AddStringToObject(col, "name", hc->name ? hc->name : "");
        cJSON *fns = cJSON_AddArrayToObject(col, "functions");
        for (size_t f = 0; hc->functions != NULL && f < hc->function_count; f++) {
            cJSON *fn = cJSON_CreateObject();
            cJSON_AddStringToObject(fn, "name", hc->functions[f].name ? hc->functions[f].name : "");
            if (hc->functions[f].input_schema)
                cJSON_AddStringToObject(fn, "inputSchema", hc->functions[f].input_schema);
            else cJSON_AddNullToObject(fn, "inputSchema");
            cJSON_AddItemToArray(fns, fn);
        }
        cJSON_AddItemToArray(arr, col);
    }
    return arr;
}

void sx_tape_add_options(cJSON *ev, const secexec_options *o, size_t ncolls, const char *inputs_json) {
    uint64_t timeout_ms;
    sx_limits l = sx_api_limits(o, &timeout_ms);
    char hex[17], seed[24];
    cJSON_AddStringToObject(ev, "filename", o->filename ? o->filename : "main.ts");
    cJSON *lim = cJSON_AddObjectToObject(ev, "limits");
    cJSON_AddNumberToObject(lim, "maxInstructions", (double)l.max_instructions);
    cJSON_AddNumberToObject(lim, "maxMemoryBytes", (double)l.max_memory);
    cJSON_AddNumberToObject(lim, "maxStackDepth", l.max_stack_depth);
    cJSON_AddNumberToObject(lim, "maxOutputBytes", (double)l.max_output);
    cJSON_AddNumberToObject(lim, "timeoutMs", (double)timeout_ms);
    cJSON_AddNumberToObject(lim, "hostCallTimeoutMs", (double)o->host_call_timeout_ms);
    cJSON_AddNumberToObject(lim, "maxHostCalls", o->max_host_calls);
    cJSON_AddNumberToObject(lim, "maxHostPayloadBytes", (double)o->max_host_payload_bytes);
    cJSON_AddNumberToObject(ev, "capture", o->capture);
    snprintf(seed, sizeof seed, "%" PRIu64, o->random_seed);
    cJSON_AddStringToObject(ev, "seed", seed);
    cJSON_AddNumberToObject(ev, "clockMs", (double)o->clock_ms);
    cJSON_AddBoolToObject(ev, "hostClock", o->host_clock);
    if (o->script) cJSON_AddBoolToObject(ev, "script", true); /* (absent: a module, as before) */
    if (inputs_json) {
        cJSON_AddStringToObject(ev, "inputs", inputs_json);
        cJSON_AddStringToObject(ev, "inputsHash", hex64(XXH64(inputs_json, strlen(inputs_json), 0), hex));
    } else {
        cJSON_AddNullToObject(ev, "inputs");
    }
    cJSON_AddItemToObject(ev, "host", host_json(o, ncolls));
}

static cJSON *start_event(const sx_api_call *call, const char *src, size_t len) {
    const secexec_options *o = call->opts;
    char hex[17];
    cJSON *ev = event("start");
    cJSON_AddNumberToObject(ev, "version", SX_TAPE_VERSION);
    cJSON_AddStringToObject(ev, "secexec", secexec_version());
    cJSON_AddStringToObject(ev, "mode", call->evaluate ? "evaluate" : "execute");
    cJSON_AddBoolToObject(ev, "session", call->persistent);
    if (call->session_call != NULL) { /* a call of a recorded machine session (api/session.c) */
        cJSON_AddStringToObject(ev, "call", call->session_call);
        if (call->session_id) cJSON_AddNumberToObject(ev, "id", (double)call->session_id);
    }
    cJSON_AddBoolToObject(ev, "continuesRandom", call->keep_random);
    sx_tape_add_options(ev, o, o->host_collections ? o->host_collection_count : 0, call->inputs_json);
    add_text(ev, "source", src, len);
    cJSON_AddStringToObject(ev, "sourceHash", hex64(XXH64(src, len, 0), hex));
    return ev;
}

/* Guest output as it is written: what the stream keeps (output past the limit is dropped). */
static void on_output(sx_vm *vm, bool to_stderr, const char *data, size_t len) {
    tape *t = vm->tape;
    const sx_outbuf *o = to_stderr ? &vm->err : &vm->out;
    size_t room = o->capture && !o->truncated && vm->limits.max_output > o->len ? vm->limits.max_output - o->len : 0;
    size_t kept = len < room ? len : room;
    cJSON *ev = event("output");
    cJSON_AddStringToObject(ev, "stream", to_stderr ? "stderr" : "stdout");
    add_text(ev, "text", data, kept);
    if (kept < len) cJSON_AddNumberToObject(ev, "droppedBytes", (double)(len - kept));
    add_position(ev, vm);
    emit(t, ev);
    if (t->chained_output) t->chained_output(vm, to_stderr, data, len);
}

/* host_clock: every reading of the real clock is an event; a replay gives the recorded values. */
static double on_clock(sx_vm *vm, double now) {
    tape *t = vm->tape;
    sx_replay *rp = t->replay;
    if (rp != NULL && rp->next_clock < rp->nclocks) now = rp->clocks[rp->next_clock++];
    cJSON *ev = event("clock");
    cJSON_AddNumberToObject(ev, "ms", now);
    add_position(ev, vm);
    emit(t, ev);
    return now;
}

void sx_tape_begin(sx_vm *vm, const sx_api_call *call, const char *src, size_t len) {
    vm->tape = NULL;
    const secexec_options *o = call->opts;
    if (o->record == NULL && o->audit == NULL && call->replay == NULL) return;
    tape *t = calloc(1, sizeof *t);
    if (t == NULL) return;
    t->record = o->record;
    t->record_ud = o->record_user_data;
    t->audit = o->audit;
    t->audit_ud = o->audit_user_data;
    t->replay = call->replay;
    t->chain = call->chain ? call->chain : &t->own_chain;
    vm->tape = t;
    if (t->replay != NULL) { /* a new call of a replayed session: its calls are numbered from 1 */
        for (size_t i = 0; i < t->replay->nhandles; i++)
            if (t->replay->handles[i]) secexec_host_call_reject(t->replay->handles[i], "replay: the call ended");
        t->replay->nhandles = 0;
    }
    if (t->record == NULL && t->replay == NULL) return; /* audit only: host calls, nothing else */
    t->chained_output = vm->on_output;
    vm->on_output = on_output;
    if (sx_js_state(vm)->host_clock) vm->on_clock = on_clock;
    for (size_t k = 0; t->replay != NULL && k < t->replay->nstops; k++)
        if (t->replay->stops[k].start == t->replay->next) t->stop = &t->replay->stops[k];
    emit(t, start_event(call, src ? src : "", src ? len : 0));
    if (t->replay != NULL) vm->deadline_ns = 0; /* a replay is bounded by instructions, not by the clock */
    if (t->stop != NULL && t->stop->instructions < vm->limits.max_instructions)
        vm->limits.max_instructions = t->stop->instructions; /* stop where the clock stopped it */
}

sx_abort sx_tape_stop_reason(const sx_vm *vm) {
    const tape *t = vm->tape;
    return t && t->stop ? t->stop->reason : SX_ABORT_INTERNAL;
}

void sx_tape_fix_abort(sx_vm *vm) {
    const tape *t = vm->tape;
    if (t == NULL || t->stop == NULL) return;
    if (vm->abort == SX_ABORT_INSTRUCTIONS && vm->instructions == t->stop->instructions &&
        vm->limits.max_instructions == t->stop->instructions)
        vm->abort = t->stop->reason;
}

static const char *status_name(sx_host_status s) {
    return s == SX_HOST_OK ? "ok" : s == SX_HOST_ERROR ? "error" : "timeout";
}

/* An audit line: the event without the chain. */
static void audit(tape *t, const cJSON *ev) {
    if (t->audit == NULL) return;
    char *text = cJSON_PrintUnformatted(ev);
    if (text != NULL) t->audit(t->audit_ud, text, strlen(text));
    free(text);
}

void sx_tape_host_call(sx_vm *vm, uint64_t call, const char *label, const char *input, const char *verdict) {
    tape *t = vm->tape;
    if (t == NULL) return;
    cJSON *ev = event("host_call");
    if (call) cJSON_AddNumberToObject(ev, "call", (double)call);
    cJSON_AddStringToObject(ev, "fn", label);
    if (input) cJSON_AddStringToObject(ev, "input", input);
    cJSON_AddStringToObject(ev, "verdict", verdict);
    add_position(ev, vm);
    audit(t, ev);
    if (t->record || t->replay) emit(t, ev);
    else cJSON_Delete(ev);
}

void sx_tape_host_answer(sx_vm *vm, uint64_t call, sx_host_status status, const char *text, size_t len) {
    tape *t = vm->tape;
    if (t == NULL) return;
    cJSON *ev = event("host_answer");
    cJSON_AddNumberToObject(ev, "call", (double)call);
    cJSON_AddStringToObject(ev, "status", status_name(status));
    if (text) add_text(ev, "text", text, len);
    cJSON_AddNumberToObject(ev, "instructions", (double)vm->instructions);
    audit(t, ev);
    if (t->record || t->replay) emit(t, ev);
    else cJSON_Delete(ev);
}

void sx_tape_timer(sx_vm *vm, double id, double due, double period, double clock_ms) {
    tape *t = vm->tape;
    if (t == NULL || (t->record == NULL && t->replay == NULL)) return;
    cJSON *ev = event("timer");
    cJSON_AddNumberToObject(ev, "id", id);
    cJSON_AddNumberToObject(ev, "due", due); /* virtual milliseconds since the run began */
    if (period >= 0) cJSON_AddNumberToObject(ev, "interval", period);
    cJSON_AddNumberToObject(ev, "clockMs", clock_ms); /* what Date.now() reads from here on */
    cJSON_AddNumberToObject(ev, "instructions", (double)vm->instructions);
    emit(t, ev);
}

bool sx_tape_replaying(const sx_vm *vm) { return vm->tape != NULL && ((const tape *)vm->tape)->replay != NULL; }

bool sx_tape_next_answer(sx_vm *vm, uint64_t *call, sx_host_status *status, const char **text) {
    sx_replay *rp = ((tape *)vm->tape)->replay;
    if (rp->next_answer >= rp->nanswers) return false;
    const struct sx_replay_answer *a = &rp->answers[rp->next_answer++];
    *call = a->call;
    *status = a->status;
    *text = a->text;
    return true;
}

secexec_host_call *sx_tape_take_handle(sx_vm *vm, uint64_t call) {
    sx_replay *rp = ((tape *)vm->tape)->replay;
    if (call == 0 || call > rp->nhandles) return NULL;
    secexec_host_call *h = rp->handles[call - 1];
    rp->handles[call - 1] = NULL;
    return h;
}

static cJSON *end_event(sx_vm *vm, const secexec_result *r) {
    char hex[17];
    cJSON *ev = event("end");
    cJSON_AddStringToObject(ev, "outcome", r->outcome_str ? r->outcome_str : secexec_outcome_string(r->outcome));
    if (r->has_value && r->value_json) cJSON_AddStringToObject(ev, "value", r->value_json);
    else cJSON_AddNullToObject(ev, "value");
    if (r->has_error) {
        cJSON *e = cJSON_AddObjectToObject(ev, "error");
        cJSON_AddStringToObject(e, "code", r->error.code_str);
        cJSON_AddStringToObject(e, "name", r->error.name);
        cJSON_AddStringToObject(e, "message", r->error.message);
    } else {
        cJSON_AddNullToObject(ev, "error");
    }
    char h[17];
    cJSON_AddStringToObject(ev, "stdoutHash", hex64(XXH64(r->stdout_text, r->stdout_len, 0), h));
    cJSON_AddStringToObject(ev, "stderrHash", hex64(XXH64(r->stderr_text, r->stderr_len, 0), h));
    cJSON_AddNumberToObject(ev, "instructions", (double)r->instructions);
    cJSON_AddNumberToObject(ev, "memoryPeakBytes", (double)r->memory_peak_bytes);
    cJSON_AddStringToObject(ev, "heapHash", hex64(sx_heap_hash(vm), hex));
    return ev;
}

void sx_tape_end(sx_vm *vm, const secexec_result *r) {
    tape *t = vm->tape;
    if (t == NULL) return;
    vm->tape = NULL;
    if ((t->record || t->replay) && r != NULL) {
        vm->tape = t;
        emit(t, end_event(vm, r));
        vm->tape = NULL;
    }
    if (vm->on_output == on_output) vm->on_output = t->chained_output;
    vm->on_clock = NULL;
    free(t);
}
