/* retry_loop.c - example: the reference library's run_code tool and its retry loop, on the C API. */
/*
 * The same tool as examples/typescript/retry_loop.ts and examples/python/retry_loop.py, with the
 * same output (tests/examples/retry_loop.expected): check first and hand tsc's diagnostics back
 * as "TS2551: ..." lines; run only clean code, in a fresh VM with a hard timeout; a failed run
 * hands back what the guest wrote on stderr and its stack. Each answer is printed as JSON.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "secexec.h"

/* { ok: false, feedback } with one "TS<code>: <message>" line per diagnostic. */
static cJSON *type_feedback(const secexec_check_result *c) {
    size_t n = 1;
    for (size_t i = 0; i < c->diagnostic_count; i++) n += strlen(c->diagnostics[i].message) + 24;
    char *text = malloc(n), *p = text;
    *p = '\0';
    for (size_t i = 0; i < c->diagnostic_count; i++)
        p += sprintf(p, "%sTS%d: %s", i ? "\n" : "", c->diagnostics[i].code, c->diagnostics[i].message);
    cJSON *answer = cJSON_CreateObject();
    cJSON_AddFalseToObject(answer, "ok");
    cJSON_AddStringToObject(answer, "feedback", text);
    free(text);
    return answer;
}

/* { ok: false, feedback }: what the guest wrote on stderr (an uncaught error's stack ends it, as
 * node prints it), or the error's message when stderr is empty (a limit, say). */
static cJSON *run_feedback(const secexec_result *r) {
    cJSON *answer = cJSON_CreateObject();
    cJSON_AddFalseToObject(answer, "ok");
    cJSON_AddStringToObject(answer, "feedback", r->stderr_len > 0 ? r->stderr_text : r->error.message);
    return answer;
}

/* The handler of a `run_code` tool: the source comes from a model, so it is never trusted. */
static cJSON *run_code(const char *source, const char *inputs_json) {
    /* Type-check first. Diagnostics are cheap feedback that saves a run. */
    size_t n = strlen(source) + 64;
    char *checked_source = malloc(n);
    snprintf(checked_source, n, "declare const inputs: { prices: number[] };\n%s", source);
    secexec_check_options co;
    secexec_check_options_init(&co);
    secexec_check_result *c = secexec_check(checked_source, &co);
    free(checked_source);
    if (c == NULL || c->outcome != SECEXEC_SUCCEEDED || c->has_errors) {
        cJSON *answer = c ? type_feedback(c) : NULL;
        secexec_check_result_free(c);
        return answer;
    }
    secexec_check_result_free(c);

    secexec_options opts;
    secexec_options_init(&opts);
    opts.inputs_json = inputs_json;
    opts.timeout_ms = 5000;
    opts.capture = SECEXEC_CAPTURE_STDERR;
    secexec_result *r = secexec_evaluate(source, &opts);
    cJSON *answer;
    if (r->outcome != SECEXEC_SUCCEEDED) {
        answer = run_feedback(r);
    } else {
        answer = cJSON_CreateObject();
        cJSON_AddTrueToObject(answer, "ok");
        cJSON_AddItemToObject(answer, "value", cJSON_Parse(r->has_value ? r->value_json : "null"));
    }
    secexec_result_free(r);
    return answer;
}

static void show(cJSON *answer) {
    char *text = cJSON_PrintUnformatted(answer);
    puts(text);
    free(text);
    cJSON_Delete(answer);
}

int main(void) {
    const char *inputs = "{\"prices\":[5,10,27]}";
    /* The model's first attempt misnames a field: it gets the diagnostics back, nothing runs. */
    show(run_code("inputs.price.reduce((sum, price) => sum + price, 0)", inputs));
    /* The corrected attempt runs. */
    show(run_code("inputs.prices.reduce((sum, price) => sum + price, 0)", inputs));
    /* A mistake only the run can find comes back with the guest's stack. */
    show(run_code("inputs.prices[3].toFixed(2)", inputs));
    return 0;
}
