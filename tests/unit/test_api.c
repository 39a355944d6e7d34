/* test_api.c - Criterion tests of the public API (include/secexec.h): limits, values, inputs, errors. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "secexec.h"
#include "api/testing.h"

#define MIB ((size_t)1 << 20)
#define KIB ((size_t)1 << 10)
#define HUGE_BUDGET ((uint64_t)1 << 50) /* so that only the wall clock or a cancel can stop a run */

TestSuite(api, .timeout = 60);

/* ----------------------------------------------------------------------------------------- */
/* Helpers                                                                                   */
/* ----------------------------------------------------------------------------------------- */

static secexec_options defaults(void) {
    secexec_options o;
    secexec_options_init(&o);
    return o;
}

static secexec_result *eval_src(const char *src) {
    secexec_options o = defaults();
    return secexec_evaluate(src, &o);
}

static secexec_result *exec_src(const char *src) {
    secexec_options o = defaults();
    return secexec_execute(src, &o);
}

static secexec_result *eval_inputs(const char *src, const char *inputs_json) {
    secexec_options o = defaults();
    o.inputs_json = inputs_json;
    return secexec_evaluate(src, &o);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static const char *str_or_empty(const char *s) { return s != NULL ? s : ""; }

/* The run succeeded with exactly this value (JSON text). */
static void assert_value(const char *src, const char *json) {
    secexec_result *r = eval_src(src);
    cr_assert_not_null(r);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: outcome %s, error %s: %s", src, r->outcome_str,
                 str_or_empty(r->error.code_str), str_or_empty(r->error.message));
    cr_assert(r->has_value, "%s: no value", src);
    cr_assert_str_eq(r->value_json, json, "%s", src);
    cr_assert_not(r->has_error);
    secexec_result_free(r);
}

/* The run failed with this error code (and, when given, error name and message). */
static void assert_failure(secexec_result *r, secexec_error_code code, const char *name, const char *message) {
    cr_assert_not_null(r);
    cr_assert_eq(r->outcome, SECEXEC_FAILED, "outcome %s (%s: %s)", r->outcome_str, str_or_empty(r->error.code_str),
                 str_or_empty(r->error.message));
    cr_assert(r->has_error);
    cr_assert_eq(r->error.code, code, "error code %s, message %s", str_or_empty(r->error.code_str),
                 str_or_empty(r->error.message));
    cr_assert_str_eq(r->error.code_str, secexec_error_code_string(code));
    if (name != NULL) cr_assert_str_eq(str_or_empty(r->error.name), name);
    if (message != NULL) cr_assert_str_eq(str_or_empty(r->error.message), message);
}

static void assert_stdout(const secexec_result *r, const char *expected) {
    cr_assert_eq(r->stdout_len, strlen(expected), "stdout is '%.*s'", (int)r->stdout_len, str_or_empty(r->stdout_text));
    cr_assert_eq(memcmp(r->stdout_text, expected, r->stdout_len), 0, "stdout is '%s'", r->stdout_text);
}

/* A thread that triggers a cancel handle after a delay. */
typedef struct canceller {
    secexec_cancel *cancel;
    unsigned delay_ms;
} canceller;

static void *cancel_later(void *arg) {
    canceller *c = arg;
    usleep(c->delay_ms * 1000u);
    secexec_cancel_trigger(c->cancel);
    return NULL;
}

/* Run src with a cancel triggered from another thread after delay_ms; returns the result. */
static secexec_result *run_cancelled(const char *src, unsigned delay_ms) {
    secexec_options o = defaults();
    o.max_instructions = HUGE_BUDGET;
    o.timeout_ms = 30000;
    o.cancel = secexec_cancel_new();
    cr_assert_not_null(o.cancel);
    canceller c = {o.cancel, delay_ms};
    pthread_t t;
    cr_assert_eq(pthread_create(&t, NULL, cancel_later, &c), 0);
    secexec_result *r = secexec_execute(src, &o);
    pthread_join(t, NULL);
    secexec_cancel_free(o.cancel);
    return r;
}

/* ----------------------------------------------------------------------------------------- */
/* The small things                                                                          */
/* ----------------------------------------------------------------------------------------- */

Test(api, option_defaults) {
    secexec_options o = defaults();
    cr_assert_null(o.inputs_json);
    cr_assert_eq(o.timeout_ms, 5000);
    cr_assert_eq(o.max_instructions, 100000000);
    cr_assert_eq(o.max_memory_bytes, 64 * MIB);
    cr_assert_eq(o.max_stack_depth, 1000);
    cr_assert_eq(o.max_output_bytes, 1 * MIB);
    cr_assert_eq(o.capture, SECEXEC_CAPTURE_ALL);
    cr_assert_null(o.cancel);
    cr_assert_eq(o.random_seed, 0);
}

