/* test_replay.c - Criterion tests of record, replay and audit: round trips with host calls, tampering, divergence. */
#include <criterion/criterion.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <xxhash.h>

#include "secexec.h"

TestSuite(replay, .timeout = 60);

typedef struct text {
    char *data;
    size_t len;
} text;

static void append(void *ud, const char *s, size_t n) {
    text *t = ud;
    t->data = realloc(t->data, t->len + n + 2);
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = 0;
}

static void append_line(void *ud, const char *s, size_t n) {
    append(ud, s, n);
    append(ud, "\n", 1);
}

/* Host functions: orders.get and orders.fail answer at once; orders.slow from another thread once
 * orders.fail has answered, so a later call is answered first: the delivery order is the host's,
 * not the guest's (and the same every time, whatever the machine's speed). */
static int fail_answered;

static void *answer_later(void *arg) {
    while (!__atomic_load_n(&fail_answered, __ATOMIC_ACQUIRE)) usleep(1000);
    secexec_host_call_resolve(arg, "{\"slow\":true}");
    return NULL;
}

static void get(void *ud, const char *c, const char *f, const char *input, secexec_host_call *call) {
    (void)ud, (void)c, (void)f;
    char answer[256];
    snprintf(answer, sizeof answer, "{\"echo\":%s,\"n\":%d}", input, (int)strlen(input));
    secexec_host_call_resolve(call, answer);
}

static void slow(void *ud, const char *c, const char *f, const char *input, secexec_host_call *call) {
    (void)ud, (void)c, (void)f, (void)input;
    pthread_t t;
    cr_assert_eq(pthread_create(&t, NULL, answer_later, call), 0);
    pthread_detach(t);
}

static void fail_fn(void *ud, const char *c, const char *f, const char *input, secexec_host_call *call) {
    (void)ud, (void)c, (void)f, (void)input;
    secexec_host_call_reject(call, "no such order");
    __atomic_store_n(&fail_answered, 1, __ATOMIC_RELEASE);
}

static const secexec_host_function FNS[] = {
    {.name = "get",
     .input_schema = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}}}",
     .handler = get},
    {.name = "slow", .handler = slow},
    {.name = "fail", .handler = fail_fn},
};
static const secexec_host_collection HOST = {.name = "orders", .functions = FNS, .function_count = 3};

static const char PROGRAM[] = "const slow = orders.slow({});\n"                                    /* 1 */
                              "const a = await orders.get({ id: 1 });\n"                           /* 2 */
                              "console.log('a', JSON.stringify(a), Math.random(), Date.now());\n"  /* 3 */
                              "const bad = await orders.get({ id: 'x' }).catch(e => e.message);\n" /* 4 */
                              "const f = await orders.fail(1).catch(e => e.message);\n"            /* 5 */
                              "console.error(bad, f, inputs.k);\n"                                 /* 6 */
                              "const s = await slow;\n"                                            /* 7 */
                              "({ a, s, total: a.n + (s.slow ? 1 : 0) })\n";                       /* 8 */

static secexec_options options(void) {
    secexec_options o;
    secexec_options_init(&o);
    o.host_collections = &HOST;
    o.host_collection_count = 1;
    o.random_seed = 42;
    o.clock_ms = 1704067200000;
    o.inputs_json = "{\"k\":[1,2]}";
    return o;
}

static text record(void) {
    text trace = {0};
    __atomic_store_n(&fail_answered, 0, __ATOMIC_RELEASE);
    secexec_options o = options();
    o.record = append_line;
    o.record_user_data = &trace;
    secexec_result *r = secexec_evaluate(PROGRAM, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message);
    cr_assert_str_eq(r->value_json, "{\"a\":{\"echo\":{\"id\":1},\"n\":8},\"s\":{\"slow\":true},\"total\":9}");
    secexec_result_free(r);
    cr_assert_not_null(trace.data);
    return trace;
}

static int replay(const text *trace, text *said) { return secexec_replay(trace->data, trace->len, NULL, append, said); }

