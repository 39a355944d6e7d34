/* serve_session.c - the `secexec serve` protocol (JSON-RPC 2.0 lines) as a session object, without I/O. */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/hostspec.h"
#include "cli/serve_session.h"

/*
 * Threads (workers > 0): the feeding thread splits the input into lines and dispatches them;
 * evaluate/execute requests become jobs that a pool of workers runs, each in its own VM, and so do
 * checks (a big source takes seconds to check: the feeding thread must stay free for cancel). A guest's
 * host call makes the worker send a `host.call` request to the client; the client's answer arrives
 * as a later line, and the feeding thread hands it to the waiting run through its completion
 * handle. Every emitted line goes through out_lock. Synchronous sessions (workers == 0) run the
 * jobs in the feeding thread instead, see serve_session.h. See docs/protocol.md.
 *
 * A watchdog thread guards the pool: a run ends within max(50 ms, 10%) of its timeout and within
 * 50 ms of a cancel (vm/meter.h); a worker still busy SX_SERVE_WATCH_SLACK_MS after that is a bug.
 * Its request is answered with an internal_error result, and a new worker takes its place so the
 * other requests keep being served; the stuck thread frees its job and exits if it ever returns.
 */

#define SX_SERVE_WATCH_SLACK_MS 500 /* past the guarantee before a worker is given up (a loaded host) */

enum {
    RPC_PARSE = -32700,
    RPC_INVALID = -32600,
    RPC_METHOD = -32601,
    RPC_PARAMS = -32602,
    RPC_INTERNAL = -32603,
    RPC_SHUTTING_DOWN = -32000
};

typedef sx_serve_session server;

typedef enum {
    JOB_EVALUATE,
    JOB_EXECUTE,
    JOB_CHECK,
    JOB_RESUME,      /* resume: a snapshot of a suspended evaluate/execute, with answers */
    JOB_VM_EVALUATE, /* vm.evaluate ... context.execute: runs on a kept VM (serve_vms below) */
    JOB_VM_EXECUTE,
    JOB_VM_EXECUTE_FILE,
    JOB_VM_CHECK,
    JOB_CTX_EVALUATE,
    JOB_CTX_EXECUTE,
    JOB_PROC_WAIT /* process.wait: blocks a worker until the process ends */
} job_kind;

struct vm_entry;
struct vm_ctx;

/* One evaluate/execute/check request, from acceptance until its response is written. */
typedef struct job {
    server *srv;
    cJSON *msg;    /* the request; options and host specs point into it */
    char *id_text; /* the request id as JSON text, e.g. 7 or "a" */
    job_kind kind;
    const char *source;
    char *inputs_text;
    char *declarations;   /* JOB_CHECK: the declarations of params.hostFunctions and params.inputs */
    const char *filename; /* JOB_CHECK: params.filename or NULL */
    secexec_options opts;
    cli_hostspec hosts;
    secexec_cancel *cancel;
    struct vm_entry *vm; /* JOB_VM_* / JOB_CTX_*: the VM (one reference) and the context */
    struct vm_ctx *ctx;
    const char *path;      /* JOB_VM_EXECUTE_FILE */
    uint64_t pid;          /* JOB_PROC_WAIT */
    const char *rpc_error; /* set by the run: answer -32602 with it instead of a result */
    struct job *next_queued, *next_active;
    uint64_t watch_ns; /* running: when the watchdog gives the worker up (0: not watched) */
    pthread_t thread;  /* running: the worker running it */
    bool abandoned;    /* given up by the watchdog: already answered, its worker replaced */
    char *trace;       /* params.record: the run's trace (docs/replay.md), returned as result.trace */
    size_t trace_len;
    unsigned char *snapshot; /* JOB_RESUME: params.snapshot decoded */
    size_t snapshot_len;
    secexec_answer *answers; /* JOB_RESUME: params.answers (texts owned: answer_texts) */
    char **answer_texts;
    size_t nanswers;
} job;

/* A host.call sent to the client and not answered yet. */
typedef struct host_wait {
    char id[32]; /* "h17" */
    secexec_host_call *call;
    job *owner;
    struct host_wait *next;
} host_wait;

/* The input not handled yet: buf[pos..len) ; newlines are searched from `scanned` on. */
typedef struct line_reader {
    char *buf;
    size_t pos, len, cap, scanned;
    bool skipping; /* inside an oversized line: drop bytes until its newline */
} line_reader;

struct sx_serve_session {
    sx_serve_config cfg;
    pthread_mutex_t lock; /* everything below except out_lock and the feeding thread's part */
    pthread_cond_t work;  /* a job was queued, or stopping */
    pthread_cond_t idle;  /* nactive dropped to 0 */
    pthread_mutex_t out_lock;
    job *queue_head, *queue_tail;
    job *active;    /* accepted and not finished (queued or running), found by id */
    size_t nactive; /* accepted and response not yet written */
    host_wait *waits;
    uint64_t next_host_id;
    bool stopping, eof;
    pthread_t *workers;
    int nstarted;
    pthread_cond_t watch;     /* the watchdog's: an earlier deadline, or stopping (monotonic clock) */
    uint64_t watch_wake_ns;   /* when the sleeping watchdog wakes by itself (0: only when signalled) */
    pthread_cond_t abandoned; /* an abandoned worker came back */
    pthread_t watchdog;
    bool watchdog_started;
    size_t nabandoned; /* abandoned workers still running */
    /* The feeding thread's part. */
    line_reader reader;
    bool shutting_down;
    char **shutdown_ids; /* id texts of the shutdown requests, answered when the last job is done */
    size_t nshutdown;
    bool running_sync; /* synchronous session: a run is in progress (lines it reads only queue jobs) */
    /* Kept VMs (vm.create) and their contexts; under lock. */
    struct vm_entry *vms;
    uint64_t next_vm_id, next_ctx_id;
};

static void log_note(server *s, const char *message) {
    if (s->cfg.log != NULL) s->cfg.log(s->cfg.log_data, message);
}

/* ---------------------------------------------------------------------------------------------
 * Writing messages
 * ------------------------------------------------------------------------------------------- */

static void send_line(server *s, const char *text) {
    pthread_mutex_lock(&s->out_lock);
    s->cfg.emit(s->cfg.emit_data, text);
    pthread_mutex_unlock(&s->out_lock);
}

/* {"jsonrpc":"2.0","id":ID,"result":RESULT} with ID and RESULT given as JSON text. */
static void send_result(server *s, const char *id_text, const char *result_text) {
    size_t n = strlen(id_text) + strlen(result_text) + 48;
    char *line = malloc(n);
    if (line == NULL) return;
    snprintf(line, n, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":%s}", id_text, result_text);
    send_line(s, line);
    free(line);
}

static void send_error(server *s, const char *id_text, int code, const char *message) {
    cJSON *e = cJSON_CreateObject();
    cJSON_AddNumberToObject(e, "code", code);
    cJSON_AddStringToObject(e, "message", message);
    char *et = cJSON_PrintUnformatted(e);
    cJSON_Delete(e);
    if (et == NULL) return;
    size_t n = strlen(et) + (id_text ? strlen(id_text) : 4) + 48;
    char *line = malloc(n);
    if (line != NULL) {
        snprintf(line, n, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"error\":%s}", id_text ? id_text : "null", et);
        send_line(s, line);
    }
    free(line);
    free(et);
}

/* ---------------------------------------------------------------------------------------------
 * Host calls: worker -> client -> feeding thread -> worker's run
 * ------------------------------------------------------------------------------------------- */

static bool next_line(server *s, const char **line, size_t *n);
static void handle_line(server *s, const char *line, size_t n);
static host_wait *take_waits(server *s, const char *id, const job *owner);
static void reject_all(host_wait *list, const char *message);

static bool wait_pending(server *s, const char *id) {
    pthread_mutex_lock(&s->lock);
    const host_wait *w = s->waits;
    while (w != NULL && strcmp(w->id, id) != 0) w = w->next;
    pthread_mutex_unlock(&s->lock);
    return w != NULL;
}

/* Synchronous session: read on in the lines already fed until one answers host call `id`
 * (requests among them are handled, runs only queued); without an answer there it rejects at
 * once, since waiting could only end in its timeout. */
static void answer_from_input(server *s, const char *id) {
    const char *line;
    size_t n;
    while (wait_pending(s, id) && next_line(s, &line, &n)) handle_line(s, line, n);
    pthread_mutex_lock(&s->lock);
    host_wait *w = take_waits(s, id, NULL);
    pthread_mutex_unlock(&s->lock);
    reject_all(w, "the client sent no answer (synchronous session)");
}

/* Send the client a request `method` with params {"requestId": <the run's id>, <rest>} that the
 * completion handle `call` waits for (host.call, host.fetch). */
static void host_request(job *j, secexec_host_call *call, const char *method, const char *rest) {
    server *s = j->srv;
    host_wait *w = calloc(1, sizeof *w);
    pthread_mutex_lock(&s->lock);
    bool gone = s->eof || w == NULL;
    char id[32] = "";
    if (!gone) {
        *w = (host_wait){.call = call, .owner = j, .next = s->waits};
        snprintf(w->id, sizeof w->id, "h%llu", (unsigned long long)++s->next_host_id);
        memcpy(id, w->id, sizeof id);
        s->waits = w;
    }
    pthread_mutex_unlock(&s->lock);
    if (gone) {
        free(w);
        secexec_host_call_reject(call, "the client closed the connection");
        return;
    }
    size_t n = strlen(j->id_text) + strlen(method) + strlen(rest) + 160;
    char *line = malloc(n);
    if (line != NULL) { /* else the call times out */
        snprintf(line, n, "{\"jsonrpc\":\"2.0\",\"id\":\"%s\",\"method\":\"%s\",\"params\":{\"requestId\":%s,%s}}", id,
                 method, j->id_text, rest);
        send_line(s, line);
        free(line);
    }
    if (s->cfg.workers == 0) answer_from_input(s, id);
}

static void host_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    size_t n = strlen(coll) + strlen(fn) + strlen(input) + 64;
    char *rest = malloc(n);
    if (rest == NULL) return secexec_host_call_reject(call, "out of memory");
    snprintf(rest, n, "\"collection\":\"%s\",\"function\":\"%s\",\"input\":%s", coll, fn, input);
    host_request(ud, call, "host.call", rest);
    free(rest);
}

/* A kept VM's fetch capability (permissions.network): host.fetch {requestId, request}. */
static void fetch_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)coll, (void)fn;
    size_t n = strlen(input) + 16;
    char *rest = malloc(n);
    if (rest == NULL) return secexec_host_call_reject(call, "out of memory");
    snprintf(rest, n, "\"request\":%s", input);
    host_request(ud, call, "host.fetch", rest);
    free(rest);
}

/* Unlink the waits matching (id) or (owner); returns them as a list. Lock held. */
static host_wait *take_waits(server *s, const char *id, const job *owner) {
    host_wait *taken = NULL, **pp = &s->waits;
    while (*pp != NULL) {
        host_wait *w = *pp;
        bool match = (id && strcmp(w->id, id) == 0) || (owner && w->owner == owner) || (!id && !owner);
        if (!match) {
            pp = &w->next;
            continue;
        }
        *pp = w->next;
        w->next = taken;
        taken = w;
    }
    return taken;
}

static void reject_all(host_wait *list, const char *message) {
    while (list != NULL) {
        host_wait *next = list->next;
        secexec_host_call_reject(list->call, message);
        free(list);
        list = next;
    }
}

