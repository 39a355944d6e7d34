/* date_locale.c - Date's toLocaleString, toLocaleDateString, toLocaleTimeString: node's en-US text, with Intl options. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "stdlib/date_internal.h"
#include "stdlib/intl_data.h"
#include "vm/meter.h"

/*
 * What node prints for the en-US locale with the Intl.DateTimeFormat options: weekday, year,
 * month, day, hour, minute, second, fractionalSecondDigits, hour12, hourCycle, timeZoneName,
 * dateStyle, timeStyle, and timeZone (only UTC exists here: any other zone is a RangeError).
 * era and dayPeriod are checked but not shown; the locales argument is ignored: every locale
 * formats as en-US. The patterns are CLDR's for English:
 *
 *   month as text:   [Weekday, ]Month[ Day][, Year]       "Tuesday, March 5, 2024"
 *   month as number: [Weekday, ]M/D/Y (the fields given)  "3/5/2024", "03/05", "3/2024"
 *   time, 12-hour:   h[:mm[:ss]] AM                        "9:05:07 AM", "9 AM"
 *   time, 24-hour:   HH[:mm[:ss]]                          "09:05:07" (hour12: false counts 1..24)
 *
 * joined by " at " when the month is spelled out in full and ", " otherwise. ICU's fallback
 * forms for odd combinations ("2024 (day: 5)", "Tue (month: March)", "9 AM (second: 7)") are
 * reproduced too.
 */

/* Option values: 0 is "not given", else 1 + the index in the option's list of values. */
enum { TEXT_LONG = 1, TEXT_SHORT, TEXT_NARROW }; /* weekday */
enum { NUM_NUMERIC = 1, NUM_2DIGIT };            /* year, day, hour, minute, second */
enum { MONTH_NUMERIC = 1, MONTH_2DIGIT, MONTH_LONG, MONTH_SHORT, MONTH_NARROW };
enum { CYCLE_H11 = 1, CYCLE_H12, CYCLE_H23, CYCLE_H24 };
enum { STYLE_FULL = 1, STYLE_LONG, STYLE_MEDIUM, STYLE_SHORT }; /* dateStyle, timeStyle */
enum { ZONE_SHORT = 1, ZONE_LONG, ZONE_SHORT_OFFSET, ZONE_LONG_OFFSET, ZONE_SHORT_GENERIC, ZONE_LONG_GENERIC };

typedef struct locale_options {
    int weekday, era, year, month, day, day_period, hour, minute, second, fraction, zone_name;
    int hour12; /* -1: not given */
    int cycle, date_style, time_style;
    const sx_intl_zone *zone; /* timeZone: NULL for UTC */
    int zone_index;
    const sx_intl_locale *locale; /* set when formatting, with the zone's offset then */
    int offset;
    bool dst;
    double when; /* the date formatted, in seconds since 1970 */
} locale_options;

static const char *const text_values[] = {"long", "short", "narrow", NULL};
static const char *const number_values[] = {"numeric", "2-digit", NULL};
static const char *const month_values[] = {"numeric", "2-digit", "long", "short", "narrow", NULL};
static const char *const cycle_values[] = {"h11", "h12", "h23", "h24", NULL};
static const char *const style_values[] = {"full", "long", "medium", "short", NULL};
static const char *const zone_name_values[] = {"short",        "long",        "shortOffset", "longOffset",
                                               "shortGeneric", "longGeneric", NULL};

static const char *const week_days_long[] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                             "Thursday", "Friday", "Saturday"};
static const char *const month_names_long[] = {"January", "February", "March",     "April",   "May",      "June",
                                               "July",    "August",   "September", "October", "November", "December"};

/* ---------------------------------------------------------------------------------------------
 * Reading the options object
 * ------------------------------------------------------------------------------------------- */

/* options[name] as a string into text (cut to fit), or *absent. False on exception. */
static bool option_text(sx_vm *vm, sx_value options, const char *name, char *text, size_t size, bool *absent) {
    sx_string *key = sx_atom(vm, name);
    if (key == NULL) return false;
    sx_value v = sx_get(vm, options, key);
    if (v == SX_EXCEPTION) return false;
    *absent = v == SX_UNDEFINED;
    if (*absent) return true;
    sx_string *s = sx_to_string(vm, v);
    if (s == NULL) return false;
    sx_string_to_utf8(s, text, size);
    return true;
}

/* One option with a fixed list of values: *out = 1 + its index, 0 when absent. */
static bool option_enum(sx_vm *vm, sx_value options, const char *method, const char *name, const char *const *values,
                        int *out) {
    char text[64];
    bool absent;
    if (!option_text(vm, options, name, text, sizeof text, &absent)) return false;
    *out = 0;
    if (absent) return true;
    for (int i = 0; values[i] != NULL; i++)
        if (strcmp(text, values[i]) == 0) return (*out = i + 1), true;
    sx_throw_range(vm, "Value %s out of range for Date.prototype.%s options property %s", text, method, name);
    return false;
}

/* timeZone: UTC and its aliases, or one of the IANA zones in Intl's table (stdlib/intl_data.c). */
static bool option_time_zone(sx_vm *vm, sx_value options, locale_options *o) {
    static const char *const utc_names[] = {"UTC",           "Etc/UTC",   "GMT",       "Etc/GMT",
                                            "Etc/Universal", "Universal", "Etc/Zulu",  "Zulu",
                                            "Etc/GMT0",      "Etc/GMT+0", "Etc/GMT-0", "GMT0"};
    char text[64];
    bool absent;
    if (!option_text(vm, options, "timeZone", text, sizeof text, &absent)) return false;
    if (absent) return true;
    for (size_t i = 0; i < sizeof utc_names / sizeof utc_names[0]; i++)
        if (strcasecmp(text, utc_names[i]) == 0) return true;
    if ((o->zone = sx_intl_zone_find(text, &o->zone_index)) != NULL) return true;
    sx_throw_range(vm, "Invalid time zone specified: %s", text);
    return false;
}

