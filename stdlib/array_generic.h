/* array_generic.h - Array.prototype's methods on array-likes, step by step as ECMA-262 writes them. */
#ifndef SX_ARRAY_GENERIC_H
#define SX_ARRAY_GENERIC_H

#include "stdlib/stdlib.h"

/*
 * stdlib/array.c runs the methods on arrays with its fast paths; on any other `this` (an
 * array-like object, a string, a boolean ...) these do the specification's generic steps:
 * ToObject(this), LengthOfArrayLike (up to 2^53 - 1), and HasProperty/Get/Set/Delete per index,
 * so huge lengths, getters, holes read through prototypes and changes made by callbacks behave
 * as the specification says. Each index visited is charged to the meter (vm/meter.h).
 */
typedef enum {
    SX_AG_FOREACH,
    SX_AG_MAP,
    SX_AG_FILTER,
    SX_AG_SOME,
    SX_AG_EVERY,
    SX_AG_FIND,
    SX_AG_FINDINDEX,
    SX_AG_FINDLAST,
    SX_AG_FINDLASTINDEX,
} sx_array_generic_mode;

/* forEach map filter some every find findIndex findLast findLastIndex */
sx_value sx_array_generic_iterate(sx_vm *vm, sx_value t, int argc, const sx_value *argv, sx_array_generic_mode mode);
/* reduce (right false) and reduceRight */
sx_value sx_array_generic_reduce(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool right);
/* indexOf (mode 0), lastIndexOf (1), includes (2) */
sx_value sx_array_generic_search(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode);
sx_value sx_array_generic_push(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_array_generic_pop(sx_vm *vm, sx_value t);
sx_value sx_array_generic_shift(sx_vm *vm, sx_value t);
sx_value sx_array_generic_unshift(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_array_generic_reverse(sx_vm *vm, sx_value t);
sx_value sx_array_generic_slice(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_array_generic_splice(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_array_generic_to_spliced(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_array_generic_fill(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
/* toLocaleString on arrays and array-likes alike (ECMA-402: each element's toLocaleString(locales, options)) */
sx_value sx_array_generic_to_locale_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_array_generic_copy_within(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_array_generic_at(sx_vm *vm, sx_value t, int argc, const sx_value *argv);

#endif
