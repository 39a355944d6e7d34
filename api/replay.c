/* replay.c - secexec_replay: check a recorded trace, run its program again from it alone, compare every event. */
#include <cJSON.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "api/machine.h"
#include "api/process.h"
#include "api/run.h"
#include "api/session.h"
#include "api/tape.h"
#include "api/testing.h"

#define HASH_SUFFIX_LEN 24 /* ,"h":"0123456789abcdef"} */

/* A parsed trace: the run to repeat and what it should produce. */
typedef struct trace {
    sx_replay rp;
    cJSON *start;   /* the first "start" event (its strings are used by opts) */
    cJSON **starts; /* every "start": one per call of a recorded session of a persistent VM */
    size_t nstarts;
    secexec_options opts;
    secexec_host_collection *collections;
    secexec_host_function *functions;
    bool evaluate;
    char **sources; /* each start's source (joined: a source may hold NUL bytes), its length */
    size_t *source_lens;
    cJSON *machine;                     /* a machine session's first event (its options, quotas, mounts), else NULL */
    const char **allow;                 /* its network permission's origins (strings of machine) */
    secexec_network_permission network; /* answered by the replay, like the host functions */
    bool lenient;                       /* the fuzz target: a re-chained trace keeps its old sourceHash */
    char err[512];
} trace;

static bool failf(trace *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool failf(trace *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->err, sizeof t->err, fmt, ap);
    va_end(ap);
    return false;
}

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* Split off and check the chain hash of one line; *body gets the line without it (malloc'ed). */
static bool unchain(trace *t, size_t lineno, const char *line, size_t len, uint64_t *chain, char **body) {
    static const char prefix[] = ",\"h\":\"";
    if (len < HASH_SUFFIX_LEN + 2 || memcmp(line + len - HASH_SUFFIX_LEN, prefix, 6) != 0 || line[len - 2] != '"' ||
        line[len - 1] != '}')
        return failf(t, "line %zu is not a trace event (no chain hash at its end)", lineno);
    uint64_t h = 0;
    for (size_t i = len - HASH_SUFFIX_LEN + 6; i < len - 2; i++) {
        int d = hex_digit(line[i]);
        if (d < 0) return failf(t, "line %zu: the chain hash is not 16 hex digits", lineno);
        h = h << 4 | (uint64_t)d;
    }
    size_t blen = len - HASH_SUFFIX_LEN;
    char *b = malloc(blen + 2);
    if (b == NULL) return failf(t, "out of memory");
    memcpy(b, line, blen);
    b[blen] = '}';
    b[blen + 1] = 0;
    uint64_t want = sx_tape_chain(b, blen + 1, *chain);
    if (want != h) {
        free(b);
        return failf(t, "line %zu: the hash chain is broken: the trace was edited or lines are missing or reordered",
                     lineno);
    }
    *chain = h;
    *body = b;
    return true;
}

static bool add_event(trace *t, char *body) {
    if (t->rp.nevents % 64 == 0) {
        char **e = realloc(t->rp.events, (t->rp.nevents + 64) * sizeof *e);
        if (e == NULL) return free(body), failf(t, "out of memory");
        t->rp.events = e;
    }
    t->rp.events[t->rp.nevents++] = body;
    return true;
}

static bool add_answer(trace *t, size_t lineno, const cJSON *ev) {
    const cJSON *call = cJSON_GetObjectItemCaseSensitive(ev, "call");
    const char *status = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ev, "status"));
    const cJSON *text = cJSON_GetObjectItemCaseSensitive(ev, "text");
    if (!cJSON_IsNumber(call) || call->valuedouble < 1 || call->valuedouble > 1e9 || status == NULL ||
        (text != NULL && !cJSON_IsString(text) && !cJSON_IsArray(text)))
        return failf(t, "line %zu: a host_answer needs call, status and text", lineno);
    sx_host_status st = strcmp(status, "ok") == 0        ? SX_HOST_OK
                        : strcmp(status, "error") == 0   ? SX_HOST_ERROR
                        : strcmp(status, "timeout") == 0 ? SX_HOST_TIMEOUT
                                                         : (sx_host_status)-1;
    if ((int)st < 0) return failf(t, "line %zu: unknown host_answer status \"%s\"", lineno, status);
    if (t->rp.nanswers % 64 == 0) {
        struct sx_replay_answer *a = realloc(t->rp.answers, (t->rp.nanswers + 64) * sizeof *a);
        if (a == NULL) return failf(t, "out of memory");
        t->rp.answers = a;
    }
    size_t n;
    char *copy = text ? sx_tape_join(text, &n) : NULL;
    t->rp.answers[t->rp.nanswers++] = (struct sx_replay_answer){(uint64_t)call->valuedouble, st, copy};
    return true;
}

