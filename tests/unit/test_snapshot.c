/* test_snapshot.c - Criterion tests of suspend and resume: host calls, budgets, forks, determinism, bad snapshots. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "api/snapshot.h"
#include "secexec.h"

TestSuite(snapshot, .timeout = 120);

/* ----------------------------------------------------------------------------------------- */
/* Host functions: tools.ask answers {"q": n} with n * 10 (at once), or suspends              */
/* ----------------------------------------------------------------------------------------- */

static int answer_of(const char *input) {
    cJSON *in = cJSON_Parse(input);
    const cJSON *q = cJSON_GetObjectItem(in, "q");
    int v = cJSON_IsNumber(q) ? q->valueint * 10 : -1;
    cJSON_Delete(in);
    return v;
}

static void ask_now(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn;
    char text[32];
    snprintf(text, sizeof text, "%d", answer_of(input));
    secexec_host_call_resolve(call, text);
}

/* A handler that answers "suspend" (a function not declared suspending). */
static void ask_later(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn, (void)input;
    secexec_host_call_suspend(call);
}

typedef struct tools {
    secexec_host_function fn;
    secexec_host_collection coll;
} tools;

/* mode 0: answers at once; 1: declared suspending; 2: the handler answers "suspend" */
static void tools_init(tools *t, int mode) {
    memset(t, 0, sizeof *t);
    t->fn.name = "ask";
    t->fn.handler = mode == 2 ? ask_later : ask_now;
    t->fn.suspend = mode == 1;
    t->coll = (secexec_host_collection){"tools", NULL, &t->fn, 1};
}

static void opts_init(secexec_options *o, tools *t) {
    secexec_options_init(o);
    o->host_collections = &t->coll;
    o->host_collection_count = 1;
}

/* Answer every pending call of r the way ask_now would. */
static secexec_result *resume_all(const secexec_result *r, const secexec_options *o) {
    cJSON *pending = cJSON_Parse(r->pending_json);
    int n = cJSON_GetArraySize(pending);
    secexec_answer *answers = calloc((size_t)n + 1, sizeof *answers);
    char(*texts)[32] = calloc((size_t)n + 1, 32);
    for (int i = 0; i < n; i++) {
        const cJSON *c = cJSON_GetArrayItem(pending, i);
        char *input = cJSON_PrintUnformatted(cJSON_GetObjectItem(c, "input"));
        snprintf(texts[i], 32, "%d", answer_of(input));
        free(input);
        answers[i].id = (uint64_t)cJSON_GetObjectItem(c, "id")->valuedouble;
        answers[i].result_json = texts[i];
    }
    secexec_result *next = secexec_resume(r->snapshot, r->snapshot_len, answers, (size_t)n, o);
    free(answers);
    free(texts);
    cJSON_Delete(pending);
    return next;
}

/* Run src to the end, resuming every suspension; the output of all parts, and the last result. */
static secexec_result *run_through(const char *src, secexec_options *o, bool evaluate, char *out, size_t outsize,
                                   int *suspensions) {
    secexec_result *r = evaluate ? secexec_evaluate(src, o) : secexec_execute(src, o);
    out[0] = 0;
    *suspensions = 0;
    for (;;) {
        cr_assert_not_null(r);
        strncat(out, r->stdout_text, outsize - strlen(out) - 1);
        if (r->outcome != SECEXEC_SUSPENDED) return r;
        (*suspensions)++;
        cr_assert_lt(*suspensions, 100);
        secexec_result *next = resume_all(r, o);
        secexec_result_free(r);
        r = next;
    }
}

/* Run src to the end twice: the host answering every call at once, then answering by `mode`
 * (tools_init's: 1 suspends the run at each call, 2 answers some and suspends for the rest).
 * Both runs succeed with the same output (the first's is left in out) and the same instruction
 * count; returns how many times the second run was suspended. */
static int same_run_when_suspended(const char *src, int mode, char *out, size_t outsize) {
    tools now, other;
    tools_init(&now, 0);
    tools_init(&other, mode);
    secexec_options o1, o2;
    opts_init(&o1, &now);
    opts_init(&o2, &other);
    char *parts = malloc(outsize);
    cr_assert_not_null(parts);
    int n1, n2;
    secexec_result *a = run_through(src, &o1, false, out, outsize, &n1);
    secexec_result *b = run_through(src, &o2, false, parts, outsize, &n2);
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED, "%s", a->error.message);
    cr_assert_eq(b->outcome, SECEXEC_SUCCEEDED, "%s", b->error.message);
    cr_assert_eq(n1, 0);
    cr_assert_str_eq(parts, out);
    cr_assert_eq(b->instructions, a->instructions);
    free(parts);
    secexec_result_free(a);
    secexec_result_free(b);
    return n2;
}

static const char *NESTED = "async function inner(n: number): Promise<number> {\n"
                            "  const a = await tools.ask({ q: n });\n"
                            "  return a + 1;\n"
                            "}\n"
                            "async function outer(): Promise<number> {\n"
                            "  let total = 0;\n"
                            "  for (let i = 1; i <= 2; i++) total += await inner(i);\n"
                            "  console.log('sequential', total);\n"
                            "  const all = await Promise.all([inner(3), tools.ask({ q: 4 }), inner(5)]);\n"
                            "  console.log('all', all.join(','));\n"
                            "  return total + all[0] + all[1] + all[2];\n"
                            "}\n"
                            "const seen: string[] = [];\n"
                            "const result = await outer();\n"
                            "console.log('result', result, Math.random() < 2, Date.now());\n";

