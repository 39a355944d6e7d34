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
    /* everything else: hashable as the dicts see it (raises for unhashable values) */
    uint32_t table_hash;
    if (!py_table_hash(vm, v, &table_hash)) return false;
    if (sx_is_string(v))
        *out = (int64_t)((uint64_t)sx_string_hash(sx_as_string(v)) * 2654435761ULL); /* wraps: no signed overflow */
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

bool py_init_core_str_methods(sx_vm *vm);
bool py_init_core_collection_methods(sx_vm *vm);
bool py_init_core_generator_methods(sx_vm *vm);
bool py_init_core_call_checks(sx_vm *vm);
bool py_init_core_views(sx_vm *vm);
bool py_init_core_frozenset(sx_vm *vm);
static sx_value view_binary(sx_vm *vm, int op, sx_value a, sx_value b);

bool py_init_core_methods(sx_vm *vm) {
    return py_init_core_str_methods(vm) && py_init_core_collection_methods(vm) && py_init_core_generator_methods(vm) &&
           py_init_core_call_checks(vm) && py_init_core_views(vm) && py_init_core_frozenset(vm) &&
           py_def(vm, RL->int_, "bit_length", int_bit_length, 0) &&
           py_def(vm, RL->int_, "bit_count", int_bit_count, 0) &&
           py_def(vm, RL->int_, "as_integer_ratio", int_ratio, 0) &&
           py_def(vm, RL->int_, "conjugate", int_conjugate, 0) &&
           py_def(vm, RL->float_, "is_integer", float_is_integer, 0) &&
           py_def(vm, RL->float_, "as_integer_ratio", float_ratio, 0) && py_def(vm, RL->float_, "hex", float_hex, 0) &&
           py_def(vm, RL->float_, "fromhex", float_fromhex, 1) && py_def(vm, vm->realm.global, "hash", bi_hash, 1);
}

/* -- more str methods: rsplit, expandtabs, casefold, isidentifier, isprintable, isascii,
 * istitle, maketrans, translate -- */

static bool str_recv(sx_vm *vm, sx_value t, int *argc, const sx_value **argv, const char *m, sx_string **out) {
    sx_value v;
    receiver(vm, t, RL->str, argc, argv, &v);
    if (!sx_is_string(v)) return need(vm, "str", m, v), false;
    *out = sx_as_string(v);
    return true;
}

static bool space_unit(uint16_t c) {
    return c == ' ' || (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x1f) || c == 0x85 || c == 0xa0 || c == 0x3000 ||
           c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f;
}

static sx_value finish_str(sx_vm *vm, sx_strbuf *b) {
    sx_string *r = sx_strbuf_finish(b);
    return r ? sx_from_string(r) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}

/* rsplit(sep=None, maxsplit=-1): split from the right, the pieces in left-to-right order */
static sx_value str_rsplit(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    sx_object *kw = py_kwargs(&argc, argv);
    if (!str_recv(vm, t, &argc, &argv, "rsplit", &s)) return SX_EXCEPTION;
    sx_value sepv = argc > 0 ? argv[0] : py_kwarg(vm, kw, "sep");
    sx_value ms = argc > 1 ? argv[1] : py_kwarg(vm, kw, "maxsplit");
    double maxsplit = -1;
    if (ms != SX_UNDEFINED && !py_arg_int(vm, ms, &maxsplit)) return SX_EXCEPTION;
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    sx_string *sep = NULL;
    if (sepv != SX_UNDEFINED && sepv != SX_NULL) {
        if (!sx_is_string(sepv)) return py_raise(vm, RL->type_error, "must be str or None");
        sep = sx_as_string(sepv);
        if (sep->len == 0) return py_raise(vm, RL->value_error, "empty separator");
    }
    sx_object *l = py_list_new(vm, 0);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    bool ok = true;
    int64_t j = s->len; /* the end of the piece being found */
    int splits = 0;
    if (sep == NULL) {
        while (ok) {
            while (j > 0 && space_unit(sx_string_at(s, (uint32_t)j - 1))) j--;
            if (j == 0) break;
            int64_t i = j;
            if (maxsplit >= 0 && splits >= maxsplit) i = 0;
            else
                while (i > 0 && !space_unit(sx_string_at(s, (uint32_t)i - 1))) i--;
            sx_string *part = sx_string_substring(vm, s, (uint32_t)i, (uint32_t)j);
            ok = part != NULL && sx_array_push(vm, l, sx_from_string(part));
            splits++;
            j = i;
        }
    } else {
        for (;;) {
            int64_t at = -1;
            if (!(maxsplit >= 0 && splits >= maxsplit))
                for (int64_t i = j - sep->len; i >= 0 && at < 0; i--) {
                    uint32_t k = 0;
                    while (k < sep->len && sx_string_at(s, (uint32_t)i + k) == sx_string_at(sep, k)) k++;
                    if (k == sep->len) at = i;
                }
            uint32_t start = at < 0 ? 0 : (uint32_t)(at + sep->len);
            sx_string *part = sx_string_substring(vm, s, start, (uint32_t)j);
            if (!(ok = part != NULL && sx_array_push(vm, l, sx_from_string(part)))) break;
            if (at < 0) break;
            j = at;
            splits++;
        }
    }
    if (ok) /* found right to left: reverse */
        for (uint32_t a = 0, b = l->u.array.len; a + 1 < b; a++, b--) {
            sx_value x = l->u.array.items[a];
            l->u.array.items[a] = l->u.array.items[b - 1];
            l->u.array.items[b - 1] = x;
        }
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(l) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}

static sx_value str_expandtabs(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    sx_object *kw = py_kwargs(&argc, argv);
    if (!str_recv(vm, t, &argc, &argv, "expandtabs", &s)) return SX_EXCEPTION;
    sx_value tv = argc > 0 ? argv[0] : py_kwarg(vm, kw, "tabsize");
    double size = 8;
    if (tv != SX_UNDEFINED && !py_arg_int(vm, tv, &size)) return SX_EXCEPTION;
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint64_t col = 0;
    for (uint32_t i = 0; i < s->len && !b.failed; i++) {
        uint16_t c = sx_string_at(s, i);
        if (c == '\t') {
            if (size > 0) {
                uint64_t n = (uint64_t)size - col % (uint64_t)size;
                if (!sx_meter_chars(vm, n)) return sx_strbuf_discard(&b), SX_EXCEPTION;
                for (uint64_t k = 0; k < n; k++) sx_strbuf_unit(&b, ' ');
                col += n;
            }
        } else {
            sx_strbuf_unit(&b, c);
            col = c == '\n' || c == '\r' ? 0 : col + 1;
        }
    }
    return finish_str(vm, &b);
}

