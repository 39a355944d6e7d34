/* check_modules.c - a machine's check: each file, with what it imports typed from the modules of the VM's filesystem. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "api/machine.h"
#include "api/modules.h"
#include "frontend/ast.h"

/*
 * The checker sees one file at a time. Imports are lowered by the front end to calls of hidden
 * functions (`import { add } from "./m"` is `var add = %require("./m", file, "add").add`), which
 * the checker looks up as __secexec_require / __secexec_import (checker/expr.c). For each file
 * checked here, the declarations given to the checker overload those functions on the literal
 * specifiers the file uses:
 *
 *   declare function __secexec_require(s: "./m", f?: string, n?: string): { readonly "add": (a: number,
 *       b: number) => number; [k: string]: any };
 *   declare function __secexec_require(...a: any[]): any;
 *
 * The namespace type of a module is made from what the module declares: a function's parameter
 * and return annotations, a variable's annotation or literal initializer; what is not declared
 * is `any` (tsc would infer it; `any` never gives a false error). The module's interfaces and type
 * aliases come along, so its signatures may name them (a name declared by two modules is left
 * out: both read `any`). The index signature keeps names the outline does not know `any`.
 *
 * Then every TypeScript file reached through imports is checked too, and the diagnostics of all
 * carry their file's path (relative to /workspace, as tsc run there prints it).
 */

#define MAX_MODULES 64     /* files checked in one call; imports past them stay `any` */
#define MAX_IMPORTS 256    /* imports of one file; past them: any */
#define MAX_WALK_DEPTH 600 /* the front end nests at most SX_MAX_NESTING levels */

typedef struct sbuf {
    char *s;
    size_t n, cap;
    bool oom;
} sbuf;

static void sb_put(sbuf *b, const char *s, size_t n) {
    if (b->oom) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        while (cap < b->n + n + 1) cap *= 2;
        char *p = realloc(b->s, cap);
        if (p == NULL) {
            b->oom = true;
            return;
        }
        b->s = p;
        b->cap = cap;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}
static void sb_puts(sbuf *b, const char *s) { sb_put(b, s, strlen(s)); }

/* s as a TypeScript string literal. */
static void sb_quoted(sbuf *b, const char *s, size_t n) {
    sb_puts(b, "\"");
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        char esc[8];
        if (c == '"' || c == '\\') snprintf(esc, sizeof esc, "\\%c", c);
        else if (c < 0x20 || c == 0x7f) snprintf(esc, sizeof esc, "\\x%02x", c);
        else esc[0] = (char)c, esc[1] = 0;
        sb_puts(b, esc);
    }
    sb_puts(b, "\"");
}

typedef struct import_ref {
    const char *spec; /* in the file's AST */
    uint32_t len;
    const sx_node *at; /* the specifier's string literal */
    int target;        /* index of the module checked, -1: not one (a package's .js, a built-in) */
    bool missing;      /* resolves to no file: tsc's TS2307 */
} import_ref;

typedef struct module {
    char path[SX_VFS_MAX_PATH + 1];
    char *src; /* owned, except the main file's */
    size_t len;
    sx_ast *ast;
    import_ref imports[MAX_IMPORTS];
    size_t nimports;
    sbuf ns;    /* the namespace's type, made on first use */
    sbuf types; /* its interfaces and type aliases, each "name\0text\0" */
    bool outlined;
} module;

typedef struct checker_run {
    secexec_machine *m;
    module *mods;
    size_t nmods;
} checker_run;

/* -- the specifiers a file imports: %require("x", ...) and %import("x", ...) calls -- */

static bool is_hidden_call(const sx_node *n, const char *name) {
    return n != NULL && n->kind == SX_N_CALL && n->a != NULL && n->a->kind == SX_N_IDENT && n->a->str != NULL &&
           n->a->len == strlen(name) && memcmp(n->a->str, name, n->a->len) == 0;
}

