/* intl_number.h - number formatting by locale: the options of Intl.NumberFormat / toLocaleString, read once, and the formatter. */
#ifndef SX_INTL_NUMBER_H
#define SX_INTL_NUMBER_H

#include "stdlib/intl_data.h"
#include "vm/vm.h"

enum { SX_NF_DECIMAL, SX_NF_PERCENT, SX_NF_CURRENCY, SX_NF_UNIT };
enum { SX_NF_SYMBOL, SX_NF_NARROW, SX_NF_CODE, SX_NF_NAME };
/* rounding priority: fraction or significant digits alone, or both with the result of more /
 * less precision (compact notation's default is "morePrecision" of 2 significant, 0 fraction) */
enum { SX_NF_FRACTION, SX_NF_SIGNIFICANT, SX_NF_MORE_PRECISION, SX_NF_LESS_PRECISION };
enum { SX_NF_GROUP_AUTO, SX_NF_GROUP_MIN2, SX_NF_GROUP_OFF, SX_NF_GROUP_ALWAYS };
/* ECMA-402 rounding modes, in the order of the option's values */
enum {
    SX_NF_ROUND_CEIL,
    SX_NF_ROUND_FLOOR,
    SX_NF_ROUND_EXPAND,
    SX_NF_ROUND_TRUNC,
    SX_NF_ROUND_HALF_CEIL,
    SX_NF_ROUND_HALF_FLOOR,
    SX_NF_ROUND_HALF_EXPAND,
    SX_NF_ROUND_HALF_TRUNC,
    SX_NF_ROUND_HALF_EVEN
};
enum { SX_NF_SIGN_AUTO, SX_NF_SIGN_NEVER, SX_NF_SIGN_ALWAYS, SX_NF_SIGN_EXCEPT_ZERO, SX_NF_SIGN_NEGATIVE };
enum { SX_NF_NOTATION_STANDARD, SX_NF_NOTATION_SCIENTIFIC, SX_NF_NOTATION_ENGINEERING, SX_NF_NOTATION_COMPACT };

/* A number format: the resolved locale and options (ECMA-402's NumberFormat slots). */
typedef struct sx_nf {
    const sx_intl_locale *locale;
    const char *caller;                         /* "Intl.NumberFormat": named in error messages */
    int style, currency_display, currency_sign; /* currency_sign: 1 "accounting" */
    char currency[4];                           /* upper-case ISO 4217 code */
    int rounding; /* SX_NF_FRACTION, SX_NF_SIGNIFICANT, SX_NF_MORE_PRECISION, SX_NF_LESS_PRECISION */
    int min_int, min_frac, max_frac, min_sig, max_sig;
    int rounding_mode;      /* SX_NF_ROUND_... */
    int increment;          /* roundingIncrement: 1, 2, 5, 10, ... 5000 (units of the last fraction digit) */
    bool strip_if_integer;  /* trailingZeroDisplay "stripIfInteger" */
    bool priority_explicit; /* roundingPriority was given (not "auto") */
    int grouping, sign, notation;
    bool compact_long;
    char unit[48];    /* style "unit": "kilometer-per-hour" */
    int unit_display; /* 0 long, 1 short, 2 narrow */
} sx_nf;

/* Resolve `locales` and read `options` (undefined or an object) into f; false with an exception
 * (RangeError/TypeError in V8's words, naming `caller`, e.g. "Intl.NumberFormat") for a bad one. */
bool sx_nf_init(sx_vm *vm, const char *caller, sx_value locales, sx_value options, sx_nf *f);

/* x formatted, as a string / as formatToParts' array of {type, value}. */
sx_value sx_nf_format(sx_vm *vm, const sx_nf *f, double x);
sx_value sx_nf_format_to_parts(sx_vm *vm, const sx_nf *f, double x);

/* A decimal number given by its digits ("-123456789012345678901234567890", a BigInt's text),
 * formatted exactly (no detour through a double): as a string / as formatToParts' array. */
sx_value sx_nf_format_decimal(sx_vm *vm, const sx_nf *f, const char *text, size_t len, bool to_parts);

/* resolvedOptions(): a new object with the locale tag `tag` and f's options, in node's order. */
sx_value sx_nf_resolved_options(sx_vm *vm, const sx_nf *f, const char *tag);

/* The plural category (SX_PLURAL_...) of x as f rounds it (Intl.PluralRules' select). */
int sx_nf_plural(const sx_nf *f, double x, bool ordinal);

#endif
