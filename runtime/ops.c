/* ops.c - the slow paths of JavaScript's operators, when the operands are not both numbers. */
#include <math.h>

#include "runtime/runtime.h"
#include "vm/meter.h"
#include "vm/bigint.h"

/* a + b: ToPrimitive both; concatenation if either is a string, else numeric addition. */
sx_value sx_op_add(sx_vm *vm, sx_value a, sx_value b) {
    sx_value pa = sx_to_primitive(vm, a, 0);
    if (pa == SX_EXCEPTION) return SX_EXCEPTION;
    sx_temp_push(vm, pa); /* b's conversion may run guest code (and the collector) */
    sx_value pb = sx_to_primitive(vm, b, 0);
    sx_temp_pop(vm, 1);
    if (pb == SX_EXCEPTION) return SX_EXCEPTION;
    if (sx_is_string(pa) || sx_is_string(pb)) {
        sx_string *sa = sx_to_string(vm, pa);
        if (sa == NULL) return SX_EXCEPTION;
        sx_string *sb = sx_to_string(vm, pb);
        if (sb == NULL) return SX_EXCEPTION;
        sx_string *r = sx_string_concat(vm, sa, sb);
        return r ? sx_from_string(r) : SX_EXCEPTION;
    }
    sx_value x, y;
    if (!sx_to_numeric(vm, pa, &x) || !sx_to_numeric(vm, pb, &y)) return SX_EXCEPTION;
    if (sx_is_number(x) && sx_is_number(y)) return sx_number(sx_to_double(x) + sx_to_double(y));
    if (sx_is_bigint(x) && sx_is_bigint(y)) return sx_bigint_arith(vm, SX_OP_CODE_ADD, x, y);
    return sx_bigint_mix_error(vm);
}

static double arith(int opcode, double l, double r) {
    switch (opcode) {
    case SX_OP_CODE_SUB: return l - r;
    case SX_OP_CODE_MUL: return l * r;
    case SX_OP_CODE_DIV: return l / r;
    case SX_OP_CODE_MOD: return sx_number_mod(l, r);
    case SX_OP_CODE_POW: return sx_number_pow(l, r);
    case SX_OP_CODE_BAND: return (double)(sx_double_to_int32(l) & sx_double_to_int32(r));
    case SX_OP_CODE_BOR: return (double)(sx_double_to_int32(l) | sx_double_to_int32(r));
    case SX_OP_CODE_BXOR: return (double)(sx_double_to_int32(l) ^ sx_double_to_int32(r));
    case SX_OP_CODE_SHL: return (double)(int32_t)((uint32_t)sx_double_to_int32(l) << (sx_double_to_int32(r) & 31));
    case SX_OP_CODE_SHR: return (double)(sx_double_to_int32(l) >> (sx_double_to_int32(r) & 31));
    case SX_OP_CODE_USHR: return (double)((uint32_t)sx_double_to_int32(l) >> (sx_double_to_int32(r) & 31));
    default: return NAN;
    }
}

sx_value sx_op_arith(sx_vm *vm, int opcode, sx_value a, sx_value b) {
    if (opcode >= SX_OP_CODE_LT && opcode <= SX_OP_CODE_GE) return sx_op_compare(vm, opcode, a, b);
    sx_value l, r;
    if (!sx_to_numeric(vm, a, &l)) return SX_EXCEPTION;
    sx_temp_push(vm, l); /* b's conversion may run guest code (and the collector) */
    bool ok = sx_to_numeric(vm, b, &r);
    sx_temp_pop(vm, 1);
    if (!ok) return SX_EXCEPTION;
    if (sx_is_number(l) && sx_is_number(r)) return sx_number(arith(opcode, sx_to_double(l), sx_to_double(r)));
    if (sx_is_bigint(l) && sx_is_bigint(r)) return sx_bigint_arith(vm, opcode, l, r);
    return sx_bigint_mix_error(vm);
}

static sx_value compare_result(int opcode, int c) { /* c: -1, 0, 1, or 2 for unordered */
    if (c == 2) return SX_FALSE;
    switch (opcode) {
    case SX_OP_CODE_LT: return sx_bool(c < 0);
    case SX_OP_CODE_LE: return sx_bool(c <= 0);
    case SX_OP_CODE_GT: return sx_bool(c > 0);
    default: return sx_bool(c >= 0);
    }
}