static void note_import(module *md, const sx_node *call) {
    if (call->list.count < 1 || call->list.items[0] == NULL || call->list.items[0]->kind != SX_N_STRING) return;
    const sx_node *s = call->list.items[0];
    if (s->str == NULL || s->len == 0 || s->len > SX_VFS_MAX_PATH || memchr(s->str, 0, s->len)) return;
    if (md->nimports < MAX_IMPORTS) md->imports[md->nimports++] = (import_ref){s->str, s->len, s, -1, false};
}

static void walk_imports(module *md, const sx_node *n, int depth) {
    if (n == NULL || depth > MAX_WALK_DEPTH) return;
    if (is_hidden_call(n, "%require") || is_hidden_call(n, "%import")) note_import(md, n);
    walk_imports(md, n->a, depth + 1);
    walk_imports(md, n->b, depth + 1);
    walk_imports(md, n->c, depth + 1);
    walk_imports(md, n->d, depth + 1);
    for (uint32_t i = 0; i < n->list.count; i++) walk_imports(md, n->list.items[i], depth + 1);
}

/* -- the outline of a module: its namespace's type and its type declarations -- */

static bool text_of(const module *md, const sx_node *n, const char **s, size_t *len) {
    if (n == NULL || n->span.end < n->span.start || n->span.end > md->len) return false;
    *s = md->src + n->span.start;
    *len = n->span.end - n->span.start;
    while (*len > 0 && (**s == ':' || **s == ' ')) (*s)++, (*len)--; /* an annotation's colon, if kept */
    return *len > 0;
}

static void put_text_or(sbuf *b, const module *md, const sx_node *n, const char *fallback) {
    const char *s;
    size_t len;
    if (text_of(md, n, &s, &len)) sb_put(b, s, len);
    else sb_puts(b, fallback);
}

/* The type of an initializer, when it is plain from the text: literals, annotated functions,
 * `x as T`. Else any. */
static void put_init_type(sbuf *b, const module *md, const sx_node *init, bool is_const);

/* A function's type: `<T>(a: number, b?: string, ...r: any[]) => R`. */
static void put_fn_type(sbuf *b, const module *md, const sx_node *fn) {
    if (fn->flags & SX_NF_GENERATOR) return sb_puts(b, "any");
    /* type parameters: the text from the first '<' up to the '(' opening the parameters */
    uint32_t first = fn->list.count > 0 && fn->list.items[0] ? fn->list.items[0]->span.start
                     : fn->type                              ? fn->type->span.start
                     : fn->b                                 ? fn->b->span.start
                                                             : fn->span.end;
    const char *s = md->src;
    uint32_t open = first;
    while (open > fn->span.start && s[open - 1] != '(') open--;
    if (open > fn->span.start) {
        const char *lt = memchr(s + fn->span.start, '<', open - 1 - fn->span.start);
        if (lt != NULL) sb_put(b, lt, (size_t)(s + open - 1 - lt));
    } else if (fn->list.count == 0) {
        return sb_puts(b, "any"); /* no parameter list found */
    }
    sb_puts(b, "(");
    for (uint32_t i = 0; i < fn->list.count; i++) {
        const sx_node *p = fn->list.items[i];
        if (p == NULL) continue;
        if (i > 0) sb_puts(b, ", ");
        bool rest = p->flags & SX_NF_REST;
        if (rest) sb_puts(b, "...");
        if (p->a && p->a->kind == SX_N_IDENT && p->a->str && p->a->len < 200) {
            sb_put(b, p->a->str, p->a->len);
        } else {
            char name[32];
            snprintf(name, sizeof name, "p%u", (unsigned)i);
            sb_puts(b, name);
        }
        if (!rest && ((p->flags & SX_NF_OPTIONAL) || p->b != NULL)) sb_puts(b, "?");
        sb_puts(b, ": ");
        if (p->type) put_text_or(b, md, p->type, "any");
        else if (rest) sb_puts(b, "any[]");
        else if (p->b) put_init_type(b, md, p->b, false);
        else sb_puts(b, "any");
    }
    sb_puts(b, ") => ");
    if (fn->type) put_text_or(b, md, fn->type, "any");
    else sb_puts(b, fn->flags & SX_NF_ASYNC ? "Promise<any>" : "any");
}

