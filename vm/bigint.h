/* bigint.h - arbitrary-precision integers as VM values, for every language (libtommath inside). */
#ifndef SX_BIGINT_H
#define SX_BIGINT_H

#include "vm/vm.h"

/*
 * A big integer is an immutable heap cell (SX_GC_BIGINT; values tagged SX_TAG_BIGINT): a sign
 * and a magnitude in base-2^60 digits, least significant first (libtommath's mp_digit). The
 * arithmetic is libtommath's (docs/architecture.md, "Big integers"), run on views of the cells;
 * its working memory goes through the VM's accounting allocator and its work is charged to the
 * meter before it starts (vm/meter.h), and a long operation also polls the clock and the cancel
 * flag at each of its allocations, so every limit holds inside it.
 *
 * Nothing here knows JavaScript: the language maps a status to its own error (a TypeError or
 * RangeError in JS, ZeroDivisionError in Python) and does its own coercions.
 */
struct sx_bigint {
    sx_gcheader gc;
    uint32_t used;    /* digits in use; 0 for zero */
    uint8_t negative; /* 1 when below zero (never for zero) */
    uint64_t digit[]; /* `used` digits (room for at least one), 60 bits each */
};

#define SX_BIGINT_DIGIT_BITS 60
#define SX_BIGINT_MAX_BITS (1u << 30) /* V8's limit: past it, "Maximum BigInt size exceeded" */

typedef enum sx_bigint_op {
    SX_BIGINT_ADD,
    SX_BIGINT_SUB,
    SX_BIGINT_MUL,
    SX_BIGINT_DIV, /* truncated towards zero */
    SX_BIGINT_REM, /* sign of the dividend */
    SX_BIGINT_POW,
    SX_BIGINT_AND, /* the bitwise operators work on the infinite two's complement */
    SX_BIGINT_OR,
    SX_BIGINT_XOR,
    SX_BIGINT_SHL, /* a negative count shifts the other way */
    SX_BIGINT_SHR, /* arithmetic: rounds towards minus infinity */
} sx_bigint_op;

typedef enum sx_bigint_status {
    SX_BIGINT_OK,
    SX_BIGINT_DIVIDE_BY_ZERO,
    SX_BIGINT_NEGATIVE_EXPONENT,
    SX_BIGINT_TOO_BIG, /* the result would pass SX_BIGINT_MAX_BITS */
    SX_BIGINT_STOPPED, /* a limit ended the run (memory, budget, clock, cancel): nothing to throw */
} sx_bigint_status;

/* The operations return the new value, or SX_EXCEPTION with *status saying why (never OK). */
sx_value sx_bigint_binary(sx_vm *vm, sx_bigint_op op, sx_value a, sx_value b, sx_bigint_status *status);
sx_value sx_bigint_negate(sx_vm *vm, sx_value a, sx_bigint_status *status);
sx_value sx_bigint_not(sx_vm *vm, sx_value a, sx_bigint_status *status); /* ~a == -a - 1 */
/* a modulo 2^bits, as unsigned (asUintN) or as signed two's complement of `bits` bits (asIntN). */
sx_value sx_bigint_wrap(sx_vm *vm, sx_value a, uint64_t bits, bool is_signed, sx_bigint_status *status);

sx_value sx_bigint_from_int64(sx_vm *vm, int64_t n);
sx_value sx_bigint_from_double(sx_vm *vm, double d, sx_bigint_status *status); /* d finite and integral */
/* The integer written with `len` digits of `radix` (2..36; '0'-'9', 'a'-'z', 'A'-'Z', already
 * checked by the caller), negated when `negative`. */
sx_value sx_bigint_from_digits(sx_vm *vm, const char *digits, size_t len, int radix, bool negative,
                               sx_bigint_status *status);
/* Its text in `radix` (2..36, lower-case letters, '-' before a negative one); NULL: stopped. */
sx_string *sx_bigint_to_string(sx_vm *vm, sx_value a, int radix);

double sx_bigint_to_double(const sx_bigint *b);                /* rounded to nearest, ties to even; may be +-Infinity */
int sx_bigint_compare(const sx_bigint *a, const sx_bigint *b); /* -1, 0 or 1 */
int sx_bigint_compare_double(const sx_bigint *a, double d);    /* d not NaN; -1, 0 or 1 */
bool sx_bigint_equal(const sx_bigint *a, const sx_bigint *b);
int sx_bigint_sign(const sx_bigint *a); /* -1, 0 or 1 */
uint64_t sx_bigint_hash(const sx_bigint *a);
bool sx_bigint_to_int64(const sx_bigint *a, int64_t *out); /* false when it does not fit */

#endif
