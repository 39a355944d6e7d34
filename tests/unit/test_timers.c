/* test_timers.c - Criterion tests of the virtual clock: Date.now follows it, sleeps cost no real time, limits hold. */
#include <criterion/criterion.h>
#include <string.h>

#include "secexec.h"

TestSuite(timers, .timeout = 60);

static secexec_result *eval_o(const char *src, const secexec_options *o) { return secexec_evaluate(src, o); }

Test(timers, date_now_follows_the_virtual_clock) {
    secexec_options o;
    secexec_options_init(&o);
    o.clock_ms = 1704067200000; /* 2024-01-01T00:00:00Z */
    secexec_result *r =
        eval_o("const t0 = Date.now(); const seen: number[] = [];\n"
               "setTimeout(() => seen.push(Date.now() - t0), 250); setTimeout(() => seen.push(Date.now() - t0), 10);\n"
               "new Promise((res) => setTimeout(() => res([...seen, new Date().toISOString()]), 10000))",
               &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    cr_assert_str_eq(r->value_json, "[10,250,\"2024-01-01T00:00:10.000Z\"]");
    cr_assert(r->duration_ms < 1000, "a 10 s sleep took %.1f ms of real time", r->duration_ms);
    secexec_result_free(r);
}

Test(timers, deterministic) {
    const char *src =
        "let n = 0; const id = setInterval(() => { n += Math.random(); if (n > 20) clearInterval(id); }, 3);\n"
        "new Promise((res) => setTimeout(() => res([n, Date.now()]), 1e6))";
    secexec_result *a = eval_o(src, NULL), *b = eval_o(src, NULL);
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED, "%s", a->error.message);
    cr_assert_str_eq(a->value_json, b->value_json);
    cr_assert_eq(a->instructions, b->instructions);
    secexec_result_free(a);
    secexec_result_free(b);
}

/* Hostile: an interval that never ends is stopped by the instruction budget; memory stays flat. */
Test(timers, timer_bomb) {
    secexec_options o;
    secexec_options_init(&o);
    o.max_instructions = 200000; /* small: under ASan a fire costs microseconds of wall clock */
    o.timeout_ms = 60000;
    o.max_memory_bytes = 4u << 20;
    secexec_result *r = eval_o("setInterval(() => {}, 0); setInterval(() => { setTimeout(() => {}, 1); }, 1); 1", &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "%s %s", r->outcome_str, r->error.message);
    cr_assert_eq(r->error.code, SECEXEC_ERR_INSTRUCTION_LIMIT);
    secexec_result_free(r);
    r = eval_o("for (let i = 0; i < 20000; i++) setTimeout(() => {}, 5)", &o);
    cr_assert_eq(r->error.code, SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    cr_assert_str_eq(r->error.name, "RangeError");
    cr_assert_str_eq(r->error.message, "Too many pending timers: at most 10000 may wait at once");
    secexec_result_free(r);
}

Test(timers, errors) {
    secexec_result *r = eval_o("setTimeout(() => { throw new TypeError('late'); }, 5); 1", NULL);
    cr_assert_eq(r->error.code, SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    cr_assert_str_eq(r->error.message, "late");
    secexec_result_free(r);
    r = eval_o("setTimeout('code', 1)", NULL);
    cr_assert_str_eq(r->error.name, "TypeError");
    cr_assert_str_eq(r->error.message,
                     "The \"callback\" argument must be of type function. Received type string ('code')");
    secexec_result_free(r);
    r = eval_o("queueMicrotask(() => { throw new Error('boom'); }); 1", NULL);
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    secexec_result_free(r);
}

/* A context keeps its pending intervals' state but each call settles every timer it started. */
Test(timers, in_a_context) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    secexec_context *c = secexec_context_new(m);
    secexec_result *r = secexec_context_execute(c, "let ticks = 0; setTimeout(() => ticks++, 100);", 46);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    secexec_result_free(r);
    r = secexec_context_evaluate(c, "ticks", 5);
    cr_assert_str_eq(r->value_json, "1");
    secexec_result_free(r);
    secexec_machine_free(m);
}

/* The timers and `global` are there whenever the program can reach them, whatever its text: a
 * computed name through globalThis, a name built at run time, in a one-shot run, a machine call
 * and a context; a plain run allocates nothing for them (its memory equals a run without them). */
Test(timers, reachable_by_any_name) {
    const char *srcs[] = {
        "new Promise((res) => (globalThis as any)['set' + 'Timeout'](() => res(typeof (globalThis as any)['glo' + "
        "'bal']), 5))",
        "const g = globalThis as any; const k = ['queue', 'Microtask'].join(''); "
        "new Promise((res) => g[k](() => res('object')))",
        "new Promise((res) => { const id = Reflect.get(globalThis, 'set' + 'Interval').call(null, () => { "
        "(globalThis as any)['clear' + 'Interval'](id); res('object'); }, 1); })",
    };
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    secexec_context *c = secexec_context_new(m);
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        secexec_result *r[3] = {eval_o(srcs[i], NULL), secexec_machine_evaluate(m, srcs[i], strlen(srcs[i])),
                                secexec_context_evaluate(c, srcs[i], strlen(srcs[i]))};
        for (int k = 0; k < 3; k++) {
            cr_assert_eq(r[k]->outcome, SECEXEC_SUCCEEDED, "%s: %s", srcs[i], r[k]->error.message);
            cr_assert_str_eq(r[k]->value_json, "\"object\"", "%s", srcs[i]);
            secexec_result_free(r[k]);
        }
    }
    secexec_context_free(c);
    secexec_machine_free(m);
    /* a plain run: the same peak memory as one that cannot reach them either */
    secexec_result *a = eval_o("1 + 2", NULL), *b = eval_o("'setTimeout'.length", NULL);
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED);
    cr_assert_lt(a->memory_peak_bytes, b->memory_peak_bytes, "%zu vs %zu", (size_t)a->memory_peak_bytes,
                 (size_t)b->memory_peak_bytes);
    secexec_result_free(a);
    secexec_result_free(b);
}
