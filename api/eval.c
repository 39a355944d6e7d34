/* eval.c - run-time compilation of guest text: indirect eval and the Function constructor. */
#include <stdio.h>
#include <string.h>

#include "api/eval.h"
#include "api/run.h"
#include "compiler/compiler.h"
#include "frontend/ast.h"
#include "runtime/runtime.h"
#include "stdlib/stdlib.h"
#include "vm/meter.h"
#include "vm/verify.h"

/*
 * Why this gives the guest nothing new: the text goes through the same front end, compiler,
 * verifier and VM as the program itself, under the same budgets. What is new is that a program
 * can make the compiler work at run time, so that work is paid for up front:
 *
 *  - before anything is parsed, the call charges SX_EVAL_BASE_UNITS plus SX_EVAL_BYTE_UNITS per
 *    byte of source to the instruction budget (vm/meter.h: the clock and the cancel flag are
 *    polled as that counter passes its poll points), so a loop calling eval stops at the budget
 *    and the timeout like any other loop, and the count stays deterministic;
 *  - the AST and the compiler's work lists and the compiled bytecode, constants and functions all
 *    come from the VM's accounting allocator (sx_parse with sx_mem_alloc_fn, compiler/emit.c);
 *    only tree-sitter's transient parse tree is host memory (frontend/ts_heap.c, released when the
 *    parse ends: its first block kept for the thread's next parse, frontend/block_cache.c), so the
 *    source's length is bounded by the memory limit:
 *    SX_EVAL_SOURCE_SHARE bytes of memory limit per byte of source.
 */
/* Measured (perf stat task-clock, one machine, 2026-12-02): a tiny eval ("1 + 1") in a loop
 * costs about 1,800 interpreted instructions' time; parsing and compiling costs about 300 per
 * byte of source (320 KB of expression statements: 210 ms against 2.3 ns an instruction). */
#define SX_EVAL_BASE_UNITS 2048  /* one eval or Function call: the parser's and compiler's setup */
#define SX_EVAL_BYTE_UNITS 256   /* one byte of source parsed, checked and compiled */
#define SX_EVAL_SOURCE_SHARE 32u /* bytes of memory limit per byte of eval'd source */

/* V8's word for the compiler's misplaced-super diagnostics (tsc's 2335, 2337, 2660, 17011). */
static const char *v8_message(const sx_diag *d) {
    if (!d->own && (d->code == 2335 || d->code == 2337 || d->code == 2660 || d->code == 17011))
        return "'super' keyword unexpected here";
    return d->message;
}

/* The first diagnostic of the parse or the compile as the SyntaxError the guest catches. */
static sx_value throw_diag(sx_vm *vm, const sx_ast *ast) {
    const sx_diag *d = &ast->diags.items[0];
    return sx_throw_syntax(vm, "%s", v8_message(d));
}