/* The client's answer to one of our host.call requests. */
static void host_answer(server *s, const cJSON *msg) {
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg, "id");
    if (!cJSON_IsString(id)) {
        log_note(s, "ignoring a response without a string id");
        return;
    }
    pthread_mutex_lock(&s->lock);
    host_wait *w = take_waits(s, id->valuestring, NULL);
    pthread_mutex_unlock(&s->lock);
    if (w == NULL) {
        char note[300];
        snprintf(note, sizeof note, "ignoring an answer to unknown host call %.200s (late or duplicate)",
                 id->valuestring);
        log_note(s, note);
        return;
    }
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(msg, "error");
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(msg, "suspend"))) { /* the call stays pending: snapshots */
        secexec_host_call_suspend(w->call);
    } else if (err != NULL) {
        const cJSON *m = cJSON_GetObjectItemCaseSensitive(err, "message");
        secexec_host_call_reject(w->call, cJSON_IsString(m) ? m->valuestring : "host function failed");
    } else {
        char *text = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(msg, "result"));
        secexec_host_call_resolve(w->call, text ? text : "null");
        free(text);
    }
    free(w);
}

/* ---------------------------------------------------------------------------------------------
 * Jobs
 * ------------------------------------------------------------------------------------------- */

static void job_free(job *j) {
    for (size_t i = 0; i < j->nanswers; i++) free(j->answer_texts[i]);
    free(j->answer_texts);
    free(j->answers);
    free(j->snapshot);
    cli_hostspec_free(&j->hosts);
    secexec_cancel_free(j->cancel);
    free(j->inputs_text);
    free(j->declarations);
    free(j->id_text);
    free(j->trace);
    cJSON_Delete(j->msg);
    free(j);
}

/* params.record: collect the trace's lines. */
static void record_line(void *ud, const char *text, size_t len) {
    job *j = ud;
    char *t = realloc(j->trace, j->trace_len + len + 2);
    if (t == NULL) return;
    memcpy(t + j->trace_len, text, len);
    j->trace_len += len;
    t[j->trace_len++] = '\n';
    t[j->trace_len] = 0;
    j->trace = t;
}

/* params.audit: each host call and answer as an "audit" notification, as it happens. */
static void audit_line(void *ud, const char *text, size_t len) {
    job *j = ud;
    size_t n = strlen(j->id_text) + len + 80;
    char *line = malloc(n);
    if (line == NULL) return;
    snprintf(line, n, "{\"jsonrpc\":\"2.0\",\"method\":\"audit\",\"params\":{\"requestId\":%s,\"event\":%.*s}}",
             j->id_text, (int)len, text);
    send_line(j->srv, line);
    free(line);
}

/* params.stream: each piece of console output as an "output" notification while the run goes on
 * (sent by the worker before the run's response, so a client sees it first). */
static void output_chunk(void *ud, bool to_stderr, const char *text, size_t len) {
    job *j = ud;
    char *copy = malloc(len + 1);
    if (copy == NULL) return;
    memcpy(copy, text, len);
    copy[len] = '\0'; /* like the result's stdout/stderr, the text ends at a NUL byte */
    cJSON *quoted = cJSON_CreateString(copy);
    char *q = quoted ? cJSON_PrintUnformatted(quoted) : NULL;
    size_t n = q ? strlen(j->id_text) + strlen(q) + 100 : 0;
    char *line = q ? malloc(n) : NULL;
    if (line != NULL) {
        snprintf(
            line, n,
            "{\"jsonrpc\":\"2.0\",\"method\":\"output\",\"params\":{\"requestId\":%s,\"stream\":\"%s\",\"text\":%s}}",
            j->id_text, to_stderr ? "stderr" : "stdout", q);
        send_line(j->srv, line);
    }
    free(line);
    free(q);
    cJSON_Delete(quoted);
    free(copy);
}

/* The result JSON with "trace": the recorded lines as one string. */
static char *with_trace(char *text, const job *j) {
    cJSON *t = cJSON_CreateString(j->trace ? j->trace : "");
    char *quoted = t ? cJSON_PrintUnformatted(t) : NULL;
    cJSON_Delete(t);
    size_t n = strlen(text), q = quoted ? strlen(quoted) : 0;
    char *out = quoted ? malloc(n + q + 16) : NULL;
    if (out != NULL) snprintf(out, n + q + 16, "%.*s,\"trace\":%s}", (int)(n - 1), text, quoted);
    free(quoted);
    free(out ? text : NULL);
    return out ? out : text;
}

static void unlink_active(server *s, job *j) {
    for (job **pp = &s->active; *pp != NULL; pp = &(*pp)->next_active)
        if (*pp == j) {
            *pp = j->next_active;
            break;
        }
}

/* The job's result as JSON text (NULL when out of memory). */
static char *vm_job_result(job *j, size_t len);

static char *job_result(job *j) {
    size_t len = strlen(j->source);
    if (j->kind >= JOB_VM_EVALUATE) return vm_job_result(j, len);
    if (j->kind == JOB_CHECK) {
        secexec_check_options co;
        secexec_check_options_init(&co);
        co.declarations = j->declarations;
        co.script = j->opts.script;
        if (j->filename != NULL) co.filename = j->filename;
        secexec_check_result *c = secexec_check_n(j->source, len, &co);
        char *text = c ? secexec_check_result_to_json(c) : NULL;
        secexec_check_result_free(c);
        return text;
    }
    secexec_result *r = j->kind == JOB_RESUME
                            ? secexec_resume(j->snapshot, j->snapshot_len, j->answers, j->nanswers, &j->opts)
                        : j->kind == JOB_EVALUATE ? secexec_evaluate_n(j->source, len, &j->opts)
                                                  : secexec_execute_n(j->source, len, &j->opts);
    char *text = r ? secexec_result_to_json(r) : NULL;
    secexec_result_free(r);
    return text != NULL && j->opts.record != NULL ? with_trace(text, j) : text;
}

static void vm_job_done(server *s, job *j);

/* Run j and answer it. False when the watchdog gave this worker up meanwhile: it must exit. */
static bool run_job(server *s, job *j) {
    if (s->cfg.test_stall_ms > 0 && j->source != NULL && strncmp(j->source, "/*stall*/", 9) == 0) {
        struct timespec ts = {(time_t)(s->cfg.test_stall_ms / 1000), (long)(s->cfg.test_stall_ms % 1000) * 1000000L};
        nanosleep(&ts, NULL); /* tests only: a stuck worker */
    }
    char *text = job_result(j);
    pthread_mutex_lock(&s->lock);
    if (j->abandoned) { /* answered and replaced by the watchdog: just clean up */
        s->nabandoned--;
        pthread_cond_broadcast(&s->abandoned);
        pthread_mutex_unlock(&s->lock);
        free(text);
        job_free(j);
        return false;
    }
    host_wait *left = take_waits(s, NULL, j); /* answers that will never matter now */
    unlink_active(s, j);                      /* before the response: the client may reuse the id at once */
    pthread_mutex_unlock(&s->lock);
    reject_all(left, "the run has ended");
    if (j->vm != NULL) vm_job_done(s, j);
    if (j->rpc_error != NULL) send_error(s, j->id_text, RPC_PARAMS, j->rpc_error);
    else if (text != NULL) send_result(s, j->id_text, text);
    else send_error(s, j->id_text, RPC_INTERNAL, "out of memory");
    free(text);
    job_free(j);
    pthread_mutex_lock(&s->lock);
    if (--s->nactive == 0)
        pthread_cond_broadcast(&s->idle); /* only now: shutdown answers after every response is out */
    pthread_mutex_unlock(&s->lock);
    return true;
}

/* The oldest queued job, or NULL. Lock held. */
static job *dequeue(server *s) {
    job *j = s->queue_head;
    if (j != NULL && (s->queue_head = j->next_queued) == NULL) s->queue_tail = NULL;
    return j;
}

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* When a run must have ended by, plus the slack: its timeout and max(50 ms, 10%). */
static uint64_t watch_after(uint64_t from_ns, uint64_t timeout_ms) {
    uint64_t grace = timeout_ms / 10 > 50 ? timeout_ms / 10 : 50;
    return from_ns + (timeout_ms + grace + SX_SERVE_WATCH_SLACK_MS) * 1000000u;
}

/* A run must end by deadline_ns: wake the watchdog if it sleeps past that. Not for every run: the
 * usual new deadline is later than one it already waits for, and a wake-up (another thread, the
 * lock) per call cost a fifth of the sidecar's CPU for `1 + 2` (bench/results/2026-12-01-serve.md). Lock held. */
static void wake_watchdog_for(server *s, uint64_t deadline_ns) {
    if (s->watch_wake_ns == 0 || deadline_ns < s->watch_wake_ns) pthread_cond_signal(&s->watch);
}

/* A worker starts j: the watchdog keeps an eye on it (checks are not runs: not watched). Lock held. */
static void watch_job(server *s, job *j) {
    j->thread = pthread_self();
    if (j->kind != JOB_EVALUATE && j->kind != JOB_EXECUTE) return; /* checks, kept VMs, waits: not watched */
    secexec_options d;
    secexec_options_init(&d);
    j->watch_ns = watch_after(now_ns(), j->opts.timeout_ms ? j->opts.timeout_ms : d.timeout_ms);
    wake_watchdog_for(s, j->watch_ns);
}

static void *worker_main(void *arg);

/* The internal_error result of a run whose worker did not come back. */
static void answer_abandoned(server *s, const char *id_text) {
    char text[640];
    snprintf(text, sizeof text,
             "{\"outcome\":\"failed\",\"value\":null,\"error\":{\"code\":\"%s\",\"name\":\"InternalError\","
             "\"message\":\"%s\",\"stack\":\"%s\"},\"stdout\":\"\",\"stderr\":\"\",\"stdoutTruncated\":false,"
             "\"stderrTruncated\":false,\"instructions\":0,\"memoryPeakBytes\":0,\"durationMs\":0}",
             secexec_error_code_string(SECEXEC_ERR_INTERNAL),
             "The run did not end within its time limit or cancel (a bug in secexec); its worker was replaced",
             "InternalError: the run did not end within its time limit or cancel; its worker was replaced");
    send_result(s, id_text, text);
}

/* Give up j's worker: answer j, start a new worker in its place. Lock held (released inside). */
static void abandon(server *s, job *j) {
    j->abandoned = true;
    j->watch_ns = 0;
    unlink_active(s, j);
    host_wait *left = take_waits(s, NULL, j);
    s->nabandoned++;
    char *id_text = strdup(j->id_text); /* j is its worker's now: freed whenever it comes back */
    for (int i = 0; i < s->nstarted; i++)
        if (pthread_equal(s->workers[i], j->thread)) {
            pthread_detach(s->workers[i]);
            if (pthread_create(&s->workers[i], NULL, worker_main, s) != 0) { /* a pool one smaller */
                s->workers[i] = s->workers[--s->nstarted];
                log_note(s, "could not start a worker to replace a stuck one");
            }
            break;
        }
    pthread_mutex_unlock(&s->lock);
    log_note(s, "a run did not end within its limits: answered internal_error, its worker replaced");
    reject_all(left, "the run has ended");
    if (id_text != NULL) answer_abandoned(s, id_text);
    free(id_text);
    pthread_mutex_lock(&s->lock);
    if (--s->nactive == 0) pthread_cond_broadcast(&s->idle);
}

