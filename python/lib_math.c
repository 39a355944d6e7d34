/* lib_math.c - the rest of `math`: CPython's domain and range errors, ints of any size, and the functions modules.c's table lacks. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"
#include "vm/meter.h"

#define RL py_rl(vm)

/* The float value of a real argument, as CPython's PyFloat_AsDouble: ints of any size (too big:
 * OverflowError), bools, floats; anything else a TypeError. */
static bool real_arg(sx_vm *vm, sx_value v, double *out) {
    if (sx_is_number(v)) return *out = sx_to_double(v), true;
    if (v == SX_TRUE || v == SX_FALSE) return *out = v == SX_TRUE, true;
    if (py_is_float(v)) return *out = py_float_value(v), true;
    if (sx_is_bigint(v)) {
        *out = sx_bigint_to_double(sx_as_bigint(v));
        if (isinf(*out)) {
            py_raise(vm, RL->overflow_error, "int too large to convert to float");
            return false;
        }
        return true;
    }
    char name[64];
    py_raise(vm, RL->type_error, "must be real number, not %s", py_type_name(vm, v, name, sizeof name));
    return false;
}

static bool is_int(sx_value v) { return sx_is_number(v) || sx_is_bigint(v) || v == SX_TRUE || v == SX_FALSE; }
static sx_value as_int(sx_value v) { return v == SX_TRUE ? sx_number(1) : v == SX_FALSE ? sx_number(0) : v; }

static bool int_arg(sx_vm *vm, sx_value v, sx_value *out) {
    if (is_int(v)) return *out = as_int(v), true;
    char name[64];
    py_raise(vm, RL->type_error, "'%s' object cannot be interpreted as an integer",
             py_type_name(vm, v, name, sizeof name));
    return false;
}

static int int_sign(sx_value v) {
    if (sx_is_bigint(v)) return sx_bigint_sign(sx_as_bigint(v));
    double d = sx_to_double(v);
    return d > 0 ? 1 : d < 0 ? -1 : 0;
}

static bool nargs(sx_vm *vm, const char *name, int argc, int want) {
    if (argc == want) return true;
    if (want == 1) py_raise(vm, RL->type_error, "math.%s() takes exactly one argument (%d given)", name, argc);
    else py_raise(vm, RL->type_error, "%s expected %d arguments, got %d", name, want, argc);
    return false;
}

/* CPython's math_1: a NaN from a non-NaN is a domain error, an infinity from a finite value a
 * range error (or a domain error for a pole: can_overflow false). */
static sx_value math_1(sx_vm *vm, int argc, const sx_value *argv, double (*f)(double), bool can_overflow,
                       const char *name) {
    double x;
    if (!nargs(vm, name, argc, 1) || !real_arg(vm, argv[0], &x)) return SX_EXCEPTION;
    double r = f(x);
    if (isnan(r) && !isnan(x)) return py_raise(vm, RL->value_error, "math domain error");
    if (isinf(r) && isfinite(x))
        return can_overflow ? py_raise(vm, RL->overflow_error, "math range error")
                            : py_raise(vm, RL->value_error, "math domain error");
    return py_float(vm, r);
}

static double sqrt_(double x) { return x < 0 ? NAN : sqrt(x); }
static double log1p_(double x) { return x <= -1 ? (x == -1 ? INFINITY : NAN) : log1p(x); }
static double acosh_(double x) { return x < 1 ? NAN : acosh(x); }
static double atanh_(double x) { return fabs(x) >= 1 ? (fabs(x) == 1 ? INFINITY : NAN) : atanh(x); }
static double gamma_(double x) {
    if (x <= 0 && x == floor(x)) return isinf(x) ? NAN : INFINITY; /* a pole: domain error */
    return tgamma(x);
}
static double lgamma_(double x) {
    if (x <= 0 && x == floor(x) && !isinf(x)) return INFINITY;
    return lgamma(x);
}
static double exp2_(double x) { return exp2(x); }

