/* test_escape.c - the escape corpus (issue 7): each test states an attack an untrusted program
 * (or its inputs) could try, and asserts that the sandbox contains it through the public API:
 * the run ends in a well-formed result, the host is untouched, limits hold exactly. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secexec.h"

TestSuite(escape, .timeout = 120);

/* ----------------------------------------------------------------------------------------- */
/* Helpers                                                                                   */
/* ----------------------------------------------------------------------------------------- */

static secexec_options small(void) {
    secexec_options o;
    secexec_options_init(&o);
    o.max_instructions = 2000000;
    o.max_memory_bytes = 16u << 20;
    o.timeout_ms = 10000;
    return o;
}

/* cJSON refuses escaped lone surrogates ("\ud800"), which are valid JSON: check a copy. */
static bool json_parses(const char *text) {
    char *copy = strdup(text);
    for (char *p = copy; *p; p++) {
        if (*p != '\\') continue;
        if (p[1] == 'u' && (p[2] == 'd' || p[2] == 'D') && p[3] && strchr("89abcdefABCDEF", p[3]))
            memcpy(p + 2, "0041", 2);
        if (p[1]) p++;
    }
    cJSON *j = cJSON_Parse(copy);
    bool ok = j != NULL;
    cJSON_Delete(j);
    free(copy);
    return ok;
}

/* Every result, whatever the attack: well formed, within its limits, JSON that parses. */
static secexec_result *checked(secexec_result *r, const secexec_options *o, const char *src) {
    cr_assert_not_null(r, "NULL result for %.200s", src);
    cr_assert(r->has_error == (r->outcome != SECEXEC_SUCCEEDED), "%.200s", src);
    cr_assert(r->instructions <= o->max_instructions, "%.200s: %llu instructions > budget %llu", src,
              (unsigned long long)r->instructions, (unsigned long long)o->max_instructions);
    cr_assert(r->memory_peak_bytes <= o->max_memory_bytes, "%.200s: peak %zu > cap %zu", src, r->memory_peak_bytes,
              o->max_memory_bytes);
    cr_assert(r->stdout_len <= o->max_output_bytes && r->stderr_len <= o->max_output_bytes);
    if (r->has_error) {
        cr_assert_neq(r->error.code, SECEXEC_ERR_INTERNAL, "%.200s: internal error %s", src, r->error.message);
        cr_assert(r->error.name && r->error.message && r->error.stack);
    }
    if (r->has_value) cr_assert(json_parses(r->value_json), "%.200s: value is not JSON: %.200s", src, r->value_json);
    char *json = secexec_result_to_json(r);
    cr_assert_not_null(json);
    cr_assert(json_parses(json), "%.200s: result JSON does not parse: %.300s", src, json);
    free(json);
    return r;
}

static secexec_result *eval_o(const char *src, const secexec_options *o) {
    return checked(secexec_evaluate(src, o), o, src);
}
static secexec_result *exec_o(const char *src, const secexec_options *o) {
    return checked(secexec_execute(src, o), o, src);
}
static secexec_result *eval_s(const char *src) {
    secexec_options o = small();
    return eval_o(src, &o);
}

static void expect_value(const char *src, const char *json) {
    secexec_result *r = eval_s(src);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s (%s: %s)", src, r->outcome_str, r->error.code_str,
                 r->error.message);
    cr_assert(r->has_value, "%s: no value", src);
    cr_assert_str_eq(r->value_json, json, "%s", src);
    secexec_result_free(r);
}

static void expect_code(secexec_result *r, const char *src, const char *code) {
    cr_assert_str_eq(r->error.code_str, code, "%s: %s (%s: %s), expected %s", src, r->outcome_str, r->error.code_str,
                     r->error.message, code);
}

/* The guest throws an error of class `name` (uncaught). */
static void expect_throw(const char *src, const char *name) {
    secexec_result *r = eval_s(src);
    expect_code(r, src, "uncaught_exception");
    cr_assert_str_eq(r->error.name, name, "%s: %s: %s", src, r->error.name, r->error.message);
    secexec_result_free(r);
}

static bool code_is(const secexec_result *r, const char *a, const char *b) {
    return strcmp(r->error.code_str, a) == 0 || (b != NULL && strcmp(r->error.code_str, b) == 0);
}

