/* types.c - Python's built-in types as classes (int, str, list, dict, set, exceptions...), their methods, and calling classes and functions with keywords. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"

enum {
    T_USER,
    T_OBJECT,
    T_TYPE,
    T_INT,
    T_FLOAT,
    T_BOOL,
    T_STR,
    T_LIST,
    T_TUPLE,
    T_DICT,
    T_SET,
    T_NONE,
    T_RANGE,
    T_FUNCTION,
    T_EXCEPTION
};

#define RL py_rl(vm)
#define ARGC_CHECK(cond, ...)                                                                                          \
    do {                                                                                                               \
        if (!(cond)) return py_raise(vm, RL->type_error, __VA_ARGS__);                                                 \
    } while (0)

static sx_value str_val(sx_vm *vm, const char *text, size_t n) {
    sx_string *s = sx_string_from_utf8(vm, text, n);
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

/* -- calling: keyword arguments onto a guest function's parameters -- */

/* The guest function's parameter names ("a,b,c", set by the compiler as __params__) */
static int param_index(sx_vm *vm, sx_object *fn, sx_string *name, int *nparams, int *kwrest, int *rest) {
    sx_value ps = sx_object_find_data(vm, fn, py_at(vm)->params);
    *nparams = 0, *kwrest = -1, *rest = -1;
    if (!sx_is_string(ps)) return -1;
    sx_string *s = sx_as_string(ps);
    int found = -1, idx = 0;
    uint32_t start = 0;
    for (uint32_t i = 0; i <= s->len; i++) {
        if (i < s->len && sx_string_at(s, i) != ',') continue;
        uint32_t st = start;
        bool star2 = i - st >= 2 && sx_string_at(s, st) == '*' && sx_string_at(s, st + 1) == '*';
        bool star1 = !star2 && i - st >= 1 && sx_string_at(s, st) == '*';
        if (star2) *kwrest = idx;
        else if (star1) *rest = idx;
        else if (!star1 && name != NULL && i - st == name->len) {
            bool eq = true;
            for (uint32_t k = 0; k < name->len && eq; k++) eq = sx_string_at(s, st + k) == sx_string_at(name, k);
            if (eq && found < 0) found = idx;
        }
        idx++;
        start = i + 1;
    }
    *nparams = idx;
    return found;
}

sx_value py_call(sx_vm *vm, sx_value fn, sx_value this_val, int argc, const sx_value *argv) {
    int n = argc;
    sx_object *kw = py_kwargs(&n, argv);
    if (kw == NULL || !sx_is_object(fn) || sx_as_object(fn)->cls != SX_CLASS_FUNCTION)
        return sx_call(vm, fn, this_val, argc, argv);
    sx_object *f = sx_as_object(fn);
    int nparams, kwrest, rest;
    param_index(vm, f, NULL, &nparams, &kwrest, &rest);
    /* with *args, the positional arguments stay as they are (the rest parameter takes the surplus)
     * and unmatched keywords travel as a marked dict after them (%popkw takes it) */
    int total = rest >= 0 ? (n > rest ? n : rest) : nparams > n ? nparams : n;
    sx_object *args = py_list_new(vm, (uint32_t)total);
    if (args == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(args));
    for (int i = 0; i < total; i++) sx_array_push(vm, args, i < n ? argv[i] : SX_UNDEFINED);
    sx_object *extra = NULL;
    py_dict *d = kw->u.host.impl;
    for (uint32_t i = 0; i < d->n; i++) {
        if (d->keys[i] == SX_EMPTY) continue;
        sx_string *name = sx_as_string(d->keys[i]);
        int at = param_index(vm, f, name, &nparams, &kwrest, &rest);
        if (at >= 0 && at < total && (rest < 0 || at < rest)) {
            if (at < n) {
                char t[64], fname[64] = "function";
                sx_string_to_utf8(name, t, sizeof t);
                if (f->u.func.proto->name) sx_string_to_utf8(f->u.func.proto->name, fname, sizeof fname);
                sx_temp_pop(vm, 1);
                return py_raise(vm, RL->type_error, "%s() got multiple values for argument '%s'", fname, t);
            }
            args->u.array.items[at] = d->vals[i];
        } else if (kwrest >= 0) {
            if (extra == NULL) {
                extra = py_dict_new(vm);
                if (extra == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
                if (rest >= 0) {
                    extra->spare = 1;
                    if (!sx_array_push(vm, args, sx_from_object(extra))) return sx_temp_pop(vm, 1), SX_EXCEPTION;
                } else args->u.array.items[kwrest] = sx_from_object(extra);
            }
            if (!py_dict_set(vm, extra, d->keys[i], d->vals[i])) return sx_temp_pop(vm, 1), SX_EXCEPTION;
        } else {
            char t[64], fname[64] = "function";
            sx_string_to_utf8(name, t, sizeof t);
            if (f->u.func.proto->name) sx_string_to_utf8(f->u.func.proto->name, fname, sizeof fname);
            sx_temp_pop(vm, 1);
            return py_raise(vm, RL->type_error, "%s() got an unexpected keyword argument '%s'", fname, t);
        }
    }
    sx_value r = sx_call(vm, fn, this_val, (int)args->u.array.len, args->u.array.items);
    sx_temp_pop(vm, 1);
    return r;
}

/* -- classes -- */

sx_value py_exception_init(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    py_kwargs(&argc, argv);
    if (!sx_is_object(this_val)) return SX_NULL;
    sx_object *t = py_tuple_new(vm, (uint32_t)argc);
    if (t == NULL) return SX_EXCEPTION;
    for (int i = 0; i < argc; i++) sx_array_push(vm, t, argv[i]);
    return sx_object_define(vm, sx_as_object(this_val), py_at(vm)->args, sx_from_object(t), SX_PROP_DEFAULT)
               ? SX_NULL
               : SX_EXCEPTION;
}

static sx_value construct_builtin(sx_vm *vm, int magic, int argc, const sx_value *argv);

/* object.__init__: nothing to do; arguments mean the class has no __init__ of its own */
static sx_value object_init(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    py_kwargs(&argc, argv);
    if (argc > 0) {
        char name[64];
        return py_raise(vm, RL->type_error, "%s() takes no arguments", py_type_name(vm, this_val, name, sizeof name));
    }
    return SX_NULL;
}

/* Calling a class: a built-in type converts, a class of the program makes an instance and runs
 * its __init__ (found along its bases). */
sx_value py_class_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_object *cls = vm->frames[vm->nframes - 1].callee;
    int magic = cls->u.native.magic;
    if (magic != T_USER && magic != T_EXCEPTION && magic != T_OBJECT) return construct_builtin(vm, magic, argc, argv);
    sx_object *inst = sx_object_new(vm, SX_CLASS_OBJECT, cls);
    if (inst == NULL) return SX_EXCEPTION;
    sx_value iv = sx_from_object(inst);
    sx_temp_push(vm, iv);
    bool is_exc = py_isinstance(vm, iv, RL->base_exception);
    sx_value init = sx_object_find_data(vm, cls, py_at(vm)->init);
    sx_value r = SX_NULL;
    if (is_exc) r = py_exception_init(vm, iv, argc, argv); /* args, whatever __init__ does */
    if (r != SX_EXCEPTION && sx_is_object(init)) r = py_call(vm, init, iv, argc, argv);
    sx_temp_pop(vm, 1);
    if (r == SX_EXCEPTION) return r;
    if (r != SX_NULL && r != SX_UNDEFINED) {
        char name[64];
        return py_raise(vm, RL->type_error, "__init__() should return None, not '%s'",
                        py_type_name(vm, r, name, sizeof name));
    }
    return iv;
}

