/* modules.h - the guest's built-in modules (node:fs, node:path) and the functions behind import. */
#ifndef SECEXEC_API_MODULES_H
#define SECEXEC_API_MODULES_H

#include <stdbool.h>

#include "vm/vm.h"

/* When modules is true: define node's `global` and the hidden globals %import, %require,
 * %defexport and %reexport (once per VM). False: out of memory. */
bool sx_modules_install(sx_vm *vm, bool modules);
/* For snapshots (api/snapshot.c): every native the module loader, node:fs and node:path make at
 * run time (*count of them); whether one with this magic and data can be right; once the heap is
 * loaded, whether its data's contents are right. */
const sx_native_fn *sx_modules_natives(uint32_t *count);
bool sx_modules_native_ok(sx_native_fn fn, int16_t magic, sx_value data);
bool sx_modules_native_data_ok(const sx_object *f);
/* The file a specifier imported from importer names (relative, absolute, or a package in
 * node_modules), like the guest's import; false for a built-in module or when not found.
 * out: SX_VFS_MAX_PATH + 1 bytes. */
struct sx_vfs;
bool sx_modules_builtin(const char *spec); /* node:fs, fs, node:path ... */
bool sx_modules_resolve(struct sx_vfs *fs, const char *spec, const char *importer, char *out);

#endif