/* The watchdog: sleeps until the earliest watched deadline (or a change), gives up late workers. */
static void *watchdog_main(void *arg) {
    server *s = arg;
    pthread_mutex_lock(&s->lock);
    while (!s->stopping) {
        uint64_t now = now_ns(), next = 0;
        job *late = NULL;
        for (job *j = s->active; j != NULL && late == NULL; j = j->next_active) {
            if (j->watch_ns == 0) continue;
            if (j->watch_ns <= now) late = j;
            else if (next == 0 || j->watch_ns < next) next = j->watch_ns;
        }
        if (late != NULL) {
            abandon(s, late);
            continue;
        }
        s->watch_wake_ns = next; /* a run ending earlier must signal; the rest wait for this scan */
        if (next == 0) {
            pthread_cond_wait(&s->watch, &s->lock);
        } else {
            struct timespec ts = {(time_t)(next / 1000000000u), (long)(next % 1000000000u)};
            pthread_cond_timedwait(&s->watch, &s->lock, &ts);
        }
    }
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

static void *worker_main(void *arg) {
    server *s = arg;
    for (;;) {
        pthread_mutex_lock(&s->lock);
        while (s->queue_head == NULL && !s->stopping) pthread_cond_wait(&s->work, &s->lock);
        job *j = dequeue(s);
        if (j != NULL) watch_job(s, j);
        pthread_mutex_unlock(&s->lock);
        if (j == NULL || !run_job(s, j)) return NULL;
    }
}

/* Synchronous session: run the queued jobs one after the other, in the feeding thread. */
static void run_queued_sync(server *s) {
    s->running_sync = true;
    for (;;) {
        pthread_mutex_lock(&s->lock);
        job *j = dequeue(s);
        pthread_mutex_unlock(&s->lock);
        if (j == NULL) break;
        (void)run_job(s, j); /* (no watchdog without workers) */
    }
    s->running_sync = false;
}

/* -- reading params -- */

static bool param_u64(const cJSON *p, const char *key, uint64_t *out, char *err, size_t n) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(p, key);
    if (v == NULL || cJSON_IsNull(v)) return true;
    /* The range first: converting a double beyond uint64_t (1e300) to it is undefined. */
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= 0 && v->valuedouble <= 9e15) ||
        v->valuedouble != (double)(uint64_t)v->valuedouble)
        return snprintf(err, n, "params.%s must be a non-negative integer", key), false;
    *out = (uint64_t)v->valuedouble;
    return true;
}

enum { NLIMITS = 8 };

/* The budgets of o, in the order of the params' keys below. */
static void limits_of(const secexec_options *o, uint64_t v[NLIMITS]) {
    uint64_t all[NLIMITS] = {o->timeout_ms,      o->max_instructions,      o->max_memory_bytes,
                             o->max_stack_depth, o->max_output_bytes,      o->host_call_timeout_ms,
                             o->max_host_calls,  o->max_host_payload_bytes};
    memcpy(v, all, sizeof all);
}

static bool param_limits(job *j, const cJSON *p, char *err, size_t n) {
    uint64_t v[NLIMITS], caps[NLIMITS] = {0};
    static const char *const keys[NLIMITS] = {"timeoutMs",     "maxInstructions",    "maxMemoryBytes",
                                              "maxStackDepth", "maxOutputBytes",     "hostCallTimeoutMs",
                                              "maxHostCalls",  "maxHostPayloadBytes"};
    limits_of(&j->opts, v);
    if (j->srv->cfg.caps != NULL) limits_of(j->srv->cfg.caps, caps);
    for (int i = 0; i < NLIMITS; i++) {
        if (!param_u64(p, keys[i], &v[i], err, n)) return false;
        if (caps[i] != 0 && (v[i] == 0 || v[i] > caps[i])) v[i] = caps[i];
    }
    if (v[3] > UINT32_MAX || v[6] > UINT32_MAX)
        return snprintf(err, n, "params.maxStackDepth/maxHostCalls is too large"), false;
    j->opts.timeout_ms = v[0];
    j->opts.max_instructions = v[1];
    j->opts.max_memory_bytes = (size_t)v[2];
    j->opts.max_stack_depth = (uint32_t)v[3];
    j->opts.max_output_bytes = (size_t)v[4];
    j->opts.host_call_timeout_ms = v[5];
    j->opts.max_host_calls = (uint32_t)v[6];
    j->opts.max_host_payload_bytes = (size_t)v[7];
    return true;
}

static bool param_capture(job *j, const cJSON *p, char *err, size_t n) {
    const cJSON *out = cJSON_GetObjectItemCaseSensitive(p, "output");
    if (out == NULL || cJSON_IsNull(out)) return true;
    const cJSON *cap = cJSON_GetObjectItemCaseSensitive(out, "capture");
    if (!cJSON_IsObject(out) || (cap != NULL && !cJSON_IsString(cap)))
        return snprintf(err, n, "params.output must be {\"capture\": \"all\" | \"stderr\" | \"none\"}"), false;
    if (cap == NULL || strcmp(cap->valuestring, "all") == 0) j->opts.capture = SECEXEC_CAPTURE_ALL;
    else if (strcmp(cap->valuestring, "stderr") == 0) j->opts.capture = SECEXEC_CAPTURE_STDERR;
    else if (strcmp(cap->valuestring, "none") == 0) j->opts.capture = SECEXEC_CAPTURE_NONE;
    else return snprintf(err, n, "params.output.capture must be \"all\", \"stderr\" or \"none\""), false;
    return true;
}

/* clock: milliseconds (an integer) or a date string; hostClock: true to read the real clock. */
static bool param_clock(job *j, const cJSON *p, char *err, size_t n) {
    const cJSON *clock = cJSON_GetObjectItemCaseSensitive(p, "clock");
    const cJSON *host = cJSON_GetObjectItemCaseSensitive(p, "hostClock");
    if (host != NULL && !cJSON_IsNull(host) && !cJSON_IsBool(host))
        return snprintf(err, n, "params.hostClock must be a boolean"), false;
    j->opts.host_clock = cJSON_IsTrue(host);
    if (clock == NULL || cJSON_IsNull(clock)) return true;
    if (cJSON_IsNumber(clock)) {
        double ms = clock->valuedouble;
        if (ms == floor(ms) && fabs(ms) <= 8.64e15) {
            j->opts.clock_ms = (int64_t)ms;
            return true;
        }
    } else if (cJSON_IsString(clock) && secexec_parse_clock(clock->valuestring, &j->opts.clock_ms)) {
        return true;
    }
    return snprintf(
               err, n,
               "params.clock must be milliseconds within +-8.64e15 or a date string such as \"2024-01-01T00:00:00Z\""),
           false;
}

/* The declarations params.hostFunctions and params.inputs (both optional) give, as
 * secexec_declarations makes them; NULL with a message for a -32602 error in err. */
static char *params_declarations(const cJSON *params, char *err, size_t n) {
    cli_hostspec hs;
    const cJSON *inputs = cJSON_GetObjectItemCaseSensitive(params, "inputs");
    char *inputs_text = inputs ? cJSON_PrintUnformatted(inputs) : NULL;
    char *d = NULL;
    if (cli_hostspec_parse(&hs, cJSON_GetObjectItemCaseSensitive(params, "hostFunctions"), NULL, NULL, err, n) &&
        (d = secexec_declarations(hs.colls, hs.ncolls, inputs_text)) == NULL)
        snprintf(err, n, "hostFunctions has an invalid name or inputSchema");
    cli_hostspec_free(&hs);
    free(inputs_text);
    return d;
}

/* check: params.source is type-checked against the declarations of params.hostFunctions and
 * params.inputs, like tsc --strict. False: a message for a -32602 error in err. */
static bool check_params(job *j, const cJSON *p, char *err, size_t n) {
    const cJSON *source = cJSON_GetObjectItemCaseSensitive(p, "source");
    const cJSON *filename = cJSON_GetObjectItemCaseSensitive(p, "filename");
    if (!cJSON_IsObject(p) || !cJSON_IsString(source) || (filename != NULL && !cJSON_IsString(filename)))
        return snprintf(err, n, "params.source must be a string (and params.filename, if given, a string)"), false;
    j->source = source->valuestring;
    j->filename = filename != NULL ? filename->valuestring : NULL;
    const cJSON *script = cJSON_GetObjectItemCaseSensitive(p, "script"); /* check it as a script */
    if (script != NULL && !cJSON_IsNull(script) && !cJSON_IsBool(script))
        return snprintf(err, n, "params.script must be a boolean"), false;
    j->opts.script = cJSON_IsTrue(script);
    return (j->declarations = params_declarations(p, err, n)) != NULL;
}

/* Fill j's options from params. False: a message for a -32602 error in err. */
static bool options_params(job *j, const cJSON *p, char *err, size_t n);

static bool job_params(job *j, const cJSON *p, char *err, size_t n) {
    if (!cJSON_IsObject(p)) return snprintf(err, n, "params must be an object"), false;
    const cJSON *src = cJSON_GetObjectItemCaseSensitive(p, "source");
    if (!cJSON_IsString(src)) return snprintf(err, n, "params.source must be a string"), false;
    j->source = src->valuestring;
    return options_params(j, p, err, n);
}

/* One answer of params.answers: {"id": n, "result": any} or {"id": n, "error": {"message"} | "text"}. */
static bool answer_param(job *j, const cJSON *a, size_t k, char *err, size_t n) {
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(a, "id");
    const cJSON *res = cJSON_GetObjectItemCaseSensitive(a, "result"), *e = cJSON_GetObjectItemCaseSensitive(a, "error");
    if (!cJSON_IsObject(a) || !cJSON_IsNumber(id) || !(id->valuedouble >= 1 && id->valuedouble <= 9e15) ||
        id->valuedouble != (double)(uint64_t)id->valuedouble || (res == NULL) == (e == NULL))
        return snprintf(err, n, "params.answers[%zu] must be {\"id\": a pending call's id, \"result\" or \"error\"}",
                        k),
               false;
    const cJSON *m = cJSON_IsObject(e) ? cJSON_GetObjectItemCaseSensitive(e, "message") : e;
    char *text =
        res != NULL ? cJSON_PrintUnformatted(res) : strdup(cJSON_IsString(m) ? m->valuestring : "host function failed");
    if (text == NULL) return snprintf(err, n, "out of memory"), false;
    j->answer_texts[k] = text;
    j->answers[k] = (secexec_answer){
        .id = (uint64_t)id->valuedouble, .result_json = res != NULL ? text : NULL, .error = res != NULL ? NULL : text};
    return true;
}

/* resume: params.snapshot (base64 of a suspended result's snapshot), params.answers, and the run
 * options (limits, hostFunctions as in the suspended request, snapshotKey...). */
static bool resume_params(job *j, const cJSON *p, char *err, size_t n) {
    const cJSON *snap = cJSON_GetObjectItemCaseSensitive(p, "snapshot");
    const cJSON *answers = cJSON_GetObjectItemCaseSensitive(p, "answers");
    if (!cJSON_IsObject(p) || !cJSON_IsString(snap))
        return snprintf(err, n, "params.snapshot must be a string (base64)"), false;
    if (answers != NULL && !cJSON_IsArray(answers)) return snprintf(err, n, "params.answers must be an array"), false;
    j->snapshot = secexec_base64_decode(snap->valuestring, strlen(snap->valuestring), &j->snapshot_len);
    if (j->snapshot == NULL) return snprintf(err, n, "params.snapshot is not valid base64"), false;
    size_t count = answers ? (size_t)cJSON_GetArraySize(answers) : 0;
    j->answers = calloc(count + 1, sizeof *j->answers);
    j->answer_texts = calloc(count + 1, sizeof *j->answer_texts);
    if (j->answers == NULL || j->answer_texts == NULL) return snprintf(err, n, "out of memory"), false;
    const cJSON *a;
    cJSON_ArrayForEach(a, answers) {
        if (!answer_param(j, a, j->nanswers, err, n)) return false;
        j->nanswers++;
    }
    j->source = "";
    return options_params(j, p, err, n);
}