static bool option_hour12(sx_vm *vm, sx_value options, int *out) {
    sx_string *key = sx_atom(vm, "hour12");
    sx_value v = key ? sx_get(vm, options, key) : SX_EXCEPTION;
    if (v == SX_EXCEPTION) return false;
    *out = v == SX_UNDEFINED ? -1 : sx_to_boolean(v);
    return true;
}

/* fractionalSecondDigits: 1..3, else V8's RangeError. */
static bool option_fraction(sx_vm *vm, sx_value options, int *out) {
    sx_string *key = sx_atom(vm, "fractionalSecondDigits");
    sx_value v = key ? sx_get(vm, options, key) : SX_EXCEPTION;
    double d;
    *out = 0;
    if (v == SX_EXCEPTION || (v != SX_UNDEFINED && !sx_to_number(vm, v, &d))) return false;
    if (v == SX_UNDEFINED) return true;
    if (!(d >= 1 && d <= 3)) return sx_throw_range(vm, "fractionalSecondDigits value is out of range."), false;
    *out = (int)d;
    return true;
}

/* A string option whose value does not change en-US output (calendar, numberingSystem). */
static bool option_ignored(sx_vm *vm, sx_value options, const char *name) {
    char text[8];
    bool absent;
    return option_text(vm, options, name, text, sizeof text, &absent);
}

/* The fields whose presence decides the defaults, in V8's order: date ones, then time ones. */
static const char *const field_names[] = {
    "weekday", "year", "month", "day", "dayPeriod", "hour", "minute", "second", "fractionalSecondDigits"};
enum { FIELD_DATE_END = 4, FIELD_COUNT = 9 };
#define DEFAULT_DATE 0x0e /* year, month, day */
#define DEFAULT_TIME 0xe0 /* hour, minute, second */

/* options[name] is not undefined (its getter runs; the value is not converted). */
static bool option_given(sx_vm *vm, sx_value options, const char *name, bool *given) {
    sx_string *key = sx_atom(vm, name);
    sx_value v = key ? sx_get(vm, options, key) : SX_EXCEPTION;
    *given |= v != SX_UNDEFINED;
    return v != SX_EXCEPTION;
}

/* Read fields [from, to), skipping the ones the defaults supply, then dateStyle and timeStyle.
 * *fields: any field is not undefined; styles[0], styles[1]: dateStyle, timeStyle are not. */
static bool fields_given(sx_vm *vm, sx_value options, int from, int to, unsigned defaulted, bool *fields,
                         bool styles[2]) {
    *fields = styles[0] = styles[1] = false;
    for (int i = from; i < to; i++)
        if (!(defaulted & (1u << i)) && !option_given(vm, options, field_names[i], fields)) return false;
    return option_given(vm, options, "dateStyle", &styles[0]) && option_given(vm, options, "timeStyle", &styles[1]);
}

/* V8's ToDateTimeOptions: which default fields apply (a DEFAULT_ mask), looking at the options
 * twice as V8 does; toLocaleDateString refuses timeStyle, toLocaleTimeString dateStyle. */
static bool default_fields(sx_vm *vm, sx_value options, sx_locale_need need, unsigned *defaulted) {
    bool fields, styles[2];
    int from = need == SX_NEED_TIME ? FIELD_DATE_END : 0, to = need == SX_NEED_DATE ? FIELD_DATE_END : FIELD_COUNT;
    if (!fields_given(vm, options, from, to, 0, &fields, styles)) return false;
    if (need == SX_NEED_DATE && styles[1]) return sx_throw_type(vm, "Invalid option : timeStyle"), false;
    if (need == SX_NEED_TIME && styles[0]) return sx_throw_type(vm, "Invalid option : dateStyle"), false;
    bool given = fields || styles[0] || styles[1];
    *defaulted = given                  ? 0
                 : need == SX_NEED_DATE ? DEFAULT_DATE
                 : need == SX_NEED_TIME ? DEFAULT_TIME
                                        : DEFAULT_DATE | DEFAULT_TIME;
    return fields_given(vm, options, 0, FIELD_COUNT, *defaulted, &fields, styles);
}

/* One field option unless the defaults supply it ("numeric"). */
static bool option_field(sx_vm *vm, sx_value options, const char *method, int field, unsigned defaulted,
                         const char *const *values, int *out) {
    if (defaulted & (1u << field)) return (*out = NUM_NUMERIC), true;
    return option_enum(vm, options, method, field_names[field], values, out);
}

/* Every option, in the order V8 reads them (getters run in that order), with the method's
 * default fields filled in. options is an object. */
static bool read_all(sx_vm *vm, sx_value options, const char *method, sx_locale_need need, locale_options *o) {
    static const char *const matchers[] = {"lookup", "best fit", NULL}, *const format_matchers[] = {"basic", "best fit",
                                                                                                    NULL};
    *o = (locale_options){.hour12 = -1};
    unsigned d = need == SX_NEED_DATE   ? DEFAULT_DATE
                 : need == SX_NEED_TIME ? DEFAULT_TIME
                                        : DEFAULT_DATE | DEFAULT_TIME;
    int ignored;
    if (!default_fields(vm, options, need, &d)) return false;
    return option_enum(vm, options, method, "localeMatcher", matchers, &ignored) &&
           option_ignored(vm, options, "calendar") && option_ignored(vm, options, "numberingSystem") &&
           option_hour12(vm, options, &o->hour12) &&
           option_enum(vm, options, method, "hourCycle", cycle_values, &o->cycle) && option_time_zone(vm, options, o) &&
           option_field(vm, options, method, 0, d, text_values, &o->weekday) &&
           option_enum(vm, options, method, "era", text_values, &o->era) &&
           option_field(vm, options, method, 1, d, number_values, &o->year) &&
           option_field(vm, options, method, 2, d, month_values, &o->month) &&
           option_field(vm, options, method, 3, d, number_values, &o->day) &&
           option_field(vm, options, method, 4, d, text_values, &o->day_period) &&
           option_field(vm, options, method, 5, d, number_values, &o->hour) &&
           option_field(vm, options, method, 6, d, number_values, &o->minute) &&
           option_field(vm, options, method, 7, d, number_values, &o->second) &&
           option_fraction(vm, options, &o->fraction) &&
           option_enum(vm, options, method, "timeZoneName", zone_name_values, &o->zone_name) &&
           option_enum(vm, options, method, "formatMatcher", format_matchers, &ignored) &&
           option_enum(vm, options, method, "dateStyle", style_values, &o->date_style) &&
           option_enum(vm, options, method, "timeStyle", style_values, &o->time_style);
}

