/* test_codecache.c - a machine compiles each module source once for all its calls, contexts and processes. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "api/testing.h"
#include "secexec.h"

static void put(secexec_machine *m, const char *path, const char *src) {
    cr_assert_eq(secexec_machine_write_file(m, path, src, strlen(src)), SECEXEC_FS_OK, "%s", path);
}

static void expect_out(secexec_result *r, const char *out) {
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message ? r->error.message : "");
    cr_assert_str_eq(r->stdout_text, out);
    secexec_result_free(r);
}

static const char *mod = "const greeting = 'h\\u00e9llo \\u4e16\\u754c';\n"
                         "export function make(n: number) { let c = n; return () => { c += 0.5; return c; }; }\n"
                         "export class Box { constructor(public v: string) {} show() { return `[${this.v}]`; } }\n"
                         "export const big = 12345678901234567890; export default greeting;\n";
static const char *prog = "import g, { make, Box, big } from './m';\n"
                          "const f = make(1); f(); console.log(g, f(), new Box('x').show(), big);\n";
static const char *out = "h\xc3\xa9llo \xe4\xb8\x96\xe7\x95\x8c 2 [x] 12345678901234567000\n";

Test(codecache, compiled_once_per_machine) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    put(m, "m.ts", mod);
    uint64_t hits, misses;
    size_t bytes;
    secexec__test_code_cache(m, &hits, &misses, &bytes);
    cr_assert_eq(bytes, 0);
    uint64_t counts[3];
    for (int i = 0; i < 3; i++) { /* the same output and instruction count, cold or warm */
        secexec_result *r = secexec_machine_execute(m, prog, strlen(prog));
        counts[i] = r->instructions;
        expect_out(r, out);
    }
    cr_assert_eq(counts[0], counts[1]);
    cr_assert_eq(counts[1], counts[2]);
    secexec_context *c1 = secexec_context_new(m), *c2 = secexec_context_new(m);
    expect_out(secexec_context_execute(c1, prog, strlen(prog)), out);
    expect_out(secexec_context_execute(c2, prog, strlen(prog)), out);
    secexec__test_code_cache(m, &hits, &misses, &bytes);
    cr_assert_eq(misses, 1, "compiled %llu times", (unsigned long long)misses);
    cr_assert_eq(hits, 4);
    cr_assert_gt(bytes, 0);
    /* the machine's memory counts the cache */
    cr_assert_geq(secexec_machine_memory(m), bytes);
    /* the same text in another file: one entry, each file's own name in stack traces */
    const char *thrower = "export function boom() { throw new Error('x'); }\n";
    put(m, "a.ts", thrower);
    put(m, "b.ts", thrower);
    const char *trace =
        "import { boom as a } from './a'; import { boom as b } from './b';\n"
        "for (const f of [a, b]) { try { f(); } catch (e: any) { console.log(e.stack.split('\\n')[1]); } }";
    expect_out(secexec_machine_execute(m, trace, strlen(trace)),
               "    at boom (/workspace/a.ts:1:32)\n    at boom (/workspace/b.ts:1:32)\n");
    expect_out(secexec_machine_execute(m, trace, strlen(trace)),
               "    at boom (/workspace/a.ts:1:32)\n    at boom (/workspace/b.ts:1:32)\n");
    /* a tagged template's strings array is an object constant: not cached, compiled each time */
    put(m, "t.ts", "const tag = (s: TemplateStringsArray) => s.raw.join('|'); export const t = tag`a${1}b`;");
    const char *tp = "import { t } from './t'; console.log(t);";
    expect_out(secexec_machine_execute(m, tp, strlen(tp)), "a|b\n");
    expect_out(secexec_machine_execute(m, tp, strlen(tp)), "a|b\n");
    secexec_context_free(c1);
    secexec_context_free(c2);
    secexec_machine_free(m);
}

Test(codecache, bounded) {
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.max_code_bytes = 4096;
    secexec_machine *m = secexec_machine_new(NULL, &mo);
    char name[32], src[256];
    for (int i = 0; i < 40; i++) {
        snprintf(name, sizeof name, "m%d.ts", i);
        snprintf(src, sizeof src, "export const v = %d; export function f(a: number) { return a * v + %d; }", i, i);
        put(m, name, src);
        char p[96];
        snprintf(p, sizeof p, "import { f } from './m%d'; console.log(f(2));", i);
        char want[32];
        snprintf(want, sizeof want, "%d\n", 3 * i);
        expect_out(secexec_machine_execute(m, p, strlen(p)), want);
        uint64_t hits, misses;
        size_t bytes;
        secexec__test_code_cache(m, &hits, &misses, &bytes);
        cr_assert_leq(bytes, 4096);
    }
    secexec_machine_free(m);
}
