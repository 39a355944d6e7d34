/* machine.c - stress test of one machine used from several threads at once (also run under ThreadSanitizer):
 * contexts evaluating and writing files, machine calls importing modules, the host writing and
 * reading files, processes spawned and killed, all on the same filesystem. Exit status 0 = pass.
 *   stress_machine [THREADS] [ROUNDS] */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secexec.h"

static atomic_int failures;

#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "stress_machine: %s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);                   \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fputc('\n', stderr);                                                                                       \
            atomic_fetch_add(&failures, 1);                                                                            \
        }                                                                                                              \
    } while (0)

typedef struct worker {
    secexec_machine *m;
    int id, rounds;
} worker;

static void expect(secexec_result *r, const char *what, const char *value) {
    CHECK(r != NULL && r->outcome == SECEXEC_SUCCEEDED, "%s: %s", what, r && r->has_error ? r->error.message : "");
    if (r != NULL && value != NULL && r->outcome == SECEXEC_SUCCEEDED)
        CHECK(r->has_value && strcmp(r->value_json, value) == 0, "%s: got %s, want %s", what,
              r->has_value ? r->value_json : "nothing", value);
    secexec_result_free(r);
}

static void *work(void *arg) {
    worker *w = arg;
    secexec_context *c = secexec_context_new(w->m);
    CHECK(c != NULL, "context");
    char src[512], path[64], want[64];
    for (int i = 0; i < w->rounds; i++) {
        /* a context: state kept, a file of its own */
        snprintf(src, sizeof src,
                 "import fs from 'node:fs'; globalThis.n = (globalThis.n ?? 0) + 1; fs.writeFileSync('t%d-%d.txt', "
                 "String(n)); fs.appendFileSync('shared.log', 'x'); n",
                 w->id, i);
        snprintf(want, sizeof want, "%d", i + 1);
        expect(secexec_context_evaluate(c, src, strlen(src)), "context", want);
        /* a machine call: modules, timers */
        snprintf(src, sizeof src,
                 "import { twice } from './lib/m.ts'; new Promise((r) => setTimeout(() => r(twice(%d)), 10))", i);
        snprintf(want, sizeof want, "%d", 2 * i);
        expect(secexec_machine_evaluate(w->m, src, strlen(src)), "machine", want);
        /* the host's side */
        snprintf(path, sizeof path, "/workspace/h%d-%d.txt", w->id, i);
        CHECK(secexec_machine_write_file(w->m, path, "host", 4) == SECEXEC_FS_OK, "write %s", path);
        char *data = NULL;
        size_t len = 0;
        CHECK(secexec_machine_read_file(w->m, path, &data, &len) == SECEXEC_FS_OK && len == 4, "read %s", path);
        free(data);
        secexec_fs_dirent *list;
        size_t n;
        if (secexec_machine_readdir(w->m, "/workspace", &list, &n) == SECEXEC_FS_OK) secexec_fs_dirents_free(list, n);
        /* a process: spawned, sometimes killed, always waited for */
        uint64_t pid = secexec_process_spawn(
            w->m, NULL, i % 2 ? "for (;;) {}" : "let s = 0; for (let k = 0; k < 1000; k++) s += k;");
        if (pid != 0) {
            if (i % 2) secexec_process_kill(w->m, pid);
            secexec_result *r = secexec_process_wait(w->m, pid);
            CHECK(r != NULL && secexec_result_exit_status(r) == (i % 2 ? 4 : 0), "process %llu",
                  (unsigned long long)pid);
            secexec_result_free(r);
        }
    }
    secexec_context_free(c);
    return NULL;
}

int main(int argc, char **argv) {
    int threads = argc > 1 ? atoi(argv[1]) : 4, rounds = argc > 2 ? atoi(argv[2]) : 40;
    if (threads < 1 || threads > 64 || rounds < 1) return 2;
    secexec_options o;
    secexec_options_init(&o);
    o.timeout_ms = 60000;
    o.max_instructions = 1000000000000ull;
    secexec_machine *m = secexec_machine_new(&o, NULL);
    CHECK(m != NULL, "machine");
    if (m == NULL) return 1;
    CHECK(secexec_machine_mkdir(m, "lib", false) == SECEXEC_FS_OK, "mkdir");
    const char *lib = "export function twice(n: number) { return 2 * n; }";
    CHECK(secexec_machine_write_file(m, "lib/m.ts", lib, strlen(lib)) == SECEXEC_FS_OK, "lib");
    pthread_t *t = calloc((size_t)threads, sizeof *t);
    worker *w = calloc((size_t)threads, sizeof *w);
    for (int i = 0; i < threads; i++) {
        w[i] = (worker){m, i, rounds};
        pthread_create(&t[i], NULL, work, &w[i]);
    }
    for (int i = 0; i < threads; i++) pthread_join(t[i], NULL);
    secexec_fs_stat st;
    CHECK(secexec_machine_stat(m, "shared.log", &st) == SECEXEC_FS_OK && st.size == (uint64_t)(threads * rounds),
          "shared.log has %llu bytes", (unsigned long long)st.size);
    /* a process left running is killed by the machine's disposal */
    CHECK(secexec_process_spawn(m, NULL, "while (true) {}") != 0, "last process");
    secexec_machine_free(m);
    free(t);
    free(w);
    int f = atomic_load(&failures);
    if (f == 0) printf("stress_machine: %d threads x %d rounds ok\n", threads, rounds);
    return f == 0 ? 0 : 1;
}
