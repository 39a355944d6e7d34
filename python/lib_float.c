/* lib_float.c - the methods of `float` beyond its operators: is_integer. */
#include <math.h>

#include "python/py.h"

#define RL py_rl(vm)

/* float.is_integer(): whether the value is finite and has no fractional part (CPython's test) */
static sx_value float_is_integer(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv;
    if (!py_is_float(t)) {
        char name[64];
        return py_raise(vm, RL->type_error,
                        "descriptor 'is_integer' for 'float' objects doesn't apply to a '%s' object",
                        py_type_name(vm, t, name, sizeof name));
    }
    if (argc != 0) return py_raise(vm, RL->type_error, "float.is_integer() takes no arguments (%d given)", argc);
    double d = py_float_value(t);
    return sx_bool(isfinite(d) && floor(d) == d);
}

bool py_init_float_methods(sx_vm *vm, sx_object *float_cls) {
    return py_def(vm, float_cls, "is_integer", float_is_integer, 0);
}