Test(replay, round_trip_with_host_calls) {
    text trace = record(), said = {0};
    cr_assert_not_null(strstr(trace.data, "\"event\":\"host_call\",\"call\":1,\"fn\":\"orders.slow\""));
    cr_assert_not_null(strstr(trace.data, "\"verdict\":\"denied: orders.get: input.id: expected integer"), "%s",
                       trace.data);
    cr_assert_not_null(strstr(trace.data, "\"status\":\"error\",\"text\":\"no such order\""));
    cr_assert_not_null(strstr(trace.data, "\"heapHash\":\""));
    /* the slow answer came last although its call was first */
    cr_assert_gt(strstr(trace.data, "{\\\"slow\\\":true}") - trace.data,
                 strstr(trace.data, "no such order") - trace.data);
    int status = replay(&trace, &said);
    cr_assert_eq(status, 0, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "replay: identical"), "%s", said.data);
    /* the same program recorded twice gives the same trace */
    text again = record();
    cr_assert_str_eq(again.data, trace.data);
    free(again.data);
    free(trace.data);
    free(said.data);
}

Test(replay, edited_and_truncated_traces_are_detected) {
    text trace = record(), said = {0};
    /* one character changed in the middle */
    char *at = strstr(trace.data, "\"id\\\":1");
    cr_assert_not_null(at);
    at[6] = '2';
    cr_assert_eq(replay(&trace, &said), 2);
    cr_assert_not_null(strstr(said.data, "hash chain is broken"), "%s", said.data);
    at[6] = '1';
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    /* the last line cut off */
    free(said.data), said = (text){0};
    trace.data[trace.len - 1] = 0;
    char *last = strrchr(trace.data, '\n');
    text cut = {trace.data, (size_t)(last - trace.data) + 1};
    cr_assert_eq(replay(&cut, &said), 2);
    cr_assert_not_null(strstr(said.data, "cut short"), "%s", said.data);
    /* a line dropped in the middle */
    free(said.data), said = (text){0};
    trace.data[trace.len - 1] = '\n';
    char *second = strchr(trace.data, '\n') + 1, *third = strchr(second, '\n') + 1;
    memmove(second, third, strlen(third) + 1);
    text dropped = {trace.data, strlen(trace.data)};
    cr_assert_eq(replay(&dropped, &said), 2);
    cr_assert_not_null(strstr(said.data, "line 2: the hash chain is broken"), "%s", said.data);
    free(trace.data);
    free(said.data);
    cr_assert_eq(secexec_replay("not a trace\n", 12, NULL, NULL, NULL), 2);
    cr_assert_eq(secexec_replay("", 0, NULL, NULL, NULL), 2);
}

/* Recompute every line's chain hash (an edit a forger could make). */
static void rechain(text *t) {
    uint64_t chain = 0;
    for (char *line = t->data; *line;) {
        char *nl = strchr(line, '\n');
        size_t body = (size_t)(nl - line) - 24;
        line[body] = '}';
        chain = XXH64(line, body + 1, chain);
        char h[32];
        snprintf(h, sizeof h, ",\"h\":\"%016llx\"}", (unsigned long long)chain);
        memcpy(line + body, h, 24);
        line = nl + 1;
    }
}

Test(replay, a_changed_host_answer_diverges_at_the_line_that_uses_it) {
    text trace = record(), said = {0};
    char *at = strstr(trace.data, "\"text\":\"{\\\"echo\\\":{\\\"id\\\":1},\\\"n\\\":8}\"");
    cr_assert_not_null(at, "%s", trace.data);
    char *n = strstr(at, "\\\"n\\\":8");
    n[6] = '7'; /* the host now answered n: 7 */
    rechain(&trace);
    cr_assert_eq(replay(&trace, &said), 1, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "replay: diverged at event"), "%s", said.data);
    cr_assert_not_null(strstr(said.data, ": output at instruction "), "%s", said.data);
    cr_assert_not_null(strstr(said.data, "main.ts:3:9 in <main>"), "%s", said.data);
    free(trace.data);
    free(said.data);
}