Test(snapshot, nested_async_and_promise_all_match_an_uninterrupted_run) {
    char base[4096];
    int n = same_run_when_suspended(NESTED, 1, base, sizeof base);
    cr_assert_eq(n, 3, "suspended %d times", n); /* inner(1), inner(2), then the Promise.all batch */
}

Test(snapshot, a_handler_can_answer_suspend) {
    char base[4096];
    cr_assert_eq(same_run_when_suspended(NESTED, 2, base, sizeof base), 3);
}

Test(snapshot, pending_calls_are_listed_with_their_inputs) {
    tools sus;
    tools_init(&sus, 1);
    secexec_options o;
    opts_init(&o, &sus);
    secexec_result *r = secexec_execute("await Promise.all([tools.ask({ q: 7 }), tools.ask({ q: 8 })]);", &o);
    cr_assert_eq(r->outcome, SECEXEC_SUSPENDED);
    cr_assert_str_eq(r->outcome_str, "suspended");
    cr_assert_str_eq(r->suspend_reason, "host_call");
    cr_assert_str_eq(r->pending_json, "[{\"id\":1,\"collection\":\"tools\",\"function\":\"ask\",\"input\":{\"q\":7}},"
                                      "{\"id\":2,\"collection\":\"tools\",\"function\":\"ask\",\"input\":{\"q\":8}}]");
    char *json = secexec_result_to_json(r);
    cr_assert(strstr(json, "\"outcome\":\"suspended\"") && strstr(json, "\"reason\":\"host_call\"") &&
              strstr(json, "\"snapshot\":\"U0VDRVhTTlA") && strstr(json, "\"pending\":[{\"id\":1,"));
    free(json);
    /* answering one of two: the run suspends again with the other still pending */
    secexec_answer one = {.id = 2, .result_json = "80"};
    secexec_result *r2 = secexec_resume(r->snapshot, r->snapshot_len, &one, 1, &o);
    cr_assert_eq(r2->outcome, SECEXEC_SUSPENDED);
    cr_assert_str_eq(r2->pending_json,
                     "[{\"id\":1,\"collection\":\"tools\",\"function\":\"ask\",\"input\":{\"q\":7}}]");
    /* an id that is not pending is the host's mistake */
    secexec_answer wrong = {.id = 9, .result_json = "1"};
    secexec_result *r3 = secexec_resume(r->snapshot, r->snapshot_len, &wrong, 1, &o);
    cr_assert_eq(r3->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(r3->error.code_str, "invalid_input");
    cr_assert_str_eq(r3->error.message, "resume: no pending host call has id 9");
    secexec_result_free(r);
    secexec_result_free(r2);
    secexec_result_free(r3);
}

Test(snapshot, an_error_answer_rejects_the_guest_promise) {
    tools sus;
    tools_init(&sus, 1);
    secexec_options o;
    opts_init(&o, &sus);
    secexec_result *r = secexec_execute("try { await tools.ask({ q: 1 }); } catch (e) { console.log('caught', "
                                        "(e as Error).message); }",
                                        &o);
    cr_assert_eq(r->outcome, SECEXEC_SUSPENDED);
    secexec_answer a = {.id = 1, .error = "the approver said no"};
    secexec_result *r2 = secexec_resume(r->snapshot, r->snapshot_len, &a, 1, &o);
    cr_assert_eq(r2->outcome, SECEXEC_SUCCEEDED, "%s", r2->error.message);
    cr_assert_str_eq(r2->stdout_text, "caught the approver said no\n");
    secexec_result_free(r);
    secexec_result_free(r2);
}

/* ----------------------------------------------------------------------------------------- */
/* Budgets                                                                                    */
/* ----------------------------------------------------------------------------------------- */

static const char *WORK =
    "let s = 0;\n"
    "function f(n: number): number { let t = 0; for (let i = 0; i < n; i++) t += i % 7; return t; }\n"
    "for (let k = 0; k < 30; k++) { s += f(1000); if (k % 10 == 0) console.log(k, s); }\n"
    "const arr = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];\n"
    "arr.forEach((x) => { for (let i = 0; i < 2000; i++) s += x; });\n"
    "class Box { constructor(public v: number) {} get twice() { return this.v * 2; } }\n"
    "const boxes = [new Box(1), new Box(2)];\n"
    "async function g() {\n"
    "  for (let i = 0; i < 3; i++) {\n"
    "    try { await null; if (i == 1) throw new Error('odd ' + i); s += f(3000); }\n"
    "    catch (e) { console.log('caught', (e as Error).message); }\n"
    "    console.log('g', i, s, boxes[i % 2].twice);\n"
    "  }\n"
    "  return s;\n"
    "}\n"
    "function* gen() { let i = 0; while (i < 3) { yield f(500) + i++; } }\n"
    "for (const v of gen()) s += v;\n"
    "const t = await g();\n"
    "setTimeout(() => { s += f(5000); console.log('timer', s); }, 10);\n"
    "Promise.resolve(1).then((v) => { s += f(2000) + v; console.log('then', s); });\n"
    "console.log('end', t, Math.random(), Date.now(), JSON.stringify({ s, b: boxes }));\n";

/* Run WORK with budget steps of `step`, resuming each suspension with `step` more. */
static secexec_result *run_in_steps(uint64_t step, char *out, size_t outsize, int *suspensions) {
    secexec_options o;
    secexec_options_init(&o);
    o.suspend_on_budget = true;
    o.max_instructions = step;
    secexec_result *r = secexec_execute(WORK, &o);
    out[0] = 0;
    *suspensions = 0;
    while (r->outcome == SECEXEC_SUSPENDED) {
        cr_assert_str_eq(r->suspend_reason, "budget");
        cr_assert_str_eq(r->pending_json, "[]");
        cr_assert_geq(r->instructions, o.max_instructions);
        strncat(out, r->stdout_text, outsize - strlen(out) - 1);
        (*suspensions)++;
        o.max_instructions += step;
        secexec_result *next = secexec_resume(r->snapshot, r->snapshot_len, NULL, 0, &o);
        secexec_result_free(r);
        r = next;
    }
    strncat(out, r->stdout_text, outsize - strlen(out) - 1);
    return r;
}

Test(snapshot, budget_suspensions_resume_exactly_where_they_stopped) {
    secexec_options o;
    secexec_options_init(&o);
    secexec_result *whole = secexec_execute(WORK, &o);
    cr_assert_eq(whole->outcome, SECEXEC_SUCCEEDED, "%s", whole->error.message);
    cr_assert(strstr(whole->stdout_text, "timer"));
    uint64_t steps[] = {1009, 20000, 123457};
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        char out[8192];
        int n;
        secexec_result *r = run_in_steps(steps[i], out, sizeof out, &n);
        cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "step %llu: %s", (unsigned long long)steps[i], r->error.message);
        cr_assert_gt(n, 1);
        cr_assert_str_eq(out, whole->stdout_text, "step %llu", (unsigned long long)steps[i]);
        cr_assert_eq(r->instructions, whole->instructions, "step %llu", (unsigned long long)steps[i]);
        secexec_result_free(r);
    }
    secexec_result_free(whole);
}

