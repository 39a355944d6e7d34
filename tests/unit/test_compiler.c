/* test_compiler.c - Criterion tests of the bytecode compiler: structure of the emitted protos
 * (registers, upvalues, CLOSE, TDZ checks, callsite names, diagnostics, limits) and end-to-end
 * semantics through the public API. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/compiler.h"
#include "frontend/ast.h"
#include "secexec.h"
#include "stdlib/stdlib.h"
#include "vm/vm.h"

TestSuite(compiler, .timeout = 120);

/* ---- helpers ------------------------------------------------------------------------------ */

typedef struct sbuf {
    char *data;
    size_t len, cap;
} sbuf;

static void sb_write(void *ctx, const char *text) {
    sbuf *b = ctx;
    size_t n = strlen(text);
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->data = realloc(b->data, b->cap);
        cr_assert_not_null(b->data);
    }
    memcpy(b->data + b->len, text, n + 1);
    b->len += n;
}

static sx_vm *new_vm(void) {
    sx_limits l = {
        .max_instructions = 1000000, .max_memory = (size_t)256 << 20, .max_stack_depth = 100, .max_output = 1024};
    sx_vm *vm = sx_vm_new(&l);
    cr_assert_not_null(vm);
    return vm;
}

/* A compiled program with its VM and AST (free with done()). */
typedef struct compiled {
    sx_vm *vm;
    sx_ast *ast;
    sx_proto *proto;
    uint32_t parse_diags;
    char diag[512]; /* first diagnostic of the compiler ("" if none) */
} compiled;

static compiled compile_mode(const char *src, sx_compile_mode mode) {
    compiled c = {0};
    c.vm = new_vm();
    c.ast = sx_parse(src, strlen(src), "main.ts", NULL, NULL);
    cr_assert_not_null(c.ast);
    cr_assert_not_null(c.ast->root);
    c.parse_diags = c.ast->diags.count;
    if (c.parse_diags) {
        sx_diag_format(&c.ast->diags.items[0], "main.ts", c.diag, sizeof c.diag);
        cr_assert_fail("unexpected parse diagnostic for `%s`: %s", src, c.diag);
    }
    c.proto = sx_compile(c.vm, c.ast, mode);
    if (c.ast->diags.count > c.parse_diags)
        sx_diag_format(&c.ast->diags.items[c.parse_diags], "main.ts", c.diag, sizeof c.diag);
    return c;
}

static compiled compile(const char *src) { return compile_mode(src, SX_COMPILE_MODULE); }

static void done(compiled *c) {
    sx_ast_free(c->ast);
    sx_vm_free(c->vm);
}

/* Disassembly of src (must compile). Caller frees. */
static char *disasm_mode(const char *src, sx_compile_mode mode) {
    compiled c = compile_mode(src, mode);
    cr_assert_not_null(c.proto, "`%s` did not compile: %s", src, c.diag);
    sbuf b = {0};
    sb_write(&b, "");
    sx_disassemble(c.vm, c.proto, sb_write, &b);
    done(&c);
    return b.data;
}

static char *disasm(const char *src) { return disasm_mode(src, SX_COMPILE_MODULE); }

/* The compiler's first diagnostic for src ("" if it compiled). */
static void compile_diag(const char *src, char *out, size_t size) {
    compiled c = compile(src);
    snprintf(out, size, "%s", c.diag);
    if (!c.diag[0]) cr_assert_not_null(c.proto);
    else cr_assert_null(c.proto, "a diagnostic but a proto for `%s`", src);
    done(&c);
}

static int count_of(const char *hay, const char *needle) {
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle)) n++;
    return n;
}

/* Result of evaluating src through the public API: the JSON value, or "!Name: message". */
static char *eval(const char *src) {
    secexec_options o;
    secexec_options_init(&o);
    secexec_result *r = secexec_evaluate(src, &o);
    cr_assert_not_null(r);
    char *out;
    if (r->outcome == SECEXEC_SUCCEEDED) {
        out = strdup(r->has_value ? r->value_json : "undefined");
    } else {
        size_t n = 64 + (r->error.name ? strlen(r->error.name) : 0) + (r->error.message ? strlen(r->error.message) : 0);
        out = malloc(n);
        snprintf(out, n, "!%s: %s", r->error.name ? r->error.name : "?", r->error.message ? r->error.message : "?");
    }
    secexec_result_free(r);
    return out;
}

/* Captured stdout of executing src. */
static char *run_out(const char *src) {
    secexec_options o;
    secexec_options_init(&o);
    secexec_result *r = secexec_execute(src, &o);
    cr_assert_not_null(r);
    char *out;
    if (r->outcome == SECEXEC_SUCCEEDED) {
        out = strdup(r->stdout_text ? r->stdout_text : "");
    } else {
        size_t n = 64 + (r->error.message ? strlen(r->error.message) : 0);
        out = malloc(n);
        snprintf(out, n, "!%s", r->error.message ? r->error.message : "?");
    }
    secexec_result_free(r);
    return out;
}

