/* test_python_core.c - Criterion tests of the Python front end through the C API: values as JSON,
 * inputs, output, CPython's errors, and every limit holding (and uncatchable) as for TypeScript. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <string.h>

#include "secexec.h"

TestSuite(python_core, .timeout = 120);

static secexec_result *py(const char *src, const char *inputs, bool evaluate) {
    secexec_options o;
    secexec_options_init(&o);
    o.language = "python";
    o.inputs_json = inputs;
    o.max_instructions = 2000000;
    o.max_memory_bytes = 16u << 20;
    o.timeout_ms = 5000;
    secexec_result *r = evaluate ? secexec_evaluate(src, &o) : secexec_execute(src, &o);
    cr_assert_not_null(r);
    return r;
}

static void expect_value(const char *src, const char *json) {
    secexec_result *r = py(src, NULL, true);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "`%s` failed: %s", src, r->has_error ? r->error.message : "");
    cr_assert(r->has_value, "`%s` has no value", src);
    cr_assert_str_eq(r->value_json, json, "`%s`", src);
    secexec_result_free(r);
}

static void expect_error(const char *src, secexec_outcome outcome, const char *code, const char *name,
                         const char *message) {
    secexec_result *r = py(src, NULL, false);
    cr_assert_eq(r->outcome, outcome, "`%s`: outcome %s", src, r->outcome_str);
    cr_assert(r->has_error);
    cr_assert_str_eq(r->error.code_str, code, "`%s`", src);
    if (name) cr_assert_str_eq(r->error.name, name, "`%s`", src);
    if (message) cr_assert_str_eq(r->error.message, message, "`%s`", src);
    secexec_result_free(r);
}

Test(python_core, evaluate_returns_the_last_expression_as_json) {
    expect_value("1 + 2", "3");
    expect_value("x = 5\nx * 2.5", "12.5");
    expect_value("[1, 'a', None, True, 2.0]", "[1,\"a\",null,true,2.0]");
    expect_value("{'k': [1, 2], 'n': {'m': 'x'}}", "{\"k\":[1,2],\"n\":{\"m\":\"x\"}}");
    expect_value("(1, 2)", "[1,2]");
    expect_value("7 // -2, 7 % -2, -7 // 2", "[-4,-1,-4]");
    expect_value("f'{3.14159:.2f}|{42:>5}|{\"ab\"!r}'", "\"3.14|   42|'ab'\"");
    expect_value("sorted({3, 1, 2})", "[1,2,3]");
    secexec_result *r = py("x = 1", NULL, true); /* a statement: no value */
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert_not(r->has_value);
    secexec_result_free(r);
}

Test(python_core, inputs_are_a_read_only_dict) {
    secexec_result *r = py("sum(inputs['prices']) / len(inputs['prices'])", "{\"prices\":[5,10,27]}", true);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert_str_eq(r->value_json, "14.0");
    secexec_result_free(r);
    r = py("inputs['prices'].append(1)", "{\"prices\":[5]}", false);
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(r->error.name, "TypeError");
    secexec_result_free(r);
    r = py("inputs['x'] = 1", "{\"prices\":[5]}", false);
    cr_assert_str_eq(r->error.name, "TypeError");
    secexec_result_free(r);
    r = py("copy = list(inputs['prices'])\ncopy.append(1)\ncopy", "{\"prices\":[5]}", true);
    cr_assert_str_eq(r->value_json, "[5,1]");
    secexec_result_free(r);
    r = py("type(inputs['a']).__name__, type(inputs['b']).__name__", "{\"a\":1,\"b\":1.0}", true);
    cr_assert_str_eq(r->value_json, "[\"int\",\"float\"]");
    secexec_result_free(r);
}

Test(python_core, print_and_sys_streams_are_the_captured_output) {
    secexec_result *r =
        py("import sys\nprint('a', 1, sep='-')\nsys.stderr.write('e\\n')\nprint('x', end='')", NULL, false);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert_str_eq(r->stdout_text, "a-1\nx");
    cr_assert_str_eq(r->stderr_text, "e\n");
    secexec_result_free(r);
}