/* int("12"), int(3.7), int("ff", 16) */
/* The digits of int(text, base) (underscores between digits dropped) into buf; false on a
 * character that is not a digit of base. */
static bool int_digits(const char *p, int base, char *buf, size_t *len) {
    size_t k = 0;
    for (const char *q = p; *q; q++) {
        int d = *q >= '0' && *q <= '9'   ? *q - '0'
                : *q >= 'a' && *q <= 'z' ? *q - 'a' + 10
                : *q >= 'A' && *q <= 'Z' ? *q - 'A' + 10
                                         : -1;
        if (*q == '_' && q != p && q[1] && q[1] != '_') continue;
        if (d < 0 || d >= base) return false;
        buf[k++] = *q;
    }
    *len = k;
    return k > 0;
}

static sx_value int_bad_literal(sx_vm *vm, sx_value v, int base) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    py_repr(vm, &b, v);
    sx_string *r = sx_strbuf_finish(&b);
    char text[160] = "";
    if (r) sx_string_to_utf8(r, text, sizeof text);
    return py_raise(vm, RL->value_error, "invalid literal for int() with base %d: %s", base, text);
}

/* int(text, base): small values as numbers, larger ones exact through vm/bigint.c, at most
 * CPython's 4,300 digits in a base that is not a power of two (sys.int_info.str_digits_check_threshold). */
static sx_value int_from_text(sx_vm *vm, sx_value v, int base) {
    sx_string *s = sx_as_string(v);
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *buf = sx_mem_alloc(vm, 2 * (n + 1));
    if (buf == NULL) return sx_throw_oom(vm);
    sx_string_to_utf8(s, buf, n + 1);
    char *p = buf, *e = buf + n, *digits = buf + n + 1;
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n')) p++;
    while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n')) e--;
    *e = 0;
    bool neg = false;
    if (*p == '+' || *p == '-') neg = *p++ == '-';
    if (base == 16 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) p += 2;
    size_t k = 0;
    sx_value r;
    if (!int_digits(p, base, digits, &k)) r = int_bad_literal(vm, v, base);
    else if (k > 4300 && (base & (base - 1)) != 0)
        r = py_raise(vm, RL->value_error,
                     "Exceeds the limit (4300 digits) for integer string conversion: value has %zu digits; use "
                     "sys.set_int_max_str_digits() to increase the limit",
                     k);
    else {
        double acc = 0; /* exact while below 2^53, which every step before the last is too */
        for (size_t i = 0; i < k && k <= 20; i++)
            acc = acc * base + (digits[i] <= '9' ? digits[i] - '0' : (digits[i] | 32) - 'a' + 10);
        if (k <= 20 && acc < 9007199254740992.0) r = sx_number(neg ? -acc : acc);
        else {
            sx_bigint_status st;
            r = sx_bigint_from_digits(vm, digits, k, base, neg, &st);
            if (r != SX_EXCEPTION) r = py_int_normal(vm, r);
        }
    }
    sx_mem_free(vm, buf, 2 * (n + 1));
    return r;
}