static bool read_options(sx_vm *vm, sx_value options, const char *method, sx_locale_need need, locale_options *o) {
    if (options == SX_UNDEFINED) { /* the method's defaults */
        *o = (locale_options){.hour12 = -1};
        if (need != SX_NEED_TIME) o->year = o->month = o->day = NUM_NUMERIC;
        if (need != SX_NEED_DATE) o->hour = o->minute = o->second = NUM_NUMERIC;
        return true;
    }
    if ((options = sx_to_object(vm, options)) == SX_EXCEPTION) return false;
    sx_temp_push(vm, options); /* a new wrapper for a primitive: keep it while getters run */
    bool ok = read_all(vm, options, method, need, o);
    sx_temp_pop(vm, 1);
    return ok;
}

/* The first field option given, for the dateStyle/timeStyle conflict message, or NULL. */
static const char *first_field(const locale_options *o) {
    const int given[] = {o->weekday, o->era,    o->year,   o->month,    o->day,      o->day_period,
                         o->hour,    o->minute, o->second, o->fraction, o->zone_name};
    static const char *const names[] = {"weekday",     "era",  "year",   "month",  "day",
                                        "dayPeriod",   "hour", "minute", "second", "fractionalSecondDigits",
                                        "timeZoneName"};
    for (size_t i = 0; i < sizeof given / sizeof given[0]; i++)
        if (given[i]) return names[i];
    return NULL;
}

/* dateStyle/timeStyle exclude the field options; they stand for fixed field sets. */
static bool resolve_styles(sx_vm *vm, locale_options *o) {
    if (!o->date_style && !o->time_style) return true;
    const char *field = first_field(o);
    if (field != NULL)
        return sx_throw_type(vm, "Can't set option %s when %s is used", field,
                             o->date_style ? "dateStyle" : "timeStyle"),
               false;
    static const int month_of[] = {0, MONTH_LONG, MONTH_LONG, MONTH_SHORT, MONTH_NUMERIC};
    if (o->date_style) {
        o->weekday = o->date_style == STYLE_FULL ? TEXT_LONG : 0;
        o->month = month_of[o->date_style];
        o->day = NUM_NUMERIC;
        o->year = o->date_style == STYLE_SHORT ? NUM_2DIGIT : NUM_NUMERIC;
    }
    if (o->time_style) {
        o->hour = o->minute = NUM_NUMERIC;
        o->second = o->time_style == STYLE_SHORT ? 0 : NUM_NUMERIC;
        o->zone_name = o->time_style == STYLE_FULL ? ZONE_LONG : o->time_style == STYLE_LONG ? ZONE_SHORT : 0;
    }
    return true;
}

/* ---------------------------------------------------------------------------------------------
 * Formatting
 * ------------------------------------------------------------------------------------------- */

/* The text being written, and its parts for formatToParts: each field's type ("hour"), the
 * text between them "literal". */
typedef struct text_out {
    char buf[160];
    size_t len;
    const char *type; /* the field being written, NULL between fields */
    bool parts;       /* for formatToParts: CLDR's U+202F before AM/PM stays (format() shows a space) */
    int n;
    struct {
        const char *type;
        size_t start, end;
    } part[48];
} text_out;

/* Write a field: the text `call` writes is a part of type ty (an expression). */
#define OUT_FIELD(t, ty, call) ((t)->type = (ty), (call), (t)->type = NULL)

static void out_add(text_out *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out_add(text_out *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->buf + t->len, sizeof t->buf - t->len, fmt, ap);
    va_end(ap);
    size_t start = t->len;
    if (n > 0) t->len += (size_t)n < sizeof t->buf - t->len ? (size_t)n : sizeof t->buf - 1 - t->len;
    if (t->len == start) return;
    const char *type = t->type ? t->type : "literal";
    if (t->n > 0 && t->type == NULL && strcmp(t->part[t->n - 1].type, "literal") == 0) {
        t->part[t->n - 1].end = t->len; /* literals run together */
    } else if (t->n < (int)(sizeof t->part / sizeof t->part[0])) {
        t->part[t->n].type = type, t->part[t->n].start = start, t->part[t->n].end = t->len;
        t->n++;
    }
}

/* "5" or "05" */
static void out_number(text_out *t, int style, long long v) { out_add(t, style == NUM_2DIGIT ? "%02lld" : "%lld", v); }

static void out_weekday(text_out *t, const locale_options *o, const sx_date_parts *p) {
    const char *name = o->weekday == TEXT_LONG ? week_days_long[p->weekday] : sx_week_days[p->weekday];
    if (o->weekday == TEXT_NARROW) OUT_FIELD(t, "weekday", out_add(t, "%c", name[0]));
    else OUT_FIELD(t, "weekday", out_add(t, "%s", name));
}

