/* builtins.c - Python's built-in functions and types (print, len, range, int, str, list, dict...) and the realm that holds them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"

/* -- helpers -- */

/* The keyword arguments of a call, when its last argument is the dict the compiler passes them
 * in (marked by sx_object.spare), else NULL; *argc then counts the positional ones. */
sx_object *py_kwargs(int *argc, const sx_value *argv) {
    if (*argc == 0) return NULL;
    sx_value last = argv[*argc - 1];
    if (!py_is_dict(last) || sx_as_object(last)->spare != 1) return NULL;
    (*argc)--;
    return sx_as_object(last);
}

/* The keyword argument `name`, or SX_UNDEFINED. */
sx_value py_kwarg(sx_vm *vm, sx_object *kw, const char *name) {
    if (kw == NULL) return SX_UNDEFINED;
    sx_string *k = sx_atom(vm, name);
    sx_value v;
    if (k == NULL || py_dict_get(vm, kw, sx_from_string(k), &v) != 1) return SX_UNDEFINED;
    return v;
}

/* An int argument; false (TypeError raised) for anything else. */
bool py_arg_int(sx_vm *vm, sx_value v, double *out) {
    if (sx_is_number(v)) return *out = sx_to_double(v), true;
    if (sx_is_bool(v)) return *out = v == SX_TRUE, true;
    char name[64];
    py_raise(vm, py_rl(vm)->type_error, "'%s' object cannot be interpreted as an integer",
             py_type_name(vm, v, name, sizeof name));
    return false;
}

static sx_value str_value(sx_vm *vm, const char *text) {
    sx_string *s = sx_string_from_utf8(vm, text, strlen(text));
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

/* Walk any iterable: calls each(v, data) for every element; false: exception or stop. */
bool py_iterate(sx_vm *vm, sx_value iterable, py_each_fn each, void *data) {
    sx_value it = vm->lang->iter_get(vm, iterable);
    if (it == SX_EXCEPTION) return false;
    sx_temp_push(vm, it);
    bool ok = true;
    for (;;) {
        sx_value v;
        int r = vm->lang->iter_next(vm, sx_as_object(it), &v);
        if (r < 0) {
            ok = false;
            break;
        }
        if (r == 0) break;
        if (!sx_meter_elements(vm, 1) || !each(vm, v, data)) {
            ok = false;
            break;
        }
    }
    sx_temp_pop(vm, 1);
    return ok;
}

static bool push_each(sx_vm *vm, sx_value v, void *data) { return sx_array_push(vm, data, v); }

/* A new list of the elements of an iterable (NULL: exception). */
sx_object *py_list_of(sx_vm *vm, sx_value iterable) {
    sx_object *l = py_list_new(vm, 0);
    if (l == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(l));
    bool ok = py_iterate(vm, iterable, push_each, l);
    sx_temp_pop(vm, 1);
    return ok ? l : NULL;
}

/* -- output -- */

static sx_value bi_print(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value sep = py_kwarg(vm, kw, "sep"), end = py_kwarg(vm, kw, "end"), file = py_kwarg(vm, kw, "file");
    bool to_err = false;
    if (sx_is_object(file)) {
        sx_value n = sx_object_find_data(vm, sx_as_object(file), sx_atom(vm, "__stream__"));
        to_err = n == sx_number(2);
    }
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (int i = 0; i < argc; i++) {
        if (i > 0) {
            if (sx_is_string(sep)) sx_strbuf_string(&b, sx_as_string(sep));
            else sx_strbuf_unit(&b, ' ');
        }
        if (!py_str(vm, &b, argv[i])) {
            sx_strbuf_discard(&b);
            return SX_EXCEPTION;
        }
    }
    if (sx_is_string(end)) sx_strbuf_string(&b, sx_as_string(end));
    else sx_strbuf_unit(&b, '\n');
    sx_string *s = sx_strbuf_finish(&b);
    if (s == NULL) return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *text = sx_mem_alloc(vm, n + 1);
    if (text == NULL) return sx_throw_oom(vm);
    sx_string_to_utf8(s, text, n + 1);
    sx_output_write(vm, to_err, text, n);
    sx_mem_free(vm, text, n + 1);
    return SX_NULL;
}

/* sys.stdout.write / sys.stderr.write */
static sx_value stream_write(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    if (argc < 1 || !sx_is_string(argv[0])) {
        char name[64];
        return py_raise(vm, py_rl(vm)->type_error, "write() argument must be str, not %s",
                        argc < 1 ? "nothing" : py_type_name(vm, argv[0], name, sizeof name));
    }
    sx_value n = sx_is_object(this_val) ? sx_object_find_data(vm, sx_as_object(this_val), sx_atom(vm, "__stream__"))
                                        : SX_UNDEFINED;
    sx_string *s = sx_as_string(argv[0]);
    size_t len = sx_string_to_utf8(s, NULL, 0);
    char *text = sx_mem_alloc(vm, len + 1);
    if (text == NULL) return sx_throw_oom(vm);
    sx_string_to_utf8(s, text, len + 1);
    sx_output_write(vm, n == sx_number(2), text, len);
    sx_mem_free(vm, text, len + 1);
    return sx_number(s->len);
}

/* -- the built-in functions -- */

static sx_value bi_len(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "len() takes exactly one argument (%d given)", argc);
    sx_value v = argv[0];
    if (sx_is_string(v)) return sx_number(sx_as_string(v)->len);
    if (sx_is_object(v)) {
        sx_object *o = sx_as_object(v);
        if (o->cls == SX_CLASS_ARRAY) return sx_number(o->u.array.len);
        if (o->cls == PY_CLASS_DICT) return sx_number(((py_dict *)o->u.host.impl)->live);
        if (o->cls == PY_CLASS_RANGE) {
            py_range *r = o->u.host.impl;
            double n = r->step > 0 ? ceil((r->stop - r->start) / r->step) : ceil((r->start - r->stop) / -r->step);
            return sx_number(n > 0 ? n : 0);
        }

        sx_value ch = py_class_hook(vm, v, "__sx_class_len__", 0, NULL); /* len(EnumClass) */
        if (ch != 0) return ch;
        sx_value m = py_user_method(vm, v, py_at(vm)->len);
        if (m != 0) return sx_call(vm, m, v, 0, NULL);
    }
    char name[64];
    return py_raise(vm, py_rl(vm)->type_error, "object of type '%s' has no len()",
                    py_type_name(vm, v, name, sizeof name));
}

