/* test_date.c - Criterion tests of the guest's clock: secexec_options.clock_ms / host_clock and secexec_parse_clock. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "secexec.h"

TestSuite(date, .timeout = 60);

/* Evaluate src with the given clock options; the JSON value text (caller frees the result). */
static secexec_result *eval_clock(const char *src, int64_t clock_ms, bool host_clock) {
    secexec_options o;
    secexec_options_init(&o);
    o.clock_ms = clock_ms;
    o.host_clock = host_clock;
    return secexec_evaluate(src, &o);
}

static void expect_value(const char *src, int64_t clock_ms, const char *want) {
    secexec_result *r = eval_clock(src, clock_ms, false);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", src, r->error.message);
    cr_assert_str_eq(r->value_json, want, "%s with clock %lld", src, (long long)clock_ms);
    secexec_result_free(r);
}

static int64_t real_now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

Test(date, clock_defaults_to_the_epoch_and_host_clock_is_off) {
    secexec_options o;
    secexec_options_init(&o);
    cr_assert_eq(o.clock_ms, 0);
    cr_assert_eq(o.host_clock, false);
    secexec_result *r = secexec_evaluate("[Date.now(), new Date().toISOString(), Date()]", &o);
    cr_assert_str_eq(
        r->value_json,
        "[0,\"1970-01-01T00:00:00.000Z\",\"Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)\"]");
    secexec_result_free(r);
    r = secexec_evaluate("Date.now()", NULL); /* no options at all: the same default */
    cr_assert_str_eq(r->value_json, "0");
    secexec_result_free(r);
}

Test(date, the_clock_is_the_given_instant) {
    expect_value("Date.now()", 1704067200123, "1704067200123");
    expect_value("new Date().toISOString()", 1704067200123, "\"2024-01-01T00:00:00.123Z\"");
    expect_value("new Date().getUTCDay()", 1704067200123, "1");
    expect_value("Date.now()", -1, "-1");
    expect_value("new Date().toISOString()", INT64_C(8640000000000000), "\"+275760-09-13T00:00:00.000Z\"");
    expect_value("new Date().toISOString()", -INT64_C(8640000000000000), "\"-271821-04-20T00:00:00.000Z\"");
}

Test(date, the_clock_does_not_advance_during_a_run) {
    expect_value("const a = Date.now(); let n = 0; for (let i = 0; i < 200000; i++) n += i; Date.now() - a", 5000, "0");
    expect_value(
        "(async () => { const a = Date.now(); await null; await Promise.resolve(); return Date.now() - a; })()", 5000,
        "0");
}

Test(date, same_clock_same_output) {
    const char *src = "const d = new Date(); d.setUTCHours(d.getUTCHours() + 5); [d.toString(), d.toLocaleString(), "
                      "Date.now() % 997]";
    secexec_result *a = eval_clock(src, 1709634030000, false), *b = eval_clock(src, 1709634030000, false);
    secexec_result *c = eval_clock(src, 1709634030001, false);
    cr_assert_str_eq(a->value_json, b->value_json);
    cr_assert_str_neq(a->value_json, c->value_json);
    cr_assert_str_eq(a->value_json, "[\"Tue Mar 05 2024 15:20:30 GMT+0000 (Coordinated Universal Time)\",\"3/5/2024, "
                                    "3:20:30 PM\",95]"); /* node, TZ=UTC */
    secexec_result_free(a);
    secexec_result_free(b);
    secexec_result_free(c);
}

Test(date, host_clock_reads_the_real_clock) {
    int64_t before = real_now_ms();
    secexec_result *r = eval_clock("Date.now()", 42, true);
    int64_t after = real_now_ms();
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    long long seen = 0;
    cr_assert_eq(sscanf(r->value_json, "%lld", &seen), 1);
    cr_assert(seen >= before && seen <= after, "host clock %lld not in [%lld, %lld]", seen, (long long)before,
              (long long)after);
    secexec_result_free(r);
}

Test(date, a_clock_outside_the_date_range_is_invalid_input) {
    int64_t bad[] = {INT64_C(8640000000000001), -INT64_C(8640000000000001), INT64_MAX, INT64_MIN};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        secexec_result *r = eval_clock("1", bad[i], false);
        cr_assert_eq(r->outcome, SECEXEC_FAILED);
        cr_assert_eq(r->error.code, SECEXEC_ERR_INVALID_INPUT);
        cr_assert_str_eq(r->error.name, "RangeError");
        cr_assert(strstr(r->error.message, "outside the Date range") != NULL, "%s", r->error.message);
        secexec_result_free(r);
    }
}

Test(date, parse_clock_reads_milliseconds_and_date_strings) {
    struct {
        const char *text;
        int64_t ms;
    } good[] = {
        {"0", 0},
        {"1704067200123", 1704067200123},
        {"-1", -1},
        {"8640000000000000", INT64_C(8640000000000000)},
        {"-8640000000000000", -INT64_C(8640000000000000)},
        {"2024-01-01T00:00:00Z", 1704067200000},
        {"2024-01-01", 1704067200000},
        {"2024-01-01T00:00:00", 1704067200000},
        {"2024-03-05T10:20:30.456+02:00", 1709626830456},
        {"Tue, 05 Mar 2024 10:20:30 GMT", 1709634030000},
        {"Tue Mar 05 2024 10:20:30 GMT+0000 (Coordinated Universal Time)", 1709634030000},
        {"+275760-09-13T00:00:00.000Z", INT64_C(8640000000000000)},
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        int64_t ms = 12345;
        cr_assert(secexec_parse_clock(good[i].text, &ms), "%s", good[i].text);
        cr_assert_eq(ms, good[i].ms, "%s: %lld", good[i].text, (long long)ms);
    }
    const char *bad[] = {"",
                         "-",
                         "now",
                         "2024-13-01",
                         "8640000000000001",
                         "+275760-09-13T00:00:00.001Z",
                         "99999999999999999999999999",
                         "12 o'clock"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int64_t ms = 12345;
        cr_assert_not(secexec_parse_clock(bad[i], &ms), "%s", bad[i]);
        cr_assert_eq(ms, 12345, "%s changed the output", bad[i]);
    }
    cr_assert_not(secexec_parse_clock(NULL, NULL));
}

Test(date, hostile_date_strings_parse_safely) {
    /* long, nested, unterminated and digit-heavy texts: node's answer (from node 20, TZ=UTC), never
     * a crash or a hang */
    expect_value("Date.parse('('.repeat(1e6))", 0, "null");
    expect_value("Date.parse('9'.repeat(1e6))", 0, "null");
    expect_value("Date.parse('Jan 1 2024 ' + ' '.repeat(1e6))", 0, "1704067200000");
    expect_value("Date.parse('2024-01-01T00:00:00.' + '1'.repeat(1e5) + 'Z')", 0, "1704067200111");
    expect_value("Date.parse('\\ud800'.repeat(1000) + ' 2024')", 0, "1704067200000");
    expect_value("Date.parse('\\ud800'.repeat(1000) + '2024')", 0, "null");
}