static void put_init_type(sbuf *b, const module *md, const sx_node *init, bool is_const) {
    const char *s;
    size_t len;
    switch (init ? init->kind : SX_N_EMPTY) {
    case SX_N_NUMBER:
        if (is_const && text_of(md, init, &s, &len) && strspn(s, "0123456789.xXoObBabcdefABCDEF_") == len)
            return sb_put(b, s, len);
        return sb_puts(b, "number");
    case SX_N_STRING:
        if (is_const && text_of(md, init, &s, &len) && len >= 2 && (s[0] == '"' || s[0] == '\'') &&
            s[len - 1] == s[0] && !memchr(s, '\n', len))
            return sb_put(b, s, len);
        return sb_puts(b, "string");
    case SX_N_TEMPLATE: return sb_puts(b, "string");
    case SX_N_TRUE: return sb_puts(b, is_const ? "true" : "boolean");
    case SX_N_FALSE: return sb_puts(b, is_const ? "false" : "boolean");
    case SX_N_FUNCTION: return put_fn_type(b, md, init);
    case SX_N_TYPE_ASSERT:
        if (!(init->flags & SX_NF_SATISFIES) && text_of(md, init->type, &s, &len) &&
            !(len == 5 && memcmp(s, "const", 5) == 0))
            return sb_put(b, s, len);
        return sb_puts(b, "any");
    default: return sb_puts(b, "any");
    }
}

/* A top-level name of the module and what declares it. */
typedef struct local_decl {
    const char *name;
    uint32_t len;
    const sx_node *node; /* FUNCTION, DECLARATOR, or NULL (a class, an enum, an import: any) */
    bool is_const, twice;
} local_decl;

static void add_local(local_decl *l, size_t *n, size_t cap, const char *name, uint32_t len, const sx_node *node,
                      bool is_const) {
    if (name == NULL) return;
    for (size_t i = 0; i < *n; i++)
        if (l[i].len == len && memcmp(l[i].name, name, len) == 0) return (void)(l[i].twice = true); /* overloads */
    if (*n < cap) l[(*n)++] = (local_decl){name, len, node, is_const, false};
}

