/* bigint_js.c - JavaScript's BigInt semantics on the VM's big integers: ToBigInt, ToNumeric, the operators, node's errors. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "runtime/runtime.h"
#include "vm/bigint.h"

/* What a failed big-integer operation throws, in V8's words. */
sx_value sx_bigint_throw(sx_vm *vm, sx_bigint_status status) {
    switch (status) {
    case SX_BIGINT_DIVIDE_BY_ZERO: return sx_throw_range(vm, "Division by zero");
    case SX_BIGINT_NEGATIVE_EXPONENT:
        return sx_throw_range(vm, "undefined must be positive"); /* (V8 11's words, sic) */
    case SX_BIGINT_TOO_BIG: return sx_throw_range(vm, "Maximum BigInt size exceeded");
    default: return SX_EXCEPTION; /* stopped by a limit: the run is already ending */
    }
}

/* (status by address: it is read after the call that fills it) */
static sx_value checked(sx_vm *vm, sx_value v, const sx_bigint_status *status) {
    return v == SX_EXCEPTION ? sx_bigint_throw(vm, *status) : v;
}

sx_value sx_bigint_of_int64(sx_vm *vm, int64_t n) { return sx_bigint_from_int64(vm, n); }

/* StringToBigInt: whitespace around; "" is 0n; 0x/0o/0b digits, or an optionally signed decimal.
 * SX_UNDEFINED when the text is not one. */
sx_value sx_string_to_bigint(sx_vm *vm, const sx_string *s) {
    uint32_t i = 0, end = s->len;
    while (i < end && sx_is_js_space(sx_string_at(s, i))) i++;
    while (end > i && sx_is_js_space(sx_string_at(s, end - 1))) end--;
    if (i == end) return sx_bigint_from_int64(vm, 0);
    int radix = 10;
    bool negative = false;
    uint16_t c0 = sx_string_at(s, i), c1 = end - i > 1 ? sx_string_at(s, i + 1) : 0;
    if (c0 == '0' && (c1 | 0x20) == 'x') radix = 16;
    else if (c0 == '0' && (c1 | 0x20) == 'o') radix = 8;
    else if (c0 == '0' && (c1 | 0x20) == 'b') radix = 2;
    if (radix != 10) i += 2;
    else if (c0 == '+' || c0 == '-') negative = c0 == '-', i++;
    if (i == end) return SX_UNDEFINED;
    size_t n = end - i;
    char small[64];
    char *digits = n < sizeof small ? small : sx_mem_alloc(vm, n);
    if (digits == NULL) return sx_throw_oom(vm);
    bool ok = true;
    for (size_t k = 0; k < n && ok; k++) {
        uint16_t c = sx_string_at(s, i + (uint32_t)k);
        int d = c >= '0' && c <= '9' ? c - '0' : (c | 0x20) >= 'a' && (c | 0x20) <= 'z' ? (c | 0x20) - 'a' + 10 : 99;
        ok = d < radix;
        digits[k] = (char)c;
    }
    sx_value v = SX_UNDEFINED;
    if (ok) {
        sx_bigint_status st = SX_BIGINT_OK;
        v = checked(vm, sx_bigint_from_digits(vm, digits, n, radix, negative, &st), &st);
    }
    if (digits != small) sx_mem_free(vm, digits, n);
    return v;
}

/* "Cannot convert X to a BigInt" with X as V8 shows it. */
static sx_value cannot_convert(sx_vm *vm, sx_value v, bool syntax) {
    char what[128];
    sx_value_label(vm, v, what, sizeof what);
    if (syntax) return sx_throw_syntax(vm, "Cannot convert %s to a BigInt", what);
    return sx_throw_type(vm, "Cannot convert %s to a BigInt", what);
}

/* ToBigInt (BigInt.asIntN, BigInt() of a non-number). */
sx_value sx_to_bigint(sx_vm *vm, sx_value v) {
    sx_value p = sx_to_primitive(vm, v, 1);
    if (p == SX_EXCEPTION) return p;
    if (sx_is_bigint(p)) return p;
    if (sx_is_bool(p)) return sx_bigint_from_int64(vm, p == SX_TRUE);
    if (sx_is_string(p)) {
        sx_value r = sx_string_to_bigint(vm, sx_as_string(p));
        return r == SX_UNDEFINED ? cannot_convert(vm, p, true) : r;
    }
    if (sx_is_symbol(p)) return sx_throw_type(vm, "Cannot convert a Symbol value to a bigint");
    return cannot_convert(vm, p, false); /* undefined, null, numbers */
}

/* NumberToBigInt: an integral number exactly. */
sx_value sx_number_to_bigint(sx_vm *vm, double d) {
    if (!isfinite(d) || d != trunc(d)) {
        sx_string *s = sx_number_to_string(vm, d);
        if (s == NULL) return SX_EXCEPTION;
        char text[64];
        sx_string_to_utf8(s, text, sizeof text);
        return sx_throw_range(vm, "The number %s cannot be converted to a BigInt because it is not an integer", text);
    }
    if (fabs(d) < 9007199254740992.0) return sx_bigint_from_int64(vm, (int64_t)d);
    sx_bigint_status st = SX_BIGINT_OK;
    return checked(vm, sx_bigint_from_double(vm, d, &st), &st);
}

