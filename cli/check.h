/* check.h - the `secexec check` subcommand and the type check behind `secexec run --check`. */
#ifndef SX_CLI_CHECK_H
#define SX_CLI_CHECK_H

#include <stdbool.h>
#include <stddef.h>

/* secexec check [--json] [--inputs JSON|@FILE] FILE...: exit 0 clean, 2 errors, 1 usage/IO trouble. */
int cli_check_main(int argc, char **argv);

/* Check `source` before a run: prints tsc-style diagnostics on stderr and returns true when there
 * are errors (inputs_json types the global `inputs`; may be NULL). */
bool cli_check_before_run(const char *source, size_t len, const char *filename, const char *inputs_json, bool script);

#endif