static char *repeat3(const char *open, size_t n, const char *mid, const char *close) {
    size_t lo = strlen(open), lm = strlen(mid), lc = strlen(close);
    char *s = malloc(n * (lo + lc) + lm + 1), *p = s;
    for (size_t i = 0; i < n; i++, p += lo) memcpy(p, open, lo);
    memcpy(p, mid, lm), p += lm;
    for (size_t i = 0; i < n; i++, p += lc) memcpy(p, close, lc);
    *p = 0;
    return s;
}

/* ----------------------------------------------------------------------------------------- */
/* State between calls                                                                       */
/* ----------------------------------------------------------------------------------------- */

/* Attack: pollute the built-ins (Object.prototype, Array.prototype, JSON, globals) in one call so
 * that the next call - another user's program - runs attacker code. Each call is a fresh VM. */
Test(escape, prototype_pollution_does_not_reach_the_next_call) {
    secexec_result *r = eval_s("(Object.prototype as any).polluted = 'yes';\n"
                               "(Array.prototype as any).map = function () { return 'hijacked'; };\n"
                               "(JSON as any).stringify = () => 'hijacked';\n"
                               "(globalThis as any).leak = 42; Math.max = () => -1; 1");
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    secexec_result_free(r);
    expect_value("[({} as any).polluted === undefined, [1, 2].map((x) => x * 2), JSON.stringify([1]), "
                 "typeof (globalThis as any).leak, Math.max(1, 2)]",
                 "[true,[2,4],\"[1]\",\"undefined\",2]");
}

/* Attack: replace the serializer the host relies on; evaluate's value must still be JSON made by
 * the engine (a guest JSON.stringify is not what turns the value into value_json). */
Test(escape, overridden_json_stringify_does_not_forge_the_value) {
    expect_value("(JSON as any).stringify = () => '\"forged\"'; ({ a: 1 })", "{\"a\":1}");
}

/* Attack: leave state in a global in one call and read it in the next; also determinism: the same
 * program with the same seed runs identically (same value, same instruction count). */
Test(escape, no_state_leaks_between_one_shot_calls) {
    secexec_result *a = eval_s("(globalThis as any).secret = 'token'; [Math.random(), Math.random()]");
    secexec_result *b = eval_s("(globalThis as any).secret = 'token'; [Math.random(), Math.random()]");
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED);
    cr_assert_str_eq(a->value_json, b->value_json);
    cr_assert_eq(a->instructions, b->instructions);
    secexec_result_free(a);
    secexec_result_free(b);
    expect_value("typeof (globalThis as any).secret", "\"undefined\"");
}

/* ----------------------------------------------------------------------------------------- */
/* Reaching the host                                                                          */
/* ----------------------------------------------------------------------------------------- */

/* Attack: the classic sandbox escape `constructor.constructor('return this')()` to get a Function
 * constructor and the real global. Function compiles its text as guest code in the guest's own
 * global scope (api/eval.c): strict, so `this` is undefined, and there is no process to reach. */
Test(escape, constructor_constructor_reaches_nothing) {
    expect_value("typeof (() => 1).constructor.constructor('return this')()", "\"undefined\"");
    expect_value("[].constructor.constructor('return globalThis')() === globalThis", "true");
    expect_value("(() => 1).constructor.constructor('return typeof process + typeof require')()",
                 "\"undefinedundefined\"");
    expect_throw("({}).constructor.constructor('return process')()", "ReferenceError");
    expect_throw("''.constructor.constructor('return this')().process.exit(1)", "TypeError");
    expect_throw("(0, eval)('process.exit(1)')", "ReferenceError");
}

/* Attack: reach code loading or the host process: Function, eval, import(), require, process,
 * module, Deno/Bun, timers... None exists but Function and eval, which compile guest code;
 * a direct eval call and import of host modules are refused at compile time. */
