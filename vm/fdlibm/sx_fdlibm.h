/* sx_fdlibm.h - the fdlibm functions Math uses (built from Debian's newlib-source by
 * scripts/fetch-fdlibm and CMake; V8 computes Math with its port of the same library), and the
 * two that V8 takes from FreeBSD's newer msun instead. */
#ifndef SX_FDLIBM_H
#define SX_FDLIBM_H

double sx_fdlibm_sin(double x);
double sx_fdlibm_cos(double x);
double sx_fdlibm_tan(double x);
double sx_fdlibm_asin(double x);
double sx_fdlibm_acos(double x);
double sx_fdlibm_atan(double x);
double sx_fdlibm_atan2(double y, double x);
double sx_fdlibm_sinh(double x);
double sx_fdlibm_cosh(double x);
double sx_fdlibm_tanh(double x);
double sx_fdlibm_asinh(double x);
double sx_fdlibm_acosh(double x);
double sx_fdlibm_atanh(double x);
double sx_fdlibm_exp(double x);      /* stdlib/number.c: the core, except exp(1) = e as in V8 */
double sx_fdlibm_exp_core(double x); /* fdlibm's own */
double sx_fdlibm_expm1(double x);
double sx_fdlibm_log(double x);
double sx_fdlibm_log1p(double x);
double sx_fdlibm_log10(double x);
double sx_fdlibm_pow(double x, double y);

/* From stdlib-js's C ports of FreeBSD's msun (scripts/fetch-stdlib-math), which V8 uses here. */
double stdlib_base_cbrt(double x);
double stdlib_base_log2(double x);

#endif
