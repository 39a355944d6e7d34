/* fuzz_frontend.c - libFuzzer target: arbitrary bytes through the front end (sx_parse), then the
 * diagnostics formatter and the AST dump. Nothing may crash, hang or leak, whatever the input. */
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
    sx_ast_free(ast);
    return 0;
}
