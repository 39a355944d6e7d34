/* meter.c - the budget's slow path: the instruction limit, and the polls of the clock and the cancel flag. */
#include "vm/meter.h"

/* The run must end: the next instruction, wherever it runs, comes back here and unwinds, so a
 * built-in that missed the failure cannot keep the run going. */
static bool meter_stop(sx_vm *vm) {
    vm->budget_end = 0;
    return false;
}

bool sx_meter_check(sx_vm *vm) {
    if (vm->mem.bump != NULL) { /* building the realm image: no run to bound, nothing to count */
        vm->instructions = 0;
        return true;
    }
    if (vm->abort != SX_ABORT_NONE) return meter_stop(vm);
    if (vm->instructions >= vm->limits.max_instructions) {
        if (sx_meter_grace(vm)) return true;
        vm->instructions = vm->limits.max_instructions; /* native work may overshoot: report the budget */
        sx_abort_run(vm, SX_ABORT_INSTRUCTIONS);
        return meter_stop(vm);
    }
    if (!sx_poll_limits(vm)) return meter_stop(vm);
    uint64_t next = vm->instructions + SX_METER_INTERVAL;
    vm->budget_end = next < vm->limits.max_instructions ? next : vm->limits.max_instructions;
    if (vm->on_step != NULL) { /* observed (api/observe.c): the interpreter still stops at every instruction */
        vm->step_poll_at = vm->budget_end;
        vm->budget_end = vm->instructions + 1;
    }
    return true;
}

/* The budget is spent but the run asked to be suspended there (suspend_on_budget), and the
 * interpreter is not at a point it can be suspended at (a built-in is running guest code, e.g.
 * a forEach callback): let it run on, checking at every instruction, up to half a budget more
 * (at least SX_SUSPEND_GRACE_MIN). True: go on. */
bool sx_meter_grace(sx_vm *vm) {
    if (!vm->suspend_on_budget || vm->abort != SX_ABORT_NONE) return false;
    uint64_t grace = vm->limits.max_instructions / 2;
    if (grace < SX_SUSPEND_GRACE_MIN) grace = SX_SUSPEND_GRACE_MIN;
    if (vm->instructions - vm->limits.max_instructions >= grace) return false;
    vm->budget_end = vm->instructions + 1;
    return true;
}
