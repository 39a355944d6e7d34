/* test_syntax_differential.c - differentials of the front end: tsc's syntax diagnoser against tree-sitter (whatever tsc
 * rejects, a parse refuses), and the conversion's child walk against tree-sitter's cursor. */
#include <criterion/criterion.h>

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "frontend/ast.h"
#include "frontend/syntax_diag.h"
#include "frontend/ts_walk.h"

/*
 * frontend/parse.c skips tsc's syntax diagnoser on a tree-sitter tree without ERROR or MISSING
 * nodes unless the conversion's shape checks (frontend/convert.c, "Shapes tsc rejects") find a
 * shape tsc may reject; but tree-sitter's grammar accepts, without an error node, texts tsc
 * rejects, and these must not run, and tsc's checker reports grammar errors that only the
 * diagnoser finds, which `check` must keep reporting. This test keeps both rules true: whenever
 * the diagnoser reports a syntax error for a text, sx_parse refuses it; whenever it reports none
 * but notes grammar errors, sx_parse's ast->grammar holds the same ones. It drives the
 * conformance programs, the checker corpus's error snippets and deterministic mutations of the
 * programs (a token inserted, a few bytes cut), and names the classes found so far. Longer runs:
 * SX_DIFF_MUTATIONS=40 (per program; default 6), SX_DIFF_SEED=N (another set of mutations),
 * SX_DIFF_DUMP=DIR (each text that would run, to a file).
 */

TestSuite(syntax_differential, .timeout = 600);

const TSLanguage *tree_sitter_typescript(void);

/* Does tree-sitter alone see an error in text? */
static bool tree_sitter_errs(TSParser *p, const char *text, size_t len) {
    TSTree *t = ts_parser_parse_string(p, NULL, text, (uint32_t)len);
    cr_assert_not_null(t);
    bool err = ts_node_has_error(ts_tree_root_node(t));
    ts_tree_delete(t);
    return err;
}

/* The diagnoser's first syntax error code for text, 0 when it reports none (or gave up). */
static int diagnoser_code(sx_sd *sd, const char *text, size_t len) {
    uint8_t *not_arrow = calloc(len / 8 + 1, 1);
    cr_assert_not_null(not_arrow);
    bool ok = sx_syntax_diagnose(sd, text, (uint32_t)len, not_arrow);
    free(not_arrow);
    return ok && sd->ndiags > 0 ? sd->diags[0].code : 0;
}

/* Does sx_parse refuse text (any diagnostic: a program with one never runs)? */
static bool parse_refuses(const char *text, size_t len) {
    sx_ast *ast = sx_parse(text, len, "diff.ts", NULL, NULL);
    cr_assert_not_null(ast);
    bool refused = ast->diags.count > 0 || ast->root == NULL;
    sx_ast_free(ast);
    return refused;
}

typedef struct tally {
    uint32_t inputs, rejected, silent; /* silent: tree-sitter clean, the diagnoser rejects */
    uint32_t escaped;                  /* texts tsc rejects that sx_parse accepts (must stay 0) */
    uint32_t noted, lost;              /* texts with grammar notes only; of those, notes sx_parse lost (must stay 0) */
} tally;

/* Grammar notes of a text the diagnoser finds no syntax error in, other than top-level await's
 * (TS1375/TS1378, which the checker drops: every program is a module). */
static uint32_t module_notes(const sx_sd *sd) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < sd->nnotes; i++) n += sd->notes[i].code != 1375 && sd->notes[i].code != 1378;
    return n;
}

/* The same count for sx_parse's ast->grammar (UINT32_MAX when it could not parse the text). */
static uint32_t parse_notes(const char *text, size_t len) {
    sx_ast *ast = sx_parse(text, len, "diff.ts", NULL, NULL);
    cr_assert_not_null(ast);
    uint32_t n = ast->root == NULL ? UINT32_MAX : 0;
    for (uint32_t i = 0; n != UINT32_MAX && i < ast->grammar.count; i++)
        n += ast->grammar.items[i].code != 1375 && ast->grammar.items[i].code != 1378;
    sx_ast_free(ast);
    return n;
}

