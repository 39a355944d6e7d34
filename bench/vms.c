/* vms.c - in-process benchmarks of persistent VMs (secexec_vm_*): bytes per idle VM, 10,000 alive, calls/s on threads. */
/*
 * Usage: bench_vms [--vms N] [--seconds S] [--json]
 *   --vms N      VMs kept alive at once (default 10000)
 *   --seconds S  duration of each throughput run (default 2)
 *   --json       print one JSON object instead of the human-readable lines
 *
 * What is measured:
 *   idle VMs       N VMs created and kept alive: the accounted bytes per VM (secexec_vm_memory,
 *                  what the memory cap counts) and the growth of the process's resident memory
 *                  (RSS, /proc/self/statm) divided by N, for three states of the VMs, each
 *                  measured in a child process of its own:
 *                    new      just created
 *                    used     after one call, evaluate(`1 + 2`)
 *                    context  after a call that keeps state: `let calls = 0; const id = i;
 *                             function bump() { return ++calls; }`
 *   warm call      evaluate(`1 + 2`) in an existing VM, p50/p99 (compare with the cold start
 *                  of bench_coldstart, which creates and disposes a VM per call)
 *   throughput     K VMs per thread (default 500), each call evaluate(`bump()`) on the next VM
 *                  round-robin; calls per second on 1 and 2 threads, and per CPU-second
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
#include <sys/wait.h>
#include <unistd.h>

#include "secexec.h"
#include "bench_util.h"

#define VMS_PER_THREAD 500

/* Resident memory of the process in bytes (0 if unknown). */
static size_t rss_bytes(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    unsigned long size = 0, resident = 0;
    if (f == NULL) return 0;
    if (fscanf(f, "%lu %lu", &size, &resident) != 2) resident = 0;
    fclose(f);
    return (size_t)resident * (size_t)sysconf(_SC_PAGESIZE);
}

/* Evaluate src in vm; true when it gives `expect` (value JSON). */
static bool eval_checked(secexec_vm *vm, const char *src, const char *expect) {
    secexec_result *r = secexec_vm_evaluate(vm, src);
    bool ok = r != NULL &&
              (expect == NULL ? r->outcome == SECEXEC_SUCCEEDED : r->has_value && strcmp(r->value_json, expect) == 0);
    if (!ok && r != NULL)
        fprintf(stderr, "bench_vms: `%s` gave %s %s %s\n", src, r->outcome_str, r->has_value ? r->value_json : "",
                r->has_error ? r->error.message : "");
    secexec_result_free(r);
    return ok;
}

static bool make_context(secexec_vm *vm, int id) {
    char src[160];
    snprintf(src, sizeof src, "let calls = 0; const id = %d; function bump() { return ++calls; }", id);
    return eval_checked(vm, src, NULL);
}

typedef struct idle_stats {
    double accounted[3]; /* bytes per VM: new, used, context */
    double rss[3];
} idle_stats;

static double accounted_mean(secexec_vm **vms, size_t n) {
    double sum = 0;
    for (size_t i = 0; i < n; i++) sum += (double)secexec_vm_memory(vms[i]);
    return sum / (double)n;
}

/* In a child process (so that no freed memory of an earlier measurement is reused): n VMs
 * alive at once in the given state; writes {accounted, rss} bytes per VM to fd. */
static void measure_state(size_t n, int state, int fd) {
    secexec_options opts;
    secexec_options_init(&opts);
    secexec_vm **vms = calloc(n, sizeof *vms);
    double out[2] = {-1, -1};
    secexec_vm_free(secexec_vm_new(&opts)); /* the realm image is built once per process: not per VM */
    size_t rss0 = rss_bytes();
    bool ok = vms != NULL;
    for (size_t i = 0; ok && i < n; i++) {
        vms[i] = secexec_vm_new(&opts);
        ok = vms[i] != NULL;
        if (ok && state == 1) ok = eval_checked(vms[i], "1 + 2", "3");
        if (ok && state == 2) ok = make_context(vms[i], (int)i);
    }
    size_t rss1 = rss_bytes();
    if (ok && (state != 2 || eval_checked(vms[n - 1], "bump(); bump()", "2"))) {
        out[0] = accounted_mean(vms, n);
        out[1] = rss1 > rss0 ? (double)(rss1 - rss0) / (double)n : 0;
    }
    if (write(fd, out, sizeof out) != (ssize_t)sizeof out) _exit(1);
    _exit(0);
}

/* n VMs alive at once, in each of the three states, each measured in a fresh process. */
static bool bench_idle(size_t n, idle_stats *out) {
    for (int state = 0; state < 3; state++) {
        int fds[2];
        double got[2] = {-1, -1};
        if (pipe(fds) != 0) return false;
        fflush(stdout);
        pid_t pid = fork();
        if (pid < 0) return false;
        if (pid == 0) {
            close(fds[0]);
            measure_state(n, state, fds[1]);
        }
        close(fds[1]);
        ssize_t r = read(fds[0], got, sizeof got);
        close(fds[0]);
        waitpid(pid, NULL, 0);
        if (r != (ssize_t)sizeof got || got[0] < 0) return false;
        out->accounted[state] = got[0];
        out->rss[state] = got[1];
    }
    return true;
}

