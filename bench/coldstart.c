/* coldstart.c - in-process benchmarks of the C API: cold start, bytes per idle VM, throughput on threads. */
/*
 * Usage: bench_coldstart [--runs N] [--seconds S] [--json]
 *   --runs N     cold-start samples (default 10000; the retry loop uses N/5)
 *   --seconds S  duration of each throughput run (default 2)
 *   --json       print one JSON object instead of the human-readable lines
 *
 * What is measured (each call of secexec_evaluate creates a VM, runs, disposes it):
 *   cold start      secexec_evaluate("1 + 2") + secexec_result_free, p50/p99/mean over N calls,
 *                   in wall-clock time and in the thread's CPU time (robust to other load)
 *   with check      secexec_check("1 + 2") first, then the same cold start
 *   run_code retry  the embedding example's loop: a call with a typo (type-checked: TS2551),
 *                   then the fixed call (type-checked, then run)
 *   idle VM bytes   memory_peak_bytes of evaluating `0`
 *   throughput      calls per second of evaluate("1 + 2") on 1 thread and on 2 threads, also
 *                   per second of CPU time the process used
 * VMs that stay alive between calls (10,000 at once, calls/s on many VMs) are measured by
 * bench/vms.c.
 * Exits non-zero if a call does not give the expected value.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "secexec.h"
#include "bench_util.h"

typedef struct stats {
    double p50_us, p99_us, mean_us, min_us;
} stats;

static stats summarize(uint64_t *ns, size_t n) {
    qsort(ns, n, sizeof *ns, cmp_u64);
    double sum = 0;
    for (size_t i = 0; i < n; i++) sum += (double)ns[i];
    stats s;
    s.p50_us = ns[n / 2] / 1e3;
    s.p99_us = ns[(n * 99) / 100 < n ? (n * 99) / 100 : n - 1] / 1e3;
    s.mean_us = sum / (double)n / 1e3;
    s.min_us = ns[0] / 1e3;
    return s;
}

/* Evaluate src and check that it gives `expect` (value JSON) or, if expect is NULL, that it fails. */
static bool eval_checked(const char *src, const secexec_options *opts, const char *expect) {
    secexec_result *r = secexec_evaluate(src, opts);
    bool ok;
    if (r == NULL) return false;
    if (expect == NULL) ok = r->outcome == SECEXEC_FAILED;
    else ok = r->outcome == SECEXEC_SUCCEEDED && r->has_value && strcmp(r->value_json, expect) == 0;
    if (!ok)
        fprintf(stderr, "bench_coldstart: `%s` gave %s %s %s\n", src, r->outcome_str, r->has_value ? r->value_json : "",
                r->has_error ? r->error.message : "");
    secexec_result_free(r);
    return ok;
}

/* create VM + evaluate `1 + 2` + dispose, once per sample; wall clock and this thread's CPU time */
static bool bench_cold_start(size_t runs, stats *out, stats *out_cpu) {
    secexec_options opts;
    secexec_options_init(&opts);
    for (int i = 0; i < 200; i++) /* warm caches and the allocator */
        if (!eval_checked("1 + 2", &opts, "3")) return false;
    uint64_t *ns = malloc(runs * sizeof *ns), *cpu = malloc(runs * sizeof *cpu);
    bool ok = ns != NULL && cpu != NULL;
    for (size_t i = 0; ok && i < runs; i++) {
        uint64_t c0 = thread_cpu_ns(), t0 = now_ns();
        secexec_result *r = secexec_evaluate("1 + 2", &opts);
        ok = r != NULL && r->outcome == SECEXEC_SUCCEEDED;
        secexec_result_free(r);
        uint64_t t1 = now_ns();
        ns[i] = t1 - t0;
        cpu[i] = thread_cpu_ns() - c0;
    }
    if (ok) {
        *out = summarize(ns, runs);
        *out_cpu = summarize(cpu, runs);
    }
    free(ns);
    free(cpu);
    return ok;
}

