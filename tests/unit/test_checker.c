/* test_checker.c - Criterion tests of the type checker: exact tsc diagnostics, and silence on valid code. */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secexec.h"

TestSuite(checker, .timeout = 60);

/* All diagnostics of `src` as tsc --pretty false prints them (file "main.ts"), malloc'ed. */
static char *check_text(const char *src) {
    secexec_check_options o;
    secexec_check_options_init(&o);
    secexec_check_result *r = secexec_check(src, &o);
    cr_assert_not_null(r);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    char *s = strdup(secexec_check_result_format(r));
    secexec_check_result_free(r);
    return s;
}

/* Expect exactly these lines (each ending in "\n"); "" means: no diagnostics at all. */
#define EXPECT(src, expected)                                                                                          \
    do {                                                                                                               \
        char *got_ = check_text(src);                                                                                  \
        cr_assert_str_eq(got_, expected);                                                                              \
        free(got_);                                                                                                    \
    } while (0)

/* -- names -- */

Test(checker, cannot_find_name_with_suggestion) {
    EXPECT("const prices = [1, 2];\nconsole.log(prics);\n",
           "main.ts(2,13): error TS2552: Cannot find name 'prics'. Did you mean 'prices'?\n");
}

Test(checker, cannot_find_name) {
    EXPECT("console.log(nothingLikeThis);\n", "main.ts(1,13): error TS2304: Cannot find name 'nothingLikeThis'.\n");
}

Test(checker, node_globals_get_tsc_hint) {
    EXPECT("const x = require('fs');\n",
           "main.ts(1,11): error TS2580: Cannot find name 'require'. Do you need to install type definitions for node? "
           "Try `npm i --save-dev @types/node`.\n");
}

Test(checker, type_name_suggestion) {
    EXPECT("let s: strin = 'a';\n", "main.ts(1,8): error TS2552: Cannot find name 'strin'. Did you mean 'string'?\n");
}

Test(checker, const_reassignment) {
    EXPECT("const n = 1;\nn = 2;\n", "main.ts(2,1): error TS2588: Cannot assign to 'n' because it is a constant.\n");
}

Test(checker, redeclared_let) {
    EXPECT("let a = 1;\nlet a = 2;\n", "main.ts(1,5): error TS2451: Cannot redeclare block-scoped variable 'a'.\n"
                                       "main.ts(2,5): error TS2451: Cannot redeclare block-scoped variable 'a'.\n");
}

Test(checker, used_before_declaration) {
    EXPECT("console.log(x);\nlet x = 1;\n",
           "main.ts(1,13): error TS2448: Block-scoped variable 'x' used before its declaration.\n"
           "main.ts(1,13): error TS2454: Variable 'x' is used before being assigned.\n");
}

Test(checker, used_before_assigned) {
    EXPECT("let x: number;\nconsole.log(x);\n",
           "main.ts(2,13): error TS2454: Variable 'x' is used before being assigned.\n");
}

/* -- properties -- */

Test(checker, property_typo_on_string) {
    EXPECT("const s = 'hi';\ns.lenght;\n",
           "main.ts(2,3): error TS2551: Property 'lenght' does not exist on type '\"hi\"'. Did you mean 'length'?\n");
}

Test(checker, property_missing_on_interface) {
    EXPECT("interface P { name: string }\nconst p: P = { name: 'a' };\np.age;\n",
           "main.ts(3,3): error TS2339: Property 'age' does not exist on type 'P'.\n");
}

Test(checker, possibly_undefined) {
    EXPECT("const xs = [1, 2];\nconst f = xs.find((x) => x > 1);\nf.toFixed();\n",
           "main.ts(3,1): error TS18048: 'f' is possibly 'undefined'.\n");
}

/* -- assignability -- */

Test(checker, assign_string_to_number) {
    EXPECT("let n: number = 'a';\n", "main.ts(1,5): error TS2322: Type 'string' is not assignable to type 'number'.\n");
}

Test(checker, object_literal_property_elaboration) {
    EXPECT("interface C { port: number; host: string }\nconst c: C = { port: '80', host: 'x' };\n",
           "main.ts(2,16): error TS2322: Type 'string' is not assignable to type 'number'.\n");
}

Test(checker, missing_property) {
    EXPECT("interface C { port: number; host: string }\nconst c: C = { port: 80 };\n",
           "main.ts(2,7): error TS2741: Property 'host' is missing in type '{ port: number; }' but required in type "
           "'C'.\n");
}

Test(checker, excess_property) {
    EXPECT("const p: { a: number } = { a: 1, b: 2 };\n",
           "main.ts(1,34): error TS2353: Object literal may only specify known properties, and 'b' does not exist in "
           "type '{ a: number; }'.\n");
}

