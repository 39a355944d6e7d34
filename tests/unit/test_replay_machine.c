/* test_replay_machine.c - Criterion tests of recorded machine sessions: files, mounts, contexts, processes, replayed. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "secexec.h"

TestSuite(replay_machine, .timeout = 60);

typedef struct text {
    char *data;
    size_t len;
} text;

static void append(void *ud, const char *s, size_t n) {
    text *t = ud;
    t->data = realloc(t->data, t->len + n + 2);
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = 0;
}

static void append_line(void *ud, const char *s, size_t n) {
    append(ud, s, n);
    append(ud, "\n", 1);
}

/* orders.get({id}) answers {"n": id * 10} at once. */
static void get(void *ud, const char *c, const char *f, const char *input, secexec_host_call *call) {
    (void)ud, (void)c, (void)f;
    const char *id = strstr(input, "\"id\":");
    char answer[64];
    snprintf(answer, sizeof answer, "{\"n\":%d}", id ? atoi(id + 5) * 10 : 0);
    secexec_host_call_resolve(call, answer);
}

static const secexec_host_function FNS[] = {{.name = "get", .handler = get}};
static const secexec_host_collection HOST = {.name = "orders", .functions = FNS, .function_count = 1};

/* A host directory holding data.txt (and nothing else), mounted read-only at /data. */
static char *make_mount(void) {
    char *dir = strdup("/tmp/sx_replay_mountXXXXXX");
    cr_assert_not_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/data.txt", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("hello mount\n", f);
    fclose(f);
    return dir;
}

static void drop_mount(char *dir) {
    char path[256];
    snprintf(path, sizeof path, "%s/data.txt", dir);
    unlink(path);
    rmdir(dir);
    free(dir);
}

static secexec_result *ok(secexec_result *r) {
    cr_assert_not_null(r);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", r->error.message ? r->error.message : "");
    return r;
}

static const char MAIN[] = "import fs from 'node:fs';\n"                                                  /* 1 */
                           "const text = fs.readFileSync('/data/data.txt', 'utf8');\n"                    /* 2 */
                           "const cfg = JSON.parse(fs.readFileSync('in.json', 'utf8'));\n"                /* 3 */
                           "let missing = '';\n"                                                          /* 4 */
                           "try { fs.readFileSync('/data/none.txt'); } catch (e) { missing = e.code; }\n" /* 5 */
                           "fs.writeFileSync('out.txt', text.toUpperCase() + cfg.k);\n"                   /* 6 */
                           "console.log(text.trim(), cfg.k, missing, fs.readdirSync('/data').join());\n"; /* 7 */

/* One session: host files, a run reading a mount, a context keeping its globals across calls with
 * a host call, a spawned process, host reads, a context disposed. The trace and the values seen. */
static text record_session(const char *dir, text *seen) {
    text trace = {0};
    secexec_options o;
    secexec_options_init(&o);
    o.host_collections = &HOST;
    o.host_collection_count = 1;
    o.random_seed = 7;
    o.record = append_line;
    o.record_user_data = &trace;
    secexec_mount mt = {.host_path = dir, .guest_path = "/data", .read_only = true};
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.mounts = &mt;
    mo.mount_count = 1;
    secexec_machine *m = secexec_machine_new(&o, &mo);
    cr_assert_not_null(m);
    cr_assert_eq(secexec_machine_write_file(m, "in.json", "{\"k\":42}", 8), SECEXEC_FS_OK);
    cr_assert_eq(secexec_machine_mkdir(m, "/workspace/tmp", false), SECEXEC_FS_OK);
    secexec_result *r = ok(secexec_machine_execute(m, MAIN, strlen(MAIN)));
    append(seen, r->stdout_text, r->stdout_len);
    secexec_result_free(r);
    secexec_context *c = secexec_context_new(m);
    cr_assert_not_null(c);
    secexec_result_free(ok(secexec_context_execute(c, "let total = 1;", 14)));
    const char *add = "total += (await orders.get({ id: 2 })).n;\n"
                      "console.log('total', total);\n"
                      "total += Math.random() < 2 ? 1 : 0;\n"
                      "total";
    r = ok(secexec_context_evaluate(c, add, strlen(add)));
    append(seen, r->value_json, strlen(r->value_json));
    secexec_result_free(r);
    uint64_t pid = secexec_process_spawn(m, NULL,
                                         "import fs from 'node:fs';\n"
                                         "const t = fs.readFileSync('/data/data.txt', 'utf8');\n"
                                         "fs.writeFileSync('/workspace/p.txt', 'process saw ' + t.length);\n");
    cr_assert_gt(pid, 0);
    secexec_result_free(ok(secexec_process_wait(m, pid)));
    char *data = NULL;
    size_t len = 0;
    cr_assert_eq(secexec_machine_read_file(m, "/workspace/p.txt", &data, &len), SECEXEC_FS_OK);
    append(seen, data, len);
    free(data);
    secexec_fs_stat st;
    cr_assert_eq(secexec_machine_stat(m, "/data/data.txt", &st), SECEXEC_FS_OK);
    cr_assert_eq(st.size, 12);
    r = ok(secexec_context_evaluate(c, "total", 5)); /* the context kept its global */
    append(seen, r->value_json, strlen(r->value_json));
    secexec_result_free(r);
    secexec_context_free(c);
    secexec_machine_free(m);
    return trace;
}