static void out_month(text_out *t, const locale_options *o, const sx_date_parts *p) {
    t->type = "month";
    if (o->month == MONTH_LONG) out_add(t, "%s", month_names_long[p->month]);
    else if (o->month == MONTH_SHORT) out_add(t, "%s", sx_month_names[p->month]);
    else if (o->month == MONTH_NARROW) out_add(t, "%c", sx_month_names[p->month][0]);
    else out_number(t, o->month == MONTH_2DIGIT ? NUM_2DIGIT : NUM_NUMERIC, p->month + 1);
    t->type = NULL;
}

/* Years up to 0 show as era years (0 is 1 BC: "1"); two digits keep the last two. */
static void out_year(text_out *t, const locale_options *o, const sx_date_parts *p) {
    long long era_year = p->year > 0 ? p->year : 1 - p->year;
    OUT_FIELD(t, "year", out_number(t, o->year, o->year == NUM_2DIGIT ? era_year % 100 : era_year));
}

/* Month, day and year in the pattern for the month's style (see the top of the file). */
static void format_month_day_year(text_out *t, const locale_options *o, const sx_date_parts *p) {
    bool text_month = o->month >= MONTH_LONG;
    if (o->month) out_month(t, o, p);
    if (o->day) {
        if (o->month) out_add(t, text_month ? " " : "/");
        OUT_FIELD(t, "day", out_number(t, o->day, p->day));
    }
    if (o->year) {
        if (o->month || o->day) out_add(t, text_month ? (o->day ? ", " : " ") : "/");
        out_year(t, o, p);
    }
}

/* The date fields asked for. A weekday leads ("Tuesday, March 5") when month and day are both
 * shown; otherwise ICU's fallbacks put it after the day ("5 Tue 2024") or at the end ("March
 * 2024 Tuesday"), and a day with a year but no month reads "2024 (day: 5)". */
static void format_date_part(text_out *t, const locale_options *o, const sx_date_parts *p) {
    if (o->day && !o->month && (o->weekday || o->year)) {
        if (o->weekday || (o->year == NUM_2DIGIT && o->day == NUM_NUMERIC)) {
            OUT_FIELD(t, "day", out_number(t, o->day, p->day)); /* "5 Tue 2024", "5 24" */
            if (o->weekday) out_add(t, " "), out_weekday(t, o, p);
            if (o->year) out_add(t, " "), out_year(t, o, p);
        } else {
            out_year(t, o, p);
            out_add(t, " (day: ");
            OUT_FIELD(t, "day", out_number(t, o->day, p->day));
            out_add(t, ")");
        }
        return;
    }
    bool only_month = o->month && !o->day && !o->year, only_year = o->year && !o->month && !o->day;
    bool short_weekday = o->weekday == TEXT_SHORT;
    if (o->weekday && ((only_month && ((o->month == MONTH_NARROW && o->weekday != TEXT_NARROW) ||
                                       (short_weekday && (o->month == MONTH_LONG || o->month == MONTH_2DIGIT)))) ||
                       (only_year && short_weekday && o->year == NUM_2DIGIT))) {
        out_weekday(t, o, p); /* "Tue (month: March)", "Tue 24" */
        out_add(t, only_month ? " (month: " : " ");
        format_month_day_year(t, o, p);
        if (only_month) out_add(t, ")");
        return;
    }
    if (o->weekday && o->month && o->day) out_weekday(t, o, p), out_add(t, ", ");
    format_month_day_year(t, o, p);
    if (o->weekday && !(o->month && o->day)) {
        if (o->month || o->year) out_add(t, " ");
        out_weekday(t, o, p);
    }
}

/* fractionalSecondDigits: the first 1..3 digits of the milliseconds. */
static int fraction_value(const locale_options *o, const sx_date_parts *p) {
    static const int divisor[] = {1, 100, 10, 1};
    return p->ms / divisor[o->fraction];
}

static void out_fraction(text_out *t, const locale_options *o, const sx_date_parts *p, const char *before) {
    if (o->fraction)
        out_add(t, "%s", before),
            OUT_FIELD(t, "fractionalSecond", out_add(t, "%0*d", o->fraction, fraction_value(o, p)));
}

/* The localized GMT format of the offset: short "GMT-5", "GMT+5:30", "UTC\u22125" (fr), long
 * "GMT-05:00"; zero is "GMT+0" / "GMT+00:00", as node 20's ICU prints it. */
static void gmt_text(const sx_intl_locale *l, int offset, bool long_form, char *out, size_t size) {
    int a = offset < 0 ? -offset : offset, h = a / 3600, m = a / 60 % 60;
    char num[32];
    if (long_form) snprintf(num, sizeof num, "%s%02d:%02d", offset < 0 ? l->gmt_minus : l->gmt_plus, h, m);
    else if (m) snprintf(num, sizeof num, "%s%d:%02d", offset < 0 ? l->gmt_minus : l->gmt_plus, h, m);
    else snprintf(num, sizeof num, "%s%d", offset < 0 ? l->gmt_minus : l->gmt_plus, h);
    const char *at = strstr(l->gmt_format, "{0}");
    if (at == NULL) return (void)snprintf(out, size, "%s", num);
    snprintf(out, size, "%.*s%s%s", (int)(at - l->gmt_format), l->gmt_format, num, at + 3);
}

/* The zone's name for timeZoneName (ZONE_...): CLDR's specific names ("EST", "Central European
 * Summer Time") where the locale has them, else the GMT format; generic names ("ET", "Eastern
 * Time"; the standard name for a zone without daylight saving time). UTC: "UTC", CLDR's long name. */