Test(snapshot, the_budget_carries_over) {
    secexec_options o;
    secexec_options_init(&o);
    o.suspend_on_budget = true;
    o.max_instructions = 50000;
    secexec_result *r = secexec_execute(WORK, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUSPENDED);
    cr_assert_eq(r->instructions, 50000);
    /* the same budget again: nothing left, it suspends at once with the count unchanged */
    secexec_result *same = secexec_resume(r->snapshot, r->snapshot_len, NULL, 0, &o);
    cr_assert_eq(same->outcome, SECEXEC_SUSPENDED);
    cr_assert_eq(same->instructions, 50000);
    /* without suspend_on_budget, the exhausted budget ends the run as usual */
    o.suspend_on_budget = false;
    o.max_instructions = 60000;
    secexec_result *end = secexec_resume(r->snapshot, r->snapshot_len, NULL, 0, &o);
    cr_assert_eq(end->outcome, SECEXEC_TIMED_OUT);
    cr_assert_str_eq(end->error.code_str, "instruction_limit");
    cr_assert_eq(end->instructions, 60000);
    /* memory: the peak before the suspension counts, and the heap must fit the new limit */
    cr_assert_geq(end->memory_peak_bytes, r->memory_peak_bytes);
    o.max_memory_bytes = 40000;
    secexec_result *small = secexec_resume(r->snapshot, r->snapshot_len, NULL, 0, &o);
    cr_assert_eq(small->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(small->error.code_str, "memory_limit", "%s", small->error.message);
    secexec_result_free(r);
    secexec_result_free(same);
    secexec_result_free(end);
    secexec_result_free(small);
}

/* ----------------------------------------------------------------------------------------- */
/* Forks and determinism                                                                     */
/* ----------------------------------------------------------------------------------------- */

static const char *APPROVE = "const n = inputs.n;\n"
                             "const verdict = await tools.ask({ q: n });\n"
                             "const big = [];\n"
                             "for (let i = 0; i < 100; i++) big.push({ i, v: verdict * i });\n"
                             "console.log('verdict', verdict, big[99].v, Math.random());\n"
                             "verdict + n;\n";

Test(snapshot, one_snapshot_forks_into_independent_runs) {
    tools sus;
    tools_init(&sus, 1);
    secexec_options o;
    opts_init(&o, &sus);
    o.inputs_json = "{\"n\":3}";
    o.random_seed = 42;
    secexec_result *r = secexec_evaluate(APPROVE, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUSPENDED);
    secexec_answer yes = {.id = 1, .result_json = "100"}, no = {.id = 1, .result_json = "-1"};
    secexec_result *a = secexec_resume(r->snapshot, r->snapshot_len, &yes, 1, &o);
    secexec_result *b = secexec_resume(r->snapshot, r->snapshot_len, &no, 1, &o);
    secexec_result *a2 = secexec_resume(r->snapshot, r->snapshot_len, &yes, 1, &o);
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED, "%s", a->error.message);
    cr_assert_eq(b->outcome, SECEXEC_SUCCEEDED, "%s", b->error.message);
    cr_assert_str_eq(a->value_json, "103");
    cr_assert_str_eq(b->value_json, "2");
    cr_assert(strncmp(a->stdout_text, "verdict 100 9900 0.", 19) == 0, "%s", a->stdout_text);
    cr_assert(strncmp(b->stdout_text, "verdict -1 -99 0.", 17) == 0, "%s", b->stdout_text);
    /* the same answers: bit-identical results */
    cr_assert_str_eq(a2->stdout_text, a->stdout_text);
    cr_assert_eq(a2->instructions, a->instructions);
    /* and the same as a run whose host answered at once */
    tools now;
    tools_init(&now, 0);
    secexec_options o2 = o;
    o2.host_collections = &now.coll;
    o2.inputs_json = "{\"n\":10}"; /* ask_now answers q * 10 = 100 */
    secexec_result *whole = secexec_evaluate(APPROVE, &o2);
    o.inputs_json = "{\"n\":10}";
    secexec_result *r10 = secexec_evaluate(APPROVE, &o);
    secexec_result *a10 = secexec_resume(r10->snapshot, r10->snapshot_len, &yes, 1, &o);
    cr_assert_str_eq(a10->stdout_text, whole->stdout_text);
    cr_assert_str_eq(a10->value_json, whole->value_json);
    cr_assert_eq(a10->instructions, whole->instructions);
    secexec_result_free(r);
    secexec_result_free(a);
    secexec_result_free(b);
    secexec_result_free(a2);
    secexec_result_free(whole);
    secexec_result_free(r10);
    secexec_result_free(a10);
}