/* casefold: lower-case (the str method), then the folds lower() leaves (ß -> ss) */
static sx_value str_casefold(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    if (!str_recv(vm, t, &argc, &argv, "casefold", &s)) return SX_EXCEPTION;
    sx_string *lk = sx_atom(vm, "lower");
    sx_value lower = lk ? sx_object_find_data(vm, RL->str, lk) : SX_UNDEFINED;
    if (!sx_is_object(lower)) return py_raise(vm, RL->type_error, "internal: str.lower");
    sx_value low = sx_call(vm, lower, sx_from_string(s), 0, NULL);
    if (low == SX_EXCEPTION) return low;
    s = sx_as_string(low);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        if (c == 0xdf) sx_strbuf_ascii(&b, "ss");
        else if (c == 0x3c2) sx_strbuf_unit(&b, 0x3c3); /* final sigma */
        else sx_strbuf_unit(&b, c);
    }
    return finish_str(vm, &b);
}

static bool letter_unit(uint16_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= 0xc0 && c != 0xd7 && c != 0xf7 && c < 0x2000) ||
           (c >= 0x3040 && c < 0xd800) || (c >= 0xf900 && c < 0xfe00);
}

static sx_value str_isidentifier(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    if (!str_recv(vm, t, &argc, &argv, "isidentifier", &s)) return SX_EXCEPTION;
    if (s->len == 0) return SX_FALSE;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        bool ok = c == '_' || letter_unit(c) || (i > 0 && c >= '0' && c <= '9');
        if (!ok) return SX_FALSE;
    }
    return SX_TRUE;
}

static sx_value str_isascii(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    if (!str_recv(vm, t, &argc, &argv, "isascii", &s)) return SX_EXCEPTION;
    for (uint32_t i = 0; i < s->len; i++)
        if (sx_string_at(s, i) >= 0x80) return SX_FALSE;
    return SX_TRUE;
}

/* isprintable: no character repr() escapes (text.c's rule) */
static sx_value str_isprintable(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    if (!str_recv(vm, t, &argc, &argv, "isprintable", &s)) return SX_EXCEPTION;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0xa0) || c == 0xad || (c >= 0x2000 && c <= 0x200f) ||
            (c >= 0x2028 && c <= 0x202f) || (c >= 0x205f && c <= 0x206f) || c == 0x3000 || c == 0xfeff)
            return SX_FALSE;
    }
    return SX_TRUE;
}

static sx_value str_istitle(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    if (!str_recv(vm, t, &argc, &argv, "istitle", &s)) return SX_EXCEPTION;
    bool prev_cased = false, any = false;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        bool up = (c >= 'A' && c <= 'Z') || (c >= 0xc0 && c <= 0xde && c != 0xd7);
        bool low = (c >= 'a' && c <= 'z') || (c >= 0xdf && c <= 0xff && c != 0xf7);
        if (up) {
            if (prev_cased) return SX_FALSE;
            prev_cased = any = true;
        } else if (low) {
            if (!prev_cased) return SX_FALSE;
        } else prev_cased = false;
    }
    return sx_bool(any);
}

/* str.maketrans(x[, y[, z]]): a dict from code points to str / None */
static sx_value str_maketrans(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc > 0 && sx_is_string(argv[0]) && argc == 1)
        return py_raise(vm, RL->type_error, "if you give only one argument to maketrans it must be a dict");
    sx_object *d = py_dict_new(vm);
    if (d == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(d));
    bool ok = true;
    if (argc == 1 && py_is_dict(argv[0])) {
        py_dict *src = py_dict_of(argv[0]);
        for (uint32_t i = 0; ok && i < src->n; i++) {
            sx_value k = src->keys[i];
            if (k == SX_EMPTY) continue;
            if (sx_is_string(k)) {
                if (sx_as_string(k)->len != 1) {
                    sx_temp_pop(vm, 1);
                    return py_raise(vm, RL->value_error, "string keys in translate table must be of length 1");
                }
                k = sx_number(sx_string_at(sx_as_string(k), 0));
            }
            ok = py_dict_set(vm, d, k, src->vals[i]);
        }
    } else if (argc >= 2 && sx_is_string(argv[0]) && sx_is_string(argv[1])) {
        sx_string *x = sx_as_string(argv[0]), *y = sx_as_string(argv[1]);
        if (x->len != y->len) {
            sx_temp_pop(vm, 1);
            return py_raise(vm, RL->value_error, "the first two maketrans arguments must have equal length");
        }
        for (uint32_t i = 0; ok && i < x->len; i++) {
            sx_string *c = sx_string_substring(vm, y, i, i + 1);
            ok = c != NULL && py_dict_set(vm, d, sx_number(sx_string_at(x, i)), sx_from_string(c));
        }
        if (argc > 2 && sx_is_string(argv[2])) {
            sx_string *z = sx_as_string(argv[2]);
            for (uint32_t i = 0; ok && i < z->len; i++) ok = py_dict_set(vm, d, sx_number(sx_string_at(z, i)), SX_NULL);
        }
    } else {
        sx_temp_pop(vm, 1);
        return py_raise(vm, RL->type_error, "maketrans() argument must be a dict or two strings");
    }
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(d) : SX_EXCEPTION;
}

static sx_value str_translate(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    if (!str_recv(vm, t, &argc, &argv, "translate", &s)) return SX_EXCEPTION;
    if (argc != 1) return py_raise(vm, RL->type_error, "translate() takes exactly one argument (%d given)", argc);
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < s->len && !b.failed; i++) {
        uint16_t c = sx_string_at(s, i);
        sx_value r;
        if (py_is_dict(argv[0])) {
            int found = py_dict_get(vm, sx_as_object(argv[0]), sx_number(c), &r);
            if (found < 0) return sx_strbuf_discard(&b), SX_EXCEPTION;
            if (found == 0) r = SX_UNDEFINED;
        } else {
            r = vm->lang->get_index(vm, argv[0], sx_number(c));
            if (r == SX_EXCEPTION) {
                if (vm->abort != SX_ABORT_NONE || !(py_isinstance(vm, vm->exception, RL->lookup_error)))
                    return sx_strbuf_discard(&b), SX_EXCEPTION;
                vm->has_exception = false, vm->exception = SX_UNDEFINED;
                r = SX_UNDEFINED;
            }
        }
        if (r == SX_UNDEFINED) sx_strbuf_unit(&b, c);
        else if (r == SX_NULL) continue;
        else if (sx_is_string(r)) sx_strbuf_string(&b, sx_as_string(r));
        else if (sx_is_number(r)) {
            double cp = sx_to_double(r);
            if (cp < 0 || cp > 0x10ffff) {
                sx_strbuf_discard(&b);
                return py_raise(vm, RL->value_error, "character mapping must be in range(0x110000)");
            }
            if (cp >= 0x10000) {
                uint32_t x = (uint32_t)cp - 0x10000;
                sx_strbuf_unit(&b, (uint16_t)(0xd800 + (x >> 10)));
                sx_strbuf_unit(&b, (uint16_t)(0xdc00 + (x & 0x3ff)));
            } else sx_strbuf_unit(&b, (uint16_t)cp);
        } else {
            sx_strbuf_discard(&b);
            return py_raise(vm, RL->type_error, "character mapping must return integer, None or str");
        }
    }
    return finish_str(vm, &b);
}