static void dump(const char *text, size_t len, int code, uint32_t n) {
    const char *dir = getenv("SX_DIFF_DUMP");
    if (dir == NULL) return;
    char path[4096];
    snprintf(path, sizeof path, "%s/escape-%04u-TS%d.ts", dir, n, code);
    FILE *f = fopen(path, "wb");
    if (f == NULL) return;
    fwrite(text, 1, len, f);
    fclose(f);
}

static void compare(TSParser *p, sx_sd *sd, const char *text, size_t len, const char *what, tally *t) {
    t->inputs++;
    int code = diagnoser_code(sd, text, len);
    /* (when tree-sitter reports an error the diagnoser always runs, and its notes stand in for
     * tree-sitter's guesses among the syntax errors: only clean trees are in question here) */
    uint32_t notes = code == 0 ? module_notes(sd) : 0;
    if (notes > 0 && !tree_sitter_errs(p, text, len)) { /* `check` must report them as before */
        t->noted++;
        uint32_t kept = parse_notes(text, len);
        if (kept != UINT32_MAX && kept != notes) dump(text, len, sd->notes[0].code, 10000 + t->lost++);
        cr_expect(kept == UINT32_MAX || kept == notes,
                  "%s: tsc's checker notes %u grammar errors (TS%d...), sx_parse %u", what, notes, sd->notes[0].code,
                  kept);
    }
    if (code == 0) return;
    t->rejected++;
    if (!tree_sitter_errs(p, text, len)) t->silent++;
    bool refused = parse_refuses(text, len);
    if (!refused) dump(text, len, code, t->escaped++);
    cr_expect(refused, "%s: tsc rejects it (TS%d) but sx_parse accepts it", what, code);
}

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 64);
    *len = buf && n >= 0 ? fread(buf, 1, (size_t)n, f) : 0;
    fclose(f);
    return buf;
}

