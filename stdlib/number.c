/* number.c - Number, Boolean, Math and the global parseInt, parseFloat, isNaN, isFinite. */
#include <float.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/iter.h"
#include "vm/fdlibm/sx_fdlibm.h"
#include "stdlib/intl_number.h"
#include "stdlib/stdlib.h"
#include "vm/meter.h"

/* ---------------------------------------------------------------------------------------------
 * Helpers
 * ------------------------------------------------------------------------------------------- */

static sx_value str_value(sx_string *s) { return s ? sx_from_string(s) : SX_EXCEPTION; }

/* A string from the ASCII C text of a conversion (toFixed & co.), charged as one conversion plus a unit per digit
 * (vm/meter.h), like toString(radix). */
static sx_value ascii_value(sx_vm *vm, const char *text, int len) {
    if (!sx_meter_charge(vm, SX_METER_NUMBER_UNITS + (uint64_t)len)) return SX_EXCEPTION;
    return str_value(sx_string_new_latin1(vm, (const uint8_t *)text, (uint32_t)len));
}

/* ToIntegerOrInfinity(v). */
static bool to_integer(sx_vm *vm, sx_value v, double *out) {
    if (!sx_to_number(vm, v, out)) return false;
    *out = sx_double_to_integer(*out);
    return true;
}

static bool is_digit(uint16_t c) { return c >= '0' && c <= '9'; }

