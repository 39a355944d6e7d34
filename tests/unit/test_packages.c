/* test_packages.c - Criterion tests of npm tarballs: unpacking into node_modules, bare specifiers, hostile archives. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "secexec.h"

TestSuite(packages, .timeout = 60);

/* A tar archive built in memory: entries of (name, type, content). */
typedef struct tarbuf {
    unsigned char *data;
    size_t len;
} tarbuf;

static void tar_add(tarbuf *t, const char *name, char type, const char *content, size_t n) {
    unsigned char h[512] = {0};
    snprintf((char *)h, 100, "%s", name);
    snprintf((char *)h + 100, 8, "%07o", 0644);
    snprintf((char *)h + 108, 8, "%07o", 0);
    snprintf((char *)h + 116, 8, "%07o", 0);
    snprintf((char *)h + 124, 12, "%011lo", (unsigned long)(n & 077777777777ul));
    snprintf((char *)h + 136, 12, "%011o", 0);
    memset(h + 148, ' ', 8);
    h[156] = (unsigned char)type;
    memcpy(h + 257, "ustar", 6);
    memcpy(h + 263, "00", 2);
    unsigned sum = 0;
    for (int i = 0; i < 512; i++) sum += h[i];
    snprintf((char *)h + 148, 8, "%06o", sum);
    size_t pad = (n + 511) / 512 * 512;
    t->data = realloc(t->data, t->len + 512 + pad + 1024);
    memcpy(t->data + t->len, h, 512);
    memset(t->data + t->len + 512, 0, pad);
    if (n) memcpy(t->data + t->len + 512, content, n);
    t->len += 512 + pad;
}

static void tar_file(tarbuf *t, const char *name, const char *content) {
    tar_add(t, name, '0', content, strlen(content));
}

/* gzip of the archive (with its two zero end blocks). */
static unsigned char *tar_gzip(tarbuf *t, size_t *out_len) {
    memset(t->data + t->len, 0, 1024);
    size_t in_len = t->len + 1024;
    z_stream z = {0};
    cr_assert_eq(deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
    size_t cap = deflateBound(&z, in_len) + 64;
    unsigned char *out = malloc(cap);
    z.next_in = t->data;
    z.avail_in = (uInt)in_len;
    z.next_out = out;
    z.avail_out = (uInt)cap;
    cr_assert_eq(deflate(&z, Z_FINISH), Z_STREAM_END);
    *out_len = cap - z.avail_out;
    deflateEnd(&z);
    free(t->data);
    t->data = NULL;
    t->len = 0;
    return out;
}

/* Install; returns the error message (NULL on success; free it). */
static char *install(secexec_machine *m, tarbuf *t) {
    size_t n;
    unsigned char *gz = tar_gzip(t, &n);
    char *name = NULL, *version = NULL, *error = NULL;
    bool ok = secexec_machine_install_package(m, gz, n, &name, &version, &error);
    free(gz);
    free(name);
    free(version);
    cr_assert(ok == (error == NULL));
    return error;
}

static void expect_m(secexec_machine *m, const char *src, const char *expected) {
    secexec_result *r = secexec_machine_evaluate(m, src, strlen(src));
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", src, r->error.message);
    cr_assert_str_eq(r->value_json, expected, "%s", src);
    secexec_result_free(r);
}

Test(packages, resolution_like_node) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    tarbuf t = {0};
    /* exports with conditions and a subpath pattern */
    tar_file(&t, "package/package.json",
             "{\"name\":\"@acme/tools\",\"version\":\"1.2.3\",\"exports\":{\".\":{\"types\":\"./x.d.ts\",\"require\":"
             "\"./cjs.js\",\"import\":\"./esm/index.js\"},\"./feature/*\":\"./esm/features/*.js\"}}");
    tar_file(&t, "package/esm/index.js", "export const kind = 'esm'; export { twice } from './util.js';");
    tar_file(&t, "package/esm/util.js", "export function twice(n) { return 2 * n; }");
    tar_file(&t, "package/esm/features/alpha.js", "export default 'alpha';");
    tar_file(&t, "package/cjs.js", "module.exports = 'cjs';");
    cr_assert_null(install(m, &t));
    /* "module" beats "main"; a subpath without exports */
    tar_file(&t, "package/package.json",
             "{\"name\":\"plain\",\"version\":\"0.1.0\",\"main\":\"main.js\",\"module\":\"mod.js\"}");
    tar_file(&t, "package/mod.js", "export default 'module entry';");
    tar_file(&t, "package/lib/extra.js", "export const extra = 7;");
    tar_add(&t, "package/link", '2', "", 0); /* a symbolic link: skipped */
    cr_assert_null(install(m, &t));
    expect_m(m,
             "import { kind, twice } from '@acme/tools'; import alpha from '@acme/tools/feature/alpha';\n"
             "import p from 'plain'; import { extra } from 'plain/lib/extra.js';\n"
             "[kind, twice(21), alpha, p, extra]",
             "[\"esm\",42,\"alpha\",\"module entry\",7]");
    expect_m(m, "import('@acme/tools/cjs.js').catch((e) => e.message)",
             "\"Package subpath '@acme/tools/cjs.js' is not exported by the package's \\\"exports\\\" (imported from "
             "/workspace/main.ts)\"");
    expect_m(m, "import fs from 'node:fs'; fs.readdirSync('node_modules/@acme/tools/esm')",
             "[\"features\",\"index.js\",\"util.js\"]");
    /* a newer version replaces the old files */
    tar_file(&t, "package/package.json", "{\"name\":\"plain\",\"version\":\"0.2.0\"}");
    tar_file(&t, "package/index.js", "export default 'v2';");
    cr_assert_null(install(m, &t));
    expect_m(m, "import p from 'plain'; import fs from 'node:fs'; [p, fs.existsSync('node_modules/plain/mod.js')]",
             "[\"v2\",false]");
    secexec_machine_free(m);
}

