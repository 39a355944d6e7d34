/* test_machine.c - Criterion tests of machines (VMs that outlast a call): files, node:fs, node:path, contexts, threads. */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "secexec.h"

TestSuite(machine, .timeout = 120);

static const char *text(const char *s) { return s != NULL ? s : ""; }

static void expect(secexec_result *r, const char *src, const char *expected) {
    cr_assert_not_null(r);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", src, text(r->error.message));
    cr_assert(r->has_value, "%s: no value", src);
    cr_assert_str_eq(r->value_json, expected, "%s\n  got: %s", src, r->value_json);
    secexec_result_free(r);
}

static void expect_m(secexec_machine *m, const char *src, const char *expected) {
    expect(secexec_machine_evaluate(m, src, strlen(src)), src, expected);
}

static void expect_c(secexec_context *c, const char *src, const char *expected) {
    expect(secexec_context_evaluate(c, src, strlen(src)), src, expected);
}

/* The reference library's example: a file written by the host, read by the guest through import(). */
Test(machine, reference_example) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    cr_assert_not_null(m);
    cr_assert_eq(secexec_machine_write_file(m, "/workspace/data.json", "{\"n\":40}", 8), SECEXEC_FS_OK);
    expect_m(m,
             "import(\"node:fs\").then((fs) => JSON.parse(fs.readFileSync(\"/workspace/data.json\", \"utf8\")).n + 2)",
             "42");
    expect_m(m, "import fs from \"node:fs\"; JSON.parse(fs.readFileSync(\"data.json\", \"utf8\")).n", "40");
    expect_m(m, "import { readFileSync as r } from \"node:fs\"; r(\"./data.json\", { encoding: \"utf8\" })",
             "\"{\\\"n\\\":40}\"");
    expect_m(m, "import * as fs from \"fs\"; typeof fs.default.writeFileSync + typeof fs.promises",
             "\"functionobject\"");
    secexec_machine_free(m);
}

/* Each machine call starts with fresh JavaScript memory but sees the files of the earlier ones. */
Test(machine, fresh_memory_shared_files) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    expect_m(
        m,
        "globalThis.kept = 1; import('node:fs').then((fs) => fs.writeFileSync('step1.txt', 'one')).then(() => 'done')",
        "\"done\"");
    expect_m(m, "typeof globalThis.kept", "\"undefined\"");
    expect_m(m, "import { readFileSync } from 'node:fs'; readFileSync('/workspace/step1.txt', 'utf8')", "\"one\"");
    char *data = NULL;
    size_t len = 0;
    cr_assert_eq(secexec_machine_read_file(m, "step1.txt", &data, &len), SECEXEC_FS_OK);
    cr_assert_eq(len, 3);
    cr_assert_str_eq(data, "one");
    free(data);
    secexec_machine_free(m);
}

Test(machine, fs_functions) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    expect_m(m,
             "import fs from 'node:fs';\n"
             "fs.mkdirSync('a/b/c', { recursive: true });\n"
             "fs.writeFileSync('a/b/c/x.txt', 'x');\n"
             "fs.appendFileSync('a/b/c/x.txt', 'yz');\n"
             "fs.renameSync('a/b/c/x.txt', 'a/moved.txt');\n"
             "const st = fs.statSync('a/moved.txt');\n"
             "const out = [fs.readFileSync('a/moved.txt', 'utf8'), st.size, st.isFile(), st.isDirectory(),\n"
             "  fs.statSync('a').isDirectory(), fs.existsSync('a/b/c/x.txt'), fs.readdirSync('a')];\n"
             "fs.rmSync('a', { recursive: true });\n"
             "out.push(fs.existsSync('a'), fs.readdirSync('/'));\n"
             "out",
             "[\"xyz\",3,true,false,true,false,[\"b\",\"moved.txt\"],false,[\"workspace\"]]");
    expect_m(m,
             "import { promises } from 'node:fs';\n"
             "(async () => { await promises.writeFile('p.txt', 'P'); return await promises.readFile('p.txt', 'utf8') + "
             "(await promises.readdir('.')).length; })()",
             "\"P1\"");
    expect_m(m,
             "import fsp from 'node:fs/promises';\n"
             "fsp.readFile('nope.txt', 'utf8').then(() => 'read', (e) => e.code + ' ' + e.syscall)",
             "\"ENOENT open\"");
    secexec_machine_free(m);
}

/* node's error shapes: code, errno, syscall, path and the message text. */
Test(machine, fs_errors_like_node) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    expect_m(
        m,
        "import fs from 'node:fs';\n"
        "const e = (f) => { try { f(); return 'no error'; } catch (x) { return [x.code, x.errno, x.syscall, x.path, "
        "x.message]; } };\n"
        "fs.mkdirSync('d');\n"
        "[e(() => fs.readFileSync('/workspace/missing.txt', 'utf8')), e(() => fs.mkdirSync('d')),\n"
        " e(() => fs.readdirSync('nope')), e(() => fs.rmSync('d/x')), e(() => fs.statSync('zz')),\n"
        " e(() => fs.readFileSync(42))[0]]",
        "[[\"ENOENT\",-2,\"open\",\"/workspace/missing.txt\",\"ENOENT: no such file or directory, open "
        "'/workspace/missing.txt'\"],[\"EEXIST\",-17,\"mkdir\",\"d\",\"EEXIST: file already exists, mkdir "
        "'d'\"],[\"ENOENT\",-2,\"scandir\",\"nope\",\"ENOENT: no such file or directory, scandir "
        "'nope'\"],[\"ENOENT\",-2,\"lstat\",\"d/x\",\"ENOENT: no such file or directory, lstat "
        "'d/x'\"],[\"ENOENT\",-2,\"stat\",\"zz\",\"ENOENT: no such file or directory, stat "
        "'zz'\"],\"ERR_INVALID_ARG_TYPE\"]");
    expect_m(m,
             "import fs from 'node:fs'; fs.writeFileSync('f', '1');\n"
             "(() => { try { fs.renameSync('f', 'nodir/g'); return 'renamed'; } catch (x) { return x.message; } })()",
             "\"ENOENT: no such file or directory, rename 'f' -> 'nodir/g'\"");
    secexec_machine_free(m);
}

