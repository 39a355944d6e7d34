/* fuzz_run.c - libFuzzer target: the bytes as a program, compiled and executed with tiny budgets
 * (20,000 instructions, 8 MiB, 1 s). Every run must end in a well-formed result. A program that
 * ran (no syntax error) must also parse without error for `check` (sx_parse, with tsc's syntax
 * diagnoser): running skips the diagnoser on text tree-sitter accepts (sx_parse_for_run), so a
 * shape tree-sitter accepts and TypeScript rejects would show here (frontend/convert.c flags the
 * known ones: sx_cx.suspect). */
#include "frontend/ast.h"
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    secexec_options o;
    fuzz_options(&o);
    secexec_result *r = secexec_execute_n((const char *)data, size, &o);
    secexec_error_code code = r != NULL && r->has_error ? r->error.code : SECEXEC_ERR_NONE;
    bool ran = r != NULL && (code == SECEXEC_ERR_NONE || code == SECEXEC_ERR_UNCAUGHT_EXCEPTION ||
                             code == SECEXEC_ERR_UNHANDLED_REJECTION || code == SECEXEC_ERR_NEVER_SETTLED ||
                             code == SECEXEC_ERR_NOT_SERIALIZABLE || code == SECEXEC_ERR_INSTRUCTION_LIMIT);
    fuzz_check_result(r, &o);
    if (ran) { /* it parsed and compiled: check's parse must accept it too */
        sx_ast *ast = sx_parse((const char *)data, size, "main.ts", NULL, NULL);
        FUZZ_CHECK(ast == NULL || ast->out_of_memory || ast->diags.count == 0);
        sx_ast_free(ast);
    }
    return 0;
}
