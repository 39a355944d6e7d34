/* recorded_machine.c - stress test of a recorded machine session used from several threads (also run under
 * ThreadSanitizer): contexts on threads writing files, the host listing them, processes spawned, killed and
 * waited for; each session's trace must replay identical. Exit status 0 = pass.
 *   stress_recorded_machine [THREADS] [ROUNDS] */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secexec.h"

typedef struct text {
    char *data;
    size_t len;
} text;

/* The record sink: the machine's session lock makes its calls one at a time. */
static void append_line(void *ud, const char *s, size_t n) {
    text *t = ud;
    char *d = realloc(t->data, t->len + n + 2);
    if (d == NULL) abort();
    memcpy(d + t->len, s, n);
    t->len += n;
    d[t->len++] = '\n';
    d[t->len] = 0;
    t->data = d;
}

static void print(void *ud, const char *s, size_t n) {
    (void)ud;
    fwrite(s, 1, n, stderr);
}

typedef struct worker {
    secexec_machine *m;
    int id, rounds;
} worker;

/* A context of its own: each call writes a file and counts in a global the context keeps. */
static void *context_worker(void *arg) {
    worker *w = arg;
    secexec_context *c = secexec_context_new(w->m);
    char src[192];
    for (int i = 0; c != NULL && i < w->rounds; i++) {
        snprintf(src, sizeof src,
                 "import fs from 'node:fs'; fs.writeFileSync('t%d_%d.txt', 'x'.repeat(%d));\n"
                 "globalThis.n = (globalThis.n || 0) + fs.readdirSync('/workspace').length; n",
                 w->id, i, i);
        secexec_result_free(secexec_context_evaluate(c, src, strlen(src)));
    }
    secexec_context_free(c);
    return NULL;
}

/* One recorded session; 0 when its replay is identical. */
static int session(int threads, int rounds) {
    text trace = {0};
    secexec_options o;
    secexec_options_init(&o);
    o.record = append_line;
    o.record_user_data = &trace;
    secexec_machine *m = secexec_machine_new(&o, NULL);
    if (m == NULL) return 1;
    pthread_t th[16];
    worker ws[16];
    for (int i = 0; i < threads; i++) {
        ws[i] = (worker){m, i, rounds};
        pthread_create(&th[i], NULL, context_worker, &ws[i]);
    }
    uint64_t spin = secexec_process_spawn(m, NULL, "let i = 0; while (true) i++;");
    /* killed before or while it runs (it holds the session while it runs: the sooner the better) */
    secexec_process_kill(m, spin);
    uint64_t count = secexec_process_spawn(m, NULL, "import fs from 'node:fs'; fs.readdirSync('/workspace').length");
    for (int i = 0; i < rounds; i++) {
        secexec_fs_dirent *list;
        size_t n;
        if (secexec_machine_readdir(m, "/workspace", &list, &n) == SECEXEC_FS_OK) secexec_fs_dirents_free(list, n);
    }
    secexec_result_free(secexec_process_wait(m, spin));
    secexec_result_free(secexec_process_wait(m, count));
    for (int i = 0; i < threads; i++) pthread_join(th[i], NULL);
    secexec_process_spawn(m, NULL, "for (;;) {}"); /* killed by the machine's free */
    secexec_machine_free(m);
    int r = secexec_replay(trace.data, trace.len, NULL, print, NULL);
    free(trace.data);
    return r;
}

int main(int argc, char **argv) {
    int threads = argc > 1 ? atoi(argv[1]) : 4, rounds = argc > 2 ? atoi(argv[2]) : 4;
    if (threads < 1 || threads > 16) threads = 4;
    int failed = 0;
    for (int k = 0; k < 5; k++) failed += session(threads, rounds) != 0;
    if (failed) fprintf(stderr, "stress_recorded_machine: %d of 5 sessions did not replay identical\n", failed);
    return failed != 0;
}
