/* check.c - the public type-check API: secexec_check() with tsc-style diagnostics, text and JSON output. */
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "api/machine.h"
#include "checker/checker.h"
#include "frontend/ast.h"
#include "frontend/block_cache.h"
#include "secexec.h"

/* The result and everything it points to live in one malloc'ed block plus a text buffer. */
typedef struct check_impl {
    secexec_check_result pub;
    secexec_diagnostic *diags;
    char *strings; /* messages and the file name, NUL-separated */
    char *formatted;
    secexec_effect *effects;
    char *effect_strings; /* collection and function names, NUL-separated */
} check_impl;

static int cmp_effect(const void *pa, const void *pb) {
    const sx_effect *a = pa, *b = pb;
    if (a->line != b->line) return a->line < b->line ? -1 : 1;
    if (a->col != b->col) return a->col < b->col ? -1 : 1;
    int c = strcmp(a->collection, b->collection);
    return c ? c : strcmp(a->function, b->function);
}

/* Copy the checker's effects (in the AST's arena) into the result. False: out of memory. */
static bool copy_effects(check_impl *r, sx_effects *e) {
    if (e->count == 0) return true;
    qsort(e->items, e->count, sizeof *e->items, cmp_effect);
    size_t bytes = 0;
    for (uint32_t i = 0; i < e->count; i++) bytes += strlen(e->items[i].collection) + strlen(e->items[i].function) + 2;
    r->effects = calloc(e->count, sizeof *r->effects);
    r->effect_strings = malloc(bytes);
    if (!r->effects || !r->effect_strings) return false;
    char *p = r->effect_strings;
    for (uint32_t i = 0; i < e->count; i++) {
        secexec_effect *o = &r->effects[i];
        o->collection = strcpy(p, e->items[i].collection);
        p += strlen(p) + 1;
        o->function = strcpy(p, e->items[i].function);
        p += strlen(p) + 1;
        o->line = e->items[i].line;
        o->column = e->items[i].col;
    }
    r->pub.effects = r->effects;
    r->pub.effect_count = e->count;
    return true;
}

