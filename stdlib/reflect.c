/* reflect.c - the Reflect namespace (every function; there is no Proxy), mostly on top of Object's own natives. */
#include <string.h>

#include "stdlib/stdlib.h"

/* Several Reflect functions are an Object function with another contract (a TypeError for a
 * non-object target, a boolean instead of an exception): each such native keeps the Object
 * function it wraps in its native.data, taken at realm creation (never the guest's copy). */
static sx_value base_of(sx_vm *vm) { return vm->frames[vm->nframes - 1].callee->u.native.data; }

static sx_value call_base(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    return sx_call(vm, base_of(vm), this_val, argc, argv);
}

static bool require_target(sx_vm *vm, int argc, const sx_value *argv, const char *name) {
    if (sx_is_object(sx_arg(argc, argv, 0))) return true;
    sx_throw_type(vm, "Reflect.%s called on non-object", name);
    return false;
}

/* The operation failed in a way Reflect reports as false rather than throwing: the engine's
 * TypeErrors for read-only, non-configurable, non-extensible or cyclic targets. */
static sx_value false_if_refused(sx_vm *vm) {
    static const char *const refusals[] = {
        "Cannot redefine property", "Cannot define property", "Cannot assign to",
        "Cannot add property",      "Cannot set property",    "Cannot delete property",
        "Cannot create property",   "Cyclic __proto__",       "#<Object> is not extensible"};
    if (vm->abort != SX_ABORT_NONE || !sx_is_object(vm->exception)) return SX_EXCEPTION;
    sx_object *e = sx_as_object(vm->exception);
    if (e->cls != SX_CLASS_ERROR || e->proto != sx_realm(vm)->type_error_proto) return SX_EXCEPTION;
    sx_value msg = sx_object_find_data(vm, e, sx_atoms(vm)->message);
    if (!sx_is_string(msg)) return SX_EXCEPTION;
    char text[64];
    sx_string_to_utf8(sx_as_string(msg), text, sizeof text);
    for (size_t i = 0; i < sizeof refusals / sizeof refusals[0]; i++)
        if (strncmp(text, refusals[i], strlen(refusals[i])) == 0) {
            vm->has_exception = false;
            vm->exception = SX_UNDEFINED;
            return SX_FALSE;
        }
    return SX_EXCEPTION;
}

/* CreateListFromArrayLike: the elements of an array-like as a new array. */
static sx_object *list_from_array_like(sx_vm *vm, sx_value v) {
    if (!sx_is_object(v)) {
        sx_throw_type(vm, "CreateListFromArrayLike called on non-object");
        return NULL;
    }
    sx_value lv = sx_get(vm, v, vm->atoms.length);
    double len;
    if (lv == SX_EXCEPTION || !sx_to_number(vm, lv, &len)) return NULL;
    len = len != len || len < 0 ? 0 : sx_double_to_integer(len);
    if (len > 65535) {
        sx_throw_range(vm, "Maximum call stack size exceeded");
        return NULL;
    }
    sx_object *list = sx_array_new(vm, (uint32_t)len);
    if (list == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(list));
    for (uint32_t i = 0; i < (uint32_t)len; i++) {
        sx_value e = sx_get_index(vm, v, sx_number(i));
        if (e == SX_EXCEPTION || !sx_array_push(vm, list, e)) return NULL;
    }
    sx_temp_pop(vm, 1);
    return list;
}

static sx_value reflect_apply(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value fn = sx_arg(argc, argv, 0), this_val = sx_arg(argc, argv, 1);
    if (!sx_is_callable(fn)) {
        char what[96], type[16];
        sx_value_label(vm, fn, what, sizeof what);
        sx_string_to_utf8(sx_typeof(vm, fn), type, sizeof type);
        bool vowel = strchr("aeiou", type[0]) != NULL;
        return sx_throw_type(vm, "Function.prototype.apply was called on %s, which is %s%s and not a function", what,
                             fn == SX_UNDEFINED ? ""
                             : vowel            ? "an "
                                                : "a ",
                             type);
    }
    sx_temp_push(vm, fn);
    sx_temp_push(vm, this_val);
    sx_object *list = list_from_array_like(vm, sx_arg(argc, argv, 2));
    if (list == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(list));
    return sx_call(vm, fn, this_val, (int)list->u.array.len, list->u.array.items);
}

static bool is_constructor(sx_value v) {
    return sx_is_object(v) && (sx_as_object(v)->oflags & SX_OBJ_CONSTRUCTOR) && sx_is_callable(v);
}

/* Reflect.construct(target, args, newTarget): target's constructor runs with new.target =
 * newTarget (so the new object inherits from newTarget.prototype). */
static sx_value reflect_construct(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value target = sx_arg(argc, argv, 0), new_target = argc > 2 ? argv[2] : target;
    char what[96];
    if (!is_constructor(target) || !is_constructor(new_target)) {
        sx_value_label(vm, is_constructor(target) ? new_target : target, what, sizeof what);
        return sx_throw_type(vm, "%s is not a constructor", what);
    }
    sx_temp_push(vm, target);
    sx_temp_push(vm, new_target);
    sx_object *list = list_from_array_like(vm, sx_arg(argc, argv, 1));
    if (list == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(list));
    return sx_construct_with(vm, target, (int)list->u.array.len, list->u.array.items, sx_as_object(new_target));
}

static sx_value reflect_define_property(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!require_target(vm, argc, argv, "defineProperty")) return SX_EXCEPTION;
    sx_value args[3] = {sx_arg(argc, argv, 0), sx_arg(argc, argv, 1), sx_arg(argc, argv, 2)};
    return call_base(vm, SX_UNDEFINED, 3, args) == SX_EXCEPTION ? false_if_refused(vm) : SX_TRUE;
}

