/* check.c - the checker's entry point and its diagnostics (recorded in the AST's list, like syntax errors). */
#include "checker/checker.h"
#include "checker/ck.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void add(sx_ck *ck, uint32_t start, uint32_t length, int code, const char *msg) {
    if (ck->silent) return;
    sx_diag_add(ck->ast, code, false, start, length, "%s", msg);
}

/* Format the message (on the stack when it fits, else on the heap) and record it. */
static void add_v(sx_ck *ck, uint32_t start, uint32_t length, int code, const char *fmt, va_list ap) {
    char small[1024];
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    if (n >= 0 && (size_t)n < sizeof small) {
        add(ck, start, length, code, small);
    } else if (n >= 0) {
        char *big = malloc((size_t)n + 1);
        if (big) {
            vsnprintf(big, (size_t)n + 1, fmt, again);
            add(ck, start, length, code, big);
            free(big);
        }
    }
    va_end(again);
}

void sx_ck_error(sx_ck *ck, uint32_t start, uint32_t length, int code, const char *fmt, ...) {
    if (ck->silent) return;
    va_list ap;
    va_start(ap, fmt);
    add_v(ck, start, length, code, fmt, ap);
    va_end(ap);
}

void sx_ck_error_at(sx_ck *ck, const sx_node *n, int code, const char *fmt, ...) {
    if (ck->silent || !n) return;
    va_list ap;
    va_start(ap, fmt);
    add_v(ck, n->span.start, n->span.end - n->span.start, code, fmt, ap);
    va_end(ap);
}

void sx_ck_error_chain(sx_ck *ck, uint32_t start, uint32_t len, int code, const char *msg) {
    add(ck, start, len, code, msg);
}

/* secexec's own "not supported by secexec" error (SX9001), the line `run` prints for the same code. */
void sx_ck_unsupported(sx_ck *ck, const sx_node *n, const char *fmt, ...) {
    if (ck->silent || !n) return;
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    sx_diag_add(ck->ast, SX_OWN_DIAG_UNSUPPORTED, true, n->span.start, n->span.end - n->span.start, "%s", msg);
}

/* The library's values that the sandbox's runtime does not provide (`typeof X === "undefined"`
 * there): a program that uses one cannot run, so check says so (SX9001) instead of calling it
 * clean. The ctest `checker_run_agree` checks this table against the runtime. */
static const char *const g_missing_globals[] = {
    "ArrayBuffer",
    "Atomics",
    "BigInt64Array",
    "BigUint64Array",
    "DataView",
    "FinalizationRegistry",
    "Float32Array",
    "Float64Array",
    "Int16Array",
    "Int32Array",
    "Int8Array",
    "Proxy",
    "SharedArrayBuffer",
    "Uint16Array",
    "Uint32Array",
    "Uint8Array",
    "Uint8ClampedArray",
    "WeakRef",
    "escape",
    "unescape",
};

/* The members of the library's `Intl` (ES2023: declared `any`, so tsc accepts any use) that the
 * runtime lacks: `new Intl.Segmenter(...)` fails there with a TypeError, so check flags it. The
 * ctest `checker_run_agree` checks this table against the runtime too. */
static const char *const g_missing_intl[] = {
    "DisplayNames", "Locale", "Segmenter", "getCanonicalLocales", "supportedValuesOf",
};

static bool in_table(const char *const *table, size_t n, const char *name, uint32_t len) {
    for (size_t i = 0; i < n; i++)
        if (strlen(table[i]) == len && memcmp(table[i], name, len) == 0) return true;
    return false;
}

bool sx_ck_missing_at_run_time(const char *name, uint32_t len) {
    return in_table(g_missing_globals, sizeof g_missing_globals / sizeof *g_missing_globals, name, len);
}

bool sx_ck_intl_missing_at_run_time(const char *name, uint32_t len) {
    return in_table(g_missing_intl, sizeof g_missing_intl / sizeof *g_missing_intl, name, len);
}