Test(replay, audit_lines_name_position_count_and_verdict) {
    text audit = {0};
    secexec_options o = options();
    o.audit = append_line;
    o.audit_user_data = &audit;
    secexec_result *r = secexec_evaluate(PROGRAM, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    secexec_result_free(r);
    cr_assert_not_null(strstr(audit.data, "{\"event\":\"host_call\",\"call\":2,\"fn\":\"orders.get\",\"input\":"
                                          "\"{\\\"id\\\":1}\",\"verdict\":\"allowed\",\"instructions\":"),
                       "%s", audit.data);
    cr_assert_not_null(strstr(audit.data, "\"function\":\"<main>\",\"line\":2,\"column\":"), "%s", audit.data);
    cr_assert_not_null(strstr(audit.data, "\"verdict\":\"denied: orders.get: input.id: expected integer, got string\""
                                          ",\"instructions\":"),
                       "%s", audit.data);
    cr_assert_not_null(strstr(audit.data, "\"line\":4,"), "%s", audit.data);
    cr_assert_not_null(strstr(audit.data, "\"event\":\"host_answer\",\"call\":3,\"status\":\"error\""), "%s",
                       audit.data);
    cr_assert_null(strstr(audit.data, "\"h\":"), "audit lines are not chained");
    free(audit.data);
}

Test(replay, limits_and_failures_replay_too) {
    const char *programs[] = {
        "let s = ''; for (let i = 0; i < 1e9; i++) s += i;", /* instruction budget */
        "const a = []; for (;;) a.push(new Array(1000));",   /* memory limit */
        "function f(): number { return f() } f()",           /* stack overflow (caught? no: uncaught) */
        "throw new TypeError('bad ' + Math.random())",       /* uncaught */
        "let x = ;",                                         /* syntax error */
    };
    for (size_t i = 0; i < sizeof programs / sizeof *programs; i++) {
        text trace = {0}, said = {0};
        secexec_options o;
        secexec_options_init(&o);
        o.max_instructions = 200000;
        o.max_memory_bytes = 8u << 20;
        o.record = append_line;
        o.record_user_data = &trace;
        secexec_result_free(secexec_execute(programs[i], &o));
        cr_assert_eq(replay(&trace, &said), 0, "%s: %s", programs[i], said.data);
        free(trace.data);
        free(said.data);
    }
}

/* fuzz_replay found it: numbers of a (re-chained) trace outside what the options hold were
 * converted with undefined behaviour; now they are clamped and the replay just diverges. */
Test(replay, absurd_numbers_in_a_trace) {
    text trace = record(), said = {0};
    char *at = strstr(trace.data, "\"maxInstructions\":100000000");
    cr_assert_not_null(at);
    memcpy(at, "\"maxInstructions\":1.000e+74", 27); /* the same length */
    char *clock = strstr(trace.data, "\"clockMs\":1704067200000");
    cr_assert_not_null(clock);
    memcpy(clock, "\"clockMs\":-1.00000e+300", 23);
    rechain(&trace);
    cr_assert_eq(replay(&trace, &said), 1, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "diverged at event 1 of"), "%s", said.data);
    free(trace.data);
    free(said.data);
}

/* A persistent VM records its whole session (every call, one chain); the replay runs the calls
 * again in one VM, host calls answered from the trace. */
Test(replay, persistent_vm_sessions) {
    text trace = {0}, said = {0};
    secexec_options o = options();
    o.record = append_line;
    o.record_user_data = &trace;
    secexec_vm *v = secexec_vm_new(&o);
    cr_assert_not_null(v);
    const char *calls[] = {
        "let total = 0; async function add(id: number) { total += (await orders.get({ id })).n; }",
        "await add(1); await add(22); console.log(total, Math.random())",
        "let total = 1", /* fails: TS2451, recorded too */
        "total + inputs.k.length",
    };
    for (size_t i = 0; i < 4; i++)
        secexec_result_free(i == 3 ? secexec_vm_evaluate(v, calls[i]) : secexec_vm_execute(v, calls[i]));
    secexec_vm_free(v);
    cr_assert_not_null(strstr(trace.data, "\"session\":true"));
    cr_assert_not_null(strstr(trace.data, "\"value\":\"19\""), "%s", trace.data); /* 8 + 9 + 2 */
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "identical"), "%s", said.data);
    /* the chain runs across the calls: dropping the second call's lines is detected */
    free(said.data), said = (text){0};
    char *second = strstr(trace.data, "\n{\"event\":\"start\"") + 1;
    char *third = strstr(second + 1, "\n{\"event\":\"start\"") + 1;
    memmove(second, third, strlen(third) + 1);
    text dropped = {trace.data, strlen(trace.data)};
    cr_assert_eq(replay(&dropped, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "hash chain is broken"), "%s", said.data);
    free(trace.data);
    free(said.data);
}

