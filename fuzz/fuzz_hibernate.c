/* fuzz_hibernate.c - libFuzzer target: restoring hibernated machines, a parser of untrusted bytes (api/hibernate.c).
 * The first byte picks a base: a real hibernated machine (made at start-up: files, a package, a
 * TypeScript module, two contexts holding closures, a Map, a generator and imported modules)
 * edited by the rest of the bytes (offset, operation, value), or the bytes themselves as the
 * payload. The envelope's checksum is recomputed so every mutation reaches the loader (files,
 * names, sizes, quotas, context numbers and each context's snapshot). Whatever the bytes,
 * restore gives a machine or an error, never a crash, hang or leak; a restored machine's
 * contexts and files are then used, within small limits. */
#include "fuzz/fuzz_common.h"
#include "fuzz/snapshot_fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define HEADER SNAPSHOT_HEADER

static uint8_t *g_base;
static size_t g_base_len;
static uint8_t g_header[HEADER];
static bool g_ready;

static void options(secexec_options *o, secexec_machine_options *mo) {
    secexec_options_init(o);
    o->max_instructions = 20000;
    o->max_memory_bytes = 16u << 20;
    o->timeout_ms = 2000;
    o->max_output_bytes = 4096;
    secexec_machine_options_init(mo);
    mo->max_fs_bytes = 1u << 16;
    mo->max_fs_files = 64;
}

static void must(bool ok, const char *what) {
    if (!ok) {
        fprintf(stderr, "fuzz_hibernate: %s failed\n", what);
        abort();
    }
}

static void run(secexec_context *c, const char *src) {
    secexec_result *r = secexec_context_evaluate(c, src, strlen(src));
    must(r != NULL && r->outcome == SECEXEC_SUCCEEDED, src);
    secexec_result_free(r);
}

static void make_base(void) {
    secexec_options o;
    secexec_machine_options mo;
    options(&o, &mo);
    secexec_machine *m = secexec_machine_new(&o, &mo);
    must(m != NULL, "machine");
    must(secexec_machine_mkdir(m, "/workspace/node_modules/p", true) == SECEXEC_FS_OK, "mkdir");
    const char *files[][2] = {
        {"/workspace/node_modules/p/package.json", "{\"name\":\"p\",\"type\":\"module\",\"main\":\"i.js\"}"},
        {"/workspace/node_modules/p/i.js", "export default (n) => n + 1;"},
        {"/workspace/lib.ts", "export const k: number = 3;"},
        {"/workspace/notes.txt", "hello"},
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        must(secexec_machine_write_file(m, files[i][0], files[i][1], strlen(files[i][1])) == SECEXEC_FS_OK, "write");
    secexec_context *a = secexec_context_new(m), *b = secexec_context_new(m);
    must(a && b, "contexts");
    run(a, "globalThis.m = new Map([[1, 'x']]); globalThis.g = (function* () { yield 1; yield 2; })(); "
           "globalThis.f = ((n) => () => ++n)(4); g.next(); f()");
    run(b, "Promise.all([import('node:fs'), import('p'), import('./lib.ts')]).then(([fs, p, l]) => "
           "{ globalThis.fs = fs; globalThis.p = p; return p.default(l.k); })");
    unsigned char *bytes;
    size_t len;
    char err[300];
    must(secexec_machine_hibernate(m, NULL, &bytes, &len, err, sizeof err), err);
    secexec_machine_free(m);
    g_base_len = len - HEADER - 8;
    g_base = malloc(g_base_len);
    memcpy(g_base, bytes + HEADER, g_base_len);
    memcpy(g_header, bytes, HEADER);
    free(bytes);
    g_ready = true;
}

/* The payload: the base edited by data (4 bytes per edit: offset, operation, value), or data. */
static uint8_t *payload_of(const uint8_t *data, size_t size, size_t *len) {
    bool raw = data[0] % 8 == 7;
    data++, size--;
    return raw ? snapshot_fuzz_raw(data, size, len) : snapshot_fuzz_edit(g_base, g_base_len, data, size, len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!g_ready) make_base();
    if (size == 0 || size > 1 << 16) return 0;
    size_t plen;
    uint8_t *payload = payload_of(data, size, &plen);
    size_t total;
    uint8_t *snap = snapshot_fuzz_seal(g_header, payload, plen, &total);
    secexec_options o;
    secexec_machine_options mo;
    options(&o, &mo);
    char err[400] = "";
    secexec_machine *m = secexec_machine_restore(snap, total, &o, &mo, err, sizeof err);
    if (m != NULL) { /* whatever was restored is used like any machine */
        secexec_context *list[4];
        size_t n = secexec_machine_contexts(m, list, 4);
        const char *src = "[typeof m, typeof g, typeof f, typeof fs, typeof p].join() + String(globalThis.f?.())";
        for (size_t i = 0; i < n && i < 4; i++)
            secexec_result_free(secexec_context_evaluate(list[i], src, strlen(src)));
        const char *use = "import('p').then((p) => p.default(1))";
        secexec_result_free(secexec_machine_evaluate(m, use, strlen(use)));
        secexec_fs_dirent *entries;
        size_t count;
        if (secexec_machine_readdir(m, "/workspace", &entries, &count) == SECEXEC_FS_OK)
            secexec_fs_dirents_free(entries, count);
        unsigned char *again;
        size_t len;
        if (secexec_machine_hibernate(m, NULL, &again, &len, err, sizeof err)) free(again);
        secexec_machine_free(m);
    } else if (err[0] == 0) {
        abort(); /* a refusal always says why */
    }
    free(snap);
    free(payload);
    return 0;
}