static sx_value bi_ascii(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, RL->type_error, "ascii() takes exactly one argument (%d given)", argc);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!py_repr(vm, &b, argv[0])) return sx_strbuf_discard(&b), SX_EXCEPTION;
    sx_string *r = sx_strbuf_finish(&b);
    if (r != NULL) r = py_ascii_escape(vm, r);
    return r ? sx_from_string(r) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}

bool py_init_core_str_methods(sx_vm *vm) {
    static const struct {
        const char *name;
        sx_native_fn fn;
    } m[] = {{"rsplit", str_rsplit},      {"expandtabs", str_expandtabs},
             {"casefold", str_casefold},  {"isidentifier", str_isidentifier},
             {"isascii", str_isascii},    {"isprintable", str_isprintable},
             {"istitle", str_istitle},    {"maketrans", str_maketrans},
             {"translate", str_translate}};
    for (size_t i = 0; i < sizeof m / sizeof m[0]; i++)
        if (!py_def(vm, RL->str, m[i].name, m[i].fn, 0)) return false;
    return py_def(vm, vm->realm.global, "ascii", bi_ascii, 1);
}

/* -- set and dict methods: union & co., subset tests, remove, pop; dict.popitem, dict.fromkeys -- */

sx_object *py_set_new(sx_vm *vm);                              /* types.c */
sx_value py_set_op(sx_vm *vm, int op, sx_value a, sx_value b); /* hidden.c */

static bool add_each(sx_vm *vm, sx_value v, void *data) { return py_dict_set(vm, data, v, SX_TRUE); }

/* any iterable as a set (a set itself as it is) */
static sx_value as_set(sx_vm *vm, sx_value v) {
    if (py_is_set(vm, v)) return v;
    sx_object *s = py_set_new(vm);
    if (s == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(s));
    bool ok = py_iterate(vm, v, add_each, s);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(s) : SX_EXCEPTION;
}

static bool set_recv(sx_vm *vm, sx_value t, int *argc, const sx_value **argv, const char *m, sx_value *out) {
    receiver(vm, t, RL->set, argc, argv, out);
    if (!py_is_set(vm, *out)) return need(vm, "set", m, *out), false;
    return true;
}

/* a | b | c..., a & b & c..., a - b - c..., a ^ b */
static sx_value set_fold(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int op, const char *m) {
    sx_value r;
    if (!set_recv(vm, t, &argc, &argv, m, &r)) return SX_EXCEPTION;
    uint32_t mark = vm->ntemps;
    r = py_set_op(vm, PY_OP_BOR, r, sx_from_object(py_set_new(vm))); /* a copy */
    for (int i = 0; i < argc && r != SX_EXCEPTION; i++) {
        sx_temp_push(vm, r);
        sx_value o = as_set(vm, argv[i]);
        if (o == SX_EXCEPTION) break;
        sx_temp_push(vm, o);
        r = py_set_op(vm, op, r, o);
    }
    sx_temp_pop(vm, vm->ntemps - mark);
    return vm->has_exception ? SX_EXCEPTION : r;
}
static sx_value set_union(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return set_fold(vm, t, c, a, PY_OP_BOR, "union");
}
static sx_value set_intersection(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return set_fold(vm, t, c, a, PY_OP_BAND, "intersection");
}
static sx_value set_difference(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return set_fold(vm, t, c, a, PY_OP_SUB, "difference");
}
static sx_value set_symdiff(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return set_fold(vm, t, c, a, PY_OP_BXOR, "symmetric_difference");
}

/* the in-place forms: self's contents become the result's */
static sx_value set_replace(sx_vm *vm, sx_value self, sx_value r) {
    if (r == SX_EXCEPTION) return r;
    sx_temp_push(vm, r);
    py_dict *d = py_dict_of(self), *src = py_dict_of(r);
    bool ok = true;
    for (uint32_t i = 0; ok && i < d->n; i++) {
        if (d->keys[i] == SX_EMPTY) continue;
        sx_value old;
        ok = py_dict_del(vm, sx_as_object(self), d->keys[i], &old) >= 0;
    }
    for (uint32_t i = 0; ok && i < src->n; i++)
        if (src->keys[i] != SX_EMPTY) ok = py_dict_set(vm, sx_as_object(self), src->keys[i], SX_TRUE);
    sx_temp_pop(vm, 1);
    return ok ? SX_NULL : SX_EXCEPTION;
}
#define SET_INPLACE(fn, op, name)                                                                                      \
    static sx_value fn(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                                        \
        sx_value self;                                                                                                 \
        int n = argc;                                                                                                  \
        const sx_value *a = argv;                                                                                      \
        if (!set_recv(vm, t, &n, &a, name, &self)) return SX_EXCEPTION;                                                \
        return set_replace(vm, self, set_fold(vm, self, n, a, op, name));                                              \
    }
SET_INPLACE(set_update, PY_OP_BOR, "update")
SET_INPLACE(set_intersection_update, PY_OP_BAND, "intersection_update")
SET_INPLACE(set_difference_update, PY_OP_SUB, "difference_update")
SET_INPLACE(set_symdiff_update, PY_OP_BXOR, "symmetric_difference_update")

/* mode 0 issubset, 1 issuperset, 2 isdisjoint */
static sx_value set_test(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode, const char *m) {
    sx_value self;
    if (!set_recv(vm, t, &argc, &argv, m, &self)) return SX_EXCEPTION;
    if (argc != 1) return py_raise(vm, RL->type_error, "%s() takes exactly one argument (%d given)", m, argc);
    sx_value o = as_set(vm, argv[0]);
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    sx_value a = mode == 1 ? o : self, b = mode == 1 ? self : o;
    py_dict *x = py_dict_of(a);
    bool r = true;
    for (uint32_t i = 0; r && i < x->n; i++) {
        if (x->keys[i] == SX_EMPTY) continue;
        sx_value v;
        int in = py_dict_get(vm, sx_as_object(b), x->keys[i], &v);
        if (in < 0) return sx_temp_pop(vm, 1), SX_EXCEPTION;
        r = mode == 2 ? !in : in;
    }
    sx_temp_pop(vm, 1);
    return sx_bool(r);
}
static sx_value set_issubset(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return set_test(vm, t, c, a, 0, "issubset");
}
static sx_value set_issuperset(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return set_test(vm, t, c, a, 1, "issuperset");
}
static sx_value set_isdisjoint(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return set_test(vm, t, c, a, 2, "isdisjoint");
}

