/* lib_core.c - more of the built-in types' methods (int.bit_length, float.hex...) and hash() with CPython's numeric hash. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"

#define RL py_rl(vm)

/* A method's receiver: `this`, or for a call through the class (int.bit_length(5), or a method
 * used as a key function with no receiver) the first argument. */
static bool receiver(sx_vm *vm, sx_value this_val, sx_object *cls, int *argc, const sx_value **argv, sx_value *out) {
    if ((this_val == SX_UNDEFINED || this_val == sx_from_object(cls)) && *argc > 0) {
        *out = (*argv)[0];
        (*argc)--, (*argv)++;
        return true;
    }
    *out = this_val;
    return true;
    (void)vm;
}

static bool is_int(sx_value v) { return sx_is_number(v) || sx_is_bigint(v) || sx_is_bool(v); }

static sx_value need(sx_vm *vm, const char *cls, const char *method, sx_value v) {
    char name[64];
    return py_raise(vm, RL->type_error, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", method, cls,
                    py_type_name(vm, v, name, sizeof name));
}

/* a Python int from an int64 (a big int past 2^53) */
static sx_value int_from_i64(sx_vm *vm, int64_t n) {
    if (n > -9007199254740992LL && n < 9007199254740992LL) return sx_number((double)n);
    return sx_bigint_from_int64(vm, n);
}

/* the binary digits of |v| (bigint), for bit_length and bit_count */
static sx_string *big_bits(sx_vm *vm, sx_value v) { return sx_bigint_to_string(vm, v, 2); }

static sx_value int_bits(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool count) {
    sx_value v;
    receiver(vm, t, RL->int_, &argc, &argv, &v);
    if (!is_int(v)) return need(vm, "int", count ? "bit_count" : "bit_length", v);
    if (sx_is_bigint(v)) {
        sx_string *s = big_bits(vm, v);
        if (s == NULL) return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
        uint32_t start = s->len > 0 && sx_string_at(s, 0) == '-', ones = 0;
        if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
        for (uint32_t i = start; i < s->len; i++) ones += sx_string_at(s, i) == '1';
        return sx_number(count ? ones : s->len - start);
    }
    double d = fabs(sx_is_bool(v) ? (double)(v == SX_TRUE) : sx_to_double(v));
    uint64_t x = (uint64_t)d;
    if (count) return sx_number(__builtin_popcountll(x));
    int n = 0;
    while (x) n++, x >>= 1;
    return sx_number(n);
}
static sx_value int_bit_length(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return int_bits(vm, t, argc, argv, false);
}
static sx_value int_bit_count(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return int_bits(vm, t, argc, argv, true);
}

static sx_value pair(sx_vm *vm, sx_value a, sx_value b) {
    sx_temp_push(vm, a), sx_temp_push(vm, b);
    sx_object *t = py_tuple_new(vm, 2);
    sx_temp_pop(vm, 2);
    if (t == NULL) return SX_EXCEPTION;
    sx_array_push(vm, t, a);
    sx_array_push(vm, t, b);
    return sx_from_object(t);
}

static sx_value int_ratio(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value v;
    receiver(vm, t, RL->int_, &argc, &argv, &v);
    if (!is_int(v)) return need(vm, "int", "as_integer_ratio", v);
    return pair(vm, sx_is_bool(v) ? sx_number(v == SX_TRUE) : v, sx_number(1));
}
static sx_value int_conjugate(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value v;
    receiver(vm, t, RL->int_, &argc, &argv, &v);
    if (!is_int(v)) return need(vm, "int", "conjugate", v);
    return sx_is_bool(v) ? sx_number(v == SX_TRUE) : v;
}

static bool float_self(sx_vm *vm, sx_value t, int *argc, const sx_value **argv, const char *m, double *out) {
    sx_value v;
    receiver(vm, t, RL->float_, argc, argv, &v);
    if (!py_is_float(v)) return need(vm, "float", m, v), false;
    *out = py_float_value(v);
    return true;
}

static sx_value float_is_integer(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    double d;
    if (!float_self(vm, t, &argc, &argv, "is_integer", &d)) return SX_EXCEPTION;
    return sx_bool(isfinite(d) && floor(d) == d);
}