sx_object *py_range_new(sx_vm *vm, double start, double stop, double step) {
    sx_object *o = sx_object_new(vm, PY_CLASS_RANGE, py_rl(vm)->range);
    if (o == NULL) return NULL;
    py_range *r = sx_mem_alloc(vm, sizeof *r);
    if (r == NULL) return NULL;
    r->start = start, r->stop = stop, r->step = step;
    o->u.host.impl = r;
    return o;
}
void py_range_free(sx_vm *vm, sx_object *o) {
    sx_mem_free(vm, o->u.host.impl, sizeof(py_range));
    o->u.host.impl = NULL;
}

sx_value py_bi_range(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    double a = 0, b = 0, s = 1;
    if (argc < 1 || argc > 3)
        return py_raise(vm, py_rl(vm)->type_error,
                        argc < 1 ? "range expected at least 1 argument, got %d"
                                 : "range expected at most 3 arguments, got %d",
                        argc);
    if (argc == 1 && !py_arg_int(vm, argv[0], &b)) return SX_EXCEPTION;
    if (argc >= 2 && (!py_arg_int(vm, argv[0], &a) || !py_arg_int(vm, argv[1], &b))) return SX_EXCEPTION;
    if (argc == 3 && !py_arg_int(vm, argv[2], &s)) return SX_EXCEPTION;
    if (s == 0) return py_raise(vm, py_rl(vm)->value_error, "range() arg 3 must not be zero");
    sx_object *o = py_range_new(vm, a, b, s);
    return o ? sx_from_object(o) : sx_throw_oom(vm);
}

static sx_value bi_repr(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "repr() takes exactly one argument (%d given)", argc);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!py_repr(vm, &b, argv[0])) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

static sx_value bi_isinstance(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    if (argc != 2) return py_raise(vm, py_rl(vm)->type_error, "isinstance expected 2 arguments, got %d", argc);
    sx_value c = argv[1];
    if (py_is_tuple(vm, c)) {
        sx_object *t = sx_as_object(c);
        for (uint32_t i = 0; i < t->u.array.len; i++) {
            sx_value ci = t->u.array.items[i];
            if (sx_is_object(ci) && PY_IS_CLASS(sx_as_object(ci)) && py_isinstance(vm, argv[0], sx_as_object(ci)))
                return SX_TRUE;
        }
        return SX_FALSE;
    }
    if (!sx_is_object(c) || !PY_IS_CLASS(sx_as_object(c)))
        return py_raise(vm, py_rl(vm)->type_error, "isinstance() arg 2 must be a type, a tuple of types, or a union");
    return sx_bool(py_isinstance(vm, argv[0], sx_as_object(c)));
}

static sx_value bi_abs(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "abs() takes exactly one argument (%d given)", argc);
    if (sx_is_number(argv[0])) return sx_number(fabs(sx_to_double(argv[0])));
    if (sx_is_bigint(argv[0])) {
        if (sx_bigint_sign(sx_as_bigint(argv[0])) >= 0) return argv[0];
        sx_bigint_status st;
        return sx_bigint_negate(vm, argv[0], &st);
    }
    if (sx_is_bool(argv[0])) return sx_number(argv[0] == SX_TRUE);
    if (py_is_float(argv[0])) return py_float(vm, fabs(py_float_value(argv[0])));
    sx_value u = py_user_unary(vm, "__abs__", argv[0]); /* python/classes.c */
    if (u != 0) return u;
    char name[64];
    return py_raise(vm, py_rl(vm)->type_error, "bad operand type for abs(): '%s'",
                    py_type_name(vm, argv[0], name, sizeof name));
}

/* min/max: over one iterable or over the arguments; key= and default= */
typedef struct minmax {
    sx_value best, key_fn, best_key;
    bool found, want_max;
} minmax;

static bool minmax_each(sx_vm *vm, sx_value v, void *data) {
    minmax *m = data;
    sx_value k = v;
    if (m->key_fn != SX_UNDEFINED && m->key_fn != SX_NULL) {
        k = sx_call(vm, m->key_fn, SX_UNDEFINED, 1, &v);
        if (k == SX_EXCEPTION) return false;
    }
    if (!m->found) {
        m->best = v, m->best_key = k, m->found = true;
        return true;
    }
    sx_value r = vm->lang->op_arith(vm, m->want_max ? SX_OP_CODE_GT : SX_OP_CODE_LT, k, m->best_key);
    if (r == SX_EXCEPTION) return false;
    if (r == SX_TRUE) m->best = v, m->best_key = k;
    return true;
}