/* ".." and absolute paths never leave the tree: the host's /etc is not reachable by any function. */
Test(machine, traversal_through_every_fs_function) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    const char *attempts[] = {"../../../../etc/passwd", "/etc/passwd", "/workspace/../../etc/passwd",
                              "..//..//etc/passwd", "/../../etc/passwd"};
    for (size_t i = 0; i < sizeof attempts / sizeof attempts[0]; i++) {
        char src[1024];
        snprintf(src, sizeof src,
                 "import fs from 'node:fs'; const p = '%s'; const out = [];\n"
                 "const t = (f) => { try { out.push(String(f())); } catch (e) { out.push(e.code); } };\n"
                 "t(() => fs.readFileSync(p, 'utf8')); t(() => fs.existsSync(p)); t(() => fs.statSync(p).size);\n"
                 "t(() => fs.readdirSync(p)); t(() => fs.rmSync(p)); t(() => fs.renameSync(p, 'x'));\n"
                 "t(() => fs.unlinkSync(p)); t(() => fs.mkdirSync(p)); t(() => fs.writeFileSync(p, 'w'));\n"
                 "t(() => fs.appendFileSync(p, 'w')); t(() => fs.readdirSync('/etc'));\n"
                 "out.join(',')",
                 attempts[i]);
        /* mkdir of /etc/passwd fails (no /etc in the tree), writes likewise: everything is ENOENT */
        expect_m(m, src, "\"ENOENT,false,ENOENT,ENOENT,ENOENT,ENOENT,ENOENT,ENOENT,ENOENT,ENOENT,ENOENT\"");
    }
    /* the host API resolves the same way */
    char *data = NULL;
    size_t len;
    cr_assert_eq(secexec_machine_read_file(m, "../../../etc/passwd", &data, &len), SECEXEC_FS_ENOENT);
    cr_assert_eq(secexec_machine_write_file(m, "../../x.txt", "x", 1), SECEXEC_FS_OK);
    secexec_fs_stat st;
    cr_assert_eq(secexec_machine_stat(m, "/x.txt", &st), SECEXEC_FS_OK); /* clamped at the root */
    cr_assert_eq(secexec_machine_remove(m, "/", true), SECEXEC_FS_EBUSY);
    cr_assert_eq(secexec_machine_remove(m, "/workspace", true), SECEXEC_FS_EBUSY);
    secexec_machine_free(m);
}

Test(machine, quotas) {
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.max_fs_bytes = 1000;
    mo.max_fs_files = 5;
    secexec_machine *m = secexec_machine_new(NULL, &mo);
    expect_m(m,
             "import fs from 'node:fs'; let n = 0;\n"
             "(() => { try { for (;;) { fs.appendFileSync('big', 'x'.repeat(100)); n++; } } catch (e) { return [n, "
             "e.code, e.syscall, e.message]; } })()",
             "[10,\"ENOSPC\",\"write\",\"ENOSPC: no space left on device, write\"]");
    expect_m(m,
             "import fs from 'node:fs'; fs.writeFileSync('big', ''); let n = 0;\n"
             "(() => { try { for (;;) { fs.writeFileSync('f' + n, ''); n++; } } catch (e) { return [n, e.code]; } })()",
             "[4,\"ENOSPC\"]");
    cr_assert_eq(secexec_machine_write_file(m, "host.txt", "h", 1), SECEXEC_FS_ENOSPC);
    cr_assert_eq(secexec_machine_remove(m, "f0", false), SECEXEC_FS_OK);
    cr_assert_eq(secexec_machine_write_file(m, "host.txt", "h", 1), SECEXEC_FS_OK);
    secexec_machine_free(m);
}

Test(machine, ten_thousand_files) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    expect_m(
        m,
        "import fs from 'node:fs'; for (let i = 0; i < 10000; i++) fs.writeFileSync('f' + i + '.txt', String(i));\n"
        "const names = fs.readdirSync('.'); [names.length, names[0], fs.readFileSync('f9999.txt', 'utf8')]",
        "[10000,\"f0.txt\",\"9999\"]");
    secexec_fs_dirent *list;
    size_t n;
    cr_assert_eq(secexec_machine_readdir(m, "/workspace", &list, &n), SECEXEC_FS_OK);
    cr_assert_eq(n, 10000);
    secexec_fs_dirents_free(list, n);
    secexec_machine_free(m);
}

Test(machine, node_path) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    /* expected values printed by node 20 for the same calls */
    expect_m(m,
             "import path from 'node:path';\n"
             "[path.join('a', '..', 'b', './c/'), path.join(''), path.resolve('x', '../y'), path.resolve('/a', 'b', "
             "'/c', 'd'), path.normalize('/a//b/../c/.'), path.normalize('../../x'), path.dirname('/a/b/c.txt'), "
             "path.basename('/a/b/c.txt', '.txt'), path.extname('x.tar.gz'), path.extname('.bashrc'), "
             "path.relative('/a/b/c', '/a/d'), path.relative('/x', '/y'), path.isAbsolute('a'), path.sep]",
             "[\"b/c/\",\".\",\"/workspace/y\",\"/c/d\",\"/a/c\",\"../../x\",\"/a/b\",\"c\",\".gz\",\"\",\"../../"
             "d\",\"../y\",false,\"/\"]");
    secexec_machine_free(m);
}

