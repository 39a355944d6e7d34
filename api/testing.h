/* testing.h - test-only entry points of the API (private: not part of include/secexec.h). */
#ifndef SECEXEC_API_TESTING_H
#define SECEXEC_API_TESTING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Allocation-failure injection: every VM created afterwards on the calling thread refuses its
 * n-th accounted allocation and every later one (0 turns the injection off). */
void secexec__test_fail_after(uint64_t n);

/* The accounting of the last VM disposed on the calling thread. */
typedef struct secexec__test_mem {
    uint64_t allocations; /* accounted allocations the VM made (growing reallocs included) */
    size_t leaked_bytes;  /* accounted bytes still in use at dispose: 0 unless something leaked */
    size_t peak;          /* peak of the accounted memory */
    bool failed;          /* some allocation was refused */
} secexec__test_mem;
void secexec__test_last_mem(secexec__test_mem *out);

/* A machine's compiled-module cache: loads that found their module, loads that did not, bytes. */
typedef struct secexec_machine secexec_machine;
void secexec__test_code_cache(secexec_machine *m, uint64_t *hits, uint64_t *misses, size_t *bytes);

/* secexec_replay with the trace's instruction budget and memory limit capped (0: no cap), a 2 s
 * timeout and 100 ms host-call timeout when capped: the fuzz target of traces (fuzz/fuzz_replay.c). */
#include "secexec.h"
int secexec__replay_capped(const char *text, size_t len, const secexec_options *observe, secexec_sink report, void *ud,
                           uint64_t max_instructions, size_t max_memory);

/* secexec_result_to_json as cJSON prints it (the reference the fast writer is compared with). */
char *secexec__test_result_to_json_cjson(const secexec_result *r);

#endif