static int replay(const text *trace, text *said) { return secexec_replay(trace->data, trace->len, NULL, append, said); }

/* Recompute every line's chain hash (an edit a forger could make). */
static void rechain(text *t) {
    uint64_t chain = 0;
    for (char *line = t->data; *line;) {
        char *nl = strchr(line, '\n');
        size_t body = (size_t)(nl - line) - 24;
        line[body] = '}';
        chain = XXH64(line, body + 1, chain);
        char h[32];
        snprintf(h, sizeof h, ",\"h\":\"%016llx\"}", (unsigned long long)chain);
        memcpy(line + body, h, 24);
        line = nl + 1;
    }
}

Test(replay_machine, a_session_round_trips_without_the_host) {
    char *dir = make_mount();
    text seen = {0}, said = {0};
    text trace = record_session(dir, &seen);
    cr_assert_str_eq(seen.data, "hello mount 42 ENOENT data.txt\n22process saw 1222", "%s", seen.data);
    cr_assert_eq(strncmp(trace.data, "{\"event\":\"machine\",", 19), 0, "%s", trace.data);
    cr_assert_not_null(
        strstr(trace.data, "{\"event\":\"mount\",\"op\":\"read\",\"path\":\"/data/data.txt\",\"size\":12,"), "%s",
        trace.data);
    cr_assert_not_null(strstr(trace.data, "\"path\":\"/data/none.txt\",\"error\":\"ENOENT\""), "%s", trace.data);
    cr_assert_not_null(strstr(trace.data, "\"call\":\"context.evaluate\",\"id\":1"), "%s", trace.data);
    cr_assert_not_null(strstr(trace.data, "{\"event\":\"process\",\"pid\":1,"), "%s", trace.data);
    cr_assert_not_null(strstr(trace.data, "{\"event\":\"close\",\"calls\":"), "%s", trace.data);
    /* the same session recorded again gives the same trace, byte for byte (the host's stat of the
     * mounted file included: its mtime is the host's answer, recorded) */
    text seen2 = {0}, again = record_session(dir, &seen2);
    cr_assert_str_eq(again.data, trace.data);
    drop_mount(dir); /* the replay needs neither the host's directory nor its host functions */
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "replay: identical"), "%s", said.data);
    free(again.data), free(seen2.data), free(seen.data), free(said.data), free(trace.data);
}

Test(replay_machine, a_changed_host_answer_diverges_at_its_call_and_line) {
    char *dir = make_mount();
    text seen = {0}, said = {0};
    text trace = record_session(dir, &seen);
    drop_mount(dir);
    char *at = strstr(trace.data, "\"status\":\"ok\",\"text\":\"{\\\"n\\\":20}\"");
    cr_assert_not_null(at, "%s", trace.data);
    at[strlen("\"status\":\"ok\",\"text\":\"{\\\"n\\\":")] = '3'; /* the host now answered 30 */
    rechain(&trace);
    cr_assert_eq(replay(&trace, &said), 1, "%s", said.data);
    /* the first difference: what line 2 of the context's second call printed */
    cr_assert_not_null(strstr(said.data, "call 7 (context.evaluate), output at instruction"), "%s", said.data);
    cr_assert_not_null(strstr(said.data, "main.ts:2:"), "%s", said.data);
    cr_assert_not_null(strstr(said.data, "\"text\":\"total 31\\n\""), "%s", said.data);
    free(seen.data), free(said.data), free(trace.data);
}

