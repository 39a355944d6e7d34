/* threads.c - stress test of the public API on several threads at once (built for every preset;
 * the one multi-thread test that also runs under ThreadSanitizer, where Criterion cannot).
 * Each thread runs many one-shot VMs - values, output, inputs, errors, limits - and checks each
 * result; a watcher thread cancels runs that another thread is executing; host functions are
 * answered from yet other threads. Exit status 0 = pass.
 *   stress_threads [THREADS] [ROUNDS] */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "secexec.h"

static atomic_int failures;

#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "stress_threads: %s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);                   \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fputc('\n', stderr);                                                                                       \
            atomic_fetch_add(&failures, 1);                                                                            \
        }                                                                                                              \
    } while (0)

typedef struct job {
    const char *src;
    const char *inputs;
    bool evaluate;
    secexec_outcome outcome;
    const char *value; /* expected value_json (evaluate, succeeded) */
    const char *code;  /* expected error code (failures) */
    const char *stdout_text;
    uint64_t max_instructions;
    size_t max_memory;
} job;

static const job jobs[] = {
    {"1 + 2 * 3", NULL, true, SECEXEC_SUCCEEDED, "7", NULL, NULL, 0, 0},
    {"inputs.xs.map((x: number) => x * 2)", "{\"xs\":[1,2,3]}", true, SECEXEC_SUCCEEDED, "[2,4,6]", NULL, NULL, 0, 0},
    {"const o: any = {}; for (let i = 0; i < 200; i++) o['k' + i] = i; Object.keys(o).length", NULL, true,
     SECEXEC_SUCCEEDED, "200", NULL, NULL, 0, 0},
    {"console.log('hi', [1, { a: 2 }]); console.log(JSON.stringify({ b: [3] }))", NULL, false, SECEXEC_SUCCEEDED, NULL,
     NULL, "hi [ 1, { a: 2 } ]\n{\"b\":[3]}\n", 0, 0},
    {"async function f(x: number) { await null; return x + 1; } Promise.all([f(1), f(2)])", NULL, true,
     SECEXEC_SUCCEEDED, "[2,3]", NULL, NULL, 0, 0},
    {"let s = ''; for (let i = 0; i < 300; i++) s += String.fromCharCode(97 + i % 26); s.length", NULL, true,
     SECEXEC_SUCCEEDED, "300", NULL, NULL, 0, 0},
    {"throw new TypeError('boom')", NULL, false, SECEXEC_FAILED, NULL, "uncaught_exception", NULL, 0, 0},
    {"while (true) {}", NULL, false, SECEXEC_TIMED_OUT, NULL, "instruction_limit", NULL, 50000, 0},
    {"const a: number[][] = []; while (true) a.push(new Array(1000).fill(1));", NULL, false, SECEXEC_FAILED, NULL,
     "memory_limit", NULL, 0, 4u << 20},
    {"let x = ;", NULL, false, SECEXEC_FAILED, NULL, "syntax_error", NULL, 0, 0},
    {"inputs", "{not json", true, SECEXEC_FAILED, NULL, "invalid_input", NULL, 0, 0},
    {"function fib(n: number): number { return n < 2 ? n : fib(n - 1) + fib(n - 2); } fib(15)", NULL, true,
     SECEXEC_SUCCEEDED, "610", NULL, NULL, 0, 0},
};
#define NJOBS (sizeof jobs / sizeof jobs[0])

static int rounds = 10;

/* Host functions answered from another thread (deferred completion): the answering thread and the
 * guest's thread touch the call handle concurrently, which is what TSan should see. */
typedef struct pending {
    secexec_host_call *call;
    int n;
} pending;

static void *answer_later(void *arg) {
    pending *p = arg;
    struct timespec ts = {0, 200000};
    nanosleep(&ts, NULL);
    char text[64];
    snprintf(text, sizeof text, "{\"twice\":%d}", p->n * 2);
    if (p->n % 5 == 4) secexec_host_call_reject(p->call, "no fives");
    else secexec_host_call_resolve(p->call, text);
    free(p);
    return NULL;
}

static void double_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn;
    pending *p = malloc(sizeof *p);
    p->call = call;
    p->n = atoi(input);
    pthread_t t;
    if (pthread_create(&t, NULL, answer_later, p) != 0) {
        secexec_host_call_resolve(call, "null");
        free(p);
        return;
    }
    pthread_detach(t);
}

static const secexec_host_function math_fns[] = {
    {"double", "Doubles a number, later.", "{\"type\":\"integer\"}", double_handler, NULL, NULL, false}};
static const secexec_host_collection math_coll = {"calc", NULL, math_fns, 1};