/* evaluate(`1 + 2`) in one existing VM, timed call by call. */
static bool bench_warm_call(size_t runs, double *p50_us, double *p99_us) {
    secexec_options opts;
    secexec_options_init(&opts);
    secexec_vm *vm = secexec_vm_new(&opts);
    uint64_t *ns = malloc(runs * sizeof *ns);
    bool ok = vm != NULL && ns != NULL;
    for (int i = 0; ok && i < 200; i++) ok = eval_checked(vm, "1 + 2", "3"); /* warm up */
    for (size_t i = 0; ok && i < runs; i++) {
        uint64_t t0 = now_ns();
        secexec_result *r = secexec_vm_evaluate(vm, "1 + 2");
        ok = r != NULL && r->outcome == SECEXEC_SUCCEEDED;
        secexec_result_free(r);
        ns[i] = now_ns() - t0;
    }
    if (ok) {
        qsort(ns, runs, sizeof *ns, cmp_u64);
        *p50_us = ns[runs / 2] / 1e3;
        *p99_us = ns[runs * 99 / 100] / 1e3;
    }
    free(ns);
    secexec_vm_free(vm);
    return ok;
}

static void *throughput_worker(void *arg) {
    bench_worker *w = arg;
    secexec_options opts;
    secexec_options_init(&opts);
    secexec_vm *vms[VMS_PER_THREAD];
    for (int i = 0; i < VMS_PER_THREAD; i++) {
        vms[i] = secexec_vm_new(&opts);
        if (vms[i] == NULL || !make_context(vms[i], w->id * VMS_PER_THREAD + i)) w->failed = true;
    }
    bench_wait_start(w);
    uint64_t end = now_ns() + (uint64_t)(w->seconds * 1e9);
    uint64_t calls = 0;
    do {
        for (int i = 0; i < VMS_PER_THREAD && !w->failed; i++) {
            secexec_result *r = secexec_vm_evaluate(vms[i], "bump()");
            if (r == NULL || r->outcome != SECEXEC_SUCCEEDED) w->failed = true;
            secexec_result_free(r);
        }
        calls += VMS_PER_THREAD;
    } while (now_ns() < end && !w->failed);
    w->calls = calls;
    /* every VM counted its own calls */
    char want[32];
    snprintf(want, sizeof want, "%llu", (unsigned long long)(calls / VMS_PER_THREAD + 1));
    if (!w->failed && !eval_checked(vms[0], "bump()", want)) w->failed = true;
    for (int i = 0; i < VMS_PER_THREAD; i++) secexec_vm_free(vms[i]);
    return NULL;
}

int main(int argc, char **argv) {
    size_t n = 10000;
    double seconds = 2;
    bool json = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--vms") == 0 && i + 1 < argc) n = strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) seconds = strtod(argv[++i], NULL);
        else if (strcmp(argv[i], "--json") == 0) json = true;
        else {
            fprintf(stderr, "usage: bench_vms [--vms N] [--seconds S] [--json]\n");
            return 2;
        }
    }
    if (n < 10) n = 10;
    idle_stats idle;
    double warm50 = 0, warm99 = 0, cpu1, cpu2;
    if (!bench_idle(n, &idle) || !bench_warm_call(10000, &warm50, &warm99)) {
        fprintf(stderr, "bench_vms: a call did not give the expected result\n");
        return 1;
    }
    double tput1 = bench_threads(throughput_worker, 1, seconds, 200000, &cpu1); /* 200 ms: the workers make their VMs */
    double tput2 = bench_threads(throughput_worker, 2, seconds, 200000, &cpu2);
    if (tput1 < 0 || tput2 < 0) {
        fprintf(stderr, "bench_vms: a call did not give the expected result\n");
        return 1;
    }
    static const char *const states[3] = {"new", "used", "context"};
    if (json) {
        printf("{\"vmsAlive\":%zu,", n);
        for (int s = 0; s < 3; s++)
            printf("\"%sVmBytes\":{\"accounted\":%.0f,\"rss\":%.0f},", states[s], idle.accounted[s], idle.rss[s]);
        printf("\"warmCallUs\":{\"p50\":%.3f,\"p99\":%.3f},\"vmsPerThread\":%d,\"throughputSeconds\":%.2f,"
               "\"callsPerSecond1Thread\":%.0f,\"callsPerSecond2Threads\":%.0f,"
               "\"callsPerCpuSecond1Thread\":%.0f,\"callsPerCpuSecond2Threads\":%.0f}\n",
               warm50, warm99, VMS_PER_THREAD, seconds, tput1, tput2, cpu1, cpu2);
        return 0;
    }
    printf(
        "%zu VMs alive at once, bytes per VM (accounted = what the memory cap counts; RSS = growth of the process):\n",
        n);
    for (int s = 0; s < 3; s++)
        printf("  %-8s accounted %.0f (%.1f KiB)   RSS %.0f (%.1f KiB)\n", states[s], idle.accounted[s],
               idle.accounted[s] / 1024, idle.rss[s], idle.rss[s] / 1024);
    printf("warm call, evaluate(`1 + 2`) in an existing VM: p50 %.2f us   p99 %.2f us\n", warm50, warm99);
    printf("throughput, %d VMs per thread, evaluate(`bump()`) round-robin for %.1f s: 1 thread %.0f calls/s, "
           "2 threads %.0f calls/s\n",
           VMS_PER_THREAD, seconds, tput1, tput2);
    printf("  per CPU-second of the process: 1 thread %.0f, 2 threads %.0f\n", cpu1, cpu2);
    return 0;
}