Test(checker, chained_union_message) {
    EXPECT("declare const c: boolean;\nlet a: number = c ? 1 : 's';\n",
           "main.ts(2,5): error TS2322: Type 'string | number' is not assignable to type 'number'.\n"
           "  Type 'string' is not assignable to type 'number'.\n");
}

Test(checker, literal_union_suggestion) {
    EXPECT("function grade(s: number): 'pass' | 'fail' {\n  return s > 1 ? 'pass' : 'failed';\n}\n",
           "main.ts(2,27): error TS2820: Type '\"failed\"' is not assignable to type '\"pass\" | \"fail\"'. Did you "
           "mean '\"fail\"'?\n");
}

/* -- calls -- */

Test(checker, argument_count) {
    EXPECT("function add(a: number, b: number) { return a + b; }\nadd(1);\n",
           "main.ts(2,1): error TS2554: Expected 2 arguments, but got 1.\n");
}

Test(checker, argument_type) {
    EXPECT("function add(a: number, b: number) { return a + b; }\nadd(1, '2');\n",
           "main.ts(2,8): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.\n");
}

Test(checker, not_callable) {
    EXPECT("const o = { n: 1 };\no.n();\n",
           "main.ts(2,3): error TS2349: This expression is not callable.\n  Type 'Number' has no call signatures.\n");
}

Test(checker, implicit_any_parameter) {
    EXPECT("function f(x) { return x; }\n",
           "main.ts(1,12): error TS7006: Parameter 'x' implicitly has an 'any' type.\n");
}

Test(checker, callback_inference_map_reduce) {
    EXPECT("const t = [1, 2].map((x) => x * 2).reduce((s, x) => s + x, 0);\nconst s: string = t;\n",
           "main.ts(2,7): error TS2322: Type 'number' is not assignable to type 'string'.\n");
}

/* -- operators and flow -- */

Test(checker, arithmetic_on_string) {
    EXPECT(
        "const a = 'x' - 1;\n",
        "main.ts(1,11): error TS2362: The left-hand side of an arithmetic operation must be of type 'any', 'number', "
        "'bigint' or an enum type.\n");
}

Test(checker, no_overlap_comparison) {
    EXPECT("const a: string = 'x';\nif (a === 1) {}\n",
           "main.ts(2,5): error TS2367: This comparison appears to be unintentional because the types 'string' and "
           "'number' have no overlap.\n");
}

Test(checker, missing_return) {
    EXPECT("function f(x: number): number {\n  if (x > 0) return 1;\n}\n",
           "main.ts(1,24): error TS2366: Function lacks ending return statement and return type does not include "
           "'undefined'.\n");
}

Test(checker, narrowing_is_silent) {
    EXPECT("type S = { kind: 'a'; a: number } | { kind: 'b'; b: string };\n"
           "function f(s: S, t: string | undefined, u: unknown) {\n"
           "  if (s.kind === 'a') console.log(s.a); else console.log(s.b.length);\n"
           "  if (!t) return;\n"
           "  console.log(t.length);\n"
           "  if (typeof u === 'string') console.log(u.toUpperCase());\n"
           "  const xs = [1, undefined].filter((x) => x !== undefined);\n"
           "  console.log(xs.map((x) => x.toFixed()));\n"
           "}\n",
           "");
}

Test(checker, classes_and_generics_are_silent) {
    EXPECT("class Box<T> {\n  constructor(private readonly value: T) {}\n  get(): T { return this.value; }\n}\n"
           "const b = new Box(5);\nconst n: number = b.get();\n"
           "const m = new Map<string, number[]>();\nfor (const [k, v] of m) console.log(k.length, v.length);\n",
           "");
}

Test(checker, ts_ignore_directive) { EXPECT("// @ts-ignore\nconst n: number = 'a';\n", ""); }

Test(checker, syntax_errors_come_alone) {
    char *got = check_text("let = ;\nconst n: number = 'a';\n");
    cr_assert(strstr(got, "error TS1") != NULL, "%s", got);
    cr_assert(strstr(got, "TS2322") == NULL, "%s", got);
    free(got);
}

/* -- API details -- */

/* -- checks added for issue #5 (sources and expected lines from the corpus, tsc 5.9.3) -- */