/* A recorded run that the wall clock or a cancel stopped: where and why. */
static void note_stop(trace *t, const cJSON *end, size_t start) {
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(end, "error");
    const char *code = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(err, "code"));
    const cJSON *ins = cJSON_GetObjectItemCaseSensitive(end, "instructions");
    if (code == NULL || !cJSON_IsNumber(ins) || ins->valuedouble < 0 || ins->valuedouble > 1e18) return;
    sx_abort reason = strcmp(code, "timeout") == 0     ? SX_ABORT_TIMEOUT
                      : strcmp(code, "cancelled") == 0 ? SX_ABORT_CANCELLED
                                                       : SX_ABORT_NONE;
    struct sx_replay_stop *s = reason ? realloc(t->rp.stops, (t->rp.nstops + 1) * sizeof *s) : NULL;
    if (s == NULL) return;
    t->rp.stops = s;
    s[t->rp.nstops++] = (struct sx_replay_stop){start, reason, (uint64_t)ins->valuedouble};
}

/* A reading of the host's real clock (a host_clock run): the replay gives the same value. */
static bool add_clock(trace *t, size_t lineno, const cJSON *ev) {
    const cJSON *ms = cJSON_GetObjectItemCaseSensitive(ev, "ms");
    if (!cJSON_IsNumber(ms)) return failf(t, "line %zu: a clock event needs ms", lineno);
    if (t->rp.nclocks % 64 == 0) {
        double *c = realloc(t->rp.clocks, (t->rp.nclocks + 64) * sizeof *c);
        if (c == NULL) return failf(t, "out of memory");
        t->rp.clocks = c;
    }
    t->rp.clocks[t->rp.nclocks++] = ms->valuedouble;
    return true;
}

static double num(const cJSON *obj, const char *key, double fallback);
static bool parse_machine_lines(trace *t, const char *text, size_t len);

/* Check every line and keep what the replay needs. */
static bool parse_lines(trace *t, const char *text, size_t len) {
    static const char machine[] = "{\"event\":\"machine\"";
    if (len >= sizeof machine - 1 && memcmp(text, machine, sizeof machine - 1) == 0)
        return parse_machine_lines(t, text, len);
    uint64_t chain = 0;
    size_t lineno = 0;
    bool ended = false, in_run = false, closed = false;
    double close_calls = 0;
    size_t run_start = 0; /* the index of the current run's start event */
    for (size_t at = 0; at < len;) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - text) : len, n = end - at;
        lineno++;
        if (n > 0 && text[at + n - 1] == '\r') n--;
        if (n == 0) {
            at = end + 1;
            continue;
        }
        char *body = NULL;
        if (!unchain(t, lineno, text + at, n, &chain, &body)) return false;
        cJSON *ev = cJSON_Parse(body);
        const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ev, "event"));
        bool ok = name != NULL, start = ok && strcmp(name, "start") == 0;
        if (!ok) failf(t, "line %zu: not an event (no \"event\" member)", lineno);
        else if (closed) ok = failf(t, "line %zu: events after the session's close event", lineno);
        else if (!in_run && ended && strcmp(name, "close") == 0) closed = true, close_calls = num(ev, "calls", -1);
        else if (!in_run && !start) ok = failf(t, "line %zu is not a start event", lineno);
        else if (in_run && start) ok = failf(t, "line %zu: a start event before the previous run's end", lineno);
        else if (start && ended && !cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ev, "session")))
            ok = failf(t, "line %zu: events after the end event (one trace records one run or one session)", lineno);
        else if (strcmp(name, "host_answer") == 0) ok = add_answer(t, lineno, ev);
        else if (strcmp(name, "clock") == 0) ok = add_clock(t, lineno, ev);
        else if (strcmp(name, "end") == 0) ended = true, in_run = false, note_stop(t, ev, run_start);
        if (ok && start) {
            cJSON **st = realloc(t->starts, (t->nstarts + 1) * sizeof *st);
            if (st == NULL) ok = failf(t, "out of memory");
            else t->starts = st, t->starts[t->nstarts++] = ev, ev = NULL, in_run = true, ended = false;
            run_start = t->rp.nevents;
        }
        cJSON_Delete(ev);
        if (!ok) return free(body), false;
        if (!add_event(t, body)) return false;
        at = end + 1;
    }
    if (t->rp.nevents == 0) return failf(t, "the trace is empty");
    if (!ended) return failf(t, "the trace ends without its end event: it was cut short after line %zu", lineno);
    t->start = t->starts[0];
    bool session = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(t->start, "session"));
    if (t->nstarts > 1 && !session) return failf(t, "line 1: several runs in one trace that is not a session");
    if (closed && !session) return failf(t, "a close event in a trace that is not a session");
    if (session && !closed)
        return failf(t,
                     "the session has no close event: it was cut short after call %zu (or recorded from a VM "
                     "not freed yet: a session's trace is complete once secexec_vm_free has run)",
                     t->nstarts);
    if (session && close_calls != (double)t->nstarts)
        return failf(t, "the close event counts %.0f calls but the trace holds %zu: calls are missing", close_calls,
                     t->nstarts);
    return true;
}

/* Whether an event (body) of a machine session is one of its calls, as the session counts them
 * (api/session.c): every event outside a run but mount operations and the close, and each run's
 * start. *in_run follows the runs. */
