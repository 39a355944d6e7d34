/* intl.c - the Intl namespace in en-US: NumberFormat, DateTimeFormat, PluralRules, ListFormat, RelativeTimeFormat basics. */
#include <math.h>
#include <stdio.h>

#include "runtime/iter.h"
#include "stdlib/date_internal.h"
#include "stdlib/intl_number.h"
#include "stdlib/stdlib.h"

/*
 * new Intl.NumberFormat(locales, options): the locale is resolved and the options read once, at
 * construction (invalid ones throw then, as in ICU), into a plain copy that the instance's
 * `format` and `formatToParts` functions keep in their native.data, out of the guest's reach,
 * with the resolved locale's tag; each call formats through stdlib/intl_number.c.
 */

static const char *const option_names[] = {"style",
                                           "currency",
                                           "currencyDisplay",
                                           "unit",
                                           "unitDisplay",
                                           "notation",
                                           "compactDisplay",
                                           "signDisplay",
                                           "minimumIntegerDigits",
                                           "minimumFractionDigits",
                                           "maximumFractionDigits",
                                           "minimumSignificantDigits",
                                           "maximumSignificantDigits",
                                           "useGrouping",
                                           "currencySign",
                                           "roundingIncrement",
                                           "roundingMode",
                                           "roundingPriority",
                                           "trailingZeroDisplay"};

/* The options that matter, copied (undefined ones left out). */
static sx_value copy_options(sx_vm *vm, sx_value opts) {
    sx_object *copy = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    if (copy == NULL) return SX_EXCEPTION;
    if (opts == SX_UNDEFINED) return sx_from_object(copy);
    if (!sx_is_object(opts)) return sx_throw_type(vm, "Options must be an object");
    sx_temp_push(vm, sx_from_object(copy));
    for (size_t i = 0; i < sizeof option_names / sizeof option_names[0]; i++) {
        sx_string *key = sx_atom(vm, option_names[i]);
        sx_value v = key ? sx_get(vm, opts, key) : SX_EXCEPTION;
        if (v == SX_EXCEPTION) return v;
        if (v != SX_UNDEFINED && !sx_object_define(vm, copy, key, v, SX_PROP_DEFAULT)) return SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(copy);
}

/* The number format an instance's method is bound to: data is [locale tag, options copy]. */
static bool bound_format(sx_vm *vm, sx_nf *f) {
    sx_object *data = sx_as_object(vm->frames[vm->nframes - 1].callee->u.native.data);
    return sx_nf_init(vm, "Intl.NumberFormat", data->u.array.items[0], data->u.array.items[1], f);
}

static sx_value number_format_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value n;
    sx_nf f;
    if (!sx_to_numeric(vm, sx_arg(argc, argv, 0), &n) || !bound_format(vm, &f))
        return SX_EXCEPTION; /* format(5n) too */
    if (sx_is_bigint(n)) return sx_bigint_format_nf(vm, n, &f, false);
    return sx_nf_format(vm, &f, sx_to_double(n));
}

static sx_value number_format_to_parts(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value n;
    sx_nf f;
    if (!sx_to_numeric(vm, sx_arg(argc, argv, 0), &n) || !bound_format(vm, &f)) return SX_EXCEPTION;
    if (sx_is_bigint(n)) return sx_bigint_format_nf(vm, n, &f, true);
    return sx_nf_format_to_parts(vm, &f, sx_to_double(n));
}

/* The data's tag (a string value) as C text. */
static void tag_text(sx_value tag, char *out, size_t size) {
    out[0] = 0;
    if (sx_is_string(tag) && sx_as_string(tag)->len < size) sx_string_to_utf8(sx_as_string(tag), out, size);
}

static sx_value number_format_resolved(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_nf f;
    char tag[64];
    if (!bound_format(vm, &f)) return SX_EXCEPTION;
    tag_text(sx_as_object(vm->frames[vm->nframes - 1].callee->u.native.data)->u.array.items[0], tag, sizeof tag);
    return sx_nf_resolved_options(vm, &f, tag);
}

/* A hidden method `name` of o whose native.data is data. */
static bool add_method(sx_vm *vm, sx_object *o, const char *name, sx_native_fn fn, int length, sx_value data) {
    sx_object *m = sx_native_new(vm, name, fn, length);
    if (m == NULL) return false;
    m->u.native.data = data;
    return sx_define_value(vm, o, name, sx_from_object(m), SX_PROP_HIDDEN);
}

static sx_value number_format_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *self = vm->frames[vm->nframes - 1].callee;
    sx_value proto = sx_get(vm, sx_from_object(vm->new_target ? vm->new_target : self), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return proto;
    sx_temp_push(vm, proto);
    sx_value opts = copy_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    sx_temp_push(vm, opts);
    sx_nf f;
    if (!sx_nf_init(vm, "Intl.NumberFormat", sx_arg(argc, argv, 0), opts, &f))
        return SX_EXCEPTION; /* invalid options throw now */
    char tag_buf[64];
    if (!sx_intl_resolved_tag(vm, sx_arg(argc, argv, 0), tag_buf, sizeof tag_buf)) return SX_EXCEPTION;
    sx_string *tag = sx_string_from_cstr(vm, tag_buf);
    sx_object *data = tag ? sx_array_new(vm, 2) : NULL;
    if (data == NULL) return SX_EXCEPTION;
    data->u.array.items[0] = sx_from_string(tag);
    data->u.array.items[1] = opts;
    data->u.array.len = 2;
    sx_temp_push(vm, sx_from_object(data));
    sx_object *nf =
        sx_object_new(vm, SX_CLASS_OBJECT, sx_is_object(proto) ? sx_as_object(proto) : vm->realm.object_proto);
    if (nf == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(nf));
    sx_object *format = sx_native_new(vm, "", number_format_format, 1);
    if (format == NULL) return SX_EXCEPTION;
    format->u.native.data = sx_from_object(data);
    if (!sx_define_value(vm, nf, "format", sx_from_object(format), SX_PROP_HIDDEN)) return SX_EXCEPTION;
    sx_object *to_parts = sx_native_new(vm, "formatToParts", number_format_to_parts, 1);
    if (to_parts == NULL) return SX_EXCEPTION;
    to_parts->u.native.data = sx_from_object(data);
    if (!sx_define_value(vm, nf, "formatToParts", sx_from_object(to_parts), SX_PROP_HIDDEN) ||
        !add_method(vm, nf, "resolvedOptions", number_format_resolved, 0, sx_from_object(data)))
        return SX_EXCEPTION;
    return sx_from_object(nf);
}

