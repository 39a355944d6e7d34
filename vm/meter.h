/* meter.h - the meter of native work: built-ins charge the instruction budget for what they do. */
#ifndef SX_METER_H
#define SX_METER_H

#include "vm/vm.h"

/*
 * The interpreter counts one unit per instruction. Built-ins whose work grows with their input
 * (building and searching strings, JSON, sorting, regex matching, formatting, copying arrays)
 * charge units for that work here, on the same counter: the count stays deterministic (it
 * depends only on what the program asked for), the instruction budget covers native work, and
 * the clock and the cancel flag are polled every SX_METER_INTERVAL units of either kind.
 *
 * The cost scale, in one place (one unit is about the time of one interpreted instruction, a
 * few nanoseconds; docs/architecture.md's Limits table repeats it):
 */
#define SX_METER_INTERVAL 16384     /* units between polls of the clock and the cancel flag */
#define SX_METER_CHARS_SHIFT 4      /* 16 code units copied, built or scanned = 1 unit */
#define SX_METER_ELEMENT_UNITS 1    /* one element, property or node visited or copied */
#define SX_METER_NUMBER_UNITS 8     /* one number converted to or from text */
#define SX_METER_FORMAT_UNITS 64    /* one date or locale-aware formatting (fields, options, tables) */
#define SX_METER_REGEX_STEP_UNITS 1 /* one pattern item tried by the regex matcher */

/* The slow path: the budget is spent or a poll is due. Polls the clock and the cancel flag and
 * sets the next poll point; false: the run must end (vm->abort set). */
#if defined(__GNUC__)
__attribute__((cold))
#endif
bool sx_meter_check(sx_vm *vm);
#define SX_SUSPEND_GRACE_MIN 1000000 /* suspendOnBudget: instructions past the budget to reach a point to suspend at */
bool sx_meter_grace(sx_vm *vm);

/* Charge `units` of native work. False: the run must end (abort set); the built-in stops at once
 * and returns SX_EXCEPTION. */
static inline bool sx_meter_charge(sx_vm *vm, uint64_t units) {
    vm->instructions += units;
    if (__builtin_expect(vm->instructions < vm->budget_end, 1)) return vm->abort == SX_ABORT_NONE;
    return sx_meter_check(vm);
}

/* Charge for n code units (or bytes) of string work. */
static inline bool sx_meter_chars(sx_vm *vm, uint64_t n) { return sx_meter_charge(vm, n >> SX_METER_CHARS_SHIFT); }

/* Charge for n elements (array items, properties, map entries, JSON nodes) visited or copied. */
static inline bool sx_meter_elements(sx_vm *vm, uint64_t n) { return sx_meter_charge(vm, n * SX_METER_ELEMENT_UNITS); }

#endif