Test(checker, comparison_of_literals_without_overlap) {
    EXPECT("type State = \"idle\" | \"loading\" | \"done\";\n"
           "function isError(s: State): boolean {\n"
           "  return s === \"error\";\n"
           "}\n",
           "main.ts(3,10): error TS2367: This comparison appears to be unintentional because the types 'State' and "
           "'\"error\"' have no overlap.\n");
}
Test(checker, weak_type) {
    EXPECT(
        "interface Options {\n"
        "  verbose?: boolean;\n"
        "  depth?: number;\n"
        "}\n"
        "function configure(o: Options): void {\n"
        "  console.log(o);\n"
        "}\n"
        "const flags = { quiet: true };\n"
        "configure(flags);\n",
        "main.ts(9,11): error TS2559: Type '{ quiet: boolean; }' has no properties in common with type 'Options'.\n");
}
Test(checker, spread_of_a_number) {
    EXPECT("function buildQuery(page: number, extra: number) {\n"
           "  return { page, ...extra };\n"
           "}\n",
           "main.ts(2,18): error TS2698: Spread types may only be created from object types.\n");
}
Test(checker, spread_overwrites_property) {
    EXPECT("const defaults = { theme: \"light\", size: 10 };\n"
           "const userPrefs = { theme: \"dark\", ...defaults };\n"
           "console.log(userPrefs.theme);\n",
           "main.ts(2,21): error TS2783: 'theme' is specified more than once, so this usage will be overwritten.\n");
}
Test(checker, implicit_this_in_a_plain_function) {
    EXPECT(
        "function describe() {\n"
        "  return this.name;\n"
        "}\n",
        "main.ts(2,10): error TS2683: 'this' implicitly has type 'any' because it does not have a type annotation.\n");
}
Test(checker, await_outside_async) {
    EXPECT("function loadAll(urls: string[]): string[] {\n"
           "  const out: string[] = [];\n"
           "  for (const u of urls) {\n"
           "    out.push(await fetchText(u));\n"
           "  }\n"
           "  return out;\n"
           "}\n"
           "async function fetchText(u: string): Promise<string> {\n"
           "  return u;\n"
           "}\n",
           "main.ts(4,14): error TS1308: 'await' expressions are only allowed within async functions and at the top "
           "levels of modules.\n");
}
Test(checker, no_overload_matches) {
    EXPECT("function format(v: number): string;\n"
           "function format(v: string): string;\n"
           "function format(v: number | string): string {\n"
           "  return String(v);\n"
           "}\n"
           "console.log(format(true));\n",
           "main.ts(6,20): error TS2769: No overload matches this call.\n"
           "  Overload 1 of 2, '(v: number): string', gave the following error.\n"
           "    Argument of type 'boolean' is not assignable to parameter of type 'number'.\n"
           "  Overload 2 of 2, '(v: string): string', gave the following error.\n"
           "    Argument of type 'boolean' is not assignable to parameter of type 'string'.\n");
}
Test(checker, class_member_incompatible_with_base) {
    EXPECT("class Animal {\n"
           "  speak(): string {\n"
           "    return \"...\";\n"
           "  }\n"
           "}\n"
           "class Cat extends Animal {\n"
           "  speak(): number {\n"
           "    return 1;\n"
           "  }\n"
           "}\n",
           "main.ts(7,3): error TS2416: Property 'speak' in type 'Cat' is not assignable to the same property in base "
           "type 'Animal'.\n"
           "  Type '() => number' is not assignable to type '() => string'.\n"
           "    Type 'number' is not assignable to type 'string'.\n");
}
Test(checker, const_without_initializer) {
    EXPECT("const limit;\n"
           "for (let i = 0; i < 3; i++) {\n"
           "  console.log(i, limit);\n"
           "}\n",
           "main.ts(1,7): error TS1155: 'const' declarations must be initialized.\n"
           "main.ts(1,7): error TS7005: Variable 'limit' implicitly has an 'any' type.\n");
}
Test(checker, evolving_array_read_in_outer_function) {
    EXPECT("function buildIndex(words: string[]) {\n"
           "  const index = [];\n"
           "  words.forEach((w) => index.push(w.length));\n"
           "  return index;\n"
           "}\n",
           "main.ts(2,9): error TS7034: Variable 'index' implicitly has type 'any[]' in some locations where its type "
           "cannot be determined.\n"
           "main.ts(4,10): error TS7005: Variable 'index' implicitly has an 'any[]' type.\n");
}
Test(checker, implicit_any_binding_elements) {
    EXPECT("function show({ name, age }) {\n"
           "  console.log(name, age);\n"
           "}\n",
           "main.ts(1,17): error TS7031: Binding element 'name' implicitly has an 'any' type.\n"
           "main.ts(1,23): error TS7031: Binding element 'age' implicitly has an 'any' type.\n");
}
Test(checker, missing_this_prefix) {
    EXPECT(
        "class Account {\n"
        "  balance = 0;\n"
        "  deposit(amount: number): void {\n"
        "    balance += amount;\n"
        "  }\n"
        "}\n",
        "main.ts(4,5): error TS2663: Cannot find name 'balance'. Did you mean the instance member 'this.balance'?\n");
}

