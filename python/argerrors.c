/* argerrors.c - CPython's TypeError for a call that leaves out required parameters (%missing, called from the block python/compile.c puts after a function's body). */
#include <stdio.h>
#include <string.h>

#include "python/py.h"

/* append 'name' to out in CPython's list form: 'a', 'a' and 'b', 'a', 'b', and 'c' */
static void add_name(char *out, size_t cap, const char *name, size_t len, int i, int n) {
    size_t w = strlen(out);
    const char *sep = i == 0 ? "" : n == 2 ? " and " : i == n - 1 ? ", and " : ", ";
    snprintf(out + w, cap - w, "%s'%.*s'", sep, (int)len, name);
}

/* the message for the missing parameters of one kind (kwonly '0' or '1'); false: none missing */
static bool missing_of(const char *qual, const char *names, const char *flags, char kind, int argc,
                       const sx_value *argv, char *msg, size_t cap) {
    int n = 0;
    for (int i = 0; i < argc && flags[i]; i++)
        if (flags[i] == kind && argv[i] == SX_UNDEFINED) n++;
    if (n == 0) return false;
    char list[400] = "";
    const char *p = names;
    int k = 0;
    for (int i = 0; i < argc && flags[i]; i++) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (flags[i] == kind && argv[i] == SX_UNDEFINED) add_name(list, sizeof list, p, len, k++, n);
        p = e ? e + 1 : p + len;
    }
    snprintf(msg, cap, "%s() missing %d required %s argument%s: %s", qual, n,
             kind == '1' ? "keyword-only" : "positional", n == 1 ? "" : "s", list);
    return true;
}

/* %missing(qualname, "a,b", "01", a, b): the parameters still undefined were left out */
static sx_value h_missing(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    char qual[256], names[512], flags[80], msg[800];
    if (argc < 3 || !sx_is_string(argv[0]) || !sx_is_string(argv[1]) || !sx_is_string(argv[2]))
        return py_raise(vm, py_rl(vm)->type_error, "internal: %%missing");
    sx_string_to_utf8(sx_as_string(argv[0]), qual, sizeof qual);
    sx_string_to_utf8(sx_as_string(argv[1]), names, sizeof names);
    sx_string_to_utf8(sx_as_string(argv[2]), flags, sizeof flags);
    if (!missing_of(qual, names, flags, '0', argc - 3, argv + 3, msg, sizeof msg) &&
        !missing_of(qual, names, flags, '1', argc - 3, argv + 3, msg, sizeof msg))
        return SX_NULL;
    sx_value r = py_raise(vm, py_rl(vm)->type_error, "%s", msg);
    /* CPython refuses the call in the caller: the called function's frame is not in the traceback */
    sx_value tb = sx_is_object(vm->exception)
                      ? sx_object_find_data(vm, sx_as_object(vm->exception), py_at(vm)->traceback)
                      : SX_UNDEFINED;
    if (sx_is_object(tb) && sx_as_object(tb)->u.array.len > 1)
        sx_array_set_length(vm, sx_as_object(tb), sx_as_object(tb)->u.array.len - 1);
    return r;
}

bool py_init_argerrors(sx_vm *vm) { return py_def(vm, vm->realm.global, "%missing", h_missing, 3); }
