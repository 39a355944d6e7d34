/* snapshot.c - bench: snapshot size and suspend/resume cost of an agent-like program beside re-running it; hibernating a machine with files. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench_util.h"
#include "secexec.h"

/*
 * The reference program: an agent step that loads 200 orders, works on them for a while (the
 * `rounds` of busy work stand for how far the run got), then asks a person to approve a refund
 * (a suspending host call) and finishes with the answer. Three ways to get from the approval
 * back to a finished run:
 *   suspend   the first run, up to the suspension, including writing the snapshot
 *   resume    secexec_resume of the snapshot with the answer: load, check, finish
 *   re-run    what a sandbox without snapshots does: run the program again from the start, the
 *             host answering the approval at once (the QuickJS-based peers' replay)
 * Times are thread CPU time (CLOCK_THREAD_CPUTIME_ID), p50 of `reps` runs, so other load on the
 * machine disturbs them less than wall time; instruction counts are exact.
 */

static const char *PROGRAM =
    "type Order = { id: number; customer: string; total: number; items: string[] };\n"
    "const orders: Order[] = [];\n"
    "for (let i = 0; i < 200; i++)\n"
    "  orders.push({ id: i, customer: 'c' + (i % 17), total: (i * 37) % 500, items: ['a' + i, 'b' + i] });\n"
    "let score = 0;\n"
    "for (let r = 0; r < inputs.rounds; r++)\n"
    "  for (const o of orders) score = (score + o.total * (r + 1)) % 1000003;\n"
    "const byCustomer: Record<string, number> = {};\n"
    "for (const o of orders) byCustomer[o.customer] = (byCustomer[o.customer] ?? 0) + o.total;\n"
    "const worst = orders.filter((o) => o.total > 450);\n"
    "const ok = await people.approve({ refund: worst.map((o) => o.id), score });\n"
    "console.log(ok ? 'refunded' : 'kept', worst.length, Object.keys(byCustomer).length, score);\n";

static void approve_now(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn, (void)input;
    secexec_host_call_resolve(call, "true");
}

static uint64_t p50(uint64_t *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_u64);
    return v[n / 2];
}

static int measure(int rounds, int reps) {
    secexec_host_function suspending = {.name = "approve", .suspend = true};
    secexec_host_function answering = {.name = "approve", .handler = approve_now};
    secexec_host_collection people_s = {"people", NULL, &suspending, 1}, people_a = {"people", NULL, &answering, 1};
    char inputs[64];
    snprintf(inputs, sizeof inputs, "{\"rounds\":%d}", rounds);
    secexec_options o;
    secexec_options_init(&o);
    o.inputs_json = inputs;
    o.host_collections = &people_s;
    o.host_collection_count = 1;
    secexec_options rerun = o;
    rerun.host_collections = &people_a;
    secexec_answer yes = {.id = 1, .result_json = "true"};
    uint64_t *ts = calloc((size_t)reps, sizeof *ts), *tr = calloc((size_t)reps, sizeof *tr),
             *tx = calloc((size_t)reps, sizeof *tx);
    size_t size = 0;
    uint64_t instr_suspend = 0, instr_total = 0, instr_rerun = 0;
    int status = 0;
    for (int i = 0; i < reps; i++) {
        uint64_t t0 = thread_cpu_ns();
        secexec_result *r = secexec_execute(PROGRAM, &o);
        uint64_t t1 = thread_cpu_ns();
        secexec_result *done =
            r->outcome == SECEXEC_SUSPENDED ? secexec_resume(r->snapshot, r->snapshot_len, &yes, 1, &o) : NULL;
        uint64_t t2 = thread_cpu_ns();
        secexec_result *again = secexec_execute(PROGRAM, &rerun);
        uint64_t t3 = thread_cpu_ns();
        if (done == NULL || done->outcome != SECEXEC_SUCCEEDED || again->outcome != SECEXEC_SUCCEEDED ||
            strcmp(done->stdout_text, again->stdout_text) != 0 || done->instructions != again->instructions) {
            fprintf(stderr, "bench_snapshot: the resumed run differs from the re-run (%s)\n",
                    done ? done->error.message : r->error.message);
            status = 1;
        }
        ts[i] = t1 - t0, tr[i] = t2 - t1, tx[i] = t3 - t2;
        size = r->snapshot_len;
        instr_suspend = r->instructions;
        instr_total = done ? done->instructions : 0;
        instr_rerun = again->instructions;
        secexec_result_free(r);
        secexec_result_free(done);
        secexec_result_free(again);
    }
    uint64_t s = p50(ts, reps), res = p50(tr, reps), x = p50(tx, reps);
    printf("rounds %5d: %9llu instructions before the approval; snapshot %6zu bytes; suspend p50 %8.1f us, "
           "resume p50 %7.1f us, re-run p50 %8.1f us (%llu instructions): resume/re-run %.3f\n",
           rounds, (unsigned long long)instr_suspend, size, s / 1e3, res / 1e3, x / 1e3,
           (unsigned long long)instr_rerun, (double)res / (double)x);
    (void)instr_total;
    free(ts);
    free(tr);
    free(tx);
    return status;
}

/*
 * Hibernating a machine: `files` files of 1 KiB (plus a package's two files and a TypeScript
 * module) and two contexts, one holding `objects` objects in a Map, the other having imported
 * node:fs, the package and the module. Measured: the snapshot's bytes, thread CPU p50 of
 * secexec_machine_hibernate, of secexec_machine_restore, and of the first context call after the
 * restore beside the same call on the machine that stayed (the code cache starts empty).
 */