/* The value of c as a digit in any radix up to 36, or 99. */
static int digit_value(uint16_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

/* Natives may only read argv until they call back into the VM: variadic functions copy their
 * arguments first (the originals stay on the VM stack and so remain GC roots). */
static sx_value *copy_args(sx_vm *vm, int argc, const sx_value *argv) {
    sx_value *copy = sx_mem_alloc(vm, (size_t)(argc > 0 ? argc : 1) * sizeof *copy);
    if (copy == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    for (int i = 0; i < argc; i++) copy[i] = argv[i];
    return copy;
}

static void free_args(sx_vm *vm, sx_value *copy, int argc) {
    sx_mem_free(vm, copy, (size_t)(argc > 0 ? argc : 1) * sizeof *copy);
}

/* ---------------------------------------------------------------------------------------------
 * parseInt
 * ------------------------------------------------------------------------------------------- */

/* Digits s[i..end) in radix 2, 4, 8, 16 or 32 (bits per digit = log2 radix), rounded to the
 * nearest double (ties to even), exactly. */
static double parse_pow2(const sx_string *s, uint32_t i, uint32_t end, int bits) {
    uint64_t m = 0; /* the first significant bits, at most 64 */
    int nbits = 0;
    int64_t dropped = 0; /* bits that did not fit */
    bool sticky = false; /* one of the dropped bits was 1 */
    for (; i < end; i++) {
        int d = digit_value(sx_string_at(s, i));
        for (int b = bits - 1; b >= 0; b--) {
            int bit = (d >> b) & 1;
            if (nbits == 0 && bit == 0) continue; /* leading zeros */
            if (nbits < 64) m = (m << 1) | (uint64_t)bit, nbits++;
            else dropped++, sticky |= bit;
        }
    }
    if (nbits > 53) { /* keep 53 bits, round the rest half to even */
        int shift = nbits - 53;
        uint64_t rest = m & (((uint64_t)1 << shift) - 1), half = (uint64_t)1 << (shift - 1);
        m >>= shift;
        dropped += shift;
        if (rest > half || (rest == half && (sticky || (m & 1)))) m++;
    }
    if (dropped > 2000) dropped = 2000; /* Infinity either way */
    return ldexp((double)m, (int)dropped);
}

/* Other radices the way V8 does it: 32-bit chunks multiplied in, which may round slightly
 * differently from exact arithmetic above 2^53 (the spec allows this). */
static double parse_generic(const sx_string *s, uint32_t i, uint32_t end, int radix) {
    const uint32_t max_multiplier = 0xFFFFFFFFu / 36;
    double result = 0;
    while (i < end) {
        uint32_t part = 0, multiplier = 1;
        while (i < end) {
            uint32_t m = multiplier * (uint32_t)radix;
            if (m > max_multiplier) break;
            part = part * (uint32_t)radix + (uint32_t)digit_value(sx_string_at(s, i));
            multiplier = m;
            i++;
        }
        result = result * multiplier + part;
    }
    return result;
}

/* The magnitude of the digits s[start..end) in radix. */
static double parse_digits(sx_vm *vm, sx_string *s, uint32_t start, uint32_t end, int radix, bool *ok) {
    *ok = true;
    if (radix == 10) { /* exact, through the decimal reader */
        sx_string *digits = sx_string_substring(vm, s, start, end);
        if (digits == NULL) return *ok = false, 0;
        return sx_string_to_number(digits);
    }
    int bits = radix == 2 ? 1 : radix == 4 ? 2 : radix == 8 ? 3 : radix == 16 ? 4 : radix == 32 ? 5 : 0;
    return bits ? parse_pow2(s, start, end, bits) : parse_generic(s, start, end, radix);
}

static sx_value global_parse_int(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value a1 = sx_arg(argc, argv, 1);
    sx_string *s = sx_to_string(vm, sx_arg(argc, argv, 0));
    if (s == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(s));
    int32_t radix;
    if (!sx_to_int32(vm, a1, &radix)) return SX_EXCEPTION;
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION; /* the scan is charged (vm/meter.h) */
    uint32_t i = 0, n = s->len;
    while (i < n && sx_is_js_space(sx_string_at(s, i))) i++;
    bool negative = i < n && sx_string_at(s, i) == '-';
    if (i < n && (sx_string_at(s, i) == '-' || sx_string_at(s, i) == '+')) i++;
    bool strip_prefix = radix == 0 || radix == 16;
    if (radix == 0) radix = 10;
    if (radix < 2 || radix > 36) return sx_number(NAN);
    if (strip_prefix && i + 1 < n && sx_string_at(s, i) == '0' && (sx_string_at(s, i + 1) | 0x20) == 'x') {
        i += 2;
        radix = 16;
    }
    uint32_t end = i;
    while (end < n && digit_value(sx_string_at(s, end)) < radix) end++;
    if (end == i) return sx_number(NAN);
    bool ok;
    double v = parse_digits(vm, s, i, end, radix, &ok);
    if (!ok) return SX_EXCEPTION;
    return sx_number(negative ? -v : v);
}

/* ---------------------------------------------------------------------------------------------
 * parseFloat: the longest prefix that is a StrDecimalLiteral ("Infinity" included).
 * ------------------------------------------------------------------------------------------- */

/* End of the decimal literal starting at i (i itself when there is none). */
static uint32_t decimal_prefix_end(const sx_string *s, uint32_t i) {
    uint32_t n = s->len, p = i, digits = 0;
    while (p < n && is_digit(sx_string_at(s, p))) p++, digits++;
    if (p < n && sx_string_at(s, p) == '.') {
        uint32_t q = p + 1, frac = 0;
        while (q < n && is_digit(sx_string_at(s, q))) q++, frac++;
        if (digits + frac > 0) p = q; /* "5." counts, a lone "." does not */
        digits += frac;
    }
    if (digits == 0) return i;
    if (p < n && (sx_string_at(s, p) | 0x20) == 'e') { /* the exponent only if it has digits */
        uint32_t q = p + 1;
        if (q < n && (sx_string_at(s, q) == '+' || sx_string_at(s, q) == '-')) q++;
        if (q < n && is_digit(sx_string_at(s, q))) {
            while (q < n && is_digit(sx_string_at(s, q))) q++;
            p = q;
        }
    }
    return p;
}

static bool has_word_at(const sx_string *s, uint32_t i, const char *word) {
    for (; *word; word++, i++)
        if (i >= s->len || sx_string_at(s, i) != (uint16_t)*word) return false;
    return true;
}

static sx_value global_parse_float(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_string *s = sx_to_string(vm, sx_arg(argc, argv, 0));
    if (s == NULL || !sx_meter_chars(vm, s->len)) return SX_EXCEPTION; /* the scan is charged */
    uint32_t i = 0;
    while (i < s->len && sx_is_js_space(sx_string_at(s, i))) i++;
    uint32_t start = i;
    bool negative = i < s->len && sx_string_at(s, i) == '-';
    if (i < s->len && (sx_string_at(s, i) == '-' || sx_string_at(s, i) == '+')) i++;
    if (has_word_at(s, i, "Infinity")) return sx_number(negative ? -INFINITY : INFINITY);
    uint32_t end = decimal_prefix_end(s, i);
    if (end == i) return sx_number(NAN);
    sx_string *text = sx_string_substring(vm, s, start, end);
    return text ? sx_number(sx_string_to_number(text)) : SX_EXCEPTION;
}

static sx_value global_is_nan(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    double d;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &d)) return SX_EXCEPTION;
    return sx_bool(isnan(d));
}

