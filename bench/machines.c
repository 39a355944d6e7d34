/* machines.c - benchmarks of machines (VMs that outlast a call): idle memory, create+evaluate+dispose beside one-shot. */
/*
 * Usage: bench_machines [--n N] [--runs R] [--json]
 *   --n N     machines kept alive at once for the memory figure (default 1000)
 *   --runs R  timed calls of each kind (default 2000)
 *
 * What is measured:
 *   idle machine   secexec_machine_memory of a new machine with an empty filesystem (its host
 *                  structures and the tree: no JavaScript memory is kept between calls), and the
 *                  growth of the resident memory (RSS) of the process per machine with N alive
 *   p50 / p99      secexec_machine_new + secexec_machine_evaluate("1 + 2") + secexec_machine_free,
 *                  beside the one-shot secexec_evaluate("1 + 2"), interleaved one by one so
 *                  machine noise hits both alike; also a call on an existing machine
 * Exits non-zero if a call does not give 3.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench_util.h"
#include "secexec.h"

static size_t rss_bytes(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    unsigned long size = 0, resident = 0;
    if (f == NULL) return 0;
    if (fscanf(f, "%lu %lu", &size, &resident) != 2) resident = 0;
    fclose(f);
    return (size_t)resident * (size_t)sysconf(_SC_PAGESIZE);
}

static int check(secexec_result *r) {
    int ok = r != NULL && r->has_value && strcmp(r->value_json, "3") == 0;
    if (!ok) fprintf(stderr, "bench_machines: a call did not give 3\n");
    secexec_result_free(r);
    return ok;
}

static double pct(uint64_t *v, int n, double p) {
    qsort(v, (size_t)n, sizeof *v, cmp_u64);
    return (double)v[(int)(p * (n - 1))] / 1000.0;
}

int main(int argc, char **argv) {
    int n = 1000, runs = 2000, json = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--n") == 0 && i + 1 < argc) n = atoi(argv[++i]);
        else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--json") == 0) json = 1;
    }
    if (n < 1 || runs < 10) return 2;
    const char *src = "1 + 2";
    /* idle memory */
    secexec_machine **ms = calloc((size_t)n, sizeof *ms);
    size_t before = rss_bytes();
    for (int i = 0; i < n; i++) ms[i] = secexec_machine_new(NULL, NULL);
    size_t after = rss_bytes(), accounted = secexec_machine_memory(ms[0]);
    for (int i = 0; i < n; i++) secexec_machine_free(ms[i]);
    free(ms);
    /* latencies, interleaved */
    uint64_t *cycle = calloc((size_t)runs, sizeof *cycle), *oneshot = calloc((size_t)runs, sizeof *oneshot),
             *warm = calloc((size_t)runs, sizeof *warm);
    secexec_machine *kept = secexec_machine_new(NULL, NULL);
    int ok = 1;
    for (int i = 0; i < runs && ok; i++) {
        uint64_t t0 = now_ns();
        secexec_machine *m = secexec_machine_new(NULL, NULL);
        ok &= check(secexec_machine_evaluate(m, src, 5));
        secexec_machine_free(m);
        uint64_t t1 = now_ns();
        ok &= check(secexec_evaluate(src, NULL));
        uint64_t t2 = now_ns();
        ok &= check(secexec_machine_evaluate(kept, src, 5));
        uint64_t t3 = now_ns();
        cycle[i] = t1 - t0, oneshot[i] = t2 - t1, warm[i] = t3 - t2;
    }
    secexec_machine_free(kept);
    double c50 = pct(cycle, runs, 0.5), c99 = pct(cycle, runs, 0.99), o50 = pct(oneshot, runs, 0.5),
           o99 = pct(oneshot, runs, 0.99), w50 = pct(warm, runs, 0.5), w99 = pct(warm, runs, 0.99);
    double rss_per = after > before ? (double)(after - before) / n : 0;
    if (json)
        printf("{\"idle_machine_accounted_bytes\":%zu,\"idle_machine_rss_bytes\":%.0f,\"machines\":%d,"
               "\"create_evaluate_dispose_us\":{\"p50\":%.2f,\"p99\":%.2f},\"one_shot_evaluate_us\":{\"p50\":%.2f,"
               "\"p99\":%.2f},\"evaluate_on_existing_machine_us\":{\"p50\":%.2f,\"p99\":%.2f},\"runs\":%d}\n",
               accounted, rss_per, n, c50, c99, o50, o99, w50, w99, runs);
    else {
        printf(
            "idle machine (empty filesystem): %zu bytes (secexec_machine_memory), %.0f bytes RSS each with %d alive\n",
            accounted, rss_per, n);
        printf("create + evaluate(\"1 + 2\") + dispose: p50 %.2f us, p99 %.2f us\n", c50, c99);
        printf("one-shot secexec_evaluate(\"1 + 2\"):   p50 %.2f us, p99 %.2f us\n", o50, o99);
        printf("evaluate on an existing machine:      p50 %.2f us, p99 %.2f us (%d runs each, interleaved)\n", w50, w99,
               runs);
    }
    free(cycle);
    free(oneshot);
    free(warm);
    return ok ? 0 : 1;
}