static bool session_call(const char *body, bool *in_run) {
    static const char mount[] = "{\"event\":\"mount\"", start[] = "{\"event\":\"start\"", end[] = "{\"event\":\"end\"",
                      close[] = "{\"event\":\"close\"";
    if (strncmp(body, start, sizeof start - 1) == 0) return *in_run = true;
    if (strncmp(body, end, sizeof end - 1) == 0) return *in_run = false;
    return !*in_run && strncmp(body, mount, sizeof mount - 1) != 0 && strncmp(body, close, sizeof close - 1) != 0;
}

static bool add_mount(trace *t, const char *body) {
    if (t->rp.nmounts % 64 == 0) {
        char **m = realloc(t->rp.mounts, (t->rp.nmounts + 64) * sizeof *m);
        if (m == NULL) return failf(t, "out of memory");
        t->rp.mounts = m;
    }
    if ((t->rp.mounts[t->rp.nmounts] = strdup(body)) == NULL) return failf(t, "out of memory");
    t->rp.nmounts++;
    return true;
}

/* A machine's session (its first line a "machine" event): calls in any order, each run a start
 * ... end, mount events anywhere, and last the close event counting the calls. */
static bool parse_machine_lines(trace *t, const char *text, size_t len) {
    uint64_t chain = 0;
    size_t lineno = 0, calls = 0, run_start = 0;
    bool in_run = false, closed = false, counting = false;
    double close_calls = -1;
    for (size_t at = 0; at < len;) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - text) : len, n = end - at;
        lineno++;
        if (n > 0 && text[at + n - 1] == '\r') n--;
        if (n == 0) {
            at = end + 1;
            continue;
        }
        char *body = NULL;
        if (!unchain(t, lineno, text + at, n, &chain, &body)) return false;
        cJSON *ev = cJSON_Parse(body);
        const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ev, "event"));
        bool ok = name != NULL, first = t->machine == NULL;
        if (!ok) failf(t, "line %zu: not an event (no \"event\" member)", lineno);
        else if (closed) ok = failf(t, "line %zu: events after the session's close event", lineno);
        else if (first != (strcmp(name, "machine") == 0))
            ok = failf(t, "line %zu: %s", lineno, first ? "not the machine event" : "a second machine event");
        else if (strcmp(name, "close") == 0) {
            if (in_run) ok = failf(t, "line %zu: the close event inside a run", lineno);
            closed = true, close_calls = num(ev, "calls", -1);
        } else if (strcmp(name, "start") == 0) {
            if (in_run) ok = failf(t, "line %zu: a start event before the previous run's end", lineno);
            run_start = t->rp.nevents;
        } else if (strcmp(name, "end") == 0) {
            if (!in_run) ok = failf(t, "line %zu: an end event outside a run", lineno);
            else note_stop(t, ev, run_start);
        } else if (strcmp(name, "host_answer") == 0) ok = add_answer(t, lineno, ev);
        else if (strcmp(name, "clock") == 0) ok = add_clock(t, lineno, ev);
        else if (strcmp(name, "mount") == 0) ok = add_mount(t, body);
        if (ok && session_call(body, &counting)) calls++;
        in_run = counting;
        if (ok && first) t->machine = ev, ev = NULL;
        cJSON_Delete(ev);
        if (!ok) return free(body), false;
        if (!add_event(t, body)) return false;
        at = end + 1;
    }
    if (t->rp.nevents == 0) return failf(t, "the trace is empty");
    if (!closed)
        return failf(t,
                     "the session has no close event: it was cut short after line %zu (or recorded from a machine "
                     "not freed yet: a machine's trace is complete once secexec_machine_free has run)",
                     lineno);
    if (close_calls != (double)calls)
        return failf(t, "the close event counts %.0f calls but the trace holds %zu: calls are missing", close_calls,
                     calls);
    return true;
}

static double num(const cJSON *obj, const char *key, double fallback) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsNumber(v) ? v->valuedouble : fallback;
}

/* A whole number in [0, max] (what a trace may ask for is converted only when it fits). */
static double count(const cJSON *obj, const char *key, double max) {
    double v = num(obj, key, 0);
    return v >= 0 && v <= max ? (double)(uint64_t)v : v > max ? max : 0;
}

static void replay_handler(void *ud, const char *collection, const char *function, const char *input,
                           secexec_host_call *call) {
    (void)collection, (void)function, (void)input;
    sx_replay *rp = ud;
    if (rp->nhandles == rp->caphandles) {
        size_t cap = rp->caphandles ? rp->caphandles * 2 : 16;
        secexec_host_call **h = realloc(rp->handles, cap * sizeof *h);
        if (h == NULL) {
            secexec_host_call_reject(call, "host out of memory");
            return;
        }
        rp->handles = h;
        rp->caphandles = cap;
    }
    rp->handles[rp->nhandles++] = call;
}