static sx_value global_is_finite(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    double d;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &d)) return SX_EXCEPTION;
    return sx_bool(isfinite(d));
}

/* ---------------------------------------------------------------------------------------------
 * Number
 * ------------------------------------------------------------------------------------------- */

/* Number(v) converts; new Number(v) makes a wrapper object. */
static sx_value number_ctor(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    bool construct = vm->new_target != NULL;
    double d = 0;
    sx_value n = sx_number(0);
    if (argc > 0 && !sx_to_numeric(vm, argv[0], &n)) return SX_EXCEPTION; /* Number(2n ** 64n) converts */
    d = sx_is_bigint(n) ? sx_bigint_to_double(sx_as_bigint(n)) : sx_to_double(n);
    if (!construct) return sx_number(d);
    sx_object *proto = sx_new_target_proto(vm, sx_realm(vm)->number_proto);
    sx_object *o = proto ? sx_object_new(vm, SX_CLASS_NUMBER, proto) : NULL;
    if (o == NULL) return SX_EXCEPTION;
    o->u.box.value = sx_number(d);
    return sx_from_object(o);
}

static bool arg_is_integer(int argc, const sx_value *argv, double *out) {
    sx_value v = sx_arg(argc, argv, 0);
    if (!sx_is_number(v)) return false;
    *out = sx_to_double(v);
    return isfinite(*out) && trunc(*out) == *out;
}

static sx_value number_is_integer(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t;
    double d;
    return sx_bool(arg_is_integer(argc, argv, &d));
}

static sx_value number_is_safe_integer(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t;
    double d;
    return sx_bool(arg_is_integer(argc, argv, &d) && fabs(d) <= 9007199254740991.0);
}

static sx_value number_is_finite(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    return sx_bool(sx_is_number(v) && isfinite(sx_to_double(v)));
}

static sx_value number_is_nan(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    return sx_bool(sx_is_number(v) && isnan(sx_to_double(v)));
}

/* thisNumberValue: a number or a Number wrapper, else node's TypeError. */
static bool this_number(sx_vm *vm, sx_value t, const char *method, double *out) {
    if (sx_is_object(t) && sx_as_object(t)->cls == SX_CLASS_NUMBER) t = sx_as_object(t)->u.box.value;
    if (sx_is_number(t)) {
        *out = sx_to_double(t);
        return true;
    }
    sx_throw_type(vm, "Number.prototype.%s requires that 'this' be a Number", method);
    return false;
}

static sx_value number_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    double x, radix = 10;
    if (!this_number(vm, t, "toString", &x)) return SX_EXCEPTION;
    if (a0 != SX_UNDEFINED && !to_integer(vm, a0, &radix)) return SX_EXCEPTION;
    if (radix < 2 || radix > 36) return sx_throw_range(vm, "toString() radix argument must be between 2 and 36");
    return str_value(radix == 10 ? sx_number_to_string(vm, x) : sx_number_to_radix(vm, x, (int)radix));
}

static sx_value number_to_fixed(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    double x, f;
    if (!this_number(vm, t, "toFixed", &x) || !to_integer(vm, a0, &f)) return SX_EXCEPTION;
    if (f < 0 || f > 100) return sx_throw_range(vm, "toFixed() digits argument must be between 0 and 100");
    char buf[256];
    return ascii_value(vm, buf, sx_number_to_fixed(x, (int)f, buf, sizeof buf));
}

static sx_value number_to_exponential(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    double x, f;
    if (!this_number(vm, t, "toExponential", &x) || !to_integer(vm, a0, &f)) return SX_EXCEPTION;
    if (!isfinite(x)) return str_value(sx_number_to_string(vm, x));
    if (f < 0 || f > 100) return sx_throw_range(vm, "toExponential() argument must be between 0 and 100");
    char buf[256];
    return ascii_value(vm, buf, sx_number_to_exponential(x, a0 == SX_UNDEFINED ? -1 : (int)f, buf, sizeof buf));
}

static sx_value number_to_precision(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    double x, p;
    if (!this_number(vm, t, "toPrecision", &x)) return SX_EXCEPTION;
    if (a0 == SX_UNDEFINED) return str_value(sx_number_to_string(vm, x));
    if (!to_integer(vm, a0, &p)) return SX_EXCEPTION;
    if (!isfinite(x)) return str_value(sx_number_to_string(vm, x));
    if (p < 1 || p > 100) return sx_throw_range(vm, "toPrecision() argument must be between 1 and 100");
    char buf[256];
    return ascii_value(vm, buf, sx_number_to_precision(x, (int)p, buf, sizeof buf));
}