Test(snapshot, the_same_state_gives_the_same_bytes) {
    tools sus;
    tools_init(&sus, 1);
    secexec_options o;
    opts_init(&o, &sus);
    o.inputs_json = "{\"n\":3}";
    secexec_result *r1 = secexec_evaluate(APPROVE, &o);
    secexec_result *r2 = secexec_evaluate(APPROVE, &o);
    cr_assert_eq(r1->snapshot_len, r2->snapshot_len);
    cr_assert(memcmp(r1->snapshot, r2->snapshot, r1->snapshot_len) == 0);
    /* the image is not inside: a small program's snapshot is a few kilobytes */
    cr_assert_lt(r1->snapshot_len, 8192, "%zu bytes", r1->snapshot_len);
    secexec_result_free(r1);
    secexec_result_free(r2);
}

/* ----------------------------------------------------------------------------------------- */
/* Bad snapshots                                                                              */
/* ----------------------------------------------------------------------------------------- */

static secexec_result *suspended_approve(secexec_options *o, tools *sus) {
    tools_init(sus, 1);
    opts_init(o, sus);
    o->inputs_json = "{\"n\":3}";
    secexec_result *r = secexec_evaluate(APPROVE, o);
    cr_assert_eq(r->outcome, SECEXEC_SUSPENDED);
    return r;
}

Test(snapshot, truncated_snapshots_are_refused) {
    tools sus;
    secexec_options o;
    secexec_result *r = suspended_approve(&o, &sus);
    secexec_answer yes = {.id = 1, .result_json = "1"};
    for (size_t len = 0; len < r->snapshot_len; len += (len < 64 ? 1 : 97)) {
        secexec_result *x = secexec_resume(r->snapshot, len, &yes, 1, &o);
        cr_assert_eq(x->outcome, SECEXEC_FAILED);
        cr_assert_str_eq(x->error.code_str, "snapshot_invalid", "%zu: %s", len, x->error.message);
        secexec_result_free(x);
    }
    secexec_result_free(r);
}

static void put_le64(unsigned char *p, uint64_t v) {
    for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (8 * i));
}

/* Flip one byte of the payload and fix the checksum: what the loader itself must refuse (or
 * run: a flipped number may be a valid state), never crash on. */
Test(snapshot, corrupted_payloads_are_errors_not_crashes) {
    tools sus;
    secexec_options o;
    secexec_result *r = suspended_approve(&o, &sus);
    secexec_answer yes = {.id = 1, .result_json = "1"};
    size_t n = r->snapshot_len, payload_end = n - 8;
    unsigned char *copy = malloc(n);
    int refused = 0, ran = 0;
    for (size_t at = 29; at < payload_end; at++) {
        for (int bit = 0; bit < 8; bit += 3) {
            memcpy(copy, r->snapshot, n);
            copy[at] ^= (unsigned char)(1u << bit);
            secexec_result *x = secexec_resume(copy, n, &yes, 1, &o);
            cr_assert_str_eq(x->error.code_str, "snapshot_invalid", "%s", x->error.message); /* checksum */
            secexec_result_free(x);
            put_le64(copy + payload_end, XXH3_64bits(copy, payload_end));
            x = secexec_resume(copy, n, &yes, 1, &o);
            if (x->outcome == SECEXEC_FAILED && strcmp(x->error.code_str, "snapshot_invalid") == 0) refused++;
            else ran++;
            secexec_result_free(x);
        }
    }
    cr_assert_gt(refused, 0);
    free(copy);
    secexec_result_free(r);
}

Test(snapshot, other_versions_and_builds_are_refused) {
    tools sus;
    secexec_options o;
    secexec_result *r = suspended_approve(&o, &sus);
    size_t n = r->snapshot_len;
    unsigned char *copy = malloc(n);
    memcpy(copy, r->snapshot, n);
    copy[8] = 2; /* format version */
    secexec_result *x = secexec_resume(copy, n, NULL, 0, &o);
    cr_assert_str_eq(x->error.code_str, "snapshot_invalid");
    cr_assert_str_eq(x->error.message, "snapshot format version 2 is not the one this build reads (1)");
    secexec_result_free(x);
    memcpy(copy, r->snapshot, n);
    copy[12] ^= 1; /* build hash */
    x = secexec_resume(copy, n, NULL, 0, &o);
    cr_assert_str_eq(x->error.code_str, "snapshot_invalid");
    cr_assert(strstr(x->error.message, "snapshot was made by another build of secexec") == x->error.message, "%s",
              x->error.message);
    secexec_result_free(x);
    x = secexec_resume((const unsigned char *)"hello world, not a snapshot at all", 34, NULL, 0, &o);
    cr_assert_str_eq(x->error.message, "not a secexec snapshot (it does not start with \"SECEXSNP\")");
    secexec_result_free(x);
    free(copy);
    secexec_result_free(r);
}