/* Runs the wall clock or a cancel stopped replay to the same instruction with the same outcome. */
static secexec_host_call *kept;
static void never(void *ud, const char *c, const char *f, const char *input, secexec_host_call *call) {
    (void)ud, (void)c, (void)f, (void)input;
    kept = call; /* answered after the run (a handle must be answered once) */
}

static void *cancel_soon(void *arg) {
    usleep(50000);
    secexec_cancel_trigger(arg);
    return NULL;
}

Test(replay, timeouts_and_cancels_replay_to_the_same_instruction) {
    const secexec_host_function fns[] = {{.name = "never", .handler = never}};
    const secexec_host_collection host = {.name = "svc", .functions = fns, .function_count = 1};
    for (int kind = 0; kind < 3; kind++) {
        text trace = {0}, said = {0};
        secexec_options o;
        secexec_options_init(&o);
        o.record = append_line;
        o.record_user_data = &trace;
        o.host_collections = &host;
        o.host_collection_count = 1;
        o.max_instructions = 1000000000000;
        secexec_cancel *cancel = secexec_cancel_new();
        pthread_t t;
        const char *src = "let i = 0; while (true) i++;";
        if (kind == 0) o.timeout_ms = 60; /* stopped at a clock check of the interpreter */
        if (kind == 1) o.timeout_ms = 60, src = "console.log('waiting'); await svc.never(1);"; /* while waiting */
        if (kind == 2) o.cancel = cancel, pthread_create(&t, NULL, cancel_soon, cancel);
        secexec_result *r = secexec_execute(src, &o);
        if (kind == 2) pthread_join(t, NULL);
        cr_assert_eq(r->outcome, kind == 2 ? SECEXEC_CANCELLED : SECEXEC_TIMED_OUT, "kind %d", kind);
        secexec_result_free(r);
        if (kept) secexec_host_call_resolve(kept, "1"), kept = NULL;
        cr_assert_eq(replay(&trace, &said), 0, "kind %d: %s", kind, said.data);
        cr_assert_not_null(strstr(said.data, kind == 2 ? "outcome cancelled" : "outcome timed_out"), "%s", said.data);
        secexec_cancel_free(cancel);
        free(trace.data);
        free(said.data);
    }
}

Test(replay, a_session_call_stopped_by_the_clock) {
    text trace = {0}, said = {0};
    secexec_options o;
    secexec_options_init(&o);
    o.record = append_line;
    o.record_user_data = &trace;
    o.timeout_ms = 50;
    o.max_instructions = 1000000000000;
    secexec_vm *v = secexec_vm_new(&o);
    secexec_result_free(secexec_vm_execute(v, "let x = 1; for (let i = 0; i < 100000; i++) x += i % 3;"));
    secexec_result *r = secexec_vm_execute(v, "while (true) x++;");
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT);
    secexec_result_free(r);
    secexec_result_free(secexec_vm_evaluate(v, "x > 100000"));
    secexec_vm_free(v);
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    free(trace.data);
    free(said.data);
}

/* A session ends with its close event (written when the VM is freed, counting the calls): a
 * trace cut between two calls, at a line boundary, no longer looks complete. */