static sx_value number_value_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    double x;
    return this_number(vm, t, "valueOf", &x) ? sx_number(x) : SX_EXCEPTION;
}

/* Number.prototype.toLocaleString(locales, options): Intl.NumberFormat's text (stdlib/intl_number.c). */
static sx_value number_to_locale_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    double x;
    sx_nf f;
    if (!this_number(vm, t, "toLocaleString", &x) ||
        !sx_nf_init(vm, "Number.prototype.toLocaleString", sx_arg(argc, argv, 0), sx_arg(argc, argv, 1), &f))
        return SX_EXCEPTION;
    return sx_nf_format(vm, &f, x);
}

/* ---------------------------------------------------------------------------------------------
 * Boolean
 * ------------------------------------------------------------------------------------------- */

static sx_value boolean_ctor(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value b = sx_bool(sx_to_boolean(sx_arg(argc, argv, 0)));
    if (vm->new_target == NULL) return b;
    sx_object *proto = sx_new_target_proto(vm, sx_realm(vm)->boolean_proto);
    sx_object *o = proto ? sx_object_new(vm, SX_CLASS_BOOLEAN, proto) : NULL;
    if (o == NULL) return SX_EXCEPTION;
    o->u.box.value = b;
    return sx_from_object(o);
}

static sx_value this_boolean(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_object(t) && sx_as_object(t)->cls == SX_CLASS_BOOLEAN) t = sx_as_object(t)->u.box.value;
    if (sx_is_bool(t)) return t;
    return sx_throw_type(vm, "Boolean.prototype.%s requires that 'this' be a Boolean", method);
}

static sx_value boolean_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_value b = this_boolean(vm, t, "toString");
    if (b == SX_EXCEPTION) return b;
    return sx_from_string(b == SX_TRUE ? sx_atoms(vm)->true_ : sx_atoms(vm)->false_);
}

static sx_value boolean_value_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return this_boolean(vm, t, "valueOf");
}

/* ---------------------------------------------------------------------------------------------
 * Math
 * ------------------------------------------------------------------------------------------- */

/* Math.round: the nearest integer, halves toward +Infinity; -0 and values in [-0.5, 0) give -0. */
static double js_round(double x) {
    if (!isfinite(x) || x == 0) return x;
    if (x > 0 && x < 0.5) return 0.0;
    if (x < 0 && x >= -0.5) return -0.0;
    double r = floor(x);
    return x - r >= 0.5 ? r + 1 : r;
}

static double js_sign(double x) { return x > 0 ? 1 : x < 0 ? -1 : x; /* NaN, +0 and -0 as they are */ }
static double js_fround(double x) { return (double)(float)x; }
static double js_trunc(double x) { return trunc(x); }

static double js_clz32(double x) {
    uint32_t u = (uint32_t)sx_double_to_int32(x);
    return u == 0 ? 32 : __builtin_clz(u);
}

/* The transcendental functions are fdlibm's, as in V8 (vm/fdlibm/sx_fdlibm.h), with V8's
 * changes to them: exp(1) is e, tanh(x) is x below 2^-28, atan2 is +-pi/2 when |y/x| > 2^60. */
static uint32_t high_word(double x) {
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    return (uint32_t)(bits >> 32) & 0x7FFFFFFF; /* without the sign */
}

/* V8 returns e itself for exp(1), where fdlibm is one unit off; fdlibm's cosh calls this too. */
double sx_fdlibm_exp(double x) { return x == 1 ? M_E : sx_fdlibm_exp_core(x); }

static double js_tanh(double x) { return high_word(x) < 0x3E300000 ? x : sx_fdlibm_tanh(x); }

static double js_atan2(double y, double x) {
    bool huge_ratio =
        isfinite(x) && isfinite(y) && x != 0 && y != 0 && x != 1 && ((int32_t)(high_word(y) - high_word(x)) >> 20) > 60;
    return huge_ratio ? copysign(M_PI_2, y) : sx_fdlibm_atan2(y, x);
}

/* One native per one-argument function: ToNumber the argument, apply fn. */
#define SX_MATH_UNARY(name, fn)                                                                                        \
    static sx_value math_##name(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                               \
        (void)t;                                                                                                       \
        double x;                                                                                                      \
        if (!sx_to_number(vm, sx_arg(argc, argv, 0), &x)) return SX_EXCEPTION;                                         \
        return sx_number(fn(x));                                                                                       \
    }