static sx_value minmax_call(sx_vm *vm, int argc, const sx_value *argv, bool want_max) {
    sx_object *kw = py_kwargs(&argc, argv);
    const char *name = want_max ? "max" : "min";
    if (argc == 0) return py_raise(vm, py_rl(vm)->type_error, "%s expected at least 1 argument, got 0", name);
    minmax m = {SX_UNDEFINED, py_kwarg(vm, kw, "key"), SX_UNDEFINED, false, want_max};
    sx_value dflt = py_kwarg(vm, kw, "default");
    uint32_t mark = vm->ntemps;
    sx_temp_push(vm, m.key_fn);
    bool ok = true;
    if (argc == 1) {
        sx_temp_push(vm, argv[0]);
        ok = py_iterate(vm, argv[0], minmax_each, &m);
    } else {
        sx_object *l = py_list_new(vm, (uint32_t)argc);
        if (l == NULL) return SX_EXCEPTION;
        for (int i = 0; i < argc; i++) sx_array_push(vm, l, argv[i]);
        sx_temp_push(vm, sx_from_object(l));
        ok = py_iterate(vm, sx_from_object(l), minmax_each, &m);
    }
    sx_temp_pop(vm, vm->ntemps - mark);
    if (!ok) return SX_EXCEPTION;
    if (!m.found) {
        if (dflt != SX_UNDEFINED) return dflt;
        return py_raise(vm, py_rl(vm)->value_error, "%s() arg is an empty sequence", name);
    }
    return m.best;
}
static sx_value bi_min(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return minmax_call(vm, argc, argv, false);
}
static sx_value bi_max(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return minmax_call(vm, argc, argv, true);
}

typedef struct sum_state {
    sx_value acc;
} sum_state;
static bool sum_each(sx_vm *vm, sx_value v, void *data) {
    sum_state *s = data;
    double d = sx_is_number(s->acc) && sx_is_number(v) ? sx_to_double(s->acc) + sx_to_double(v) : 1e300;
    sx_value r = d > -9007199254740992.0 && d < 9007199254740992.0 ? sx_number(d) : vm->lang->op_add(vm, s->acc, v);
    if (r == SX_EXCEPTION) return false;
    s->acc = r;
    return true;
}
static sx_value bi_sum(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, py_rl(vm)->type_error, "sum() takes at least 1 positional argument (0 given)");
    sum_state s = {argc > 1 ? argv[1] : py_kwarg(vm, kw, "start")};
    if (s.acc == SX_UNDEFINED) s.acc = sx_number(0);
    sx_temp_push(vm, argv[0]);
    bool ok = py_iterate(vm, argv[0], sum_each, &s);
    sx_temp_pop(vm, 1);
    return ok ? s.acc : SX_EXCEPTION;
}

typedef struct anyall {
    bool want, hit;
} anyall;
static bool anyall_each(sx_vm *vm, sx_value v, void *data) {
    anyall *s = data;
    bool t;
    if (!py_truthy(vm, v, &t)) return false;
    if (t == s->want) {
        s->hit = true;
        return false;
    }
    return true;
}
static sx_value anyall_call(sx_vm *vm, int argc, const sx_value *argv, bool want) {
    if (argc != 1)
        return py_raise(vm, py_rl(vm)->type_error, "%s() takes exactly one argument (%d given)", want ? "any" : "all",
                        argc);
    anyall s = {want, false};
    bool ok = py_iterate(vm, argv[0], anyall_each, &s);
    if (!ok && !s.hit) return SX_EXCEPTION;
    return sx_bool(want ? s.hit : !s.hit);
}
static sx_value bi_any(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return anyall_call(vm, argc, argv, true);
}
static sx_value bi_all(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return anyall_call(vm, argc, argv, false);
}

static sx_value bi_reversed(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "reversed expected 1 argument, got %d", argc);
    sx_object *l = py_list_of(vm, argv[0]);
    if (l == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0, j = l->u.array.len; i + 1 < j; i++, j--) {
        sx_value x = l->u.array.items[i];
        l->u.array.items[i] = l->u.array.items[j - 1];
        l->u.array.items[j - 1] = x;
    }
    sx_temp_push(vm, sx_from_object(l));
    sx_value it = vm->lang->iter_get(vm, sx_from_object(l)); /* an iterator, as CPython's */
    sx_temp_pop(vm, 1);
    return it;
}

/* sorting: a stable merge sort with the language's < (and key=, reverse=) */
typedef struct sorter {
    sx_vm *vm;
    bool failed, reverse;
} sorter;

static bool sort_less(sorter *s, sx_value a, sx_value b) {
    if (s->failed) return false;
    if (!sx_meter_charge(s->vm, 1)) return s->failed = true, false;
    sx_value x = s->reverse ? b : a, y = s->reverse ? a : b;
    if (sx_is_number(x) && sx_is_number(y)) return sx_to_double(x) < sx_to_double(y);
    sx_value r = s->vm->lang->op_arith(s->vm, SX_OP_CODE_LT, x, y);
    if (r == SX_EXCEPTION) return s->failed = true, false;
    return r == SX_TRUE;
}

/* Sort keys[0..n) (and vals alongside) stably. tmp has room for n of each. */
static void merge_sort(sorter *s, sx_value *keys, sx_value *vals, sx_value *tk, sx_value *tv, uint32_t n) {
    if (n < 2 || s->failed) return;
    uint32_t h = n / 2;
    merge_sort(s, keys, vals, tk, tv, h);
    merge_sort(s, keys + h, vals + h, tk, tv, n - h);
    uint32_t i = 0, j = h, k = 0;
    while (i < h && j < n) {
        if (sort_less(s, keys[j], keys[i])) tk[k] = keys[j], tv[k++] = vals[j++];
        else tk[k] = keys[i], tv[k++] = vals[i++];
    }
    while (i < h) tk[k] = keys[i], tv[k++] = vals[i++];
    while (j < n) tk[k] = keys[j], tv[k++] = vals[j++];
    memcpy(keys, tk, n * sizeof *keys);
    memcpy(vals, tv, n * sizeof *vals);
}