/* type-check `1 + 2` (secexec_check), then create VM + evaluate + dispose, once per sample */
static bool bench_cold_start_checked(size_t runs, stats *out) {
    secexec_options opts;
    secexec_options_init(&opts);
    secexec_check_options co;
    secexec_check_options_init(&co);
    uint64_t *ns = malloc(runs * sizeof *ns);
    bool ok = ns != NULL;
    for (size_t i = 0; ok && i < runs + 200; i++) { /* the first 200 warm up */
        uint64_t t0 = now_ns();
        secexec_check_result *c = secexec_check("1 + 2", &co);
        ok = c != NULL && c->outcome == SECEXEC_SUCCEEDED && !c->has_errors;
        secexec_check_result_free(c);
        secexec_result *r = secexec_evaluate("1 + 2", &opts);
        ok = ok && r != NULL && r->outcome == SECEXEC_SUCCEEDED;
        secexec_result_free(r);
        if (i >= 200) ns[i - 200] = now_ns() - t0;
    }
    if (ok) *out = summarize(ns, runs);
    free(ns);
    return ok;
}

/* One run_code call as examples/run_code.c makes it: declarations from the inputs, type-check,
 * and only if clean evaluate. True when the answer is the expected kind (errors or `want`). */
static bool run_code_call(const char *source, const secexec_options *opts, bool want_type_errors) {
    char *decls = secexec_declarations(NULL, 0, opts->inputs_json);
    secexec_check_options co;
    secexec_check_options_init(&co);
    co.declarations = decls;
    secexec_check_result *c = secexec_check(source, &co);
    bool type_errors = c != NULL && c->has_errors;
    bool ok = c != NULL && type_errors == want_type_errors;
    if (type_errors) ok = ok && secexec_check_result_format(c)[0] != '\0'; /* the lines handed to the model */
    else {
        secexec_result *r = secexec_evaluate(source, opts);
        char *json = r ? secexec_result_to_json(r) : NULL; /* what the agent hands the model */
        ok = ok && r != NULL && r->outcome == SECEXEC_SUCCEEDED && json != NULL;
        free(json);
        secexec_result_free(r);
    }
    secexec_check_result_free(c);
    free(decls);
    return ok;
}

/* The run_code example's agent loop: the model's first try has a typo (the checker answers with
 * TS2551), the second is fixed (checked, then run). */
static bool bench_retry_loop(size_t runs, stats *out) {
    secexec_options opts;
    secexec_options_init(&opts);
    opts.inputs_json = "{\"prices\":[5,10,27]}";
    opts.timeout_ms = 2000;
    opts.max_instructions = 10000000;
    opts.max_memory_bytes = 32u << 20;
    opts.max_output_bytes = 64u << 10;
    const char *typo = "inputs.prices.reduc((sum, price) => sum + price, 0)";
    const char *fixed = "inputs.prices.reduce((sum, price) => sum + price, 0)";
    for (int i = 0; i < 50; i++)
        if (!run_code_call(typo, &opts, true) || !run_code_call(fixed, &opts, false) ||
            !eval_checked(fixed, &opts, "42"))
            return false;
    uint64_t *ns = malloc(runs * sizeof *ns);
    if (ns == NULL) return false;
    for (size_t i = 0; i < runs; i++) {
        uint64_t t0 = now_ns();
        bool ok = run_code_call(typo, &opts, true) && run_code_call(fixed, &opts, false);
        ns[i] = now_ns() - t0;
        if (!ok) {
            free(ns);
            return false;
        }
    }
    *out = summarize(ns, runs);
    free(ns);
    return true;
}

static long idle_vm_bytes(void) {
    secexec_options opts;
    secexec_options_init(&opts);
    secexec_result *r = secexec_evaluate("0", &opts);
    if (r == NULL || r->outcome != SECEXEC_SUCCEEDED) return -1;
    long bytes = (long)r->memory_peak_bytes;
    secexec_result_free(r);
    return bytes;
}

static void *throughput_worker(void *arg) {
    bench_worker *w = arg;
    secexec_options opts;
    secexec_options_init(&opts);
    bench_wait_start(w);
    uint64_t end = now_ns() + (uint64_t)(w->seconds * 1e9);
    uint64_t calls = 0;
    do {
        for (int i = 0; i < 64; i++) {
            secexec_result *r = secexec_evaluate("1 + 2", &opts);
            if (r == NULL || r->outcome != SECEXEC_SUCCEEDED) w->failed = true;
            secexec_result_free(r);
        }
        calls += 64;
    } while (now_ns() < end);
    w->calls = calls;
    return NULL;
}