Test(api, strings_of_enums) {
    cr_assert_str_eq(secexec_outcome_string(SECEXEC_SUCCEEDED), "succeeded");
    cr_assert_str_eq(secexec_outcome_string(SECEXEC_FAILED), "failed");
    cr_assert_str_eq(secexec_outcome_string(SECEXEC_CANCELLED), "cancelled");
    cr_assert_str_eq(secexec_outcome_string(SECEXEC_TIMED_OUT), "timed_out");
    cr_assert_str_eq(secexec_error_code_string(SECEXEC_ERR_UNCAUGHT_EXCEPTION), "uncaught_exception");
    cr_assert_str_eq(secexec_error_code_string(SECEXEC_ERR_INSTRUCTION_LIMIT), "instruction_limit");
    cr_assert_str_eq(secexec_error_code_string(SECEXEC_ERR_MEMORY_LIMIT), "memory_limit");
    cr_assert_str_eq(secexec_error_code_string(SECEXEC_ERR_NOT_SERIALIZABLE), "not_serializable");
    cr_assert_str_eq(secexec_error_code_string(SECEXEC_ERR_INTERNAL), "internal_error");
    cr_assert_gt(strlen(secexec_version()), 0);
}

Test(api, the_seed) {
    secexec_result *r = eval_inputs("inputs.prices.reduce((sum, price) => sum + price, 0)", "{\"prices\":[5,10,27]}");
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    cr_assert_str_eq(r->outcome_str, "succeeded");
    cr_assert_str_eq(r->value_json, "42");
    cr_assert_gt(r->instructions, 0);
    cr_assert_gt(r->memory_peak_bytes, 0);
    cr_assert_geq(r->duration_ms, 0.0);
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Limits                                                                                    */
/* ----------------------------------------------------------------------------------------- */

Test(api, instruction_budget_ends_infinite_loop) {
    secexec_options o = defaults();
    o.max_instructions = 1000000;
    o.timeout_ms = 60000;
    secexec_result *r = secexec_execute("while(true){}", &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "outcome %s", r->outcome_str);
    cr_assert_str_eq(r->outcome_str, "timed_out");
    cr_assert(r->has_error);
    cr_assert_eq(r->error.code, SECEXEC_ERR_INSTRUCTION_LIMIT, "code %s", r->error.code_str);
    cr_assert_str_eq(r->error.code_str, "instruction_limit");
    cr_assert_eq(r->instructions, 1000000, "instructions %llu", (unsigned long long)r->instructions);
    cr_assert_gt(strlen(str_or_empty(r->error.message)), 0);
    secexec_result_free(r);
}

Test(api, wall_clock_ends_infinite_loop) {
    secexec_options o = defaults();
    o.max_instructions = HUGE_BUDGET;
    o.timeout_ms = 100;
    double start = now_ms();
    secexec_result *r = secexec_execute("while(true){}", &o);
    double elapsed = now_ms() - start;
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "outcome %s", r->outcome_str);
    cr_assert_eq(r->error.code, SECEXEC_ERR_TIMEOUT, "code %s", r->error.code_str);
    cr_assert_geq(elapsed, 90.0, "returned after %.1f ms", elapsed);
    cr_assert_lt(elapsed, 600.0, "returned after %.1f ms", elapsed);
    cr_assert_geq(r->duration_ms, 90.0);
    secexec_result_free(r);
}

Test(api, memory_limit_ends_allocation_loop) {
    secexec_options o = defaults();
    o.max_memory_bytes = 16 * MIB;
    secexec_result *r = secexec_execute("let a=[];while(true)a.push(new Array(1e5))", &o);
    assert_failure(r, SECEXEC_ERR_MEMORY_LIMIT, NULL, NULL);
    cr_assert_leq(r->memory_peak_bytes, 16 * MIB, "peak %zu", r->memory_peak_bytes);
    cr_assert_gt(r->memory_peak_bytes, 1 * MIB, "peak %zu", r->memory_peak_bytes);
    secexec_result_free(r);
}

Test(api, infinite_recursion_is_range_error) {
    secexec_result *r = exec_src("function f(){return f()} f()");
    assert_failure(r, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "RangeError", "Maximum call stack size exceeded");
    secexec_result_free(r);
}

Test(api, infinite_recursion_is_catchable) {
    secexec_result *r = exec_src("function f(){return f()}\n"
                                 "try{f()}catch(e){console.log(e instanceof RangeError, e.message)}");
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    assert_stdout(r, "true Maximum call stack size exceeded\n");
    secexec_result_free(r);
}

