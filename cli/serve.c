/* serve.c - `secexec serve`: a JSON-RPC 2.0 sidecar on stdin/stdout running calls on a worker pool. */
#include <errno.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/hostspec.h"

/*
 * Threads: the main thread reads stdin line by line and dispatches; evaluate/execute requests
 * become jobs that a pool of workers runs, each in its own VM. A guest's host call makes the
 * worker send a `host.call` request to the client; the client's answer arrives on stdin, and the
 * main thread hands it to the waiting run through its completion handle. All writes to stdout go
 * through one mutex, one line per message. See docs/protocol.md.
 */

enum { RPC_PARSE = -32700, RPC_INVALID = -32600, RPC_METHOD = -32601, RPC_PARAMS = -32602, RPC_INTERNAL = -32603,
       RPC_SHUTTING_DOWN = -32000 };

typedef struct server server;

/* One evaluate/execute request, from acceptance until its response is written. */
typedef struct job {
    server *srv;
    cJSON *msg;       /* the request; options and host specs point into it */
    char *id_text;    /* the request id as JSON text, e.g. 7 or "a" */
    bool evaluate;
    const char *source;
    char *inputs_text;
    secexec_options opts;
    cli_hostspec hosts;
    secexec_cancel *cancel;
    struct job *next_queued, *next_active;
} job;

/* A host.call sent to the client and not answered yet. */
typedef struct host_wait {
    char id[32]; /* "h17" */
    secexec_host_call *call;
    job *owner;
    struct host_wait *next;
} host_wait;

struct server {
    pthread_mutex_t lock; /* everything below except out_lock */
    pthread_cond_t work;  /* a job was queued, or stopping */
    pthread_mutex_t out_lock;
    job *queue_head, *queue_tail;
    job *active;          /* accepted and not finished (queued or running), found by id */
    size_t nactive;       /* accepted and response not yet written */
    host_wait *waits;
    uint64_t next_host_id;
    bool stopping, eof;
    int nworkers;
    pthread_t *workers;
    size_t max_message;
};

/* ---------------------------------------------------------------------------------------------
 * Writing messages
 * ------------------------------------------------------------------------------------------- */

static void send_line(server *s, const char *text) {
    pthread_mutex_lock(&s->out_lock);
    fputs(text, stdout);
    fputc('\n', stdout);
    fflush(stdout);
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
 * Host calls: worker -> client -> main thread -> worker's run
 * ------------------------------------------------------------------------------------------- */

static void host_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    job *j = ud;
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
    size_t n = strlen(j->id_text) + strlen(coll) + strlen(fn) + strlen(input) + 160;
    char *line = malloc(n);
    if (line == NULL) return; /* the call times out */
    snprintf(line, n,
             "{\"jsonrpc\":\"2.0\",\"id\":\"%s\",\"method\":\"host.call\",\"params\":{\"requestId\":%s,"
             "\"collection\":\"%s\",\"function\":\"%s\",\"input\":%s}}",
             id, j->id_text, coll, fn, input);
    send_line(s, line);
    free(line);
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
        fputs("secexec serve: ignoring a response without a string id\n", stderr);
        return;
    }
    pthread_mutex_lock(&s->lock);
    host_wait *w = take_waits(s, id->valuestring, NULL);
    pthread_mutex_unlock(&s->lock);
    if (w == NULL) {
        fprintf(stderr, "secexec serve: ignoring an answer to unknown host call %s (late or duplicate)\n", id->valuestring);
        return;
    }
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(msg, "error");
    if (err != NULL) {
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
    cli_hostspec_free(&j->hosts);
    secexec_cancel_free(j->cancel);
    free(j->inputs_text);
    free(j->id_text);
    cJSON_Delete(j->msg);
    free(j);
}

static void unlink_active(server *s, job *j) {
    for (job **pp = &s->active; *pp != NULL; pp = &(*pp)->next_active)
        if (*pp == j) {
            *pp = j->next_active;
            break;
        }
}

