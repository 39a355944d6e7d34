/* fuzz_frontend.c - libFuzzer target: arbitrary bytes through the front end (sx_parse), then the
 * diagnostics formatter and the AST dump. Nothing may crash, hang or leak, whatever the input.
 * Also the parse for running (sx_parse_for_run, which skips tsc's diagnoser when tree-sitter
 * accepts the text) must refuse whatever the parse for `check` refuses: a text with diagnostics
 * for check but none for run is a shape tree-sitter accepts and TypeScript does not, which
 * frontend/convert.c must flag (sx_cx.suspect). */
#include <stdint.h>
#include <stdlib.h>

#include "frontend/ast.h"
#include "frontend/ast_dump.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    sx_ast *ast = sx_parse((const char *)data, size, "fuzz.ts", NULL, NULL);
    if (ast == NULL) return 0;
    for (uint32_t i = 0; i < ast->diags.count; i++) {
        char line[512];
        (void)sx_diag_format(&ast->diags.items[i], ast->filename, line, sizeof line);
    }
    if (ast->root != NULL && size < 4096) free(sx_ast_dump(ast, NULL));
    sx_ast *run = sx_parse_for_run((const char *)data, size, "fuzz.ts", NULL, NULL);
    if (run != NULL && !run->out_of_memory && !ast->out_of_memory && run->diags.count == 0 && ast->diags.count > 0)
        abort(); /* check refuses what run would run */
    sx_ast_free(run);
    sx_ast_free(ast);
    return 0;
}
