/* script.c - script slots: numbered variables of a VM that outlive one run (REPL contexts). */
#include "vm/vm.h"

/*
 * A host that runs several programs in one VM wants the top-level declarations of one program
 * to be visible to the next (like node's REPL). The compiler gives each such declaration a
 * slot number; code reads and writes it with GETSCRIPT/SETSCRIPT. Two realm objects hold them,
 * so the collector sees them as roots and nothing of the host is involved:
 *   script_names  an object without prototype: name -> slot * 4 + flags (a number)
 *   script_slots  an array of the slots' values
 * The guest cannot reach either object. Both are created by the first slot: a VM that never
 * keeps anything pays nothing.
 */

/* Both tables, or neither (the names object alone is garbage). */
static bool ensure_tables(sx_vm *vm) {
    if (vm->realm.script_names != NULL) return true;
    sx_object *names = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    sx_object *slots = names ? sx_array_new(vm, 8) : NULL; /* no collection between the two */
    if (slots == NULL) return false;
    vm->realm.script_names = names;
    vm->realm.script_slots = slots;
    return true;
}

int64_t sx_script_find(const sx_vm *vm, const sx_string *key, uint32_t *flags) {
    if (vm->realm.script_names == NULL) return -1;
    sx_prop *p = sx_object_find_raw(vm->realm.script_names, key); /* (never lazy: made at run time) */
    if (p == NULL) return -1;
    uint64_t packed = (uint64_t)sx_to_double(p->value);
    if (flags != NULL) *flags = (uint32_t)(packed & 3);
    return (int64_t)(packed >> 2);
}

int64_t sx_script_add(sx_vm *vm, sx_string *key, uint32_t flags) {
    if (!ensure_tables(vm)) return -1;
    sx_object *slots = vm->realm.script_slots;
    uint32_t slot = slots->u.array.len;
    sx_value initial = (flags & SX_SCRIPT_LEXICAL) ? SX_EMPTY : SX_UNDEFINED;
    if (!sx_array_push(vm, slots, initial)) return -1;
    sx_value packed = sx_number((double)((uint64_t)slot * 4 + (flags & 3)));
    if (!sx_object_define(vm, vm->realm.script_names, key, packed, 0)) {
        slots->u.array.len--;
        return -1;
    }
    return slot;
}

uint32_t sx_script_count(const sx_vm *vm) { return vm->realm.script_slots ? vm->realm.script_slots->u.array.len : 0; }

/* Undo the slots of a program that failed to compile. Names are kept in insertion order, so
 * the newest ones are the last properties. */
void sx_script_truncate(sx_vm *vm, uint32_t count) {
    sx_object *names = vm->realm.script_names;
    if (names == NULL) return;
    while (vm->realm.script_slots->u.array.len > count) {
        uint32_t last = names->nprops;
        while (last > 0 && names->props[last - 1].key == NULL) last--; /* skip holes left by delete */
        if (last == 0) break;
        sx_object_remove(vm, names, names->props[last - 1].key);
        vm->realm.script_slots->u.array.len--;
    }
}