static void run_job(server *s, job *j) {
    size_t len = strlen(j->source);
    secexec_result *r = j->evaluate ? secexec_evaluate_n(j->source, len, &j->opts) : secexec_execute_n(j->source, len, &j->opts);
    pthread_mutex_lock(&s->lock);
    host_wait *left = take_waits(s, NULL, j); /* answers that will never matter now */
    unlink_active(s, j); /* before the response: the client may reuse the id at once */
    pthread_mutex_unlock(&s->lock);
    reject_all(left, "the run has ended");
    char *text = r ? secexec_result_to_json(r) : NULL;
    if (text != NULL) send_result(s, j->id_text, text);
    else send_error(s, j->id_text, RPC_INTERNAL, "out of memory");
    free(text);
    secexec_result_free(r);
    job_free(j);
    pthread_mutex_lock(&s->lock);
    s->nactive--; /* only now: shutdown answers after every response is out */
    pthread_mutex_unlock(&s->lock);
}

static void *worker_main(void *arg) {
    server *s = arg;
    for (;;) {
        pthread_mutex_lock(&s->lock);
        while (s->queue_head == NULL && !s->stopping) pthread_cond_wait(&s->work, &s->lock);
        job *j = s->queue_head;
        if (j != NULL && (s->queue_head = j->next_queued) == NULL) s->queue_tail = NULL;
        pthread_mutex_unlock(&s->lock);
        if (j == NULL) return NULL;
        run_job(s, j);
    }
}

/* -- reading params -- */

static bool param_u64(const cJSON *p, const char *key, uint64_t *out, char *err, size_t n) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(p, key);
    if (v == NULL || cJSON_IsNull(v)) return true;
    if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble != (double)(uint64_t)v->valuedouble || v->valuedouble > 9e15)
        return snprintf(err, n, "params.%s must be a non-negative integer", key), false;
    *out = (uint64_t)v->valuedouble;
    return true;
}

static bool param_limits(job *j, const cJSON *p, char *err, size_t n) {
    uint64_t v[8] = {j->opts.timeout_ms, j->opts.max_instructions, j->opts.max_memory_bytes, j->opts.max_stack_depth,
                     j->opts.max_output_bytes, j->opts.host_call_timeout_ms, j->opts.max_host_calls, j->opts.max_host_payload_bytes};
    static const char *const keys[8] = {"timeoutMs", "maxInstructions", "maxMemoryBytes", "maxStackDepth",
                                        "maxOutputBytes", "hostCallTimeoutMs", "maxHostCalls", "maxHostPayloadBytes"};
    for (int i = 0; i < 8; i++)
        if (!param_u64(p, keys[i], &v[i], err, n)) return false;
    if (v[3] > UINT32_MAX || v[6] > UINT32_MAX) return snprintf(err, n, "params.maxStackDepth/maxHostCalls is too large"), false;
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
    if (host != NULL && !cJSON_IsNull(host) && !cJSON_IsBool(host)) return snprintf(err, n, "params.hostClock must be a boolean"), false;
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
    return snprintf(err, n, "params.clock must be milliseconds within +-8.64e15 or a date string such as \"2024-01-01T00:00:00Z\""), false;
}

/* Fill j's options from params. False: a message for a -32602 error in err. */
static bool job_params(job *j, const cJSON *p, char *err, size_t n) {
    if (!cJSON_IsObject(p)) return snprintf(err, n, "params must be an object"), false;
    const cJSON *src = cJSON_GetObjectItemCaseSensitive(p, "source");
    if (!cJSON_IsString(src)) return snprintf(err, n, "params.source must be a string"), false;
    j->source = src->valuestring;
    secexec_options_init(&j->opts);
    const cJSON *inputs = cJSON_GetObjectItemCaseSensitive(p, "inputs");
    if (inputs != NULL && (j->inputs_text = cJSON_PrintUnformatted(inputs)) == NULL) return snprintf(err, n, "out of memory"), false;
    j->opts.inputs_json = j->inputs_text;
    const cJSON *fname = cJSON_GetObjectItemCaseSensitive(p, "filename");
    if (cJSON_IsString(fname)) j->opts.filename = fname->valuestring;
    if (!param_limits(j, p, err, n) || !param_capture(j, p, err, n) || !param_clock(j, p, err, n)) return false;
    if (!cli_hostspec_parse(&j->hosts, cJSON_GetObjectItemCaseSensitive(p, "hostFunctions"), host_handler, j, err, n)) return false;
    j->opts.host_collections = j->hosts.colls;
    j->opts.host_collection_count = j->hosts.ncolls;
    j->opts.cancel = j->cancel;
    return true;
}