/* The host functions of the trace, answered by the replay. */
static bool rebuild_host(trace *t, const cJSON *host) {
    size_t ncol = (size_t)cJSON_GetArraySize(host), nfn = 0;
    if (!cJSON_IsArray(host) || ncol > SECEXEC_MAX_HOST_COLLECTIONS) return failf(t, "start: bad \"host\"");
    const cJSON *c;
    cJSON_ArrayForEach(c, host) nfn += (size_t)cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(c, "functions"));
    t->collections = calloc(ncol ? ncol : 1, sizeof *t->collections);
    t->functions = calloc(nfn ? nfn : 1, sizeof *t->functions);
    if (t->collections == NULL || t->functions == NULL) return failf(t, "out of memory");
    size_t ci = 0, fi = 0;
    cJSON_ArrayForEach(c, host) {
        const cJSON *fns = cJSON_GetObjectItemCaseSensitive(c, "functions"), *f;
        secexec_host_collection *col = &t->collections[ci++];
        col->name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(c, "name"));
        col->functions = &t->functions[fi];
        if (col->name == NULL || !cJSON_IsArray(fns)) return failf(t, "start: bad host collection");
        cJSON_ArrayForEach(f, fns) {
            secexec_host_function *fn = &t->functions[fi++];
            fn->name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(f, "name"));
            fn->input_schema = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(f, "inputSchema"));
            fn->handler = replay_handler;
            fn->user_data = &t->rp;
            if (fn->name == NULL) return failf(t, "start: a host function without a name");
            col->function_count++;
        }
    }
    t->opts.host_collections = t->collections;
    t->opts.host_collection_count = ncol;
    return true;
}

/* The options of the runs (limits, seed, clock, inputs, host functions), from a start event or a
 * machine event. */
static bool rebuild_options(trace *t, const cJSON *s) {
    const cJSON *lim = cJSON_GetObjectItemCaseSensitive(s, "limits"),
                *inputs = cJSON_GetObjectItemCaseSensitive(s, "inputs");
    const char *seed = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "seed"));
    secexec_options *o = &t->opts;
    if (seed == NULL || !cJSON_IsObject(lim)) return failf(t, "limits and seed are required");
    o->filename = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "filename"));
    o->inputs_json = cJSON_IsString(inputs) ? inputs->valuestring : NULL;
    o->max_instructions = (uint64_t)count(lim, "maxInstructions", 1e18);
    o->max_memory_bytes = (size_t)count(lim, "maxMemoryBytes", 1e15);
    o->max_stack_depth = (uint32_t)count(lim, "maxStackDepth", 4e9);
    o->max_output_bytes = (size_t)count(lim, "maxOutputBytes", 1e15);
    o->timeout_ms = (uint64_t)count(lim, "timeoutMs", 1e12);
    o->host_call_timeout_ms = (uint64_t)count(lim, "hostCallTimeoutMs", 1e12);
    o->max_host_calls = (uint32_t)count(lim, "maxHostCalls", 4e9);
    o->max_host_payload_bytes = (size_t)count(lim, "maxHostPayloadBytes", 1e15);
    o->capture = (secexec_capture)count(s, "capture", SECEXEC_CAPTURE_NONE);
    o->random_seed = strtoull(seed, NULL, 10);
    double clock = num(s, "clockMs", 0); /* outside the Date range: the run says invalid_input */
    o->clock_ms = clock >= -9e15 && clock <= 9e15 ? (int64_t)clock : INT64_MAX;
    o->host_clock = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(s, "hostClock"));
    o->script = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(s, "script"));
    return rebuild_host(t, cJSON_GetObjectItemCaseSensitive(s, "host"));
}

/* The options, inputs and source of the run, from the start event. */
static bool rebuild_run(trace *t) {
    const cJSON *s = t->start;
    secexec_options_init(&t->opts);
    if (num(s, "version", 0) != SX_TAPE_VERSION) return failf(t, "start: unknown trace version");
    for (size_t k = 0; k < t->nstarts; k++) {
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(t->starts[k], "machine")))
            return failf(t,
                         "start %zu: a run of a machine recorded by a secexec older than machine sessions: its "
                         "files and mounts are not in the trace, so it cannot be replayed (docs/replay.md)",
                         k + 1);
        if (cJSON_GetObjectItemCaseSensitive(t->starts[k], "call") != NULL)
            return failf(t, "start %zu: a call of a machine's session, without the session's machine event", k + 1);
    }
    const char *mode = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "mode"));
    const cJSON *src = cJSON_GetObjectItemCaseSensitive(s, "source");
    const char *hash = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "sourceHash"));
    if (mode == NULL || src == NULL || hash == NULL)
        return failf(t, "start: mode, limits, seed, source and sourceHash are required");
    t->sources = calloc(t->nstarts, sizeof *t->sources);
    t->source_lens = calloc(t->nstarts, sizeof *t->source_lens);
    if (t->sources == NULL || t->source_lens == NULL) return failf(t, "out of memory");
    for (size_t k = 0; k < t->nstarts; k++) {
        const cJSON *ks = cJSON_GetObjectItemCaseSensitive(t->starts[k], "source");
        const char *kh = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(t->starts[k], "sourceHash"));
        const char *km = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(t->starts[k], "mode"));
        t->sources[k] = sx_tape_join(ks, &t->source_lens[k]);
        if (t->sources[k] == NULL || kh == NULL || km == NULL)
            return failf(t, "start %zu: no source (a string, or an array of the strings between NUL bytes) or mode",
                         k + 1);
        char want[17];
        snprintf(want, sizeof want, "%016" PRIx64, XXH64(t->sources[k], t->source_lens[k], 0));
        if (strcmp(want, kh) != 0 && !t->lenient)
            return failf(t, "start %zu: the source does not match its sourceHash", k + 1);
    }
    t->evaluate = strcmp(mode, "evaluate") == 0;
    return rebuild_options(t, s);
}

