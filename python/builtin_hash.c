/* builtin_hash.c - hash(): CPython 3.11's values for int, bool and float (the modulus 2**61 - 1 algorithm), the dict's own hash for other hashable values, TypeError for unhashable ones. */
#include <math.h>
#include <stdint.h>

#include "python/py.h"
#include "vm/bigint.h"

bool py_hash_of(sx_vm *vm, sx_value v, uint32_t *out); /* python/objects.c: the dict's hash */

#define HASH_BITS 61
#define HASH_MOD (((uint64_t)1 << HASH_BITS) - 1)

/* CPython's _Py_HashDouble for a finite double */
static int64_t hash_double(double v) {
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) sign = -1, m = -m;
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & HASH_MOD) | x >> (HASH_BITS - 28);
        m *= 268435456.0; /* 2**28 */
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= HASH_MOD) x -= HASH_MOD;
    }
    e = e >= 0 ? e % HASH_BITS : HASH_BITS - 1 - ((-1 - e) % HASH_BITS);
    x = ((x << e) & HASH_MOD) | x >> (HASH_BITS - e);
    int64_t h = (int64_t)x * sign;
    return h == -1 ? -2 : h;
}

static sx_value bi_hash(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "hash() takes exactly one argument (%d given)", argc);
    sx_value v = argv[0];
    if (sx_is_bool(v)) return sx_number(v == SX_TRUE);
    if (sx_is_number(v) || py_is_float(v)) {
        double d = py_float_value(v);
        if (isinf(d)) return sx_number(d > 0 ? 314159 : -314159);
        if (!isnan(d)) {
            sx_value h = sx_bigint_from_int64(vm, hash_double(d));
            return h == SX_EXCEPTION ? h : py_int_normal(vm, h);
        }
    }
    uint32_t h;
    if (!py_hash_of(vm, v, &h)) return SX_EXCEPTION;
    return sx_number((double)(int32_t)h);
}

bool py_init_builtin_hash(sx_vm *vm) { return py_def(vm, vm->realm.global, "hash", bi_hash, 1); }