#define EXPECT_EVAL(src, expected)                                                                                     \
    do {                                                                                                               \
        char *got_ = eval(src);                                                                                        \
        cr_expect_str_eq(got_, expected, "source: %s", src);                                                           \
        free(got_);                                                                                                    \
    } while (0)

#define EXPECT_OUT(src, expected)                                                                                      \
    do {                                                                                                               \
        char *got_ = run_out(src);                                                                                     \
        cr_expect_str_eq(got_, expected, "source: %s", src);                                                           \
        free(got_);                                                                                                    \
    } while (0)

/* ---- structure ------------------------------------------------------------------------------ */

Test(compiler, toplevel_is_a_function_without_params) {
    compiled c = compile("let x = 1; x + 1;");
    cr_assert_not_null(c.proto);
    cr_expect(c.proto->flags & SX_PROTO_TOPLEVEL);
    cr_expect_eq(c.proto->nparams, 0);
    cr_expect_geq(c.proto->nregs, 2); /* this + x */
    cr_expect_eq(c.proto->ncode > 0, true);
    cr_expect_not_null(c.proto->lines);
    cr_expect_not_null(c.proto->filename);
    done(&c);
}

Test(compiler, evaluate_returns_the_last_expression_statement) {
    char *d = disasm_mode("let x = 1; x + 1;", SX_COMPILE_EVALUATE);
    cr_expect(strstr(d, "RETURN        A=") != NULL, "%s", d);
    free(d);
    d = disasm_mode("let x = 1; x + 1;", SX_COMPILE_MODULE);
    cr_expect(strstr(d, "RETURN        A=") == NULL, "%s", d);
    free(d);
    /* a compound statement last: its completion value (the last expression statement it ran) */
    EXPECT_EVAL("1; if (true) {}", "undefined");
    EXPECT_EVAL("1; if (true) { 2 }", "2");
    EXPECT_EVAL("const x = 5; x * 2", "10");
    EXPECT_EVAL("let t = 1; t + 1; let y = t = 7; function f() {}", "2"); /* declarations keep the value */
    EXPECT_EVAL("let t = 1; t + 1; if (t) {}", "undefined");
}

Test(compiler, toplevel_variables_are_registers_not_globals) {
    char *d = disasm("let a = 1; const b = 2; var c = 3; function f() { return a + b + c; } f();");
    cr_expect(strstr(d, "SETGLOBAL") == NULL, "%s", d);
    cr_expect(strstr(d, "GETGLOBAL") == NULL, "%s", d);
    cr_expect_eq(count_of(d, "GETUPVAL"), 3, "%s", d);
    free(d);
    d = disasm("undeclared = 1; console.log(typeof nope, undefined);");
    cr_expect(strstr(d, "SETGLOBAL") != NULL, "%s", d);
    cr_expect(strstr(d, "TYPEOFGLOBAL") != NULL, "%s", d);
    cr_expect(strstr(d, "LOADUNDEF") != NULL, "%s", d);
    free(d);
}

Test(compiler, upvalues_chain_through_intermediate_functions) {
    compiled c = compile("let x = 1; function f() { return () => x; }");
    cr_assert_not_null(c.proto);
    cr_assert_eq(c.proto->nprotos, 1);
    sx_proto *f = c.proto->protos[0];
    cr_expect_eq(f->nupvals, 1);
    cr_expect_eq(f->upvals[0].in_parent_stack, 1);
    cr_assert_eq(f->nprotos, 1);
    sx_proto *g = f->protos[0];
    cr_expect_eq(g->nupvals, 1);
    cr_expect_eq(g->upvals[0].in_parent_stack, 0);
    cr_expect_eq(g->upvals[0].index, 0);
    cr_expect(g->flags & SX_PROTO_ARROW);
    done(&c);
}

Test(compiler, per_iteration_bindings_close_in_loops) {
    char *d = disasm("const fs = []; for (let i = 0; i < 3; i++) fs.push(() => i);");
    cr_expect_geq(count_of(d, "CLOSE"), 2, "%s", d); /* per iteration + after the loop */
    free(d);
    d = disasm("let s = 0; for (let i = 0; i < 3; i++) s += i;");
    cr_expect_eq(count_of(d, "CLOSE"), 0, "%s", d);
    cr_expect_eq(count_of(d, "NOP"), 0, "%s", d);
    free(d);
    d = disasm("const fs = []; for (const x of [1, 2]) { if (x) continue; fs.push(() => x); }");
    cr_expect_geq(count_of(d, "CLOSE"), 2, "%s", d);
    free(d);
    d = disasm("const fs = []; while (true) { const c = 1; fs.push(() => c); if (c) break; }");
    cr_expect_geq(count_of(d, "CLOSE"), 2, "%s", d); /* block end and before the break */
    free(d);
}

