/* test_regressions.c - minimized inputs that crashed secexec or broke its containment, found by
 * the fuzzers (fuzz/), the allocation-failure sweep (test_oom.c) and the escape corpus
 * (tests/escape/). Each test names what it found; all go through the public API. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "api/testing.h"
#include "secexec.h"

TestSuite(regressions, .timeout = 120);

static secexec_result *eval_with(const char *src, uint32_t max_stack_depth) {
    secexec_options o;
    secexec_options_init(&o);
    o.max_instructions = 5000000;
    if (max_stack_depth) o.max_stack_depth = max_stack_depth;
    return secexec_evaluate(src, &o);
}

static void expect_value(const char *src, const char *json) {
    secexec_result *r = eval_with(src, 0);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s (%s)", src, r->outcome_str, r->error.message);
    cr_assert_str_eq(r->value_json, json, "%s", src);
    secexec_result_free(r);
}

/* Allocation-failure sweep: a refused allocation while the realm was being built (String's
 * trimLeft alias, Number.parseInt) passed a NULL key to sx_object_find: NULL dereference.
 * Every allocation of creating a VM may fail: the result is memory_limit, nothing leaks. */
Test(regressions, oom_while_creating_the_vm) {
    secexec__test_fail_after(UINT64_MAX); /* armed, never reached: the VM is built, not copied */
    secexec_result *r = eval_with("1", 0);
    secexec__test_fail_after(0);
    secexec__test_mem m;
    secexec__test_last_mem(&m);
    secexec_result_free(r);
    for (uint64_t n = 1; n <= m.allocations; n++) {
        secexec__test_fail_after(n);
        r = eval_with("1", 0);
        secexec__test_fail_after(0);
        cr_assert_str_eq(r->error.code_str, "memory_limit", "@%llu: %s", (unsigned long long)n, r->error.code_str);
        secexec__test_mem after;
        secexec__test_last_mem(&after);
        cr_assert_eq(after.leaked_bytes, 0, "@%llu", (unsigned long long)n);
        secexec_result_free(r);
    }
}

/* Allocation-failure sweep: console.log whose inspect ran out of memory in its key list returned
 * an exception without throwing one; the run ended "uncaught_exception: <uninspectable value>"
 * instead of memory_limit. Now every such failure is the (uncatchable) memory limit. */
Test(regressions, oom_inside_console_log_is_the_memory_limit) {
    const char *src = "const o: any = { a: [1, { b: 2 }], s: 'x' }; o.self = o; console.log(o, [o]);";
    secexec_options o;
    secexec_options_init(&o);
    secexec__test_fail_after(UINT64_MAX);
    secexec_result *r = secexec_execute(src, &o);
    secexec__test_fail_after(0);
    secexec__test_mem m;
    secexec__test_last_mem(&m);
    secexec_result_free(r);
    for (uint64_t n = 1; n <= m.allocations; n++) {
        secexec__test_fail_after(n);
        r = secexec_execute(src, &o);
        secexec__test_fail_after(0);
        cr_assert_str_eq(r->error.code_str, "memory_limit", "@%llu: %s (%s)", (unsigned long long)n, r->error.code_str,
                         r->error.message);
        secexec_result_free(r);
    }
}

/* Escape corpus: natives calling natives (String(array) -> join -> toString -> join ...) did not
 * count against the C stack guard, only guest frames did: with a large max_stack_depth a deep
 * array overflowed the host's C stack (SIGSEGV). Now a RangeError. */
Test(regressions, native_to_native_recursion_is_bounded) {
    const char *srcs[] = {
        "let c: any = []; for (let i = 0; i < 200000; i++) c = [c]; String(c)",
        "let c: any = []; for (let i = 0; i < 200000; i++) c = [c]; c.join()",
        "let c: any = []; for (let i = 0; i < 200000; i++) c = [c]; c.toString()",
        "let c: any = []; for (let i = 0; i < 200000; i++) c = [c]; `${c}`",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        secexec_result *r = eval_with(srcs[i], 100000);
        cr_assert_eq(r->outcome, SECEXEC_FAILED, "%s", srcs[i]);
        cr_assert_str_eq(r->error.name, "RangeError", "%s: %s %s", srcs[i], r->error.code_str, r->error.message);
        secexec_result_free(r);
    }
    /* and a guest can catch it */
    expect_value("let c: any = []; for (let i = 0; i < 200000; i++) c = [c]; "
                 "(() => { try { return String(c).length; } catch (e: any) { return e.name; } })()",
                 "\"RangeError\"");
}

/* fuzz_run (clang UBSan, float-cast-overflow): the interpreter's array fast paths converted the
 * index to uint32_t before checking its range: arr[-1], arr[NaN], arr[1e300] were undefined
 * behaviour. */
Test(regressions, array_index_outside_uint32) {
    expect_value("const a: any[] = [1, 2, 3]; [a[-1], a[NaN], a[1e300], a[-0], a[4294967295], a[2.5]]",
                 "[null,null,null,1,null,null]");
    expect_value("const a: any[] = [1, 2, 3]; a[-1] = 'm'; a[NaN] = 'n'; a[1e300] = 'b'; a[-0] = 'z'; "
                 "[a.length, a[0], (a as any)['-1'], (a as any)['NaN'], (a as any)['1e+300']]",
                 "[3,\"z\",\"m\",\"n\",\"b\"]");
}

/* fuzz_run (clang UBSan, pointer-overflow): calling from C before the VM had a register stack
 * computed NULL + 0 (the empty program). */
Test(regressions, empty_program) {
    secexec_options o;
    secexec_options_init(&o);
    secexec_result *r = secexec_execute("", &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    secexec_result_free(r);
    r = secexec_evaluate_n("", 0, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert(!r->has_value);
    secexec_result_free(r);
}

/* fuzz_eval_value: the result's JSON (secexec_result_to_json: CLI --json, serve) re-parsed the
 * value with cJSON, which refuses escaped lone surrogates: a value containing '\ud800' became
 * "value":null. It is now embedded as the engine wrote it. */
Test(regressions, result_json_keeps_lone_surrogates) {
    secexec_result *r = eval_with("['\\ud800', { k: '\\udc00x' }, 1e21, 0.1 + 0.2]", 0);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert_str_eq(r->value_json, "[\"\\ud800\",{\"k\":\"\\udc00x\"},1e+21,0.30000000000000004]");
    char *json = secexec_result_to_json(r);
    cr_assert_not_null(strstr(json, "\"value\":[\"\\ud800\",{\"k\":\"\\udc00x\"},1e+21,0.30000000000000004]"), "%s",
                       json);
    free(json);
    secexec_result_free(r);
}
