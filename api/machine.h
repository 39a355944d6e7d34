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

/* A process's run (api/process.c): the module at path or the source, with the limits of the
 * machine's processes; in a recorded session, one call ("process" event, then its run). */
secexec_result *sx_machine_process_main(secexec_machine *m, uint64_t pid, const char *path, const char *source,
                                        secexec_cancel *cancel);

/* A recorded (or replayed) session (api/session.c), NULL when the machine does neither. */
struct sx_session *sx_machine_session(secexec_machine *m);
/* A machine driven by the replay of a recorded session (api/replay.c): mounts are the guest paths
 * of mopts (host_path unused), answered from rp. */
struct sx_replay;
secexec_machine *sx_machine_new(const secexec_options *opts, const secexec_machine_options *mopts,
                                struct sx_replay *rp);
/* A context event of the session ("create", "reset", "dispose"); nothing without a session. */
void sx_machine_context_event(secexec_machine *m, const char *op, uint64_t id, bool ok);

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
secexec_vm *sx_context_new(secexec_machine *m, const secexec_options *opts, uint64_t id);
uint64_t sx_context_id(const secexec_vm *v); /* its number in the machine's session events */
secexec_vm **sx_context_next(secexec_vm *v);
secexec_machine *sx_context_machine(const secexec_vm *v);
void sx_context_dispose(secexec_vm *v);
/* Hibernation (api/hibernate.c): the number the next context gets, and a context with this
 * number added to m (no session event: a restored machine has no session). */
uint64_t *sx_machine_next_context(secexec_machine *m);
const secexec_options *sx_machine_options(const secexec_machine *m); /* as given (copied) */
secexec_context *sx_machine_add_context(secexec_machine *m, uint64_t id);

/* api/vm.c: an idle context's state as sealed snapshot bytes (key: the snapshot key, may be NULL),
 * and that state loaded into v (its VM replaced). False: err says why. */
bool sx_context_save(secexec_vm *v, const secexec_options *key, unsigned char **out, size_t *len, char *err,
                     size_t errsize);
bool sx_context_load(secexec_vm *v, const unsigned char *bytes, size_t len, const secexec_options *key, char *err,
                     size_t errsize);

#endif
