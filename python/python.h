/* python.h - what api/ uses of the Python layer: its language table, compiling a program, inputs, results. */
#ifndef SX_PYTHON_H
#define SX_PYTHON_H

#include <stdbool.h>
#include <stddef.h>

#include "vm/vm.h"

/* Python as the VM's language (python/lang.c). A Python VM is made with sx_py_vm_new. */
extern const sx_lang sx_py_lang;
sx_vm *sx_py_vm_new(const sx_limits *limits);

/* Compile a program (python/compile.c). evaluate: the top-level code returns the value of its last
 * statement when that is an expression. NULL with *syntax_error set (host malloc'd, CPython's
 * report: `  File "main.py", line N` / the line / the caret / `SyntaxError: ...`) for a program
 * outside the subset; NULL with *syntax_error NULL when out of memory. */
sx_proto *sx_py_compile(sx_vm *vm, const char *src, size_t len, const char *filename, bool evaluate,
                        char **syntax_error);

/* Define the read-only global `inputs` from JSON text (python/json.c). False: invalid JSON (*why
 * host malloc'd) or out of memory (*why NULL). */
bool sx_py_set_inputs(sx_vm *vm, const char *json, char **why);

/* A value as JSON text (host malloc'd), NULL with *why ("None", "not serializable: <type>",
 * "exception") when it has none. */
char *sx_py_value_to_json(sx_vm *vm, sx_value v, const char **why);

/* An uncaught exception: its class name, message and CPython's traceback text (each host
 * malloc'd). The source is needed for the traceback's source lines. */
void sx_py_describe_exception(sx_vm *vm, sx_value ex, const char *src, size_t len, char **name, char **message,
                              char **traceback);

/* Host functions (api/host.c): a call's keyword arguments as JSON text (*json malloc'ed; false
 * with the Python exception raised), and the awaitable it gives: settled with the answer (JSON
 * text) or, when error is not NULL, with Exception(error). */
bool sx_py_host_input(sx_vm *vm, const char *label, int argc, const sx_value *argv, char **json);
sx_value sx_py_host_settled(sx_vm *vm, const char *json, size_t len, const char *error);

#endif