void secexec_check_options_init(secexec_check_options *o) {
    memset(o, 0, sizeof *o);
    o->filename = "main.ts";
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* tsc's order: by position, then length, then code, then message; identical ones once. */
static int cmp_diag(const void *pa, const void *pb) {
    const sx_diag *a = pa, *b = pb;
    if (a->start != b->start) return a->start < b->start ? -1 : 1;
    if (a->length != b->length) return a->length < b->length ? -1 : 1;
    if (a->code != b->code) return a->code < b->code ? -1 : 1;
    return strcmp(a->message ? a->message : "", b->message ? b->message : "");
}

/* The memory of one check (the syntax tree and every type) is capped: a hostile program can make
 * types grow faster than its text (each line's object spreading the previous one: 100 KB of source,
 * a gigabyte of types). Past the cap the check stops and reports SX9005. */
#define SX_CHECK_MEMORY_LIMIT ((size_t)512 << 20)

typedef struct check_budget {
    size_t used, limit;
    bool hit;
} check_budget;

static void *budget_alloc(void *ctx, void *ptr, size_t old_size, size_t new_size) {
    check_budget *b = ctx;
    if (new_size == 0) {
        sx_block_give(ptr, old_size);
        b->used -= old_size;
        return NULL;
    }
    if (new_size > old_size && new_size - old_size > b->limit - b->used) {
        b->hit = true;
        return NULL;
    }
    void *p = ptr ? realloc(ptr, new_size) : sx_block_take(new_size);
    if (p) b->used = b->used - old_size + new_size;
    return p;
}

/* One of the front end's limits (SX9002 nesting, SX9003 size, SX9004 parse time or size)? */
static bool is_limit(const sx_diag *d) {
    return d->own &&
           (d->code == SX_OWN_DIAG_TOO_DEEP || d->code == SX_OWN_DIAG_TOO_LARGE || d->code == SX_OWN_DIAG_PARSE_LIMIT);
}

/* The answer when the check ran out of its memory: one SX9005 error at the start of the file. */
static secexec_check_result *memory_limit_result(check_impl *r, const char *file, size_t limit, double t0) {
    char msg[160], size[32];
    if (limit % (1 << 20) == 0) snprintf(size, sizeof size, "%zu MiB", limit >> 20);
    else snprintf(size, sizeof size, "%zu bytes", limit);
    snprintf(msg, sizeof msg, "Program too complex to type-check: the checker's memory limit of %s was reached.", size);
    r->diags = calloc(1, sizeof *r->diags);
    r->strings = malloc(strlen(file) + 1 + strlen(msg) + 1);
    if (!r->diags || !r->strings) {
        secexec_check_result_free(&r->pub);
        return NULL;
    }
    strcpy(r->strings, file);
    strcpy(r->strings + strlen(file) + 1, msg);
    r->diags[0] = (secexec_diagnostic){.code = SX_OWN_DIAG_CHECK_MEMORY,
                                       .own = true,
                                       .category = "error",
                                       .message = r->strings + strlen(file) + 1,
                                       .file = r->strings,
                                       .line = 1,
                                       .column = 1,
                                       .start = 0,
                                       .length = 0};
    r->pub.diagnostics = r->diags;
    r->pub.diagnostic_count = 1;
    r->pub.has_errors = true;
    r->pub.outcome = SECEXEC_SUCCEEDED;
    r->pub.outcome_str = secexec_outcome_string(r->pub.outcome);
    r->pub.duration_ms = now_ms() - t0;
    return &r->pub;
}

secexec_check_result *secexec_check_n(const char *source, size_t len, const secexec_check_options *opts) {
    double t0 = now_ms();
    secexec_check_options d;
    if (!opts) {
        secexec_check_options_init(&d);
        opts = &d;
    }
    const char *file = opts->filename ? opts->filename : "main.ts";
    check_impl *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->pub.outcome = SECEXEC_FAILED;
    check_budget budget = {0, opts->max_memory_bytes ? opts->max_memory_bytes : SX_CHECK_MEMORY_LIMIT, false};
    sx_ast *ast = sx_parse(source ? source : "", source ? len : 0, file, budget_alloc, &budget);
    if (!ast || ast->out_of_memory || !ast->root) {
        sx_ast_free(ast);
        if (budget.hit) return memory_limit_result(r, file, budget.limit, t0);
        r->pub.outcome_str = secexec_outcome_string(r->pub.outcome);
        return &r->pub;
    }
    /* tsc reports syntax errors alone; its grammar errors and secexec's own "unsupported" notes go
     * with the type errors. A source past the front end's limits (nesting, size, parse time) has
     * no whole tree to check: its SX diagnostic is the answer (a check must not call it clean). */
    bool syntax = false, beyond_limits = false;
    for (uint32_t i = 0; i < ast->diags.count; i++) {
        syntax |= !ast->diags.items[i].own;
        beyond_limits |= is_limit(&ast->diags.items[i]);
    }
    bool ok = true;
    sx_effects effects = {0};
    if (!syntax && !beyond_limits) {
        sx_ast_take_grammar(ast);
        sx_check_options co = {opts->declarations, opts->declarations ? strlen(opts->declarations) : 0, &effects,
                               opts->script};
        ok = sx_check(ast, &co);
    }
    if (budget.hit) {
        sx_ast_free(ast);
        return memory_limit_result(r, file, budget.limit, t0);
    }
    uint32_t n = ast->diags.count;
    sx_diag *items = ast->diags.items;
    if (n > 1) qsort(items, n, sizeof *items, cmp_diag);
    /* copy out, dropping duplicates */
    size_t bytes = strlen(file) + 1;
    for (uint32_t i = 0; i < n; i++) bytes += strlen(items[i].message ? items[i].message : "") + 1;
    r->diags = n ? calloc(n, sizeof *r->diags) : NULL;
    r->strings = malloc(bytes);
    if ((n && !r->diags) || !r->strings) {
        sx_ast_free(ast);
        secexec_check_result_free(&r->pub);
        return NULL;
    }
    char *p = r->strings;
    strcpy(p, file);
    const char *fname = p;
    p += strlen(file) + 1;
    size_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        const sx_diag *x = &items[i];
        if (i > 0 && cmp_diag(&items[i - 1], x) == 0) continue;
        /* secexec's own "not supported by secexec" notes (SX9001) are reported as `run` reports them,
         * so that a program check calls clean is one run accepts (docs/checker.md) */
        if (x->own && !is_limit(x) && (x->code != SX_OWN_DIAG_UNSUPPORTED || syntax)) continue;
        const char *msg = x->message ? x->message : "";
        secexec_diagnostic *o = &r->diags[m++];
        o->code = x->code;
        o->own = x->own;
        o->category = x->category == SX_DIAG_ERROR ? "error" : "warning";
        strcpy(p, msg);
        o->message = p;
        p += strlen(msg) + 1;
        o->file = fname;
        o->line = x->line;
        o->column = x->col;
        o->start = x->start;
        o->length = x->length;
    }
    if (!copy_effects(r, &effects)) {
        sx_ast_free(ast);
        secexec_check_result_free(&r->pub);
        return NULL;
    }
    sx_ast_free(ast);
    r->pub.diagnostics = r->diags;
    r->pub.diagnostic_count = m;
    r->pub.has_errors = m > 0;
    r->pub.outcome = ok ? SECEXEC_SUCCEEDED : SECEXEC_FAILED;
    r->pub.outcome_str = secexec_outcome_string(r->pub.outcome);
    r->pub.duration_ms = now_ms() - t0;
    return &r->pub;
}

