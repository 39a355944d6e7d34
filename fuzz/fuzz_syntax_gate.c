/* fuzz_syntax_gate.c - libFuzzer target: whatever tsc's syntax diagnoser rejects, the parse for running refuses. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "frontend/ast.h"
#include "frontend/syntax_diag.h"

/*
 * sx_parse skips the diagnoser (frontend/syntax_diag.c) on a clean tree-sitter tree in which the
 * conversion's shape checks (frontend/convert.c, frontend/syntax_gate.c) find nothing. This target
 * looks for a text they let through although tsc rejects it: such a text would run. It aborts on
 * one (the input is the regression case for tests/unit/test_syntax_differential.c's list).
 */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 65536) return 0;
    sx_sd *sd = malloc(sizeof *sd);
    uint8_t *not_arrow = calloc(size / 8 + 1, 1);
    if (sd == NULL || not_arrow == NULL) abort();
    bool rejects = sx_syntax_diagnose(sd, (const char *)data, (uint32_t)size, not_arrow) && sd->ndiags > 0;
    int code = rejects ? sd->diags[0].code : 0;
    free(not_arrow);
    free(sd);
    if (!rejects) return 0;
    sx_ast *ast = sx_parse((const char *)data, size, "fuzz.ts", NULL, NULL);
    if (ast == NULL) abort();
    bool would_run = !ast->out_of_memory && ast->root != NULL && ast->diags.count == 0;
    sx_ast_free(ast);
    if (would_run) {
        fprintf(stderr, "tsc rejects this text (TS%d) but sx_parse accepts it\n", code);
        abort();
    }
    return 0;
}