static sx_value to_int(sx_vm *vm, int argc, const sx_value *argv) {
    if (argc == 0) return sx_number(0);
    sx_value v = argv[0];
    if (sx_is_number(v) || sx_is_bigint(v)) return v;
    if (sx_is_bool(v)) return sx_number(v == SX_TRUE);
    if (py_is_float(v)) {
        double d = py_float_value(v);
        if (isnan(d)) return py_raise(vm, RL->value_error, "cannot convert float NaN to integer");
        if (isinf(d)) return py_raise(vm, RL->overflow_error, "cannot convert float infinity to integer");
        d = trunc(d);
        if (fabs(d) >= 9007199254740992.0) {
            sx_bigint_status st;
            return sx_bigint_from_double(vm, d, &st);
        }
        return sx_number(d == 0 ? 0 : d);
    }
    if (sx_is_string(v)) {
        double base = 10;
        if (argc > 1 && !py_arg_int(vm, argv[1], &base)) return SX_EXCEPTION;
        return int_from_text(vm, v, (int)base);
    }
    char name[64];
    return py_raise(vm, RL->type_error,
                    "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                    py_type_name(vm, v, name, sizeof name));
}

static sx_value to_float(sx_vm *vm, int argc, const sx_value *argv) {
    if (argc == 0) return py_float(vm, 0);
    sx_value v = argv[0];
    if (sx_is_number(v) || sx_is_bool(v) || py_is_float(v)) return py_float(vm, py_float_value(v));
    if (sx_is_string(v)) {
        char buf[128];
        size_t n = sx_string_to_utf8(sx_as_string(v), buf, sizeof buf);
        char *p = buf, *end;
        while (*p == ' ') p++;
        if (n < sizeof buf && *p) {
            char low[128];
            size_t k = 0;
            for (; p[k] && k < sizeof low - 1; k++) low[k] = (char)(p[k] >= 'A' && p[k] <= 'Z' ? p[k] + 32 : p[k]);
            while (k > 0 && low[k - 1] == ' ') k--;
            low[k] = 0;
            const char *l = low + (low[0] == '+' || low[0] == '-');
            if (strcmp(l, "inf") == 0 || strcmp(l, "infinity") == 0)
                return py_float(vm, low[0] == '-' ? -INFINITY : INFINITY);
            if (strcmp(l, "nan") == 0) return py_float(vm, NAN);
            if (strspn(l, "0123456789.e+-_") == strlen(l)) {
                double d = strtod(low, &end);
                if (*end == 0 && end != low) return py_float(vm, d);
            }
        }
        sx_strbuf b;
        sx_strbuf_init(&b, vm);
        py_repr(vm, &b, v);
        sx_string *r = sx_strbuf_finish(&b);
        char text[160] = "";
        if (r) sx_string_to_utf8(r, text, sizeof text);
        return py_raise(vm, RL->value_error, "could not convert string to float: %s", text);
    }
    char name[64];
    return py_raise(vm, RL->type_error, "float() argument must be a string or a real number, not '%s'",
                    py_type_name(vm, v, name, sizeof name));
}

static bool dict_update_each(sx_vm *vm, sx_value v, void *data) {
    sx_object *pair = py_list_of(vm, v);
    if (pair == NULL) return false;
    if (pair->u.array.len != 2)
        return py_raise(vm, RL->value_error, "dictionary update sequence element has length %u; 2 is required",
                        pair->u.array.len),
               false;
    return py_dict_set(vm, data, pair->u.array.items[0], pair->u.array.items[1]);
}

static bool set_add_each(sx_vm *vm, sx_value v, void *data) { return py_dict_set(vm, data, v, SX_TRUE); }

sx_object *py_set_new(sx_vm *vm) {
    sx_object *s = py_dict_new(vm);
    if (s != NULL) s->proto = RL->set;
    return s;
}
bool py_is_set(sx_vm *vm, sx_value v) { return py_is_dict(v) && sx_as_object(v)->proto == RL->set; }

/* dict.update's work: another dict, or pairs, then keywords */
static bool dict_update(sx_vm *vm, sx_object *d, int argc, const sx_value *argv) {
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc > 0) {
        if (py_is_dict(argv[0]) && !py_is_set(vm, argv[0])) {
            py_dict *src = py_dict_of(argv[0]);
            for (uint32_t i = 0; i < src->n; i++)
                if (src->keys[i] != SX_EMPTY && !py_dict_set(vm, d, src->keys[i], src->vals[i])) return false;
        } else if (!py_iterate(vm, argv[0], dict_update_each, d)) return false;
    }
    if (kw != NULL) {
        py_dict *src = kw->u.host.impl;
        for (uint32_t i = 0; i < src->n; i++)
            if (src->keys[i] != SX_EMPTY && !py_dict_set(vm, d, src->keys[i], src->vals[i])) return false;
    }
    return true;
}

static sx_value construct_builtin(sx_vm *vm, int magic, int argc, const sx_value *argv) {
    switch (magic) {
    case T_INT: return to_int(vm, argc, argv);
    case T_FLOAT: return to_float(vm, argc, argv);
    case T_BOOL: {
        bool t = false;
        if (argc > 0 && !py_truthy(vm, argv[0], &t)) return SX_EXCEPTION;
        return sx_bool(t);
    }
    case T_STR: {
        if (argc == 0) return sx_from_string(vm->atoms.empty);
        sx_string *s = py_str_of(vm, argv[0]);
        return s ? sx_from_string(s) : SX_EXCEPTION;
    }
    case T_LIST: {
        if (argc == 0) {
            sx_object *l = py_list_new(vm, 0);
            return l ? sx_from_object(l) : SX_EXCEPTION;
        }
        sx_object *l = py_list_of(vm, argv[0]);
        return l ? sx_from_object(l) : SX_EXCEPTION;
    }
    case T_TUPLE: {
        if (argc > 0 && py_is_tuple(vm, argv[0]) && sx_as_object(argv[0])->proto == RL->tuple) return argv[0];
        sx_object *l = argc == 0 ? py_list_new(vm, 0) : py_list_of(vm, argv[0]);
        if (l == NULL) return SX_EXCEPTION;
        l->proto = RL->tuple;
        l->oflags |= SX_OBJ_FROZEN;
        return sx_from_object(l);
    }
    case T_DICT: {
        sx_object *d = py_dict_new(vm);
        if (d == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(d));
        bool ok = dict_update(vm, d, argc, argv);
        sx_temp_pop(vm, 1);
        return ok ? sx_from_object(d) : SX_EXCEPTION;
    }
    case T_SET: {
        sx_object *s = py_set_new(vm);
        if (s == NULL) return SX_EXCEPTION;
        if (argc == 0) return sx_from_object(s);
        sx_temp_push(vm, sx_from_object(s));
        bool ok = py_iterate(vm, argv[0], set_add_each, s);
        sx_temp_pop(vm, 1);
        return ok ? sx_from_object(s) : SX_EXCEPTION;
    }
    case T_RANGE: return py_bi_range(vm, SX_UNDEFINED, argc, argv);
    case T_TYPE:
        if (argc == 1) return sx_from_object(py_type_of(vm, argv[0]));
        return py_raise(vm, RL->type_error, "type() takes 1 argument in the secexec sandbox");
    case T_NONE: return py_raise(vm, RL->type_error, "NoneType takes no arguments");
    default: return py_raise(vm, RL->type_error, "cannot create instances of this type");
    }
}

