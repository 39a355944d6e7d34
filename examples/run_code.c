/* run_code.c - example: the `run_code` tool of an AI agent, built on the secexec C API. */
/*
 * An agent gives the model a tool "run_code(source, inputs)". The model writes TypeScript; the
 * host type-checks it first (like tsc --strict, in microseconds) and hands tsc's diagnostics back
 * when there are any, so the model fixes its mistake before anything runs. Clean code is
 * evaluated in a fresh sandbox with tight limits, and the model gets a small structured answer:
 * the value, or the error it can read and fix. Build and run:
 *     scripts/run-example
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secexec.h"

/* Type-check model-written code against the type of its inputs (`declare const inputs: {
 * prices: number[]; }` derived from the JSON). Free with secexec_check_result_free. */
static secexec_check_result *check_code(const char *source, const char *inputs_json) {
    char *declarations = secexec_declarations(NULL, 0, inputs_json);
    secexec_check_options co;
    secexec_check_options_init(&co);
    co.declarations = declarations; /* NULL (inputs not JSON) leaves `inputs` typed any */
    secexec_check_result *c = secexec_check(source, &co);
    free(declarations);
    return c;
}

/* Evaluate model-written code with limits suited to a tool call. Free with secexec_result_free. */
static secexec_result *evaluate_code(const char *source, const char *inputs_json) {
    secexec_options opts;
    secexec_options_init(&opts);       /* safe defaults for everything we do not set */
    opts.inputs_json = inputs_json;    /* the guest sees it as the frozen global `inputs` */
    opts.timeout_ms = 2000;            /* wall clock */
    opts.max_instructions = 10000000;  /* deterministic budget: same code, same verdict */
    opts.max_memory_bytes = 32u << 20; /* 32 MiB heap */
    opts.max_output_bytes = 64u << 10; /* console output kept for the model */
    return secexec_evaluate(source, &opts);
}

/* Print s as a JS string literal the way node shows one: single quotes, or double quotes when s
 * holds a single quote but no double quote (tsc's messages quote names with ' ). */
static void print_quoted(const char *s) {
    char quote = s != NULL && strchr(s, '\'') != NULL && strchr(s, '"') == NULL ? '"' : '\'';
    putchar(quote);
    for (; s != NULL && *s != '\0'; s++) {
        if (*s == quote || *s == '\\') printf("\\%c", *s);
        else if (*s == '\n') fputs("\\n", stdout);
        else putchar(*s);
    }
    putchar(quote);
}

/* The answer when the checker found errors: tsc's own lines, which models know how to act on. */
static void print_type_errors(const secexec_check_result *c) {
    printf("{ ok: false, error: { code: 'type_errors', diagnostics: ");
    print_quoted(secexec_check_result_format(c));
    puts(" } }");
}

/* Print the answer of a run the agent hands back to the model, e.g. { ok: true, value: 42 }. */
static void print_run_result(const secexec_result *r) {
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

/* The tool: check first, run only clean code, print what the model gets back. */
static void run_code(const char *source, const char *inputs_json) {
    secexec_check_result *c = check_code(source, inputs_json);
    if (c != NULL && c->has_errors) {
        print_type_errors(c);
    } else { /* no errors, or the checker could not run (c NULL / failed): the run decides */
        secexec_result *r = evaluate_code(source, inputs_json);
        print_run_result(r);
        if (r != NULL) secexec_result_free(r);
    }
    if (c != NULL) secexec_check_result_free(c);
}

static void demo(const char *title, const char *source, const char *inputs_json) {
    printf("// %s\n// run_code(%s)\n", title, source);
    run_code(source, inputs_json);
    putchar('\n');
}

int main(void) {
    const char *inputs = "{\"prices\":[5,10,27]}";

    /* 1. The happy path: prints { ok: true, value: 42 } */
    demo("sum the prices", "inputs.prices.reduce((sum, price) => sum + price, 0)", inputs);

    /* 2. A typo: the checker answers like tsc ("Did you mean 'reduce'?"); nothing runs. */
    demo("a typo the model can fix", "inputs.prices.reduc((sum, price) => sum + price, 0)", inputs);

    /* 3. A mistake only the run can find: a TypeError with node's message. */
    demo("an index past the end", "inputs.prices[3].toFixed(2)", inputs);

    /* 4. Runaway code ends timed_out (instruction budget) instead of hanging the agent. */
    demo("an infinite loop", "while (true) {}", NULL);
    return 0;
}
