/* test_snapshot.c - Criterion tests of suspend and resume: host calls, budgets, forks, determinism, bad snapshots. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    tools now, sus;
    tools_init(&now, 0);
    tools_init(&sus, 1);
    secexec_options o1, o2;
    opts_init(&o1, &now);
    opts_init(&o2, &sus);
    char base[4096], parts[4096];
    int n1, n2;
    secexec_result *a = run_through(NESTED, &o1, false, base, sizeof base, &n1);
    secexec_result *b = run_through(NESTED, &o2, false, parts, sizeof parts, &n2);
    cr_assert_eq(a->outcome, SECEXEC_SUCCEEDED, "%s", a->error.message);
    cr_assert_eq(b->outcome, SECEXEC_SUCCEEDED, "%s", b->error.message);
    cr_assert_eq(n1, 0);
    cr_assert_eq(n2, 3, "suspended %d times", n2); /* inner(1), inner(2), then the Promise.all batch */
    cr_assert_str_eq(parts, base);
    cr_assert_eq(b->instructions, a->instructions);
    secexec_result_free(a);
    secexec_result_free(b);
}