/* ToNumeric: a number or a BigInt. */
bool sx_to_numeric(sx_vm *vm, sx_value v, sx_value *out) {
    if (sx_is_number(v) || sx_is_bigint(v)) {
        *out = v;
        return true;
    }
    sx_value p = sx_to_primitive(vm, v, 1);
    if (p == SX_EXCEPTION) return false;
    if (sx_is_bigint(p)) {
        *out = p;
        return true;
    }
    double d;
    if (!sx_to_number(vm, p, &d)) return false;
    *out = sx_number(d);
    return true;
}

sx_value sx_bigint_mix_error(sx_vm *vm) {
    return sx_throw_type(vm, "Cannot mix BigInt and other types, use explicit conversions");
}

/* a OP b for two BigInts (SUB..USHR and ADD). */
sx_value sx_bigint_arith(sx_vm *vm, int opcode, sx_value a, sx_value b) {
    sx_bigint_op op;
    switch (opcode) {
    case SX_OP_CODE_ADD: op = SX_BIGINT_ADD; break;
    case SX_OP_CODE_SUB: op = SX_BIGINT_SUB; break;
    case SX_OP_CODE_MUL: op = SX_BIGINT_MUL; break;
    case SX_OP_CODE_DIV: op = SX_BIGINT_DIV; break;
    case SX_OP_CODE_MOD: op = SX_BIGINT_REM; break;
    case SX_OP_CODE_POW: op = SX_BIGINT_POW; break;
    case SX_OP_CODE_BAND: op = SX_BIGINT_AND; break;
    case SX_OP_CODE_BOR: op = SX_BIGINT_OR; break;
    case SX_OP_CODE_BXOR: op = SX_BIGINT_XOR; break;
    case SX_OP_CODE_SHL: op = SX_BIGINT_SHL; break;
    case SX_OP_CODE_SHR: op = SX_BIGINT_SHR; break;
    default: return sx_throw_type(vm, "BigInts have no unsigned right shift, use >> instead");
    }
    sx_bigint_status st = SX_BIGINT_OK;
    return checked(vm, sx_bigint_binary(vm, op, a, b, &st), &st);
}

/* Relational comparison of a BigInt with a number or BigInt: -1, 0, 1, or 2 (unordered: NaN). */
int sx_bigint_compare_numeric(sx_value a, sx_value b) {
    if (sx_is_bigint(a) && sx_is_bigint(b)) return sx_bigint_compare(sx_as_bigint(a), sx_as_bigint(b));
    if (sx_is_bigint(a)) {
        double d = sx_to_double(b);
        return d != d ? 2 : sx_bigint_compare_double(sx_as_bigint(a), d);
    }
    double d = sx_to_double(a);
    return d != d ? 2 : -sx_bigint_compare_double(sx_as_bigint(b), d);
}

/* NEG, BNOT, INC, DEC, TONUMBER of something that is not a number. */
sx_value sx_op_unary(sx_vm *vm, int opcode, sx_value v, bool numeric) {
    sx_value n;
    if (!sx_to_numeric(vm, v, &n)) return SX_EXCEPTION;
    if (sx_is_number(n)) {
        double d = sx_to_double(n);
        switch (opcode) {
        case SX_OP_CODE_NEG: return sx_number(-d);
        case SX_OP_CODE_INC: return sx_number(d + 1);
        case SX_OP_CODE_DEC: return sx_number(d - 1);
        case SX_OP_CODE_BNOT: return sx_number((double)~sx_double_to_int32(d));
        default: return n;
        }
    }
    sx_bigint_status st = SX_BIGINT_OK;
    switch (opcode) {
    case SX_OP_CODE_NEG: return checked(vm, sx_bigint_negate(vm, n, &st), &st);
    case SX_OP_CODE_BNOT: return checked(vm, sx_bigint_not(vm, n, &st), &st);
    case SX_OP_CODE_INC:
    case SX_OP_CODE_DEC: {
        sx_value one = sx_bigint_from_int64(vm, 1);
        if (one == SX_EXCEPTION) return one;
        sx_bigint_op op = opcode == SX_OP_CODE_INC ? SX_BIGINT_ADD : SX_BIGINT_SUB;
        return checked(vm, sx_bigint_binary(vm, op, n, one, &st), &st);
    }
    default:
        if (numeric) return n;
        return sx_throw_type(vm, "Cannot convert a BigInt value to a number");
    }
}

/* BigInt == string / number (the rest of == is sx_loose_equals). */
bool sx_bigint_loose_equals(sx_vm *vm, sx_value big, sx_value other, bool *out) {
    if (sx_is_string(other)) {
        sx_value b = sx_string_to_bigint(vm, sx_as_string(other));
        if (b == SX_EXCEPTION) return false;
        *out = b != SX_UNDEFINED && sx_bigint_equal(sx_as_bigint(big), sx_as_bigint(b));
        return true;
    }
    double d = sx_to_double(other);
    *out = isfinite(d) && sx_bigint_compare_double(sx_as_bigint(big), d) == 0;
    return true;
}