Test(python_core, errors_read_as_cpython_writes_them) {
    secexec_result *r = py("def f():\n    return x\nf()\n", NULL, false);
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(r->error.code_str, "uncaught_exception");
    cr_assert_str_eq(r->error.name, "NameError");
    cr_assert_str_eq(r->error.message, "name 'x' is not defined");
    cr_assert_str_eq(r->stderr_text, "Traceback (most recent call last):\n"
                                     "  File \"main.py\", line 3, in <module>\n"
                                     "    f()\n"
                                     "  File \"main.py\", line 2, in f\n"
                                     "    return x\n"
                                     "           ^\n"
                                     "NameError: name 'x' is not defined\n");
    secexec_result_free(r);
    r = py("x = (1 +\n", NULL, false);
    cr_assert_str_eq(r->error.code_str, "syntax_error");
    cr_assert_str_eq(r->stderr_text,
                     "  File \"main.py\", line 1\n    x = (1 +\n        ^\nSyntaxError: '(' was never closed\n");
    secexec_result_free(r);
    expect_error("import numpy", SECEXEC_FAILED, "uncaught_exception", "ModuleNotFoundError",
                 "No module named 'numpy'");
    expect_error("{}['k']", SECEXEC_FAILED, "uncaught_exception", "KeyError", "'k'");
    expect_error("1 / 0", SECEXEC_FAILED, "uncaught_exception", "ZeroDivisionError", "division by zero");
}

Test(python_core, limits_hold_and_no_except_catches_them) {
    /* the instruction budget, even under a bare except */
    expect_error("try:\n    while True: pass\nexcept:\n    print('caught')\n", SECEXEC_TIMED_OUT, "instruction_limit",
                 NULL, NULL);
    expect_error("try:\n    while True: pass\nexcept BaseException:\n    pass\n", SECEXEC_TIMED_OUT,
                 "instruction_limit", NULL, NULL);
    /* memory: str * n and a growing list */
    expect_error("try:\n    s = 'x' * 100000000\nexcept MemoryError:\n    pass\nexcept:\n    pass\n", SECEXEC_FAILED,
                 "memory_limit", NULL, NULL);
    expect_error("l = []\ntry:\n    while True: l.append('y' * 1000)\nexcept:\n    pass\n", SECEXEC_FAILED,
                 "memory_limit", NULL, NULL);
    /* the sandbox's stack limit is a RecursionError no except clause takes */
    secexec_result *r = py("def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError:\n    "
                           "print('caught')\nexcept:\n    print('bare')\n",
                           NULL, false);
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(r->error.name, "RecursionError");
    cr_assert_str_eq(r->stdout_text, "");
    secexec_result_free(r);
    /* output past the cap is dropped and flagged */
    secexec_options o;
    secexec_options_init(&o);
    o.language = "python";
    o.max_output_bytes = 100;
    r = secexec_execute("for i in range(1000):\n    print('line', i)\n", &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert(r->stdout_truncated);
    cr_assert_leq(r->stdout_len, 100);
    secexec_result_free(r);
    /* cancellation before the run */
    secexec_cancel *c = secexec_cancel_new();
    secexec_cancel_trigger(c);
    o.cancel = c;
    r = secexec_execute("while True:\n    pass\n", &o);
    cr_assert_eq(r->outcome, SECEXEC_CANCELLED);
    secexec_result_free(r);
    secexec_cancel_free(c);
}

Test(python_core, introspection_escapes_give_sandbox_errors) {
    static const char *const escapes[] = {
        "().__class__.__base__.__subclasses__()",
        "__import__('os')",
        "open('/etc/passwd')",
        "eval('1')",
        "exec('x = 1')",
        "import os",
        "import subprocess",
        "globals()",
        "input()",
    };
    for (size_t i = 0; i < sizeof escapes / sizeof escapes[0]; i++) {
        secexec_result *r = py(escapes[i], NULL, false);
        cr_assert_eq(r->outcome, SECEXEC_FAILED, "`%s` succeeded", escapes[i]);
        cr_assert_str_eq(r->error.code_str, "uncaught_exception", "`%s`", escapes[i]);
        secexec_result_free(r);
    }
}

Test(python_core, runs_are_deterministic) {
    const char *src = "d = {}\nfor i in range(200):\n    d[str(i)] = i * 1.5\nprint(sum(d.values()), len(d))\n";
    secexec_result *a = py(src, NULL, false), *b = py(src, NULL, false);
    cr_assert_str_eq(a->stdout_text, b->stdout_text);
    cr_assert_eq(a->instructions, b->instructions);
    secexec_result_free(a);
    secexec_result_free(b);
}

Test(python_core, unknown_language_is_invalid_input) {
    secexec_options o;
    secexec_options_init(&o);
    o.language = "ruby";
    secexec_result *r = secexec_execute("1", &o);
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(r->error.code_str, "invalid_input");
    secexec_result_free(r);
}
