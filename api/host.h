/* host.h - host functions as frozen guest globals returning promises (internal to api/). */
#ifndef SX_API_HOST_H
#define SX_API_HOST_H

#include <stdbool.h>
#include <stddef.h>

#include "secexec.h"
#include "vm/vm.h"

/* Check the options' collections and define one frozen global per collection. False: the
 * options are invalid (message in err) or the VM ran out of memory (vm->abort set). */
bool sx_host_install(sx_vm *vm, const secexec_options *o, char *err, size_t errsize);
/* The event loop: run microtasks; while host calls are pending wait for one to complete (or time
 * out), settle its promise, run microtasks again. Honours the run's deadline and cancel flag.
 * False when the run was aborted (vm->abort set). */
bool sx_host_settle(sx_vm *vm);
/* Snapshots (api/snapshot.c): the native behind every host function, the budget suspension's
 * capture of the calls in flight, the pending calls as JSON, and saving/restoring the binding
 * (state is a cJSON object), and a resume's answer to one pending call. */
struct cJSON;
sx_native_fn sx_host_native(void);
void sx_host_freeze(sx_vm *vm);
char *sx_host_pending_json(sx_vm *vm);
bool sx_host_save(sx_vm *vm, struct cJSON *state);
bool sx_host_restore(sx_vm *vm, const secexec_options *o, const struct cJSON *state, char *err, size_t n);
bool sx_host_answer(sx_vm *vm, uint64_t id, const char *result_json, const char *error, char *err, size_t n);
/* End of the run: later answers are dropped; frees the binding (handles keep the queue alive). */
void sx_host_uninstall(sx_vm *vm);

#endif
