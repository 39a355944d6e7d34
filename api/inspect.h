/* inspect.h - the compiler's view of a program for `secexec disasm` (the CLI reaches the lower layers through api/). */
#ifndef SX_API_INSPECT_H
#define SX_API_INSPECT_H

#include <stdbool.h>
#include <stddef.h>

typedef void (*sx_api_text_fn)(void *ctx, const char *text);

/* Compile src (as `secexec run` does, or as eval with evaluate) and write its annotated bytecode
 * listing to out (and first its syntax tree, with ast). Diagnostics and verifier failures go to
 * diag, one line each. Returns 0, 5 when the source does not compile (syntax error or unsupported
 * construct), 1 when the verifier refuses the code or memory runs out. */
int sx_api_disasm(const char *src, size_t len, const char *filename, bool evaluate, bool ast, sx_api_text_fn out,
                  sx_api_text_fn diag, void *ctx);

/* docs/bytecode.md: every opcode of vm/opcodes.h's table. */
void sx_api_opcode_reference(sx_api_text_fn out, void *ctx);

#endif