/* The same merge sort when every key is an int below 2^53 (a number): compared inline, one meter
 * unit per comparison as sort_less charges. */
static bool merge_sort_numbers(sx_vm *vm, sx_value *keys, sx_value *vals, sx_value *tk, sx_value *tv, uint32_t n,
                               bool reverse) {
    if (n < 2) return true;
    uint32_t h = n / 2;
    if (!merge_sort_numbers(vm, keys, vals, tk, tv, h, reverse) ||
        !merge_sort_numbers(vm, keys + h, vals + h, tk, tv, n - h, reverse))
        return false;
    uint32_t i = 0, j = h, k = 0;
    while (i < h && j < n) {
        double x = sx_to_double(keys[j]), y = sx_to_double(keys[i]);
        if (reverse ? y < x : x < y) tk[k] = keys[j], tv[k++] = vals[j++];
        else tk[k] = keys[i], tv[k++] = vals[i++];
    }
    if (!sx_meter_charge(vm, k)) return false;
    while (i < h) tk[k] = keys[i], tv[k++] = vals[i++];
    while (j < n) tk[k] = keys[j], tv[k++] = vals[j++];
    memcpy(keys, tk, n * sizeof *keys);
    memcpy(vals, tv, n * sizeof *vals);
    return true;
}

/* Sort the list l in place with key and reverse. */
bool py_sort_list(sx_vm *vm, sx_object *l, sx_value key_fn, bool reverse) {
    uint32_t n = l->u.array.len;
    sx_object *keys = py_list_new(vm, n);
    if (keys == NULL) return false;
    sx_temp_push(vm, sx_from_object(keys));
    for (uint32_t i = 0; i < n && i < l->u.array.len; i++) {
        sx_value k = l->u.array.items[i];
        if (key_fn != SX_UNDEFINED && key_fn != SX_NULL) {
            k = sx_call(vm, key_fn, SX_UNDEFINED, 1, &k);
            if (k == SX_EXCEPTION) return sx_temp_pop(vm, 1), false;
        }
        if (!sx_array_push(vm, keys, k)) return sx_temp_pop(vm, 1), false;
    }
    n = keys->u.array.len < l->u.array.len ? keys->u.array.len : l->u.array.len;
    size_t bytes = (size_t)n * 2 * sizeof(sx_value) + 16;
    sx_value *tmp = sx_mem_alloc(vm, bytes);
    if (tmp == NULL) return sx_temp_pop(vm, 1), sx_throw_oom(vm), false;
    sorter s = {vm, false, reverse};
    /* CPython's sort first compares the second element with the first: when their types differ
     * (and neither is a class instance, whose __lt__ could see the extra call), make that
     * comparison first so an incomparable pair fails with CPython's operands */
    sx_value *kv = keys->u.array.items;
    if (n >= 2 && py_type_of(vm, kv[0]) != py_type_of(vm, kv[1]) &&
        !(sx_is_object(kv[0]) && sx_as_object(kv[0])->cls == SX_CLASS_OBJECT) &&
        !(sx_is_object(kv[1]) && sx_as_object(kv[1])->cls == SX_CLASS_OBJECT)) {
        sorter first = {vm, false, false};
        sort_less(&first, kv[1], kv[0]);
        s.failed = first.failed;
    }
    bool numbers = true;
    for (uint32_t i = 0; i < n && numbers; i++) numbers = sx_is_number(keys->u.array.items[i]);
    /* reverse=True keeps equal elements in their order too: compare with the operands swapped */
    if (s.failed) { /* the first comparison raised */
    } else if (numbers)
        s.failed = !merge_sort_numbers(vm, keys->u.array.items, l->u.array.items, tmp, tmp + n, n, reverse);
    else merge_sort(&s, keys->u.array.items, l->u.array.items, tmp, tmp + n, n);
    sx_mem_free(vm, tmp, bytes);
    sx_temp_pop(vm, 1);
    return !s.failed;
}

static sx_value bi_sorted(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "sorted expected 1 argument, got %d", argc);
    sx_value key = py_kwarg(vm, kw, "key"), rev = py_kwarg(vm, kw, "reverse");
    sx_object *l = py_list_of(vm, argv[0]);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    bool r;
    bool ok = py_truthy(vm, rev, &r) && py_sort_list(vm, l, key, r);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(l) : SX_EXCEPTION;
}

static sx_value bi_ord(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1 || !sx_is_string(argv[0]) || sx_as_string(argv[0])->len != 1) {
        if (argc == 1 && sx_is_string(argv[0]))
            return py_raise(vm, py_rl(vm)->type_error, "ord() expected a character, but string of length %u found",
                            sx_as_string(argv[0])->len);
        return py_raise(vm, py_rl(vm)->type_error, "ord() expected string of length 1");
    }
    return sx_number(sx_string_at(sx_as_string(argv[0]), 0));
}

static sx_value bi_chr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double c;
    if (argc != 1 || !py_arg_int(vm, argv[0], &c))
        return vm->has_exception ? SX_EXCEPTION
                                 : py_raise(vm, py_rl(vm)->type_error, "chr() takes exactly one argument");
    if (c < 0 || c > 0x10ffff) return py_raise(vm, py_rl(vm)->value_error, "chr() arg not in range(0x110000)");
    uint16_t u[2];
    uint32_t n = 1;
    if (c >= 0x10000) {
        uint32_t x = (uint32_t)c - 0x10000;
        u[0] = (uint16_t)(0xd800 + (x >> 10)), u[1] = (uint16_t)(0xdc00 + (x & 0x3ff)), n = 2;
    } else u[0] = (uint16_t)c;
    sx_string *s = sx_string_new_utf16(vm, u, n);
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