/* Record one use of collection.function at (line, col), once. */
static void effect_add(sx_ck *ck, const char *coll, uint32_t clen, const char *fn, uint32_t flen, uint32_t line,
                       uint32_t col) {
    sx_effects *e = ck->effects;
    for (uint32_t i = 0; i < e->count; i++)
        if (e->items[i].line == line && e->items[i].col == col && strlen(e->items[i].collection) == clen &&
            memcmp(e->items[i].collection, coll, clen) == 0 && strlen(e->items[i].function) == flen &&
            memcmp(e->items[i].function, fn, flen) == 0)
            return;
    if (e->count >= SX_MAX_EFFECTS) return;
    if (e->count == e->cap) {
        uint32_t cap = e->cap ? e->cap * 2 : 16;
        sx_effect *n = sx_arena_alloc(ck->arena, cap * sizeof *n);
        if (!n) return;
        if (e->count) memcpy(n, e->items, e->count * sizeof *n);
        e->items = n;
        e->cap = cap;
    }
    char *c = sx_arena_strdup(ck->arena, coll, clen), *f = sx_arena_strdup(ck->arena, fn, flen);
    if (c && f) e->items[e->count++] = (sx_effect){c, f, line, col};
}

/* A value use of host symbol `s` at identifier `id`: `orders.list` (ck->host_member) is one
 * function; any other use of the collection reaches all of them. */
void sx_ck_host_use(sx_ck *ck, sx_sym *s, sx_node *id) {
    if (!ck->effects || (s->len == 6 && memcmp(s->name, "inputs", 6) == 0)) return;
    sx_node *m = ck->host_member;
    if (m && m->a == id && m->str) {
        effect_add(ck, s->name, s->len, m->str, m->len, id->span.line, id->span.col);
        return;
    }
    sx_type *t = sx_ck_sym_type(ck, s);
    if (!t || t->kind != TK_OBJ) return;
    for (uint32_t i = 0; i < t->u.obj->nprops; i++)
        effect_add(ck, s->name, s->len, t->u.obj->props[i].name, t->u.obj->props[i].len, id->span.line, id->span.col);
}

/* `// @ts-ignore` and `// @ts-expect-error` on the line before silence its errors (an unused
 * @ts-expect-error is itself an error, TS2578). */
