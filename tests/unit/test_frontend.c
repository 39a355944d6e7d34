/* test_frontend.c - unit tests of the front end: AST shapes, literals, diagnostics, limits. */
#include <criterion/criterion.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/ast.h"
#include "frontend/ast_dump.h"

/* ---- helpers ---- */

/* S-expression of the whole program. */
static char *dump_src(const char *src) {
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    cr_assert_not_null(ast);
    cr_assert_not_null(ast->root);
    char *d = sx_ast_dump(ast, NULL);
    sx_ast_free(ast);
    return d;
}

/* Assert that `src` parses without diagnostics into `expected`. */
static void expect_ast(const char *src, const char *expected) {
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    cr_assert_not_null(ast->root);
    char *d = sx_ast_dump(ast, NULL);
    char first[256] = "";
    if (ast->diags.count) sx_diag_format(&ast->diags.items[0], ast->filename, first, sizeof first);
    cr_expect_eq(ast->diags.count, 0, "unexpected diagnostic for `%s`: %s", src, first);
    cr_expect_str_eq(d, expected, "source: %s", src);
    free(d);
    sx_ast_free(ast);
}

/* The formatted diagnostic number `i` ("" if there are fewer). */
static void diag_text(const char *src, uint32_t i, char *buf, size_t size) {
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    buf[0] = '\0';
    if (i < ast->diags.count) sx_diag_format(&ast->diags.items[i], ast->filename, buf, size);
    sx_ast_free(ast);
}

static void expect_first_diag(const char *src, const char *expected) {
    char buf[512];
    diag_text(src, 0, buf, sizeof buf);
    cr_expect_str_eq(buf, expected, "source: %s", src);
}

/* Does any diagnostic of `src` contain `needle`? */
static bool has_diag(const char *src, const char *needle) {
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    bool found = false;
    for (uint32_t i = 0; i < ast->diags.count; i++) {
        char buf[512];
        sx_diag_format(&ast->diags.items[i], ast->filename, buf, sizeof buf);
        if (strstr(buf, needle)) found = true;
    }
    sx_ast_free(ast);
    return found;
}

/* The cooked value of the string literal in `src` (an expression statement). */
static const sx_node *first_expr(const sx_ast *ast) {
    cr_assert(ast->root && ast->root->list.count > 0);
    const sx_node *st = ast->root->list.items[0];
    cr_assert_eq(st->kind, SX_N_EXPR_STMT);
    return st->a;
}

static void expect_cooked(const char *src, const char *bytes, uint32_t len) {
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    const sx_node *s = first_expr(ast);
    cr_assert_eq(s->kind, SX_N_STRING, "source: %s", src);
    cr_expect_eq(s->len, len, "length for %s: %u", src, s->len);
    cr_expect(memcmp(s->str, bytes, len) == 0, "bytes for %s", src);
    cr_expect_eq(s->str[s->len], '\0');
    sx_ast_free(ast);
}

static double number_of(const char *src) {
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    const sx_node *n = first_expr(ast);
    cr_assert_eq(n->kind, SX_N_NUMBER, "source: %s", src);
    double v = n->num;
    sx_ast_free(ast);
    return v;
}

/* Source made of `count` copies of `unit` followed by `tail`. */
static char *repeat(const char *unit, size_t count, const char *tail) {
    size_t ul = strlen(unit), tl = strlen(tail);
    char *s = malloc(ul * count + tl + 1);
    for (size_t i = 0; i < count; i++) memcpy(s + i * ul, unit, ul);
    memcpy(s + ul * count, tail, tl + 1);
    return s;
}

/* ---- declarations and statements ---- */

Test(frontend, var_declarations) {
    expect_ast("let x = 1;", "(PROGRAM (VAR_DECL let (DECLARATOR (IDENT x) (NUMBER 1))))");
    expect_ast("const a = 1, b = 2",
               "(PROGRAM (VAR_DECL const (DECLARATOR (IDENT a) (NUMBER 1)) (DECLARATOR (IDENT b) (NUMBER 2))))");
    expect_ast("var v;", "(PROGRAM (VAR_DECL var (DECLARATOR (IDENT v))))");
    expect_ast("let t: number = 1;", "(PROGRAM (VAR_DECL let (DECLARATOR (IDENT t) (NUMBER 1) (TYPE number))))");
}

Test(frontend, if_while_do_for) {
    expect_ast(
        "if (a) b; else if (c) d; else e;",
        "(PROGRAM (IF (IDENT a) (EXPR_STMT (IDENT b)) (IF (IDENT c) (EXPR_STMT (IDENT d)) (EXPR_STMT (IDENT e)))))");
    expect_ast("while (x) {}", "(PROGRAM (WHILE (IDENT x) (BLOCK)))");
    expect_ast("do x--; while (y);", "(PROGRAM (DO_WHILE (IDENT y) (EXPR_STMT (UPDATE -- (IDENT x)))))");
    expect_ast("for (;;) ;", "(PROGRAM (FOR _ _ _ (EMPTY)))");
    expect_ast("for (let i = 0; i < n; i++) {}", "(PROGRAM (FOR (VAR_DECL let (DECLARATOR (IDENT i) (NUMBER 0))) "
                                                 "(BINARY < (IDENT i) (IDENT n)) (UPDATE ++ (IDENT i)) (BLOCK)))");
    expect_ast("for (i = 0, j = 1; ; i++, j++) {}",
               "(PROGRAM (FOR (SEQUENCE (ASSIGN = (IDENT i) (NUMBER 0)) (ASSIGN = (IDENT j) (NUMBER 1))) _ (SEQUENCE "
               "(UPDATE ++ (IDENT i)) (UPDATE ++ (IDENT j))) (BLOCK)))");
}

Test(frontend, for_of_and_in) {
    expect_ast("for (const x of xs) {}",
               "(PROGRAM (FOR_OF (VAR_DECL const (DECLARATOR (IDENT x))) (IDENT xs) _ (BLOCK)))");
    expect_ast("for (k in o);", "(PROGRAM (FOR_IN (IDENT k) (IDENT o) _ (EMPTY)))");
    expect_ast(
        "for (let [k, v] of m) {}",
        "(PROGRAM (FOR_OF (VAR_DECL let (DECLARATOR (ARRAY_PATTERN (IDENT k) (IDENT v)))) (IDENT m) _ (BLOCK)))");
    expect_ast("for (var k in o) {}", "(PROGRAM (FOR_IN (VAR_DECL var (DECLARATOR (IDENT k))) (IDENT o) _ (BLOCK)))");
}

Test(frontend, jumps_and_labels) {
    expect_ast("L: for (;;) { break L; continue L; break; continue; }",
               "(PROGRAM (LABELED L (FOR _ _ _ (BLOCK (BREAK L) (CONTINUE L) (BREAK) (CONTINUE)))))");
    expect_ast("function f() { return; }", "(PROGRAM (FUNC_DECL (FUNCTION :decl f _ (BLOCK (RETURN)))))");
    expect_ast("throw new Error(\"x\");", "(PROGRAM (THROW (NEW (IDENT Error) (STRING \"x\"))))");
}

Test(frontend, try_catch_finally) {
    expect_ast("try { a; } catch (e) { b; } finally { c; }",
               "(PROGRAM (TRY (BLOCK (EXPR_STMT (IDENT a))) (CATCH (IDENT e) (BLOCK (EXPR_STMT (IDENT b)))) (BLOCK "
               "(EXPR_STMT (IDENT c)))))");
    expect_ast("try {} catch {}", "(PROGRAM (TRY (BLOCK) (CATCH _ (BLOCK))))");
    expect_ast("try {} catch (e: unknown) {}", "(PROGRAM (TRY (BLOCK) (CATCH (IDENT e) (BLOCK) (TYPE unknown))))");
    expect_ast("try {} finally {}", "(PROGRAM (TRY (BLOCK) _ (BLOCK)))");
}

Test(frontend, switch_statement) {
    expect_ast("switch (x) { case 1: a; break; case 2: default: b; }",
               "(PROGRAM (SWITCH (IDENT x) (CASE (NUMBER 1) (EXPR_STMT (IDENT a)) (BREAK)) (CASE (NUMBER 2)) (CASE "
               "(EXPR_STMT (IDENT b)))))");
}

Test(frontend, empty_debugger_comments_hashbang) {
    expect_ast("#!/usr/bin/env node\n// c\n/* d */ ; debugger;", "(PROGRAM (EMPTY) (EMPTY))");
}

/* ---- functions ---- */

Test(frontend, functions) {
    expect_ast(
        "function f(a, b) { return a; }",
        "(PROGRAM (FUNC_DECL (FUNCTION :decl f _ (BLOCK (RETURN (IDENT a))) (PARAM (IDENT a)) (PARAM (IDENT b)))))");
    expect_ast("const g = function h() {};",
               "(PROGRAM (VAR_DECL const (DECLARATOR (IDENT g) (FUNCTION h _ (BLOCK)))))");
    expect_ast("async function af(): Promise<void> { await p; }",
               "(PROGRAM (FUNC_DECL (FUNCTION :async :decl af _ (BLOCK (EXPR_STMT (AWAIT (IDENT p)))) (TYPE "
               "Promise<void>))))");
}

