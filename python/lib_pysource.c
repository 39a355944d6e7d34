/* lib_pysource.c - the modules written in Python (dataclasses, enum, typing, functools' decorators), compiled on first import as asyncio is (python/modules.c). */
#include <stdlib.h>
#include <string.h>

#include "python/py.h"

#define RL py_rl(vm)

/* The sources are python/pylib/NAME.py (embedded by scripts/gen-python-lib). Each is one
 * function whose last line's value is a dict of the module's members; its file name starts
 * "<secexec " so tracebacks leave its frames out. */
#include "python/pylib_sources.h"

static const struct {
    const char *module, *file, *src;
    size_t len;
} sources[] = {
#define PYLIB_ENTRY(n) {#n, "<secexec " #n ">", pylib_##n, sizeof pylib_##n - 1},
    PYLIB_SOURCES(PYLIB_ENTRY)
#undef PYLIB_ENTRY
};

bool py_source_has(const char *name) {
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++)
        if (strcmp(sources[i].module, name) == 0) return true;
    return false;
}

/* Runs the source of module name and copies the members it returns into m. */
bool py_source_fill(sx_vm *vm, const char *name, sx_object *m) {
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
        if (strcmp(sources[i].module, name) != 0) continue;
        char *syntax = NULL;
        sx_proto *p = sx_py_compile(vm, sources[i].src, sources[i].len, sources[i].file, true, &syntax);
        if (p == NULL) {
            free(syntax);
            py_raise(vm, RL->import_error, "internal: the %s module did not compile", name);
            return false;
        }
        /* the module so far (its C members) is the global __sx_base__ while the source runs */
        sx_string *bk = sx_atom(vm, "__sx_base__");
        if (bk == NULL || !sx_object_define(vm, vm->realm.global, bk, sx_from_object(m), SX_PROP_HIDDEN)) return false;
        sx_value parts = sx_run_toplevel(vm, p);
        sx_object_define(vm, vm->realm.global, bk, SX_NULL, SX_PROP_HIDDEN);
        if (parts == SX_EXCEPTION) return false;
        if (!py_is_dict(parts)) return py_raise(vm, RL->import_error, "internal: %s", name), false;
        sx_temp_push(vm, parts);
        py_dict *d = py_dict_of(parts);
        bool ok = true;
        for (uint32_t k = 0; ok && k < d->n; k++) {
            if (d->keys[k] == SX_EMPTY || !sx_is_string(d->keys[k])) continue;
            sx_string *key = sx_string_intern(vm, sx_as_string(d->keys[k]));
            ok = key != NULL && sx_object_define(vm, m, key, d->vals[k], SX_PROP_DEFAULT);
        }
        sx_temp_pop(vm, 1);
        return ok;
    }
    return true;
}