Test(snapshot, a_keyed_snapshot_needs_its_key_and_detects_tampering) {
    tools sus;
    secexec_options o;
    tools_init(&sus, 1);
    opts_init(&o, &sus);
    o.inputs_json = "{\"n\":3}";
    o.snapshot_key = (const unsigned char *)"server secret";
    o.snapshot_key_len = 13;
    secexec_result *r = secexec_evaluate(APPROVE, &o);
    cr_assert_eq(r->outcome, SECEXEC_SUSPENDED);
    secexec_answer yes = {.id = 1, .result_json = "5"};
    secexec_result *ok = secexec_resume(r->snapshot, r->snapshot_len, &yes, 1, &o);
    cr_assert_eq(ok->outcome, SECEXEC_SUCCEEDED, "%s", ok->error.message);
    cr_assert_str_eq(ok->value_json, "8");
    /* a client changes the state and fixes the checksum: the HMAC gives it away */
    size_t n = r->snapshot_len, sum_at = n - 40;
    unsigned char *copy = malloc(n);
    memcpy(copy, r->snapshot, n);
    copy[sum_at - 5] ^= 4;
    put_le64(copy + sum_at, XXH3_64bits(copy, sum_at));
    secexec_result *forged = secexec_resume(copy, n, &yes, 1, &o);
    cr_assert_str_eq(forged->error.code_str, "snapshot_invalid");
    cr_assert_str_eq(forged->error.message,
                     "snapshot's HMAC does not match the key: it was changed or signed with another key");
    o.snapshot_key = (const unsigned char *)"other secret";
    o.snapshot_key_len = 12;
    secexec_result *other = secexec_resume(r->snapshot, r->snapshot_len, &yes, 1, &o);
    cr_assert_str_eq(other->error.code_str, "snapshot_invalid");
    o.snapshot_key = NULL;
    o.snapshot_key_len = 0;
    secexec_result *nokey = secexec_resume(r->snapshot, r->snapshot_len, &yes, 1, &o);
    cr_assert_str_eq(nokey->error.message, "snapshot is signed: give its snapshot key to resume it");
    free(copy);
    secexec_result_free(r);
    secexec_result_free(ok);
    secexec_result_free(forged);
    secexec_result_free(other);
    secexec_result_free(nokey);
}

