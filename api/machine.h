/* machine.h - private links between machines (api/machine.c) and their contexts (api/vm.c). */
#ifndef SECEXEC_API_MACHINE_H
#define SECEXEC_API_MACHINE_H

#include "api/vfs.h"
#include "secexec.h"

/* The machine's filesystem. */
sx_vfs *sx_machine_vfs(secexec_machine *m);

/* api/vm.c: a context bound to m (not yet in m's list), its list link, its machine, and its
 * disposal without unlinking. */
secexec_vm *sx_context_new(secexec_machine *m, const secexec_options *opts);
secexec_vm **sx_context_next(secexec_vm *v);
secexec_machine *sx_context_machine(const secexec_vm *v);
void sx_context_dispose(secexec_vm *v);

#endif
