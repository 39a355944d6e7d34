/* bigint.c - BigInt: the conversion function, asIntN/asUintN and BigInt.prototype. */
#include <math.h>

#include "stdlib/intl_number.h"
#include "stdlib/stdlib.h"
#include "vm/meter.h"

/* thisBigIntValue: a BigInt, or the wrapper Object(big) made. */
static sx_value this_bigint(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_bigint(t)) return t;
    if (sx_is_object(t) && sx_as_object(t)->cls == SX_CLASS_BIGINT) return sx_as_object(t)->u.box.value;
    return sx_throw_type(vm, "%s requires that 'this' be a BigInt", method);
}

/* BigInt(value): numbers exactly (integral ones only), everything else through ToBigInt. */
static sx_value bigint_fn(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target != NULL) return sx_throw_type(vm, "BigInt is not a constructor");
    sx_value p = sx_to_primitive(vm, sx_arg(argc, argv, 0), 1);
    if (p == SX_EXCEPTION) return p;
    if (sx_is_number(p)) return sx_number_to_bigint(vm, sx_to_double(p));
    if (sx_is_symbol(p)) {
        char what[128];
        sx_value_label(vm, p, what, sizeof what);
        return sx_throw_type(vm, "Cannot convert %s to a BigInt", what);
    }
    return sx_to_bigint(vm, p);
}

/* ToIndex of asIntN's bit count. */
static bool bit_count(sx_vm *vm, sx_value v, uint64_t *out) {
    double d;
    if (v == SX_UNDEFINED) d = 0;
    else if (!sx_to_number(vm, v, &d)) return false;
    d = sx_double_to_integer(d);
    if (d < 0 || d > 9007199254740991.0) {
        sx_throw_range(vm, "Invalid value: not (convertible to) a safe integer");
        return false;
    }
    *out = (uint64_t)d;
    return true;
}

static sx_value as_n(sx_vm *vm, int argc, const sx_value *argv, bool is_signed) {
    uint64_t bits;
    if (!bit_count(vm, sx_arg(argc, argv, 0), &bits)) return SX_EXCEPTION;
    sx_value big = sx_to_bigint(vm, sx_arg(argc, argv, 1));
    if (big == SX_EXCEPTION) return big;
    sx_bigint_status st = SX_BIGINT_OK;
    sx_value r = sx_bigint_wrap(vm, big, bits, is_signed, &st);
    return r == SX_EXCEPTION ? sx_bigint_throw(vm, st) : r;
}

static sx_value bigint_as_int_n(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return as_n(vm, argc, argv, true);
}

static sx_value bigint_as_uint_n(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return as_n(vm, argc, argv, false);
}

static sx_value bigint_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value big = this_bigint(vm, t, "BigInt.prototype.toString");
    if (big == SX_EXCEPTION) return big;
    double radix = 10;
    if (sx_arg(argc, argv, 0) != SX_UNDEFINED) {
        if (!sx_to_number(vm, argv[0], &radix)) return SX_EXCEPTION;
        radix = sx_double_to_integer(radix);
        if (radix < 2 || radix > 36) return sx_throw_range(vm, "toString() radix argument must be between 2 and 36");
    }
    sx_string *s = sx_bigint_to_string(vm, big, (int)radix);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

/* A BigInt as Intl.NumberFormat formats it: its exact decimal digits through the number
 * formatter (stdlib/intl_number.c), with every option (style, currency, digits, notation...). */
sx_value sx_bigint_format_nf(sx_vm *vm, sx_value big, const sx_nf *f, bool to_parts) {
    sx_string *s = sx_bigint_to_string(vm, big, 10);
    if (s == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(s));
    sx_value r = sx_nf_format_decimal(vm, f, (const char *)sx_string_narrow(s), s->len, to_parts);
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value bigint_to_locale_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value big = this_bigint(vm, t, "BigInt.prototype.toLocaleString");
    if (big == SX_EXCEPTION) return big;
    sx_temp_push(vm, big);
    sx_nf f;
    if (!sx_nf_init(vm, "BigInt.prototype.toLocaleString", sx_arg(argc, argv, 0), sx_arg(argc, argv, 1), &f))
        return SX_EXCEPTION;
    sx_value r = sx_bigint_format_nf(vm, big, &f, false);
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value bigint_value_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return this_bigint(vm, t, "BigInt.prototype.valueOf");
}

static const sx_native_def bigint_statics[] = {
    {"asIntN", bigint_as_int_n, 2},
    {"asUintN", bigint_as_uint_n, 2},
};
static const sx_native_def bigint_methods[] = {
    {"toLocaleString", bigint_to_locale_string, 0},
    {"toString", bigint_to_string, 0},
    {"valueOf", bigint_value_of, 0},
};

bool sx_stdlib_init_bigint(sx_vm *vm) {
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (proto == NULL) return false;
    sx_realm(vm)->bigint_proto = proto;
    sx_object *ctor = sx_define_class(vm, "BigInt", bigint_fn, 1, proto);
    if (ctor == NULL || !SX_DEFINE_NATIVES(vm, ctor, bigint_statics) || !SX_DEFINE_NATIVES(vm, proto, bigint_methods))
        return false;
    ctor->oflags &= (uint16_t)~SX_OBJ_CONSTRUCTOR; /* new BigInt() is a TypeError */
    sx_string *tag = sx_atom(vm, "BigInt");
    return tag != NULL &&
           sx_object_define(vm, proto, sx_wk_key(vm, SX_SYM_TO_STRING_TAG), sx_from_string(tag), SX_PROP_CONFIGURABLE);
}
