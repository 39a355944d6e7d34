/* serve_session.c - stress test of a threaded serve session (cli/serve_session.c), also under
 * ThreadSanitizer: many evaluate requests on 4 workers, each making host calls that this thread
 * answers as they arrive, cancels racing with runs and with their host calls, lines fed in odd
 * pieces, then shutdown. Every request must get exactly one response. Exit status 0 = pass.
 *   stress_serve_session [REQUESTS] */
#include <cJSON.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/serve_session.h"

enum { MAX_REQUESTS = 1000 };

/* What the server wrote that this "client" still has to look at (emit runs on worker threads). */
typedef struct inbox {
    pthread_mutex_t lock;
    char *lines[4 * MAX_REQUESTS + 16];
    size_t head, tail;
} inbox;

static void receive(void *data, const char *line) {
    inbox *in = data;
    pthread_mutex_lock(&in->lock);
    if (in->tail < sizeof in->lines / sizeof in->lines[0]) in->lines[in->tail++] = strdup(line);
    pthread_mutex_unlock(&in->lock);
}

static char *next_message(inbox *in) {
    pthread_mutex_lock(&in->lock);
    char *line = in->head < in->tail ? in->lines[in->head++] : NULL;
    pthread_mutex_unlock(&in->lock);
    return line;
}

/* Feed a line in two pieces, so the reader joins partial lines. */
static void send(sx_serve_session *s, const char *line) {
    size_t n = strlen(line), cut = n / 3;
    sx_serve_feed(s, line, cut);
    sx_serve_feed(s, line + cut, n - cut);
    sx_serve_feed(s, "\n", 1);
}

static void request(sx_serve_session *s, int id) {
    char line[512];
    snprintf(line, sizeof line,
             "{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"evaluate\",\"params\":{\"source\":"
             "\"Promise.all([svc.f(%d), svc.f(1)]).then(([a, b]) => a + b)\",\"hostFunctions\":"
             "[{\"name\":\"svc\",\"functions\":[{\"name\":\"f\"}]}],\"hostCallTimeoutMs\":20000}}",
             id, id);
    send(s, line);
}

/* One message of the server: answers host calls (input + 1), counts responses. */
static void handle(sx_serve_session *s, const char *line, int *responses, int *failures) {
    cJSON *m = cJSON_Parse(line);
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(m, "id");
    const cJSON *method = cJSON_GetObjectItemCaseSensitive(m, "method");
    if (m == NULL || id == NULL) {
        fprintf(stderr, "stress_serve_session: bad message %s\n", line);
        ++*failures;
    } else if (cJSON_IsString(method)) {
        const cJSON *input = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(m, "params"), "input");
        char answer[128];
        snprintf(answer, sizeof answer, "{\"jsonrpc\":\"2.0\",\"id\":\"%s\",\"result\":%d}", id->valuestring,
                 cJSON_IsNumber(input) ? input->valueint + 1 : 0);
        send(s, answer);
    } else if (cJSON_IsNumber(id) && id->valueint >= 0 && id->valueint < MAX_REQUESTS) {
        responses[id->valueint]++;
        const cJSON *r = cJSON_GetObjectItemCaseSensitive(m, "result");
        const cJSON *outcome = cJSON_GetObjectItemCaseSensitive(r, "outcome");
        const cJSON *value = cJSON_GetObjectItemCaseSensitive(r, "value");
        bool cancelled = cJSON_IsString(outcome) && strcmp(outcome->valuestring, "cancelled") == 0;
        if (!cancelled && !(cJSON_IsNumber(value) && value->valueint == id->valueint + 3)) {
            fprintf(stderr, "stress_serve_session: wrong answer %s\n", line);
            ++*failures;
        }
    }
    cJSON_Delete(m);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 200;
    if (n < 1 || n > MAX_REQUESTS)
        return fprintf(stderr, "usage: stress_serve_session [REQUESTS 1..%d]\n", MAX_REQUESTS), 2;
    inbox in = {.head = 0};
    pthread_mutex_init(&in.lock, NULL);
    sx_serve_config cfg = {.workers = 4, .max_message = 1u << 20, .emit = receive, .emit_data = &in};
    sx_serve_session *s = sx_serve_session_new(&cfg);
    if (s == NULL) return fputs("stress_serve_session: no session\n", stderr), 1;
    int *responses = calloc((size_t)n, sizeof *responses), failures = 0;
    for (int i = 0; i < n; i++) {
        request(s, i);
        if (i % 7 == 3) { /* cancel an earlier run: queued, running or waiting for its host call */
            char line[128];
            snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"method\":\"cancel\",\"params\":{\"id\":%d}}", i - 2);
            send(s, line);
        }
        for (char *line; (line = next_message(&in)) != NULL; free(line)) handle(s, line, responses, &failures);
    }
    send(s, "{\"jsonrpc\":\"2.0\",\"id\":\"bye\",\"method\":\"shutdown\"}");
    while (!sx_serve_finished(s)) {
        char *line = next_message(&in);
        if (line == NULL) {
            nanosleep(&(struct timespec){0, 1000000}, NULL);
            continue;
        }
        handle(s, line, responses, &failures);
        free(line);
    }
    sx_serve_session_end(s);
    for (char *line; (line = next_message(&in)) != NULL; free(line)) handle(s, line, responses, &failures);
    for (int i = 0; i < n; i++)
        if (responses[i] != 1)
            fprintf(stderr, "stress_serve_session: request %d got %d responses\n", i, responses[i]), failures++;
    printf("stress_serve_session: %d requests on 4 workers: %d failures\n", n, failures);
    free(responses);
    pthread_mutex_destroy(&in.lock);
    return failures == 0 ? 0 : 1;
}