static sx_value float_ratio(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    double d;
    if (!float_self(vm, t, &argc, &argv, "as_integer_ratio", &d)) return SX_EXCEPTION;
    if (isinf(d)) return py_raise(vm, RL->overflow_error, "cannot convert Infinity to integer ratio");
    if (isnan(d)) return py_raise(vm, RL->value_error, "cannot convert NaN to integer ratio");
    int e;
    double m = frexp(d, &e);
    int64_t n = (int64_t)ldexp(m, 53);
    e -= 53;
    while (n != 0 && (n & 1) == 0 && e < 0) n /= 2, e++;
    if (n == 0) e = 0;
    sx_value num = int_from_i64(vm, n), den = sx_number(1);
    if (num == SX_EXCEPTION) return num;
    sx_temp_push(vm, num);
    if (e > 0) num = py_binary(vm, PY_OP_SHL, num, sx_number(e));
    else if (e < 0) den = py_binary(vm, PY_OP_SHL, sx_number(1), sx_number(-e));
    sx_temp_pop(vm, 1);
    if (num == SX_EXCEPTION || den == SX_EXCEPTION) return SX_EXCEPTION;
    return pair(vm, num, den);
}

static sx_value text(sx_vm *vm, const char *s) {
    sx_string *r = sx_string_from_utf8(vm, s, strlen(s));
    return r ? sx_from_string(r) : sx_throw_oom(vm);
}

/* float.hex(): CPython's 0x1.<13 hex digits>p<exp> (subnormals as 0x0.<digits>p-1022) */
static sx_value float_hex(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    double d;
    if (!float_self(vm, t, &argc, &argv, "hex", &d)) return SX_EXCEPTION;
    if (isnan(d)) return text(vm, "nan");
    if (isinf(d)) return text(vm, d < 0 ? "-inf" : "inf");
    char buf[64];
    const char *sign = signbit(d) ? "-" : "";
    d = fabs(d);
    if (d == 0) {
        snprintf(buf, sizeof buf, "%s0x0.0p+0", sign);
        return text(vm, buf);
    }
    int e;
    double m = frexp(d, &e); /* d = m * 2^e, m in [0.5, 1) */
    int lead = 1;
    e -= 1;
    if (e < -1022) { /* subnormal */
        m = ldexp(m, e + 1022 + 1);
        lead = 0;
        e = -1022;
        uint64_t frac = (uint64_t)ldexp(m, 52);
        snprintf(buf, sizeof buf, "%s0x%d.%013llxp%d", sign, lead, (unsigned long long)frac, e);
        return text(vm, buf);
    }
    uint64_t frac = (uint64_t)ldexp(m * 2 - 1, 52);
    snprintf(buf, sizeof buf, "%s0x%d.%013llxp%+d", sign, lead, (unsigned long long)frac, e);
    return text(vm, buf);
}

/* float.fromhex(s) */
static sx_value float_fromhex(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (t != sx_from_object(RL->float_) && t != SX_UNDEFINED && argc == 1) (void)0;
    if (argc != 1 || !sx_is_string(argv[0])) return py_raise(vm, RL->type_error, "fromhex() argument must be str");
    char buf[128];
    size_t n = sx_string_to_utf8(sx_as_string(argv[0]), buf, sizeof buf);
    char *p = buf, *end;
    while (*p == ' ') p++;
    double d = n < sizeof buf ? strtod(p, &end) : 0;
    if (n >= sizeof buf || end == p) return py_raise(vm, RL->value_error, "invalid hexadecimal floating-point string");
    while (*end == ' ') end++;
    if (*end) return py_raise(vm, RL->value_error, "invalid hexadecimal floating-point string");
    return py_float(vm, d);
}

/* -- hash(): CPython's numeric hash (mod 2^61 - 1), its tuple hash (xxHash's rounds); other
 * values get the hash the dicts use -- */

#define HASH_MOD ((1ULL << 61) - 1)

static int64_t hash_double(double v) {
    if (isinf(v)) return v > 0 ? 314159 : -314159;
    if (isnan(v)) return 0;
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) sign = -1, m = -m;
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & HASH_MOD) | x >> (61 - 28);
        m *= 268435456.0;
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= HASH_MOD) x -= HASH_MOD;
    }
    e = e >= 0 ? e % 61 : 60 - ((-1 - e) % 61);
    x = ((x << e) & HASH_MOD) | x >> (61 - e);
    int64_t h = (int64_t)x * sign;
    return h == -1 ? -2 : h;
}

static bool hash_of(sx_vm *vm, sx_value v, int64_t *out);