Test(snapshot, sha256_and_hmac_match_the_standard_vectors) {
    uint8_t out[32];
    char hex[65];
    sx_sha256((const uint8_t *)"abc", 3, out);
    for (int i = 0; i < 32; i++) sprintf(hex + 2 * i, "%02x", out[i]);
    cr_assert_str_eq(hex, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"); /* FIPS 180-2 B.1 */
    const char *m = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    sx_sha256((const uint8_t *)m, strlen(m), out);
    for (int i = 0; i < 32; i++) sprintf(hex + 2 * i, "%02x", out[i]);
    cr_assert_str_eq(hex, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"); /* B.2 */
    /* RFC 4231 test case 2 */
    sx_hmac_sha256((const uint8_t *)"Jefe", 4, (const uint8_t *)"what do ya want for nothing?", 28, out);
    for (int i = 0; i < 32; i++) sprintf(hex + 2 * i, "%02x", out[i]);
    cr_assert_str_eq(hex, "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    /* RFC 4231 test case 6: a key longer than the block */
    uint8_t key[131];
    memset(key, 0xaa, sizeof key);
    const char *t6 = "Test Using Larger Than Block-Size Key - Hash Key First";
    sx_hmac_sha256(key, sizeof key, (const uint8_t *)t6, strlen(t6), out);
    for (int i = 0; i < 32; i++) sprintf(hex + 2 * i, "%02x", out[i]);
    cr_assert_str_eq(hex, "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
}

Test(snapshot, state_not_covered_yet_is_a_clear_error) {
    tools sus;
    tools_init(&sus, 1);
    secexec_options o;
    opts_init(&o, &sus);
    /* an Intl formatter holds a format function made at run time that snapshots do not name */
    secexec_result *r = secexec_execute(
        "const f = new Intl.NumberFormat('de-DE'); const v = await tools.ask({ q: 1 }); console.log(f.format(v));", &o);
    cr_assert_eq(r->outcome, SECEXEC_FAILED, "%d %s [%s]", r->outcome, r->error.message, r->stdout_text);
    cr_assert_str_eq(r->error.code_str, "snapshot_unsupported");
    cr_assert(strncmp(r->error.message, "The run could not be suspended: snapshot: the run holds ", 56) == 0 &&
                  strstr(r->error.message, "snapshots do not cover yet"),
              "%s", r->error.message);
    secexec_result_free(r);
}

/* Array.fromAsync in flight (its await reactions) crosses a suspension. */
Test(snapshot, array_from_async_matches_an_uninterrupted_run) {
    const char *src = "const all = await Array.fromAsync([tools.ask({ q: 1 }), 2, tools.ask({ q: 3 })],\n"
                      "  async (x: number, i: number) => x * 2 + (await tools.ask({ q: i })));\n"
                      "console.log(JSON.stringify(all));";
    char base[512];
    cr_assert_gt(same_run_when_suspended(src, 1, base, sizeof base), 2);
    cr_assert_str_eq(base, "[20,14,80]\n");
}

/* Async generators (suspended inside one, with requests queued), iterator helpers (map, filter,
 * flatMap, take, drop, Iterator.from) and matchAll iterators half-way cross a suspension. */
static const char *ITERS =
    "async function* numbers(n: number) {\n"
    "  for (let i = 0; i < n; i++) {\n"
    "    const a = await tools.ask({ q: i });\n"
    "    try { yield a + i; } finally { console.log('left', i); }\n"
    "  }\n"
    "}\n"
    "const helper = [1, 2, 3, 4, 5, 6, 7, 8].values().map((x) => x * 2).filter((x) => x % 3 !== 0).drop(1);\n"
    "const flat = ['ab', 'cd', 'ef'].values().flatMap((s) => s.split('')).take(5);\n"
    "const wrapped = Iterator.from({ i: 0, next() { return { value: this.i++, done: this.i > 4 }; } });\n"
    "const re = /(\\w)(\\d)/g;\n"
    "const matches = 'a1 b2 c3 d4 e5'.matchAll(re);\n"
    "console.log('first', matches.next().value![0], helper.next().value, flat.next().value, wrapped.next().value);\n"
    "const seen: number[] = [];\n"
    "for await (const v of numbers(3)) {\n"
    "  seen.push(v);\n"
    "  console.log('got', v, matches.next().value?.[0], helper.next().value, flat.next().value, re.lastIndex);\n"
    "}\n"
    "const gen = numbers(3);\n"
    "const p1 = gen.next(), p2 = gen.next(), p3 = gen.return(42);\n"
    "console.log('queued', JSON.stringify(await Promise.all([p1, p2, p3])));\n"
    "console.log('rest', [...matches].map((m) => m[0]).join(), [...helper].join(), [...flat].join(),\n"
    "  [...wrapped].join(), seen.join(), Math.random() < 1);\n";

Test(snapshot, async_generators_helpers_and_matchall_match_an_uninterrupted_run) {
    char base[4096];
    /* three in the for await, then two for the queued requests (the second asks once the first
     * has yielded) */
    int n = same_run_when_suspended(ITERS, 1, base, sizeof base);
    cr_assert_eq(n, 5, "suspended %d times", n);
    cr_assert(strstr(base, "queued [{\"value\":0,\"done\":false},{\"value\":11,\"done\":false},"
                           "{\"value\":42,\"done\":true}]") != NULL,
              "%s", base);
}

/* The same program suspended at its budget every `step` instructions. */
Test(snapshot, async_generators_helpers_and_matchall_suspend_at_any_budget) {
    tools now;
    tools_init(&now, 0);
    secexec_options o;
    opts_init(&o, &now);
    secexec_result *whole = secexec_execute(ITERS, &o);
    cr_assert_eq(whole->outcome, SECEXEC_SUCCEEDED, "%s", whole->error.message);
    uint64_t steps[] = {37, 211, whole->instructions / 3};
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        cr_assert_gt(whole->instructions, 2 * steps[i]);
        secexec_options s = o;
        s.suspend_on_budget = true;
        s.max_instructions = steps[i];
        secexec_result *r = secexec_execute(ITERS, &s);
        char out[8192] = "";
        int n = 0;
        while (r->outcome == SECEXEC_SUSPENDED) {
            cr_assert_str_eq(r->suspend_reason, "budget");
            strncat(out, r->stdout_text, sizeof out - strlen(out) - 1);
            n++;
            s.max_instructions += steps[i];
            secexec_result *next = secexec_resume(r->snapshot, r->snapshot_len, NULL, 0, &s);
            secexec_result_free(r);
            r = next;
        }
        strncat(out, r->stdout_text, sizeof out - strlen(out) - 1);
        cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "step %llu: %s", (unsigned long long)steps[i], r->error.message);
        cr_assert_gt(n, 1);
        cr_assert_str_eq(out, whole->stdout_text, "step %llu", (unsigned long long)steps[i]);
        cr_assert_eq(r->instructions, whole->instructions, "step %llu", (unsigned long long)steps[i]);
        secexec_result_free(r);
    }
    secexec_result_free(whole);
}

/* Map, Set, WeakMap and RegExp objects, with iterators half-way, cross a suspension. */
Test(snapshot, collections_and_regexps_cross_a_suspension) {
    const char *src = "const m = new Map<string | object, number>([['a', 1], ['b', 2]]);\n"
                      "const key = { k: 1 };\n"
                      "m.set(key, 3); m.delete('a');\n"
                      "const s = new Set([1, 2, 3, 'x']);\n"
                      "const wm = new WeakMap([[key, 'w']]);\n"
                      "const re = /a\\/b(\\d+)\\n?/g;\n"
                      "const it = m.entries(); it.next();\n"
                      "const sit = s.values(); sit.next();\n"
                      "const r1 = re.exec('xa/b12 a/b7');\n"
                      "const q = await tools.ask({ q: 1 });\n"
                      "m.set('c', q);\n"
                      "console.log([...it].map(([k, v]) => (typeof k === 'string' ? k : 'obj') + '=' + v).join(','),\n"
                      "  [...sit].join(','), wm.get(key), m.get(key), re.lastIndex, re.exec('xa/b12 a/b7')?.[1],\n"
                      "  re.source, re.flags, r1?.[1], s.has('x'), m.size);\n";
    char base[4096];
    cr_assert_eq(same_run_when_suspended(src, 1, base, sizeof base), 1);
    cr_assert_str_eq(base, "obj=3,c=10 2,3,x w 3 6 7 a\\/b(\\d+)\\n? g 12 true 3\n");
}

Test(snapshot, big_integers_cross_a_suspension) {
    const char *src = "const big = 2n ** 200n - 1n, neg = -(3n ** 50n), zero = 0n;\n"
                      "const boxed = Object(big);\n"
                      "const m = new Map([[big, 'b']]);\n"
                      "const q = await tools.ask({ q: 1 });\n"
                      "console.log(big % 1000007n, neg, zero, typeof boxed, boxed.valueOf() === big,\n"
                      "  m.get(2n ** 200n - 1n), big * BigInt(q), (big >> 190n).toString(16));\n";
    char base[4096];
    cr_assert_eq(same_run_when_suspended(src, 1, base, sizeof base), 1);
    cr_assert(strstr(base, "-717897987691852588770249n 0n object true b") != NULL, "%s", base);
}

Test(snapshot, sparse_arrays_and_element_accessors_cross_a_suspension) {
    const char *src =
        "const a: any[] = [1, 2, 3];\n"
        "a[4000000000] = 'far';\n"
        "Object.defineProperty(a, 1, { get() { return 'got'; }, enumerable: true, configurable: true });\n"
        "const b = [1, 2, 3];\n"
        "Object.defineProperty(b, 'length', { writable: false });\n"
        "Object.defineProperty(b, 0, { value: 'ro', writable: false });\n"
        "const q = await tools.ask({ q: 1 });\n"
        "let m = '';\n"
        "try { b[0] = 'x' as any; } catch (e) { m = (e as Error).message; }\n"
        "console.log(a.length, a[1], a[4000000000], Object.keys(a).join(), q,\n"
        "  b[0], Object.getOwnPropertyDescriptor(b, 'length')!.writable, m);\n";
    char base[4096];
    cr_assert_eq(same_run_when_suspended(src, 1, base, sizeof base), 1);
    cr_assert_str_eq(base, "4000000001 got far 0,1,2,4000000000 10 ro false Cannot assign to read only property '0' of "
                           "object '[object Array]'\n");
}

Test(snapshot, resume_checks_the_host_functions) {
    tools sus;
    secexec_options o;
    secexec_result *r = suspended_approve(&o, &sus);
    secexec_host_function other = {.name = "other"};
    secexec_host_collection c = {"tools", NULL, &other, 1};
    o.host_collections = &c;
    secexec_answer yes = {.id = 1, .result_json = "1"};
    secexec_result *x = secexec_resume(r->snapshot, r->snapshot_len, &yes, 1, &o);
    cr_assert_str_eq(x->error.code_str, "invalid_input");
    cr_assert(strstr(x->error.message, "the host functions differ"), "%s", x->error.message);
    secexec_result_free(x);
    secexec_result_free(r);
}

Test(snapshot, vms_and_machines_do_not_suspend) {
    tools sus;
    tools_init(&sus, 1);
    secexec_options o;
    opts_init(&o, &sus);
    secexec_vm *vm = secexec_vm_new(&o);
    secexec_result *r = secexec_vm_execute(vm, "await tools.ask({ q: 1 });");
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    cr_assert_str_eq(r->error.code_str, "invalid_input");
    secexec_result_free(r);
    secexec_vm_free(vm);
}

/* fuzz_snapshot found it: the index of a Promise.all element (a double in the snapshot) made
 * huge was converted to uint32_t by its native (undefined behaviour). Now the loader refuses a
 * combinator element whose index is not an array index. The test makes every double 1.0 of the
 * payload 2^64 and resumes: refused or run, never undefined behaviour (UBSan in the ASan pass). */
Test(snapshot, a_huge_promise_all_index_is_refused) {
    tools sus;
    tools_init(&sus, 1);
    secexec_options o;
    opts_init(&o, &sus);
    secexec_result *r = secexec_execute(
        "const [a, b] = await Promise.all([tools.ask({ q: 1 }), Promise.resolve(2)]); console.log(a, b);", &o);
    cr_assert_eq(r->outcome, SECEXEC_SUSPENDED);
    size_t n = r->snapshot_len, payload_end = n - 8;
    const unsigned char one[9] = {0, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f}; /* tag V_NUMBER, then 1.0 */
    int changed = 0;
    for (size_t at = 29; at + 9 <= payload_end; at++) {
        if (memcmp(r->snapshot + at, one, 9) != 0) continue;
        unsigned char *copy = malloc(n);
        memcpy(copy, r->snapshot, n);
        copy[at + 8] = 0x43; /* 1.0 -> 2^64 */
        put_le64(copy + payload_end, XXH3_64bits(copy, payload_end));
        secexec_answer a = {.id = 1, .result_json = "1"};
        secexec_result *x = secexec_resume(copy, n, &a, 1, &o);
        cr_assert_not_null(x);
        changed++;
        secexec_result_free(x);
        free(copy);
    }
    cr_assert_gt(changed, 0);
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Hibernating a persistent VM                                                               */
/* ----------------------------------------------------------------------------------------- */

Test(snapshot, a_hibernated_vm_goes_on_as_if_it_had_stayed) {
    secexec_options o;
    secexec_options_init(&o);
    o.random_seed = 7;
    o.inputs_json = "{\"base\":5}";
    const char *setup = "let total = inputs.base; const seen = new Map<number, number>(); const re = /(\\d+)/g;\n"
                        "class Acc { items: number[] = []; push(n: number) { this.items.push(n); return this; } }\n"
                        "const acc = new Acc();\n"
                        "function add(n: number) { total += n; seen.set(n, total); acc.push(n); return total; }\n"
                        "add(40); Math.random();";
    const char *next = "add(2); [total, seen.size, acc.items.join('+'), re.exec('a 12')?.[1], Math.random()]";
    secexec_vm *stay = secexec_vm_new(&o), *sleepy = secexec_vm_new(&o);
    secexec_result *a = secexec_vm_execute(stay, setup), *b = secexec_vm_execute(sleepy, setup);
    cr_assert_eq(b->outcome, SECEXEC_SUCCEEDED, "%s", b->error.message);
    unsigned char *bytes;
    size_t len;
    char err[256];
    cr_assert(secexec_vm_save(sleepy, NULL, &bytes, &len, err, sizeof err), "%s", err);
    secexec_vm_free(sleepy);
    secexec_vm *woken = secexec_vm_restore(bytes, len, &o, err, sizeof err);
    cr_assert_not_null(woken, "%s", err);
    secexec_result *a2 = secexec_vm_evaluate(stay, next), *b2 = secexec_vm_evaluate(woken, next);
    cr_assert_eq(b2->outcome, SECEXEC_SUCCEEDED, "%s", b2->error.message);
    cr_assert_str_eq(b2->value_json, a2->value_json);
    cr_assert_eq(b2->instructions, a2->instructions);
    cr_assert(strncmp(a2->value_json, "[47,2,\"40+2\",\"12\",0.", 20) == 0, "%s", a2->value_json);
    /* a run's resume and a VM's restore do not take each other's snapshots */
    secexec_result *wrong = secexec_resume(bytes, len, NULL, 0, &o);
    cr_assert_str_eq(wrong->error.message, "this snapshot is of a hibernated VM: restore it with secexec_vm_restore");
    secexec_result_free(wrong);
    free(bytes);
    secexec_result_free(a);
    secexec_result_free(b);
    secexec_result_free(a2);
    secexec_result_free(b2);
    secexec_vm_free(stay);
    secexec_vm_free(woken);
}

/* ----------------------------------------------------------------------------------------- */
/* The budget ends inside a built-in's callback (native frames on the C stack)               */
/* ----------------------------------------------------------------------------------------- */

/* A budget that runs out inside map's callback or sort's comparator cannot stop there: the
 * built-in's own state (its loop, the array it builds, the sort's runs) lives in C frames. The
 * run goes on to the first instruction after the built-in returns and suspends there: every
 * budget that ends inside the same call gives the same point (instruction count and snapshot
 * bytes), and resuming it gives the uninterrupted run's output and count. */
static const char *CALLBACKS = "const a = Array.from({ length: 300 }, (_, i) => (i * 7919) % 300);\n"
                               "let calls = 0;\n"
                               "const doubled = a.map((x) => { calls++; return x * 2; });\n"
                               "console.log('mapped', doubled.length, calls);\n"
                               "const sorted = a.slice().sort((x, y) => { calls++; return x - y; });\n"
                               "console.log('sorted', sorted[0], sorted[299], calls);\n";

static secexec_result *run_budget(uint64_t budget) {
    secexec_options o;
    secexec_options_init(&o);
    o.suspend_on_budget = true;
    o.max_instructions = budget;
    return secexec_execute(CALLBACKS, &o);
}

Test(snapshot, a_budget_inside_a_builtins_callback_suspends_right_after_the_builtin) {
    secexec_options o;
    secexec_options_init(&o);
    secexec_result *whole = secexec_execute(CALLBACKS, &o);
    cr_assert_eq(whole->outcome, SECEXEC_SUCCEEDED, "%s", whole->error.message);
    /* every budget: outside a built-in it stops exactly there; inside one it stops at the
     * built-in's end, the same point (a plateau) for every budget that ends inside that call */
    uint64_t plateau[8] = {0}, first[8] = {0}, last[8] = {0};
    int count[8] = {0}, np = 0;
    for (uint64_t b = 50; b < whole->instructions; b += 97) {
        secexec_result *r = run_budget(b);
        cr_assert_eq(r->outcome, SECEXEC_SUSPENDED, "budget %llu", (unsigned long long)b);
        if (r->instructions == b) { /* at an instruction of the program itself */
            secexec_result_free(r);
            continue;
        }
        cr_assert_gt(r->instructions, b);
        int k = np > 0 && plateau[np - 1] == r->instructions ? np - 1 : np++;
        cr_assert_lt(k, 8);
        plateau[k] = r->instructions;
        if (count[k]++ == 0) first[k] = b;
        last[k] = b;
        secexec_result_free(r);
    }
    /* Array.from's callbacks, map's callbacks, slice's own (metered) copy, sort's comparator */
    cr_assert_eq(np, 4, "%d plateaus", np);
    for (int k = 0; k < np; k++) {
        cr_assert_geq(count[k], 2, "plateau %d: %d budgets", k, count[k]); /* slice's span is ~300 */
        secexec_result *r1 = run_budget(first[k]), *r2 = run_budget(last[k]);
        cr_assert(r1->snapshot_len == r2->snapshot_len && memcmp(r1->snapshot, r2->snapshot, r1->snapshot_len) == 0,
                  "plateau %d: the same state whichever budget ended inside the call", k);
        secexec_options more = o;
        more.max_instructions = whole->instructions + 1;
        secexec_result *done = secexec_resume(r1->snapshot, r1->snapshot_len, NULL, 0, &more);
        char out[1024];
        snprintf(out, sizeof out, "%s%s", r1->stdout_text, done->stdout_text);
        cr_assert_str_eq(out, whole->stdout_text);
        cr_assert_eq(done->instructions, whole->instructions);
        secexec_result_free(r1);
        secexec_result_free(r2);
        secexec_result_free(done);
    }
    secexec_result_free(whole);
}

/* A built-in whose callbacks run on longer than the grace (half a budget, at least 1,000,000
 * instructions) past the budget ends timed_out as without suspendOnBudget: nothing to resume. */
Test(snapshot, a_builtin_running_past_the_grace_times_out) {
    secexec_options o;
    secexec_options_init(&o);
    o.suspend_on_budget = true;
    o.max_instructions = 5000;
    secexec_result *r = secexec_execute(
        "let s = 0; [1, 2, 3].forEach(() => { for (let i = 0; i < 600000; i++) s += i; }); console.log(s);", &o);
    cr_assert_eq(r->outcome, SECEXEC_TIMED_OUT, "%s", r->outcome_str);
    cr_assert_str_eq(r->error.code_str, "instruction_limit");
    cr_assert_null(r->snapshot);
    secexec_result_free(r);
    /* the same work in a plain loop suspends exactly at its budget */
    secexec_result *p =
        secexec_execute("let s = 0; for (let k = 0; k < 3; k++) for (let i = 0; i < 600000; i++) s += i;", &o);
    cr_assert_eq(p->outcome, SECEXEC_SUSPENDED);
    cr_assert_eq(p->instructions, 5000);
    secexec_result_free(p);
}
