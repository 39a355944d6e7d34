/* observe.h - trace and profile of a run: instruction-level observers behind secexec_options.trace/profile. */
#ifndef SX_API_OBSERVE_H
#define SX_API_OBSERVE_H

#include "secexec.h"
#include "vm/vm.h"

/* Install the observers the options ask for (none: nothing changes, the run pays nothing). */
void sx_observe_begin(sx_vm *vm, const secexec_options *o);
/* End of the run: send the profile, free the observer's state. */
void sx_observe_end(sx_vm *vm);

/* The guest position of the innermost guest frame: its function's name (or "<main>",
 * "<anonymous>"), line and column (1-based); false when no guest code is running. For the
 * instruction a native was called from, the CALL's position. */
bool sx_observe_position(const sx_vm *vm, char *fn, size_t size, uint32_t *line, uint32_t *col);

#endif