Test(compiler, loop_constants_are_loaded_once_before_the_loop) {
    char *d = disasm("let s = 0; for (let i = 0; i < 10; i++) { s += i * 3; s = s + 'x'; }");
    const char *jmp = strstr(d, "JMP ");
    cr_assert_not_null(jmp, "%s", d);
    cr_expect(strstr(jmp, "LOADI") == NULL, "constant loads inside the loop:\n%s", d);
    cr_expect(strstr(jmp, "LOADK") == NULL, "constant loads inside the loop:\n%s", d);
    free(d);
}

Test(compiler, tdz_checks_only_where_needed) {
    char *d = disasm("let a = 1; console.log(a);");
    cr_expect_eq(count_of(d, "CHECKINIT"), 0, "%s", d);
    cr_expect_eq(count_of(d, "LOADEMPTY"), 0, "%s", d);
    free(d);
    d = disasm("console.log(a); let a = 1;");
    cr_expect_eq(count_of(d, "CHECKINIT"), 1, "%s", d);
    cr_expect_eq(count_of(d, "LOADEMPTY"), 1, "%s", d);
    free(d);
    d = disasm("function f() { return a; } let a = 1; f();");
    cr_expect_eq(count_of(d, "CHECKINIT"), 1, "%s", d);
    free(d);
    d = disasm("let a = 1; const g = () => a;");
    cr_expect_eq(count_of(d, "CHECKINIT"), 0, "%s", d);
    free(d);
    d = disasm("switch (1) { case 0: let v = 1; break; case 1: v; }");
    cr_expect_geq(count_of(d, "CHECKINIT"), 1, "%s", d);
    free(d);
}

Test(compiler, const_assignment_is_a_runtime_error) {
    char *d = disasm("const k = 1; k = 2;");
    cr_expect_eq(count_of(d, "CONSTERR"), 1, "%s", d);
    free(d);
}

Test(compiler, constants_are_deduplicated_and_small_ints_inline) {
    compiled c = compile("const a = 'x' + 'x' + 'x'; const b = 1.5 + 1.5 + 7;");
    cr_assert_not_null(c.proto);
    cr_expect_eq(c.proto->nconsts, 2); /* "x" and 1.5; 7 is a LOADI */
    done(&c);
}

static const char *callsite_text(const sx_proto *p, uint32_t i) {
    static char buf[256];
    const sx_string *s = sx_as_string(p->consts[p->callsites[i].const_index]);
    uint32_t n = s->len < 255 ? s->len : 255;
    for (uint32_t k = 0; k < n; k++) buf[k] = (char)sx_string_at(s, k);
    buf[n] = 0;
    return buf;
}

Test(compiler, callsites_name_the_callee_source) {
    compiled c = compile("inputs.prices.map(x => x); foo(); obj.a.b(1); new Thing(); o['k'](); a[0](); f()();");
    cr_assert_not_null(c.proto, "%s", c.diag);
    const char *want[] = {"inputs.prices.map", "foo", "obj.a.b", "Thing", "o.k", "a[0]", "f", "f(...)"};
    cr_assert_eq(c.proto->ncallsites, 8);
    for (uint32_t i = 0; i < 8; i++) {
        cr_expect_str_eq(callsite_text(c.proto, i), want[i]);
        if (i) cr_expect_gt(c.proto->callsites[i].pc, c.proto->callsites[i - 1].pc);
    }
    done(&c);
}

Test(compiler, call_positions_follow_node) {
    compiled c = compile("obj.foo(1);\n  bar();");
    cr_assert_not_null(c.proto);
    uint32_t seen = 0;
    for (uint32_t pc = 0; pc < c.proto->ncode; pc++) {
        if (SX_I_OP(c.proto->code[pc]) != SX_OP_CODE_CALL) continue;
        if (seen == 0) {
            cr_expect_eq(c.proto->lines[pc].line, 1);
            cr_expect_eq(c.proto->lines[pc].col, 5); /* at `foo` */
        } else {
            cr_expect_eq(c.proto->lines[pc].line, 2);
            cr_expect_eq(c.proto->lines[pc].col, 3);
        }
        seen++;
    }
    cr_expect_eq(seen, 2);
    done(&c);
}

Test(compiler, function_names_and_flags) {
    compiled c = compile(
        "const f = () => 1; let g = function () {}; const o = { m() {}, p: function () {}, get q() { return 1; } };"
        "function h(a, b = 1, ...r) {}");
    cr_assert_not_null(c.proto, "%s", c.diag);
    cr_assert_eq(c.proto->nprotos, 6);
    const char *names[] = {"h", "f", "g", "m", "p", "get q"};
    for (int i = 0; i < 6; i++) {
        sx_string *n = c.proto->protos[i]->name;
        cr_assert_not_null(n, "proto %d has no name", i);
        char buf[16] = {0};
        for (uint32_t k = 0; k < n->len && k < 15; k++) buf[k] = (char)sx_string_at(n, k);
        cr_expect_str_eq(buf, names[i]);
    }
    sx_proto *h = c.proto->protos[0];
    cr_expect_eq(h->nparams, 3);
    cr_expect_eq(h->length, 1);
    cr_expect(h->flags & SX_PROTO_HAS_REST);
    cr_expect(c.proto->protos[1]->flags & SX_PROTO_ARROW);
    cr_expect(c.proto->protos[3]->flags & SX_PROTO_METHOD);
    done(&c);
}

