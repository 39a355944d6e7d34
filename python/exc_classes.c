/* exc_classes.c - the built-in exception classes beyond the realm's (OSError and its kinds, UnicodeError, KeyboardInterrupt, SystemExit...), in CPython 3.11's hierarchy. */
#include <stdio.h>
#include <string.h>

#include "python/py.h"

sx_value py_class_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv); /* python/types.c */

/* OSError(errno, strerror[, filename]) prints as "[Errno 2] strerror: 'filename'"; other argument counts as any exception */
static sx_value oserror_str(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_value args =
        sx_is_object(this_val) ? sx_object_find_data(vm, sx_as_object(this_val), py_at(vm)->args) : SX_UNDEFINED;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    bool ok = true;
    uint32_t n = py_is_tuple(vm, args) ? sx_as_object(args)->u.array.len : 0;
    if (n == 2 || n == 3) { /* errno, strerror[, filename] */
        sx_object *a = sx_as_object(args);
        sx_strbuf_ascii(&b, "[Errno ");
        ok = py_str(vm, &b, a->u.array.items[0]);
        sx_strbuf_ascii(&b, "] ");
        ok = ok && py_str(vm, &b, a->u.array.items[1]);
        if (n == 3) sx_strbuf_ascii(&b, ": ");
        ok = ok && (n == 2 || py_repr(vm, &b, a->u.array.items[2]));
    } else if (py_is_tuple(vm, args) && sx_as_object(args)->u.array.len == 1)
        ok = py_str(vm, &b, sx_as_object(args)->u.array.items[0]);
    else if (py_is_tuple(vm, args) && sx_as_object(args)->u.array.len > 1) ok = py_repr(vm, &b, args);
    if (!ok) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

/* OSError(errno, ...) with a known errno makes the subclass CPython picks for it (only OSError
 * itself is made with this function: its subclasses, the program's too, with py_class_call) */
static sx_value oserror_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    static const struct {
        int errnum;
        const char *cls;
    } kinds[] = {{1, "PermissionError"},    {2, "FileNotFoundError"},       {4, "InterruptedError"},
                 {13, "PermissionError"},   {17, "FileExistsError"},        {20, "NotADirectoryError"},
                 {21, "IsADirectoryError"}, {32, "BrokenPipeError"},        {104, "ConnectionResetError"},
                 {110, "TimeoutError"},     {111, "ConnectionRefusedError"}};
    if (argc >= 2 && sx_is_number(argv[0]))
        for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
            if (sx_to_double(argv[0]) == kinds[i].errnum) {
                sx_string *k = sx_atom(vm, kinds[i].cls);
                sx_value sub = k ? sx_object_find_data(vm, vm->realm.global, k) : SX_UNDEFINED;
                if (sx_is_object(sub)) return sx_call(vm, sub, SX_UNDEFINED, argc, argv);
            }
    return py_class_call(vm, this_val, argc, argv);
}

bool py_init_exc_classes(sx_vm *vm) {
    py_realm *r = py_rl(vm);
    int magic = r->exception->u.native.magic; /* T_EXCEPTION */
    static const struct {
        const char *name, *base; /* base: a class made before it, or a realm one by name */
    } classes[] = {
        {"OSError", "Exception"},
        {"FileNotFoundError", "OSError"},
        {"FileExistsError", "OSError"},
        {"PermissionError", "OSError"},
        {"IsADirectoryError", "OSError"},
        {"NotADirectoryError", "OSError"},
        {"TimeoutError", "OSError"},
        {"ConnectionError", "OSError"},
        {"BrokenPipeError", "ConnectionError"},
        {"ConnectionRefusedError", "ConnectionError"},
        {"ConnectionResetError", "ConnectionError"},
        {"InterruptedError", "OSError"},
        {"UnicodeError", "ValueError"},
        {"UnicodeDecodeError", "UnicodeError"},
        {"UnicodeEncodeError", "UnicodeError"},
        {"KeyboardInterrupt", "BaseException"},
        {"SystemExit", "BaseException"},
        {"GeneratorExit", "BaseException"},
        {"EOFError", "Exception"},
        {"MemoryError", "Exception"},
        {"BufferError", "Exception"},
        {"ReferenceError", "Exception"},
        {"FloatingPointError", "ArithmeticError"},
        {"StopAsyncIteration", "Exception"},
        {"Warning", "Exception"},
        {"UserWarning", "Warning"},
        {"DeprecationWarning", "Warning"},
        {"RuntimeWarning", "Warning"},
        {"FutureWarning", "Warning"},
    };
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        sx_string *bn = sx_atom(vm, classes[i].base), *n = sx_atom(vm, classes[i].name);
        if (bn == NULL || n == NULL) return false;
        if (sx_object_find(vm, vm->realm.global, n) != NULL) continue; /* defined elsewhere already */
        sx_value base = sx_object_find_data(vm, vm->realm.global, bn);
        if (!sx_is_object(base)) return false;
        bool os = strcmp(classes[i].name, "OSError") == 0;
        sx_object *c = py_class_new(vm, classes[i].name, sx_as_object(base), os ? oserror_call : py_class_call, magic);
        if (c == NULL || !sx_object_define(vm, vm->realm.global, n, sx_from_object(c), SX_PROP_HIDDEN)) return false;
        if (os) {
            if (!py_def(vm, c, "__str__", oserror_str, 0)) return false;
            sx_string *io = sx_atom(vm, "IOError"), *env = sx_atom(vm, "EnvironmentError"); /* CPython's aliases */
            if (io == NULL || env == NULL ||
                !sx_object_define(vm, vm->realm.global, io, sx_from_object(c), SX_PROP_HIDDEN) ||
                !sx_object_define(vm, vm->realm.global, env, sx_from_object(c), SX_PROP_HIDDEN))
                return false;
        }
    }
    return true;
}