/* The run options of params (everything but the source). False: a message in err. */
static bool options_params(job *j, const cJSON *p, char *err, size_t n) {
    secexec_options_init(&j->opts);
    const cJSON *inputs = cJSON_GetObjectItemCaseSensitive(p, "inputs");
    if (inputs != NULL && (j->inputs_text = cJSON_PrintUnformatted(inputs)) == NULL)
        return snprintf(err, n, "out of memory"), false;
    j->opts.inputs_json = j->inputs_text;
    const cJSON *fname = cJSON_GetObjectItemCaseSensitive(p, "filename");
    if (cJSON_IsString(fname)) j->opts.filename = fname->valuestring;
    const cJSON *lang = cJSON_GetObjectItemCaseSensitive(p, "language"); /* "typescript" (default) or "python" */
    if (lang != NULL && !cJSON_IsNull(lang)) {
        if (!cJSON_IsString(lang) ||
            (strcmp(lang->valuestring, "typescript") != 0 && strcmp(lang->valuestring, "python") != 0))
            return snprintf(err, n, "params.language must be \"typescript\" or \"python\""), false;
        j->opts.language = lang->valuestring;
    }
    if (!param_limits(j, p, err, n) || !param_capture(j, p, err, n) || !param_clock(j, p, err, n)) return false;
    if (!cli_hostspec_parse(&j->hosts, cJSON_GetObjectItemCaseSensitive(p, "hostFunctions"), host_handler, j, err, n))
        return false;
    j->opts.host_collections = j->hosts.colls;
    j->opts.host_collection_count = j->hosts.ncolls;
    j->opts.cancel = j->cancel;
    j->opts.suspend_on_budget = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p, "suspendOnBudget"));
    const cJSON *script = cJSON_GetObjectItemCaseSensitive(p, "script"); /* a classic script, not a module */
    if (script != NULL && !cJSON_IsNull(script) && !cJSON_IsBool(script))
        return snprintf(err, n, "params.script must be a boolean"), false;
    j->opts.script = cJSON_IsTrue(script);
    const cJSON *key = cJSON_GetObjectItemCaseSensitive(p, "snapshotKey"); /* snapshots' HMAC key (docs/protocol.md) */
    if (key != NULL && !cJSON_IsNull(key) && (!cJSON_IsString(key) || key->valuestring[0] == 0))
        return snprintf(err, n, "params.snapshotKey must be a non-empty string"), false;
    if (cJSON_IsString(key)) {
        j->opts.snapshot_key = (const unsigned char *)key->valuestring;
        j->opts.snapshot_key_len = strlen(key->valuestring);
    }
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p, "record"))) { /* record/replay: docs/replay.md */
        j->opts.record = record_line;
        j->opts.record_user_data = j;
    }
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p, "audit"))) {
        j->opts.audit = audit_line;
        j->opts.audit_user_data = j;
    }
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p, "stream"))) {
        j->opts.output = output_chunk;
        j->opts.output_user_data = j;
    }
    return true;
}

static job *find_active(server *s, const char *id_text) {
    for (job *j = s->active; j != NULL; j = j->next_active)
        if (strcmp(j->id_text, id_text) == 0) return j;
    return NULL;
}

static void queue_job(server *s, job *j, const char *id_text);

/* evaluate / execute / check: read params, then queue the job (msg now belongs to the job). */
static void start_job(server *s, cJSON *msg, const char *id_text, job_kind kind) {
    job *j = calloc(1, sizeof *j);
    char err[300];
    if (j == NULL || (j->cancel = secexec_cancel_new()) == NULL || (j->id_text = strdup(id_text)) == NULL) {
        send_error(s, id_text, RPC_INTERNAL, "out of memory");
        if (j) secexec_cancel_free(j->cancel), free(j);
        cJSON_Delete(msg);
        return;
    }
    j->srv = s;
    j->msg = msg;
    j->kind = kind;
    const cJSON *params = cJSON_GetObjectItemCaseSensitive(msg, "params");
    bool ok = kind == JOB_CHECK    ? check_params(j, params, err, sizeof err)
              : kind == JOB_RESUME ? resume_params(j, params, err, sizeof err)
                                   : job_params(j, params, err, sizeof err);
    if (!ok) {
        send_error(s, id_text, RPC_PARAMS, err);
        job_free(j);
        return;
    }
    queue_job(s, j, id_text);
}

/* Queue j unless its id is in flight (then answer -32600 and free it). Lock not held. */
static void queue_job(server *s, job *j, const char *id_text) {
    pthread_mutex_lock(&s->lock);
    bool dup = find_active(s, id_text) != NULL;
    if (!dup) {
        j->next_active = s->active;
        s->active = j;
        s->nactive++;
        if (s->queue_tail) s->queue_tail->next_queued = j;
        else s->queue_head = j;
        s->queue_tail = j;
        pthread_cond_signal(&s->work);
    }
    pthread_mutex_unlock(&s->lock);
    if (dup) {
        send_error(s, id_text, RPC_INVALID, "a request with this id is still in flight");
        if (j->vm != NULL) vm_job_done(s, j);
        job_free(j);
    }
}

/* ---------------------------------------------------------------------------------------------
 * Other methods
 * ------------------------------------------------------------------------------------------- */

static void do_cancel(server *s, const cJSON *params, const char *id_text) {
    const cJSON *target = cJSON_GetObjectItemCaseSensitive(params, "id");
    if (!cJSON_IsObject(params) || !(cJSON_IsString(target) || cJSON_IsNumber(target))) {
        if (id_text != NULL) /* notifications get no -32602 */
            send_error(s, id_text, RPC_PARAMS,
                       "params.id must be the id (string or number) of an evaluate/execute request");
        return;
    }
    char *t = cJSON_PrintUnformatted(target);
    pthread_mutex_lock(&s->lock);
    job *j = t ? find_active(s, t) : NULL;
    if (j != NULL && j->kind == JOB_CHECK) j = NULL; /* a check is not a run: it cannot be cancelled */
    if (j != NULL && (j->kind == JOB_VM_CHECK || j->kind == JOB_PROC_WAIT)) j = NULL; /* not runs */
    if (j != NULL) secexec_cancel_trigger(j->cancel);
    if (j != NULL && j->watch_ns != 0) { /* running: it must end within 50 ms of the cancel */
        uint64_t by = watch_after(now_ns(), 0);
        if (by < j->watch_ns) j->watch_ns = by;
        wake_watchdog_for(s, j->watch_ns);
    }
    pthread_mutex_unlock(&s->lock);
    free(t);
    if (id_text) send_result(s, id_text, j ? "{\"cancelled\":true}" : "{\"cancelled\":false}");
}

static void do_declarations(server *s, const cJSON *params, const char *id_text) {
    char err[300];
    if (params != NULL && !cJSON_IsObject(params)) {
        send_error(s, id_text, RPC_PARAMS, "params must be an object");
        return;
    }
    char *d = params_declarations(params, err, sizeof err);
    if (d == NULL) {
        send_error(s, id_text, RPC_PARAMS, err);
        return;
    }
    cJSON *r = cJSON_CreateObject();
    cJSON_AddStringToObject(r, "declarations", d);
    char *rt = cJSON_PrintUnformatted(r);
    if (rt) send_result(s, id_text, rt);
    else send_error(s, id_text, RPC_INTERNAL, "out of memory");
    free(rt);
    cJSON_Delete(r);
    free(d);
}

/* ---------------------------------------------------------------------------------------------
 * Kept VMs (vm.*) and their contexts (context.*), docs/protocol.md "VMs that outlast a call"
 * ------------------------------------------------------------------------------------------- */

enum { RPC_BUSY = -32001, RPC_FS = -32010 };

typedef struct vm_ctx {
    char id[32];   /* "ctx3" */
    char *id_text; /* "\"ctx3\"" */
    secexec_context *ctx;
    bool busy;     /* a run of it is queued or running */
    bool disposed; /* context.dispose came during a run: freed when the run ends */
    struct vm_ctx *next;
} vm_ctx;

/* One vm.create: its machine, the options' owner (a never-queued job: params, host specs, the
 * cancel handle that vm.dispose triggers) and a count of references (the registry + each job). */
typedef struct vm_entry {
    char id[32]; /* "vm1" */
    job *tmpl;
    secexec_machine *m;
    int refs;
    bool disposed;
    vm_ctx *ctxs;
    char *dispose_id; /* a recorded VM's vm.dispose, answered with the trace once the machine is freed */
    struct vm_entry *next;
} vm_entry;

/* Lock held. */
static vm_entry *find_vm(server *s, const char *id) {
    for (vm_entry *v = s->vms; v != NULL; v = v->next)
        if (strcmp(v->id, id) == 0) return v;
    return NULL;
}

/* Lock held. */
static vm_ctx *find_ctx(server *s, const char *id, vm_entry **owner) {
    for (vm_entry *v = s->vms; v != NULL; v = v->next)
        for (vm_ctx *c = v->ctxs; c != NULL; c = c->next)
            if (strcmp(c->id, id) == 0 && !c->disposed) return *owner = v, c;
    return NULL;
}

static void ctx_unlink(vm_entry *v, vm_ctx *c) {
    for (vm_ctx **pp = &v->ctxs; *pp != NULL; pp = &(*pp)->next)
        if (*pp == c) {
            *pp = c->next;
            break;
        }
}

static void send_json(server *s, const char *id_text, cJSON *result);

/* The machine frees its contexts; the entries' memory is ours. */
static void vm_entry_free(vm_entry *v) {
    while (v->ctxs != NULL) {
        vm_ctx *c = v->ctxs;
        v->ctxs = c->next;
        free(c->id_text);
        free(c);
    }
    secexec_machine_free(v->m); /* a recorded session's trace ends here (its close event) */
    if (v->dispose_id != NULL) {
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "trace", v->tmpl->trace ? v->tmpl->trace : "");
        send_json(v->tmpl->srv, v->dispose_id, r);
        free(v->dispose_id);
    }
    job_free(v->tmpl);
    free(v);
}

/* Drop one reference (lock held); returns the entry when it must be freed (outside the lock). */
static vm_entry *vm_unref(vm_entry *v) { return --v->refs == 0 ? v : NULL; }

/* A run on a VM ended (or was never queued): its context is free again, its reference dropped. */
static void vm_job_done(server *s, job *j) {
    vm_ctx *dead = NULL;
    pthread_mutex_lock(&s->lock);
    if (j->ctx != NULL) {
        j->ctx->busy = false;
        if (j->ctx->disposed) {
            ctx_unlink(j->vm, j->ctx);
            dead = j->ctx;
        }
    }
    vm_entry *gone = vm_unref(j->vm);
    pthread_mutex_unlock(&s->lock);
    if (dead != NULL && gone == NULL) secexec_context_free(dead->ctx);
    if (dead != NULL) free(dead->id_text), free(dead);
    if (gone != NULL) vm_entry_free(gone);
    j->vm = NULL;
    j->ctx = NULL;
}

static void vms_free_all(server *s) {
    while (s->vms != NULL) {
        vm_entry *v = s->vms;
        s->vms = v->next;
        vm_entry_free(v); /* no job is left: the workers have stopped */
    }
}