static void apply_directives(sx_ck *ck, uint32_t first) {
    const char *s = ck->src.text;
    uint32_t n = ck->src.len, line = 1;
    sx_diags *d = &ck->ast->diags;
    int in = 0; /* at the line start: 0 code, '*' in a block comment, '`' in a template literal */
    for (uint32_t i = 0; i < n;) {
        /* at a line start: skip blanks, look for the directive */
        uint32_t j = i;
        while (j < n && (s[j] == ' ' || s[j] == '\t')) j++;
        bool expect = false, ignore = false;
        uint32_t cstart = j;
        if (!in && j + 1 < n && s[j] == '/' && (s[j + 1] == '/' || s[j + 1] == '*')) {
            uint32_t k = j + 2;
            while (k < n && (s[k] == '/' || s[k] == '*' || s[k] == ' ' || s[k] == '\t')) k++;
            if (n - k >= 16 && memcmp(s + k, "@ts-expect-error", 16) == 0) expect = true;
            else if (n - k >= 10 && memcmp(s + k, "@ts-ignore", 10) == 0) ignore = true;
        }
        uint32_t e = i;
        while (e < n && s[e] != '\n') e++;
        /* the line's text: a `// @ts-...` line inside a doc comment or a template is no directive
         * (strings end at the line; a regular expression is taken for code, as are a template's
         * substitutions) */
        char prev = 0; /* the last code character before k on this line, for `/` (regex or not) */
        for (uint32_t k = i; k < e; k++) {
            char c = s[k];
            if (!in && c == '/' && k + 1 < e && s[k + 1] != '/' && s[k + 1] != '*' &&
                (!prev || strchr("(,=:[!&|?{};+-*%<>~^", prev))) { /* a regular expression */
                bool cls = false;
                for (k++; k < e && (cls || s[k] != '/'); k++) {
                    if (s[k] == '\\') k++;
                    else if (s[k] == '[') cls = true;
                    else if (s[k] == ']') cls = false;
                }
                prev = '/';
                continue;
            }
            if (!in && c != ' ' && c != '\t') prev = c;
            if (in == '*') {
                if (c == '*' && k + 1 < e && s[k + 1] == '/') in = 0, k++;
            } else if (in == '`') {
                if (c == '\\') k++;
                else if (c == '`') in = 0;
            } else if (c == '/' && k + 1 < e && s[k + 1] == '/') {
                break;
            } else if (c == '/' && k + 1 < e && s[k + 1] == '*') {
                in = '*', k++;
            } else if (c == '`') {
                in = '`';
            } else if (c == '"' || c == '\'') {
                for (k++; k < e && s[k] != c; k++)
                    if (s[k] == '\\') k++;
            }
        }
        if (expect || ignore) {
            /* the directive covers the next line */
            bool used = false;
            uint32_t w = first;
            for (uint32_t k = first; k < d->count; k++) {
                if (d->items[k].line == line + 1 && !d->items[k].own) {
                    used = true;
                    continue;
                }
                d->items[w++] = d->items[k];
            }
            d->count = w;
            /* unused, unless the next line uses a private name (#x): those are not checked here,
             * so tsc may well report an error there (staying silent when unsure) */
            uint32_t ne = e + 1;
            while (ne < n && s[ne] != '\n') ne++;
            bool unchecked = e + 1 < n && memchr(s + e + 1, '#', ne - (e + 1)) != NULL;
            if (expect && !used && !unchecked) {
                uint32_t cend = cstart;
                while (cend < n && s[cend] != '\n' && s[cend] != '\r') cend++;
                sx_diag_add(ck->ast, 2578, false, cstart, cend - cstart, "Unused '@ts-expect-error' directive.");
            }
        }
        i = e + 1;
        line++;
    }
}

/* Does the text contain "@ts-" anywhere (a directive comment may)? Jumps from '@' to '@'. */
static bool has_directive(const char *s, size_t n) {
    for (const char *p = s, *end = s + n; (p = memchr(p, '@', (size_t)(end - p))) != NULL; p++)
        if (end - p >= 4 && memcmp(p, "@ts-", 4) == 0) return true;
    return false;
}

/* Every program is a module (tsc's --moduleDetection force, docs/checker.md): the syntax
 * diagnoser's script-only grammar notes do not apply. Top-level `await` is valid (no TS1375 /
 * TS1378), and a reserved word in strict mode reads as in a module (TS1212 -> TS1214). */
static void as_module(sx_ck *ck) {
    sx_diags *d = &ck->ast->diags;
    uint32_t w = 0;
    for (uint32_t i = 0; i < d->count; i++) {
        sx_diag *x = &d->items[i];
        if (!x->own && (x->code == 1375 || x->code == 1378)) continue;
        if (!x->own && x->code == 1212 && x->message) {
            static const char more[] = " Modules are automatically in strict mode.";
            size_t n = strlen(x->message);
            char *m = sx_arena_alloc(ck->arena, n + sizeof more);
            if (m) {
                memcpy(m, x->message, n);
                memcpy(m + n, more, sizeof more);
                x->message = m;
                x->code = 1214;
            }
        }
        d->items[w++] = *x;
    }
    d->count = w;
}

/* A script (sx_check_options.script): the top level's `await` and `for await` are errors (tsc
 * reports them for a file without imports or exports). Functions and classes end the walk. */