Test(machine, unknown_modules) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    expect_m(m, "import('lodash').then(() => 'ok', (e) => e.code)", "\"ERR_MODULE_NOT_FOUND\"");
    secexec_result *r = secexec_machine_execute(m, "import x from 'nope';", 21);
    cr_assert_eq(r->error.code, SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    cr_assert(strstr(r->error.message, "Cannot find package 'nope'") != NULL, "%s", r->error.message);
    secexec_result_free(r);
    /* a one-shot run has no filesystem: node:fs says so */
    r = secexec_evaluate("import fs from 'node:fs'; fs.readFileSync('x', 'utf8')", NULL);
    cr_assert_eq(r->error.code, SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    cr_assert(strstr(r->error.message, "needs a VM with a filesystem") != NULL, "%s", r->error.message);
    secexec_result_free(r);
    secexec_machine_free(m);
}

Test(machine, contexts_are_repls) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    secexec_context *c = secexec_context_new(m), *d = secexec_context_new(m);
    secexec_result *r = secexec_context_execute(c, "globalThis.total = 40", 21);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    secexec_result_free(r);
    expect_c(c, "total + 2", "42");
    expect_c(c, "let kept = 5; kept", "5");
    expect_c(c, "kept * 2", "10");
    expect_c(d, "typeof total", "\"undefined\""); /* contexts share files, not memory */
    expect_c(c, "import fs from 'node:fs'; fs.writeFileSync('ctx.txt', 'from c'); 1", "1");
    expect_c(d, "import { readFileSync } from 'node:fs'; readFileSync('ctx.txt', 'utf8')", "\"from c\"");
    expect_c(d, "import { readFileSync } from 'node:fs'; readFileSync('ctx.txt', 'utf8').length", "6"); /* again */
    cr_assert(secexec_context_reset(c));
    expect_c(c, "typeof total + typeof kept", "\"undefinedundefined\"");
    secexec_context_free(c);
    expect_c(d, "1 + 1", "2");
    /* d is freed by the machine */
    secexec_machine_free(m);
}

/* Two contexts of one machine on two threads at once, both writing files. */
typedef struct racer {
    secexec_context *c;
    const char *src;
    bool ok;
} racer;

static void *race(void *arg) {
    racer *r = arg;
    secexec_result *res = secexec_context_evaluate(r->c, r->src, strlen(r->src));
    r->ok = res && res->outcome == SECEXEC_SUCCEEDED && res->has_value && strcmp(res->value_json, "2000") == 0;
    secexec_result_free(res);
    return NULL;
}

Test(machine, two_contexts_racing) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    racer a = {secexec_context_new(m),
               "import fs from 'node:fs'; for (let i = 0; i < 2000; i++) { fs.writeFileSync('a' + i, 'x'); "
               "fs.appendFileSync('shared', 'a'); } fs.readdirSync('.').filter((n) => n[0] === 'a').length",
               false},
          b = {secexec_context_new(m),
               "import fs from 'node:fs'; for (let i = 0; i < 2000; i++) { fs.writeFileSync('b' + i, 'y'); "
               "fs.appendFileSync('shared', 'b'); } fs.readdirSync('.').filter((n) => n[0] === 'b').length",
               false};
    pthread_t ta, tb;
    pthread_create(&ta, NULL, race, &a);
    pthread_create(&tb, NULL, race, &b);
    pthread_join(ta, NULL);
    pthread_join(tb, NULL);
    cr_assert(a.ok && b.ok);
    secexec_fs_stat st;
    cr_assert_eq(secexec_machine_stat(m, "shared", &st), SECEXEC_FS_OK);
    cr_assert_eq(st.size, 4000);
    secexec_machine_free(m);
}

Test(machine, execute_file_and_check) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    const char *src = "console.log('from a file');";
    cr_assert_eq(secexec_machine_write_file(m, "main.ts", src, strlen(src)), SECEXEC_FS_OK);
    secexec_result *r = secexec_machine_execute_file(m, "/workspace/main.ts");
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", text(r->error.message));
    cr_assert_str_eq(r->stdout_text, "from a file\n");
    secexec_result_free(r);
    r = secexec_machine_execute_file(m, "missing.ts");
    cr_assert_eq(r->error.code, SECEXEC_ERR_INVALID_INPUT);
    secexec_result_free(r);
    secexec_check_result *c = secexec_machine_check(m, "const n: number = 'a';", 22);
    cr_assert(c->has_errors);
    secexec_check_result_free(c);
    /* built-in modules are any for the checker; a missing module is tsc's TS2307 at each import */
    const char *mod = "import fs from 'node:fs'; import { x } from './a'; export const y = x;\n"
                      "const p = import('./a'); const s: string = fs.readFileSync('f', 'utf8'); const n: number = 'a';";
    c = secexec_machine_check(m, mod, strlen(mod));
    cr_assert_eq(c->diagnostic_count, 3, "%s", secexec_check_result_format(c));
    cr_assert_eq(c->diagnostics[0].code, 2307);
    cr_assert_eq(c->diagnostics[1].code, 2307);
    cr_assert_eq(c->diagnostics[2].code, 2322);
    secexec_check_result_free(c);
    secexec_machine_free(m);
}

/* vm.check: each file's imports typed from the modules of the filesystem, every file's
 * diagnostics with its path, in tsc's order (imported files first). Expected output from tsc 5.9.3
 * (--strict --noEmit --target ES2022 --lib ES2023 --module esnext --moduleResolution bundler) on
 * the same files. */