static void outline(module *md) {
    md->outlined = true;
    const sx_node *root = md->ast ? md->ast->root : NULL;
    if (root == NULL) return;
    size_t cap = root->list.count + 1, nlocals = 0;
    local_decl *locals = calloc(cap, sizeof *locals);
    if (locals == NULL) {
        md->ns.oom = true;
        return;
    }
    for (uint32_t i = 0; i < root->list.count; i++) {
        const sx_node *st = root->list.items[i];
        if (st && (st->kind == SX_N_EXPORT || st->kind == SX_N_DECLARE)) st = st->a;
        if (st && st->kind == SX_N_DECLARE) st = st->a;
        if (st == NULL) continue;
        if (st->kind == SX_N_FUNC_DECL && st->a) add_local(locals, &nlocals, cap, st->a->str, st->a->len, st->a, true);
        else if ((st->kind == SX_N_CLASS_DECL) && st->a) add_local(locals, &nlocals, cap, st->a->str, st->a->len, 0, 1);
        else if (st->kind == SX_N_ENUM) add_local(locals, &nlocals, cap, st->str, st->len, NULL, true);
        else if (st->kind == SX_N_VAR_DECL) {
            for (uint32_t k = 0; k < st->list.count; k++) {
                const sx_node *d = st->list.items[k];
                if (d && d->a && d->a->kind == SX_N_IDENT)
                    add_local(locals, &nlocals, cap, d->a->str, d->a->len, d, st->op == SX_OP_CONST);
            }
        } else if ((st->kind == SX_N_INTERFACE || st->kind == SX_N_TYPE_ALIAS) && st->str && st->len < 200) {
            const char *s;
            size_t len;
            if (!text_of(md, st, &s, &len)) continue;
            sb_put(&md->types, st->str, st->len);
            sb_put(&md->types, "", 1);
            sb_put(&md->types, s, len);
            sb_put(&md->types, "\n", 2);
        }
    }
    sb_puts(&md->ns, "{ ");
    for (uint32_t i = 0; i < root->list.count; i++) { /* the exports: %defexport("name", () => body) */
        const sx_node *st = root->list.items[i];
        const sx_node *call = st && st->kind == SX_N_IMPORT && st->a && st->a->kind == SX_N_EXPR_STMT ? st->a->a : NULL;
        if (!is_hidden_call(call, "%defexport") || call->list.count < 2) continue;
        const sx_node *name = call->list.items[0], *fn = call->list.items[1];
        if (name == NULL || name->kind != SX_N_STRING || name->str == NULL || fn == NULL) continue;
        const sx_node *body = fn->b;
        const local_decl *l = NULL;
        for (size_t k = 0; body && body->kind == SX_N_IDENT && k < nlocals; k++)
            if (locals[k].len == body->len && memcmp(locals[k].name, body->str, body->len) == 0) l = &locals[k];
        sb_puts(&md->ns, "readonly ");
        sb_quoted(&md->ns, name->str, name->len);
        sb_puts(&md->ns, ": ");
        if (l == NULL || l->node == NULL || l->twice) sb_puts(&md->ns, "any");
        else if (l->node->kind == SX_N_FUNCTION) put_fn_type(&md->ns, md, l->node);
        else if (l->node->type) put_text_or(&md->ns, md, l->node->type, "any");
        else put_init_type(&md->ns, md, l->node->b, l->is_const);
        sb_puts(&md->ns, "; ");
    }
    sb_puts(&md->ns, "[k: string]: any }");
    free(locals);
}

/* -- the files -- */

static bool is_typescript(const char *path) {
    size_t n = strlen(path);
    if (strstr(path, "/node_modules/") != NULL) return false; /* a package's own business */
    return (n > 3 && strcmp(path + n - 3, ".ts") == 0 && !(n > 5 && strcmp(path + n - 5, ".d.ts") == 0)) ||
           (n > 4 && (strcmp(path + n - 4, ".tsx") == 0 || strcmp(path + n - 4, ".mts") == 0));
}

static void parse_module(module *md) {
    md->ast = sx_parse(md->src, md->len, md->path, NULL, NULL);
    if (md->ast && md->ast->root) walk_imports(md, md->ast->root, 0);
}

/* Find every TypeScript file reached from the first through imports (at most MAX_MODULES). */
static void collect(checker_run *run) {
    sx_vfs *fs = sx_machine_vfs(run->m);
    for (size_t i = 0; i < run->nmods; i++) {
        module *md = &run->mods[i];
        parse_module(md);
        for (size_t k = 0; k < md->nimports; k++) {
            char spec[SX_VFS_MAX_PATH + 1], path[SX_VFS_MAX_PATH + 1];
            memcpy(spec, md->imports[k].spec, md->imports[k].len);
            spec[md->imports[k].len] = 0;
            if (!sx_modules_resolve(fs, spec, md->path, path)) {
                md->imports[k].missing = !sx_modules_builtin(spec);
                continue;
            }
            if (!is_typescript(path)) continue;
            size_t j = 0;
            while (j < run->nmods && strcmp(run->mods[j].path, path) != 0) j++;
            if (j == run->nmods) {
                if (run->nmods == MAX_MODULES) continue;
                module *nm = &run->mods[run->nmods];
                snprintf(nm->path, sizeof nm->path, "%s", path);
                if (sx_vfs_read(fs, path, &nm->src, &nm->len) != SECEXEC_FS_OK) continue;
                run->nmods++;
            }
            md->imports[k].target = (int)j;
        }
    }
}

