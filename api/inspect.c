/* inspect.c - `secexec disasm` below the CLI: parse, compile, verify and list a program's bytecode. */
#include <stdio.h>
#include <stdlib.h>

#include "api/inspect.h"
#include "compiler/compiler.h"
#include "frontend/ast.h"
#include "frontend/ast_dump.h"
#include "stdlib/stdlib.h"
#include "vm/verify.h"

static int print_diags(const sx_ast *ast, sx_api_text_fn diag, void *ctx) {
    for (uint32_t i = 0; i < ast->diags.count; i++) {
        char line[1024];
        if (sx_diag_format(&ast->diags.items[i], ast->filename, line, sizeof line) < 0) continue;
        diag(ctx, line);
        diag(ctx, "\n");
    }
    return 5;
}

/* The syntax tree, the listing, and what the verifier says. */
static int list_program(sx_vm *vm, sx_ast *ast, const char *src, size_t len, bool evaluate, bool ast_too,
                        sx_api_text_fn out, sx_api_text_fn diag, void *ctx) {
    if (ast_too) {
        char *dump = sx_ast_dump(ast, NULL);
        out(ctx, dump ? dump : "(out of memory)");
        out(ctx, "\n\n");
        free(dump);
    }
    sx_proto *p = sx_compile(vm, ast, evaluate ? SX_COMPILE_EVALUATE : SX_COMPILE_MODULE);
    if (p == NULL) return ast->diags.count > 0 ? print_diags(ast, diag, ctx) : (diag(ctx, "out of memory\n"), 1);
    sx_disassemble_listing(p, src, len, out, ctx);
    char err[256], line[300];
    if (sx_verify(vm, p, err, sizeof err)) return 0;
    snprintf(line, sizeof line, "bytecode verifier: %s\n", err);
    diag(ctx, line);
    return 1;
}

int sx_api_disasm(const char *src, size_t len, const char *filename, bool evaluate, bool ast_too, sx_api_text_fn out,
                  sx_api_text_fn diag, void *ctx) {
    sx_limits limits = {.max_instructions = 1, .max_memory = 256u << 20, .max_stack_depth = 1000, .max_output = 0};
    sx_vm *vm = sx_vm_new(&limits);
    if (vm == NULL) return diag(ctx, "out of memory\n"), 1;
    int status;
    sx_ast *ast = sx_parse(src, len, filename, sx_mem_alloc_fn, vm);
    if (ast == NULL || ast->out_of_memory) status = (diag(ctx, "out of memory\n"), 1);
    else if (ast->diags.count > 0) status = print_diags(ast, diag, ctx);
    else status = list_program(vm, ast, src, len, evaluate, ast_too, out, diag, ctx);
    sx_ast_free(ast);
    sx_vm_free(vm);
    return status;
}

void sx_api_opcode_reference(sx_api_text_fn out, void *ctx) { sx_opcode_reference(out, ctx); }