Test(compiler, finally_is_inlined_on_every_exit) {
    char *d = disasm("function f() { for (;;) { try { if (a) break; if (b) continue; return 1; } finally { g(); } } }");
    /* normal exit, exception path, break, continue, return */
    cr_expect_eq(count_of(d, "CALL "), 5, "%s", d);
    cr_expect_geq(count_of(d, "ENDTRY"), 4, "%s", d);
    free(d);
}

/* ---- diagnostics ------------------------------------------------------------------------------ */

Test(compiler, jump_statement_diagnostics) {
    char d[512];
    compile_diag("break;", d, sizeof d);
    cr_expect(strstr(d, "TS1105") != NULL, "%s", d);
    compile_diag("while (true) { function f() { continue; } }", d, sizeof d);
    cr_expect(strstr(d, "TS1104") != NULL, "%s", d);
    compile_diag("for (;;) { break nowhere; }", d, sizeof d);
    cr_expect(strstr(d, "TS1116") != NULL, "%s", d);
    compile_diag("a: { for (;;) { continue a; } }", d, sizeof d);
    cr_expect(strstr(d, "TS1115") != NULL, "%s", d);
    compile_diag("return 1;", d, sizeof d);
    cr_expect(strstr(d, "TS1108") != NULL, "%s", d);
    compile_diag("let a = 1; delete a;", d, sizeof d);
    cr_expect(strstr(d, "TS1102") != NULL, "%s", d);
    compile_diag("let ok = 1; a: for (;;) { break a; }", d, sizeof d);
    cr_expect_str_eq(d, "");
}

Test(compiler, unsupported_constructs_are_reported_not_crashed) {
    char d[512];
    compile_diag("const o = { m() { return super.x; } };", d, sizeof d); /* supported now */
    cr_expect_str_eq(d, "");
    compile_diag("function f() { return super.x; }", d, sizeof d);
    cr_expect(strstr(d, "TS2660") != NULL, "%s", d);
    compile_diag("function f() { await 1; }", d, sizeof d);
    cr_expect(strstr(d, "TS1308") != NULL, "%s", d);
}

Test(compiler, too_many_registers_is_sx9003) {
    size_t n = 70000;
    char *src = malloc(n * 2 + 16);
    strcpy(src, "f(");
    size_t len = 2;
    for (size_t i = 0; i < n; i++) {
        src[len++] = '0';
        src[len++] = ',';
    }
    strcpy(src + len, "0);");
    char d[512];
    compile_diag(src, d, sizeof d);
    cr_expect(strstr(d, "SX9003") != NULL, "%s", d);
    free(src);
}

/* Refuse each allocation of compiling src in turn: no crash, and never a proto after a refusal. */
static void oom_at_every_allocation(const char *src) {
    for (uint64_t k = 1; k < 400; k++) {
        sx_vm *vm = new_vm();
        sx_ast *ast = sx_parse(src, strlen(src), "main.ts", NULL, NULL);
        cr_assert_eq(ast->diags.count, 0);
        vm->mem.fail_after = vm->mem.count + k;
        sx_proto *p = sx_compile(vm, ast, SX_COMPILE_MODULE);
        bool failed = vm->mem.failed;
        cr_expect(p == NULL || !failed, "allocation %llu: a proto despite a refused allocation", (unsigned long long)k);
        sx_ast_free(ast);
        sx_vm_free(vm);
        if (!failed) break; /* the whole compilation fit: nothing left to refuse */
    }
}

Test(compiler, out_of_memory_at_every_allocation_fails_cleanly) {
    oom_at_every_allocation("let t = 0; const fs = []; for (let i = 0; i < 3; i++) { fs.push(() => i); }"
                            "function f(a, { b = 2 } = {}) { try { return `${a}${b}`; } finally { t++; } }"
                            "switch (t) { case 1: break; default: t = [1, ...fs].length; } f(1)?.length;");
    oom_at_every_allocation(
        "class A { #p = 1; static s = 2; [`k`] = 3; constructor(public q) {} get g() { return this.#p; } }"
        "class B extends A { m() { return super.g; } static { this.t = 1; } } new B(1).m();");
}

/* ---- end to end ------------------------------------------------------------------------------ */