Test(frontend, arrows) {
    expect_ast("f = x => x + 1;", "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT f) (FUNCTION :arrow :expr-body _ (BINARY + "
                                  "(IDENT x) (NUMBER 1)) (PARAM (IDENT x))))))");
    expect_ast("f = async (a, b) => { return a; };",
               "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT f) (FUNCTION :arrow :async _ (BLOCK (RETURN (IDENT a))) (PARAM "
               "(IDENT a)) (PARAM (IDENT b))))))");
    expect_ast("f = () => ({});", "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT f) (FUNCTION :arrow :expr-body _ (OBJECT)))))");
}

Test(frontend, parameters) {
    expect_ast(
        "function f(a: number, b = 2, c?: string, ...rest: any[]) {}",
        "(PROGRAM (FUNC_DECL (FUNCTION :decl f _ (BLOCK) (PARAM (IDENT a) (TYPE number)) (PARAM (IDENT b) (NUMBER 2)) "
        "(PARAM :optional (IDENT c) (TYPE string)) (PARAM :rest (IDENT rest) (TYPE any[])))))");
    expect_ast("function g({a, b}, [c] = []) {}",
               "(PROGRAM (FUNC_DECL (FUNCTION :decl g _ (BLOCK) (PARAM (OBJECT_PATTERN (PROPERTY :shorthand (STRING "
               "\"a\") (IDENT a)) "
               "(PROPERTY :shorthand (STRING \"b\") (IDENT b)))) (PARAM (ARRAY_PATTERN (IDENT c)) (ARRAY)))))");
    expect_ast("function h(this: Foo, x) {}", "(PROGRAM (FUNC_DECL (FUNCTION :decl h _ (BLOCK) (PARAM (IDENT x)))))");
}

/* ---- expressions ---- */

Test(frontend, binary_and_logical) {
    expect_ast("a + b * c;", "(PROGRAM (EXPR_STMT (BINARY + (IDENT a) (BINARY * (IDENT b) (IDENT c)))))");
    expect_ast("a ** b;", "(PROGRAM (EXPR_STMT (BINARY ** (IDENT a) (IDENT b))))");
    expect_ast("(a && b) || c;", "(PROGRAM (EXPR_STMT (LOGICAL || (LOGICAL && (IDENT a) (IDENT b)) (IDENT c))))");
    expect_ast("a ?? b;", "(PROGRAM (EXPR_STMT (LOGICAL ?? (IDENT a) (IDENT b))))");
    expect_ast("a === b !== c;", "(PROGRAM (EXPR_STMT (BINARY !== (BINARY === (IDENT a) (IDENT b)) (IDENT c))))");
    expect_ast(
        "a >>> 1 in o instanceof C;",
        "(PROGRAM (EXPR_STMT (BINARY instanceof (BINARY in (BINARY >>> (IDENT a) (NUMBER 1)) (IDENT o)) (IDENT C))))");
}

Test(frontend, unary_and_update) {
    expect_ast("typeof a; void 0; delete o.p; -a; +a; !a; ~a;",
               "(PROGRAM (EXPR_STMT (UNARY typeof (IDENT a))) (EXPR_STMT (UNARY void (NUMBER 0))) (EXPR_STMT (UNARY "
               "delete (MEMBER p (IDENT o)))) "
               "(EXPR_STMT (UNARY - (IDENT a))) (EXPR_STMT (UNARY + (IDENT a))) (EXPR_STMT (UNARY ! (IDENT a))) "
               "(EXPR_STMT (UNARY ~ (IDENT a))))");
    expect_ast("++a; a++; --b; b--;",
               "(PROGRAM (EXPR_STMT (UPDATE ++ :prefix (IDENT a))) (EXPR_STMT (UPDATE ++ (IDENT a))) (EXPR_STMT "
               "(UPDATE -- :prefix (IDENT b))) (EXPR_STMT (UPDATE -- (IDENT b))))");
}

Test(frontend, assignments) {
    expect_ast("a = b = 1;", "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT a) (ASSIGN = (IDENT b) (NUMBER 1)))))");
    const char *ops[] = {
        "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^=", "&&=", "||=", "?\?="};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        char src[64], want[128];
        snprintf(src, sizeof src, "a %s 1;", ops[i]);
        snprintf(want, sizeof want, "(PROGRAM (EXPR_STMT (ASSIGN %s (IDENT a) (NUMBER 1))))", ops[i]);
        expect_ast(src, want);
    }
}

Test(frontend, conditional_sequence_parens) {
    expect_ast(
        "x = c ? d : e, f;",
        "(PROGRAM (EXPR_STMT (SEQUENCE (ASSIGN = (IDENT x) (CONDITIONAL (IDENT c) (IDENT d) (IDENT e))) (IDENT f))))");
    expect_ast("a, b, c, d;", "(PROGRAM (EXPR_STMT (SEQUENCE (IDENT a) (IDENT b) (IDENT c) (IDENT d))))");
    expect_ast("(((a)));", "(PROGRAM (EXPR_STMT (IDENT a)))");
    expect_ast("(a, b);", "(PROGRAM (EXPR_STMT (SEQUENCE (IDENT a) (IDENT b))))");
}

Test(frontend, calls_new_members) {
    expect_ast("f(1, ...xs);", "(PROGRAM (EXPR_STMT (CALL (IDENT f) (NUMBER 1) (SPREAD (IDENT xs)))))");
    expect_ast("new Foo(1); new Foo;",
               "(PROGRAM (EXPR_STMT (NEW (IDENT Foo) (NUMBER 1))) (EXPR_STMT (NEW (IDENT Foo))))");
    expect_ast("a.b[c](d);", "(PROGRAM (EXPR_STMT (CALL (INDEX (MEMBER b (IDENT a)) (IDENT c)) (IDENT d))))");
    expect_ast("f<number>(x);", "(PROGRAM (EXPR_STMT (CALL (IDENT f) (IDENT x))))");
    expect_ast("this.x; super.y;", "(PROGRAM (EXPR_STMT (MEMBER x (THIS))) (EXPR_STMT (MEMBER y (SUPER))))");
}

Test(frontend, optional_chains) {
    expect_ast("a?.b.c();", "(PROGRAM (EXPR_STMT (CHAIN (CALL (MEMBER c (MEMBER :optional b (IDENT a)))))))");
    expect_ast("f?.(1);", "(PROGRAM (EXPR_STMT (CHAIN (CALL :optional (IDENT f) (NUMBER 1)))))");
    expect_ast(
        "a?.[0]?.(1).d;",
        "(PROGRAM (EXPR_STMT (CHAIN (MEMBER d (CALL :optional (INDEX :optional (IDENT a) (NUMBER 0)) (NUMBER 1))))))");
    expect_ast("(a?.b).c;", "(PROGRAM (EXPR_STMT (MEMBER c (CHAIN (MEMBER :optional b (IDENT a))))))");
    expect_ast("a?.b!.c;", "(PROGRAM (EXPR_STMT (CHAIN (MEMBER c (NON_NULL (MEMBER :optional b (IDENT a)))))))");
    expect_ast("x = a?.b;", "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT x) (CHAIN (MEMBER :optional b (IDENT a))))))");
}

Test(frontend, arrays_and_holes) {
    expect_ast("[1,,2];", "(PROGRAM (EXPR_STMT (ARRAY (NUMBER 1) (HOLE) (NUMBER 2))))");
    expect_ast("[,];", "(PROGRAM (EXPR_STMT (ARRAY (HOLE))))");
    expect_ast("[1,];", "(PROGRAM (EXPR_STMT (ARRAY (NUMBER 1))))");
    expect_ast("[,,1,,];", "(PROGRAM (EXPR_STMT (ARRAY (HOLE) (HOLE) (NUMBER 1) (HOLE))))");
    expect_ast("[...a, /*c*/ b];", "(PROGRAM (EXPR_STMT (ARRAY (SPREAD (IDENT a)) (IDENT b))))");
    expect_ast("[];", "(PROGRAM (EXPR_STMT (ARRAY)))");
}

Test(frontend, object_literals) {
    expect_ast("o = { a: 1, \"b\": 2, 3: 4, [k]: 5, s, ...t };",
               "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT o) (OBJECT (PROPERTY (STRING \"a\") (NUMBER 1)) (PROPERTY (STRING "
               "\"b\") (NUMBER 2)) "
               "(PROPERTY (NUMBER 3) (NUMBER 4)) (PROPERTY (COMPUTED (IDENT k)) (NUMBER 5)) (PROPERTY :shorthand "
               "(STRING \"s\") (IDENT s)) (SPREAD (IDENT t))))))");
    expect_ast("o = { m() {}, get x() { return 1; }, set x(v) {}, async n() {} };",
               "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT o) (OBJECT (PROPERTY :method (STRING \"m\") (FUNCTION :method m _ "
               "(BLOCK))) "
               "(PROPERTY :getter (STRING \"x\") (FUNCTION :method x _ (BLOCK (RETURN (NUMBER 1))))) "
               "(PROPERTY :setter (STRING \"x\") (FUNCTION :method x _ (BLOCK) (PARAM (IDENT v)))) "
               "(PROPERTY :method (STRING \"n\") (FUNCTION :method :async n _ (BLOCK)))))))");
    expect_ast("o = { get() {} };", "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT o) (OBJECT (PROPERTY :method (STRING "
                                    "\"get\") (FUNCTION :method get _ (BLOCK)))))))");
}

