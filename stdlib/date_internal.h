/* date_internal.h - what stdlib/date.c shares with date_locale.c (the toLocale... formats). */
#ifndef SX_DATE_INTERNAL_H
#define SX_DATE_INTERNAL_H

#include "stdlib/stdlib.h"

/* A time value broken into its calendar fields (month 0..11, weekday 0 = Sunday). */
typedef struct sx_date_parts {
    int64_t year;
    int month, day, weekday, hour, minute, second, ms;
} sx_date_parts;

/* The fields of t, which must be a valid time value (finite, integral, within +-8.64e15). */
sx_date_parts sx_date_split(double t);

extern const char *const sx_week_days[7];    /* "Sun" .. "Sat" */
extern const char *const sx_month_names[12]; /* "Jan" .. "Dec" */

/* Which fields toLocale...String shows when the options name none: date, time, or both. */
typedef enum sx_locale_need { SX_NEED_ANY, SX_NEED_DATE, SX_NEED_TIME } sx_locale_need;

/* Date.prototype.toLocaleString (need ANY), toLocaleDateString (DATE), toLocaleTimeString
 * (TIME) of time value t with the (locales, options) arguments; method names the method in
 * error messages. The string, or SX_EXCEPTION. */
sx_value sx_date_to_locale(sx_vm *vm, double t, sx_locale_need need, const char *method, sx_value locales,
                           sx_value options);

/* The same text as formatToParts' array of {type, value} ("month", "literal", "hour"...). */
sx_value sx_date_to_locale_parts(sx_vm *vm, double t, sx_locale_need need, const char *method, sx_value locales,
                                 sx_value options);

#endif