Test(machine, check_modules) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    const char *mod = "export interface Point { x: number; y: number }\n"
                      "export function add(a: number, b: number): number { return a + b; }\n"
                      "export const origin: Point = { x: 0, y: 0 };\nexport const n = 42;\nexport let s = 'a';\n"
                      "export default function greet(name: string, ...rest: string[]): string { return name; }\n"
                      "export async function later<T>(v: T, d = 5): Promise<T> { return v; }\n"
                      "export function untyped(a, b) { return a; }\nconst bad: string = 1;\n";
    cr_assert_eq(secexec_machine_write_file(m, "m.ts", mod, strlen(mod)), SECEXEC_FS_OK);
    cr_assert_eq(secexec_machine_mkdir(m, "lib", false), SECEXEC_FS_OK);
    const char *lib = "export { add as plus } from '../m';\nexport * from '../m';\nexport const k: number = 1;\n";
    cr_assert_eq(secexec_machine_write_file(m, "lib/index.ts", lib, strlen(lib)), SECEXEC_FS_OK);
    const char *src = "import greet, { add, origin, n, s, later, untyped, type Point } from \"./m\";\n"
                      "import * as ns from \"./m.js\";\n"
                      "import { k, plus } from \"./lib\";\n"
                      "const a: string = add(1, 2);\n"
                      "const p: Point = origin; const q: string = origin.x;\n"
                      "const c: 42 = n; const d: number = s;\n"
                      "const g: number = greet(\"a\", \"b\", \"c\");\n"
                      "later(\"x\").then((v) => { const z: number = v; });\n"
                      "const u: string = untyped(1, 2);\n"
                      "const w: string = ns.add(1, 1);\n"
                      "const kk: string = k; const pp: number = plus(1, 2);\n"
                      "import(\"./m\").then((mm) => { const y: string = mm.n; });\n";
    secexec_check_result *c = secexec_machine_check(m, src, strlen(src));
    cr_assert_eq(c->outcome, SECEXEC_SUCCEEDED);
    cr_assert_str_eq(secexec_check_result_format(c),
                     "m.ts(8,25): error TS7006: Parameter 'a' implicitly has an 'any' type.\n"
                     "m.ts(8,28): error TS7006: Parameter 'b' implicitly has an 'any' type.\n"
                     "m.ts(9,7): error TS2322: Type 'number' is not assignable to type 'string'.\n"
                     "main.ts(4,7): error TS2322: Type 'number' is not assignable to type 'string'.\n"
                     "main.ts(5,32): error TS2322: Type 'number' is not assignable to type 'string'.\n"
                     "main.ts(6,24): error TS2322: Type 'string' is not assignable to type 'number'.\n"
                     "main.ts(7,7): error TS2322: Type 'string' is not assignable to type 'number'.\n"
                     "main.ts(8,32): error TS2322: Type 'string' is not assignable to type 'number'.\n"
                     "main.ts(10,7): error TS2322: Type 'number' is not assignable to type 'string'.\n"
                     "main.ts(11,7): error TS2322: Type 'number' is not assignable to type 'string'.\n"
                     "main.ts(12,36): error TS2322: Type 'number' is not assignable to type 'string'.\n");
    secexec_check_result_free(c);
    /* the same program, correct: no false error */
    const char *ok = "import greet, { add, origin, n, later, type Point } from './m';\n"
                     "const a: number = add(1, 2); const p: Point = origin; const c: 42 = n;\n"
                     "const g: string = greet('a', 'b'); later(1).then((v) => v + 1);\n";
    c = secexec_machine_check(m, ok, strlen(ok));
    cr_assert_eq(c->diagnostic_count, 3, "%s", secexec_check_result_format(c)); /* m.ts's own three */
    secexec_check_result_free(c);
    /* hostile graphs: a module importing itself, a cycle, a chain longer than the 64 files checked
     * (tsc would go on to c99.ts's TS2307), a missing module: tsc's answers for the files checked */
    const char *self = "import * as me from './self'; export const one: number = 1; const t: string = me.one;";
    cr_assert_eq(secexec_machine_write_file(m, "self.ts", self, strlen(self)), SECEXEC_FS_OK);
    const char *a = "import { b } from './b'; export const a: number = 1; const t: string = b;";
    const char *b = "import { a } from './a'; export const b: number = a;";
    cr_assert_eq(secexec_machine_write_file(m, "a.ts", a, strlen(a)), SECEXEC_FS_OK);
    cr_assert_eq(secexec_machine_write_file(m, "b.ts", b, strlen(b)), SECEXEC_FS_OK);
    for (int i = 0; i < 100; i++) {
        char name[32], body[96];
        snprintf(name, sizeof name, "c%d.ts", i);
        snprintf(body, sizeof body, "export * from './c%d'; export const v%d: number = %d;", i + 1, i, i);
        cr_assert_eq(secexec_machine_write_file(m, name, body, strlen(body)), SECEXEC_FS_OK);
    }
    const char *g = "import './self'; import { a } from './a'; import { v0 } from './c0';\n"
                    "import { nope } from './missing'; const t: string = v0 + a;";
    c = secexec_machine_check(m, g, strlen(g));
    cr_assert_eq(c->outcome, SECEXEC_SUCCEEDED);
    cr_assert_str_eq(secexec_check_result_format(c),
                     "a.ts(1,60): error TS2322: Type 'number' is not assignable to type 'string'.\n"
                     "main.ts(2,22): error TS2307: Cannot find module './missing' or its corresponding type "
                     "declarations.\n"
                     "main.ts(2,41): error TS2322: Type 'number' is not assignable to type 'string'.\n"
                     "self.ts(1,67): error TS2322: Type 'number' is not assignable to type 'string'.\n",
                     "%s", secexec_check_result_format(c));
    secexec_check_result_free(c);
    /* a syntax error in an imported file: like tsc, the syntax errors alone */
    const char *broken = "export const x: number = ;";
    cr_assert_eq(secexec_machine_write_file(m, "broken.ts", broken, strlen(broken)), SECEXEC_FS_OK);
    const char *h = "import './broken'; import { a } from './a'; const t: string = a;";
    c = secexec_machine_check(m, h, strlen(h));
    cr_assert_str_eq(secexec_check_result_format(c), "broken.ts(1,26): error TS1109: Expression expected.\n");
    secexec_check_result_free(c);
    secexec_machine_free(m);
}

/* ES modules between the machine's files. */
static void put(secexec_machine *m, const char *path, const char *src) {
    cr_assert_eq(secexec_machine_write_file(m, path, src, strlen(src)), SECEXEC_FS_OK, "%s", path);
}

