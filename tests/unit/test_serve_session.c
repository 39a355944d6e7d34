/* test_serve_session.c - the `secexec serve` protocol through its session object (cli/serve_session.c):
 * synchronous and threaded sessions, and the inputs fuzz_serve found to break it. */
#include <cJSON.h>
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/serve_session.h"

TestSuite(serve_session, .timeout = 120);

/* Everything the server wrote, one message a line. */
typedef struct transcript {
    char *text;
    size_t len;
} transcript;

static void collect(void *data, const char *line) {
    transcript *t = data;
    size_t n = strlen(line);
    t->text = realloc(t->text, t->len + n + 2);
    cr_assert(t->text != NULL);
    memcpy(t->text + t->len, line, n);
    t->len += n;
    t->text[t->len++] = '\n';
    t->text[t->len] = 0;
}

/* Feed `input` to a session, close the input, end it; returns the transcript (malloc'ed). */
static char *session_run(const char *input, int workers, const secexec_options *caps) {
    transcript t = {calloc(1, 1), 0};
    sx_serve_config cfg = {.workers = workers, .max_message = 4096, .emit = collect, .emit_data = &t, .caps = caps};
    sx_serve_session *s = sx_serve_session_new(&cfg);
    cr_assert(s != NULL);
    sx_serve_feed(s, input, strlen(input));
    sx_serve_close_input(s);
    sx_serve_session_end(s);
    return t.text;
}

/* The message of the transcript with this id (as JSON text), as a parsed object. */
static cJSON *message_with_id(const char *text, const char *id_json) {
    char *copy = strdup(text);
    cJSON *found = NULL;
    for (char *line = strtok(copy, "\n"); line != NULL && found == NULL; line = strtok(NULL, "\n")) {
        cJSON *m = cJSON_Parse(line);
        char *id = m ? cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(m, "id")) : NULL;
        if (id != NULL && strcmp(id, id_json) == 0) found = m;
        else cJSON_Delete(m);
        free(id);
    }
    free(copy);
    cr_assert(found != NULL, "no message with id %s in:\n%s", id_json, text);
    return found;
}

/* The value at a path of keys ("result", "value") as JSON text (malloc'ed). */
static char *json_at(const cJSON *m, const char *k1, const char *k2) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, k1);
    if (k2 != NULL) v = cJSON_GetObjectItemCaseSensitive(v, k2);
    return v ? cJSON_PrintUnformatted(v) : strdup("(absent)");
}

static void expect(const char *text, const char *id_json, const char *k1, const char *k2, const char *want) {
    cJSON *m = message_with_id(text, id_json);
    char *got = json_at(m, k1, k2);
    cr_expect_str_eq(got, want, "id %s: %s.%s in:\n%s", id_json, k1, k2 ? k2 : "", text);
    free(got);
    cJSON_Delete(m);
}

#define SVC "\"hostFunctions\":[{\"name\":\"svc\",\"functions\":[{\"name\":\"f\"}]}]"

Test(serve_session, synchronous_host_call_answered_by_a_later_line) {
    char *out = session_run(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"evaluate\",\"params\":{\"source\":\"svc.f(2)\"," SVC "}}\n"
        "{\"jsonrpc\":\"2.0\",\"id\":\"h1\",\"result\":[40,2]}\n",
        0, NULL);
    expect(out, "\"h1\"", "params", "input", "2");
    expect(out, "1", "result", "value", "[40,2]");
    free(out);
}

Test(serve_session, synchronous_host_call_without_answer_rejects_at_once) {
    char *out = session_run("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"evaluate\",\"params\":{\"source\":\"svc.f(2)."
                            "catch(e => e.message)\"," SVC "}}\n",
                            0, NULL);
    expect(out, "1", "result", "value", "\"the client sent no answer (synchronous session)\"");
    free(out);
}