/* The guest's string as UTF-8 in VM memory (*len bytes, NUL-terminated); NULL: thrown. */
static char *source_utf8(sx_vm *vm, const sx_string *s, size_t *len) {
    size_t n = sx_string_to_utf8(s, NULL, 0);
    size_t cap = vm->limits.max_memory / SX_EVAL_SOURCE_SHARE;
    if (vm->limits.max_memory != 0 && n > cap) {
        sx_throw_range(
            vm, "Code of %zu bytes is too large to compile under this run's memory limit (at most %zu bytes)", n, cap);
        return NULL;
    }
    if (!sx_meter_charge(vm, SX_EVAL_BASE_UNITS + (uint64_t)n * SX_EVAL_BYTE_UNITS)) return NULL;
    char *buf = sx_mem_alloc(vm, n + 1);
    if (buf == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    sx_string_to_utf8(s, buf, n + 1);
    *len = n;
    return buf;
}

/* Module-only syntax in eval code: node's SyntaxError texts. NULL: none. */
static const char *module_syntax(const sx_node *root) {
    const char *found = NULL;
    for (uint32_t i = 0; i < root->list.count; i++) {
        const sx_node *s = root->list.items[i];
        if (s->kind == SX_N_EXPORT) return "Unexpected token 'export'"; /* (an export may bring an import) */
        if (s->kind == SX_N_IMPORT) found = "Cannot use import statement outside a module";
    }
    return found;
}

/* What new Function's check (one_function) needs to know: the UTF-8 length of the body text. */
typedef const char *(*sx_eval_check)(const sx_ast *ast, size_t body_len);

/* Parse and compile src as the code of an indirect eval (a script of its own, strict, whose
 * completion value its top-level function returns). check, when not NULL, may refuse the AST
 * (returns a SyntaxError text). NULL: thrown. */
static sx_proto *compile_source(sx_vm *vm, const char *src, size_t len, sx_eval_check check, size_t arg) {
    sx_ast *ast = sx_api_parse(vm, src, len, "eval");
    if (ast == NULL || ast->out_of_memory) {
        sx_ast_free(ast);
        if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
        return NULL;
    }
    if (ast->diags.count > 0) {
        throw_diag(vm, ast);
        sx_ast_free(ast);
        return NULL;
    }
    const char *refused = module_syntax(ast->root);
    if (refused == NULL && check != NULL) refused = check(ast, arg);
    if (refused != NULL) {
        sx_throw_syntax(vm, "%s", refused);
        sx_ast_free(ast);
        return NULL;
    }
    sx_proto *proto = sx_compile_as(vm, ast, SX_COMPILE_EVALUATE, SX_GOAL_EVAL);
    if (proto == NULL) {
        if (ast->diags.count > 0) throw_diag(vm, ast);
        else if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
        sx_ast_free(ast);
        return NULL;
    }
    sx_ast_free(ast);
    if (proto->flags & SX_PROTO_ASYNC) { /* a script has no top-level await */
        sx_throw_syntax(vm, "await is only valid in async functions and the top level bodies of modules");
        return NULL;
    }
    char err[256]; /* the VM never trusts bytecode (vm/verify.c) */
    if (!sx_verify(vm, proto, err, sizeof err)) {
        sx_abort_run(vm, SX_ABORT_INTERNAL);
        return NULL;
    }
    return proto;
}

/* Compile and run a string's text; the result is its completion value. */
static sx_value run_text(sx_vm *vm, const sx_string *text, sx_eval_check check, size_t arg) {
    size_t len;
    char *src = source_utf8(vm, text, &len);
    if (src == NULL) return SX_EXCEPTION;
    sx_proto *proto = compile_source(vm, src, len, check, arg);
    sx_mem_free(vm, src, len + 1);
    if (proto == NULL) return SX_EXCEPTION;
    sx_object *fn = sx_closure_new(vm, proto);
    if (fn == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(fn));
    sx_value r = sx_call(vm, sx_from_object(fn), sx_from_object(vm->realm.global), 0, NULL);
    sx_temp_pop(vm, 1);
    return r;
}

/* new Function's text must compile to exactly one function expression spanning all of it
 * (inside the parentheses added around it), whose body is the `{` added before the body text
 * (the text ends with "{\n" body "\n})"): parameters or a body that close the function early
 * and add code after it (`"}); steal(); (function(){"`), or parameters that open a comment the
 * body closes (swallowing the added `) {`), are a SyntaxError, as the specification's separate parses of
 * the parameters and the body make them. */
static const char *one_function(const sx_ast *ast, size_t body_len) {
    const sx_node *root = ast->root;
    const sx_node *s = root->list.count == 1 ? root->list.items[0] : NULL;
    const sx_node *f = s != NULL && s->kind == SX_N_EXPR_STMT ? s->a : NULL;
    if (f == NULL || f->kind != SX_N_FUNCTION || (f->flags & (SX_NF_ARROW | SX_NF_EXPR_BODY)) || f->b == NULL ||
        f->span.start != 1 || f->span.end + 1 != ast->source_len ||
        (size_t)f->b->span.start + 2 + body_len + 3 != ast->source_len)
        return "Unexpected token in the arguments of the Function constructor";
    return NULL;
}

/* class Sub extends Function: `new Sub()` gives a function whose prototype is Sub.prototype
 * (new.target's `prototype`, when it is an object). False: thrown. */
static bool prototype_from_new_target(sx_vm *vm, sx_object *new_target, sx_object *fn) {
    if (new_target == NULL) return true;
    sx_value proto = sx_get(vm, sx_from_object(new_target), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return false;
    if (sx_is_object(proto)) fn->proto = sx_as_object(proto);
    return true;
}

/* String(fn) of a function made by Function is its source text: kept in the realm's table
 * (sx_js_realm.function_sources, a WeakMap), without the parentheses compiled around it.
 * (text is rooted by the caller.) False: thrown. */
static bool keep_source(sx_vm *vm, sx_value fn, sx_string *text) {
    sx_js_realm *r = sx_realm(vm);
    if (r->function_sources == NULL && (r->function_sources = sx_collection_new(vm, SX_CLASS_WEAKMAP)) == NULL)
        return false;
    sx_string *inner = sx_string_substring(vm, text, 1, text->len - 1);
    return inner != NULL && sx_collection_set(vm, r->function_sources, fn, sx_from_string(inner));
}

/* Function(p1, ..., pn, body): the source text the specification builds
 * (`function anonymous(p1,p2\n) {\nbody\n}`), compiled in the global scope. */
static sx_value function_from_text(sx_vm *vm, int argc, const sx_value *argv) {
    sx_object *nt = vm->new_target; /* read before anything runs guest code */
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_ascii(&b, "(function anonymous(");
    for (int i = 0; i + 1 < argc; i++) {
        sx_string *p = sx_to_string(vm, argv[i]);
        if (p == NULL) {
            sx_strbuf_finish(&b);
            return SX_EXCEPTION;
        }
        if (i > 0) sx_strbuf_ascii(&b, ",");
        sx_strbuf_string(&b, p);
    }
    sx_strbuf_ascii(&b, "\n) {\n");
    size_t body_len = 0; /* in UTF-8 bytes, as the parser counts */
    if (argc > 0) {
        sx_string *body = sx_to_string(vm, argv[argc - 1]);
        if (body == NULL) {
            sx_strbuf_finish(&b);
            return SX_EXCEPTION;
        }
        body_len = sx_string_to_utf8(body, NULL, 0);
        sx_strbuf_string(&b, body);
    }
    sx_strbuf_ascii(&b, "\n})");
    sx_string *text = sx_strbuf_finish(&b);
    if (text == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(text));
    sx_value fn = run_text(vm, text, one_function, body_len);
    if (fn == SX_EXCEPTION || !sx_is_object(fn)) {
        sx_temp_pop(vm, 1);
        return fn == SX_EXCEPTION ? fn : sx_throw_oom(vm);
    }
    sx_temp_push(vm, fn);
    bool ok = prototype_from_new_target(vm, nt, sx_as_object(fn)) && keep_source(vm, fn, text);
    sx_temp_pop(vm, 2);
    return ok ? fn : SX_EXCEPTION;
}

static sx_value compile_text(sx_vm *vm, int kind, int argc, const sx_value *argv) {
    if (kind == SX_COMPILE_TEXT_EVAL) return run_text(vm, sx_as_string(argv[0]), NULL, 0);
    return function_from_text(vm, argc, argv);
}

void sx_eval_install(sx_vm *vm) { vm->compile_text = compile_text; }