Test(frontend, destructuring_patterns) {
    expect_ast("const {a, b: [c, , ...d], e = 1, ...r} = o;",
               "(PROGRAM (VAR_DECL const (DECLARATOR (OBJECT_PATTERN (PROPERTY :shorthand (STRING \"a\") (IDENT a)) "
               "(PROPERTY (STRING \"b\") (ARRAY_PATTERN (IDENT c) (HOLE) (REST (IDENT d)))) "
               "(PROPERTY :shorthand (STRING \"e\") (DEFAULT (IDENT e) (NUMBER 1))) (REST (IDENT r))) (IDENT o))))");
    expect_ast("[a, b] = [b, a];",
               "(PROGRAM (EXPR_STMT (ASSIGN = (ARRAY_PATTERN (IDENT a) (IDENT b)) (ARRAY (IDENT b) (IDENT a)))))");
    expect_ast("({a, b: c = 2} = o);",
               "(PROGRAM (EXPR_STMT (ASSIGN = (OBJECT_PATTERN (PROPERTY :shorthand (STRING \"a\") (IDENT a)) "
               "(PROPERTY (STRING \"b\") (DEFAULT (IDENT c) (NUMBER 2)))) (IDENT o))))");
    expect_ast("let [x = 1, , y] = z;", "(PROGRAM (VAR_DECL let (DECLARATOR (ARRAY_PATTERN (DEFAULT (IDENT x) (NUMBER "
                                        "1)) (HOLE) (IDENT y)) (IDENT z))))");
}

Test(frontend, templates_and_regex) {
    expect_ast("`a${b}c${d}`;",
               "(PROGRAM (EXPR_STMT (TEMPLATE (STRING \"a\") (IDENT b) (STRING \"c\") (IDENT d) (STRING \"\"))))");
    expect_ast("``;", "(PROGRAM (EXPR_STMT (TEMPLATE (STRING \"\"))))");
    expect_ast("`x\\n${1}\\u0041`;", "(PROGRAM (EXPR_STMT (TEMPLATE (STRING \"x\\n\") (NUMBER 1) (STRING \"A\"))))");
    expect_ast("`a\r\nb`;", "(PROGRAM (EXPR_STMT (TEMPLATE (STRING \"a\\nb\"))))");
    expect_ast("x = /a[/]b/gi;", "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT x) (REGEX \"a[/]b\" _ (STRING \"gi\")))))");
    expect_ast("x = /a/;", "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT x) (REGEX \"a\"))))");
    /* tagged: quasis carry their raw text; an invalid escape leaves the cooked text out */
    expect_ast("o.t`a\\n${b}\\u{`;",
               "(PROGRAM (EXPR_STMT (TAGGED_TEMPLATE (MEMBER t (IDENT o)) (TEMPLATE (STRING \"a\\n\" "
               "(STRING \"a\\\\n\")) (IDENT b) (STRING \"\" (STRING \"\\\\u{\"))))))");
    expect_ast("t`\r\n`;",
               "(PROGRAM (EXPR_STMT (TAGGED_TEMPLATE (IDENT t) (TEMPLATE (STRING \"\\n\" (STRING \"\\n\"))))))");
}

Test(frontend, keywords_literals) {
    expect_ast("true; false; null; undefined; this;", "(PROGRAM (EXPR_STMT (TRUE)) (EXPR_STMT (FALSE)) (EXPR_STMT "
                                                      "(NULL)) (EXPR_STMT (IDENT undefined)) (EXPR_STMT (THIS)))");
}

/* ---- literal values ---- */

Test(frontend, number_forms) {
    cr_expect_eq(number_of("42;"), 42.0);
    cr_expect_eq(number_of("0x1F;"), 31.0);
    cr_expect_eq(number_of("0XfF;"), 255.0);
    cr_expect_eq(number_of("0o17;"), 15.0);
    cr_expect_eq(number_of("0b1010;"), 10.0);
    cr_expect_eq(number_of("1_000_000;"), 1000000.0);
    cr_expect_eq(number_of("1e3;"), 1000.0);
    cr_expect_eq(number_of("2.5E-3;"), 0.0025);
    cr_expect_eq(number_of(".5;"), 0.5);
    cr_expect_eq(number_of("5.;"), 5.0);
    cr_expect_eq(number_of("0xFFFFFFFFFFFFFFFFFF;"), 4722366482869645213696.0);
    cr_expect_eq(number_of("0.1;"), 0.1);
}

Test(frontend, bigint_and_legacy_octal) {
    /* a BigInt literal keeps its digits (and radix prefix) as text, without separators or `n` */
    expect_ast("let b = 123n;", "(PROGRAM (VAR_DECL let (DECLARATOR (IDENT b) (BIGINT 123))))");
    expect_ast("b = 0xFF_FFn;", "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT b) (BIGINT 0xFFFF))))");
    expect_first_diag("x = 010;", "main.ts(1,5): error TS1121: Octal literals are not allowed. Use the syntax '0o10'.");
}

Test(frontend, string_escapes) {
    expect_cooked("'a\\nb\\tc\\rd\\be\\ff\\vg';", "a\nb\tc\rd\be\ff\vg", 13);
    expect_cooked("\"\\x41\\u0042\\u{43}\";", "ABC", 3);
    expect_cooked("'\\'\\\"\\\\';", "'\"\\", 3);
    expect_cooked("'\\0';", "\0", 1);
    expect_cooked("'\\q\\$';", "q$", 2); /* identity escapes */
    expect_cooked("'a\\\nb';", "ab", 2); /* line continuation */
    expect_cooked("'a\\\r\nb';", "ab", 2);
    expect_cooked("'\\u{1F600}';", "\xF0\x9F\x98\x80", 4);     /* astral code point */
    expect_cooked("'\\uD83D\\uDE00';", "\xF0\x9F\x98\x80", 4); /* surrogate pair combined */
    expect_cooked("'\\uD800';", "\xED\xA0\x80", 3);            /* lone high surrogate (WTF-8) */
    expect_cooked("'\\uDC00x';", "\xED\xB0\x80x", 4);          /* lone low surrogate */
    expect_cooked("'\\u00e9\\u20AC';", "\xC3\xA9\xE2\x82\xAC", 5);
    expect_cooked("'h\xC3\xA9';", "h\xC3\xA9", 3); /* raw UTF-8 passes through */
    expect_cooked("'';", "", 0);
}

Test(frontend, bad_escapes) {
    expect_first_diag("'\\xZ';", "main.ts(1,4): error TS1125: Hexadecimal digit expected.");
    cr_expect(has_diag("'\\u{110000}';", "TS1198"));
}

/* ---- classes and TypeScript-only syntax ---- */

Test(frontend, classes) {
    expect_ast("class A extends B { x = 1; static y: number; #p = 2; constructor(q) { super(); } m() { this.#p; } "
               "static { } get z() { return 1; } }",
               "(PROGRAM (CLASS_DECL (CLASS A _ (IDENT B) (PROPERTY (STRING \"x\") (NUMBER 1)) (PROPERTY :static "
               "(STRING \"y\") (TYPE number)) "
               "(PROPERTY :private (STRING \"p\") (NUMBER 2)) "
               "(PROPERTY :method (STRING \"constructor\") (FUNCTION :method constructor _ (BLOCK (EXPR_STMT (CALL "
               "(SUPER)))) (PARAM (IDENT q)))) "
               "(PROPERTY :method (STRING \"m\") (FUNCTION :method m _ (BLOCK (EXPR_STMT (MEMBER :private p "
               "(THIS)))))) (BLOCK :static) "
               "(PROPERTY :getter (STRING \"z\") (FUNCTION :method z _ (BLOCK (RETURN (NUMBER 1))))))))");
    expect_ast("const C = class {};", "(PROGRAM (VAR_DECL const (DECLARATOR (IDENT C) (CLASS))))");
    expect_ast("class I implements J { m(): void; m() {} [k: string]: any; }",
               "(PROGRAM (CLASS_DECL (CLASS I (PROPERTY :method (STRING \"m\") (FUNCTION :method m _ (BLOCK))))))");
}

Test(frontend, class_parameter_properties_and_private_in) {
    expect_ast("class P { constructor(private readonly q: number, r) {} }",
               "(PROGRAM (CLASS_DECL (CLASS P (PROPERTY :method (STRING \"constructor\") (FUNCTION :method constructor "
               "_ (BLOCK) "
               "(PARAM (IDENT q) _ (IDENT q) (TYPE number)) (PARAM (IDENT r)))))))");
    expect_ast("class Q { #x = 1; static has(o) { return #x in o; } }",
               "(PROGRAM (CLASS_DECL (CLASS Q (PROPERTY :private (STRING \"x\") (NUMBER 1)) (PROPERTY :method :static "
               "(STRING \"has\") "
               "(FUNCTION :method has _ (BLOCK (RETURN (BINARY in (STRING :private \"x\") (IDENT o)))) (PARAM (IDENT "
               "o)))))))");
}