static sx_value reflect_delete_property(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!require_target(vm, argc, argv, "deleteProperty")) return SX_EXCEPTION;
    sx_value r = sx_delete_index(vm, argv[0], sx_arg(argc, argv, 1));
    return r == SX_EXCEPTION ? false_if_refused(vm) : r;
}

static sx_value reflect_get(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!require_target(vm, argc, argv, "get")) return SX_EXCEPTION;
    sx_value target = argv[0], key = sx_arg(argc, argv, 1);
    if (argc < 3 || argv[2] == target) return sx_get_index(vm, target, key);
    return sx_get_super(vm, target, key, argv[2]);
}

static sx_value reflect_set(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!require_target(vm, argc, argv, "set")) return SX_EXCEPTION;
    sx_value target = argv[0], key = sx_arg(argc, argv, 1), v = sx_arg(argc, argv, 2);
    bool ok =
        argc < 4 || argv[3] == target ? sx_set_index(vm, target, key, v) : sx_set_super(vm, target, key, v, argv[3]);
    return ok ? SX_TRUE : false_if_refused(vm);
}

static sx_value reflect_has(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!require_target(vm, argc, argv, "has")) return SX_EXCEPTION;
    return sx_op_in(vm, sx_arg(argc, argv, 1), argv[0]);
}

/* Reflect.X(target, ...): Object.X(target, ...) for an object target. */
#define REFLECT_VIA_OBJECT(fn, name)                                                                                   \
    static sx_value fn(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                                        \
        (void)t;                                                                                                       \
        if (!require_target(vm, argc, argv, name)) return SX_EXCEPTION;                                                \
        return call_base(vm, SX_UNDEFINED, argc, argv);                                                                \
    }
REFLECT_VIA_OBJECT(reflect_get_own_property_descriptor, "getOwnPropertyDescriptor")
REFLECT_VIA_OBJECT(reflect_get_prototype_of, "getPrototypeOf")
REFLECT_VIA_OBJECT(reflect_is_extensible, "isExtensible")

static sx_value reflect_own_keys(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!require_target(vm, argc, argv, "ownKeys")) return SX_EXCEPTION;
    return sx_object_own_keys(vm, argv[0]);
}

static sx_value reflect_prevent_extensions(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!require_target(vm, argc, argv, "preventExtensions")) return SX_EXCEPTION;
    return call_base(vm, SX_UNDEFINED, 1, argv) == SX_EXCEPTION ? SX_EXCEPTION : SX_TRUE;
}

static sx_value reflect_set_prototype_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!require_target(vm, argc, argv, "setPrototypeOf")) return SX_EXCEPTION;
    sx_value proto = sx_arg(argc, argv, 1);
    if (!sx_is_object(proto) && proto != SX_NULL) {
        char what[96];
        sx_value_label(vm, proto, what, sizeof what);
        return sx_throw_type(vm, "Object prototype may only be an Object or null: %s", what);
    }
    sx_value args[2] = {argv[0], proto};
    return call_base(vm, SX_UNDEFINED, 2, args) == SX_EXCEPTION ? false_if_refused(vm) : SX_TRUE;
}

typedef struct reflect_def {
    const char *name;
    sx_native_fn fn;
    int length;
    const char *base; /* the Object function it builds on, or NULL */
} reflect_def;

static const reflect_def reflect_functions[] = {
    {"defineProperty", reflect_define_property, 3, "defineProperty"},
    {"deleteProperty", reflect_delete_property, 2, NULL},
    {"apply", reflect_apply, 3, NULL},
    {"construct", reflect_construct, 2, NULL},
    {"get", reflect_get, 2, NULL},
    {"getOwnPropertyDescriptor", reflect_get_own_property_descriptor, 2, "getOwnPropertyDescriptor"},
    {"getPrototypeOf", reflect_get_prototype_of, 1, "getPrototypeOf"},
    {"has", reflect_has, 2, NULL},
    {"isExtensible", reflect_is_extensible, 1, "isExtensible"},
    {"ownKeys", reflect_own_keys, 1, "getOwnPropertyNames"},
    {"preventExtensions", reflect_prevent_extensions, 1, "preventExtensions"},
    {"set", reflect_set, 3, NULL},
    {"setPrototypeOf", reflect_set_prototype_of, 2, "setPrototypeOf"},
};

bool sx_stdlib_init_reflect(sx_vm *vm) {
    sx_value object_ctor = sx_object_find_data(vm, vm->realm.object_proto, vm->atoms.constructor);
    sx_object *reflect = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (!sx_is_object(object_ctor) || reflect == NULL) return false;
    for (size_t i = 0; i < sizeof reflect_functions / sizeof reflect_functions[0]; i++) {
        const reflect_def *d = &reflect_functions[i];
        sx_object *f = sx_native_new(vm, d->name, d->fn, d->length);
        if (f == NULL) return false;
        if (d->base != NULL) {
            sx_string *base = sx_atom(vm, d->base);
            if (base == NULL) return false;
            f->u.native.data = sx_object_find_data(vm, sx_as_object(object_ctor), base);
            if (!sx_is_object(f->u.native.data)) return false;
        }
        if (!sx_define_value(vm, reflect, d->name, sx_from_object(f), SX_PROP_HIDDEN)) return false;
    }
    return sx_define_value(vm, vm->realm.global, "Reflect", sx_from_object(reflect), SX_PROP_HIDDEN);
}
