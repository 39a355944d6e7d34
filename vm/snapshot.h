/* snapshot.h - what snapshots (runtime/snapshot.c) need of the core: the image's offsets and natives, continuing restored frames. */
#ifndef SX_SNAPSHOT_H
#define SX_SNAPSHOT_H

#include "vm/vm.h"

/* The image's part (vm/image.c). */
uint64_t sx_image_build_hash(void);
void *sx_image_object_at(const sx_vm *vm, uint64_t off, uint8_t type);
bool sx_image_unchanged(const sx_vm *vm, const sx_object *o, bool *fixed_parts_differ);
/* Lazy natives (vm/image.c): a made one that is as the image has it, in the unchanged image
 * object that holds it, is named by its number (k >= 0; -1: not one); sx_image_ref_at names the
 * image's objects by offset and lazy native k by offset image size + k (made then). */
int64_t sx_image_lazy_index(const sx_vm *vm, const sx_object *o);
uint64_t sx_image_size(void);
void *sx_image_ref_at(sx_vm *vm, uint64_t off, uint8_t type);
sx_native_fn *sx_image_natives(uint32_t *count);
bool sx_image_native_magic_ok(sx_native_fn fn, int16_t magic);

/* Continue the interpreter loop of a VM whose frames a snapshot restored (vm/interp.c): runs
 * until frame 0 returns. */
sx_value sx_interp_continue(sx_vm *vm);

#endif