Test(api, stack_depth_option_is_honoured) {
    secexec_options o = defaults();
    o.max_stack_depth = 50;
    secexec_result *r = secexec_execute("function d(n){return n===0?0:1+d(n-1)}\n"
                                        "console.log(d(30));\n"
                                        "try{d(100)}catch(e){console.log(e.message)}",
                                        &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    assert_stdout(r, "30\nMaximum call stack size exceeded\n");
    secexec_result_free(r);
}

Test(api, output_flood_is_truncated) {
    secexec_options o = defaults();
    o.max_output_bytes = 64 * KIB;
    secexec_result *r = secexec_execute("for(let i=0;i<100000;i++)console.log(\"xxxxxxxxxxxxxxxxxxxx\")", &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    cr_assert(r->stdout_truncated);
    cr_assert_not(r->stderr_truncated);
    cr_assert_leq(r->stdout_len, 64 * KIB, "stdout_len %zu", r->stdout_len);
    cr_assert_gt(r->stdout_len, 0);
    cr_assert_eq(strncmp(r->stdout_text, "xxxxxxxxxxxxxxxxxxxx\n", 21), 0);
    secexec_result_free(r);
}

/* Issue #22: the C handle's cancel reaches native work too (a quadratic regex search, JSON.stringify
 * of a 2^60-path shared graph): each ends well within a second of the cancel (50 ms on an idle
 * machine; the bound is generous for a loaded CI host). */
Test(api, cancel_reaches_native_work) {
    const char *programs[] = {
        "const s = 'a'.repeat(1 << 19); console.log(s.replace(/(?=a*c)/g, '-').length);",
        "let x: any = [1]; for (let i = 0; i < 60; i++) x = [x, x]; console.log(JSON.stringify(x).length);",
    };
    for (size_t i = 0; i < sizeof programs / sizeof *programs; i++) {
        double start = now_ms();
        secexec_result *r = run_cancelled(programs[i], 200);
        double elapsed = now_ms() - start;
        cr_assert_eq(r->outcome, SECEXEC_CANCELLED, "program %zu: outcome %s", i, r->outcome_str);
        cr_assert_lt(elapsed, 1200.0, "program %zu: cancel took %.1f ms after 200", i, elapsed);
        secexec_result_free(r);
    }
}

Test(api, cancel_from_another_thread) {
    double start = now_ms();
    secexec_result *r = run_cancelled("while(true){}", 100);
    double elapsed = now_ms() - start;
    cr_assert_eq(r->outcome, SECEXEC_CANCELLED, "outcome %s", r->outcome_str);
    cr_assert_str_eq(r->outcome_str, "cancelled");
    cr_assert(r->has_error);
    cr_assert_eq(r->error.code, SECEXEC_ERR_CANCELLED, "code %s", r->error.code_str);
    cr_assert_lt(elapsed, 5000.0, "cancel took %.1f ms", elapsed);
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Budget, memory and cancel are not catchable                                               */
/* ----------------------------------------------------------------------------------------- */

static void assert_budget_wins(const char *src) {
    secexec_options o = defaults();
    o.max_instructions = 100000;
    o.timeout_ms = 60000;
    secexec_result *r = secexec_execute(src, &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "%s: outcome %s", src, r->outcome_str);
    cr_assert_eq(r->error.code, SECEXEC_ERR_INSTRUCTION_LIMIT, "%s: code %s", src, r->error.code_str);
    cr_assert_eq(r->instructions, 100000);
    secexec_result_free(r);
}

Test(api, budget_not_catchable) {
    assert_budget_wins("try { while(true){} } catch(e) {}");
    assert_budget_wins("try { while(true){} } catch(e) { console.log('caught') } while(false){}");
    assert_budget_wins("function f(){ try { while(true){} } finally { return 1 } } f(); console.log('after')");
    assert_budget_wins("for(;;){ try { while(true){} } catch(e) {} finally { continue } }");
    assert_budget_wins("for(;;){ try { while(true){} } finally { break } } console.log('escaped')");
}

Test(api, budget_catch_does_not_print) {
    secexec_options o = defaults();
    o.max_instructions = 100000;
    secexec_result *r = secexec_execute(
        "try { while(true){} } catch(e) { console.log('caught') } finally { console.log('finally') }", &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT);
    cr_assert_null(r->stdout_len > 0 ? strstr(r->stdout_text, "caught") : NULL, "the catch block ran");
    secexec_result_free(r);
}

Test(api, wall_clock_not_catchable) {
    secexec_options o = defaults();
    o.max_instructions = HUGE_BUDGET;
    o.timeout_ms = 100;
    secexec_result *r = secexec_execute("for(;;){ try { while(true){} } catch(e) {} }", &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "outcome %s", r->outcome_str);
    cr_assert_eq(r->error.code, SECEXEC_ERR_TIMEOUT);
    secexec_result_free(r);
}

Test(api, memory_limit_not_catchable) {
    secexec_options o = defaults();
    o.max_memory_bytes = 16 * MIB;
    secexec_result *r =
        secexec_execute("try { let a=[]; while(true) a.push(new Array(1e5)) } catch(e) { console.log('caught') }\n"
                        "console.log('after')",
                        &o);
    assert_failure(r, SECEXEC_ERR_MEMORY_LIMIT, NULL, NULL);
    cr_assert_eq(r->stdout_len, 0, "stdout '%s'", str_or_empty(r->stdout_text));
    secexec_result_free(r);
}

Test(api, cancel_not_catchable) {
    secexec_result *r = run_cancelled("for(;;){ try { while(true){} } catch(e) {} finally { continue } }", 100);
    cr_assert_eq(r->outcome, SECEXEC_CANCELLED, "outcome %s", r->outcome_str);
    cr_assert_eq(r->error.code, SECEXEC_ERR_CANCELLED);
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* evaluate's values                                                                         */
/* ----------------------------------------------------------------------------------------- */

Test(api, values_are_json) {
    assert_value("1+2", "3");
    assert_value("-5", "-5");
    assert_value("0.1+0.2", "0.30000000000000004");
    assert_value("[1.5e300, -42, 1e21, 1e-7]", "[1.5e+300,-42,1e+21,1e-7]");
    assert_value("-0", "0");
    assert_value("true", "true");
    assert_value("null", "null");
    assert_value("'hi'", "\"hi\"");
    assert_value("'quote\" back\\\\slash\\nnew'", "\"quote\\\" back\\\\slash\\nnew\"");
    assert_value("'caf\\u00e9 \\u{1F600}'", "\"caf\xc3\xa9 \xf0\x9f\x98\x80\"");
    assert_value("[]", "[]");
    assert_value("({})", "{}");
    assert_value("({a:1, b:[1,'x',true,null,{c:2}]})", "{\"a\":1,\"b\":[1,\"x\",true,null,{\"c\":2}]}");
    assert_value("({b:1, a:2, 10:3, 2:4})", "{\"2\":4,\"10\":3,\"b\":1,\"a\":2}");
    assert_value("({ n: NaN, u: undefined, i: Infinity, k: 1 })", "{\"n\":null,\"i\":null,\"k\":1}");
    assert_value("[undefined, NaN]", "[null,null]");
    assert_value("let x = 6; x * 7", "42");
    assert_value("const o = {n: 1}; o.n += 1; o", "{\"n\":2}");
    assert_value("[1,2,3].map(x => x * 2)", "[2,4,6]");
}

/* A program that ends in a compound statement gives the completion value node's eval gives: the
 * last expression statement that ran in it, never a finally block's (expected values: node). */
Test(api, compound_statement_completion_values) {
    assert_value("try { 1 } catch { 2 }", "1");
    assert_value("try { JSON.parse('{') } catch (e) { 'bad: ' + e.name }", "\"bad: SyntaxError\"");
    assert_value("try { throw 1 } catch { 9 } finally { 10 }", "9");
    assert_value("try { 1 } finally { 2 }", "1");
    assert_value("if (true) { 5 } else { 6 }", "5");
    assert_value("for (let i = 0; i < 3; i++) { i }", "2");
    assert_value("let t = 0; while (t < 3) { t++ }", "2");
    assert_value("switch (1) { case 1: 'a' }", "\"a\"");
    assert_value("l: { 3; break l; }", "3");
    assert_value("for (const x of [1, 2]) { try { x } finally { 0 } }", "2");
    assert_value("const f = () => { 8 }; { f(); 7 }", "7"); /* f's own statements are not the program's */
    const char *none[] = {"if (false) { 5 }", "1; if (false) {}", "for (const k of []) { k }"};
    for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
        secexec_result *r = eval_src(none[i]);
        cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "'%s'", none[i]);
        cr_assert_not(r->has_value, "'%s' has value %s", none[i], str_or_empty(r->value_json));
        secexec_result_free(r);
    }
}

Test(api, undefined_is_success_without_value) {
    const char *sources[] = {"undefined", "void 0", "let x = 1", "console.log('hi')", ""};
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
        secexec_result *r = eval_src(sources[i]);
        cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "'%s': %s", sources[i], str_or_empty(r->error.message));
        cr_assert_not(r->has_value, "'%s' has value %s", sources[i], str_or_empty(r->value_json));
        cr_assert_not(r->has_error);
        secexec_result_free(r);
    }
    secexec_result *r = eval_src("console.log('hi')");
    assert_stdout(r, "hi\n");
    secexec_result_free(r);
}