/* tree-sitter-typescript parses `a < b < c` as `a < (b < c)`; relational operators are left-associative. */
Test(frontend, relational_chains_are_left_associative) {
    expect_ast("1 < 2 < 3;", "(PROGRAM (EXPR_STMT (BINARY < (BINARY < (NUMBER 1) (NUMBER 2)) (NUMBER 3))))");
    expect_ast("a < b <= c > d;",
               "(PROGRAM (EXPR_STMT (BINARY > (BINARY <= (BINARY < (IDENT a) (IDENT b)) (IDENT c)) (IDENT d))))");
    expect_ast("a < (b < c);", "(PROGRAM (EXPR_STMT (BINARY < (IDENT a) (BINARY < (IDENT b) (IDENT c)))))");
    expect_ast("a < (b < c) < d;",
               "(PROGRAM (EXPR_STMT (BINARY < (BINARY < (IDENT a) (BINARY < (IDENT b) (IDENT c))) (IDENT d))))");
    expect_ast("k in o instanceof C;",
               "(PROGRAM (EXPR_STMT (BINARY instanceof (BINARY in (IDENT k) (IDENT o)) (IDENT C))))");
    expect_ast("a < b + c < d;",
               "(PROGRAM (EXPR_STMT (BINARY < (BINARY < (IDENT a) (BINARY + (IDENT b) (IDENT c))) (IDENT d))))");
    expect_ast("x == a < b < c;",
               "(PROGRAM (EXPR_STMT (BINARY == (IDENT x) (BINARY < (BINARY < (IDENT a) (IDENT b)) (IDENT c)))))");
}

Test(frontend, typescript_declarations) {
    expect_ast("type T = number | string; interface I { a: number }",
               "(PROGRAM (TYPE_ALIAS T (TYPE number | string)) (INTERFACE I))");
    expect_ast("enum E { A, B = 2, \"C\" } const enum F { X }",
               "(PROGRAM (ENUM E (PROPERTY (STRING \"A\")) (PROPERTY (STRING \"B\") (NUMBER 2)) (PROPERTY (STRING "
               "\"C\"))) (ENUM :const F (PROPERTY (STRING \"X\"))))");
    expect_ast("declare const d: number; declare function g(): void;",
               "(PROGRAM (DECLARE (VAR_DECL const :declare (DECLARATOR (IDENT d) (TYPE number)))) (DECLARE (FUNC_DECL "
               "(FUNCTION :decl g (TYPE void)))))");
    expect_ast("function f(a: number): void; function f(a) {}",
               "(PROGRAM (FUNC_DECL (FUNCTION :decl f _ (BLOCK) (PARAM (IDENT a)))))");
}

Test(frontend, type_assertions) {
    expect_ast("a as number; a satisfies T; a!; <T>a; x as const;",
               "(PROGRAM (EXPR_STMT (TYPE_ASSERT (IDENT a) (TYPE number))) (EXPR_STMT (TYPE_ASSERT :satisfies (IDENT "
               "a) (TYPE T))) "
               "(EXPR_STMT (NON_NULL (IDENT a))) (EXPR_STMT (TYPE_ASSERT (IDENT a) (TYPE T))) (EXPR_STMT (TYPE_ASSERT "
               "(IDENT x) (TYPE const))))");
}

Test(frontend, export_and_import) {
    /* exports: the declaration stays; a %defexport getter per name goes first (frontend/convert.c) */
    expect_ast("export const a = 1; export function f() {}",
               "(PROGRAM (IMPORT (EXPR_STMT (CALL (IDENT %defexport) (STRING \"a\") (FUNCTION :arrow :expr-body _ "
               "(IDENT a))))) (IMPORT (EXPR_STMT (CALL (IDENT %defexport) (STRING \"f\") (FUNCTION :arrow :expr-body _ "
               "(IDENT f))))) (EXPORT (VAR_DECL const (DECLARATOR (IDENT a) (NUMBER 1)))) (EXPORT (FUNC_DECL (FUNCTION "
               ":decl f _ (BLOCK)))))");
    /* imports: a var over %require(specifier, importer); the flag (dumped :const) marks a live binding */
    expect_ast(
        "import x from \"y\";",
        "(PROGRAM (IMPORT (VAR_DECL var (DECLARATOR :const (IDENT x) (MEMBER default (CALL (IDENT %require) (STRING "
        "\"y\") (STRING \"main.ts\") (STRING \"default\")))))))");
    char *d = dump_src("import type { T } from \"y\";"); /* types only: nothing to run */
    cr_expect_str_eq(d, "(PROGRAM (IMPORT))");
    free(d);
    expect_ast("x = import(\"m\");",
               "(PROGRAM (EXPR_STMT (ASSIGN = (IDENT x) (CALL (IDENT %import) (STRING \"m\") (STRING \"main.ts\")))))");
}

/* ---- unsupported constructs ---- */

Test(frontend, unsupported_constructs) {
    expect_first_diag("with (o) {}", "main.ts(1,1): error SX9001: 'with' statements are not supported by secexec.");
    expect_first_diag("(0, eval)(\"1\");", ""); /* indirect eval runs; a direct call is the compiler's SX9001 */
    expect_first_diag("function* g() { yield 1; }", "");
    expect_first_diag("async function* g() { yield 1; }", "");
    expect_first_diag("@dec class K {}", "main.ts(1,1): error SX9001: Decorators are not supported by secexec.");
    expect_first_diag(
        "x = a?.b`x`;",
        "main.ts(1,9): error TS1358: Tagged template expressions are not permitted in an optional chain.");
    expect_first_diag("class A extends B { constructor() { super`x`; } }",
                      "main.ts(1,42): error TS1034: 'super' must be followed by an argument list or member access.");
    expect_first_diag("function f() { return arguments; }", "");
    expect_first_diag("namespace N {}", "main.ts(1,1): error SX9001: Namespaces are not supported by secexec.");
    expect_first_diag("class P { constructor(private {q}: T) {} }",
                      "main.ts(1,31): error TS1187: A parameter property may not be declared using a binding pattern.");
    expect_ast("let \\u0061 = o.b\\u{72}eak;", /* unicode escapes in names: decoded */
               "(PROGRAM (VAR_DECL let (DECLARATOR (IDENT a) (MEMBER break (IDENT o)))))");
    cr_expect(has_diag("x = import.meta;", "'import.meta' is not supported"));
    expect_first_diag("function f() { return new.target; }", "");
    expect_first_diag("declare global { interface W { x: number } }\ndeclare namespace N { const a: number; }\n"
                      "declare module \"m\" { export const b: string; }",
                      "");
}

/* ---- syntax errors ---- */

Test(frontend, syntax_missing_tokens) {
    expect_first_diag("f(1, 2;\nlet z = 3;", "main.ts(1,7): error TS1005: ')' expected.");
    expect_first_diag("function f() { let a = 1;", "main.ts(1,26): error TS1005: '}' expected.");
    expect_first_diag("if (x { y; }", "main.ts(1,7): error TS1005: ')' expected.");
    expect_first_diag("let x = 1 let y = 2", "main.ts(1,11): error TS1005: ',' expected.");
    expect_first_diag("for (let i = 0; i < 3 i++) {}", "main.ts(1,23): error TS1005: ';' expected.");
    expect_first_diag("f(a b);", "main.ts(1,5): error TS1005: ',' expected.");
    expect_first_diag("console.log(\"hi\"", "main.ts(1,17): error TS1005: ')' expected.");
}

Test(frontend, syntax_expression_expected) {
    expect_first_diag("x = (1 + );", "main.ts(1,10): error TS1109: Expression expected.");
    expect_first_diag("let x = ;", "main.ts(1,9): error TS1109: Expression expected.");
    expect_first_diag("x.;", "main.ts(1,3): error TS1003: Identifier expected.");
    expect_first_diag(")", "main.ts(1,1): error TS1128: Declaration or statement expected.");
    expect_first_diag("x = 1;\n}", "main.ts(2,1): error TS1128: Declaration or statement expected.");
}

Test(frontend, syntax_lexical_errors) {
    expect_first_diag("let s = \"abc\nlet y = 1;", "main.ts(1,13): error TS1002: Unterminated string literal.");
    expect_first_diag("let s = 'abc", "main.ts(1,13): error TS1002: Unterminated string literal.");
    expect_first_diag("let t = `abc", "main.ts(1,13): error TS1160: Unterminated template literal.");
    expect_first_diag("let r = /abc\n;", "main.ts(1,9): error TS1161: Unterminated regular expression literal.");
    expect_first_diag("let a = 1; /* abc", "main.ts(1,18): error TS1010: '*/' expected.");
    expect_first_diag("let x = 1 # 2;", "main.ts(1,11): error TS1127: Invalid character.");
    expect_first_diag("let o = {a: 1,, b: 2};", "main.ts(1,15): error TS1136: Property assignment expected.");
}