/* -- shared: a constructor whose instances keep their options in their methods' native.data -- */

/* options as given, copied: only own enumerable values are read, once */
static sx_value copy_all_options(sx_vm *vm, sx_value opts) {
    sx_object *copy = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    if (copy == NULL) return SX_EXCEPTION;
    if (opts == SX_UNDEFINED) return sx_from_object(copy);
    if (!sx_is_object(opts)) return sx_throw_type(vm, "Options must be an object");
    sx_temp_push(vm, sx_from_object(copy));
    sx_object *keys = sx_own_keys(vm, sx_as_object(opts), true);
    if (keys == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(keys));
    for (uint32_t i = 0; i < keys->u.array.len; i++) {
        sx_string *k = sx_as_string(keys->u.array.items[i]);
        sx_value v = sx_get(vm, opts, k);
        if (v == SX_EXCEPTION || !sx_object_define(vm, copy, k, v, SX_PROP_DEFAULT)) return SX_EXCEPTION;
    }
    sx_temp_pop(vm, 2);
    return sx_from_object(copy);
}

static sx_value option_of(sx_vm *vm, sx_value opts, const char *name) {
    sx_string *key = sx_atom(vm, name);
    return key ? sx_object_find_data(vm, sx_as_object(opts), key) : SX_UNDEFINED;
}

/* option `name` is the string `want` */
static bool option_is(sx_vm *vm, sx_value opts, const char *name, const char *want) {
    sx_value v = option_of(vm, opts, name);
    if (!sx_is_string(v)) return false;
    char text[32];
    if (sx_as_string(v)->len >= sizeof text) return false;
    sx_string_to_utf8(sx_as_string(v), text, sizeof text);
    return strcmp(text, want) == 0;
}

/* A new instance of the running constructor with one method `name` bound to data. */
static sx_value new_instance(sx_vm *vm, const char *name, sx_native_fn fn, int length, sx_value data) {
    sx_object *self = vm->frames[vm->nframes - 1].callee;
    sx_temp_push(vm, data);
    sx_value proto = sx_get(vm, sx_from_object(vm->new_target ? vm->new_target : self), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return proto;
    sx_object *o =
        sx_object_new(vm, SX_CLASS_OBJECT, sx_is_object(proto) ? sx_as_object(proto) : vm->realm.object_proto);
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    sx_object *f = sx_native_new(vm, "", fn, length);
    if (f == NULL) return SX_EXCEPTION;
    f->u.native.data = data;
    if (!sx_define_value(vm, o, name, sx_from_object(f), SX_PROP_HIDDEN)) return SX_EXCEPTION;
    return sx_from_object(o);
}

static sx_value bound_data(sx_vm *vm) { return vm->frames[vm->nframes - 1].callee->u.native.data; }

/* A string property of a resolvedOptions() object. */
static bool put_text(sx_vm *vm, sx_object *o, const char *key, const char *value) {
    sx_string *v = sx_string_from_cstr(vm, value);
    return v != NULL && sx_define_value(vm, o, key, sx_from_string(v), SX_PROP_DEFAULT);
}

/* A string option's index in `values` (NULL-terminated); `dflt` when undefined; a RangeError in
 * V8's words for another value. */
static bool enum_of(sx_vm *vm, sx_value opts, const char *service, const char *name, const char *const *values,
                    int dflt, int *out) {
    sx_value v = option_of(vm, opts, name);
    *out = dflt;
    if (v == SX_UNDEFINED) return true;
    for (int i = 0; values[i]; i++)
        if (option_is(vm, opts, name, values[i])) return *out = i, true;
    sx_string *s = sx_to_string(vm, v);
    if (s == NULL) return false;
    char text[64] = "";
    if (s->len < sizeof text) sx_string_to_utf8(s, text, sizeof text);
    sx_throw_range(vm, "Value %s out of range for Intl.%s options property %s", text, service, name);
    return false;
}

/* -- DateTimeFormat: format(d) is d.toLocaleString(locale, options), or toLocaleDateString when
 * the options name no component (the date alone, as Intl's defaults give) -- */

static sx_value date_time_format_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value data = bound_data(vm), opts = sx_as_object(data)->u.array.items[0];
    sx_value fn = sx_as_object(data)->u.array.items[1];
    sx_value d = sx_arg(argc, argv, 0);
    sx_value date_ctor = sx_object_find_data(vm, sx_realm(vm)->date_proto, vm->atoms.constructor);
    sx_value date = sx_construct(vm, date_ctor, d == SX_UNDEFINED ? 0 : 1, &d);
    if (date == SX_EXCEPTION) return date;
    sx_temp_push(vm, date);
    sx_value args[2] = {sx_as_object(data)->u.array.items[2], opts};
    return sx_call(vm, fn, date, 2, args);
}