Test(replay, a_session_cut_between_calls_is_detected) {
    text trace = {0}, said = {0};
    secexec_options o = options();
    o.record = append_line;
    o.record_user_data = &trace;
    secexec_vm *v = secexec_vm_new(&o);
    cr_assert_not_null(v);
    secexec_result_free(secexec_vm_execute(v, "let n = (await orders.get({ id: 3 })).n"));
    secexec_result_free(secexec_vm_evaluate(v, "n * 2"));
    secexec_vm_free(v);
    char *close = strstr(trace.data, "{\"event\":\"close\",\"calls\":2,");
    cr_assert_not_null(close, "%s", trace.data);
    cr_assert_eq(close + strlen(close), trace.data + trace.len);
    cr_assert_eq(strchr(close, '\n'), trace.data + trace.len - 1, "the close event is the last line");
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "identical"), "%s", said.data);
    /* cut after the first call's end event: every remaining line is intact, yet it is refused */
    char *second = strstr(trace.data, "\n{\"event\":\"start\"") + 1;
    text cut = {strndup(trace.data, (size_t)(second - trace.data)), (size_t)(second - trace.data)};
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&cut, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "no close event: it was cut short after call 1"), "%s", said.data);
    /* cut just before the close event */
    cut.len = (size_t)(close - trace.data);
    free(cut.data);
    cut.data = strndup(trace.data, cut.len);
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&cut, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "cut short after call 2"), "%s", said.data);
    /* a close event whose count disagrees (chain recomputed, as an editor would) */
    free(cut.data);
    cut.data = strdup(trace.data);
    cut.len = trace.len;
    memcpy(strstr(cut.data, "\"calls\":2") + 8, "3", 1);
    rechain(&cut);
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&cut, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "counts 3 calls but the trace holds 2"), "%s", said.data);
    /* nothing may follow the close event */
    free(cut.data);
    cut.len = trace.len + (size_t)(close - trace.data) + 0;
    cut.data = malloc(cut.len + 1);
    memcpy(cut.data, trace.data, trace.len);
    memcpy(cut.data + trace.len, trace.data, (size_t)(close - trace.data));
    cut.data[cut.len] = 0;
    rechain(&cut);
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&cut, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "after the session's close event"), "%s", said.data);
    free(cut.data);
    free(trace.data);
    free(said.data);
}

/* A source (and output) holding NUL bytes: recorded as the pieces between them, replayed whole.
 * A NUL byte inside a literal or a comment is accepted (as by tsc and node); elsewhere the front
 * end refuses it (TS1127), and that failure replays too. */
static void nul_round_trip(const char *src, size_t len, const char *outcome, const char *piece) {
    text trace = {0}, said = {0};
    secexec_options o = options();
    o.record = append_line;
    o.record_user_data = &trace;
    secexec_result *r = secexec_evaluate_n(src, len, &o);
    cr_assert_not_null(r);
    cr_assert_str_eq(r->outcome_str, outcome, "%s", r->error.message ? r->error.message : "");
    secexec_result_free(r);
    cr_assert_not_null(strstr(trace.data, piece), "%s", trace.data);
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "identical"), "%s", said.data);
    /* the pieces are hashed joined: an edited piece (chain recomputed) fails the source hash */
    char *b = strstr(trace.data, "\"source\":[\"") + 11; /* the first piece's first letter */
    *b = *b == 'Z' ? 'Y' : 'Z';
    rechain(&trace);
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&trace, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "does not match its sourceHash"), "%s", said.data);
    free(trace.data);
    free(said.data);
}

Test(replay, sources_and_output_with_nul_bytes) {
    static const char SRC[] = "const s = 'a\0b';\ns.length";
    nul_round_trip(SRC, sizeof SRC - 1, "succeeded", "\"source\":[\"const s = 'a\",\"b';\\ns.length\"]");
    static const char OUT[] = "console.log('a\\0b' + '\\0'); 'x\\0'.length // \0\0 z";
    nul_round_trip(OUT, sizeof OUT - 1, "succeeded", "\"source\":[\"console.log(");
    static const char BAD[] = "const x = 1 +\0 2;";
    nul_round_trip(BAD, sizeof BAD - 1, "failed", "\"source\":[\"const x = 1 +\",\" 2;\"]");
    /* output: the same escapes in a source without NUL bytes */
    text trace = {0}, said = {0};
    secexec_options o = options();
    o.record = append_line;
    o.record_user_data = &trace;
    secexec_result *r = secexec_evaluate("console.log('a\\0b' + '\\0'); 'x\\0'.length", &o);
    cr_assert_str_eq(r->outcome_str, "succeeded");
    cr_assert_str_eq(r->value_json, "2");
    cr_assert_eq(r->stdout_len, 5); /* a NUL b NUL \n */
    secexec_result_free(r);
    cr_assert_not_null(strstr(trace.data, "\"text\":[\"a\",\"b\",\"\\n\"]"), "%s", trace.data);
    cr_assert_not_null(strstr(trace.data, "\"value\":\"2\""), "%s", trace.data);
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    free(trace.data);
    free(said.data);
}