static void trace_free(trace *t) {
    for (size_t i = 0; i < t->rp.nevents; i++) free(t->rp.events[i]);
    free(t->rp.events);
    for (size_t i = 0; i < t->rp.nanswers; i++) free(t->rp.answers[i].text);
    for (size_t i = 0; i < t->rp.nmounts; i++) free(t->rp.mounts[i]);
    free(t->rp.mounts);
    cJSON_Delete(t->machine);
    free(t->allow);
    free(t->rp.answers);
    free(t->rp.stops);
    free(t->rp.clocks);
    for (size_t i = 0; i < t->rp.nhandles; i++)
        if (t->rp.handles[i]) secexec_host_call_reject(t->rp.handles[i], "replay ended"); /* frees it */
    free(t->rp.handles);
    free(t->rp.recorded_event);
    free(t->rp.replayed_event);
    free(t->collections);
    free(t->functions);
    for (size_t k = 0; t->sources != NULL && k < t->nstarts; k++) free(t->sources[k]);
    free(t->sources);
    free(t->source_lens);
    for (size_t k = 0; k < t->nstarts; k++) cJSON_Delete(t->starts[k]);
    free(t->starts);
}

/* A one-shot run (secexec_evaluate/execute), as recorded. */
static secexec_result *run_once(trace *t) {
    uint64_t start = sx_clock_ns(), timeout_ms;
    sx_limits limits = sx_api_limits(&t->opts, &timeout_ms);
    sx_vm *vm = sx_vm_new(&limits);
    if (vm == NULL) return NULL;
    sx_api_call call = {
        .opts = &t->opts, .evaluate = t->evaluate, .inputs_json = t->opts.inputs_json, .replay = &t->rp};
    secexec_result *r = sx_api_finish(sx_api_run_in(vm, t->sources[0], t->source_lens[0], &call, start), start);
    sx_vm_free(vm);
    return r;
}

/* A recorded session: every call again, in order, in one persistent VM. The last result. */
static secexec_result *run_session(trace *t) {
    secexec_vm *v = secexec_vm_new(&t->opts);
    if (v == NULL) return NULL;
    sx_api_vm_replay(v, &t->rp);
    secexec_result *r = NULL;
    for (size_t k = 0; k < t->nstarts; k++) {
        const cJSON *s = t->starts[k];
        const char *src = t->sources[k];
        const char *mode = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "mode"));
        secexec_result_free(r);
        r = strcmp(mode, "evaluate") == 0 ? secexec_vm_evaluate_n(v, src, t->source_lens[k])
                                          : secexec_vm_execute_n(v, src, t->source_lens[k]);
        if (r == NULL) break;
    }
    secexec_vm_free(v);
    return r;
}

/* ---- a machine's session ---- */

/* The machine of the trace's machine event: options, quotas and the mounts' guest paths. */
static bool rebuild_machine(trace *t, secexec_machine_options *mo, secexec_mount *mounts) {
    const cJSON *ev = t->machine, *arr = cJSON_GetObjectItemCaseSensitive(ev, "mounts"), *mt;
    secexec_options_init(&t->opts);
    secexec_machine_options_init(mo);
    if (num(ev, "version", 0) != SX_TAPE_VERSION) return failf(t, "machine: unknown trace version");
    if (!rebuild_options(t, ev)) return false;
    const cJSON *net = cJSON_GetObjectItemCaseSensitive(ev, "network"), *origin;
    const cJSON *allow = cJSON_GetObjectItemCaseSensitive(net, "allow");
    if (cJSON_IsObject(net)) { /* fetch: its requests are host calls, answered from the trace */
        size_t n = (size_t)cJSON_GetArraySize(allow), i = 0;
        if (!cJSON_IsArray(allow) || n > 4096) return failf(t, "machine: network.allow must be an array of origins");
        t->allow = calloc(n ? n : 1, sizeof *t->allow);
        if (t->allow == NULL) return failf(t, "out of memory");
        cJSON_ArrayForEach(origin, allow) {
            if (!cJSON_IsString(origin)) return failf(t, "machine: network.allow must be an array of origins");
            t->allow[i++] = origin->valuestring;
        }
        t->network = (secexec_network_permission){t->allow, n, replay_handler, &t->rp};
        mo->network = &t->network;
    }
    mo->max_fs_bytes = (size_t)count(ev, "maxFsBytes", 1e15);
    mo->max_fs_files = (size_t)count(ev, "maxFsFiles", 1e12);
    mo->max_code_bytes = (size_t)count(ev, "maxCodeBytes", 1e15);
    mo->process_timeout_ms = (uint64_t)count(ev, "processTimeoutMs", 1e12);
    mo->process_max_instructions = (uint64_t)count(ev, "processMaxInstructions", 1e18);
    mo->process_max_memory_bytes = (size_t)count(ev, "processMaxMemoryBytes", 1e15);
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) > SECEXEC_MAX_MOUNTS)
        return failf(t, "machine: \"mounts\" must be an array of at most %d mounts", SECEXEC_MAX_MOUNTS);
    cJSON_ArrayForEach(mt, arr) {
        const char *path = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(mt, "path"));
        if (path == NULL) return failf(t, "machine: a mount without a path");
        bool ro = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(mt, "readOnly"));
        mounts[mo->mount_count++] = (secexec_mount){.host_path = NULL, .guest_path = path, .read_only = ro};
    }
    mo->mounts = mounts;
    return true;
}