SX_MATH_UNARY(abs, fabs)
SX_MATH_UNARY(acos, sx_fdlibm_acos)
SX_MATH_UNARY(acosh, sx_fdlibm_acosh)
SX_MATH_UNARY(asin, sx_fdlibm_asin)
SX_MATH_UNARY(asinh, sx_fdlibm_asinh)
SX_MATH_UNARY(atan, sx_fdlibm_atan)
SX_MATH_UNARY(atanh, sx_fdlibm_atanh)
SX_MATH_UNARY(cbrt, stdlib_base_cbrt)
SX_MATH_UNARY(ceil, ceil)
SX_MATH_UNARY(clz32, js_clz32)
SX_MATH_UNARY(cos, sx_fdlibm_cos)
SX_MATH_UNARY(cosh, sx_fdlibm_cosh)
SX_MATH_UNARY(exp, sx_fdlibm_exp)
SX_MATH_UNARY(expm1, sx_fdlibm_expm1)
SX_MATH_UNARY(floor, floor)
SX_MATH_UNARY(fround, js_fround)
SX_MATH_UNARY(log, sx_fdlibm_log)
SX_MATH_UNARY(log1p, sx_fdlibm_log1p)
SX_MATH_UNARY(log10, sx_fdlibm_log10)
SX_MATH_UNARY(log2, stdlib_base_log2)
SX_MATH_UNARY(round, js_round)
SX_MATH_UNARY(sign, js_sign)
SX_MATH_UNARY(sin, sx_fdlibm_sin)
SX_MATH_UNARY(sinh, sx_fdlibm_sinh)
SX_MATH_UNARY(sqrt, sqrt)
SX_MATH_UNARY(tan, sx_fdlibm_tan)
SX_MATH_UNARY(tanh, js_tanh)
SX_MATH_UNARY(trunc, js_trunc)

/* Two arguments, both converted (in order) before anything else. */
static bool two_numbers(sx_vm *vm, int argc, const sx_value *argv, double *x, double *y) {
    sx_value b = sx_arg(argc, argv, 1);
    return sx_to_number(vm, sx_arg(argc, argv, 0), x) && sx_to_number(vm, b, y);
}

static sx_value math_atan2(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double y, x;
    return two_numbers(vm, argc, argv, &y, &x) ? sx_number(js_atan2(y, x)) : SX_EXCEPTION;
}

static sx_value math_pow(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x, y;
    return two_numbers(vm, argc, argv, &x, &y) ? sx_number(sx_number_pow(x, y)) : SX_EXCEPTION;
}

static sx_value math_imul(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x, y;
    if (!two_numbers(vm, argc, argv, &x, &y)) return SX_EXCEPTION;
    uint32_t p = (uint32_t)sx_double_to_int32(x) * (uint32_t)sx_double_to_int32(y);
    return sx_number((int32_t)p);
}

/* Every argument ToNumber'd, in order (all of them, even after a NaN), into a VM array. */
static double *numbers_of_args(sx_vm *vm, int argc, const sx_value *argv) {
    sx_value *args = copy_args(vm, argc, argv);
    double *nums = args ? sx_mem_alloc(vm, (size_t)(argc > 0 ? argc : 1) * sizeof *nums) : NULL;
    bool ok = nums != NULL;
    if (args != NULL && nums == NULL) sx_throw_oom(vm);
    for (int i = 0; ok && i < argc; i++) ok = sx_to_number(vm, args[i], &nums[i]);
    if (args) free_args(vm, args, argc);
    if (!ok && nums) sx_mem_free(vm, nums, (size_t)(argc > 0 ? argc : 1) * sizeof *nums), nums = NULL;
    return nums;
}

static void free_numbers(sx_vm *vm, double *nums, int argc) {
    sx_mem_free(vm, nums, (size_t)(argc > 0 ? argc : 1) * sizeof *nums);
}

/* Math.max / Math.min: NaN wins, and +0 is larger than -0. */
static sx_value max_min(sx_vm *vm, int argc, const sx_value *argv, bool want_max) {
    double *nums = numbers_of_args(vm, argc, argv);
    if (nums == NULL) return SX_EXCEPTION;
    double r = want_max ? -INFINITY : INFINITY;
    for (int i = 0; i < argc; i++) {
        double x = nums[i];
        if (isnan(x) || isnan(r)) r = NAN;
        else if (x == r && x == 0) r = (signbit(x) == want_max) ? r : x; /* max prefers +0, min -0 */
        else if (want_max ? x > r : x < r) r = x;
    }
    free_numbers(vm, nums, argc);
    return sx_number(r);
}