/* -- str methods -- */

/* this_val as a str for str.METHOD, or CPython's TypeError (a str method called on something else) */
bool py_self_str(sx_vm *vm, sx_value this_val, const char *method, sx_string **out) {
    if (sx_is_string(this_val)) return *out = sx_as_string(this_val), true;
    char name[64];
    py_raise(vm, RL->type_error, "descriptor '%s' for 'str' objects doesn't apply to a '%s' object", method,
             py_type_name(vm, this_val, name, sizeof name));
    return false;
}

static bool is_space(uint16_t c) {
    return c == ' ' || (c >= 9 && c <= 13) || c == 0x1c || c == 0x1d || c == 0x1e || c == 0x1f || c == 0x85 ||
           c == 0xa0 || c == 0x3000;
}

static sx_value str_strip_impl(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv, int which) {
    sx_string *s;
    if (!py_self_str(vm, this_val, "strip", &s)) return SX_EXCEPTION;
    sx_string *chars = argc > 0 && sx_is_string(argv[0]) ? sx_as_string(argv[0]) : NULL;
    uint32_t a = 0, b = s->len;
#define STRIPPABLE(c)                                                                                                  \
    (chars ? ({                                                                                                        \
        bool f_ = false;                                                                                               \
        for (uint32_t k_ = 0; k_ < chars->len; k_++)                                                                   \
            if (sx_string_at(chars, k_) == (c)) f_ = true;                                                             \
        f_;                                                                                                            \
    })                                                                                                                 \
           : is_space(c))
    if (which & 1)
        while (a < b && STRIPPABLE(sx_string_at(s, a))) a++;
    if (which & 2)
        while (b > a && STRIPPABLE(sx_string_at(s, b - 1))) b--;
#undef STRIPPABLE
    sx_string *r = sx_string_substring(vm, s, a, b);
    return r ? sx_from_string(r) : sx_throw_oom(vm);
}
static sx_value str_strip(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return str_strip_impl(vm, t, argc, argv, 3);
}
static sx_value str_lstrip(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return str_strip_impl(vm, t, argc, argv, 1);
}
static sx_value str_rstrip(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return str_strip_impl(vm, t, argc, argv, 2);
}

static sx_value str_case(sx_vm *vm, sx_value this_val, int mode) {
    sx_string *s;
    if (!py_self_str(vm, this_val, "upper", &s)) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    bool word_start = true;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        bool up = mode == 0 || ((mode == 2 || mode == 3) && word_start);
        if (mode == 3 && i > 0) up = false;
        if (up && c >= 'a' && c <= 'z') c = (uint16_t)(c - 32);
        else if (!up && c >= 'A' && c <= 'Z') c = (uint16_t)(c + 32);
        word_start = !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
        sx_strbuf_unit(&b, c);
    }
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : sx_throw_oom(vm);
}
static sx_value str_upper(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return str_case(vm, t, 0);
}
static sx_value str_lower(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return str_case(vm, t, 1);
}
static sx_value str_title(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return str_case(vm, t, 2);
}
static sx_value str_capitalize(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return str_case(vm, t, 3);
}

/* index of needle in s from `from`, or -1 */
static int64_t str_index_of(const sx_string *s, const sx_string *needle, uint32_t from, uint32_t to) {
    if (needle->len == 0) return from <= to ? from : -1;
    for (uint32_t i = from; i + needle->len <= to; i++) {
        uint32_t k = 0;
        while (k < needle->len && sx_string_at(s, i + k) == sx_string_at(needle, k)) k++;
        if (k == needle->len) return i;
    }
    return -1;
}

static sx_value str_split(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_string *s;
    if (!py_self_str(vm, this_val, "split", &s)) return SX_EXCEPTION;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value sepv = argc > 0 ? argv[0] : py_kwarg(vm, kw, "sep");
    double maxsplit = -1;
    sx_value ms = argc > 1 ? argv[1] : py_kwarg(vm, kw, "maxsplit");
    if (ms != SX_UNDEFINED && !py_arg_int(vm, ms, &maxsplit)) return SX_EXCEPTION;
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    sx_object *l = py_list_new(vm, 0);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    bool ok = true;
    if (sepv == SX_UNDEFINED || sepv == SX_NULL) {
        uint32_t i = 0;
        int splits = 0;
        while (ok) {
            while (i < s->len && is_space(sx_string_at(s, i))) i++;
            if (i >= s->len) break;
            uint32_t j = i;
            if (maxsplit >= 0 && splits >= maxsplit) j = s->len;
            else
                while (j < s->len && !is_space(sx_string_at(s, j))) j++;
            uint32_t end = j;
            if (j == s->len)
                while (end > i && is_space(sx_string_at(s, end - 1))) end--;
            sx_string *part = sx_string_substring(vm, s, i, end);
            ok = part != NULL && sx_array_push(vm, l, sx_from_string(part));
            splits++;
            i = j;
        }
    } else {
        if (!sx_is_string(sepv)) return sx_temp_pop(vm, 1), py_raise(vm, RL->type_error, "must be str or None");
        sx_string *sep = sx_as_string(sepv);
        if (sep->len == 0) return sx_temp_pop(vm, 1), py_raise(vm, RL->value_error, "empty separator");
        uint32_t i = 0;
        int splits = 0;
        for (;;) {
            int64_t at = maxsplit >= 0 && splits >= maxsplit ? -1 : str_index_of(s, sep, i, s->len);
            uint32_t end = at < 0 ? s->len : (uint32_t)at;
            sx_string *part = sx_string_substring(vm, s, i, end);
            if (!(ok = part != NULL && sx_array_push(vm, l, sx_from_string(part)))) break;
            if (at < 0) break;
            i = end + sep->len;
            splits++;
        }
    }
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(l) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}