Test(compiler, e2e_closures) {
    EXPECT_EVAL("const fs = []; for (let i = 0; i < 3; i++) fs.push(() => i); fs.map(f => f())", "[0,1,2]");
    EXPECT_EVAL("const fs = []; for (var i = 0; i < 3; i++) fs.push(() => i); fs.map(f => f())", "[3,3,3]");
    EXPECT_EVAL("const fs = []; for (let i = 0; i < 3; i++) { fs.push(() => i); i++; } fs.map(f => f())", "[1,3]");
    EXPECT_EVAL("const fs = []; for (let i = 0; i < 5; i++) { if (i % 2) continue; fs.push(() => i); if (i > 2) break; "
                "} fs.map(f => f())",
                "[0,2,4]");
    EXPECT_EVAL(
        "function mk() { let c = 0; return [() => ++c, () => c]; } const [inc, get] = mk(); inc(); inc(); get()", "2");
    EXPECT_EVAL("const fact = function f(n) { return n < 2 ? 1 : n * f(n - 1); }; fact(6)", "720");
    EXPECT_EVAL("const o = { v: 7, m() { return [1].map(() => this.v)[0]; } }; o.m()", "7");
}

Test(compiler, e2e_tdz_and_const) {
    EXPECT_EVAL("let r; try { x; } catch (e) { r = e.message; } let x = 1; r",
                "\"Cannot access 'x' before initialization\"");
    EXPECT_EVAL("const k = 1; let r; try { k = 2; } catch (e) { r = e.constructor.name + ': ' + e.message; } r",
                "\"TypeError: Assignment to constant variable.\"");
    EXPECT_EVAL("function f() { return v; } let r; try { f(); } catch (e) { r = 'tdz'; } const v = 3; [r, f()]",
                "[\"tdz\",3]");
}

Test(compiler, e2e_try_finally) {
    EXPECT_OUT("function f() { try { return 'r'; } finally { console.log('fin'); } } console.log(f());", "fin\nr\n");
    EXPECT_EVAL("function f() { try { return 1; } finally { return 2; } } f()", "2");
    EXPECT_EVAL(
        "const log = []; for (let i = 0; i < 4; i++) { try { if (i == 1) continue; if (i == 2) break; log.push(i); } "
        "finally { log.push('f' + i); } } log",
        "[0,\"f0\",\"f1\",\"f2\"]");
    EXPECT_EVAL(
        "let r = ''; try { try { throw new Error('a'); } finally { r += 'F'; } } catch (e) { r += e.message; } r",
        "\"Fa\"");
    EXPECT_EVAL("let r; try { throw 1; } catch { r = 'no binding'; } r", "\"no binding\"");
    EXPECT_EVAL("function f() { try { throw 1; } catch (e) { try { throw e + 1; } catch (e2) { return e2; } } } f()",
                "2");
}

Test(compiler, e2e_switch_and_labels) {
    EXPECT_EVAL("const out = []; for (const x of [1, 2, 3, 9]) { switch (x) { case 1: out.push('a'); case 2: "
                "out.push('b'); break; "
                "default: out.push('d'); case 3: out.push('c'); } } out",
                "[\"a\",\"b\",\"b\",\"c\",\"d\",\"c\"]");
    EXPECT_EVAL(
        "let n = 0; outer: for (let i = 0; i < 3; i++) { for (let j = 0; j < 3; j++) { if (j == 1) continue outer; "
        "if (i == 2) break outer; n++; } } n",
        "2");
    EXPECT_EVAL("let r = 0; blk: { r = 1; if (r) break blk; r = 2; } r", "1");
}

Test(compiler, e2e_operators_and_assignments) {
    EXPECT_EVAL("let a = null, b = 0, c = 'x'; a ?"
                "?= 1; b ||= 2; c &&= 'y'; [a, b, c]",
                "[1,2,\"y\"]");
    EXPECT_EVAL("const o = { n: 1 }; let calls = 0; const g = () => (calls++, o); g().n += 5; g().m ?"
                "?= 3; [o.n, o.m, calls]",
                "[6,3,2]");
    EXPECT_EVAL("let i = '5'; const j = i++; [typeof j, j, i]", "[\"number\",5,6]");
    EXPECT_EVAL("let x = 1; x = x + (x = 10); x", "11");
    EXPECT_EVAL("let s = 1; const t = `${s}${(s = 2)}`; [t, s]", "[\"12\",2]");
    EXPECT_EVAL("[1 / 0, -7 % 3, 2 ** 10, 5 >>> 1, typeof undeclared, void 0 === undefined]",
                "[null,-1,1024,2,\"undefined\",true]");
}

/* o[k] op= v, o[k]++ and o[k] ??= v convert an object key to a property key once (ECMA-262;
 * test262's S11.13.2_A7.*_T4: node 20 converts it twice), through GETINDEXK, whose converted
 * key the store reuses; a literal key needs no conversion and keeps GETINDEX. */