/* a big int's digits in base 2/8/16 with the prefix after the sign */
static sx_value radix_big(sx_vm *vm, sx_value v, int base, const char *prefix) {
    sx_string *digits = sx_bigint_to_string(vm, v, base);
    if (digits == NULL) return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    bool neg = digits->len > 0 && sx_string_at(digits, 0) == '-';
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (neg) sx_strbuf_unit(&b, '-');
    for (const char *q = prefix; *q; q++) sx_strbuf_unit(&b, (uint16_t)*q);
    for (uint32_t i = neg; i < digits->len; i++) {
        uint16_t c = sx_string_at(digits, i);
        sx_strbuf_unit(&b, c >= 'A' && c <= 'Z' ? (uint16_t)(c + 32) : c);
    }
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : sx_throw_oom(vm);
}

static sx_value radix_text(sx_vm *vm, int argc, const sx_value *argv, int base, const char *prefix) {
    double d;
    if (argc == 1 && sx_is_bigint(argv[0])) return radix_big(vm, argv[0], base, prefix);
    if (argc != 1 || !py_arg_int(vm, argv[0], &d))
        return vm->has_exception ? SX_EXCEPTION : py_raise(vm, py_rl(vm)->type_error, "expected one argument");
    char buf[80], *p = buf + sizeof buf - 1;
    *p = 0;
    bool neg = d < 0;
    unsigned long long x = (unsigned long long)(neg ? -d : d);
    do {
        *--p = "0123456789abcdef"[x % (unsigned)base];
        x /= (unsigned)base;
    } while (x);
    p -= strlen(prefix);
    memcpy(p, prefix, strlen(prefix));
    if (neg) *--p = '-';
    return str_value(vm, p);
}
static sx_value bi_hex(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return radix_text(vm, argc, argv, 16, "0x");
}
static sx_value bi_bin(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return radix_text(vm, argc, argv, 2, "0b");
}
static sx_value bi_oct(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return radix_text(vm, argc, argv, 8, "0o");
}

static sx_value bi_round(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || argc > 2)
        return py_raise(vm, py_rl(vm)->type_error, "round() takes at most 2 arguments (%d given)", argc);
    double x = py_float_value(argv[0]);
    if (!sx_is_number(argv[0]) && !py_is_float(argv[0]) && !sx_is_bool(argv[0])) {
        char name[64];
        return py_raise(vm, py_rl(vm)->type_error, "type %s doesn't define __round__ method",
                        py_type_name(vm, argv[0], name, sizeof name));
    }
    if (argc == 1 || argv[1] == SX_NULL) {
        double r = nearbyint(x); /* round half to even (the default rounding mode) */
        if (isinf(x) || isnan(x))
            return py_raise(vm, py_rl(vm)->overflow_error, "cannot convert float infinity to integer");
        return sx_number(r == 0 ? 0 : r);
    }
    double nd;
    if (!py_arg_int(vm, argv[1], &nd)) return SX_EXCEPTION;
    if (sx_is_number(argv[0]) || sx_is_bool(argv[0])) {
        if (nd >= 0) return sx_number(x);
        if (nd < -18) return sx_number(0);
        /* to a multiple of 10^-nd, half to even, in exact integer steps */
        int64_t p = 1, xi = (int64_t)x;
        for (int k = 0; k < -nd; k++) p *= 10;
        int64_t m = ((xi % p) + p) % p, base = xi - m;
        if (2 * m > p || (2 * m == p && ((base / p) % 2 != 0))) base += p;
        return sx_number((double)base);
    }
    if (nd < 0) { /* a float to tens, hundreds...: half to even */
        double p = pow(10, -nd);
        if (!isfinite(x)) return py_float(vm, x);
        double r = nearbyint(x / p) * p;
        return py_float(vm, isfinite(p) ? r : 0.0 * x);
    }
    /* CPython rounds the exact decimal value: format with the digits asked, read back */
    char buf[64];
    if (nd >= 0 && nd < 30) {
        snprintf(buf, sizeof buf, "%.*f", (int)nd, x);
        return py_float(vm, strtod(buf, NULL));
    }
    return py_float(vm, x);
}

static sx_value bi_divmod(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 2) return py_raise(vm, py_rl(vm)->type_error, "divmod expected 2 arguments, got %d", argc);
    sx_value q = py_binary(vm, PY_OP_FLOORDIV, argv[0], argv[1]);
    if (q == SX_EXCEPTION) return q;
    sx_temp_push(vm, q);
    sx_value r = py_binary(vm, PY_OP_MOD, argv[0], argv[1]);
    sx_object *tup = r != SX_EXCEPTION ? py_tuple_new(vm, 2) : NULL;
    sx_temp_pop(vm, 1);
    if (tup == NULL) return SX_EXCEPTION;
    sx_array_push(vm, tup, q);
    sx_array_push(vm, tup, r);
    return sx_from_object(tup);
}

__attribute__((unused)) static sx_value bi_type(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "type() takes 1 argument");
    return sx_from_object(py_type_of(vm, argv[0]));
}