static char *vm_job_result(job *j, size_t len) {
    secexec_result *r = NULL;
    secexec_machine *m = j->vm->m;
    /* each run watches its request's cancel handle (cancel {id}; vm.dispose triggers the handles of
     * the runs on the VM, and a run that starts after the dispose is cancelled at once) */
    pthread_mutex_lock(&j->srv->lock);
    if (j->vm->disposed) secexec_cancel_trigger(j->cancel);
    pthread_mutex_unlock(&j->srv->lock);
    /* the request's cancel handle, and params.stream's output notifications */
    secexec_call_options co = {.cancel = j->cancel, .output = j->opts.output, .output_user_data = j};
    switch (j->kind) {
    case JOB_VM_EVALUATE: r = secexec_machine_run_with(m, j->source, len, true, &co); break;
    case JOB_VM_EXECUTE: r = secexec_machine_run_with(m, j->source, len, false, &co); break;
    case JOB_VM_EXECUTE_FILE: r = secexec_machine_execute_file_cancellable(m, j->path, j->cancel); break;
    case JOB_CTX_EVALUATE: r = secexec_context_run_with(j->ctx->ctx, j->source, len, true, &co); break;
    case JOB_CTX_EXECUTE: r = secexec_context_run_with(j->ctx->ctx, j->source, len, false, &co); break;
    default: break;
    }
    switch (j->kind) {
    case JOB_PROC_WAIT: {
        secexec_result *pr = secexec_process_wait(m, j->pid);
        if (pr == NULL) return j->rpc_error = "no such process: never spawned, or already waited for", NULL;
        char *rt = secexec_result_to_json(pr);
        cJSON *o = rt ? cJSON_Parse(rt) : NULL;
        free(rt);
        if (o != NULL) cJSON_AddNumberToObject(o, "exitCode", secexec_result_exit_status(pr));
        secexec_result_free(pr);
        rt = o ? cJSON_PrintUnformatted(o) : NULL;
        cJSON_Delete(o);
        return rt;
    }
    case JOB_VM_CHECK: {
        secexec_check_result *c = secexec_machine_check(m, j->source, len);
        char *text = c ? secexec_check_result_to_json(c) : NULL;
        secexec_check_result_free(c);
        return text;
    }
    default: break; /* the runs above */
    }
    char *text = r ? secexec_result_to_json(r) : NULL;
    secexec_result_free(r);
    return text;
}

/* -- params -- */

static const char *param_string(const cJSON *p, const char *key) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(p, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* params.vmId as a live VM with one more reference (lock taken inside). NULL: answered. */
static vm_entry *take_vm(server *s, const cJSON *p, const char *id_text) {
    const char *id = param_string(p, "vmId");
    if (id == NULL) {
        send_error(s, id_text, RPC_PARAMS, "params.vmId must be a string (the vmId vm.create returned)");
        return NULL;
    }
    pthread_mutex_lock(&s->lock);
    vm_entry *v = find_vm(s, id);
    if (v != NULL) v->refs++;
    pthread_mutex_unlock(&s->lock);
    if (v == NULL) {
        char err[160];
        snprintf(err, sizeof err, "no VM with vmId \"%.60s\": it was never created or has been disposed", id);
        send_error(s, id_text, RPC_PARAMS, err);
    }
    return v;
}

static void drop_vm(server *s, vm_entry *v) {
    pthread_mutex_lock(&s->lock);
    vm_entry *gone = vm_unref(v);
    pthread_mutex_unlock(&s->lock);
    if (gone != NULL) vm_entry_free(gone);
}

/* Answer with a filesystem error: code -32010, data {code, syscall, path}. */
static void send_fs_error(server *s, const char *id_text, secexec_fs_error e, const char *syscall, const char *path) {
    cJSON *err = cJSON_CreateObject(), *data = cJSON_CreateObject();
    char msg[600];
    snprintf(msg, sizeof msg, "%s: %s, %s '%.400s'", secexec_fs_error_code(e), secexec_fs_error_message(e), syscall,
             path);
    cJSON_AddNumberToObject(err, "code", RPC_FS);
    cJSON_AddStringToObject(err, "message", msg);
    cJSON_AddStringToObject(data, "code", secexec_fs_error_code(e));
    cJSON_AddStringToObject(data, "syscall", syscall);
    cJSON_AddStringToObject(data, "path", path);
    cJSON_AddItemToObject(err, "data", data);
    char *et = cJSON_PrintUnformatted(err);
    cJSON_Delete(err);
    if (et == NULL) return;
    size_t n = strlen(et) + strlen(id_text) + 48;
    char *line = malloc(n);
    if (line != NULL) {
        snprintf(line, n, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"error\":%s}", id_text, et);
        send_line(s, line);
    }
    free(line);
    free(et);
}

static void send_json(server *s, const char *id_text, cJSON *result) {
    char *t = result ? cJSON_PrintUnformatted(result) : NULL;
    if (t != NULL) send_result(s, id_text, t);
    else send_error(s, id_text, RPC_INTERNAL, "out of memory");
    free(t);
    cJSON_Delete(result);
}

/* -- the methods -- */

/* params.mounts: [{hostPath, guestPath, readOnly}] (readOnly defaults to true). The strings stay
 * in p. False: a message in err. */
static bool mount_params(const cJSON *p, secexec_mount *out, size_t *n, char *err, size_t errsize) {
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(p, "mounts"), *m;
    *n = 0;
    if (list == NULL || cJSON_IsNull(list)) return true;
    if (!cJSON_IsArray(list) || cJSON_GetArraySize(list) > SECEXEC_MAX_MOUNTS)
        return snprintf(err, errsize, "params.mounts must be an array of at most %d mounts", SECEXEC_MAX_MOUNTS), false;
    cJSON_ArrayForEach(m, list) {
        const char *host = param_string(m, "hostPath"), *guest = param_string(m, "guestPath");
        const cJSON *ro = cJSON_GetObjectItemCaseSensitive(m, "readOnly");
        if (host == NULL || guest == NULL || (ro != NULL && !cJSON_IsBool(ro)))
            return snprintf(err, errsize,
                            "params.mounts[%zu] must be {\"hostPath\": string, \"guestPath\": string, "
                            "\"readOnly\": boolean}",
                            *n),
                   false;
        out[(*n)++] = (secexec_mount){host, guest, ro == NULL || cJSON_IsTrue(ro)};
    }
    return true;
}

/* params.permissions.network: "deny" (the default) or {"allow": ["https://origin", ...]} (at most
 * 64). The strings stay in p. False: a message in err. */
static bool network_params(const cJSON *p, const char **allow, size_t *n, bool *granted, char *err, size_t errsize) {
    const cJSON *perm = cJSON_GetObjectItemCaseSensitive(p, "permissions");
    const cJSON *net = cJSON_GetObjectItemCaseSensitive(perm, "network"), *list, *o;
    *n = 0;
    *granted = false;
    if (perm != NULL && !cJSON_IsNull(perm) && !cJSON_IsObject(perm))
        return snprintf(err, errsize, "params.permissions must be an object"), false;
    if (net == NULL || cJSON_IsNull(net) || (cJSON_IsString(net) && strcmp(net->valuestring, "deny") == 0)) return true;
    list = cJSON_GetObjectItemCaseSensitive(net, "allow");
    if (!cJSON_IsObject(net) || !cJSON_IsArray(list) || cJSON_GetArraySize(list) > 64)
        return snprintf(err, errsize,
                        "params.permissions.network must be \"deny\" or {\"allow\": [\"https://api.example.com\", "
                        "...]} (at most 64 origins; requests go to the client as host.fetch)"),
               false;
    cJSON_ArrayForEach(o, list) {
        if (!cJSON_IsString(o))
            return snprintf(err, errsize, "params.permissions.network.allow must hold strings"), false;
        allow[(*n)++] = o->valuestring;
    }
    *granted = true;
    return true;
}

static cJSON *restored_contexts(server *s, vm_entry *v);

/* vm.create {options...} (flat, or under params.options) -> {vmId}; vm.restore {snapshot, options...}
 * (restore true) -> {vmId, contexts}: the machine is made from a hibernated one (vm.hibernate). */
static void vm_create(server *s, cJSON *msg, const char *id_text, bool restore) {
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(msg, "params");
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(p, "options");
    if (!cJSON_IsObject(o)) o = p;
    char err[300];
    if (o != NULL && !cJSON_IsObject(o)) return send_error(s, id_text, RPC_PARAMS, "params must be an object");
    vm_entry *v = calloc(1, sizeof *v);
    job *t = calloc(1, sizeof *t);
    if (v == NULL || t == NULL || (t->cancel = secexec_cancel_new()) == NULL) {
        free(v);
        if (t) free(t);
        return send_error(s, id_text, RPC_INTERNAL, "out of memory");
    }
    t->srv = s;
    t->msg = cJSON_Duplicate(o ? o : p, true);
    t->source = "";
    pthread_mutex_lock(&s->lock);
    snprintf(v->id, sizeof v->id, "vm%llu", (unsigned long long)++s->next_vm_id);
    pthread_mutex_unlock(&s->lock);
    t->id_text = malloc(strlen(v->id) + 3);
    if (t->id_text) sprintf(t->id_text, "\"%s\"", v->id);
    bool ok = t->id_text != NULL && (t->msg != NULL || o == NULL) && options_params(t, t->msg, err, sizeof err);
    uint64_t seed = 0, fsb = 0, fsf = 0, pto = 0, pin = 0, pmem = 0, code = 0;
    ok = ok && param_u64(t->msg, "seed", &seed, err, sizeof err) &&
         param_u64(t->msg, "maxFsBytes", &fsb, err, sizeof err) &&
         param_u64(t->msg, "maxFsFiles", &fsf, err, sizeof err) &&
         param_u64(t->msg, "processTimeoutMs", &pto, err, sizeof err) &&
         param_u64(t->msg, "processMaxInstructions", &pin, err, sizeof err) &&
         param_u64(t->msg, "processMaxMemoryBytes", &pmem, err, sizeof err) &&
         param_u64(t->msg, "maxCodeBytes", &code, err, sizeof err);
    if (!ok) {
        job_free(t);
        free(v);
        return send_error(s, id_text, RPC_PARAMS, err[0] ? err : "out of memory");
    }
    t->opts.random_seed = seed;
    secexec_machine_options mo = {.max_fs_bytes = (size_t)fsb,
                                  .max_fs_files = (size_t)fsf,
                                  .process_timeout_ms = pto,
                                  .process_max_instructions = pin,
                                  .process_max_memory_bytes = (size_t)pmem,
                                  .max_code_bytes = (size_t)code};
    secexec_mount mounts[SECEXEC_MAX_MOUNTS];
    if (!mount_params(t->msg, mounts, &mo.mount_count, err, sizeof err)) {
        job_free(t);
        free(v);
        return send_error(s, id_text, RPC_PARAMS, err);
    }
    mo.mounts = mounts;
    const char *allow[64];
    secexec_network_permission net = {allow, 0, fetch_handler, t};
    bool network = false;
    if (!network_params(t->msg, allow, &net.allow_count, &network, err, sizeof err)) {
        job_free(t);
        free(v);
        return send_error(s, id_text, RPC_PARAMS, err);
    }
    if (network) mo.network = &net;
    v->tmpl = t;
    v->refs = 1;
    if (restore) {
        const cJSON *snap = cJSON_GetObjectItemCaseSensitive(t->msg, "snapshot");
        if (snap == NULL) snap = cJSON_GetObjectItemCaseSensitive(p, "snapshot"); /* beside params.options */
        size_t len = 0;
        unsigned char *bytes =
            cJSON_IsString(snap) ? secexec_base64_decode(snap->valuestring, strlen(snap->valuestring), &len) : NULL;
        if (bytes == NULL) snprintf(err, sizeof err, "params.snapshot must be a string (base64 of vm.hibernate's)");
        else v->m = secexec_machine_restore(bytes, len, &t->opts, &mo, err, sizeof err);
        free(bytes);
        if (v->m == NULL) {
            job_free(t);
            free(v);
            return send_error(s, id_text, RPC_PARAMS, err);
        }
    } else if ((v->m = secexec_machine_new(&t->opts, &mo)) == NULL) {
        job_free(t);
        free(v);
        if (mo.mount_count > 0 || network)
            return send_error(s, id_text, RPC_PARAMS,
                              "params.mounts or params.permissions.network.allow: a hostPath is not a directory that "
                              "can be opened, a guestPath is not an absolute path other than \"/\", or an origin is "
                              "not a URL origin such as \"https://api.example.com\"");
        return send_error(s, id_text, RPC_INTERNAL, "out of memory");
    }
    cJSON *contexts = restore ? restored_contexts(s, v) : NULL;
    pthread_mutex_lock(&s->lock);
    v->next = s->vms;
    s->vms = v;
    pthread_mutex_unlock(&s->lock);
    cJSON *r = cJSON_CreateObject();
    cJSON_AddStringToObject(r, "vmId", v->id);
    if (contexts != NULL) cJSON_AddItemToObject(r, "contexts", contexts);
    send_json(s, id_text, r);
}

/* The contexts of a restored machine get ids of this server, in their creation order (the order
 * vm.hibernate listed their old ids in). */
static cJSON *restored_contexts(server *s, vm_entry *v) {
    cJSON *ids = cJSON_CreateArray();
    size_t n = secexec_machine_contexts(v->m, NULL, 0);
    secexec_context **list = calloc(n + 1, sizeof *list);
    n = list ? secexec_machine_contexts(v->m, list, n) : 0;
    vm_ctx *last = NULL;
    for (size_t i = 0; i < n; i++) {
        vm_ctx *c = calloc(1, sizeof *c);
        if (c == NULL) break; /* out of memory: the context stays in the machine, unnamed */
        c->ctx = list[i];
        pthread_mutex_lock(&s->lock);
        snprintf(c->id, sizeof c->id, "ctx%llu", (unsigned long long)++s->next_ctx_id);
        pthread_mutex_unlock(&s->lock);
        if (last == NULL) v->ctxs = c; /* v is not registered yet: no lock needed for its list */
        else last->next = c;
        last = c;
        cJSON_AddItemToArray(ids, cJSON_CreateString(c->id));
    }
    free(list);
    return ids;
}

/* vm.hibernate {vmId, snapshotKey?} -> {snapshot, contexts}: an idle VM's files and contexts as a
 * base64 snapshot (docs/protocol.md); the VM stays as it was (vm.dispose frees it). contexts: the
 * contextIds in the order vm.restore gives their new ids. */
static void vm_hibernate(server *s, const cJSON *p, const char *id_text) {
    const cJSON *key = cJSON_GetObjectItemCaseSensitive(p, "snapshotKey");
    if (key != NULL && !cJSON_IsNull(key) && (!cJSON_IsString(key) || key->valuestring[0] == 0))
        return send_error(s, id_text, RPC_PARAMS, "params.snapshotKey must be a non-empty string");
    vm_entry *v = take_vm(s, p, id_text);
    if (v == NULL) return;
    pthread_mutex_lock(&s->lock);
    bool busy = v->refs > 2; /* the registry's, ours, and one per run or process.wait in flight */
    for (vm_ctx *c = v->ctxs; c != NULL; c = c->next) busy = busy || c->busy;
    pthread_mutex_unlock(&s->lock);
    if (busy) {
        drop_vm(s, v);
        return send_error(s, id_text, RPC_BUSY,
                          "the VM is busy: a run on it has not answered yet (hibernate an idle VM)");
    }
    secexec_options k = v->tmpl->opts; /* the VM's own key, unless params give one */
    if (cJSON_IsString(key)) {
        k.snapshot_key = (const unsigned char *)key->valuestring;
        k.snapshot_key_len = strlen(key->valuestring);
    }
    unsigned char *bytes = NULL;
    size_t len = 0;
    char err[400];
    bool ok = secexec_machine_hibernate(v->m, &k, &bytes, &len, err, sizeof err);
    char *b64 = ok ? secexec_base64_encode(bytes, len) : NULL;
    free(bytes);
    cJSON *r = NULL;
    if (b64 != NULL) {
        r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "snapshot", b64);
        cJSON *ids = cJSON_AddArrayToObject(r, "contexts");
        size_t n = secexec_machine_contexts(v->m, NULL, 0);
        secexec_context **list = calloc(n + 1, sizeof *list);
        n = list ? secexec_machine_contexts(v->m, list, n) : 0;
        pthread_mutex_lock(&s->lock);
        for (size_t i = 0; i < n; i++)
            for (vm_ctx *c = v->ctxs; c != NULL; c = c->next)
                if (c->ctx == list[i]) cJSON_AddItemToArray(ids, cJSON_CreateString(c->id));
        pthread_mutex_unlock(&s->lock);
        free(list);
        free(b64);
    }
    drop_vm(s, v);
    if (r != NULL) send_json(s, id_text, r);
    else send_error(s, id_text, ok ? RPC_INTERNAL : RPC_PARAMS, ok ? "out of memory" : err);
}

