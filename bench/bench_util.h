/* bench_util.h - what the in-process benchmarks share: clocks, and threads that start together and count calls. */
#ifndef SX_BENCH_UTIL_H
#define SX_BENCH_UTIL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>

static inline uint64_t bench_clock_ns(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static inline uint64_t now_ns(void) { return bench_clock_ns(CLOCK_MONOTONIC); }
/* CPU time of this thread: what a call costs, less disturbed by other load than wall time. */
static inline uint64_t thread_cpu_ns(void) { return bench_clock_ns(CLOCK_THREAD_CPUTIME_ID); }
static inline uint64_t process_cpu_ns(void) { return bench_clock_ns(CLOCK_PROCESS_CPUTIME_ID); }

static inline int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* One thread of a throughput run: `body` sets it up, calls bench_wait_start, then counts its
 * calls into `calls` until `seconds` have passed (bench_until), setting `failed` on a bad call. */
typedef struct bench_worker {
    pthread_t thread;
    int id;
    double seconds;
    const atomic_bool *start;
    uint64_t calls;
    bool failed;
} bench_worker;

static inline void bench_wait_start(const bench_worker *w) {
    while (!atomic_load(w->start)) {}
}

/* Run `threads` (at most 8) workers of `body` together; `settle_us` lets them set up before the
 * clock starts. Returns calls per second of wall time (-1 if a call failed); *per_cpu_s gets the
 * calls per second of the CPU time the process used meanwhile (robust to other load). */
static inline double bench_threads(void *(*body)(void *), int threads, double seconds, unsigned settle_us,
                                   double *per_cpu_s) {
    bench_worker ws[8];
    atomic_bool start = false;
    if (threads > 8) threads = 8;
    for (int i = 0; i < threads; i++) {
        ws[i] = (bench_worker){.id = i, .seconds = seconds, .start = &start};
        if (pthread_create(&ws[i].thread, NULL, body, &ws[i]) != 0) return -1;
    }
    if (settle_us > 0) usleep(settle_us);
    uint64_t t0 = now_ns(), c0 = process_cpu_ns();
    atomic_store(&start, true);
    uint64_t calls = 0;
    bool failed = false;
    for (int i = 0; i < threads; i++) {
        pthread_join(ws[i].thread, NULL);
        calls += ws[i].calls;
        failed |= ws[i].failed;
    }
    double elapsed = (now_ns() - t0) / 1e9, cpu = (process_cpu_ns() - c0) / 1e9;
    *per_cpu_s = cpu > 0 ? (double)calls / cpu : 0;
    return failed ? -1 : (double)calls / elapsed;
}

#endif
