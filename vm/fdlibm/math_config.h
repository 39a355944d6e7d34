/* math_config.h - stand-in for newlib's: the error helpers that expm1 and log1p call, without
 * errno (JavaScript has none). */
#ifndef SX_FDLIBM_MATH_CONFIG_H
#define SX_FDLIBM_MATH_CONFIG_H

#include <stdint.h>

static inline double __math_oflow(uint32_t sign) { return sign ? -__builtin_inf() : __builtin_inf(); }
static inline double __math_divzero(uint32_t sign) { return sign ? -__builtin_inf() : __builtin_inf(); }
static inline double __math_invalid(double x) { return (x - x) / (x - x); }

#endif
