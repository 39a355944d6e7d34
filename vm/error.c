/* error.c - throwing: guest exceptions, the VM's own typed errors (made by the language), aborts. */
#include <stdio.h>

#include "vm/gc.h"
#include "vm/lang.h"

sx_value sx_throw(sx_vm *vm, sx_value v) {
    vm->has_exception = true;
    vm->exception = v;
    return SX_EXCEPTION;
}

/* An uncatchable end of the run: no handler sees it, every frame unwinds. */
sx_value sx_abort_run(sx_vm *vm, sx_abort why) {
    if (vm->abort == SX_ABORT_NONE) vm->abort = why;
    vm->budget_end = 0; /* the interpreter's next instruction unwinds, even after a native that missed it */
    vm->has_exception = true;
    vm->exception = SX_UNDEFINED;
    return SX_EXCEPTION;
}

sx_value sx_throw_oom(sx_vm *vm) { return sx_abort_run(vm, SX_ABORT_MEMORY); }

bool sx_take_exception(sx_vm *vm, sx_value *out) {
    if (vm->abort != SX_ABORT_NONE) return false;
    *out = vm->exception;
    vm->has_exception = false;
    vm->exception = SX_UNDEFINED;
    return true;
}

/* The VM's own errors: the language makes the value (a JavaScript TypeError, ...); a VM without one
 * throws the message as a string. */
static sx_value throw_kind(sx_vm *vm, sx_error_kind kind, const char *fmt, va_list ap) {
    char text[512];
    vsnprintf(text, sizeof text, fmt, ap);
    return vm->lang->throw_error(vm, kind, text);
}

sx_value sx_raise(sx_vm *vm, sx_fault what, const char *a, const char *b) {
    return vm->lang->fault(vm, what, a ? a : "", b ? b : "");
}

#define SX_DEFINE_THROWER(fn, kind)                                                                                    \
    sx_value fn(sx_vm *vm, const char *fmt, ...) {                                                                     \
        va_list ap;                                                                                                    \
        va_start(ap, fmt);                                                                                             \
        sx_value r = throw_kind(vm, kind, fmt, ap);                                                                    \
        va_end(ap);                                                                                                    \
        return r;                                                                                                      \
    }
SX_DEFINE_THROWER(sx_throw_type, SX_ERR_TYPE)
SX_DEFINE_THROWER(sx_throw_range, SX_ERR_RANGE)
SX_DEFINE_THROWER(sx_throw_reference, SX_ERR_REFERENCE)
SX_DEFINE_THROWER(sx_throw_syntax, SX_ERR_SYNTAX)