static sx_value key_error(sx_vm *vm, sx_value key) {
    sx_object *e = py_exception_new(vm, RL->key_error, key);
    return e ? sx_throw(vm, sx_from_object(e)) : SX_EXCEPTION;
}

static sx_value set_remove(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value self;
    if (!set_recv(vm, t, &argc, &argv, "remove", &self)) return SX_EXCEPTION;
    if (argc != 1) return py_raise(vm, RL->type_error, "set.remove() takes exactly one argument (%d given)", argc);
    sx_value old;
    int r = py_dict_del(vm, sx_as_object(self), argv[0], &old);
    if (r < 0) return SX_EXCEPTION;
    return r == 0 ? key_error(vm, argv[0]) : SX_NULL;
}

static sx_value set_pop(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value self;
    if (!set_recv(vm, t, &argc, &argv, "pop", &self)) return SX_EXCEPTION;
    if (!py_set_cpython_order(vm, sx_as_object(self))) return SX_EXCEPTION; /* CPython pops its first slot */
    py_dict *d = py_dict_of(self);
    for (uint32_t i = 0; i < d->n; i++) {
        if (d->keys[i] == SX_EMPTY) continue;
        sx_value k = d->keys[i], old;
        sx_temp_push(vm, k);
        int r = py_dict_del(vm, sx_as_object(self), k, &old);
        sx_temp_pop(vm, 1);
        return r < 0 ? SX_EXCEPTION : k;
    }
    return key_error(vm, sx_from_string(sx_string_from_cstr(vm, "pop from an empty set")));
}

static sx_value dict_popitem(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value self;
    receiver(vm, t, RL->dict, &argc, &argv, &self);
    if (!py_is_dict(self) || py_is_set(vm, self)) return need(vm, "dict", "popitem", self);
    py_dict *d = py_dict_of(self);
    for (uint32_t i = d->n; i > 0; i--) {
        if (d->keys[i - 1] == SX_EMPTY) continue;
        sx_value k = d->keys[i - 1], v = d->vals[i - 1];
        sx_value p = pair(vm, k, v);
        if (p == SX_EXCEPTION) return p;
        sx_temp_push(vm, p);
        sx_value old;
        int r = py_dict_del(vm, sx_as_object(self), k, &old);
        sx_temp_pop(vm, 1);
        return r < 0 ? SX_EXCEPTION : p;
    }
    return key_error(vm, sx_from_string(sx_string_from_cstr(vm, "popitem(): dictionary is empty")));
}

struct fromkeys {
    sx_object *d;
    sx_value v;
};
static bool fromkeys_each(sx_vm *vm, sx_value k, void *data) {
    struct fromkeys *f = data;
    return py_dict_set(vm, f->d, k, f->v);
}
static sx_value dict_fromkeys(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || argc > 2)
        return py_raise(vm, RL->type_error, "fromkeys expected at least 1 argument, got %d", argc);
    sx_object *d = py_dict_new(vm);
    if (d == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(d));
    struct fromkeys f = {d, argc > 1 ? argv[1] : SX_NULL};
    bool ok = py_iterate(vm, argv[0], fromkeys_each, &f);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(d) : SX_EXCEPTION;
}

bool py_init_core_collection_methods(sx_vm *vm) {
    static const struct {
        const char *name;
        sx_native_fn fn;
    } m[] = {{"union", set_union},
             {"intersection", set_intersection},
             {"difference", set_difference},
             {"symmetric_difference", set_symdiff},
             {"update", set_update},
             {"intersection_update", set_intersection_update},
             {"difference_update", set_difference_update},
             {"symmetric_difference_update", set_symdiff_update},
             {"issubset", set_issubset},
             {"issuperset", set_issuperset},
             {"isdisjoint", set_isdisjoint},
             {"remove", set_remove},
             {"pop", set_pop}};
    for (size_t i = 0; i < sizeof m / sizeof m[0]; i++)
        if (!py_def(vm, RL->set, m[i].name, m[i].fn, 0)) return false;
    return py_def(vm, RL->dict, "popitem", dict_popitem, 0) && py_def(vm, RL->dict, "fromkeys", dict_fromkeys, 1);
}

/* operators ops.c leaves here: set comparisons (subset tests) and dict | dict; SX_EMPTY: not ours */
sx_value py_core_binary(sx_vm *vm, int op, sx_value a, sx_value b) {
    sx_value view = view_binary(vm, op, a, b);
    if (view != SX_EMPTY) return view;
    if (op >= PY_OP_LT && op <= PY_OP_GE && py_is_set(vm, a) && py_is_set(vm, b)) {
        py_dict *x = py_dict_of(a), *y = py_dict_of(b);
        bool sub = op == PY_OP_LT || op == PY_OP_LE; /* a <= b: a's keys all in b */
        sx_value s = sub ? a : b, o = sub ? b : a;
        if ((op == PY_OP_LT && x->live >= y->live) || (op == PY_OP_GT && y->live >= x->live)) return SX_FALSE;
        sx_value r = set_test(vm, s, 1, &o, 0, "issubset");
        return r;
    }
    if (op == PY_OP_BOR && py_is_dict(a) && py_is_dict(b) && !py_is_set(vm, a) && !py_is_set(vm, b) &&
        sx_as_object(a)->proto == RL->dict) {
        sx_object *d = py_dict_new(vm);
        if (d == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(d));
        bool ok = true;
        for (int k = 0; k < 2 && ok; k++) {
            py_dict *src = py_dict_of(k ? b : a);
            for (uint32_t i = 0; ok && i < src->n; i++)
                if (src->keys[i] != SX_EMPTY) ok = py_dict_set(vm, d, src->keys[i], src->vals[i]);
        }
        sx_temp_pop(vm, 1);
        return ok ? sx_from_object(d) : SX_EXCEPTION;
    }
    return SX_EMPTY;
}

