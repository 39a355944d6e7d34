/* alloc_sweep.h - a unit-test helper: run a program once per allocation point, refusing that allocation, and check every run ends cleanly. */
#ifndef SECEXEC_TESTS_ALLOC_SWEEP_H
#define SECEXEC_TESTS_ALLOC_SWEEP_H

#include <criterion/criterion.h>
#include <stdint.h>

#include "api/testing.h"
#include "secexec.h"

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