Test(compiler, e2e_member_update_converts_the_key_once) {
    EXPECT_EVAL("let n = 0; const b: any = { a: 1 }; const p = { toString() { n++; return 'a'; } };"
                "b[p] += 2; b[p]++; ++b[p]; b[p] -= 1; b[p] &&= b[p] * 10; b[p] ?"
                "?= 0; const r = b[p]--; [n, b.a, r]",
                "[8,39,40]");
    EXPECT_EVAL("let k = 0; const b: any = {}; const p = { toString() { return 'k' + k++; } };"
                "b[p] = 1; b[p] += 1; b[p]++; b[p] ||= 5; Object.keys(b).join()",
                "\"k0,k1,k2,k3\"");
    EXPECT_EVAL("const a = [1, 2, 3]; let i = 1; a[i] += 10; a[i]++; const r = (a[i] *= 2); [a, r, a[0]++, --a[2]]",
                "[[2,26,2],26,1,2]");
    char *d = disasm("function f(o, k) { o[k] += 1; o[k]++; o['x'] += 1; o[0]++; }");
    cr_expect_eq(count_of(d, "GETINDEXK "), 2, "%s", d);
    cr_expect_eq(count_of(d, "GETINDEX "), 2, "%s", d);
    free(d);
}

Test(compiler, e2e_optional_chaining) {
    EXPECT_EVAL("const o = { a: { f() { return this.v; }, v: 3 } }; [o?.a?.f(), o.x?.y.z, o.a.g?.(), o?.['a']?.v]",
                "[3,null,null,3]");
    EXPECT_EVAL("let c = 0; const n = null; n?.[c++]; n?.f(c++); c", "0");
}

Test(compiler, e2e_destructuring) {
    EXPECT_EVAL("const [a, , b = 5, ...r] = [1, 2, undefined, 4, 5]; [a, b, r]", "[1,5,[4,5]]");
    EXPECT_EVAL("const { x, y: { z = 3 } = {}, ['k' + 1]: k } = { x: 1, k1: 'K' }; [x, z, k]", "[1,3,\"K\"]");
    EXPECT_EVAL("let p = 1, q = 2; [p, q] = [q, p]; [p, q]", "[2,1]");
    EXPECT_EVAL("const k = 'b'; const { a, [k]: b, ...rest } = { a: 1, b: 2, c: 3, d: 4 }; [a, b, rest]",
                "[1,2,{\"c\":3,\"d\":4}]");
    EXPECT_EVAL("function f({ a, b = 2 }, [c] = [3]) { return a + b + c; } f({ a: 1 })", "6");
    EXPECT_EVAL("const out = []; for (const { k, v = 0 } of [{ k: 'a' }, { k: 'b', v: 1 }]) out.push(k + v); out",
                "[\"a0\",\"b1\"]");
}

Test(compiler, e2e_literals_and_calls) {
    EXPECT_EVAL("const k = 'dyn'; ({ a: 1, [k]: 2, 3: 'three', ...{ s: 1 }, k })",
                "{\"3\":\"three\",\"a\":1,\"dyn\":2,\"s\":1,\"k\":\"dyn\"}");
    EXPECT_EVAL("const o = { _v: 1, get v() { return this._v * 10; }, set v(x) { this._v = x; } }; o.v = 4; o.v", "40");
    EXPECT_EVAL("[1, ...[2, 3], 4].concat(Math.max(...[1, 9], 2))", "[1,2,3,4,9]");
    EXPECT_EVAL("function f(a, b = a * 2, ...rest) { return [a, b, rest, f.length]; } f(1, undefined, 3, 4)",
                "[1,2,[3,4],1]");
}

Test(compiler, e2e_enums) {
    EXPECT_EVAL("enum Color { Red, Green = 5, Blue } [Color.Red, Color.Blue, Color[5]]", "[0,6,\"Green\"]");
    EXPECT_EVAL("enum S { A = 'a', B = 'b' } [S.A, S.B]", "[\"a\",\"b\"]");
    EXPECT_EVAL("enum E { A = 2, B = A * 3 } E.B", "6");
}

Test(compiler, e2e_async_await) {
    EXPECT_EVAL("async function f(x) { return (await x) * 2; } await f(21)", "42");
    EXPECT_EVAL("const g = async () => { try { await Promise.reject(new Error('e')); } catch (e) { return e.message; } "
                "}; await g()",
                "\"e\"");
    EXPECT_EVAL("const fs = []; for (let i = 0; i < 3; i++) { await null; fs.push(() => i); } fs.map(f => f())",
                "[0,1,2]");
}

Test(compiler, e2e_error_messages_name_the_callee) {
    EXPECT_EVAL("const obj = { a: {} }; obj.a.b()", "!TypeError: obj.a.b is not a function");
    EXPECT_EVAL("const data = { prices: [1] }; data.prices.reduc()", "!TypeError: data.prices.reduc is not a function");
}

/* ---- classes ------------------------------------------------------------------------------ */

Test(compiler, class_members_are_defined_non_enumerable) {
    char *d = disasm("class A { m() {} get g() { return 1; } static s() {} }");
    /* methods and accessors carry the D bit (non-enumerable); MAKECLASS makes the constructor */
    cr_expect(strstr(d, "MAKECLASS") != NULL, "%s", d);
    cr_expect(count_of(d, "DEFINDEX") >= 2, "%s", d);
    cr_expect(strstr(d, "DEFGETTER") != NULL, "%s", d);
    free(d);
    EXPECT_EVAL("class A { x = 1; m() {} get g() { return 2; } } Object.keys(new A()).concat(Object.keys(A.prototype))",
                "[\"x\"]");
}