/* Does another module imported by md declare a type of the same name? */
static bool type_clashes(const checker_run *run, const module *md, const module *owner, const char *name) {
    for (size_t k = 0; k < md->nimports; k++) {
        const module *o = md->imports[k].target >= 0 ? &run->mods[md->imports[k].target] : NULL;
        if (o == NULL || o == owner) continue;
        for (const char *p = o->types.s; p && p < o->types.s + o->types.n; p += strlen(p) + 1, p += strlen(p) + 1)
            if (strcmp(p, name) == 0) return true;
    }
    return false;
}

/* The declarations for checking md: the machine's, the types of its modules, the overloads. */
static char *declarations_for(checker_run *run, module *md, const char *base) {
    sbuf d = {0}, req = {0}, imp = {0};
    sb_puts(&d, base ? base : "");
    sb_puts(&d, "\n");
    bool seen[MAX_MODULES] = {false};
    for (size_t k = 0; k < md->nimports; k++) {
        int t = md->imports[k].target;
        if (t < 0) continue;
        module *o = &run->mods[t];
        if (!o->outlined) outline(o);
        char alias[48]; /* each module's namespace type once, whatever the number of imports naming it */
        snprintf(alias, sizeof alias, "__secexec_ns%d", t);
        if (!seen[t]) {
            seen[t] = true;
            sb_puts(&d, "type ");
            sb_puts(&d, alias);
            sb_puts(&d, " = ");
            sb_put(&d, o->ns.s ? o->ns.s : "any", o->ns.s ? o->ns.n : 3);
            sb_puts(&d, ";\n");
            for (const char *p = o == md ? NULL : o->types.s; p && p < o->types.s + o->types.n;) {
                const char *text = p + strlen(p) + 1;
                if (!type_clashes(run, md, o, p)) sb_puts(&d, text);
                p = text + strlen(text) + 1;
            }
        }
        bool again = false; /* the same specifier imported twice: one overload */
        for (size_t e = 0; e < k; e++)
            again |= md->imports[e].len == md->imports[k].len &&
                     memcmp(md->imports[e].spec, md->imports[k].spec, md->imports[k].len) == 0;
        if (again) continue;
        sb_puts(&req, "declare function __secexec_require(s: ");
        sb_quoted(&req, md->imports[k].spec, md->imports[k].len);
        sb_puts(&req, ", f?: string, n?: string): ");
        sb_puts(&req, alias);
        sb_puts(&req, ";\ndeclare function __secexec_import(s: ");
        sb_quoted(&req, md->imports[k].spec, md->imports[k].len);
        sb_puts(&req, ", f?: string): Promise<");
        sb_puts(&req, alias);
        sb_puts(&req, ">;\n");
    }
    sb_puts(&req, "declare function __secexec_require(...a: any[]): any;\n");
    sb_puts(&imp, "declare function __secexec_import(...a: any[]): Promise<any>;\n");
    sb_put(&d, req.s ? req.s : "", req.n);
    sb_put(&d, imp.s ? imp.s : "", imp.n);
    bool oom = d.oom || req.oom || imp.oom;
    free(req.s);
    free(imp.s);
    if (oom) {
        free(d.s);
        return NULL;
    }
    return d.s;
}