/* formatToParts(date): the parts of format(date)'s text; date is a number (ToNumber), now when
 * undefined; an invalid time is a RangeError. */
static sx_value date_time_format_to_parts(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *data = sx_as_object(bound_data(vm));
    sx_value d = sx_arg(argc, argv, 0),
             date_ctor = sx_object_find_data(vm, sx_realm(vm)->date_proto, vm->atoms.constructor);
    if (d == SX_UNDEFINED && (d = sx_construct(vm, date_ctor, 0, NULL)) == SX_EXCEPTION) return d;
    sx_temp_push(vm, d);
    double x;
    if (!sx_to_number(vm, d, &x)) return SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    if (!isfinite(x) || fabs(x) > 8.64e15) return sx_throw_range(vm, "Invalid time value");
    x = trunc(x) + 0.0;
    sx_string *name = sx_atom(vm, "toLocaleString");
    bool any = name != NULL && data->u.array.items[1] == sx_object_find_data(vm, sx_realm(vm)->date_proto, name);
    return sx_date_to_locale_parts(vm, x, any ? SX_NEED_ANY : SX_NEED_DATE,
                                   any ? "toLocaleString" : "toLocaleDateString", data->u.array.items[2],
                                   data->u.array.items[0]);
}

/* Format the epoch once: invalid options throw at construction, as in ICU. */
static sx_value date_time_format_format_check(sx_vm *vm, sx_object *data) {
    sx_value date_ctor = sx_object_find_data(vm, sx_realm(vm)->date_proto, vm->atoms.constructor);
    sx_value zero = sx_number(0);
    sx_value date = sx_construct(vm, date_ctor, 1, &zero);
    if (date == SX_EXCEPTION) return date;
    sx_temp_push(vm, date);
    sx_value args[2] = {data->u.array.items[2], data->u.array.items[0]};
    sx_value r = sx_call(vm, data->u.array.items[1], date, 2, args);
    sx_temp_pop(vm, 1);
    return r;
}

/*
 * resolvedOptions() of a DateTimeFormat: the components asked for (year, month and day numeric
 * when none is), in ICU's order; with an hour, the hour cycle (the locale's: h12 in en-US, h23
 * elsewhere; hour12 true: en-US h12, the others h11; hour12 false: en-US h24, as node 20's ICU
 * says) and the widths ICU's pattern gives ("HH": hour "2-digit" on a 24-hour clock outside
 * ja; minute and second "2-digit" next to an hour). The time zone is always UTC here.
 */