static sx_value bi_hasattr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 2 || !sx_is_string(argv[1]))
        return py_raise(vm, py_rl(vm)->type_error, "hasattr(): attribute name must be string");
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[1]));
    if (k == NULL) return sx_throw_oom(vm);
    sx_value v = vm->lang->get(vm, argv[0], k);
    if (v != SX_EXCEPTION) return SX_TRUE;
    if (vm->abort != SX_ABORT_NONE) return SX_EXCEPTION;
    if (py_isinstance(vm, vm->exception, py_rl(vm)->attribute_error)) {
        vm->has_exception = false;
        vm->exception = SX_UNDEFINED;
        return SX_FALSE;
    }
    return SX_EXCEPTION;
}

static sx_value bi_getattr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2 || !sx_is_string(argv[1]))
        return py_raise(vm, py_rl(vm)->type_error, "getattr(): attribute name must be string");
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[1]));
    if (k == NULL) return sx_throw_oom(vm);
    sx_value v = vm->lang->get(vm, argv[0], k);
    if (v != SX_EXCEPTION) return py_bind(vm, argv[0], v); /* a method: bound (python/classes.c) */
    if (argc < 3 || vm->abort != SX_ABORT_NONE) return v;
    if (!py_isinstance(vm, vm->exception, py_rl(vm)->attribute_error)) return SX_EXCEPTION;
    vm->has_exception = false;
    vm->exception = SX_UNDEFINED;
    return argv[2];
}

static sx_value bi_setattr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 3 || !sx_is_string(argv[1]))
        return py_raise(vm, py_rl(vm)->type_error, "setattr(): attribute name must be string");
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[1]));
    if (k == NULL) return sx_throw_oom(vm);
    return vm->lang->set(vm, argv[0], k, argv[2]) ? SX_NULL : SX_EXCEPTION;
}

static sx_value bi_callable(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)vm;
    return sx_bool(argc == 1 && sx_is_object(argv[0]) && (sx_as_object(argv[0])->oflags & SX_OBJ_CALLABLE));
}

static sx_value bi_id(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "id() takes exactly one argument");
    if (!sx_is_object(argv[0])) return sx_number(1000);
    sx_object *o = sx_as_object(argv[0]);
    if (o->id == 0) o->id = ++vm->next_object_id;
    return sx_number(0x10000 + o->id * 16.0);
}

/* pow(base, exp[, mod]): with mod, square-and-multiply on ints of any size (a negative exp
 * takes the modular inverse, as CPython 3.8+); every step metered */
static bool pow_int(sx_value v) { return sx_is_number(v) || sx_is_bool(v) || sx_is_bigint(v); }
static sx_value pow_mod_inverse(sx_vm *vm, sx_value a, sx_value m) {
    /* extended Euclid: r0 = a mod m, r1 = m; s tracks a's coefficient */
    sx_value r0 = py_binary(vm, PY_OP_MOD, a, m), r1 = m, s0 = sx_number(1), s1 = sx_number(0);
    uint32_t mark = vm->ntemps;
    while (r0 != SX_EXCEPTION) {
        bool nz;
        if (!py_truthy(vm, r1, &nz)) return SX_EXCEPTION;
        if (!nz) break;
        if (!sx_meter_elements(vm, 1)) return SX_EXCEPTION;
        sx_temp_pop(vm, vm->ntemps - mark);
        sx_temp_push(vm, r0), sx_temp_push(vm, r1), sx_temp_push(vm, s0), sx_temp_push(vm, s1);
        sx_value q = py_binary(vm, PY_OP_FLOORDIV, r0, r1);
        if (q == SX_EXCEPTION) return q;
        sx_temp_push(vm, q);
        sx_value qr = py_binary(vm, PY_OP_MUL, q, r1);
        sx_value r2 = qr == SX_EXCEPTION ? qr : py_binary(vm, PY_OP_SUB, r0, qr);
        if (r2 == SX_EXCEPTION) return r2;
        sx_temp_push(vm, r2);
        sx_value qs = py_binary(vm, PY_OP_MUL, q, s1);
        sx_value s2 = qs == SX_EXCEPTION ? qs : py_binary(vm, PY_OP_SUB, s0, qs);
        if (s2 == SX_EXCEPTION) return s2;
        r0 = r1, r1 = r2, s0 = s1, s1 = s2;
    }
    sx_temp_pop(vm, vm->ntemps - mark);
    if (r0 == SX_EXCEPTION) return r0;
    bool one;
    if (!py_equal(vm, r0, sx_number(1), &one)) return SX_EXCEPTION;
    if (!one) {
        sx_value neg = py_binary(vm, PY_OP_SUB, sx_number(0), sx_number(1));
        if (!py_equal(vm, r0, neg, &one)) return SX_EXCEPTION;
        if (!one) return py_raise(vm, py_rl(vm)->value_error, "base is not invertible for the given modulus");
        s0 = py_binary(vm, PY_OP_SUB, sx_number(0), s0);
        if (s0 == SX_EXCEPTION) return s0;
    }
    return py_binary(vm, PY_OP_MOD, s0, m);
}
static sx_value bi_pow(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value a = argc > 0 ? argv[0] : py_kwarg(vm, kw, "base"), e = argc > 1 ? argv[1] : py_kwarg(vm, kw, "exp");
    sx_value m = argc > 2 ? argv[2] : py_kwarg(vm, kw, "mod");
    if (a == SX_UNDEFINED || e == SX_UNDEFINED || argc > 3)
        return py_raise(vm, py_rl(vm)->type_error,
                        argc > 3 ? "pow expected at most 3 arguments, got %d"
                                 : "pow() missing required argument 'exp' (pos 2)",
                        argc);
    if (m == SX_UNDEFINED || m == SX_NULL) return py_binary(vm, PY_OP_POW, a, e);
    if (!pow_int(a) || !pow_int(e) || !pow_int(m))
        return py_raise(vm, py_rl(vm)->type_error, "pow() 3rd argument not allowed unless all arguments are integers");
    bool nz;
    if (!py_truthy(vm, m, &nz)) return SX_EXCEPTION;
    if (!nz) return py_raise(vm, py_rl(vm)->value_error, "pow() 3rd argument cannot be 0");
    uint32_t mark = vm->ntemps;
    sx_value neg = py_binary(vm, PY_OP_LT, e, sx_number(0));
    if (neg == SX_EXCEPTION) return neg;
    if (neg == SX_TRUE) {
        a = pow_mod_inverse(vm, a, m);
        if (a == SX_EXCEPTION) return a;
        sx_temp_push(vm, a);
        e = py_binary(vm, PY_OP_SUB, sx_number(0), e);
        if (e == SX_EXCEPTION) return sx_temp_pop(vm, vm->ntemps - mark), e;
    }
    sx_value r = py_binary(vm, PY_OP_MOD, sx_number(1), m), b = py_binary(vm, PY_OP_MOD, a, m);
    uint32_t loop = vm->ntemps;
    while (r != SX_EXCEPTION && b != SX_EXCEPTION) {
        sx_temp_pop(vm, vm->ntemps - loop);
        sx_temp_push(vm, r), sx_temp_push(vm, b), sx_temp_push(vm, e);
        if (!py_truthy(vm, e, &nz)) return sx_temp_pop(vm, vm->ntemps - mark), SX_EXCEPTION;
        if (!nz) break;
        if (!sx_meter_elements(vm, 1)) return sx_temp_pop(vm, vm->ntemps - mark), SX_EXCEPTION;
        sx_value bit = py_binary(vm, PY_OP_BAND, e, sx_number(1));
        if (bit == SX_EXCEPTION) return sx_temp_pop(vm, vm->ntemps - mark), bit;
        if (bit == sx_number(1)) {
            sx_value p = py_binary(vm, PY_OP_MUL, r, b);
            r = p == SX_EXCEPTION ? p : py_binary(vm, PY_OP_MOD, p, m);
            if (r == SX_EXCEPTION) break;
            sx_temp_push(vm, r);
        }
        e = py_binary(vm, PY_OP_SHR, e, sx_number(1));
        if (e == SX_EXCEPTION) return sx_temp_pop(vm, vm->ntemps - mark), e;
        sx_temp_push(vm, e);
        sx_value sq = py_binary(vm, PY_OP_MUL, b, b);
        b = sq == SX_EXCEPTION ? sq : py_binary(vm, PY_OP_MOD, sq, m);
    }
    sx_temp_pop(vm, vm->ntemps - mark);
    return b == SX_EXCEPTION ? b : r;
}

