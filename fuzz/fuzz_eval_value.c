/* fuzz_eval_value.c - libFuzzer target: the bytes steer a generator of programs whose evaluated
 * value is odd (getters, toJSON, cycles, holes, -0/NaN, lone surrogates, deep nesting, functions,
 * promises, ...); evaluate turns it into JSON. The result must be well formed and its value valid
 * JSON (getters and toJSON run inside the budget). */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct gen {
    const uint8_t *data;
    size_t size, pos;
    char *out;
    size_t len, cap;
} gen;

static unsigned next(gen *g) { return g->pos < g->size ? g->data[g->pos++] : 0; }

static void emit(gen *g, const char *s) {
    size_t n = strlen(s);
    if (g->len + n + 1 > g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 256;
        while (cap < g->len + n + 1) cap *= 2;
        char *p = realloc(g->out, cap);
        if (p == NULL) abort();
        g->out = p;
        g->cap = cap;
    }
    memcpy(g->out + g->len, s, n + 1);
    g->len += n;
}

static void emitf(gen *g, const char *fmt, unsigned v) {
    char buf[256];
    snprintf(buf, sizeof buf, fmt, v);
    emit(g, buf);
}

#define PICK(table) (table)[next(g) % (sizeof(table) / sizeof *(table))]

static const char *const numbers[] = {"0",       "-0",  "NaN", "Infinity",  "-Infinity", "1e308",     "5e-324",
                                      "2 ** 53", "1.5", "-1",  "0.1 + 0.2", "1 / 3",     "4294967295"};
static const char *const strings[] = {
    "''",          "'a\"b'", "'\\u0000'",         "'\\ud800'",         "'\\udc00x'", "'😀'", "'\\u2028\\u2029'",
    "'</script>'", "'\\\\'", "'\\x7f\\x80\\xff'", "'\\t\\n\\r\\b\\f'", "'é'"};
static const char *const keys[] = {"a", "b",     "__proto__", "constructor", "toJSON",     "''",        "0",
                                   "1", "'1e3'", "length",    "'-0'",        "4294967295", "prototype", "'\\ud800'"};
static const char *const atoms[] = {"true",
                                    "false",
                                    "null",
                                    "undefined",
                                    "() => 1",
                                    "function f() {}",
                                    "class C {}",
                                    "Symbol('s')",
                                    "Math",
                                    "JSON",
                                    "globalThis",
                                    "new Error('e')",
                                    "new TypeError('t')",
                                    "Object.create(null)",
                                    "[].values()",
                                    "Object",
                                    "Array.prototype",
                                    "inputs"};

static void value(gen *g, int depth);

static void list(gen *g, int depth) {
    unsigned n = next(g) % 4;
    for (unsigned i = 0; i < n; i++) {
        if (i) emit(g, ", ");
        value(g, depth + 1);
    }
}

static void value(gen *g, int depth) {
    if (depth > 6 || g->pos >= g->size) {
        emit(g, PICK(numbers));
        return;
    }
    switch (next(g) % 24) {
    case 0: emit(g, PICK(numbers)); break;
    case 1: emit(g, PICK(strings)); break;
    case 2: emit(g, PICK(atoms)); break;
    case 3:
        emit(g, "[");
        list(g, depth);
        emit(g, "]");
        break;
    case 4: {
        emit(g, "({");
        unsigned n = next(g) % 4;
        for (unsigned i = 0; i < n; i++) {
            if (i) emit(g, ", ");
            emit(g, PICK(keys));
            emit(g, ": ");
            value(g, depth + 1);
        }
        emit(g, "})");
        break;
    }
    case 5:
        emitf(g, "(() => { const a: any[] = []; a[%u] = ", next(g) * 7);
        value(g, depth + 1);
        emit(g, "; return a; })()");
        break;
    case 6:
        emit(g, "({ get x() { return ");
        value(g, depth + 1);
        emit(g, "; } })");
        break;
    case 7:
        emit(g, "({ toJSON(k: any) { return ");
        value(g, depth + 1);
        emit(g, "; } })");
        break;
    case 8:
        emit(g, "({ toJSON() { throw ");
        value(g, depth + 1);
        emit(g, "; } })");
        break;
    case 9: emit(g, "({ get x() { while (true) {} } })"); break;
    case 10: emit(g, "({ get x(): any { throw new RangeError('g'); } })"); break;
    case 11:
        emit(g, "(() => { const o: any = { a: ");
        value(g, depth + 1);
        emit(g, " }; o.self = o; return o; })()");
        break;
    case 12:
        emit(g, "(() => { const a: any[] = [");
        list(g, depth);
        emit(g, "]; a.push(a); return a; })()");
        break;
    case 13:
        emitf(g, "(() => { let a: any = 0; for (let i = 0; i < %u; i++) a = [a]; return a; })()", next(g) * 8);
        break;
    case 14:
        emitf(g, "(() => { let a: any = 0; for (let i = 0; i < %u; i++) a = { a }; return a; })()", next(g) * 8);
        break;
    case 15: emitf(g, "'x'.repeat(%u)", next(g) * 37); break;
    case 16:
        emit(g, "Promise.resolve(");
        value(g, depth + 1);
        emit(g, ")");
        break;
    case 17:
        emit(g, "Promise.reject(");
        value(g, depth + 1);
        emit(g, ")");
        break;
    case 18:
        emit(g, "(async () => ");
        value(g, depth + 1);
        emit(g, ")()");
        break;
    case 19:
        emit(g, "Object.freeze(");
        value(g, depth + 1);
        emit(g, ")");
        break;
    case 20:
        emit(g, "Object.assign([");
        list(g, depth);
        emit(g, "], { x: ");
        value(g, depth + 1);
        emit(g, " })");
        break;
    case 21:
        emit(g, "new (class { a: any; constructor() { this.a = ");
        value(g, depth + 1);
        emit(g, "; } })()");
        break;
    case 22:
        emit(g, "[1, , ");
        value(g, depth + 1);
        emit(g, "]");
        break;
    default:
        emit(g, "JSON.parse(JSON.stringify(");
        value(g, depth + 1);
        emit(g, "))");
        break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    gen g = {data, size, 0, NULL, 0, 0};
    value(&g, 0);
    secexec_options o;
    fuzz_options(&o);
    o.inputs_json = "{\"a\":[1,{\"b\":null}],\"s\":\"\\u00e9\\ud83d\\ude00\"}";
    secexec_result *r = secexec_evaluate(g.out, &o);
    if (getenv("FUZZ_PRINT")) { /* FUZZ_PRINT=1 fuzz_eval_value FILE: show the program and its result */
        char *json = secexec_result_to_json(r);
        fprintf(stderr, "%s\n=> %s\n", g.out, json ? json : "(null)");
        free(json);
    }
    fuzz_check_result(r, &o);
    free(g.out);
    return 0;
}