/* -- CPython's iteration order for sets of ints --
 * CPython iterates a set in its hash table's slot order, and programs print small-int sets
 * relying on it ({3, 1, 2} prints {1, 2, 3}). A set here keeps insertion order, so before a set of
 * ints is iterated or printed its entries are put in the order CPython's table would hold them:
 * the adds replayed (in today's order) into a table probed and resized as CPython 3.11's
 * setobject.c does (linear probes of 9, then perturbation; resize at 3/5 full to 4x used). */

typedef struct sim_table {
    int64_t *hash;
    int32_t *entry; /* -1: empty, else the key's index */
    size_t mask;
} sim_table;

static void sim_insert(sim_table *t, int64_t h, int32_t e) {
    size_t perturb = (size_t)h, i = (size_t)h & t->mask;
    for (;;) {
        size_t probes = i + 9 <= t->mask ? 9 : 0;
        for (size_t j = 0; j <= probes; j++)
            if (t->entry[i + j] < 0) {
                t->entry[i + j] = e, t->hash[i + j] = h;
                return;
            }
        perturb >>= 5;
        i = (i * 5 + 1 + perturb) & t->mask;
    }
}

static bool sim_alloc(sx_vm *vm, sim_table *t, size_t size) {
    t->hash = sx_mem_alloc(vm, size * sizeof *t->hash);
    t->entry = t->hash ? sx_mem_alloc(vm, size * sizeof *t->entry) : NULL;
    if (t->entry == NULL) {
        if (t->hash) sx_mem_free(vm, t->hash, size * sizeof *t->hash);
        return false;
    }
    for (size_t i = 0; i < size; i++) t->entry[i] = -1;
    t->mask = size - 1;
    return true;
}
static void sim_free(sx_vm *vm, sim_table *t) {
    sx_mem_free(vm, t->hash, (t->mask + 1) * sizeof *t->hash);
    sx_mem_free(vm, t->entry, (t->mask + 1) * sizeof *t->entry);
}

bool py_set_cpython_order(sx_vm *vm, sx_object *set) {
    py_dict *d = set->u.host.impl;
    if (d->live < 2 || d->live > (1u << 20) || set->spare == 1) return true;
    for (uint32_t i = 0; i < d->n; i++) {
        sx_value k = d->keys[i];
        if (k != SX_EMPTY && !sx_is_number(k) && !sx_is_bool(k)) return true; /* only ints are predictable */
    }
    if (!sx_meter_elements(vm, (uint64_t)d->live * 4)) return false;
    sim_table t;
    if (!sim_alloc(vm, &t, 8)) return sx_throw_oom(vm), false;
    size_t used = 0;
    bool ok = true;
    for (uint32_t i = 0; ok && i < d->n; i++) {
        sx_value k = d->keys[i];
        if (k == SX_EMPTY) continue;
        int64_t h;
        hash_int(vm, k, &h);
        sim_insert(&t, h, (int32_t)i);
        used++;
        if (used * 5 >= t.mask * 3) { /* grow: the smallest power of two above used * 4 */
            size_t size = 8;
            while (size <= used * 4) size <<= 1;
            sim_table nt;
            if (!sim_alloc(vm, &nt, size)) {
                ok = false;
                break;
            }
            for (size_t j = 0; j <= t.mask; j++)
                if (t.entry[j] >= 0) sim_insert(&nt, t.hash[j], t.entry[j]);
            sim_free(vm, &t);
            t = nt;
        }
    }
    /* entries deleted since (d->n counts every insertion) grew CPython's table too: resize to
     * the size that many insertions reach */
    size_t want = 8;
    for (size_t i = 1; i <= d->n; i++)
        if (i * 5 >= (want - 1) * 3)
            while (want <= i * 4) want <<= 1;
    /* a set's table never shrinks: the size of its last reordering is kept in sx_object.spare (log2;
     * a set is never the keywords dict that spare == 1 marks) */
    if (set->spare >= 3 && set->spare < 40 && ((size_t)1 << set->spare) > want) want = (size_t)1 << set->spare;
    if (ok && want > t.mask + 1) {
        sim_table nt;
        if (!sim_alloc(vm, &nt, want)) ok = false;
        else {
            for (size_t j = 0; j <= t.mask; j++)
                if (t.entry[j] >= 0) sim_insert(&nt, t.hash[j], t.entry[j]);
            sim_free(vm, &t);
            t = nt;
        }
    }
    sx_object *fresh = ok ? py_dict_new(vm) : NULL;
    if (fresh != NULL) {
        sx_temp_push(vm, sx_from_object(fresh));
        for (size_t j = 0; ok && j <= t.mask; j++)
            if (t.entry[j] >= 0) ok = py_dict_set(vm, fresh, d->keys[t.entry[j]], d->vals[t.entry[j]]);
        if (ok) { /* the set takes the reordered table; the temporary object frees the old one */
            void *impl = set->u.host.impl;
            set->u.host.impl = fresh->u.host.impl;
            fresh->u.host.impl = impl;
            uint8_t lg = 0;
            while (((size_t)1 << lg) < t.mask + 1) lg++;
            set->spare = lg;
        }
        sx_temp_pop(vm, 1);
    }
    sim_free(vm, &t);
    if (!ok || fresh == NULL) return vm->has_exception ? false : (sx_throw_oom(vm), false);
    return true;
}

/* -- generators: send, throw, close (all through ops.c's py_generator_resume) -- */

static bool gen_self(sx_vm *vm, sx_value t, const char *m, sx_object **it) {
    if (!sx_is_object(t) || sx_as_object(t)->cls != PY_CLASS_ITER || sx_as_object(t)->u.cursor.kind != PY_ITER_GEN)
        return need(vm, "generator", m, t), false;
    *it = sx_as_object(t);
    return true;
}

static sx_value stop_with(sx_vm *vm, sx_object *it) {
    sx_value ret = it->u.cursor.extra;
    sx_object *e = py_exception_new(vm, RL->stop_iteration, ret == SX_NULL ? SX_UNDEFINED : ret);
    return e ? sx_throw(vm, sx_from_object(e)) : SX_EXCEPTION;
}

static sx_value gen_send(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *it;
    if (!gen_self(vm, t, "send", &it)) return SX_EXCEPTION;
    if (argc != 1) return py_raise(vm, RL->type_error, "generator.send() takes exactly one argument (%d given)", argc);
    sx_coroutine *cr = sx_as_object(it->u.cursor.target)->u.coro;
    if (!cr->started && argv[0] != SX_NULL)
        return py_raise(vm, RL->type_error, "can't send non-None value to a just-started generator");
    sx_value out;
    int r = py_generator_resume(vm, it, argv[0], false, &out);
    return r < 0 ? SX_EXCEPTION : r == 1 ? out : stop_with(vm, it);
}

