/* inspect.c - `secexec disasm`: a program's bytecode with constants, register use and source lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/inspect.h"
#include "compiler/compiler.h"
#include "frontend/ast.h"
#include "frontend/ast_dump.h"
#include "vm/verify.h"

static const char DISASM_USAGE[] = "usage: secexec disasm [--eval] [--ast] FILE.ts   (FILE - reads stdin)\n"
                                   "    Print the bytecode of every function of the program: constants, the\n"
                                   "    registers each instruction uses, and the source lines interleaved.\n"
                                   "    --eval  compile as `secexec eval` does (the last expression is the value)\n"
                                   "    --ast   print the syntax tree (an s-expression) before the bytecode\n"
                                   "usage: secexec disasm --opcodes\n"
                                   "    Print docs/bytecode.md: every opcode of vm/opcodes.h with its semantics.\n";

static char *read_all(const char *path, size_t *len) {
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (f == NULL) return NULL;
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    while (buf != NULL) {
        if (cap - n < 2) {
            char *b = realloc(buf, cap * 2);
            if (b == NULL) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
    }
    if (f != stdin) fclose(f);
    if (buf != NULL) buf[n] = 0;
    *len = n;
    return buf;
}

static void write_stdout(void *ctx, const char *text) {
    (void)ctx;
    fputs(text, stdout);
}

/* Print the diagnostics of a source that does not compile; exit status 5 like `secexec run`. */
static int print_diags(const sx_ast *ast) {
    for (uint32_t i = 0; i < ast->diags.count; i++) {
        char line[1024];
        if (sx_diag_format(&ast->diags.items[i], ast->filename, line, sizeof line) >= 0) fprintf(stderr, "%s\n", line);
    }
    return 5;
}

static int disasm_source(const char *src, size_t len, const char *name, bool evaluate, bool ast_too) {
    sx_limits limits = {.max_instructions = 1, .max_memory = 256u << 20, .max_stack_depth = 1000, .max_output = 0};
    sx_vm *vm = sx_vm_new(&limits);
    if (vm == NULL) return fputs("secexec: out of memory\n", stderr), 1;
    int status = 0;
    sx_ast *ast = sx_parse(src, len, name, sx_mem_alloc_fn, vm);
    if (ast == NULL || ast->out_of_memory) {
        fputs("secexec: out of memory\n", stderr);
        status = 1;
    } else if (ast->diags.count > 0) {
        status = print_diags(ast);
    } else {
        if (ast_too) {
            char *dump = sx_ast_dump(ast, NULL);
            printf("%s\n\n", dump ? dump : "(out of memory)");
            free(dump);
        }
        sx_proto *p = sx_compile(vm, ast, evaluate ? SX_COMPILE_EVALUATE : SX_COMPILE_MODULE);
        char err[256];
        if (p == NULL)
            status = ast->diags.count > 0 ? print_diags(ast) : (fputs("secexec: out of memory\n", stderr), 1);
        else if (!sx_verify(vm, p, err, sizeof err))
            fprintf(stderr, "secexec: bytecode verifier: %s\n", err), status = 1;
        if (p != NULL) sx_disassemble_listing(p, src, len, write_stdout, NULL);
    }
    sx_ast_free(ast);
    sx_vm_free(vm);
    return status;
}

int cli_disasm_main(int argc, char **argv) {
    bool evaluate = false, ast_too = false;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--eval") == 0) evaluate = true;
        else if (strcmp(argv[i], "--ast") == 0) ast_too = true;
        else if (strcmp(argv[i], "--opcodes") == 0) return sx_opcode_reference(write_stdout, NULL), 0;
        else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) return fputs(DISASM_USAGE, stdout), 0;
        else if (argv[i][0] == '-' && argv[i][1] != 0)
            return fprintf(stderr, "secexec: unknown option '%s'\n%s", argv[i], DISASM_USAGE), 2;
        else if (path != NULL)
            return fprintf(stderr, "secexec: unexpected argument '%s'\n%s", argv[i], DISASM_USAGE), 2;
        else path = argv[i];
    }
    if (path == NULL) return fprintf(stderr, "secexec: disasm needs a file (or - for stdin)\n%s", DISASM_USAGE), 2;
    size_t len = 0;
    char *src = read_all(path, &len);
    if (src == NULL) return fprintf(stderr, "secexec: cannot read '%s'\n", path), 2;
    const char *slash = strrchr(path, '/');
    int status = disasm_source(src, len,
                               strcmp(path, "-") == 0 ? "main.ts"
                               : slash                ? slash + 1
                                                      : path,
                               evaluate, ast_too);
    free(src);
    return status;
}