static sx_value str_join(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_string *sep;
    if (!py_self_str(vm, this_val, "join", &sep)) return SX_EXCEPTION;
    ARGC_CHECK(argc == 1, "str.join() takes exactly one argument (%d given)", argc);
    sx_object *l = py_list_of(vm, argv[0]);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < l->u.array.len; i++) {
        sx_value v = l->u.array.items[i];
        if (!sx_is_string(v)) {
            char name[64];
            sx_strbuf_discard(&b);
            sx_temp_pop(vm, 1);
            return py_raise(vm, RL->type_error, "sequence item %u: expected str instance, %s found", i,
                            py_type_name(vm, v, name, sizeof name));
        }
        if (i > 0) sx_strbuf_string(&b, sep);
        sx_strbuf_string(&b, sx_as_string(v));
    }
    sx_temp_pop(vm, 1);
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}

static sx_value str_replace(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_string *s;
    if (!py_self_str(vm, this_val, "replace", &s)) return SX_EXCEPTION;
    ARGC_CHECK(argc >= 2 && sx_is_string(argv[0]) && sx_is_string(argv[1]), "replace() argument must be str");
    sx_string *old = sx_as_string(argv[0]), *new_ = sx_as_string(argv[1]);
    double count = -1;
    if (argc > 2 && !py_arg_int(vm, argv[2], &count)) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint32_t i = 0;
    double done = 0;
    while (i <= s->len) {
        int64_t at = count >= 0 && done >= count ? -1 : str_index_of(s, old, i, s->len);
        if (at < 0) break;
        for (uint32_t k = i; k < (uint32_t)at; k++) sx_strbuf_unit(&b, sx_string_at(s, k));
        sx_strbuf_string(&b, new_);
        done++;
        if (old->len == 0) {
            if ((uint32_t)at < s->len) sx_strbuf_unit(&b, sx_string_at(s, (uint32_t)at));
            i = (uint32_t)at + 1;
        } else i = (uint32_t)at + old->len;
        if (b.failed) break;
    }
    for (uint32_t k = i; k < s->len; k++) sx_strbuf_unit(&b, sx_string_at(s, k));
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}

static sx_value str_find_impl(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv, int mode) {
    sx_string *s;
    if (!py_self_str(vm, this_val, "find", &s)) return SX_EXCEPTION;
    if (argc < 1 || !sx_is_string(argv[0])) {
        char name[64];
        return py_raise(vm, RL->type_error, "must be str, not %s",
                        argc < 1 ? "nothing" : py_type_name(vm, argv[0], name, sizeof name));
    }
    sx_string *n = sx_as_string(argv[0]);
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    if (mode == 2) { /* count */
        double c = 0;
        uint32_t i = 0;
        for (;;) {
            int64_t at = str_index_of(s, n, i, s->len);
            if (at < 0) break;
            c++;
            i = (uint32_t)at + (n->len ? n->len : 1);
            if (i > s->len) break;
        }
        return sx_number(c);
    }
    if (mode == 3 || mode == 4) { /* rfind, rindex */
        for (int64_t i = (int64_t)s->len - n->len; i >= 0; i--)
            if (str_index_of(s, n, (uint32_t)i, (uint32_t)i + n->len) == i) return sx_number((double)i);
        return mode == 4 ? py_raise(vm, RL->value_error, "substring not found") : sx_number(-1);
    }
    int64_t at = str_index_of(s, n, 0, s->len);
    if (at < 0 && mode == 1) return py_raise(vm, RL->value_error, "substring not found");
    return sx_number((double)at);
}
static sx_value str_find(sx_vm *vm, sx_value t, int c, const sx_value *a) { return str_find_impl(vm, t, c, a, 0); }
static sx_value str_index(sx_vm *vm, sx_value t, int c, const sx_value *a) { return str_find_impl(vm, t, c, a, 1); }
static sx_value str_count(sx_vm *vm, sx_value t, int c, const sx_value *a) { return str_find_impl(vm, t, c, a, 2); }
static sx_value str_rfind(sx_vm *vm, sx_value t, int c, const sx_value *a) { return str_find_impl(vm, t, c, a, 3); }
static sx_value str_rindex(sx_vm *vm, sx_value t, int c, const sx_value *a) { return str_find_impl(vm, t, c, a, 4); }

static bool affix_match(sx_vm *vm, sx_string *s, sx_value a, bool end, bool *out) {
    if (py_is_tuple(vm, a)) {
        sx_object *t = sx_as_object(a);
        *out = false;
        for (uint32_t i = 0; i < t->u.array.len && !*out; i++)
            if (!affix_match(vm, s, t->u.array.items[i], end, out)) return false;
        return true;
    }
    if (!sx_is_string(a)) {
        char name[64];
        py_raise(vm, RL->type_error, "%s first arg must be str or a tuple of str, not %s",
                 end ? "endswith" : "startswith", py_type_name(vm, a, name, sizeof name));
        return false;
    }
    sx_string *p = sx_as_string(a);
    if (p->len > s->len) return *out = false, true;
    uint32_t off = end ? s->len - p->len : 0;
    *out = str_index_of(s, p, off, off + p->len) == off;
    return true;
}
static sx_value str_startswith(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    bool r;
    if (!py_self_str(vm, t, "startswith", &s)) return SX_EXCEPTION;
    ARGC_CHECK(argc >= 1, "startswith() takes at least 1 argument (0 given)");
    return affix_match(vm, s, argv[0], false, &r) ? sx_bool(r) : SX_EXCEPTION;
}
static sx_value str_endswith(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    bool r;
    if (!py_self_str(vm, t, "endswith", &s)) return SX_EXCEPTION;
    ARGC_CHECK(argc >= 1, "endswith() takes at least 1 argument (0 given)");
    return affix_match(vm, s, argv[0], true, &r) ? sx_bool(r) : SX_EXCEPTION;
}