#define MATH1(cname, f, over)                                                                                          \
    static sx_value cname(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                                     \
        (void)t;                                                                                                       \
        return math_1(vm, argc, argv, f, over, #f);                                                                    \
    }
MATH1(f_sqrt, sqrt_, false)
MATH1(f_exp, exp, true)
MATH1(f_expm1, expm1, true)
MATH1(f_exp2, exp2_, true)
MATH1(f_log1p, log1p_, false)
MATH1(f_sin, sin, false)
MATH1(f_cos, cos, false)
MATH1(f_tan, tan, false)
MATH1(f_asin, asin, false)
MATH1(f_acos, acos, false)
MATH1(f_atan, atan, false)
MATH1(f_sinh, sinh, true)
MATH1(f_cosh, cosh, true)
MATH1(f_tanh, tanh, false)
MATH1(f_asinh, asinh, false)
MATH1(f_acosh, acosh_, false)
MATH1(f_atanh, atanh_, false)
MATH1(f_erf, erf, false)
MATH1(f_erfc, erfc, false)
MATH1(f_gamma, gamma_, true)
MATH1(f_lgamma, lgamma_, true)
MATH1(f_cbrt, cbrt, false)

/* log of an int of any size: CPython's loghelper (a huge int is x * 2**e) */
static bool log_arg(sx_vm *vm, sx_value v, double (*f)(double), double *out) {
    if (sx_is_bigint(v)) {
        const sx_bigint *b = sx_as_bigint(v);
        if (sx_bigint_sign(b) <= 0) {
            py_raise(vm, RL->value_error, "math domain error");
            return false;
        }
        double d = sx_bigint_to_double(b);
        if (!isinf(d)) return *out = f(d), true;
        /* too big for a double: scale down by a power of two first */
        sx_bigint_status st = SX_BIGINT_OK;
        sx_value shifted = sx_bigint_binary(vm, SX_BIGINT_SHR, v, sx_number(960), &st);
        if (shifted == SX_EXCEPTION || st != SX_BIGINT_OK) {
            if (!vm->has_exception && vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
            return false;
        }
        double e = 960;
        double x;
        sx_temp_push(vm, shifted);
        bool ok = log_arg(vm, shifted, log, &x); /* natural log of the shifted value */
        sx_temp_pop(vm, 1);
        if (!ok) return false;
        double ln = x + e * M_LN2;
        *out = f == log ? ln : f == log2 ? ln / M_LN2 : ln / M_LN10;
        return true;
    }
    double x;
    if (!real_arg(vm, v, &x)) return false;
    if (isnan(x)) return *out = x, true;
    if (x <= 0) {
        py_raise(vm, RL->value_error, "math domain error");
        return false;
    }
    *out = f(x);
    return true;
}

static sx_value f_log(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || argc > 2) return py_raise(vm, RL->type_error, "log expected at least 1 argument, got %d", argc);
    double num, den;
    if (!log_arg(vm, argv[0], log, &num)) return SX_EXCEPTION;
    if (argc == 1) return py_float(vm, num);
    if (!log_arg(vm, argv[1], log, &den)) return SX_EXCEPTION;
    if (den == 0) return py_raise(vm, RL->zero_division, "float division by zero");
    return py_float(vm, num / den);
}
static sx_value f_log2(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double r;
    if (!nargs(vm, "log2", argc, 1) || !log_arg(vm, argv[0], log2, &r)) return SX_EXCEPTION;
    return py_float(vm, r);
}
static sx_value f_log10(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double r;
    if (!nargs(vm, "log10", argc, 1) || !log_arg(vm, argv[0], log10, &r)) return SX_EXCEPTION;
    return py_float(vm, r);
}

/* math.pow: CPython's special cases and errors */
static sx_value f_pow(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x, y;
    if (!nargs(vm, "pow", argc, 2) || !real_arg(vm, argv[0], &x) || !real_arg(vm, argv[1], &y)) return SX_EXCEPTION;
    double r;
    bool odd_y;
    if (!isfinite(x) || !isfinite(y)) {
        if (isnan(x)) r = y == 0 ? 1 : x;
        else if (isnan(y)) r = x == 1 ? 1 : y;
        else if (isinf(x)) {
            odd_y = isfinite(y) && fmod(fabs(y), 2.0) == 1.0;
            r = y > 0 ? (odd_y ? x : fabs(x)) : y == 0 ? 1 : (odd_y ? copysign(0.0, x) : 0.0);
        } else r = fabs(x) == 1 ? 1 : (y > 0) == (fabs(x) > 1) ? INFINITY : 0; /* y infinite */
        return py_float(vm, r);
    }
    if (x == 0 && y < 0) return py_raise(vm, RL->value_error, "math domain error");
    r = pow(x, y);
    if (isnan(r)) return py_raise(vm, RL->value_error, "math domain error");
    if (isinf(r)) return py_raise(vm, RL->overflow_error, "math range error");
    return py_float(vm, r);
}

static sx_value two_reals(sx_vm *vm, int argc, const sx_value *argv, const char *name, double *x, double *y) {
    if (!nargs(vm, name, argc, 2) || !real_arg(vm, argv[0], x) || !real_arg(vm, argv[1], y)) return SX_EXCEPTION;
    return SX_TRUE;
}

static sx_value f_copysign(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x, y;
    if (two_reals(vm, argc, argv, "copysign", &x, &y) == SX_EXCEPTION) return SX_EXCEPTION;
    return py_float(vm, copysign(x, y));
}
static sx_value f_fmod(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x, y;
    if (two_reals(vm, argc, argv, "fmod", &x, &y) == SX_EXCEPTION) return SX_EXCEPTION;
    if (isinf(y) && isfinite(x)) return py_float(vm, x);
    double r = fmod(x, y);
    if (isnan(r) && !isnan(x) && !isnan(y)) return py_raise(vm, RL->value_error, "math domain error");
    return py_float(vm, r);
}
static sx_value f_remainder(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x, y;
    if (two_reals(vm, argc, argv, "remainder", &x, &y) == SX_EXCEPTION) return SX_EXCEPTION;
    double r = remainder(x, y);
    if (isnan(r) && !isnan(x) && !isnan(y)) return py_raise(vm, RL->value_error, "math domain error");
    return py_float(vm, r);
}
static sx_value f_nextafter(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x, y;
    if (two_reals(vm, argc, argv, "nextafter", &x, &y) == SX_EXCEPTION) return SX_EXCEPTION;
    return py_float(vm, nextafter(x, y));
}
static sx_value f_ulp(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x;
    if (!nargs(vm, "ulp", argc, 1) || !real_arg(vm, argv[0], &x)) return SX_EXCEPTION;
    if (isnan(x)) return py_float(vm, x);
    x = fabs(x);
    if (isinf(x)) return py_float(vm, x);
    double x2 = nextafter(x, INFINITY);
    if (isinf(x2)) return py_float(vm, x - nextafter(x, -INFINITY));
    return py_float(vm, x2 - x);
}
static sx_value f_ldexp(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x;
    sx_value iv;
    if (!nargs(vm, "ldexp", argc, 2) || !real_arg(vm, argv[0], &x) || !int_arg(vm, argv[1], &iv)) return SX_EXCEPTION;
    double e = sx_is_bigint(iv) ? (int_sign(iv) > 0 ? 1e9 : -1e9) : sx_to_double(iv);
    if (e > 100000) e = 100000;
    if (e < -100000) e = -100000;
    if (x == 0 || !isfinite(x)) return py_float(vm, x);
    double r = ldexp(x, (int)e);
    if (isinf(r)) return py_raise(vm, RL->overflow_error, "math range error");
    return py_float(vm, r);
}

static sx_value pair(sx_vm *vm, sx_value a, sx_value b) {
    sx_temp_push(vm, a);
    sx_temp_push(vm, b);
    sx_object *tu = py_tuple_new(vm, 2);
    sx_temp_pop(vm, 2);
    if (tu == NULL) return SX_EXCEPTION;
    tu->u.array.items[0] = a, tu->u.array.items[1] = b;
    tu->u.array.len = 2;
    return sx_from_object(tu);
}

static sx_value f_frexp(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x;
    if (!nargs(vm, "frexp", argc, 1) || !real_arg(vm, argv[0], &x)) return SX_EXCEPTION;
    int e = 0;
    double m = isfinite(x) && x != 0 ? frexp(x, &e) : x;
    sx_value mv = py_float(vm, m);
    return mv == SX_EXCEPTION ? mv : pair(vm, mv, sx_number(e));
}
static sx_value f_modf(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x, ip;
    if (!nargs(vm, "modf", argc, 1) || !real_arg(vm, argv[0], &x)) return SX_EXCEPTION;
    double fp;
    if (isinf(x)) fp = copysign(0.0, x), ip = x;
    else fp = modf(x, &ip);
    sx_value a = py_float(vm, fp);
    if (a == SX_EXCEPTION) return a;
    sx_temp_push(vm, a);
    sx_value b = py_float(vm, ip);
    sx_temp_pop(vm, 1);
    return b == SX_EXCEPTION ? b : pair(vm, a, b);
}

/* -- integers of any size, with the interpreter's own arithmetic (metered) -- */

static sx_value op(sx_vm *vm, int o, sx_value a, sx_value b) {
    sx_temp_push(vm, a);
    sx_temp_push(vm, b);
    sx_value r = py_binary(vm, o, a, b);
    sx_temp_pop(vm, 2);
    return r;
}

static int cmp(sx_vm *vm, sx_value a, sx_value b) { /* ints only */
    sx_value lt = op(vm, PY_OP_LT, a, b);
    if (lt == SX_TRUE) return -1;
    sx_value gt = op(vm, PY_OP_GT, a, b);
    return gt == SX_TRUE ? 1 : 0;
}

static sx_value int_abs(sx_vm *vm, sx_value a) { return int_sign(a) < 0 ? op(vm, PY_OP_SUB, sx_number(0), a) : a; }

static sx_value gcd2(sx_vm *vm, sx_value a, sx_value b) {
    a = int_abs(vm, a);
    if (a == SX_EXCEPTION) return a;
    sx_temp_push(vm, a);
    b = int_abs(vm, b);
    sx_temp_pop(vm, 1);
    while (b != SX_EXCEPTION && int_sign(b) != 0) {
        if (!sx_meter_charge(vm, 1)) return SX_EXCEPTION;
        sx_value r = op(vm, PY_OP_MOD, a, b);
        a = b, b = r;
    }
    return b == SX_EXCEPTION ? b : a;
}

static sx_value f_gcd(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value g = sx_number(0);
    for (int i = 0; i < argc && g != SX_EXCEPTION; i++) {
        sx_value x;
        if (!int_arg(vm, argv[i], &x)) return SX_EXCEPTION;
        g = gcd2(vm, g, x);
    }
    return g;
}

static sx_value f_lcm(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value l = sx_number(1);
    for (int i = 0; i < argc && l != SX_EXCEPTION; i++) {
        sx_value x;
        if (!int_arg(vm, argv[i], &x)) return SX_EXCEPTION;
        if (int_sign(x) == 0 || int_sign(l) == 0) {
            l = sx_number(0);
            continue;
        }
        sx_temp_push(vm, l);
        sx_value g = gcd2(vm, l, x);
        sx_value q = g == SX_EXCEPTION ? g : op(vm, PY_OP_FLOORDIV, int_abs(vm, x), g);
        sx_value r = q == SX_EXCEPTION ? q : op(vm, PY_OP_MUL, l, q);
        sx_temp_pop(vm, 1);
        l = r;
    }
    return l;
}

/* isqrt: Newton's method from above, exact for ints of any size */
static sx_value f_isqrt(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value n;
    if (!nargs(vm, "isqrt", argc, 1) || !int_arg(vm, argv[0], &n)) return SX_EXCEPTION;
    if (int_sign(n) < 0) return py_raise(vm, RL->value_error, "isqrt() argument must be nonnegative");
    if (sx_is_number(n)) {
        double d = sx_to_double(n), r = floor(sqrt(d));
        while (r * r > d) r--;
        while ((r + 1) * (r + 1) <= d) r++;
        return sx_number(r);
    }
    /* start from 2**ceil(bits/2) > sqrt(n) */
    double approx = sx_bigint_to_double(sx_as_bigint(n));
    int bits = 0;
    if (isinf(approx)) bits = 1030 * 2; /* refined by the loop below */
    else frexp(approx, &bits);
    sx_value x = op(vm, PY_OP_SHL, sx_number(1), sx_number((bits + 2) / 2 + 1));
    if (isinf(approx)) {
        /* grow the start until x*x > n */
        while (x != SX_EXCEPTION) {
            sx_value sq = op(vm, PY_OP_MUL, x, x);
            if (sq == SX_EXCEPTION) return sq;
            if (cmp(vm, sq, n) > 0) break;
            x = op(vm, PY_OP_SHL, x, sx_number(64));
        }
    }
    while (x != SX_EXCEPTION) {
        sx_temp_push(vm, x);
        sx_value q = op(vm, PY_OP_FLOORDIV, n, x);
        sx_value s = q == SX_EXCEPTION ? q : op(vm, PY_OP_ADD, x, q);
        sx_value y = s == SX_EXCEPTION ? s : op(vm, PY_OP_SHR, s, sx_number(1));
        sx_temp_pop(vm, 1);
        if (y == SX_EXCEPTION) return y;
        if (cmp(vm, y, x) >= 0) return x;
        x = y;
    }
    return SX_EXCEPTION;
}

/* perm(n, k) = n! / (n-k)!; comb(n, k) = perm(n, k) / k!, with k = min(k, n-k) */
static sx_value perm_comb(sx_vm *vm, int argc, const sx_value *argv, bool comb) {
    const char *name = comb ? "comb" : "perm";
    if (argc < (comb ? 2 : 1) || argc > 2)
        return py_raise(vm, RL->type_error,
                        comb ? "comb expected 2 arguments, got %d" : "perm expected at most 2 arguments, got %d", argc);
    sx_value n, k;
    if (!int_arg(vm, argv[0], &n)) return SX_EXCEPTION;
    if (argc == 1 || argv[1] == SX_NULL) k = n;
    else if (!int_arg(vm, argv[1], &k)) return SX_EXCEPTION;
    if (int_sign(n) < 0) return py_raise(vm, RL->value_error, "n must be a non-negative integer");
    if (int_sign(k) < 0) return py_raise(vm, RL->value_error, "k must be a non-negative integer");
    if (cmp(vm, k, n) > 0) return sx_number(0);
    if (!sx_is_number(k) || !sx_is_number(n))
        return py_raise(vm, RL->overflow_error, "%s() arguments too large for the secexec sandbox", name);
    double nn = sx_to_double(n), kk = sx_to_double(k);
    if (comb && nn - kk < kk) kk = nn - kk;
    sx_value r = sx_number(1);
    for (double i = 0; i < kk && r != SX_EXCEPTION; i++) {
        r = op(vm, PY_OP_MUL, r, sx_number(nn - i));
        if (comb && r != SX_EXCEPTION) r = op(vm, PY_OP_FLOORDIV, r, sx_number(i + 1));
    }
    return r;
}
static sx_value f_comb(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return perm_comb(vm, argc, argv, true);
}
static sx_value f_perm(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return perm_comb(vm, argc, argv, false);
}

/* the running product lives in a rooted one-element list: a user __mul__ or a generator may
 * run the collector between two steps */
static bool prod_each(sx_vm *vm, sx_value v, void *data) {
    sx_object *box = data;
    sx_value r = op(vm, PY_OP_MUL, box->u.array.items[0], v);
    if (r == SX_EXCEPTION) return false;
    box->u.array.items[0] = r;
    return true;
}
static sx_value f_prod(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc != 1) return py_raise(vm, RL->type_error, "prod() takes exactly 1 positional argument (%d given)", argc);
    sx_value start = py_kwarg(vm, kw, "start");
    sx_object *box = py_list_new(vm, 1);
    if (box == NULL) return SX_EXCEPTION;
    box->u.array.items[0] = start == SX_UNDEFINED ? sx_number(1) : start;
    box->u.array.len = 1;
    sx_temp_push(vm, sx_from_object(box));
    bool ok = py_iterate(vm, argv[0], prod_each, box);
    sx_temp_pop(vm, 1);
    return ok ? box->u.array.items[0] : SX_EXCEPTION;
}

