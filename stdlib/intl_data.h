/* intl_data.h - Intl's locale data (generated from CLDR at build time) and locale resolution. */
#ifndef SX_INTL_DATA_H
#define SX_INTL_DATA_H

#include <stdbool.h>

#include "vm/vm.h"

/* CLDR plural categories */
enum { SX_PLURAL_ZERO, SX_PLURAL_ONE, SX_PLURAL_TWO, SX_PLURAL_FEW, SX_PLURAL_MANY, SX_PLURAL_OTHER };
/* compact patterns only: CLDR's explicit "count-1" form, for exactly 1 (fr "mille") */
enum { SX_PLURAL_EXACT_ONE = SX_PLURAL_OTHER + 1 };

/* CLDR's plural operands of a formatted number (n absolute value, i integer digits, v/w visible
 * fraction digits with/without trailing zeros, f/t those digits as an integer, c/e exponent) */
typedef struct sx_intl_operands {
    double n, i, v, w, f, t, c, e;
} sx_intl_operands;

typedef struct sx_intl_compact {
    unsigned char exp;   /* the pattern serves numbers from 10^exp */
    unsigned char count; /* SX_PLURAL_... */
    const char *pattern; /* "0K", "00 Tausend", "0" (no abbreviation) */
} sx_intl_compact;

typedef struct sx_intl_currency {
    const char *code, *symbol, *narrow; /* "USD", "US$", "$" */
    const char *name;                   /* "US Dollar" */
    const char *names[6];               /* by plural category: "US dollars" (NULL: none) */
} sx_intl_currency;

typedef struct sx_intl_currency_digits {
    const char *code;
    int digits;
} sx_intl_minor_units;

typedef struct sx_intl_unit {
    const char *name;        /* "kilometer-per-hour" */
    int display;             /* 0 long, 1 short, 2 narrow */
    const char *pattern[6];  /* by plural category: "{0} km/h" (NULL: use "other") */
    const char *per_pattern; /* "{0}/h" for X-per-this-unit, or NULL */
} sx_intl_unit;

typedef struct sx_intl_skeleton {
    const char *skeleton, *pattern; /* CLDR availableFormats: "yMMMd" -> "d. MMM y" */
} sx_intl_skeleton;

/* A locale's Gregorian calendar data: names by width (wide, abbreviated, narrow), patterns by
 * style (full, long, medium, short). */
typedef struct sx_intl_dates {
    const char *months[3][12], *months_alone[3][12];
    const char *days[3][7], *days_alone[3][7]; /* Sunday first */
    const char *am, *pm;
    const char *date_styles[4], *time_styles[4];
    const char *glue[4], *glue_at[4]; /* "{1}, {0}", "{1} 'um' {0}" */
    const sx_intl_skeleton *skeletons;
    int n_skeletons;
    const char *utc_long, *utc_short;
    bool hour12; /* the locale's clock is 12-hour */
} sx_intl_dates;

/* One unit and style of relative time: the words for -2..2 ("yesterday"; NULL: none) and the
 * future and past patterns by plural category ("in {0} days"). */
typedef struct sx_intl_relative {
    const char *words[5];
    const char *future[6], *past[6];
} sx_intl_relative;

/* A time zone's offset from `t` (seconds since 1970, UTC) on: `offset` seconds east of UTC. */
typedef struct sx_intl_zone_change {
    int64_t t;
    int32_t offset;
    int32_t dst; /* 1: daylight saving time */
} sx_intl_zone_change;

/* An IANA time zone: the name ICU reports, other names it is known by, its offset changes from
 * 1970 through 2037 (generated from tzdata). */
typedef struct sx_intl_zone {
    const char *name;
    const char *aliases[2]; /* NULL: none */
    const sx_intl_zone_change *changes;
    int n_changes;
    double names_from; /* CLDR names it by its metazone of today from this time (seconds) on */
} sx_intl_zone;

/* A zone's names in a locale, by width (long, short) and kind (standard, daylight, generic);
 * NULL where CLDR has none. */
typedef struct sx_intl_zone_names {
    const char *names[2][3];
} sx_intl_zone_names;

