/* fuzz_snapshot.c - libFuzzer target: resuming snapshots, a parser of untrusted bytes (vm/snapshot.c, api/snapshot.c).
 * The first byte picks a base: one of a few real snapshots (made at start-up from programs that
 * suspend inside async calls, generators, async generators with queued requests, iterator
 * helpers, matchAll iterators, closures, try blocks, timers, sparse arrays and at a budget) edited
 * by the rest of the bytes (offset, operation, value), or the bytes themselves as the payload.
 * The envelope's checksum is recomputed so every mutation reaches the loader. Whatever the
 * bytes, resume must give a result (failed snapshot_invalid, or a run that ends within its
 * limits), never a crash, hang or leak. */
#include "fuzz/fuzz_common.h"
#include "fuzz/snapshot_fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define HEADER SNAPSHOT_HEADER

static void answer(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn, (void)input;
    secexec_host_call_resolve(call, "{\"ok\":true,\"n\":2}");
}

static secexec_host_function g_fn = {.name = "ask", .handler = answer, .suspend = true};
static secexec_host_collection g_coll = {"tools", NULL, &g_fn, 1};

static const char *const programs[] = {
    /* nested async calls and Promise.all */
    "async function inner(n: number) { const a = await tools.ask({ q: n }); return [a, n]; }\n"
    "const all = await Promise.all([inner(1), inner(2), tools.ask({ q: 3 })]);\n"
    "console.log(JSON.stringify(all));",
    /* closures, classes, a generator, try/finally around the suspension */
    "class C { #p = 1; constructor(public v: number) {} get w() { return this.v + this.#p; } }\n"
    "function* g() { let i = 0; while (true) yield i++; }\n"
    "const it = g(); it.next();\n"
    "let count = 0; const inc = () => ++count;\n"
    "try { const r = await tools.ask({ c: new C(2).w }); inc(); console.log(r, it.next().value, count); }\n"
    "finally { console.log('finally', Symbol.for('k').toString(), [1, , 3]); }",
    /* timers, a thenable, promise chains and a rejection handled later */
    "setTimeout(() => console.log('t', Date.now()), 5);\n"
    "const p = Promise.reject(new RangeError('r'));\n"
    "const th = { then(ok: (v: number) => void) { ok(4); } };\n"
    "const v = await th;\n"
    "const x = await tools.ask({ v }).then((a) => ({ a, b: [v, 'x'.repeat(40)] }));\n"
    "p.catch((e) => console.log((e as Error).message, x));",
    /* Map, Set, WeakMap, RegExp and iterators half-way */
    "const m = new Map<unknown, number>([['a', 1], [2, 2]]); const k = {}; m.set(k, 3); m.delete('a');\n"
    "const s = new Set(['x', 1]); const w = new WeakSet([k]); const re = /(\\w)\\d/gy; re.exec('a1b2');\n"
    "const it = m.keys(); it.next(); const si = s.entries();\n"
    "const v = await tools.ask({ n: m.size });\n"
    "console.log([...it], [...si], w.has(k), re.lastIndex, re.exec('a1b2'), v);",
    /* an async generator suspended in its body with requests queued, iterator helpers, matchAll */
    "async function* ag() { let i = 0; while (true) { const a = await tools.ask({ i }); try { yield [a, i++]; } "
    "finally { i += 0; } } }\n"
    "const h = [1, 2, 3, 4].values().map((x) => x * 2).filter((x) => x > 2).drop(1);\n"
    "const f = ['ab', 'cd'].values().flatMap((s) => s.split('')).take(3);\n"
    "const w = Iterator.from({ n: 0, next() { return { value: this.n++, done: this.n > 3 }; } });\n"
    "const m = 'a1 b2 c3'.matchAll(/(\\w)(\\d)/g); m.next(); h.next(); f.next(); w.next();\n"
    "const fa = Array.fromAsync([tools.ask({ f: 1 }), 2], async (x: unknown, k: number) => [x, k]);\n"
    "const g = ag(); const p1 = g.next(), p2 = g.next(), p3 = g.return(7);\n"
    "console.log(JSON.stringify(await Promise.all([p1, p2, p3, fa])), [...m].length, [...h], [...f], [...w]);",
    /* a budget suspension in the middle of loops and calls */
    "function fib(n: number): number { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n"
    "const out: number[] = []; let s = 'ab';\n"
    "for (let i = 0; i < 20; i++) { out.push(fib(i % 12)); s += i; }\n"
    "[3, 1, 2].sort().forEach((k) => out.push(k));\n"
    "console.log(out.length, s.length, new Date(0).toISOString());",
    /* arrays in the general representation: an accessor element, a huge index, a fixed length */
    "const a: any[] = [1, 2, 3]; a[4000000000] = 'far';\n"
    "Object.defineProperty(a, 1, { get() { return 'g'; }, enumerable: true, configurable: true });\n"
    "const b = [1, 2]; Object.defineProperty(b, 'length', { writable: false });\n"
    "const v = await tools.ask({ n: a.length });\n"
    "console.log(a[1], a.length, Object.keys(a), b, v);",
};
#define NPROGRAMS (sizeof programs / sizeof programs[0])