static void kill_processes(secexec_machine *m) {
    secexec_process_info list[SECEXEC_MAX_PROCESSES * 4];
    size_t n = secexec_process_list(m, list, sizeof list / sizeof list[0]);
    for (size_t i = 0; i < n && i < sizeof list / sizeof list[0]; i++) secexec_process_kill(m, list[i].pid);
}

/* process.spawn {vmId, path | source} -> {pid}; process.list {vmId}; process.kill {vmId, pid}. */
static void proc_method(server *s, const char *method, const cJSON *p, const char *id_text) {
    const cJSON *pidv = cJSON_GetObjectItemCaseSensitive(p, "pid");
    const char *path = param_string(p, "path"), *source = param_string(p, "source");
    bool spawn = strcmp(method, "process.spawn") == 0, list = strcmp(method, "process.list") == 0;
    if (spawn && (path == NULL) == (source == NULL))
        return send_error(s, id_text, RPC_PARAMS, "process.spawn needs params.path or params.source (a string)");
    if (!spawn && !list && !(cJSON_IsNumber(pidv) && pidv->valuedouble >= 1 && pidv->valuedouble <= 9e15))
        return send_error(s, id_text, RPC_PARAMS, "params.pid must be the pid process.spawn returned");
    vm_entry *v = take_vm(s, p, id_text);
    if (v == NULL) return;
    cJSON *r = cJSON_CreateObject();
    if (spawn) {
        uint64_t pid = secexec_process_spawn(v->m, path, source);
        if (pid == 0) {
            cJSON_Delete(r);
            r = NULL;
            send_error(s, id_text, RPC_BUSY, "too many processes are running in this VM (at most 16)");
        } else {
            cJSON_AddNumberToObject(r, "pid", (double)pid);
        }
    } else if (list) {
        secexec_process_info info[64];
        size_t n = secexec_process_list(v->m, info, 64);
        cJSON *arr = cJSON_AddArrayToObject(r, "processes");
        for (size_t i = 0; i < n && i < 64; i++) {
            cJSON *e = cJSON_CreateObject();
            cJSON_AddNumberToObject(e, "pid", (double)info[i].pid);
            cJSON_AddBoolToObject(e, "running", info[i].running);
            cJSON_AddItemToArray(arr, e);
        }
    } else {
        cJSON_AddBoolToObject(r, "killed", secexec_process_kill(v->m, (uint64_t)pidv->valuedouble));
    }
    drop_vm(s, v);
    if (r != NULL) send_json(s, id_text, r);
}

/* vm.dispose {vmId}: runs on it are cancelled, its contexts and files freed (at once, or when
 * the last run has answered). */
static void vm_dispose(server *s, const cJSON *p, const char *id_text) {
    vm_entry *v = take_vm(s, p, id_text);
    if (v == NULL) return;
    pthread_mutex_lock(&s->lock);
    for (vm_entry **pp = &s->vms; *pp != NULL; pp = &(*pp)->next)
        if (*pp == v) {
            *pp = v->next;
            break;
        }
    v->disposed = true;
    secexec_cancel_trigger(v->tmpl->cancel);
    for (job *j = s->active; j != NULL; j = j->next_active) /* the runs on it, queued or running */
        if (j->vm == v && j->kind != JOB_PROC_WAIT) secexec_cancel_trigger(j->cancel);
    kill_processes(v->m);                         /* a process.wait in flight then answers at once */
    v->refs--;                                    /* the registry's */
    bool recorded = v->tmpl->opts.record != NULL; /* answered with the trace when the machine is freed */
    if (recorded && (v->dispose_id = strdup(id_text)) == NULL) recorded = false;
    pthread_mutex_unlock(&s->lock);
    drop_vm(s, v);
    if (!recorded) send_result(s, id_text, "null");
}

static void vm_file_op(server *s, const char *method, const cJSON *p, const char *id_text) {
    const char *path = param_string(p, "path");
    if (path == NULL) return send_error(s, id_text, RPC_PARAMS, "params.path must be a string");
    const char *enc = param_string(p, "encoding");
    bool base64 = enc != NULL && strcmp(enc, "base64") == 0;
    if (enc != NULL && !base64 && strcmp(enc, "utf8") != 0 && strcmp(enc, "utf-8") != 0)
        return send_error(s, id_text, RPC_PARAMS, "params.encoding must be \"utf8\" or \"base64\"");
    const cJSON *rec = cJSON_GetObjectItemCaseSensitive(p, "recursive");
    bool recursive = cJSON_IsTrue(rec);
    vm_entry *v = take_vm(s, p, id_text);
    if (v == NULL) return;
    secexec_fs_error e = SECEXEC_FS_OK;
    const char *syscall = "open";
    cJSON *result = NULL;
    if (strcmp(method, "vm.writeFile") == 0) {
        const cJSON *c = cJSON_GetObjectItemCaseSensitive(p, "content");
        size_t len = 0;
        unsigned char *bytes = NULL;
        if (!cJSON_IsString(c)) {
            drop_vm(s, v);
            return send_error(s, id_text, RPC_PARAMS, "params.content must be a string");
        }
        if (base64 && (bytes = secexec_base64_decode(c->valuestring, strlen(c->valuestring), &len)) == NULL) {
            drop_vm(s, v);
            return send_error(s, id_text, RPC_PARAMS, "params.content is not valid base64");
        }
        e = bytes ? secexec_machine_write_file(v->m, path, bytes, len)
                  : secexec_machine_write_file(v->m, path, c->valuestring, strlen(c->valuestring));
        free(bytes);
        if (e == SECEXEC_FS_ENOSPC) syscall = "write";
    } else if (strcmp(method, "vm.readFile") == 0) {
        char *data;
        size_t len;
        if ((e = secexec_machine_read_file(v->m, path, &data, &len)) == SECEXEC_FS_OK) {
            char *b = base64 ? secexec_base64_encode((unsigned char *)data, len) : NULL;
            result = cJSON_CreateObject();
            cJSON_AddStringToObject(result, "content", base64 ? (b ? b : "") : data);
            free(b);
            free(data);
        }
    } else if (strcmp(method, "vm.readdir") == 0) {
        secexec_fs_dirent *list;
        size_t n;
        syscall = "scandir";
        if ((e = secexec_machine_readdir(v->m, path, &list, &n)) == SECEXEC_FS_OK) {
            result = cJSON_CreateObject();
            cJSON *arr = cJSON_AddArrayToObject(result, "entries");
            for (size_t i = 0; i < n; i++) {
                cJSON *ent = cJSON_CreateObject();
                cJSON_AddStringToObject(ent, "name", list[i].name);
                cJSON_AddBoolToObject(ent, "isDirectory", list[i].is_directory);
                cJSON_AddItemToArray(arr, ent);
            }
            secexec_fs_dirents_free(list, n);
        }
    } else if (strcmp(method, "vm.stat") == 0) {
        secexec_fs_stat st;
        syscall = "stat";
        if ((e = secexec_machine_stat(v->m, path, &st)) == SECEXEC_FS_OK) {
            result = cJSON_CreateObject();
            cJSON_AddBoolToObject(result, "isFile", !st.is_directory);
            cJSON_AddBoolToObject(result, "isDirectory", st.is_directory);
            cJSON_AddNumberToObject(result, "size", (double)st.size);
            cJSON_AddNumberToObject(result, "mtimeMs", (double)st.mtime_ms);
        }
    } else if (strcmp(method, "vm.mkdir") == 0) {
        syscall = "mkdir";
        e = secexec_machine_mkdir(v->m, path, recursive);
    } else { /* vm.remove */
        syscall = "rm";
        e = secexec_machine_remove(v->m, path, recursive);
    }
    drop_vm(s, v);
    if (e != SECEXEC_FS_OK) return send_fs_error(s, id_text, e, syscall, path);
    if (result != NULL) send_json(s, id_text, result);
    else send_result(s, id_text, "null");
}