Test(packages, hostile_tarballs) {
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.max_fs_bytes = 1u << 20;
    secexec_machine *m = secexec_machine_new(NULL, &mo);
    tarbuf t = {0};
    char *e;
    /* an entry climbing out of the package */
    tar_file(&t, "package/package.json", "{\"name\":\"evil\"}");
    tar_file(&t, "package/../../../../workspace/main.ts", "pwned");
    cr_assert_not_null(e = install(m, &t));
    cr_assert(strstr(e, "would land outside node_modules/evil") != NULL, "%s", e);
    free(e);
    /* a name that is not a package name */
    tar_file(&t, "package/package.json", "{\"name\":\"../../etc\"}");
    cr_assert_not_null(e = install(m, &t));
    cr_assert(strstr(e, "not a valid npm package name") != NULL, "%s", e);
    free(e);
    /* no package.json */
    tar_file(&t, "package/index.js", "1");
    cr_assert_not_null(e = install(m, &t));
    free(e);
    /* a gzip bomb: 64 MiB of zeros unpack past the 1 MiB quota */
    size_t big = 64u << 20;
    char *zeros = calloc(1, big);
    tar_add(&t, "package/zeros", '0', zeros, big);
    free(zeros);
    cr_assert_not_null(e = install(m, &t));
    cr_assert(strstr(e, "unpacks to more than") != NULL, "%s", e);
    free(e);
    /* not gzip; truncated gzip; a bad tar checksum */
    char *name, *version;
    cr_assert(!secexec_machine_install_package(m, "not gzip", 8, &name, &version, &e));
    free(e);
    tar_file(&t, "package/package.json", "{\"name\":\"ok\"}");
    size_t n;
    unsigned char *gz = tar_gzip(&t, &n);
    cr_assert(!secexec_machine_install_package(m, gz, n / 2, &name, &version, &e));
    cr_assert(strstr(e, "not a complete gzip stream") != NULL, "%s", e);
    free(e);
    free(gz);
    tar_file(&t, "package/package.json", "{\"name\":\"ok\"}");
    t.data[0] ^= 1; /* the name changes: the checksum no longer matches */
    cr_assert_not_null(e = install(m, &t));
    cr_assert(strstr(e, "bad header checksum") != NULL, "%s", e);
    free(e);
    /* nothing landed outside node_modules */
    secexec_fs_dirent *list;
    size_t count;
    cr_assert_eq(secexec_machine_readdir(m, "/workspace", &list, &count), SECEXEC_FS_OK);
    for (size_t i = 0; i < count; i++) cr_assert_str_eq(list[i].name, "node_modules");
    secexec_fs_dirents_free(list, count);
    secexec_machine_free(m);
}