static void zone_name_text(const locale_options *o, int kind, char *out, size_t size) {
    const sx_intl_locale *l = o->locale ? o->locale : sx_intl_default();
    bool long_form = kind == ZONE_LONG || kind == ZONE_LONG_OFFSET || kind == ZONE_LONG_GENERIC;
    const char *name = NULL;
    if (o->zone == NULL) {
        if (kind == ZONE_SHORT || kind == ZONE_LONG) name = long_form ? l->dates->utc_long : l->dates->utc_short;
    } else if (o->when < o->zone->names_from) {
        name = NULL; /* before the zone's metazone of today ("British" until 1971): the GMT format */
    } else if (kind == ZONE_SHORT || kind == ZONE_LONG) {
        name = l->zone_names[o->zone_index].names[!long_form][o->dst];
    } else if (kind == ZONE_SHORT_GENERIC || kind == ZONE_LONG_GENERIC) {
        const char *const *n = l->zone_names[o->zone_index].names[!long_form];
        bool has_dst = false; /* daylight saving time within half a year of the date */
        for (int i = 0; i < o->zone->n_changes && !has_dst; i++)
            has_dst = o->zone->changes[i].dst != 0 && fabs((double)o->zone->changes[i].t - o->when) < 184 * 86400.0;
        name = n[2];
        if (!has_dst && long_form && n[0] != NULL) name = n[0];
    }
    if (name != NULL) snprintf(out, size, "%s", name);
    else gmt_text(l, o->offset, long_form, out, size);
}

/* The hour on the clock of the options: hour12 overrides hourCycle; hour12: false counts
 * hours 1..24 in node's en-US (midnight is "24:05:00"). *twelve: a 12-hour clock (AM/PM). */
static int clock_hour(const locale_options *o, const sx_date_parts *p, bool *twelve) {
    int cycle = o->hour12 == 1 ? CYCLE_H12 : o->hour12 == 0 ? CYCLE_H24 : o->cycle ? o->cycle : CYCLE_H12;
    int h = p->hour;
    *twelve = cycle == CYCLE_H11 || cycle == CYCLE_H12;
    if (cycle == CYCLE_H11) return h % 12;
    if (cycle == CYCLE_H12) return h % 12 == 0 ? 12 : h % 12;
    return cycle == CYCLE_H24 && h == 0 ? 24 : h;
}

/* The time fields asked for: 12-hour "h:mm:ss AM" or 24-hour "HH:mm:ss", then the zone name.
 * Fractional seconds after minutes bring the seconds with them ("05:07.08"). An hour with
 * seconds or fractions but no minutes gets ICU's fallbacks: "9 AM UTC (second: 7)",
 * "7 (hour: 09)", and ICU's own placeholder text "9 AM ├F14: 08┤". */
static void format_time_part(text_out *t, const locale_options *o, const sx_date_parts *p) {
    bool twelve, second = o->second || (o->fraction && o->minute);
    int h = clock_hour(o, p, &twelve);
    const char *am_pm = p->hour < 12 ? "AM" : "PM";
    size_t start = t->len;
    char fallback[32] = "";
    if (o->hour && !o->minute && !o->second && o->fraction) /* U+251C, U+2524 in UTF-8 */
        snprintf(fallback, sizeof fallback,
                 " \xE2\x94\x9C"
                 "F14: %0*d\xE2\x94\xA4",
                 o->fraction, fraction_value(o, p));
    if (o->hour && o->second && !o->minute) {
        if (twelve)
            OUT_FIELD(t, "hour", out_number(t, o->hour, h)), out_add(t, t->parts ? "\xE2\x80\xAF" : " "),
                OUT_FIELD(t, "dayPeriod", out_add(t, "%s", am_pm)),
                snprintf(fallback, sizeof fallback, " (second: %d)", p->second);
        else
            OUT_FIELD(t, "second", out_add(t, "%d", p->second)),
                snprintf(fallback, sizeof fallback, " (hour: %02d)", h);
    } else if (o->hour) {
        OUT_FIELD(t, "hour", out_number(t, twelve ? o->hour : NUM_2DIGIT, h));
        if (o->minute) out_add(t, ":"), OUT_FIELD(t, "minute", out_add(t, "%02d", p->minute));
        if (second) out_add(t, ":"), OUT_FIELD(t, "second", out_add(t, "%02d", p->second)), out_fraction(t, o, p, ".");
        if (twelve) out_add(t, t->parts ? "\xE2\x80\xAF" : " "), OUT_FIELD(t, "dayPeriod", out_add(t, "%s", am_pm));
    } else if (o->minute && second) {
        OUT_FIELD(t, "minute", out_add(t, "%02d", p->minute)), out_add(t, ":");
        OUT_FIELD(t, "second", out_add(t, "%02d", p->second));
        out_fraction(t, o, p, ".");
    } else if (o->minute || o->second) {
        OUT_FIELD(t, o->minute ? "minute" : "second", out_add(t, "%d", o->minute ? p->minute : p->second));
        if (o->second) out_fraction(t, o, p, ".");
    } else {
        out_fraction(t, o, p, "");
    }
    if (o->zone_name) {
        char zone[128];
        zone_name_text(o, o->zone_name, zone, sizeof zone);
        if (t->len > start) out_add(t, " ");
        OUT_FIELD(t, "timeZoneName", out_add(t, "%s", zone));
    }
    out_add(t, "%s", fallback);
}

/* Between the date and the time: " at " after a month in full, a space after a weekday alone
 * when the time has an hour (CLDR's "E h:mm a"), else ", ". */
static const char *date_time_glue(const locale_options *o) {
    if (o->month == MONTH_LONG) return " at ";
    bool weekday_only = o->weekday && !o->year && !o->month && !o->day;
    bool plain_time = o->hour && (o->minute || !o->second) && !o->fraction && !o->zone_name;
    return weekday_only && plain_time ? " " : ", ";
}

/* ---------------------------------------------------------------------------------------------
 * The other locales (en-GB, de-DE, fr-FR, ja-JP): CLDR's patterns, as ICU picks them. dateStyle
 * and timeStyle take the locale's style patterns; component options build a skeleton ("yMMMd",
 * "Hm") that is looked up in the locale's availableFormats, the field widths adjusted to the
 * options, and date and time joined by the dateTimeFormat of the date's width.
 * ------------------------------------------------------------------------------------------- */

