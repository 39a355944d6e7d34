/* test_hibernate.c - Criterion tests of hibernating whole machines: files, packages, contexts, refusals of bad bytes. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "api/snapshot.h"
#include "secexec.h"

TestSuite(hibernate, .timeout = 120);

static void put_le(unsigned char *p, uint64_t v, int n) {
    for (int i = 0; i < n; i++) p[i] = (unsigned char)(v >> (8 * i));
}

static secexec_result *run_ctx(secexec_context *c, const char *src) {
    secexec_result *r = secexec_context_evaluate(c, src, strlen(src));
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", src, r->error.message);
    return r;
}

static void options(secexec_options *o) {
    secexec_options_init(o);
    o->random_seed = 11;
    o->clock_ms = 1700000000000;
    o->inputs_json = "{\"who\":\"ada\"}";
}

/* The same history on a machine: files (text, binary, nested, an installed package's files, a
 * TypeScript module), three contexts of which the second is disposed (numbers 1 and 3 stay). */
static secexec_machine *make_machine(const secexec_machine_options *mo, secexec_context **c1, secexec_context **c3) {
    secexec_options o;
    options(&o);
    secexec_machine *m = secexec_machine_new(&o, mo);
    cr_assert_not_null(m);
    const unsigned char bin[5] = {0, 1, 0xff, 0, 'x'};
    cr_assert_eq(secexec_machine_write_file(m, "/workspace/notes.txt", "first line\n", 11), SECEXEC_FS_OK);
    cr_assert_eq(secexec_machine_write_file(m, "/workspace/blob.bin", bin, sizeof bin), SECEXEC_FS_OK);
    cr_assert_eq(secexec_machine_mkdir(m, "/workspace/deep/er/est", true), SECEXEC_FS_OK);
    cr_assert_eq(secexec_machine_write_file(m, "/workspace/deep/er/empty.txt", "", 0), SECEXEC_FS_OK);
    cr_assert_eq(secexec_machine_mkdir(m, "/workspace/node_modules/twice", true), SECEXEC_FS_OK);
    const char *pkg = "{\"name\":\"twice\",\"version\":\"1.0.0\",\"type\":\"module\",\"main\":\"index.js\"}";
    cr_assert_eq(secexec_machine_write_file(m, "/workspace/node_modules/twice/package.json", pkg, strlen(pkg)),
                 SECEXEC_FS_OK);
    const char *idx = "export default function twice(n) { return 2 * n; }";
    cr_assert_eq(secexec_machine_write_file(m, "/workspace/node_modules/twice/index.js", idx, strlen(idx)),
                 SECEXEC_FS_OK);
    const char *lib = "export function greet(who: string): string { return 'hi ' + who; }";
    cr_assert_eq(secexec_machine_write_file(m, "/workspace/lib.ts", lib, strlen(lib)), SECEXEC_FS_OK);
    *c1 = secexec_context_new(m);
    secexec_context *c2 = secexec_context_new(m);
    *c3 = secexec_context_new(m);
    secexec_context_free(c2);
    secexec_result_free(run_ctx(*c1, "globalThis.total = 40; globalThis.seen = new Map([[1, 'one']]); "
                                     "globalThis.gen = (function* () { let i = 0; while (true) yield i++; })(); "
                                     "gen.next(); Math.random()"));
    secexec_result_free(run_ctx(*c3, "import('node:fs').then((fs) => { fs.appendFileSync('notes.txt', 'by c3\\n'); "
                                     "globalThis.clock = Date.now(); return 1; })"));
    return m;
}

/* What a context sees next: bindings, generator, random state, clock, files and a package. */
static const char *const NEXT1 = "total += 2; [total, seen.get(1), gen.next().value, Math.random(), Date.now()]";
static const char *const NEXT3 =
    "Promise.all([import('node:fs'), import('./lib.ts'), import('twice')]).then(([fs, lib, twice]) => "
    "[fs.readFileSync('notes.txt', 'utf8'), fs.statSync('blob.bin').size, lib.greet(inputs.who), "
    "twice.default(21), fs.readdirSync('deep/er'), clock, Math.random()])";

