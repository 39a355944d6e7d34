/* intl.c - the Intl namespace in en-US: NumberFormat, DateTimeFormat, PluralRules, ListFormat, RelativeTimeFormat basics. */
#include <math.h>
#include <stdio.h>

#include "runtime/iter.h"
#include "stdlib/stdlib.h"

/*
 * new Intl.NumberFormat(locales, options).format(x) gives what x.toLocaleString(locales,
 * options) gives (stdlib/number.c): every locale formats as en-US, as Date's do. The options
 * are read once, at construction, into a plain copy that the instance's `format` function keeps
 * in its native.data, out of the guest's reach.
 */

static const char *const option_names[] = {
    "style", "currency", "currencyDisplay", "minimumFractionDigits", "maximumFractionDigits", "useGrouping"};

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

static sx_value number_format_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value opts = vm->frames[vm->nframes - 1].callee->u.native.data;
    sx_value n;
    if (!sx_to_numeric(vm, sx_arg(argc, argv, 0), &n)) return SX_EXCEPTION; /* format(5n) too */
    if (sx_is_bigint(n)) return sx_bigint_format_locale(vm, n, opts);
    return sx_number_format_locale(vm, sx_to_double(n), opts);
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
    sx_value check = sx_number_format_locale(vm, 0, opts); /* invalid options throw now, as in ICU */
    if (check == SX_EXCEPTION) return check;
    sx_object *nf =
        sx_object_new(vm, SX_CLASS_OBJECT, sx_is_object(proto) ? sx_as_object(proto) : vm->realm.object_proto);
    if (nf == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(nf));
    sx_object *format = sx_native_new(vm, "", number_format_format, 1);
    if (format == NULL) return SX_EXCEPTION;
    format->u.native.data = opts;
    if (!sx_define_value(vm, nf, "format", sx_from_object(format), SX_PROP_HIDDEN)) return SX_EXCEPTION;
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
    sx_value args[2] = {SX_UNDEFINED, opts};
    return sx_call(vm, fn, date, 2, args);
}

/* Format the epoch once: invalid options throw at construction, as in ICU. */
static sx_value date_time_format_format_check(sx_vm *vm, sx_object *data) {
    sx_value date_ctor = sx_object_find_data(sx_realm(vm)->date_proto, vm->atoms.constructor);
    sx_value zero = sx_number(0);
    sx_value date = sx_construct(vm, date_ctor, 1, &zero);
    if (date == SX_EXCEPTION) return date;
    sx_temp_push(vm, date);
    sx_value args[2] = {SX_UNDEFINED, data->u.array.items[0]};
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
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    sx_temp_push(vm, opts);
    bool any = false;
    for (size_t i = 0; i < sizeof components / sizeof components[0]; i++)
        any |= option_of(vm, opts, components[i]) != SX_UNDEFINED;
    sx_string *name = sx_atom(vm, any ? "toLocaleString" : "toLocaleDateString");
    sx_object *data = name ? sx_array_new(vm, 2) : NULL;
    if (data == NULL) return SX_EXCEPTION;
    data->u.array.items[0] = opts;
    data->u.array.items[1] = sx_object_find_data(sx_realm(vm)->date_proto, name);
    data->u.array.len = 2;
    sx_temp_push(vm, sx_from_object(data));
    sx_value check = date_time_format_format_check(vm, data); /* invalid options throw now */
    if (check == SX_EXCEPTION) return check;
    return new_instance(vm, "format", date_time_format_format, 1, sx_from_object(data));
}

/* -- PluralRules: CLDR's en rules (cardinal: one for 1; ordinal: one/two/few by the last digits) -- */

static sx_value plural_rules_select(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double n;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &n)) return SX_EXCEPTION;
    bool ordinal = option_is(vm, bound_data(vm), "type", "ordinal");
    const char *form = "other";
    if (!ordinal) {
        if (n == 1 || n == -1) form = "one";
    } else if (isfinite(n) && n == floor(n)) {
        double a = fabs(n), m10 = fmod(a, 10), m100 = fmod(a, 100);
        if (m10 == 1 && m100 != 11) form = "one";
        else if (m10 == 2 && m100 != 12) form = "two";
        else if (m10 == 3 && m100 != 13) form = "few";
    }
    sx_string *s = sx_atom(vm, form);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static sx_value plural_rules_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target == NULL) return sx_throw_type(vm, "Constructor Intl.PluralRules requires 'new'");
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    return new_instance(vm, "select", plural_rules_select, 1, opts);
}