/* an exception instance from throw()'s arguments: a class (called with the value) or an instance */
static sx_value exc_of(sx_vm *vm, int argc, const sx_value *argv) {
    if (argc < 1) return py_raise(vm, RL->type_error, "throw expected at least 1 argument, got 0");
    sx_value e = argv[0];
    if (sx_is_object(e) && PY_IS_CLASS(sx_as_object(e)))
        e = sx_call(vm, e, SX_UNDEFINED, argc > 1 && argv[1] != SX_NULL ? 1 : 0, argv + 1);
    if (e == SX_EXCEPTION) return e;
    if (!py_isinstance(vm, e, RL->base_exception))
        return py_raise(vm, RL->type_error,
                        "exceptions must be classes or instances deriving from BaseException, not %s", "object");
    return e;
}

static sx_value gen_throw(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *it;
    if (!gen_self(vm, t, "throw", &it)) return SX_EXCEPTION;
    sx_value e = exc_of(vm, argc, argv);
    if (e == SX_EXCEPTION) return e;
    sx_temp_push(vm, e);
    bool ok = py_set_traceback(vm, sx_as_object(e));
    sx_value out;
    int r = ok ? py_generator_resume(vm, it, e, true, &out) : -1;
    sx_temp_pop(vm, 1);
    return r < 0 ? SX_EXCEPTION : r == 1 ? out : stop_with(vm, it);
}

static sx_value gen_close(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *it;
    if (!gen_self(vm, t, "close", &it)) return SX_EXCEPTION;
    sx_coroutine *cr = sx_as_object(it->u.cursor.target)->u.coro;
    if (!cr->started || cr->done) {
        cr->done = true;
        return SX_NULL;
    }
    sx_string *gk = sx_atom(vm, "GeneratorExit");
    sx_value cls = gk ? sx_object_find_data(vm, vm->realm.global, gk) : SX_UNDEFINED;
    sx_value e = sx_is_object(cls) ? sx_call(vm, cls, SX_UNDEFINED, 0, NULL) : SX_EXCEPTION;
    if (e == SX_EXCEPTION) return e;
    sx_temp_push(vm, e);
    sx_value out;
    int r = py_generator_resume(vm, it, e, true, &out);
    sx_temp_pop(vm, 1);
    if (r == 1) return py_raise(vm, RL->runtime_error, "generator ignored GeneratorExit");
    if (r == 0) return SX_NULL;
    if (vm->abort == SX_ABORT_NONE &&
        (py_isinstance(vm, vm->exception, sx_as_object(cls)) || py_isinstance(vm, vm->exception, RL->stop_iteration))) {
        vm->has_exception = false;
        vm->exception = SX_UNDEFINED;
        return SX_NULL;
    }
    return SX_EXCEPTION;
}

bool py_init_core_generator_methods(sx_vm *vm) {
    sx_object *be = RL->base_exception;
    sx_object *ge = py_class_new(vm, "GeneratorExit", be, be->u.native.fn, be->u.native.magic);
    sx_string *gk = ge ? sx_atom(vm, "GeneratorExit") : NULL;
    return gk != NULL && sx_object_define(vm, vm->realm.global, gk, sx_from_object(ge), SX_PROP_HIDDEN) &&
           py_def(vm, RL->generator, "send", gen_send, 1) && py_def(vm, RL->generator, "throw", gen_throw, 1) &&
           py_def(vm, RL->generator, "close", gen_close, 0);
}

/* -- calls' checks the compiled prologue makes (python/compile.c function_body) -- */

/* 'a', 'a' and 'b', 'a', 'b', and 'c' */
static void name_list(char *out, size_t cap, const char names[][64], int n) {
    size_t len = 0;
    out[0] = 0;
    for (int i = 0; i < n; i++) {
        const char *sep = i == 0 ? "" : n == 2 ? " and " : i == n - 1 ? ", and " : ", ";
        len += (size_t)snprintf(out + len, len < cap ? cap - len : 0, "%s'%s'", sep, names[i]);
    }
}

/* %arity(info, R[1..npos], surplus): info "qualname|npos|nreq|method|a,b,c"; raises CPython's
 * "missing N required positional argument(s)" or "takes N positional arguments but M were given",
 * or returns None when nothing is wrong (a None argument took the check's slow path) */
static sx_value h_arity(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2 || !sx_is_string(argv[0])) return SX_NULL;
    char info[400];
    sx_string_to_utf8(sx_as_string(argv[0]), info, sizeof info);
    char *f[5] = {info, NULL, NULL, NULL, NULL};
    for (int i = 1; i < 5; i++) {
        f[i] = f[i - 1] ? strchr(f[i - 1], '|') : NULL;
        if (f[i]) *f[i]++ = 0;
    }
    if (!f[4]) return SX_NULL;
    int npos = atoi(f[1]), nreq = atoi(f[2]), self = atoi(f[3]);
    if (npos + 2 != argc) return SX_NULL;
    if (argv[argc - 1] != SX_UNDEFINED) {
        int given = npos + 1 + self;
        if (nreq == npos)
            return py_raise(vm, RL->type_error, "%s() takes %d positional argument%s but %d %s given", f[0],
                            npos + self, npos + self == 1 ? "" : "s", given, given == 1 ? "was" : "were");
        return py_raise(vm, RL->type_error, "%s() takes from %d to %d positional arguments but %d were given", f[0],
                        nreq + self, npos + self, given);
    }
    char names[60][64];
    int missing = 0;
    char *name = f[4];
    for (int i = 0; i < nreq && name; i++) {
        char *next = strchr(name, ',');
        if (next) *next++ = 0;
        if (argv[1 + i] == SX_UNDEFINED && missing < 60) snprintf(names[missing++], 64, "%s", name);
        name = next;
    }
    if (missing == 0) return SX_NULL;
    char list[1024];
    name_list(list, sizeof list, (const char(*)[64])names, missing);
    return py_raise(vm, RL->type_error, "%s() missing %d required positional argument%s: %s", f[0], missing,
                    missing == 1 ? "" : "s", list);
}

/* %kwtake(kwargs dict, name, undefined): the keyword's value taken out of the dict, or undefined */
static sx_value h_kwtake(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2 || !py_is_dict(argv[0])) return SX_UNDEFINED;
    sx_value v;
    int r = py_dict_del(vm, sx_as_object(argv[0]), argv[1], &v);
    return r < 0 ? SX_EXCEPTION : r == 0 ? SX_UNDEFINED : v;
}