static void expect_same_next(secexec_context *a, secexec_context *b, const char *src, const char *prefix) {
    secexec_result *ra = run_ctx(a, src), *rb = run_ctx(b, src);
    cr_assert(strncmp(ra->value_json, prefix, strlen(prefix)) == 0, "%s", ra->value_json);
    cr_assert_str_eq(rb->value_json, ra->value_json, "%s", src);
    cr_assert_eq(rb->instructions, ra->instructions, "%s: %llu vs %llu", src, (unsigned long long)rb->instructions,
                 (unsigned long long)ra->instructions);
    secexec_result_free(ra);
    secexec_result_free(rb);
}

static unsigned char *hibernate(secexec_machine *m, const secexec_options *key, size_t *len) {
    unsigned char *bytes;
    char err[400];
    cr_assert(secexec_machine_hibernate(m, key, &bytes, len, err, sizeof err), "%s", err);
    return bytes;
}

Test(hibernate, a_machine_wakes_up_with_its_files_and_contexts) {
    secexec_context *a1, *a3, *b1, *b3;
    secexec_machine *stay = make_machine(NULL, &a1, &a3), *sleepy = make_machine(NULL, &b1, &b3);
    size_t len;
    unsigned char *bytes = hibernate(sleepy, NULL, &len);
    /* the same state gives the same bytes */
    size_t len2;
    unsigned char *again = hibernate(sleepy, NULL, &len2);
    cr_assert(len == len2 && memcmp(bytes, again, len) == 0);
    free(again);
    secexec_machine_free(sleepy);
    secexec_options o; /* no clock, seed or inputs: the snapshot has them (the contexts' inputs are in their heaps) */
    secexec_options_init(&o);
    char err[400];
    secexec_machine *woken = secexec_machine_restore(bytes, len, &o, NULL, err, sizeof err);
    cr_assert_not_null(woken, "%s", err);
    secexec_context *list[4];
    cr_assert_eq(secexec_machine_contexts(woken, list, 4), 2);
    expect_same_next(a1, list[0], NEXT1, "[42,\"one\",1,0.");
    expect_same_next(a3, list[1], NEXT3,
                     "[\"first line\\nby c3\\n\",5,\"hi ada\",42,[\"empty.txt\",\"est\"],1700000000000,0.");
    /* the whole machine too: a fresh run sees the files, a new context gets the next number */
    const char *use = "import('twice').then((t) => t.default(5))";
    secexec_result *r = secexec_machine_evaluate(woken, use, strlen(use));
    cr_assert_str_eq(r->value_json, "10");
    secexec_result_free(r);
    secexec_fs_stat st;
    cr_assert_eq(secexec_machine_stat(woken, "/workspace/deep/er/est", &st), SECEXEC_FS_OK);
    cr_assert(st.is_directory);
    cr_assert_eq(secexec_machine_stat(woken, "/workspace/blob.bin", &st), SECEXEC_FS_OK);
    cr_assert_eq(st.size, 5);
    cr_assert_eq(st.mtime_ms, 1700000000000);
    secexec_context *fresh = secexec_context_new(woken), *fresh_stay = secexec_context_new(stay);
    expect_same_next(fresh_stay, fresh, "typeof total", "\"undefined\"");
    free(bytes);
    secexec_machine_free(stay);
    secexec_machine_free(woken);
}

