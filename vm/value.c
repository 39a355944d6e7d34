/* value.c - what the opcodes themselves define of values: truthiness, strict equality, int32 and
 * the exact % and ** of doubles (the interpreter's fast paths call these directly). */
#include <math.h>

#include "vm/bigint.h"
#include "vm/fdlibm/sx_fdlibm.h"
#include "vm/vm.h"

bool sx_to_boolean(sx_value v) {
    if (sx_is_number(v)) {
        double d = sx_to_double(v);
        return d != 0 && d == d;
    }
    if (sx_is_string(v)) return sx_as_string(v)->len > 0;
    if (sx_is_object(v) || sx_is_symbol(v)) return true;
    if (sx_is_bigint(v)) return sx_as_bigint(v)->used > 0;
    return v == SX_TRUE;
}

bool sx_strict_equals(sx_value a, sx_value b) {
    if (sx_is_number(a) && sx_is_number(b)) return sx_to_double(a) == sx_to_double(b);
    if (sx_is_string(a) && sx_is_string(b)) return sx_string_equal(sx_as_string(a), sx_as_string(b));
    if (sx_is_bigint(a) && sx_is_bigint(b)) return sx_bigint_equal(sx_as_bigint(a), sx_as_bigint(b));
    return a == b;
}

int32_t sx_double_to_int32(double d) {
    if (d >= -2147483648.0 && d <= 2147483647.0) return (int32_t)d; /* truncates; NaN fails both */
    if (!isfinite(d)) return 0;
    double m = fmod(trunc(d), 4294967296.0); /* exact; same sign as d */
    if (m < 0) m += 4294967296.0;
    return (int32_t)(uint32_t)m; /* modular: values >= 2^31 wrap to negative */
}

double sx_number_mod(double a, double b) { return fmod(a, b); } /* C's fmod is JS's % exactly */

double sx_number_pow(double a, double b) {
    if (b != b) return NAN;
    if ((a == 1 || a == -1) && isinf(b)) return NAN;
    return sx_fdlibm_pow(a, b); /* V8's pow is fdlibm's too */
}