/* The contexts of the replayed machine, by their number in the session. */
typedef struct replayed {
    secexec_machine *m;
    secexec_context **ctx;
    size_t nctx, live;
    secexec_result *last; /* the last run's result */
} replayed;

/* Contexts a replay keeps at once (each holds a JavaScript heap): past it, a create is not made
 * and the replay diverges there. */
#define REPLAY_MAX_CONTEXTS 1024

static secexec_context *context_of(replayed *rs, const cJSON *ev) {
    double id = num(ev, "id", 0);
    return id >= 1 && id <= (double)rs->nctx ? rs->ctx[(size_t)id - 1] : NULL;
}

static void keep(replayed *rs, secexec_result *r) {
    if (r == NULL) return;
    secexec_result_free(rs->last);
    rs->last = r;
}

static const char *str(const cJSON *ev, const char *key) {
    return cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ev, key));
}

/* The host's file operations again, with the recorded arguments (each emits its event). */
static void replay_fs(replayed *rs, const cJSON *ev) {
    const char *op = str(ev, "op"), *path = str(ev, "path");
    bool rec = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ev, "recursive"));
    if (op == NULL || path == NULL) return;
    if (strcmp(op, "writeFile") == 0) {
        size_t n = 0;
        char *data = sx_session_data(ev, &n);
        secexec_machine_write_file(rs->m, path, data ? data : "", data ? n : 0);
        free(data);
    } else if (strcmp(op, "readFile") == 0) {
        char *data = NULL;
        size_t n;
        if (secexec_machine_read_file(rs->m, path, &data, &n) == SECEXEC_FS_OK) free(data);
    } else if (strcmp(op, "readdir") == 0) {
        secexec_fs_dirent *list = NULL;
        size_t n = 0;
        if (secexec_machine_readdir(rs->m, path, &list, &n) == SECEXEC_FS_OK) secexec_fs_dirents_free(list, n);
    } else if (strcmp(op, "stat") == 0) {
        secexec_fs_stat st;
        secexec_machine_stat(rs->m, path, &st);
    } else if (strcmp(op, "mkdir") == 0) {
        secexec_machine_mkdir(rs->m, path, rec);
    } else if (strcmp(op, "remove") == 0) {
        secexec_machine_remove(rs->m, path, rec);
    }
}

static void replay_context(replayed *rs, const cJSON *ev) {
    const char *op = str(ev, "op");
    secexec_context *c = context_of(rs, ev);
    if (op == NULL) return;
    if (strcmp(op, "create") == 0) {
        if (rs->live >= REPLAY_MAX_CONTEXTS) return; /* a trace cannot make the replay hold unbounded memory */
        rs->live++;
        secexec_context **more = realloc(rs->ctx, (rs->nctx + 1) * sizeof *more);
        if (more == NULL) return;
        rs->ctx = more;
        rs->ctx[rs->nctx++] = secexec_context_new(rs->m); /* numbered 1, 2, ... as when recorded */
    } else if (strcmp(op, "reset") == 0 && c != NULL) {
        secexec_context_reset(c);
    } else if (strcmp(op, "dispose") == 0 && c != NULL) {
        secexec_context_free(c);
        rs->ctx[(size_t)num(ev, "id", 0) - 1] = NULL;
        rs->live--;
    }
}

/* A run the host asked for (a start event at the cursor): again, with the recorded source. */
static void replay_run(replayed *rs, const cJSON *ev) {
    const char *call = str(ev, "call");
    size_t n = 0;
    char *src = sx_tape_join(cJSON_GetObjectItemCaseSensitive(ev, "source"), &n);
    if (call == NULL || src == NULL) return free(src);
    secexec_context *c = context_of(rs, ev);
    secexec_call_options co = {.inputs_json = str(ev, "inputs")}; /* a call's own inputs, or the machine's */
    bool evaluate = strcmp(call, "machine.evaluate") == 0;
    if (evaluate || strcmp(call, "machine.execute") == 0)
        keep(rs, secexec_machine_run_with(rs->m, src, n, evaluate, &co));
    else if (strcmp(call, "context.evaluate") == 0 && c) keep(rs, secexec_context_evaluate(c, src, n));
    else if (strcmp(call, "context.execute") == 0 && c) keep(rs, secexec_context_execute(c, src, n));
    free(src);
}