/* vm.installPackages {vmId, tarballs: [base64 .tgz...]} -> {installed: [{name, version}]}. */
static void vm_install(server *s, const cJSON *p, const char *id_text) {
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(p, "tarballs"), *t;
    if (!cJSON_IsArray(list))
        return send_error(s, id_text, RPC_PARAMS, "params.tarballs must be an array of base64 strings");
    cJSON_ArrayForEach(t, list) if (!cJSON_IsString(t)) return send_error(
        s, id_text, RPC_PARAMS, "params.tarballs must be an array of base64 strings");
    vm_entry *v = take_vm(s, p, id_text);
    if (v == NULL) return;
    cJSON *r = cJSON_CreateObject(), *arr = cJSON_AddArrayToObject(r, "installed");
    size_t i = 0;
    char err[700] = "";
    cJSON_ArrayForEach(t, list) {
        size_t len;
        unsigned char *bytes = secexec_base64_decode(t->valuestring, strlen(t->valuestring), &len);
        char *name = NULL, *version = NULL, *error = NULL;
        if (bytes == NULL) snprintf(err, sizeof err, "params.tarballs[%zu] is not valid base64", i);
        else if (!secexec_machine_install_package(v->m, bytes, len, &name, &version, &error))
            snprintf(err, sizeof err, "params.tarballs[%zu]: %.600s", i, error ? error : "out of memory");
        else {
            cJSON *e = cJSON_CreateObject();
            cJSON_AddStringToObject(e, "name", name);
            cJSON_AddStringToObject(e, "version", version);
            cJSON_AddItemToArray(arr, e);
        }
        free(bytes);
        free(name);
        free(version);
        free(error);
        if (err[0]) break;
        i++;
    }
    drop_vm(s, v);
    if (err[0]) {
        cJSON_Delete(r);
        return send_error(s, id_text, RPC_PARAMS, err);
    }
    send_json(s, id_text, r);
}

/* context.create {vmId} -> {contextId}; context.reset / context.dispose {contextId}. */
static void ctx_create(server *s, const cJSON *p, const char *id_text) {
    vm_entry *v = take_vm(s, p, id_text);
    if (v == NULL) return;
    vm_ctx *c = calloc(1, sizeof *c);
    if (c == NULL || (c->ctx = secexec_context_new(v->m)) == NULL) {
        free(c);
        drop_vm(s, v);
        return send_error(s, id_text, RPC_INTERNAL, "out of memory");
    }
    pthread_mutex_lock(&s->lock);
    snprintf(c->id, sizeof c->id, "ctx%llu", (unsigned long long)++s->next_ctx_id);
    c->next = v->ctxs;
    v->ctxs = c;
    pthread_mutex_unlock(&s->lock);
    drop_vm(s, v);
    cJSON *r = cJSON_CreateObject();
    cJSON_AddStringToObject(r, "contextId", c->id);
    send_json(s, id_text, r);
}

/* params.contextId as a context that is not running, with its VM referenced. NULL: answered. */
static vm_ctx *take_ctx(server *s, const cJSON *p, const char *id_text, vm_entry **owner, bool mark_busy) {
    const char *id = param_string(p, "contextId");
    if (id == NULL) {
        send_error(s, id_text, RPC_PARAMS, "params.contextId must be a string (the contextId context.create returned)");
        return NULL;
    }
    pthread_mutex_lock(&s->lock);
    vm_ctx *c = find_ctx(s, id, owner);
    bool busy = c != NULL && c->busy;
    if (c != NULL && !busy) {
        (*owner)->refs++;
        if (mark_busy) c->busy = true;
    }
    pthread_mutex_unlock(&s->lock);
    char err[200];
    if (c == NULL) {
        snprintf(err, sizeof err,
                 "no context with contextId \"%.60s\": it was never created, or it or its VM has been disposed", id);
        send_error(s, id_text, RPC_PARAMS, err);
    } else if (busy) {
        snprintf(err, sizeof err,
                 "context \"%.60s\" is busy: a run on it has not answered yet (a context runs one call at a time)", id);
        send_error(s, id_text, RPC_BUSY, err);
    }
    return c != NULL && !busy ? c : NULL;
}

static void ctx_reset_or_dispose(server *s, const cJSON *p, const char *id_text, bool dispose) {
    vm_entry *v;
    vm_ctx *c = take_ctx(s, p, id_text, &v, false);
    if (c == NULL) return;
    bool ok = true;
    if (dispose) {
        pthread_mutex_lock(&s->lock);
        ctx_unlink(v, c);
        pthread_mutex_unlock(&s->lock);
        secexec_context_free(c->ctx);
        free(c);
    } else {
        ok = secexec_context_reset(c->ctx);
    }
    drop_vm(s, v);
    if (ok) send_result(s, id_text, "null");
    else send_error(s, id_text, RPC_INTERNAL, "out of memory");
}

/* A run on a VM or a context: a job like evaluate's. True: msg now belongs to the job. */
static bool vm_run(server *s, cJSON *msg, const char *id_text, job_kind kind) {
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(msg, "params");
    const cJSON *src = cJSON_GetObjectItemCaseSensitive(p, "source");
    const char *path = param_string(p, "path");
    const cJSON *pidv = cJSON_GetObjectItemCaseSensitive(p, "pid");
    if (kind == JOB_PROC_WAIT && !(cJSON_IsNumber(pidv) && pidv->valuedouble >= 1 && pidv->valuedouble <= 9e15)) {
        send_error(s, id_text, RPC_PARAMS, "params.pid must be the pid process.spawn returned");
        return false;
    }
    if (kind != JOB_PROC_WAIT && (kind == JOB_VM_EXECUTE_FILE ? path == NULL : !cJSON_IsString(src))) {
        send_error(s, id_text, RPC_PARAMS,
                   kind == JOB_VM_EXECUTE_FILE ? "params.path must be a string" : "params.source must be a string");
        return false;
    }
    if (s->shutting_down) {
        send_error(s, id_text, RPC_SHUTTING_DOWN, "the server is shutting down");
        return false;
    }
    vm_entry *v = NULL;
    vm_ctx *c = NULL;
    if (kind == JOB_CTX_EVALUATE || kind == JOB_CTX_EXECUTE) {
        if ((c = take_ctx(s, p, id_text, &v, true)) == NULL) return false;
    } else if ((v = take_vm(s, p, id_text)) == NULL) {
        return false;
    }
    job *j = calloc(1, sizeof *j);
    if (j == NULL || (j->cancel = secexec_cancel_new()) == NULL || (j->id_text = strdup(id_text)) == NULL) {
        if (j) secexec_cancel_free(j->cancel), free(j);
        job tmp = {.vm = v, .ctx = c};
        vm_job_done(s, &tmp);
        send_error(s, id_text, RPC_INTERNAL, "out of memory");
        return false;
    }
    j->srv = s;
    j->msg = msg;
    j->kind = kind;
    j->source = cJSON_IsString(src) ? src->valuestring : "";
    j->path = path;
    j->pid = kind == JOB_PROC_WAIT ? (uint64_t)pidv->valuedouble : 0;
    j->vm = v;
    j->ctx = c;
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p, "stream"))) j->opts.output = output_chunk; /* vm_job_result */
    queue_job(s, j, id_text);
    return true;
}

/* Every vm.* and context.* method. True: msg was taken by a job. */
static bool vm_method(server *s, cJSON *msg, const char *method, const char *id_text) {
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(msg, "params");
    if (strcmp(method, "vm.create") == 0) vm_create(s, msg, id_text, false);
    else if (strcmp(method, "vm.restore") == 0) vm_create(s, msg, id_text, true);
    else if (p != NULL && !cJSON_IsObject(p)) send_error(s, id_text, RPC_PARAMS, "params must be an object");
    else if (strcmp(method, "vm.dispose") == 0) vm_dispose(s, p, id_text);
    else if (strcmp(method, "vm.hibernate") == 0) vm_hibernate(s, p, id_text);
    else if (strcmp(method, "vm.evaluate") == 0) return vm_run(s, msg, id_text, JOB_VM_EVALUATE);
    else if (strcmp(method, "vm.execute") == 0) return vm_run(s, msg, id_text, JOB_VM_EXECUTE);
    else if (strcmp(method, "vm.executeFile") == 0) return vm_run(s, msg, id_text, JOB_VM_EXECUTE_FILE);
    else if (strcmp(method, "vm.check") == 0) return vm_run(s, msg, id_text, JOB_VM_CHECK);
    else if (strcmp(method, "context.evaluate") == 0) return vm_run(s, msg, id_text, JOB_CTX_EVALUATE);
    else if (strcmp(method, "context.execute") == 0) return vm_run(s, msg, id_text, JOB_CTX_EXECUTE);
    else if (strcmp(method, "process.wait") == 0) return vm_run(s, msg, id_text, JOB_PROC_WAIT);
    else if (strcmp(method, "process.spawn") == 0 || strcmp(method, "process.list") == 0 ||
             strcmp(method, "process.kill") == 0)
        proc_method(s, method, p, id_text);
    else if (strcmp(method, "vm.installPackages") == 0) vm_install(s, p, id_text);
    else if (strcmp(method, "context.create") == 0) ctx_create(s, p, id_text);
    else if (strcmp(method, "context.reset") == 0) ctx_reset_or_dispose(s, p, id_text, false);
    else if (strcmp(method, "context.dispose") == 0) ctx_reset_or_dispose(s, p, id_text, true);
    else if (strcmp(method, "vm.writeFile") == 0 || strcmp(method, "vm.readFile") == 0 ||
             strcmp(method, "vm.readdir") == 0 || strcmp(method, "vm.stat") == 0 || strcmp(method, "vm.mkdir") == 0 ||
             strcmp(method, "vm.remove") == 0)
        vm_file_op(s, method, p, id_text);
    else {
        char err[160];
        snprintf(err, sizeof err, "Method not found: %.100s", method);
        send_error(s, id_text, RPC_METHOD, err);
    }
    return false;
}

/* ---------------------------------------------------------------------------------------------
 * Dispatch of one line
 * ------------------------------------------------------------------------------------------- */

/* Check the envelope; returns the method or NULL after answering with an error. *id_text: the
 * id as JSON text, NULL for a notification (or a null id, which cannot be told apart in the
 * responses). */
/* The id's JSON text, as cJSON prints it; an integer id (the usual kind: a counter) without
 * cJSON's way of printing a double (sprintf %1.15g, then sscanf to check it reads back): the
 * same digits. */