/* ---- syntax errors exactly as tsc reports them ----
 * Every expected text below is what `tsc --strict --noEmit --pretty false` (typescript 5.9.3)
 * printed for the source as main.ts: all diagnostics, in order. */

/* All tsc-coded diagnostics of `src` (secexec's own notes aside, as `secexec check` prints them),
 * formatted and joined with newlines. */
static void expect_all_diags(const char *src, const char *expected) {
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    cr_assert_not_null(ast);
    char buf[4096] = "";
    size_t used = 0;
    for (uint32_t i = 0; i < ast->diags.count && used < sizeof buf - 1; i++) {
        if (ast->diags.items[i].own) continue;
        if (used > 0) buf[used++] = '\n';
        int n = sx_diag_format(&ast->diags.items[i], ast->filename, buf + used, sizeof buf - used);
        used += n > 0 ? (size_t)n : 0;
        if (used >= sizeof buf) used = sizeof buf - 1;
    }
    buf[used] = '\0';
    cr_expect_str_eq(buf, expected, "source: %s\ngot: %s", src, buf);
    sx_ast_free(ast);
}

Test(frontend, tsc_syntax_statements) {
    expect_all_diags(
        "def total(xs):\n    return sum(xs)\n",
        "main.ts(1,1): error TS1434: Unexpected keyword or identifier.\nmain.ts(1,14): error TS1005: ';' expected.");
    expect_all_diags("cosnt total = 5;\n",
                     "main.ts(1,1): error TS1435: Unknown keyword or identifier. Did you mean 'const'?");
    expect_all_diags("class A {\n  let x = 1;\n}\n",
                     "main.ts(2,3): error TS1068: Unexpected token. A constructor, method, accessor, or property was "
                     "expected.\nmain.ts(3,1): error TS1128: Declaration or statement expected.");
    expect_all_diags("interface U {\n  name = string;\n  age: number;\n}\n",
                     "main.ts(2,3): error TS1131: Property or signature expected.\nmain.ts(4,1): error TS1128: "
                     "Declaration or statement expected.");
    expect_all_diags("const n = 3;\nif n > 2:\n  f();\n",
                     "main.ts(2,4): error TS1005: '(' expected.\nmain.ts(2,9): error TS1005: ')' expected.");
    expect_all_diags("try {\n  f();\n} catch (e)\n  g(e);\n", "main.ts(4,3): error TS1005: '{' expected.");
    expect_all_diags(
        "function broken(a: number {\n  return a;\n}\n",
        "main.ts(1,27): error TS1005: ',' expected.\nmain.ts(2,10): error TS1005: ':' expected.\nmain.ts(2,11): error "
        "TS1005: ',' expected.\nmain.ts(4,1): error TS1005: ')' expected.");
    expect_all_diags("let x: number = 1 let y = 2;\n",
                     "main.ts(1,19): error TS1005: ',' expected.\nmain.ts(1,23): error TS1005: ',' expected.");
}

Test(frontend, tsc_syntax_expressions) {
    expect_all_diags("const m = new Map<string, number();\n",
                     "main.ts(1,33): error TS1005: ',' expected.\nmain.ts(1,34): error TS1109: Expression expected.");
    expect_all_diags("const double = (x: number) =>;\n", "main.ts(1,30): error TS1109: Expression expected.");
    expect_all_diags("const load = async => (x: number) { return x; };\n",
                     "main.ts(1,35): error TS1005: '=>' expected.");
    expect_all_diags("nums.map((n) { return n * 2; });\n", "main.ts(1,14): error TS1005: '=>' expected.");
    expect_all_diags("const toPair = (k: string, v: number) => { key: k, value: v };\n",
                     "main.ts(1,57): error TS1005: ';' expected.");
    expect_all_diags("x = a ? b\n", "main.ts(2,1): error TS1005: ':' expected.");
    expect_all_diags(
        "const g = words.reduce<string> . x;\n",
        "main.ts(1,23): error TS1477: An instantiation expression cannot be followed by a property access.");
    expect_all_diags("f`x` y;\n",
                     "main.ts(1,2): error TS1443: Module declaration names may only use ' or \" quoted strings.");
}

Test(frontend, tsc_syntax_lexical) {
    expect_all_diags("const 2fast = 1;\nconst speed = 2fast * 10;\n",
                     "main.ts(1,7): error TS1134: Variable declaration expected.\nmain.ts(1,8): error TS1005: ';' "
                     "expected.\nmain.ts(1,8): error TS1351: An identifier or keyword cannot immediately follow a "
                     "numeric literal.\nmain.ts(2,16): error TS1351: An identifier or keyword cannot immediately "
                     "follow a numeric literal.\nmain.ts(2,21): error TS1005: ',' expected.");
    expect_all_diags("const re = /abc;\nf(re);\n",
                     "main.ts(1,12): error TS1161: Unterminated regular expression literal.");
    expect_all_diags("const s = `hello ${name};\n", "main.ts(2,1): error TS1160: Unterminated template literal.");
}

Test(frontend, tsc_grammar_notes) {
    expect_all_diags("let o = { a = 1 };\n",
                     "main.ts(1,13): error TS1312: Did you mean to use a ':'? An '=' can only follow a property name "
                     "when the containing object literal is part of a destructuring pattern.");
    expect_all_diags("type P = { x: number, y: number = 0 };\n",
                     "main.ts(1,35): error TS1247: A type literal property cannot have an initializer.");
    expect_all_diags("interface ... R {}\n",
                     "main.ts(1,11): error TS2427: Interface name cannot be 'interface'.\nmain.ts(1,15): error TS1434: "
                     "Unexpected keyword or identifier.");
}

/* Grammar errors of code that parses: in ast->grammar (what `secexec check` adds to the type
 * errors), none in ast->diags (running ignores them). Expected texts: tsc 5.9.3's output. */
static void expect_grammar(const char *src, const char *expected) {
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    cr_assert_not_null(ast);
    for (uint32_t i = 0; i < ast->diags.count; i++)
        cr_expect(ast->diags.items[i].own, "unexpected syntax diagnostic for: %s", src);
    char buf[2048] = "";
    size_t used = 0;
    for (uint32_t i = 0; i < ast->grammar.count && used < sizeof buf - 1; i++) {
        if (used > 0) buf[used++] = '\n';
        int n = sx_diag_format(&ast->grammar.items[i], ast->filename, buf + used, sizeof buf - used);
        used += n > 0 ? (size_t)n : 0;
        if (used >= sizeof buf) used = sizeof buf - 1;
    }
    buf[used] = '\0';
    cr_expect_str_eq(buf, expected, "source: %s\ngot: %s", src, buf);
    sx_ast_free(ast);
}

Test(frontend, tsc_grammar_errors_apart) {
    expect_grammar("function f(...xs: number[], last: string) {\n  return last;\n}\n",
                   "main.ts(1,12): error TS1014: A rest parameter must be last in a parameter list.");
    expect_grammar("const xs = [1];\nif (xs.length) {\n  break;\n}\nfunction g() {\n  for (const x of xs) {\n    const "
                   "h = () => { continue; };\n  }\n}\n",
                   "main.ts(3,3): error TS1105: A 'break' statement can only be used within an enclosing iteration or "
                   "switch statement.\nmain.ts(7,23): error TS1107: Jump target cannot cross function boundary.");
    expect_grammar(
        "function load() {\n  return await Promise.resolve(1);\n}\nclass A {\n  get v(x: number) { return x; }\n  set "
        "w(x: number): void {}\n}\nswitch (1) {\n  default: break;\n  default: break;\n}\n",
        "main.ts(2,10): error TS1308: 'await' expressions are only allowed within async functions and at the top "
        "levels of modules.\nmain.ts(5,7): error TS1054: A 'get' accessor cannot have parameters.\nmain.ts(6,7): error "
        "TS1095: A 'set' accessor cannot have a return type annotation.\nmain.ts(10,3): error TS1113: A 'default' "
        "clause cannot appear more than once in a 'switch' statement.");
    expect_grammar("async function f() { for (;;) { break; } return await 1; }\n", "");
}

Test(frontend, tsc_syntax_no_false_alarms) {
    /* valid code that exercises the diagnoser's speculative paths: no diagnostics */
    expect_all_diags("const f = (a: number, b = 2): number => a + b;\nconst g = async (x) => await x;\n", "");
    expect_all_diags("({ a = 1 } = { a: 2 });\nconst [p, { q = 3 }] = [1, {}];\n", "");
    expect_all_diags(
        "class C<T> { #x = 1; static s?: string; get v() { return this.#x; } constructor(private y: T) {} }\n", "");
    expect_all_diags("type M<T> = { readonly [K in keyof T]?: T[K] extends string ? `s${K & string}` : never };\n", "");
    expect_all_diags("let v = a < b ? f<string>(c) : (d as unknown as E[])!.x?.[0] ?? g`t${1}`;\n", "");
}

