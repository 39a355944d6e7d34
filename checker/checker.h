/* checker.h - the type checker's entry point: check one parsed program like `tsc --strict --noEmit`. */
#ifndef SX_CHECKER_H
#define SX_CHECKER_H

#include "frontend/ast.h"

typedef struct sx_check_options {
    const char *declarations; /* extra ambient declarations (.d.ts text): `inputs`, host functions; may be NULL */
    size_t declarations_len;
} sx_check_options;

/* Type-check `ast` (which must have no syntax errors) and append the diagnostics to ast->diags.
 * Returns false only when the checker itself could not run (out of memory, stdlib failed to load). */
bool sx_check(sx_ast *ast, const sx_check_options *opts);

/* The standard library declarations (stdlib/ .d.ts files) embedded at build time. */
extern const char sx_stdlib_dts[];
extern const unsigned sx_stdlib_dts_len;

#endif