static sx_value date_time_resolved(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    static const char *const order[] = {"weekday",      "era",       "year",      "month",  "day",
                                        "dayPeriod",    "hour",      "minute",    "second", "fractionalSecondDigits",
                                        "timeZoneName", "dateStyle", "timeStyle", NULL};
    static const char *const cycles[] = {"h11", "h12", "h23", "h24", NULL};
    sx_object *data = sx_as_object(bound_data(vm));
    sx_value opts = data->u.array.items[0];
    char tag[64];
    tag_text(data->u.array.items[2], tag, sizeof tag);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    const char *zone_name = "UTC"; /* a zone of Intl's table by ICU's name, else UTC (checked at construction) */
    sx_value zv = option_of(vm, opts, "timeZone");
    if (sx_is_string(zv) && sx_as_string(zv)->len < 64) {
        char zt[64];
        int index;
        sx_string_to_utf8(sx_as_string(zv), zt, sizeof zt);
        const sx_intl_zone *z = sx_intl_zone_find(zt, &index);
        if (z != NULL) zone_name = z->name;
    }
    if (!put_text(vm, o, "locale", tag) || !put_text(vm, o, "calendar", "gregory") ||
        !put_text(vm, o, "numberingSystem", "latn") || !put_text(vm, o, "timeZone", zone_name))
        return SX_EXCEPTION;
    bool has_hour = option_of(vm, opts, "hour") != SX_UNDEFINED || option_of(vm, opts, "timeStyle") != SX_UNDEFINED;
    bool ja = strncmp(tag, "ja", 2) == 0, en_us = strcmp(tag, "en") == 0 || strcmp(tag, "en-US") == 0;
    int cycle = en_us ? 1 : 2; /* h12 / h23 */
    bool cycle_given = false;
    if (has_hour) {
        int given;
        sx_value h12 = option_of(vm, opts, "hour12");
        if (!enum_of(vm, opts, "DateTimeFormat", "hourCycle", cycles, -1, &given)) return SX_EXCEPTION;
        if (h12 != SX_UNDEFINED) cycle = sx_to_boolean(h12) ? (en_us ? 1 : 0) : (en_us ? 3 : 2);
        else if (given >= 0) cycle = given;
        cycle_given = h12 != SX_UNDEFINED || given >= 0;
        if (!put_text(vm, o, "hourCycle", cycles[cycle]) ||
            !sx_define_value(vm, o, "hour12", cycle < 2 ? SX_TRUE : SX_FALSE, SX_PROP_DEFAULT))
            return SX_EXCEPTION;
    }
    bool any = false;
    for (int i = 0; order[i] && i < 10; i++) any |= option_of(vm, opts, order[i]) != SX_UNDEFINED && i != 1;
    any |= option_of(vm, opts, "dateStyle") != SX_UNDEFINED || option_of(vm, opts, "timeStyle") != SX_UNDEFINED;
    for (int i = 0; order[i]; i++) {
        sx_value v = option_of(vm, opts, order[i]);
        bool defaulted = !any && (i == 2 || i == 3 || i == 4);
        if (v == SX_UNDEFINED && !defaulted) continue;
        if (defaulted) {
            if (!put_text(vm, o, order[i], "numeric")) return SX_EXCEPTION;
            continue;
        }
        if (i == 9) { /* fractionalSecondDigits: a number */
            double d;
            if (!sx_to_number(vm, v, &d) || !sx_define_value(vm, o, order[i], sx_number(floor(d)), SX_PROP_DEFAULT))
                return SX_EXCEPTION;
            continue;
        }
        sx_string *vs = sx_to_string(vm, v);
        if (vs == NULL) return SX_EXCEPTION;
        char text[32] = "";
        if (vs->len < sizeof text) sx_string_to_utf8(vs, text, sizeof text);
        if (has_hour && ((i == 6 && cycle_given && cycle >= 2 && !ja) || i == 7 || i == 8))
            snprintf(text, sizeof text, "2-digit");
        if (!put_text(vm, o, order[i], text)) return SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(o);
}

static sx_value date_time_format_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    static const char *const components[] = {
        "weekday",      "era",       "year",     "month",  "day",
        "dayPeriod",    "hour",      "minute",   "second", "fractionalSecondDigits",
        "timeZoneName", "dateStyle", "timeStyle"};
    const sx_intl_locale *locale = sx_intl_resolve(vm, sx_arg(argc, argv, 0));
    if (locale == NULL) return SX_EXCEPTION;
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    sx_temp_push(vm, opts);
    char tag_buf[64];
    if (!sx_intl_resolved_tag(vm, sx_arg(argc, argv, 0), tag_buf, sizeof tag_buf)) return SX_EXCEPTION;
    sx_string *tag = sx_string_from_cstr(vm, tag_buf);
    if (tag == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(tag));
    bool any = false;
    for (size_t i = 0; i < sizeof components / sizeof components[0]; i++)
        any |= option_of(vm, opts, components[i]) != SX_UNDEFINED;
    sx_string *name = sx_atom(vm, any ? "toLocaleString" : "toLocaleDateString");
    sx_object *data = name ? sx_array_new(vm, 3) : NULL;
    if (data == NULL) return SX_EXCEPTION;
    data->u.array.items[0] = opts;
    data->u.array.items[1] = sx_object_find_data(vm, sx_realm(vm)->date_proto, name);
    data->u.array.items[2] = sx_from_string(tag); /* the resolved locale */
    data->u.array.len = 3;
    sx_temp_push(vm, sx_from_object(data));
    sx_value check = date_time_format_format_check(vm, data); /* invalid options throw now */
    if (check == SX_EXCEPTION) return check;
    sx_value o = new_instance(vm, "format", date_time_format_format, 1, sx_from_object(data));
    if (o == SX_EXCEPTION ||
        !add_method(vm, sx_as_object(o), "resolvedOptions", date_time_resolved, 0, sx_from_object(data)) ||
        !add_method(vm, sx_as_object(o), "formatToParts", date_time_format_to_parts, 1, sx_from_object(data)))
        return SX_EXCEPTION;
    return o;
}

/* -- PluralRules: CLDR's rules of the locale's language (generated into stdlib/intl_data.c), on the
 * number as the digit options round it -- */

static sx_value plural_rules_select(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double n;
    sx_nf f;
    sx_object *data = sx_as_object(bound_data(vm));
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &n) ||
        !sx_nf_init(vm, "Intl.PluralRules", data->u.array.items[0], data->u.array.items[1], &f))
        return SX_EXCEPTION;
    bool ordinal = option_is(vm, data->u.array.items[1], "type", "ordinal");
    sx_string *s = sx_atom(vm, sx_intl_plural_name(sx_nf_plural(&f, n, ordinal)));
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static sx_value plural_rules_resolved(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_object *data = sx_as_object(bound_data(vm));
    sx_nf f;
    char tag[64];
    if (!sx_nf_init(vm, "Intl.PluralRules", data->u.array.items[0], data->u.array.items[1], &f)) return SX_EXCEPTION;
    tag_text(data->u.array.items[0], tag, sizeof tag);
    bool ordinal = option_is(vm, data->u.array.items[1], "type", "ordinal");
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    bool ok = put_text(vm, o, "locale", tag) && put_text(vm, o, "type", ordinal ? "ordinal" : "cardinal") &&
              sx_define_value(vm, o, "minimumIntegerDigits", sx_number(f.min_int), SX_PROP_DEFAULT);
    if (ok && f.rounding != SX_NF_FRACTION)
        ok = sx_define_value(vm, o, "minimumSignificantDigits", sx_number(f.min_sig), SX_PROP_DEFAULT) &&
             sx_define_value(vm, o, "maximumSignificantDigits", sx_number(f.max_sig), SX_PROP_DEFAULT);
    if (ok && f.rounding != SX_NF_SIGNIFICANT)
        ok = sx_define_value(vm, o, "minimumFractionDigits", sx_number(f.min_frac), SX_PROP_DEFAULT) &&
             sx_define_value(vm, o, "maximumFractionDigits", sx_number(f.max_frac), SX_PROP_DEFAULT);
    /* ICU lists the locale's categories alphabetically, "other" last */
    static const int order[] = {SX_PLURAL_FEW, SX_PLURAL_MANY, SX_PLURAL_ONE,
                                SX_PLURAL_TWO, SX_PLURAL_ZERO, SX_PLURAL_OTHER};
    sx_object *cats = ok ? sx_array_new(vm, 6) : NULL;
    if (cats == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(cats));
    unsigned set = f.locale->plural_categories[ordinal];
    for (int i = 0; i < 6; i++) {
        sx_string *name = (set >> order[i]) & 1 ? sx_atom(vm, sx_intl_plural_name(order[i])) : NULL;
        if (name != NULL && !sx_array_push(vm, cats, sx_from_string(name))) return SX_EXCEPTION;
    }
    if (!sx_define_value(vm, o, "pluralCategories", sx_from_object(cats), SX_PROP_DEFAULT)) return SX_EXCEPTION;
    sx_temp_pop(vm, 2);
    return sx_from_object(o);
}

