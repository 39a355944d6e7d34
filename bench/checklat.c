/* checklat.c - in-process check latency: secexec_check on each given file, p50/p99 over many runs. */
/*
 * Usage: bench_checklat [--runs N] [--no-floor | --only-floor] FILE...
 * (--no-floor: no plain parses, e.g. under callgrind; --only-floor: only the plain parses, no checks,
 * e.g. to profile the floor alone with perf)
 * Prints one JSON object per line and file:
 *   {"file":..,"lines":..,"runs":..,"firstCallUs":..,"p50Us":..,"p99Us":..,"meanUs":..,"cpuP50Us":..,
 *    "cpuMinUs":..,"parseP50Us":..,"parseMinUs":..,"diagnostics":N,"first":".."}
 * (p50/p99/mean: wall time; cpuP50Us/cpuMinUs: the thread's CPU time, less disturbed by other load;
 * parseP50Us/parseMinUs: tree-sitter alone parsing the same text the plain way (new parser, parse,
 * delete), timed in alternation with the checks so that both see the same machine: the floor a
 * check cannot go below while the front end is tree-sitter)
 * firstCallUs is the untimed-before first check of that file (for the first file: the process's
 * first check, with any one-time set-up); `first` is the first diagnostic as tsc --pretty false
 * prints it ("" when there is none).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <tree_sitter/api.h>

#include "secexec.h"
#include "bench_util.h"

const TSLanguage *tree_sitter_typescript(void); /* the grammar linked into libsecexec */

/* Wall time of one plain tree-sitter parse of src (what a check's parse costs without secexec). */
static uint64_t time_plain_parse(const char *src, size_t len) {
    uint64_t t0 = now_ns();
    TSParser *parser = ts_parser_new();
    ts_parser_set_language(parser, tree_sitter_typescript());
    TSTree *tree = ts_parser_parse_string(parser, NULL, src, (uint32_t)len);
    ts_tree_delete(tree);
    ts_parser_delete(parser);
    return now_ns() - t0;
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (buf != NULL && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf != NULL) {
        buf[n] = '\0';
        *len = (size_t)n;
    }
    return buf;
}

/* Print s as a JSON string (enough for diagnostics: quotes, backslashes, control characters). */
static void print_json_string(const char *s) {
    putchar('"');
    for (; *s != '\0'; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') printf("\\%c", c);
        else if (c < 0x20) printf("\\u%04x", c);
        else putchar(c);
    }
    putchar('"');
}

static int bench_file(const char *path, size_t runs, bool floor, bool checks) {
    size_t len = 0;
    char *src = read_file(path, &len);
    if (src == NULL) {
        fprintf(stderr, "bench_checklat: cannot read %s\n", path);
        return 1;
    }
    size_t lines = 0;
    for (size_t i = 0; i < len; i++) lines += src[i] == '\n';
    secexec_check_options co;
    secexec_check_options_init(&co);
    co.filename = path;

    uint64_t t_first = now_ns();
    secexec_check_result *c = secexec_check_n(src, len, &co);
    t_first = now_ns() - t_first; /* the process's first check pays any one-time set-up */
    if (c == NULL || c->outcome != SECEXEC_SUCCEEDED) {
        fprintf(stderr, "bench_checklat: the checker could not run on %s\n", path);
        free(src);
        return 1;
    }
    size_t diagnostics = c->diagnostic_count;
    const char *text = secexec_check_result_format(c);
    const char *eol = text ? strchr(text, '\n') : NULL;
    char first[512] = "";
    if (text != NULL) snprintf(first, sizeof first, "%.*s", (int)(eol ? eol - text : (long)strlen(text)), text);
    secexec_check_result_free(c);

    for (int i = 0; i < 20; i++) secexec_check_result_free(secexec_check_n(src, len, &co)); /* warm up */
    uint64_t *ns = malloc(runs * sizeof *ns), *cpu = malloc(runs * sizeof *cpu), *parse = malloc(runs * sizeof *parse);
    if (ns == NULL || cpu == NULL || parse == NULL) return 1;
    double sum = 0;
    for (size_t i = 0; i < runs; i++) {
        uint64_t c0 = thread_cpu_ns(), t0 = now_ns();
        if (checks) secexec_check_result_free(secexec_check_n(src, len, &co));
        ns[i] = now_ns() - t0;
        cpu[i] = thread_cpu_ns() - c0;
        sum += (double)ns[i];
        parse[i] = floor ? time_plain_parse(src, len) : 0;
    }
    qsort(ns, runs, sizeof *ns, cmp_u64);
    qsort(cpu, runs, sizeof *cpu, cmp_u64);
    qsort(parse, runs, sizeof *parse, cmp_u64);
    printf("{\"file\":");
    print_json_string(path);
    printf(",\"lines\":%zu,\"runs\":%zu,\"firstCallUs\":%.3f,\"p50Us\":%.3f,\"p99Us\":%.3f,\"meanUs\":%.3f,"
           "\"cpuP50Us\":%.3f,\"cpuMinUs\":%.3f,\"parseP50Us\":%.3f,\"parseMinUs\":%.3f,\"diagnostics\":%zu,"
           "\"first\":",
           lines, runs, t_first / 1e3, ns[runs / 2] / 1e3, ns[(runs * 99) / 100] / 1e3, sum / (double)runs / 1e3,
           cpu[runs / 2] / 1e3, cpu[0] / 1e3, parse[runs / 2] / 1e3, parse[0] / 1e3, diagnostics);
    print_json_string(first);
    printf("}\n");
    free(ns);
    free(cpu);
    free(parse);
    free(src);
    return 0;
}

int main(int argc, char **argv) {
    size_t runs = 1000;
    int rc = 0, files = 0;
    bool floor = true, checks = true;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--no-floor") == 0) {
            floor = false;
        } else if (strcmp(argv[i], "--only-floor") == 0) {
            checks = false;
        } else if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = strtoul(argv[++i], NULL, 10);
            if (runs < 1) runs = 1;
        } else {
            rc |= bench_file(argv[i], runs, floor, checks);
            files++;
        }
    }
    if (files == 0) {
        fprintf(stderr, "usage: bench_checklat [--runs N] [--no-floor | --only-floor] FILE...\n");
        return 2;
    }
    return rc;
}