/* dist(p, q): the Euclidean distance of two points of the same dimension */
static sx_value f_dist(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (!nargs(vm, "dist", argc, 2)) return SX_EXCEPTION;
    sx_object *p = py_list_of(vm, argv[0]);
    if (p == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(p));
    sx_object *q = py_list_of(vm, argv[1]);
    sx_temp_pop(vm, 1);
    if (q == NULL) return SX_EXCEPTION;
    if (p->u.array.len != q->u.array.len)
        return py_raise(vm, RL->value_error, "both points must have the same number of dimensions");
    if (!sx_meter_charge(vm, p->u.array.len)) return SX_EXCEPTION;
    /* CPython's vector_norm: scale by the largest component for accuracy */
    double diffs[64], maxv = 0;
    uint32_t n = p->u.array.len;
    if (n > 64) return py_raise(vm, RL->value_error, "dist() supports at most 64 dimensions in the secexec sandbox");
    for (uint32_t i = 0; i < n; i++) {
        double a, b;
        if (!real_arg(vm, p->u.array.items[i], &a) || !real_arg(vm, q->u.array.items[i], &b)) return SX_EXCEPTION;
        diffs[i] = fabs(a - b);
        if (diffs[i] > maxv) maxv = diffs[i];
    }
    if (n == 2) return py_float(vm, hypot(diffs[0], diffs[1]));
    if (maxv == 0 || isinf(maxv)) return py_float(vm, maxv);
    double s = 0;
    for (uint32_t i = 0; i < n; i++) s += (diffs[i] / maxv) * (diffs[i] / maxv);
    return py_float(vm, maxv * sqrt(s));
}

