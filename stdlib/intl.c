/* intl.c - the Intl namespace: Intl.NumberFormat's basics (en-US: decimal, percent, currency, fraction digits, grouping). */
#include "stdlib/stdlib.h"

/*
 * new Intl.NumberFormat(locales, options).format(x) gives what x.toLocaleString(locales,
 * options) gives (stdlib/number.c): every locale formats as en-US, as Date's do. The options
 * are read once, at construction, into a plain copy that the instance's `format` function keeps
 * in its native.data, out of the guest's reach.
 */

static const char *const option_names[] = {"style",
                                           "currency",
                                           "currencyDisplay",
                                           "minimumFractionDigits",
                                           "maximumFractionDigits",
                                           "useGrouping"};

/* The options that matter, copied (undefined ones left out). */
static sx_value copy_options(sx_vm *vm, sx_value opts) {
    sx_object *copy = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    if (copy == NULL) return SX_EXCEPTION;
    if (opts == SX_UNDEFINED) return sx_from_object(copy);
    if (!sx_is_object(opts)) return sx_throw_type(vm, "Options must be an object");
    sx_temp_push(vm, sx_from_object(copy));
    for (size_t i = 0; i < sizeof option_names / sizeof option_names[0]; i++) {
        sx_string *key = sx_atom(vm, option_names[i]);
        sx_value v = key ? sx_get(vm, opts, key) : SX_EXCEPTION;
        if (v == SX_EXCEPTION) return v;
        if (v != SX_UNDEFINED && !sx_object_define(vm, copy, key, v, SX_PROP_DEFAULT)) return SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(copy);
}

static sx_value number_format_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value opts = vm->frames[vm->nframes - 1].callee->u.native.data;
    double x;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &x)) return SX_EXCEPTION;
    return sx_number_format_locale(vm, x, opts);
}

static sx_value number_format_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *self = vm->frames[vm->nframes - 1].callee;
    sx_value proto = sx_get(vm, sx_from_object(vm->new_target ? vm->new_target : self), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return proto;
    sx_temp_push(vm, proto);
    sx_value opts = copy_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    sx_temp_push(vm, opts);
    sx_value check = sx_number_format_locale(vm, 0, opts); /* invalid options throw now, as in ICU */
    if (check == SX_EXCEPTION) return check;
    sx_object *nf = sx_object_new(vm, SX_CLASS_OBJECT, sx_is_object(proto) ? sx_as_object(proto) : vm->realm.object_proto);
    if (nf == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(nf));
    sx_object *format = sx_native_new(vm, "", number_format_format, 1);
    if (format == NULL) return SX_EXCEPTION;
    format->u.native.data = opts;
    if (!sx_define_value(vm, nf, "format", sx_from_object(format), SX_PROP_HIDDEN)) return SX_EXCEPTION;
    return sx_from_object(nf);
}

bool sx_stdlib_init_intl(sx_vm *vm) {
    sx_object *intl = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    sx_object *ctor = sx_native_new(vm, "NumberFormat", number_format_ctor, 0);
    if (intl == NULL || proto == NULL || ctor == NULL) return false;
    ctor->oflags |= SX_OBJ_CONSTRUCTOR;
    return sx_object_define(vm, ctor, vm->atoms.prototype, sx_from_object(proto), 0) &&
           sx_object_define(vm, proto, vm->atoms.constructor, sx_from_object(ctor), SX_PROP_HIDDEN) &&
           sx_define_value(vm, intl, "NumberFormat", sx_from_object(ctor), SX_PROP_HIDDEN) &&
           sx_define_value(vm, vm->realm.global, "Intl", sx_from_object(intl), SX_PROP_HIDDEN);
}
