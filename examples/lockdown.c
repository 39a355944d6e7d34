/* lockdown.c - example: locking generated code down with limits; every breach is a result, never a hang or a crash of the host. */
/*
 * The C twin of examples/typescript/lockdown.ts and examples/python/lockdown.py, with the same
 * output (tests/examples/lockdown.expected).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "secexec.h"

static void show(const char *name, secexec_result *r) {
    cJSON *answer = cJSON_CreateObject();
    cJSON_AddStringToObject(answer, "case", name);
    cJSON_AddStringToObject(answer, "outcome", secexec_outcome_string(r->outcome));
    if (r->outcome == SECEXEC_SUCCEEDED) {
        cJSON_AddItemToObject(answer, "value", cJSON_Parse(r->has_value ? r->value_json : "null"));
    } else {
        char error[512];
        snprintf(error, sizeof error, "%s: %s", r->error.name, r->error.message);
        cJSON_AddStringToObject(answer, "code", r->error.code_str);
        cJSON_AddStringToObject(answer, "error", error);
    }
    if (r->stdout_truncated) {
        cJSON_AddNumberToObject(answer, "stdoutBytes", (double)r->stdout_len);
        cJSON_AddTrueToObject(answer, "stdoutTruncated");
    }
    char *text = cJSON_PrintUnformatted(answer);
    puts(text);
    free(text);
    cJSON_Delete(answer);
    secexec_result_free(r);
}

int main(void) {
    /* The limits of a tool call: tighter than the defaults (docs/api.md). */
    secexec_options o;
    secexec_options_init(&o);
    o.max_instructions = 1000000;  /* deterministic: the same code always stops at the same point */
    o.max_memory_bytes = 8u << 20; /* the VM's heap */
    o.max_stack_depth = 200;       /* guest call depth */
    o.max_output_bytes = 1024;     /* per stream; the rest is dropped and flagged */
    o.timeout_ms = 5000;

    show("endless loop", secexec_execute("while (true) {}", &o));
    show("memory bomb", secexec_execute("const a: string[] = []; while (true) a.push(\"x\".repeat(1 << 20));", &o));
    show("deep recursion", secexec_execute("function f(n: number): number { return f(n + 1) + 1; } f(0);", &o));
    show("output flood", secexec_execute("for (let i = 0; i < 100000; i++) console.log(i);", &o));
    show("nothing of the host",
         secexec_evaluate("[typeof fetch, typeof require, typeof process, typeof XMLHttpRequest]", &o));
    show("a normal call", secexec_evaluate("[1, 2, 3].map((x) => x * 2)", &o));
    return 0;
}