static uint64_t next_random(uint64_t *s) {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Mutation k of text into out: a token from `inserts` put at a random offset, some bytes cut, or both. */
static size_t mutate(const char *text, size_t len, uint64_t *seed, char *out) {
    static const char *const inserts[] = {
        ",",      ";", "(",  ")", "{",  "}",  "[",       "]",      "=>",     "?",     ":",  ".",     "...",   "=",
        "|",      "&", "<",  ">", "!",  "?.", "as",      "new",    "await",  "async", "in", "const", "class", "let",
        "return", "0", "00", "-", "**", "||", "extends", "export", "static", "yield", "#",  "@"};
    size_t at = next_random(seed) % len, cut = 0;
    const char *add = "";
    uint64_t kind = next_random(seed) % 3;
    if (kind != 1) add = inserts[next_random(seed) % (sizeof inserts / sizeof *inserts)];
    if (kind != 0) cut = 1 + next_random(seed) % 4;
    if (at + cut > len) cut = len - at;
    size_t n = strlen(add);
    memcpy(out, text, at);
    memcpy(out + at, add, n);
    memcpy(out + at + n, text + at + cut, len - at - cut);
    return len - cut + n;
}

/* The repository's root, from this file's path (tests/unit/...). */
static void repo_path(char *out, size_t size, const char *rel) {
    const char *src = __FILE__, *end = strstr(src, "tests/unit/");
    snprintf(out, size, "%.*s%s", end ? (int)(end - src) : 0, src, rel);
}

/* Each text of the files matching pattern, then `mutations` mutations of it (the seed moved by
 * SX_DIFF_SEED), handed to visit with a name for messages. */
typedef void visit_fn(const char *text, size_t len, const char *what, void *ctx);

static void each_input(const char *pattern, int mutations, visit_fn *visit, void *ctx) {
    char path[4096];
    repo_path(path, sizeof path, pattern);
    glob_t g;
    cr_assert_eq(glob(path, 0, NULL, &g), 0, "no files match %s", path);
    const char *env_seed = getenv("SX_DIFF_SEED");
    uint64_t seed = 88172645463325252ull + (env_seed ? strtoull(env_seed, NULL, 10) * 2654435761ull : 0);
    for (size_t i = 0; i < g.gl_pathc; i++) {
        size_t len;
        char *text = slurp(g.gl_pathv[i], &len);
        cr_assert_not_null(text);
        visit(text, len, g.gl_pathv[i], ctx);
        char *m = malloc(len + 16);
        for (int k = 0; k < mutations && len > 0; k++) {
            size_t n = mutate(text, len, &seed, m);
            char what[4200];
            snprintf(what, sizeof what, "%s (mutation %d)", g.gl_pathv[i], k);
            visit(m, n, what, ctx);
        }
        free(m);
        free(text);
    }
    globfree(&g);
}

typedef struct diff_run {
    TSParser *p;
    sx_sd *sd;
    tally *t;
} diff_run;

static void compare_input(const char *text, size_t len, const char *what, void *ctx) {
    diff_run *r = ctx;
    compare(r->p, r->sd, text, len, what, r->t);
}

Test(syntax_differential, whatever_tsc_rejects_a_parse_refuses) {
    TSParser *p = ts_parser_new();
    cr_assert(ts_parser_set_language(p, tree_sitter_typescript()));
    sx_sd *sd = malloc(sizeof *sd);
    tally t = {0};
    const char *env_mutations = getenv("SX_DIFF_MUTATIONS");
    diff_run run = {p, sd, &t};
    each_input("tests/conformance/*/*.ts", env_mutations ? atoi(env_mutations) : 6, compare_input, &run);
    each_input("tests/checker/errors/*.ts", 0, compare_input, &run);
    cr_log_info("%u inputs; tsc rejects %u; tree-sitter alone accepts %u of those; sx_parse accepts %u of those; "
                "%u more with grammar errors only, whose notes sx_parse lost in %u",
                t.inputs, t.rejected, t.silent, t.escaped, t.noted, t.lost);
    cr_expect(t.silent > 0, "the mutations still find texts tree-sitter accepts and tsc rejects");
    free(sd);
    ts_parser_delete(p);
}

/* One text for each class of input found so far (by this test's mutations and by running the
 * corpus) that tree-sitter accepts without an error node and tsc rejects. */
Test(syntax_differential, tree_sitter_accepts_these_tsc_rejects_them_and_so_do_we) {
    static const struct {
        int code;
        const char *text;
    } cases[] = {
        {1135, "console.log(add(1, , 3));"},                  /* a hole in arguments */
        {1136, "const d = { , a: 1 };"},                      /* a hole in an object literal */
        {1005, "const f = (k: string) => { key: k, v: 1 };"}, /* an object literal as an arrow's body */
        {1121, "const mode = 0755;"},                         /* a legacy octal literal */
        {1109, "const o = { id: export };"},                  /* a reserved word as an expression */
        {1110, "function f(a: ||number) {}"},                 /* `||` leading a type */
        {1128, "class A { m() { return 1; extends } }"},      /* a reserved word as a statement */
        {1137, "console.log([1, const[3]]);"},                /* a declaration keyword in an array */
        {1351, "console.log([1in [2]]);"},                    /* an identifier right after a number */
        {1389, "let a, class\nconst b = 1;"},                 /* `class` as a variable's name */
        {17006, "console.log(-2 ** 2);"},                     /* a unary minus left of ** */
        /* found by 40 mutations per program over five seeds (SX_DIFF_*), issue #13; codes from tsc 5.9.3 */
        {1005, "const xs = [1, 2].map((v) => [v, yield () => 4]);"},      /* yield outside a generator */
        {1005, "f(function (a?.b) { return 1; });"},                      /* a member as a parameter */
        {1005, "console.log((e as Err: or).name);"},                      /* a type annotation in parentheses */
        {1005, "class A {} class B extends A & C {}"},                    /* a binary expression as a class's parent */
        {1005, "x = new M => p(1);"},                                     /* an arrow as new's constructor */
        {1109, "class D {} | class E {}"},                                /* a class declaration as an operand */
        {1005, "cons > j = 1;"},                                          /* an assignment as a binary operand */
        {1005, "function f() { retu++(this as any).count; }"},            /* an update as a callee */
        {1005, "class F { count = 0, inc = 1; }"},                        /* a comma between class fields */
        {1034, "class G { m() { return super; } }"},                      /* `super` alone */
        {1005, "try {} catch ({ code, detail: { msg }! }) {}"},           /* `!` in a binding pattern */
        {1209, "const u = new U?.().add(1);"},                            /* an optional chain in new's constructor */
        {1005, "const r = (lo!: number) => lo;"},                         /* `!` on a parameter */
        {1109, "const xs2 = [0.5, -- -1.5];"},                            /* an update of a non-reference */
        {1005, "const o = { a: await { v: 1 } };"},                       /* `await` before `{` outside async code */
        {1442, "abstract class H { abstract readonly name: stri, ng; }"}, /* a comma in a field's type */
        {1010, "\"ab\".replace(/**\\w+)/, \"x\");"},                      /* a regex starting with a star (a comment) */
        {1005, "const m = new Map**<unknown, string>([[1, \"fn\"]]);"},   /* `<A, B>x` as a type assertion */
        {1003, "const { a, b: { c, d: ...rest } } = obj;"},               /* a rest element as a property's value */
        {1005, "function k() { retu;{ value: 1, done: true }; }"},        /* an object literal as a statement */
        {1386, "function make<T>(ctor: | new () => T): T { return new ctor(); }"}, /* a constructor type in a union */
        {1005, "m.forEach(function (this: any = y, v) {});"},                      /* a default for `this` */
        {1005, "const [arr[0], arr[3]] = [1, 2];"},     /* a member in a declaration's pattern */
        {1110, "p.slice(p.lastIndexOf(\"/\") as +1);"}, /* `+1` as a literal type */
        {1005, "const b2 = w.reduce<Recordstring, string[]>>((acc) => acc, {});"}, /* `>>` closing type arguments */
        /* found when the checks moved into the conversion (issue #13, 40 mutations over seeds 0-4) */
        {1434, "class B { x != 1 }"},                                   /* `!=` after a field's name */
        {1390, "interface G { bye?(extends): string }"},                /* a type keyword as a parameter's name */
        {1005, "const m2 = new Map<unknown, string>>([[1, \"fn\"]]);"}, /* `>>` after new's type arguments */
        {1359,
         "console.log(\"a\" < \"aa\", new(true as any) > (false as any));"}, /* `< ..., new (` as type arguments */
    };
    TSParser *p = ts_parser_new();
    cr_assert(ts_parser_set_language(p, tree_sitter_typescript()));
    sx_sd *sd = malloc(sizeof *sd);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *text = cases[i].text;
        size_t len = strlen(text);
        cr_expect(!tree_sitter_errs(p, text, len), "`%s`: tree-sitter now reports an error (update this list)", text);
        cr_expect_eq(diagnoser_code(sd, text, len), cases[i].code, "`%s`: tsc's code", text);
        cr_expect(parse_refuses(text, len), "`%s` would run", text);
    }
    free(sd);
    ts_parser_delete(p);
}