static char *id_json(const cJSON *id) {
    double d = id->valuedouble;
    if (cJSON_IsNumber(id) && fabs(d) < 1e15 && d == (double)(long long)d && !(d == 0 && signbit(d))) {
        char text[24];
        snprintf(text, sizeof text, "%lld", (long long)d);
        return strdup(text);
    }
    return cJSON_PrintUnformatted(id);
}

static const char *envelope(server *s, const cJSON *msg, char **id_text) {
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg, "id");
    *id_text = NULL;
    /* 1e400 parses as infinity, which cJSON prints as null: not an id. */
    if (cJSON_IsString(id) || (cJSON_IsNumber(id) && isfinite(id->valuedouble))) *id_text = id_json(id);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(msg, "jsonrpc"),
                *m = cJSON_GetObjectItemCaseSensitive(msg, "method");
    if (!cJSON_IsString(v) || strcmp(v->valuestring, "2.0") != 0 || !cJSON_IsString(m) ||
        (id != NULL && !cJSON_IsNull(id) && *id_text == NULL)) {
        send_error(s, *id_text, RPC_INVALID,
                   "Invalid Request: expected {\"jsonrpc\":\"2.0\",\"id\":...,\"method\":\"...\",\"params\":{...}}");
        return NULL;
    }
    return m->valuestring;
}

/* Every shutdown request with an id gets its answer at the end. */
static void remember_shutdown(server *s, const char *id_text) {
    char **ids = realloc(s->shutdown_ids, (s->nshutdown + 1) * sizeof *ids);
    if (ids == NULL) return;
    s->shutdown_ids = ids;
    if ((ids[s->nshutdown] = strdup(id_text)) != NULL) s->nshutdown++;
}

static bool vm_method(server *s, cJSON *msg, const char *method, const char *id_text);

static void dispatch(server *s, const char *line, size_t len) {
    cJSON *msg = cJSON_ParseWithLength(line, len);
    if (msg == NULL) {
        send_error(s, NULL, RPC_PARSE, "Parse error: the line is not valid JSON");
        return;
    }
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(msg, "method");
    if (cJSON_IsObject(msg) && m == NULL &&
        (cJSON_HasObjectItem(msg, "result") || cJSON_HasObjectItem(msg, "error") ||
         cJSON_HasObjectItem(msg, "suspend"))) {
        host_answer(s, msg);
        cJSON_Delete(msg);
        return;
    }
    char *id_text = NULL;
    const char *method = cJSON_IsObject(msg)
                             ? envelope(s, msg, &id_text)
                             : (send_error(s, NULL, RPC_INVALID, "Invalid Request: expected an object"), NULL);
    const cJSON *params = cJSON_GetObjectItemCaseSensitive(msg, "params");
    bool resume = method && strcmp(method, "resume") == 0;
    bool run = method && (strcmp(method, "evaluate") == 0 || strcmp(method, "execute") == 0 || resume);
    bool check = method && strcmp(method, "check") == 0;
    if (method == NULL || (check && id_text == NULL)) { /* (a check notification has no one to answer) */
    } else if (run && id_text == NULL) {
        send_error(s, NULL, RPC_INVALID, "evaluate, execute and resume need an id");
    } else if ((run || check) && s->shutting_down) {
        send_error(s, id_text, RPC_SHUTTING_DOWN, "the server is shutting down");
    } else if (run || check) {
        start_job(s, msg, id_text,
                  check              ? JOB_CHECK
                  : resume           ? JOB_RESUME
                  : method[1] == 'v' ? JOB_EVALUATE
                                     : JOB_EXECUTE);
        msg = NULL;
    } else if ((strncmp(method, "vm.", 3) == 0 || strncmp(method, "context.", 8) == 0 ||
                strncmp(method, "process.", 8) == 0) &&
               id_text != NULL) {
        if (vm_method(s, msg, method, id_text)) msg = NULL; /* a run: msg belongs to its job */
    } else if (strcmp(method, "cancel") == 0) {
        do_cancel(s, params, id_text);
    } else if (strcmp(method, "declarations") == 0) {
        if (id_text != NULL) do_declarations(s, params, id_text);
    } else if (strcmp(method, "shutdown") == 0) {
        s->shutting_down = true; /* answered when the last job is done */
        if (id_text != NULL) remember_shutdown(s, id_text);
    } else if (id_text != NULL) {
        char err[160];
        snprintf(err, sizeof err, "Method not found: %.100s", method);
        send_error(s, id_text, RPC_METHOD, err);
    }
    free(id_text);
    cJSON_Delete(msg);
}

/* ---------------------------------------------------------------------------------------------
 * Reading the input: bounded lines
 * ------------------------------------------------------------------------------------------- */

static void send_too_large(server *s) {
    char err[128];
    snprintf(err, sizeof err, "Invalid Request: message larger than %zu bytes", s->cfg.max_message);
    send_error(s, NULL, RPC_INVALID, err);
}

/* The next complete line of the input (without its "\n"), or false when none is left. The text
 * stays valid until sx_serve_feed returns. */
static bool next_line(server *s, const char **line, size_t *n) {
    line_reader *r = &s->reader;
    const char *nl = memchr(r->buf + r->scanned, '\n', r->len - r->scanned);
    if (nl == NULL) {
        r->scanned = r->len;
        return false;
    }
    *line = r->buf + r->pos;
    *n = (size_t)(nl - *line);
    r->pos = r->scanned = (size_t)(nl + 1 - r->buf);
    return true;
}

/* One line: oversized ones are refused, blank ones skipped, the rest dispatched. */
static void handle_line(server *s, const char *line, size_t n) {
    if (n > 0 && line[n - 1] == '\r') n--;
    size_t k = 0;
    while (k < n && (line[k] == ' ' || line[k] == '\t')) k++;
    if (n > s->cfg.max_message) send_too_large(s);
    else if (k < n) dispatch(s, line, n);
}

static void handle_lines(server *s) {
    const char *line;
    size_t n;
    while (next_line(s, &line, &n)) {
        handle_line(s, line, n);
        if (s->cfg.workers == 0) run_queued_sync(s);
    }
    line_reader *r = &s->reader; /* keep only the unfinished line */
    memmove(r->buf, r->buf + r->pos, r->len - r->pos);
    r->len -= r->pos;
    r->scanned -= r->pos;
    r->pos = 0;
}

/* Lines longer than the limit are dropped with an error. */
void sx_serve_feed(server *s, const char *data, size_t n) {
    line_reader *r = &s->reader;
    if (s->running_sync) return; /* an emit callback fed us: not supported */
    if (r->skipping) {
        const char *nl = memchr(data, '\n', n);
        if (nl == NULL) return;
        r->skipping = false;
        n -= (size_t)(nl + 1 - data);
        data = nl + 1;
    }
    if (r->len + n + 1 > r->cap) {
        size_t cap = r->cap ? r->cap : 65536;
        while (cap < r->len + n + 1) cap *= 2;
        char *b = realloc(r->buf, cap);
        if (b == NULL) {
            send_error(s, NULL, RPC_INTERNAL, "out of memory reading a message");
            return;
        }
        r->buf = b;
        r->cap = cap;
    }
    memcpy(r->buf + r->len, data, n);
    r->len += n;
    handle_lines(s);
    if (r->len > s->cfg.max_message) {
        send_too_large(s);
        r->len = r->scanned = 0;
        r->skipping = true;
    }
}

/* ---------------------------------------------------------------------------------------------
 * Lifecycle
 * ------------------------------------------------------------------------------------------- */

static bool start_workers(server *s) {
    if (s->cfg.workers == 0) return true;
    s->workers = calloc((size_t)s->cfg.workers, sizeof *s->workers);
    if (s->workers == NULL) return false;
    for (; s->nstarted < s->cfg.workers; s->nstarted++)
        if (pthread_create(&s->workers[s->nstarted], NULL, worker_main, s) != 0) return false;
    s->watchdog_started = pthread_create(&s->watchdog, NULL, watchdog_main, s) == 0;
    return s->watchdog_started;
}

static void stop_workers(server *s) {
    pthread_mutex_lock(&s->lock);
    s->stopping = true;
    pthread_cond_broadcast(&s->work);
    pthread_cond_broadcast(&s->watch);
    pthread_mutex_unlock(&s->lock);
    if (s->watchdog_started) pthread_join(s->watchdog, NULL);
    for (int i = 0; i < s->nstarted; i++) pthread_join(s->workers[i], NULL);
    free(s->workers);
}

/* Wait (at most 2 s) for abandoned workers to come back. False: one is still running and uses
 * the session: it cannot be freed (the process is ending anyway). */
static bool wait_abandoned(server *s) {
    uint64_t until = now_ns() + 2000000000u;
    struct timespec ts = {(time_t)(until / 1000000000u), (long)(until % 1000000000u)};
    pthread_mutex_lock(&s->lock);
    while (s->nabandoned > 0)
        if (pthread_cond_timedwait(&s->abandoned, &s->lock, &ts) != 0) break;
    bool back = s->nabandoned == 0;
    pthread_mutex_unlock(&s->lock);
    return back;
}

static void session_free(server *s) {
    pthread_cond_destroy(&s->abandoned);
    pthread_cond_destroy(&s->watch);
    pthread_cond_destroy(&s->idle);
    pthread_cond_destroy(&s->work);
    pthread_mutex_destroy(&s->out_lock);
    pthread_mutex_destroy(&s->lock);
    free(s->reader.buf);
    for (size_t i = 0; i < s->nshutdown; i++) free(s->shutdown_ids[i]);
    free(s->shutdown_ids);
    free(s);
}

sx_serve_session *sx_serve_session_new(const sx_serve_config *config) {
    server *s = calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    s->cfg = *config;
    pthread_mutex_init(&s->lock, NULL);
    pthread_mutex_init(&s->out_lock, NULL);
    pthread_cond_init(&s->work, NULL);
    pthread_cond_init(&s->idle, NULL);
    pthread_cond_init(&s->abandoned, NULL);
    pthread_condattr_t monotonic;
    pthread_condattr_init(&monotonic);
    pthread_condattr_setclock(&monotonic, CLOCK_MONOTONIC); /* the watchdog's deadlines */
    pthread_cond_init(&s->watch, &monotonic);
    pthread_condattr_destroy(&monotonic);
    if (!start_workers(s)) {
        stop_workers(s);
        session_free(s);
        return NULL;
    }
    return s;
}

/* No more answers can come: reject the host calls waiting for one, and later ones at once. */
static void input_gone(server *s) {
    pthread_mutex_lock(&s->lock);
    s->eof = true;
    host_wait *all = take_waits(s, NULL, NULL);
    pthread_mutex_unlock(&s->lock);
    reject_all(all, "the client closed the connection");
}

void sx_serve_close_input(server *s) {
    if (s->reader.len > 0) sx_serve_feed(s, "\n", 1); /* a last line without newline */
    input_gone(s);
}

bool sx_serve_finished(server *s) {
    pthread_mutex_lock(&s->lock);
    bool done = (s->shutting_down || s->eof) && s->nactive == 0;
    pthread_mutex_unlock(&s->lock);
    return done;
}

static void vms_free_all(server *s);

void sx_serve_session_end(server *s) {
    input_gone(s);
    pthread_mutex_lock(&s->lock);
    while (s->nactive > 0) pthread_cond_wait(&s->idle, &s->lock);
    pthread_mutex_unlock(&s->lock);
    for (size_t i = 0; i < s->nshutdown; i++) send_result(s, s->shutdown_ids[i], "null");
    stop_workers(s);
    vms_free_all(s);
    if (wait_abandoned(s)) session_free(s);
    else log_note(s, "a stuck worker is still running at exit: the session is left to the process's end");
}