static sx_value plural_rules_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target == NULL) return sx_throw_type(vm, "Constructor Intl.PluralRules requires 'new'");
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    sx_temp_push(vm, opts);
    static const char *const types[] = {"cardinal", "ordinal"};
    sx_value type = option_of(vm, opts, "type");
    if (type != SX_UNDEFINED && !option_is(vm, opts, "type", types[0]) && !option_is(vm, opts, "type", types[1])) {
        sx_string *ts = sx_to_string(vm, type);
        char text[64] = "";
        if (ts == NULL) return SX_EXCEPTION;
        if (ts->len < sizeof text) sx_string_to_utf8(ts, text, sizeof text);
        return sx_throw_range(vm, "Value %s out of range for Intl.PluralRules options property type", text);
    }
    sx_nf f;
    char tag_buf[64];
    if (!sx_nf_init(vm, "Intl.PluralRules", sx_arg(argc, argv, 0), opts, &f) ||
        !sx_intl_resolved_tag(vm, sx_arg(argc, argv, 0), tag_buf, sizeof tag_buf))
        return SX_EXCEPTION;
    sx_string *tag = sx_string_from_cstr(vm, tag_buf);
    sx_object *data = tag ? sx_array_new(vm, 2) : NULL;
    if (data == NULL) return SX_EXCEPTION;
    data->u.array.items[0] = sx_from_string(tag);
    data->u.array.items[1] = opts;
    data->u.array.len = 2;
    sx_value o = new_instance(vm, "select", plural_rules_select, 1, sx_from_object(data));
    if (o == SX_EXCEPTION) return o;
    if (!add_method(vm, sx_as_object(o), "resolvedOptions", plural_rules_resolved, 0, sx_from_object(data)))
        return SX_EXCEPTION;
    return o;
}

/* A service's instance data: [resolved locale tag, options copy]. */
static sx_value locale_data(sx_vm *vm, sx_value locales, sx_value opts, const sx_intl_locale **locale) {
    char tag_buf[64];
    *locale = sx_intl_resolve(vm, locales);
    if (*locale == NULL || !sx_intl_resolved_tag(vm, locales, tag_buf, sizeof tag_buf)) return SX_EXCEPTION;
    sx_temp_push(vm, opts);
    sx_string *tag = sx_string_from_cstr(vm, tag_buf);
    sx_object *data = tag ? sx_array_new(vm, 2) : NULL;
    sx_temp_pop(vm, 1);
    if (data == NULL) return SX_EXCEPTION;
    data->u.array.items[0] = sx_from_string(tag);
    data->u.array.items[1] = opts;
    data->u.array.len = 2;
    return sx_from_object(data);
}

/* -- ListFormat: CLDR's list patterns of the locale ("a, b, and c"; "a, b et c"), by type
 * (conjunction, disjunction, unit) and style (long, short, narrow) -- */

static const char *const list_types[] = {"conjunction", "disjunction", "unit", NULL};
static const char *const list_styles[] = {"long", "short", "narrow", NULL};

/* The list joined by the locale's patterns: a string, or formatToParts' elements and literals. */
static sx_value list_format_run(sx_vm *vm, int argc, const sx_value *argv, bool to_parts) {
    sx_object *data = sx_as_object(bound_data(vm));
    const sx_intl_locale *l = sx_intl_resolve(vm, data->u.array.items[0]);
    sx_value opts = data->u.array.items[1], list = sx_arg(argc, argv, 0);
    int type, style;
    if (l == NULL || !enum_of(vm, opts, "ListFormat", "type", list_types, 0, &type) ||
        !enum_of(vm, opts, "ListFormat", "style", list_styles, 0, &style))
        return SX_EXCEPTION;
    const char *const *sep = l->lists[type][style];
    sx_value it = sx_is_nullish(list) ? SX_UNDEFINED : sx_iter_get(vm, list);
    if (it == SX_EXCEPTION) return it;
    sx_object *items = sx_array_new(vm, 4);
    if (items == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(items));
    if (it != SX_UNDEFINED) {
        sx_temp_push(vm, it);
        sx_value v;
        int r;
        while ((r = sx_iter_next(vm, sx_as_object(it), &v)) > 0) {
            if (!sx_is_string(v)) {
                char what[96];
                sx_value_label(vm, v, what, sizeof what);
                return sx_throw_type(vm, "Iterable yielded %s which is not a string", what);
            }
            if (!sx_array_push(vm, items, v)) return SX_EXCEPTION;
        }
        if (r < 0) return SX_EXCEPTION;
    }
    uint32_t n = items->u.array.len;
    sx_object *parts = to_parts ? sx_array_new(vm, 2 * n) : NULL;
    if (to_parts && parts == NULL) return SX_EXCEPTION;
    if (to_parts) sx_temp_push(vm, sx_from_object(parts));
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < n; i++) {
        const char *s = n == 2 ? sep[0] : i == 1 ? sep[1] : i == n - 1 ? sep[3] : sep[2];
        if (!to_parts) {
            if (i > 0) sx_strbuf_utf8(&b, s, strlen(s));
            sx_strbuf_string(&b, sx_as_string(items->u.array.items[i]));
            continue;
        }
        for (int k = i > 0 ? 0 : 1; k < 2; k++) { /* the literal before the element, then the element */
            sx_value value = items->u.array.items[i];
            if (k == 0) {
                sx_strbuf lit;
                sx_strbuf_init(&lit, vm);
                sx_strbuf_utf8(&lit, s, strlen(s));
                sx_string *ls = sx_strbuf_finish(&lit);
                if (ls == NULL) return SX_EXCEPTION;
                value = sx_from_string(ls);
            }
            sx_temp_push(vm, value);
            sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
            if (o == NULL || !sx_array_push(vm, parts, sx_from_object(o)) ||
                !put_text(vm, o, "type", k == 0 ? "literal" : "element") ||
                !sx_define_value(vm, o, "value", value, SX_PROP_DEFAULT))
                return SX_EXCEPTION;
            sx_temp_pop(vm, 1);
        }
    }
    if (to_parts) return sx_from_object(parts);
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static sx_value list_format_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return list_format_run(vm, argc, argv, false);
}

