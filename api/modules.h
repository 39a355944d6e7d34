/* modules.h - the guest's built-in modules (node:fs, node:path) and the functions behind import. */
#ifndef SECEXEC_API_MODULES_H
#define SECEXEC_API_MODULES_H

#include <stdbool.h>

#include "vm/vm.h"

/* Define the hidden globals %import and %require (once per VM). False: out of memory. */
bool sx_modules_install(sx_vm *vm);

#endif
