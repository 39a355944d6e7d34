/* machine.h - private links between machines (api/machine.c) and their contexts (api/vm.c). */
#ifndef SECEXEC_API_MACHINE_H
#define SECEXEC_API_MACHINE_H

#include "api/vfs.h"
#include "secexec.h"

/* The machine's filesystem and processes. */
sx_vfs *sx_machine_vfs(secexec_machine *m);
struct sx_procs *sx_machine_procs(secexec_machine *m);
/* The guest code run before each program (fetch, with the network permission), or NULL. */
const char *sx_machine_prelude(secexec_machine *m);

/* One call in a fresh VM seeing the machine's files; cancel (may be NULL) replaces the options'
 * cancel handle. The file form reads path from the filesystem. */
secexec_result *sx_machine_run(secexec_machine *m, const char *src, size_t len, bool evaluate, const char *filename,
                               secexec_cancel *cancel);
/* process: with the limits of the machine's processes (secexec_machine_options.process_*). */
secexec_result *sx_machine_run_file(secexec_machine *m, const char *path, secexec_cancel *cancel, bool process);
/* A process's run of source (execute) with the processes' limits. */
secexec_result *sx_machine_run_process(secexec_machine *m, const char *src, size_t len, const char *filename,
                                       secexec_cancel *cancel);

/* api/check_modules.c: check src (named filename) and the TypeScript files it imports from the
 * machine's filesystem, each file's imports typed from the modules it names; base_decls: the
 * machine's declarations (host functions, inputs, fetch). NULL: out of memory. */
secexec_check_result *sx_machine_check_modules(secexec_machine *m, const char *src, size_t len, const char *filename,
                                               const char *base_decls);

/* api/check.c: one result holding the diagnostics of several results (freed) and nextra more,
 * sorted like tsc's (file, then position); failed if a part failed. NULL: out of memory. */
secexec_check_result *sx_check_concat(secexec_check_result **parts, size_t n, const secexec_diagnostic *extra,
                                      size_t nextra, double duration_ms);

/* api/vm.c: a context bound to m (not yet in m's list), its list link, its machine, and its
 * disposal without unlinking. */
secexec_vm *sx_context_new(secexec_machine *m, const secexec_options *opts);
secexec_vm **sx_context_next(secexec_vm *v);
secexec_machine *sx_context_machine(const secexec_vm *v);
void sx_context_dispose(secexec_vm *v);

#endif