static sx_value bi_iter(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc == 2) {
        if (!sx_is_object(argv[0]) || !(sx_as_object(argv[0])->oflags & SX_OBJ_CALLABLE))
            return py_raise(vm, py_rl(vm)->type_error, "iter(v, w): v must be callable");
        return py_bi_iter_sentinel(vm, argv[0], argv[1]);
    }
    if (argc != 1) return py_raise(vm, py_rl(vm)->type_error, "iter expected 1 argument, got %d", argc);
    return vm->lang->iter_get(vm, argv[0]);
}

static sx_value bi_next(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_string *nk = sx_atom(vm, "__next__");
    sx_value um = argc >= 1 && nk ? py_user_method(vm, argv[0], nk) : 0;
    if (um != 0) { /* an iterator class of the program */
        sx_value r = sx_call(vm, um, argv[0], 0, NULL);
        if (r != SX_EXCEPTION || argc < 2 || vm->abort != SX_ABORT_NONE) return r;
        if (!py_isinstance(vm, vm->exception, py_rl(vm)->stop_iteration)) return r;
        vm->has_exception = false;
        vm->exception = SX_UNDEFINED;
        return argv[1];
    }
    if (argc < 1 || !sx_is_object(argv[0]) || sx_as_object(argv[0])->cls != PY_CLASS_ITER) {
        char name[64];
        return py_raise(vm, py_rl(vm)->type_error, "'%s' object is not an iterator",
                        argc < 1 ? "NoneType" : py_type_name(vm, argv[0], name, sizeof name));
    }
    sx_value v;
    int r = vm->lang->iter_next(vm, sx_as_object(argv[0]), &v);
    if (r < 0) return SX_EXCEPTION;
    if (r == 1) return v;
    if (argc > 1) return argv[1];
    const sx_object *it = sx_as_object(argv[0]); /* a generator's (or a settled host call's) value */
    bool has = it->u.cursor.kind == 5 || (it->u.cursor.kind == PY_ITER_SETTLED && it->u.cursor.pos == 0);
    sx_value ret = has ? it->u.cursor.extra : SX_UNDEFINED;
    sx_object *e = py_exception_new(vm, py_rl(vm)->stop_iteration, ret == SX_NULL ? SX_UNDEFINED : ret);
    return e ? sx_throw(vm, sx_from_object(e)) : SX_EXCEPTION;
}

static sx_value bi_issubclass(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 2 || !sx_is_object(argv[0]) || !PY_IS_CLASS(sx_as_object(argv[0])) || !sx_is_object(argv[1]) ||
        !PY_IS_CLASS(sx_as_object(argv[1])))
        return py_raise(vm, py_rl(vm)->type_error, "issubclass() arg 1 must be a class");
    for (sx_object *c = sx_as_object(argv[0]); c != NULL; c = c->proto)
        if (c == sx_as_object(argv[1]) || py_class_orig(c) == sx_as_object(argv[1])) return SX_TRUE;
    return SX_FALSE;
}

