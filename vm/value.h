/* value.h - NaN-boxed values: every guest value fits in 64 bits. */
#ifndef SX_VALUE_H
#define SX_VALUE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/*
 * A value is a uint64_t. Any bit pattern below SX_TAG_MIN is an IEEE double (all NaNs are
 * canonicalised to 0x7FF8000000000000 when boxed, so the negative quiet-NaN space is free).
 * Above it, the top 16 bits are a tag and the low 48 bits a payload:
 *
 *   0xFFF9  special constants: undefined, null, false, true, <empty> (TDZ / hole), <exception>
 *   0xFFFA  pointer to an sx_string
 *   0xFFFB  pointer to an sx_object (plain objects, arrays, functions, errors, ...)
 *   0xFFFC  pointer to a symbol: an sx_string marked is_symbol (its units are the description),
 *           unique by identity, so the same pointer is the symbol's property key
 *   0xFFFD  pointer to an sx_bigint: an immutable arbitrary-precision integer (vm/bigint.h)
 *
 * Pointers never become observable to the guest: no operation turns one into a number or text.
 */
typedef uint64_t sx_value;

#define SX_TAG_SHIFT 48
#define SX_TAG_MIN ((uint64_t)0xFFF9 << SX_TAG_SHIFT)
#define SX_TAG_SPECIAL ((uint64_t)0xFFF9 << SX_TAG_SHIFT)
#define SX_TAG_STRING ((uint64_t)0xFFFA << SX_TAG_SHIFT)
#define SX_TAG_OBJECT ((uint64_t)0xFFFB << SX_TAG_SHIFT)
#define SX_TAG_SYMBOL ((uint64_t)0xFFFC << SX_TAG_SHIFT)
#define SX_TAG_BIGINT ((uint64_t)0xFFFD << SX_TAG_SHIFT)
#define SX_TAG_MASK ((uint64_t)0xFFFF << SX_TAG_SHIFT)
#define SX_PAYLOAD_MASK (((uint64_t)1 << SX_TAG_SHIFT) - 1)

#define SX_UNDEFINED (SX_TAG_SPECIAL | 0)
#define SX_NULL (SX_TAG_SPECIAL | 1)
#define SX_FALSE (SX_TAG_SPECIAL | 2)
#define SX_TRUE (SX_TAG_SPECIAL | 3)
#define SX_EMPTY (SX_TAG_SPECIAL | 4)     /* uninitialised let/const (TDZ) and array holes */
#define SX_EXCEPTION (SX_TAG_SPECIAL | 5) /* returned by natives: "an exception is pending" */
#define SX_CANON_NAN ((uint64_t)0x7FF8000000000000)

typedef struct sx_string sx_string;
typedef struct sx_object sx_object;
typedef struct sx_bigint sx_bigint;

static inline bool sx_is_number(sx_value v) { return v < SX_TAG_MIN; }
static inline bool sx_is_string(sx_value v) { return (v & SX_TAG_MASK) == SX_TAG_STRING; }
static inline bool sx_is_object(sx_value v) { return (v & SX_TAG_MASK) == SX_TAG_OBJECT; }
static inline bool sx_is_symbol(sx_value v) { return (v & SX_TAG_MASK) == SX_TAG_SYMBOL; }
static inline bool sx_is_bigint(sx_value v) { return (v & SX_TAG_MASK) == SX_TAG_BIGINT; }
static inline bool sx_is_undefined(sx_value v) { return v == SX_UNDEFINED; }
static inline bool sx_is_null(sx_value v) { return v == SX_NULL; }
static inline bool sx_is_nullish(sx_value v) { return v == SX_UNDEFINED || v == SX_NULL; }
static inline bool sx_is_bool(sx_value v) { return v == SX_TRUE || v == SX_FALSE; }
static inline bool sx_is_exception(sx_value v) { return v == SX_EXCEPTION; }

static inline double sx_to_double(sx_value v) {
    double d;
    memcpy(&d, &v, sizeof d);
    return d;
}
static inline sx_value sx_number(double d) {
    sx_value v;
    if (__builtin_expect(d != d, 0)) {
        __asm__ volatile(""); /* keeps it a branch: a conditional move would wait for the test */
        return SX_CANON_NAN;
    }
    memcpy(&v, &d, sizeof v);
    return v;
}
/* A double known not to be NaN (e.g. converted from an integer): no test at all. */
static inline sx_value sx_number_notnan(double d) {
    sx_value v;
    memcpy(&v, &d, sizeof v);
    return v;
}
static inline sx_value sx_bool(bool b) { return b ? SX_TRUE : SX_FALSE; }
static inline sx_string *sx_as_string(sx_value v) { return (sx_string *)(uintptr_t)(v & SX_PAYLOAD_MASK); }
static inline sx_object *sx_as_object(sx_value v) { return (sx_object *)(uintptr_t)(v & SX_PAYLOAD_MASK); }
static inline sx_value sx_from_string(const sx_string *s) { return SX_TAG_STRING | (uint64_t)(uintptr_t)s; }
static inline sx_string *sx_as_symbol(sx_value v) { return (sx_string *)(uintptr_t)(v & SX_PAYLOAD_MASK); }
static inline sx_value sx_from_symbol(const sx_string *s) { return SX_TAG_SYMBOL | (uint64_t)(uintptr_t)s; }
static inline sx_bigint *sx_as_bigint(sx_value v) { return (sx_bigint *)(uintptr_t)(v & SX_PAYLOAD_MASK); }
static inline sx_value sx_from_bigint(const sx_bigint *b) { return SX_TAG_BIGINT | (uint64_t)(uintptr_t)b; }
static inline sx_value sx_from_object(const sx_object *o) { return SX_TAG_OBJECT | (uint64_t)(uintptr_t)o; }

#endif
