/* intl_number.h - number formatting by locale: the options of Intl.NumberFormat / toLocaleString, read once, and the formatter. */
#ifndef SX_INTL_NUMBER_H
#define SX_INTL_NUMBER_H

#include "stdlib/intl_data.h"
#include "vm/vm.h"

enum { SX_NF_DECIMAL, SX_NF_PERCENT, SX_NF_CURRENCY, SX_NF_UNIT };
enum { SX_NF_SYMBOL, SX_NF_NARROW, SX_NF_CODE, SX_NF_NAME };
enum { SX_NF_FRACTION, SX_NF_SIGNIFICANT, SX_NF_COMPACT };
enum { SX_NF_GROUP_AUTO, SX_NF_GROUP_MIN2, SX_NF_GROUP_OFF };
enum { SX_NF_SIGN_AUTO, SX_NF_SIGN_NEVER, SX_NF_SIGN_ALWAYS, SX_NF_SIGN_EXCEPT_ZERO, SX_NF_SIGN_NEGATIVE };
enum { SX_NF_NOTATION_STANDARD, SX_NF_NOTATION_COMPACT };

/* A number format: the resolved locale and options (ECMA-402's NumberFormat slots). */
typedef struct sx_nf {
    const sx_intl_locale *locale;
    const char *caller; /* "Intl.NumberFormat": named in error messages */
    int style, currency_display;
    char currency[4]; /* upper-case ISO 4217 code */
    int rounding;     /* SX_NF_FRACTION, SX_NF_SIGNIFICANT or SX_NF_COMPACT (compact's default) */
    int min_int, min_frac, max_frac, min_sig, max_sig;
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

/* The plural category (SX_PLURAL_...) of x as f rounds it (Intl.PluralRules' select). */
int sx_nf_plural(const sx_nf *f, double x, bool ordinal);

#endif