static sx_value math_max(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return max_min(vm, argc, argv, true);
}

static sx_value math_min(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return max_min(vm, argc, argv, false);
}

/* Math.hypot as V8 computes it: an infinity wins over NaN; otherwise the values are scaled by
 * the largest one and their squares added with Kahan's compensated summation. */
static sx_value math_hypot(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double *nums = numbers_of_args(vm, argc, argv);
    if (nums == NULL) return SX_EXCEPTION;
    double max = 0, r;
    bool nan = false, inf = false;
    for (int i = 0; i < argc; i++) {
        double a = fabs(nums[i]);
        nums[i] = a;
        if (isnan(a)) nan = true;
        else if (isinf(a)) inf = true;
        else if (a > max) max = a;
    }
    if (inf) r = INFINITY;
    else if (nan) r = NAN;
    else if (max == 0) r = 0;
    else {
        double sum = 0, compensation = 0;
        for (int i = 0; i < argc; i++) {
            double n = nums[i] / max, summand = n * n - compensation, next = sum + summand;
            compensation = (next - sum) - summand;
            sum = next;
        }
        r = sqrt(sum) * max;
    }
    free_numbers(vm, nums, argc);
    return sx_number(r);
}

/* Math.random: xorshift128+ over sx_js_state(vm)->random_state (seeded from the run options), giving the
 * top 53 bits of each output as a double in [0, 1). Deterministic for a given seed. */
static sx_value math_random(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    uint64_t *st = sx_js_state(vm)->random_state;
    if (st[0] == 0 && st[1] == 0) st[0] = 0x9E3779B97F4A7C15ull; /* an all-zero state never moves */
    uint64_t s1 = st[0], s0 = st[1];
    st[0] = s0;
    s1 ^= s1 << 23;
    s1 ^= s1 >> 17;
    s1 ^= s0 ^ (s0 >> 26);
    st[1] = s1;
    return sx_number((double)((st[0] + st[1]) >> 11) * 0x1.0p-53);
}

/* ---------------------------------------------------------------------------------------------
 * Registration
 * ------------------------------------------------------------------------------------------- */

static const sx_native_def global_functions[] = {
    {"parseInt", global_parse_int, 2},
    {"parseFloat", global_parse_float, 1},
    {"isNaN", global_is_nan, 1},
    {"isFinite", global_is_finite, 1},
};

static const sx_native_def number_statics[] = {
    {"isFinite", number_is_finite, 1},
    {"isInteger", number_is_integer, 1},
    {"isNaN", number_is_nan, 1},
    {"isSafeInteger", number_is_safe_integer, 1},
};

static const sx_native_def number_methods[] = {
    {"toExponential", number_to_exponential, 1},
    {"toFixed", number_to_fixed, 1},
    {"toLocaleString", number_to_locale_string, 0},
    {"toPrecision", number_to_precision, 1},
    {"toString", number_to_string, 1},
    {"valueOf", number_value_of, 0},
};

static const sx_native_def boolean_methods[] = {
    {"toString", boolean_to_string, 0},
    {"valueOf", boolean_value_of, 0},
};

/*
 * Math.sumPrecise(iterable) (ES2026): the exactly rounded sum of the numbers. Shewchuk's
 * non-overlapping partials (as Python's math.fsum), with an overflow count in units of 2^1024
 * so an intermediate sum past the largest double still rounds right (the proposal's reference
 * algorithm, github.com/tc39/proposal-math-sum).
 */
#define SUM_MAX_PARTIALS 80 /* non-overlapping doubles span 2^-1074 .. 2^1024: at most ~40 */

typedef struct exact_sum {
    double partials[SUM_MAX_PARTIALS];
    int n;
    double overflow; /* the sum is partials + overflow * 2^1024 */
} exact_sum;

static void two_sum(double x, double y, double *hi, double *lo) {
    *hi = x + y;
    *lo = y - (*hi - x);
}

