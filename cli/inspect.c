/* inspect.c - `secexec disasm`: a program's bytecode with constants, register use and source lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/inspect.h"
#include "cli/hostspec.h"
#include "cli/inspect.h"

static const char DISASM_USAGE[] = "usage: secexec disasm [--eval] [--ast] FILE.ts   (FILE - reads stdin)\n"
                                   "    Print the bytecode of every function of the program: constants, the\n"
                                   "    registers each instruction uses, and the source lines interleaved.\n"
                                   "    --eval  compile as `secexec eval` does (the last expression is the value)\n"
                                   "    --ast   print the syntax tree (an s-expression) before the bytecode\n"
                                   "usage: secexec disasm --opcodes\n"
                                   "    Print docs/bytecode.md: every opcode of vm/opcodes.h with its semantics.\n";

static void write_stdout(void *ctx, const char *text) {
    (void)ctx;
    fputs(text, stdout);
}

static void write_stderr(void *ctx, const char *text) {
    (void)ctx;
    fputs(text, stderr);
}

int cli_disasm_main(int argc, char **argv) {
    bool evaluate = false, ast_too = false;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--eval") == 0) evaluate = true;
        else if (strcmp(argv[i], "--ast") == 0) ast_too = true;
        else if (strcmp(argv[i], "--opcodes") == 0) return sx_api_opcode_reference(write_stdout, NULL), 0;
        else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) return fputs(DISASM_USAGE, stdout), 0;
        else if (argv[i][0] == '-' && argv[i][1] != 0)
            return fprintf(stderr, "secexec: unknown option '%s'\n%s", argv[i], DISASM_USAGE), 2;
        else if (path != NULL)
            return fprintf(stderr, "secexec: unexpected argument '%s'\n%s", argv[i], DISASM_USAGE), 2;
        else path = argv[i];
    }
    if (path == NULL) return fprintf(stderr, "secexec: disasm needs a file (or - for stdin)\n%s", DISASM_USAGE), 2;
    size_t len = 0;
    char *src = cli_read_file(path, &len);
    if (src == NULL) return fprintf(stderr, "secexec: cannot read '%s'\n", path), 2;
    const char *slash = strrchr(path, '/');
    const char *name = strcmp(path, "-") == 0 ? "main.ts" : slash ? slash + 1 : path;
    int status = sx_api_disasm(src, len, name, evaluate, ast_too, write_stdout, write_stderr, NULL);
    free(src);
    return status;
}