static job *find_active(server *s, const char *id_text) {
    for (job *j = s->active; j != NULL; j = j->next_active)
        if (strcmp(j->id_text, id_text) == 0) return j;
    return NULL;
}

/* evaluate / execute: check params, then queue the job (msg now belongs to the job). */
static void start_job(server *s, cJSON *msg, const char *id_text, bool evaluate) {
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
    j->evaluate = evaluate;
    if (!job_params(j, cJSON_GetObjectItemCaseSensitive(msg, "params"), err, sizeof err)) {
        send_error(s, id_text, RPC_PARAMS, err);
        job_free(j);
        return;
    }
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
        job_free(j);
    }
}

/* ---------------------------------------------------------------------------------------------
 * Other methods
 * ------------------------------------------------------------------------------------------- */

static void do_cancel(server *s, const cJSON *params, const char *id_text) {
    const cJSON *target = cJSON_GetObjectItemCaseSensitive(params, "id");
    if (!cJSON_IsObject(params) || !(cJSON_IsString(target) || cJSON_IsNumber(target))) {
        send_error(s, id_text, RPC_PARAMS, "params.id must be the id (string or number) of an evaluate/execute request");
        return;
    }
    char *t = cJSON_PrintUnformatted(target);
    pthread_mutex_lock(&s->lock);
    job *j = t ? find_active(s, t) : NULL;
    if (j != NULL) secexec_cancel_trigger(j->cancel);
    pthread_mutex_unlock(&s->lock);
    free(t);
    if (id_text) send_result(s, id_text, j ? "{\"cancelled\":true}" : "{\"cancelled\":false}");
}

static void do_declarations(server *s, const cJSON *params, const char *id_text) {
    if (params != NULL && !cJSON_IsObject(params)) {
        send_error(s, id_text, RPC_PARAMS, "params must be an object");
        return;
    }
    cli_hostspec hs;
    char err[300];
    const cJSON *inputs = cJSON_GetObjectItemCaseSensitive(params, "inputs");
    char *inputs_text = inputs ? cJSON_PrintUnformatted(inputs) : NULL;
    if (cli_hostspec_parse(&hs, cJSON_GetObjectItemCaseSensitive(params, "hostFunctions"), NULL, NULL, err, sizeof err)) {
        char *d = secexec_declarations(hs.colls, hs.ncolls, inputs_text);
        cJSON *r = cJSON_CreateObject();
        cJSON_AddStringToObject(r, "declarations", d ? d : "");
        char *rt = d ? cJSON_PrintUnformatted(r) : NULL;
        if (rt) send_result(s, id_text, rt);
        else send_error(s, id_text, RPC_PARAMS, "hostFunctions has an invalid name or inputSchema");
        free(rt);
        cJSON_Delete(r);
        free(d);
    } else {
        send_error(s, id_text, RPC_PARAMS, err);
    }
    cli_hostspec_free(&hs);
    free(inputs_text);
}

/* ---------------------------------------------------------------------------------------------
 * Dispatch of one line
 * ------------------------------------------------------------------------------------------- */

typedef struct dispatch_state {
    bool shutting_down;
    char *shutdown_id; /* id text of the shutdown request, answered when the last job is done */
} dispatch_state;