static void script_awaits(sx_ck *ck, const sx_node *n, uint32_t depth) {
    if (!n || depth > 2000 || n->kind == SX_N_FUNCTION || n->kind == SX_N_CLASS || n->kind == SX_N_TYPE) return;
    if (n->kind == SX_N_AWAIT)
        sx_ck_error(ck, n->span.start, 5, 1375,
                    "'await' expressions are only allowed at the top level of a file when that file is a module, "
                    "but this file has no imports or exports. Consider adding an empty 'export {}' to make this "
                    "file a module.");
    uint32_t at = n->span.start + 3; /* tsc points at the `await` of `for await` */
    while (n->kind == SX_N_FOR_OF && at + 5 <= ck->src.len && at < n->span.end && ck->src.text[at] != 'a') at++;
    if (n->kind == SX_N_FOR_OF && (n->flags & SX_NF_ASYNC))
        sx_ck_error(ck, at, 5, 1431,
                    "'for await' loops are only allowed at the top level of a file when that file is a module, but "
                    "this file has no imports or exports. Consider adding an empty 'export {}' to make this file a "
                    "module.");
    const sx_node *kids[] = {n->a, n->b, n->c, n->d};
    for (int i = 0; i < 4; i++) script_awaits(ck, kids[i], depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) script_awaits(ck, n->list.items[i], depth + 1);
}

/* Does the program augment the global scope (`declare global { ... }` at its top level)? The front
 * end erases such a block (a DECLARE without a statement); the checker does not merge it into the
 * library, so it stays silent about members it may add. */
static bool has_global_block(const sx_ck *ck) {
    const sx_node *root = ck->ast->root;
    for (uint32_t i = 0; i < root->list.count; i++) {
        const sx_node *st = root->list.items[i];
        if (st && st->kind == SX_N_EXPORT) st = st->a;
        if (!st || st->kind != SX_N_DECLARE || st->a) continue;
        uint32_t p = st->span.start + 7; /* past `declare` */
        while (p < ck->src.len && (ck->src.text[p] == ' ' || ck->src.text[p] == '\t' || ck->src.text[p] == '\n')) p++;
        if (p + 6 <= ck->src.len && memcmp(ck->src.text + p, "global", 6) == 0) return true;
    }
    return false;
}

bool sx_check(sx_ast *ast, const sx_check_options *opts) {
    const sx_prelude *pre = sx_prelude_get();
    if (!pre || !ast || !ast->root) return false;
    sx_ck ck = {0};
    ck.arena = ast->arena;
    ck.ast = ast;
    ck.src.text = ast->source;
    ck.src.len = (uint32_t)ast->source_len;
    ck.src.arena = ast->arena;
    ck.pre = pre;
    ck.intern = sx_ck_intern_new(ast->arena);
    ck.next_id = pre->next_id;
    if (!ck.intern) return false;
    /* the program's scope chain: its top level, then the library */
    sx_scope lib_link = *pre->globals; /* a shallow view: lookups only */
    ck.scope = &lib_link;
    sx_scope extra = {0};
    sx_ast *decls = NULL;
    if (opts && opts->declarations && opts->declarations_len) {
        /* the host's declarations (typed `inputs`, host functions): a scope between program and library */
        decls = sx_parse(opts->declarations, opts->declarations_len, "declarations.d.ts", NULL, NULL);
        sx_tsrc *ts = sx_arena_alloc(ast->arena, sizeof *ts);
        if (decls && decls->root && ts) {
            ts->text = opts->declarations;
            ts->len = (uint32_t)opts->declarations_len;
            ts->arena = ast->arena;
            extra.parent = &lib_link;
            extra.kind = SC_BLOCK;
            sx_ck_declare_ambient(&ck, decls, &extra, ts);
            ck.scope = &extra;
            ck.host_scope = &extra;
        }
    }
    ck.global_aug = has_global_block(&ck);
    if (!opts || !opts->script) as_module(&ck);
    else script_awaits(&ck, ast->root, 0);
    ck.effects = opts ? opts->effects : NULL;
    uint32_t first = ast->diags.count;
    sx_ck_check_program(&ck, ast->root);
    if (has_directive(ast->source, ast->source_len)) apply_directives(&ck, first);
    sx_ast_free(decls);
    return !ck.oom;
}
