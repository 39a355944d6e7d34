/* test_regexp_budget.c - catastrophic backtracking ends the run like an infinite loop (public API);
 * Map/Set/RegExp programs survive every refused allocation without leaking. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "run_checks.h"
#include "api/testing.h"
#include "secexec.h"

TestSuite(regexp_budget, .timeout = 300);

/* The classic ReDoS: (a+)+$ against a's and a '!' needs 2^34 backtracking steps. */
static const char *redos = "const ok = /(a+)+$/.test(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!\");\nok";

Test(regexp_budget, redos_ends_on_the_default_budget) { expect_instruction_limit(redos, 100000000); }

Test(regexp_budget, redos_ends_on_a_small_budget) { expect_instruction_limit(redos, 2000000); }

/* The abort cannot be caught by the guest, exactly like an infinite loop. */
Test(regexp_budget, redos_is_not_catchable) {
    expect_instruction_limit(
        "let r = 'none';\ntry { /(a+)+$/.test('a'.repeat(40) + '!'); } catch (e) { r = 'caught'; }\nr", 5000000);
}

/* With an unlimited budget the wall clock still ends it (checked between match attempts). */
Test(regexp_budget, redos_ends_on_the_clock) {
    secexec_options o;
    secexec_options_init(&o);
    o.max_instructions = (uint64_t)1 << 50;
    o.timeout_ms = 200;
    double start = now_ms();
    secexec_result *r = secexec_evaluate(redos, &o);
    double took = now_ms() - start;
    cr_assert_not_null(r);
    cr_expect_eq(r->outcome, SECEXEC_TIMED_OUT, "outcome %s", r->outcome_str);
    cr_expect_eq(r->error.code, SECEXEC_ERR_TIMEOUT, "code %s", r->error.code_str);
    cr_expect_lt(took, 15000.0, "took %.0f ms", took);
    secexec_result_free(r);
}

/* Ordinary matching succeeds and is charged deterministically. */
Test(regexp_budget, normal_matches_are_cheap_and_deterministic) {
    const char *src = "let n = 0;\nfor (let i = 0; i < 1000; i++) if (/^(\\d+)-(\\w+)$/.test(i + '-x')) n++;\n"
                      "'a,b;c'.split(/[,;]/).join('') + n";
    secexec_options o;
    secexec_options_init(&o);
    secexec_result *a = secexec_evaluate(src, &o), *b = secexec_evaluate(src, &o);
    cr_assert_not_null(a);
    cr_assert_not_null(b);
    cr_expect_eq(a->outcome, SECEXEC_SUCCEEDED, "outcome %s: %s", a->outcome_str, a->has_error ? a->error.message : "");
    cr_expect_str_eq(a->value_json ? a->value_json : "", "\"abc1000\"");
    cr_expect_eq(a->instructions, b->instructions);
    cr_expect_lt(a->instructions, 100000);
    secexec_result_free(a);
    secexec_result_free(b);
}

/* A pattern that needs more memory than allowed fails with memory_limit, not a crash. */
Test(regexp_budget, huge_patterns_hit_limits_cleanly) {
    secexec_options o;
    secexec_options_init(&o);
    o.max_memory_bytes = 8u << 20;
    secexec_result *r = secexec_evaluate(
        "let s = ''; try { new RegExp('(?:a{1000}){1000}'); s = 'ok'; } catch (e) { s = e.message; }\ns", &o);
    cr_assert_not_null(r);
    cr_expect(r->outcome == SECEXEC_SUCCEEDED || r->error.code == SECEXEC_ERR_MEMORY_LIMIT, "outcome %s",
              r->outcome_str);
    secexec_result_free(r);
}

/* Refuse the n-th allocation for every n: each run must end succeeded or with memory_limit,
 * and the VM must give back every accounted byte (PCRE2's blocks included). */
Test(regexp_budget, collections_and_regexps_survive_allocation_failures) {
    const char *src =
        "const m = new Map([['a', 1]]); const s = new Set([1, 2]); const w = new WeakMap([[m, s]]);\n"
        "for (let i = 0; i < 40; i++) { m.set('k' + i, i); s.add(i); if (i % 3) m.delete('k' + (i - 1)); }\n"
        "const it = m.keys(); it.next();\n"
        "const r = /(?<w>\\w+)@(\\d+)/g; const t = 'ab@1 cd@22 ef@333';\n"
        "const out = [...t.matchAll(r)].map(x => x.groups!.w).join() + t.replace(r, '$2<$<w>>') +\n"
        "  t.split(/(@)/).length + String(t.match(/\\d+/g)) + /x/y.test('x') + [...m].length + s.size;\n"
        "console.log(m, s, w, it, r);\nout";
    uint64_t total;
    secexec_result *base = sweep_allocation_failures(src, &total);
    secexec_result_free(base);
}