static uint8_t *g_base[NPROGRAMS];
static size_t g_base_len[NPROGRAMS];
static uint8_t g_header[HEADER];
static bool g_ready;

static void options(secexec_options *o) {
    secexec_options_init(o);
    o->host_collections = &g_coll;
    o->host_collection_count = 1;
    o->max_instructions = 20000;
    o->max_memory_bytes = 16u << 20;
    o->timeout_ms = 2000;
    o->max_output_bytes = 4096;
}

static void make_bases(void) {
    for (size_t i = 0; i < NPROGRAMS; i++) {
        secexec_options o;
        options(&o);
        bool budget = i == NPROGRAMS - 1;
        o.suspend_on_budget = budget;
        o.max_instructions = budget ? 700 : 20000;
        secexec_result *r = secexec_execute(programs[i], &o);
        if (r == NULL || r->outcome != SECEXEC_SUSPENDED || r->snapshot_len < HEADER + 8) {
            fprintf(stderr, "fuzz_snapshot: program %zu did not suspend\n", i);
            abort();
        }
        g_base_len[i] = r->snapshot_len - HEADER - 8;
        g_base[i] = malloc(g_base_len[i]);
        memcpy(g_base[i], r->snapshot + HEADER, g_base_len[i]);
        memcpy(g_header, r->snapshot, HEADER);
        secexec_result_free(r);
    }
    g_ready = true;
}

/* The payload: a base edited by data (4 bytes per edit: offset, operation, value), or data. */
static uint8_t *payload_of(const uint8_t *data, size_t size, size_t *len) {
    size_t which = data[0] % (NPROGRAMS + 1);
    data++, size--;
    return which == NPROGRAMS ? snapshot_fuzz_raw(data, size, len)
                              : snapshot_fuzz_edit(g_base[which], g_base_len[which], data, size, len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!g_ready) make_bases();
    if (size == 0 || size > 1 << 16) return 0;
    size_t plen;
    uint8_t *payload = payload_of(data, size, &plen);
    size_t total;
    uint8_t *snap = snapshot_fuzz_seal(g_header, payload, plen, &total);
    secexec_options o;
    options(&o);
    o.suspend_on_budget = (data[0] & 0x80) != 0;
    secexec_answer answers[3] = {
        {.id = 1, .result_json = "5"}, {.id = 2, .error = "no"}, {.id = 3, .result_json = "[1]"}};
    /* answers for calls that are not pending are the host's mistake (invalid_input): give them
     * only when the byte says so, so that runs go on most of the time */
    size_t nanswers = (data[0] >> 4) & 3;
    secexec_result *r = secexec_resume(snap, total, answers, nanswers, &o);
    if (r == NULL || (unsigned)r->outcome > SECEXEC_SUSPENDED) abort();
    if (r->outcome == SECEXEC_SUSPENDED && (r->snapshot == NULL || r->pending_json == NULL)) abort();
    secexec_result_free(r);
    free(snap);
    free(payload);
    return 0;
}