static void exact_sum_add(exact_sum *s, double x) {
    int used = 0;
    for (int i = 0; i < s->n; i++) {
        double y = s->partials[i], hi, lo;
        if (fabs(x) < fabs(y)) {
            double t = x;
            x = y, y = t;
        }
        two_sum(x, y, &hi, &lo);
        if (isinf(hi)) { /* take 2^1024 out into the overflow count */
            double sign = hi > 0 ? 1 : -1;
            s->overflow += sign;
            x = (x - sign * 0x1p1023) - sign * 0x1p1023;
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y, y = t;
            }
            two_sum(x, y, &hi, &lo);
        }
        if (lo != 0) s->partials[used++] = lo;
        x = hi;
    }
    s->n = used;
    if (x != 0 && s->n < SUM_MAX_PARTIALS) s->partials[s->n++] = x;
}

static double exact_sum_round(exact_sum *s) {
    int n = s->n - 1;
    double hi = 0, lo = 0;
    const double max_ulp = 0x1p971; /* the last place of DBL_MAX */
    if (s->overflow != 0) {
        double next = n >= 0 ? s->partials[n] : 0;
        --n;
        if (fabs(s->overflow) > 1 || (s->overflow > 0 && next > 0) || (s->overflow < 0 && next < 0))
            return s->overflow > 0 ? INFINITY : -INFINITY;
        two_sum(s->overflow * 0x1p1023, next / 2, &hi, &lo); /* halved, so it cannot overflow */
        lo *= 2;
        if (isinf(2 * hi)) { /* rounds to DBL_MAX only when the next partial pulls it down */
            if (hi > 0)
                return hi == 0x1p1023 && lo == -(max_ulp / 2) && n >= 0 && s->partials[n] < 0 ? DBL_MAX : INFINITY;
            return hi == -0x1p1023 && lo == max_ulp / 2 && n >= 0 && s->partials[n] > 0 ? -DBL_MAX : -INFINITY;
        }
        if (lo != 0) {
            s->partials[++n] = lo;
            lo = 0;
        }
        hi *= 2;
    }
    while (n >= 0) {
        double x = hi, y = s->partials[n--];
        two_sum(x, y, &hi, &lo);
        if (lo != 0) break;
    }
    /* a round-off of exactly half an ulp: the next partial decides the direction */
    if (n >= 0 && ((lo < 0 && s->partials[n] < 0) || (lo > 0 && s->partials[n] > 0))) {
        double y = lo * 2, x = hi + y;
        if (y == x - hi) hi = x;
    }
    return hi;
}

static sx_value math_sum_precise(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value items = sx_arg(argc, argv, 0);
    if (sx_is_nullish(items)) return sx_throw_type(vm, "Math.sumPrecise called on null or undefined");
    sx_value it = sx_iter_get(vm, items);
    if (it == SX_EXCEPTION) return it;
    sx_temp_push(vm, it);
    exact_sum sum = {.n = 0, .overflow = 0};
    enum { MINUS_ZERO, FINITE, PLUS_INF, MINUS_INF, NOT_A_NUMBER } state = MINUS_ZERO;
    sx_value v, out = SX_UNDEFINED;
    int r;
    while (out == SX_UNDEFINED && (r = sx_iter_next(vm, sx_as_object(it), &v)) > 0) {
        if (!sx_is_number(v)) { /* TypeError, after closing the iterator */
            sx_value e, ignored;
            char what[96];
            sx_value_label(vm, v, what, sizeof what);
            sx_throw_type(vm, "Math.sumPrecise: %s is not a number", what);
            if (sx_take_exception(vm, &e)) {
                sx_temp_push(vm, e);
                if (sx_iter_close(vm, it) || sx_take_exception(vm, &ignored)) sx_throw(vm, e);
                sx_temp_pop(vm, 1);
            }
            out = SX_EXCEPTION;
            break;
        }
        double d = sx_to_double(v);
        if (state == NOT_A_NUMBER) continue;
        if (d != d) state = NOT_A_NUMBER;
        else if (d == INFINITY) state = state == MINUS_INF ? NOT_A_NUMBER : PLUS_INF;
        else if (d == -INFINITY) state = state == PLUS_INF ? NOT_A_NUMBER : MINUS_INF;
        else if (!(d == 0 && signbit(d)) && (state == MINUS_ZERO || state == FINITE)) {
            state = FINITE;
            exact_sum_add(&sum, d);
        }
    }
    sx_temp_pop(vm, 1);
    if (out == SX_EXCEPTION || r < 0) return SX_EXCEPTION;
    switch (state) {
    case NOT_A_NUMBER: return sx_number(NAN);
    case PLUS_INF: return sx_number(INFINITY);
    case MINUS_INF: return sx_number(-INFINITY);
    case MINUS_ZERO: return sx_number(-0.0);
    default: return sx_number(exact_sum_round(&sum));
    }
}

