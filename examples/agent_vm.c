/* agent_vm.c - example: the reference library's multi-step agent on one machine (a VM that outlasts a call). */
/*
 * One machine per conversation. Step one writes a file; step two, in fresh JavaScript memory,
 * reads it back through node:fs; a context then keeps a variable across calls like a REPL; the
 * machine is disposed at the end and nothing is left. Each step is code a model could have
 * written; the host sees only results. Build and run: build/examples/example_agent_vm
 */
#include <stdio.h>
#include <string.h>

#include "secexec.h"

/* Print one step's outcome: the value or the error, and what the guest printed. */
static void show(const char *step, secexec_result *r) {
    printf("%s: %s", step, r->outcome_str);
    if (r->has_value) printf(" %s", r->value_json);
    if (r->has_error) printf(" (%s: %s)", r->error.code_str, r->error.message);
    printf("\n");
    if (r->stdout_len > 0) printf("  stdout: %s", r->stdout_text);
    secexec_result_free(r);
}

static secexec_result *machine_run(secexec_machine *m, const char *src, int evaluate) {
    return evaluate ? secexec_machine_evaluate(m, src, strlen(src)) : secexec_machine_execute(m, src, strlen(src));
}

int main(void) {
    secexec_options opts;
    secexec_options_init(&opts);
    opts.max_instructions = 10000000; /* per call: a model's step gets a tight budget */
    opts.timeout_ms = 2000;
    opts.clock_ms = 1704067200000; /* 2024-01-01T00:00:00Z: the runs are reproducible */
    secexec_machine *vm = secexec_machine_new(&opts, NULL);
    if (vm == NULL) return 1;

    /* The host puts the conversation's data into the VM's filesystem. */
    const char *orders = "[{\"id\":1,\"total\":120.5},{\"id\":2,\"total\":42.25},{\"id\":3,\"total\":7}]";
    secexec_machine_write_file(vm, "/workspace/orders.json", orders, strlen(orders));

    /* Step 1: the model summarises the orders into a file of its own. */
    show("step 1",
         machine_run(vm,
                     "import { readFileSync, writeFileSync } from \"node:fs\";\n"
                     "const orders: { id: number; total: number }[] = JSON.parse(readFileSync(\"orders.json\", "
                     "\"utf8\"));\n"
                     "const summary = { count: orders.length, sum: orders.reduce((s, o) => s + o.total, 0) };\n"
                     "writeFileSync(\"summary.json\", JSON.stringify(summary));\n"
                     "console.log(`wrote summary of ${summary.count} orders`);",
                     0));

    /* Step 2: fresh memory, same files: the reference library's import("node:fs") idiom. */
    show("step 2",
         machine_run(vm,
                     "import(\"node:fs\").then((fs) => JSON.parse(fs.readFileSync(\"/workspace/summary.json\", "
                     "\"utf8\")).sum)",
                     1));

    /* Step 3: a context keeps variables across calls (a REPL). */
    secexec_context *ctx = secexec_context_new(vm);
    const char *a = "globalThis.total = 40", *b = "total + 2";
    show("step 3a", secexec_context_execute(ctx, a, strlen(a)));
    show("step 3b", secexec_context_evaluate(ctx, b, strlen(b)));

    /* Step 4: the filesystem is the model's scratch space; limits hold inside it. */
    show("step 4",
         machine_run(vm,
                     "import fs from \"node:fs\";\n"
                     "try { fs.readFileSync(\"../../etc/passwd\", \"utf8\"); } catch (e) { console.log(e.message); }\n"
                     "fs.readdirSync(\".\")",
                     1));

    secexec_machine_free(vm); /* the files, the context and everything else go with it */
    printf("disposed\n");
    return 0;
}