/* The hour a pattern letter shows (H 0-23, h 1-12, K 0-11, k 1-24); an hourCycle option without
 * hour12 picks the letter. */
static int pattern_hour(const sx_intl_dates *d, const locale_options *o, char letter, int hour) {
    static const char cycles[] = "KhHk"; /* h11, h12, h23, h24 */
    if (o->hour12 >= 0) letter = o->hour12 ? (d->hour12 ? 'h' : 'K') : (d->hour12 ? 'k' : 'H');
    else if (o->cycle) letter = cycles[o->cycle - 1];
    switch (letter) {
    case 'h': return hour % 12 == 0 ? 12 : hour % 12;
    case 'K': return hour % 12;
    case 'k': return hour == 0 ? 24 : hour;
    default: return hour;
    }
}

/* Append a pattern's fields for the date parts; false for a field this engine does not show. */
static bool out_pattern(text_out *t, const sx_intl_dates *d, const locale_options *o, const sx_date_parts *p,
                        const char *pat) {
    while (*pat) {
        char c = *pat;
        if (c == '\'') { /* quoted text; '' is a quote */
            pat++;
            if (*pat == '\'') out_add(t, "'"), pat++;
            while (*pat && *pat != '\'') out_add(t, "%c", *pat++);
            if (*pat) pat++;
            continue;
        }
        if (strncmp(pat, "\xE2\x80\xAF", 3) == 0) { /* V8 shows CLDR's U+202F as a space */
            out_add(t, t->parts ? "\xE2\x80\xAF" : " ");
            pat += 3;
            continue;
        }
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
            out_add(t, "%c", c);
            pat++;
            continue;
        }
        int n = 0;
        while (pat[n] == c) n++;
        pat += n;
        int width = n >= 5 ? 2 : n == 4 ? 0 : 1; /* names: narrow, wide, abbreviated */
        long long era_year = p->year > 0 ? p->year : 1 - p->year;
        static const char *const field_types[][2] = {{"y", "year"},
                                                     {"M", "month"},
                                                     {"L", "month"},
                                                     {"E", "weekday"},
                                                     {"c", "weekday"},
                                                     {"d", "day"},
                                                     {"h", "hour"},
                                                     {"H", "hour"},
                                                     {"K", "hour"},
                                                     {"k", "hour"},
                                                     {"m", "minute"},
                                                     {"s", "second"},
                                                     {"a", "dayPeriod"},
                                                     {"z", "timeZoneName"},
                                                     {"O", "timeZoneName"},
                                                     {"v", "timeZoneName"},
                                                     {"S", "fractionalSecond"}};
        for (size_t f = 0; f < sizeof field_types / sizeof field_types[0]; f++)
            if (field_types[f][0][0] == c) t->type = field_types[f][1];
        switch (c) {
        case 'y': out_add(t, n == 2 ? "%02lld" : "%lld", n == 2 ? era_year % 100 : era_year); break;
        case 'M':
        case 'L':
            if (n <= 2) out_add(t, n == 2 ? "%02d" : "%d", p->month + 1);
            else out_add(t, "%s", (c == 'M' ? d->months : d->months_alone)[width][p->month]);
            break;
        case 'E':
        case 'c': out_add(t, "%s", (c == 'E' ? d->days : d->days_alone)[width][p->weekday]); break;
        case 'd': out_add(t, n == 2 ? "%02d" : "%d", p->day); break;
        case 'h':
        case 'H':
        case 'K':
        case 'k': out_add(t, n == 2 ? "%02d" : "%d", pattern_hour(d, o, c, p->hour)); break;
        case 'm': out_add(t, n == 2 ? "%02d" : "%d", p->minute); break;
        case 's': out_add(t, n == 2 ? "%02d" : "%d", p->second); break;
        case 'a': out_add(t, "%s", p->hour < 12 ? d->am : d->pm); break;
        case 'S': out_add(t, "%0*d", o->fraction, fraction_value(o, p)); break;
        case 'z':
        case 'O':
        case 'v': {
            char zone[128];
            int kind = c == 'z' ? ZONE_SHORT : c == 'O' ? ZONE_SHORT_OFFSET : ZONE_SHORT_GENERIC;
            zone_name_text(o, kind + (n >= 4 ? 1 : 0), zone, sizeof zone); /* the long kind follows the short */
            out_add(t, "%s", zone);
            break;
        }
        default: return false;
        }
        t->type = NULL;
    }
    return true;
}

/* The skeleton of the date fields in CLDR's key order: y, M, E, d. */
/* The skeleton of the date fields in CLDR's key order: y, M, E, d; `plain` bits drop the asked
 * width of 1 numbers, 2 the month's name, 4 the weekday's. */
static void date_skeleton(const locale_options *o, char *sk, int plain) {
    static const char *const month[] = {"", "M", "MM", "MMMM", "MMM", "MMMMM"};
    static const char *const weekday[] = {"", "EEEE", "E", "EEEEE"};
    sk[0] = 0;
    if (o->year) strcat(sk, !(plain & 1) && o->year == NUM_2DIGIT ? "yy" : "y");
    if (o->month)
        strcat(sk,
               o->month >= MONTH_LONG ? (plain & 2 ? "MMM" : month[o->month]) : (plain & 1 ? "M" : month[o->month]));
    if (o->weekday) strcat(sk, plain & 4 ? "E" : weekday[o->weekday]);
    if (o->day) strcat(sk, !(plain & 1) && o->day == NUM_2DIGIT ? "dd" : "d");
}

static const char *find_skeleton(const sx_intl_dates *d, const char *sk) {
    for (int i = 0; i < d->n_skeletons; i++)
        if (strcmp(d->skeletons[i].skeleton, sk) == 0) return d->skeletons[i].pattern;
    return NULL;
}