secexec_check_result *secexec_check(const char *source, const secexec_check_options *opts) {
    return secexec_check_n(source, source ? strlen(source) : 0, opts);
}

const char *secexec_check_result_format(const secexec_check_result *pub) {
    check_impl *r = (check_impl *)pub;
    if (!r) return "";
    if (r->formatted) return r->formatted;
    size_t cap = 1;
    for (size_t i = 0; i < pub->diagnostic_count; i++)
        cap += strlen(pub->diagnostics[i].message) + strlen(pub->diagnostics[i].file) + 64;
    r->formatted = malloc(cap);
    if (!r->formatted) return "";
    size_t n = 0;
    r->formatted[0] = 0;
    for (size_t i = 0; i < pub->diagnostic_count; i++) {
        const secexec_diagnostic *d = &pub->diagnostics[i];
        n += (size_t)snprintf(r->formatted + n, cap - n, "%s(%u,%u): %s %s%d: %s\n", d->file, (unsigned)d->line,
                              (unsigned)d->column, d->category, d->own ? "SX" : "TS", d->code, d->message);
    }
    return r->formatted;
}

char *secexec_check_result_to_json(const secexec_check_result *r) {
    cJSON *o = cJSON_CreateObject();
    if (!o) return NULL;
    cJSON_AddStringToObject(o, "outcome", r->outcome_str ? r->outcome_str : "failed");
    cJSON_AddBoolToObject(o, "hasErrors", r->has_errors);
    cJSON *arr = cJSON_AddArrayToObject(o, "diagnostics");
    for (size_t i = 0; arr && i < r->diagnostic_count; i++) {
        const secexec_diagnostic *d = &r->diagnostics[i];
        cJSON *x = cJSON_CreateObject();
        if (!x) break;
        cJSON_AddNumberToObject(x, "code", d->code);
        if (d->own) cJSON_AddBoolToObject(x, "secexec", true);
        cJSON_AddStringToObject(x, "category", d->category);
        cJSON_AddStringToObject(x, "message", d->message);
        cJSON_AddStringToObject(x, "file", d->file);
        cJSON_AddNumberToObject(x, "line", d->line);
        cJSON_AddNumberToObject(x, "column", d->column);
        cJSON_AddNumberToObject(x, "length", d->length);
        cJSON_AddItemToArray(arr, x);
    }
    cJSON *eff = cJSON_AddArrayToObject(o, "effects");
    for (size_t i = 0; eff && i < r->effect_count; i++) {
        const secexec_effect *e = &r->effects[i];
        cJSON *x = cJSON_CreateObject();
        if (!x) break;
        cJSON_AddStringToObject(x, "collection", e->collection);
        cJSON_AddStringToObject(x, "function", e->function);
        cJSON_AddNumberToObject(x, "line", e->line);
        cJSON_AddNumberToObject(x, "column", e->column);
        cJSON_AddItemToArray(eff, x);
    }
    cJSON_AddNumberToObject(o, "durationMs", r->duration_ms);
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    return s;
}