static const sx_native_def math_functions[] = {
    {"abs", math_abs, 1},     {"acos", math_acos, 1},     {"acosh", math_acosh, 1},
    {"asin", math_asin, 1},   {"asinh", math_asinh, 1},   {"atan", math_atan, 1},
    {"atanh", math_atanh, 1}, {"atan2", math_atan2, 2},   {"ceil", math_ceil, 1},
    {"cbrt", math_cbrt, 1},   {"expm1", math_expm1, 1},   {"clz32", math_clz32, 1},
    {"cos", math_cos, 1},     {"cosh", math_cosh, 1},     {"exp", math_exp, 1},
    {"floor", math_floor, 1}, {"fround", math_fround, 1}, {"hypot", math_hypot, 2},
    {"imul", math_imul, 2},   {"log", math_log, 1},       {"log1p", math_log1p, 1},
    {"log2", math_log2, 1},   {"log10", math_log10, 1},   {"max", math_max, 2},
    {"min", math_min, 2},     {"pow", math_pow, 2},       {"random", math_random, 0},
    {"round", math_round, 1}, {"sign", math_sign, 1},     {"sin", math_sin, 1},
    {"sinh", math_sinh, 1},   {"sqrt", math_sqrt, 1},     {"tan", math_tan, 1},
    {"tanh", math_tanh, 1},   {"trunc", math_trunc, 1},   {"sumPrecise", math_sum_precise, 1},
};

typedef struct named_number {
    const char *name;
    double value;
} named_number;

static const named_number number_constants[] = {
    {"MAX_SAFE_INTEGER", 9007199254740991.0},
    {"MIN_SAFE_INTEGER", -9007199254740991.0},
    {"MAX_VALUE", DBL_MAX},
    {"MIN_VALUE", 0x1p-1074},
    {"EPSILON", DBL_EPSILON},
    {"POSITIVE_INFINITY", INFINITY},
    {"NEGATIVE_INFINITY", -INFINITY},
    {"NaN", NAN},
};

static const named_number math_constants[] = {
    {"E", 2.718281828459045},        {"LN10", 2.302585092994046},   {"LN2", 0.6931471805599453},
    {"LOG10E", 0.4342944819032518},  {"LOG2E", 1.4426950408889634}, {"PI", 3.141592653589793},
    {"SQRT1_2", 0.7071067811865476}, {"SQRT2", 1.4142135623730951},
};

/* Constants are read-only, non-enumerable and non-configurable (flags 0). */
static bool define_numbers(sx_vm *vm, sx_object *o, const named_number *defs, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!sx_define_value(vm, o, defs[i].name, sx_number(defs[i].value), 0)) return false;
    return true;
}

/* Number.parseInt and Number.parseFloat are the global functions themselves. */
static bool share_global(sx_vm *vm, sx_object *number_ctor_obj, const char *name) {
    sx_string *key = sx_atom(vm, name);
    sx_prop *p = key != NULL ? sx_object_find(vm, vm->realm.global, key) : NULL;
    return p != NULL && sx_define_value(vm, number_ctor_obj, name, p->value, SX_PROP_HIDDEN);
}

static bool init_math(sx_vm *vm) {
    sx_object *math = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    return math != NULL && SX_DEFINE_NATIVES(vm, math, math_functions) &&
           define_numbers(vm, math, math_constants, sizeof math_constants / sizeof math_constants[0]) &&
           sx_define_value(vm, vm->realm.global, "Math", sx_from_object(math), SX_PROP_HIDDEN);
}

bool sx_stdlib_init_number(sx_vm *vm) {
    sx_js_realm *r = sx_realm(vm);
    if (!SX_DEFINE_NATIVES(vm, r->global, global_functions)) return false;
    sx_object *number = sx_define_class(vm, "Number", number_ctor, 1, r->number_proto);
    if (number == NULL || !SX_DEFINE_NATIVES(vm, number, number_statics) ||
        !SX_DEFINE_NATIVES(vm, r->number_proto, number_methods) ||
        !define_numbers(vm, number, number_constants, sizeof number_constants / sizeof number_constants[0]) ||
        !share_global(vm, number, "parseInt") || !share_global(vm, number, "parseFloat"))
        return false;
    sx_object *boolean = sx_define_class(vm, "Boolean", boolean_ctor, 1, r->boolean_proto);
    return boolean != NULL && SX_DEFINE_NATIVES(vm, r->boolean_proto, boolean_methods) && init_math(vm);
}