static void run_host_job(void) {
    secexec_options o;
    secexec_options_init(&o);
    o.host_collections = &math_coll;
    o.host_collection_count = 1;
    secexec_result *r = secexec_evaluate(
        "(async () => { const out: any[] = []; for (let i = 0; i < 6; i++) { "
        "try { out.push(((await (calc as any).double(i)) as any).twice); } catch (e: any) { out.push(e.message); } } "
        "return out; })()",
        &o);
    CHECK(r != NULL && r->outcome == SECEXEC_SUCCEEDED, "host job: %s %s", r ? r->outcome_str : "NULL",
          r && r->has_error ? r->error.message : "");
    if (r && r->has_value)
        CHECK(strcmp(r->value_json, "[0,2,4,6,\"no fives\",10]") == 0, "host job: %s", r->value_json);
    secexec_result_free(r);
}

static void run_job(const job *j, unsigned seed) {
    secexec_options o;
    secexec_options_init(&o);
    o.inputs_json = j->inputs;
    o.random_seed = seed;
    if (j->max_instructions) o.max_instructions = j->max_instructions;
    if (j->max_memory) o.max_memory_bytes = j->max_memory;
    secexec_result *r = j->evaluate ? secexec_evaluate(j->src, &o) : secexec_execute(j->src, &o);
    CHECK(r != NULL, "%s", j->src);
    if (r == NULL) return;
    CHECK(r->outcome == j->outcome, "%s: outcome %s (%s)", j->src, r->outcome_str,
          r->has_error ? r->error.message : "");
    if (j->value)
        CHECK(r->has_value && strcmp(r->value_json, j->value) == 0, "%s: value %s", j->src,
              r->has_value ? r->value_json : "(none)");
    if (j->code) CHECK(strcmp(r->error.code_str, j->code) == 0, "%s: code %s", j->src, r->error.code_str);
    if (j->stdout_text) CHECK(strcmp(r->stdout_text, j->stdout_text) == 0, "%s: stdout %s", j->src, r->stdout_text);
    CHECK(r->instructions <= o.max_instructions, "%s: %llu instructions", j->src, (unsigned long long)r->instructions);
    CHECK(r->memory_peak_bytes <= o.max_memory_bytes, "%s: peak %zu", j->src, r->memory_peak_bytes);
    char *json = secexec_result_to_json(r);
    CHECK(json != NULL, "%s", j->src);
    free(json);
    secexec_result_free(r);
}

static void *worker(void *arg) {
    unsigned id = (unsigned)(size_t)arg;
    for (int round = 0; round < rounds; round++) {
        for (size_t k = 0; k < NJOBS; k++) run_job(&jobs[(k + id) % NJOBS], id * 1000u + (unsigned)round);
        run_host_job();
    }
    return NULL;
}

/* Cancellation across threads: the runner spins until the canceller triggers its handle. */
typedef struct cancel_pair {
    secexec_cancel *c;
    atomic_int started;
} cancel_pair;

static void *cancel_runner(void *arg) {
    cancel_pair *p = arg;
    secexec_options o;
    secexec_options_init(&o);
    o.cancel = p->c;
    o.max_instructions = (uint64_t)1 << 50;
    o.timeout_ms = 60000;
    atomic_store(&p->started, 1);
    secexec_result *r = secexec_execute("let i = 0; while (true) { i++; }", &o);
    CHECK(r != NULL && r->outcome == SECEXEC_CANCELLED, "cancel: outcome %s", r ? r->outcome_str : "NULL");
    secexec_result_free(r);
    return NULL;
}

static void sleep_ms(long ms) {
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

int main(int argc, char **argv) {
    int nthreads = argc > 1 ? atoi(argv[1]) : 4;
    if (argc > 2) rounds = atoi(argv[2]);
    if (nthreads < 1 || nthreads > 64 || rounds < 1) {
        fprintf(stderr, "usage: stress_threads [THREADS 1..64] [ROUNDS]\n");
        return 2;
    }
    pthread_t t[64];
    for (int i = 0; i < nthreads; i++) pthread_create(&t[i], NULL, worker, (void *)(size_t)i);

    /* meanwhile: cancel runs from this thread */
    for (int k = 0; k < 3; k++) {
        cancel_pair p = {secexec_cancel_new(), 0};
        pthread_t runner;
        pthread_create(&runner, NULL, cancel_runner, &p);
        while (!atomic_load(&p.started)) sleep_ms(1);
        sleep_ms(20);
        secexec_cancel_trigger(p.c);
        pthread_join(runner, NULL);
        secexec_cancel_free(p.c);
    }
    for (int i = 0; i < nthreads; i++) pthread_join(t[i], NULL);
    int f = atomic_load(&failures);
    printf("stress_threads: %d threads x %d rounds x %zu programs: %d failures\n", nthreads, rounds, NJOBS, f);
    return f == 0 ? 0 : 1;
}
