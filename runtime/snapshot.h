/* snapshot.h - a suspended VM's whole state as address-free bytes, and a new VM from such bytes. */
#ifndef SX_RT_SNAPSHOT_H
#define SX_RT_SNAPSHOT_H

#include "vm/snapshot.h"

/*
 * runtime/snapshot.c writes the state of a VM stopped at a point where nothing of the run is on the
 * C stack (between microtasks, or at an instruction of the outermost interpreter loop): the heap
 * the roots reach, the register stack, frames, try handlers, open captured variables and temp
 * roots, and the counters (instructions, memory peak, random state, virtual clock, object ids).
 * The realm image (vm/image.c) is not copied: an image object the run did not change is named
 * by its offset, a changed one is written whole. No address is written: the same state gives the
 * same bytes. The reader builds a new VM from the image and the bytes, checking every index,
 * offset, length, type tag and all bytecode (vm/verify.c) before use: bad bytes give an error
 * message, never a crash. The language adds its own checks (sx_snap_config.check_object).
 * The envelope (version, build hash, checksum, HMAC) is api/snapshot.c's.
 */

typedef struct sx_snap_config {
    const sx_native_fn *natives; /* the native functions a snapshot may name, by index */
    uint32_t nnatives;
    /* the language's checks of a loaded object (iterator kinds, a native's data...): false with a
     * message in err when it cannot be right */
    bool (*check_object)(sx_vm *vm, sx_object *o, bool from_image, char *err, size_t errsize);
    /* may a new native object (not of the image) be written / loaded with this function? */
    bool (*native_allowed)(sx_native_fn fn, int16_t magic, sx_value data);
    /* the classes a language adds (Map, RegExp...): their private data as values (out NULL: only
     * the count in *n; false: the class is not covered), and rebuilt from those values once every
     * object of the snapshot is loaded (false: message in err) */
    bool (*class_save)(sx_object *o, sx_value *out, uint32_t *n);
    bool (*class_restore)(sx_vm *vm, sx_object *o, const sx_value *v, uint32_t n, char *err, size_t errsize);
} sx_snap_config;

/* Write vm's state with the extra roots (values the caller keeps, e.g. the program's value) and
 * the caller's own bytes (app). *out is malloc'ed. False: err says why (an object the format
 * does not cover). Does not change the VM. */
bool sx_snapshot_write(sx_vm *vm, const sx_snap_config *cfg, const sx_value *roots, uint32_t nroots, const uint8_t *app,
                       size_t applen, uint8_t **out, size_t *outlen, char *err, size_t errsize);

/* A new VM (lang's image, these limits) holding the state in bytes[0, len). roots receives up to
 * max_roots extra roots (*nroots how many there were); *app points into bytes. NULL: err says why. */
sx_vm *sx_snapshot_read(const uint8_t *bytes, size_t len, const sx_limits *limits, const sx_lang *lang,
                        const sx_snap_config *cfg, sx_value *roots, uint32_t max_roots, uint32_t *nroots,
                        const uint8_t **app, size_t *applen, char *err, size_t errsize);

#endif