/* tsc's order of files: each after the files it imports (depth first, in import order). */
static void postorder(const checker_run *run, size_t i, bool *seen, size_t *order, size_t *n) {
    seen[i] = true;
    for (size_t k = 0; k < run->mods[i].nimports; k++) {
        int t = run->mods[i].imports[k].target;
        if (t >= 0 && !seen[t]) postorder(run, (size_t)t, seen, order, n);
    }
    order[(*n)++] = i;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

secexec_check_result *sx_machine_check_modules(secexec_machine *m, const char *src, size_t len, const char *filename,
                                               const char *base_decls) {
    double t0 = now_ms();
    checker_run run = {m, calloc(MAX_MODULES, sizeof(module)), 1};
    if (run.mods == NULL) return NULL;
    const char *display = filename ? filename : "main.ts";
    if (sx_vfs_normalize(display, run.mods[0].path) != SECEXEC_FS_OK)
        snprintf(run.mods[0].path, sizeof run.mods[0].path, "%s", SX_VFS_CWD "/main.ts");
    run.mods[0].src = (char *)src;
    run.mods[0].len = len;
    collect(&run);
    /* like tsc: when a file has syntax errors, only the syntax errors of the files are reported */
    bool syntax = false;
    for (size_t i = 0; i < run.nmods; i++)
        for (uint32_t k = 0; run.mods[i].ast && k < run.mods[i].ast->diags.count; k++)
            syntax |= !run.mods[i].ast->diags.items[k].own;
    secexec_check_result *parts[MAX_MODULES] = {NULL};
    size_t nparts = 0, order[MAX_MODULES], norder = 0, nmissing = 0;
    bool seen[MAX_MODULES] = {false};
    postorder(&run, 0, seen, order, &norder);
    secexec_diagnostic *missing = calloc(MAX_MODULES * MAX_IMPORTS, sizeof *missing);
    char *names = calloc(MAX_MODULES, SX_VFS_MAX_PATH + 1);
    for (size_t o = 0; missing && names && o < norder; o++) {
        size_t i = order[o];
        module *md = &run.mods[i];
        bool has_syntax = false;
        for (uint32_t k = 0; md->ast && k < md->ast->diags.count; k++) has_syntax |= !md->ast->diags.items[k].own;
        if (syntax && !has_syntax) continue;
        char *decls = declarations_for(&run, md, base_decls);
        secexec_check_options co;
        secexec_check_options_init(&co);
        co.declarations = decls ? decls : base_decls;
        /* the path as tsc run in /workspace prints it */
        const char *cwd = SX_VFS_CWD "/";
        co.filename = i == 0 ? display : strncmp(md->path, cwd, strlen(cwd)) == 0 ? md->path + strlen(cwd) : md->path;
        parts[nparts++] = secexec_check_n(md->src, md->len, &co);
        free(decls);
        char *name = names + i * (SX_VFS_MAX_PATH + 1);
        snprintf(name, SX_VFS_MAX_PATH + 1, "%s", co.filename);
        for (size_t k = 0; !syntax && k < md->nimports; k++) {
            const import_ref *ir = &md->imports[k];
            if (!ir->missing) continue;
            secexec_diagnostic *d = &missing[nmissing++];
            char msg[SX_VFS_MAX_PATH + 96];
            snprintf(msg, sizeof msg, "Cannot find module '%.*s' or its corresponding type declarations.", (int)ir->len,
                     ir->spec);
            *d = (secexec_diagnostic){.code = 2307,
                                      .category = "error",
                                      .message = strdup(msg),
                                      .file = name,
                                      .line = ir->at->span.line,
                                      .column = ir->at->span.col,
                                      .start = ir->at->span.start,
                                      .length = ir->at->span.end - ir->at->span.start};
            if (d->message == NULL) nmissing--;
        }
    }
    secexec_check_result *r =
        missing && names ? sx_check_concat(parts, nparts, missing, nmissing, now_ms() - t0) : NULL;
    for (size_t i = 0; i < nmissing; i++) free((char *)missing[i].message);
    free(missing);
    free(names);
    for (size_t i = 0; i < run.nmods; i++) {
        sx_ast_free(run.mods[i].ast);
        if (i > 0) free(run.mods[i].src);
        free(run.mods[i].ns.s);
        free(run.mods[i].types.s);
    }
    free(run.mods);
    return r;
}