Test(hibernate, quotas_keys_and_busy_machines) {
    secexec_context *c1, *c3;
    secexec_machine *m = make_machine(NULL, &c1, &c3);
    secexec_options key;
    options(&key);
    key.snapshot_key = (const unsigned char *)"k1";
    key.snapshot_key_len = 2;
    size_t len;
    unsigned char *signed_bytes = hibernate(m, &key, &len);
    char err[400];
    secexec_options o;
    options(&o);
    cr_assert_null(secexec_machine_restore(signed_bytes, len, &o, NULL, err, sizeof err));
    cr_assert_str_eq(err, "snapshot is signed: give its snapshot key to resume it");
    secexec_options wrong = key;
    wrong.snapshot_key = (const unsigned char *)"k2";
    cr_assert_null(secexec_machine_restore(signed_bytes, len, &wrong, NULL, err, sizeof err));
    cr_assert(strstr(err, "HMAC does not match") != NULL, "%s", err);
    secexec_machine *ok = secexec_machine_restore(signed_bytes, len, &key, NULL, err, sizeof err);
    cr_assert_not_null(ok, "%s", err);
    secexec_machine_free(ok);
    free(signed_bytes);
    /* unsigned bytes where a key is required */
    unsigned char *plain = hibernate(m, NULL, &len);
    cr_assert_null(secexec_machine_restore(plain, len, &key, NULL, err, sizeof err));
    cr_assert_str_eq(err, "snapshot is not signed: this host requires an HMAC under its snapshot key");
    /* the files must fit the restoring host's quotas */
    secexec_machine_options small;
    secexec_machine_options_init(&small);
    small.max_fs_bytes = 40;
    cr_assert_null(secexec_machine_restore(plain, len, &o, &small, err, sizeof err));
    cr_assert(strstr(err, "do not fit this VM's quotas") != NULL, "%s", err);
    small.max_fs_bytes = 0;
    small.max_fs_files = 4;
    cr_assert_null(secexec_machine_restore(plain, len, &o, &small, err, sizeof err));
    cr_assert(strstr(err, "do not fit this VM's quotas") != NULL, "%s", err);
    /* each context's memory limit holds */
    secexec_options tight = o;
    tight.max_memory_bytes = 4096;
    cr_assert_null(secexec_machine_restore(plain, len, &tight, NULL, err, sizeof err));
    cr_assert(strstr(err, "context") != NULL, "%s", err);
    /* a run's snapshot and a hibernated machine are not taken for each other */
    secexec_result *wrong_kind = secexec_resume(plain, len, NULL, 0, &o);
    cr_assert_eq(wrong_kind->error.code, SECEXEC_ERR_SNAPSHOT_INVALID);
    cr_assert(strstr(wrong_kind->error.message, "hibernated VM") != NULL, "%s", wrong_kind->error.message);
    secexec_result_free(wrong_kind);
    free(plain);
    /* a process not yet waited for keeps the machine awake */
    uint64_t pid = secexec_process_spawn(m, NULL, "let s = 0; for (let i = 0; i < 10; i++) s += i;");
    cr_assert_gt(pid, 0);
    unsigned char *none;
    cr_assert(!secexec_machine_hibernate(m, NULL, &none, &len, err, sizeof err));
    cr_assert(strstr(err, "processes not yet waited for") != NULL, "%s", err);
    secexec_result_free(secexec_process_wait(m, pid));
    free(hibernate(m, NULL, &len));
    /* a context alone is saved with its machine */
    cr_assert(!secexec_vm_save(c1, NULL, &none, &len, err, sizeof err));
    cr_assert(strstr(err, "secexec_machine_hibernate") != NULL, "%s", err);
    secexec_machine_free(m);
}

Test(hibernate, truncated_tampered_and_other_versions_are_refused) {
    secexec_context *c1, *c3;
    secexec_machine *m = make_machine(NULL, &c1, &c3);
    size_t len;
    unsigned char *b = hibernate(m, NULL, &len);
    secexec_machine_free(m);
    secexec_options o;
    options(&o);
    char err[400];
    /* every truncation */
    for (size_t cut = 0; cut < len; cut += cut < 64 ? 1 : 97) {
        cr_assert_null(secexec_machine_restore(b, cut, &o, NULL, err, sizeof err), "cut at %zu", cut);
        cr_assert(strstr(err, "truncated") != NULL || strstr(err, "not a secexec snapshot") != NULL, "%zu: %s", cut,
                  err);
    }
    /* a flipped bit anywhere: the checksum */
    unsigned char *copy = malloc(len);
    for (size_t at = 29; at < len - 8; at += 131) {
        memcpy(copy, b, len);
        copy[at] ^= 0x10;
        cr_assert_null(secexec_machine_restore(copy, len, &o, NULL, err, sizeof err));
        cr_assert_str_eq(err, "snapshot is corrupt: its checksum does not match");
    }
    /* another format version, another build */
    memcpy(copy, b, len);
    put_le(copy + 8, 99, 4);
    cr_assert_null(secexec_machine_restore(copy, len, &o, NULL, err, sizeof err));
    cr_assert_str_eq(err, "snapshot format version 99 is not the one this build reads (1)");
    memcpy(copy, b, len);
    copy[12] ^= 1;
    cr_assert_null(secexec_machine_restore(copy, len, &o, NULL, err, sizeof err));
    cr_assert(strstr(err, "another build of secexec") != NULL, "%s", err);
    /* a run's snapshot given to restore */
    memcpy(copy, "SECEXSNP", 8);
    cr_assert_null(secexec_machine_restore(copy, len, &o, NULL, err, sizeof err));
    cr_assert(strstr(err, "not a hibernated VM") != NULL, "%s", err);
    free(copy);
    free(b);
}

