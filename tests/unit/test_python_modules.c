/* test_python_modules.c - Criterion tests of the Python library through the C API: re's bounded matching, random's seed and datetime's clock from the run options, private modules. */
#include <criterion/criterion.h>

#include <string.h>

#include "secexec.h"

TestSuite(python_modules, .timeout = 120);

static secexec_result *run(const char *src, uint64_t seed, int64_t clock_ms, uint64_t budget) {
    secexec_options o;
    secexec_options_init(&o);
    o.language = "python";
    o.random_seed = seed;
    o.clock_ms = clock_ms;
    o.max_instructions = budget;
    o.max_memory_bytes = 32u << 20;
    o.timeout_ms = 20000;
    secexec_result *r = secexec_execute(src, &o);
    cr_assert_not_null(r);
    return r;
}

static char *out_of(const char *src, uint64_t seed, int64_t clock_ms) {
    secexec_result *r = run(src, seed, clock_ms, 20000000);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "`%s` failed: %s", src, r->has_error ? r->error.message : "");
    char *s = strdup(r->stdout_text);
    secexec_result_free(r);
    return s;
}

Test(python_modules, unseeded_random_follows_the_run_seed) {
    const char *src = "import random\nprint(random.random(), random.randint(1, 10 ** 9), random.Random().random())\n";
    char *a = out_of(src, 7, 0), *b = out_of(src, 7, 0), *c = out_of(src, 8, 0);
    cr_assert_str_eq(a, b, "the same seed gives the same numbers");
    cr_assert_str_neq(a, c, "another seed gives other numbers");
    free(a), free(b), free(c);
}

Test(python_modules, seeded_random_is_cpythons_mersenne_twister) {
    /* CPython 3.11: random.seed(1); random.random(), random.getrandbits(40) */
    char *a = out_of("import random\nrandom.seed(1)\nprint(random.random(), random.getrandbits(40))\n", 99, 0);
    cr_assert_str_eq(a, "0.13436424411240122 884107995871\n");
    free(a);
}

Test(python_modules, now_reads_the_virtual_clock) {
    char *a = out_of("import datetime\nprint(datetime.datetime.now(), datetime.date.today(), "
                     "datetime.datetime.now(datetime.timezone.utc).isoformat())\n",
                     0, 1714566600123LL);
    cr_assert_str_eq(a, "2024-05-01 12:30:00.123000 2024-05-01 2024-05-01T12:30:00.123000+00:00\n");
    free(a);
}

Test(python_modules, a_regex_bomb_ends_on_the_budget_and_no_except_takes_it) {
    secexec_result *r = run("import re\ntry:\n    re.match(r'(a+)+$', 'a' * 40 + '!')\nexcept BaseException:\n"
                            "    print('caught')\n",
                            0, 0, 2000000);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "outcome %s", r->outcome_str);
    cr_assert_str_eq(r->error.code_str, "instruction_limit");
    cr_assert_eq(r->stdout_len, 0, "no except clause ran: %s", r->stdout_text);
    cr_assert_leq(r->instructions, 2000000 + 100000, "the matcher stopped near the budget (%llu)",
                  (unsigned long long)r->instructions);
    secexec_result_free(r);
}

Test(python_modules, library_runs_are_deterministic) {
    const char *src = "import re, json, statistics\n"
                      "print(re.findall(r'\\w+', 'a bb ccc' * 50), json.loads(json.dumps({'k': [1.5, 2]})),\n"
                      "      statistics.stdev([1, 2, 3, 4.5]))\n";
    secexec_result *a = run(src, 0, 0, 20000000), *b = run(src, 0, 0, 20000000);
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED, "%s", a->has_error ? a->error.message : "");
    cr_assert_eq(a->instructions, b->instructions);
    cr_assert_str_eq(a->stdout_text, b->stdout_text);
    secexec_result_free(a), secexec_result_free(b);
}

Test(python_modules, private_modules_are_not_importable_by_programs) {
    secexec_result *r = run("import _sx_re\n", 0, 0, 1000000);
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(r->error.name, "ModuleNotFoundError");
    cr_assert_str_eq(r->error.message, "No module named '_sx_re'");
    secexec_result_free(r);
}

Test(python_modules, re_errors_and_json_errors_read_as_cpythons) {
    char *a = out_of("import re, json\n"
                     "for p in ['(a', 'a**', '[x', '(?P<1>x)', '\\\\q']:\n"
                     "    try:\n        re.compile(p)\n    except re.error as e:\n        print(e)\n"
                     "try:\n    json.loads('[1, 2')\nexcept json.JSONDecodeError as e:\n    print(e.msg, e.pos)\n",
                     0, 0);
    cr_assert_str_eq(a, "missing ), unterminated subpattern at position 0\n"
                        "multiple repeat at position 2\n"
                        "unterminated character set at position 0\n"
                        "bad character in group name '1' at position 4\n"
                        "bad escape \\q at position 0\n"
                        "Expecting ',' delimiter 5\n");
    free(a);
}
