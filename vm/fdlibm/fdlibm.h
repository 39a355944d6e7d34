/* fdlibm.h - our stand-in for newlib's fdlibm.h when compiling the fetched fdlibm sources
 * (scripts/fetch-fdlibm): word access to doubles, and every function renamed to sx_fdlibm_* so
 * none of them replaces the C library's function of the same name. */
#ifndef SX_FDLIBM_COMPAT_H
#define SX_FDLIBM_COMPAT_H

#include <stdint.h>

#include "vm/fdlibm/sx_fdlibm.h"

typedef int32_t __int32_t;
typedef uint32_t __uint32_t;
#define __P(params) params

/* The public names the sources define or call. */
#define sin sx_fdlibm_sin
#define cos sx_fdlibm_cos
#define tan sx_fdlibm_tan
#define atan sx_fdlibm_atan
#define asinh sx_fdlibm_asinh
#define tanh sx_fdlibm_tanh
#define expm1 sx_fdlibm_expm1
#define log1p sx_fdlibm_log1p
#define __ieee754_acos sx_fdlibm_acos
#define __ieee754_acosh sx_fdlibm_acosh
#define __ieee754_asin sx_fdlibm_asin
#define __ieee754_atan2 sx_fdlibm_atan2
#define __ieee754_atanh sx_fdlibm_atanh
#define __ieee754_cosh sx_fdlibm_cosh
/* e_exp.c defines the core; the others call sx_fdlibm_exp (stdlib/number.c), which adds V8's
 * exp(1) = e, so cosh(1) agrees too. */
#ifdef SX_FDLIBM_EXP_CORE
#define __ieee754_exp sx_fdlibm_exp_core
#else
#define __ieee754_exp sx_fdlibm_exp
#endif
#define __ieee754_log sx_fdlibm_log
#define __ieee754_log10 sx_fdlibm_log10
#define __ieee754_pow sx_fdlibm_pow
#define __ieee754_sinh sx_fdlibm_sinh
#define __ieee754_rem_pio2 sx_fdlibm_rem_pio2
#define __kernel_sin sx_fdlibm_kernel_sin
#define __kernel_cos sx_fdlibm_kernel_cos
#define __kernel_tan sx_fdlibm_kernel_tan
#define __kernel_rem_pio2 sx_fdlibm_kernel_rem_pio2

/* Exact operations they use, from the compiler (or the C library, which is exact for them). */
#define fabs __builtin_fabs
#define floor __builtin_floor
#define sqrt __builtin_sqrt
#define __ieee754_sqrt __builtin_sqrt
#define copysign __builtin_copysign
#define scalbn __builtin_scalbn

int32_t sx_fdlibm_rem_pio2(double x, double *y);
double sx_fdlibm_kernel_sin(double x, double y, int iy);
double sx_fdlibm_kernel_cos(double x, double y);
double sx_fdlibm_kernel_tan(double x, double y, int k);
int sx_fdlibm_kernel_rem_pio2(double *x, double *y, int e0, int nx, int prec, const int32_t *ipio2);

/* A double as its two 32-bit halves (little-endian: the low word first). */
typedef union {
    double value;
    struct {
        uint32_t lsw, msw;
    } parts;
} ieee_double_shape_type;

#define EXTRACT_WORDS(hi, lo, d)                                                                                       \
    do {                                                                                                               \
        ieee_double_shape_type u_ = {.value = (d)};                                                                    \
        (hi) = u_.parts.msw;                                                                                           \
        (lo) = u_.parts.lsw;                                                                                           \
    } while (0)
#define GET_HIGH_WORD(hi, d)                                                                                           \
    do {                                                                                                               \
        ieee_double_shape_type u_ = {.value = (d)};                                                                    \
        (hi) = u_.parts.msw;                                                                                           \
    } while (0)
#define GET_LOW_WORD(lo, d)                                                                                            \
    do {                                                                                                               \
        ieee_double_shape_type u_ = {.value = (d)};                                                                    \
        (lo) = u_.parts.lsw;                                                                                           \
    } while (0)
#define INSERT_WORDS(d, hi, lo)                                                                                        \
    do {                                                                                                               \
        ieee_double_shape_type u_;                                                                                     \
        u_.parts.msw = (hi);                                                                                           \
        u_.parts.lsw = (lo);                                                                                           \
        (d) = u_.value;                                                                                                \
    } while (0)
#define SET_HIGH_WORD(d, hi)                                                                                           \
    do {                                                                                                               \
        ieee_double_shape_type u_ = {.value = (d)};                                                                    \
        u_.parts.msw = (hi);                                                                                           \
        (d) = u_.value;                                                                                                \
    } while (0)
#define SET_LOW_WORD(d, lo)                                                                                            \
    do {                                                                                                               \
        ieee_double_shape_type u_ = {.value = (d)};                                                                    \
        u_.parts.lsw = (lo);                                                                                           \
        (d) = u_.value;                                                                                                \
    } while (0)

#endif