static sx_value str_class_test(sx_vm *vm, sx_value this_val, int kind) {
    sx_string *s;
    if (!py_self_str(vm, this_val, "isdigit", &s)) return SX_EXCEPTION;
    if (s->len == 0) return SX_FALSE;
    bool cased = false;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        bool digit = c >= '0' && c <= '9',
             alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= 0xc0 && c != 0xd7 && c != 0xf7);
        bool ok = kind == 0   ? digit
                  : kind == 1 ? alpha
                  : kind == 2 ? digit || alpha
                  : kind == 3 ? is_space(c)
                  : kind == 4 ? !(c >= 'A' && c <= 'Z')
                              : !(c >= 'a' && c <= 'z');
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) cased = true;
        if (!ok) return SX_FALSE;
    }
    return sx_bool(kind < 4 || cased);
}
/* str.isdigit() and kin: one str_class_test each */
#define STR_CLASS_METHOD(name, kind)                                                                                   \
    static sx_value name(sx_vm *vm, sx_value t, int c, const sx_value *a) {                                            \
        (void)c, (void)a;                                                                                              \
        return str_class_test(vm, t, kind);                                                                            \
    }
STR_CLASS_METHOD(str_isdigit, 0)
STR_CLASS_METHOD(str_isalpha, 1)
STR_CLASS_METHOD(str_isalnum, 2)
STR_CLASS_METHOD(str_isspace, 3)
STR_CLASS_METHOD(str_islower, 4)
STR_CLASS_METHOD(str_isupper, 5)
#undef STR_CLASS_METHOD

sx_value py_str_format(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);

/* -- list methods -- */

static bool self_list(sx_vm *vm, sx_value v, sx_object **out) {
    if (py_is_list(vm, v) && (sx_as_object(v)->oflags & SX_OBJ_FROZEN)) {
        py_raise(vm, RL->type_error, "inputs is read-only in the secexec sandbox (copy it first: list(...))");
        return false;
    }
    if (py_is_list(vm, v)) return *out = sx_as_object(v), true;
    py_raise(vm, RL->type_error, "descriptor requires a 'list' object");
    return false;
}

static sx_value list_append(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *l;
    if (!self_list(vm, t, &l)) return SX_EXCEPTION;
    ARGC_CHECK(argc == 1, "list.append() takes exactly one argument (%d given)", argc);
    return sx_array_push(vm, l, argv[0]) ? SX_NULL : SX_EXCEPTION;
}
static sx_value list_extend(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *l;
    if (!self_list(vm, t, &l)) return SX_EXCEPTION;
    ARGC_CHECK(argc == 1, "list.extend() takes exactly one argument (%d given)", argc);
    sx_object *src = py_list_of(vm, argv[0]);
    if (src == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0; i < src->u.array.len; i++)
        if (!sx_array_push(vm, l, src->u.array.items[i])) return SX_EXCEPTION;
    return SX_NULL;
}
static sx_value list_pop(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *l;
    if (!self_list(vm, t, &l)) return SX_EXCEPTION;
    double i = -1;
    if (argc > 0 && !py_arg_int(vm, argv[0], &i)) return SX_EXCEPTION;
    uint32_t n = l->u.array.len;
    if (n == 0) return py_raise(vm, RL->index_error, "pop from empty list");
    if (i < 0) i += n;
    if (i < 0 || i >= n) return py_raise(vm, RL->index_error, "pop index out of range");
    uint32_t k = (uint32_t)i;
    sx_value v = l->u.array.items[k];
    memmove(l->u.array.items + k, l->u.array.items + k + 1, (n - k - 1) * sizeof(sx_value));
    l->u.array.len--;
    return v;
}
static sx_value list_insert(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *l;
    if (!self_list(vm, t, &l)) return SX_EXCEPTION;
    ARGC_CHECK(argc == 2, "insert expected 2 arguments, got %d", argc);
    double i;
    if (!py_arg_int(vm, argv[0], &i)) return SX_EXCEPTION;
    uint32_t n = l->u.array.len;
    if (i < 0) i += n;
    if (i < 0) i = 0;
    if (i > n) i = n;
    if (!sx_array_push(vm, l, SX_NULL)) return SX_EXCEPTION;
    if (!sx_meter_elements(vm, n)) return SX_EXCEPTION;
    uint32_t k = (uint32_t)i;
    memmove(l->u.array.items + k + 1, l->u.array.items + k, (n - k) * sizeof(sx_value));
    l->u.array.items[k] = argv[1];
    return SX_NULL;
}
static sx_value list_index_impl(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode) {
    sx_object *l;
    if (!sx_is_object(t) || sx_as_object(t)->cls != SX_CLASS_ARRAY) return self_list(vm, t, &l), SX_EXCEPTION;
    l = sx_as_object(t);
    ARGC_CHECK(argc >= 1, "expected at least 1 argument");
    double c = 0;
    for (uint32_t i = 0; i < l->u.array.len; i++) {
        bool eq;
        if (!sx_meter_elements(vm, 1) || !py_equal(vm, l->u.array.items[i], argv[0], &eq)) return SX_EXCEPTION;
        if (!eq) continue;
        if (mode == 0) return sx_number(i);
        if (mode == 2) {
            memmove(l->u.array.items + i, l->u.array.items + i + 1, (l->u.array.len - i - 1) * sizeof(sx_value));
            l->u.array.len--;
            return SX_NULL;
        }
        c++;
    }
    if (mode == 1) return sx_number(c);
    if (mode == 2) return py_raise(vm, RL->value_error, "list.remove(x): x not in list");
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    py_repr(vm, &b, argv[0]);
    sx_string *r = sx_strbuf_finish(&b);
    char text[200] = "";
    if (r) sx_string_to_utf8(r, text, sizeof text);
    return py_is_tuple(vm, t) ? py_raise(vm, RL->value_error, "tuple.index(x): x not in tuple")
                              : py_raise(vm, RL->value_error, "%s is not in list", text);
}
static sx_value list_index(sx_vm *vm, sx_value t, int c, const sx_value *a) { return list_index_impl(vm, t, c, a, 0); }
static sx_value list_count(sx_vm *vm, sx_value t, int c, const sx_value *a) { return list_index_impl(vm, t, c, a, 1); }
static sx_value list_remove(sx_vm *vm, sx_value t, int c, const sx_value *a) { return list_index_impl(vm, t, c, a, 2); }
static sx_value list_reverse(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *l;
    if (!self_list(vm, t, &l)) return SX_EXCEPTION;
    for (uint32_t i = 0, j = l->u.array.len; i + 1 < j; i++, j--) {
        sx_value x = l->u.array.items[i];
        l->u.array.items[i] = l->u.array.items[j - 1];
        l->u.array.items[j - 1] = x;
    }
    return SX_NULL;
}
static sx_value list_sort(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *l;
    if (!self_list(vm, t, &l)) return SX_EXCEPTION;
    sx_object *kw = py_kwargs(&argc, argv);
    ARGC_CHECK(argc == 0, "sort() takes no positional arguments");
    bool r;
    if (!py_truthy(vm, py_kwarg(vm, kw, "reverse"), &r)) return SX_EXCEPTION;
    return py_sort_list(vm, l, py_kwarg(vm, kw, "key"), r) ? SX_NULL : SX_EXCEPTION;
}
static sx_value list_copy(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!py_is_list(vm, t)) return py_raise(vm, RL->type_error, "descriptor 'copy' requires a 'list' object");
    sx_object *l = sx_as_object(t);
    sx_object *c = py_list_new(vm, l->u.array.len);
    if (c == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0; i < l->u.array.len; i++) sx_array_push(vm, c, l->u.array.items[i]);
    return sx_from_object(c);
}
static sx_value list_clear(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *l;
    if (!self_list(vm, t, &l)) return SX_EXCEPTION;
    l->u.array.len = 0;
    return SX_NULL;
}

