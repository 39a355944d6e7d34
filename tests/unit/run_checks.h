/* run_checks.h - unit-test helpers shared by the limit tests: a program ends exactly on its instruction budget; it survives a refused allocation at every allocation point. */
#ifndef SECEXEC_TESTS_RUN_CHECKS_H
#define SECEXEC_TESTS_RUN_CHECKS_H

#include <criterion/criterion.h>
#include <stdint.h>
#include <time.h>

#include "api/testing.h"
#include "secexec.h"

static inline double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* CPU time of the process: unlike the wall clock, a loaded machine does not stretch it. */
static inline double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Evaluate src with an instruction budget and a generous clock (60 s): it must end on the
 * budget, charged exactly, well before the clock (in CPU time: the sanitizer build on a loaded
 * machine took longer than 20 s of wall time for what needs a few seconds of CPU). */
static inline void expect_instruction_limit(const char *src, uint64_t budget) {
    secexec_options o;
    secexec_options_init(&o);
    o.max_instructions = budget;
    o.timeout_ms = 60000;
    double start = cpu_ms();
    secexec_result *r = secexec_evaluate(src, &o);
    double took = cpu_ms() - start;
    cr_assert_not_null(r);
    cr_expect_eq(r->outcome, SECEXEC_TIMED_OUT, "outcome %s", r->outcome_str);
    cr_expect_eq(r->error.code, SECEXEC_ERR_INSTRUCTION_LIMIT, "code %s: %s", r->error.code_str, r->error.message);
    cr_expect_eq(r->instructions, budget, "charged %llu of %llu", (unsigned long long)r->instructions,
                 (unsigned long long)budget);
    cr_expect_lt(took, 20000.0, "took %.0f ms of CPU", took);
    secexec_result_free(r);
}

/* Evaluate src once without failures (it must succeed and leak nothing), then once for each of
 * its n allocations with the n-th refused: every run ends succeeded or with memory_limit, and
 * the VM gives back every accounted byte. Returns the first run's result (the caller frees it)
 * and the number of allocations in *allocations. */
static inline secexec_result *sweep_allocation_failures(const char *src, uint64_t *allocations) {
    secexec_options o;
    secexec_options_init(&o);
    secexec__test_mem mem;
    secexec__test_fail_after(0);
    secexec_result *base = secexec_evaluate(src, &o);
    secexec__test_last_mem(&mem);
    cr_assert_eq(base->outcome, SECEXEC_SUCCEEDED, "%s", base->has_error ? base->error.message : "");
    cr_assert_eq(mem.leaked_bytes, 0);
    uint64_t total = mem.allocations;
    for (uint64_t n = 1; n <= total; n++) {
        secexec__test_fail_after(n);
        secexec_result *r = secexec_evaluate(src, &o);
        secexec__test_fail_after(0);
        secexec__test_last_mem(&mem);
        cr_assert_not_null(r);
        cr_assert(r->outcome == SECEXEC_SUCCEEDED || r->error.code == SECEXEC_ERR_MEMORY_LIMIT,
                  "@%llu/%llu: %s (%s: %s)", (unsigned long long)n, (unsigned long long)total, r->outcome_str,
                  r->error.code_str, r->error.message);
        cr_assert_eq(mem.leaked_bytes, 0, "@%llu: %zu bytes leaked", (unsigned long long)n, mem.leaked_bytes);
        secexec_result_free(r);
    }
    *allocations = total;
    return base;
}

#endif