/* Check the envelope; returns the method or NULL after answering with an error. */
static const char *envelope(server *s, const cJSON *msg, char **id_text) {
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg, "id");
    *id_text = NULL;
    if (id != NULL && (cJSON_IsString(id) || cJSON_IsNumber(id) || cJSON_IsNull(id))) *id_text = cJSON_PrintUnformatted(id);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(msg, "jsonrpc"), *m = cJSON_GetObjectItemCaseSensitive(msg, "method");
    if (!cJSON_IsString(v) || strcmp(v->valuestring, "2.0") != 0 || !cJSON_IsString(m) || (id != NULL && *id_text == NULL)) {
        send_error(s, *id_text, RPC_INVALID, "Invalid Request: expected {\"jsonrpc\":\"2.0\",\"id\":...,\"method\":\"...\",\"params\":{...}}");
        return NULL;
    }
    return m->valuestring;
}

static void dispatch(server *s, dispatch_state *st, const char *line, size_t len) {
    cJSON *msg = cJSON_ParseWithLength(line, len);
    if (msg == NULL) {
        send_error(s, NULL, RPC_PARSE, "Parse error: the line is not valid JSON");
        return;
    }
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(msg, "method");
    if (cJSON_IsObject(msg) && m == NULL && (cJSON_HasObjectItem(msg, "result") || cJSON_HasObjectItem(msg, "error"))) {
        host_answer(s, msg);
        cJSON_Delete(msg);
        return;
    }
    char *id_text = NULL;
    const char *method = cJSON_IsObject(msg) ? envelope(s, msg, &id_text) : (send_error(s, NULL, RPC_INVALID, "Invalid Request: expected an object"), NULL);
    const cJSON *params = cJSON_GetObjectItemCaseSensitive(msg, "params");
    bool run = method && (strcmp(method, "evaluate") == 0 || strcmp(method, "execute") == 0);
    if (method == NULL) {
    } else if (run && id_text == NULL) {
        send_error(s, NULL, RPC_INVALID, "evaluate and execute need an id");
    } else if (run && st->shutting_down) {
        send_error(s, id_text, RPC_SHUTTING_DOWN, "the server is shutting down");
    } else if (run) {
        start_job(s, msg, id_text, method[1] == 'v');
        msg = NULL;
    } else if (strcmp(method, "cancel") == 0) {
        do_cancel(s, params, id_text);
    } else if (strcmp(method, "declarations") == 0) {
        do_declarations(s, params, id_text ? id_text : "null");
    } else if (strcmp(method, "shutdown") == 0) {
        st->shutting_down = true; /* answered when the last job is done */
        if (st->shutdown_id == NULL && id_text != NULL) st->shutdown_id = strdup(id_text);
    } else if (id_text != NULL) {
        char err[160];
        snprintf(err, sizeof err, "Method not found: %.100s", method);
        send_error(s, id_text, RPC_METHOD, err);
    }
    free(id_text);
    cJSON_Delete(msg);
}

/* ---------------------------------------------------------------------------------------------
 * Reading stdin: bounded lines
 * ------------------------------------------------------------------------------------------- */

typedef struct line_reader {
    char *buf;
    size_t len, cap, scanned;
    bool skipping; /* inside an oversized line: drop bytes until its newline */
} line_reader;

static void send_too_large(server *s) {
    char err[128];
    snprintf(err, sizeof err, "Invalid Request: message larger than %zu bytes", s->max_message);
    send_error(s, NULL, RPC_INVALID, err);
}

static void handle_lines(server *s, dispatch_state *st, line_reader *r) {
    size_t start = 0;
    for (size_t i = r->scanned; i < r->len; i++) {
        if (r->buf[i] != '\n') continue;
        size_t n = i - start;
        if (n > 0 && r->buf[start + n - 1] == '\r') n--;
        size_t k = start;
        while (k < start + n && (r->buf[k] == ' ' || r->buf[k] == '\t')) k++;
        if (n > s->max_message) send_too_large(s);
        else if (k < start + n) dispatch(s, st, r->buf + start, n);
        start = i + 1;
    }
    memmove(r->buf, r->buf + start, r->len - start);
    r->len -= start;
    r->scanned = r->len;
}

