/* test_host.c - Criterion tests of host functions through the public API: calls, schemas, limits, isolation. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "secexec.h"

TestSuite(host, .timeout = 60);

/* ----------------------------------------------------------------------------------------- */
/* Handlers                                                                                  */
/* ----------------------------------------------------------------------------------------- */

/* Synchronous: answers inside the handler with {"customer": ..., "orders": [1, 2, 3]}. */
static void list_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn;
    cJSON *in = cJSON_Parse(input);
    cJSON *out = cJSON_CreateObject();
    cJSON_AddStringToObject(out, "customer", cJSON_GetObjectItem(in, "customer")->valuestring);
    cJSON *ids = cJSON_AddArrayToObject(out, "orders");
    for (int i = 1; i <= 3; i++) cJSON_AddItemToArray(ids, cJSON_CreateNumber(i));
    char *text = cJSON_PrintUnformatted(out);
    secexec_host_call_resolve(call, text);
    free(text);
    cJSON_Delete(out);
    cJSON_Delete(in);
}

/* Deferred: another thread answers after a short sleep with {"id": <input.id * 10>}. */
typedef struct deferred {
    secexec_host_call *call;
    int id;
    int sleep_ms;
} deferred;

static void *deferred_thread(void *arg) {
    deferred *d = arg;
    usleep((useconds_t)d->sleep_ms * 1000);
    char text[64];
    snprintf(text, sizeof text, "{\"id\":%d}", d->id * 10);
    secexec_host_call_resolve(d->call, text);
    free(d);
    return NULL;
}

static void get_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)coll, (void)fn;
    cJSON *in = cJSON_Parse(input);
    deferred *d = malloc(sizeof *d);
    d->call = call;
    d->id = cJSON_GetObjectItem(in, "id")->valueint;
    d->sleep_ms = ud ? *(int *)ud : 5;
    cJSON_Delete(in);
    pthread_t t;
    pthread_create(&t, NULL, deferred_thread, d);
    pthread_detach(t);
}

static void fail_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn, (void)input;
    secexec_host_call_reject(call, "order service unavailable");
}

static void echo_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn;
    secexec_host_call_resolve(call, input);
}

/* Never answers during the run: keeps the handle so the test answers it after the run. */
static void keep_handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)coll, (void)fn, (void)input;
    *(secexec_host_call **)ud = call;
}

static const char *LIST_SCHEMA = "{\"type\":\"object\",\"properties\":{\"customer\":{\"type\":\"string\",\"minLength\":"
                                 "1,\"description\":\"Customer id\"},"
                                 "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"required\":["
                                 "\"customer\"],\"additionalProperties\":false}";
static const char *GET_SCHEMA =
    "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},\"required\":[\"id\"]}";

/* ----------------------------------------------------------------------------------------- */
/* Helpers                                                                                   */
/* ----------------------------------------------------------------------------------------- */

typedef struct fixture {
    secexec_host_function fns[8];
    secexec_host_collection coll;
    secexec_options opts;
    secexec_host_call *kept;
} fixture;

static void fixture_init(fixture *f) {
    memset(f, 0, sizeof *f);
    f->fns[0] =
        (secexec_host_function){"list", "List a customer's orders.", LIST_SCHEMA, list_handler, NULL, NULL, false};
    f->fns[1] = (secexec_host_function){"get", "Get one order.", GET_SCHEMA, get_handler, NULL, NULL, false};
    f->fns[2] = (secexec_host_function){"fail", NULL, NULL, fail_handler, NULL, NULL, false};
    f->fns[3] = (secexec_host_function){"echo", NULL, NULL, echo_handler, NULL, NULL, false};
    f->fns[4] = (secexec_host_function){"keep", NULL, NULL, keep_handler, &f->kept, NULL, false};
    f->coll = (secexec_host_collection){"orders", "Customer orders.", f->fns, 5};
    secexec_options_init(&f->opts);
    f->opts.host_collections = &f->coll;
    f->opts.host_collection_count = 1;
}