/* -- ListFormat: "a, b, and c" (type conjunction/disjunction/unit, style long/short/narrow) -- */

static sx_value list_format_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value opts = bound_data(vm), list = sx_arg(argc, argv, 0);
    bool unit = option_is(vm, opts, "type", "unit"), disjunction = option_is(vm, opts, "type", "disjunction");
    bool short_style = option_is(vm, opts, "style", "short"), narrow = option_is(vm, opts, "style", "narrow");
    const char *word = disjunction ? " or " : unit ? ", " : short_style ? " & " : narrow ? ", " : " and ";
    const char *last = disjunction ? ", or " : unit ? ", " : short_style ? ", & " : narrow ? ", " : ", and ";
    if (unit && narrow) word = last = " ";
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
        if (i > 0) sx_strbuf_ascii(&b, n == 2 ? word : i == n - 1 ? last : ", ");
        sx_strbuf_string(&b, sx_as_string(items->u.array.items[i]));
    }
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static sx_value list_format_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target == NULL) return sx_throw_type(vm, "Constructor Intl.ListFormat requires 'new'");
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    return new_instance(vm, "format", list_format_format, 1, opts);
}

/* -- RelativeTimeFormat: "in 3 days", "1 hour ago" (numeric "always"; "auto": yesterday, now...) -- */

static sx_value relative_time_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    static const char *const units[] = {"second", "minute", "hour", "day", "week", "month", "quarter", "year"};
    double v;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &v)) return SX_EXCEPTION;
    if (!isfinite(v)) return sx_throw_range(vm, "Invalid time value");
    sx_string *us = sx_to_string(vm, sx_arg(argc, argv, 1));
    if (us == NULL) return SX_EXCEPTION;
    char unit[16] = "";
    if (us->len < sizeof unit) sx_string_to_utf8(us, unit, sizeof unit);
    size_t ul = strlen(unit);
    if (ul > 1 && unit[ul - 1] == 's') unit[--ul] = 0; /* "days" -> "day" */
    bool known = false;
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) known |= strcmp(unit, units[i]) == 0;
    if (!known) {
        char text[96];
        sx_string_to_utf8(us, text, sizeof text);
        return sx_throw_range(vm, "Invalid unit argument for format() '%s'", text);
    }
    sx_value opts = bound_data(vm);
    if (option_is(vm, opts, "numeric", "auto")) {
        static const char *const words[][4] = {{"day", "yesterday", "today", "tomorrow"},
                                               {"year", "last year", "this year", "next year"},
                                               {"month", "last month", "this month", "next month"},
                                               {"week", "last week", "this week", "next week"},
                                               {"quarter", "last quarter", "this quarter", "next quarter"},
                                               {"second", NULL, "now", NULL},
                                               {"minute", NULL, "this minute", NULL},
                                               {"hour", NULL, "this hour", NULL}};
        for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
            if (strcmp(unit, words[i][0]) != 0 || (v != -1 && v != 0 && v != 1)) continue;
            const char *w = words[i][(int)v + 2];
            if (w == NULL) continue;
            sx_string *ws = sx_string_from_cstr(vm, w);
            return ws ? sx_from_string(ws) : SX_EXCEPTION;
        }
    }
    sx_value num = sx_number_format_locale(vm, fabs(v), SX_UNDEFINED);
    if (num == SX_EXCEPTION) return num;
    char text[128], digits[64];
    sx_string_to_utf8(sx_as_string(num), digits, sizeof digits);
    bool past = v < 0 || (v == 0 && signbit(v));
    bool one = fabs(v) == 1;
    snprintf(text, sizeof text, "%s%s %s%s%s", past ? "" : "in ", digits, unit, one ? "" : "s", past ? " ago" : "");
    sx_string *s = sx_string_from_cstr(vm, text);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static sx_value relative_time_format_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target == NULL) return sx_throw_type(vm, "Constructor Intl.RelativeTimeFormat requires 'new'");
    sx_value opts = copy_all_options(vm, sx_arg(argc, argv, 1));
    if (opts == SX_EXCEPTION) return opts;
    return new_instance(vm, "format", relative_time_format, 2, opts);
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
           sx_define_value(vm, vm->realm.global, "Intl", sx_from_object(intl), SX_PROP_HIDDEN);
}
