/* intl.c - the Intl namespace in en-US: NumberFormat, DateTimeFormat, PluralRules, ListFormat, RelativeTimeFormat basics. */
#include <math.h>
#include <stdio.h>

#include "runtime/iter.h"
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
                                           "useGrouping"};

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
    if (sx_is_bigint(n)) {
        sx_object *data = sx_as_object(vm->frames[vm->nframes - 1].callee->u.native.data);
        return sx_bigint_format_locale(vm, n, data->u.array.items[1]);
    }
    return sx_nf_format(vm, &f, sx_to_double(n));
}

static sx_value number_format_to_parts(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x;
    sx_nf f;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &x) || !bound_format(vm, &f)) return SX_EXCEPTION;
    return sx_nf_format_to_parts(vm, &f, x);
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
    sx_string *tag = sx_string_from_cstr(vm, f.locale->tag);
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
    if (!sx_define_value(vm, nf, "formatToParts", sx_from_object(to_parts), SX_PROP_HIDDEN)) return SX_EXCEPTION;
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
    return key ? sx_object_find_data(sx_as_object(opts), key) : SX_UNDEFINED;
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

/* -- DateTimeFormat: format(d) is d.toLocaleString(locale, options), or toLocaleDateString when
 * the options name no component (the date alone, as Intl's defaults give) -- */

static sx_value date_time_format_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value data = bound_data(vm), opts = sx_as_object(data)->u.array.items[0];
    sx_value fn = sx_as_object(data)->u.array.items[1];
    sx_value d = sx_arg(argc, argv, 0);
    sx_value date_ctor = sx_object_find_data(sx_realm(vm)->date_proto, vm->atoms.constructor);
    sx_value date = sx_construct(vm, date_ctor, d == SX_UNDEFINED ? 0 : 1, &d);
    if (date == SX_EXCEPTION) return date;
    sx_temp_push(vm, date);
    sx_value args[2] = {sx_as_object(data)->u.array.items[2], opts};
    return sx_call(vm, fn, date, 2, args);
}

/* Format the epoch once: invalid options throw at construction, as in ICU. */
static sx_value date_time_format_format_check(sx_vm *vm, sx_object *data) {
    sx_value date_ctor = sx_object_find_data(sx_realm(vm)->date_proto, vm->atoms.constructor);
    sx_value zero = sx_number(0);
    sx_value date = sx_construct(vm, date_ctor, 1, &zero);
    if (date == SX_EXCEPTION) return date;
    sx_temp_push(vm, date);
    sx_value args[2] = {data->u.array.items[2], data->u.array.items[0]};
    sx_value r = sx_call(vm, data->u.array.items[1], date, 2, args);
    sx_temp_pop(vm, 1);
    return r;
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
    sx_string *tag = sx_string_from_cstr(vm, locale->tag);
    if (tag == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(tag));
    bool any = false;
    for (size_t i = 0; i < sizeof components / sizeof components[0]; i++)
        any |= option_of(vm, opts, components[i]) != SX_UNDEFINED;
    sx_string *name = sx_atom(vm, any ? "toLocaleString" : "toLocaleDateString");
    sx_object *data = name ? sx_array_new(vm, 3) : NULL;
    if (data == NULL) return SX_EXCEPTION;
    data->u.array.items[0] = opts;
    data->u.array.items[1] = sx_object_find_data(sx_realm(vm)->date_proto, name);
    data->u.array.items[2] = sx_from_string(tag); /* the resolved locale */
    data->u.array.len = 3;
    sx_temp_push(vm, sx_from_object(data));
    sx_value check = date_time_format_format_check(vm, data); /* invalid options throw now */
    if (check == SX_EXCEPTION) return check;
    return new_instance(vm, "format", date_time_format_format, 1, sx_from_object(data));
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
    if (!sx_nf_init(vm, "Intl.PluralRules", sx_arg(argc, argv, 0), opts, &f)) return SX_EXCEPTION;
    sx_string *tag = sx_string_from_cstr(vm, f.locale->tag);
    sx_object *data = tag ? sx_array_new(vm, 2) : NULL;
    if (data == NULL) return SX_EXCEPTION;
    data->u.array.items[0] = sx_from_string(tag);
    data->u.array.items[1] = opts;
    data->u.array.len = 2;
    return new_instance(vm, "select", plural_rules_select, 1, sx_from_object(data));
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

/* A service's instance data: [resolved locale tag, options copy]. */
static sx_value locale_data(sx_vm *vm, sx_value locales, sx_value opts, const sx_intl_locale **locale) {
    *locale = sx_intl_resolve(vm, locales);
    if (*locale == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, opts);
    sx_string *tag = sx_string_from_cstr(vm, (*locale)->tag);
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

static sx_value list_format_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
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
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint32_t n = items->u.array.len;
    for (uint32_t i = 0; i < n; i++) {
        const char *s = n == 2 ? sep[0] : i == 1 ? sep[1] : i == n - 1 ? sep[3] : sep[2];
        if (i > 0) sx_strbuf_utf8(&b, s, strlen(s));
        sx_strbuf_string(&b, sx_as_string(items->u.array.items[i]));
    }
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
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
    return new_instance(vm, "format", list_format_format, 1, data);
}

/* -- RelativeTimeFormat: CLDR's relative-time patterns of the locale ("in 3 days", "il y a 1
 * heure"); numeric "auto" uses the words ("yesterday", "vorgestern") where CLDR has them -- */

static const char *const rtf_styles[] = {"long", "short", "narrow", NULL};
static const char *const rtf_numeric[] = {"always", "auto", NULL};

static sx_value relative_time_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
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
        sx_strbuf b;
        sx_strbuf_init(&b, vm);
        sx_strbuf_utf8(&b, w, strlen(w));
        sx_string *ws = sx_strbuf_finish(&b);
        return ws ? sx_from_string(ws) : SX_EXCEPTION;
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
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_utf8(&b, pat, at ? (size_t)(at - pat) : strlen(pat));
    if (at != NULL) sx_strbuf_string(&b, sx_as_string(num)), sx_strbuf_utf8(&b, at + 3, strlen(at + 3));
    sx_temp_pop(vm, 1);
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
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
    return new_instance(vm, "format", relative_time_format, 2, data);
}

/* -- Collator: localeCompare's collation (stdlib/string.c) at the sensitivity asked for; the
 * supported locales share the root order for the scripts it knows -- */

bool sx_collator_options(sx_vm *vm, sx_value locales, sx_value options, int *strength, bool *numeric) {
    static const char *const usages[] = {"sort", "search", NULL};
    static const char *const sensitivities[] = {"base", "accent", "case", "variant", NULL};
    *strength = SX_COLLATE_VARIANT, *numeric = false;
    if (sx_intl_resolve(vm, locales) == NULL) return false;
    if (options == SX_UNDEFINED) return true;
    sx_value opts = copy_all_options(vm, options);
    if (opts == SX_EXCEPTION) return false;
    sx_temp_push(vm, opts);
    int usage;
    bool ok = enum_of(vm, opts, "Collator", "usage", usages, 0, &usage) &&
              enum_of(vm, opts, "Collator", "sensitivity", sensitivities, SX_COLLATE_VARIANT, strength);
    sx_value n = option_of(vm, opts, "numeric");
    *numeric = n != SX_UNDEFINED && sx_to_boolean(n);
    sx_temp_pop(vm, 1);
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
    return new_instance(vm, "compare", collator_compare, 2, data);
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