/* Evaluate src with the orders collection; returns the value JSON or "ERROR <code>: <message>". */
static char *eval_with(fixture *f, const char *src) {
    secexec_result *r = secexec_evaluate(src, &f->opts);
    cr_assert_not_null(r);
    char *out;
    if (r->outcome == SECEXEC_SUCCEEDED) {
        out = strdup(r->has_value ? r->value_json : "undefined");
    } else {
        size_t n = strlen(r->error.code_str) + strlen(r->error.message) + 16;
        out = malloc(n);
        snprintf(out, n, "ERROR %s: %s", r->error.code_str, r->error.message);
    }
    secexec_result_free(r);
    return out;
}

static char *eval_orders(const char *src) {
    fixture f;
    fixture_init(&f);
    return eval_with(&f, src);
}

#define EXPECT_EVAL(src, expected)                                                                                     \
    do {                                                                                                               \
        char *got_ = eval_orders(src);                                                                                 \
        cr_expect_str_eq(got_, expected, "source: %s", src);                                                           \
        free(got_);                                                                                                    \
    } while (0)

/* What a call of t.f(input) with the given schema settles to: "ok <json>" or "<Name>: <message>". */
static char *call_with_schema(const char *schema, const char *input_js) {
    secexec_host_function fn = {"f", NULL, schema, echo_handler, NULL, NULL, false};
    secexec_host_collection c = {"t", NULL, &fn, 1};
    secexec_options o;
    secexec_options_init(&o);
    o.host_collections = &c;
    o.host_collection_count = 1;
    char src[1024];
    snprintf(src, sizeof src, "t.f(%s).then(v => 'ok ' + JSON.stringify(v), e => e.name + ': ' + e.message)", input_js);
    secexec_result *r = secexec_evaluate(src, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    cJSON *v = cJSON_Parse(r->value_json);
    char *out = strdup(cJSON_GetStringValue(v));
    cJSON_Delete(v);
    secexec_result_free(r);
    return out;
}

#define EXPECT_SCHEMA(schema, input, expected)                                                                         \
    do {                                                                                                               \
        char *got_ = call_with_schema(schema, input);                                                                  \
        cr_expect_str_eq(got_, expected, "schema %s input %s", schema, input);                                         \
        free(got_);                                                                                                    \
    } while (0)

/* What t.f(input) settles to when f echoes its input as its answer and declares outputSchema out. */
static char *call_with_output_schema(const char *out, const char *input_js) {
    secexec_host_function fn = {"f", NULL, NULL, echo_handler, NULL, out, false};
    secexec_host_collection c = {"t", NULL, &fn, 1};
    secexec_options o;
    secexec_options_init(&o);
    o.host_collections = &c;
    o.host_collection_count = 1;
    char src[1024];
    snprintf(src, sizeof src, "t.f(%s).then(v => 'ok ' + JSON.stringify(v), e => e.name + ': ' + e.message)", input_js);
    secexec_result *r = secexec_evaluate(src, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    cJSON *v = cJSON_Parse(r->value_json);
    char *res = strdup(cJSON_GetStringValue(v));
    cJSON_Delete(v);
    secexec_result_free(r);
    return res;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ----------------------------------------------------------------------------------------- */
/* Calls                                                                                     */
/* ----------------------------------------------------------------------------------------- */

Test(host, sync_handler) {
    EXPECT_EVAL("orders.list({ customer: 'acme' })", "{\"customer\":\"acme\",\"orders\":[1,2,3]}");
    EXPECT_EVAL("(async () => { const r = await orders.list({ customer: 'a', limit: 2 }); return r.orders.length; })()",
                "3");
}

Test(host, deferred_handler_on_another_thread) { EXPECT_EVAL("orders.get({ id: 4 })", "{\"id\":40}"); }

Test(host, promise_all_over_host_calls) {
    EXPECT_EVAL("Promise.all([1, 2, 3, 4, 5].map(id => orders.get({ id }))).then(rs => rs.map(r => r.id))",
                "[10,20,30,40,50]");
    EXPECT_EVAL("Promise.all([orders.get({ id: 1 }), orders.list({ customer: 'x' }), orders.echo([1, 'two'])])"
                ".then(([a, b, c]) => [a.id, b.orders[2], c[1]])",
                "[10,3,\"two\"]");
}

Test(host, execute_waits_for_unawaited_calls) {
    fixture f;
    fixture_init(&f);
    secexec_result *r = secexec_execute("orders.get({ id: 7 }).then(r => console.log('got', r.id));", &f.opts);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    cr_expect_str_eq(r->stdout_text, "got 70\n");
    secexec_result_free(r);
}

Test(host, results_are_plain_mutable_copies) {
    EXPECT_EVAL(
        "(async () => { const a = { n: 1 }; const b = await orders.echo(a); b.n = 2; return [a.n, b.n, a === b]; })()",
        "[1,2,false]");
}

Test(host, handler_error_rejects_with_its_message) {
    EXPECT_EVAL("orders.fail().catch(e => [e instanceof Error, e.name, e.message])",
                "[true,\"Error\",\"order service unavailable\"]");
    EXPECT_EVAL("orders.fail()", "ERROR uncaught_exception: order service unavailable");
    EXPECT_EVAL("(async () => { try { await orders.fail(); } catch (e) { return 'caught ' + e.message; } })()",
                "\"caught order service unavailable\"");
}

Test(host, unhandled_host_rejection_fails_execute) {
    fixture f;
    fixture_init(&f);
    secexec_result *r = secexec_execute("orders.fail();", &f.opts);
    cr_expect_eq(r->outcome, SECEXEC_FAILED);
    cr_expect_eq(r->error.code, SECEXEC_ERR_UNHANDLED_REJECTION);
    secexec_result_free(r);
}

Test(host, slow_handler_times_out_and_late_answer_is_harmless) {
    fixture f;
    fixture_init(&f);
    int sleep_ms = 300;
    f.fns[1].user_data = &sleep_ms;
    f.opts.host_call_timeout_ms = 50;
    double t0 = now_ms();
    char *got = eval_with(&f, "orders.get({ id: 1 }).catch(e => e.name + ': ' + e.message)");
    double took = now_ms() - t0;
    cr_expect_str_eq(got, "\"Error: orders.get: host call timed out after 50 ms\"");
    cr_expect(took < 250, "took %.1f ms", took);
    free(got);
    usleep(400 * 1000); /* the late answer arrives after the run ended: dropped, handle freed */
}

Test(host, handle_answered_after_the_run) {
    fixture f;
    fixture_init(&f);
    f.opts.host_call_timeout_ms = 20;
    char *got = eval_with(&f, "orders.keep(1).catch(e => e.message)");
    cr_expect_str_eq(got, "\"orders.keep: host call timed out after 20 ms\"");
    free(got);
    cr_assert_not_null(f.kept);
    secexec_host_call_resolve(f.kept, "42"); /* no-op that frees the handle */
}

Test(host, run_timeout_while_waiting) {
    fixture f;
    fixture_init(&f);
    f.opts.timeout_ms = 50;
    char *got = eval_with(&f, "orders.keep(1)");
    cr_expect_str_eq(got, "ERROR timeout: Execution timed out after 50 ms");
    free(got);
    secexec_host_call_reject(f.kept, "late");
}

static void *cancel_later(void *arg) {
    usleep(30 * 1000);
    secexec_cancel_trigger(arg);
    return NULL;
}

Test(host, cancel_while_waiting) {
    fixture f;
    fixture_init(&f);
    secexec_cancel *c = secexec_cancel_new();
    f.opts.cancel = c;
    pthread_t t;
    pthread_create(&t, NULL, cancel_later, c);
    double t0 = now_ms();
    char *got = eval_with(&f, "orders.keep(1)");
    cr_expect_str_eq(got, "ERROR cancelled: Execution was cancelled by the host");
    cr_expect(now_ms() - t0 < 500);
    free(got);
    pthread_join(t, NULL);
    secexec_cancel_free(c);
    secexec_host_call_resolve(f.kept, "1");
}

/* ----------------------------------------------------------------------------------------- */
/* Limits                                                                                    */
/* ----------------------------------------------------------------------------------------- */

Test(host, max_host_calls) {
    fixture f;
    fixture_init(&f);
    f.opts.max_host_calls = 3;
    char *got = eval_with(
        &f, "Promise.allSettled([1, 2, 3, 4].map(i => orders.echo(i)))"
            ".then(rs => rs.map(r => r.status === 'fulfilled' ? r.value : r.reason.name + ': ' + r.reason.message))");
    cr_expect_str_eq(got, "[1,2,3,\"RangeError: orders.echo: too many host calls (limit 3 per run)\"]");
    free(got);
}

Test(host, payload_too_large) {
    fixture f;
    fixture_init(&f);
    f.opts.max_host_payload_bytes = 100;
    char *got = eval_with(&f, "orders.echo('x'.repeat(200)).catch(e => e.name + ': ' + e.message)");
    cr_expect_str_eq(got, "\"RangeError: orders.echo: input is too large (202 bytes, limit 100)\"");
    free(got);
    got = eval_with(&f, "orders.list({ customer: 'y'.repeat(80) }).catch(e => e.message)");
    cr_expect_str_eq(got, "\"orders.list: the host's answer is too large (112 bytes, limit 100)\"");
    free(got);
}

Test(host, not_json_serializable_input) {
    EXPECT_EVAL("orders.echo({ f() {} }).then(v => JSON.stringify(v))", "\"{}\"");
    EXPECT_EVAL("orders.echo(() => 1).catch(e => e.name + ': ' + e.message)",
                "\"TypeError: orders.echo: input cannot be sent as JSON (it contains a function)\"");
    EXPECT_EVAL("(() => { const a: any = {}; a.self = a; return orders.echo(a).catch(e => e.message); })()",
                "\"orders.echo: input cannot be sent as JSON (it contains a cycle)\"");
    EXPECT_EVAL("orders.echo({ toJSON() { throw new Error('boom'); } }).catch(e => e.message)", "\"boom\"");
}

Test(host, invalid_options) {
    fixture f;
    fixture_init(&f);
    f.coll.name = "Math";
    char *got = eval_with(&f, "1");
    cr_expect_str_eq(got, "ERROR invalid_input: host collection \"Math\" would shadow a global of the same name");
    free(got);
    fixture_init(&f);
    f.fns[0].input_schema = "{nope";
    got = eval_with(&f, "1");
    cr_expect_str_eq(got, "ERROR invalid_input: orders.list: input_schema is not valid JSON");
    free(got);
    fixture_init(&f);
    f.fns[1].name = "bad name";
    got = eval_with(&f, "1");
    cr_expect_str_eq(got, "ERROR invalid_input: host function name \"orders.bad name\" is not an identifier");
    free(got);
}

/* ----------------------------------------------------------------------------------------- */
/* Schema violations: one per rule kind, exact messages                                      */
/* ----------------------------------------------------------------------------------------- */

Test(host, schema_list_examples) {
    EXPECT_EVAL("orders.list({ customer: 42 }).catch(e => e.name + ': ' + e.message)",
                "\"TypeError: orders.list: input.customer: expected string, got number\"");
    EXPECT_EVAL("orders.list({}).catch(e => e.message)",
                "\"orders.list: input: missing required property \\\"customer\\\"\"");
    EXPECT_EVAL("orders.list().catch(e => e.message)",
                "\"orders.list: input: missing required property \\\"customer\\\"\"");
    EXPECT_EVAL("orders.list({ customer: 'a', limit: 1.5 }).catch(e => e.message)",
                "\"orders.list: input.limit: expected integer, got number\"");
    EXPECT_EVAL("orders.list({ customer: 'a', limit: 0 }).catch(e => e.message)",
                "\"orders.list: input.limit: expected >= 1, got 0\"");
    EXPECT_EVAL("orders.list({ customer: 'a', extra: true }).catch(e => e.message)",
                "\"orders.list: input: unexpected property \\\"extra\\\"\"");
    EXPECT_EVAL("orders.list('acme').catch(e => e.message)", "\"orders.list: input: expected object, got string\"");
    EXPECT_EVAL("orders.get([1]).catch(e => e.message)", "\"orders.get: input: expected object, got array\"");
}

Test(host, schema_types) {
    EXPECT_SCHEMA("{\"type\":\"string\"}", "null", "TypeError: t.f: input: expected string, got null");
    EXPECT_SCHEMA("{\"type\":\"number\"}", "'1'", "TypeError: t.f: input: expected number, got string");
    EXPECT_SCHEMA("{\"type\":\"boolean\"}", "1", "TypeError: t.f: input: expected boolean, got number");
    EXPECT_SCHEMA("{\"type\":\"null\"}", "false", "TypeError: t.f: input: expected null, got boolean");
    EXPECT_SCHEMA("{\"type\":\"array\"}", "{}", "TypeError: t.f: input: expected array, got object");
    EXPECT_SCHEMA("{\"type\":\"integer\"}", "2.5", "TypeError: t.f: input: expected integer, got number");
    EXPECT_SCHEMA("{\"type\":\"integer\"}", "2", "ok 2");
    EXPECT_SCHEMA("{\"type\":[\"string\",\"null\"]}", "3",
                  "TypeError: t.f: input: expected string or null, got number");
    EXPECT_SCHEMA("{\"type\":[\"string\",\"number\",\"null\"]}", "true",
                  "TypeError: t.f: input: expected string, number or null, got boolean");
    EXPECT_SCHEMA("{\"type\":\"string\"}", "undefined", "TypeError: t.f: input: expected string, got undefined");
    EXPECT_SCHEMA("{\"type\":\"number\"}", "NaN", "TypeError: t.f: input: expected number, got null");
}

Test(host, schema_enum_const) {
    EXPECT_SCHEMA("{\"enum\":[\"open\",\"closed\"]}", "'x'",
                  "TypeError: t.f: input: expected one of \"open\", \"closed\", got \"x\"");
    EXPECT_SCHEMA("{\"enum\":[1,2]}", "2", "ok 2");
    EXPECT_SCHEMA("{\"enum\":[\"only\"]}", "'x'", "TypeError: t.f: input: expected \"only\", got \"x\"");
    EXPECT_SCHEMA("{\"const\":{\"a\":1}}", "{ a: 2 }", "TypeError: t.f: input: expected {\"a\":1}, got {\"a\":2}");
    EXPECT_SCHEMA("{\"const\":{\"a\":1}}", "{ a: 1 }", "ok {\"a\":1}");
}

Test(host, schema_numbers) {
    EXPECT_SCHEMA("{\"minimum\":1}", "0.5", "TypeError: t.f: input: expected >= 1, got 0.5");
    EXPECT_SCHEMA("{\"maximum\":10}", "11", "TypeError: t.f: input: expected <= 10, got 11");
    EXPECT_SCHEMA("{\"exclusiveMinimum\":0}", "0", "TypeError: t.f: input: expected > 0, got 0");
    EXPECT_SCHEMA("{\"exclusiveMaximum\":10}", "10", "TypeError: t.f: input: expected < 10, got 10");
    EXPECT_SCHEMA("{\"minimum\":0,\"exclusiveMinimum\":true}", "0", "TypeError: t.f: input: expected > 0, got 0");
    EXPECT_SCHEMA("{\"multipleOf\":5}", "12", "TypeError: t.f: input: expected a multiple of 5, got 12");
    EXPECT_SCHEMA("{\"minimum\":1,\"maximum\":10}", "10", "ok 10");
    EXPECT_SCHEMA("{\"minimum\":1}", "'text'", "ok \"text\""); /* number rules ignore other types */
}

Test(host, schema_strings) {
    EXPECT_SCHEMA("{\"minLength\":3}", "'ab'", "TypeError: t.f: input: expected at least 3 characters, got 2");
    EXPECT_SCHEMA("{\"maxLength\":1}", "'ab'", "TypeError: t.f: input: expected at most 1 character, got 2");
    EXPECT_SCHEMA("{\"maxLength\":2}", "'é€'", "ok \"é€\"");  /* code points, not bytes */
    EXPECT_SCHEMA("{\"pattern\":\"^a\"}", "'b'", "ok \"b\""); /* pattern is not checked */
}

Test(host, schema_arrays) {
    EXPECT_SCHEMA("{\"type\":\"array\",\"items\":{\"type\":\"number\"}}", "[1, 'x']",
                  "TypeError: t.f: input[1]: expected number, got string");
    EXPECT_SCHEMA("{\"minItems\":1}", "[]", "TypeError: t.f: input: expected at least 1 item, got 0");
    EXPECT_SCHEMA("{\"maxItems\":2}", "[1, 2, 3]", "TypeError: t.f: input: expected at most 2 items, got 3");
    EXPECT_SCHEMA("{\"uniqueItems\":true}", "[1, 2, 1]",
                  "TypeError: t.f: input: expected unique items, got item 2 equal to item 0");
}

Test(host, schema_objects) {
    const char *s = "{\"type\":\"object\",\"properties\":{\"user\":{\"type\":\"object\",\"properties\":{\"name\":{"
                    "\"type\":\"string\"},"
                    "\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"name\"]}}}";
    EXPECT_SCHEMA(s, "{ user: { name: 1 } }", "TypeError: t.f: input.user.name: expected string, got number");
    EXPECT_SCHEMA(s, "{ user: {} }", "TypeError: t.f: input.user: missing required property \"name\"");
    EXPECT_SCHEMA(s, "{ user: { name: 'a', tags: ['x', 2] } }",
                  "TypeError: t.f: input.user.tags[1]: expected string, got number");
    EXPECT_SCHEMA("{\"properties\":{\"a b\":{\"type\":\"string\"}}}", "{ 'a b': 1 }",
                  "TypeError: t.f: input[\"a b\"]: expected string, got number");
    EXPECT_SCHEMA("{\"additionalProperties\":{\"type\":\"number\"}}", "{ a: 1, b: 'x' }",
                  "TypeError: t.f: input.b: expected number, got string");
    EXPECT_SCHEMA("{\"additionalProperties\":false}", "{ a: 1 }", "TypeError: t.f: input: unexpected property \"a\"");
    EXPECT_SCHEMA("{\"minProperties\":1}", "{}", "TypeError: t.f: input: expected at least 1 property, got 0");
    EXPECT_SCHEMA("{\"maxProperties\":1}", "{ a: 1, b: 2 }",
                  "TypeError: t.f: input: expected at most 1 property, got 2");
}

Test(host, schema_combinators) {
    const char *any = "{\"anyOf\":[{\"type\":\"string\"},{\"type\":\"number\"}]}";
    EXPECT_SCHEMA(any, "1", "ok 1");
    EXPECT_SCHEMA(any, "true", "TypeError: t.f: input: expected a value matching anyOf, got boolean matching none");
    const char *one = "{\"oneOf\":[{\"type\":\"number\"},{\"type\":\"integer\"}]}";
    EXPECT_SCHEMA(one, "1.5", "ok 1.5");
    EXPECT_SCHEMA(
        one, "1",
        "TypeError: t.f: input: expected a value matching exactly one schema of oneOf, got number matching 2");
    EXPECT_SCHEMA("{\"allOf\":[{\"type\":\"number\"},{\"minimum\":3}]}", "2",
                  "TypeError: t.f: input: expected >= 3, got 2");
    EXPECT_SCHEMA("{\"not\":{\"type\":\"null\"}}", "null",
                  "TypeError: t.f: input: expected a value not matching the \"not\" schema");
    EXPECT_SCHEMA("false", "1", "TypeError: t.f: input: no value is allowed here");
    EXPECT_SCHEMA("true", "1", "ok 1");
}

/* ----------------------------------------------------------------------------------------- */
/* Isolation: the guest gets nothing of the host                                             */
/* ----------------------------------------------------------------------------------------- */

/* outputSchema: the host's answer is validated before the guest sees it (issue 15). */
Test(host, output_schema_validates_the_answer) {
    const char *rows = "{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":"
                       "\"string\"},\"total\":{\"type\":\"number\"}},\"required\":[\"id\",\"total\"]}}";
    char *got = call_with_output_schema(rows, "[{ id: 'a', total: 3 }]");
    cr_expect_str_eq(got, "ok [{\"id\":\"a\",\"total\":3}]");
    free(got);
    got = call_with_output_schema(rows, "[{ id: 'a', total: '3' }]");
    cr_expect_str_eq(got,
                     "TypeError: t.f: the host's answer does not match its outputSchema: result[0].total: expected "
                     "number, got string");
    free(got);
    got = call_with_output_schema(rows, "{ id: 'a' }");
    cr_expect_str_eq(got, "TypeError: t.f: the host's answer does not match its outputSchema: result: expected array, "
                          "got object");
    free(got);
}

Test(host, output_schema_in_declarations) {
    secexec_host_function fns[] = {
        {"list", NULL, NULL, NULL, NULL, "{\"type\":\"array\",\"items\":{\"type\":\"number\"}}", false},
        {"get", NULL, NULL, NULL, NULL, NULL, false},
    };
    secexec_host_collection c = {"db", NULL, fns, 2};
    char *d = secexec_declarations(&c, 1, NULL);
    cr_assert_not_null(d);
    cr_expect(strstr(d, "list(input?: unknown): Promise<number[]>;") != NULL, "%s", d);
    cr_expect(strstr(d, "get(input?: unknown): Promise<unknown>;") != NULL, "%s", d);
    free(d);
    fns[0].output_schema = "{not json";
    cr_expect_null(secexec_declarations(&c, 1, NULL));
}

Test(host, collections_are_frozen) {
    EXPECT_EVAL("[Object.isFrozen(orders), Object.isFrozen(orders.list), Object.keys(orders)]",
                "[true,true,[\"list\",\"get\",\"fail\",\"echo\",\"keep\"]]");
    EXPECT_EVAL("(() => { try { (orders as any).list = () => 1; } catch (e) { return e.name; } })()", "\"TypeError\"");
    EXPECT_EVAL("(() => { try { (orders as any).steal = 1; } catch (e) { return e.name; } })()", "\"TypeError\"");
    EXPECT_EVAL("(() => { try { delete (orders as any).list; } catch (e) { return e.name; } })()", "\"TypeError\"");
    EXPECT_EVAL("(() => { try { (globalThis as any).orders = 1; } catch (e) { return e.name; } })()", "\"TypeError\"");
    EXPECT_EVAL("typeof orders.list", "\"function\"");
}

Test(host, prototypes_are_the_vms_own) {
    EXPECT_EVAL("Object.getPrototypeOf(orders) === Object.prototype", "true");
    EXPECT_EVAL("Object.getPrototypeOf(orders.list) === Object.getPrototypeOf(() => 1)", "true");
    EXPECT_EVAL("orders.list.constructor === Function", "true");
    EXPECT_EVAL("orders.list.constructor.constructor === Function", "true");
    EXPECT_EVAL("(() => { try { return (orders.list as any).constructor.constructor('return process')(); } catch (e) { "
                "return e.name; } })()",
                "\"ReferenceError\"");
    EXPECT_EVAL("typeof (globalThis as any).process + typeof (globalThis as any).require", "\"undefinedundefined\"");
    EXPECT_EVAL("[orders.list.name, orders.list.length, String(orders.list)]",
                "[\"list\",1,\"function list() { [native code] }\"]");
}

Test(host, calling_with_odd_this_still_works) {
    EXPECT_EVAL("(() => { const f = orders.get; return f({ id: 2 }); })()", "{\"id\":20}");
    EXPECT_EVAL("orders.get.call(null, { id: 3 })", "{\"id\":30}");
}

Test(host, without_collections_no_globals) {
    char *got;
    secexec_options o;
    secexec_options_init(&o);
    secexec_result *r = secexec_evaluate("typeof orders", &o);
    got = strdup(r->value_json);
    secexec_result_free(r);
    cr_expect_str_eq(got, "\"undefined\"");
    free(got);
}

/* ----------------------------------------------------------------------------------------- */
/* Declarations                                                                              */
/* ----------------------------------------------------------------------------------------- */

Test(host, declarations_text) {
    fixture f;
    fixture_init(&f);
    f.coll.function_count = 3;
    char *d = secexec_declarations(
        &f.coll, 1,
        "{\"prices\":[5,10,27],\"name\":\"x\",\"mixed\":[1,\"a\",null],"
        "\"rows\":[{\"a\":1},{\"b\":\"x\"}],\"nested\":{\"ok\":true,\"deep\":[[1]]},\"none\":null}");
    cr_assert_not_null(d);
    cr_expect_str_eq(d, "/** Customer orders. */\n"
                        "declare const orders: {\n"
                        "    /**\n"
                        "     * List a customer's orders.\n"
                        "     * @param input.customer - Customer id\n"
                        "     */\n"
                        "    list(input: { customer: string; limit?: number; }): Promise<unknown>;\n"
                        "    /** Get one order. */\n"
                        "    get(input: { id: number; }): Promise<unknown>;\n"
                        "    fail(input?: unknown): Promise<unknown>;\n"
                        "};\n"
                        "declare const inputs: { prices: number[]; name: string; mixed: (string | number | null)[]; "
                        "rows: ({ a: number; b?: undefined; } | { b: string; a?: undefined; })[]; "
                        "nested: { ok: boolean; deep: number[][]; }; none: null; };\n");
    free(d);
}

Test(host, declarations_schema_shapes) {
    secexec_host_function fn = {
        "q",
        NULL,
        "{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"open\",\"closed\"]},"
        "\"ids\":{\"type\":\"array\",\"items\":{\"type\":[\"string\",\"integer\"]}},"
        "\"meta\":{\"type\":\"object\",\"additionalProperties\":{\"type\":\"number\"}},"
        "\"kind\":{\"const\":\"x\"},\"any\":{\"anyOf\":[{\"type\":\"boolean\"},{\"type\":\"null\"}]},"
        "\"my-key\":{}},\"required\":[\"status\"]}",
        NULL,
        NULL,
        NULL,
        false};
    secexec_host_collection c = {"db", NULL, &fn, 1};
    char *d = secexec_declarations(&c, 1, NULL);
    cr_assert_not_null(d);
    cr_expect_str_eq(
        d,
        "declare const db: {\n"
        "    q(input: { status: \"open\" | \"closed\"; ids?: (string | number)[]; meta?: { [key: string]: number; }; "
        "kind?: \"x\"; any?: boolean | null; \"my-key\"?: unknown; }): Promise<unknown>;\n"
        "};\n");
    free(d);
    cr_expect_null(secexec_declarations(&c, 1, "{bad"));
}

/* ----------------------------------------------------------------------------------------- */
/* Python: collection.function(**kwargs) awaitables on the same host-call path               */
/* ----------------------------------------------------------------------------------------- */

static char *eval_python(const char *src) {
    fixture f;
    fixture_init(&f);
    f.opts.language = "python";
    return eval_with(&f, src);
}

Test(host, python_calls_are_awaitables_with_keyword_arguments) {
    const char *src = "import asyncio\n"
                      "async def main():\n"
                      "    a = await orders.list(customer='acme')\n"
                      "    b, c = await asyncio.gather(orders.get(id=4), orders.get(id=2))\n"
                      "    return [a['orders'], b['id'], c['id'], await orders.echo(x=[1, None, 'y'])]\n"
                      "asyncio.run(main())\n";
    char *v = eval_python(src);
    cr_assert_str_eq(v, "[[1,2,3],40,20,{\"x\":[1,null,\"y\"]}]");
    free(v);
}

Test(host, python_host_errors_raise_with_the_hosts_message) {
    char *v = eval_python("import asyncio\n"
                          "async def main():\n"
                          "    out = []\n"
                          "    for call in [lambda: orders.fail(), lambda: orders.list(customer=''),\n"
                          "                 lambda: orders.list('acme')]:\n"
                          "        try:\n"
                          "            await call()\n"
                          "        except Exception as e:\n"
                          "            out.append(type(e).__name__ + ': ' + str(e))\n"
                          "    return out\n"
                          "asyncio.run(main())\n");
    cr_assert(strstr(v, "\"Exception: order service unavailable\"") != NULL, "%s", v);
    cr_assert(strstr(v, "\"Exception: orders.list: ") != NULL, "%s", v);
    cr_assert(strstr(v, "\"TypeError: orders.list() takes 0 positional arguments but 1 was given") != NULL, "%s", v);
    free(v);
    v = eval_python("import asyncio\nasync def main():\n    await orders.fail()\nasyncio.run(main())\n");
    cr_assert_str_eq(v, "ERROR uncaught_exception: order service unavailable");
    free(v);
}

Test(host, python_waiting_for_an_answer_keeps_the_limits) {
    fixture f;
    fixture_init(&f);
    f.opts.language = "python";
    f.opts.host_call_timeout_ms = 50;
    char *v = eval_with(&f, "import asyncio\n"
                            "async def main():\n"
                            "    try:\n"
                            "        await orders.keep()\n"
                            "    except Exception as e:\n"
                            "        return str(e)\n"
                            "asyncio.run(main())\n");
    cr_assert_str_eq(v, "\"orders.keep: host call timed out after 50 ms\"");
    free(v);
    if (f.kept) secexec_host_call_resolve(f.kept, "1"); /* too late: dropped */
    fixture_init(&f);
    f.opts.language = "python";
    f.opts.timeout_ms = 100; /* the run's clock ends a wait the call's timeout would not */
    secexec_result *r = secexec_execute("import asyncio\nasync def main():\n    await orders.keep()\n"
                                        "asyncio.run(main())\n",
                                        &f.opts);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "%s", r->outcome_str);
    secexec_result_free(r);
    if (f.kept) secexec_host_call_resolve(f.kept, "1");
}