Test(frontend, tsc_syntax_hostile_nesting) {
    /* deep or exponential-looking input must neither crash nor hang the diagnoser */
    size_t n = 400;
    char *src = malloc(n * 8 + 16);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) k += (size_t)sprintf(src + k, "(a%zu = ", i % 10);
    src[k++] = '1';
    for (size_t i = 0; i < n; i++) src[k++] = ')';
    src[k] = '\0';
    sx_ast *ast = sx_parse(src, k, NULL, NULL, NULL);
    cr_assert_not_null(ast);
    sx_ast_free(ast);
    free(src);
}

Test(frontend, diag_positions_utf16) {
    /* the emoji is 4 UTF-8 bytes but 2 UTF-16 units: tsc's column counts units */
    expect_first_diag("let s = '\xF0\x9F\x98\x80'; x = (1 + );", "main.ts(1,24): error TS1109: Expression expected.");
    expect_first_diag("\n\r\nlet é = 1; with (o) {}",
                      "main.ts(3,12): error SX9001: 'with' statements are not supported by secexec.");
}

Test(frontend, diag_format_and_filename) {
    sx_ast *ast = sx_parse("with (o) {}", 11, "prog.ts", NULL, NULL);
    cr_assert_str_eq(ast->filename, "prog.ts");
    cr_assert_eq(ast->diags.count, 1);
    const sx_diag *d = &ast->diags.items[0];
    cr_expect(d->own);
    cr_expect_eq(d->code, SX_OWN_DIAG_UNSUPPORTED);
    cr_expect_eq(d->line, 1);
    cr_expect_eq(d->col, 1);
    char buf[16];
    int n = sx_diag_format(d, ast->filename, buf, sizeof buf); /* snprintf-style truncation */
    cr_expect_gt(n, 15);
    cr_expect_eq(strlen(buf), 15);
    sx_diag_add(ast, 2304, false, 6, 1, "Cannot find name '%s'.", "o");
    char full[128];
    sx_diag_format(&ast->diags.items[1], "main.ts", full, sizeof full);
    cr_expect_str_eq(full, "main.ts(1,7): error TS2304: Cannot find name 'o'.");
    sx_ast_free(ast);
}

Test(frontend, node_spans) {
    sx_ast *ast = sx_parse("let a = 1;\n  foo(bar);", 21, NULL, NULL, NULL);
    const sx_node *call = ast->root->list.items[1]->a;
    cr_assert_eq(call->kind, SX_N_CALL);
    cr_expect_eq(call->span.line, 2);
    cr_expect_eq(call->span.col, 3);
    cr_expect_eq(call->span.start, 13);
    cr_expect_eq(call->span.end, 21);
    const sx_node *arg = call->list.items[0];
    cr_expect_eq(arg->span.col, 7);
    sx_ast_free(ast);
}

/* ---- limits ---- */

Test(frontend, deep_nesting_parens_unclosed) {
    char *src = repeat("(", 100000, "1");
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    cr_assert_not_null(ast->root);
    cr_assert_gt(ast->diags.count, 0);
    cr_expect_eq(ast->diags.items[0].code, SX_OWN_DIAG_TOO_DEEP);
    sx_ast_free(ast);
    free(src);
}

Test(frontend, deep_nesting_closed_and_arrays) {
    const char *units[] = {"(", "[", "!", "a=", "x?", "f(", "{a:", "`${", "-"};
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        char *src = repeat(units[i], 100000, "1");
        sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
        cr_assert_not_null(ast->root, "unit %s", units[i]);
        cr_expect(ast->diags.count > 0 && ast->diags.items[0].code == SX_OWN_DIAG_TOO_DEEP, "unit %s", units[i]);
        sx_ast_free(ast);
        free(src);
    }
    char *closed = repeat("(", 100000, "");
    size_t n = strlen(closed);
    closed = realloc(closed, 2 * n + 2);
    closed[n] = '1';
    memset(closed + n + 1, ')', n);
    closed[2 * n + 1] = '\0';
    sx_ast *ast = sx_parse(closed, strlen(closed), NULL, NULL, NULL);
    cr_expect(ast->diags.count > 0 && ast->diags.items[0].code == SX_OWN_DIAG_TOO_DEEP);
    sx_ast_free(ast);
    free(closed);
}

/* Below 32 KiB the prescan waits for the parse (parse.c, SX_PARSE_FIRST_BELOW): a deep text is
 * still refused where the prescan finds it too deep, whether its tree has an error, is clean (the
 * conversion's SX9002 calls the prescan in) or was slow to parse, so the answer does not depend on
 * the parse's speed; and a shallow text whose error recovery outlasts the first parse's short time
 * limit is parsed whole (the parse resumes): its syntax errors, no SX9002 and no SX9004. */
Test(frontend, texts_below_32k_are_parsed_before_the_prescan) {
    char buf[256];
    char *open = repeat("(", 5000, "1;"); /* 5002 bytes: deeper than the prescan's 4096 levels */
    diag_text(open, 0, buf, sizeof buf);
    cr_expect_str_eq(buf, "main.ts(1,4097): error SX9002: Expression nested too deeply (limit 500 levels).");
    free(open);
    const struct {
        int depth;
        const char *first;
    } closed[] = {
        {5000, "main.ts(1,4097): error SX9002: Expression nested too deeply (limit 500 levels)."},
        {1000, "main.ts(1,500): error SX9002: Expression nested too deeply (limit 500 levels)."}, /* (ours only) */
    };
    for (size_t i = 0; i < sizeof closed / sizeof closed[0]; i++) { /* ((...(1)...)) */
        char *text = repeat("(", (size_t)closed[i].depth, "1");
        text = realloc(text, 2 * (size_t)closed[i].depth + 2);
        memset(text + closed[i].depth + 1, ')', (size_t)closed[i].depth);
        text[2 * closed[i].depth + 1] = '\0';
        diag_text(text, 0, buf, sizeof buf);
        cr_expect_str_eq(buf, closed[i].first, "%d closed parentheses", closed[i].depth);
        free(text);
    }
    char *slow =
        repeat("-,!", 100, ""); /* tree-sitter's error recovery takes ~25 ms on it, its first limit is 2.3 ms */
    sx_ast *ast = sx_parse(slow, strlen(slow), NULL, NULL, NULL);
    cr_assert_gt(ast->diags.count, 10);
    for (uint32_t i = 0; i < ast->diags.count; i++)
        cr_expect(!ast->diags.items[i].own, "diagnostic %u is SX%u", i, ast->diags.items[i].code);
    sx_diag_format(&ast->diags.items[0], ast->filename, buf, sizeof buf);
    cr_expect_str_eq(buf, "main.ts(1,2): error TS1109: Expression expected.");
    sx_ast_free(ast);
    free(slow);
}

Test(frontend, nesting_limit_in_walk) {
    /* deep enough for our walk, shallow enough for tree-sitter: SX9002 from the conversion */
    char *src = repeat("[", 600, "1");
    char *full = malloc(strlen(src) + 601);
    strcpy(full, src);
    memset(full + strlen(src), ']', 600);
    full[strlen(src) + 600] = '\0';
    char buf[256];
    diag_text(full, 0, buf, sizeof buf);
    cr_expect(strstr(buf, "error SX9002: Expression nested too deeply (limit 500 levels).") != NULL, "%s", buf);
    free(src);
    free(full);
    /* 200 levels are fine */
    src = repeat("(", 200, "1");
    full = malloc(strlen(src) + 201);
    strcpy(full, src);
    memset(full + strlen(src), ')', 200);
    full[strlen(src) + 200] = '\0';
    diag_text(full, 0, buf, sizeof buf);
    cr_expect_str_eq(buf, "");
    free(src);
    free(full);
}

Test(frontend, long_flat_programs_are_fine) {
    /* many statements without semicolons, long arrays: no false "too deep" */
    char *src = repeat("i++\nx = [1, 2, -3]\nf(a)\n", 20000, "");
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    cr_expect_eq(ast->diags.count, 0);
    cr_expect_eq(ast->root->list.count, 60000);
    sx_ast_free(ast);
    free(src);
    src = repeat("1,", 50000, "1");
    char *arr = malloc(strlen(src) + 8);
    sprintf(arr, "x=[%s];", src);
    ast = sx_parse(arr, strlen(arr), NULL, NULL, NULL);
    cr_expect_eq(ast->diags.count, 0);
    cr_expect_eq(ast->root->list.items[0]->a->b->list.count, 50001);
    sx_ast_free(ast);
    free(src);
    free(arr);
}

