/* modules.h - the guest's built-in modules (node:fs, node:path) and the functions behind import. */
#ifndef SECEXEC_API_MODULES_H
#define SECEXEC_API_MODULES_H

#include <stdbool.h>

#include "vm/vm.h"

/* When modules is true: define node's `global` and the hidden globals %import, %require,
 * %defexport and %reexport (once per VM). False: out of memory. */
bool sx_modules_install(sx_vm *vm, bool modules);

#endif
