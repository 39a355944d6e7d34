/* test_determinism.c - the determinism sweep: every conformance program, run twice at once in two threads, under
 * a second memory limit it stays within, and traced and profiled, gives identical instruction counts, output and
 * heap hash. */
#include <criterion/criterion.h>

#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secexec.h"

TestSuite(determinism, .timeout = 600);

typedef struct text {
    char *data;
    size_t len;
} text;

static void append(void *ud, const char *s, size_t n) {
    text *t = ud;
    t->data = realloc(t->data, t->len + n + 2);
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len++] = '\n';
    t->data[t->len] = 0;
}

/* What must be identical between runs. */
typedef struct run {
    const char *source;
    const char *filename;
    size_t max_memory;
    bool observed; /* with the profiler and a trace on: observers must not change the run */
    secexec_outcome outcome;
    uint64_t instructions;
    size_t memory_peak;
    char *out, *err, *heap_hash;
} run;

static void *run_one(void *arg) {
    run *r = arg;
    secexec_options o;
    secexec_options_init(&o);
    o.filename = r->filename;
    o.max_memory_bytes = r->max_memory;
    o.timeout_ms = 60000; /* the instruction budget ends runaway programs, never the clock */
    text trace = {0};
    o.record = append;
    o.record_user_data = &trace;
    text profile = {0}, steps = {0};
    if (r->observed) {
        o.profile = append;
        o.profile_user_data = &profile;
        o.trace = append;
        o.trace_user_data = &steps;
        o.trace_limit = 100;
    }
    secexec_result *res = secexec_execute(r->source, &o);
    if (r->observed) {
        char want[40];
        snprintf(want, sizeof want, "\"instructions\":%llu,", (unsigned long long)res->instructions);
        cr_expect_not_null(strstr(profile.data ? profile.data : "", want), "%s: the profile counts %s", r->filename,
                           want);
    }
    free(profile.data);
    free(steps.data);
    r->outcome = res->outcome;
    r->instructions = res->instructions;
    r->memory_peak = res->memory_peak_bytes;
    r->out = strdup(res->stdout_text);
    r->err = strdup(res->stderr_text);
    const char *h = trace.data ? strstr(trace.data, "\"heapHash\":\"") : NULL;
    r->heap_hash = h ? strndup(h + 12, 16) : strdup("(none)");
    secexec_result_free(res);
    free(trace.data);
    return NULL;
}

static void run_free(run *r) {
    free(r->out);
    free(r->err);
    free(r->heap_hash);
}

static void expect_same(const run *a, const run *b, const char *name, const char *how) {
    cr_expect_eq(a->outcome, b->outcome, "%s (%s): outcome", name, how);
    cr_expect_eq(a->instructions, b->instructions, "%s (%s): instructions %llu vs %llu", name, how,
                 (unsigned long long)a->instructions, (unsigned long long)b->instructions);
    cr_expect_str_eq(a->out, b->out, "%s (%s): stdout", name, how);
    cr_expect_str_eq(a->err, b->err, "%s (%s): stderr", name, how);
    cr_expect_str_eq(a->heap_hash, b->heap_hash, "%s (%s): heap hash", name, how);
}

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = 0;
    fclose(f);
    return s;
}

/* One program: two runs at once in two threads, then one under a tighter memory limit. */
static void sweep_one(const char *path, const char *name) {
    char *src = slurp(path);
    cr_assert_not_null(src, "cannot read %s", path);
    run a = {.source = src, .filename = name, .max_memory = 64u << 20}, b = a;
    pthread_t ta, tb;
    cr_assert_eq(pthread_create(&ta, NULL, run_one, &a), 0);
    cr_assert_eq(pthread_create(&tb, NULL, run_one, &b), 0);
    pthread_join(ta, NULL);
    pthread_join(tb, NULL);
    expect_same(&a, &b, name, "two threads at once");
    /* A limit twice the peak (plus room for the VM): collections come at other moments. */
    run c = {.source = src, .filename = name, .max_memory = a.memory_peak * 2 + (1u << 20)};
    run_one(&c);
    if (a.outcome == SECEXEC_SUCCEEDED)
        cr_expect_eq(c.outcome, SECEXEC_SUCCEEDED, "%s stays within %zu bytes", name, c.max_memory);
    expect_same(&a, &c, name, "another memory limit");
    run d = {.source = src, .filename = name, .max_memory = 64u << 20, .observed = true};
    run_one(&d);
    expect_same(&a, &d, name, "traced and profiled");
    run_free(&d);
    run_free(&a);
    run_free(&b);
    run_free(&c);
    free(src);
}

static int by_name(const void *x, const void *y) { return strcmp(*(char *const *)x, *(char *const *)y); }

Test(determinism, every_conformance_program) {
    char root[4096];
    snprintf(root, sizeof root, "%s", __FILE__);
    char *slash = strrchr(root, '/');
    cr_assert_not_null(slash);
    snprintf(slash, sizeof root - (size_t)(slash - root), "/../conformance");
    DIR *d = opendir(root);
    cr_assert_not_null(d, "no %s", root);
    char **paths = NULL;
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.') continue;
        char dir[4400];
        snprintf(dir, sizeof dir, "%s/%s", root, e->d_name);
        DIR *sub = opendir(dir);
        if (sub == NULL) continue;
        for (struct dirent *f; (f = readdir(sub)) != NULL;) {
            size_t len = strlen(f->d_name);
            if (len < 4 || strcmp(f->d_name + len - 3, ".ts") != 0) continue;
            paths = realloc(paths, (n + 1) * sizeof *paths);
            paths[n] = malloc(strlen(dir) + len + 2);
            sprintf(paths[n++], "%s/%s", dir, f->d_name);
        }
        closedir(sub);
    }
    closedir(d);
    qsort(paths, n, sizeof *paths, by_name);
    cr_assert_gt(n, 100, "only %zu conformance programs found under %s", n, root);
    for (size_t i = 0; i < n; i++) {
        sweep_one(paths[i], strrchr(paths[i], '/') + 1);
        free(paths[i]);
    }
    free(paths);
}