Test(machine, es_modules) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    cr_assert_eq(secexec_machine_mkdir(m, "lib", false), SECEXEC_FS_OK);
    put(m, "lib/math.ts",
        "export const two = 2; export function add(a: number, b: number) { return a + b; }\n"
        "export default class Calc { mul(a: number, b: number) { return a * b; } }\n"
        "export let counter = 0; export function inc() { counter++; }");
    put(m, "lib/index.ts",
        "export * from './math.js'; export { two as TWO } from './math'; export * as m from './math.ts';\n"
        "import Calc from './math'; export { Calc };");
    put(m, "a.ts", "import { b } from './b'; export const a = 'a'; export function fromA() { return 'A' + b(); }");
    put(m, "b.ts",
        "import { fromA } from './a'; export function b() { return 'b'; } export function callA() { return fromA(); }");
    put(m, "self.ts",
        "import * as me from './self'; export const x = 1; export function keys() { return Object.keys(me); }");
    put(m, "def.ts", "export default 40 + 2;");
    put(m, "count.ts", "globalThis.loads = (globalThis.loads ?? 0) + 1; export const n = 1;");
    put(m, "bad.ts", "export const = 1;");
    /* named, default, namespace and re-exports; a namespace's bindings are live */
    expect_m(m,
             "import { add, two, TWO, m, Calc, inc } from './lib/index.ts'; inc();\n"
             "[add(two, TWO), m.two, new Calc().mul(6, 7), m.counter]",
             "[4,2,42,1]");
    expect_m(m, "import * as ns from './lib'; Object.keys(ns).sort()",
             "[\"Calc\",\"TWO\",\"add\",\"counter\",\"inc\",\"m\",\"two\"]");
    /* a cycle through functions, one through values read later, and a module importing itself */
    expect_m(m, "import { callA } from './b'; callA()", "\"Ab\"");
    put(m, "va.ts", "import { vb, readA } from './vb'; export const va = 'A'; export const both = va + vb + readA();");
    put(m, "vb.ts", "import { va } from './va'; export const vb = 'B'; export function readA() { return va; }");
    expect_m(m, "import { both } from './va.ts'; both", "\"ABA\"");
    /* named imports are live bindings, read-only */
    put(m, "counter.ts", "export let count = 0; export function inc() { count++; }");
    expect_m(m, "import { count, inc } from './counter'; inc(); inc(); const f = () => count; [count, f()]", "[2,2]");
    secexec_result *w = secexec_machine_execute(m, "import { count } from './counter'; count = 5;", 45);
    cr_assert_str_eq(w->error.message, "Assignment to constant variable.");
    secexec_result_free(w);
    w = secexec_machine_execute(m, "import { nope } from './counter';", 33);
    cr_assert_str_eq(w->error.name, "SyntaxError");
    cr_assert_str_eq(w->error.message, "The requested module './counter' does not provide an export named 'nope'");
    secexec_result_free(w);
    expect_m(m, "import { keys } from './self'; keys()", "[\"x\",\"keys\"]");
    /* default export of an expression; dynamic import; every spelling reaches the same module once */
    expect_m(m, "import d from './def'; d", "42");
    expect_m(m, "import('./def').then((ns) => ns.default)", "42");
    expect_m(m,
             "import { n } from './count'; import * as a from './count.ts'; import * as b from '/workspace/count';\n"
             "import('./count.js').then((c) => [globalThis.loads, a === b, c === a, n])",
             "[1,true,true,1]");
    /* failures: a missing file, a syntax error inside a module */
    expect_m(m, "import('./missing').catch((e) => e.code + ': ' + e.message)",
             "\"ERR_MODULE_NOT_FOUND: Cannot find module './missing' imported from /workspace/main.ts\"");
    secexec_result *r = secexec_machine_execute(m, "import './bad';", 15);
    cr_assert_eq(r->error.code, SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    cr_assert_str_eq(r->error.name, "SyntaxError");
    cr_assert(strstr(r->error.message, "/workspace/bad.ts(1,14)") != NULL, "%s", r->error.message);
    secexec_result_free(r);
    /* executeFile resolves relative imports from the file's directory */
    put(m, "lib/run.ts", "import { add } from './math'; console.log(add(1, 2));");
    r = secexec_machine_execute_file(m, "lib/run.ts");
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", text(r->error.message));
    cr_assert_str_eq(r->stdout_text, "3\n");
    secexec_result_free(r);
    secexec_machine_free(m);
}

/* Mounts of host directories: read-only and read-write; "..", symbolic links, absolute paths and
 * special files never lead outside. */
#include <sys/stat.h>
#include <unistd.h>

static void host_write(const char *path, const char *text) {
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f, "%s", path);
    fputs(text, f);
    fclose(f);
}