Test(escape, host_facilities_are_absent) {
    expect_value(
        "[typeof Function, typeof require, typeof process, typeof module, typeof exports, "
        "typeof (globalThis as any).process, typeof (globalThis as any)['ev' + 'al'], "
        "typeof (globalThis as any).Deno, typeof (globalThis as any).Bun, typeof (globalThis as any).WebAssembly, "
        "typeof (globalThis as any).__dirname, typeof (globalThis as any).fetch, "
        "typeof (globalThis as any).XMLHttpRequest, typeof (globalThis as any).Atomics, "
        "typeof (globalThis as any).SharedArrayBuffer]",
        "[\"function\",\"undefined\",\"undefined\",\"undefined\",\"undefined\",\"undefined\","
        "\"function\",\"undefined\",\"undefined\",\"undefined\",\"undefined\",\"undefined\","
        "\"undefined\",\"undefined\",\"undefined\"]");
    /* Function and indirect eval make code from strings as the program's own code: the
     * guest's global scope, the same budgets, nothing of the host */
    expect_value("[Function('return this')(), new Function('return 1')(), (() => 1).constructor('a', 'return a')(1), "
                 "(0, eval)('typeof process'), Function.prototype.constructor.call(null, 'return typeof require')()]",
                 "[null,1,1,\"undefined\",\"undefined\"]");
    const char *refused[] = {"eval('1')", "import('child_process')", "import.meta", "require('child_process')",
                             "process.exit(1)"};
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
        secexec_result *r = eval_s(refused[i]);
        cr_assert_eq(r->outcome, SECEXEC_FAILED, "%s: %s", refused[i], r->outcome_str);
        cr_assert(code_is(r, "unsupported_construct", "syntax_error") || code_is(r, "uncaught_exception", NULL),
                  "%s: %s", refused[i], r->error.code_str);
        secexec_result_free(r);
    }
    /* node:fs exists (api/modules.c) but a one-shot run has no filesystem: nothing of the host's */
    secexec_options o = small();
    secexec_result *r = exec_o("import * as fs from 'fs';\nfs.readFileSync('/etc/passwd', 'utf8');", &o);
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert(strstr(r->error.message, "needs a VM with a filesystem") != NULL, "%s", r->error.message);
    secexec_result_free(r);
}

/* Attack: `__proto__` games on the host's inputs - mutate them, swap their prototype, or smuggle
 * a "__proto__" key in the JSON to pollute Object.prototype. inputs are deeply frozen and a
 * "__proto__" key is an own data property, as in JSON.parse. */