static bool hash_int(sx_vm *vm, sx_value v, int64_t *out) {
    if (!sx_is_bigint(v)) {
        double d = sx_is_bool(v) ? (double)(v == SX_TRUE) : sx_to_double(v);
        int64_t n = (int64_t)d;
        int64_t h = n < 0 ? -(int64_t)((uint64_t)(-n) % HASH_MOD) : (int64_t)((uint64_t)n % HASH_MOD);
        *out = h == -1 ? -2 : h;
        return true;
    }
    sx_value mod = sx_bigint_from_int64(vm, (int64_t)HASH_MOD);
    if (mod == SX_EXCEPTION) return false;
    sx_temp_push(vm, mod);
    bool neg = sx_bigint_sign(sx_as_bigint(v)) < 0;
    sx_value a = neg ? py_binary(vm, PY_OP_SUB, sx_number(0), v) : v;
    sx_value r = a == SX_EXCEPTION ? a : py_binary(vm, PY_OP_MOD, a, mod);
    sx_temp_pop(vm, 1);
    if (r == SX_EXCEPTION) return false;
    int64_t h = 0;
    if (sx_is_bigint(r)) sx_bigint_to_int64(sx_as_bigint(r), &h);
    else h = (int64_t)sx_to_double(r);
    if (neg) h = -h;
    *out = h == -1 ? -2 : h;
    return true;
}

static bool hash_tuple(sx_vm *vm, sx_object *t, int64_t *out) {
    const uint64_t p1 = 11400714785074694791ULL, p2 = 14029467366897019727ULL, p5 = 2870177450012600261ULL;
    uint64_t acc = p5;
    if (vm->native_depth > 200) {
        py_raise(vm, RL->recursion_error, "maximum recursion depth exceeded while hashing");
        return false;
    }
    for (uint32_t i = 0; i < t->u.array.len; i++) {
        int64_t lane;
        vm->native_depth++;
        bool ok = hash_of(vm, t->u.array.items[i], &lane);
        vm->native_depth--;
        if (!ok) return false;
        acc += (uint64_t)lane * p2;
        acc = (acc << 31) | (acc >> 33);
        acc *= p1;
    }
    acc += t->u.array.len ^ (p5 ^ 3527539UL);
    *out = acc == (uint64_t)-1 ? 1546275796 : (int64_t)acc;
    return true;
}

static bool hash_of(sx_vm *vm, sx_value v, int64_t *out) {
    if (is_int(v)) return hash_int(vm, v, out);
    if (py_is_float(v)) {
        double d = py_float_value(v);
        if (isfinite(d) && floor(d) == d && fabs(d) < 9007199254740992.0) return hash_int(vm, sx_number(d), out);
        *out = hash_double(d);
        return true;
    }
    if (py_is_tuple(vm, v)) return hash_tuple(vm, sx_as_object(v), out);
    if (sx_is_object(v)) {
        sx_value m = py_user_method(vm, v, py_at(vm)->hash);
        if (m != 0) {
            sx_value r = sx_call(vm, m, v, 0, NULL);
            if (r == SX_EXCEPTION) return false;
            if (!is_int(r)) {
                py_raise(vm, RL->type_error, "__hash__ method should return an integer");
                return false;
            }
            return hash_int(vm, r, out);
        }
    }
    /* everything else: the dicts' own hash (raises for unhashable values) */
    sx_object *probe = py_dict_new(vm);
    if (probe == NULL) return false;
    sx_temp_push(vm, sx_from_object(probe));
    bool ok = py_dict_set(vm, probe, v, SX_TRUE);
    sx_temp_pop(vm, 1);
    if (!ok) return false;
    if (sx_is_string(v)) *out = (int64_t)sx_string_hash(sx_as_string(v)) * 2654435761LL;
    else if (sx_is_object(v)) {
        sx_object *o = sx_as_object(v);
        if (o->id == 0) o->id = ++vm->next_object_id;
        *out = (int64_t)(0x10000 + o->id * 16) >> 4;
    } else *out = v == SX_NULL ? 5928 : 7;
    return true;
}

static sx_value bi_hash(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, RL->type_error, "hash() takes exactly one argument (%d given)", argc);
    int64_t h;
    if (!hash_of(vm, argv[0], &h)) return SX_EXCEPTION;
    return int_from_i64(vm, h);
}

bool py_init_core_methods(sx_vm *vm) {
    return py_def(vm, RL->int_, "bit_length", int_bit_length, 0) &&
           py_def(vm, RL->int_, "bit_count", int_bit_count, 0) &&
           py_def(vm, RL->int_, "as_integer_ratio", int_ratio, 0) &&
           py_def(vm, RL->int_, "conjugate", int_conjugate, 0) &&
           py_def(vm, RL->float_, "is_integer", float_is_integer, 0) &&
           py_def(vm, RL->float_, "as_integer_ratio", float_ratio, 0) && py_def(vm, RL->float_, "hex", float_hex, 0) &&
           py_def(vm, RL->float_, "fromhex", float_fromhex, 1) && py_def(vm, vm->realm.global, "hash", bi_hash, 1);
}