Test(machine, mounts) {
    char root[] = "/tmp/secexec_mountXXXXXX", outside[] = "/tmp/secexec_outsideXXXXXX", p[512];
    cr_assert_not_null(mkdtemp(root));
    cr_assert_not_null(mkdtemp(outside));
    snprintf(p, sizeof p, "%s/secret.txt", outside);
    host_write(p, "SECRET");
    snprintf(p, sizeof p, "%s/ro", root);
    mkdir(p, 0755);
    snprintf(p, sizeof p, "%s/ro/hello.txt", root);
    host_write(p, "hello from the host");
    snprintf(p, sizeof p, "%s/ro/sub", root);
    mkdir(p, 0755);
    char link[512];
    snprintf(link, sizeof link, "%s/ro/escape", root);
    cr_assert_eq(symlink(outside, link), 0);
    snprintf(link, sizeof link, "%s/ro/secret_link", root);
    snprintf(p, sizeof p, "%s/secret.txt", outside);
    cr_assert_eq(symlink(p, link), 0);
    snprintf(p, sizeof p, "%s/ro/fifo", root);
    cr_assert_eq(mkfifo(p, 0644), 0);
    snprintf(p, sizeof p, "%s/rw", root);
    mkdir(p, 0755);
    char ro[512], rw[512];
    snprintf(ro, sizeof ro, "%s/ro", root);
    snprintf(rw, sizeof rw, "%s/rw", root);
    secexec_mount mounts[] = {{ro, "/data", true}, {rw, "/workspace/out", false}};
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.mounts = mounts;
    mo.mount_count = 2;
    mo.max_fs_bytes = 4096;
    secexec_machine *m = secexec_machine_new(NULL, &mo);
    cr_assert_not_null(m);
    expect_m(
        m,
        "import fs from 'node:fs';\n"
        "const t = (f) => { try { return String(f()); } catch (e) { return e.code; } };\n"
        "[fs.readFileSync('/data/hello.txt', 'utf8'), fs.readdirSync('/data'), fs.readdirSync('/'),\n"
        " fs.statSync('/data/sub').isDirectory(),\n"
        " t(() => fs.writeFileSync('/data/new.txt', 'x')), t(() => fs.appendFileSync('/data/hello.txt', 'x')),\n"
        " t(() => fs.mkdirSync('/data/d')), t(() => fs.rmSync('/data/hello.txt')),\n"
        " t(() => fs.renameSync('/data/hello.txt', '/data/h2')), t(() => fs.rmSync('/data', { recursive: true "
        "})),\n"
        " t(() => fs.readFileSync('/data/escape/secret.txt', 'utf8')), t(() => fs.readFileSync('/data/secret_link', "
        "'utf8')),\n"
        " t(() => fs.readdirSync('/data/escape')), t(() => fs.statSync('/data/secret_link').size),\n"
        " t(() => fs.readFileSync('/data/fifo', 'utf8')), t(() => fs.readFileSync('/data/../../tmp', 'utf8')),\n"
        " t(() => fs.readFileSync('/data/sub/../../data/hello.txt', 'utf8'))]",
        "[\"hello from the host\",[\"escape\",\"fifo\",\"hello.txt\",\"secret_link\",\"sub\"],[\"data\","
        "\"workspace\"],true,\"EACCES\",\"EACCES\",\"EACCES\",\"EACCES\",\"EACCES\",\"EBUSY\",\"EACCES\","
        "\"EACCES\",\"EACCES\",\"EACCES\",\"EACCES\",\"ENOENT\",\"hello from the host\"]");
    /* read-write: the host sees what the guest writes; the quota bounds the bytes written */
    expect_m(
        m,
        "import fs from 'node:fs';\n"
        "const t = (f) => { try { return String(f()); } catch (e) { return e.code; } };\n"
        "fs.mkdirSync('out/a/b', { recursive: true }); fs.writeFileSync('out/a/b/f.txt', 'one');\n"
        "fs.appendFileSync('out/a/b/f.txt', '+two'); fs.renameSync('out/a/b/f.txt', 'out/g.txt');\n"
        "[fs.readFileSync('out/g.txt', 'utf8'), fs.readdirSync('out'), t(() => fs.renameSync('out/g.txt', "
        "'moved.txt')),\n"
        " t(() => fs.writeFileSync('out/big', 'x'.repeat(5000))), t(() => fs.rmSync('out', { recursive: true })),\n"
        " t(() => fs.rmSync('out/a', { recursive: true })), fs.readdirSync('out')]",
        "[\"one+two\",[\"a\",\"g.txt\"],\"EXDEV\",\"ENOSPC\",\"EBUSY\",\"undefined\",[\"g.txt\"]]");
    snprintf(p, sizeof p, "%s/rw/g.txt", root);
    FILE *f = fopen(p, "r");
    cr_assert_not_null(f);
    char buf[64] = "";
    cr_assert_not_null(fgets(buf, sizeof buf, f));
    fclose(f);
    cr_assert_str_eq(buf, "one+two");
    /* the host API goes through the same checks */
    char *data = NULL;
    size_t len;
    cr_assert_eq(secexec_machine_read_file(m, "/data/escape/secret.txt", &data, &len), SECEXEC_FS_EACCES);
    cr_assert_eq(secexec_machine_write_file(m, "/data/x", "x", 1), SECEXEC_FS_EACCES);
    secexec_machine_free(m);
    /* a mount whose host directory does not exist, or at "/", makes no machine */
    secexec_mount bad[] = {{"/nonexistent/secexec", "/x", true}};
    mo.mounts = bad;
    mo.mount_count = 1;
    cr_assert_null(secexec_machine_new(NULL, &mo));
    secexec_mount at_root[] = {{ro, "/", true}};
    mo.mounts = at_root;
    cr_assert_null(secexec_machine_new(NULL, &mo));
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", root, outside);
    cr_assert_eq(system(cmd), 0);
}

/* Processes: background runs with their own budget, output and exit status; kill, list, dispose. */
Test(machine, processes) {
    secexec_options o;
    secexec_options_init(&o);
    o.timeout_ms = 60000;
    o.max_instructions = 1000000000000ull;
    secexec_machine *m = secexec_machine_new(&o, NULL);
    put(m, "worker.ts",
        "import fs from 'node:fs'; let s = 0; for (let i = 0; i < 1000; i++) s += i;\n"
        "fs.writeFileSync('worker.out', String(s)); console.log('worker done');");
    uint64_t a = secexec_process_spawn(m, "/workspace/worker.ts", NULL);
    uint64_t b = secexec_process_spawn(m, NULL, "while (true) {}");
    uint64_t c = secexec_process_spawn(m, NULL, "throw new Error('bad')");
    cr_assert(a > 0 && b > 0 && c > 0 && a != b && b != c);
    cr_assert_eq(secexec_process_spawn(m, NULL, NULL), 0);
    secexec_result *r = secexec_process_wait(m, a);
    cr_assert_not_null(r);
    cr_assert_eq(secexec_result_exit_status(r), 0, "%s", text(r->error.message));
    cr_assert_str_eq(r->stdout_text, "worker done\n");
    secexec_result_free(r);
    cr_assert_null(secexec_process_wait(m, a)); /* waited for: forgotten */
    expect_m(m, "import fs from 'node:fs'; fs.readFileSync('worker.out', 'utf8')", "\"499500\"");
    secexec_process_info info[8];
    cr_assert_eq(secexec_process_list(m, info, 8), 2);
    cr_assert_eq(info[0].pid, b);
    cr_assert(info[0].running);
    cr_assert(secexec_process_kill(m, b));
    r = secexec_process_wait(m, b);
    cr_assert_eq(r->outcome, SECEXEC_CANCELLED);
    cr_assert_eq(secexec_result_exit_status(r), 4);
    secexec_result_free(r);
    cr_assert(!secexec_process_kill(m, b));
    r = secexec_process_wait(m, c);
    cr_assert_eq(secexec_result_exit_status(r), 1);
    cr_assert_str_eq(r->error.message, "bad");
    secexec_result_free(r);
    /* at most 16 at once; dispose kills the ones that never end */
    for (int i = 0; i < SECEXEC_MAX_PROCESSES; i++) cr_assert(secexec_process_spawn(m, NULL, "for (;;) {}") > 0);
    cr_assert_eq(secexec_process_spawn(m, NULL, "1"), 0);
    secexec_machine_free(m);
}