Test(frontend, garbage_never_crashes) {
    const char *inputs[] = {"",
                            " ",
                            "\0\0\0",
                            "}{)(][",
                            "let let let",
                            "class { constructor( }",
                            "`${`${`${",
                            "/*",
                            "'\\",
                            "x = {a: 1, ...",
                            "function f(a = , b) {}",
                            "@",
                            "\xFF\xFE\x80",
                            "a?.b?.(",
                            "for (const of of of) {}",
                            "enum { }",
                            "<T,>(x) => x",
                            "async () => await",
                            "class A { #x; m() { return #x in this; } }",
                            "x = a ? : b",
                            "if",
                            "switch (x) { case }"};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        size_t len = i == 2 ? 3 : strlen(inputs[i]);
        sx_ast *ast = sx_parse(inputs[i], len, NULL, NULL, NULL);
        cr_assert_not_null(ast);
        cr_expect_not_null(ast->root, "input %zu", i);
        char *d = sx_ast_dump(ast, NULL);
        free(d);
        sx_ast_free(ast);
    }
}

/* ---- allocator ---- */

typedef struct {
    size_t live, peak, limit;
    long allocs, frees;
} acct;

static void *acct_alloc(void *ctx, void *ptr, size_t old, size_t n) {
    acct *a = ctx;
    if (n == 0) {
        a->live -= old;
        a->frees++;
        free(ptr);
        return NULL;
    }
    if (a->live + n > a->limit) return NULL;
    void *p = realloc(ptr, n);
    if (p) {
        a->live += n - old;
        a->allocs += ptr ? 0 : 1;
        if (a->live > a->peak) a->peak = a->live;
    }
    return p;
}

Test(frontend, custom_allocator_balanced) {
    acct a = {.limit = SIZE_MAX};
    const char *src = "let x = [1, 2, 3].map(v => v * 2); class A { m() {} }";
    sx_ast *ast = sx_parse(src, strlen(src), "t.ts", acct_alloc, &a);
    cr_assert_not_null(ast->root);
    cr_expect_gt(a.live, 0);
    sx_ast_free(ast);
    cr_expect_eq(a.live, 0);
    cr_expect_eq(a.allocs, a.frees);
}

Test(frontend, out_of_memory) {
    const char *src = "let x = [1, 2, 3].map(v => v * 2); class A { m() { return `a${1}b`; } }";
    for (size_t limit = 0; limit < 40000; limit += 512) {
        acct a = {.limit = limit};
        sx_ast *ast = sx_parse(src, strlen(src), NULL, acct_alloc, &a);
        if (!ast) continue; /* even the fallback failed: allowed */
        if (ast->out_of_memory) cr_expect_null(ast->root);
        else cr_expect_not_null(ast->root);
        sx_ast_free(ast);
        cr_expect_eq(a.live, 0, "leak at limit %zu", limit);
    }
}

/* ---- threads, names ---- */

static void *parse_many(void *arg) {
    (void)arg;
    for (int i = 0; i < 50; i++) {
        const char *src = "function f(a, b) { return a?.b ?? `x${b}`; } f(1, [2,,3]);";
        sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
        if (!ast->root || ast->diags.count) {
            sx_ast_free(ast);
            return (void *)1;
        }
        sx_ast_free(ast);
    }
    return NULL;
}

Test(frontend, parallel_parses) {
    pthread_t t[4];
    for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, parse_many, NULL);
    for (int i = 0; i < 4; i++) {
        void *r;
        pthread_join(t[i], &r);
        cr_expect_null(r);
    }
}

Test(frontend, kind_and_op_names) {
    cr_expect_str_eq(sx_node_kind_name(SX_N_PROGRAM), "PROGRAM");
    cr_expect_str_eq(sx_node_kind_name(SX_N_FOR_OF), "FOR_OF");
    cr_expect_str_eq(sx_node_kind_name((sx_node_kind)999), "?");
    cr_expect_str_eq(sx_op_token(SX_OP_USHR), ">>>");
    cr_expect_str_eq(sx_op_token(SX_OP_NULLISH), "??");
    cr_expect_str_eq(sx_op_token(SX_OP_CONST), "const");
}

Test(frontend, arena_basics) {
    sx_arena *a = sx_arena_new(NULL, NULL);
    char *s = sx_arena_strdup(a, "hello\0world", 11);
    cr_expect_eq(memcmp(s, "hello\0world", 12), 0);
    unsigned char *big = sx_arena_alloc(a, 100000); /* larger than a block */
    cr_assert_not_null(big);
    cr_expect_eq(big[99999], 0);
    void *small = sx_arena_alloc(a, 3);
    cr_expect_eq((uintptr_t)small % 16, 0);
    sx_arena_free(a);
}

/* The checker parses its stdlib declarations with sx_parse_trusted, which skips tsc's syntax
 * diagnoser: that is only right while the diagnoser finds nothing there (no syntax error, no
 * grammar note), so that both parses give the same tree and the same diagnostics. (tree-sitter
 * does stumble on one line, `keyof readonly any[]`, which tsc accepts: its recovered tree is fine
 * for the checker, which reads no diagnostic of the prelude.) */
extern const char sx_stdlib_dts[];
extern const unsigned sx_stdlib_dts_len;

/* All diagnostics and grammar notes of a parse, formatted, one a line (the caller frees). */
static char *all_diags(const sx_ast *ast) {
    size_t n = (size_t)(ast->diags.count + ast->grammar.count) * 256 + 1, used = 0;
    char *out = calloc(1, n);
    cr_assert_not_null(out);
    for (uint32_t i = 0; i < ast->diags.count + ast->grammar.count; i++) {
        const sx_diag *d = i < ast->diags.count ? &ast->diags.items[i] : &ast->grammar.items[i - ast->diags.count];
        used += (size_t)sx_diag_format(d, ast->filename, out + used, 255);
        out[used++] = '\n';
    }
    return out;
}

Test(frontend, trusted_parse_of_the_stdlib_declarations) {
    sx_ast *full = sx_parse(sx_stdlib_dts, sx_stdlib_dts_len, "lib.d.ts", NULL, NULL);
    sx_ast *trusted = sx_parse_trusted(sx_stdlib_dts, sx_stdlib_dts_len, "lib.d.ts");
    cr_assert_not_null(full->root);
    cr_assert_not_null(trusted->root);
    cr_expect_eq(full->grammar.count, 0);
    char *a = all_diags(full), *b = all_diags(trusted);
    cr_expect_str_eq(a, b);
    free(a);
    free(b);
    a = sx_ast_dump(full, NULL);
    b = sx_ast_dump(trusted, NULL);
    cr_expect_str_eq(a, b);
    free(a);
    free(b);
    sx_ast_free(full);
    sx_ast_free(trusted);
}

/* What the checker reads of a declaration node (checker/prelude.c): kind, op, flags it tests,
 * span with line and column, name, and the same of a, list and the type of aliases and
 * declarators, recursively (a function's signature is read from its text). */
static void expect_same_outline(const sx_node *want, const sx_node *got, const char *where) {
    cr_assert_not_null(got, "%s: missing node (kind %d at %u)", where, want->kind, want->span.start);
    cr_expect_eq(got->kind, want->kind, "%s: kind %d, want %d at %u", where, got->kind, want->kind, want->span.start);
    cr_expect_eq(got->op, want->op, "%s: op at %u", where, want->span.start);
    cr_expect_eq(got->span.start, want->span.start, "%s: start %u, want %u", where, got->span.start, want->span.start);
    cr_expect_eq(got->span.end, want->span.end, "%s: end %u, want %u (start %u)", where, got->span.end, want->span.end,
                 want->span.start);
    cr_expect_eq(got->span.line, want->span.line, "%s: line at %u", where, want->span.start);
    cr_expect_eq(got->span.col, want->span.col, "%s: col at %u", where, want->span.start);
    cr_expect_eq(got->len, want->len, "%s: name length at %u", where, want->span.start);
    if (want->str != NULL && got->str != NULL)
        cr_expect_eq(memcmp(got->str, want->str, want->len), 0, "%s: name at %u", where, want->span.start);
    if (want->kind == SX_N_FUNC_DECL || want->kind == SX_N_DECLARE || want->kind == SX_N_DECLARATOR)
        expect_same_outline(want->a, got->a, "a");
    if (want->type != NULL && (want->kind == SX_N_TYPE_ALIAS || want->kind == SX_N_DECLARATOR))
        expect_same_outline(want->type, got->type, "type");
    if (want->kind == SX_N_VAR_DECL) {
        cr_expect_eq(got->flags & SX_NF_DECLARE, want->flags & SX_NF_DECLARE, "%s: declare flag", where);
        cr_assert_eq(got->list.count, want->list.count, "%s: declarators at %u", where, want->span.start);
        for (uint32_t i = 0; i < want->list.count; i++)
            expect_same_outline(want->list.items[i], got->list.items[i], "declarator");
    }
}

Test(frontend, declarations_outline_matches_the_full_parse_of_the_stdlib) {
    sx_ast *full = sx_parse_trusted(sx_stdlib_dts, sx_stdlib_dts_len, "lib.d.ts");
    sx_ast *outline = sx_parse_declarations_outline(sx_stdlib_dts, sx_stdlib_dts_len, "lib.d.ts");
    cr_assert_not_null(full->root);
    cr_assert_not_null(outline, "the outline gave up on the standard library's declarations");
    cr_assert_eq(outline->root->list.count, full->root->list.count);
    for (uint32_t i = 0; i < full->root->list.count; i++)
        expect_same_outline(full->root->list.items[i], outline->root->list.items[i], "statement");
    sx_ast_free(full);
    sx_ast_free(outline);
}

