/* ast_dump.h - debugging aid: print an AST as an s-expression, e.g. (PROGRAM (EXPR_STMT (IDENT x))). */
#ifndef SX_AST_DUMP_H
#define SX_AST_DUMP_H

#include "frontend/ast.h"

/* S-expression of `node` (NULL: ast->root) as a malloc'd string the caller frees (NULL on OOM).
 * Format: (KIND op :flag... str child... list-item... (TYPE text)); a NULL child before a later
 * non-NULL one prints as `_`; strings print quoted with C-style escapes. */
char *sx_ast_dump(const sx_ast *ast, const sx_node *node);

#endif