Test(serve_session, threaded_session_answers_like_the_cli) {
    char *out =
        session_run("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"evaluate\",\"params\":{\"source\":\"6 * 7\"}}\n"
                    "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"nope\"}\n"
                    "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"shutdown\"}\n",
                    2, NULL);
    expect(out, "\"a\"", "result", "value", "42");
    expect(out, "2", "error", "code", "-32601");
    expect(out, "3", "result", NULL, "null");
    free(out);
}

/* The transcript, and when the line answering id 2 was written (ms since the start). */
typedef struct timed_transcript {
    transcript t;
    struct timespec start;
    double id2_ms;
} timed_transcript;

static void collect_timed(void *data, const char *line) {
    timed_transcript *tt = data;
    collect(&tt->t, line);
    if (strstr(line, "\"id\":2,") != NULL) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        tt->id2_ms = (double)(now.tv_sec - tt->start.tv_sec) * 1e3 + (double)(now.tv_nsec - tt->start.tv_nsec) / 1e6;
    }
}

/* A worker that does not come back (a bug, simulated by the test-only stall) is answered with
 * internal_error once its run is past its timeout + max(50 ms, 10%) + the watchdog's slack, and
 * replaced: a one-worker server still answers the next request long before the stuck one ends. */
Test(serve_session, a_stuck_worker_is_answered_and_replaced) {
    timed_transcript tt = {{calloc(1, 1), 0}, {0, 0}, -1};
    clock_gettime(CLOCK_MONOTONIC, &tt.start);
    sx_serve_config cfg = {
        .workers = 1, .max_message = 4096, .emit = collect_timed, .emit_data = &tt, .test_stall_ms = 1500};
    sx_serve_session *s = sx_serve_session_new(&cfg);
    cr_assert(s != NULL);
    const char *in = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"execute\","
                     "\"params\":{\"source\":\"/*stall*/ 1\",\"timeoutMs\":100}}\n"
                     "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"evaluate\",\"params\":{\"source\":\"6 * 7\"}}\n";
    sx_serve_feed(s, in, strlen(in));
    sx_serve_close_input(s);
    sx_serve_session_end(s); /* waits for the stuck worker too (it comes back after 1.5 s) */
    cJSON *m = message_with_id(tt.t.text, "1");
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(m, "result"), "error");
    const cJSON *code = cJSON_GetObjectItemCaseSensitive(err, "code");
    cr_expect(cJSON_IsString(code) && strcmp(code->valuestring, "internal_error") == 0, "id 1 in:\n%s", tt.t.text);
    cJSON_Delete(m);
    expect(tt.t.text, "2", "result", "value", "42");
    cr_assert(tt.id2_ms > 0 && tt.id2_ms < 1400, "id 2 answered after %.0f ms: not before the stuck run ended",
              tt.id2_ms);
    free(tt.t.text);
}

/* The watchdog is woken only by a deadline earlier than the one it sleeps until: a stuck run with a
 * short timeout, started while it waits for a long one, must still be given up on time. */
Test(serve_session, a_short_stuck_run_after_a_long_one_is_answered_on_time) {
    timed_transcript tt = {{calloc(1, 1), 0}, {0, 0}, -1};
    clock_gettime(CLOCK_MONOTONIC, &tt.start);
    sx_serve_config cfg = {
        .workers = 2, .max_message = 4096, .emit = collect_timed, .emit_data = &tt, .test_stall_ms = 1500};
    sx_serve_session *s = sx_serve_session_new(&cfg);
    cr_assert(s != NULL);
    const char *first = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"execute\","
                        "\"params\":{\"source\":\"/*stall*/ 1\",\"timeoutMs\":60000}}\n";
    const char *second = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"execute\","
                         "\"params\":{\"source\":\"/*stall*/ 2\",\"timeoutMs\":100}}\n";
    sx_serve_feed(s, first, strlen(first));
    struct timespec pause = {0, 50 * 1000000L}; /* the watchdog is asleep until id 1's deadline */
    nanosleep(&pause, NULL);
    sx_serve_feed(s, second, strlen(second));
    sx_serve_close_input(s);
    sx_serve_session_end(s);
    cJSON *m = message_with_id(tt.t.text, "2");
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(m, "result"), "error");
    const cJSON *code = cJSON_GetObjectItemCaseSensitive(err, "code");
    cr_expect(cJSON_IsString(code) && strcmp(code->valuestring, "internal_error") == 0, "id 2 in:\n%s", tt.t.text);
    cJSON_Delete(m);
    expect(tt.t.text, "1", "result", "outcome", "\"succeeded\""); /* id 1 came back in time */
    cr_assert(tt.id2_ms > 0 && tt.id2_ms < 1400, "id 2 answered after %.0f ms: not before its stall ended", tt.id2_ms);
    free(tt.t.text);
}