/* Adds (or replaces) these members of the math module m (made by modules.c). */
bool py_lib_math_fill(sx_vm *vm, sx_object *m) {
    static const struct {
        const char *name;
        sx_native_fn fn;
    } fns[] = {{"sqrt", f_sqrt},
               {"exp", f_exp},
               {"expm1", f_expm1},
               {"exp2", f_exp2},
               {"log1p", f_log1p},
               {"sin", f_sin},
               {"cos", f_cos},
               {"tan", f_tan},
               {"asin", f_asin},
               {"acos", f_acos},
               {"atan", f_atan},
               {"sinh", f_sinh},
               {"cosh", f_cosh},
               {"tanh", f_tanh},
               {"asinh", f_asinh},
               {"acosh", f_acosh},
               {"atanh", f_atanh},
               {"erf", f_erf},
               {"erfc", f_erfc},
               {"gamma", f_gamma},
               {"lgamma", f_lgamma},
               {"cbrt", f_cbrt},
               {"log", f_log},
               {"log2", f_log2},
               {"log10", f_log10},
               {"pow", f_pow},
               {"copysign", f_copysign},
               {"fmod", f_fmod},
               {"remainder", f_remainder},
               {"nextafter", f_nextafter},
               {"ulp", f_ulp},
               {"ldexp", f_ldexp},
               {"frexp", f_frexp},
               {"modf", f_modf},
               {"gcd", f_gcd},
               {"lcm", f_lcm},
               {"isqrt", f_isqrt},
               {"comb", f_comb},
               {"perm", f_perm},
               {"prod", f_prod},
               {"dist", f_dist}};
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
        if (!py_def(vm, m, fns[i].name, fns[i].fn, 1)) return false;
    return true;
}