Test(compiler, derived_constructors_check_this_only_before_super) {
    char *d = disasm("class B {} class C extends B { constructor() { this.a = 1; super(); this.b = 2; } }");
    cr_expect_eq(count_of(d, "CHECKTHIS"), 1, "%s", d); /* only the access before super() */
    cr_expect(strstr(d, "SUPERCALL") != NULL, "%s", d);
    free(d);
}

Test(compiler, e2e_class_basics) {
    EXPECT_EVAL(
        "class P { x; y = 2; static n = 0; constructor(x) { this.x = x; P.n++; } sum() { return this.x + this.y; } }"
        " const p = new P(1); [p.sum(), P.n, p instanceof P, typeof P, P.name]",
        "[3,1,true,\"function\",\"P\"]");
    EXPECT_EVAL("const k = 'dyn'; class A { [k + 1] = 1; [k]() { return 2; } static { this.s = 3; } } const a = new "
                "A(); [a.dyn1, a.dyn(), A.s]",
                "[1,2,3]");
    EXPECT_EVAL(
        "const C = class {}; const D = class Named { static me() { return Named; } }; [C.name, D.name, D.me() === D]",
        "[\"C\",\"Named\",true]");
    EXPECT_EVAL("class T { toString() { return 'T!'; } } `${new T()}` + String(new T())", "\"T!T!\"");
}

Test(compiler, e2e_class_inheritance) {
    EXPECT_EVAL("class A { constructor(n) { this.n = n; } hi() { return 'A' + this.n; } static k() { return 'sa'; } }"
                " class B extends A { hi() { return super.hi() + 'B'; } static k() { return super.k() + 'sb'; } }"
                " const b = new B(1); [b.hi(), B.k(), b instanceof A, b.n]",
                "[\"A1B\",\"sasb\",true,1]");
    EXPECT_EVAL("class E extends Error { constructor(m) { super(m); this.name = 'E'; } } const e = new E('bad');"
                " [e instanceof E, e instanceof Error, e.message, String(e)]",
                "[true,true,\"bad\",\"E: bad\"]");
    EXPECT_EVAL("class A { x = 'a'; } class B extends A { y = this.x + 'b'; } new B().y", "\"ab\"");
}

Test(compiler, e2e_class_private_members) {
    EXPECT_EVAL(
        "class C { #n = 1; static #c = 0; #inc() { return ++this.#n; } get #twice() { return this.#n * 2; }"
        " run() { C.#c++; this.#inc(); return [this.#n, this.#twice, C.#c, #n in this, #n in {}]; } } new C().run()",
        "[2,4,1,true,false]");
    EXPECT_EVAL("class C { #x = 1; static get(o) { return o.#x; } } C.get({})",
                "!TypeError: Cannot read private member #x from an object whose class did not declare it");
    EXPECT_EVAL("class C { #x = 1; } Object.keys(new C()).length + JSON.stringify(new C())", "\"0{}\"");
}

Test(compiler, e2e_class_parameter_properties) {
    EXPECT_EVAL("class A { constructor(public a: number) {} } class B extends A { z = 1;"
                " constructor(private readonly b: number, a: number) { super(a); } } JSON.stringify(new B(2, 1))",
                "\"{\\\"a\\\":1,\\\"b\\\":2,\\\"z\\\":1}\"");
}

Test(compiler, e2e_class_errors) {
    EXPECT_EVAL("class A {} A()", "!TypeError: Class constructor A cannot be invoked without 'new'");
    EXPECT_EVAL("class A {} class B extends A { constructor() { this.x = 1; super(); } } new B()",
                "!ReferenceError: Must call super constructor in derived class before accessing 'this' or returning "
                "from derived constructor");
    EXPECT_EVAL("class A {} class B extends A { constructor() { super(); super(); } } new B()",
                "!ReferenceError: Super constructor may only be called once");
    EXPECT_EVAL("new K(); class K {}", "!ReferenceError: Cannot access 'K' before initialization");
    EXPECT_EVAL(
        "class A {} class B extends A { constructor() { const f = () => this; super(); this.same = f() === this; "
        "} } new B().same",
        "true");
    EXPECT_EVAL("class A {} class B extends A { constructor() { super(); return 1; } } new B()",
                "!TypeError: Derived constructors may only return object or undefined");
}

Test(compiler, e2e_destructuring_errors_follow_node) {
    EXPECT_EVAL("const obj = null; const { a } = obj;",
                "!TypeError: Cannot destructure property 'a' of 'obj' as it is null.");
    EXPECT_EVAL("const {} = null;", "!TypeError: Cannot destructure 'null' as it is null.");
    EXPECT_EVAL("function f({ a }) {} f()",
                "!TypeError: Cannot destructure property 'a' of 'undefined' as it is undefined.");
    EXPECT_EVAL("function f({ a }) {} f(null)",
                "!TypeError: Cannot destructure property 'a' of 'object null' as it is null.");
    EXPECT_EVAL("const o = { p: undefined }; const { x } = o.p;",
                "!TypeError: Cannot destructure property 'x' of 'o.p' as it is undefined.");
    EXPECT_EVAL("const { a = 1 } = null;", "!TypeError: Cannot read properties of null (reading 'a')");
    EXPECT_EVAL("for (const { a } of [null]) {}",
                "!TypeError: Cannot destructure property 'a' of '.for' as it is null.");
}