/* %kwneed(value, "fname|name"): a required keyword-only argument left out */
static sx_value h_kwneed(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2 || argv[0] != SX_UNDEFINED || !sx_is_string(argv[1])) return SX_NULL;
    char info[300];
    sx_string_to_utf8(sx_as_string(argv[1]), info, sizeof info);
    char *bar = strchr(info, '|');
    if (bar == NULL) return SX_NULL;
    *bar = 0;
    return py_raise(vm, RL->type_error, "%s() missing 1 required keyword-only argument: '%s'", info, bar + 1);
}

/* %kwnone(kwargs dict, fname): keywords no parameter took */
static sx_value h_kwnone(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2 || !py_is_dict(argv[0]) || !sx_is_string(argv[1])) return SX_NULL;
    py_dict *d = py_dict_of(argv[0]);
    for (uint32_t i = 0; i < d->n; i++) {
        if (d->keys[i] == SX_EMPTY || !sx_is_string(d->keys[i])) continue;
        char fname[128], k[128];
        sx_string_to_utf8(sx_as_string(argv[1]), fname, sizeof fname);
        sx_string_to_utf8(sx_as_string(d->keys[i]), k, sizeof k);
        return py_raise(vm, RL->type_error, "%s() got an unexpected keyword argument '%s'", fname, k);
    }
    return SX_NULL;
}

bool py_init_core_call_checks(sx_vm *vm) {
    return py_def(vm, vm->realm.global, "%arity", h_arity, 0) && py_def(vm, vm->realm.global, "%kwtake", h_kwtake, 0) &&
           py_def(vm, vm->realm.global, "%kwneed", h_kwneed, 0) && py_def(vm, vm->realm.global, "%kwnone", h_kwnone, 0);
}

/* -- dict views: d.keys(), d.values(), d.items() are live views of the dict (len, in, iteration,
 * repr dict_keys([...]); keys and items views combine with sets through & | - ^ as sets do) --
 * A view is an instance of the hidden class dict_keys / dict_values / dict_items whose one own
 * property %dv holds [the dict, mode]. */

static const char *const view_names[3] = {"dict_keys", "dict_values", "dict_items"};

/* the view's dict and mode (0 keys, 1 values, 2 items), or NULL when v is not a view */
static sx_object *view_of(sx_value v, int *mode) {
    if (!sx_is_object(v)) return NULL;
    sx_object *o = sx_as_object(v);
    if (o->cls != SX_CLASS_OBJECT || o->nprops < 1 || o->props[0].key == NULL) return NULL;
    sx_string *k = o->props[0].key;
    if (k->len != 3 || sx_string_at(k, 0) != '%' || sx_string_at(k, 1) != 'd' || sx_string_at(k, 2) != 'v') return NULL;
    sx_value st = o->props[0].value;
    if (!sx_is_object(st) || sx_as_object(st)->cls != SX_CLASS_ARRAY || sx_as_object(st)->u.array.len != 2) return NULL;
    *mode = (int)sx_to_double(sx_as_object(st)->u.array.items[1]);
    return sx_as_object(sx_as_object(st)->u.array.items[0]);
}

/* the view's elements now, as a list */
static sx_object *view_list(sx_vm *vm, sx_object *d, int mode) {
    py_dict *dd = d->u.host.impl;
    sx_object *l = py_list_new(vm, dd->live);
    if (l == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(l));
    if (!sx_meter_elements(vm, dd->n)) return sx_temp_pop(vm, 1), NULL;
    for (uint32_t i = 0; i < dd->n; i++) {
        if (dd->keys[i] == SX_EMPTY) continue;
        sx_value v = mode == 0 ? dd->keys[i] : dd->vals[i];
        if (mode == 2) {
            v = pair(vm, dd->keys[i], dd->vals[i]);
            if (v == SX_EXCEPTION) return sx_temp_pop(vm, 1), NULL;
        }
        if (!sx_array_push(vm, l, v)) return sx_temp_pop(vm, 1), NULL;
    }
    sx_temp_pop(vm, 1);
    return l;
}

/* the running native's data: [the view class, the key %dv] (set by py_init_core_views, so
 * making a view allocates no strings) */
static sx_value view_new(sx_vm *vm, sx_value t, int mode) {
    if (!py_is_dict(t) || py_is_set(vm, t))
        return need(vm, "dict", mode == 0 ? "keys" : mode == 1 ? "values" : "items", t);
    sx_object *self_fn = vm->nframes > 0 ? vm->frames[vm->nframes - 1].callee : NULL;
    sx_value data = self_fn && self_fn->cls == SX_CLASS_NATIVE ? self_fn->u.native.data : SX_UNDEFINED;
    if (!sx_is_object(data) || sx_as_object(data)->cls != SX_CLASS_ARRAY || sx_as_object(data)->u.array.len != 2)
        return py_raise(vm, RL->type_error, "internal: dict views");
    sx_value cls = sx_as_object(data)->u.array.items[0];
    sx_string *sk = sx_as_string(sx_as_object(data)->u.array.items[1]);
    sx_object *st = sx_array_new(vm, 2);
    if (st == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(st));
    sx_array_push(vm, st, t);
    sx_array_push(vm, st, sx_number(mode));
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, sx_as_object(cls));
    bool ok = o != NULL && sx_object_define(vm, o, sk, sx_from_object(st), SX_PROP_HIDDEN);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(o) : SX_EXCEPTION;
}
static sx_value d_keys(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    receiver(vm, t, RL->dict, &c, &a, &t);
    return view_new(vm, t, 0);
}
static sx_value d_values(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    receiver(vm, t, RL->dict, &c, &a, &t);
    return view_new(vm, t, 1);
}
static sx_value d_items(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    receiver(vm, t, RL->dict, &c, &a, &t);
    return view_new(vm, t, 2);
}

