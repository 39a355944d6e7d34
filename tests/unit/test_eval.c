/* test_eval.c - run-time compilation (indirect eval, new Function) under the run's limits: a
 * loop compiling code ends on the instruction budget and the clock, compiling is charged by
 * the source's length and deterministically, and every refused allocation ends cleanly. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "run_checks.h"
#include "api/testing.h"
#include "secexec.h"

TestSuite(eval, .timeout = 300);

static secexec_result *evaluate(const char *src, uint64_t budget, uint64_t timeout_ms) {
    secexec_options o;
    secexec_options_init(&o);
    if (budget) o.max_instructions = budget;
    if (timeout_ms) o.timeout_ms = timeout_ms;
    secexec_result *r = secexec_evaluate(src, &o);
    cr_assert_not_null(r);
    return r;
}

/* An endless loop whose every turn compiles code stops exactly at the budget. */
static const char *eval_loop = "let n = 0;\n"
                               "for (;;) n += (0, eval)('let a = [1, 2, 3].map((x) => x * 2); a.length');\n"
                               "n";
static const char *function_loop = "let n = 0;\n"
                                   "for (;;) n += new Function('a', 'b', 'return a + b;')(1, 2);\n"
                                   "n";

Test(eval, an_eval_loop_ends_on_the_budget) { expect_instruction_limit(eval_loop, 2000000); }

Test(eval, a_function_constructor_loop_ends_on_the_budget) { expect_instruction_limit(function_loop, 2000000); }

/* With an unlimited budget the wall clock ends it (the charge passes the clock's poll points). */
Test(eval, an_eval_loop_ends_on_the_clock) {
    double start = now_ms();
    secexec_result *r = evaluate(eval_loop, (uint64_t)1 << 50, 300);
    double took = now_ms() - start;
    cr_expect_eq(r->outcome, SECEXEC_TIMED_OUT, "outcome %s", r->outcome_str);
    cr_expect_eq(r->error.code, SECEXEC_ERR_TIMEOUT, "code %s", r->error.code_str);
    cr_expect_lt(took, 15000.0, "took %.0f ms", took);
    secexec_result_free(r);
}

/* Compiling is charged before it happens, in proportion to the source: a long comment costs
 * 256 units a byte though it runs no instruction; and the count is the same on every run. */
Test(eval, compiling_is_charged_by_length_and_deterministically) {
    const char *small = "(0, eval)('1 + 1')";
    const char *big = "(0, eval)('/*' + 'x'.repeat(100000) + '*/ 1 + 1')";
    secexec_result *a = evaluate(small, 0, 0), *b = evaluate(big, 0, 0), *c = evaluate(big, 0, 0);
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED, "%s", a->has_error ? a->error.message : "");
    cr_assert_eq(b->outcome, SECEXEC_SUCCEEDED, "%s", b->has_error ? b->error.message : "");
    cr_expect_str_eq(a->value_json, "2");
    cr_expect_str_eq(b->value_json, "2");
    cr_expect_geq(b->instructions, a->instructions + 256 * 100000, "%llu vs %llu", (unsigned long long)b->instructions,
                  (unsigned long long)a->instructions);
    cr_expect_eq(b->instructions, c->instructions);
    secexec_result_free(a);
    secexec_result_free(b);
    secexec_result_free(c);
}

/* Source longer than the memory limit allows is a RangeError the guest can catch. */
Test(eval, source_too_large_for_the_memory_limit_is_a_range_error) {
    secexec_options o;
    secexec_options_init(&o);
    o.max_memory_bytes = 16u << 20;
    secexec_result *r =
        secexec_evaluate("let s; try { (0, eval)('1;'.repeat(400000)); s = 'ran' } catch (e) { s = e.name } s", &o);
    cr_assert_not_null(r);
    cr_expect_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->has_error ? r->error.message : "");
    cr_expect_str_eq(r->value_json ? r->value_json : "", "\"RangeError\"");
    secexec_result_free(r);
}

/* A direct call eval(code) is refused before anything runs (SX9001), never run as indirect. */
Test(eval, direct_eval_is_refused_before_running) {
    secexec_result *r = evaluate("console.log('ran');\nfunction f(x: number) { return eval('x + 1'); }\nf(1)", 0, 0);
    cr_expect_eq(r->error.code, SECEXEC_ERR_UNSUPPORTED_CONSTRUCT, "code %s", r->error.code_str);
    cr_expect(strstr(r->error.message, "Direct eval") != NULL, "%s", r->error.message);
    cr_expect_str_eq(r->stdout_text, "");
    secexec_result_free(r);
}

/* Refuse the n-th allocation for every n: each run ends succeeded or with memory_limit, and the
 * VM gives back every accounted byte (the AST's arena, the source copy, the compiler's lists). */
Test(eval, eval_and_function_survive_allocation_failures) {
    const char *src = "const f = new Function('a', 'return a * 2');\n"
                      "let r = (0, eval)('let t = 0; for (let i = 0; i < 3; i++) { t += i } t') + f(4);\n"
                      "try { (0, eval)('super.x') } catch (e) { r += e.name }\n"
                      "r";
    uint64_t total;
    secexec_result *base = sweep_allocation_failures(src, &total);
    cr_expect_str_eq(base->value_json, "\"11SyntaxError\"");
    cr_assert_gt(total, 50, "%llu allocations", (unsigned long long)total);
    secexec_result_free(base);
}

/* check types eval and Function as tsc's lib does and says what run says of a direct eval. */
Test(eval, check_accepts_indirect_eval_and_reports_direct_eval) {
    secexec_check_options co;
    secexec_check_options_init(&co);
    secexec_check_result *ok = secexec_check("const f = new Function('a', 'return a');\n"
                                             "const n: number = (0, eval)('1 + 1') + Function('return 1')();\n"
                                             "const e = eval;\nconsole.log(f(1), n, e('2'), globalThis.eval('3'));\n",
                                             &co);
    cr_assert_not_null(ok);
    cr_expect_eq(ok->diagnostic_count, 0, "%s", secexec_check_result_format(ok));
    secexec_check_result_free(ok);
    secexec_check_result *bad = secexec_check("function g(s: string) { return eval(s); }\ng('1');\n", &co);
    cr_assert_not_null(bad);
    cr_assert_eq(bad->diagnostic_count, 1, "%s", secexec_check_result_format(bad));
    cr_expect(bad->diagnostics[0].own && bad->diagnostics[0].code == 9001);
    cr_expect(strstr(bad->diagnostics[0].message, "Direct eval") != NULL, "%s", bad->diagnostics[0].message);
    secexec_check_result_free(bad);
}