/* Append a chunk read from stdin; lines longer than the limit are dropped with an error. */
static void feed(server *s, dispatch_state *st, line_reader *r, const char *data, size_t n) {
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
    handle_lines(s, st, r);
    if (r->len > s->max_message) {
        send_too_large(s);
        r->len = r->scanned = 0;
        r->skipping = true;
    }
}

/* ---------------------------------------------------------------------------------------------
 * Lifecycle
 * ------------------------------------------------------------------------------------------- */

static bool start_workers(server *s) {
    s->workers = calloc((size_t)s->nworkers, sizeof *s->workers);
    if (s->workers == NULL) return false;
    for (int i = 0; i < s->nworkers; i++)
        if (pthread_create(&s->workers[i], NULL, worker_main, s) != 0) return false;
    return true;
}

static void stop_workers(server *s) {
    pthread_mutex_lock(&s->lock);
    s->stopping = true;
    pthread_cond_broadcast(&s->work);
    pthread_mutex_unlock(&s->lock);
    for (int i = 0; i < s->nworkers; i++) pthread_join(s->workers[i], NULL);
    free(s->workers);
}

static size_t active_count(server *s) {
    pthread_mutex_lock(&s->lock);
    size_t n = s->nactive;
    pthread_mutex_unlock(&s->lock);
    return n;
}

/* stdin closed: host calls can no longer be answered; wait for the runs to end. */
static void on_eof(server *s) {
    pthread_mutex_lock(&s->lock);
    s->eof = true;
    host_wait *all = take_waits(s, NULL, NULL);
    pthread_mutex_unlock(&s->lock);
    reject_all(all, "the client closed the connection");
}

static void serve_loop(server *s) {
    dispatch_state st = {0};
    line_reader r = {0};
    char chunk[65536];
    bool eof = false;
    while (!(st.shutting_down || eof) || active_count(s) > 0) {
        if (eof) {
            usleep(2000);
            continue;
        }
        struct pollfd p = {.fd = 0, .events = POLLIN};
        if (poll(&p, 1, 20) <= 0) continue;
        ssize_t got = read(0, chunk, sizeof chunk);
        if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (got <= 0) {
            if (r.len > 0) feed(s, &st, &r, "\n", 1); /* a last line without newline */
            eof = true;
            on_eof(s);
            continue;
        }
        feed(s, &st, &r, chunk, (size_t)got);
    }
    if (st.shutdown_id != NULL) send_result(s, st.shutdown_id, "null");
    free(st.shutdown_id);
    free(r.buf);
}

static int serve_usage(const char *msg) {
    fprintf(stderr, "secexec serve: %s\nUsage: secexec serve [--workers N] [--max-message-bytes N]\n", msg);
    return 2;
}

int cli_serve_main(int argc, char **argv) {
    server s = {.nworkers = 4, .max_message = 16u << 20};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--workers") == 0 && i + 1 < argc) s.nworkers = atoi(argv[++i]);
        else if (strcmp(argv[i], "--max-message-bytes") == 0 && i + 1 < argc) s.max_message = (size_t)strtoull(argv[++i], NULL, 10);
        else return serve_usage("unknown or incomplete option");
    }
    if (s.nworkers < 1 || s.nworkers > 256 || s.max_message < 64) return serve_usage("invalid --workers or --max-message-bytes");
    signal(SIGPIPE, SIG_IGN);
    pthread_mutex_init(&s.lock, NULL);
    pthread_mutex_init(&s.out_lock, NULL);
    pthread_cond_init(&s.work, NULL);
    if (!start_workers(&s)) return fputs("secexec serve: cannot start worker threads\n", stderr), 1;
    fprintf(stderr, "secexec serve: ready, %d workers, JSON-RPC 2.0 on stdin/stdout (secexec %s)\n", s.nworkers, secexec_version());
    serve_loop(&s);
    stop_workers(&s);
    pthread_cond_destroy(&s.work);
    pthread_mutex_destroy(&s.out_lock);
    pthread_mutex_destroy(&s.lock);
    return 0;
}