/* what the sandbox leaves out: a clean error naming it */
static sx_value bi_refused(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_value n = sx_object_find_data(vm, vm->frames[vm->nframes - 1].callee, vm->atoms.name);
    char name[64] = "this function";
    if (sx_is_string(n)) sx_string_to_utf8(sx_as_string(n), name, sizeof name);
    return py_raise(vm, py_rl(vm)->runtime_error, "%s() is not available in the secexec sandbox", name);
}

static sx_value bi_input(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    return py_raise(vm, py_rl(vm)->runtime_error,
                    "input() is not available in the secexec sandbox: there is no stdin (read `inputs` instead)");
}

/* -- the realm -- */

sx_object *py_class_new(sx_vm *vm, const char *name, sx_object *base, sx_native_fn fn, int magic) {
    sx_object *c = sx_object_new(vm, SX_CLASS_NATIVE, base);
    if (c == NULL) return NULL;
    c->oflags |= SX_OBJ_CALLABLE | SX_OBJ_LANG_FLAG;
    c->u.native.fn = fn;
    c->u.native.magic = (int16_t)magic;
    c->u.native.data = SX_UNDEFINED;
    sx_string *n = sx_atom(vm, name);
    if (n == NULL || !sx_object_define(vm, c, py_at(vm)->dname, sx_from_string(n), SX_PROP_HIDDEN)) return NULL;
    return c;
}

bool py_def(sx_vm *vm, sx_object *o, const char *name, sx_native_fn fn, int length) {
    sx_object *f = sx_native_new(vm, name, fn, length);
    sx_string *k = f ? sx_atom(vm, name) : NULL;
    return k != NULL && sx_object_define(vm, o, k, sx_from_object(f), SX_PROP_HIDDEN);
}

sx_value py_class_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);
sx_value py_exception_init(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);
bool py_init_types(sx_vm *vm);
bool py_init_hidden(sx_vm *vm);

static const struct {
    const char *name;
    sx_native_fn fn;
    int length;
} builtin_fns[] = {
    {"print", bi_print, 0},
    {"len", bi_len, 1},
    {"repr", bi_repr, 1},
    {"isinstance", bi_isinstance, 2},
    {"abs", bi_abs, 1},
    {"min", bi_min, 1},
    {"max", bi_max, 1},
    {"sum", bi_sum, 1},
    {"any", bi_any, 1},
    {"all", bi_all, 1},
    {"enumerate", py_bi_enumerate, 1},
    {"zip", py_bi_zip, 0},
    {"reversed", bi_reversed, 1},
    {"sorted", bi_sorted, 1},
    {"ord", bi_ord, 1},
    {"chr", bi_chr, 1},
    {"hex", bi_hex, 1},
    {"bin", bi_bin, 1},
    {"oct", bi_oct, 1},
    {"round", bi_round, 1},
    {"divmod", bi_divmod, 2},
    {"hasattr", bi_hasattr, 2},
    {"getattr", bi_getattr, 2},
    {"setattr", bi_setattr, 3},
    {"callable", bi_callable, 1},
    {"id", bi_id, 1},
    {"input", bi_input, 0},
    {"open", bi_refused, 0},
    {"eval", bi_refused, 1},
    {"exec", bi_refused, 1},
    {"compile", bi_refused, 1},
    {"__import__", bi_refused, 1},
    {"globals", bi_refused, 0},
    {"locals", bi_refused, 0},
    {"map", py_bi_map, 2},
    {"filter", py_bi_filter, 2},
    {"iter", bi_iter, 1},
    {"pow", bi_pow, 2},
    {"next", bi_next, 1},
    {"issubclass", bi_issubclass, 2},
    {"dir", bi_refused, 0},
    {"breakpoint", bi_refused, 0},
    {"exit", bi_refused, 0},
    {"quit", bi_refused, 0},
    {"help", bi_refused, 0},
};

bool py_init_realm(sx_vm *vm) {
    py_realm *r = py_rl(vm);
    r->global = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    if (r->global == NULL || !py_init_types(vm)) return false;
    r->object_proto = r->object;
    r->function_proto = r->function;
    r->array_proto = r->list;
    for (size_t i = 0; i < sizeof builtin_fns / sizeof builtin_fns[0]; i++)
        if (!py_def(vm, r->global, builtin_fns[i].name, builtin_fns[i].fn, builtin_fns[i].length)) return false;
    /* sys.stdout / sys.stderr: objects with write(); print(file=...) reads their stream number */
    sx_object *out = sx_object_new(vm, SX_CLASS_OBJECT, r->object),
              *err = sx_object_new(vm, SX_CLASS_OBJECT, r->object);
    sx_string *stream = sx_atom(vm, "__stream__");
    if (out == NULL || err == NULL || stream == NULL ||
        !sx_object_define(vm, out, stream, sx_number(1), SX_PROP_HIDDEN) ||
        !sx_object_define(vm, err, stream, sx_number(2), SX_PROP_HIDDEN) ||
        !py_def(vm, out, "write", stream_write, 1) || !py_def(vm, err, "write", stream_write, 1))
        return false;
    sx_string *so = sx_atom(vm, "%stdout"), *se = sx_atom(vm, "%stderr");
    if (so == NULL || se == NULL || !sx_object_define(vm, r->global, so, sx_from_object(out), SX_PROP_HIDDEN) ||
        !sx_object_define(vm, r->global, se, sx_from_object(err), SX_PROP_HIDDEN))
        return false;
    return py_init_hidden(vm);
}