Test(escape, proto_games_on_inputs) {
    secexec_options o = small();
    o.inputs_json = "{\"a\":1,\"list\":[1],\"__proto__\":{\"polluted\":1},\"o\":{\"__proto__\":null}}";
    const char *throwing[] = {"(inputs as any).a = 2",
                              "(inputs as any).__proto__ = {}",
                              "(inputs as any).list.push(1)",
                              "(inputs as any).o.x = 1",
                              "delete (inputs as any).a",
                              "(inputs as any).list[0] = 9",
                              "(inputs as any).__proto__.polluted = 2"};
    for (size_t i = 0; i < sizeof throwing / sizeof *throwing; i++) {
        secexec_result *r = eval_o(throwing[i], &o);
        expect_code(r, throwing[i], "uncaught_exception");
        cr_assert_str_eq(r->error.name, "TypeError", "%s", throwing[i]);
        secexec_result_free(r);
    }
    secexec_result *r =
        eval_o("[({} as any).polluted === undefined, Object.keys(inputs), "
               "Object.getPrototypeOf(inputs) === Object.prototype, (inputs as any).__proto__.polluted, "
               "Object.isFrozen(inputs), Object.isFrozen((inputs as any).list)]",
               &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    cr_assert_str_eq(r->value_json, "[true,[\"a\",\"list\",\"__proto__\",\"o\"],true,1,true,true]");
    secexec_result_free(r);
}

/* Attack: error stacks and messages that disclose the host (source paths of the engine, the
 * host's file system). Stacks name guest locations and "native" frames only. */
Test(escape, error_stacks_never_show_host_paths) {
    const char *srcs[] = {
        "null.x",
        "JSON.parse('{bad')",
        "[1, 2].map((x) => { throw new Error('in callback'); })",
        "function f(): number { return f() + 1; } f()",
        "[3, 1, 2].sort(() => { throw new RangeError('cmp'); })",
        "const o: any = { toJSON() { throw new TypeError('tj'); } }; JSON.stringify(o)",
        "'x'.repeat(-1)",
        "new Array(-1)",
        "(1).toFixed(1000)",
        "Promise.reject(new Error('rejected'))",
        "async function g() { await null; throw new Error('async'); } g()",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        secexec_result *r = eval_s(srcs[i]);
        cr_assert_eq(r->outcome, SECEXEC_FAILED, "%s", srcs[i]);
        const char *texts[] = {r->error.stack, r->error.message};
        for (int k = 0; k < 2; k++) {
            cr_assert_null(strstr(texts[k], ".c:"), "%s: host source in %s", srcs[i], texts[k]);
            cr_assert_null(strstr(texts[k], ".c)"), "%s: host source in %s", srcs[i], texts[k]);
            cr_assert_null(strchr(texts[k], '/'), "%s: a path in %s", srcs[i], texts[k]);
        }
        secexec_result_free(r);
    }
}

/* ----------------------------------------------------------------------------------------- */
/* Values crossing to the host                                                                */
/* ----------------------------------------------------------------------------------------- */

/* Attack: getters and toJSON on the value evaluate returns run guest code while the host
 * serializes it: they run inside the budget, so one that loops forever ends timed_out, one that
 * throws is an uncaught exception, and odd values stay valid JSON. */
Test(escape, getters_and_tojson_on_returned_values) {
    expect_value("({ get x() { return 42; } })", "{\"x\":42}");
    expect_value("({ toJSON() { return ['custom']; } })", "[\"custom\"]");
    expect_value("[NaN, -0, Infinity, undefined, () => 1, '\\ud800']", "[null,0,null,null,null,\"\\ud800\"]");
    const char *looping[] = {"({ get x() { while (true) {} } })", "({ toJSON() { for (;;) {} } })",
                             "[{ get y() { let a: number[] = []; while (true) a = [1]; } }]"};
    for (size_t i = 0; i < sizeof looping / sizeof *looping; i++) {
        secexec_options o = small();
        o.max_instructions = 100000;
        secexec_result *r = eval_o(looping[i], &o);
        cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "%s: %s", looping[i], r->outcome_str);
        cr_assert_eq(r->instructions, o.max_instructions);
        secexec_result_free(r);
    }
    expect_throw("({ get x(): number { throw new RangeError('getter'); } })", "RangeError");
    expect_throw("({ toJSON() { throw new TypeError('tojson'); } })", "TypeError");
    /* a getter that allocates without bound ends with the memory limit */
    secexec_options o = small();
    o.max_memory_bytes = 2u << 20;
    secexec_result *r =
        eval_o("({ get x() { const a: string[] = []; while (true) a.push('y'.repeat(1000) + a.length); } })", &o);
    expect_code(r, "allocating getter", "memory_limit");
    secexec_result_free(r);
    /* cycles and depth are refused, not recursed into */
    r = eval_s("const o: any = {}; o.o = o; o");
    expect_code(r, "cycle", "not_serializable");
    secexec_result_free(r);
    r = eval_s("let a: any = 0; for (let i = 0; i < 100000; i++) a = [a]; a");
    expect_code(r, "deep value", "not_serializable");
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Size                                                                                       */
/* ----------------------------------------------------------------------------------------- */

/* Attack: a string or an array too large for the host (2^30 characters, 2^32-1 elements,
 * length = 4e9, doubling): RangeError or memory_limit, never a host allocation failure. */
Test(escape, huge_strings_and_arrays) {
    const char *srcs[] = {
        "'x'.repeat(2 ** 30)",
        "'x'.repeat(2 ** 28).length",
        "let s = 'x'; while (true) s += s;",
        "let s = 'xy'; for (let i = 0; i < 40; i++) s = s + s; s.length",
        "new Array(2 ** 32 - 1).length",
        "const a: number[] = [1]; a.length = 4e9; a.length",
        "const a: number[] = []; a[4294967294] = 1; a.length",
        "new Array(1e9).fill(0).length",
        "Array.from({ length: 2 ** 31 }, (_, i) => i).length",
        "[...'x'.repeat(1 << 24)].length",
        "'ab'.padStart(2 ** 31, 'x').length",
        "['x'.repeat(1 << 20)].join('y'.repeat(1 << 20)).length",
        "new Array(1 << 20).fill('x').join('y'.repeat(1 << 10)).length",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        secexec_options o = small();
        o.max_memory_bytes = 32u << 20;
        secexec_result *r = eval_o(srcs[i], &o);
        if (r->outcome != SECEXEC_SUCCEEDED) {
            bool range =
                strcmp(r->error.code_str, "uncaught_exception") == 0 && strcmp(r->error.name, "RangeError") == 0;
            cr_assert(range || code_is(r, "memory_limit", "instruction_limit"), "%s: %s (%s: %s)", srcs[i],
                      r->outcome_str, r->error.code_str, r->error.message);
        }
        secexec_result_free(r);
    }
}

/* Attack: flood the output: everything past max_output_bytes is dropped and flagged. */
Test(escape, output_floods_are_truncated_and_flagged) {
    secexec_options o = small();
    o.max_output_bytes = 4096;
    o.max_instructions = 200000;
    secexec_result *r = exec_o("while (true) { console.log('x'.repeat(100)); console.error('e'); }", &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT);
    cr_assert(r->stdout_truncated && r->stderr_truncated);
    cr_assert_eq(r->stdout_len, 4096);
    cr_assert_eq(strlen(r->stdout_text), r->stdout_len);
    secexec_result_free(r);
    o.max_instructions = 1000000; /* building and formatting 1 MiB of text is charged (vm/meter.h) */
    r = exec_o("console.log('y'.repeat(1 << 20));", &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    cr_assert(r->stdout_truncated);
    cr_assert_eq(r->stdout_len, 4096);
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Nesting and recursion: no native stack overflow anywhere                                   */
/* ----------------------------------------------------------------------------------------- */

/* Attack: source nested 100k levels deep, to overflow the recursion of the parser, the converter
 * or the compiler. It is a syntax diagnostic. */
Test(escape, deep_nesting_in_source) {
    const size_t n = 100000;
    char *srcs[] = {
        repeat3("(", n, "1", ")"),
        repeat3("[", n, "", "]"),
        repeat3("{a:", n, "1", "}"),
        repeat3("{", n, "", "}"),
        repeat3("() => ", n, "1", ""),
        repeat3("if (true) ", n, "1;", ""),
        repeat3("`${", n, "1", "}`"),
        repeat3("-", n, "1", ""),
        repeat3("!", n, "1", ""),
        repeat3("a ? ", n, "1", " : 0"),
        repeat3("function f() {", n, "", "}"),
        repeat3("1 + (", n, "1", ")"),
        repeat3("f(", n, "", ")"),
        repeat3("x.y", n, "", ""),
        repeat3("let x: Array<", n, "number", ">"),
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        secexec_result *r = eval_s(srcs[i]);
        /* 100k member accesses (x.y.y.y...) are not nesting for every parser: only refuse a crash */
        if (r->outcome != SECEXEC_SUCCEEDED)
            cr_assert(code_is(r, "syntax_error", "unsupported_construct") ||
                          code_is(r, "uncaught_exception", "memory_limit"),
                      "case %zu: %s (%s)", i, r->error.code_str, r->error.message);
        if (i < 4) cr_assert(code_is(r, "syntax_error", "unsupported_construct"), "case %zu: %s", i, r->error.code_str);
        secexec_result_free(r);
        free(srcs[i]);
    }
}

/* Attack: inputs JSON nested 100k levels deep (recursion in the host-side parser and in the
 * deep freeze); and the same text given to the guest's JSON.parse. */
Test(escape, deep_nesting_in_json) {
    char *arrays = repeat3("[", 100000, "", "]");
    char *objects = repeat3("{\"a\":", 100000, "1", "}");
    char *texts[] = {arrays, objects};
    for (int i = 0; i < 2; i++) {
        secexec_options o = small();
        o.inputs_json = texts[i];
        secexec_result *r = eval_o("1", &o);
        expect_code(r, "deep inputs", "invalid_input");
        secexec_result_free(r);
        /* as a guest string for JSON.parse: an error the guest can catch */
        size_t len = strlen(texts[i]);
        char *quoted = malloc(len * 2 + 3), *p = quoted;
        *p++ = '"';
        for (size_t k = 0; k < len; k++) {
            if (texts[i][k] == '"') *p++ = '\\';
            *p++ = texts[i][k];
        }
        *p++ = '"', *p = 0;
        o.inputs_json = quoted;
        r = eval_o(
            "(() => { try { JSON.parse(inputs as any); return 'parsed'; } catch (e: any) { return e.name; } })()", &o);
        cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
        cr_assert(r->has_value);
        cr_assert(strcmp(r->value_json, "\"RangeError\"") == 0 || strcmp(r->value_json, "\"SyntaxError\"") == 0 ||
                      strcmp(r->value_json, "\"parsed\"") == 0,
                  "%s", r->value_json);
        secexec_result_free(r);
        free(quoted);
    }
    free(arrays);
    free(objects);
}

/* Attack: unbounded recursion that goes through native code (map callbacks, toJSON, sort
 * comparators, getters in stringify, String() of deep arrays, console.log) to overflow the C stack
 * rather than the guest stack - even with the largest guest stack depth the host allows. It is a
 * RangeError the guest can catch. */
Test(escape, deep_recursion_through_natives) {
    const char *srcs[] = {
        "[1].map(function f(x): any { return [x].map(f); })",
        "const o: any = { toJSON() { return JSON.stringify(o); } }; JSON.stringify(o)",
        "const a = [3, 1, 2]; a.sort(function c(x, y): number { a.sort(c); return x - y; })",
        "const o: any = { get g(): any { return JSON.stringify(o); } }; JSON.stringify(o)",
        "[1].forEach(function f() { [1].forEach(f); })",
        "[1].reduce(function f(acc: any): any { return [1].reduce(f, acc); }, 0)",
        "[1].filter(function f(): any { return [1].filter(f); })",
        "const o: any = { toString(): string { return String(o); } }; String(o)",
        "const o: any = { valueOf(): number { return +o; } }; +o",
        "const o: any = { get x(): any { return o.x; } }; o.x",
        "let c: any = []; for (let i = 0; i < 200000; i++) c = [c]; String(c)",
        "let c: any = []; for (let i = 0; i < 200000; i++) c = [c]; JSON.stringify(c)",
        "let c: any = {}; for (let i = 0; i < 200000; i++) c = { c }; console.log(c); JSON.stringify(c)",
        "let c: any = []; for (let i = 0; i < 200000; i++) c = [c]; c.flat(Infinity).length",
        "async function f(): Promise<any> { return await f(); } f()",
        "function g(): any { return Promise.resolve().then(g); } g()",
        "const p: any = { then(r: any) { r(p); } }; Promise.resolve(p)",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        secexec_options o = small();
        o.max_stack_depth = 100000; /* clamped by the engine; the C stack must still be safe */
        o.max_instructions = 5000000;
        o.max_memory_bytes = 64u << 20;
        secexec_result *r = eval_o(srcs[i], &o);
        if (r->outcome != SECEXEC_SUCCEEDED) {
            bool range =
                strcmp(r->error.code_str, "uncaught_exception") == 0 && strcmp(r->error.name, "RangeError") == 0;
            cr_assert(range || code_is(r, "memory_limit", "instruction_limit") ||
                          code_is(r, "not_serializable", "timeout"),
                      "%s: %s (%s: %s)", srcs[i], r->outcome_str, r->error.code_str, r->error.message);
        }
        secexec_result_free(r);
    }
    /* and the guest can catch it and go on */
    expect_value("let n = 0; try { [1].map(function f(x): any { n++; return [x].map(f); }); } catch (e: any) { n = e "
                 "instanceof RangeError ? -1 : n; } n",
                 "-1");
}

/* ----------------------------------------------------------------------------------------- */
/* Time                                                                                       */
/* ----------------------------------------------------------------------------------------- */

/* Attack: starve the host with microtasks that enqueue themselves (never returning to the
 * event loop), or with promise chains: the instruction budget covers microtasks too. */
Test(escape, microtask_floods_time_out) {
    const char *srcs[] = {
        "function f() { Promise.resolve().then(f); } f()",
        "async function f(): Promise<void> { await null; f(); } f()",
        "let p: Promise<any> = Promise.resolve(); for (;;) p = p.then(() => 1);",
        "function f() { Promise.resolve().then(f); Promise.resolve().then(f); } f()",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        secexec_options o = small();
        o.max_instructions = 200000;
        secexec_result *r = exec_o(srcs[i], &o);
        cr_assert(r->outcome == SECEXEC_TIMED_OUT || code_is(r, "memory_limit", NULL), "%s: %s (%s)", srcs[i],
                  r->outcome_str, r->error.code_str);
        secexec_result_free(r);
    }
}

/* Attack: catastrophic backtracking in a regular expression (ReDoS). Whatever the regex engine,
 * the run ends within its limits (or regexes are refused). */
Test(escape, redos_is_bounded) {
    const char *srcs[] = {
        "/(a+)+$/.test('a'.repeat(40) + 'b')",
        "/^(a|aa)+$/.test('a'.repeat(60) + 'b')",
        "/(x+x+)+y/.test('x'.repeat(50))",
        "new RegExp('(a*)*b').test('a'.repeat(50))",
        "'a'.repeat(50000).replace(/(a|a)*c/g, 'x').length",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        secexec_options o = small();
        o.max_instructions = 1000000;
        o.timeout_ms = 2000;
        secexec_result *r = eval_o(srcs[i], &o);
        cr_assert(r->duration_ms < 2000 + 3000, "%s: %.0f ms", srcs[i], r->duration_ms);
        secexec_result_free(r);
    }
}

/* Attack: catch the limit and keep going (try/catch/finally around an infinite loop or an
 * allocation storm). Limits are uncatchable; a finally block does not get a second budget. */
Test(escape, limits_are_uncatchable) {
    secexec_options o = small();
    o.max_instructions = 100000;
    secexec_result *r = eval_o(
        "let caught = false; try { while (true) {} } catch { caught = true; } finally { while (true) {} } caught", &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT);
    expect_code(r, "catch instruction limit", "instruction_limit");
    cr_assert_eq(r->instructions, o.max_instructions);
    secexec_result_free(r);
    o.max_memory_bytes = 2u << 20;
    o.max_instructions = 50000000;
    r = eval_o("const keep: string[] = []; try { while (true) keep.push('z'.repeat(64) + keep.length); } "
               "catch (e) { keep.length = 0; } 'survived'",
               &o);
    expect_code(r, "catch memory limit", "memory_limit");
    secexec_result_free(r);
    o.max_instructions = 100000;
    r = eval_o("async function f() { try { while (true) {} } catch { return 'caught'; } } f()", &o);
    expect_code(r, "async catch", "instruction_limit");
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Limits are exact                                                                           */
/* ----------------------------------------------------------------------------------------- */

/* The reported instruction count never exceeds the budget, and equals it when the budget is
 * what ended the run - for every small budget, through natives and microtasks too. */
Test(escape, instruction_count_never_exceeds_budget) {
    const char *srcs[] = {
        "let i = 0; while (true) i++;",
        "[1, 2, 3].map((x) => { while (true) {} })",
        "function f() { Promise.resolve().then(f); } f()",
        "JSON.stringify({ toJSON() { for (;;) {} } })",
        "let s = 0; for (let i = 0; i < 1000; i++) s += i; s",
    };
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        for (uint64_t budget = 1; budget <= 400; budget += (budget < 40 ? 1 : 37)) {
            secexec_options o = small();
            o.max_instructions = budget;
            secexec_result *r = eval_o(srcs[i], &o);
            if (r->outcome == SECEXEC_TIMED_OUT) {
                expect_code(r, srcs[i], "instruction_limit");
                cr_assert_eq(r->instructions, budget, "%s @%llu: %llu", srcs[i], (unsigned long long)budget,
                             (unsigned long long)r->instructions);
            }
            secexec_result_free(r);
        }
    }
}

/* The memory peak never exceeds the cap, for caps from "too small for a VM" upwards; a VM at
 * its cap still reports cleanly (a full error, output kept). */
Test(escape, memory_peak_never_exceeds_cap) {
    const char *src = "console.log('start');\n"
                      "const keep: any[] = [];\n"
                      "for (let i = 0; ; i++) keep.push({ i, s: 'v' + i, a: [i, i, i] }, 'w'.repeat(i % 500));\n";
    size_t caps[] = {1, 1024, 64 << 10, 256 << 10, 512 << 10, 1 << 20, 3 << 20, 8 << 20};
    for (size_t i = 0; i < sizeof caps / sizeof *caps; i++) {
        secexec_options o = small();
        o.max_memory_bytes = caps[i];
        o.max_instructions = 50000000;
        secexec_result *r = exec_o(src, &o);
        cr_assert_eq(r->outcome, SECEXEC_FAILED, "cap %zu: %s", caps[i], r->outcome_str);
        expect_code(r, "memory hog", "memory_limit");
        cr_assert_str_eq(r->error.name, "MemoryLimitError");
        cr_assert(strlen(r->error.message) > 0);
        if (caps[i] >= (1 << 20)) cr_assert_str_eq(r->stdout_text, "start\n", "cap %zu", caps[i]);
        secexec_result_free(r);
    }
    /* at the cap, the work of reporting (an error object, its stack, inspect) still fits */
    secexec_options o = small();
    o.max_memory_bytes = 1u << 20;
    secexec_result *r = exec_o("const keep: any[] = []; try { for (;;) keep.push([1, 2, 3, 4]); } "
                               "finally { throw new Error('after the cap ' + keep.length); }",
                               &o);
    expect_code(r, "report at cap", "memory_limit");
    secexec_result_free(r);
}