Test(checker, declarations_type_inputs) {
    secexec_check_options o;
    secexec_check_options_init(&o);
    o.declarations = "declare const inputs: { prices: number[] };";
    secexec_check_result *r = secexec_check("inputs.prics;\n", &o);
    cr_assert_str_eq(secexec_check_result_format(r), "main.ts(1,8): error TS2551: Property 'prics' does not exist on "
                                                     "type '{ prices: number[]; }'. Did you mean 'prices'?\n");
    secexec_check_result_free(r);
}

Test(checker, json_output) {
    secexec_check_options o;
    secexec_check_options_init(&o);
    o.filename = "a.ts";
    secexec_check_result *r = secexec_check("let n: number = 'a';", &o);
    cr_assert(r->has_errors);
    cr_assert_eq(r->diagnostic_count, 1);
    cr_assert_eq(r->diagnostics[0].code, 2322);
    cr_assert_eq(r->diagnostics[0].line, 1);
    cr_assert_eq(r->diagnostics[0].column, 5);
    char *j = secexec_check_result_to_json(r);
    cr_assert(strstr(j, "\"code\":2322") != NULL, "%s", j);
    cr_assert(strstr(j, "\"file\":\"a.ts\"") != NULL, "%s", j);
    free(j);
    secexec_check_result_free(r);
}

static void *check_thread(void *arg) {
    (void)arg;
    for (int i = 0; i < 50; i++) {
        secexec_check_result *r = secexec_check("const xs = [1, 2];\nxs.mapp((x) => x);\n", NULL);
        /* tsc: TS2551 on `mapp`, and TS7006 for `x` (no contextual type after the error) */
        if (!r || r->diagnostic_count != 2 || r->diagnostics[0].code != 2551 || r->diagnostics[1].code != 7006)
            return (void *)1;
        secexec_check_result_free(r);
    }
    return NULL;
}

Test(checker, threads_share_the_prelude) {
    pthread_t t[4];
    for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, check_thread, NULL);
    for (int i = 0; i < 4; i++) {
        void *res;
        pthread_join(t[i], &res);
        cr_assert_null(res);
    }
}

/* -- sources past the front end's limits -- */

Test(checker, nesting_past_the_limit_is_an_error_not_a_clean_check) {
    /* 2,000 nested parentheses: the front end refuses the source, so the check cannot call it
     * clean (the run would refuse it too); the type error after it is not reported */
    size_t depth = 2000;
    char *src = malloc(2 * depth + 64);
    size_t n = 0;
    n += (size_t)sprintf(src + n, "const a = ");
    for (size_t i = 0; i < depth; i++) src[n++] = '(';
    src[n++] = '1';
    for (size_t i = 0; i < depth; i++) src[n++] = ')';
    strcpy(src + n, ";\nconst b: string = 1;\n");
    secexec_check_options o;
    secexec_check_options_init(&o);
    secexec_check_result *r = secexec_check(src, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert(r->has_errors);
    cr_assert_eq(r->diagnostic_count, 1);
    cr_expect(r->diagnostics[0].own);
    cr_expect_eq(r->diagnostics[0].code, 9002);
    cr_expect_str_eq(secexec_check_result_format(r),
                     "main.ts(1,510): error SX9002: Expression nested too deeply (limit 500 levels).\n");
    secexec_check_result_free(r);
    free(src);
}

Test(checker, memory_limit_is_an_error_not_a_failure) {
    const char *src = "interface Order { id: number; items: { sku: string; qty: number }[] }\n"
                      "const orders: Order[] = [{ id: 1, items: [{ sku: \"a\", qty: 2 }] }];\n"
                      "const total = orders.map((o) => o.items.reduce((s, i) => s + i.qty, 0));\n"
                      "const wrong: string = total;\n";
    secexec_check_options o;
    secexec_check_options_init(&o);
    o.max_memory_bytes = 16 * 1024; /* less than the syntax tree needs */
    secexec_check_result *r = secexec_check(src, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    cr_assert_eq(r->diagnostic_count, 1);
    cr_expect(r->diagnostics[0].own);
    cr_expect_str_eq(secexec_check_result_format(r), "main.ts(1,1): error SX9005: Program too complex to type-check: "
                                                     "the checker's memory limit of 16384 bytes was reached.\n");
    secexec_check_result_free(r);
    o.max_memory_bytes = 64 << 20; /* plenty: tsc's answer */
    r = secexec_check(src, &o);
    cr_expect_str_eq(secexec_check_result_format(r),
                     "main.ts(4,7): error TS2322: Type 'number[]' is not assignable to type 'string'.\n");
    secexec_check_result_free(r);
}