/* A comparison with a BigInt on one side (the other a primitive that is not a symbol). */
static sx_value compare_bigint(sx_vm *vm, int opcode, sx_value pa, sx_value pb) {
    if (sx_is_string(pa) || sx_is_string(pb)) { /* StringToBigInt; not one: undefined (false) */
        sx_value *s = sx_is_string(pa) ? &pa : &pb;
        sx_value big = sx_string_to_bigint(vm, sx_as_string(*s));
        if (big == SX_EXCEPTION) return big;
        if (big == SX_UNDEFINED) return SX_FALSE;
        *s = big;
    }
    sx_value x, y;
    if (!sx_to_numeric(vm, pa, &x) || !sx_to_numeric(vm, pb, &y)) return SX_EXCEPTION;
    return compare_result(opcode, sx_bigint_compare_numeric(x, y));
}

/* Relational comparison: strings compare by code units, everything else as numbers. */
sx_value sx_op_compare(sx_vm *vm, int opcode, sx_value a, sx_value b) {
    sx_value pa = sx_to_primitive(vm, a, 1);
    if (pa == SX_EXCEPTION) return SX_EXCEPTION;
    sx_temp_push(vm, pa);
    sx_value pb = sx_to_primitive(vm, b, 1);
    sx_temp_pop(vm, 1);
    if (pb == SX_EXCEPTION) return SX_EXCEPTION;
    if (sx_is_string(pa) && sx_is_string(pb)) {
        uint32_t la = sx_as_string(pa)->len, lb = sx_as_string(pb)->len;
        if (!sx_meter_chars(vm, la < lb ? la : lb)) return SX_EXCEPTION; /* the comparison is charged */
        int c = sx_string_compare(sx_as_string(pa), sx_as_string(pb));
        switch (opcode) {
        case SX_OP_CODE_LT: return sx_bool(c < 0);
        case SX_OP_CODE_LE: return sx_bool(c <= 0);
        case SX_OP_CODE_GT: return sx_bool(c > 0);
        default: return sx_bool(c >= 0);
        }
    }
    if (sx_is_bigint(pa) || sx_is_bigint(pb)) return compare_bigint(vm, opcode, pa, pb);
    double l, r;
    if (!sx_to_number(vm, pa, &l) || !sx_to_number(vm, pb, &r)) return SX_EXCEPTION;
    switch (opcode) {
    case SX_OP_CODE_LT: return sx_bool(l < r);
    case SX_OP_CODE_LE: return sx_bool(l <= r);
    case SX_OP_CODE_GT: return sx_bool(l > r);
    default: return sx_bool(l >= r);
    }
}

/* key in obj */
sx_value sx_op_in(sx_vm *vm, sx_value key, sx_value obj) {
    if (!sx_is_object(obj)) {
        sx_string *k = sx_to_string(vm, key);
        if (k == NULL) return SX_EXCEPTION;
        char kt[128], ot[128];
        sx_string_to_utf8(k, kt, sizeof kt);
        sx_string *os = sx_is_string(obj) ? sx_as_string(obj) : sx_to_string(vm, obj);
        if (os == NULL) return SX_EXCEPTION;
        sx_string_to_utf8(os, ot, sizeof ot);
        return sx_throw_type(vm, "Cannot use 'in' operator to search for '%s' in %s", kt, ot);
    }
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return SX_EXCEPTION;
    return sx_bool(sx_has_property(vm, sx_as_object(obj), k));
}

/* v instanceof ctor: walks v's prototype chain looking for ctor.prototype. */
sx_value sx_op_instanceof(sx_vm *vm, sx_value v, sx_value ctor) {
    if (!sx_is_object(ctor)) return sx_throw_type(vm, "Right-hand side of 'instanceof' is not an object");
    sx_value m = sx_get(vm, ctor, sx_wk_key(vm, SX_SYM_HAS_INSTANCE)); /* ctor[Symbol.hasInstance] */
    if (m == SX_EXCEPTION) return SX_EXCEPTION;
    if (!sx_is_nullish(m)) {
        if (!sx_is_callable(m)) return sx_throw_type(vm, "Symbol.hasInstance is not a function");
        sx_value r = sx_call(vm, m, ctor, 1, &v);
        return r == SX_EXCEPTION ? r : sx_bool(sx_to_boolean(r));
    }
    if (!sx_is_callable(ctor)) return sx_throw_type(vm, "Right-hand side of 'instanceof' is not callable");
    sx_object *c = sx_as_object(ctor);
    while (c->cls == SX_CLASS_BOUND && sx_is_object(c->u.bound.target)) c = sx_as_object(c->u.bound.target);
    if (!sx_is_object(v)) return SX_FALSE;
    sx_value proto = sx_get(vm, sx_from_object(c), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return SX_EXCEPTION;
    if (!sx_is_object(proto))
        return sx_throw_type(vm, "Function has non-object prototype 'undefined' in instanceof check");
    for (sx_object *o = sx_as_object(v)->proto; o != NULL; o = o->proto)
        if (o == sx_as_object(proto)) return SX_TRUE;
    return SX_FALSE;
}