static sx_value list_format_to_parts(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return list_format_run(vm, argc, argv, true);
}

/* resolvedOptions() of a service whose data is [tag, options]: the locale, then each named
 * option (NULL-terminated names, values and defaults in `table`), then `extra` constant pairs. */
typedef struct resolved_field {
    const char *name;
    const char *const *values;
    int dflt;
} resolved_field;

static sx_value service_resolved(sx_vm *vm, const char *service, const resolved_field *fields,
                                 const char *const *extra) {
    sx_object *data = sx_as_object(bound_data(vm));
    char tag[64];
    tag_text(data->u.array.items[0], tag, sizeof tag);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    if (!put_text(vm, o, "locale", tag)) return SX_EXCEPTION;
    for (int i = 0; fields[i].name; i++) {
        int v;
        if (!enum_of(vm, data->u.array.items[1], service, fields[i].name, fields[i].values, fields[i].dflt, &v) ||
            !put_text(vm, o, fields[i].name, fields[i].values[v]))
            return SX_EXCEPTION;
    }
    for (int i = 0; extra && extra[i]; i += 2)
        if (!put_text(vm, o, extra[i], extra[i + 1])) return SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return sx_from_object(o);
}

static sx_value list_format_resolved(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    static const resolved_field fields[] = {{"type", list_types, 0}, {"style", list_styles, 0}, {NULL, NULL, 0}};
    return service_resolved(vm, "ListFormat", fields, NULL);
}

static sx_value list_format_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target == NULL) return sx_throw_type(vm, "Constructor Intl.ListFormat requires 'new'");
    const sx_intl_locale *l;
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    sx_value data = locale_data(vm, sx_arg(argc, argv, 0), opts, &l);
    if (data == SX_EXCEPTION) return data;
    sx_temp_push(vm, data);
    int ignored;
    if (!enum_of(vm, opts, "ListFormat", "type", list_types, 0, &ignored) ||
        !enum_of(vm, opts, "ListFormat", "style", list_styles, 0, &ignored))
        return SX_EXCEPTION;
    sx_value o = new_instance(vm, "format", list_format_format, 1, data);
    if (o == SX_EXCEPTION || !add_method(vm, sx_as_object(o), "formatToParts", list_format_to_parts, 1, data) ||
        !add_method(vm, sx_as_object(o), "resolvedOptions", list_format_resolved, 0, data))
        return SX_EXCEPTION;
    return o;
}

/* -- RelativeTimeFormat: CLDR's relative-time patterns of the locale ("in 3 days", "il y a 1
 * heure"); numeric "auto" uses the words ("yesterday", "vorgestern") where CLDR has them -- */

static const char *const rtf_styles[] = {"long", "short", "narrow", NULL};
static const char *const rtf_numeric[] = {"always", "auto", NULL};

/* A {type, value} part object (value: a string value), pushed on arr. */
static bool push_part(sx_vm *vm, sx_object *arr, const char *type, sx_value value) {
    sx_temp_push(vm, value);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    bool ok = o != NULL && sx_array_push(vm, arr, sx_from_object(o)) && put_text(vm, o, "type", type) &&
              sx_define_value(vm, o, "value", value, SX_PROP_DEFAULT);
    sx_temp_pop(vm, 1);
    return ok;
}

/* UTF-8 text as a string value. */
static sx_value utf8_value(sx_vm *vm, const char *text, size_t n) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_utf8(&b, text, n);
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

/* format(value, unit) as a string, or formatToParts' array: the pattern's text as literals, the
 * number's parts with a `unit` property (the singular unit). */
