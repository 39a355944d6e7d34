/* lib_py.c - the library modules written in Python (python/lib/NAME.py, embedded at build time) and the private native modules they import. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python/py.h"

#define RL py_rl(vm)

/*
 * A module such as `re` or `datetime` is Python source (python/lib/NAME.py, embedded by
 * python/embed.cmake into sx_py_lib_sources) compiled and run on its first import in a run, as
 * asyncio's loop is. Its file name is "<secexec NAME>", so tracebacks leave its frames out (the
 * program sees the error at its own call, as CPython shows a C module's). The source's last
 * statement is a dict expression: the module's members. Natives the source needs come from
 * private modules (`_sx_re`, `_sx_random`) that only such sources may import.
 */

struct sx_py_lib_source {
    const char *name;
    const char *src;
    size_t len;
};
extern const struct sx_py_lib_source sx_py_lib_sources[];

static sx_object *new_module(sx_vm *vm, const char *name) {
    sx_object *m = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    sx_string *n = m ? sx_atom(vm, name) : NULL;
    if (n == NULL || !sx_object_define(vm, m, py_at(vm)->dname, sx_from_string(n), SX_PROP_HIDDEN)) return NULL;
    return m;
}

/* Does the code importing now belong to a library module (file "<secexec ...>")? */
static bool caller_is_library(sx_vm *vm) {
    for (uint32_t k = vm->nframes; k-- > 0;) {
        const sx_frame *f = &vm->frames[k];
        const sx_proto *p = f->callee && f->callee->cls == SX_CLASS_FUNCTION ? f->callee->u.func.proto : NULL;
        if (p == NULL) continue; /* the native %import itself */
        char file[32] = "";
        if (p->filename != NULL) sx_string_to_utf8(p->filename, file, sizeof file);
        return strncmp(file, PY_LIB_FILE_PREFIX, strlen(PY_LIB_FILE_PREFIX)) == 0;
    }
    return false;
}

/* callmethod(obj, name, args, kwargs): obj.name(*args, **kwargs), for operator.methodcaller */
static sx_value n_callmethod(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 4 || !sx_is_string(argv[1]) || !py_is_tuple(vm, argv[2]) || !py_is_dict(argv[3]))
        return py_raise(vm, RL->type_error, "internal: callmethod");
    sx_string *name = sx_string_intern(vm, sx_as_string(argv[1]));
    if (name == NULL) return sx_throw_oom(vm);
    sx_value m = vm->lang->get(vm, argv[0], name);
    if (m == SX_EXCEPTION) return m;
    sx_temp_push(vm, m);
    sx_object *args = sx_as_object(argv[2]);
    py_dict *kw = py_dict_of(argv[3]);
    uint32_t n = args->u.array.len;
    sx_value *av = sx_mem_alloc(vm, (n + 1) * sizeof *av);
    if (av == NULL) return sx_temp_pop(vm, 1), sx_throw_oom(vm);
    memcpy(av, args->u.array.items, n * sizeof *av);
    int argn = (int)n;
    if (kw->live > 0) {
        sx_object *d = py_dict_new(vm); /* the marked keywords dict a call passes last (builtins.c py_kwargs) */
        if (d == NULL) return sx_mem_free(vm, av, (n + 1) * sizeof *av), sx_temp_pop(vm, 1), SX_EXCEPTION;
        d->spare = 1;
        for (uint32_t i = 0; i < kw->n; i++)
            if (kw->keys[i] != SX_EMPTY) py_dict_set(vm, d, kw->keys[i], kw->vals[i]);
        av[argn++] = sx_from_object(d);
        sx_temp_push(vm, sx_from_object(d));
    }
    sx_value r = py_call(vm, m, argv[0], argn, av);
    sx_temp_pop(vm, kw->live > 0 ? 2 : 1);
    sx_mem_free(vm, av, (n + 1) * sizeof *av);
    return r;
}

static bool fill_sx_operator(sx_vm *vm, sx_object *m) { return py_def(vm, m, "callmethod", n_callmethod, 4); }

static sx_object *private_module(sx_vm *vm, const char *name) {
    bool (*fill)(sx_vm *, sx_object *) = strcmp(name, "_sx_re") == 0         ? py_lib_sx_re_fill
                                         : strcmp(name, "_sx_random") == 0   ? py_lib_sx_random_fill
                                         : strcmp(name, "_sx_json") == 0     ? py_lib_sx_json_fill
                                         : strcmp(name, "_sx_operator") == 0 ? fill_sx_operator
                                                                             : NULL;
    if (fill == NULL || !caller_is_library(vm)) return NULL;
    sx_object *m = new_module(vm, name);
    if (m == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(m));
    bool ok = fill(vm, m);
    sx_temp_pop(vm, 1);
    return ok ? m : NULL;
}

static const struct sx_py_lib_source *find_source(const char *name) {
    const struct sx_py_lib_source *s = sx_py_lib_sources;
    while (s->name != NULL && strcmp(s->name, name) != 0) s++;
    return s->name != NULL ? s : NULL;
}

/* Runs library module name's source and copies the members it gives into m. While it runs, the
 * module so far (its C members, if any: functools, collections) is the global __sx_base__.
 * True when name has no source. */
bool py_source_fill(sx_vm *vm, const char *name, sx_object *m) {
    const struct sx_py_lib_source *s = find_source(name);
    if (s == NULL) return true;
    char file[64];
    snprintf(file, sizeof file, PY_LIB_FILE_PREFIX "%s>", name);
    char *syntax = NULL;
    sx_proto *p = sx_py_compile(vm, s->src, s->len, file, true, &syntax);
    if (p == NULL) {
        py_raise(vm, RL->import_error, "internal: the %s module did not compile: %s", name, syntax ? syntax : "");
        free(syntax);
        return false;
    }
    sx_string *bk = sx_atom(vm, "__sx_base__");
    if (bk == NULL || !sx_object_define(vm, vm->realm.global, bk, sx_from_object(m), SX_PROP_HIDDEN)) return false;
    sx_value members = sx_run_toplevel(vm, p);
    sx_object_define(vm, vm->realm.global, bk, SX_NULL, SX_PROP_HIDDEN);
    if (members == SX_EXCEPTION) return false;
    if (!py_is_dict(members)) {
        py_raise(vm, RL->import_error, "internal: the %s module gave no members", name);
        return false;
    }
    sx_temp_push(vm, members);
    py_dict *d = py_dict_of(members);
    bool ok = true;
    for (uint32_t i = 0; ok && i < d->n; i++) {
        if (d->keys[i] == SX_EMPTY || !sx_is_string(d->keys[i])) continue;
        sx_string *k = sx_string_intern(vm, sx_as_string(d->keys[i]));
        ok = k != NULL && sx_object_define(vm, m, k, d->vals[i], SX_PROP_DEFAULT);
    }
    sx_temp_pop(vm, 1);
    return ok;
}

sx_object *py_lib_module(sx_vm *vm, const char *name) {
    if (strncmp(name, "_sx_", 4) == 0) return private_module(vm, name);
    if (find_source(name) == NULL) return NULL;
    sx_object *m = new_module(vm, name);
    if (m == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(m));
    bool ok = py_source_fill(vm, name, m);
    sx_temp_pop(vm, 1);
    return ok ? m : NULL;
}