/* Network: denied by default; with the permission, fetch goes only to allowed origins, through the host. */
typedef struct fetch_log {
    int calls;
    char last[512];
} fetch_log;

static void fake_fetch(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)coll, (void)fn;
    fetch_log *log = ud;
    log->calls++;
    snprintf(log->last, sizeof log->last, "%s", input);
    secexec_host_call_resolve(call, "{\"status\":201,\"statusText\":\"Created\",\"headers\":{\"Content-Type\":"
                                    "\"application/json\"},\"body\":\"{\\\"id\\\":7}\"}");
}

Test(machine, network_permission) {
    secexec_machine *closed = secexec_machine_new(NULL, NULL);
    expect_m(closed, "typeof fetch", "\"undefined\"");
    secexec_machine_free(closed);

    fetch_log log = {0};
    const char *allow[] = {"https://API.example.com:443"};
    secexec_network_permission net = {allow, 1, fake_fetch, &log};
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.network = &net;
    secexec_machine *m = secexec_machine_new(NULL, &mo);
    cr_assert_not_null(m);
    expect_m(
        m,
        "(async () => { const r = await fetch('https://api.example.com/orders', { method: 'post', headers: { 'X-Key': "
        "'k' }, body: 'hi' });\n"
        "return [r.status, r.ok, r.statusText, r.headers.get('content-type'), await r.json(), typeof "
        "(globalThis as any).__secexec_network]; })()",
        "[201,true,\"Created\",\"application/json\",{\"id\":7},\"undefined\"]");
    cr_assert_eq(log.calls, 1);
    cr_assert_str_eq(log.last,
                     "{\"url\":\"https://api.example.com/orders\",\"method\":\"POST\",\"headers\":{\"x-key\":\"k\"},"
                     "\"body\":\"hi\"}");
    expect_m(m, "fetch('https://evil.example.net/x').catch((e) => e.name + ': ' + e.message)",
             "\"TypeError: fetch failed: https://evil.example.net is not allowed by the VM's network permission "
             "(permissions.network.allow: https://api.example.com)\"");
    expect_m(m, "fetch('https://api.example.com@evil.example.net/').catch((e) => e.message)",
             "\"Failed to parse URL from https://api.example.com@evil.example.net/\"");
    cr_assert_eq(log.calls, 1); /* the host saw no denied request */
    /* a context gets fetch on every call; the check declares it */
    secexec_context *c = secexec_context_new(m);
    expect_c(c, "typeof fetch", "\"function\"");
    expect_c(c, "fetch('https://api.example.com/').then((r) => r.status)", "201");
    secexec_check_result *ck = secexec_machine_check(m, "const r: Promise<{ status: number }> = fetch('x');", 50);
    cr_assert(!ck->has_errors, "%s", secexec_check_result_format(ck));
    secexec_check_result_free(ck);
    secexec_machine_free(m);
}

/* A process's budget: secexec_machine_options.process_*, not the machine's per-call limits. */
Test(machine, process_limits) {
    secexec_options o;
    secexec_options_init(&o);
    o.max_instructions = 1000000000;
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.process_max_instructions = 50000;
    mo.process_max_memory_bytes = 4u << 20;
    secexec_machine *m = secexec_machine_new(&o, &mo);
    uint64_t pid = secexec_process_spawn(m, NULL, "let i = 0; while (true) i++;");
    secexec_result *r = secexec_process_wait(m, pid);
    cr_assert_eq(r->error.code, SECEXEC_ERR_INSTRUCTION_LIMIT);
    cr_assert_leq(r->instructions, 51000);
    secexec_result_free(r);
    secexec_machine_free(m);
    /* the memory cap on its own: building 4 MiB of strings pays more than 50,000 units of the
     * meter (vm/meter.h), so this machine's processes get a large instruction budget */
    mo.process_max_instructions = 100000000;
    m = secexec_machine_new(&o, &mo);
    pid = secexec_process_spawn(m, NULL, "const a: string[] = []; for (;;) a.push('x'.repeat(1000) + a.length);");
    r = secexec_process_wait(m, pid);
    cr_assert_eq(r->error.code, SECEXEC_ERR_MEMORY_LIMIT, "%s", text(r->error.message));
    secexec_result_free(r);
    expect_m(m, "let i = 0; while (i < 100000) i++; i", "100000"); /* calls keep the machine's budget */
    secexec_machine_free(m);
}

/* A call's own cancel handle stops that call only. */
static void *trigger_later(void *c) {
    struct timespec ts = {0, 50 * 1000 * 1000};
    nanosleep(&ts, NULL);
    secexec_cancel_trigger(c);
    return NULL;
}

Test(machine, cancellable_calls) {
    secexec_options o;
    secexec_options_init(&o);
    o.timeout_ms = 60000;
    o.max_instructions = UINT64_MAX / 2;
    secexec_machine *m = secexec_machine_new(&o, NULL);
    secexec_context *c = secexec_context_new(m);
    expect_c(c, "globalThis.total = 40", "40");
    for (int i = 0; i < 2; i++) {
        secexec_cancel *h = secexec_cancel_new();
        pthread_t t;
        pthread_create(&t, NULL, trigger_later, h);
        const char *loop = "for (;;) {}";
        secexec_result *r = i == 0 ? secexec_machine_run_cancellable(m, loop, strlen(loop), false, h)
                                   : secexec_context_run_cancellable(c, loop, strlen(loop), false, h);
        pthread_join(t, NULL);
        cr_assert_eq(r->outcome, SECEXEC_CANCELLED);
        secexec_result_free(r);
        secexec_cancel_free(h);
    }
    expect_c(c, "total + 2", "42");
    expect_m(m, "6 * 7", "42");
    secexec_machine_free(m);
}

/* Imports in a REPL context: the module runs once per context (importing again does not run it
 * again), and an imported name is a live binding across the context's calls, as in a module. */
