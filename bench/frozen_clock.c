/* frozen_clock.c - an LD_PRELOAD shim for callgrind runs: CLOCK_MONOTONIC stands still, so tree-sitter's parse time limit never fires under valgrind. */
/*
 * Under valgrind a check runs ~50 times slower, and on a loaded machine a 500-line parse can come
 * near secexec's 5 s parse limit (frontend/parse.c), which tree-sitter measures with
 * clock_gettime(CLOCK_MONOTONIC): a parse cut short would lower an instruction count silently.
 *   cc -O2 -shared -fPIC bench/frozen_clock.c -o /tmp/frozen_clock.so -ldl
 *   LD_PRELOAD=/tmp/frozen_clock.so valgrind --tool=callgrind build/bench/bench_checklat --runs 12 --no-floor FILE
 * Wall times printed by the program are then meaningless; only the instruction counts are used.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <time.h>

int clock_gettime(clockid_t id, struct timespec *ts) {
    static int (*real)(clockid_t, struct timespec *);
    if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    int r = real(id, ts);
    if (r == 0 && id == CLOCK_MONOTONIC) {
        ts->tv_sec = 1000;
        ts->tv_nsec = 0;
    }
    return r;
}
