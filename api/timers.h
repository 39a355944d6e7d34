/* timers.h - setTimeout and friends on a virtual clock that jumps to the next timer when idle. */
#ifndef SECEXEC_API_TIMERS_H
#define SECEXEC_API_TIMERS_H

#include <stdbool.h>

#include "vm/vm.h"

/* Define setTimeout, setInterval, clearTimeout, clearInterval and queueMicrotask (once per VM).
 * False: out of memory. */
bool sx_timers_install(sx_vm *vm);
/* Settle the run: microtasks and host calls (sx_host_settle), then the timers in virtual time
 * order, until nothing is left. False: an uncaught exception or an abort. */
bool sx_timers_settle(sx_vm *vm);
/* setTimeout & co.'s native functions (snapshots may name them) */
const sx_native_fn *sx_timers_natives(uint32_t *count);

#endif