/* ---- the conversion's child walk (frontend/ts_walk.h) against tree-sitter's cursor ---- */

typedef struct walk_tally {
    uint32_t inputs, nodes, fields;
} walk_tally;

/* Every child of n, as the walk gives them (with and without asking fields) and as the cursor does:
 * the same nodes (subtree, position, alias) with the same fields; then the same for each child. */
static void compare_children(sx_cx *cx, TSNode n, const char *what, walk_tally *t) {
    TSTreeCursor c = ts_tree_cursor_new(n);
    sx_walk w, bare;
    sx_walk_begin(cx, &w, n);
    bool more = ts_tree_cursor_goto_first_child(&c);
    for (uint32_t i = 0;; i++) {
        TSNode got = {0}, want = more ? ts_tree_cursor_current_node(&c) : (TSNode){0};
        TSFieldId field = 0;
        bool walked = sx_walk_next(&w, &got, &field);
        cr_assert_eq(walked, more, "%s: child %u of a %s: the walk %s", what, i, ts_node_type(n),
                     walked ? "goes on past the cursor" : "stops before the cursor");
        if (!more) break;
        cr_assert(got.id == want.id && got.tree == want.tree &&
                      memcmp(got.context, want.context, sizeof got.context) == 0,
                  "%s: child %u of a %s (at byte %u): the walk gives a %s at %u, the cursor a %s at %u", what, i,
                  ts_node_type(n), ts_node_start_byte(n), ts_node_type(got), got.context[0], ts_node_type(want),
                  want.context[0]);
        cr_assert_eq(field, ts_tree_cursor_current_field_id(&c), "%s: child %u (%s) of a %s: field %u, the cursor's %u",
                     what, i, ts_node_type(got), ts_node_type(n), field, ts_tree_cursor_current_field_id(&c));
        cr_assert(sx_node_start(got) == ts_node_start_byte(got) && sx_node_end(got) == ts_node_end_byte(got) &&
                      sx_node_is_named(got) == ts_node_is_named(got) &&
                      sx_node_is_missing(got) == ts_node_is_missing(got),
                  "%s: a %s's facts read from its subtree differ from tree-sitter's", what, ts_node_type(got));
        TSSymbol raw = sx_node_raw_symbol(got); /* (convert.c's ty reads it by name and kind) */
        const TSLanguage *lang = ts_tree_language(n.tree);
        cr_assert(strcmp(ts_language_symbol_name(lang, raw), ts_node_type(got)) == 0 &&
                      (ts_language_symbol_type(lang, raw) == TSSymbolTypeRegular) == ts_node_is_named(got),
                  "%s: a %s's own symbol is named %s", what, ts_node_type(got), ts_language_symbol_name(lang, raw));
        t->nodes++;
        t->fields += field != 0;
        compare_children(cx, got, what, t); /* (nested walks share cx's levels, as in the conversion) */
        more = ts_tree_cursor_goto_next_sibling(&c);
    }
    sx_walk_end(&w);
    ts_tree_cursor_delete(&c);
    /* Without fields asked (first_last_kids' way): the same count of children. */
    TSNode ch;
    uint32_t count = 0;
    sx_walk_begin(cx, &bare, n);
    while (sx_walk_next(&bare, &ch, NULL)) count++;
    sx_walk_end(&bare);
    cr_assert_eq(count, ts_node_child_count(n), "%s: a %s has %u children, the walk gave %u", what, ts_node_type(n),
                 ts_node_child_count(n), count);
}