Test(replay_machine, a_changed_mount_byte_diverges_at_the_read) {
    char *dir = make_mount();
    text seen = {0}, said = {0};
    text trace = record_session(dir, &seen);
    drop_mount(dir);
    char *at = strstr(trace.data, "\"data\":\"aGVsbG8gbW91bnQK\"");
    cr_assert_not_null(at, "%s", trace.data);
    at[8] = 'Y'; /* "hello" -> "aello": one byte of the file, its recorded hash kept */
    rechain(&trace);
    cr_assert_eq(replay(&trace, &said), 1, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "call 4 (machine.execute), mount at instruction"), "%s", said.data);
    cr_assert_not_null(strstr(said.data, "main.ts:2:"), "%s", said.data);
    free(seen.data), free(said.data), free(trace.data);
}

Test(replay_machine, edited_cut_and_shortened_sessions_are_refused) {
    char *dir = make_mount();
    text seen = {0}, said = {0};
    text trace = record_session(dir, &seen);
    drop_mount(dir);
    /* one character changed, the chain not recomputed */
    char *at = strstr(trace.data, "\"path\":\"in.json\",\"size\":8");
    cr_assert_not_null(at, "%s", trace.data);
    at[strlen("\"path\":\"in.json\",\"size\":")] = '9';
    cr_assert_eq(replay(&trace, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "hash chain is broken"), "%s", said.data);
    at[strlen("\"path\":\"in.json\",\"size\":")] = '8';
    /* cut after any line: the close event is missing */
    char *last = trace.data + trace.len - 2;
    while (last[-1] != '\n') last--;
    text cut = {strndup(trace.data, (size_t)(last - trace.data)), (size_t)(last - trace.data)};
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&cut, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "has no close event"), "%s", said.data);
    free(cut.data);
    /* a call dropped and the chain recomputed: the close event counts one more */
    char *fs = strstr(trace.data, "{\"event\":\"fs\",\"op\":\"mkdir\"");
    cr_assert_not_null(fs);
    char *nl = strchr(fs, '\n');
    memmove(fs, nl + 1, strlen(nl + 1) + 1);
    trace.len = strlen(trace.data);
    rechain(&trace);
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&trace, &said), 2, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "calls are missing"), "%s", said.data);
    free(seen.data), free(said.data), free(trace.data);
}

/* Packages, a killed process, a file module, a check and a reset context: all replayed. */
Test(replay_machine, processes_files_checks_and_resets_round_trip) {
    text trace = {0}, said = {0};
    secexec_options o;
    secexec_options_init(&o);
    o.record = append_line;
    o.record_user_data = &trace;
    secexec_machine *m = secexec_machine_new(&o, NULL);
    cr_assert_not_null(m);
    const char *mod = "export const twice = (n: number) => n * 2;\nconsole.log('file', twice(21));\n";
    cr_assert_eq(secexec_machine_write_file(m, "lib.ts", mod, strlen(mod)), SECEXEC_FS_OK);
    secexec_result_free(ok(secexec_machine_execute_file(m, "lib.ts")));
    secexec_result *r = secexec_machine_execute_file(m, "none.ts");
    cr_assert_eq(r->outcome, SECEXEC_FAILED);
    secexec_result_free(r);
    secexec_check_result_free(secexec_machine_check(m, "const x: number = 'a';", 22));
    /* a call's own inputs and a check against the caller's declarations are in the trace too */
    secexec_call_options co = {.inputs_json = "{\"a\":5}"};
    r = ok(secexec_machine_run_with(m, "inputs.a * 2", 12, true, &co));
    cr_assert_str_eq(r->value_json, "10");
    secexec_result_free(r);
    char *decls = secexec_declarations(NULL, 0, "{\"a\":5}");
    secexec_check_result *ck = secexec_machine_check_with(m, "const s: string = inputs.a;", 27, decls);
    cr_assert(ck->has_errors);
    secexec_check_result_free(ck);
    free(decls);
    uint64_t pid = secexec_process_spawn(m, NULL, "let i = 0; while (true) i++;");
    cr_assert_gt(pid, 0);
    usleep(20000);
    secexec_process_kill(m, pid);
    r = secexec_process_wait(m, pid);
    cr_assert_eq(r->outcome, SECEXEC_CANCELLED);
    secexec_result_free(r);
    cr_assert_null(secexec_process_wait(m, 99));
    uint64_t p2 = secexec_process_spawn(m, "lib.ts", NULL);
    secexec_result_free(ok(secexec_process_wait(m, p2)));
    secexec_context *c = secexec_context_new(m);
    secexec_result_free(ok(secexec_context_execute(c, "var g = 5", 9)));
    cr_assert(secexec_context_reset(c));
    r = ok(secexec_context_evaluate(c, "typeof g", 8));
    cr_assert_str_eq(r->value_json, "\"undefined\"");
    secexec_result_free(r);
    cr_assert_eq(secexec_machine_remove(m, "lib.ts", false), SECEXEC_FS_OK);
    secexec_fs_dirent *list;
    size_t n;
    cr_assert_eq(secexec_machine_readdir(m, "/workspace", &list, &n), SECEXEC_FS_OK);
    secexec_fs_dirents_free(list, n);
    secexec_machine_free(m); /* the context dies with it */
    cr_assert_not_null(strstr(trace.data, "\"error\":{\"code\":\"cancelled\""), "%s", trace.data);
    cr_assert_not_null(strstr(trace.data, "{\"event\":\"check\","), "%s", trace.data);
    cr_assert_not_null(strstr(trace.data, "\"inputs\":\"{\\\"a\\\":5}\""), "%s", trace.data);
    cr_assert_not_null(strstr(trace.data, "\"declarations\":\""), "%s", trace.data);
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    free(said.data), free(trace.data);
}