int main(int argc, char **argv) {
    size_t runs = 10000;
    double seconds = 2;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) runs = strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) seconds = strtod(argv[++i], NULL);
        else if (strcmp(argv[i], "--json") == 0) json = true;
        else {
            fprintf(stderr, "usage: bench_coldstart [--runs N] [--seconds S] [--json]\n");
            return 2;
        }
    }
    if (runs < 10) runs = 10;

    stats cold, cold_cpu, checked, retry;
    size_t retry_runs = runs / 5 > 10 ? runs / 5 : 10;
    if (!bench_cold_start(runs, &cold, &cold_cpu) || !bench_cold_start_checked(runs, &checked) ||
        !bench_retry_loop(retry_runs, &retry)) {
        fprintf(stderr, "bench_coldstart: a call did not give the expected result\n");
        return 1;
    }
    long idle = idle_vm_bytes();
    double cpu1, cpu2;
    double tput1 = bench_threads(throughput_worker, 1, seconds, 0, &cpu1);
    double tput2 = bench_threads(throughput_worker, 2, seconds, 0, &cpu2);
    if (idle < 0 || tput1 < 0 || tput2 < 0) {
        fprintf(stderr, "bench_coldstart: a call did not give the expected result\n");
        return 1;
    }

    if (json) {
        printf("{\"runs\":%zu,\"coldStartUs\":{\"p50\":%.3f,\"p99\":%.3f,\"mean\":%.3f,\"min\":%.3f},"
               "\"coldStartCpuUs\":{\"p50\":%.3f,\"p99\":%.3f,\"mean\":%.3f,\"min\":%.3f},"
               "\"coldStartWithCheckUs\":{\"p50\":%.3f,\"p99\":%.3f,\"mean\":%.3f,\"min\":%.3f},"
               "\"retryLoopRuns\":%zu,\"retryLoopUs\":{\"p50\":%.3f,\"p99\":%.3f,\"mean\":%.3f},"
               "\"idleVmBytes\":%ld,\"throughputSeconds\":%.2f,"
               "\"callsPerSecond1Thread\":%.0f,\"callsPerSecond2Threads\":%.0f,"
               "\"callsPerCpuSecond1Thread\":%.0f,\"callsPerCpuSecond2Threads\":%.0f}\n",
               runs, cold.p50_us, cold.p99_us, cold.mean_us, cold.min_us, cold_cpu.p50_us, cold_cpu.p99_us,
               cold_cpu.mean_us, cold_cpu.min_us, checked.p50_us, checked.p99_us, checked.mean_us, checked.min_us,
               retry_runs, retry.p50_us, retry.p99_us, retry.mean_us, idle, seconds, tput1, tput2, cpu1, cpu2);
    } else {
        printf("cold start (create VM + evaluate `1 + 2` + dispose), %zu runs:\n", runs);
        printf("  wall: p50 %.2f us   p99 %.2f us   mean %.2f us   min %.2f us\n", cold.p50_us, cold.p99_us,
               cold.mean_us, cold.min_us);
        printf("  CPU:  p50 %.2f us   p99 %.2f us   mean %.2f us   min %.2f us\n", cold_cpu.p50_us, cold_cpu.p99_us,
               cold_cpu.mean_us, cold_cpu.min_us);
        printf("with secexec_check(`1 + 2`) first: p50 %.2f us   p99 %.2f us   mean %.2f us\n", checked.p50_us,
               checked.p99_us, checked.mean_us);
        printf("run_code retry loop (typo call: checked, TS2551; fixed call: checked, run, JSON), %zu runs:\n",
               retry_runs);
        printf("  p50 %.2f us   p99 %.2f us   mean %.2f us\n", retry.p50_us, retry.p99_us, retry.mean_us);
        printf("bytes per idle VM (memory_peak_bytes of evaluating `0`): %ld (%.1f KiB)\n", idle, idle / 1024.0);
        printf("throughput, evaluate(`1 + 2`) for %.1f s: 1 thread %.0f calls/s, 2 threads %.0f calls/s\n", seconds,
               tput1, tput2);
        printf("  per CPU-second of the process: 1 thread %.0f, 2 threads %.0f\n", cpu1, cpu2);
        printf("(VMs that stay alive: bench_vms)\n");
    }
    return 0;
}
