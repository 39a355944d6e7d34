/* run_code.c - example: the `run_code` tool of an AI agent, built on the secexec C API. */
/*
 * An agent gives the model a tool "run_code(source, inputs)". The model writes TypeScript, the
 * host evaluates it in a fresh sandbox with tight limits, and hands back a small structured
 * answer: the value, or an error the model can read and fix. Build and run:
 *     scripts/run-example
 */
#include <stdio.h>

#include "secexec.h"

/* Evaluate model-written code with limits suited to a tool call. Free with secexec_result_free. */
static secexec_result *run_code(const char *source, const char *inputs_json)
{
    secexec_options opts;
    secexec_options_init(&opts); /* safe defaults for everything we do not set */
    opts.inputs_json = inputs_json;     /* the guest sees it as the frozen global `inputs` */
    opts.timeout_ms = 2000;             /* wall clock */
    opts.max_instructions = 10000000;   /* deterministic budget: same code, same verdict */
    opts.max_memory_bytes = 32u << 20;  /* 32 MiB heap */
    opts.max_output_bytes = 64u << 10;  /* console output kept for the model */
    return secexec_evaluate(source, &opts);
}

/* Print s as a single-quoted JS string literal. */
static void print_quoted(const char *s)
{
    putchar('\'');
    for (; s != NULL && *s != '\0'; s++) {
        if (*s == '\'' || *s == '\\')
            printf("\\%c", *s);
        else if (*s == '\n')
            fputs("\\n", stdout);
        else
            putchar(*s);
    }
    putchar('\'');
}

/* Print the answer the agent hands back to the model, e.g. { ok: true, value: 42 }. */
static void print_tool_result(const secexec_result *r)
{
    if (r == NULL) {
        puts("{ ok: false, error: { code: 'internal_error', message: 'host out of memory' } }");
        return;
    }
    if (r->outcome == SECEXEC_SUCCEEDED) {
        printf("{ ok: true, value: %s", r->has_value ? r->value_json : "undefined");
    } else {
        /* error.code is stable (uncaught_exception, instruction_limit, ...); name/message are
         * what node would show for the same mistake. */
        printf("{ ok: false, error: { code: ");
        print_quoted(r->error.code_str);
        if (r->error.name != NULL && r->error.name[0] != '\0') {
            printf(", name: ");
            print_quoted(r->error.name);
        }
        printf(", message: ");
        print_quoted(r->error.message);
        printf(" }");
    }
    if (r->stdout_len > 0) { /* console.log output helps the model debug */
        printf(", stdout: ");
        print_quoted(r->stdout_text);
    }
    puts(" }");
}

static void demo(const char *title, const char *source, const char *inputs_json)
{
    printf("// %s\n// run_code(%s)\n", title, source);
    secexec_result *r = run_code(source, inputs_json);
    print_tool_result(r);
    if (r != NULL)
        secexec_result_free(r);
    putchar('\n');
}

int main(void)
{
    const char *inputs = "{\"prices\":[5,10,27]}";

    /* 1. The happy path: prints { ok: true, value: 42 } */
    demo("sum the prices", "inputs.prices.reduce((sum, price) => sum + price, 0)", inputs);

    /* 2. A typo: the model gets "inputs.prices.reduc is not a function" back and can fix it. */
    demo("a typo the model can fix", "inputs.prices.reduc((sum, price) => sum + price, 0)", inputs);

    /* 3. Runaway code ends timed_out (instruction budget) instead of hanging the agent. */
    demo("an infinite loop", "while (true) {}", NULL);
    return 0;
}
