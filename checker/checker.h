/* checker.h - the type checker's entry point: check one parsed program like `tsc --strict --noEmit`. */
#ifndef SX_CHECKER_H
#define SX_CHECKER_H

#include "frontend/ast.h"

/* One place where the program can reach a host function (collection.function): a call or any
 * other use of `orders.list`; a use of the whole collection (`const o = orders`) lists each of its
 * functions there. Strings live in the checked AST's arena. */
typedef struct sx_effect {
    const char *collection, *function;
    uint32_t line, col; /* 1-based, as diagnostics count them */
} sx_effect;

#define SX_MAX_EFFECTS 4096 /* effects recorded per check (a hostile program gets the first ones) */

typedef struct sx_effects {
    sx_effect *items; /* in the AST's arena */
    uint32_t count, cap;
} sx_effects;

typedef struct sx_check_options {
    const char *declarations; /* extra ambient declarations (.d.ts text): `inputs`, host functions; may be NULL */
    size_t declarations_len;
    sx_effects *effects; /* filled with the program's host-function uses when not NULL */
    bool script;         /* a script, not a module: the grammar's script-only notes stay (TS1375 ...) */
} sx_check_options;

/* Type-check `ast` (which must have no syntax errors) and append the diagnostics to ast->diags.
 * Returns false only when the checker itself could not run (out of memory, stdlib failed to load). */
bool sx_check(sx_ast *ast, const sx_check_options *opts);

/* The standard library declarations (stdlib/ .d.ts files) embedded at build time. */
extern const char sx_stdlib_dts[];
extern const unsigned sx_stdlib_dts_len;

#endif