/* fetch (the network permission): each request is a host call of the hidden collection, answered
 * from the trace by the replay; the allow-list is in the machine event. */
static void fake_fetch(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)ud, (void)coll, (void)fn, (void)input;
    secexec_host_call_resolve(call,
                              "{\"status\":200,\"statusText\":\"OK\",\"headers\":{},\"body\":\"{\\\"id\\\":7}\"}");
}

Test(replay_machine, fetch_round_trips_and_a_changed_response_diverges) {
    text trace = {0}, said = {0};
    secexec_options o;
    secexec_options_init(&o);
    o.record = append_line;
    o.record_user_data = &trace;
    const char *allow[] = {"https://api.example.com"};
    secexec_network_permission net = {allow, 1, fake_fetch, NULL};
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.network = &net;
    secexec_machine *m = secexec_machine_new(&o, &mo);
    cr_assert_not_null(m);
    const char *src = "const r = await fetch('https://api.example.com/orders');\n"
                      "const body = await r.json();\n"
                      "console.log('id', body.id);\n"
                      "const denied = await fetch('https://evil.example.net/').catch((e) => e.name);\n"
                      "denied";
    secexec_result *r = ok(secexec_machine_evaluate(m, src, strlen(src)));
    cr_assert_str_eq(r->stdout_text, "id 7\n");
    secexec_result_free(r);
    secexec_machine_free(m);
    cr_assert_not_null(strstr(trace.data, "\"network\":{\"allow\":[\"https://api.example.com\"]}"), "%s", trace.data);
    cr_assert_eq(replay(&trace, &said), 0, "%s", said.data);
    char *at = strstr(trace.data, "{\\\\\\\"id\\\\\\\":7}");
    cr_assert_not_null(at, "%s", trace.data);
    at[strlen("{\\\\\\\"id\\\\\\\":")] = '8';
    rechain(&trace);
    free(said.data), said = (text){0};
    cr_assert_eq(replay(&trace, &said), 1, "%s", said.data);
    cr_assert_not_null(strstr(said.data, "call 2 (machine.evaluate), output at instruction"), "%s", said.data);
    cr_assert_not_null(strstr(said.data, "main.ts:3:"), "%s", said.data);
    free(said.data), free(trace.data);
}

/* A trace from before machine sessions (a start event with "machine": true, no files in it), a
 * run of a session without its machine event, a session whose first line is not the machine
 * event: each refused by name (exit 2). A hostile session (an unknown context, a bad mount
 * answer, a wait for no process) diverges (exit 1), never crashes. */