static sx_value v_iter(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    int mode;
    sx_object *d = view_of(t, &mode);
    if (d == NULL) return py_raise(vm, RL->type_error, "internal: not a dict view");
    if (mode == 0) return vm->lang->iter_get(vm, sx_from_object(d)); /* the dict's own key iterator */
    sx_object *l = view_list(vm, d, mode);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    sx_value it = vm->lang->iter_get(vm, sx_from_object(l));
    sx_temp_pop(vm, 1);
    return it;
}
static sx_value v_len(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    int mode;
    sx_object *d = view_of(t, &mode);
    if (d == NULL) return py_raise(vm, RL->type_error, "internal: not a dict view");
    return sx_number(((py_dict *)d->u.host.impl)->live);
}
static sx_value v_contains(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    int mode;
    sx_object *d = view_of(t, &mode);
    if (d == NULL || argc < 1) return py_raise(vm, RL->type_error, "internal: not a dict view");
    sx_value v;
    if (mode == 0) {
        int r = py_dict_get(vm, d, argv[0], &v);
        return r < 0 ? SX_EXCEPTION : sx_bool(r == 1);
    }
    if (mode == 2) {
        if (!py_is_tuple(vm, argv[0]) || sx_as_object(argv[0])->u.array.len != 2) return SX_FALSE;
        sx_object *p = sx_as_object(argv[0]);
        int r = py_dict_get(vm, d, p->u.array.items[0], &v);
        if (r <= 0) return r < 0 ? SX_EXCEPTION : SX_FALSE;
        bool eq;
        return py_equal(vm, v, p->u.array.items[1], &eq) ? sx_bool(eq) : SX_EXCEPTION;
    }
    py_dict *dd = d->u.host.impl;
    for (uint32_t i = 0; i < dd->n; i++) {
        if (dd->keys[i] == SX_EMPTY) continue;
        bool eq;
        if (!py_equal(vm, dd->vals[i], argv[0], &eq)) return SX_EXCEPTION;
        if (eq) return SX_TRUE;
    }
    return SX_FALSE;
}
static sx_value v_repr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    int mode;
    sx_object *d = view_of(t, &mode);
    if (d == NULL) return py_raise(vm, RL->type_error, "internal: not a dict view");
    sx_object *l = view_list(vm, d, mode);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_ascii(&b, view_names[mode]);
    sx_strbuf_unit(&b, '(');
    bool ok = py_repr(vm, &b, sx_from_object(l));
    sx_strbuf_unit(&b, ')');
    sx_temp_pop(vm, 1);
    if (!ok) return sx_strbuf_discard(&b), SX_EXCEPTION;
    return finish_str(vm, &b);
}

/* a view (keys or items) or any iterable as a set, for the view's set operators */
static sx_value view_set(sx_vm *vm, sx_value v) {
    int mode;
    sx_object *d = view_of(v, &mode);
    if (d == NULL) return as_set(vm, v);
    sx_object *l = view_list(vm, d, mode);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    sx_value s = as_set(vm, sx_from_object(l));
    sx_temp_pop(vm, 1);
    return s;
}

/* the operators py_core_binary leaves to views: & | - ^ with a keys/items view on either side,
 * and == between views and sets; SX_EMPTY when neither side is a view */
static sx_value view_binary(sx_vm *vm, int op, sx_value a, sx_value b) {
    int ma = -1, mb = -1;
    sx_object *da = view_of(a, &ma), *db = view_of(b, &mb);
    if (da == NULL && db == NULL) return SX_EMPTY;
    if (!(op == PY_OP_BAND || op == PY_OP_BOR || op == PY_OP_SUB || op == PY_OP_BXOR)) return SX_EMPTY;
    if (ma == 1 || mb == 1) return SX_EMPTY;
    uint32_t mark = vm->ntemps;
    sx_value x = view_set(vm, a);
    if (x != SX_EXCEPTION) sx_temp_push(vm, x);
    sx_value y = x == SX_EXCEPTION ? x : view_set(vm, b);
    if (y != SX_EXCEPTION) sx_temp_push(vm, y);
    sx_value r = y == SX_EXCEPTION ? y : py_set_op(vm, op, x, y);
    sx_temp_pop(vm, vm->ntemps - mark);
    return r;
}

bool py_init_core_views(sx_vm *vm) {
    static const char *const methods[3] = {"keys", "values", "items"};
    static const sx_native_fn fns[3] = {d_keys, d_values, d_items};
    sx_string *sk = sx_atom(vm, "%dv");
    if (sk == NULL) return false;
    for (int m = 0; m < 3; m++) {
        sx_object *c = py_class_new(vm, view_names[m], RL->object, RL->object->u.native.fn, 0);
        if (c == NULL || !py_def(vm, RL->dict, methods[m], fns[m], 0) || !py_def(vm, c, "__iter__", v_iter, 0) ||
            !py_def(vm, c, "__len__", v_len, 0) || !py_def(vm, c, "__contains__", v_contains, 1) ||
            !py_def(vm, c, "__repr__", v_repr, 0))
            return false;
        sx_temp_push(vm, sx_from_object(c));
        sx_object *data = sx_array_new(vm, 2);
        sx_string *mk = data ? sx_atom(vm, methods[m]) : NULL;
        sx_value fn = mk ? sx_object_find_data(vm, RL->dict, mk) : SX_UNDEFINED;
        sx_temp_pop(vm, 1);
        if (!sx_is_object(fn)) return false;
        sx_array_push(vm, data, sx_from_object(c));
        sx_array_push(vm, data, sx_from_string(sk));
        sx_as_object(fn)->u.native.data = sx_from_object(data);
    }
    return true;
}

/* -- frozenset: a set (PY_CLASS_DICT, frozen) whose class is frozenset, based on set so the set
 * operations and methods apply; the mutating ones are not there (AttributeError, as CPython) -- */

static sx_value fs_no(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_value n = sx_object_find_data(vm, vm->frames[vm->nframes - 1].callee, vm->atoms.name);
    char name[64] = "add";
    if (sx_is_string(n)) sx_string_to_utf8(sx_as_string(n), name, sizeof name);
    return py_raise(vm, RL->attribute_error, "'frozenset' object has no attribute '%s'", name);
}

static sx_value fs_new(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc > 1) return py_raise(vm, RL->type_error, "frozenset expected at most 1 argument, got %d", argc);
    sx_object *cls = vm->frames[vm->nframes - 1].callee;
    sx_object *s = py_set_new(vm);
    if (s == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(s));
    bool ok = argc == 0 || py_iterate(vm, argv[0], add_each, s);
    sx_temp_pop(vm, 1);
    if (!ok) return SX_EXCEPTION;
    s->proto = cls;
    s->oflags |= SX_OBJ_FROZEN;
    return sx_from_object(s);
}

bool py_init_core_frozenset(sx_vm *vm) {
    sx_object *c = py_class_new(vm, "frozenset", RL->set, fs_new, 0);
    sx_string *k = c ? sx_atom(vm, "frozenset") : NULL;
    if (k == NULL || !sx_object_define(vm, vm->realm.global, k, sx_from_object(c), SX_PROP_HIDDEN)) return false;
    static const char *const mutating[] = {"add",
                                           "discard",
                                           "remove",
                                           "pop",
                                           "clear",
                                           "update",
                                           "intersection_update",
                                           "difference_update",
                                           "symmetric_difference_update"};
    for (size_t i = 0; i < sizeof mutating / sizeof mutating[0]; i++)
        if (!py_def(vm, c, mutating[i], fs_no, 0)) return false;
    return true;
}
