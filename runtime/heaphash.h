/* heaphash.h - a hash of a VM's live heap that is the same wherever the objects happen to be in memory. */
#ifndef SX_HEAPHASH_H
#define SX_HEAPHASH_H

#include <stdint.h>

#include "vm/vm.h"

/*
 * Collects garbage, then hashes every live heap object in the order of the collector's list
 * (allocation order, which is deterministic): its kind, class, flags, properties (keys, attributes
 * and values) and array items, the contents of strings, the code of functions. A value that is a
 * pointer contributes its target's kind and, for a string, its contents: never an address. Two
 * runs of the same program with the same inputs give the same hash; capacities and the memory
 * accounting (which depend on when collections happened) are left out.
 * Only between runs (no frame active): it collects.
 */
uint64_t sx_heap_hash(sx_vm *vm);

#endif