Test(machine, repl_imports_are_live_bindings) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    const char *mod = "console.log('m runs'); export let count = 0; export function inc() { count++; }";
    cr_assert_eq(secexec_machine_write_file(m, "m.ts", mod, strlen(mod)), SECEXEC_FS_OK);
    secexec_context *c = secexec_context_new(m);
    const char *first = "import { count, inc } from './m'; count";
    secexec_result *r = secexec_context_evaluate(c, first, strlen(first));
    cr_assert_str_eq(r->stdout_text, "m runs\n");
    cr_assert_str_eq(r->value_json, "0");
    secexec_result_free(r);
    const char *again = "import { count as n, inc } from './m'; inc(); [count, n]";
    r = secexec_context_evaluate(c, again, strlen(again));
    cr_assert_str_eq(r->stdout_text, ""); /* not run again */
    cr_assert_str_eq(r->value_json, "[1,1]");
    secexec_result_free(r);
    expect_c(c, "inc(); count", "2");
    expect_c(c, "const f = () => count; inc(); f()", "3");
    expect_c(c, "import * as ns from './m'; [ns.count, count]", "[3,3]");
    expect_c(c, "(() => { try { (count as any) = 9; return 'assigned'; } catch (e) { return e.name; } })()",
             "\"TypeError\"");
    cr_assert(secexec_context_reset(c));
    r = secexec_context_evaluate(c, first, strlen(first)); /* a fresh REPL: the module runs again */
    cr_assert_str_eq(r->stdout_text, "m runs\n");
    cr_assert_str_eq(r->value_json, "0");
    secexec_result_free(r);
    secexec_context_free(c);
    secexec_machine_free(m);
}

/* What an output sink received: the pieces, each "O:" or "E:" and its text, one after another. */
typedef struct sink_log {
    char text[512];
    size_t len;
    int pieces;
} sink_log;

static void log_output(void *ud, bool to_stderr, const char *data, size_t len) {
    sink_log *l = ud;
    int n = snprintf(l->text + l->len, sizeof l->text - l->len, "%s:%.*s|", to_stderr ? "E" : "O", (int)len, data);
    if (n > 0) l->len += (size_t)n;
    l->pieces++;
}

/* secexec_options.output: each piece as it is written, only what the result keeps; not the stack
 * of an uncaught error the result adds; the result is the same with and without a sink. */
Test(machine, output_sink) {
    sink_log l = {0};
    secexec_options o;
    secexec_options_init(&o);
    o.output = log_output;
    o.output_user_data = &l;
    const char *src = "console.log('a'); console.error('b', 1); throw new Error('x')";
    secexec_result *r = secexec_execute(src, &o);
    cr_assert_str_eq(l.text, "O:a\n|E:b 1\n|");
    cr_assert_str_eq(r->stderr_text, "b 1\nError: x\n    at main.ts:1:48\n");
    o.output = NULL;
    secexec_result *quiet = secexec_execute(src, &o);
    cr_assert_eq(quiet->instructions, r->instructions);
    cr_assert_str_eq(quiet->stdout_text, r->stdout_text);
    secexec_result_free(r);
    secexec_result_free(quiet);
    /* the output limit: nothing past it; capture: nothing of a stream not captured */
    memset(&l, 0, sizeof l);
    o.output = log_output;
    o.max_output_bytes = 5;
    o.capture = SECEXEC_CAPTURE_STDERR;
    r = secexec_execute("for (let i = 0; i < 1000; i++) { console.log(i); console.error(i); }", &o);
    cr_assert_str_eq(l.text, "E:0\n|E:1\n|E:2|");
    cr_assert(r->stderr_truncated);
    secexec_result_free(r);
}

/* secexec_machine_run_with: this call's inputs, cancel and output; the machine's files. */
Test(machine, run_with_call_options) {
    secexec_machine *m = secexec_machine_new(NULL, NULL);
    secexec_machine_write_file(m, "n.txt", "40", 2);
    sink_log l = {0};
    secexec_call_options co = {.inputs_json = "{\"add\":2}", .output = log_output, .output_user_data = &l};
    const char *src = "import { readFileSync } from 'node:fs'; console.log('reading'); Number(readFileSync('n.txt', "
                      "'utf8')) + inputs.add";
    expect(secexec_machine_run_with(m, src, strlen(src), true, &co), src, "42");
    cr_assert_str_eq(l.text, "O:reading\n|");
    expect(secexec_machine_run_with(m, "typeof inputs", 13, true, NULL), "typeof inputs", "\"undefined\"");
    secexec_cancel *cancel = secexec_cancel_new();
    secexec_cancel_trigger(cancel);
    secexec_call_options stop = {.cancel = cancel};
    secexec_result *r = secexec_machine_run_with(m, "while (true) {}", 15, false, &stop);
    cr_assert_eq(r->outcome, SECEXEC_CANCELLED);
    secexec_result_free(r);
    /* contexts: output per call, memory kept */
    secexec_context *c = secexec_context_new(m);
    memset(&l, 0, sizeof l);
    secexec_call_options cc = {.output = log_output, .output_user_data = &l};
    r = secexec_context_run_with(c, "globalThis.k = 41; console.warn('w')", 36, false, &cc);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED);
    secexec_result_free(r);
    cr_assert_str_eq(l.text, "E:w\n|");
    r = secexec_context_run_with(c, "while (true) {}", 15, false, &stop);
    cr_assert_eq(r->outcome, SECEXEC_CANCELLED);
    secexec_result_free(r);
    expect_c(c, "k + 1", "42");
    secexec_cancel_free(cancel);
    /* secexec_machine_check_with: the given declarations, imports from the files */
    secexec_machine_write_file(m, "lib.ts", "export const twice = (n: number): number => n * 2;\n", 51);
    const char *use = "import { twice } from './lib.ts';\ntwice(inputs.label)";
    secexec_check_result *k =
        secexec_machine_check_with(m, use, strlen(use), "declare const inputs: { label: string; };\n");
    cr_assert_eq(k->diagnostic_count, 1);
    cr_assert_eq(k->diagnostics[0].code, 2345);
    secexec_check_result_free(k);
    secexec_machine_free(m);
}
