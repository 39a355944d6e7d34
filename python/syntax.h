/* syntax.h - the tokenizer-level syntax check of Python source (python/syntax.c). */
#ifndef SX_PY_SYNTAX_H
#define SX_PY_SYNTAX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct py_syntax_err {
    const char *kind;        /* "SyntaxError", "IndentationError", "TabError" */
    uint32_t line, col, end; /* 1-based; col 0: CPython prints no caret line */
    char message[192];
} py_syntax_err;

/* the first error CPython's tokenizer and indentation rules find in src (true), else false */
bool py_syntax_scan(const char *src, size_t len, py_syntax_err *err);

#endif