/* A pattern's field widths set to the options' (ICU's adjustFieldTypes, for a skeleton that
 * matched only with other widths): years, months, weekdays, days and hours as asked; minutes and
 * seconds keep the pattern's two digits. */
static void adjust_widths(const char *pat, const locale_options *o, char *out, size_t size) {
    size_t n = 0;
    while (*pat && n + 6 < size) {
        char c = *pat;
        if (c == '\'') { /* copy quoted text as it is */
            out[n++] = *pat++;
            while (*pat && *pat != '\'' && n + 6 < size) out[n++] = *pat++;
            if (*pat) out[n++] = *pat++;
            continue;
        }
        int k = 0;
        while (pat[k] == c) k++;
        int want = k;
        if (c == 'y') want = o->year == NUM_2DIGIT ? 2 : 1;
        else if (c == 'M' || c == 'L') { /* a number stays a number, a name a name ("y年M月d日") */
            static const int widths[] = {0, 1, 2, 4, 3, 5};
            if ((k <= 2) == (o->month <= MONTH_2DIGIT)) want = widths[o->month];
        } else if (c == 'E' || c == 'c') {
            static const int widths[] = {0, 4, 3, 5};
            want = widths[o->weekday];
        } else if (c == 'd') want = o->day == NUM_2DIGIT ? 2 : 1;
        else if (c == 'h' || c == 'H' || c == 'K' || c == 'k') want = o->hour == NUM_2DIGIT ? 2 : 1;
        for (int i = 0; i < want && n + 1 < size; i++) out[n++] = c;
        pat += k;
    }
    out[n] = 0;
}

/* The pattern of a skeleton: as it is for the exact skeleton, else the one of the skeleton
 * with plain widths, adjusted; false when the locale has neither. */
static bool skeleton_pattern(const sx_intl_dates *d, const locale_options *o, const char *exact, const char *plain,
                             char *out, size_t size) {
    const char *pat = find_skeleton(d, exact);
    if (pat != NULL) return snprintf(out, size, "%s", pat) < (int)size;
    pat = find_skeleton(d, plain);
    if (pat == NULL) return false;
    adjust_widths(pat, o, out, size);
    return true;
}

/* The nearest skeleton the locale has: the asked one, then with plain numbers, month name and
 * weekday widths in turn (ICU's distance, for the common cases). */
static bool date_fields_pattern(const sx_intl_dates *d, const locale_options *o, char *out, size_t size) {
    char exact[16], sk[16];
    date_skeleton(o, exact, 0);
    static const int tries[] = {1, 3, 5, 7};
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++) {
        date_skeleton(o, sk, tries[i]);
        if (find_skeleton(d, exact) != NULL || find_skeleton(d, sk) != NULL)
            return skeleton_pattern(d, o, exact, sk, out, size);
    }
    return false;
}

/* hour12 and hourCycle as V8 resolves them: hour12 picks the 12- or 24-hour cycle that matches
 * the locale's own (a 24-hour locale's 12-hour clock is h11: "0:05 am"). */
static bool time_fields_pattern(const sx_intl_dates *d, const locale_options *o, char *out, size_t size) {
    bool twelve = o->hour12 == 1   ? true
                  : o->hour12 == 0 ? false
                  : o->cycle       ? o->cycle == CYCLE_H11 || o->cycle == CYCLE_H12
                                   : d->hour12;
    char exact[12] = "", plain[8] = "";
    const char *h = twelve ? "h" : "H";
    if (o->hour) strcat(exact, h), strcat(plain, h), o->hour == NUM_2DIGIT ? strcat(exact, h) : (void)0;
    if (o->minute) strcat(exact, o->minute == NUM_2DIGIT ? "mm" : "m"), strcat(plain, "m");
    if (o->second) strcat(exact, o->second == NUM_2DIGIT ? "ss" : "s"), strcat(plain, "s");
    static const char *const zone_letters[] = {"", " z", " zzzz", " O", " OOOO", " v", " vvvv"};
    bool specific = o->zone_name == ZONE_SHORT || o->zone_name == ZONE_LONG;
    if (specific && o->hour && o->minute && o->second && o->hour12 < 0 && !o->cycle) {
        /* ICU picks the long (z) or full (zzzz) time style: "H時mm分ss秒 zzzz" */
        snprintf(out, size, "%s", d->time_styles[o->zone_name == ZONE_LONG ? 0 : 1]);
    } else if (o->zone_name) { /* the skeleton with a zone ("Hv": "HH'h' v"), the zone's letters for v */
        char exact_v[16], plain_v[16], pat[64];
        snprintf(exact_v, sizeof exact_v, "%sv", exact), snprintf(plain_v, sizeof plain_v, "%sv", plain);
        char *v = skeleton_pattern(d, o, exact_v, plain_v, pat, sizeof pat) ? strrchr(pat, 'v') : NULL;
        if (v != NULL) {
            snprintf(out, size, "%.*s%s%s", (int)(v - pat), pat, zone_letters[o->zone_name] + 1, v + 1);
        } else {
            if (!skeleton_pattern(d, o, exact, plain, out, size)) return false;
            strncat(out, zone_letters[o->zone_name], size - strlen(out) - 1);
        }
    } else if (!skeleton_pattern(d, o, exact, plain, out, size)) {
        return false;
    }
    char *ss = strstr(out, "ss");
    if (o->fraction && ss != NULL && o->locale != NULL && strlen(out) + 8 < size) { /* "ss,SS": the locale's decimal */
        char tail[64];
        snprintf(tail, sizeof tail, "%s", ss + 2);
        snprintf(ss + 2, size - (size_t)(ss + 2 - out), "'%s'%.*s%s", o->locale->decimal, o->fraction, "SSS", tail);
    }
    char *hh = strstr(out, "HH"); /* with a specific zone name, a numeric hour is "7:00:00", not "07" */
    if (specific && hh != NULL && o->hour == NUM_NUMERIC) memmove(hh, hh + 1, strlen(hh));
    return true;
}