/* One call of the session, as the event at the cursor names it. */
static void replay_call(trace *t, replayed *rs, const cJSON *ev) {
    const char *name = str(ev, "event");
    double pid = num(ev, "pid", 0);
    if (strcmp(name, "fs") == 0) replay_fs(rs, ev);
    else if (strcmp(name, "context") == 0) replay_context(rs, ev);
    else if (strcmp(name, "start") == 0) replay_run(rs, ev);
    else if (strcmp(name, "executeFile") == 0 && str(ev, "path"))
        keep(rs, secexec_machine_execute_file(rs->m, str(ev, "path")));
    else if (strcmp(name, "install") == 0) {
        size_t n = 0;
        char *tgz = sx_session_data(ev, &n), *nm = NULL, *ver = NULL, *err = NULL;
        secexec_machine_install_package(rs->m, tgz, tgz ? n : 0, &nm, &ver, &err);
        free(tgz), free(nm), free(ver), free(err);
    } else if (strcmp(name, "check") == 0) {
        size_t n = 0;
        char *src = sx_tape_join(cJSON_GetObjectItemCaseSensitive(ev, "source"), &n);
        const char *decls = str(ev, "declarations"); /* a check against the caller's declarations */
        if (src != NULL)
            secexec_check_result_free(decls ? secexec_machine_check_with(rs->m, src, n, decls)
                                            : secexec_machine_check(rs->m, src, n));
        free(src);
    } else if (strcmp(name, "spawn") == 0) {
        size_t n = 0;
        char *src = sx_tape_join(cJSON_GetObjectItemCaseSensitive(ev, "source"), &n);
        if (str(ev, "path") != NULL || src != NULL) secexec_process_spawn(rs->m, str(ev, "path"), src);
        free(src);
    } else if (strcmp(name, "process") == 0 && pid >= 1 && pid <= 1e15) {
        sx_process_replay_run(rs->m, (uint64_t)pid);
    } else if (strcmp(name, "wait") == 0 && pid >= 0 && pid <= 1e15) {
        secexec_result_free(secexec_process_wait(rs->m, (uint64_t)pid));
    }
    (void)t;
}

/* The session again, call by call, in a machine whose mounts answer from the trace. */
static secexec_result *run_machine(trace *t, const secexec_machine_options *mo) {
    sx_replay *rp = &t->rp;
    replayed rs = {.m = sx_machine_new(&t->opts, mo, rp)};
    if (rs.m == NULL) return NULL;
    static const char mount[] = "{\"event\":\"mount\"", close[] = "{\"event\":\"close\"";
    while (!rp->diverged && rp->next < rp->nevents) {
        size_t before = rp->next, at = before;
        while (at < rp->nevents && strncmp(rp->events[at], mount, sizeof mount - 1) == 0)
            at++; /* the mount operations of the call that follows */
        if (at == rp->nevents || strncmp(rp->events[at], close, sizeof close - 1) == 0) break;
        cJSON *ev = cJSON_Parse(rp->events[at]);
        if (ev != NULL) replay_call(t, &rs, ev);
        cJSON_Delete(ev);
        if (rp->next == before && !rp->diverged) { /* the call made no event: the replay cannot make it */
            rp->diverged = true;
            rp->diverged_at = before;
            rp->recorded_event = strdup(rp->events[before]);
        }
    }
    free(rs.ctx); /* the machine frees its contexts */
    secexec_machine_free(rs.m);
    if (rs.last == NULL) rs.last = sx_api_internal_result("no run", sx_clock_ns());
    return rs.last;
}

static void say(secexec_sink report, void *ud, const char *fmt, ...) {
    if (report == NULL) return;
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    report(ud, buf, n < 0 ? 0 : (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

/* In a machine's session: "call 5 (context.evaluate), " for the event at index `at`, and the
 * file its run is of (filename: at least 256 bytes). */
static size_t describe_call(const trace *t, size_t at, char *buf, size_t size, char *filename) {
    size_t calls = 0, call_at = 0;
    bool in_run = false;
    for (size_t i = 0; i <= at && i < t->rp.nevents; i++)
        if (session_call(t->rp.events[i], &in_run)) calls++, call_at = i;
    cJSON *ev = cJSON_Parse(t->rp.events[call_at]);
    const char *name = str(ev, "event"), *call = str(ev, "call"), *file = str(ev, "filename");
    if (in_run && file != NULL) snprintf(filename, 256, "%s", file);
    int n = snprintf(buf, size, "call %zu (%s%s%s), ", calls,
                     call   ? call
                     : name ? name
                            : "?",
                     str(ev, "op") ? " " : "", str(ev, "op") ? str(ev, "op") : "");
    cJSON_Delete(ev);
    return n < 0 ? 0 : (size_t)n < size ? (size_t)n : size - 1;
}

/* "event 4 (host_call) at instruction 1234, main.ts:3:17 in f" from an event body. */
static void describe(const trace *t, const char *body, char *buf, size_t size) {
    cJSON *ev = cJSON_Parse(body);
    const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ev, "event"));
    const char *fn = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ev, "function"));
    char filename[256];
    snprintf(filename, sizeof filename, "%s", t->opts.filename ? t->opts.filename : "main.ts");
    size_t n = t->machine ? describe_call(t, t->rp.diverged_at, buf, size, filename) : 0;
    n += (size_t)snprintf(buf + n, size - n, "%s", name ? name : "?");
    const cJSON *ins = cJSON_GetObjectItemCaseSensitive(ev, "instructions");
    if (cJSON_IsNumber(ins) && n < size)
        n += (size_t)snprintf(buf + n, size - n, " at instruction %.0f", ins->valuedouble);
    if (fn != NULL && n < size)
        snprintf(buf + n, size - n, ", %s:%.0f:%.0f in %s", filename, num(ev, "line", 0), num(ev, "column", 0), fn);
    cJSON_Delete(ev);
}