Test(compiler, e2e_relational_chains) { EXPECT_EVAL("[1 < 2 < 3, 3 > 2 > 1, 1 < (2 < 3)]", "[true,false,false]"); }

/* ---- goals: module, script, eval code (sx_compile_as) -------------------------------------- */

/* Compile src for goal (evaluate mode) in vm and run it: its value, or SX_EXCEPTION (cleared). */
static sx_value run_goal(sx_vm *vm, const char *src, sx_compile_goal goal) {
    sx_ast *ast = sx_parse(src, strlen(src), "main.ts", NULL, NULL);
    cr_assert(ast != NULL && ast->diags.count == 0, "`%s` does not parse", src);
    sx_proto *p = sx_compile_as(vm, ast, SX_COMPILE_EVALUATE, goal);
    sx_ast_free(ast);
    cr_assert_not_null(p, "`%s` does not compile", src);
    sx_value v = sx_run_toplevel(vm, p);
    if (v == SX_EXCEPTION) vm->has_exception = false, vm->exception = SX_UNDEFINED;
    return v;
}

static sx_prop *global_prop(sx_vm *vm, const char *name) {
    return sx_object_find(vm, vm->realm.global, sx_atom(vm, name));
}

Test(compiler, module_bytecode_has_no_global_declarations) {
    const char *src = "var v = 1; function f() { return this; } let l = 2; v + l";
    char *mod = disasm_mode(src, SX_COMPILE_EVALUATE);
    cr_assert_eq(count_of(mod, "GLOBALOBJ") + count_of(mod, "DECLGLOBAL"), 0, "%s", mod);
    free(mod);
    compiled c = compile_mode(src, SX_COMPILE_EVALUATE);
    sx_proto *p = sx_compile_as(c.vm, c.ast, SX_COMPILE_EVALUATE, SX_GOAL_SCRIPT);
    cr_assert_not_null(p);
    sbuf b = {0};
    sb_write(&b, "");
    sx_disassemble(c.vm, p, sb_write, &b);
    cr_assert_eq(count_of(b.data, "GLOBALOBJ"), 1, "%s", b.data);
    cr_assert_eq(count_of(b.data, "DECLGLOBAL"), 5, "lexical l, function f and var v checked, f and v created: %s",
                 b.data);
    free(b.data);
    done(&c);
}

Test(compiler, script_and_eval_goals) {
    sx_vm *vm = new_vm();
    /* a script: var/function are non-configurable global properties, let a global lexical binding */
    sx_value v = run_goal(vm, "var sv = 1; function sf() { return sv + 1; } let sl = 10; sf() + sl", SX_GOAL_SCRIPT);
    cr_assert(sx_is_number(v) && sx_to_double(v) == 12);
    sx_prop *p = global_prop(vm, "sv");
    cr_assert(p != NULL && !(p->flags & SX_PROP_CONFIGURABLE) && (p->flags & SX_PROP_ENUMERABLE));
    cr_assert_null(global_prop(vm, "sl"), "let is not a property");
    cr_assert_geq(sx_script_find(vm, sx_atom(vm, "sl"), NULL), 0, "let is a global lexical binding");
    /* eval code: its var/function are configurable, its let its own; it sees the script's bindings */
    v = run_goal(vm, "var ev = sv + sl; let el = 100; function ef() { return ev; } ef() + el", SX_GOAL_EVAL);
    cr_assert(sx_is_number(v) && sx_to_double(v) == 111);
    p = global_prop(vm, "ev");
    cr_assert(p != NULL && (p->flags & SX_PROP_CONFIGURABLE));
    cr_assert(global_prop(vm, "ef") != NULL && (global_prop(vm, "ef")->flags & SX_PROP_CONFIGURABLE));
    cr_assert_lt(sx_script_find(vm, sx_atom(vm, "el"), NULL), 0, "eval's let stays its own");
    /* GlobalDeclarationInstantiation's errors come before any binding is made */
    cr_assert_eq(run_goal(vm, "var fresh1 = 1; var sl;", SX_GOAL_EVAL), SX_EXCEPTION, "var over a global let");
    cr_assert_null(global_prop(vm, "fresh1"), "nothing was declared");
    cr_assert_eq(run_goal(vm, "var fresh2; let sv = 1;", SX_GOAL_SCRIPT), SX_EXCEPTION, "let over a script's var");
    cr_assert_null(global_prop(vm, "fresh2"));
    sx_vm_free(vm);
}