/* Date and time joined: "{1}, {0}" by the date's width ("at" forms for full and long). */
static void out_glued(text_out *t, const sx_intl_dates *d, const locale_options *o, const sx_date_parts *p,
                      const char *date, const char *time, int style, bool *ok) {
    const char *glue = style <= 1 ? d->glue_at[style] : d->glue[style];
    for (const char *g = glue; *g && *ok; g++) {
        if (g[0] == '{' && (g[1] == '0' || g[1] == '1') && g[2] == '}') {
            *ok = out_pattern(t, d, o, p, g[1] == '1' ? date : time);
            g += 2;
        } else if (*g == '\'') {
            g++;
            while (*g && *g != '\'') out_add(t, "%c", *g++);
            if (!*g) break;
        } else {
            out_add(t, "%c", *g);
        }
    }
}

/* The text in a CLDR locale; false when the options ask for what it cannot show (era, dayPeriod,
 * fractional seconds, offset zone names, a skeleton the locale lacks): node's en-US form then. */
static bool format_cldr(text_out *t, const sx_intl_locale *l, const locale_options *o, const sx_date_parts *p) {
    const sx_intl_dates *d = l->dates;
    char date[64] = "", time[64] = "";
    bool has_date = o->weekday || o->year || o->month || o->day;
    bool has_time = o->hour || o->minute || o->second || o->fraction || o->zone_name;
    int style;
    if (o->date_style || o->time_style) {
        if (o->date_style) snprintf(date, sizeof date, "%s", d->date_styles[o->date_style - 1]);
        if (o->time_style) snprintf(time, sizeof time, "%s", d->time_styles[o->time_style - 1]);
        if (o->time_style && (o->hour12 >= 0 || o->cycle)) return false; /* a clock other than the style's */
        style = o->date_style ? o->date_style - 1 : 3;
    } else {
        if (o->era || o->day_period || (o->fraction && !o->second)) return false;
        if (has_date && !date_fields_pattern(d, o, date, sizeof date)) return false;
        if (has_time && !time_fields_pattern(d, o, time, sizeof time)) return false;
        style = o->month == MONTH_LONG ? (o->weekday ? 0 : 1) : o->month == MONTH_SHORT ? 2 : 3;
    }
    bool ok = true;
    if (date[0] && time[0]) out_glued(t, d, o, p, date, time, style, &ok);
    else ok = out_pattern(t, d, o, p, date[0] ? date : time);
    return ok && t->len < sizeof t->buf - 1;
}

/* The text's parts as formatToParts' array of {type, value}. */
static sx_value parts_array(sx_vm *vm, const text_out *out) {
    sx_object *arr = sx_array_new(vm, (uint32_t)out->n);
    if (arr == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(arr));
    for (int i = 0; i < out->n; i++) {
        sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
        if (o == NULL || !sx_array_push(vm, arr, sx_from_object(o))) return SX_EXCEPTION;
        sx_string *type = sx_string_from_cstr(vm, out->part[i].type);
        sx_string *value =
            type ? sx_string_from_utf8(vm, out->buf + out->part[i].start, out->part[i].end - out->part[i].start) : NULL;
        if (value == NULL || !sx_define_value(vm, o, "type", sx_from_string(type), SX_PROP_DEFAULT) ||
            !sx_define_value(vm, o, "value", sx_from_string(value), SX_PROP_DEFAULT))
            return SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(arr);
}

static sx_value date_format(sx_vm *vm, double t, sx_locale_need need, const char *method, sx_value locales,
                            sx_value options, bool to_parts);

sx_value sx_date_to_locale(sx_vm *vm, double t, sx_locale_need need, const char *method, sx_value locales,
                           sx_value options) {
    return date_format(vm, t, need, method, locales, options, false);
}

sx_value sx_date_to_locale_parts(sx_vm *vm, double t, sx_locale_need need, const char *method, sx_value locales,
                                 sx_value options) {
    return date_format(vm, t, need, method, locales, options, true);
}

static sx_value date_format(sx_vm *vm, double t, sx_locale_need need, const char *method, sx_value locales,
                            sx_value options, bool to_parts) {
    const sx_intl_locale *l = sx_intl_resolve(vm, locales);
    if (l == NULL) return SX_EXCEPTION;
    locale_options o;
    if (!sx_meter_charge(vm, SX_METER_FORMAT_UNITS)) return SX_EXCEPTION; /* the formatting is charged */
    if (!read_options(vm, options, method, need, &o) || !resolve_styles(vm, &o)) return SX_EXCEPTION;
    o.locale = l;
    if (o.zone != NULL) o.offset = sx_intl_zone_offset(o.zone, t, &o.dst);
    o.when = floor(t / 1000);
    sx_date_parts p = sx_date_split(t + o.offset * 1000.0); /* the wall clock in the zone */
    text_out out = {.parts = to_parts};
    if (l != sx_intl_default() && format_cldr(&out, l, &o, &p)) {
        if (to_parts) return parts_array(vm, &out);
        sx_string *s = sx_string_from_utf8(vm, out.buf, out.len);
        return s ? sx_from_string(s) : SX_EXCEPTION;
    }
    out.len = 0, out.n = 0, out.type = NULL;
    out.buf[0] = 0;
    bool has_date = o.weekday || o.year || o.month || o.day;
    bool has_time = o.hour || o.minute || o.second || o.fraction || o.zone_name;
    if (has_date) format_date_part(&out, &o, &p);
    if (has_date && has_time) out_add(&out, "%s", date_time_glue(&o));
    if (has_time) format_time_part(&out, &o, &p);
    if (to_parts) return parts_array(vm, &out);
    sx_string *s = sx_string_from_utf8(vm, out.buf, out.len);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}