/* -- dict methods -- */

static bool self_dict(sx_vm *vm, sx_value v, sx_object **out) {
    if (py_is_dict(v)) return *out = sx_as_object(v), true; /* (inputs: its writers check SX_OBJ_FROZEN) */
    py_raise(vm, RL->type_error, "descriptor requires a 'dict' object");
    return false;
}
static sx_value dict_get(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    ARGC_CHECK(argc >= 1 && argc <= 2, "get expected at most 2 arguments, got %d", argc);
    sx_value v;
    int r = py_dict_get(vm, d, argv[0], &v);
    if (r < 0) return SX_EXCEPTION;
    return r ? v : argc > 1 ? argv[1] : SX_NULL;
}
static sx_value dict_view(sx_vm *vm, sx_value t, int mode) {
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    py_dict *dd = d->u.host.impl;
    sx_object *l = py_list_new(vm, dd->live);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    if (!sx_meter_elements(vm, dd->n)) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    for (uint32_t i = 0; i < dd->n; i++) {
        if (dd->keys[i] == SX_EMPTY) continue;
        sx_value v = mode == 0 ? dd->keys[i] : dd->vals[i];
        if (mode == 2) {
            sx_object *p = py_tuple_new(vm, 2);
            if (p == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
            sx_array_push(vm, p, dd->keys[i]);
            sx_array_push(vm, p, dd->vals[i]);
            v = sx_from_object(p);
        }
        if (!sx_array_push(vm, l, v)) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(l);
}
static sx_value dict_keys(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return dict_view(vm, t, 0);
}
static sx_value dict_values(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return dict_view(vm, t, 1);
}
static sx_value dict_items(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return dict_view(vm, t, 2);
}
static sx_value dict_pop(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    ARGC_CHECK(argc >= 1, "pop expected at least 1 argument, got 0");
    sx_value v;
    int r = py_dict_del(vm, d, argv[0], &v);
    if (r < 0) return SX_EXCEPTION;
    if (r) return v;
    if (argc > 1) return argv[1];
    sx_object *e = py_exception_new(vm, RL->key_error, argv[0]);
    return e ? sx_throw(vm, sx_from_object(e)) : SX_EXCEPTION;
}
static sx_value dict_setdefault(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    ARGC_CHECK(argc >= 1, "setdefault expected at least 1 argument, got 0");
    sx_value v;
    int r = py_dict_get(vm, d, argv[0], &v);
    if (r < 0) return SX_EXCEPTION;
    if (r) return v;
    v = argc > 1 ? argv[1] : SX_NULL;
    return py_dict_set(vm, d, argv[0], v) ? v : SX_EXCEPTION;
}
static sx_value dict_update_m(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    return dict_update(vm, d, argc, argv) ? SX_NULL : SX_EXCEPTION;
}
static sx_value dict_copy(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    sx_object *c = py_dict_new(vm);
    if (c == NULL) return SX_EXCEPTION;
    c->proto = d->proto;
    sx_temp_push(vm, sx_from_object(c));
    bool ok = dict_update(vm, c, 1, &t);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(c) : SX_EXCEPTION;
}
static sx_value dict_clear(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    py_dict *dd = d->u.host.impl;
    for (uint32_t i = 0; i < dd->n; i++) dd->keys[i] = SX_EMPTY;
    dd->live = 0;
    return SX_NULL;
}
static sx_value set_add(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    ARGC_CHECK(argc == 1, "set.add() takes exactly one argument (%d given)", argc);
    return py_dict_set(vm, d, argv[0], SX_TRUE) ? SX_NULL : SX_EXCEPTION;
}
static sx_value set_discard(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_dict(vm, t, &d)) return SX_EXCEPTION;
    ARGC_CHECK(argc == 1, "set.discard() takes exactly one argument (%d given)", argc);
    sx_value v;
    return py_dict_del(vm, d, argv[0], &v) < 0 ? SX_EXCEPTION : SX_NULL;
}

/* -- the classes -- */

typedef struct method {
    const char *name;
    sx_native_fn fn;
} method;

static const method str_methods[] = {
    {"strip", str_strip},           {"lstrip", str_lstrip},     {"rstrip", str_rstrip},
    {"upper", str_upper},           {"lower", str_lower},       {"title", str_title},
    {"capitalize", str_capitalize}, {"split", str_split},       {"join", str_join},
    {"replace", str_replace},       {"find", str_find},         {"index", str_index},
    {"count", str_count},           {"rfind", str_rfind},       {"rindex", str_rindex},
    {"startswith", str_startswith}, {"endswith", str_endswith}, {"isdigit", str_isdigit},
    {"isalpha", str_isalpha},       {"isalnum", str_isalnum},   {"isspace", str_isspace},
    {"islower", str_islower},       {"isupper", str_isupper},   {"isnumeric", str_isdigit},
    {"isdecimal", str_isdigit},     {"format", py_str_format},  {NULL, NULL}};
static const method list_methods[] = {{"append", list_append}, {"extend", list_extend},   {"pop", list_pop},
                                      {"insert", list_insert}, {"index", list_index},     {"count", list_count},
                                      {"remove", list_remove}, {"reverse", list_reverse}, {"sort", list_sort},
                                      {"copy", list_copy},     {"clear", list_clear},     {NULL, NULL}};
static const method tuple_methods[] = {{"index", list_index}, {"count", list_count}, {NULL, NULL}};
static const method dict_methods[] = {{"get", dict_get},         {"keys", dict_keys},
                                      {"values", dict_values},   {"items", dict_items},
                                      {"pop", dict_pop},         {"setdefault", dict_setdefault},
                                      {"update", dict_update_m}, {"copy", dict_copy},
                                      {"clear", dict_clear},     {NULL, NULL}};
static const method set_methods[] = {
    {"add", set_add}, {"discard", set_discard}, {"copy", dict_copy}, {"clear", dict_clear}, {NULL, NULL}};

static sx_object *make_type(sx_vm *vm, const char *name, sx_object *base, int magic, const method *methods,
                            const char *global) {
    sx_object *c = py_class_new(vm, name, base, py_class_call, magic);
    if (c == NULL) return NULL;
    for (const method *m = methods; m && m->name; m++)
        if (!py_def(vm, c, m->name, m->fn, 0)) return NULL;
    sx_string *g = global ? sx_atom(vm, global) : NULL;
    if (global && (g == NULL || !sx_object_define(vm, vm->realm.global, g, sx_from_object(c), SX_PROP_HIDDEN)))
        return NULL;
    return c;
}

bool py_init_types(sx_vm *vm) {
    py_realm *r = RL;
#define TYPE(field, name, base, magic, methods, global)                                                                \
    if ((r->field = make_type(vm, name, base, magic, methods, global)) == NULL) return false;
    TYPE(object, "object", NULL, T_OBJECT, NULL, "object")
    TYPE(type, "type", r->object, T_TYPE, NULL, "type")
    TYPE(int_, "int", r->object, T_INT, NULL, "int")
    TYPE(float_, "float", r->object, T_FLOAT, NULL, "float")
    TYPE(bool_, "bool", r->int_, T_BOOL, NULL, "bool")
    TYPE(str, "str", r->object, T_STR, str_methods, "str")
    TYPE(list, "list", r->object, T_LIST, list_methods, "list")
    TYPE(tuple, "tuple", r->object, T_TUPLE, tuple_methods, "tuple")
    TYPE(dict, "dict", r->object, T_DICT, dict_methods, "dict")
    TYPE(set, "set", r->object, T_SET, set_methods, "set")
    TYPE(none, "NoneType", r->object, T_NONE, NULL, NULL)
    TYPE(range, "range", r->object, T_RANGE, NULL, "range")
    TYPE(function, "function", r->object, T_FUNCTION, NULL, NULL)
    TYPE(generator, "generator", r->object, T_FUNCTION, NULL, NULL)
    TYPE(base_exception, "BaseException", r->object, T_EXCEPTION, NULL, "BaseException")
    TYPE(exception, "Exception", r->base_exception, T_EXCEPTION, NULL, "Exception")
    TYPE(type_error, "TypeError", r->exception, T_EXCEPTION, NULL, "TypeError")
    TYPE(value_error, "ValueError", r->exception, T_EXCEPTION, NULL, "ValueError")
    TYPE(lookup_error, "LookupError", r->exception, T_EXCEPTION, NULL, "LookupError")
    TYPE(key_error, "KeyError", r->lookup_error, T_EXCEPTION, NULL, "KeyError")
    TYPE(index_error, "IndexError", r->lookup_error, T_EXCEPTION, NULL, "IndexError")
    TYPE(name_error, "NameError", r->exception, T_EXCEPTION, NULL, "NameError")
    TYPE(unbound_local, "UnboundLocalError", r->name_error, T_EXCEPTION, NULL, "UnboundLocalError")
    TYPE(arithmetic_error, "ArithmeticError", r->exception, T_EXCEPTION, NULL, "ArithmeticError")
    TYPE(zero_division, "ZeroDivisionError", r->arithmetic_error, T_EXCEPTION, NULL, "ZeroDivisionError")
    TYPE(overflow_error, "OverflowError", r->arithmetic_error, T_EXCEPTION, NULL, "OverflowError")
    TYPE(attribute_error, "AttributeError", r->exception, T_EXCEPTION, NULL, "AttributeError")
    TYPE(runtime_error, "RuntimeError", r->exception, T_EXCEPTION, NULL, "RuntimeError")
    TYPE(recursion_error, "RecursionError", r->runtime_error, T_EXCEPTION, NULL, "RecursionError")
    TYPE(not_implemented, "NotImplementedError", r->runtime_error, T_EXCEPTION, NULL, "NotImplementedError")
    TYPE(stop_iteration, "StopIteration", r->exception, T_EXCEPTION, NULL, "StopIteration")
    TYPE(assertion_error, "AssertionError", r->exception, T_EXCEPTION, NULL, "AssertionError")
    TYPE(import_error, "ImportError", r->exception, T_EXCEPTION, NULL, "ImportError")
    TYPE(module_not_found, "ModuleNotFoundError", r->import_error, T_EXCEPTION, NULL, "ModuleNotFoundError")
#undef TYPE
    return py_init_str_methods(vm, r->str) && py_init_float_methods(vm, r->float_) &&
           py_def(vm, r->object, "__init__", object_init, 0) &&
           py_def(vm, r->base_exception, "__init__", py_exception_init, 0);
}