static int replay_lines(const char *lines, text *said) {
    size_t n = strlen(lines);
    text t = {malloc(n * 2 + 1), 0};
    for (const char *l = lines; *l;) { /* each line gets a placeholder hash, then the chain */
        const char *nl = strchr(l, '\n');
        memcpy(t.data + t.len, l, (size_t)(nl - l) - 1);
        t.len += (size_t)(nl - l) - 1;
        t.len += (size_t)sprintf(t.data + t.len, ",\"h\":\"0000000000000000\"}\n");
        l = nl + 1;
    }
    t.data[t.len] = 0;
    rechain(&t);
    int r = replay(&t, said);
    free(t.data);
    return r;
}

Test(replay_machine, unsupported_and_hostile_sessions_are_refused_or_diverge) {
    text said = {0};
    cr_assert_eq(
        replay_lines("{\"event\":\"start\",\"version\":1,\"mode\":\"evaluate\",\"session\":false,\"machine\":true,"
                     "\"limits\":{},\"seed\":\"1\",\"source\":\"1\",\"sourceHash\":\"x\"}\n"
                     "{\"event\":\"end\",\"outcome\":\"succeeded\"}\n",
                     &said),
        2);
    cr_assert_not_null(strstr(said.data, "older than machine sessions"), "%s", said.data);
    free(said.data), said = (text){0};
    cr_assert_eq(
        replay_lines("{\"event\":\"start\",\"version\":1,\"mode\":\"evaluate\",\"session\":false,\"call\":"
                     "\"machine.evaluate\",\"limits\":{},\"seed\":\"1\",\"source\":\"1\",\"sourceHash\":\"x\"}\n"
                     "{\"event\":\"end\",\"outcome\":\"succeeded\"}\n",
                     &said),
        2);
    cr_assert_not_null(strstr(said.data, "without the session's machine event"), "%s", said.data);
    free(said.data), said = (text){0};
    /* the machine event of a real machine (the replay makes the same one), mounting /d */
    char *dir = make_mount(), machine[2048], buf[4096];
    text rec = {0};
    secexec_options o;
    secexec_options_init(&o);
    o.record = append_line;
    o.record_user_data = &rec;
    secexec_mount mt = {.host_path = dir, .guest_path = "/d", .read_only = true};
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.mounts = &mt;
    mo.mount_count = 1;
    secexec_machine_free(secexec_machine_new(&o, &mo));
    drop_mount(dir);
    size_t body = (size_t)(strchr(rec.data, '\n') - rec.data) - 24;
    snprintf(machine, sizeof machine, "%.*s}\n", (int)body, rec.data);
    free(rec.data);
    snprintf(buf, sizeof buf, "%s{\"event\":\"machine\",\"version\":1}\n{\"event\":\"close\",\"calls\":2}\n", machine);
    cr_assert_eq(replay_lines(buf, &said), 2);
    cr_assert_not_null(strstr(said.data, "a second machine event"), "%s", said.data);
    free(said.data), said = (text){0};
    const char *hostile[] = {
        "{\"event\":\"start\",\"call\":\"context.evaluate\",\"id\":9,\"source\":\"1\"}\n{\"event\":\"end\"}\n",
        "{\"event\":\"start\",\"call\":\"process\",\"id\":1,\"source\":\"1\"}\n{\"event\":\"end\"}\n",
        "{\"event\":\"mount\",\"op\":\"read\",\"path\":\"/d/x\",\"data\":\"*not base64*\"}\n{\"event\":\"fs\",\"op\":"
        "\"readFile\",\"path\":\"/d/x\"}\n",
        "{\"event\":\"wait\",\"pid\":3,\"found\":true}\n",
        "{\"event\":\"process\",\"pid\":1e300}\n",
        "{\"event\":\"context\",\"op\":\"dispose\",\"id\":-1}\n",
    };
    for (size_t i = 0; i < sizeof hostile / sizeof hostile[0]; i++) {
        snprintf(buf, sizeof buf, "%s%s{\"event\":\"close\",\"calls\":2}\n", machine, hostile[i]);
        cr_assert_eq(replay_lines(buf, &said), 1, "%s: %s", hostile[i], said.data);
        cr_assert_not_null(strstr(said.data, "replay: diverged at event 2 of"), "%s", said.data);
        free(said.data), said = (text){0};
    }
}