static secexec_machine *busy_machine(int files, int objects) {
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    secexec_machine *m = secexec_machine_new(NULL, &mo);
    char path[64], data[1024];
    memset(data, 'x', sizeof data);
    secexec_machine_mkdir(m, "/workspace/data", true);
    secexec_machine_mkdir(m, "/workspace/node_modules/twice", true);
    for (int i = 0; i < files; i++) {
        snprintf(path, sizeof path, "/workspace/data/f%05d.txt", i);
        secexec_machine_write_file(m, path, data, sizeof data);
    }
    const char *pkg = "{\"name\":\"twice\",\"type\":\"module\",\"main\":\"i.js\"}";
    secexec_machine_write_file(m, "/workspace/node_modules/twice/package.json", pkg, strlen(pkg));
    const char *idx = "export default (n) => 2 * n;";
    secexec_machine_write_file(m, "/workspace/node_modules/twice/i.js", idx, strlen(idx));
    const char *lib = "export function sum(a: number[]): number { return a.reduce((s, x) => s + x, 0); }";
    secexec_machine_write_file(m, "/workspace/lib.ts", lib, strlen(lib));
    secexec_context *a = secexec_context_new(m), *b = secexec_context_new(m);
    char src[256];
    snprintf(src, sizeof src,
             "globalThis.seen = new Map(); for (let i = 0; i < %d; i++) seen.set(i, { id: i, name: 'n' + i });",
             objects);
    secexec_result_free(secexec_context_execute(a, src, strlen(src)));
    const char *imp = "Promise.all([import('node:fs'), import('twice'), import('./lib.ts')]).then(([fs, t, l]) => "
                      "{ globalThis.fs = fs; globalThis.t = t; globalThis.l = l; })";
    secexec_result_free(secexec_context_evaluate(b, imp, strlen(imp)));
    return m;
}

static const char *NEXT = "[seen.size, seen.get(7).name]";

static uint64_t first_call(secexec_machine *m, uint64_t *instructions) {
    secexec_context *list[2];
    secexec_machine_contexts(m, list, 2);
    const char *use = "[t.default(21), l.sum([1, 2]), fs.readdirSync('data').length]";
    uint64_t t0 = thread_cpu_ns();
    secexec_result *r = secexec_context_evaluate(list[0], NEXT, strlen(NEXT));
    secexec_result *q = secexec_context_evaluate(list[1], use, strlen(use));
    uint64_t t1 = thread_cpu_ns();
    *instructions = r->instructions + q->instructions;
    secexec_result_free(r);
    secexec_result_free(q);
    return t1 - t0;
}

static int measure_machine(int files, int objects, int reps) {
    uint64_t *th = calloc((size_t)reps, sizeof *th), *tr = calloc((size_t)reps, sizeof *tr),
             *tc = calloc((size_t)reps, sizeof *tc), *tk = calloc((size_t)reps, sizeof *tk);
    size_t size = 0, host = 0;
    int status = 0;
    for (int i = 0; i < reps; i++) {
        secexec_machine *m = busy_machine(files, objects);
        host = secexec_machine_memory(m);
        unsigned char *bytes;
        char err[300];
        uint64_t t0 = thread_cpu_ns();
        bool ok = secexec_machine_hibernate(m, NULL, &bytes, &size, err, sizeof err);
        uint64_t t1 = thread_cpu_ns();
        secexec_machine *w = ok ? secexec_machine_restore(bytes, size, NULL, NULL, err, sizeof err) : NULL;
        uint64_t t2 = thread_cpu_ns();
        if (w == NULL) {
            fprintf(stderr, "bench_snapshot: %s\n", err);
            status = 1;
            secexec_machine_free(m);
            break;
        }
        uint64_t ik, iw;
        tk[i] = first_call(m, &ik);
        tc[i] = first_call(w, &iw);
        if (ik != iw)
            fprintf(stderr, "bench_snapshot: the restored machine differs (%llu vs %llu instructions)\n",
                    (unsigned long long)iw, (unsigned long long)ik),
                status = 1;
        th[i] = t1 - t0, tr[i] = t2 - t1;
        free(bytes);
        secexec_machine_free(m);
        secexec_machine_free(w);
    }
    if (status == 0)
        printf("machine %5d files x 1 KiB, %6d objects: host %8zu bytes; snapshot %8zu bytes; hibernate p50 %8.1f us, "
               "restore p50 %8.1f us; first call after restore p50 %7.1f us (kept machine %7.1f us)\n",
               files, objects, host, size, p50(th, reps) / 1e3, p50(tr, reps) / 1e3, p50(tc, reps) / 1e3,
               p50(tk, reps) / 1e3);
    free(th);
    free(tr);
    free(tc);
    free(tk);
    return status;
}

int main(int argc, char **argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 21;
    if (reps < 1) reps = 1;
    int status = 0;
    const int rounds[] = {0, 10, 100, 1000};
    for (size_t i = 0; i < sizeof rounds / sizeof rounds[0]; i++) status |= measure(rounds[i], reps);
    const int shapes[][2] = {{0, 0}, {10, 100}, {100, 1000}, {1000, 10000}};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
        status |= measure_machine(shapes[i][0], shapes[i][1], reps);
    return status;
}