Test(serve_session, caps_lower_the_budgets_of_every_run) {
    secexec_options caps;
    secexec_options_init(&caps);
    caps.max_instructions = 5000;
    char *out = session_run("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"execute\",\"params\":{\"source\":\"while "
                            "(true) {}\",\"maxInstructions\":1e12}}\n",
                            0, &caps);
    expect(out, "1", "result", "outcome", "\"timed_out\"");
    expect(out, "1", "result", "instructions", "5000");
    free(out);
}

/* fuzz_serve: a budget of 6.9e20 was converted to uint64_t before its range was checked
 * (undefined behaviour, UBSan float-cast-overflow). Out-of-range budgets are wrong params. */
Test(serve_session, huge_budget_is_a_params_error) {
    char *out = session_run(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"evaluate\",\"params\":{\"source\":\"1\",\"timeoutMs\":6.9e20}}\n"
        "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"evaluate\",\"params\":{\"source\":\"1\",\"maxInstructions\":1e999}}"
        "\n",
        0, NULL);
    expect(out, "1", "error", "message", "\"params.timeoutMs must be a non-negative integer\"");
    expect(out, "2", "error", "code", "-32602");
    free(out);
}

/* Notifications (no id, or a null id) get no response but -32700/-32600 errors, as
 * docs/protocol.md says: declarations and a cancel with wrong params used to answer with id null,
 * and an evaluate with id null ran. Every shutdown with an id is answered. */
Test(serve_session, notifications_get_no_response) {
    char *out = session_run("{\"jsonrpc\":\"2.0\",\"method\":\"declarations\",\"params\":{}}\n"
                            "{\"jsonrpc\":\"2.0\",\"method\":\"cancel\",\"params\":{}}\n"
                            "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"frobnicate\"}\n"
                            "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"evaluate\",\"params\":{\"source\":\"1\"}}\n"
                            "{\"jsonrpc\":\"2.0\",\"id\":\"s1\",\"method\":\"shutdown\"}\n"
                            "{\"jsonrpc\":\"2.0\",\"id\":\"s2\",\"method\":\"shutdown\"}\n",
                            0, NULL);
    cr_expect_str_eq(out, "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"evaluate, "
                          "execute and resume need an id\"}}\n"
                          "{\"jsonrpc\":\"2.0\",\"id\":\"s1\",\"result\":null}\n"
                          "{\"jsonrpc\":\"2.0\",\"id\":\"s2\",\"result\":null}\n");
    free(out);
}

/* Review of fuzz_serve's invariant "only errors have a null id": an id of 1e400 is infinity, which
 * cJSON prints as null, so the run answered with a result for id null (and such ids collided). */
Test(serve_session, infinite_number_id_is_an_invalid_request) {
    char *out = session_run("{\"jsonrpc\":\"2.0\",\"id\":1e400,\"method\":\"evaluate\",\"params\":{\"source\":\"1\"}}\n"
                            "{\"jsonrpc\":\"2.0\",\"id\":-1e400,\"method\":\"declarations\",\"params\":{}}\n",
                            0, NULL);
    const char *invalid =
        "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid Request: "
        "expected {\\\"jsonrpc\\\":\\\"2.0\\\",\\\"id\\\":...,\\\"method\\\":\\\"...\\\",\\\"params\\\":{...}}\"}}\n";
    char want[1024];
    snprintf(want, sizeof want, "%s%s", invalid, invalid);
    cr_expect_str_eq(out, want);
    free(out);
}