static int report_result(trace *t, const secexec_result *r, secexec_sink report, void *ud) {
    sx_replay *rp = &t->rp;
    if (!rp->diverged && rp->next < rp->nevents) { /* the replay produced fewer events */
        rp->diverged = true;
        rp->diverged_at = rp->next;
        rp->recorded_event = strdup(rp->events[rp->next]);
    }
    if (!rp->diverged && t->machine != NULL) {
        size_t calls = 0;
        bool in_run = false;
        for (size_t i = 0; i < rp->nevents; i++) calls += session_call(rp->events[i], &in_run);
        say(report, ud, "replay: identical: %zu events, a machine's session of %zu calls\n", rp->nevents, calls);
        return 0;
    }
    if (!rp->diverged) {
        say(report, ud, "replay: identical: %zu events, %" PRIu64 " instructions, outcome %s\n", rp->nevents,
            r->instructions, r->outcome_str);
        return 0;
    }
    char where[400];
    describe(t, rp->replayed_event ? rp->replayed_event : rp->recorded_event, where, sizeof where);
    say(report, ud, "replay: diverged at event %zu of %zu: %s\n", rp->diverged_at + 1, rp->nevents, where);
    say(report, ud, "  recorded: %.900s\n", rp->recorded_event ? rp->recorded_event : "(no such event)");
    say(report, ud, "  replayed: %.900s\n", rp->replayed_event ? rp->replayed_event : "(no such event)");
    return 1;
}

int secexec_replay(const char *text, size_t len, const secexec_options *observe, secexec_sink report, void *ud) {
    return secexec__replay_capped(text, len, observe, report, ud, 0, 0);
}

/* api/testing.h: the fuzz target caps what a trace may ask for (0: no cap). */
int secexec__replay_capped(const char *text, size_t len, const secexec_options *observe, secexec_sink report, void *ud,
                           uint64_t max_instructions, size_t max_memory) {
    trace t;
    memset(&t, 0, sizeof t);
    t.lenient = max_instructions != 0;
    secexec_machine_options mo;
    secexec_mount mounts[SECEXEC_MAX_MOUNTS];
    if (text == NULL || !parse_lines(&t, text, len) ||
        !(t.machine ? rebuild_machine(&t, &mo, mounts) : rebuild_run(&t))) {
        say(report, ud, "replay: unusable trace: %s\n", t.err[0] ? t.err : "no trace");
        trace_free(&t);
        return 2;
    }
    if (max_instructions && (t.opts.max_instructions == 0 || t.opts.max_instructions > max_instructions))
        t.opts.max_instructions = max_instructions;
    if (max_memory && (t.opts.max_memory_bytes == 0 || t.opts.max_memory_bytes > max_memory))
        t.opts.max_memory_bytes = max_memory;
    if (max_instructions) t.opts.timeout_ms = 2000, t.opts.host_call_timeout_ms = 100;
    if (max_instructions && t.machine) { /* and the machine's processes and files */
        mo.process_max_instructions = max_instructions, mo.process_timeout_ms = 2000;
        if (mo.process_max_memory_bytes == 0 || mo.process_max_memory_bytes > max_memory)
            mo.process_max_memory_bytes = max_memory;
        if (mo.max_fs_bytes > max_memory) mo.max_fs_bytes = max_memory;
        if (mo.max_fs_files > 10000) mo.max_fs_files = 10000;
    }
    if (observe != NULL) {
        t.opts.trace = observe->trace, t.opts.trace_user_data = observe->trace_user_data;
        t.opts.trace_limit = observe->trace_limit;
        t.opts.profile = observe->profile, t.opts.profile_user_data = observe->profile_user_data;
        t.opts.audit = observe->audit, t.opts.audit_user_data = observe->audit_user_data;
    }
    secexec_result *r = t.machine                                                            ? run_machine(&t, &mo)
                        : cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(t.start, "session")) ? run_session(&t)
                                                                                             : run_once(&t);
    if (r == NULL && t.machine != NULL)
        say(report, ud,
            "replay: the recorded machine cannot be made (a mount's guest path is not absolute or is "
            "\"/\", or the host is out of memory)\n");
    else if (r == NULL)
        say(report, ud, "replay: no VM fits the recorded memory limit (or the host is out of memory)\n");
    int status = r ? report_result(&t, r, report, ud) : 1;
    secexec_result_free(r);
    trace_free(&t);
    return status;
}