static sx_value relative_time_run(sx_vm *vm, int argc, const sx_value *argv, bool to_parts) {
    static const char *const units[] = {"second", "minute", "hour", "day", "week", "month", "quarter", "year"};
    double v;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &v)) return SX_EXCEPTION;
    sx_string *us = sx_to_string(vm, sx_arg(argc, argv, 1));
    if (us == NULL) return SX_EXCEPTION;
    if (!isfinite(v))
        return sx_throw_range(vm, "Value need to be finite number for Intl.RelativeTimeFormat.prototype.format()");
    char unit[16] = "";
    if (us->len < sizeof unit) sx_string_to_utf8(us, unit, sizeof unit);
    size_t ul = strlen(unit);
    if (ul > 1 && unit[ul - 1] == 's') unit[--ul] = 0; /* "days" -> "day" */
    int u = -1;
    for (int i = 0; i < 8; i++)
        if (strcmp(unit, units[i]) == 0) u = i;
    if (u < 0) {
        char text[96];
        sx_string_to_utf8(us, text, sizeof text);
        return sx_throw_range(vm, "Invalid unit argument for Intl.RelativeTimeFormat.prototype.format() '%s'", text);
    }
    sx_object *data = sx_as_object(bound_data(vm));
    const sx_intl_locale *l = sx_intl_resolve(vm, data->u.array.items[0]);
    sx_value opts = data->u.array.items[1];
    int style, numeric;
    if (l == NULL || !enum_of(vm, opts, "RelativeTimeFormat", "style", rtf_styles, 0, &style) ||
        !enum_of(vm, opts, "RelativeTimeFormat", "numeric", rtf_numeric, 0, &numeric))
        return SX_EXCEPTION;
    const sx_intl_relative *rel = &l->relative[u][style];
    if (numeric == 1 && v == floor(v) && fabs(v) <= 2 && rel->words[(int)v + 2] != NULL) {
        const char *w = rel->words[(int)v + 2];
        sx_value ws = utf8_value(vm, w, strlen(w));
        if (!to_parts || ws == SX_EXCEPTION) return ws;
        sx_object *arr = sx_array_new(vm, 1);
        if (arr == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(arr));
        if (!push_part(vm, arr, "literal", ws)) return SX_EXCEPTION;
        sx_temp_pop(vm, 1);
        return sx_from_object(arr);
    }
    sx_nf f;
    if (!sx_nf_init(vm, "Intl.RelativeTimeFormat", data->u.array.items[0], SX_UNDEFINED, &f)) return SX_EXCEPTION;
    sx_value num = sx_nf_format(vm, &f, fabs(v));
    if (num == SX_EXCEPTION) return num;
    sx_temp_push(vm, num);
    bool past = v < 0 || (v == 0 && signbit(v));
    int count = sx_nf_plural(&f, fabs(v), false);
    const char *const *pats = past ? rel->past : rel->future;
    const char *pat = pats[count] ? pats[count] : pats[SX_PLURAL_OTHER];
    const char *at = strstr(pat, "{0}");
    if (to_parts) {
        sx_value nums = sx_nf_format_to_parts(vm, &f, fabs(v));
        sx_object *arr = nums == SX_EXCEPTION ? NULL : sx_array_new(vm, 4);
        if (arr == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, nums);
        sx_temp_push(vm, sx_from_object(arr));
        size_t pre = at ? (size_t)(at - pat) : strlen(pat);
        sx_value lit = pre ? utf8_value(vm, pat, pre) : SX_UNDEFINED;
        if (lit == SX_EXCEPTION || (pre && !push_part(vm, arr, "literal", lit))) return SX_EXCEPTION;
        sx_string *unit_name = sx_string_from_cstr(vm, units[u]);
        if (unit_name == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_string(unit_name));
        sx_object *na = sx_as_object(nums);
        for (uint32_t i = 0; at != NULL && i < na->u.array.len; i++) {
            sx_object *part = sx_as_object(na->u.array.items[i]);
            if (!sx_define_value(vm, part, "unit", sx_from_string(unit_name), SX_PROP_DEFAULT) ||
                !sx_array_push(vm, arr, sx_from_object(part)))
                return SX_EXCEPTION;
        }
        lit = at && at[3] ? utf8_value(vm, at + 3, strlen(at + 3)) : SX_UNDEFINED;
        if (lit == SX_EXCEPTION || (lit != SX_UNDEFINED && !push_part(vm, arr, "literal", lit))) return SX_EXCEPTION;
        sx_temp_pop(vm, 4);
        return sx_from_object(arr);
    }
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_utf8(&b, pat, at ? (size_t)(at - pat) : strlen(pat));
    if (at != NULL) sx_strbuf_string(&b, sx_as_string(num)), sx_strbuf_utf8(&b, at + 3, strlen(at + 3));
    sx_temp_pop(vm, 1);
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static sx_value relative_time_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return relative_time_run(vm, argc, argv, false);
}

static sx_value relative_time_to_parts(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return relative_time_run(vm, argc, argv, true);
}

static sx_value relative_time_resolved(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    static const resolved_field fields[] = {{"style", rtf_styles, 0}, {"numeric", rtf_numeric, 0}, {NULL, NULL, 0}};
    static const char *const extra[] = {"numberingSystem", "latn", NULL};
    return service_resolved(vm, "RelativeTimeFormat", fields, extra);
}

static sx_value relative_time_format_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target == NULL) return sx_throw_type(vm, "Constructor Intl.RelativeTimeFormat requires 'new'");
    const sx_intl_locale *l;
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    sx_value data = locale_data(vm, sx_arg(argc, argv, 0), opts, &l);
    if (data == SX_EXCEPTION) return data;
    sx_temp_push(vm, data);
    int ignored;
    if (!enum_of(vm, opts, "RelativeTimeFormat", "style", rtf_styles, 0, &ignored) ||
        !enum_of(vm, opts, "RelativeTimeFormat", "numeric", rtf_numeric, 0, &ignored))
        return SX_EXCEPTION;
    sx_value o = new_instance(vm, "format", relative_time_format, 2, data);
    if (o == SX_EXCEPTION || !add_method(vm, sx_as_object(o), "resolvedOptions", relative_time_resolved, 0, data) ||
        !add_method(vm, sx_as_object(o), "formatToParts", relative_time_to_parts, 2, data))
        return SX_EXCEPTION;
    return o;
}

/* -- Collator: localeCompare's collation (stdlib/string.c) at the sensitivity asked for; the
 * supported locales share the root order for the scripts it knows -- */