/* -- forged payloads, sealed with a valid envelope: the loader's own checks -- */

typedef struct forge {
    unsigned char p[512];
    size_t n;
} forge;

static void f_u(forge *f, uint64_t v, int n) {
    put_le(f->p + f->n, v, n);
    f->n += (size_t)n;
}
static void f_node(forge *f, int kind, const char *path, const char *data) {
    f_u(f, (uint64_t)kind, 1);
    f_u(f, strlen(path), 4);
    memcpy(f->p + f->n, path, strlen(path));
    f->n += strlen(path);
    f_u(f, 0, 8);
    if (kind == 0) {
        f_u(f, strlen(data), 8);
        memcpy(f->p + f->n, data, strlen(data));
        f->n += strlen(data);
    }
}

static void expect_refused(forge *f, const char *want) {
    unsigned char *sealed;
    size_t len;
    char err[400];
    unsigned char full[600] = {0}; /* clock and seed 0, then the forged part */
    memcpy(full + 16, f->p, f->n);
    cr_assert(sx_api_seal(SX_MACHINE_MAGIC, 1, full, f->n + 16, NULL, &sealed, &len, err, sizeof err), "%s", err);
    secexec_options o;
    options(&o);
    secexec_machine *m = secexec_machine_restore(sealed, len, &o, NULL, err, sizeof err);
    if (m != NULL) secexec_machine_free(m);
    cr_assert_null(m, "accepted, wanted: %s", want);
    cr_assert(strstr(err, want) != NULL, "got \"%s\", wanted \"%s\"", err, want);
    free(sealed);
}

Test(hibernate, forged_files_and_contexts_are_refused) {
    struct {
        int kind;
        const char *path, *data, *want;
    } bad[] = {
        {0, "/workspace/../etc/x", "x", "invalid argument"}, /* not in normal form */
        {0, "workspace/x", "x", "invalid argument"},
        {0, "/", "x", "invalid argument"},
        {0, "/workspace/no/such/x", "x", "ENOENT"}, /* its parent is missing */
        {0, "/workspace", "x", "EEXIST"},           /* a file over a directory */
        {2, "/workspace/x", "x", "unknown kind"},
        {0, "", "x", "invalid path"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        forge f = {.n = 0};
        f_u(&f, 1, 4);
        f_node(&f, bad[i].kind, bad[i].path, bad[i].data);
        f_u(&f, 0, 8);
        f_u(&f, 0, 4);
        expect_refused(&f, bad[i].want);
    }
    /* a file twice */
    forge f = {.n = 0};
    f_u(&f, 2, 4);
    f_node(&f, 0, "/workspace/a", "1");
    f_node(&f, 0, "/workspace/a", "2");
    f_u(&f, 0, 8);
    f_u(&f, 0, 4);
    expect_refused(&f, "EEXIST");
    /* a path with a NUL inside */
    f = (forge){.n = 0};
    f_u(&f, 1, 4);
    f_node(&f, 0, "/workspace/aXb", "1");
    f.p[4 + 1 + 4 + 11] = 0;
    f_u(&f, 0, 8);
    f_u(&f, 0, 4);
    expect_refused(&f, "invalid path");
    /* more nodes than bytes; a context numbered beyond the counter; a context that is not a snapshot;
     * bytes after the end */
    f = (forge){.n = 0};
    f_u(&f, 1000000, 4);
    expect_refused(&f, "truncated in file entry 0");
    f = (forge){.n = 0};
    f_u(&f, 0, 4);
    f_u(&f, 1, 8);
    f_u(&f, 1, 4);
    f_u(&f, 2, 8);
    f_u(&f, 0, 8);
    expect_refused(&f, "numbered out of order");
    f = (forge){.n = 0};
    f_u(&f, 0, 4);
    f_u(&f, 3, 8);
    f_u(&f, 1, 4);
    f_u(&f, 1, 8);
    f_u(&f, 4, 8);
    f_u(&f, 0x41414141, 4);
    expect_refused(&f, "context 0: not a secexec snapshot");
    f = (forge){.n = 0};
    f_u(&f, 0, 4);
    f_u(&f, 0, 8);
    f_u(&f, 0, 4);
    f_u(&f, 7, 1);
    expect_refused(&f, "1 bytes follow its last context");
}