typedef struct walk_run {
    TSParser *p;
    walk_tally *t;
} walk_run;

static void compare_walks(const char *text, size_t len, const char *what, void *ctx) {
    walk_run *r = ctx;
    TSTree *tree = ts_parser_parse_string(r->p, NULL, text, (uint32_t)len);
    cr_assert_not_null(tree);
    sx_arena *arena = sx_arena_new(NULL, NULL);
    sx_cx cx = {.arena = arena};
    compare_children(&cx, ts_tree_root_node(tree), what, r->t);
    cr_assert_eq(cx.walk_top, 0, "%s: every walk gave its levels back", what);
    r->t->inputs++;
    sx_arena_free(arena);
    ts_tree_delete(tree);
}

/* frontend/ts_walk.h reads tree-sitter's subtrees itself instead of asking a cursor: on every node
 * of the checker's corpora, the conformance programs and mutations of them (error trees, with
 * ERROR and MISSING nodes), it must give exactly the cursor's children and fields. */
Test(syntax_differential, the_conversion_walks_children_as_the_cursor_does) {
    TSParser *p = ts_parser_new();
    cr_assert(ts_parser_set_language(p, tree_sitter_typescript()));
    walk_tally t = {0};
    walk_run run = {p, &t};
    each_input("tests/checker/valid/*.ts", 0, compare_walks, &run);
    each_input("tests/checker/errors/*.ts", 2, compare_walks, &run);
    each_input("tests/conformance/*/*.ts", 2, compare_walks, &run);
    cr_log_info("%u inputs, %u nodes, %u of them in a field: the walk and the cursor agree", t.inputs, t.nodes,
                t.fields);
    cr_expect(t.inputs > 3000 && t.nodes > 1000000 && t.fields > 100000, "the corpora were walked (%u inputs)",
              t.inputs);
    ts_parser_delete(p);
}