bool sx_collator_options(sx_vm *vm, sx_value locales, sx_value options, int *strength, bool *numeric) {
    static const char *const usages[] = {"sort", "search", NULL};
    static const char *const sensitivities[] = {"base", "accent", "case", "variant", NULL};
    *strength = SX_COLLATE_VARIANT, *numeric = false;
    const sx_intl_locale *l = sx_intl_resolve(vm, locales);
    if (l == NULL) return false;
    int ja = strcmp(l->lang, "ja") == 0 ? SX_COLLATE_JA : 0;
    if (options == SX_UNDEFINED) return *strength |= ja, true;
    sx_value opts = copy_all_options(vm, options);
    if (opts == SX_EXCEPTION) return false;
    sx_temp_push(vm, opts);
    int usage;
    bool ok = enum_of(vm, opts, "Collator", "usage", usages, 0, &usage) &&
              enum_of(vm, opts, "Collator", "sensitivity", sensitivities, SX_COLLATE_VARIANT, strength);
    sx_value n = option_of(vm, opts, "numeric");
    *numeric = n != SX_UNDEFINED && sx_to_boolean(n);
    sx_temp_pop(vm, 1);
    *strength |= ja;
    return ok;
}

static sx_value collator_compare(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *data = sx_as_object(bound_data(vm));
    int strength, r;
    bool numeric;
    sx_string *a = sx_to_string(vm, sx_arg(argc, argv, 0));
    if (a == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(a));
    sx_string *b = sx_to_string(vm, sx_arg(argc, argv, 1));
    if (b == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(b));
    bool ok = sx_collator_options(vm, data->u.array.items[0], data->u.array.items[1], &strength, &numeric) &&
              sx_string_collate(vm, a, b, strength, numeric, &r);
    sx_temp_pop(vm, 2);
    return ok ? sx_number(r) : SX_EXCEPTION;
}

static sx_value collator_resolved(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    static const char *const usages[] = {"sort", "search", NULL};
    static const char *const sensitivities[] = {"base", "accent", "case", "variant", NULL};
    static const resolved_field fields[] = {
        {"usage", usages, 0}, {"sensitivity", sensitivities, SX_COLLATE_VARIANT}, {NULL, NULL, 0}};
    sx_object *data = sx_as_object(bound_data(vm));
    sx_value n = option_of(vm, data->u.array.items[1], "numeric");
    sx_value r = service_resolved(vm, "Collator", fields, NULL);
    if (r == SX_EXCEPTION) return r;
    sx_object *o = sx_as_object(r);
    /* a collator's locale is the language alone unless ICU has a collation for the region
     * (de-AT, fr-CA; en-US is the default's tag) */
    char tag[64];
    tag_text(data->u.array.items[0], tag, sizeof tag);
    if (strcmp(tag, "en-US") != 0 && strcmp(tag, "de-AT") != 0 && strcmp(tag, "fr-CA") != 0) tag[strcspn(tag, "-")] = 0;
    if (!put_text(vm, o, "locale", tag)) return SX_EXCEPTION;
    if (!sx_define_value(vm, o, "ignorePunctuation", SX_FALSE, SX_PROP_DEFAULT) ||
        !put_text(vm, o, "collation", "default") ||
        !sx_define_value(vm, o, "numeric", n != SX_UNDEFINED && sx_to_boolean(n) ? SX_TRUE : SX_FALSE,
                         SX_PROP_DEFAULT) ||
        !put_text(vm, o, "caseFirst", "false"))
        return SX_EXCEPTION;
    return r;
}

static sx_value collator_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    int strength;
    bool numeric;
    if (!sx_collator_options(vm, sx_arg(argc, argv, 0), sx_arg(argc, argv, 1), &strength, &numeric))
        return SX_EXCEPTION;
    const sx_intl_locale *l;
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    sx_value data = locale_data(vm, sx_arg(argc, argv, 0), opts, &l);
    if (data == SX_EXCEPTION) return data;
    sx_temp_push(vm, data);
    sx_value o = new_instance(vm, "compare", collator_compare, 2, data);
    if (o == SX_EXCEPTION || !add_method(vm, sx_as_object(o), "resolvedOptions", collator_resolved, 0, data))
        return SX_EXCEPTION;
    return o;
}

/* -- the namespace -- */

static bool define_service(sx_vm *vm, sx_object *intl, const char *name, sx_native_fn ctor_fn) {
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    sx_object *ctor = sx_native_new(vm, name, ctor_fn, 0);
    if (proto == NULL || ctor == NULL) return false;
    ctor->oflags |= SX_OBJ_CONSTRUCTOR;
    return sx_object_define(vm, ctor, vm->atoms.prototype, sx_from_object(proto), 0) &&
           sx_object_define(vm, proto, vm->atoms.constructor, sx_from_object(ctor), SX_PROP_HIDDEN) &&
           sx_define_value(vm, intl, name, sx_from_object(ctor), SX_PROP_HIDDEN);
}

bool sx_stdlib_init_intl(sx_vm *vm) {
    sx_object *intl = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    return intl != NULL && define_service(vm, intl, "NumberFormat", number_format_ctor) &&
           define_service(vm, intl, "DateTimeFormat", date_time_format_ctor) &&
           define_service(vm, intl, "PluralRules", plural_rules_ctor) &&
           define_service(vm, intl, "ListFormat", list_format_ctor) &&
           define_service(vm, intl, "RelativeTimeFormat", relative_time_format_ctor) &&
           define_service(vm, intl, "Collator", collator_ctor) &&
           sx_define_value(vm, vm->realm.global, "Intl", sx_from_object(intl), SX_PROP_HIDDEN);
}