Test(frontend, declarations_outline_gives_up_on_what_it_does_not_know) {
    const char *texts[] = {
        "declare namespace Intl { }",            /* a namespace */
        "interface A { x: number }\nlet y = 1;", /* an initializer: not a declaration file */
        "type T = { a: number",                  /* unbalanced */
        "declare var x: number",                 /* no `;` */
        "class C {}",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        sx_ast *ast = sx_parse_declarations_outline(texts[i], strlen(texts[i]), "x.d.ts");
        cr_expect_null(ast, "%s", texts[i]);
        sx_ast_free(ast);
    }
    const char *ok =
        "interface A<T extends { k: string }> extends B<T> { f(): void; }\n"
        "declare type F = (a: string, b: number) => void;\ndeclare const c: { x: 1 }, d: [number, string];\n"
        "declare function g<T>(x: T): T;";
    sx_ast *ast = sx_parse_declarations_outline(ok, strlen(ok), "x.d.ts");
    sx_ast *full = sx_parse_trusted(ok, strlen(ok), "x.d.ts");
    cr_assert_not_null(ast);
    cr_assert_eq(ast->root->list.count, full->root->list.count);
    for (uint32_t i = 0; i < full->root->list.count; i++)
        expect_same_outline(full->root->list.items[i], ast->root->list.items[i], "statement");
    sx_ast_free(ast);
    sx_ast_free(full);
}

/* ---- tree-sitter's per-parse heap (frontend/ts_heap.c) ---- */

#include "frontend/ts_heap.h"
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_typescript(void);

/* A fingerprint of the whole tree: every node's symbol and byte range, in pre-order. */
static uint64_t tree_fingerprint(TSTree *tree, uint32_t *nodes) {
    uint64_t h = 1469598103934665603ull;
    TSTreeCursor c = ts_tree_cursor_new(ts_tree_root_node(tree));
    *nodes = 0;
    for (bool more = true; more;) {
        TSNode n = ts_tree_cursor_current_node(&c);
        uint64_t parts[3] = {ts_node_symbol(n), ts_node_start_byte(n), ts_node_end_byte(n)};
        for (int i = 0; i < 3; i++) h = (h ^ parts[i]) * 1099511628211ull;
        (*nodes)++;
        if (ts_tree_cursor_goto_first_child(&c)) continue;
        while (!(more = ts_tree_cursor_goto_next_sibling(&c)))
            if (!ts_tree_cursor_goto_parent(&c)) break;
    }
    ts_tree_cursor_delete(&c);
    return h;
}

/* Parse `src` inside a heap of `cap` bytes; returns the fingerprint, reports whether the heap
 * served every allocation. */
static uint64_t parse_in_heap(const char *src, size_t cap, uint32_t *nodes, bool *owned) {
    sx_ts_heap heap;
    sx_ts_heap_begin(&heap, cap);
    TSParser *parser = ts_parser_new();
    cr_assert(ts_parser_set_language(parser, tree_sitter_typescript()));
    TSTree *tree = ts_parser_parse_string(parser, NULL, src, (uint32_t)strlen(src));
    cr_assert_not_null(tree);
    cr_expect(!ts_node_has_error(ts_tree_root_node(tree)));
    uint64_t h = tree_fingerprint(tree, nodes);
    *owned = sx_ts_heap_owns_all(&heap);
    if (!*owned) { /* spilled: what came from malloc must be freed node by node */
        ts_tree_delete(tree);
        ts_parser_delete(parser);
    }
    sx_ts_heap_end(&heap);
    return h;
}

static char *repeated_functions(int count) {
    const char *one = "function f(a: number, b: string[]): number { return b.map((s) => s.length + a).length; }\n";
    size_t n = strlen(one);
    char *src = malloc(n * (size_t)count + 1);
    for (int i = 0; i < count; i++) memcpy(src + n * (size_t)i, one, n);
    src[n * (size_t)count] = '\0';
    return src;
}

Test(ts_heap, small_parse_lives_in_the_heap_and_matches_a_spilled_one) {
    char *src = repeated_functions(60);
    uint32_t nodes_heap, nodes_spill;
    bool owned_heap, owned_spill;
    uint64_t in_heap = parse_in_heap(src, SX_TS_HEAP_CAP, &nodes_heap, &owned_heap);
    /* a 4 KiB cap cannot hold the first block: every allocation spills to malloc */
    uint64_t spilled = parse_in_heap(src, 4096, &nodes_spill, &owned_spill);
    cr_expect(owned_heap, "a 5 KB source fits the heap: nothing to delete node by node");
    cr_expect(!owned_spill, "a heap over its cap must say that the tree needs deleting");
    cr_expect_gt(nodes_heap, 1000);
    cr_expect_eq(nodes_heap, nodes_spill);
    cr_expect_eq(in_heap, spilled, "the same tree whichever way the memory came");
    free(src);
}

Test(ts_heap, parse_that_outgrows_the_cap_midway_is_whole) {
    /* 600 functions need several MB; a 1 MiB cap is reached during the parse, so the tree mixes
     * heap and malloc memory (ASan/LSan builds check that every malloc part is freed once) */
    char *src = repeated_functions(600);
    uint32_t nodes_small, nodes_big;
    bool owned_small, owned_big;
    uint64_t capped = parse_in_heap(src, 1024u * 1024u, &nodes_small, &owned_small);
    uint64_t whole = parse_in_heap(src, SX_TS_HEAP_CAP, &nodes_big, &owned_big);
    cr_expect(!owned_small);
    cr_expect(owned_big);
    cr_expect_eq(nodes_small, nodes_big);
    cr_expect_eq(capped, whole);
    free(src);
}

Test(ts_heap, tree_sitter_outside_a_heap_uses_malloc) {
    /* no heap active: our allocator functions are malloc/free, and deleting works as usual */
    TSParser *parser = ts_parser_new();
    ts_parser_set_language(parser, tree_sitter_typescript());
    TSTree *tree = ts_parser_parse_string(parser, NULL, "let x = 1;", 10);
    cr_assert_not_null(tree);
    char *sexp = ts_node_string(ts_tree_root_node(tree));
    cr_expect(strstr(sexp, "lexical_declaration") != NULL);
    free(sexp);
    ts_tree_delete(tree);
    ts_parser_delete(parser);
}

/* ---- the per-thread block cache (frontend/block_cache.c) ---- */

#include "frontend/block_cache.h"

Test(block_cache, a_dropped_block_serves_the_next_take_of_its_size_only) {
    size_t before = sx_block_cache_bytes();
    char *a = sx_block_take(16384);
    cr_assert_not_null(a);
    memset(a, 7, 16384); /* usable memory */
    sx_block_give(a, 16384);
    cr_expect_eq(sx_block_cache_bytes(), before + 16384);
    char *other = sx_block_take(16384 + 16); /* another size: not that block */
    cr_expect_neq(other, a);
    cr_expect_eq(sx_block_take(16384), a);
    cr_expect_eq(sx_block_cache_bytes(), before);
    sx_block_give(other, 16384 + 16);
    sx_block_give(a, 16384);
}

Test(block_cache, small_and_large_blocks_and_blocks_past_the_cap_go_to_malloc) {
    size_t before = sx_block_cache_bytes();
    sx_block_give(sx_block_take(1024), 1024);             /* below 4 KiB */
    sx_block_give(sx_block_take(256 * 1024), 256 * 1024); /* above 128 KiB */
    cr_expect_eq(sx_block_cache_bytes(), before);
    enum { N = 200 };
    void *blocks[N];
    for (int i = 0; i < N; i++) blocks[i] = sx_block_take(16384);
    for (int i = 0; i < N; i++) sx_block_give(blocks[i], 16384);
    size_t held = sx_block_cache_bytes();
    cr_expect(held > before);
    cr_expect(held <= 1024 * 1024, "the cache holds %zu bytes, past its 1 MiB", held);
    sx_block_give(NULL, 16384); /* ignored */
    cr_expect_eq(sx_block_cache_bytes(), held);
}

/* A thread's parses leave blocks in its cache; they are freed when it exits (ASan's leak check
 * and valgrind see it in the sanitizer run). */
static void *parse_and_report_cache(void *arg) {
    (void)arg;
    const char *src = "const xs = [1, 2, 3].map((x) => x * 2);\nconsole.log(xs);\n";
    sx_ast *ast = sx_parse(src, strlen(src), NULL, NULL, NULL);
    bool parsed = ast && ast->root && ast->diags.count == 0;
    sx_ast_free(ast);
    return parsed && sx_block_cache_bytes() > 0 ? (void *)1 : NULL;
}

Test(block_cache, a_parse_leaves_its_blocks_to_the_thread_which_frees_them_at_exit) {
    for (int round = 0; round < 3; round++) {
        pthread_t t;
        void *r = NULL;
        cr_assert_eq(pthread_create(&t, NULL, parse_and_report_cache, NULL), 0);
        pthread_join(t, &r);
        cr_expect_not_null(r);
    }
}