void secexec_check_result_free(secexec_check_result *pub) {
    check_impl *r = (check_impl *)pub;
    if (!r) return;
    free(r->diags);
    free(r->strings);
    free(r->formatted);
    free(r->effects);
    free(r->effect_strings);
    free(r);
}

/* tsc's order across files: by file, then position, length, code, message. */
static int cmp_public(const void *pa, const void *pb) {
    const secexec_diagnostic *a = pa, *b = pb;
    int c = strcmp(a->file, b->file);
    if (c != 0) return c;
    if (a->start != b->start) return a->start < b->start ? -1 : 1;
    if (a->length != b->length) return a->length < b->length ? -1 : 1;
    if (a->code != b->code) return a->code < b->code ? -1 : 1;
    return strcmp(a->message, b->message);
}

/* A machine's check: the results of its files and extra diagnostics as one (api/machine.h). */
secexec_check_result *sx_check_concat(secexec_check_result **parts, size_t n, const secexec_diagnostic *extra,
                                      size_t nextra, double duration_ms) {
    check_impl *r = calloc(1, sizeof *r);
    size_t count = nextra, bytes = 1;
    bool ok = true;
    for (size_t i = 0; i < nextra; i++) bytes += strlen(extra[i].message) + strlen(extra[i].file) + 2;
    for (size_t i = 0; i < n; i++) {
        ok = ok && parts[i] != NULL && parts[i]->outcome == SECEXEC_SUCCEEDED;
        for (size_t k = 0; parts[i] && k < parts[i]->diagnostic_count; k++) {
            const secexec_diagnostic *d = &parts[i]->diagnostics[k];
            bytes += strlen(d->message) + strlen(d->file) + 2;
            count++;
        }
    }
    if (r != NULL) {
        r->diags = count ? calloc(count, sizeof *r->diags) : NULL;
        r->strings = malloc(bytes);
    }
    if (r == NULL || (count && !r->diags) || !r->strings) {
        if (r) secexec_check_result_free(&r->pub);
        r = NULL;
    }
    char *p = r ? r->strings : NULL;
    size_t m = 0;
    for (size_t i = 0; i <= n; i++) {
        const secexec_diagnostic *from = i < n ? (parts[i] ? parts[i]->diagnostics : NULL) : extra;
        size_t nfrom = i < n ? (parts[i] ? parts[i]->diagnostic_count : 0) : nextra;
        for (size_t k = 0; r && k < nfrom; k++) {
            secexec_diagnostic *o = &r->diags[m++];
            *o = from[k];
            o->message = strcpy(p, o->message);
            p += strlen(p) + 1;
            o->file = strcpy(p, o->file);
            p += strlen(p) + 1;
        }
        if (i < n) secexec_check_result_free(parts[i]);
    }
    if (r == NULL) return NULL;
    if (m > 1) qsort(r->diags, m, sizeof *r->diags, cmp_public);
    r->pub.diagnostics = r->diags;
    r->pub.diagnostic_count = m;
    r->pub.has_errors = m > 0;
    r->pub.outcome = ok ? SECEXEC_SUCCEEDED : SECEXEC_FAILED;
    r->pub.outcome_str = secexec_outcome_string(r->pub.outcome);
    r->pub.duration_ms = duration_ms;
    return &r->pub;
}