/* One supported locale's data; the strings are UTF-8. */
typedef struct sx_intl_locale {
    const char *tag, *lang; /* "en-GB", "en" */
    const char *decimal, *group, *percent, *plus, *minus, *infinity, *nan, *exponential;
    int min_grouping;
    const char *decimal_pattern, *percent_pattern, *currency_pattern, *currency_alpha_pattern;
    const char *currency_negative_pattern; /* "¤-#,##0.00" (de-CH), or NULL: the sign goes first */
    /* currencySign "accounting": positive, negative ("(¤#,##0.00)", NULL: the sign goes first),
     * and the same two when a letter meets the number ("(¤ #,##0.00)") */
    const char *accounting[4];
    const char *currency_decimal, *currency_group; /* separators of currency amounts (de-AT, fr-CH) */
    int group_primary, group_secondary;            /* digits per group: 3 and 3, 3 and 2 (en-IN) */
    const sx_intl_compact *compact_short, *compact_long;
    int n_compact_short, n_compact_long;
    const sx_intl_currency *currencies;
    int n_currencies;
    const char *const *currency_units; /* "{0} {1}" by plural category (currencyDisplay "name") */
    const sx_intl_unit *units;
    int n_units;
    const char *const *per_pattern; /* "{0}/{1}" by display */
    const sx_intl_dates *dates;
    /* list separators by type (standard, or, unit), style (long, short, narrow) and place
     * (between two, after the first, in the middle, before the last) */
    const char *const (*lists)[3][4];
    const sx_intl_relative (*relative)[3]; /* by unit (second ... year), style */
    int (*plural_cardinal)(const sx_intl_operands *o);
    int (*plural_ordinal)(const sx_intl_operands *o);
    unsigned plural_categories[2];        /* cardinal, ordinal: bit SX_PLURAL_... set for each category */
    const char *gmt_format;               /* "GMT{0}", "UTC{0}" */
    const char *gmt_plus, *gmt_minus;     /* the offset's signs: "+", "-" (fr: U+2212) */
    const sx_intl_zone_names *zone_names; /* by zone, in sx_intl_zone_find's order */
} sx_intl_locale;

/* The locale that `locales` (undefined, a tag, or an array of tags) resolves to, as node does for
 * the supported ones: the first tag picks by language (en-GB has its own data; every other
 * English region, and languages without data, get en-US). NULL with a RangeError thrown for a
 * malformed tag ("Incorrect locale information provided"), a TypeError for a non-string. */
const sx_intl_locale *sx_intl_resolve(sx_vm *vm, sx_value locales);

/* The tag resolvedOptions() reports for `locales` ("de", "de-AT", "en-IN"; en-US for a
 * language without data) into out; false with the exception sx_intl_resolve throws. */
bool sx_intl_resolved_tag(sx_vm *vm, sx_value locales, char *out, size_t size);

/* The default locale (en-US). */
const sx_intl_locale *sx_intl_default(void);

/* The currency's symbol (narrow: its narrow symbol) in the locale; the code when it has none. */
const char *sx_intl_currency_symbol(const sx_intl_locale *l, const char *code, bool narrow);

/* The currency's name for a plural category ("US dollars"); the code when it has none. */
const char *sx_intl_currency_name(const sx_intl_locale *l, const char *code, int count);

/* ISO 4217 minor-unit digits of the currency (CLDR's, 2 by default). */
int sx_intl_currency_digits(const char *code);

/* The plural category of a number as formatted: its digits text ("1.50", "-3", "1e6" not used). */
int sx_intl_plural(const sx_intl_locale *l, bool ordinal, const char *digits, int exponent);

/* The unit (sanctioned simple unit or a whole "X-per-Y" form) in the display, or NULL. */
const sx_intl_unit *sx_intl_unit_find(const sx_intl_locale *l, const char *name, int display);

/* The zone named `name` (case-insensitively, or one of its aliases), with its index in *index;
 * NULL when the table has no such zone. */
const sx_intl_zone *sx_intl_zone_find(const char *name, int *index);

/* The zone's offset from UTC (seconds) at time t (ms since 1970), and whether it is daylight
 * saving time. Before 1970: the offset of 1970-01-01; from 2038 on: the rules of the year 28k
 * years earlier (the calendar repeats every 28 years until 2100). */
int sx_intl_zone_offset(const sx_intl_zone *z, double t, bool *dst);

/* The category's CLDR name ("one", "other"). */
const char *sx_intl_plural_name(int category);

#endif