Test(api, execute_has_no_value) {
    secexec_result *r = exec_src("1 + 2");
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert_not(r->has_value);
    secexec_result_free(r);
}

Test(api, functions_and_cycles_are_not_serializable) {
    secexec_result *r = eval_src("(() => 1)");
    assert_failure(r, SECEXEC_ERR_NOT_SERIALIZABLE, NULL, NULL);
    cr_assert_not(r->has_value);
    secexec_result_free(r);

    r = eval_src("let o = {}; o.self = o; o");
    assert_failure(r, SECEXEC_ERR_NOT_SERIALIZABLE, NULL, NULL);
    secexec_result_free(r);

    r = eval_src("let a = [1]; a.push({ back: a }); a");
    assert_failure(r, SECEXEC_ERR_NOT_SERIALIZABLE, NULL, NULL);
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* inputs                                                                                    */
/* ----------------------------------------------------------------------------------------- */

Test(api, inputs_are_readable) {
    secexec_result *r = eval_inputs("({ n: inputs.nested.deep.v, s: inputs.s.toUpperCase(), len: inputs.list.length })",
                                    "{\"nested\":{\"deep\":{\"v\":7}},\"s\":\"ab\",\"list\":[1,2,3]}");
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    cr_assert_str_eq(r->value_json, "{\"n\":7,\"s\":\"AB\",\"len\":3}");
    secexec_result_free(r);

    r = eval_inputs("inputs", "[1,\"two\",null,true,{\"x\":1.5}]");
    cr_assert_str_eq(r->value_json, "[1,\"two\",null,true,{\"x\":1.5}]");
    secexec_result_free(r);

    r = eval_src("typeof inputs");
    cr_assert_str_eq(r->value_json, "\"undefined\"");
    secexec_result_free(r);
}

Test(api, inputs_are_deeply_frozen) {
    const char *json = "{\"x\":1,\"prices\":[5,10,27],\"nested\":{\"deep\":{\"v\":1}}}";
    secexec_result *r = eval_inputs("inputs.x = 2", json);
    assert_failure(r, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "TypeError",
                   "Cannot assign to read only property 'x' of object '#<Object>'");
    secexec_result_free(r);

    r = eval_inputs("inputs.prices[0] = 1", json);
    assert_failure(r, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "TypeError",
                   "Cannot assign to read only property '0' of object '[object Array]'");
    secexec_result_free(r);

    r = eval_inputs("inputs.nested.deep.v = 2", json);
    assert_failure(r, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "TypeError",
                   "Cannot assign to read only property 'v' of object '#<Object>'");
    secexec_result_free(r);

    r = eval_inputs("inputs.prices.push(4)", json);
    assert_failure(r, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "TypeError", "Cannot add property 3, object is not extensible");
    secexec_result_free(r);

    r = eval_inputs("inputs.added = 1", json);
    assert_failure(r, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "TypeError",
                   "Cannot add property added, object is not extensible");
    secexec_result_free(r);

    r = eval_inputs("try { inputs.x = 2 } catch (e) { console.log(e instanceof TypeError) } inputs.x", json);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert_str_eq(r->value_json, "1");
    assert_stdout(r, "true\n");
    secexec_result_free(r);
}

Test(api, invalid_inputs_json) {
    const char *bad[] = {"{oops", "", "[1,2", "{\"a\":}", "undefined", "{'a':1}"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        secexec_result *r = eval_inputs("1", bad[i]);
        cr_assert_eq(r->outcome, SECEXEC_FAILED, "inputs '%s': outcome %s", bad[i], r->outcome_str);
        cr_assert_eq(r->error.code, SECEXEC_ERR_INVALID_INPUT, "inputs '%s': code %s", bad[i], r->error.code_str);
        secexec_result_free(r);
    }
}

/* ----------------------------------------------------------------------------------------- */
/* Syntax errors and stack traces                                                            */
/* ----------------------------------------------------------------------------------------- */

Test(api, syntax_error) {
    secexec_result *r = eval_src("let x = ;");
    assert_failure(r, SECEXEC_ERR_SYNTAX_ERROR, "SyntaxError", NULL);
    cr_assert_not_null(strstr(str_or_empty(r->error.message), "expected"), "message '%s' is not TS-style",
                       str_or_empty(r->error.message));
    cr_assert_eq(r->instructions, 0);
    secexec_result_free(r);

    r = exec_src("console.log('never');\nfunction (");
    assert_failure(r, SECEXEC_ERR_SYNTAX_ERROR, "SyntaxError", NULL);
    cr_assert_eq(r->stdout_len, 0, "nothing runs when the source does not parse");
    secexec_result_free(r);
}

Test(api, stack_names_guest_locations_only) {
    secexec_result *r = exec_src("function f(o) {\n  return o.x.y;\n}\nf({});\n");
    assert_failure(r, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "TypeError", "Cannot read properties of undefined (reading 'y')");
    const char *stack = str_or_empty(r->error.stack);
    const char *first_line = "TypeError: Cannot read properties of undefined (reading 'y')\n";
    cr_assert_eq(strncmp(stack, first_line, strlen(first_line)), 0, "stack: %s", stack);
    cr_assert_not_null(strstr(stack, "main.ts:2:"), "stack: %s", stack);
    cr_assert_not_null(strstr(stack, "main.ts:4:"), "stack: %s", stack);
    cr_assert_null(strchr(stack, '/'), "host path in stack: %s", stack);
    cr_assert_null(strstr(stack, ".c"), "host file in stack: %s", stack);
    secexec_result_free(r);
}

Test(api, stack_uses_the_filename_option) {
    secexec_options o = defaults();
    o.filename = "tool.ts";
    secexec_result *r = secexec_execute("\n\nthrow new RangeError('r')", &o);
    assert_failure(r, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "RangeError", "r");
    cr_assert_not_null(strstr(str_or_empty(r->error.stack), "tool.ts:3:"), "stack: %s", r->error.stack);
    secexec_result_free(r);
}

Test(api, thrown_values_that_are_not_errors) {
    secexec_result *r = exec_src("throw 'plain string'");
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert_eq(r->error.code, SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    cr_assert_not_null(strstr(str_or_empty(r->error.message), "plain string"));
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Output capture and the JSON form of a result                                              */
/* ----------------------------------------------------------------------------------------- */

Test(api, capture_modes) {
    const char *src = "console.log('out'); console.info('info'); console.error('err'); console.warn('warn')";
    secexec_options o = defaults();
    secexec_result *r = secexec_execute(src, &o);
    assert_stdout(r, "out\ninfo\n");
    cr_assert_eq(r->stderr_len, strlen("err\nwarn\n"));
    cr_assert_str_eq(r->stderr_text, "err\nwarn\n");
    secexec_result_free(r);

    o.capture = SECEXEC_CAPTURE_STDERR;
    r = secexec_execute(src, &o);
    cr_assert_eq(r->stdout_len, 0);
    cr_assert_str_eq(r->stderr_text, "err\nwarn\n");
    secexec_result_free(r);

    o.capture = SECEXEC_CAPTURE_NONE;
    r = secexec_execute(src, &o);
    cr_assert_eq(r->stdout_len, 0);
    cr_assert_eq(r->stderr_len, 0);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    secexec_result_free(r);
}

/* A program that fails by itself leaves on stderr what node prints: the guest's own output, then
 * the uncaught error's stack; error keeps its fields. Host-imposed ends add nothing. */
Test(api, stderr_carries_the_uncaught_error) {
    const char *src = "console.error('first');\nfunction f() { throw new TypeError('bad ' + 1); }\nf();";
    secexec_options o = defaults();
    secexec_result *r = secexec_execute(src, &o);
    cr_assert_eq(r->error.code, SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    cr_assert_str_eq(r->error.name, "TypeError");
    cr_assert_str_eq(r->error.message, "bad 1");
    cr_assert(strncmp(r->error.stack, "TypeError: bad 1\n    at f (main.ts:2:22)\n", 40) == 0, "%s", r->error.stack);
    char want[4096];
    snprintf(want, sizeof want, "first\n%s\n", r->error.stack);
    cr_assert_str_eq(r->stderr_text, want);
    cr_assert_eq(r->stderr_len, strlen(want));
    secexec_result_free(r);

    o.capture = SECEXEC_CAPTURE_STDERR; /* the reference run_code handler's setting */
    r = secexec_evaluate(src, &o);
    cr_assert_str_eq(r->stderr_text, want);
    secexec_result_free(r);

    o.capture = SECEXEC_CAPTURE_NONE;
    r = secexec_execute(src, &o);
    cr_assert_eq(r->stderr_len, 0);
    cr_assert_str_eq(r->error.message, "bad 1");
    secexec_result_free(r);

    o = defaults();
    r = secexec_execute("throw 42", &o);
    cr_assert_str_eq(r->stderr_text, "Uncaught 42\n");
    secexec_result_free(r);
    r = secexec_execute("Promise.reject(new RangeError('lost'))", &o);
    cr_assert_eq(r->error.code, SECEXEC_ERR_UNHANDLED_REJECTION);
    cr_assert(strncmp(r->stderr_text, "RangeError: lost\n    at ", 24) == 0, "%s", r->stderr_text);
    secexec_result_free(r);
    r = secexec_execute("const x = ;", &o);
    cr_assert_eq(r->error.code, SECEXEC_ERR_SYNTAX_ERROR);
    cr_assert(strstr(r->stderr_text, "main.ts(1,11): error TS1109: Expression expected.") != NULL, "%s",
              r->stderr_text);
    secexec_result_free(r);
    o.max_instructions = 10000;
    r = secexec_execute("console.error('x'); while (true) {}", &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT);
    cr_assert_str_eq(r->stderr_text, "x\n");
    secexec_result_free(r);
}

/* console.time measures on the run's clock, which stands still: 0ms, every run. node's warnings
 * for labels are printed without node's process id. */
Test(api, console_time_uses_the_virtual_clock) {
    secexec_options o = defaults();
    o.clock_ms = 1700000000000;
    secexec_result *r =
        secexec_execute("console.time(); console.timeLog(undefined, 'x', { y: 1 }); console.timeEnd();"
                        "console.time('a'); console.time('a'); console.timeEnd('zz'); console.timeLog('b');"
                        "console.countReset('none'); console.group(); console.timeEnd('a');",
                        &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    cr_assert_str_eq(r->stdout_text, "default: 0ms x { y: 1 }\ndefault: 0ms\n  a: 0ms\n");
    cr_assert_str_eq(r->stderr_text, "Warning: Label 'a' already exists for console.time()\n"
                                     "Warning: No such label 'zz' for console.timeEnd()\n"
                                     "Warning: No such label 'b' for console.timeLog()\n"
                                     "Warning: Count for 'none' does not exist\n");
    secexec_result_free(r);
}

Test(api, result_to_json_has_camel_case_keys) {
    secexec_result *r =
        eval_inputs("console.log('x'); inputs.prices.reduce((sum, price) => sum + price, 0)", "{\"prices\":[5,10,27]}");
    char *text = secexec_result_to_json(r);
    cr_assert_not_null(text);
    cr_assert_null(strchr(text, '\n'), "not one line: %s", text);
    cJSON *j = cJSON_Parse(text);
    cr_assert_not_null(j, "not JSON: %s", text);
    const char *keys[] = {"outcome",         "value",           "error",        "stdout",          "stderr",
                          "stdoutTruncated", "stderrTruncated", "instructions", "memoryPeakBytes", "durationMs"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        cr_assert(cJSON_HasObjectItem(j, keys[i]), "key %s missing in %s", keys[i], text);
    cr_assert_str_eq(cJSON_GetObjectItem(j, "outcome")->valuestring, "succeeded");
    cr_assert_eq(cJSON_GetObjectItem(j, "value")->valuedouble, 42.0);
    cr_assert_str_eq(cJSON_GetObjectItem(j, "stdout")->valuestring, "x\n");
    cr_assert(cJSON_IsFalse(cJSON_GetObjectItem(j, "stdoutTruncated")));
    cr_assert_eq((uint64_t)cJSON_GetObjectItem(j, "instructions")->valuedouble, r->instructions);
    cJSON_Delete(j);
    free(text);
    secexec_result_free(r);

    r = eval_src("null.x");
    text = secexec_result_to_json(r);
    j = cJSON_Parse(text);
    cJSON *err = cJSON_GetObjectItem(j, "error");
    cr_assert(cJSON_IsObject(err), "%s", text);
    cr_assert_str_eq(cJSON_GetObjectItem(err, "code")->valuestring, "uncaught_exception");
    cr_assert_str_eq(cJSON_GetObjectItem(err, "name")->valuestring, "TypeError");
    cJSON_Delete(j);
    free(text);
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Determinism and threads                                                                   */
/* ----------------------------------------------------------------------------------------- */

static const char DETERMINISM_SRC[] =
    "const data = [];\n"
    "for (let i = 0; i < 2000; i++) data.push({ id: i, v: (i * 7919) % 101, tag: 't' + (i % 5) });\n"
    "const byTag = {};\n"
    "for (const d of data) byTag[d.tag] = (byTag[d.tag] || 0) + d.v;\n"
    "console.log(byTag, data.filter(d => d.v > 50).length);\n"
    "function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }\n"
    "({ fib: fib(18), keys: Object.keys(byTag) })";

Test(api, determinism) {
    secexec_result *a = eval_src(DETERMINISM_SRC);
    secexec_result *b = eval_src(DETERMINISM_SRC);
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(a->error.message));
    cr_assert_eq(a->instructions, b->instructions);
    cr_assert_gt(a->instructions, 10000);
    cr_assert_str_eq(a->value_json, b->value_json);
    cr_assert_str_eq(a->value_json, "{\"fib\":2584,\"keys\":[\"t0\",\"t1\",\"t2\",\"t3\",\"t4\"]}");
    cr_assert_eq(a->stdout_len, b->stdout_len);
    cr_assert_eq(memcmp(a->stdout_text, b->stdout_text, a->stdout_len), 0);
    secexec_result_free(a);
    secexec_result_free(b);
}

Test(api, determinism_of_failures) {
    secexec_options o = defaults();
    o.max_instructions = 54321;
    secexec_result *a = secexec_execute("let i = 0; while (true) { i++; console.log(i) }", &o);
    secexec_result *b = secexec_execute("let i = 0; while (true) { i++; console.log(i) }", &o);
    cr_assert_eq(a->outcome, SECEXEC_TIMED_OUT);
    cr_assert_eq(a->instructions, 54321);
    cr_assert_eq(b->instructions, 54321);
    cr_assert_eq(a->stdout_len, b->stdout_len);
    cr_assert_eq(memcmp(a->stdout_text, b->stdout_text, a->stdout_len), 0);
    secexec_result_free(a);
    secexec_result_free(b);
}

typedef struct thread_job {
    const char *src;
    const char *expected;
    int runs;
    int correct;
} thread_job;

static void *thread_main(void *arg) {
    thread_job *job = arg;
    for (int i = 0; i < job->runs; i++) {
        secexec_result *r = eval_src(job->src);
        if (r != NULL && r->outcome == SECEXEC_SUCCEEDED && r->has_value && strcmp(r->value_json, job->expected) == 0)
            job->correct++;
        if (r != NULL) secexec_result_free(r);
    }
    return NULL;
}

Test(api, vms_on_two_threads) {
    thread_job jobs[2] = {
        {"function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) } fib(20)", "6765", 5, 0},
        {"let s = ''; for (let i = 0; i < 3000; i++) s += String(i % 10); [s.length, s.slice(0, 12)]",
         "[3000,\"012345678901\"]", 5, 0},
    };
    pthread_t threads[2];
    for (int i = 0; i < 2; i++) cr_assert_eq(pthread_create(&threads[i], NULL, thread_main, &jobs[i]), 0);
    for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
    for (int i = 0; i < 2; i++)
        cr_assert_eq(jobs[i].correct, jobs[i].runs, "thread %d: %d of %d right", i, jobs[i].correct, jobs[i].runs);
}

Test(api, source_with_explicit_length) {
    const char src[] = "6 * 7; this text is past the length";
    secexec_options o = defaults();
    secexec_result *r = secexec_evaluate_n(src, 5, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    cr_assert_str_eq(r->value_json, "42");
    secexec_result_free(r);
}

/* secexec_result_to_json writes its text itself (the sidecar's answer to every request): byte for
 * byte what cJSON printed, for every kind of string and number a result holds. */
static void expect_same_json(const secexec_result *r) {
    char *fast = secexec_result_to_json(r), *ref = secexec__test_result_to_json_cjson(r);
    cr_assert(fast != NULL && ref != NULL);
    cr_assert_str_eq(fast, ref);
    free(fast);
    free(ref);
}

Test(api, result_json_matches_cjson) {
    static const char *const texts[] = {
        "", "plain", "q\"uote\\back/slash", "\b\f\n\r\t\x01\x1f\x7f", "caf\xc3\xa9 \xf0\x9f\x98\x80", "line\nline\n"};
    static const double numbers[] = {0,
                                     -0.0,
                                     1,
                                     -7,
                                     2147483647.0,
                                     2147483648.0,
                                     -2147483649.0,
                                     1e15,
                                     1e17,
                                     123456789012345678.0,
                                     0.1,
                                     0.768385,
                                     1.0 / 3,
                                     12.3456789,
                                     1e-7,
                                     5e-324,
                                     1.7976931348623157e308,
                                     999999999999999.0,
                                     -123456.0};
    secexec_result r;
    memset(&r, 0, sizeof r);
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
        for (size_t k = 0; k < sizeof numbers / sizeof *numbers; k++) {
            r.outcome = k % 3 == 0 ? SECEXEC_SUCCEEDED : SECEXEC_FAILED;
            r.outcome_str = k % 3 == 0 ? "succeeded" : "failed";
            r.has_value = k % 2 == 0;
            r.value_json = k % 4 == 0 ? "[1,\"x\"]" : NULL;
            r.has_error = k % 3 != 0;
            r.error.code_str = "uncaught_exception";
            r.error.name = k % 5 == 0 ? NULL : texts[i];
            r.error.message = texts[(i + 1) % 6];
            r.error.stack = k % 7 == 0 ? NULL : texts[(i + 2) % 6];
            r.stdout_text = k % 2 ? texts[i] : NULL;
            r.stderr_text = texts[(i + 3) % 6];
            r.stdout_truncated = k % 2;
            r.instructions = (uint64_t)(k * 987654321ull) << (k % 20);
            r.memory_peak_bytes = (size_t)k * 4099;
            r.duration_ms = numbers[k];
            expect_same_json(&r);
        }
    }
    r.has_error = true; /* an error without any field */
    r.error.code_str = r.error.name = r.error.message = r.error.stack = NULL;
    r.duration_ms = NAN;
    expect_same_json(&r);
    secexec_options o;
    secexec_options_init(&o);
    const char *programs[] = {"1 + 2", "console.log('a\\tb'); 'x'", "throw new TypeError('bad \"thing\"')",
                              "undefined"};
    for (size_t i = 0; i < sizeof programs / sizeof *programs; i++) {
        secexec_result *run = secexec_evaluate(programs[i], &o);
        expect_same_json(run);
        secexec_result_free(run);
    }
}

/* ----------------------------------------------------------------------------------------- */
/* Script goal (secexec_options.script)                                                      */
/* ----------------------------------------------------------------------------------------- */

static secexec_result *eval_goal(const char *src, bool script) {
    secexec_options o = defaults();
    o.script = script;
    return secexec_evaluate(src, &o);
}

Test(api, script_option_makes_globals) {
    cr_assert(!defaults().script, "a module by default");
    const char *src = "var v = 1; function f() { return 2; } let l = 3;\n"
                      "[this === globalThis, Object.getOwnPropertyDescriptor(globalThis, 'v')?.configurable,\n"
                      " f(), typeof (globalThis as any).f, 'l' in globalThis, l]";
    secexec_result *r = eval_goal(src, true);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    cr_assert_str_eq(r->value_json, "[true,false,2,\"function\",false,3]");
    secexec_result_free(r);
    r = eval_goal(src, false); /* the same text as a module: nothing on the global object */
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", str_or_empty(r->error.message));
    cr_assert_str_eq(r->value_json, "[false,null,2,\"undefined\",false,3]");
    secexec_result_free(r);
}

Test(api, script_option_errors) {
    /* GlobalDeclarationInstantiation fails before any statement runs (node's error) */
    secexec_result *r = eval_goal("console.log('ran'); function undefined() {}", true);
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(r->error.name, "SyntaxError");
    cr_assert_str_eq(r->error.message, "Identifier 'undefined' has already been declared");
    cr_assert_eq(r->stdout_len, 0);
    secexec_result_free(r);
    r = eval_goal("await 1", true); /* a script has no top-level await */
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert(strstr(str_or_empty(r->error.message), "TS1375") != NULL, "%s", str_or_empty(r->error.message));
    secexec_result_free(r);
    secexec_check_options co;
    secexec_check_options_init(&co);
    cr_assert(!co.script);
    co.script = true;
    secexec_check_result *c = secexec_check("await 1;\n", &co);
    cr_assert(c->has_errors);
    cr_assert_eq(c->diagnostics[0].code, 1375);
    secexec_check_result_free(c);
    co.script = false;
    c = secexec_check("await 1;\n", &co);
    cr_assert(!c->has_errors);
    secexec_check_result_free(c);
}
